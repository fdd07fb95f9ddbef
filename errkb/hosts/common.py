"""Helpers every adapter shares: reading payload fields defensively and framing the answer.

One adapter module per host: its hook payload in → a loop Event; the loop's notices → its JSON
out. Each has `to_event(payload) -> Event | None` and `render(payload, text) -> str`, and, for
errkb/install, where the host keeps its config (`config_paths`, `SCOPES`, `CONFIG_FORMAT`), how
it lists hooks (`HOOK_STYLE`) and what a user still has to do (`INSTALL_NOTES`). Those are plain
values and functions that import nothing: every hook call loads its host's module.
"""

from __future__ import annotations

import json
import re

from ..loop.resolve import is_shell
from ..model import Event

HOSTS = ("claude", "gemini", "codex", "cursor", "dsh", "qwen", "opencode")  # every host errkb has an adapter (hook) for

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (milliseconds a hook call)
if TYPE_CHECKING:
    from collections.abc import Mapping
    from pathlib import Path
    from typing import Any



class HookStyle:
    """How a host lists command hooks in its settings file (read by errkb/install, not by a hook).

    A plain class: a dataclass would cost every hook call the time to build its methods.
    """

    __slots__ = ("events", "tool_events", "matcher", "timeout", "name", "flat")

    def __init__(self, events: tuple[str, ...], tool_events: tuple[str, ...] = (), matcher: str = "*",
                 timeout: int | None = None, name: str | None = None, flat: bool = False) -> None:
        self.events = events  # the hook events errkb registers, in the order it writes them
        self.tool_events = tool_events  # those that take a tool `matcher`
        self.matcher = matcher  # "*" or a regex, as the host wants "every tool"
        self.timeout = timeout  # in the host's unit; None: the host's default
        self.name = name  # Gemini shows a hook's name
        self.flat = flat  # Cursor: hooks[event] = [{command}], no matcher groups


def env_dir(env: Mapping[str, str], var: str, default: Path) -> Path:
    """The folder `$var` names (`~` expanded), or default when it is unset or empty."""
    value = env.get(var)
    if not value:
        return default
    from pathlib import Path  # only an install asks: a hook call never builds a config path

    return Path(value).expanduser()


_EXIT_MARKER = re.compile(r"\[exit code: (-?\d+)\]\s*$")
# Only a user's prompt needs these: pattern strings, compiled (and cached by re) on first use.
_HOOK_CONTEXT = r"(?s)<hook_context>.*?</hook_context>"
_OUR_LINES = r"(?m)^\s*\[errkb[^\]]*\].*$"


def text_of(value: Any) -> str:
    """Tool responses come as strings, dicts or MCP content lists; flatten them to text."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, list):
        return "\n".join(text_of(v) for v in value)
    if isinstance(value, dict):
        if "text" in value and isinstance(value["text"], str):
            return value["text"]
        parts = [text_of(value[k]) for k in ("stdout", "stderr", "output", "llmContent", "content", "error", "message")
                 if k in value]
        return "\n".join(p for p in parts if p) if parts else json.dumps(value, ensure_ascii=False)[:65536]
    return str(value)


def string(payload: dict[str, Any], key: str) -> str:
    value = payload.get(key)
    return value if isinstance(value, str) else ""


def int_of(value: Any) -> int | None:
    """An integer field, never a bool (JSON true is not exit code 1)."""
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def command_of(tool_input: Any) -> str:
    if isinstance(tool_input, dict):
        for key in ("command", "cmd", "script"):
            value = tool_input.get(key)
            if isinstance(value, str):
                return value
            if isinstance(value, list) and all(isinstance(v, str) for v in value):
                return " ".join(value)
    return tool_input if isinstance(tool_input, str) else ""


def trailing_exit_code(tool: str, text: str) -> int | None:
    """dsh and its Claude bridge end a shell result with `[exit code: N]`; only shell tools count."""
    if not is_shell(tool):
        return None
    match = _EXIT_MARKER.search(text.rstrip())
    return int(match.group(1)) if match else None


def user_words(prompt: str) -> str:
    """The user's own words: injected hook context and errkb's own lines taken out."""
    return re.sub(_OUR_LINES, "", re.sub(_HOOK_CONTEXT, "", prompt)).strip()


def hook_specific(event_name: str, text: str) -> str:
    return json.dumps({"hookSpecificOutput": {"hookEventName": event_name, "additionalContext": text}},
                      ensure_ascii=False)


def source_for(tool: str) -> str:
    return "command" if is_shell(tool) else "tool"


def read_call(payload: dict[str, Any], name_key: str = "hook_event_name") -> tuple[str, str, str, Any]:
    """(event name, session id, tool name, tool input): the fields every host's payload carries
    (Cursor names its session `conversation_id`). A plain tuple: a NamedTuple imports typing."""
    sid = string(payload, "session_id") or string(payload, "conversation_id")
    return string(payload, name_key), sid, string(payload, "tool_name"), payload.get("tool_input")


def lifecycle_event(kind: str, payload: dict[str, Any], sid: str) -> Event | None:
    """Session start, the user's prompt, turn end and session end read the same on every host."""
    if kind == "session_start":
        return Event("session_start", sid, start_source=string(payload, "source") or "startup")
    if kind == "user_prompt":
        words = user_words(string(payload, "prompt"))
        return Event("user_prompt", sid, prompt=words) if words else None
    return Event(kind, sid)


def render_hook_specific(payload: dict[str, Any], text: str, injects: tuple[str, ...]) -> str:
    """Claude, Gemini and Codex all take `hookSpecificOutput.additionalContext` on these events."""
    name = string(payload, "hook_event_name")
    return hook_specific(name, text) if text and name in injects else ""
