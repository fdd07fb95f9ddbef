"""Field set 11, part d: Windows conditions raised by many programs in English and Chinese (a file
held by another process, an invalid file name, a missing process for taskkill, a service the
service manager will not open), ping in Chinese, useradd and groupadd, MSVC's linker. Every message
is copied from the thread in its `src`; only `<<slot>>` values vary."""

from fieldspec import G, Q, V

MYEXCEL_225 = "https://github.com/liaochong/myexcel/issues/225"
CORNERSTONE_5 = "https://github.com/DSAppTeam/ComponentCornerstone/issues/5"
LAUNCH_50 = "https://github.com/HYG-Studio/Launch_Connection/issues/50"
OPENP2P_25 = "https://github.com/openp2p-cn/openp2p/issues/25"
WOX_819 = "https://github.com/Wox-launcher/Wox/issues/819"
WEBVULN_110 = "https://github.com/lirantal/is-website-vulnerable/issues/110"
TCPKILLER_3 = "https://github.com/ayedo/tcpkiller/issues/3"
TASKKILL_7 = "https://github.com/sindresorhus/taskkill/issues/7"
TREEKILL_34 = "https://github.com/pkrumins/node-tree-kill/issues/34"
PCAPDNS_29 = "https://github.com/chengr28/Pcap_DNSProxy/issues/29"
MADDPG_17 = "https://github.com/starry-sky6688/MADDPG/issues/17"
SHELLCRASH_863 = "https://github.com/juewuy/ShellCrash/issues/863"
BORK_38 = "https://github.com/mattly/bork/issues/38"
ITAMAE_67 = "https://github.com/itamae-kitchen/itamae/issues/67"
BUNDLEWRAP_118 = "https://github.com/bundlewrap/bundlewrap/issues/118"
NERVES_230 = "https://github.com/nerves-project/nerves_system_br/pull/230"
SSHD_60 = "https://github.com/panubo/docker-sshd/issues/60"
SPERT_8 = "https://github.com/taishan1994/SpERT_chinese/issues/8"
HCI_4 = "https://github.com/asfathermou/human-computer-interaction/issues/4"
TTO_1 = "https://github.com/ixre/tto/issues/1"
SIMPLEWALL_60 = "https://github.com/henrypp/simplewall/issues/60"
APOLLO_971 = "https://github.com/ClassicOldSong/Apollo/issues/971"
BLUEFIRE_8 = "https://github.com/LagradOst/BlueFirePaladinsHack/issues/8"
WINSW_872 = "https://github.com/winsw/winsw/issues/872"
OSSERVICE_42 = "https://github.com/nospaceships/node-os-service/issues/42"
DELAYLIB_9 = "https://github.com/TheAudioProgrammer/BeginnerBookAudioProgramming/issues/9"

_USERADD = "useradd: group {0} exists - if you want to add this user to that group, use -g."

