"""Field set 14, part c: shells (bash, sh, fish, cmd, PowerShell), one condition from two programs
(refused connections, full disks, open-file limits, a port in use), runtime values (pids, ports,
threads, job numbers, log prefixes), Java in a Chinese locale.

Each group's message is copied from the public thread in its `src` (fieldspec.py says how instances
are derived). Whoever writes recognition rules should not read this file (see README.md).
"""

from __future__ import annotations

from fieldspec import G, Q, V

_WIN = ("windows",)
_LINUX = ("linux",)
_SEGV = "terminated by signal SIGSEGV (Address boundary error)"

GROUPS = [
    # A binary whose loader is missing: bash says one thing, dash another; the program decides.
    G("f14-exec-required-file-pkgx", "pkgx", "shell", "https://github.com/pkgxdev/pkgx/issues/987", [
        V("-bash: ./pkgx: cannot execute: required file not found", shell="bash", cmd="./pkgx"),
        V("sh: 87: pkgx: not found", shell="sh", cmd="curl -fsS https://pkgx.sh | sh"),
    ], exit=127, os=_LINUX),
    G("f14-exec-required-file-kube-health", "bash", "everyday", "https://github.com/iNecas/kube-health/issues/2", [
        "bash: ./kube-health: cannot execute: required file not found",
    ], cmd="./kube-health", exit=127, os=_LINUX, shells=("bash",), look="f14-exec-required-file-pkgx"),
    G("f14-exec-required-file-steam-tui", "bash", "everyday", "https://github.com/dmadisetti/steam-tui/issues/58", [
        "bash: ./steam-tui: cannot execute: required file not found",
    ], cmd="./steam-tui", exit=127, os=_LINUX, shells=("bash",), look="f14-exec-required-file-kube-health"),
    G("f14-exec-required-file-cod4x", "bash", "everyday", "https://github.com/callofduty4x/CoD4x_Server/issues/426", [
        "-bash: ./cod4x18_dedrun: cannot execute: required file not found",
    ], cmd="./cod4x18_dedrun +exec server.cfg +map_rotate +sv_pure 1", exit=127, os=_LINUX, shells=("bash",),
      look="f14-exec-required-file-pkgx"),
    G("f14-exec-required-file-crlf-script", "bash", "everyday", "https://github.com/KevCui/soaper-dl/issues/35", [
        "bash: ./soaper-dl.sh: cannot execute: required file not found",
    ], cmd="./soaper-dl.sh -n 'game of thrones'", exit=127, os=_LINUX, shells=("bash",),
      look="f14-exec-required-file-steam-tui"),
    G("f14-exec-required-file-usr-bin-zig", "bash", "non-file-path", "https://github.com/ziglang/zig/issues/19712", [
        "bash: /usr/bin/zig: cannot execute: required file not found",
    ], cmd="zig version", exit=127, os=_LINUX, shells=("bash",), look="f14-exec-required-file-pkgx"),

    # fish reports a crashed job its own way; the program that crashed decides.
    G("f14-fish-sigsegv-filestash", "fish", "runtime-value",
      "https://github.com/mickael-kerjean/filestash/issues/900", [
        "fish: Job 1, 'filestash' " + _SEGV,
        "fish: Job 1, 'filestash --help' " + _SEGV,
        "fish: Job 1, 'filestash -h' " + _SEGV,
    ], cmd="filestash", exit=139, os=_LINUX, shells=("fish",)),
    G("f14-fish-sigsegv-nested-fish", "fish", "version", "https://github.com/fish-shell/fish-shell/pull/1539", [
        "fish: Job 1, “fish” " + _SEGV,
        V("fish: 'fish' " + _SEGV, src="https://github.com/fish-shell/fish-shell/issues/5401"),
        V("fish: Job 1, 'fish' " + _SEGV, src="https://github.com/fish-shell/fish-shell/issues/34"),
        V("fish: “sh -c 'env HOME=$(mktemp -d) fi…” " + _SEGV, src="https://github.com/fish-shell/fish-shell/issues/5409",
          cls="runtime-value"),
        V("fish: Job 1, “env fish_new_parser=1 fish -p fishprofile -c \"echo\"” " + _SEGV,
          src="https://github.com/fish-shell/fish-shell/issues/1295", cls="runtime-value"),
    ], cmd="fish", exit=139, os=("linux", "macos"), shells=("fish",), look="f14-fish-sigsegv-filestash"),

    # javac missing from PATH, worded by cmd, bash, a bash script, Docker and a node helper.
    G("f14-javac-not-found", "javac", "shell", "https://github.com/moltenform/scite-files/issues/12", [
        V("'javac' is not recognized as an internal or external command,\noperable program or batch file.",
          os="windows", shell="cmd"),
        V("bash: javac: command not found", src="https://github.com/atom-community/atom-script/issues/1809",
          os="linux", shell="bash"),
        V("cmd.exe /c runtest.bat\n********** BUILD FAILURE ************\n'javac' is not recognized as an internal or "
          "external command,\noperable program or batch file.", src="https://github.com/nus-cs2103-AY2223S1/forum/issues/15",
          os="windows", shell="cmd", cls="wrapper"),
        V("text-ui-test/runtest.sh: line 16: javac: command not found\n********** BUILD FAILURE **********",
          src="https://github.com/nus-cs2103-AY2425S2/forum/issues/53", os="macos", shell="zsh", cls="wrapper"),
        V("docker: Error response from daemon: Container command 'javac' not found or does not exist..",
          src="https://github.com/dockerfile/java/issues/30", os="linux", shell="bash", tool="docker", cls="two-programs"),
        V("'javac' is not recognized as an internal or external command,\noperable program or batch file.\n"
          "Press any key to continue . . .", src="https://github.com/hydrozoa-yt/pokemon/issues/3", os="windows",
          shell="cmd"),
    ], cmd="javac Main.java", exit=127, n=9),
    G("f14-java-not-found-cedar", "bash", "everyday", "https://github.com/progrium/cedarish/issues/7", [
        "./cedar.sh: line 51: java: command not found",
    ], cmd="./cedar.sh", exit=127, os=_LINUX, shells=("bash",), look="f14-javac-not-found"),

    # ClickHouse refused: the client in two releases and the Zabbix template that runs it.
    G("f14-clickhouse-client-refused", "clickhouse-client", "two-programs",
      "https://github.com/TanVD/ClickhouseCluster_DockerCompose/issues/1", [
          "ClickHouse client version 19.4.3.11.\nConnecting to localhost:9001 as user default.\n"
          "Code: 210. DB::NetException: Connection refused (localhost:9001, 127.0.0.1)",
          V("ClickHouse client version 18.14.9.\nConnecting to localhost:9000.\n"
            "Code: 210. DB::NetException: Connection refused: (localhost:9000, ::1)",
            src="https://github.com/ClickHouse/ClickHouse/issues/3443", os="macos", cls="version"),
          V("Value \"Code: 210. DB::NetException: Connection refused: (localhost:9000, 127.0.0.1)\" of type \"string\" is "
            "not suitable for value type \"Numeric (float)\"", src="https://github.com/Altinity/clickhouse-zabbix-template/issues/13",
            tool="zabbix"),
      ], cmd="clickhouse-client --port=9001", exit=210, os=_LINUX, n=6),
    G("f14-clickhouse-jdbc-probe-refused-zh", "clickhouse-jdbc", "locale",
      "https://github.com/ClickHouse/ClickHouse/issues/47969", [
        "[<<date>> <<time>>.<<ms>>][D][uler1][ClickHouseNode.34][][]Failed to probe localhost:0\n"
        "java.net.ConnectException: 拒绝连接 (Connection refused)\n"
        "        at java.net.PlainSocketImpl.socketConnect(Native Method)",
    ], cmd="java -jar harbintaxi-loader.jar", os=_LINUX, locale="zh", n=8, look="f14-clickhouse-client-refused"),
    G("f14-arthas-telnet-refused-zh", "arthas", "runtime-value", "https://github.com/alibaba/arthas/issues/1172", [
        "[INFO] Attach process <<pid>> success.\n[INFO] arthas-client connect 127.0.0.1 3658\n"
        "Connect to telnet server error: 127.0.0.1 3658\njava.net.ConnectException: 拒绝连接\n"
        "\tat java.net.PlainSocketImpl.socketConnect(Native Method)",
    ], cmd="java -jar arthas-boot.jar", os=_LINUX, locale="zh", n=9, look="f14-clickhouse-jdbc-probe-refused-zh"),
    G("f14-migration-netty-connect-zh", "migration-tool", "runtime-value",
      "https://github.com/liuxinglanyue/migration-tool/issues/1", [
        "Exception in thread \"migration-1-thread-<<n>>\" com.shata.migration.exception.MigrationException: 获取netty连接失败！\n"
        "\tat com.shata.migration.client.MigrationTask.run(MigrationTask.java:43)",
        V("[<<date>> <<time>> ERROR NettyClientFactory:56]  Create connection to 127.0.0.1:12000 error\n"
          "java.net.ConnectException: Connection refused: no further information", locale="en"),
    ], cmd="sh bin/start.sh", os=("linux", "windows"), locale="zh", n=8, look="f14-arthas-telnet-refused-zh"),

    # wget refused: BusyBox and GNU wget word the same refusal; another errno must stay apart.
    G("f14-wget-refused", "wget", "two-programs", "https://github.com/ronggang/transmission-web-control/issues/371", [
        V("Connecting to github.com (192.30.253.112:443)\nConnecting to raw.githubusercontent.com (151.101.0.133:443)\n"
          "wget: can't connect to remote host (151.101.0.133): Connection refused", tool="busybox-wget"),
        V("Connecting to raw.githubusercontent.com|151.101.228.133|:443... failed: Connection refused.",
          src="https://github.com/ronggang/transmission-web-control/issues/380"),
    ], cmd="wget https://github.com/ronggang/transmission-web-control/raw/master/release/install-tr-control-cn.sh",
      exit=4, os=_LINUX, n=6),
    G("f14-wget-permission-denied", "busybox-wget", "everyday", "https://github.com/tablespoon/fun/issues/11", [
        "wget: can't connect to remote host: Permission denied\nsed: /tmp/adblocker_hostlist: No such file or directory",
    ], cmd="/usr/sbin/adblocker.sh", os=_LINUX, look="f14-wget-refused"),

    # The disk is full, from an Electron app and from Python (two releases).
    G("f14-disk-full-write", "itch", "two-programs", "https://github.com/itchio/itch/issues/2489", [
        "Error: ENOSPC: no space left on device, write",
        V("OSError: [Errno 28] No space left on device", src="https://github.com/GNS3/gns3-server/issues/921",
          tool="gns3-server", os="macos"),
        V("IOError: [Errno 28] No space left on device", src="https://github.com/pymedusa/Medusa/issues/360",
          tool="medusa", cls="version"),
        V("Error: ENOSPC: no space left on device, write", src="https://github.com/itchio/itch/issues/3209", os="windows"),
    ], exit=None, os=("linux", "windows"), n=6),
    # Too many open files, from node (two releases) and Python.
    G("f14-too-many-open-files", "node", "two-programs", "https://github.com/feross/hostile/issues/34", [
        "EMFILE: too many open files, open '/etc/hosts'",
        V("OSError: [Errno 24] Too many open files", src="https://github.com/ComparativeGenomicsToolkit/cactus/issues/763",
          tool="cactus"),
        V("Error: EMFILE, too many open files 'scenes/pinterest-ristari-recycle-upcycle-etc.xml'",
          src="https://github.com/scenevr/server/issues/25", cls="version"),
        V("OSError: [Errno 24] Too many open files", src="https://github.com/raphael-group/STARCH/issues/2", tool="starch"),
    ], exit=1, os=("linux", "macos"), n=6),
    # Python 2 servers whose port is taken, worded two ways across releases.
    G("f14-py2-address-in-use", "python2", "version", "https://github.com/malwaredllc/byob/issues/159", [
        "  File \"/usr/lib/python2.7/socket.py\", line 228, in meth\n    return getattr(self._sock,name)(*args)\n"
        "socket.error: [Errno 98] Address already in use",
        V("socket.error: (98, 'Address already in use')", src="https://github.com/google/transitfeed/issues/276"),
        V("socket.error: [Errno 98] Address already in use", src="https://github.com/AllonKleinLab/SPRING_dev/issues/21",
          cmd="python -m CGIHTTPServer 8000"),
        V("socket.error: [Errno 98] Address already in use", src="https://github.com/veops/cmdb/issues/6"),
    ], cmd="python core/handler.py", os=_LINUX, n=6),
]

