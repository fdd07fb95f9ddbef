"""Field set 14, part b: .NET SDK and MSBuild, git pathspec, dnf5, javac releases (English and Chinese),
HarmonyOS hdc installs, make and gcc in Chinese locales, Arduino, Windows sockets in Chinese.

Each group's message is copied from the public thread in its `src` (fieldspec.py says how instances
are derived). Whoever writes recognition rules should not read this file (see README.md).
"""

from __future__ import annotations

from fieldspec import G, Q, V

_WIN = ("windows",)
_LINUX = ("linux",)
_TFI = "Microsoft.NET.Sdk\\targets\\Microsoft.NET.TargetFrameworkInference.targets"

GROUPS = [
    # .NET SDK: the target framework the installed SDK cannot build decides the fix.
    G("f14-netsdk1045-net10", "dotnet", "wrapper", "https://github.com/microsoft/slngen/pull/648", [
        "C:\\hostedtoolcache\\windows\\dotnet\\sdk\\9.0.102\\Sdks\\" + _TFI + "(166,5): error NETSDK1045: The current "
        ".NET SDK does not support targeting .NET 10.0.  Either target .NET 9.0 or lower, or use a version of the .NET "
        "SDK that supports .NET 10.0. Download the .NET SDK from https://aka.ms/dotnet/download "
        "[<<root>>\\src\\<<proj>>\\<<proj>>.csproj::TargetFramework=net10.0]",
        V("C:\\hostedtoolcache\\windows\\dotnet\\sdk\\9.0.203\\Sdks\\" + _TFI + "(166,5): error NETSDK1045: The current "
          ".NET SDK does not support targeting .NET 10.0.  Either target .NET 9.0 or lower, or use a version of the "
          ".NET SDK that supports .NET 10.0. Download the .NET SDK from https://aka.ms/dotnet/download "
          "[D:\\a\\_work\\1\\s\\build-tools\\create-packs\\Microsoft.Android.Sdk.proj]\n    0 Warning(s)\n    1 Error(s)",
          src="https://github.com/dotnet/android/pull/10040"),
    ], cmd="dotnet build", os=_WIN, n=5),
    G("f14-netsdk1045-net9", "visual-studio", "everyday", "https://github.com/dotnet/aspnetcore/issues/50960", [
        "Error\tNETSDK1045\tThe current .NET SDK does not support targeting .NET 9.0.  Either target .NET 8.0 or lower, "
        "or use a version of the .NET SDK that supports .NET 9.0. Download the .NET SDK from "
        "https://aka.ms/dotnet/download\tConsoleApp1\t............................\\dotnet\\sdk\\9.0.100-alpha.1.23474.1\\"
        "Sdks\\" + _TFI + "\t166\t",
    ], exit=None, os=_WIN, look="f14-netsdk1045-net10"),
    G("f14-netsdk1045-net11", "dotnet", "multiline", "https://github.com/dotnet/android/pull/10685", [
        "Microsoft.NET.TargetFrameworkInference.targets(188,5): error NETSDK1045:\n"
        "The current .NET SDK does not support targeting .NET 11.0.\n"
        "Either target .NET 10.0 or lower, or use a version of the .NET SDK that supports .NET 11.0.\n"
        "Download the .NET SDK from https://aka.ms/dotnet/download",
    ], cmd="dotnet build", os=_WIN, look="f14-netsdk1045-net10"),
    G("f14-netsdk1045-net7", "visual-studio", "everyday",
       "https://github.com/dotnet-architecture/eShopOnContainers/issues/2166", [
        "Error\tNETSDK1045\tThe current .NET SDK does not support targeting .NET 7.0.",
    ], exit=None, os=_WIN, look="f14-netsdk1045-net9"),
    G("f14-netsdk1045-core15", "dotnet", "version", "https://github.com/dotnet/sdk/issues/14021", [
        "C:\\Program Files\\dotnet\\sdk\\5.0.100-rc.1.20452.10\\Sdks\\" + _TFI + "(146,5): error NETSDK1045: The "
        "current .NET SDK does not support targeting .NET Core 15.0.  Either target .NET Core 5.0 or lower, or use a "
        "version of the .NET SDK that supports .NET Core 15.0. [<<root>>\\2-PropertyWrong.csproj]",
    ], cmd="dotnet build", os=_WIN, look="f14-netsdk1045-net10"),

    # MSBuild: the imported project that is missing decides.
    G("f14-msb4019-cpp-default-props", "msbuild", "multiline", "https://github.com/dotnet/msbuild/issues/10333", [
        "<<root>>\\node_modules\\lmdb\\dependencies\\lz4\\lib\\dll\\example\\fullbench-dll.vcxproj(28,3): error MSB4019: "
        "The imported project \"C:\\Microsoft.Cpp.Default.pr\nops\" was not found. Confirm that the expression in the "
        "Import declaration \"\\Microsoft.Cpp.Default.props\" is correct, and that the file exists on disk.",
    ], cmd="npm install", os=_WIN),
    G("f14-msb4019-xaml-targets", "msbuild", "version", "https://github.com/dotnet/msbuild/issues/794", [
        "O:\\msbuild\\bin\\Bootstrap\\Microsoft.Xaml.targets(19,4): error MSB4019: The imported project "
        "\"O:\\Microsoft.Xaml.targets\" was not found. Confirm that the path in the <Import> declaration is correct, and "
        "that the file exists on disk. [O:\\msbuild\\src\\dirs.proj]",
    ], cmd="msbuild dirs.proj", os=_WIN, look="f14-msb4019-cpp-default-props"),

    # git: the path a checkout names decides.
    G("f14-git-pathspec-lorem-copy", "git", "everyday", "https://github.com/owncloud/core/pull/8089", [
        "error: pathspec 'tests/data/lorem-copy.txt' did not match any file(s) known to git.",
    ], cmd="git checkout tests/data/lorem-copy.txt", os=("linux", "macos")),
    G("f14-git-pathspec-testimage-copy", "git", "everyday", "https://github.com/owncloud/core/pull/8089", [
        "error: pathspec 'tests/data/testimage-copy.png' did not match any file(s) known to git.",
    ], cmd="git checkout tests/data/testimage-copy.png", os=("linux", "macos"), look="f14-git-pathspec-lorem-copy"),

    # dnf5: the local rpm whose package is not installed decides.
    G("f14-dnf5-update-mips-debuginfo", "dnf5", "multiline", "https://github.com/rpm-software-management/dnf5/issues/705", [
        "Package qemu-system-mips-core-debuginfo not installed, cannot update it.\n"
        "No match for argument: qemu-system-mips-core-debuginfo-8.0.2-4.fc38.x86_64.rpm",
    ], cmd="dnf5 update ./*", os=_LINUX),
    G("f14-dnf5-update-ppc-debuginfo", "dnf5", "multiline", "https://github.com/rpm-software-management/dnf5/issues/705", [
        "Package qemu-system-ppc-core-debuginfo not installed, cannot update it.\n"
        "No match for argument: qemu-system-ppc-core-debuginfo-8.0.2-4.fc38.x86_64.rpm",
    ], cmd="dnf5 update ./*", os=_LINUX, look="f14-dnf5-update-mips-debuginfo"),

    # javac: the release the JDK does not know decides (17 against 21, source against target), in two locales.
    G("f14-javac-invalid-source-17", "javac", "locale", "https://github.com/hncboy/ai-beehive/issues/42", [
        V("java: 错误: 无效的源发行版：17", locale="zh", os="windows"),
        V("Cause: error: invalid source release: 17", src="https://github.com/mastodon/mastodon-android/issues/241",
          tool="android-studio", cls="wrapper"),
        V("java: 错误: 无效的源发行版：17", locale="zh", os="macos"),
        V("FAILURE: Build failed with an exception.\n\n* What went wrong:\n"
          "Execution failed for task ':file_saver:compileDebugJavaWithJavac'.\n> error: invalid source release: 17",
          src="https://github.com/incrediblezayed/file_saver/issues/86", tool="gradle", cls="wrapper"),
        V("java: 错误: 无效的源发行版：17", locale="zh", os="linux"),
        V("Execution failed for task ':add_2_calendar:compileDebugJavaWithJavac'.\n> error: invalid source release: 17",
          src="https://github.com/ja2375/add_2_calendar/pull/143", tool="gradle", cls="wrapper"),
    ], cmd="mvn compile", os=("windows", "macos", "linux"), n=12),
    G("f14-maven-invalid-target-17", "maven", "locale", "https://github.com/codingChengxians/zmyy/issues/2", [
        "无效的目标发行版: 17 -> [Help 1]",
    ], cmd="mvn package", os=_WIN, locale="zh", n=10, look="f14-javac-invalid-source-17"),
    G("f14-javac-release-16-unsupported", "javac", "everyday",
       "https://github.com/kristiania-pgr203-2021/pgr203-lectures/issues/9", [
        "java: error: release version 16 not supported",
    ], cmd="mvn compile", os=("windows", "macos"), look="f14-javac-invalid-source-17"),

    # HarmonyOS bm/hdc installs: the error code and reason decide.
    G("f14-hdc-no-signature", "hdc", "runtime-value", "https://github.com/likuai2010/ClashMeta/issues/10", [
        "[Info]App install path:F:\\ROOT\\Harmony OS NEXT\\clash-entry-default.hap, queuesize:0, msg:error: failed to "
        "install bundle. code:9568320 error: no signature file.",
        V("[Info]App install path:/Users/<<user>>/Downloads/auto-installer.hap, queuesize:0, msg:error: failed to "
          "install bundle. code:9568320 error: no signature file.\nAppMod finish",
          src="https://github.com/likuai2010/auto-installer/issues/23", os="macos"),
    ], cmd="hdc install clash-entry-default.hap", os=_WIN),
    G("f14-hdc-dependent-module-missing", "auto-installer", "locale", "https://github.com/likuai2010/auto-installer/issues/23", [
        "Error: 安装失败: error: failed to install bundle. code:9568305 error: Failed to install the HAP or HSP because "
        "the dependent module does not exist. entry's dependent module: library_mpaas_adapter does not exist",
    ], exit=None, os=_WIN, locale="zh", n=10, look="f14-hdc-no-signature"),
    G("f14-hdc-native-package-install", "hdc", "multiline", "https://github.com/TermonyHQ/Termony/issues/137", [
        "error: failed to install bundle.\ncode:9568407\n"
        "error: Failed to install the HAP because installing the native package failed",
    ], cmd="hdc shell bm install -p /data/local/tmp/download_signed.hap", os=("macos", "linux"), look="f14-hdc-no-signature"),
    G("f14-hdc-native-package-extract", "deveco", "multiline", "https://github.com/TermonyHQ/Termony/issues/133", [
        "Install Failed: error: failed to install bundle.\ncode:9568409\n"
        "error: Failed to install the HAP because the extract of the native package failed.",
    ], exit=None, os=("windows", "macos"), look="f14-hdc-native-package-install"),
    G("f14-hdc-parse-native-so", "deveco", "multiline", "https://github.com/NervJS/taro/issues/18338", [
        "Install Failed: error: failed to install bundle.\ncode:9568347\nerror: install parse native so failed.\n"
        "View detailed instructions.",
    ], exit=None, os=("windows", "macos"), look="f14-hdc-native-package-extract"),
    G("f14-hap-installer-temp-missing", "auto-installer", "locale", "https://github.com/likuai2010/auto-installer/issues/60", [
        "文件不存在 C:\\Users\\<<user>>\\AppData\\Local\\Temp\\hap_installer\\temp_signed.hap",
    ], exit=None, os=_WIN, locale="zh", n=10),

    # Arduino: the board summary line, in the IDE's Chinese and English.
    G("f14-arduino-nodemcu-compile", "arduino", "locale", "https://github.com/tzapu/WiFiManager/issues/1202", [
        V("exit status 1\n为开发板 NodeMCU 1.0 (ESP-12E Module) 编译时出错。", locale="zh"),
        V("exit status 1 error compiling for board nodeMCU 1.0 (ESP 12E Module)",
          src="https://github.com/esp8266/Arduino/issues/5070"),
        V("exit status 1\n为开发板 NodeMCU 1.0 (ESP-12E Module) 编译时出错。", locale="zh", os="linux"),
    ], exit=1, os=("windows",), n=6),
    G("f14-arduino-ide2-path-not-found", "arduino", "wrapper",
       "https://github.com/thelastoutpostworkshop/gpio_viewer/issues/164", [
        "The system cannot find the path specified.\nexit status 1\n\nCompilation error: exit status 1",
    ], exit=1, os=_WIN, look="f14-arduino-nodemcu-compile"),

    # make in a Chinese locale: the target with no rule decides; two translations of the same message.
    G("f14-make-no-rule-libzstd", "make", "locale", "https://github.com/facebookresearch/DeepSDF/issues/89", [
        "make[2]: *** 没有规则可制作目标“/home/<<user>>/anaconda3/envs/whp/lib/libzstd.so”，由“../bin/SampleVisibleMeshSurface” "
        "需求。 停止。\nmake[2]: *** 正在等待未完成的任务....",
        "make[2]: *** 没有规则可制作目标“/home/<<user>>/anaconda3/envs/whp/lib/libzstd.so”，"
        "由“../bin/PreprocessMesh” 需求。 停止。",
    ], cmd="make -j", os=_LINUX, locale="zh", n=10),
    G("f14-make-no-rule-test-propose-batch", "make", "version", "https://github.com/Tencent/phxqueue/issues/40", [
        "make[1]: *** 没有规则可以创建“test_propose_batch”需要的目标“test_propose_batch.o”。 停止。",
        "error: make[1]: *** 没有规则可以创建“test_propose_batch”需要的目标“test_propose_batch.o”。 停止。",
    ], cmd="make -j 4", os=_LINUX, locale="zh", n=10, look="f14-make-no-rule-libzstd"),

    # gcc: the header that is missing decides; one of them in the Chinese locale too.
    G("f14-gcc-missing-kcmp-h", "gcc", "locale", "https://github.com/Syllo/nvtop/issues/179", [
        V("linux/kcmp.h：没有那个文件或目录", locale="zh"),
        "/opt/nvtop/src/extract_processinfo_fdinfo.c:28:24: fatal error: linux/kcmp.h: No such file or directory\n"
        " #include <linux/kcmp.h>\n                        ^\ncompilation terminated.",
        V("linux/kcmp.h：没有那个文件或目录", locale="zh"),
    ], cmd="make", os=_LINUX, n=6),
    G("f14-gcc-missing-linux-errno-h", "gcc", "multiline", "https://github.com/happyfish100/libfastcommon/issues/32", [
        "In file included from /usr/include/errno.h:35:0,\n                 from hash.c:12:\n"
        "/usr/include/bits/errno.h:24:26: fatal error: linux/errno.h: No such file or directory\n"
        "-# include <linux/errno.h>\n                          ^\ncompilation terminated.",
    ], cmd="./make.sh", os=_LINUX, look="f14-gcc-missing-kcmp-h"),
    G("f14-gcc-missing-kernel-error-h", "gcc", "multiline", "https://github.com/dthain/basekernel/issues/148", [
        "kshell.c:3:10: fatal error: kernel/error.h: No such file or directory\n #include \"kernel/error.h\"\n"
        "          ^~~~~~~~~~~~~~~~\ncompilation terminated.",
    ], cmd="make", os=_LINUX, look="f14-gcc-missing-linux-errno-h"),
    G("f14-gcc-missing-boot-h", "gcc", "multiline", "https://github.com/carter-yagemann/ARCUS/issues/1", [
        "arch/x86/realmode/rm/wakemain.c:2:10: fatal error: boot.h: No such file or directory\n #include \"boot.h\"\n"
        "          ^~~~~~~~\ncompilation terminated.",
    ], cmd="make -j8", os=_LINUX, look="f14-gcc-missing-kernel-error-h"),

    # Windows sockets in a Chinese locale.
    G("f14-winerror-10061-zh", "python", "locale", "https://github.com/liuhuanyong/SequentialEventExtration/issues/2", [
        "[WinError 10061] 由于目标计算机积极拒绝，无法连接",
    ], cmd="python event_extract.py", os=_WIN, locale="zh", n=10),
]

