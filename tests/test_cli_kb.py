"""The KB commands as a person runs them: exit codes, stdout for data only, stderr for messages,
`--json` that parses, and a missing KB that names `errkb init`.
"""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from errkb.cli.main import cli
from errkb.derived.kbase import KnowledgeBase
from errkb.errors import ErrkbError
from errkb.machine.config import Settings
from errkb.machine.paths import KbLocation
from errkb.model import NewEntry


def run(runner: CliRunner, kb_dir: Path | None, *args: str) -> Result:
    prefix = ["--kb", str(kb_dir)] if kb_dir is not None else []
    return runner.invoke(cli, [*prefix, *args], catch_exceptions=False)


@pytest.fixture
def filled(kb_dir: Path, runner: CliRunner) -> Path:
    assert run(runner, kb_dir, "init").exit_code == 0
    kb = KnowledgeBase(KbLocation(kb_dir, "test"), Settings())
    for n, (title, status) in enumerate([("[tool:npm] ERESOLVE unable to resolve", "fixed"),
                                         ("[command] Permission denied (publickey)", "open"),
                                         ("[tool] docker port is already allocated", "wontfix")], 1):
        kb.store.append(NewEntry(title=title, sig=f"{n:012x}", cat="tool", raw=f"boom {n}", fix=f"fix {n}",
                                 status=status, first="2026-09-14T09:12:33Z"))
    return kb_dir


def damage(kb_dir: Path) -> int:
    """Break E-0002's status; return the line a person must open."""
    path = kb_dir / "ERRORS.md"
    lines = path.read_text().split("\n")
    at = [i for i, line in enumerate(lines) if line == "- Status: `open`"][0]
    lines[at] = "- Status: `eventually`"
    path.write_text("\n".join(lines))
    return at + 1


# ------------------------------------------------------------------------- init / where
def test_init_prints_the_path_on_stdout_and_the_news_on_stderr(kb_dir: Path, runner: CliRunner) -> None:
    first = run(runner, kb_dir, "init")
    assert first.exit_code == 0
    assert first.stdout == f"{kb_dir}\n"
    assert "created" in first.stderr and "ERRORS.md" in first.stderr
    again = run(runner, kb_dir, "init")
    assert again.exit_code == 0 and again.stdout == f"{kb_dir}\n" and "already exists" in again.stderr
    assert (kb_dir / "ERRORS.md").read_text() == "# ERRORS\n"


