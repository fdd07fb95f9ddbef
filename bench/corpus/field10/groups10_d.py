"""Field set 10, part d: Winsock errors on Chinese Windows (10013, 10048, 10054) from Python and Rust, a
missing command in PowerShell and cmd, PowerShell's Remove-Item, dnf and dnf5 arguments, a rejected git push."""

from fieldspec import G, Q, V

GH = "https://github.com/"
NATTER = GH + "MikeWang000000/Natter/issues/1"
NEOREG = GH + "L-codes/Neo-reGeorg/issues/77"
IOX = GH + "EddieIvan01/iox/issues/20"
EMBY = GH + "kjtsune/embyToLocalPlayer/issues/73"
PROXYCAT = GH + "honmashironeko/ProxyCat/issues/47"
WECHAT = GH + "StrayMeteor3337/WechatRealFriends/issues/39"
ZHENXUN = GH + "zhenxun-org/zhenxun_bot/issues/734"
KIZAGAN = GH + "st4inl3s5/kizagan/issues/8"
EASYTIER = GH + "EasyTier/EasyTier/issues/1309"
JARBOU = GH + "TheNewAttacker64/jarbou3/issues/19"
AZURLANE = GH + "LmeSzinc/AzurLaneAutoScript/issues/3371"
SADDAM = GH + "S4kur4/Saddam-new/issues/1"
LEARNPY = GH + "michaelliao/learn-python3/issues/48"
YTUPLOAD = GH + "TokyoTechX-TAs/youtube-batch-upload/issues/8"
YANDERE = GH + "mokeyjay/Yandere-crawler/issues/12"
DOUYIN = GH + "Sjj1024/douyin-live/issues/22"
DOUYIN_WS = GH + "saermart/DouyinLiveWebFetcher/issues/67"
GTRANS = GH + "hcfyapp/google-translate-cn-ip/issues/3"
FANSMEDAL = GH + "XiaoMiku01/fansMedalHelper/issues/41"
ANGULAR = GH + "angular/angular/issues/68682"
DYAD = GH + "dyad-sh/dyad/issues/2953"
VAGABOND = GH + "psadmin-io/ps-vagabond/issues/27"
SCOOP = GH + "ScoopInstaller/Main/issues/4057"
TOX = GH + "fedora-python/fedora-python-tox/issues/74"
OPENVOX = GH + "OpenVoxProject/openvox-agent/issues/24"
NOBARA = GH + "Nobara-Project/rpm-sources/pull/2"
BLUECHI = GH + "eclipse-bluechi/bluechi/issues/457"
SETMM = GH + "metamath/set.mm/pull/2367"
OTE = GH + "GregLawson/Open-Table-Explorer/issues/41"

WIN = ("windows",)
_W10013 = "以一种访问权限不允许的方式做了一个访问套接字的尝试。"
_W10054 = "远程主机强迫关闭了一个现有的连接。"
_NOT_CMD_EN = " is not recognized as an internal or external command,\noperable program or batch file."
_PUSH_HINT = ("error: failed to push some refs to '<<remote>>'\nhint: Updates were rejected because the tip of your current "
              "branch is behind\nhint: its remote counterpart. Integrate the remote changes (e.g.\nhint: 'git pull ...') "
              "before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' for details.")
_DNF5_HELP = "for command \"dnf5\". Add \"--help\" for more information about the arguments."

