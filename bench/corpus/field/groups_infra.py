"""Containers, clusters and system tools: docker, docker compose, kubectl, terraform, ssh, curl,
nginx, apt, brew, a Go server on Windows. Container, pod, endpoint and host names, lock ids and
ports are runtime values; images, formulae and packages are the thing that is wrong.
"""

# ruff: noqa: E501  -- real messages and queries read better unbroken (CJK counts double)

from __future__ import annotations

from fieldspec import G, V

_DOCKER_SOCK = "Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?"


def _pull_denied(gid: str, image: str, src: str, look: str = "") -> G:
    new = (f"Error response from daemon: pull access denied for {image}, repository does not exist or may require 'docker "
           "login': denied: requested access to the resource is denied")
    return G(gid, "docker", "version", src, [
        f"Unable to find image '{image}:latest' locally\ndocker: {new}.\nSee 'docker run --help'.",
        V(f"docker: Error response from daemon: pull access denied for {image}, repository does not exist or may require "
          "'docker login'.", cls="version", src="https://github.com/moby/moby/issues/36915"),
        V(f"Failed to pull image \"{image}:latest\": rpc error: code = Unknown desc = {new}", tool="kubelet", cls="wrapper",
          src="https://github.com/kubernetes/website/issues/14257"),
        V(new + "\nError: Process completed with exit code 1.", cls="wrapper",
          src="https://github.com/wukongdaily/DockerTarBuilder/issues/11"),
        V(f"Unable to find image '{image}:latest' locally\nC:\\Program Files\\Docker Toolbox\\docker.exe: Error response from "
          f"daemon: pull access denied for {image}, repository does not exist or may require 'docker login'.", os="windows",
          src="https://github.com/docker/compose/issues/5483"),
    ], cmd=f"docker run --rm {image}", exit=125, look=look, n=5)


def _apt_locate(gid: str, pkg: str, src: str, look: str = "", zh_src: str = "", cls: str = "locale") -> G:
    en_head = "Reading package lists... Done\nBuilding dependency tree... Done\nReading state information... Done\n"
    zh_head = "正在读取软件包列表... 完成\n正在分析软件包的依赖关系树\n正在读取状态信息... 完成\n"
    variants = [V(f"{en_head}E: Unable to locate package {pkg}", src=src), V(f"E: Unable to locate package {pkg}")]
    if zh_src:
        variants += [V(f"{zh_head}E: 无法定位软件包 {pkg}", locale="zh", src=zh_src, cls="locale"),
                     V(f"E: 无法定位软件包 {pkg}", locale="zh", src=zh_src, cls="locale")]
    return G(gid, "apt", cls if zh_src else "everyday", src, variants, cmd=f"sudo apt install {pkg}", exit=100, os=("linux",),
             look=look, n=max(4, len(variants)))


def _brew(gid: str, formula: str, src: str, look: str = "", old_src: str = "") -> G:
    variants: list[V | str] = [
        f"Error: No available formula with the name \"{formula}\"\n==> Searching for similarly named formulae...\nError: No "
        "similarly named formulae found.\n==> Searching taps...\nError: No formulae found in taps.",
        f"Error: No available formula with the name \"{formula}\"",
        f"Warning: No available formula with the name \"{formula}\". Did you mean {formula}-cli?\n==> Searching for similarly "
        "named formulae and casks...",
    ]
    if old_src:
        variants.append(V(f"Error: No available formula for {formula}\nSearching formulae...\nSearching taps...", src=old_src,
                          cls="version"))
    return G(gid, "brew", "version", src, variants, cmd=f"brew install {formula}", os=("macos",), shells=("zsh",), look=look, n=4)


