"""Each host adapter on the REAL hook payloads the hosts sent (tests/fixtures/, copied from
shared/hostcheck/fixtures so these run in any clone), then the whole hook in-process against a
KB that knows the failing command's error.

Payloads: Claude Code 2.1.332, Gemini CLI 0.61.0, Codex CLI 0.171.0 (plus a real Codex rollout
excerpt and the PostToolUse payloads of the same run), dsh 0.1.0-rc.8 through hostcheck's plugin
and through errkb's own plugin (integrations/dsh), dsh's Claude-hooks bridge, Qwen Code 0.24.4,
and opencode 1.18.33 through hostcheck's plugin and through errkb's own (integrations/opencode).
Cursor was never run (hosts.md §4): its payloads here are built from its documentation.
"""

from __future__ import annotations

import copy
import io
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from errkb.derived.kbase import KnowledgeBase
from errkb.hosts import claude, codex, common, cursor, dsh, gemini, opencode, qwen
from errkb.hosts.common import HOSTS
from errkb.hosts.hook import run_hook
from errkb.loop.record import record_capture, record_fix
from errkb.loop.session import Event
from errkb.machine.state import read_state
from errkb.recognize.capture import capture

FIXTURES = Path(__file__).parent / "fixtures"
ERRKB = Path(sys.executable).with_name("errkb")
FAIL_COMMAND = "ls /nonexistent_hostcheck_dir"
FAIL_TEXT = "ls: cannot access '/nonexistent_hostcheck_dir': No such file or directory"
FIX = "HOSTCHECK_FIX: the directory is created by make setup"
FLAG_COMMAND = "sh -c 'test -f flag || { echo \"flag missing\" >&2; exit 3; }'"
FAIL_INPUT = {"command": FAIL_COMMAND, "description": "hostcheck: failing command"}
OK_INPUT = {"command": "echo hostcheck-ok", "description": "hostcheck: succeeding command"}


