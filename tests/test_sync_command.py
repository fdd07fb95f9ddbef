"""`errkb sync`, `errkb init` and `errkb doctor [--fix]` on real clones of a bare repository:
what a person sees on stdout and stderr, what lands in git, and every refusal with its reason."""

from __future__ import annotations

import http.server
import json
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from gitkb import Remote, commit_all, git, git_env, kb_at, new_error, read  # noqa: F401  (fixture)
from kbtexts import DAY2, DAY3, ids_by_sig

from errkb.cli.main import cli
from errkb.kb.parse import parse_document

pytestmark = pytest.mark.usefixtures("git_env")


def errkb(runner: CliRunner, folder: Path, *args: str) -> Result:
    return runner.invoke(cli, ["--kb", str(folder), *args], catch_exceptions=False)


def test_two_clones_sync_in_turn_and_end_with_the_same_file(tmp_path: Path, runner: CliRunner) -> None:
    remote = Remote(tmp_path)
    one, two = remote.clone("one"), remote.clone("two")
    kb_at(one).store.append(new_error("alpha", DAY2))
    kb_at(two).store.append(new_error("beta", DAY3))
    kb_at(two).store.append(new_error("alpha", DAY3, fix="reinstall"))
    first = errkb(runner, one, "sync")
    assert first.exit_code == 0, first.stderr
    assert first.stdout == "" and "committed: new E-0001" in first.stderr and "pushed 1" in first.stderr
    second = errkb(runner, two, "sync", "--json")
    assert second.exit_code == 0, second.stderr
    report = json.loads(second.stdout)
    assert report["schema"] == "errkb.sync/1" and report["upstream"] == "origin/main"
    # Its beta was E-0001, taken by one's alpha: now E-0003 (E-0002 answers for its own alpha,
    # which was the same error as E-0001 and folded into it). The commit names the new IDs.
    assert report["renumbered"] == [["E-0001", "E-0003"], ["E-0002", "E-0001"]]
    assert report["committed"] == ["E-0003"] and report["updated"] == ["E-0001"]
    assert "E-0001 is now E-0003" in second.stderr
    assert git(two, "log", "-1", "--format=%B").stdout.startswith(
        "errkb: new E-0003; updated E-0001\n\nE-0003 · [tool:Bash] failure beta")
    assert errkb(runner, one, "sync").exit_code == 0
    assert read(one) == read(two)
    assert ids_by_sig(read(one)) == {"n3:alpha": "E-0001", "n3:beta": "E-0003"}


def test_the_commit_message_lists_the_new_and_updated_ids(tmp_path: Path, runner: CliRunner) -> None:
    remote = Remote(tmp_path)
    one = remote.clone("one")
    kb_at(one).store.append(new_error("alpha"))
    errkb(runner, one, "sync")
    kb_at(one).store.append(new_error("beta"))
    kb_at(one).store.update("E-0001", fix="restart it")
    assert errkb(runner, one, "sync").exit_code == 0
    message = git(one, "log", "-1", "--format=%B").stdout
    assert message.startswith("errkb: new E-0002; updated E-0001\n\nE-0002 · [tool:Bash] failure beta")


def test_sync_by_merge_and_by_rebase_and_plain_git_pull_agree(tmp_path: Path, runner: CliRunner) -> None:
    remote = Remote(tmp_path)
    mate, mine = remote.clone("mate"), remote.clone("mine")
    for key in ("r1", "r2"):
        kb_at(mate).store.append(new_error(key, DAY2))
    errkb(runner, mate, "sync")
    for key in ("l1", "l2", "r2"):
        kb_at(mine).store.append(new_error(key, DAY3))
    commit_all(mine, "local work")
    copies = {name: tmp_path / name for name in ("by-merge", "by-pull", "by-pull-rebase")}
    for copy in copies.values():
        shutil.copytree(mine, copy)
    assert errkb(runner, mine, "sync").exit_code == 0
    assert errkb(runner, copies["by-merge"], "sync", "--merge").exit_code == 0
    git(copies["by-pull"], "pull", "--no-rebase", "--no-edit")
    git(copies["by-pull-rebase"], "pull", "--rebase")
    for copy in copies.values():
        assert read(copy) == read(mine), copy.name


