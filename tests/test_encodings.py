"""ERRORS.md as other editors save it: CR-only line ends are read and kept; a UTF-16 file is read
but never written (a UTF-8 block inside it would corrupt it); a front matter that does not read
is a problem with its line, and the KB's pinned ID prefix is never replaced by the default."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from errkb.cli.main import cli

FIRST = "Error: Cannot find module 'left-pad'"
SECOND = "fatal: remote origin already exists."


def errkb(runner: CliRunner, kb: Path, *args: str) -> Result:
    return runner.invoke(cli, ["--kb", str(kb), *args], catch_exceptions=False)


def listed_ids(runner: CliRunner, kb: Path) -> list[str]:
    listed = errkb(runner, kb, "list")
    assert listed.exit_code == 0, listed.output
    return [line.split()[0] for line in listed.stdout.splitlines()]


def two_entries(runner: CliRunner, kb: Path) -> bytes:
    assert errkb(runner, kb, "init").exit_code == 0
    for text, fix in ((FIRST, "npm install left-pad"), (SECOND, "git remote set-url origin URL")):
        assert errkb(runner, kb, "record", "--message", text, "--fix", fix).exit_code == 0
    return (kb / "ERRORS.md").read_bytes()


def test_a_cr_only_file_gets_the_next_id_keeps_its_line_ends_and_answers_right(kb_dir: Path, runner: CliRunner) -> None:
    lf = two_entries(runner, kb_dir)
    (kb_dir / "ERRORS.md").write_bytes(lf.replace(b"\n", b"\r"))
    new = json.loads(errkb(runner, kb_dir, "capture", "--json", "boom: a third failure").stdout)
    assert new["id"] == "E-0003" and new["created"]
    known = json.loads(errkb(runner, kb_dir, "capture", "--json", FIRST).stdout)
    assert (known["id"], known["fix"]) == ("E-0001", "npm install left-pad")
    assert errkb(runner, kb_dir, "record", "E-0003", "--fix", "stop booming").exit_code == 0
    data = (kb_dir / "ERRORS.md").read_bytes()
    assert b"\n" not in data and data.startswith(lf.replace(b"\n", b"\r"))
    assert listed_ids(runner, kb_dir) == ["E-0001", "E-0002", "E-0003"]
    for entry_id, fix in (("E-0001", "npm install left-pad"), ("E-0002", "git remote set-url origin URL"),
                          ("E-0003", "stop booming")):
        assert f"fix: {fix}" in errkb(runner, kb_dir, "show", entry_id).stdout
    assert errkb(runner, kb_dir, "doctor", "--no-hosts").exit_code == 0


@pytest.mark.parametrize("codec, name", [("utf-16", "UTF-16 LE"), ("utf-16-le", "UTF-16 LE"),
                                         ("utf-16-be", "UTF-16 BE"), ("utf-32", "UTF-32 LE")])
def test_a_utf16_file_is_read_but_never_written(kb_dir: Path, runner: CliRunner, codec: str, name: str) -> None:
    text = two_entries(runner, kb_dir).decode("utf-8")
    saved = text.encode(codec)  # "utf-16" and "utf-32" write a byte-order mark, the others none
    (kb_dir / "ERRORS.md").write_bytes(saved)
    assert listed_ids(runner, kb_dir) == ["E-0001", "E-0002"]
    found = errkb(runner, kb_dir, "lookup", FIRST)
    assert found.exit_code == 0 and "npm install left-pad" in found.stdout
    for refused in (errkb(runner, kb_dir, "capture", "boom: a third failure"),
                    errkb(runner, kb_dir, "record", "E-0001", "--fix", "x"), errkb(runner, kb_dir, "forget", "E-0002")):
        assert refused.exit_code == 1 and refused.stdout == ""
        assert f"errkb: ERRORS.md:1: the file is {name}, not UTF-8" in refused.stderr
        assert "iconv -f" in refused.stderr and "nothing was written" in refused.stderr
    assert (kb_dir / "ERRORS.md").read_bytes() == saved
    doctor = errkb(runner, kb_dir, "doctor", "--no-hosts")
    assert doctor.exit_code == 1 and f"FAIL  parse: ERRORS.md:1: the file is {name}, not UTF-8" in doctor.stdout


PINNED = """---
id_prefix: ERR-
id_width: [3
labels: en
---
# ERRORS
"""


def test_a_front_matter_typo_is_a_problem_with_its_line_and_the_pinned_ids_still_answer(
        kb_dir: Path, runner: CliRunner) -> None:
    assert errkb(runner, kb_dir, "init").exit_code == 0
    (kb_dir / "ERRORS.md").write_text(PINNED.replace("[3", "3"))  # pinned and valid first
    for text, fix in ((FIRST, "npm install left-pad"), (SECOND, "git remote set-url origin URL")):
        assert errkb(runner, kb_dir, "record", "--message", text, "--fix", fix).exit_code == 0
    good = (kb_dir / "ERRORS.md").read_text()
    assert "## ERR-001 · " in good and "## ERR-002 · " in good
    broken = good.replace("id_width: 3", "id_width: [3")  # a person's typo
    (kb_dir / "ERRORS.md").write_text(broken)
    assert listed_ids(runner, kb_dir) == ["ERR-001", "ERR-002"]  # not "0 entries"
    shown = errkb(runner, kb_dir, "show", "err-1")
    assert shown.exit_code == 0 and "npm install left-pad" in shown.stdout
    doctor = errkb(runner, kb_dir, "doctor", "--no-hosts")
    assert doctor.exit_code == 1, doctor.stdout
    assert "FAIL  parse: ERRORS.md:4: the front matter is not valid YAML" in doctor.stdout
    assert "2 entries, 1 problem(s)" in doctor.stdout
    refused = errkb(runner, kb_dir, "capture", "boom: a third failure")
    assert refused.exit_code == 1 and "ERRORS.md:4: the front matter is not valid YAML" in refused.stderr
    assert (kb_dir / "ERRORS.md").read_text() == broken  # never an E-0001 appended under the wrong prefix


def test_a_front_matter_that_is_not_a_mapping_is_a_problem(kb_dir: Path, runner: CliRunner) -> None:
    assert errkb(runner, kb_dir, "init").exit_code == 0
    (kb_dir / "ERRORS.md").write_text("---\n- id_prefix: ERR-\n---\n# ERRORS\n")
    doctor = errkb(runner, kb_dir, "doctor", "--no-hosts")
    assert "FAIL  parse: ERRORS.md:2: the front matter is not a mapping of settings" in doctor.stdout
