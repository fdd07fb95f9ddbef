"""Claude Code: SessionStart, UserPromptSubmit, PostToolUseFailure, PostToolUse, Stop, SessionEnd.

A failed call arrives as PostToolUseFailure with `error` = "Exit code N\\n<output>" (or a tool
error such as a missing file). Under DeepSeek's Claude-hooks bridge (dsh) there is no
PostToolUseFailure: a failed command arrives as PostToolUse whose text ends in `[exit code: N]`,
a failed other tool as PostToolUse whose text (a string) starts with `Error: `. Context goes back in
hookSpecificOutput.additionalContext; a top-level additionalContext is silently dropped.
"""

from __future__ import annotations

import re

from ..model import Event
from .common import command_of, lifecycle_event, read_call, render_hook_specific, source_for, text_of, trailing_exit_code

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (milliseconds a hook call)
if TYPE_CHECKING:
    from typing import Any

_EXIT_LINE = re.compile(r"^Exit code (-?\d+)\s*(?:\n|$)")
INJECTS = ("SessionStart", "UserPromptSubmit", "PostToolUse", "PostToolUseFailure")


LIFECYCLE = {"SessionStart": "session_start", "UserPromptSubmit": "user_prompt", "Stop": "turn_end",
             "SessionEnd": "session_end"}


def to_event(payload: dict[str, Any]) -> Event | None:
    name, sid, tool, tool_input = read_call(payload)
    if name in LIFECYCLE:
        return lifecycle_event(LIFECYCLE[name], payload, sid)
    command = command_of(tool_input)
    if name == "PostToolUseFailure":
        if payload.get("is_interrupt") is True:
            return None  # the user stopped the call: not an error of the command
        error = text_of(payload.get("error"))
        match = _EXIT_LINE.match(error)
        exit_code = int(match.group(1)) if match else None
        output = error[match.end():] if match else error
        return Event("tool_failed", sid, tool, tool_input, command, output, exit_code, source=source_for(tool))
    if name == "PostToolUse":
        response = payload.get("tool_response")
        output = text_of(response)
        exit_code = trailing_exit_code(tool, output)
        # The bridge flattens a failed non-shell tool (dsh's `read` of a missing file) to "Error: …".
        bridged_error = isinstance(response, str) and response.startswith("Error: ")
        kind = "tool_failed" if exit_code not in (None, 0) or bridged_error else "tool_succeeded"
        return Event(kind, sid, tool, tool_input, command, output, exit_code, source=source_for(tool))
    return None


def render(payload: dict[str, Any], text: str) -> str:
    return render_hook_specific(payload, text, INJECTS)
