"""Damaged blocks of ERRORS.md (a block that does not parse is left out of matching until a
person fixes it): what their lines still show, and the refusal to record their error again,
which would leave two entries for one error once the block is fixed.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, NamedTuple

from ..errors import DamagedBlock
from ..model import Problem
from .labels import format_id

if TYPE_CHECKING:
    from .kbformat import KbFormat
    from .parse import Document
    from .store import Store


class DamagedEntry(NamedTuple):
    """A block that does not parse: its ID, and the title and sig its lines still show."""

    id: str
    title: str
    sig: str
    problems: tuple[Problem, ...]


_COMMENT_SIG = re.compile(r"<!-- errkb:.*?(?:^|\s)sig=(\S+)")


def damaged_entries(doc: Document, fmt: KbFormat) -> list[DamagedEntry]:
    """The blocks of `doc` that do not parse, each with what its lines still show of it."""
    out = []
    for block in doc.blocks:
        if block.entry is not None or block.number is None:
            continue
        header = doc.lines[block.start].strip()
        sig = next((found.group(1) for line in doc.lines[block.start + 1:block.end]
                    if (found := _COMMENT_SIG.match(line))), "")
        out.append(DamagedEntry(format_id(block.number, fmt.prefix, fmt.width),
                                header.split(" · ", 1)[1] if " · " in header else "", sig, block.problems))
    return out


def damaged_twin(entry_id: str, problem: str) -> DamagedBlock:
    why = f" ({problem})" if problem else ""
    return DamagedBlock(f"this error is {entry_id}, whose block in ERRORS.md does not parse{why}; nothing was "
                        "recorded, so no duplicate of it is made",
                        "fix that block by hand (errkb doctor names its problem)")


def refuse_damaged_twin(store: Store, fingerprint: str) -> None:
    """Refuse a new entry for an error whose entry exists but is damaged (left out of matching)."""
    from ..model import headline_of
    from ..recognize.fingerprint import fingerprint as fingerprint_of

    for twin in store.damaged():
        if fingerprint in (twin.sig, fingerprint_of(headline_of(twin.title)) if twin.title else ""):
            raise damaged_twin(twin.id, str(twin.problems[0]) if twin.problems else "")
