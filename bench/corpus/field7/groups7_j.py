"""Field set 7: fish refusing bash's `$?` when a tool hands it a POSIX command line, and git naming the
subcommand it does not know. Each message is copied from the thread in `src`."""

from fieldspec import G, Q, V

GROUPS = [
    G("fish-dollar-question-exit-status", "fish", "shell", "https://github.com/stevearc/overseer.nvim/pull/345",
      [V("fish: $? is not the exit status. In fish, please use $status.", tool="nvim", cmd=":OverseerRun"),
       V("#<RemoteJobHandler::RemoteOperationError: \"mkdir -p ~/oacis_work/<<hex12>><<hex12>>; echo $?\" failed: $? is "
         "not the exit status. In fish, please use $status. fish: mkdir -p ~/oacis_work/<<hex12>><<hex12>>; echo $? ^ >",
         tool="oacis", cmd="bundle exec rails s", cls="wrapper", src="https://github.com/crest-cassia/oacis/issues/536")],
      exit=127, os=("linux", "macos"), shells=("fish",)),
    G("git-not-a-command-gitignore", "git", "everyday", "https://github.com/Gazler/githug/pull/263",
      ["git: 'gitignore' is not a git command. See 'git --help'."], cmd="git gitignore --help", exit=1,
      os=("macos", "linux")),
    G("git-not-a-command-git", "git", "multiline", "https://github.com/frdmn/dotfiles/issues/11",
      ["git: 'git' is not a git command. See 'git --help'.\n\nDid you mean this?\n\tguilt"], cmd="dotfiles bork", exit=1,
      os=("macos",), look="git-not-a-command-gitignore"),
]

QUERIES = [
    Q("tool runs echo $? through my login shell fish and it fails", "fish-dollar-question-exit-status", "plain"),
    Q("默认 shell 是 fish 时 echo $? 报错", "fish-dollar-question-exit-status", "zh"),
    Q("githug hint command git gitignore --help doesn't work", "git-not-a-command-gitignore", "plain"),
    Q("git gitignore --help 提示没有这个子命令", "git-not-a-command-gitignore", "zh"),
    Q("dotfiles script ends up running git git", "git-not-a-command-git", "plain"),
    Q("dotfiles 脚本执行了 git git 报错", "git-not-a-command-git", "zh"),
]
