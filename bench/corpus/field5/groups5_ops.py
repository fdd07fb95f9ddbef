"""Field set 5: server and system package tools whose message names the thing that is wrong:
nginx's unknown or misplaced directive, the PHP extension that will not load, the package dnf or
pacman cannot find. Each directive, extension or package is its own group (the fix differs: build
a module, install an extension, enable a repository, fix a typo); the log or journal prefix, the
time and the pid are volatile."""

from fieldspec import G, V

_NGINX_FAIL = "nginx: configuration file {conf} test failed"
_PHP = ("PHP Warning:  PHP Startup: Unable to load dynamic library '{path}' - {lib}: cannot open shared object file:"
        " No such file or directory in Unknown on line 0")

GROUPS = [
    G("f5-nginx-unknown-directive-check", "nginx", "everyday",
      "https://github.com/yaoweibin/nginx_upstream_check_module/issues/216",
      ["nginx: [emerg] unknown directive \"check\" in /etc/nginx/conf.d/demo.conf:8\n"
       + _NGINX_FAIL.format(conf="/etc/nginx/nginx.conf")],
      cmd="nginx -t", os=("linux",)),
    G("f5-nginx-unknown-directive-echo", "nginx", "everyday", "https://github.com/openresty/echo-nginx-module/issues/87",
      ["nginx: [emerg] unknown directive \"echo\" in /usr/local/nginx/conf/nginx.conf:44\n"
       + _NGINX_FAIL.format(conf="/usr/local/nginx/conf/nginx.conf")],
      cmd="./nginx -t", os=("linux",), look="f5-nginx-unknown-directive-check"),
    G("f5-nginx-unknown-directive-rtmp", "nginx", "wrapper", "https://github.com/yigiterinc/video-streaming-over-http/issues/1",
      ["nginx: [emerg] unknown directive \"rtmp\" in /etc/nginx/nginx.conf:7",
       V("● nginx.service - A high performance web server and a reverse proxy server\n"
         "     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)\n"
         "     Active: failed (Result: exit-code) since Thu <<date>> <<time>> UTC; 11s ago\n"
         "       Docs: man:nginx(8)\n    Process: <<pid>> ExecStartPre=/usr/sbin/nginx -t -q -g daemon on;"
         " master_process on; (code=exited, status=1/FAILURE)", tool="systemctl", cmd="systemctl status nginx", exit=3)],
      cmd="nginx -t", os=("linux",), look="f5-nginx-unknown-directive-check"),
    G("f5-nginx-unknown-directive-load-module", "nginx", "version", "https://github.com/pdroll/Raspberry-Pi-Node-Server/issues/1",
      ["nginx: [emerg] unknown directive \"load_module\" in /etc/nginx/modules-enabled/50-mod-http-auth-pam.conf:1\n"
       + _NGINX_FAIL.format(conf="/etc/nginx/nginx.conf")],
      cmd="nginx -T", os=("linux",), look="f5-nginx-unknown-directive-check"),
    G("f5-nginx-unknown-directive-ubus-interpreter", "openwrt", "wrapper", "https://github.com/openwrt/packages/pull/20892",
      ["Sat Apr 29 <<time>> 2023 daemon.err nginx_init: 2023/04/29 <<time>> [emerg] <<pid>>#0: unknown directive"
       " \"ubus_interpreter\" in /etc/nginx/conf.d/luci.locations:21\n"
       "Sat Apr 29 <<time>> 2023 daemon.err nginx_init: nginx: configuration file /etc/nginx/uci.conf test failed\n"
       "Sat Apr 29 <<time>> 2023 daemon.err nginx_init: NOT using conf file!"],
      cmd="logread", exit=0, os=("linux",), shells=("sh",), look="f5-nginx-unknown-directive-check"),
    G("f5-nginx-server-directive-not-allowed", "journalctl", "wrapper",
      "https://github.com/idealo/falcon-prediction-app/issues/3",
      ["Dec 12 <<time>> <<proj>> nginx[<<pid>>]: nginx: [emerg] \"server\" directive is not allowed here in"
       " /etc/nginx/nginx.conf:1\nDec 12 <<time>> <<proj>> nginx[<<pid>>]: nginx: configuration file"
       " /etc/nginx/nginx.conf test failed\nDec 12 <<time>> <<proj>> systemd[1]: nginx.service: Control process"
       " exited, code=exited status=1"],
      cmd="journalctl -xe", exit=0, os=("linux",)),
    G("f5-nginx-upstream-directive-not-allowed", "nginx", "everyday", "https://github.com/82Flex/DCRM/issues/16",
      ["nginx: [emerg] \"upstream\" directive is not allowed here in /etc/nginx/nginx.conf:1"],
      cmd="nginx -t", os=("linux",), look="f5-nginx-server-directive-not-allowed"),
    G("f5-php-cpp-ext-libphpx-missing", "php", "version", "https://github.com/swoole/phpx/issues/38",
      [_PHP.format(path="/usr/local/php7/lib/php/extensions/no-debug-non-zts-20160303/cpp_ext.so", lib="libphpx.so")
       + "\n\nWarning: PHP Startup: Unable to load dynamic library"
       " '/usr/local/php7/lib/php/extensions/no-debug-non-zts-20160303/cpp_ext.so' - libphpx.so: cannot open shared"
       " object file: No such file or directory in Unknown on line 0",
       V("Warning: PHP Startup: Unable to load dynamic library"
         " '/usr/local/php/lib/php/extensions/no-debug-non-zts-20151012/cpp_ext.so' - libphpx.so: cannot open shared"
         " object file: No such file or directory in Unknown on line 0", src="https://github.com/swoole/phpx/issues/8")],
      cmd="php echo.php", os=("linux",)),
    G("f5-php-pecl-so-missing", "php", "non-file-path", "https://github.com/gplessis/dotdeb-php/issues/76",
      [_PHP.format(path="/usr/lib/php5/20131226/pecl.so", lib="/usr/lib/php5/20131226/pecl.so")
       + "\nPHP 5.6.5-1~dotdeb.1 (cli) (built: Jan 28 2015 05:40:56)"],
      cmd="php -v", exit=0, os=("linux",), look="f5-php-cpp-ext-libphpx-missing"),
    G("f5-php-hello-so-missing", "php", "non-file-path", "https://github.com/jheth/hello-php-extension/issues/2",
      [_PHP.format(path="modules/hello.so", lib="modules/hello.so")
       + "\n\nFatal error: Uncaught Error: Call to undefined function hello_world() in Command line code:1\n"
       "Stack trace:\n#0 {main}\n  thrown in Command line code on line 1"],
      cmd="php -r 'hello_world();'", exit=255, os=("linux",), look="f5-php-cpp-ext-libphpx-missing"),
    G("f5-php-windows-dll-on-linux", "php", "non-file-path", "https://github.com/oerdnj/deb.sury.org/issues/854",
      [_PHP.format(path="/usr/lib/php/20131226/php_openssl.dll", lib="/usr/lib/php/20131226/php_openssl.dll") + "\n"
       + _PHP.format(path="/usr/lib/php/20131226/php_soap.dll", lib="/usr/lib/php/20131226/php_soap.dll")],
      cmd="php -v", exit=0, os=("linux",), look="f5-php-pecl-so-missing"),
    G("f5-dnf-no-package-spotify", "dnf", "version", "https://github.com/negativo17/spotify-client/issues/23",
      ["Last metadata expiration check: 0:00:00 ago on <<date>>T<<time>> EEST.\nNo package spotify available.\n"
       "Error: Unable to find a match"],
      cmd="dnf install spotify", os=("linux",)),
    G("f5-dnf-no-match-fontconfig-enhanced", "dnf", "version", "https://github.com/silenc3r/fedora-better-fonts/issues/9",
      ["Last metadata expiration check: 0:00:11 ago on Sun 14 Oct 2018 <<time>> PM CEST.\n"
       "No match for argument: fontconfig-enhanced-defaults\nNo match for argument: fontconfig-font-replacements\n"
       "Error: Unable to find a match"],
      cmd="sudo dnf install fontconfig-enhanced-defaults fontconfig-font-replacements", os=("linux",),
      look="f5-dnf-no-package-spotify"),
    G("f5-pacman-target-not-found-pkgstats", "pacman", "multiline", "https://github.com/archlinux-de/pkgstats-cli/issues/12",
      [":: Synchronizing package databases...\n core is up to date\n extra is up to date\n community is up to date\n"
       " multilib is up to date\n arch4edu is up to date\n herecura is up to date\nerror: target not found: pkgstats"],
      cmd="sudo pacman -Syu pkgstats", os=("linux",)),
    G("f5-pacman-target-not-found-mingw-toolchain", "pacman", "everyday", "https://github.com/msys2/MSYS2-packages/issues/2874",
      ["error: target not found: mingw-w64\nerror: target not found: x86_64-toolchain"],
      cmd="pacman -S --needed base-devel mingw-w64 x86_64-toolchain", os=("windows",), shells=("bash",),
      look="f5-pacman-target-not-found-pkgstats"),
]
