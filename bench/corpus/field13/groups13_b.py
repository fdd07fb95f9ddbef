"""Field set 13, part b: uni-app and WeChat mini-program builds (Chinese), dnf, sbt, LXD and Bun."""

from fieldspec import G, Q, V

UNI_VANT = "https://github.com/zhangdaren/miniprogram-to-uniapp/issues/176"
DNF_FASTFETCH = "https://github.com/fastfetch-cli/fastfetch/issues/1057"
SBT_DEADBOLT = "https://github.com/mkurz/deadbolt-2-java/issues/10"
BAR = "::::::::::::::::::::::::::::::::::::::::::::::"
IVY = (f"[warn] \t{BAR}\n[warn] \t::          UNRESOLVED DEPENDENCIES         ::\n[warn] \t{BAR}\n"
       "[warn] \t:: {}: not found\n" f"[warn] \t{BAR}")
UNI_TIME = "<<time>>.<<n2>> "

GROUPS = [
    # -- uni-app (HBuilderX): which import the compiler could not find --------------------------------
    G("f13-uni-vant-dialog", "hbuilderx", "locale", UNI_VANT, [
        "文件查找失败：'@vant/weapp/dialog/dialog' at pages\\role\\edit\\index.vue:<<line>>",
        UNI_TIME + "文件查找失败：'@vant/weapp/dialog/dialog' at pages\\role\\edit\\index.vue:<<line>>",
    ], os=("windows",), locale="zh", n=6),
    G("f13-uni-ws-heartbeat", "hbuilderx", "locale", "https://github.com/yx159247/MP_take_out/issues/7", [
        UNI_TIME + "文件查找失败：'websocket-heartbeat-miniprogram' at pages\\addOrder\\addOrder.vue:10\n"
        + UNI_TIME + " ERROR  Build failed with errors.",
    ], os=("windows",), locale="zh", look="f13-uni-vant-dialog", n=6),
    G("f13-uni-confetti", "hbuilderx", "locale", "https://github.com/dulaiduwang003/comfyui-openrouter-ai/issues/6", [
        UNI_TIME + "文件查找失败：'confetti-ts-canvas' at pages/main/main.vue:<<line>>",
    ], os=("macos", "windows"), locale="zh", look="f13-uni-vant-dialog", n=6),
    G("f13-uni-lottie", "hbuilderx", "locale", "https://github.com/dulaiduwang003/comfyui-openrouter-ai/issues/6", [
        UNI_TIME + "文件查找失败：'lottie-miniprogram' at pages/main/main.vue:<<line>>",
    ], os=("macos", "windows"), locale="zh", look="f13-uni-vant-dialog", n=6),
    G("f13-uni-node-builtin", "hbuilderx", "locale", "https://github.com/dcloudio/uni-app/issues/91", [
        "文件查找失败：'fs' at ..\\HBuilderX\\plugins\\uniapp\\node_modules\\debug\\src\\node.js\n"
        "文件查找失败：'net' at ..\\HBuilderX\\plugins\\uniapp\\node_modules\\debug\\src\\node.js",
    ], os=("windows",), locale="zh", look="f13-uni-vant-dialog", n=6),
    G("f13-uni-socket-js", "hbuilderx", "locale", "https://github.com/jeecgboot/JeecgUniapp/issues/13", [
        "文件查找失败：'@/common/js-sdk/socket/socket.js'  at pages\\home\\home.vue:54",
    ], os=("windows",), locale="zh", look="f13-uni-vant-dialog", n=6),
    G("f13-uni-hold-tabbar", "hbuilderx", "locale", "https://github.com/SilurianYang/uni-simple-router/issues/117", [
        "文件查找失败：'uni-hold-tabbar' at utils/hhyang-uni-simple-router/appRouter/init.js:5",
    ], os=("windows", "macos"), locale="zh", look="f13-uni-vant-dialog", n=6),
    G("f13-uni-nvue-tabbar", "hbuilderx", "non-file-path", "https://github.com/dcloudio/uni-app/issues/56", [
        UNI_TIME + "文件查找失败：'E:/code/<<proj>>/uni-app/examples/hello-uniapp/platforms/app-plus/tabbar-nvue/"
        "tabbar-nvue.vue' at platforms\\app-plus\\tabbar-nvue\\tabbar-nvue.js:3",
    ], os=("windows",), locale="zh", look="f13-uni-vant-dialog", n=6),
    # -- WeChat devtools behind HBuilderX: which project file is wrong ------------------------------------
    G("f13-wx-app-json-missing", "wechat-devtools", "locale", "https://github.com/dcloudio/uni-app/issues/3234", [
        "[ app.json 文件内容错误] app.json: app.json 未找到(env: Windows,mp,1.05.2112301; lib: 2.21.3)",
    ], os=("windows",), locale="zh", n=6),
    G("f13-wx-projectname-missing", "hbuilderx", "locale", "https://github.com/changjiapu/uni-app/issues/3", [
        "StatusCodeError: 400 - \"{\\\"code\\\":400002,\\\"error\\\":\\\"project.config.json 中缺少了 projectname\\\"}\"",
    ], os=("windows", "macos"), locale="zh", n=6),
    G("f13-wx-project-config-enoent", "hbuilderx", "locale", "https://github.com/idealclover/UniTypecho/issues/1", [
        "StatusCodeError: 400 - \"{\\\"code\\\":40000,\\\"error\\\":\\\"错误 Error: ENOENT: no such file or directory, "
        "open '/Users/<<user>>/<<proj>>/project.config.json'\\\"}\"",
    ], os=("macos",), locale="zh", look="f13-wx-projectname-missing", n=6),
    # -- dnf and yum: the package no repository has ------------------------------------------------------
    G("f13-dnf-fastfetch", "dnf", "multiline", DNF_FASTFETCH, [
        "Extra Packages for Enterprise Linux 7 - x86_64                    <<n2>> MB/s |  17 MB     00:00    \n"
        "No match for argument: fastfetch\nError: Unable to find a match: fastfetch",
        "No match for argument: fastfetch\nError: Unable to find a match: fastfetch",
    ], cmd="dnf install fastfetch", os=("linux",)),
    G("f13-dnf-ob-sysbench", "yum", "multiline", "https://github.com/oceanbase/oceanbase/issues/1456", [
        "No match for argument: ob-sysbench\n                         Error: Unable to find a match: ob-sysbench",
        V("Error: Unable to find a match: ob-sysbench", cls="everyday"),
    ], cmd="yum install ob-sysbench", os=("linux",), look="f13-dnf-fastfetch"),
    G("f13-dnf-pinned-openjdk", "dnf", "non-file-path", "https://github.com/Epitech/epitest-docker/issues/45", [
        "Error: Unable to find a match: java-11-openjdk-11.0.12.0.7-4.fc34.x86_64 "
        "java-11-openjdk-devel-11.0.12.0.7-4.fc34.x86_64",
    ], cmd="./build.sh", os=("linux",), look="f13-dnf-fastfetch"),
    G("f13-dnf5-skip-unavailable", "dnf5", "version", "https://github.com/Ld-Hagen/fix-opera-linux-ffmpeg-widevine/pull/49", [
        "Updating and loading repositories:\nRepositories loaded.\nFailed to resolve the transaction:\n"
        "Package \"curl-8.15.0-8.fc43.x86_64\" is already installed.\n"
        "Package \"unzip-6.0-67.fc43.x86_64\" is already installed.\n"
        "No match for argument: jq python3-dnf-plugin-post-transaction-actions\n"
        "You can try to add to command line:\n  --skip-unavailable to skip unavailable packages",
    ], cmd="sudo ./install.sh", os=("linux",), look="f13-dnf-fastfetch"),
    G("f13-dnf-docutils-lockfile", "rpm-lockfile-prototype", "everyday",
      "https://github.com/konflux-ci/rpm-lockfile-prototype/issues/23", [
          "No match for argument: python3-docutils",
      ], cmd="rpm-lockfile-prototype rpms.in.yaml", os=("linux",), look="f13-dnf-fastfetch"),
    # -- sbt / Ivy: the module no resolver has -----------------------------------------------------------
    G("f13-sbt-deadbolt-snapshot", "sbt", "multiline", SBT_DEADBOLT, [
        f" {BAR}\n ::          UNRESOLVED DEPENDENCIES         ::\n {BAR}\n"
        f" :: be.objectify#deadbolt-core_2.11;2.4.0-SNAPSHOT: not found\n {BAR}",
        V(IVY.format("be.objectify#deadbolt-core_2.11;2.4.0-SNAPSHOT"), cls="wrapper"),
    ], cmd="sbt compile"),
    G("f13-sbt-launcher-sbt", "sbt", "multiline", "https://github.com/sbt/sbt/issues/4177", [
        ":: USE VERBOSE OR DEBUG MESSAGE LEVEL FOR MORE DETAILS\n"
        "unresolved dependency: org.scala-sbt#sbt;1.1.5: not found\n"
        "Error during sbt execution: Error retrieving required libraries",
    ], cmd="sbt", look="f13-sbt-deadbolt-snapshot"),
    G("f13-sbt-toktok-plugins", "sbt", "everyday", "https://github.com/TokTok/jvm-toxcore-c/issues/100", [
        "unresolved dependency: org.toktok#sbt-plugins;0.1.6: not found",
    ], cmd="sbt compile", look="f13-sbt-deadbolt-snapshot"),
    G("f13-sbt-webpack-plugin", "sbt", "everyday", "https://github.com/GIVESocialMovement/sbt-webpack/issues/4", [
        "Unresolved dependencies: givers.webpack#sbt-webpack;0.2.0: not found",
    ], cmd="sbt run", look="f13-sbt-deadbolt-snapshot"),
    G("f13-sbt-proguard-plugin", "sbt", "multiline", "https://github.com/BIDData/BIDMat/issues/4", [
        IVY.format("com.github.siasia#xsbt-proguard-plugin_2.9.2;0.12.2-0.1.1") + "\n"
        "sbt.ResolveException: unresolved dependency: com.github.siasia#xsbt-proguard-plugin_2.9.2;0.12.2-0.1.1: "
        "not found\n    at sbt.IvyActions$.sbt$IvyActions$$resolve(IvyActions.scala:214)",
    ], cmd="sbt", look="f13-sbt-deadbolt-snapshot"),
    G("f13-sbt-cross-building", "sbt", "multiline", "https://github.com/ohnosequences/sbt-s3-resolver/pull/12", [
        IVY.format("net.virtual-void#sbt-cross-building;0.8.0"),
    ], cmd="sbt publishLocal", look="f13-sbt-deadbolt-snapshot"),
    # -- LXD: not found, and which thing was not found ---------------------------------------------------
    G("f13-lxd-instance-not-found", "lxc", "version", "https://github.com/canonical/lxd/issues/13416", [
        "Error: Failed instance creation: not found",
        V("Creating <<container>>\nError: Failed container creation: not found",
          src="https://github.com/canonical/lxd/issues/5136", cmd="lxc launch images:alpine/edge <<container>>"),
    ], cmd="lxc launch h:ae <<container>>", os=("linux",)),
    G("f13-lxd-remote-image-missing", "lxc", "runtime-value", "https://github.com/canonical/lxd/issues/12295", [
        "Creating <<container>>\nError: Failed instance creation: Failed getting remote image info: Failed getting "
        "image: The requested image couldn't be found",
    ], cmd="lxc launch craft-com.ubuntu.cloud-buildd:core20 <<container>>", os=("linux",),
        look="f13-lxd-instance-not-found"),
    G("f13-lxd-short-hash", "lxc", "everyday", "https://github.com/canonical/lxd/issues/1083", [
        "error: Only full and short (12 chars) hashes are supported by this server",
    ], cmd="lxc launch images:fedora/22/amd64", os=("linux",), look="f13-lxd-instance-not-found"),
    # -- Bun: a port already taken, bare or through NestJS -------------------------------------------------
    G("f13-bun-eaddrinuse", "bun", "runtime-value", "https://github.com/oven-sh/bun/issues/9560", [
        "EADDRINUSE: Failed to start server. Is port <<port>> in use?",
        V("1 | Bun.serve({ port: <<port>>, fetch: () => {} });\n2 | Bun.serve({ port: <<port>>, fetch: () => {} });\n"
          "   ^\nEADDRINUSE: Failed to start server. Is port <<port>> in use?\n syscall: \"listen\"\n\n"
          "      at <<root>>/taken.js:2:0", src="https://github.com/oven-sh/bun/issues/247", cls="multiline",
          cmd="bun taken.js"),
        V("[Nest] <<pid>>  - 25/06/2024 <<time>>   ERROR [NestApplication] EADDRINUSE: Failed to start server. "
          "Is port <<port>> in use? +<<n>>ms", src="https://github.com/oven-sh/bun/issues/12127", cls="wrapper",
          os="windows", cmd="bun start:dev api"),
    ], cmd="bun src/index.tsx", os=("linux", "macos")),
]

