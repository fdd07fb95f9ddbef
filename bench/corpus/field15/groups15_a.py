"""Field set 15, part a: Elixir's mix, SwiftPM, Dart's pub, HarmonyOS tooling, CocoaPods from four shells,
the GNU linker, fish, xmake, nimble, helm, and Python's DLL loader in Chinese.

Every message is copied from the thread in its `src` (only `<<slot>>` parts were replaced); queries are
written the way someone who has not memorised the message would ask.
"""

from __future__ import annotations

from fieldspec import G, Q, V

_MAC = ("macos",)
_WIN = ("windows",)
_LINUX = ("linux",)

GROUPS = [
    # -- Elixir's mix: which dependency, and which state of the lock, decides the fix ---------------
    G("f15-mix-ml-deps-not-locked", "mix", "multiline", "https://github.com/wintermeyer/animina/issues/374", [
        "Unchecked dependencies for environment dev:\n"
        "* exla (Hex package)\n"
        "  the dependency is not locked. To generate the \"mix.lock\" file run \"mix deps.get\"\n"
        "* bumblebee (Hex package)\n"
        "  the dependency is not locked. To generate the \"mix.lock\" file run \"mix deps.get\"\n"
        "* stb_image (Hex package)\n"
        "  the dependency is not locked. To generate the \"mix.lock\" file run \"mix deps.get\"\n"
        "** (Mix) Can't continue due to errors on dependencies",
    ], cmd="ENABLE_ML_FEATURES=true iex -S mix phx.server", os=("linux", "macos")),
    G("f15-mix-neotoma-not-locked", "mix", "version", "https://github.com/bitwalker/exrm/issues/309", [
        "==> conform\n"
        "Unchecked dependencies for environment prod:\n"
        "* neotoma (Hex package)\n"
        "  the dependency is not locked (run \"mix deps.get\" to generate \"mix.lock\" file)\n"
        "==> Failed to execute before_release hook for Elixir.ReleaseManager.Plugin.Conform!\n"
        "==> bullhorn\n"
        "** (Mix) Can't continue due to errors on dependencies",
    ], cmd="mix release", os=_LINUX, look="f15-mix-ml-deps-not-locked"),
    G("f15-mix-git-dep-lock-mismatch", "mix", "non-file-path", "https://github.com/elixir-lang/elixir/issues/15485", [
        "Unchecked dependencies for environment dev:\n"
        "* ex_sysinfo (https://github.com/m0rt3nlund/ex_sysinfo.git)\n"
        "  lock mismatch: the dependency is out of date. To fetch locked version run \"mix deps.get\"\n"
        "** (Mix) Can't continue due to errors on dependencies",
    ], cmd="mix compile", os=_WIN, shells=("bash", "powershell")),
    G("f15-mix-jsx-lock-outdated", "mix", "version", "https://github.com/slogsdon/mandrill-elixir/issues/10", [
        "Unchecked dependencies for environment dev:\n"
        "* jsx (git://github.com/talentdeficit/jsx.git)\n"
        "  lock outdated: the lock is outdated compared to the options in your mixfile (run \"mix deps.get\" to "
        "fetch locked version)\n"
        "** (Mix) Can't continue due to errors on dependencies",
    ], cmd="mix compile", os=("macos", "linux"), look="f15-mix-git-dep-lock-mismatch"),

    # -- SwiftPM and Swift on Linux ----------------------------------------------------------------------
    G("f15-swiftpm-no-module-tdlib", "swift", "wrapper", "https://github.com/swiftlang/swift-package-manager/issues/9103", [
        "error: <<root>>/TDLibKit/Sources/TDLibKit/TDLibClientManager.swift:9:8 no such module 'TDLibFramework'",
        "info: <<root>>/TDLibKit/Sources/TDLibKit/TDLibClientManager.swift:9:8: error: no such module "
        "'TDLibFramework'\nimport TDLibFramework\n       ^",
    ], cmd="swift build --buildsystem=swiftbuild", os=_MAC),
    G("f15-swift-swiftshims-import-file", "swift", "everyday", "https://github.com/voidlinux/void-packages/issues/5737", [
        "error: opening import file for module 'SwiftShims': No such file or directory",
    ], cmd="swift build hello.swift", os=_LINUX),

    # -- Dart's pub: a path dependency that is not there, bare and inside flutter's wrapper -----------
    G("f15-pub-path-dep-missing", "flutter", "wrapper", "https://github.com/bsutton/sounds/issues/23", [
        "Because sounds_demo depends on sounds_common from path which doesn't exist (could not find package "
        "sounds_common at \"..\\..\\sounds_common\"), version solving failed.",
        "pub get failed (66; Because sounds_demo depends on sounds_common from path which doesn't exist (could not "
        "find package sounds_common at \"..\\..\\sounds_common\"), version solving failed.)",
    ], cmd="flutter pub get", os=_WIN, exit=66),

    # -- HarmonyOS: ohpm, ArkTS and hvigor -------------------------------------------------------------
    G("f15-ohpm-local-folder-missing", "ohpm", "multiline", "https://github.com/HomoArk/Homogram/issues/11", [
        "ohpm ERROR: missing: libhomogrape.so@<<root>>\\features\\home\\src\\main\\native\\homogrape\\dist, required "
        "by @ohos/home@<<root>>\\features\\home\n"
        "ohpm ERROR: Found exception: Error: Fetch local folder package error, "
        "<<root>>\\features\\home\\src\\main\\native\\homogrape\\dist does not exist., reached retry limit or non "
        "retryable error encountered.\n"
        "ohpm ERROR: Install failed, detail: Error: Fetch local folder package error, "
        "<<root>>\\features\\home\\src\\main\\native\\homogrape\\dist does not exist.",
    ], cmd="ohpm install", os=_WIN),
    G("f15-arkts-cannot-find-flutter-unionad", "hvigor", "everyday", "https://github.com/gstory0404/flutter_unionad/issues/199", [
        "1 ERROR: 10505001 ArkTS Compiler Error\n"
        "Error Message: Cannot find module 'flutter_unionad' or its corresponding type declarations. At File: "
        "<<root>>/ohos/entry/src/main/ets/plugins/GeneratedPluginRegistrant.ets:2:34",
    ], cmd="flutter build hap", os=_MAC),
    G("f15-hvigor-module-path-not-found", "hvigor", "non-file-path", "https://github.com/AbnerMing888/HarmonyOsNet/issues/34", [
        "ERROR: Path not found: '<<root>>\\net'. Please check field: 'modules' in file: "
        "'<<root>>\\build-profile.json5'.",
    ], cmd="hvigorw assembleHap", os=_WIN),

    # -- CocoaPods' pod off PATH, as four shells and a Swift library say it ---------------------------
    G("f15-pod-command-not-found", "pod", "shell", "https://github.com/CocoaPods/CocoaPods/issues/9589", [
        V("zsh: command not found: pod", shell="zsh", exit=127),
        V("-bash: pod: command not found", shell="bash", exit=127, src="https://github.com/CocoaPods/CocoaPods/issues/1385"),
        V("bash: pod: command not found", shell="bash", exit=127, src="https://github.com/CocoaPods/CocoaPods/issues/975"),
        V("/bin/bash: pod: command not found", shell="bash", exit=127, src="https://github.com/JohnSundell/ShellOut/issues/60",
          cls="wrapper"),
        V("Error: ShellOut encountered an error\nStatus code: 127\nMessage: \"/bin/bash: pod: command not found\"\n"
          "Output: \"\"", shell="zsh", tool="swift", cmd="swift run", exit=1,
          src="https://github.com/JohnSundell/ShellOut/issues/55", cls="wrapper"),
    ], cmd="pod install", os=_MAC, exit=127),

    # -- the GNU linker without -pthread ---------------------------------------------------------------
    G("f15-ld-undefined-pthread-create", "ld", "multiline", "https://github.com/remzi-arpacidusseau/ostep-code/issues/18", [
        "/usr/bin/ld: /tmp/ccJOGU9O.o: in function `main':\n"
        "threads.c:(.text+0x165): undefined reference to `pthread_create'\n"
        "/usr/bin/ld: threads.c:(.text+0x1a5): undefined reference to `pthread_create'\n"
        "/usr/bin/ld: threads.c:(.text+0x1d9): undefined reference to `pthread_join'\n"
        "/usr/bin/ld: threads.c:(.text+0x20d): undefined reference to `pthread_join'\n"
        "collect2: error: ld returned 1 exit status",
        V("/opt/rh/devtoolset-11/root/usr/bin/ld: /tmp/pogocache.MbOlMx.ltrans1.ltrans.o: in function `save':\n"
          "<<root>>/src/save.c:186: undefined reference to `pthread_create'\n"
          "/opt/rh/devtoolset-11/root/usr/bin/ld: <<root>>/src/save.c:203: undefined reference to `pthread_join'",
          tool="gcc", cmd="make", src="https://github.com/tidwall/pogocache/issues/26"),
    ], cmd="gcc -o threads threads.c -Wall", os=_LINUX),

    # -- fish: a bash-only helper inside a fish function -----------------------------------------------
    G("f15-fish-unknown-command-psub", "fish", "shell", "https://github.com/rcmdnk/homebrew-file/issues/370", [
        "/opt/homebrew/etc/brew-wrap.fish (line 1): Unknown command: psub\n"
        "echo $brewfile | psub\n"
        "                 ^~~^\n"
        "in command substitution\n"
        "        called on line 56 of file /opt/homebrew/etc/brew-wrap.fish\n"
        "in function 'brew' with arguments 'upgrade'",
    ], cmd="brew upgrade", os=_MAC, shells=("fish",), exit=127),

    # -- xmake: which package, and why it cannot be had ------------------------------------------------
    G("f15-xmake-pkg-not-in-repo-libcurle", "xmake", "everyday", "https://github.com/xmake-io/xmake/pull/2440", [
        "note: the following packages were not found in any repository (check if they are spelled correctly):\n"
        "  -> libcurle",
    ], cmd="xmake", os=_WIN, shells=("cmd", "powershell")),
    G("f15-xmake-pkg-not-in-repo-tbo", "xmake", "version", "https://github.com/xmake-io/xmake/pull/5889", [
        "note: the following packages were not found in any repository (check if they are spelled correc\n"
        "tly):\n"
        "  -> cpu_features, maybe cpu-features v0.9.0 in local-repo\n"
        "  -> tbo, maybe tbb 2021.12.0 in local-repo",
    ], cmd="xmake", os=("linux", "macos"), look="f15-xmake-pkg-not-in-repo-libcurle"),
    G("f15-xmake-pkg-unsupported-util-linux", "xmake", "everyday", "https://github.com/xmake-io/xmake/pull/2440", [
        "note: the following packages are unsupported on windows/x64:\n  -> util-linux 2.36.2",
    ], cmd="xmake", os=_WIN, shells=("cmd", "powershell")),
    G("f15-xmake-pkg-unsupported-cjson", "xmake", "version", "https://github.com/xmake-io/xmake/issues/1497", [
        "note: the following packages are unsupported for linux/rts3903!\n  -> cJSON",
    ], cmd="xmake f -a rts3903 -k shared -c -vD", os=_LINUX, look="f15-xmake-pkg-unsupported-util-linux"),
    G("f15-xmake-pkg-not-on-system-openssl", "xmake", "everyday", "https://github.com/xmake-io/xmake/pull/2440", [
        "note: the following packages were not found on your system, try again after installing them:\n"
        "  -> openssl 1.1.1o",
    ], cmd="xmake", os=_WIN, shells=("cmd", "powershell")),
    G("f15-xmake-pkg-not-on-system-dtkwidget", "xmake", "non-file-path", "https://github.com/xmake-io/xmake/issues/2556", [
        "note: the following packages were not found on your system, try again after installing them:\n"
        "  -> cmake::DtkWidget latest",
    ], cmd="xmake", os=_LINUX, look="f15-xmake-pkg-not-on-system-openssl"),

    # -- nimble: "Package not found." as three releases print it ---------------------------------------
    G("f15-nimble-package-not-found", "nimble", "version", "https://github.com/nim-lang/nimble/issues/107", [
        V("Looking for nim (>= 0.10.3)...\nNone found, installing...\n"
          "nim not found in local packages.json, check internet for updated packages? -> [forced yes]\n"
          "Downloading package list from https://github.com/nimrod-code/packages/raw/master/packages.json\n"
          "Done.\nFAILURE: Package not found.", os="linux"),
        V("Traceback (most recent call last)\nnimble.nim(836)          nimble\nnimble.nim(811)          doAction\n"
          "nimble.nim(615)          install\nnimble.nim(617)          install\n"
          "Error: unhandled exception: Package not found. [ENimble]", os="windows", shell="cmd",
          src="https://github.com/dom96/Aporia/issues/67"),
        V("       Tip: 5 messages have been suppressed, use --verbose to show them.\n     Error: Package not found.",
          os="windows", shell="cmd", src="https://github.com/dom96/choosenim/issues/93"),
    ], cmd="nimble install"),
    G("f15-nimble-package-list-404", "nimble", "everyday", "https://github.com/nim-lang/nimble/issues/137", [
        "Downloading package list from https://github.com/nim-lang/packages/raw/master/packages.json\n"
        "Error: unhandled exception: 404 Not Found [HttpRequestError]",
    ], cmd="nimble install gtk2", os=_LINUX),

    # -- helm: a chart repository that serves no index, a chart a repository does not hold -------------
    G("f15-helm-chart-not-in-repo-podinfo", "helm", "non-file-path", "https://github.com/fluxcd/flagger/issues/807", [
        "Error: podinfo chart not found in repo https://flagger.app",
    ], cmd="helm dependency up <<root>>"),
    G("f15-helm-repo-index-404-wg-access", "helm", "non-file-path",
      "https://github.com/freifunkMUC/wg-access-server-chart/issues/8", [
        "Error: looks like \"https://freifunkMUC.github.io/wg-access-server-chart/\" is not a valid chart repository "
        "or cannot be reached: failed to fetch https://freifunkMUC.github.io/wg-access-server-chart/index.yaml : "
        "404 Not Found",
    ], cmd="helm repo add wg-access https://freifunkMUC.github.io/wg-access-server-chart/"),
    G("f15-helm-repo-index-404-bitwarden", "helm", "version", "https://github.com/mcfedr/bitwarden-chart/issues/2", [
        "Error: Looks like \"https://github.com/mcfedr/bitwarden-chart.git\" is not a valid chart repository or "
        "cannot be reached: Failed to fetch https://github.com/mcfedr/bitwarden-chart.git/index.yaml : 404 Not Found",
    ], cmd="helm repo add bitwarden https://github.com/mcfedr/bitwarden-chart.git",
      look="f15-helm-repo-index-404-wg-access"),

    # -- Python's DLL loader on a Chinese Windows: which module, and module against procedure ----------
    G("f15-zh-dll-load-failed-module", "python", "locale", "https://github.com/BeetleChunks/redsails/issues/6", [
        "ImportError: DLL load failed: 找不到指定的模块。",
        V("ImportError: DLL load failed: 找不到指定的模块。", src="https://github.com/wmylxmj/Anime-Super-Resolution/issues/7"),
        V("ImportError: DLL load failed: 找不到指定的模块。", src="https://github.com/LmeSzinc/AzurLaneAutoScript/issues/2720"),
    ], cmd="python <<pyfile>>", os=_WIN, locale="zh", n=12),
    G("f15-zh-dll-load-failed-mpi4py", "python", "locale", "https://github.com/agi-brain/xuance/issues/2", [
        "from mpi4py import MPI ImportError: DLL load failed: 找不到指定的模块。",
    ], cmd="python <<pyfile>>", os=_WIN, locale="zh", n=10, look="f15-zh-dll-load-failed-module"),
    G("f15-zh-dll-load-failed-procedure", "python", "locale",
      "https://github.com/Data-Centric-AI-Community/fg-data-profiling/issues/610", [
        "ImportError: DLL load failed: 找不到指定的程序",
    ], cmd="python <<pyfile>>", os=_WIN, locale="zh", n=10, look="f15-zh-dll-load-failed-module"),
]

