"""The one exception family errkb raises; the CLI turns it into a message and an exit code."""

from __future__ import annotations


class ErrkbError(Exception):
    """A problem the user can act on; `hint` names the command that fixes it."""

    exit_code = 1

    def __init__(self, message: str, hint: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.hint = hint

    def __str__(self) -> str:
        return self.message if not self.hint else f"{self.message}\n{self.hint}"


class UsageError(ErrkbError):
    exit_code = 2


class NotFound(ErrkbError):
    """No entry with that ID (it may have been archived)."""


class KbMissing(ErrkbError):
    """The knowledge base directory or its ERRORS.md does not exist or cannot be written."""


class KbReadOnly(ErrkbError):
    """The KB can be read but not written: mounted read-only, its mode, or another user's."""


class FolderInTheWay(ErrkbError, IsADirectoryError):
    """A folder where errkb keeps a file (state.json, .lock, errors.sqlite). An OSError too, so
    code that tolerates a derived file it cannot write carries on; the CLI names it plainly."""


class LockTimeout(ErrkbError):
    """Another writer held the KB lock for longer than we were willing to wait."""


class DamagedBlock(ErrkbError):
    """The block to be edited does not parse; errkb never rewrites a damaged block."""


class TypedTwin(ErrkbError):
    """The error is a block typed by hand that waits for its ID: errkb records no second entry."""


class WritesPaused(ErrkbError):
    """ERRORS.md is being merged: errkb appends and edits nothing until a person finishes it."""
