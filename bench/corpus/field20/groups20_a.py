"""Field set 20, part a: Apache's configtest (directives of modules not loaded), ImageMagick's security
policy (convert, Python's wand, PHP's Imagick, a shell's `import`), Nix's experimental features and
unfree packages, and cabal's missing build tools."""

from fieldspec import G, Q, V

_LINUX = ("linux",)

GROUPS = [
    # -- Apache: a directive whose module is not loaded; which directive decides the fix -------------
    G("f20-apache-rewriteengine-module", "apache2", "multiline",
      "https://github.com/opengovfoundation/madison/issues/1062",
      [V("apache2[<<pid>>]: AH00526: Syntax error on line <<line>> of /etc/apache2/sites-enabled/apache.conf:\n"
         "apache2[<<pid>>]: Invalid command 'RewriteEngine', perhaps misspelled or defined by a module not included "
         "in the server configuration\napache2[<<pid>>]: Action 'configtest' failed.", tool="systemctl",
         cmd="sudo systemctl restart apache2"),
       V("[Mon Apr 18 <<time>>.152940 2016] [core:alert] [pid <<pid>>] [client ::1:51366] "
         "/Library/WebServer/Documents/ProjectAdministration.proto/api/v1/.htaccess: Invalid command 'RewriteEngine', "
         "perhaps misspelled or defined by a module not included in the server configuration", os="macos",
         cmd="tail -f /var/log/apache2/error_log", src="https://github.com/AmpersandTarski/Ampersand/issues/384",
         cls="runtime-value"),
       V("[Wed Apr 06 <<time>>.061673 2016] [core:alert] [pid <<pid>>] [client <<host>>:37465] /var/www/html/.htaccess: "
         "Invalid command 'RewriteEngine', perhaps misspelled or defined by a module not included in the server "
         "configuration.", cmd="tail -n 20 /var/log/apache2/error.log",
         src="https://github.com/robinp7720/Blue-Stats-Minecraft/issues/32", cls="runtime-value"),
       V("apache2.service: Invalid command 'RewriteEngine', perhaps misspelled or defined by a module not included in "
         "the server configuration\napache2.service: Action 'start' failed.", cmd="journalctl -u apache2",
         src="https://github.com/kessibi/libretime-docker/issues/14"),
       V("Step 13/18 : RUN a2enmod -q cgi && a2enmod -q rewrite\n ---> Running in <<hex12>>\nAH00526: Syntax error on "
         "line 62 of /etc/apache2/sites-enabled/000-default.conf:\nInvalid command 'RewriteEngine', perhaps misspelled or "
         "defined by a module not included in the server configuration", tool="docker", cmd="docker build .",
         src="https://github.com/ZoneMinder/zmdockerfiles/issues/19", cls="wrapper")],
      cmd="sudo apachectl configtest", os=_LINUX, n=7, look="f20-apache-sslengine-module"),
    G("f20-apache-sslengine-module", "apache2", "multiline",
      "https://github.com/thevenusproject/The-Venus-Project-website/issues/3",
      [V("==> default:  * The apache2 configtest failed.\n==> default: Output of config test was:\n==> default: AH00526: "
         "Syntax error on line <<line>> of /etc/apache2/sites-enabled/000-default.conf:\n==> default: Invalid command "
         "'SSLEngine', perhaps misspelled or defined by a module not included in the server configuration\n==> default: "
         "Action 'configtest' failed.\n==> default: The Apache error log may have more information.\nThe SSH command "
         "responded with a non-zero exit status.", tool="vagrant", cmd="vagrant up", cls="wrapper"),
       V("Invalid command 'SSLEngine', perhaps misspelled or defined by a module not included in the server "
         "configuration", src="https://github.com/pterodactyl/documentation/pull/447", cls="everyday"),
       V("Jan 25 <<time>> alternc apache2[<<pid>>]: Output of config test was:\nJan 25 <<time>> alternc apache2[<<pid>>]: "
         "AH00526: Syntax error on line 2 of /etc/apache2/conf-enabled/alternc-ssl.conf:\nJan 25 <<time>> alternc "
         "apache2[<<pid>>]: Invalid command 'SSLHonorCipherOrder', perhaps misspelled or defined by a module n",
         tool="systemctl", cmd="sudo systemctl restart apache2", src="https://github.com/AlternC/AlternC/issues/36"),
       V("Invalid command SSLCipherSuite, perhaps misspelled or defined by a module\nnot included in the server "
         "configuration.", cmd="sudo /etc/init.d/apache2 start", src="https://github.com/Byzantium/ByzPi/issues/18",
         cls="version")],
      cmd="sudo service apache2 restart", os=_LINUX, look="f20-apache-rewriteengine-module", n=6),
    G("f20-apache-sslcertificatekeyfile-typo", "httpd", "everyday", "https://github.com/cunnie/sslip.io/pull/4",
      ["AH00526: Syntax error on line <<line>> of httpd-ssl.conf:\nInvalid command 'SLCertificateKeyFile', perhaps "
       "misspelled or defined by a module not included in the server configuration"],
      cmd="httpd -t", os=("linux", "macos"), look="f20-apache-sslengine-module"),
    G("f20-apache-pagespeed-directive", "httpd", "multiline",
      "https://github.com/apache/incubator-pagespeed-mod/issues/131",
      ["Apache restart failed. Unable to load pid from pid file and no httpd process \nfound in process list.\n\n"
       "Syntax error on line 212 of \n/usr/local/apache/conf/includes/post_virtualhost_global.conf:\nInvalid command "
       "'ModPagespeedImgMaxRewritesAtOnce', perhaps misspelled or \ndefined by a module not included in the server "
       "configuration",
       "Syntax error on line <<line>> of /usr/local/apache/conf/includes/post_virtualhost_global.conf:\nInvalid command "
       "'ModPagespeedImgMaxRewritesAtOnce', perhaps misspelled or defined by a module not included in the server "
       "configuration"],
      cmd="/etc/init.d/httpd restart", os=_LINUX, look="f20-apache-rewriteengine-module"),
    G("f20-apache-mime-type-as-directive", "apache2", "everyday",
      "https://github.com/JayHoltslander/jays-wp-htaccess/issues/4",
      ["Invalid command 'application/schema+json', perhaps misspelled or defined by a module not included in the server "
       "configuration",
       "[core:alert] [pid <<pid>>] [client <<host>>:51022] <<root>>/.htaccess: Invalid command 'application/schema+json', "
       "perhaps misspelled or defined by a module not included in the server configuration"],
      cmd="tail -f /var/log/apache2/error.log", os=_LINUX, look="f20-apache-rewriteengine-module"),
    G("f20-apache-secstatusengine-directive", "apache2", "everyday",
      "https://github.com/owasp-modsecurity/ModSecurity/issues/744",
      ["Invalid command 'SecStatusEngine', perhaps misspelled or defined by a module not included in the server "
       "configuration",
       "AH00526: Syntax error on line <<line>> of /etc/modsecurity/modsecurity.conf:\nInvalid command 'SecStatusEngine', "
       "perhaps misspelled or defined by a module not included in the server configuration\nAction 'configtest' failed."],
      cmd="sudo apachectl configtest", os=_LINUX, look="f20-apache-sslengine-module"),

    # -- ImageMagick's policy.xml: the coder or path the policy refuses ------------------------------
    G("f20-imagemagick-policy-pdf", "convert", "two-programs", "https://github.com/acl-org/aclpubcheck/issues/17",
      [V("convert: attempt to perform an operation not allowed by the security policy `PDF' @ "
         "error/constitute.c/IsCoderAuthorized/408", cmd="convert paper.pdf paper.png"),
       V("convert-im6.q16: attempt to perform an operation not allowed by the security policy `PDF' @ "
         "error/constitute.c/IsCoderAuthorized/421.\nconvert-im6.q16: no images defined `bla.png' @ "
         "error/convert.c/ConvertImageCommand/3229.", cmd="convert /usr/share/doc/biber/biber.pdf bla.png",
         src="https://github.com/aergus/dockerfiles/issues/12", cls="version"),
       V("    self.raise_exception()\n  File \"<<home>>/.local/lib/python3.8/site-packages/wand/resource.py\", line 225, "
         "in raise_exception\n    raise e\nwand.exceptions.PolicyError: attempt to perform an operation not allowed by the "
         "security policy `PDF' @ error/constitute.c/IsCoderAuthorized/408", tool="python",
         cmd="python main.py", src="https://github.com/HazyResearch/fonduer-tutorials/issues/81"),
       V("ImagickException: attempt to perform an operation not allowed by the security policy `PDF' @ "
         "error/constitute.c/IsCoderAuthorized/408", tool="php", cmd="sudo -u www-data php occ preview:generate-all",
         src="https://github.com/nextcloud/previewgenerator/issues/200"),
       V("API error: 500 Conversion failed: attempt to perform an operation not allowed by the security policy `PDF' @ "
         "error/constitute.c/IsCoderAuthorized/426", tool="php", cmd=None,
         src="https://github.com/Ym0T/pterodactyl-nginx-egg/issues/49", cls="version")],
      cmd="convert input.pdf output.png", os=_LINUX, n=7, look="f20-imagemagick-import-ran-as-shell"),
    G("f20-imagemagick-import-ran-as-shell", "import", "everyday", "https://github.com/SYWorks/waidps/issues/9",
      [V("import-im6.q16: attempt to perform an operation not allowed by the security policy `PS' @ "
         "error/constitute.c/IsCoderAuthorized/421", cmd="./waidps.py"),
       V("Error: import-im6.q16: attempt to perform an operation not allowed by security policy 'PS' "
         "@error/constitute.c/IsCoderAuthorized/408.", cmd="sudo import RV32",
         src="https://github.com/riscv-software-src/riscv-isa-sim/issues/737")],
      os=_LINUX, look="f20-imagemagick-policy-pdf"),
    G("f20-imagemagick-policy-textfile-path", "python", "wrapper",
      "https://github.com/harry0703/MoneyPrinterTurbo/issues/92",
      ["OSError: MoviePy Error: creation of None failed because of the following error: convert-im6.q16: attempt to "
       "perform an operation not allowed by the security policy `@/tmp/tmp<<hex8>>.txt' @ "
       "error/property.c/InterpretImageProperties/3668. convert-im6.q16: no images defined `PNG32:/tmp/tmp<<hex8>>.png' @ "
       "error/convert.c/ConvertImageCommand/3258. . .This error can be due to the fact that ImageMagick is not installed "
       "on your computer, or (for Windows users) that you didn't specify the path to the ImageMagick binary. Check the "
       "documentation."],
      cmd="python main.py", os=_LINUX, look="f20-imagemagick-policy-pdf"),
    G("f20-imagemagick-policy-delegate-null", "convert", "everyday",
      "https://github.com/ImageMagick/ImageMagick/issues/4225",
      ["convert: attempt to perform an operation not allowed by the security policy `(null)' @ "
       "error/delegate.c/InvokeDelegate/1734.\nconvert: no images defined `foo.jpg' @ "
       "error/convert.c/ConvertImageCommand/3322."],
      cmd="/usr/local/bin/convert 'https://<<host>>/v2/images/<<uuid>>?fit=crop' foo.jpg", os=_LINUX,
      look="f20-imagemagick-policy-pdf"),

    # -- Nix: which experimental feature is off; an unfree package ------------------------------------
    G("f20-nix-flakes-disabled", "nix", "version", "https://github.com/nabam/nixos-rockchip/issues/26",
      [V("error: experimental Nix feature 'flakes' is disabled; use '--extra-experimental-features flakes' to override",
         tool="nixos-install", cmd="sudo nixos-install"),
       V("copying channel...\nbuilding the configuration in /mnt/etc/nixos/configuration.nix...\nerror: experimental Nix "
         "feature 'flakes' is disabled; add '--extra-experimental-features flakes' to enable it", tool="nixos-install",
         cmd="sudo nixos-install", src="https://github.com/nix-community/disko/issues/984", cls="multiline"),
       V("copying channel...\nbuilding the configuration in /mnt/etc/nixos/configuration.nix...\nerror: experimental Nix "
         "feature 'flakes' is disabled; use '--extra-experimental-features flakes' to override", tool="nixos-install",
         cmd="nixos-install", src="https://github.com/nix-community/nixos-apple-silicon/issues/169", cls="multiline"),
       V("       … while calling the 'findFile' builtin\n         at «string»:1:25:\n\n       error: experimental Nix "
         "feature 'flakes' is disabled; add '--extra-experimental-features flakes' to enable it",
         tool="home-manager", cmd="home-manager switch", src="https://github.com/nix-community/home-manager/issues/7067",
         cls="multiline")],
      cmd="nix build .#default", os=_LINUX, n=6, look="f20-nix-command-disabled"),
    G("f20-nix-command-disabled", "nix", "version", "https://github.com/DavHau/pypi-deps-db/issues/7",
      [V("error: experimental Nix feature 'nix-command' is disabled; use '--extra-experimental-features nix-command' to "
         "override"),
       V("error: experimental Nix feature 'nix-command' is disabled; add '--extra-experimental-features nix-command' to "
         "enable it", cmd="nix develop github:typelevel/typelevel-nix#library",
         src="https://github.com/typelevel/typelevel-nix/issues/271")],
      cmd="nix flake show", os=("linux", "macos"), look="f20-nix-flakes-disabled"),
    G("f20-nix-unfree-refused", "nix", "multiline", "https://github.com/NixOS/nix/issues/1963",
      [V("error: Package ‘unrar-5.5.8’ in <nixpkgs>/pkgs/tools/archivers/unrar/default.nix:39 has an unfree license "
         "(‘unfreeRedistributable’), refusing to evaluate.\n\na) For `nixos-rebuild` you can set\n  { "
         "nixpkgs.config.allowUnfree = true; }\nin configuration.nix to override this.\n\nb) For `nix-env`, `nix-build`, "
         "`nix-shell` or any other Nix command you can add\n  { allowUnfree = true; }\nto ~/.config/nixpkgs/config.nix.\n\n"
         "(use '--show-trace' to show detailed location information)", cmd="nix build nixpkgs.unrar"),
       V("error: Package ‘google-chrome-89.0.4389.90’ in <<home>>/nixpkgs/pkgs/applications/networking/browsers/"
         "google-chrome/default.nix:156 has an unfree license (‘unfree’), refusing to evaluate.\n\n       a) To "
         "temporarily allow unfree packages, you can use an environment variable\n          for a single invocation of "
         "the nix tools.\n\n            $ export NIXPKGS_ALLOW_UNFREE=1\n\n       b) For `nixos-rebuild` you can set\n"
         "         { nixpkgs.config.allowUnfree = true; }\n       in configuration.nix to override this.",
         cmd="nix profile install nixpkgs#google-chrome", src="https://github.com/NixOS/nixpkgs/issues/116340",
         cls="version"),
       V("error: Package 'snow-code-desktop-<<ver>>' has an unfree license ('elastic20'), refusing to evaluate.",
         cmd="nix build .#desktop", src="https://github.com/serac-labs/serac/issues/158", cls="everyday"),
       V("Package ‘serviio-1.9’ in <<home>>/borg-rs/repo/pkgs/servers/serviio/default.nix:21 has an unfree license "
         "(‘unfree’), refusing to evaluate.\n\na) For `nixos-rebuild` you can set\n  { nixpkgs.config.allowUnfree = true; }"
         "\nin configuration.nix to override this.", tool="ofborg", cmd="nix-build -A serviio",
         src="https://github.com/NixOS/nixpkgs/pull/34053", cls="wrapper"),
       V("nix-repl> mendeley.name\nerror: Package ‘mendeley-1.16.3-stable_amd64’ in ‘<<home>>/nixpkgs/pkgs/applications/"
         "office/mendeley/default.nix:62’ has an unfree license (‘unfree’), refusing to evaluate.",
         tool="nix-repl", cmd="nix-repl", src="https://github.com/edolstra/nix-repl/issues/37", cls="wrapper")],
      cmd="nix-build", os=("linux", "macos"), n=7),

    # -- cabal: a build tool that is not on the path ----------------------------------------------------
    G("f20-cabal-happy-not-found", "cabal", "version", "https://github.com/haskell/happy/issues/211",
      [V("Building     happy-1.21.0 (exe:happy)\n\nFailed to build exe:happy from happy-1.21.0.\nConfiguring executable "
         "'happy' for happy-1.21.0..\nPreprocessing executable 'happy' for happy-1.21.0..\ncabal-3.4.0.0: The program "
         "'happy' is required but it could not be found", cmd="cabal install happy", cls="multiline"),
       V("Preprocessing executable 'happy' for happy-1.20.1..\nError: cabal-3.8.1.0: The program 'happy' is required but "
         "it could not be\nfound", cmd="cabal build", src="https://github.com/haskell/actions/issues/186"),
       V("Preprocessing library haskell-src-1.0.1.3...\ncabal: The program happy is required but it could not be found\n"
         "cabal: Error: some packages failed to install:\nhaskell-src-1.0.1.3 failed during the building phase. The "
         "exception was:\nexit: ExitFailure 1", cmd="cabal upgrade", src="https://github.com/haskell/cabal/issues/368"),
       V("Configuring haskell-src-exts-1.16.0.1...\nsetup-Simple-Cabal-1.18.1.5-x86_64-osx-ghc-7.8.4: The program happy "
         "version >=1.17 is required but it could not be found.\ncabal: Error: some packages failed to install:",
         os="macos", cmd="cabal install ghc-mod", src="https://github.com/begriffs/haskell-vim-now/issues/48"),
       V("happy-1.19.5: build: ERROR\nStdout was:\nBuilding happy-1.19.5...\nPreprocessing executable 'happy' for "
         "happy-1.19.5...\n\nStderr was:\nSetup.lhs: The program happy is required but it could not be found",
         tool="stack", cmd="stack build", src="https://github.com/commercialhaskell/stack/issues/157", cls="wrapper"),
       V("Preprocessing executable 'happy' for happy-1.19.4...\ncreating dist\\build\\happy\\happy-tmp\nsetup.exe: The "
         "program 'happy' is required but it could not be found", os="windows", cmd="cabal --verbose=3 build",
         src="https://github.com/haskell/happy/issues/39", cls="two-programs")],
      cmd="cabal build", os=("linux", "macos"), n=8, look="f20-cabal-ghc-not-found"),
    G("f20-cabal-ghc-not-found", "cabal", "everyday", "https://github.com/serras/emacs-haskell-tutorial/issues/47",
      ["cabal: The program ghc version >=6.4 is required but it could not be found."],
      cmd="cabal install happy", os=("windows",), look="f20-cabal-happy-not-found"),
]

