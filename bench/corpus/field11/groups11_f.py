"""Field set 11, part f: macOS: launchd refusing a job (bare, and wrapped by the Nix installer and
a CLI), dyld missing a library (look-alikes by library), codesign unable to reach the signing key
(through Xcode, older Xcode, Flutter and make), CocoaPods finding no version of a pod (look-alikes
by pod, two CocoaPods wordings). Every message is copied from the thread in its `src`; only
`<<slot>>` values vary."""

from fieldspec import G, Q, V

NIXINSTALLER_1157 = "https://github.com/DeterminateSystems/nix-installer/issues/1157"
OPENCLAW_136453 = "https://github.com/openclaw/openclaw/issues/136453"
SPARKDOCK_151 = "https://github.com/sparkfabrik/sparkdock/issues/151"
TRUETREE_2 = "https://github.com/themittenmac/TrueTree/issues/2"
ICONS_12 = "https://github.com/alexaubry/alternate-icons/issues/12"
STATICLIBS_15 = "https://github.com/keith/swift-staticlibs/issues/15"
SWIFTSHIELD_99 = "https://github.com/rockbruno/swiftshield/issues/99"
INSERTDYLIB_9 = "https://github.com/tyilo/insert_dylib/issues/9"
POTATSO_126 = "https://github.com/haxpor/Potatso/issues/126"
GASMASK_165 = "https://github.com/2ndalpha/gasmask/issues/165"
RN_24091 = "https://github.com/react/react-native/issues/24091"
FLUTTER_71012 = "https://github.com/flutter/flutter/issues/71012"
CMDKEY_46 = "https://github.com/frobware/cmd-key-happy/pull/46"
INPUTBAR_57 = "https://github.com/nathantannar4/InputBarAccessoryView/issues/57"
PAYSTACK_66 = "https://github.com/tolu360/react-native-paystack/issues/66"
CONNECTSDK_3 = "https://github.com/ConnectSDK/Connect-SDK-iOS-Lite/issues/3"
BRAINBLOCKS_5 = "https://github.com/brainblocks/brainblocks-ios-sdk/issues/5"

_RICHER = "Try re-running the command as root for richer errors."
_DERIVED = "<<home>>/Library/Developer/Xcode/DerivedData/"

