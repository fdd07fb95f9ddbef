"""ERRORS.md → blocks, entries and problems, every problem with its line.

The only module that imports markdown-it-py. markdown-it finds the fenced code, so a raw sample
that quotes `## E-0001 · …` or a `- Fix:` line inside a fence can never split a block. Fields
inside a block are read line by line, tolerantly, the way a person edits them. One damaged block
is reported and left out; every other block keeps working.

Every line that opens with `## <prefix><digit>` starts a block: markdown-it makes it a heading,
and a fence left open above it is cut there (see `_fenced_lines`). So blocks are found with one
search, and each is read on its own. A block laid out the way render.py writes it (fields in
order, every other line blank or indented by two, fences closed) is read by one regular
expression, `_Patterns.shape`; in that layout the fences are plain to see, and
tests/test_parse.py checks on generated documents that it reads exactly what the general reader
below reads. Any other block, and any block with a problem to report, goes to the general reader.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cached_property, lru_cache
from types import MappingProxyType
from typing import Any, NamedTuple

from ..model import STATUSES, Entry, Problem
from .labels import LABEL_TO_KEY, LABELS, decode_meta
from .textfile import newline_of

_FIELD = re.compile(r"^- ([^:：\n]+)[:：] ?(.*)$")
_COMMENT = re.compile(r"^<!-- errkb:(.*)-->\s*$")
_CONFLICT = re.compile(r"^(?:(?:<{7}|>{7}|\|{7})(?: |$)|={7}$)", re.MULTILINE)
_SEEN = re.compile(
    r"^(.*?)\s*·\s*(?:Last seen|最近)[:：]\s*(.*?)\s*·\s*(?:Hits|命中)[:：]\s*(\S*)$", re.IGNORECASE
)
_FENCE_OPEN = re.compile(r"^(\s*)(`{3,}|~{3,})(.*)$")
_ODD_BREAKS = re.compile("[\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]")
_LINE = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$")
_BREAK = re.compile(r"\r\n?")


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


@dataclass(frozen=True)
class Document:
    name: str
    text: str
    preamble_end: int
    blocks: list[Block]
    problems: list[Problem]

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


# The largest entry number the index can hold (SQLite's INTEGER); a header naming a larger one is a
# damaged block, reported and left out, never a crash of every command.
MAX_ID_NUMBER = 2**63 - 1


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
    first, total = _next_header(work, 0, _patterns(prefix)), _line_count(work)
    preamble_end = work.count("\n", 0, first) if first < len(work) else total
    places = _places(work, first, preamble_end, total, prefix, name, quick)
    # The blocks the general reader reads waited until all were found: markdown-it then finds
    # all their fences in one pass (a call costs as much as twenty lines).
    preamble = _bare_lines(work, 0, first, preamble_end) if _CONFLICT.search(work, 0, first) else []
    fences = _fenced_lines([preamble, *(found for _, found in places if isinstance(found, list))])
    problems = [Problem(name, i + 1, "leftover git conflict marker") for i in _conflict_lines(preamble, fences[0])]
    later = iter(fences[1:])
    blocks = [_read_block(found, line, prefix, name, next(later)) if isinstance(found, list) else found
              for line, found in places]
    return Document(name, text, preamble_end, _unique(blocks, name, problems), problems)


def _places(work: str, pos: int, line: int, total: int, prefix: str, name: str,
            quick: bool) -> list[tuple[int, Block | list[str]]]:
    """Every block from offset `pos` (line `line`) on: (its first line, the block) when it is in
    render.py's layout, else (its first line, its bare lines) for the general reader."""
    patterns = _patterns(prefix)
    places: list[tuple[int, Block | list[str]]] = []
    while pos < len(work):
        match = _shape_match(patterns, work, pos) if quick else None
        end = match.end() if match else _next_header(work, pos + 1, patterns)
        end_line = total if end == len(work) else line + work.count("\n", pos, end)
        block = _quick_block(match, work, pos, line, end_line, prefix, name) if match else None
        places.append((line, block if block is not None else _bare_lines(work, pos, end, end_line - line)))
        pos, line = end, end_line
    return places