QUERIES = [
    Q("uni-app build cannot find the vant weapp dialog component", "f13-uni-vant-dialog", "plain"),
    Q("小程序转 uniapp 后找不到 vant 的 dialog", "f13-uni-vant-dialog", "zh"),
    Q("hbuilderx build fails missing the websocket heartbeat package", "f13-uni-ws-heartbeat", "plain"),
    Q("HBuilder 运行时缺少 websocket 心跳那个包", "f13-uni-ws-heartbeat", "zh"),
    Q("uni-app mini program cannot find confetti canvas module", "f13-uni-confetti", "plain"),
    Q("uniapp 编译找不到 confetti-ts-canvas", "f13-uni-confetti", "zh"),
    Q("uni-app compile cannot locate lottie for mini programs", "f13-uni-lottie", "plain"),
    Q("uniapp 提示 lottie-miniprogram 文件找不到", "f13-uni-lottie", "zh"),
    Q("mini program build cannot find node fs and net modules", "f13-uni-node-builtin", "plain"),
    Q("小程序编译提示找不到 fs 和 net 模块", "f13-uni-node-builtin", "zh"),
    Q("jeecg uniapp home page imports a socket js file that is missing", "f13-uni-socket-js", "plain"),
    Q("jeecg uniapp 缺少 socket.js 文件", "f13-uni-socket-js", "zh"),
    Q("uni simple router cannot find the hold tabbar module", "f13-uni-hold-tabbar", "plain"),
    Q("uni-simple-router 找不到 uni-hold-tabbar", "f13-uni-hold-tabbar", "zh"),
    Q("hello uniapp example cannot find the nvue tabbar page", "f13-uni-nvue-tabbar", "plain"),
    Q("hello-uniapp 示例编译找不到 tabbar-nvue.vue", "f13-uni-nvue-tabbar", "zh"),
    Q("wechat developer tool says app.json is missing after publishing", "f13-wx-app-json-missing", "plain"),
    Q("发行微信小程序后提示 app.json 未找到", "f13-wx-app-json-missing", "zh"),
    Q("hbuilderx cannot open wechat tool because the project name is not set", "f13-wx-projectname-missing", "plain"),
    Q("运行到微信开发者工具 提示缺少 projectname", "f13-wx-projectname-missing", "zh"),
    Q("wechat tool looks for the project config file one folder too high", "f13-wx-project-config-enoent", "plain"),
    Q("HBuilderX 启动微信开发者工具 找不到 project.config.json", "f13-wx-project-config-enoent", "zh"),
    Q("dnf cannot install fastfetch on centos 7 with epel", "f13-dnf-fastfetch", "plain"),
    Q("dnf 安装 fastfetch 找不到这个包", "f13-dnf-fastfetch", "zh"),
    Q("yum cannot find the oceanbase sysbench package", "f13-dnf-ob-sysbench", "plain"),
    Q("yum 装 ob-sysbench 提示找不到", "f13-dnf-ob-sysbench", "zh"),
    Q("docker build pins an openjdk rpm version fedora no longer has", "f13-dnf-pinned-openjdk", "plain"),
    Q("固定版本的 openjdk 在 fedora 源里找不到了", "f13-dnf-pinned-openjdk", "zh"),
    Q("dnf5 cannot find jq and the post transaction plugin", "f13-dnf5-skip-unavailable", "plain"),
    Q("dnf5 找不到 jq 提示加 skip-unavailable", "f13-dnf5-skip-unavailable", "zh"),
    Q("rpm lockfile tool says docutils has no match", "f13-dnf-docutils-lockfile", "plain"),
    Q("rpm-lockfile-prototype 找不到 python3-docutils", "f13-dnf-docutils-lockfile", "zh"),
    Q("sbt cannot find the deadbolt core snapshot", "f13-sbt-deadbolt-snapshot", "plain"),
    Q("sbt 找不到 deadbolt-core 快照依赖", "f13-sbt-deadbolt-snapshot", "zh"),
    Q("sbt itself cannot be downloaded when starting", "f13-sbt-launcher-sbt", "plain"),
    Q("第一次运行 sbt 下载不了 sbt 本身", "f13-sbt-launcher-sbt", "zh"),
    Q("sbt cannot resolve the toktok plugins", "f13-sbt-toktok-plugins", "plain"),
    Q("sbt 解析不了 toktok 的插件", "f13-sbt-toktok-plugins", "zh"),
    Q("sbt cannot find the webpack plugin from givers", "f13-sbt-webpack-plugin", "plain"),
    Q("sbt-webpack 插件找不到", "f13-sbt-webpack-plugin", "zh"),
    Q("old sbt project needs the proguard plugin that is gone", "f13-sbt-proguard-plugin", "plain"),
    Q("sbt 旧项目缺少 proguard 插件", "f13-sbt-proguard-plugin", "zh"),
    Q("sbt cannot find the cross building plugin", "f13-sbt-cross-building", "plain"),
    Q("sbt 找不到 sbt-cross-building", "f13-sbt-cross-building", "zh"),
    Q("lxd launch just says not found when creating a container", "f13-lxd-instance-not-found", "plain"),
    Q("lxc 启动实例只提示 not found", "f13-lxd-instance-not-found", "zh"),
    Q("lxc launch cannot get the image info from the remote server", "f13-lxd-remote-image-missing", "plain"),
    Q("lxd 从远程拉镜像时说镜像不存在", "f13-lxd-remote-image-missing", "zh"),
    Q("old lxc client complains about hashes when launching from images remote", "f13-lxd-short-hash", "plain"),
    Q("lxc 启动远程镜像报哈希长度不支持", "f13-lxd-short-hash", "zh"),
    Q("bun server cannot start because something already uses the port", "f13-bun-eaddrinuse", "plain"),
    Q("bun 启动服务 端口被占用", "f13-bun-eaddrinuse", "zh"),
]
