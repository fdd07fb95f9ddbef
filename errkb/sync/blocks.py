"""ERRORS.md as a merge sees it: a preamble and blocks, each block known by its identity, and a
merged entry written back into the block it came from.

An entry's identity is what it was created as, not its ID: the machine comment's `sig` plus
`first` (when it was created, to the second). A block written by hand, without a sig, is known
by the ID it was first given and its raw message. A damaged block is known by its text alone
and is never rewritten.

Blocks are found the way kb/parse.py finds them (every line opening with `## <prefix><digit>`
starts one), and known by their header and machine comment: a merge of two 10,000-entry files
differs in a few hundred blocks, and only those are parsed in full (`settle`, `Item.entry`).
"""

from __future__ import annotations

import re
from functools import lru_cache

from errkb.valueclass import field, mutable_valueclass, valueclass

from ..kb.block import MAX_ID_NUMBER
from ..kb.edit import edit_fields
from ..kb.ids import former_numbers
from ..kb.labels import RENUMBERED_FROM, decode_meta, format_id, id_numbers, label
from ..kb.parse import Document, parse_document, split_lines
from ..kb.render import SEP
from ..kb.store import KbFormat, front_matter_format
from ..kb.unnumbered import may_hold_heading
from ..model import Entry, Problem

Identity = tuple[str, ...]
# The kinds of block kept by their text, as they are, never merged field by field: a damaged one, a
# copy of another (one identity or one ID twice), and one under a heading without an ID.
UNMERGED = ("damaged", "copy", "loose")
TEXT_FIELDS = ("fingerprint", "category", "trigger", "raw", "fix", "status", "notes")
SEEN_FIELDS = ("first_seen", "last_seen", "hits")
_UNREAD = Entry(id="", number=0, title="")  # `Item.entry` not parsed yet


class Item:
    """One block of a side: its identity, number, machine-comment fields and text (its trailing
    blank lines cut: the merge puts one blank line between blocks). Its entry is parsed when
    first asked for; None when the block is damaged."""

    __slots__ = ("key", "number", "meta", "text", "line", "name", "prefix", "_entry", "_problems")

    def __init__(self, key: Identity, number: int | None, meta: dict[str, str], text: str, line: int,
                 name: str, prefix: str) -> None:
        self.key, self.number, self.meta, self.text = key, number, meta, text
        self.line, self.name, self.prefix = line, name, prefix  # line: of its header, 1-based
        self._entry: Entry | None = _UNREAD
        self._problems: list[Problem] = []

    @property
    def entry(self) -> Entry | None:
        if self._entry is _UNREAD:
            doc = parse_document(self.text, self.prefix, self.name)
            self._entry = doc.entries[0] if len(doc.entries) == 1 and len(doc.blocks) == 1 else None
            self._problems = [Problem(self.name, p.line + self.line - 1, p.message) for p in doc.problems]
        return self._entry

    @property
    def problems(self) -> list[Problem]:
        self.entry  # noqa: B018 - parsed on first use
        return self._problems

    @property
    def parsed(self) -> bool:
        return self._entry is not _UNREAD

    @property
    def sig(self) -> str:
        return self.meta.get("sig", "") or (self.entry.sig if self.entry is not None else "")


@mutable_valueclass
class Side:
    """One version of the file (the base, ours, theirs, or the upstream's)."""

    preamble: str
    items: list[Item]
    fmt: KbFormat
    newline: str
    top: int  # the highest number any header, alias or renumbered-from names
    by_key: dict[Identity, Item] = field(default_factory=dict)

    @property
    def problems(self) -> list[Problem]:
        """The problems of the blocks parsed so far (`settle` parses the ones that matter)."""
        return [p for item in self.items if item.parsed for p in item.problems]


def identity(entry: Entry, prefix: str) -> Identity:
    sig = entry.meta.get("sig", "")
    if sig:
        return ("sig", sig, entry.meta.get("first", ""))
    former = id_numbers(entry.meta.get(RENUMBERED_FROM, ""), prefix)
    return ("hand", str(former[0] if former else entry.number), entry.raw)


# A block's text → its number and machine comment: what one merge has read of it already. The
# three versions of a file hold most blocks alike, so each is read once.
Known = dict[str, tuple[int | None, dict[str, str] | None]]


