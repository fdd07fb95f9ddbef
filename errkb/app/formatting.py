"""Plain-text renderings shared by the CLI and the MCP tools, so both say the same thing."""

from __future__ import annotations

from ..derived.items import IndexedEntry
from ..model import Entry
from .lookup import LookupResult


def one_line(text: str, limit: int = 0) -> str:
    text = " ".join(text.split())
    return text if not limit or len(text) <= limit else text[: limit - 1].rstrip() + "…"


def format_lookup(result: LookupResult) -> str:
    if not result.results:
        return f'No entry matches "{one_line(result.query, 80)}".'
    lines = []
    for r in result.results:
        how = {"exact": "known (exact match)", "id": "by ID", "alias": f"by ID ({result.query.strip()} is now {r.id})",
               "fingerprint": "by fingerprint",
               "fuzzy": f"approximate match (similarity {r.score:.2f}), verify first",
               "code": "approximate match (same error code), verify first",
               "search": "related by words, verify first"}.get(r.via, r.via)
        lines.append(f"{r.id} · {one_line(r.title, 120)}")
        sig = f" · sig: {r.sig}" if r.sig else ""
        lines.append(f"  {how} · hits: {r.hits} · status: {r.status}{sig}")
        lines.append(f"  fix: {one_line(r.fix, 400) if r.fix else '(none recorded)'}")
    return "\n".join(lines)


def format_entry(entry: Entry, hits: int, last_seen: str) -> str:
    rows = [
        f"{entry.id} · {entry.title}",
        f"category: {entry.category or entry.cat} · status: {entry.status} · hits: {hits}",
        f"first seen: {entry.first_seen} · last seen: {last_seen}",
        f"fingerprint: {entry.sig}",
    ]
    if entry.trigger:
        rows.append(f"trigger: {entry.trigger}")
    rows.append("fix: " + (entry.fix if entry.fix else "(none recorded)"))
    if entry.notes:
        rows.append("notes: " + entry.notes)
    if entry.raw:
        rows.append("raw message:\n" + "\n".join("  " + line for line in entry.raw.split("\n")))
    return "\n".join(rows)


def format_list_row(entry: IndexedEntry, hits: int) -> str:
    return f"{entry.id}  {entry.status:<7}  {hits:>4}  {one_line(entry.title, 100)}"
