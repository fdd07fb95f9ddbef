"""One block of ERRORS.md, read line by line the way a person edits it: the general reader.

`Block` is one block's place in the document and its entry (None when damaged, with the
problems that say why); `BlockReader` collects its machine comment and fields, tolerantly, and
reports each problem at its line. kb/parse decides where blocks are and which reader reads them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from types import MappingProxyType
from typing import NamedTuple

from ..model import STATUSES, Entry, Problem
from .labels import LABEL_TO_KEY, decode_meta

_FIELD = re.compile(r"^- ([^:：\n]+)[:：] ?(.*)$")
_COMMENT = re.compile(r"^<!-- errkb:(.*)-->\s*$")
_SEEN = re.compile(
    r"^(.*?)\s*·\s*(?:Last seen|最近)[:：]\s*(.*?)\s*·\s*(?:Hits|命中)[:：]\s*(\S*)$", re.IGNORECASE
)
_FENCE_OPEN = re.compile(r"^(\s*)(`{3,}|~{3,})(.*)$")

# The largest entry number the index can hold (SQLite's INTEGER); a header naming a larger one is a
# damaged block, reported and left out, never a crash of every command.
MAX_ID_NUMBER = 2**63 - 1


class Block(NamedTuple):
    """Lines [start, end) of the document, 0-based; `entry` is None when the block is damaged.

    A named tuple rather than a frozen dataclass: as immutable, and a quarter of the cost to
    build, which shows when a large KB is read.
    """

    start: int
    end: int
    number: int | None
    entry: Entry | None
    problems: tuple[Problem, ...] = ()
    spans: Mapping[str, tuple[int, int]] = MappingProxyType({})  # field -> absolute lines


class BlockReader:
    """Collects one block's machine comment and fields, line by line."""

    def __init__(self, name: str, start: int) -> None:
        self.name, self.start = name, start
        self.meta: dict[str, str] = {}
        self.comment_line: int | None = None
        self.values: dict[str, list[str]] = {}  # a field's label-line text, then its lines after
        self.labels: dict[str, int] = {}  # the line of its label
        self.language = ""
        self.current: str | None = None
        self.problems: list[Problem] = []

    def read(self, lines: list[str], fenced: set[int]) -> None:
        """Every line after the header: a label, the machine comment, or more of the current field."""
        more: list[str] | None = None  # the current field's lines
        for i in range(1, len(lines)):
            line = lines[i]
            # The startswith checks only skip regexes that could not match (most lines are values).
            if (line.startswith("- ") or line.startswith("<!--")) and i not in fenced and self._opens(self.start + i, line):
                more = self.values[self.current] if self.current is not None else None
            elif more is not None:  # without the indent of two spaces or a tab
                more.append(line[2:] if line.startswith("  ") else line[1:] if line.startswith("\t") else line)

    def _opens(self, i: int, line: str) -> bool:
        """Whether line `i` is the machine comment or a field's label (and so no field's text)."""
        comment = _COMMENT.match(line) if self.current is None else None
        if comment:
            self._comment(i, comment.group(1))
            return True
        match = _FIELD.match(line)
        known = LABEL_TO_KEY.get(match.group(1).strip().lower()) if match else None
        if match is None or known is None:
            return False
        key, language = known
        self.language = self.language or language
        if key in self.values:
            self.problems.append(Problem(self.name, i + 1, f"field '{match.group(1).strip()}' appears twice"))
            self.current = None
            return True
        self.current = key
        self.values[key] = [match.group(2)]
        self.labels[key] = i
        return True

    def _comment(self, i: int, body: str) -> None:
        if self.comment_line is not None:
            self.problems.append(Problem(self.name, i + 1, "a second errkb machine comment in one block"))
            return
        self.comment_line = i
        for pair in body.split():
            key, eq, value = pair.partition("=")
            if not eq or not key:
                self.problems.append(Problem(self.name, i + 1, f"malformed machine field {pair!r}"))
                continue
            self.meta[key] = decode_meta(value)

    def finish(self, number: int, entry_id: str, title: str, end: int) -> Block:
        text = {key: trimmed("\n".join(lines)) for key, lines in self.values.items()}
        raw = self._raw(text.get("raw", ""))
        status = _status(text.get("status", ""))
        if status is None:
            self.problems.append(Problem(self.name, self._where("status"), f"unknown status "
                                         f"{text.get('status', '').strip()!r} (use open, fixed or wontfix)"))
        seen, complaints = _seen(text.get("first_seen", ""), text.get("last_seen", ""), text.get("hits", ""))
        self.problems.extend(Problem(self.name, self._where("first_seen"), c) for c in complaints)
        spans = {key: (at, _span_end(at, self.values[key])) for key, at in self.labels.items()}
        if self.comment_line is not None:
            spans["comment"] = (self.comment_line, self.comment_line + 1)
        if self.problems:
            return Block(self.start, end, number, None, tuple(self.problems), spans)
        entry = Entry(
            id=entry_id, number=number, title=title, meta=dict(self.meta),
            fingerprint=_unquote(text.get("fingerprint", "")), category=_unquote(text.get("category", "")),
            first_seen=seen[0], last_seen=seen[1], hits=seen[2], trigger=text.get("trigger", ""), raw=raw,
            fix=text.get("fix", ""), status=status or "open", notes=text.get("notes", ""),
            line=self.start + 1, labels=self.language or "en",
        )
        return Block(self.start, end, number, entry, (), spans)

    def _where(self, key: str) -> int:
        return self.labels.get(key, self.start) + 1

    def _raw(self, value: str) -> str:
        lines = value.split("\n")
        opened = _FENCE_OPEN.match(lines[0]) if value else None
        if not opened:
            return value
        marker = opened.group(2)
        for j in range(1, len(lines)):
            closing = lines[j].strip()
            if closing and set(closing) == {marker[0]} and len(closing) >= len(marker):
                return "\n".join(lines[1:j])
        self.problems.append(Problem(self.name, self._where("raw"), "unterminated code fence in the raw message"))
        return ""