GROUPS: list[G] = [
    G("docker-daemon-not-running", "docker", "version", "https://github.com/docker/for-win/issues/4049", [
        _DOCKER_SOCK,
        V("ERROR: " + _DOCKER_SOCK, cmd="docker build -t <<proj>> .", src="https://github.com/twistlock/RunC-CVE-2019-5736/issues/2",
          cls="wrapper"),
        V("Client:\n Version:           <<ver>>\n API version:       1.39\nServer:\nERROR: " + _DOCKER_SOCK, cmd="docker info",
          src="https://github.com/docker/docs/issues/11246"),
        V("Post http:///var/run/docker.sock/v1.20/containers/create: dial unix /var/run/docker.sock: no such file or directory.\n"
          "* Are you trying to connect to a TLS-enabled daemon without TLS?\n* Is your docker daemon up and running?",
          cmd="sudo docker run -d -p 80:80 <<proj>>", src="https://github.com/ONLYOFFICE/Docker-CommunityServer/issues/3",
          cls="version"),
        V("<<date>> <<time>> Get http:///var/run/docker.sock/v1.14/images/json: dial unix /var/run/docker.sock: no such file "
          "or directory", cmd="docker images", src="https://github.com/ONLYOFFICE/Docker-CommunityServer/issues/3", cls="version"),
        V(_DOCKER_SOCK, os="macos"),
    ], cmd="docker ps -a", n=6),
    G("docker-container-name-conflict", "docker", "runtime-value", "https://github.com/docker/docs/pull/17816", [
        "docker: Error response from daemon: Conflict. The container name \"/<<container>>\" is already in use by container "
        "\"<<hex64>>\". You have to remove (or rename) that container to be able "
        "to reuse that name.\nSee 'docker run --help'.",
        V("FATA[0000] Error response from daemon: Conflict, The name <<container>> is already assigned to <<hex12>>. You have to "
          "delete (or rename) that container to be able to assign <<container>> to a container again.", cls="version",
          src="https://github.com/moby/moby/pull/9765"),
        V("C:\\Program Files\\Docker Toolbox\\docker.exe: Error response from daemon: Conflict. The container name \"/<<container>>\" "
          "is already in use by container \"<<hex64>>\". You have to remove "
          "(or rename) that container to be able to reuse that name.", os="windows",
          src="https://github.com/docker-archive-public/docker.kitematic/issues/3737", cls="wrapper"),
        "Error response from daemon: Conflict. The container name \"/<<container>>\" is already in use by container \"<<hex64>>\". "
        "You have to remove (or rename) that container to be able to "
        "reuse that name.",
    ], cmd="docker run -d --name <<container>> <<proj>>:latest", exit=125, n=6),
    G("docker-port-already-allocated", "docker", "runtime-value", "https://github.com/bitrixdock/bitrixdock/issues/228", [
        "Error response from daemon: driver failed programming external connectivity on endpoint <<container>> (<<hex64>>): Bind for 0.0.0.0:<<port>> failed: port is already allocated",
        V(" - Container <<container>>  Starting                                                     <<n>>.9s\nError response "
          "from daemon: driver failed programming external connectivity on endpoint <<container>> (<<hex64>>): Bind for 0.0.0.0:<<port>> failed: port is already allocated", tool="docker-compose",
          cmd="docker compose up -d", cls="wrapper"),
        V("Error response from daemon: failed to set up container networking: driver failed programming external connectivity on "
          "endpoint <<proj>>-gateway-1 (<<hex64>>): Bind for 0.0.0.0:<<port>> "
          "failed: port is already allocated", src="https://github.com/microrealestate/microrealestate/issues/250", cls="version"),
        V("Error response from daemon: driver failed programming external connectivity on endpoint test-nginx-1 (): Bind for "
          "0.0.0.0:443 failed: port is already allocated", src="https://github.com/ryoluo/sail-ssl/issues/20"),
    ], cmd="docker run -d -p <<port>>:<<port>> <<proj>>", exit=125, os=("linux", "macos", "windows"), n=5),
    _pull_denied("docker-pull-denied-ndtar", "ndtar", "https://github.com/moby/moby/issues/36915"),
    _pull_denied("docker-pull-denied-portiacrawl", "portiacrawl", "https://github.com/docker/compose/issues/5483",
                 look="docker-pull-denied-ndtar"),
    _pull_denied("docker-pull-denied-occlusion-net", "occlusion_net", "https://github.com/dineshreddy91/Occlusion_Net/issues/10"),
    _pull_denied("docker-pull-denied-minio", "minio", "https://github.com/wukongdaily/DockerTarBuilder/issues/11",
                 look="docker-pull-denied-occlusion-net"),
    _pull_denied("docker-pull-denied-utils", "utils", "https://github.com/docker/for-win/issues/9562"),
    _pull_denied("docker-pull-denied-rmeuser-auth", "rmeuser-auth", "https://github.com/kubernetes/website/issues/14257",
                 look="docker-pull-denied-utils"),
    G("nginx-bind-address-in-use", "nginx", "two-programs", "https://github.com/XTLS/Xray-examples/issues/69", [
        "nginx: [emerg] bind() to [::]:<<port>> failed (98: Address already in use)",
        "nginx: [emerg] bind() to 0.0.0.0:<<port>> failed (98: Address already in use)\nnginx: [emerg] bind() to [::]:<<port>> "
        "failed (98: Address already in use)\nnginx: [emerg] still could not bind()",
        V("<<date>> <<time>> [emerg] 1#1: bind() to 0.0.0.0:<<port>> failed (98: Address already in use)",
          src="https://github.com/kfei/docktorrent/issues/13"),
        V("http_1  | nginx: [emerg] bind() to [::]:<<port>> failed (98: Address in use)\nhttp_1  | <<date>> <<time>> [notice] 1#1: "
          "try again to bind() after 500ms\nhttp_1  | <<date>> <<time>> [emerg] 1#1: bind() to 0.0.0.0:<<port>> failed (98: "
          "Address in use)", tool="docker-compose", src="https://github.com/khuedoan/homelab/issues/43", cls="wrapper"),
    ], cmd="sudo nginx", os=("linux",), n=5, extra={"port": "80"}),
    G("kubectl-refused-localhost-8080", "kubectl", "everyday", "https://github.com/kubernetes/website/issues/12075", [
        "The connection to the server localhost:8080 was refused - did you specify the right host or port?",
        "Client Version: version.Info{Major:\"1\", Minor:\"<<n2>>\", GitVersion:\"v1.<<n2>>.1\"}\nThe connection to the server "
        "localhost:8080 was refused - did you specify the right host or port?",
        V("The connection to the server localhost:8080 was refused - did you specify the right host or port?", os="windows"),
    ], cmd="kubectl get pods", n=4),
    G("kubectl-refused-apiserver", "kubectl", "runtime-value", "https://github.com/liumiaocn/easypack/issues/7", [
        "The connection to the server <<apiserver>>:6443 was refused - did you specify the right host or port?",
    ], cmd="kubectl get nodes", look="kubectl-refused-localhost-8080", n=4),
    G("k8s-crashloop-backoff", "kubectl", "runtime-value", "https://github.com/kubernetes/kubernetes/issues/23672", [
        "Warning  BackOff    <<n>>m (x<<n2>> over <<n2>>m)  kubelet  Back-off restarting failed container",
        V("Warning FailedSync      Error syncing pod, skipping: failed to \"StartContainer\" for \"<<container>>\" with "
          "CrashLoopBackOff: \"Back-off 20s restarting failed container=<<container>> pod=<<pod>>_default(<<uuid>>)\"",
          cls="version"),
        "Warning  BackOff  <<n>>s (x<<n>> over <<n2>>s)  kubelet  Back-off restarting failed container <<container>> in pod "
        "<<pod>>_default(<<uuid>>)",
        V("NAME                     READY   STATUS             RESTARTS   AGE\n<<pod>>   0/1     CrashLoopBackOff   <<n>>          "
          "<<n2>>m", cmd="kubectl get pods", src="https://github.com/kubernetes/website/pull/45928"),
    ], cmd="kubectl describe pod <<pod>>", os=("linux",), n=5),
    G("terraform-state-lock", "terraform", "runtime-value", "https://github.com/Genaker/TerraformMagentoCloud/issues/22", [
        "Error: Error acquiring the state lock\n│ \n│ Error message: ConditionalCheckFailedException: The conditional request\n│ failed\n"
        "│ Lock Info:\n│   ID:        <<uuid>>\n│   Path:      terraform-state-<<n2>>/<<proj>>/terraform.tfstate\n│   Operation: "
        "OperationTypeApply\n│   Who:       <<user>>@ip-10-0-3-<<n2>>\n│   Version:   1.<<n>>.7\n│   Created:   <<date>> "
        "<<time>>.424064363 +0000 UTC\n│   Info:      ",
        V("Error: Error locking state: Error acquiring the state lock: ConditionalCheckFailedException: The conditional request "
          "failed\n\tstatus code: 400, request id: <<uuid>>\nLock Info:\n  ID:        <<uuid>>\n  Path:      terraform-state-"
          "<<n2>>/<<proj>>/terraform.tfstate\n  Operation: OperationTypePlan", src="https://github.com/CMSgov/beneficiary-fhir-data/pull/89",
          cls="version"),
    ], cmd="terraform apply", n=5),
    G("ssh-connect-refused", "ssh", "runtime-value", "https://github.com/hpc-admin-sist/DockerMonitor/issues/39", [
        "ssh: connect to host <<host>> port <<sshport>>: Connection refused",
        V("ssh: connect to host github.com port 22: Connection refused\nfatal: Could not read from remote repository.\n\nPlease "
          "make sure you have the correct access rights\nand the repository exists.", tool="git", cmd="git pull",
          src="https://github.com/X-lab2017/dase-2024-autumn/issues/7"),
        V("ssh: connect to host ec2-18-217-<<n2>>-<<n2>>.us-east-2.compute.amazonaws.com port 22: Connection refused",
          src="https://github.com/microsoft/vscode-remote-release/issues/2091"),
        V("ssh: connect to host <<host>> port <<sshport>>: Connection refused", os="windows", shell="powershell",
          src="https://github.com/microsoft/WSL/issues/6973"),
        V("2024/<<n>>/1<<n>> 1<<n>>:2<<n>>:0<<n>> dial tcp <<host>>:<<sshport>>: connect: connection refused", tool="ssh-action",
          src="https://github.com/appleboy/ssh-action/issues/192", cls="two-programs"),
    ], cmd="ssh -p <<sshport>> -l <<user>> <<host>>", exit=255, n=6),
    G("curl-failed-connect-refused", "curl", "everyday", "https://github.com/QT-DevOps/DevOpsIssues/issues/82", [
        "curl: (7) Failed to connect to localhost port <<port>>: Connection refused",
        "  % Total    % Received % Xferd  Average Speed   Time    Time     Time  Current\n                                 Dload  "
        "Upload   Total   Spent    Left  Speed\n  0     0    0     0    0     0      0      0 --:--:-- --:--:-- --:--:--     "
        "0\ncurl: (7) Failed to connect to localhost port <<port>>: Connection refused",
    ], cmd="curl http://localhost:<<port>>", exit=7, n=4),
    _apt_locate("apt-locate-local-deb", "<<debfile>>", "https://github.com/canonical/ubuntu.com/issues/14591",
                zh_src="https://github.com/SuperJMN/DotnetPackaging/issues/161", cls="non-file-path"),
    _apt_locate("apt-locate-e17", "e17", "https://github.com/dnschneid/crouton/issues/997", look="apt-locate-local-deb"),
    _apt_locate("apt-locate-ros-gazebo-glob", "ros-melodic-gazebo*", "https://github.com/robin-shaun/XTDrone/issues/28",
                zh_src="https://github.com/robin-shaun/XTDrone/issues/28"),
    _apt_locate("apt-locate-trancate", "trancate", "https://github.com/hzcx998/xbook2/issues/27", look="apt-locate-ros-gazebo-glob",
                zh_src="https://github.com/hzcx998/xbook2/issues/27"),
    _apt_locate("apt-locate-shadowsocks-qt5", "shadowsocks-qt5", "https://github.com/shadowsocks/shadowsocks-qt5/issues/260",
                zh_src="https://github.com/shadowsocks/shadowsocks-qt5/issues/260"),
    _apt_locate("apt-locate-install-typo", "install", "https://github.com/pentestfunctions/BlueDucky/issues/50",
                look="apt-locate-shadowsocks-qt5"),
    G("apt-no-installation-candidate", "apt", "multiline", "https://github.com/jonluca/anubis/issues/80", [
        "Package python-dev is not available, but is referred to by another package.\nThis may mean that the package is missing, "
        "has been obsoleted, or\nis only available from another source\nHowever the following packages replace it:\n  python2-dev "
        "python2 python-dev-is-python3\n\nE: Package 'python-dev' has no installation candidate",
        "┌──(<<user>>㉿kali)-[~/<<proj>>]\n└─$ sudo apt-get install python3-pip python-dev libssl-dev\nReading package lists... "
        "Done\nBuilding dependency tree\nReading state information... Done\nE: Package 'python-dev' has no installation candidate",
    ], cmd="sudo apt-get install python3-pip python-dev libssl-dev", exit=100, os=("linux",), look="apt-locate-install-typo", n=4),
    _brew("brew-no-formula-wget", "wget", "https://github.com/Homebrew/brew/issues/1163"),
    _brew("brew-no-formula-grip", "grip", "https://github.com/joeyespo/grip/issues/212", look="brew-no-formula-wget"),
    _brew("brew-no-formula-brew-cask", "brew-cask", "https://github.com/Homebrew/homebrew-cask/issues/54447"),
    _brew("brew-no-formula-php-switcher", "brew-php-switcher", "https://github.com/philcook/brew-php-switcher/issues/50",
          look="brew-no-formula-brew-cask"),
    _brew("brew-no-formula-fpp", "fpp", "https://github.com/facebook/PathPicker/issues/9",
          old_src="https://github.com/facebook/PathPicker/issues/9"),
    _brew("brew-no-formula-swiftgen", "swiftgen", "https://github.com/SwiftGen/SwiftGen/issues/46", look="brew-no-formula-fpp",
          old_src="https://github.com/SwiftGen/SwiftGen/issues/46"),
    G("go-bind-in-use-windows", "go", "locale", "https://github.com/sangunsun/webdavSmump/issues/9", [
        V("view server run http mod error: listen tcp :<<port>>: bind: 通常每个套接字地址(协议/网络地址/端口)只允许使用一次。",
          locale="zh"),
        V("listen tcp 0.0.0.0:<<port>>: bind: Only one usage of each socket address (protocol/network address/port) is normally "
          "permitted.", src="https://github.com/ehang-io/nps/issues/788"),
        V("Start DNS server error: listen udp 0.0.0.0:1053: bind: Only one usage of each socket address (protocol/network "
          "address/port) is normally permitted.", src="https://github.com/chen08209/FlClash/issues/529", cls="wrapper"),
        V("listen udp 192.168.1.<<n2>>:<<pid>>: bind: 通常每个套接字地址(协议/网络地址/端口)只允许使用一次。", locale="zh"),
    ], cmd="<<proj>>.exe -port <<port>>", os=("windows",), n=5),
]

