"""What a plan is: the before/after text of each config file it touches, and the one error.

Planning only reads; ``ConfigChange.diff`` shows a change (``--dry-run``) and errkb/install/apply
writes it. The first time errkb changes a file it keeps the original beside it as
``<file>.errkb-bak``; the writers read that copy to tell the user's containers from errkb's.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from pathlib import Path

from ..errors import ErrkbError

BACKUP_SUFFIX = ".errkb-bak"


class ConfigError(ErrkbError):
    """A host config file errkb cannot read or edit safely; nothing was changed."""

    def __init__(self, path: Path, problem: str, line: int = 0, column: int = 0) -> None:
        where = f"{path}:{line}:{column}" if line else str(path)
        super().__init__(f"{where}: {problem}", "errkb changed nothing; fix the file and retry")
        self.path = path
        self.line = line


@dataclass(frozen=True)
class ConfigChange:
    """One file's text before and after (None: the file is absent / removed)."""

    path: Path
    before: str | None
    after: str | None

    def diff(self) -> str:
        """A unified diff of the change, as for ``--dry-run``."""
        old = _diff_lines(self.before)
        new = _diff_lines(self.after)
        a = str(self.path) if self.before is not None else "/dev/null"
        b = str(self.path) if self.after is not None else "/dev/null"
        return "".join(difflib.unified_diff(old, new, a, b))


def _diff_lines(text: str | None) -> list[str]:
    lines = (text or "").splitlines(keepends=True)
    if lines and not lines[-1].endswith("\n"):
        lines[-1] += "\n\\ No newline at end of file\n"
    return lines


def read_config(path: Path) -> str | None:
    """The file's text, None if it is absent; ConfigError if it cannot be read or is not UTF-8."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise ConfigError(path, f"cannot read: {exc.strerror}") from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise ConfigError(path, "is not UTF-8 text") from None


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + BACKUP_SUFFIX)


class Plan:
    """The before/after text of every file a plan touches."""

    def __init__(self) -> None:
        self.before: dict[Path, str | None] = {}
        self.after: dict[Path, str | None] = {}

    def read(self, path: Path) -> str | None:
        if path not in self.before:
            self.before[path] = self.after[path] = read_config(path)
        return self.after[path]

    def write(self, path: Path, text: str | None) -> None:
        self.read(path)
        self.after[path] = text

    def remove_or_write(self, path: Path, text: str) -> None:
        """Write text; a file emptied by an uninstall goes away, unless it existed before errkb."""
        self.write(path, None if not text.strip() and not backup_path(path).exists() else text)

    def changes(self) -> list[ConfigChange]:
        return [
            ConfigChange(p, self.before[p], self.after[p])
            for p in self.before
            if self.before[p] != self.after[p]
        ]
