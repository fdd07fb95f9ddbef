"""`errkb merge E-0002 --into E-0001`: a duplicate found after the fact becomes one entry, its ID
an alias, its notes and fix kept, its counters added; a clone that edits the old entry meanwhile
has its edit folded in at the next sync."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from gitkb import Remote, commit_all, git, git_env, kb_at, new_error, read  # noqa: F401  (fixture)
from kbtexts import by_sig

from errkb.cli.main import cli
from errkb.derived.kbase import KnowledgeBase
from errkb.kb.parse import parse_document
from errkb.machine.state import count_hit, update_state
from errkb.sync.fields import ALTERNATIVE


def twice(kb: KnowledgeBase) -> None:
    """One error under two IDs: the same title, recorded by two normalizer versions (two sigs)."""
    title = "[command:npm] npm ERR! code ERESOLVE"
    kb.store.append(new_error("old", title=title, fix="npm install --legacy-peer-deps", notes="seen with React 18"))
    kb.store.append(new_error("new", title=title, fix="pin react to 18.2", notes="seen on CI", status="fixed"))


def test_merge_folds_one_error_recorded_twice_into_one_entry(kb: KnowledgeBase, runner: CliRunner) -> None:
    twice(kb)
    for sig, when in (("n3:old", "2026-04-01T00:00:00Z"), ("n3:new", "2026-04-02T00:00:00Z"), ("n3:new", "2026-04-03T00:00:00Z")):
        update_state(kb.location.state_json, kb.location.lock, lambda s, sig=sig, when=when: count_hit(s, sig, when))
    where = str(kb.location.path)
    doctor = runner.invoke(cli, ["--kb", where, "doctor", "--no-hosts"])
    assert "duplicate-fingerprint" in doctor.stdout
    done = runner.invoke(cli, ["--kb", where, "merge", "E-0002", "--into", "E-0001", "--json"])
    assert done.exit_code == 0, done.stderr
    assert json.loads(done.stdout) == {"schema": "errkb.merge/1", "kept": "E-0001", "folded": "E-0002",
                                       "fix": "npm install --legacy-peer-deps", "alternative_fix_in_notes": True}
    assert "Merged E-0002 into E-0001" in done.stderr
    (kept,) = parse_document(read(kb.location.path)).entries
    assert kept.id == "E-0001" and kept.meta["aliases"] == "E-0002" and kept.meta["merged-sigs"] == "n3:new"
    assert kept.notes == f"seen with React 18\nseen on CI\n{ALTERNATIVE} pin react to 18.2"
    assert kept.status == "fixed"
    archived = parse_document(read(kb.location.path, "ERRORS.archive.md")).entries
    assert [e.id for e in archived] == ["E-0002"] and "merged into E-0001 (errkb merge)" in archived[0].notes
    shown = runner.invoke(cli, ["--kb", where, "show", "E-0002", "--json"])
    assert json.loads(shown.stdout)["id"] == "E-0001" and json.loads(shown.stdout)["hits"] == 1 + 3
    assert "duplicate-fingerprint" not in runner.invoke(cli, ["--kb", where, "doctor", "--no-hosts"]).stdout


def test_merge_refuses_one_entry_into_itself_and_unknown_ids(kb: KnowledgeBase, runner: CliRunner) -> None:
    twice(kb)
    before = read(kb.location.path)
    same = runner.invoke(cli, ["--kb", str(kb.location.path), "merge", "E-1", "--into", "E-0001"])
    assert same.exit_code == 1 and "are one entry" in same.stderr
    unknown = runner.invoke(cli, ["--kb", str(kb.location.path), "merge", "E-0009", "--into", "E-0001"])
    assert unknown.exit_code == 1 and "no entry E-0009" in unknown.stderr
    assert read(kb.location.path) == before


@pytest.mark.usefixtures("git_env")
def test_an_edit_to_the_folded_entry_on_another_clone_is_folded_in_at_the_next_sync(tmp_path: Path,
                                                                                     runner: CliRunner) -> None:
    remote = Remote(tmp_path)
    mine = remote.clone("mine")
    twice(kb_at(mine))
    commit_all(mine)
    git(mine, "push", "-q")
    mate = remote.clone("mate")
    kb_at(mate).store.update("E-0002", note="also on Node 22")
    commit_all(mate)
    git(mate, "push", "-q")
    assert runner.invoke(cli, ["--kb", str(mine), "merge", "E-0002", "--into", "E-0001"]).exit_code == 0
    synced = runner.invoke(cli, ["--kb", str(mine), "sync"])
    assert synced.exit_code == 0, synced.stderr
    entries = parse_document(read(mine)).entries
    assert [e.id for e in entries] == ["E-0001"]
    assert "also on Node 22" in by_sig(read(mine), "n3:old").notes