GROUPS += [
    _pull_denied("docker-pull-denied-push-typo", "push", "https://github.com/oracle/docker-images/issues/999",
                 look="docker-pull-denied-rmeuser-auth"),
    _pull_denied("docker-pull-denied-openimis", "openimis/backend", "https://github.com/openimis/openimis-dist_dkr/issues/35"),
    _pull_denied("docker-pull-denied-hackinglab", "hackinglab/hl-kali-docker-ttyd", "https://github.com/asatrya/keycloak-traefik-tutorial/issues/2",
                 look="docker-pull-denied-openimis"),
    G("apt-ppa-no-release-file", "apt", "locale", "https://github.com/shadowsocks/shadowsocks-qt5/issues/260", [
        V("E: 仓库 “http://ppa.launchpad.net/hzwhuang/ss-qt5/ubuntu bionic Release” 没有 Release 文件。", locale="zh"),
        V("命中:1 http://mirrors.tuna.tsinghua.edu.cn/ubuntu bionic InRelease\nE: 仓库 “http://ppa.launchpad.net/hzwhuang/ss-qt5/"
          "ubuntu bionic Release” 没有 Release 文件。\nN: 无法安全地用该源进行更新，所以默认禁用该源。", locale="zh"),
    ], cmd="sudo apt-get update", exit=100, os=("linux",), locale="zh", look="apt-locate-shadowsocks-qt5", n=3),
]

