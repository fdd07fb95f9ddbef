"""`errkb hook <host>` fails open, whatever it is fed and whatever state the KB is in.

Garbage, empty, truncated, wrong-typed, cross-host and huge payloads go to every adapter, both
in-process (run_hook) and through the installed `errkb` executable as a host runs it; so do a KB
whose lock another process holds and a damaged ERRORS.md (and damaged derived files). Every time:
exit 0 (never 2: on Claude's UserPromptSubmit that erases the user's prompt), stdout empty or
exactly the host's protocol JSON, and when something went wrong the reason on stderr.
"""

from __future__ import annotations

import contextlib
import copy
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from errkb.derived.kbase import KnowledgeBase
from errkb.hosts import claude, codex, cursor, gemini, qwen
from errkb.hosts.common import HOSTS
from errkb.hosts.hook import run_hook
from errkb.loop.record import record_capture, record_fix
from errkb.machine.config import Settings
from errkb.machine.fsutil import DEFAULT_LOCK_TIMEOUT, lock_timeout, lock_wait
from errkb.machine.paths import KbLocation
from errkb.recognize.capture import capture

FIXTURES = Path(__file__).parent / "fixtures"
ERRKB = Path(sys.executable).with_name("errkb")
FAIL_COMMAND = "ls /nonexistent_hostcheck_dir"
FAIL_TEXT = "ls: cannot access '/nonexistent_hostcheck_dir': No such file or directory"
FIX = "HOSTCHECK_FIX: the directory is created by make setup"
INJECTS = {"claude": claude.INJECTS, "gemini": gemini.INJECTS, "codex": codex.INJECTS, "cursor": cursor.INJECTS,
           "qwen": qwen.INJECTS}
FIXTURE_HOSTS = {"claude_hook_payloads": "claude", "dsh_ccbridge_hook_payloads": "claude",
                 "dsh_ccbridge_tool_error_payloads": "claude",
                 "gemini_hook_payloads": "gemini", "gemini_tool_error_payloads": "gemini",
                 "codex_hook_payloads": "codex",
                 "codex_rollout_hook_payloads": "codex", "dsh_hook_payloads": "dsh",
                 "dsh_errkb_plugin_payloads": "dsh", "qwen_hook_payloads": "qwen",
                 "opencode_hook_payloads": "opencode", "opencode_errkb_plugin_payloads": "opencode"}
REAL: list[tuple[str, dict[str, Any]]] = [
    (host, json.loads(line))
    for name, host in FIXTURE_HOSTS.items()
    for line in (FIXTURES / f"{name}.jsonl").read_text(encoding="utf-8").splitlines() if line.strip()
]
FAILURES = {
    "claude": next(p for h, p in REAL if h == "claude" and p["hook_event_name"] == "PostToolUseFailure"),
    "gemini": next(p for h, p in REAL if h == "gemini" and "Exit Code: 2" in json.dumps(p)),
    "codex": next(p for h, p in REAL if h == "codex" and FAIL_TEXT in json.dumps(p.get("tool_response"))),
    "dsh": next(p for h, p in REAL if h == "dsh" and p.get("event") == "tool_failure"),
    "qwen": next(p for h, p in REAL if h == "qwen" and p["hook_event_name"] == "PostToolUseFailure"),
    "opencode": next(p for h, p in REAL if h == "opencode" and p.get("event") == "tool_failure"),
    "cursor": {"hook_event_name": "postToolUseFailure", "conversation_id": "c-1", "tool_name": "Shell",
               "tool_input": {"command": FAIL_COMMAND}, "error_message": FAIL_TEXT},
}
# Each example gets a fresh copy of the known KB (`fresh_kb`): no example sees another's writes.
FUZZ = settings(max_examples=100, deadline=None)
FUZZ_CLI = settings(max_examples=12, deadline=None)


