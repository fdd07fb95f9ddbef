"""Field set 17, part h: SwiftPM's tools version, Dart pub's SDK constraints (a newer SDK needed against a
Dart-1-only dependency), pipx installs pip could not resolve."""

from fieldspec import G, Q, V

_PIPX = """Fatal error from pip prevented installation. Full pip output in file:
    <<home>>/.local/state/pipx/log/cmd_<<date>>_12.56.40_pip_errors.log

Some possibly relevant errors from pip install:
    ERROR: Could not find a version that satisfies the requirement {pkg} (from versions: none)
    ERROR: No matching distribution found for {pkg}

Error installing {pkg}."""

_PIPX_WIN = """Fatal error from pip prevented installation. Full pip output in file:
    <<home>>\\pipx\\logs\\cmd_<<date>>_20.22.20_pip_errors.log

Some possibly relevant errors from pip install:
    ERROR: Could not find a version that satisfies the requirement supabase-mcp-server (from versions: none)\x20\x20\x20\x20\x20\x20\x20
    ERROR: No matching distribution found for supabase-mcp-server"""

_PIPX_GHOST = """Fatal error from pip prevented installation. Full pip output in file:
    <<home>>/.local/pipx/logs/cmd_<<date>>_12.21.20_pip_errors.log

pip seemed to fail to build package:
    pex@

Some possibly relevant errors from pip install:
    ERROR: Could not find a version that satisfies the requirement adb-shell (from ghost) (from versions: none)
    ERROR: No matching distribution found for adb-shell

Error installing ghost from spec 'git+https://github.com/EntySec/Ghost'."""

_PIPX_MYSQL = """Fatal error from pip prevented installation. Full pip output in file:
    <<home>>/.local/pipx/logs/cmd_<<date>>_11.42.58_pip_errors.log

"pip seemed to fail to build package:
    MySQL-python<2.0.0,>=1.2.5

Some possibly relevant errors from pip install:
    error: subprocess-exited-with-error
    ModuleNotFoundError: No module named 'ConfigParser' \""""

_DART1 = """The current Dart SDK version is 2.1.0-dev.3.0.flutter-760a9690c2.

Because stiver depends on appcenter >=0.0.2 which requires SDK version <2.0.0, version solving failed.
pub get failed (1)"""

