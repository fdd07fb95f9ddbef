"""Field set 14, part d: make not on PATH (cmd, Windows PowerShell, PowerShell 7), a privileged or
forbidden port from node and Python across releases, a crash reported by zsh.

Each group's message is copied from the public thread in its `src` (fieldspec.py says how instances
are derived). Whoever writes recognition rules should not read this file (see README.md).
"""

from __future__ import annotations

from fieldspec import G, Q, V

_WIN = ("windows",)
_PS_HINT = ("Check the spelling of the name, or if a path was included, verify that the path is correct and try "
            "again.")
_10013 = "An attempt was made to access a socket in a way forbidden by its access permissions"

GROUPS = [
    # make missing on Windows: PowerShell's two layouts and cmd's wording; the command decides.
    G("f14-make-not-found-windows", "make", "shell", "https://github.com/Sylius/Docker/issues/27", [
        V("make : The term 'make' is not recognized as the name of a cmdlet, function, script file, or operable "
          "program. " + _PS_HINT + "\n+CategoryInfo          : ObjectNotFound: (make:String) [], CommandNotFoundException\n"
          "+FullyQualifiedErrorId : CommandNotFoundException", shell="powershell", cmd="make help"),
        V("The term 'make' is not recognized as the name of a cmdlet, function, script file, or operable program.\n"
          + _PS_HINT + "\nAt line:1 char:1\n+ make clean test\n+ ~~~~\n"
          "    + CategoryInfo          : ObjectNotFound: (make:String) [], CommandNotFoundException\n"
          "    + FullyQualifiedErrorId : CommandNotFoundException", src="https://github.com/elixir-lang/elixir/issues/7985",
          shell="powershell", cmd="make clean test"),
        V("'make' is not recognized as an internal or external command,\noperable program or batch file.",
          src="https://github.com/ruddra/docker-django/issues/16", shell="cmd", cmd="make shell-web"),
        V("'make' is not recognized as an internal or external command,\noperable program or batch file.",
          src="https://github.com/enkidevs/react-search-input/issues/146", shell="cmd", cmd="npm install", cls="wrapper"),
    ], exit=1, os=_WIN, n=8),
    G("f14-nmake-not-found-pwsh7", "pwsh", "version", "https://github.com/microsoft/setup-msbuild/issues/43", [
        "nmake: D:\\a\\_temp\\c836ed5d-0142-46e1-8fee-328d02c3c2e1.ps1:3\nLine |\n   3 |  nmake -f Makefile.msvc.x64.in\n"
        "     |  ~~~~~\n     | The term 'nmake' is not recognized as a name of a cmdlet, function, script file, or executable\n"
        "     | program. Check the spelling of the name, or if a path was included, verify that the path is correct\n"
        "     | and try again.",
    ], cmd="nmake -f Makefile.msvc.x64.in", os=_WIN, shells=("powershell",), look="f14-make-not-found-windows"),
    G("f14-makerun-not-found", "powershell", "multiline", "https://github.com/Bharathgopal/M1_March_2022/issues/200", [
        "& : The term 'makerun' is not recognized as the name of a cmdlet, function, script file, or operable program. "
        "Check the spelling of the name, or if a path was       \nincluded, verify that the path is correct and try again.\n"
        "At line:1 char:2\n+ &makerun\n+  ~~~~~~~\n"
        "    + CategoryInfo          : ObjectNotFound: (makerun:String) [], CommandNotFoundException\n"
        "    + FullyQualifiedErrorId : CommandNotFoundException",
    ], cmd="&makerun", os=_WIN, shells=("powershell",), look="f14-make-not-found-windows"),

    # A port below 1024 without root: node (three releases) and Python (socketserver, aiohttp, Python 2).
    G("f14-bind-port-80-denied", "node", "two-programs", "https://github.com/themoonisacheese/2bored2wait/issues/68", [
        "Error: listen EACCES: permission denied 0.0.0.0:80\n    at Server.setupListenHandle [as _listen2] (net.js:1263:19)\n"
        "    at listenInCluster (net.js:1328:12)",
        V("  File \"/usr/lib/python3.8/socketserver.py\", line 466, in server_bind\n"
          "    self.socket.bind(self.server_address)\nPermissionError: [Errno 13] Permission denied",
          src="https://github.com/ufownl/alpr_utils/issues/23", tool="python", cmd="python3 server.py"),
        V("Error: listen EACCES 0.0.0.0:80", src="https://github.com/ticruz38/Ambrosia/issues/2", cls="version"),
        V("PermissionError: [Errno 13] error while attempting to bind on address ('0.0.0.0', 80): permission denied",
          src="https://github.com/KuroLabs/Airshare/issues/20", tool="airshare", cmd="airshare name filename.png"),
        V("Error: listen EACCES: permission denied 127.0.0.1:80", src="https://github.com/nodejs/node/issues/40932",
          os="macos"),
        V("  File \"/usr/lib/python2.7/socket.py\", line 228, in meth\n    return getattr(self._sock,name)(*args)\n"
          "socket.error: [Errno 13] Permission denied", src="https://github.com/LevyHsu/CF-Cannon/issues/6",
          tool="python2", cls="version"),
        V("Listening on 80\n\nnode.js:207\n        throw e; // process.nextTick error, or 'error' event on first tick\n"
          "              ^\nError: listen EACCESS", src="https://github.com/remy/jsconsole/issues/32", os="macos",
          cls="version"),
        V("    self.socket.bind(self.server_address)\nPermissionError: [Errno 13] Permission denied",
          src="https://github.com/googlesamples/assistant-sdk-python/issues/457", tool="python",
          cmd="python3 -m http.server 80"),
        V("  |> [<<time>> AM] | Error: listen EACCES: permission denied",
          src="https://github.com/TannerReynolds/ShareX-Upload-Server/issues/63", cls="wrapper"),
        V("Error: listen EACCES: permission denied 0.0.0.0:80\n    at Server.setupListenHandle [as _listen2] "
          "(node:net:1915:21)\n    at listenInCluster (node:net:1994:12)",
          src="https://github.com/Berny23/LD-ToyPad-Emulator/issues/231"),
    ], cmd="npm start", os=("linux",), n=10),
    # Windows refuses the port outright (WSAEACCES 10013): uvicorn and Python 2 sockets.
    G("f14-winerror-10013-bind", "uvicorn", "two-programs", "https://github.com/YanWenKun/Hunyuan3D-2-WinPortable/issues/18", [
        "ERROR:    [Errno 13] error while attempting to bind on address ('0.0.0.0', 8080): [winerror 10013] an attempt "
        "was made to access a socket in a way forbidden by its access permissions.",
        V("  File \"C:\\Python27\\lib\\socket.py\", line 228, in meth\n    return getattr(self._sock,name)(*args)\n"
          "error: [Errno 10013] " + _10013, src="https://github.com/vesche/basicRAT/issues/26", tool="python2",
          cmd="python basicRAT_server.py"),
    ], cmd="run-gradio-app.bat", os=_WIN, n=5, look="f14-bind-port-80-denied"),

    # zsh reports a crashed Python its own way.
    G("f14-zsh-segfault-python-app", "zsh", "shell", "https://github.com/python/cpython/issues/121047", [
        "zsh: segmentation fault  python src/toolkit/app.py",
    ], cmd="python src/toolkit/app.py", exit=139, os=("macos",), shells=("zsh",), look="f14-fish-sigsegv-filestash"),
]

