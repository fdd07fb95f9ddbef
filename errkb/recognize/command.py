"""A command line → the program and subcommand it runs (`pnpm test`), never its arguments.

What failed is keyed by this when the message does not name it, and a failure counts as
resolved when the same program succeeds again (loop/resolve.py).
"""

from __future__ import annotations

import re
import shlex

from ..model import SETUP_STEPS
from .sanitize import strip_terminal

# Programs whose first positional argument names what failed (`pnpm test`, `git push`).
_SUBCOMMANDS = frozenset({
    "npm", "pnpm", "yarn", "bun", "npx", "git", "docker", "podman", "kubectl", "helm", "cargo", "go", "pip",
    "pip3", "uv", "poetry", "conda", "make", "terraform", "gradle", "mvn", "dotnet", "brew", "apt", "apt-get",
    "systemctl", "gh", "rustup", "deno", "nx", "turbo", "composer", "bundle", "rake", "mix",
})
_WRAPPERS = frozenset({"sudo", "time", "env", "nohup", "exec", "command", "builtin", "nice", "stdbuf", "timeout"})
# Global options whose value is not the subcommand: `kubectl --context ci apply`, `git -C repo push`.
_VALUE_FLAGS = frozenset({"-C", "-c", "-n", "--namespace", "--context", "--kubeconfig", "--kube-context", "-H",
                          "--host", "--filter", "-F", "--prefix", "--dir", "-w", "--workspace", "--manifest-path"})
_SHELLS = frozenset({"sh", "bash", "zsh", "dash", "ksh", "cmd", "pwsh", "powershell"})
# Their `run` and `exec` take an image or a container, not a script name: `docker run postgres` is `docker run`.
_CONTAINER_TOOLS = frozenset({"docker", "podman", "nerdctl", "kubectl"})
# `go run main.go`: a file, not a script name, so it never splits the key (`go run`).
_SOURCE_FILE = re.compile(r"\.(?:go|py|[cm]?[jt]sx?|sh|rb|rs|php|pl|java|kt|swift|c|cc|cpp)$", re.I)



def _main_step(line: str) -> str:
    steps = [step.strip() for step in re.split(r"&&|\|\||;", line) if step.strip()]
    return next((step for step in steps if step.split()[0] not in SETUP_STEPS), steps[0] if steps else line)


def program_key(command: str) -> str:
    """`FOO=1 sudo /usr/bin/pnpm --silent test -- a.py` → `pnpm test`; arguments never count."""
    first = _main_step(next((line for line in strip_terminal(command).split("\n") if line.strip()), ""))
    windows = "\\" in first  # `C:\tools\npm.cmd test`: backslashes are separators, not escapes
    try:
        words = [w.strip("\"'") for w in shlex.split(first, posix=not windows)]
    except ValueError:
        words = [w.strip("\"'") for w in first.split()]
    words = [w for w in words if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*=.*", w)] if words else []
    while words and _base(words[0]) in _WRAPPERS:
        words = words[1:]
        # `timeout 60 pytest`, `nice -n 10 make`: the wrapper's own options and numbers go too
        while words and (words[0].startswith("-") or re.fullmatch(r"\d+(?:\.\d+)?[smhd]?", words[0])):
            words = words[1:]
    if not words:
        return ""
    program = _base(words[0])
    if program in _SHELLS and len(words) > 2 and words[1].lower() in ("-c", "/c", "-command"):
        return program_key(words[2]) or program  # `bash -c 'pytest a.py'` is pytest
    rest = [w for i, w in enumerate(words[1:], 1) if not w.startswith("-") and words[i - 1] not in _VALUE_FLAGS]
    if program == "python" and len(words) > 2 and words[1] == "-m":
        return program_key(shlex.join(words[2:]))  # `python -m pip install x` is `pip install`
    if program in _SUBCOMMANDS and rest:
        sub = rest[0] if re.fullmatch(r"[A-Za-z][\w:.-]*", rest[0]) else ""
        if sub in ("run", "exec", "x", "dlx") and program not in _CONTAINER_TOOLS and len(rest) > 1 \
                and re.fullmatch(r"[A-Za-z][\w:.-]*", rest[1]) and not _SOURCE_FILE.search(rest[1]):
            return f"{program} {sub} {rest[1]}"
        return f"{program} {sub}".strip()
    return program


def _base(word: str) -> str:
    name = re.split(r"[\\/]", word)[-1].lower()
    name = re.sub(r"\.(exe|cmd|bat|ps1)$", "", name)
    return re.sub(r"^(python|pip|node)\d+(?:\.\d+)*$", r"\1", name)  # pip3, python3.12
