"""errkb's opencode plugin (integrations/opencode/index.js) under node, hook by hook.

A small driver imports the plugin as opencode does, calls its hooks with the arguments opencode
passes (the shapes seen live, tests/fixtures/opencode_hook_payloads.jsonl `native`) and prints what
the hooks left in their output objects. The hook command is a real process: a Python script that
logs each payload it gets and answers, stays silent, prints garbage, fails or hangs. The real
opencode binary runs the plugin in tests/test_real_hosts.py; these tests cover what a scripted
model cannot reach: every way the hook command can fail, and how many processes a session costs.
Skipped when `node` is not installed.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

PLUGIN = Path(__file__).resolve().parents[1] / "integrations" / "opencode" / "index.js"
NODE = shutil.which("node")
pytestmark = pytest.mark.skipif(NODE is None, reason="node is not installed")

DRIVER = r"""
import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
const [plugin, optionsJson, stepsFile] = process.argv.slice(2)
const mod = await import(pathToFileURL(plugin).href)
const hooks = await mod.ErrkbPlugin({ directory: process.cwd() }, JSON.parse(optionsJson))
const results = []
for (const step of JSON.parse(readFileSync(stepsFile, 'utf8'))) {
  const started = Date.now()
  if (step.wait) await new Promise((r) => setTimeout(r, step.wait))
  else if (step.hook === 'event') hooks.event({ event: step.event })  // opencode does not await bus events
  else await hooks[step.hook](step.input, step.output)
  results.push({ output: step.output ?? null, ms: Date.now() - started })
}
console.log(JSON.stringify({ exports: Object.keys(mod), results }))
"""

FAKE_HOOK = r"""
import json, sys, time
log, mode = sys.argv[1], sys.argv[2]
payload = json.loads(sys.stdin.read())
with open(log, "a") as handle:
    handle.write(json.dumps(payload) + "\n")
if mode == "answer":
    said = payload.get("tool_name") or payload.get("prompt") or ""
    print(json.dumps({"additionalContext": f"FIX[{payload['event']}:{said}]"}))
elif mode == "garbage":
    print("this is not JSON")
elif mode == "fail":
    print(json.dumps({"additionalContext": "never used"}))
    sys.exit(3)
elif mode == "hang":
    time.sleep(30)
