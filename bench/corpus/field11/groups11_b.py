"""Field set 11, part b: LuaRocks, OpenWrt's opkg, Yocto's bitbake, winget, adb (and a library
wrapping it), Vagrant. Every message is copied from the thread in its `src`; only `<<slot>>` values
vary."""

from fieldspec import G, Q, V

LUME_34 = "https://github.com/rxi/lume/issues/34"
LUACHECK_4 = "https://github.com/lunarmodules/luacheck/pull/4"
LUALSP_40 = "https://github.com/Alloyed/lua-lsp/issues/40"
XML2LUA_49 = "https://github.com/manoelcampos/xml2lua/issues/49"
RS232_12 = "https://github.com/srdgame/librs232/issues/12"
SUDOWRT_147 = "https://github.com/sudomesh/sudowrt-firmware/issues/147"
NODOG_93 = "https://github.com/nodogsplash/nodogsplash/issues/93"
PORTMIRROR_64 = "https://github.com/mmaraya/port-mirroring/issues/64"
BANDIX_49 = "https://github.com/timsaya/luci-app-bandix/issues/49"
MOSDNS_81 = "https://github.com/QiuSimons/openwrt-mos/issues/81"
NETSPEED_46 = "https://github.com/sirpdboy/luci-app-netspeedtest/issues/46"
CHROMIUM_1 = "https://github.com/ds-hwang/yocto-chromium/issues/1"
BROWSER_798 = "https://github.com/OSSystems/meta-browser/issues/798"
REDHAWK_15 = "https://github.com/Geontech/meta-redhawk-sdr/issues/15"
CLANG_1056 = "https://github.com/kraj/meta-clang/issues/1056"
OSTRO_117 = "https://github.com/ostroproject/ostro-os/issues/117"
WINGETRUN_9 = "https://github.com/winget-run/wingetdotrun/issues/9"
BALATRO_17 = "https://github.com/blake502/balatro-mobile-maker/issues/17"
TUNER_26 = "https://github.com/zacharee/SystemUITunerRedesign/issues/26"
P2PADB_44 = "https://github.com/kosborn/p2p-adb/issues/44"
DADB_55 = "https://github.com/mobile-dev-inc/dadb/issues/55"
VAGRANT_12036 = "https://github.com/hashicorp/vagrant/issues/12036"
VAGRANT_4173 = "https://github.com/hashicorp/vagrant/issues/4173"
VAGRANT_6258 = "https://github.com/hashicorp/vagrant/issues/6258"
UDACITY_132 = "https://github.com/udacity/fullstack-nanodegree-vm/issues/132"
HYPERNODE_29 = "https://github.com/ByteInternet/hypernode-vagrant/issues/29"

_NO_RESULTS = ("Error: No results matching query were found for Lua 5.4.\nTo check if it is available for other Lua "
               "versions, use --check-lua-versions.")
_OPKG = "Unknown package '{0}'.\nCollected errors:\n * opkg_install_cmd: Cannot install package {0}."
_ADB_TAIL = ("This adb server's $ADB_VENDOR_KEYS is not set\nTry 'adb kill-server' if that seems wrong.\nOtherwise "
             "check for a confirmation dialog on your device.")
_UNUSABLE = ("The provider 'virtualbox' that was requested to back the machine\n'{machine}' is reporting that it isn't "
             "usable on this system. {the}\nreason is shown below:\n\n")

