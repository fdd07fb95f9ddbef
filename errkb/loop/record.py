"""capture → match → record: count a repeat in state.json, or append a new entry.

`record_fix` is the only way a fix is written. With a message, an exact match updates that
entry; an approximate one writes nothing and names the candidate; no match appends.
"""

from __future__ import annotations

from collections.abc import Callable

from errkb.valueclass import asdict, valueclass

from ..errors import ErrkbError, WritesPaused
from ..machine.fsutil import now_stamp  # not kb.store's: that import would load the whole Markdown layer
from ..machine.paths import LOCK, STATE_JSON
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


@valueclass
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

    @property
    def ignored(self) -> bool:
        """A known error a person marked `ignore`: counted as a hit, nothing more."""
        return self.known and self.status == "ignore"

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["approximate"] = self.approximate
        data["ignored"] = self.ignored
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
        _refuse_damaged_twin(kb, cap)
        entry_, created = kb.append(_new_entry(cap))
    except WritesPaused as paused:  # known fixes still answer above; a new error waits for the merge
        return Outcome(None, False, "paused", 0.0, cap.title, "", "", 0, cap.fingerprint, paused=paused.message)
    item = kb.index().get(entry_.number)
    if item is None:  # pragma: no cover - the store just wrote it
        raise ErrkbError(f"{entry_.id} was written but is missing from the index")
    return _outcome(item, "new" if created else "exact", 1.0, kb.effective(item).hits, cap, created)


def _refuse_damaged_twin(kb: KnowledgeBase, cap: Capture) -> None:
    """A damaged block, or one typed without an ID, is left out of matching; its error must not
    become a second entry. The document is read only when the index reports a parse problem."""
    if kb.problems():
        from ..kb.store import refuse_damaged_twin, writes_paused_reason

        if writes_paused_reason(kb.location) is not None:
            return  # a merge stopped in the file: the append says so, not a damaged block

        refuse_damaged_twin(kb.store, cap.fingerprint)
        _refuse_waiting_twin(kb, cap)


def _refuse_waiting_twin(kb: KnowledgeBase, cap: Capture) -> None:
    """A block typed by hand without an ID (kb/unnumbered) is left out of matching until `errkb
    doctor --fix` numbers it; its error must not become a second entry meanwhile. The typed blocks
    are matched as the index would match them once numbered."""
    from ..derived.items import index_entry
    from ..errors import TypedTwin
    from ..kb.unnumbered import waiting_entries

    doc = kb.store.document()
    waiting = waiting_entries(doc, kb.store.format(doc.text))
    if not waiting:
        return
    typed = {entry.number: line for line, entry in waiting}
    verdict = match(cap, _Listed([index_entry(entry) for _, entry in waiting]), threshold(kb))
    if verdict.best is not None:
        line = typed[verdict.best.entry.number]
        raise TypedTwin(f"this error is the block typed at ERRORS.md:{line}, which has no ID yet; nothing "
                        "was recorded, so no duplicate of it is made",
                        "errkb doctor --fix writes its ID; then it matches")


class _Listed:
    """A few entries as match's candidate source: each is a candidate, up to match's limit (the
    blocks typed without an ID are a handful)."""

    def __init__(self, items: list[IndexedEntry]) -> None:
        self.items = items

    def exact(self, fp: str) -> list[IndexedEntry]:
        return [item for item in self.items if item.fp == fp]

    def candidates(self, token_list: list[str], limit: int = 40) -> list[IndexedEntry]:
        return self.items[:limit]

    def by_code(self, code: str) -> list[IndexedEntry]:
        return [item for item in self.items if item.code == code]


def _count_now(kb: KnowledgeBase) -> HitCounter:
    def count(sig: str, when: str) -> State:
        return _changed_state(kb, lambda s: count_hit(s, sig, when))

    return count


def _changed_state(kb: KnowledgeBase, change: Callable[[State], None]) -> State:
    """state.json changed and written; only changed in memory when it can be written nowhere."""
    if kb.keeps_state:
        return update_state(kb.location.in_files(STATE_JSON), kb.location.in_files(LOCK), change)
    state = kb.state()
    change(state)
    return state


def _transient_due(kb: KnowledgeBase, cap: Capture) -> bool:
    """A rate limit or timeout earns an ID only on its Nth sighting (transient_threshold)."""
    key = f"transient:{cap.fingerprint}"
    state = _changed_state(kb, lambda s: s.totals.__setitem__(key, s.totals.get(key, 0) + 1))
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


@valueclass
class RecordResult:
    """What record_fix wrote. `fix_as`: what became of the fix given: `fix` (it is the entry's
    fix), `alternative` (the entry had another one, kept; this one went to its notes), or ""."""

    id: str
    created: bool
    status: str
    has_fix: bool
    fix_as: str = ""

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    def format(self) -> str:
        verb = "Created" if self.created else "Updated"
        tail = "" if self.has_fix else ", no fix recorded"
        done = f"{verb} {self.id} (status {self.status}{tail})."
        if self.fix_as == "alternative":
            done += (" It already has a different fix, which stays; yours was added to its notes as an "
                     "alternative (--replace makes yours the fix and keeps the old one in the notes).")
        return done


