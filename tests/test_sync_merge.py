"""The entry-level merge of ERRORS.md, rule by rule (docs/sync.md, "Merge rules"), on the pure
function the git driver calls. Every case is also run with ours and theirs swapped: a rebase
swaps them, and the result must not change."""

from __future__ import annotations

import pytest
from kbtexts import DAY1, DAY2, DAY3, block, by_sig, document, entries, ids_by_sig

from errkb.kb.ids import resolve_number
from errkb.kb.parse import parse_document
from errkb.kb.store import KbFormat
from errkb.sync.fields import ALTERNATIVE, STATUS_PRECEDENCE, union_lines
from errkb.sync.git import merge_file
from errkb.sync.merge import MergeResult, Upstream, merge_documents, upstream_from

BASE = document(block(1, "a"), block(2, "b"))


def merged(base: str, ours: str, theirs: str, upstream: str | None = None) -> MergeResult:
    """The merge, checked to be the same whichever side git calls ours."""
    known = upstream_from([upstream]) if upstream is not None else Upstream()
    result = merge_documents(base, ours, theirs, known, merge_text=merge_file)
    swapped = merge_documents(base, theirs, ours, known, merge_text=merge_file)
    assert swapped.text == result.text, "the result depends on which side is ours"
    assert swapped.clean == result.clean
    return result


def test_appends_on_both_sides_keep_both_and_the_published_ids() -> None:
    local = document(block(1, "a"), block(2, "b"), block(3, "local1", DAY2), block(4, "local2", DAY2),
                     block(5, "local3", DAY2))
    remote = document(block(1, "a"), block(2, "b"), block(3, "remote1", DAY3), block(4, "remote2", DAY3))
    result = merged(BASE, local, remote, upstream=remote)
    assert result.clean
    assert ids_by_sig(result.text) == {"a": "E-0001", "b": "E-0002", "remote1": "E-0003", "remote2": "E-0004",
                                       "local1": "E-0006", "local2": "E-0007", "local3": "E-0005"}
    # Blocks: the published ones in their order, then the local ones in theirs.
    assert [e.sig for e in entries(result.text)] == ["a", "b", "remote1", "remote2", "local1", "local2", "local3"]
    assert result.renumbered == (("E-0003", "E-0006"), ("E-0004", "E-0007"))
    assert by_sig(result.text, "local1").meta["renumbered-from"] == "E-0003"
    assert "renumbered-from" not in by_sig(result.text, "remote1").meta
    assert "renumbered-from" not in by_sig(result.text, "local3").meta  # E-0005 was nobody else's


def test_the_published_side_keeps_its_ids_even_when_its_entry_was_seen_later() -> None:
    local = document(block(1, "a"), block(2, "b"), block(3, "early", DAY1))
    remote = document(block(1, "a"), block(2, "b"), block(3, "late", DAY3))
    ids = ids_by_sig(merged(BASE, local, remote, upstream=remote).text)
    assert ids["late"] == "E-0003" and ids["early"] == "E-0004"


def test_without_an_upstream_the_entry_first_seen_later_yields_ties_broken_by_sig() -> None:
    one = document(block(1, "a"), block(2, "b"), block(3, "zeta", DAY1))
    two = document(block(1, "a"), block(2, "b"), block(3, "alpha", DAY2))
    assert ids_by_sig(merged(BASE, one, two).text) == {"a": "E-0001", "b": "E-0002", "zeta": "E-0003", "alpha": "E-0004"}
    tie = document(block(1, "a"), block(2, "b"), block(3, "alpha", DAY1))
    assert ids_by_sig(merged(BASE, one, tie).text)["alpha"] == "E-0003"


def test_the_same_error_created_on_both_sides_becomes_one_entry_with_an_alias() -> None:
    # The case: the remote recorded the error as E-0003, this clone as E-0004 (its E-0003 is another).
    local = document(block(1, "a"), block(2, "b"), block(3, "x", DAY2), block(4, "dup", DAY2, fix="pin the version"))
    remote = document(block(1, "a"), block(2, "b"), block(3, "dup", DAY3, notes="seen on CI"))
    result = merged(BASE, local, remote, upstream=remote)
    dup = by_sig(result.text, "dup")
    assert dup.id == "E-0003" and dup.meta["aliases"] == "E-0004"
    assert dup.fix == "pin the version" and dup.notes == "seen on CI"
    assert dup.meta["first"] == DAY3  # the published entry's identity is the one kept
    assert ids_by_sig(result.text)["x"] == "E-0005"  # past both sides: E-0004 still answers for dup
    assert result.folded == (("E-0004", "E-0003"),) and result.renumbered == (("E-0003", "E-0005"),)