GROUPS = [
    G("f17-swiftpm-tools-version-too-new", "swift", "version", "https://github.com/terhechte/SourceKittenDaemon/issues/77", [
        V("<<root>>: error: package at '<<root>>' requires a minimum Swift tools version of 4.0.0 (currently 3.1.0)\n"
          "make: *** [.build/release/sourcekittend] Error 1", tool="make", cmd="make", cls="wrapper"),
        V("<<root>>: error: package at '<<root>>' requires a minimum Swift tools version of 5.0.0 (currently 4.2.0)",
          src="https://github.com/SwiftGen/SwiftGen/issues/764",
          cmd="swift build -c release -Xswiftc -target -Xswiftc x86_64-apple-macosx10.15"),
        V("==> swift build --disable-sandbox -c release\n/private/tmp/swift-sh-<<date>>-<<pid>>-1mx8j1q/swift-sh-2.0.1: "
          "error: package at '/private/tmp/swift-sh-<<date>>-<<pid>>-1mx8j1q/swift-sh-2.0.1' requires a minimum Swift "
          "tools version of 5.1.0 (currently 4.2.0)", tool="brew", cmd="brew install --build-from-source swift-sh",
          src="https://github.com/Homebrew/homebrew-core/pull/59272", cls="wrapper"),
        V("swift-build: error: Package requires minimum Swift tools version 4.0.0. Current Swift tools version is 3.1.0",
          src="https://github.com/brokenhandsio/SteamPressExample/pull/17", cmd="swift build"),
        V("Could not resolve package dependencies:\n  package at '/Users/builder/builds/<<hex8>>/0/finestructure/"
          "swiftpackageindex-builder/spi-builder-workspace' is using Swift tools version 5.6.0 but the installed version "
          "is 5.5.0", src="https://github.com/SwiftPackageIndex/SwiftPackageIndex-Server/issues/1847",
          cmd="xcodebuild -resolvePackageDependencies"),
    ], cmd="swift build -c release --build-path .build", os=("macos",), n=10),
    G("f17-swiftpm-language-version-unsupported", "xcodebuild", "everyday", "https://github.com/Dimillian/MovieSwiftUI/issues/39", [
        "package 'UI' requires minimum Swift language version 5.2 which is not supported by the current tools version (5.1.0)",
    ], cmd="xcodebuild -scheme MovieSwift build", os=("macos",), look="f17-swiftpm-tools-version-too-new"),
    G("f17-pub-sdk-older-than-required", "flutter", "version", "https://github.com/Kapelianovych/ai/issues/1", [
        "The current Dart SDK version is 2.1.0-dev.9.4.flutter-f9ebf21297.\n\nBecause untitled1 depends on ai >=0.1.2 which "
        "requires SDK version >=2.1.0 <3.0.0, version solving failed.\n\npub get failed (1)",
        V("The current Dart SDK version is 2.1.0-dev.9.4.flutter-f9ebf21297.\n\nBecause project requires SDK version >=2.1.0 "
          "<3.0.0, version solving failed.\n\npub get failed (1)\nexit code 1",
          src="https://github.com/rrousselGit/functional_widget/issues/27"),
        V("ERR : The current Dart SDK version is 2.1.0-dev.9.4.flutter-f9ebf21297.\n    | \n    | Because project requires "
          "SDK version 2.1.1-dev.0.1.ec86471ccc, version solving failed.\nFINE: Exception type: SolveFailure",
          tool="pub", cmd="pub get --verbose", src="https://github.com/dart-lang/pub/issues/2054"),
    ], cmd="flutter packages get", os=("macos", "windows", "linux"), n=6),
    G("f17-pub-appcenter-dart1-only", "flutter", "multiline", "https://github.com/aloisdeniel/flutter_plugin_appcenter/issues/4",
      [_DART1], cmd="flutter packages get", os=("macos", "windows"), look="f17-pub-sdk-older-than-required"),
    G("f17-pub-image-dart1-only", "flutter", "everyday", "https://github.com/mdanics/fluttergram/issues/13", [
        "Because Fluttergram depends on image 1.1.30 which requires SDK version >=1.0.0 <2.0.0, version solving failed.\n"
        "pub get failed (1)",
    ], cmd="flutter packages get", os=("macos", "linux"), look="f17-pub-sdk-older-than-required"),
    G("f17-pub-fp-dart1-only", "pub", "multiline", "https://github.com/vsavkin/fpdart/issues/7", [
        "The current Dart SDK version is 2.1.0-dev.9.4.flutter-f9ebf21297.\nBecause my_project depends on fp >=0.1.1 which "
        "requires SDK version <2.0.0, version solving failed.",
    ], cmd="pub install", os=("linux", "macos"), look="f17-pub-sdk-older-than-required"),
    G("f17-pub-path-dep-dart1-only", "flutter", "multiline", "https://github.com/flutter/flutter/issues/21421", [
        "The current Dart SDK version is 2.1.0-dev.1.0.flutter-ccb16f7282.\n\nBecause test_app depends on test_lib from path "
        "which requires SDK version <2.0.0, version solving failed.\npub upgrade failed (1)",
        "The current Dart SDK version is 2.1.0-dev.1.0.flutter-ccb16f7282.\n\nBecause building_viewer depends on fw_flutter "
        "from path which requires SDK version <2.0.0, version solving failed.\npub upgrade failed (1)",
    ], cmd="flutter packages upgrade", os=("windows", "macos"), look="f17-pub-sdk-older-than-required"),
    G("f17-pub-own-constraint-excludes-stable", "pub", "multiline", "https://github.com/KhronosGroup/glTF-Validator/issues/96", [
        "Resolving dependencies...\nThe current Dart SDK version is 2.1.0-dev.2.0.\n\nBecause gltf requires SDK version "
        ">=2.0.0-dev.68.0 <2.0.0, version solving failed.",
    ], cmd="pub get", os=("macos",), look="f17-pub-sdk-older-than-required"),
    G("f17-pipx-mcp-proxy-old-python", "pipx", "multiline", "https://github.com/sparfenyuk/mcp-proxy/issues/86", [
        _PIPX.replace("{pkg}", "mcp-proxy"),
        V(_PIPX_WIN, os="windows", shell="powershell", src="https://github.com/alexander-zuev/supabase-mcp-server/issues/18",
          cmd="pipx install supabase-mcp-server"),
    ], cmd="pipx install mcp-proxy", os=("linux",), n=6),
    G("f17-pipx-openai-evals-not-on-pypi", "pipx", "multiline", "https://github.com/openai/evals/issues/1588", [
        _PIPX.replace("{pkg}", "`openai-evals`"),
    ], cmd="pipx install openai-evals", os=("linux",), look="f17-pipx-mcp-proxy-old-python"),
    G("f17-pipx-man-spider-unpublished", "pipx", "everyday", "https://github.com/blacklanternsecurity/MANSPIDER/issues/3", [
        "ERROR: No matching distribution found for man-spider",
    ], cmd="pipx install man-spider", os=("linux",), look="f17-pipx-mcp-proxy-old-python"),
    G("f17-pipx-ghost-adb-shell", "pipx", "multiline", "https://github.com/bitpicky/dbt-sugar/issues/483", [_PIPX_GHOST],
      cmd="pipx install git+https://github.com/EntySec/Ghost", os=("linux",), look="f17-pipx-mcp-proxy-old-python"),
    G("f17-pipx-mysql-python-configparser", "pipx", "multiline", "https://github.com/Jsakkos/mkv-episode-matcher/issues/60",
      [_PIPX_MYSQL], cmd="pipx install mkv-episode-matcher", os=("macos",), look="f17-pipx-mcp-proxy-old-python"),
]