GROUPS = [
    G("windows-file-used-by-another-process", "java", "two-programs", MYEXCEL_225, [
        V("java.nio.file.FileSystemException: <<root>>\\s_c_1_<<n2>>_<<pid>>.data: 另一个程序正在使用此文件，进程无法"
          "访问。\n\n\tat sun.nio.fs.WindowsException.translateToIOException(WindowsException.java:86)", locale="zh",
          cls="locale"),
        V("<<root>>\\app\\build\\intermediates\\compile_and_runtime_not_namespaced_r_class_jar\\debug\\R.jar:另一个程序正在"
          "使用此文件，进程无法访问。", src=CORNERSTONE_5, tool="gradle", locale="zh", cls="locale"),
        V("System.IO.FileLoadException: 另一个程序正在使用此文件，进程无法访问。\n\n正在使用此文件。请先关闭文件，然后再继续"
          "操作。", src=LAUNCH_50, tool="dotnet", locale="zh", cls="locale"),
        V("ERROR os.OpenFile C:\\Program Files\\OpenP2P\\openp2p.exe error:open C:\\Program Files\\OpenP2P\\openp2p.exe: "
          "The process cannot access the file because it is being used by another process.", src=OPENP2P_25,
          tool="openp2p"),
        V("<<date>> <<time>>.<<n2>>|ERROR|System.IO.__Error.WinIOError|文件“C:\\Users\\<<user>>\\AppData\\Roaming\\Wox\\"
          "Settings\\Plugins\\Wox.Plugin.Everything\\EverythingSDK\\x64\\Everything.dll”正由另一进程使用，因此该进程无法"
          "访问此文件。", src=WOX_819, tool="wox", locale="zh", cls="version"),
    ], os=("windows",), n=10),
    G("taskkill-pid-not-found", "taskkill", "locale", WEBVULN_110, [
        V("Error: Chrome could not be killed Command failed: taskkill /pid <<pid>> /T /F\n错误: 没有找到进程 "
          "\"<<pid>>\"。", tool="node", locale="zh", cls="wrapper"),
        V("错误: 没有找到进程 \"<<pid>>\"。", locale="zh"),
        V("org.zeroturnaround.exec.InvalidExitValueException: Unexpected exit value: 128, allowed exit values: [0], "
          "executed command [taskkill, /t, /f, /PID, <<pid>>], output was 39 bytes:\nERROR: process \"<<pid>>\" not "
          "found.", src=TCPKILLER_3, tool="java", cls="two-programs"),
        V("ERROR: process \"<<pid>>\" not found.", src=TCPKILLER_3, cls="everyday"),
    ], cmd="taskkill /pid <<pid>> /T /F", exit=128, os=("windows",), shells=("cmd", "powershell"), n=8),
    G("taskkill-image-calc-not-found", "taskkill", "everyday", TASKKILL_7, [
        "ERROR: The process \"calc.exe\" not found.",
    ], cmd="taskkill /im calc.exe", exit=128, os=("windows",), shells=("cmd",), look="taskkill-pid-not-found"),
    G("taskkill-not-recognized", "cmd", "shell", TREEKILL_34, [
        "Command failed: taskkill /pid <<pid>> /T /F\n'taskkill' is not recognized as an internal or external command,",
    ], cmd="taskkill /pid <<pid>> /T /F", exit=1, os=("windows",), shells=("cmd",), look="taskkill-pid-not-found"),
    G("ping-host-not-found-zh", "ping", "runtime-value", PCAPDNS_29, [
        "Ping 请求找不到主机 abc.abcd。请检查该名称，然后重试。",
        V("Ping 请求找不到主机 980557467a6447567958453142524552515279317459584e305a58493d.sub.deliverycontent.online。"
          "请检查该名称，然后重试。", src=MADDPG_17),
    ], cmd="ping abc.abcd", os=("windows",), shells=("cmd", "powershell"), locale="zh", n=10),
    G("useradd-group-exists", "useradd", "runtime-value", SHELLCRASH_863, [
        _USERADD.format("shellcrash"),
        V(_USERADD.format("http"), src=BORK_38),
        V("ERROR :             Command `useradd -u 123 john` failed. (exit status: 9)\nERROR :             stdout | "
          + _USERADD.format("john"), src=ITAMAE_67, tool="itamae", cls="wrapper"),
        V(_USERADD.format("rullmann"), src=BUNDLEWRAP_118),
    ], cmd="useradd -s /bin/bash <<user>>", exit=9, os=("linux",)),
    G("groupadd-gid-exists", "groupadd", "runtime-value", NERVES_230, [
        "groupadd: GID '20' already exists",
        V("16/11/2020 <<time>>groupadd: GID '1000' already exists", src=SSHD_60, cls="wrapper"),
    ], cmd="groupadd -g 1000 <<user>>", exit=4, os=("linux",), look="useradd-group-exists"),
    G("windows-invalid-filename-123", "python", "two-programs", SPERT_8, [
        V("OSError: [WinError 123] 文件名、目录名或卷标语法不正确。: 'data/log/duie_eval\\\\<<date>>_<<time>>.370133'",
          locale="zh", cls="locale"),
        V("文件名、目录名或卷标语法不正确。: '../preprocessed_data/C:'", src=HCI_4, locale="zh", cls="locale"),
        V("The filename, directory name, or volume label syntax is incorrect", src=TTO_1, tool="tto"),
    ], os=("windows",), n=8),
    G("openservice-access-denied", "simplewall", "runtime-value", SIMPLEWALL_60, [
        "[<<date>> <<time>>] OpenService() failed with error code 0x00000005 (mpssvc) [2.0.8]",
        "[<<date>> <<time>>] OpenService() failed with error code 0x00000005 (mpsdrv) [2.0.8]",
    ], os=("windows",), exit=None),
    G("openservice-service-missing-1060", "apollo", "two-programs", APOLLO_971, [
        "OpenService() Failed: 1060",
        V("[SC] OpenService FAILED 1060", src=BLUEFIRE_8, tool="sc"),
    ], os=("windows",), look="openservice-access-denied"),
    G("winsw-open-service-denied", "winsw", "wrapper", WINSW_872, [
        "<<date>>T<<time>>.<<n2>> FATAL console - Failed to open the service. Access is denied.",
    ], cmd="myapp.exe start", os=("windows",), look="openservice-access-denied"),
    G("openscmanager-access-denied", "node", "everyday", OSSERVICE_42, [
        "Error: OpenSCManager() failed: Access is denied.",
    ], cmd="node install-service.js", os=("windows",), look="openservice-access-denied"),
    G("msvc-lnk1104-delay-lib", "msvc", "everyday", DELAYLIB_9, [
        "LINK : fatal error LNK1104: cannot open file 'Delay.lib'",
    ], cmd="msbuild Delay.sln", os=("windows",)),
]