QUERIES = [
    Q("dotnet build says this sdk can't target net10", "f14-netsdk1045-net10", "plain"),
    Q("dotnet 构建说当前 SDK 不支持 .NET 10", "f14-netsdk1045-net10", "zh"),
    Q("visual studio preview can't build a net9.0 console app", "f14-netsdk1045-net9", "plain"),
    Q("VS 预览版编译 net9.0 控制台程序报 SDK 不支持", "f14-netsdk1045-net9", "zh"),
    Q("build step fails because .NET 11 is newer than the installed sdk", "f14-netsdk1045-net11", "plain"),
    Q("安装的 SDK 太旧不支持 .NET 11", "f14-netsdk1045-net11", "zh"),
    Q("eShopOnContainers won't build for net7 even with dotnet 7 installed", "f14-netsdk1045-net7", "plain"),
    Q("装了 dotnet 7 还是编译不了 net7.0 项目", "f14-netsdk1045-net7", "zh"),
    Q("bogus net15.0 target framework gives a .NET Core error", "f14-netsdk1045-core15", "plain"),
    Q("写错 TargetFramework 成 net15.0 后构建报错", "f14-netsdk1045-core15", "zh"),
    Q("npm native module build can't find Microsoft.Cpp.Default.props", "f14-msb4019-cpp-default-props", "plain"),
    Q("npm 编译原生模块找不到 Microsoft.Cpp.Default.props", "f14-msb4019-cpp-default-props", "zh"),
    Q("msbuild bootstrap build cannot import Microsoft.Xaml.targets", "f14-msb4019-xaml-targets", "plain"),
    Q("msbuild 导入不了 Microsoft.Xaml.targets", "f14-msb4019-xaml-targets", "zh"),
    Q("git checkout of lorem-copy.txt says git doesn't know that file", "f14-git-pathspec-lorem-copy", "plain"),
    Q("git checkout lorem-copy.txt 说 git 不认识这个文件", "f14-git-pathspec-lorem-copy", "zh"),
    Q("git checkout testimage-copy.png fails, file not tracked", "f14-git-pathspec-testimage-copy", "plain"),
    Q("git 检出 testimage-copy.png 失败，文件没被跟踪", "f14-git-pathspec-testimage-copy", "zh"),
    Q("dnf5 update of local rpms refuses qemu mips debuginfo", "f14-dnf5-update-mips-debuginfo", "plain"),
    Q("dnf5 用本地 rpm 更新时 qemu mips 调试包报没安装", "f14-dnf5-update-mips-debuginfo", "zh"),
    Q("dnf5 update skips qemu ppc debuginfo rpm as not installed", "f14-dnf5-update-ppc-debuginfo", "plain"),
    Q("dnf5 更新本地 rpm 时 qemu ppc 调试包匹配不到", "f14-dnf5-update-ppc-debuginfo", "zh"),
    Q("java compile fails because my jdk is older than 17", "f14-javac-invalid-source-17", "plain"),
    Q("编译 java 项目说源版本 17 无效", "f14-javac-invalid-source-17", "zh"),
    Q("maven says target release 17 is invalid on jdk 8", "f14-maven-invalid-target-17", "plain"),
    Q("maven 打包提示目标发行版 17 无效", "f14-maven-invalid-target-17", "zh"),
    Q("intellij says release version 16 isn't supported", "f14-javac-release-16-unsupported", "plain"),
    Q("IDEA 编译说不支持 16 这个版本", "f14-javac-release-16-unsupported", "zh"),
    Q("installing a hap on harmony fails because it isn't signed", "f14-hdc-no-signature", "plain"),
    Q("鸿蒙安装 hap 提示没有签名文件", "f14-hdc-no-signature", "zh"),
    Q("hap install fails, library_mpaas_adapter module it depends on is missing", "f14-hdc-dependent-module-missing", "plain"),
    Q("安装 hap 失败，依赖的 library_mpaas_adapter 模块不存在", "f14-hdc-dependent-module-missing", "zh"),
    Q("bm install of hap with native package fails on a phone", "f14-hdc-native-package-install", "plain"),
    Q("安装带原生包的 hap 失败，手机不支持", "f14-hdc-native-package-install", "zh"),
    Q("hap install fails unpacking the native package from CI", "f14-hdc-native-package-extract", "plain"),
    Q("hap 安装时原生包解压失败", "f14-hdc-native-package-extract", "zh"),
    Q("taro harmony app install fails parsing native .so", "f14-hdc-parse-native-so", "plain"),
    Q("taro 鸿蒙运行时安装失败，解析 so 出错", "f14-hdc-parse-native-so", "zh"),
    Q("hap installer complains its temp signed file does not exist", "f14-hap-installer-temp-missing", "plain"),
    Q("无线调试安装时说临时签名的 hap 文件不存在", "f14-hap-installer-temp-missing", "zh"),
    Q("arduino won't compile for the NodeMCU board", "f14-arduino-nodemcu-compile", "plain"),
    Q("arduino 给 NodeMCU 开发板编译出错", "f14-arduino-nodemcu-compile", "zh"),
    Q("arduino ide 2 compile fails with system cannot find the path", "f14-arduino-ide2-path-not-found", "plain"),
    Q("arduino ide 2 编译时说系统找不到指定路径", "f14-arduino-ide2-path-not-found", "zh"),
    Q("make can't build because libzstd.so in the conda env is missing", "f14-make-no-rule-libzstd", "plain"),
    Q("make 说没有规则生成 conda 环境里的 libzstd.so", "f14-make-no-rule-libzstd", "zh"),
    Q("make has no rule for test_propose_batch.o in phxpaxos", "f14-make-no-rule-test-propose-batch", "plain"),
    Q("编译 phxpaxos 时缺少 test_propose_batch.o 的规则", "f14-make-no-rule-test-propose-batch", "zh"),
    Q("building nvtop fails, linux/kcmp.h header missing on centos 7", "f14-gcc-missing-kcmp-h", "plain"),
    Q("编译 nvtop 找不到 linux/kcmp.h", "f14-gcc-missing-kcmp-h", "zh"),
    Q("offline gcc install cannot find linux/errno.h", "f14-gcc-missing-linux-errno-h", "plain"),
    Q("离线装的 gcc 编译时缺 linux/errno.h 头文件", "f14-gcc-missing-linux-errno-h", "zh"),
    Q("basekernel build fails, kernel/error.h missing", "f14-gcc-missing-kernel-error-h", "plain"),
    Q("basekernel 编译缺少 kernel/error.h", "f14-gcc-missing-kernel-error-h", "zh"),
    Q("kernel build in ARCUS can't find boot.h for wakemain", "f14-gcc-missing-boot-h", "plain"),
    Q("编译内核时 wakemain.c 找不到 boot.h", "f14-gcc-missing-boot-h", "zh"),
    Q("python on chinese windows: connection actively refused by the target machine", "f14-winerror-10061-zh", "plain"),
    Q("运行脚本提示目标计算机积极拒绝连接", "f14-winerror-10061-zh", "zh"),
]