QUERIES = [
    Q("elixir server will not start, says dependencies are not locked", "f15-mix-ml-deps-not-locked", "plain"),
    Q("mix 提示依赖没有锁定，无法启动 phoenix", "f15-mix-ml-deps-not-locked", "zh"),
    Q("exrm release fails because neotoma is not in the lock file", "f15-mix-neotoma-not-locked", "plain"),
    Q("打 release 时 neotoma 依赖没锁定", "f15-mix-neotoma-not-locked", "zh"),
    Q("mix compile keeps saying my git dependency is out of date", "f15-mix-git-dep-lock-mismatch", "plain"),
    Q("mix 编译说 git 依赖版本和锁文件对不上", "f15-mix-git-dep-lock-mismatch", "zh"),
    Q("mix complains the lock is outdated compared to the mixfile for jsx", "f15-mix-jsx-lock-outdated", "plain"),
    Q("jsx 依赖的 lock 过期了怎么办", "f15-mix-jsx-lock-outdated", "zh"),
    Q("swift build cannot import TDLibFramework", "f15-swiftpm-no-module-tdlib", "plain"),
    Q("swift 编译找不到 TDLibFramework 模块", "f15-swiftpm-no-module-tdlib", "zh"),
    Q("swift on void linux cannot open SwiftShims", "f15-swift-swiftshims-import-file", "plain"),
    Q("linux 上 swift 编译提示 SwiftShims 文件不存在", "f15-swift-swiftshims-import-file", "zh"),
    Q("flutter pub get fails because a local path package is missing", "f15-pub-path-dep-missing", "plain"),
    Q("flutter 依赖本地路径的包找不到", "f15-pub-path-dep-missing", "zh"),
    Q("ohpm install says a local folder package does not exist", "f15-ohpm-local-folder-missing", "plain"),
    Q("鸿蒙 ohpm 安装依赖提示本地目录不存在", "f15-ohpm-local-folder-missing", "zh"),
    Q("harmonyos build cannot find the flutter_unionad module", "f15-arkts-cannot-find-flutter-unionad", "plain"),
    Q("鸿蒙编译找不到 flutter_unionad 模块", "f15-arkts-cannot-find-flutter-unionad", "zh"),
    Q("deveco build says a module path in build-profile does not exist", "f15-hvigor-module-path-not-found", "plain"),
    Q("鸿蒙项目 build-profile 里的模块路径找不到", "f15-hvigor-module-path-not-found", "zh"),
    Q("installed cocoapods but the terminal does not know pod", "f15-pod-command-not-found", "plain"),
    Q("装了 cocoapods 但是终端找不到 pod 命令", "f15-pod-command-not-found", "zh"),
    Q("gcc link fails on threads program, pthread functions missing", "f15-ld-undefined-pthread-create", "plain"),
    Q("编译多线程程序链接时找不到 pthread_create", "f15-ld-undefined-pthread-create", "zh"),
    Q("brew wrapper in fish shell breaks on psub", "f15-fish-unknown-command-psub", "plain"),
    Q("fish 里 brew 升级时报 psub 命令不存在", "f15-fish-unknown-command-psub", "zh"),
    Q("xmake cannot find libcurle in any repository", "f15-xmake-pkg-not-in-repo-libcurle", "plain"),
    Q("xmake 说仓库里没有 libcurle 这个包", "f15-xmake-pkg-not-in-repo-libcurle", "zh"),
    Q("xmake suggests tbb when I asked for tbo", "f15-xmake-pkg-not-in-repo-tbo", "plain"),
    Q("xmake 找不到 tbo 包，提示可能是 tbb", "f15-xmake-pkg-not-in-repo-tbo", "zh"),
    Q("xmake says util-linux is not supported on windows", "f15-xmake-pkg-unsupported-util-linux", "plain"),
    Q("xmake 提示 util-linux 不支持 windows", "f15-xmake-pkg-unsupported-util-linux", "zh"),
    Q("xmake cross compile for rts3903 says cJSON unsupported", "f15-xmake-pkg-unsupported-cjson", "plain"),
    Q("xmake 交叉编译 cJSON 不支持这个平台", "f15-xmake-pkg-unsupported-cjson", "zh"),
    Q("xmake wants openssl installed on the system first", "f15-xmake-pkg-not-on-system-openssl", "plain"),
    Q("xmake 在系统里找不到 openssl", "f15-xmake-pkg-not-on-system-openssl", "zh"),
    Q("xmake cannot find the DtkWidget cmake package on deepin", "f15-xmake-pkg-not-on-system-dtkwidget", "plain"),
    Q("xmake 找不到系统里的 DtkWidget", "f15-xmake-pkg-not-on-system-dtkwidget", "zh"),
    Q("nimble install cannot find the package", "f15-nimble-package-not-found", "plain"),
    Q("nim 的 nimble 安装包时说包不存在", "f15-nimble-package-not-found", "zh"),
    Q("nimble cannot download the package list, 404", "f15-nimble-package-list-404", "plain"),
    Q("nimble 下载包列表 404", "f15-nimble-package-list-404", "zh"),
    Q("helm dependency update cannot find podinfo in flagger repo", "f15-helm-chart-not-in-repo-podinfo", "plain"),
    Q("helm 更新依赖时仓库里没有 podinfo chart", "f15-helm-chart-not-in-repo-podinfo", "zh"),
    Q("helm repo add wg-access fails with index.yaml 404", "f15-helm-repo-index-404-wg-access", "plain"),
    Q("helm 添加 wg-access 仓库 index.yaml 404", "f15-helm-repo-index-404-wg-access", "zh"),
    Q("adding the bitwarden chart git url as a helm repo gives 404", "f15-helm-repo-index-404-bitwarden", "plain"),
    Q("把 bitwarden 的 git 地址当 helm 仓库添加报 404", "f15-helm-repo-index-404-bitwarden", "zh"),
    Q("python on windows cannot load a dll module when importing", "f15-zh-dll-load-failed-module", "plain"),
    Q("python 导入时 DLL 加载失败 找不到指定的模块", "f15-zh-dll-load-failed-module", "zh"),
    Q("importing mpi4py on windows fails to load a dll", "f15-zh-dll-load-failed-mpi4py", "plain"),
    Q("导入 mpi4py 报 DLL 加载失败", "f15-zh-dll-load-failed-mpi4py", "zh"),
    Q("python dll load fails saying the procedure cannot be found", "f15-zh-dll-load-failed-procedure", "plain"),
    Q("python 导入报 DLL 加载失败 找不到指定的程序", "f15-zh-dll-load-failed-procedure", "zh"),
]