QUERIES = [
    Q("pkgx binary won't run on raspberry pi, says a required file is missing", "f14-exec-required-file-pkgx", "plain"),
    Q("树莓派上运行 pkgx 说缺少所需文件无法执行", "f14-exec-required-file-pkgx", "zh"),
    Q("downloaded kube-health release can't execute on fedora", "f14-exec-required-file-kube-health", "plain"),
    Q("下载的 kube-health 在 fedora 上执行不了", "f14-exec-required-file-kube-health", "zh"),
    Q("steam-tui prebuilt binary cannot execute on ubuntu", "f14-exec-required-file-steam-tui", "plain"),
    Q("steam-tui 预编译程序在 ubuntu 上无法执行", "f14-exec-required-file-steam-tui", "zh"),
    Q("cod4x dedicated server binary won't start after vps reset", "f14-exec-required-file-cod4x", "plain"),
    Q("VPS 重置后 cod4x 服务端程序无法执行", "f14-exec-required-file-cod4x", "zh"),
    Q("soaper-dl script won't execute, maybe windows line endings", "f14-exec-required-file-crlf-script", "plain"),
    Q("soaper-dl 脚本执行不了，可能是换行符问题", "f14-exec-required-file-crlf-script", "zh"),
    Q("freshly built zig in /usr/bin cannot execute on gentoo", "f14-exec-required-file-usr-bin-zig", "plain"),
    Q("gentoo 上自己编译的 zig 无法执行", "f14-exec-required-file-usr-bin-zig", "zh"),
    Q("filestash crashes with a segfault under fish on freebsd", "f14-fish-sigsegv-filestash", "plain"),
    Q("freebsd 上运行 filestash 段错误崩溃", "f14-fish-sigsegv-filestash", "zh"),
    Q("starting a nested fish shell segfaults", "f14-fish-sigsegv-nested-fish", "plain"),
    Q("在 fish 里再启动 fish 就段错误", "f14-fish-sigsegv-nested-fish", "zh"),
    Q("javac isn't found when I compile java", "f14-javac-not-found", "plain"),
    Q("编译 java 时找不到 javac 命令", "f14-javac-not-found", "zh"),
    Q("cedar.sh can't find java when printing versions", "f14-java-not-found-cedar", "plain"),
    Q("cedar.sh 打印版本时找不到 java 命令", "f14-java-not-found-cedar", "zh"),
    Q("clickhouse client can't connect to local server", "f14-clickhouse-client-refused", "plain"),
    Q("clickhouse 客户端连不上本机服务", "f14-clickhouse-client-refused", "zh"),
    Q("clickhouse java http client probing localhost port 0 gets refused", "f14-clickhouse-jdbc-probe-refused-zh", "plain"),
    Q("clickhouse java 客户端探测 localhost:0 被拒绝连接", "f14-clickhouse-jdbc-probe-refused-zh", "zh"),
    Q("arthas attaches but can't connect to its telnet port", "f14-arthas-telnet-refused-zh", "plain"),
    Q("arthas 附加成功但连接 telnet 端口被拒绝", "f14-arthas-telnet-refused-zh", "zh"),
    Q("migration tool threads fail to get a netty connection", "f14-migration-netty-connect-zh", "plain"),
    Q("迁移工具获取 netty 连接失败", "f14-migration-netty-connect-zh", "zh"),
    Q("wget download from raw.githubusercontent.com refused", "f14-wget-refused", "plain"),
    Q("wget 下载 raw.githubusercontent.com 被拒绝连接", "f14-wget-refused", "zh"),
    Q("router adblock script wget gets permission denied", "f14-wget-permission-denied", "plain"),
    Q("路由器去广告脚本 wget 提示权限被拒", "f14-wget-permission-denied", "zh"),
    Q("app says the disk is full when writing", "f14-disk-full-write", "plain"),
    Q("写文件时提示磁盘没有空间了", "f14-disk-full-write", "zh"),
    Q("program hits the open file limit", "f14-too-many-open-files", "plain"),
    Q("程序报打开的文件太多", "f14-too-many-open-files", "zh"),
    Q("python 2 http server can't start, port already taken", "f14-py2-address-in-use", "plain"),
    Q("python2 启动 http 服务说地址已被占用", "f14-py2-address-in-use", "zh"),
]
