"""Field set 2, runtime values and layered programs: workers, threads, runners and containers named in the message.

Each group's message is copied from the public thread in `src`; only volatile parts are `<<slot>>`s. In
the runtime-value groups the name of the Celery worker, Java thread, CI runner or container changes from
run to run while the error (and its fix) stays the same; in the two-programs group one kernel limit is
reported by Node itself and by tools built on it (nodemon, jest). The fish groups are bash syntax that
old fish refuses, each with its own fix.
"""

from __future__ import annotations

from fieldspec import G, V

_RUNNER_LOST = (" lost communication with the server. Verify the machine is running and has a healthy network connection. "
                "Anything in your workflow that terminates the runner process, starves it for CPU/Memory, or blocks its "
                "network access can cause this error.")
_NATIVE_THREAD = "unable to create native thread: possibly out of memory or process/resource limits reached"
_CELERY_KILL = "Process '<<worker>>' pid:<<pid>> exited with 'signal 9 (SIGKILL)'"
_WATCHERS = "ENOSPC: System limit for number of file watchers reached, watch "

GROUPS = [
    G("f2-java-native-thread", "java", "runtime-value", "https://github.com/4thline/cling/issues/240", [
        "Exception in thread \"<<jthread>>\" java.lang.OutOfMemoryError: " + _NATIVE_THREAD + "\n"
        "\tat java.base/java.lang.Thread.start0(Native Method)\n\tat java.base/java.lang.Thread.start(Thread.java:813)",
        V("[DecentHolograms Thread #<<n>>/WARN]: java.lang.OutOfMemoryError: " + _NATIVE_THREAD,
          src="https://github.com/DecentSoftware-eu/DecentHolograms/issues/36", tool="minecraft-server", cls="wrapper",
          cmd="java -Xmx4G -jar paper.jar nogui"),
        V("java.util.concurrent.CompletionException: java.lang.OutOfMemoryError: " + _NATIVE_THREAD,
          src="https://github.com/restatedev/sdk-java/issues/580", cls="wrapper"),
        V("Error occurred during initialization of VM\njava.lang.OutOfMemoryError: unable to create new native thread",
          src="https://github.com/cantabular/custard/issues/301", cls="version", cmd="java -version", os="linux"),
        V("[<<n2>>.189s][warning][os,thread] Failed to start the native thread for java.lang.Thread "
          "\"Repo-Async-Worker-<<pid>>\"\n[<<n2>>.189s][warning][os,thread] Failed to start thread \"Unknown thread\" - "
          "pthread_create failed (EAGAIN) for attributes: stacksize: 1024k, guardsize: 0k, detached.",
          src="https://github.com/glowroot/glowroot/issues/1011", tool="glowroot", cls="multiline", os="linux",
          cmd="java -jar glowroot-central.jar"),
    ], cmd="java -jar <<proj>>.jar", os=("linux", "windows"), n=8),
    G("f2-celery-worker-sigkill", "airflow", "runtime-value", "https://github.com/bitnami/charts/issues/17754", [
        "[<<logts>>: ERROR/MainProcess] " + _CELERY_KILL,
        V("ERROR/MainProcess] " + _CELERY_KILL, src="https://github.com/TophantTechnology/ARL/issues/515", tool="celery",
          cmd="celery -A <<proj>> worker -l info"),
        V("[<<logts>>: ERROR/MainProcess] Process 'ForkPoolWorker-235' pid:425 exited with 'signal 9 (SIGKILL)'\n"
          "[<<logts>>: ERROR/MainProcess] Process 'ForkPoolWorker-236' pid:426 exited with 'signal 9 (SIGKILL)'\n"
          "[<<logts>>: ERROR/MainProcess] Process 'ForkPoolWorker-237' pid:427 exited with 'signal 9 (SIGKILL)'\n"
          "[<<logts>>: WARNING/MainProcess] process with pid=426 already exited",
          cls="multiline"),
    ], cmd="airflow celery worker", exit=None, os=("linux",), n=8),
    G("f2-docker-container-not-running", "docker", "runtime-value", "https://github.com/moby/moby/issues/9413", [
        "Error response from daemon: Container <<hex64>> is not running",
        V("FATA[0000] Error response from daemon: Container <<hex64>> is not running",
          src="https://github.com/docker-archive/classicswarm/issues/689", cls="version",
          cmd="docker -H $DOCKER exec <<hex12>> ls"),
        V("[<<ts>>] Error response from daemon: Container <<hex64>> is not running",
          src="https://github.com/microsoft/vscode-remote-release/issues/7737", tool="vscode-remote-containers",
          cls="wrapper", cmd=""),
        V("Shell server terminated (code: 1, signal: null)\n\n"
          "Error response from daemon: Container <<hex64>> is not running\n\n"
          "{\"outcome\":\"error\",\"message\":\"An error occurred running a command in the container.\","
          "\"description\":\"An error occurred running a command in the container.\"}",
          src="https://github.com/devcontainers/cli/issues/135", tool="devcontainer", cls="two-programs",
          cmd="devcontainer exec --workspace-folder . pwd"),
    ], cmd="docker exec -it <<container>> bash", os=("linux", "macos", "windows"), n=8),
    G("f2-gha-runner-lost", "github-actions", "runtime-value",
      "https://github.com/open-telemetry/opentelemetry-collector-contrib/issues/34000", [
        "The self-hosted runner: <<hex8>><<hex12>><<hex7>><<n2>><<pid>>" + _RUNNER_LOST,
        V("The self-hosted runner: github-hetzner-runner-<<pid>><<n2>>-<<port>><<line2>>-cpx21-hel1" + _RUNNER_LOST,
          src="https://github.com/testflows/TestFlows-GitHub-Hetzner-Runners/issues/26"),
        V("The hosted runner: GitHub Actions <<n>> lost communication with the server. Anything in your workflow that "
          "terminates the runner process, starves it for CPU/Memory, or blocks its network access can cause this error.",
          src="https://github.com/fedimint/fedimint/issues/6021", os="macos"),
        V("The self-hosted runner" + _RUNNER_LOST, src="https://github.com/ankidroid/Anki-Android-Backend/issues/600",
          cls="version"),
    ], cmd="", exit=None, os=("linux",), n=8),
    G("f2-node-enospc-watchers", "node", "two-programs", "https://github.com/gatsbyjs/gatsby/issues/14789", [
        "Error: " + _WATCHERS + "'<<root>>/node_modules/jest-jasmine2/node_modules'\n"
        "    at FSWatcher.start (internal/fs/watchers.js:165:26)\n    at Object.watch (fs.js:1270:11)",
        V("(node:<<pid>>) UnhandledPromiseRejectionWarning: Error: " + _WATCHERS + "'<<root>>'\n"
          "    at FSWatcher.start (internal/fs/watchers.js:165:26)\n    at Object.watch (fs.js:1274:11)",
          src="https://github.com/jestjs/jest/issues/3254", tool="jest", cmd="jest --watch", cls="wrapper"),
        V("[nodemon] Internal watch failed: watch ENOSPC", src="https://github.com/remy/nodemon/issues/925",
          tool="nodemon", cmd="nodemon <<jsfile>>", cls="version"),
        V("[nodemon] Internal watch failed: " + _WATCHERS + "'<<root>>/src/server/inputs'",
          src="https://github.com/VandyHacks/vaken/issues/68", tool="nodemon", cmd="npm run dev-server"),
        V("api              | [nodemon] Internal watch failed: " + _WATCHERS + "'/usr/src/app/node_modules/apollo-env/src'",
          src="https://github.com/a11ywatch/a11ywatch/issues/5", tool="docker-compose", cmd="docker compose up",
          cls="wrapper"),
        V("Error: " + _WATCHERS + "'<<root>>/.bound-report-<<n2>>.json'\n"
          "    at FSWatcher.<computed> (node:internal/fs/watchers:323:19)\n    at watch (node:fs:2609:36)",
          src="https://github.com/monoes/monomind/issues/220", cls="version", cmd="monomind"),
    ], cmd="npm start", os=("linux",), n=10),
    G("f2-fish-and-and", "fish", "shell", "https://github.com/moxley/atom-ruby-test/issues/72", [
        "Unsupported use of '&&'. In fish, please use 'COMMAND; and COMMAND'.\n"
        "fish: cd <<root>> && bundle exec rspec spec/models/user_spec.rb; exit",
        V("fish: Expected a command name, got token of type “Run job in background”. Did you mean “COMMAND; and COMMAND”? "
          "See the help section for the “and” builtin command by typing “help and”.\n./configure && make",
          src="https://github.com/fish-shell/fish-shell/issues/1319", cls="version", cmd="./configure && make"),
        V("fish: Expected a command name, got token of type “Run job in background”. Did you mean “COMMAND; and COMMAND”? "
          "See the help section for the “and” builtin command by typing “help and”.\n"
          "sudo apt-get update && sudo apt-get upgrade",
          src="https://github.com/fish-shell/fish-shell/issues/1214", cls="version", os="linux",
          cmd="sudo apt-get update && sudo apt-get upgrade"),
        V("~/.config/fish/forgit.plugin.fish (line 27): Unsupported use of '&&'. In fish, please use 'COMMAND; and COMMAND'.\n"
          "type -q emojify >/dev/null 2>&1 && set forgit_emojify '|emojify'\n"
          "                                 ^\n"
          "from sourcing file ~/.config/fish/forgit.plugin.fish\n"
          "\tcalled on line 35 of file ~/.config/fish/config.fish",
          src="https://github.com/wfxr/forgit/issues/61", cls="multiline", os="linux", cmd="reload"),
    ], cmd="cd <<root>> && bundle exec rspec", exit=None, os=("macos", "linux"), shells=("fish",),
        look="f2-fish-var-assign"),
    G("f2-fish-var-assign", "fish", "shell", "https://github.com/jdx/gh/issues/22", [
        "Unsupported use of '='. In fish, please use 'set GH_BASE_DIR $GH_BASE_DIR:-$HOME/src'.\n"
        "~/.config/fish/functions/bb.fish (line 1): GH_BASE_DIR=${GH_BASE_DIR:-$HOME/src}\n"
        "                                           ^\n"
        "from sourcing file ~/.config/fish/functions/bb.fish",
        V("fish: Unsupported use of '='. In fish, please use 'set session_id $(CLAUDE_CONFIG_DIR=<<home>>/.claude claude -p "
          "\".\" --output-format json 2>/dev/null | jq -r '.session_id')'.",
          src="https://github.com/asheshgoplani/agent-deck/issues/47", tool="agent-deck", cls="two-programs",
          cmd="agent-deck"),
        V("_awsp (line 5): Unsupported use of '='. In fish, please use 'set selected_profile \"$(cat ~/.awsp)\"'.",
          src="https://github.com/johnnyopao/awsp/issues/13", tool="awsp", cmd="awsp"),
    ], cmd="fisher update dickeyxxx/gh", exit=None, os=("macos", "linux"), shells=("fish",)),
]
