"""`errkb seed` into a KB that already exists: adds the curated entries whose fingerprints are not
present, never a duplicate (nor a seed a person forgot), and says what it added."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from errkb.cli.main import cli
from errkb.kb.parse import parse_document
from errkb.kb.seeds import seed_text

PIP_TYPO = "ERROR: Could not find a version that satisfies the requirement numpyy (from versions: none)"


def test_seed_adds_only_what_is_missing_and_says_so(kb_dir: Path, runner: CliRunner) -> None:
    seeds = parse_document(seed_text()).entries

    def errkb(*args: str) -> tuple[int, str, str]:
        result = runner.invoke(cli, ["--kb", str(kb_dir), *args], catch_exceptions=False)
        return result.exit_code, result.stdout, result.stderr

    errkb("init")
    errkb("capture", "--command", "pip install numpyy", PIP_TYPO)  # the same error as seed E-0001, met for real
    errkb("seed")
    forgotten = next(e for e in parse_document((kb_dir / "ERRORS.md").read_text()).entries
                     if e.title == seeds[2].title)
    errkb("forget", forgotten.id, "--reason", "not our stack")
    before = (kb_dir / "ERRORS.md").read_bytes()

    code, out, err = errkb("seed", "--json")
    report = json.loads(out)
    assert code == 0 and list(report)[0] == "schema" and report == {"schema": "errkb.seed/1", "added": [], "present": 53}
    assert (kb_dir / "ERRORS.md").read_bytes() == before

    fresh = kb_dir.parent / "fresh"
    assert runner.invoke(cli, ["--kb", str(fresh), "init"]).exit_code == 0
    result = runner.invoke(cli, ["--kb", str(fresh), "seed"])
    assert result.exit_code == 0 and "added 53 seed entries; 0 were there already" in result.stderr
    assert result.stdout.splitlines()[0] == f"E-0001  {seeds[0].title}"
    entries = parse_document((fresh / "ERRORS.md").read_text()).entries
    assert [e.sig for e in entries] == [s.sig for s in seeds]
    assert {e.hits for e in entries} == {0} and {e.meta["fixby"] for e in entries} == {"seed"}


def test_seed_needs_a_knowledge_base(kb_dir: Path, runner: CliRunner) -> None:
    result = runner.invoke(cli, ["--kb", str(kb_dir), "seed"])
    assert result.exit_code == 1 and "errkb init" in result.stderr and result.stdout == ""


def test_first_run_keeps_the_entry_met_for_real(kb_dir: Path, runner: CliRunner) -> None:
    runner.invoke(cli, ["--kb", str(kb_dir), "init"])
    runner.invoke(cli, ["--kb", str(kb_dir), "capture", "--command", "pip install numpyy", PIP_TYPO])
    result = runner.invoke(cli, ["--kb", str(kb_dir), "seed"])
    assert "added 52 seed entries; 1 were there already" in result.stderr
    entries = parse_document((kb_dir / "ERRORS.md").read_text()).entries
    assert len(entries) == 53 and len({e.sig for e in entries}) == 53
    assert entries[0].status == "open" and "fixby" not in entries[0].meta  # the user's own entry, untouched
