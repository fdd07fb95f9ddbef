"""`errkb trust`: how far this machine trusts each known fix, and the way back for one it stopped
showing. The counts are state.json's (machine/trust.py); nothing here touches ERRORS.md."""

from __future__ import annotations

from typing import Any

from errkb.valueclass import asdict, valueclass

from ..derived.items import IndexedEntry
from ..derived.kbase import KnowledgeBase
from ..errors import ErrkbError, NotFound
from ..machine import trust
from ..machine.state import State, update_state


@valueclass
class FixTrust:
    """One entry's fix as this machine has seen it work (or not)."""

    id: str
    title: str
    level: str  # trusted | doubted | suppressed
    shown: int  # notices that carried the fix
    failed_again: int  # the same failure, on the same target, soon after it was shown
    worked: int  # the same work succeeded after it was shown

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    def format(self) -> str:
        return (f"{self.id}  {self.level:<10}  shown {self.shown} · failed again {self.failed_again} · "
                f"worked {self.worked}  {self.title}")


def fix_trust(kb: KnowledgeBase) -> list[FixTrust]:
    """Every fix shown on this machine since it was last edited, in file order."""
    state = kb.state()
    return [_row(entry, state) for entry in kb.index().all()
            if entry.fix.strip() and trust.shown(state, entry.sig, entry.fix)]


def one_fix(kb: KnowledgeBase, entry_id: str) -> FixTrust:
    return _row(_entry(kb, entry_id), kb.state())


def reset_trust(kb: KnowledgeBase, entry_id: str) -> FixTrust:
    """Trust this entry's fix again on this machine: shown again, doubted only if it fails again."""
    entry = _entry(kb, entry_id)
    if not kb.keeps_state:
        raise ErrkbError(f"nothing to reset: the knowledge base is read-only ({kb.read_only}) and this machine keeps "
                         "no counts for it")
    def forget(state: State) -> None:
        trust.reset(state, entry.sig)

    return _row(entry, update_state(kb.location.state_json, kb.location.lock, forget))


def _entry(kb: KnowledgeBase, entry_id: str) -> IndexedEntry:
    from ..kb.labels import parse_id

    number = parse_id(entry_id, kb.store.format().prefix)
    entry = kb.index().get(number) if number is not None else None
    if entry is None:
        raise NotFound(f"no entry {entry_id} (it may have been archived)")
    return entry


def _row(entry: IndexedEntry, state: State) -> FixTrust:
    record = state.trust.get(entry.sig, {}) if trust.shown(state, entry.sig, entry.fix) else {}
    return FixTrust(entry.id, entry.title, trust.level(state, entry.sig, entry.fix) if entry.fix else trust.TRUSTED,
                    int(record.get("injected", 0)), int(record.get("recurred", 0)), int(record.get("succeeded", 0)))
