"""Field set 19, part a: Go's toolchain, OpenSSH's negotiation, dnf's mirrorlists, git over a reset link,
winget, and commands PowerShell and cmd cannot find."""

from fieldspec import G, Q, V

W = ("windows",)
L = ("linux",)
M = ("macos",)

GROUPS = [
    G("f19-go-embed-goroot", "go", "version", "https://github.com/bensadeh/circumflex/issues/28", [
        V("bubble/list/list.go:4:2: package embed is not in GOROOT (/usr/lib/go-1.15/src/embed)", os="linux"),
        V(r"<<root>>\cmd\flux\manifests.embed.go:4:2: package embed is not in GOROOT (D:\go\src\embed)"
          "\n" r"<<root>>\cmd\flux\manifests.embed.go:6:2: package io/fs is not in GOROOT (D:\go\src\io\fs)",
          os="windows", src="https://github.com/fluxcd/flux2/issues/1186", cls="multiline"),
        V("font.go:4:2: package embed is not in GOROOT (/usr/local/Cellar/go/1.15.8/libexec/src/embed)", os="macos",
          src="https://github.com/matsuyoshi30/germanium/issues/1"),
        V("pkg/runner/embed.go:4:2: package embed is not in GOROOT (/opt/hostedtoolcache/go/1.15.13/x64/src/embed)",
          os="linux", src="https://github.com/replicatedhq/kURL/pull/1816"),
        V(r"WebScan\WebScan.go:4:2: package embed is not in GOROOT (E:\go\src\embed)", os="windows",
          src="https://github.com/shadow1ng/fscan/issues/25"),
        V("<<home>>/go/pkg/mod/github.com/shadow1ng/fscan@v0.0.0-20210531020301-90ef895e0f89/WebScan/WebScan.go:4:2: "
          "package embed is not in GOROOT (/usr/lib/go-1.15/src/embed)", os="linux",
          src="https://github.com/shadow1ng/fscan/issues/62", cmd="go get github.com/shadow1ng/fscan"),
    ], cmd="go build", n=6),
    G("f19-go-slices-goroot", "go", "version", "https://github.com/roddhjav/apparmor.d/issues/323", [
        "pkg/aa/mount.go:8:2: package slices is not in GOROOT (/usr/lib/go-1.19/src/slices)",
        V("relay/adaptor/replicate/adaptor.go:7:2: package slices is not in GOROOT (/usr/lib/golang/src/slices)",
          src="https://github.com/songquanpeng/one-api/issues/2126"),
        V("slices: package slices is not in GOROOT (/usr/local/go/src/slices)",
          src="https://github.com/instana/robot-shop/issues/154", cls="wrapper"),
    ], cmd="go build", os=L, look="f19-go-embed-goroot", n=6),
    G("f19-go-no-gomod", "go", "multiline", "https://github.com/003random/getJS/issues/22", [
        "main.go:14:2: no required module provides package github.com/PuerkitoBio/goquery: go.mod file not found in "
        "current directory or any parent directory; see 'go help modules'\n"
        "main.go:15:2: no required module provides package github.com/logrusorgru/aurora: go.mod file not found in "
        "current directory or any parent directory; see 'go help modules'\n"
        "main.go:16:2: no required module provides package github.com/spf13/pflag: go.mod file not found in current "
        "directory or any parent directory; see 'go help modules'",
    ], cmd="go build main.go"),
    G("f19-ssh-hostkey-ssh-rsa", "ssh", "everyday", "https://github.com/hackclub/jobs/issues/16", [
        "Unable to negotiate with <<host>> port 22: no matching host key type found. Their offer: ssh-rsa",
        V("Unable to negotiate with <<host>> port 22: no matching host key type found. Their offer: ssh-rsa",
          src="https://github.com/gokrazy/breakglass/issues/9"),
        V("Unable to negotiate with <<host>> port 22: no matching host key type found. Their offer: ssh-rsa,ssh-dss",
          src="https://github.com/samuelthomas2774/airport/issues/10"),
        V("Unable to negotiate with <<host>> port 22: no matching host key type found. Their offer: ssh-rsa",
          src="https://github.com/zachlatta/sshtron/issues/35"),
        V("Unable to negotiate with <<host>> port 2222: no matching host key type found. Their offer: ssh-rsa,ssh-dss",
          os="windows", shell="powershell", src="https://github.com/Aimeast/FxSsh/issues/39"),
    ], cmd="ssh <<host>>", exit=255, n=6),
    G("f19-ssh-kex-dh-group1", "ssh", "wrapper", "https://github.com/Aimeast/FxSsh/issues/35", [
        "Unable to negotiate with <<host>> port <<sshport>>: no matching key exchange method found. Their offer: "
        "diffie-hellman-group14-sha1,diffie-hellman-group1-sha1",
        V("Unable to negotiate with <<host>> port 22: no matching key exchange method found. Their offer: "
          "diffie-hellman-group14-sha1,diffie-hellman-group1-sha1", src="https://github.com/asbru-cm/asbru-cm/issues/920",
          cls="everyday"),
        V("Unable to negotiate with <<host>> port 22: no matching key exchange method found. Their offer: "
          "diffie-hellman-group1-sha1", os="windows", src="https://github.com/PowerShell/Win32-OpenSSH/issues/796",
          cls="everyday"),
        V("Shell opener command was unsuccessful:\nUnable to negotiate with <<host>> port 22: no matching key exchange "
          "method found. Their offer: diffie-hellman-group-exchange-sha1,diffie-hellman-group14-sha1,"
          "diffie-hellman-group1-sha1", os="windows", src="https://github.com/xpipe-io/xpipe/issues/239"),
        V('fatal: [FAX-01]: UNREACHABLE! => {"changed": false, "msg": "Failed to connect to the host via ssh: Unable '
          'to negotiate with <<host>> port 22: no matching key exchange method found. Their offer: '
          'diffie-hellman-group-exchange-sha1,diffie-hellman-group14-sha1,diffie-hellman-group1-sha1", '
          '"unreachable": true}', os="linux", tool="ansible-playbook", cmd="ansible-playbook -i hosts ping.yml",
          exit=4, src="https://github.com/jumpserver/jumpserver/issues/8336"),
        V('UNREACHABLE! => {"changed": false, "msg": "Failed to connect to the host via ssh: Unable to negotiate with '
          '<<host>> port 22: no matching key exchange method found. Their offer: diffie-hellman-group1-sha1", '
          '"unreachable": true}', os="linux", tool="ansible-playbook", cmd="ansible-playbook -i hosts ping.yml",
          exit=4, src="https://github.com/jumpserver/jumpserver/issues/6957"),
    ], cmd="ssh admin@<<host>>", exit=255, look="f19-ssh-hostkey-ssh-rsa"),
    G("f19-ssh-cipher-cbc", "ssh", "everyday", "https://github.com/PowerShell/Win32-OpenSSH/issues/796", [
        "Unable to negotiate with <<host>> port 22: no matching cipher found. Their offer: "
        "aes128-cbc,3des-cbc,aes192-cbc,aes256-cbc",
    ], cmd="ssh -o KexAlgorithms=diffie-hellman-group1-sha1 <<host>>", exit=255, os=("windows", "linux"),
        look="f19-ssh-kex-dh-group1", n=6),
    G("f19-dnf-appstream-no-mirrorlist", "dnf", "everyday", "https://github.com/yankils/Simple-DevOps-Project/pull/86", [
        "Error: Failed to download metadata for repo 'appstream': Cannot prepare internal mirrorlist: No URLs in mirrorlist",
        V("CentOS-8 - AppStream                             44  B/s |  38  B     00:00\n"
          "Failed to download metadata for repo 'AppStream'\nError: Failed to download metadata for repo 'AppStream'\n"
          "The command '/bin/sh -c yum install -y fio' returned a non-zero code: 1",
          tool="docker", cmd="docker build -t <<proj>> .", src="https://github.com/chengyli/training/issues/1",
          cls="wrapper"),
    ], cmd="dnf install -y <<proj>>", os=L, n=6),
    G("f19-dnf-rocky-mirrorlist-502", "dnf", "multiline", "https://github.com/rocky-linux/rocky-tools/issues/89", [
        "Errors during downloading metadata for repository 'appstream':\n"
        "  - Status code: 502 for https://mirrors.rockylinux.org/mirrorlist?arch=x86_64&repo=AppStream-8 "
        "(IP: 2a04:4e42:9::644)\n"
        "Error: Failed to download metadata for repo 'appstream': Cannot prepare internal mirrorlist: Status code: 502 "
        "for https://mirrors.rockylinux.org/mirrorlist?arch=x86_64&repo=AppStream-8 (IP: 2a04:4e42:9::644)",
        "Errors during downloading metadata for repository 'appstream':\n"
        "  - Status code: 502 for https://mirrors.rockylinux.org/mirrorlist?arch=x86_64&repo=AppStream-8 "
        "(IP: 151.101.14.132)\n"
        "Error: Failed to download metadata for repo 'appstream': Cannot prepare internal mirrorlist: Status code: 502 "
        "for https://mirrors.rockylinux.org/mirrorlist?arch=x86_64&repo=AppStream-8 (IP: 151.101.14.132)",
    ], cmd="dnf makecache", os=L, look="f19-dnf-appstream-no-mirrorlist"),
    G("f19-git-ssl-read-reset-10054", "git", "non-file-path", "https://github.com/YowFung/me/issues/18", [
        "fatal: unable to access 'https://github.com/flutter/flutter.git/': OpenSSL SSL_read: Connection was reset, "
        "errno 10054",
        V("Cloning into 'D:/hugo/site/test.com/themes/syna'...\nfatal: unable to access 'https://git.okkur.org/syna/': "
          "OpenSSL SSL_read: Connect\nion was reset, errno 10054", src="https://github.com/okkur/syna/issues/879",
          cmd="git submodule add https://git.okkur.org/syna themes/syna", cls="multiline"),
        V("[<<date>> <<time>>] |   ERROR   |         Git        | fatal: unable to access "
          "'https://github.com/LuaLS/LLS-Addons.git/': OpenSSL SSL_read: Connection was reset, errno 10054",
          src="https://github.com/LuaLS/vscode-lua/issues/102", tool="vscode-lua", cmd="", cls="wrapper"),
        V("fatal: unable to access 'https://github.com/<<org>>/<<proj>>.git/': OpenSSL SSL_read: Connection was reset",
          src="https://github.com/microsoft/vscode/issues/127750", cmd="git pull --tags origin master", cls="version"),
    ], cmd="git fetch", exit=128, os=W, n=6),
    G("f19-git-rpc-curl56-10054", "git", "multiline", "https://github.com/git-for-windows/git/issues/2374", [
        "Cloning into '<<proj>>'...\nremote: Enumerating objects: 514693, done.\n"
        "error: RPC failed; curl 56 OpenSSL SSL_read: SSL_ERROR_SYSCALL, errno 10054\n"
        "fatal: the remote end hung up unexpectedly\nfatal: early EOF\nfatal: index-pack failed",
        V("error: RPC failed; curl 56 OpenSSL SSL_read: Connection was reset, errno 10054\n"
          "fetch-pack: unexpected disconnect while reading sideband packet\nfatal: early EOF\nfatal: index-pack failed",
          src="https://github.com/dotnet-architecture/eShopOnContainers/issues/1006", cls="version"),
    ], cmd="git clone https://github.com/<<org>>/<<proj>>.git", exit=128, os=W, look="f19-git-ssl-read-reset-10054"),
    G("f19-winget-no-installed-package", "winget", "locale", "https://github.com/Romanitho/Winget-AutoUpdate/issues/363", [
        V("找不到与输入条件匹配的已安装程序包。", locale="zh"),
        V("No installed package found matching input criteria.", locale="en", cls="everyday",
          src="https://github.com/microsoft/winget-cli/issues/5688"),
        V("找不到与输入条件匹配的已安装程序包。", locale="zh", shell="cmd"),
    ], cmd="winget upgrade --id <<org>>.<<proj>>", exit=-1978335212, os=W, n=8),
    G("f19-ps-notfound-gogocode", "powershell", "locale", "https://github.com/thx/gogocode/issues/148", [
        "gogocode : 无法将“gogocode”项识别为 cmdlet、函数、脚本文件或可运行程序的名称。请检查名称的拼写，如果包括路径，请确保路径"
        "正确，然后再试一次。\n所在位置 行:1 字符: 1\n+ gogocode -s ./src -t gogocode-plugin-vue -o ./src-out\n+ ~~~~~~~~\n"
        "    + CategoryInfo          : ObjectNotFound: (gogocode:String) [], CommandNotFoundException\n"
        "    + FullyQualifiedErrorId : CommandNotFoundException",
    ], cmd="gogocode -s ./src -t gogocode-plugin-vue -o ./src-out", os=W, locale="zh", shells=("powershell",), n=8),
    G("f19-ps-notfound-nunu", "powershell", "locale", "https://github.com/go-nunu/nunu/issues/76", [
        "nunu : 无法将“nunu”项识别为 cmdlet、函数、脚本文件或可运行程序的名称",
    ], cmd="nunu new <<proj>>", os=W, locale="zh", shells=("powershell",), n=8, look="f19-ps-notfound-gogocode"),
    G("f19-ps-notfound-go", "powershell", "shell", "https://github.com/golang/go/issues/74420", [
        "go : The term 'go' is not recognized as the name of a cmdlet, function, script file, or operable program. "
        "Check the spelling of the name, \nor if a path was included, verify that the path is correct and try again.\n"
        "At line:1 char:1\n+ go version\n+ ~~\n    + CategoryInfo          : ObjectNotFound: (go:String) [], "
        "CommandNotFoundException\n    + FullyQualifiedErrorId : CommandNotFoundException",
        V("go: The term 'go' is not recognized as a name of a cmdlet, function, script file, or executable program.\n"
          "Check the spelling of the name, or if a path was included, verify that the path is correct and try again.",
          src="https://github.com/0xagil/WhatsApp-Online-Status-Monitor/issues/10", cls="version"),
    ], cmd="go version", os=W, shells=("powershell",), look="f19-ps-notfound-gogocode"),
    G("f19-cmd-php-not-recognized", "cmd", "locale", "https://github.com/aisingapore/TagUI/issues/1382", [
        V("'php' 不是内部或外部命令，也不是可运行的程序\n或批处理文件。", locale="zh"),
        V("'php' is not recognized as an internal or external command,\noperable program or batch file.",
          src="https://github.com/thewhiteh4t/seeker/issues/421", locale="en", cls="everyday"),
        V("'php' 不是内部或外部命令，也不是可运行的程序\n或批处理文件。", locale="zh"),
        V("'php' is not recognized as an internal or external command,\noperable program or batch file.",
          src="https://github.com/phpdave11/php-survey-builder/issues/9", locale="en", cls="everyday"),
    ], cmd="php -S localhost:<<port>>", os=W, shells=("cmd",), n=8),
]

