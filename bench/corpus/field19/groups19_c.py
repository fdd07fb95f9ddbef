"""Field set 19, part c: Hugo's SCSS pipeline, Jupyter's subcommands, the pg gem, PHP's MySQL functions
and luarocks' external dependencies."""

from fieldspec import G, Q, V

W = ("windows",)
L = ("linux",)
M = ("macos",)
U = ("linux", "macos")

_JUPYTER_TB = ("Traceback (most recent call last):\n  File \"/usr/bin/jupyter\", line 11, in <module>\n"
               "    load_entry_point('jupyter-core==4.6.3', 'console_scripts', 'jupyter')()\n"
               "  File \"<<home>>/.local/lib/python3.8/site-packages/jupyter_core/command.py\", line 247, in main\n"
               "    command = _jupyter_abspath(subcommand)\n"
               "  File \"<<home>>/.local/lib/python3.8/site-packages/jupyter_core/command.py\", line 133, in "
               "_jupyter_abspath\n    raise Exception(\n")
_LUAROCKS_SSL = ("You may have to install OPENSSL in your system and/or pass OPENSSL_DIR or OPENSSL_INCDIR to the "
                 "luarocks command.\n")
_PG_EXTCONF = ("checking for libpq-fe.h... no\nCan't find the 'libpq-fe.h header\n*** extconf.rb failed ***\n"
               "Could not create Makefile due to some reason, probably lack of necessary\n"
               "libraries and/or headers.  Check the mkmf.log file for more details.  You may\n"
               "need configuration options.")