GROUPS = [
    G("launchctl-bootstrap-io-error", "launchctl", "wrapper", OPENCLAW_136453, [
        V("Gateway restart failed: Error: launchctl bootstrap failed: Bootstrap failed: 5: Input/output error\n"
          + _RICHER, tool="openclaw", cmd="openclaw gateway restart --wait 0"),
        V("Error: \n   0: Install failure\n   1: Error executing action\n   2: Action `create_upstream_init_service` "
          "errored\n   3: Action `configure_init_service` errored\n   4: Failed to execute command with status 5 "
          "`\"launchctl\" \"bootstrap\" \"system\" \"/Library/LaunchDaemons/org.nixos.nix-daemon.plist\"`, stdout: \n"
          "      stderr: Bootstrap failed: 5: Input/output error", src=NIXINSTALLER_1157, tool="nix-installer",
          cmd="curl --proto '=https' --tlsv1.2 -sSf -L https://install.determinate.systems/nix | sh -s -- install",
          cls="multiline"),
        V("Load failed: 5: Input/output error\nTry running `launchctl bootstrap` as root for richer errors.",
          src=SPARKDOCK_151, cmd="launchctl load <<home>>/Library/LaunchAgents/com.sparkfabrik.sparkdock.menubar.plist",
          cls="version"),
    ], exit=5, os=("macos",)),
    G("dyld-libswiftcore-not-loaded", "dyld", "wrapper", TRUETREE_2, [
        V("dyld: Library not loaded: @rpath/libswiftCore.dylib\n  Referenced from: ~/Downloads/./TrueTree\n  Reason: "
          "image not found\nAbort trap: 6", cmd="./TrueTree", exit=134, cls="multiline"),
        V("[<<time>>]: ▸ dyld: Library not loaded: @rpath/libswiftCore.dylib\n[<<time>>]: ▸   Referenced from: "
          "/usr/local/bin/embed-alternate-icons\n[<<time>>]: ▸   Reason: image not found", src=ICONS_12,
          tool="fastlane", cmd="fastlane beta"),
    ], os=("macos",)),
    G("dyld-realm-framework-not-loaded", "dyld", "non-file-path", STATICLIBS_15, [
        "dyld: Library not loaded: @rpath/Realm.framework/Realm\n  Referenced from: /Users/<<user>>/Library/Developer/"
        "CoreSimulator/Devices/D70A2C2B-D27D-48EC-9C65-A78EF186438C/data/Containers/Bundle/Application/"
        "AF1A2EB1-CF96-4C9B-A10F-AE3C998204DD/PodsDependencies.app/PodsDependencies\n  Reason: image not found",
    ], cmd="xcrun simctl launch booted com.example.PodsDependencies", os=("macos",),
      look="dyld-libswiftcore-not-loaded"),
    G("dyld-sourcekitd-not-loaded", "dyld", "multiline", SWIFTSHIELD_99, [
        "dyld: Library not loaded: @rpath/sourcekitd.framework/Versions/A/sourcekitd\n  Referenced from: "
        "/usr/local/bin/swiftshield\n  Reason: image not found\nAbort trap: 6",
    ], cmd="swiftshield obfuscate", exit=134, os=("macos",), look="dyld-libswiftcore-not-loaded"),
    G("dyld-libhellolib-not-loaded", "dyld", "shell", INSERTDYLIB_9, [
        "dyld: Library not loaded: libHelloLib.dylib\n  Referenced from: /Users/<<user>>/Downloads/myapp.app/Contents/"
        "MacOS/myapp\n  Reason: image not found\nzsh: abort      /Users/<<user>>/Downloads/myapp.app/Contents/MacOS/myapp",
    ], cmd="/Users/<<user>>/Downloads/myapp.app/Contents/MacOS/myapp", exit=134, os=("macos",), shells=("zsh",),
      look="dyld-libswiftcore-not-loaded"),
    G("dyld-yaml-framework-not-loaded", "dyld", "non-file-path", POTATSO_126, [
        "dyld: Library not loaded: @rpath/YAML_Framework.framework/YAML_Framework\n  Referenced from: " + _DERIVED
        + "Potatso-flwfjdezdfbqyfambrwdasrhkvjz/Build/Products/Debug-iphonesimulator/PotatsoLibrary.framework/"
        "PotatsoLibrary\n  Reason: image not found",
    ], cmd="xcodebuild test -scheme Potatso", os=("macos",), look="dyld-realm-framework-not-loaded"),
    G("codesign-errsecinternalcomponent", "codesign", "version", GASMASK_165, [
        V(_DERIVED + "Gas_Mask-dkdvtwdzbmdpmyaltikuxbzrquqc/Build/Products/Debug/Launcher.app: "
          "errSecInternalComponent\nCommand CodeSign failed with a nonzero exit code", tool="xcodebuild"),
        V(_DERIVED + "Inspector-braxrekkpkakpiapqjdvduaktqda/Build/Products/Debug-iphoneos/Inspector.app: "
          "errSecInternalComponent\nCommand /usr/bin/codesign failed with exit code 1", src=RN_24091, tool="xcodebuild"),
        V("<<home>>/Desktop/AndroidStudioProjects/roomie_todo/build/ios/Release-iphoneos/Runner.app/Frameworks/"
          "App.framework/App:\nerrSecInternalComponent\n                        Command PhaseScriptExecution failed "
          "with a nonzero exit\ncode", src=FLUTTER_71012, tool="flutter", cls="wrapper"),
        V(".build/CmdKeyHappy.app: replacing existing signature\n.build/CmdKeyHappy.app: errSecInternalComponent\n"
          "make: *** [Makefile:297: bundle] Error 1", src=CMDKEY_46, tool="make", cls="wrapper"),
    ], exit=65, os=("macos",), n=6),
    G("pod-no-version-inputbaraccessoryview", "pod", "everyday", INPUTBAR_57, [
        "CocoaPods could not find compatible versions for pod \"InputBarAccessoryView\":\n  In Podfile:\n"
        "    InputBarAccessoryView (= 4.2.2)",
    ], cmd="pod install", os=("macos",)),
    G("pod-no-spec-react-core", "pod", "multiline", PAYSTACK_66, [
        "[!] CocoaPods could not find compatible versions for pod \"React/Core\":\n  In Podfile:\n    React/Core (from "
        "`../node_modules/react-native`)\n\nNone of your spec sources contain a spec satisfying the dependency: "
        "`React/Core (from `../node_modules/react-native`)`.\n\nYou have either:\n * out-of-date source repos which you "
        "can update with `pod repo update` or with `pod install --repo-update`.\n * mistyped the name or version.\n * "
        "not added the source repo that hosts the Podspec to your Podfile.",
    ], cmd="pod install", os=("macos",), look="pod-no-version-inputbaraccessoryview"),
    G("pod-no-spec-connectsdk-core", "pod", "version", CONNECTSDK_3, [
        "CocoaPods could not find compatible versions for pod \"ConnectSDK/Core\":\n  In Podfile:\n    ConnectSDK/Core "
        "(~> 1.6.2)\n\nNone of your spec sources contain a spec satisfying the dependency: `ConnectSDK/Core (~> 1.6.2)`."
        "\n\nYou have either:\n * mistyped the name or version.\n * not added the source repo that hosts the Podspec to "
        "your Podfile.",
    ], cmd="pod install", os=("macos",), look="pod-no-version-inputbaraccessoryview"),
    G("pod-no-version-brainblockskit", "pod", "everyday", BRAINBLOCKS_5, [
        "CocoaPods could not find compatible versions for pod \"BrainBlocksKit\":\n  In Podfile:\n    BrainBlocksKit",
    ], cmd="pod install", os=("macos",), look="pod-no-version-inputbaraccessoryview"),
]

