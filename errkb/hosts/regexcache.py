"""Compiled regular expressions kept between hook calls.

A hook call compiles about a hundred patterns (at import and on first use) before it answers:
a fifth of its CPU time, the same work every call. `re` keeps compiled patterns only
for the life of a process, keyed by (type, pattern, flags) in `re._cache`. This module saves what
the compiler produced (the code `_sre.compile` takes) in the user's cache folder and, on the next
call, makes `re`'s cache answer from it, so `re.compile` at import finds them ready.

Patterns are rebuilt from the file only when first asked for: a known-error hit uses about 80
of the 200 saved, and turning saved code into the list `_sre.compile` takes is most of the cost
(8M instructions for all of them, 6% of a hit). That needs a `re` that looks its cache up with
`_cache[key]` (3.10, 3.11); where it does not (3.12 reads another dict first), every saved
pattern is put into the cache at once, as before.

Safe by construction:
- Only a clean process writes the file (`python -m errkb.hosts.regexcache`): it imports the
  hook's modules and answers a few made-up hook calls on a throwaway KB (patterns compiled on
  first use are saved too), and nothing else, so no pattern built from captured text (a
  program's name, a prefix) can reach the disk.
- Every saved pattern is checked when it is written: rebuilt from the saved code it must equal
  the one `re` compiled. A Python whose internals differ fails that check (nothing is saved) or
  the file's name (its version tag), and errkb compiles as usual. Loading never fails a call.
- The file is read only when this user owns it and nobody else may write it.

A file that is missing, or a call that had to compile many patterns itself (errkb was upgraded),
starts a rebuild in the background; the call that noticed does not wait for it.
"""

from __future__ import annotations

import marshal
import os
import re
import sys

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Literal

# Patterns a call may compile from what it reads (a program's name in a search): more than these
# newly compiled means the saved set no longer matches the code.
DYNAMIC_ALLOWANCE = 8
# How many patterns `re` held ready when load() was done (a `re` that got them all at once).
_READY = 0
# The file's layout: 2 keeps each pattern's code as bytes (machine words), not a list of ints.
FORMAT = 2
# Made-up failures the builder answers, so the patterns compiled on first use are saved too.
SAMPLE_FAILURES = (
    ("ls /nonexistent_errkb_dir", "ls: cannot access '/nonexistent_errkb_dir': No such file or directory"),
    ("python3 main.py", 'Traceback (most recent call last):\n  File "main.py", line 3, in <module>\n'
                        "ModuleNotFoundError: No module named 'errkb_sample'"),
    ("npm install", "npm ERR! code E404\nnpm ERR! 404 Not Found - GET https://registry.npmjs.org/errkb-sample"),
    ("cargo build", "error[E0425]: cannot find value `errkb_sample` in this scope\n --> src/main.rs:2:5"),
)


def cache_file() -> str:
    """Where this Python's saved patterns live: the file name carries everything they depend on."""
    import _sre

    import errkb

    base = os.environ.get("XDG_CACHE_HOME", "").strip() or os.path.join(os.path.expanduser("~"), ".cache")
    tag = f"{sys.implementation.cache_tag}-{_sre.MAGIC}-{_sre.CODESIZE}-{FORMAT}-{errkb.__version__}"
    return os.path.join(base, "errkb", f"regex-{tag}.marshal")


def load() -> int:
    """Make `re`'s cache answer from the saved patterns; how many there are (-1: no usable file).
    Never raises."""
    global _READY
    try:
        path = cache_file()
        with open(path, "rb") as handle:
            info = os.fstat(handle.fileno())
            if info.st_uid != os.getuid() or info.st_mode & 0o022:
                return -1
            saved = marshal.loads(handle.read())  # load(handle) reads the file a few bytes per call
        if not isinstance(saved, dict):
            return -1
        count = len(saved)
        patterns = SavedPatterns(re._cache, saved)  # type: ignore[attr-defined]
        re._cache = patterns  # type: ignore[attr-defined]
        if not patterns.answers_re():
            re._cache = patterns.everything()  # type: ignore[attr-defined]
        return count
    except Exception:  # noqa: BLE001 - a missing, damaged or foreign file: compile as usual
        return -1
    finally:
        _READY = len(re._cache)  # type: ignore[attr-defined]  # what this call did not compile itself