GROUPS = [
    # -- Winsock 10013 (a port Windows reserves or forbids), raised by Python and by a Rust program ----
    G("winsock-10013-python-zh", "python", "two-programs", NATTER, [
        V("OSError: [WinError 10013] " + _W10013, cls="locale"),
        V("[ERROR ] [Server Listen] [WinError 10013] " + _W10013, src=NEOREG, tool="neoreg", cls="wrapper"),
        V("PermissionError: [WinError 10013] " + _W10013, src=IOX),
        V("<<logts>> - ERROR - 服务器启动错误: [WinError 10013] " + _W10013, src=PROXYCAT, tool="proxycat", cls="wrapper"),
        V("<<date>> <<time>> [ERROR] uvicorn | [Errno 10013] error while attempting to bind on address ('127.0.0.1', "
          "<<port>>): " + _W10013, src=ZHENXUN, tool="uvicorn"),
        V("PermissionError: [WinError 10013] An attempt was made to access a socket in a way forbidden by its access "
          "permissions", src=KIZAGAN, locale="en", cls="locale"),
        V("OSError: [WinError 10013] " + _W10013, src=EMBY),
        V("error: [Errno 10013] An attempt was made to access a socket in a way forbidden by its access permissions",
          src=SADDAM, locale="en", cls="version"),
        V("PermissionError: [WinError 10013] " + _W10013, src=WECHAT)],
        cmd="python main.py", os=WIN, locale="zh"),
    G("winsock-10013-rust-easytier-zh", "easytier", "multiline", EASYTIER, [
        "anyhow error: failed to listen on tcp://0.0.0.0:11010 Caused by: 0: failed to listen on tcp://0.0.0.0:11010 "
        "1: io error 2: " + _W10013 + " (os error 10013)",
        "以一种访问权限不允许的方式做了一个访问套接字的尝试。 (os error 10013)"],
        cmd="easytier-core.exe", os=WIN, locale="zh", look="winsock-10013-python-zh"),
    G("winsock-10048-python-address-in-use", "python", "version", JARBOU, [
        "OSError: [WinError 10048] Only one usage of each socket address (protocol/network address/port) is normally "
        "permitted",
        V("OSError: [WinError 10048] Only one usage of each socket address (protocol/network address/port) is normally "
          "permitted", src=AZURLANE, tool="alas")],
        cmd="python server.py", os=WIN, look="winsock-10013-python-zh"),
    # -- Winsock 10054: the peer reset the connection; asyncio's Proactor noise is another fix --------
    G("winsock-10054-connection-reset-zh", "python", "wrapper", LEARNPY, [
        "ConnectionResetError: [WinError 10054] " + _W10054,
        V("ConnectionResetError: [WinError 10054] " + _W10054, src=YTUPLOAD),
        V("urllib.error.URLError: <urlopen error [WinError 10054] " + _W10054 + ">", src=YANDERE),
        V("<<logts>> - ERROR - [WinError 10054] " + _W10054 + " - goodbye", src=DOUYIN),
        V("WebSocket error:  [WinError 10054] " + _W10054 + "\nWebSocket connection closed.", src=DOUYIN_WS),
        V("Error: [WinError 10054] " + _W10054, src=GTRANS)],
        cmd="python client.py", os=WIN, locale="zh"),
    G("asyncio-proactor-connection-lost-10054-zh", "python", "multiline", FANSMEDAL, [
        "Exception in callback _ProactorBasePipeTransport._call_connection_lost(None)\n"
        "handle: <Handle _ProactorBasePipeTransport._call_connection_lost(None)>\nTraceback (most recent call last):\n"
        "  File \"C:\\Program Files\\Python310\\lib\\asyncio\\events.py\", line 80, in _run\n"
        "    self._context.run(self._callback, *self._args)\n"
        "  File \"C:\\Program Files\\Python310\\lib\\asyncio\\proactor_events.py\", line 162, in _call_connection_lost\n"
        "    self._sock.shutdown(socket.SHUT_RDWR)\nConnectionResetError: [WinError 10054] " + _W10054],
        cmd="python main.py", os=WIN, locale="zh", look="winsock-10054-connection-reset-zh"),
    # -- A command the shell cannot find: pnpm vs npm, in PowerShell and cmd -------------------------
    G("pnpm-not-recognized", "pnpm", "shell", ANGULAR, [
        V("pnpm : The term 'pnpm' is not recognized as the name of a cmdlet, function, script file, or operable program. "
          "Check the spelling of the name, or if a path was included, verify that    \nthe path is correct and try again.\n"
          "At line:1 char:1\n+ pnpm install\n+ ~~~~\n    + CategoryInfo          : ObjectNotFound: (pnpm:String) [], "
          "CommandNotFoundException\n    + FullyQualifiedErrorId : CommandNotFoundException", shell="powershell"),
        V("'pnpm'" + _NOT_CMD_EN, src=DYAD, shell="cmd"),
        V("[<<date>> <<time>>.660] [error] (app_handlers) App <<n>> (PID: <<pid>>) stderr: 'pnpm'" + _NOT_CMD_EN,
          src=DYAD, shell="cmd", tool="dyad", cls="wrapper")],
        cmd="pnpm install", os=WIN),
    G("npm-not-recognized-cmd", "npm", "shell", DYAD, [
        "'npm'" + _NOT_CMD_EN,
        V("[<<date>> <<time>>.664] [error] (app_handlers) App <<n>> (PID: <<pid>>) stderr: 'npm'" + _NOT_CMD_EN,
          tool="dyad", cls="wrapper")],
        cmd="npm install", os=WIN, shells=("cmd",), look="pnpm-not-recognized"),
    # -- PowerShell Remove-Item: a file in use vs access denied ---------------------------------------
    G("ps-remove-item-file-in-use", "powershell", "multiline", VAGABOND, [
        "Remove-Item : Cannot remove item\n<<home>>\\AppData\\Local\\Temp\\tmp<<hex8>>.tmp: The process cannot access the\n"
        "file 'tmp<<hex8>>.tmp' because it is being used by another process.\nAt C:\\temp\\provision-boot.ps1:339 char:5\n"
        "+     Remove-Item $env:TEMP -Recurse -Force 2>&1 | out-null\n+     ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n"
        "    + CategoryInfo          : WriteError: (tmp<<hex8>>.tmp:FileInfo) [Remove-Item]\n   , IOException\n"
        "    + FullyQualifiedErrorId : RemoveFileSystemItemIOError,Microsoft.PowerShell\n   .Commands.RemoveItemCommand"],
        cmd="powershell -File provision-boot.ps1", os=WIN, shells=("powershell",)),
    G("ps-remove-item-access-denied-win32", "powershell", "multiline", SCOOP, [
        "Remove-Item : Access is denied\nAt line:10 char:1\n+ Remove-Item $sig_dir -Force -Recurse | Out-Null\n"
        "+ ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n    + CategoryInfo          : NotSpecified: (:) [Remove-Item], "
        "Win32Exception\n    + FullyQualifiedErrorId : System.ComponentModel.Win32Exception,Microsoft.PowerShell.Commands."
        "RemoveItemCommand"],
        cmd="scoop install v2ray", os=WIN, shells=("powershell",), look="ps-remove-item-file-in-use"),
    # -- dnf: what dnf could not match or parse -------------------------------------------------------
    G("dnf-no-match-quoted-spec", "dnf", "multiline", TOX, [
        "No match for argument: \"pkg2\nNo match for argument: >=\nNo match for argument: 666\""],
        cmd="dnf install -y $DNF_INSTALL", os=("linux",), shells=("bash", "sh")),
    G("dnf5-unknown-argument-allowerasing", "dnf5", "version", OPENVOX, [
        "Unknown argument \"--allowerasing\" " + _DNF5_HELP + "\nThe argument is available for commands: builddep, group "
        "upgrade, group install, swap, system-upgrade download, reinstall, downgrade, debuginfo-install, distro-sync, "
        "upgrade, install. (It has to be placed after the command.)",
        V("Error: Execution of '/usr/bin/dnf -y --best --allowerasing install ffmpeg' returned 2: Unknown argument "
          "\"--allowerasing\" " + _DNF5_HELP, tool="puppet", cls="wrapper")],
        cmd="/usr/bin/dnf --allowerasing install ffmpeg", exit=2, os=("linux",)),
    G("dnf5-unknown-argument-builddep", "dnf5", "multiline", NOBARA, [
        "Unknown argument \"builddep\" " + _DNF5_HELP + "\nIt could be a command provided by a plugin, try: dnf install "
        "dnf5-command(builddep)"],
        cmd="dnf builddep -y <<proj>>.spec", exit=2, os=("linux",), look="dnf5-unknown-argument-allowerasing"),
    G("dnf-unrecognized-argument-set-enabled", "dnf", "version", BLUECHI, [
        "dnf install: error: unrecognized arguments: --set-enabled"],
        cmd="sudo dnf install -y --set-enabled crb", exit=2, os=("linux",), look="dnf5-unknown-argument-allowerasing"),
    # -- git push behind its remote -------------------------------------------------------------------
    G("git-push-rejected-non-fast-forward", "git", "multiline", SETMM, [
        " ! [rejected]          misc -> misc (non-fast-forward)\n" + _PUSH_HINT,
        V(" ! [rejected]            passed -> passed (non-fast-forward)\n" + _PUSH_HINT, src=OTE)],
        cmd="git push", os=("linux", "macos", "windows")),
]

