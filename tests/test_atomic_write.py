"""atomic_write as a person's files see it: a symlinked ERRORS.md stays a link, a private file
stays private, and the temporary files of a writer killed mid-write do not pile up."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from errkb.errors import ErrkbError
from errkb.machine.fsutil import atomic_write, locked

posix_only = pytest.mark.skipif(os.name != "posix", reason="symlinks and modes as POSIX has them")


@posix_only
def test_a_symlinked_file_is_written_through_its_link(tmp_path: Path) -> None:
    real = tmp_path / "dotfiles" / "ERRORS.md"
    real.parent.mkdir()
    real.write_text("# ERRORS\n")
    link = tmp_path / "kb" / "ERRORS.md"
    link.parent.mkdir()
    link.symlink_to(real)
    atomic_write(link, b"# ERRORS\n\nnew\n")
    assert link.is_symlink(), "the link was replaced by a plain file"
    assert real.read_text() == "# ERRORS\n\nnew\n"


@posix_only
def test_a_private_file_keeps_its_mode(tmp_path: Path) -> None:
    path = tmp_path / "ERRORS.md"
    path.write_text("x")
    path.chmod(0o600)
    atomic_write(path, b"y")
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    path.chmod(0o640)
    atomic_write(path, b"z", durable=False)
    assert stat.S_IMODE(path.stat().st_mode) == 0o640


@posix_only
def test_a_new_file_follows_the_umask(tmp_path: Path) -> None:
    old = os.umask(0o077)
    try:
        atomic_write(tmp_path / "new.json", b"{}")
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "new.json").stat().st_mode) == 0o600


def _dead_pid() -> int:
    proc = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True,
                          check=True)
    return int(proc.stdout)


@posix_only
def test_a_killed_writers_temporary_files_go_at_the_next_write(tmp_path: Path) -> None:
    target = tmp_path / "errors.index.json"
    dead = tmp_path / f".errors.index.json.{_dead_pid()}-0123456789ab.tmp"
    live = tmp_path / f".errors.index.json.{os.getppid()}-0123456789ab.tmp"  # a writer still at work
    other = tmp_path / f".state.json.{_dead_pid()}-0123456789ab.tmp"  # another file's: its own write sweeps it
    for leftover in (dead, live, other):
        leftover.write_bytes(b"half")
    atomic_write(target, b"{}")
    assert not dead.exists()
    assert live.exists() and other.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([target.name, live.name, other.name])


@posix_only
def test_a_killed_rebuilds_mirror_file_goes_at_the_next_rebuild(tmp_path: Path) -> None:
    from errkb.derived.kbase import KnowledgeBase
    from errkb.machine.config import Settings
    from errkb.machine.paths import KbLocation

    kb = KnowledgeBase(KbLocation(tmp_path, "test"), Settings())
    kb.store.init()
    leftover = tmp_path / f".errors.sqlite.{_dead_pid()}-0123456789ab.tmp"
    leftover.write_bytes(b"half a database")
    kb.index(force=True)
    assert not leftover.exists()
    assert not [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_a_folder_where_a_file_belongs_is_named(tmp_path: Path) -> None:
    (tmp_path / "state.json").mkdir()
    with pytest.raises(ErrkbError, match=r"state\.json is a folder"):
        atomic_write(tmp_path / "state.json", b"{}")
    (tmp_path / ".lock").mkdir()
    with pytest.raises(ErrkbError, match=r"\.lock is a folder"), locked(tmp_path / ".lock"):
        pass
