"""Field set 2, a host git cannot resolve: github.com itself, or the proxy git was told to use; running a directory.

Each group's message is copied from the public thread in `src`; only volatile parts are `<<slot>>`s. The URL git
names is each thread's own (a repository, a mistyped `homestead.git~/Homestead`, a Go import path, a clone into a
Windows drive path), so the group is one identity under many URLs: the machine's resolver cannot find github.com
(over https, ssh and git://). Its look-alike names a proxy host that does not resolve (`aproxy`, `proxy`,
`proxy.server.com`), fixed by unsetting `http.proxy`, not by DNS. Also: bash asked to run a directory that has
the name of the program built inside it.
"""

from __future__ import annotations

from fieldspec import G, V

_NO_HOST = "Could not resolve host: github.com"

GROUPS = [
    G("f2-git-resolve-github", "git", "non-file-path", "https://github.com/LionSec/katoolin/issues/33", [
        "Cloning into 'katoolin'...\nfatal: unable to access 'https://github.com/LionSec/katoolin.git/': " + _NO_HOST,
        V("fatal: unable to access 'https://github.com/ultrasecurity/Storm-Breaker.git/': " + _NO_HOST,
          src="https://github.com/ultrasecurity/Storm-Breaker/issues/353",
          cmd="git clone https://github.com/ultrasecurity/Storm-Breaker.git", cls="everyday"),
        V("Cloning into '/go/src/github.com/xxx/xxx'...\nfatal: unable to access 'https://github.com/xxx/xxx/': " + _NO_HOST
          + "\npackage github.com/xxx/xxx: exit status 128", src="https://github.com/kubernetes/kubernetes/issues/95104",
          tool="go", cmd="go get github.com/xxx/xxx", cls="wrapper"),
        V("Cloning into 'Homestead'...\nfatal: unable to access 'https://github.com/laravel/homestead.git~/Homestead/': "
          + _NO_HOST, src="https://github.com/laravel/homestead/issues/1235", os="windows", shell="bash",
          cmd="git clone https://github.com/laravel/homestead.git~/Homestead"),
        V("Cloning into 'c:\\Users\\<<user>>\\Desktop\\EDX kurs\\HelloWorld\\Hello-World'...\n"
          "fatal: unable to access 'https://github.com/kosiwojciech/Hello-World.git/': " + _NO_HOST,
          src="https://github.com/microsoft/vscode/issues/74982", os="windows", shell="cmd",
          cmd="git clone https://github.com/kosiwojciech/Hello-World.git c:\\Users\\<<user>>\\Desktop\\EDX kurs\\HelloWorld"
              "\\Hello-World"),
        V("Cloning into 'hcxdumptool'...\nfatal: unable to access 'https://github.com/ZerBea/hcxdumptool.git/': " + _NO_HOST,
          src="https://github.com/desktop/desktop/issues/4872", cmd="git clone https://github.com/ZerBea/hcxdumptool.git",
          cls="everyday"),
        V("fatal: unable to access 'https://github.com/Xilinx/DPU-PYNQ.git/': " + _NO_HOST,
          src="https://github.com/Xilinx/DPU-PYNQ/issues/58", cmd="pip3 install pynq-dpu", tool="pip", cls="wrapper"),
        V("Cloning into 'Storm-Breaker'...\nssh: Could not resolve hostname github.com: Temporary failure in name resolution\n"
          "fatal: Could not read from remote repository", src="https://github.com/bower/bower/issues/2606",
          cmd="git clone git@github.com:ultrasecurity/Storm-Breaker.git", cls="two-programs"),
        V("Cloning into 'Storm-Breaker'...\nfatal: unable to look up github.com (port 9418) (Temporary failure in name "
          "resolution)", src="https://github.com/bower/bower/issues/2606",
          cmd="git clone git://github.com/ultrasecurity/Storm-Breaker.git", cls="version"),
    ], cmd="git clone https://github.com/LionSec/katoolin.git", exit=128, os=("linux",), shells=("bash",),
      look="f2-git-resolve-proxy", n=14),
    G("f2-git-resolve-proxy", "git", "non-file-path", "https://github.com/desktop/desktop/issues/3878", [
        V("fatal: unable to access 'https://github.com/': Could not resolve proxy: aproxy", tool="github-desktop",
          os="windows", cmd="git pull"),
        V("fatal: unable to access 'https://github.com/Prachi-Kurhade/Frontend.git/': Could not resolve proxy: proxy.server.com",
          src="https://github.com/desktop/desktop/issues/4872", cmd="git clone https://github.com/Prachi-Kurhade/Frontend.git"),
        V("Cloning into 'hcxdumptool'...\nfatal: unable to access 'https://github.com/ZerBea/hcxdumptool.git/': Could not "
          "resolve proxy: proxy.server.com", src="https://github.com/desktop/desktop/issues/4872", os="linux",
          cmd="git clone https://github.com/ZerBea/hcxdumptool.git", cls="everyday"),
        V("Could not resolve proxy: proxy", src="https://github.com/gitextensions/gitextensions/issues/1988",
          tool="gitextensions", os="windows", cls="wrapper"),
    ], cmd="git pull", exit=128, os=("windows", "linux"), n=8),
    G("f2-run-directory", "bash", "shell", "https://github.com/linyacool/WebServer/issues/158", [
        "bash: ./WebServer: Is a directory",
        V("-bash: ./hlsdl: is a directory", src="https://github.com/selsta/hlsdl/issues/105", cmd="./hlsdl"),
        V("Bash: ./linux-wallpaperengine: Is a directory", src="https://github.com/Almamu/linux-wallpaperengine/issues/317",
          cmd="./linux-wallpaperengine <<n2>>"),
    ], cmd="./WebServer", exit=126, os=("linux",), shells=("bash",), n=6),
]