GROUPS = [
    G("f19-hugo-tocss-not-extended", "hugo", "version", "https://github.com/reuixiy/hugo-theme-meme/issues/17", [
        V("Building sites … ERROR 2019/11/02 01:22:55 Transformation failed: TOCSS: failed to transform "
          "\"styles/main-rendered.scss\" (text/x-scss): this feature is not available in your current Hugo version, see "
          "https://goo.gl/YMrWcn for more information\nTotal in <<ms>> ms\nError: Error building site: logged 2 error(s)",
          os="windows"),
        V("Building sites … ERROR 2018/08/06 15:57:05 error: failed to transform resource: TOCSS: failed to transform "
          "\"style.sass\" (text/x-sass): this feature is not available in your current Hugo version\nTotal in <<ms>> ms\n"
          "Error: Error building site: logged 1 error(s)", os="linux", src="https://github.com/StefMa/hugo-fresh/issues/14"),
        V("Building sites … ERROR 2019/06/11 17:08:29 error: failed to transform resource: TOCSS: failed to transform "
          "\"main_parsed.scss\" (text/x-scss): this feature is not available in your current Hugo version, see "
          "https://goo.gl/YMrWcn for more information\nTotal in <<ms>> ms\nError: Error building site: logged 1 error(s)",
          os="windows", src="https://github.com/HugoBlox/kit/issues/1129"),
        V("ERROR 2023/01/06 12:06:46 TOCSS: failed to transform \"style.coder-dark.css\" (text/x-scss). Check your Hugo "
          "installation; you need the extended version to build SCSS/SASS with transpiler set to 'libsass'.: this "
          "feature is not available in your current Hugo version, see https://goo.gl/YMrWcn for more information\n"
          "Error: Error building site: TOCSS: failed to transform \"style.coder.css\" (text/x-scss). Check your Hugo "
          "installation; you need the extended version to build SCSS/SASS with transpiler set to 'libsass'.: this "
          "feature is not available in your current Hugo version, see https://goo.gl/YMrWcn for more information\n"
          "Built in <<ms>> ms", os="windows", src="https://github.com/luizdepra/hugo-coder/issues/757", cls="multiline"),
        V("Building sites … WARN 2019/05/13 02:05:19 Page's .Hugo is deprecated and will be removed in a future "
          "release. Use the global hugo function.\nERROR 2019/05/13 02:05:19 error: failed to transform resource: TOCSS: "
          "failed to transform \"styles/main-rendered.scss\" (text/x-scss): this feature is not available in your "
          "current Hugo version, see https://goo.gl/YMrWcn for more information\nTotal in <<ms>> ms\n"
          "Error: Error building site: logged 1 error(s)", os="macos", src="https://github.com/laozhu/hugo-nuo/issues/124",
          cls="multiline"),
        V("error: failed to transform resource: TOCSS: failed to transform \"scss/main.scss\" (text/x-scss): this "
          "feature is not available in your current Hugo version", os="windows",
          src="https://github.com/gohugoio/hugo/issues/5793"),
        V("failed to transform \"style.coder.css\" (text/x-scss): this feature is not available in your current Hugo "
          "version", os="macos", src="https://github.com/luizdepra/hugo-coder/issues/104"),
        V("Building sites … ERROR 2018/09/13 22:40:33 error: failed to transform resource: TOCSS: failed to transform "
          "\"css/main.scss\" (text/x-scss): this feature is not available in your current Hugo version\nTotal in <<ms>> ms\n"
          "Error: Error building site: logged 1 error(s)", os="windows", src="https://github.com/liuzc/LeaveIt/issues/1"),
    ], cmd="hugo server"),
    G("f19-jupyter-notebook-not-installed", "jupyter", "multiline", "https://github.com/jupyter/notebook/issues/5409", [
        V(_JUPYTER_TB + "Exception: Jupyter command `jupyter-notebook` not found.", os="linux"),
        V("Traceback (most recent call last):\n"
          "  File \"C:\\OSGeo4W\\apps\\Python37\\lib\\runpy.py\", line 193, in _run_module_as_main\n"
          "    \"__main__\", mod_spec)\n  File \"C:\\OSGeo4W\\apps\\Python37\\lib\\runpy.py\", line 85, in _run_code\n"
          "    exec(code, run_globals)\n"
          "  File \"C:\\OSGeo4W\\apps\\Python37\\Scripts\\jupyter.exe\\__main__.py\", line 7, in <module>\n"
          "  File \"C:\\OSGeo4W\\apps\\Python37\\lib\\site-packages\\jupyter_core\\command.py\", line 247, in main\n"
          "    command = _jupyter_abspath(subcommand)\n"
          "  File \"C:\\OSGeo4W\\apps\\Python37\\lib\\site-packages\\jupyter_core\\command.py\", line 134, in "
          "_jupyter_abspath\n    'Jupyter command `{}` not found.'.format(jupyter_subcommand)\n"
          "Exception: Jupyter command `jupyter-notebook` not found.", os="windows",
          src="https://github.com/jupyter/notebook/issues/5754"),
        V("usage: jupyter [-h] [--version] [--config-dir] [--data-dir] [--runtime-dir] [--paths] [--json] [--debug] "
          "[subcommand]\n\nJupyter: Interactive Computing\n\npositional arguments:\n  subcommand     the subcommand to "
          "launch\n\nAvailable subcommands: dejavu events execute kernel kernelspec lab labextension labhub migrate "
          "nbconvert run script\nserver troubleshoot trust\n\nJupyter command `jupyter-notebook` not found.",
          os="windows", src="https://github.com/readthedocs/sphinx-autoapi/issues/482", cls="version"),
        V("Jupyter command `jupyter-notebook` not found.", os="macos",
          src="https://github.com/craigbarratt/hass-pyscript-jupyter/issues/33", cls="everyday"),
        V("Exception: Jupyter command `jupyter-notebook` not found.", os="linux",
          src="https://github.com/jupyter/notebook/issues/5848", cls="everyday"),
        V("'notebook' is not a Jupyter command", os="macos", src="https://github.com/jupyter/notebook/issues/448",
          cls="version"),
    ], cmd="jupyter notebook", n=6),
    G("f19-jupyter-notebooks-typo", "jupyter", "multiline", "https://github.com/jupyter/notebook/issues/5297", [
        "Traceback (most recent call last):\n  File \"<<home>>/miniconda2/bin/jupyter\", line 11, in <module>\n"
        "    sys.exit(main())\n"
        "  File \"<<home>>/.local/lib/python3.6/site-packages/jupyter_core/command.py\", line 247, in main\n"
        "    command = _jupyter_abspath(subcommand)\n"
        "  File \"<<home>>/.local/lib/python3.6/site-packages/jupyter_core/command.py\", line 134, in _jupyter_abspath\n"
        "    'Jupyter command `{}` not found.'.format(jupyter_subcommand)\n"
        "Exception: Jupyter command `jupyter-notebooks` not found.",
    ], cmd="jupyter notebooks", os=L, look="f19-jupyter-notebook-not-installed"),
    G("f19-jupyter-lab-not-installed", "jupyter", "multiline", "https://github.com/neolee/pilot/issues/82", [
        V("Traceback (most recent call last):\n  File \"/usr/local/bin/jupyter\", line 8, in <module>\n"
          "    sys.exit(main())\n  File \"/Library/Python/2.7/site-packages/jupyter_core/command.py\", line 247, in main\n"
          "    command = _jupyter_abspath(subcommand)\n"
          "  File \"/Library/Python/2.7/site-packages/jupyter_core/command.py\", line 134, in _jupyter_abspath\n"
          "    'Jupyter command `{}` not found.'.format(jupyter_subcommand)\n"
          "Exception: Jupyter command `jupyter-lab` not found.", os="macos"),
        V("jupyter: 'lab' is not a Jupyter command", os="linux", src="https://github.com/jupyterlab/jupyterlab/issues/1125",
          cls="version"),
        V("Error executing Jupyter command 'lab': [Errno 2] No such file or directory", os="macos",
          src="https://github.com/jupyterlab/jupyterlab/issues/3648", cls="version"),
        V("Error executing Jupyter command 'lab': [Errno 2] No such file or directory", os="linux", tool="nvidia-docker",
          cmd="nvidia-docker run --rm --name tf-notebook -p 8888:8888 -p 6006:6006 tensorflow/tensorflow:latest-gpu "
              "jupyter lab --allow-root", src="https://github.com/jupyterlab/jupyterlab/issues/5557", cls="wrapper"),
    ], cmd="jupyter lab", n=6, look="f19-jupyter-notebook-not-installed"),
    G("f19-gem-pg-no-libpq-header", "bundle", "multiline", "https://github.com/PENGZhaoqing/CourseSelect/issues/90", [
        V("Fetching pg 0.18.4\nInstalling pg 0.18.4 with native extensions\n"
          "Gem::Ext::BuildError: ERROR: Failed to build gem native extension.\n\n"
          "    current directory: <<home>>/.rbenv/versions/2.2.4/lib/ruby/gems/2.2.0/gems/pg-0.18.4/ext\n"
          "checking for pg_config... yes\nUsing config values from /usr/bin/pg_config\n"
          "You need to install postgresql-server-dev-NN for building a server-side extension or libpq-dev for building a\n"
          "client-side application.\n" + _PG_EXTCONF, os="linux"),
        V("An error occurred while installing pg (0.18.4), and Bundler cannot continue.\n"
          "Make sure that `gem install pg -v '0.18.4'` succeeds before bundling.", os="macos",
          src="https://github.com/dphuang2/PoGoBag/issues/5", cls="everyday"),
        V("An error occurred while installing pg (0.21.0), and Bundler cannot continue.\n"
          "Make sure that `gem install pg -v '0.21.0' --source 'https://rubygems.org/'` succeeds before bundling.",
          os="linux", src="https://github.com/vmware-archive/postfacto/issues/72", cls="everyday"),
        V("Gem::Ext::BuildError: ERROR: Failed to build gem native extension.\n\n"
          "    current directory: /var/lib/gems/2.3.0/gems/pg-0.21.0/ext\n"
          "/usr/bin/ruby2.3 -r ./siteconf20170916-<<pid>>-1ftect8.rb extconf.rb\nchecking for pg_config... yes\n"
          "Using config values from /usr/bin/pg_config\n"
          "You need to install postgresql-server-dev-X.Y for building a server-side extension or libpq-dev for building a\n"
          "client-side application.\n" + _PG_EXTCONF, os="linux", src="https://github.com/rubygems/bundler/issues/6035"),
        V("Calling libpq with GVL unlocked\nchecking for pg_config... yes\nUsing config values from /usr/bin/pg_config\n"
          "Using libpq from /usr/lib/x86_64-linux-gnu\nchecking for libpq-fe.h... no\nCan't find the 'libpq-fe.h header\n"
          "*****************************************************************************\n\n"
          "Unable to find PostgreSQL client library.\n\nPlease install libpq or postgresql client package like so:\n"
          "  sudo apt install libpq-dev\n  sudo yum install postgresql-devel\n  sudo zypper in postgresql-devel\n"
          "  sudo pacman -S postgresql-libs\n\n*** extconf.rb failed ***", os="linux",
          src="https://github.com/rapid7/metasploit-framework/issues/17779", cls="version"),
        V("Installing pg (0.13.2) with native extensions \n"
          "Gem::Installer::ExtensionBuildError: ERROR: Failed to build gem native extension.\n\n"
          "        <<home>>/.rvm/rubies/ruby-1.9.2-p290/bin/ruby extconf.rb \nchecking for pg_config... no\n"
          "No pg_config... trying anyway. If building fails, please try again with\n --with-pg-config=/path/to/pg_config\n"
          "checking for libpq-fe.h... no\nCan't find the 'libpq-fe.h header\n*** extconf.rb failed ***",
          os="macos", src="https://github.com/ged/ruby-pg/issues/127", cls="version"),
    ], cmd="bundle install", exit=5),
    G("f19-php-mysqli-extension-off", "php", "wrapper", "https://github.com/php/php-src/issues/8377", [
        V("Fatal error: Uncaught Error: Call to undefined function mysqli_connect() in E:\\connect.php:8 Stack trace: #0 "
          "{main} thrown in E:\\connect.php on line 8", os="windows", cls="everyday"),
        V("PHP Fatal error:  Uncaught Error: Call to undefined function mysqli_connect() in "
          "/opt/whmcs-freeradius/cron.php:38\nStack trace:\n#0 {main}\n  thrown in /opt/whmcs-freeradius/cron.php on "
          "line 38", os="linux", cmd="php /opt/whmcs-freeradius/cron.php",
          src="https://github.com/eksoverzero/whmcs-freeradius/issues/40", cls="multiline"),
        V("[Thu Apr 13 16:33:03.967328 2023] [lsapi:error] [pid <<pid>>:tid 47997232551680] [client <<host>>:0] "
          "[host www.wimmeracomputers.com.au] Backend fatal error: PHP Fatal error:  Uncaught Error: Call to undefined "
          "function mysqli_connect() in <<home>>/public_html/db_connection.php:8\\nStack trace:\\n#0 "
          "<<home>>/public_html/index_test.php(3): OpenCon()\\n#1 {main}\\n  thrown in "
          "<<home>>/public_html/db_connection.php on line 8\\n", os="linux", tool="apache", cmd="",
          src="https://github.com/php/doc-en/issues/2424"),
        V("[14-Jul-2014 14:12:38 UTC] PHP Fatal error:  Call to undefined function mysqli_connect() in "
          "V:\\neard\\www\\github\\neard\\core\\classes\\bins\\class.bin.mariadb.php on line 138", os="windows",
          src="https://github.com/neard/neard/issues/56", cls="version"),
        V("A PHP Error was encountered\n\nSeverity: Error\n\nMessage: Call to undefined function mysqli_init()\n\n"
          "Filename: mysqli/mysqli_driver.php\n\nLine Number: 103", os="linux", tool="codeigniter", cmd="",
          src="https://github.com/bcit-ci/CodeIgniter/issues/3211"),
    ], cmd="php -S localhost:<<port>>", exit=255, n=6),
    G("f19-php-mysql-connect-removed", "php", "everyday", "https://github.com/anantgarg/Qwench/issues/24", [
        V("Fatal error: Uncaught Error: Call to undefined function mysql_connect() in "
          "E:\\website\\webpage\\libraries\\shared.php:133 Stack trace: #0 E:\\website\\webpage\\libraries\\shared.php(206): "
          "db() #1 E:\\website\\webpage\\index.php(34): include_once('E:\\\\website\\\\webp...') #2 {main} thrown in "
          "E:\\website\\webpage\\libraries\\shared.php on line 133", os="windows"),
        V("Fatal error: Uncaught Error: Call to undefined function mysql_connect() in /opt/lampp/htdocs/st/userlogin.php:66 "
          "Stack trace: #0 {main} thrown in /opt/lampp/htdocs/st/userlogin.php on line 66", os="linux",
          src="https://github.com/akshaytambe/StudiousMe/issues/2"),
        V("Fatal error: Uncaught Error: Call to undefined function mysql_connect() in D:\\xampp\\htdocs\\Index.php:6 Stack "
          "trace: #0 {main} thrown in D:\\xampp\\htdocs\\Index.php on line 6", os="windows",
          src="https://github.com/thedevdojo/php-login-script/issues/5"),
        V("Fatal error: Uncaught Error: Call to undefined function mysql_connect() in "
          "<<home>>/vakatsye.srooli.com/header.php:5 Stack trace: #0 <<home>>/vakatsye.srooli.com/index.php(3): "
          "include_once() #1 {main} thrown in <<home>>/vakatsye.srooli.com/header.php on line 5", os="linux",
          src="https://github.com/abenzer/represent-map/issues/86"),
        V("Fatal error: Uncaught Error: Call to undefined function mysql_connect() in "
          "C:\\xampp\\htdocs\\voting\\online_voting\\connection.php:3 Stack trace: #0 "
          "C:\\xampp\\htdocs\\voting\\online_voting\\admin\\checklogin.php(13): require() #1 {main} thrown in "
          "C:\\xampp\\htdocs\\voting\\online_voting\\connection.php on line 3", os="windows",
          src="https://github.com/rezwanh001/Online-Voting-System-using-php-and-mysql/issues/15"),
    ], cmd="php -S localhost:<<port>>", exit=255, n=6, look="f19-php-mysqli-extension-off"),
    G("f19-luarocks-openssl-header", "luarocks", "multiline", "https://github.com/zhaozg/lua-openssl/issues/223", [
        V("Installing https://luarocks.org/openssl-0.7.8-0.src.rock\n\nError: Could not find header file for OPENSSL\n"
          "  No file openssl/evp.h in /usr/local/include\n  No file openssl/evp.h in /usr/include\n" + _LUAROCKS_SSL +
          "Example: luarocks install openssl OPENSSL_DIR=/usr/local\n"
          "The command '/bin/sh -c luarocks install openssl' returned a non-zero code: 1", tool="docker",
          cmd="docker build -t <<proj>> .", cls="wrapper"),
        V("Error: Could not find header file for OPENSSL\n  No file openssl/ssl.h in /usr/local/include\n"
          "  No file openssl/ssl.h in /usr/include\n" + _LUAROCKS_SSL + "Example: luarocks install luasec "
          "OPENSSL_DIR=/usr/local", cmd="luarocks install http", src="https://github.com/termux/termux.github.io/issues/41"),
        V("Installing https://luarocks.org/luasec-0.9-1.src.rock\n\nError: Failed installing dependency: "
          "https://luarocks.org/luasec-0.9-1.src.rock - Could not find header file for OPENSSL\n"
          "  No file openssl/ssl.h in openssl/include\n" + _LUAROCKS_SSL + "Example: luarocks install luasec "
          "OPENSSL_DIR=/usr/local\nmake: *** [Makefile:152: deps] Error 1", tool="make", cmd="make deps",
          src="https://github.com/apache/apisix/issues/8669", cls="wrapper"),
        V("Installing https://luarocks.org/luasec-0.9-1.src.rock\n\nError: Failed installing dependency: "
          "https://luarocks.org/luasec-0.9-1.src.rock - Could not find header file for OPENSSL\n"
          "  No file openssl/ssl.h in /usr/local/openresty/openssl/include\n" + _LUAROCKS_SSL + "Example: luarocks "
          "install luasec OPENSSL_DIR=/usr/local\nmake: *** [deps] 错误 1", tool="make", cmd="make deps", locale="zh",
          src="https://github.com/apache/apisix/issues/3898", cls="locale"),
        V("Error: Could not find header file for OPENSSL\n  No file openssl/ssl.h in c:/external/include\n" + _LUAROCKS_SSL +
          "Example: luarocks install luawebsocket OPENSSL_DIR=/usr/local", os="windows",
          cmd="luarocks install luawebsocket", src="https://github.com/arcapos/luawebsocket/issues/2"),
    ], cmd="luarocks install luasec", os=L, n=7),
    G("f19-luarocks-crypto-header", "luarocks", "multiline", "https://github.com/luarocks/luarocks/issues/1458", [
        V("Installing https://luarocks.org/luaossl-20220711-0.src.rock\n\nError: Failed installing dependency: "
          "https://luarocks.org/luaossl-20220711-0.src.rock - Could not find header file for CRYPTO\n"
          "  No file openssl/crypto.h in /usr/include", os="macos", cmd="luarocks install lapis"),
        V("Installing https://luarocks.org/luaossl-20200709-0.src.rock\n\nError: Failed installing dependency: "
          "https://luarocks.org/luaossl-20200709-0.src.rock - Could not find header file for CRYPTO\n"
          "  No file openssl/crypto.h in /usr/local/include\n  No file openssl/crypto.h in /usr/include\n"
          "  No file openssl/crypto.h in /include\nYou may have to install CRYPTO in your system and/or pass CRYPTO_DIR "
          "or CRYPTO_INCDIR to the luarocks command.\nExample: luarocks install luaossl CRYPTO_DIR=/usr/local", os="linux",
          cmd="luarocks install opentracing", src="https://github.com/Kong/opentracing-lua/issues/4"),
        V("Error: Failed installing dependency: https://luarocks.org/lapis-1.16.0-1.src.rock - Failed installing "
          "dependency: https://luarocks.org/luaossl-20250929-0.src.rock - Could not find header file for CRYPTO\n"
          "  No file openssl/crypto.h in /usr/local/openresty/openssl3/include\nYou may have to install CRYPTO in your "
          "system and/or pass CRYPTO_DIR or CRYPTO_INCDIR to the luarocks command.", os="linux", tool="podman-compose",
          cmd="podman-compose up -d --build", src="https://github.com/openresty/docker-openresty/issues/283",
          cls="wrapper"),
    ], cmd="luarocks install luaossl", look="f19-luarocks-openssl-header"),
    G("f19-luarocks-crypto-library", "luarocks", "multiline", "https://github.com/wahern/luaossl/issues/160", [
        "Error: Could not find expected file libcrypto.a, or libcrypto.so, or libcrypto.so.* for CRYPTO -- \n"
        "you may have to install CRYPTO in your system and/or pass CRYPTO_DIR or CRYPTO_LIBDIR \n"
        "to the luarocks command. Example: luarocks install luaossl CRYPTO_DIR=/usr/local",
    ], cmd="luarocks install luaossl", os=L, look="f19-luarocks-crypto-header"),
    G("f19-luarocks-openssl-library-windows", "luarocks", "multiline", "https://github.com/arcapos/luawebsocket/issues/2", [
        "Installing https://luarocks.org/luawebsocket-1.0.0-1.rockspec...\n"
        "Using https://luarocks.org/luawebsocket-1.0.0-1.rockspec... switching to 'build' mode\n\n"
        "Error: Could not find library file for OPENSSL\n  No file libssl.dll.a in c:/external/lib\n"
        "  No file ssl.dll.a in c:/external/lib\n  No file libssl.a in c:/external/lib\n"
        "  No file cygssl.dll in c:/external/lib\n  No file libssl.dll in c:/external/lib\n"
        "  No file ssl.dll in c:/external/lib\n  No file ssl.lib in c:/external/lib\n"
        "You may have to install OPENSSL in your system and/or pass OPENSSL_DIR or OPENSSL_LIBDIR to the luarocks "
        "command.\nExample: luarocks install luawebsocket OPENSSL_DIR=/usr/local",
    ], cmd="luarocks install luawebsocket OPENSSL_INCDIR=C:\\OpenSSL-Win64\\include", os=W,
        look="f19-luarocks-openssl-header"),
]

