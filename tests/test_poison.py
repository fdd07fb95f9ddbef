"""The attack corpus (tests/cases/poison.md) through every door, with the four promises checked
after every step: no forged entry, no unsafe character shown or stored, nothing framed as an
instruction, no destructive or download-and-run fix shown to an agent unless a person wrote it."""

from __future__ import annotations

import asyncio
import io
import json
import re
import subprocess
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from golden import Case, cases

from errkb.cli.main import cli
from errkb.derived.kbase import KnowledgeBase
from errkb.hosts.common import HOSTS
from errkb.hosts.hook import run_hook
from errkb.kb.parse import parse_document
from errkb.loop.inject import FRAME, PREFIX
from errkb.machine.config import Settings
from errkb.machine.paths import KbLocation
from errkb.recognize.safety import dangerous, scan
from errkb.recognize.sanitize import has_unsafe

CASES = cases("poison.md")
ERRKB = Path(sys.executable).with_name("errkb")
MESSAGE = "npm ERR! code E404\nnpm ERR! 404 Not Found - GET https://registry.npmjs.org/left-pad-x - Not found"
OTHER = "ModuleNotFoundError: No module named 'widgets_poison'"
LEARNED_FROM = "Error: Cannot find module 'poison-learned'"
# A notice that carries a fix: the fix (and the command that failed) only inside «…», then fixed sentences.
FRAMED = re.compile(
    rf"^{re.escape(PREFIX)} \S+ known \(\d+ hits?\)(?: \| cause: «[^«»]*»)? \| fix \(([^()«»]*)\): «([^«»]*)» "
    rf"(?:(?:Approximate match: the fix may not apply\.|It failed here last time\.|No person has reviewed it\.) )*"
    rf"{re.escape(FRAME)}$")
OTHER_NOTICES = re.compile(rf"^{re.escape(PREFIX)} (?:\S+ known \(\d+ hits?\)\. Its recorded fix \([^()]*\) is withheld "
                           r"until a person reviews it: it holds [^«»]*\. A person reviews it with: errkb show \S+"
                           r"|\S+ seen before \([^)]*\), no fix recorded yet\.|recorded as \S+ \(no fix yet\)\.)$")
UNREVIEWED_LABELS = ("unreviewed",)


@dataclass
class Ledger:
    """Everything errkb said and wrote during one case, and the doors it went through."""

    kb: KnowledgeBase
    said: list[tuple[str, str]] = field(default_factory=list)  # (door, text shown to a person or an agent)
    notices: list[str] = field(default_factory=list)
    doors: list[str] = field(default_factory=list)


def text_of(case: Case) -> tuple[str, str]:
    block = case.inputs()[0]
    return block.attrs["vector"], block.text


# -- doors ------------------------------------------------------------------------------------------
def payload(host: str, sid: str, tool: str, command: str, output: str, code: str = "") -> dict[str, Any]:
    """A failed call as each host sends it (shapes from tests/fixtures/*_hook_payloads.jsonl)."""
    tool_input = {"command": command}
    if host == "claude":
        return {"session_id": sid, "hook_event_name": "PostToolUseFailure", "tool_name": tool,
                "tool_input": tool_input, "error": f"Exit code 1\n{output}"}
    if host == "gemini":
        return {"session_id": sid, "hook_event_name": "AfterTool", "tool_name": tool, "tool_input": tool_input,
                "tool_response": {"llmContent": f"Command: {command}\nOutput: {output}\nExit Code: 1"}}
    if host == "codex":
        return {"session_id": sid, "hook_event_name": "PostToolUse", "tool_name": tool, "tool_input": tool_input,
                "tool_response": {"isError": True, "content": [{"type": "text", "text": output}]}}
    if host == "cursor":
        return {"conversation_id": sid, "hook_event_name": "postToolUseFailure", "tool_name": tool,
                "tool_input": tool_input, "error_message": output}
    if host == "dsh":
        return {"event": "tool_failure", "session_id": sid, "tool_name": tool, "tool_input": tool_input,
                "output": output, "exit_code": 1, "error": {"code": code, "message": output}}
    if host == "qwen":
        return {"session_id": sid, "hook_event_name": "PostToolUseFailure", "tool_name": tool, "tool_input": tool_input,
                "error": f"Command: {command}\nDirectory: (root)\nOutput: {output}\nError: (none)\nExit Code: 1\n"
                         "Signal: (none)\nProcess Group PGID: (none)", "is_interrupt": False}
    if host == "opencode":
        return {"version": 1, "host": "opencode", "event": "tool_failure", "session_id": sid, "tool_name": tool,
                "tool_input": tool_input, "output": output, "exit_code": 1, "is_error": False, "error": None}
    raise AssertionError(f"tests/test_poison.py has no payload for host {host!r}: add one")


