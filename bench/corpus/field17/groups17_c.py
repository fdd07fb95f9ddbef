"""Field set 17, part c: Xcode's signing team (pod and package bundles against an app target), poetry's and uv's
resolvers."""

from fieldspec import G, Q, V

_FLUTTER_PODS = """Could not build the precompiled application for the device.
Error (Xcode): Signing for "TOCropViewController-TOCropViewControllerBundle" requires a development team. Select a development team
in the Signing & Capabilities editor.


Error (Xcode): Signing for "DKImagePickerController-DKImagePickerController" requires a development team. Select a development team
in the Signing & Capabilities editor.


Error (Xcode): Signing for "DKPhotoGallery-DKPhotoGallery" requires a development team. Select a development team in the Signing &
Capabilities editor."""

_AZURE_APP = """=== BUILD TARGET Responder OF PROJECT Responder WITH THE DEFAULT CONFIGURATION (Release) ===
Check dependencies
Signing for "Responder" requires a development team. Select a development team in the project editor.
Code signing is required for product type 'Application' in SDK 'iOS 10.3'
** BUILD FAILED **
The following build commands failed:
\tCheck dependencies
(1 failure)
Error: /usr/bin/xcodebuild failed with return code: 65"""

_POETRY_743 = """Updating dependencies
Resolving dependencies... (4.1s)
\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20
[SolverProblemError]\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20
The current project must support the following Python versions: *\x20\x20\x20\x20\x20\x20\x20\x20\x20
Because no versions of poetry match !=0.12.10\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20
 and poetry (0.12.10) requires Python ~2.7 || ^3.4, poetry is forbidden.\x20\x20
So, because my-package depends on poetry (*), version solving failed.\x20\x20\x20\x20\x20
\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20
lock"""

_POETRY_PLUGIN = """Using version ^1.4.1 for poetry-dynamic-versioning

Updating dependencies
Resolving dependencies...

Because no versions of poetry-dynamic-versioning match >1.4.1,<2.0.0
 and poetry-dynamic-versioning[plugin] (1.4.1) depends on poetry (>=1.2.0,<2.0.0), poetry-dynamic-versioning[plugin] (>=1.4.1,<2.0.0) requires poetry (>=1.2.0,<2.0.0).
So, because poetry-instance depends on both poetry (2.0.0) and poetry-dynamic-versioning[plugin] (^1.4.1), version solving failed."""