QUERIES = [
    Q("launchd refuses to load my service with an input/output error", "launchctl-bootstrap-io-error", "plain"),
    Q("mac 上 launchctl 加载服务报 5 输入输出错误", "launchctl-bootstrap-io-error", "zh"),
    Q("swift tool crashes at launch because the swift core library can't be loaded",
      "dyld-libswiftcore-not-loaded", "plain"),
    Q("运行 swift 程序提示找不到 libswiftCore", "dyld-libswiftcore-not-loaded", "zh"),
    Q("simulator app crashes, Realm framework not loaded", "dyld-realm-framework-not-loaded", "plain"),
    Q("模拟器里启动就崩 Realm.framework 加载不了", "dyld-realm-framework-not-loaded", "zh"),
    Q("swiftshield can't load sourcekitd", "dyld-sourcekitd-not-loaded", "plain"),
    Q("swiftshield 运行时加载不到 sourcekitd", "dyld-sourcekitd-not-loaded", "zh"),
    Q("my mac app aborts because libHelloLib.dylib isn't found", "dyld-libhellolib-not-loaded", "plain"),
    Q("mac 程序启动中止 找不到 libHelloLib.dylib", "dyld-libhellolib-not-loaded", "zh"),
    Q("YAML_Framework not loaded when running the Potatso tests", "dyld-yaml-framework-not-loaded", "plain"),
    Q("运行测试时 YAML_Framework 没加载", "dyld-yaml-framework-not-loaded", "zh"),
    Q("xcode signing fails with an internal component error from the keychain", "codesign-errsecinternalcomponent",
      "plain"),
    Q("签名时报 errSecInternalComponent 钥匙串打不开", "codesign-errsecinternalcomponent", "zh"),
    Q("pod install can't find InputBarAccessoryView 4.2.2", "pod-no-version-inputbaraccessoryview", "plain"),
    Q("pod 找不到 InputBarAccessoryView 4.2.2 版本", "pod-no-version-inputbaraccessoryview", "zh"),
    Q("cocoapods can't find React/Core from node_modules", "pod-no-spec-react-core", "plain"),
    Q("pod install 找不到 node_modules 里的 React/Core", "pod-no-spec-react-core", "zh"),
    Q("ConnectSDK Core 1.6.2 isn't in any spec source", "pod-no-spec-connectsdk-core", "plain"),
    Q("ConnectSDK/Core 1.6.2 在源里找不到", "pod-no-spec-connectsdk-core", "zh"),
    Q("cocoapods says no compatible version of BrainBlocksKit", "pod-no-version-brainblockskit", "plain"),
    Q("pod 说 BrainBlocksKit 没有兼容的版本", "pod-no-version-brainblockskit", "zh"),
]
