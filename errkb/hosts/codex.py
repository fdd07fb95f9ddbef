"""Codex CLI: SessionStart, UserPromptSubmit, PostToolUse, Stop.

PostToolUse carries no exit code, but the rollout file at `transcript_path` already holds the
call's `item_completed` record (`CommandExecution`, `status`, `exit_code`) when the hook runs
(observed on every call with Codex 0.171.0), so a shell call's exit code is read from there.
When that record cannot be found (no file, another Codex version, a record larger than the
tail that is read), failure is judged from the output: the program's own complaint
(`ls: cannot access …`, a first line `<program>: …error…`) or an unmistakable error shape
(Python traceback, `error:`/`fatal:` lines, npm ERR!, rustc/tsc codes, `command not found`).
Read-only probes (cat, grep…) are judged only by the first rule, so a file that merely contains
the word "error" is not a failure. The fallback misses a command that fails silently (non-zero
exit, no output) — docs/hosts.md says so.
"""

from __future__ import annotations

import json
import os
import re

from ..loop.resolve import is_probe, is_shell
from ..model import Event
from .common import HookStyle, command_of, env_dir, lifecycle_event, read_call, render_hook_specific, source_for, string, text_of

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (milliseconds a hook call)
if TYPE_CHECKING:
    from collections.abc import Mapping
    from pathlib import Path
    from typing import Any

INJECTS = ("SessionStart", "UserPromptSubmit", "PostToolUse")
_STRONG = re.compile(
    r"Traceback \(most recent call last\):|^(?:error|fatal|ERROR|FATAL)(?:\[\w+\])?:|^npm ERR!|^npm error|"
    r"\berror TS\d+|^error\[E\d+\]|: command not found$|^E: |^FAILED |^Error: |^Exception in thread",
    re.M,
)
_COMPLAINT = re.compile(
    r"cannot|can't|no such|not found|denied|refused|invalid|unrecognized|unknown|failed|error|fatal|missing|"
    r"not a |does not exist|unable", re.I)


ROLLOUT_TAIL = 1 << 20  # bytes read from the end of the rollout: the call just finished


def rollout_exit_code(transcript_path: str, call_id: str) -> tuple[bool, int | None] | None:
    """(failed, exit code) from the rollout's `item_completed` record for `call_id`, or None."""
    if not transcript_path or not call_id or not os.path.isfile(transcript_path):  # never a FIFO or device
        return None
    try:
        with open(transcript_path, "rb") as handle:
            size = handle.seek(0, 2)
            handle.seek(max(0, size - ROLLOUT_TAIL))
            tail = handle.read(ROLLOUT_TAIL)
    except (OSError, ValueError):
        return None
    needle = json.dumps(call_id).encode()
    for line in reversed(tail.split(b"\n")):
        if needle not in line or b"item_completed" not in line:
            continue
        try:
            record = json.loads(line)
        except ValueError:
            continue
        payload = record.get("payload") if isinstance(record, dict) else None
        item = payload.get("item") if isinstance(payload, dict) and payload.get("type") == "item_completed" else None
        if not isinstance(item, dict) or item.get("id") != call_id:
            continue
        code = item.get("exit_code")
        code = code if isinstance(code, int) and not isinstance(code, bool) else None
        status = item.get("status")
        if code is None and status not in ("failed", "completed"):
            return None
        return (code != 0 if code is not None else status == "failed"), code
    return None


def looks_failed(command: str, output: str) -> bool:
    """Judge failure from text alone, precision first."""
    from ..recognize.capture import extract_code, program_key  # the recognition modules: only for this fallback

    command = command[:8192]  # its program is in its first words; a huge heredoc only costs time
    first = next((line.strip() for line in output.splitlines() if line.strip()), "")
    program = program_key(command).split(" ")[0]
    if program and re.match(rf"{re.escape(program)}(?:\[\d+\])?: ", first) and _COMPLAINT.search(first):
        return True
    if is_probe(command):
        return False
    return bool(_STRONG.search(output)) or bool(extract_code(first) and _COMPLAINT.search(first))


LIFECYCLE = {"SessionStart": "session_start", "UserPromptSubmit": "user_prompt", "Stop": "turn_end"}

# -- install: where Codex keeps its config and how it lists hooks ---------------------------------

SCOPES = ("user", "project")
CONFIG_FORMAT = "json+toml"  # hooks in hooks.json, the MCP server in config.toml
HOOK_STYLE = HookStyle(("SessionStart", "UserPromptSubmit", "PostToolUse", "Stop"), ("PostToolUse",), ".*", timeout=10)
_TRUST_NOTE = ("Codex runs no hook until it is trusted: open `codex`, run /hooks and trust "
               "errkb's hooks once; `codex exec` needs --dangerously-bypass-hook-trust instead.")
INSTALL_NOTES = {"user": (_TRUST_NOTE,), "project": (_TRUST_NOTE, "Codex reads <project>/.codex only for a trusted project.")}


def config_paths(scope: str, root: Path, env: Mapping[str, str]) -> tuple[Path, Path]:
    """(hooks file, MCP file) under root, the project's or the user's home folder; $CODEX_HOME moves
    the user's."""
    codex = root / ".codex" if scope == "project" else env_dir(env, "CODEX_HOME", root / ".codex")
    return codex / "hooks.json", codex / "config.toml"


def to_event(payload: dict[str, Any]) -> Event | None:
    name, sid, tool, tool_input = read_call(payload)
    if name in LIFECYCLE:
        return lifecycle_event(LIFECYCLE[name], payload, sid)
    if name == "PostToolUse":
        response = payload.get("tool_response")
        output = text_of(response)
        command = command_of(tool_input)
        failed = isinstance(response, dict) and response.get("isError") is True
        exit_code = None
        if is_shell(tool) and not failed:
            known = rollout_exit_code(string(payload, "transcript_path"), string(payload, "tool_use_id"))
            failed, exit_code = known if known is not None else (looks_failed(command, output), None)
        kind = "tool_failed" if failed else "tool_succeeded"
        return Event(kind, sid, tool, tool_input, command, output, exit_code, source=source_for(tool))
    return None


def render(payload: dict[str, Any], text: str) -> str:
    return render_hook_specific(payload, text, INJECTS)
