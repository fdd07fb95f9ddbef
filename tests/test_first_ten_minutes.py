"""README's "first ten minutes", run line by line as a newcomer types it, on a home folder holding
a real Claude Code session (tests/fixtures/transcripts/claude/mine_a): install → mine → pending →
accept → the next failure gets its fix → sync-doc."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
ERRKB = Path(sys.executable).with_name("errkb")
RENDER = "#!/bin/sh\n[ -d templates ] || { echo \"render: error: template directory 'templates' not found\" >&2; exit 1; }\n"


def readme_lines() -> list[str]:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    section = readme.split("## The first ten minutes", 1)[1].split("\n## ", 1)[0]
    block = re.search(r"```bash\n(.*?)\n```", section, re.S)
    assert block is not None
    return [line.split("  #")[0].strip() for line in block.group(1).splitlines()]


def test_the_first_ten_minutes_as_the_readme_says(tmp_path: Path) -> None:
    if not ERRKB.exists():
        pytest.skip("no errkb executable beside this interpreter")
    home, work = tmp_path / "home", tmp_path / "work"
    shutil.copytree(REPO / "tests" / "fixtures" / "transcripts" / "claude" / "mine_a", home)
    (work / "bin").mkdir(parents=True)
    (work / "bin" / "render").write_text(RENDER)
    (work / "bin" / "render").chmod(0o755)
    env = {"PATH": f"{ERRKB.parent}:{os.environ['PATH']}", "HOME": str(home), "ERRKB_DIR": str(tmp_path / "kb"),
           "ERRKB_CONFIG": str(tmp_path / "config.yaml")}
    outputs = {}
    for line in readme_lines():
        proc = subprocess.run(["bash", "-c", line], cwd=work, env=env, capture_output=True, text=True, timeout=120)
        outputs[line] = proc
        expected = 1 if line.startswith("errkb run") else 0  # run exits with the command's own code
        assert proc.returncode == expected, (line, proc.stdout, proc.stderr)
    mined = next(p for line, p in outputs.items() if line.startswith("errkb mine"))
    assert "4 proposed" in mined.stdout
    pending = next(p for line, p in outputs.items() if line.startswith("errkb pending"))
    assert "M-709063d2  proposed" in pending.stdout
    ran = next(p for line, p in outputs.items() if line.startswith("errkb run"))
    assert "render: error: template directory" in ran.stderr and "mkdir -p templates" in ran.stderr
    agents = (work / "AGENTS.md").read_text(encoding="utf-8")
    assert "mkdir -p templates" in agents and "<secret>" not in agents