def test_a_number_the_remote_names_as_an_alias_is_not_given_to_a_local_entry() -> None:
    # Another clone's E-0002 (dup) was folded into E-0001 and pushed: E-0002 answers for dup.
    # This clone, not knowing, recorded another error as E-0002 and dup as its E-0001.
    remote = document(block(1, "dup", DAY1).replace(" -->", " aliases=E-0002 -->", 1), block(3, "c", DAY1))
    local = document(block(1, "dup", DAY2), block(2, "mine", DAY2))
    result = merged(document(), local, remote, upstream=remote)
    assert result.clean
    assert ids_by_sig(result.text) == {"dup": "E-0001", "c": "E-0003", "mine": "E-0004"}
    assert by_sig(result.text, "dup").meta["aliases"] == "E-0002"  # the published ID still names dup
    assert by_sig(result.text, "mine").meta["renumbered-from"] == "E-0002"
    assert result.renumbered == (("E-0002", "E-0004"),)
    doc = parse_document(result.text)
    assert resolve_number(doc, "E-0002", KbFormat()) == 1
    assert resolve_number(doc, "E-0002", KbFormat(), sig="mine") == 4


def test_the_same_error_under_one_id_on_both_sides_is_one_entry() -> None:
    local = document(block(1, "a"), block(2, "b"), block(3, "dup", DAY2))
    remote = document(block(1, "a"), block(2, "b"), block(3, "dup", DAY3))
    result = merged(BASE, local, remote, upstream=remote)
    assert [e.id for e in entries(result.text)] == ["E-0001", "E-0002", "E-0003"]
    assert "aliases" not in by_sig(result.text, "dup").meta


def test_an_entry_edited_on_one_side_takes_that_side() -> None:
    local = document(block(1, "a", fix="restart the daemon", status="fixed"), block(2, "b"))
    remote = document(block(1, "a"), block(2, "b", notes="only on macOS"))
    result = merged(BASE, local, remote, upstream=remote)
    assert by_sig(result.text, "a").fix == "restart the daemon" and by_sig(result.text, "a").status == "fixed"
    assert by_sig(result.text, "b").notes == "only on macOS"
    assert result.renumbered == ()


def test_notes_edited_on_both_sides_keep_the_lines_of_both() -> None:
    base = document(block(1, "a", notes="first line"))
    local = document(block(1, "a", notes="first line\nlocal line"))
    remote = document(block(1, "a", notes="first line\nremote line"))
    notes = by_sig(merged(base, local, remote, upstream=remote).text, "a").notes
    assert notes == "first line\nremote line\nlocal line"


def test_a_notes_line_deleted_on_one_side_stays_deleted() -> None:
    base = document(block(1, "a", notes="keep\ndrop me"))
    local = document(block(1, "a", notes="keep"))
    remote = document(block(1, "a", notes="keep\ndrop me\nadded"))
    assert by_sig(merged(base, local, remote, upstream=remote).text, "a").notes == "keep\nadded"


def test_fixes_changed_differently_keep_the_published_one_and_the_other_as_an_alternative() -> None:
    base = document(block(1, "a", fix="old fix"))
    local = document(block(1, "a", fix="local fix\nsecond line"))
    remote = document(block(1, "a", fix="remote fix"))
    entry = by_sig(merged(base, local, remote, upstream=remote).text, "a")
    assert entry.fix == "remote fix"
    assert entry.notes == f"{ALTERNATIVE}\nlocal fix\nsecond line"


@pytest.mark.parametrize(("one", "two", "winner"), [
    ("fixed", "open", "fixed"), ("wontfix", "fixed", "wontfix"), ("open", "wontfix", "wontfix"),
])
def test_status_set_differently_on_both_sides_follows_the_documented_precedence(one: str, two: str, winner: str) -> None:
    third = next(s for s in ("open", "fixed", "wontfix") if s not in (one, two))  # both sides changed it
    base = document(block(1, "a", status=third))
    result = merged(base, document(block(1, "a", status=one)), document(block(1, "a", status=two)))
    assert by_sig(result.text, "a").status == winner
    assert STATUS_PRECEDENCE.index(winner) == max(STATUS_PRECEDENCE.index(one), STATUS_PRECEDENCE.index(two))
    assert STATUS_PRECEDENCE[-1] == "ignore"  # noise a person never wants captured outranks all


