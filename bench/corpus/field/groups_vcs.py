"""git: messages reworded across releases (`Not a git repository` → `not a git repository`, a
trailing period after refspec errors), Chinese git, remotes and hosts as runtime values, branch
names and pathspecs as the thing that is wrong, wrappers of IDE plugins and CI runners.
"""

# ruff: noqa: E501  -- real messages and queries read better unbroken (CJK counts double)

from __future__ import annotations

from fieldspec import G, V

_REMOTE = "<<remote>>"
_HINTS = ("hint: Updates were rejected because the remote contains work that you do\nhint: not have locally. This is usually "
          "caused by another repository pushing\nhint: to the same ref. You may want to first integrate the remote changes\n"
          "hint: (e.g., 'git pull ...') before pushing again.\nhint: See the 'Note about fast-forwards' in 'git push --help' "
          "for details.")
_NO_ACCESS = ("fatal: Could not read from remote repository.\n\nPlease make sure you have the correct access rights\nand the "
              "repository exists.")
_DUBIOUS = ("fatal: detected dubious ownership in repository at '{at}'\nTo add an exception for this directory, call:\n\n"
            "{ind}git config --global --add safe.directory {at}")


def _refspec(gid: str, branch: str, src: str, look: str = "") -> G:
    """Pushing a branch that does not exist locally: the branch name is what is wrong."""
    return G(gid, "git", "version", src, [
        f"error: src refspec {branch} does not match any\nerror: failed to push some refs to '{_REMOTE}'",
        V(f"error: src refspec {branch} does not match any.\nerror: failed to push some refs to '{_REMOTE}'", cls="version",
          src="https://github.com/githubteacher/github-for-developers-sept-2015/issues/502"),
        V(f"<<root>>>git push -u origin {branch}\nerror: src refspec {branch} does not match any\nerror: failed to push some "
          f"refs to '{_REMOTE}'", os="windows", shell="cmd", src="https://github.com/rtyley/bfg-repo-cleaner/issues/29"),
        V(f"Error: error: src refspec {branch} does not match any\nerror: failed to push some refs to '{_REMOTE}'",
          cls="wrapper", src="https://github.com/jscutlery/semver/issues/440"),
    ], cmd=f"git push -u origin {branch}", look=look, n=4)


def _pathspec(gid: str, spec: str, cmd: str, src: str, look: str = "") -> G:
    return G(gid, "git", "everyday", src, [
        f"error: pathspec '{spec}' did not match any file(s) known to git",
        V(f"error: pathspec '{spec}' did not match any file(s) known to git.", cls="version"),
        V(f"Error: error: pathspec '{spec}' did not match any file(s) known to git.", cls="wrapper",
          src="https://github.com/brackets-userland/brackets-git/issues/866"),
    ], cmd=cmd, look=look, n=4)


