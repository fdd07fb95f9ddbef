"""Field set 15, part e: macOS and fish. Xcode's simctl missing behind six wrappers, Intel-only
binaries on Apple Silicon (which binary decides), binaries the kernel kills for their signature,
dyld's missing frameworks across two releases, and fish refusing files it cannot execute.

Every message is copied from the thread in its `src` (only `<<slot>>` parts were replaced); queries are
written the way someone who has not memorised the message would ask.
"""

from __future__ import annotations

from fieldspec import G, Q, V

_MAC = ("macos",)
_SIMCTL = "xcrun: error: unable to find utility \"simctl\", not a developer tool or in PATH"

GROUPS = [
    # -- Xcode's command-line tools pointing at the wrong developer directory ---------------------------
    G("f15-xcrun-simctl-not-found", "xcrun", "wrapper", "https://github.com/zebrunner/mcloud-ios/issues/198", [
        V(_SIMCTL, cmd="xcrun simctl list --json", exit=72),
        V("Error: Command failed: xcrun simctl list devices --json\n" + _SIMCTL + "\n\n"
          "    at genericNodeError (node:internal/errors:983:15)\n"
          "    at wrappedFn (node:internal/errors:537:14)\n"
          "    at ChildProcess.exithandler (node:child_process:417:12)", tool="raycast", cmd="ray develop",
          src="https://github.com/raycast/extensions/issues/28484", cls="multiline"),
        V("MiniSim - ShellOut encountered an error\nStatus code: 72\nMessage: \"" + _SIMCTL + "\"\nOutput: \"\"",
          tool="minisim", cmd="open -a MiniSim", src="https://github.com/okwasniewski/MiniSim/issues/134"),
        V("Error running `xcrun simctl list devices --json`: " + _SIMCTL, tool="expo", cmd="expo start --ios",
          src="https://github.com/expo/expo-cli/issues/2877"),
        V("Error: Error while executing command 'xcrun simctl list devices'. Please ensure your tools are configured "
          "correctly. More info: " + _SIMCTL, tool="tns", cmd="tns devices",
          src="https://github.com/NativeScript/nativescript-cli/issues/3590"),
        V(_SIMCTL + "\nRunning `simctl list` failed", tool="set-simulator-location",
          cmd="set-simulator-location -c 37.7765 -122.3918",
          src="https://github.com/MobileNativeFoundation/set-simulator-location/issues/19"),
        V("Found Xcode project AwesomeProject.xcodeproj\n" + _SIMCTL, tool="react-native", cmd="react-native run-ios",
          src="https://github.com/react/react-native/issues/7965"),
    ], os=_MAC, exit=1, n=14, look="f15-pod-command-not-found"),

    # -- an Intel-only binary on Apple Silicon without Rosetta: which binary decides --------------------
    G("f15-bad-cpu-type-iaex", "zsh", "everyday", "https://github.com/TwizzyIndy/iAex/issues/3", [
        "zsh: bad CPU type in executable: ./iAex",
    ], cmd="./iAex", os=_MAC, shells=("zsh",), exit=126),
    G("f15-bad-cpu-type-chatgpt-telegram", "zsh", "everyday", "https://github.com/m1guelpf/chatgpt-telegram/issues/75", [
        "zsh: bad CPU type in executable: ./chatgpt-telegram",
    ], cmd="./chatgpt-telegram", os=_MAC, shells=("zsh",), exit=126, look="f15-bad-cpu-type-iaex"),
    G("f15-bad-cpu-type-macfetch", "zsh", "everyday", "https://github.com/gantoreno/macfetch/issues/11", [
        "zsh: bad CPU type in executable: macfetch",
    ], cmd="macfetch", os=_MAC, shells=("zsh",), exit=126, look="f15-bad-cpu-type-iaex"),
    G("f15-bad-cpu-type-nanobrew-git", "zsh", "non-file-path", "https://github.com/justrach/nanobrew/issues/227", [
        "zsh: bad CPU type in executable: /opt/nanobrew/prefix/bin/git",
    ], cmd="/opt/nanobrew/prefix/bin/git", os=_MAC, shells=("zsh",), exit=126, look="f15-bad-cpu-type-iaex"),

    # -- the kernel kills a binary whose code signature it rejects: which binary decides ----------------
    G("f15-zsh-killed-hwaro", "zsh", "everyday", "https://github.com/hahwul/hwaro/issues/782", [
        "zsh: killed hwaro version",
    ], cmd="hwaro version", os=_MAC, shells=("zsh",), exit=137),
    G("f15-zsh-killed-modd", "zsh", "runtime-value", "https://github.com/cortesi/modd/issues/132", [
        "[1]    <<pid>> killed     modd",
    ], cmd="modd", os=_MAC, shells=("zsh",), exit=137, look="f15-zsh-killed-hwaro"),
    G("f15-killed-9-openfang", "bash", "shell", "https://github.com/RightNow-AI/openfang/issues/109", [
        "Killed: 9",
    ], cmd="openfang --version", os=_MAC, shells=("bash",), exit=137, look="f15-zsh-killed-hwaro"),

    # -- dyld: which framework a macOS or iOS build cannot load ------------------------------------------
    G("f15-dyld-bolts-framework", "dyld", "runtime-value", "https://github.com/BoltsFramework/Bolts-ObjC/issues/350", [
        "dyld[<<pid>>]: Library not loaded: @rpath/Bolts.framework/Versions/A/Bolts\n"
        "  Referenced from: <<home>>/Library/Developer/Xcode/DerivedData/myproject-aonhubtyosxwqhaqhrzbjchzjkbq/Build/"
        "Products/Debug-maccatalyst/myproject.app/Contents/MacOS/myproject\n"
        "  Reason: tried: '<<home>>/Library/Developer/Xcode/DerivedData/myproject-aonhubtyosxwqhaqhrzbjchzjkbq/Build/"
        "Products/Debug-maccatalyst/Bolts.framework/Versions/A/Bolts' (no such file),",
    ], cmd="xcodebuild -scheme myproject -destination 'platform=macOS,variant=Mac Catalyst' build", os=_MAC,
      exit=134),
    G("f15-dyld-layoutable-framework", "dyld", "version", "https://github.com/nangege/PandaDemo/issues/2", [
        "dyld: Library not loaded: @rpath/Layoutable.framework/Layoutable\n"
        "  Referenced from: /var/containers/Bundle/Application/3291DA6F-87BF-4991-A83E-C23216994670/PandaDemo.app/"
        "PandaDemo\n"
        "  Reason: image not found",
    ], cmd="xcodebuild -scheme PandaDemo", os=_MAC, exit=134, look="f15-dyld-bolts-framework"),
    G("f15-dyld-fspicker-framework", "dyld", "runtime-value", "https://github.com/filestack/FSPicker/issues/38", [
        "dyld: Library not loaded: @rpath/FSPicker.framework/FSPicker\n"
        "  Referenced from: /var/containers/Bundle/Application/369169FE-637A-435C-AC85-C54E3B7ECA4F/UniRely.app/"
        "UniRely\n"
        "  Reason: image not found",
    ], cmd="xcodebuild -scheme UniRely", os=_MAC, exit=134, look="f15-dyld-layoutable-framework"),

    # -- fish: a file it found but cannot run, and why ----------------------------------------------------
    G("f15-fish-exec-format-no-shebang", "fish", "shell", "https://github.com/QSCTech/zjunet/issues/57", [
        "Failed to execute process '/usr/bin/zjunet'. Reason:\n"
        "exec: Exec format error\n"
        "The file '/usr/bin/zjunet' is marked as an executable but could not be run by the operating system.",
    ], cmd="zjunet vpn -c", os=("linux",), shells=("fish",), exit=125),
    G("f15-fish-exec-errno-8-tail", "fish", "version", "https://github.com/ish-app/ish/issues/1088", [
        "Failed to execute process '/usr/bin/tail'. Reason:\n"
        "exec: unknown error (errno was 8)\n"
        "The file '/usr/bin/tail' is marked as an executable but could not be run by the operating system.",
    ], cmd="tail -n 20 <<relfile>>", os=("linux",), shells=("fish",), exit=125, look="f15-fish-exec-format-no-shebang"),
    G("f15-fish-exists-not-executable", "fish", "shell", "https://github.com/fish-shell/fish-shell/issues/12440", [
        "fish: Unknown command. '<<home>>/.opam/default/bin/" + "r" * 257 + "' exists but is not an executable file.",
    ], cmd="r" * 257, os=("linux",), shells=("fish",), exit=126, look="f15-fish-exec-format-no-shebang"),
]

