"""One transcript's lines → what happened in the session, in order, as the live loop sees it.

Each host's reader turns its JSONL records into `SessionInfo` (the session's folder, as soon as
it is known) and `Step`s: a finished tool call as the loop's own `Event` (`tool_failed` or
`tool_succeeded`, with the command, output and exit code), or a user prompt (`user_prompt`,
which starts a turn). A call waits for its result in a small table keyed by call id; a success's
output is dropped, a failure's is cut to its head and tail, so memory does not grow with the file.
Formats: ../shared/reference/hosts.md, "Session transcripts on disk"; tests/fixtures/transcripts.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any

from ..hosts import claude, dsh, gemini
from ..hosts.common import command_of, source_for, text_of
from ..loop.resolve import is_shell
from ..model import Event

OUTPUT_HEAD = 4096
OUTPUT_TAIL = 12288  # an error's decisive line is usually near the end of the output
MAX_PENDING = 256  # calls waiting for a result; a call that never got one is dropped first


@dataclass(frozen=True)
class SessionInfo:
    """Where the session ran (its working folder) and its id, when the transcript says."""

    cwd: str
    session_id: str


@dataclass(frozen=True)
class Step:
    """A finished tool call or a user prompt, with its time (ISO 8601 UTC, "" when unknown)."""

    event: Event
    time: str
    call_id: str = ""
    stream: str = ""  # a sub-conversation in the same file (Claude's sidechains)


Item = SessionInfo | Step
Reader = Callable[[Iterable[bytes]], Iterator[Item]]

# Lines worth decoding, per host: every other line is bookkeeping.
NEEDLES: dict[str, tuple[bytes, ...]] = {
    "claude": (b'"tool_use"', b'"tool_result"', b'"type":"user"', b'"type": "user"'),
    "codex": (b"function_call", b"custom_tool_call", b"session_meta", b'"role":"user"', b'"role": "user"'),
    "gemini": (b"toolCalls", b'"type":"user"', b'"type": "user"', b"sessionId", b"session_context"),
    "dsh": (b'"tool/call"', b'"tool/result"', b'"user/message"', b'"type":"session"', b'"type": "session"'),
}


def reader_for(host: str) -> Reader:
    return {"claude": read_claude, "codex": read_codex, "gemini": read_gemini, "dsh": read_dsh}[host]


def clip_output(text: str) -> str:
    if len(text) <= OUTPUT_HEAD + OUTPUT_TAIL:
        return text
    return text[:OUTPUT_HEAD] + "\n…\n" + text[-OUTPUT_TAIL:]


def _records(lines: Iterable[bytes]) -> Iterator[dict[str, Any]]:
    for line in lines:
        try:
            record = json.loads(line)
        except ValueError:
            continue  # a torn last line of a live session, or a foreign line
        if isinstance(record, dict):
            yield record


class _Calls:
    """Calls waiting for their result, oldest dropped first when too many never got one."""

    def __init__(self) -> None:
        self._waiting: dict[str, tuple[str, Any]] = {}

    def add(self, call_id: str, tool: str, tool_input: Any) -> None:
        if len(self._waiting) >= MAX_PENDING:
            self._waiting.pop(next(iter(self._waiting)))
        self._waiting[call_id] = (tool, tool_input)

    def take(self, call_id: str) -> tuple[str, Any] | None:
        return self._waiting.pop(call_id, None)


def _finished(tool: str, tool_input: Any, output: str, failed: bool, exit_code: int | None = None) -> Event:
    kind = "tool_failed" if failed else "tool_succeeded"
    return Event(kind, tool=tool, tool_input=tool_input, command=command_of(tool_input) if is_shell(tool) else "",
                 output=clip_output(output) if failed else "", exit_code=exit_code, source=source_for(tool))


def _prompt(text: str) -> Event:
    return Event("user_prompt", prompt=text[:2000])


def _iso_from_ms(value: Any) -> str:
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        return ""
    try:
        return datetime.fromtimestamp(value / 1000, timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    except (OverflowError, OSError, ValueError):
        return ""


def _iso(value: Any) -> str:
    """`2026-12-01T13:04:12.421Z` → `2026-12-01T13:04:12Z` (another zone converted to UTC); else ""."""
    if not isinstance(value, str) or not re.match(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}", value):
        return ""
    if re.fullmatch(r"[^+]{19}(?:\.\d+)?Z", value):
        return value[:19] + "Z"
    try:
        moment = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return ""
    return (moment if moment.tzinfo else moment.replace(tzinfo=timezone.utc)).astimezone(timezone.utc) \
        .strftime("%Y-%m-%dT%H:%M:%SZ")


def _json_object(text: Any) -> Any:
    if not isinstance(text, str):
        return text
    try:
        return json.loads(text)
    except ValueError:
        return {"arguments": text}


# -- Claude Code ---------------------------------------------------------------------------

_CLAUDE_NOT_RUN = ("[Request interrupted by user", "The user doesn't want to proceed with this tool use")


def read_claude(lines: Iterable[bytes]) -> Iterator[Item]:
    calls = _Calls()
    told = False
    for record in _records(lines):
        if not told and isinstance(record.get("cwd"), str):
            told = True
            yield SessionInfo(record["cwd"], str(record.get("sessionId") or ""))
        message = record.get("message")
        content = message.get("content") if isinstance(message, dict) else None
        time, stream = _iso(record.get("timestamp")), "side" if record.get("isSidechain") else ""
        if record.get("type") == "assistant" and isinstance(content, list):
            for block in content:
                if isinstance(block, dict) and block.get("type") == "tool_use":
                    calls.add(str(block.get("id")), str(block.get("name") or ""), block.get("input"))
        elif record.get("type") == "user":
            yield from _claude_user(content, record, calls, time, stream)


def _claude_user(content: Any, record: dict[str, Any], calls: _Calls, time: str, stream: str) -> Iterator[Step]:
    if isinstance(content, str):
        if not record.get("isMeta"):
            yield Step(_prompt(content), time, stream=stream)
        return
    if not isinstance(content, list):
        return
    results = [b for b in content if isinstance(b, dict) and b.get("type") == "tool_result"]
    if not results:
        words = "\n".join(text_of(b) for b in content if isinstance(b, dict) and b.get("type") == "text")
        if words and not record.get("isMeta"):
            yield Step(_prompt(words), time, stream=stream)
        return
    for block in results:
        call_id = str(block.get("tool_use_id"))
        call = calls.take(call_id)
        if call is None:
            continue
        tool, tool_input = call
        output = text_of(block.get("content"))
        if output.startswith(_CLAUDE_NOT_RUN):
            continue  # the user stopped or refused the call: nothing about the command itself
        if block.get("is_error") is True:
            # The hook adapter reads `Exit code N` off the output exactly as the live loop does.
            event = claude.to_event({"hook_event_name": "PostToolUseFailure", "tool_name": tool,
                                     "tool_input": tool_input, "error": clip_output(output)})
            if event is not None:
                yield Step(event, time, call_id, stream)
        else:
            yield Step(_finished(tool, tool_input, "", False), time, call_id, stream)


# -- Codex CLI -----------------------------------------------------------------------------

_CODEX_EXIT = re.compile(r"^Process exited with code (-?\d+)$", re.M)
_CODEX_BODY = re.compile(r"^Output:\n", re.M)
_CODEX_NOT_RUN = re.compile(r"\w+ failed: CreateProcess\b|\w+ failed: .*\brejected\b", re.I)


def read_codex(lines: Iterable[bytes]) -> Iterator[Item]:
    calls = _Calls()
    for record in _records(lines):
        payload = record.get("payload")
        if not isinstance(payload, dict):
            continue
        time = _iso(record.get("timestamp"))
        kind = record.get("type")
        if kind == "session_meta":
            yield SessionInfo(str(payload.get("cwd") or ""), str(payload.get("id") or ""))
        elif kind == "response_item":
            yield from _codex_item(payload, calls, time)


def _codex_item(payload: dict[str, Any], calls: _Calls, time: str) -> Iterator[Step]:
    kind = payload.get("type")
    if kind in ("function_call", "custom_tool_call"):
        tool_input = _json_object(payload.get("arguments") if kind == "function_call" else payload.get("input"))
        calls.add(str(payload.get("call_id")), str(payload.get("name") or ""), tool_input)
    elif kind in ("function_call_output", "custom_tool_call_output"):
        call = calls.take(str(payload.get("call_id")))
        if call is not None:
            tool, tool_input = call
            output, exit_code = _codex_output(payload.get("output"))
            if exit_code is None and _CODEX_NOT_RUN.match(output):
                return  # Codex refused to start it (`rm -f style commands are not permitted`): it never ran
            failed = exit_code not in (None, 0)
            yield Step(_finished(tool, tool_input, output, failed, exit_code), time, str(payload.get("call_id")))
    elif kind == "message" and payload.get("role") == "user":
        words = text_of(payload.get("content"))
        if words and not words.lstrip().startswith("<"):  # environment and instruction blocks, not the user
            yield Step(_prompt(words), time)


def _codex_output(value: Any) -> tuple[str, int | None]:
    """(the command's own output, its exit code) from a function_call_output."""
    text = text_of(value)
    if text.startswith("{"):  # older Codex: {"output": "...", "metadata": {"exit_code": N}}
        parsed = _json_object(text)
        if isinstance(parsed, dict) and isinstance(parsed.get("metadata"), dict):
            code = parsed["metadata"].get("exit_code")
            return text_of(parsed.get("output")), code if isinstance(code, int) else None
    found = _CODEX_EXIT.search(text[:2048])
    if found is None:
        return text, None
    body = _CODEX_BODY.search(text, found.end())
    return (text[body.end():] if body else text), int(found.group(1))


# -- Gemini CLI ----------------------------------------------------------------------------

_WORKSPACE = re.compile(r"Workspace Directories:\*{0,2}\s*\n\s*-\s*(\S[^\n]*)")
_HOOK_CONTEXT = re.compile(r"\s*<hook_context>.*?</hook_context>", re.S)


def read_gemini(lines: Iterable[bytes]) -> Iterator[Item]:
    """Gemini writes a record again each time it grows (the last version wins): a call is taken
    once, from the first version that carries its result."""
    done: set[str] = set()
    session_id = ""
    told = False
    for record in _records(lines):
        if not session_id and isinstance(record.get("sessionId"), str):
            session_id = record["sessionId"]
        if not told:
            cwd = _gemini_cwd(record)
            if cwd:
                told = True
                yield SessionInfo(cwd, session_id)
        if record.get("type") == "gemini" and isinstance(record.get("toolCalls"), list):
            yield from _gemini_calls(record, done)
        elif record.get("type") == "user":
            words = _gemini_words(record.get("content"))
            if words:
                yield Step(_prompt(words), _iso(record.get("timestamp")))


def _gemini_cwd(record: dict[str, Any]) -> str:
    """The first workspace folder, from the session context Gemini writes at the start."""
    update = record.get("$set")
    messages = update.get("messages") if isinstance(update, dict) else None
    for message in messages if isinstance(messages, list) else []:
        found = _WORKSPACE.search(text_of(message.get("content")) if isinstance(message, dict) else "")
        if found:
            return found.group(1).strip()
    return ""


def _gemini_words(content: Any) -> str:
    if not isinstance(content, list) or any(isinstance(p, dict) and "functionResponse" in p for p in content):
        return ""
    words = "\n".join(p["text"] for p in content if isinstance(p, dict) and isinstance(p.get("text"), str))
    return _HOOK_CONTEXT.sub("", words).strip()


def _gemini_calls(record: dict[str, Any], done: set[str]) -> Iterator[Step]:
    for call in record["toolCalls"]:
        if not isinstance(call, dict) or not call.get("result") or str(call.get("id")) in done:
            continue
        call_id = str(call.get("id"))
        done.add(call_id)
        tool, tool_input = str(call.get("name") or ""), call.get("args")
        response = _gemini_response(call.get("result"))
        output = _HOOK_CONTEXT.sub("", text_of(response.get("output")))
        error = response.get("error") or (call.get("status") == "error" and output)
        # The hook adapter reads `Exit Code: N` off the output exactly as the live loop does.
        event = gemini.to_event({"hook_event_name": "AfterTool", "tool_name": tool, "tool_input": tool_input,
                                 "tool_response": {"llmContent": output, "error": error}})
        if event is not None:
            failed = event.kind == "tool_failed"
            time = _iso(call.get("timestamp")) or _iso(record.get("timestamp"))
            yield Step(_finished(tool, tool_input, event.output, failed, event.exit_code), time, call_id)


def _gemini_response(result: Any) -> dict[str, Any]:
    parts = result if isinstance(result, list) else [result]
    for part in parts:
        function = part.get("functionResponse") if isinstance(part, dict) else None
        response = function.get("response") if isinstance(function, dict) else None
        if isinstance(response, dict):
            return response
    return {}


# -- dsh -----------------------------------------------------------------------------------

def read_dsh(lines: Iterable[bytes]) -> Iterator[Item]:
    calls = _Calls()
    for record in _records(lines):
        kind, data = record.get("type"), record.get("data")
        time = _iso_from_ms(record.get("time")) or _iso_from_ms(record.get("createdAt"))
        if kind == "session":
            yield SessionInfo(str(record.get("cwd") or ""), str(record.get("id") or ""))
        elif not isinstance(data, dict):
            continue
        elif kind == "tool/call":
            calls.add(str(data.get("callId")), str(data.get("name") or ""), _json_object(data.get("arguments")))
        elif kind == "tool/result":
            yield from _dsh_results(data, calls, time)
        elif kind == "user/message" and isinstance(data.get("source"), dict) and data["source"].get("kind") == "user":
            words = text_of(data.get("content"))
            if words:
                yield Step(_prompt(words), time)


def _dsh_results(data: dict[str, Any], calls: _Calls, time: str) -> Iterator[Step]:
    message = data.get("message")
    content = message.get("content") if isinstance(message, dict) else None
    for part in content if isinstance(content, list) else []:
        if not isinstance(part, dict) or part.get("type") != "tool-result":
            continue
        call = calls.take(str(part.get("toolCallId")))
        if call is None:
            continue
        tool, tool_input = call
        output = text_of(part.get("content"))
        # dsh marks a failed bash call only by its trailing `[exit code: N]`; the adapter reads it.
        event = dsh.to_event({"event": "tool_success", "tool_name": tool, "tool_input": tool_input, "output": output})
        exit_code = event.exit_code if event is not None else None
        failed = part.get("isError") is True or exit_code not in (None, 0)
        yield Step(_finished(tool, tool_input, output, failed, exit_code), time, str(part.get("toolCallId")))
