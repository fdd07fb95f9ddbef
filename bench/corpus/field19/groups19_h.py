"""Field set 19, part h: Angular's and Lerna's CLIs, a CRLF script under a Chinese bash, Bundler's Ruby
version check, phpize's build tools and RubyGems' system directory."""

from fieldspec import G, Q, V

W = ("windows",)
L = ("linux",)
M = ("macos",)
U = ("linux", "macos")

_RUBY = "Your Ruby version is {0}, but your Gemfile specified {1}"
_PHPIZE = ("Configuring for:\nPHP Api Version:         20160303\nZend Module Api No:      20160303\n"
           "Zend Extension Api No:   320160303\nCannot find autoconf. Please check your autoconf installation and the\n"
           "$PHP_AUTOCONF environment variable. Then, rerun this script.\n")
_GEM_PERM = "ERROR:  While executing gem ... (Gem::FilePermissionError)\n    You don't have write permissions for the {0} directory."

GROUPS = [
    G("f19-ng-cli-not-recognized", "ng", "shell", "https://github.com/angular/angular-cli/issues/12337", [
        V("ng : The term 'ng' is not recognized as the name of a cmdlet, function, script file, or operable program. "
          "Check the spelling of the name, or if\na path was included, verify that the path is correct and try again.\n"
          "At line:1 char:1\n+ ng serve -open\n+ ~~\n    + CategoryInfo          : ObjectNotFound: (ng:String) [], "
          "CommandNotFoundException\n    + FullyQualifiedErrorId : CommandNotFoundException", shell="powershell",
          cmd="ng serve -open"),
        V("'ng' is not recognized as an internal or external command,\noperable program or batch file.", shell="cmd",
          cmd="ng serve", src="https://github.com/aliakseiherman/eixample/issues/2"),
        V("ng : The term 'ng' is not recognized as the name of a cmdlet, function, script file, or operable program. "
          "Check the\nspelling of the name, or if a path was included, verify that the path is correct and try again.\n"
          "At line:1 char:1\n+ ng serve --host 0.0.0.0 --configuration=en\n+ ~~\n    + CategoryInfo          : "
          "ObjectNotFound: (ng:String) [], CommandNotFoundException\n    + FullyQualifiedErrorId : CommandNotFoundException",
          shell="powershell", cmd="ng serve --host 0.0.0.0 --configuration=en",
          src="https://github.com/guilhermeborgesbastos/live-resume/issues/98"),
        V("'ng' is not recognized as an internal or external command, operable program or batch file.", shell="cmd",
          cmd="ng -v", src="https://github.com/angular/angular-cli/issues/8492"),
    ], cmd="ng serve", os=W, n=6, look="f19-vue-cli-not-recognized"),
    G("f19-ng-ps-no-application-associated", "ng", "shell", "https://github.com/microsoft/vscode/issues/67337", [
        "Program 'ng' failed to run: No application is associated with the specified file for this operationAt line:1 "
        "char:1\n+ ng\n+ ~~.\nAt line:1 char:1\n+ ng\n+ ~~\n    + CategoryInfo          : ResourceUnavailable: (:) [], "
        "ApplicationFailedException\n    + FullyQualifiedErrorId : NativeCommandFailed",
    ], cmd="ng", os=W, shells=("powershell",), look="f19-ng-cli-not-recognized"),
    G("f19-lerna-enolerna-no-lerna-json", "lerna", "wrapper", "https://github.com/sky-ecosystem/dai.js/issues/204", [
        "yarn run v1.21.1\n$ <<home>>/node_modules/.bin/lerna bootstrap\nlerna notice cli v3.20.2\n"
        "lerna ERR! ENOLERNA lerna.json does not exist, have you run lerna init?\nerror Command failed with exit code 1.\n"
        "info Visit https://yarnpkg.com/en/docs/cli/run for documentation about this command.",
        V("[0] lerna run --scope @comprehensive-demo/* --parallel start exited with code 1\n[1] lerna notice cli v3.22.1\n"
          "[1] lerna ERR! ENOLERNA `lerna.json` does not exist, have you run `lerna init`?", tool="concurrently",
          cmd="npm run yarn start", src="https://github.com/module-federation/module-federation-examples/issues/691"),
    ], cmd="yarn lerna bootstrap", os=U, n=6),
    G("f19-lerna-enopkg-no-package-json", "lerna", "version", "https://github.com/lerna/lerna/issues/3801", [
        "lerna ERR! ENOPKG `package.json` does not exist, have you run `lerna init`?",
        V("lerna notice cli v3.20.2\nlerna ERR! ENOPKG 'package.json' does not exist, have you run 'lerna init'?",
          cmd="npx lerna bootstrap", src="https://github.com/dailydotdev/daily/pull/134"),
    ], cmd="npx lerna run build", os=U, look="f19-lerna-enolerna-no-lerna-json", n=6),
    G("f19-bash-crlf-script-zh", "bash", "locale", "https://github.com/SwanHubX/self-hosted/issues/25", [
        "bash: ./install.sh：/bin/bash^M：解释器错误: 没有那个文件或目录",
        V("install.sh: 行 2: $'\\r'：未找到命令\ninstall.sh: 行 9: $'\\r'：未找到命令\ninstall.sh: 行 21: $'\\r'：未找到命令\n"
          "install.sh: 行 23: 未预期的符号“$'in\\r'”附近有语法错误\n'nstall.sh: 行 23: `  case ${opt} in", cmd="bash install.sh",
          cls="multiline"),
    ], cmd="./install.sh", os=L, locale="zh", shells=("bash",), n=7),
    G("f19-bundler-ruby-270-gemfile-302", "bundler", "version", "https://github.com/heroku/heroku-buildpack-ruby/issues/1234", [
        _RUBY.format("2.7.0", "3.0.2"),
    ], cmd="bin/rails console", os=L),
    G("f19-bundler-ruby-270-gemfile-272", "heroku", "wrapper", "https://github.com/Growstuff/growstuff/pull/2974", [
        "    " + _RUBY.format("2.7.0", "2.7.2") + "\n       Bundler Output: " + _RUBY.format("2.7.0", "2.7.2") +
        "\n !\n !     Failed to install gems via Bundler.\n !     Detected a mismatch between your Ruby version installed and\n"
        " !     Ruby version specified in Gemfile or Gemfile.lock. You can\n !     correct this by running:",
    ], cmd="git push heroku main", os=L, look="f19-bundler-ruby-270-gemfile-302"),
    G("f19-bundler-ruby-277-gemfile-275", "bundler", "version", "https://github.com/CircleCI-Public/circleci-demo-ruby-rails/pull/93", [
        _RUBY.format("2.7.7", "2.7.5"),
    ], cmd="bundle install", os=L, look="f19-bundler-ruby-270-gemfile-302"),
    G("f19-bundler-ruby-330rc1-gemfile-330", "rails", "wrapper", "https://github.com/rails/rails/issues/50413", [
        "      create  tmp/storage\n      create  tmp/storage/.keep\n      remove  config/initializers/cors.rb\n"
        "      remove  config/initializers/new_framework_defaults_7_0.rb\n      run  bundle install\n"
        "      " + _RUBY.format("3.3.0.rc1", "3.3.0"),
    ], cmd="rails _7.0.8_ new <<proj>>", os=U, look="f19-bundler-ruby-270-gemfile-302"),
    G("f19-bundler-ruby-266-gemfile-270", "bundler", "version", "https://github.com/IIC2143-2021-1/Syllabus/issues/15", [
        _RUBY.format("2.6.6", "2.7.0"),
    ], cmd="rails server", os=L, look="f19-bundler-ruby-270-gemfile-302"),
    G("f19-phpize-autoconf-missing", "pecl", "wrapper", "https://github.com/richarvey/nginx-php-fpm/issues/214", [
        V("WARNING: channel \"pecl.php.net\" has updated its protocols, use \"pecl channel-update pecl.php.net\" to update\n"
          "downloading mongodb-1.3.4.tgz ...\nStarting to download mongodb-1.3.4.tgz (848,798 bytes)\n"
          "....................................done: 848,798 bytes\n412 source files, building\nrunning: phpize\n" + _PHPIZE +
          "\nERROR: `phpize' failed", os="linux", shell="bash", cmd="pecl install mongodb"),
        V("Starting to download pthreads-3.1.6.tgz (80,932 bytes)\n...................done: 80,932 bytes\n"
          "28 source files, building\nrunning: phpize\n" + _PHPIZE + "\nERROR: `phpize' failed", os="linux",
          cmd="pecl install pthreads", src="https://github.com/termux/termux-packages/issues/1253"),
        V("Configuring for:\nPHP Api Version:         20131106\nZend Module Api No:      20131226\n"
          "Zend Extension Api No:   220131226\nCannot find autoconf. Please check your autoconf installation and the\n"
          "$PHP_AUTOCONF environment variable. Then, rerun this script.", os="linux", tool="phpize",
          cmd="/usr/local/bin/phpize", src="https://github.com/phpredis/phpredis/issues/580", cls="everyday"),
        V("downloading mailparse-2.1.6.tgz ...\nStarting to download mailparse-2.1.6.tgz (36,538 bytes)\n"
          ".....done: 36,538 bytes\n9 source files, building\nrunning: phpize\nConfiguring for:\n"
          "PHP Api Version:         20131106\nZend Module Api No:      20131226\nZend Extension Api No:   220131226\n"
          "Cannot find autoconf. Please check your autoconf installation and the\n$PHP_AUTOCONF environment variable. "
          "Then, rerun this script.\n\nERROR: `phpize' failed", os="macos", cmd="sudo pecl install mailparse",
          src="https://github.com/liip/php-osx/issues/151"),
    ], cmd="pecl install redis", n=5),
    G("f19-phpize-sed-not-found", "phpize", "multiline", "https://github.com/goodspb/pdlib/issues/47", [
        "/usr/bin/phpize: 1: /usr/bin/phpize: /usr/bin/sed: not found\n/usr/bin/phpize: 1: /usr/bin/phpize: /usr/bin/sed: "
        "not found\nConfiguring for:\nPHP Api Version:        \nZend Module Api No:     \nZend Extension Api No:  \n"
        "/usr/bin/phpize: 165: /usr/bin/phpize: /usr/bin/sed: not found\n"
        "autoheader: error: AC_CONFIG_HEADERS not found in configure.ac",
    ], cmd="phpize", os=L, shells=("sh",), look="f19-phpize-autoconf-missing"),
    G("f19-phpize-undefined-macro-ac-msg-error", "phpize", "multiline", "https://github.com/SkyAPM/SkyAPM-php-sdk/issues/404", [
        "Configuring for:\nPHP Api Version:         20100412\nZend Module Api No:      20100525\n"
        "Zend Extension Api No:   220100525\nconfigure.in:50: error: possibly undefined macro: AC_MSG_ERROR\n"
        "      If this token and others are legitimate, please use m4_pattern_allow.",
    ], cmd="phpize", os=L, look="f19-phpize-autoconf-missing"),
    G("f19-gem-macos-system-ruby-no-write", "gem", "runtime-value", "https://github.com/rvm/rvm/issues/5100", [
        _GEM_PERM.format("/Library/Ruby/Gems/2.6.0"),
        V("Fetching: thor-0.19.1.gem (100%)\n" + _GEM_PERM.format("/Library/Ruby/Gems/2.0.0"),
          src="https://github.com/badges/badgerbadgerbadger/issues/70", cmd="gem install badgerbadgerbadger"),
        V("Installing critical Ruby gems for Rails development ...\n" + _GEM_PERM.format("/Library/Ruby/Gems/1.8") +
          "\n\nfailed", src="https://github.com/thoughtbot/laptop/issues/119", tool="laptop", cmd="sh mac",
          cls="wrapper"),
        V(_GEM_PERM.format("/Library/Ruby/Gems/2.0.0"), src="https://github.com/yegor256/est/issues/11",
          cmd="gem install est"),
        V("Fetching: bundler-1.3.5.gem (100%)\n" + _GEM_PERM.format("/Library/Ruby/Gems/1.8"),
          src="https://github.com/rbenv/rbenv/issues/407", cmd="gem install bundle"),
        V("Fetching: mini_portile2-2.1.0.gem (100%)\n" + _GEM_PERM.format("/Library/Ruby/Gems/2.0.0"),
          src="https://github.com/jyruzicka/omniboard/issues/17", cmd="gem install omniboard-1.1.1.gem"),
    ], cmd="gem install rails", os=M, n=7),
    G("f19-gem-debian-var-lib-gems-no-write", "gem", "everyday", "https://github.com/ruby/rubygems/issues/6759", [
        "Gem::FilePermissionError: You don't have write permissions for the /var/lib/gems/3.1.0 directory.",
    ], cmd="gem install bundler", os=L, look="f19-gem-macos-system-ruby-no-write"),
]

