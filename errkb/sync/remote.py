"""`errkb sync`: commit the KB's own pending changes, pull (rebase by default, or merge), push.

It refuses, with what to do, rather than half-work: outside a git clone, in a clone whose merge
set-up is missing (git would merge ERRORS.md as text), in the middle of a merge or rebase, with
changes to files that are not the KB's, with no remote. git's own failures (authentication, a
remote out of reach, a conflict only a person can resolve) come back as errors that say so. A
push that loses the race to a teammate's push pulls again, up to three times.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from errkb.valueclass import asdict, field, mutable_valueclass, valueclass

from ..errors import ErrkbError
from ..kb.ids import resolve_number
from ..kb.labels import format_id
from ..kb.parse import has_merge_markers, parse_document
from ..kb.store import KbFormat, decode
from ..machine.fsutil import read_bytes
from ..machine.gitstate import unfinished_operation
from ..machine.paths import ARCHIVE_MD, ERRORS_MD, KbLocation
from .blocks import UNMERGED, Identity, changed_ids, read_side
from .git import GitFailed, Repo, current_branch, file_at, find_repo
from .setup import install_setup, setup_status

Say = Callable[[str], None]
PUSH_ATTEMPTS = 3
_AUTH = ("authentication failed", "permission denied", "could not read username", "could not read password",
         "terminal prompts disabled", "returned error: 401", "returned error: 403", "invalid username or password")
_UNREACHABLE = ("could not resolve host", "connection refused", "could not read from remote repository",
                "does not appear to be a git repository", "unable to access", "no such file or directory")


@mutable_valueclass
class SyncReport:
    """What a sync did (or, with dry_run, would do)."""

    repo: str
    upstream: str
    committed: list[str] = field(default_factory=list)  # IDs new in this clone's commit
    updated: list[str] = field(default_factory=list)
    pulled: int = 0  # commits brought in
    pushed: int = 0  # commits sent
    renumbered: list[tuple[str, str]] = field(default_factory=list)  # this clone's IDs the merge moved
    setup: list[str] = field(default_factory=list)
    dry_run: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"schema": "errkb.sync/1", **asdict(self), "renumbered": [list(pair) for pair in self.renumbered]}


@valueclass
class _Target:
    remote: str
    branch: str

    @property
    def ref(self) -> str:
        return f"{self.remote}/{self.branch}"


def sync_kb(location: KbLocation, errkb_argv: list[str], fmt: KbFormat, rebase: bool = True,
            dry_run: bool = False, setup: bool = False, say: Say | None = None) -> SyncReport:
    """`fmt`: the KB's ID format as this machine's settings give it (front matter still wins)."""
    say = say or (lambda _: None)
    repo = _repo(location)
    report = SyncReport(str(repo.top), "", dry_run=dry_run)
    if setup and not dry_run:
        report.setup = install_setup(location.path, errkb_argv)
    _refuse_unready(location, repo)
    target = _target(repo)
    report.upstream = target.ref
    kb_paths = _kb_paths(location, repo)
    errors_md = kb_paths[0]
    report.committed, report.updated = changed_ids(file_at(repo, "HEAD", errors_md) or "", _text(location), fmt)
    if dry_run:
        _check_reachable(repo, target, say)
        report.pulled, report.pushed = _behind_ahead(repo, target)
        return report
    committed = None
    if report.committed or report.updated or _staged_or_changed(repo, kb_paths):
        say(f"committing {len(report.committed)} new and {len(report.updated)} updated entries")
        committed = _commit(repo, kb_paths, commit_message(report.committed, report.updated, _text(location), fmt))
    before = _numbers_of_own(location, repo, target, fmt)
    for attempt in range(PUSH_ATTEMPTS):
        report.pulled += _integrate(repo, target, rebase, say)
        if committed is not None and rebase:
            committed = _reword(repo, committed, errors_md, fmt, report)
        pushed = _push(repo, target, say)
        if pushed is not None:
            report.pushed = pushed
            break
        say(f"{target.ref} moved while pushing; pulling again ({attempt + 2}/{PUSH_ATTEMPTS})")
    else:
        raise ErrkbError(f"could not push to {target.ref}: others kept pushing first", "run errkb sync again")
    report.renumbered = _moved(before, location, fmt)
    return report


def _text(location: KbLocation) -> str:
    return decode(read_bytes(location.errors_md))


# -- refusals ----------------------------------------------------------------------------
def _repo(location: KbLocation) -> Repo:
    repo = find_repo(location.path)
    if repo is None:
        raise ErrkbError(f"the KB at {location.path} is not in a git clone, so there is nothing to sync with",
                         "share it through git: see docs/sync.md (git init, errkb init, git remote add origin URL)")
    return repo


def _refuse_unready(location: KbLocation, repo: Repo) -> None:
    status = setup_status(location.path)
    if not status.ready:
        raise ErrkbError("this clone is not set up to merge ERRORS.md entry by entry: " + "; ".join(status.problems()),
                         "set it up with: errkb sync --setup   (or: errkb doctor --fix)")
    operation = unfinished_operation(location.path)
    if operation is not None or has_merge_markers(decode(read_bytes(location.errors_md))):
        what = f"the repository is in the middle of {operation}" if operation else "ERRORS.md holds conflict markers"
        raise ErrkbError(f"{what}; sync would build on an unfinished merge",
                         "finish it (resolve, git add, then git commit or git rebase --continue) or abort it "
                         "(git merge --abort, git rebase --abort), then sync again")
    others = _changes_outside(repo, _kb_paths(location, repo))
    if others:
        shown = ", ".join(others[:5]) + (f" and {len(others) - 5} more" if len(others) > 5 else "")
        raise ErrkbError(f"the work tree has changes that are not the KB's: {shown}",
                         "commit or stash them first (git stash), then sync again")


def _target(repo: Repo) -> _Target:
    """The remote and branch to sync with: the branch's upstream, else `origin` (or the only
    remote) and a branch of the same name, which the first push creates."""
    branch = current_branch(repo)
    if branch is None:
        raise ErrkbError("HEAD is detached: sync needs a branch", "git switch main   (or your KB branch)")
    remote = _config(repo, f"branch.{branch}.remote")
    merge = _config(repo, f"branch.{branch}.merge")
    if remote and remote != "." and merge.startswith("refs/heads/"):
        return _Target(remote, merge.removeprefix("refs/heads/"))
    remotes = repo.text("remote").split()
    if not remotes:
        raise ErrkbError("this clone has no remote to sync with",
                         "add the team's KB repository: git remote add origin URL   (then: errkb sync)")
    if len(remotes) > 1 and "origin" not in remotes:
        raise ErrkbError(f"branch {branch} has no upstream and there are several remotes ({', '.join(remotes)})",
                         f"choose one: git branch --set-upstream-to REMOTE/{branch}")
    return _Target("origin" if "origin" in remotes else remotes[0], branch)


def _config(repo: Repo, key: str) -> str:
    return decode(repo.git("config", "--get", key, check=False).stdout).strip()


def _kb_paths(location: KbLocation, repo: Repo) -> list[str]:
    """The KB's own files, relative to the top of the work tree."""
    folder = location.path.resolve().relative_to(repo.top.resolve())
    return [(folder / name).as_posix() for name in (ERRORS_MD, ARCHIVE_MD, ".gitattributes", ".gitignore")]


