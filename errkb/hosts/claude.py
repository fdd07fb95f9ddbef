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
from .common import (
    HookStyle,
    command_of,
    env_dir,
    lifecycle_event,
    read_call,
    render_hook_specific,
    source_for,
    text_of,
    trailing_exit_code,
)

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (milliseconds a hook call)
if TYPE_CHECKING:
    from collections.abc import Mapping
    from pathlib import Path
    from typing import Any

_EXIT_LINE = re.compile(r"^Exit code (-?\d+)\s*(?:\n|$)")
INJECTS = ("SessionStart", "UserPromptSubmit", "PostToolUse", "PostToolUseFailure")


LIFECYCLE = {"SessionStart": "session_start", "UserPromptSubmit": "user_prompt", "Stop": "turn_end",
             "SessionEnd": "session_end"}

# -- install: where Claude keeps its config and how it lists hooks --------------------------------

SCOPES = ("user", "project")
CONFIG_FORMAT = "json"  # hooks in settings.json, the MCP server in .claude.json / .mcp.json
HOOK_STYLE = HookStyle(
    # SessionEnd lets errkb delete the session's scratch state at once instead of days later
    ("SessionStart", "UserPromptSubmit", "PostToolUse", "PostToolUseFailure", "Stop", "SessionEnd"),
    ("PostToolUse", "PostToolUseFailure"), "*", timeout=10)
MCP_TYPE = "stdio"  # Claude's mcpServers entries name their transport
HOOKS_OFF = (("disableAllHooks",), True)  # the setting (and its value) that turns every hook off
INSTALL_NOTES = {"project": ("Claude Code asks each user to approve the MCP server in .mcp.json once.",)}


def config_paths(scope: str, root: Path, env: Mapping[str, str]) -> tuple[Path, Path]:
    """(hooks file, MCP file) under root, the project's or the user's home folder; $CLAUDE_CONFIG_DIR
    moves both of the user's."""
    if scope == "project":
        return root / ".claude" / "settings.json", root / ".mcp.json"
    if env.get("CLAUDE_CONFIG_DIR"):
        conf = env_dir(env, "CLAUDE_CONFIG_DIR", root)
        return conf / "settings.json", conf / ".claude.json"
    return root / ".claude" / "settings.json", root / ".claude.json"


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