def protocol_ok(host: str, stdin: bytes | str, stdout: str) -> str:
    """Assert stdout is empty or exactly one answer in `host`'s protocol; return the context text."""
    if stdout == "":
        return ""
    assert stdout.endswith("\n") and stdout.count("\n") == 1, f"not one JSON line: {stdout!r}"
    data = json.loads(stdout)
    assert isinstance(data, dict), stdout
    try:
        payload = json.loads(stdin)
    except (ValueError, RecursionError):
        payload = None
    assert isinstance(payload, dict), "an answer to a payload that is not a JSON object"
    if host in ("dsh", "opencode"):
        assert list(data) == ["additionalContext"] and isinstance(data["additionalContext"], str)
        text = data["additionalContext"]
    elif host == "cursor":
        assert list(data) == ["additional_context"] and isinstance(data["additional_context"], str)
        assert payload.get("hook_event_name") in INJECTS[host]
        text = data["additional_context"]
    else:
        assert list(data) == ["hookSpecificOutput"], stdout
        inner = data["hookSpecificOutput"]
        assert set(inner) == {"hookEventName", "additionalContext"}
        assert inner["hookEventName"] == payload.get("hook_event_name") and inner["hookEventName"] in INJECTS[host]
        text = inner["additionalContext"]
    assert text.strip() and text.startswith("[errkb advisory]"), text
    return str(text)


def in_process(host: str, kb_dir: Path, stdin: bytes | str,
               capfd: pytest.CaptureFixture[str] | None = None) -> tuple[str, str]:
    """One run_hook call: (its answer, what it wrote to stderr). Nothing may reach sys.stdout, nor,
    when capfd is given, file descriptor 1 (a hypothesis example has no fixture of its own)."""
    if capfd is not None:
        capfd.readouterr()
    raw = stdin if isinstance(stdin, str) else stdin.decode("utf-8", errors="replace")
    out, real_out, real_err = io.StringIO(), io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(real_out), contextlib.redirect_stderr(real_err):
        assert run_hook(host, str(kb_dir), io.StringIO(raw), out) == 0
    stdout = out.getvalue()
    protocol_ok(host, raw, stdout)
    assert real_out.getvalue() == "", f"something wrote to the real stdout: {real_out.getvalue()!r}"
    if capfd is not None:
        leaked = capfd.readouterr()
        assert leaked.out == "", f"something wrote to file descriptor 1: {leaked.out!r}"
    return stdout, real_err.getvalue()


def cli(host: str, kb_dir: Path, stdin: bytes, timeout: float = 60, env: dict[str, str] | None = None,
        args: list[str] | None = None) -> subprocess.CompletedProcess[bytes]:
    """`errkb --kb KB hook HOST` exactly as a host runs it: payload on stdin, answer on stdout."""
    argv = [str(ERRKB), "--kb", str(kb_dir), "hook", host] if args is None else [str(ERRKB), *args]
    proc = subprocess.run(argv, input=stdin, capture_output=True, timeout=timeout, env=env)
    assert proc.returncode == 0, (proc.returncode, proc.stderr[-2000:])
    assert b"Traceback" not in proc.stderr, proc.stderr[-2000:]
    protocol_ok(host, stdin, proc.stdout.decode("utf-8"))  # strict UTF-8: a host parses it as such
    return proc


needs_cli = pytest.mark.skipif(not ERRKB.exists(), reason=f"no errkb executable beside {sys.executable}")


def record_known(kb: KnowledgeBase) -> KnowledgeBase:
    outcome = record_capture(kb, capture(FAIL_TEXT, "command", "Bash", FAIL_COMMAND, 2))
    record_fix(kb, id=outcome.id, fix=FIX)
    return kb


@pytest.fixture
def known(kb: KnowledgeBase) -> KnowledgeBase:
    return record_known(kb)


