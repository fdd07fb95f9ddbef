"""Gemini CLI: SessionStart, BeforeAgent (the user's prompt), AfterTool, AfterAgent, SessionEnd.

There is no failure event: a shell failure is `Exit Code: N` (N ≠ 0) inside
`tool_response.llmContent`, or an `error` field. AfterTool's additionalContext is appended to the
function response as <hook_context>; BeforeTool's is not delivered, so errkb does not use it.
"""

from __future__ import annotations

import re

from ..model import Event
from .common import HookStyle, command_of, lifecycle_event, read_call, render_hook_specific, source_for, text_of

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (milliseconds a hook call)
if TYPE_CHECKING:
    from collections.abc import Mapping
    from pathlib import Path
    from typing import Any

# Gemini writes `Exit Code: N` after the output, followed only by its own trailer lines; an
# `Exit Code:` line inside the output (a log that was cat'ed) is not the call's exit code.
_EXIT = re.compile(r"^Exit Code: (-?\d+)[ \t]*\n?(?:(?:Signal|Background PIDs|Process Group PGID): [^\n]*\n?)*"
                   r"(?:</untrusted_context>\s*)?\Z", re.M)
INJECTS = ("SessionStart", "BeforeAgent", "AfterTool")


LIFECYCLE = {"SessionStart": "session_start", "BeforeAgent": "user_prompt", "AfterAgent": "turn_end",
             "SessionEnd": "session_end"}

# -- install: where Gemini keeps its config and how it lists hooks --------------------------------

SCOPES = ("user", "project")
CONFIG_FORMAT = "json"  # hooks and the MCP server in one settings.json
HOOK_STYLE = HookStyle(  # timeout in milliseconds; the matcher is a regex
    ("SessionStart", "BeforeAgent", "AfterTool", "SessionEnd"), ("AfterTool",), ".*", timeout=10000, name="errkb")
HOOKS_OFF = (("hooksConfig", "enabled"), False)  # the setting (and its value) that turns every hook off
INSTALL_NOTES = {"project": ("Gemini CLI asks to trust project hooks the first time it sees them.",)}


def config_paths(scope: str, root: Path, env: Mapping[str, str]) -> tuple[Path, Path]:
    """(hooks file, MCP file) under root, the project's or the user's home folder: one settings.json."""
    settings = root / ".gemini" / "settings.json"
    return settings, settings


def to_event(payload: dict[str, Any]) -> Event | None:
    name, sid, tool, tool_input = read_call(payload)
    if name in LIFECYCLE:
        return lifecycle_event(LIFECYCLE[name], payload, sid)
    if name == "AfterTool":
        response = payload.get("tool_response")
        output = text_of(response.get("llmContent") if isinstance(response, dict) else response)
        error = response.get("error") if isinstance(response, dict) else None
        match = _EXIT.search(output)
        exit_code = int(match.group(1)) if match else None
        failed = bool(error) or exit_code not in (None, 0)
        if error and not output.strip():
            output = text_of(error)
        kind = "tool_failed" if failed else "tool_succeeded"
        return Event(kind, sid, tool, tool_input, command_of(tool_input), output, exit_code, source=source_for(tool))
    return None


def render(payload: dict[str, Any], text: str) -> str:
    return render_hook_specific(payload, text, INJECTS)