def hook(ledger: Ledger, host: str, data: dict[str, Any]) -> str:
    """One hook call in-process; returns the context text it injected (checked as it goes)."""
    out = io.StringIO()
    raw = json.dumps(data, ensure_ascii=False)  # a lone surrogate stays a `\\udXXX` escape, as a host sends it
    raw = json.dumps(data) if _unencodable(raw) else raw
    assert run_hook(host, str(ledger.kb.location.path), io.StringIO(raw), out) == 0
    answer = out.getvalue()
    if not answer:
        return ""
    parsed = json.loads(answer)
    text = (parsed.get("hookSpecificOutput") or {}).get("additionalContext") or parsed.get("additionalContext") \
        or parsed.get("additional_context") or ""
    ledger.said.append((f"hook {host}", text))
    ledger.notices.append(text)
    return str(text)


def _unencodable(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def as_bytes(text: str) -> bytes:
    """Text as a pipe would carry it: an undecodable byte kept as surrogateescape holds it."""
    try:
        return text.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:
        return text.encode("utf-8", "surrogatepass")


def cli_door(ledger: Ledger, door: str, *args: str, stdin: str | None = None) -> int:
    data = as_bytes(stdin) if stdin is not None else None
    result = CliRunner().invoke(cli, ["--kb", str(ledger.kb.location.path), *args], input=data)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    ledger.said += [(door, result.stdout), (door, result.stderr)]
    return result.exit_code


def mcp(ledger: Ledger, calls: list[tuple[str, dict[str, Any]]]) -> list[str]:
    pytest.importorskip("mcp")
    from mcp import Client

    from errkb.mcp_server import build_server

    answers: list[str] = []

    async def main() -> None:
        async with Client(build_server(kb=ledger.kb)) as client:
            for tool, args in calls:
                result = await client.call_tool(tool, args)
                answers.append(str(result.content[0].text))  # type: ignore[union-attr]

    asyncio.run(main())
    ledger.said += [("mcp", a) for a in answers]
    return answers


def run_door(ledger: Ledger, tmp: Path, output: str = "", argument: str = "") -> None:
    """`errkb run` of a command that prints `output` and fails; `argument` rides along in argv
    (never run: it is hostile)."""
    if not ERRKB.exists() or "\x00" in argument or _unencodable(argument):
        return  # an OS cannot pass NUL or a lone surrogate in argv
    poison = tmp / "poison.out"
    poison.write_bytes(output.encode("utf-8", "surrogatepass"))
    argv = [str(ERRKB), "--kb", str(ledger.kb.location.path), "run", "--", "sh", "-c", 'cat "$1"; exit 1', "sh",
            str(poison)] + ([argument] if argument else [])
    proc = subprocess.run(argv, capture_output=True, timeout=60)
    assert proc.returncode == 1
    ledger.said.append(("run", proc.stderr.decode("utf-8", "replace")))


# -- the promises -----------------------------------------------------------------------------------
@dataclass
class Snapshot:
    text: str
    blocks: list[str]


def snapshot(kb: KnowledgeBase) -> Snapshot:
    text = kb.location.errors_md.read_bytes().decode("utf-8")  # strict: never a raw undecodable byte
    doc = parse_document(text)
    assert doc.problems == [], doc.problems
    return Snapshot(text, ["".join(doc.lines[b.start:b.end]) for b in doc.blocks])


def check_write(before: Snapshot, kb: KnowledgeBase, door: str) -> None:
    """At most one new block, every earlier one byte-identical except the one written to, and no
    unsafe character anywhere in the file."""
    after = snapshot(kb)
    assert len(after.blocks) - len(before.blocks) in (0, 1), f"{door} forged entries"
    changed = [i for i, block in enumerate(before.blocks) if after.blocks[i] != block]
    assert len(changed) <= 1, f"{door} changed several blocks: {changed}"
    assert not has_unsafe(after.text), f"{door} stored an unsafe character"


def check_said(ledger: Ledger) -> None:
    for door, text in ledger.said:
        assert not has_unsafe(text), f"{door} showed an unsafe character: {text!r}"
    for notice in ledger.notices:
        for line in notice.split("\n"):
            check_notice(line)


def check_notice(text: str) -> None:
    """A notice is errkb's own frame around quoted data: no tag, no override phrase, and no
    destructive or download-and-run fix unless a person wrote it."""
    assert scan(text) == [], f"steering in a notice: {text!r}"
    framed = FRAMED.match(text)
    if framed is None:
        assert OTHER_NOTICES.match(text) or text.startswith(f"{PREFIX} ") and "«" not in text, f"unframed: {text!r}"
        return
    author, fix = framed.groups()
    if any(label in author for label in UNREVIEWED_LABELS):
        assert dangerous(fix) == [], f"a dangerous unreviewed fix was injected: {text!r}"


# -- the run ----------------------------------------------------------------------------------------
def new_kb(path: Path) -> KnowledgeBase:
    kb = KnowledgeBase(KbLocation(path, "test"), Settings(inject="always"))
    kb.store.init()
    return kb


def through(ledger: Ledger, door: str, act: Callable[[], object]) -> None:
    before = snapshot(ledger.kb)
    act()
    check_write(before, ledger.kb, door)
    ledger.doors.append(door)


def failure_doors(ledger: Ledger, tmp: Path, vector: str, text: str) -> None:
    """Every door that takes a failure: capture, each host's hook (twice: the second speaks), run."""
    tool, command, output, code = "Bash", "npm test", "Error: Cannot find module 'poison-x'", ""
    if vector == "tool":
        tool = text
    elif vector == "command":
        command = text
    elif vector == "output":
        output = text
    elif vector == "code":
        code = text
    args = ["capture", "--source", "tool", "--tool", tool, "--command", command] + (["--code", code] if code else [])
    if not any(_unencodable(a) or "\x00" in a for a in args):  # argv cannot carry them
        through(ledger, "capture", lambda: cli_door(ledger, "capture", *args, stdin=output))
    for host in HOSTS:
        spoken = len(ledger.notices)
        for attempt in ("s1", "s2"):
            data = payload(host, f"{host}-{attempt}", tool, command, output, code)
            through(ledger, f"hook {host}", lambda h=host, d=data: hook(ledger, h, d))  # type: ignore[misc]
        assert len(ledger.notices) - spoken == 2, f"hook {host} said nothing: the case did not get through"
    if vector in ("output", "command"):
        through(ledger, "run", lambda: run_door(ledger, tmp, output, text if vector == "command" else ""))
        through(ledger, "run", lambda: run_door(ledger, tmp, output, text if vector == "command" else ""))


def learn(ledger: Ledger, sid: str, success: str = "", prompt: str = "") -> None:
    """A failure, maybe the user's words, then a success of the same program: a learned fix."""
    fail = payload("claude", sid, "Bash", "npm install", LEARNED_FROM)
    hook(ledger, "claude", {"session_id": sid, "hook_event_name": "UserPromptSubmit", "prompt": "install deps"})
    hook(ledger, "claude", fail)
    if prompt:
        hook(ledger, "claude", {"session_id": sid, "hook_event_name": "UserPromptSubmit", "prompt": prompt})
    ok = {"session_id": sid, "hook_event_name": "PostToolUse", "tool_name": "Bash",
          "tool_input": {"command": success or "npm install --legacy-peer-deps"}, "tool_response": {"stdout": "ok"}}
    hook(ledger, "claude", ok)


def speak(ledger: Ledger, sid: str, output: str) -> str:
    """A repeat of a recorded failure, in a fresh session: what errkb tells the agent."""
    return hook(ledger, "claude", payload("claude", sid, "Bash", "npm test", output))


def fix_doors(ledger: Ledger, vector: str, text: str) -> None:
    """Every writer of a fix, note or message: a person (CLI record), an agent (MCP err_record), the
    loop unattended (a later success, the user's words); then each entry speaks."""
    if vector == "fix":
        through(ledger, "record", lambda: cli_door(ledger, "record", "--message", MESSAGE, "--fix", text))
        through(ledger, "mcp", lambda: mcp(ledger, [("err_record", {"message": OTHER, "fix": text})]))
        through(ledger, "learned", lambda: learn(ledger, "learn-1", success=f"npm install && {text}"))
    elif vector == "success":
        through(ledger, "learned", lambda: learn(ledger, "learn-1", success=text))
    elif vector == "prompt":
        through(ledger, "learned", lambda: learn(ledger, "learn-1", prompt=text))
    elif vector == "note":
        through(ledger, "record", lambda: cli_door(ledger, "record", "--message", MESSAGE, "--note", text))
        through(ledger, "mcp", lambda: mcp(ledger, [("err_record", {"message": OTHER, "note": text})]))
    elif vector == "message":
        through(ledger, "record", lambda: cli_door(ledger, "record", "--message", text, "--fix", "npm ci"))
        through(ledger, "mcp", lambda: mcp(ledger, [("err_record", {"message": text, "fix": "npm ci"})]))
    spoken = [speak(ledger, f"speak-{n}", output) for n, output in enumerate((MESSAGE, OTHER, LEARNED_FROM))]
    assert any(spoken), "no entry spoke: the case did not get through"


def read_doors(ledger: Ledger, vector: str, text: str) -> None:
    """What a person and an agent read back: show, list, lookup (CLI and MCP), stats."""
    entries = [e.id for e in ledger.kb.index().all()]
    for entry_id in entries:
        cli_door(ledger, "show", "show", entry_id)
        cli_door(ledger, "show --json", "show", entry_id, "--json")
    cli_door(ledger, "list", "list")
    cli_door(ledger, "list --json", "list", "--json")
    query = text if vector == "query" else "cannot find module"
    if not _unencodable(query) and "\x00" not in query:
        cli_door(ledger, "lookup", "lookup", query)
    mcp(ledger, [("err_lookup", {"query": query}), ("err_list", {}),
                 *[("err_lookup", {"query": entry_id, "full": True}) for entry_id in entries]])
    ledger.doors.append("read")


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_poison_case(case: Case, tmp_path: Path, isolated_config: Path) -> None:
    isolated_config.write_text("inject: always\n", encoding="utf-8")  # every door speaks, new errors too
    vector, text = text_of(case)
    ledger = Ledger(new_kb(tmp_path / "kb"))
    if vector in ("tool", "command", "output", "code"):
        failure_doors(ledger, tmp_path, vector, text)
    else:
        fix_doors(ledger, vector, text)
    read_doors(ledger, vector, text)
    check_said(ledger)
    assert ledger.doors, case.where


def test_the_corpus_covers_every_family_and_door() -> None:
    families = {c.inputs()[0].attrs["family"] for c in CASES}
    vectors = {c.inputs()[0].attrs["vector"] for c in CASES}
    assert len(CASES) >= 80
    assert families >= {"forge", "wrapper", "invisible", "homoglyph", "language", "escape", "dangerous", "authority"}
    assert vectors >= {"output", "tool", "command", "code", "fix", "note", "message", "prompt", "success", "query"}


def cases_of(family: str) -> Iterator[Case]:
    return (c for c in CASES if c.inputs()[0].attrs["family"] == family)
