"""Field set 2, language runtimes and version control: Node, Python, Rust, git.

Each group's message is copied from the public thread in `src`; only volatile parts are `<<slot>>`s.
"""

from __future__ import annotations

from fieldspec import G, V

_NODE_STACK = ("    at Server.setupListenHandle [as _listen2] (net.js:1318:16)\n    at listenInCluster (net.js:1366:12)\n"
               "    at Server.listen (net.js:1452:7)")
_PUSH_HINT = ("hint: Updates were rejected because the tip of your current branch is behind\n"
              "hint: its remote counterpart. Integrate the remote changes (e.g.\n"
              "hint: 'git pull ...') before pushing again.\n"
              "hint: See the 'Note about fast-forwards' in 'git push --help' for details.")
_PUSH_HINT_OLD = ("hint: Updates were rejected because the tip of your current branch is behind\n"
                  "hint: its remote counterpart. Merge the remote changes (e.g. 'git pull')\n"
                  "hint: before pushing again.\n"
                  "hint: See the 'Note about fast-forwards' in 'git push --help' for details.")


def _push(branch: str, hint: str = _PUSH_HINT) -> str:
    return (f"To <<remote>>\n ! [rejected]        {branch} -> {branch} (non-fast-forward)\n"
            f"error: failed to push some refs to '<<remote>>'\n{hint}")


