"""Which block an ID names: its own header, else an alias or a renumbering a merge recorded
(docs/sync.md); with the sig the caller knew, the entry it meant even if its number moved.
"""

from __future__ import annotations

import re

from ..errors import NotFound
from .labels import ALIASES, MERGED_SIGS, RENUMBERED_FROM, format_id, id_numbers, parse_id, split_list
from .parse import Document

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .store import KbFormat


def resolve_number(doc: Document, id_text: str, fmt: KbFormat, sig: str | None = None) -> int:
    """The number of the block `id_text` names (see the module docstring); NotFound when none.

    With `sig`, an entry whose header holds the number but whose sig differs is not the one
    asked for: a merge gave the number to it, and the asker's entry moved (`renumbered-from`)."""
    number = parse_id(id_text, fmt.prefix)
    if number is None:
        raise NotFound(f"{id_text!r} is not an entry ID (expected like {format_id(7, fmt.prefix, fmt.width)})")
    block = doc.any_block_for(number)
    holder = block.entry if block is not None else None
    if sig and (holder is None or holder.sig != sig):
        moved = _carrying_sig(doc, sig, number, fmt.prefix)
        if moved is not None:
            return moved
        if holder is not None:
            raise NotFound(f"{format_id(number, fmt.prefix, fmt.width)} now names another error (sig {holder.sig}), "
                           f"and no entry carries sig {sig} (it may have been archived)")
    if block is not None:
        return number
    for key in (ALIASES, RENUMBERED_FROM):
        for entry in doc.entries:
            if number in id_numbers(entry.meta.get(key, ""), fmt.prefix):
                return entry.number
    raise NotFound(f"no entry {format_id(number, fmt.prefix, fmt.width)} (it may have been archived)")


def _carrying_sig(doc: Document, sig: str, number: int, prefix: str) -> int | None:
    """The entry with `sig` (its own, or one folded into it), preferring one that lists `number`."""
    found = [e for e in doc.entries if e.sig == sig or sig in split_list(e.meta.get(MERGED_SIGS, ""))]
    for entry in found:
        if number in id_numbers(entry.meta.get(RENUMBERED_FROM, "") + "," + entry.meta.get(ALIASES, ""), prefix):
            return entry.number
    return found[0].number if found else None


_FORMER = re.compile(r"(?:^|\s)(?:aliases|renumbered-from)=(\S+)")


def former_numbers(text: str, prefix: str) -> int:
    """The highest number an alias or a renumbered-from names: never handed out again, so an old
    ID keeps naming the entry it was folded into."""
    if "aliases=" not in text and "renumbered-from=" not in text:
        return 0
    return max((n for value in _FORMER.findall(text) for n in id_numbers(value, prefix)),
               default=0)
