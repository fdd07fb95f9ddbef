"""`errkb mine` over a generated 200 MB history of agent sessions: time and peak memory.

The history is generated (not timed) from the real sessions in tests/fixtures/transcripts (each
recorded with the real agent: Claude Code, Codex, Gemini CLI, dsh), in their real formats and with
their bookkeeping lines: each copy gets fresh session ids and its programs and tokens renamed, so
the history holds thousands of distinct errors and pairs. On top of the many ordinary sessions:
one 40 MB Claude session (a long-running one), lines of 3 MB (a pasted image) and one line of
20 MB, beyond the reader's per-line limit (skipped as it streams past).

Side by side, each in its own child process (max RSS from wait4):

* errkb mine, cold   `errkb --kb K mine --json` with HOME at the history: every file read
* errkb mine, again  the same command once more: every file unchanged (watermarks), nothing read
* whole-file read    the way a simple miner reads: each file read whole (decompressed whole) and
                     every line decoded into a list before looking at it (stdlib only)

errkb runs from a non-editable install: by default the script makes one in a cached venv
(`pip install .[mine]` from this tree, no `-e`), or give `--errkb PATH`.

    python bench/mine_bench.py [--size-mb 200] [--errkb PATH] [--keep DIR]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import uuid
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
FIXTURES = REPO / "tests" / "fixtures" / "transcripts"
# Share of the history's bytes on disk, per host (dsh's are zstd-compressed: far more to read).
SHARES = {"claude": 0.50, "codex": 0.25, "gemini": 0.15, "dsh": 0.10}
# Words of the template sessions renamed per copy, so errors and remedies differ between copies.
VARIED = ("templates", "fancyconf", "app.yaml", "registry-login", "schema_v3", "lodash", "render", "serve",
          "migrate", "publish", "fetch")
NAIVE = r"""
import json, subprocess, sys
from pathlib import Path
count = 0
for name in sys.argv[1:]:
    path = Path(name)
    data = subprocess.run(["zstd", "-dc", name], capture_output=True).stdout if name.endswith(".zstd") else path.read_bytes()
    records = [json.loads(line) for line in data.split(b"\n") if line.strip() and len(line) < 16 << 20]
    count += sum(1 for r in records if isinstance(r, dict))
print(count)
"""


# -- the history -----------------------------------------------------------------------------

def template_lines(host: str) -> tuple[Path, list[bytes]]:
    path = next(p for p in (FIXTURES / host / "mine_a").rglob("*") if p.is_file())
    data = subprocess.run(["zstd", "-dc", str(path)], capture_output=True, check=True).stdout \
        if path.suffix == ".zstd" else path.read_bytes()
    return path.relative_to(FIXTURES / host / "mine_a"), data.split(b"\n")


def variant(lines: list[bytes], n: int, rng: random.Random) -> bytes:
    text = b"\n".join(lines).decode("utf-8")
    for word in VARIED:
        text = text.replace(word, f"{word}{n % 997}" if rng.random() < 0.8 else word)
    for old in set(re.findall(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", text)):
        text = text.replace(old, str(uuid.UUID(int=rng.getrandbits(128))))
    return text.encode("utf-8")


def write_session(home: Path, host: str, relative: Path, data: bytes, n: int) -> int:
    name = relative.name.replace(".jsonl", f"-{n}.jsonl") if host != "dsh" else relative.name
    folder = home / relative.parent if host != "dsh" else home / relative.parent.parent / f"session-bench-{n}"
    target = folder / name
    target.parent.mkdir(parents=True, exist_ok=True)
    if host == "dsh":
        data = subprocess.run(["zstd", "-q", "-c"], input=data, capture_output=True, check=True).stdout
    target.write_bytes(data)
    return len(data)


def generate(home: Path, size_mb: int) -> dict[str, int]:
    """About `size_mb` MB on disk: the long session and the long lines, then the shares per host."""
    rng = random.Random(7)
    written = {host: 0 for host in SHARES}
    relative, lines = template_lines("claude")
    long_session = b"\n".join(variant(lines, i, rng) for i in range(1, 96))
    image = json.dumps({"type": "user", "message": {"role": "user", "content": [
        {"type": "image", "source": {"data": "iVBORw0KGgo" * 300_000}}]}}).encode()
    huge = json.dumps({"type": "attachment", "blob": "A" * (20 << 20)}).encode()
    extra = long_session + b"\n" + image + b"\n" + huge + b"\n" + image + b"\n"
    written["claude"] += write_session(home, "claude", relative, extra, 0)
    rest = max(0.0, size_mb * 1e6 - written["claude"])
    n = 100
    for host, share in SHARES.items():
        relative, lines = template_lines(host)
        goal = written[host] + rest * share
        while written[host] < goal:
            n += 1
            written[host] += write_session(home, host, relative, variant(lines, n, rng), n)
    return written


# -- the runs --------------------------------------------------------------------------------

def timed(argv: list[str], env: dict[str, str]) -> tuple[float, float, str]:
    """Run through a tiny wrapper that reports its child's own max RSS (not the largest so far)."""
    wrapper = ("import os, subprocess, sys, time, json\n"
               "t = time.perf_counter(); p = subprocess.Popen(sys.argv[1:], stdout=subprocess.PIPE, stderr=subprocess.PIPE)\n"
               "_, status, usage = os.wait4(p.pid, 0); out = p.stdout.read(); err = p.stderr.read()\n"
               "print(json.dumps({'s': time.perf_counter() - t, 'rss': usage.ru_maxrss, 'rc': status,"
               " 'out': out.decode(errors='replace'), 'err': err.decode(errors='replace')[-2000:]}))\n")
    proc = subprocess.run([sys.executable, "-c", wrapper, *argv], env=env, capture_output=True, text=True, check=True)
    result = json.loads(proc.stdout)
    if result["rc"]:
        raise SystemExit(f"{argv[0]} failed: {result['err']}")
    return result["s"], result["rss"] / 1024, result["out"]