QUERIES = [
    Q("swift build package requires a minimum swift tools version currently older toolchain", "f17-swiftpm-tools-version-too-new", "plain"),
    Q("swift build 提示 requires a minimum Swift tools version 当前工具链太旧", "f17-swiftpm-tools-version-too-new", "zh"),
    Q("package requires minimum swift language version 5.2 not supported by current tools version", "f17-swiftpm-language-version-unsupported", "plain"),
    Q("Swift 包要求语言版本 5.2 当前 Xcode 工具版本不支持", "f17-swiftpm-language-version-unsupported", "zh"),
    Q("flutter pub get current dart sdk version dev requires sdk >=2.1.0 version solving failed", "f17-pub-sdk-older-than-required", "plain"),
    Q("flutter pub get 当前 Dart SDK 版本太低 version solving failed", "f17-pub-sdk-older-than-required", "zh"),
    Q("flutter appcenter plugin requires SDK version below 2.0.0", "f17-pub-appcenter-dart1-only", "plain"),
    Q("flutter appcenter 插件只支持 Dart 2.0 以下", "f17-pub-appcenter-dart1-only", "zh"),
    Q("fluttergram image 1.1.30 requires sdk >=1.0.0 <2.0.0", "f17-pub-image-dart1-only", "plain"),
    Q("fluttergram 依赖 image 1.1.30 不支持 Dart 2", "f17-pub-image-dart1-only", "zh"),
    Q("pub install fp package requires sdk version <2.0.0", "f17-pub-fp-dart1-only", "plain"),
    Q("pub 安装 fp 包 要求 SDK 小于 2.0", "f17-pub-fp-dart1-only", "zh"),
    Q("flutter pub upgrade path dependency requires sdk version <2.0.0 fix environment sdk in pubspec", "f17-pub-path-dep-dart1-only", "plain"),
    Q("flutter 本地 path 依赖 pubspec 的 sdk 约束小于 2.0 升级失败", "f17-pub-path-dep-dart1-only", "zh"),
    Q("pub get gltf requires sdk >=2.0.0-dev.68.0 <2.0.0 on 2.1 dev", "f17-pub-own-constraint-excludes-stable", "plain"),
    Q("pub get gltf 的 sdk 约束排除了 2.x 正式版", "f17-pub-own-constraint-excludes-stable", "zh"),
    Q("pipx install mcp-proxy no matching distribution python version too old", "f17-pipx-mcp-proxy-old-python", "plain"),
    Q("pipx 安装 mcp-proxy 找不到版本 python 版本太低", "f17-pipx-mcp-proxy-old-python", "zh"),
    Q("pipx install openai-evals no matching distribution package name", "f17-pipx-openai-evals-not-on-pypi", "plain"),
    Q("pipx 安装 openai-evals 在 PyPI 上找不到", "f17-pipx-openai-evals-not-on-pypi", "zh"),
    Q("pipx install man-spider no matching distribution found", "f17-pipx-man-spider-unpublished", "plain"),
    Q("pipx 装 man-spider 报没有匹配的发行版", "f17-pipx-man-spider-unpublished", "zh"),
    Q("pipx install ghost from git adb-shell no matching distribution", "f17-pipx-ghost-adb-shell", "plain"),
    Q("pipx 从 git 安装 ghost 依赖 adb-shell 找不到", "f17-pipx-ghost-adb-shell", "zh"),
    Q("pipx install fails building MySQL-python no module named ConfigParser", "f17-pipx-mysql-python-configparser", "plain"),
    Q("pipx 安装时 MySQL-python 编译失败 没有 ConfigParser 模块", "f17-pipx-mysql-python-configparser", "zh"),
]
