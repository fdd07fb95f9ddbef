"""Surgical edits of JSON text: change one member, leave every other byte alone.

A config file such as ``~/.claude/settings.json`` belongs to the user and to the
host. errkb adds its entries by inserting or deleting text at the exact spans of
the values it owns, so a diff of the file shows only errkb's lines. Indentation
(spaces or tabs, any width), the key separator style, CRLF line ends and the
trailing newline are detected and kept.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from ..machine.fsutil import newline_of

Key = str | int

_WS = re.compile(r"[ \t\r\n]*")
_NUMBER = re.compile(r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?")
_LITERALS = {"true": True, "false": False, "null": None}


class JsonSyntaxError(ValueError):
    """The text is not valid JSON; line and column are 1-based."""

    def __init__(self, message: str, line: int, column: int) -> None:
        super().__init__(f"line {line} column {column}: {message}")
        self.message = message
        self.line = line
        self.column = column


@dataclass
class Node:
    """A JSON value and its span ``text[start:end]``."""

    start: int
    end: int
    value: Any
    members: list[Member] = field(default_factory=list)  # objects
    items: list[Node] = field(default_factory=list)  # arrays

    @property
    def is_object(self) -> bool:
        return isinstance(self.value, dict)

    @property
    def is_array(self) -> bool:
        return isinstance(self.value, list)


@dataclass
class Member:
    key: str
    key_start: int
    key_end: int
    value: Node


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0

    def skip_ws(self) -> None:
        m = _WS.match(self.text, self.pos)
        assert m is not None
        self.pos = m.end()

    def value(self) -> Node:
        self.skip_ws()
        start = self.pos
        ch = self.text[start : start + 1]
        if ch == "{":
            return self.object()
        if ch == "[":
            return self.array()
        if ch == '"':
            s, self.pos = json.decoder.scanstring(self.text, start + 1)  # type: ignore[attr-defined]
            return Node(start, self.pos, s)
        for word, lit in _LITERALS.items():
            if self.text.startswith(word, start):
                self.pos = start + len(word)
                return Node(start, self.pos, lit)
        m = _NUMBER.match(self.text, start)
        if m is None:  # NaN and Infinity pass json.loads but are not JSON
            line, column = _position(self.text, start)
            raise JsonSyntaxError("NaN and Infinity are not JSON", line, column)
        self.pos = m.end()
        return Node(start, self.pos, json.loads(m.group()))

    def object(self) -> Node:
        node = Node(self.pos, self.pos, {})
        self.pos += 1
        self.skip_ws()
        if self.text.startswith("}", self.pos):
            self.pos += 1
            node.end = self.pos
            return node
        while True:
            self.skip_ws()
            key_start = self.pos
            key, self.pos = json.decoder.scanstring(self.text, key_start + 1)  # type: ignore[attr-defined]
            key_end = self.pos
            self.skip_ws()
            self.pos += 1  # ':'
            child = self.value()
            node.members.append(Member(key, key_start, key_end, child))
            node.value[key] = child.value
            self.skip_ws()
            ch = self.text[self.pos]
            self.pos += 1
            if ch == "}":
                node.end = self.pos
                return node

    def array(self) -> Node:
        node = Node(self.pos, self.pos, [])
        self.pos += 1
        self.skip_ws()
        if self.text.startswith("]", self.pos):
            self.pos += 1
            node.end = self.pos
            return node
        while True:
            child = self.value()
            node.items.append(child)
            node.value.append(child.value)
            self.skip_ws()
            ch = self.text[self.pos]
            self.pos += 1
            if ch == "]":
                node.end = self.pos
                return node


def _position(text: str, pos: int) -> tuple[int, int]:
    line = text.count("\n", 0, pos) + 1
    return line, pos - (text.rfind("\n", 0, pos) + 1) + 1


def parse(text: str) -> Node:
    """Parse JSON text into a span tree. Raises JsonSyntaxError on invalid JSON."""
    try:
        json.loads(text)
    except json.JSONDecodeError as exc:
        raise JsonSyntaxError(exc.msg, exc.lineno, exc.colno) from None
    parser = _Parser(text)
    return parser.value()


def _detect_indent_unit(text: str) -> str:
    for line in text.splitlines()[1:]:
        stripped = line.lstrip(" \t")
        if stripped and len(stripped) < len(line):
            lead = line[: len(line) - len(stripped)]
            return "\t" if lead.startswith("\t") else " " * len(lead)
    return "  "


class JsonDoc:
    """JSON text plus edit operations addressed by key paths.

    Every operation rewrites only the affected span and re-parses, so the
    document stays consistent between operations.
    """

    def __init__(self, text: str) -> None:
        self.text = text
        self.root = parse(text)
        self.newline = newline_of(text)
        self.pretty = "\n" in text.strip()
        self.unit = _detect_indent_unit(text)
        self.key_sep = self._detect_key_sep()

    @property
    def value(self) -> Any:
        return self.root.value

    def _detect_key_sep(self) -> str:
        stack = [self.root]
        while stack:
            node = stack.pop()
            if node.members:
                m = node.members[0]
                return self.text[m.key_end : m.value.start]
            stack.extend(node.items)
        return ": "

    def _replace(self, start: int, end: int, new: str) -> None:
        self.text = self.text[:start] + new + self.text[end:]
        self.root = parse(self.text)

    def get(self, path: list[Key]) -> Node | None:
        node = self.root
        for key in path:
            if isinstance(key, str):
                if not node.is_object:
                    return None
                found = [m for m in node.members if m.key == key]
                if not found:
                    return None
                node = found[-1].value  # last duplicate wins, as in JSON.parse
            else:
                if not node.is_array or not -len(node.items) <= key < len(node.items):
                    return None
                node = node.items[key]
        return node

    def _line_indent(self, pos: int) -> str:
        line_start = self.text.rfind("\n", 0, pos) + 1
        m = re.match(r"[ \t]*", self.text[line_start:pos])
        assert m is not None
        return m.group()

    def _dump(self, value: Any, base_indent: str, *, compact: bool = False) -> str:
        if compact or not self.pretty:
            return json.dumps(value, ensure_ascii=False)
        text = json.dumps(value, ensure_ascii=False, indent=self.unit)
        return text.replace("\n", self.newline + base_indent)

    def _multiline(self, node: Node) -> bool:
        return "\n" in self.text[node.start : node.end] or (
            self.pretty and not (node.members or node.items)
        )

    def _insert_child(self, node: Node, key: str | None, value: Any) -> None:
        """Append a member (key given) or an item (key None) at the end of node."""
        prefix = "" if key is None else json.dumps(key, ensure_ascii=False) + self.key_sep
        children = node.members if key is not None else node.items
        if children:
            last = children[-1]
            last_start = last.key_start if isinstance(last, Member) else last.start
            last_end = last.value.end if isinstance(last, Member) else last.end
            if self._multiline(node):
                indent = self._line_indent(last_start)
                new = "," + self.newline + indent + prefix + self._dump(value, indent)
            else:
                new = ", " + prefix + self._dump(value, "", compact=True)
            self._replace(last_end, last_end, new)
            return
        close = "}" if key is not None else "]"
        outer = self._line_indent(node.start)
        if self._multiline(node):
            inner = outer + self.unit
            new = (
                self.text[node.start]
                + self.newline
                + inner
                + prefix
                + self._dump(value, inner)
                + self.newline
                + outer
                + close
            )
        else:
            new = self.text[node.start] + prefix + self._dump(value, "", compact=True) + close
        self._replace(node.start, node.end, new)

    def set(self, path: list[Key], value: Any) -> None:
        """Set the value at path, creating missing objects along the way."""
        node = self.root
        for i, key in enumerate(path):
            child = self.get(path[: i + 1])
            if child is None:
                if not isinstance(key, str) or not node.is_object:
                    raise KeyError(f"cannot create {path[: i + 1]!r}")
                nested = value
                for k in reversed(path[i + 1 :]):
                    if not isinstance(k, str):
                        raise KeyError(f"cannot create {path!r}")
                    nested = {k: nested}
                self._insert_child(node, key, nested)
                return
            node = child
        indent = self._line_indent(node.start)
        # an inline container stays inline
        compact = (node.is_object or node.is_array) and "\n" not in self.text[node.start : node.end]
        self._replace(node.start, node.end, self._dump(value, indent, compact=compact))

    def append(self, path: list[Key], value: Any) -> None:
        """Append value to the array at path (created if missing)."""
        node = self.get(path)
        if node is None:
            self.set(path, [value])
            return
        if not node.is_array:
            raise KeyError(f"{path!r} is not an array")
        self._insert_child(node, None, value)

    def delete(self, path: list[Key]) -> None:
        """Remove the member or item at path, with its separating comma."""
        if not path:
            raise KeyError("cannot delete the root")
        parent = self.get(path[:-1])
        key = path[-1]
        if parent is None:
            raise KeyError(f"{path!r} not found")
        spans: list[tuple[int, int]]
        if isinstance(key, str):
            idx = [i for i, m in enumerate(parent.members) if m.key == key]
            if not idx:
                raise KeyError(f"{path!r} not found")
            i = idx[-1]
            spans = [(m.key_start, m.value.end) for m in parent.members]
        else:
            i = key % len(parent.items) if parent.items else 0
            if not parent.items:
                raise KeyError(f"{path!r} not found")
            spans = [(n.start, n.end) for n in parent.items]
        if len(spans) == 1:
            empty = "{}" if parent.is_object else "[]"
            self._replace(parent.start, parent.end, empty)
        elif i > 0:
            self._replace(spans[i - 1][1], spans[i][1], "")
        else:
            self._replace(spans[0][0], spans[1][0], "")
