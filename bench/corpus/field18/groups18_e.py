"""Field set 18, part e: GitLab runners, Packer, kind, Unity, MSBuild's Windows SDK, Android's R class, adb."""

from __future__ import annotations

from fieldspec import G, Q, V

W = ("windows",)
L = ("linux",)
_MSB8036 = ("error MSB8036: The Windows SDK version {v} was not found. Install the required version of Windows SDK or change the SDK "
            "version in the project property pages or by right-clicking the solution and selecting \"Retarget solution\".")

GROUPS = [
    G("f18-gitlab-runner-register-forbidden", "gitlab-runner", "version", "https://github.com/sameersbn/docker-gitlab/issues/2720", [
        "Runtime platform                                    arch=amd64 os=linux pid=<<pid>> revision=c20f0bec version=15.9.0\nChecking runtime mode                               GOOS=linux uid=0\nRunning in system-mode.                            \n                                                   \nERROR: Registering runner... forbidden (check registration token)  runner=GR1348941<<hex8>>\nPANIC: Failed to register the runner. ",
        V("ERRO[0016] <<hex8>> Registering runner... forbidden     \nFATA[0016] Failed to register this runner. Perhaps your SSH key is invalid or you are having network problems ", src="https://github.com/ayufan/gitlab-ci-multi-runner/issues/2"),
        V("Info: Loading facts\nError: Failed to apply catalog: Gitlab runner failed to register: Forbidden", tool="puppet", cmd="puppet agent -t", src="https://github.com/voxpupuli/puppet-gitlab_ci_runner/issues/125", cls="two-programs"),
    ], cmd="gitlab-runner register", os=L, n=6),
    G("f18-packer-builder-plugin-missing", "packer", "version", "https://github.com/binary-manu/arch-ansible/issues/33", [
        "Error: Failed to initialize build \"virtualbox-iso\"\n\nThe builder virtualbox-iso is unknown by Packer, and is likely part of a plugin\nthat is not installed.\nYou may find the needed plugin along with installation instructions documented\non the Packer integrations page.\n\nhttps://developer.hashicorp.com/packer/integrations?filter=virtualbox",
    ], cmd="packer build -only=virtualbox-iso packer-template.json", os=("linux", "macos", "windows")),
    G("f18-packer-no-builder-returned", "packer", "version", "https://github.com/hashicorp/packer/issues/1807", [
        "Failed to create build 'virtualbox-iso': \n\nNo builder returned for name: virtualbox-iso",
    ], cmd="packer validate packer.json", os=L, look="f18-packer-builder-plugin-missing"),
    G("f18-packer-arm-image-fork-exec", "packer", "non-file-path", "https://github.com/solo-io/packer-plugin-arm-image/issues/29", [
        "Failed to initialize build 'arm-image': error initializing builder 'arm-image': fork/exec /usr/bin/packer-builder-arm-image: no such file or directory",
    ], cmd="sudo packer build samples/raspbian_golang.json", os=L, look="f18-packer-builder-plugin-missing"),
    G("f18-kind-cluster-exists", "kind", "runtime-value", "https://github.com/vfarcic/crossplane-tutorial/pull/25", [
        "ERROR: failed to create cluster: node(s) already exist for a cluster with the name \"kind\"",
        V("Running kind: [kind create cluster --name integration --config <<root>>/hack/../hack/e2e-kind-config.yaml]\nERROR: failed to create cluster: node(s) already exist for a cluster with the name \"integration\"\n\nChecking whether the required images exist", tool="make", cmd="make e2e", src="https://github.com/volcano-sh/volcano/issues/2889", cls="wrapper"),
    ], cmd="kind create cluster --config kind.yaml", os=("linux", "macos")),
    G("f18-unity-cs0246-unityscript", "unity", "non-file-path", "https://github.com/Tianyu-Wu/HoloNav/issues/2", [
        "Assets\\Scripts\\AnchorMap.cs(14,7): error CS0246: The type or namespace name 'UnityScript' could not be found (are you missing a using directive or an assembly reference?)",
    ], cmd="Unity.exe -batchmode -projectPath <<root>> -buildTarget Win64 -quit", os=W),
    G("f18-unity-cs0246-commonvars", "unity", "non-file-path", "https://github.com/Pjbomb2/TrueTrace-Unity-Pathtracer/issues/23", [
        "Assets\\TrueTrace\\Resources\\Utility\\Atmosphere\\AtmosphereGenerator.cs(4,7): error CS0246: The type or namespace name 'CommonVars' could not be found (are you missing a using directive or an assembly reference?)",
    ], cmd="Unity.exe -batchmode -projectPath <<root>> -quit", os=W, look="f18-unity-cs0246-unityscript"),
    G("f18-unity-cs0246-posagent", "unity", "non-file-path", "https://github.com/yorkeyao/VehicleX/issues/5", [
        "Assets\\Scripts\\LoadRole.cs(11,13): error CS0246: The type or namespace name 'PosAgent' could not be found (are you missing a using directive or an assembly reference?)",
    ], cmd="Unity.exe -batchmode -projectPath <<root>> -quit", os=W, look="f18-unity-cs0246-unityscript"),
    G("f18-unity-cs0246-vector3-mono", "unity", "version", "https://github.com/PatHightree/SpaceNavigator/issues/6", [
        "Assets/SpaceNavigator/Plugins/SpaceNavigatorMac.cs(22,25): error CS0246: The type or namespace name `Vector3' could not be found. Are you missing a using directive or an assembly reference?\n\nAssets/SpaceNavigator/Plugins/SpaceNavigatorMac.cs(40,25): error CS0246: The type or namespace name `Quaternion' could not be found. Are you missing a using directive or an assembly reference?",
    ], cmd="/Applications/Unity/Unity.app/Contents/MacOS/Unity -batchmode -projectPath <<root>> -quit", os=("macos",),
        look="f18-unity-cs0246-posagent"),
    G("f18-msbuild-winsdk-26100", "msbuild", "locale", "https://github.com/microsoft/vcpkg/issues/42247", [
        V("         D:\\VisualStudio\\Enterprise\\MSBuild\\Microsoft\\VC\\v170\\Microsoft.Cpp.WindowsSDK.targets(46,5): error MSB8036: 找不到 Windows SDK 版本 10.0.26100.0。请安装所需版本的 Windows SDK，或者在项目属性页中或通过右键单击解决方案并选择“重定解决方案目标”来更改 SDK 版本。 [<<root>>\\buildtrees\\python3\\x64-windows-rel\\PCbuild\\_freeze_module.vcxproj]\n\n    0 个警告\n    1 个错误\n\n已用时间 00:02:<<n2>>.24", locale="zh"),
        V("Error\tMSB8036\tThe Windows SDK version 10.0.26100.0 was not found. Install the required version of Windows SDK or change the SDK version in the project property pages or by right-clicking the solution and selecting \"Retarget solution\". [<<root>>\\x64\\Debug\\cgroup_count_connect6_um\\.vcxproj]\tsample\tC:\\Program Files\\Microsoft Visual Studio\\2022\\Community\\MSBuild\\Microsoft\\VC\\v170\\Microsoft.Cpp.WindowsSDK.targets\t46\t\t", tool="devenv", cmd="devenv ebpf-for-windows.sln /build Debug", src="https://github.com/microsoft/ebpf-for-windows/issues/4998", cls="wrapper"),
    ], cmd="vcpkg install python3:x64-windows", os=W, n=6),
    G("f18-msbuild-winsdk-17763", "msbuild", "wrapper", "https://github.com/NullTerminatorr/NullBase/issues/9", [
        "1>C:\\Program Files (x86)\\Microsoft Visual Studio\\2019\\Community\\MSBuild\\Microsoft\\VC\\v160\\Microsoft.Cpp.WindowsSDK.targets(46,5): " + _MSB8036.format(v="10.0.17763.0"),
        V("error MSB8036: The Windows SDK version 10.0.17763.0", cmd="msbuild openconsole.sln", src="https://github.com/microsoft/terminal/issues/590", cls="everyday"),
        V("Error\tMSB8036\tThe Windows SDK version 10.0.17763.0 was not found. Install the required version of Windows SDK or change the SDK version in the project property pages or by right-clicking the solution and selecting \"Retarget solution\".\tHelloDXR\tC:\\Program Files (x86)\\Microsoft Visual Studio\\2017\\Community\\Common7\\IDE\\VC\\VCTargets\tC:\\Program Files (x86)\\Microsoft Visual Studio\\2017\\Community\\Common7\\IDE\\VC\\VCTargets\\Microsoft.Cpp.WindowsSDK.targets\t46\t", tool="devenv", cmd="devenv Falcor.sln /build Debug", src="https://github.com/NVIDIAGameWorks/Falcor/issues/198"),
    ], cmd="msbuild NullBase.sln", os=W, n=6, look="f18-msbuild-winsdk-26100"),
    G("f18-msbuild-winsdk-81", "msbuild", "wrapper", "https://github.com/DrNseven/Paladins-D3D/issues/4", [
        "C:\\Program Files (x86)\\MSBuild\\Microsoft.Cpp\\v4.0\\V140\\Platforms\\Win32\\PlatformToolsets\\v140\\Toolset.targets(34,5): " + _MSB8036.format(v="8.1"),
        V("error MSB8036: The Windows SDK version 8.1 was not found. Install the required version of Windows SDK or change the SDK version in the project> >property pages or by right-clicking the solution and selecting \" Retarget solution\"", cmd="build.cmd", src="https://github.com/microsoft/AirSim/issues/1349"),
        V("C:\\Program Files (x86)\\Microsoft Visual Studio\\2019\\Community\\MSBuild\\Microsoft\\VC\\v160\\Microsoft.Cpp.WindowsSDK.targets(46,5): " + _MSB8036.format(v="8.1") + " [<<root>>\\mkbtrfs.vcxproj]", cmd="msbuild btrfs.sln", src="https://github.com/maharmstone/btrfs/pull/183"),
    ], cmd="msbuild Paladins-D3D.sln", os=W, n=6, look="f18-msbuild-winsdk-17763"),
    G("f18-javac-r-settingslib-zh", "javac", "locale", "https://github.com/artillerymans/androidSystemUI/issues/1", [
        "错误: 找不到符号\n符号:   类 R\n位置: 程序包 com.android.settingslib",
    ], cmd="gradlew assembleDebug", os=("linux", "windows"), locale="zh", n=8),
    G("f18-javac-r-rajawali-zh", "javac", "locale", "https://github.com/Rajawali/Rajawali/issues/1682", [
        "<<root>>\\vr\\src\\main\\java\\org\\rajawali3d\\vr\\materials\\HotspotMaterial.java\nError:(20, 22) 错误: 找不到符号\n符号:   类 R\n位置: 程序包 org.rajawali3d\nError:(33, 33) 错误: 程序包R不存在\n<<root>>\\vr\\src\\main\\java\\org\\rajawali3d\\vr\\surface\\VRSurfaceView.java\nError:(62, 88) 错误: 程序包org.rajawali3d.R不存在\nError:(66, 41) 错误: 程序包org.rajawali3d.R不存在\n13 个错误\nError:Execution failed for task ':vr:compileReleaseJavaWithJavac'.\n\n> Compilation failed; see the compiler error output for details.",
    ], cmd="gradlew :vr:assembleRelease", os=W, locale="zh", n=8, look="f18-javac-r-settingslib-zh"),
    G("f18-javac-r-materialeverywhere", "javac", "multiline", "https://github.com/Supremez/Dashboard/issues/12", [
        "<<root>>/app/src/main/java/com/antonioleiva/materialeverywhere/BaseActivity.java\nError:(24, 30) error: cannot find symbol class R\nError:(37, 43) error: package R does not exist\n<<root>>/app/src/main/java/com/antonioleiva/materialeverywhere/DetailActivity.java\nError:(27, 30) error: cannot find symbol class R\nError:(55, 48) error: package R does not exist",
    ], cmd="./gradlew assembleDebug", os=("macos",), look="f18-javac-r-rajawali-zh"),
    G("f18-rn-adb-not-on-path", "react-native", "shell", "https://github.com/react/react-native/issues/30001", [
        V("info Starting JS server...\n'adb' is not recognized as an internal or external command,\noperable program or batch file.\ninfo Launching emulator...\nerror Failed to launch emulator. Reason: No emulators found as an output of `emulator -list-avds`.", os="windows", shell="cmd"),
        V("JS server already running.\n/bin/sh: 1: adb: not found\nBuilding and installing the app on the device (cd android && ./gradlew installDebug)...", os="linux", src="https://github.com/react/react-native/issues/11413"),
        V("info Starting JS server...\n/bin/sh: adb: command not found\ninfo Launching emulator...\nerror Failed to launch emulator. Reason: No emulators found as an output of `emulator -list-avds`.", os="macos", shell="zsh", src="https://github.com/react/react-native/issues/28712"),
    ], cmd="npx react-native run-android", n=6),
]

