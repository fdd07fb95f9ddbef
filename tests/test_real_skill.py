"""The exported skill inside the REAL Claude Code, offline, through ../shared/hostcheck/run_host.sh.

`errkb export skill` writes `<dir>/.claude/skills/errkb-known-fixes/SKILL.md` from a KB whose fix
was mined from a real transcript and accepted; Claude Code runs with `--add-dir <dir>` (it loads
the skills of every added directory, as it does a project's own `.claude/skills`). The scripted
model invokes the skill; the test then finds, in what Claude Code sent to the model, the skill's
description in its skill listing and the fix from its body after the Skill call.

Skips with its reason when ../shared/hostcheck is absent or network namespaces are not permitted.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
RUN_HOST = REPO.parent / "shared" / "hostcheck" / "run_host.sh"
ERRKB = Path(sys.executable).with_name("errkb")
FIXTURES = REPO / "tests" / "fixtures" / "transcripts"

pytestmark = pytest.mark.hosts


def _unavailable() -> str:
    if not RUN_HOST.is_file():
        return f"{RUN_HOST.parent} is absent (a user's clone): the real-host tests need ../shared/hostcheck"
    if not ERRKB.is_file():
        return f"no errkb executable beside {sys.executable}"
    if shutil.which("unshare") is None:
        return "`unshare` is not installed: hostcheck runs each host in a loopback-only network namespace"
    probe = subprocess.run(["unshare", "-n", "true"], capture_output=True, timeout=30)
    if probe.returncode != 0:
        return "`unshare -n` is not permitted here: " + probe.stderr.decode(errors="replace").strip()
    if shutil.which("npm") is None and not Path(os.environ.get("HC_CACHE", "/tmp/hostcheck-cache")).is_dir():
        return "neither npm nor a hostcheck install cache: Claude Code cannot be installed"
    return ""


def errkb(kb: Path, *args: str, home: Path | None = None) -> str:
    env = {**os.environ, "HOME": str(home)} if home else None
    for name in ("CLAUDE_CONFIG_DIR", "CODEX_HOME", "DSH_HOME"):
        if env:
            env.pop(name, None)
    proc = subprocess.run([str(ERRKB), "--kb", str(kb), *args], capture_output=True, text=True, timeout=120, env=env)
    assert proc.returncode == 0, (args, proc.stdout, proc.stderr)
    return proc.stdout


def test_claude_code_loads_the_exported_skill(tmp_path: Path) -> None:
    reason = _unavailable()
    if reason:
        pytest.skip(reason)
    kb = tmp_path / "kb"
    errkb(kb, "init")
    errkb(kb, "mine", "--from", "claude", home=FIXTURES / "claude" / "fix_pair")
    candidate = json.loads(errkb(kb, "pending", "--json"))["items"][0]["id"]
    errkb(kb, "accept", candidate)
    project = tmp_path / "project"
    errkb(kb, "export", "skill", "--out", str(project / ".claude" / "skills" / "errkb-known-fixes"))
    skill = (project / ".claude" / "skills" / "errkb-known-fixes" / "SKILL.md").read_text(encoding="utf-8")
    fix_line = next(line.strip() for line in skill.splitlines() if line.strip().startswith("After `mkdir -p cfg"))

    script = tmp_path / "script.json"
    script.write_text(json.dumps([{"tool": "Skill", "input": {"skill": "errkb-known-fixes"}},
                                  {"text": "HOSTCHECK_DONE"}]), encoding="utf-8")
    work = tmp_path / "work"
    env = {**os.environ, "HC_HOST_ARGS": f"--add-dir {project}"}
    subprocess.run(["bash", str(RUN_HOST), "--host", "claude", "--script", str(script), "--work", str(work)],
                   capture_output=True, text=True, timeout=600, cwd=RUN_HOST.parent, env=env)
    requests = [json.loads(line) for line in (work / "requests.jsonl").read_text(encoding="utf-8").splitlines()]
    bodies = [json.dumps(r.get("body", r), ensure_ascii=False) for r in requests]
    assert bodies, "Claude Code sent no model request"
    assert any("errkb-known-fixes" in b and "Fixes that worked before for 1 errors" in b for b in bodies), \
        "the skill is not in Claude Code's skill listing"
    after_call = [b for b in bodies if '"name": "Skill"' in b]
    assert after_call and any(json.dumps(fix_line, ensure_ascii=False)[1:-1] in b for b in after_call), \
        "the skill's body never reached the model after the Skill call"
