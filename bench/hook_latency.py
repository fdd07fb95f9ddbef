"""Round-trip time of `errkb hook claude`, as Claude Code pays it on every tool call.

`errkb` runs as users install it: from a non-editable install (an editable one adds an
import finder to every start, errkb's and bare python's alike, which flatters the ratio), so when
this interpreter's errkb is editable the script builds a fresh venv with `pip install <checkout>`
and runs itself there (`--venv DIR` keeps and reuses it). The `errkb` executable runs as a
subprocess on a real PostToolUseFailure payload against generated KBs of 1k and 10k entries
(index warm), side by side with `python -c pass` (the same interpreter, the same site-packages)
in the same run, interleaved so load changes hit every column alike:

  hit      a known error with a fix (the hostcheck `ls` failure): match, count, notice
  new      a never-seen error: match misses, a block is appended to ERRORS.md and its one row
           added to the index, which stays warm for the next call
  success  a PostToolUse of a succeeding Bash call with nothing pending (the most frequent call)

Each call is a fresh session, so no cap or trust rule silences the notice. Prints a table
(median, p95, ratio of medians to bare python; target: hit ≤ 3.5× at 10k; and the child's CPU
time, which a busy machine distorts far less than wall time) and the heaviest
`-X importtime` entries of the hit path, flagging the libraries a warm hit must not load and
the modules a success with nothing pending has no use for (SQLite, the recognition modules…).

Before measuring, the hook's compiled-pattern cache is built as the first hook call would
build it (errkb/hosts/regexcache.py).

    python bench/hook_latency.py [--sizes 1000 10000] [--runs 25] [--keep DIR] [--venv DIR]
"""

from __future__ import annotations

import argparse
import compileall
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

import errkb
from errkb.kb.labels import format_id
from errkb.kb.render import render_entry
from errkb.model import NewEntry
from errkb.recognize.capture import capture

HERE = Path(__file__).resolve().parent
PYTHON = Path(sys.executable)
ERRKB = PYTHON.with_name("errkb")
TARGET = 3.5
FORBIDDEN = ("click", "markdown_it", "rapidfuzz", "ruamel", "frontmatter", "tomlkit", "yaml", "mcp", "pydantic",
             # the standard library's costly ones a hit has no use for (tests/test_architecture.py)
             "pathlib", "urllib", "ipaddress", "contextlib", "shlex", "typing", "dataclasses", "inspect", "datetime",
             "tempfile", "subprocess", "threading")
# What a success with nothing pending (most hook calls) has no use for.
NEEDLESS_ON_SUCCESS = ("sqlite3", "typing", "tempfile", "hashlib", "errkb.recognize.capture", "errkb.recognize.normalize",
                       "errkb.recognize.redact", "errkb.derived.items", "errkb.derived.mirror", "errkb.loop.record",
                       "errkb.machine.state", "errkb.kb.store")
FAIL_COMMAND = "ls /nonexistent_hostcheck_dir"
FAIL_TEXT = "ls: cannot access '/nonexistent_hostcheck_dir': No such file or directory"
SYLLABLES = "ka lo mi ne ru sa ti vo ze ba de fi gu ho ja ku le mo nu pi qua re so tu vi wa xe yo zu".split()
TEMPLATES = [
    ("python3 main.py", "Traceback (most recent call last):\n  File \"main.py\", line 3, in <module>\n"
                        "ModuleNotFoundError: No module named '{a}_{b}'"),
    ("npm install", "npm ERR! code E404\nnpm ERR! 404 Not Found - GET https://registry.npmjs.org/{a}-{b} - Not found"),
    ("cargo build", "error[E0425]: cannot find value `{a}_{b}` in this scope"),
    ("git push origin {a}", "fatal: '{a}/{b}' does not appear to be a git repository"),
    ("make {a}", "make: *** No rule to make target '{a}.{b}', needed by 'all'.  Stop."),
    ("node build.js", "Error: Cannot find module '@{a}/{b}'"),
    ("pytest tests/test_{a}.py", "E   KeyError: '{a}_{b}'"),
    ("docker run {a}/{b}", "docker: Error response from daemon: pull access denied for {a}/{b}."),
    ("{a}ctl sync", "{a}ctl: widget '{b}' failed to converge: connection refused"),
    ("tsc -p .", "src/{a}.ts(12,5): error TS2304: Cannot find name '{b}'."),
]


def word(rng: random.Random) -> str:
    return "".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 4)))


