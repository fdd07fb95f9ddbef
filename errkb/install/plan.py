"""Install errkb's hooks and MCP server into an agent host's config files.

Planning is pure: ``plan_install``/``plan_uninstall`` read the config files and
return the full before/after text of each file that would change, so the CLI
can print a diff (``--dry-run``) or hand the plan to ``apply_changes``.

errkb's entries are recognised by what they run (``errkb ... hook <host>``, or
``python -m errkb ... hook <host>``) and by the name ``errkb`` of the MCP server,
so a second install changes nothing and an install with a new errkb path
replaces the old command instead of adding one. Everything else in the files
is left byte for byte: JSON is edited at the spans of errkb's values
(``jsonedit``), Codex's TOML by whole-table text (``tomledit``), dsh's YAML
patch list by whole-item text, falling back to a ruamel round trip.
"""

from __future__ import annotations

import contextlib
import difflib
import json
import os
import re
import shlex
import shutil
import stat
import tempfile
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

from ..errors import ErrkbError, UsageError
from ..hosts.common import HOSTS
from . import jsonedit, tomledit

SCOPES = ("user", "project")
BACKUP_SUFFIX = ".errkb-bak"
MCP_NAME = "errkb"
DSH_HOOK_ID = "errkb"
DSH_MCP_ID = "mcp-errkb"
DSH_MCP_CLIENT = "@deepseek-ai/dsh-mcp-client"
DSH_TIMEOUT_MS = 5000


@dataclass(frozen=True)
class HookStyle:
    """How one host lists command hooks."""

    events: tuple[str, ...]
    tool_events: frozenset[str] = frozenset()
    matcher: str = "*"
    timeout: int | None = None  # in the host's unit
    name: str | None = None  # Gemini shows a hook's name
    flat: bool = False  # Cursor: hooks[event] = [{command}], no matcher groups


HOOK_STYLES: dict[str, HookStyle] = {
    "claude": HookStyle(
        # SessionEnd lets errkb delete the session's scratch state at once instead of days later
        ("SessionStart", "UserPromptSubmit", "PostToolUse", "PostToolUseFailure", "Stop", "SessionEnd"),
        frozenset({"PostToolUse", "PostToolUseFailure"}),
        "*",
        timeout=10,
    ),
    "gemini": HookStyle(  # timeout in milliseconds; matcher is a regex
        ("SessionStart", "BeforeAgent", "AfterTool", "SessionEnd"),
        frozenset({"AfterTool"}),
        ".*",
        timeout=10000,
        name="errkb",
    ),
    "codex": HookStyle(
        ("SessionStart", "UserPromptSubmit", "PostToolUse", "Stop"),
        frozenset({"PostToolUse"}),
        ".*",
        timeout=10,
    ),
    # Cursor's timeout unit is not verified; its default is used
    "cursor": HookStyle(
        ("sessionStart", "postToolUse", "postToolUseFailure", "beforeSubmitPrompt", "stop"),
        flat=True,
    ),
}
HOOK_EVENTS: dict[str, tuple[str, ...]] = {h: s.events for h, s in HOOK_STYLES.items()}


class ConfigError(ErrkbError):
    """A host config file errkb cannot read or edit safely; nothing was changed."""

    def __init__(self, path: Path, problem: str, line: int = 0, column: int = 0) -> None:
        where = f"{path}:{line}:{column}" if line else str(path)
        super().__init__(f"{where}: {problem}", "errkb changed nothing; fix the file and retry")
        self.path = path
        self.line = line


@dataclass(frozen=True)
class ConfigChange:
    """One file's text before and after (None: the file is absent / removed)."""

    path: Path
    before: str | None
    after: str | None

    def diff(self) -> str:
        """A unified diff of the change, as for ``--dry-run``."""
        old = _diff_lines(self.before)
        new = _diff_lines(self.after)
        a = str(self.path) if self.before is not None else "/dev/null"
        b = str(self.path) if self.after is not None else "/dev/null"
        return "".join(difflib.unified_diff(old, new, a, b))


def _diff_lines(text: str | None) -> list[str]:
    lines = (text or "").splitlines(keepends=True)
    if lines and not lines[-1].endswith("\n"):
        lines[-1] += "\n\\ No newline at end of file\n"
    return lines


@dataclass
class HostStatus:
    host: str
    installed: bool
    config_paths: list[Path] = field(default_factory=list)  # files holding errkb's entries
    command: str | None = None  # the errkb hook command found
    command_works: bool = False  # its executable exists and is executable
    mcp_installed: bool = False
    mcp_command: str | None = None  # the MCP server command found (doctor starts it)
    problems: list[str] = field(default_factory=list)


