"""ERRORS.md texts for the sync tests: blocks as errkb renders them, and the IDs a text holds."""

from __future__ import annotations

from errkb.kb.parse import parse_document
from errkb.kb.render import render_entry
from errkb.model import Entry, NewEntry

DAY1, DAY2, DAY3 = "2026-03-01T10:00:00Z", "2026-03-02T10:00:00Z", "2026-03-03T10:00:00Z"


def block(number: int, sig: str, first: str = DAY1, **fields: str) -> str:
    """A block for error `sig` (its title and raw message name it), as errkb appends it."""
    values = {"title": f"[tool:Bash] failure {sig}", "raw": f"boom {sig}"}
    values.update(fields)
    return render_entry(f"E-{number:04d}", NewEntry(sig=sig, cat="tool", first=first, **values))  # type: ignore[arg-type]


def document(*blocks: str, preamble: str = "# ERRORS\n") -> str:
    return preamble + "".join("\n" + b for b in blocks)


def entries(text: str) -> list[Entry]:
    doc = parse_document(text)
    assert doc.problems == [], doc.problems
    return doc.entries


def ids_by_sig(text: str) -> dict[str, str]:
    return {e.sig: e.id for e in entries(text)}


def by_sig(text: str, sig: str) -> Entry:
    found = [e for e in entries(text) if e.sig == sig]
    assert len(found) == 1, f"{sig}: {len(found)} entries"
    return found[0]
