"""The miner's rules one at a time, on steps written out by hand, and its readers on hostile input:
what names an error, what resolves it, what is looked past, what is never kept; lines streamed in
any chunking, oversized lines skipped, zstd without the zstandard package, no secret kept.
"""

from __future__ import annotations

import builtins
import io
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from errkb.curate import sources
from errkb.curate.evidence import command_words, error_tokens, named_tokens
from errkb.curate.miner import SessionMiner, Sighting, fix_text, usable
from errkb.curate.readers import NEEDLES, SessionInfo, Step, reader_for
from errkb.curate.sources import SessionFile, iter_lines, open_session
from errkb.model import Event

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "transcripts"


def fail(command: str, output: str, code: int = 1) -> Step:
    return Step(Event("tool_failed", tool="Bash", tool_input={"command": command}, command=command, output=output,
                      exit_code=code, source="command"), "2026-12-01T10:00:00Z", call_id=command)


def ok(command: str) -> Step:
    return Step(Event("tool_succeeded", tool="Bash", tool_input={"command": command}, command=command,
                      source="command"), "2026-12-01T10:00:01Z")


def prompt(text: str = "next task") -> Step:
    return Step(Event("user_prompt", prompt=text), "2026-12-01T10:00:02Z")


def pairs(*steps: Step, session: str = "s1") -> list[Sighting]:
    miner = SessionMiner("claude", "/x.jsonl", session)
    return [p for step in steps for p in miner.feed(step)]


# -- what names the error -------------------------------------------------------------------------

@pytest.mark.parametrize(("error", "failed", "command", "named"), [
    ("bash: jq: command not found", "jq . data.json", "apt-get install -y jq", ["jq"]),  # installs it
    ("zsh: command not found: timeout", "timeout 5 make", "brew install gnu-timeout", ["timeout"]),  # package contains it
    ("zsh: command not found: timeout", "timeout 5 make", "timeout 5 make -j1", []),  # rerun: the failed command's words
    ("zsh: command not found: timeout", "make", "kubectl --request-timeout=20s get pods", []),  # a flag only spells it
    ("bash: rg: command not found", "rg TODO", "~/.cargo/bin/rg TODO", ["rg"]),  # runs the program
    ("cat: cfg/settings.ini: No such file or directory", "cat cfg/settings.ini", "mkdir -p cfg",
     ["cfg", "cfg/settings.ini"]),  # a folder of the missing path
    ("src/main.rs:3:5: error[E0425]: cannot find value `x`", "cargo build", "cd src && cargo fmt", []),  # generic folder
    ("Error: Cannot find module 'lodash'", "npm test", "npm install lodash@4", ["lodash"]),
    ("Error: Cannot find module 'lodash'", "npm test", "npm ci", []),
    ("error: externally-managed-environment", "pip install x", "python3 -m venv .venv", []),
])
def test_what_names_the_error(error: str, failed: str, command: str, named: list[str]) -> None:
    tokens = error_tokens(error, failed)
    assert named_tokens(command, tokens, command_words(failed) if command.startswith(failed.split()[0]) else
                        frozenset()) == named


def test_the_failing_program_is_no_token_unless_it_is_missing() -> None:
    assert "pytest" not in error_tokens("pytest: error: unrecognized arguments: --foo", "pytest --foo")
    assert "jq" in error_tokens("bash: jq: command not found", "jq .")


# -- what resolves, what is kept -------------------------------------------------------------------

def test_a_changed_command_resolves_and_is_the_remedy() -> None:
    found = pairs(fail("pnpm install --frozen-lockfile", "ERR_PNPM_OUTDATED_LOCKFILE Cannot install with frozen-lockfile"),
                  ok("pnpm install"))
    assert [p.remedy for p in found] == [("pnpm install",)]
    assert found[0].fix == "`pnpm install` succeeded where `pnpm install --frozen-lockfile` had failed."
    assert found[0].named == ()  # sequence only: unserved until another session says the same