def _changes_outside(repo: Repo, kb_paths: list[str]) -> list[str]:
    entries = decode(repo.git("status", "--porcelain=v1", "-z", "--untracked-files=no").stdout).split("\0")
    changed = [entry[3:] for entry in entries if len(entry) > 3]
    return [path for path in changed if path not in kb_paths]


def _staged_or_changed(repo: Repo, kb_paths: list[str]) -> bool:
    entries = decode(repo.git("status", "--porcelain=v1", "-z", "--", *kb_paths).stdout).split("\0")
    return any(len(entry) > 3 for entry in entries)


# -- the work ----------------------------------------------------------------------------
def _commit(repo: Repo, kb_paths: list[str], message: str) -> str | None:
    """Commit the KB's files; the commit's message, or None when nothing was staged."""
    present = [p for p in kb_paths if (repo.top / p).exists() or _tracked(repo, p)]
    repo.git("add", "-A", "--", *present)
    if repo.git("diff", "--cached", "--quiet", check=False).returncode == 0:
        return None
    repo.git("commit", "-q", "-m", message)
    return message


def _tracked(repo: Repo, path: str) -> bool:
    return bool(repo.git("ls-files", "--", path).stdout.strip())


def commit_message(new: list[str], updated: list[str], text: str, fmt: KbFormat) -> str:
    parts = []
    if new:
        parts.append(f"new {', '.join(new)}")
    if updated:
        parts.append(f"updated {', '.join(updated)}")
    subject = "errkb: " + ("; ".join(parts) if parts else "KB files")
    if len(subject) > 72:
        subject = f"errkb: {len(new)} new, {len(updated)} updated entries"
    side = read_side(text, fmt)
    titles = {}
    for item in side.items:  # only the new entries' blocks are read in full
        entry_id = format_id(item.number, side.fmt.prefix, side.fmt.width) if item.number is not None else ""
        if entry_id in new:
            titles[entry_id] = item.entry.title if item.entry is not None else ""
    body = [f"{entry_id} · {' '.join(titles.get(entry_id, '').split())[:100]}" for entry_id in new]
    return subject + ("\n\n" + "\n".join(body) if body else "")