GROUPS = [
    G("f17-xcode14-pod-bundle-signing", "xcodebuild", "wrapper", "https://github.com/openimsdk/openim-flutter-demo/issues/27", [
        V(_FLUTTER_PODS, tool="flutter", cmd="flutter run --release"),
        V('Error (Xcode): Signing for "TOCropViewController-TOCropViewControllerBundle" requires a development team. '
          'Select a development team in the Signing & Capabilities editor.', tool="flutter", cmd="flutter build ios",
          src="https://github.com/juliuscanute/qr_code_scanner/issues/632"),
        V('error build: Signing for "MLKitXenoCommon-MLKitXenoResources" requires a development team. Select a '
          'development team in the Signing & Capabilities editor.', src="https://github.com/googlesamples/mlkit/issues/526"),
        V('<<root>>/Pods/Pods.xcodeproj Signing for "DBDebugToolkit-DBDebugToolkit" requires a development team. Select a '
          'development team in the Signing & Capabilities editor.', src="https://github.com/deltachat/deltachat-ios/issues/1697"),
    ], cmd="xcodebuild -workspace Runner.xcworkspace -scheme Runner -configuration Release", os=("macos",), exit=65, n=8),
    G("f17-xcode-spm-bundle-signing", "xcodebuild", "non-file-path", "https://github.com/sindresorhus/LaunchAtLogin-Legacy/issues/85", [
        '<<home>>/<<proj>>/derived_data/SourcePackages/checkouts/LaunchAtLogin/Package.swift: error: Signing for '
        '"LaunchAtLogin_LaunchAtLogin" requires a development team. Select a development team in the Signing & '
        "Capabilities editor. (in target 'LaunchAtLogin_LaunchAtLogin' from project 'LaunchAtLogin')",
    ], cmd="xcodebuild archive -scheme <<proj>> -derivedDataPath derived_data", os=("macos",), exit=65,
        look="f17-xcode14-pod-bundle-signing"),
    G("f17-xcode-app-target-no-team", "xcodebuild", "version", "https://github.com/microsoft/azure-pipelines-tasks/issues/4216", [
        V(_AZURE_APP, cls="wrapper"),
        V('Signing for "LoopFollow" requires a development team. Select a development team in the Signing & Capabilities '
          'editor.', src="https://github.com/loopandlearn/LoopFollow/issues/108"),
    ], cmd="/usr/bin/xcodebuild -sdk iphoneos -configuration Release -workspace Responder.xcworkspace -scheme Responder archive",
        os=("macos",), exit=65, look="f17-xcode14-pod-bundle-signing"),
    G("f17-poetry-python-forbidden", "poetry", "multiline", "https://github.com/python-poetry/poetry/issues/743",
      [_POETRY_743], cmd="poetry lock", os=("linux", "macos")),
    G("f17-poetry2-dynamic-versioning-plugin", "poetry", "multiline", "https://github.com/lucemia/typed-ffmpeg/issues/414",
      [_POETRY_PLUGIN], cmd='poetry self add "poetry-dynamic-versioning[plugin]"', os=("linux", "macos"),
      look="f17-poetry-python-forbidden"),
    G("f17-poetry-cfg4py-no-match", "poetry", "everyday", "https://github.com/python-poetry/poetry/issues/3402", [
        "Because omega depends on cfg4py (^0.7.1) which doesn't match any versions, version solving failed.",
    ], cmd="poetry install -vvv", os=("linux",), look="f17-poetry-python-forbidden"),
    G("f17-uv-install-not-in-registry", "uv", "multiline", "https://github.com/haochenheheda/segment-anything-annotator/issues/37", [
        " Updated https://github.com/facebookresearch/segment-anything.git (<<hex7>>)\n  x No solution found when resolving "
        "dependencies:\n  `-> Because install was not found in the package registry and you require install==1.3.5, we can "
        "conclude that your\n      requirements are unsatisfiable.",
        "  × No solution found when resolving dependencies:\n  ╰─▶ Because install was not found in the package registry and "
        "you require install==1.3.5, we can conclude that your\n      requirements are unsatisfiable.",
    ], cmd="uv pip install -r requirements.txt", os=("windows", "linux")),
    G("f17-uv-requests-double-pin", "uv", "multiline", "https://github.com/UCSB-AI/EvoPresent/issues/3", [
        " × No solution found when resolving dependencies:\n  ╰─▶ Because you require requests==2.32.3 and requests==2.26.0, "
        "we can conclude that your requirements are unsatisfiable.",
    ], cmd="uv pip install -r requirements.txt", os=("linux", "macos"), look="f17-uv-install-not-in-registry"),
    G("f17-uv-magika-numpy-pin", "uv", "multiline", "https://github.com/Ol1ver0413/RecoVerse/issues/2", [
        "  × No solution found when resolving dependencies:\n  ╰─▶ Because magika==0.6.2 depends on numpy>=2.1.0 and you require "
        "magika==0.6.2, we can conclude that you require numpy>=2.1.0.\n      And because you require numpy==1.26.4, we can "
        "conclude that your requirements are unsatisfiable.",
    ], cmd="uv pip install -r requirements.txt", os=("macos",), look="f17-uv-install-not-in-registry"),
    G("f17-uv-miniupnpc-no-version", "uv", "multiline", "https://github.com/astral-sh/uv/issues/2172", [
        "   Built file://<<root>>\n  × No solution found when resolving dependencies:\n  ╰─▶ Because there is no version of "
        "miniupnpc==2.0.2 and rotkehlchen==1.32.2.dev72+g6c929c10b depends on miniupnpc==2.0.2, we can conclude that "
        "rotkehlchen==1.32.2.dev72+g6c929c10b cannot be used.\n      And because you require "
        "rotkehlchen==1.32.2.dev72+g6c929c10b, we can conclude that the requirements are unsatisfiable.",
    ], cmd="uv pip install -e .", os=("macos",), look="f17-uv-magika-numpy-pin"),
    G("f17-uv-invalid-metadata", "uv", "multiline", "https://github.com/cased/kit/issues/161", [
        "  × No solution found when resolving dependencies:\n  ╰─▶ Because all versions of cased-kit have invalid metadata and "
        "you require cased-kit, we can conclude that\n      your requirements are unsatisfiable.\n\n      hint: Metadata for "
        "`cased-kit` (v3.0.0) could not be parsed:\n        Metadata field Name not found",
    ], cmd="uv tool install cased-kit --prerelease=allow", os=("linux", "macos"), look="f17-uv-install-not-in-registry"),
]