"""

SID = "ses_test"
FAIL = "ls: cannot access '/nonexistent_hostcheck_dir': No such file or directory\n"


def chat(text: str = "fix the build") -> dict[str, Any]:
    return {"hook": "chat.message", "input": {"sessionID": SID, "agent": "build"},
            "output": {"message": {"id": "msg_1", "role": "user", "sessionID": SID},
                       "parts": [{"id": "prt_1", "type": "text", "text": text}]}}


def bash(command: str, output: str, exit_code: int | None) -> dict[str, Any]:
    return {"hook": "tool.execute.after",
            "input": {"tool": "bash", "sessionID": SID, "callID": f"call_{command}", "args": {"command": command}},
            "output": {"title": command, "output": output, "metadata": {"output": output, "exit": exit_code}}}


def mcp_result(text: str) -> dict[str, Any]:
    return {"hook": "tool.execute.after",
            "input": {"tool": "errkb_err_lookup", "sessionID": SID, "callID": "call_mcp", "args": {"query": "x"}},
            "output": {"content": [{"type": "text", "text": text}], "isError": False}}


def thrown(tool: str, error: str, part: str = "prt_err", **state: Any) -> dict[str, Any]:
    return {"hook": "event", "event": {"type": "message.part.updated", "properties": {"part": {
        "id": part, "type": "tool", "tool": tool, "callID": f"call_{part}", "sessionID": SID,
        "state": {"status": "error", "input": {"filePath": "/p/missing.txt"}, "error": error, **state}}}}}


def drive(tmp_path: Path, steps: list[dict[str, Any]], mode: str = "answer",
          **options: Any) -> tuple[list[dict[str, Any]], list[dict[str, Any]], list[str]]:
    """(each step's output object afterwards, the payloads the hook command got, the module's exports)."""
    log = tmp_path / "calls.jsonl"
    hook = tmp_path / "hook.py"
    hook.write_text(FAKE_HOOK, encoding="utf-8")
    driver = tmp_path / "driver.mjs"
    driver.write_text(DRIVER, encoding="utf-8")
    options.setdefault("exec", [sys.executable, str(hook), str(log), mode])
    steps_file = tmp_path / "steps.json"
    steps_file.write_text(json.dumps(steps), encoding="utf-8")
    module = tmp_path / "plugin.mjs"  # ESM by its name on any node (opencode's Bun needs no hint)
    module.write_bytes(PLUGIN.read_bytes())
    proc = subprocess.run([str(NODE), str(driver), str(module), json.dumps(options), str(steps_file)],
                          capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == "", proc.stderr  # nothing on the terminal (opencode's TUI may hold it)
    result = json.loads(proc.stdout)
    calls = [json.loads(line) for line in log.read_text().splitlines()] if log.exists() else []
    return result["results"], calls, result["exports"]


def test_only_the_plugin_is_exported(tmp_path: Path) -> None:
    """opencode calls every export of a plugin module as a plugin: a helper export breaks loading."""
    _, _, exports = drive(tmp_path, [])
    assert exports == ["ErrkbPlugin"]


def test_failure_gets_the_answer_appended_and_a_clean_session_costs_nothing(tmp_path: Path) -> None:
    results, calls, _ = drive(tmp_path, [
        chat(),
        bash("echo ok", "ok\n", 0),  # no failure yet in this session: no process at all
        bash("ls /nonexistent_hostcheck_dir", FAIL, 2),
        bash("mkdir -p x", "", 0),  # a success after a failure: errkb may see a resolution
    ])
    assert [c["event"] for c in calls] == ["session_start", "tool_failure", "tool_success"]
    failure = calls[1]
    assert (failure["tool_name"], failure["exit_code"], failure["output"], failure["session_id"]) == (
        "bash", 2, FAIL, SID)
    assert failure["tool_input"] == {"command": "ls /nonexistent_hostcheck_dir"}
    assert results[1]["output"]["output"] == "ok\n"
    assert results[2]["output"]["output"] == FAIL + "\n\nFIX[tool_failure:bash]"
    assert results[3]["output"]["output"] == "\n\nFIX[tool_success:bash]"
    start = results[0]["output"]["parts"]
    assert start[0]["text"] == "fix the build" and start[1]["type"] == "text" and start[1]["synthetic"] is True
    assert start[1]["text"] == "FIX[session_start:fix the build]" and start[1]["id"] > start[0]["id"]


def test_later_messages_are_user_prompts_and_successes_stop_after_two_quiet_turns(tmp_path: Path) -> None:
    _, calls, _ = drive(tmp_path, [
        chat("first"), bash("make", "error: boom\n", 2), chat("use the other target"),
        bash("make all", "", 0), chat("next"), chat("and next"), bash("echo quiet", "", 0),
    ])
    assert [(c["event"], c.get("prompt")) for c in calls] == [
        ("session_start", "first"), ("tool_failure", None), ("user_prompt", "use the other target"),
        ("tool_success", None), ("user_prompt", "next"), ("user_prompt", "and next")]


def test_timeout_is_a_failure_and_a_users_abort_is_nothing(tmp_path: Path) -> None:
    note = "\n\n<shell_metadata>\n{}\n</shell_metadata>"
    _, calls, _ = drive(tmp_path, [
        chat(),
        bash("sleep 9", "(no output)" + note.format("User aborted the command"), None),
        bash("sleep 9", "(no output)" + note.format("shell tool terminated command after exceeding timeout 5 ms."),
             None),
    ])
    assert [(c["event"], c.get("exit_code")) for c in calls] == [("session_start", None), ("tool_failure", None)]


def test_mcp_result_gets_a_text_item(tmp_path: Path) -> None:
    results, _, _ = drive(tmp_path, [chat(), bash("false", "", 1), mcp_result("known fix: x")])
    content = results[2]["output"]["content"]
    assert content == [{"type": "text", "text": "known fix: x"}, {"type": "text", "text": "FIX[tool_success:errkb_err_lookup]"}]


def test_thrown_tool_error_reaches_the_next_tool_result_once(tmp_path: Path) -> None:
    results, calls, _ = drive(tmp_path, [
        chat(),
        thrown("read", "File not found: /p/missing.txt"),
        thrown("read", "File not found: /p/missing.txt"),  # opencode updates a part many times
        bash("ls", "a\n", 0),
        bash("ls", "a\n", 0),
    ])
    assert [c["event"] for c in calls] == ["session_start", "tool_error", "tool_success", "tool_success"]
    error = calls[1]
    assert (error["tool_name"], error["error"], error["is_error"], error["tool_input"]) == (
        "read", {"message": "File not found: /p/missing.txt"}, True, {"filePath": "/p/missing.txt"})
    assert results[3]["output"]["output"] == "a\n\n\nFIX[tool_error:read]\n\nFIX[tool_success:bash]"
    assert results[4]["output"]["output"] == "a\n\n\nFIX[tool_success:bash]"  # delivered once


def test_thrown_tool_error_reaches_the_next_user_message(tmp_path: Path) -> None:
    results, _, _ = drive(tmp_path, [chat(), thrown("errkb_err_lookup", "Error executing tool err_lookup"),
                                     {"wait": 300}, chat("why?"), chat("again")])
    said = [p["text"] for p in results[3]["output"]["parts"] if p.get("synthetic")]
    assert said == ["FIX[tool_error:errkb_err_lookup]\n\nFIX[user_prompt:why?]"]
    assert [p["text"] for p in results[4]["output"]["parts"] if p.get("synthetic")] == ["FIX[user_prompt:again]"]


def test_the_users_doing_is_not_a_tool_error(tmp_path: Path) -> None:
    _, calls, _ = drive(tmp_path, [
        chat(),
        thrown("bash", "The user rejected permission to use this specific tool call.", "p1"),
        thrown("bash", "Tool execution aborted", "p2"),
        thrown("edit", "something", "p3", metadata={"interrupted": True}),
        {"wait": 300},
    ])
    assert [c["event"] for c in calls] == ["session_start"]


@pytest.mark.parametrize("mode", ["garbage", "fail", "silent"])
def test_a_bad_answer_leaves_the_result_untouched(tmp_path: Path, mode: str) -> None:
    results, calls, _ = drive(tmp_path, [chat(), bash("make", "error: boom\n", 2)], mode=mode)
    assert len(calls) == 2  # the hook ran ...
    assert results[1]["output"]["output"] == "error: boom\n"  # ... and nothing was added
    assert [p for p in results[0]["output"]["parts"] if p.get("synthetic")] == []


def test_missing_errkb_and_a_hung_hook_fail_open(tmp_path: Path) -> None:
    results, _, _ = drive(tmp_path, [chat(), bash("make", "error: boom\n", 2)],
                          exec=[str(tmp_path / "no-such-errkb"), "hook", "opencode"])
    assert results[1]["output"]["output"] == "error: boom\n"
    results, calls, _ = drive(tmp_path, [bash("make", "error: boom\n", 2)], mode="hang", timeoutMs=400)
    assert results[0]["output"]["output"] == "error: boom\n" and len(calls) == 1
    assert results[0]["ms"] < 5000  # the hook was killed at its timeout, not waited for


def test_exec_as_a_shell_command_line(tmp_path: Path) -> None:
    hook = tmp_path / "hook.py"
    results, calls, _ = drive(tmp_path, [chat(), bash("make", "error: boom\n", 2)],
                              exec=f"'{sys.executable}' '{hook}' '{tmp_path / 'calls.jsonl'}' answer")
    assert [c["event"] for c in calls] == ["session_start", "tool_failure"]
    assert results[1]["output"]["output"].endswith("FIX[tool_failure:bash]")


def test_huge_output_is_cut_to_head_and_tail(tmp_path: Path) -> None:
    output = "first line\n" + "x" * 200_000 + "\nlast line: error\n"
    _, calls, _ = drive(tmp_path, [bash("make", output, 2)])
    sent = calls[0]["output"]
    assert len(sent.encode()) <= 64 * 1024 and sent.startswith("first line") and sent.endswith("last line: error\n")
    assert "bytes cut by errkb-opencode" in sent


def test_hooks_survive_arguments_opencode_never_sends(tmp_path: Path) -> None:
    """Wrong types and missing fields: no hook throws into opencode, and none spawns a process."""
    weird: list[dict[str, Any]] = [
        {"hook": "chat.message", "input": None, "output": None},
        {"hook": "chat.message", "input": {"sessionID": 7}, "output": {"parts": "x"}},
        {"hook": "tool.execute.after", "input": {}, "output": None},
        {"hook": "tool.execute.after", "input": {"sessionID": SID}, "output": {"metadata": "exit"}},
        {"hook": "event", "event": None},
        {"hook": "event", "event": {"type": "message.part.updated", "properties": {"part": {"type": "tool"}}}},
    ]
    results, calls, _ = drive(tmp_path, [*weird, {"wait": 200}])
    assert calls == [] and len(results) == len(weird) + 1
