"""What one event adds to state.json (repeats counted, machine-wide counters, trust records),
gathered while the engine handles it and written once, in one locked update, when it is done.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (milliseconds a hook call)
if TYPE_CHECKING:
    from ..derived.kbase import KnowledgeBase
    from ..machine.state import State
    from .inject import Notice


class Totals:
    """What this event adds to state.json (repeats counted, machine-wide counters, trust records),
    all written in one locked update when the event is done; meanwhile `view` is this machine's
    state as it will then be, read once (state.json grows with every entry ever hit)."""

    def __init__(self) -> None:  # a plain class: internal, and a dataclass costs a hook call ~1 ms
        self.counts: dict[str, int] = {}
        self.trust_ops: list[tuple[str, str, str]] = []  # (op, sig, fix)
        self.hits: list[tuple[str, str]] = []  # (sig, when) of each repeat
        self._view: State | None = None

    def __bool__(self) -> bool:
        return bool(self.counts or self.trust_ops or self.hits)

    def add(self, key: str, amount: int = 1) -> None:
        self.counts[key] = self.counts.get(key, 0) + amount  # counters decide nothing: the view skips them

    def hit(self, sig: str, when: str) -> None:
        self.hits.append((sig, when))
        if self._view is not None:
            _count(self._view, sig, when)

    def trust(self, op: str, sig: str, fix: str) -> None:
        self.trust_ops.append((op, sig, fix))
        if self._view is not None:
            _trust(self._view, op, sig, fix)

    def view(self, kb: KnowledgeBase) -> State:
        if self._view is None:
            self._view = kb.state()
            for sig, when in self.hits:
                _count(self._view, sig, when)
            for op, sig, fix in self.trust_ops:
                _trust(self._view, op, sig, fix)
        return self._view

    def apply(self, state: State) -> None:
        """Write this event's changes into `state` (freshly read under the KB lock)."""
        from ..machine.state import bump_total

        for sig, when in self.hits:
            _count(state, sig, when)
        for key, amount in self.counts.items():
            bump_total(state, key, amount)
        for op, sig, fix in self.trust_ops:
            _trust(state, op, sig, fix)


def _count_notices(notices: list[Notice], totals: Totals) -> None:
    from .inject import KINDS_WITH_FIX  # loaded already: it wrote them

    for notice in notices:
        if notice.kind == "digest":
            continue  # counted on its own (digest_tokens), or stats would subtract it twice
        totals.add("notices")
        totals.add("notice_tokens", notice.tokens)
        if notice.kind in KINDS_WITH_FIX:
            totals.add("fix_notices")


def _count(state: State, sig: str, when: str) -> None:
    from ..machine.state import count_hit

    count_hit(state, sig, when)


def _trust(state: State, op: str, sig: str, fix: str) -> None:
    from ..machine import trust

    {"injected": trust.note_injected, "recurred": trust.note_recurred, "succeeded": trust.note_succeeded}[op](state, sig, fix)
