"""Field set 10, part a: Alpine apk, Nix, Zig, SwiftPM, PlatformIO, Ansible collections, adb, xcodebuild,
Bazel, Mix and Podman. Each group names the public thread its message was copied from."""

from fieldspec import G, Q, V

GH = "https://github.com/"
CAVOS = GH + "malwarepad/cavOS/issues/33"
ISH_WORLD = GH + "ish-app/ish/issues/1497"
ISH_TAGS = GH + "ish-app/ish/issues/984"
NIX_FLAKE = GH + "NixOS/nix/issues/5880"
NUENV = GH + "DeterminateSystems/nuenv/issues/12"
NIXINATE = GH + "MatthewCroughan/nixinate/issues/42"
TREEFMT = GH + "numtide/treefmt-nix/issues/72"
ZIG_FISH = GH + "ziglang/zig/issues/9349"
ZIG_WIN = GH + "ziglang/zig/issues/13669"
ZIG_OLD = GH + "ziglang/zig/issues/4634"
QUEUER = GH + "FabrizioBrancati/Queuer/issues/4"
XCPL = GH + "americanexpress/xcprojectlint/issues/9"
SWIFTER = GH + "httpswift/swifter/issues/509"
PIO_D1 = GH + "platformio/platformio-core/issues/1436"
PIO_LOLIN = GH + "platformio/platformio-home/issues/5048"
PIO_C3 = GH + "platformio/platform-espressif32/issues/1227"
PIO_XIAO = GH + "sb-ocr/cad-mouse-mk2/issues/12"
CIS = GH + "ansible-lockdown/UBUNTU24-CIS/issues/16"
AUTOBASE = GH + "autobase-tech/autobase/issues/597"
UFW = GH + "weareinteractive/ansible-ufw/issues/26"
DEBOPS = GH + "debops/debops/issues/2335"
AWX = GH + "ansible/awx/issues/11045"
TERMUX_ADB = GH + "MasterDevX/Termux-ADB/issues/13"
SCRCPY = GH + "Genymobile/scrcpy/issues/831"
GNIREHTET = GH + "Genymobile/gnirehtet/issues/202"
TASKER = GH + "joaomgcd/Tasker-Permissions/issues/30"
IOS_BASE = GH + "0xOpenBytes/ios-base/issues/3"
CARTHAGE = GH + "Carthage/Carthage/issues/950"
FASTLANE = GH + "fastlane/fastlane/issues/1928"
CORDOVA = GH + "blakgeek/cordova-plugin-cocoapods-support/issues/12"
BRPC = GH + "apache/brpc/issues/2233"
BAZEL_TF = GH + "bazelbuild/bazel/issues/1985"
GWT = GH + "bazelbuild/rules_gwt/issues/13"
NUGET = GH + "bazelbuild/bazel/issues/28541"
MECK = GH + "pinterest/elixometer/issues/171"
QUANTILE = GH + "blockscout/blockscout/issues/4479"
HACKNEY = GH + "bitwalker/distillery-test/issues/6"
ECTO = GH + "albirrkarim/mozilla-hubs-installation-detailed/issues/35"
JOSE = GH + "vinsol/nectarcommerce/issues/75"
PODMAN_UBUNTU = GH + "podman-container-tools/podman/issues/9256"
FILESTASH = GH + "mickael-kerjean/filestash/issues/689"

LINUX = ("linux",)
MACOS = ("macos",)
_ANSIBLE_TAIL = (" This often indicates a misspelling, missing collection, or incorrect module path.\n\n"
                 "The error appears to be in '<<root>>/roles/<<proj>>/tasks/main.yml': line <<line>>, column <<col>>, but may\n"
                 "be elsewhere in the file depending on the exact syntax problem.")
_ADB = ("device unauthorized.\nThis adb server's $ADB_VENDOR_KEYS is not set\nTry 'adb kill-server' if that seems wrong.\n"
        "Otherwise check for a confirmation dialog on your device.")
