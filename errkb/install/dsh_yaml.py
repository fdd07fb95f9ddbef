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

from ..machine.fsutil import newline_of
from ..machine.yamlfile import YamlError, dump_yaml_roundtrip, item_span, parse_yaml, plain
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
    if not isinstance(entry, dict) or plain(entry.get("name")) != want["name"]:
        return False
    config = entry.get("config")
    if not isinstance(config, dict):
        return False
    # timeoutMs is the user's to tune
    return all(plain(config.get(k)) == v for k, v in want["config"].items() if k != "timeoutMs")


def _load(plan: Plan, path: Path) -> tuple[str, Any]:
    text = plan.read(path) or ""
    try:
        data = parse_yaml(text)
    except YamlError as exc:
        raise ConfigError(path, f"not valid YAML ({exc.message})", exc.line, exc.column) from None
    if data is not None and not isinstance(data, list):
        raise ConfigError(path, "expected a YAML list of patches (- insert: ...)")
    return text, data


def _reparse(text: str) -> Any:
    try:
        return plain(parse_yaml(text)) or []
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
    start, end = item_span(text, data, i)
    if not re.match(r"-\s+insert\s*:", text[start:end]):
        return None
    return i, start, end


def _append_block(text: str, block: str, nl: str) -> str:
    """text + a blank line + block (the blank line is what _cut_block removes again)."""
    if not text:
        return block
    if not text.endswith("\n"):
        text += nl
    return text + nl + block


def _cut_block(text: str, start: int, end: int) -> str:
    """Remove text[start:end] and the blank line that set it apart (the one install added)."""
    before, after = text[:start], text[end:]
    for nl in ("\r\n", "\n"):
        if before.endswith(nl + nl):
            return before[: -len(nl)] + after
    if before == "":
        for nl in ("\r\n", "\n"):
            if after.startswith(nl):
                return after[len(nl) :]
    return before + after


def plan_install(plan: Plan, path: Path, wanted: list[dict[str, Any]]) -> None:
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
    nl = newline_of(text)
    block = dump_yaml_roundtrip([{"insert": wanted}]).replace("\n", nl)
    patches = plain(data) or []
    new: str | None = None
    want: Any = None
    own = _own_item(text, data, found) if found else None
    if not found:
        new = _append_block(text, block, nl)
        want = [*patches, {"insert": wanted}]
    elif own is not None:
        i, start, end = own
        new = text[:start] + block + text[end:]
        want = [*patches[:i], {"insert": wanted}, *patches[i + 1 :]]
    if new is None or _reparse(new) != want:
        new = _roundtrip_install(data, found, wanted, nl)
    plan.write(path, new)


def _roundtrip_install(data: Any, found: list[_Found], wanted: list[dict[str, Any]], nl: str) -> str:
    """Edit the loaded patch list in place (comments survive) and dump it."""
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
    if plan.read(path) is None:
        return
    text, data = _load(plan, path)
    found = _find(data)
    if not found:
        return
    nl = newline_of(text)
    own = _own_item(text, data, found)
    new: str | None = None
    if own is not None:
        i, start, end = own
        new = _cut_block(text, start, end)
        patches = plain(data)
        if _reparse(new) != [*patches[:i], *patches[i + 1 :]]:
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
    try:
        text = read_config(path)
        data: Any = parse_yaml(text, str(path)) if text else None
    except (ConfigError, YamlError) as exc:
        return [], str(exc).splitlines()[0]
    return [(f.id, data[f.item]["insert"][f.entry]) for f in _find(data)], None
