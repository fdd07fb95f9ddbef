"""Field set 20, part d: MySQL clients without caching_sha2_password, Sphinx and MkDocs themes that are
not installed, Phoenix's mix tasks, Turborepo's packageManager field, and test files run without
their runner."""

from fieldspec import G, Q, V

GROUPS = [
    # -- MySQL 8's default auth plugin and older clients -------------------------------------------------
    G("f20-mysql-caching-sha2-client-plugin", "mysql", "two-programs", "https://github.com/tvelocity/dockerfiles/issues/37",
      [V("ERROR 2059 (HY000): Authentication plugin 'caching_sha2_password' cannot be loaded: "
         "/usr/lib/mysql/plugin/caching_sha2_password.so: cannot open shared object file: No such file or directory",
         cmd="mysql -h ep_mysql -u root -p"),
       V("MySQL said: Authentication plugin 'caching_sha2_password' cannot be loaded: "
         "dlopen(/usr/local/mysql/lib/plugin/caching_sha2_password.so, 2): image not found", tool="sequel-pro",
         os="macos", cmd=None, src="https://github.com/sheldon/sequel-pro/issues/5"),
       V("Authentication plugin 'caching_sha2_password' cannot be loaded: dlopen(/usr/local/mysql/lib/plugin/"
         "caching_sha2_password.so, 2): image not found", tool="sequel-pro", os="macos", cmd=None,
         src="https://github.com/sequelpro/sequelpro/issues/3674"),
       V("Authentication plugin 'caching_sha2_password' cannot be loaded: /app/lib/plugin/caching_sha2_password.so: cannot "
         "open shared object file: No such file or directory", tool="sequeler", cmd="flatpak run com.github.alecaddd.sequeler",
         src="https://github.com/ellie-commons/sequeler/issues/344"),
       V("Authentication plugin 'caching_sha2_password' cannot be loaded: /usr/lib/x86_64-linux-gnu/mariadb18/plugin/"
         "caching_sha2_password.so: cannot open shared object file: No such file or directory", tool="php",
         cmd="docker-compose up", src="https://github.com/alextselegidis/easyappointments/pull/534"),
       V("DBI connect('database=dmarc;host=<<host>>;port=3306','dmarc',...) failed: Plugin caching_sha2_password could not "
         "be loaded: /usr/lib/x86_64-linux-gnu/mariadb19/plugin/caching_sha2_password.so: cannot open shared object file: "
         "No such file or directory at ./dmarcts-report-parser.pl line 266.\ndmarcts-report-parser.pl: Cannot connect to "
         "database", tool="perl", cmd="./dmarcts-report-parser.pl", src="https://github.com/techsneeze/dmarcts-report-parser/issues/99",
         cls="version"),
       V("-> Dump error: mysqldump: Got error: 1045: \"Plugin caching_sha2_password could not be loaded:\nError loading "
         "shared library /usr/lib/mariadb/plugin/caching_sha2_password.so: \nNo such file or directory\" when trying to "
         "connect", tool="gobackup", cmd="gobackup perform", src="https://github.com/gobackup/gobackup/issues/171",
         cls="wrapper")],
      cmd="mysql -u root -p", os=("linux",), n=9),

    # -- Sphinx and MkDocs: a theme that is not installed ----------------------------------------------
    G("f20-sphinx-rtd-theme-not-installed", "sphinx-build", "version", "https://github.com/sphinx-doc/sphinx/issues/2886",
      [V("Exception occurred:\n  File \"conf.py\", line 18, in <module>\nImportError: No module named sphinx_rtd_theme",
         cmd="sudo make html", tool="make"),
       V("Running Sphinx v1.2.2\n\nException occurred:\n  File \"conf.py\", line 97, in <module>\n    import sphinx_rtd_theme\n"
         "ImportError: No module named sphinx_rtd_theme\nThe full traceback has been saved in /tmp/sphinx-err-<<hex8>>.log, "
         "if you want to report the issue to the developers.\nPlease also report this if it was a user error, so that a "
         "better error message can be provided next time.\nmake: *** [html] Error 1", tool="make", cmd="make html",
         src="https://github.com/opsschool/curriculum/issues/220", cls="multiline"),
       V(">cd docs\n>make html\nRunning Sphinx v1.4.6\n\nException occurred:\n  File \"conf.py\", line 20, in <module>\n"
         "ImportError: No module named sphinx_rtd_theme", os="windows", shell="cmd", tool="make.bat", cmd="make html",
         src="https://github.com/mathLab/PyGeM/issues/94"),
       V("Could not import extension sphinx_rtd_theme (exception: No module named 'sphinx_rtd_theme')",
         tool="readthedocs", cmd=None, src="https://github.com/readthedocs/readthedocs.org/issues/10802", cls="wrapper"),
       V("  File \"<frozen importlib._bootstrap>\", line 973, in _find_and_load_unlocked\nModuleNotFoundError: No module "
         "named 'sphinx_rtd_theme'\n\nThe above exception was the direct cause of the following exception:\n\nTraceback "
         "(most recent call last):\n  File \"/home/docs/checkouts/readthedocs.org/user_builds/unturned/envs/latest/lib/"
         "python3.8/site-packages/sphinx/cmd/build.py\", line 285, in build_main", tool="readthedocs", cmd=None,
         src="https://github.com/SmartlyDressedGames/Unturned-Docs/issues/291", cls="multiline"),
       V("Exception occurred:\n  File \"/var/build/user_builds/docs-windows/checkouts/latest/conf.py\", line 95, in "
         "<module>\n    import sphinx_rtd_theme\nImportError: No module named sphinx_rtd_theme", tool="readthedocs",
         cmd=None, src="https://github.com/readthedocs/sphinx_rtd_theme/issues/62", cls="wrapper")],
      cmd="sphinx-build -b html docs docs/_build", os=("linux", "macos"), n=8),
    G("f20-mkdocs-material-not-installed", "mkdocs", "version", "https://github.com/mindsdb/mindsdb-docs/issues/26",
      [V("Config value: 'theme'. Error: Unrecognised theme name: 'material'. The available installed themes are: mkdocs, "
         "readthedocs"),
       V("INFO    -  Building documentation... \nERROR   -  Config value: 'theme'. Error: Unrecognised theme 'material'. The "
         "available installed themes are: readthedocs, mkdocs \n\nAborted with 1 Configuration Errors!", os="macos",
         src="https://github.com/squidfunk/mkdocs-material/issues/67", cls="multiline"),
       V("$ mkdocs build\nERROR    -  Config value: 'theme'. Error: Unrecognised theme name: 'material'. The available "
         "installed themes are: mkdocs, readthedocs\nAborted with 1 Configuration Errors!", cmd="mkdocs build",
         src="https://github.com/argoproj-labs/argocd-operator/issues/909"),
       V("ERROR   -  Config value 'theme': Unrecognised theme name: 'material'. The available installed themes are: mkdocs, "
         "readthedocs\n\nAborted with a configuration error!", cmd="mkdocs build",
         src="https://github.com/Urban-M4/streetscapes/issues/35"),
       V("服务器启动失败:ERROR：Config value ’theme': Unrecongnised theme name: 'material'. The available installed themes "
         "are: mkdocs, readthedocs\nAborted with a configuration error!", tool="readmex", cmd="readmex --serve",
         locale="zh", src="https://github.com/aibox22/readmeX/issues/21", cls="locale"),
       V("Config value: 'theme'. Error: Unrecognised theme name: 'material'.", tool="poetry", cmd="poetry run mkdocs build",
         src="https://github.com/GenomicsStandardsConsortium/mixs/issues/419", cls="wrapper")],
      cmd="mkdocs serve", os=("linux", "macos"), n=8, look="f20-mkdocs-theme-options-old-mkdocs"),
    G("f20-mkdocs-theme-options-old-mkdocs", "mkdocs", "version", "https://github.com/mkdocs/mkdocs/issues/1405",
      ["$ mkdocs serve\nINFO    -  Building documentation... \nERROR   -  Config value: 'theme'. Error: Unrecognised theme "
       "'{u'name': u'material'}'.\nThe available installed themes are: material, readthedocs, mkdocs",
       "ERROR   -  Config value: 'theme'. Error: Unrecognised theme '{u'name': u'material'}'.\nThe available installed "
       "themes are: material, readthedocs, mkdocs"],
      cmd="mkdocs serve", os=("macos",), look="f20-mkdocs-material-not-installed"),
    G("f20-mkdocs-theme-apt-pip-split", "mkdocs", "everyday", "https://github.com/squidfunk/mkdocs-material/issues/454",
      ["ERROR   -  Config value: 'theme'. Error: Unrecognised theme. "],
      cmd="mkdocs serve", os=("linux",), look="f20-mkdocs-material-not-installed"),

    # -- Phoenix: which mix task is missing --------------------------------------------------------------
    G("f20-mix-phoenix-new-archive-missing", "mix", "version", "https://github.com/phoenixframework/phoenix/issues/756",
      [V("The task phoenix.new could not be found. Did you mean 'phoenix.server'?",
         cmd="sudo mix phoenix.new <<home>>/CODE/SITES/www"),
       V("** (Mix) The task phoenix.new could not be found. Did you mean 'phoenix.server'?",
         cmd="mix phoenix.new hello")],
      cmd="mix phoenix.new hello", os=("linux", "macos"), look="f20-mix-phx-new-web-outside-installer"),
    G("f20-mix-phx-new-web-outside-installer", "mix", "everyday", "https://github.com/phoenixframework/phoenix/issues/3632",
      ["** (Mix) The task \"phx.new.web\" could not be found"],
      cmd="mix phx.new.web hello_web", os=("linux", "macos"), look="f20-mix-phoenix-new-archive-missing"),
    G("f20-mix-help-phx-no-task", "mix", "everyday", "https://github.com/phoenixframework/phoenix/issues/2792",
      ["** (Mix) The task \"phx\" could not be found. Did you mean \"phx.new\"?",
       "(xenial)kevin@localhost:~/hello$ mix help phx\n** (Mix) The task \"phx\" could not be found. Did you mean \"phx.new\"?"],
      cmd="mix help phx", os=("linux",), look="f20-mix-phoenix-new-archive-missing"),
    G("f20-mix-phoenix-server-typo", "mix", "everyday", "https://github.com/phoenixframework/phoenix/issues/756",
      ["** (Mix) The task phonix.server could not be found"],
      cmd="mix phonix.server", os=("linux", "macos"), look="f20-mix-phoenix-new-archive-missing"),

    # -- Turborepo: the package manager field --------------------------------------------------------
    G("f20-turbo-packagemanager-field-missing", "turbo", "version", "https://github.com/vercel/turborepo/issues/13078",
      [V("• turbo 2.9.18\n  × Could not resolve workspaces.\n  ╰─▶ Missing `packageManager` field in package.json",
         cmd="turbo run test"),
       V("• turbo 2.10.9\n  x Could not resolve workspace.\n  `-> Missing `devEngines.packageManager` or legacy "
         "`packageManager` field\n      in package.json", tool="npm", cmd="npm run dev",
         src="https://github.com/mercurjs/mercur/issues/1385", cls="wrapper"),
       V("x Could not resolve workspace.\n`-> Missing `devEngines.packageManager` or legacy `packageManager` field in "
         "package.json", cmd="turbo run build", src="https://github.com/mercurjs/mercur/pull/1389"),
       V("> template@0.0.0 build\n> turbo vite.build\n\nturbo 2.4.4\n\n  x Missing `packageManager` field in package.json",
         tool="npm", cmd="npm run build", src="https://github.com/lzm0x219/template-vite-react/issues/1283", cls="wrapper"),
       V("  x could not resolve workspaces: We did not find a package manager\n  | specified in your root package.json. "
         "Please set the \"packageManager\"\n  | property in your root package.json (https://nodejs.org/api/\n  | "
         "packages.html#packagemanager) or run `npx @turbo/codemod add-package-\n  | manager` in the root of your monorepo."
         "\nError: Command \"turbo run build\" exited with 1", tool="vercel", cmd=None,
         src="https://github.com/tamagui/starter-free/issues/33", cls="multiline")],
      cmd="turbo run build", os=("linux", "macos"), n=7, look="f20-turbo-yarn-berry-check-failed"),
    G("f20-turbo-yarn-berry-check-failed", "npm", "multiline", "https://github.com/vercel/turborepo/issues/707",
      ["[WARNING] Did not find \"packageManager\" in your package.json. Please run \"npx @turbo/codemod "
       "add-package-manager\"\n ERROR  could not check if yarn is berry: could not detect yarn version: exit status 126"],
      cmd="npm run build", os=("macos",), look="f20-turbo-packagemanager-field-missing"),

    # -- a spec file run by node or pm2 instead of its test runner ---------------------------------------
    G("f20-spec-run-without-test-runner", "node", "everyday", "https://github.com/SAP-archive/ui5-uiveri5/issues/124",
      [V("C:\\src\\open\\ui5-uiveri5\\sample\\apiTesting\\APITesting.spec.js:2\ndescribe('APITesting', function() {\n^\n"
         "ReferenceError: describe is not defined", tool="uiveri5", os="windows", cmd="uiveri5 APITesting.spec",
         cls="multiline"),
       V("4|index.sp | ReferenceError: describe is not defined\n4|index.sp |     at Object.<anonymous> (<<root>>/node_modules/"
         "imap-simple/test/index.spec.js:3:1)\n4|index.sp |     at Module._compile (module.js:456:26)", tool="pm2",
         cmd="pm2 log index.spec", src="https://github.com/chadxz/imap-simple/issues/45", cls="runtime-value"),
       V("var suite = exports.suite = describe; // eslint-disable-line no-undef\n\nReferenceError: describe is not defined",
         cmd="npm start", src="https://github.com/nadeesha/saul/issues/23"),
       V("ReferenceError: describe is not defined", tool="npm", cmd="npm test", src="https://github.com/1602/compound/issues/526"),
       V("ReferenceError: describe is not defined (line 17)", tool="jsbin", cmd=None,
         src="https://github.com/jsbin/jsbin/issues/2001", cls="wrapper")],
      cmd="node test/index.spec.js", os=("linux", "macos"), n=6),
]