def test_sync_refuses_a_clone_without_the_merge_set_up_and_setup_fixes_it(tmp_path: Path, runner: CliRunner) -> None:
    remote = Remote(tmp_path)
    bare = remote.clone("bare", setup=False)
    refused = errkb(runner, bare, "sync")
    assert refused.exit_code == 1
    assert "no merge.errkb.driver" in refused.stderr and "errkb sync --setup" in refused.stderr
    doctor = errkb(runner, bare, "doctor", "--no-hosts")
    assert doctor.exit_code == 1 and "FAIL  sync: this clone has no merge.errkb.driver" in doctor.stdout
    fixed = errkb(runner, bare, "sync", "--setup")
    assert fixed.exit_code == 0, fixed.stderr
    assert "set merge.errkb.driver" in fixed.stderr
    assert "merge-driver %O %A %B %P" in git(bare, "config", "merge.errkb.driver").stdout
    assert errkb(runner, bare, "doctor", "--no-hosts").exit_code == 0


def test_doctor_fix_writes_the_attributes_and_the_git_config(tmp_path: Path, runner: CliRunner) -> None:
    folder = tmp_path / "kb"
    git(tmp_path, "init", "-q", str(folder))
    kb_at(folder).store.init()
    before = errkb(runner, folder, "doctor", "--no-hosts")
    assert before.exit_code == 1 and ".gitattributes lacks 'ERRORS.md merge=errkb'" in before.stdout
    after = errkb(runner, folder, "doctor", "--no-hosts", "--fix")
    assert after.exit_code == 0, after.stdout
    assert "ERRORS.md merge=errkb" in (folder / ".gitattributes").read_text()
    assert "ok    sync: git merges ERRORS.md entry by entry" in after.stdout


def test_errkb_init_in_a_git_clone_sets_the_merge_up(tmp_path: Path, runner: CliRunner) -> None:
    folder = tmp_path / "kb"
    git(tmp_path, "init", "-q", str(folder))
    done = errkb(runner, folder, "init")
    assert done.exit_code == 0 and done.stdout == f"{folder}\n"
    assert "wrote" in done.stderr and ".gitattributes" in done.stderr
    assert git(folder, "check-attr", "merge", "--", "ERRORS.md").stdout.strip() == "ERRORS.md: merge: errkb"
    outside = tmp_path / "plain"
    assert errkb(runner, outside, "init").stderr.count("\n") == 1  # no git: nothing more to say
    assert not (outside / ".gitattributes").exists()


def test_sync_refuses_an_unfinished_merge_and_a_dirty_tree_and_no_remote(tmp_path: Path, runner: CliRunner) -> None:
    remote = Remote(tmp_path)
    one = remote.clone("one")
    (one / "notes.txt").write_text("tracked\n")
    commit_all(one, "a file that is not the KB's")
    (one / "notes.txt").write_text("changed\n")
    dirty = errkb(runner, one, "sync")
    assert dirty.exit_code == 1 and "changes that are not the KB's: notes.txt" in dirty.stderr
    git(one, "checkout", "notes.txt")
    git_dir = Path(git(one, "rev-parse", "--absolute-git-dir").stdout.strip())
    (git_dir / "MERGE_HEAD").write_text(git(one, "rev-parse", "HEAD").stdout)
    unfinished = errkb(runner, one, "sync")
    assert unfinished.exit_code == 1 and "in the middle of a merge" in unfinished.stderr
    (git_dir / "MERGE_HEAD").unlink()
    alone = tmp_path / "alone"
    git(tmp_path, "init", "-q", str(alone))
    kb_at(alone).store.init()
    errkb(runner, alone, "doctor", "--fix", "--no-hosts")
    lonely = errkb(runner, alone, "sync")
    assert lonely.exit_code == 1 and "no remote" in lonely.stderr and "git remote add origin" in lonely.stderr
    outside = tmp_path / "outside"
    kb_at(outside).store.init()
    assert "not in a git clone" in errkb(runner, outside, "sync").stderr


@pytest.fixture
def asks_for_a_password() -> Iterator[str]:
    """An HTTP git remote that answers every request with 401, as a private repository does."""
    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802 - the http.server interface
            self.send_response(401)
            self.send_header("WWW-Authenticate", 'Basic realm="kb"')
            self.send_header("Content-Length", "0")
            self.end_headers()

        def log_message(self, *args: object) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/team/kb.git"
    server.shutdown()