# -- recognising errkb's own commands ---------------------------------------------------------


def _argv(command: str) -> list[str]:
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
    tokens = _argv(command)
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
    tokens = _argv(command)
    if not tokens:
        return False
    exe = os.path.expanduser(tokens[0])
    if "/" in exe or os.sep in exe:
        return os.path.isfile(exe) and os.access(exe, os.X_OK)
    return shutil.which(exe) is not None


# -- where each host keeps its config --------------------------------------------------------


class _Paths(NamedTuple):
    hooks: Path  # hooks (JSON; dsh: the YAML patch list)
    mcp: Path  # MCP server (JSON; Codex: TOML; dsh: same YAML)


def _env_dir(var: str, home: Path | None) -> Path | None:
    # $CODEX_HOME and friends count only for the real home, never for a home passed in
    value = os.environ.get(var) if home is None else None
    return Path(value).expanduser() if value else None


def _check_host(host: str, scope: str) -> None:
    if host not in HOSTS:
        raise UsageError(f"unknown host {host!r}", f"hosts: {', '.join(HOSTS)}")
    if scope not in SCOPES:
        raise UsageError(f"unknown scope {scope!r}", "scopes: user, project")
    if host == "dsh" and scope == "project":
        raise UsageError("dsh has no project config", "use scope user ($DSH_HOME/cordis.patch.yml)")


def config_paths(
    host: str, scope: str = "user", *, project_dir: Path | None = None, home: Path | None = None
) -> tuple[Path, Path]:
    """(hooks file, MCP file) for host and scope; the same file twice for Gemini and dsh."""
    _check_host(host, scope)
    if scope == "project":
        proj = Path(project_dir) if project_dir is not None else Path.cwd()
        paths = _project_paths(host, proj)
    else:
        paths = _user_paths(host, home)
    return paths.hooks, paths.mcp


def _project_paths(host: str, proj: Path) -> _Paths:
    if host == "claude":
        return _Paths(proj / ".claude" / "settings.json", proj / ".mcp.json")
    if host == "gemini":
        return _Paths(proj / ".gemini" / "settings.json", proj / ".gemini" / "settings.json")
    if host == "codex":
        return _Paths(proj / ".codex" / "hooks.json", proj / ".codex" / "config.toml")
    return _Paths(proj / ".cursor" / "hooks.json", proj / ".cursor" / "mcp.json")


def _user_paths(host: str, home: Path | None) -> _Paths:
    base = Path(home) if home is not None else Path.home()
    if host == "claude":
        conf = _env_dir("CLAUDE_CONFIG_DIR", home)
        if conf is not None:
            return _Paths(conf / "settings.json", conf / ".claude.json")
        return _Paths(base / ".claude" / "settings.json", base / ".claude.json")
    if host == "gemini":
        return _Paths(base / ".gemini" / "settings.json", base / ".gemini" / "settings.json")
    if host == "codex":
        codex = _env_dir("CODEX_HOME", home) or base / ".codex"
        return _Paths(codex / "hooks.json", codex / "config.toml")
    if host == "cursor":
        return _Paths(base / ".cursor" / "hooks.json", base / ".cursor" / "mcp.json")
    dsh = _env_dir("DSH_HOME", home) or base / ".dsh"
    return _Paths(dsh / "cordis.patch.yml", dsh / "cordis.patch.yml")


# -- reading and planning file texts ----------------------------------------------------------


def _read(path: Path) -> str | None:
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise ConfigError(path, f"cannot read: {exc.strerror}") from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise ConfigError(path, "is not UTF-8 text") from None


def _backup_path(path: Path) -> Path:
    return path.with_name(path.name + BACKUP_SUFFIX)


class _Plan:
    """The before/after text of every file a plan touches."""

    def __init__(self) -> None:
        self.before: dict[Path, str | None] = {}
        self.after: dict[Path, str | None] = {}

    def read(self, path: Path) -> str | None:
        if path not in self.before:
            self.before[path] = self.after[path] = _read(path)
        return self.after[path]

    def write(self, path: Path, text: str | None) -> None:
        self.read(path)
        self.after[path] = text

    def changes(self) -> list[ConfigChange]:
        return [
            ConfigChange(p, self.before[p], self.after[p])
            for p in self.before
            if self.before[p] != self.after[p]
        ]


