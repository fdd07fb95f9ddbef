"""ERRORS.md as a merge sees it: a preamble and blocks, each block known by its identity, and a
merged entry written back into the block it came from.

An entry's identity is what it was created as, not its ID: the machine comment's `sig` plus
`first` (when it was created, to the second). A block written by hand, without a sig, is known
by the ID it was first given and its raw message. A damaged block is known by its text alone
and is never rewritten.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..kb.edit import edit_fields
from ..kb.labels import RENUMBERED_FROM, format_id, id_numbers, label
from ..kb.parse import Block, Document, parse_document, split_lines
from ..kb.render import SEP
from ..kb.store import KbFormat, former_numbers, front_matter_format
from ..model import Entry, Problem

Identity = tuple[str, ...]
TEXT_FIELDS = ("fingerprint", "category", "trigger", "raw", "fix", "status", "notes")
SEEN_FIELDS = ("first_seen", "last_seen", "hits")


@dataclass(frozen=True)
class Item:
    """One block of a side: its identity, number, entry (None when damaged) and its text, its
    trailing blank lines cut (the merge puts one blank line between blocks)."""

    key: Identity
    number: int | None
    entry: Entry | None
    text: str


@dataclass(frozen=True)
class Side:
    """One version of the file (the base, ours, theirs, or the shared remote's)."""

    preamble: str
    items: list[Item]
    fmt: KbFormat
    newline: str
    problems: list[Problem]
    top: int  # the highest number any header, alias or renumbered-from names
    by_key: dict[Identity, Item] = field(default_factory=dict)


def identity(entry: Entry, prefix: str) -> Identity:
    sig = entry.meta.get("sig", "")
    if sig:
        return ("sig", sig, entry.meta.get("first", ""))
    former = id_numbers(entry.meta.get(RENUMBERED_FROM, ""), prefix)
    return ("hand", str(former[0] if former else entry.number), entry.raw)


def read_side(text: str, default: KbFormat, name: str = "ERRORS.md") -> Side:
    fmt = front_matter_format(text, default)
    doc = parse_document(text, fmt.prefix, name)
    lines = doc.lines
    items: list[Item] = []
    by_key: dict[Identity, Item] = {}
    for block in doc.blocks:
        item = _item(block, lines, fmt.prefix, doc.newline)
        if item.key in by_key:  # one identity twice in one file (a block copied by hand)
            item = Item(("copy", str(item.number), item.text), item.number, item.entry, item.text)
        by_key[item.key] = item
        items.append(item)
    preamble = "".join(lines[: doc.preamble_end])
    top = max([former_numbers(text, fmt.prefix), *(i.number for i in items if i.number is not None)], default=0)
    return Side(preamble, items, fmt, doc.newline, list(doc.problems), top, by_key)


def _item(block: Block, lines: list[str], prefix: str, newline: str) -> Item:
    own = lines[block.start:block.end]
    while own and not own[-1].strip():
        own.pop()
    text = "".join(own)
    if text and not text.endswith(("\n", "\r")):
        text += newline
    if block.entry is None:
        return Item(("damaged", text), block.number, None, text)
    return Item(identity(block.entry, prefix), block.number, block.entry, text)


def changed_ids(before: str, after: str, fmt: KbFormat) -> tuple[list[str], list[str]]:
    """(new IDs, updated IDs) of ERRORS.md `after` against `before`, by entry identity."""
    was = {item.key: item.text for item in read_side(before, fmt).items}
    new, updated = [], []
    for item in read_side(after, fmt).items:
        if item.entry is None:
            continue
        if item.key not in was:
            new.append(item.entry.id)
        elif was[item.key] != item.text:
            updated.append(item.entry.id)
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
