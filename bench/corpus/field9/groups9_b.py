"""Field set 9, part b: package managers that name what they could not find (xbps, zypper, dnf),
pkg-config and meson, a Java main class and git's "not a repository" in Chinese, a PowerShell
command in Chinese (each message from the thread in `src`)."""

from __future__ import annotations

from fieldspec import G, Q, V

_PC = ("Package {name} was not found in the pkg-config search path.\nPerhaps you should add the directory "
       "containing `{name}.pc'\nto the PKG_CONFIG_PATH environment variable\nNo package '{name}' found")

GROUPS = [
    # -- xbps: the package name decides -------------------------------------------------------------
    G("xbps-st-terminfo", "xbps-install", "everyday", "https://github.com/void-linux/xbps/issues/640",
      ["ERROR: Package 'st-terminfo' not found in repository pool."],
      cmd="xbps-install -i --repository <<root>> st-terminfo", exit=2, os=("linux",)),
    G("xbps-sx", "xbps-install", "everyday", "https://github.com/void-linux/void-packages/issues/58049",
      ["ERROR: Package 'sx' not found in repository pool."],
      cmd="xbps-install sx", exit=2, os=("linux",), look="xbps-st-terminfo"),
    G("xbps-local-binpkg", "xbps-install", "non-file-path", "https://github.com/xdeb-org/xdeb/issues/14",
      ["Package 'minecraft-launcher-928_1' not found in repository pool."],
      cmd="xbps-install -R binpkgs minecraft-launcher-928_1", exit=2, os=("linux",), look="xbps-sx"),
    G("xbps-octoxbps-desktop", "octoxbps", "wrapper", "https://github.com/aarnt/octoxbps/issues/32",
      ["Installing selected packages...\n\nUpdating repository https://repo-default.voidlinux.org/current/musl/"
       "x86_64-musl-repodata\nPackage 'Desktop' not found in repository pool.\n\nCommand finished with errors!"],
      cmd="octoxbps", exit=None, os=("linux",), look="xbps-local-binpkg"),
    G("xbps-fdm-musl", "xbps-install", "version", "https://github.com/voidlinux/void-packages/issues/5349",
      ["Unable to find 'fdm' in the repository pool."],
      cmd="sudo xbps-install -S fdm", exit=2, os=("linux",), look="xbps-sx"),

    # -- zypper: "No provider of 'X' found." -------------------------------------------------------
    G("zypper-zypperoni", "zypper", "multiline", "https://github.com/pavinjosdev/zypperoni/issues/23",
      ["Loading repository data...\nReading installed packages...\n'zypperoni' not found in package names. Trying "
       "capabilities.\nNo provider of 'zypperoni' found.\nResolving package dependencies...",
       V("'zypperoni' not found in package names. Trying capabilities.\nNo provider of 'zypperoni' found.",
         src="https://github.com/pavinjosdev/zypperoni/issues/10")],
      cmd="zypper update zypperoni", exit=104, os=("linux",)),
    G("zypper-sle-basesystem", "zypper", "wrapper", "https://github.com/openSUSE/zypper/issues/561",
      ["zypper returned 104 with 'No provider of 'sle-module-basesystem' found.'",
       "No provider of 'sle-module-basesystem' found."],
      cmd="SUSEConnect -p sle-module-basesystem/15.5/x86_64", exit=104, os=("linux",), look="zypper-zypperoni"),
    G("zypper-git-pinned-version", "chef", "non-file-path", "https://github.com/sous-chefs/git/issues/137",
      ["STDERR: No provider of 'git=2.26.2-27.36.1' found."],
      cmd="chef-client", exit=1, os=("linux",), look="zypper-zypperoni"),
    G("zypper-url-elasticsearch", "ansible", "wrapper", "https://github.com/ansible/ansible-modules-extras/issues/2094",
      ["No provider of 'elasticsearch' found."],
      cmd="ansible all -i 'localhost,' -c local -m zypper -a \"name='https://download.elasticsearch.org/elasticsearch/"
          "release/org/elasticsearch/distribution/rpm/elasticsearch/2.1.1/elasticsearch-2.1.1.rpm'\"",
      exit=2, os=("linux",), look="zypper-git-pinned-version"),

    # -- dnf across releases: which package ---------------------------------------------------------
    G("dnf-no-match-dnf5-plugins", "dnf", "multiline", "https://github.com/linuxgamerlife/lgl-system-loadout/issues/26",
      ["Updating and loading repositories:\nRepositories loaded.\nFailed to resolve the transaction:\n"
       "No match for argument: python3-dnf5-plugins\nYou can try to add to command line:\n"
       "  --skip-unavailable to skip unavailable packages"],
      cmd="sudo dnf install -y curl wget2-wget git python3-dnf5-plugins", exit=1, os=("linux",)),
    G("dnf-unable-match-file", "dnf", "wrapper", "https://github.com/openshift/jenkins/issues/1774",
      ["Unable to find a match: file"],
      cmd="dnf install file -y", exit=1, os=("linux",), look="dnf-no-match-dnf5-plugins"),
    G("dnf-old-no-package-foo", "dnf", "version", "https://github.com/fedora-infra/fedora-packages/issues/154",
      ["Last metadata expiration check performed 2:52:58 ago on Fri May 22 08:49:02 2015.\nNo package foo available.\n"
       "Error: no package matched: foo"],
      cmd="dnf install espeak foo", exit=1, os=("linux",), look="dnf-unable-match-file"),
    G("dnf-provides-no-matches", "dnf", "wrapper", "https://github.com/Bijman/srb2bld/issues/26",
      ["Error: No matches found. If searching for a file, try specifying the full path or using a wildcard prefix "
       "(\"*/\") at the beginning."],
      cmd="dnf provides libSDL2-2.0.so.0", exit=1, os=("linux",)),

    # -- pkg-config and meson: which .pc file ---------------------------------------------------------
    G("pkgconfig-libconfig", "pkg-config", "everyday", "https://github.com/chjj/compton/issues/103",
      [_PC.format(name="libconfig")],
      cmd="sudo make install", exit=2, os=("linux",)),
    G("pkgconfig-opencv", "pkg-config", "everyday", "https://github.com/doug/depthjs/issues/18",
      [_PC.format(name="opencv")],
      cmd="./build-mac.sh", exit=1, os=("macos",), look="pkgconfig-libconfig"),
    G("pkgconfig-cairo-fc", "pkg-config", "multiline", "https://github.com/polybar/polybar/issues/917",
      ["Looking for package 'cairo-fc'\nLooking for package 'cairo-fc-uninstalled'\n" + _PC.format(name="cairo-fc")],
      cmd="pkg-config --debug --print-provides cairo-fc", exit=1, os=("linux",), look="pkgconfig-libconfig"),
    G("pkgconfig-cfitsio-configure", "pkg-config", "wrapper", "https://github.com/MonetDB/MonetDB/issues/2562",
      [_PC.format(name="cfitsio").replace("\n", "\n ")],
      cmd="./configure", exit=0, os=("linux",), look="pkgconfig-opencv"),
    G("pkgconfig-gl-glu", "pkg-config", "multiline", "https://github.com/RobotLocomotion/drake/issues/206",
      [_PC.format(name="gl") + "\n" + _PC.format(name="glu").replace("containing `", "containing")],
      cmd="make", exit=2, os=("macos",), look="pkgconfig-opencv"),
    G("pkgconfig-globus-required-by", "pkg-config", "version", "https://github.com/globus/globus-toolkit/pull/96",
      ["Package globus-xio-net-manager was not found in the pkg-config search path.\nPerhaps you should add the "
       "directory containing `globus-xio-net-manager.pc'\nto the PKG_CONFIG_PATH environment variable\n"
       "Package 'globus-xio-net-manager', required by 'globus-xio-net-manager-driver', not found"],
      cmd="pkg-config --libs --static globus-xio-net-manager-driver", exit=1, os=("linux",),
      look="pkgconfig-libconfig"),
    G("meson-dep-gcr", "meson", "two-programs", "https://github.com/Keruspe/GPaste/issues/461",
      ["ERROR: Dependency \"gcr\" not found, tried pkgconfig and cmake",
       V("Called: `/usr/bin/pkg-config --modversion gcr` -> 1\nstderr:\nPackage gcr was not found in the pkg-config "
         "search path.\nPerhaps you should add the directory containing `gcr.pc'\nto the PKG_CONFIG_PATH environment "
         "variable\nPackage 'gcr', required by 'virtual:world', not found", tool="pkg-config", cls="multiline")],
      cmd="meson setup builddir", exit=1, os=("linux",), look="pkgconfig-globus-required-by"),

    # -- Java main class in Chinese: which class -------------------------------------------------------
    G("java-zh-main-serverframe", "java", "locale", "https://github.com/xdwangwei/MyQqChat/issues/1",
      ["错误: 找不到或无法加载主类 com.server.view.ServerFrame\n原因: java.lang.ClassNotFoundException: "
       "com.server.view.ServerFrame"],
      cmd="java com.server.view.ServerFrame", exit=1, os=("windows", "linux"), locale="zh"),
    G("java-zh-main-cucumber", "java", "locale", "https://github.com/KikiLetGo/VirusBroadcast/issues/11",
      ["错误: 找不到或无法加载主类 cucumber.api.cli.Main\n原因: java.lang.ClassNotFoundException: cucumber.api.cli.Main"],
      cmd="java cucumber.api.cli.Main", exit=1, os=("windows", "macos"), locale="zh", look="java-zh-main-serverframe"),

    # -- git outside a repository, English and Chinese --------------------------------------------------
    G("git-not-a-repo-zh", "git", "locale", "https://github.com/JiayangWu/LeetCodeCN-Submissions-Crawler/issues/9",
      [V("fatal: 不是一个 git 仓库（或者任何父目录）：.git", locale="zh"),
       V("fatal: not a git repository (or any of the parent directories): .git",
         src="https://github.com/acturtle/cashflower/issues/341", locale="en")],
      cmd="git push", exit=128, os=("linux", "macos", "windows")),

    # -- PowerShell in Chinese: an unknown command name --------------------------------------------------
    G("ps-zh-weapp-fc", "powershell", "locale", "https://github.com/schizobulia/fc/issues/3",
      ["无法将“weapp_fc”项识别为 cmdlet、函数、脚本文件或可运行程序的名称。"],
      cmd="weapp_fc", exit=1, os=("windows",), locale="zh", shells=("powershell",)),
]

