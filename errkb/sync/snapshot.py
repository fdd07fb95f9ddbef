"""`errkb export --json FILE` and `errkb import FILE`: a whole KB as one JSON object, and a
snapshot (or a dsh-errkb ERRORS.md) merged into this KB by the merge driver's rules.

The snapshot's schema, `errkb.export/1` (docs/sync.md): `{"schema", "exported", "format":
{"id_prefix", "id_width", "labels"}, "entries": [...], "archive": [...], "skipped": [...]}`, each
entry `{"id", "number", "title", "meta", "fingerprint", "category", "first_seen", "last_seen",
"hits", "trigger", "raw", "fix", "status", "notes", "labels"}` (`meta` holds `sig`, `first` and
every other machine-comment field). Damaged blocks are not exported; `skipped` names them.

An import is a merge in which this KB is the published side: its IDs never move; an imported
entry whose ID is taken here moves past every number in use; the same error on both sides (the
same sig, or by the fingerprint this errkb computes, which joins a dsh-errkb entry to an errkb
one) becomes one entry. Entries this KB has archived stay archived. Every imported block is
rendered anew from its fields through the store's redaction: an imported file's bytes never
reach ERRORS.md as they are.
"""

from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from ..errors import ErrkbError
from ..kb.labels import MERGED_SIGS, format_id
from ..kb.parse import parse_document
from ..kb.render import render_entry
from ..kb.store import NEW_ARCHIVE, NEW_DOCUMENT, KbFormat, Store, decode, front_matter_format
from ..machine.fsutil import now_stamp, read_bytes
from ..model import STATUSES, Entry, NewEntry
from .blocks import changed_ids, read_side, render_block
from .git import merge_file
from .merge import merge_documents, upstream_from

SCHEMA = "errkb.export/1"
TEXT_FIELDS = ("title", "fingerprint", "category", "first_seen", "last_seen", "trigger", "raw", "fix", "status", "notes")
_META_KEY = re.compile(r"[A-Za-z][A-Za-z0-9_-]*")
_SEEN = re.compile(r"\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(?::\d{2}Z?)?")


# -- export --------------------------------------------------------------------------------
def export_snapshot(store: Store) -> dict[str, Any]:
    store.require()
    fmt = store.format()
    entries, skipped = _exported(store.read_text(), fmt, "ERRORS.md")
    archive, more = _exported(decode(read_bytes(store.location.archive_md)), fmt, "ERRORS.archive.md")
    return {"schema": SCHEMA, "exported": now_stamp(), "format": {"id_prefix": fmt.prefix, "id_width": fmt.width,
            "labels": fmt.labels}, "entries": entries, "archive": archive, "skipped": skipped + more}


def _exported(text: str, fmt: KbFormat, name: str) -> tuple[list[dict[str, Any]], list[str]]:
    doc = parse_document(text, front_matter_format(text, fmt).prefix, name)
    return [entry_json(e) for e in doc.entries], [str(p) for p in doc.problems]


def entry_json(entry: Entry) -> dict[str, Any]:
    return {"id": entry.id, "number": entry.number, "title": entry.title, "meta": dict(entry.meta),
            "fingerprint": entry.fingerprint, "category": entry.category, "first_seen": entry.first_seen,
            "last_seen": entry.last_seen, "hits": entry.hits, "trigger": entry.trigger, "raw": entry.raw,
            "fix": entry.fix, "status": entry.status, "notes": entry.notes, "labels": entry.labels}


# -- import --------------------------------------------------------------------------------
@dataclass
class ImportReport:
    added: list[str] = field(default_factory=list)
    updated: list[str] = field(default_factory=list)
    renumbered: list[tuple[str, str]] = field(default_factory=list)  # (ID in the snapshot, ID here)
    folded: list[tuple[str, str]] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["renumbered"] = [list(p) for p in self.renumbered]
        data["folded"] = [list(p) for p in self.folded]
        return {"schema": "errkb.import/1", **data}


def import_snapshot(store: Store, path: Path) -> ImportReport:
    store.require()
    fmt = store.format()
    report = ImportReport()
    entries, archive = _read_snapshot(path, fmt, report)
    current = store.read_text()
    current_archive = decode(read_bytes(store.location.archive_md))
    archived_here = set(read_side(current_archive, fmt).by_key)
    known = _fingerprint_sigs(current, fmt)
    changes: dict[Path, tuple[str, str]] = {}
    for target, here, items, empty in ((store.location.errors_md, current, entries, NEW_DOCUMENT),
                                       (store.location.archive_md, current_archive, archive, NEW_ARCHIVE)):
        blocks = [b for b in (_rendered(store, item, fmt, known, report) for item in items) if b]
        if not blocks:
            continue
        snapshot = read_side(_document(here or empty, blocks), fmt)
        kept = [i.text for i in snapshot.items if target == store.location.archive_md or i.key not in archived_here]
        # The base: this file's preamble and no entry. Nothing is a deletion; the preamble stays.
        merged = merge_documents(_document(here or empty, []), here or empty, _document(here or empty, kept),
                                 upstream_from([current, current_archive], holder="ours"),
                                 merge_text=merge_file, default=fmt)
        if not merged.clean:
            raise ErrkbError(f"cannot import into {target.name}: {merged.reasons[0]}", "fix it first (errkb doctor)")
        if merged.text != (here or ""):
            changes[target] = (here, merged.text)
        if target == store.location.errors_md:
            report.renumbered, report.folded = list(merged.renumbered), list(merged.folded)
            report.added, report.updated = changed_ids(here, merged.text, fmt)
    if changes:
        store.replace_merged(changes)
    return report