QUERIES = [
    Q("windows doesn't have make when I run the makefile", "f14-make-not-found-windows", "plain"),
    Q("windows 上运行 make 说找不到这个命令", "f14-make-not-found-windows", "zh"),
    Q("github actions pwsh can't find nmake", "f14-nmake-not-found-pwsh7", "plain"),
    Q("GitHub Actions 的 pwsh 里找不到 nmake", "f14-nmake-not-found-pwsh7", "zh"),
    Q("powershell doesn't know makerun when I call it with &", "f14-makerun-not-found", "plain"),
    Q("PowerShell 用 & 调用 makerun 说不认识", "f14-makerun-not-found", "zh"),
    Q("server can't listen on port 80 without root", "f14-bind-port-80-denied", "plain"),
    Q("不用 root 监听 80 端口被拒绝", "f14-bind-port-80-denied", "zh"),
    Q("windows forbids binding port 8080 for the web ui", "f14-winerror-10013-bind", "plain"),
    Q("windows 上绑定 8080 端口提示访问权限不允许", "f14-winerror-10013-bind", "zh"),
    Q("python app crashes with a segfault in zsh on a mac", "f14-zsh-segfault-python-app", "plain"),
    Q("mac 上 zsh 里跑 python 程序段错误", "f14-zsh-segfault-python-app", "zh"),
]
