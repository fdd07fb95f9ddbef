"""Field set 8, part c: Helm's missing repository, fish's unknown command and Bundler's missing gem."""

from __future__ import annotations

from fieldspec import G, Q, V

_KUBE_WARN = ("WARNING: Kubernetes configuration file is group-readable. This is insecure. Location: <<home>>/.kube/config\n"
              "WARNING: Kubernetes configuration file is world-readable. This is insecure. Location: <<home>>/.kube/config\n")
_FISH_OLD = "https://github.com/fish-shell/fish-shell/issues/5588"
_FISH = ("linux", "macos")
_NO_SOURCES = ("Your Gemfile has no gem server sources. If you need gems that are not already on your machine, add a line "
               "like this to your Gemfile:\nsource 'https://rubygems.org'\nCould not find <<gemv>> in any of the sources")

GROUPS = [
    G("g8-helm-repo-mittwald", "helm", "everyday", "https://github.com/vsys-host/shkeeper.io/issues/58",
      ["Error: INSTALLATION FAILED: repo mittwald not found"], cmd="helm install <<proj>> mittwald/kubernetes-secret-generator"),
    G("g8-helm-repo-bitnami", "helm", "wrapper", "https://github.com/helm/helm/issues/13336",
      ["Error: INSTALLATION FAILED: repo bitnami not found",
       V(_KUBE_WARN + "Error: INSTALLATION FAILED: repo bitnami not found", src="https://github.com/timescale/helm-charts/issues/627",
         os="macos")],
      cmd="sudo helm install my-db -f values.yaml bitnami/mysql", look="g8-helm-repo-mittwald"),
    G("g8-helm-repo-charts", "helm", "wrapper", "https://github.com/timescale/helm-charts/issues/627",
      [_KUBE_WARN + "Error: INSTALLATION FAILED: repo charts not found", "Error: INSTALLATION FAILED: repo charts not found"],
      cmd="helm install timescale -f timescale/values.yaml charts/timescaledb-single", os=("macos", "linux"),
      look="g8-helm-repo-mittwald"),
    G("g8-helm-chart-not-in-repo", "helm", "non-file-path", "https://github.com/nerdswords/helm-charts/issues/16",
      ["Error: helm-charts chart not found in repo https://nerdswords.github.io/helm-charts"], cmd="helm dependency update ."),

    G("g8-fish-unknown-hostname", "fish", "shell", "https://github.com/netologist/theme-lambda/issues/18",
      ["fish: Unknown command: <<cmdname>>\n~/.config/fish/functions/fish_prompt.fish (line 1): \nhostname|cut -d . -f 1\n^\n"
       "in command substitution\n        called on line <<line>> of file ~/.config/fish/functions/fish_prompt.fish\n"
       "in function 'fish_prompt'",
       "fish: Unknown command: <<cmdname>>",
       V("fish: Unknown command '<<cmdname>>'", src=_FISH_OLD, cls="version")],
      cmd="fish", exit=127, os=_FISH, shells=("fish",), extra={"cmdname": "hostname"}, n=6),
    G("g8-fish-unknown-isatty", "fish", "shell", "https://github.com/jorgebucaran/fisher/issues/787",
      ["fish: Unknown command: <<cmdname>>\n~/.config/fish/functions/fisher.fish (line 23): \n"
       "            isatty || read --local --null --array stdin && set --append argv $stdin\n            ^~~~~^\n"
       "in function 'fisher' with arguments 'install jorgebucaran/nvm.fish'",
       "fish: Unknown command: <<cmdname>>",
       V("fish: Unknown command '<<cmdname>>'", src=_FISH_OLD, cls="version")],
      cmd="fisher install jorgebucaran/nvm.fish", exit=127, os=_FISH, shells=("fish",), extra={"cmdname": "isatty"},
      look="g8-fish-unknown-hostname", n=6),

    G("g8-bundler-gem-guardminitest", "bundler", "version", "https://github.com/metaskills/less-rails-bootstrap/pull/35",
      ["Could not find gem 'guard-minitest (>= 0) ruby' in any of the gem sources listed in your Gemfile.\n"
       "Run `bundle install` to install missing gems",
       V("Could not find gem 'guard-minitest (>= 0, runtime)' in any of the gem sources.", src="https://github.com/rubygems/bundler/issues/280")],
      cmd="rake", exit=7, os=("linux", "macos")),
    G("g8-bundler-gem-madmimi", "bundler", "version", "https://github.com/rubygems/bundler/issues/280",
      ["Could not find gem 'mad_mimi_mailer (>= 0, runtime)' in any of the gem sources.",
       V("Could not find gem 'mad_mimi_mailer (>= 0) ruby' in any of the gem sources listed in your Gemfile.\n"
         "Run `bundle install` to install missing gems", src="https://github.com/metaskills/less-rails-bootstrap/pull/35")],
      cmd="bundle install", exit=7, os=("linux", "macos"), look="g8-bundler-gem-guardminitest"),
    G("g8-bundler-gem-yammer4r", "bundler", "everyday", "https://github.com/rubygems/bundler/issues/540",
      [" Could not find gem 'yammer4r (= 0.1.5, runtime)' in any of the sources."],
      cmd="bundle check", exit=7, os=("linux",), look="g8-bundler-gem-guardminitest"),
    G("g8-bundler-nosource-testunit", "bundler", "multiline", "https://github.com/emilybache/Tennis-Refactoring-Kata/pull/17",
      [_NO_SOURCES], cmd="bundle", exit=7, os=("linux", "macos", "windows"), extra={"gemv": "test-unit-2.5.5"}),
    G("g8-bundler-nosource-concurrent", "bundler", "multiline", "https://github.com/xelkano/redmine_xapian/pull/108",
      [_NO_SOURCES], cmd="bundle install", exit=7, os=("linux",), extra={"gemv": "concurrent-ruby-1.1.5"},
      look="g8-bundler-nosource-testunit"),
]

