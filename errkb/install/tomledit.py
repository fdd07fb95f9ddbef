"""Surgical edits of one table in TOML text (Codex's ``config.toml``).

A table errkb adds is appended as plain text after the last table of the same
parent (or at the end of the file); removing it deletes exactly those lines
again. Values of an existing table are changed through tomlkit, which keeps
the rest of the document as it was. Every edit is checked by re-parsing: the
result must equal the old document with only the one table changed.
"""

from __future__ import annotations

import re
from typing import Any

import tomlkit
from tomlkit.exceptions import ParseError
from tomlkit.items import InlineTable

_HEADER = re.compile(r"^[ \t]*\[(?!\[)(?P<key>[^\[\]#]*)\][ \t]*(?:#.*)?$")
_ARRAY_HEADER = re.compile(r"^[ \t]*\[\[(?P<key>[^\[\]#]*)\]\][ \t]*(?:#.*)?$")
_KEY_PART = re.compile(
    r"[ \t]*(?:(?P<bare>[A-Za-z0-9_-]+)"
    r"""|"(?P<basic>(?:[^"\\]|\\.)*)"|'(?P<literal>[^']*)')[ \t]*"""
)


class TomlError(ValueError):
    """Invalid TOML, or an edit errkb cannot make safely; line/column 1-based (0 if unknown)."""

    def __init__(self, message: str, line: int = 0, column: int = 0) -> None:
        where = f"line {line} column {column}: " if line else ""
        super().__init__(where + message)
        self.message = message
        self.line = line
        self.column = column


def parse(text: str) -> dict[str, Any]:
    """The document as plain Python values."""
    try:
        value: dict[str, Any] = tomlkit.parse(text).unwrap()
    except ParseError as exc:
        raise TomlError(str(exc).split(" at line ")[0], exc.line, exc.col + 1) from None
    return value


def _split_key(raw: str) -> tuple[str, ...] | None:
    parts: list[str] = []
    pos = 0
    while True:
        m = _KEY_PART.match(raw, pos)
        if m is None:
            return None
        if m.group("bare") is not None:
            parts.append(m.group("bare"))
        elif m.group("basic") is not None:
            try:
                parts.append(tomlkit.parse(f'k = "{m.group("basic")}"')["k"].unwrap())
            except ParseError:
                return None
        else:
            parts.append(m.group("literal"))
        pos = m.end()
        if pos == len(raw):
            return tuple(parts)
        if raw[pos] != ".":
            return None
        pos += 1


def _header_key(line: str) -> tuple[tuple[str, ...] | None, bool]:
    """(key, is_header): the dotted key of a table header line."""
    m = _HEADER.match(line) or _ARRAY_HEADER.match(line)
    if m is None:
        return None, False
    return _split_key(m.group("key")), True


def line_spans(text: str) -> list[tuple[int, str]]:
    """(offset, line without its end) for every line."""
    out: list[tuple[int, str]] = []
    pos = 0
    for line in text.splitlines(keepends=True):
        out.append((pos, line.rstrip("\r\n")))
        pos += len(line)
    return out


def is_blank_or_comment(line: str) -> bool:
    stripped = line.strip()
    return not stripped or stripped.startswith("#")


def _blocks(text: str, prefix: tuple[str, ...]) -> list[tuple[int, int]]:
    """Spans (start, end) of the table blocks whose header key starts with prefix.

    A block runs from its header line to its last line that is not blank or a
    comment (those belong to whatever follows); end includes that line's newline.
    """
    lines = line_spans(text)
    headers = []
    for i, (_, line) in enumerate(lines):
        key, is_header = _header_key(line)
        if is_header:
            headers.append((i, key))
    spans: list[tuple[int, int]] = []
    for n, (i, key) in enumerate(headers):
        if key is None or key[: len(prefix)] != prefix:
            continue
        stop = headers[n + 1][0] if n + 1 < len(headers) else len(lines)
        last = i
        for j in range(i + 1, stop):
            if not is_blank_or_comment(lines[j][1]):
                last = j
        end = lines[last + 1][0] if last + 1 < len(lines) else len(text)
        spans.append((lines[i][0], end))
    return spans


def _newline(text: str) -> str:
    return "\r\n" if "\r\n" in text else "\n"


def render_table(key: tuple[str, ...], values: dict[str, Any], newline: str = "\n") -> str:
    """``[a.b]`` followed by one ``name = value`` line per item."""
    header = ".".join(
        k if re.fullmatch(r"[A-Za-z0-9_-]+", k) else tomlkit.item(k).as_string() for k in key
    )
    lines = [f"[{header}]"]
    for name, value in values.items():
        lines.append(f"{name} = {tomlkit.item(value).as_string()}")
    return newline.join(lines) + newline