QUERIES = [
    Q("apache says Invalid command RewriteEngine perhaps misspelled or defined by a module not included",
      "f20-apache-rewriteengine-module", "plain"),
    Q("apache 配置检查报错 Invalid command 'RewriteEngine'，需要启用哪个模块", "f20-apache-rewriteengine-module", "zh"),
    Q("apache configtest fails with invalid command SSLEngine", "f20-apache-sslengine-module", "plain"),
    Q("apache2 启动失败 Invalid command 'SSLEngine' 提示模块未包含", "f20-apache-sslengine-module", "zh"),
    Q("httpd syntax error invalid command SLCertificateKeyFile", "f20-apache-sslcertificatekeyfile-typo", "plain"),
    Q("httpd-ssl.conf 语法错误 SLCertificateKeyFile 无效命令", "f20-apache-sslcertificatekeyfile-typo", "zh"),
    Q("apache restart failed invalid command ModPagespeedImgMaxRewritesAtOnce", "f20-apache-pagespeed-directive", "plain"),
    Q("重启 apache 失败，ModPagespeed 指令无效", "f20-apache-pagespeed-directive", "zh"),
    Q("htaccess invalid command application/schema+json in apache log", "f20-apache-mime-type-as-directive", "plain"),
    Q("apache 日志 Invalid command 'application/schema+json' 是什么原因", "f20-apache-mime-type-as-directive", "zh"),
    Q("modsecurity SecStatusEngine invalid command apache", "f20-apache-secstatusengine-directive", "plain"),
    Q("开启 SecStatusEngine 后 apache 报无效命令", "f20-apache-secstatusengine-directive", "zh"),
    Q("imagemagick convert pdf not allowed by the security policy PDF", "f20-imagemagick-policy-pdf", "plain"),
    Q("ImageMagick 转换 PDF 报安全策略不允许 `PDF'", "f20-imagemagick-policy-pdf", "zh"),
    Q("import-im6.q16 not allowed by the security policy PS when running a python script",
      "f20-imagemagick-import-ran-as-shell", "plain"),
    Q("运行 python 脚本出现 import-im6.q16 安全策略 PS 错误", "f20-imagemagick-import-ran-as-shell", "zh"),
    Q("moviepy TextClip security policy @/tmp txt file not allowed", "f20-imagemagick-policy-textfile-path", "plain"),
    Q("MoviePy 生成文字报 ImageMagick 安全策略阻止 @/tmp 临时文件", "f20-imagemagick-policy-textfile-path", "zh"),
    Q("convert url not allowed by the security policy (null) InvokeDelegate", "f20-imagemagick-policy-delegate-null",
      "plain"),
    Q("convert 读取 https 图片报安全策略 (null) 委托被拒绝", "f20-imagemagick-policy-delegate-null", "zh"),
    Q("experimental Nix feature flakes is disabled", "f20-nix-flakes-disabled", "plain"),
    Q("nixos-install 提示 flakes 实验特性未启用", "f20-nix-flakes-disabled", "zh"),
    Q("nix says experimental feature nix-command is disabled", "f20-nix-command-disabled", "plain"),
    Q("nix 命令报 nix-command 实验特性被禁用", "f20-nix-command-disabled", "zh"),
    Q("nix package has an unfree license refusing to evaluate", "f20-nix-unfree-refused", "plain"),
    Q("nix 安装软件提示非自由许可证拒绝求值 allowUnfree", "f20-nix-unfree-refused", "zh"),
    Q("cabal the program happy is required but it could not be found", "f20-cabal-happy-not-found", "plain"),
    Q("cabal 编译时找不到 happy 程序", "f20-cabal-happy-not-found", "zh"),
    Q("cabal install says program ghc version >=6.4 is required but could not be found", "f20-cabal-ghc-not-found",
      "plain"),
    Q("cabal 安装包提示找不到 ghc", "f20-cabal-ghc-not-found", "zh"),
]
