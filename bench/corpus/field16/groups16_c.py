# ruff: noqa: E501  (messages are kept as the threads wrap them; splitting them further hides their shape)
"""Field set 16, part c: MSVC and MSBuild (platform toolsets, C runtime mismatches, in Chinese and
English), the .NET SDK's target frameworks, and a shebang saved with CRLF line ends."""

from fieldspec import G, Q, V

_W = ("windows",)

GROUPS = [
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