QUERIES = [
    Q("simulator tools say simctl cannot be found though xcode is installed", "f15-xcrun-simctl-not-found", "plain"),
    Q("xcode 装了但是找不到 simctl 工具", "f15-xcrun-simctl-not-found", "zh"),
    Q("iAex will not run on my M1 mac", "f15-bad-cpu-type-iaex", "plain"),
    Q("M1 上运行 iAex 提示 CPU 类型不对", "f15-bad-cpu-type-iaex", "zh"),
    Q("chatgpt-telegram binary refuses to start on apple silicon", "f15-bad-cpu-type-chatgpt-telegram", "plain"),
    Q("苹果芯片 mac 上 chatgpt-telegram 打不开", "f15-bad-cpu-type-chatgpt-telegram", "zh"),
    Q("macfetch says wrong cpu type", "f15-bad-cpu-type-macfetch", "plain"),
    Q("macfetch 运行报 CPU 类型错误", "f15-bad-cpu-type-macfetch", "zh"),
    Q("git from nanobrew will not run on intel mac after update", "f15-bad-cpu-type-nanobrew-git", "plain"),
    Q("nanobrew 更新后 git 在 intel mac 上用不了", "f15-bad-cpu-type-nanobrew-git", "zh"),
    Q("hwaro gets killed right away on apple silicon", "f15-zsh-killed-hwaro", "plain"),
    Q("hwaro 一运行就被 mac 杀掉", "f15-zsh-killed-hwaro", "zh"),
    Q("modd process is killed immediately on m1 with no message", "f15-zsh-killed-modd", "plain"),
    Q("modd 在 M1 上启动立刻被杀死", "f15-zsh-killed-modd", "zh"),
    Q("openfang cli dies with signal 9 on mac", "f15-killed-9-openfang", "plain"),
    Q("openfang 命令行在 mac 上被信号 9 杀掉", "f15-killed-9-openfang", "zh"),
    Q("catalyst app crashes at launch, Bolts framework cannot be loaded", "f15-dyld-bolts-framework", "plain"),
    Q("mac catalyst 启动时加载不了 Bolts 框架", "f15-dyld-bolts-framework", "zh"),
    Q("iphone app crashes on start, Layoutable framework not loaded", "f15-dyld-layoutable-framework", "plain"),
    Q("iOS 应用启动崩溃 Layoutable 框架加载失败", "f15-dyld-layoutable-framework", "zh"),
    Q("app crashes on device because FSPicker framework is missing", "f15-dyld-fspicker-framework", "plain"),
    Q("真机运行找不到 FSPicker 框架", "f15-dyld-fspicker-framework", "zh"),
    Q("zjunet works in bash but not in fish", "f15-fish-exec-format-no-shebang", "plain"),
    Q("zjunet 在 fish 下不能运行，bash 可以", "f15-fish-exec-format-no-shebang", "zh"),
    Q("tail fails to run in fish on ish with errno 8", "f15-fish-exec-errno-8-tail", "plain"),
    Q("ish 里 fish 运行 tail 报 errno 8", "f15-fish-exec-errno-8-tail", "zh"),
    Q("fish claims a very long command exists but cannot run it", "f15-fish-exists-not-executable", "plain"),
    Q("fish 对很长的命令名说文件存在但不能执行", "f15-fish-exists-not-executable", "zh"),
]
