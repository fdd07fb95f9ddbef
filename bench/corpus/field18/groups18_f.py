"""Field set 18, part f: ansible-galaxy, rebar3, ndk-build, dotnet, nvm-windows, composer, opam, Unreal's editor log, Visual Studio in Chinese."""

from __future__ import annotations

from fieldspec import G, Q, V

W = ("windows",)
L = ("linux",)
_NETSDK = ("error NETSDK1045: The current .NET SDK does not support targeting .NET 6.0.  Either target .NET 5.0 or lower, or use a "
           "version of the .NET SDK that supports .NET 6.0.")
_NVM_PS = ("nvm : The term 'nvm' is not recognized as the name of a cmdlet, function, script file, or operable program. Check the \n"
           "spelling of the name, or if a path was included, verify that the path is correct and try again.")

GROUPS = [
    G("f18-galaxy-prerelease-only", "ansible-galaxy", "version", "https://github.com/ansible/ansible/issues/80048", [
        "Starting galaxy collection install process\nProcess install dependency map\nERROR! Failed to resolve the requested dependencies map. Could not satisfy the following requirements:\n* o0_o.host:* (direct request)",
        V("Starting galaxy collection install process\nProcess install dependency map\n[ERROR]: Failed to resolve the requested dependencies map. Could not satisfy the following requirements:\n* ceph.cephadm:* (direct request)\nHint: Pre-releases hosted on Galaxy or Automation Hub are not installed by default unless a specific version is requested. To enable pre-releases globally, use --pre: [RequirementInformation(requirement=<ceph.cephadm:* of type 'galaxy' from Galaxy>, parent=None)]", cmd="ansible-galaxy collection install ceph.cephadm", src="https://github.com/ceph/cephadm-ansible/issues/374"),
    ], cmd="ansible-galaxy collection install o0_o.host", os=("macos", "linux"), n=6),
    G("f18-rebar3-git-protocol-dep", "rebar3", "multiline", "https://github.com/travelping/pfcplib/issues/36", [
        "===> Verifying dependencies...\n===> Fetching flower (from {git,\"git://github.com/travelping/flower.git\",{branch,\"master\"}})\n===> Failed to fetch and copy dep: {git,\"git://github.com/travelping/flower.git\",\n                                   {branch,\"master\"}}",
        V("$ rebar3 compile\n===> Verifying dependencies...\n===> Fetching sync (from {git,\"git://github.com/rustyio/sync.git\",{branch,\"master\"}})\n===> Failed to fetch and copy dep: {git,\"git://github.com/rustyio/sync.git\",\n                                   {branch,\"master\"}}", cmd="rebar3 compile", src="https://github.com/rustyio/sync/pull/95"),
        V("===> Fetching bson (from {git,\"git://github.com/comtihon/bson-erlang\",{tag,\"v0.2.4\"}})\n===> sh(git clone  git://github.com/comtihon/bson-erlang .tmp_dir<<n2>>5477737 -b v0.2.4 --single-branch)\nfailed with return code 128 and the following output:\nCloning into '.tmp_dir<<n2>>5477737'...\nfatal: unable to connect to github.com:\ngithub.com[0: 140.82.121.4]: errno=Connection timed out\n\n\n===> Failed to fetch and copy dep: {git,\"git://github.com/comtihon/bson-erlang\",\n                                   {tag,\"v0.2.4\"}}", cmd="DEBUG=1 ./rebar3 get-deps", src="https://github.com/erlang/rebar3/issues/2717"),
    ], cmd="rebar3 as pcap do compile, shell", os=L, n=6),
    G("f18-rebar3-hex-copy-windows", "rebar3", "non-file-path", "https://github.com/rabbitmq/ra/issues/193", [
        "===> Version cached at c:/Users/<<user>>/.cache/rebar3/hex/hexpm/packages/gen_batch_server-0.8.4.tar is up to date, reusing it\n===> Failed to fetch and copy dep: {pkg,<<\"gen_batch_server\">>,<<\"0.8.4\">>,\n                                   <<\"20535E9DBD4DC234E63B3DF79BA65D8A770396B2CAD6B4068A1E37E3AE010900\">>,",
    ], cmd="rebar3 compile", os=W, look="f18-rebar3-git-protocol-dep"),
    G("f18-ndk-build-relative-jni", "ndk-build", "wrapper", "https://github.com/bilibili/ijkplayer/issues/3750", [
        "Android NDK: Your APP_BUILD_SCRIPT points to an unknown file: .//jni/Android.mk    \n<<home>>/android/android-ndk-r10e/build/core/add-application.mk:199: *** Android NDK: Aborting...    .  Stop.",
        V("Android NDK: Your APP_BUILD_SCRIPT points to an unknown file: ./jni/Android.mk ", cmd="./misc/build-native.sh", src="https://github.com/cernekee/ics-openconnect/issues/14", cls="everyday"),
        V("make: Entering directory '<<root>>/SDL2-2.0.14'\nAndroid NDK: Your APP_BUILD_SCRIPT points to an unknown file: ./SDL2-2.0.14/Android.mk    \n<<home>>/android/sdk/ndk/22.1.7171670/build/core/add-application.mk:88: *** Android NDK: Aborting...    .  Stop.\nmake: Leaving directory '<<root>>/SDL2-2.0.14'", cmd="./build_sdl2.sh", src="https://github.com/AlexanderAgd/SDL2-Android/issues/3"),
    ], cmd="./compile-ijk.sh", os=L, exit=2, n=6),
    G("f18-ndk-build-space-in-path", "gradle", "non-file-path", "https://github.com/AdAway/AdAway/issues/3394", [
        "[CXX1405]` error when building with ndkBuild using <<home>>\\My Drive\\App Developer Files\\AdAway-master\\tcpdump\\jni\\Android.mk: Android NDK: Your APP_BUILD_SCRIPT points to an unknown file: <<home>>\\My Drive\\App Developer Files\\AdAway-master\\tcpdump\\jni\\Android.mk    ",
    ], cmd="gradlew.bat assembleDebug", os=W, n=6, look="f18-ndk-build-relative-jni"),
    G("f18-dotnet-sdk5-targets-net6", "dotnet", "wrapper", "https://github.com/mosa/MOSA-Project/issues/954", [
        "/usr/share/dotnet/sdk/5.0.403/Sdks/Microsoft.NET.Sdk/targets/Microsoft.NET.TargetFrameworkInference.targets(141,5): " + _NETSDK + " [<<root>>/Source/Mosa.Kernel.BareMetal.x86/Mosa.Kernel.BareMetal.x86.csproj]",
        V("Error\tNETSDK1045\tThe current .NET SDK does not support targeting .NET 6.0.  Either target .NET 5.0 or lower, or use a version of the .NET SDK that supports .NET 6.0.\tpkNX.Sprites\tC:\\Program Files\\dotnet\\sdk\\5.0.409\\Sdks\\Microsoft.NET.Sdk\\targets\\Microsoft.NET.TargetFrameworkInference.targets\t141\t", os="windows", tool="devenv", cmd="devenv pkNX.sln /build Release", src="https://github.com/kwsch/pkNX/issues/212"),
        V("Error\tNETSDK1045\tThe current .NET SDK does not support targeting .NET 6.0.  Either target .NET 5.0 or lower, or use a version of the .NET SDK that supports .NET 6.0.\twasm\tC:\\Program Files\\dotnet\\sdk\\5.0.302\\Sdks\\Microsoft.NET.Sdk\\targets\\Microsoft.NET.TargetFrameworkInference.targets\t", os="windows", tool="devenv", cmd="devenv MissionPlanner.sln /build Debug", src="https://github.com/ArduPilot/MissionPlanner/issues/2668"),
        V("NETSDK1045 The current .NET SDK does not support targeting .NET 6.0. Either target .NET 5.0 or lower, or use a version of the .NET SDK that supports .NET 6.0. ConsoleEF C:\\Program Files\\dotnet\\sdk\\5.0", os="windows", cmd="dotnet build ConsoleEF.csproj", src="https://github.com/dotnet/sdk/issues/25218", cls="runtime-value"),
    ], cmd="dotnet build", os=L, n=8),
    G("f18-nvm-windows-not-recognized", "powershell", "multiline", "https://github.com/OpenAdaptAI/OpenAdapt/issues/739", [
        _NVM_PS + "\nAt D:\\a\\OpenAdapt\\OpenAdapt\\openadapt\\app\\dashboard\\entrypoint.ps1:1 char:1\n+ nvm install 21\n+ ~~~\n    + CategoryInfo          : ObjectNotFound: (nvm:String) [], CommandNotFoundException\n    + FullyQualifiedErrorId : CommandNotFoundException",
        V(_NVM_PS + "\nAt line:1 char:1\n+ nvm\n+ ~~~\n    + CategoryInfo          : ObjectNotFound: (nvm:String) [], CommandNotFoundException\n    + FullyQualifiedErrorId : CommandNotFoundException", cmd="nvm", src="https://github.com/nvm-windows/nvm/issues/1293"),
        V("'nvm' is not recognized as an internal or external command, operable program or batch file.", shell="cmd", cmd="nvm -v", src="https://github.com/insidesherpa/JPMC-tech-task-2-PY3/issues/455", cls="shell"),
    ], cmd="./entrypoint.ps1", os=W, shells=("powershell",), n=6, look="f18-taro-powershell-not-recognized-zh"),
    G("f18-composer-ext-gd-missing", "composer", "multiline", "https://github.com/Intervention/image/issues/23", [
        "Loading composer repositories with package information\nUpdating dependencies (including require-dev)\nYour requirements could not be resolved to an installable set of packages.\n\n  Problem 1\n    - Installation request for intervention/image dev-master -> satisfiable by intervention/image[dev-master].\n    - intervention/image dev-master requires ext-gd \\* -> the requested PHP extension gd is missing from your system.",
        V("Using version ^1.2 for phpoffice/phpspreadsheet\n./composer.json has been created\nLoading composer repositories with package information\nUpdating dependencies (including require-dev)\nYour requirements could not be resolved to an installable set of packages.\n\n  Problem 1\n    - phpoffice/phpspreadsheet 1.2.1 requires ext-gd * -> the requested PHP extension gd is missing from your system.\n    - phpoffice/phpspreadsheet 1.2.0 requires ext-gd * -> the requested PHP extension gd is missing from your system.\n    - Installation request for phpoffice/phpspreadsheet ^1.2 -> satisfiable by phpoffice/phpspreadsheet[1.2.0, 1.2.1].\n\n  To enable extensions, verify that they are enabled in your .ini files:\n    - <<home>>\\Downloads\\php-7.2.4-nts-Win32-VC15-x64\\php.ini\n  You can also run `php --ini` inside terminal to see which files are used by PHP in CLI mode.\n\nInstallation failed, deleting ./composer.json.", os="windows", cmd="composer require phpoffice/phpspreadsheet", src="https://github.com/PHPOffice/PhpSpreadsheet/issues/20"),
        V("Problem 1 - The requested PHP extension ext-exif * is missing from your system. Install or enable PHP's exif extension.\nProblem 2 - The requested PHP extension ext-gd * is missing from your system. Install or enable PHP's gd extension.", cmd="composer install", src="https://github.com/nanoninja/php-fpm/issues/4", cls="version"),
    ], cmd="composer update", os=L, n=6),
    G("f18-opam-conf-gmp-header", "opam", "multiline", "https://github.com/mirage/mirage/issues/413", [
        "[ERROR] The compilation of conf-gmp failed at \"sh -c cc -c $CFLAGS test.c\".\n\n#=== ERROR while installing conf-gmp.1 ========================================#\n# opam-version 1.2.2\n# os           darwin\n# command      sh -c cc -c $CFLAGS test.c\n# path         <<home>>/.opam/mirage/build/conf-gmp.1\n# compiler     system (4.02.1)\n# exit-code    1\n# env-file     <<home>>/.opam/mirage/build/conf-gmp.1/conf-gmp-<<pid>>-<<hex7>>.env\n# stdout-file  <<home>>/.opam/mirage/build/conf-gmp.1/conf-gmp-<<pid>>-<<hex7>>.out\n# stderr-file  <<home>>/.opam/mirage/build/conf-gmp.1/conf-gmp-<<pid>>-<<hex7>>.err\n### stderr ###\n# test.c:1:10: fatal error: 'gmp.h' file not found\n# #include <gmp.h>\n#          ^\n# 1 error generated.",
        V("#=== ERROR while installing conf-gmp.1 ========================================#\n# opam-version 1.2.1\n# os           linux\n# command      sh -c cc -c $CFLAGS test.c\n# path         /home/travis/.opam/system/build/conf-gmp.1\n# compiler     system (4.02.1)\n# exit-code    1\n# env-file     /home/travis/.opam/system/build/conf-gmp.1/conf-gmp-<<pid>>-<<hex7>>.env\n# stdout-file  /home/travis/.opam/system/build/conf-gmp.1/conf-gmp-<<pid>>-<<hex7>>.out\n# stderr-file  /home/travis/.opam/system/build/conf-gmp.1/conf-gmp-<<pid>>-<<hex7>>.err\n### stderr ###\n# test.c:1:17: fatal error: gmp.h: No such file or directory\n# compilation terminated.", os="linux", src="https://github.com/mirage/ocaml-cstruct/pull/65", cls="two-programs"),
    ], cmd="mirage configure --unix", os=("macos",), n=6),
    G("f18-opam-conf-gmp-bwrap", "opam", "multiline", "https://github.com/ocaml/opam-repository/issues/26109", [
        "[ERROR] The compilation of conf-gmp.4 failed at \"sh -exc cc -c $CFLAGS -I/usr/local/include test.c\".\n\n#=== ERROR while compiling conf-gmp.4 =========================================#\n# context              2.1.6 | linux/x86_64 | ocaml-base-compiler.5.1.0 | git+https://github.com/ocaml/opam-repository.git\n# path                 ~/.opam/5.1.0/.opam-switch/build/conf-gmp.4\n# command              ~/.opam/opam-init/hooks/sandbox.sh build sh -exc cc -c $CFLAGS -I/usr/local/include test.c\n# exit-code            1\n# env-file             ~/.opam/log/conf-gmp-<<pid>>-<<hex7>>.env\n# output-file          ~/.opam/log/conf-gmp-<<pid>>-<<hex7>>.out\n### output ###\n# bwrap: loopback: Failed RTM_NEWADDR: Operation not permitted",
    ], cmd="opam install conf-gmp", os=L, look="f18-opam-conf-gmp-header"),
    G("f18-ue-directory-watcher-plugins-zh", "UnrealEditor", "locale", "https://github.com/unrealcv/unrealcv/issues/192", [
        "LogDirectoryWatcher:Warning: Failed to begin reading directory changes for ../../../../../<<proj>>/firstdata/Plugins/. Error: 系统找不到指定的文件。 (0x00000002)",
    ], cmd="UE4Editor.exe <<root>>\\firstdata.uproject", os=W, locale="zh", exit=None, n=8),
    G("f18-vs-c1083-dlib-source-zh", "devenv", "locale", "https://github.com/Bemfool/bfm-visual-tool/issues/3", [
        "错误\tC1083\t无法打开源文件: “..\\..\\Software\\dlib\\dlib-19.17\\dlib-19.17\\dlib\\all\\source.cpp”: No such file or directory\t",
    ], cmd="devenv bfm_visual_tool.sln /build Release", os=W, locale="zh", n=8, look="f18-msvc-cudaguard-h-zh"),
]