GROUPS = [
    G("f2-node-eaddrinuse", "node", "version", "https://github.com/nodejs/help/issues/1050", [
        V("events.js:292\n      throw er; // Unhandled 'error' event\n      ^\n\n"
          "Error: listen EADDRINUSE: address already in use :::<<port>>\n" + _NODE_STACK, cls="multiline"),
        "Error: listen EADDRINUSE: address already in use :::<<port>>",
        V("Error: listen EADDRINUSE :::<<port>>\n    at Object.exports._errnoException (util.js:890:11)\n"
          "    at exports._exceptionWithHostPort (util.js:913:20)\n    at Server._listen2 (net.js:1234:14)",
          src="https://github.com/sahat/hackathon-starter/issues/461"),
        V("Error: listen EADDRINUSE :::<<port>>", src="https://github.com/60frames/webpack-hot-server-middleware/issues/57"),
    ], cmd="node <<jsfile>>", os=("linux", "macos", "windows"), n=10),
    G("f2-python-eaddrinuse", "python", "two-programs", "https://github.com/insidesherpa/JPMC-tech-task-1-PY3/issues/232", [
        V("  File \"/usr/lib/python3.10/socketserver.py\", line 466, in server_bind\n"
          "    self.socket.bind(self.server_address)\nOSError: [Errno 98] Address already in use",
          src="https://github.com/insidesherpa/JPMC-tech-task-1-PY3/issues/232"),
        V("socket.error: [Errno 98] Address already in use", src="https://github.com/kivy/oscpy/issues/18", cls="version"),
        V("OSError: [Errno 98] Address already in use", src="https://github.com/mikeizbicki/cmc-csci143/issues/267",
          tool="flask", cmd="python manage.py run"),
        V("  File \"pyserver.pyx\", line 184, in pyserver.server\nOSError: [Errno 98] Address already in use",
          src="https://github.com/SJTU-IPADS/OS-Course-Lab/issues/99"),
    ], cmd="python <<pyfile>>", n=10),
    G("f2-git-not-a-repo", "git", "everyday", "https://github.com/IIC2233/syllabus-2019-2/issues/499", [
        "fatal: not a git repository (or any of the parent directories): .git",
        V("fatal: not a git repository (or any parent up to mount point <<shortdir>>)\n"
          "Stopping at filesystem boundary (GIT_DISCOVERY_ACROSS_FILESYSTEM not set).",
          src="https://github.com/insidesherpa/JPMC-tech-task-1/issues/131", cls="non-file-path"),
        V("fatal: Not a git repository (or any parent up to mount point <<shortdir>>)\n"
          "Stopping at filesystem boundary (GIT_DISCOVERY_ACROSS_FILESYSTEM not set).",
          src="https://github.com/mathieudutour/git-sketch-plugin/issues/145", cls="version"),
        V("git pull\nfatal: 不是一个 git 仓库（或者任何父目录）：.git\nmake: *** [Makefile:2：produce] 错误 128", os="linux",
          locale="zh", cls="wrapper", tool="make", cmd="make", exit=2, src="https://github.com/dndx/nchnroutes/issues/2"),
    ], cmd="git status", exit=128, os=("linux", "macos", "windows"), n=10),
    G("f2-git-push-behind", "git", "multiline", "https://github.com/rtyley/bfg-repo-cleaner/issues/351", [
        _push("master"), _push("main"),
        V(_push("<<hex7>>-fix", _PUSH_HINT_OLD), src="https://github.com/jdigger/git-process/issues/67", cls="version"),
        V(_push("master"), os="windows", shell="powershell", src="https://github.com/Dae-Hwa/errors/issues/4"),
        V(" ! [rejected]        master -> master (non-fast-forward)\n"
          "error: 推送一些引用到 '<<remote>>' 失败\n"
          "提示：更新被拒绝，因为您当前分支的最新提交落后于其对应的远程分支。\n"
          "提示：再次推送前，先与远程变更合并（如 'git pull ...'）。详见\n"
          "提示：'git push --help' 中的 'Note about fast-forwards' 小节。",
          src="https://github.com/neolee/pilot/issues/780", locale="zh", cls="locale"),
        V("--push option detected. Running in Push/Upload mode.\n"
          "Local Pi-hole lists are different than remote Git repo. Updating remote repo...\n" + _push("main") + "\nDone!",
          src="https://github.com/stevejenkins/pihole-cloudsync/issues/21", tool="pihole-cloudsync",
          cmd="./pihole-cloudsync --push", cls="wrapper"),
        V("Error: To <<remote>>\n!\trefs/heads/update-target-data:refs/heads/update-target-data\t[rejected] "
          "(non-fast-forward)\nDone\nPushing to <<remote>>\nerror: failed to push some refs to '<<remote>>'\n"
          "hint: Updates were rejected because the tip of your current branch is behind\n"
          "hint: its remote counterpart. If you want to integrate the remote changes,\n"
          "hint: use 'git pull' before pushing again.\n"
          "hint: See the 'Note about fast-forwards' in 'git push --help' for details.",
          src="https://github.com/CDCgov/covid19-forecast-hub/issues/885", tool="github-actions", cls="version"),
    ], cmd="git push -u origin main", os=("linux", "macos"), n=8),
    G("f2-libgl-missing", "python", "wrapper", "https://github.com/amdegroot/ssd.pytorch/issues/525", [
        V("  File \"<<root>>/train.py\", line 1, in <module>\n    from data import *\n"
          "  File \"/opt/conda/lib/python3.6/site-packages/cv2/__init__.py\", line 5, in <module>\n    from .cv2 import *\n"
          "ImportError: libGL.so.1: cannot open shared object file: No such file or directory"),
        V("ImportError: libGL.so.1: cannot open shared object file: No such file or directory",
          src="https://github.com/schrodinger/pymol-open-source/issues/232"),
        V("    _CDLL(str(next((_Path(__file__).parent / 'cpu').glob('pybind*'))))\n"
          "  File \"/usr/lib/python3.7/ctypes/__init__.py\", line 364, in __init__\n"
          "    self._handle = _dlopen(self._name, mode)\n"
          "OSError: libGL.so.1: cannot open shared object file: No such file or directory",
          src="https://github.com/open-mmlab/OpenPCDet/issues/929", cls="two-programs"),
        V("ImportError: libGL.so.1: cannot open shared object file: No such file or directory.",
          src="https://github.com/bowang-lab/MedSAM/issues/180"),
    ], cmd="python <<pyfile>>", os=("linux",), n=8),
    G("f2-rust-undeclared-get-info", "cargo", "multiline", "https://github.com/ArgentumCation/mirafetch/issues/14", [
        "error[E0433]: failed to resolve: use of undeclared crate or module `get_info`\n   --> src/info/mod.rs:<<line>>:31\n"
        "    |\n<<line>> |         let getter = Arc::new(get_info::new());\n"
        "    |                               ^^^^^^^^ use of undeclared crate or module `get_info`",
        "error[E0433]: failed to resolve: use of undeclared crate or module `get_info`",
    ], cmd="cargo run", exit=101, look="f2-rust-undeclared-imp"),
    G("f2-rust-undeclared-imp", "cargo", "multiline", "https://github.com/alexcrichton/wait-timeout/issues/25", [
        V("error[E0433]: failed to resolve: use of undeclared crate or module `imp`\n"
          "  --> <<home>>/.cargo/registry/src/github.com-1ecc6299db9ec823/wait-timeout-0.2.0/src/lib.rs:66:9\n   |\n"
          "66 |         imp::wait_timeout(self, dur)\n   |         ^^^ use of undeclared crate or module `imp`"),
        V("error[E0433]: failed to resolve: use of undeclared crate or module `imp`"),
    ], cmd="cargo build --target wasm32-wasi", exit=101),
    G("f2-rust-undeclared-autocxx-build", "cargo", "everyday", "https://github.com/google/autocxx/issues/1135", [
        "error[E0433]: failed to resolve: use of undeclared crate or module `autocxx_build`\n --> build.rs:3:32\n  |\n"
        "3 |     let mut b = autocxx_build::Builder::new(\"src/main.rs\", &[&path]).build()?;\n"
        "  |                                ^^^^^^^ not found in `autocxx_build`",
    ], cmd="cargo build", exit=101, look="f2-rust-undeclared-imp"),
    G("f2-go-no-main-module", "go", "version", "https://github.com/jfeliu007/goplantuml/issues/113", [
        "go: cannot find main module, but found .git/config in <<root>>\n\tto create a module there, run:\n\tgo mod init",
        V("go build -buildmode c-archive -v\ngo: cannot find main module, but found .git/config in <<root>>\n"
          "        to create a module there, run:\n        cd .. && go mod init\nmake: *** [Makefile:2: all] Error 1",
          src="https://github.com/mozilla-mobile/mozilla-vpn-client/issues/844", cls="wrapper", tool="make", cmd="make"),
        V("go: cannot find main module, but found .git/config in <<root>>" + " " * 57
          + "to create a module there, run: go mod init", os="windows", src="https://github.com/adjust/go-wrk/issues/36"),
        V("go: cannot find main module, but found vendor/vendor.json in <<root>>\n\tto create a module there, run:\n"
          "\tcd ../.. && go mod init", src="https://github.com/microsoft/vscode/issues/99823"),
    ], cmd="go build", os=("linux", "macos"), n=8),
]
