"""errkb in dsh's patch list (``$DSH_HOME/cordis.patch.yml``): its plugin and its MCP client.

dsh loads Cordis plugins from a YAML list of ``- insert: [{id, name, config}]`` patches. errkb
owns two entries, ``errkb`` (integrations/dsh/index.js, which runs ``errkb hook dsh``) and
``mcp-errkb`` (dsh's MCP client running ``errkb mcp``). A patch item holding only errkb's
entries is written and removed as whole-item text; anything else goes through a ruamel round
trip, which keeps the user's comments.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, NamedTuple

from . import tomledit
from .changes import ConfigError, Plan, read_config
from .commands import MCP_NAME

HOOK_ID = "errkb"
MCP_ID = "mcp-errkb"
MCP_CLIENT = "@deepseek-ai/dsh-mcp-client"
TIMEOUT_MS = 5000


def entries(plugin: str, hook_command: str, argv: list[str]) -> list[dict[str, Any]]:
    """errkb's two patch entries: the plugin running the hook, the MCP client running the server."""
    return [
        {
            "id": HOOK_ID,
            "name": plugin,
            "config": {"exec": hook_command, "timeoutMs": TIMEOUT_MS},
        },
        {
            "id": MCP_ID,
            "name": MCP_CLIENT,
            "config": {
                "serverName": MCP_NAME,
                "transport": "stdio",
                "command": argv[0],
                "args": argv[1:],
            },
        },
    ]


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


class _Found(NamedTuple):
    item: int  # index in the top-level patch list
    entry: int  # index in that item's insert list
    id: str


def _find(data: Any) -> list[_Found]:
    found: list[_Found] = []
    for i, item in enumerate(data if isinstance(data, list) else []):
        inserts = item.get("insert") if isinstance(item, dict) else None
        for j, entry in enumerate(inserts if isinstance(inserts, list) else []):
            if isinstance(entry, dict) and entry.get("id") in (HOOK_ID, MCP_ID):
                found.append(_Found(i, j, str(entry["id"])))
    return found


def _matches(entry: Any, want: dict[str, Any]) -> bool:
    if not isinstance(entry, dict) or _plain(entry.get("name")) != want["name"]:
        return False
    config = entry.get("config")
    if not isinstance(config, dict):
        return False
    # timeoutMs is the user's to tune
    return all(_plain(config.get(k)) == v for k, v in want["config"].items() if k != "timeoutMs")


def _load(plan: Plan, path: Path) -> tuple[str, Any]:
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


def _own_item(text: str, data: Any, found: list[_Found]) -> tuple[int, int, int] | None:
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


def plan_install(plan: Plan, path: Path, wanted: list[dict[str, Any]]) -> None:
    from ..machine.yamlfile import dump_yaml_roundtrip

    text, data = _load(plan, path)
    found = _find(data)
    ids = [f.id for f in found]
    if sorted(ids) == sorted(e["id"] for e in wanted) and all(
        _matches(data[f.item]["insert"][f.entry], e)
        for f in found
        for e in wanted
        if e["id"] == f.id
    ):
        return
    nl = "\r\n" if "\r\n" in text else "\n"
    block = dump_yaml_roundtrip([{"insert": wanted}]).replace("\n", nl)
    plain = _plain(data) or []
    new: str | None = None
    want: Any = None
    own = _own_item(text, data, found) if found else None
    if not found:
        new = tomledit.append_block(text, block, nl)
        want = [*plain, {"insert": wanted}]
    elif own is not None:
        i, start, end = own
        new = text[:start] + block + text[end:]
        want = [*plain[:i], {"insert": wanted}, *plain[i + 1 :]]
    if new is None or _reparse(new) != want:
        new = _roundtrip_install(data, found, wanted, nl)
    plan.write(path, new)


def _roundtrip_install(data: Any, found: list[_Found], wanted: list[dict[str, Any]], nl: str) -> str:
    """Edit the loaded patch list in place (comments survive) and dump it."""
    from ..machine.yamlfile import dump_yaml_roundtrip

    data = data if data is not None else []
    first: dict[str, Any] = {}  # id -> the entry object errkb keeps
    for f in found:
        first.setdefault(f.id, data[f.item]["insert"][f.entry])
    for f in reversed(found):
        if first[f.id] is not data[f.item]["insert"][f.entry]:
            del data[f.item]["insert"][f.entry]  # a duplicate
    for want in wanted:
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


def plan_uninstall(plan: Plan, path: Path) -> None:
    from ..machine.yamlfile import dump_yaml_roundtrip

    if plan.read(path) is None:
        return
    text, data = _load(plan, path)
    found = _find(data)
    if not found:
        return
    nl = "\r\n" if "\r\n" in text else "\n"
    own = _own_item(text, data, found)
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
    plan.remove_or_write(path, new)


def read_entries(path: Path) -> tuple[list[tuple[str, dict[str, Any]]], str | None]:
    """errkb's entries in the patch list as (id, entry), and a problem reading it (None: it read)."""
    from ..machine.yamlfile import YamlError, parse_yaml

    try:
        text = read_config(path)
        data: Any = parse_yaml(text, str(path)) if text else None
    except (ConfigError, YamlError) as exc:
        return [], str(exc).splitlines()[0]
    return [(f.id, data[f.item]["insert"][f.entry]) for f in _find(data)], None
