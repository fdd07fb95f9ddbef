"""Recognising errkb's own entries in a host's config by what they run.

An entry is errkb's when it runs ``errkb [options] hook <host>`` (or ``python -m errkb …``,
after ``env`` and ``VAR=value`` prefixes), or is the MCP server named ``errkb``: so a second
install changes nothing, and an install from a new errkb path replaces the old command.
"""

from __future__ import annotations

import os
import shlex
import shutil

MCP_NAME = "errkb"  # the name of errkb's MCP server in every host's config


def argv_of(command: str) -> list[str]:
    """The command's words without `env` and `VAR=value` prefixes; [] if it does not split."""
    try:
        tokens = shlex.split(command)
    except ValueError:
        return []
    if tokens and os.path.basename(tokens[0]) == "env":
        tokens = tokens[1:]
    while tokens and "=" in tokens[0] and tokens[0].split("=", 1)[0].isidentifier():
        tokens = tokens[1:]  # VAR=value prefixes
    return tokens


def _exe_name(token: str) -> str:
    name = token.replace("\\", "/").rsplit("/", 1)[-1].lower()
    return name[:-4] if name.endswith(".exe") else name


def _errkb_args(command: str) -> list[str] | None:
    """The arguments after the errkb executable, or None if command does not run errkb."""
    tokens = argv_of(command)
    if not tokens:
        return None
    name = _exe_name(tokens[0])
    if name == "errkb":
        return tokens[1:]
    if name.startswith("python") and tokens[1:3] == ["-m", "errkb"]:
        return tokens[3:]
    return None


def is_errkb_hook_command(command: str, host: str) -> bool:
    """True if command runs ``errkb [options] hook <host>``."""
    args = _errkb_args(command)
    if args is None:
        return False
    return any(a == "hook" and b == host for a, b in zip(args, args[1:], strict=False))


def command_works(command: str) -> bool:
    """True if the executable command starts with exists and is executable."""
    tokens = argv_of(command)
    if not tokens:
        return False
    exe = os.path.expanduser(tokens[0])
    if "/" in exe or os.sep in exe:
        return os.path.isfile(exe) and os.access(exe, os.X_OK)
    return shutil.which(exe) is not None