@pytest.fixture(scope="module")
def known_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The known KB, indexed, built once per module; `fresh_kb` copies it for each example."""
    folder = tmp_path_factory.mktemp("known") / "kb"
    with pytest.MonkeyPatch.context() as env:  # module fixtures run before the per-test config isolation
        env.setenv("ERRKB_CONFIG", str(folder.parent / "config.yaml"))
        env.setenv("XDG_DATA_HOME", str(folder.parent / "data"))
        kb = KnowledgeBase(KbLocation(folder, "test"), Settings())
        kb.store.init()
        record_known(kb).index()
    return folder


@contextlib.contextmanager
def fresh_kb(template: Path) -> Iterator[Path]:
    """A copy of the known KB for one hypothesis example, removed after it."""
    with tempfile.TemporaryDirectory(prefix="errkb-fuzz-") as tmp:
        kb_dir = Path(tmp) / "kb"
        shutil.copytree(template, kb_dir)
        yield kb_dir


# -- payload strategies ---------------------------------------------------------------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=40),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner, max_size=4),
    max_leaves=16,
)
FIELDS = sorted({k for _, p in REAL for k in p} | {"hook_event_name", "event", "tool_response", "error", "output"})


@st.composite
def mutated(draw: st.DrawFn) -> tuple[str, str]:
    """A real payload with fields retyped, dropped or added, sent to any adapter (or its own)."""
    host, payload = draw(st.sampled_from(REAL))
    payload = copy.deepcopy(payload)
    for _ in range(draw(st.integers(1, 4))):
        key = draw(st.sampled_from(FIELDS))
        action = draw(st.sampled_from(["retype", "retype", "drop", "text"]))
        if action == "drop":
            payload.pop(key, None)
        elif action == "text":
            payload[key] = draw(st.text(max_size=200))
        else:
            payload[key] = draw(json_values)
    target = draw(st.sampled_from([host, *HOSTS]))
    return target, json.dumps(payload)


@st.composite
def truncated(draw: st.DrawFn) -> tuple[str, str]:
    host, payload = draw(st.sampled_from(REAL))
    text = json.dumps(payload)
    return host, text[: draw(st.integers(0, len(text) - 1))]


garbage = st.one_of(
    st.text(max_size=300),
    st.binary(max_size=300).map(lambda b: b.decode("utf-8", errors="replace")),
    json_values.map(json.dumps),
    st.sampled_from(["", " ", "\n", "null", "[]", "{}", "0", '""', "{", '{"hook_event_name": ', "\x00", "\ufeff{}"]),
)


# -- in-process ------------------------------------------------------------------------------------

@FUZZ
@given(host=st.sampled_from(HOSTS), raw=garbage)
def test_garbage_in_process(host: str, raw: str, known_template: Path) -> None:
    with fresh_kb(known_template) as kb_dir:
        in_process(host, kb_dir, raw)


@FUZZ
@given(case=mutated())
def test_wrong_typed_payloads_in_process(case: tuple[str, str], known_template: Path) -> None:
    host, raw = case
    with fresh_kb(known_template) as kb_dir:
        in_process(host, kb_dir, raw)


@FUZZ
@given(case=truncated())
def test_truncated_payloads_in_process(case: tuple[str, str], known_template: Path) -> None:
    host, raw = case
    with fresh_kb(known_template) as kb_dir:
        stdout, err = in_process(host, kb_dir, raw)
    assert stdout == ""
    if raw.strip():  # cut JSON is never an object: the reason is given
        assert f"errkb hook {host}:" in err


def test_not_an_object_says_why(known: KnowledgeBase, capfd: pytest.CaptureFixture[str]) -> None:
    for raw in ("", "[1, 2]", "null", '"text"', "not json at all", "{"):
        for host in HOSTS:
            stdout, err = in_process(host, known.location.path, raw, capfd)
            assert stdout == ""
            assert f"errkb hook {host}" in err or not raw.strip()


def test_unknown_host_says_why(known: KnowledgeBase, capfd: pytest.CaptureFixture[str]) -> None:
    for host in ("", "vim", "claude ", "../claude", "hosts.claude"):
        capfd.readouterr()
        out = io.StringIO()
        assert run_hook(host, str(known.location.path), io.StringIO(json.dumps(FAILURES["claude"])), out) == 0
        assert out.getvalue() == ""
        assert "unknown host" in capfd.readouterr().err


def test_huge_payloads_in_process(known: KnowledgeBase, capfd: pytest.CaptureFixture[str]) -> None:
    flood = (FAIL_TEXT + "\n") * 100_000  # ~7.5 MB of output
    fields = {"claude": {"error": "Exit code 2\n" + flood}, "gemini": {"tool_response": {"llmContent": flood}},
              "codex": {"tool_response": flood}, "dsh": {"output": flood}, "cursor": {"error_message": flood},
              "qwen": {"error": f"Command: {FAIL_COMMAND}\nDirectory: (root)\nOutput: {flood}\nError: (none)\n"
                                "Exit Code: 2\nSignal: (none)\nProcess Group PGID: (none)"},
              "opencode": {"output": flood + "\n" * 500_000}}
    for host, payload in FAILURES.items():
        big = dict(copy.deepcopy(payload), **fields[host])
        big["tool_input"] = {"command": FAIL_COMMAND + " --flag" * 100_000}
        start = time.monotonic()
        in_process(host, known.location.path, json.dumps(big), capfd)
        assert time.monotonic() - start < 30
    deep = "[" * 200_000 + "]" * 200_000  # json.loads: RecursionError
    for host in HOSTS:
        stdout, err = in_process(host, known.location.path, deep, capfd)
        assert stdout == "" and "RecursionError" in err
    many_keys = json.dumps({f"k{i}": i for i in range(200_000)} | FAILURES["claude"])
    in_process("claude", known.location.path, many_keys, capfd)


def test_one_long_line_is_not_quadratic(known: KnowledgeBase, capfd: pytest.CaptureFixture[str]) -> None:
    payload = dict(copy.deepcopy(FAILURES["claude"]), error="Exit code 1\nError: " + "a" * 16_000)
    start = time.monotonic()
    in_process("claude", known.location.path, json.dumps(payload), capfd)
    assert time.monotonic() - start < 1.0


def test_adapter_parsers_stay_linear_on_crafted_text(known: KnowledgeBase,
                                                     capfd: pytest.CaptureFixture[str]) -> None:
    """The frames Qwen Code and opencode put around a tool's text, repeated and nested a hundred
    thousand times: each adapter still answers in well under a second."""
    trailer = "Error: (none)\nExit Code: 2\nSignal: (none)\nProcess Group PGID: 1\n"
    mcp = "MCP tool 'x' reported tool error for function call: {} with response: "
    crafted = {
        "qwen": [{"error": f"Command: {FAIL_COMMAND}\nDirectory: (root)\nOutput: " + trailer * 30_000},
                 {"error": "Directory: (root)\nOutput: \n" * 100_000 + trailer},
                 {"tool_name": "mcp__errkb__err_lookup", "error": mcp * 50_000 + "[" * 50_000}],
        "opencode": [{"output": "<shell_metadata>\n" * 100_000 + "</shell_metadata>"},
                     {"output": "\n" * 1_000_000 + "(no output)"}],
    }
    for host, changes in crafted.items():
        for change in changes:
            payload = dict(copy.deepcopy(FAILURES[host]), **change)
            start = time.monotonic()
            in_process(host, known.location.path, json.dumps(payload), capfd)
            assert time.monotonic() - start < 2.0, (host, list(change))


def test_known_fix_survives_the_fuzzing(known: KnowledgeBase, capfd: pytest.CaptureFixture[str]) -> None:
    """After all that, a real failure still gets its fix: the adapters really are wired up."""
    for host, payload in FAILURES.items():
        stdout, _ = in_process(host, known.location.path, json.dumps(payload), capfd)
        assert FIX in protocol_ok(host, json.dumps(payload), stdout)


# -- a damaged KB -------------------------------------------------------------------------------------

@settings(FUZZ, max_examples=50)
@given(host=st.sampled_from(HOSTS), cut=st.integers(0, 10_000), insert=st.text(max_size=80),
       junk=st.binary(max_size=40), mode=st.sampled_from(["truncate", "insert", "bytes", "delete"]))
def test_damaged_errors_md(host: str, cut: int, insert: str, junk: bytes, mode: str, known_template: Path) -> None:
    with fresh_kb(known_template) as kb_dir:
        path = kb_dir / "ERRORS.md"
        original = path.read_bytes()
        at = cut % (len(original) + 1)
        damaged = {"truncate": original[:at], "insert": original[:at] + insert.encode() + original[at:],
                   "bytes": original[:at] + junk + original[at:], "delete": original[:at] + original[at + 40:]}[mode]
        path.write_bytes(damaged)
        in_process(host, kb_dir, json.dumps(FAILURES[host]))


DAMAGES: dict[str, bytes] = {
    "binary": bytes(range(256)) * 40,
    "nul": b"\x00" * 4096,
    "empty": b"",
    "conflict": b"# ERRORS\n\n<<<<<<< HEAD\n## E-0001 \xc2\xb7 x\n=======\n## E-0001 \xc2\xb7 y\n>>>>>>> b\n",
    "front-matter": b"---\nid_prefix: [1, 2\n: : :\n---\n# ERRORS\n",
    "front-matter-types": b"---\nid_prefix: 7\nid_width: -3\nlabels: 12\n---\n# ERRORS\n",
    "utf16": "# ERRORS\n\n## E-0001 · x\n".encode("utf-16"),
    "fence-open": b"# ERRORS\n\n## E-0001 \xc2\xb7 [command:ls] x\n- Raw message:\n  ```text\n  never closed\n",
    "duplicate-ids": b"# ERRORS\n\n## E-0001 \xc2\xb7 a\n- Status: `open`\n\n## E-0001 \xc2\xb7 b\n- Status: `open`\n",
}


@pytest.mark.parametrize("damage", sorted(DAMAGES))
def test_damaged_errors_md_cases(damage: str, known: KnowledgeBase, capfd: pytest.CaptureFixture[str]) -> None:
    known.location.errors_md.write_bytes(DAMAGES[damage])
    for host, payload in FAILURES.items():
        in_process(host, known.location.path, json.dumps(payload), capfd)
        starter = host if any(h == host for h, _ in REAL) else "claude"  # Cursor has no real payloads
        start = next(p for h, p in REAL if h == starter
                     and (p.get("hook_event_name") == "SessionStart" or p.get("event") == "session_start"))
        in_process(starter, known.location.path, json.dumps(start), capfd)


def test_invalid_utf8_in_a_fix_reaches_the_host_as_utf8(known: KnowledgeBase,
                                                        capfd: pytest.CaptureFixture[str]) -> None:
    """ERRORS.md is read with surrogateescape: a stray byte must not break the answer's encoding."""
    path = known.location.errors_md
    path.write_bytes(path.read_bytes().replace(b"make setup", b"make \xff\xfe setup"))
    for host, payload in FAILURES.items():
        stdout, _ = in_process(host, known.location.path, json.dumps(payload), capfd)
        stdout.encode("utf-8")  # strict: no lone surrogates
        assert "HOSTCHECK_FIX" in stdout
    if ERRKB.exists():
        # A fresh session: the in-process call above already spent this fixed entry's one notice.
        payload = {**FAILURES["claude"], "session_id": "another-session"}
        proc = cli("claude", known.location.path, json.dumps(payload).encode())
        assert b"HOSTCHECK_FIX" in proc.stdout


