"""config.yaml as a person breaks it: a byte that is not UTF-8, a YAML typo. Each is reported
with its line every time it is in force, and the settings last read (kb_dir above all) stay."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from click.testing import CliRunner, Result

from errkb.cli.main import cli


def errkb(runner: CliRunner, *args: str) -> Result:
    return runner.invoke(cli, list(args), catch_exceptions=False)


def test_a_byte_that_is_not_utf8_is_named_with_its_line_and_no_command_breaks(
        isolated_config: Path, tmp_path: Path, runner: CliRunner) -> None:
    isolated_config.write_bytes(b"inject: always\nshare: caf\xe9\n")
    shown = errkb(runner, "config", "--json")
    assert shown.exit_code == 0 and "Traceback" not in shown.stderr
    assert f"errkb: {isolated_config}:2: byte 0xe9 is not UTF-8" in shown.stderr
    where = errkb(runner, "--kb", str(tmp_path / "kb"), "where")
    assert where.exit_code == 0 and f"{isolated_config}:2: byte 0xe9" in where.stderr
    doctor = errkb(runner, "--kb", str(tmp_path / "kb"), "doctor", "--no-hosts")
    assert f"FAIL  config: {isolated_config}:2: byte 0xe9 is not UTF-8" in doctor.stdout
    refused = errkb(runner, "config", "inject", "off")  # never rewrites a file it cannot read
    assert refused.exit_code == 1 and f"{isolated_config}:2: byte 0xe9" in refused.stderr
    assert isolated_config.read_bytes() == b"inject: always\nshare: caf\xe9\n"


def test_a_hook_still_answers_and_says_why_under_a_config_that_does_not_read(
        isolated_config: Path, tmp_path: Path) -> None:
    isolated_config.write_bytes(b"inject: always\n\xff\n")
    payload = {"session_id": "s", "hook_event_name": "PostToolUseFailure", "tool_name": "Bash",
               "tool_input": {"command": "npm test"}, "error": "Error: Cannot find module 'left-pad'"}
    done = subprocess.run([sys.executable, "-m", "errkb", "--kb", str(tmp_path / "kb"), "hook", "claude"],
                          input=json.dumps(payload), capture_output=True, text=True, timeout=60,
                          env={**os.environ, "ERRKB_CONFIG": str(isolated_config)})
    assert done.returncode == 0 and "Traceback" not in done.stderr
    assert f"{isolated_config}:2: byte 0xff is not UTF-8" in done.stderr
    assert "E-0001" in (tmp_path / "kb" / "ERRORS.md").read_text()  # the hook did its work


def test_a_yaml_typo_keeps_the_last_good_kb_dir_and_says_so_every_time(
        isolated_config: Path, tmp_path: Path, runner: CliRunner) -> None:
    team = tmp_path / "team-kb"
    isolated_config.write_text(f"kb_dir: {team}\ninject: always\n")
    assert errkb(runner, "where").stdout.splitlines()[0] == str(team)
    isolated_config.write_text(f"kb_dir: {team}\ninject always: [\n")  # a typo
    for _ in range(3):  # the second and third read the cache: the problem is not cached away
        where = errkb(runner, "where")
        assert where.stdout.splitlines()[0] == str(team), where.output
        assert f"errkb: {isolated_config}:3:" in where.stderr
        assert "using the settings last read from it" in where.stderr
    settings = json.loads(errkb(runner, "config", "--json").stdout)
    assert settings["kb_dir"] == str(team) and settings["inject"] == "always"
    isolated_config.write_text(f"kb_dir: {team}\ninject: off\n")  # fixed: read again, quiet
    fixed = errkb(runner, "config", "--json")
    assert fixed.stderr == "" and json.loads(fixed.stdout)["inject"] == "off"


def test_a_config_broken_from_the_start_says_it_uses_the_defaults(isolated_config: Path, runner: CliRunner) -> None:
    isolated_config.write_text("kb_dir: [\n")
    shown = errkb(runner, "config", "--json")
    assert "using the default settings" in shown.stderr and f"{isolated_config}:2:" in shown.stderr