def generate_kb(folder: Path, size: int, seed: int = 7) -> Path:
    """A KB of `size` distinct entries (every 2nd with a fix), the hostcheck error among them."""
    kb = folder / f"kb-{size}"
    shutil.rmtree(kb, ignore_errors=True)
    subprocess.run([str(ERRKB), "--kb", str(kb), "init"], check=True, capture_output=True)
    rng = random.Random(seed)
    blocks, seen = [], set()
    known_at = size // 2
    number = 0
    while number < size:
        if number == known_at:
            command, text = FAIL_COMMAND, FAIL_TEXT
        else:
            template_command, template = rng.choice(TEMPLATES)
            a, b = word(rng), word(rng)
            command, text = template_command.format(a=a, b=b), template.format(a=a, b=b)
        cap = capture(text, "command", "Bash", command, 1)
        if cap.fingerprint in seen:
            continue
        seen.add(cap.fingerprint)
        number += 1
        fix = ("the directory is created by make setup" if number - 1 == known_at
               else f"bench fix {number}: install the missing piece" if number % 2 else "")
        new = NewEntry(title=cap.title, sig=cap.fingerprint, cat=cap.cat, code=cap.code, category=cap.category,
                       trigger=f"`{command}`", raw=cap.raw, fix=fix, status="fixed" if fix else "open",
                       first="2026-11-01T10:00:00Z")
        blocks.append(render_entry(format_id(number, "E-", 4), new))
    (kb / "ERRORS.md").write_text("# ERRORS\n\n" + "\n".join(blocks), encoding="utf-8")
    return kb


def payload(kind: str, run: int) -> bytes:
    base = {"session_id": f"bench-{uuid.uuid4()}", "transcript_path": "/tmp/bench.jsonl", "cwd": "/tmp",
            "permission_mode": "default", "tool_name": "Bash", "tool_use_id": f"toolu_bench_{run}"}
    if kind == "hit":
        event = {"hook_event_name": "PostToolUseFailure", "tool_input": {"command": FAIL_COMMAND},
                 "error": f"Exit code 2\n{FAIL_TEXT}", "is_interrupt": False}
    elif kind == "new":
        token = uuid.uuid4().hex[:6]
        name = "".join(SYLLABLES[int(c, 16) % len(SYLLABLES)] for c in token)
        event = {"hook_event_name": "PostToolUseFailure", "tool_input": {"command": f"{name}ctl apply"},
                 "error": f"Exit code 1\n{name}ctl: manifest '{name}' is invalid: unknown field", "is_interrupt": False}
    else:
        event = {"hook_event_name": "PostToolUse", "tool_input": {"command": "pnpm test"},
                 "tool_response": {"stdout": "all 12 tests passed", "stderr": "", "interrupted": False}}
    return json.dumps(base | event).encode()


def timed(argv: list[str], stdin: bytes = b"") -> tuple[float, float, bytes]:
    """(wall seconds, CPU seconds of the child, its stdout). CPU time barely moves when other
    processes compete for the machine; wall time is what the host waits."""
    start = time.perf_counter()
    if not hasattr(os, "wait4"):  # pragma: no cover - Windows: wall time only
        proc = subprocess.run(argv, input=stdin, capture_output=True)
        elapsed = time.perf_counter() - start
        if proc.returncode != 0:
            raise SystemExit(f"{argv} exited {proc.returncode}: {proc.stderr.decode(errors='replace')}")
        return elapsed, float("nan"), proc.stdout
    with tempfile.TemporaryFile() as err:
        child = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=err)
        assert child.stdin is not None and child.stdout is not None
        child.stdin.write(stdin)  # a payload is a few hundred bytes: no pipe deadlock
        child.stdin.close()
        out = child.stdout.read()
        child.stdout.close()
        _, status, usage = os.wait4(child.pid, 0)  # reaps it, with its resource usage
        elapsed = time.perf_counter() - start
        child.returncode = os.waitstatus_to_exitcode(status)
        if child.returncode != 0:
            err.seek(0)
            raise SystemExit(f"{argv} exited {child.returncode}: {err.read().decode(errors='replace')}")
    return elapsed, usage.ru_utime + usage.ru_stime, out


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


Times = dict[str, list[tuple[float, float]]]  # case -> [(wall, cpu)]


