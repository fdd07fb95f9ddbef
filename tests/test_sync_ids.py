"""Old IDs after a merge: an alias answers `show` and `lookup`; a write that carries the sig
(`record --sig`, err_record's sig, a session's watch) reaches the entry it meant, never the new
owner of its old number; an alias's number is never handed out again."""

from __future__ import annotations

import asyncio

import pytest
from click.testing import CliRunner
from kbtexts import DAY2, DAY3, block, by_sig, document

from errkb.cli.main import cli
from errkb.derived.kbase import KnowledgeBase
from errkb.errors import NotFound
from errkb.loop.record import record_fix
from errkb.loop.session import Engine
from errkb.machine.state import count_hit, update_state
from errkb.model import Event, NewEntry
from errkb.sync.merge import merge_documents, upstream_from

BASE = document(block(1, "a"), block(2, "b"))
LOCAL = document(block(1, "a"), block(2, "b"), block(3, "mine", DAY2), block(4, "dup", DAY2))
REMOTE = document(block(1, "a"), block(2, "b"), block(3, "dup", DAY3))


def merged_kb(kb: KnowledgeBase) -> KnowledgeBase:
    """A clone that had LOCAL and synced with REMOTE: its E-0003 (mine) moved to E-0005, its
    E-0004 (dup) folded into the remote's E-0003."""
    result = merge_documents(BASE, LOCAL, REMOTE, upstream_from([REMOTE], holder="theirs"))
    assert result.renumbered == (("E-0003", "E-0005"),) and result.folded == (("E-0004", "E-0003"),)
    kb.location.errors_md.write_text(result.text)
    return kb


def test_an_alias_answers_show_and_lookup(kb: KnowledgeBase, runner: CliRunner) -> None:
    merged_kb(kb)
    shown = runner.invoke(cli, ["--kb", str(kb.location.path), "show", "E-0004"])
    assert shown.exit_code == 0 and shown.stdout.startswith("E-0003 · [tool:Bash] failure dup")
    assert "E-0004 is now E-0003" in shown.stderr
    looked = runner.invoke(cli, ["--kb", str(kb.location.path), "lookup", "E-4"])
    assert looked.exit_code == 0 and looked.stdout.startswith("E-0003 · ")
    assert "by ID (E-4 is now E-0003) · hits: 1 · status: open · sig: dup" in looked.stdout


def test_a_write_with_the_sig_reaches_the_renumbered_entry_not_the_new_owner(kb: KnowledgeBase) -> None:
    merged_kb(kb)
    result = record_fix(kb, "E-0003", fix="rebuild the cache", sig="mine")
    assert result.id == "E-0005"
    text = kb.location.errors_md.read_text()
    assert by_sig(text, "mine").fix == "rebuild the cache" and by_sig(text, "dup").fix == ""
    with pytest.raises(NotFound, match="E-0003 now names another error"):
        record_fix(kb, "E-0003", fix="x", sig="never-seen")
    # Without a sig an ID names the entry that holds it now.
    assert record_fix(kb, "E-0003", note="checked").id == "E-0003"


def test_the_cli_and_mcp_writes_carry_the_sig(kb: KnowledgeBase, runner: CliRunner) -> None:
    pytest.importorskip("mcp")
    from errkb.mcp_server import build_server

    merged_kb(kb)
    recorded = runner.invoke(cli, ["--kb", str(kb.location.path), "record", "E-0003", "--sig", "mine", "--fix", "one"])
    assert recorded.exit_code == 0 and recorded.stdout == "Updated E-0005 (status fixed).\n"
    server = build_server(kb=kb)
    answer = asyncio.run(server.call_tool("err_record", {"id": "E-0003", "sig": "mine", "note": "from the agent"}))
    assert "Updated E-0005" in str(answer)
    assert by_sig(kb.location.errors_md.read_text(), "mine").notes == "from the agent"


def test_a_session_watch_follows_its_entry_through_a_renumbering(kb: KnowledgeBase) -> None:
    kb.location.errors_md.write_text(LOCAL)
    engine = Engine(kb)
    engine.handle(Event("user_prompt", "s1", prompt="build it"))
    engine.handle(Event("tool_failed", "s1", "Bash", {"command": "make mine"}, "make mine", "failure mine", 2))
    assert engine.last_outcome is not None and (engine.last_outcome.id, engine.last_outcome.sig) == ("E-0003", "mine")
    merged_kb(kb)  # a sync lands between the failure and its fix: E-0003 is now the remote's dup
    success = "make mine CACHE=off"
    engine.handle(Event("tool_succeeded", "s1", "Bash", {"command": success}, success, "ok", 0))
    text = kb.location.errors_md.read_text()
    assert by_sig(text, "dup").fix == ""  # the entry that holds E-0003 now learned nothing
    mine = by_sig(text, "mine")
    assert mine.id == "E-0005" and success in mine.fix


def test_counters_of_a_folded_sig_add_up_on_the_entry_that_took_it(kb: KnowledgeBase, runner: CliRunner) -> None:
    kb.location.errors_md.write_text(document(block(1, "kept")))
    kb.store.update("E-0001", meta={"merged-sigs": "gone", "aliases": "E-0002"})
    update_state(kb.location.state_json, kb.location.lock, lambda s: (count_hit(s, "gone", "2026-04-01T00:00:00Z"),
                                                                      count_hit(s, "kept", "2026-03-01T00:00:00Z")))
    shown = runner.invoke(cli, ["--kb", str(kb.location.path), "show", "E-0002", "--json"])
    assert shown.exit_code == 0 and '"hits": 3' in shown.stdout  # 1 in the file, 1 + 1 counted here


def test_an_alias_number_is_never_handed_out_again(kb: KnowledgeBase) -> None:
    merged_kb(kb)
    entry, created = kb.store.append(NewEntry(title="[tool] later", sig="later", cat="tool"))
    assert created and entry.id == "E-0006"
    kb.store.update("E-0006", meta={"aliases": "E-0042"})
    assert kb.store.append(NewEntry(title="[tool] later still", sig="later2", cat="tool"))[0].id == "E-0043"


def test_an_alias_still_answers_when_other_entries_are_archived(kb: KnowledgeBase) -> None:
    merged_kb(kb)
    kb.store.archive("E-0005")
    assert kb.store.entry("E-0004").id == "E-0003"
    with pytest.raises(NotFound):
        kb.store.entry("E-0005")
