"""ERRORS.md → blocks, entries and problems, every problem with its line.

The only module that imports markdown-it-py. markdown-it finds the fenced code and the level-2
headings, so a raw sample that quotes `## E-0001 · …` or a `- Fix:` line inside a fence can
never split a block. Fields inside a block are read line by line, tolerantly, the way a person
edits them. One damaged block is reported and left out; every other block keeps working.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from ..model import STATUSES, Entry, Problem
from .labels import LABEL_TO_KEY, decode_meta

_FIELD = re.compile(r"^- ([^:：\n]+)[:：] ?(.*)$")
_COMMENT = re.compile(r"^<!-- errkb:(.*)-->\s*$")
_CONFLICT = re.compile(r"^(?:(?:<{7}|>{7}|\|{7})(?: |$)|={7}$)")
_SEEN = re.compile(
    r"^(.*?)\s*·\s*(?:Last seen|最近)[:：]\s*(.*?)\s*·\s*(?:Hits|命中)[:：]\s*(\S*)$", re.IGNORECASE
)
_FENCE_OPEN = re.compile(r"^(\s*)(`{3,}|~{3,})(.*)$")
_ODD_BREAKS = re.compile("[\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]")
_LINE = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$")

# Only the block structure is read (fences, headings); inline parsing was most of the cost.
@lru_cache(maxsize=1)
def _markdown() -> Any:
    """The block parser, built on first use: hooks answer from the index and never need it."""
    from markdown_it import MarkdownIt

    return MarkdownIt("zero").enable(["heading", "fence"]).disable(["inline", "text_join"])
# The only lines that can open or close a fence or open a heading (markdown-it indents by spaces
# and tabs only). With no container rules enabled, the lines between them change nothing, except
# that a line indented 4+ columns right after paragraph text continues the paragraph.
_STRUCTURAL = re.compile(r"([ \t]*)[`~#]")


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
    lines = split_lines(text)
    candidate = re.compile(r"^## " + re.escape(prefix) + r"\d")
    fenced, headings = _scan_markdown(lines, candidate)
    problems: list[Problem] = []
    starts = [i for i in headings if candidate.match(lines[i])]
    conflicts = [i for i, line in enumerate(lines)
                 if line[0] in "<=>|" and i not in fenced and _CONFLICT.match(_bare(line))]
    preamble_end = starts[0] if starts else len(lines)
    for i in conflicts:
        if i < preamble_end:
            problems.append(Problem(name, i + 1, "leftover git conflict marker"))
    blocks: list[Block] = []
    seen: dict[int, int] = {}
    bounds = [*starts, len(lines)]
    for start, end in zip(bounds, bounds[1:], strict=False):
        block = _parse_block(lines, start, end, fenced, prefix, name)
        block = _flag_conflicts(block, conflicts, name)
        number = block.number
        if number is not None and block.entry is not None:
            if number in seen:
                block = Block(block.start, block.end, number, None, (
                    Problem(name, start + 1, f"duplicate ID {block.entry.id} (first at line {seen[number]})"),
                ))
            else:
                seen[number] = start + 1
        problems.extend(block.problems)
        blocks.append(block)
    return Document(name, text, lines, preamble_end, blocks, problems)


def split_lines(text: str) -> list[str]:
    """Lines with their endings, broken where markdown-it breaks them: at \\n, \\r\\n and \\r only.

    str.splitlines also breaks at form feeds, U+2028 and friends, which can sit inside a raw
    sample; the line numbers would then drift from markdown-it's and blocks would be misread.
    """
    if not _ODD_BREAKS.search(text):
        return text.splitlines(keepends=True)  # the fast path: same answer, in C
    return _LINE.findall(text)


def close_open_fence(value: str) -> str:
    """`value` with a closing fence added when it opens a code fence it never closes.

    Written as a field, such a value would run on over every field after it (markdown-it ends an
    unclosed fence only at the end of the document), so writers close it. The value is checked
    as it will sit in the file: after its label line, each line indented by two spaces.
    """
    lines = ["- Fix:", *(f"  {line}" if line else "" for line in value.split("\n"))]
    fences = [t for t in _markdown().parse("\n".join(lines) + "\n") if t.type == "fence" and t.map]
    if not fences or fences[-1].map[1] < len(lines):
        return value
    last, marker = fences[-1], fences[-1].markup
    if len(lines) - 1 > last.map[0] and _closer(marker).fullmatch(lines[-1]):
        return value
    return f"{value}\n{marker}"


def _bare(line: str) -> str:
    return line.rstrip("\r\n")


def _scan_markdown(lines: list[str], header: re.Pattern[str]) -> tuple[set[int], list[int]]:
    """Lines inside fenced code, and the lines that open top-level h2 headings.

    markdown-it reads only the structural lines (see _STRUCTURAL): the same fences and headings,
    at a fraction of the cost on a large KB.

    A fence never runs past an entry header at column 0. The renderer indents every raw line, so
    such a header inside a fence means someone left a fence unclosed; letting it run on would
    swallow the blocks after it (up to whichever later fence happens to close it). The fence is
    cut there and the rest is scanned afresh, so only the block that opened it is damaged.
    """
    keep = _structural_lines(lines)
    fenced: set[int] = set()
    headings: list[int] = []
    at = 0
    while at < len(keep):
        cut = _scan_chunk(lines, keep[at:], header, fenced, headings)
        if cut is None:
            break
        at += cut
    return fenced, headings


def _structural_lines(lines: list[str]) -> list[int]:
    keep: list[int] = []
    for i, line in enumerate(lines):
        match = _STRUCTURAL.match(line)
        if match is None:
            continue
        indent = match.group(1)
        if i and ("\t" in indent or len(indent) >= 4) and (not keep or keep[-1] != i - 1):
            keep.append(i - 1)  # the line before decides: paragraph text (continued) or blank
        keep.append(i)
    return keep


def _scan_chunk(lines: list[str], view: list[int], header: re.Pattern[str], fenced: set[int],
                headings: list[int]) -> int | None:
    """Scan the structural lines `view`; return the view index of an entry header inside a fence."""
    for token in _markdown().parse("".join(lines[i] for i in view)):
        if token.map is None:
            continue
        first, last = token.map
        if token.type == "fence":
            inside = next((k for k in range(first + 1, last) if header.match(lines[view[k]])), None)
            if inside is not None:
                fenced.update(range(view[first], view[inside]))
                return inside
            fenced.update(range(view[first], _fence_end(lines, view, first, last, token.markup)))
        elif token.type == "heading_open" and token.tag == "h2" and token.level == 0:
            headings.append(view[first])
    return None


def _fence_end(lines: list[str], view: list[int], first: int, last: int, marker: str) -> int:
    """The document line after a fence: after its closing line, or the end for an unclosed one."""
    closing = view[last - 1]
    if last < len(view) or (last - 1 > first and _closer(marker).fullmatch(_bare(lines[closing]))):
        return closing + 1
    return len(lines)


def _closer(marker: str) -> re.Pattern[str]:
    # Any indent: with the "code" rule off, markdown-it lets indented lines open and close fences.
    return re.compile(r"[ \t]*" + re.escape(marker[0]) + "{" + str(len(marker)) + r",}[ \t]*")


def _flag_conflicts(block: Block, conflicts: list[int], name: str) -> Block:
    inside = [i for i in conflicts if block.start <= i < block.end]
    if not inside:
        return block
    extra = tuple(Problem(name, i + 1, "leftover git conflict marker") for i in inside)
    return Block(block.start, block.end, block.number, None, block.problems + extra, block.spans)


@lru_cache(maxsize=8)
def _header_patterns(prefix: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """(strict header, loose header) for `prefix`, compiled once rather than once per block."""
    escaped = re.escape(prefix)
    return re.compile(r"^## (" + escaped + r")(\d+) ·(?: (.*))?$"), re.compile(r"^## " + escaped + r"(\d+)")


def _parse_block(lines: list[str], start: int, end: int, fenced: set[int], prefix: str, name: str) -> Block:
    strict, loose_header = _header_patterns(prefix)
    header = strict.match(_bare(lines[start]))
    loose = loose_header.match(lines[start])
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
            # The startswith checks only skip regexes that could not match (most lines are values).
            comment = _COMMENT.match(line) if line.startswith("<!--") else None
            if comment and self.current is None:
                self._comment(i, comment.group(1))
                return
            match = _FIELD.match(line) if line.startswith("- ") else None
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
                self.name, self._where("first_seen"),
                "cannot read the seen line (expected 'First seen: … · Last seen: … · Hits: N')",
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
