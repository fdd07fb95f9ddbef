"""A command line → the program and subcommand it runs (`pnpm test`), never its arguments, and
the files it names (`file_operands`).

What failed is keyed by the program when the message does not name it, and a failure counts as
resolved when the same program succeeds again (loop/resolve.py). A file the user named on the
command line and the message repeats (`cat report.json` → `cat: report.json: No such file …`)
is where the error happened, not what it is: capture keys it as `<arg>`.
"""

from __future__ import annotations

import re

from ..model import SETUP_STEPS
from .sanitize import strip_terminal

# Programs whose first positional argument names what failed (`pnpm test`, `git push`).
_SUBCOMMANDS = frozenset({
    "npm", "pnpm", "yarn", "bun", "npx", "git", "docker", "podman", "kubectl", "helm", "cargo", "go", "pip",
    "pip3", "uv", "poetry", "conda", "make", "terraform", "gradle", "mvn", "dotnet", "brew", "apt", "apt-get",
    "systemctl", "gh", "rustup", "deno", "nx", "turbo", "composer", "bundle", "rake", "mix",
})
_WRAPPERS = frozenset({"sudo", "time", "env", "nohup", "exec", "command", "builtin", "nice", "stdbuf", "timeout"})
# Each one's options that take a value (`sudo -u www-data php …`, `env -u VAR`, `timeout -s KILL 60 …`):
# the value is no program. Per wrapper: `sudo -s` and `time -p` take none.
_WRAPPER_VALUE_FLAGS: dict[str, frozenset[str]] = {
    "sudo": frozenset({"-u", "-g", "-U", "-C", "-D", "-h", "-p", "-r", "-t", "--user", "--group", "--chdir"}),
    "env": frozenset({"-u", "-C", "--unset", "--chdir"}),
    "timeout": frozenset({"-s", "-k", "--signal", "--kill-after"}),
}
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
    try:
        words = [w.strip("\"'") for w in shell_words(first)]
    except ValueError:
        words = [w.strip("\"'") for w in first.split()]
    words = [w for w in words if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*=.*", w)] if words else []
    while words and _base(words[0]) in _WRAPPERS:
        valued = _WRAPPER_VALUE_FLAGS.get(_base(words[0]), frozenset())
        words = words[1:]
        # `timeout 60 pytest`, `nice -n 10 make`: the wrapper's own options and numbers go too
        while words and (words[0].startswith("-") or re.fullmatch(r"\d+(?:\.\d+)?[smhd]?", words[0])):
            words = words[2:] if words[0] in valued else words[1:]
    if not words:
        return ""
    program = _base(words[0])
    if program in _SHELLS and len(words) > 2 and words[1].lower() in ("-c", "/c", "-command"):
        return program_key(words[2]) or program  # `bash -c 'pytest a.py'` is pytest
    rest = [w for i, w in enumerate(words[1:], 1) if not w.startswith("-") and words[i - 1] not in _VALUE_FLAGS]
    if program == "python" and len(words) > 2 and words[1] == "-m":
        import shlex

        return program_key(shlex.join(words[2:]))  # `python -m pip install x` is `pip install`
    if program in _SUBCOMMANDS and rest:
        sub = rest[0] if re.fullmatch(r"[A-Za-z][\w:.-]*", rest[0]) else ""
        if sub in ("run", "exec", "x", "dlx") and program not in _CONTAINER_TOOLS and len(rest) > 1 \
                and re.fullmatch(r"[A-Za-z][\w:.-]*", rest[1]) and not _SOURCE_FILE.search(rest[1]):
            return f"{program} {sub} {rest[1]}"
        return f"{program} {sub}".strip()
    return program


def shell_words(line: str) -> list[str]:
    """The words of a command line as a shell splits them (ValueError: an unclosed quote).

    A line of printable ASCII with no quote or backslash splits at its spaces, as shlex would:
    most commands are such, and a hook call then never loads shlex. A backslash means a Windows
    path (`C:\\tools\\npm.cmd test`): separators, not escapes, so shlex splits it in its
    non-POSIX mode."""
    if line.isascii() and line.isprintable() and not any(mark in line for mark in "\"'\\"):
        return line.split()
    import shlex

    return shlex.split(line, posix="\\" not in line)


def _base(word: str) -> str:
    name = re.split(r"[\\/]", word)[-1].lower()
    name = re.sub(r"\.(exe|cmd|bat|ps1)$", "", name)
    return re.sub(r"^(python|pip|node)\d+(?:\.\d+)*$", r"\1", name)  # pip3, python3.12


# Programs whose operands are files or directories, whatever they look like (`mkdir notes-app`).
_FILE_PROGRAMS = frozenset({
    "ls", "cat", "chmod", "chown", "chgrp", "cp", "mv", "rm", "rmdir", "mkdir", "touch", "cd", "stat", "head", "tail",
    "less", "more", "ln", "du", "wc", "sort", "file", "readlink", "realpath", "tar", "unzip", "zip", "type", "dir", "del",
    "copy", "move", "get-content", "set-content", "gc", "md", "rd",
})
# A word that names a file: a separator, or a file extension at its end (a closed list: a Java
# class `infra.Main` or a module `pkg.mod` reads like a file name and is the error's subject).
_EXTENSIONS = (
    "c h cc cpp cxx hpp m mm go rs py pyi rb js jsx mjs cjs ts tsx java kt scala cs php swift dart lua pl sh bash zsh ps1 "
    "bat cmd json yaml yml toml ini cfg conf xml html htm css scss md rst txt log csv tsv sql db sqlite env lock "
    "png jpg jpeg gif svg webp ico pdf mp3 mp4 wav mov avi mkv zip tar gz tgz bz2 xz 7z deb rpm apk jar war whl egg "
    "exe dll so dylib a o obj bin mo po ipynb bak pem crt key iso img dmg msi pkg tf proto"
)
_PATH_START = re.compile(r"^(?:\.{0,2}[\\/]|~[\\/]|[A-Za-z]:[\\/])")
_FILE_WORD = re.compile(rf"^(?:\.{{0,2}}[\\/]|~[\\/]|[A-Za-z]:[\\/])|\.(?:{'|'.join(_EXTENSIONS.split())})$", re.I)
# Names a project or a tool fixes (`.gitignore`, `package.json`): the file is the error's subject.
_CONVENTIONAL = re.compile(
    r"^\.[\w-]+$|^(?:package(?:-lock)?\.json|tsconfig\.json|pyproject\.toml|setup\.py|setup\.cfg|requirements\.txt"
    r"|cargo\.toml|go\.mod|pom\.xml|build\.gradle(?:\.kts)?|makefile|dockerfile|docker-compose\.ya?ml|cmakelists\.txt)$",
    re.I,
)


def file_operands(command: str) -> list[str]:
    """The files and directories a command line names (`./build.sh`, `report.json`, `C:\\x\\a.png`),
    longest first; never an option, a module (`-m pkg.mod`), a project file (`package.json`) or a
    URL, and nothing for a command that names no program."""
    first = _main_step(next((line for line in strip_terminal(command).split("\n") if line.strip()), ""))
    try:
        words = [w.strip("\"'") for w in shell_words(first)]
    except ValueError:
        return []
    words = [w for w in words if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*=.*", w)]
    if not words:
        return []
    files_only = _base(words[0]) in _FILE_PROGRAMS
    found = []
    for i, word in enumerate(words):
        if i == 0 and not _PATH_START.match(word):
            continue  # the program by its name is what ran; by its path (`./build.sh`), a file
        name = word[2:] if word.startswith("./") else word
        after_option = i > 0 and words[i - 1].startswith("-")
        if (not name or word.startswith(("-", "+")) or name.isdigit() or "://" in word
                or _CONVENTIONAL.match(name.replace("\\", "/").rsplit("/", 1)[-1])):
            continue
        # After an option only a file-like word counts: `-m pkg.mod` names a module, `-o app` an output.
        if (files_only and not after_option) or _FILE_WORD.search(word):
            found.append(name)
    return sorted(set(found), key=len, reverse=True)
