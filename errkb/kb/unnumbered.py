"""Level-2 headings without an ID: where a person's own block begins, and how it gets its ID.

A person adding an entry by hand often types `## Port 5173 in use` and its fields, without an
`E-NNNN`. Read as more of the block above, its lines damaged that entry (`field 'Fix' appears
twice`) and the new block was lost from sight. So any heading `## …` at the left margin and outside
fenced code ends the block above it (a captured line is always indented, so never one). What
follows it up to the next heading is a block of its own: a section heading of the file (`## Python`)
when no field of an entry follows it, said nothing of; else an entry waiting for its ID, reported
at its heading's line and left out of matching until it has one; meanwhile its error met again
is refused a second entry (`waiting_entries`, read by loop/record.py). `errkb doctor --fix` writes
the next free ID into each such heading (`numbered`), and nothing else.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterator
from functools import lru_cache
from typing import TYPE_CHECKING

from ..errors import ErrkbError
from ..model import Problem
from .block import Block, label_of
from .labels import format_id

if TYPE_CHECKING:
    from ..model import Entry
    from .kbformat import KbFormat
    from .parse import Document

# The fields that make a block an entry rather than a section of the file: what was typed, what it
# printed, what fixed it. A note alone (`- Note: these come from CI`) can sit under a section.
_ENTRY_FIELDS = frozenset({"trigger", "raw", "fix"})


def is_heading(line: str) -> bool:
    """A level-2 ATX heading at the left margin (`## x`, `##`; not `###`, not an indented line)."""
    return line.startswith("##") and line[2:3] in ("", " ", "\t")


def may_hold_heading(text: str, prefix: str, start: int = 0, end: int | None = None) -> bool:
    """A cheap first look: whether a line starting in text[start:end] could be such a heading (one
    that is no `## <prefix><digit>` entry header)."""
    end = len(text) if end is None else end
    if start == 0 and _heading_in_text(prefix).match("\n" + text[:64]):
        return True
    # Searched as the literal "\n##", which `re` finds with a fast scan (a MULTILINE `^` defeats it).
    return _heading_in_text(prefix).search(text, max(start - 1, 0), end) is not None


@lru_cache(maxsize=8)
def _heading_in_text(prefix: str) -> re.Pattern[str]:
    return re.compile(rf"\n##(?:(?! {re.escape(prefix)}\d)[ \t]|[\r\n]|$)")


def heading_starts(lines: list[str], fenced: set[int], first: int = 1) -> list[int]:
    """The lines from `first` on that open a block of their own: headings outside fenced code."""
    return [i for i in range(first, len(lines)) if lines[i].startswith("##") and i not in fenced and is_heading(lines[i])]


def pieces(lines: list[str], starts: list[int]) -> Iterator[tuple[int, int]]:
    """[start, end) of each piece the headings at `starts` cut `lines` into, the first from 0."""
    bounds = [0, *starts, len(lines)]
    yield from ((bounds[k], bounds[k + 1]) for k in range(len(bounds) - 1) if bounds[k] < bounds[k + 1])


def heading_title(line: str) -> str:
    """The heading's text: `## Port 5173 in use ##` → `Port 5173 in use` (CommonMark's closing
    hashes are layout, not title)."""
    text = line[2:].strip()
    closed = re.fullmatch(r"(.*?)(?:^|[ \t]+)#+", text)
    return (closed.group(1) if closed else text).strip()


def is_entry_like(lines: list[str], fenced: set[int]) -> bool:
    """Whether the lines under a heading hold an entry's field (or errkb's machine comment)."""
    for i in range(1, len(lines)):
        line = lines[i]
        if i in fenced or not line.startswith(("- ", "<!-- errkb:")):
            continue
        if line.startswith("<!--"):
            return True
        found = label_of(line)
        if found is not None and found[0].key in _ENTRY_FIELDS:
            return True
    return False


def loose_block(lines: list[str], first: int, prefix: str, name: str, waits: bool,
                conflicts: tuple[Problem, ...] = ()) -> Block:
    """The block a heading without an ID opens: when it `waits` for an ID (it holds an entry's
    fields), damaged: left out and reported; else a section of the file, no entry and no problem."""
    end = first + len(lines)
    if not waits:
        return Block(first, end, None, None, conflicts)
    return Block(first, end, None, None, (waiting_problem(lines[0], first, prefix, name), *conflicts))


def waiting_problem(heading: str, line: int, prefix: str, name: str) -> Problem:
    title = heading_title(heading)
    shown = f"## {prefix}NNNN · {title or '<title>'}"
    return Problem(name, line + 1, f"this block has no ID in its heading, so it is no entry yet: make the heading "
                                   f"'{shown}' with the next free number (errkb doctor --fix writes it)")


def numbered_heading(line: str, entry_id: str) -> str:
    """The heading `line` (its line break kept) with `entry_id` in front of its title."""
    body = line.rstrip("\r\n")
    title = heading_title(body)
    return f"## {entry_id} · {title}".rstrip() + line[len(body):]


def numbered(text: str, fmt: KbFormat, next_number: Callable[[], int]) -> tuple[str, list[tuple[int, str]]]:
    """`text` with the next free IDs (from `next_number()`, in file order) written into the headings
    whose blocks wait for one, and (line, ID) for each; every other line as it was. Refused unless
    the text read again shows each under its ID as a block of its own and none waiting."""
    from .parse import parse_document  # which imports this module

    new_text, given, _ = _numbered(parse_document(text, fmt.prefix), fmt, next_number)
    return new_text, given


def _numbered(doc: Document, fmt: KbFormat,
              next_number: Callable[[], int]) -> tuple[str, list[tuple[int, str]], Document | None]:
    """`numbered` of a document read already, with the numbered text as read again (None when
    nothing waits)."""
    from .parse import parse_document

    if not doc.unnumbered:
        return doc.text, [], None
    first = next_number()
    lines = list(doc.lines)
    given = []
    for k, at in enumerate(doc.unnumbered):
        entry_id = format_id(first + k, fmt.prefix, fmt.width)
        lines[at] = numbered_heading(lines[at], entry_id)
        given.append((at + 1, entry_id))
    new_text = "".join(lines)
    after = parse_document(new_text, fmt.prefix)
    starts = {block.start: block.number for block in after.blocks}
    if after.unnumbered or any(starts.get(line - 1) != first + k for k, (line, _) in enumerate(given)):
        raise ErrkbError("refusing to write: a numbered heading would not read back as a block of its own")
    return new_text, given, after


def waiting_entries(doc: Document, fmt: KbFormat) -> list[tuple[int, Entry]]:
    """(1-based heading line, entry) of each block of `doc` that waits for an ID and would parse as
    an entry once it has one: the entries a person typed that matching does not see yet. Numbered
    past every ID in the file, only to be read; nothing is written."""
    from .parse import highest_number  # which imports this module

    if not doc.unnumbered:
        return []
    following = itertools.count(highest_number(doc.text, fmt.prefix) + 1)
    try:
        _, given, after = _numbered(doc, fmt, lambda: next(following))
    except ErrkbError:
        return []
    blocks = {block.start + 1: block for block in after.blocks} if after else {}
    return [(line, found.entry) for line, _ in given if (found := blocks.get(line)) and found.entry is not None]
