"""This machine's counters (`state.json`, never committed): hits, fix trust, notice totals.

Counters are keyed by the entry's creation sig, not its ID, so an entry renumbered by a git merge
keeps its counts (dsh-errkb's v1 files, keyed by ID, are still read). A repeat is counted here
and never rewrites ERRORS.md. A corrupt file is copied aside, reported, and counting restarts.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable

from errkb.valueclass import field, mutable_valueclass

from .fsutil import atomic_write, locked, utc_stamp

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (milliseconds a hook call)
if TYPE_CHECKING:
    from typing import Any

    from .paths import StrPath

VERSION = 2
_COUNTER_KEYS = ("injected", "recurred", "succeeded")


@mutable_valueclass
class State:
    """state.json in memory: hits and trust per entry sig, machine-wide totals."""

    entries: dict[str, dict[str, Any]] = field(default_factory=dict)
    trust: dict[str, dict[str, Any]] = field(default_factory=dict)
    totals: dict[str, int] = field(default_factory=dict)
    problem: str = ""  # set when the file on disk was unreadable

    def delta(self, sig: str, entry_id: str = "") -> tuple[int, str]:
        """Hits counted on this machine and the last time seen, by sig (or a v1 ID key)."""
        record = self.entries.get(sig) or (self.entries.get(entry_id) if entry_id else None) or {}
        return int(record.get("hits", 0)), str(record.get("last_seen", ""))

    def to_json(self) -> dict[str, Any]:
        return {"version": VERSION, "entries": self.entries, "trust": self.trust, "totals": self.totals}


def read_state(path: StrPath) -> State:
    try:
        with open(path, "rb") as handle:
            raw = handle.read()
    except FileNotFoundError:
        return State()
    except OSError as exc:
        return State(problem=f"{path}: cannot read: {exc}")
    try:
        data = json.loads(raw.decode("utf-8"))  # a bad byte (or a UTF-16 save) is corruption too
    except ValueError as exc:
        return State(problem=f"{path}: not valid JSON ({exc})")
    if not isinstance(data, dict) or data.get("version") not in (1, VERSION):
        version = data.get("version") if isinstance(data, dict) else "?"
        return State(problem=f"{path}: not an errkb state file (version {version})")
    return State(
        entries=_records(data.get("entries"), _valid_entry),
        trust=_records(data.get("trust"), _valid_trust),
        totals={k: v for k, v in (data.get("totals") or {}).items() if isinstance(v, int) and v >= 0}
        if isinstance(data.get("totals"), dict) else {},
    )


def _records(value: Any, valid: Callable[[Any], bool]) -> dict[str, dict[str, Any]]:
    if not isinstance(value, dict):
        return {}
    # A malformed record drops alone. No copies: json.loads made every key a str and every record
    # a fresh dict, and the file holds a record for every entry ever hit.
    return {k: v for k, v in value.items() if valid(v)}


def _valid_entry(value: Any) -> bool:
    if not isinstance(value, dict):
        return False
    hits = value.get("hits", 0)
    return isinstance(hits, int) and hits >= 0 and isinstance(value.get("last_seen", ""), str)


def _valid_trust(value: Any) -> bool:
    if not isinstance(value, dict):
        return False
    counters = [value.get(k, 0) for k in _COUNTER_KEYS]
    return all(isinstance(n, int) and n >= 0 for n in counters)


def update_state(path: StrPath, lock: StrPath, change: Callable[[State], None]) -> State:
    """Read-modify-write under the KB lock; a corrupt file is saved aside before it is replaced."""
    with locked(lock):
        state = read_state(path)
        if state.problem:
            save_corrupt_copy(path, state.problem)
            state.problem = ""
        change(state)
        # Compact: json's C encoder writes it, which it cannot with an indent. The file grows with
        # every entry ever hit, and an indented one cost a hook call 20 ms at 3,000 entries.
        text = json.dumps(state.to_json(), ensure_ascii=False) + "\n"
        atomic_write(path, text.encode("utf-8"), durable=False)
    return state


def save_corrupt_copy(path: StrPath, problem: str) -> str | None:
    try:
        with open(path, "rb") as handle:
            data = handle.read()
    except OSError:
        return None
    name = f"state.corrupt-{utc_stamp()}.json"
    aside = os.path.join(os.path.dirname(path), name)
    atomic_write(aside, data)
    print(f"errkb: {problem}; saved it as {name} and started counting afresh", file=sys.stderr)
    return aside


def count_hit(state: State, sig: str, when: str) -> None:
    record = state.entries.setdefault(sig, {"hits": 0, "last_seen": ""})
    record["hits"] = int(record.get("hits", 0)) + 1
    record["last_seen"] = max(str(record.get("last_seen", "")), when)


def bump_total(state: State, key: str, amount: int = 1) -> None:
    state.totals[key] = state.totals.get(key, 0) + amount
