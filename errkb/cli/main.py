"""The `errkb` command line: each command parses options, calls one library function, prints.

stdout carries only the data asked for; messages go to stderr; every read command has --json.
One error boundary (base.py) turns ErrkbError into a message and an exit code. Importing the
command modules registers their commands on the group.
"""

from __future__ import annotations

from . import curate_commands, host_commands, kb_commands, loop_commands, recognize_commands, sync_commands  # noqa: F401
from .base import cli

__all__ = ["cli"]


def main() -> None:  # pragma: no cover - console entry kept for `python -m errkb.cli`
    cli(prog_name="errkb")


if __name__ == "__main__":  # pragma: no cover
    main()
