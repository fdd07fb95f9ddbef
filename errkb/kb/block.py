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
from .labels import LabelWord, decode_meta, label_word, status_word

_FIELD = re.compile(r"^- ([^:：\n]+)[:：] ?(.*)$")
_BOLD_FIELD = re.compile(r"^- (\*\*|__)([^:：\n*_]+?)(?:\1 ?[:：]|[:：]\1) ?(.*)$")  # `- **Fix**: …`, `- **Fix:** …`
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
    """Collects one block's machine comment and fields, line by line.

    errkb's own labels (kb/labels.LABELS) always open their field, as errkb writes them; one for a field
    already given (by its own label or by a typed word: `- Solution:` then `- Fix:`) is a problem
    that names its line, since an edit of that field could not say which one it means. A word a
    person types instead (`Solution`, `修复`, a label in bold) opens its field only where that adds a
    field: not when the field is open already, and not inside a list typed at the block's left
    margin under the field being read (`- Cause: …` among a fix's steps). Such a line stays text of
    the field being read, word for word. Text after a status (a status is one word) opens the notes,
    when the block has none yet.
    """

    def __init__(self, name: str, start: int) -> None:
        self.name, self.start = name, start
        self.meta: dict[str, str] = {}
        self.comment_line: int | None = None
        self.values: dict[str, list[str]] = {}  # a field's label-line text, then its lines after
        self.labels: dict[str, int] = {}  # the line of its label
        self.listed = False  # the current field's text holds a list item at the left margin
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
                text = line[2:] if line.startswith("  ") else line[1:] if line.startswith("\t") else line
                if self.current == "status" and text.strip() and "notes" not in self.values and any(
                        value.strip() for value in more):
                    more = self._open("notes", self.start + i, text)
                else:
                    more.append(text)
                    self.listed = self.listed or (line.startswith("- ") and i not in fenced)

    def _opens(self, i: int, line: str) -> bool:
        """Whether line `i` is the machine comment or a field's label (and so no field's text)."""
        comment = _COMMENT.match(line) if self.current is None else None
        if comment:
            self._comment(i, comment.group(1))
            return True
        found = label_of(line)
        if found is None:
            return False
        word, written, value = found
        if word.key in self.values:
            if not word.own:
                return False  # a second typed word for a field already given: more of the text being read
            self.problems.append(Problem(self.name, i + 1, f"field '{written}' appears twice"))
            self.current = None
            return True
        if self.listed and not word.own:
            return False
        self.language = self.language or word.language
        self._open(word.key, i, line[2:] if word.kind else value)
        return True

    def _open(self, key: str, i: int, first: str) -> list[str]:
        """Open field `key` at line `i` with `first` as its first line of text."""
        self.current, self.listed = key, False
        self.values[key], self.labels[key] = [first], i
        return self.values[key]

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
            self.problems.append(self._status_problem(text["status"]))
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

    def _status_problem(self, value: str) -> Problem:
        """Why a status does not read: an unknown word, or a known one with text after it that the
        notes could not take (the block has notes already)."""
        lines = self.values["status"]
        given = [at for at, line in enumerate(lines) if line.strip()]
        if len(given) > 1 and _status(lines[given[0]]) is not None:
            stray = lines[given[1]].strip()
            return Problem(self.name, self._where("status") + given[1],
                           f"{stray!r} follows the status {lines[given[0]].strip()!r} and belongs to no field "
                           "(indent it under the field it belongs to, or give it a label such as '- Notes:')")
        choices = f"{', '.join(STATUSES[:-1])} or {STATUSES[-1]}"
        return Problem(self.name, self._where("status"), f"unknown status {value.strip()!r} (use {choices})")

    def _where(self, key: str) -> int:
        return self.labels.get(key, self.start) + 1

    def _raw(self, value: str) -> str:
        lines = value.split("\n")
        opened = _FENCE_OPEN.match(lines[0]) if value else None
        if not opened:  # `- Error: `EADDRINUSE`` quotes the error as a code span
            return _unquote(value) if len(lines) == 1 else value
        marker = opened.group(2)
        for j in range(1, len(lines)):
            closing = lines[j].strip()
            if closing and set(closing) == {marker[0]} and len(closing) >= len(marker):
                return "\n".join(lines[1:j])
        self.problems.append(Problem(self.name, self._where("raw"), "unterminated code fence in the raw message"))
        return ""


def label_of(line: str) -> tuple[LabelWord, str, str] | None:
    """The label word a `- Label: value` line opens with, as written, and the value after it."""
    match = _FIELD.match(line)
    if match is None:
        return None
    word = label_word(match.group(1))
    if word is not None:
        return word, match.group(1).strip(), match.group(2)
    bold = _BOLD_FIELD.match(line)
    word = label_word(bold.group(2)) if bold else None
    if bold is None or word is None:
        return None
    return LabelWord(word.key, word.language, False, word.kind), bold.group(2).strip(), bold.group(3)  # not errkb's


def _status(value: str) -> str | None:
    """The status a Status field names (empty = open; `Fixed`, `resolved`, `已解决` as typed);
    None when it names none."""
    status = value.replace("`", "").strip()
    return status_word(status) if status else "open"


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
