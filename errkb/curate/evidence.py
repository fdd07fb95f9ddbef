"""Does a command name the error it followed? The first of a mined pair's independent reasons.

Sequence alone (a failure, some commands, a success) is right about one time in eight, so a
pair is proposed only when a fixing command names a token of the error, or when the same remedy
followed the same error in another session (miner.py counts that). A token is a distinctive word
of the error's headline (`templates`, `lodash`, `cfg/settings.ini`), never its vocabulary
(`error`, `not found`) nor the failing program itself, unless that program is what is missing.
A command names a token when one of its words is the token or a path part of it, when it runs
the missing program, or when it installs a package whose name contains it. A flag never names
anything: `--request-timeout=20s` after `timeout: command not found` only spells the word.
"""

from __future__ import annotations

import re
import shlex
from functools import lru_cache

from ..recognize.command import program_key

_WORD = re.compile(r"[A-Za-z0-9_$~.][\w.+@/$~-]*[\w+]|[A-Za-z0-9]{2}")
_STOP = frozenset("""
a an and are as at be been but by can cannot could did do does for from had has have if in into is it its no not
of on or so such than that the then there this to too was were will with without would you your
error errors failed failure fail fails fatal warning warn exception traceback most recent call last
file files directory dir command commands found missing unable invalid unknown unexpected expected usage help
line lines exit code status permission denied refused reset timeout timed out module named line column col
run running see try more info information process returned exited killed signal stack require
connection peer host port server client request response version tag none null undefined true false
bash sh zsh dash ksh fish shell user users home tmp usr bin lib local share var etc opt build
test tests path paths value type types name names object function find config configuration
logged locked database data read write open access allowed supported available exists exist defined
""".split())
# Generic folders: naming `src` says nothing about `src/main.rs: mismatched types`.
_GENERIC_PARTS = frozenset("src lib bin test tests app dist build node_modules usr home tmp var etc opt local share".split())
# `/bin/bash: line 1: ` before a shell's complaint names the shell, not the error.
_SHELL_PREFIX = re.compile(r"^(?:\S*/)?(?:ba|z|da|k)?sh(?:: line \d+|: \d+)?: ")
# The missing program in a shell's or an OS's complaint.
_MISSING = re.compile(
    r"(?:command not found:\s*([\w.+-]+))|(?:([\w.+-]+): (?:command )?not found\b)|"
    r"(?:'([\w.+-]+)' is not recognized as an internal or external command)", re.I)
_INSTALLERS = {"apt": "install", "apt-get": "install", "brew": "install", "pip": "install", "pip3": "install",
               "pipx": "install", "uv": "add pip", "npm": "install i add", "pnpm": "add install i", "yarn": "add",
               "bun": "add install i", "cargo": "install add", "gem": "install", "go": "install get",
               "conda": "install", "mamba": "install", "dnf": "install", "yum": "install", "apk": "add",
               "pacman": "-S", "port": "install", "choco": "install", "winget": "install", "scoop": "install",
               "snap": "install", "nix-env": "-i", "poetry": "add", "composer": "require", "pkg": "install"}


@lru_cache(maxsize=4096)
def error_tokens(headline: str, failed_command: str) -> frozenset[str]:
    """The distinctive words of an error, lower-cased; the failing program's own name is left out
    unless the error says that program is missing."""
    headline = _SHELL_PREFIX.sub("", headline)
    missing = {name.lower() for m in _MISSING.finditer(headline) for name in m.groups() if name}
    own = set(program_key(failed_command).lower().split()) - missing
    found: set[str] = set(missing)
    for word in _WORD.findall(headline):
        word = word.rstrip(".").lower()  # a sentence's full stop, never a dotfile's leading dot
        parts = {p for p in word.split("/") if p not in _GENERIC_PARTS} if "/" in word else set()
        for part in {word} | parts:  # `src/main.rs` gives `main.rs`, never `src`
            if _distinctive(part) and part not in own:
                found.add(part)
    return frozenset(found)


def _distinctive(word: str) -> bool:
    return len(word) >= 2 and not word.isdigit() and word not in _STOP and not word.startswith("<") \
        and re.search(r"[a-z]", word) is not None


def named_tokens(command: str, tokens: frozenset[str], ignore: frozenset[str] = frozenset()) -> list[str]:
    """The tokens `command` names, in sorted order; words in `ignore` (the failed command's own)
    name nothing, so a command that changed only a flag names nothing."""
    if not tokens:
        return []
    named: set[str] = set()
    for words in _segments(command):
        arguments = [w for w in words if not w.startswith("-")]
        install = _installs(words)
        for word in arguments:
            if word.lower() in ignore:
                continue
            named |= _names(word.lower(), tokens, install)
    return sorted(named)


def command_words(command: str) -> frozenset[str]:
    return frozenset(w.lower() for words in _segments(command) for w in words if not w.startswith("-"))


def _names(word: str, tokens: frozenset[str], install: bool) -> set[str]:
    value = word.split("=", 1)[1] if re.match(r"[A-Za-z_]\w*=", word) else word
    parts = {p for p in re.split(r"[/\\]", value) if p}
    hits = {t for t in tokens if t == value or t in parts}
    # `mkdir -p cfg` names `cfg/settings.ini`: a word that is a (non-generic) folder of a token.
    hits |= {t for t in tokens if "/" in t and value in t.split("/") and value not in _GENERIC_PARTS and len(value) >= 3}
    if install:
        hits |= {t for t in tokens if len(t) >= 3 and t in value}
    return hits


def _installs(words: tuple[str, ...]) -> bool:
    """Whether this segment installs packages: `apt-get install -y jq`, `pip install x`."""
    if not words:
        return False
    program = re.split(r"[\\/]", words[0])[-1].lower()
    if program in ("sudo", "doas") and len(words) > 1:
        return _installs(words[1:])
    verbs = _INSTALLERS.get(program, "").split()
    return bool(verbs) and any(w in verbs for w in words[1:3])


@lru_cache(maxsize=4096)
def _segments(command: str) -> tuple[tuple[str, ...], ...]:
    """Each step of a chain or pipeline as its words, redirections and operators left out (cached:
    the same commands recur all through a history, and shlex is slow)."""
    steps = [s for s in re.split(r"\|\||&&|[|;\n]", command) if s.strip()]
    result = []
    for step in steps:
        try:
            words = shlex.split(step, comments=True)
        except ValueError:
            words = step.split()
        result.append(tuple(w for w in words if not re.fullmatch(r"\d*[<>]+&?\d*|&", w)))
    return tuple(result)
