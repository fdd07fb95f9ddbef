"""Line-surgical edits: one block's field lines change, in that block's language and line
endings; everything else stays byte for byte, and an edit that would not read back is refused.
"""

from __future__ import annotations

import pytest

from errkb.errors import DamagedBlock, ErrkbError, NotFound
from errkb.kb.edit import edit_fields
from errkb.kb.parse import parse_document

BLOCK = """\
## E-{n:04d} · failure {n}
<!-- errkb: sig=sig{n} cat=tool first=2026-09-14T09:12:33Z -->

- Fingerprint: `sig{n}`
- Category: `tool`
- First seen: 2026-09-14 09:12 · Last seen: 2026-09-14 09:12 · Hits: 1
- Trigger: `make`
- Raw message:
  ```text
  boom {n}
  ```
- Fix:
  do {n}
- Status: `open`
- Notes:
"""


def doc_of(*blocks: str) -> str:
    return "# ERRORS\n\n" + "\n".join(blocks)


def edit(text: str, number: int, **changes: str) -> str:
    return edit_fields(parse_document(text), number, changes, "E-")


def blocks_except(text: str, number: int) -> list[str]:
    doc = parse_document(text)
    return ["".join(doc.lines[b.start:b.end]) for b in doc.blocks if b.number != number]


def test_only_the_named_fields_lines_change() -> None:
    text = doc_of(BLOCK.format(n=1), BLOCK.format(n=2), BLOCK.format(n=3))
    after = edit(text, 2, fix="first\n- then this\n```sh\nls\n```", status="fixed")
    assert blocks_except(after, 2) == blocks_except(text, 2)
    expected = BLOCK.format(n=2).replace("- Fix:\n  do 2\n", "- Fix:\n  first\n  - then this\n  ```sh\n  ls\n  ```\n")
    assert expected.replace("`open`", "`fixed`") in after


def test_a_fix_typed_on_the_label_line_is_replaced_whole() -> None:
    text = doc_of(BLOCK.format(n=1).replace("- Fix:\n  do 1\n", "- Fix: quick one\nsecond line\n\n"), BLOCK.format(n=2))
    after = edit(text, 1, fix="better")
    assert "quick one" not in after and "second line" not in after
    assert "- Fix:\n  better\n\n- Status" in after  # the blank line the person left stays
    assert blocks_except(after, 1) == blocks_except(text, 1)


def test_chinese_block_is_edited_in_chinese() -> None:
    zh = (BLOCK.format(n=1).replace("- Fix:", "- 解法：").replace("- Status:", "- 状态：")
          .replace("- Notes:", "- 备注：").replace("- Fingerprint:", "- 指纹："))
    after = edit(doc_of(zh), 1, fix="重启", status="fixed", notes="见 CI")
    assert "- 解法:\n  重启\n" in after and "- 状态: `fixed`" in after and "- 备注:\n  见 CI\n" in after
    assert "Fix" not in after and "Status" not in after


def test_crlf_is_kept_in_the_rewritten_lines() -> None:
    text = doc_of(BLOCK.format(n=1), BLOCK.format(n=2)).replace("\n", "\r\n")
    after = edit(text, 1, fix="a\nb", notes="c")
    assert after.count("\n") == after.count("\r\n")
    assert "- Fix:\r\n  a\r\n  b\r\n" in after


def test_missing_fields_are_inserted_in_their_place() -> None:
    bare = "## E-0001 · typed by hand\n- Raw message:\n  ```\n  x\n  ```\n- Status: open\n\n\n"
    text = doc_of(bare, BLOCK.format(n=2))
    after = edit(text, 1, fix="the fix", notes="a note", trigger="make all")
    assert after.startswith("# ERRORS\n\n## E-0001 · typed by hand\n- Trigger: make all\n- Raw message:\n  ```\n  x\n"
                            "  ```\n- Fix:\n  the fix\n- Status: open\n- Notes:\n  a note\n\n\n\n## E-0002")
    e = parse_document(after).entries[0]
    assert (e.fix, e.notes, e.trigger, e.raw) == ("the fix", "a note", "make all", "x")


