"""Field set 19, part f: cnpm and npm on Chinese Windows, Kotlin's metadata versions under Gradle, and
VirtualBox's VT-x under Vagrant and minikube."""

from fieldspec import G, Q, V

W = ("windows",)
L = ("linux",)
M = ("macos",)
U = ("linux", "macos")

_KT = ("Module was compiled with an incompatible version of Kotlin. The binary version of its metadata is {0}, "
       "expected version is {1}.")
_VAGRANT_VBOX = ("==> default: Booting VM...\nThere was an error while executing `VBoxManage`, a CLI used by Vagrant\n"
                 "for controlling VirtualBox. The command and stderr is shown below.\n\n"
                 "Command: [\"startvm\", \"<<uuid>>\", \"--type\", \"{0}\"]\n\n")

GROUPS = [
    G("f19-cnpm-space-in-user-path", "cnpm", "locale", "https://github.com/cnpm/cnpm/issues/31", [
        "'C:\\Documents' 不是内部或外部命令，也不是可运行的程序\n或批处理文件。",
    ], cmd="cnpm install connect", os=W, shells=("cmd",), locale="zh", n=8),
    G("f19-cnpm-not-recognized", "cnpm", "locale", "https://github.com/yaoningvital/blog/issues/32", [
        V("'cnpm' 不是内部或外部命令，也不是可运行的程序\n或批处理文件。", locale="zh"),
        V("'cnpm' is not recognized as an internal or external command,\noperable program or batch file.",
          src="https://github.com/formulahendry/vscode-terminal/issues/12", locale="en", cls="everyday"),
        V("'cnpm' 不是内部或外部命令，也不是可运行的程序\n或批处理文件。", locale="zh", src="https://github.com/Carrotzpc/ant-koa-demo/issues/2"),
    ], cmd="cnpm install", os=W, shells=("cmd",), n=7, look="f19-cnpm-space-in-user-path"),
    G("f19-npm-cmd-gone-after-smart-npm", "npm", "locale", "https://github.com/qiu8310/smart-npm/issues/11", [
        "'npm'不是内部或外部命令，也不是可运行的程序或批处理文件。",
    ], cmd="npm -v", os=W, shells=("cmd",), locale="zh", n=8, look="f19-cnpm-not-recognized"),
    G("f19-kotlin-metadata-190-expected-171", "gradle", "version", "https://github.com/rosuH/AndroidFilePicker/issues/216", [
        V("jetified-AndroidFilePicker-2.0-api.jar!/META-INF/filepicker_release.kotlin_module: " +
          _KT.format("1.9.0", "1.7.1"),
          os="windows"),
        V(".jar!/META-INF/library_release.kotlin_module: " + _KT.format("1.9.0", "1.7.1"), os="macos",
          src="https://github.com/brianwernick/ExoMedia/issues/808"),
        V("<<home>>/.gradle/caches/modules-2/files-2.1/org.jetbrains.kotlin/kotlin-stdlib/1.9.10/"
          "72812e8a368917ab5c0a5081b56915ffdfec93b7/kotlin-stdlib-1.9.10.jar!/META-INF/kotlin-stdlib-jdk7.kotlin_module: "
          + _KT.format("1.9.0", "1.7.1"), os="linux", cmd="./gradlew metalavaGenerateSignature",
          src="https://github.com/google/horologist/issues/1811"),
    ], cmd="./gradlew assembleDebug", os=("windows", "linux", "macos")),
    G("f19-kotlin-metadata-171-expected-151", "gradle", "version", "https://github.com/google/horologist/issues/474", [
        V("e: /home/runner/.gradle/caches/modules-2/files-2.1/org.jetbrains.kotlin/kotlin-stdlib/1.7.0/"
          "a5f42c684ad9003160ef0d0f693ecf0ba7b13549/kotlin-stdlib-1.7.0.jar!/META-INF/kotlin-stdlib.kotlin_module: " +
          _KT.format("1.7.1", "1.5.1") + "\ne: /home/runner/.gradle/caches/modules-2/files-2.1/org.jetbrains.kotlin/"
          "kotlin-stdlib-common/1.7.0/51736992f422993a1e741051bdf3c12801bc1ca1/kotlin-stdlib-common-1.7.0.jar!/META-INF/"
          "kotlin-stdlib-common.kotlin_module: " + _KT.format("1.7.1", "1.5.1"), os="linux", cls="multiline"),
        V(_KT.format("1.7.1", "1.5.1"), os="linux", src="https://github.com/celzero/rethink-app/issues/490",
          cmd="./gradlew assembleRelease"),
        V("C:/Users/����/.gradle/caches/modules-2/files-2.1/com.github.liujingxing.rxhttp/rxhttp/2.9.3/"
          "8451a7f1d7e65c8f25824c3ea0741f68de5555a6/rxhttp-2.9.3.jar!/META-INF/rxhttp.kotlin_module: " +
          _KT.format("1.7.1", "1.5.1"), os="windows", src="https://github.com/liujingxing/rxhttp/issues/408"),
        V(_KT.format("1.7.1", "1.5.1"), os="macos", src="https://github.com/square/kotlinpoet/issues/1303"),
    ], cmd="./gradlew metalavaGenerateSignature", look="f19-kotlin-metadata-190-expected-171"),
    G("f19-kotlin-metadata-160-expected-140", "gradle", "version", "https://github.com/angcyo/DslTabLayout/issues/76", [
        _KT.format("1.6.0", "1.4.0"),
    ], cmd="./gradlew assembleDebug", os=("windows", "macos"), look="f19-kotlin-metadata-190-expected-171"),
    G("f19-kotlin-metadata-151-expected-1116", "gradle", "version", "https://github.com/centerzx/ShapeBlurView/issues/16", [
        V("<<home>>/.gradle/caches/transforms-2/files-2.1/476eca3fb0b006eaf6367e53895e64c1/"
          "jetified-kotlin-stdlib-jdk7-1.5.30.jar!/META-INF/kotlin-stdlib-jdk7.kotlin_module: " + _KT.format("1.5.1", "1.1.16"),
          os="windows"),
        V("kotlin-csv.kotlin_module: " + _KT.format("1.5.1", "1.1.16"), os="macos",
          src="https://github.com/jsoizo/kotlin-csv/issues/93"),
    ], cmd="./gradlew assembleDebug", look="f19-kotlin-metadata-171-expected-151"),
    G("f19-kotlin-metadata-190-expected-160", "flutter", "wrapper", "https://github.com/channdara/flutter_localization/issues/5", [
        " " + _KT.format("1.9.0", "1.6.0"),
    ], cmd="flutter build apk", os=("windows", "macos"), look="f19-kotlin-metadata-190-expected-171"),
    G("f19-vbox-vtx-hyperv-windows", "vagrant", "wrapper", "https://github.com/proycon/LaMachine/issues/99", [
        _VAGRANT_VBOX.format("headless") + "Stderr: VBoxManage.exe: error: VT-x is not available (VERR_VMX_NO_VMX)\n"
        "VBoxManage.exe: error: Details: code E_FAIL (0x80004005), component ConsoleWrap, interface IConsole",
        V("Stderr: VBoxManage.exe: error: VT-x is not available (VERR_VMX_NO_VMX)\nVBoxManage.exe: error: Details: code "
          "E_FAIL (0x80004005), component ConsoleWrap, interface IConsole",
          src="https://github.com/hashicorp/vagrant/issues/9025", cls="everyday"),
        V("==> default: Running 'pre-boot' VM customizations...\n" + _VAGRANT_VBOX.format("headless") +
          "Stderr: VBoxManage.exe: error: VT-x is not available (VERR_VMX_NO_VMX)\n"
          "VBoxManage.exe: error: Details: code E_FAIL (0x80004005), component ConsoleWrap, interface IConsole",
          src="https://github.com/hashicorp/vagrant/issues/9753"),
    ], cmd="vagrant up", os=W),
    G("f19-vbox-vtx-nested-linux-vm", "vagrant", "wrapper", "https://github.com/Zonama/ZonamaDev/issues/74", [
        _VAGRANT_VBOX.format("gui") + "Stderr: VBoxManage: error: VT-x is not available (VERR_VMX_NO_VMX)\n"
        "VBoxManage: error: Details: code NS_ERROR_FAILURE (0x80004005), component ConsoleWrap, interface IConsole",
        V("Stderr: VBoxManage: error: VT-x is not available (VERR_VMX_NO_VMX)\nVBoxManage: error: Details: code "
          "NS_ERROR_FAILURE (0x80004005), component ConsoleWrap, interface IConsole",
          src="https://github.com/hashicorp/vagrant/issues/7302", cls="everyday"),
        V("🤦  StartHost failed, but will try again: driver start: Unable to start the VM: /usr/bin/VBoxManage startvm "
          "minikube --type headless failed:\nVBoxManage: error: VT-x is not available (VERR_VMX_NO_VMX)\n"
          "VBoxManage: error: Details: code NS_ERROR_FAILURE (0x80004005), component ConsoleWrap, interface IConsole\n\n"
          "Details: 00:00:00.280482 VBoxHeadless: exiting", tool="minikube", cmd="minikube start --no-vtx-check",
          src="https://github.com/kubernetes/minikube/issues/20059"),
    ], cmd="vagrant up", os=L, look="f19-vbox-vtx-hyperv-windows"),
]