GROUPS = [
    G("luarocks-no-rock-for-lua54", "luarocks", "everyday", LUME_34, [
        V(_NO_RESULTS, cmd="luarocks --local install lume"),
        V(_NO_RESULTS, cmd="luarocks install --local --lua-version=5.4 luacheck", src=LUACHECK_4),
        V(_NO_RESULTS, cmd="luarocks --local install --server=http://luarocks.org/dev lua-lsp", src=LUALSP_40),
    ]),
    G("luarocks-xml2lua-not-for-lua54", "luarocks", "multiline", XML2LUA_49, [
        "xml2lua not found for Lua 5.4.\nChecking if available for other Lua versions...\nChecking for Lua 5.1...\n"
        "Checking for Lua 5.2...\nChecking for Lua 5.3...\n\nError: No results matching query were found for Lua 5.4.\n"
        "xml2lua supports only Lua 5.1 and Lua 5.2 and Lua 5.3 but not Lua 5.4.",
    ], cmd="sudo luarocks install --check-lua-versions xml2lua", look="luarocks-no-rock-for-lua54"),
    G("luarocks-lua-provided-by-vm", "luarocks", "multiline", RS232_12, [
        "Missing dependencies for rs232 scm-0:\n   lua >= 5.1, < 5.4 (not installed)\n\nrs232 scm-0 depends on lua >= "
        "5.1, < 5.4 (not installed)\n\nError: Could not satisfy dependency lua >= 5.1, < 5.4: Rock lua 5.4-1 is already "
        "provided by VM or via 'rocks_provided' in the config file.",
        V("Error: Could not satisfy dependency lua >= 5.1, < 5.4: Rock lua 5.4-1 is already provided by VM or via "
          "'rocks_provided' in the config file.", cls="everyday"),
    ], cmd="luarocks install --tree lua_modules rs232-scm-0.rockspec", look="luarocks-no-rock-for-lua54"),
    G("opkg-unknown-socat", "opkg", "everyday", SUDOWRT_147, [_OPKG.format("socat")],
      cmd="opkg install socat", os=("linux",), shells=("sh",), exit=255),
    G("opkg-unknown-nodogsplash", "opkg", "everyday", NODOG_93, [_OPKG.format("nodogsplash")],
      cmd="opkg install nodogsplash", os=("linux",), shells=("sh",), exit=255, look="opkg-unknown-socat"),
    G("opkg-incompatible-architecture", "opkg", "multiline", PORTMIRROR_64, [
        "Unknown package 'port-mirroring'.\nCollected errors:\n * pkg_hash_fetch_best_installation_candidate: Packages "
        "for port-mirroring found, but incompatible with the architectures configured\n * opkg_install_cmd: Cannot "
        "install package port-mirroring.",
    ], cmd="opkg install port-mirroring_1.4.3-1_ar71xx.ipk", os=("linux",), shells=("sh",), exit=255,
      look="opkg-unknown-socat"),
    G("opkg-given-apk-file", "opkg", "non-file-path", BANDIX_49, [
        _OPKG.format("./bandix-0.6.0-r1_aarch64_generic.apk"),
        _OPKG.format("./bandix-0.6.0-r1_aarch64_cortex-a76.apk"),
    ], cmd="opkg install ./bandix-0.6.0-r1_aarch64_generic.apk", os=("linux",), shells=("sh",), exit=255,
      look="opkg-unknown-nodogsplash"),
    G("opkg-unknown-luci-app-mosdns", "opkg", "wrapper", MOSDNS_81, [
        "Multiple packages (libgcc1 and libgcc1) providing same name marked HOLD or PREFER. Using latest. Unknown "
        "package 'luci-app-mosdns'.",
    ], cmd="opkg install luci-app-mosdns_1.4.2-1_all.ipk", os=("linux",), shells=("sh",), exit=255),
    G("opkg-unknown-luci-app-netspeedtest", "opkg", "everyday", NETSPEED_46, [
        "Unknown package 'luci-app-netspeedtest'.",
    ], cmd="opkg install luci-app-netspeedtest_2.2.5-20240327_all.ipk", os=("linux",), shells=("sh",), exit=255,
      look="opkg-unknown-luci-app-mosdns"),
    G("bitbake-nothing-provides-chromium", "bitbake", "everyday", CHROMIUM_1, [
        "ERROR: Nothing PROVIDES 'chromium'",
    ], cmd="bitbake chromium", os=("linux",)),
    G("bitbake-nothing-provides-bcc", "bitbake", "non-file-path", BROWSER_798, [
        "ERROR: Nothing PROVIDES 'bcc' (but <<root>>/repos/meta-clang.git/dynamic-layers/openembedded-layer/"
        "recipes-devtools/bpftrace/bpftrace_0.20.1.bb DEPENDS on or otherwise requires it). Close matches:\n  bc\n"
        "  byacc",
    ], cmd="bitbake -S lockedsigs world", os=("linux",), look="bitbake-nothing-provides-chromium"),
    G("bitbake-nothing-provides-xerces", "bitbake", "non-file-path", REDHAWK_15, [
        "ERROR: Nothing PROVIDES 'xerces-c-native' (but virtual:native:<<root>>/../meta-redhawk-sdr/recipes-deps/xsd/"
        "xsd_4.0.0.bb DEPENDS on or otherwise requires it). Close matches:\n  re2c-native\n  xrefresh-native\n"
        "  xsd-native",
    ], cmd="bash ../meta-redhawk-sdr/contrib/scripts/build-image.sh", os=("linux",),
      look="bitbake-nothing-provides-chromium"),
    G("bitbake-nothing-provides-cross-binutils", "bitbake", "non-file-path", CLANG_1056, [
        "ERROR: Nothing PROVIDES 'virtual/cross-binutils' (but <<root>>/sources/meta-clang/recipes-devtools/clang/"
        "clang-cross_git.bb DEPENDS on or otherwise requires it). Close matches:\n  virtual/libintl",
    ], cmd="bitbake core-image-minimal", os=("linux",), look="bitbake-nothing-provides-chromium"),
    G("bitbake-nothing-provides-ostro-image", "bitbake", "multiline", OSTRO_117, [
        "ERROR: Nothing PROVIDES 'ostro-image-swupd-pre_installed_content'. Close matches:\n  ostro-image-swupd-all\n\n"
        "Summary: There was 1 ERROR message shown, returning a non-zero exit code.",
    ], cmd="bitbake ostro-image-swupd-pre_installed_content", os=("linux",),
      look="bitbake-nothing-provides-chromium"),
    G("winget-no-package-matching", "winget", "everyday", WINGETRUN_9, [
        V("No package found matching input criteria.", cmd="winget install -e --id Files-UWP.FilesUWP"),
        V("No package found matching input criteria.", cmd="winget search Files-uwp"),
    ], os=("windows",), shells=("powershell", "cmd")),
    G("adb-device-unauthorized", "adb", "version", BALATRO_17, [
        V("adb: error: failed to get feature set: device unauthorized.\n" + _ADB_TAIL, os="windows"),
        V("error: device unauthorized.\n" + _ADB_TAIL, src=TUNER_26),
        V("error: device unauthorized. Please check the confirmation dialog on your device.", src=P2PADB_44,
          os="linux", shell="sh"),
        V("Exception in thread \"main\" java.io.IOException: Command failed (host:transport:13141FDD40019J): device "
          "unauthorized.\n" + _ADB_TAIL, src=DADB_55, tool="dadb", cls="two-programs"),
    ], cmd="adb push save.jkr /sdcard/", os=("linux", "macos", "windows")),
    G("vagrant-no-default-provider", "vagrant", "multiline", VAGRANT_12036, [
        "No usable default provider could be found for your system.\n\nVagrant relies on interactions with 3rd party "
        "systems, known as\n\"providers\", to provide Vagrant with resources to run development\nenvironments. "
        "Examples are VirtualBox, VMware, Hyper-V.\n\nThe easiest solution to this message is to install VirtualBox, "
        "which\nis available for free on all major platforms.\n\nIf you believe you already have a provider available, "
        "make sure it\nis properly installed and configured. You can see more details about\nwhy a particular provider "
        "isn't working by forcing usage with\n`vagrant up --provider=PROVIDER`, which should give you a more specific\n"
        "error message for that particular provider.",
    ], cmd="vagrant up", os=("windows", "linux", "macos")),
    G("vagrant-vboxmanage-not-on-path", "vagrant", "runtime-value", VAGRANT_4173, [
        _UNUSABLE.format(machine="<<container>>", the="The") + "Vagrant could not detect VirtualBox! Make sure "
        "VirtualBox is properly installed.\nVagrant uses the `VBoxManage` binary that ships with VirtualBox, and "
        "requires\nthis to be available on the PATH. If VirtualBox is installed, please find the\n`VBoxManage` binary "
        "and add it to the PATH environmental variable.",
    ], cmd="vagrant status", look="vagrant-no-default-provider"),
    G("vagrant-vbox-version-empty", "vagrant", "multiline", VAGRANT_6258, [
        _UNUSABLE.format(machine="default", the="The") + "Vagrant detected that VirtualBox appears installed on your "
        "system,\nbut calls to detect the version are returning empty. This is often\nindicative of installation "
        "issues with VirtualBox. Please verify\nthat VirtualBox is properly installed. As a final verification,\n"
        "please run the following command manually and verify a version is\noutputted:\n\nC:\\Program Files\\Oracle\\"
        "VirtualBox\\VBoxManage.exe --version",
    ], cmd="vagrant up", os=("windows",), look="vagrant-vboxmanage-not-on-path"),
    G("vagrant-vbox-install-incomplete", "vagrant", "multiline", UDACITY_132, [
        _UNUSABLE.format(machine="default", the="Tea") + "VirtualBox is complaining that the installation is "
        "incomplete. Please\nrun `VBoxManage --version` to see the error message which should contain\ninstructions on "
        "how to fix this error.",
    ], cmd="vagrant up --provider=virtualbox", os=("linux",), look="vagrant-vboxmanage-not-on-path"),
    G("vagrant-provider-name-not-found", "vagrant", "runtime-value", HYPERNODE_29, [
        "The provider 'VirtualBox' could not be found, but was requested to\nback the machine '<<container>>'. Please "
        "use a provider that exists.",
    ], cmd="vagrant up --provider=VirtualBox", os=("linux",), look="vagrant-no-default-provider"),
]

