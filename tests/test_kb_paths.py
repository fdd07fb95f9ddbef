"""Where the KB is, as a person mistypes it: a file named as the folder, a path through a file,
a folder where errkb keeps a file. Each is one clear line (and a doctor finding), never a
traceback; and only `errkb init` and an installed hook ever create a KB."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from errkb.cli.main import cli


def errkb(runner: CliRunner, kb: Path | str, *args: str, stdin: str | None = None) -> Result:
    return runner.invoke(cli, ["--kb", str(kb), *args], input=stdin, catch_exceptions=False)


def one_clear_line(result: Result) -> str:
    assert result.exit_code == 1, result.output
    assert "Traceback" not in result.stderr and result.stdout == ""
    return result.stderr


@pytest.mark.parametrize("command", [["list"], ["lookup", "x"], ["capture", "boom: it broke"], ["show", "E-1"],
                                     ["record", "E-1", "--note", "n"], ["forget", "E-1"], ["stats"], ["init"]])
def test_a_file_named_as_the_kb_folder_is_one_clear_line(tmp_path: Path, runner: CliRunner, command: list[str]) -> None:
    afile = tmp_path / "notes.txt"
    afile.write_text("mine\n")
    stderr = one_clear_line(errkb(runner, afile, *command))
    assert f"{afile} is a file, not a folder" in stderr
    assert afile.read_text() == "mine\n"


@pytest.mark.skipif(not os.path.exists("/dev/null"), reason="POSIX /dev/null")
@pytest.mark.parametrize("command", [["list"], ["capture", "boom: it broke"], ["init"]])
def test_a_path_through_a_file_is_one_clear_line(runner: CliRunner, command: list[str]) -> None:
    stderr = one_clear_line(errkb(runner, "/dev/null/kb", *command))
    assert "/dev/null/kb cannot be a folder: /dev/null is a file" in stderr


@pytest.mark.parametrize("name", ["state.json", ".lock"])
def test_a_folder_where_errkb_keeps_a_file_is_named_with_its_remedy(kb_dir: Path, runner: CliRunner, name: str) -> None:
    assert errkb(runner, kb_dir, "init").exit_code == 0
    assert errkb(runner, kb_dir, "capture", "boom: it broke").exit_code == 0
    (kb_dir / name).unlink(missing_ok=True)
    (kb_dir / name).mkdir()
    stderr = one_clear_line(errkb(runner, kb_dir, "capture", "boom: it broke"))  # a repeat: counted in state.json
    assert f"{kb_dir / name} is a folder, but errkb keeps a file there" in stderr and f"rmdir {kb_dir / name}" in stderr
    doctor = errkb(runner, kb_dir, "doctor", "--no-hosts")
    assert doctor.exit_code == 1 and f"FAIL  {name}: {kb_dir / name} is a folder" in doctor.stdout


def test_a_folder_in_place_of_the_index_costs_speed_not_answers(
        kb_dir: Path, tmp_path: Path, runner: CliRunner, monkeypatch: pytest.MonkeyPatch) -> None:
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(scratch))  # where a stray temporary folder would go
    assert errkb(runner, kb_dir, "init").exit_code == 0
    assert errkb(runner, kb_dir, "capture", "boom: it broke").exit_code == 0
    for name in ("errors.sqlite", "errors.index.json"):
        (kb_dir / name).unlink()
        (kb_dir / name).mkdir()
    again = errkb(runner, kb_dir, "capture", "--json", "boom: it broke")
    assert again.exit_code == 0 and json.loads(again.stdout)["id"] == "E-0001"
    doctor = errkb(runner, kb_dir, "doctor", "--no-hosts")
    assert doctor.exit_code == 1
    assert f"FAIL  errors.sqlite: {kb_dir / 'errors.sqlite'} is a folder" in doctor.stdout
    assert f"FAIL  errors.index.json: {kb_dir / 'errors.index.json'} is a folder" in doctor.stdout
    assert list(scratch.iterdir()) == []


def test_doctor_names_a_file_given_as_the_kb_folder(tmp_path: Path, runner: CliRunner) -> None:
    afile = tmp_path / "notes.txt"
    afile.write_text("mine\n")
    doctor = errkb(runner, afile, "doctor", "--no-hosts")
    assert doctor.exit_code == 1 and f"FAIL  location: {afile} is a file, not a folder" in doctor.stdout


def test_doctor_names_leftover_temporary_files(kb_dir: Path, runner: CliRunner) -> None:
    assert errkb(runner, kb_dir, "init").exit_code == 0
    (kb_dir / ".errors.index.json.999999999-0123456789ab.tmp").write_text("half")
    doctor = errkb(runner, kb_dir, "doctor", "--no-hosts")
    assert "WARN  leftovers: temporary files of an interrupted writer: .errors.index.json.999999999" in doctor.stdout


# -------------------------------------------------------------------- who creates a KB
HOOK_FAILURE = {"session_id": "s1", "hook_event_name": "PostToolUseFailure", "tool_name": "Bash",
                "tool_input": {"command": "npm test"}, "error": "Error: Cannot find module 'left-pad'"}


def hook(tmp_path: Path, *args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "errkb", *args], input=json.dumps(HOOK_FAILURE), text=True,
                          capture_output=True, env={**os.environ, **(env or {})}, cwd=tmp_path, timeout=60)


def test_only_the_hook_naming_its_kb_creates_it(tmp_path: Path) -> None:
    mistyped = tmp_path / "kbb"
    by_env = hook(tmp_path, "hook", "claude", env={"ERRKB_DIR": str(mistyped)})
    assert by_env.returncode == 0 and by_env.stdout == "" and not mistyped.exists()
    assert f"no knowledge base at {mistyped}" in by_env.stderr and "errkb init" in by_env.stderr
    installed = tmp_path / "kb"
    named = hook(tmp_path, "--kb", str(installed), "hook", "claude")
    assert named.returncode == 0 and (installed / "ERRORS.md").is_file()
    assert "E-0001" in (installed / "ERRORS.md").read_text()


def test_install_writes_the_kb_it_was_run_for_into_the_hook_command(
        tmp_path: Path, runner: CliRunner, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("ERRKB_DIR", str(tmp_path / "team-kb"))
    done = runner.invoke(cli, ["install", "claude"], catch_exceptions=False)
    assert done.exit_code == 0, done.output
    settings = json.loads((tmp_path / "home" / ".claude" / "settings.json").read_text())
    commands = [h["command"] for groups in settings["hooks"].values() for group in groups for h in group["hooks"]]
    assert commands and all(f"--kb {tmp_path / 'team-kb'} hook claude" in c for c in commands)
    assert f"use the knowledge base at {tmp_path / 'team-kb'}" in done.stderr