QUERIES = [
    Q("cnpm says 'C:\\Documents' is not recognized space in path", "f19-cnpm-space-in-user-path", "plain"),
    Q("cnpm 提示 'C:\\Documents' 不是内部或外部命令", "f19-cnpm-space-in-user-path", "zh"),
    Q("cnpm is not recognized after installing taobao mirror", "f19-cnpm-not-recognized", "plain"),
    Q("安装淘宝镜像后 cnpm 不是内部或外部命令", "f19-cnpm-not-recognized", "zh"),
    Q("npm command disappeared after installing smart-npm on windows", "f19-npm-cmd-gone-after-smart-npm", "plain"),
    Q("装了 smart-npm 之后 npm 不是内部或外部命令", "f19-npm-cmd-gone-after-smart-npm", "zh"),
    Q("kotlin binary version of its metadata is 1.9.0 expected version is 1.7.1",
      "f19-kotlin-metadata-190-expected-171", "plain"),
    Q("Kotlin 元数据版本 1.9.0 期望 1.7.1 编译不兼容", "f19-kotlin-metadata-190-expected-171", "zh"),
    Q("metadata is 1.7.1 expected version is 1.5.1 gradle plugin", "f19-kotlin-metadata-171-expected-151", "plain"),
    Q("Kotlin 模块元数据 1.7.1 但期望 1.5.1", "f19-kotlin-metadata-171-expected-151", "zh"),
    Q("binary version of its metadata is 1.6.0 expected 1.4.0", "f19-kotlin-metadata-160-expected-140", "plain"),
    Q("Kotlin 元数据 1.6.0 期望 1.4.0 要升级 kotlin", "f19-kotlin-metadata-160-expected-140", "zh"),
    Q("metadata is 1.5.1 expected version is 1.1.16", "f19-kotlin-metadata-151-expected-1116", "plain"),
    Q("Kotlin 版本不兼容 元数据 1.5.1 期望 1.1.16", "f19-kotlin-metadata-151-expected-1116", "zh"),
    Q("flutter build kotlin metadata 1.9.0 expected 1.6.0", "f19-kotlin-metadata-190-expected-160", "plain"),
    Q("Flutter 打包报 Kotlin 元数据 1.9.0 期望 1.6.0", "f19-kotlin-metadata-190-expected-160", "zh"),
    Q("vagrant up VBoxManage.exe VT-x is not available hyper-v", "f19-vbox-vtx-hyperv-windows", "plain"),
    Q("Windows 上 vagrant 启动虚拟机 VT-x 不可用 Hyper-V", "f19-vbox-vtx-hyperv-windows", "zh"),
    Q("VERR_VMX_NO_VMX inside a linux VM nested virtualization", "f19-vbox-vtx-nested-linux-vm", "plain"),
    Q("在云主机里跑 VirtualBox 报 VT-x 不可用", "f19-vbox-vtx-nested-linux-vm", "zh"),
]
