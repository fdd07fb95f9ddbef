"""Field set 9, part g: Julia packages across two releases' wording, GHC's "Could not find module"
in old and new layouts, and Java file errors on Chinese Windows where the file and the OS reason
(access denied, path not found, file not found) decide (each message from the thread in `src`)."""

from __future__ import annotations

from fieldspec import G, Q, V

_FIS = "\n\tat java.io.FileInputStream.open0(Native Method)"
_CREATE = "\n\tat java.io.WinNTFileSystem.createFileExclusively(Native Method)"

GROUPS = [
    # -- Julia ---------------------------------------------------------------------------------------------------
    G("julia10-package-not-found", "julia", "version", "https://github.com/JuliaLang/julia/issues/29039",
      ["ERROR: ArgumentError: Package TestI not found in current path:\n- Run `Pkg.add(\"TestI\")` to install the TestI "
       "package."],
      cmd="julia -e 'using Images, ImageInTerminal, TestI'", exit=1, os=("linux",)),
    G("julia-pkg-stdlib-unloadable", "julia", "wrapper", "https://github.com/JuliaLang/julia/pull/53197",
      ["ERROR: ArgumentError: Package Pkg not found in current path.\n- Run `import Pkg; Pkg.add(\"Pkg\")` to install the "
       "Pkg package.",
       V("┌ Error: Error building `Conda`: \n│ ERROR: LoadError: ArgumentError: Package Pkg not found in current path:\n"
         "│ - Run `import Pkg; Pkg.add(\"Pkg\")` to install the Pkg package.\n│ ",
         src="https://github.com/JuliaAcademy/Foundations-of-Machine-Learning/issues/1", os="windows", cls="version")],
      cmd="julia -e 'using Pkg'", exit=1, os=("linux", "macos"), look="julia10-package-not-found"),

    # -- GHC under stack: which module -----------------------------------------------------------------------
    G("ghc-hidden-package-text", "stack", "multiline", "https://github.com/commercialhaskell/stack/issues/2058",
      ["/home/<<user>>/Documents/Haskell/Guided_Tour/helloworld/app/Main.hs:6:18:\n    Could not find module "
       "‘Data.Text.IO’"],
      cmd="stack build", exit=1, os=("linux",)),
    G("ghc-hastodon-api-module", "stack", "multiline", "https://github.com/syucream/hastodon/issues/22",
      ["    /tmp/stack<<pid>>/Hastodon-0.4.0/Web/Hastodon.hs:71:1: error:\n        Could not find module "
       "‘Web.Hastodon.API’\n        Use -v to see a list of the files searched for.\n       |\n    71 | import "
       "Web.Hastodon.API\n       | ^^^^^^^^^^^^^^^^^^^^^^^"],
      cmd="stack build", exit=1, os=("linux",), look="ghc-hidden-package-text"),
    G("ghc-old-layout-modules", "stack", "version", "https://github.com/sweirich/pi-forall/issues/14",
      ["    /private/var/folders/xz/z3wrll111zn03hdhkd_pxs5w0000gp/T/stack<<pid>>/pi-forall-0.1.1/src/Main.hs:10:8:\n"
       "        Could not find module ‘Modules’\n        Perhaps you meant Module (needs flag -package-key ghc-7.10.3)\n"
       "        Use -v to see a list of the files searched for."],
      cmd="stack install pi-forall", exit=1, os=("macos",), look="ghc-hastodon-api-module"),
    G("ghc-cabal-parse-module", "stack", "multiline", "https://github.com/haskelly-dev/Haskelly/issues/103",
      ["src\\Main.hs:18:1: error:\n        Could not find module `Distribution.PackageDescription.Parse'\n        Perhaps "
       "you meant\n          Distribution.PackageDescription.Parsec (needs flag -package-key Cabal-2.4.0.1)\n"
       "          Distribution.PackageDescription.Parsec (from Cabal-2.4.1.0)\n          Distribution.PackageDescription."
       "Check (needs flag -package-key Cabal-2.4.0.1)\n        Use -v to see a list of the files searched for.\n       |\n"
       "    18 | import           Distribution.PackageDescription.Parse\n"
       "       | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^"],
      cmd="stack install intero QuickCheck stack-run", exit=1, os=("windows",), look="ghc-old-layout-modules"),

    # -- Java on Chinese Windows: which file, and which reason -------------------------------------------------
    G("java-fnfe-findbugs-exclude", "intellij", "locale", "https://github.com/andrepdo/findbugs-idea/issues/543",
      [V("java.io.FileNotFoundException: C:\\findbugs-android-exclude.xml (拒绝访问。)", locale="zh"),
       V("java.io.FileNotFoundException: C:\\findbugs-android-exclude.xml (Access is denied) at java.io.FileOutputStream."
         "open0(Native Method)", src="https://github.com/JetBrains/spotbugs-intellij-plugin/issues/53", locale="en")],
      cmd="idea64.exe", exit=None, os=("windows",)),
    G("java-zh-fnfe-jbytemod-cfg", "java", "locale", "https://github.com/loerting/JByteMod-Beta/issues/34",
      ["java.io.FileNotFoundException: .\\jbytemod.cfg (拒绝访问。)\n\tat java.base/java.io.FileOutputStream.open0(Native "
       "Method)\n\tat java.base/java.io.FileOutputStream.open(Unknown Source)"],
      cmd="java -jar JByteMod-1.7.1.jar", exit=None, os=("windows",), locale="zh", look="java-fnfe-findbugs-exclude"),
    G("java-zh-fnfe-luyten-directory", "java", "locale", "https://github.com/deathmarine/Luyten/issues/344",
      ["java.io.FileNotFoundException: D:\\H_Work_TZ\\classes (拒绝访问。)" + _FIS + "\n\tat java.io.FileInputStream.open"
       "(Unknown Source)\n\tat java.io.FileInputStream.<init>(Unknown Source)\n\tat us.deathmarine.luyten.Model."
       "openEntryByTreePath(Model.java:359)"],
      cmd="java -jar luyten.jar", exit=None, os=("windows",), locale="zh", look="java-zh-fnfe-jbytemod-cfg"),
    G("java-zh-ioe-access-denied-config", "java", "locale", "https://github.com/SafeGroceryStore/MDUT/issues/74",
      ["java.io.IOException: 拒绝访问。" + _CREATE + "\n\tat java.io.File.createNewFile(File.java:1023)\n\tat Controller."
       "MainController.initConfigFile(MainController.java:219)"],
      cmd="java -jar MDUT.jar", exit=None, os=("windows",), locale="zh", look="java-zh-fnfe-jbytemod-cfg"),
    G("java-zh-fnfe-jump-screenshot", "java", "locale", "https://github.com/burningcl/wechat_jump_hack/issues/69",
      ["java.io.FileNotFoundException: D:\\work\\workspace\\wechat_jump_hack\\out\\production\\wechat_jump_hack\\imgs\\"
       "input\\1.png (系统找不到指定的文件。)" + _FIS + "\n\tat java.io.FileInputStream.open(FileInputStream.java:195)"],
      cmd="java com.skyline.wxjumphack.Hack", exit=None, os=("windows",), locale="zh"),
    G("java-zh-fnfe-casbin-model", "java", "locale", "https://github.com/apache/casbin-jcasbin/issues/27",
      ["java.io.FileNotFoundException: \\excomple\\permission_model.conf (系统找不到指定的路径。)"],
      cmd="gradle run", exit=1, os=("windows",), locale="zh", look="java-zh-fnfe-jump-screenshot"),
    G("java-zh-fnfe-jetty-encoded-temp", "jetty", "non-file-path", "https://github.com/dingzhaowei/TestMP/issues/2",
      ["java.lang.RuntimeException: java.io.FileNotFoundException: C:\\Documents%20and%20Settings\\Administrator\\Local%20"
       "Settings\\Temp\\jetty-0.0.0.0-10080-testmp.war-_-any-\\webapp\\webconsole\\WebConsole.html (系统找不到指定的路径。)\n"
       "        at org.testmp.webconsole.server.WebConsoleContextListener.contextInitialized(WebConsoleContextListener."
       "java:122)"],
      cmd="java -jar testmp.war", exit=None, os=("windows",), locale="zh", look="java-zh-fnfe-casbin-model"),
    G("java-zh-ioe-path-not-found-record", "java", "locale", "https://github.com/hellokaton/wechat-api/issues/12",
      ["java.io.IOException: 系统找不到指定的路径。" + _CREATE + "\n\tat java.io.File.createNewFile(File.java:1012)\n\tat "
       "me.cncoder.record.RecordCon.writeCon(RecordCon.java:23)"],
      cmd="java me.biezhi.wechat.Application", exit=None, os=("windows",), locale="zh",
      look="java-zh-ioe-access-denied-config"),
]

