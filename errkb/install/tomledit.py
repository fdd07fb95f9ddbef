"""Edits of one table in TOML text (Codex's ``config.toml``) through tomlkit, each proved by re-parsing.

A table errkb adds is appended at the end of the file after a blank line (valid TOML wherever
its siblings are), so not one byte of the user's text moves; a table that is there is changed
in place by tomlkit, which keeps the rest of the document; removing one lets tomlkit delete it
and drops the blank line the append put before it, so an uninstall gives back the original
bytes. Every edit is checked by re-parsing: the result must equal the old document with only
the one table changed, or TomlError is raised and nothing is written.
"""

from __future__ import annotations

from typing import Any

import tomlkit
from tomlkit.exceptions import ParseError
from tomlkit.items import InlineTable, Table

from ..machine.fsutil import newline_of


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


def set_table(text: str, key: tuple[str, ...], values: dict[str, Any]) -> str:
    """Make table `key` hold `values` (its other keys are kept). Returns the new text."""
    old = parse(text)
    current = _get(old, key)
    if isinstance(current, dict) and all(current.get(k) == v for k, v in values.items()):
        return text
    if current is not None and not isinstance(current, dict):
        raise TomlError("[" + ".".join(key) + "] is not a table")
    merged = {**(current or {}), **values}
    if current is None:
        new = _append(text, _nested(key, values))
        try:
            _check(old, new, key, merged)
            return new
        except TomlError:  # e.g. the parent is an inline table: let tomlkit place it
            pass
    new = _set_with_tomlkit(text, key, values)
    _check(old, new, key, merged)
    return new


def remove_table(text: str, key: tuple[str, ...]) -> str:
    """Delete table `key` and its sub-tables. Returns the new text."""
    old = parse(text)
    if _get(old, key) is None:
        return text
    doc = tomlkit.parse(text)
    parents: list[Any] = [doc]
    for part in key[:-1]:
        parents.append(parents[-1][part])
    del parents[-1][key[-1]]
    if len(key) > 1 and isinstance(parents[-1], Table) and parents[-1].is_super_table() and not parents[-1]:
        del parents[-2][key[-2]]  # an implicit parent goes with its last child
    new = tomlkit.dumps(doc)
    nl = newline_of(text)
    if text.startswith(new) and new.endswith(nl + nl):
        new = new[: -len(nl)]  # the table was the file's tail: drop the blank line install put before it
    _check(old, new, key, None)
    return new


def _nested(key: tuple[str, ...], values: dict[str, Any]) -> dict[str, Any]:
    table: dict[str, Any] = dict(values)
    for part in reversed(key):
        table = {part: table}
    return table


def _append(text: str, value: dict[str, Any]) -> str:
    """text + a blank line + the table as tomlkit writes it (the blank line is what removal drops)."""
    nl = newline_of(text)
    block = tomlkit.dumps(value).replace("\n", nl)
    if not text:
        return block
    if not text.endswith("\n"):
        text += nl
    return text + nl + block


def _set_with_tomlkit(text: str, key: tuple[str, ...], values: dict[str, Any]) -> str:
    doc = tomlkit.parse(text)
    node: Any = doc
    for part in key[:-1]:
        if part not in node:
            node[part] = tomlkit.table(is_super_table=True)
        node = node[part]
    if key[-1] in node:
        for name, value in values.items():
            node[key[-1]][name] = value
    else:
        table: Any = tomlkit.inline_table() if isinstance(node, InlineTable) else tomlkit.table()
        table.update(values)
        node[key[-1]] = table
    return tomlkit.dumps(doc)


def _get(data: dict[str, Any], key: tuple[str, ...]) -> Any:
    node: Any = data
    for part in key:
        if not isinstance(node, dict) or part not in node:
            return None
        node = node[part]
    return node


def _with(data: dict[str, Any], key: tuple[str, ...], value: Any) -> dict[str, Any]:
    """A copy of data with key set to value (None: removed, and emptied parents too)."""
    out = dict(data)
    if len(key) == 1:
        if value is None:
            out.pop(key[0], None)
        else:
            out[key[0]] = value
        return out
    child = data.get(key[0])
    child = _with(dict(child) if isinstance(child, dict) else {}, key[1:], value)
    if child:
        out[key[0]] = child
    else:
        out.pop(key[0], None)
    return out


def _drop_empty_parents(data: dict[str, Any], key: tuple[str, ...]) -> dict[str, Any]:
    # an implicit parent table disappears with its last child; compare without it
    if len(key) > 1 and _get(data, key[:-1]) == {}:
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
