"""The golden case files in tests/cases/: headline, normalize, redact and fingerprint (slots.md is
tests/test_slots.py's; its form is checked here).

Each file is read by a person first; tests/golden.py explains the format. A failing case names
its file, line and title.
"""

from __future__ import annotations

from typing import Any

import pytest
from golden import Block, Case, cases

from errkb.recognize.capture import capture
from errkb.recognize.normalize import canonical
from errkb.recognize.redact import redact

HEADLINE = cases("headline.md")
NORMALIZE = cases("normalize.md")
REDACT = cases("redact.md")
FINGERPRINT = cases("fingerprint.md")
_CAPTURE_ATTRS = {"source", "tool", "command", "exit_code", "code", "escapes"}


def ids(found: list[Case]) -> list[str]:
    return [case.id for case in found]


def run_capture(block: Block) -> Any:
    unknown = set(block.attrs) - _CAPTURE_ATTRS
    assert not unknown, f"line {block.line}: unknown attributes {sorted(unknown)}"
    kwargs: dict[str, Any] = {k: v for k, v in block.attrs.items() if k != "escapes"}
    if "exit_code" in kwargs:
        kwargs["exit_code"] = int(kwargs["exit_code"])
    return capture(block.text, **kwargs)


@pytest.mark.parametrize(
    ("name", "found", "kinds"),
    [
        ("headline.md", HEADLINE, {"input", "headline", "code", "key"}),
        ("normalize.md", NORMALIZE, {"input", "canonical"}),
        ("redact.md", REDACT, {"input", "public", "private"}),
        ("fingerprint.md", FINGERPRINT, {"input", "expect"}),
        ("slots.md", cases("slots.md"), {"input", "expect", "guard"}),
        ("conditions.md", cases("conditions.md"), {"input", "condition", "expect"}),
    ],
)
def test_case_files_are_well_formed(name: str, found: list[Case], kinds: set[str]) -> None:
    assert len(found) >= 20, f"{name}: too few cases"
    assert len({case.id for case in found}) == len(found), f"{name}: two cases share a title"
    for case in found:
        assert case.inputs(), f"{case.where}: no input block"
        assert {b.kind for b in case.blocks} <= kinds, f"{case.where}: unknown block kind"
        assert len(case.blocks) > len(case.inputs()), f"{case.where}: nothing expected"


@pytest.mark.parametrize("case", HEADLINE, ids=ids(HEADLINE))
def test_headline(case: Case) -> None:
    (block,) = case.inputs()
    cap = run_capture(block)
    assert cap.headline == case.expected("headline"), case.where
    if case.expected("code") is not None:
        assert cap.code == case.expected("code"), case.where
    if case.expected("key") is not None:
        assert cap.key == case.expected("key"), case.where
    # The headline is one clean line, and whatever is fingerprinted is redacted already.
    assert "\n" not in cap.headline and len(cap.headline) <= 200
    assert redact(cap.key) == cap.key


@pytest.mark.parametrize("case", NORMALIZE, ids=ids(NORMALIZE))
def test_normalize(case: Case) -> None:
    want = case.expected("canonical")
    assert want is not None
    for block in case.inputs():
        assert canonical(block.text) == want, f"{case.where}, input at line {block.line}"
    assert canonical(want) == want, f"{case.where}: the canonical form is not a fixed point"


@pytest.mark.parametrize("case", REDACT, ids=ids(REDACT))
def test_redact(case: Case) -> None:
    (block,) = case.inputs()
    for share in ("public", "private"):
        want = case.expected(share)
        if want is None:
            continue
        got = redact(block.text, share)
        assert got == want, f"{case.where} ({share})"
        assert redact(got, share) == got, f"{case.where} ({share}): not idempotent"


@pytest.mark.parametrize("case", FINGERPRINT, ids=ids(FINGERPRINT))
def test_fingerprint(case: Case) -> None:
    expect = (case.expected("expect") or "").strip()
    assert expect in ("same", "different"), case.where
    caps = [run_capture(block) for block in case.inputs()]
    assert len(caps) >= 2, case.where
    prints = [cap.fingerprint for cap in caps]
    if expect == "same":
        assert len(set(prints)) == 1, f"{case.where}: " + "; ".join(cap.canon for cap in caps)
    else:
        assert len(set(prints)) == len(prints), f"{case.where}: " + "; ".join(cap.canon for cap in caps)
