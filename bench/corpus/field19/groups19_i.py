"""Field set 19, part i: sshd's side of a failed negotiation, a pasted install script in a Chinese
PowerShell, rsync builds that cannot talk, esbuild's same-name platform package, implicit type libraries
and one more Kotlin metadata pair."""

from fieldspec import G, Q, V

W = ("windows",)
L = ("linux",)
M = ("macos",)
U = ("linux", "macos")

GROUPS = [
    G("f19-sshd-hostkey-no-match-server-log", "sshd", "two-programs", "https://github.com/PowerShell/Win32-OpenSSH/issues/552", [
        "<<pid>> <<time>> 356 debug1: kex: algorithm: diffie-hellman-group-exchange-sha256\n"
        "<<pid>> <<time>> 356 debug1: kex: host key algorithm: (no match)\n"
        "<<pid>> <<time>> 356 fatal: Unable to negotiate with <<host>>: no matching host key type found. Their offer: "
        "ssh-rsa,ssh-dss",
    ], cmd="sshd -d", exit=255, os=W, shells=("powershell",), look="f19-ssh-hostkey-ssh-rsa"),
    G("f19-sshd-kex-preauth-server-log", "sshd", "two-programs", "https://github.com/PowerShell/Win32-OpenSSH/issues/1744", [
        V("sshd: Unable to negotiate with <<host>> port <<port>>: no matching key exchange method found. Their offer: "
          "diffie-hellman-group1-sha1 [preauth]", os="windows", shell="powershell"),
        V("Unable to negotiate with <<host>> port <<port>> : no matching key exchange method found. Their offer: "
          "diffie-hellman-group-exchange-sha256,diffie-hellman-group-exchange-sha1,diffie-hellman-group14-sha1,"
          "diffie-hellman-group1-sha1,rsa2048-sha256,rsa1024-sha1 [preauth]", os="linux",
          src="https://github.com/hassio-addons/app-ssh/issues/164"),
    ], cmd="", exit=None, look="f19-ssh-kex-dh-group1"),
    G("f19-ps-pasted-param-script-zh", "powershell", "locale", "https://github.com/voidint/g/issues/108", [
        "param : 无法将“param”项识别为 cmdlet、函数、脚本文件或可运行程序的名称。请检查名称的拼写，如果包括路径，请确保路径正  确，然后再试一次。\n"
        "所在位置 行:8 字符: 1\n+ param([string] $base_dir = \"$default_base_dir\")\n+ ~~~~~\n"
        "    + CategoryInfo          : ObjectNotFound: (param:String) [], CommandNotFoundException\n"
        "    + FullyQualifiedErrorId : CommandNotFoundException",
    ], cmd="iwr https://raw.githubusercontent.com/voidint/g/master/install.ps1 -useb | iex", os=W,
        shells=("powershell",), locale="zh", n=8, look="f19-ps-notfound-gogocode"),
    G("f19-rsync-windows-native-build", "rsync", "wrapper", "https://github.com/davidolrik/sublime-rsync-ssh/issues/47", [
        "[rsync-ssh] server[project]: ERROR: rsync: connection unexpectedly closed (0 bytes received so far) [sender]\n"
        "[rsync-ssh] server[project]: rsync error: error in rsync protocol data stream (code 12) at io.c(226) "
        "[sender=3.1.2]",
    ], cmd="rsync -v -zar -e ssh /d/var/remote/project/ <<host>>:'/var/props/workbench'", exit=12, os=W,
        shells=("cmd",), look="f19-rsync-missing-on-remote"),
    G("f19-rsync-remote-root-missing", "swish", "wrapper", "https://github.com/thomaspaulmann/Swish/issues/4", [
        "building file list ... \n 0 files...\n"
        "39 files to consider\nrsync: connection unexpectedly closed (8 bytes received so far) [sender]\n"
        "rsync error: error in rsync protocol data stream (code 12) at /BuildRoot/Library/Caches/com.apple.xbs/Sources/"
        "rsync/rsync-51/rsync/io.c(453) [sender=2.6.9]\nCommand /bin/bash failed with exit code 12",
    ], cmd="swish", exit=12, os=M, look="f19-rsync-missing-on-remote"),
    G("f19-esbuild-freebsd-same-package-name", "esbuild", "multiline", "https://github.com/evanw/esbuild/issues/4346", [
        "Error: \nYou installed esbuild for another platform than the one you're currently using.\n"
        "This won't work because esbuild is written with native code and needs to\n"
        "install a platform-specific binary executable.\n\n"
        "Specifically the \"@esbuild/freebsd-arm64\" package is present but this platform\n"
        "needs the \"@esbuild/freebsd-arm64\" package instead. People often get into this\n"
        "situation by installing esbuild on Windows or macOS and copying \"node_modules\"\n"
        "into a Docker image that runs Linux, or by copying \"node_modules\" between\nWindows and WSL environments.",
    ], cmd="npm run build", os=L, shells=("sh",), look="f19-esbuild-copied-node-modules"),
    G("f19-tsc-implicit-types-jest-dom", "tsc", "multiline", "https://github.com/microsoft/TypeScript/issues/27956", [
        "error TS2688: Cannot find type definition file for 'testing-library__jest-dom'.\n"
        "  The file is in the program because:\n"
        "    Entry point for implicit type library 'testing-library__jest-dom'\n\n\nFound 1 error.",
    ], cmd="tsc -b", look="f19-tsc-types-jest-missing"),
    G("f19-tsc-types-cheerio-jest-node", "tsc", "multiline", "https://github.com/microsoft/TypeScript-React-Starter/issues/147", [
        "error TS2688: Cannot find type definition file for 'cheerio'\nerror TS2688: Cannot find type definition file "
        "for 'jest'\nerror TS2688: Cannot find type definition file for 'node'",
    ], cmd="npm start", os=("windows", "macos"), look="f19-tsc-types-jest-missing"),
    G("f19-kotlin-class-metadata-160-expected-1115", "react-native", "wrapper", "https://github.com/iaphub/react-native-iaphub/issues/120", [
        "<<root>>\\node_modules\\react-native-iaphub\\android\\src\\main\\java\\com\\iaphub\\RNIaphub\\RNIaphubModule.kt: "
        "(31, 4): Class 'kotlin.Suppress' was compiled with an incompatible version of Kotlin. The binary version of its "
        "metadata is 1.6.0, expected version is 1.1.15.",
    ], cmd="npx react-native run-android", os=W, look="f19-kotlin-metadata-160-expected-140"),
]

