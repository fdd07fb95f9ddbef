"""Many writers, and writers killed mid-write: separate processes, never threads.

8 interpreters each append 50 new entries at once → 400 unique IDs in a file that parses. A
writer killed with SIGKILL at chosen moments — its n-th file replacement about to happen, or
just done and not yet reported — leaves a file that parses and holds everything it had reported
as written (the report is made only after the store call returned). No timing is guessed: each
process says when it reached the point the test waits for.
"""

from __future__ import annotations

import multiprocessing
import os
import random
import select
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from errkb.kb.parse import parse_document
from errkb.kb.store import Store
from errkb.machine.config import Settings
from errkb.machine.paths import KbLocation
from errkb.model import NewEntry

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL and fork are POSIX")

WRITERS, EACH = 8, 50

WRITER = textwrap.dedent("""
    import sys, time
    from pathlib import Path
    from errkb.machine.config import Settings
    from errkb.kb.store import Store
    from errkb.model import NewEntry
    from errkb.machine.paths import KbLocation

    folder, worker, count, go = Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), Path(sys.argv[4])
    store = Store(KbLocation(folder, "test"), Settings())
    print("ready", flush=True)
    while not go.exists():  # start together, so the appends really race
        time.sleep(0.001)
    for i in range(count):
        sig = f"{worker:02d}{i:010x}"
        entry, created = store.append(NewEntry(title=f"[tool] worker {worker} error {i}", sig=sig, cat="tool",
                                               raw=f"boom {worker}/{i}", first="2026-09-14T09:12:33Z"))
        print(entry.id, sig, int(created), flush=True)
""")


def open_store(folder: Path) -> Store:
    store = Store(KbLocation(folder, "test"), Settings())
    store.init()
    return store


