"""Field set 10, part f: javac's missing package in Chinese (the package decides), Winsock 10060 from
Python and from .NET on Chinese Windows, and the kubelet's back-off event (pod, node and container vary)."""

from fieldspec import G, Q, V

GH = "https://github.com/"
JAVA_SERVER = GH + "xiaowei1118/java_server/issues/54"
TESTABLE = GH + "alibaba/testable-mock/issues/90"
MASKRCNN = GH + "matterport/Mask_RCNN/issues/2996"
HUOBIAPI = GH + "baibinghere/huobiapi/issues/1"
SYDNEY = GH + "xbzstudio/Timeless-Sydney/issues/25"
HUOBI_PY = GH + "HuobiRDCenter/huobi_Python/issues/148"
ORANGE = GH + "biolab/orange3-text/issues/182"
AUTONAVY = GH + "zaixia108/AutoNavy_WT/issues/24"
WECHAT = GH + "sfyc23/EverydayWechat/issues/83"
COMFY = GH + "john-mnz/ComfyUI-Inspyrenet-Rembg/issues/35"
AUTOGPT = GH + "Significant-Gravitas/AutoGPT/issues/1467"
SUPERSOCKET = GH + "kerryjiang/SuperSocket/issues/444"
K8S_NAME = GH + "kubernetes/kubernetes/issues/113215"
K8S_TABLE = GH + "kubernetes/kubernetes/issues/47715"
HARBOR = GH + "goharbor/harbor/issues/14993"

WIN = ("windows",)
_W10060 = "由于连接方在一段时间后没有正确答复或连接的主机没有反应，连接尝试失败。"

GROUPS = [
    # -- javac (IntelliJ's build) in Chinese: the package that does not exist -------------------------
    G("javac-zh-package-mysql-cj-jdbc-missing", "javac", "locale", JAVA_SERVER, [
        "java: 程序包com.mysql.cj.jdbc不存在"],
        cmd="Build Project", os=("windows", "macos"), locale="zh"),
    G("javac-zh-package-huc-common-constant-missing", "javac", "locale", JAVA_SERVER, [
        "java: 程序包com.huc.common.constant不存在"],
        cmd="Build Project", os=("windows",), locale="zh", look="javac-zh-package-mysql-cj-jdbc-missing"),
    G("javac-zh-package-sun-tools-javac-tree-missing", "javac", "locale", TESTABLE, [
        "程序包com.sun.tools.javac.tree不存在"],
        cmd="mvn clean install", os=("windows", "macos"), locale="zh", look="javac-zh-package-mysql-cj-jdbc-missing"),
    # -- Winsock 10060 (the peer never answered): Python, wrapped many ways; .NET apart ---------------
    G("winsock-10060-python-zh", "python", "wrapper", MASKRCNN, [
        "urllib.error.URLError: <urlopen error [WinError 10060] " + _W10060 + ">",
        V("Error: [WinError 10060] " + _W10060, src=HUOBIAPI),
        V("httpx.ConnectTimeout: [WinError 10060] 由于连接方在一段时间后 没有正确答复或连接的主机没有反应，连接尝试失败。",
          src=SYDNEY),
        V("[WinError 10060] " + _W10060, src=HUOBI_PY),
        V("urllib.error.URLError:  <urlopen error [WinError 10060] " + _W10060 + ">", src=ORANGE),
        V("  File \"socket.py\", line 807, in create_connection\n  File \"socket.py\", line 796, in create_connection\n"
          "TimeoutError: [WinError 10060] " + _W10060, src=AUTONAVY, cls="multiline"),
        V("requests.exceptions.ConnectionError: ('Connection aborted.', TimeoutError(10060, '" + _W10060 + "', None, "
          "10060, None))", src=WECHAT),
        V("<urlopen error [WinError 10060] " + _W10060 + ">", src=COMFY, tool="comfyui"),
        V("Command google returned: Error: [WinError 10060] " + _W10060, src=AUTOGPT, tool="autogpt")],
        cmd="python main.py", os=WIN, locale="zh"),
    G("winsock-10060-dotnet-supersocket-zh", "dotnet", "two-programs", SUPERSOCKET, [
        "<<date>> <<time>>.607 +08:00 [ERR] Exception happened in ReceiveAsync\nSystem.Net.Sockets.SocketException (10060): "
        + _W10060 + "\n   at System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.ThrowException(SocketError error, "
        "CancellationToken cancellationToken)",
        "System.Net.Sockets.SocketException (10060): " + _W10060],
        cmd="dotnet Server.dll", os=WIN, locale="zh", look="winsock-10060-python-zh"),
    # -- the kubelet backing off a crashing container (ages, counts, nodes, containers vary) ----------
    G("k8s-backoff-restarting-failed-container", "kubectl", "runtime-value", K8S_NAME, [
        "  Warning  BackOff    4m53s (x72 over 20m)  kubelet            Back-off restarting failed container manager",
        V("  Warning  BackOff         1h (x3 from 1h)  kubelet, localhost.localdomain  Back-off restarting failed container",
          src=K8S_TABLE),
        V("Warning BackOff 21s (x50 over 10m) kubelet, 10.x.x.x Back-off restarting failed container", src=HARBOR)],
        cmd="kubectl describe pod <<pod>>", exit=0, os=("linux", "macos")),
]

QUERIES = [
    Q("intellij build says mysql cj jdbc package does not exist", "javac-zh-package-mysql-cj-jdbc-missing", "plain"),
    Q("程序包 com.mysql.cj.jdbc 不存在", "javac-zh-package-mysql-cj-jdbc-missing", "zh"),
    Q("java build can't find package com.huc.common.constant", "javac-zh-package-huc-common-constant-missing", "plain"),
    Q("编译时提示 com.huc.common.constant 程序包不存在", "javac-zh-package-huc-common-constant-missing", "zh"),
    Q("com.sun.tools.javac.tree package missing tools.jar", "javac-zh-package-sun-tools-javac-tree-missing", "plain"),
    Q("找不到 com.sun.tools.javac.tree 程序包", "javac-zh-package-sun-tools-javac-tree-missing", "zh"),
    Q("python download on windows connection attempt timed out no response", "winsock-10060-python-zh", "plain"),
    Q("连接方在一段时间后没有正确答复 连接尝试失败", "winsock-10060-python-zh", "zh"),
    Q("supersocket receive socket exception 10060 after days", "winsock-10060-dotnet-supersocket-zh", "plain"),
    Q("SuperSocket 运行几天后报 SocketException 10060", "winsock-10060-dotnet-supersocket-zh", "zh"),
    Q("pod keeps crashing kubelet back-off restarting", "k8s-backoff-restarting-failed-container", "plain"),
    Q("k8s 容器反复重启 Back-off restarting failed container", "k8s-backoff-restarting-failed-container", "zh"),
]