def measure(kb: Path, runs: int) -> Times:
    hook = [str(ERRKB), "--kb", str(kb), "hook", "claude"]
    bare = [str(PYTHON), "-c", "pass"]
    # Warm: bytecode, the index (SQLite mirror + JSON), the config cache.
    for kind in ("hit", "new", "success", "hit"):
        timed(hook, payload(kind, -1))
    times: Times = {"python -c pass": [], "hit": [], "new": [], "success": []}
    for run in range(runs):
        wall, cpu, _ = timed(bare)
        times["python -c pass"].append((wall, cpu))
        wall, cpu, out = timed(hook, payload("hit", run))
        if b"make setup" not in out:
            raise SystemExit(f"the known error got no fix notice: {out!r}")
        times["hit"].append((wall, cpu))
        wall, cpu, _ = timed(hook, payload("new", run))  # adds its row to the index: the next hit stays warm
        times["new"].append((wall, cpu))
        wall, cpu, _ = timed(hook, payload("success", run))
        times["success"].append((wall, cpu))
    return times


def imports(kb: Path, kind: str) -> list[tuple[int, int, str]]:
    """(self µs, cumulative µs, module) of every import of one hook call, from -X importtime."""
    env = dict(os.environ, PYTHONPROFILEIMPORTTIME="1")
    proc = subprocess.run([str(ERRKB), "--kb", str(kb), "hook", "claude"], input=payload(kind, 0),
                          capture_output=True, env=env)
    rows = []
    for line in proc.stderr.decode(errors="replace").splitlines():
        if not line.startswith("import time:") or "self [us]" in line:
            continue
        _, self_us, cumulative, name = (part.strip() for part in line.replace("import time:", "|", 1).split("|"))
        rows.append((int(self_us), int(cumulative), name))
    return rows


def instructions(kb: Path) -> dict[str, int] | None:
    """User-space instructions of one call per case, counted by valgrind (when installed): the
    figure a busy machine cannot distort, for comparing before and after a change."""
    if shutil.which("valgrind") is None:
        return None
    counts = {}
    for case, argv, stdin in [("python -c pass", [str(PYTHON), "-c", "pass"], b""),
                              *((kind, [str(ERRKB), "--kb", str(kb), "hook", "claude"], payload(kind, 9000))
                                for kind in ("hit", "new", "success"))]:
        with tempfile.TemporaryDirectory() as out:
            proc = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}/cg"] + argv,
                                  input=stdin, capture_output=True)
        found = [line for line in proc.stderr.decode(errors="replace").splitlines() if "Collected" in line]
        if proc.returncode != 0 or not found:
            return None
        counts[case] = int(found[-1].split(":")[-1].strip().replace(",", ""))
    return counts


def import_profile(kb: Path, top: int = 14) -> tuple[list[tuple[int, int, str]], list[str], list[str]]:
    """(heaviest imports by cumulative µs and forbidden libraries loaded, on a warm hit; modules a
    success with nothing pending loads needlessly)."""
    rows = imports(kb, "hit")
    loaded = sorted({name.split(".")[0] for _, _, name in rows} & set(FORBIDDEN))
    heavy = sorted(rows, key=lambda r: -r[1])[:top]
    needless = sorted({name for _, _, name in imports(kb, "success")} & set(NEEDLESS_ON_SUCCESS))
    return heavy, loaded, needless


def editable() -> bool:
    """Whether this interpreter's errkb is an editable (development) install (PEP 610)."""
    from importlib import metadata

    try:
        text = metadata.distribution("errkb").read_text("direct_url.json") or "{}"
    except metadata.PackageNotFoundError:
        return True  # run from a bare checkout: not what a user runs either
    return bool(json.loads(text).get("dir_info", {}).get("editable"))


