"""Reports that combine the layers for a person: index rebuild, `why`, and log scans."""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterable
from typing import Any

from ..derived.items import Progress
from ..derived.kbase import KnowledgeBase
from ..errors import ErrkbError
from ..loop.match import CONTAINED, Considered, Match, Verdict, match
from ..loop.record import record_capture, threshold
from ..recognize.capture import Capture, capture
from .scan import Distinct, scan_events


def rebuild_report(kb: KnowledgeBase, progress: Progress | None = None) -> dict[str, Any]:
    """Force a rebuild and say which entries' fingerprints changed (after a normalizer upgrade)."""
    before = _old_fingerprints(kb)
    started = time.perf_counter()
    mirror = kb.index(progress=progress, force=True)
    seconds = time.perf_counter() - started
    after = mirror.fingerprints()
    regrouped = [f"{id}: {before[id]} → {fp}" for id, fp in after.items() if id in before and before[id] != fp]
    return {"entries": len(after), "seconds": seconds, "regrouped": regrouped,
            "problems": [str(p) for p in kb.store.document().problems]}


def _old_fingerprints(kb: KnowledgeBase) -> dict[str, str]:
    """From the mirror about to be replaced (a query), else from the JSON index (a full parse)."""
    import sqlite3

    from ..derived.mirror import Mirror

    if kb.location.index_db.exists():
        try:
            mirror = Mirror(kb.location.index_db)
            try:
                return mirror.fingerprints()
            finally:
                mirror.close()
        except sqlite3.Error:
            pass
    try:
        data = json.loads(kb.location.index_json.read_text(encoding="utf-8"))
        return {item["id"]: item["fp"] for item in data.get("entries", [])}
    except (OSError, ValueError, KeyError, TypeError):
        return {}


WHY_SCHEMA = "errkb.why/1"


def explain(kb: KnowledgeBase, text: str) -> dict[str, Any]:
    """How TEXT matches, as fields (`errkb why --json`, schema `errkb.why/1`). The keys are the same
    whatever the tier; `reason` says in words what decided, naming the guard that kept out a
    candidate that was similar enough."""
    cap = capture(text, source="agent", share=kb.settings.share)
    limit = threshold(kb)
    verdict = match(cap, kb.index(), limit, explain=True)
    best = verdict.best
    return {
        "schema": WHY_SCHEMA, "headline": cap.headline, "code": cap.code or None, "canonical": cap.canon,
        "fingerprint": cap.fingerprint, "threshold": limit, "tier": best.via if best else "none",
        "approximate": bool(best and best.approximate),
        "match": _matched(best) if best else None,
        "runner_up": _matched(verdict.runner_up) if verdict.runner_up else None,
        "candidates": [_candidate(c, limit) for c in verdict.candidates],
        # one condition about a kind of subject (a runtime, the disk): a lead to read, never a match
        "related": _matched(verdict.related) if verdict.related else None,
        "reason": why_reason(verdict, limit),
    }


def _matched(found: Match) -> dict[str, Any]:
    return {"id": found.entry.id, "title": found.entry.title, "similarity": found.similarity, "measure": found.measure,
            "condition": list(found.condition) or None}


def _candidate(considered: Considered, limit: float) -> dict[str, Any]:
    blocked, slots = considered.blocked, considered.slots
    return {"id": considered.entry.id, "title": considered.entry.title, "similarity": considered.similarity,
            "containment": considered.containment, "close_enough": considered.close_enough(limit),
            "blocked_by": {"guard": blocked.guard, "detail": blocked.detail} if blocked else None,
            # how the value slots compare: null when the two do not align slot by slot
            "slots": None if slots is None else {
                "differ": list(slots) if isinstance(slots, tuple) else [],
                "blocked_by": None if isinstance(slots, tuple) else {"guard": slots.guard, "detail": slots.detail}}}


def why_reason(verdict: Verdict, limit: float) -> str:
    """What decided, in words: the tier that matched, or why nothing did (and the related entry, if
    one names the same condition about a kind of subject)."""
    reason = _decided(verdict, limit)
    related = verdict.related
    if related is None or verdict.best is not None:
        return reason
    condition, subject = related.condition or ("a condition", "its subject")
    return (f"{reason}; related, not merged: {related.entry.id} names the same condition ({condition}) about the "
            f"same kind of subject ({subject}), which many different errors share (docs/matching.md, the condition tier)")