def read_side(text: str, default: KbFormat, name: str = "ERRORS.md", known: Known | None = None) -> Side:
    fmt = front_matter_format(text, default)
    known = {} if known is None else known
    newline = "\r\n" if "\r\n" in text[:16384] else "\n"
    patterns = _patterns(fmt.prefix)
    # A literal "\n## E-" lets `re` scan fast; a ^ anchor with MULTILINE made it a fifth of a merge.
    starts = [0] if patterns.header.match(text) else []
    starts += [m.start() + 1 for m in patterns.next_header.finditer(text)]
    if "\r" in text.replace("\r\n", "") or (starts and may_hold_heading(text, fmt.prefix, starts[0])):
        # Lone CR line breaks, or a heading without an ID, which ends the block above it unless it
        # sits in fenced code: where the parser starts blocks.
        starts = _parsed_starts(text, fmt.prefix)
    items: list[Item] = []
    by_key: dict[Identity, Item] = {}
    numbers: set[int] = set()
    line = 1 + text.count("\n", 0, starts[0]) if starts else 1
    ends = [*starts[1:], len(text)] if starts else []
    for at, end in zip(starts, ends, strict=True):
        item = _item(text[at:end], line, fmt.prefix, name, newline, known)
        line += text.count("\n", at, end)
        if item.key in by_key or (item.number in numbers and item.key[0] != "damaged"):
            # One identity twice (a block copied by hand), or one ID twice (the parser damages the
            # later block): kept as it is, never merged.
            item.key = ("copy", str(item.number), item.text)
        elif item.number is not None and item.key[0] != "damaged":
            numbers.add(item.number)
        by_key[item.key] = item
        items.append(item)
    preamble = text[: starts[0]] if starts else text
    top = max([former_numbers(text, fmt.prefix), *(i.number for i in items if i.number is not None)], default=0)
    return Side(preamble, items, fmt, newline, top, by_key)


@valueclass
class _Patterns:
    header: re.Pattern[str]  # a block's first line, matched at its start; group 1: the number
    next_header: re.Pattern[str]  # the same after a line break, searched for


@lru_cache(maxsize=8)
def _patterns(prefix: str) -> _Patterns:
    escaped = re.escape(prefix)
    return _Patterns(re.compile(rf"## {escaped}(\d+)"), re.compile(rf"\n## {escaped}\d"))


def _parsed_starts(text: str, prefix: str) -> list[int]:
    """Where each block starts, as the parser reads the text (any line break)."""
    doc = parse_document(text, prefix)
    offsets = [0]
    for line in doc.lines:
        offsets.append(offsets[-1] + len(line))
    return [offsets[block.start] for block in doc.blocks]


def _item(raw: str, line: int, prefix: str, name: str, newline: str, known: Known) -> Item:
    text = _without_blank_tail(raw) + newline
    read = known.get(text)
    if read is None:
        read = known[text] = _header_and_comment(text, prefix)
    number, meta = read
    item = Item(("pending",), number, meta or {}, text, line, name, prefix)
    if not _patterns(prefix).header.match(text):
        # A heading without an ID and what follows it: a section of the file, or a block a person
        # typed that waits for its ID. Kept by its text, as it is; doctor reports one that waits.
        item.key = ("loose", text)
    elif meta and meta.get("sig"):
        item.key = ("sig", meta["sig"], meta.get("first", ""))
    else:  # written by hand (its raw message is part of its identity), or damaged: read it all
        entry = item.entry
        item.key = identity(entry, prefix) if entry is not None else ("damaged", text)
        item.meta = dict(entry.meta) if entry is not None else {}
    return item


def _without_blank_tail(raw: str) -> str:
    """The block without its trailing blank lines and last line break (its last line's trailing
    spaces kept: they are the text's, not the layout's)."""
    content = len(raw.rstrip(" \t\r\n"))
    end = raw.find("\n", content)
    if end < 0:
        return raw
    return raw[:end - 1] if end and raw[end - 1] == "\r" else raw[:end]


def _header_and_comment(text: str, prefix: str) -> tuple[int | None, dict[str, str] | None]:
    """A block's number and machine comment (shared by the sides that hold the block alike:
    callers copy `meta` before changing it)."""
    header = _patterns(prefix).header.match(text)
    number = int(header.group(1)) if header else None
    return (number if number is None or number <= MAX_ID_NUMBER else None), _comment(text)