QUERIES = [
    Q("Authentication plugin caching_sha2_password cannot be loaded", "f20-mysql-caching-sha2-client-plugin", "plain"),
    Q("连接 MySQL 8 报 caching_sha2_password 插件无法加载", "f20-mysql-caching-sha2-client-plugin", "zh"),
    Q("sphinx ImportError no module named sphinx_rtd_theme", "f20-sphinx-rtd-theme-not-installed", "plain"),
    Q("sphinx 构建文档找不到 sphinx_rtd_theme 模块", "f20-sphinx-rtd-theme-not-installed", "zh"),
    Q("mkdocs unrecognised theme name material", "f20-mkdocs-material-not-installed", "plain"),
    Q("mkdocs 提示无法识别主题 material", "f20-mkdocs-material-not-installed", "zh"),
    Q("mkdocs unrecognised theme {u'name': u'material'}", "f20-mkdocs-theme-options-old-mkdocs", "plain"),
    Q("mkdocs 旧版本把 theme name 字典当成主题名", "f20-mkdocs-theme-options-old-mkdocs", "zh"),
    Q("mkdocs error unrecognised theme with no name", "f20-mkdocs-theme-apt-pip-split", "plain"),
    Q("mkdocs 报 Unrecognised theme 没有主题名", "f20-mkdocs-theme-apt-pip-split", "zh"),
    Q("mix task phoenix.new could not be found", "f20-mix-phoenix-new-archive-missing", "plain"),
    Q("mix 找不到 phoenix.new 任务", "f20-mix-phoenix-new-archive-missing", "zh"),
    Q("mix task phx.new.web could not be found in umbrella", "f20-mix-phx-new-web-outside-installer", "plain"),
    Q("伞形项目里 mix phx.new.web 任务找不到", "f20-mix-phx-new-web-outside-installer", "zh"),
    Q("mix help phx task phx could not be found did you mean phx.new", "f20-mix-help-phx-no-task", "plain"),
    Q("mix help phx 提示找不到 phx 任务", "f20-mix-help-phx-no-task", "zh"),
    Q("mix the task phonix.server could not be found", "f20-mix-phoenix-server-typo", "plain"),
    Q("mix 报 phonix.server 任务不存在", "f20-mix-phoenix-server-typo", "zh"),
    Q("turbo missing packageManager field in package.json", "f20-turbo-packagemanager-field-missing", "plain"),
    Q("turbo 报 package.json 缺少 packageManager 字段", "f20-turbo-packagemanager-field-missing", "zh"),
    Q("turbo could not check if yarn is berry exit status 126", "f20-turbo-yarn-berry-check-failed", "plain"),
    Q("turbo 无法检测 yarn 版本 是否 berry", "f20-turbo-yarn-berry-check-failed", "zh"),
    Q("ReferenceError describe is not defined when running spec file", "f20-spec-run-without-test-runner", "plain"),
    Q("运行测试文件报 describe 未定义", "f20-spec-run-without-test-runner", "zh"),
]
