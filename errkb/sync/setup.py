"""The two pieces a clone needs before git merges ERRORS.md by entry: `.gitattributes` lines
naming the `errkb` driver (committed, shared), and the driver's command in the clone's own
`.git/config` (never shared: git will not run a command a repository hands it). Without the
second, git falls back to a text merge without a word, so both are checked, not assumed.
"""

from __future__ import annotations

import shlex
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path

from ..machine.fsutil import atomic_write
from ..machine.paths import ARCHIVE_MD, ERRORS_MD
from .git import Repo, decode, find_repo

DRIVER_NAME = "errkb entry-level merge of ERRORS.md (docs/sync.md)"
ATTRIBUTE_LINES = (f"{ERRORS_MD} merge=errkb", f"{ARCHIVE_MD} merge=errkb")
ATTRIBUTES_HEADER = "# errkb: merge ERRORS.md entry by entry (errkb merge-driver; see errkb's docs/sync.md)"


@dataclass(frozen=True)
class SetupStatus:
    """How far a KB folder's clone is set up for entry-level merges."""

    repo: Repo | None
    attributes: bool  # git sees merge=errkb on both files
    driver: str  # the configured command, "" when none
    driver_runs: bool  # its program exists

    @property
    def ready(self) -> bool:
        return self.repo is not None and self.attributes and bool(self.driver) and self.driver_runs

    def problems(self) -> list[str]:
        if self.repo is None:
            return []
        found = []
        if not self.attributes:
            found.append(f"git does not merge {ERRORS_MD} with errkb: .gitattributes lacks '{ATTRIBUTE_LINES[0]}'")
        if not self.driver:
            found.append("this clone has no merge.errkb.driver in its git config, so git would merge "
                         f"{ERRORS_MD} as plain text (conflicts, or entries lost)")
        elif not self.driver_runs:
            found.append(f"merge.errkb.driver runs a program that is not there: {self.driver}")
        return found


def setup_status(kb_folder: Path) -> SetupStatus:
    repo = find_repo(kb_folder)
    if repo is None:
        return SetupStatus(None, False, "", False)
    attributes = all(_merge_attribute(repo, kb_folder / name) == "errkb" for name in (ERRORS_MD, ARCHIVE_MD))
    driver = decode(repo.git("config", "--get", "merge.errkb.driver", check=False).stdout).strip()
    return SetupStatus(repo, attributes, driver, bool(driver) and _program_exists(driver))


def install_setup(kb_folder: Path, errkb_argv: list[str]) -> list[str]:
    """Write what is missing; returns what was done, one line each ([] when all was in place)."""
    status = setup_status(kb_folder)
    if status.repo is None:
        return []
    done = []
    if not status.attributes and _add_attribute_lines(kb_folder / ".gitattributes"):
        done.append(f"wrote {kb_folder / '.gitattributes'} ({', '.join(ATTRIBUTE_LINES)})")
    command = driver_command(errkb_argv)
    if status.driver != command or not status.driver_runs:
        status.repo.git("config", "merge.errkb.name", DRIVER_NAME)
        status.repo.git("config", "merge.errkb.driver", command)
        done.append(f"set merge.errkb.driver in {status.repo.git_dir / 'config'}: {command}")
    return done


def driver_command(errkb_argv: list[str]) -> str:
    argv = list(errkb_argv)
    if argv[1:3] == ["-m", "errkb"] and sys.version_info >= (3, 11):
        # git runs the driver at the top of the work tree, where the KB's own folder may be named
        # errkb: -P keeps `-m` from importing that folder instead of the package.
        argv.insert(1, "-P")
    return f"{shlex.join(argv)} merge-driver %O %A %B %P"


def _merge_attribute(repo: Repo, path: Path) -> str:
    done = repo.git("check-attr", "merge", "--", str(path), check=False)
    # `<path>: merge: <value>`; the path may hold ': ' itself, the value never does.
    return decode(done.stdout).strip().rsplit(": ", 1)[-1] if done.returncode == 0 else ""


def _add_attribute_lines(path: Path) -> bool:
    text = path.read_text(encoding="utf-8") if path.exists() else ""
    missing = [line for line in ATTRIBUTE_LINES if line not in text.splitlines()]
    if not missing:
        return False
    lead = "" if not text or text.endswith("\n") else "\n"
    header = [ATTRIBUTES_HEADER] if ATTRIBUTES_HEADER not in text else []
    atomic_write(path, (text + lead + "\n".join([*header, *missing]) + "\n").encode("utf-8"))
    return True


def _program_exists(command: str) -> bool:
    try:
        program = shlex.split(command)[0]
    except (ValueError, IndexError):
        return False
    return Path(program).is_file() if "/" in program else shutil.which(program) is not None