class _Json:
    """A JSON config file being edited; an absent or blank file starts as ``{}``."""

    def __init__(self, path: Path, text: str | None) -> None:
        self.path = path
        body = text or ""
        self.bom = body.startswith("\ufeff")
        body = body[1:] if self.bom else body
        self.created = not body.strip()  # absent, empty or blank: errkb writes it from scratch
        try:
            self.doc = jsonedit.JsonDoc(body if body.strip() else "{}")
        except jsonedit.JsonSyntaxError as exc:
            raise ConfigError(
                path, f"not valid JSON ({exc.message})", exc.line, exc.column
            ) from None
        if self.created:
            self.doc.pretty = True
        self.initial = self.doc.text
        if not isinstance(self.doc.value, dict):
            raise ConfigError(path, "expected a JSON object at the top level")

    @property
    def changed(self) -> bool:
        return self.doc.text != self.initial

    @property
    def value(self) -> dict[str, Any]:
        value: dict[str, Any] = self.doc.value
        return value

    def text(self) -> str:
        text = self.doc.text
        if self.created:
            text += "\n"
        return ("\ufeff" if self.bom else "") + text

    def expect_object(self, path: list[jsonedit.Key]) -> None:
        node = self.doc.get(path)
        if node is not None and not node.is_object:
            raise ConfigError(self.path, f"{_dotted(path)} is not a JSON object")

    def expect_array(self, path: list[jsonedit.Key]) -> None:
        node = self.doc.get(path)
        if node is not None and not node.is_array:
            raise ConfigError(self.path, f"{_dotted(path)} is not a JSON array")


def _dotted(path: Iterable[jsonedit.Key]) -> str:
    return ".".join(str(k) for k in path)


def _open_json(plan: _Plan, path: Path) -> _Json:
    return _Json(path, plan.read(path))


def _previous_json(path: Path) -> Any:
    """The file as errkb first found it (its backup), to tell errkb's containers from the user's."""
    try:
        return json.loads(_backup_path(path).read_text(encoding="utf-8").lstrip("\ufeff"))
    except (OSError, ValueError):
        return None


def _get(value: Any, path: Iterable[str]) -> Any:
    for key in path:
        value = value.get(key) if isinstance(value, dict) else None
    return value


def _has_path(value: Any, path: list[jsonedit.Key]) -> bool:
    for key in path:
        if isinstance(key, str) and isinstance(value, dict) and key in value:
            value = value[key]
        else:
            return False
    return True


def _prune(js: _Json, path: list[jsonedit.Key], previous: Any) -> None:
    """Delete the container at path if it is empty and errkb created it."""
    node = js.doc.get(path)
    if node is None or node.value not in ({}, []) or _has_path(previous, path):
        return
    js.doc.delete(path)


def _finish_json(plan: _Plan, js: _Json, removing: bool = False, empty: Any = None) -> None:
    """Store the edited text; on uninstall, delete a file errkb created that is now empty."""
    if not js.changed:
        return
    if removing and js.value in ({}, empty) and not _backup_path(js.path).exists():
        plan.write(js.path, None)
        return
    plan.write(js.path, js.text())


# -- hooks in JSON (Claude, Gemini, Codex, Cursor) ---------------------------------------------


class _Found(NamedTuple):
    event: str
    group: int
    hook: int | None  # None for Cursor's flat lists
    command: str

    def command_path(self) -> list[jsonedit.Key]:
        if self.hook is None:
            return ["hooks", self.event, self.group, "command"]
        return ["hooks", self.event, self.group, "hooks", self.hook, "command"]


def _find_hooks(value: Any, host: str) -> list[_Found]:
    hooks = value.get("hooks") if isinstance(value, dict) else None
    if not isinstance(hooks, dict):
        return []
    found: list[_Found] = []
    for event, groups in hooks.items():
        for g, group in enumerate(groups if isinstance(groups, list) else []):
            if not isinstance(group, dict):
                continue
            if HOOK_STYLES[host].flat:
                cmd = group.get("command")
                if isinstance(cmd, str) and is_errkb_hook_command(cmd, host):
                    found.append(_Found(event, g, None, cmd))
                continue
            inner = group.get("hooks")
            for h, hook in enumerate(inner if isinstance(inner, list) else []):
                cmd = hook.get("command") if isinstance(hook, dict) else None
                if isinstance(cmd, str) and is_errkb_hook_command(cmd, host):
                    found.append(_Found(event, g, h, cmd))
    return found


def _hook_entry(host: str, event: str, command: str) -> dict[str, Any]:
    style = HOOK_STYLES[host]
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


