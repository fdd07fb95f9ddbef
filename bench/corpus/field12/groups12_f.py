"""Field set 12, part f: Subversion's locked and missing working copies (in Chinese and English,
bare and wrapped by IDE plugins and a server's log), rpm's failed dependencies (in Chinese and
English, each naming what is missing), dnf/yum finding no package, and fish's unknown command in
fish 2.7's wording. Each group's message is copied from the thread in `src`; only `<<slot>>` parts
vary between instances. Queries: one in plain English, one in Chinese per group."""

from fieldspec import G, Q, V

_FISH = ("fish", "fish", "zsh")
_RPM_DEPS = "error: Failed dependencies:\n"

GROUPS = [
    G("f12-svn-zh-working-copy-locked", "svn", "locale", "https://github.com/immortalwrt/immortalwrt/issues/647",
      [V("svn: E155004: 运行“svn cleanup”删除锁 (运行“svn help cleanup”以得到详细信息)\n"
         "svn: E155004: 工作副本 '<<home>>/Temp/custom/r8125' 已经锁定。\nsvn: E155004: '<<home>>/Temp/custom/r8125' 已经锁定",
         locale="zh"),
       V("org.apache.subversion.javahl.ClientException: svn: E155004: There are unfinished work items; run 'svn cleanup' "
         "first.", tool="subclipse", cls="wrapper", os="windows", locale="en", src="https://github.com/subclipse/subclipse/issues/21")],
      cmd="svn co https://github.com/immortalwrt/immortalwrt/branches/openwrt-21.02/package/kernel/r8125 custom/r8125",
      os=("linux",), locale="zh", n=9),
    G("f12-svn-not-a-working-copy", "svn", "non-file-path", "https://github.com/JohnstonCode/svn-scm/issues/116",
      [V("[scrm]$ svn commit -m 1\nsvn: E155007: 'C:\\Program Files\\Microsoft VS Code' is not a working copy", os="windows",
         tool="vscode-svn", cls="wrapper"),
       V("svn: E155007: '<<dir>>' is not a working copy", src="https://github.com/10up/action-wordpress-plugin-deploy/issues/131"),
       V("svn: E155007: '/lazylead' is not a working copy\nsvn: E155007: '/lazylead' is not a working copy\n"
         "sh: --xml: not found", src="https://github.com/dgroup/lazylead/issues/203"),
       V("2020-08-24 08:35:37.551 [qtp250370634-15] [5fS8ZMFvgZ] DEBUG svnkit.wc - svn: E155007: "
         "'/tmp/scm-work/workdir6060553057397358368' is not a working copy,", tool="scm-manager", cls="runtime-value",
         src="https://github.com/scm-manager/scm-manager/issues/1263"),
       V("svn: '.' is not a working copy", cls="version", src="https://github.com/ohmyzsh/ohmyzsh/pull/1801")],
      cmd="svn commit -m 1", os=("linux", "macos"), look="f12-svn-zh-working-copy-locked"),
    G("f12-rpm-zh-failed-deps-osgi", "rpm", "locale", "https://github.com/apache/dolphinscheduler/issues/2788",
      ["错误：依赖检测失败：\n osgi(org.eclipse.core.resources) 被 apache-dolphinscheduler-incubating-1.2.1-1.noarch 需要\n"
       " osgi(org.eclipse.core.runtime) 被 apache-dolphinscheduler-incubating-1.2.1-1.noarch 需要\n"
       " osgi(org.eclipse.text) 被 apache-dolphinscheduler-incubating-1.2.1-1.noarch 需要"],
      cmd="rpm -ivh apache-dolphinscheduler-incubating-1.2.1-1.noarch.rpm", os=("linux",), locale="zh", n=8),
    G("f12-rpm-failed-deps-perl", "rpm", "everyday", "https://github.com/jordansissel/fpm/issues/1521",
      [_RPM_DEPS + "\tperl is needed by package-y.x86_64"], cmd="rpm -ivh package-y.rpm", os=("linux",),
      look="f12-rpm-zh-failed-deps-osgi"),
    G("f12-rpm-failed-deps-bin-sh", "rpm", "non-file-path", "https://github.com/ballerina-platform/ballerina-lang/issues/7493",
      [_RPM_DEPS + "\t/bin/sh is needed by ballerina-platform-0.970.0.beta1-1.x86_64"],
      cmd="rpm -ivh ballerina-platform-linux-installer-x64-0.970.0.beta1.rpm", os=("linux",),
      look="f12-rpm-zh-failed-deps-osgi"),
    G("f12-rpm-failed-deps-libcassandra", "rpm", "non-file-path", "https://github.com/cat-in-136/cargo-generate-rpm/issues/122",
      [_RPM_DEPS + "        libcassandra.so.2()(64bit) is needed by api-0:0.1.0-1.x86_64"],
      cmd="rpm -ivh generate-rpm/api-0.1.0-1.x86_64.rpm", os=("linux",), look="f12-rpm-zh-failed-deps-osgi"),
    G("f12-rpm-failed-deps-ipa-userstatus", "rpm", "everyday", "https://github.com/abbra/freeipa-userstatus-plugin/issues/2",
      [_RPM_DEPS + "        python2-ipa-userstatus-server is needed by freeipa-userstatus-plugin-0.0.2-1.fc26.noarch"],
      cmd="rpm -i freeipa-userstatus-plugin-0.0.2-1.fc26.noarch.rpm", os=("linux",), look="f12-rpm-zh-failed-deps-osgi"),
    G("f12-dnf-no-match-epel-release", "dnf", "everyday", "https://github.com/devopshydclub/vprofile-project/issues/57",
      ["Last metadata expiration check: 0:13:59 ago on Fri 26 Aug 2022 07:16:40 PM PDT.\n"
       "No match for argument: epel-release\nError: Unable to find a match: epel-release"],
      cmd="yum install epel-release -y", os=("linux",)),
    G("f12-yum-ansible-no-package-yum-security", "ansible", "wrapper", "https://github.com/wunderio/WunderTools/issues/161",
      ['"msg": "No package matching \'yum-security\' found available, installed or updated",'],
      cmd="ansible-playbook provision.yml", os=("linux", "macos"), look="f12-dnf-no-match-epel-release"),
    G("f12-yum-old-no-match-centos-release", "yum", "version", "https://github.com/oracle/migrate-to-ol/issues/168",
      ["Installing base packages for Oracle Linux...\nLoaded plugins: fastestmirror, langpacks, versionlock\n"
       "No Match for argument: centos-backgrounds\nNo Match for argument: centos-gpg-keys\n"
       "No Match for argument: centos-release\nNo Match for argument: centos-release-cr"],
      cmd="sudo bash centos2ol.sh", os=("linux",), look="f12-dnf-no-match-epel-release"),
    G("f12-fish27-unknown-command-list", "fish", "shell", "https://github.com/conda/conda/issues/7123",
      ["fish: Unknown command 'list'\n- (line 1):\nbegin; list\n       ^\nfrom sourcing file -\n"
       "\tcalled on line 60 of file /usr/local/Cellar/fish/2.7.1/share/fish/functions/eval.fish\n\nin function 'eval'\n"
       "\tcalled on line 96 of file ~/anaconda/etc/fish/conf.d/conda.fish\n\nin function 'conda'\n"
       "\tcalled on standard input\n\twith parameter list 'list'"],
      cmd="conda list", os=("macos",), shells=_FISH),
    G("f12-fish27-unknown-command-git-is-repo", "fish", "shell", "https://github.com/conda/conda/issues/7651",
      ["fish: Unknown command 'git::is_repo'\nfish:\n        if git::is_repo\n           ^\n"
       "in function '__fish_prompt_orig'\n        called on line 65 of file /usr/local/anaconda/etc/fish/conf.d/conda.fish\n\n"
       "in function 'fish_prompt'\n        called on standard input\n\nin command substitution\n"
       "        called on standard input"], cmd="fish", os=("macos",), shells=_FISH,
      look="f12-fish27-unknown-command-list"),
]