QUERIES = [
    Q("ng is not recognized after npm install -g @angular/cli", "f19-ng-cli-not-recognized", "plain"),
    Q("安装 Angular CLI 后 ng 命令无法识别", "f19-ng-cli-not-recognized", "zh"),
    Q("Program 'ng' failed to run No application is associated with the specified file", "f19-ng-ps-no-application-associated",
      "plain"),
    Q("VSCode 的 PowerShell 里 ng 无法运行 没有关联的应用程序", "f19-ng-ps-no-application-associated", "zh"),
    Q("lerna ERR! ENOLERNA lerna.json does not exist have you run lerna init", "f19-lerna-enolerna-no-lerna-json", "plain"),
    Q("lerna 提示 lerna.json 不存在 要先 lerna init", "f19-lerna-enolerna-no-lerna-json", "zh"),
    Q("lerna ERR! ENOPKG package.json does not exist after v7 migration", "f19-lerna-enopkg-no-package-json", "plain"),
    Q("lerna 报 ENOPKG package.json 不存在", "f19-lerna-enopkg-no-package-json", "zh"),
    Q("bash /bin/bash^M bad interpreter and $'\\r' command not found", "f19-bash-crlf-script-zh", "plain"),
    Q("运行脚本报 /bin/bash^M 解释器错误 未找到命令", "f19-bash-crlf-script-zh", "zh"),
    Q("Your Ruby version is 2.7.0, but your Gemfile specified 3.0.2", "f19-bundler-ruby-270-gemfile-302", "plain"),
    Q("Ruby 版本 2.7.0 但 Gemfile 指定 3.0.2", "f19-bundler-ruby-270-gemfile-302", "zh"),
    Q("heroku failed to install gems ruby 2.7.0 gemfile specified 2.7.2", "f19-bundler-ruby-270-gemfile-272", "plain"),
    Q("Heroku 部署 Ruby 2.7.0 与 Gemfile 的 2.7.2 不匹配", "f19-bundler-ruby-270-gemfile-272", "zh"),
    Q("Your Ruby version is 2.7.7 but your Gemfile specified 2.7.5 in CI", "f19-bundler-ruby-277-gemfile-275", "plain"),
    Q("CI 里 Ruby 2.7.7 和 Gemfile 指定的 2.7.5 不一致", "f19-bundler-ruby-277-gemfile-275", "zh"),
    Q("rails new ruby 3.3.0.rc1 gemfile specified 3.3.0", "f19-bundler-ruby-330rc1-gemfile-330", "plain"),
    Q("rails new 生成的 Gemfile 写 3.3.0 但实际是 3.3.0.rc1", "f19-bundler-ruby-330rc1-gemfile-330", "zh"),
    Q("Your Ruby version is 2.6.6, but your Gemfile specified 2.7.0", "f19-bundler-ruby-266-gemfile-270", "plain"),
    Q("Ruby 2.6.6 与 Gemfile 要求的 2.7.0 不符", "f19-bundler-ruby-266-gemfile-270", "zh"),
    Q("pecl install phpize failed cannot find autoconf", "f19-phpize-autoconf-missing", "plain"),
    Q("pecl 安装扩展 phpize 找不到 autoconf", "f19-phpize-autoconf-missing", "zh"),
    Q("phpize /usr/bin/sed: not found AC_CONFIG_HEADERS not found in configure.ac", "f19-phpize-sed-not-found", "plain"),
    Q("phpize 找不到 /usr/bin/sed", "f19-phpize-sed-not-found", "zh"),
    Q("phpize possibly undefined macro AC_MSG_ERROR m4_pattern_allow", "f19-phpize-undefined-macro-ac-msg-error", "plain"),
    Q("phpize 报 AC_MSG_ERROR 宏可能未定义", "f19-phpize-undefined-macro-ac-msg-error", "zh"),
    Q("gem install no write permissions for /Library/Ruby/Gems/2.6.0", "f19-gem-macos-system-ruby-no-write", "plain"),
    Q("mac 上 gem install 没有 /Library/Ruby/Gems 写权限", "f19-gem-macos-system-ruby-no-write", "zh"),
    Q("Gem::FilePermissionError /var/lib/gems/3.1.0", "f19-gem-debian-var-lib-gems-no-write", "plain"),
    Q("Linux 上 gem 没有 /var/lib/gems 的写权限", "f19-gem-debian-var-lib-gems-no-write", "zh"),
]
