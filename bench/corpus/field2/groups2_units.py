"""Field set 2, names a runtime hands out: container names, systemd unit instances, apt repositories, accept()'s EMFILE.

Each group's message is copied from the public thread in `src`; only volatile parts (container ids) are `<<slot>>`s.
Docker refuses a container name already taken and names it (each thread its own: `/mariadb`, `/pmm-server`,
a generated `/agitated_wilson`), bare, under Kitematic and a Node
API client, and in the 2014 "is already assigned" wording; Podman's own wording (container storage, `--replace`,
podman-compose's `pdm_myservice_1`) is its look-alike, fixed with podman's commands. systemd reports a failed
instance of a template unit under each instance's name: `wg-quick@wg0` (bare, one line or two, under pivpn, the newer
`journalctl -xeu` hint) against `openvpn@server`, `openvpn@client` and `openvpn-server@server` (install scripts,
journald lines). apt names each repository without a Release file (localhost, a PPA, cli.github.com, a mirror, a
cdrom; "does not have", the older "does no longer have", "no longer has", apt 3's "Error:/Notice:"). Running out of
file descriptors in accept() is one condition from nginx, OpenResty, musl's wording, Go's net/http, hitch and
libevent.
"""

from __future__ import annotations

from fieldspec import G, V

_NAME = "Conflict. The container name \"/"
_REMOVE = "You have to remove (or rename) that container to be able to reuse that name."
_RUN_HELP = "\nSee 'docker run --help'."
_PODMAN = "creating container storage: the container name \""
_JOB = " failed because the control process exited with error code."
_WG = "Job for wg-quick@wg0.service" + _JOB
_WG_SEE = "See \"systemctl status wg-quick@wg0.service\" and \"journalctl -xe\" for details."
_OVPN = "Job for openvpn@server.service" + _JOB
_OVPN_SEE = "See \"systemctl status openvpn@server.service\" and \"journalctl -xe\" for details."
_N_SECURE = "Updating from such a repository can't be done securely, and is therefore disabled by default."
_N_MAN = "See apt-secure(8) manpage for repository creation and user configuration details."
_EMFILE = "accept4() failed (24: Too many open files)"