QUERIES = [
    Q("helm install says repo mittwald not found although I added it", "g8-helm-repo-mittwald", "plain"),
    Q("helm 安装时提示 mittwald 仓库找不到", "g8-helm-repo-mittwald", "zh"),
    Q("helm cannot find the bitnami repo when run with sudo", "g8-helm-repo-bitnami", "plain"),
    Q("用 sudo 执行 helm 找不到 bitnami 仓库", "g8-helm-repo-bitnami", "zh"),
    Q("helm treats charts/ folder as a repo named charts", "g8-helm-repo-charts", "plain"),
    Q("helm 把 charts 目录当成了仓库 安装失败", "g8-helm-repo-charts", "zh"),
    Q("helm dependency update chart helm-charts missing from nerdswords repo", "g8-helm-chart-not-in-repo", "plain"),
    Q("helm 依赖更新 在 nerdswords 仓库里找不到 chart", "g8-helm-chart-not-in-repo", "zh"),
    Q("fish prompt complains hostname command is unknown", "g8-fish-unknown-hostname", "plain"),
    Q("fish 提示符报错 找不到 hostname 命令", "g8-fish-unknown-hostname", "zh"),
    Q("fisher install fails because fish does not know isatty", "g8-fish-unknown-isatty", "plain"),
    Q("fisher 安装插件时 fish 不认识 isatty", "g8-fish-unknown-isatty", "zh"),
    Q("bundler cannot find guard-minitest gem in the sources", "g8-bundler-gem-guardminitest", "plain"),
    Q("bundle 找不到 guard-minitest 这个 gem", "g8-bundler-gem-guardminitest", "zh"),
    Q("bundle install can't locate mad_mimi_mailer gem", "g8-bundler-gem-madmimi", "plain"),
    Q("bundle 安装 mad_mimi_mailer 找不到", "g8-bundler-gem-madmimi", "zh"),
    Q("bundle check says yammer4r 0.1.5 missing from sources", "g8-bundler-gem-yammer4r", "plain"),
    Q("部署时 bundle 提示缺少 yammer4r", "g8-bundler-gem-yammer4r", "zh"),
    Q("Gemfile has no source line so test-unit 2.5.5 can't be found", "g8-bundler-nosource-testunit", "plain"),
    Q("Gemfile 没有 source 找不到 test-unit", "g8-bundler-nosource-testunit", "zh"),
    Q("bundle install without rubygems source cannot find concurrent-ruby 1.1.5", "g8-bundler-nosource-concurrent", "plain"),
    Q("Gemfile 缺少 rubygems 源 concurrent-ruby 装不上", "g8-bundler-nosource-concurrent", "zh"),
]