GROUPS += [
    G("walle-ssh-unable-connect", "walle", "wrapper", "https://github.com/meolu/walle-web/issues/517", [
        "Unable to connect to port 22 on 127.0.0.1", "[<<logts>>] ERROR: Unable to connect to port 22 on 127.0.0.1",
    ], cmd="walle deploy <<proj>>", os=("macos",), look="ssh-connect-refused", n=4),
]

_AT = "@" * 59
_HOSTKEY_LINES = (
    _AT, "@    WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!     @", _AT,
    "IT IS POSSIBLE THAT SOMEONE IS DOING SOMETHING NASTY!",
    "Someone could be eavesdropping on you right now (man-in-the-middle attack)!",
    "It is also possible that a host key has just been changed.",
    "The fingerprint for the <<keytype>> key sent by the remote host is", "SHA256:<<sshfp>>.",
    "Please contact your system administrator.",
    "Add correct host key in {home}/.ssh/known_hosts to get rid of this message.",
    "Offending <<keytype>> key in {home}/.ssh/known_hosts:<<n2>>",
)
_STRICT = ("{who} for {host} has changed and you have requested strict checking.", "Host key verification failed.")


def _hostkey(home: str = "<<home>>", who: str = "Host key", host: str = "<<host>>", prefix: str = "", sep: str = "\n",
             tail: tuple[str, ...] = _STRICT) -> str:
    lines = [line.format(home=home, who=who, host=host) for line in (*_HOSTKEY_LINES, *tail)]
    return sep.join(prefix + line for line in lines)


