"""The derived index: what matching needs per entry, computed once per ERRORS.md content.

`errors.index.json` and the SQLite mirror (fts.py) both carry the schema version, the
normalizer version and the sha256 of ERRORS.md; any mismatch means rebuild, never an error, and
deleting either is always safe. A stat fast path (mtime, size, inode) spares the hash on the
hook path when nothing changed.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

from .fsutil import atomic_write
from .model import Entry, Problem
from .versions import NORMALIZER_VERSION

if TYPE_CHECKING:
    from .kb.parse import Document

SCHEMA = 1
_TAG = re.compile(r"^\[[^\]]*\]\s*")

Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class IndexedEntry:
    number: int
    id: str
    sig: str
    fp: str
    code: str
    cat: str
    canon: str
    title: str
    category: str
    trigger: str
    fix: str
    status: str
    notes: str
    hits: int
    last_seen: str
    first_seen: str
    excluded: bool
    raw: str
    line: int

    @property
    def headline(self) -> str:
        return _TAG.sub("", self.title)

    @cached_property
    def tokens(self) -> list[str]:
        from .normalize import tokens

        return tokens(self.canon)


def headline_of(title: str) -> str:
    return _TAG.sub("", title)


def index_entry(entry: Entry, known: Mapping[str, str] | None = None) -> IndexedEntry:
    """`known`: headline → canonical form already computed by this normalizer version."""
    from .capture import extract_code  # the recognition pipeline loads only when (re)indexing
    from .fingerprint import fingerprint_of_canonical
    from .normalize import canonical

    entry = _valid_text(entry)
    headline = headline_of(entry.title)
    canon = known.get(headline) if known else None
    if canon is None:
        canon = canonical(headline)
    return IndexedEntry(
        number=entry.number, id=entry.id, sig=entry.sig or entry.id, fp=fingerprint_of_canonical(canon),
        code=entry.code or extract_code(headline), cat=entry.cat, canon=canon, title=entry.title,
        category=entry.category, trigger=entry.trigger, fix=entry.fix, status=entry.status, notes=entry.notes,
        hits=entry.hits, last_seen=entry.last_seen, first_seen=entry.first_seen, excluded=entry.excluded,
        raw=entry.raw, line=entry.line,
    )


_SURROGATE = re.compile("[\udc80-\udcff]")


def _valid_text(entry: Entry) -> Entry:
    """A stray non-UTF-8 byte in ERRORS.md (kept as-is there) becomes U+FFFD in the index, which
    JSON and SQLite must be able to store."""
    fields = ("title", "trigger", "raw", "fix", "notes", "category")
    if not any(_SURROGATE.search(getattr(entry, f)) for f in fields):
        return entry
    from dataclasses import replace

    fixed = {f: getattr(entry, f).encode("utf-8", "surrogateescape").decode("utf-8", "replace") for f in fields}
    return replace(entry, **fixed)


def index_entries(entries: Iterable[Entry], total: int, progress: Progress | None = None,
                  known: Mapping[str, str] | None = None) -> list[IndexedEntry]:
    out = []
    for i, entry in enumerate(entries, 1):
        out.append(index_entry(entry, known))
        if progress and (i % 500 == 0 or i == total):
            progress(i, total)
    return out


def content_hash(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def write_index_json(path: Path, source_hash: str, stat_key: str, items: list[IndexedEntry],
                     problems: list[Problem]) -> None:
    payload = {
        "schema": SCHEMA, "normalizer": NORMALIZER_VERSION, "source_sha256": source_hash, "source_stat": stat_key,
        # vars, not asdict: asdict deep-copies every value, which was a third of the write.
        "problems": [str(p) for p in problems], "entries": [dict(vars(item)) for item in items],
    }
    atomic_write(path, json.dumps(payload, ensure_ascii=False, separators=(",", ":")).encode("utf-8"))


def read_index_json(path: Path, source_hash: str) -> list[IndexedEntry] | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if (not isinstance(data, dict) or data.get("schema") != SCHEMA or data.get("normalizer") != NORMALIZER_VERSION
            or data.get("source_sha256") != source_hash):
        return None
    try:
        return [IndexedEntry(**item) for item in data["entries"]]
    except (KeyError, TypeError):
        return None


def stat_key(st: os.stat_result) -> str:
    return f"{st.st_mtime_ns}:{st.st_size}:{st.st_ino}"


def document_items(doc: Document, progress: Progress | None = None,
                   known: Mapping[str, str] | None = None) -> list[IndexedEntry]:
    entries = doc.entries
    return index_entries(entries, len(entries), progress, known)


def previous_canonicals(path: Path) -> dict[str, str]:
    """headline → canonical form from an older index of this schema and normalizer version.

    The canonical form is most of an index build's cost and depends only on the headline and the
    normalizer version, so after an append (one new entry) the others' forms carry over.
    """
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict) or data.get("schema") != SCHEMA or data.get("normalizer") != NORMALIZER_VERSION:
        return {}
    try:
        return {headline_of(item["title"]): item["canon"] for item in data["entries"]
                if isinstance(item["title"], str) and isinstance(item["canon"], str)}
    except (KeyError, TypeError):
        return {}

