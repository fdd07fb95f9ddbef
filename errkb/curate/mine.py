"""`errkb mine`: read the agents' session transcripts on this machine, find failure→fix pairs,
and merge them into the pending file for review. Nothing is written to ERRORS.md.

Each transcript is streamed once through its host's reader and a SessionMiner; a file whose
size and mtime match its watermark (and was mined at least as far back) is not opened again, so
a second run costs a stat per file. Sightings are merged under the KB lock at the end.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

from ..errors import ErrkbError
from ..machine.paths import KbLocation
from .miner import SessionMiner, Sighting
from .pending import PROPOSED, UNSERVED, Pending, load_pending, update_pending
from .readers import NEEDLES, SessionInfo, reader_for
from .sources import HOSTS, SessionFile, find_sessions, iter_lines, open_session, read_errors, session_roots

# (stage, done, total), as derived.items.Progress: the CLI shows it on a terminal.
Progress = Callable[[str, int, int], None]


@dataclass
class MineReport:
    """What one run read and found; `to_json` is the `errkb mine --json` object."""

    hosts: list[str]
    since: str
    project: str
    files: int = 0
    unchanged: int = 0
    other_project: int = 0
    read_bytes: int = 0
    failures: int = 0
    pairs: int = 0
    new: int = 0
    seen: int = 0
    rejected: int = 0
    proposed: int = 0
    unserved: int = 0
    seconds: float = 0.0
    roots: dict[str, list[str]] = field(default_factory=dict)
    unreadable: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"schema": "errkb.mine/1", **asdict(self), "seconds": round(self.seconds, 3)}

    def format(self) -> str:
        read = self.files - self.unchanged - self.other_project - len(self.unreadable)
        lines = [f"read {read} of {self.files} session files ({self.read_bytes / 1e6:.1f} MB; "
                 f"{self.unchanged} unchanged since the last run) in {self.seconds:.1f}s",
                 f"{self.failures} failures, {self.pairs} failure→fix pairs: {self.new} new, "
                 f"{self.seen} already known, {self.rejected} rejected before",
                 f"pending review: {self.proposed} proposed, {self.unserved} unserved (errkb pending)"]
        lines += [f"unreadable, skipped: {problem}" for problem in self.unreadable]
        return "\n".join(lines)


def parse_since(text: str | None) -> str:
    """`2026-11-01`, `2026-11-01T10:00:00Z` or `30d` → an ISO 8601 UTC time; "" for none."""
    if not text:
        return ""
    text = text.strip()
    days = re.fullmatch(r"(\d+)d", text)
    if days:
        moment = datetime.now(timezone.utc) - timedelta(days=int(days.group(1)))
        return moment.strftime("%Y-%m-%dT%H:%M:%SZ")
    try:
        moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        raise ErrkbError(f"--since {text!r}: not a date", "give YYYY-MM-DD, an ISO time, or a number of days like 30d") from None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    return moment.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def mine(location: KbLocation, share: str = "public", source: str = "all", since: str = "",
         project: Path | None = None, home: Path | None = None, progress: Progress | None = None) -> MineReport:
    """Mine every transcript of `source` (a host or "all") into the pending file."""
    hosts = list(HOSTS) if source == "all" else [source]
    if any(h not in HOSTS for h in hosts):
        raise ErrkbError(f"--from {source!r}: unknown source", f"choose one of {', '.join(HOSTS)}, or all")
    since_iso = parse_since(since)
    report = MineReport(hosts, since_iso, str(project) if project else "")
    started = time.monotonic()
    known = load_pending(location)
    sightings: list[Sighting] = []
    marks: list[SessionFile] = []
    for host in hosts:
        roots = session_roots(host, home)
        report.roots[host] = [str(root) for root in roots]
        files = [f for root in roots for f in find_sessions(host, root, _posix(since_iso))]
        report.files += len(files)
        for done, session in enumerate(files, 1):
            if progress:
                progress(host, done, len(files))
            if known.unchanged(str(session.path), session.size, session.mtime_ns, since_iso):
                report.unchanged += 1
                continue
            try:
                found = _mine_file(session, share, since_iso, project, report)
            except read_errors() as exc:  # a damaged file costs its own pairs, no more; read again next run
                report.unreadable.append(f"{session.path}: {exc}")
                continue
            if found is not None:
                sightings += found
                marks.append(session)
    report.pairs = len(sightings)

    def merge(pending: Pending) -> None:
        for sighting in sightings:
            outcome = pending.add(sighting)
            if outcome == "new":
                report.new += 1
            elif outcome == "rejected":
                report.rejected += 1
            else:  # a known pair: seen again in another session ("more"), or the same sighting again
                report.seen += 1
        for session in marks:
            pending.mark(str(session.path), session.size, session.mtime_ns, since_iso)
        states = [c["status"] for c in pending.candidates.values()]
        report.proposed, report.unserved = states.count(PROPOSED), states.count(UNSERVED)

    if sightings or marks:
        update_pending(location, merge)
    else:  # nothing new: the file is not rewritten
        states = [c["status"] for c in known.candidates.values()]
        report.proposed, report.unserved = states.count(PROPOSED), states.count(UNSERVED)
    report.seconds = time.monotonic() - started
    return report


def _mine_file(session: SessionFile, share: str, since: str, project: Path | None,
               report: MineReport) -> list[Sighting] | None:
    """The file's pairs, or None when it belongs to another project (no watermark then)."""
    found: list[Sighting] = []
    miner = SessionMiner(session.host, str(session.path), "", share, since)
    told = False
    with open_session(session) as stream:
        for item in reader_for(session.host)(iter_lines(stream, NEEDLES[session.host])):
            if isinstance(item, SessionInfo):
                told = True
                miner.session = item.session_id
                if project is not None and not _within(item.cwd, project):
                    report.other_project += 1
                    return None
                continue
            if project is not None and not told:  # every reader says the folder before the first call
                report.other_project += 1
                return None
            found += miner.feed(item)
    report.read_bytes += session.size
    report.failures += miner.failures
    return found


def _within(cwd: str, project: Path) -> bool:
    if not cwd:
        return False
    try:
        Path(cwd).resolve().relative_to(project.resolve())
    except ValueError:
        return False
    return True


def _posix(iso: str) -> float:
    if not iso:
        return 0.0
    return datetime.strptime(iso, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=timezone.utc).timestamp()
