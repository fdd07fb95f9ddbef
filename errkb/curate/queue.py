"""The review queue: every fix no person has confirmed yet, in one place.

Three kinds wait here: fixes mined from transcripts (pending.json, IDs `M-…`), fixes the live
loop learned unattended (`fixby=learned`, or in older KBs the note "Learned fix (unverified)"
without "Learned fix verified"), and fixes an agent recorded over MCP (`fixby=agent`); the
last two are KB entries and keep their entry IDs. `accept` makes a mined fix a normal entry (or
the fix of the entry it matches) with `fixby=mined`, and marks a KB fix `fixby=person`; `reject`
forgets a mined pair for good, and takes a KB fix out of its entry, keeping it in Notes as
rejected (the live loop never learns that text again).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from ..derived.kbase import KnowledgeBase
from ..errors import ErrkbError
from ..kb.render import display_time
from ..loop.inject import withheld
from ..loop.session import REJECTED_FIX
from ..machine.fsutil import now_stamp
from ..model import LEARNED_UNVERIFIED, LEARNED_VERIFIED, Entry, NewEntry
from ..recognize.capture import capture
from .pending import ACCEPTED, PROPOSED, Pending, load_pending, reasons_of, sessions_of, update_pending
from .sanitize import clean_path, clean_text

REVIEWED_BY = {"learned": "the live loop (unattended)", "agent": "an agent (MCP err_record)",
               "withheld": "someone errkb cannot name, and it is withheld from agents"}


@dataclass(frozen=True)
class QueueItem:
    """One fix waiting for review, as `errkb pending` shows it."""

    id: str
    kind: str  # mined | learned | agent
    status: str  # proposed | unserved (mined), or open | fixed (a KB entry's status)
    error: str
    fix: str
    evidence: list[str]
    sightings: int
    hosts: list[str] = field(default_factory=list)
    entry: str = ""  # the KB entry it belongs to or would become the fix of
    first_seen: str = ""
    last_seen: str = ""
    provenance: list[dict[str, str]] = field(default_factory=list)  # mined: host, session file, times

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class Decision:
    """What accept or reject did to one ID."""

    id: str
    action: str  # accepted | rejected
    entry: str = ""
    detail: str = ""

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def review_queue(kb: KnowledgeBase, include_unserved: bool = False) -> list[QueueItem]:
    """Mined candidates (proposed first, then by sightings), then the KB's unreviewed fixes."""
    items = [_mined_item(kb, record) for record in load_pending(kb.location).candidates.values()
             if record["status"] == PROPOSED or include_unserved and record["status"] != ACCEPTED]
    items.sort(key=lambda i: (i.status != PROPOSED, -i.sightings, i.id))
    if kb.store.exists():
        items += [_entry_item(e) for e in kb.store.document().entries if unreviewed(e)]
    return items


def unreviewed(entry: Entry) -> str:
    """"learned" or "agent" when the entry's fix waits for a person; "withheld" when agents are not
    shown it until a person confirms it (loop/inject.withheld: it steers, or it is destructive and
    was typed into the file); else ""."""
    if not entry.fix.strip() or entry.excluded:
        return ""
    fixby = entry.meta.get("fixby", "")
    if fixby in ("learned", "agent"):
        return fixby
    legacy = not fixby and LEARNED_UNVERIFIED in entry.notes and LEARNED_VERIFIED not in entry.notes
    if legacy:
        return "learned"
    return "withheld" if withheld(entry.fix, entry.fixby) else ""


def _mined_item(kb: KnowledgeBase, record: dict[str, Any]) -> QueueItem:
    matched = kb.index().exact(record["sig"]) if kb.store.exists() else []
    evidence = reasons_of(record) or ["sequence only: no second reason yet (unserved)"]
    hosts = sorted({s["host"] for s in record["sightings"]})
    return QueueItem(record["id"], "mined", record["status"], record["headline"], record["fix"], evidence,
                     len(record["keys"]), hosts, matched[0].id if matched else "", record["first_seen"],
                     record["last_seen"], [dict(s) for s in record["sightings"]])


def _entry_item(entry: Entry) -> QueueItem:
    kind = unreviewed(entry)
    notes = [line for line in entry.notes.splitlines() if "Learned fix" in line or "Also worked" in line]
    evidence = [f"recorded by {REVIEWED_BY[kind]}", *notes[-2:]]
    return QueueItem(entry.id, kind, entry.status, entry.title, entry.fix, evidence, entry.hits, [], entry.id,
                     entry.first_seen, entry.last_seen)


# -- decisions ------------------------------------------------------------------------------

def accept(kb: KnowledgeBase, ids: list[str]) -> list[Decision]:
    """Accept each ID; all are checked before any is written, so a typo changes nothing."""
    kb.store.require()
    pending = load_pending(kb.location)
    ids = list(dict.fromkeys(ids))
    kinds = [_kind(kb, pending, one) for one in ids]
    return [_accept_mined(kb, one) if kind == "mined" else _accept_entry(kb, one)
            for one, kind in zip(ids, kinds, strict=True)]


def reject(kb: KnowledgeBase, ids: list[str], reason: str = "") -> list[Decision]:
    """Reject each ID; all are checked before any is written."""
    pending = load_pending(kb.location)
    ids = list(dict.fromkeys(ids))
    kinds = [_kind(kb, pending, one) for one in ids]
    reason = clean_text(reason, kb.settings.share, one_line=True)
    return [_reject_mined(kb, one, reason) if kind == "mined" else _reject_entry(kb, one, reason)
            for one, kind in zip(ids, kinds, strict=True)]


