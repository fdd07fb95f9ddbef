"""Whether the git repository holding a folder is in the middle of a merge, rebase, cherry-pick
or revert, read from the files git leaves behind (no `git` process: writers ask this on every
append, hooks included).

A folder's repository is the nearest `.git` above it: a directory, or a file naming the git
directory (`gitdir: …`, as a worktree or a submodule has).
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

# What git leaves in its directory while an operation waits for a person, and what to call it.
_UNFINISHED = (
    ("rebase-merge", "a rebase"),
    ("rebase-apply", "a rebase"),
    ("MERGE_HEAD", "a merge"),
    ("CHERRY_PICK_HEAD", "a cherry-pick"),
    ("REVERT_HEAD", "a revert"),
)


def git_dir(folder: Path) -> Path | None:
    """The git directory of the repository `folder` is in, or None outside any repository.

    One stat per folder up to the root, nothing else: every append asks this."""
    here = os.path.abspath(folder)
    while True:
        dot = os.path.join(here, ".git")
        try:
            is_dir = stat.S_ISDIR(os.stat(dot).st_mode)
        except OSError:
            parent = os.path.dirname(here)
            if parent == here:
                return None
            here = parent
            continue
        return Path(dot) if is_dir else _linked_dir(Path(dot))


def _linked_dir(dot_git: Path) -> Path | None:
    try:
        text = dot_git.read_text(encoding="utf-8", errors="replace").strip()
    except OSError:
        return None
    if not text.startswith("gitdir:"):
        return None
    target = Path(text[len("gitdir:"):].strip())
    return target if target.is_absolute() else (dot_git.parent / target)


def unfinished_operation(folder: Path) -> str | None:
    """`a merge`, `a rebase`, … when the repository holding `folder` waits for a person to finish
    one; None when it does not (or `folder` is in no repository)."""
    directory = git_dir(folder)
    if directory is None:
        return None
    for name, what in _UNFINISHED:
        if os.path.exists(os.path.join(directory, name)):
            return what
    return None
