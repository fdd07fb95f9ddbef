"""errkb inside the REAL agent binaries, offline, through ../shared/hostcheck/run_host.sh.

For Claude Code, Gemini CLI, Codex CLI, Qwen Code, dsh (with errkb's own plugin,
integrations/dsh/index.js), dsh's Claude-hooks bridge and opencode (with errkb's own plugin,
integrations/opencode/index.js), one scripted session against a KB seeded with a known error and a
distinctive fix:

  1. `ls /nonexistent_hostcheck_dir` fails: `--expect HOSTCHECK_FIX` proves errkb's fix reached
     the model after the failing command (hostcheck prints RESULT: PASS);
  2. `sh -c 'test -f flag || …exit 3'` fails (a new error, E-0002), `touch flag`, then the same
     command succeeds: errkb records the resolution (state.json totals `resolved`) and its
     "looks resolved" notice reaches the model;

and, per host, a second session in which the model calls errkb's MCP server (`errkb mcp`):
err_lookup on the failing command's error text must return the fix. On opencode a third session
has a tool that throws (`read` of a missing file, which never reaches the plugin's
`tool.execute.after`): its known fix must reach the model with the next tool result, once.

Every test skips with its reason when ../shared/hostcheck is absent (a user's clone) or network
namespaces (`unshare -n`) are not permitted. Host installs are cached under /tmp/hostcheck-cache
(the first run downloads them from npm).
"""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import subprocess
import sys
from functools import cache
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[1]
HOSTCHECK = REPO.parent / "shared" / "hostcheck"
RUN_HOST = HOSTCHECK / "run_host.sh"
DSH_PLUGIN = REPO / "integrations" / "dsh" / "index.js"
OPENCODE_PLUGIN = REPO / "integrations" / "opencode" / "index.js"
ERRKB = Path(sys.executable).with_name("errkb")
FAIL_COMMAND = "ls /nonexistent_hostcheck_dir"
FAIL_TEXT = "ls: cannot access '/nonexistent_hostcheck_dir': No such file or directory"
FIX = "HOSTCHECK_FIX: the directory is created by make setup"
FLAG_COMMAND = "sh -c 'test -f flag || { echo \"flag missing\" >&2; exit 3; }'"
# host id -> (run_host.sh arguments, the `errkb hook` adapter it needs)
HOSTS: dict[str, tuple[list[str], str]] = {
    "claude": (["--host", "claude"], "claude"),
    "gemini": (["--host", "gemini"], "gemini"),
    "codex": (["--host", "codex"], "codex"),
    "dsh": (["--host", "dsh", "--dsh-plugin", str(DSH_PLUGIN)], "dsh"),
    "dsh-ccbridge": (["--host", "dsh", "--mode", "ccbridge"], "claude"),
    "qwen": (["--host", "qwen"], "qwen"),
    "opencode": (["--host", "opencode", "--opencode-plugin", str(OPENCODE_PLUGIN)], "opencode"),
}
MCP_HOSTS = ("claude", "gemini", "codex", "dsh", "qwen", "opencode")
PLUGINS = {"dsh": DSH_PLUGIN, "opencode": OPENCODE_PLUGIN}  # errkb's own plugin files, per host

pytestmark = pytest.mark.hosts


@cache
def _unavailable() -> str:
    """Why the real hosts cannot run here, or "" when they can."""
    if not RUN_HOST.is_file():
        return f"{HOSTCHECK} is absent (a user's clone): the real-host tests need ../shared/hostcheck"
    if not ERRKB.is_file():
        return f"no errkb executable beside {sys.executable}"
    if shutil.which("unshare") is None:
        return "`unshare` is not installed: hostcheck runs each host in a loopback-only network namespace"
    try:
        probe = subprocess.run(["unshare", "-n", "true"], capture_output=True, timeout=30)
    except (OSError, subprocess.SubprocessError) as exc:
        return f"`unshare -n` failed to run: {exc}"
    if probe.returncode != 0:
        return ("`unshare -n` is not permitted here (needs root or unprivileged user namespaces): "
                + probe.stderr.decode(errors="replace").strip())
    if shutil.which("npm") is None and not Path(os.environ.get("HC_CACHE", "/tmp/hostcheck-cache")).is_dir():
        return "neither npm nor a hostcheck install cache: the hosts cannot be installed"
    return ""


@pytest.fixture(autouse=True)
def _require_hostcheck() -> None:
    reason = _unavailable()
    if reason:
        pytest.skip(reason)


