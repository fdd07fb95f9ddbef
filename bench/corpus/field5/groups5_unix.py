"""Field set 5: everyday Unix tools (git, tar, ssh) whose message varies by release, by the runner
that wraps it, or by the OS's own errno wording. Which files git refuses to overwrite and which host
ssh could not reach are volatile; whether the archive is not gzip or cut short is not."""

from fieldspec import G, V

GROUPS = [
    G("f5-git-local-changes-overwritten-by-merge", "git", "version", "https://github.com/WWBN/AVideo/issues/3623",
      ["Updating <<hex7>>..<<hex8>>\nerror: Your local changes to the following files would be overwritten by merge:\n"
       "        <<relfile>>\nPlease commit your changes or stash them before you merge.\nAborting",
       V("error: Your local changes to the following files would be overwritten by merge:\n        <<relfile>>\n"
         "Please, commit your changes or stash them before you can merge.\nAborting",
         src="https://github.com/spaam/svtplay-dl/issues/223"),
       V("Git operation failed: Invalid repository: CLI merge failed: git command failed: \n--- stderr error: \n"
         "Your local changes to the following files would be overwritten by merge: <<relfile>> \n"
         "Please commit your changes or stash them before you merge. Aborting \n--- stdout Updating <<hex7>>..<<hex7>>",
         src="https://github.com/BloopAI/vibe-kanban/issues/3324", tool="vibe-kanban", cls="wrapper"),
       V("error: Your local changes to the following files would be overwritten by merge:\n        <<jsfile>>\n"
         "Please commit your changes or stash them before you merge.\nAborting",
         src="https://github.com/nvbn/thefuck/pull/582", cmd="git stash pop")],
      cmd="git pull", os=("linux", "macos", "windows")),
    G("f5-tar-not-gzip", "tar", "multiline", "https://github.com/trepmal/blog-extractor/issues/14",
      ["\ngzip: stdin: not in gzip format\ntar: Child returned status 1\ntar: Error is not recoverable: exiting now",
       V("gzip: stdin: not in gzip format\ntar: Child returned status 1\ntar: Error is not recoverable: exiting now",
         src="https://github.com/qcxms/QCxMS/issues/54"),
       V("gzip: stdin: not in gzip format\ntar: Child returned status 1\ntar: Error is not recoverable: exiting now",
         src="https://github.com/qinming99/dst-admin/issues/7"),
       V("> gzip: stdin: not in gzip format\n> tar: Child returned status 1\n> tar: Error is not recoverable: exiting now",
         src="https://github.com/OCSInventory-NG/OCSInventory-ocsreports/issues/75", cls="wrapper")],
      cmd="tar -xzvf <<proj>>-<<ver>>.tar.gz", exit=2),
    G("f5-tar-truncated-gzip", "tar", "multiline", "https://github.com/cytle/wechat_web_devtools/issues/196",
      ["tar: This does not look like a tar archive\n\ngzip: stdin: unexpected end of file\ntar: Child returned status 1"],
      cmd="tar -xzvf <<proj>>-<<ver>>.tar.gz", exit=2, look="f5-tar-not-gzip"),
    G("f5-ssh-port22-timed-out", "ssh", "everyday", "https://github.com/0xNullGun/SSH-KaliLinux/issues/4",
      ["ssh: connect to host <<host>> port 22: Connection timed out",
       V("ssh: connect to host <<host>> port 22: Operation timed out",
         src="https://github.com/buginux/WeChatRedEnvelop/issues/18", os="macos")],
      cmd="ssh root@<<host>>", exit=255),
]