QUERIES = [
    Q("windows won't let me touch the file because some other program has it open",
      "windows-file-used-by-another-process", "plain"),
    Q("文件被另一个程序占用 进程无法访问", "windows-file-used-by-another-process", "zh"),
    Q("taskkill says the pid doesn't exist", "taskkill-pid-not-found", "plain"),
    Q("taskkill 结束进程时说没有找到这个 pid", "taskkill-pid-not-found", "zh"),
    Q("taskkill can't find calc.exe by image name", "taskkill-image-calc-not-found", "plain"),
    Q("taskkill 按名字杀计算器 找不到进程", "taskkill-image-calc-not-found", "zh"),
    Q("taskkill isn't recognized as a command", "taskkill-not-recognized", "plain"),
    Q("命令行里识别不了 taskkill", "taskkill-not-recognized", "zh"),
    Q("ping on windows can't resolve the hostname", "ping-host-not-found-zh", "plain"),
    Q("ping 域名 找不到主机", "ping-host-not-found-zh", "zh"),
    Q("useradd fails since a group with the user's name already exists", "useradd-group-exists", "plain"),
    Q("添加用户时同名的组已经存在 要用 -g", "useradd-group-exists", "zh"),
    Q("groupadd can't use that gid, it's taken", "groupadd-gid-exists", "plain"),
    Q("groupadd 指定的 GID 已经被占用", "groupadd-gid-exists", "zh"),
    Q("windows rejects the folder name, colon in the path", "windows-invalid-filename-123", "plain"),
    Q("Windows 下路径里有冒号 目录名语法不对", "windows-invalid-filename-123", "zh"),
    Q("firewall tool can't open the windows firewall service, access denied", "openservice-access-denied",
      "plain"),
    Q("打开防火墙服务 mpssvc 拒绝访问", "openservice-access-denied", "zh"),
    Q("the service isn't installed, open service fails with 1060", "openservice-service-missing-1060", "plain"),
    Q("打开服务失败 1060 服务不存在", "openservice-service-missing-1060", "zh"),
    Q("winsw service can't open itself under network service account", "winsw-open-service-denied", "plain"),
    Q("winsw 以受限账户运行 打开服务被拒绝", "winsw-open-service-denied", "zh"),
    Q("node script can't open the service control manager, not admin", "openscmanager-access-denied", "plain"),
    Q("不是管理员 打开服务控制管理器被拒绝", "openscmanager-access-denied", "zh"),
    Q("visual studio linker can't open Delay.lib", "msvc-lnk1104-delay-lib", "plain"),
    Q("VS 链接时打不开 Delay.lib", "msvc-lnk1104-delay-lib", "zh"),
]