GROUPS: list[G] = [
    G("git-not-a-repository", "git", "version", "https://github.com/Sense-X/Co-DETR/issues/113", [
        "fatal: not a git repository (or any of the parent directories): .git",
        V("fatal: Not a git repository (or any of the parent directories): .git",
          src="https://github.com/cmcculloh/GitScripts/issues/60", cls="version"),
        V("<<root>>\nλ git add --all\nfatal: not a git repository (or any of the parent directories): .git", os="windows",
          shell="cmd", cmd="git add --all", src="https://github.com/susanBuck/e2-fall19/issues/40"),
        V("fatal: 不是 git 仓库（或者任何父目录）：.git", locale="zh", cmd="git submodule update --init --recursive",
          src="https://github.com/viswavi/datafinder/issues/2", cls="locale"),
        V("$ git submodule update --init --recursive\nfatal: 不是 git 仓库（或者任何父目录）：.git", locale="zh",
          cmd="git submodule update --init --recursive", src="https://github.com/viswavi/datafinder/issues/2", cls="locale"),
        V("fatal: not a git repository (or any of the parent directories): .git", cmd="git pull",
          src="https://github.com/susanBuck/e2-fall19/issues/70"),
    ], cmd="git status", exit=128, n=7),
    G("git-ambiguous-head", "git", "multiline", "https://github.com/Sense-X/Co-DETR/issues/113", [
        "fatal: ambiguous argument 'HEAD': unknown revision or path not in the working tree.\nUse '--' to separate paths from "
        "revisions, like this:\n'git <command> [<revision>...] -- [<file>...]'",
    ], cmd="git rev-parse --short HEAD", exit=128, look="git-not-a-repository", n=4),
    G("git-push-rejected-fetch-first", "git", "multiline", "https://github.com/ContainerSolutions/runbooks/issues/76", [
        f"To {_REMOTE}\n ! [rejected]        main -> main (fetch first)\nerror: failed to push some refs to '{_REMOTE}'\n" + _HINTS,
        V(f"error: failed to push some refs to '{_REMOTE}'\n" + _HINTS, src="https://github.com/brackets-userland/brackets-git/issues/1118"),
        V(f" ! [rejected]        master -> master (fetch first)\nerror: failed to push some refs to '{_REMOTE}'\nhint: Updates "
          "were rejected because the remote contains work that you do\nnot have locally. This is usually caused by another "
          "repository pushing\nto the same ref. You may want to first integrate the remote changes (e.g., 'git pull ...') "
          "before pushing again.\nSee the 'Note about fast-forwards' in 'git push --help' for details.", os="windows",
          src="https://github.com/neheller/kits19/issues/54"),
        V(f"To {_REMOTE}\n ! [rejected]        master -> master (fetch first)\nerror: failed to push some refs to '{_REMOTE}'\n"
          + _HINTS + "\nError: Process completed with exit code 1.", src="https://github.com/Yelp/nrtsearch/pull/477", cls="wrapper"),
        V(f"Error: error: failed to push some refs to '{_REMOTE}'\n" + _HINTS, os="windows", cls="wrapper",
          src="https://github.com/brackets-userland/brackets-git/issues/1118"),
    ], cmd="git push origin main", n=6),
    _refspec("git-refspec-main", "main", "https://github.com/github/opensource.guide/issues/2099"),
    _refspec("git-refspec-master", "master", "https://github.com/rtyley/bfg-repo-cleaner/issues/394", look="git-refspec-main"),
    _refspec("git-refspec-dev", "dev", "https://github.com/brackets-userland/brackets-git/issues/861"),
    _refspec("git-refspec-version-one", "versionONE", "https://github.com/brackets-userland/brackets-git/issues/1233",
             look="git-refspec-dev"),
    G("git-publickey-denied", "git", "runtime-value", "https://github.com/kaist-cp/cs220/issues/35", [
        "Cloning into '<<proj>>'...\ngit@github.com: Permission denied (publickey).\n" + _NO_ACCESS,
        "git@gitlab.com: Permission denied (publickey).\n" + _NO_ACCESS,
        V("Cloning into '<<proj>>'...\nPermission denied (publickey).\n" + _NO_ACCESS, cls="version",
          src="https://github.com/samdark/yii2-shop/issues/19"),
        "git@bitbucket.org: Permission denied (publickey).\n" + _NO_ACCESS,
        V("git@github.com: Permission denied (publickey).\n" + _NO_ACCESS, os="windows"),
    ], cmd="git clone git@github.com:<<org>>/<<proj>>.git", exit=128, n=6),
    G("git-could-not-resolve-host", "git", "two-programs", "https://github.com/desktop/desktop/issues/16450", [
        "Cloning into '<<proj>>'...\nfatal: unable to access 'https://github.com/<<org>>/<<proj>>/': Could not resolve host: "
        "github.com",
        V("fatal: unable to access 'https://github.com/<<org>>/<<proj>>.git/': Could not resolve host: github.com", os="windows"),
        V("ssh: Could not resolve hostname github.com: nodename nor servname provided, or not known\n" + _NO_ACCESS,
          os="macos", src="https://github.com/iq9891/blog/issues/14"),
        V("ssh: Could not resolve hostname github.com: nodename nor servname provided, or not known\nfatal: 无法读取远程仓库。\n"
          "\n请确认您有正确的访问权限并且仓库存在。", os="macos", locale="zh", src="https://github.com/iq9891/blog/issues/16",
          cls="locale"),
        V("<<time>>\nselected worker: <<hex12>>\n<<time>>\nCloning into '/tmp/git-resource-repo-cache'...\n<<time>>\nfatal: "
          "unable to access 'https://github.com/<<org>>/<<proj>>.git/': Could not resolve host: github.com", tool="concourse",
          src="https://github.com/egen/concourse-tutorial/issues/240", cls="wrapper"),
        V("│ fatal: unable to access 'https://github.com/<<org>>/<<proj>>/':     │\n│  Could not resolve host: github.com", tool="shopify",
          src="https://github.com/Shopify/shopify-app-template-remix/issues/422", cls="wrapper"),
        V("ping: cannot resolve github.com: Unknown host", tool="ping", cmd="ping github.com", os="macos",
          src="https://github.com/iq9891/blog/issues/14"),
    ], cmd="git clone https://github.com/<<org>>/<<proj>>", exit=128, n=7),
    _pathspec("git-pathspec-step-3", "step-3", "git checkout -f step-3", "https://github.com/angular/angular-phonecat/issues/199"),
    _pathspec("git-pathspec-origin-tag", "origin/0.1.0", "git checkout origin/0.1.0", "https://github.com/ninenines/cowlib/issues/1",
              look="git-pathspec-step-3"),
    _pathspec("git-pathspec-dotbot", "dotbot", "git submodule update --init dotbot",
              "https://github.com/anishathalye/dotbot/issues/243"),
    _pathspec("git-pathspec-gitignore", ".gitignore", "git add .gitignore", "https://github.com/brackets-userland/brackets-git/issues/866",
              look="git-pathspec-dotbot"),
    G("git-add-pathspec-windows-path", "git", "non-file-path", "https://github.com/temochka/sublime-text-2-github-tools/issues/28", [
        "fatal: pathspec '<<root>>\\<<relfile>>' did not match any files",
        "fatal: pathspec '<<root>>\\scripting\\galileo.bbcode' did not match any files",
    ], cmd="git add <<root>>\\<<relfile>>", os=("windows",), exit=128, look="git-pathspec-gitignore", n=4),
    G("git-dubious-ownership", "git", "everyday", "https://github.com/libreswan/libreswan/issues/1055", [
        _DUBIOUS.format(at="<<root>>", ind="\t"),
        V(_DUBIOUS.format(at="/workspace/<<proj>>", ind="        "), os="linux", cmd="git clone https://github.com/<<org>>/<<proj>>",
          src="https://github.com/TheArtOfficial/ArtOfficialStudio/issues/4"),
        V(_DUBIOUS.format(at="C:/<<proj>>/Repo/<<user>>", ind="   ") + "\n\nSet the environment variable "
          "GIT_TEST_DEBUG_UNSAFE_DIRECTORIES=true and run\nagain for more information.", os="windows", cls="version",
          src="https://github.com/intersystems/git-source-control/issues/207"),
        V("Error:  " + _DUBIOUS.format(at="/github/workspace/<<proj>>", ind="\t"), os="linux", cls="wrapper",
          src="https://github.com/getsentry/publish/pull/1827"),
        V("Cloning into '<<proj>>'...\nwarning: safe.directory 'file:///local/.git' not absolute\n"
          + _DUBIOUS.format(at="/local/.git", ind="\t") + "\n" + _NO_ACCESS, cls="multiline",
          cmd="git clone file:///local/.git <<proj>>", src="https://github.com/trezor/trezor-firmware/pull/4972"),
        V(" [ERROR]  stderr:fatal: detected dubious ownership in repository at '/mnt/<<proj>>/opt/admin/<<proj>>'\nTo add an "
          "exception for this directory, call:\n", cls="wrapper", cmd="./catalyst -t 01-toolchain.json",
          src="https://github.com/PhysixProject/physix/issues/33"),
        V("git \tfatal: detected dubious ownership in repository at '/var/www/kimai/var/plugins/<<proj>>' To add an exception "
          "for this directory, call: git config --global --add safe.directory /var/www/kimai/var/plugins/<<proj>> ",
          cls="wrapper", src="https://github.com/mxgross/EasyBackupBundle/issues/64"),
    ], cmd="git status", exit=128, n=7),
    G("git-unrelated-histories", "git", "everyday", "https://github.com/darrenliuwei/blog/issues/11", [
        "fatal: refusing to merge unrelated histories",
        V("From <<remote>>\n * branch            main       -> FETCH_HEAD\nfatal: refusing to merge unrelated histories",
          src="https://github.com/huangblue/github/issues/2"),
        V("fatal: refusing to merge unrelated histories", os="windows", shell="bash",
          src="https://github.com/xiaodongxier/iWebs/issues/185"),
        V("Syncing new commits...\nFrom https://gitee.com/<<org>>/<<proj>>\n * branch                master     -> FETCH_HEAD\n"
          "fatal: refusing to merge unrelated histories\nERROR:  exit 128\nNew commits could not be pulled.\nTry running in "
          "test mode to verify your action input. If that does not help, please open an issue.\nResetting git config to "
          "previous settings.\nReset Complete\nError: The process '/usr/bin/sh' failed with exit code 128", cls="wrapper", os="linux",
          tool="github-actions", src="https://github.com/aormsby/Fork-Sync-With-Upstream-action/issues/52"),
        V("fatal: 拒绝合并无关的历史", locale="zh", cls="locale", src="https://github.com/VincentFF/blog/issues/9"),
    ], cmd="git pull origin main", exit=128, n=5),
]