def errkb(*args: str) -> str:
    proc = subprocess.run([str(ERRKB), *args], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, (args, proc.stdout, proc.stderr)
    return proc.stdout


def seeded_kb(folder: Path) -> Path:
    """A KB that knows the hostcheck failure, with a fix no model could guess."""
    kb = folder / "kb"
    errkb("--kb", str(kb), "init")
    errkb("--kb", str(kb), "capture", "--command", FAIL_COMMAND, "--exit-code", "2", FAIL_TEXT)
    errkb("--kb", str(kb), "record", "E-0001", "--fix", FIX)
    assert FIX in (kb / "ERRORS.md").read_text(encoding="utf-8")
    return kb


def run_host(args: list[str], work: Path) -> tuple[int, str]:
    """run_host.sh with `args`; (exit status, its output). RESULT lines are echoed for the log."""
    argv = ["bash", str(RUN_HOST), *args, "--work", str(work)]
    proc = subprocess.run(argv, capture_output=True, text=True, timeout=600, cwd=HOSTCHECK)
    output = proc.stdout + proc.stderr
    print(f"$ {shlex.join(argv[1:])}\n{proc.stdout}")
    return proc.returncode, output


def result_line(output: str) -> str:
    found = re.findall(r"^RESULT: .*$", output, re.M)
    return found[-1] if found else "RESULT: (none: run_host.sh did not reach check.py)"


def hook_exec(kb: Path, adapter: str) -> str:
    return shlex.join([str(ERRKB), "--kb", str(kb), "hook", adapter])


@cache
def _session_script() -> str:
    return json.dumps([
        {"tool": "@shell", "input": {"command": FAIL_COMMAND, "description": "hostcheck: failing command"}},
        {"tool": "@shell", "input": {"command": FLAG_COMMAND, "description": "fails: flag missing"}},
        {"tool": "@shell", "input": {"command": "touch flag", "description": "create the flag"}},
        {"tool": "@shell", "input": {"command": FLAG_COMMAND, "description": "the same command now succeeds"}},
        {"text": "HOSTCHECK_DONE"},
    ], indent=1)


@pytest.fixture(scope="module")
def sessions() -> dict[str, dict[str, Any]]:
    """One real session per host, run once and shared by the tests that judge it."""
    return {}


def session(host: str, sessions: dict[str, dict[str, Any]], tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    if host not in sessions:
        folder = tmp_path_factory.mktemp(f"real-{host}")
        kb = seeded_kb(folder)
        script = folder / "script.json"
        script.write_text(_session_script(), encoding="utf-8")
        args, adapter = HOSTS[host]
        if host in PLUGINS:
            assert PLUGINS[host].is_file(), f"errkb's {host} plugin is missing: {PLUGINS[host]}"
        work = folder / "work"
        rc, output = run_host([*args, "--script", str(script), "--hook-exec", hook_exec(kb, adapter),
                               "--expect", "HOSTCHECK_FIX"], work)
        sessions[host] = {"rc": rc, "output": output, "kb": kb, "work": work}
    return sessions[host]


def _requests_text(work: Path) -> str:
    path = work / "requests.jsonl"
    return path.read_text(encoding="utf-8") if path.exists() else ""


@pytest.mark.parametrize("host", sorted(HOSTS))
def test_known_fix_reaches_the_model(host: str, sessions: dict[str, dict[str, Any]],
                                     tmp_path_factory: pytest.TempPathFactory) -> None:
    run = session(host, sessions, tmp_path_factory)
    assert result_line(run["output"]) == "RESULT: PASS", run["output"][-4000:]
    assert run["rc"] == 0
    # errkb itself answered, over the host's hook protocol, and never exited 2 (or anything but 0).
    hooks = [json.loads(line) for line in (run["work"] / "hooks.jsonl").read_text(encoding="utf-8").splitlines()]
    answers = [h["downstream"] for h in hooks if "downstream" in h]
    assert answers and all(a["rc"] == 0 for a in answers), [a for a in answers if a["rc"] != 0][:1]
    assert not [a for a in answers if "Traceback" in a["stderr"]], "errkb raised inside the host"
    assert any(FIX in a["stdout"] for a in answers)


@pytest.mark.parametrize("host", sorted(HOSTS))
def test_failure_then_success_records_a_resolution(host: str, sessions: dict[str, dict[str, Any]],
                                                   tmp_path_factory: pytest.TempPathFactory) -> None:
    run = session(host, sessions, tmp_path_factory)
    kb: Path = run["kb"]
    assert "flag missing" in (kb / "ERRORS.md").read_text(encoding="utf-8"), \
        "the failing `sh -c 'test -f flag …'` call was not recorded as a new error"
    state = json.loads((kb / "state.json").read_text(encoding="utf-8"))
    assert state["totals"].get("resolved", 0) >= 1, state["totals"]
    # errkb's "looks resolved" notice (an ask for the fix) reached the model after the success.
    assert re.search(r"E-0002 looks resolved", _requests_text(run["work"])), \
        "the resolution notice never reached the model"


@pytest.mark.parametrize("host", MCP_HOSTS)
def test_model_calls_errkb_mcp(host: str, tmp_path: Path) -> None:
    kb = seeded_kb(tmp_path)
    args = list(HOSTS[host][0])
    mcp = shlex.join([str(ERRKB), "--kb", str(kb), "mcp"])
    # The harness's script (fail, [tool search], err_lookup with the error text, ok, done), with two
    # seconds of model "thinking" after the failure: the fake model answers in milliseconds, and Codex
    # offers an MCP server's tools only once it has started (`errkb mcp` needs ~1.3 s, nearly all of
    # it importing the mcp SDK); a real model takes longer than that to get there.
    steps = json.loads((HOSTCHECK / "scripts" / f"mcp_query_{host}.json").read_text(encoding="utf-8"))
    # (Qwen Code runs a bare `sleep` only with a reason in an `intentional-sleep:` comment.)
    think = "sleep 2 # intentional-sleep: the model thinks before it looks the error up"
    steps.insert(1, {"tool": "@shell", "input": {"command": think, "description": "think"}})
    script = tmp_path / "mcp_script.json"
    script.write_text(json.dumps(steps), encoding="utf-8")
    rc, output = run_host([*args, "--script", str(script), "--mcp-exec", mcp, "--expect-mcp", "HOSTCHECK_FIX"],
                          tmp_path / "work")
    assert result_line(output) == "RESULT: PASS", output[-4000:]
    assert rc == 0
    assert re.search(r"^mcp result: \S*errkb\S*err_lookup", output, re.M), output[-2000:]


READ_FIX = "HOSTCHECK_READFIX: missing.txt is made by make data"


def _messages(work: Path) -> list[list[dict[str, Any]]]:
    """The `messages` of every main model request (chat/completions), in order."""
    bodies = [json.loads(line).get("body") or {} for line in _requests_text(work).splitlines() if line.strip()]
    return [b["messages"] for b in bodies if isinstance(b.get("messages"), list) and b.get("tools")]


def test_opencode_thrown_tool_error_reaches_the_model_at_the_next_tool_result(tmp_path: Path) -> None:
    """`read` of a missing file throws inside opencode, so the plugin only observes it (a bus event).
    errkb's fix for it must arrive with the next tool result (the failing `ls`), and only there."""
    work = tmp_path / "work"
    missing = work / "proj" / "missing.txt"  # run_host.sh runs opencode in <work>/proj
    kb = seeded_kb(tmp_path)
    errkb("--kb", str(kb), "capture", "--source", "tool", "--tool", "read", f"File not found: {missing}")
    errkb("--kb", str(kb), "record", "E-0002", "--fix", READ_FIX)
    script = tmp_path / "script.json"
    script.write_text(json.dumps([
        {"tool": "read", "input": {"filePath": str(missing)}},
        {"tool": "@shell", "input": {"command": FAIL_COMMAND, "description": "the next call"}},
        {"tool": "@shell", "input": {"command": "echo done", "description": "and one more"}},
        {"text": "HOSTCHECK_DONE"},
    ]), encoding="utf-8")
    rc, output = run_host([*HOSTS["opencode"][0], "--script", str(script),
                           "--hook-exec", hook_exec(kb, "opencode"), "--expect", "HOSTCHECK_READFIX"], work)
    assert result_line(output) == "RESULT: PASS", output[-4000:]
    assert rc == 0
    final = _messages(work)[-1]
    tools = [m for m in final if m.get("role") == "tool"]
    read_result, ls_result, echo_result = (str(m.get("content")) for m in tools)
    assert read_result.startswith("File not found:") and READ_FIX not in read_result
    assert ls_result.startswith(FAIL_TEXT) and READ_FIX in ls_result and FIX in ls_result
    assert READ_FIX not in echo_result and json.dumps(final).count("HOSTCHECK_READFIX") == 1  # once
