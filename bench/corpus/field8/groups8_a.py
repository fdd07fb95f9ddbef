"""Field set 8, part a: PHP, Zig, Dart, CocoaPods, MSBuild and coreutils `rm` on a busy mount."""

from __future__ import annotations

from fieldspec import G, Q, V

_COMPOSER_MATCH = ("Could not find a matching version of package <<pkg>>. Check the package spelling, your version "
                   "constraint and that the package is available in a stability which matches your minimum-stability "
                   "(stable).")
_POD_LONG = ("[!] CocoaPods could not find compatible versions for pod \"<<pod>>\":\n  In Podfile:\n    <<pod>> (<<podver>>)\n\n"
             "None of your spec sources contain a spec satisfying the dependency: `<<pod>> (<<podver>>)`.\n\n"
             "You have either:\n * out-of-date source repos which you can update with `pod repo update` or with "
             "`pod install --repo-update`.\n * mistyped the name or version.\n * not added the source repo that hosts the "
             "Podspec to your Podfile.\n\nNote: as of CocoaPods 1.0, `pod repo update` does not happen on `pod install` "
             "by default.")
_POD_SHORT = "CocoaPods could not find compatible versions for pod \"<<pod>>\":\n  In Podfile:\n    <<pod>> (<<podver>>)"
_MAC = ("macos",)
_WIN = ("windows",)

