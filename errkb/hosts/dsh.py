"""DeepSeek Harness: the host-neutral payload that errkb's own dsh plugin (integrations/dsh)
sends — session_start, user_prompt, tool_failure, tool_success, agent_error, turn_end.

A bash call with a non-zero exit code, or a trailing `[exit code: N]`, is a failure even though
dsh's isError is false; the plugin decides that and says so in `event`.
"""

from __future__ import annotations

import json

from ..model import Event
from .common import command_of, env_dir, int_of, lifecycle_event, read_call, source_for, string, text_of, trailing_exit_code

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (milliseconds a hook call)
if TYPE_CHECKING:
    from collections.abc import Mapping
    from pathlib import Path
    from typing import Any

LIFECYCLE = {"session_start": "session_start", "user_prompt": "user_prompt", "turn_end": "turn_end"}

# -- install: dsh loads errkb's plugin (integrations/dsh) and MCP client from its patch list --------

SCOPES = ("user",)  # dsh has no project config
CONFIG_FORMAT = "dsh-patch"  # $DSH_HOME/cordis.patch.yml, a YAML list of `- insert:` patches
INSTALL_NOTES = {"user": ("dsh reads $DSH_HOME/cordis.patch.yml when it starts; restart dsh.",)}


def config_paths(scope: str, root: Path, env: Mapping[str, str]) -> tuple[Path, Path]:
    """(hooks file, MCP file) under root, the user's home folder: one patch list; $DSH_HOME moves it."""
    patch = env_dir(env, "DSH_HOME", root / ".dsh") / "cordis.patch.yml"
    return patch, patch


def to_event(payload: dict[str, Any]) -> Event | None:
    name, sid, tool, tool_input = read_call(payload, "event")
    if name in LIFECYCLE:
        return lifecycle_event(LIFECYCLE[name], payload, sid)
    raw_error = payload.get("error")
    error: dict[str, Any] = raw_error if isinstance(raw_error, dict) else {}
    code = string(error, "code")
    if name in ("tool_failure", "tool_success"):
        output = text_of(payload.get("output")) or text_of(error.get("message"))
        exit_code = int_of(payload.get("exit_code"))
        if exit_code is None:
            exit_code = trailing_exit_code(tool, output)
        kind = "tool_failed" if name == "tool_failure" else "tool_succeeded"
        return Event(kind, sid, tool, tool_input, command_of(tool_input), output, exit_code, code,
                     source=source_for(tool))
    if name == "agent_error":
        message = text_of(error.get("message")) or text_of(payload.get("output"))
        return Event("agent_error", sid, output=message, code=code, source="agent")
    return None


def render(payload: dict[str, Any], text: str) -> str:
    return json.dumps({"additionalContext": text}, ensure_ascii=False) if text else ""
