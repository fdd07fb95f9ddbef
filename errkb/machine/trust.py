"""Fix trust, per entry and per machine (state.json `trust`, keyed by the entry's sig).

An injected fix followed by the same error again, on the same target, is doubted (the notice
says so); doubted twice with no success it is suppressed here, which is said once, where it
happens; a later success lifts it back to doubted; editing the fix resets it, because the record
only applies while its `fix_sig` matches the current fix; `errkb trust ID --reset` forgets it.
"""

from __future__ import annotations

from ..digest import sha256_hex
from .state import State

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (milliseconds a hook call)
if TYPE_CHECKING:
    from typing import Any

TRUSTED, DOUBTED, SUPPRESSED = "trusted", "doubted", "suppressed"


def fix_sig(fix: str) -> str:
    return sha256_hex(" ".join(fix.split()).encode("utf-8"))[:12]


def _record(state: State, sig: str, fix: str) -> dict[str, Any]:
    record = state.trust.get(sig)
    if record is None or record.get("fix_sig") != fix_sig(fix):
        record = {"injected": 0, "recurred": 0, "succeeded": 0, "fix_sig": fix_sig(fix)}
        state.trust[sig] = record
    return record


def level(state: State, sig: str, fix: str) -> str:
    record = state.trust.get(sig)
    if not record or record.get("fix_sig") != fix_sig(fix):
        return TRUSTED
    recurred, succeeded = int(record.get("recurred", 0)), int(record.get("succeeded", 0))
    if recurred >= 2 and succeeded == 0:
        return SUPPRESSED
    return DOUBTED if recurred >= 1 else TRUSTED


def worked(state: State, sig: str, fix: str) -> int:
    """How often the work succeeded after this fix was shown, on this machine (0 after an edit)."""
    record = state.trust.get(sig)
    if not record or record.get("fix_sig") != fix_sig(fix):
        return 0
    return int(record.get("succeeded", 0))


def note_injected(state: State, sig: str, fix: str) -> None:
    _record(state, sig, fix)["injected"] += 1


def note_recurred(state: State, sig: str, fix: str) -> None:
    _record(state, sig, fix)["recurred"] += 1


def note_succeeded(state: State, sig: str, fix: str) -> None:
    """A success lifts suppression to doubted, never straight to trusted."""
    if sig in state.trust and state.trust[sig].get("fix_sig") == fix_sig(fix):
        state.trust[sig]["succeeded"] = int(state.trust[sig].get("succeeded", 0)) + 1
        state.trust[sig].pop("told", None)  # suppressed again later, it is said again


def note_told(state: State, sig: str, fix: str) -> None:
    """The suppression of this fix was said (once, where it happened)."""
    _record(state, sig, fix)["told"] = True


def told(state: State, sig: str, fix: str) -> bool:
    record = state.trust.get(sig)
    return bool(record and record.get("fix_sig") == fix_sig(fix) and record.get("told"))


def shown(state: State, sig: str, fix: str) -> int:
    """How often this fix was shown on this machine (0 after an edit)."""
    record = state.trust.get(sig)
    if not record or record.get("fix_sig") != fix_sig(fix):
        return 0
    return int(record.get("injected", 0))


def reset(state: State, sig: str) -> bool:
    """Forget this entry's trust record: its fix is trusted again. False when it had none."""
    return state.trust.pop(sig, None) is not None