def _shape_match(patterns: _Patterns, work: str, pos: int) -> re.Match[str] | None:
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


def close_open_fence(value: str) -> str:
    """`value` with a closing fence added when it opens a code fence it never closes.

    Written as a field, such a value would run on over every field after it (markdown-it ends an
    unclosed fence only at the end of the document), so writers close it. The value is checked
    as it will sit in the file: after its label line, each line indented by two spaces.
    """
    if "```" not in value and "~~~" not in value:
        return value  # no fence can open: spares loading markdown-it on the hook's append path
    lines = ["- Fix:", *(f"  {line}" if line else "" for line in value.split("\n"))]
    fences = [t for t in _markdown().parse("\n".join(lines) + "\n") if t.type == "fence" and t.map]
    if not fences or fences[-1].map[1] < len(lines):
        return value
    last, marker = fences[-1], fences[-1].markup
    if len(lines) - 1 > last.map[0] and _closer(marker).fullmatch(lines[-1]):
        return value
    return f"{value}\n{marker}"


def _line_count(work: str) -> int:
    return work.count("\n") + (1 if work and not work.endswith("\n") else 0)


def _bare_lines(work: str, start: int, end: int, count: int) -> list[str]:
    """The `count` lines of work[start:end], without their newlines."""
    return work[start:end].split("\n")[:count]


def _next_header(work: str, pos: int, patterns: _Patterns) -> int:
    """Where the first line at or after `pos` that starts a block begins (len(work) if none)."""
    if pos == 0 and patterns.header.match(work):
        return 0
    found = patterns.next_header.search(work, max(pos - 1, 0))
    return found.start() + 1 if found else len(work)


def _conflict_lines(lines: list[str], fenced: set[int]) -> list[int]:
    return [i for i, line in enumerate(lines)
            if line.startswith(("<", "=", ">", "|")) and i not in fenced and _CONFLICT.match(line)]


# ------------------------------------------------------------------------------ fences
def _fenced_lines(segments: list[list[str]]) -> list[set[int]]:
    """For each segment (bare lines: the preamble, or a block from its header on), which of its
    lines are inside fenced code.

    markdown-it reads only the structural lines (see _STRUCTURAL), of all the segments in one
    pass: the same fences, at a fraction of the cost. A block starts at an entry header, which
    markdown-it makes a heading, so nothing carries over from the segments before it, except a
    fence left open. That one ends with its segment, and the scan starts again at the next: the
    renderer indents every raw line, so a header at column 0 inside a fence means someone left
    the fence unclosed, and letting it run on would swallow the blocks after it.
    """
    view = [(k, i) for k, lines in enumerate(segments) for i in _structural_lines(lines)]
    fenced: list[set[int]] = [set() for _ in segments]
    at = 0
    while at < len(view):
        at = _scan(segments, view[at:], fenced) + at
    return fenced


def _scan(segments: list[list[str]], view: list[tuple[int, int]], fenced: list[set[int]]) -> int:
    """Scan the structural lines `view`; return how many were read before a fence ran out of its
    segment (all of them when none did)."""
    for token in _markdown().parse("\n".join(segments[k][i] for k, i in view) + "\n"):
        if token.type != "fence" or token.map is None:
            continue
        first, last = token.map
        k, opener = view[first]
        lines = segments[k]
        beyond = next((j for j in range(first + 1, last) if view[j][0] != k), None)
        if beyond is not None:
            fenced[k].update(range(opener, len(lines)))
            return beyond
        closing = view[last - 1][1]
        closed = last < len(view) or (last - 1 > first and _closer(token.markup).fullmatch(lines[closing]))
        fenced[k].update(range(opener, closing + 1 if closed else len(lines)))
    return len(view)


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


def _closer(marker: str) -> re.Pattern[str]:
    # Any indent: with the "code" rule off, markdown-it lets indented lines open and close fences.
    return re.compile(r"[ \t]*" + re.escape(marker[0]) + "{" + str(len(marker)) + r",}[ \t]*")


