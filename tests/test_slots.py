"""Value slots (loop/slots.py): two forms of one error that differ only where a value goes match,
judged by each slot's role; look-alikes that differ in the thing that is wrong never do.

The golden cases are tests/cases/slots.md; the properties below hold for any value.
"""

from __future__ import annotations

import pytest
from golden import Case, cases
from hypothesis import example, given
from hypothesis import strategies as st
from test_golden import ids, run_capture

from errkb.app.reports import why_reason
from errkb.derived.items import IndexedEntry
from errkb.loop.guards import Blocked
from errkb.loop.match import match, match_canonical, slot_verdict
from errkb.loop.slots import IDENTITY, RUNTIME, slots
from errkb.recognize.capture import Capture
from errkb.recognize.normalize import canonical

SLOTS = cases("slots.md")


class One:
    """A KB of one entry: the stored error."""

    def __init__(self, cap: Capture) -> None:
        self.item = IndexedEntry(
            number=1, id="E-0001", sig=cap.fingerprint, fp=cap.fingerprint, code=cap.code, cat=cap.cat,
            canon=cap.canon, title=cap.title, category=cap.category, trigger="", fix="", status="open", notes="",
            hits=1, last_seen="", first_seen="", excluded=False, raw=cap.raw, line=0, fixby="")

    def exact(self, fp: str) -> list[IndexedEntry]:
        return [self.item] if fp == self.item.fp else []

    def candidates(self, token_list: list[str], limit: int = 40) -> list[IndexedEntry]:
        return [self.item] if set(token_list) & set(self.item.tokens) else []

    def by_code(self, code: str) -> list[IndexedEntry]:
        return [self.item] if code == self.item.code else []


@pytest.mark.parametrize("case", SLOTS, ids=ids(SLOTS))
def test_value_slots(case: Case) -> None:
    expect = (case.expected("expect") or "").strip()
    assert expect in ("slots", "apart"), case.where
    stored, *live = [run_capture(block) for block in case.inputs()]
    assert live, case.where
    source = One(stored)
    for cap in live:
        verdict = match(cap, source, explain=True)
        where = f"{case.where}: {cap.canon!r} against {stored.canon!r}"
        if expect == "slots":
            assert verdict.best is not None and verdict.best.measure == "slots", where
            assert "value slots" in why_reason(verdict, 0.8), where
            continue
        assert verdict.best is None, where
        guard = case.expected("guard")
        if guard:
            judged = slot_verdict(cap.canon, stored.canon)
            assert isinstance(judged, Blocked) and judged.guard == "role", where
            assert guard in judged.detail, f"{where}: {judged.detail}"
            assert guard in why_reason(verdict, 0.8), where


def test_the_golden_file_has_both_kinds_of_case() -> None:
    kinds = [(case.expected("expect") or "").strip() for case in SLOTS]
    assert kinds.count("slots") >= 5 and kinds.count("apart") >= 15


def _hit(stored: str, live: str) -> str:
    """How `live` matches a KB holding only `stored`: the measure, or '' for no match."""
    from errkb.recognize.capture import capture

    first, second = capture(stored, "agent"), capture(live, "agent")
    best = match_canonical(second.canon, second.fingerprint, second.code, One(first)).best
    return best.measure if best else ""


_NAME = st.from_regex(r"[a-z][a-z]{2,9}", fullmatch=True)


@given(noun=st.sampled_from(sorted(RUNTIME - {"port", "pid", "address", "addr"})), one=_NAME, two=_NAME)
@example(noun="agent", one="aaa", two="aed")  # a quoted name ending in -ed is no state (`refused`)
def test_any_value_after_a_runtime_noun_is_where(noun: str, one: str, two: str) -> None:
    stored = f"failed to reach the {noun} '{one}' while syncing the mirror"
    live = f"failed to reach the {noun} '{two}' while syncing the mirror"
    assert _hit(stored, live) in ("slots", "similarity")


@given(noun=st.sampled_from(sorted(IDENTITY)), one=_NAME, two=_NAME)
def test_no_value_after_an_identity_noun_is_ever_where(noun: str, one: str, two: str) -> None:
    stored = f"failed to load the {noun} '{one}' while syncing the mirror"
    live = f"failed to load the {noun} '{two}' while syncing the mirror"
    if canonical(stored) != canonical(live):
        assert _hit(stored, live) == ""


@given(st.text(alphabet=st.characters(min_codepoint=32, max_codepoint=126), max_size=80))
@example("' '")
def test_slots_keep_every_character_but_spaces(text: str) -> None:
    canon = canonical(text)
    body = canon.partition(" → ")[2] if " → " in canon else canon
    # A quoted literal is one slot with its spaces inside (`' '`), so spaces are left out of both sides.
    kept = "".join(slots(canon)).replace("<cmd>→", "", 1 if " → " in canon else 0)
    assert kept.replace(" ", "") == body.replace(" ", "")


@given(a=_NAME, b=_NAME)
def test_the_judgement_is_the_same_both_ways(a: str, b: str) -> None:
    one, two = f"worker {a} lost its connection to the broker", f"worker {b} lost its connection to the broker"
    left, right = slot_verdict(canonical(one), canonical(two)), slot_verdict(canonical(two), canonical(one))
    assert isinstance(left, tuple) == isinstance(right, tuple)
    assert (left is None) == (right is None)


def test_a_form_with_words_added_is_not_judged_slot_by_slot() -> None:
    assert slot_verdict("eacces, mkdir '<path>/a'", "warn eacces, mkdir '<path>/b' again") is None
