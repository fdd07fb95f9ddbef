"""Suppression made visible: said once where it happens, listed and reset by `errkb trust`; and a
failure on another target never counts against a fix ("It failed here last time")."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from click.testing import CliRunner

from errkb.cli.main import cli
from errkb.derived.kbase import KnowledgeBase
from errkb.loop.record import record_fix
from errkb.loop.session import Engine
from errkb.machine.config import Settings
from errkb.machine.paths import KbLocation
from errkb.model import Event

P = "[errkb advisory]"
BAD_JSON = "parse error: Invalid numeric literal at line 1, column 5"
FIX = "The file is not JSON; check what wrote it."
SUPPRESSED = f"{P} E-0001's fix was shown twice and did not help; it is now suppressed here — `errkb trust E-0001 --reset`"


def make_kb(path: Path) -> KnowledgeBase:
    kb = KnowledgeBase(KbLocation(path, "test"), Settings(session_digest="off"))
    kb.store.init()
    return kb


def jq_fails(sid: str, target: str = "d.json") -> Event:
    command = f"jq . {target}"
    return Event("tool_failed", sid, "Bash", {"command": command}, command, BAD_JSON, 5, source="command")


def prompt(sid: str) -> Event:
    return Event("user_prompt", sid, prompt="go on")


def notices(kb: KnowledgeBase, *events: Event) -> list[str]:
    return [n.text for event in events for n in Engine(kb).handle(event)]


def known(path: Path, status: str = "fixed") -> KnowledgeBase:
    kb = make_kb(path)
    notices(kb, prompt("setup"), jq_fails("setup"))
    record_fix(kb, id="E-0001", fix=FIX, status=status)
    return kb


def test_a_failure_on_another_target_is_not_the_fix_failing(tmp_path: Path) -> None:
    kb = known(tmp_path / "kb", status="open")  # open: two notices per session
    first = notices(kb, prompt("s"), jq_fails("s", "d.json"))
    assert first and "It failed here last time" not in first[0]
    other = notices(kb, prompt("s"), jq_fails("s", "e.json"))  # e.json after d.json: another file
    assert other and "It failed here last time" not in other[0]
    assert kb.state().trust[kb.store.entry("E-0001").sig]["recurred"] == 0
    again = notices(kb, prompt("s2"), jq_fails("s2", "e.json"), prompt("s2"), jq_fails("s2", "e.json"))
    assert len(again) == 2 and "It failed here last time." in again[1]  # e.json twice: that fix did not help


def test_suppression_is_said_once_where_it_happens(tmp_path: Path) -> None:
    kb = known(tmp_path / "kb")
    said = notices(kb, prompt("s1"), jq_fails("s1"), prompt("s1"), jq_fails("s1"),  # shown, failed again: doubted
                   prompt("s2"), jq_fails("s2"), prompt("s2"), jq_fails("s2"))  # shown, failed again: suppressed
    assert said[-1] == SUPPRESSED and said.count(SUPPRESSED) == 1
    assert notices(kb, prompt("s3"), jq_fails("s3"), prompt("s4"), jq_fails("s4")) == []  # never again


def test_errkb_trust_lists_and_resets(tmp_path: Path, runner: CliRunner) -> None:
    kb = known(tmp_path / "kb")
    kb_dir = str(kb.location.path)
    assert runner.invoke(cli, ["--kb", kb_dir, "trust"]).stderr == "No fix has been shown on this machine yet.\n"
    notices(kb, prompt("s1"), jq_fails("s1"), prompt("s1"), jq_fails("s1"), prompt("s2"), jq_fails("s2"),
            prompt("s2"), jq_fails("s2"))
    listed = runner.invoke(cli, ["--kb", kb_dir, "trust"])
    assert listed.stdout.startswith("E-0001  suppressed  shown 2 · failed again 2 · worked 0  [command:jq] ")
    assert "errkb trust ID --reset shows one again" in listed.stderr
    data = json.loads(runner.invoke(cli, ["--kb", kb_dir, "trust", "--json"]).stdout)
    assert data["schema"] == "errkb.trust/1" and data["fixes"][0]["level"] == "suppressed"
    reset = runner.invoke(cli, ["--kb", kb_dir, "trust", "E-1", "--reset"])
    assert reset.exit_code == 0 and reset.stdout.startswith("E-0001  trusted     shown 0")
    assert "E-0001's fix is trusted again on this machine." in reset.stderr
    back = notices(kb, prompt("s5"), jq_fails("s5"))
    assert back and f"fix (by a person): «{FIX}»" in back[0] and "It failed here last time" not in back[0]
    refused = runner.invoke(cli, ["--kb", kb_dir, "trust", "--reset"])
    assert refused.exit_code == 2 and "errkb trust ID --reset" in refused.stderr


def test_a_person_running_the_command_sees_the_suppression(tmp_path: Path) -> None:
    kb = known(tmp_path / "kb")
    failing = [sys.executable, "-c", f"import sys; sys.exit({BAD_JSON!r})"]

    def run() -> str:
        return subprocess.run([sys.executable, "-m", "errkb", "--kb", str(kb.location.path), "run", "--", *failing],
                              capture_output=True, text=True, timeout=60, cwd=tmp_path).stderr

    outputs = [run() for _ in range(5)]
    told = [n for n, err in enumerate(outputs) if "is now suppressed here" in err]
    assert len(told) == 1, outputs
    assert all(FIX not in err for err in outputs[told[0] + 1:])