QUERIES = [
    Q("xcode 14 signing for pod resource bundle requires a development team flutter", "f17-xcode14-pod-bundle-signing", "plain"),
    Q("Xcode 14 pods 资源 bundle 签名 需要选择开发团队", "f17-xcode14-pod-bundle-signing", "zh"),
    Q("swift package resource bundle signing requires development team archive xcode 14.1", "f17-xcode-spm-bundle-signing", "plain"),
    Q("SPM 包的 bundle 归档时要求开发团队签名", "f17-xcode-spm-bundle-signing", "zh"),
    Q("xcodebuild app target requires a development team code signing is required product type Application", "f17-xcode-app-target-no-team", "plain"),
    Q("xcodebuild 应用 target 没有选开发团队 代码签名失败 65", "f17-xcode-app-target-no-team", "zh"),
    Q("poetry lock current project must support python versions poetry is forbidden", "f17-poetry-python-forbidden", "plain"),
    Q("poetry lock 报 poetry is forbidden Python 版本范围", "f17-poetry-python-forbidden", "zh"),
    Q("poetry 2.0 poetry-dynamic-versioning plugin requires poetry below 2", "f17-poetry2-dynamic-versioning-plugin", "plain"),
    Q("poetry 2.0 装 dynamic-versioning 插件 版本冲突", "f17-poetry2-dynamic-versioning-plugin", "zh"),
    Q("poetry install cfg4py doesn't match any versions although poetry added it", "f17-poetry-cfg4py-no-match", "plain"),
    Q("poetry install cfg4py 没有匹配的版本 明明是 poetry add 加的", "f17-poetry-cfg4py-no-match", "zh"),
    Q("uv pip install install==1.3.5 not found in package registry requirements", "f17-uv-install-not-in-registry", "plain"),
    Q("uv 安装 requirements 里 install 包在仓库里找不到", "f17-uv-install-not-in-registry", "zh"),
    Q("uv requirements pin requests twice two versions unsatisfiable", "f17-uv-requests-double-pin", "plain"),
    Q("uv requirements 里 requests 写了两个版本 无法满足", "f17-uv-requests-double-pin", "zh"),
    Q("uv magika 0.6.2 needs numpy 2.1 but requirements pin numpy 1.26.4", "f17-uv-magika-numpy-pin", "plain"),
    Q("uv 安装 magika 要 numpy 2.1 和固定的 numpy 1.26.4 冲突", "f17-uv-magika-numpy-pin", "zh"),
    Q("uv says no version of miniupnpc 2.0.2 but pip finds it", "f17-uv-miniupnpc-no-version", "plain"),
    Q("uv 找不到 miniupnpc 2.0.2 pip 却能装", "f17-uv-miniupnpc-no-version", "zh"),
    Q("uv tool install all versions have invalid metadata Name not found", "f17-uv-invalid-metadata", "plain"),
    Q("uv tool install 元数据无法解析 Name 字段缺失", "f17-uv-invalid-metadata", "zh"),
]
