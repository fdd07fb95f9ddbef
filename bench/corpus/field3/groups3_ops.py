"""Field set 3: services and system packages (systemd units, apt in Chinese, cmd paths in Chinese)."""

from fieldspec import G, V

GROUPS = [
    G("f3-systemd-docker-unit-not-found", "systemctl", "version", "https://github.com/moby/moby/issues/40810", [
        "Failed to start docker.service: Unit not found.",
    ], cmd="systemctl start docker", exit=5, os=("linux",)),
    G("f3-systemd-kubelet-unit-not-found", "systemctl", "version",
      "https://github.com/kubernetes/kubernetes/issues/57904", [
        "Failed to start kubelet.service: Unit kubelet.service not found",
        V("Failed to start kubelet.service: Unit not found."),
    ], cmd="systemctl start kubelet.service", exit=5, os=("linux",), look="f3-systemd-docker-unit-not-found"),
    G("f3-systemd-rsyslog-not-installed", "systemctl", "everyday", "https://github.com/jonssonyan/h-ui/issues/48", [
        "Failed to restart rsyslog.service: Unit rsyslog.service not found.",
    ], cmd="systemctl restart rsyslog", exit=5, os=("linux",), look="f3-systemd-docker-unit-not-found"),
    G("f3-systemd-service-file-not-copied", "service", "everyday", "https://github.com/BotoX/ServerStatus/issues/31", [
        "Failed to start sergate.service: Unit sergate.service not found.",
    ], cmd="sudo service sergate start", exit=5, os=("linux",), look="f3-systemd-docker-unit-not-found"),
    G("f3-systemd-redis-unit-old-wording", "systemctl", "wrapper", "https://github.com/echocat/puppet-redis/issues/12", [
        "Redirecting to /bin/systemctl start  redis.service\nFailed to issue method call: Unit redis.service failed to "
        "load: No such file or directory.",
        V("Failed to issue method call: Unit redis.service failed to load: No such file or directory.", cls="version"),
    ], cmd="sudo service redis start", exit=6, os=("linux",), look="f3-systemd-docker-unit-not-found"),
    G("f3-systemd-genesis-unit-failed-to-load", "systemctl", "version", "https://github.com/arkOScloud/genesis/issues/407", [
        "Failed to start genesis-panel.service: Unit genesis-panel.service failed to load: No such file or directory.",
    ], cmd="sudo systemctl start genesis-panel", exit=6, os=("linux",), look="f3-systemd-docker-unit-not-found"),
    G("f3-apt-zh-deb-names-as-packages", "apt", "locale", "https://github.com/wszqkzqk/deepin-wine-ubuntu/issues/290", [
        "正在读取软件包列表... 完成\n正在分析软件包的依赖关系树       \n正在读取状态信息... 完成       \n"
        "E: 无法定位软件包 1.2deepin-fonts-wine_2.18-12_all.deb\nE: 无法定位软件包 2.1deepin-libwine_2.18-12_i386.deb",
        V("正在准备卸载...\n正在读取软件包列表... 完成\n正在分析软件包的依赖关系树       \n正在读取状态信息... 完成       \n"
          "E: 无法定位软件包 1.2deepin-fonts-wine_2.18-12_all.deb", tool="bash", cmd="./uninstall.sh", cls="wrapper"),
    ], cmd="sudo apt-get purge ./*.deb", exit=100, os=("linux",), locale="zh"),
    G("f3-cmd-zh-path-not-found-powershell", "cmd", "locale", "https://github.com/xbzstudio/Timeless-Sydney/issues/90", [
        "系统找不到指定的路径。",
        V("系统找不到指定的路径", src="https://github.com/super1207/install_llob/issues/3"),
    ], cmd="cd /d %~dp0 && start.bat", os=("windows",), shells=("cmd", "powershell"), locale="zh", exit=1),
]

GROUPS += [
    G("f3-ssh-refused-router-port", "ssh", "two-programs", "https://github.com/z-jack/BE5000_GetShell/issues/3", [
        "ssh: connect to host <<host>> port <<sshport>>: Connection refused",
        V("tcp :22: connect: connection refused", tool="ssh-action", cmd="appleboy/ssh-action@master",
          src="https://github.com/appleboy/ssh-action/issues/235", os="linux", shell="bash"),
    ], cmd="ssh root@<<host>> -p <<sshport>>", exit=255, os=("linux", "macos", "windows"), n=6),
    G("f3-disk-full-cp-zh", "cp", "locale", "https://github.com/tuanqing/mknop/issues/76", [
        "cp: 无法创建目录 './tmp/mount/loop4p2/usr/lib/node/request/node_modules/ajv/dist': 设备上没有空间\n"
        "cp: 无法创建目录 './tmp/mount/loop4p2/usr/lib/node/request/node_modules/ajv/lib': 设备上没有空间",
        V("cp: 无法创建目录 './tmp/mount/loop4p2/usr/lib/node/request/node_modules/asn1': 设备上没有空间"),
        V("cp: write error: No space left on device", locale="en", src="https://github.com/meefik/busybox/issues/11",
          cls="everyday"),
    ], cmd="sudo ./make", os=("linux",), locale="zh", n=6),
    G("f3-python-cannot-open-script", "python", "everyday", "https://github.com/Omophagos/International-Dollar/issues/10", [
        "python3: can't open file '<<pyfile>>': [Errno 2] No such file or directory",
        V("<<home>>/.local/share/virtualenvs/<<user>>-5PivF_Od/bin/python: can't open file '<<root>>/<<pyfile>>': "
          "[Errno 2] No such file or directory", src="https://github.com/Bitwise-01/Apex-2.0/issues/1",
          cls="non-file-path"),
        V("python: can't open file '<<pyfile>>': [Errno 2] No such file or directory", os="windows",
          src="https://github.com/insidesherpa/JPMC-tech-task-1-PY3/issues/82"),
        V("(null): can't open file 'python.py': [Errno 2] No such file or directory", os="macos",
          src="https://github.com/jackiekazil/data-wrangling/issues/14", cls="wrapper"),
    ], cmd="python3 <<pyfile>>", exit=2, os=("linux", "macos"), n=8),
]
