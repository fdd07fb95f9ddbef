"""The hook's compiled-pattern cache (errkb/hosts/regexcache.py): it makes the next call cheaper,
never changes an answer, never holds text from a payload, and a damaged or foreign file is
ignored."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from errkb.hosts.regexcache import DYNAMIC_ALLOWANCE

ERRKB = Path(sys.executable).with_name("errkb")
SECRET_PROGRAM = "zqxsecretprogram42"


def _payload(command: str, error: str, session: str) -> bytes:
    return json.dumps({"session_id": session, "cwd": "/tmp", "tool_name": "Bash",
                       "hook_event_name": "PostToolUseFailure", "tool_input": {"command": command},
                       "error": f"Exit code 1\n{error}"}).encode()


def _hook(tmp_path: Path, stdin: bytes) -> subprocess.CompletedProcess[bytes]:
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path / "cache"), ERRKB_CONFIG=str(tmp_path / "config.yaml"))
    env.pop("ERRKB_DIR", None)
    return subprocess.run([str(ERRKB), "--kb", str(tmp_path / "kb"), "hook", "claude"], input=stdin, env=env,
                          capture_output=True, timeout=60)


def _cache_files(tmp_path: Path, wait: float = 30.0) -> list[Path]:
    deadline = time.monotonic() + wait
    while time.monotonic() < deadline:
        found = [p for p in (tmp_path / "cache" / "errkb").glob("regex-*.marshal")]
        if found:
            return found
        time.sleep(0.1)
    return []


@pytest.fixture
def cached(tmp_path: Path) -> Path:
    if not ERRKB.exists():
        pytest.skip("no errkb executable beside this interpreter")
    error = f"{SECRET_PROGRAM}: error: config file app.yaml not found"
    first = _hook(tmp_path, _payload(f"{SECRET_PROGRAM} --run", error, "s1"))
    assert first.returncode == 0 and first.stdout == b""
    files = _cache_files(tmp_path)
    assert len(files) == 1, "the first call starts a background build of the cache"
    return files[0]


def test_the_cache_is_private_and_holds_no_payload_text(cached: Path) -> None:
    assert cached.stat().st_mode & 0o777 == 0o600
    assert cached.parent.stat().st_mode & 0o077 == 0
    data = cached.read_bytes()
    assert SECRET_PROGRAM.encode() not in data and b"app.yaml" not in data
    assert b"Traceback" in data or len(data) > 1000  # it holds errkb's own patterns


def test_answers_are_the_same_with_the_cache_a_broken_one_or_a_foreign_one(cached: Path, tmp_path: Path) -> None:
    error = "ls: cannot access '/nonexistent_cache_dir': No such file or directory"
    runs = {}
    for case in ("good", "broken", "writable by others"):
        if case == "broken":
            cached.write_bytes(b"\x00garbage" * 10)
        elif case == "writable by others":
            cached.chmod(0o666)
        _hook(tmp_path, _payload("ls /nonexistent_cache_dir", error, f"{case}-a"))
        second = _hook(tmp_path, _payload("ls /nonexistent_cache_dir", error, f"{case}-b"))
        assert second.returncode == 0 and second.stderr == b""
        runs[case] = json.loads(second.stdout)["hookSpecificOutput"]["additionalContext"]
    for case, text in runs.items():
        assert re.fullmatch(r"\[errkb advisory\] E-0002 seen before \(\d+ hits\), no fix recorded yet\.", text), case


def test_a_saved_pattern_is_the_pattern_re_compiles(cached: Path) -> None:
    """Every saved pattern, rebuilt from the file when first asked for, equals what `re` compiles."""
    code = (
        "import marshal, re, sys\n"
        "from errkb.hosts.regexcache import load\n"
        "keys = list(marshal.loads(open(sys.argv[1], 'rb').read()))\n"
        "assert load() > 50\n"
        "ready = {key: re.compile(*key) for key in keys}\n"
        "assert re._cache.unanswered == 0, 'every saved pattern came from the file'\n"
        "re.purge()\n"
        "for (pattern, flags), compiled in ready.items():\n"
        "    assert re.compile(pattern, flags) == compiled, pattern\n"
        "print(len(ready))\n"
    )
    env = dict(os.environ, XDG_CACHE_HOME=str(cached.parents[1]))
    proc = subprocess.run([sys.executable, "-c", code, str(cached)], env=env, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert int(proc.stdout) > 50


def test_a_hit_rebuilds_only_the_patterns_it_uses(cached: Path, tmp_path: Path) -> None:
    """Patterns come out of the file when first asked for: a known error's call asks for a part
    of them, and compiles none itself."""
    error = "ls: cannot access '/nonexistent_lazy_dir': No such file or directory"
    _hook(tmp_path, _payload("ls /nonexistent_lazy_dir", error, "lazy-a"))
    code = (
        "import io, json, re, sys\n"
        "from errkb.hosts.regexcache import load\n"
        "from errkb.hosts.hook import run_hook\n"
        "total = load()\n"
        "out = io.StringIO()\n"
        "run_hook('claude', sys.argv[1], io.StringIO(sys.stdin.read()), out)\n"
        "assert 'seen before' in out.getvalue(), out.getvalue()\n"
        "print(total, total - len(re._cache.saved), re._cache.unanswered)\n"
    )
    env = dict(os.environ, XDG_CACHE_HOME=str(cached.parents[1]), ERRKB_CONFIG=str(tmp_path / "config.yaml"))
    proc = subprocess.run([sys.executable, "-c", code, str(tmp_path / "kb")], env=env, capture_output=True, text=True,
                          input=_payload("ls /nonexistent_lazy_dir", error, "lazy-b").decode(), timeout=60)
    assert proc.returncode == 0, proc.stderr
    total, rebuilt, unanswered = map(int, proc.stdout.split())
    assert 0 < rebuilt < total and unanswered <= DYNAMIC_ALLOWANCE  # a search may build one from a name


def test_the_builder_never_makes_a_home_folder_that_is_gone(tmp_path: Path) -> None:
    """A hook's background build can outlive a throwaway home (a test's, a CI job's): it must not
    bring the folder back."""
    home = tmp_path / "gone-home"
    env = dict(os.environ, XDG_CACHE_HOME=str(home / ".cache"))
    proc = subprocess.run([sys.executable, "-m", "errkb.hosts.regexcache"], env=env, capture_output=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert not home.exists()
    home.mkdir()
    subprocess.run([sys.executable, "-m", "errkb.hosts.regexcache"], env=env, capture_output=True, timeout=120, check=True)
    assert len(list((home / ".cache" / "errkb").glob("regex-*.marshal"))) == 1


def test_a_cache_folder_that_cannot_be_made_starts_no_build_on_every_call(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from errkb.hosts import regexcache

    started: list[object] = []
    monkeypatch.setattr(subprocess, "Popen", lambda *args, **kwargs: started.append(args))
    in_the_way = tmp_path / "a-file"
    in_the_way.write_text("")
    monkeypatch.setenv("XDG_CACHE_HOME", str(in_the_way / "cache"))
    regexcache.refresh_if_stale(-1)
    assert started == []
    # A home folder that is gone: the builder would refuse to make it, so no build is started.
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "gone-home" / ".cache"))
    regexcache.refresh_if_stale(-1)
    assert started == []
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "writable"))
    regexcache.refresh_if_stale(-1)
    assert len(started) == 1