def non_editable_errkb(cache: Path) -> Path:
    venv = cache / "venv"
    errkb = venv / "bin" / "errkb"
    if not errkb.exists():
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
        subprocess.run([str(venv / "bin" / "pip"), "install", "-q", f"{REPO}[mine]"], check=True)
    else:  # this tree may have changed since: reinstall it (not its dependencies)
        subprocess.run([str(venv / "bin" / "pip"), "install", "-q", "--no-deps", "--force-reinstall", str(REPO)],
                       check=True)
    return errkb


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size-mb", type=int, default=200)
    parser.add_argument("--errkb", type=Path, help="an errkb executable (default: a non-editable install, cached)")
    parser.add_argument("--keep", type=Path, help="generate the history here and keep it")
    args = parser.parse_args()
    errkb = args.errkb or non_editable_errkb(Path(tempfile.gettempdir()) / "errkb-mine-bench")
    work = args.keep or Path(tempfile.mkdtemp(prefix="errkb-mine-bench-"))
    home = work / "home"
    try:
        if not home.exists():
            generate(home, args.size_mb)
        files = [p for p in home.rglob("*") if p.is_file()]
        disk = sum(p.stat().st_size for p in files)
        env = {"PATH": os.environ["PATH"], "HOME": str(home), "ERRKB_CONFIG": str(work / "config.yaml")}
        kb = work / "kb"
        shutil.rmtree(kb, ignore_errors=True)
        subprocess.run([str(errkb), "--kb", str(kb), "init"], env=env, check=True, capture_output=True)
        rows = []
        for label in ("errkb mine, cold", "errkb mine, again"):
            seconds, rss, out = timed([str(errkb), "--kb", str(kb), "mine", "--json"], env)
            report = json.loads(out)
            rows.append((label, seconds, rss, f"{report['pairs']} pairs, {report['proposed']} proposed, "
                                              f"{report['unserved']} unserved; {report['unchanged']} files unchanged"))
        seconds, rss, out = timed([sys.executable, "-c", NAIVE, *map(str, files)], env)
        rows.append(("whole-file read", seconds, rss, f"{out.strip()} records decoded, nothing mined"))
        largest = max(files, key=lambda p: p.stat().st_size)
        print(f"history: {len(files)} session files, {disk / 1e6:.0f} MB on disk "
              f"(largest {largest.stat().st_size / 1e6:.0f} MB); errkb: {errkb}")
        print(f"{'run':<20} {'seconds':>8} {'MB/s':>7} {'peak RSS MB':>12}  result")
        for label, seconds, rss, what in rows:
            print(f"{label:<20} {seconds:>8.2f} {disk / 1e6 / seconds:>7.0f} {rss:>12.0f}  {what}")
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
