"""errkb's MCP server as the ``[mcp_servers.errkb]`` table of Codex's ``config.toml``.

The table is added, changed or removed through errkb/install/tomledit, which proves by
re-parsing that nothing else in the file moved.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from . import tomledit
from .changes import ConfigError, Plan, read_config
from .commands import MCP_NAME

TABLE = ("mcp_servers", MCP_NAME)


def _edit(path: Path, edit: Callable[[], str]) -> str:
    try:
        return edit()
    except tomledit.TomlError as exc:
        raise ConfigError(path, f"TOML: {exc.message}", exc.line, exc.column) from None


def plan_install(plan: Plan, path: Path, argv: list[str]) -> None:
    text = plan.read(path) or ""
    values = {"command": argv[0], "args": argv[1:]}
    new = _edit(path, lambda: tomledit.set_table(text, TABLE, values))
    if new != text:
        plan.write(path, new)


def plan_uninstall(plan: Plan, path: Path) -> None:
    text = plan.read(path)
    if text is None:
        return
    new = _edit(path, lambda: tomledit.remove_table(text, TABLE))
    if new != text:
        plan.remove_or_write(path, new)


def read_mcp(path: Path) -> tuple[dict[str, Any] | None, str | None, bool]:
    """(errkb's [mcp_servers.errkb] table or None, a problem, whether Codex's hooks are on)."""
    try:
        text = read_config(path)
        data = tomledit.parse(text) if text is not None else {}
    except (ConfigError, tomledit.TomlError) as exc:
        return None, f"{path}: {exc}".splitlines()[0], True
    servers = data.get(TABLE[0])
    entry = servers.get(TABLE[1]) if isinstance(servers, dict) else None
    features = data.get("features")
    if not isinstance(features, dict):
        features = {}
    hooks_on = features.get("hooks", features.get("codex_hooks", True)) is not False
    return (entry if isinstance(entry, dict) else None), None, hooks_on
