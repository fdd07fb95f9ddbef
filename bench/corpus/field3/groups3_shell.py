"""Field set 3: shells (fish, zsh, bash, dash) and one errno raised by several servers."""

from fieldspec import G, V

_PUMA = ("<<home>>/.rbenv/versions/3.2.2/lib/ruby/gems/3.2.0/gems/puma-6.3.0/lib/puma/binder.rb:334:in `initialize': "
         "Address already in use - bind(2) for \"127.0.0.1\" port <<port>> (Errno::EADDRINUSE)")

GROUPS = [
    G("f3-npm-command-not-found-shells", "npm", "shell", "https://github.com/seungchan2/TIL/issues/77", [
        V("zsh: command not found: npm", os="macos", shell="zsh"),
        V("bash: line <<step>>: npm: command not found", os="linux", shell="bash",
          src="https://github.com/Piplin/Piplin/issues/199"),
        V("bash: line <<line>>: npm: command not found\nbash: line <<line2>>: npm: command not found", os="macos",
          shell="bash", src="https://github.com/ruyadorno/installme-osx/issues/5", cls="multiline"),
    ], cmd="npm install", exit=127, n=6),
    G("f3-sh-local-bin-not-found", "npm", "shell", "https://github.com/Chocobozzz/PeerTube/issues/29", [
        "sh: scripty: command not found",
    ], cmd="npm run build", exit=127, shells=("sh",), look="f3-npm-command-not-found-shells"),
    G("f3-fish-unknown-function", "fish", "shell", "https://github.com/jorgebucaran/fisher/issues/459", [
        "fish: Unknown command '_grc_wrap'\n~/.config/fish/functions/ping.fish (line 1): \n_grc_wrap ping\n^\n"
        "from sourcing file ~/.config/fish/functions/ping.fish",
    ], cmd="ping <<host>>", exit=127, os=("macos", "linux"), shells=("fish",), look="f3-npm-command-not-found-shells"),
    G("f3-dash-runs-bash-script", "sh", "shell", "https://github.com/theCalcaholic/ncp-monitoring-dashboard/issues/2", [
        "start.sh: 35: [[: not found\nstart.sh: 43: .: .env: not found",
    ], cmd="sh start.sh", exit=2, os=("linux",), shells=("sh",)),
    G("f3-dash-cannot-open-script", "sh", "everyday", "https://github.com/NetEase/pomelo/issues/253", [
        "sh: 0: Can't open npm-install.sh",
    ], cmd="sh npm-install.sh", exit=127, os=("linux",), shells=("sh",), look="f3-dash-runs-bash-script"),
    G("f3-ruby-puma-port-in-use", "puma", "two-programs", "https://github.com/puma/puma/issues/3317", [
        _PUMA,
        V("<<time>> web.1    | " + _PUMA.replace("Address already in use", "Address already\n in use"), tool="foreman",
          cmd="foreman start", src="https://github.com/puma/puma-dev/issues/338", cls="wrapper"),
        V("<<time>> web.1  | <<home>>/.rvm/gems/ruby-2.1.0/gems/puma-2.8.1/lib/puma/binder.rb:195:in `initialize': "
          "Address already in use - bind(2) for \"0.0.0.0\" port <<port>> (Errno::EADDRINUSE)", tool="foreman",
          cmd="foreman start", src="https://github.com/puma/puma/issues/516", cls="version"),
        V("INFO  WEBrick 1.3.1\nWARN  TCPServer Error: Address already in use - bind(2)\nINFO  "
          "WEBrick::HTTPServer#start: pid=<<pid>> port=<<port>>", tool="ruby", cmd="ruby server.rb",
          src="https://github.com/rack/rack/issues/440"),
    ], cmd="bin/rails server", os=("linux", "macos"), n=8),
    G("f3-puma-stale-unix-socket", "puma", "non-file-path", "https://github.com/puma/puma/issues/193", [
        "<<date>>_<<time>>.<<n2>>       from .../bundle/ruby/2.0.0/gems/puma-1.6.3/lib/puma/server.rb:166:in `initialize': "
        "Address already in use - \"/tmp/server.sock\" (Errno::EADDRINUSE)",
    ], cmd="kill -USR2 <<pid>>", os=("linux",), look="f3-ruby-puma-port-in-use"),
    G("f3-nginx-bind-in-use", "nginx", "two-programs", "https://github.com/beanieboi/heroku-nginx-puma-statsd/issues/1", [
        "[emerg] bind() to 0.0.0.0:<<pid>> failed (98: Address already in use)",
    ], cmd="bin/start-nginx bundle exec puma -C config/puma.rb", os=("linux",), look="f3-ruby-puma-port-in-use"),
    G("f3-hugo-server-port-in-use", "hugo", "version", "https://github.com/gohugoio/hugo/issues/291", [
        "ERROR: <<date>> Error: listen tcp :1313: bind: address already in use",
        V("Web Server is available at http://localhost:1313\nPress ctrl+c to stop\npanic: listen tcp :1313: bind: "
          "address already in use", src="https://github.com/gohugoio/hugo/issues/167", cls="two-programs"),
        V("ERROR: <<date>> <<time>> server.go:121: port 1313 already in use, attempting to use an available port",
          src="https://github.com/gohugoio/hugo/issues/3538"),
    ], cmd="hugo server", os=("linux", "macos", "windows"), look="f3-nginx-bind-in-use", n=6),
]
