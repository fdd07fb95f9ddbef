"""Zero leaks: every secret of the redaction corpus (every family and class of
tests/cases/redact_corpus.jsonl) goes in through every door errkb has — `errkb capture`, each host's
`errkb hook` on its real payload shapes, `errkb record` (message, fix, note), `errkb run -- sh -c
…`, and the MCP tools — in both share modes, with HOME, the XDG folders, the config and the KBs in
a temporary folder. Afterwards not one secret, nor a distinctive part of one, may be found in any
file there: ERRORS.md, ERRORS.archive.md, errors.sqlite (its FTS index queried as well),
errors.index.json, state.json, sessions/*.json, the config and its cache.

Each door gets a KB of its own, so every text takes the path of a new entry there (a repeat would
only count a hit), and each door proves it stored what it was given (entries, `<secret>` marks,
session files), so a clean scan is never a scan of nothing.
"""

from __future__ import annotations

import asyncio
import functools
import io
import json
import os
import re
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import urllib.parse
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from errkb.cli.main import cli
from errkb.hosts.common import HOSTS
from errkb.hosts.hook import run_hook

ROOT = Path(__file__).resolve().parent
CORPUS = ROOT / "cases" / "redact_corpus.jsonl"
FIXTURES = ROOT / "fixtures"
ERRKB = Path(sys.executable).with_name("errkb")
SHARES = ("public", "private")


@dataclass(frozen=True)
class Case:
    name: str
    text: str
    secrets: tuple[str, ...]
    command: str  # a command line holding a secret where the case has one (`$ mysql -pX …`)


def load_cases() -> list[Case]:
    cases = []
    for line in CORPUS.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        if not row["secrets"]:
            continue
        first = row["text"].splitlines()[0]
        command = first[2:] if first.startswith(("$ ", "+ ")) else "./deploy.sh --verbose"
        cases.append(Case(row["name"], row["text"], tuple(row["secrets"]), command))
    return cases


CASES = load_cases()


# -- what counts as a leak ----------------------------------------------------------------------

_RUN = re.compile(r"[A-Za-z0-9]{6,}")


def needles(secret: str) -> set[str]:
    """The secret as it may be written anywhere: as given, lower-cased (canonical forms), escaped
    for JSON, URL-decoded; and its distinctive parts, runs of six or more letters and digits that
    mix both (`Wint3rIsC0ming`, `Depl0y` of `Depl0y!pw`): a part without a digit (`pgPass`) is
    also a word of ordinary text (`PGPASSWORD`)."""
    forms = {secret, urllib.parse.unquote(secret), urllib.parse.unquote(urllib.parse.unquote(secret))}
    forms |= {json.dumps(form)[1:-1] for form in list(forms)} | {json.dumps(form, ensure_ascii=False)[1:-1]
                                                                 for form in list(forms)}
    parts = {run for form in forms for run in _RUN.findall(form)
             if any(c.isdigit() for c in run) and any(c.isalpha() for c in run)}
    found = forms | parts
    return found | {n.lower() for n in found}


def files_under(*roots: Path) -> Iterator[Path]:
    for root in roots:
        if root.exists():
            yield from (p for p in sorted(root.rglob("*")) if p.is_file())


def leaks_in(roots: list[Path], cases: list[Case]) -> list[tuple[str, str, str]]:
    """(file, case, needle) for every needle found in any file under `roots`, raw bytes and SQLite
    FTS index alike."""
    found = []
    blobs = {str(p): p.read_bytes() for p in files_under(*roots)}
    for case in cases:
        for secret in case.secrets:
            for needle in needles(secret):
                raw = needle.encode("utf-8")
                found += [(path, case.name, needle) for path, blob in blobs.items() if raw in blob]
    for db in (Path(p) for p in blobs if p.endswith("errors.sqlite")):
        found += fts_hits(db, cases)
    return found


