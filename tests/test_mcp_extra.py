"""An MCP server entry is only written for an errkb that can serve it, and `doctor` starts each
installed MCP command for real; the hint to add the extra fits how errkb was installed.
`uninstall` leaves no `.errkb-bak` copies behind."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from errkb.app import mcpcheck
from errkb.cli.main import cli

CHECKOUT = Path(__file__).resolve().parents[1]
# Imported by Python at start-up (sitecustomize on PYTHONPATH): makes `import mcp` fail, as in an
# errkb installed without the extra.
BLOCK_MCP = '''
import sys
class _NoMcp:
    def find_spec(self, name, path=None, target=None):
        if name == "mcp" or name.startswith("mcp."):
            raise ModuleNotFoundError("No module named 'mcp'", name="mcp")
        return None
sys.meta_path.insert(0, _NoMcp())
'''


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "home"
    folder.mkdir()
    monkeypatch.setenv("HOME", str(folder))
    return folder


def errkb(runner: CliRunner, *args: str) -> Result:
    return runner.invoke(cli, list(args), catch_exceptions=False)


def test_install_refuses_an_mcp_entry_without_the_extra(home: Path, tmp_path: Path, runner: CliRunner,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(mcpcheck, "mcp_available", lambda: False)
    refused = errkb(runner, "--kb", str(tmp_path / "kb"), "install", "claude")
    assert refused.exit_code == 1 and not (home / ".claude").exists()
    assert "errkb's MCP server needs the mcp extra, which this errkb does not have; nothing was installed" in refused.stderr
    assert f"install -e '{CHECKOUT}[mcp]'" in refused.stderr  # this errkb is a checkout
    assert "errkb install claude --no-mcp" in refused.stderr
    hooks_only = errkb(runner, "--kb", str(tmp_path / "kb"), "install", "claude", "--no-mcp")
    assert hooks_only.exit_code == 0, hooks_only.output
    settings = json.loads((home / ".claude" / "settings.json").read_text())
    assert settings["hooks"] and not (home / ".claude.json").exists()
    doctor = errkb(runner, "--kb", str(tmp_path / "kb"), "doctor")
    assert "WARN  host:claude: its hooks are installed without errkb's MCP server" in doctor.stdout
    assert "WARN  mcp: this errkb cannot run its MCP server: the mcp extra is missing" in doctor.stdout


def test_doctor_starts_the_installed_mcp_server_for_real(home: Path, tmp_path: Path, runner: CliRunner) -> None:
    kb = tmp_path / "kb"
    assert errkb(runner, "--kb", str(kb), "init").exit_code == 0
    assert errkb(runner, "--kb", str(kb), "install", "claude").exit_code == 0
    healthy = errkb(runner, "--kb", str(kb), "doctor")
    assert "its MCP server answers" in healthy.stdout, healthy.stdout
    blocker = tmp_path / "no-mcp"
    blocker.mkdir()
    (blocker / "sitecustomize.py").write_text(BLOCK_MCP)
    env = {**os.environ, "PYTHONPATH": str(blocker), "HOME": str(home)}
    broken = subprocess.run([sys.executable, "-m", "errkb", "--kb", str(kb), "doctor"], capture_output=True,
                            text=True, env=env, timeout=180)
    assert broken.returncode == 1, broken.stdout + broken.stderr
    line = next(line for line in broken.stdout.splitlines() if line.startswith("FAIL  host:claude"))
    assert "its MCP server" in line and "the MCP server needs the mcp extra" in line
    assert f"install -e '{CHECKOUT}[mcp]'" in line


def test_the_hint_fits_how_errkb_was_installed(monkeypatch: pytest.MonkeyPatch) -> None:
    assert mcpcheck.install_hint() == f"{sys.executable} -m pip install -e '{CHECKOUT}[mcp]'"
    monkeypatch.setattr(mcpcheck, "_editable_checkout", lambda: None)
    monkeypatch.setattr(sys, "prefix", "/home/u/.local/share/pipx/venvs/errkb")
    assert mcpcheck.install_hint() == "pipx install --force 'errkb[mcp]'"
    monkeypatch.setattr(sys, "prefix", "/home/u/.local/share/uv/tools/errkb")
    assert mcpcheck.install_hint() == "uv tool install --force 'errkb[mcp]'"
    monkeypatch.setattr(sys, "prefix", "/srv/venv")
    assert mcpcheck.install_hint() == f"{sys.executable} -m pip install 'errkb[mcp]'"


def test_errkb_mcp_without_the_extra_says_how_to_add_it(tmp_path: Path) -> None:
    (tmp_path / "sitecustomize.py").write_text(BLOCK_MCP)
    done = subprocess.run([sys.executable, "-m", "errkb", "--kb", str(tmp_path / "kb"), "mcp"], capture_output=True,
                          text=True, env={**os.environ, "PYTHONPATH": str(tmp_path)}, timeout=60, stdin=subprocess.DEVNULL)
    assert done.returncode == 1
    assert "the MCP server needs the mcp extra" in done.stderr and f"install -e '{CHECKOUT}[mcp]'" in done.stderr


def test_uninstall_leaves_no_backup_copies(home: Path, tmp_path: Path, runner: CliRunner) -> None:
    settings = home / ".claude" / "settings.json"
    settings.parent.mkdir()
    settings.write_text('{\n  "model": "opus"\n}\n')
    (home / ".claude.json").write_text('{\n  "theme": "dark"\n}\n')
    originals = {p: p.read_bytes() for p in (settings, home / ".claude.json")}
    assert errkb(runner, "--kb", str(tmp_path / "kb"), "install", "claude").exit_code == 0
    assert sorted(p.name for p in home.rglob("*.errkb-bak")) == [".claude.json.errkb-bak", "settings.json.errkb-bak"]
    done = errkb(runner, "uninstall", "claude")
    assert done.exit_code == 0 and "removed" in done.stderr
    assert list(home.rglob("*.errkb-bak")) == []
    assert {p: p.read_bytes() for p in originals} == originals