QUERIES = [
    Q("sshd log kex host key algorithm no match their offer ssh-rsa,ssh-dss", "f19-sshd-hostkey-no-match-server-log",
      "plain"),
    Q("服务端 sshd 日志 主机密钥算法不匹配 ssh-rsa ssh-dss", "f19-sshd-hostkey-no-match-server-log", "zh"),
    Q("sshd no matching key exchange method found diffie-hellman-group1-sha1 [preauth]",
      "f19-sshd-kex-preauth-server-log", "plain"),
    Q("sshd 服务端 preauth 密钥交换方法不匹配 group1", "f19-sshd-kex-preauth-server-log", "zh"),
    Q("powershell param is not recognized when pasting install script", "f19-ps-pasted-param-script-zh", "plain"),
    Q("无法将 param 项识别为 cmdlet 安装脚本", "f19-ps-pasted-param-script-zh", "zh"),
    Q("sublime rsync-ssh windows rsync connection unexpectedly closed code 12", "f19-rsync-windows-native-build", "plain"),
    Q("Windows 原生 rsync 连接意外关闭 code 12 换 cygwin 版", "f19-rsync-windows-native-build", "zh"),
    Q("swish rsync code 12 io.c(453) sender=2.6.9 remote directory missing", "f19-rsync-remote-root-missing", "plain"),
    Q("Swish 同步时远程目录不存在 rsync 报 code 12", "f19-rsync-remote-root-missing", "zh"),
    Q("esbuild freebsd-arm64 present but needs freebsd-arm64", "f19-esbuild-freebsd-same-package-name", "plain"),
    Q("FreeBSD 上 esbuild 说需要同名的 freebsd-arm64 包", "f19-esbuild-freebsd-same-package-name", "zh"),
    Q("TS2688 entry point for implicit type library testing-library__jest-dom", "f19-tsc-implicit-types-jest-dom", "plain"),
    Q("tsc 隐式类型库 testing-library__jest-dom 找不到", "f19-tsc-implicit-types-jest-dom", "zh"),
    Q("TS2688 cheerio jest node type definitions all missing", "f19-tsc-types-cheerio-jest-node", "plain"),
    Q("同时找不到 cheerio jest node 的类型定义文件", "f19-tsc-types-cheerio-jest-node", "zh"),
    Q("Class kotlin.Suppress compiled with incompatible version metadata 1.6.0 expected 1.1.15",
      "f19-kotlin-class-metadata-160-expected-1115", "plain"),
    Q("react-native 安卓构建 kotlin.Suppress 元数据 1.6.0 期望 1.1.15", "f19-kotlin-class-metadata-160-expected-1115", "zh"),
]
