"""Field set 10, part e: a missing command in fish, zsh and bash (the command decides), a port in use on
the BEAM (Phoenix under mix and a release) and in old Node, and Travis CI's job time limit."""

from fieldspec import G, Q, V

GH = "https://github.com/"
FZF = GH + "jethrokuan/fzf/issues/72"
OSX_SETUP = GH + "derhuerst/osx-setup/issues/1"
OMF_Z = GH + "wa/oh-my-fish/issues/382"
PHX_OLD = GH + "phoenixframework/phoenix/issues/962"
PHX_NEW = GH + "phoenixframework/phoenix/issues/1355"
SITEMAP = GH + "ikeikeikeike/sitemap/issues/3"
FXA = GH + "mozilla/fxa-auth-server/issues/850"
EMBER = GH + "envone/ember-runner/issues/46"
TRAVIS = GH + "travis-ci/travis-ci/issues/7774"

GROUPS = [
    # -- a command the shell cannot find: fzf in fish, ask in zsh, _z in bash --------------------------
    G("fish-unknown-command-fzf", "fish", "shell", FZF, [
        "fish: Unknown command 'fzf'\n- (line 1):\nbegin; fzf --read0 --tiebreak=index --toggle-sort=ctrl-r --height 40% "
        "-q (commandline)\n       ^",
        "fish: Unknown command 'fzf'"],
        cmd="__fzf_reverse_isearch", exit=127, os=("macos", "linux"), shells=("fish",)),
    G("zsh-command-not-found-ask", "zsh", "shell", OSX_SETUP, [
        "zsh: command not found: ask"],
        cmd="./install.sh", exit=127, os=("macos",), shells=("zsh",), look="fish-unknown-command-fzf"),
    G("bash-command-not-found-underscore-z", "bash", "multiline", OMF_Z, [
        "bash: /usr/local/etc/profile.d/z.sh: No such file or directory\nbash: _z: command not found",
        "bash: _z: command not found"],
        cmd="cd", exit=127, os=("macos",), shells=("fish",), look="fish-unknown-command-fzf"),
    # -- a port already in use, on the BEAM and in Node -----------------------------------------------
    G("beam-phoenix-eaddrinuse", "mix", "two-programs", PHX_NEW, [
        V("[error] Running Chat.Endpoint with Cowboy on http://localhost:<<port>> failed, port already in use", cls="version"),
        V("** (Mix) Could not start application hello_phoenix: HelloPhoenix.start(:normal, []) returned an error: shutdown: "
          "failed to start child: HelloPhoenix.Endpoint\n    ** (EXIT) shutdown: failed to start child: "
          "Phoenix.Endpoint.Server\n        ** (EXIT) shutdown: failed to start child: {:ranch_listener_sup, "
          "HelloPhoenix.Endpoint.HTTP}\n            ** (EXIT) shutdown: failed to start child: :ranch_acceptors_sup\n"
          "                ** (EXIT) {:listen_error, HelloPhoenix.Endpoint.HTTP, :eaddrinuse}", cls="multiline"),
        V("[error] Running PhoenixJobs.Endpoint with Cowboy on port <<port>> (http) failed, port already in use",
          src=PHX_OLD, cls="version"),
        V("Kernel pid terminated (application_controller) ({application_start_failure,scotchy,{{shutdown,"
          "{failed_to_start_child,'Elixir.Scotchy.Endpoint',{shutdown,{failed_to_start_child,'Elixir.Phoenix.Endpoint",
          src=SITEMAP, tool="erl", cmd="_build/prod/rel/scotchy/bin/scotchy start")],
        cmd="iex -S mix phoenix.server", os=("macos", "linux")),
    G("node-listen-eaddrinuse-old", "node", "multiline", FXA, [
        "Error: listen EADDRINUSE\n    at errnoException (net.js:904:11)\n    at Server._listen2 (net.js:1042:14)\n"
        "    at listen (net.js:1064:10)\n    at net.js:1146:9",
        V("events.js:72\n        throw er; // Unhandled 'error' event\n              ^\nError: listen EADDRINUSE\n"
          "    at errnoException (net.js:863:11)\n    at Server._listen2 (net.js:1008:14)\n    at listen (net.js:1030:10)\n"
          "    at Server.listen (net.js:1096:5)", src=EMBER, tool="ember-runner")],
        cmd="node bin/key_server.js", exit=8, os=("linux", "macos"), look="beam-phoenix-eaddrinuse"),
    # -- a CI time limit --------------------------------------------------------------------------------
    G("travis-job-time-limit", "travis-ci", "everyday", TRAVIS, [
        "The job exceeded the maximum time limit for jobs, and has been terminated."],
        cmd="", exit=None, os=("linux",)),
]

QUERIES = [
    Q("fish shell says fzf is an unknown command", "fish-unknown-command-fzf", "plain"),
    Q("fish 提示 fzf 未知命令", "fish-unknown-command-fzf", "zh"),
    Q("zsh can't find the ask command in setup script", "zsh-command-not-found-ask", "plain"),
    Q("zsh 找不到 ask 命令", "zsh-command-not-found-ask", "zh"),
    Q("z plugin _z command missing z.sh not installed", "bash-command-not-found-underscore-z", "plain"),
    Q("没装 z.sh 导致 _z 命令找不到", "bash-command-not-found-underscore-z", "zh"),
    Q("phoenix server port 4000 already in use eaddrinuse", "beam-phoenix-eaddrinuse", "plain"),
    Q("phoenix 启动时端口被占用", "beam-phoenix-eaddrinuse", "zh"),
    Q("old node server listen EADDRINUSE errnoException", "node-listen-eaddrinuse-old", "plain"),
    Q("node 旧版本监听端口报 EADDRINUSE", "node-listen-eaddrinuse-old", "zh"),
    Q("travis build killed for taking too long", "travis-job-time-limit", "plain"),
    Q("travis 任务超过最长时间被终止", "travis-job-time-limit", "zh"),
]
