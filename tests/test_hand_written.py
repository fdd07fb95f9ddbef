"""A block a person typed into ERRORS.md (no machine comment, English or Chinese labels) matches the
error it describes, and hands its fix back, as a block errkb wrote would.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

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


# ------------------------------------------------------------ the words a person types
TYPED_WORDS = """
## E-0001 · 服务启动失败：端口被占用
- 报错：Error: listen EADDRINUSE: address already in use :::3000
- 状态：已解决
- 修复：重启服务，或者 lsof -i :3000 找到占用的进程

## E-0002 · numpy is missing
- Error message: ModuleNotFoundError: No module named 'numpy'
- Solution: python3 -m pip install numpy
- Status: resolved
"""


@pytest.mark.parametrize(("script", "entry", "fix"), [
    ("import sys; sys.exit('Error: listen EADDRINUSE: address already in use :::3000')", "E-0001",
     "重启服务，或者 lsof -i :3000 找到占用的进程"),
    ("import numpy_is_not_here as numpy", None, None),
    ("import sys; sys.exit(\"ModuleNotFoundError: No module named 'numpy'\")", "E-0002", "python3 -m pip install numpy"),
])
def test_errkb_run_hands_back_a_fix_typed_under_the_words_a_person_uses(
        kb_dir: Path, tmp_path: Path, script: str, entry: str | None, fix: str | None) -> None:
    """`- 修复：…` / `- 状态：已解决` and `- Solution:` / `- Status: resolved`, typed into ERRORS.md by
    hand, through the real CLI: the fix comes back when its error repeats, and doctor is content."""
    def errkb(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "errkb", "--kb", str(kb_dir), *args],
                              capture_output=True, text=True, timeout=60, cwd=tmp_path)

    assert errkb("init").returncode == 0
    path = kb_dir / "ERRORS.md"
    path.write_text(path.read_text(encoding="utf-8") + TYPED_WORDS, encoding="utf-8")
    done = errkb("run", "--", sys.executable, "-c", script)
    assert done.returncode == 1 and done.stdout == ""
    if entry is None:  # another error: a new entry, no typed fix handed out
        assert "重启服务" not in done.stderr and "pip install numpy" not in done.stderr
    else:
        assert f"{entry} known" in done.stderr and f"«{fix}»" in done.stderr
    doctor = errkb("doctor", "--no-hosts")
    assert doctor.returncode == 0 and "FAIL" not in doctor.stdout
    # the two typed blocks, and a third only for the error neither describes
    assert f"{3 if entry is None else 2} entries, 0 problem(s)" in doctor.stdout
    shown = errkb("show", "E-0001").stdout
    assert "重启服务" in shown and "status: fixed" in shown.lower()