def test_where_names_the_rule_that_chose_the_kb(kb_dir: Path, runner: CliRunner, isolated_config: Path,
                                                monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    by_option = run(runner, kb_dir, "where", "--json")
    assert by_option.exit_code == 0
    assert json.loads(by_option.stdout) == {"path": str(kb_dir), "rule": "option --kb", "exists": False}
    text = run(runner, kb_dir, "where")
    assert text.stdout.splitlines()[0] == str(kb_dir) and "errkb init" in text.stdout

    monkeypatch.setenv("ERRKB_DIR", str(tmp_path / "from-env"))
    assert json.loads(run(runner, None, "where", "--json").stdout)["rule"] == "env ERRKB_DIR"
    monkeypatch.delenv("ERRKB_DIR")

    isolated_config.write_text(f"# my settings\nkb_dir: {tmp_path / 'from-config'}\n")
    data = json.loads(run(runner, None, "where", "--json").stdout)
    assert data["path"] == str(tmp_path / "from-config") and data["rule"].startswith("kb_dir in")
    isolated_config.unlink()
    data = json.loads(run(runner, None, "where", "--json").stdout)
    assert data["rule"] == "default per-user data directory"


@pytest.mark.parametrize("args", [["show", "E-1"], ["list"], ["list", "--json"], ["forget", "E-1"],
                                  ["index", "rebuild"], ["show", "E-1", "--json"]])
def test_a_missing_kb_names_errkb_init_and_fails(kb_dir: Path, runner: CliRunner, args: list[str]) -> None:
    result = run(runner, kb_dir, *args)
    assert result.exit_code != 0
    assert result.stdout == ""
    assert "errkb init" in result.stderr and str(kb_dir) in result.stderr
    assert not (kb_dir / "ERRORS.md").exists()


# ---------------------------------------------------------------------------- show / list
@pytest.mark.parametrize("spelling", ["E-0002", "E-2", "e-2"])
def test_show_accepts_lenient_ids(filled: Path, runner: CliRunner, spelling: str) -> None:
    result = run(runner, filled, "show", spelling)
    assert result.exit_code == 0 and result.stderr == ""
    assert result.stdout.startswith("E-0002 · [command] Permission denied (publickey)\n")
    assert "fix: fix 2" in result.stdout


def test_show_json_parses_and_carries_effective_hits(filled: Path, runner: CliRunner) -> None:
    (filled / "state.json").write_text(json.dumps({"version": 2, "entries": {f"{1:012x}": {"hits": 4}}}))
    data = json.loads(run(runner, filled, "show", "e-1", "--json").stdout)
    assert (data["id"], data["hits"], data["status"], data["fix"]) == ("E-0001", 5, "fixed", "fix 1")


def test_show_an_unknown_id_fails_on_stderr(filled: Path, runner: CliRunner) -> None:
    result = run(runner, filled, "show", "e-42")
    assert result.exit_code == 1 and result.stdout == ""
    assert "no entry E-0042" in result.stderr


def test_show_a_damaged_entry_names_the_line(filled: Path, runner: CliRunner) -> None:
    line = damage(filled)
    result = run(runner, filled, "show", "E-2")
    assert result.exit_code == 1 and f"ERRORS.md:{line}:" in result.stderr


def test_list_rows_on_stdout_count_on_stderr(filled: Path, runner: CliRunner) -> None:
    result = run(runner, filled, "list")
    assert result.exit_code == 0
    assert [row.split()[0] for row in result.stdout.splitlines()] == ["E-0001", "E-0002", "E-0003"]
    assert result.stderr.strip() == "3 of 3 shown."
    fixed = run(runner, filled, "list", "--status", "fixed", "--json")
    assert [r["id"] for r in json.loads(fixed.stdout)] == ["E-0001"]
    limited = json.loads(run(runner, filled, "list", "--limit", "2", "--json").stdout)
    assert [r["id"] for r in limited] == ["E-0001", "E-0002"]
    assert set(limited[0]) >= {"id", "title", "status", "hits", "fix", "line"}


def test_list_skips_a_damaged_entry_and_still_works(filled: Path, runner: CliRunner) -> None:
    damage(filled)
    result = run(runner, filled, "list", "--json")
    assert result.exit_code == 0 and [r["id"] for r in json.loads(result.stdout)] == ["E-0001", "E-0003"]


def test_parse_problems_go_to_stderr_once_per_state_of_the_file(filled: Path, runner: CliRunner) -> None:
    """docs/format.md: each problem is reported as ERRORS.md:LINE on stderr by commands that read
    the file, once for each state of the file, whichever command (or hook) rebuilt the index."""
    line = damage(filled)
    first = run(runner, filled, "list", "--json")
    assert [r["id"] for r in json.loads(first.stdout)] == ["E-0001", "E-0003"]  # stdout is data only
    assert first.stderr.count(f"ERRORS.md:{line}: unknown status") == 1
    again = run(runner, filled, "lookup", "ERESOLVE")
    assert "ERRORS.md:" not in again.stderr  # the same file: said once
    with (filled / "ERRORS.md").open("a") as handle:
        handle.write("\n<!-- a hand edit -->\n")
    KnowledgeBase(KbLocation(filled, "test"), Settings()).index()  # a hook rebuilt it: it reports nothing
    changed = run(runner, filled, "list")
    assert changed.stderr.count(f"ERRORS.md:{line}: unknown status") == 1  # a new state: said again
    assert "ERRORS.md:" not in run(runner, filled, "list").stderr


def test_list_with_a_corrupt_state_file_still_works(filled: Path, runner: CliRunner) -> None:
    (filled / "state.json").write_text("{broken")
    result = run(runner, filled, "list", "--json")
    assert result.exit_code == 0 and [r["hits"] for r in json.loads(result.stdout)] == [1, 1, 1]


# ---------------------------------------------------------------------------------- forget
def test_forget_archives_and_the_id_is_gone(filled: Path, runner: CliRunner) -> None:
    result = run(runner, filled, "forget", "e-2", "--reason", "duplicate of E-1")
    assert result.exit_code == 0 and result.stdout == ""
    assert "Archived E-0002" in result.stderr
    assert "## E-0002" in (filled / "ERRORS.archive.md").read_text()
    assert [r["id"] for r in json.loads(run(runner, filled, "list", "--json").stdout)] == ["E-0001", "E-0003"]
    again = run(runner, filled, "forget", "E-2")
    assert again.exit_code == 1 and again.stdout == "" and "E-2" in again.stderr


# ---------------------------------------------------------------------------- index rebuild
def test_index_rebuild_text_and_json(filled: Path, runner: CliRunner) -> None:
    text = run(runner, filled, "index", "rebuild")
    assert text.exit_code == 0 and text.stdout.startswith("3 entries indexed in ")
    data = json.loads(run(runner, filled, "index", "rebuild", "--json").stdout)
    assert data["entries"] == 3 and data["problems"] == []
    assert (filled / "errors.index.json").exists() and (filled / "errors.sqlite").exists()


def test_index_rebuild_names_the_entries_whose_fingerprint_changed(filled: Path, runner: CliRunner) -> None:
    """After a normalizer upgrade the old mirror's fingerprints differ: the rebuild lists them."""
    run(runner, filled, "index", "rebuild")
    with sqlite3.connect(filled / "errors.sqlite") as con:
        con.execute("UPDATE entries SET fp = 'n0:000000000000' WHERE id = 'E-0002'")
    data = json.loads(run(runner, filled, "index", "rebuild", "--json").stdout)
    assert len(data["regrouped"]) == 1 and data["regrouped"][0].startswith("E-0002: n0:000000000000 → ")
    assert json.loads(run(runner, filled, "index", "rebuild", "--json").stdout)["regrouped"] == []


def test_index_rebuild_reports_problems_on_stderr(filled: Path, runner: CliRunner) -> None:
    line = damage(filled)
    result = run(runner, filled, "index", "rebuild", "--json")
    assert result.exit_code == 0
    assert json.loads(result.stdout)["entries"] == 2
    assert f"ERRORS.md:{line}: unknown status" in result.stderr


def large_kb(runner: CliRunner, kb_dir: Path, entries: int = 1000) -> None:
    """A KB big enough for its rebuild to show progress."""
    run(runner, kb_dir, "init")
    block = "## E-{n:04d} · [tool] failure {n}\n<!-- errkb: sig={n:012x} cat=tool -->\n\n- Fix:\n  fix {n}\n"
    (kb_dir / "ERRORS.md").write_text("# ERRORS\n\n" + "\n".join(block.format(n=n) for n in range(1, entries + 1)))


def test_index_rebuild_shows_progress_on_a_large_kb(kb_dir: Path, runner: CliRunner) -> None:
    large_kb(runner, kb_dir)
    result = run(runner, kb_dir, "index", "rebuild")
    assert result.exit_code == 0 and result.stdout.startswith("1000 entries indexed")
    assert "indexing: canonical forms 500/1000" in result.stderr
    assert "indexing: canonical forms 1000/1000\n" in result.stderr
    assert "indexing: index files 1000/1000\n" in result.stderr
    assert "indexing: word index 1000/1000\n" in result.stderr


def test_a_command_that_finds_a_large_kb_changed_shows_its_rebuild_on_a_terminal(
        kb_dir: Path, runner: CliRunner, monkeypatch: pytest.MonkeyPatch) -> None:
    large_kb(runner, kb_dir)
    quiet = run(runner, kb_dir, "list", "--limit", "1", "--json")  # a script: nothing on stderr
    assert quiet.exit_code == 0 and quiet.stderr == ""
    (kb_dir / "ERRORS.md").write_text((kb_dir / "ERRORS.md").read_text() + "\n")  # changed: rebuild again
    monkeypatch.setattr("errkb.cli.base.stderr_is_terminal", lambda: True)
    shown = run(runner, kb_dir, "list", "--limit", "1", "--json")
    assert shown.exit_code == 0 and json.loads(shown.stdout) == json.loads(quiet.stdout)
    assert "indexing: canonical forms 1000/1000\n" in shown.stderr


def test_a_rebuild_cut_short_ends_its_progress_line_before_the_error(
        kb_dir: Path, runner: CliRunner, monkeypatch: pytest.MonkeyPatch) -> None:
    large_kb(runner, kb_dir)

    def no_room(*args: object, **kwargs: object) -> None:
        raise ErrkbError("the disk is full")

    monkeypatch.setattr("errkb.derived.mirror_build.build_mirror", no_room)
    result = run(runner, kb_dir, "index", "rebuild")
    assert result.exit_code == 1 and result.stdout == ""
    assert "indexing: index files 0/1000\nerrkb: the disk is full\n" in result.stderr


def test_commands_work_with_stderr_closed(kb_dir: Path, runner: CliRunner) -> None:
    run(runner, kb_dir, "init", "--seed")
    done = subprocess.run(f'"{sys.executable}" -m errkb --kb "{kb_dir}" list --limit 2 --json 2>&-', shell=True,
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout
    assert len(json.loads(done.stdout)) == 2


# ---------------------------------------------------------------------------------- doctor
def test_doctor_on_a_healthy_kb_exits_0(filled: Path, runner: CliRunner) -> None:
    result = run(runner, filled, "doctor", "--no-hosts")
    assert result.exit_code == 0, result.stdout
    assert "FAIL" not in result.stdout and "3 entries, 0 problem(s)" in result.stdout


def test_doctor_exits_1_and_names_the_line_of_a_parse_problem(filled: Path, runner: CliRunner) -> None:
    line = damage(filled)
    result = run(runner, filled, "doctor", "--no-hosts")
    assert result.exit_code == 1
    assert f"FAIL  parse: ERRORS.md:{line}: unknown status '`eventually`'" in result.stdout
    data = json.loads(run(runner, filled, "doctor", "--no-hosts", "--json").stdout)
    assert any(f["check"] == "parse" and not f["ok"] and f["detail"].startswith(f"ERRORS.md:{line}:") for f in data)


def test_doctor_reports_a_duplicate_id_with_both_lines(filled: Path, runner: CliRunner) -> None:
    path = filled / "ERRORS.md"
    text = path.read_text()
    copy = text[text.index("## E-0001"):text.index("## E-0002")].replace("ERESOLVE", "again")
    path.write_text(text + "\n" + copy)  # as a careless merge might leave it
    lines = path.read_text().split("\n")
    first, later = [i + 1 for i, line in enumerate(lines) if line.startswith("## E-0001")]
    result = run(runner, filled, "doctor", "--no-hosts")
    assert result.exit_code == 1
    assert f"ERRORS.md:{later}: duplicate ID E-0001 (first at line {first})" in result.stdout


def test_doctor_on_a_missing_kb_says_run_errkb_init(kb_dir: Path, runner: CliRunner) -> None:
    result = run(runner, kb_dir, "doctor", "--no-hosts")
    assert result.exit_code == 1 and "errkb init" in result.stdout


def test_doctor_warns_about_a_corrupt_state_file(filled: Path, runner: CliRunner) -> None:
    (filled / "state.json").write_text("{broken")
    data = json.loads(run(runner, filled, "doctor", "--no-hosts", "--json").stdout)
    state = [f for f in data if f["check"] == "state"]
    assert len(state) == 1 and not state[0]["ok"] and "not valid JSON" in state[0]["detail"]
    assert (filled / "state.json").read_text() == "{broken"  # doctor reports, never repairs


def test_doctor_names_what_stops_qwen_and_opencode_running_errkb(filled: Path, runner: CliRunner,
                                                                  tmp_path: Path) -> None:
    home = tmp_path / "home"
    env: dict[str, str | None] = {"HOME": str(home), "XDG_CONFIG_HOME": str(home / ".config"), "QWEN_HOME": None,
                                  "CLAUDE_CONFIG_DIR": None, "CODEX_HOME": None, "DSH_HOME": None}

    def hosts() -> dict[str, dict[str, object]]:
        result = runner.invoke(cli, ["--kb", str(filled), "doctor", "--json"], env=env)
        return {f["check"]: f for f in json.loads(result.stdout) if f["check"] in ("host:qwen", "host:opencode")}

    for host in ("qwen", "opencode"):
        assert runner.invoke(cli, ["--kb", str(filled), "install", host], env=env).exit_code == 0
    assert all(f["ok"] for f in hosts().values()) and len(hosts()) == 2
    settings = home / ".qwen" / "settings.json"
    settings.write_text(json.dumps({**json.loads(settings.read_text()), "disableAllHooks": True}))
    config = home / ".config" / "opencode" / "opencode.json"
    data = json.loads(config.read_text())
    data["plugin"][0][0] = str(tmp_path / "gone" / "index.js")
    data["mcp"]["errkb"]["enabled"] = False
    config.write_text(json.dumps(data))
    found = hosts()
    assert not found["host:qwen"]["ok"] and f"{settings}: hooks are turned off (disableAllHooks)" in str(
        found["host:qwen"]["detail"])
    assert not found["host:opencode"]["ok"]
    assert f"opencode plugin not found: {tmp_path / 'gone' / 'index.js'}" in str(found["host:opencode"]["detail"])
    assert "the errkb MCP server is disabled" in str(found["host:opencode"]["detail"])
    assert runner.invoke(cli, ["--kb", str(filled), "doctor"], env=env).exit_code == 1
