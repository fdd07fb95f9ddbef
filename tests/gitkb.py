"""Real git repositories for the sync tests: a bare "remote" and clones of a shared KB, each set
up as `errkb init` sets up a clone. The real `git` binary runs everything, the merge driver
included (as a subprocess of git, the way a user's git runs it)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from errkb.cli.base import errkb_argv
from errkb.derived.kbase import KnowledgeBase
from errkb.machine.config import Settings
from errkb.machine.paths import KbLocation
from errkb.model import NewEntry
from errkb.sync.setup import install_setup

ERRKB = errkb_argv()  # what `errkb init` writes into a clone's git config


@pytest.fixture
def git_env(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """git with no user or system config but a name, an address and `main` as the first branch."""
    home = tmp_path_factory.mktemp("githome")
    config = home / "gitconfig"
    config.write_text("[user]\n\tname = Test\n\temail = test@example.com\n[init]\n\tdefaultBranch = main\n"
                      "[advice]\n\tdetachedHead = false\n")
    monkeypatch.setenv("GIT_CONFIG_GLOBAL", str(config))
    monkeypatch.setenv("GIT_CONFIG_NOSYSTEM", "1")
    for name in ("GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE"):
        monkeypatch.delenv(name, raising=False)


def git(folder: Path, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(["git", "-C", str(folder), *args], capture_output=True, text=True, check=False)
    if check and done.returncode != 0:
        raise AssertionError(f"git {' '.join(args)} failed ({done.returncode}):\n{done.stdout}\n{done.stderr}")
    return done


def kb_at(folder: Path) -> KnowledgeBase:
    return KnowledgeBase(KbLocation(folder, "test"), Settings())


def new_error(key: str, first: str = "", **fields: str) -> NewEntry:
    values = {"title": f"[tool:Bash] failure {key}", "raw": f"boom {key}"}
    values.update(fields)
    return NewEntry(sig=f"n3:{key}", cat="tool", first=first, **values)  # type: ignore[arg-type]


class Remote:
    """A bare repository holding a shared KB, and the clones made of it."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.bare = root / "remote.git"
        git(root, "init", "-q", "--bare", str(self.bare))
        first = self.clone("first")
        git(first, "push", "-q", "-u", "origin", "main")

    def clone(self, name: str, setup: bool = True) -> Path:
        folder = self.root / name
        if not (self.bare / "refs" / "heads" / "main").exists():
            git(self.root, "init", "-q", str(folder))
            git(folder, "remote", "add", "origin", str(self.bare))
            kb_at(folder).store.init()
            install_setup(folder, ERRKB)
            git(folder, "add", "-A")
            git(folder, "commit", "-q", "-m", "a shared errkb KB")
            return folder
        git(self.root, "clone", "-q", str(self.bare), str(folder))
        if setup:
            install_setup(folder, ERRKB)
        return folder


def commit_all(folder: Path, message: str = "work") -> None:
    """Commit every change in the work tree (nothing when there is none)."""
    git(folder, "add", "-A")
    if git(folder, "diff", "--cached", "--quiet", check=False).returncode:
        git(folder, "commit", "-q", "-m", message)


def read(folder: Path, name: str = "ERRORS.md") -> str:
    return (folder / name).read_text(encoding="utf-8")
