"""Field set 13, part d: Haxe's haxelib and lime, OpenWrt's opkg, MacPorts."""

from fieldspec import G, Q, V

OPKG_SOCAT = "https://github.com/ericpaulbishop/gargoyle/issues/297"
PORT_LFAAD2 = "https://github.com/carsonmcdonald/HTTP-Live-Video-Stream-Segmenter-and-Distributor/issues/7"

GROUPS = [
    # -- haxelib: which project the registry does not have ---------------------------------------------
    G("f13-haxelib-h3d", "haxelib", "everyday", "https://github.com/HeapsIO/heaps/issues/26", [
        "No such Project : h3d",
    ], cmd="haxelib install h3d", os=("windows",), shells=("cmd",)),
    G("f13-haxelib-hxzmq", "haxelib", "everyday", "https://github.com/rjsmith/hxzmq/issues/4", [
        "No such Project : hxzmq",
    ], cmd="haxelib install hxzmq", os=("windows",), look="f13-haxelib-h3d"),
    G("f13-haxelib-flixel-addons", "haxelib", "two-programs", "https://github.com/HaxeFlixel/flixel-addons/issues/6", [
        V("Error: Library flixel-addons is not installed : run 'haxelib install flixel-addons'", tool="openfl",
          cmd="openfl test Project.xml flash"),
        V("No such Project : flixel-addons", cmd="haxelib install flixel-addons"),
    ], os=("macos",), look="f13-haxelib-h3d"),
    G("f13-lime-could-not-find-haxelib", "lime", "everyday", "https://github.com/openfl/lime/issues/319", [
        "Error: Could not find haxelib \"rage\", does it need to be installed?",
    ], cmd="lime build html5", os=("windows", "macos"), look="f13-haxelib-flixel-addons"),
    # -- opkg: which package, and why ----------------------------------------------------------------------
    G("f13-opkg-socat", "opkg", "multiline", OPKG_SOCAT, [
        "Unknown package 'socat'.\nCollected errors:\n * opkg_install_cmd: Cannot install package socat.",
    ], cmd="opkg install socat", os=("linux",), shells=("sh",)),
    G("f13-opkg-atc-arch", "opkg", "multiline", "https://github.com/mrhaav/openwrt/issues/18", [
        "Unknown package 'atc-fib-fm350_gl'.\nCollected errors:\n"
        " * pkg_hash_check_unresolved: cannot find dependency libc for atc-fib-fm350_gl\n"
        " * pkg_hash_check_unresolved: cannot find dependency kmod-usb-serial-option for atc-fib-fm350_gl\n"
        " * pkg_hash_check_unresolved: cannot find dependency kmod-usb-net-rndis for atc-fib-fm350_gl\n"
        " * pkg_hash_check_unresolved: cannot find dependency comgt for atc-fib-fm350_gl\n"
        " * pkg_hash_fetch_best_installation_candidate: Packages for atc-fib-fm350_gl found, but incompatible with "
        "the architectures configured\n * opkg_install_cmd: Cannot install package atc-fib-fm350_gl.",
    ], cmd="opkg install atc-fib-fm350_gl_2025.02.01-r3_all.ipk", os=("linux",), shells=("sh",),
        look="f13-opkg-socat"),
    G("f13-opkg-ttyd-libc", "opkg", "multiline", "https://github.com/mzwrt/mzwrt-openwrt/issues/1", [
        "Unknown package 'luci-app-ttyd'.\nCollected errors:\n"
        " * pkg_hash_check_unresolved: cannot find dependency libc for libubox20240329\n"
        " * pkg_hash_fetch_best_installation_candidate: Packages for libubox20240329 found, but incompatible with "
        "the architectures configured",
    ], cmd="opkg install luci-app-ttyd", os=("linux",), shells=("sh",), look="f13-opkg-socat"),
    # -- MacPorts: which port, and a port command sudo cannot find -----------------------------------------
    G("f13-port-lfaad2", "port", "everyday", PORT_LFAAD2, [
        "Error: Port lfaad2 not found",
    ], cmd="sudo port install ffmpeg-devel libconfig libsdl lfaad2", os=("macos",)),
    G("f13-port-nyxt", "port", "everyday", "https://github.com/atlas-engineer/ports/issues/3", [
        "Error: Port Nyxt not found",
    ], cmd="sudo port install Nyxt", os=("macos",), look="f13-port-lfaad2"),
    G("f13-port-autoraise", "port", "everyday", "https://github.com/lhaeger/AutoRaise/issues/19", [
        "Error: Port AutoRaise not found",
    ], cmd="sudo port install AutoRaise", os=("macos",), look="f13-port-lfaad2"),
    G("f13-port-chunkwm-source", "port", "multiline", "https://github.com/koekeishiya/chunkwm/issues/441", [
        "Warning: /opt/local/etc/macports/sources.conf specifies invalid source '/opt/koekeishiya/portfiles', "
        "ignored.\nError: Port chunkwm not found",
        V("Error: Port chunkwm not found", cls="everyday"),
    ], cmd="sudo port install chunkwm", os=("macos",), look="f13-port-lfaad2"),
    G("f13-port-opam", "port", "everyday", "https://github.com/ocaml/opam/issues/2710", [
        "Error: Port opam not found",
    ], cmd="sudo port install opam", os=("macos",), look="f13-port-lfaad2"),
    G("f13-sudo-port-missing", "port", "shell", "https://github.com/macports/macports-webapp/issues/369", [
        "sudo: port: command not found",
    ], cmd="sudo port install putty", os=("macos",), shells=("zsh",), exit=1, look="f13-make-not-installed"),
]