def _reword(repo: Repo, message: str, errors_md: str, fmt: KbFormat, report: SyncReport) -> str:
    """After a rebase renumbered this sync's commit (now the tip), its message names the IDs
    the entries have now, and so does the report."""
    if decode(repo.git("log", "-1", "--format=%B").stdout).strip() != message.strip():
        return message  # the tip is not our commit (nothing to rebase onto, or a merge)
    before = file_at(repo, "HEAD~1", errors_md) or ""
    after = file_at(repo, "HEAD", errors_md) or ""
    report.committed, report.updated = changed_ids(before, after, fmt)
    now = commit_message(report.committed, report.updated, after, fmt)
    if now != message:
        repo.git("commit", "-q", "--amend", "--no-verify", "-m", now)
    return now


def _integrate(repo: Repo, target: _Target, rebase: bool, say: Say) -> int:
    """Fetch and bring the remote's commits in; how many came."""
    say(f"fetching {target.ref}")
    _remote_git(repo, target, "fetch", "-q", target.remote)
    if repo.git("rev-parse", "-q", "--verify", f"refs/remotes/{target.ref}", check=False).returncode != 0:
        return 0  # a new, empty remote: nothing to pull
    behind = int(repo.text("rev-list", "--count", f"HEAD..{target.ref}"))
    if not behind:
        return 0
    say(f"{'rebasing onto' if rebase else 'merging'} {target.ref} ({behind} new commit{'s' if behind != 1 else ''})")
    command = ["rebase", target.ref] if rebase else ["merge", "--no-edit", target.ref]
    done = repo.git(*command, check=False)
    if done.returncode != 0:
        said = (decode(done.stdout) + decode(done.stderr)).strip().splitlines()
        conflicts = [line for line in said if line.startswith("CONFLICT")]
        raise ErrkbError(f"the {'rebase' if rebase else 'merge'} onto {target.ref} stopped: "
                         + ("; ".join(conflicts) if conflicts else (said[-1] if said else "git gave no reason")),
                         "resolve the files git names (a conflict in ERRORS.md is in its preamble: docs/sync.md), "
                         f"git add them, then git {'rebase --continue' if rebase else 'commit'}; "
                         f"or give up with git {'rebase' if rebase else 'merge'} --abort")
    return behind


