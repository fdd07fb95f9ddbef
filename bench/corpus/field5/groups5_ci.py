"""Field set 5: runtime names that must not split a group (the container a name clash is with, the
runner a job timed out on) and fish's own "Unknown command" wording, where the command that is
missing decides the fix (`string`, a fish builtin since 2.3, means an old fish; `sed` means a broken
PATH)."""

from fieldspec import G, V

_CONFLICT = ("docker: Error response from daemon: Conflict. The container name \"/<<container>>\" is already in use by"
             " container \"<<hex64>>\". You have to remove (or rename) that container to be able to reuse that name.")

GROUPS = [
    G("f5-docker-container-name-in-use", "docker", "runtime-value", "https://github.com/bigbluebutton/greenlight/issues/238",
      [_CONFLICT + "\nSee 'docker run --help'.",
       V("❯ ./docker/docker_run.sh '<<org>>/<<proj>>:fedora-34-latest'\n" + _CONFLICT + "\nSee 'docker run --help'.",
         src="https://github.com/immunant/c2rust/issues/502", cmd="./docker/docker_run.sh", shell="zsh", cls="wrapper"),
       V(_CONFLICT + "\nSee 'docker run --help'.", src="https://github.com/PGYER/codefever/issues/95", os="macos")],
      cmd="docker run -d --name <<container>> <<org>>/<<proj>>", exit=125, os=("linux", "macos")),
    G("f5-gha-job-exceeded-max-time", "github-actions", "runtime-value", "https://github.com/lowlighter/metrics/issues/731",
      ["The job running on runner GitHub Actions <<n>> has exceeded the maximum execution time of 360 minutes.",
       V("The job running on runner GitHub Actions <<n>> has exceeded the maximum execution time of 360 minutes.",
         src="https://github.com/curl/curl-container/issues/37"),
       V("The job running on runner Hosted Agent has exceeded the maximum execution time of 360 minutes.",
         src="https://github.com/darobin/notion-backup/issues/21"),
       V("The job running on runner ghrunner-<<hex7>> has exceeded the maximum execution time of 360.",
         src="https://github.com/actions/runner/issues/685", cls="version"),
       V("The job has exceeded the maximum execution time of 6h0m0s",
         src="https://github.com/mandiant/VM-Packages/issues/1448", os="windows", cls="version")],
      exit=None, os=("linux",)),
    G("f5-fish-unknown-command-string", "fish", "shell", "https://github.com/brigand/fast-nvm-fish/issues/17",
      ["fish: Unknown command 'string'\nin command substitution\n\tcalled on line 0 of file ~/.config/fish/functions/nvm.fish\n\n"
       "in function 'nvm-fast'\n\tcalled on line 44 of file ~/.config/fish/functions/nvm.fish\n\twith parameter list 'use 9'"],
      cmd="nvm use 9", os=("macos",), shells=("fish",)),
    G("f5-fish-unknown-command-sed", "fish", "shell", "https://github.com/brigand/fast-nvm-fish/issues/17",
      ["fish: Unknown command 'sed'\n/usr/local/share/fish/functions/prompt_pwd.fish (line 2): \techo $PWD | sed -e"
       " \"s|^$realhome|~|\" $args_pre -e 's-\\([^/.]\\)[^/]*/-\\1/-g' $args_post\n"
       "in function 'prompt_pwd'\n\tcalled on line 6 of file /usr/local/share/fish/functions/fish_prompt.fish"],
      cmd="nvm use 9", os=("macos",), shells=("fish",), look="f5-fish-unknown-command-string"),
]
