"""Field set 14, part a: Zig, Portage, GHC/stack, TeX Live, Flatpak, snap, PowerShell, Keil, SCons, NuGet, Maven.

Each group's message is copied from the public thread in its `src` (fieldspec.py says how instances
are derived). Whoever writes recognition rules should not read this file (see README.md).
"""

from __future__ import annotations

from fieldspec import G, Q, V

_WIN = ("windows",)
_LINUX = ("linux",)
_CARET68 = "                    ^" + "~" * 69  # under a quoted 68-character legacy Zig hash

GROUPS = [
    G("f14-zig-hash-mismatch", "zig", "version", "https://github.com/allyourcodebase/ffmpeg/issues/13", [
        V("build.zig.zon:<<line>>:21: error: hash mismatch: expected: 1220<<hex64>>, found: "
          "1220a2bbc60529c1826a71d6a2b7bb6378d488f6e90c9eaf72b7f9cc2589ada106d3\n"
          "            .hash = \"1220<<hex64>>\",\n" + _CARET68),
        V("Fetch Packages [<<n>>/8] <<root>>/build.zig.zon:<<line>>:21: error: hash mismatch: manifest declares "
          "1220<<hex64>> but the fetched package has 1220e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855\n"
          "            .hash = \"1220<<hex64>>\",\n" + _CARET68, src="https://github.com/foxnne/pixi/issues/47"),
        V("<<root>>\\build.zig.zon:<<line>>:21: error: hash mismatch: manifest declares '1220<<hex64>>' but the fetched "
          "package has '12201d54a5eb828abc4dfef3c9eeee16d31a29fd58066d5060f377967cd0554b2954'\n"
          "            .hash = \"1220<<hex64>>\",", os="windows", src="https://github.com/ziglang/zig/issues/25973"),
        V("Fetch Packages [2/2] zigini... <<root>>/build.zig.zon:<<line>>:21: error: hash mismatch: expected: "
          "1220<<hex64>>, found: 12200dd136842068a2e82afb6ffd2821128140ca0b0fc59390a9bbe732d929eb75af\n"
          "            .hash = \"1220<<hex64>>\",\n" + _CARET68, src="https://github.com/fairyglade/ly/issues/612",
          cls="wrapper"),
    ], cmd="zig build", os=("linux", "macos"), n=8),

    # Portage: one complaint, the atom that cannot be satisfied decides the fix.
    G("f14-emerge-sage-clib", "emerge", "everyday", "https://github.com/cschwan/sage-on-gentoo/issues/266", [
        "emerge: there are no ebuilds to satisfy \"~sci-mathematics/sage-clib-5.12\".\n"
        "(dependency required by \"sci-mathematics/sage-5.12::sage-on-gentoo\" [ebuild])",
    ], cmd="emerge sage", os=_LINUX),
    G("f14-emerge-zeitgeist", "emerge", "everyday", "https://github.com/pimvullers/elementary/issues/190", [
        "emerge: there are no ebuilds to satisfy \"gnome-extra/zeitgeist\".",
    ], cmd="emerge -av pantheon-meta", os=_LINUX, look="f14-emerge-sage-clib"),
    G("f14-emerge-libx11-abi", "emerge", "everyday", "https://github.com/MaartenBaert/ssr/issues/264", [
        "emerge: there are no ebuilds to satisfy \"x11-libs/libX11[abi_x86_32(-)?,abi_x86_64(-)?,abi_x86_x32(-)?,"
        "abi_mips_n32(-)?,abi_mips_n64(-)?,abi_mips_o32(-)?,abi_ppc_32(-)?,abi_ppc_64(-)?,abi_s390_32(-)?,"
        "abi_s390_64(-)?]\".\n"
        "(dependency required by \"media-video/simplescreenrecorder-0.3.1-r1::anders-larsson\" [ebuild])",
    ], cmd="emerge -u simplescreenrecorder", os=_LINUX, look="f14-emerge-zeitgeist"),
    G("f14-emerge-gobject-introspection", "emerge", "wrapper", "https://github.com/jorgicio/jorgicio-gentoo-overlay/issues/222", [
        "emerge: there are no ebuilds to satisfy \"dev-libs/gobject-introspection[python_targets_python3_7(-),"
        "python_single_target_python3_7(+)]\".\n"
        "(dependency required by \"x11-misc/ulauncher-5.4.0::jorgicio\" [ebuild])\n"
        "(dependency required by \"ulauncher\" [argument])",
        "These are the packages that would be merged, in order:\n\nCalculating dependencies... done!\n\n"
        "emerge: there are no ebuilds to satisfy \"dev-libs/gobject-introspection[python_targets_python3_7(-),"
        "python_single_target_python3_7(+)]\".\n"
        "(dependency required by \"x11-misc/ulauncher-5.4.0::jorgicio\" [ebuild])\n"
        "(dependency required by \"ulauncher\" [argument])",
    ], cmd="sudo emerge -av ulauncher", os=_LINUX, look="f14-emerge-sage-clib"),
    G("f14-emerge-chrome-icu", "emerge", "non-file-path", "https://github.com/FydeOS/chromium_os-raspberry_pi/issues/202", [
        "emerge: there are no ebuilds to satisfy \"~chromeos-base/chrome-icu-92.0.4515.138_rc\" for /build/rpi4/.",
    ], cmd="./build_packages --board=rpi4", os=_LINUX, look="f14-emerge-gobject-introspection"),

    # GHC: a module in a package the build does not expose; the module and package decide.
    G("f14-ghc-hidden-clock", "stack", "multiline", "https://github.com/commercialhaskell/stack/issues/2333", [
        "<<root>>/app/Main.hs:4:8:\n"
        "    Could not find module ‘System.Clock’\n"
        "    It is a member of the hidden package ‘clock-0.7.2@CEVm9DSU9Qg1Hme0DtWvh6’.\n"
        "    Perhaps you need to add ‘clock’ to the build-depends in your .cabal file.\n"
        "    Use -v to see a list of the files searched for.",
    ], cmd="stack ghci", look="f14-ghc-hidden-filepath"),
    G("f14-ghc-hidden-filepath", "stack", "multiline", "https://github.com/commercialhaskell/stack/issues/941", [
        "/tmp/stack<<pid>>/happy-1.19.5/Setup.lhs:13:8:\n"
        "    Could not find module ‘System.FilePath’\n"
        "    It is a member of the hidden package ‘filepath-1.4.0.0@filep_KsGE6pHE5eZHSN90ZVax6A’.\n"
        "    Use -v to see a list of the files searched for.",
    ], cmd="stack install happy"),
    G("f14-ghc-hidden-directory", "stack", "multiline", "https://github.com/commercialhaskell/stack/issues/941", [
        "/tmp/stack<<pid>>/happy-1.19.5/Setup.lhs:15:8:\n"
        "    Could not find module ‘System.Directory’\n"
        "    It is a member of the hidden package ‘directory-1.2.2.0@direc_KowvXytSqazBcvN7MGpFtg’.\n"
        "    Use -v to see a list of the files searched for.",
    ], cmd="stack install happy", look="f14-ghc-hidden-filepath"),
    G("f14-ghc-load-hidden-dhall", "ghc", "multiline", "https://github.com/dhall-lang/dhall-haskell/issues/1891", [
        "<<root>>/src/Dhall/LSP/Backend/Dhall.hs:21:1: error:\n"
        "    Could not load module ‘Dhall.Parser’\n"
        "    It is a member of the hidden package ‘dhall-1.33.1’.\n"
        "    You can run ‘:set -package dhall’ to expose it.\n"
        "    (Note: this unloads all the modules in the current scope.)\n"
        "    Use -v (or `:set -v` in ghci) to see a list of the files searched for.",
    ], cmd="stack test dhall-lsp-server", os=_LINUX),
    G("f14-ghc-load-hidden-shakespeare", "ghc", "multiline", "https://github.com/commercialhaskell/stackage/issues/4659", [
        "src/Text/Hamlet/Parse.hs:15:1: error:\n"
        "    Could not load module ‘Text.Shakespeare.Base’\n"
        "    It is a member of the hidden package ‘shakespeare-2.0.20’.\n"
        "    You can run ‘:set -package shakespeare’ to expose it.\n"
        "    (Note: this unloads all the modules in the current scope.)\n"
        "    Use -v to see a list of the files searched for.",
    ], cmd="stack test heterocephalus", os=_LINUX, look="f14-ghc-load-hidden-dhall"),
    G("f14-ghc-hidden-module-paths", "ghc", "multiline", "https://github.com/commercialhaskell/stackage/issues/4667", [
        "src/Network/Bugsnag/Notifier.hs:18:1: error:\n"
        "    Could not load module ‘Paths_bugsnag_haskell’\n"
        "    it is a hidden module in the package ‘bugsnag-haskell-0.0.3.0’\n"
        "    Use -v to see a list of the files searched for.",
    ], cmd="stack test bugsnag-haskell", os=_LINUX, look="f14-ghc-load-hidden-dhall"),

    # TeX Live: the package tlmgr cannot find decides.
    G("f14-tlmgr-soulutf8", "tlmgr", "wrapper", "https://github.com/dalibo/pandocker/issues/263", [
        "tlmgr install: package soulutf8 not present in repository.",
        "tlmgr: package repository https://mirrors.mit.edu/CTAN/systems/texlive/tlnet (verified)\n"
        "tlmgr install: package soulutf8 not present in repository.",
    ], cmd="tlmgr install soulutf8", os=_LINUX),
    G("f14-tlmgr-lmodern", "tinytex", "wrapper", "https://github.com/rstudio/tinytex/issues/261", [
        "tlmgr.pl install: package lmodern not present in repository.\n"
        "tlmgr.pl: action install returned an error; continuing.\n"
        "tlmgr.pl: package repository https://distrib-coffee.ipsl.jussieu.fr/pub/mirrors/ctan/systems/texlive/tlnet (verified)\n"
        "tlmgr.pl: An error has occurred. See above messages. Exiting.",
    ], cmd="Rscript -e 'tinytex::tlmgr_install(\"lmodern\")'", os=("windows", "linux"), look="f14-tlmgr-soulutf8"),

    # Flatpak: the flathub remote is missing (worded two ways) against an app id no remote has.
    G("f14-flatpak-no-flathub-remote", "flatpak", "version", "https://github.com/mdh34/quickDocs/issues/62", [
        "Looking for matches…\nerror: No remote refs found similar to ‘flathub’",
        V("error: No remote refs found similar to ‘flathub’", src="https://github.com/torproject/torbrowser-launcher/issues/461"),
        V("Looking for matches…\nerror: No remote refs found for ‘flathub’", src="https://github.com/hluk/CopyQ/issues/3596"),
    ], cmd="flatpak install flathub com.github.mdh34.quickdocs", os=_LINUX),
    G("f14-flatpak-no-app-ref", "flatpak", "everyday", "https://github.com/JetpackDuba/Gitnuro/issues/154", [
        "error: No remote refs found similar to ‘com.jetpackduba.Gitnuro’",
    ], cmd="flatpak install --user com.jetpackduba.Gitnuro", os=_LINUX, look="f14-flatpak-no-flathub-remote"),
    G("f14-flatpak-no-such-ref-gl", "flatpak", "non-file-path", "https://github.com/flatpak/flatpak/issues/6086", [
        "F: Warning: Treating remote fetch error as non-fatal since runtime/org.freedesktop.Platform.GL.default/x86_64/24.08 "
        "is already installed: No such ref 'runtime/org.freedesktop.Platform.GL.default/x86_64/24.08' in remote flathub",
    ], cmd="flatpak update", os=_LINUX, exit=0),
    G("f14-flatpak-no-such-ref-kde", "flatpak", "non-file-path", "https://github.com/flatpak/flatpak/issues/6293", [
        "F: Warning: Treating remote fetch error as non-fatal since runtime/org.kde.Platform/x86_64/6.9 is already "
        "installed: No such ref 'runtime/org.kde.Platform/x86_64/6.9' in remote flathub",
    ], cmd="flatpak update", os=_LINUX, exit=0, look="f14-flatpak-no-such-ref-gl"),

    # snap: a snap that is not installed against one the store does not have.
    G("f14-snap-not-installed", "snap", "everyday", "https://github.com/nicolasbock/ebuildtester/issues/193", [
        "error: snap \"ebuildtester\" is not installed",
    ], cmd="snap connect ebuildtester:docker-executables docker:docker-executables", os=_LINUX),
    G("f14-snap-no-snap-found", "snap", "everyday", "https://github.com/ansible-collections/community.general/issues/2916", [
        "error: no snap found for \"pycharm-professional\"",
    ], cmd="snap info pycharm-professional", os=_LINUX, look="f14-snap-not-installed"),
    G("f14-snap-no-base", "snap", "multiline", "https://github.com/Botspot/pi-apps/pull/1104", [
        "error: cannot install \"snapd\": cannot install snapd snap on a model without a\n       base snap yet",
    ], cmd="sudo snap install snapd", os=_LINUX),

    # PowerShell: the command it cannot resolve decides.
    G("f14-ps-run-exe", "poshc2", "wrapper", "https://github.com/nettitude/PoshC2/issues/66", [
        "The term <run-exe> is not recognized as the name of a cmdlet, function, script file, or operable program. "
        "Check the spelling of the name, or if a path was included, verify that the path is correct and try again.",
    ], cmd="run-exe SharpChrome.Program SharpChrome logins", os=_WIN, shells=("powershell",)),
    G("f14-ps-apply-pnp-template", "powershell", "shell", "https://github.com/pnp/powershell/issues/179", [
        "Apply-PnPProvisioningTemplate : The term 'Apply-PnPProvisioningTemplate' is not recognized as the name of a cmdlet",
    ], cmd="Apply-PnPProvisioningTemplate -Path \"template.xml\"", os=_WIN, shells=("powershell",), look="f14-ps-run-exe"),

    # Keil armlink: the undefined symbol decides.
    G("f14-armlink-undef-msh-exec", "armlink", "everyday", "https://github.com/RT-Thread/rt-thread/issues/537", [
        ".\\build\\template.axf: Error: L6218E: Undefined symbol msh_exec (referred from shell.o).",
    ], cmd="scons --target=mdk4", os=_WIN),
    G("f14-armlink-undef-msh-is-used", "armlink", "everyday", "https://github.com/RT-Thread/rt-thread/issues/537", [
        ".\\build\\template.axf: Error: L6218E: Undefined symbol msh_is_used (referred from shell.o).",
    ], cmd="scons --target=mdk4", os=_WIN, look="f14-armlink-undef-msh-exec"),
    G("f14-scons-py2-print", "scons", "multiline", "https://github.com/RT-Thread/rt-thread/issues/853", [
        "scons: Reading SConscript files ...\n"
        "  File \"<<root>>\\components\\external\\cairo\\SConscript\", line 9\n\n"
        "    print '================ERROR============================'\n\n"
        "                                                            ^\n\n"
        "SyntaxError: invalid syntax",
    ], cmd="scons", os=_WIN, exit=2),

    # NuGet restore: the package id no source has decides.
    G("f14-nuget-nu1101-iotdm", "visual-studio", "everyday", "https://github.com/ms-iot/iot-core-azure-dm-client/issues/295", [
        "Error\tNU1101\tUnable to find package IoTDMClientLib. No packages exist with this id in source(s): "
        "C:\\iot-core-azure-dm-client\\nuget, Microsoft Visual Studio Offline Packages, nuget.org\tE2ETestApp\t"
        "C:\\iot-core-azure-dm-client\\tests\\E2ETestApp\\E2ETestApp.csproj\t1",
    ], exit=None, os=_WIN, look="f14-nuget-nu1101-codegen-tools"),
    G("f14-nuget-nu1101-codegen-tools", "dotnet", "multiline", "https://github.com/zsusac/VulnerableCoreApp/issues/5", [
        "C:\\Users\\xyz\\sitetest\\VulnerableCoreApp\\VulnerableCoreApp.csproj : error NU\n"
        "1101: Unable to find package Microsoft.VisualStudio.Web.CodeGeneration.Tools. No pa\n"
        "ckages exist with this id in source(s): Microsoft Visual Studio Offline Packages",
    ], cmd="dotnet run", os=_WIN),
    G("f14-nuget-nu1101-aspnetcore-all", "dotnet", "multiline", "https://github.com/zsusac/VulnerableCoreApp/issues/5", [
        "C:\\Users\\xyz\\sitetest\\VulnerableCoreApp\\VulnerableCoreApp.csproj : error NU\n"
        "1101: Unable to find package Microsoft.AspNetCore.All. No packages exist with this\n"
        "id in source(s): Microsoft Visual Studio Offline Packages",
    ], cmd="dotnet run", os=_WIN, look="f14-nuget-nu1101-codegen-tools"),

    # Maven: source/target 5 dropped by newer JDKs, the suggested release changed across JDKs.
    G("f14-maven-source-option-5", "maven", "version", "https://github.com/nativelibs4java/JavaCL/issues/42", [
        "[ERROR] Source option 5 is no longer supported. Use 6 or later.\n"
        "[ERROR] Target option 1.5 is no longer supported. Use 1.6 or later.",
        V("[ERROR] COMPILATION ERROR :\n[INFO] -------------------------------------------------------------\n"
          "[ERROR] Source option 5 is no longer supported. Use 6 or later.\n"
          "[ERROR] Target option 1.5 is no longer supported. Use 1.6 or later.\n[INFO] 2 errors",
          src="https://github.com/jyhehir/mobster/issues/26", cls="wrapper"),
        V("[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.1:compile (default-compile) "
          "on project my-app: Compilation failure: Compilation failure: \n"
          "[ERROR] Source option 5 is no longer supported. Use 6 or later.\n"
          "[ERROR] Target option 1.5 is no longer supported. Use 1.6 or later.",
          src="https://github.com/jenkins-docs/simple-java-maven-app/issues/180", cls="wrapper"),
        V("[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.1:compile (default-compile) "
          "on project allureJunit: Compilation failure: Compilation failure: \n\n"
          "[ERROR] Source option 5 is no longer supported. Use 8 or later.",
          src="https://github.com/sarkershantonu/Automation-Getting-Started/issues/29"),
    ], cmd="mvn install", os=("linux", "macos", "windows"), n=8),
]