GROUPS = [
    G("f2-docker-container-name-in-use", "docker", "runtime-value", "https://github.com/weiqingy/caochong/issues/15", [
        "docker: Error response from daemon: " + _NAME + "caochong-ambari-0\" is already in use by container "
        "\"<<hex64>>\". " + _REMOVE + _RUN_HELP,
        V("Error response from daemon: " + _NAME + "mariadb\" is already in use by container \"<<hex64>>\". " + _REMOVE,
          src="https://github.com/Forstman1/inception-42/issues/1", cmd="docker compose up -d"),
        V("(HTTP code 409) unexpected - " + _NAME + "agitated_wilson\" is already in use by container <<hex64>>. " + _REMOVE,
          src="https://github.com/docker-archive-public/docker.kitematic/issues/2551", tool="kitematic", cmd="Kitematic",
          cls="wrapper", os="macos"),
        V("docker: Error response from daemon: " + _NAME + "pmm-server\" is already in use by container \"<<hex64>>\". "
          + _REMOVE, src="https://github.com/percona/pmm-doc/pull/953", cmd="docker run -d --name pmm-server"),
        V("{ Error: (HTTP code 409) unexpected - " + _NAME + "test\" is already in use by container \"<<hex64>>\". "
          + _REMOVE[:-1], src="https://github.com/AgustinCB/docker-api/issues/62", tool="node", cmd="node index.js",
          cls="two-programs"),
        V("docker: Error response from daemon: " + _NAME + "mongodb\" is already in use by container \"<<hex64>>\". "
          + _REMOVE + _RUN_HELP, src="https://github.com/moby/moby/issues/23371", cmd="mup setup", cls="wrapper"),
        V("Error response from daemon: Conflict, The name gitlab is already assigned to xxxxxxxxx. You have to delete (or "
          "rename) that container to be able to assign gitlab to a container again.",
          src="https://github.com/sameersbn/docker-gitlab/issues/95", cmd="docker run --name gitlab", cls="version"),
    ], cmd="docker run --name caochong-ambari-0", exit=125, look="f2-podman-container-name-in-use", n=12),
    G("f2-podman-container-name-in-use", "podman", "runtime-value",
      "https://github.com/containers/podman-compose/issues/1118", [
        "Error: " + _PODMAN + "pdm_myservice_1\" is already in use by <<hex64>>. You have to remove that container to be "
        "able to reuse that name: that name is already in use, or use --replace to instruct Podman to do so.",
        V("Error: error " + _PODMAN + "ceph-osd-189\" is already in use by \"<<hex64>>\". You have to remove that "
          "container to be able to reuse that name.: that name is already in use",
          src="https://github.com/podman-container-tools/podman/issues/2240", cmd="/usr/share/ceph-osd-run.sh 189",
          cls="version"),
    ], cmd="podman compose up -d", exit=125, os=("linux",), look="f2-docker-container-name-in-use", n=6),
    G("f2-systemd-wg-quick-failed", "systemd", "runtime-value",
      "https://github.com/angristan/wireguard-install/issues/78", [
        _WG + " " + _WG_SEE,
        V(_WG + "\n" + _WG_SEE, src="https://github.com/angristan/wireguard-install/issues/110", cmd="./wireguard-install.sh"),
        V(_WG + "\n" + _WG_SEE, src="https://github.com/l-n-s/wireguard-install/issues/13",
          cmd="systemctl start wg-quick@wg0.service", cls="everyday"),
        V(":: [ERR] WireGuard is not running, try to start now? [Y/n]\n" + _WG + "\n" + _WG_SEE + "\nDone",
          src="https://github.com/pivpn/pivpn/issues/1107", tool="pivpn", cmd="pivpn -d", cls="wrapper"),
        V(_WG + "\nSee \"systemctl status wg-quick@wg0.service\" and \"journalctl -xeu wg-quick@wg0.service\" for details",
          src="https://github.com/Nyr/openvpn-install/issues/1165", cmd="bash wireguard-install.sh", cls="version"),
        V(_WG + " " + _WG_SEE, src="https://github.com/angristan/wireguard-install/issues/100", cmd="./wireguard-install.sh"),
    ], cmd="./wireguard-install.sh", os=("linux",), n=8),
    G("f2-systemd-openvpn-failed", "systemd", "runtime-value", "https://github.com/Nyr/openvpn-install/issues/551", [
        _OVPN + " " + _OVPN_SEE,
        V(_OVPN + "\n" + _OVPN_SEE, src="https://github.com/Nyr/openvpn-install/issues/575",
          cmd="sudo systemctl start openvpn@server", cls="everyday"),
        V("An updated CRL has been created.\nCRL file: /etc/openvpn/easy-rsa/pki/crl.pem\n\n53\n" + _OVPN + " " + _OVPN_SEE,
          src="https://github.com/Nyr/openvpn-install/issues/344", cls="wrapper"),
        V("Job for openvpn-server@server.service" + _JOB, src="https://github.com/angristan/openvpn-install/issues/1214",
          cmd="./openvpn-install.sh", cls="version"),
        V("Sep 21 05:11:12 ********* systemd[1]: openvpn@server.service: Main process exited, code=exited, "
          "status=1/FAILURE\nSep 21 05:11:12 ********* systemd[1]: openvpn@server.service: Failed with result "
          "'exit-code'.\nSep 21 05:11:12 *********  systemd[1]: Failed to start OpenVPN connection to server.",
          src="https://github.com/Nyr/openvpn-install/issues/904", cmd="systemctl status openvpn@server", cls="multiline"),
        V("Jan 24 19:04:06 raspberrypi ovpn-client[976]: Options error: In [CMD-LINE]:1: Error opening configuration file: "
          "/etc/openvpn/client.conf\nJan 24 19:04:06 raspberrypi systemd[1]: openvpn@client.service: Main process exited, "
          "code=exited, status=1/FAILURE\nJan 24 19:04:06 raspberrypi systemd[1]: openvpn@client.service: Failed with "
          "result 'exit-code'.", src="https://github.com/RaspAP/raspap-webgui/issues/1109", tool="raspap",
          cmd="journalctl -u openvpn@client", cls="multiline"),
    ], cmd="bash openvpn-install.sh", os=("linux",), look="f2-systemd-wg-quick-failed", n=8),
    G("f2-apt-repo-no-release-file", "apt", "non-file-path", "https://github.com/glenux/docker-debian-repository/issues/8", [
        "E: The repository 'http://localhost:49161/debian unstable Release' does not have a Release file.\nN: "
        + _N_SECURE + "\nN: " + _N_MAN,
        V("The repository 'http://repo.aptly.info sqeeze Release' does not have a Release file." + _N_SECURE + _N_MAN,
          src="https://github.com/aptly-dev/aptly/issues/889"),
        V("E: The repository 'https://cli.github.com/packages bookworm Release' does not have a Release file.\nN: "
          + _N_SECURE + "\nN: " + _N_MAN + "\nERROR: 'apt-get update' failed with error code: 0",
          src="https://github.com/vicwomg/pikaraoke/issues/290", tool="pikaraoke", cmd="./setup.sh", cls="wrapper"),
        V("E: The repository 'http://ppa.launchpad.net/gezakovacs/ppa/ubuntu hirsute Release' does not have a Release "
          "file.\nN: " + _N_SECURE + "\nN: " + _N_MAN, src="https://github.com/unetbootin/unetbootin/issues/326"),
        V("E: The repository 'http://ppa.launchpad.net/george-edison55/cmake-3.x/ubuntu bionic Release' does not have a "
          "Release file.\nN: " + _N_SECURE, src="https://github.com/tong-hao/tech-log/issues/1", cmd="sudo apt-get update"),
        V("E: The repository 'https://www.mindforger.com/debian stretch Release' does not have a Release file.\nN: "
          + _N_SECURE + "\nN: " + _N_MAN, src="https://github.com/dvorka/hstr/issues/423"),
        V("E: The repository 'https://gitlab.com/jean-christophe-manciot/ppa/raw/master/Ubuntu yakkety Release' does no "
          "longer have a Release file.\nN: " + _N_SECURE, src="https://github.com/Debian/apt/issues/33", cls="version"),
        V("E: The repository 'http://apt.armbian.com buster Release' no longer has a Release file.\nN: " + _N_SECURE
          + "\nN: " + _N_MAN, src="https://github.com/crysxd/OctoApp-Plugin/issues/71", cls="version"),
        V("Error: The repository 'https://pieroproietti.github.io/penguins-eggs-repo/deb stable Release' no longer has a "
          "Release file.\nNotice: " + _N_SECURE + "\nNotice: " + _N_MAN,
          src="https://github.com/pieroproietti/penguins-eggs-legacy/issues/711", cls="version"),
        V("E: The repository 'file:/cdrom noble Release' no longer has a Release file.",
          src="https://github.com/omacom/omakub/issues/190", tool="omakub", cmd="wget -qO- https://omakub.org/install | bash",
          cls="wrapper"),
    ], cmd="sudo apt update", exit=100, os=("linux",), n=12),
    G("f2-accept-too-many-open-files", "nginx", "two-programs", "https://github.com/yaoweibin/nginx_tcp_proxy_module/issues/60", [
        "2012/12/11 11:35:26 [crit] 2657#0: " + _EMFILE + "\n2012/12/11 11:35:26 [crit] 2658#0: " + _EMFILE,
        V(_EMFILE, src="https://github.com/apache/apisix/issues/9970", tool="apisix", cmd="apisix start"),
        V("nginx.1    | 2018/10/19 16:05:32 [crit] 42#42: " + _EMFILE, src="https://github.com/blekhmanlab/rxivist/issues/210",
          cmd="docker-compose up", cls="wrapper"),
        V(_EMFILE, src="https://github.com/canonical/microk8s/issues/206", tool="microk8s", cmd="microk8s kubectl logs nginx"),
        V("2021/07/08 12:43:00 [crit] 15#15: accept4() failed (24: No file descriptors available)",
          src="https://github.com/hypothesis/h/pull/6770", cls="version"),
        V("http: Accept error: accept tcp 127.0.0.1:9090: accept4: too many open files",
          src="https://github.com/Netflix-Skunkworks/aws-metadata-proxy/issues/1", tool="go", cmd="./aws-metadata-proxy"),
        V("[WRN] http: Accept error: accept tcp [::]:8000: accept4: too many open files; retrying in 640ms",
          src="https://github.com/centrifugal/centrifugo/issues/429", tool="centrifugo", cmd="centrifugo"),
        V("[11646] {client} accept() failed; too many open files for this process",
          src="https://github.com/varnish/hitch/issues/210", tool="hitch", cmd="systemctl status hitch"),
        V("[libevent] Error from accept() call: Too many open files.", src="https://github.com/libevent/libevent/issues/1089",
          tool="libevent", cmd="./server"),
    ], cmd="nginx", exit=None, os=("linux",), n=12),
]