QUERIES = [
    Q("hugo TOCSS this feature is not available in your current Hugo version", "f19-hugo-tocss-not-extended", "plain"),
    Q("hugo 编译 scss 提示需要 extended 版本", "f19-hugo-tocss-not-extended", "zh"),
    Q("Exception: Jupyter command jupyter-notebook not found", "f19-jupyter-notebook-not-installed", "plain"),
    Q("运行 jupyter notebook 提示找不到 jupyter-notebook 命令", "f19-jupyter-notebook-not-installed", "zh"),
    Q("jupyter notebooks with an s says command not found", "f19-jupyter-notebooks-typo", "plain"),
    Q("jupyter 提示找不到 jupyter-notebooks 命令", "f19-jupyter-notebooks-typo", "zh"),
    Q("jupyter lab is not a jupyter command after pip install", "f19-jupyter-lab-not-installed", "plain"),
    Q("输入 jupyter lab 提示找不到 jupyter-lab 命令", "f19-jupyter-lab-not-installed", "zh"),
    Q("bundle install pg fails can't find the libpq-fe.h header", "f19-gem-pg-no-libpq-header", "plain"),
    Q("bundle 安装 pg gem 找不到 libpq-fe.h", "f19-gem-pg-no-libpq-header", "zh"),
    Q("call to undefined function mysqli_connect", "f19-php-mysqli-extension-off", "plain"),
    Q("PHP 报未定义函数 mysqli_connect 扩展没开", "f19-php-mysqli-extension-off", "zh"),
    Q("php 7 call to undefined function mysql_connect", "f19-php-mysql-connect-removed", "plain"),
    Q("PHP7 里 mysql_connect 函数未定义", "f19-php-mysql-connect-removed", "zh"),
    Q("luarocks could not find header file for OPENSSL luasec", "f19-luarocks-openssl-header", "plain"),
    Q("luarocks 安装 luasec 找不到 OPENSSL 头文件", "f19-luarocks-openssl-header", "zh"),
    Q("luarocks luaossl could not find header file for CRYPTO", "f19-luarocks-crypto-header", "plain"),
    Q("luaossl 安装找不到 CRYPTO 头文件 crypto.h", "f19-luarocks-crypto-header", "zh"),
    Q("luarocks could not find expected file libcrypto.so for CRYPTO", "f19-luarocks-crypto-library", "plain"),
    Q("luarocks 找不到 libcrypto.so 库文件", "f19-luarocks-crypto-library", "zh"),
    Q("luarocks on windows could not find library file for OPENSSL libssl", "f19-luarocks-openssl-library-windows",
      "plain"),
    Q("Windows 上 luarocks 找不到 OPENSSL 库文件", "f19-luarocks-openssl-library-windows", "zh"),
]
