"""Field set 5: Unix shell syntax run by a Windows shell. Windows PowerShell 5 rejects `&&` (in
English and in Chinese Windows; editors' task runners wrap it); cmd rejects `export` inside an npm
script (the same in Chinese, and through Node's child_process). The token or command that cmd or
PowerShell refuses decides the fix, so `export` is a look-alike of a missing `pnpm`."""

from fieldspec import G, V

_PS_TAIL = ("\n    + CategoryInfo          : ParserError: (:) [], ParentContainsErrorRecordException\n"
            "    + FullyQualifiedErrorId : InvalidEndOfLine")
_NPM = ("npm ERR! code ELIFECYCLE\nnpm ERR! errno 1\nnpm ERR! {pkg} {script}: `{cmd}`\nnpm ERR! Exit status 1\n"
        "npm ERR!\nnpm ERR! Failed at the {pkg} {script} script.")

GROUPS = [
    G("f5-ps5-ampersand-not-a-separator", "powershell", "shell", "https://github.com/winfsp/sshfs-win/issues/423",
      ["PS C:\\Users\\<<user>>\\.ssh> winget install -h -e --id \"WinFsp.WinFsp\" && winget install -h -e --id"
       " \"SSHFS-Win.SSHFS-Win\"\n\nAt line:1 char:43\n+ winget install -h -e --id \"WinFsp.WinFsp\" && winget install -h -e"
       " --i ...\n+                                           ~~\nThe token '&&' is not a valid statement separator in"
       " this version." + _PS_TAIL,
       V("> Executing task: bin\\win\\acme -f cbm -l build/labels -o build/main.prg code/main.asm &&"
         " C:/tools/vice/x64.exe -moncommands build/labels build/main.prg <\n\nAt line:1 char:69\n+ ... cme -f cbm -l"
         " build/labels -o build/main.prg code/main.asm && C:/tool ...\n+"
         "                                                                ~~\nThe token '&&' is not a valid statement"
         " separator in this version." + _PS_TAIL + "\n \nThe terminal process terminated with exit code: 1",
         src="https://github.com/Esshahn/acme-assembly-vscode-template/issues/7", tool="vscode", cls="wrapper"),
       V("At line:1 char:22\n+ cd \"<<root>>\" && just \"foo\"\n+                      ~~\nThe token '&&' is not a valid"
         " statement separator in this version." + _PS_TAIL + "\n\n\n⏵ Task `foo` finished with exit code: 1",
         src="https://github.com/jackTabsCode/zed-just/issues/47", tool="zed", cls="wrapper"),
       V("所在位置 行:1 字符: 67\n+ ... e -fsSL \"https://liaison.cloud/install.ps1\" -o install.ps1 && powersh ...\n"
         "+                                                                ~~\n标记“&&”不是此版本中的有效语句分隔符。"
         + _PS_TAIL, src="https://github.com/liaisonio/liaison/issues/58", locale="zh", cls="locale")],
      cmd="winget install -h -e --id \"WinFsp.WinFsp\" && winget install -h -e --id \"SSHFS-Win.SSHFS-Win\"",
      os=("windows",), shells=("powershell",)),
    G("f5-cmd-export-in-npm-script", "npm", "shell", "https://github.com/thechutrain/mern-passport/issues/3",
      ["'export' is not recognized as an internal or external command,\noperable program or batch file.\n"
       + _NPM.format(pkg="react-template@0.1.0", script="start", cmd="export NODE_ENV=\"production\" && node server/server.js"),
       V("'export' 不是内部或外部命令，也不是可运行的程序或批处理文件。\n"
         + _NPM.format(pkg="CLAntDFrame@1.0.0", script="pub",
                       cmd="node ./tools/gulpfile.js&&export NODE_ENV=__PROD__&&node ./tools/webpack.config.js"),
         src="https://github.com/chenliang2016/CLReactAntDesign/issues/5", locale="zh", cls="locale",
         cmd="npm run pub"),
       V("\"export\" is not recognized as an internal or external command, operable program or batch file.\n"
         + _NPM.format(pkg="munin-rpc@1.0.0", script="start",
                       cmd="export NODE_ENV=production; npm-run-all --parallel bundle serve"),
         src="https://github.com/muninrpc/muninrpc/issues/60", cls="version"),
       V("'export' is not recognized as an internal or external command,\noperable program or batch file.\n"
         + _NPM.format(pkg="web@1.0.0", script="start",
                       cmd="export NODE_ENV=development && npm run build && nodemon --exec babel-node --"
                           " src/setup/server/index.js"),
         src="https://github.com/atulmy/crate/issues/1", shell="bash"),
       V("Error: Command failed: 'export' is not recognized as an internal or external command, \n"
         "operable program or batch file", src="https://github.com/fnobi/php-express/issues/3", tool="node",
         cmd="node app.js", cls="two-programs")],
      cmd="npm start", os=("windows",), shells=("cmd",), look="f5-ps-pnpm-not-recognized"),
]
