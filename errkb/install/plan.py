"""Install errkb's hooks and MCP server into an agent host's config files: the plan.

Planning is pure: ``plan_install``/``plan_uninstall`` read the config files and return the
before/after text of each file that would change (errkb/install/changes), so the CLI can print a
diff (``--dry-run``) or hand the plan to errkb/install/apply. Each host's module in errkb/hosts
says where its files are, how it lists hooks and which format they are in; one writer per format
edits errkb's entries and leaves everything else byte for byte: json_hosts (JSON settings),
codex_toml (Codex's config.toml), dsh_yaml (dsh's patch list), opencode_json (opencode's plugin
list). dsh and opencode run no hook commands: they load errkb's own plugin (integration_file).
"""

from __future__ import annotations

import importlib
import os
import shlex
from pathlib import Path
from types import ModuleType

from ..errors import UsageError
from ..hosts.common import HOSTS
from . import codex_toml, dsh_yaml, json_hosts, opencode_json
from .changes import ConfigChange, Plan

SCOPES = ("user", "project")
# Config formats of hosts that load errkb's plugin (integrations/<host>) instead of hook commands.
PLUGIN_FORMATS = ("dsh-patch", "opencode-json")


def host_module(host: str) -> ModuleType:
    """errkb/hosts/<host>.py, which also says how errkb is installed there."""
    if host not in HOSTS:
        raise UsageError(f"unknown host {host!r}", f"hosts: {', '.join(HOSTS)}")
    return importlib.import_module(f"..hosts.{host}", __package__)


def _check_host(host: str, scope: str) -> ModuleType:
    module = host_module(host)
    if scope not in SCOPES:
        raise UsageError(f"unknown scope {scope!r}", "scopes: user, project")
    if scope not in module.SCOPES:
        raise UsageError(f"{host} has no {scope} config", "use --" + " or --".join(module.SCOPES))
    return module


def config_paths(
    host: str, scope: str = "user", *, project_dir: Path | None = None, home: Path | None = None
) -> tuple[Path, Path]:
    """(hooks file, MCP file) for host and scope; the same file twice for Gemini and dsh.

    $CODEX_HOME and friends count only for the real home, never for a `home` passed in.
    """
    module = _check_host(host, scope)
    if scope == "project":
        root = Path(project_dir) if project_dir is not None else Path.cwd()
    else:
        root = Path(home) if home is not None else Path.home()
    hooks, mcp = module.config_paths(scope, root, os.environ if home is None else {})
    return hooks, mcp


def integration_file(host: str, name: str = "index.js") -> Path:
    """errkb's own plugin for host (integrations/<host>/<name>), as this errkb was installed.

    A wheel carries it inside the package (errkb/integrations, copied there by setup.py); a
    checkout or an editable install has it at the repository's top level.
    """
    package = Path(__file__).resolve().parent.parent
    packaged = package / "integrations" / host / name
    checkout = package.parent / "integrations" / host / name
    if packaged.is_file():
        return packaged
    if (package.parent / "pyproject.toml").is_file() and checkout.is_file():
        return checkout
    raise UsageError(f"errkb's {host} plugin is missing from this install: {packaged}",
                     "reinstall errkb (its wheel ships integrations/), or pass --plugin FILE")


def _plugin_file(host: str, plugin: Path | None) -> str:
    if plugin is None:
        return str(integration_file(host))
    path = Path(plugin).expanduser().resolve()
    if not path.is_file():
        raise UsageError(f"{host} plugin not found: {path}", "--plugin takes the path of an existing file")
    return str(path)


def plan_install(
    host: str,
    scope: str = "user",
    *,
    errkb_cmd: list[str],
    kb_dir: str | None = None,
    project_dir: Path | None = None,
    home: Path | None = None,
    plugin: Path | None = None,
) -> list[ConfigChange]:
    """The changes that make host run errkb's hooks and MCP server; [] when already done.

    errkb_cmd is the argv prefix that runs errkb (e.g. ``["/venv/bin/errkb"]``);
    kb_dir, if given, is passed as ``--kb`` (made absolute); plugin replaces errkb's own
    plugin file for a host that loads one (dsh, opencode). Raises ConfigError for a config file
    that cannot be parsed, UsageError for a bad host/scope or a plugin file that is missing.
    """
    module = _check_host(host, scope)
    if not errkb_cmd:
        raise UsageError("errkb_cmd is empty")
    base = list(errkb_cmd)
    if kb_dir:
        base += ["--kb", os.path.abspath(os.path.expanduser(kb_dir))]
    hook_argv = [*base, "hook", host]  # opencode's plugin takes an argv list, the others a command line
    hook_command = shlex.join(hook_argv)
    argv = [*base, "mcp"]
    if plugin is not None and module.CONFIG_FORMAT not in PLUGIN_FORMATS:
        raise UsageError(f"{host} loads no plugin of errkb's: its hooks are commands", "leave out --plugin")
    hooks, mcp = config_paths(host, scope, project_dir=project_dir, home=home)
    plan = Plan()
    if module.CONFIG_FORMAT == "dsh-patch":
        dsh_yaml.plan_install(plan, hooks, dsh_yaml.entries(_plugin_file(host, plugin), hook_command, argv))
        return plan.changes()
    if module.CONFIG_FORMAT == "opencode-json":
        opencode_json.plan_install(plan, hooks, _plugin_file(host, plugin), hook_argv, argv, module.MCP_TYPE)
        return plan.changes()
    in_toml = module.CONFIG_FORMAT == "json+toml"
    json_hosts.plan_install(plan, host, module.HOOK_STYLE, hooks, None if in_toml else mcp, hook_command, argv,
                            getattr(module, "MCP_TYPE", None))
    if in_toml:
        codex_toml.plan_install(plan, mcp, argv)
    return plan.changes()


def plan_uninstall(
    host: str,
    scope: str = "user",
    *,
    project_dir: Path | None = None,
    home: Path | None = None,
) -> list[ConfigChange]:
    """The changes that remove exactly errkb's entries (and the empty containers it made)."""
    module = _check_host(host, scope)
    hooks, mcp = config_paths(host, scope, project_dir=project_dir, home=home)
    plan = Plan()
    if module.CONFIG_FORMAT == "dsh-patch":
        dsh_yaml.plan_uninstall(plan, hooks)
        return plan.changes()
    if module.CONFIG_FORMAT == "opencode-json":
        opencode_json.plan_uninstall(plan, hooks)
        return plan.changes()
    in_toml = module.CONFIG_FORMAT == "json+toml"
    json_hosts.plan_uninstall(plan, host, module.HOOK_STYLE, hooks, None if in_toml else mcp)
    if in_toml:
        codex_toml.plan_uninstall(plan, mcp)
    return plan.changes()


def install_notes(host: str, scope: str = "user") -> list[str]:
    """What the user still has to do after an install, per host."""
    notes: dict[str, tuple[str, ...]] = _check_host(host, scope).INSTALL_NOTES
    return list(notes.get(scope, ()))