def _document(like: str, blocks: list[str]) -> str:
    """Blocks under `like`'s preamble: an import never changes the preamble."""
    preamble = read_side(like, KbFormat()).preamble or like
    return preamble + "".join("\n" + b for b in blocks)


def _read_snapshot(path: Path, fmt: KbFormat, report: ImportReport) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    try:
        text = decode(path.read_bytes())
    except OSError as exc:
        raise ErrkbError(f"cannot read {path}: {exc.strerror}") from exc
    if path.suffix.lower() != ".json" and not text.lstrip().startswith("{"):
        return _markdown_entries(text, fmt, path.name, report), []
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise ErrkbError(f"{path}: not JSON ({exc})") from exc
    if not isinstance(data, dict) or data.get("schema") != SCHEMA:
        raise ErrkbError(f"{path}: not an errkb snapshot (expected \"schema\": \"{SCHEMA}\")",
                         "make one with: errkb export --json FILE")
    return _listed(data, "entries", path, report), _listed(data, "archive", path, report)


def _listed(data: dict[str, Any], key: str, path: Path, report: ImportReport) -> list[dict[str, Any]]:
    items = data.get(key, [])
    if not isinstance(items, list):
        raise ErrkbError(f"{path}: \"{key}\" is not a list")
    out = []
    for i, item in enumerate(items):
        if isinstance(item, dict):
            out.append(dict(item, _where=f"{path.name}: {key}[{i}]"))
        else:
            report.skipped.append(f"{path.name}: {key}[{i}]: not an object")
    return out


def _markdown_entries(text: str, fmt: KbFormat, name: str, report: ImportReport) -> list[dict[str, Any]]:
    """A dsh-errkb (or errkb) ERRORS.md: its entries; its damaged blocks are named and left."""
    doc = parse_document(text, front_matter_format(text, fmt).prefix, name)
    report.skipped += [str(p) for p in doc.problems]
    return [dict(entry_json(e), _where=f"{name}:{e.line}") for e in doc.entries]


def _rendered(store: Store, item: dict[str, Any], fmt: KbFormat, known: dict[str, str], report: ImportReport) -> str:
    """An imported entry as a block this store would write, or "" (and a reason) when it is not one."""
    where = item.get("_where", "?")
    problem = _invalid(item)
    if problem:
        report.skipped.append(f"{where}: {problem}")
        return ""
    meta = {k: v for k, v in item.get("meta", {}).items() if _META_KEY.fullmatch(k) and isinstance(v, str)}
    sig = meta.pop("sig", "")
    if sig:
        same = known.get(_fingerprint(item.get("title", "")))
        if same and same != sig:  # the same error under another sig here (dsh-errkb's, an older normalizer's)
            meta[MERGED_SIGS] = same
    new = store.cleaned(NewEntry(
        title=item.get("title", ""), sig=sig, cat=meta.pop("cat", ""), code=meta.pop("code", ""),
        category=item.get("category", ""), trigger=item.get("trigger", ""), raw=item.get("raw", ""),
        fix=item.get("fix", ""), status=item.get("status") or "open", notes=item.get("notes", ""),
        first=meta.pop("first", ""), extra_meta=tuple(meta.items())))
    number = int(item["number"])
    block = render_entry(format_id(number, fmt.prefix, fmt.width), new, fmt.labels)
    source = read_side(block, fmt).items[0]
    assert source.entry is not None
    was = source.entry
    entry = replace(was, hits=int(item.get("hits", 1)), first_seen=_seen(item, "first_seen", was.first_seen),
                    last_seen=_seen(item, "last_seen", was.last_seen))
    return render_block(source, entry, number, fmt)


def _seen(item: dict[str, Any], key: str, default: str) -> str:
    """A seen time from the snapshot when it is one (`2026-09-14 09:12`), else the rendered one."""
    value = str(item.get(key, ""))
    return value.replace("T", " ")[:16] if _SEEN.fullmatch(value) else default


def _invalid(item: dict[str, Any]) -> str:
    if not isinstance(item.get("number"), int) or isinstance(item.get("number"), bool) or item["number"] < 1:
        return "no entry number"
    wrong = [k for k in TEXT_FIELDS if not isinstance(item.get(k, ""), str)]
    if wrong:
        return f"{wrong[0]} is not text"
    if not isinstance(item.get("meta", {}), dict):
        return "meta is not an object"
    hits = item.get("hits", 1)
    if not isinstance(hits, int) or isinstance(hits, bool) or hits < 0:
        return "hits is not a whole number"
    if (item.get("status") or "open") not in STATUSES:
        return f"status {item.get('status')!r} is not one this errkb knows ({', '.join(STATUSES)})"
    return ""


def _fingerprint_sigs(text: str, fmt: KbFormat) -> dict[str, str]:
    """fingerprint (this errkb's, of the title) → sig, of the entries here."""
    from ..derived.items import index_entries

    entries = parse_document(text, front_matter_format(text, fmt).prefix).entries
    return {item.fp: entry.sig for item, entry in zip(index_entries(entries, parallel=False), entries, strict=True)
            if entry.sig}


def _fingerprint(title: str) -> str:
    from ..model import headline_of
    from ..recognize.fingerprint import fingerprint

    return fingerprint(headline_of(title))
