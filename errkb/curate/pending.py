"""The per-machine pending file (`<kb>/pending.json`, never committed): mined candidates waiting
for a person, the ones rejected (they never come back), and a watermark per transcript.

A candidate is one (error sig, remedy) pair, whatever the number of sessions it was seen in;
its ID (`M-` and 8 hex digits) is derived from both, so mining again finds the same ID. It is
`proposed` when it has an independent reason (the remedy names a token of the error, or it
followed the same error in two sessions or more), else `unserved`; `accepted` once a person
took it. Sightings are merged by key, so reading a transcript twice counts nothing twice.
Written whole, atomically, under the KB lock; a damaged file is copied aside and started afresh.
"""

from __future__ import annotations

import hashlib
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..machine.fsutil import atomic_write, locked, now_stamp, utc_stamp
from ..machine.paths import KbLocation
from .miner import Sighting

SCHEMA = "errkb.pending-file/1"
KEPT_SIGHTINGS = 20  # details kept per candidate; every sighting's key is kept for idempotence
PROPOSED, UNSERVED, ACCEPTED = "proposed", "unserved", "accepted"


def candidate_id(sig: str, remedy_key: str) -> str:
    return "M-" + hashlib.sha256(f"{sig}\0{remedy_key}".encode("utf-8", "surrogatepass")).hexdigest()[:8]


@dataclass
class Pending:
    """pending.json in memory."""

    candidates: dict[str, dict[str, Any]] = field(default_factory=dict)
    rejected: dict[str, dict[str, Any]] = field(default_factory=dict)
    sources: dict[str, dict[str, Any]] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"schema": SCHEMA, "candidates": self.candidates, "rejected": self.rejected, "sources": self.sources}

    def add(self, sighting: Sighting) -> str:
        """Merge one sighting; "new", "seen" (its key was known), "more" or "rejected"."""
        cid = candidate_id(sighting.sig, sighting.remedy_key)
        if cid in self.rejected:
            return "rejected"
        record = self.candidates.get(cid)
        if record is None:
            record = self.candidates[cid] = _new_record(cid, sighting)
            outcome = "new"
        elif sighting.key in record["keys"]:
            return "seen"
        else:
            outcome = "more"
        record["keys"].append(sighting.key)
        record["sightings"] = (record["sightings"] + [_detail(sighting)])[-KEPT_SIGHTINGS:]
        record["named"] = sorted(set(record["named"]) | set(sighting.named))
        record["first_seen"] = min(filter(None, (record["first_seen"], sighting.failed_at)), default="")
        record["last_seen"] = max(record["last_seen"], sighting.fixed_at)
        refresh_status(record)
        return outcome

    def unchanged(self, path: str, size: int, mtime_ns: int, since: str) -> bool:
        """Whether `path` was mined already, as it is now and at least as far back as `since`."""
        mark = self.sources.get(path)
        if not mark or mark.get("size") != size or mark.get("mtime_ns") != mtime_ns:
            return False
        mined_since = str(mark.get("since") or "")
        return not mined_since or bool(since) and since >= mined_since

    def mark(self, path: str, size: int, mtime_ns: int, since: str) -> None:
        self.sources[path] = {"size": size, "mtime_ns": mtime_ns, "since": since, "mined_at": now_stamp()}

    def reject(self, cid: str, reason: str) -> dict[str, Any]:
        record = self.candidates.pop(cid)
        self.rejected[cid] = {"at": now_stamp(), "reason": reason, "sig": record["sig"], "remedy": record["remedy"]}
        return record


def sessions_of(record: dict[str, Any]) -> int:
    """How many sessions the remedy followed the error in (by the sightings kept)."""
    return len({(s.get("host"), s.get("session") or s.get("source")) for s in record["sightings"]})


def reasons_of(record: dict[str, Any]) -> list[str]:
    reasons = []
    if record["named"]:
        reasons.append("the fix names the error's " + ", ".join(f"`{t}`" for t in record["named"][:4]))
    sessions = sessions_of(record)
    if sessions >= 2:
        reasons.append(f"the same fix followed this error in {sessions} sessions")
    return reasons


def refresh_status(record: dict[str, Any]) -> None:
    if record["status"] != ACCEPTED:
        record["status"] = PROPOSED if reasons_of(record) else UNSERVED


def _new_record(cid: str, s: Sighting) -> dict[str, Any]:
    return {"id": cid, "sig": s.sig, "title": s.title, "headline": s.headline, "cat": s.cat, "category": s.category,
            "code": s.code, "failed": s.failed, "raw": s.raw, "remedy": list(s.remedy), "fix": s.fix, "named": [],
            "status": UNSERVED, "first_seen": s.failed_at, "last_seen": s.fixed_at, "keys": [], "sightings": []}


def _detail(s: Sighting) -> dict[str, str]:
    return {"host": s.host, "source": s.source, "session": s.session, "failed_at": s.failed_at,
            "fixed_at": s.fixed_at}


# -- the file ------------------------------------------------------------------------------

def pending_path(location: KbLocation) -> Path:
    return location.pending_json


def load_pending(location: KbLocation) -> Pending:
    path = pending_path(location)
    try:
        data = json.loads(path.read_bytes().decode("utf-8"))
    except FileNotFoundError:
        return Pending()
    except (OSError, ValueError) as exc:
        _set_aside(path, f"not readable as JSON ({exc})")
        return Pending()
    if not isinstance(data, dict) or data.get("schema") != SCHEMA or not _well_formed(data):
        _set_aside(path, "not an errkb pending file")
        return Pending()
    return Pending(data["candidates"], data["rejected"], data["sources"])


def _well_formed(data: dict[str, Any]) -> bool:
    parts = [data.get(k) for k in ("candidates", "rejected", "sources")]
    if not all(isinstance(p, dict) for p in parts):
        return False
    keys = {"id", "sig", "remedy", "fix", "named", "status", "keys", "sightings", "first_seen", "last_seen"}
    return all(isinstance(c, dict) and keys <= c.keys() for c in data["candidates"].values())


def _set_aside(path: Path, problem: str) -> None:
    """A damaged file is kept for a person to look at, never silently overwritten."""
    aside = path.with_name(f"pending.corrupt-{utc_stamp()}.json")
    try:
        path.replace(aside)
    except OSError:
        return
    print(f"errkb: {path}: {problem}; moved it to {aside.name} and started a new one", file=sys.stderr)


def save_pending(location: KbLocation, pending: Pending) -> None:
    text = json.dumps(pending.to_json(), ensure_ascii=False, indent=1, sort_keys=True) + "\n"
    atomic_write(pending_path(location), text.encode("utf-8"))
    _ensure_ignored(location)


def update_pending(location: KbLocation, change: Any) -> Pending:
    """Read, change and write the pending file under the KB lock; returns what was written."""
    with locked(location.lock):
        pending = load_pending(location)
        change(pending)
        save_pending(location, pending)
    return pending


def _ensure_ignored(location: KbLocation) -> None:
    """A KB made before pending.json existed: add it to errkb's own .gitignore (never to another)."""
    ignore = location.path / ".gitignore"
    try:
        text = ignore.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return
    if text.startswith("# errkb:") and "pending.json" not in text.split():
        atomic_write(ignore, (text.rstrip("\n") + "\npending.json\npending.corrupt-*.json\n").encode("utf-8"))
