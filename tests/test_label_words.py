"""The words a person types for a field or a status (`- 修复：…`, `- Solution:`, `已解决`): the golden
cases in tests/cases/hand_blocks.md, every word of the tables, and properties over generated
hand-written blocks: a word that looks like a label never loses a line of what was typed, and
whatever a typed block reads as, errkb's own rendering of it reads the same.
"""

from __future__ import annotations

import json

import pytest
from golden import Case, cases
from hypothesis import given, settings
from hypothesis import strategies as st

from errkb.kb.block import label_of
from errkb.kb.labels import KINDS, LABELS, STATUS_WORDS, SYNONYMS, label_word, status_word
from errkb.kb.parse import parse_document
from errkb.kb.render import render_entry
from errkb.model import STATUSES, Entry, NewEntry

HAND = cases("hand_blocks.md")
FIELDS = ("category", "trigger", "raw", "fix", "status", "notes")


def test_the_case_file_is_well_formed() -> None:
    assert len(HAND) >= 20 and len({case.id for case in HAND}) == len(HAND)
    for case in HAND:
        assert len(case.inputs()) == 1 and {b.kind for b in case.blocks} <= {"input", "fields", "problems"}, case.where
        assert (case.expected("fields") is None) != (case.expected("problems") is None), case.where


def rendered_again(entry: Entry) -> Entry:
    """The entry written by errkb's own renderer and read back."""
    new = NewEntry(title=entry.title, sig="", cat="", category=entry.category, trigger=entry.trigger, raw=entry.raw,
                   fix=entry.fix, status=entry.status, notes=entry.notes, first="2026-01-02T03:04:05Z")
    doc = parse_document("# ERRORS\n\n" + render_entry(entry.id, new, entry.labels))
    assert doc.problems == []
    return doc.entries[0]


@pytest.mark.parametrize("case", HAND, ids=[case.id for case in HAND])
def test_hand_written_block(case: Case) -> None:
    doc = parse_document(case.inputs()[0].text)
    problems = case.expected("problems")
    if problems is not None:
        assert [str(p) for p in doc.problems] == problems.split("\n"), case.where
        assert doc.entries == [], case.where
        return
    assert doc.problems == [], case.where
    (entry,) = doc.entries
    expected = json.loads(case.expected("fields") or "{}")
    assert {key: getattr(entry, key) for key in expected} == expected, case.where
    again = rendered_again(entry)
    assert {key: getattr(again, key) for key in FIELDS} == {key: getattr(entry, key) for key in FIELDS}, case.where


# ------------------------------------------------------------------------------ the tables
def test_no_word_is_claimed_twice_and_none_is_an_own_label() -> None:
    words = [word.lower() for table in (SYNONYMS, KINDS) for spellings in table.values() for word in spellings]
    own = {name.lower() for pair in LABELS.values() for name in pair}
    assert len(words) == len(set(words)) and not set(words) & own
    assert set(STATUS_WORDS) == set(STATUSES)


@pytest.mark.parametrize(("key", "word", "kind"), [
    (key, word, kind) for kind, table in ((False, SYNONYMS), (True, KINDS)) for key, words in table.items()
    for word in words])
def test_every_word_opens_its_field_with_either_colon(key: str, word: str, kind: bool) -> None:
    for spelled in (word, word.upper(), word.lower()):
        for colon in (":", "："):
            found = label_word(spelled)
            assert found is not None and (found.key, found.own, found.kind) == (key, False, kind)
            value = "fixed" if key == "status" else "some value"
            entry = parse_document(f"## E-0001 · t\n- {spelled}{colon} {value}\n").entries[0]
            assert getattr(entry, key) == (f"{spelled}{colon} {value}" if kind else value)


@pytest.mark.parametrize(("status", "word"), [(status, word) for status, words in STATUS_WORDS.items()
                                              for word in words])
def test_every_status_word_reads_as_its_status(status: str, word: str) -> None:
    for spelled in (word, word.upper(), f"`{word}`", f"{word}."):
        assert status_word(spelled.replace("`", "")) == status
        entry = parse_document(f"## E-0001 · t\n- Status: {spelled}\n").entries[0]
        assert entry.status == status


# ---------------------------------------------------------------- generated typed blocks
_LABELS = [f"{word}{colon}" for word in ("Fix", "Status", "Notes", "Raw message", "Trigger", "解法", "状态", "备注",
                                          "Solution", "Cause", "Note", "Error", "Workaround", "修复", "原因", "说明",
                                          "报错", "解决方法", "**Solution**", "State")
           for colon in (":", "：")]
_VALUES = ["restart it", "已解决", "fixed", "done", "docker stop x", "the port was taken", "", "`lsof -i :3000`"]
_line = st.one_of(
    st.tuples(st.sampled_from(_LABELS), st.sampled_from(_VALUES)).map(lambda p: f"- {p[0]} {p[1]}".rstrip()),
    st.sampled_from(_VALUES).map(lambda v: f"- {v}".rstrip()),  # a list item
    st.sampled_from(_VALUES).map(lambda v: f"  {v}".rstrip()),  # an indented line
    st.sampled_from(["", "plain words", "- Status: fixed", "- Fix:\n```\n- Solution: in a fence\n```"]),
)
typed_blocks = st.lists(_line, min_size=1, max_size=9).map(lambda lines: "\n".join(["## E-0001 · typed", *lines]))


def _kept(line: str, entry: Entry) -> bool:
    """Whether what a typed line says is in the entry: the line or its value in a text, or the
    status it names."""
    texts = "\n".join(getattr(entry, key) for key in FIELDS)
    stripped = line.strip()
    if not stripped or stripped in texts:
        return True
    value = stripped.split("：", 1)[-1].split(":", 1)[-1].strip()
    return value.strip("`") in texts or status_word(value) == entry.status


@settings(max_examples=400, deadline=None)
@given(text=typed_blocks)
def test_a_typed_block_loses_no_line_after_its_first_field(text: str) -> None:
    doc = parse_document(text)
    if not doc.entries:  # damaged (a status that is no status, a label twice): reported at a line
        assert doc.problems and all(p.line >= 1 for p in doc.problems)
        return
    entry = doc.entries[0]
    lines = text.split("\n")[1:]  # a fence's lines are lines too
    first = next((i for i, line in enumerate(lines) if line.startswith("- ") and label_of(line)), len(lines))
    for line in lines[first:]:
        if line != "```":
            assert _kept(line, entry), line


@settings(max_examples=400, deadline=None)
@given(text=typed_blocks)
def test_a_typed_block_reads_the_same_once_errkb_has_written_it(text: str) -> None:
    doc = parse_document(text)
    for entry in doc.entries:
        again = rendered_again(entry)
        assert {key: getattr(again, key) for key in FIELDS} == {key: getattr(entry, key) for key in FIELDS}
