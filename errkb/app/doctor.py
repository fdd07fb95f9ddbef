"""`errkb doctor`: everything that can be wrong with a KB, each finding with its place.

The config file (a byte that is not UTF-8, YAML that does not read), the KB's place (a file or
/dev/null on its path, a missing KB, a read-only one), ERRORS.md as a whole (its encoding, its
front matter) and its parse problems (`ERRORS.md:LINE: …`), git conflict markers anywhere (code
fences included), duplicate IDs and fingerprints, folders where errkb keeps files (and a file
where it keeps sessions), a killed writer's temporary files, a symlinked ERRORS.md, index and FTS
freshness, FTS5/trigram support, state.json health, a KB in a git clone that would not merge
ERRORS.md entry by entry, whether this errkb can run its MCP server, and, per host, whether
errkb's hooks are installed and point at a working errkb, its MCP server started for real. Read-only: it reports; only
`fix_sync_setup` (`errkb doctor --fix`) writes, and only the clone's merge set-up.
"""

from __future__ import annotations

import shlex
import sqlite3
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

from errkb.valueclass import asdict, valueclass

from ..derived.items import content_hash, index_entry
from ..derived.kbase import KnowledgeBase
from ..derived.mirror import Mirror
from ..derived.mirror_build import probe_fts
from ..errors import ErrkbError
from ..kb.parse import conflict_marker_lines
from ..kb.store import decode, writes_paused_reason
from ..machine.config import read_config
from ..machine.fsutil import read_bytes
from ..machine.paths import config_path, folder_problem
from ..machine.state import read_state
from ..sync.setup import install_setup, setup_status
from . import mcpcheck


@valueclass
class Finding:
    check: str
    ok: bool
    detail: str
    severity: str = "error"  # error | warning | info

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def run_doctor(kb: KnowledgeBase, hosts: bool = True) -> list[Finding]:
    findings = [Finding("location", True, f"{kb.location.path} (chosen by {kb.location.rule})", "info")]
    findings += check_config()
    misnamed = folder_problem(kb.location.path)
    if misnamed:
        findings.append(Finding("location", False, f"{misnamed}; name the KB's folder (the one holding ERRORS.md)"))
    elif kb.location.errors_md.is_dir():
        findings.append(Finding("errors.md", False, f"{kb.location.errors_md} is a folder, not the KB's file"))
    elif not kb.store.exists():
        findings.append(Finding("errors.md", False, f"no ERRORS.md in {kb.location.path}; run: errkb init"))
    else:
        findings += check_access(kb)
        for check in (check_document, check_conflict_markers, check_sync, check_files, check_index, check_state):
            findings += _guarded(check, kb)
        findings += check_fts()
    return findings + (check_hosts() if hosts else [])


def _guarded(check: Callable[[KnowledgeBase], list[Finding]], kb: KnowledgeBase) -> list[Finding]:
    """A check that fails on some damage the others do not foresee reports it, not a traceback."""
    try:
        return check(kb)
    except (ErrkbError, OSError, sqlite3.Error) as exc:
        name = check.__name__.removeprefix("check_")
        return [Finding(name, False, f"could not check: {exc}")]


def check_config() -> list[Finding]:
    path = config_path()
    _values, problem = read_config(path)
    if problem:
        return [Finding("config", False, problem)]
    return [Finding("config", True, f"{path}" if path.exists() else f"{path} (absent: the defaults)", "info")]


def check_access(kb: KnowledgeBase) -> list[Finding]:
    if not kb.read_only:
        return [Finding("access", True, "writable", "info")]
    kept = (f"this machine's index and counts are kept in {kb.location.work}" if kb.location.work
            else "no private folder could be made, so counts are not kept and the index is rebuilt in memory")
    return [Finding("access", False, f"read-only: {kb.read_only}. Known fixes are still handed back; new errors, "
                                     f"fixes and edits are refused; {kept}", "warning")]


# The files errkb keeps in a KB folder; a folder in the place of one breaks whatever uses it.
_KB_FILES = ("state.json", ".lock", "errors.sqlite", "errors.index.json")


