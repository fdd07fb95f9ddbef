"""Writing a plan: each file atomically (through a symlink, keeping its mode), a backup first.

A file that changed since it was planned is refused before anything is written, so a
concurrent edit (the host saving its settings) is never lost.
"""

from __future__ import annotations

import contextlib
import os
import stat
from pathlib import Path

from ..machine.fsutil import atomic_write
from .changes import ConfigChange, ConfigError, backup_path, read_config
from .plan import config_paths


def apply_changes(changes: list[ConfigChange], backup: bool = True) -> None:
    """Write each change atomically; the first time errkb changes a file, keep a copy (an
    uninstall passes `backup=False`: it gives the file back, and remove_backups drops the copy).

    The copy is ``<file>.errkb-bak``, as private as the original. A file that changed since it
    was planned is refused (ConfigError) before anything is written.
    """
    for change in changes:
        if read_config(change.path) != change.before:
            raise ConfigError(change.path, "changed since errkb read it; run the command again")
    for change in changes:
        copy = backup_path(change.path)
        if change.after is None:  # only a file errkb created, now empty
            with contextlib.suppress(FileNotFoundError):
                change.path.unlink()
            continue
        if backup and change.before is not None and not copy.exists():
            atomic_write(copy, change.before.encode("utf-8"), mode=stat.S_IMODE(os.stat(change.path).st_mode))
        atomic_write(change.path, change.after.encode("utf-8"))


def remove_backups(host: str, scope: str = "user", *, project_dir: Path | None = None,
                   home: Path | None = None) -> list[Path]:
    """Remove the copies install kept of the host's config files (after an uninstall, which gave
    the files back, they only clutter the folder); the paths removed."""
    removed = []
    for path in dict.fromkeys(config_paths(host, scope, project_dir=project_dir, home=home)):
        copy = backup_path(path)
        if copy.is_file():
            copy.unlink()
            removed.append(copy)
    return removed
