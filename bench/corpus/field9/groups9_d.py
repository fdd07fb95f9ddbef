"""Field set 9, part d: a command the shell cannot find (pipx, pip, fabric, a pasted comment, a
command run through `bash -c`), pipx's own failures, and container entrypoints that will not start
(each message from the thread in `src`)."""

from __future__ import annotations

from fieldspec import G, Q, V

GROUPS = [
    # -- the same missing pipx in two shells; other commands are look-alikes ------------------------------
    G("pipx-not-on-path", "pipx", "shell", "https://github.com/pypa/pipx/issues/116",
      [V("\nCommand 'pipx' not found, did you mean:\n\n  command 'pip2' from deb python-pip\n  command 'pip3' from deb "
         "python3-pip\n  command 'pip' from deb python-pip\n\nTry: sudo apt install <deb name>\n", os="linux",
         shell="bash"),
       V("zsh: command not found: pipx", src="https://github.com/pypa/pipx/issues/283", os="macos", shell="zsh")],
      cmd="pipx ensurepath", exit=127),
    G("zsh-pip-missing-use-pip3", "zsh", "everyday", "https://github.com/cmer/lg-tv-control-macos/issues/33",
      ["zsh: command not found: pip"],
      cmd="pip install pipx", exit=127, os=("macos",), shells=("zsh",), look="pipx-not-on-path"),
    G("zsh-fabric-not-installed", "zsh", "everyday", "https://github.com/danielmiessler/Fabric/issues/316",
      ["zsh: command not found: fabric"],
      cmd="fabric --setup", exit=127, os=("macos",), shells=("zsh",), look="zsh-pip-missing-use-pip3"),
    G("zsh-pasted-comment", "zsh", "shell", "https://github.com/danielmiessler/Fabric/issues/316",
      ["zsh: command not found: #"],
      cmd="# Clone Fabric to your computer", exit=127, os=("macos",), shells=("zsh",), look="zsh-fabric-not-installed"),
    G("bash-c-x11pygrid", "ulauncher", "wrapper",
      "https://github.com/lighttigerXIV/ulauncher-terminal-runner-extension/issues/2",
      ["/bin/bash: line 1: x11pygrid: command not found"],
      cmd="bash -c x11pygrid", exit=127, os=("linux",), shells=("bash",), look="pipx-not-on-path"),

    # -- pipx's own failures ------------------------------------------------------------------------------------
    G("pipx-run-binary-not-found", "pipx", "everyday", "https://github.com/pypa/pipx/issues/172",
      ["poetry not found in package poetry. Available binaries: poetry"],
      cmd="pipx run poetry --help", exit=1, os=("macos", "linux")),
    G("pipx-apt-module-missing", "pipx", "multiline", "https://github.com/pypa/pipx/issues/1574",
      ["Traceback (most recent call last):\n  File \"/usr/bin/pipx\", line 5, in <module>\n    from pipx.main import cli\n"
       "ModuleNotFoundError: No module named 'pipx'"],
      cmd="pipx reinstall-all", exit=1, os=("linux",), look="pipx-run-binary-not-found"),

    # -- container entrypoints ------------------------------------------------------------------------------------
    G("docker-entrypoint-not-in-path", "docker", "version", "https://github.com/BretFisher/node-docker-good-defaults/issues/51",
      ["ERROR: for node  Cannot start service node: OCI runtime create failed: container_linux.go:348: starting "
       "container process caused \"exec: \\\"docker-entrypoint.sh\\\": executable file not found in $PATH\": unknown",
       V("Error response from daemon: Cannot start container <<hex64>>: [8] System error: exec: \"docker-entrypoint.sh\": "
         "executable file not found in $PATH", src="https://github.com/DaoCloud/python-ipython-notebook/issues/8",
         cmd="docker run -d -p 8888:8888 ipython/notebook")],
      cmd="docker-compose up", exit=1, os=("linux", "macos")),
    G("tini-entrypoint-missing", "tini", "wrapper", "https://github.com/ipfs-cluster/ipfs-cluster/issues/1825",
      ["[FATAL tini (<<n>>)] exec /usr/local/bin/entrypoint.sh failed: No such file or directory"],
      cmd="docker run ipfs/ipfs-cluster", exit=1, os=("linux",), look="docker-entrypoint-not-in-path"),
    # -- fish: its own wordings ---------------------------------------------------------------------------------
    G("fish-nvm-fish-no-alias", "nvm.fish", "shell", "https://github.com/FabioAntunes/fish-nvm/issues/62",
      ["nvm: Unknown command or option: \"alias\" (see nvm -h for usage)"],
      cmd="nvm alias default 16.15.1", exit=1, os=("macos", "linux"), shells=("fish",)),
    G("fish-old-unknown-command", "fish", "version", "https://github.com/fish-shell/fish-shell/issues/5385",
      ["fish: Unknown command 'blablo'"],
      cmd="blablo", exit=127, os=("linux", "macos"), shells=("fish",), look="fish-nvm-fish-no-alias"),
    G("fish-illegal-command-name", "fish", "multiline", "https://github.com/fish-shell/fish-shell/issues/3606",
      ["Illegal command name ')'\nfish: )\n      ^"],
      cmd="fish --no-execute -c ')'", exit=0, os=("linux", "macos"), shells=("fish",), look="fish-old-unknown-command"),
    G("bash-login-dash-v", "bash", "everyday", "https://github.com/nvm-sh/nvm/issues/1784",
      ["-bash: -v: command not found"],
      cmd="-v nvm", exit=127, os=("macos",), shells=("bash",), look="bash-c-x11pygrid"),
]

