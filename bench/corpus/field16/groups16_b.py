# ruff: noqa: E501  (messages are kept as the threads wrap them; splitting them further hides their shape)
"""Field set 16, part b: Windows error codes in Chinese (and English) from Python, Rust, Java, adb and
proxies: page file, symlink privilege, forbidden and refused sockets, reset connections, files in use."""

from fieldspec import G, Q, V

_W = ("windows",)

GROUPS = [
    # WinError 1455: the page file is too small for torch's CUDA DLLs (fewer DataLoader workers, a
    # larger page file). The DLL torch names is whichever it loaded first.
    G("f16-win-pagefile-torch-1455", "python", "locale", "https://github.com/babysor/MockingBird/issues/486", [
        "OSError: [WinError 1455] 页面文件太小，无法完成操作。 Error loading \"C:\\Users\\<<user>>\\anaconda3\\lib\\site-packages\\torch\\lib\\cudnn_cnn_infer64_8.dll\" or one of its dependencies.",
        "OSError: [WinError 1455] 页面文件太小，无法完成操作。 Error loading \"D:\\Anaconda3\\envs\\<<proj>>\\lib\\site-packages\\torch\\lib\\caffe2_detectron_ops_gpu.dll\" or one of its dependencies.",
    ], cmd="python pre.py <<root>>\\data -d aidatatang_200zh -n 6", os=_W, locale="zh", n=12),

    # WinError 1314: creating a symlink without the privilege (Developer Mode, or an admin shell).
    G("f16-win-symlink-privilege-1314", "python", "locale", "https://github.com/MhLiao/DB/issues/313", [
        "OSError: [WinError 1314] 客户端没有所需的特权。: './outputs/workspace\\\\DB-master' -> 'workspace'",
        V("Error: [WinError 1314] 客户端没有所需的特权。: 'C:\\\\Users\\\\<<user>>\\\\.cache\\\\huggingface\\\\hub\\\\models--speechbrain--spkrec-ecapa-voxceleb"
          "\\\\snapshots\\\\eac27266f68caa806381260bd44ace38b136c76a\\\\hyperparams.yaml' -> 'C:\\\\Users\\\\<<user>>\\\\.cache\\\\torch\\\\pyannote\\\\speechbrain\\\\hyperparams.yaml'",
          src="https://github.com/CheshireCC/faster-whisper-GUI/issues/205", tool="faster-whisper-gui"),
        V("OSError: [WinError 1314] A required privilege is not held by the client: 'C:\\\\Users\\\\<<user>>\\\\Documents\\\\GitHub\\\\<<proj>>\\\\sea-star-re-id\\\\Asru75' "
          "-> 'C:\\\\Users\\\\<<user>>\\\\AppData\\\\Local\\\\Temp\\\\tmprb8ywnre\\\\0\\\\Asru75'", locale="en",
          src="https://github.com/owahltinez/triplet-loss-animal-reid/issues/4", cls="version"),
    ], cmd="python train.py", os=_W, locale="zh", n=10),

    # WinError 10013: a port inside Hyper-V's reserved range (or one already bound exclusively); the fix
    # is another port or releasing the reservation. Python's and Rust's wordings of one errno.
    G("f16-win-socket-forbidden-10013", "python", "two-programs", "https://github.com/Ky0toFu/Mirror-Flowers/issues/2", [
        V("[WinError 10013] 以一种访问权限不允许的方式做了一个访问套接字的尝试。", tool="uvicorn", cmd="uvicorn app:app --reload"),
        V("[WinError 10013] 以一种访问权限不允许的方式做了一个访问套接字的尝试。", src="https://github.com/URenko/Accesser/issues/4",
          cmd="python accesser.py"),
        V("Error: 以一种访问权限不允许的方式做了一个访问套接字的尝试。 (os error 10013)", tool="ds-free-api",
          src="https://github.com/NIyueeE/ds-free-api/issues/45", cmd=".\\ds-free-api.exe"),
    ], os=_W, locale="zh", n=12),

    # WinError 10061 from adb's wireless connect (the phone is not listening: adb tcpip 5555 first) ...
    G("f16-adb-wireless-refused-10061", "adb", "locale", "https://github.com/barry-ran/QtScrcpy/issues/192", [
        "wireless connect...\nadb run\nAdbProcess::out:cannot connect to <<host>>:5555: 由于目标计算机积极拒绝，无法连接。 (10061)",
        V("cannot connect to <<host>>:5555: 由于目标计算机积极拒绝，无法连接。 (10061)", cmd="adb connect <<host>>:5555"),
    ], cmd="QtScrcpy.exe", os=_W, locale="zh", n=8),
    # ... against a local SOCKS proxy that is not running.
    G("f16-socks-proxy-refused-10061", "python", "locale", "https://github.com/binary-husky/gpt_academic/issues/326", [
        "[Local Message] 异常：SOCKSHTTPSConnectionPool(host='api.openai.com', port=443): Max retries exceeded with url: /v1/chat/completions "
        "(Caused by NewConnectionError(': Failed to establish a new connection: [WinError 10061] 由于目标计算机积极拒绝，无法连接。')).",
    ], cmd="python main.py", os=_W, locale="zh", look="f16-adb-wireless-refused-10061", n=8),

    # WinError 10054: Lettuce's Redis connection reset on an idle link ...
    G("f16-lettuce-redis-reset-10054", "java", "multiline", "https://github.com/jeecgboot/JeecgBoot/issues/2642", [
        "<<logts>> [lettuce-nioEventLoop-4-<<n>>] INFO  io.lettuce.core.protocol.CommandHandler:217 - null Unexpected exception during\n"
        "request: java.io.IOException: 远程主机强迫关闭了一个现有的连接。\njava.io.IOException: 远程主机强迫关闭了一个现有的连接。\n"
        "        at sun.nio.ch.SocketDispatcher.read0(Native Method)\n        at sun.nio.ch.SocketDispatcher.read(Unknown Source)\n"
        "        at sun.nio.ch.IOUtil.readIntoNativeBuffer(Unknown Source)\n        at sun.nio.ch.IOUtil.read(Unknown Source)\n"
        "        at sun.nio.ch.SocketChannelImpl.read(Unknown Source)\n"
        "        at io.netty.buffer.PooledByteBuf.setBytes(PooledByteBuf.java:253)",
    ], cmd="java -jar jeecg-boot-module-system-2.4.3.jar", os=_W, locale="zh", n=8),
    # ... against requests dropped by a download server (retry, another network) ...
    G("f16-requests-aborted-10054", "python", "locale", "https://github.com/sMythicalBird/ZenlessZoneZero-Auto/issues/16", [
        "('Connection aborted.', ConnectionResetError(10054, '远程主机强迫关闭了一个现有的连接。', None, 10054, None))",
    ], cmd="python main.py", os=_W, locale="zh", look="f16-lettuce-redis-reset-10054", n=8),
    # ... and a TLS handshake cut off by the remote end.
    G("f16-tls-handshake-reset-10054", "x-spider", "locale", "https://github.com/MiningCattiva/x-spider/issues/54", [
        "<<date>> <<time>> hapidanbui <<n2>>93476987794940191-1.jpg SSL/TLS handshake failure: Error: 远程主机强迫关闭了一个现有的连接。 (2746)",
    ], cmd="x-spider.exe", os=_W, locale="zh", look="f16-requests-aborted-10054", n=6),

    # os error 32 / WinError 32: a file another process holds open; which program failed decides the fix.
    G("f16-rust-file-in-use-32", "musubi-tuner", "locale", "https://github.com/sdbds/musubi-tuner-scripts/issues/16", [
        "Exception: Error while removing corrupted file: 另一个程序正在使用此文件，进程无法访问。 (os error 32)",
    ], cmd=".\\run_gui.ps1", os=_W, locale="zh", n=8),
    G("f16-py2-tempfile-in-use-32", "python", "version", "https://github.com/speced/bikeshed/issues/922", [
        "WindowsError: [Error 32] The process cannot access the file because it is being used by another process: 'c:\\\\users\\\\<<user>>\\\\appdata\\\\local\\\\temp\\\\tmpwj2af6'",
        V("WindowsError: [Error 32] The process cannot access the file because it is being\nused by another process: 'c:\\\\users\\\\<<user>>\\\\appdata\\\\local\\\\temp\\\\tmp105lih\\\\buil\n"
          "d\\\\lib.win32-2.7\\\\cb334cf83430e4885908c272953cb3dc6.pyd'", src="https://github.com/mdipierro/mdpcl/issues/2",
          cmd="python example_black_scholes.py", cls="multiline"),
    ], cmd="bikeshed echidna", os=_W, look="f16-rust-file-in-use-32"),
]

