"""opencode's config: errkb's plugin entry and MCP server in `opencode.json`.

opencode runs no hook commands. errkb's plugin (integrations/opencode/index.js) is listed in the
`plugin` array as ``[<its path>, {"exec": [<errkb>, "hook", "opencode"], "timeoutMs": 5000}]`` and
`errkb mcp` as ``mcp.errkb = {"type": "local", "command": [...]}``. errkb's plugin entry is
recognised by what it runs (an `exec` of ``errkb ... hook opencode``) or, listed without options,
by its file (``…/integrations/opencode/index.js``); every other byte of the file stays as it was.

User scope: ``$XDG_CONFIG_HOME/opencode/opencode.json`` (``~/.config/opencode``); project scope:
``<project>/opencode.json``. opencode merges every config file it finds, plugins from all of them,
so errkb writes `opencode.json` even where the user keeps their settings in `opencode.jsonc`, a
file with comments that errkb does not edit.
"""

from __future__ import annotations

import shlex
from pathlib import Path
from typing import Any

from ..errors import UsageError
from . import jsonedit
from . import plan as base

TIMEOUT_MS = 5000
PLUGIN_SUFFIX = "integrations/opencode/index.js"
_MCP_PATH: list[jsonedit.Key] = ["mcp", base.MCP_NAME]


def config_path(scope: str, project_dir: Path | None, home: Path | None) -> Path:
    if scope == "project":
        return (Path(project_dir) if project_dir is not None else Path.cwd()) / "opencode.json"
    root = base._env_dir("XDG_CONFIG_HOME", home) or (Path(home) if home is not None else Path.home()) / ".config"
    return root / "opencode" / "opencode.json"


def default_plugin() -> Path | None:
    """errkb's plugin file: inside the installed package, else in this source checkout."""
    package = Path(__file__).resolve().parent.parent
    for candidate in (package / PLUGIN_SUFFIX, package.parent / PLUGIN_SUFFIX):
        if candidate.is_file():
            return candidate
    return None


def resolve_plugin(plugin: Path | None) -> str:
    path = Path(plugin).expanduser() if plugin is not None else default_plugin()
    if path is None or not path.resolve().is_file():
        raise UsageError(f"opencode plugin not found: {path or PLUGIN_SUFFIX}",
                         "reinstall errkb, or pass the path of errkb's integrations/opencode/index.js")
    return str(path.resolve())


def exec_command(value: Any) -> str | None:
    """An `exec` option as one command line: a shell string as it is, an argv list joined."""
    if isinstance(value, str):
        return value
    if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
        return shlex.join(value)
    return None


def _split(item: Any) -> tuple[str | None, dict[str, Any] | None]:
    """(plugin spec, its options) of one `plugin` item: "spec" or ["spec", {options}]."""
    if isinstance(item, str):
        return item, None
    if isinstance(item, list) and len(item) == 2 and isinstance(item[0], str) and isinstance(item[1], dict):
        return item[0], item[1]
    return None, None


def is_errkb_plugin(item: Any) -> bool:
    spec, options = _split(item)
    if spec is None:
        return False
    command = exec_command(options.get("exec")) if options is not None and "exec" in options else None
    if command is not None:
        return base.is_errkb_hook_command(command, "opencode")
    return spec.replace("\\", "/").endswith(PLUGIN_SUFFIX)


def _found(value: Any) -> list[int]:
    plugins = value.get("plugin") if isinstance(value, dict) else None
    return [i for i, item in enumerate(plugins) if is_errkb_plugin(item)] if isinstance(plugins, list) else []


def install(plan: base._Plan, path: Path, plugin: str, hook_argv: list[str], mcp_argv: list[str]) -> None:
    js = base._open_json(plan, path)
    js.expect_array(["plugin"])
    js.expect_object(["mcp"])
    _install_plugin(js, plugin, hook_argv)
    js.expect_object(_MCP_PATH)
    entry = {"type": "local", "command": mcp_argv}
    current = js.value.get("mcp", {}).get(base.MCP_NAME)
    if not isinstance(current, dict):
        js.doc.set(_MCP_PATH, entry)
    else:
        for key, value in entry.items():  # keep the user's extra keys (environment, enabled, timeout)
            if current.get(key) != value:
                js.doc.set([*_MCP_PATH, key], value)
    base._finish_json(plan, js)


def _install_plugin(js: base._Json, plugin: str, hook_argv: list[str]) -> None:
    found = _found(js.value)
    for index in reversed(found[1:]):  # duplicates
        js.doc.delete(["plugin", index])
    if not found:
        js.doc.append(["plugin"], [plugin, {"exec": hook_argv, "timeoutMs": TIMEOUT_MS}])
        return
    at = found[0]
    spec, options = _split(js.value["plugin"][at])
    if options is None:
        js.doc.set(["plugin", at], [plugin, {"exec": hook_argv, "timeoutMs": TIMEOUT_MS}])
        return
    if spec != plugin:
        js.doc.set(["plugin", at, 0], plugin)
    if options.get("exec") != hook_argv:
        js.doc.set(["plugin", at, 1, "exec"], hook_argv)
    if "timeoutMs" not in options:  # a timeout the user set is theirs to keep
        js.doc.set(["plugin", at, 1, "timeoutMs"], TIMEOUT_MS)


def uninstall(plan: base._Plan, path: Path) -> None:
    if plan.read(path) is None:
        return
    js = base._open_json(plan, path)
    previous = base._previous_json(path)
    for index in reversed(_found(js.value)):
        js.doc.delete(["plugin", index])
        base._prune(js, ["plugin"], previous)
    servers = js.value.get("mcp")
    if isinstance(servers, dict) and base.MCP_NAME in servers:
        js.doc.delete(_MCP_PATH)
        base._prune(js, ["mcp"], previous)
    base._finish_json(plan, js, removing=True)


def status(path: Path, found: base.HostStatus, commands: list[str], mcp_commands: list[str]) -> None:
    """What errkb finds of itself in one opencode.json: its plugin entry, the command it runs, MCP."""
    value = base._load_status_json(path, found)
    for index in _found(value):
        base._add_path(found, path)
        spec, options = _split(value["plugin"][index])
        command = exec_command(options.get("exec")) if options else None
        commands.append(command or "errkb hook opencode")  # the plugin's default: errkb on PATH
        if spec is not None and not Path(spec.removeprefix("file://")).expanduser().is_file():
            found.problems.append(f"{path}: opencode plugin not found: {spec}")
    servers = value.get("mcp") if isinstance(value, dict) else None
    entry = servers.get(base.MCP_NAME) if isinstance(servers, dict) else None
    if not isinstance(entry, dict):
        return
    found.mcp_installed = True
    base._add_path(found, path)
    command = entry.get("command")
    if isinstance(command, list) and command and all(isinstance(c, str) for c in command):
        mcp_commands.append(shlex.join(command))
    if entry.get("enabled") is False:
        found.problems.append(f"{path}: the errkb MCP server is disabled (mcp.errkb.enabled)")
