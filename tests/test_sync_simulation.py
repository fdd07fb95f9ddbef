"""Five clones of one bare repository work on one KB and sync in a random interleaving of
`errkb sync` (rebase), `errkb sync --merge`, `git pull --rebase` and `git pull --no-rebase` with a
push: each appends 100 errors (some the same error as another clone's), edits 20 entries and
records fixes. The issue's proof: no conflict, every error present exactly once, IDs unique, no
pushed ID ever renumbered, every ID a clone was told still reaching its entry (with the sig),
all clones byte-identical at the end, doctor clean. Real git and the real driver throughout."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from click.testing import CliRunner
from gitkb import Remote, commit_all, git, git_env, kb_at, new_error  # noqa: F401  (fixture)

from errkb.app.doctor import failed, run_doctor
from errkb.cli.main import cli
from errkb.kb.ids import resolve_number
from errkb.kb.parse import parse_document
from errkb.kb.store import KbFormat
from errkb.loop.record import record_fix

CLONES, APPENDS, EDITS, SHARED = 5, 100, 20, 60
METHODS = ("errkb sync", "errkb sync --merge", "git pull --rebase", "git pull --no-rebase")


def published(remote: Remote) -> dict[tuple[str, str], str]:
    """(sig, first) → ID of every entry the remote holds."""
    text = git(remote.bare, "show", "main:ERRORS.md").stdout
    return {(e.meta.get("sig", ""), e.meta.get("first", "")): e.id for e in parse_document(text).entries}


class Team:
    def __init__(self, root: Path, runner: CliRunner, seed: int) -> None:
        self.remote = Remote(root)
        self.clones = [self.remote.clone(f"clone{i}") for i in range(CLONES)]
        self.runner, self.rng = runner, random.Random(seed)
        self.told: list[tuple[str, str]] = []  # (ID, sig) every append answered with
        self.sigs: set[str] = set()
        self.seen: dict[tuple[str, str], str] = {}  # what the remote has held, and under which ID
        self.syncs = {method: 0 for method in METHODS}
        shared = [f"shared{i}" for i in range(SHARED)]
        # Each clone's 100 errors: 80 of its own, 20 from a pool the others draw on too.
        self.todo = [[f"c{c}e{i}" for i in range(APPENDS - 20)] + self.rng.sample(shared, 20) for c in range(CLONES)]
        for todo in self.todo:
            self.rng.shuffle(todo)
        self.edits = [EDITS] * CLONES

    def work(self, who: int) -> None:
        kb = kb_at(self.clones[who])
        for _ in range(self.rng.randint(4, 16)):
            if not self.todo[who]:
                break
            key = self.todo[who].pop()
            entry, _ = kb.store.append(new_error(key))
            self.told.append((entry.id, entry.sig))
            self.sigs.add(entry.sig)
        entries = kb.store.document().entries
        for _ in range(min(self.edits[who], self.rng.randint(0, 4))):
            target = self.rng.choice(entries)
            kind = self.rng.choice(["fix", "note", "status"])
            self.edits[who] -= 1
            if kind == "fix":
                record_fix(kb, target.id, fix=f"fix by clone {who} #{self.edits[who]}", sig=target.sig)
            elif kind == "note":
                record_fix(kb, target.id, note=f"note by clone {who} #{self.edits[who]}", sig=target.sig)
            else:
                record_fix(kb, target.id, status="wontfix" if target.status == "fixed" else "fixed", sig=target.sig)
        if self.rng.random() < 0.5:
            commit_all(self.clones[who], f"clone {who} work")

    def sync(self, who: int) -> None:
        folder = self.clones[who]
        method = self.rng.choice(METHODS)
        self.syncs[method] += 1
        if method.startswith("errkb"):
            done = self.runner.invoke(cli, ["--kb", str(folder), *method.split()[1:]], catch_exceptions=False)
            assert done.exit_code == 0, f"{method} in clone {who}: {done.stderr}"
        else:
            if git(folder, "status", "--porcelain").stdout.strip():
                commit_all(folder, f"clone {who} before pulling")
            pulled = git(folder, "pull", "-q", "--no-edit", method.split()[-1], check=False)
            assert pulled.returncode == 0, f"{method} in clone {who} conflicted:\n{pulled.stdout}{pulled.stderr}"
            git(folder, "push", "-q")
        self.check_published()

    def check_published(self) -> None:
        now = published(self.remote)
        for identity, entry_id in self.seen.items():
            assert now.get(identity) == entry_id, f"published {entry_id} {identity} is now {now.get(identity)}"
        self.seen = now

    def busy(self) -> bool:
        return any(self.todo) or any(self.edits)


@pytest.mark.usefixtures("git_env")
def test_five_clones_syncing_in_random_order_never_conflict_and_lose_nothing(tmp_path: Path, runner: CliRunner) -> None:
    team = Team(tmp_path, runner, seed=12)
    while team.busy():
        who = team.rng.randrange(CLONES)
        team.work(who)
        if team.rng.random() < 0.45:
            team.sync(who)
    for who in [*range(CLONES), *range(CLONES)]:  # the last pushes reach everyone
        team.sync(who)
    texts = {(clone / "ERRORS.md").read_bytes() for clone in team.clones}
    assert len(texts) == 1, "the clones differ at the end"
    final = parse_document(texts.pop().decode())
    assert final.problems == []
    sigs = [e.sig for e in final.entries]
    assert len(sigs) == len(set(sigs)) and set(sigs) == team.sigs, "an error is missing or present twice"
    assert len({e.number for e in final.entries}) == len(final.entries)
    fmt = KbFormat()
    for entry_id, sig in team.told:
        block = final.block_for(resolve_number(final, entry_id, fmt, sig))
        assert block is not None and block.entry is not None and block.entry.sig == sig, f"{entry_id} lost {sig}"
    for clone in team.clones:
        findings = run_doctor(kb_at(clone), hosts=False)
        assert not failed(findings), [f.detail for f in findings if not f.ok]
    assert all(team.syncs[m] >= 3 for m in METHODS), team.syncs  # every way of syncing was exercised
    assert len(final.entries) >= CLONES * (APPENDS - 20) + 20
