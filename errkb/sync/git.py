"""The real `git` binary, run as a subprocess: the only place errkb talks to git.

Every call is `git -C <folder> …` with the output captured; a failure raises GitFailed with git's
own message, which callers turn into an ErrkbError that says what to do.
"""

from __future__ import annotations

import os
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from ..errors import ErrkbError
from ..machine.gitstate import git_dir


class GitFailed(ErrkbError):
    """A git command exited non-zero; `stderr` is what git said."""

    def __init__(self, args: list[str], code: int, stderr: str) -> None:
        said = stderr.strip().splitlines()
        super().__init__(f"git {' '.join(args)} failed ({code}): {said[-1] if said else 'no message'}")
        self.args_ = args
        self.code = code
        self.stderr = stderr


@dataclass(frozen=True)
class Repo:
    """A git work tree: its top folder and its git directory."""

    top: Path
    git_dir: Path

    def git(self, *args: str, check: bool = True, data: bytes | None = None) -> subprocess.CompletedProcess[bytes]:
        return run_git(self.top, list(args), check=check, data=data)

    def text(self, *args: str) -> str:
        return decode(self.git(*args).stdout).strip()


def run_git(folder: Path, args: list[str], check: bool = True, data: bytes | None = None) -> subprocess.CompletedProcess[bytes]:
    # LC_ALL=C: errkb reads some of git's messages (auth failures, rejected pushes).
    env = {**os.environ, "LC_ALL": "C", "GIT_TERMINAL_PROMPT": "0"}
    try:
        done = subprocess.run(["git", "-C", str(folder), *args], input=data, capture_output=True, env=env, check=False)
    except FileNotFoundError as exc:
        raise ErrkbError("git is not installed (or not on PATH)", "install git, then try again") from exc
    if check and done.returncode != 0:
        raise GitFailed(args, done.returncode, decode(done.stderr))
    return done


def decode(data: bytes) -> str:
    return data.decode("utf-8", errors="surrogateescape")


def find_repo(folder: Path) -> Repo | None:
    """The work tree `folder` is in, or None outside any (or inside a bare repository). Asked
    of the file system first: a KB outside git costs no git process (nor needs git at all)."""
    if not folder.is_dir() or git_dir(folder) is None:
        return None
    done = run_git(folder, ["rev-parse", "--show-toplevel", "--absolute-git-dir"], check=False)
    lines = decode(done.stdout).splitlines()
    if done.returncode != 0 or len(lines) != 2 or not lines[0]:
        return None
    return Repo(Path(lines[0]), Path(lines[1]))


def current_branch(repo: Repo) -> str | None:
    """The branch checked out, or the one a rebase in progress is rebuilding."""
    done = repo.git("symbolic-ref", "-q", "--short", "HEAD", check=False)
    if done.returncode == 0 and done.stdout.strip():
        return decode(done.stdout).strip()
    for folder in ("rebase-merge", "rebase-apply"):
        head = repo.git_dir / folder / "head-name"
        if head.is_file():
            name = head.read_text(encoding="utf-8", errors="replace").strip()
            return name.removeprefix("refs/heads/") or None
    return None


def upstream_of(repo: Repo) -> str | None:
    """The remote-tracking ref the current branch pulls from (`origin/main`), or None."""
    branch = current_branch(repo)
    if branch is None:
        return None
    done = repo.git("rev-parse", "--abbrev-ref", "--symbolic-full-name", f"{branch}@{{upstream}}", check=False)
    name = decode(done.stdout).strip()
    return name if done.returncode == 0 and name else None


def file_at(repo: Repo, ref: str, path: str) -> str | None:
    """The text of `path` (relative to the top folder) in commit `ref`; None when it has none."""
    done = repo.git("show", f"{ref}:{path}", check=False)
    return decode(done.stdout) if done.returncode == 0 else None


def merge_file(base: str, ours: str, theirs: str, labels: tuple[str, str] = ("ours", "theirs")) -> tuple[str, bool]:
    """git's own 3-way text merge: (the result, with ordinary markers where it conflicts; clean)."""
    with tempfile.TemporaryDirectory(prefix="errkb-merge-") as folder:
        paths = []
        for name, text in (("ours", ours), ("base", base), ("theirs", theirs)):
            path = Path(folder) / name
            path.write_bytes(text.encode("utf-8", errors="surrogateescape"))
            paths.append(str(path))
        done = run_git(Path(folder), ["merge-file", "-p", "-L", labels[0], "-L", "base", "-L", labels[1], *paths],
                       check=False)
    if done.returncode < 0 or done.returncode > 127:
        raise GitFailed(["merge-file"], done.returncode, decode(done.stderr))
    return decode(done.stdout), done.returncode == 0