def _push(repo: Repo, target: _Target, say: Say) -> int | None:
    """Push; how many commits went (None when the remote moved meanwhile)."""
    tracking = f"refs/remotes/{target.ref}"
    known = repo.git("rev-parse", "-q", "--verify", tracking, check=False).returncode == 0
    ahead = int(repo.text("rev-list", "--count", f"{target.ref}..HEAD" if known else "HEAD"))
    if not ahead:
        return 0
    say(f"pushing {ahead} commit{'s' if ahead != 1 else ''} to {target.ref}")
    try:
        _remote_git(repo, target, "push", "-q", "-u", target.remote, f"HEAD:refs/heads/{target.branch}")
    except _Rejected:
        return None
    except GitFailed:
        # git names a lost race in more than one way ("[rejected]", "cannot lock ref", only
        # "failed to push some refs" with -q): whatever it said, the remote moved if it did.
        _remote_git(repo, target, "fetch", "-q", target.remote)
        if repo.git("merge-base", "--is-ancestor", tracking, "HEAD", check=False).returncode != 0:
            return None
        raise
    return ahead


class _Rejected(Exception):
    """The remote branch moved since the fetch."""


def _remote_git(repo: Repo, target: _Target, *args: str) -> None:
    try:
        repo.git(*args)
    except GitFailed as failed:
        said = failed.stderr.lower()
        if "[rejected]" in said or "non-fast-forward" in said or "fetch first" in said:
            raise _Rejected from failed
        last = failed.stderr.strip().splitlines()[-1] if failed.stderr.strip() else "no message"
        if any(sign in said for sign in _AUTH):
            raise ErrkbError(f"git could not authenticate with {target.remote} ({last})",
                             f"check your credentials: git fetch {target.remote} shows git's own prompt") from failed
        if any(sign in said for sign in _UNREACHABLE):
            raise ErrkbError(f"cannot reach {target.remote} ({last})",
                             "check the address (git remote -v) and your network, then sync again") from failed
        raise


def _check_reachable(repo: Repo, target: _Target, say: Say) -> None:
    say(f"checking that {target.remote} answers")
    _remote_git(repo, target, "ls-remote", "-q", "--heads", target.remote)


def _behind_ahead(repo: Repo, target: _Target) -> tuple[int, int]:
    """Commits to pull and to push, as of the last fetch."""
    if repo.git("rev-parse", "-q", "--verify", f"refs/remotes/{target.ref}", check=False).returncode != 0:
        return 0, int(repo.text("rev-list", "--count", "HEAD"))
    counts = repo.text("rev-list", "--left-right", "--count", f"{target.ref}...HEAD").split()
    return int(counts[0]), int(counts[1])


def _numbers_of_own(location: KbLocation, repo: Repo, target: _Target, fmt: KbFormat) -> dict[Identity, str]:
    """This clone's entries the remote did not hold at the last fetch, by identity, with their IDs."""
    remote = file_at(repo, target.ref, _kb_paths(location, repo)[0]) or ""
    shared = set(read_side(remote, fmt).by_key)
    side = read_side(decode(read_bytes(location.errors_md)), fmt)
    return {item.key: format_id(item.number, side.fmt.prefix, side.fmt.width) for item in side.items
            if item.key not in shared and item.key[0] not in UNMERGED and item.number is not None}


def _moved(before: dict[Identity, str], location: KbLocation, fmt: KbFormat) -> list[tuple[str, str]]:
    """(old ID, the ID that now answers for it) of this clone's entries the merge renumbered or folded."""
    text = decode(read_bytes(location.errors_md))
    side = read_side(text, fmt)
    doc = parse_document(text, side.fmt.prefix)
    moved = []
    for key, old in before.items():
        sig = key[1] if key[0] == "sig" else None
        try:
            now = doc.block_for(resolve_number(doc, old, side.fmt, sig))
        except ErrkbError:
            continue
        if now is not None and now.entry is not None and now.entry.id != old:
            moved.append((old, now.entry.id))
    return moved
