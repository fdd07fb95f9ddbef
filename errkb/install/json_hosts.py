"""errkb's hooks and MCP server in JSON settings (Claude, Gemini, Codex's hooks.json, Cursor, Qwen).

Everything but errkb's own values is left byte for byte: edits go through errkb/install/jsonfile
(and its jsonedit) at the spans of those values. Containers errkb created (an emptied ``hooks``
or ``mcpServers``) go away on uninstall; those the user had before errkb (its ``.errkb-bak`` copy
says) stay.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, NamedTuple

from ..hosts.common import HookStyle
from . import jsonedit
from .changes import Plan
from .commands import MCP_NAME, is_errkb_hook_command
from .jsonfile import JsonFile, previous_json, prune, set_keeping_extras, write_back

# -- hooks ------------------------------------------------------------------------------------


class FoundHook(NamedTuple):
    event: str
    group: int
    hook: int | None  # None for Cursor's flat lists
    command: str

    def command_path(self) -> list[jsonedit.Key]:
        if self.hook is None:
            return ["hooks", self.event, self.group, "command"]
        return ["hooks", self.event, self.group, "hooks", self.hook, "command"]


def find_hooks(value: Any, host: str, style: HookStyle) -> list[FoundHook]:
    """errkb's hook entries for host in a settings value, in file order."""
    hooks = value.get("hooks") if isinstance(value, dict) else None
    if not isinstance(hooks, dict):
        return []
    found: list[FoundHook] = []
    for event, groups in hooks.items():
        for g, group in enumerate(groups if isinstance(groups, list) else []):
            if not isinstance(group, dict):
                continue
            if style.flat:
                cmd = group.get("command")
                if isinstance(cmd, str) and is_errkb_hook_command(cmd, host):
                    found.append(FoundHook(event, g, None, cmd))
                continue
            inner = group.get("hooks")
            for h, hook in enumerate(inner if isinstance(inner, list) else []):
                cmd = hook.get("command") if isinstance(hook, dict) else None
                if isinstance(cmd, str) and is_errkb_hook_command(cmd, host):
                    found.append(FoundHook(event, g, h, cmd))
    return found


def _hook_entry(style: HookStyle, event: str, command: str) -> dict[str, Any]:
    if style.flat:
        return {"command": command}
    hook: dict[str, Any] = {}
    if style.name:
        hook["name"] = style.name
    hook.update(type="command", command=command)
    if style.timeout is not None:
        hook["timeout"] = style.timeout
    group: dict[str, Any] = {}
    if event in style.tool_events:
        group["matcher"] = style.matcher
    group["hooks"] = [hook]
    return group


def _remove_hooks(js: JsonFile, found: list[FoundHook], previous: Any) -> None:
    for f in sorted(found, key=lambda f: (f.event, f.group, f.hook or 0), reverse=True):
        if f.hook is not None:
            inner = js.doc.get(["hooks", f.event, f.group, "hooks"])
            if inner is not None and len(inner.items) > 1:
                js.doc.delete(["hooks", f.event, f.group, "hooks", f.hook])
                continue
        js.doc.delete(["hooks", f.event, f.group])
        prune(js, ["hooks", f.event], previous)
    prune(js, ["hooks"], previous)


def _install_hooks(js: JsonFile, host: str, style: HookStyle, command: str) -> None:
    js.expect_object(["hooks"])
    if style.flat and "version" not in js.value:
        js.doc.set(["version"], 1)
    keep: dict[str, FoundHook] = {}
    drop: list[FoundHook] = []
    for f in find_hooks(js.value, host, style):
        if f.event in style.events and f.event not in keep:
            keep[f.event] = f
        else:  # a duplicate, or an event errkb no longer uses
            drop.append(f)
    if drop:
        _remove_hooks(js, drop, previous_json(js.path))
    for event in style.events:
        mine = keep.get(event)
        if mine is None:
            js.expect_array(["hooks", event])
            js.doc.append(["hooks", event], _hook_entry(style, event, command))
        elif mine.command != command:
            js.doc.set(mine.command_path(), command)


# -- MCP server -------------------------------------------------------------------------------


def _mcp_entry(argv: list[str], mcp_type: str | None) -> dict[str, Any]:
    entry: dict[str, Any] = {"type": mcp_type} if mcp_type else {}
    entry.update(command=argv[0], args=argv[1:])
    return entry


def _install_mcp(js: JsonFile, argv: list[str], mcp_type: str | None) -> None:
    js.expect_object(["mcpServers"])
    set_keeping_extras(js, ["mcpServers", MCP_NAME], _mcp_entry(argv, mcp_type))


def _remove_mcp(js: JsonFile) -> None:
    servers = js.value.get("mcpServers")
    if isinstance(servers, dict) and MCP_NAME in servers:
        js.doc.delete(["mcpServers", MCP_NAME])
        prune(js, ["mcpServers"], previous_json(js.path))


def mcp_server(value: Any) -> Any:
    """errkb's ``mcpServers`` entry in a settings value (None if there is none)."""
    servers = value.get("mcpServers") if isinstance(value, dict) else None
    return servers.get(MCP_NAME) if isinstance(servers, dict) else None


# -- one host's files -------------------------------------------------------------------------


def plan_install(plan: Plan, host: str, style: HookStyle, hooks: Path, mcp: Path | None,
                 hook_command: str, argv: list[str], mcp_type: str | None = None) -> None:
    """Hooks into the hooks file; the MCP server into mcp (the same file or another; None: not JSON)."""
    js = JsonFile(hooks, plan.read(hooks))
    _install_hooks(js, host, style, hook_command)
    if mcp == hooks:
        _install_mcp(js, argv, mcp_type)
    write_back(plan, js)
    if mcp is not None and mcp != hooks:
        other = JsonFile(mcp, plan.read(mcp))
        _install_mcp(other, argv, mcp_type)
        write_back(plan, other)


def plan_uninstall(plan: Plan, host: str, style: HookStyle, hooks: Path, mcp: Path | None) -> None:
    """Take errkb's hooks (and, when mcp is given, its MCP server) out, and what errkb added for them."""
    empty = {"version": 1} if style.flat else None  # all that is left of a hooks.json Cursor's errkb made
    for path in dict.fromkeys([hooks] if mcp is None else [hooks, mcp]):
        if plan.read(path) is None:
            continue
        js = JsonFile(path, plan.read(path))
        found = find_hooks(js.value, host, style)
        if found:
            _remove_hooks(js, found, previous_json(path))
        if path == mcp:
            _remove_mcp(js)
        write_back(plan, js, removing=True, empty=empty if path == hooks else None)
