"""Field set 18, part d: Taro and WeChat devtools, Qt's qmake and Creator, minikube, Perl, Leiningen, gradlew."""

from __future__ import annotations

from fieldspec import G, Q, V

W = ("windows",)
L = ("linux",)
M = ("macos",)
_LEIN_PROXY = "If you are behind a proxy, try setting the 'http_proxy' environment variable."

GROUPS = [
    G("f18-taro-plugin-platform-weapp", "taro", "multiline", "https://github.com/wuba/Taro-Code-In-React-Native/issues/3", [
        "👽 Taro v3.2.10\n\n/usr/local/lib/node_modules/@tarojs/cli/node_modules/@tarojs/service/node_modules/resolve/lib/sync.js:81\n    var err = new Error(\"Cannot find module '\" + x + \"' from '\" + parent + \"'\");\n              ^\n\nError: Cannot find module '@tarojs/plugin-platform-weapp' from '<<root>>'\n    at Function.resolveSync [as sync] (/usr/local/lib/node_modules/@tarojs/cli/node_modules/@tarojs/service/node_modules/resolve/lib/sync.js:81:15)\n    at /usr/local/lib/node_modules/@tarojs/cli/node_modules/@tarojs/service/dist/utils/index.js:46:31\n    at Array.map (<anonymous>)",
    ], cmd="taro build --help", os=M),
    G("f18-taro-config-dotenv", "taro", "multiline", "https://github.com/hi-our/hi-face/issues/57", [
        "👽 Taro v3.0.14\n\nError: Cannot find module 'dotenv'\nRequire stack:\n- <<root>>/taro/config/load-env.js\n- <<root>>/taro/config/index.js\n- /usr/local/lib/node_modules/@tarojs/cli/node_modules/@tarojs/service/dist/Config.js\n- /usr/local/lib/node_modules/@tarojs/cli/node_modules/@tarojs/service/dist/Kernel.js\n- /usr/local/lib/node_modules/@tarojs/cli/node_modules/@tarojs/service/dist/index.js\n- /usr/local/lib/node_modules/@tarojs/cli/node_modules/@tarojs/service/index.js\n- /usr/local/lib/node_modules/@tarojs/cli/dist/cli.js\n- /usr/local/lib/node_modules/@tarojs/cli/bin/taro",
    ], cmd="taro build --type weapp --watch", os=M, look="f18-taro-plugin-platform-weapp"),
    G("f18-taro-components-unresolved", "taro", "everyday", "https://github.com/NervJS/taro/issues/7019", [
        "Module not found: Can't resolve '@tarojs/components' in '<<root>>/src/pages/index'",
        V("./.temp/components/foot/foot.js\nModule not found: Can't resolve '@tarojs/components' in '<<root>>/.temp/components/foot'", cmd="taro build --type h5 --watch", src="https://github.com/NervJS/taro-todo/issues/1", cls="multiline"),
    ], cmd="npm run dev:h5", os=("macos", "windows"), look="f18-taro-plugin-platform-weapp"),
    G("f18-taro-powershell-not-recognized-zh", "powershell", "locale", "https://github.com/jd-opensource/taro-ui/issues/1401", [
        "./taro : 无法将“./taro”项识别为 cmdlet、函数、脚本文件或可运行程序的名称。请检查名称的拼写，如果包括路径，请确保路径\n正确，然后再试一次。",
        "./taro : 无法将“./taro”项识别为 cmdlet、函数、脚本文件或可运行程序的名称。请检查名称的拼写，如果包括路径，请确保路径正确，然后再试一次。",
    ], cmd="taro init myApp", os=W, shells=("powershell",), locale="zh", n=8),
    G("f18-weapp-wepy-native-not-defined", "wechat-devtools", "multiline", "https://github.com/Tencent/wepy/issues/1910", [
        "VM270:1 thirdScriptError \n sdk uncaught third Error \n module \"npm/wepy/lib/native.js\" is not defined \n Error: module \"npm/wepy/lib/native.js\" is not defined\n    at require (http://127.0.0.1:<<port>>/appservice/__dev__/WAService.js:19:7163)\n    at http://127.0.0.1:<<port>>/appservice/__dev__/WAService.js:19:7018\n    at http://127.0.0.1:<<port>>/appservice/npm/wepy/lib/app.js:9:15\n    at require (http://127.0.0.1:<<port>>/appservice/__dev__/WAService.js:19:7304)",
    ], cmd="wepy build --watch", os=("windows", "macos"), exit=None),
    G("f18-weapp-wepy-toast-not-defined", "wechat-devtools", "multiline", "https://github.com/Tencent/wepy/issues/183", [
        "Uncaught Error: module \"npm/wepy-com-toast/toast.js\" is not definedrequire @ WAService.js:8\n  (anonymous function) @ WAService.js:8\n  (anonymous function) @ index.js [sm]:7require @ WAService.js:8\n  (anonymous function) @ index.js:234",
    ], cmd="wepy build --watch", os=("macos", "windows"), exit=None, look="f18-weapp-wepy-native-not-defined"),
    G("f18-weapp-taro-weapp-not-defined", "wechat-devtools", "everyday", "https://github.com/NervJS/taro/issues/1450", [
        "WAService.js:1 Uncaught Error: module \"npm/@tarojs/taro-weapp/index.js\" is not defined",
        V("module \"npm/@tarojs/taro-weapp/index.js\" is not defined", src="https://github.com/NervJS/taro/issues/305"),
    ], cmd="npm run dev:weapp", os=("macos", "windows"), exit=None, look="f18-weapp-wepy-native-not-defined"),
    G("f18-weapp-threejs-miniprogram-not-defined", "wechat-devtools", "multiline", "https://github.com/wechat-miniprogram/miniprogram-demo/issues/67", [
        "WAServiceMainContext.js?t=wechat&s=1665104935587&v=2.26.0:1 Error: module 'packageAPI/pages/ar/visionkit-basic-v2/threejs-miniprogram.js' is not defined, require args is './threejs-miniprogram'\n    at C (WASubContext.js?t=wechat&s=1665104935587&v=2.26.0:1)\n    at n (WASubContext.js?t=wechat&s=1665104935587&v=2.26.0:1)\n    at behavior.js:1\n    at C (WASubContext.js?t=wechat&s=1665104935587&v=2.26.0:1)\n    at n (WASubContext.js?t=wechat&s=1665104935587&v=2.26.0:1)\n    at visionkit-basic-v2.js:1",
    ], cmd="cli preview --project <<root>>", os=M, exit=None, look="f18-weapp-taro-weapp-not-defined"),
    G("f18-weapp-kbone-render-not-defined", "wechat-devtools", "multiline", "https://github.com/Tencent/kbone/issues/4", [
        "Uncaught Error: module \"pages/index/miniprogram-render.js\" is not defined\n    at require (VM956 WAService.js:19)\n    at VM956 WAService.js:19\n    at index.js:1\n    at require (VM956 WAService.js:19)\n    at <anonymous>:11:7",
    ], cmd="npm run mp", os=("macos", "windows"), exit=None, look="f18-weapp-wepy-native-not-defined"),
    G("f18-gradlew-wrapper-main-missing", "gradlew", "locale", "https://github.com/binblee/zipkin-demo/issues/2", [
        V("错误: 找不到或无法加载主类 org.gradle.wrapper.GradleWrapperMain", locale="zh"),
        V("错误: 找不到或无法加载主类 org.gradle.wrapper.GradleWrapperMain", locale="zh", os="windows", shell="cmd", cmd="gradlew.bat build"),
        V("$ ./gradlew assemble\nError: Could not find or load main class org.gradle.wrapper.GradleWrapperMain", cmd="./gradlew assemble", src="https://github.com/krujos/willitconnect/issues/3", cls="everyday"),
        V("Error: Could not find or load main class org.gradle.wrapper.GradleWrapperMain", cmd="gradlew build", src="https://github.com/andyb129/BeerProgressView/issues/2", cls="everyday"),
    ], cmd="./gradlew build", os=("linux", "macos"), n=8),
    G("f18-qtcreator-mingw-space-path-zh", "mingw32-make", "locale", "https://github.com/Greedysky/TTKMusicPlayer/issues/53", [
        "cd TTKQrc\\ && D:/Program Files/Qt/Tools/mingw530_32/bin/mingw32-make -f Makefile qmake_all\n'D:/Program' 不是内部或外部命令，也不是可运行的程序\n或批处理文件。\nMakefile:36: recipe for target 'sub-TTKQrc-qmake_all' failed\nmingw32-make: *** [sub-TTKQrc-qmake_all] Error 1\n<<time>>: 进程\"D:\\Program Files\\Qt\\Tools\\mingw530_32\\bin\\mingw32-make.exe\"退出，退出代码 2 。\nError while building/deploying project TTKMusicPlayer (kit: Desktop Qt 5.8.0 MinGW 32bit)\nWhen executing step \"qmake\"",
        "'D:/Program' 不是内部或外部命令，也不是可运行的程序\n或批处理文件。\nMakefile:36: recipe for target 'sub-TTKQrc-qmake_all' failed\nmingw32-make: *** [sub-TTKQrc-qmake_all] Error 1",
    ], cmd="mingw32-make -f Makefile qmake_all", os=W, shells=("cmd",), locale="zh", exit=2, n=8),
    G("f18-qmake-not-recognized", "cmd", "shell", "https://github.com/pentix/qjournalctl/issues/77", [
        "<<root>>>if \"x86_64\" == \"x86_64\" (qmake qjournalctl.pro CONFIG+=release CONFIG+=x86_64 VCPKG_FOLDER=<<root>> )\n'qmake' is not recognized as an internal or external command,\noperable program or batch file.",
        V("'qmake' is not recognized as an internal or external command", cmd="appveyor build", src="https://github.com/Simsys/qhexedit2/issues/109", cls="wrapper"),
    ], cmd="autogen_and_build.bat", os=W, shells=("cmd",), look="f18-qtcreator-mingw-space-path-zh"),
    G("f18-qtchooser-qmake-exec", "qmake", "everyday", "https://github.com/ON4QZ/QSSTV/issues/16", [
        "qmake: could not exec '/usr/lib/qt5/bin/qmake': No such file or directory",
    ], cmd="qmake ..", os=L, look="f18-qmake-not-recognized"),
    G("f18-qt4-qmake-qtwidgets-missing", "make", "multiline", "https://github.com/mrkite/minutor/issues/43", [
        "In file included from mapview.cpp:29:0:\nmapview.h:32:29: fatal error: QtWidgets/QWidget: No such file or directory\n #include <QtWidgets/QWidget>",
    ], cmd="qmake && make", os=L, exit=2),
    G("f18-minikube-docker-not-running", "minikube", "wrapper", "https://github.com/kubernetes/minikube/issues/18778", [
        "* minikube v1.33.0 on Ubuntu 24.04 (xen/amd64)\n* Using the docker driver based on user configuration\n\nX Exiting due to PROVIDER_DOCKER_NOT_RUNNING: \"docker version --format <no value>-<no value>:<no value>\" exit status 1: Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?\n* Suggestion: Start the Docker service\n* Documentation: https://minikube.sigs.k8s.io/docs/drivers/docker/",
    ], cmd="minikube start --driver=docker", os=L, exit=69),
    G("f18-minikube-docker-not-found", "minikube", "two-programs", "https://github.com/kubernetes/minikube/issues/17873", [
        "😄  minikube v1.32.0 on Microsoft Windows 11 Home 10.0.22621.2861 Build 22621.2861\n✨  Using the docker driver based on user configuration\n\n🤷  Exiting due to PROVIDER_DOCKER_NOT_FOUND: The 'docker' provider was not found: exec: \"docker\": cannot run executable found relative to current directory\n💡  Suggestion: Install Docker\n📘  Documentation: https://minikube.sigs.k8s.io/docs/drivers/docker/",
    ], cmd="minikube start", os=W, shells=("powershell",), exit=63, look="f18-minikube-docker-not-running"),
    G("f18-minikube-runtime-enable", "minikube", "multiline", "https://github.com/kubernetes/minikube/issues/16097", [
        "❌  Exiting due to RUNTIME_ENABLE: sudo systemctl restart docker: Process exited with status 1\nstdout:\n\nstderr:\nJob for docker.service failed because the control process exited with error code.\nSee \"systemctl status docker.service\" and \"journalctl -xe\" for details.",
    ], cmd="minikube start", os=L, exit=90, look="f18-minikube-docker-not-running"),
    G("f18-perl-extutils-makemaker-missing", "perl", "two-programs", "https://github.com/nferraz/st/issues/16", [
        "Can't locate ExtUtils/MakeMaker.pm in @INC (@INC contains: /usr/local/lib64/perl5 /usr/local/share/perl5 /usr/lib64/perl5/vendor_perl /usr/share/perl5/vendor_perl /usr/lib64/perl5 /usr/share/perl5 .) at Makefile.PL line 4.\nBEGIN failed--compilation aborted at Makefile.PL line 4.",
        V("/usr/bin/perl $carp Makefile.PL -NET-SNMP-IN-SOURCE=true\t\t\\\n    -NET-SNMP-CONFIG=\"sh $dir/net-snmp-config\" \nCan't locate ExtUtils/MakeMaker.pm in @INC (@INC contains: <<root>>/perl /usr/local/lib64/perl5 /usr/local/share/perl5 /usr/lib64/perl5/vendor_perl /usr/share/perl5/vendor_perl /usr/lib64/perl5 /usr/share/perl5 .) at Makefile.PL line 3.\nBEGIN failed--compilation aborted at Makefile.PL line 3.\nmake: *** [perl/Makefile] Error 2", tool="make", cmd="make", exit=2, src="https://github.com/net-snmp/net-snmp/issues/368"),
    ], cmd="perl Makefile.PL", os=L, exit=2, n=6),
    G("f18-perl-makemaker-too-old", "cpanm", "version", "https://github.com/rizen/Facebook-Graph/issues/21", [
        "-> FAIL Installing ExtUtils::MakeMaker failed. See /.cpanm/build.log for details.\nConfiguring Facebook-Graph-1.0401\nRunning Makefile.PL\nExtUtils::MakeMaker version 6.3 required--this is only version 6.17 at Makefile.PL line 7.\nBEGIN failed--compilation aborted at Makefile.PL line 7.",
    ], cmd="cpanm Facebook::Graph", os=L, look="f18-perl-extutils-makemaker-missing"),
    G("f18-lein-re-frame-utils-missing", "lein", "non-file-path", "https://github.com/den1k/re-frame-utils/issues/10", [
        "Could not find artifact vimsical:re-frame-utils:jar:0.1.0 in central (https://repo1.maven.org/maven2/)\nCould not find artifact vimsical:re-frame-utils:jar:0.1.0 in clojars (https://repo.clojars.org/)\nThis could be due to a typo in :dependencies, file system permissions, or network issues.\n" + _LEIN_PROXY,
    ], cmd="lein deps", os=("linux", "macos")),
    G("f18-lein-flexiana-rc4-missing", "lein", "non-file-path", "https://github.com/Flexiana/framework/issues/246", [
        "Could not find artifact com.flexiana:framework:jar:0.5.0-rc4 in central (https://repo1.maven.org/maven2/)\nCould not find artifact com.flexiana:framework:jar:0.5.0-rc4 in clojars (https://repo.clojars.org/)\nThis could be due to a typo in :dependencies, file system permissions, or network issues.",
    ], cmd="lein run", os=("linux", "macos"), look="f18-lein-re-frame-utils-missing"),
    G("f18-lein-vindinium-snapshot-missing", "lein", "version", "https://github.com/ornicar/vindinium-starter-clojure/issues/5", [
        "Could not find artifact vindinium:vindinium:jar:0.1.0-SNAPSHOT in clojars (https://clojars.org/repo/)\nThis could be due to a typo in :dependencies or network issues.\n" + _LEIN_PROXY + "\nException in thread \"Thread-4\" clojure.lang.ExceptionInfo: Could not resolve dependencies {:suppress-msg true, :exit-code 1}",
    ], cmd="lein repl", os=("macos", "linux"), look="f18-lein-re-frame-utils-missing"),
]

