"""ERRORS.md → blocks, entries and problems, every problem with its line.

Every line that opens with `## <prefix><digit>` starts a block: markdown-it makes it a heading,
and a fence left open above it is cut there (kb/fences, which finds the fenced code, so a raw
sample that quotes `## E-0001 · …` or a `- Fix:` line can never split a block). So blocks are
found with one search, and each is read on its own. A block laid out the way render.py writes it
(fields in order, every other line blank or indented by two, fences closed) is read by one
regular expression (kb/layout); in that layout the fences are plain to see, and
tests/test_parse.py checks on generated documents that it reads exactly what the general reader
reads. Any other block, and any block with a problem to report, goes to the general reader
(kb/block), which reads fields line by line, tolerantly, the way a person edits them. One damaged
block is reported and left out; every other block keeps working.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from functools import cached_property
from typing import Any

from errkb.valueclass import field, valueclass

from ..machine.fsutil import newline_of
from ..model import Entry, Problem
from .block import MAX_ID_NUMBER, Block, BlockReader, trimmed
from .fences import close_open_fence as close_open_fence  # where kb/store.py imports it from
from .fences import fenced_lines
from .labels import LABEL_TO_KEY, decode_meta
from .layout import SHAPE_GROUPS, Patterns, closes_early, patterns_for
from .unnumbered import heading_starts, is_entry_like, loose_block, may_hold_heading, pieces, waiting_problem

_CONFLICT = re.compile(r"^(?:(?:<{7}|>{7}|\|{7})(?: |$)|={7}$)", re.MULTILINE)
_ODD_BREAKS = re.compile("[\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]")
_LINE = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$")
_BREAK = re.compile(r"\r\n?")


@valueclass
class Document:
    name: str
    text: str
    preamble_end: int
    blocks: list[Block]
    problems: list[Problem]
    unnumbered: list[int] = field(default_factory=list)  # 0-based: headings of blocks waiting for an ID

    @cached_property
    def lines(self) -> list[str]:
        """The lines with their endings; split when first asked (reading entries never needs them)."""
        return split_lines(self.text)

    @property
    def entries(self) -> list[Entry]:
        return [b.entry for b in self.blocks if b.entry is not None]

    @property
    def newline(self) -> str:
        return newline_of(self.text)

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
    return max((n for n in map(int, header_numbers(text, prefix)) if n <= MAX_ID_NUMBER), default=0)


def header_numbers(text: str, prefix: str, end: int | None = None) -> list[str]:
    """The number of every `## <prefix>N` header line in text[:end], in order.

    Searched as the literal `\n## <prefix>`, which `re` finds with a fast scan; the MULTILINE `^`
    it stands for defeats that scan and made this an appreciable part of every append."""
    body = "\n" + (text if end is None else text[:end])
    return re.findall("\n## " + re.escape(prefix) + r"(\d+)", body)


def parse_document(text: str, prefix: str = "E-", name: str = "ERRORS.md") -> Document:
    return _parse(text, prefix, name, quick=True)


def _parse(text: str, prefix: str, name: str, quick: bool) -> Document:
    """`quick=False` sends every block to the general reader: the reference the tests compare with."""
    # Every line break as one \n (split_lines and markdown-it break at \r\n, \r and \n alike),
    # so a line's number is the count of \n before it, the same as in doc.lines.
    work = _BREAK.sub("\n", text) if "\r" in text else text
    first, total = _next_header(work, 0, patterns_for(prefix)), _line_count(work)
    preamble_end = work.count("\n", 0, first) if first < len(work) else total
    places = _places(work, first, preamble_end, total, prefix, name, quick)
    # The blocks the general reader reads waited until all were found: markdown-it then finds
    # all their fences in one pass (a call costs as much as twenty lines).
    looked_at = _CONFLICT.search(work, 0, first) or may_hold_heading(work, prefix, 0, first)
    preamble = _bare_lines(work, 0, first, preamble_end) if looked_at else []
    fences = fenced_lines([preamble, *(found for _, found in places if isinstance(found, list))])
    problems = [Problem(name, i + 1, "leftover git conflict marker") for i in _conflict_lines(preamble, fences[0])]
    unnumbered = _waiting_in_preamble(preamble, fences[0], prefix, name, problems)
    later = iter(fences[1:])
    blocks: list[Block] = []
    for line, found in places:
        if isinstance(found, Block):
            blocks.append(found)
        else:
            blocks.extend(_read_pieces(found, line, prefix, name, next(later), unnumbered))
    return Document(name, text, preamble_end, _unique(blocks, name, problems), problems, unnumbered)


def _read_pieces(lines: list[str], first: int, prefix: str, name: str, fenced: set[int],
                 unnumbered: list[int]) -> list[Block]:
    """The block from its header, and one more for each heading without an ID inside it (which
    ends the block above: kb/unnumbered); the lines of those that wait for an ID go to `unnumbered`."""
    starts = heading_starts(lines, fenced) if any(line.startswith("##") for line in lines[1:]) else []
    if not starts:
        return [_read_block(lines, first, prefix, name, fenced)]
    out = []
    for start, end in pieces(lines, starts):
        part, inside = lines[start:end], {i - start for i in fenced if start <= i < end}
        if start == 0:
            out.append(_read_block(part, first, prefix, name, inside))
            continue
        waits = is_entry_like(part, inside)
        if waits:
            unnumbered.append(first + start)
        conflicts = tuple(Problem(name, first + start + i + 1, "leftover git conflict marker")
                          for i in _conflict_lines(part, inside))
        out.append(loose_block(part, first + start, prefix, name, waits, conflicts))
    return out


def _waiting_in_preamble(lines: list[str], fenced: set[int], prefix: str, name: str,
                         problems: list[Problem]) -> list[int]:
    """The preamble's headings whose blocks wait for an ID (a first entry typed by hand into a new
    KB), each reported; the preamble itself stays as it is."""
    waiting = []
    starts = heading_starts(lines, fenced, first=0)
    for start, end in zip(starts, [*starts[1:], len(lines)], strict=False):
        if is_entry_like(lines[start:end], {i - start for i in fenced if start <= i < end}):
            waiting.append(start)
            problems.append(waiting_problem(lines[start], start, prefix, name))
    return waiting


def _places(work: str, pos: int, line: int, total: int, prefix: str, name: str,
            quick: bool) -> list[tuple[int, Block | list[str]]]:
    """Every block from offset `pos` (line `line`) on: (its first line, the block) when it is in
    render.py's layout, else (its first line, its bare lines) for the general reader."""
    patterns = patterns_for(prefix)
    places: list[tuple[int, Block | list[str]]] = []
    while pos < len(work):
        match = _shape_match(patterns, work, pos) if quick else None
        end = match.end() if match else _next_header(work, pos + 1, patterns)
        end_line = total if end == len(work) else line + work.count("\n", pos, end)
        block = _quick_block(match, work, pos, line, end_line, prefix, name) if match else None
        places.append((line, block if block is not None else _bare_lines(work, pos, end, end_line - line)))
        pos, line = end, end_line
    return places


