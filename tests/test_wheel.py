"""errkb installed from a wheel, as users install it, finds what it ships (.ci/wheel_smoke).

The CI step builds in an isolated environment and installs the dependencies from PyPI; here the
same script runs offline: the wheel is built with this venv's setuptools and the fresh venv
borrows this venv's dependencies, so the test needs no network.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from errkb.cli.main import cli

REPO = Path(__file__).resolve().parent.parent
SMOKE = REPO / ".ci" / "wheel_smoke"


@pytest.mark.skipif(shutil.which("git") is None or not (REPO / ".git").exists(), reason="needs the git checkout")
def test_a_wheel_in_a_fresh_venv_finds_the_dsh_plugin_and_runs_the_demo() -> None:
    result = subprocess.run([str(SMOKE), "--offline"], capture_output=True, text=True, timeout=600,
                            env={**os.environ, "PYTHON": sys.executable})
    assert result.returncode == 0, result.stdout + result.stderr
    assert "wheel smoke: ok" in result.stdout


def test_a_missing_plugin_names_an_option_install_has(tmp_path: Path) -> None:
    runner = CliRunner()
    result = runner.invoke(cli, ["install", "dsh", "--dry-run", "--plugin", str(tmp_path / "absent.js")],
                           env={"HOME": str(tmp_path)})
    assert result.exit_code != 0
    assert "dsh plugin not found" in result.stderr and "--plugin" in result.stderr
    options = {opt for param in cli.commands["install"].params for opt in param.opts}
    assert "--plugin" in options
    assert result.stdout == ""


def test_the_plugin_option_is_refused_for_a_host_that_runs_commands(tmp_path: Path) -> None:
    plugin = tmp_path / "index.js"
    plugin.write_text("export {}\n")
    result = CliRunner().invoke(cli, ["install", "claude", "--dry-run", "--plugin", str(plugin)],
                                env={"HOME": str(tmp_path)})
    assert result.exit_code != 0 and "leave out --plugin" in result.stderr


def test_the_plugin_option_registers_another_opencode_plugin(tmp_path: Path) -> None:
    plugin = tmp_path / "my-errkb-plugin.js"
    plugin.write_text("export const ErrkbPlugin = async () => ({})\n")
    env = {"HOME": str(tmp_path / "home"), "XDG_CONFIG_HOME": str(tmp_path / "home" / ".config")}
    result = CliRunner().invoke(cli, ["install", "opencode", "--dry-run", "--plugin", str(plugin)], env=env)
    assert result.exit_code == 0, result.stderr
    written = json.loads("".join(line[1:] for line in result.stdout.splitlines(keepends=True)
                                 if line.startswith("+") and not line.startswith("+++")))
    (entry,) = written["plugin"]
    assert entry[0] == str(plugin) and entry[1]["exec"][-2:] == ["hook", "opencode"]
    assert "restart" in result.stderr and "restart" not in result.stdout
    assert not (tmp_path / "home").exists()  # a dry run writes nothing