def _remove_hooks(js: _Json, found: list[_Found], previous: Any) -> None:
    for f in sorted(found, key=lambda f: (f.event, f.group, f.hook or 0), reverse=True):
        if f.hook is not None:
            inner = js.doc.get(["hooks", f.event, f.group, "hooks"])
            if inner is not None and len(inner.items) > 1:
                js.doc.delete(["hooks", f.event, f.group, "hooks", f.hook])
                continue
        js.doc.delete(["hooks", f.event, f.group])
        _prune(js, ["hooks", f.event], previous)
    _prune(js, ["hooks"], previous)


def _install_hooks(js: _Json, host: str, command: str) -> None:
    style = HOOK_STYLES[host]
    js.expect_object(["hooks"])
    if style.flat and "version" not in js.value:
        js.doc.set(["version"], 1)
    keep: dict[str, _Found] = {}
    drop: list[_Found] = []
    for f in _find_hooks(js.value, host):
        if f.event in style.events and f.event not in keep:
            keep[f.event] = f
        else:  # a duplicate, or an event errkb no longer uses
            drop.append(f)
    if drop:
        _remove_hooks(js, drop, _previous_json(js.path))
    for event in style.events:
        mine = keep.get(event)
        if mine is None:
            js.expect_array(["hooks", event])
            js.doc.append(["hooks", event], _hook_entry(host, event, command))
        elif mine.command != command:
            js.doc.set(mine.command_path(), command)


# -- MCP server in JSON (Claude, Gemini, Cursor) -----------------------------------------------


def _mcp_entry(host: str, argv: list[str]) -> dict[str, Any]:
    entry: dict[str, Any] = {"type": "stdio"} if host == "claude" else {}
    entry.update(command=argv[0], args=argv[1:])
    return entry


def _install_mcp_json(js: _Json, host: str, argv: list[str]) -> None:
    js.expect_object(["mcpServers"])
    entry = _mcp_entry(host, argv)
    path: list[jsonedit.Key] = ["mcpServers", MCP_NAME]
    current = js.value.get("mcpServers", {}).get(MCP_NAME)
    if not isinstance(current, dict):
        js.doc.set(path, entry)
        return
    for key, value in entry.items():  # keep the user's extra keys (env, trust, ...)
        if current.get(key) != value:
            js.doc.set([*path, key], value)


def _remove_mcp_json(js: _Json) -> None:
    servers = js.value.get("mcpServers")
    if isinstance(servers, dict) and MCP_NAME in servers:
        js.doc.delete(["mcpServers", MCP_NAME])
        _prune(js, ["mcpServers"], _previous_json(js.path))


# -- MCP server in Codex's config.toml ---------------------------------------------------------

_TOML_KEY = ("mcp_servers", MCP_NAME)


def _toml_edit(path: Path, edit: Callable[[], str]) -> str:
    try:
        return edit()
    except tomledit.TomlError as exc:
        raise ConfigError(path, f"TOML: {exc.message}", exc.line, exc.column) from None


def _install_mcp_toml(plan: _Plan, path: Path, argv: list[str]) -> None:
    text = plan.read(path) or ""
    values = {"command": argv[0], "args": argv[1:]}
    new = _toml_edit(path, lambda: tomledit.set_table(text, _TOML_KEY, values))
    if new != text:
        plan.write(path, new)


def _remove_mcp_toml(plan: _Plan, path: Path) -> None:
    text = plan.read(path)
    if text is None:
        return
    new = _toml_edit(path, lambda: tomledit.remove_table(text, _TOML_KEY))
    if new == text:
        return
    plan.write(path, None if not new.strip() and not _backup_path(path).exists() else new)


def _toml_mcp(path: Path) -> tuple[dict[str, Any] | None, str | None, bool]:
    """(errkb's [mcp_servers.errkb] table or None, a problem, whether hooks are on)."""
    try:
        text = _read(path)
        data = tomledit.parse(text) if text is not None else {}
    except (ConfigError, tomledit.TomlError) as exc:
        return None, f"{path}: {exc}".splitlines()[0], True
    entry = _get(data, _TOML_KEY)
    features = data.get("features")
    if not isinstance(features, dict):
        features = {}
    hooks_on = features.get("hooks", features.get("codex_hooks", True)) is not False
    return (entry if isinstance(entry, dict) else None), None, hooks_on


# -- dsh: YAML patch list ----------------------------------------------------------------------


def _dsh_entries(plugin: str, hook_command: str, argv: list[str]) -> list[dict[str, Any]]:
    return [
        {
            "id": DSH_HOOK_ID,
            "name": plugin,
            "config": {"exec": hook_command, "timeoutMs": DSH_TIMEOUT_MS},
        },
        {
            "id": DSH_MCP_ID,
            "name": DSH_MCP_CLIENT,
            "config": {
                "serverName": MCP_NAME,
                "transport": "stdio",
                "command": argv[0],
                "args": argv[1:],
            },
        },
    ]


