"""Every `--json` output is ONE object whose first key is `"schema": "errkb.<command>/1"`, and
every time in it is ISO 8601 UTC with `Z` (docs/json.md). Each command that has `--json` runs
here for real; a command that gains `--json` without a row in COMMANDS fails the census."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import click
import pytest
from click.testing import CliRunner
from gitkb import Remote, git_env  # noqa: F401  (fixture)

from errkb.cli.main import cli
from errkb.derived.kbase import KnowledgeBase
from errkb.loop.record import record_fix
from errkb.machine.config import Settings
from errkb.machine.paths import KbLocation

DOCS = Path(__file__).resolve().parents[1] / "docs" / "json.md"
NPM = "npm ERR! code E404\nnpm ERR! 404 Not Found - GET https://registry.npmjs.org/left-padd - Not found\n"
PUSH = "error: failed to push some refs to 'github.com:acme/shop.git'"
EACCES = "EACCES: permission denied, open '/home/alice/shop/dist/app.js'"
ISO = re.compile(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z")
TIME_LIKE = re.compile(r"\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}")

# command words → (schema, the arguments after them; {kb}, {tmp} filled in). Run in this order.
COMMANDS: dict[tuple[str, ...], tuple[str, list[str]]] = {
    ("capture",): ("errkb.capture/1", [PUSH]),
    ("record",): ("errkb.record/1", ["--message", NPM, "--fix", "Check the package name: left-pad."]),
    ("lookup",): ("errkb.lookup/1", ["E404"]),
    ("show",): ("errkb.show/1", ["E-0002"]),
    ("list",): ("errkb.list/1", []),
    ("where",): ("errkb.where/1", []),
    ("config",): ("errkb.config/1", []),
    ("why",): ("errkb.why/1", [PUSH]),
    ("scan",): ("errkb.scan/1", ["{tmp}/build.log"]),
    ("stats",): ("errkb.stats/1", []),
    ("trust",): ("errkb.trust/1", []),
    ("index", "rebuild"): ("errkb.index-rebuild/1", []),
    ("doctor",): ("errkb.doctor/1", ["--no-hosts"]),
    ("pending",): ("errkb.pending/1", []),
    ("accept",): ("errkb.accept/1", ["E-0003"]),
    ("reject",): ("errkb.reject/1", ["E-0004"]),
    ("mine",): ("errkb.mine/1", []),
    ("seed",): ("errkb.seed/1", []),
    ("export", "skill"): ("errkb.export-skill/1", ["--out", "{tmp}/skill"]),
    ("sync-doc",): ("errkb.sync-doc/1", ["--file", "{tmp}/AGENTS.md"]),
    ("import",): ("errkb.import/1", ["{tmp}/snapshot.json"]),
    ("merge",): ("errkb.merge/1", ["E-0003", "--into", "E-0004"]),
    ("sync",): ("errkb.sync/1", ["--dry-run"]),
}


def json_commands(group: click.Group = cli, words: tuple[str, ...] = ()) -> Iterator[tuple[str, ...]]:
    """Every command that takes the `--json` flag."""
    for name, command in group.commands.items():
        if isinstance(command, click.Group):
            yield from json_commands(command, (*words, name))
        elif any(isinstance(p, click.Option) and p.is_flag and "--json" in p.opts for p in command.params):
            yield (*words, name)


def times_in(value: Any) -> Iterator[str]:
    if isinstance(value, dict):
        for item in value.values():
            yield from times_in(item)
    elif isinstance(value, list):
        for item in value:
            yield from times_in(item)
    elif isinstance(value, str) and TIME_LIKE.match(value) and len(value) <= 32:
        yield value


def test_every_json_command_is_checked_here() -> None:
    assert set(json_commands()) == set(COMMANDS)


@pytest.fixture
def outputs(tmp_path: Path, runner: CliRunner, monkeypatch: pytest.MonkeyPatch,
            git_env: None) -> dict[tuple[str, ...], dict[str, Any]]:  # noqa: F811
    monkeypatch.setenv("HOME", str(tmp_path / "home"))  # `mine` finds no transcripts of the user's
    one = Remote(tmp_path).clone("one")  # a clone, so that `sync` runs too
    kb = KnowledgeBase(KbLocation(one, "test"), Settings())
    assert runner.invoke(cli, ["--kb", str(one), "capture", EACCES]).exit_code == 0  # E-0001
    (tmp_path / "build.log").write_text(f"building\n{NPM}{EACCES}\n")
    for message in (NPM, "TypeError: cannot read properties of undefined (reading 'map')",
                    "ModuleNotFoundError: No module named 'requests'"):
        assert runner.invoke(cli, ["--kb", str(one), "capture", message]).exit_code == 0  # E-0002…E-0004
    for number in (3, 4):  # fixes an agent recorded: the review queue's
        record_fix(kb, id=f"E-000{number}", fix=f"Fix number {number}.", by="agent")
    assert runner.invoke(cli, ["--kb", str(one), "capture", NPM]).exit_code == 0  # a repeat: state.json
    assert runner.invoke(cli, ["--kb", str(one), "export", "--json", str(tmp_path / "snapshot.json")]).exit_code == 0
    out = {}
    for words, (_schema, args) in COMMANDS.items():
        filled = [a.format(tmp=tmp_path) for a in args]
        result = runner.invoke(cli, ["--kb", str(one), *words, *filled, "--json"])
        assert result.exit_code in (0, 1) and result.stdout, (words, result.output)  # doctor: 1 on a finding
        out[words] = json.loads(result.stdout)
    return out


def test_each_json_output_is_one_object_with_its_schema_first_and_iso_times(
        outputs: dict[tuple[str, ...], dict[str, Any]]) -> None:
    for words, (schema, _args) in COMMANDS.items():
        data = outputs[words]
        assert isinstance(data, dict) and next(iter(data)) == "schema" and data["schema"] == schema, words
        assert [t for t in times_in(data) if not ISO.fullmatch(t)] == [], words


def test_entry_times_are_iso_whether_from_the_file_or_this_machine(
        outputs: dict[tuple[str, ...], dict[str, Any]]) -> None:
    shown = outputs[("show",)]
    assert ISO.fullmatch(shown["first_seen"]) and ISO.fullmatch(shown["last_seen"])  # file, then state.json
    assert shown["hits"] == 2
    rows = outputs[("list",)]["entries"]
    assert [r["id"] for r in rows] == [f"E-000{n}" for n in range(1, 6)] and outputs[("list",)]["count"] == 5
    assert all(ISO.fullmatch(r["last_seen"]) for r in rows)
    assert outputs[("doctor",)]["findings"] and isinstance(outputs[("doctor",)]["ok"], bool)


def test_export_snapshot_keeps_the_files_fields_and_has_its_schema_first(
        tmp_path: Path, runner: CliRunner, kb_dir: Path) -> None:
    """`errkb export --json -` is the snapshot `errkb import` reads: ERRORS.md's fields verbatim."""
    assert runner.invoke(cli, ["--kb", str(kb_dir), "init"]).exit_code == 0
    assert runner.invoke(cli, ["--kb", str(kb_dir), "capture", PUSH]).exit_code == 0
    data = json.loads(runner.invoke(cli, ["--kb", str(kb_dir), "export", "--json", "-"]).stdout)
    assert next(iter(data)) == "schema" and data["schema"] == "errkb.export/1" and ISO.fullmatch(data["exported"])


def test_docs_json_md_names_every_schema() -> None:
    text = DOCS.read_text()
    for schema, _args in COMMANDS.values():
        assert f"`{schema}`" in text, schema
    assert "`errkb.export/1`" in text

