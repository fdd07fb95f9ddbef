"""`errkb cluster` against drain3 on a large log in which no line repeats verbatim.

The log is built from the Loghub-2k contents (../shared/bench/loghub2k, all 16 datasets: 32,000
lines with their EventId labels): 500,000 lines drawn from them in a fixed random order, each
with one unique request id appended (`request_id=<uuid>`), as real logs carry a timestamp or an
id on every line, so a cache of whole lines never answers. Both run in this one process on the
same lines, timed end to end (errkb: `cluster_keys(lines)`, exactly what `errkb cluster` runs;
drain3: `TemplateMiner.add_log_message` with its default config, no masking), and both are scored
against the labels (GA and pairwise precision/recall over all 500k lines). errkb's resident
memory is sampled every 100k lines: it must stay flat (its caches are bounded).

Run it from a non-editable install (`python -m venv v && v/bin/pip install '.[test]'`, then
`v/bin/python bench/cluster_throughput.py`): the script imports whichever errkb the interpreter
has, and prints where it came from.

    python bench/cluster_throughput.py [--lines 500000] [--seed 7] [--errkb-only] [--json out.json]
"""

from __future__ import annotations

import argparse
import csv
import json
import logging
import os
import random
import sys
import time
import uuid
from collections import Counter, defaultdict
from collections.abc import Iterator, Sequence
from pathlib import Path

import errkb
from errkb.app.scan import cluster_keys

DATA = Path(os.environ.get("LOGHUB2K", Path(__file__).resolve().parents[1].parent / "shared" / "bench" / "loghub2k"))
DATASETS = ["HDFS", "Hadoop", "Spark", "Zookeeper", "BGL", "HPC", "Thunderbird", "Windows", "Linux", "Android",
            "HealthApp", "Apache", "Proxifier", "OpenSSH", "OpenStack", "Mac"]
SAMPLE_EVERY = 100_000


def contents() -> list[tuple[str, str]]:
    """(content, dataset:EventId) of every Loghub-2k line."""
    rows = []
    for name in DATASETS:
        with (DATA / name / f"{name}_2k.log_structured_corrected.csv").open(newline="", encoding="utf-8") as handle:
            rows.extend((r["Content"], f"{name}:{r['EventId']}") for r in csv.DictReader(handle))
    return rows


def build_log(rows: list[tuple[str, str]], count: int, seed: int) -> tuple[list[str], list[str]]:
    rng = random.Random(seed)
    lines, truth = [], []
    for _ in range(count):
        content, label = rows[rng.randrange(len(rows))]
        lines.append(f"{content} request_id={uuid.UUID(int=rng.getrandbits(128), version=4)}")
        truth.append(label)
    return lines, truth


def rss_mb() -> float:
    try:
        with open("/proc/self/statm") as handle:
            return int(handle.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except OSError:
        return float("nan")


def run_errkb(lines: list[str]) -> tuple[list[str], float, list[float]]:
    samples: list[float] = []
    start = time.perf_counter()
    keys = []
    for n, key in enumerate(cluster_keys(lines), 1):
        keys.append(key)
        if n % SAMPLE_EVERY == 0:
            samples.append(rss_mb())
    return keys, time.perf_counter() - start, samples


def run_drain(lines: list[str]) -> tuple[list[str], float]:
    from drain3 import TemplateMiner
    from drain3.template_miner_config import TemplateMinerConfig

    config = TemplateMinerConfig()  # the defaults, without reading any drain3.ini
    config.profiling_enabled = False
    miner = TemplateMiner(config=config)
    start = time.perf_counter()
    keys = [str(miner.add_log_message(line.strip())["cluster_id"]) for line in lines]
    return keys, time.perf_counter() - start


def _pairs(n: int) -> int:
    return n * (n - 1) // 2


def scores(predicted: Sequence[str], truth: Sequence[str]) -> dict[str, float]:
    """GA (a line is right when its group holds exactly its true group's lines) and pairwise P/R."""
    members: dict[str, list[int]] = defaultdict(list)
    for i, key in enumerate(predicted):
        members[key].append(i)
    true_size = Counter(truth)
    both = Counter(zip(predicted, truth, strict=True))
    # a predicted group is exact when it has one label and holds every line of it
    exact = {key for key, idx in members.items()
             if len({truth[i] for i in idx}) == 1 and true_size[truth[idx[0]]] == len(idx)}
    correct = sum(len(members[key]) for key in exact)
    both_pairs = sum(_pairs(n) for n in both.values())
    pred_pairs = sum(_pairs(len(idx)) for idx in members.values())
    true_pairs = sum(_pairs(n) for n in true_size.values())
    return {"ga": correct / len(truth), "precision": both_pairs / pred_pairs if pred_pairs else 1.0,
            "recall": both_pairs / true_pairs if true_pairs else 1.0, "groups": float(len(members))}


def table(rows: Iterator[tuple[str, ...]]) -> str:
    head = ("system", "lines", "seconds", "lines/s", "groups", "GA", "pairwise P", "pairwise R", "RSS MB per 100k lines")
    out = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    out += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--lines", type=int, default=500_000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--errkb-only", action="store_true")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    logging.getLogger("drain3").setLevel(logging.ERROR)

    lines, truth = build_log(contents(), args.lines, args.seed)
    print(f"errkb {errkb.__version__} from {Path(errkb.__file__).parent}; python {sys.version.split()[0]}; "
          f"{args.lines:,} lines, seed {args.seed}, {len(set(truth)):,} true groups\n")
    results: dict[str, dict[str, object]] = {}
    keys, seconds, samples = run_errkb(lines)
    results["errkb cluster"] = {"seconds": seconds, **scores(keys, truth), "rss_mb": samples}
    del keys
    if not args.errkb_only:
        keys, seconds = run_drain(lines)
        results["drain3 (default)"] = {"seconds": seconds, **scores(keys, truth), "rss_mb": []}

    def row(name: str, r: dict[str, object]) -> tuple[str, ...]:
        rss = r["rss_mb"]
        assert isinstance(rss, list)
        sec = float(r["seconds"])  # type: ignore[arg-type]
        return (name, f"{args.lines:,}", f"{sec:.1f}", f"{args.lines / sec:,.0f}", f"{int(r['groups']):,}",  # type: ignore[call-overload]
                f"{r['ga']:.3f}", f"{r['precision']:.4f}", f"{r['recall']:.3f}",
                " · ".join(f"{m:.0f}" for m in rss) or "—")

    print(table(row(name, r) for name, r in results.items()))
    if len(results) == 2:
        ours, theirs = (float(r["seconds"]) for r in results.values())  # type: ignore[arg-type]
        print(f"\nerrkb / drain3 throughput: {theirs / ours:.2f}×")
    if args.json:
        args.json.write_text(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