def _shape_match(patterns: Patterns, work: str, pos: int) -> re.Match[str] | None:
    """The rendered layout at `pos`, or None for the general reader. CPython 3.11's engine can
    fail on the atomic groups with `SystemError: The span of capturing group is wrong` (a fix
    holding two empty fences in a row does it); the general reader reads such a block instead."""
    try:
        return patterns.shape.match(work, pos)
    except SystemError:
        return None


def _unique(blocks: list[Block], name: str, problems: list[Problem]) -> list[Block]:
    """The blocks with each later use of an ID damaged; every block's problems added to `problems`."""
    seen: dict[int, int] = {}
    out = []
    for block in blocks:
        number = block.number
        if number is not None and block.entry is not None:
            if number in seen:
                block = Block(block.start, block.end, number, None, (
                    Problem(name, block.start + 1, f"duplicate ID {block.entry.id} (first at line {seen[number]})"),
                ))
            else:
                seen[number] = block.start + 1
        problems.extend(block.problems)
        out.append(block)
    return out


def split_lines(text: str) -> list[str]:
    """Lines with their endings, broken where markdown-it breaks them: at \\n, \\r\\n and \\r only.

    str.splitlines also breaks at form feeds, U+2028 and friends, which can sit inside a raw
    sample; the line numbers would then drift from markdown-it's and blocks would be misread.
    """
    if not _ODD_BREAKS.search(text):
        return text.splitlines(keepends=True)  # the fast path: same answer, in C
    return _LINE.findall(text)


def _line_count(work: str) -> int:
    return work.count("\n") + (1 if work and not work.endswith("\n") else 0)


def _bare_lines(work: str, start: int, end: int, count: int) -> list[str]:
    """The `count` lines of work[start:end], without their newlines."""
    return work[start:end].split("\n")[:count]


def _next_header(work: str, pos: int, patterns: Patterns) -> int:
    """Where the first line at or after `pos` that starts a block begins (len(work) if none)."""
    if pos == 0 and patterns.header.match(work):
        return 0
    found = patterns.next_header.search(work, max(pos - 1, 0))
    return found.start() + 1 if found else len(work)


def conflict_marker_lines(text: str) -> list[int]:
    """The 1-based number of every line that is a git conflict marker, code fences included: a
    merge that stopped inside a fenced raw message leaves its markers there too."""
    work = _BREAK.sub("\n", text) if "\r" in text else text
    return [work.count("\n", 0, m.start()) + 1 for m in _CONFLICT.finditer(work)]


def has_merge_markers(text: str) -> bool:
    """Whether a line of `text` opens a git conflict (`<<<<<<< `; every conflict git writes has
    one). Asked before every write, so one plain find first; a lone `=======` is no sign: it can
    be a Markdown heading rule."""
    return "<<<<<<<" in text and re.search(r"^<<<<<<<(?: |$)", text, re.MULTILINE) is not None


