"""Compiled regular expressions kept between hook calls.

A hook call compiles about a hundred patterns (at import and on first use) before it answers:
a fifth of its CPU time, the same work every call. `re` keeps compiled patterns only
for the life of a process, keyed by (type, pattern, flags) in `re._cache`. This module saves what
the compiler produced (the code `_sre.compile` takes) in the user's cache folder and, on the next
call, puts ready patterns into that cache, so `re.compile` at import finds them.

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
    from typing import Any

# Patterns a call may compile from what it reads (a program's name in a search): more than these
# newly compiled means the saved set no longer matches the code.
DYNAMIC_ALLOWANCE = 8
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
    tag = f"{sys.implementation.cache_tag}-{_sre.MAGIC}-{_sre.CODESIZE}-{errkb.__version__}"
    return os.path.join(base, "errkb", f"regex-{tag}.marshal")


def load() -> int:
    """Put the saved patterns into `re`'s cache; how many (-1: no usable file). Never raises."""
    try:
        import _sre

        path = cache_file()
        with open(path, "rb") as handle:
            info = os.fstat(handle.fileno())
            if info.st_uid != os.getuid() or info.st_mode & 0o022:
                return -1
            saved = marshal.loads(handle.read())  # load(handle) reads the file a few bytes per call
        for key, args in saved.items():
            pattern, flags = key
            re._cache[type(pattern), pattern, flags] = _sre.compile(*args)  # type: ignore[attr-defined]
        return len(saved)
    except Exception:  # noqa: BLE001 - a missing, damaged or foreign file: compile as usual
        return -1


def refresh_if_stale(loaded: int, compiled_before: int) -> None:
    """After a call: rebuild the file in the background when it was missing or the call compiled
    more patterns than its input explains."""
    newly = len(re._cache) - compiled_before  # type: ignore[attr-defined]
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
        if args is not None and kind in (str, bytes) and _rebuilt_equal(args, compiled):
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
        return (pattern, int(flags | parsed.state.flags), [int(op) for op in code], parsed.state.groups - 1, groupindex,
                tuple(indexgroup))
    except Exception:  # noqa: BLE001 - internals of another Python: this pattern is not saved
        return None


def _rebuilt_equal(args: tuple[Any, ...], compiled: Any) -> bool:
    import _sre

    try:
        return bool(_sre.compile(*args) == compiled)
    except Exception:  # noqa: BLE001
        return False


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