QUERIES = [
    Q("taro build cannot find @tarojs/plugin-platform-weapp", "f18-taro-plugin-platform-weapp", "plain"),
    Q("taro 命令 找不到 plugin-platform-weapp 插件", "f18-taro-plugin-platform-weapp", "zh"),
    Q("taro config load-env.js cannot find module dotenv", "f18-taro-config-dotenv", "plain"),
    Q("taro 编译 config 里 require dotenv 找不到", "f18-taro-config-dotenv", "zh"),
    Q("taro h5 dev can't resolve @tarojs/components", "f18-taro-components-unresolved", "plain"),
    Q("taro 编译 h5 解析不了 @tarojs/components", "f18-taro-components-unresolved", "zh"),
    Q("powershell does not recognize ./taro after npm install -g @tarojs/cli", "f18-taro-powershell-not-recognized-zh", "plain"),
    Q("powershell 里 taro 命令识别不了 cmd 可以", "f18-taro-powershell-not-recognized-zh", "zh"),
    Q("wechat devtools module npm/wepy/lib/native.js is not defined", "f18-weapp-wepy-native-not-defined", "plain"),
    Q("微信开发者工具 wepy native.js 模块未定义", "f18-weapp-wepy-native-not-defined", "zh"),
    Q("wepy-com-toast toast.js module is not defined in the mini program", "f18-weapp-wepy-toast-not-defined", "plain"),
    Q("小程序 wepy-com-toast 模块未定义", "f18-weapp-wepy-toast-not-defined", "zh"),
    Q("mini program says npm/@tarojs/taro-weapp/index.js is not defined", "f18-weapp-taro-weapp-not-defined", "plain"),
    Q("小程序 taro-weapp index.js 未定义 重启开发者工具", "f18-weapp-taro-weapp-not-defined", "zh"),
    Q("miniprogram-demo AR threejs-miniprogram.js is not defined", "f18-weapp-threejs-miniprogram-not-defined", "plain"),
    Q("小程序示例 threejs-miniprogram 模块未定义 需要构建npm", "f18-weapp-threejs-miniprogram-not-defined", "zh"),
    Q("kbone miniprogram-render.js is not defined after compile", "f18-weapp-kbone-render-not-defined", "plain"),
    Q("kbone 编译后 miniprogram-render 未定义", "f18-weapp-kbone-render-not-defined", "zh"),
    Q("gradlew could not find or load main class GradleWrapperMain", "f18-gradlew-wrapper-main-missing", "plain"),
    Q("gradlew 找不到主类 GradleWrapperMain 缺 gradle-wrapper.jar", "f18-gradlew-wrapper-main-missing", "zh"),
    Q("Qt Creator MinGW make fails because Qt is installed under Program Files with a space", "f18-qtcreator-mingw-space-path-zh", "plain"),
    Q("Qt 装在 Program Files 带空格 mingw32-make 报 D:/Program 不是内部命令", "f18-qtcreator-mingw-space-path-zh", "zh"),
    Q("qmake is not recognized as an internal or external command in a build script", "f18-qmake-not-recognized", "plain"),
    Q("cmd 里 qmake 不是内部或外部命令 没加到 PATH", "f18-qmake-not-recognized", "zh"),
    Q("qmake could not exec /usr/lib/qt5/bin/qmake", "f18-qtchooser-qmake-exec", "plain"),
    Q("qtchooser 报 qmake 无法执行 没装 qt5", "f18-qtchooser-qmake-exec", "zh"),
    Q("QtWidgets/QWidget no such file building with the Qt4 qmake", "f18-qt4-qmake-qtwidgets-missing", "plain"),
    Q("用了 qt4 的 qmake 找不到 QtWidgets 头文件", "f18-qt4-qmake-qtwidgets-missing", "zh"),
    Q("minikube start PROVIDER_DOCKER_NOT_RUNNING", "f18-minikube-docker-not-running", "plain"),
    Q("minikube 启动 docker 没有运行", "f18-minikube-docker-not-running", "zh"),
    Q("minikube on Windows PROVIDER_DOCKER_NOT_FOUND relative to current directory", "f18-minikube-docker-not-found", "plain"),
    Q("windows minikube 找不到 docker 提供程序", "f18-minikube-docker-not-found", "zh"),
    Q("minikube RUNTIME_ENABLE systemctl restart docker failed", "f18-minikube-runtime-enable", "plain"),
    Q("minikube 重启 docker 服务失败 RUNTIME_ENABLE", "f18-minikube-runtime-enable", "zh"),
    Q("perl Makefile.PL can't locate ExtUtils/MakeMaker.pm on CentOS", "f18-perl-extutils-makemaker-missing", "plain"),
    Q("centos 缺少 ExtUtils MakeMaker perl 模块", "f18-perl-extutils-makemaker-missing", "zh"),
    Q("cpanm MakeMaker version 6.3 required this is only 6.17", "f18-perl-makemaker-too-old", "plain"),
    Q("cpanm 安装 提示 MakeMaker 版本太旧", "f18-perl-makemaker-too-old", "zh"),
    Q("lein deps could not find vimsical re-frame-utils", "f18-lein-re-frame-utils-missing", "plain"),
    Q("lein 找不到 re-frame-utils 依赖", "f18-lein-re-frame-utils-missing", "zh"),
    Q("lein run flexiana framework 0.5.0-rc4 artifact missing", "f18-lein-flexiana-rc4-missing", "plain"),
    Q("lein 运行 flexiana rc4 版本找不到", "f18-lein-flexiana-rc4-missing", "zh"),
    Q("lein repl vindinium SNAPSHOT not in clojars", "f18-lein-vindinium-snapshot-missing", "plain"),
    Q("lein repl 找不到 vindinium 快照版本", "f18-lein-vindinium-snapshot-missing", "zh"),
]
