"""The shipped seed entries: they parse, carry current fingerprints, are redacted, and each one
is recognised from its own raw message, which is what makes a seed useful on day one."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from errkb.cli.main import cli
from errkb.derived.kbase import KnowledgeBase
from errkb.kb.parse import parse_document
from errkb.kb.seeds import refresh_seed_fingerprints, seed_text
from errkb.loop.match import match
from errkb.machine.config import Settings
from errkb.machine.paths import KbLocation
from errkb.model import headline_of
from errkb.recognize.capture import capture
from errkb.recognize.fingerprint import fingerprint
from errkb.recognize.redact import redact

SEED = Path(__file__).resolve().parents[1] / "seeds" / "ERRORS.seed.md"


@pytest.fixture(scope="module")
def seeds() -> list:
    doc = parse_document(SEED.read_text(encoding="utf-8"))
    assert doc.problems == []
    return doc.entries


def test_at_least_thirty_entries_numbered_from_one_with_fixes(seeds: list) -> None:
    assert len(seeds) >= 30
    assert [e.number for e in seeds] == list(range(1, len(seeds) + 1))
    assert all(e.fix.strip() and e.status == "fixed" for e in seeds)


def test_package_copy_is_the_repository_file() -> None:
    assert seed_text() == SEED.read_text(encoding="utf-8")


def test_fingerprints_are_current(seeds: list) -> None:
    """After a normalizer change, run `python -m errkb.kb.seeds` to refresh them."""
    text = SEED.read_text(encoding="utf-8")
    assert refresh_seed_fingerprints(text) == text
    for entry in seeds:
        assert entry.sig == entry.fingerprint == fingerprint(headline_of(entry.title))


def test_nothing_in_the_seeds_needs_redaction(seeds: list) -> None:
    for entry in seeds:
        for value in (entry.title, entry.trigger, entry.fix, entry.notes, entry.raw):
            assert redact(value, "public") == value, entry.id


def test_each_seed_is_recognised_from_its_own_raw_message(tmp_path: Path) -> None:
    kb = KnowledgeBase(KbLocation(tmp_path / "kb", "test"), Settings())
    result = CliRunner().invoke(cli, ["--kb", str(tmp_path / "kb"), "init", "--seed"])
    assert result.exit_code == 0, result.stderr
    mirror = kb.index()
    missed = []
    for entry in mirror.all():
        command = entry.trigger.strip("`").split("`")[0] if entry.trigger.startswith("`") else ""
        verdict = match(capture(entry.raw, "command", "", command), mirror)
        if verdict.best is None or verdict.best.entry.id != entry.id:
            missed.append(entry.id)
    assert missed == []
