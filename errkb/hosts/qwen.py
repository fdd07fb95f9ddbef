"""Qwen Code: Claude Code's hook events and answer shape, with Gemini CLI's shell tool.

SessionStart, UserPromptSubmit (again before every follow-up request, with an empty `prompt`),
PostToolUse, PostToolUseFailure, Stop; SessionEnd fires only in the interactive UI. Every kind of
failure arrives as PostToolUseFailure: a shell command that exits non-zero (Qwen decides: `grep`,
`diff` and `test` exiting 1 are successes), a timeout, a missing file, an MCP tool error. A shell
failure's `error` is the tool's whole model-facing text, `Command: …\\nDirectory: …\\nOutput: …\\n
Error: …\\nExit Code: N\\nSignal: …\\nProcess Group PGID: …`; errkb takes the program's own output
and the exit code out of it, so the error reads as it does on every other host. Context goes back
in hookSpecificOutput.additionalContext, which Qwen appends to the tool result; PreToolUse's is
never delivered, so errkb does not use it.
"""

from __future__ import annotations

import json
import re

from ..loop.resolve import is_shell
from ..model import Event
from .common import HookStyle, command_of, env_dir, lifecycle_event, read_call, render_hook_specific, source_for, text_of

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (milliseconds a hook call)
if TYPE_CHECKING:
    from collections.abc import Mapping
    from pathlib import Path
    from typing import Any

INJECTS = ("SessionStart", "UserPromptSubmit", "PostToolUse", "PostToolUseFailure")
LIFECYCLE = {"SessionStart": "session_start", "UserPromptSubmit": "user_prompt", "Stop": "turn_end",
             "SessionEnd": "session_end"}

# The shell tool's trailer; the LAST one is the call's (the output may quote another). Qwen may
# append notes after it (a long-run hint, a commit-attribution warning), separated by a blank line.
_TRAILER = re.compile(r"^Error: (?P<error>[^\n]*)\nExit Code: (?P<code>-?\d+|\(none\))\nSignal: (?P<signal>[^\n]*)\n"
                      r"Process Group PGID: [^\n]*$", re.M)
_OUTPUT_START = re.compile(r"^Directory: [^\n]*\nOutput: ", re.M)
_NONE = ("(none)", "(empty)")
# An MCP tool's error: the call's arguments and the raw response around the server's own words.
_MCP_ERROR = re.compile(r"MCP tool '([^'\n]*)' reported tool error for function call: ")
_MCP_RESPONSE = " with response: "

# -- install: where Qwen Code keeps its config and how it lists hooks -------------------------------

SCOPES = ("user", "project")
CONFIG_FORMAT = "json"  # hooks and the MCP server in one settings.json
HOOK_STYLE = HookStyle(  # Claude Code's shape and event names; timeout in seconds
    # SessionEnd fires only in the interactive UI, where it lets errkb drop the session's scratch state at once
    ("SessionStart", "UserPromptSubmit", "PostToolUse", "PostToolUseFailure", "Stop", "SessionEnd"),
    ("PostToolUse", "PostToolUseFailure"), "*", timeout=10)
HOOKS_OFF = (("disableAllHooks",), True)  # the setting (and its value) that turns every hook off
INSTALL_NOTES = {"project": ("Qwen Code ignores <project>/.qwen/settings.json until the folder is trusted (/trust).",)}


def config_paths(scope: str, root: Path, env: Mapping[str, str]) -> tuple[Path, Path]:
    """(hooks file, MCP file) under root, the project's or the user's home folder: one settings.json;
    $QWEN_HOME moves the user's."""
    folder = root / ".qwen" if scope == "project" else env_dir(env, "QWEN_HOME", root / ".qwen")
    settings = folder / "settings.json"
    return settings, settings


def shell_result(text: str, command: str) -> tuple[str, int | None] | None:
    """(the program's output, exit code) from the shell tool's text, or None when it is not that shape."""
    trailer = None
    for found in _TRAILER.finditer(text):
        trailer = found  # the last one is the call's
    if trailer is None:
        return None
    head = f"Command: {command}\n"
    start = len(head) if command and text.startswith(head) else 0
    opening = _OUTPUT_START.search(text, start, trailer.start())
    if opening is None:
        return None
    output = text[opening.end():trailer.start()].removesuffix("\n")
    lines = [] if output in _NONE else [output]
    lines += [f"{label}{value}" for label, value in (("", trailer["error"]), ("killed by signal ", trailer["signal"]))
              if value not in _NONE]
    code = trailer["code"]
    return "\n".join(lines), (None if code in _NONE else int(code))


def mcp_error(text: str) -> str:
    """`MCP tool 'x' reported tool error: <the server's text>`: the call's arguments are not the error."""
    match = _MCP_ERROR.match(text)
    at = text.rfind(_MCP_RESPONSE)
    if match is None or at < match.end():
        return text
    try:
        response = json.loads(text[at + len(_MCP_RESPONSE):])
    except (ValueError, RecursionError):
        return text
    said = [_content_text(r) for r in response if isinstance(r, dict)] if isinstance(response, list) else []
    said = [t for t in said if t]
    return f"MCP tool '{match[1]}' reported tool error: " + "\n".join(said) if said else text


def _content_text(part: dict[str, Any]) -> str:
    """The text items of one functionResponse's `error.content` (else its `content`)."""
    call = part.get("functionResponse")
    response = call.get("response") if isinstance(call, dict) else None
    if not isinstance(response, dict):
        return ""
    error = response.get("error")
    content = error.get("content") if isinstance(error, dict) else response.get("content")
    if not isinstance(content, list):
        return ""
    return text_of([c for c in content if isinstance(c, dict) and c.get("type") == "text"])


def to_event(payload: dict[str, Any]) -> Event | None:
    name, sid, tool, tool_input = read_call(payload)
    if name in LIFECYCLE:
        return lifecycle_event(LIFECYCLE[name], payload, sid)
    if name == "PostToolUseFailure":
        if payload.get("is_interrupt") is True:
            return None  # the user stopped the call: not an error of the command
        kind, text = "tool_failed", text_of(payload.get("error"))
    elif name == "PostToolUse":
        response = payload.get("tool_response")
        kind, text = "tool_succeeded", text_of(response.get("llmContent") if isinstance(response, dict) else response)
    else:
        return None
    command = command_of(tool_input)
    if kind == "tool_failed" and tool.startswith("mcp__"):
        text = mcp_error(text)
    parsed = shell_result(text, command) if is_shell(tool) else None
    output, exit_code = parsed if parsed is not None else (text, None)
    return Event(kind, sid, tool, tool_input, command, output, exit_code, source=source_for(tool))


def render(payload: dict[str, Any], text: str) -> str:
    return render_hook_specific(payload, text, INJECTS)