QUERIES = [
    Q("svn checkout says the working copy is locked, need cleanup", "f12-svn-zh-working-copy-locked", "plain"),
    Q("svn 检出时提示工作副本被锁定 要先 cleanup", "f12-svn-zh-working-copy-locked", "zh"),
    Q("svn commit run outside a checked out folder", "f12-svn-not-a-working-copy", "plain"),
    Q("svn 提交时目录不是工作副本", "f12-svn-not-a-working-copy", "zh"),
    Q("installing dolphinscheduler rpm missing eclipse osgi bundles", "f12-rpm-zh-failed-deps-osgi", "plain"),
    Q("安装 dolphinscheduler 的 rpm 依赖检查不通过 缺 eclipse 包", "f12-rpm-zh-failed-deps-osgi", "zh"),
    Q("fpm built rpm wants perl but fedora only has perl-interpreter", "f12-rpm-failed-deps-perl", "plain"),
    Q("fpm 打的 rpm 安装时说缺 perl", "f12-rpm-failed-deps-perl", "zh"),
    Q("ballerina rpm installer needs /bin/sh on ubuntu", "f12-rpm-failed-deps-bin-sh", "plain"),
    Q("在 ubuntu 上装 ballerina 的 rpm 说需要 /bin/sh", "f12-rpm-failed-deps-bin-sh", "zh"),
    Q("rpm from cargo generate-rpm needs libcassandra although it is installed", "f12-rpm-failed-deps-libcassandra", "plain"),
    Q("cargo 生成的 rpm 安装时找不到 libcassandra", "f12-rpm-failed-deps-libcassandra", "zh"),
    Q("freeipa userstatus plugin rpm needs its server subpackage", "f12-rpm-failed-deps-ipa-userstatus", "plain"),
    Q("freeipa 插件 rpm 缺少 python2 服务端子包", "f12-rpm-failed-deps-ipa-userstatus", "zh"),
    Q("fedora yum install epel-release finds nothing", "f12-dnf-no-match-epel-release", "plain"),
    Q("fedora 上 yum 装 epel-release 找不到", "f12-dnf-no-match-epel-release", "zh"),
    Q("ansible yum task yum-security package not available", "f12-yum-ansible-no-package-yum-security", "plain"),
    Q("ansible 的 yum 任务找不到 yum-security 包", "f12-yum-ansible-no-package-yum-security", "zh"),
    Q("centos to oracle linux script cannot find centos release packages", "f12-yum-old-no-match-centos-release",
      "plain"),
    Q("centos 迁移到 oracle linux 脚本找不到 centos-release 包", "f12-yum-old-no-match-centos-release", "zh"),
    Q("conda list in fish shell fails, list is not a command", "f12-fish27-unknown-command-list", "plain"),
    Q("fish 里用 conda list 说 list 命令不存在", "f12-fish27-unknown-command-list", "zh"),
    Q("fish prompt breaks after sourcing conda, git::is_repo missing", "f12-fish27-unknown-command-git-is-repo",
      "plain"),
    Q("fish 加载 conda 后提示符报 git::is_repo 找不到", "f12-fish27-unknown-command-git-is-repo", "zh"),
]
