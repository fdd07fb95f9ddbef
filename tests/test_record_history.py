"""A fix is never silently overwritten: `record` over a different fix keeps it and adds the new
one to the notes as an alternative; `--replace` swaps them and keeps the old one in the notes,
dated. Who wrote the entry's fix (`fixby`) stays true either way."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from errkb.cli.main import cli
from errkb.derived.kbase import KnowledgeBase
from errkb.loop.record import record_fix
from errkb.machine.config import Settings
from errkb.machine.paths import KbLocation

NOT_A_REPO = "fatal: not a git repository (or any of the parent directories): .git"
DATED = r"\d{4}-\d\d-\d\d \d\d:\d\d"


def errkb(runner: CliRunner, kb: Path, *args: str) -> Result:
    return runner.invoke(cli, ["--kb", str(kb), *args], catch_exceptions=False)


@pytest.fixture
def seeded(kb_dir: Path, runner: CliRunner) -> KnowledgeBase:
    assert errkb(runner, kb_dir, "init", "--seed").exit_code == 0
    return KnowledgeBase(KbLocation(kb_dir, "test"), Settings())


def test_a_curated_fix_stays_and_the_new_one_is_an_alternative(seeded: KnowledgeBase, runner: CliRunner) -> None:
    kb_dir = seeded.location.path
    seed = seeded.store.entry("E-0019")
    assert seed.fixby == "seed" and seed.fix
    done = errkb(runner, kb_dir, "record", "--message", NOT_A_REPO, "--fix", "x")
    assert done.exit_code == 0
    assert "It already has a different fix, which stays; yours was added to its notes as an alternative" in done.stdout
    after = seeded.store.entry("E-0019")
    assert (after.fix, after.fixby) == (seed.fix, "seed")
    assert re.search(rf"^Alternative fix \(by a person\), {DATED}: x$", after.notes, re.M), after.notes
    assert after.notes.startswith(seed.notes)
    data = json.loads(errkb(runner, kb_dir, "record", "E-19", "--fix", "y", "--json").stdout)
    assert data["fix_as"] == "alternative"


def test_replace_makes_it_the_fix_and_keeps_the_old_one_dated(seeded: KnowledgeBase, runner: CliRunner) -> None:
    kb_dir = seeded.location.path
    seed = seeded.store.entry("E-0019")
    done = errkb(runner, kb_dir, "record", "--message", NOT_A_REPO, "--fix", "cd into the repository first", "--replace")
    assert done.exit_code == 0 and "alternative" not in done.stdout
    after = seeded.store.entry("E-0019")
    assert (after.fix, after.fixby, after.status) == ("cd into the repository first", "person", "fixed")
    old = " ".join(seed.fix.split())
    assert re.search(rf"^Earlier fix \(errkb seed entry\), replaced {DATED}: {re.escape(old)}$", after.notes, re.M)
    assert "fix origin: by a person" in errkb(runner, kb_dir, "show", "E-0019").stdout


def test_the_same_fix_again_or_a_first_fix_adds_no_history(seeded: KnowledgeBase, runner: CliRunner) -> None:
    kb_dir = seeded.location.path
    seed = seeded.store.entry("E-0019")
    assert errkb(runner, kb_dir, "record", "E-0019", "--fix", "  " + seed.fix.replace("\n", "\n  ")).exit_code == 0
    assert seeded.store.entry("E-0019").notes == seed.notes
    fresh = errkb(runner, kb_dir, "record", "--message", "boom: a brand new failure", "--fix", "stop it")
    assert fresh.stdout.startswith("Created E-0054 (status fixed)")
    first = seeded.store.entry("E-0054")
    assert (first.fix, first.fixby, first.notes) == ("stop it", "person", "")


def test_an_agent_never_replaces_a_persons_fix(seeded: KnowledgeBase) -> None:
    record_fix(seeded, "E-0019", fix="cd into the repository first", replace=True)  # a person's fix
    result = record_fix(seeded, message=NOT_A_REPO, fix="rm -rf .git && git init", by="agent")
    assert result.fix_as == "alternative"
    after = seeded.store.entry("E-0019")
    assert (after.fix, after.fixby) == ("cd into the repository first", "person")
    assert re.search(rf"^Alternative fix \(by an agent via err_record, unreviewed\), {DATED}: rm -rf", after.notes, re.M)
