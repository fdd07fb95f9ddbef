"""A KB this user may not write to (another user's, `chmod 555`, a read-only mount) still hands
its fixes back; every write is refused in one line; `doctor` says "read-only"; its index and
counts live in a private folder of this user's, the same one every time, and nothing is left in
/tmp. Run for real: as another user (setpriv), and on a read-only bind mount (unshare)."""

from __future__ import annotations

import hashlib
import json
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

NOBODY = 65534
KNOWN = "Error: Cannot find module 'left-pad'"
FIX = "Run npm install left-pad; the lockfile lost it."
FAILING = ["sh", "-c", f"echo {shlex.quote(KNOWN)} >&2; exit 1"]  # a program every user may run

def _another_user_can_run_errkb() -> bool:
    """Root with setpriv, and this interpreter's errkb readable by another user (a venv or a
    clone inside a private folder is not: .ci/run makes its venv's folder 0755 for this)."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0 or shutil.which("setpriv") is None:
        return False
    probe = subprocess.run(["setpriv", f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups", sys.executable,
                            "-c", "import errkb"], capture_output=True, cwd="/", timeout=60)
    return probe.returncode == 0


as_root = pytest.mark.skipif(not _another_user_can_run_errkb(),
                             reason="running as another user needs root, setpriv and an errkb that user can read")


@pytest.fixture
def shared() -> Iterator[Path]:
    """A folder every user can reach (pytest's own tmp folders are root's alone)."""
    folder = Path(tempfile.mkdtemp(prefix="errkb-test-shared-"))
    folder.chmod(0o755)
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


def environ(shared: Path, **extra: str) -> dict[str, str]:
    home = shared / "home"
    scratch = shared / "tmp"
    for folder in (home, scratch):
        folder.mkdir(exist_ok=True)
        os.chown(folder, NOBODY, NOBODY)
    env = {**os.environ, "HOME": str(home), "XDG_CACHE_HOME": str(home / ".cache"), "TMPDIR": str(scratch),
           "ERRKB_CONFIG": str(shared / "no-config.yaml")}
    env.pop("ERRKB_DIR", None)
    return {**env, **extra}


def errkb(env: dict[str, str], *args: str, user: int | None = None, wrap: list[str] | None = None,
          stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    who = ["setpriv", f"--reuid={user}", f"--regid={user}", "--clear-groups"] if user is not None else []
    argv = [*(wrap or []), *who, sys.executable, "-m", "errkb", *args]
    return subprocess.run(argv, env=env, capture_output=True, text=True, input=stdin, timeout=120, cwd="/")


def known_kb(env: dict[str, str], folder: Path) -> Path:
    """A KB (written by root) that knows KNOWN and its fix."""
    assert errkb(env, "--kb", str(folder), "init").returncode == 0
    first = errkb(env, "--kb", str(folder), "run", "--", *FAILING)
    assert "recorded as E-0001" in first.stderr, first.stderr
    assert errkb(env, "--kb", str(folder), "record", "E-0001", "--fix", FIX).returncode == 0
    return folder


def snapshot(folder: Path) -> dict[str, str]:
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest() if p.is_file() else "dir"
            for p in sorted(folder.rglob("*"))}


def check_read_only_use(env: dict[str, str], kb: Path, user: int | None, wrap: list[str] | None = None) -> None:
    """What a person and an agent get from a read-only KB; the KB's files never change."""
    before = snapshot(kb)

    def call(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
        return errkb(env, "--kb", str(kb), *args, user=user, wrap=wrap, stdin=stdin)

    ran = call("run", "--", *FAILING)
    assert ran.returncode == 1
    assert "E-0001 known" in ran.stderr and FIX in ran.stderr, ran.stderr
    assert "could not record" not in ran.stderr and "Traceback" not in ran.stderr
    found = call("lookup", KNOWN)
    assert found.returncode == 0 and FIX in found.stdout
    repeat = call("capture", "--command", shlex.join(FAILING), KNOWN)
    assert repeat.returncode == 0 and "E-0001" in repeat.stdout and "Traceback" not in repeat.stderr
    for refused in (call("capture", "boom: a brand new failure"), call("record", "E-0001", "--fix", "x"),
                    call("record", "E-0001", "--status", "wontfix"), call("forget", "E-0001")):
        assert refused.returncode == 1 and refused.stdout == ""
        lines = refused.stderr.splitlines()
        assert len(lines) == 1 and "is read-only" in lines[0] and "nothing was written" in lines[0], refused.stderr
    hooked = call("hook", "claude", stdin=json.dumps({
        "session_id": "s", "hook_event_name": "PostToolUseFailure", "tool_name": "Bash",
        "tool_input": {"command": shlex.join(FAILING)}, "error": KNOWN}))
    assert hooked.returncode == 0 and FIX in hooked.stdout, hooked.stderr
    doctor = call("doctor", "--no-hosts")
    assert "read-only" in doctor.stdout and "Traceback" not in doctor.stderr, doctor.stdout + doctor.stderr
    assert doctor.returncode == 0, doctor.stdout
    assert snapshot(kb) == before, "a read-only KB was written to"
    assert not [p for p in Path(env["TMPDIR"]).iterdir() if p.name.startswith("errkb-ro-")]


@as_root
def test_another_users_kb_hands_back_its_fixes_and_refuses_writes(shared: Path) -> None:
    env = environ(shared)
    kb = known_kb(env, shared / "kb")
    check_read_only_use(env, kb, NOBODY)
    private = Path(env["XDG_CACHE_HOME"]) / "errkb" / "readonly"
    [folder] = list(private.iterdir())  # one folder for this KB, reused by every command
    assert (folder / "errors.sqlite").is_file() and (folder / "state.json").is_file()
    assert folder.stat().st_uid == NOBODY and folder.stat().st_mode & 0o777 == 0o700
    doctor = errkb(env, "--kb", str(kb), "doctor", "--no-hosts", user=NOBODY)
    assert "WARN  access: read-only: its folder is not writable for nobody (owner root, mode 755)" in doctor.stdout
    assert str(folder) in doctor.stdout


@as_root
def test_a_chmod_555_kb_is_read_only_for_its_own_user(shared: Path) -> None:
    env = environ(shared)
    kb = known_kb(env, shared / "kb")
    for path in [kb, *kb.rglob("*")]:
        os.chown(path, NOBODY, NOBODY)
    for path in kb.rglob("*"):
        path.chmod(0o555 if path.is_dir() else 0o444)
    kb.chmod(0o555)
    check_read_only_use(env, kb, NOBODY)


@as_root
def test_without_a_cache_folder_the_index_is_kept_in_one_private_tmp_folder(shared: Path) -> None:
    env = environ(shared, XDG_CACHE_HOME="/proc/errkb-no-cache", HOME="/proc/errkb-no-home")
    kb = known_kb(env, shared / "kb")
    for _ in range(2):
        found = errkb(env, "--kb", str(kb), "lookup", KNOWN, user=NOBODY)
        assert found.returncode == 0 and FIX in found.stdout, found.stderr
    assert [p.name for p in Path(env["TMPDIR"]).iterdir()] == [f"errkb-{NOBODY}"]
    mine = Path(env["TMPDIR"]) / f"errkb-{NOBODY}"
    assert mine.stat().st_mode & 0o777 == 0o700 and len(list((mine / "readonly").iterdir())) == 1


@as_root
def test_a_tmp_folder_another_user_made_first_is_never_used(shared: Path) -> None:
    env = environ(shared, XDG_CACHE_HOME="/proc/errkb-no-cache", HOME="/proc/errkb-no-home")
    kb = known_kb(env, shared / "kb")
    trap = Path(env["TMPDIR"]) / f"errkb-{NOBODY}"
    trap.mkdir(mode=0o777)  # root's, world-writable: planted by someone else
    trap.chmod(0o777)
    found = errkb(env, "--kb", str(kb), "lookup", KNOWN, user=NOBODY)
    assert found.returncode == 0 and FIX in found.stdout, found.stderr
    assert list(trap.iterdir()) == []  # the index was kept in memory instead


def _can_mount_read_only() -> bool:
    if shutil.which("unshare") is None or not hasattr(os, "geteuid") or os.geteuid() != 0:
        return False
    probe = subprocess.run(["unshare", "-m", "sh", "-c", "mount --bind /tmp /tmp && mount -o remount,bind,ro /tmp /tmp"],
                           capture_output=True, timeout=30)
    return probe.returncode == 0


@pytest.mark.skipif(not _can_mount_read_only(), reason="needs root and a private mount namespace (unshare -m)")
def test_a_kb_on_a_read_only_mount_hands_back_its_fixes_and_refuses_writes(shared: Path) -> None:
    env = environ(shared)
    kb = known_kb(env, shared / "kb")
    mount = f"mount --bind {kb} {kb} && mount -o remount,bind,ro {kb} {kb} && exec \"$@\""
    check_read_only_use(env, kb, None, wrap=["unshare", "-m", "sh", "-c", mount, "sh"])
    doctor = errkb(env, "--kb", str(kb), "doctor", "--no-hosts", wrap=["unshare", "-m", "sh", "-c", mount, "sh"])
    assert "read-only: it is on a read-only file system" in doctor.stdout
