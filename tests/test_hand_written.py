"""A block a person typed into ERRORS.md (no machine comment, English or Chinese labels) matches the
error it describes, and hands its fix back, as a block errkb wrote would.
"""

from __future__ import annotations

import pytest

from errkb.app.lookup import lookup
from errkb.derived.kbase import KnowledgeBase
from errkb.loop.match import match
from errkb.loop.record import record_capture
from errkb.recognize.capture import capture

ENGLISH = """
## E-0001 · Port 3000 already in use when starting the dev server

- Raw message:
  ```
  Error: listen EADDRINUSE: address already in use :::3000
  ```
- Fix: find what holds the port (`lsof -i :3000`) and stop it
- Status: open
"""

CHINESE = """
## E-0002 · 找不到 numpy 模块

- 原始信息：
  ```
  Traceback (most recent call last):
    File "train.py", line 1, in <module>
  ModuleNotFoundError: No module named 'numpy'
  ```
- 解法：pip install numpy
- 状态：open
"""

TITLE_ONLY = """
## E-0003 · fatal: refusing to merge unrelated histories

- Fix: git pull --allow-unrelated-histories
"""

PROSE_ONLY = """
## E-0004 · The VPN drops every morning

- Fix: reconnect
"""


@pytest.fixture
def typed(kb: KnowledgeBase) -> KnowledgeBase:
    path = kb.location.errors_md
    path.write_text(path.read_text(encoding="utf-8") + ENGLISH + CHINESE + TITLE_ONLY + PROSE_ONLY, encoding="utf-8")
    return kb


@pytest.mark.parametrize(("text", "command", "entry", "fix"), [
    ("Error: listen EADDRINUSE: address already in use :::4200", "node server.js", "E-0001", "lsof"),
    ("Traceback (most recent call last):\n  File \"/srv/app/main.py\", line 3, in <module>\n    import numpy\n"
     "ModuleNotFoundError: No module named 'numpy'", "python3 main.py", "E-0002", "pip install numpy"),
    ("fatal: refusing to merge unrelated histories", "git pull origin main", "E-0003", "allow-unrelated"),
])
def test_a_block_typed_by_hand_matches_the_error_it_describes(typed: KnowledgeBase, text: str, command: str,
                                                             entry: str, fix: str) -> None:
    outcome = record_capture(typed, capture(text, command=command))
    assert (outcome.id, outcome.created) == (entry, False)
    assert fix in outcome.fix


def test_a_typed_block_keeps_apart_the_errors_it_does_not_describe(typed: KnowledgeBase) -> None:
    verdict = match(capture("ModuleNotFoundError: No module named 'pandas'", command="python3 main.py"), typed.index())
    assert verdict.best is None


def test_a_block_in_prose_alone_is_found_by_its_words_and_matches_nothing(typed: KnowledgeBase) -> None:
    assert [r.id for r in lookup(typed, "vpn drops").results][:1] == ["E-0004"]
    verdict = match(capture("connection reset by peer", command="ssh host"), typed.index())
    assert verdict.best is None


def test_a_fix_recorded_on_a_typed_block_keeps_it_matching(typed: KnowledgeBase) -> None:
    """`errkb record` writes `fixby=person` into a machine comment; the block has no identity of
    its own still, so it stays keyed by the error it quotes."""
    from errkb.loop.record import record_fix

    record_fix(typed, "E-0002", None, "python -m pip install numpy", None, None, replace=True)  # it has a fix
    assert "fixby=person" in typed.location.errors_md.read_text(encoding="utf-8")
    outcome = record_capture(typed, capture("ModuleNotFoundError: No module named 'numpy'", command="python3 x.py"))
    assert (outcome.id, outcome.via) == ("E-0002", "exact")
    assert outcome.fix == "python -m pip install numpy"


def test_show_says_a_typed_fix_was_typed_into_errors_md(typed: KnowledgeBase) -> None:
    """A typed block has no machine comment: its fix's origin is the file itself, not blank."""
    from errkb.app.formatting import format_entry

    entry = typed.store.entry("E-0001")
    assert "fix origin: typed into ERRORS.md" in format_entry(entry, 0, "").splitlines()