def test_eight_processes_appending_fifty_each_get_400_unique_ids(tmp_path: Path) -> None:
    folder, go = tmp_path / "kb", tmp_path / "go"
    store = open_store(folder)
    procs = [subprocess.Popen([sys.executable, "-c", WRITER, str(folder), str(w), str(EACH), str(go)],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for w in range(WRITERS)]
    for proc in procs:  # every interpreter has imported errkb: the start line is fair
        assert proc.stdout is not None and proc.stdout.readline() == "ready\n"
    go.touch()
    reported: list[tuple[str, str]] = []
    for proc in procs:
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
        rows = [line.split() for line in out.splitlines()]
        assert all(created == "1" for _, _, created in rows)
        reported += [(entry_id, sig) for entry_id, sig, _ in rows]
    assert len(reported) == WRITERS * EACH
    assert len({entry_id for entry_id, _ in reported}) == WRITERS * EACH
    doc = parse_document(store.read_text())
    assert doc.problems == []
    assert sorted((e.id, e.sig) for e in doc.entries) == sorted(reported)
    assert [e.number for e in doc.entries] == list(range(1, WRITERS * EACH + 1))


# ----------------------------------------------------------------------------- SIGKILL
# Where a writer stops to be killed, at its n-th os.replace: with the new file written but not
# in place, or in place but the store call not yet returned (so not reported).
PAUSES = ("before", "after")


def _pause_at(stop_at: int, pause: str, ready_fd: int) -> None:
    """In this forked writer only: at the stop_at-th os.replace, tell the test and wait to be killed."""
    real_replace = os.replace
    calls = 0

    def wait_for_the_kill() -> None:
        os.write(ready_fd, b"x")
        time.sleep(600)

    def replace(src: str, dst: str) -> None:
        nonlocal calls
        calls += 1
        if calls == stop_at and pause == "before":
            wait_for_the_kill()
        real_replace(src, dst)
        if calls == stop_at and pause == "after":
            wait_for_the_kill()

    os.replace = replace  # type: ignore[assignment]


def _crash_writer(folder: str, report: str, seed: int, stop_at: int, pause: str, ready_fd: int) -> None:
    """Append, update and forget in a loop, reporting each only after the store call returned."""
    _pause_at(stop_at, pause, ready_fd)
    rng = random.Random(seed)  # which entries to update and forget: seeded, the same every run
    store = Store(KbLocation(Path(folder), "test"), Settings())
    fd = os.open(report, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    mine: list[str] = []
    for i in range(10_000):
        sig = f"{seed:06x}{i:06x}"
        entry, _ = store.append(NewEntry(title=f"[tool] crash {seed} {i}", sig=sig, cat="tool",
                                         raw=f"raw {seed} {i}\n" * 3, fix=f"fix {i}", first="2026-09-14T09:12:33Z"))
        os.write(fd, f"A {entry.id} {sig}\n".encode())
        mine.append(entry.id)
        if i % 2 and len(mine) > 1:
            target = rng.choice(mine[:-1])
            store.update(target, fix=f"updated {seed} {i}", note=f"pass {i}")
            os.write(fd, f"U {target} {seed} {i}\n".encode())
        if i % 5 == 3:
            target = mine.pop(rng.randrange(len(mine)))
            store.archive(target, reason=f"crash test {seed}")
            os.write(fd, f"F {target}\n".encode())


def _ids(text: str) -> set[str]:
    return {e.id for e in parse_document(text).entries}


def _kill_when_paused(proc: multiprocessing.process.BaseProcess, ready: int) -> None:
    readable, _, _ = select.select([ready], [], [], 60)
    assert readable and os.read(ready, 1) == b"x", "the writer died before its kill point"
    os.kill(proc.pid, signal.SIGKILL)  # type: ignore[arg-type]
    proc.join(5)
    assert proc.exitcode == -signal.SIGKILL


def test_a_writer_killed_mid_write_never_loses_a_reported_write(tmp_path: Path) -> None:
    folder, report = tmp_path / "kb", tmp_path / "report.log"
    store = open_store(folder)
    ctx = multiprocessing.get_context("fork")
    appended: dict[str, str] = {}
    forgotten: set[str] = set()
    last_update: dict[str, tuple[int, int]] = {}
    for round_ in range(40):
        stop_at, pause = 1 + (round_ * 7) % 19, PAUSES[round_ % 2]  # appends, updates and archives all get hit
        ready, ready_w = os.pipe()
        proc = ctx.Process(target=_crash_writer, args=(str(folder), str(report), round_ + 1, stop_at, pause, ready_w))
        proc.start()
        os.close(ready_w)
        try:
            _kill_when_paused(proc, ready)
        finally:
            os.close(ready)
        for line in report.read_text().splitlines():
            kind, entry_id, *rest = line.split()
            if kind == "A":
                appended[entry_id] = rest[0]
            elif kind == "U":
                last_update[entry_id] = max(last_update.get(entry_id, (0, 0)), (int(rest[0]), int(rest[1])))
            else:
                forgotten.add(entry_id)
        report.write_text("")
        text = store.read_text()
        doc = parse_document(text)
        assert doc.problems == [], f"round {round_}: {doc.problems[:3]}"
        live = {e.id: e for e in doc.entries}
        archived = _ids(store.location.archive_md.read_text()) if store.location.archive_md.exists() else set()
        for entry_id, sig in appended.items():
            assert entry_id in live or entry_id in archived, f"round {round_}: {entry_id} was lost"
            if entry_id in live:
                assert live[entry_id].sig == sig
        assert not forgotten & set(live), f"round {round_}: a reported forget did not stick"
        for entry_id, (seed, i) in last_update.items():
            if entry_id in live:
                fix = live[entry_id].fix
                assert fix.startswith("updated "), f"round {round_}: update of {entry_id} was lost"
                got = tuple(int(x) for x in fix.split()[1:3])
                assert got >= (seed, i), f"round {round_}: {entry_id} went back to an older fix"
    assert len(appended) >= 20 and last_update and forgotten, "the writers barely ran; the test proved nothing"
    # A killed holder never blocks the next writer: the kernel dropped its lock.
    started = time.monotonic()
    store.append(NewEntry(title="after the storm", sig="ffffffffffff", cat="tool"))
    assert time.monotonic() - started < 2
