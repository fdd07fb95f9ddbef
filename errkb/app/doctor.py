"""`errkb doctor`: everything that can be wrong with a KB, each finding with its place.

Parse problems (`ERRORS.md:LINE: …`), git conflict markers anywhere (code fences included),
duplicate IDs and fingerprints, index and FTS freshness, FTS5/trigram support, state.json
health, a KB in a git clone that would not merge ERRORS.md entry by entry, and, per host,
whether errkb's hooks are installed and point at a working errkb. Read-only: it reports; only
`fix_sync_setup` (`errkb doctor --fix`) writes, and only the clone's merge set-up.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import asdict, dataclass
from typing import Any

from ..derived.items import content_hash, index_entry
from ..derived.kbase import KnowledgeBase
from ..derived.mirror import Mirror
from ..derived.mirror_build import probe_fts
from ..kb.parse import conflict_marker_lines
from ..kb.store import decode, writes_paused_reason
from ..machine.fsutil import read_bytes
from ..machine.state import read_state
from ..sync.setup import install_setup, setup_status


@dataclass(frozen=True)
class Finding:
    check: str
    ok: bool
    detail: str
    severity: str = "error"  # error | warning | info

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def run_doctor(kb: KnowledgeBase, hosts: bool = True) -> list[Finding]:
    findings = [Finding("location", True, f"{kb.location.path} (chosen by {kb.location.rule})", "info")]
    if not kb.store.exists():
        findings.append(Finding("errors.md", False, f"no ERRORS.md in {kb.location.path}; run: errkb init"))
        return findings + (check_hosts() if hosts else [])
    findings += check_document(kb)
    findings += check_conflict_markers(kb)
    findings += check_sync(kb)
    findings += check_index(kb)
    findings += check_fts()
    findings += check_state(kb)
    return findings + (check_hosts() if hosts else [])


def check_document(kb: KnowledgeBase) -> list[Finding]:
    doc = kb.store.document()
    out = [Finding("parse", False, str(p)) for p in doc.problems]
    out.append(Finding("entries", True, f"{len(doc.entries)} entries, {len(doc.problems)} problem(s)", "info"))
    by_fp: dict[str, list[str]] = defaultdict(list)
    for entry in doc.entries:
        by_fp[index_entry(entry).fp].append(f"{entry.id} (line {entry.line})")
    for fp, ids in sorted(by_fp.items()):
        if len(ids) > 1:
            out.append(Finding("duplicate-fingerprint", False,
                               f"ERRORS.md: {', '.join(ids)} share fingerprint {fp}; merge them or mark one wontfix",
                               "warning"))
    return out


def check_conflict_markers(kb: KnowledgeBase) -> list[Finding]:
    """Markers the parser leaves unreported: inside code fences (a merge that stopped in a raw
    message), and in the archive."""
    out = []
    reported = {p.line for p in kb.store.document().problems if "conflict marker" in p.message}
    for path in (kb.location.errors_md, kb.location.archive_md):
        for line in conflict_marker_lines(decode(read_bytes(path))):
            if path != kb.location.errors_md or line not in reported:
                out.append(Finding("conflict-marker", False, f"{path.name}:{line}: leftover git conflict marker"))
    return out


def check_sync(kb: KnowledgeBase) -> list[Finding]:
    """A KB in a git clone: the merge driver set up, no merge left unfinished."""
    status = setup_status(kb.location.path)
    if status.repo is None:
        return []
    out = [Finding("sync", False, f"{problem}; run: errkb doctor --fix") for problem in status.problems()]
    if status.ready:
        out.append(Finding("sync", True, f"git merges ERRORS.md entry by entry in {status.repo.top}", "info"))
    paused = writes_paused_reason(kb.location)
    if paused is not None:
        out.append(Finding("sync", False, paused, "warning"))
    return out


def fix_sync_setup(kb: KnowledgeBase, errkb_argv: list[str]) -> list[str]:
    """Write the clone's missing merge set-up (.gitattributes, git config); what was done."""
    return install_setup(kb.location.path, errkb_argv)


def check_index(kb: KnowledgeBase) -> list[Finding]:
    digest = content_hash(read_bytes(kb.location.errors_md))
    out = []
    for path, label in ((kb.location.index_db, "index-sqlite"), (kb.location.index_json, "index-json")):
        if not path.exists():
            out.append(Finding(label, True, f"{path.name} absent; it is rebuilt on the next use", "info"))
    if kb.location.index_db.exists():
        mirror = Mirror(kb.location.index_db)
        try:
            fresh = mirror.is_current(source_hash=digest)
        finally:
            mirror.close()
        out.append(Finding("index-sqlite", True, f"{kb.location.index_db.name} is "
                           f"{'fresh' if fresh else 'stale; it is rebuilt on the next use'}", "info"))
    return out


def check_fts() -> list[Finding]:
    fts5, trigram = probe_fts()
    if not fts5:
        return [Finding("fts5", False, "this Python's SQLite has no FTS5: word search scans every entry with LIKE "
                        "(slower on a big KB; matching is unaffected)", "warning")]
    if not trigram:
        return [Finding("fts5", False, "SQLite FTS5 has no trigram tokenizer (needs SQLite >= 3.34): word search "
                        "falls back to LIKE", "warning")]
    return [Finding("fts5", True, "SQLite FTS5 with the trigram tokenizer is available", "info")]


def check_state(kb: KnowledgeBase) -> list[Finding]:
    state = read_state(kb.location.state_json)
    if state.problem:
        return [Finding("state", False, f"{state.problem}; the next count saves it aside and restarts counting",
                        "warning")]
    return [Finding("state", True, f"state.json: {len(state.entries)} counted entries", "info")]


def check_hosts() -> list[Finding]:
    from ..hosts.common import HOSTS
    from ..install.status import host_status

    out = []
    for host in HOSTS:
        status = host_status(host)
        if not status.installed:
            out.append(Finding(f"host:{host}", True, "not installed", "info"))
            continue
        ok = status.command_works and not status.problems
        detail = f"installed ({status.command}); " + ("errkb runs" if status.command_works else "errkb command not found")
        out.append(Finding(f"host:{host}", ok, "; ".join([detail, *status.problems]), "error" if not ok else "info"))
    return out


def failed(findings: list[Finding]) -> bool:
    return any(not f.ok and f.severity == "error" for f in findings)
