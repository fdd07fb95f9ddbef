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


class LockTimeout(ErrkbError):
    """Another writer held the KB lock for longer than we were willing to wait."""


class DamagedBlock(ErrkbError):
    """The block to be edited does not parse; errkb never rewrites a damaged block."""


class WritesPaused(ErrkbError):
    """ERRORS.md is being merged: errkb appends and edits nothing until a person finishes it."""