def _conflict_lines(lines: list[str], fenced: set[int]) -> list[int]:
    return [i for i, line in enumerate(lines)
            if line.startswith(("<", "=", ">", "|")) and i not in fenced and _CONFLICT.match(line)]


def _quick_block(match: re.Match[str], work: str, start: int, line: int, end_line: int, prefix: str,
                 name: str) -> Block | None:
    """The block `shape` matched; None when its raw sample closes early, or when its machine
    comment is malformed (the general reader reports that, at its line)."""
    (digits, title, comment, language, fingerprint, fingerprint_as_is, category, category_as_is, first_seen, last_seen,
     hits, trigger, trigger_more, raw_fence, raw, fix, fix_more, status, notes, notes_more) = match.group(*SHAPE_GROUPS)
    if raw_fence in raw and closes_early(raw, raw_fence):
        return None
    meta: dict[str, str] = {}
    for pair in comment.split() if comment else ():
        key, eq, value = pair.partition("=")
        if not eq or not key:
            return None
        meta[key] = decode_meta(value) if "%" in value else value
    if int(digits) > MAX_ID_NUMBER:
        return None  # the general reader reports it
    entry = _entry({
        "id": prefix + digits, "number": int(digits), "title": title.strip() if title else "", "meta": meta,
        "fingerprint": fingerprint or fingerprint_as_is or "", "category": category or category_as_is or "",
        "first_seen": first_seen, "last_seen": last_seen, "hits": int(hits), "trigger": _value(trigger, trigger_more),
        "raw": ("\n" + raw).replace("\n  ", "\n")[1:-1], "fix": _value(fix, fix_more), "status": status or "open",
        "notes": _value(notes, notes_more), "line": line + 1, "labels": LABEL_TO_KEY[language.lower()][1],
    })
    return Block(line, end_line, entry.number, entry, (),
                 _LaterSpans(work, start, match.end(), line, end_line - line, prefix, name))


def _entry(fields: dict[str, Any]) -> Entry:
    """An Entry holding `fields` (every one of them), built without its generated __init__.

    A frozen value class's __init__ sets each of the 16 fields through object.__setattr__: that was
    an eighth of reading a rendered block. The object is the same (tests/test_parse.py compares
    these entries with ones the general reader builds through __init__).
    """
    entry = object.__new__(Entry)
    object.__setattr__(entry, "__dict__", fields)
    return entry


def _value(first: str, more: str) -> str:
    """A field's text from its label line and its continuation lines (all blank or indented two)."""
    if not more:
        return trimmed(first)
    if not first:  # the label alone on its line, as render.py writes a longer value
        return trimmed(("\n" + more).replace("\n  ", "\n")[1:-1])
    return trimmed(first + ("\n" + more).replace("\n  ", "\n")[:-1])


class _LaterSpans(Mapping[str, tuple[int, int]]):
    """A quickly read block's field lines, found by the general reader when an edit first asks."""

    __slots__ = ("_where", "_found")

    def __init__(self, work: str, start: int, end: int, line: int, count: int, prefix: str, name: str) -> None:
        self._where = (work, start, end, line, count, prefix, name)
        self._found: Mapping[str, tuple[int, int]] | None = None

    @property
    def _spans(self) -> Mapping[str, tuple[int, int]]:
        if self._found is None:
            work, start, end, line, count, prefix, name = self._where
            self._found = _read_block(_bare_lines(work, start, end, count), line, prefix, name).spans
        return self._found

    def __getitem__(self, key: str) -> tuple[int, int]:
        return self._spans[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._spans)

    def __len__(self) -> int:
        return len(self._spans)

    def __repr__(self) -> str:
        return repr(dict(self._spans))


# ----------------------------------------------------------------------- the general reader
def _read_block(lines: list[str], first: int, prefix: str, name: str, fenced: set[int] | None = None) -> Block:
    """One block from its bare lines (lines[0] is its header; `first` is that line's index) and
    which of them are inside fenced code (found here when not given)."""
    patterns = patterns_for(prefix)
    if fenced is None:
        (fenced,) = fenced_lines([lines])
    conflicts = tuple(Problem(name, first + i + 1, "leftover git conflict marker")
                      for i in _conflict_lines(lines, fenced))
    header = patterns.strict.match(lines[0])
    loose = patterns.loose.match(lines[0])
    number = int(loose.group(1)) if loose else None
    end = first + len(lines)
    if number is not None and number > MAX_ID_NUMBER:
        return Block(first, end, None, None, (
            Problem(name, first + 1, f"entry number {number} is too large (at most {MAX_ID_NUMBER})"), *conflicts,
        ))
    if header is None:
        return Block(first, end, number, None, (
            Problem(name, first + 1, f"malformed entry header (expected '## {prefix}NNNN · title')"), *conflicts,
        ))
    reader = BlockReader(name, first)
    reader.read(lines, fenced)
    block = reader.finish(number or 0, header.group(1) + header.group(2), (header.group(3) or "").strip(), end)
    if not conflicts:
        return block
    return Block(block.start, block.end, block.number, None, block.problems + conflicts, block.spans)