# ------------------------------------------------------------------ the rendered layout
# Each part of the layout can match its lines one way only. Python 3.11+ is told so (atomic
# groups, possessive repeats): a hand-edited block that fails near its end then fails at once,
# instead of the engine retrying every shorter split of the lines before it (which made reading
# such a block a sixth slower). Python 3.10 has neither: it reads the same, only slower there.
_ATOMIC = sys.version_info >= (3, 11)


def _atomic(pattern: str) -> str:
    return f"(?>{pattern})" if _ATOMIC else f"(?:{pattern})"


def _many(pattern: str) -> str:
    return f"(?:{pattern})*" + ("+" if _ATOMIC else "")


# A line continuing a field: blank, or indented two and not starting (after any whitespace) with
# three backticks or tildes, so it cannot open a fence; or a whole fence, every line indented
# two, opened at two spaces (so it opens whatever came before) and closed by a line markdown-it
# closes it with. Nothing at column 0, so no label, comment or conflict marker hides inside.
# Headings (`  # …`) may sit there: a heading is one line and opens or closes no fence.
_TEXT_LINE = r"(?:  (?![^\S\n]*(?:```|~~~))[^\n]*)?\n"


def _fence(group: str, marker: str, info: str) -> str:
    close = rf"  [ \t]*(?P={group}){marker}*[ \t]*\n"
    return rf"  (?P<{group}>{marker}{{3,}})(?!{marker}){info}\n" + _many(rf"(?!{close})(?:  [^\n]*)?\n") + close


def _more(name: str) -> str:
    """A field's continuation lines, captured as `name`."""
    fences = _fence(f"{name}_b", "`", r"[^`\n]*") + "|" + _fence(f"{name}_t", "~", r"[^\n]*")
    return rf"(?P<{name}>" + _many(f"{_TEXT_LINE}|{fences}") + ")"


def _label(key: str, group: str = "") -> str:
    english, chinese = LABELS[key]
    return "- (" + ("?P<" + group + ">" if group else "?:") + f"{re.escape(english)}|{re.escape(chinese)})[:：]"


def _field(key: str) -> str:
    return _atomic(_label(key) + rf" ?(?P<{key}>[^\n]*)\n" + _more(f"{key}_more"))


def _ticked(key: str, choices: str = r"[^`\n]*", label: str = "") -> str:
    """A short field as render.py writes it: its value in backticks, or none; blank lines may follow."""
    return _atomic(_label(key, label) + rf" ?(?:`(?P<{key}>{choices})`)?\n\n*")


def _short(key: str, label: str = "") -> str:
    """Fingerprint or category: in backticks, or (when it holds one itself) as it is, with no
    whitespace at either end; or none."""
    ticked, as_is = rf"`(?P<{key}>[^`\n]*)`", rf"(?P<{key}_as_is>[^\s`](?:[^\n]*\S)?)"
    return _atomic(_label(key, label) + rf" ?(?:{ticked}|{as_is})?\n\n*")


# The seen line as render.py writes it; the times hold no `·` and no whitespace at either end.
_SEEN_LINE = _atomic(_label("first_seen") + r" (?P<first_seen>[^\s·](?:[^\n·]*[^\s·])?) · (?:Last seen|最近)[:：] "
                     r"(?P<last_seen>[^\s·](?:[^\n·]*[^\s·])?) · (?:Hits|命中)[:：] (?P<hits>\d+)\n\n*")

# The raw sample: exactly the fence render.py writes, up to the first line that is exactly its
# closing line. The lines inside are not checked here (that made the whole expression a fifth
# slower); _quick_block checks them only when they hold the fence's backticks at all.
_RAW = _atomic(_label("raw") + r"\n  (?P<raw_fence>`{3,})[^`\n]*\n(?P<raw>(?:\n|  [^\n]*\n)*?)  (?P=raw_fence)\n")


def _closes_early(raw: str, fence: str) -> bool:
    """Whether a line of the raw sample would close its fence already: for markdown-it, or for
    the general reader (which strips any whitespace around the backticks)."""
    return re.search(r"^  [^\S\n]*" + fence + r"`*[^\S\n]*$", raw, re.MULTILINE) is not None


