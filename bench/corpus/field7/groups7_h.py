"""Field set 7: zsh globbing a pip extra, PowerShell 5 refusing `&&`, Node's inotify limit as
chokidar, nodemon, egg and old io.js word it, and Spark executors out of heap (task and stage ids
vary). Each message is copied from the thread in `src`."""

from fieldspec import G, Q, V

_ENOSPC = "Error: ENOSPC: System limit for number of file watchers reached"
_PS_AND = ("The token '&&' is not a valid statement separator in this version.")
_PS_TAIL = ("    + CategoryInfo          : ParserError: (:) [], ParentContainsErrorRecordException\n"
            "    + FullyQualifiedErrorId : InvalidEndOfLine")

GROUPS = [
    G("zsh-no-matches-pip-extra", "zsh", "shell", "https://github.com/Kludex/python-multipart/issues/69",
      [V("zsh: no matches found: .[dev]", cmd="pip install .[dev]"),
       V("zsh: no matches found: .[dev]", cmd="pip install -e .[dev]",
         src="https://github.com/tensorflow/datasets/pull/2921"),
       V("zsh: no matches found: .[dev]", cmd="pip install -e .[dev]",
         src="https://github.com/flatironinstitute/nemos/issues/228"),
       V("zsh: no matches found: .[train, test, camera-obs]", cmd="pip install -e .[train, test, camera-obs]",
         src="https://github.com/huawei-noah/SMARTS/issues/1109")],
      exit=1, os=("macos", "linux"), shells=("zsh",)),
    G("powershell-and-and-separator", "powershell", "shell", "https://github.com/horta/zlib.install/pull/5",
      ["At line:1 char:153\n+ ... om/horta/zlib.install/master/install.bat', 'install.bat')\" && ./insta ...\n"
       "+                                                                ~~\n" + _PS_AND + "\n" + _PS_TAIL,
       V("At line:1 char:39\n+ echo \"Enter the Resource Group name:\" &&\n+                                       ~~\n"
         + _PS_AND + "\n+ CategoryInfo          : ParserError: (:) [], ParentContainsErrorRecordException\n"
         "+ FullyQualifiedErrorId : InvalidEndOfLine", cmd="echo \"Enter the Resource Group name:\" &&",
         src="https://github.com/MicrosoftDocs/azure-docs/issues/26092"),
       V("PS C:\\test> cd \"c:\\test\\\" && gcc test.c -o test && \"c:\\test\\\"test\nAt line:1 char:15\n"
         "+ cd \"c:\\test\\\" && gcc test.c -o test && \"c:\\test\\\"test\n+               ~~\n" + _PS_AND,
         cmd="cd \"c:\\test\\\" && gcc test.c -o test && \"c:\\test\\\"test", tool="vscode-code-runner", cls="wrapper",
         src="https://github.com/formulahendry/vscode-code-runner/issues/491")],
      cmd="powershell -Command \"(New-Object Net.WebClient).DownloadFile('https://raw.githubusercontent.com/horta/"
          "zlib.install/master/install.bat', 'install.bat')\" && ./install.bat",
      exit=1, os=("windows",), shells=("powershell",), look="zsh-no-matches-pip-extra"),
    G("node-enospc-inotify-watchers", "node", "two-programs", "https://github.com/h3poteto/whalebird-desktop/issues/3895",
      [_ENOSPC + ", watch '<<root>>/node_modules/babel-polyfill/node_modules/core-js/library/es7/map.js'",
       V(_ENOSPC, cmd="npx react-native start", src="https://github.com/Anduin2017/AnduinOS/issues/232"),
       V("Internal watch failed: ENOSPC: System limit for number of file watchers reached, watch '/home/node/app/README.md'",
         tool="nodemon", cmd="docker-compose up", src="https://github.com/esron/systranca-server/pull/32"),
       V("client_1    | Error from chokidar (/app/src/_components): " + _ENOSPC + ", watch '/app/src/_components/"
         "PrivateRoute.jsx'\nclient_1    | Error from chokidar (/app/src/_helpers): " + _ENOSPC + ", watch "
         "'/app/src/_helpers/appUtils.js'", tool="docker-compose", cmd="docker-compose up", cls="wrapper",
         src="https://github.com/ToolJet/ToolJet/issues/198"),
       V("<<logts>> ERROR <<pid>> nodejs.ENOSPCError: watch <<root>>/config ENOSPC\n    at exports._errnoException "
         "(util.js:1022:11)\n    at FSWatcher.start (fs.js:1429:19)", tool="egg-bin", cmd="npm run dev", cls="wrapper",
         src="https://github.com/eggjs/egg/issues/553"),
       V("Error watching for file: <<root>>/config/runtime.json { [Error: watch ENOSPC] code: 'ENOSPC', errno: 'ENOSPC', "
         "syscall: 'watch' }", cmd="node app.js", cls="version", src="https://github.com/lorenwest/node-monitor/issues/27"),
       V("Error: watch ENOSPC\n    at exports._errnoException (util.js:749:11)\n    at FSWatcher.start (fs.js:1228:11)",
         tool="iojs", cmd="iojs", cls="version", src="https://github.com/nodejs/node/issues/1666")],
      cmd="yarn run dev", exit=1, os=("linux",)),
    G("spark-executor-oom-heap", "spark-submit", "runtime-value", "https://github.com/salesforce/TransmogrifAI/issues/339",
      ["19/06/25 <<time>> ERROR Executor: Exception in task <<n>>.0 in stage <<n2>>.0 (TID <<pid>>)\n"
       "java.lang.OutOfMemoryError: Java heap space",
       V("java.lang.OutOfMemoryError: Java heap space\nERROR Executor: Exception in task <<n>>.0 in stage <<n>>.0 "
         "(TID <<pid>>)", src="https://github.com/epam/OSCI/pull/133"),
       V("20/06/28 <<time>> ERROR SparkUncaughtExceptionHandler: [Container in shutdown] Uncaught exception in thread "
         "Thread[Executor task launch worker for task <<n2>>,5,\nmain]\njava.lang.OutOfMemoryError: Java heap space",
         src="https://github.com/jaegertracing/spark-dependencies/issues/94", cls="multiline")],
      cmd="spark-submit --master local[*] app.jar", os=("linux", "macos"), look="jvm-oom-metaspace"),
]

QUERIES = [
    Q("pip install with extras fails on mac terminal because of the brackets", "zsh-no-matches-pip-extra", "plain"),
    Q("mac 终端 pip 安装带方括号的 extras 报错", "zsh-no-matches-pip-extra", "zh"),
    Q("windows powershell rejects chaining commands with double ampersand", "powershell-and-and-separator", "plain"),
    Q("PowerShell 不支持用 && 连接两条命令", "powershell-and-and-separator", "zh"),
    Q("node dev server hits the linux inotify watch limit", "node-enospc-inotify-watchers", "plain"),
    Q("node 开发服务器 inotify 监听数量到上限", "node-enospc-inotify-watchers", "zh"),
    Q("spark executor task runs out of heap", "spark-executor-oom-heap", "plain"),
    Q("spark 执行器任务堆内存不足", "spark-executor-oom-heap", "zh"),
]
