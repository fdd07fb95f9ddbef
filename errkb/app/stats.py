"""`errkb stats` / err_stats: what the KB holds and what errkb has saved, with its inputs.

The token estimate is net: fix notices × the assumed cost of a re-diagnosis, minus every token
errkb itself put into a context window (notices and session digests). No dollars.
"""

from __future__ import annotations

from typing import Any

from errkb.valueclass import asdict, valueclass

from ..derived.kbase import KnowledgeBase
from ..machine.trust import SUPPRESSED, level

ASSUMED_DIAGNOSIS_TOKENS = 800  # the low end of 800–3000, so the estimate errs towards too little


@valueclass
class Stats:
    kb_dir: str
    entries: int
    hits: int
    open_without_fix: int
    failures: int
    known_failures: int
    hit_rate: float
    sessions: int
    notices: int
    fix_notices: int
    notice_tokens: int
    digest_tokens: int
    resolved: int
    estimated_tokens_saved: int
    suppressed: list[str]

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    def format(self) -> str:
        gross = self.fix_notices * ASSUMED_DIAGNOSIS_TOKENS
        return "\n".join([
            f"Knowledge base: {self.kb_dir}",
            f"Entries: {self.entries} · hits: {self.hits} · open without a fix: {self.open_without_fix}",
            f"Failures seen: {self.failures} · known when seen: {self.known_failures} · hit rate: {self.hit_rate:.0%}",
            f"Sessions: {self.sessions} · notices: {self.notices} ({self.fix_notices} with a fix) · "
            f"resolutions detected: {self.resolved}",
            f"Estimated tokens saved: {self.estimated_tokens_saved} = {self.fix_notices} fix notices × "
            f"{ASSUMED_DIAGNOSIS_TOKENS} assumed per re-diagnosis ({gross}) − {self.notice_tokens} notice tokens − "
            f"{self.digest_tokens} digest tokens",
            "Suppressed fixes (not injected on this machine): " + (", ".join(self.suppressed) or "none"),
        ])


def collect_stats(kb: KnowledgeBase) -> Stats:
    items = kb.index().all()
    state = kb.state()
    totals = state.totals
    failures, known = totals.get("failures", 0), totals.get("known_failures", 0)
    fix_notices = totals.get("fix_notices", 0)
    cost = totals.get("notice_tokens", 0) + totals.get("digest_tokens", 0)
    return Stats(
        kb_dir=str(kb.location.path), entries=len(items), hits=sum(kb.effective(e, state).hits for e in items),
        open_without_fix=sum(1 for e in items if e.status == "open" and not e.fix.strip()),
        failures=failures, known_failures=known, hit_rate=known / failures if failures else 0.0,
        sessions=totals.get("sessions", 0), notices=totals.get("notices", 0), fix_notices=fix_notices,
        notice_tokens=totals.get("notice_tokens", 0), digest_tokens=totals.get("digest_tokens", 0),
        resolved=totals.get("resolved", 0),
        estimated_tokens_saved=fix_notices * ASSUMED_DIAGNOSIS_TOKENS - cost,
        # Judged against the current fix: editing a fix resets its trust, so it is not listed.
        suppressed=[e.id for e in items if e.fix.strip() and level(state, e.sig, e.fix) == SUPPRESSED],
    )