QUERIES = [
    Q("pipx installed with pip --user but the shell cannot find it", "pipx-not-on-path", "plain"),
    Q("pip --user 装了 pipx 但终端找不到命令", "pipx-not-on-path", "zh"),
    Q("mac terminal has no pip command only pip3", "zsh-pip-missing-use-pip3", "plain"),
    Q("mac 终端没有 pip 命令 只有 pip3", "zsh-pip-missing-use-pip3", "zh"),
    Q("fabric command missing after following the quickstart", "zsh-fabric-not-installed", "plain"),
    Q("按快速开始装完 fabric 命令找不到", "zsh-fabric-not-installed", "zh"),
    Q("pasting a commented script into zsh complains about the hash line", "zsh-pasted-comment", "plain"),
    Q("把带注释的命令贴进 zsh 报井号找不到", "zsh-pasted-comment", "zh"),
    Q("ulauncher extension runs bash and x11pygrid is unknown", "bash-c-x11pygrid", "plain"),
    Q("ulauncher 扩展里 bash 找不到 x11pygrid", "bash-c-x11pygrid", "zh"),
    Q("pipx run poetry says the binary is not in the package", "pipx-run-binary-not-found", "plain"),
    Q("pipx run poetry 说包里没有这个可执行文件", "pipx-run-binary-not-found", "zh"),
    Q("ubuntu 22.04 apt pipx crashes importing its own module", "pipx-apt-module-missing", "plain"),
    Q("ubuntu 22.04 上 apt 装的 pipx 启动报缺少 pipx 模块", "pipx-apt-module-missing", "zh"),
    Q("compose cannot start node service entrypoint script not executable", "docker-entrypoint-not-in-path", "plain"),
    Q("docker 启动容器 entrypoint 脚本不在 PATH 里", "docker-entrypoint-not-in-path", "zh"),
    Q("tini cannot exec the cluster entrypoint script", "tini-entrypoint-missing", "plain"),
    Q("容器里 tini 执行 entrypoint.sh 失败 文件不存在", "tini-entrypoint-missing", "zh"),
    Q("nvm in fish has no alias subcommand", "fish-nvm-fish-no-alias", "plain"),
    Q("fish 里的 nvm 没有 alias 子命令", "fish-nvm-fish-no-alias", "zh"),
    Q("old fish prints unknown command in quotes for a typo", "fish-old-unknown-command", "plain"),
    Q("旧版 fish 输错命令提示未知命令", "fish-old-unknown-command", "zh"),
    Q("fish syntax check rejects a lone closing paren", "fish-illegal-command-name", "plain"),
    Q("fish 检查语法时右括号被当成非法命令名", "fish-illegal-command-name", "zh"),
    Q("mac login bash says the option -v is not a command", "bash-login-dash-v", "plain"),
    Q("mac 上 bash 把 -v 当成命令 找不到", "bash-login-dash-v", "zh"),
]