_SHAPE_GROUPS = ("digits", "title", "comment", "language", "fingerprint", "fingerprint_as_is", "category",
                 "category_as_is", "first_seen", "last_seen", "hits", "trigger", "trigger_more", "raw_fence", "raw",
                 "fix", "fix_more", "status", "notes", "notes_more")


@dataclass(frozen=True)
class _Patterns:
    header: re.Pattern[str]  # a line that starts a block, matched at its start
    next_header: re.Pattern[str]  # the same, searched for: a newline and then the header
    strict: re.Pattern[str]
    loose: re.Pattern[str]
    shape: re.Pattern[str]  # a whole block as render.py writes it, up to the next header


@lru_cache(maxsize=8)
def _patterns(prefix: str) -> _Patterns:
    """Compiled once per prefix rather than once per block."""
    escaped = re.escape(prefix)
    shape = (
        _atomic(rf"## {escaped}(?P<digits>\d+) ·(?: (?P<title>[^\n]*))?\n"
                r"(?:<!-- errkb:(?P<comment>[^\n]*)-->[^\S\n]*\n)?\n*")
        + _short("fingerprint", label="language") + _short("category") + _SEEN_LINE + _field("trigger") + _RAW
        + _field("fix") + _ticked("status", "|".join(STATUSES)) + _field("notes") + rf"(?=## {escaped}\d|\Z)"
    )
    return _Patterns(
        header=re.compile(rf"## {escaped}\d"), next_header=re.compile(rf"\n## {escaped}\d"),
        strict=re.compile(rf"^## ({escaped})(\d+) ·(?: (.*))?$"), loose=re.compile(rf"^## {escaped}(\d+)"),
        shape=re.compile(shape),
    )


def _quick_block(match: re.Match[str], work: str, start: int, line: int, end_line: int, prefix: str,
                 name: str) -> Block | None:
    """The block `shape` matched; None when its raw sample closes early, or when its machine
    comment is malformed (the general reader reports that, at its line)."""
    (digits, title, comment, language, fingerprint, fingerprint_as_is, category, category_as_is, first_seen, last_seen,
     hits, trigger, trigger_more, raw_fence, raw, fix, fix_more, status, notes, notes_more) = match.group(*_SHAPE_GROUPS)
    if raw_fence in raw and _closes_early(raw, raw_fence):
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
    """An Entry holding `fields` (every one of them), built without its dataclass __init__.

    A frozen dataclass's __init__ sets each of the 16 fields through object.__setattr__: that was
    an eighth of reading a rendered block. The object is the same (tests/test_parse.py compares
    these entries with ones the general reader builds through __init__).
    """
    entry = object.__new__(Entry)
    object.__setattr__(entry, "__dict__", fields)
    return entry


def _value(first: str, more: str) -> str:
    """A field's text from its label line and its continuation lines (all blank or indented two)."""
    if not more:
        return _trimmed(first)
    if not first:  # the label alone on its line, as render.py writes a longer value
        return _trimmed(("\n" + more).replace("\n  ", "\n")[1:-1])
    return _trimmed(first + ("\n" + more).replace("\n  ", "\n")[:-1])


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
    patterns = _patterns(prefix)
    if fenced is None:
        (fenced,) = _fenced_lines([lines])
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
    reader = _BlockReader(name, first)
    reader.read(lines, fenced)
    block = reader.finish(number or 0, header.group(1) + header.group(2), (header.group(3) or "").strip(), end)
    if not conflicts:
        return block
    return Block(block.start, block.end, block.number, None, block.problems + conflicts, block.spans)


class _BlockReader:
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
        text = {key: _trimmed("\n".join(lines)) for key, lines in self.values.items()}
        raw = self._raw(text.get("raw", ""))
        status = _status(text.get("status", ""))
        if status is None:
            choices = f"{', '.join(STATUSES[:-1])} or {STATUSES[-1]}"
            self.problems.append(Problem(self.name, self._where("status"),
                                         f"unknown status {text.get('status', '').strip()!r} (use {choices})"))
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


def _trimmed(value: str) -> str:
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
