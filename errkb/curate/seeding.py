"""`errkb seed`: the curated seed entries a KB lacks, appended to a KB that already exists.

A seed is present when any entry, live or archived, carries its fingerprint (as its sig, or as
the fingerprint the current normalizer gives its title) or its exact title: a KB seeded before
a normalizer change, an entry a person retitled, and a seed a person forgot (archived) are all
left alone. Appended seeds keep their text, status and zero hits, with `fixby=seed`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..derived.kbase import KnowledgeBase
from ..kb.parse import parse_document
from ..kb.seeds import seed_text
from ..kb.store import decode
from ..machine.fsutil import read_bytes
from ..model import Entry, NewEntry


@dataclass(frozen=True)
class SeedReport:
    """What `errkb seed` added, and how many seeds were there already."""

    added: list[tuple[str, str]]  # (new ID, title)
    present: int

    def to_json(self) -> dict[str, object]:
        return {"schema": "errkb.seed/1", "added": [{"id": i, "title": t} for i, t in self.added],
                "present": self.present}


def add_missing_seeds(kb: KnowledgeBase) -> SeedReport:
    kb.store.require()
    seeds = parse_document(seed_text(), name="ERRORS.seed.md").entries
    known_sigs, known_titles = _present(kb)
    added: list[tuple[str, str]] = []
    present = 0
    for seed in seeds:
        if seed.sig in known_sigs or seed.title in known_titles:
            present += 1
            continue
        entry, created = kb.append(_as_new(seed))
        if created:
            added.append((entry.id, entry.title))
        else:
            present += 1
        known_sigs.add(seed.sig)
    return SeedReport(added, present)


def _present(kb: KnowledgeBase) -> tuple[set[str], set[str]]:
    sigs: set[str] = set()
    titles: set[str] = set()
    for item in kb.index().all():
        sigs.update((item.sig, item.fp))
        titles.add(item.title)
    archive = parse_document(decode(read_bytes(kb.location.archive_md)), kb.store.format().prefix, "ERRORS.archive.md")
    for entry in archive.entries:
        sigs.update((entry.sig, entry.fingerprint))
        titles.add(entry.title)
    sigs.discard("")
    return sigs, titles


def _as_new(seed: Entry) -> NewEntry:
    extra = tuple((k, v) for k, v in seed.meta.items() if k not in ("sig", "cat", "code", "first", "fixby"))
    return NewEntry(title=seed.title, sig=seed.sig, cat=seed.cat, code=seed.code, category=seed.category,
                    trigger=seed.trigger, raw=seed.raw, fix=seed.fix, status=seed.status, notes=seed.notes,
                    first=seed.meta.get("first", ""), extra_meta=(*extra, ("fixby", "seed")), hits=0)