_MIX_TAIL = ("You can recompile this dependency with \"mix deps.compile {0}\", update it with \"mix deps.update {0}\" "
             "or clean it with \"mix deps.clean {0}\"")

GROUPS = [
    # -- Alpine apk: the package that does not exist decides the fix ----------------------------------
    G("apk-no-such-package-fastfetch", "apk", "multiline", CAVOS, [
        "ERROR: unable to select packages:\n  fastfetch (no such package):\n    required by: world[fastfetch]",
        "fetch http://dl-cdn.alpinelinux.org/alpine/v3.21/community/x86_64/APKINDEX.tar.gz\n"
        "ERROR: unable to select packages:\n  fastfetch (no such package):\n    required by: world[fastfetch]"],
        cmd="apk add fastfetch", os=LINUX, shells=("sh", "bash")),
    G("apk-no-such-package-get", "apk", "multiline", ISH_WORLD, [
        "  get (no such package):\n    required by: world[get]"],
        cmd="apk add get", os=LINUX, shells=("sh",), look="apk-no-such-package-fastfetch"),
    G("apk-missing-repository-tags", "apk", "everyday", ISH_TAGS, [
        "ERROR: Not committing changes due to missing repository tags."],
        cmd="apk add --upgrade apk-tools@edge", os=LINUX, shells=("sh",)),
    # -- Nix: the flake attribute, or the attribute of a set, that is missing -------------------------
    G("nix-flake-no-default-package", "nix", "non-file-path", NIX_FLAKE, [
        "error: flake 'github:edolstra/import-cargo' does not provide attribute "
        "'packages.x86_64-linux.defaultPackage.x86_64-linux', 'legacyPackages.x86_64-linux.defaultPackage.x86_64-linux' "
        "or 'defaultPackage.x86_64-linux'",
        "error: flake 'flake:nixpkgs' does not provide attribute 'packages.x86_64-linux.defaultPackage.x86_64-linux', "
        "'legacyPackages.x86_64-linux.defaultPackage.x86_64-linux' or 'defaultPackage.x86_64-linux'"],
        cmd="nix build", os=LINUX, shells=("bash", "zsh", "fish")),
    G("nix-flake-no-attr-notarealpackage", "nix", "non-file-path", NIX_FLAKE, [
        "error: flake 'flake:nixpkgs' does not provide attribute 'packages.x86_64-linux.notarealpackage', "
        "'legacyPackages.x86_64-linux.notarealpackage' or 'notarealpackage'"],
        cmd="nix build nixpkgs#notarealpackage", os=LINUX, look="nix-flake-no-default-package"),
    G("nix-attribute-missing-nuenv", "nix", "multiline", NUENV, [
        "error: attribute 'nuenv' missing\n\n"
        "       at /nix/store/sz6ip46qxi6rl4q6x41diwrj9f7rx42d-source/flake.nix:<<line>>:<<col>>:",
        "error: attribute 'nuenv' missing"],
        cmd="nix build", os=("linux", "macos")),
    G("nix-attribute-missing-currentsystem", "nix", "multiline", NIXINATE, [
        "error: attribute 'currentSystem' missing\n\n"
        "       at /nix/store/jzbrxi44g3z3320b6k60nvp3kfw01ja1-source/pkgs/top-level/impure.nix:17:43:\n"
        "(use '--show-trace' to show detailed location information)",
        "error: attribute 'currentSystem' missing"],
        cmd="nix flake show", os=LINUX, look="nix-attribute-missing-nuenv"),
    G("nix-attribute-missing-wrapper", "nix", "multiline", TREEFMT, [
        "       error: attribute 'wrapper' missing\n\n"
        "       at /nix/store/gzq17ccnn7sbfl08c26hhy9c3vmxfbhv-source/flake.nix:23:9:"],
        cmd="nix flake show", os=LINUX, look="nix-attribute-missing-nuenv"),
    # -- Zig: the binary moved without its lib directory ----------------------------------------------
    G("zig-installation-directory-not-found", "zig", "version", ZIG_FISH, [
        V("error: unable to find zig installation directory: FileNotFound", os="macos", shell="fish"),
        V("error: unable to find zig installation directory '<<home>>\\zig\\zig.exe': FileNotFound", os="windows",
          shell="cmd", src=ZIG_WIN),
        V("Unable to find zig lib directory: FileNotFound.\nReinstall Zig or use --zig-install-prefix.\n"
          "unable to find zig installation directory: ZigLibDirNotFound", os="linux", src=ZIG_OLD)],
        cmd="zig env", os=("macos", "linux")),
    # -- SwiftPM: the product a target depends on -----------------------------------------------------
    G("swiftpm-product-bfkit-not-found", "swift", "everyday", QUEUER, [
        "error: product dependency 'BFKit' not found"], cmd="swift build", os=("linux", "macos")),
    G("swiftpm-product-utility-not-found", "swift", "wrapper", XCPL, [
        "'<<proj>>' <<root>>: error: product dependency 'Utility' not found\n"
        "warning: dependency 'SwiftPM' is not used by any target",
        "error: product dependency 'Utility' not found"],
        cmd="swift build", os=MACOS, look="swiftpm-product-bfkit-not-found"),
    G("swiftpm-product-swifter-not-found", "swift", "version", SWIFTER, [
        "error: product dependency 'Swifter' in package 'swifter' not found"],
        cmd="swift package run", os=MACOS, look="swiftpm-product-bfkit-not-found"),
    # -- PlatformIO: the board id -------------------------------------------------------------------
    G("pio-unknown-board-d1-mini-pro", "platformio", "wrapper", PIO_D1, [
        "Processing d1_mini_pro (platform: espressif8266; board: d1_mini_pro; framework: arduino)\n"
        "--------------------------------------------------------------------------------\n"
        "Verbose mode can be enabled via `-v, --verbose` option\nError: Unknown board ID 'd1_mini_pro'",
        "Error: Unknown board ID 'd1_mini_pro'"],
        cmd="pio run", os=("macos", "linux", "windows")),
    G("pio-unknown-board-lolin-s2-mini", "platformio", "everyday", PIO_LOLIN, [
        "Error: Unknown board ID 'lolin_s2_mini'", "Error:  Unknown board ID 'lolin_s2_mini'"],
        cmd="pio run", os=("windows", "linux"), look="pio-unknown-board-d1-mini-pro"),
    G("pio-unknown-board-esp32-c3-devkitc-02", "platformio", "version", PIO_C3, [
        "Processing esp32-c3-devkitc-02 (platform: espressif32; board: esp32-c3-devkitc-02)\n"
        "UnknownBoard: Unknown board ID 'esp32-c3-devkitc-02'",
        "UnknownBoard: Unknown board ID 'esp32-c3-devkitc-02'"],
        cmd="pio run", os=MACOS, look="pio-unknown-board-d1-mini-pro"),
    G("pio-unknown-board-seeed-xiao-rp2040", "platformio", "version", PIO_XIAO, [
        "UnknownBoard: Unknown board ID 'seeed_xiao_rp2040'"],
        cmd="pio run", os=("windows", "macos"), look="pio-unknown-board-d1-mini-pro"),
    # -- Ansible: the module whose collection is missing --------------------------------------------
    G("ansible-unresolved-community-general-modprobe", "ansible-playbook", "multiline", CIS, [
        "ERROR! couldn't resolve module/action 'community.general.modprobe'." + _ANSIBLE_TAIL,
        V("ERROR! couldn't resolve module/action 'community.general.modprobe'. This often indicates a misspelling, "
          "missing collection, or incorrect module path.", src=AUTOBASE)],
        cmd="ansible-playbook -i inventory.yml site.yml", os=LINUX),
    G("ansible-unresolved-community-general-ufw", "ansible-playbook", "multiline", UFW, [
        "ERROR! couldn't resolve module/action 'community.general.ufw'." + _ANSIBLE_TAIL],
        cmd="ansible-playbook site.yml", os=LINUX, look="ansible-unresolved-community-general-modprobe"),
    G("ansible-unresolved-community-general-mysql-db", "ansible-playbook", "multiline", DEBOPS, [
        "ERROR! couldn't resolve module/action 'community.general.mysql_db'." + _ANSIBLE_TAIL],
        cmd="debops run site", os=LINUX, look="ansible-unresolved-community-general-modprobe"),
    G("ansible-unresolved-mail", "ansible-playbook", "runtime-value", AWX, [
        "ERROR! couldn't resolve module/action 'mail'. This often indicates a misspelling, missing collection, or "
        "incorrect module path.\nThe error appears to be in '/runner/project/ansible/<<proj>>/peer_review.yml': line "
        "<<line>>, column <<col>>, but may\nbe elsewhere in the file depending on the exact syntax problem."],
        cmd="", exit=2, os=LINUX, look="ansible-unresolved-community-general-modprobe"),
    # -- adb: one refusal, wrapped by each client -----------------------------------------------------
    G("adb-device-unauthorized", "adb", "wrapper", TERMUX_ADB, [
        "error: " + _ADB,
        V("adb: error: failed to get feature set: " + _ADB + "\nERROR: \"adb push\" returned with value 1",
          tool="scrcpy", src=SCRCPY),
        V("adb: connect error for write: " + _ADB, src=GNIREHTET, os="windows", shell="cmd"),
        V("adb: " + _ADB, src=TASKER)],
        cmd="adb shell", os=("linux", "macos")),
    # -- xcodebuild: the simulator the destination names ----------------------------------------------
    G("xcodebuild-destination-not-found", "xcodebuild", "runtime-value", IOS_BASE, [
        "xcodebuild: error: Unable to find a destination matching the provided destination specifier:\n"
        "\t\t{ platform:iOS Simulator, OS:16.1, name:iPhone 14 Pro Max }",
        V("xcodebuild: error: Unable to find a destination matching the provided destination specifier:\n"
          "{ platform:iOS Simulator, id:<<uuid>> }\nA shell task failed with exit code 70", src=CARTHAGE, tool="carthage"),
        V("[<<time>>]: ▸ xcodebuild: error: Unable to find a destination matching the provided destination specifier:\n"
          "[<<time>>]: ▸ { platform:iOS Simulator, id:<<uuid>> }", src=FASTLANE, tool="fastlane", cls="wrapper")],
        cmd="xcodebuild test -scheme <<proj>> -destination 'platform=iOS Simulator,name=iPhone 14 Pro Max'",
        exit=70, os=MACOS),
    G("xcodebuild-missing-device-specifier", "xcodebuild", "multiline", CORDOVA, [
        "xcodebuild: error: Unable to find a destination matching the provided destination specifier:\n"
        "                { platform:iOS Simulator }\n\n        Missing required device specifier option.\n"
        "        The device type “iOS Simulator” requires that either “name” or “id” be specified.\n"
        "        Please supply either “name” or “id”."],
        cmd="ionic build ios", exit=70, os=MACOS, look="xcodebuild-destination-not-found"),
    # -- Bazel: the package whose BUILD file is missing -----------------------------------------------
    G("bazel-no-such-package-bazel-config", "bazel", "everyday", BRPC, [
        "ERROR: Analysis of target '//libscu/lib/link:context' failed; build aborted: no such package 'bazel/config': "
        "BUILD file not found in any of the following directories. Add a BUILD file to a directory to mark it as a package."],
        cmd="bazel build //libscu/lib/link:context", os=LINUX),
    G("bazel-no-such-package-examples-android", "bazel", "version", BAZEL_TF, [
        "ERROR: no such package 'tensorflow/tensorflow/examples/android': BUILD file not found on package path."],
        cmd="bazel build //tensorflow/tensorflow/examples/android:tensorflow_demo", os=MACOS,
        look="bazel-no-such-package-bazel-config"),
    G("bazel-no-such-package-gwt-user-artifact", "bazel", "non-file-path", GWT, [
        "ERROR: /private/var/tmp/_bazel_<<user>>/4c8c2bd228bf93b7790b6dc4f1bd0724/external/io_bazel_rules_gwt/gwt/gwt.bzl:436:3: "
        "no such package '@gwt_user_artifact//jar': BUILD file not found on package path and referenced by "
        "'//external:gwt-user'"],
        cmd="bazel build //...", os=MACOS, look="bazel-no-such-package-bazel-config"),
    G("bazel-no-such-package-nuget-org", "bazel", "non-file-path", NUGET, [
        "no such package '@@+nuget_ext+nuget_org//': BUILD file not found in directory '' of external repository "
        "@@+nuget_ext+nuget_org. Add a BUILD file to a directory to mark it as a package.",
        "(<<time>>) ERROR: no such package '@@+nuget_ext+nuget_org//': BUILD file not found in directory '' of external "
        "repository @@+nuget_ext+nuget_org. Add a BUILD file to a directory to mark it as a package."],
        cmd="bazel build //...", os=("windows",), look="bazel-no-such-package-bazel-config"),
    # -- Mix: the dependency that would not compile ---------------------------------------------------
    G("mix-could-not-compile-meck", "mix", "everyday", MECK, [
        "** (Mix) Could not compile dependency :meck, \"<<home>>/.mix/rebar compile skip_deps=true "
        "deps_dir=\"<<root>>/_build/dev/lib\"\" command failed. " + _MIX_TAIL.format("meck")],
        cmd="mix phx.server", os=LINUX),
    G("mix-could-not-compile-quantile-estimator", "mix", "everyday", QUANTILE, [
        "** (Mix) Could not compile dependency :quantile_estimator, \"/root/.mix/rebar3 bare compile "
        "--paths=\"<<root>>/_build/dev/lib/*/ebin\"\" command failed. " + _MIX_TAIL.format("quantile_estimator")],
        cmd="mix do deps.get, local.rebar --force, deps.compile, compile", os=LINUX, look="mix-could-not-compile-meck"),
    G("mix-could-not-compile-hackney", "mix", "multiline", HACKNEY, [
        "ERROR: compile failed while processing <<root>>/deps/hackney: rebar_abort\n"
        "** (Mix) Could not compile dependency :hackney, \"<<home>>/.mix/rebar\" command failed. " + _MIX_TAIL.format("hackney")],
        cmd="mix release", os=LINUX, look="mix-could-not-compile-meck"),
    G("mix-could-not-compile-ecto", "mix", "version", ECTO, [
        "could not compile dependency :ecto, \"mix compile\" failed. Errors may have been logged above. You can recompile "
        "this dependency with \"mix deps.compile ecto --force\", update it with \"mix deps.update ecto\" or clean it with "
        "\"mix deps.clean ecto\""],
        cmd="iex -S mix phx.server", os=MACOS, look="mix-could-not-compile-meck"),
    G("mix-could-not-compile-jose", "mix", "multiline", JOSE, [
        "could not compile dependency :jose, \"mix compile\" failed. " + _MIX_TAIL.format("jose")
        + "\n** (Mix) Encountered compilation errors"],
        cmd="mix compile", os=("linux", "macos"), look="mix-could-not-compile-meck"),
    # -- Podman: a short image name with no search registry (the image is volatile) -------------------
    G("podman-short-name-no-search-registries", "podman", "version", PODMAN_UBUNTU, [
        "Error: error getting default registries to try: short-name \"ubuntu\" did not resolve to an alias and no "
        "unqualified-search registries are defined in \"\"",
        V("\"machines/filestash:latest\" did not resolve to an alias and no unqualified-search registries are defined in "
          "\"/etc/containers/registries.conf\"", src=FILESTASH, tool="docker-compose", cls="wrapper")],
        cmd="podman pull ubuntu", exit=125, os=LINUX),
]

