"""A block typed by hand under a heading with no ID (`## 端口 5173 被占用`): it ends the entry above it,
which keeps working; it is reported at its own line until `errkb doctor --fix` gives it the next free
ID, and then it matches the error it describes. A heading with no entry's fields under it is a section
of the file, never a problem. Through a merge, such a block is kept as it was typed.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from errkb.kb.kbformat import KbFormat
from errkb.kb.parse import parse_document
from errkb.kb.render import render_entry
from errkb.kb.unnumbered import heading_title, numbered
from errkb.model import NewEntry
from errkb.sync.merge import merge_documents

ABOVE = """\
## E-0001 · Error: listen EADDRINUSE: address already in use :::3000
- Raw message: `Error: listen EADDRINUSE: address already in use :::3000`
- Fix: stop what holds the port (`lsof -i :3000`)
- Status: fixed
"""

TYPED = """\
## 端口 5173 被占用
- 报错：`Error: Port 5173 is already in use`
- 解决：换一个端口 `vite --port 5174`
- 状态：已解决
"""


def line_of(text: str, needle: str) -> int:
    return text.split("\n").index(needle) + 1


def test_a_block_under_a_heading_without_an_id_leaves_the_entry_above_whole() -> None:
    text = "# ERRORS\n\n" + ABOVE + "\n" + TYPED
    doc = parse_document(text)
    (entry,) = doc.entries
    alone = parse_document("# ERRORS\n\n" + ABOVE).entries[0]
    assert entry == alone  # its fix, status and notes untouched by the lines below it
    (problem,) = doc.problems
    assert problem.line == line_of(text, "## 端口 5173 被占用")
    assert "no ID" in problem.message and "'## E-NNNN · 端口 5173 被占用'" in problem.message
    assert doc.unnumbered == [line_of(text, "## 端口 5173 被占用") - 1]


@pytest.mark.parametrize("section", [
    "## Python errors\n",
    "## Python errors\n\nWhat CI prints when a wheel is missing.\n",
    "## Notes ##\n- Note: these come from CI\n",
    "##\n",
])
def test_a_heading_with_no_entry_fields_under_it_is_a_section_not_a_problem(section: str) -> None:
    text = "# ERRORS\n\n" + ABOVE + "\n" + section + "\n" + ABOVE.replace("E-0001", "E-0002").replace("3000", "3001")
    doc = parse_document(text)
    assert doc.problems == [] and doc.unnumbered == []
    assert [e.id for e in doc.entries] == ["E-0001", "E-0002"]
    assert doc.entries[0] == parse_document("# ERRORS\n\n" + ABOVE).entries[0]


@pytest.mark.parametrize("quoted", [
    "- Fix:\n  ```\n  ## Port 5173 in use\n  - Error: quoted\n  ```\n",   # inside a fence
    "- Fix:\n```md\n## Port 5173 in use\n- Error: quoted\n```\n",         # a fence at the left margin
    "- Fix: see below\n  ## Port 5173 in use\n  - Error: quoted\n",        # indented: the field's text
    "- Fix: see below\n### Port 5173 in use\n- Error: quoted\n",           # a lower heading
])
def test_a_heading_inside_fenced_code_indented_or_lower_splits_nothing(quoted: str) -> None:
    text = "# ERRORS\n\n## E-0001 · x\n- Raw message: `boom`\n" + quoted
    doc = parse_document(text)
    assert [e.id for e in doc.entries] == ["E-0001"] and doc.unnumbered == []
    assert "Port 5173 in use" in doc.entries[0].fix


def test_a_first_entry_typed_into_a_new_kb_is_found_in_the_preamble_too() -> None:
    text = "# ERRORS\n\nOur team's errors.\n\n" + TYPED
    doc = parse_document(text)
    assert doc.entries == [] and doc.unnumbered == [line_of(text, "## 端口 5173 被占用") - 1]
    assert [p.line for p in doc.problems] == [line_of(text, "## 端口 5173 被占用")]


def test_numbering_changes_the_heading_line_only_and_the_block_reads_as_typed() -> None:
    text = "# ERRORS\n\n" + ABOVE + "\n" + TYPED + "\n## Python errors\n\n" + TYPED.replace("5173", "8080")
    new_text, given_ids = numbered(text, KbFormat(), lambda: 7)
    assert given_ids == [(line_of(text, "## 端口 5173 被占用"), "E-0007"), (line_of(text, "## 端口 8080 被占用"), "E-0008")]
    before, after = text.split("\n"), new_text.split("\n")
    changed = [i + 1 for i, (a, b) in enumerate(zip(before, after, strict=True)) if a != b]
    assert changed == [line for line, _ in given_ids]
    assert after[changed[0] - 1] == "## E-0007 · 端口 5173 被占用"
    doc = parse_document(new_text)
    assert doc.problems == [] and [e.id for e in doc.entries] == ["E-0001", "E-0007", "E-0008"]
    typed = doc.entries[1]
    assert (typed.raw, typed.fix, typed.status) == ("Error: Port 5173 is already in use", "换一个端口 `vite --port 5174`",
                                                    "fixed")


def test_heading_titles_lose_closing_hashes_only() -> None:
    assert heading_title("## Port in use ##") == "Port in use"
    assert heading_title("## C# build fails") == "C# build fails"
    assert heading_title("##") == ""


Errkb = Callable[..., "subprocess.CompletedProcess[str]"]


def typed_kb(kb_dir: Path, tmp_path: Path) -> tuple[Errkb, Path]:
    """A new KB with an entry and a block typed under it without an ID, and the real CLI on it."""
    def errkb(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "errkb", "--kb", str(kb_dir), *args],
                              capture_output=True, text=True, timeout=60, cwd=tmp_path)

    assert errkb("init").returncode == 0
    path = kb_dir / "ERRORS.md"
    path.write_text(path.read_text(encoding="utf-8") + "\n" + ABOVE + "\n" + TYPED, encoding="utf-8")
    return errkb, path


def test_doctor_fix_gives_the_typed_block_its_id_and_then_it_matches(kb_dir: Path, tmp_path: Path) -> None:
    """Through the real CLI, as the newcomer met it: doctor names the heading's line (exit 1),
    `doctor --fix` numbers it, and the error it describes then comes back with its typed fix."""
    errkb, path = typed_kb(kb_dir, tmp_path)
    heading = line_of(path.read_text(encoding="utf-8"), "## 端口 5173 被占用")
    checked = errkb("doctor", "--no-hosts")
    assert checked.returncode == 1
    assert f"FAIL  parse: ERRORS.md:{heading}: this block has no ID in its heading" in checked.stdout
    assert "1 entries, 1 problem(s)" in checked.stdout
    fixed = errkb("doctor", "--no-hosts", "--fix")
    assert fixed.returncode == 0 and "2 entries, 0 problem(s)" in fixed.stdout
    assert f"ERRORS.md:{heading}: the heading now names E-0002" in fixed.stderr
    assert "## E-0002 · 端口 5173 被占用\n" in path.read_text(encoding="utf-8")
    done = errkb("run", "--", sys.executable, "-c", "import sys; sys.exit('Error: Port 5173 is already in use')")
    assert "E-0002 known" in done.stderr and "«换一个端口 `vite --port 5174`»" in done.stderr
    assert errkb("doctor", "--no-hosts", "--fix").stderr.count("the heading now names") == 0  # nothing left to do


def test_the_error_a_waiting_block_describes_is_not_recorded_twice_before_it_is_numbered(
        kb_dir: Path, tmp_path: Path) -> None:
    """Left out of matching until numbered, the typed block would otherwise get a twin: the run says
    which block it is and how to number it, ERRORS.md is left as typed, and another error is still
    recorded as new."""
    errkb, path = typed_kb(kb_dir, tmp_path)
    typed = path.read_text(encoding="utf-8")
    heading = line_of(typed, "## 端口 5173 被占用")
    again = errkb("run", "--", sys.executable, "-c", "import sys; sys.exit('Error: Port 5173 is already in use')")
    assert again.returncode == 1  # the command's own exit code
    assert f"this error is the block typed at ERRORS.md:{heading}, which has no ID yet" in again.stderr
    assert "errkb doctor --fix writes its ID" in again.stderr and again.stdout == ""
    assert path.read_text(encoding="utf-8") == typed
    other = errkb("run", "--", sys.executable, "-c", "import sys; sys.exit(\"Error: Cannot find module 'vite'\")")
    assert "recorded as E-0002" in other.stderr, other.stderr
    assert errkb("doctor", "--no-hosts", "--fix").returncode == 0
    assert "## E-0003 · 端口 5173 被占用\n" in path.read_text(encoding="utf-8")


def test_an_update_of_the_entry_above_keeps_the_typed_block_as_it_was(kb_dir: Path, tmp_path: Path) -> None:
    assert subprocess.run([sys.executable, "-m", "errkb", "--kb", str(kb_dir), "init"], capture_output=True,
                          timeout=60).returncode == 0
    path = kb_dir / "ERRORS.md"
    path.write_text(path.read_text(encoding="utf-8") + "\n" + ABOVE + "\n" + TYPED, encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "errkb", "--kb", str(kb_dir), "record", "E-0001", "--note",
                           "seen on the CI runner too"], capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    text = path.read_text(encoding="utf-8")
    assert text.endswith("\n" + TYPED) and "seen on the CI runner too" in text.split("## 端口")[0]


def test_a_merge_keeps_a_block_one_side_typed_while_the_other_changed_the_entry_above() -> None:
    base = "# ERRORS\n\n" + ABOVE
    ours = base + "\n" + TYPED
    theirs = base.replace("stop what holds the port (`lsof -i :3000`)", "run `npx kill-port 3000`")
    for first, second in ((ours, theirs), (theirs, ours)):
        result = merge_documents(base, first, second)
        assert result.clean, result.reasons
        doc = parse_document(result.text)
        assert doc.entries[0].fix == "run `npx kill-port 3000`"
        assert TYPED in result.text and len(doc.unnumbered) == 1


# ----------------------------------------------------------------------- properties
_words = st.sampled_from(["port", "in", "use", "端口", "被占用", "C#", "x", "`npm ci`", "E-0001", "#", "·"])
_title = st.lists(_words, min_size=1, max_size=4).map(" ".join).filter(lambda t: not t.startswith("E-0"))  # else a header
_fields = st.lists(st.sampled_from([
    "- Error: `boom`", "- 报错：boom", "- Fix: retry", "- 解决：重试", "- Status: done", "- Note: a remark",
    "text line", "", "  indented", "```", "- Fix:", "### sub", "<!-- errkb: sig=abc -->",
]), max_size=5)


def _entries(count: int) -> list[str]:
    return [render_entry(f"E-{n:04d}", NewEntry(title=f"[tool] failure {n}", sig=f"s{n}", cat="tool", raw=f"boom {n}",
                                                fix=f"fix {n}", first="2026-09-14T09:12:33Z")) for n in range(1, count + 1)]


@settings(max_examples=200, deadline=None)
@given(count=st.integers(1, 3), where=st.integers(0, 3), title=_title, body=_fields)
def test_a_typed_heading_anywhere_costs_no_entry_and_numbering_reads_it_back(count: int, where: int, title: str,
                                                                             body: list[str]) -> None:
    blocks = _entries(count)
    at = where % (count + 1)
    typed = "\n".join([f"## {title}", *body]) + "\n"
    text = "# ERRORS\n\n" + "\n".join([*blocks[:at], typed, *blocks[at:]])
    plain = parse_document("# ERRORS\n\n" + "\n".join(blocks))
    doc = parse_document(text)
    strip_line = [(e.id, e.title, e.raw, e.fix, e.status, e.notes, e.meta) for e in plain.entries]
    assert [(e.id, e.title, e.raw, e.fix, e.status, e.notes, e.meta) for e in doc.entries] == strip_line
    heading = text.split("\n").index(f"## {title}")
    waits = heading in doc.unnumbered
    assert waits == any(problem.line == heading + 1 for problem in doc.problems)
    new_text, given_ids = numbered(text, KbFormat(), lambda: 100)
    assert [line for line, _ in given_ids] == ([heading + 1] if waits else [])
    after = parse_document(new_text)
    assert after.unnumbered == [] and len(after.entries) == count + (1 if waits and not after.problems else 0)
    assert [line for line in new_text.split("\n") if line not in text.split("\n")] == (
        [f"## E-0100 · {heading_title('## ' + title)}".rstrip()] if waits else [])


def test_doctor_fix_numbers_nothing_while_a_merge_is_unfinished_and_still_checks(kb_dir: Path, tmp_path: Path) -> None:
    """Writes pause while ERRORS.md holds a conflict: `--fix` says why it numbered nothing, on
    stderr, changes no byte, and the check still runs and names both problems."""
    assert subprocess.run([sys.executable, "-m", "errkb", "--kb", str(kb_dir), "init"], capture_output=True,
                          timeout=60).returncode == 0
    path = kb_dir / "ERRORS.md"
    path.write_text(path.read_text(encoding="utf-8") + "\n" + ABOVE + "\n" + TYPED + "<<<<<<< ours\n", encoding="utf-8")
    before = path.read_bytes()
    done = subprocess.run([sys.executable, "-m", "errkb", "--kb", str(kb_dir), "doctor", "--no-hosts", "--fix"],
                          capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert "the headings without an ID were not numbered" in done.stderr
    assert "no ID in its heading" in done.stdout and "conflict marker" in done.stdout
    assert path.read_bytes() == before
