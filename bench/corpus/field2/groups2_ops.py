"""Field set 2, operations and runtimes: kubectl and pods, cmd's "不是内部或外部命令" for more commands.

Each group's message is copied from the public thread in `src`; only volatile parts (pod and container
names, log paths) are `<<slot>>`s. The pod groups and the cmd groups name look-alikes:
another waiting reason or another missing command needs another fix.
"""

from __future__ import annotations

from fieldspec import G, V

_CMD_ZH_TAIL = " 不是内部或外部命令，也不是可运行的程序\n或批处理文件。"
_CMD_EN_TAIL = " is not recognized as an internal or external command,\noperable program or batch file."

GROUPS = [
    G("f2-k8s-container-creating", "kubectl", "runtime-value", "https://github.com/kubernetes/kubernetes/issues/55958", [
        "Error from server (BadRequest): container \"<<container>>\" in pod \"<<pod>>\" is waiting to start: ContainerCreating",
        V("Error from server (BadRequest): container \"docker-mailserver\" in pod \"<<pod>>\" is waiting to start: "
          "ContainerCreating", src="https://github.com/docker-mailserver/docker-mailserver-helm/issues/177",
          cmd="kubectl logs --namespace mail <<pod>>"),
        V(" container \"gitlab\" in pod \"<<pod>>\" is waiting to start: ContainerCreating",
          src="https://github.com/sameersbn/docker-gitlab/issues/1982"),
    ], cmd="kubectl logs <<pod>>", exit=1, os=("linux", "macos"), look="f2-k8s-pod-initializing", n=6),
    G("f2-k8s-pod-initializing", "oc", "runtime-value", "https://github.com/openshift-labs/learn-katacoda/issues/1027", [
        "Error from server (BadRequest): container \"docker-build\" in pod \"<<pod>>\" is waiting to start: PodInitializing",
    ], cmd="oc logs -f bc/goodbad", exit=1, os=("linux",)),
    G("f2-kubectl-not-found", "kubectl", "shell", "https://github.com/cloudnativelabs/kube-shell/issues/18", [
        "/bin/sh: kubectl: command not found",
        V("-bash: kubectl: command not found", src="https://github.com/cloudnativelabs/kube-shell/issues/18", shell="bash"),
        V("sh: kubectl: not found", src="https://github.com/cloudnativelabs/kube-shell/issues/59", shell="sh",
          cmd="kubectl exec my-pod-with-vol -c container-two -it sh"),
        V("kubectl: command not found", src="https://github.com/kubernetes/kubernetes/issues/12573", shell="bash",
          cmd="kubectl"),
        V("./gen_kubeconfig: line 6: kubectl: command not found\n./gen_kubeconfig: line 7: kubectl: command not found\n"
          "./gen_kubeconfig: line 8: kubectl: command not found",
          src="https://github.com/rimusz/coreos-kubernetes-cluster-osx/pull/34", shell="bash", cmd="./gen_kubeconfig",
          os="macos", cls="multiline"),
        V("\nCommand 'kubectl' not found, but can be installed with:\nsudo snap install kubectl",
          src="https://github.com/easzlab/kubeasz/issues/1426", shell="bash", cmd="kubectl version", cls="version"),
    ], cmd="kubectl get service", exit=127, os=("linux",), shells=("sh",), n=8),
    G("f2-cmd-zh-vue-cli-service", "cmd", "locale", "https://github.com/PanJiaChen/vue-element-admin/issues/2728", [
        "'vue-cli-service'" + _CMD_ZH_TAIL,
        V("\n> vue3-wangeditor-demo@0.1.0 serve\n> vue-cli-service serve\n\n'vue-cli-service'" + _CMD_ZH_TAIL,
          src="https://github.com/wangfupeng1988/vue3-wangeditor-demo/issues/7", shell="powershell", tool="npm",
          cmd="npm run serve", cls="wrapper"),
        V(" vue-cli-service serve --open\n\n'vue-cli-service'" + _CMD_ZH_TAIL + "\nnpm ERR! code ELIFECYCLE\nnpm ERR! errno 1\n"
          "npm ERR! iview-admin@2.0.0 dev: `vue-cli-service serve --open`\nnpm ERR! Exit status 1\nnpm ERR!\n"
          "npm ERR! Failed at the iview-admin@2.0.0 dev script.\n"
          "npm ERR! This is probably not a problem with npm. There is likely additional log\nging output above.",
          src="https://github.com/iview/iview-admin/issues/902", tool="npm", cls="multiline"),
        V(" line 1: vue-cli-service: command not found", src="https://github.com/ebrahimMaher/ebmsoft-template/issues/1",
          os="linux", shell="sh", locale="en", cls="shell"),
    ], cmd="npm run dev", exit=1, os=("windows",), shells=("cmd",), locale="zh", look="f2-cmd-zh-adb", n=6),
    G("f2-cmd-zh-adb", "cmd", "locale", "https://github.com/SoMessThat/Tmall-99/issues/3", [
        "'adb'" + _CMD_ZH_TAIL,
        "'adb'" + _CMD_ZH_TAIL + "\n'adb'" + _CMD_ZH_TAIL,
        V("'adb'" + _CMD_EN_TAIL, src="https://github.com/AcademicDog/onmyoji_bot/issues/98", locale="en"),
        V("'adb'" + _CMD_EN_TAIL + "\n'adb'" + _CMD_EN_TAIL + "\n[<<date>> <<time>>]    ERROR | "
          "Connected devices via adb: 0. Cannot proceed.", src="https://github.com/GramAddict/bot/issues/336",
          locale="en", tool="gramaddict", cls="two-programs"),
        V("ADB QR: 'adb' is not recognized as an internal or external command, operable program or batch file.",
          src="https://github.com/aakash-pamnani/ADB-QR/issues/15", locale="en", tool="vscode", cls="wrapper"),
    ], cmd="adb devices", exit=1, os=("windows",), shells=("cmd",), locale="zh", n=8),
    G("f2-kubectl-io-timeout", "kubectl", "non-file-path", "https://github.com/kubernetes/website/issues/15484", [
        "Unable to connect to the server: dial tcp <<apiserver>>:8443: i/o timeout",
        V("Unable to connect to the server: dial tcp <<apiserver>>:443: i/o timeout",
          src="https://github.com/kubernetes/kops/issues/1526", cmd="kubectl get nodes"),
        V("Unable to connect to the server: dial tcp <<apiserver>>:8443: i/o timeout",
          src="https://github.com/kubernetes/minikube/issues/1224", os="macos",
          cmd="kubectl run hello-minikube --image=gcr.io/google_containers/echoserver:1.4 --port=8080"),
        V("kubectl -s <<apiserver>> create -f manifest\nUnable to connect to the server: dial tcp <<apiserver>>:80: i/o timeout\n"
          "Makefile:107: recipe for target 'launch' failed\nmake: *** [launch] Error 1",
          src="https://github.com/pachyderm/pachyderm/issues/499", tool="make", cmd="make MANIFEST=manifest launch",
          cls="wrapper", exit=2),
        V("error: couldn't read version from server: Get https://<<apiserver>>/api: dial tcp <<apiserver>>:443: i/o timeout",
          src="https://github.com/kubernetes/kubernetes/issues/21115", cmd="kubectl get services", cls="version"),
    ], cmd="kubectl version", exit=1, os=("linux",), shells=("bash",), look="f2-kubectl-tls-timeout", n=8),
    G("f2-kubectl-tls-timeout", "kubectl", "everyday", "https://github.com/kubernetes/kubectl/issues/720", [
        "Unable to connect to the server: net/http: TLS handshake timeout",
    ], cmd="kubectl get all", exit=1, os=("linux",)),
    G("f2-zsh-no-matches-extras", "zsh", "shell", "https://github.com/khoj-ai/khoj/pull/414", [
        "zsh: no matches found: .[dev]",
        V("zsh: no matches found: .[full]", src="https://github.com/pymor/pymor/issues/1427", os="linux",
          cmd="pip install -e .[full]"),
        V("zsh: no matches found: .[dev]", src="https://github.com/mitmproxy/mitmproxy/pull/4428",
          cmd="venv/bin/pip install -e .[dev]"),
        V("no matches found: .[tests]", src="https://github.com/VorTECHsa/python-sdk/issues/25", cmd="pip install -e .[test]"),
    ], cmd="pip install -e .[dev]", exit=1, os=("macos",), shells=("zsh",), n=6),
    G("f2-cmd-webpack-not-found", "cmd", "wrapper", "https://github.com/mschwarzmueller/reactjs-basics/issues/29", [
        "'webpack'" + _CMD_EN_TAIL + "\nnpm ERR! code ELIFECYCLE\nnpm ERR! errno 1\n"
        "npm ERR! reactjs-basics@1.0.0 build: `webpack -d && cp src/index.html dist/index.html && webpack-dev-server "
        "--content-base src/ --inline --hot`\nnpm ERR! Exit status 1\nnpm ERR!\n"
        "npm ERR! Failed at the reactjs-basics@1.0.0 build script.\n"
        "npm ERR! This is probably not a problem with npm. There is likely additional logging output above.",
        V("'webpack' is not recognized as an internal or external command,\noperable program or batch file",
          src="https://github.com/codingphasedotcom/Starter-Kit-2018/issues/16", cls="everyday"),
        V("'webpack' 不是内部或外部命令", src="https://github.com/alibaba/weex/issues/1371", locale="zh", shell="bash",
          cmd="./start", cls="locale"),
    ], cmd="npm start", exit=1, os=("windows",), shells=("cmd",), look="f2-cmd-zh-vue-cli-service", n=6),
    G("f2-npm-no-package-json", "npm", "version", "https://github.com/nodejs/help/issues/3719", [
        "npm ERR! code ENOENT\nnpm ERR! syscall open\nnpm ERR! path C:\\Users\\<<user>>/package.json\nnpm ERR! errno -4058\n"
        "npm ERR! enoent ENOENT: no such file or directory, open 'C:\\Users\\<<user>>\\package.json'\n"
        "npm ERR! enoent This is related to npm not being able to find a file.\nnpm ERR! enoent\n\n"
        "npm ERR! A complete log of this run can be found in:\n"
        "npm ERR!     C:\\Users\\<<user>>\\AppData\\Local\\npm-cache\\_logs\\<<npmlog>>",
        V("npm error code ENOENT\nnpm error syscall open\nnpm error path C:\\GitHub\\<<proj>>\\package.json\n"
          "npm error errno -4058\nnpm error enoent Could not read package.json: Error: ENOENT: no such file or directory, "
          "open 'C:\\GitHub\\<<proj>>\\package.json'\nnpm error enoent This is related to npm not being able to find a file.\n"
          "npm error enoent\nnpm error A complete log of this run can be found in: "
          "C:\\Users\\<<user>>\\AppData\\Local\\npm-cache\\_logs\\<<npmlog>>",
          src="https://github.com/birbwatcher/wayback-machine-downloader/issues/1"),
        V("npm ERR! code ENOENT\nnpm ERR! syscall open\nnpm ERR! path <<root>>\\package.json\nnpm ERR! errno -4058\n"
          "npm ERR! enoent Could not read package.json: Error: ENOENT: no such file or directory, open '<<root>>\\package.json'\n"
          "npm ERR! enoent This is related to npm not being able to find a file.\nnpm ERR! enoent",
          src="https://github.com/debug-js/debug/issues/949", cmd="npm start"),
        V("npm ERR! install Couldn't read dependencies\nnpm ERR! Error: ENOENT, open '/home/<<user>>/package.json'",
          src="https://github.com/npm/npm/issues/8271", os="linux", shell="bash"),
        V("4 error install Couldn't read dependencies\n5 error Error: ENOENT, open '/home/<<user>>/package.json'",
          src="https://github.com/npm/npm/issues/7169", os="linux", shell="bash", tool="npm-debug.log", cls="non-file-path"),
    ], cmd="npm install", exit=None, os=("windows",), shells=("cmd",), n=8),
]