GROUPS = [
    G("g8-composer-pkg-masi", "composer", "version", "https://github.com/b13/masi/issues/5",
      [V(_COMPOSER_MATCH),
       V("  [InvalidArgumentException]\n  Could not find package <<pkg>> at any version for your minimum-stability (stable). "
         "Check the package spel\n  ling or your minimum-stability", src="https://github.com/Kirouane/interval/issues/9"),
       V(_COMPOSER_MATCH[:-9] + "(  \n  beta).",
         src="https://github.com/denniseilander/pulse-about-application/issues/1", cls="multiline")],
      cmd="composer require <<pkg>>", extra={"pkg": "b13/masi"}, os=("linux", "macos", "windows"), n=6),
    G("g8-composer-pkg-richjenks", "composer", "multiline", "https://github.com/richjenks/stats/issues/1",
      ["In InitCommand.php line <<line>>:\n"
       "                                                                                        \n"
       "  Could not find a matching version of package <<pkg>>. Check the package spel  \n"
       "  ling, your version constraint and that the package is available in a stability which  \n"
       "   matches your minimum-stability (dev).",
       V(_COMPOSER_MATCH.replace("(stable)", "(dev)"), cls="everyday")],
      cmd="composer require <<pkg>>", extra={"pkg": "richjenks/stats"}, look="g8-composer-pkg-masi"),

    G("g8-zig-module-zacc", "zig", "runtime-value", "https://github.com/silversquirl/zacc/issues/1",
      ["thread <<pid>> panic: unable to find module 'zacc'"], cmd="zig build", exit=134, os=("linux",)),
    G("g8-zig-module-zigcsv", "zig", "runtime-value", "https://github.com/DISTREAT/zig-csv/issues/8",
      ["thread <<pid>> panic: unable to find module 'zig-csv'",
       V("thread <<pid>> panic: unable to find module 'zig-csv'\n"
         "C:\\dev\\zig\\0.14.1\\lib\\std\\Build.zig:2127:18: 0x<<hex12>> in module (build.exe.obj)\n"
         "            panic(\"unable to find module '{s}'\", .{name});\n                 ^", os="windows", cls="multiline")],
      cmd="zig build", exit=3, os=_WIN, look="g8-zig-module-zacc"),
    G("g8-zig-module-zigcli", "zig", "runtime-value", "https://github.com/ziglang/zig/issues/18282",
      ["thread <<pid>> panic: unable to find module 'zig-cli'"], cmd="zig build run", exit=134,
      look="g8-zig-module-zacc"),
    G("g8-zig-zon-nodep-dawn", "zig", "non-file-path", "https://github.com/hexops/mach/issues/1053",
      ["no dependency named 'mach_gpu_dawn' in '<<home>>/.cache/zig/p/1220<<hex64>>/build.zig.zon'. "
       "All packages used in build.zig must be declared in this file."], cmd="zig build", os=_MAC),

    G("g8-pub-sdk-circularchart", "flutter", "multiline", "https://github.com/trentpiercy/trace/issues/9",
      ["Because <<proj>> depends on flutter_circular_chart ^0.0.3 which requires SDK version >=1.19.0 <2.0.0, "
       "version solving failed.",
       "Running \"flutter packages get\" in <<proj>>...\nThe current Dart SDK version is 2.1.0-dev.3.1.flutter-760a9690c2.\n\n"
       "Because <<proj>> depends on flutter_circular_chart ^0.0.3 which requires SDK version >=1.19.0 <2.0.0, "
       "version solving failed.\n\npub get failed (1)"],
      cmd="flutter pub get", os=("macos", "linux")),
    G("g8-pub-sdk-uri", "flutter", "everyday", "https://github.com/konifar/droidkaigi2018-flutter/issues/71",
      ["Because <<proj>> depends on uri <0.11.3 which requires SDK version >=0.8.10 <2.0.0 or >=2.0.0-dev.18 <2.0.0, "
       "version solving failed."],
      cmd="flutter pub get", os=("macos", "windows"), look="g8-pub-sdk-circularchart"),
    G("g8-pub-flutter-sdk-absent", "dart", "two-programs", "https://github.com/dart-lang/pub/issues/4072",
      ["depends on flutter_test any from sdk which doesn't exist (the Flutter SDK is not available), version solving failed.",
       V("SLVR:   conflict: flutter_test from sdk doesn't exist (the Flutter SDK is not available)",
         src="https://github.com/dart-lang/pub/issues/2058", tool="pub")],
      cmd="dart pub get", os=("macos",), look="g8-pub-sdk-circularchart"),

    G("g8-pod-volumebar", "cocoapods", "multiline", "https://github.com/gizmosachin/VolumeBar/issues/27",
      [_POD_LONG, V(_POD_SHORT, cls="wrapper")], cmd="pod install", os=_MAC, extra={"pod": "VolumeBar", "podver": "~> 3.1"}),
    G("g8-pod-ipapi", "cocoapods", "multiline", "https://github.com/arturgrigor/IPAPI/issues/3",
      [_POD_SHORT + "\n\nNone of your spec sources contain a spec satisfying the dependency: `<<pod>> (<<podver>>)`.\n\n"
       "You have either:\n * out-of-date source repos which you can update with `pod repo update` or with "
       "`pod install --repo-update`.\n * mistyped the name or version.\n * not added the source repo that hosts the "
       "Podspec to your Podfile.", V("[!] " + _POD_SHORT, cls="wrapper", src="https://github.com/evgenyneu/swift-badge/issues/22")],
      cmd="pod install", os=_MAC, extra={"pod": "IPAPI", "podver": "~> 2.1"}, look="g8-pod-volumebar"),
    G("g8-pod-badgeswift", "cocoapods", "wrapper", "https://github.com/evgenyneu/swift-badge/issues/22",
      ["[!] " + _POD_SHORT, _POD_SHORT], cmd="pod install", os=_MAC, extra={"pod": "BadgeSwift", "podver": "~> 6.0"},
      look="g8-pod-volumebar"),

    G("g8-msbuild-msb1009", "msbuild", "locale", "https://github.com/RayWangQvQ/BiliBiliToolPro/issues/137",
      [V("MSBUILD : error MSB1009: 项目文件不存在。", locale="zh"),
       V("MSBUILD : error MSB1009: Project file does not exist.\nSwitch: .\\<<proj>>\\<<proj>>.csproj", locale="en",
         src="https://github.com/ISeeDEDPpl/Questor/issues/225", cls="multiline"),
       V("MSBUILD : error MSB1009: 项目文件不存在。", locale="zh", os="linux", tool="dotnet"),
       V("MSBUILD : error MSB1009: Project file does not exist.\nSwitch: <<proj>>.sln", locale="en", os="linux",
         src="https://github.com/lachesis/scallion/issues/138", cls="multiline")],
      cmd="dotnet build <<proj>>.sln", os=_WIN, n=6),
    G("g8-msbuild-msb1003", "dotnet", "everyday", "https://github.com/actions/setup-dotnet/issues/156",
      ["MSBUILD : error MSB1003: Specify a project or solution file. The current working directory does not contain a "
       "project or solution file."], cmd="dotnet build", os=("linux", "windows"), look="g8-msbuild-msb1009"),

    G("g8-rm-busy-mount", "rm", "non-file-path", "https://github.com/wazuh/wazuh-packages/issues/212",
      ["rm: cannot remove '<<shortdir>>/': Device or resource busy",
       V("<<container>>_1        | rm: cannot remove '<<shortdir>>': Device or resource busy", cls="wrapper",
         src="https://github.com/ChatDeBlofeld/seafile-arm-docker-base/issues/6"),
       V("rm: cannot remove `./<<proj>>/build/lib/.nfs00000000000<<hex8>>': Device or resource busy", cls="version",
         src="https://github.com/rcgsheffield/sheffield_hpc/issues/362"),
       V("rmdir: failed to remove `<<proj>>': Device or resource busy", tool="rmdir", cls="two-programs",
         src="https://github.com/TritonDataCenter/manta-nfs/issues/20", cmd="rmdir <<proj>>")],
      cmd="rm -rf <<shortdir>>", os=("linux",), n=8),
]