def _status(value: str) -> str | None:
    """The status a Status field names (empty = open); None when it names none."""
    status = value.replace("`", "").strip().lower() or "open"
    return status if status in STATUSES else None


def _seen(first: str, last: str, hits_text: str) -> tuple[tuple[str, str, int], list[str]]:
    """(first seen, last seen, hits) from the seen line or separate fields, and what is wrong."""
    complaints = []
    combined = _SEEN.match(first.replace("\n", " "))
    if combined:
        first, last, hits_text = combined.group(1), combined.group(2), combined.group(3)
    elif "·" in first:
        complaints.append("cannot read the seen line (expected 'First seen: … · Last seen: … · Hits: N')")
    hits_text = hits_text.strip()
    # isdecimal, not isdigit: int() refuses digits such as '²' that isdigit accepts.
    if hits_text and not hits_text.isdecimal():
        complaints.append(f"hits {hits_text!r} is not a whole number")
        hits_text = "0"
    return (first.strip(), last.strip(), int(hits_text or 0)), complaints


def _span_end(label: int, lines: list[str]) -> int:
    # A field's span stops at its last non-blank line, so trailing blank lines stay between blocks.
    end = label + len(lines)
    for line in reversed(lines[1:]):
        if line.strip():
            break
        end -= 1
    return end


def trimmed(value: str) -> str:
    """`value` without its leading and trailing blank lines (lines holding only whitespace)."""
    if not value or not (value[0].isspace() or value[-1].isspace()):
        return value
    head = len(value) - len(value.lstrip())
    if head == len(value):
        return ""
    start = value.rfind("\n", 0, head) + 1
    end = value.find("\n", len(value.rstrip()))
    return value[start:] if end < 0 else value[start:end]


def _unquote(value: str) -> str:
    value = value.strip()
    if len(value) >= 2 and value.startswith("`") and value.endswith("`") and "`" not in value[1:-1]:
        return value[1:-1]
    return value
