"""No writes into an unfinished merge: while ERRORS.md holds conflict markers, or its repository
is mid-merge or mid-rebase, errkb appends and edits nothing, still answers known errors from the
last good index, and says why (a hook once per session). `doctor` names every marker's line."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from gitkb import Remote, commit_all, git, git_env, kb_at, new_error  # noqa: F401  (fixture)

from errkb.cli.main import cli
from errkb.derived.kbase import KnowledgeBase
from errkb.errors import WritesPaused
from errkb.loop.session import Engine
from errkb.model import Event

KNOWN = "ModuleNotFoundError: No module named 'requests'"
NEW = "Error: Cannot find module 'left-pad'"


def conflicted(tmp_path: Path) -> tuple[Path, KnowledgeBase]:
    """A clone whose `git pull` stopped in ERRORS.md: a clone without the driver, as they all were."""
    remote = Remote(tmp_path)
    mate, mine = remote.clone("mate"), remote.clone("mine")
    kb = kb_at(mine)
    kb.store.append(new_error("known", title=f"[command] {KNOWN}", fix="pip install requests", raw=KNOWN))
    commit_all(mine)
    git(mine, "push", "-q")
    git(mate, "pull", "-q")
    kb_at(mate).store.append(new_error("theirs"))
    commit_all(mate)
    git(mate, "push", "-q")
    kb.store.update("E-0001", note="needs the venv active")
    kb.index()  # the last good index, built before the merge stopped
    commit_all(mine)
    git(mine, "config", "--remove-section", "merge.errkb")
    assert git(mine, "pull", "--no-rebase", "--no-edit", check=False).returncode != 0
    return mine, kb


@pytest.mark.usefixtures("git_env")
def test_every_write_is_refused_while_the_merge_is_unfinished(tmp_path: Path) -> None:
    mine, kb = conflicted(tmp_path)
    before = (mine / "ERRORS.md").read_bytes()
    for write in (lambda: kb.store.append(new_error("another")), lambda: kb.store.update("E-0001", fix="x"),
                  lambda: kb.store.archive("E-0001")):
        with pytest.raises(WritesPaused) as info:
            write()
        assert "ERRORS.md holds git conflict markers (line" in info.value.message
        assert "git merge --abort" in str(info.value.hint)
    assert (mine / "ERRORS.md").read_bytes() == before


@pytest.mark.usefixtures("git_env")
def test_a_rebase_stopped_elsewhere_pauses_writes_too(tmp_path: Path) -> None:
    remote = Remote(tmp_path)
    mate, mine = remote.clone("mate"), remote.clone("mine")
    for folder, text in ((mate, "theirs\n"), (mine, "ours\n")):
        (folder / "README").write_text(text)
        commit_all(folder)
    git(mate, "push", "-q")
    git(mine, "fetch", "-q")
    assert git(mine, "rebase", "origin/main", check=False).returncode != 0  # README conflicts
    with pytest.raises(WritesPaused, match="in the middle of a rebase"):
        kb_at(mine).store.append(new_error("during the rebase"))


@pytest.mark.usefixtures("git_env")
def test_hooks_answer_known_errors_from_the_last_good_index_and_record_nothing(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    mine, kb = conflicted(tmp_path)
    before = (mine / "ERRORS.md").read_bytes()
    engine = Engine(kb)
    known = engine.handle(Event("tool_failed", "s1", "Bash", {"command": "python app.py"}, "python app.py", KNOWN, 1))
    assert len(known) == 1 and "pip install requests" in known[0].text
    assert capsys.readouterr().err == ""
    for _ in range(2):
        new = engine.handle(Event("tool_failed", "s1", "Bash", {"command": "node x.js"}, "node x.js", NEW, 1))
        assert new == [] and engine.last_outcome is not None and engine.last_outcome.via == "paused"
    said = capsys.readouterr().err
    assert said.count("errkb records nothing until it is finished") == 1  # once per session
    engine.handle(Event("tool_failed", "s2", "Bash", {"command": "node x.js"}, "node x.js", NEW, 1))
    assert capsys.readouterr().err.count("errkb records nothing") == 1  # a new session is told again
    assert (mine / "ERRORS.md").read_bytes() == before


@pytest.mark.usefixtures("git_env")
def test_capture_and_record_say_why_on_stderr(tmp_path: Path, runner: CliRunner) -> None:
    mine, _ = conflicted(tmp_path)
    captured = runner.invoke(cli, ["--kb", str(mine), "capture", NEW])
    assert captured.exit_code == 0 and captured.stdout.startswith("paused: ")
    assert "holds git conflict markers" in captured.stderr
    known = runner.invoke(cli, ["--kb", str(mine), "capture", KNOWN])
    assert known.stdout.startswith("E-0001\tknown") and "fix: pip install requests" in known.stdout
    recorded = runner.invoke(cli, ["--kb", str(mine), "record", "E-0001", "--fix", "pin it"])
    assert recorded.exit_code == 1 and "records nothing until it is finished" in recorded.stderr


def test_doctor_names_conflict_markers_inside_code_fences_with_their_line(kb: KnowledgeBase, runner: CliRunner) -> None:
    kb.store.append(new_error("fenced"))
    path = kb.location.errors_md
    text = path.read_text()
    path.write_text(text.replace("  boom fenced\n", "<<<<<<< HEAD\n  boom fenced\n=======\n  boom other\n>>>>>>> theirs\n"))
    lines = path.read_text().splitlines()
    marked = [i + 1 for i, line in enumerate(lines) if line.startswith(("<<<<<<<", "=======", ">>>>>>>"))]
    doctor = runner.invoke(cli, ["--kb", str(kb.location.path), "doctor", "--no-hosts"])
    assert doctor.exit_code == 1
    for line in marked:
        assert f"FAIL  conflict-marker: ERRORS.md:{line}: leftover git conflict marker" in doctor.stdout