QUERIES = [
    Q("julia 1.0 says package not in current path and suggests Pkg.add", "julia10-package-not-found", "plain"),
    Q("julia 1.0 提示当前路径找不到包 让我用 Pkg.add", "julia10-package-not-found", "zh"),
    Q("julia cannot load Pkg itself, load path broken", "julia-pkg-stdlib-unloadable", "plain"),
    Q("julia 连 Pkg 标准库都加载不了", "julia-pkg-stdlib-unloadable", "zh"),
    Q("stack build cannot find the Data.Text.IO module though text installed", "ghc-hidden-package-text", "plain"),
    Q("stack 编译找不到 Data.Text.IO 模块 text 已经装了", "ghc-hidden-package-text", "zh"),
    Q("Hastodon from hackage misses its API module when built", "ghc-hastodon-api-module", "plain"),
    Q("用 stack 装 Hastodon 找不到 Web.Hastodon.API 模块", "ghc-hastodon-api-module", "zh"),
    Q("pi-forall install on old ghc cannot find module Modules", "ghc-old-layout-modules", "plain"),
    Q("老版本 ghc 安装 pi-forall 找不到 Modules 模块", "ghc-old-layout-modules", "zh"),
    Q("stack-run build fails, PackageDescription.Parse gone from Cabal", "ghc-cabal-parse-module", "plain"),
    Q("Cabal 新版没有 PackageDescription.Parse 模块 stack-run 编译失败", "ghc-cabal-parse-module", "zh"),
    Q("findbugs plugin cannot write its exclude file at the root of C", "java-fnfe-findbugs-exclude", "plain"),
    Q("findbugs 插件在 C 盘根目录写文件被拒绝访问", "java-fnfe-findbugs-exclude", "zh"),
    Q("JByteMod cannot save its config file next to the jar", "java-zh-fnfe-jbytemod-cfg", "plain"),
    Q("JByteMod 保存配置文件时拒绝访问", "java-zh-fnfe-jbytemod-cfg", "zh"),
    Q("Luyten fails opening a classes folder as if it were a file", "java-zh-fnfe-luyten-directory", "plain"),
    Q("Luyten 打开 classes 目录报拒绝访问", "java-zh-fnfe-luyten-directory", "zh"),
    Q("MDUT jar cannot create its config file when launched", "java-zh-ioe-access-denied-config", "plain"),
    Q("打开 MDUT 的 jar 创建配置文件时拒绝访问", "java-zh-ioe-access-denied-config", "zh"),
    Q("wechat jump helper cannot read the screenshot png", "java-zh-fnfe-jump-screenshot", "plain"),
    Q("跳一跳辅助读取截图 1.png 找不到文件", "java-zh-fnfe-jump-screenshot", "zh"),
    Q("jcasbin cannot open the model conf with a relative path", "java-zh-fnfe-casbin-model", "plain"),
    Q("jcasbin 加载 model 配置文件找不到路径", "java-zh-fnfe-casbin-model", "zh"),
    Q("jetty temp dir path has %20 and the web console page is missing", "java-zh-fnfe-jetty-encoded-temp", "plain"),
    Q("jetty 临时目录带 %20 找不到 WebConsole.html", "java-zh-fnfe-jetty-encoded-temp", "zh"),
    Q("wechat robot cannot create its record json file", "java-zh-ioe-path-not-found-record", "plain"),
    Q("微信机器人创建联系人记录文件时找不到路径", "java-zh-ioe-path-not-found-record", "zh"),
]