def test_answer_with_a_lone_surrogate_is_written_as_utf8(monkeypatch: pytest.MonkeyPatch,
                                                       capfd: pytest.CaptureFixture[str]) -> None:
    """The writer itself: whatever text the engine produced, the host gets valid UTF-8 JSON."""
    import errkb.hosts.hook as hook

    answer = json.dumps({"additionalContext": "[errkb advisory] fix: make \udcff setup"}, ensure_ascii=False)
    monkeypatch.setattr(hook, "_answer", lambda *args: answer)

    class Binary(io.StringIO):
        def __init__(self) -> None:
            super().__init__()
            self.buffer = io.BytesIO()

    for out in (io.StringIO(), Binary()):
        assert hook.run_hook("dsh", None, io.StringIO("{}"), out) == 0
        data = out.buffer.getvalue() if isinstance(out, Binary) else out.getvalue().encode("utf-8")
        assert json.loads(data.decode("utf-8"))["additionalContext"] == "[errkb advisory] fix: make ? setup"
    assert capfd.readouterr().err == ""


@pytest.mark.parametrize("part", [
    "errors.sqlite", "errors.index.json", "state.json", "sessions-file", "errors-md-dir", "kb-is-file",
    "session",
])
def test_damaged_derived_files(part: str, known: KnowledgeBase, tmp_path: Path,
                               capfd: pytest.CaptureFixture[str]) -> None:
    loc = known.location
    known.index()  # the derived files exist
    kb_dir = loc.path
    payload = FAILURES["claude"]
    if part in ("errors.sqlite", "errors.index.json", "state.json"):
        (kb_dir / part).write_bytes(b"\x00garbage{" * 100)
    elif part == "session":
        (loc.sessions / f"{payload['session_id']}.json").parent.mkdir(parents=True, exist_ok=True)
        (loc.sessions / f"{payload['session_id']}.json").write_bytes(b'{"version": 1, "watches": 7, "turn": "x"}')
    elif part == "sessions-file":
        if loc.sessions.exists():
            for child in loc.sessions.iterdir():
                child.unlink()
            loc.sessions.rmdir()
        loc.sessions.write_text("not a folder")
    elif part == "errors-md-dir":
        loc.errors_md.unlink()
        loc.errors_md.mkdir()
    else:
        kb_dir = tmp_path / "a-file"
        kb_dir.write_text("x")
    stdout, err = in_process("claude", kb_dir, json.dumps(payload), capfd)
    if part in ("errors.sqlite", "errors.index.json", "state.json", "session"):
        assert FIX in stdout  # derived files are rebuilt or restarted: the KB still answers
    else:
        assert stdout == "" and "errkb hook claude:" in err  # it cannot work, and says why
    for host, fail in FAILURES.items():
        in_process(host, kb_dir, json.dumps(fail), capfd)


