"""Field set 19, part d: Hexo's CLI and deployer, and Node CLIs that cmd, PowerShell, bash and zsh cannot
find after a global install."""

from fieldspec import G, Q, V

W = ("windows",)
L = ("linux",)
M = ("macos",)
U = ("linux", "macos")

_PS_TAIL_EN = ("    + CategoryInfo          : ObjectNotFound: ({0}:String) [], CommandNotFoundException\n"
               "    + FullyQualifiedErrorId : CommandNotFoundException")
_CMD_ZH = "'{0}' 不是内部或外部命令，也不是可运行的程序\n或批处理文件。"
_CMD_EN = "'{0}' is not recognized as an internal or external command,\noperable program or batch file."

GROUPS = [
    G("f19-hexo-cli-not-installed", "hexo", "shell", "https://github.com/hexojs/hexo/issues/1481", [
        V("无法将“hexo”项识别为 cmdlet、函数、脚本文件或可运行程序的名称。请检查名称的拼\n写，如果包括路径，请确保路径正确，然后重试。\n"
          "所在位置 行:1 字符: 5\n+ hexo <<<<  init\n    + CategoryInfo          : ObjectNotFound: (hexo:String) [], "
          "CommandNotFoun\n   dException\n    + FullyQualifiedErrorId : CommandNotFoundException", os="windows",
          shell="powershell", locale="zh", cls="locale", cmd="hexo init"),
        V(_CMD_ZH.format("hexo"), os="windows", shell="cmd", locale="zh", cls="locale",
          src="https://github.com/hexojs/hexo/issues/3515", cmd="hexo init"),
        V("'hexo' is not a recognized as an internal or external command, operable program or batch file.",
          os="windows", shell="cmd", src="https://github.com/hexojs/hexo/issues/548"),
        V("hexo: command not found", os="macos", shell="bash", src="https://github.com/hexojs/hexo/issues/285"),
        V("hexo : 无法将“hexo”项识别为 cmdlet、函数、脚本文件或可运行程序的名称。请检查名称的拼写，如果包括路径，请确保路径正确\n"
          "，然后再试一次。\n所在位置 行:1 字符: 1\n+ hexo\n+ ~~~~\n" + _PS_TAIL_EN.format("hexo"), os="windows",
          shell="powershell", locale="zh", cls="locale", src="https://github.com/hexojs/hexo/issues/258", cmd="hexo"),
        V("sh: hexo: commad not found", os="linux", shell="sh", src="https://github.com/hexojs/hexo/issues/247",
          cmd="hexo generate"),
        V("'hexo' 不是内部或外部命令，也不是可运行的程序", os="windows", shell="cmd", locale="zh", cls="locale",
          src="https://github.com/hexojs/hexo/issues/2015", cmd="hexo init"),
        V("'hexo' is not an internal or external command, nor is it a executable program or batch file.\"",
          os="windows", shell="cmd", src="https://github.com/hexojs/hexo/issues/5538", cmd="hexo -v"),
    ], cmd="hexo generate", exit=1, n=10),
    G("f19-hexo-local-not-found", "hexo", "everyday", "https://github.com/hexojs/hexo/issues/285", [
        "ERROR Local hexo not found in ~/vasubabu_blog\nERROR Try running: 'npm install hexo --save'",
        "ERROR Local hexo not found in /var/www/<<proj>>\nERROR Try running: 'npm install hexo --save'",
    ], cmd="hexo server", exit=2, os=L, look="f19-hexo-cli-not-installed"),
    G("f19-hexo-deployer-git-missing", "hexo", "everyday", "https://github.com/hexojs/hexo/issues/3021", [
        V("ERROR Deployer not found: git", os="linux"),
        V("<<time>>.612 DEBUG Hexo version: 3.4.4\n<<time>>.614 DEBUG Working directory: ~/Desktop/hexo/<<proj>>/\n"
          "<<time>>.702 DEBUG Config loaded: ~/Desktop/hexo/<<proj>>/_config.yml\n"
          "<<time>>.708 DEBUG Plugin loaded: hexo-generator-cname\n<<time>>.711 ERROR Deployer not found: git\n"
          "<<time>>.714 DEBUG Database saved", os="macos", cmd="hexo d --debug",
          src="https://github.com/hexojs/hexo-deployer-git/issues/98", cls="multiline"),
        V("ERROR Deployer not found: git", os="windows", src="https://github.com/hexojs/hexo-deployer-git/issues/90"),
        V("ERROR Deployer not found: git", os="macos", src="https://github.com/hexojs/hexo-deployer-git/issues/28"),
        V("ERROR Deployer not found: git", os="windows", src="https://github.com/hexojs/hexo-deployer-git/issues/9"),
    ], cmd="hexo deploy", exit=2, n=6),
    G("f19-hexo-deployer-github-type", "hexo", "everyday", "https://github.com/hexojs/hexo/issues/2989", [
        "* ERROR Deployer not found: github *",
    ], cmd="hexo deploy", exit=2, os=("windows", "linux"), look="f19-hexo-deployer-git-missing"),
    G("f19-vue-cli-not-recognized", "vue", "shell", "https://github.com/vuejs/vue-cli/issues/666", [
        V("vue : 无法将“vue”项识别为 cmdlet、函数、脚本文件或可运行程序的名称。请检查名称的拼写，如果包括路\n径，请确保路径正确，然后再试一次。\n"
          "所在位置 行:1 字符: 1\n+ vue -V\n+ ~~~\n" + _PS_TAIL_EN.format("vue"), os="windows", shell="powershell",
          locale="zh", cls="locale"),
        V(_CMD_EN.format("vue"), os="windows", shell="cmd", cmd="vue create <<proj>>",
          src="https://github.com/vuejs/vue-cli/issues/1347"),
        V("vue : 无法将“vue”项识别为 cmdlet、函数、脚本文件或可运行程序的名称。请检查名称的拼写，如果包括路径，请确保路径正确，然后再试一次。\n"
          "所在位置 行:1 字符: 1\n  vue\n  ~~~\n      CategoryInfo          : ObjectNotFound: (vue:String) [], "
          "CommandNotFoundException\n      FullyQualifiedErrorId : CommandNotFoundException", os="windows",
          shell="powershell", locale="zh", cls="locale", cmd="vue", src="https://github.com/vuejs/vue-cli/issues/920"),
        V("'vue' is not recognized as an internal or external command,operable program or batch file.", os="windows",
          shell="cmd", cmd="vue -v", src="https://github.com/vuejs/vue-cli/issues/2268"),
        V("zsh: command not found: vue", os="macos", shell="zsh", cmd="vue",
          src="https://github.com/egoist/vuepack/issues/8"),
        V(_CMD_EN.format("vue"), os="windows", shell="cmd", cmd="vue init webpack <<proj>>",
          src="https://github.com/vuejs/vue-cli/issues/347"),
    ], cmd="vue -V", n=8),
    G("f19-nodemon-not-recognized", "nodemon", "shell", "https://github.com/nodejs/help/issues/445", [
        V(_CMD_EN.format("nodemon"), os="windows", shell="cmd"),
        V("nodemon : The term 'nodemon' is not recognized as the name of a cmdlet, function, script file, or operable "
          "program. Check the spelling of the name, or if a path was included, verify that the path is correct and try "
          "again. At line:1 char:1 + nodemon .\\index.js + ~~~~~~~ + CategoryInfo : ObjectNotFound: (nodemon:String) [], "
          "CommandNotFoundException + FullyQualifiedErrorId : CommandNotFoundException", os="windows",
          shell="powershell", cmd="nodemon .\\index.js", src="https://github.com/CodeWithHarry/NewsMonkey-React/issues/28"),
        V("zsh:command not found:nodemon", os="macos", shell="zsh", src="https://github.com/remy/nodemon/issues/1266"),
        V("'nodemon' is not recognised as an internal or external command, operable program or batch file.",
          os="windows", shell="cmd", cmd="nodemon -v", src="https://github.com/remy/nodemon/issues/1596"),
        V(_CMD_EN.format("nodemon"), os="windows", shell="powershell", cmd="pnpm dev",
          src="https://github.com/pnpm/pnpm/issues/6930", tool="pnpm", cls="wrapper"),
    ], cmd="nodemon server.js", n=6, look="f19-vue-cli-not-recognized"),
    G("f19-tsc-not-recognized-tsc80", "tsc80", "wrapper", "https://github.com/scambier/tic80-typescript/issues/12", [
        "Compiling TypeScript...\n'tsc' is not recognized as an internal or external command,\noperable program or batch "
        "file.\nnode:child_process:926\n    throw err;\n    ^\n\nError: Command failed: tsc\n'tsc' is not recognized as "
        "an internal or external command,\noperable program or batch file.\n\n"
        "    at checkExecSyncError (node:child_process:851:11)\n    at Object.execSync (node:child_process:923:15)\n"
        "    at compile (<<home>>\\AppData\\Roaming\\npm\\node_modules\\tic80-typescript\\bin\\tsc80.js:120:23)",
    ], cmd="tsc80 build", os=W, shells=("powershell",), look="f19-nodemon-not-recognized"),
    G("f19-tsd-not-recognized", "tsd", "everyday", "https://github.com/DefinitelyTyped/tsd/issues/88", [
        "'tsd' is not recognized as an internal or external command, operable program or batch file.",
    ], cmd="tsd install", os=W, shells=("cmd",), look="f19-nodemon-not-recognized"),
    G("f19-scrapy-not-recognized-zh", "cmd", "locale", "https://github.com/dataabc/weibo-search/issues/398", [
        _CMD_ZH.format("scrapy"),
    ], cmd="scrapy crawl search -s JOBDIR=crawls/search", os=W, shells=("cmd",), locale="zh", n=8,
        look="f19-cmd-php-not-recognized"),
    G("f19-ps-weapp-fc-not-recognized", "powershell", "locale", "https://github.com/schizobulia/fc/issues/2", [
        "无法将“weapp_fc”项识别为 cmdlet、函数、脚本文件或可运行程序的名称。",
    ], cmd="weapp_fc", os=W, shells=("powershell",), locale="zh", n=8, look="f19-ps-notfound-gogocode"),
]