def run_from_an_install(venv: Path | None) -> int:
    """Build (or reuse) a venv with errkb installed from this checkout, and run this script there."""
    checkout = HERE.parent
    folder = venv or Path(tempfile.mkdtemp(prefix="errkb-bench-venv-"))
    python = folder / "bin" / "python"
    try:
        if not python.exists():
            print(f"errkb here is an editable install: building a venv with `pip install {checkout}` in {folder}",
                  file=sys.stderr)
            subprocess.run([sys.executable, "-m", "venv", str(folder)], check=True)
            subprocess.run([str(python), "-m", "pip", "install", "-q", str(checkout)], check=True)
        else:
            subprocess.run([str(python), "-m", "pip", "install", "-q", "--no-deps", "--force-reinstall", str(checkout)],
                           check=True)
        argv = [a for a in sys.argv[1:]]
        return subprocess.run([str(python), str(Path(__file__).resolve()), *argv, "--installed"]).returncode
    finally:
        if venv is None:
            shutil.rmtree(folder, ignore_errors=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 10000])
    parser.add_argument("--runs", type=int, default=25)
    parser.add_argument("--keep", type=Path, help="build the KBs here and keep them")
    parser.add_argument("--venv", type=Path, help="the venv to install errkb into and measure (kept)")
    parser.add_argument("--installed", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if not args.installed and editable():
        return run_from_an_install(args.venv)
    if not ERRKB.exists():
        raise SystemExit(f"no errkb executable beside {PYTHON}: pip install . first")
    # A pip install leaves compiled bytecode; an edited tree under PYTHONDONTWRITEBYTECODE would
    # otherwise compile every changed module again on every call, and that would be measured.
    compileall.compile_dir(str(Path(errkb.__file__).parent), quiet=1)
    folder = args.keep or Path(tempfile.mkdtemp(prefix="errkb-bench-"))
    folder.mkdir(parents=True, exist_ok=True)
    env_home = folder / "home"  # never the user's config or KB
    env_home.mkdir(exist_ok=True)  # as a real home exists: the pattern cache is written under it
    os.environ.update(ERRKB_CONFIG=str(env_home / "config.yaml"), XDG_DATA_HOME=str(env_home / "data"),
                      XDG_CACHE_HOME=str(env_home / "cache"))
    os.environ.pop("ERRKB_DIR", None)
    # What the first hook call starts in the background, done before anything is timed.
    subprocess.run([str(PYTHON), "-m", "errkb.hosts.regexcache"], check=True)
    print(f"errkb hook latency (non-editable install): {ERRKB} vs {PYTHON} -c pass; {args.runs} interleaved runs per size; "
          f"{os.cpu_count()} CPUs, load {os.getloadavg()[0]:.2f}")
    results, last_kb = [], None
    try:
        for size in args.sizes:
            start = time.perf_counter()
            kb = generate_kb(folder, size)
            timed([str(ERRKB), "--kb", str(kb), "hook", "claude"], payload("hit", -1))  # the first index build
            print(f"  KB of {size} entries: {(kb / 'ERRORS.md').stat().st_size // 1024} KiB ERRORS.md, "
                  f"generated and indexed in {time.perf_counter() - start:.1f} s")
            results.append((size, measure(kb, args.runs)))
            last_kb = kb
        print()
        print(f"{'entries':>8}  {'case':<16} {'median ms':>10} {'p95 ms':>8} {'× python':>9}   "
              f"{'CPU ms':>7} {'CPU ×':>6}")
        verdict = []
        for size, times in results:
            base = statistics.median(w for w, _ in times["python -c pass"])
            base_cpu = statistics.median(c for _, c in times["python -c pass"])
            for case, values in times.items():
                walls, cpus = [w for w, _ in values], [c for _, c in values]
                median, cpu = statistics.median(walls), statistics.median(cpus)
                print(f"{size:>8}  {case:<16} {median * 1000:>10.1f} {p95(walls) * 1000:>8.1f} {median / base:>8.2f}×"
                      f"   {cpu * 1000:>7.1f} {cpu / base_cpu:>5.2f}×")
            verdict.append((size, statistics.median(w for w, _ in times["hit"]) / base,
                            statistics.median(c for _, c in times["hit"]) / base_cpu))
        print()
        for size, ratio, cpu_ratio in verdict:
            mark = "within" if ratio <= TARGET else "OVER"
            print(f"hit at {size} entries: {ratio:.2f}× bare python wall ({mark} the {TARGET}× target), "
                  f"{cpu_ratio:.2f}× in CPU time")
        if last_kb is not None:
            counted = instructions(last_kb)
            if counted:
                base = counted["python -c pass"]
                print(f"\ninstructions of one call at {args.sizes[-1]} entries (valgrind): "
                      + ", ".join(f"{case} {n / 1e6:.0f}M ({n / base:.2f}×)" for case, n in counted.items()))
            heavy, loaded, needless = import_profile(last_kb)
            print("\n-X importtime, warm hit (heaviest by cumulative µs):")
            print(f"{'self µs':>9} {'cumul µs':>9}  module")
            for self_us, cumulative, name in heavy:
                print(f"{self_us:>9} {cumulative:>9}  {name}")
            print("libraries a warm hit must not load: " + (", ".join(loaded) + " LOADED" if loaded else "none loaded"))
            print("modules a success with nothing pending has no use for: "
                  + (", ".join(needless) + " loaded" if needless else "none loaded"))
    finally:
        if args.keep is None:
            shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
