"""`errkb stats`: the figures, and the token estimate printed with its own arithmetic."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from errkb.app.stats import ASSUMED_DIAGNOSIS_TOKENS, collect_stats
from errkb.cli.main import cli
from errkb.derived.kbase import KnowledgeBase
from errkb.loop.inject import estimate_tokens
from errkb.loop.record import record_fix
from errkb.loop.session import Engine, Event

LOCKFILE = ('ERR_PNPM_OUTDATED_LOCKFILE  Cannot install with "frozen-lockfile" because pnpm-lock.yaml is not up to '
            "date with /home/alice/shop/package.json")
PYTEST = "FAILED /home/alice/shop/tests/test_db.py::test_insert - sqlite3.OperationalError: no such table: users"


def bash(kind: str, sid: str, command: str, output: str = "") -> Event:
    return Event(kind, sid, "Bash", {"command": command}, command, output, 1 if kind == "tool_failed" else 0,
                 source="command")


def feed(kb: KnowledgeBase, *events: Event) -> list[str]:
    return [n.text for event in events for n in Engine(kb).handle(event)]


def scenario(kb: KnowledgeBase) -> tuple[list[str], list[str]]:
    """(notices, digests) of two sessions: a no-fix repeat, a flake that asks, then a fix notice."""
    pnpm = "pnpm install --frozen-lockfile"
    first = feed(kb, Event("session_start", "s1"), Event("user_prompt", "s1", prompt="install and test"),
                 bash("tool_failed", "s1", pnpm, LOCKFILE), bash("tool_failed", "s1", pnpm, LOCKFILE),
                 bash("tool_failed", "s1", "pytest -x", PYTEST), bash("tool_succeeded", "s1", "pytest -x"))
    record_fix(kb, id="E-0001", fix="`pnpm install` refreshes the lockfile; commit it.")
    digest = feed(kb, Event("session_start", "s2"))
    second = feed(kb, Event("user_prompt", "s2", prompt="again"), bash("tool_failed", "s2", pnpm, LOCKFILE))
    return first + second, digest


def test_figures(kb: KnowledgeBase) -> None:
    notices, digests = scenario(kb)
    assert len(notices) == 3 and len(digests) == 1
    stats = collect_stats(kb)
    notice_tokens = sum(estimate_tokens(t) for t in notices)
    digest_tokens = estimate_tokens(digests[0])
    assert stats.to_json() == {
        "kb_dir": str(kb.location.path), "entries": 2, "hits": 4, "open_without_fix": 1,
        "failures": 4, "known_failures": 2, "hit_rate": 0.5, "sessions": 2,
        "notices": 3, "fix_notices": 1, "notice_tokens": notice_tokens, "digest_tokens": digest_tokens,
        "resolved": 1, "estimated_tokens_saved": ASSUMED_DIAGNOSIS_TOKENS - notice_tokens - digest_tokens,
        "suppressed": [],
    }


def test_printed_arithmetic(kb: KnowledgeBase, runner: CliRunner) -> None:
    scenario(kb)
    s = collect_stats(kb)
    shown = runner.invoke(cli, ["--kb", str(kb.location.path), "stats"])
    assert shown.exit_code == 0
    assert shown.output.splitlines() == [
        f"Knowledge base: {kb.location.path}",
        "Entries: 2 · hits: 4 · open without a fix: 1",
        "Failures seen: 4 · known when seen: 2 · hit rate: 50%",
        "Sessions: 2 · notices: 3 (1 with a fix) · resolutions detected: 1",
        f"Estimated tokens saved: {s.estimated_tokens_saved} = 1 fix notices × 800 assumed per re-diagnosis (800) − "
        f"{s.notice_tokens} notice tokens − {s.digest_tokens} digest tokens",
        "Suppressed fixes (not injected on this machine): none",
    ]
    assert s.estimated_tokens_saved == 800 - s.notice_tokens - s.digest_tokens
    assert "$" not in shown.output
    as_json = runner.invoke(cli, ["--kb", str(kb.location.path), "stats", "--json"])
    assert json.loads(as_json.output) == {"schema": "errkb.stats/1", **s.to_json()}


def test_an_unused_kb(kb: KnowledgeBase, runner: CliRunner) -> None:
    s = collect_stats(kb)
    assert (s.entries, s.hits, s.failures, s.hit_rate, s.notices, s.estimated_tokens_saved) == (0, 0, 0, 0.0, 0, 0)
    shown = runner.invoke(cli, ["--kb", str(kb.location.path), "stats"])
    assert "Estimated tokens saved: 0 = 0 fix notices × 800 assumed per re-diagnosis (0) − 0 notice tokens − " \
           "0 digest tokens" in shown.output


def test_stats_without_a_kb_is_a_readable_error(tmp_path: Path, runner: CliRunner) -> None:
    shown = runner.invoke(cli, ["--kb", str(tmp_path / "nowhere"), "stats"])
    assert shown.exit_code != 0
    assert "no knowledge base" in shown.output