QUERIES = [
    Q("python on windows socket access forbidden when binding port", "winsock-10013-python-zh", "plain"),
    Q("以一种访问权限不允许的方式做了一个访问套接字的尝试", "winsock-10013-python-zh", "zh"),
    Q("easytier can't listen on 11010 windows reserved port hyper-v", "winsock-10013-rust-easytier-zh", "plain"),
    Q("EasyTier 监听端口失败 os error 10013", "winsock-10013-rust-easytier-zh", "zh"),
    Q("python socket bind only one usage of each socket address", "winsock-10048-python-address-in-use", "plain"),
    Q("python 绑定端口时地址只允许使用一次", "winsock-10048-python-address-in-use", "zh"),
    Q("remote host forcibly closed the connection python windows", "winsock-10054-connection-reset-zh", "plain"),
    Q("远程主机强迫关闭了一个现有的连接", "winsock-10054-connection-reset-zh", "zh"),
    Q("asyncio proactor call_connection_lost connection reset noise on windows",
      "asyncio-proactor-connection-lost-10054-zh", "plain"),
    Q("asyncio 退出时 _call_connection_lost 报 10054", "asyncio-proactor-connection-lost-10054-zh", "zh"),
    Q("powershell does not know the pnpm command", "pnpm-not-recognized", "plain"),
    Q("pnpm 无法识别为 cmdlet 命令", "pnpm-not-recognized", "zh"),
    Q("cmd says npm is not an internal or external command", "npm-not-recognized-cmd", "plain"),
    Q("npm 不是内部或外部命令", "npm-not-recognized-cmd", "zh"),
    Q("powershell can't delete temp file used by another process", "ps-remove-item-file-in-use", "plain"),
    Q("Remove-Item 删除临时文件 被另一个进程占用", "ps-remove-item-file-in-use", "zh"),
    Q("scoop Remove-Item access is denied Win32Exception", "ps-remove-item-access-denied-win32", "plain"),
    Q("scoop 安装时 Remove-Item 拒绝访问", "ps-remove-item-access-denied-win32", "zh"),
    Q("dnf splits my quoted package spec with spaces", "dnf-no-match-quoted-spec", "plain"),
    Q("dnf 把带空格的包名拆开 没有匹配的参数", "dnf-no-match-quoted-spec", "zh"),
    Q("dnf5 rejects --allowerasing before the command", "dnf5-unknown-argument-allowerasing", "plain"),
    Q("dnf5 不认识放在命令前的 --allowerasing", "dnf5-unknown-argument-allowerasing", "zh"),
    Q("dnf5 builddep command unknown needs plugin", "dnf5-unknown-argument-builddep", "plain"),
    Q("dnf5 没有 builddep 命令 需要装插件", "dnf5-unknown-argument-builddep", "zh"),
    Q("dnf install does not accept --set-enabled", "dnf-unrecognized-argument-set-enabled", "plain"),
    Q("dnf install 无法识别参数 --set-enabled", "dnf-unrecognized-argument-set-enabled", "zh"),
    Q("git push rejected my branch is behind the remote", "git-push-rejected-non-fast-forward", "plain"),
    Q("git push 被拒绝 本地分支落后远程", "git-push-rejected-non-fast-forward", "zh"),
]