def fts_hits(db: Path, cases: list[Case]) -> list[tuple[str, str, str]]:
    """Rows the word index finds for a needle: the FTS index is queried, not only its file read,
    so a trigram posting left behind by an old text is found too."""
    con = sqlite3.connect(db)
    try:
        if not con.execute("SELECT 1 FROM sqlite_master WHERE name = 'search_fts'").fetchone():
            return []
        hits = []
        for case in cases:
            for secret in case.secrets:
                for needle in needles(secret):
                    if len(needle) < 3:
                        continue
                    query = '"' + needle.replace('"', '""') + '"'
                    if con.execute("SELECT count(*) FROM search_fts WHERE search_fts MATCH ?", (query,)).fetchone()[0]:
                        hits.append((f"{db} (FTS)", case.name, needle))
        return hits
    finally:
        con.close()


def test_the_scan_finds_a_planted_secret(tmp_path: Path) -> None:
    """The scanner itself can fail: a secret written raw, or only its lower-cased distinctive part,
    or into the word index, is found."""
    case = next(c for c in CASES if c.name == "env-dump-db-pass-secret-key")
    (tmp_path / "a.md").write_text(f"DB_PASS={case.secrets[0]}")
    (tmp_path / "b.json").write_text(json.dumps({"t": "xwint3risc0ming"}))
    assert {hit[0] for hit in leaks_in([tmp_path], [case])} == {str(tmp_path / "a.md"), str(tmp_path / "b.json")}
    db = tmp_path / "errors.sqlite"
    con = sqlite3.connect(db)
    con.execute("CREATE VIRTUAL TABLE search_fts USING fts5(raw, tokenize='trigram')")
    con.execute("INSERT INTO search_fts VALUES ('x ' || ? || ' y')", (case.secrets[0].upper(),))
    con.commit()
    con.close()
    assert any(hit[0].endswith("(FTS)") for hit in leaks_in([tmp_path], [case]))


# -- the world: HOME, XDG, config and KBs in one temporary folder --------------------------------

@dataclass
class World:
    root: Path
    share: str
    runner: CliRunner

    def kb(self, door: str) -> Path:
        return self.root / "kbs" / door

    def cli(self, door: str, *args: str, stdin: str | None = None, env: dict[str, str] | None = None) -> Any:
        result = self.runner.invoke(cli, ["--kb", str(self.kb(door)), *args], input=stdin, env=env)
        assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
        return result


