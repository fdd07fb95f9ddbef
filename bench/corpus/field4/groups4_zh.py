"""Field set 4: Chinese-localised messages from PowerShell, cmd and ld, with an English form where a
thread showed one (more Chinese groups live in groups4_win, groups4_javazh, groups4_more, groups4_net).

Each message is the text of the thread in `src`, including its own line wrapping where a Chinese
console broke a line; only `<<slot>>` parts were generalised. The command or symbol that is wrong
makes a group, so most groups here are look-alikes of another that differs only in it.
"""

from __future__ import annotations

from fieldspec import G, V

_PS_ZH = ("{name} : 无法将“{name}”项识别为 cmdlet、函数、脚本文件或可运行程序的名称。请检查名称的拼写，如{wrap}"
          "果包括路径，请确保路径正确，然后再试一次。")
_PS_TAIL = ("\n所在位置 行:1 字符: 1\n+ {line}\n+ {tilde}\n    + CategoryInfo          : ObjectNotFound: "
            "({name}:String) [], CommandNotFoundException\n    + FullyQualifiedErrorId : CommandNotFoundException")


def _ps_zh(name: str, line: str, wrap_at: str = "如\n") -> str:
    """PowerShell 5's Chinese CommandNotFoundException block; consoles wrap its first line at their width."""
    head = _PS_ZH.format(name=name, wrap="").replace(wrap_at.replace("\n", ""), wrap_at, 1)
    return head + _PS_TAIL.format(name=name, line=line, tilde="~" * len(name))


_CMD_ZH = "'{name}' 不是内部或外部命令，也不是可运行的程序\n或批处理文件。"

GROUPS = [
    G("ps-zh-exe-not-on-path", "powershell", "locale", "https://github.com/FirPE-Team/DriverIndexer/issues/4", [
        _ps_zh("DriverIndexer.exe", "DriverIndexer.exe create-index D:\\netcard index.json"),
    ], cmd="DriverIndexer.exe create-index D:\\netcard index.json", os=("windows",), shells=("powershell",),
      locale="zh"),
    G("ps-zh-cmd-switch-k", "vscode", "wrapper", "https://github.com/microsoft/vscode-docs/issues/2548", [
        "/K : 无法将“/K”项识别为 cmdlet、函数、脚本文件或可运行程序的名称。请检查名称的拼写，如果包括路径，请确保路径正确，"
        "然后再试一次。\n所在位置 行:1 字符: 1\n+ /K chcp 65001 >nul -Command clang++ 'd:\\Code\\code of VS code\\C C++\\1. "
        "...\n+ ~~\n    + CategoryInfo          : ObjectNotFound: (/K:String) [], CommandNotFoundException\n"
        "    + FullyQualifiedErrorId : CommandNotFoundException",
    ], cmd="clang++ <<root>>\\1.cpp -o <<root>>\\1.exe -g -Wall", os=("windows",),
      shells=("powershell",), locale="zh", look="ps-zh-exe-not-on-path"),
    G("cmd-zh-bat-with-lf-endings", "cmd", "multiline", "https://github.com/MrXiaoM/Lapis/issues/3", [
        "\n".join(_CMD_ZH.format(name=name) for name in ("version", "谙略?", "ion")),
    ], cmd="setup.bat", exit=9009, os=("windows",), shells=("cmd",), locale="zh"),
    G("ld-undefined-main", "gcc", "locale", "https://github.com/Rock-100/FaceKit/issues/44", [
        "/usr/lib/gcc/x86_64-linux-gnu/5/../../../x86_64-linux-gnu/crt1.o：在函数‘_start’中： (.text+0x20)：对‘main’"
        "未定义的引用 collect2: error: ld returned 1 exit status",
        V("(.text+0x24): undefined reference to `main' collect2: error: ld returned 1 exit status",
          src="https://github.com/microsoft/vscode/issues/226451", locale="en", cls="everyday"),
    ], cmd="g++ -o <<proj>> <<cfile>>", os=("linux",), locale="zh"),
    G("ld-cannot-find-1-mingw", "go", "non-file-path", "https://github.com/andlabs/ui/issues/424", [
        "c:/users/<<user>>/scoop/apps/gcc/current/bin/../lib/gcc/x86_64-w64-mingw32/11.2.0/../../../../"
        "x86_64-w64-mingw32/bin/ld.exe: cannot find 1: No such file or directory\ncollect2.exe: error: ld returned 1 exit status",
    ], cmd="go build", exit=2, os=("windows",), look="ld-undefined-main"),
]