def record_fix(kb: KnowledgeBase, id: str | None = None, message: str | None = None, fix: str | None = None,
               status: str | None = None, note: str | None = None, source: str = "agent",
               by: str = "person", replace: bool = False, sig: str | None = None) -> RecordResult:
    """Write a fix, status or note: by ID, or by the error's message (exact matches only).

    `by` says who wrote the fix (model.FIX_AUTHORS): `person` from the CLI, `agent` from MCP.
    An entry's different fix is replaced only with `replace` (its text then goes to the notes,
    dated); otherwise the new fix is added to the notes as an alternative. `sig`, given with an
    ID (as lookups and sessions hand them out), makes sure the write reaches the entry the
    caller meant, even if a git merge has since given that ID to another entry."""
    id, message = (id or "").strip() or None, (message or "").strip() or None
    if (id is None) == (message is None):
        raise ErrkbError("give exactly one of id and message")
    if fix is not None and not fix.strip():
        raise ErrkbError("fix is empty")
    from ..model import STATUSES

    if status is not None and status not in STATUSES:
        raise ErrkbError(f"status must be one of {', '.join(STATUSES)}")
    _refuse_steering(fix, note)
    if message is not None:
        from ..recognize.sanitize import looks_binary

        if looks_binary(message):
            raise ErrkbError("the message looks like binary data, not an error message; nothing was written")
    if id is not None:
        if fix is None and status is None and not note:
            raise ErrkbError("nothing to record: give fix, status or note")
        return _update(kb, id, fix, status, note, by, replace, (sig or "").strip() or None)
    assert message is not None
    cap = capture(message, source=source, share=kb.settings.share)
    verdict = find(kb, cap)
    if verdict.best is not None and verdict.best.via == "exact":
        return _update(kb, verdict.best.entry.id, fix, status, note, by, replace)
    if verdict.best is not None:
        candidate = verdict.best.entry.id
        raise ErrkbError(
            f"closest match is {candidate} (approximate, by {verdict.best.via}, similarity "
            f"{verdict.best.similarity:.2f}); nothing was written. "
            f"Record with id {candidate} to confirm, or reword the message"
        )
    final = status or ("fixed" if fix else "open")
    _refuse_damaged_twin(kb, cap)
    entry, created = kb.append(_new_entry(cap, fix or "", final, note or "", by if fix else ""))
    if not created:
        return _update(kb, entry.id, fix, status, note, by, replace)
    return RecordResult(entry.id, True, entry.status, bool(entry.fix), "fix" if entry.fix else "")


def _update(kb: KnowledgeBase, id: str, fix: str | None, status: str | None, note: str | None,
            by: str, replace: bool, sig: str | None = None) -> RecordResult:
    """One entry's fix, status and notes, with its fix history: a different fix already there
    stays unless `replace`; whichever fix is not the entry's goes to its notes, dated."""
    notes = [note] if note else []
    kb.store.refuse_writes_now()  # before the entry is read: a merge stopped in it reads as damage
    if fix is None:
        entry = kb.store.update(id, status=status, note=notes, sig=sig)
        return RecordResult(entry.id, False, entry.status, bool(entry.fix))
    current = kb.store.entry(id, sig)
    if not current.fix.strip() or _same_fix(current.fix, fix):
        # A new fix marks the entry fixed unless the caller said otherwise: an explicit status wins.
        entry = kb.store.update(id, fix=fix, status=status or "fixed", note=notes, meta={"fixby": by},
                                if_fix=current.fix, sig=sig)
        return RecordResult(entry.id, False, entry.status, bool(entry.fix), "fix")
    from ..kb.render import display_time
    from .inject import AUTHORS

    day = display_time(now_stamp())
    if replace:
        notes.append(f"Earlier fix ({AUTHORS.get(current.fixby, AUTHORS['hand'])}), replaced {day}: "
                     f"{_one_line(current.fix)}")
        entry = kb.store.update(id, fix=fix, status=status or "fixed", note=notes, meta={"fixby": by},
                                if_fix=current.fix, sig=sig)
        return RecordResult(entry.id, False, entry.status, True, "fix")
    notes.append(f"Alternative fix ({AUTHORS.get(by, AUTHORS['hand'])}), {day}: {_one_line(fix)}")
    entry = kb.store.update(id, status=status, note=notes, if_fix=current.fix, sig=sig)
    return RecordResult(entry.id, False, entry.status, True, "alternative")


def _same_fix(a: str, b: str) -> bool:
    return _one_line(a) == _one_line(b)


def _one_line(text: str) -> str:
    """A fix as one line of Notes (a fence in it must not open inside the notes)."""
    return " ".join(text.split())


def _refuse_steering(*texts: str | None) -> None:
    from ..recognize.safety import scan

    for text in texts:
        found = scan(text or "")
        if found:
            raise ErrkbError(
                f"refused: the text tries to steer the agent ({found[0]!r}); a fix states facts about the error"
            )
