"""state.json: this machine's counts. Repeats land here and never in ERRORS.md; effective hits are
the block's Hits plus this delta; a corrupt file is kept aside and counting restarts.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from errkb.derived.kbase import KnowledgeBase
from errkb.loop.record import record_capture
from errkb.machine.state import State, count_hit, read_state, update_state
from errkb.model import NewEntry
from errkb.recognize.capture import capture

ERROR = "npm ERR! code ERESOLVE\nnpm ERR! ERESOLVE unable to resolve dependency tree"


def add(kb: KnowledgeBase, n: int = 1) -> str:
    entry, _ = kb.store.append(NewEntry(title=f"[tool] failure {n}", sig=f"sig{n:09d}", cat="tool",
                                        first="2026-09-14T09:12:33Z"))
    return entry.id


def count(kb: KnowledgeBase, sig: str, when: str = "2026-10-01T10:00:00Z") -> State:
    return update_state(kb.location.state_json, kb.location.lock, lambda s: count_hit(s, sig, when))


def test_missing_state_is_empty_and_healthy(tmp_path: Path) -> None:
    state = read_state(tmp_path / "state.json")
    assert state.entries == {} and state.problem == ""


def test_repeats_are_counted_in_state_and_never_rewrite_errors_md(kb: KnowledgeBase) -> None:
    first = record_capture(kb, capture(ERROR))
    assert first.created and first.hits == 1
    before = kb.location.errors_md.read_bytes()
    second = record_capture(kb, capture(ERROR))
    third = record_capture(kb, capture(ERROR))
    assert (second.id, second.created, second.via) == (first.id, False, "exact")
    assert (second.hits, third.hits) == (2, 3)
    assert kb.location.errors_md.read_bytes() == before
    state = json.loads(kb.location.state_json.read_text())
    assert state["version"] == 2 and state["entries"][first.sig]["hits"] == 2


def test_effective_hits_are_block_hits_plus_this_machines_delta(kb: KnowledgeBase) -> None:
    entry_id = add(kb)
    text = kb.location.errors_md.read_text().replace("· Hits: 1", "· Hits: 40")  # a person raised the baseline
    kb.location.errors_md.write_text(text)
    for when in ("2026-10-01T10:00:00Z", "2026-12-24T18:30:00Z", "2026-11-01T00:00:00Z"):
        count(kb, "sig000000001", when)
    item = kb.index().get(1)
    assert item is not None and item.id == entry_id
    effective = kb.effective(item)
    assert effective.hits == 43
    assert effective.last_seen == "2026-12-24T18:30:00Z"  # the later of block and state


def test_deleting_state_resets_counts_to_the_block_baseline(kb: KnowledgeBase) -> None:
    add(kb)
    count(kb, "sig000000001")
    kb.location.state_json.unlink()
    item = kb.index().get(1)
    assert item is not None and kb.effective(item).hits == 1


def test_counts_follow_the_sig_when_an_entry_is_renumbered(kb: KnowledgeBase) -> None:
    add(kb)
    count(kb, "sig000000001")
    count(kb, "sig000000001")
    text = kb.location.errors_md.read_text().replace("## E-0001 ·", "## E-0031 ·")  # as a merge might
    kb.location.errors_md.write_text(text)
    item = kb.index().get(31)
    assert item is not None and kb.effective(item).hits == 3


def test_a_v1_dsh_state_keyed_by_id_still_counts(kb: KnowledgeBase) -> None:
    add(kb)
    kb.location.state_json.write_text(json.dumps(
        {"version": 1, "entries": {"E-0001": {"hits": 6, "last_seen": "2026-11-02 08:00"}}}))
    item = kb.index().get(1)
    assert item is not None
    effective = kb.effective(item)
    assert (effective.hits, effective.last_seen) == (7, "2026-11-02 08:00")


@pytest.mark.parametrize("garbage", [b"{not json", b"", b"[1, 2]", b'{"version": 99}', b"\xff\xfe\x00"])
def test_a_corrupt_state_is_copied_aside_and_counting_restarts(kb: KnowledgeBase, garbage: bytes,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    add(kb)
    before = kb.location.errors_md.read_bytes()
    kb.location.state_json.write_bytes(garbage)
    assert kb.state().problem  # reading reports it, and changes nothing on disk
    assert kb.location.state_json.read_bytes() == garbage
    state = count(kb, "sig000000001")
    aside = list(kb.location.path.glob("state.corrupt-*.json"))
    assert len(aside) == 1 and aside[0].read_bytes() == garbage
    assert "saved it as state.corrupt-" in capsys.readouterr().err
    assert state.entries["sig000000001"]["hits"] == 1
    assert json.loads(kb.location.state_json.read_text())["entries"]["sig000000001"]["hits"] == 1
    assert kb.location.errors_md.read_bytes() == before


def test_a_malformed_record_drops_alone(tmp_path: Path) -> None:
    path = tmp_path / "state.json"
    path.write_text(json.dumps({"version": 2, "entries": {
        "good": {"hits": 3, "last_seen": "x"}, "negative": {"hits": -1}, "text": {"hits": "many"}, "list": [1],
    }, "totals": {"ok": 2, "bad": "x"}}))
    state = read_state(path)
    assert state.problem == "" and set(state.entries) == {"good"} and state.totals == {"ok": 2}
    assert state.delta("good") == (3, "x") and state.delta("missing", "E-0001") == (0, "")


def test_a_corrupt_state_never_breaks_a_read_command(kb: KnowledgeBase) -> None:
    add(kb)
    kb.location.state_json.write_text("{{{{")
    item = kb.index().get(1)
    assert item is not None and kb.effective(item).hits == 1


def test_the_files_hits_is_a_baseline_as_docs_format_md_says(kb: KnowledgeBase) -> None:
    """ERRORS.md said 1 while `show` said 3 (#14): the file's count is never rewritten on a repeat,
    by design, and docs/format.md says what each number means."""
    from click.testing import CliRunner

    from errkb.cli.main import cli

    runner = CliRunner()
    for _ in range(3):
        assert runner.invoke(cli, ["--kb", str(kb.location.path), "capture", ERROR]).exit_code == 0
    assert "· Hits: 1\n" in kb.location.errors_md.read_text()
    shown = json.loads(runner.invoke(cli, ["--kb", str(kb.location.path), "show", "E-1", "--json"]).stdout)
    assert shown["hits"] == 3
    doc = " ".join((Path(__file__).resolve().parents[1] / "docs" / "format.md").read_text().split())
    assert "never rewritten on a repeat" in doc and "the file's number is a baseline" in doc
    assert "So the file may say `Hits: 1` while `show` says 3" in doc
