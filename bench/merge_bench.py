"""Merging ERRORS.md at scale: errkb's entry-level merge against git's own text merges.

For each size a base KB of N generated entries is written (not timed), and two clones of it
each append 40 entries (10 of them the same errors as the other clone's, under other IDs) and
edit 100 (fix, status or a note; 10 edited on both sides). Then, side by side on the same three
files:

* errkb in-process   `errkb.sync.merge.merge_documents`, the pure function (best of --repeat)
* errkb merge-driver the command as git runs it, in a git repository whose origin/main holds
                     the remote side: Python start, imports, `git show` of the upstream's files,
                     the merge and the write (best of --repeat)
* git merge-file     the text merge git does without errkb's driver: conflicts, as the issue saw
* --union            `git merge-file --union`, the shortcut that never conflicts

and for each result: conflicts (hunks git could not merge), entries lost (an error of either
side missing or unreadable), duplicate IDs, IDs renumbered and errors folded.

Run it from a non-editable install (`pip install .` in a fresh virtualenv), so the import cost
is the one a user pays; the script says where errkb was imported from.

    python bench/merge_bench.py [--sizes 1000,10000,100000] [--repeat 3]

Times are wall and CPU milliseconds (CPU includes child processes: git, the driver).
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import errkb
from errkb.kb.parse import parse_document
from errkb.kb.render import render_entry
from errkb.model import NewEntry
from errkb.sync.merge import merge_documents, upstream_from

WORDS = ("module", "package", "build", "cache", "token", "socket", "config", "schema", "lockfile", "worker",
         "install", "compile", "import", "request", "timeout", "permission", "symlink", "runtime", "index")
FIXES = ("Reinstall from the lockfile: `npm ci`.", "Pin the version in `pyproject.toml`, then rebuild.",
         "Close the editor that holds the folder, then retry:\n```sh\nlsof +D node_modules\n```",
         "Raise the limit:\n- `ulimit -n 4096`\n- restart the shell")


def entry(number: int, key: str, rng: random.Random, day: int) -> str:
    words = " ".join(rng.choice(WORDS) for _ in range(6))
    raw = "\n".join(f"  at {rng.choice(WORDS)}.{rng.choice(WORDS)} ({key}.js:{rng.randint(1, 900)}:{rng.randint(1, 80)})"
                    for _ in range(rng.randint(2, 8)))
    new = NewEntry(title=f"[command:npm] npm ERR! {words} {key}", sig=f"n3:{key}", cat="command",
                   category="command / npm", trigger="`npm install`", raw=f"npm ERR! {words}\n{raw}",
                   fix=rng.choice(FIXES) if rng.random() < 0.6 else "", status=rng.choice(["open", "fixed"]),
                   first=f"2026-{1 + day // 28:02d}-{1 + day % 28:02d}T10:00:00Z")
    return render_entry(f"E-{number:04d}", new)


def edited(block: str, number: int, rng: random.Random, label: str) -> str:
    """One entry's block edited as people and the loop edit them: a fix, the status, a note."""
    from errkb.kb.edit import edit_fields

    doc = parse_document(block)
    entry = doc.entries[0]
    change = rng.choice([{"fix": f"{label}: {rng.choice(FIXES)}"},
                         {"status": "wontfix" if entry.status != "wontfix" else "fixed"},
                         {"notes": (entry.notes + "\n" if entry.notes else "") + f"seen by {label}"}])
    return edit_fields(doc, number, change, "E-")


def sides(size: int, seed: int = 7) -> tuple[str, str, str]:
    rng = random.Random(seed)
    blocks = [entry(n, f"base{n}", rng, n % 300) for n in range(1, size + 1)]
    shared = [f"both{i}" for i in range(10)]
    picks = rng.sample(range(1, size + 1), 190)
    versions = []
    for label, new_keys, edits in (("ours", shared + [f"ours{i}" for i in range(30)], picks[:100]),
                                   ("theirs", [f"theirs{i}" for i in range(30)] + shared, picks[90:])):
        own = list(blocks)  # 10 entries are edited on both sides
        for number in edits:
            own[number - 1] = edited(own[number - 1], number, rng, label)
        own += [entry(size + 1 + i, key, rng, 301 if label == "ours" else 302) for i, key in enumerate(new_keys)]
        versions.append(document(own))
    return document(blocks), versions[0], versions[1]


def document(blocks: list[str]) -> str:
    return "# ERRORS\n" + "".join("\n" + block for block in blocks)


