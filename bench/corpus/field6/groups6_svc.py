"""Field set 6: Git LFS missing from PATH, in the hook message of three git-lfs releases and as
git's own "not a git command"; and systemd with an nginx that is not there, where what is missing
decides: the unit (behind `service`'s redirect, `systemctl enable` and Ansible's service module),
the binary the unit starts (status 203/EXEC in the journal, with the pid of the moment), or a unit
file systemd cannot parse. And apt's lock held by another process, in apt 1.x's errno wording and
apt 2's "held by process N (name)" (the pid and the process are runtime values), bare, behind a
CI runner's prefix and inside unattended waiting."""

from fieldspec import G, V

_LFS = "This repository is configured for Git LFS but 'git-lfs' was not found on your path."
_LINUX = ("linux",)

GROUPS = [
    G("git-lfs-not-on-path", "git", "version", "https://github.com/repo-sync/github-sync/pull/124",
      [_LFS + " If you no longer wish to use Git LFS, remove this hook by deleting the 'pre-push' file in the hooks "
       "directory (set by 'core.hookspath'; usually '.git/hooks').",
       V(_LFS + " If you no longer wish to use Git LFS, remove this hook by deleting .git/hooks/post-checkout",
         src="https://github.com/cirrus-actions/rebase/pull/11"),
       V("\\n" + _LFS + " If you no longer wish to use Git LFS, remove this hook by deleting '.git/hooks/post-checkout'.\\n",
         src="https://github.com/AndreasAugustin/actions-template-sync/issues/273", cls="wrapper"),
       V(_LFS, src="https://github.com/flathub/com.axosoft.GitKraken/issues/33", tool="gitkraken"),
       V("git: 'lfs' is not a git command. See 'git --help'.\nDid you mean this?\nlog",
         src="https://github.com/git-lfs/git-lfs/issues/1554", os="macos", cmd="git lfs install", cls="two-programs")],
      cmd="git push", os=("linux", "macos", "windows")),
    G("systemd-unit-nginx-not-found", "systemctl", "wrapper", "https://github.com/engintron/engintron/issues/734",
      ["Redirecting to /bin/systemctl status nginx.service\nUnit nginx.service could not be found.",
       V("Redirecting to /bin/systemctl status  nginx.service\nUnit nginx.service could not be found.",
         src="https://github.com/engintron/engintron/issues/639"),
       V("Failed to enable unit: Unit file nginx.service does not exist.",
         src="https://github.com/mack-a/v2ray-agent/issues/413", cmd="systemctl enable nginx", cls="version"),
       V('fatal: [default]: FAILED! => {"changed": false, "failed": true, "msg": "Error when trying to enable nginx: '
         'rc=1 Failed to execute operation: No such file or directory\\n"}',
         src="https://github.com/jdauphant/ansible-role-nginx/issues/129", tool="ansible-playbook")],
      cmd="service nginx status", exit=4, os=_LINUX),
    G("systemd-nginx-exec-binary-missing", "systemd", "runtime-value", "https://github.com/angristan/nginx-autoinstall/issues/152",
      ["<<date>> <<time>> <<proj>> systemd[<<pid>>]: nginx.service: Failed to execute command: No such file or directory\n"
       "<<date>> <<time>> <<proj>> systemd[<<pid>>]: nginx.service: Failed at step EXEC spawning /usr/sbin/nginx: "
       "No such file or directory",
       V("<<date>> <<time>> panel.<<org>>.ch systemd[<<pid>>]: Failed at step EXEC spawning /etc/init.d/nginx: "
         "No such file or directory", src="https://github.com/engintron/engintron/issues/199")],
      cmd="journalctl -xe", exit=None, os=_LINUX, look="systemd-unit-nginx-not-found"),
    G("systemd-nginx-unit-bad-message", "systemctl", "multiline", "https://github.com/kgretzky/evilginx/issues/6",
      ["Failed to start nginx.service: Unit nginx.service failed to load: Bad message. See system logs and "
       "'systemctl status nginx.service' for details.",
       V("root@<<proj>>:~# systemctl enable nginx\nFailed to execute operation: Bad message", cmd="systemctl enable nginx")],
      cmd="systemctl start nginx", os=_LINUX, look="systemd-unit-nginx-not-found"),
    G("apt-dpkg-frontend-lock-held", "apt-get", "runtime-value", "https://github.com/servo/ci-runners/issues/57",
      ["E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process <<pid>> (unattended-upgr)\n"
       "E: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), is another process using it?\n"
       "Error: Process completed with exit code 100.",
       V("E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process <<pid>> (apt-get)\n"
         "W: Be aware that removing the lock file is not a solution and may break your system.\n"
         "E: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), is another process using it?",
         src="https://github.com/pop-os/pop/issues/2292"),
       V("E: Could not get lock /var/lib/dpkg/lock-frontend - open (11: Resource temporarily unavailable)\n"
         "E: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), is another process using it?",
         src="https://github.com/MichaIng/DietPi/issues/3032", cls="version"),
       V("E:Could not get lock /var/lib/dpkg/lock-frontend - open (11: Resource temporarily unavailable)\n"
         "E: Unable to acquire the dpkg frontend lock (/var/lib/dpkg/lock-frontend), is another process using it?",
         src="https://github.com/actions/runner-images/issues/1372", cls="version", tool="packer"),
       V("Waiting for cache lock: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process <<pid>> (apt)",
         src="https://github.com/ZLCube/AutoBspwm/issues/10", cls="wrapper")],
      cmd="sudo apt-get install -y lld", exit=100, os=_LINUX),
]