QUERIES = [
    Q("luarocks says the rock isn't available for lua 5.4", "luarocks-no-rock-for-lua54", "plain"),
    Q("luarocks 装包说 Lua 5.4 下没有这个版本", "luarocks-no-rock-for-lua54", "zh"),
    Q("xml2lua only supports lua up to 5.3", "luarocks-xml2lua-not-for-lua54", "plain"),
    Q("xml2lua 不支持 Lua 5.4 装不上", "luarocks-xml2lua-not-for-lua54", "zh"),
    Q("luarocks dependency on lua below 5.4 but the VM provides 5.4", "luarocks-lua-provided-by-vm", "plain"),
    Q("luarocks 依赖要求 lua 小于 5.4 但系统自带的是 5.4", "luarocks-lua-provided-by-vm", "zh"),
    Q("openwrt router doesn't know the socat package", "opkg-unknown-socat", "plain"),
    Q("OpenWrt 上 opkg 装 socat 提示未知软件包", "opkg-unknown-socat", "zh"),
    Q("cannot install nodogsplash on openwrt", "opkg-unknown-nodogsplash", "plain"),
    Q("OpenWrt 安装 nodogsplash 失败 找不到包", "opkg-unknown-nodogsplash", "zh"),
    Q("openwrt ipk found but wrong cpu architecture", "opkg-incompatible-architecture", "plain"),
    Q("opkg 安装 ipk 提示和架构不兼容", "opkg-incompatible-architecture", "zh"),
    Q("opkg won't install a .apk file", "opkg-given-apk-file", "plain"),
    Q("用 opkg 装 apk 后缀的包失败", "opkg-given-apk-file", "zh"),
    Q("installing luci-app-mosdns ipk says unknown package", "opkg-unknown-luci-app-mosdns", "plain"),
    Q("OP 安装 mosdns 插件提示 Unknown package", "opkg-unknown-luci-app-mosdns", "zh"),
    Q("netspeedtest luci app won't install on openwrt", "opkg-unknown-luci-app-netspeedtest", "plain"),
    Q("luci-app-netspeedtest 安装报未知包", "opkg-unknown-luci-app-netspeedtest", "zh"),
    Q("yocto has no recipe for chromium", "bitbake-nothing-provides-chromium", "plain"),
    Q("bitbake 构建 chromium 说没有提供者", "bitbake-nothing-provides-chromium", "zh"),
    Q("bpftrace needs bcc but no layer provides it", "bitbake-nothing-provides-bcc", "plain"),
    Q("yocto 检查层时 bpftrace 依赖的 bcc 没有配方", "bitbake-nothing-provides-bcc", "zh"),
    Q("xsd recipe depends on xerces native which nothing provides", "bitbake-nothing-provides-xerces", "plain"),
    Q("bitbake 找不到 xerces-c-native 配方", "bitbake-nothing-provides-xerces", "zh"),
    Q("clang cross recipe wants virtual cross binutils", "bitbake-nothing-provides-cross-binutils", "plain"),
    Q("meta-clang 构建时缺少 virtual/cross-binutils", "bitbake-nothing-provides-cross-binutils", "zh"),
    Q("bitbake image target name has no recipe, close matches suggested", "bitbake-nothing-provides-ostro-image",
      "plain"),
    Q("bitbake 镜像名写错 提示没有这个目标", "bitbake-nothing-provides-ostro-image", "zh"),
    Q("winget can't find the package id I copied", "winget-no-package-matching", "plain"),
    Q("winget 安装时找不到匹配的软件包", "winget-no-package-matching", "zh"),
    Q("phone not authorized for usb debugging with adb", "adb-device-unauthorized", "plain"),
    Q("adb 连接手机显示未授权", "adb-device-unauthorized", "zh"),
    Q("vagrant up says there is no usable provider", "vagrant-no-default-provider", "plain"),
    Q("vagrant 启动提示没有可用的默认 provider", "vagrant-no-default-provider", "zh"),
    Q("vagrant can't detect virtualbox, VBoxManage not in PATH", "vagrant-vboxmanage-not-on-path", "plain"),
    Q("vagrant 检测不到 virtualbox 需要把 VBoxManage 加到环境变量", "vagrant-vboxmanage-not-on-path", "zh"),
    Q("vagrant gets an empty virtualbox version", "vagrant-vbox-version-empty", "plain"),
    Q("vagrant 获取 virtualbox 版本号为空", "vagrant-vbox-version-empty", "zh"),
    Q("virtualbox installation is incomplete according to vagrant", "vagrant-vbox-install-incomplete", "plain"),
    Q("vagrant 说 virtualbox 安装不完整", "vagrant-vbox-install-incomplete", "zh"),
    Q("vagrant provider VirtualBox with capital letters could not be found", "vagrant-provider-name-not-found",
      "plain"),
    Q("vagrant 指定的 provider 名字找不到", "vagrant-provider-name-not-found", "zh"),
]
