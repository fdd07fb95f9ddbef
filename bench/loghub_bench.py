"""Loghub-2k: `errkb cluster` (the capture pipeline in memory) against drain3, in the same run.

For each of the 16 datasets (../shared/bench/loghub2k/<Name>/<Name>_2k.log_structured_corrected.csv,
`Content` and `EventId` columns) this prints, for errkb and drain3:

* GA, grouping accuracy: a line counts as correct when its predicted group holds exactly the
  lines of its true group (the logparser evaluator's definition);
* pairwise precision and recall over all line pairs (same predicted group vs same true group);
* messages per second (one process, warm imports, wall clock of the grouping loop only).

errkb runs as `errkb cluster` does (`cluster_keys(lines)`: exact fingerprint, then the log stage;
the fuzzy and code tiers off); `--fuzzy-sweep 0.8,0.96` adds columns with those tiers on.

drain3 runs twice: with its default config (`TemplateMinerConfig()`, no masking: the
zero-config setting errkb competes with) and "tuned" with the per-dataset masks, similarity
threshold and depth of logparser's Drain benchmark (logpai/logparser,
logparser/Drain/benchmark.py), i.e. what a user gets after tuning per dataset.

    python bench/loghub_bench.py                  # all 16 datasets, markdown table
    python bench/loghub_bench.py --only HDFS,Mac  # a subset
    python bench/loghub_bench.py --json out.json  # also write the figures
"""

from __future__ import annotations

import argparse
import csv
import json
import logging
import os
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from errkb.app.scan import cluster_keys  # noqa: E402
from errkb.loop import match as matching  # noqa: E402

DATA = Path(os.environ.get("LOGHUB2K", REPO.parent / "shared" / "bench" / "loghub2k"))
DATASETS = ["HDFS", "Hadoop", "Spark", "Zookeeper", "BGL", "HPC", "Thunderbird", "Windows", "Linux", "Android",
            "HealthApp", "Apache", "Proxifier", "OpenSSH", "OpenStack", "Mac"]

# logparser's Drain benchmark settings (regex masks, similarity threshold, depth) per dataset.
TUNED: dict[str, tuple[list[str], float, int]] = {
    "HDFS": ([r"blk_-?\d+", r"(\d+\.){3}\d+(:\d+)?"], 0.5, 4),
    "Hadoop": ([r"(\d+\.){3}\d+"], 0.5, 4),
    "Spark": ([r"(\d+\.){3}\d+", r"\b[KGTM]?B\b", r"([\w-]+\.){2,}[\w-]+"], 0.5, 4),
    "Zookeeper": ([r"(/|)(\d+\.){3}\d+(:\d+)?"], 0.5, 4),
    "BGL": ([r"core\.\d+"], 0.5, 4),
    "HPC": ([r"=\d+"], 0.5, 4),
    "Thunderbird": ([r"(\d+\.){3}\d+"], 0.5, 4),
    "Windows": ([r"0x.*?\s"], 0.7, 5),
    "Linux": ([r"(\d+\.){3}\d+", r"\d{2}:\d{2}:\d{2}"], 0.39, 6),
    "Android": ([r"(/[\w-]+)+", r"([\w-]+\.){2,}[\w-]+",
                 r"\b(\-?\+?\d+)\b|\b0[Xx][a-fA-F\d]+\b|\b[a-fA-F\d]{4,}\b"], 0.2, 6),
    "HealthApp": ([], 0.2, 4),
    "Apache": ([r"(\d+\.){3}\d+"], 0.5, 4),
    "Proxifier": ([r"<\d+\ssec", r"([\w-]+\.)+[\w-]+(:\d+)?", r"\d{2}:\d{2}(:\d{2})*", r"[KGTM]B"], 0.6, 3),
    "OpenSSH": ([r"(\d+\.){3}\d+", r"([\w-]+\.){2,}[\w-]+"], 0.6, 5),
    "OpenStack": ([r"((\d+\.){3}\d+,?)+", r"/.+?\s", r"\d+"], 0.5, 5),
    "Mac": ([r"([\w-]+\.){2,}[\w-]+"], 0.7, 6),
}


@dataclass
class Score:
    ga: float
    precision: float
    recall: float
    groups: int
    rate: float  # messages per second