GROUPS += [
    G("ssh-host-key-changed", "ssh", "multiline", "https://github.com/5calV/BytesOfProgress/issues/24", [
        _hostkey(),
        V(_hostkey(who="ECDSA host key"), src="https://github.com/hpcugent/vsc_user_docs/pull/275", cls="version"),
        V(_hostkey(home="/Users/<<user>>"), os="macos", shell="zsh", src="https://github.com/openwrt-xiaomi/xmir-patcher/issues/28"),
        V(_hostkey(home="/Users/<<user>>", host="gitlab.example.com") + "\n" + "fatal: Could not read from remote repository.\n\n"
          "Please make sure you have the correct access rights\nand the repository exists.", tool="git", cmd="git pull",
          os="macos", cls="two-programs", src="https://github.com/Inchill/fe-notes/issues/54"),
        V(_hostkey(home="/home/jenkins", prefix="null_resource.master_reboot[<<n>>] (local-exec): ", sep="\n\n"),
          tool="terraform", cmd="terraform apply", cls="wrapper", src="https://github.com/SUSE/skuba/issues/426"),
        V(_AT + "\n[<<time>>.<<n2>>] " + _hostkey(home="C:\\Users\\<<user>>", who="ECDSA host key", host="[<<host>>]:<<sshport>>",
                                                    prefix="> ").split("\n", 1)[1], os="windows", shell="powershell", tool="vscode-remote-ssh", cls="wrapper",
          src="https://github.com/kaist-cp/cs431/issues/636"),
        V(_hostkey(home="/Users/<<user>>", tail=(
            "Password authentication is disabled to avoid man-in-the-middle attacks.",
            "Keyboard-interactive authentication is disabled to avoid man-in-the-middle attacks.",
            "UpdateHostkeys is disabled because the host key is not trusted.",
            "admin@192.168.64.<<n2>>: Permission denied (publickey,password,keyboard-interactive).")),
          os="macos", cmd="ssh -o \"StrictHostKeyChecking no\" admin@192.168.64.<<n2>> \"uname -a\"", cls="version",
          src="https://github.com/openai/tart/issues/1135"),
    ], cmd="ssh -l <<user>> <<host>>", exit=255, n=7),
]