# -- a locked KB --------------------------------------------------------------------------------------

HOLD = """
import fcntl, os, sys, time
fd = os.open(sys.argv[1], os.O_RDWR | os.O_CREAT, 0o644)
fcntl.flock(fd, fcntl.LOCK_EX)
print("locked", flush=True)
time.sleep(120)
"""


@pytest.fixture
def hold_lock() -> Iterator[Any]:
    """Hold a KB lock file from another process (flock), as a long-running writer would."""
    holders: list[subprocess.Popen[str]] = []

    def hold(path: Path) -> subprocess.Popen[str]:
        proc = subprocess.Popen([sys.executable, "-c", HOLD, str(path)], stdout=subprocess.PIPE, text=True)
        holders.append(proc)
        assert proc.stdout is not None and proc.stdout.readline().strip() == "locked"
        return proc

    yield hold
    for proc in holders:
        proc.kill()
        proc.wait()


@pytest.mark.skipif(sys.platform == "win32", reason="flock")
def test_locked_kb_in_process(known: KnowledgeBase, hold_lock: Any, capfd: pytest.CaptureFixture[str],
                              monkeypatch: pytest.MonkeyPatch) -> None:
    known.index()
    hold_lock(known.location.lock)
    monkeypatch.delenv("ERRKB_LOCK_TIMEOUT", raising=False)
    for host in ("claude", "dsh"):
        start = time.monotonic()
        stdout, err = in_process(host, known.location.path, json.dumps(FAILURES[host]), capfd)
        assert time.monotonic() - start < 8  # a hook waits 2 s for the lock, not 10
        assert stdout == "" and "busy" in err


