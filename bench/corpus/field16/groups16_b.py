# ruff: noqa: E501  (messages are kept as the threads wrap them; splitting them further hides their shape)
"""Field set 16, part b: Windows error codes in Chinese (and English) from Python, Rust, Java, adb and
proxies, and MSVC/MSBuild's toolset and runtime-library errors."""

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

    # MSB8020: the platform toolset the project names is not installed; the toolset decides what to install.
    G("f16-msb8020-v142", "msbuild", "wrapper", "https://github.com/microsoft/vcpkg/issues/7065", [
        "C:\\Program Files (x86)\\Microsoft Visual Studio\\2017\\Enterprise\\Common7\\IDE\\VC\\VCTargets\\Microsoft.Cpp.Platform.targets(57,5): "
        "error MSB8020: The build tools for v142 (Platform Toolset = 'v142') cannot be found. To build using the v142 build tools, please install v142 build tools.  "
        "Alternatively, you may upgrade to the current Visual Studio tools by selecting the Project menu or right-click the solution, and then selecting \"Retarget solution\". "
        "[<<root>>\\toolsrc\\vcpkglib\\vcpkglib.vcxproj]",
        V("C:\\Program Files (x86)\\Microsoft Visual Studio\\2017\\Community\\Common7\\IDE\\VC\\VCTargets\\Microsoft.Cpp.Platform.targets(67,5): "
          "error MSB8020: The build tools for v142 (Platform Toolset = 'v142') cannot be found. To build using the v142 build tools, please install v142 build tools.  "
          "Alternatively, you may upgrade to the current Visual Studio tools by selecting the Project menu or right-click the solution, and then selecting \"Retarget solution\". "
          "[C:\\projects\\dokany\\dokan\\dokan.vcxproj]", src="https://github.com/libyal/libyal/issues/80", tool="appveyor"),
        V("1>C:\\Program Files (x86)\\Microsoft Visual Studio\\2019\\Community\\MSBuild\\Microsoft\\VC\\v160\\Microsoft.CppBuild.targets(439,5): "
          "error MSB8020: The build tools for v142 (Platform Toolset = 'v142') cannot be found. To build using the v142 build tools, please install v142 build tools.  "
          "Alternatively, you may upgrade to the current Visual Studio tools by selecting the Project menu or right-click the solution, and then selecting \"Retarget solution\".\n"
          "1>Done building project \"Core.vcxproj\" -- FAILED.", src="https://github.com/microsoft/DirectX-Graphics-Samples/issues/698",
          tool="visual-studio"),
        V("error MSB8020: The build tools for v142 (Platform Toolset = 'v142') \n    cannot be found. To build using the v142 build tools, please install \n    v142 build tools.",
          src="https://github.com/GrowtopiaNoobs/GrowtopiaServer/issues/1121", cls="everyday"),
    ], cmd="msbuild /p:Configuration=Release /p:Platform=x86 toolsrc\\vcpkg.sln", os=_W, n=6),
    G("f16-msb8020-v120", "msbuild", "multiline", "https://github.com/libusb/libusb/pull/1116", [
        "C:\\Program Files\\Microsoft Visual Studio\\2022\\Community\\MSBuild\\Microsoft\\VC\\v170\\Microsoft.CppBuild.targets(440,5): er\n"
        "ror MSB8020: The build tools for Visual Studio 2013 (Platform Toolset = 'v120') cannot be found. To build using the v12\n"
        "0 build tools, please install Visual Studio 2013 build tools.  Alternatively, you may upgrade to the current Visual Stu\n"
        "dio tools by selecting the Project menu or right-click the solution, and then selecting \"Retarget solution\". [C:\\work\\l\n"
        "ibusb\\libusb_test\\libusb_msbuild\\msvc\\libusb_dll.vcxproj]",
    ], cmd="msbuild msvc\\libusb.sln", os=_W, look="f16-msb8020-v142"),
    G("f16-msb8020-v141", "msbuild", "wrapper", "https://github.com/microsoft/WSL-DistroLauncher/issues/105", [
        "error MSB8020: The build tools for Visual Studio 2017 (Platform Toolset = 'v141')",
    ], cmd="build.bat", os=_W, look="f16-msb8020-v142"),
    G("f16-msb8020-vs2013-xp-zh", "msbuild", "locale", "https://github.com/netease-kit/NIM_PC_Demo/issues/112", [
        "MSB8020: 无法找到 Visual Studio 2013 - Windows XP 的生成工具",
    ], cmd="msbuild nim.sln", os=_W, locale="zh", look="f16-msb8020-v120", n=8),

    # LNK2038: a library built against the other C runtime. Static against dynamic CRT ...
    G("f16-lnk2038-md-vs-mt", "link", "locale", "https://github.com/carla-simulator/carla/issues/4391", [
        "osm2odr.lib(NBAlgorithms.obj) : error LNK2038: 检测到“RuntimeLibrary”的不匹配项: 值“MD_DynamicRelease”不匹配值“MT_StaticRelease”(libcarla.obj 中)\n"
        "osm2odr.lib(NBAlgorithms_Ramps.obj) : error LNK2038: 检测到“RuntimeLibrary”的不匹配项: 值“MD_DynamicRelease”不匹配值“MT_StaticRelease”(libcarla.obj 中)",
        V("  libClp.lib(ClpLsqr.obj) : error LNK2038: mismatch detected for 'RuntimeLibrary': value 'MT_StaticRelease' doesn't match value 'MD_DynamicRelease' "
          "in FMTGCBMtransition.obj [<<root>>\\FMT.vcxproj]", locale="en", src="https://github.com/Bureau-du-Forestier-en-chef/FMT/issues/5",
          cls="version"),
        V("icuuc.lib(static_unicode_sets.ao) : error LNK2038: mismatch detected for 'RuntimeLibrary': value 'MT_StaticRelease' doesn't match value "
          "'MD_DynamicRelease' in cache.cpp.obj", locale="en", src="https://github.com/maplibre/maplibre-native/issues/1620", cls="version"),
    ], cmd="make PythonAPI", os=_W, locale="zh", n=9),
    # ... against a Debug build linked with a Release library.
    G("f16-lnk2038-debug-vs-release", "link", "locale", "https://github.com/MiroKaku/ucxxrt/issues/13", [
        "ucxxrt.lib(xthrow.obj) : error LNK2038: 检测到“RuntimeLibrary”的不匹配项: 值“MTd_StaticDebug”不匹配值“MT_StaticRelease”",
        "1>ucxxrt.lib(xthrow.obj) : error LNK2038: 检测到“RuntimeLibrary”的不匹配项: 值“MTd_StaticDebug”不匹配值“MT_StaticRelease”\n"
        "1>ucxxrt.lib(throw_bad_alloc.obj) : error LNK2038: 检测到“RuntimeLibrary”的不匹配项: 值“MTd_StaticDebug”不匹配值“MT_StaticRelease”",
    ], cmd="msbuild NtLoader.sln /p:Configuration=Debug", os=_W, locale="zh", look="f16-lnk2038-md-vs-mt", n=8),

    # NETSDK1045: the SDK is older than the target framework; the framework decides which SDK to install.
    G("f16-netsdk1045-net10", "dotnet", "wrapper", "https://github.com/PropertyTools/PropertyTools/issues/424", [
        "Error: C:\\Program Files\\dotnet\\sdk\\9.0.306\\Sdks\\Microsoft.NET.Sdk\\targets\\Microsoft.NET.TargetFrameworkInference.targets(166,5): "
        "error NETSDK1045: The current .NET SDK does not support targeting .NET 10.0.  Either target .NET 9.0 or lower, or use a version of the .NET SDK "
        "that supports .NET 10.0. Download the .NET SDK from https://aka.ms/dotnet/download [<<root>>\\Source\\PropertyTools.Wpf\\PropertyTools.Wpf.csproj::TargetFramework=net10.0-windows]\n"
        "Error: Process completed with exit code 1.",
    ], cmd="dotnet restore PropertyTools.Wpf", os=_W),
    G("f16-netsdk1045-netcore30", "dotnet", "everyday", "https://github.com/microsoft/vscode/issues/93052", [
        "error NETSDK1045: The current .NET SDK does not support targeting .NET Core 3.0.",
    ], cmd="dotnet publish", os=("windows", "linux", "macos"), look="f16-netsdk1045-net10"),

    # A script saved with CRLF line ends: its shebang names /bin/bash\r.
    G("f16-shebang-crlf", "bash", "everyday", "https://github.com/NeonHorizon/lipopi/issues/47", [
        "bash: ./low_bat_shutdown.sh: /bin/bash^M: bad interpreter: No such file or directory",
        V("-bash: ./install.sh: /bin/bash^M: bad interpreter: No such file or directory", src="https://github.com/R0X4R/Garud/issues/25"),
        V("bash: ./install.sh : /bin/bash^M : bad interpretor: No such file or directory", src="https://github.com/R0X4R/Garud/issues/20",
          cls="version"),
    ], cmd="./<<script>>", exit=126, os=("linux",), n=6),
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
    Q("MSB8020 build tools for v142 cannot be found", "f16-msb8020-v142", "plain"),
    Q("MSB8020 找不到 v142 生成工具 VS2017 编译", "f16-msb8020-v142", "zh"),
    Q("MSB8020 Visual Studio 2013 v120 toolset missing in VS2022", "f16-msb8020-v120", "plain"),
    Q("VS2022 编译老项目 v120 平台工具集找不到", "f16-msb8020-v120", "zh"),
    Q("MSB8020 build tools for visual studio 2017 v141 not found even though installed", "f16-msb8020-v141", "plain"),
    Q("装了 VS2017 工具集还是 MSB8020 v141", "f16-msb8020-v141", "zh"),
    Q("MSB8020 visual studio 2013 windows xp toolset in VS2019", "f16-msb8020-vs2013-xp-zh", "plain"),
    Q("VS2019 编译 无法找到 Visual Studio 2013 - Windows XP 的生成工具", "f16-msb8020-vs2013-xp-zh", "zh"),
    Q("LNK2038 RuntimeLibrary mismatch MD_DynamicRelease MT_StaticRelease", "f16-lnk2038-md-vs-mt", "plain"),
    Q("LNK2038 RuntimeLibrary 不匹配 MD 和 MT 静态库", "f16-lnk2038-md-vs-mt", "zh"),
    Q("LNK2038 MTd_StaticDebug doesn't match MT_StaticRelease debug build", "f16-lnk2038-debug-vs-release", "plain"),
    Q("Debug 编译 LNK2038 MTd_StaticDebug 不匹配 MT_StaticRelease", "f16-lnk2038-debug-vs-release", "zh"),
    Q("NETSDK1045 current .NET SDK does not support targeting .NET 10", "f16-netsdk1045-net10", "plain"),
    Q("GitHub Actions 里 NETSDK1045 不支持 .NET 10 目标框架", "f16-netsdk1045-net10", "zh"),
    Q("NETSDK1045 does not support targeting .NET Core 3.0 deploy", "f16-netsdk1045-netcore30", "plain"),
    Q("部署时报 NETSDK1045 SDK 不支持 .NET Core 3.0", "f16-netsdk1045-netcore30", "zh"),
    Q("/bin/bash^M bad interpreter running install script", "f16-shebang-crlf", "plain"),
    Q("运行 sh 脚本报 /bin/bash^M 坏的解释器 换行符问题", "f16-shebang-crlf", "zh"),
]