def check_files(kb: KnowledgeBase) -> list[Finding]:
    out = []
    for name in _KB_FILES:
        path = kb.location.files / name
        if path.is_dir():
            out.append(Finding(name, False, f"{path} is a folder, but errkb keeps a file there; remove it: rmdir {path}"))
    if kb.location.sessions.exists() and not kb.location.sessions.is_dir():
        out.append(Finding("sessions", False, f"{kb.location.sessions} is a file, but errkb keeps a folder there; "
                                              "remove it"))
    leftovers = sorted(p.name for p in _files(kb.location.files) if p.name.startswith(".") and p.name.endswith(".tmp"))
    if leftovers:
        out.append(Finding("leftovers", False, f"temporary files of an interrupted writer: {', '.join(leftovers)}; "
                                               "the next write of each file removes them", "warning"))
    if kb.location.errors_md.is_symlink():
        out.append(Finding("errors.md", True, f"ERRORS.md is a link to {kb.location.errors_md.resolve()}; "
                                              "errkb writes through it", "info"))
    return out


def _files(folder: Path) -> list[Path]:
    try:
        return list(folder.iterdir())
    except OSError:
        return []


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


def give_waiting_ids(kb: KnowledgeBase) -> list[str]:
    """Number each block typed by hand under a heading without an ID; what was done."""
    if not kb.store.exists() or not kb.store.document().unnumbered:
        return []
    try:
        given = kb.store.give_ids()
    except ErrkbError as exc:  # a read-only KB, a merge in progress: the check still runs
        return [f"the headings without an ID were not numbered: {exc}"]
    return [f"ERRORS.md:{line}: the heading now names {entry_id}" for line, entry_id in given]


def check_index(kb: KnowledgeBase) -> list[Finding]:
    digest = content_hash(read_bytes(kb.location.errors_md))
    out = []
    for path, label in ((kb.location.index_db, "index-sqlite"), (kb.location.index_json, "index-json")):
        if not path.exists():
            out.append(Finding(label, True, f"{path.name} absent; it is rebuilt on the next use", "info"))
    if kb.location.index_db.is_file():
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
    if kb.location.state_json.is_dir():
        return []  # check_files names it
    state = read_state(kb.location.state_json)
    if state.problem:
        return [Finding("state", False, f"{state.problem}; the next count saves it aside and restarts counting",
                        "warning")]
    return [Finding("state", True, f"state.json: {len(state.entries)} counted entries", "info")]


def check_mcp() -> list[Finding]:
    if mcpcheck.mcp_available():
        return [Finding("mcp", True, "this errkb can run its MCP server (the mcp extra is installed)", "info")]
    return [Finding("mcp", False, f"this errkb cannot run its MCP server: the mcp extra is missing; install it with: "
                                  f"{mcpcheck.install_hint()}", "warning")]


def check_hosts() -> list[Finding]:
    from ..hosts.common import HOSTS
    from ..install.status import host_status

    out = check_mcp()
    probed: dict[str, str] = {}  # hosts usually share one MCP command: started once
    for host in HOSTS:
        status = host_status(host)
        if not status.installed:
            out.append(Finding(f"host:{host}", True, "not installed", "info"))
            continue
        problems = list(status.problems)
        if status.mcp_command and status.command_works:
            if status.mcp_command not in probed:
                probed[status.mcp_command] = mcpcheck.probe_mcp(shlex.split(status.mcp_command))
            if probed[status.mcp_command]:
                problems.append(f"its MCP server ({status.mcp_command}) {probed[status.mcp_command]}"
                                + ("" if mcpcheck.mcp_available() else f"; install the mcp extra: {mcpcheck.install_hint()}"))
        ok = status.command_works and not problems
        detail = f"installed ({status.command}); " + ("errkb runs" if status.command_works else "errkb command not found")
        if status.mcp_command and not problems:
            detail += "; its MCP server answers"
        out.append(Finding(f"host:{host}", ok, "; ".join([detail, *problems]), "error" if not ok else "info"))
        if not status.mcp_installed:
            out.append(Finding(f"host:{host}", False, "its hooks are installed without errkb's MCP server "
                                                      f"(errkb install {host} adds it)", "warning"))
    return out


def failed(findings: list[Finding]) -> bool:
    return any(not f.ok and f.severity == "error" for f in findings)
