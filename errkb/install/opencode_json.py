"""errkb's plugin entry and MCP server in opencode's ``opencode.json``.

opencode runs no hook commands: it loads JS plugins named in its ``plugin`` list. errkb's own
plugin (integrations/opencode/index.js) is listed as ``[<its path>, {"exec": [<errkb>, "hook",
"opencode"], "timeoutMs": 5000}]`` and `errkb mcp` as ``mcp.errkb = {"type": "local", "command":
[...]}``. errkb's entry is recognised by what it runs (an ``exec`` of ``errkb ... hook opencode``)
or, listed without options, by its file (``…/integrations/opencode/index.js``), so a second
install changes nothing and an install from another errkb rewrites the entry where it stands.
Every other byte of the file stays as it was (errkb/install/jsonfile).
"""

from __future__ import annotations

import shlex
from pathlib import Path
from typing import Any

from . import jsonedit
from .changes import Plan
from .commands import MCP_NAME, is_errkb_hook_command
from .jsonfile import JsonFile, previous_json, prune, set_keeping_extras, write_back

TIMEOUT_MS = 5000  # how long errkb's plugin waits for `errkb hook opencode` before it lets the tool result pass
PLUGIN_SUFFIX = "integrations/opencode/index.js"
DEFAULT_EXEC = "errkb hook opencode"  # what the plugin runs when its entry names no `exec`
_PLUGINS: list[jsonedit.Key] = ["plugin"]
_MCP: list[jsonedit.Key] = ["mcp", MCP_NAME]


def exec_command(value: Any) -> str | None:
    """An ``exec`` option as one command line: a shell string as it is, an argv list joined."""
    if isinstance(value, str):
        return value
    if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
        return shlex.join(value)
    return None


def split_item(item: Any) -> tuple[str | None, dict[str, Any] | None]:
    """(plugin spec, its options) of one ``plugin`` item: "spec" or ["spec", {options}]."""
    if isinstance(item, str):
        return item, None
    if isinstance(item, list) and len(item) == 2 and isinstance(item[0], str) and isinstance(item[1], dict):
        return item[0], item[1]
    return None, None


def is_errkb_plugin(item: Any) -> bool:
    spec, options = split_item(item)
    if spec is None:
        return False
    command = exec_command(options.get("exec")) if options is not None else None
    if command is not None:
        return is_errkb_hook_command(command, "opencode")
    return spec.replace("\\", "/").endswith(PLUGIN_SUFFIX)


def find_plugins(value: Any) -> list[int]:
    """Indexes of errkb's entries in the ``plugin`` list of an opencode.json value."""
    plugins = value.get("plugin") if isinstance(value, dict) else None
    return [i for i, item in enumerate(plugins) if is_errkb_plugin(item)] if isinstance(plugins, list) else []


def mcp_server(value: Any) -> Any:
    """errkb's ``mcp`` entry in an opencode.json value (None if there is none)."""
    servers = value.get("mcp") if isinstance(value, dict) else None
    return servers.get(MCP_NAME) if isinstance(servers, dict) else None


def plan_install(plan: Plan, path: Path, plugin: str, hook_argv: list[str], mcp_argv: list[str],
                 mcp_type: str) -> None:
    """errkb's plugin (the file `plugin`, running hook_argv) and MCP server (mcp_argv) into path."""
    js = JsonFile(path, plan.read(path))
    js.expect_array(_PLUGINS)
    js.expect_object(["mcp"])
    _install_plugin(js, plugin, hook_argv)
    set_keeping_extras(js, _MCP, {"type": mcp_type, "command": mcp_argv})  # the user's environment, enabled… stay
    write_back(plan, js)


def _install_plugin(js: JsonFile, plugin: str, hook_argv: list[str]) -> None:
    found = find_plugins(js.value)
    for index in reversed(found[1:]):  # duplicates
        js.doc.delete([*_PLUGINS, index])
    wanted = [plugin, {"exec": hook_argv, "timeoutMs": TIMEOUT_MS}]
    if not found:
        js.doc.append(_PLUGINS, wanted)
        return
    at = found[0]
    spec, options = split_item(js.value["plugin"][at])
    if options is None:  # errkb's file listed bare: it would run `errkb` from PATH
        js.doc.set([*_PLUGINS, at], wanted)
        return
    if spec != plugin:
        js.doc.set([*_PLUGINS, at, 0], plugin)
    if options.get("exec") != hook_argv:
        js.doc.set([*_PLUGINS, at, 1, "exec"], hook_argv)
    if "timeoutMs" not in options:  # a timeout the user set is theirs to keep
        js.doc.set([*_PLUGINS, at, 1, "timeoutMs"], TIMEOUT_MS)


def plan_uninstall(plan: Plan, path: Path) -> None:
    """Take errkb's plugin entries and MCP server out, and the containers errkb made for them."""
    if plan.read(path) is None:
        return
    js = JsonFile(path, plan.read(path))
    previous = previous_json(path)
    found = find_plugins(js.value)
    for index in reversed(found):
        js.doc.delete([*_PLUGINS, index])
    if found:
        prune(js, _PLUGINS, previous)
    servers = js.value.get("mcp")
    if isinstance(servers, dict) and MCP_NAME in servers:
        js.doc.delete(_MCP)
        prune(js, ["mcp"], previous)
    write_back(plan, js, removing=True)