def _default_dsh_plugin() -> Path:
    return Path(__file__).resolve().parent.parent / "integrations" / "dsh" / "index.js"


def _resolve_dsh_plugin(dsh_plugin: Path | None) -> str:
    path = Path(dsh_plugin).expanduser() if dsh_plugin is not None else _default_dsh_plugin()
    path = path.resolve()
    if not path.is_file():
        raise UsageError(
            f"dsh plugin not found: {path}", "pass the path of errkb's integrations/dsh/index.js"
        )
    return str(path)


def _plain(value: Any) -> Any:
    """ruamel's round-trip types as plain Python values, for comparing."""
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if isinstance(value, bool) or value is None:
        return value
    for kind in (int, float, str):
        if isinstance(value, kind):
            return kind(value)
    return value


class _DshFound(NamedTuple):
    item: int  # index in the top-level patch list
    entry: int  # index in that item's insert list
    id: str


def _dsh_find(data: Any) -> list[_DshFound]:
    found: list[_DshFound] = []
    for i, item in enumerate(data if isinstance(data, list) else []):
        entries = item.get("insert") if isinstance(item, dict) else None
        for j, entry in enumerate(entries if isinstance(entries, list) else []):
            if isinstance(entry, dict) and entry.get("id") in (DSH_HOOK_ID, DSH_MCP_ID):
                found.append(_DshFound(i, j, str(entry["id"])))
    return found


def _dsh_matches(entry: Any, want: dict[str, Any]) -> bool:
    if not isinstance(entry, dict) or _plain(entry.get("name")) != want["name"]:
        return False
    config = entry.get("config")
    if not isinstance(config, dict):
        return False
    # timeoutMs is the user's to tune
    return all(_plain(config.get(k)) == v for k, v in want["config"].items() if k != "timeoutMs")


def _dsh_load(plan: _Plan, path: Path) -> tuple[str, Any]:
    from ..machine.yamlfile import YamlError, parse_yaml

    text = plan.read(path) or ""
    try:
        data = parse_yaml(text)
    except YamlError as exc:
        raise ConfigError(path, f"not valid YAML ({exc.message})", exc.line, exc.column) from None
    if data is not None and not isinstance(data, list):
        raise ConfigError(path, "expected a YAML list of patches (- insert: ...)")
    return text, data


def _reparse(text: str) -> Any:
    from ..machine.yamlfile import YamlError, parse_yaml

    try:
        return _plain(parse_yaml(text)) or []
    except YamlError:
        return None


def _dsh_own_item(text: str, data: Any, found: list[_DshFound]) -> tuple[int, int, int] | None:
    """(index, start, end) of the top-level ``- insert:`` item holding only errkb's entries."""
    items = {f.item for f in found}
    if len(items) != 1:
        return None
    i = items.pop()
    item = data[i]
    if list(item.keys()) != ["insert"] or len(item["insert"]) != len(found):
        return None
    lines = tomledit.line_spans(text)
    first = data.lc.item(i)[0]
    if first >= len(lines) or not re.match(r"-\s+insert\s*:", lines[first][1]):
        return None
    stop = data.lc.item(i + 1)[0] if i + 1 < len(data) else len(lines)
    last = first
    for j in range(first + 1, min(stop, len(lines))):
        if not tomledit.is_blank_or_comment(lines[j][1]):
            last = j
    end = lines[last + 1][0] if last + 1 < len(lines) else len(text)
    return i, lines[first][0], end


def _dsh_install(plan: _Plan, path: Path, entries: list[dict[str, Any]]) -> None:
    from ..machine.yamlfile import dump_yaml_roundtrip

    text, data = _dsh_load(plan, path)
    found = _dsh_find(data)
    ids = [f.id for f in found]
    if sorted(ids) == sorted(e["id"] for e in entries) and all(
        _dsh_matches(data[f.item]["insert"][f.entry], e)
        for f in found
        for e in entries
        if e["id"] == f.id
    ):
        return
    nl = "\r\n" if "\r\n" in text else "\n"
    block = dump_yaml_roundtrip([{"insert": entries}]).replace("\n", nl)
    plain = _plain(data) or []
    new: str | None = None
    want: Any = None
    own = _dsh_own_item(text, data, found) if found else None
    if not found:
        new = tomledit.append_block(text, block, nl)
        want = [*plain, {"insert": entries}]
    elif own is not None:
        i, start, end = own
        new = text[:start] + block + text[end:]
        want = [*plain[:i], {"insert": entries}, *plain[i + 1 :]]
    if new is None or _reparse(new) != want:
        new = _dsh_roundtrip_install(data, found, entries, nl)
    plan.write(path, new)


