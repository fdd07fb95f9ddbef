"""The condition tier (loop/conditions.py): one condition about one subject matches across programs,
shells and releases; a condition without its subject, or about another subject, never does.

The golden cases are tests/cases/conditions.md.
"""

from __future__ import annotations

import pytest
from golden import Case, cases
from test_golden import ids, run_capture
from test_slots import One

from errkb.app.reports import why_reason
from errkb.loop.conditions import condition_of, search_words
from errkb.loop.match import match

CONDITIONS = cases("conditions.md")


def _read(condition: tuple[str, str] | None) -> str:
    return "none" if condition is None else " ".join(condition)


@pytest.mark.parametrize("case", CONDITIONS, ids=ids(CONDITIONS))
def test_conditions(case: Case) -> None:
    expect = (case.expected("expect") or "").strip()
    assert expect in ("same", "apart", "related"), case.where
    caps = [run_capture(block) for block in case.inputs()]
    wanted = (case.expected("condition") or "").strip().split("\n")
    assert [_read(condition_of(cap.canon)) for cap in caps] == wanted, f"{case.where}: {[c.canon for c in caps]}"
    stored, *live = caps
    for cap in live:
        verdict = match(cap, One(stored), explain=True)
        where = f"{case.where}: {cap.canon!r} against {stored.canon!r}"
        if expect == "apart":
            assert verdict.best is None and verdict.related is None, where
            continue
        if expect == "related":
            # one condition about a kind of subject: `why` shows the entry, nothing merges
            assert verdict.best is None and verdict.related is not None, where
            assert f"related, not merged: {verdict.related.entry.id}" in why_reason(verdict, 0.8), where
            continue
        assert verdict.best is not None, where
        if verdict.best.via == "condition":
            name, subject = wanted[0].split(" ", 1)
            assert f"same condition ({name}) about the same subject ({subject})" in why_reason(verdict, 0.8), where


def test_the_golden_file_has_both_kinds_of_case() -> None:
    kinds = [(case.expected("expect") or "").strip() for case in CONDITIONS]
    assert kinds.count("same") >= 8 and kinds.count("apart") >= 10 and kinds.count("related") >= 2


def test_every_condition_is_looked_up_by_words_its_wordings_hold() -> None:
    """The tier asks the index for candidates by these words: one of them must be in the message."""
    from errkb.recognize.normalize import tokens

    for case in CONDITIONS:
        for block in case.inputs():
            cap = run_capture(block)
            condition = condition_of(cap.canon)
            if condition is not None:
                assert set(search_words(condition)) & set(tokens(cap.canon)), (case.where, cap.canon)


def test_a_file_condition_merges_on_a_file_s_name_never_on_a_directory_s() -> None:
    """normalize makes every directory `<path>/`: `node_modules` or `site-packages` is then the
    name of many places with many owners, so a permission error about one is only related."""
    from errkb.loop.conditions import merges

    assert merges(("eacces", "<path>/six.py")) and merges(("eperm", "open <path>/app.lock"))
    assert not merges(("eacces", "<path>/node_modules")) and not merges(("erofs", "mkdir <path>/site-packages"))
    assert merges(("econnrefused", "postgres")) and not merges(("enospc", "disk"))
