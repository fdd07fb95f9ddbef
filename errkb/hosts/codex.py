"""Codex CLI: SessionStart, UserPromptSubmit, PostToolUse, Stop.

PostToolUse carries no exit code. A shell call counts as failed when its output shows the
program's own complaint (`ls: cannot access …`, a first line `<program>: …error…`) or an
unmistakable error shape (Python traceback, `error:`/`fatal:` lines, npm ERR!, rustc/tsc codes,
`command not found`). Read-only probes (cat, grep…) are judged only by the first rule, so a file
that merely contains the word "error" is not a failure. What is missed: a command that fails
silently (non-zero exit, no output) — docs/hosts.md says so.
"""

from __future__ import annotations

import re
from typing import Any

from ..capture import extract_code, program_key
from ..resolve import is_probe, is_shell
from ..session import Event
from .common import command_of, hook_specific, source_for, string, text_of, user_words

INJECTS = ("SessionStart", "UserPromptSubmit", "PostToolUse")
_STRONG = re.compile(
    r"Traceback \(most recent call last\):|^(?:error|fatal|ERROR|FATAL)(?:\[\w+\])?:|^npm ERR!|^npm error|"
    r"\berror TS\d+|^error\[E\d+\]|: command not found$|^E: |^FAILED |^Error: |^Exception in thread",
    re.M,
)
_COMPLAINT = re.compile(
    r"cannot|can't|no such|not found|denied|refused|invalid|unrecognized|unknown|failed|error|fatal|missing|"
    r"not a |does not exist|unable", re.I)


def looks_failed(command: str, output: str) -> bool:
    """Judge failure from text alone, precision first."""
    first = next((line.strip() for line in output.splitlines() if line.strip()), "")
    program = program_key(command).split(" ")[0]
    if program and re.match(rf"{re.escape(program)}(?:\[\d+\])?: ", first) and _COMPLAINT.search(first):
        return True
    if is_probe(command):
        return False
    return bool(_STRONG.search(output)) or bool(extract_code(first) and _COMPLAINT.search(first))


def to_event(payload: dict[str, Any]) -> Event | None:
    name = string(payload, "hook_event_name")
    sid = string(payload, "session_id")
    tool = string(payload, "tool_name")
    tool_input = payload.get("tool_input")
    if name == "SessionStart":
        return Event("session_start", sid, start_source=string(payload, "source") or "startup")
    if name == "UserPromptSubmit":
        words = user_words(string(payload, "prompt"))
        return Event("user_prompt", sid, prompt=words) if words else None
    if name == "PostToolUse":
        response = payload.get("tool_response")
        output = text_of(response)
        command = command_of(tool_input)
        flagged = isinstance(response, dict) and response.get("isError") is True
        failed = flagged or (is_shell(tool) and looks_failed(command, output))
        kind = "tool_failed" if failed else "tool_succeeded"
        return Event(kind, sid, tool, tool_input, command, output, None, source=source_for(tool))
    if name == "Stop":
        return Event("turn_end", sid)
    return None


def render(payload: dict[str, Any], text: str) -> str:
    name = string(payload, "hook_event_name")
    return hook_specific(name, text) if text and name in INJECTS else ""
