"""Reports that combine the layers for a person: index rebuild, `why`, and log scans."""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterable
from typing import Any

from ..derived.items import Progress
from ..derived.kbase import KnowledgeBase
from ..loop.match import match
from ..loop.record import record_capture, threshold
from ..recognize.capture import capture
from .scan import scan_events


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


def explain(kb: KnowledgeBase, text: str) -> dict[str, Any]:
    cap = capture(text, source="agent", share=kb.settings.share)
    verdict = match(cap, kb.index(), threshold(kb), explain=True)
    report: dict[str, Any] = {"headline": cap.headline, "code": cap.code, "canonical": cap.canon,
                              "fingerprint": cap.fingerprint, "threshold": threshold(kb)}
    best = verdict.best
    if best is None:
        report.update(tier="none", reason="no entry has this fingerprint, none is similar enough, and no short "
                                          "message shares its code")
    else:
        report.update(tier=best.via, match=f"{best.entry.id} · {best.entry.title}", similarity=best.similarity,
                      approximate=best.approximate)
    if verdict.runner_up is not None:
        r = verdict.runner_up
        report["runner_up"] = f"{r.entry.id} (similarity {r.similarity:.2f}) · {r.entry.title}"
    return report


def scan_report(kb: KnowledgeBase, lines: Iterable[str], do_record: bool, limit: int,
                progress: Callable[[int], None] | None = None) -> dict[str, list[dict[str, Any]]]:
    """The distinct errors of a log, most frequent first, at most `limit`: `errors`, each with
    the entry it matched; and `ignored`, the entries marked `ignore` it holds (noise, not listed
    among the errors; with `do_record` counted as hits like any repeat, never a new entry)."""
    rows: list[dict[str, Any]] = []
    ignored: list[dict[str, Any]] = []
    mirror = kb.index()
    for item in scan_events(lines, progress):
        if len(rows) >= limit:
            break
        cap = capture(item.capture.raw, source="agent", share=kb.settings.share)
        if do_record:
            outcome = record_capture(kb, cap)
            row = {"count": item.count, "id": outcome.id, "via": outcome.via, "title": outcome.title,
                   "fix": outcome.fix, "first_line": item.first_line}
            (ignored if outcome.ignored else rows).append(row)
            continue
        best = match(cap, mirror, threshold(kb)).best
        row = {"count": item.count, "id": best.entry.id if best else None, "via": best.via if best else "new",
               "title": best.entry.title if best else cap.title, "fix": best.entry.fix if best else "",
               "first_line": item.first_line}
        (ignored if best is not None and best.entry.status == "ignore" else rows).append(row)
    return {"errors": rows, "ignored": ignored}
