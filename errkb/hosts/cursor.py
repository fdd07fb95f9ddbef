"""Cursor, from its documented contract only (hosts.md §4): UNVERIFIED against the real binary.

camelCase events: sessionStart, beforeSubmitPrompt, postToolUse, postToolUseFailure, stop,
sessionEnd; the session is `conversation_id`; context goes back as snake_case
`additional_context`.
"""

from __future__ import annotations

import json

from ..model import Event
from .common import HookStyle, command_of, int_of, read_call, source_for, string, text_of, trailing_exit_code, user_words

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (milliseconds a hook call)
if TYPE_CHECKING:
    from collections.abc import Mapping
    from pathlib import Path
    from typing import Any

INJECTS = ("sessionStart", "postToolUse", "postToolUseFailure")

# -- install: where Cursor keeps its config and how it lists hooks --------------------------------

SCOPES = ("user", "project")
CONFIG_FORMAT = "json"  # hooks.json and mcp.json
# Cursor's timeout unit is not verified; its default is used
HOOK_STYLE = HookStyle(("sessionStart", "postToolUse", "postToolUseFailure", "beforeSubmitPrompt", "stop"), flat=True)
INSTALL_NOTES = {scope: ("Restart Cursor so it reads hooks.json and mcp.json again.",) for scope in SCOPES}


def config_paths(scope: str, root: Path, env: Mapping[str, str]) -> tuple[Path, Path]:
    """(hooks file, MCP file) under root, the project's or the user's home folder."""
    cursor = root / ".cursor"
    return cursor / "hooks.json", cursor / "mcp.json"


def _output(payload: dict[str, Any]) -> str:
    raw = payload.get("tool_output", payload.get("error_message", payload.get("error")))
    if isinstance(raw, str):
        try:
            return text_of(json.loads(raw))
        except ValueError:
            return raw
    return text_of(raw)


def to_event(payload: dict[str, Any]) -> Event | None:
    name, sid, tool, tool_input = read_call(payload)
    if name == "sessionStart":
        return Event("session_start", sid)
    if name == "beforeSubmitPrompt":
        words = user_words(string(payload, "prompt"))
        return Event("user_prompt", sid, prompt=words) if words else None
    if name in ("postToolUse", "postToolUseFailure"):
        output = _output(payload)
        exit_code = int_of(payload.get("exit_code"))
        if exit_code is None:
            exit_code = trailing_exit_code(tool, output)
        failed = name == "postToolUseFailure" or exit_code not in (None, 0)
        return Event("tool_failed" if failed else "tool_succeeded", sid, tool, tool_input, command_of(tool_input),
                     output, exit_code, source=source_for(tool))
    if name == "stop":
        return Event("turn_end", sid)
    if name == "sessionEnd":
        return Event("session_end", sid)
    return None


def render(payload: dict[str, Any], text: str) -> str:
    name = string(payload, "hook_event_name")
    return json.dumps({"additional_context": text}, ensure_ascii=False) if text and name in INJECTS else ""