def test_another_program_succeeding_resolves_nothing() -> None:
    assert pairs(fail("make build", "make: *** [build] Error 2"), ok("npm install left-pad"), ok("git commit -m x")) == []


def test_the_window_is_the_failing_turn_and_the_next() -> None:
    error = "serve: error: config file app.yaml not found"
    assert pairs(fail("./serve", error), prompt(), ok("touch app.yaml"), ok("./serve"))
    assert pairs(fail("./serve", error), prompt(), prompt(), ok("touch app.yaml"), ok("./serve")) == []


def test_a_failed_probe_is_resolved_only_by_the_same_probe() -> None:
    error = "ls: cannot access 'dist': No such file or directory"
    assert pairs(fail("ls dist", error), ok("npm run build -- --out dist"), ok("ls build")) == []
    found = pairs(fail("ls dist", error), ok("npm run build -- --out dist"), ok("ls dist"))
    assert [p.remedy for p in found] == [("npm run build -- --out dist",)] and found[0].named == ("dist",)


def test_too_many_unrelated_steps_are_no_remedy() -> None:
    steps = [ok(f"./tool{n} --go") for n in range(4)]
    assert pairs(fail("./deploy", "deploy: error: cluster unreachable"), *steps, ok("./deploy")) == []


@pytest.mark.parametrize("command", ["python3 - <<'EOF'\nprint(1)\nEOF", "cat > x.py <<EOF", "a\nb\nc\nd",
                                     "x" * 400, ""])
def test_unusable_commands(command: str) -> None:
    assert not usable(command)


def test_the_fix_text_states_what_happened() -> None:
    assert fix_text(("mkdir -p templates",), "./render", "./render") == \
        "After `mkdir -p templates`, `./render` succeeded."
    assert fix_text(("a", "b"), "x", "y") == "After `a` and then `b`, `y` succeeded where `x` had failed."
    assert fix_text(("echo `date`",), "x", "x") == "After `` echo `date` ``, `x` succeeded."


SECRETS = ["ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8", "sk-ant-api03-" + "x" * 40, "AKIAABCDEFGHIJKLMNOP",
           "xoxb-123456789012-abcdefghijkl"]


@settings(max_examples=60)
@given(st.sampled_from(SECRETS), st.sampled_from(["--token {}", "TOKEN={}", "-p {}", "--password={}", "{}"]))
def test_no_secret_in_the_fixing_command_is_kept(secret: str, shape: str) -> None:
    found = pairs(fail("./publish", "publish: error: not logged in (run registry-login)"),
                  ok(f"./registry-login {shape.format(secret)}"), ok("./publish"))
    assert found, "the pair itself must be found"
    assert secret not in json.dumps([p.__dict__ for p in found])


# -- readers and streams --------------------------------------------------------------------------

@settings(max_examples=100)
@given(st.lists(st.binary(min_size=0, max_size=40).map(lambda b: b.replace(b"\n", b"")), max_size=30),
       st.integers(min_value=1, max_value=17))
def test_lines_read_the_same_in_any_chunking(lines: list[bytes], chunk: int) -> None:
    data = b"\n".join(lines)
    stream = io.BufferedReader(io.BytesIO(data), buffer_size=max(chunk, 1))  # type: ignore[arg-type]
    original = sources._CHUNK
    sources._CHUNK = chunk
    try:
        got = list(iter_lines(stream))
    finally:
        sources._CHUNK = original
    assert got == [line for line in data.split(b"\n") if len(line) >= 2]


def test_an_oversized_line_is_skipped_as_it_streams_past(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sources, "MAX_LINE", 64)
    monkeypatch.setattr(sources, "_CHUNK", 16)
    data = b'{"a": 1}\n' + b'{"big": "' + b"x" * 500 + b'"}\n{"b": 2}\n{"c": 3}'
    assert list(iter_lines(io.BytesIO(data))) == [b'{"a": 1}', b'{"b": 2}', b'{"c": 3}']