QUERIES = [
    Q("alpine apk says no such package required by world", "apk-no-such-package-fastfetch", "plain"),
    Q("apk 安装 fastfetch 提示 no such package", "apk-no-such-package-fastfetch", "zh"),
    Q("apk can't find package get, I meant git", "apk-no-such-package-get", "plain"),
    Q("apk add get 找不到这个包", "apk-no-such-package-get", "zh"),
    Q("apk refuses to commit because repository tags are missing", "apk-missing-repository-tags", "plain"),
    Q("apk 安装 @edge 包时缺少仓库标签无法提交", "apk-missing-repository-tags", "zh"),
    Q("nix build flake has no default package", "nix-flake-no-default-package", "plain"),
    Q("nix build 提示 flake 没有默认包 defaultPackage", "nix-flake-no-default-package", "zh"),
    Q("nix flake does not provide the package I asked for", "nix-flake-no-attr-notarealpackage", "plain"),
    Q("nixpkgs 里没有这个包 nix build 报属性不存在", "nix-flake-no-attr-notarealpackage", "zh"),
    Q("nix says pkgs.nuenv attribute is missing", "nix-attribute-missing-nuenv", "plain"),
    Q("nix 报 nuenv 属性缺失", "nix-attribute-missing-nuenv", "zh"),
    Q("nix flake show currentSystem missing in pure evaluation", "nix-attribute-missing-currentsystem", "plain"),
    Q("nix flake 纯求值模式下缺少 currentSystem", "nix-attribute-missing-currentsystem", "zh"),
    Q("treefmt flake checks wrapper attribute missing", "nix-attribute-missing-wrapper", "plain"),
    Q("nix flake show 报 wrapper 属性不存在", "nix-attribute-missing-wrapper", "zh"),
    Q("zig cannot find its installation directory lib folder", "zig-installation-directory-not-found", "plain"),
    Q("zig 找不到安装目录 FileNotFound", "zig-installation-directory-not-found", "zh"),
    Q("swift build cannot find product BFKit", "swiftpm-product-bfkit-not-found", "plain"),
    Q("swift package 找不到依赖产品 BFKit", "swiftpm-product-bfkit-not-found", "zh"),
    Q("swiftpm product Utility missing after updating swift", "swiftpm-product-utility-not-found", "plain"),
    Q("升级 Swift 后 Utility 产品依赖找不到", "swiftpm-product-utility-not-found", "zh"),
    Q("swift package run Swifter product not found in package swifter", "swiftpm-product-swifter-not-found", "plain"),
    Q("Xcode 12.5 下 swift 找不到 Swifter 产品", "swiftpm-product-swifter-not-found", "zh"),
    Q("platformio does not know board d1_mini_pro", "pio-unknown-board-d1-mini-pro", "plain"),
    Q("platformio 不认识 d1_mini_pro 开发板", "pio-unknown-board-d1-mini-pro", "zh"),
    Q("platformio unknown board lolin s2 mini", "pio-unknown-board-lolin-s2-mini", "plain"),
    Q("platformio 新建 lolin s2 mini 项目提示未知板子", "pio-unknown-board-lolin-s2-mini", "zh"),
    Q("pio run esp32-c3-devkitc-02 board id unknown", "pio-unknown-board-esp32-c3-devkitc-02", "plain"),
    Q("esp32-c3-devkitc-02 板子 ID 无法识别", "pio-unknown-board-esp32-c3-devkitc-02", "zh"),
    Q("platformio has no board definition for seeed xiao rp2040", "pio-unknown-board-seeed-xiao-rp2040", "plain"),
    Q("platformio 没有 seeed xiao rp2040 的板子定义", "pio-unknown-board-seeed-xiao-rp2040", "zh"),
    Q("ansible playbook can't find community.general.modprobe", "ansible-unresolved-community-general-modprobe", "plain"),
    Q("ansible 找不到 modprobe 模块 缺少集合", "ansible-unresolved-community-general-modprobe", "zh"),
    Q("ansible ufw module not resolved on ansible 2.9", "ansible-unresolved-community-general-ufw", "plain"),
    Q("ansible 2.9 用不了 community.general.ufw", "ansible-unresolved-community-general-ufw", "zh"),
    Q("mysql_db module is not in community.general anymore", "ansible-unresolved-community-general-mysql-db", "plain"),
    Q("ansible mysql_db 模块解析失败", "ansible-unresolved-community-general-mysql-db", "zh"),
    Q("awx job cannot resolve the mail module", "ansible-unresolved-mail", "plain"),
    Q("AWX 里 mail 模块无法解析", "ansible-unresolved-mail", "zh"),
    Q("adb says phone is unauthorized and vendor keys not set", "adb-device-unauthorized", "plain"),
    Q("adb 设备未授权 怎么办", "adb-device-unauthorized", "zh"),
    Q("xcodebuild can't find the simulator destination", "xcodebuild-destination-not-found", "plain"),
    Q("xcodebuild 找不到匹配的模拟器目标", "xcodebuild-destination-not-found", "zh"),
    Q("xcodebuild destination needs a name or id for the simulator", "xcodebuild-missing-device-specifier", "plain"),
    Q("xcodebuild 模拟器目标缺少 name 或 id", "xcodebuild-missing-device-specifier", "zh"),
    Q("bazel no such package bazel/config when depending on brpc", "bazel-no-such-package-bazel-config", "plain"),
    Q("bazel 构建 brpc 依赖报 bazel/config 包不存在", "bazel-no-such-package-bazel-config", "zh"),
    Q("bazel can't see the BUILD file of tensorflow android example", "bazel-no-such-package-examples-android", "plain"),
    Q("bazel 编译 tensorflow 安卓示例找不到 BUILD 文件", "bazel-no-such-package-examples-android", "zh"),
    Q("rules_gwt gwt_user_artifact package missing", "bazel-no-such-package-gwt-user-artifact", "plain"),
    Q("bazel gwt 规则缺少 gwt_user_artifact 包", "bazel-no-such-package-gwt-user-artifact", "zh"),
    Q("bazel nuget external repository has no BUILD file", "bazel-no-such-package-nuget-org", "plain"),
    Q("bazel 外部仓库 nuget_org 没有 BUILD 文件", "bazel-no-such-package-nuget-org", "zh"),
    Q("mix fails compiling meck with rebar", "mix-could-not-compile-meck", "plain"),
    Q("mix 编译依赖 meck 失败", "mix-could-not-compile-meck", "zh"),
    Q("blockscout quantile_estimator dependency won't compile", "mix-could-not-compile-quantile-estimator", "plain"),
    Q("quantile_estimator 依赖编译不过", "mix-could-not-compile-quantile-estimator", "zh"),
    Q("hackney fails to build under mix rebar_abort", "mix-could-not-compile-hackney", "plain"),
    Q("mix release 时 hackney 编译失败", "mix-could-not-compile-hackney", "zh"),
    Q("phoenix server ecto dependency does not compile", "mix-could-not-compile-ecto", "plain"),
    Q("启动 phoenix 时 ecto 依赖编译失败", "mix-could-not-compile-ecto", "zh"),
    Q("jose dependency compile error in elixir project", "mix-could-not-compile-jose", "plain"),
    Q("elixir 项目 jose 依赖无法编译", "mix-could-not-compile-jose", "zh"),
    Q("podman pull short image name has no registry to search", "podman-short-name-no-search-registries", "plain"),
    Q("podman 拉取镜像短名称无法解析 没有配置搜索仓库", "podman-short-name-no-search-registries", "zh"),
]