def _comment(text: str) -> dict[str, str] | None:
    """The machine comment on the block's second line; None when there is none, or it is not
    well formed (the full parse then says what is wrong)."""
    first_end = text.find("\n")
    second_end = text.find("\n", first_end + 1)
    line = text[first_end + 1: second_end if second_end >= 0 else len(text)].rstrip()
    if not (line.startswith("<!-- errkb:") and line.endswith("-->")):
        return None
    meta = {}
    for pair in line[len("<!-- errkb:"):-3].split():
        key, eq, value = pair.partition("=")
        if not eq or not key:
            return None
        meta[key] = decode_meta(value) if "%" in value else value
    return meta


def settle(side: Side, other: Side) -> None:
    """Parse the blocks of `side` that `other` does not hold as they are (the ones the merge
    must look into): a damaged one is then known by its text, never merged with a good one."""
    for item in side.items:
        twin = other.by_key.get(item.key)
        if item.key[0] in UNMERGED or (twin is not None and twin.text == item.text):
            continue
        if item.entry is None:
            del side.by_key[item.key]
            item.key = ("damaged", item.text)
            side.by_key[item.key] = item


def changed_ids(before: str, after: str, fmt: KbFormat) -> tuple[list[str], list[str]]:
    """(new IDs, updated IDs) of ERRORS.md `after` against `before`, by entry identity."""
    was = {item.key: item.text for item in read_side(before, fmt).items}
    side = read_side(after, fmt)
    new: list[str] = []
    updated: list[str] = []
    for item in side.items:
        if was.get(item.key) == item.text or item.key[0] in UNMERGED or item.number is None:
            continue
        entry_id = format_id(item.number, side.fmt.prefix, side.fmt.width)
        (updated if item.key in was else new).append(entry_id)
    return new, updated


def render_block(source: Item, entry: Entry, number: int, fmt: KbFormat) -> str:
    """`source`'s block holding `entry`'s values under `number`: only the lines of what differs
    are rewritten (kb/edit.py proves nothing else moved)."""
    was = source.entry
    assert was is not None and source.number is not None
    changes = {key: getattr(entry, key) for key in TEXT_FIELDS if getattr(entry, key) != getattr(was, key)}
    meta: dict[str, str | None] = {key: entry.meta.get(key) for key in {*was.meta, *entry.meta}
                                   if entry.meta.get(key) != was.meta.get(key)}
    text = source.text
    if changes or meta:
        doc = parse_document(text, fmt.prefix)
        text = edit_fields(doc, source.number, changes, fmt.prefix, dict(sorted(meta.items())) or None)
    if tuple(getattr(entry, k) for k in SEEN_FIELDS) != tuple(getattr(was, k) for k in SEEN_FIELDS):
        text = _with_seen_line(text, entry, fmt)
    if number != source.number or entry.title != was.title:
        text = _with_header(text, entry.title, format_id(number, fmt.prefix, fmt.width), entry.title != was.title)
    return text


def _with_header(text: str, title: str, entry_id: str, retitle: bool) -> str:
    first, _, rest = text.partition("\n")
    ending = "\r" if first.endswith("\r") else ""
    if retitle:
        header = f"## {entry_id}{SEP}{title}".rstrip()
    else:
        header = re.sub(r"^## \S+?\d+(?= ·|$)", lambda _: f"## {entry_id}", first.rstrip("\r"), count=1)
    return header + ending + "\n" + rest


def _with_seen_line(text: str, entry: Entry, fmt: KbFormat) -> str:
    doc: Document = parse_document(text, fmt.prefix)
    block = doc.blocks[0] if doc.blocks else None
    if block is None or "first_seen" not in block.spans:
        return text
    start, end = block.spans["first_seen"]
    language = entry.labels
    line = (f"- {label('first_seen', language)}: {entry.first_seen}{SEP}{label('last_seen', language)}: "
            f"{entry.last_seen}{SEP}{label('hits', language)}: {entry.hits}{doc.newline}")
    lines = split_lines(text)
    return "".join([*lines[:start], line, *lines[end:]])