class SavedPatterns(dict):  # type: ignore[type-arg]
    """`re._cache`, answering a miss from the saved file: the pattern is rebuilt from its saved
    code and kept. `unanswered` counts the misses it could not answer (patterns `re` compiled
    itself), which tells whether the file still matches the code."""

    def __init__(self, current: dict[Any, Any], saved: dict[Any, Any]) -> None:
        super().__init__(current)
        self.saved = saved
        self.unanswered = 0

    def __missing__(self, key: Any) -> Any:
        kind, pattern, flags = key
        if kind not in (str, bytes):
            raise KeyError(key)  # a compiled pattern handed to re.compile: re returns it as it is
        args = self.saved.pop((pattern, flags), None)
        compiled = _rebuilt(args) if args is not None else None
        if compiled is None:
            self.unanswered += 1
            raise KeyError(key)
        self[key] = compiled
        return compiled

    def answers_re(self) -> bool:
        """Whether `re.compile` asks this cache by `_cache[key]` (so a miss reaches __missing__)."""
        waiting = next(((p, f) for p, f in self.saved if (type(p), p, f) not in self), None)
        if waiting is None:
            return True  # nothing left to ask for
        before = len(self.saved)
        re.compile(*waiting)
        return len(self.saved) < before

    def everything(self) -> dict[Any, Any]:
        """A plain dict of every saved pattern, for a `re` that does not ask by `_cache[key]`."""
        ready = dict(self)
        for (pattern, flags), args in self.saved.items():
            compiled = _rebuilt(args)
            if compiled is not None:
                ready[type(pattern), pattern, flags] = compiled
        return ready


def _rebuilt(args: Any) -> Any:
    """The pattern `_sre.compile` makes of saved arguments (code as machine words); None when
    they do not make one (a damaged or foreign entry)."""
    import _sre

    try:
        pattern, flags, code, *rest = args
        return _sre.compile(pattern, flags, memoryview(code).cast(_code_type()).tolist(), *rest)
    except Exception:  # noqa: BLE001 - compiled as usual instead
        return None


def _code_type() -> Literal["I", "Q"]:
    """The `array`/`memoryview` format of one `_sre` code word (4 bytes in CPython)."""
    import _sre

    return "I" if _sre.CODESIZE == 4 else "Q"


