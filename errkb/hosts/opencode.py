"""opencode: the host-neutral payload that errkb's own opencode plugin (integrations/opencode)
sends — session_start, user_prompt, tool_failure, tool_success, tool_error.

The plugin decides what failed: a bash call whose `metadata.exit` is non-zero, or null (killed by
its timeout). A tool that throws (a missing file, an MCP result with isError) never reaches
opencode's `tool.execute.after`; the plugin sees it as a bus event and sends `tool_error`, and
holds errkb's answer for the next tool result or user message of that session. The bash result
text is opencode's: the output, `(no output)` when there was none, a `...output truncated...`
preamble, and a `<shell_metadata>` note (the timeout, a user's abort); errkb reads the output and
the note, as other hosts' adapters read theirs.
"""

from __future__ import annotations

import json
import re

from ..model import Event
from .common import command_of, env_dir, int_of, lifecycle_event, read_call, source_for, string, text_of

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (milliseconds a hook call)
if TYPE_CHECKING:
    from collections.abc import Mapping
    from pathlib import Path
    from typing import Any

LIFECYCLE = {"session_start": "session_start", "user_prompt": "user_prompt", "turn_end": "turn_end",
             "session_end": "session_end"}
TOOL_EVENTS = {"tool_failure": "tool_failed", "tool_error": "tool_failed", "tool_success": "tool_succeeded"}
_TRUNCATED = re.compile(r"\A\.\.\.output truncated\.\.\.\n\nFull output saved to: [^\n]*\n\n")
_NOTE_OPEN, _NOTE_CLOSE = "<shell_metadata>\n", "</shell_metadata>"
_NO_OUTPUT = "(no output)"
_USER_ABORT = "User aborted the command"

# -- install: opencode loads errkb's plugin (integrations/opencode) and MCP server from opencode.json --

SCOPES = ("user", "project")
# One opencode.json: errkb's plugin in the `plugin` list as [<index.js>, {"exec": [...], "timeoutMs"}],
# the MCP server as `mcp.errkb`. opencode runs no hook commands, so there is no HOOK_STYLE.
CONFIG_FORMAT = "opencode-json"
MCP_TYPE = "local"  # opencode's `mcp` entries name their kind: a local command, or a remote url
INSTALL_NOTES = {scope: ("opencode loads plugins when it starts; restart it. Offline, it first waits about a minute "
                         "for its background install of @opencode-ai/plugin (errkb's plugin does not need it).",)
                 for scope in SCOPES}


def config_paths(scope: str, root: Path, env: Mapping[str, str]) -> tuple[Path, Path]:
    """(hooks file, MCP file) under root, the project's or the user's home folder: one opencode.json;
    $XDG_CONFIG_HOME moves the user's. opencode merges every config file it finds (an opencode.jsonc
    beside it too), so errkb writes opencode.json and leaves a user's commented JSONC alone."""
    if scope == "project":
        config = root / "opencode.json"
    else:
        config = env_dir(env, "XDG_CONFIG_HOME", root / ".config") / "opencode" / "opencode.json"
    return config, config


def bash_output(text: str) -> tuple[str, bool]:
    """(the command's output and opencode's note on it, whether the user aborted the call)."""
    text, note = _split_note(text)
    text = _TRUNCATED.sub("", text)
    if text.strip() == _NO_OUTPUT:
        text = ""
    return "\n".join(part for part in (text.rstrip("\n"), note) if part), _USER_ABORT in note


def _split_note(text: str) -> tuple[str, str]:
    """The text before opencode's trailing `<shell_metadata>` note, and the note."""
    end = text.rstrip()
    at = end.rfind(_NOTE_OPEN)
    if at < 0 or not end.endswith(_NOTE_CLOSE):
        return text, ""
    return text[:at], end[at + len(_NOTE_OPEN):-len(_NOTE_CLOSE)].strip("\n")


def to_event(payload: dict[str, Any]) -> Event | None:
    name, sid, tool, tool_input = read_call(payload, "event")
    if name in LIFECYCLE:
        return lifecycle_event(LIFECYCLE[name], payload, sid)
    kind = TOOL_EVENTS.get(name)
    if kind is None:
        return None
    raw_error = payload.get("error")
    error: dict[str, Any] = raw_error if isinstance(raw_error, dict) else {}
    output = text_of(payload.get("output"))
    if source_for(tool) == "command":
        output, aborted = bash_output(output)
        if aborted:
            return None  # the user stopped the call: not an error of the command
    output = output or text_of(error.get("message"))
    return Event(kind, sid, tool, tool_input, command_of(tool_input), output, int_of(payload.get("exit_code")),
                 string(error, "code"), source=source_for(tool))


def render(payload: dict[str, Any], text: str) -> str:
    return json.dumps({"additionalContext": text}, ensure_ascii=False) if text else ""
