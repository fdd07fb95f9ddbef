"""A rebuild killed from outside (SIGKILL, SIGTERM) takes its worker processes with it: none is
left behind blocked on a pipe, and whatever reads errkb's output sees it end."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux") or len(os.sched_getaffinity(0)) < 2,
    reason="a rebuild forks workers only on Linux with two cores or more")

ENTRIES = 3000  # above PARALLEL_FROM, and long headlines: the workers are still busy when killed


def _large_kb(folder: Path) -> Path:
    block = ("## E-{n:05d} · [command:npm] npm ERR! 404 Not Found - GET https://registry.npmjs.org/pkg-{n} at "
             "/home/u{n}/app/x{n}.js:{n}:7 while resolving dep-{n}@^{n}.0.0 from /srv/build-{n}/package.json\n"
             "<!-- errkb: sig={n:012x} cat=command -->\n\n- Status: `open`\n")
    folder.mkdir()
    (folder / "ERRORS.md").write_text("# ERRORS\n\n" + "\n".join(block.format(n=n) for n in range(1, ENTRIES + 1)))
    return folder


def _children(pid: int) -> list[int]:
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
        except OSError:
            continue
        if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
            found.append(int(entry))
    return found


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state not in ("Z", "X")


@pytest.mark.parametrize("how", [signal.SIGKILL, signal.SIGTERM], ids=["SIGKILL", "SIGTERM"])
def test_killing_a_rebuild_leaves_no_worker_and_its_output_ends(tmp_path: Path, how: signal.Signals) -> None:
    kb = _large_kb(tmp_path / "kb")
    proc = subprocess.Popen([sys.executable, "-m", "errkb", "--kb", str(kb), "index", "rebuild"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 60
    workers: list[int] = []
    while time.monotonic() < deadline and proc.poll() is None:
        workers = _children(proc.pid)
        if len(workers) >= 2:
            break
        time.sleep(0.01)
    assert len(workers) >= 2, "the rebuild never forked its workers (or ended first)"
    time.sleep(0.3)  # let them get to work
    os.kill(proc.pid, how)
    try:
        proc.communicate(timeout=20)  # reads both pipes to their end
    except subprocess.TimeoutExpired:
        proc.kill()
        pytest.fail("errkb's stdout never ended: a worker still holds it")
    finally:
        for pid in workers:
            if _alive(pid):
                os.kill(pid, signal.SIGKILL)
    give_up = time.monotonic() + 10
    while time.monotonic() < give_up and any(_alive(pid) for pid in workers):
        time.sleep(0.05)
    assert not [pid for pid in workers if _alive(pid)], "a worker outlived its rebuild"