def _dsh_roundtrip_install(
    data: Any, found: list[_DshFound], entries: list[dict[str, Any]], nl: str
) -> str:
    """Edit the loaded patch list in place (comments survive) and dump it."""
    from ..machine.yamlfile import dump_yaml_roundtrip

    data = data if data is not None else []
    first: dict[str, Any] = {}  # id -> the entry object errkb keeps
    for f in found:
        first.setdefault(f.id, data[f.item]["insert"][f.entry])
    for f in reversed(found):
        if first[f.id] is not data[f.item]["insert"][f.entry]:
            del data[f.item]["insert"][f.entry]  # a duplicate
    for want in entries:
        entry = first.get(want["id"])
        if entry is None:
            if found:
                data[found[0].item]["insert"].append(want)
            else:
                data.append({"insert": [want]})
            continue
        entry["name"] = want["name"]
        config = entry.get("config")
        if not isinstance(config, dict):
            entry["config"] = dict(want["config"])
            continue
        for key, value in want["config"].items():
            if key != "timeoutMs" or key not in config:
                config[key] = value
    return str(dump_yaml_roundtrip(data)).replace("\n", nl)


def _dsh_uninstall(plan: _Plan, path: Path) -> None:
    from ..machine.yamlfile import dump_yaml_roundtrip

    if plan.read(path) is None:
        return
    text, data = _dsh_load(plan, path)
    found = _dsh_find(data)
    if not found:
        return
    nl = "\r\n" if "\r\n" in text else "\n"
    own = _dsh_own_item(text, data, found)
    new: str | None = None
    if own is not None:
        i, start, end = own
        new = tomledit.cut_block(text, start, end)
        plain = _plain(data)
        if _reparse(new) != [*plain[:i], *plain[i + 1 :]]:
            new = None
    if new is None:
        for f in reversed(found):
            del data[f.item]["insert"][f.entry]
        for i in sorted({f.item for f in found}, reverse=True):
            if list(data[i].keys()) == ["insert"] and not data[i]["insert"]:
                del data[i]
        new = str(dump_yaml_roundtrip(data)).replace("\n", nl) if data else ""
    if not new.strip() and not _backup_path(path).exists():
        plan.write(path, None)
    else:
        plan.write(path, new)


def _dsh_status(
    path: Path, status: HostStatus, commands: list[str], mcp_commands: list[str]
) -> None:
    from ..machine.yamlfile import YamlError, parse_yaml

    try:
        text = _read(path)
        data: Any = parse_yaml(text, str(path)) if text else None
    except (ConfigError, YamlError) as exc:
        status.problems.append(str(exc).splitlines()[0])
        return
    for f in _dsh_find(data):
        entry = data[f.item]["insert"][f.entry]
        config = entry.get("config")
        config = config if isinstance(config, dict) else {}
        _add_path(status, path)
        if f.id == DSH_HOOK_ID:
            if isinstance(config.get("exec"), str):
                commands.append(str(config["exec"]))
            name = entry.get("name")
            if not isinstance(name, str) or not Path(name).is_file():
                status.problems.append(f"{path}: dsh plugin not found: {name}")
            continue
        status.mcp_installed = True
        command, args = config.get("command"), config.get("args", [])
        if isinstance(command, str) and isinstance(args, list):
            mcp_commands.append(shlex.join([command, *map(str, args)]))


def _plan_install(
    host: str, paths: _Paths, hook_command: str, argv: list[str], plugin: str | None, with_mcp: bool = True
) -> list[ConfigChange]:
    plan = _Plan()
    if host == "dsh":
        assert plugin is not None
        entries = _dsh_entries(plugin, hook_command, argv)
        _dsh_install(plan, paths.hooks, entries if with_mcp else [e for e in entries if e["id"] != DSH_MCP_ID])
        return plan.changes()
    js = _open_json(plan, paths.hooks)
    _install_hooks(js, host, hook_command)
    if paths.mcp == paths.hooks and with_mcp:
        _install_mcp_json(js, host, argv)
    _finish_json(plan, js)
    if not with_mcp:
        pass
    elif host == "codex":
        _install_mcp_toml(plan, paths.mcp, argv)
    elif paths.mcp != paths.hooks:
        mcp = _open_json(plan, paths.mcp)
        _install_mcp_json(mcp, host, argv)
        _finish_json(plan, mcp)
    return plan.changes()