def test_trailing_blank_lines_between_blocks_are_kept() -> None:
    text = doc_of(BLOCK.format(n=1) + "\n\n\n", BLOCK.format(n=2))
    after = edit(text, 1, notes="kept apart")
    assert "- Notes:\n  kept apart\n\n\n\n\n## E-0002" in after


def test_editing_the_last_line_of_a_file_without_a_final_newline() -> None:
    text = doc_of(BLOCK.format(n=1), BLOCK.format(n=2)).rstrip("\n")
    after = edit(text, 2, notes="n")
    assert after.endswith("- Notes:\n  n\n")
    assert blocks_except(after, 2) == blocks_except(text, 2)


def test_damaged_block_is_never_rewritten() -> None:
    text = doc_of(BLOCK.format(n=1), BLOCK.format(n=2).replace("`open`", "`soon`"))
    with pytest.raises(DamagedBlock) as info:
        edit(text, 2, fix="x")
    line = text.split("\n").index("- Status: `soon`") + 1
    assert "E-0002" in info.value.message and f"ERRORS.md:{line}: unknown status" in info.value.message
    assert "errkb doctor" in (info.value.hint or "")


def test_unknown_entry() -> None:
    with pytest.raises(NotFound):
        edit(doc_of(BLOCK.format(n=1)), 9, fix="x")


def test_an_edit_that_would_not_read_back_is_refused() -> None:
    text = doc_of(BLOCK.format(n=1))
    with pytest.raises(ErrkbError, match="no longer parses"):
        edit(text, 1, status="someday")


def test_a_duplicate_later_block_is_damaged_and_the_first_one_stays_editable() -> None:
    text = doc_of(BLOCK.format(n=1), BLOCK.format(n=1).replace("failure 1", "again"))
    after = edit(text, 1, status="fixed")
    doc = parse_document(after)
    assert doc.entries[0].status == "fixed" and len(doc.problems) == 1
    before = parse_document(text)
    assert "".join(doc.lines[doc.blocks[1].start:]) == "".join(before.lines[before.blocks[1].start:])


# -- machine fields -------------------------------------------------------------------------------
def test_a_machine_field_is_set_replaced_and_removed_on_the_comment_line_alone() -> None:
    text = doc_of(BLOCK.format(n=1), BLOCK.format(n=2))
    added = edit_fields(parse_document(text), 1, {}, "E-", {"fixby": "person", "aliases": "E-0009 E-0011"})
    entry = parse_document(added).entries[0]
    assert entry.meta == {"sig": "sig1", "cat": "tool", "first": "2026-09-14T09:12:33Z", "fixby": "person",
                          "aliases": "E-0009 E-0011"}
    assert blocks_except(added, 1) == blocks_except(text, 1)
    assert [line for line in added.splitlines() if line not in text.splitlines()] == [
        "<!-- errkb: sig=sig1 cat=tool first=2026-09-14T09:12:33Z fixby=person aliases=E-0009%20E-0011 -->"]
    removed = edit_fields(parse_document(added), 1, {}, "E-", {"aliases": None, "fixby": "agent"})
    assert parse_document(removed).entries[0].meta["fixby"] == "agent"
    assert "aliases" not in parse_document(removed).entries[0].meta


def test_a_hand_written_block_gains_a_machine_comment_under_its_header() -> None:
    hand = "## E-0003 · typed by hand\n\n- Fix: restart it\n- Status: open\n"
    text = doc_of(BLOCK.format(n=1), hand)
    edited = edit_fields(parse_document(text), 3, {}, "E-", {"fixby": "person"})
    assert "## E-0003 · typed by hand\n<!-- errkb: fixby=person -->\n\n- Fix: restart it" in edited
    assert parse_document(edited).entries[1].fix == "restart it"
    assert blocks_except(edited, 3) == blocks_except(text, 3)


def test_a_crlf_block_keeps_crlf_on_its_new_comment_line() -> None:
    text = doc_of(BLOCK.format(n=1)).replace("\n", "\r\n")
    edited = edit_fields(parse_document(text), 1, {}, "E-", {"fixby": "seed"})
    assert "fixby=seed -->\r\n" in edited and "\n" not in edited.replace("\r\n", "")
