"""Writing a plan: each file atomically, through a symlink, keeping its mode; a backup first.

A file that changed since it was planned is refused before anything is written, so a
concurrent edit (the host saving its settings) is never lost.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from pathlib import Path

from .changes import ConfigChange, ConfigError, backup_path, read_config


def _target(path: Path) -> Path:
    # write through a symlink (dotfile managers) instead of replacing it
    return Path(os.path.realpath(path)) if path.is_symlink() else path


def _mode(path: Path) -> int | None:
    try:
        return stat.S_IMODE(path.stat().st_mode)
    except FileNotFoundError:
        return None


def _atomic_write(path: Path, text: str, mode: int | None = None) -> None:
    """Replace path with text via a temp file; keep its mode (or take `mode`, or the umask's)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    mode = _mode(path) if mode is None else mode
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(text.encode("utf-8"))
            handle.flush()
            os.fsync(handle.fileno())
        if mode is None:
            umask = os.umask(0)
            os.umask(umask)
            mode = 0o666 & ~umask
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def apply_changes(changes: list[ConfigChange]) -> None:
    """Write each change atomically; the first time errkb changes a file, keep a copy.

    The copy is ``<file>.errkb-bak``. A file that changed since it was planned
    is refused (ConfigError) before anything is written.
    """
    for change in changes:
        if read_config(change.path) != change.before:
            raise ConfigError(change.path, "changed since errkb read it; run the command again")
    for change in changes:
        path = _target(change.path)
        backup = backup_path(change.path)
        if change.after is None:  # only a file errkb created, now empty
            with contextlib.suppress(FileNotFoundError):
                change.path.unlink()
            continue
        if change.before is not None and not backup.exists():
            _atomic_write(backup, change.before, _mode(path))  # as private as the original
        _atomic_write(path, change.after)
