"""Field set 3: package managers outside Python and npm (Composer, Bundler/RubyGems, NuGet)."""

from fieldspec import G, V

_PROBLEM = ("Your requirements could not be resolved to an installable set of packages.\n\n  Problem 1\n"
            "    - Installation request for {pkg} {ver} -> satisfiable by {pkg}[{ver}].\n"
            "    - {pkg} {ver} requires ext-{ext} * -> the requested PHP extension {ext} is missing from your system.")
_VS_OFFLINE = "No packages exist with this id in source(s): Microsoft Visual Studio Offline Packages"

GROUPS = [
    G("f3-composer-ext-intl-missing", "composer", "multiline", "https://github.com/samwilson/diagrams-extension/issues/6", [
        " Problem 1\n    - Installation request for wikimedia/toolforge-bundle dev-symfony5 -> satisfiable by "
        "wikimedia/toolforge-bundle[dev-symfony5].\n    - wikimedia/toolforge-bundle dev-symfony5 requires ext-intl * "
        "-> the requested PHP extension intl is missing from your system.",
    ], cmd="composer install --no-dev -o", exit=2),
    G("f3-composer-ext-curl-missing", "composer", "multiline", "https://github.com/composer/composer/issues/4281", [
        _PROBLEM.format(pkg="sensiolabs/security-checker", ver="v2.0.5", ext="curl"),
        V("  Problem 2\n    - Installation request for instaclick/php-webdriver 1.4.5 -> satisfiable by "
          "instaclick/php-webdriver[1.4.5].\n    - instaclick/php-webdriver 1.4.5 requires ext-curl * -> the requested "
          "PHP extension curl is missing from your system.", src="https://github.com/cotech/website/issues/89"),
    ], cmd="composer create-project symfony/framework-standard-edition <<proj>>", exit=2,
        look="f3-composer-ext-intl-missing"),
    G("f3-composer-ext-dom-missing", "composer", "multiline", "https://github.com/QoboLtd/project-template-wordpress/issues/44", [
        _PROBLEM.format(pkg="phpunit/phpunit", ver="4.6.6", ext="dom"),
        V("  Problem 4\n    - Installation request for phpunit/phpunit 4.8.36 -> satisfiable by phpunit/phpunit[4.8.36].\n"
          "    - phpunit/phpunit 4.8.36 requires ext-dom * -> the requested PHP extension dom is missing from your system.",
          src="https://github.com/cotech/website/issues/89"),
    ], cmd="composer install", exit=2, look="f3-composer-ext-intl-missing"),
    G("f3-composer-ext-xml-missing-new-wording", "composer", "version", "https://github.com/cachethq/cachet/issues/2652", [
        "Your requirements could not be resolved to an installable set of packages.\n\n  Problem 1\n    - The requested "
        "PHP extension ext-xml * is missing from your system. Install or enable PHP's xml extension.",
    ], cmd="composer install --no-dev -o", exit=2, look="f3-composer-ext-dom-missing"),
    G("f3-rubygems-bundler-not-installed", "bundle", "multiline", "https://github.com/gitlabhq/gitlabhq/pull/5732", [
        "/usr/local/lib/ruby/2.0.0/rubygems/dependency.rb:296:in `to_specs': Could not find 'bundler' (>= 0) among "
        "<<n>> total gem(s) (Gem::LoadError)\n        from /usr/local/lib/ruby/2.0.0/rubygems/dependency.rb:307:in`to_spec'\n"
        "        from /usr/local/lib/ruby/2.0.0/rubygems/core_ext/kernel_gem.rb:47:in `gem'\n"
        "        from /usr/local/bin/bundle:22:in`<main>'",
        V("/usr/lib/ruby/2.1.0/rubygems/dependency.rb:298:in `to_specs': Could not find 'bundler' (>= 0) among 1<<n>> "
          "total gem(s) (Gem::LoadError)\n\tfrom /usr/lib/ruby/2.1.0/rubygems/dependency.rb:309:in `to_spec'\n"
          "\tfrom /usr/lib/ruby/2.1.0/rubygems/core_ext/kernel_gem.rb:53:in `gem'\n\tfrom /usr/local/bin/bundle:22:in `<main>'",
          src="https://github.com/pentestgeek/phishing-frenzy/issues/326", cmd="bundle update"),
        V(" /usr/local/lib/ruby/2.5.0/rubygems.rb:289:in `find_spec_for_exe': can't find gem bundler (>= 0.a) with "
          "executable bundler (Gem::GemNotFoundException)\n \tfrom /usr/local/lib/ruby/2.5.0/rubygems.rb:308:in "
          "`activate_bin_path'\n \tfrom build/gems/bin/bundler:23:in `<main>'", cmd="bundler install",
          src="https://github.com/ruby/rubygems/issues/5391", cls="version"),
    ], cmd="bundle install"),
    G("f3-rubygems-bundler-lockfile-version", "bundle", "multiline", "https://github.com/ruby/rubygems/issues/5244", [
        "/usr/lib/ruby/vendor_ruby/rubygems.rb:281:in `find_spec_for_exe': Could not find 'bundler' (2.3.4) required by "
        "your <<home>>/Gemfile.lock. (Gem::GemNotFoundException)\nTo update to the latest version installed on your "
        "system, run `bundle update --bundler`.\nTo install the missing version, run `gem install bundler:2.3.4`",
    ], cmd="bundle install", look="f3-rubygems-bundler-not-installed"),
    G("f3-bundler-gem-not-on-machine", "bundle", "everyday", "https://github.com/rubygems/bundler/issues/3152", [
        "Fetching gem metadata from https://rubygems.org/.........\nResolving dependencies...\nCould not find gem "
        "'selenium--webdriver (= 2.35.1) ruby' in the gems available on this machine.",
    ], cmd="bundle install --without production", exit=7),
    G("f3-bundler-gem-not-in-sources", "bundle", "everyday", "https://github.com/rubygems/bundler/issues/2150", [
        "Fetching gem metadata from http://rubygems.org/.......\nFetching gem metadata from http://rubygems.org/..\n"
        "Could not find gem 'jls-lumberjack (= 0.0.9000) ruby', which is required by gem 'logstash (>= 0) ruby', in any "
        "of the sources.",
    ], cmd="bundle install", exit=7, look="f3-bundler-gem-not-on-machine"),
    G("f3-nuget-no-online-source", "dotnet", "non-file-path", "https://github.com/microsoft/OSSGadget/issues/38", [
        r"src\oss-defog\oss-defog.csproj(0,0): Error NU1101: Unable to find package Nerdbank.GitVersioning. " + _VS_OFFLINE,
        V("error NU1101: Unable to find package p. " + _VS_OFFLINE, src="https://github.com/p-org/P/issues/544"),
        V(r"C:\Users\<<user>>\AppData\Local\Temp\<<hex8>>\restore.csproj : error NU1101: Unable to find package "
          "csharpier. " + _VS_OFFLINE + "\nThe tool package could not be restored.",
          src="https://github.com/belav/csharpier/issues/874", cmd="dotnet tool install csharpier -g"),
    ], cmd="dotnet restore", os=("windows",), n=6),
    G("f3-nuget-licensed-package-missing", "dotnet", "non-file-path",
      "https://github.com/UXDivers/Grial-UI-Kit-Support/issues/837", [
        "/Users/<<user>>/Downloads/Grial/<<proj>>/<<proj>>.csproj: Error NU1101: Unable to find package UXDivers.Grial. "
        "No packages exist with this id in source(s): /usr/local/share/dotnet/library-packs, nuget.org (NU1101) (<<proj>>)",
    ], cmd="dotnet build", os=("macos",), look="f3-nuget-no-online-source"),
]