def _get(data: dict[str, Any], key: tuple[str, ...]) -> Any:
    node: Any = data
    for part in key:
        if not isinstance(node, dict) or part not in node:
            return None
        node = node[part]
    return node


def _with(data: dict[str, Any], key: tuple[str, ...], value: Any) -> dict[str, Any]:
    """A copy of data with key set to value (None: removed, and emptied parents too)."""
    if len(key) == 1:
        out = dict(data)
        if value is None:
            out.pop(key[0], None)
        else:
            out[key[0]] = value
        return out
    child = data.get(key[0])
    child = dict(child) if isinstance(child, dict) else {}
    child = _with(child, key[1:], value)
    out = dict(data)
    if child:
        out[key[0]] = child
    else:
        out.pop(key[0], None)
    return out


def _drop_empty_parents(data: dict[str, Any], key: tuple[str, ...]) -> dict[str, Any]:
    # an implicit parent table disappears with its last child; compare without it
    parent = _get(data, key[:-1]) if len(key) > 1 else None
    if len(key) > 1 and parent == {}:
        return _with(data, key[:-1], None)
    return data


def _check(old: dict[str, Any], new_text: str, key: tuple[str, ...], value: Any) -> None:
    try:
        got = parse(new_text)
    except TomlError as exc:
        raise TomlError(f"edit would break the file ({exc})") from None
    want = _drop_empty_parents(_with(old, key, value), key)
    if _drop_empty_parents(got, key) != want:
        raise TomlError("edit would change more than the [" + ".".join(key) + "] table")


def set_table(text: str, key: tuple[str, ...], values: dict[str, Any]) -> str:
    """Make table `key` hold `values` (its other keys are kept). Returns the new text."""
    old = parse(text)
    current = _get(old, key)
    if isinstance(current, dict) and all(current.get(k) == v for k, v in values.items()):
        return text
    nl = _newline(text)
    if current is None:
        new = _append_table(text, key, render_table(key, values, nl), nl)
        try:
            _check(old, new, key, values)
        except TomlError:  # e.g. the parent is an inline table: let tomlkit place it
            new = _insert_with_tomlkit(text, key, values)
            _check(old, new, key, values)
        return new
    doc = tomlkit.parse(text)
    node: Any = doc
    for part in key:
        node = node[part]
    if not isinstance(node, dict):
        raise TomlError("[" + ".".join(key) + "] is not a table")
    for name, value in values.items():
        node[name] = value
    new = tomlkit.dumps(doc)
    merged = dict(current)
    merged.update(values)
    _check(old, new, key, merged)
    return new


def _insert_with_tomlkit(text: str, key: tuple[str, ...], values: dict[str, Any]) -> str:
    doc = tomlkit.parse(text)
    node: Any = doc
    for part in key[:-1]:
        if part not in node:
            node[part] = tomlkit.table(is_super_table=True)
        node = node[part]
    table: Any = tomlkit.inline_table() if isinstance(node, InlineTable) else tomlkit.table()
    table.update(values)
    node[key[-1]] = table
    return tomlkit.dumps(doc)


def _append_table(text: str, key: tuple[str, ...], table: str, nl: str) -> str:
    siblings = _blocks(text, key[:-1]) if len(key) > 1 else []
    if siblings:
        end = siblings[-1][1]
        if not text[:end].endswith("\n"):
            return text[:end] + nl + nl + table + text[end:]
        return text[:end] + nl + table + text[end:]
    return append_block(text, table, nl)


def append_block(text: str, block: str, nl: str) -> str:
    """text + a blank line + block (the blank line is what cut_block removes again)."""
    if not text:
        return block
    if not text.endswith("\n"):
        text += nl
    return text + nl + block


def remove_table(text: str, key: tuple[str, ...]) -> str:
    """Delete table `key` and its sub-tables. Returns the new text."""
    old = parse(text)
    if _get(old, key) is None:
        return text
    spans = _blocks(text, key)
    new = text
    if spans:
        for start, end in reversed(spans):
            new = cut_block(new, start, end)
    else:  # an inline table or dotted keys: let tomlkit remove it
        doc = tomlkit.parse(text)
        parent: Any = doc
        for part in key[:-1]:
            parent = parent[part]
        del parent[key[-1]]
        new = tomlkit.dumps(doc)
    _check(old, new, key, None)
    return new


def cut_block(text: str, start: int, end: int) -> str:
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