QUERIES = [
    Q("WinError 1455 paging file too small loading torch cudnn dll", "f16-win-pagefile-torch-1455", "plain"),
    Q("训练时报 WinError 1455 页面文件太小 torch dll 加载失败", "f16-win-pagefile-torch-1455", "zh"),
    Q("WinError 1314 a required privilege is not held when creating symlink on windows", "f16-win-symlink-privilege-1314", "plain"),
    Q("WinError 1314 客户端没有所需的特权 创建软链接失败", "f16-win-symlink-privilege-1314", "zh"),
    Q("WinError 10013 socket access forbidden when starting server on windows", "f16-win-socket-forbidden-10013", "plain"),
    Q("启动服务报 10013 以一种访问权限不允许的方式访问套接字", "f16-win-socket-forbidden-10013", "zh"),
    Q("adb wireless connect port 5555 actively refused 10061", "f16-adb-wireless-refused-10061", "plain"),
    Q("adb 无线连接手机 5555 端口 目标计算机积极拒绝", "f16-adb-wireless-refused-10061", "zh"),
    Q("SOCKSHTTPSConnectionPool api.openai.com connection refused proxy", "f16-socks-proxy-refused-10061", "plain"),
    Q("gpt_academic 代理 SOCKS 连接被拒绝 10061", "f16-socks-proxy-refused-10061", "zh"),
    Q("lettuce redis java.io.IOException connection forcibly closed by remote host", "f16-lettuce-redis-reset-10054", "plain"),
    Q("jeecg 启动后 lettuce 报 远程主机强迫关闭了一个现有的连接", "f16-lettuce-redis-reset-10054", "zh"),
    Q("python requests Connection aborted ConnectionResetError 10054", "f16-requests-aborted-10054", "plain"),
    Q("下载时 Connection aborted 10054 远程主机强迫关闭连接", "f16-requests-aborted-10054", "zh"),
    Q("x-spider SSL/TLS handshake failure connection closed by remote host", "f16-tls-handshake-reset-10054", "plain"),
    Q("x-spider 下载图片 SSL 握手失败 远程主机强迫关闭", "f16-tls-handshake-reset-10054", "zh"),
    Q("error while removing corrupted file os error 32 file used by another process", "f16-rust-file-in-use-32", "plain"),
    Q("删除损坏文件失败 另一个程序正在使用此文件 os error 32", "f16-rust-file-in-use-32", "zh"),
    Q("WindowsError Error 32 temp file being used by another process python 2", "f16-py2-tempfile-in-use-32", "plain"),
    Q("python2 临时文件被另一个进程占用 WindowsError 32", "f16-py2-tempfile-in-use-32", "zh"),
]