def test_an_authentication_failure_is_named_as_one(tmp_path: Path, runner: CliRunner, asks_for_a_password: str) -> None:
    remote = Remote(tmp_path)
    one = remote.clone("one")
    git(one, "remote", "set-url", "origin", asks_for_a_password)
    kb_at(one).store.append(new_error("alpha"))
    failed = errkb(runner, one, "sync")
    assert failed.exit_code == 1 and "could not authenticate with origin" in failed.stderr
    assert "Traceback" not in failed.stderr
    git(one, "remote", "set-url", "origin", str(tmp_path / "gone.git"))
    unreachable = errkb(runner, one, "sync")
    assert unreachable.exit_code == 1 and "cannot reach origin" in unreachable.stderr


def test_dry_run_says_what_would_happen_and_changes_nothing(tmp_path: Path, runner: CliRunner) -> None:
    remote = Remote(tmp_path)
    one = remote.clone("one")
    kb_at(one).store.append(new_error("alpha"))
    head = git(one, "rev-parse", "HEAD").stdout
    dry = errkb(runner, one, "sync", "--dry-run")
    assert dry.exit_code == 0, dry.stderr
    assert "would commit: new E-0001" in dry.stderr and "origin/main: 0 commit(s) to pull, 0 to push" in dry.stderr
    assert git(one, "rev-parse", "HEAD").stdout == head and git(one, "status", "--porcelain").stdout.strip()


def test_a_push_that_loses_the_race_pulls_again_and_pushes(tmp_path: Path, runner: CliRunner) -> None:
    remote = Remote(tmp_path)
    one, racer = remote.clone("one"), remote.clone("racer")
    kb_at(racer).store.append(new_error("faster", DAY2))
    commit_all(racer, "racer")
    hook = one / ".git" / "hooks" / "pre-push"
    # The first push finds the remote moved: a teammate pushes between our fetch and our push.
    hook.write_text(f"#!/bin/sh\nrm \"$0\"\ngit -C {racer} push -q origin main\n")
    hook.chmod(0o755)
    kb_at(one).store.append(new_error("slower", DAY3))
    done = errkb(runner, one, "sync")
    assert done.exit_code == 0, done.stderr
    git(racer, "pull", "-q", "--rebase")
    assert read(racer) == read(one)
    assert ids_by_sig(read(one)) == {"n3:faster": "E-0001", "n3:slower": "E-0002"}


def test_the_five_set_up_commands_of_docs_sync_md_work_for_two_people(tmp_path: Path, runner: CliRunner,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """docs/sync.md, "Set-up in five commands", as written, against an empty repository."""
    docs = (Path(__file__).resolve().parents[1] / "docs" / "sync.md").read_text()
    block = docs.split("## Set-up in five commands", 1)[1].split("```sh\n", 1)[1].split("```", 1)[0]
    commands = [line.split("  #")[0].strip() for line in block.splitlines() if line.strip() and not line.startswith(" ")]
    assert len(commands) == 5
    git(tmp_path, "init", "-q", "--bare", "team.git")
    for person in ("ann", "bob"):
        home = tmp_path / person
        home.mkdir()
        monkeypatch.setenv("HOME", str(home))
        monkeypatch.setenv("ERRKB_CONFIG", str(home / "errkb.yaml"))
        for command in commands:
            words = [w.replace("git@example.com:team/kb.git", str(tmp_path / "team.git")).replace("~", str(home))
                     for w in command.split()]
            if words[0] == "git":
                git(tmp_path, *words[1:])
            else:
                done = runner.invoke(cli, words[1:], catch_exceptions=False)
                assert done.exit_code == 0, f"{command}: {done.stderr}{done.stdout}"
        kb_at(home / "team-kb").store.append(new_error(f"{person}'s error"))
        assert runner.invoke(cli, ["sync"]).exit_code == 0
    assert runner.invoke(cli, ["--kb", str(tmp_path / "ann" / "team-kb"), "sync"]).exit_code == 0
    ann, bob = (read(tmp_path / p / "team-kb") for p in ("ann", "bob"))
    assert ann == bob and "failure ann's error" in ann and "failure bob's error" in ann
    assert len(parse_document(ann).entries) > 2  # the first person's seed entries, shared by both