QUERIES = [
    Q("void linux cannot install st-terminfo from a local repo", "xbps-st-terminfo", "plain"),
    Q("xbps 安装 st-terminfo 提示仓库里没有", "xbps-st-terminfo", "zh"),
    Q("xbps says sx package missing though it is listed", "xbps-sx", "plain"),
    Q("void 上装 sx 说找不到包", "xbps-sx", "zh"),
    Q("installing a converted deb with xbps says not in repository", "xbps-local-binpkg", "plain"),
    Q("xdeb 转换后的包 xbps 装不上", "xbps-local-binpkg", "zh"),
    Q("octoxbps install local package error Desktop", "xbps-octoxbps-desktop", "plain"),
    Q("octoxbps 安装本地 xbps 文件报错", "xbps-octoxbps-desktop", "zh"),
    Q("void musl cannot find fdm package", "xbps-fdm-musl", "plain"),
    Q("void linux musl 上找不到 fdm", "xbps-fdm-musl", "zh"),
    Q("zypper update zypperoni no provider", "zypper-zypperoni", "plain"),
    Q("zypper 升级 zypperoni 找不到提供者", "zypper-zypperoni", "zh"),
    Q("SUSEConnect basesystem module registration fails with 104", "zypper-sle-basesystem", "plain"),
    Q("SUSE 注册 basesystem 模块 zypper 返回 104", "zypper-sle-basesystem", "zh"),
    Q("chef git cookbook pinned version not available on suse", "zypper-git-pinned-version", "plain"),
    Q("chef 在 suse 上装指定版本的 git 失败", "zypper-git-pinned-version", "zh"),
    Q("ansible zypper module will not install rpm from url", "zypper-url-elasticsearch", "plain"),
    Q("ansible 用 zypper 从网址装 rpm 失败", "zypper-url-elasticsearch", "zh"),
    Q("dnf5 python3-dnf5-plugins package does not exist", "dnf-no-match-dnf5-plugins", "plain"),
    Q("fedora dnf5 装 python3-dnf5-plugins 没有匹配", "dnf-no-match-dnf5-plugins", "zh"),
    Q("openshift jenkins agent image cannot install the file package", "dnf-unable-match-file", "plain"),
    Q("jenkins 镜像里 dnf 装 file 找不到", "dnf-unable-match-file", "zh"),
    Q("old dnf aborts whole install when one package is unknown", "dnf-old-no-package-foo", "plain"),
    Q("旧版 dnf 一个包不存在就全部不装", "dnf-old-no-package-foo", "zh"),
    Q("dnf provides finds nothing for a library file", "dnf-provides-no-matches", "plain"),
    Q("dnf provides 查不到缺少的库文件", "dnf-provides-no-matches", "zh"),
    Q("compton make install cannot find libconfig.pc", "pkgconfig-libconfig", "plain"),
    Q("make install 时 pkg-config 找不到 libconfig", "pkgconfig-libconfig", "zh"),
    Q("mac build script pkg-config has no opencv", "pkgconfig-opencv", "plain"),
    Q("mac 上 pkg-config 找不到 opencv", "pkgconfig-opencv", "zh"),
    Q("cmake cannot find cairo-fc although cairo dev is installed", "pkgconfig-cairo-fc", "plain"),
    Q("已经装了 cairo 开发包但 cairo-fc 找不到", "pkgconfig-cairo-fc", "zh"),
    Q("configure prints alarming cfitsio not found messages", "pkgconfig-cfitsio-configure", "plain"),
    Q("configure 时输出 cfitsio 找不到", "pkgconfig-cfitsio-configure", "zh"),
    Q("drake install on mac gl and glu pc files missing", "pkgconfig-gl-glu", "plain"),
    Q("mac 安装时 pkg-config 找不到 gl 和 glu", "pkgconfig-gl-glu", "zh"),
    Q("globus driver pc file requires a misnamed package", "pkgconfig-globus-required-by", "plain"),
    Q("globus 的 pc 文件依赖名字写错", "pkgconfig-globus-required-by", "zh"),
    Q("meson setup cannot find gcr dependency", "meson-dep-gcr", "plain"),
    Q("meson 配置时找不到 gcr 依赖", "meson-dep-gcr", "zh"),
    Q("java cannot start ServerFrame class not found", "java-zh-main-serverframe", "plain"),
    Q("运行 ServerFrame 提示找不到主类", "java-zh-main-serverframe", "zh"),
    Q("cucumber cli main class missing when running java", "java-zh-main-cucumber", "plain"),
    Q("运行 cucumber 时找不到主类 是不是缺 jar", "java-zh-main-cucumber", "zh"),
    Q("git command run in a folder that is not a repo", "git-not-a-repo-zh", "plain"),
    Q("git 提示当前目录不是仓库", "git-not-a-repo-zh", "zh"),
    Q("powershell does not know the weapp_fc command", "ps-zh-weapp-fc", "plain"),
    Q("powershell 识别不了 weapp_fc 命令 要全局安装吗", "ps-zh-weapp-fc", "zh"),
]