def payloads(name: str) -> list[dict[str, Any]]:
    with open(FIXTURES / f"{name}.jsonl", encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def first(items: list[dict[str, Any]], **want: Any) -> dict[str, Any]:
    """The first payload whose fields equal `want` (a copy, free to change)."""
    for item in items:
        if all(item.get(k) == v for k, v in want.items()):
            return copy.deepcopy(item)
    raise LookupError(f"no payload with {want}")


def answer(host: str, kb_dir: Path, payload: Any) -> str:
    """One in-process hook call, as the host makes it: the JSON on stdin, the answer on stdout."""
    out = io.StringIO()
    raw = payload if isinstance(payload, str) else json.dumps(payload)
    assert run_hook(host, str(kb_dir), io.StringIO(raw), out) == 0
    return out.getvalue()


def context_of(host: str, payload: dict[str, Any], stdout: str) -> str:
    """The text errkb injects, after checking that stdout is exactly the host's protocol JSON."""
    if not stdout:
        return ""
    assert stdout.endswith("\n") and stdout.count("\n") == 1, stdout
    data = json.loads(stdout)
    if host in ("dsh", "opencode"):
        assert list(data) == ["additionalContext"]
        return str(data["additionalContext"])
    if host == "cursor":
        assert list(data) == ["additional_context"]
        return str(data["additional_context"])
    assert list(data) == ["hookSpecificOutput"]
    inner = data["hookSpecificOutput"]
    assert inner["hookEventName"] == payload["hook_event_name"]  # Claude drops a mismatched name
    assert set(inner) == {"hookEventName", "additionalContext"}
    return str(inner["additionalContext"])


@pytest.fixture
def known_kb(kb: KnowledgeBase) -> Path:
    """A KB that knows the hostcheck failure and has a distinctive fix for it."""
    outcome = record_capture(kb, capture(FAIL_TEXT, "command", "Bash", FAIL_COMMAND, 2))
    assert outcome.created and outcome.id == "E-0001"
    record_fix(kb, id="E-0001", fix=FIX)
    return kb.location.path


# -- Claude Code ------------------------------------------------------------------------------

CLAUDE = payloads("claude_hook_payloads")


def test_claude_session_events() -> None:
    start = claude.to_event(first(CLAUDE, hook_event_name="SessionStart"))
    assert start == Event("session_start", CLAUDE[0]["session_id"], start_source="startup")
    prompt = claude.to_event(first(CLAUDE, hook_event_name="UserPromptSubmit"))
    assert prompt is not None and prompt.kind == "user_prompt"
    assert prompt.prompt == "hostcheck: run the scripted commands"
    assert claude.to_event(first(CLAUDE, hook_event_name="Stop")) == Event("turn_end", CLAUDE[0]["session_id"])
    assert claude.to_event(first(CLAUDE, hook_event_name="SessionEnd")) == Event("session_end", CLAUDE[0]["session_id"])
    assert claude.to_event(first(CLAUDE, hook_event_name="PreToolUse")) is None  # not installed, ignored


def test_claude_failed_bash_call() -> None:
    event = claude.to_event(first(CLAUDE, hook_event_name="PostToolUseFailure", tool_name="Bash"))
    assert event is not None
    assert (event.kind, event.tool, event.command, event.exit_code) == ("tool_failed", "Bash", FAIL_COMMAND, 2)
    assert event.output == FAIL_TEXT  # the "Exit code 2" line is taken off
    assert event.source == "command"


def test_claude_timeout_and_tool_error() -> None:
    timeout = claude.to_event(first(CLAUDE, hook_event_name="PostToolUseFailure", tool_input={
        "command": "sleep 3", "timeout": 1000, "description": "timeout"}))
    assert timeout is not None and (timeout.kind, timeout.exit_code) == ("tool_failed", 143)
    assert timeout.output == "Command timed out after 1s"
    read = claude.to_event(first(CLAUDE, hook_event_name="PostToolUseFailure", tool_name="Read"))
    assert read is not None and (read.kind, read.exit_code, read.source) == ("tool_failed", None, "tool")
    assert read.output.startswith("File does not exist.")
    assert read.command == ""


def test_claude_success_and_mcp_result() -> None:
    ok = claude.to_event(first(CLAUDE, hook_event_name="PostToolUse", tool_name="Bash"))
    assert ok is not None and (ok.kind, ok.command, ok.output.strip()) == ("tool_succeeded", "echo hostcheck-ok",
                                                                           "hostcheck-ok")
    mcp = claude.to_event(first(CLAUDE, hook_event_name="PostToolUse",
                                tool_name="mcp__plugin_errkb-hostcheck_errkb__err_lookup"))
    assert mcp is not None and mcp.kind == "tool_succeeded" and "HC_MCP_RESULT" in mcp.output


def test_claude_interrupt_is_not_an_error() -> None:
    payload = first(CLAUDE, hook_event_name="PostToolUseFailure", tool_name="Bash")
    payload["is_interrupt"] = True
    assert claude.to_event(payload) is None


def test_claude_render_only_where_context_is_delivered() -> None:
    for name in ("SessionStart", "UserPromptSubmit", "PostToolUse", "PostToolUseFailure"):
        out = json.loads(claude.render({"hook_event_name": name}, "X"))
        assert out == {"hookSpecificOutput": {"hookEventName": name, "additionalContext": "X"}}
    for name in ("Stop", "SessionEnd", "PreToolUse", ""):
        assert claude.render({"hook_event_name": name}, "X") == ""
    assert claude.render({"hook_event_name": "PostToolUseFailure"}, "") == ""


# -- dsh through DeepSeek's Claude-hooks bridge (Claude adapter) -------------------------------

CCBRIDGE = payloads("dsh_ccbridge_hook_payloads")


def test_ccbridge_failure_is_a_post_tool_use_with_exit_marker() -> None:
    event = claude.to_event(first(CCBRIDGE, hook_event_name="PostToolUse", tool_input=FAIL_INPUT))
    assert event is not None
    assert (event.kind, event.tool, event.command, event.exit_code) == ("tool_failed", "bash", FAIL_COMMAND, 2)
    assert FAIL_TEXT in event.output
    ok = claude.to_event(first(CCBRIDGE, hook_event_name="PostToolUse", tool_input=OK_INPUT))
    assert ok is not None and (ok.kind, ok.exit_code) == ("tool_succeeded", None)


def test_ccbridge_tool_error_is_a_post_tool_use_starting_with_error() -> None:
    read = payloads("dsh_ccbridge_tool_error_payloads")[0]  # dsh `read` of a missing file, live
    event = claude.to_event(read)
    assert event is not None and (event.kind, event.tool, event.exit_code) == ("tool_failed", "read", None)
    assert event.output.startswith("Error: cannot read")
    ok = claude.to_event(dict(read, tool_response="Errors found: none"))
    assert ok is not None and ok.kind == "tool_succeeded"


def test_ccbridge_prompt_of_injected_notices_is_not_the_users() -> None:
    # rc.5 bridge quirk: UserPromptSubmit fires on every step with the injected text as `prompt`.
    payload = first(CCBRIDGE, hook_event_name="UserPromptSubmit")
    payload["prompt"] = "[errkb advisory] E-0001 known (2 hits) | fix: x Known error; this is its recorded fix."
    assert claude.to_event(payload) is None


def test_exit_marker_only_counts_for_shell_tools() -> None:
    payload = first(CCBRIDGE, hook_event_name="PostToolUse", tool_input=FAIL_INPUT)
    payload["tool_name"] = "read"  # a file that happens to end with the marker
    event = claude.to_event(payload)
    assert event is not None and event.kind == "tool_succeeded"


# -- Gemini CLI -------------------------------------------------------------------------------

GEMINI = payloads("gemini_hook_payloads")


def test_gemini_events() -> None:
    sid = GEMINI[0]["session_id"]
    assert gemini.to_event(first(GEMINI, hook_event_name="SessionStart")) == Event("session_start", sid)
    prompt = gemini.to_event(first(GEMINI, hook_event_name="BeforeAgent"))
    assert prompt is not None and prompt.prompt == "hostcheck: run the scripted commands"  # <hook_context> removed
    assert gemini.to_event(first(GEMINI, hook_event_name="BeforeTool")) is None
    assert gemini.to_event(first(GEMINI, hook_event_name="AfterAgent")) == Event("turn_end", sid)
    assert gemini.to_event(first(GEMINI, hook_event_name="SessionEnd")) == Event("session_end", sid)


def test_gemini_after_tool_failure_and_success() -> None:
    failed = gemini.to_event(first(GEMINI, hook_event_name="AfterTool", tool_input=FAIL_INPUT))
    assert failed is not None
    assert (failed.kind, failed.tool, failed.command, failed.exit_code) == ("tool_failed", "run_shell_command",
                                                                            FAIL_COMMAND, 2)
    assert FAIL_TEXT in failed.output
    ok = gemini.to_event(first(GEMINI, hook_event_name="AfterTool", tool_input=OK_INPUT))
    assert ok is not None and (ok.kind, ok.exit_code) == ("tool_succeeded", None)
    mcp = gemini.to_event(first(GEMINI, hook_event_name="AfterTool", tool_name="mcp_errkb_err_lookup"))
    assert mcp is not None and mcp.kind == "tool_succeeded" and "HC_MCP_RESULT" in mcp.output


def test_gemini_exit_code_inside_the_output_is_not_the_calls() -> None:
    payload = first(GEMINI, hook_event_name="AfterTool", tool_input=OK_INPUT)
    payload["tool_input"]["command"] = "cat build.log"
    payload["tool_response"]["llmContent"] = ("<untrusted_context>\nOutput: step 1\nExit Code: 1\nstep 2 ok\n"
                                              "Process Group PGID: 28426\n</untrusted_context>")
    event = gemini.to_event(payload)
    assert event is not None and event.kind == "tool_succeeded"


def test_gemini_failed_read_file() -> None:
    read = payloads("gemini_tool_error_payloads")[0]  # read_file of a missing file, live
    event = gemini.to_event(read)
    assert event is not None and (event.kind, event.tool, event.exit_code) == ("tool_failed", "read_file", None)
    assert event.source == "tool" and "no file was found" in event.output


def test_gemini_error_field_is_a_failure() -> None:
    payload = first(GEMINI, hook_event_name="AfterTool", tool_name="mcp_errkb_err_lookup")
    payload["tool_response"] = {"llmContent": "", "error": {"message": "MCP server errkb is not connected"}}
    event = gemini.to_event(payload)
    assert event is not None and event.kind == "tool_failed" and "not connected" in event.output


def test_gemini_render() -> None:
    for name in ("SessionStart", "BeforeAgent", "AfterTool"):
        assert json.loads(gemini.render({"hook_event_name": name}, "X"))["hookSpecificOutput"]["hookEventName"] == name
    for name in ("BeforeTool", "AfterAgent", "SessionEnd"):  # BeforeTool's context is never delivered
        assert gemini.render({"hook_event_name": name}, "X") == ""


# -- Codex CLI --------------------------------------------------------------------------------

CODEX = payloads("codex_hook_payloads")
CODEX_ROLLOUT_RUN = payloads("codex_rollout_hook_payloads")


def test_codex_events_without_a_rollout() -> None:
    """The fixtures' transcript_path points at a machine that is gone: failure judged from text."""
    sid = CODEX[0]["session_id"]
    assert codex.to_event(first(CODEX, hook_event_name="SessionStart")) == Event("session_start", sid)
    prompt = codex.to_event(first(CODEX, hook_event_name="UserPromptSubmit"))
    assert prompt is not None and prompt.prompt == "hostcheck: run the scripted commands"
    failed = codex.to_event(first(CODEX, hook_event_name="PostToolUse", tool_input={"command": FAIL_COMMAND}))
    assert failed is not None
    assert (failed.kind, failed.tool, failed.command, failed.exit_code) == ("tool_failed", "Bash", FAIL_COMMAND, None)
    ok = codex.to_event(first(CODEX, hook_event_name="PostToolUse", tool_input={"command": "echo hostcheck-ok"}))
    assert ok is not None and ok.kind == "tool_succeeded"
    mcp = codex.to_event(first(CODEX, hook_event_name="PostToolUse", tool_name="mcp__errkb__err_lookup"))
    assert mcp is not None and mcp.kind == "tool_succeeded"
    assert codex.to_event(first(CODEX, hook_event_name="Stop")) == Event("turn_end", sid)
    assert codex.to_event(first(CODEX, hook_event_name="PreToolUse")) is None


def test_codex_mcp_error_flag() -> None:
    payload = first(CODEX, hook_event_name="PostToolUse", tool_name="mcp__errkb__err_lookup")
    payload["tool_response"]["isError"] = True
    event = codex.to_event(payload)
    assert event is not None and event.kind == "tool_failed"


@pytest.fixture
def rollout_run(tmp_path: Path) -> list[dict[str, Any]]:
    """A real run's PostToolUse payloads, pointed at the excerpt of its real rollout file."""
    rollout = tmp_path / "rollout.jsonl"
    rollout.write_bytes((FIXTURES / "codex_rollout_excerpt.jsonl").read_bytes())
    run = copy.deepcopy(CODEX_ROLLOUT_RUN)
    for payload in run:
        payload["transcript_path"] = str(rollout)
    return run


def test_codex_exit_code_from_the_rollout(rollout_run: list[dict[str, Any]]) -> None:
    seen = [(p["tool_input"]["command"], codex.to_event(p)) for p in rollout_run]
    judged = [(cmd, e.kind, e.exit_code) for cmd, e in seen if e is not None]
    assert judged == [
        ("false", "tool_failed", 1),  # silent failures: no output at all
        ("sh -c 'exit 3'", "tool_failed", 3),
        (FLAG_COMMAND, "tool_failed", 3),  # output "flag missing": no error shape the text rules know
        ("touch flag", "tool_succeeded", 0),
        (FLAG_COMMAND, "tool_succeeded", 0),
    ]
    # The text rules alone miss every one of these failures: that is what the rollout adds.
    assert not any(codex.looks_failed(p["tool_input"]["command"], common.text_of(p["tool_response"]))
                   for p in rollout_run)


def test_codex_rollout_lookup_falls_back(rollout_run: list[dict[str, Any]], tmp_path: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    payload = rollout_run[2]
    assert codex.rollout_exit_code(payload["transcript_path"], payload["tool_use_id"]) == (True, 3)
    assert codex.rollout_exit_code(payload["transcript_path"], "call_unknown") is None
    assert codex.rollout_exit_code(str(tmp_path / "missing.jsonl"), payload["tool_use_id"]) is None
    assert codex.rollout_exit_code(str(tmp_path), payload["tool_use_id"]) is None  # a directory
    assert codex.rollout_exit_code("", payload["tool_use_id"]) is None
    monkeypatch.setattr(codex, "ROLLOUT_TAIL", 64)  # the record is not in the tail that is read
    assert codex.rollout_exit_code(payload["transcript_path"], payload["tool_use_id"]) is None
    event = codex.to_event(payload)
    assert event is not None and (event.kind, event.exit_code) == ("tool_succeeded", None)  # text rules


def test_codex_rollout_garbage_lines(tmp_path: Path) -> None:
    rollout = tmp_path / "rollout.jsonl"
    rollout.write_bytes(b'\x00\xff not json "call_x" item_completed\n{"payload": 3} "call_x" item_completed\n'
                        b'{"payload": {"type": "item_completed", "item": {"id": "call_x", "exit_code": true}}}\n')
    assert codex.rollout_exit_code(str(rollout), "call_x") is None


@pytest.mark.parametrize(("command", "output", "failed"), [
    (FAIL_COMMAND, FAIL_TEXT + "\n", True),
    ("python3 app.py", "Traceback (most recent call last):\n  File \"app.py\", line 1\nValueError: x\n", True),
    ("npm install", "npm ERR! code ERESOLVE\n", True),
    ("frobnicate --all", "bash: frobnicate: command not found", True),
    ("cargo build", "error[E0425]: cannot find value `x` in this scope\n", True),
    ("cat notes.md", "error: this file talks about errors\nfatal: too\n", False),  # a probe's content
    ("grep -r error .", "src/a.py: raise ValueError('error')\n", False),
    ("make", "all targets up to date\n", False),
    ("echo hostcheck-ok", "hostcheck-ok\n", False),
])
def test_codex_text_rules(command: str, output: str, failed: bool) -> None:
    assert codex.looks_failed(command, output) is failed


def test_codex_render() -> None:
    for name in ("SessionStart", "UserPromptSubmit", "PostToolUse"):
        assert json.loads(codex.render({"hook_event_name": name}, "X"))["hookSpecificOutput"]["hookEventName"] == name
    assert codex.render({"hook_event_name": "Stop"}, "X") == ""


# -- dsh (errkb's own plugin, and hostcheck's reference plugin: the same neutral payload) -----

DSH = payloads("dsh_hook_payloads")
DSH_ERRKB = payloads("dsh_errkb_plugin_payloads")


@pytest.mark.parametrize("items", [DSH, DSH_ERRKB], ids=["hostcheck-plugin", "errkb-plugin"])
def test_dsh_bash_failure_and_success(items: list[dict[str, Any]]) -> None:
    failed = dsh.to_event(first(items, event="tool_failure", tool_name="bash"))
    assert failed is not None
    assert (failed.kind, failed.tool, failed.command, failed.exit_code) == ("tool_failed", "bash", FAIL_COMMAND, 2)
    assert FAIL_TEXT in failed.output and failed.source == "command"
    ok = dsh.to_event(first(items, event="tool_success"))
    assert ok is not None and (ok.kind, ok.exit_code) == ("tool_succeeded", 0)
    start = dsh.to_event(first(items, event="session_start"))
    assert start is not None and (start.kind, start.start_source) == ("session_start", "startup")
    agent = dsh.to_event(first(items, event="agent_error"))
    assert agent is not None
    assert (agent.kind, agent.code, agent.output, agent.source) == ("agent_error", "HTTP_404",
                                                                    "hostcheck: no such path", "agent")


def test_dsh_tool_errors_and_timeout() -> None:
    read = dsh.to_event(first(DSH, event="tool_failure", tool_name="read"))
    assert read is not None and (read.kind, read.code, read.source, read.exit_code) == ("tool_failed", "FS_NOT_FOUND",
                                                                                        "tool", None)
    unknown = dsh.to_event(first(DSH, event="tool_failure", tool_name="no_such_tool"))
    assert unknown is not None and unknown.code == "UNKNOWN_TOOL"
    timeout = dsh.to_event(first(DSH, event="tool_failure", tool_input={
        "command": "sleep 5", "description": "hostcheck: timeout", "timeoutMs": 300}))
    assert timeout is not None and (timeout.kind, timeout.exit_code) == ("tool_failed", None)
    assert "timed out" in timeout.output


def test_dsh_prompt_and_turn_end() -> None:
    prompt = dsh.to_event(first(DSH_ERRKB, event="user_prompt"))
    assert prompt is not None and prompt.prompt == "hostcheck: run the scripted commands"
    end = dsh.to_event(first(DSH_ERRKB, event="turn_end"))
    assert end is not None and end.kind == "turn_end"


def test_dsh_wrong_types_do_not_pass_for_values() -> None:
    payload = first(DSH_ERRKB, event="tool_success")
    payload.update(exit_code=True, error="boom", tool_input=["x"], output={"weird": 1})
    event = dsh.to_event(payload)
    assert event is not None and event.exit_code is None and event.code == ""


def test_dsh_render() -> None:
    assert json.loads(dsh.render({"event": "tool_failure"}, "X")) == {"additionalContext": "X"}
    assert dsh.render({"event": "tool_failure"}, "") == ""


# -- Qwen Code ----------------------------------------------------------------------------------

QWEN = payloads("qwen_hook_payloads")
QWEN_SHELL = ("Command: {command}\nDirectory: (root)\nOutput: {output}\nError: {error}\nExit Code: {code}\n"
              "Signal: {signal}\nProcess Group PGID: (none)")


def qwen_shell_text(command: str, output: str, code: str = "2", error: str = "(none)", signal: str = "(none)") -> str:
    return QWEN_SHELL.format(command=command, output=output, code=code, error=error, signal=signal)


def test_qwen_session_events() -> None:
    sid = QWEN[0]["session_id"]
    start = qwen.to_event(first(QWEN, hook_event_name="SessionStart"))
    assert start == Event("session_start", sid, start_source="startup")
    prompt = qwen.to_event(first(QWEN, hook_event_name="UserPromptSubmit"))
    assert prompt is not None and prompt.prompt == "hostcheck: run the scripted commands"
    # Qwen fires UserPromptSubmit before every follow-up request, with an empty prompt: not a turn.
    assert qwen.to_event(first(QWEN, hook_event_name="UserPromptSubmit", prompt="")) is None
    assert qwen.to_event(first(QWEN, hook_event_name="Stop")) == Event("turn_end", sid)
    assert qwen.to_event(dict(QWEN[0], hook_event_name="SessionEnd")) == Event("session_end", sid)
    assert qwen.to_event(first(QWEN, hook_event_name="PreToolUse")) is None  # its context is never delivered


def test_qwen_failed_shell_call() -> None:
    event = qwen.to_event(first(QWEN, hook_event_name="PostToolUseFailure", tool_name="run_shell_command",
                                tool_input=FAIL_INPUT))
    assert event is not None
    assert (event.kind, event.tool, event.command, event.exit_code) == ("tool_failed", "run_shell_command",
                                                                        FAIL_COMMAND, 2)
    assert event.output == FAIL_TEXT  # Qwen's Command/Directory/Exit Code frame is taken off
    assert event.source == "command"


def test_qwen_timeout_missing_file_and_mcp_error() -> None:
    timeout = qwen.to_event(first(QWEN, hook_event_name="PostToolUseFailure", tool_input={
        "command": "sleep 3 # intentional-sleep: hostcheck timeout test", "timeout": 1000, "description": "timeout"}))
    assert timeout is not None and (timeout.kind, timeout.exit_code) == ("tool_failed", None)
    assert timeout.output == "Command timed out after 1000ms before it could complete."
    read = qwen.to_event(first(QWEN, hook_event_name="PostToolUseFailure", tool_name="read_file"))
    assert read is not None and (read.kind, read.source, read.exit_code) == ("tool_failed", "tool", None)
    assert read.output.startswith("File not found: ")
    mcp = qwen.to_event(first(QWEN, hook_event_name="PostToolUseFailure", tool_name="mcp__errkb__err_lookup"))
    assert mcp is not None and mcp.kind == "tool_failed"
    # The server's own words, without the call's arguments and the raw response around them.
    assert mcp.output == "MCP tool 'err_lookup' reported tool error: Error executing tool err_lookup"


def test_qwen_success_and_mcp_result() -> None:
    ok = qwen.to_event(first(QWEN, hook_event_name="PostToolUse", tool_name="run_shell_command"))
    assert ok is not None and (ok.kind, ok.command, ok.output, ok.exit_code) == ("tool_succeeded",
                                                                                 "echo hostcheck-ok", "hostcheck-ok", 0)
    mcp = qwen.to_event(first(QWEN, hook_event_name="PostToolUse", tool_name="mcp__errkb__err_lookup"))
    assert mcp is not None and mcp.kind == "tool_succeeded" and "HC_MCP_RESULT" in mcp.output


def test_qwen_decides_what_failed() -> None:
    """`grep` exiting 1 (nothing found) is a PostToolUse: Qwen's judgement stands."""
    payload = first(QWEN, hook_event_name="PostToolUse", tool_name="run_shell_command")
    payload["tool_input"]["command"] = "grep -r TODO src"
    payload["tool_response"]["llmContent"] = qwen_shell_text("grep -r TODO src", "(empty)", code="1")
    event = qwen.to_event(payload)
    assert event is not None and (event.kind, event.exit_code, event.output) == ("tool_succeeded", 1, "")


@pytest.mark.parametrize(("command", "text", "output", "code"), [
    # multi-line output that itself quotes a trailer: the last trailer is the call's
    ("cat old.log; exit 4", qwen_shell_text("cat old.log; exit 4", "line 1\nError: (none)\nExit Code: 0\nSignal: "
                                            "(none)\nProcess Group PGID: 9\nboom", code="4"),
     "line 1\nError: (none)\nExit Code: 0\nSignal: (none)\nProcess Group PGID: 9\nboom", 4),
    # notes Qwen appends after the trailer (a long-run hint)
    ("make", qwen_shell_text("make", "make: *** [all] Error 1") + "\n\nThis command ran for 95s.", "make: *** [all] Error 1",
     2),
    # code mode: no Command line
    ("make", qwen_shell_text("make", "oops").split("\n", 1)[1], "oops", 2),
    # a command whose text holds Qwen's own field names
    ("cat <<EOF\nDirectory: x\nOutput: y\nEOF", qwen_shell_text("cat <<EOF\nDirectory: x\nOutput: y\nEOF", "z"), "z", 2),
    # a spawn error and a signal are part of what failed
    ("./run.sh", qwen_shell_text("./run.sh", "(empty)", code="(none)", error="spawn EACCES", signal="SIGKILL"),
     "spawn EACCES\nkilled by signal SIGKILL", None),
])
def test_qwen_shell_frame(command: str, text: str, output: str, code: int | None) -> None:
    assert qwen.shell_result(text, command) == (output, code)


def test_qwen_text_of_another_shape_is_kept_whole() -> None:
    assert qwen.shell_result("Command timed out after 1000ms before it could complete.", "sleep 3") is None
    assert qwen.shell_result("Output: x\nExit Code: 2", "x") is None
    assert qwen.mcp_error("MCP tool 'x' reported tool error for function call: {} with response: [not json") == \
        "MCP tool 'x' reported tool error for function call: {} with response: [not json"


def test_qwen_interrupt_is_not_an_error() -> None:
    payload = first(QWEN, hook_event_name="PostToolUseFailure", tool_input=FAIL_INPUT)
    payload["is_interrupt"] = True
    assert qwen.to_event(payload) is None


def test_qwen_render_only_where_context_is_delivered() -> None:
    for name in ("SessionStart", "UserPromptSubmit", "PostToolUse", "PostToolUseFailure"):
        out = json.loads(qwen.render({"hook_event_name": name}, "X"))
        assert out == {"hookSpecificOutput": {"hookEventName": name, "additionalContext": "X"}}
    for name in ("PreToolUse", "Stop", "SessionEnd", ""):
        assert qwen.render({"hook_event_name": name}, "X") == ""


# -- opencode (errkb's own plugin, and hostcheck's reference plugin: the same neutral payload) ------

OPENCODE = payloads("opencode_hook_payloads")
OPENCODE_ERRKB = payloads("opencode_errkb_plugin_payloads")


@pytest.mark.parametrize("items", [OPENCODE, OPENCODE_ERRKB], ids=["hostcheck-plugin", "errkb-plugin"])
def test_opencode_bash_failure_success_and_timeout(items: list[dict[str, Any]]) -> None:
    failed = opencode.to_event(first(items, event="tool_failure", tool_input=FAIL_INPUT))
    assert failed is not None
    assert (failed.kind, failed.tool, failed.command, failed.exit_code) == ("tool_failed", "bash", FAIL_COMMAND, 2)
    assert failed.output == FAIL_TEXT and failed.source == "command"
    ok = opencode.to_event(first(items, event="tool_success", tool_input=OK_INPUT))
    assert ok is not None and (ok.kind, ok.exit_code, ok.output) == ("tool_succeeded", 0, "hostcheck-ok")
    timeout = opencode.to_event(first(items, event="tool_failure", tool_input={
        "command": "sleep 3 && echo late", "timeout": 1000, "description": "timeout"}))
    assert timeout is not None and (timeout.kind, timeout.exit_code) == ("tool_failed", None)
    # opencode's `(no output)` and its <shell_metadata> frame are taken off; the note stays
    assert timeout.output.startswith("shell tool terminated command after exceeding timeout 1000 ms.")
    start = opencode.to_event(first(items, event="session_start"))
    assert start is not None and (start.kind, start.start_source) == ("session_start", "startup")


@pytest.mark.parametrize("items", [OPENCODE, OPENCODE_ERRKB], ids=["hostcheck-plugin", "errkb-plugin"])
def test_opencode_thrown_tool_is_a_failure(items: list[dict[str, Any]]) -> None:
    read = opencode.to_event(first(items, event="tool_error", tool_name="read"))
    assert read is not None and (read.kind, read.source, read.exit_code) == ("tool_failed", "tool", None)
    assert read.output.startswith("File not found: ") and read.tool_input["filePath"].endswith("missing.txt")


def test_opencode_mcp_result_and_error() -> None:
    ok = opencode.to_event(first(OPENCODE, event="tool_success", tool_name="errkb_err_lookup"))
    assert ok is not None and ok.kind == "tool_succeeded" and "HC_MCP_RESULT" in ok.output
    error = opencode.to_event(first(OPENCODE, event="tool_error", tool_name="errkb_err_lookup"))
    assert error is not None and (error.kind, error.output) == ("tool_failed", "Error executing tool err_lookup")


def test_opencode_prompt_and_the_users_abort() -> None:
    base = first(OPENCODE_ERRKB, event="session_start")
    prompt = opencode.to_event(dict(base, event="user_prompt", prompt="use pnpm here, not npm"))
    assert prompt is not None and (prompt.kind, prompt.prompt) == ("user_prompt", "use pnpm here, not npm")
    aborted = first(OPENCODE_ERRKB, event="tool_failure", tool_input=FAIL_INPUT)
    aborted.update(exit_code=None, output="(no output)\n\n<shell_metadata>\nUser aborted the command\n</shell_metadata>")
    assert opencode.to_event(aborted) is None
    assert opencode.to_event(dict(base, event="tool.execute.before")) is None


@pytest.mark.parametrize(("text", "output"), [
    ("...output truncated...\n\nFull output saved to: /tmp/x\n\nlast lines\nerror: boom\n", "last lines\nerror: boom"),
    ("(no output)", ""),
    ("partial\n\n<shell_metadata>\nshell tool terminated command after exceeding timeout 5 ms.\n</shell_metadata>",
     "partial\nshell tool terminated command after exceeding timeout 5 ms."),
    ("a file that mentions <shell_metadata>\nx\n</shell_metadata> midway\n", "a file that mentions <shell_metadata>\n"
                                                                            "x\n</shell_metadata> midway"),
])
def test_opencode_bash_text(text: str, output: str) -> None:
    assert opencode.bash_output(text) == (output, False)


def test_opencode_wrong_types_do_not_pass_for_values() -> None:
    payload = first(OPENCODE_ERRKB, event="tool_failure", tool_input=FAIL_INPUT)
    payload.update(exit_code=True, error="boom", tool_input=["x"], output={"weird": 1})
    event = opencode.to_event(payload)
    assert event is not None and event.exit_code is None and event.code == "" and event.command == ""


def test_opencode_render() -> None:
    assert json.loads(opencode.render({"event": "tool_error"}, "X")) == {"additionalContext": "X"}
    assert opencode.render({"event": "tool_failure"}, "") == ""


# -- Cursor (UNVERIFIED: documented contract only) ---------------------------------------------

CURSOR_BASE = {"conversation_id": "c-1", "generation_id": "g-1", "workspace_roots": ["/w"], "model": "m",
               "cursor_version": "1.7", "transcript_path": None}


def test_cursor_documented_payloads() -> None:
    failure = dict(CURSOR_BASE, hook_event_name="postToolUseFailure", tool_name="Shell",
                   tool_input={"command": FAIL_COMMAND}, error_message=FAIL_TEXT, tool_use_id="t1")
    event = cursor.to_event(failure)
    assert event is not None
    assert (event.kind, event.session_id, event.command, event.output) == ("tool_failed", "c-1", FAIL_COMMAND,
                                                                           FAIL_TEXT)
    ok = dict(CURSOR_BASE, hook_event_name="postToolUse", tool_name="Shell", tool_input={"command": "make"},
              tool_output=json.dumps({"stdout": "done", "exit_code": 0}))
    event = cursor.to_event(ok)
    assert event is not None and event.kind == "tool_succeeded" and "done" in event.output
    assert cursor.to_event(dict(CURSOR_BASE, hook_event_name="sessionStart")) == Event("session_start", "c-1")
    assert cursor.to_event(dict(CURSOR_BASE, hook_event_name="stop")) == Event("turn_end", "c-1")
    assert cursor.to_event(dict(CURSOR_BASE, hook_event_name="preToolUse")) is None
    assert json.loads(cursor.render({"hook_event_name": "postToolUseFailure"}, "X")) == {"additional_context": "X"}
    assert cursor.render({"hook_event_name": "stop"}, "X") == ""


# -- the whole hook, in-process, on each host's real session ------------------------------------

def _session(host: str) -> tuple[str, list[dict[str, Any]]]:
    """(adapter, the payloads of one real session in the order the host sent them)."""
    if host == "claude":
        return "claude", [p for p in CLAUDE if p["session_id"] == CLAUDE[0]["session_id"]]
    if host == "ccbridge":
        return "claude", CCBRIDGE
    if host == "gemini":
        return "gemini", [p for p in GEMINI if p["session_id"] == GEMINI[0]["session_id"]]
    if host == "codex":
        return "codex", [p for p in CODEX if p["session_id"] == CODEX[0]["session_id"]]
    if host == "dsh":
        return "dsh", [p for p in DSH_ERRKB if p["session_id"] == DSH_ERRKB[0]["session_id"]]
    if host == "qwen":
        return "qwen", [p for p in QWEN if p["session_id"] == QWEN[0]["session_id"]]
    if host == "opencode":
        return "opencode", OPENCODE_ERRKB
    raise AssertionError(host)


def _is_failure(host: str, payload: dict[str, Any]) -> bool:
    text = json.dumps(payload)
    return FAIL_TEXT[:20] in text and payload.get("hook_event_name", payload.get("event")) in (
        "PostToolUseFailure", "PostToolUse", "AfterTool", "tool_failure")


@pytest.mark.parametrize("host", ["claude", "ccbridge", "gemini", "codex", "dsh", "qwen", "opencode"])
def test_real_session_gets_the_known_fix(host: str, known_kb: Path, capsys: pytest.CaptureFixture[str]) -> None:
    adapter, session = _session(host)
    fixes, digests = [], []
    for payload in session:
        text = context_of(adapter, payload, answer(adapter, known_kb, payload))
        if _is_failure(host, payload):
            fixes.append(text)
        elif text:
            digests.append(text)
    assert len(fixes) == 1 and FIX in fixes[0] and "E-0001 known" in fixes[0]
    assert digests and "1 known error" in digests[0]  # the session-start digest
    assert capsys.readouterr().err == ""  # nothing went wrong on the way


def test_every_fixture_payload_answers_cleanly(known_kb: Path, capsys: pytest.CaptureFixture[str]) -> None:
    files = {"claude": ["claude_hook_payloads", "dsh_ccbridge_hook_payloads", "dsh_ccbridge_tool_error_payloads"],
             "gemini": ["gemini_hook_payloads", "gemini_tool_error_payloads"],
             "codex": ["codex_hook_payloads", "codex_rollout_hook_payloads"],
             "dsh": ["dsh_hook_payloads", "dsh_errkb_plugin_payloads"], "qwen": ["qwen_hook_payloads"],
             "opencode": ["opencode_hook_payloads", "opencode_errkb_plugin_payloads"]}
    for host, names in files.items():
        for name in names:
            for payload in payloads(name):
                context_of(host, payload, answer(host, known_kb, payload))
    assert capsys.readouterr().err == ""


# -- a failure, then the same work succeeding: a resolution is recorded --------------------------

def _flag_flow(host: str, tmp_path: Path) -> list[dict[str, Any]]:
    """fail (`flag missing`), `touch flag`, the same command succeeding — from real payloads."""
    if host == "codex":
        rollout = tmp_path / "rollout.jsonl"
        rollout.write_bytes((FIXTURES / "codex_rollout_excerpt.jsonl").read_bytes())
        run = [dict(p, transcript_path=str(rollout)) for p in CODEX_ROLLOUT_RUN[2:]]
        return [first(CODEX, hook_event_name="UserPromptSubmit"), *run]
    if host in ("claude", "ccbridge"):
        base = CLAUDE if host == "claude" else CCBRIDGE
        ok = first(base, hook_event_name="PostToolUse", tool_input=OK_INPUT)
        if host == "claude":
            fail = first(base, hook_event_name="PostToolUseFailure", tool_name="Bash")
            fail["error"] = "Exit code 3\nflag missing"
        else:
            fail = first(base, hook_event_name="PostToolUse", tool_input=FAIL_INPUT)
            fail["tool_response"] = "[stderr]\nflag missing\n[exit code: 3]"
        fail["tool_input"]["command"] = FLAG_COMMAND
        touch, again = copy.deepcopy(ok), copy.deepcopy(ok)
        touch["tool_input"]["command"], again["tool_input"]["command"] = "touch flag", FLAG_COMMAND
        touch["tool_response"] = again["tool_response"] = {"stdout": "", "stderr": ""} if host == "claude" else ""
        return [first(base, hook_event_name="UserPromptSubmit"), fail, touch, again]
    if host == "gemini":
        fail = first(GEMINI, hook_event_name="AfterTool", tool_input=FAIL_INPUT)
        fail["tool_input"]["command"] = FLAG_COMMAND
        fail["tool_response"] = {"llmContent": "<untrusted_context>\nOutput: flag missing\nExit Code: 3\n"
                                               "Process Group PGID: 1\n</untrusted_context>", "returnDisplay": ""}
        ok = first(GEMINI, hook_event_name="AfterTool", tool_input=OK_INPUT)
        touch, again = copy.deepcopy(ok), copy.deepcopy(ok)
        touch["tool_input"]["command"], again["tool_input"]["command"] = "touch flag", FLAG_COMMAND
        return [first(GEMINI, hook_event_name="BeforeAgent"), fail, touch, again]
    if host == "dsh":
        fail = first(DSH_ERRKB, event="tool_failure")
        fail.update(output="[stderr]\nflag missing\n[exit code: 3]", exit_code=3)
        fail["tool_input"]["command"] = FLAG_COMMAND
        ok = first(DSH_ERRKB, event="tool_success")
        touch, again = copy.deepcopy(ok), copy.deepcopy(ok)
        touch["tool_input"]["command"], again["tool_input"]["command"] = "touch flag", FLAG_COMMAND
        return [first(DSH_ERRKB, event="user_prompt"), fail, touch, again]
    if host == "qwen":
        fail = first(QWEN, hook_event_name="PostToolUseFailure", tool_input=FAIL_INPUT)
        fail["tool_input"]["command"] = FLAG_COMMAND
        fail["error"] = qwen_shell_text(FLAG_COMMAND, "flag missing", code="3")
        ok = first(QWEN, hook_event_name="PostToolUse", tool_input=OK_INPUT)
        touch, again = copy.deepcopy(ok), copy.deepcopy(ok)
        touch["tool_input"]["command"], again["tool_input"]["command"] = "touch flag", FLAG_COMMAND
        touch["tool_response"]["llmContent"] = qwen_shell_text("touch flag", "(empty)", code="0")
        again["tool_response"]["llmContent"] = qwen_shell_text(FLAG_COMMAND, "(empty)", code="0")
        return [first(QWEN, hook_event_name="UserPromptSubmit"), fail, touch, again]
    if host == "opencode":  # the plugin's own capture of this flow
        flow = [p for p in OPENCODE_ERRKB if p["event"] == "session_start" or "flag" in json.dumps(p["tool_input"])]
        assert [p["event"] for p in flow] == ["session_start", "tool_failure", "tool_success", "tool_success"]
        return flow
    raise AssertionError(host)


@pytest.mark.parametrize("host", ["claude", "ccbridge", "gemini", "codex", "dsh", "qwen", "opencode"])
def test_failure_then_success_records_a_resolution(host: str, kb: KnowledgeBase, tmp_path: Path) -> None:
    adapter = {"ccbridge": "claude"}.get(host, host)
    flow = _flag_flow(host, tmp_path)
    said = [context_of(adapter, p, answer(adapter, kb.location.path, p)) for p in flow]
    assert said[1] == ""  # a new error: recorded silently (inject: hit-only)
    assert said[2] == ""  # `touch` is another program: it resolves nothing
    assert "E-0001 looks resolved" in said[3]
    assert read_state(kb.location.state_json).totals.get("resolved", 0) >= 1
    assert "flag missing" in kb.store.read_text()


# -- the executable, as hosts run it ------------------------------------------------------------

@pytest.mark.skipif(not ERRKB.exists(), reason=f"no errkb executable beside {sys.executable}")
@pytest.mark.parametrize("host", ["claude", "gemini", "codex", "dsh", "qwen", "opencode"])
def test_errkb_hook_executable(host: str, known_kb: Path) -> None:
    _, session = _session(host)
    payload = next(p for p in session if _is_failure(host, p))
    env = dict(os.environ)
    proc = subprocess.run([str(ERRKB), "--kb", str(known_kb), "hook", host], input=json.dumps(payload).encode(),
                          capture_output=True, env=env, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert FIX in context_of(host, payload, proc.stdout.decode())
    assert proc.stderr == b""


OPEN_CONNECTIONS_AFTER_A_CALL = """
import sys, _sqlite3
opened = []
def connect(*args, **kwargs):
    opened.append(connect.real(*args, **kwargs))
    return opened[-1]
connect.real, _sqlite3.connect = _sqlite3.connect, connect
sys.argv = ["errkb", "--kb", sys.argv[1], "hook", "claude"]
from errkb.__main__ import main
try:
    main()
except SystemExit:
    pass
def is_open(con):
    try:
        con.total_changes
    except _sqlite3.ProgrammingError:
        return False
    return True
sys.stderr.write("\\nOPENED %d LEFT OPEN %d" % (len(opened), sum(map(is_open, opened))))
"""


def test_a_hook_call_closes_the_index_it_opened(known_kb: Path) -> None:
    """The executable's hook call never runs the cyclic garbage collector (errkb/__main__.py), which
    is what closed the KB's SQLite connection before: the call closes it itself, so no file handle
    or transaction of the index outlives the answer."""
    _, session = _session("claude")
    payload = next(p for p in session if _is_failure("claude", p))
    proc = subprocess.run([sys.executable, "-c", OPEN_CONNECTIONS_AFTER_A_CALL, str(known_kb)],
                          input=json.dumps(payload).encode(), capture_output=True, timeout=60)
    assert FIX in context_of("claude", payload, proc.stdout.decode())  # it answered from the index
    opened, left_open = map(int, proc.stderr.decode().rsplit("OPENED ", 1)[1].split(" LEFT OPEN "))
    assert opened >= 1 and left_open == 0


def test_every_host_has_an_adapter() -> None:
    for host in HOSTS:
        module = __import__(f"errkb.hosts.{host}", fromlist=["to_event", "render"])
        assert callable(module.to_event) and callable(module.render)