@pytest.mark.skipif(sys.platform == "win32", reason="flock")
def test_a_busy_kb_spends_no_notice(known: KnowledgeBase, hold_lock: Any, capfd: pytest.CaptureFixture[str],
                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """A failure the hook could not record leaves its session as it was: once the KB is free, the
    same failure in the same session still gets its fix, and is counted once."""
    known.index()
    monkeypatch.setenv("ERRKB_LOCK_TIMEOUT", "0.3")
    holder = hold_lock(known.location.lock)
    payload = json.dumps(FAILURES["claude"])
    stdout, err = in_process("claude", known.location.path, payload, capfd)
    assert stdout == "" and "busy" in err
    holder.kill()
    holder.wait()
    stdout, _ = in_process("claude", known.location.path, payload, capfd)
    assert FIX in stdout and "(2 hits)" in stdout  # the first sighting, and this one


def test_a_hook_call_leaves_the_processs_lock_wait_alone(known: KnowledgeBase, monkeypatch: pytest.MonkeyPatch) -> None:
    """The hook's 2 s bound is scoped to its call: a command run later in the same process (or a
    test after it) still waits the default, and nothing is left in os.environ."""
    monkeypatch.delenv("ERRKB_LOCK_TIMEOUT", raising=False)
    stdout, _ = in_process("claude", known.location.path, json.dumps(FAILURES["claude"]))
    assert FIX in stdout
    assert "ERRKB_LOCK_TIMEOUT" not in os.environ
    assert lock_timeout() == DEFAULT_LOCK_TIMEOUT
    with lock_wait(2.0):
        assert lock_timeout() == 2.0
        monkeypatch.setenv("ERRKB_LOCK_TIMEOUT", "0.5")  # the user's setting wins over a hook's bound
        assert lock_timeout() == 0.5


@needs_cli
@pytest.mark.skipif(sys.platform == "win32", reason="flock")
def test_locked_kb_cli(known: KnowledgeBase, hold_lock: Any) -> None:
    known.index()
    hold_lock(known.location.lock)
    env = {k: v for k, v in os.environ.items() if k != "ERRKB_LOCK_TIMEOUT"}
    for host in ("claude", "gemini"):
        start = time.monotonic()
        proc = cli(host, known.location.path, json.dumps(FAILURES[host]).encode(), env=env)
        assert time.monotonic() - start < 10
        assert proc.stdout == b"" and b"busy" in proc.stderr
    # A prompt on a busy KB: exit 0 with nothing, so Claude keeps the user's prompt.
    prompt = next(p for h, p in REAL if h == "claude" and p["hook_event_name"] == "UserPromptSubmit")
    proc = cli("claude", known.location.path, json.dumps(prompt).encode(), env=env)
    assert proc.stdout == b""


# -- the executable, as the host runs it ------------------------------------------------------------

@needs_cli
@FUZZ_CLI
@given(case=st.one_of(mutated(), truncated(), st.tuples(st.sampled_from(HOSTS), garbage)))
def test_cli_fuzz(case: tuple[str, str], known_template: Path) -> None:
    host, raw = case
    with fresh_kb(known_template) as kb_dir:
        cli(host, kb_dir, raw.encode("utf-8", errors="surrogateescape"))


@needs_cli
@FUZZ_CLI
@given(host=st.sampled_from(HOSTS), raw=st.binary(max_size=400))
def test_cli_raw_bytes(host: str, raw: bytes, known_template: Path) -> None:
    with fresh_kb(known_template) as kb_dir:
        cli(host, kb_dir, raw)


@needs_cli
def test_cli_edge_inputs(known: KnowledgeBase, tmp_path: Path) -> None:
    kb_dir = known.location.path
    for raw in (b"", b"\xff\xfe\x00", b"{" * 100_000, b"[" * 300_000, b'{"hook_event_name": "SessionStart"}' * 3):
        for host in ("claude", "dsh"):
            cli(host, kb_dir, raw)
    huge = copy.deepcopy(FAILURES["dsh"])
    huge["output"] = (FAIL_TEXT + "\n") * 400_000  # ~30 MB on stdin
    start = time.monotonic()
    cli("dsh", kb_dir, json.dumps(huge).encode())
    assert time.monotonic() - start < 60
    # Argument mistakes still exit 0: no host, an unknown host, extra words, a KB that is a file.
    payload = json.dumps(FAILURES["claude"]).encode()
    for args in (["hook"], ["hook", "nope"], ["--kb", str(kb_dir), "hook", "claude", "extra"],
                 ["--kb", str(tmp_path / "file"), "hook", "claude"]):
        (tmp_path / "file").write_text("x")
        proc = cli("claude", kb_dir, payload, args=args)
        assert proc.stdout in (b"",) or b"HOSTCHECK_FIX" in proc.stdout


@needs_cli
def test_cli_closed_stdout(known: KnowledgeBase) -> None:
    """A host that stops reading (closed pipe) must not turn the answer into a crash."""
    proc = subprocess.Popen([str(ERRKB), "--kb", str(known.location.path), "hook", "claude"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stdin is not None
    proc.stdout.close()
    proc.stdin.write(json.dumps(FAILURES["claude"]).encode())
    proc.stdin.close()
    assert proc.wait(timeout=60) == 0
    assert proc.stderr is not None and b"Traceback" not in proc.stderr.read()
