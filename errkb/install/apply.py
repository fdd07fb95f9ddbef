"""Writing a plan: each file atomically (through a symlink, keeping its mode), a backup first.

A file that changed since it was planned is refused before anything is written, so a
concurrent edit (the host saving its settings) is never lost.
"""

from __future__ import annotations

import contextlib
import os
import stat

from ..machine.fsutil import atomic_write
from .changes import ConfigChange, ConfigError, backup_path, read_config


def apply_changes(changes: list[ConfigChange]) -> None:
    """Write each change atomically; the first time errkb changes a file, keep a copy.

    The copy is ``<file>.errkb-bak``, as private as the original. A file that changed since it
    was planned is refused (ConfigError) before anything is written.
    """
    for change in changes:
        if read_config(change.path) != change.before:
            raise ConfigError(change.path, "changed since errkb read it; run the command again")
    for change in changes:
        backup = backup_path(change.path)
        if change.after is None:  # only a file errkb created, now empty
            with contextlib.suppress(FileNotFoundError):
                change.path.unlink()
            continue
        if change.before is not None and not backup.exists():
            atomic_write(backup, change.before.encode("utf-8"), mode=stat.S_IMODE(os.stat(change.path).st_mode))
        atomic_write(change.path, change.after.encode("utf-8"))