QUERIES = [
    Q("composer says it cannot find a matching version of b13/masi", "g8-composer-pkg-masi", "plain"),
    Q("composer 装 b13/masi 提示找不到匹配的版本", "g8-composer-pkg-masi", "zh"),
    Q("composer require richjenks/stats fails no matching version for minimum stability dev", "g8-composer-pkg-richjenks",
      "plain"),
    Q("composer 安装 richjenks/stats 失败 最低稳定性 dev", "g8-composer-pkg-richjenks", "zh"),
    Q("zig build panics because it cannot find the zacc module", "g8-zig-module-zacc", "plain"),
    Q("zig build 崩溃 找不到 zacc 模块", "g8-zig-module-zacc", "zh"),
    Q("zig build on windows panics module zig-csv not found", "g8-zig-module-zigcsv", "plain"),
    Q("zig 构建时报找不到 zig-csv 模块", "g8-zig-module-zigcsv", "zh"),
    Q("zig panic unable to find the zig-cli module from build.zig.zon", "g8-zig-module-zigcli", "plain"),
    Q("zig 依赖 zig-cli 模块找不到 panic", "g8-zig-module-zigcli", "zh"),
    Q("zig build complains mach_gpu_dawn dependency is not declared in build.zig.zon", "g8-zig-zon-nodep-dawn", "plain"),
    Q("zig 提示 build.zig.zon 里没有 mach_gpu_dawn 依赖", "g8-zig-zon-nodep-dawn", "zh"),
    Q("flutter pub get fails flutter_circular_chart needs an old dart sdk", "g8-pub-sdk-circularchart", "plain"),
    Q("flutter_circular_chart 要求旧版 Dart SDK 依赖解析失败", "g8-pub-sdk-circularchart", "zh"),
    Q("pub version solving failed because the uri package wants dart sdk below 2", "g8-pub-sdk-uri", "plain"),
    Q("uri 包需要 2.0 以下的 SDK 版本解析失败", "g8-pub-sdk-uri", "zh"),
    Q("dart pub get says the flutter sdk is not available for flutter_test", "g8-pub-flutter-sdk-absent", "plain"),
    Q("用 dart pub get 提示 Flutter SDK 不可用 flutter_test", "g8-pub-flutter-sdk-absent", "zh"),
    Q("pod install cannot find a compatible VolumeBar version", "g8-pod-volumebar", "plain"),
    Q("pod install 找不到兼容的 VolumeBar 版本", "g8-pod-volumebar", "zh"),
    Q("cocoapods no spec satisfying IPAPI 2.1", "g8-pod-ipapi", "plain"),
    Q("CocoaPods 找不到 IPAPI 的可用版本", "g8-pod-ipapi", "zh"),
    Q("BadgeSwift 6.0 pod not found by cocoapods", "g8-pod-badgeswift", "plain"),
    Q("BadgeSwift 6.0 用 pod 安装找不到", "g8-pod-badgeswift", "zh"),
    Q("msbuild says the project file does not exist", "g8-msbuild-msb1009", "plain"),
    Q("dotnet 构建 项目文件不存在 MSB1009", "g8-msbuild-msb1009", "zh"),
    Q("dotnet build in a folder with no csproj or sln", "g8-msbuild-msb1003", "plain"),
    Q("当前目录没有项目或解决方案文件 dotnet build 报错", "g8-msbuild-msb1003", "zh"),
    Q("cannot delete a directory because it is busy, it is still mounted", "g8-rm-busy-mount", "plain"),
    Q("rm 删除目录 设备或资源忙", "g8-rm-busy-mount", "zh"),
]