def test_an_entry_deleted_on_one_side_stays_deleted_unless_the_other_changed_it() -> None:
    archived = document(block(1, "a"))
    assert [e.sig for e in entries(merged(BASE, archived, document(block(1, "a"), block(2, "b"))).text)] == ["a"]
    kept = merged(BASE, archived, document(block(1, "a"), block(2, "b", fix="new fix")))
    assert by_sig(kept.text, "b").fix == "new fix"


def test_the_preamble_merges_as_text_and_a_real_conflict_there_is_not_clean() -> None:
    head = "---\nid_prefix: E-\n---\n# ERRORS\n\nShared KB of team A.\n"
    base = document(block(1, "a"), preamble=head)
    local = document(block(1, "a"), preamble=head.replace("team A.", "team A.\n\nLocal line."))
    remote = document(block(1, "a"), block(2, "b", DAY2), preamble=head.replace("# ERRORS", "# ERRORS of team A"))
    result = merged(base, local, remote, upstream=remote)
    assert result.clean and "# ERRORS of team A" in result.text and "Local line." in result.text
    clash = merged(base, document(block(1, "a"), preamble=head.replace("team A", "team B")),
                   document(block(1, "a"), preamble=head.replace("team A", "team C")))
    assert not clash.clean and "preamble" in clash.reasons[0]
    assert "\n<<<<<<< one side\n" in clash.text and "team B" in clash.text and "team C" in clash.text
    assert [e.sig for e in parse_document(clash.text).entries] == ["a"]  # the entries merged all the same


def test_a_side_with_a_damaged_block_keeps_every_block_and_is_not_clean() -> None:
    damaged = block(3, "broken", DAY2).replace("- Status: `open`", "- Status: `maybe`")
    local = document(block(1, "a"), block(2, "b"), damaged)
    remote = document(block(1, "a"), block(2, "b"), block(3, "r", DAY3))
    result = merged(BASE, local, remote, upstream=remote)
    assert not result.clean and "maybe" in result.reasons[0]
    assert damaged in result.text  # kept byte for byte, for a person (and doctor) to see
    assert {e.sig: e.id for e in parse_document(result.text).entries} == {"a": "E-0001", "b": "E-0002", "r": "E-0003"}


def test_a_block_written_by_hand_is_known_by_its_id_and_raw_message() -> None:
    hand = "## E-0003 · npm ERR! code ERESOLVE\n\n- Raw message:\n  ```text\n  npm ERR! code ERESOLVE\n  ```\n- Fix:\n  use --legacy-peer-deps\n"
    local = document(block(1, "a"), block(2, "b"), hand)
    edited = document(block(1, "a"), block(2, "b"), hand.replace("use --legacy-peer-deps", "upgrade react"))
    remote = document(block(1, "a"), block(2, "b"), block(3, "r", DAY3))
    result = merged(BASE, local, remote, upstream=remote)
    moved = [e for e in entries(result.text) if not e.meta.get("sig")]
    assert len(moved) == 1 and moved[0].id == "E-0004" and moved[0].meta["renumbered-from"] == "E-0003"
    # The renumbered block is still the same entry: an edit made to it before the move follows it.
    again = merged(local, result.text, edited, upstream=result.text)
    hand_entries = [e for e in entries(again.text) if not e.meta.get("sig")]
    assert [(e.id, e.fix) for e in hand_entries] == [("E-0004", "upgrade react")]


def test_crlf_files_stay_crlf_and_unchanged_blocks_keep_their_bytes() -> None:
    def crlf(text: str) -> str:
        return text.replace("\n", "\r\n")

    local = crlf(document(block(1, "a", fix="f1"), block(2, "b")))
    remote = crlf(document(block(1, "a"), block(2, "b"), block(3, "c", DAY2)))
    result = merged(crlf(BASE), local, remote, upstream=remote)
    assert "\n" not in result.text.replace("\r\n", "")
    assert crlf(block(3, "c", DAY2)) in result.text and by_sig(result.text, "a").fix == "f1"


def test_a_file_only_one_side_changed_comes_out_byte_for_byte() -> None:
    remote = document(block(1, "a"), block(2, "b"), block(3, "c", DAY2))
    assert merged(BASE, BASE, remote).text == remote


def test_union_of_lines_keeps_each_side_as_a_subsequence_and_is_idempotent() -> None:
    one, two = ["a", "b", "x", "c"], ["a", "y", "c", "z"]
    both = union_lines(one, two)
    assert both == ["a", "b", "x", "y", "c", "z"]
    assert union_lines(both, two) == both and union_lines(both, one) == both