@pytest.fixture(params=SHARES)
def world(request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[World]:
    # On tmpfs where there is one: SQLite syncs every commit, and the doors make a thousand.
    shm = Path("/dev/shm")
    root = Path(tempfile.mkdtemp(prefix="errkb-leaks-", dir=shm)) if shm.is_dir() and os.access(shm, os.W_OK) \
        else tmp_path
    home = root / "home"
    for name, sub in (("HOME", ""), ("XDG_CONFIG_HOME", ".config"), ("XDG_DATA_HOME", ".local/share"),
                      ("XDG_CACHE_HOME", ".cache"), ("XDG_STATE_HOME", ".local/state")):
        (home / sub).mkdir(parents=True, exist_ok=True)
        monkeypatch.setenv(name, str(home / sub))
    config = home / ".config" / "errkb" / "config.yaml"
    config.parent.mkdir(parents=True)
    # The whole text is stored, so no secret escapes the scan by lying past a sample's cap; every
    # notice is given, so the notice paths run too.
    config.write_text(f"share: {request.param}\nmax_sample_chars: 100000\ninject: always\n", encoding="utf-8")
    monkeypatch.setenv("ERRKB_CONFIG", str(config))
    monkeypatch.delenv("ERRKB_DIR", raising=False)
    try:
        yield World(root, request.param, CliRunner())
    finally:
        if root != tmp_path:
            shutil.rmtree(root, ignore_errors=True)


def note_of(case: Case) -> str:
    """The line of the case that holds its first secret, and the line before it: what a person
    pastes into a note (a Kubernetes `value:` says whose value it is only on the line before)."""
    lines = case.text.splitlines()
    at = next(i for i, line in enumerate(lines) if case.secrets[0] in line)
    return " ".join(line.strip() for line in lines[max(0, at - 1): at + 1])


def fix_of(case: Case) -> str:
    return f"Run `{case.command}` again once the credential is rotated; {note_of(case)}"


def batches(size: int) -> list[list[Case]]:
    """The cases in groups, each group one long output (an env dump and a config in one log):
    every case still passes every door, in a sixth of the calls."""
    return [CASES[i: i + size] for i in range(0, len(CASES), size)]


def output_of(group: list[Case]) -> str:
    return "\n\n".join(case.text for case in group)


# -- the doors --------------------------------------------------------------------------------

def through_capture(world: World) -> None:
    for case in CASES:
        world.cli("capture", "capture", "--source", "command", "--command", case.command, "--exit-code", "2",
                  stdin=case.text)


def through_record(world: World) -> None:
    for number, case in enumerate(CASES):
        world.cli("record", "record", "--message", case.text, "--fix", fix_of(case), "--note", note_of(case))
        if number % 5 == 0:  # an update of an entry that exists
            world.cli("record", "record", "--message", case.text, "--status", "fixed", "--note", f"again: {note_of(case)}")


def through_run(world: World) -> None:
    for group in batches(3):
        # The command line (a comment here) and the output both hold secrets.
        script = f'printf "%s\\n" "$LEAKPROBE" >&2; exit 3 # {group[0].command}'
        world.cli("run", "run", "--", "sh", "-c", script, env={"LEAKPROBE": output_of(group)})


def through_mcp(world: World) -> None:
    pytest.importorskip("mcp")
    from mcp import Client

    from errkb.mcp_server import build_server

    async def main() -> None:
        async with Client(build_server(kb_dir=str(world.kb("mcp")))) as client:
            async def call(tool: str, **args: Any) -> str:
                result = await client.call_tool(tool, args)
                return "".join(getattr(part, "text", "") for part in result.content)

            for number, group in enumerate(batches(6)):
                message, notes = output_of(group), " ".join(note_of(case) for case in group)
                created = await call("err_record", message=message, fix=fix_of(group[0]))
                await call("err_record", message=message, note=notes)
                await call("err_lookup", query=message)
                entry = re.search(r"E-\d+", created)
                assert entry, created
                await call("err_lookup", query=entry.group(), full=True)
                if number % 4 == 3:
                    await call("err_forget", id=entry.group(), reason=notes)
            await call("err_list")
            await call("err_stats")

    asyncio.run(main())


# Each host's real payloads (tests/fixtures), with the command, output and prompt of a case put in.
def _fixture(name: str, **want: Any) -> dict[str, Any]:
    for line in (FIXTURES / f"{name}.jsonl").read_text(encoding="utf-8").splitlines():
        item = json.loads(line)
        if all(item.get(k) == v for k, v in want.items()):
            return dict(item)
    raise LookupError(f"{name}: no payload with {want}")


def _with(base: dict[str, Any], sid_key: str, sid: str, **fields: Any) -> dict[str, Any]:
    return dict(base) | {sid_key: sid} | fields


def claude_flow(sid: str, command: str, output: str, prompt: str, url: str) -> list[dict[str, Any]]:
    fail = _fixture("claude_hook_payloads", hook_event_name="PostToolUseFailure", tool_name="Bash")
    ok = _fixture("claude_hook_payloads", hook_event_name="PostToolUse", tool_name="Bash")
    ask = _fixture("claude_hook_payloads", hook_event_name="UserPromptSubmit")
    return [_with(ask, "session_id", sid, prompt="run the deploy"),
            _with(fail, "session_id", sid, tool_input={"command": command}, error=f"Exit code 2\n{output}"),
            _with(ask, "session_id", sid, prompt=prompt),
            _with(ok, "session_id", sid, tool_input={"command": command + " --retry"}),
            # A web tool: its target (a signed URL) is what a later success must match.
            _with(fail, "session_id", sid, tool_name="WebFetch", tool_input={"url": url}, error=output),
            _with(ok, "session_id", sid, tool_name="WebFetch", tool_input={"url": url}, tool_response="ok")]


def gemini_flow(sid: str, command: str, output: str, prompt: str, url: str) -> list[dict[str, Any]]:
    after = _fixture("gemini_hook_payloads", hook_event_name="AfterTool", tool_name="run_shell_command")
    ask = _fixture("gemini_hook_payloads", hook_event_name="BeforeAgent")
    shell = {"llmContent": f"<untrusted_context>\nOutput: {output}\nExit Code: 2\nProcess Group PGID: 7\n"
                           "</untrusted_context>", "returnDisplay": output}
    done = {"llmContent": "<untrusted_context>\nOutput: ok\nProcess Group PGID: 8\n</untrusted_context>",
            "returnDisplay": "ok"}
    fetch = {"llmContent": output, "returnDisplay": "fetch failed", "error": {"message": output, "type": "fetch"}}
    return [_with(ask, "session_id", sid, prompt="run the deploy"),
            _with(after, "session_id", sid, tool_input={"command": command}, tool_response=shell),
            _with(ask, "session_id", sid, prompt=prompt),
            _with(after, "session_id", sid, tool_input={"command": command + " --retry"}, tool_response=done),
            _with(after, "session_id", sid, tool_name="web_fetch", tool_input={"url": url}, tool_response=fetch)]


def codex_flow(sid: str, command: str, output: str, prompt: str, url: str) -> list[dict[str, Any]]:
    post = _fixture("codex_hook_payloads", hook_event_name="PostToolUse", tool_name="Bash")
    ask = _fixture("codex_hook_payloads", hook_event_name="UserPromptSubmit")
    lost = {"transcript_path": "/nonexistent/rollout.jsonl"}  # no rollout: failure is judged from the text
    return [_with(ask, "session_id", sid, prompt="run the deploy"),
            _with(post, "session_id", sid, tool_input={"command": command}, tool_response=output, **lost),
            _with(ask, "session_id", sid, prompt=prompt),
            _with(post, "session_id", sid, tool_input={"command": command + " --retry"}, tool_response="ok\n", **lost)]


def cursor_flow(sid: str, command: str, output: str, prompt: str, url: str) -> list[dict[str, Any]]:
    base = {"conversation_id": sid, "generation_id": "g-1", "workspace_roots": ["/w"], "model": "m",
            "cursor_version": "1.7", "transcript_path": None, "tool_use_id": "t1"}
    return [base | {"hook_event_name": "beforeSubmitPrompt", "prompt": "run the deploy"},
            base | {"hook_event_name": "postToolUseFailure", "tool_name": "Shell", "tool_input": {"command": command},
                    "error_message": output},
            base | {"hook_event_name": "beforeSubmitPrompt", "prompt": prompt},
            base | {"hook_event_name": "postToolUse", "tool_name": "Shell", "tool_input": {"command": command + " --retry"},
                    "tool_output": json.dumps({"stdout": "ok", "exit_code": 0})},
            base | {"hook_event_name": "postToolUseFailure", "tool_name": "WebFetch", "tool_input": {"url": url},
                    "error_message": output}]


def dsh_flow(sid: str, command: str, output: str, prompt: str, url: str) -> list[dict[str, Any]]:
    fail = _fixture("dsh_errkb_plugin_payloads", event="tool_failure")
    ok = _fixture("dsh_errkb_plugin_payloads", event="tool_success")
    ask = _fixture("dsh_errkb_plugin_payloads", event="user_prompt")
    return [_with(ask, "session_id", sid, prompt="run the deploy"),
            _with(fail, "session_id", sid, tool_input={"command": command}, output=f"[stderr]\n{output}\n[exit code: 2]",
                  exit_code=2),
            _with(ask, "session_id", sid, prompt=prompt),
            _with(ok, "session_id", sid, tool_input={"command": command + " --retry"}, output="ok", exit_code=0)]


def qwen_flow(sid: str, command: str, output: str, prompt: str, url: str) -> list[dict[str, Any]]:
    # Qwen Code 0.x as recorded by hostcheck: Claude's events, Gemini's shell tool and its trailer.
    base = {"session_id": sid, "transcript_path": "/nonexistent/chat.jsonl", "cwd": "/w", "permission_mode": "yolo",
            "prompt_id": f"{sid}########0", "timestamp": "2026-12-01T12:34:59.346Z"}

    def shell(text: str, code: int) -> str:
        return (f"Command: {command}\nDirectory: (root)\nOutput: {text}\nError: (none)\nExit Code: {code}\n"
                "Signal: (none)\nProcess Group PGID: (none)")

    return [base | {"hook_event_name": "UserPromptSubmit", "prompt": "run the deploy"},
            base | {"hook_event_name": "PostToolUseFailure", "tool_name": "run_shell_command", "tool_use_id": "t1",
                    "tool_input": {"command": command}, "error": shell(output, 2), "is_interrupt": False},
            base | {"hook_event_name": "UserPromptSubmit", "prompt": prompt},
            base | {"hook_event_name": "PostToolUse", "tool_name": "run_shell_command", "tool_use_id": "t2",
                    "tool_input": {"command": command + " --retry"},
                    "tool_response": {"llmContent": shell("ok", 0), "returnDisplay": "ok"}},
            base | {"hook_event_name": "PostToolUseFailure", "tool_name": "web_fetch", "tool_use_id": "t3",
                    "tool_input": {"url": url}, "error": output, "is_interrupt": False}]


def opencode_flow(sid: str, command: str, output: str, prompt: str, url: str) -> list[dict[str, Any]]:
    # errkb's own opencode plugin (integrations/opencode), its host-neutral payloads.
    base = {"version": 1, "host": "opencode", "session_id": sid, "cwd": "/w"}
    call = {"call_id": "c1", "is_error": False, "error": None}
    return [base | {"event": "user_prompt", "prompt": "run the deploy"},
            base | call | {"event": "tool_failure", "tool_name": "bash", "tool_input": {"command": command},
                           "output": output + "\n", "exit_code": 2},
            base | {"event": "user_prompt", "prompt": prompt},
            base | call | {"event": "tool_success", "tool_name": "bash", "tool_input": {"command": command + " --retry"},
                           "output": "(no output)", "exit_code": 0},
            base | call | {"event": "tool_error", "tool_name": "webfetch", "tool_input": {"url": url}, "output": None,
                           "is_error": True, "error": {"message": output, "code": "FETCH_FAILED"}}]


FLOWS: dict[str, Callable[[str, str, str, str, str], list[dict[str, Any]]]] = {
    "claude": claude_flow, "gemini": gemini_flow, "codex": codex_flow, "cursor": cursor_flow, "dsh": dsh_flow,
    "qwen": qwen_flow, "opencode": opencode_flow}


def hook_payloads(host: str, group: list[Case], number: int) -> list[dict[str, Any]]:
    """A failure, the user's words about it (kept as a hint, learned as the fix when the work then
    succeeds), and the same program succeeding (learned as "`…` succeeded where `…` failed")."""
    output = f"{output_of(group)}\nError: the step failed"  # an error shape Codex's text rule knows
    hint = " ".join(" ".join(note_of(case) for case in group).split()[:80])[:560] + " - use the other credential"
    prompt = hint if number % 2 == 0 else "ok"  # every other flow learns from the commands instead
    url = "https://acct.blob.core.windows.net/c/b?sv=2022-11-02&sig=" + urllib.parse.quote(group[0].secrets[0], safe="")
    return FLOWS[host](f"leak-{host}-{number}", group[0].command, output, prompt, url)


def through_hook(world: World, host: str) -> None:
    for number, group in enumerate(batches(6)):
        for payload in hook_payloads(host, group, number):
            out = io.StringIO()
            assert run_hook(host, str(world.kb(f"hook-{host}")), io.StringIO(json.dumps(payload)), out) == 0


DOORS: dict[str, Callable[[World], None]] = {
    "capture": through_capture,
    "record": through_record,
    "run": through_run,
    "mcp": through_mcp,
    **{f"hook-{host}": functools.partial(through_hook, host=host) for host in HOSTS},
}


def test_every_host_has_a_flow() -> None:
    """A host added to errkb without a flow here would be a door the leak test never tried."""
    assert set(HOSTS) <= set(FLOWS)


def test_no_secret_reaches_any_file(world: World, isolated_config: Path) -> None:
    for door, feed in DOORS.items():
        world.cli(door, "init")
        feed(world)
        world.cli(door, "index", "rebuild")
        world.cli(door, "lookup", "password", "authentication")  # builds the word index when it is deferred
        world.cli(door, "list")
        world.cli(door, "stats")
    for door in DOORS:  # each door stored what it was given: the scan below is not a scan of nothing
        text = "".join(p.read_text(encoding="utf-8") for p in world.kb(door).glob("ERRORS*.md"))
        assert text.count("\n## ") >= len(batches(6)) - 2, f"{door}: too few entries were recorded"
        assert text.count("<secret>") >= len(CASES) // 2, door
    for host in HOSTS:
        assert any((world.kb(f"hook-{host}") / "sessions").glob("*.json")), f"{host}: no session file"
        assert "succeeded where" in (world.kb(f"hook-{host}") / "ERRORS.md").read_text(encoding="utf-8"), host
    assert leaks_in([world.root, isolated_config.parent], CASES) == []


@pytest.mark.skipif(not ERRKB.exists(), reason=f"no errkb executable beside {sys.executable}")
def test_the_executables_hosts_run_leak_nothing(tmp_path: Path, isolated_config: Path) -> None:
    """The same doors as processes, the way a host and a shell start errkb: `errkb hook claude`
    on a session's payloads, `errkb capture` and `errkb run`, each with its own environment."""
    home, kb = tmp_path / "home", tmp_path / "kb"
    config = home / ".config" / "errkb" / "config.yaml"
    config.parent.mkdir(parents=True)
    config.write_text("share: public\nmax_sample_chars: 100000\ninject: always\n", encoding="utf-8")
    env = {"PATH": os.environ["PATH"], "HOME": str(home), "XDG_CONFIG_HOME": str(home / ".config"),
           "XDG_DATA_HOME": str(home / ".local/share"), "XDG_CACHE_HOME": str(home / ".cache"),
           "ERRKB_CONFIG": str(config)}
    group = [case for case in CASES if case.name in ("mysql-attached-p", "npmrc-authtoken-uuid", "azure-sas-url-encoded-sig",
                                                     "yaml-passphrase-with-spaces", "curl-user-password", "jwt-0")]
    assert len(group) == 6

    def errkb(*args: str, stdin: str = "") -> subprocess.CompletedProcess[bytes]:
        proc = subprocess.run([str(ERRKB), "--kb", str(kb), *args], input=stdin.encode(), capture_output=True,
                              env=env, timeout=120)
        assert proc.returncode in (0, 3), proc.stderr
        return proc

    errkb("init")
    for payload in hook_payloads("claude", group, 0):
        assert errkb("hook", "claude", stdin=json.dumps(payload)).stderr == b""
    for case in group:
        errkb("capture", "--command", case.command, "--exit-code", "2", stdin=case.text)
    script = f'printf "%s\\n" "$LEAKPROBE" >&2; exit 3 # {group[0].command}'
    proc = subprocess.run([str(ERRKB), "--kb", str(kb), "run", "--", "sh", "-c", script], capture_output=True,
                          env=env | {"LEAKPROBE": output_of(group)}, timeout=120)
    assert proc.returncode == 3
    errkb("index", "rebuild")
    text = (kb / "ERRORS.md").read_text(encoding="utf-8")
    assert text.count("\n## ") >= 3 and "<secret>" in text and any((kb / "sessions").glob("*.json"))
    assert leaks_in([tmp_path, isolated_config.parent], group) == []