def _decided(verdict: Verdict, limit: float) -> str:
    best = verdict.best
    if best is not None:
        found = best.entry.id
        if best.via == "exact":
            return f"{found} has this fingerprint"
        if best.via == "fuzzy" and best.measure == "slots":
            return (f"{found} differs only in value slots ({'; '.join(best.slots)}): each is where the error "
                    f"happened by its role (docs/matching.md, value slots), and the code guard holds")
        if best.via == "fuzzy" and best.measure == "wrapper":
            mine, theirs = best.slots or ("one name", "another")
            return (f"{found} says this message word for word, under another kind of name ({mine} here, {theirs} "
                    f"there): one message as an exception names it and as a program relays it (docs/matching.md, "
                    f"wrappers)")
        if best.via == "fuzzy":
            score = (f"holds {best.similarity:.2f} of the shorter message as one run (≥ {CONTAINED:.2f})"
                     if best.measure == "containment" else f"is similar ({best.similarity:.2f} ≥ {limit:.2f})")
            return f"{found} {score} and every guard holds"
        if best.via == "condition":
            condition, subject = best.condition or ("a condition", "its subject")
            return (f"{found} names the same condition ({condition}) about the same subject ({subject}), in other words "
                    f"(docs/matching.md, the condition tier)")
        return f"{found} is a short message with the same code"
    blocked = [c for c in verdict.candidates if c.close_enough(limit) and c.blocked is not None]
    if blocked:
        first = blocked[0]
        close = max(first.similarity, first.containment)
        return (f"{first.entry.id} is similar enough ({close:.2f} ≥ {limit:.2f}) but {first.blocked} keeps it "
                f"apart{_roles(first)}")
    if verdict.candidates:
        top = verdict.candidates[0]
        also = f" ({top.blocked} would keep it apart too)" if top.blocked else ""
        return (f"no entry has this fingerprint; the most similar, {top.entry.id}, scores {top.similarity:.2f}, "
                f"below the threshold {limit:.2f}{also}{_roles(top)}, and no short message or condition matches")
    return "no entry has this fingerprint and none shares a word with it"


def _roles(considered: Considered) -> str:
    """The role guard's word on a candidate that differs from the text slot for slot, if it does."""
    slots = considered.slots
    if slots is None or isinstance(slots, tuple):
        return ""
    return f"; its differing slots are no values either ({slots})"


SCAN_SCHEMA = "errkb.scan/1"
MAX_NEW = 100  # entries `scan --record` adds at most, unless told more


def scan_report(kb: KnowledgeBase, lines: Iterable[str], do_record: bool, limit: int, name: str = "",
                max_new: int = MAX_NEW, progress: Callable[[int], None] | None = None) -> dict[str, Any]:
    """The distinct errors of a log (`errkb scan`, schema `errkb.scan/1`): how many there are and how
    many are shown, never cut silently. `do_record` records every one of them, not only the shown,
    or refuses (before writing anything) when that would add more than `max_new` entries."""
    scanned = scan_events(lines, name, progress)
    mirror = kb.index()
    limit_kb = threshold(kb)
    caps = [capture(item.capture.raw, "log", item.capture.tool, share=kb.settings.share) for item in scanned.distinct]
    bests = [match(cap, mirror, limit_kb).best for cap in caps]
    new = bests.count(None)
    if do_record and new > max_new:
        raise ErrkbError(f"the log holds {new} errors errkb has not seen: --record would add {new} entries "
                         f"(more than --max-new {max_new}); nothing was written",
                         "raise --max-new, or scan a part of the log")
    rows: list[dict[str, Any]] = []
    ignored: list[dict[str, Any]] = []
    for item, cap, best in zip(scanned.distinct, caps, bests, strict=True):
        row = _scan_row(kb, item, cap, best, do_record)
        # An entry marked `ignore` is noise a person never wants listed: counted (a hit with
        # --record), shown apart, never a new entry.
        (ignored if best is not None and best.entry.status == "ignore" else rows).append(row)
    return {"schema": SCAN_SCHEMA, "log_kind": scanned.kind, "lines": scanned.lines,
            "error_events": scanned.error_events, "distinct": len(rows), "shown": min(limit, len(rows)),
            "recorded": sum(1 for row in rows if row["recorded"]), "errors": rows[:limit], "ignored": ignored}


def _scan_row(kb: KnowledgeBase, item: Distinct, cap: Capture, best: Match | None, do_record: bool) -> dict[str, Any]:
    row = {"count": item.count, "first_line": item.first_line, "lines": item.lines}
    if do_record:
        outcome = record_capture(kb, cap)
        return {**row, "id": outcome.id, "via": outcome.via, "title": outcome.title, "fix": outcome.fix,
                "recorded": outcome.created}
    return {**row, "id": best.entry.id if best else None, "via": best.via if best else "new",
            "title": best.entry.title if best else cap.title, "fix": best.entry.fix if best else "", "recorded": False}
