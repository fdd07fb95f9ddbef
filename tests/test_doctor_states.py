"""`errkb doctor` names each damaged state issue #14 lists, in one line with its place, and never
ends in a traceback. States tested elsewhere: read-only (test_read_only), folders in the place of
state.json, .lock, errors.sqlite and errors.index.json and a file given as the KB folder
(test_kb_paths), a config byte that is not UTF-8 (test_config_problems), UTF-16 and a broken
front matter (test_encodings), parse problems (test_damaged_kb, test_cli_kb), the mcp extra
(test_mcp_extra). These are the rest."""

from __future__ import annotations

import os
from pathlib import Path

from click.testing import CliRunner, Result

from errkb.cli.main import cli


def doctor(runner: CliRunner, kb: Path | str) -> Result:
    result = runner.invoke(cli, ["--kb", str(kb), "doctor", "--no-hosts"])
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    return result


def init(runner: CliRunner, kb: Path) -> None:
    assert runner.invoke(cli, ["--kb", str(kb), "init"]).exit_code == 0


def test_a_config_that_is_not_valid_yaml(kb_dir: Path, runner: CliRunner, isolated_config: Path) -> None:
    init(runner, kb_dir)
    isolated_config.parent.mkdir(parents=True, exist_ok=True)
    isolated_config.write_text("inject: full\nkb_dir: [oops\n")
    result = doctor(runner, kb_dir)
    assert result.exit_code == 1
    assert f"FAIL  config: {isolated_config}:" in result.stdout and "using the default settings" in result.stdout


def test_a_kb_path_under_a_file(runner: CliRunner) -> None:
    result = doctor(runner, "/dev/null/kb")
    assert result.exit_code == 1
    assert "FAIL  location: /dev/null/kb cannot be a folder: /dev/null is a file" in result.stdout


def test_a_mistyped_kb_path_is_named_and_not_created(tmp_path: Path, runner: CliRunner) -> None:
    result = doctor(runner, tmp_path / "kbb")
    assert result.exit_code == 1 and f"FAIL  errors.md: no ERRORS.md in {tmp_path / 'kbb'}; run: errkb init" in result.stdout
    assert not (tmp_path / "kbb").exists()


def test_errors_md_that_is_a_folder(kb_dir: Path, runner: CliRunner) -> None:
    (kb_dir / "ERRORS.md").mkdir(parents=True)
    result = doctor(runner, kb_dir)
    assert result.exit_code == 1 and f"FAIL  errors.md: {kb_dir / 'ERRORS.md'} is a folder" in result.stdout


def test_a_sessions_folder_that_is_a_file(kb_dir: Path, runner: CliRunner) -> None:
    init(runner, kb_dir)
    (kb_dir / "sessions").write_text("")
    result = doctor(runner, kb_dir)
    assert result.exit_code == 1 and f"FAIL  sessions: {kb_dir / 'sessions'} is a file" in result.stdout


def test_a_killed_rebuilds_temporary_mirror(kb_dir: Path, runner: CliRunner) -> None:
    init(runner, kb_dir)
    (kb_dir / ".errors.sqlite.999999999-0a1b2c.tmp").write_bytes(b"half a database")
    result = doctor(runner, kb_dir)
    assert "WARN  leftovers: temporary files of an interrupted writer: .errors.sqlite.999999999-0a1b2c.tmp" \
        in result.stdout


def test_a_symlinked_errors_md_is_named_as_a_link_written_through(tmp_path: Path, runner: CliRunner) -> None:
    kb_dir, shared = tmp_path / "kb", tmp_path / "repo"
    init(runner, shared)
    kb_dir.mkdir()
    os.symlink(shared / "ERRORS.md", kb_dir / "ERRORS.md")
    result = doctor(runner, kb_dir)
    assert f"ok    errors.md: ERRORS.md is a link to {shared / 'ERRORS.md'}; errkb writes through it" in result.stdout