def plan_install(
    host: str,
    scope: str = "user",
    *,
    errkb_cmd: list[str],
    kb_dir: str | None = None,
    project_dir: Path | None = None,
    home: Path | None = None,
    dsh_plugin: Path | None = None,
    with_mcp: bool = True,
) -> list[ConfigChange]:
    """The changes that make host run errkb's hooks and MCP server; [] when already done.

    errkb_cmd is the argv prefix that runs errkb (e.g. ``["/venv/bin/errkb"]``);
    kb_dir, if given, is passed as ``--kb`` (made absolute); `with_mcp=False` writes the
    hooks alone (an errkb without the `mcp` extra). Raises ConfigError
    for a config file that cannot be parsed, UsageError for a bad host/scope.
    """
    _check_host(host, scope)
    if not errkb_cmd:
        raise UsageError("errkb_cmd is empty")
    base = list(errkb_cmd)
    if kb_dir:
        base += ["--kb", os.path.abspath(os.path.expanduser(kb_dir))]
    hook_command = shlex.join([*base, "hook", host])
    argv = [*base, "mcp"]
    plugin = _resolve_dsh_plugin(dsh_plugin) if host == "dsh" else None
    hooks, mcp = config_paths(host, scope, project_dir=project_dir, home=home)
    return _plan_install(host, _Paths(hooks, mcp), hook_command, argv, plugin, with_mcp)


def plan_uninstall(
    host: str,
    scope: str = "user",
    *,
    project_dir: Path | None = None,
    home: Path | None = None,
) -> list[ConfigChange]:
    """The changes that remove exactly errkb's entries (and the empty containers it made)."""
    _check_host(host, scope)
    hooks, mcp = config_paths(host, scope, project_dir=project_dir, home=home)
    plan = _Plan()
    if host == "dsh":
        _dsh_uninstall(plan, hooks)
        return plan.changes()
    empty = {"version": 1} if HOOK_STYLES[host].flat else None
    for path in dict.fromkeys([hooks] if host == "codex" else [hooks, mcp]):
        if plan.read(path) is None:
            continue
        js = _open_json(plan, path)
        found = _find_hooks(js.value, host)
        if found:
            _remove_hooks(js, found, _previous_json(path))
        if path == mcp:
            _remove_mcp_json(js)
        _finish_json(plan, js, removing=True, empty=empty if path == hooks else None)
    if host == "codex":
        _remove_mcp_toml(plan, mcp)
    return plan.changes()


def install_notes(host: str, scope: str = "user") -> list[str]:
    """What the user still has to do after an install, per host."""
    _check_host(host, scope)
    notes: list[str] = []
    if host == "codex":
        notes.append(
            "Codex runs no hook until it is trusted: open `codex`, run /hooks and trust "
            "errkb's hooks once; `codex exec` needs --dangerously-bypass-hook-trust instead."
        )
        if scope == "project":
            notes.append("Codex reads <project>/.codex only for a trusted project.")
    elif host == "gemini" and scope == "project":
        notes.append("Gemini CLI asks to trust project hooks the first time it sees them.")
    elif host == "claude" and scope == "project":
        notes.append("Claude Code asks each user to approve the MCP server in .mcp.json once.")
    elif host == "cursor":
        notes.append("Restart Cursor so it reads hooks.json and mcp.json again.")
    elif host == "dsh":
        notes.append("dsh reads $DSH_HOME/cordis.patch.yml when it starts; restart dsh.")
    return notes


# -- applying ---------------------------------------------------------------------------------


def _target(path: Path) -> Path:
    # write through a symlink (dotfile managers) instead of replacing it
    return Path(os.path.realpath(path)) if path.is_symlink() else path


def _mode(path: Path) -> int | None:
    try:
        return stat.S_IMODE(path.stat().st_mode)
    except FileNotFoundError:
        return None