QUERIES = [
    Q("zig build says the dependency checksum in build.zig.zon does not match", "f14-zig-hash-mismatch", "plain"),
    Q("zig 构建时依赖的校验值对不上怎么办", "f14-zig-hash-mismatch", "zh"),
    Q("gentoo cannot install sage because sage-clib has no ebuild", "f14-emerge-sage-clib", "plain"),
    Q("gentoo 装 sage 时说 sage-clib 没有可用的 ebuild", "f14-emerge-sage-clib", "zh"),
    Q("gentoo can't find zeitgeist package in portage", "f14-emerge-zeitgeist", "plain"),
    Q("gentoo 里找不到 zeitgeist 这个包", "f14-emerge-zeitgeist", "zh"),
    Q("simplescreenrecorder update wants libX11 with abi flags that nothing provides", "f14-emerge-libx11-abi", "plain"),
    Q("更新 simplescreenrecorder 时 libX11 的多架构依赖满足不了", "f14-emerge-libx11-abi", "zh"),
    Q("ulauncher from an overlay needs gobject-introspection for python 3.7", "f14-emerge-gobject-introspection", "plain"),
    Q("装 ulauncher 时 gobject-introspection 的 python3.7 依赖满足不了", "f14-emerge-gobject-introspection", "zh"),
    Q("chromium os board build has no chrome-icu ebuild for rpi4", "f14-emerge-chrome-icu", "plain"),
    Q("给树莓派编译 chromium os 时缺 chrome-icu", "f14-emerge-chrome-icu", "zh"),
    Q("haskell import System.Clock fails, clock package is hidden", "f14-ghc-hidden-clock", "plain"),
    Q("haskell 导入 System.Clock 说 clock 包被隐藏了", "f14-ghc-hidden-clock", "zh"),
    Q("stack installing happy cannot see System.FilePath", "f14-ghc-hidden-filepath", "plain"),
    Q("stack 安装 happy 时找不到 System.FilePath 模块", "f14-ghc-hidden-filepath", "zh"),
    Q("stack installing happy cannot see System.Directory", "f14-ghc-hidden-directory", "plain"),
    Q("stack 安装 happy 时找不到 System.Directory 模块", "f14-ghc-hidden-directory", "zh"),
    Q("dhall lsp server tests fail because Dhall.Parser cannot be loaded", "f14-ghc-load-hidden-dhall", "plain"),
    Q("dhall-lsp-server 测试加载不了 Dhall.Parser 模块", "f14-ghc-load-hidden-dhall", "zh"),
    Q("heterocephalus doctest cannot load Text.Shakespeare.Base", "f14-ghc-load-hidden-shakespeare", "plain"),
    Q("heterocephalus 测试时加载不了 shakespeare 的模块", "f14-ghc-load-hidden-shakespeare", "zh"),
    Q("bugsnag-haskell Paths module is hidden in its own package", "f14-ghc-hidden-module-paths", "plain"),
    Q("bugsnag-haskell 自己包里的 Paths 模块是隐藏的", "f14-ghc-hidden-module-paths", "zh"),
    Q("tlmgr cannot install soulutf8, not in the tex live repository", "f14-tlmgr-soulutf8", "plain"),
    Q("tlmgr 装 soulutf8 说仓库里没有这个包", "f14-tlmgr-soulutf8", "zh"),
    Q("tinytex install lmodern fails, no such package on CTAN", "f14-tlmgr-lmodern", "plain"),
    Q("tinytex 安装 lmodern 失败，仓库里没有", "f14-tlmgr-lmodern", "zh"),
    Q("flatpak install says there is no flathub", "f14-flatpak-no-flathub-remote", "plain"),
    Q("flatpak 安装时提示找不到 flathub", "f14-flatpak-no-flathub-remote", "zh"),
    Q("flatpak cannot find the Gitnuro app id", "f14-flatpak-no-app-ref", "plain"),
    Q("flatpak 找不到 Gitnuro 这个应用", "f14-flatpak-no-app-ref", "zh"),
    Q("flatpak update warns the GL.default 24.08 runtime is gone from flathub", "f14-flatpak-no-such-ref-gl", "plain"),
    Q("flatpak 更新时说 GL.default 24.08 运行时在 flathub 上没有了", "f14-flatpak-no-such-ref-gl", "zh"),
    Q("flatpak update warns org.kde.Platform 6.9 no longer exists in flathub", "f14-flatpak-no-such-ref-kde", "plain"),
    Q("flatpak 更新提示 KDE 6.9 运行时在远程仓库里不存在", "f14-flatpak-no-such-ref-kde", "zh"),
    Q("snap connect fails because ebuildtester was never installed", "f14-snap-not-installed", "plain"),
    Q("snap connect 报 ebuildtester 没有安装", "f14-snap-not-installed", "zh"),
    Q("snap store has nothing called pycharm-professional", "f14-snap-no-snap-found", "plain"),
    Q("snap 商店里搜不到 pycharm-professional", "f14-snap-no-snap-found", "zh"),
    Q("installing the snapd snap fails, model has no base snap yet", "f14-snap-no-base", "plain"),
    Q("安装 snapd 这个 snap 时说还没有 base snap", "f14-snap-no-base", "zh"),
    Q("poshc2 powershell implant does not know run-exe", "f14-ps-run-exe", "plain"),
    Q("PoshC2 的 PowerShell 植入端不认识 run-exe 命令", "f14-ps-run-exe", "zh"),
    Q("Apply-PnPProvisioningTemplate no longer exists in PnP PowerShell", "f14-ps-apply-pnp-template", "plain"),
    Q("新版 PnP PowerShell 里没有 Apply-PnPProvisioningTemplate 了", "f14-ps-apply-pnp-template", "zh"),
    Q("keil link error msh_exec undefined from shell.o in rt-thread", "f14-armlink-undef-msh-exec", "plain"),
    Q("rt-thread 用 keil 链接时 msh_exec 未定义", "f14-armlink-undef-msh-exec", "zh"),
    Q("keil link error msh_is_used undefined in rt-thread finsh", "f14-armlink-undef-msh-is-used", "plain"),
    Q("rt-thread keil 链接报 msh_is_used 符号未定义", "f14-armlink-undef-msh-is-used", "zh"),
    Q("scons fails reading SConscript with a print statement syntax error", "f14-scons-py2-print", "plain"),
    Q("scons 读取 SConscript 时 print 语句报语法错误", "f14-scons-py2-print", "zh"),
    Q("visual studio restore cannot find IoTDMClientLib nuget package", "f14-nuget-nu1101-iotdm", "plain"),
    Q("VS 还原时找不到 IoTDMClientLib 这个 nuget 包", "f14-nuget-nu1101-iotdm", "zh"),
    Q("dotnet run cannot find CodeGeneration.Tools package offline", "f14-nuget-nu1101-codegen-tools", "plain"),
    Q("dotnet run 找不到 CodeGeneration.Tools 这个包", "f14-nuget-nu1101-codegen-tools", "zh"),
    Q("dotnet run cannot restore Microsoft.AspNetCore.All", "f14-nuget-nu1101-aspnetcore-all", "plain"),
    Q("dotnet run 还原不了 Microsoft.AspNetCore.All", "f14-nuget-nu1101-aspnetcore-all", "zh"),
    Q("maven build fails because java source level 5 is too old", "f14-maven-source-option-5", "plain"),
    Q("maven 编译说 java 源版本 5 已经不支持了", "f14-maven-source-option-5", "zh"),
]
