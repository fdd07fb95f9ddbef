"""capture → match → record: count a repeat in state.json, or append a new entry.

`record_fix` is the only way a fix is written. With a message, an exact match updates that
entry; an approximate one writes nothing and names the candidate; no match appends.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass

from ..errors import ErrkbError, WritesPaused
from ..machine.fsutil import now_stamp  # not kb.store's: that import would load the whole Markdown layer
from ..machine.state import State, count_hit, update_state
from ..recognize.capture import Capture, capture
from .match import DEFAULT_THRESHOLD, Verdict, match

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from typing import Any

    from ..derived.items import IndexedEntry
    from ..derived.kbase import KnowledgeBase
    from ..model import NewEntry

# Counts one repeat of the entry with this sig at this time; returns the state with it counted.
HitCounter = Callable[[str, str], State]


@dataclass(frozen=True)
class Outcome:
    """What happened to one captured failure; `via` is exact|fuzzy|code|new|counted|ignored, or
    paused: a new error not recorded while ERRORS.md is being merged (`paused` says why)."""

    id: str | None
    created: bool
    via: str
    similarity: float
    title: str
    fix: str
    status: str
    hits: int
    fingerprint: str
    sig: str = ""
    excluded: bool = False
    paused: str = ""

    @property
    def approximate(self) -> bool:
        return self.via in ("fuzzy", "code")

    @property
    def known(self) -> bool:
        return self.id is not None and not self.created

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["approximate"] = self.approximate
        return data


def threshold(kb: KnowledgeBase) -> float:
    return kb.settings.fuzzy_threshold or DEFAULT_THRESHOLD


def find(kb: KnowledgeBase, cap: Capture) -> Verdict:
    return match(cap, kb.index(), threshold(kb))


def record_capture(kb: KnowledgeBase, cap: Capture, count: HitCounter | None = None) -> Outcome:
    """Count a repeat of a known error, or append a new entry (transient LLM codes wait).

    `count` counts a repeat; by default at once, in a locked write of its own. The hook's Engine
    passes its own, which writes the count with the event's totals and trust records in one go.
    """
    verdict = find(kb, cap)
    if verdict.best is not None:
        entry = verdict.best.entry
        state = (count or _count_now(kb))(entry.sig, now_stamp())
        hits = kb.effective(entry, state).hits
        return _outcome(entry, verdict.best.via, verdict.best.similarity, hits, cap)
    if cap.transient and not _transient_due(kb, cap):
        return Outcome(None, False, "counted", 0.0, cap.title, "", "", 0, cap.fingerprint)
    try:
        entry_, created = kb.append(_new_entry(cap))
    except WritesPaused as paused:  # known fixes still answer above; a new error waits for the merge
        return Outcome(None, False, "paused", 0.0, cap.title, "", "", 0, cap.fingerprint, paused=paused.message)
    item = kb.index().get(entry_.number)
    if item is None:  # pragma: no cover - the store just wrote it
        raise ErrkbError(f"{entry_.id} was written but is missing from the index")
    return _outcome(item, "new" if created else "exact", 1.0, kb.effective(item).hits, cap, created)


def _count_now(kb: KnowledgeBase) -> HitCounter:
    def count(sig: str, when: str) -> State:
        return update_state(kb.location.state_json, kb.location.lock, lambda s: count_hit(s, sig, when))

    return count


def _transient_due(kb: KnowledgeBase, cap: Capture) -> bool:
    """A rate limit or timeout earns an ID only on its Nth sighting (transient_threshold)."""
    key = f"transient:{cap.fingerprint}"
    state = update_state(kb.location.state_json, kb.location.lock,
                         lambda s: s.totals.__setitem__(key, s.totals.get(key, 0) + 1))
    return state.totals.get(key, 0) >= kb.settings.transient_threshold


def _new_entry(cap: Capture, fix: str = "", status: str = "open", note: str = "", by: str = "") -> NewEntry:
    from ..model import NewEntry

    trigger = f"`{cap.command}`" if cap.command else ""
    return NewEntry(title=cap.title, sig=cap.fingerprint, cat=cap.cat, code=cap.code, category=cap.category,
                    trigger=trigger, raw=cap.raw, fix=fix, status=status, notes=note,
                    extra_meta=(("fixby", by),) if by else ())


def _outcome(entry: IndexedEntry, via: str, similarity: float, hits: int, cap: Capture | None,
             created: bool = False) -> Outcome:
    return Outcome(entry.id, created, via, similarity, entry.title, entry.fix, entry.status, hits,
                   cap.fingerprint if cap else entry.fp, entry.sig, entry.excluded)


@dataclass(frozen=True)
class RecordResult:
    """What record_fix wrote."""

    id: str
    created: bool
    status: str
    has_fix: bool

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    def format(self) -> str:
        verb = "Created" if self.created else "Updated"
        tail = "" if self.has_fix else ", no fix recorded"
        return f"{verb} {self.id} (status {self.status}{tail})."


def record_fix(kb: KnowledgeBase, id: str | None = None, message: str | None = None, fix: str | None = None,
               status: str | None = None, note: str | None = None, source: str = "agent",
               by: str = "person", sig: str | None = None) -> RecordResult:
    """Write a fix, status or note: by ID, or by the error's message (exact matches only).

    `by` says who wrote the fix (model.FIX_AUTHORS): `person` from the CLI, `agent` from MCP.
    `sig`, given with an ID (as lookups and sessions hand them out), makes sure the write reaches
    the entry the caller meant, even if a git merge has since given that ID to another entry."""
    id, message = (id or "").strip() or None, (message or "").strip() or None
    if (id is None) == (message is None):
        raise ErrkbError("give exactly one of id and message")
    if fix is not None and not fix.strip():
        raise ErrkbError("fix is empty")
    from ..model import STATUSES

    if status is not None and status not in STATUSES:
        raise ErrkbError(f"status must be one of {', '.join(STATUSES)}")
    _refuse_steering(fix, note)
    if id is not None:
        if fix is None and status is None and not note:
            raise ErrkbError("nothing to record: give fix, status or note")
        return _update(kb, id, fix, status, note, by, (sig or "").strip() or None)
    assert message is not None
    cap = capture(message, source=source, share=kb.settings.share)
    verdict = find(kb, cap)
    if verdict.best is not None and verdict.best.via == "exact":
        return _update(kb, verdict.best.entry.id, fix, status, note, by)
    if verdict.best is not None:
        candidate = verdict.best.entry.id
        raise ErrkbError(
            f"closest match is {candidate} (approximate, by {verdict.best.via}, similarity "
            f"{verdict.best.similarity:.2f}); nothing was written. "
            f"Record with id {candidate} to confirm, or reword the message"
        )
    final = status or ("fixed" if fix else "open")
    entry, created = kb.append(_new_entry(cap, fix or "", final, note or "", by if fix else ""))
    if not created:
        return _update(kb, entry.id, fix, status, note, by)
    return RecordResult(entry.id, True, entry.status, bool(entry.fix))


def _update(kb: KnowledgeBase, id: str, fix: str | None, status: str | None, note: str | None,
            by: str, sig: str | None = None) -> RecordResult:
    # A new fix marks the entry fixed unless the caller said otherwise: an explicit status wins.
    final = status or ("fixed" if fix is not None else None)
    entry = kb.store.update(id, fix=fix, status=final, note=note, meta={"fixby": by} if fix is not None else None,
                            sig=sig)
    return RecordResult(entry.id, False, entry.status, bool(entry.fix))


def _refuse_steering(*texts: str | None) -> None:
    from ..recognize.safety import scan

    for text in texts:
        found = scan(text or "")
        if found:
            raise ErrkbError(
                f"refused: the text tries to steer the agent ({found[0]!r}); a fix states facts about the error"
            )