QUERIES = [
    Q("haxelib cannot find the heaps h3d library", "f13-haxelib-h3d", "plain"),
    Q("haxelib 安装 h3d 提示项目不存在", "f13-haxelib-h3d", "zh"),
    Q("haxelib has no hxzmq project to install", "f13-haxelib-hxzmq", "plain"),
    Q("haxelib 装不了 hxzmq", "f13-haxelib-hxzmq", "zh"),
    Q("openfl wants flixel addons but haxelib cannot find it", "f13-haxelib-flixel-addons", "plain"),
    Q("openfl 要求装 flixel-addons 但 haxelib 找不到", "f13-haxelib-flixel-addons", "zh"),
    Q("lime build cannot find my dev haxelib", "f13-lime-could-not-find-haxelib", "plain"),
    Q("lime 找不到本地开发的 haxelib 库", "f13-lime-could-not-find-haxelib", "zh"),
    Q("openwrt router cannot install socat", "f13-opkg-socat", "plain"),
    Q("路由器 opkg 安装 socat 提示未知包", "f13-opkg-socat", "zh"),
    Q("openwrt ipk for the modem is built for another architecture", "f13-opkg-atc-arch", "plain"),
    Q("opkg 安装 ipk 提示架构不兼容 缺少 libc", "f13-opkg-atc-arch", "zh"),
    Q("opkg thinks libc is not installed so nothing installs", "f13-opkg-ttyd-libc", "plain"),
    Q("opkg 安装 luci-app-ttyd 找不到 libc 依赖", "f13-opkg-ttyd-libc", "zh"),
    Q("macports has no lfaad2 port", "f13-port-lfaad2", "plain"),
    Q("macports 找不到 lfaad2", "f13-port-lfaad2", "zh"),
    Q("installing the nyxt browser with macports fails", "f13-port-nyxt", "plain"),
    Q("用 macports 装 nyxt 找不到端口", "f13-port-nyxt", "zh"),
    Q("autoraise is not available in macports", "f13-port-autoraise", "plain"),
    Q("macports 安装 AutoRaise 找不到", "f13-port-autoraise", "zh"),
    Q("macports ignores the chunkwm portfiles folder", "f13-port-chunkwm-source", "plain"),
    Q("macports 自定义源无效 chunkwm 装不上", "f13-port-chunkwm-source", "zh"),
    Q("macports says there is no opam", "f13-port-opam", "plain"),
    Q("macports 安装 opam 提示不存在", "f13-port-opam", "zh"),
    Q("sudo cannot find the macports command though it is on my path", "f13-sudo-port-missing", "plain"),
    Q("sudo 运行 port 提示找不到命令", "f13-sudo-port-missing", "zh"),
]