def refresh_if_stale(loaded: int) -> None:
    """After a call: rebuild the file in the background when it was missing or the call compiled
    more patterns than its input explains."""
    cache = re._cache  # type: ignore[attr-defined]
    newly = cache.unanswered if isinstance(cache, SavedPatterns) else len(cache) - _READY
    if loaded >= 0 and newly <= DYNAMIC_ALLOWANCE or not _can_write(cache_file()):
        return  # fresh, or a cache folder this user cannot write: no process started on every call
    try:
        import subprocess

        subprocess.Popen([sys.executable, "-m", "errkb.hosts.regexcache"], stdin=subprocess.DEVNULL,
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    except OSError:
        pass  # no cache this time; the next call tries again


def build() -> int:
    """Answer made-up hook calls in this (clean) process and save every pattern compiled on the
    way; how many were saved."""
    re.purge()
    _sample_calls()
    saved = {}
    for (kind, pattern, flags), compiled in list(re._cache.items()):  # type: ignore[attr-defined]
        args = _compiler_args(pattern, flags)
        if args is not None and kind in (str, bytes) and _rebuilt(args) == compiled:
            saved[(pattern, flags)] = args
    _write(cache_file(), marshal.dumps(saved))
    return len(saved)


def _sample_calls() -> None:
    """Each host's module imported, and Claude Code's events answered on a throwaway seeded KB:
    failures (each twice, so the second gets its notice), a success, a prompt, the session's end."""
    import importlib
    import io
    import json
    import tempfile

    from ..derived.kbase import open_kb
    from ..kb.seeds import init_kb
    from .common import HOSTS
    from .hook import run_hook

    for host in HOSTS:
        importlib.import_module(f"errkb.hosts.{host}")
    with tempfile.TemporaryDirectory(prefix="errkb-regexcache-") as folder:
        os.environ["ERRKB_CONFIG"] = os.path.join(folder, "config.yaml")  # never the user's settings
        init_kb(open_kb(os.path.join(folder, "kb")).store, seed=True)
        base = {"session_id": "errkb-regexcache", "cwd": folder, "tool_name": "Bash"}
        events = []
        for command, error in SAMPLE_FAILURES * 2:
            events.append({"hook_event_name": "PostToolUseFailure", "tool_input": {"command": command},
                           "error": f"Exit code 1\n{error}"})
        events.append({"hook_event_name": "PostToolUse", "tool_input": {"command": "ls"},
                       "tool_response": {"stdout": "ok", "stderr": "", "interrupted": False}})
        events.append({"hook_event_name": "UserPromptSubmit", "prompt": "why does npm install fail?"})
        events.append({"hook_event_name": "Stop"})
        for event in events:
            run_hook("claude", os.path.join(folder, "kb"), io.StringIO(json.dumps(base | event)), io.StringIO())


def _compiler_args(pattern: Any, flags: int) -> tuple[Any, ...] | None:
    """What `re` hands `_sre.compile` for this pattern (re/_compiler.py, compile())."""
    try:
        from re import _compiler, _parser  # type: ignore[attr-defined]
    except ImportError:  # Python 3.10 names them sre_compile, sre_parse
        import sre_compile as _compiler
        import sre_parse as _parser
    try:
        parsed = _parser.parse(pattern, flags)
        code = _compiler._code(parsed, flags)
        groupindex = dict(parsed.state.groupdict)
        indexgroup: list[str | None] = [None] * parsed.state.groups
        for name, index in groupindex.items():
            indexgroup[index] = name
        from array import array

        words = array(_code_type(), [int(op) for op in code]).tobytes()
        return (pattern, int(flags | parsed.state.flags), words, parsed.state.groups - 1, groupindex, tuple(indexgroup))
    except Exception:  # noqa: BLE001 - internals of another Python: this pattern is not saved
        return None


def _can_write(path: str) -> bool:
    """Whether `path` could be written: the cache root (or the home folder it goes in) exists,
    and the nearest existing folder is this user's to write. A home folder that is gone (a
    throwaway one, removed while a build ran) is never made again."""
    folder = os.path.dirname(path)
    cache_root = os.path.dirname(folder)
    if not os.path.isdir(cache_root) and not os.path.isdir(os.path.dirname(cache_root)):
        return False
    while folder and not os.path.isdir(folder):
        if os.path.exists(folder):
            return False  # a file where a folder must go
        folder = os.path.dirname(folder)
    return os.access(folder or ".", os.W_OK)


def _write(path: str, data: bytes) -> None:
    if not _can_write(path):
        return  # checked again: the home folder may have gone while this ran
    folder = os.path.dirname(path)
    os.makedirs(folder, mode=0o700, exist_ok=True)
    temp = f"{path}.{os.getpid()}.tmp"
    with open(temp, "wb") as handle:
        handle.write(data)
    os.chmod(temp, 0o600)
    os.replace(temp, path)


if __name__ == "__main__":
    try:
        build()
    except Exception as exc:  # noqa: BLE001 - a background helper: say why, never a traceback
        print(f"errkb: regex cache not written: {type(exc).__name__}: {exc}", file=sys.stderr)
        sys.exit(1)