QUERIES = [
    Q("ansible-galaxy could not satisfy requirement direct request, only pre-release published", "f18-galaxy-prerelease-only", "plain"),
    Q("ansible-galaxy 安装集合 依赖解析失败 只有预发布版本", "f18-galaxy-prerelease-only", "zh"),
    Q("rebar3 failed to fetch and copy dep from git:// github url", "f18-rebar3-git-protocol-dep", "plain"),
    Q("rebar3 拉取 git:// 依赖失败 改成 https", "f18-rebar3-git-protocol-dep", "zh"),
    Q("rebar3 on Windows cannot copy cached hex package gen_batch_server", "f18-rebar3-hex-copy-windows", "plain"),
    Q("windows 上 rebar3 缓存的 hex 包 复制失败", "f18-rebar3-hex-copy-windows", "zh"),
    Q("ndk-build APP_BUILD_SCRIPT points to unknown file ./jni/Android.mk", "f18-ndk-build-relative-jni", "plain"),
    Q("ndk-build 找不到 jni/Android.mk NDK_PROJECT_PATH 环境变量", "f18-ndk-build-relative-jni", "zh"),
    Q("ndkBuild fails when the project folder path has spaces", "f18-ndk-build-space-in-path", "plain"),
    Q("项目路径有空格 ndk-build 找不到 Android.mk", "f18-ndk-build-space-in-path", "zh"),
    Q("NETSDK1045 .NET 5 SDK cannot target net6.0", "f18-dotnet-sdk5-targets-net6", "plain"),
    Q("dotnet 5 的 SDK 编译 net6.0 项目 报 NETSDK1045", "f18-dotnet-sdk5-targets-net6", "zh"),
    Q("nvm is not recognized in PowerShell after installing nvm-windows", "f18-nvm-windows-not-recognized", "plain"),
    Q("装了 nvm-windows 以后 powershell 识别不了 nvm", "f18-nvm-windows-not-recognized", "zh"),
    Q("composer requires ext-gd the requested PHP extension gd is missing", "f18-composer-ext-gd-missing", "plain"),
    Q("composer 安装 提示缺少 php gd 扩展", "f18-composer-ext-gd-missing", "zh"),
    Q("opam conf-gmp fails gmp.h not found", "f18-opam-conf-gmp-header", "plain"),
    Q("opam 装 conf-gmp 找不到 gmp.h", "f18-opam-conf-gmp-header", "zh"),
    Q("opam conf-gmp bwrap loopback Failed RTM_NEWADDR operation not permitted", "f18-opam-conf-gmp-bwrap", "plain"),
    Q("opam 沙箱 bwrap 报 RTM_NEWADDR 不允许", "f18-opam-conf-gmp-bwrap", "zh"),
    Q("Unreal editor log failed to begin reading directory changes for Plugins", "f18-ue-directory-watcher-plugins-zh", "plain"),
    Q("UE 编辑器日志 Plugins 目录 系统找不到指定的文件", "f18-ue-directory-watcher-plugins-zh", "zh"),
    Q("Visual Studio C1083 cannot open dlib all/source.cpp", "f18-vs-c1083-dlib-source-zh", "plain"),
    Q("VS 编译 无法打开 dlib 的 source.cpp 源文件", "f18-vs-c1083-dlib-source-zh", "zh"),
]
