"""The merge driver under the real git: `git pull` (merge and rebase), `git rebase`, cherry-pick
and jj's merge-tool call, on clones of a bare repository. What a user's git does, end to end."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from gitkb import ERRKB, Remote, commit_all, git, git_env, kb_at, new_error, read  # noqa: F401  (fixture)
from kbtexts import DAY2, DAY3, by_sig, ids_by_sig

from errkb.kb.parse import parse_document

pytestmark = pytest.mark.usefixtures("git_env")


def diverged(tmp_path: Path) -> tuple[Remote, Path]:
    """A remote where a teammate pushed E-0001..2 while `mine` recorded its own E-0001..2."""
    remote = Remote(tmp_path)
    mate, mine = remote.clone("mate"), remote.clone("mine")
    kb_at(mate).store.append(new_error("remote-one", DAY2))
    kb_at(mate).store.append(new_error("shared", DAY2, notes="seen on the build server"))
    commit_all(mate, "mate")
    git(mate, "push", "-q")
    kb_at(mine).store.append(new_error("local-one", DAY3))
    commit_all(mine, "mine: first")
    kb_at(mine).store.append(new_error("shared", DAY3, fix="clear the cache"))
    kb_at(mine).store.update("E-0001", note="happens after every upgrade")
    commit_all(mine, "mine: second")
    return remote, mine


def test_git_pull_merges_both_clones_entries_without_a_conflict(tmp_path: Path) -> None:
    _, mine = diverged(tmp_path)
    pulled = git(mine, "pull", "--no-rebase", "--no-edit")
    assert "CONFLICT" not in pulled.stdout + pulled.stderr
    text = read(mine)
    assert ids_by_sig(text) == {"n3:remote-one": "E-0001", "n3:shared": "E-0002", "n3:local-one": "E-0003"}
    shared = by_sig(text, "n3:shared")
    assert shared.fix == "clear the cache" and shared.notes == "seen on the build server"
    assert "aliases" not in shared.meta  # both clones called it E-0002
    assert by_sig(text, "n3:local-one").meta["renumbered-from"] == "E-0001"
    assert by_sig(text, "n3:local-one").notes == "happens after every upgrade"
    assert "E-0001 is now E-0003" in pulled.stderr
    assert git(mine, "status", "--porcelain").stdout == ""


def test_pull_with_rebase_gives_the_same_bytes_as_a_merge_and_as_errkb_would(tmp_path: Path) -> None:
    _, mine = diverged(tmp_path)
    twin = tmp_path / "twin"
    shutil.copytree(mine, twin)
    git(mine, "pull", "--no-rebase", "--no-edit")
    git(twin, "pull", "--rebase")
    assert read(twin) == read(mine)
    assert parse_document(read(twin)).problems == []
    # The rebase kept each commit: the renumbered entry is the same entry in the later commit.
    assert len(git(twin, "log", "--oneline", "origin/main..HEAD").stdout.splitlines()) == 2


def test_a_cherry_pick_onto_the_shared_branch_gives_the_same_bytes(tmp_path: Path) -> None:
    remote, mine = diverged(tmp_path)
    picked = remote.clone("picker")
    git(mine, "fetch", "-q")
    first, second = git(mine, "rev-list", "--reverse", "origin/main..HEAD").stdout.split()
    git(picked, "fetch", "-q", str(mine), "main")
    git(picked, "cherry-pick", first, second)
    git(mine, "pull", "--no-rebase", "--no-edit")
    assert read(picked) == read(mine)


def test_a_plain_git_rebase_onto_the_remote_branch_agrees_too(tmp_path: Path) -> None:
    _, mine = diverged(tmp_path)
    twin = tmp_path / "twin"
    shutil.copytree(mine, twin)
    git(mine, "pull", "--no-rebase", "--no-edit")
    git(twin, "fetch", "-q")
    git(twin, "rebase", "origin/main")
    assert read(twin) == read(mine)


def test_without_the_driver_in_git_config_the_same_pull_conflicts(tmp_path: Path) -> None:
    """What every clone did before: a text merge of two appends at the end of the file."""
    _, mine = diverged(tmp_path)
    git(mine, "config", "--remove-section", "merge.errkb")  # a fresh clone: .gitattributes only
    pulled = git(mine, "pull", "--no-rebase", "--no-edit", check=False)
    assert pulled.returncode != 0 and "CONFLICT (content): Merge conflict in ERRORS.md" in pulled.stdout


def test_a_preamble_changed_on_both_sides_stops_with_ordinary_markers(tmp_path: Path) -> None:
    remote = Remote(tmp_path)
    mate, mine = remote.clone("mate"), remote.clone("mine")
    for folder, team in ((mate, "red"), (mine, "blue")):
        (folder / "ERRORS.md").write_text(f"# ERRORS of team {team}\n")
        kb_at(folder).store.append(new_error(team))
        commit_all(folder, team)
    git(mate, "push", "-q")
    pulled = git(mine, "pull", "--no-rebase", "--no-edit", check=False)
    assert pulled.returncode != 0 and "CONFLICT" in pulled.stdout
    assert "preamble changed on both sides" in pulled.stderr
    text = read(mine)
    assert text.startswith("<<<<<<< remote (already shared)\n# ERRORS of team red\n=======\n# ERRORS of team blue\n>>>>>>> local\n")
    assert set(ids_by_sig(text.split("\n\n", 1)[1])) == {"n3:red", "n3:blue"}  # the entries merged all the same


def test_a_damaged_block_on_one_side_keeps_every_block_and_stops_the_merge(tmp_path: Path) -> None:
    remote = Remote(tmp_path)
    mate, mine = remote.clone("mate"), remote.clone("mine")
    kb_at(mate).store.append(new_error("remote"))
    commit_all(mate)
    git(mate, "push", "-q")
    kb_at(mine).store.append(new_error("local"))
    path = mine / "ERRORS.md"
    path.write_text(path.read_text().replace("- Status: `open`", "- Status: `perhaps`"))
    commit_all(mine)
    pulled = git(mine, "pull", "--no-rebase", "--no-edit", check=False)
    assert pulled.returncode != 0 and "not merged cleanly: ours:15: unknown status" in pulled.stderr
    text = read(mine)
    assert "failure local" in text and "failure remote" in text and "<<<<<<<" not in text


def test_the_archive_merges_entry_by_entry_too(tmp_path: Path) -> None:
    remote = Remote(tmp_path)
    mate, mine = remote.clone("mate"), remote.clone("mine")
    for folder, key in ((mate, "theirs"), (mine, "ours")):
        kb_at(folder).store.append(new_error(key))
        kb_at(folder).store.archive("E-0001", reason=f"obsolete {key}")
        commit_all(folder, key)
    git(mate, "push", "-q")
    git(mine, "pull", "--no-rebase", "--no-edit")
    archived = parse_document(read(mine, "ERRORS.archive.md")).entries
    assert sorted((e.sig, e.id) for e in archived) == [("n3:ours", "E-0002"), ("n3:theirs", "E-0001")]


def test_jj_calls_it_as_a_merge_tool_with_an_output_file_and_the_upstream_ref(tmp_path: Path) -> None:
    _, mine = diverged(tmp_path)
    git(mine, "fetch", "-q")
    base = git(mine, "merge-base", "HEAD", "origin/main").stdout.strip()
    sides = {}
    for name, ref in (("base", base), ("left", "HEAD"), ("right", "origin/main")):
        sides[name] = tmp_path / name
        sides[name].write_text(git(mine, "show", f"{ref}:ERRORS.md").stdout)
    output = tmp_path / "output"
    done = subprocess.run([*ERRKB, "merge-driver", str(sides["base"]), str(sides["left"]), str(sides["right"]),
                           "--output", str(output), "--upstream", "origin/main"], cwd=mine, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert sides["left"].read_text() == git(mine, "show", "HEAD:ERRORS.md").stdout  # left untouched
    git(mine, "pull", "--no-rebase", "--no-edit")
    assert output.read_text() == read(mine)


def test_a_bug_in_the_driver_falls_back_to_gits_own_markers_never_to_a_lost_side(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from errkb.sync import driver

    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("a bug")

    monkeypatch.setattr(driver, "merge_documents", broken)
    files = {}
    for name, text in (("base", "# ERRORS\n"), ("ours", "# ERRORS\n\nours\n"), ("theirs", "# ERRORS\n\ntheirs\n")):
        files[name] = tmp_path / name
        files[name].write_text(text)
    code = driver.run_merge_driver(driver.DriverCall(files["base"], files["ours"], files["theirs"]), tmp_path)
    assert code == 1 and "internal error" in capsys.readouterr().err
    merged = files["ours"].read_text()
    assert "<<<<<<<" in merged and "ours" in merged and "theirs" in merged


def test_a_kb_in_a_folder_of_a_project_repository_merges_the_same_way(tmp_path: Path) -> None:
    from errkb.sync.setup import install_setup

    bare = tmp_path / "project.git"
    git(tmp_path, "init", "-q", "--bare", str(bare))
    first = tmp_path / "first"
    git(tmp_path, "clone", "-q", str(bare), str(first))
    (first / "README").write_text("a project\n")
    kb_at(first / "errkb").store.init()
    install_setup(first / "errkb", ERRKB)
    commit_all(first, "project with a KB folder")
    git(first, "push", "-q", "-u", "origin", "main")
    clones = []
    for name, key, day in (("mate", "theirs", DAY2), ("mine", "ours", DAY3)):
        folder = tmp_path / name
        git(tmp_path, "clone", "-q", str(bare), str(folder))
        install_setup(folder / "errkb", ERRKB)
        kb_at(folder / "errkb").store.append(new_error(key, day))
        commit_all(folder, name)
        clones.append(folder)
    mate, mine = clones
    git(mate, "push", "-q")
    git(mine, "pull", "-q", "--rebase")
    assert (mate / ".gitattributes").exists() is False and (mine / "errkb" / ".gitattributes").exists()
    assert ids_by_sig(read(mine / "errkb")) == {"n3:theirs": "E-0001", "n3:ours": "E-0002"}