def _atomic_write(path: Path, text: str, mode: int | None = None) -> None:
    """Replace path with text via a temp file; keep its mode (or take `mode`, or the umask's)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    mode = _mode(path) if mode is None else mode
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(text.encode("utf-8"))
            handle.flush()
            os.fsync(handle.fileno())
        if mode is None:
            umask = os.umask(0)
            os.umask(umask)
            mode = 0o666 & ~umask
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def apply_changes(changes: list[ConfigChange], backup: bool = True) -> None:
    """Write each change atomically; the first time errkb changes a file, keep a copy (an
    uninstall passes `backup=False`: it restores the file, and remove_backups drops the copy).

    The copy is ``<file>.errkb-bak``. A file that changed since it was planned
    is refused (ConfigError) before anything is written.
    """
    for change in changes:
        if _read(change.path) != change.before:
            raise ConfigError(change.path, "changed since errkb read it; run the command again")
    for change in changes:
        path = _target(change.path)
        backup_path = _backup_path(change.path)
        if change.after is None:  # only a file errkb created, now empty
            with contextlib.suppress(FileNotFoundError):
                change.path.unlink()
            continue
        if backup and change.before is not None and not backup_path.exists():
            _atomic_write(backup_path, change.before, _mode(path))  # as private as the original
        _atomic_write(path, change.after)


def remove_backups(host: str, scope: str = "user", *, project_dir: Path | None = None,
                   home: Path | None = None) -> list[Path]:
    """Remove the copies install kept of the host's config files (after an uninstall, which
    restored them, they only clutter the folder); the paths removed."""
    _check_host(host, scope)
    removed = []
    for path in dict.fromkeys(config_paths(host, scope, project_dir=project_dir, home=home)):
        backup = _backup_path(path)
        if backup.is_file():
            backup.unlink()
            removed.append(backup)
    return removed


# -- status -----------------------------------------------------------------------------------


def host_status(
    host: str, *, project_dir: Path | None = None, home: Path | None = None
) -> HostStatus:
    """What errkb finds of itself in host's user config (and project config, if given)."""
    _check_host(host, "user")
    status = HostStatus(host, installed=False)
    scopes = ["user"] + (["project"] if project_dir is not None and host != "dsh" else [])
    commands: list[str] = []
    mcp_commands: list[str] = []
    for scope in scopes:
        hooks, mcp = config_paths(host, scope, project_dir=project_dir, home=home)
        if host == "dsh":
            _dsh_status(hooks, status, commands, mcp_commands)
            continue
        _status_hooks(host, hooks, status, commands)
        _status_mcp(host, mcp, status, mcp_commands)
    status.installed = bool(commands)
    if commands:
        status.command = commands[0]
        status.command_works = command_works(commands[0])
        if not status.command_works:
            exe = (_argv(commands[0]) or [commands[0]])[0]
            status.problems.append(f"hook command does not run: {exe} is missing or not executable")
        if len(set(commands)) > 1:
            status.problems.append(
                "errkb hooks run different commands: " + "; ".join(sorted(set(commands)))
            )
    # Hooks without the MCP server are a choice (`install --no-mcp`): doctor says so, not a problem.
    status.mcp_command = mcp_commands[0] if mcp_commands else None
    for cmd in dict.fromkeys(mcp_commands):
        if not command_works(cmd):
            status.problems.append(f"MCP server command does not run: {cmd}")
    return status


def _load_status_json(path: Path, status: HostStatus) -> Any:
    try:
        text = _read(path)
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


# the setting (and its value) that turns every hook of the host off
_HOOKS_OFF: dict[str, tuple[tuple[str, ...], bool]] = {
    "claude": (("disableAllHooks",), True),
    "gemini": (("hooksConfig", "enabled"), False),
}


def _status_hooks(host: str, path: Path, status: HostStatus, commands: list[str]) -> None:
    value = _load_status_json(path, status)
    found = _find_hooks(value, host)
    if not found:
        return
    _add_path(status, path)
    if host in _HOOKS_OFF:
        key, off = _HOOKS_OFF[host]
        if _get(value, key) is off:
            status.problems.append(f"{path}: hooks are turned off ({'.'.join(key)})")
    commands.extend(f.command for f in found)
    have = {f.event for f in found}
    for event in HOOK_STYLES[host].events:
        if event not in have:
            status.problems.append(f"{path}: no errkb hook for {event}")


def _status_mcp(host: str, path: Path, status: HostStatus, commands: list[str]) -> None:
    if host == "codex":
        entry, problem, hooks_on = _toml_mcp(path)
        if problem:
            status.problems.append(problem)
        if not hooks_on:
            status.problems.append(f"{path}: hooks are turned off ([features] hooks = false)")
    else:
        value = _load_status_json(path, status)
        servers = value.get("mcpServers") if isinstance(value, dict) else None
        entry = servers.get(MCP_NAME) if isinstance(servers, dict) else None
    if not isinstance(entry, dict):
        return
    status.mcp_installed = True
    _add_path(status, path)
    command = entry.get("command")
    args = entry.get("args", [])
    if isinstance(command, str) and isinstance(args, list):
        commands.append(shlex.join([command, *map(str, args)]))