QUERIES = [
    Q("hexo command not found after npm install hexo-cli -g", "f19-hexo-cli-not-installed", "plain"),
    Q("hexo 不是内部或外部命令 也无法识别为 cmdlet", "f19-hexo-cli-not-installed", "zh"),
    Q("ERROR Local hexo not found try running npm install hexo --save", "f19-hexo-local-not-found", "plain"),
    Q("hexo 提示 Local hexo not found", "f19-hexo-local-not-found", "zh"),
    Q("hexo deploy ERROR Deployer not found: git", "f19-hexo-deployer-git-missing", "plain"),
    Q("hexo d 报 Deployer not found git 要装 hexo-deployer-git", "f19-hexo-deployer-git-missing", "zh"),
    Q("hexo Deployer not found: github old deploy type", "f19-hexo-deployer-github-type", "plain"),
    Q("hexo 部署类型写成 github 提示找不到 deployer", "f19-hexo-deployer-github-type", "zh"),
    Q("'vue' is not recognized after installing vue cli", "f19-vue-cli-not-recognized", "plain"),
    Q("安装 vue-cli 后 vue 命令无法识别", "f19-vue-cli-not-recognized", "zh"),
    Q("'nodemon' is not recognized as an internal or external command", "f19-nodemon-not-recognized", "plain"),
    Q("nodemon 命令找不到 全局安装后", "f19-nodemon-not-recognized", "zh"),
    Q("tsc80 build says 'tsc' is not recognized Command failed: tsc", "f19-tsc-not-recognized-tsc80", "plain"),
    Q("tsc80 构建时 tsc 不是内部或外部命令", "f19-tsc-not-recognized-tsc80", "zh"),
    Q("'tsd' is not recognized as a command on windows", "f19-tsd-not-recognized", "plain"),
    Q("Windows 上 tsd 命令无法识别", "f19-tsd-not-recognized", "zh"),
    Q("scrapy is not recognized as an internal or external command", "f19-scrapy-not-recognized-zh", "plain"),
    Q("scrapy 不是内部或外部命令，也不是可运行的程序", "f19-scrapy-not-recognized-zh", "zh"),
    Q("weapp_fc is not recognized as the name of a cmdlet", "f19-ps-weapp-fc-not-recognized", "plain"),
    Q("无法将 weapp_fc 项识别为 cmdlet", "f19-ps-weapp-fc-not-recognized", "zh"),
]