def _kind(kb: KnowledgeBase, pending: Pending, item_id: str) -> str:
    if item_id.upper().startswith("M-"):
        key = "M-" + item_id[2:].lower()
        if key in pending.rejected:
            raise ErrkbError(f"{item_id} was rejected already; a rejected pair never comes back")
        record = pending.candidates.get(key)
        if record is None:
            raise ErrkbError(f"no pending candidate {item_id}", "errkb pending --all lists them")
        if record["status"] == ACCEPTED:
            raise ErrkbError(f"{item_id} was accepted already, as {record.get('accepted_as', '?')}")
        return "mined"
    kb.store.require()
    entry = kb.store.entry(item_id)
    if not unreviewed(entry):
        raise ErrkbError(f"{entry.id} has no fix waiting for review",
                         "errkb pending lists what does; edit a person's fix with errkb record")
    return "entry"


def _accept_mined(kb: KnowledgeBase, item_id: str) -> Decision:
    cid = "M-" + item_id[2:].lower()
    record = load_pending(kb.location).candidates[cid]
    day = display_time(now_stamp())[:10]
    origin = f"mined from {sessions_of(record)} session(s) ({', '.join(sorted({s['host'] for s in record['sightings']}))})"
    target = _matching_entry(kb, record)
    if target is None:
        new = NewEntry(title=record["title"], sig=record["sig"], cat=record["cat"], code=record["code"],
                       category=record["category"], trigger=f"`{record['failed']}`" if record["failed"] else "",
                       raw=record["raw"], fix=record["fix"], status="fixed", first=record["first_seen"],
                       notes=f"Fix {origin}, accepted {day}.", extra_meta=(("fixby", "mined"),),
                       hits=max(1, len(record["keys"])))
        entry, _ = kb.append(new)
        detail = "new entry"
    elif target.excluded:  # wontfix or misjudged: a person decided; the fix is kept beside it
        entry = kb.store.update(target.id, note=f"Also worked ({origin}, accepted {day}): {record['fix']}")
        detail = f"the entry is {target.status if target.status == 'wontfix' else 'misjudged'}: added to its notes"
    elif not target.fix.strip():
        entry = kb.store.update(target.id, fix=record["fix"], status="fixed", meta={"fixby": "mined"},
                                note=f"Fix {origin}, accepted {day}.")
        detail = "fix added to the matching entry"
    else:  # a fix is there already: never overwritten, the mined one is kept beside it
        entry = kb.store.update(target.id, note=f"Also worked ({origin}, accepted {day}): {record['fix']}")
        detail = "the entry has a fix already: added to its notes"

    def mark(pending: Pending) -> None:
        if cid in pending.candidates:
            pending.candidates[cid]["status"] = ACCEPTED
            pending.candidates[cid]["accepted_as"] = entry.id

    update_pending(kb.location, mark)
    return Decision(item_id, "accepted", entry.id, detail)


def _matching_entry(kb: KnowledgeBase, record: dict[str, Any]) -> Entry | None:
    """The entry this error already is: by its sig, else as the live loop would match it."""
    found = kb.index().exact(record["sig"]) or kb.index().by_fingerprint(record["sig"])
    if not found:
        from ..loop.record import find

        cap = capture(record["raw"], record["cat"], "", record["failed"], share=kb.settings.share)
        verdict = find(kb, cap)
        found = [verdict.best.entry] if verdict.best is not None else []
    return kb.store.entry(found[0].id) if found else None


def _accept_entry(kb: KnowledgeBase, item_id: str) -> Decision:
    entry = kb.store.entry(item_id)
    status = "fixed" if entry.status == "open" else None
    updated = kb.store.update(entry.id, status=status, meta={"fixby": "person"})
    return Decision(item_id, "accepted", updated.id, f"fix confirmed (was {unreviewed(entry)})")


def _reject_mined(kb: KnowledgeBase, item_id: str, reason: str) -> Decision:
    cid = "M-" + item_id[2:].lower()
    update_pending(kb.location, lambda pending: pending.reject(cid, reason))
    return Decision(item_id, "rejected", "", "will not be proposed again")


def _reject_entry(kb: KnowledgeBase, item_id: str, reason: str) -> Decision:
    entry = kb.store.entry(item_id)
    day = display_time(now_stamp())[:10]
    why = f", {reason}" if reason else ""
    status = "open" if entry.status == "fixed" else None
    updated = kb.store.update(entry.id, fix="", status=status, meta={"fixby": None},
                              note=f"{REJECTED_FIX} ({day}{why}): {' '.join(entry.fix.split())}")
    return Decision(item_id, "rejected", updated.id, "fix removed, kept in Notes as rejected")


def format_queue(items: list[QueueItem], share: str = "public") -> str:
    """The queue as text for a person or an agent; every shown text is cleaned again, since
    pending.json and ERRORS.md are files anyone may have edited."""
    if not items:
        return "Nothing waits for review."

    def shown(text: str) -> str:
        return clean_text(text, share, one_line=True)

    lines = []
    for item in items:
        seen = f"{item.sightings} sighting{'s' if item.sightings != 1 else ''}" if item.kind == "mined" \
            else f"hits {item.sightings}"
        where = f" ({', '.join(item.hosts)})" if item.hosts else ""
        match = f" · entry {item.entry}" if item.entry and item.kind == "mined" else ""
        lines.append(f"{item.id}  {item.status}  {item.kind}  {seen}{where}{match}")
        lines.append(f"  error:    {shown(item.error)}")
        lines.append(f"  fix:      {shown(item.fix)}")
        lines.extend(f"  evidence: {shown(reason)}" for reason in item.evidence)
        if item.provenance:
            last = item.provenance[-1]
            lines.append(f"  seen:     {shown(last.get('host', ''))} {clean_path(last.get('source', ''))} "
                         f"at {shown(last.get('failed_at', ''))}")
    return "\n".join(lines)
