"""Field set 8, part b: Terraform's missing providers and javac's Chinese missing package and symbol under Maven and IDEA."""

from __future__ import annotations

from fieldspec import G, Q, V

_MVN_PKG = "[ERROR] /D:/<<proj>>/src/main/java/<<jdir>>.java:[<<line>>,<<col>>] 程序包<<jpkg>>不存在"
_IDEA_PKG = "Error:(<<line>>, <<col>>) java: 程序包<<jpkg>>不存在"
_XZX = "https://github.com/XZ-X/2020SE1-FAQ/issues/4"
_LEMON = "https://github.com/xuhuisheng/lemon/issues/171"
_BOLUOME = "https://github.com/lxchinesszz/multi-boluome/issues/2"

GROUPS = [
    G("g8-tf-provider-confluentcloud", "terraform", "multiline",
      "https://github.com/confluentinc/terraform-provider-confluent/issues/13",
      ["╷\n│ Error: Failed to query available provider packages\n│\n│ Could not retrieve the list of available versions for "
       "provider hashicorp/confluentcloud: provider registry registry.terraform.io does not have a      \n│ provider named "
       "registry.terraform.io/hashicorp/confluentcloud\n│\n│ All modules should specify their required_providers so that "
       "external consumers will get the correct providers when using a module. To see which       \n│ modules are currently "
       "depending on hashicorp/confluentcloud, run the following command:\n│     terraform providers\n╵"],
      cmd="terraform init", os=("linux", "macos", "windows")),
    G("g8-tf-provider-prismacloud", "terraform", "multiline",
      "https://github.com/PaloAltoNetworks/terraform-provider-prismacloud/issues/163",
      ["╷\n│ Error: Failed to query available provider packages\n│ \n│ Could not retrieve the list of available versions for "
       "provider hashicorp/prismacloud: provider registry registry.terraform.io does not have a provider\n│ named "
       "registry.terraform.io/hashicorp/prismacloud\n│ \n│ Did you intend to use paloaltonetworks/prismacloud? If so, you "
       "must specify that source address in each module which requires that provider."],
      cmd="terraform init", os=("linux", "macos"), look="g8-tf-provider-confluentcloud"),
    G("g8-tf-provider-kubectl", "terraform", "version", "https://github.com/hashicorp/terraform/issues/28255",
      ["Error: Failed to query available provider packages\n\nCould not retrieve the list of available versions for provider\n"
       "hashicorp/kubectl: provider registry registry.terraform.io does not have a\nprovider named "
       "registry.terraform.io/hashicorp/kubectl\n\nIf you have just upgraded directly from Terraform v0.12 to Terraform v0.14\n"
       "then please upgrade to Terraform v0.13 first and follow the upgrade guide for\nthat release, which might help you "
       "address this problem."],
      cmd="terraform init -upgrade", os=("linux", "macos"), look="g8-tf-provider-confluentcloud"),

    G("g8-javac-zh-pkg-mossle", "maven", "locale", _LEMON,
      [_MVN_PKG, V(_IDEA_PKG, tool="intellij", src=_XZX, cls="wrapper")], cmd="mvn clean package", locale="zh",
      os=("windows",), extra={"jpkg": "com.mossle.client.user", "jdir": "com/mossle/party/web/OrgController"}),
    G("g8-javac-zh-pkg-iflyer", "maven", "locale", _BOLUOME,
      [_MVN_PKG, V(_IDEA_PKG, tool="intellij", src=_XZX, cls="wrapper")], cmd="mvn install", locale="zh",
      os=("windows",), extra={"jpkg": "iflyer.model", "jdir": "iflyer/dao/UserRepo"}, look="g8-javac-zh-pkg-mossle"),
    G("g8-javac-zh-pkg-seec", "intellij", "locale", _XZX,
      [_IDEA_PKG, V(_MVN_PKG, tool="maven", src=_LEMON, cls="wrapper")], cmd="mvn test", locale="zh",
      os=("windows", "macos"), extra={"jpkg": "seec.test.util.classfileparser", "jdir": "edu/nju/ClassFileReaderTest"},
      look="g8-javac-zh-pkg-mossle"),
    G("g8-javac-zh-sym-userclient", "maven", "multiline", _LEMON,
      ["[ERROR] /D:/<<proj>>/src/main/java/com/mossle/party/web/OrgController.java:[<<line>>,<<col>>] 找不到符号\n"
       "  符号:   类 UserClient\n  位置: 类 com.mossle.party.web.OrgController"],
      cmd="mvn clean package", locale="zh", os=("windows",)),
    G("g8-javac-zh-sym-user", "maven", "multiline", _BOLUOME,
      ["[ERROR] /D:/<<proj>>/src/main/java/iflyer/dao/UserRepo.java:[<<line>>,<<col>>] 找不到符号\n  符号: 类 User"],
      cmd="mvn install", locale="zh", os=("windows",), look="g8-javac-zh-sym-userclient"),
]

QUERIES = [
    Q("terraform init can't find provider hashicorp/confluentcloud", "g8-tf-provider-confluentcloud", "plain"),
    Q("terraform 初始化 找不到 confluentcloud 提供程序", "g8-tf-provider-confluentcloud", "zh"),
    Q("terraform registry has no hashicorp/prismacloud provider", "g8-tf-provider-prismacloud", "plain"),
    Q("terraform 注册表没有 hashicorp/prismacloud 提供者", "g8-tf-provider-prismacloud", "zh"),
    Q("terraform says there is no provider named hashicorp/kubectl", "g8-tf-provider-kubectl", "plain"),
    Q("terraform 查询不到 kubectl 提供程序的版本列表", "g8-tf-provider-kubectl", "zh"),
    Q("maven build says package com.mossle.client.user does not exist", "g8-javac-zh-pkg-mossle", "plain"),
    Q("maven 编译 程序包 com.mossle.client.user 不存在", "g8-javac-zh-pkg-mossle", "zh"),
    Q("java compile error package iflyer.model missing", "g8-javac-zh-pkg-iflyer", "plain"),
    Q("程序包 iflyer.model 找不到 编译失败", "g8-javac-zh-pkg-iflyer", "zh"),
    Q("intellij test run says package seec.test.util.classfileparser does not exist", "g8-javac-zh-pkg-seec", "plain"),
    Q("IDEA 运行测试 seec.test.util.classfileparser 包不存在", "g8-javac-zh-pkg-seec", "zh"),
    Q("maven cannot find symbol class UserClient", "g8-javac-zh-sym-userclient", "plain"),
    Q("编译时找不到 UserClient 这个类", "g8-javac-zh-sym-userclient", "zh"),
    Q("maven compile cannot find symbol class User in UserRepo", "g8-javac-zh-sym-user", "plain"),
    Q("UserRepo 里找不到 User 类 符号", "g8-javac-zh-sym-user", "zh"),
]