QUERIES = [
    Q("go build says package embed is not in GOROOT", "f19-go-embed-goroot", "plain"),
    Q("go 编译报 package embed is not in GOROOT 怎么办", "f19-go-embed-goroot", "zh"),
    Q("package slices is not in GOROOT when building", "f19-go-slices-goroot", "plain"),
    Q("编译时 slices 包不在 GOROOT 里", "f19-go-slices-goroot", "zh"),
    Q("no required module provides package go.mod file not found", "f19-go-no-gomod", "plain"),
    Q("go build 提示找不到 go.mod 文件", "f19-go-no-gomod", "zh"),
    Q("ssh no matching host key type found their offer ssh-rsa", "f19-ssh-hostkey-ssh-rsa", "plain"),
    Q("ssh 连接提示没有匹配的主机密钥类型 ssh-rsa", "f19-ssh-hostkey-ssh-rsa", "zh"),
    Q("no matching key exchange method found diffie-hellman-group1-sha1", "f19-ssh-kex-dh-group1", "plain"),
    Q("ssh 登录交换机提示 diffie-hellman-group1-sha1 密钥交换不匹配", "f19-ssh-kex-dh-group1", "zh"),
    Q("ssh no matching cipher found aes128-cbc 3des-cbc", "f19-ssh-cipher-cbc", "plain"),
    Q("ssh 找不到匹配的加密算法 cbc", "f19-ssh-cipher-cbc", "zh"),
    Q("centos 8 failed to download metadata for repo appstream no urls in mirrorlist",
      "f19-dnf-appstream-no-mirrorlist", "plain"),
    Q("CentOS 8 yum 安装报 appstream 元数据下载失败 mirrorlist 没有地址", "f19-dnf-appstream-no-mirrorlist", "zh"),
    Q("rocky linux mirrorlist status code 502 appstream", "f19-dnf-rocky-mirrorlist-502", "plain"),
    Q("Rocky Linux 镜像列表返回 502 无法下载元数据", "f19-dnf-rocky-mirrorlist-502", "zh"),
    Q("git OpenSSL SSL_read Connection was reset errno 10054", "f19-git-ssl-read-reset-10054", "plain"),
    Q("git 报错 SSL_read 连接被重置 10054", "f19-git-ssl-read-reset-10054", "zh"),
    Q("git clone RPC failed curl 56 early EOF index-pack failed", "f19-git-rpc-curl56-10054", "plain"),
    Q("克隆大仓库时 RPC failed curl 56 index-pack failed", "f19-git-rpc-curl56-10054", "zh"),
    Q("winget upgrade no installed package found matching input criteria", "f19-winget-no-installed-package", "plain"),
    Q("winget 升级时找不到已安装的程序包", "f19-winget-no-installed-package", "zh"),
    Q("powershell gogocode is not recognized after npm install -g", "f19-ps-notfound-gogocode", "plain"),
    Q("无法将 gogocode 项识别为 cmdlet", "f19-ps-notfound-gogocode", "zh"),
    Q("nunu command not recognized in powershell after go install", "f19-ps-notfound-nunu", "plain"),
    Q("nunu 无法识别为 cmdlet 函数 脚本文件", "f19-ps-notfound-nunu", "zh"),
    Q("the term go is not recognized as the name of a cmdlet", "f19-ps-notfound-go", "plain"),
    Q("PowerShell 里 go 命令无法识别", "f19-ps-notfound-go", "zh"),
    Q("'php' is not recognized as an internal or external command", "f19-cmd-php-not-recognized", "plain"),
    Q("php 不是内部或外部命令 也不是可运行的程序", "f19-cmd-php-not-recognized", "zh"),
]