def load(name: str) -> tuple[list[str], list[str]]:
    path = DATA / name / f"{name}_2k.log_structured_corrected.csv"
    with path.open(newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    return [r["Content"] for r in rows], [r["EventId"] for r in rows]


def _pairs(n: int) -> int:
    return n * (n - 1) // 2


def score(predicted: Sequence[str], truth: Sequence[str], seconds: float) -> Score:
    pred_members: dict[str, set[int]] = defaultdict(set)
    true_members: dict[str, set[int]] = defaultdict(set)
    for i, (p, t) in enumerate(zip(predicted, truth, strict=False)):
        pred_members[p].add(i)
        true_members[t].add(i)
    correct = sum(1 for p, t in zip(predicted, truth, strict=False) if pred_members[p] == true_members[t])
    both = sum(_pairs(n) for n in Counter(zip(predicted, truth, strict=False)).values())
    pred_pairs = sum(_pairs(len(m)) for m in pred_members.values())
    true_pairs = sum(_pairs(len(m)) for m in true_members.values())
    return Score(
        ga=correct / len(truth),
        precision=both / pred_pairs if pred_pairs else 1.0,
        recall=both / true_pairs if true_pairs else 1.0,
        groups=len(pred_members),
        rate=len(truth) / seconds if seconds else float("inf"),
    )


def run_errkb(lines: list[str], threshold: float | None = None) -> tuple[list[str], float]:
    start = time.perf_counter()
    keys = list(cluster_keys(lines, threshold))
    return keys, time.perf_counter() - start


def _drain_miner(masks: list[str] | None = None, sim_th: float | None = None, depth: int | None = None):  # noqa: ANN202
    from drain3 import TemplateMiner
    from drain3.masking import MaskingInstruction
    from drain3.template_miner_config import TemplateMinerConfig

    config = TemplateMinerConfig()  # the defaults, without reading any drain3.ini
    config.profiling_enabled = False
    if masks is not None:
        config.masking_instructions = [MaskingInstruction(m, "*") for m in masks]
    if sim_th is not None:
        config.drain_sim_th = sim_th
    if depth is not None:
        config.drain_depth = depth
    return TemplateMiner(config=config)


def run_drain(lines: list[str], tuned: tuple[list[str], float, int] | None = None) -> tuple[list[str], float]:
    miner = _drain_miner(*tuned) if tuned else _drain_miner()
    start = time.perf_counter()
    keys = [str(miner.add_log_message(line.strip())["cluster_id"]) for line in lines]
    return keys, time.perf_counter() - start


Runner = Callable[[list[str]], tuple[list[str], float]]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", help="comma-separated dataset names")
    parser.add_argument("--json", type=Path, help="write the per-dataset figures here")
    parser.add_argument("--no-tuned", action="store_true", help="skip drain3 tuned")
    parser.add_argument("--errkb-only", action="store_true", help="skip drain3 entirely")
    parser.add_argument("--threshold", type=float,
                        help="turn on the fuzzy and code tiers at this threshold (default: off, as `errkb cluster`)")
    parser.add_argument("--fuzzy-sweep", help="also run errkb with the fuzzy and code tiers at these thresholds, "
                                              "e.g. 0.8,0.96")
    args = parser.parse_args(argv)
    logging.getLogger("drain3").setLevel(logging.ERROR)
    names = [n.strip() for n in args.only.split(",")] if args.only else DATASETS

    systems: dict[str, Callable[[str, list[str]], tuple[list[str], float]]] = {
        "errkb": lambda _n, lines: run_errkb(lines, args.threshold)}
    for value in (float(v) for v in args.fuzzy_sweep.split(",")) if args.fuzzy_sweep else ():
        systems[f"errkb+fuzzy@{value:.2f}"] = lambda _n, lines, v=value: run_errkb(lines, v)
    if not args.errkb_only:
        systems["drain3"] = lambda _n, lines: run_drain(lines)
        if not args.no_tuned:
            systems["drain3-tuned"] = lambda n, lines: run_drain(lines, TUNED[n])

    results: dict[str, dict[str, Score]] = {}
    for name in names:
        lines, truth = load(name)
        results[name] = {}
        for system, run in systems.items():
            keys, seconds = run(name, lines)
            results[name][system] = score(keys, truth, seconds)
    used = "off (the `errkb cluster` default)" if args.threshold is None else f"{args.threshold:.2f}"
    print(f"errkb: fuzzy and code tiers {used}; match.DEFAULT_THRESHOLD is {matching.DEFAULT_THRESHOLD:.2f}\n")
    main_systems = [s for s in ("errkb", "drain3", "drain3-tuned") if s in systems]
    print_table(results, main_systems)
    if len(systems) > len(main_systems):
        print("\n| variant | GA | pairwise P | pairwise R | msg/s | datasets with P < 0.995 |")
        print("|---|---|---|---|---|---|")
        for system in systems:
            scores = [row[system] for row in results.values()]
            n = len(scores)
            low = ", ".join(name for name, row in results.items() if row[system].precision < 0.995) or "none"
            print(f"| {system} | {sum(x.ga for x in scores) / n:.3f} | {sum(x.precision for x in scores) / n:.4f} | "
                  f"{sum(x.recall for x in scores) / n:.3f} | {sum(x.rate for x in scores) / n:,.0f} | {low} |")
    if args.json:
        args.json.write_text(json.dumps({n: {s: asdict(v) for s, v in r.items()} for n, r in results.items()},
                                        indent=1))
    return 0


def print_table(results: dict[str, dict[str, Score]], systems: list[str]) -> None:
    head = ["dataset", "groups"]
    for system in systems:
        head += [f"{system} GA", f"{system} P", f"{system} R", f"{system} msg/s"]
    print("| " + " | ".join(head) + " |")
    print("|" + "|".join("---" for _ in head) + "|")
    for name, row in results.items():
        _, truth = load(name)
        cells = [name, str(len(set(truth)))]
        for system in systems:
            s = row[system]
            cells += [f"{s.ga:.3f}", f"{s.precision:.4f}", f"{s.recall:.3f}", f"{s.rate:,.0f}"]
        print("| " + " | ".join(cells) + " |")
    cells = ["**average**", ""]
    for system in systems:
        scores = [row[system] for row in results.values()]
        n = len(scores)
        cells += [f"**{sum(s.ga for s in scores) / n:.3f}**", f"{sum(s.precision for s in scores) / n:.4f}",
                  f"{sum(s.recall for s in scores) / n:.3f}", f"{sum(s.rate for s in scores) / n:,.0f}"]
    print("| " + " | ".join(cells) + " |")


if __name__ == "__main__":
    raise SystemExit(main())