QUERIES = [
    Q("gitlab-runner register forbidden check registration token", "f18-gitlab-runner-register-forbidden", "plain"),
    Q("gitlab runner 注册 提示 forbidden token 不对", "f18-gitlab-runner-register-forbidden", "zh"),
    Q("packer 1.10 builder virtualbox-iso is unknown plugin not installed", "f18-packer-builder-plugin-missing", "plain"),
    Q("packer 新版本 virtualbox-iso 插件没装 需要 packer init", "f18-packer-builder-plugin-missing", "zh"),
    Q("old packer no builder returned for name virtualbox-iso", "f18-packer-no-builder-returned", "plain"),
    Q("packer 0.7 找不到 virtualbox-iso builder", "f18-packer-no-builder-returned", "zh"),
    Q("packer arm-image builder fork/exec no such file", "f18-packer-arm-image-fork-exec", "plain"),
    Q("packer arm-image 插件 执行文件不存在", "f18-packer-arm-image-fork-exec", "zh"),
    Q("kind create cluster node(s) already exist for a cluster", "f18-kind-cluster-exists", "plain"),
    Q("kind 创建集群 同名集群已经存在", "f18-kind-cluster-exists", "zh"),
    Q("Unity HoloLens project UnityScript namespace could not be found", "f18-unity-cs0246-unityscript", "plain"),
    Q("Unity 工程 找不到 UnityScript 命名空间 要切 UWP 平台", "f18-unity-cs0246-unityscript", "zh"),
    Q("TrueTrace import error CommonVars could not be found", "f18-unity-cs0246-commonvars", "plain"),
    Q("TrueTrace 导入后 找不到 CommonVars 类型", "f18-unity-cs0246-commonvars", "zh"),
    Q("VehicleX LoadRole.cs PosAgent type not found", "f18-unity-cs0246-posagent", "plain"),
    Q("VehicleX 打开工程 PosAgent 类型找不到", "f18-unity-cs0246-posagent", "zh"),
    Q("SpaceNavigator plugin on Mac Vector3 and Quaternion not found", "f18-unity-cs0246-vector3-mono", "plain"),
    Q("SpaceNavigator 插件 mac 上 Vector3 找不到", "f18-unity-cs0246-vector3-mono", "zh"),
    Q("MSBuild Windows SDK 10.0.26100.0 was not found", "f18-msbuild-winsdk-26100", "plain"),
    Q("vcpkg 编译 python3 找不到 Windows SDK 10.0.26100", "f18-msbuild-winsdk-26100", "zh"),
    Q("error MSB8036 Windows SDK version 10.0.17763.0 not found but newer installed", "f18-msbuild-winsdk-17763", "plain"),
    Q("VS 报 找不到 Windows SDK 10.0.17763.0 重定解决方案目标", "f18-msbuild-winsdk-17763", "zh"),
    Q("MSB8036 The Windows SDK version 8.1 was not found", "f18-msbuild-winsdk-81", "plain"),
    Q("VS2019 编译老项目 找不到 Windows SDK 8.1", "f18-msbuild-winsdk-81", "zh"),
    Q("SystemUI build cannot find symbol class R in com.android.settingslib", "f18-javac-r-settingslib-zh", "plain"),
    Q("编译 SystemUI 找不到 settingslib 的 R 类", "f18-javac-r-settingslib-zh", "zh"),
    Q("Rajawali vr module package org.rajawali3d.R does not exist", "f18-javac-r-rajawali-zh", "plain"),
    Q("Rajawali vr 模块 程序包 R 不存在", "f18-javac-r-rajawali-zh", "zh"),
    Q("materialeverywhere BaseActivity cannot find symbol class R", "f18-javac-r-materialeverywhere", "plain"),
    Q("materialeverywhere 包 找不到 R 类 编译失败", "f18-javac-r-materialeverywhere", "zh"),
    Q("react-native run-android adb not found on PATH", "f18-rn-adb-not-on-path", "plain"),
    Q("run-android 提示 adb 找不到 platform-tools 没加环境变量", "f18-rn-adb-not-on-path", "zh"),
]
