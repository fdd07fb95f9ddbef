"""A damaged block, as a person meets it: its problem is said on stderr where they work, once
per set of problems (doctor lists them all, every time), and its error never becomes a second
entry while the damaged one is left out of matching."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from errkb.cli.main import cli

ERRORS = ["Error: Cannot find module 'left-pad'", "fatal: remote origin already exists.",
          "EACCES: permission denied, open '/srv/app/dist/app.js'"]


def errkb(runner: CliRunner, kb: Path, *args: str) -> Result:
    return runner.invoke(cli, ["--kb", str(kb), *args], catch_exceptions=False)


@pytest.fixture
def three(kb_dir: Path, runner: CliRunner) -> Path:
    assert errkb(runner, kb_dir, "init").exit_code == 0
    for n, text in enumerate(ERRORS, 1):
        assert errkb(runner, kb_dir, "record", "--message", text, "--fix", f"fix {n}").exit_code == 0
    return kb_dir


def damage_status(kb: Path, entry: str = "E-0002") -> int:
    """Give `entry` an unknown status; return the line a person must open."""
    lines = (kb / "ERRORS.md").read_text().split("\n")
    start = lines.index(next(line for line in lines if line.startswith(f"## {entry} ")))
    at = next(i for i in range(start, len(lines)) if lines[i].startswith("- Status:"))
    lines[at] = "- Status: `eventually`"
    (kb / "ERRORS.md").write_text("\n".join(lines))
    return at + 1


def test_a_parse_problem_is_said_once_where_a_person_works(three: Path, runner: CliRunner) -> None:
    line = damage_status(three)
    first = errkb(runner, three, "list")
    assert first.exit_code == 0
    assert f"errkb: ERRORS.md:{line}: unknown status '`eventually`'" in first.stderr
    assert "left out of matching until fixed (errkb doctor lists every problem)" in first.stderr
    again = errkb(runner, three, "lookup", ERRORS[0])
    assert again.exit_code == 0 and "ERRORS.md:" not in again.stderr  # once per set of problems
    assert f"ERRORS.md:{line}: unknown status" in errkb(runner, three, "doctor", "--no-hosts").stdout  # always
    other = damage_status(three, "E-0003")  # a new problem: said again, with both
    both = errkb(runner, three, "list")
    assert f"ERRORS.md:{line}:" in both.stderr and f"ERRORS.md:{other}:" in both.stderr


def test_a_hook_never_spends_the_one_telling(three: Path, runner: CliRunner) -> None:
    line = damage_status(three)
    payload = ('{"session_id": "s", "hook_event_name": "PostToolUse", "tool_name": "Read", '
               '"tool_input": {"file_path": "/x"}, "tool_response": "ok"}')
    subprocess.run([sys.executable, "-m", "errkb", "--kb", str(three), "hook", "claude"], input=payload, text=True,
                   capture_output=True, check=True, timeout=60)
    assert f"ERRORS.md:{line}: unknown status" in errkb(runner, three, "list").stderr


@pytest.mark.parametrize("comment", [True, False], ids=["with its machine comment", "typed by hand"])
def test_the_error_of_a_damaged_entry_is_never_recorded_twice(three: Path, runner: CliRunner, comment: bool) -> None:
    path = three / "ERRORS.md"
    if not comment:  # a block a person typed: no sig to find, only its title
        text = path.read_text()
        comment_at = text.index("<!-- errkb:", text.index("## E-0002"))
        path.write_text(text[:comment_at] + text[text.index("\n", comment_at) + 1:])
    line = damage_status(three)
    before = path.read_bytes()
    for args in (["capture", ERRORS[1]], ["record", "--message", ERRORS[1], "--fix", "again"]):
        refused = errkb(runner, three, *args)
        assert refused.exit_code == 1, refused.output
        assert "this error is E-0002, whose block in ERRORS.md does not parse" in refused.stderr
        assert f"ERRORS.md:{line}: unknown status" in refused.stderr
    assert path.read_bytes() == before


def test_run_says_why_it_did_not_record_a_damaged_entrys_error(three: Path, tmp_path: Path) -> None:
    failing = [sys.executable, "-c", "import sys; sys.exit('ValueError: the frobnicator ran out of frobs')"]

    def run() -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "errkb", "--kb", str(three), "run", "--", *failing],
                              capture_output=True, text=True, timeout=60, cwd=tmp_path)

    assert "recorded as E-0004" in run().stderr
    damage_status(three, "E-0004")
    before = (three / "ERRORS.md").read_bytes()
    done = run()
    assert done.returncode == 1
    assert "errkb run: could not record: this error is E-0004, whose block in ERRORS.md does not parse" in done.stderr
    assert (three / "ERRORS.md").read_bytes() == before
