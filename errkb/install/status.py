"""What errkb finds of itself in a host's config: for `errkb doctor` and `errkb status`.

Reads only. A host counts as installed when a hook command of errkb's is found (for dsh and
opencode: the command errkb's plugin entry runs); every way it can still fail to run (a missing
executable, hooks turned off, a missing event, no MCP server or a disabled one, a missing plugin
file) is reported as a problem.
"""

from __future__ import annotations

import json
import shlex
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import codex_toml, dsh_yaml, json_hosts, opencode_json
from .changes import ConfigError, read_config
from .commands import argv_of, command_works
from .plan import config_paths, host_module


@dataclass
class HostStatus:
    host: str
    installed: bool
    config_paths: list[Path] = field(default_factory=list)  # files holding errkb's entries
    command: str | None = None  # the errkb hook command found
    command_works: bool = False  # its executable exists and is executable
    mcp_installed: bool = False
    problems: list[str] = field(default_factory=list)


def host_status(
    host: str, *, project_dir: Path | None = None, home: Path | None = None
) -> HostStatus:
    """What errkb finds of itself in host's user config (and project config, if given)."""
    module = host_module(host)
    status = HostStatus(host, installed=False)
    scopes = ["user"] + (["project"] if project_dir is not None and "project" in module.SCOPES else [])
    commands: list[str] = []
    mcp_commands: list[str] = []
    for scope in scopes:
        hooks, mcp = config_paths(host, scope, project_dir=project_dir, home=home)
        if module.CONFIG_FORMAT == "dsh-patch":
            _dsh_status(hooks, status, commands, mcp_commands)
            continue
        if module.CONFIG_FORMAT == "opencode-json":
            _opencode_status(hooks, status, commands, mcp_commands)
            continue
        _status_hooks(host, hooks, status, commands)
        _status_mcp(module.CONFIG_FORMAT, mcp, status, mcp_commands)
    status.installed = bool(commands)
    if commands:
        _judge_commands(status, commands)
    for cmd in dict.fromkeys(mcp_commands):
        if not command_works(cmd):
            status.problems.append(f"MCP server command does not run: {cmd}")
    return status


def _judge_commands(status: HostStatus, commands: list[str]) -> None:
    status.command = commands[0]
    status.command_works = command_works(commands[0])
    if not status.command_works:
        exe = (argv_of(commands[0]) or [commands[0]])[0]
        status.problems.append(f"hook command does not run: {exe} is missing or not executable")
    if len(set(commands)) > 1:
        status.problems.append(
            "errkb hooks run different commands: " + "; ".join(sorted(set(commands)))
        )
    if not status.mcp_installed:
        status.problems.append("hooks are installed but the MCP server is not")


def _load_json(path: Path, status: HostStatus) -> Any:
    try:
        text = read_config(path)
        if text is None or not text.strip():
            return None
        return json.loads(text.lstrip("\ufeff"))
    except ConfigError as exc:
        status.problems.append(str(exc.message))
    except json.JSONDecodeError as exc:
        status.problems.append(f"{path}:{exc.lineno}:{exc.colno}: not valid JSON ({exc.msg})")
    return None


def _add_path(status: HostStatus, path: Path) -> None:
    if path not in status.config_paths:
        status.config_paths.append(path)


def _get(value: Any, path: tuple[str, ...]) -> Any:
    for key in path:
        value = value.get(key) if isinstance(value, dict) else None
    return value


def _status_hooks(host: str, path: Path, status: HostStatus, commands: list[str]) -> None:
    module = host_module(host)
    value = _load_json(path, status)
    found = json_hosts.find_hooks(value, host, module.HOOK_STYLE)
    if not found:
        return
    _add_path(status, path)
    hooks_off: tuple[tuple[str, ...], bool] | None = getattr(module, "HOOKS_OFF", None)
    if hooks_off is not None:
        key, off = hooks_off
        if _get(value, key) is off:
            status.problems.append(f"{path}: hooks are turned off ({'.'.join(key)})")
    commands.extend(f.command for f in found)
    have = {f.event for f in found}
    for event in module.HOOK_STYLE.events:
        if event not in have:
            status.problems.append(f"{path}: no errkb hook for {event}")


def _status_mcp(config_format: str, path: Path, status: HostStatus, commands: list[str]) -> None:
    if config_format == "json+toml":
        entry, problem, hooks_on = codex_toml.read_mcp(path)
        if problem:
            status.problems.append(problem)
        if not hooks_on:
            status.problems.append(f"{path}: hooks are turned off ([features] hooks = false)")
    else:
        entry = json_hosts.mcp_server(_load_json(path, status))
    if not isinstance(entry, dict):
        return
    status.mcp_installed = True
    _add_path(status, path)
    _add_command(commands, entry)


def _add_command(commands: list[str], config: dict[str, Any]) -> None:
    command, args = config.get("command"), config.get("args", [])
    if isinstance(command, str) and isinstance(args, list):
        commands.append(shlex.join([command, *map(str, args)]))


def _dsh_status(path: Path, status: HostStatus, commands: list[str], mcp_commands: list[str]) -> None:
    entries, problem = dsh_yaml.read_entries(path)
    if problem:
        status.problems.append(problem)
        return
    for entry_id, entry in entries:
        config = entry.get("config")
        config = config if isinstance(config, dict) else {}
        _add_path(status, path)
        if entry_id == dsh_yaml.HOOK_ID:
            if isinstance(config.get("exec"), str):
                commands.append(str(config["exec"]))
            name = entry.get("name")
            if not isinstance(name, str) or not Path(name).is_file():
                status.problems.append(f"{path}: dsh plugin not found: {name}")
            continue
        status.mcp_installed = True
        _add_command(mcp_commands, config)


def _opencode_status(path: Path, status: HostStatus, commands: list[str], mcp_commands: list[str]) -> None:
    value = _load_json(path, status)
    for index in opencode_json.find_plugins(value):
        _add_path(status, path)
        spec, options = opencode_json.split_item(value["plugin"][index])
        command = opencode_json.exec_command(options.get("exec")) if options is not None else None
        commands.append(command or opencode_json.DEFAULT_EXEC)
        plugin_file = _local_plugin_file(spec or "", path)
        if plugin_file is not None and not plugin_file.is_file():
            status.problems.append(f"{path}: opencode plugin not found: {spec}")
    entry = opencode_json.mcp_server(value)
    if not isinstance(entry, dict):
        return
    status.mcp_installed = True
    _add_path(status, path)
    command = entry.get("command")
    if isinstance(command, list) and command and all(isinstance(c, str) for c in command):
        mcp_commands.append(shlex.join(command))
    if entry.get("enabled") is False:
        status.problems.append(f"{path}: the errkb MCP server is disabled (mcp.errkb.enabled)")


def _local_plugin_file(spec: str, config: Path) -> Path | None:
    """The file an opencode plugin spec names (relative to its config file), None for an npm package."""
    spec = spec.removeprefix("file://")
    if not spec.startswith(("/", "./", "../", "~")):
        return None
    return (config.parent / Path(spec).expanduser()).resolve()
