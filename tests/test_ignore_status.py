"""`ignore`: noise a person never wants to hear of again. Matched and counted as a hit on its
entry, but never a notice, never a new entry, never learned from, left out of a scan's list and
of the failures stats counts. Not `forget`: a forgotten entry's error comes back as new."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from errkb.cli.main import cli
from errkb.derived.kbase import KnowledgeBase
from errkb.loop.session import Engine
from errkb.machine.config import Settings
from errkb.machine.paths import KbLocation
from errkb.model import Event

FLAKY = "Error: ResizeObserver loop completed with undelivered notifications"
REAL = "Error: Cannot find module 'left-pad'"


def errkb(runner: CliRunner, kb: Path, *args: str, stdin: str | None = None) -> Result:
    return runner.invoke(cli, ["--kb", str(kb), *args], input=stdin, catch_exceptions=False)


@pytest.fixture
def noisy(kb_dir: Path, runner: CliRunner) -> Path:
    assert errkb(runner, kb_dir, "init").exit_code == 0
    assert errkb(runner, kb_dir, "capture", FLAKY).stdout.startswith("E-0001\tnew entry")
    assert errkb(runner, kb_dir, "record", "E-0001", "--status", "ignore", "--fix", "harmless, upstream bug").exit_code == 0
    return kb_dir


def entry_count(kb: Path) -> int:
    return (kb / "ERRORS.md").read_text().count("\n## E-")


def test_capture_counts_an_ignored_error_as_a_hit_and_says_it_is_ignored(noisy: Path, runner: CliRunner) -> None:
    again = errkb(runner, noisy, "capture", FLAKY)
    assert again.stdout == f"E-0001\tignored (counted; status ignore)\t[command] {FLAKY}\n"
    data = json.loads(errkb(runner, noisy, "capture", "--json", FLAKY).stdout)
    assert data["ignored"] is True and data["hits"] == 3 and data["status"] == "ignore"
    assert entry_count(noisy) == 1
    assert "- Status: `ignore`" in (noisy / "ERRORS.md").read_text()
    assert "status: ignore · hits: 3" in errkb(runner, noisy, "show", "E-1").stdout


def _failure(output: str, session: str = "s") -> Event:
    return Event("tool_failed", session, "Bash", {"command": "npm test"}, "npm test", output, 1)


def test_a_hook_never_speaks_of_an_ignored_error_nor_learns_from_it(noisy: Path) -> None:
    kb = KnowledgeBase(KbLocation(noisy, "test"), Settings(inject="always"))
    engine = Engine(kb)
    for _ in range(3):
        assert engine.handle(_failure(FLAKY)) == []
    assert engine.handle(Event("tool_succeeded", "s", "Bash", {"command": "npm test"}, "npm test", "ok", 0)) == []
    assert engine.handle(_failure(REAL)) != []  # a real failure still speaks (inject=always: its new ID)
    state = json.loads(kb.location.state_json.read_text())
    assert state["totals"]["ignored"] == 3 and state["totals"]["failures"] == 1
    assert "Learned" not in kb.location.errors_md.read_text()
    assert entry_count(noisy) == 2


def test_run_prints_nothing_for_an_ignored_error(noisy: Path, tmp_path: Path) -> None:
    import subprocess
    import sys

    failing = [sys.executable, "-c", f"import sys; sys.exit({FLAKY!r})"]
    for _ in range(2):
        done = subprocess.run([sys.executable, "-m", "errkb", "--kb", str(noisy), "run", "--", *failing],
                              capture_output=True, text=True, timeout=60, cwd=tmp_path)
        assert done.returncode == 1 and done.stderr == FLAKY + "\n"


def test_scan_leaves_ignored_entries_out_of_its_list(noisy: Path, runner: CliRunner) -> None:
    log = "".join(f"{FLAKY}\n" for _ in range(40)) + f"{REAL}\n"
    listed = errkb(runner, noisy, "scan", "-", stdin=log)
    assert "ResizeObserver" not in listed.stdout and "left-pad" in listed.stdout
    assert "not listed: 40 event(s) of 1 ignored entry (E-0001)." in listed.stderr
    data = json.loads(errkb(runner, noisy, "scan", "--json", "-", stdin=log).stdout)
    assert [row["id"] for row in data["ignored"]] == ["E-0001"] and len(data["errors"]) == 1
    recorded = errkb(runner, noisy, "scan", "--record", "-", stdin=log)
    assert recorded.exit_code == 0 and entry_count(noisy) == 2  # the real error, never the ignored one


def test_list_filters_by_ignore_and_an_unknown_status_names_the_choices(noisy: Path, runner: CliRunner) -> None:
    assert errkb(runner, noisy, "list", "--status", "ignore").stdout.startswith("E-0001  ignore")
    path = noisy / "ERRORS.md"
    path.write_text(path.read_text().replace("- Status: `ignore`", "- Status: `snoozed`"))
    doctor = errkb(runner, noisy, "doctor", "--no-hosts")
    assert "unknown status '`snoozed`' (use open, fixed, wontfix or ignore)" in doctor.stdout


def test_forget_is_not_ignore_a_forgotten_error_comes_back_as_new(noisy: Path, runner: CliRunner) -> None:
    assert errkb(runner, noisy, "forget", "E-0001").exit_code == 0
    assert errkb(runner, noisy, "capture", FLAKY).stdout.startswith("E-0002\tnew entry")
