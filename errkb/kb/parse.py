"""ERRORS.md → blocks, entries and problems, every problem with its line.

The only module that imports markdown-it-py. markdown-it finds the fenced code and the level-2
headings, so a raw sample that quotes `## E-0001 · …` or a `- Fix:` line inside a fence can
never split a block. Fields inside a block are read line by line, tolerantly, the way a person
edits them. One damaged block is reported and left out; every other block keeps working.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from markdown_it import MarkdownIt

from ..model import STATUSES, Entry, Problem
from .labels import LABEL_TO_KEY, decode_meta

_FIELD = re.compile(r"^- ([^:：\n]+)[:：] ?(.*)$")
_COMMENT = re.compile(r"^<!-- errkb:(.*)-->\s*$")
_CONFLICT = re.compile(r"^(?:(?:<{7}|>{7}|\|{7})(?: |$)|={7}$)")
_SEEN = re.compile(
    r"^(.*?)\s*·\s*(?:Last seen|最近)[:：]\s*(.*?)\s*·\s*(?:Hits|命中)[:：]\s*(\S*)$", re.IGNORECASE
)
_FENCE_OPEN = re.compile(r"^(\s*)(`{3,}|~{3,})(.*)$")

_md = MarkdownIt("zero").enable(["heading", "fence"])


@dataclass(frozen=True)
class Block:
    """Lines [start, end) of the document, 0-based; `entry` is None when the block is damaged."""

    start: int
    end: int
    number: int | None
    entry: Entry | None
    problems: tuple[Problem, ...] = ()
    spans: dict[str, tuple[int, int]] = field(default_factory=dict)  # field -> absolute lines


@dataclass(frozen=True)
class Document:
    name: str
    text: str
    lines: list[str]
    preamble_end: int
    blocks: list[Block]
    problems: list[Problem]

    @property
    def entries(self) -> list[Entry]:
        return [b.entry for b in self.blocks if b.entry is not None]

    @property
    def newline(self) -> str:
        return "\r\n" if "\r\n" in self.text[: 4096 * 4] else "\n"

    def block_for(self, number: int) -> Block | None:
        """The usable block with that number (damaged blocks are never handed out for edits)."""
        for block in self.blocks:
            if block.entry is not None and block.number == number:
                return block
        return None

    def any_block_for(self, number: int) -> Block | None:
        for block in self.blocks:
            if block.number == number:
                return block
        return None


def highest_number(text: str, prefix: str) -> int:
    """The highest ID number any header names, damaged or not: IDs are never reused."""
    found = re.findall(r"^## " + re.escape(prefix) + r"(\d+)", text, re.MULTILINE)
    return max((int(n) for n in found), default=0)


def parse_document(text: str, prefix: str = "E-", name: str = "ERRORS.md") -> Document:
    lines = text.splitlines(keepends=True)
    fenced, headings = _scan_markdown(text, len(lines))
    problems: list[Problem] = []
    candidate = re.compile(r"^## " + re.escape(prefix) + r"\d")
    starts = [i for i in headings if candidate.match(lines[i])]
    _fix_unclosed_fences(lines, fenced, starts, candidate)
    starts = [i for i in headings if candidate.match(lines[i]) and i not in fenced]
    conflicts = [i for i, line in enumerate(lines) if i not in fenced and _CONFLICT.match(_bare(line))]
    preamble_end = starts[0] if starts else len(lines)
    for i in conflicts:
        if i < preamble_end:
            problems.append(Problem(name, i + 1, "leftover git conflict marker"))
    blocks: list[Block] = []
    seen: dict[int, int] = {}
    bounds = [*starts, len(lines)]
    for start, end in zip(bounds, bounds[1:]):
        block = _parse_block(lines, start, end, fenced, prefix, name)
        block = _flag_conflicts(block, conflicts, name)
        if block.number is not None and block.entry is not None:
            if block.number in seen:
                first = seen[block.number]
                block = Block(block.start, block.end, block.number, None, (
                    Problem(name, start + 1, f"duplicate ID {block.entry.id} (first at line {first})"),
                ))
            else:
                seen[block.number] = start + 1
        problems.extend(block.problems)
        blocks.append(block)
    return Document(name, text, lines, preamble_end, blocks, problems)


def _bare(line: str) -> str:
    return line.rstrip("\r\n")


def _scan_markdown(text: str, count: int) -> tuple[set[int], list[int]]:
    """Lines inside fenced code, and the lines that open top-level h2 headings."""
    fenced: set[int] = set()
    headings: list[int] = []
    for token in _md.parse(text):
        if token.map is None:
            continue
        if token.type == "fence":
            fenced.update(range(token.map[0], min(token.map[1], count)))
        elif token.type == "heading_open" and token.tag == "h2" and token.level == 0:
            headings.append(token.map[0])
    return fenced, headings


def _fix_unclosed_fences(lines: list[str], fenced: set[int], starts: list[int], header: re.Pattern[str]) -> None:
    """An unclosed fence would swallow every later block; end it at the next entry header."""
    i = 0
    while i < len(lines):
        match = _FENCE_OPEN.match(_bare(lines[i])) if i in fenced and (i - 1) not in fenced else None
        if match is None:
            i += 1
            continue
        marker = match.group(2)
        j = i + 1
        closed = False
        while j < len(lines) and j in fenced:
            stripped = _bare(lines[j]).strip()
            if stripped and set(stripped) == {marker[0]} and len(stripped) >= len(marker):
                closed = True
                j += 1
                break
            j += 1
        if not closed:
            for k in range(i + 1, j):
                if header.match(lines[k]):
                    fenced.difference_update(range(k, j))
                    break
        i = j


def _flag_conflicts(block: Block, conflicts: list[int], name: str) -> Block:
    inside = [i for i in conflicts if block.start <= i < block.end]
    if not inside:
        return block
    extra = tuple(Problem(name, i + 1, "leftover git conflict marker") for i in inside)
    return Block(block.start, block.end, block.number, None, block.problems + extra, block.spans)


def _parse_block(lines: list[str], start: int, end: int, fenced: set[int], prefix: str, name: str) -> Block:
    header = re.match(r"^## (" + re.escape(prefix) + r")(\d+) ·(?: (.*))?$", _bare(lines[start]))
    loose = re.match(r"^## " + re.escape(prefix) + r"(\d+)", lines[start])
    number = int(loose.group(1)) if loose else None
    if header is None:
        return Block(start, end, number, None, (
            Problem(name, start + 1, f"malformed entry header (expected '## {prefix}NNNN · title')"),
        ))
    reader = _BlockReader(name, prefix, start)
    for i in range(start + 1, end):
        reader.feed(i, _bare(lines[i]), i in fenced)
    return reader.finish(number or 0, header.group(1) + header.group(2), (header.group(3) or "").strip(), end)


class _BlockReader:
    """Collects one block's machine comment and fields, line by line."""

    def __init__(self, name: str, prefix: str, start: int) -> None:
        self.name, self.prefix, self.start = name, prefix, start
        self.meta: dict[str, str] = {}
        self.comment_line: int | None = None
        self.values: dict[str, list[str]] = {}
        self.spans: dict[str, list[int]] = {}
        self.language = ""
        self.current: str | None = None
        self.problems: list[Problem] = []

    def feed(self, i: int, line: str, in_fence: bool) -> None:
        if not in_fence:
            comment = _COMMENT.match(line)
            if comment and self.current is None:
                self._comment(i, comment.group(1))
                return
            match = _FIELD.match(line)
            known = LABEL_TO_KEY.get(match.group(1).strip().lower()) if match else None
            if match and known:
                key, language = known
                self.language = self.language or language
                if key in self.values:
                    self.problems.append(Problem(self.name, i + 1, f"field '{match.group(1).strip()}' appears twice"))
                    self.current = None
                    return
                self.current = key
                self.values[key] = [match.group(2)]
                self.spans[key] = [i, i + 1]
                return
        if self.current is not None:
            self.values[self.current].append(_dedent(line))
            self.spans[self.current][1] = i + 1

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
        text = {key: _trim_blank(lines) for key, lines in self.values.items()}
        raw = self._raw(text.get("raw", ""))
        status = self._status(text.get("status", ""))
        first, last, hits = self._seen(text)
        spans = {k: (v[0], _span_end(v, self.values[k])) for k, v in self.spans.items()}
        if self.comment_line is not None:
            spans["comment"] = (self.comment_line, self.comment_line + 1)
        if self.problems:
            return Block(self.start, end, number, None, tuple(self.problems), spans)
        entry = Entry(
            id=entry_id, number=number, title=title, meta=dict(self.meta),
            fingerprint=_unquote(text.get("fingerprint", "")), category=_unquote(text.get("category", "")),
            first_seen=first, last_seen=last, hits=hits, trigger=text.get("trigger", ""), raw=raw,
            fix=text.get("fix", ""), status=status, notes=text.get("notes", ""),
            line=self.start + 1, labels=self.language or "en",
        )
        return Block(self.start, end, number, entry, (), spans)

    def _where(self, key: str) -> int:
        return self.spans[key][0] + 1 if key in self.spans else self.start + 1

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

    def _status(self, value: str) -> str:
        status = value.replace("`", "").strip().lower() or "open"
        if status not in STATUSES:
            self.problems.append(Problem(
                self.name, self._where("status"), f"unknown status {value.strip()!r} (use open, fixed or wontfix)"
            ))
        return status

    def _seen(self, text: dict[str, str]) -> tuple[str, str, int]:
        first = text.get("first_seen", "")
        last, hits_text = text.get("last_seen", ""), text.get("hits", "")
        combined = _SEEN.match(first.replace("\n", " "))
        if combined:
            first, last, hits_text = combined.group(1), combined.group(2), combined.group(3)
        elif "·" in first:
            self.problems.append(Problem(
                self.name, self._where("first_seen"), "cannot read the seen line (expected 'First seen: … · Last seen: … · Hits: N')"
            ))
        hits_text = hits_text.strip()
        if hits_text and not hits_text.isdigit():
            self.problems.append(Problem(self.name, self._where("first_seen"), f"hits {hits_text!r} is not a whole number"))
            hits_text = "0"
        return first.strip(), last.strip(), int(hits_text or 0)


def _span_end(span: list[int], lines: list[str]) -> int:
    # A field's span stops at its last non-blank line, so trailing blank lines stay between blocks.
    end = span[1]
    for line in reversed(lines[1:]):
        if line.strip():
            break
        end -= 1
    return end


def _dedent(line: str) -> str:
    if line.startswith("  "):
        return line[2:]
    if line.startswith("\t"):
        return line[1:]
    return line


def _trim_blank(lines: list[str]) -> str:
    start, end = 0, len(lines)
    while start < end and not lines[start].strip():
        start += 1
    while end > start and not lines[end - 1].strip():
        end -= 1
    return "\n".join(lines[start:end])


def _unquote(value: str) -> str:
    value = value.strip()
    if len(value) >= 2 and value.startswith("`") and value.endswith("`") and "`" not in value[1:-1]:
        return value[1:-1]
    return value
