"""`errkb merge-driver %O %A %B %P`: git's custom merge driver for ERRORS.md and its archive.

git hands over three temporary files (base, ours, theirs) and the path; the result goes into
the ours file (or `--output`, for jj), and the exit code says clean (0) or not (1). Which side
is "ours" is not trusted (a rebase swaps them): the side the upstream branch already holds is
found from the remote-tracking ref's copy of the file (merge.py).

A bug here must not cost a teammate's entries: any unexpected error falls back to git's own
text merge with ordinary conflict markers, and exit 1.
"""

from __future__ import annotations

import sys
import traceback
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from ..kb.ids import former_numbers
from ..kb.parse import highest_number
from ..kb.store import KbFormat, front_matter_format
from ..machine.config import load_settings
from ..machine.fsutil import atomic_write
from ..machine.paths import ARCHIVE_MD, ERRORS_MD
from .git import Repo, file_at, find_repo, merge_file, upstream_of
from .merge import MergeResult, Upstream, merge_documents, upstream_from

# What git leaves while it merges a commit into HEAD: the commit that is "theirs".
_THEIRS_HEADS = ("MERGE_HEAD", "REBASE_HEAD", "CHERRY_PICK_HEAD", "REVERT_HEAD")


@dataclass(frozen=True)
class DriverCall:
    """One call as git (or jj) makes it: the three versions, the file's path, where to write."""

    base: Path
    ours: Path
    theirs: Path
    path: str = ERRORS_MD  # the file's path in the repository (%P)
    output: Path | None = None  # where the result goes; git: the ours file
    upstream: str | None = None  # a ref naming what the shared remote holds; default: @{upstream}


def run_merge_driver(call: DriverCall, folder: Path | None = None) -> int:
    """Merge, write the result, say what moved on stderr; 0 when clean, 1 when a person must look."""
    base, ours, theirs = (_read(p) for p in (call.base, call.ours, call.theirs))
    target = call.output or call.ours
    try:
        default = _default_format()
        upstream = _upstream(call, folder or Path.cwd(), default)
        result = merge_documents(base, ours, theirs, upstream, merge_text=merge_file, default=default)
    except Exception:  # noqa: BLE001 - the fallback below is git's own behaviour without errkb
        print("errkb merge-driver: internal error; falling back to a text merge with conflict markers", file=sys.stderr)
        traceback.print_exc(file=sys.stderr)
        text, _ = merge_file(base, ours, theirs)
        atomic_write(target, text.encode("utf-8", errors="surrogateescape"))
        return 1
    atomic_write(target, result.text.encode("utf-8", errors="surrogateescape"))
    _report(call.path, result)
    return 0 if result.clean else 1


def _default_format() -> KbFormat:
    settings = load_settings()
    return KbFormat(settings.id_prefix, settings.id_width, settings.labels)


def _upstream(call: DriverCall, folder: Path, default: KbFormat) -> Upstream | None:
    """What the upstream branch holds of this file and its sibling (IDs live across both), which
    side has its commit, and the numbers of the branch tip a rebase is replaying."""
    repo = find_repo(folder)
    if repo is None:
        return None
    ref = call.upstream or upstream_of(repo)
    if ref is None:
        return None
    return upstream_from(remote_texts(repo, ref, call.path), _holder(repo, ref), _tip_top(repo, call.path, default))


def remote_texts(repo: Repo, ref: str, path: str) -> list[str]:
    here = PurePosixPath(path)
    siblings = [str(here.with_name(name)) for name in (ERRORS_MD, ARCHIVE_MD)]
    if path not in siblings:
        siblings.insert(0, path)
    return [text for text in (file_at(repo, ref, p) for p in siblings) if text is not None]


def _holder(repo: Repo, ref: str) -> str:
    """`ours` or `theirs`: the side whose commit has the upstream's in its history. A merge
    brings the upstream in as theirs; a rebase replays local commits onto it, as ours."""
    if _descends(repo, ref, "HEAD"):
        return "ours"
    for name in _THEIRS_HEADS:
        head = repo.git_dir / name
        if head.is_file() and _descends(repo, ref, head.read_text(encoding="utf-8").split()[0]):
            return "theirs"
    return ""


def _descends(repo: Repo, ancestor: str, commit: str) -> bool:
    return repo.git("merge-base", "--is-ancestor", ancestor, commit, check=False).returncode == 0


def _tip_top(repo: Repo, path: str, default: KbFormat) -> int:
    """The highest number the branch being rebased uses at its tip (0 when no rebase runs)."""
    for folder in ("rebase-merge", "rebase-apply"):
        head = repo.git_dir / folder / "orig-head"
        if head.is_file():
            text = file_at(repo, head.read_text(encoding="utf-8").strip(), path) or ""
            prefix = front_matter_format(text, default).prefix
            return max(highest_number(text, prefix), former_numbers(text, prefix))
    return 0


def _read(path: Path) -> str:
    try:
        return path.read_bytes().decode("utf-8", errors="surrogateescape")
    except FileNotFoundError:
        return ""  # git passes an empty file for a side without one; jj may pass none


def _report(path: str, result: MergeResult) -> None:
    for old, new in result.renumbered:
        print(f"errkb: {path}: {old} is now {new} ({old} was taken on the other side)", file=sys.stderr)
    for folded, into in result.folded:
        print(f"errkb: {path}: {folded} and {into} were the same error; {folded} is now an alias of {into}",
              file=sys.stderr)
    for reason in result.reasons:
        print(f"errkb: {path}: not merged cleanly: {reason}", file=sys.stderr)