JSONISH = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=20),
                       lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
                           st.sampled_from(["type", "message", "content", "payload", "data", "toolCalls", "id",
                                            "call_id", "output", "name", "arguments", "result", "cwd", "role",
                                            "tool_use_id", "is_error", "input", "timestamp", "time", "source",
                                            "kind", "functionResponse", "response", "$set", "messages", "isError",
                                            "toolCallId", "callId", "status", "args", "text", "sessionId"]),
                           inner, max_size=6),
                       max_leaves=25)


@settings(max_examples=500)
@given(st.sampled_from(sorted(NEEDLES)), st.lists(JSONISH, max_size=12))
def test_readers_take_any_json_without_raising(host: str, records: list[Any]) -> None:
    lines = [json.dumps(r).encode() for r in records] + [b"{not json", b"\xff\xfe"]
    items = list(reader_for(host)(lines))
    assert all(isinstance(i, (SessionInfo, Step)) for i in items)
    miner = SessionMiner(host, "/x")
    for item in items:
        if isinstance(item, Step):
            miner.feed(item)


def test_zstd_transcripts_read_without_the_zstandard_package(monkeypatch: pytest.MonkeyPatch) -> None:
    path = next((FIXTURES / "dsh" / "fix_pair").rglob("session.jsonl.zstd"))
    session = SessionFile("dsh", path, path.stat().st_size, path.stat().st_mtime_ns)
    with open_session(session) as stream:
        expected = list(iter_lines(stream))
    real_import = builtins.__import__

    def no_zstandard(name: str, *args: Any, **kwargs: Any) -> Any:
        if name == "zstandard":
            raise ImportError(name)
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_zstandard)
    with open_session(session) as stream:  # the zstd program decompresses it
        assert list(iter_lines(stream)) == expected
    assert any(b"tool/result" in line for line in expected)


def _real_records(host: str) -> list[Any]:
    path = next(p for p in (FIXTURES / host / "mine_a").rglob("*") if p.is_file())
    session = SessionFile(host, path, path.stat().st_size, path.stat().st_mtime_ns)
    with open_session(session) as stream:
        return [json.loads(line) for line in iter_lines(stream, NEEDLES[host])]


REAL = {host: _real_records(host) for host in sorted(NEEDLES)}


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if isinstance(value, dict):
        for key, inner in value.items():
            found += _paths(inner, (*prefix, key))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            found += _paths(inner, (*prefix, index))
    return found


@settings(max_examples=300)
@given(st.data())
def test_readers_survive_real_records_with_any_part_replaced(data: st.DataObject) -> None:
    """A host's next version may change any field's shape: the reader skips, never raises."""
    host = data.draw(st.sampled_from(sorted(REAL)))
    records = json.loads(json.dumps(REAL[host]))
    for _ in range(data.draw(st.integers(min_value=1, max_value=6))):
        index = data.draw(st.integers(min_value=0, max_value=len(records) - 1))
        path = data.draw(st.sampled_from(_paths(records[index])[1:] or [()]))
        if not path:
            records[index] = data.draw(JSONISH)
            continue
        target = records[index]
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = data.draw(JSONISH)
    miner = SessionMiner(host, "/x")
    for item in reader_for(host)(json.dumps(r).encode() for r in records):
        if isinstance(item, Step):
            miner.feed(item)


def test_a_damaged_zstd_file_is_an_error_without_the_zstandard_package(tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "session.jsonl.zstd"
    path.write_bytes(b"not zstd at all" * 10)
    session = SessionFile("dsh", path, path.stat().st_size, path.stat().st_mtime_ns)
    real_import = builtins.__import__
    monkeypatch.setattr(builtins, "__import__", lambda name, *a, **k: (_ for _ in ()).throw(ImportError(name))
                        if name == "zstandard" else real_import(name, *a, **k))
    with pytest.raises(OSError, match="zstd could not decompress"), open_session(session) as stream:
        list(iter_lines(stream))