def best(run: Callable[[], object], repeat: int) -> tuple[float, float, object]:
    """(wall ms, CPU ms, result) of the fastest of `repeat` runs. CPU counts child processes
    too, and is what to read on a shared machine: wall time there grows with the others' load."""
    timings, result = [], None
    for _ in range(repeat):
        started, cpu = time.perf_counter(), _cpu()
        result = run()
        timings.append(((time.perf_counter() - started) * 1000, (_cpu() - cpu) * 1000))
    wall, cpu_ms = min(timings)
    return wall, cpu_ms, result


def _cpu() -> float:
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def outcome(text: str, expected: set[str]) -> tuple[int, int]:
    """(errors lost, duplicate IDs) of a merged file."""
    doc = parse_document(text)
    found = {e.sig for e in doc.entries}
    duplicates = sum(1 for p in doc.problems if "duplicate ID" in p.message)
    return len(expected - found), duplicates


def git_repo(folder: Path, theirs: str) -> None:
    """A repository whose origin/main holds the remote side, as a clone's would after a fetch."""
    def git(*args: str) -> None:
        subprocess.run(["git", "-C", str(folder), *args], check=True, capture_output=True)

    folder.mkdir()
    git("init", "-q")
    (folder / "ERRORS.md").write_text(theirs)
    git("add", "ERRORS.md")
    git("-c", "user.name=bench", "-c", "user.email=bench@example.com", "commit", "-q", "-m", "remote")
    git("update-ref", "refs/remotes/origin/main", "HEAD")


def measure(size: int, repeat: int, work: Path) -> list[str]:
    base, ours, theirs = sides(size)
    expected = {e.sig for text in (ours, theirs) for e in parse_document(text).entries}
    files = {}
    for name, text in (("base", base), ("ours", ours), ("theirs", theirs)):
        files[name] = work / f"{size}.{name}"
        files[name].write_text(text)
    upstream = upstream_from([theirs], holder="theirs")
    pure_ms, pure_cpu, result = best(lambda: merge_documents(base, ours, theirs, upstream), repeat)
    repo = work / f"repo{size}"
    git_repo(repo, theirs)

    def driver() -> None:
        target = work / f"{size}.out"
        target.write_text(ours)
        subprocess.run([sys.executable, "-m", "errkb", "merge-driver", str(files["base"]), str(target),
                        str(files["theirs"]), "ERRORS.md", "--upstream", "origin/main"], cwd=repo, check=True,
                       capture_output=True)

    driver_ms, driver_cpu, _ = best(driver, repeat)

    def text_merge(*flags: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(["git", "merge-file", "-p", *flags, str(files["ours"]), str(files["base"]),
                               str(files["theirs"])], capture_output=True, text=True)

    text_ms, text_cpu, plain = best(lambda: text_merge(), repeat)
    union_ms, union_cpu, union = best(lambda: text_merge("--union"), repeat)
    assert isinstance(plain, subprocess.CompletedProcess) and isinstance(union, subprocess.CompletedProcess)
    errkb_lost, errkb_dup = outcome(result.text, expected)  # type: ignore[attr-defined]
    union_lost, union_dup = outcome(union.stdout, expected)
    return [f"{size:,}", f"{len(ours) / 1e6:.1f} MB",
            f"{pure_ms:.0f} / {pure_cpu:.0f}", f"{driver_ms:.0f} / {driver_cpu:.0f}",
            f"0 / {errkb_lost} / {errkb_dup} / {len(result.renumbered)} / {len(result.folded)}",  # type: ignore[attr-defined]
            f"{text_ms:.0f} / {text_cpu:.0f}: {plain.returncode} conflicts",
            f"{union_ms:.0f} / {union_cpu:.0f}: {union_lost} lost / {union_dup} dup IDs"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--sizes", default="1000,10000")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    where = Path(errkb.__file__).resolve().parent
    editable = not any(part in ("site-packages", "dist-packages") for part in where.parts)
    print(f"errkb from {where}{'  (an editable install or a source tree: import costs differ)' if editable else ''}")
    git = subprocess.run(["git", "--version"], capture_output=True, text=True).stdout.split()[-1]
    print(f"python {sys.version.split()[0]}, git {git}, load average {os.getloadavg()[0]:.1f}\n")
    header = ["entries", "ERRORS.md", "errkb in-process ms wall / CPU", "errkb merge-driver ms wall / CPU",
              "errkb: conflicts / lost / dup IDs / renumbered / folded", "git merge-file ms wall / CPU",
              "git merge-file --union ms wall / CPU"]
    rows = []
    with tempfile.TemporaryDirectory(prefix="errkb-merge-bench-") as folder:
        for size in (int(s) for s in args.sizes.split(",")):
            rows.append(measure(size, args.repeat, Path(folder)))
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for row in rows:
        print("| " + " | ".join(row) + " |")


if __name__ == "__main__":
    main()
