"""The labelled corpus: how well errkb recognizes repeats and keeps look-alikes apart.

Input (written by hand, see bench/corpus/):

* `errors.jsonl`: one failure per line, `{"group","source","tool","command","exit_code","text",
  "lookalike_of"?}`. Instances of one group are the same error seen with different volatile
  parts; a group with `lookalike_of` must never be matched to the group it names.
* `queries.jsonl`: `{"query","group"}`, paraphrased or pasted lookups.

Every instance goes through `errkb.recognize.capture.capture(text, source, tool or "", command or "",
exit_code)`. Reported:

1. exact tier alone: pair precision and recall of "same fingerprint" vs "same group";
2. the full matcher (exact → fuzzy → code, `errkb.loop.match.match`) in a simulated KB: instances
   in a fixed shuffled order, every miss becomes a new entry (as `errkb capture` does), every
   hit is checked against the labels: wrong merges (and how many were look-alikes), recall
   of repeats (an instance whose group was seen before), per tier;
3. a sweep of the fuzzy threshold 0.50 … 1.00 (step 0.02) over the same run, and the lowest
   threshold at which the fuzzy tier makes no wrong merge (the exact and code tiers' wrong
   merges do not depend on it and are shown beside it);
4. lookup R@1 / R@3 of `errkb.app.lookup.lookup` over queries.jsonl against a real temporary KB
   holding one entry per group (title and raw from the group's first instance, no fixes).

`--real-kb` repeats step 2 at the chosen threshold through a real temporary KB
(`errkb.loop.record.record_capture`: ERRORS.md, the index and its SQLite/FTS mirror), so the
in-memory candidate source is checked against the real one.

    python bench/corpus_bench.py [--seed 7] [--real-kb] [--json out.json]
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
import tempfile
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from errkb.derived.items import IndexedEntry  # noqa: E402
from errkb.loop.match import DEFAULT_THRESHOLD, match  # noqa: E402
from errkb.recognize.capture import Capture, capture  # noqa: E402
from errkb.recognize.normalize import tokens  # noqa: E402

CORPUS = REPO / "bench" / "corpus"
SWEEP = [round(0.50 + 0.02 * i, 2) for i in range(26)]


@dataclass
class Instance:
    n: int
    group: str
    lookalike_of: str
    cap: Capture


def load_instances(path: Path = CORPUS / "errors.jsonl") -> list[Instance]:
    out = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines()):
        if not line.strip():
            continue
        row = json.loads(line)
        cap = capture(row["text"], row["source"], row.get("tool") or "", row.get("command") or "", row.get("exit_code"))
        out.append(Instance(n, row["group"], row.get("lookalike_of") or "", cap))
    return out


def load_queries(path: Path = CORPUS / "queries.jsonl") -> list[dict[str, str]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def lookalike_pairs(instances: list[Instance]) -> set[frozenset[str]]:
    return {frozenset((i.group, i.lookalike_of)) for i in instances if i.lookalike_of}


# -- 1. exact tier: pairs ---------------------------------------------------------------------
def _pairs(n: int) -> int:
    return n * (n - 1) // 2


def pair_scores(predicted: list[str], truth: list[str]) -> tuple[float, float]:
    both = sum(_pairs(n) for n in Counter(zip(predicted, truth, strict=False)).values())
    pred = sum(_pairs(n) for n in Counter(predicted).values())
    true = sum(_pairs(n) for n in Counter(truth).values())
    return (both / pred if pred else 1.0), (both / true if true else 1.0)


def exact_report(instances: list[Instance]) -> dict[str, Any]:
    fps = [i.cap.fingerprint for i in instances]
    groups = [i.group for i in instances]
    precision, recall = pair_scores(fps, groups)
    by_fp: dict[str, set[str]] = defaultdict(set)
    for i in instances:
        by_fp[i.cap.fingerprint].add(i.group)
    merged = {fp: sorted(g) for fp, g in by_fp.items() if len(g) > 1}
    looks = lookalike_pairs(instances)
    lookalike_merges = sum(1 for g in merged.values() for a in g for b in g if a < b and frozenset((a, b)) in looks)
    split = Counter(i.group for i in instances)
    fps_per_group = {g: len({i.cap.fingerprint for i in instances if i.group == g}) for g in split}
    return {"pair_precision": precision, "pair_recall": recall, "merged_fingerprints": merged,
            "lookalike_pairs_merged": lookalike_merges, "lookalike_pairs": len(looks),
            "groups": len(split), "instances": len(instances), "fingerprints": len(by_fp),
            "groups_split": sum(1 for n in fps_per_group.values() if n > 1)}


# -- 2. the full matcher in a simulated KB -----------------------------------------------------
class MemorySource:
    """exact / candidates / by_code over IndexedEntry, as the SQLite mirror answers them.

    Candidates are ranked like the mirror's `match_fts` (an OR of the live tokens, bm25-like:
    rare shared tokens first), limited to the same 40.
    """

    def __init__(self) -> None:
        self.entries: list[IndexedEntry] = []
        self.by_fp: dict[str, list[IndexedEntry]] = defaultdict(list)
        self.codes: dict[str, list[IndexedEntry]] = defaultdict(list)
        self.postings: dict[str, list[int]] = defaultdict(list)

    def add(self, cap: Capture) -> IndexedEntry:
        number = len(self.entries) + 1
        entry = IndexedEntry(
            number=number, id=f"E-{number:04d}", sig=cap.fingerprint, fp=cap.fingerprint, code=cap.code,
            cat=cap.cat, canon=cap.canon, title=cap.title, category=cap.category, trigger="", fix="", status="open",
            notes="", hits=1, last_seen="", first_seen="", excluded=False, raw=cap.raw, line=0, fixby="")
        self.entries.append(entry)
        self.by_fp[entry.fp].append(entry)
        if entry.code:
            self.codes[entry.code].append(entry)
        for token in set(tokens(entry.canon)):
            self.postings[token].append(number)
        return entry

    def exact(self, fp: str) -> list[IndexedEntry]:
        return list(self.by_fp.get(fp, []))

    def by_code(self, code: str) -> list[IndexedEntry]:
        return list(self.codes.get(code, []))

    def candidates(self, token_list: list[str], limit: int = 40) -> list[IndexedEntry]:
        total = len(self.entries) or 1
        scores: dict[int, float] = defaultdict(float)
        for token in set(token_list):
            posting = self.postings.get(token)
            if not posting:
                continue
            idf = math.log(1 + (total - len(posting) + 0.5) / (len(posting) + 0.5))
            for number in posting:
                scores[number] += idf
        ranked = sorted(scores, key=lambda n: (-scores[n], n))[:limit]
        return [self.entries[n - 1] for n in ranked]


@dataclass
class SimResult:
    threshold: float
    repeats: int = 0
    recognized: int = 0
    new_entries: int = 0
    correct: Counter[str] = field(default_factory=Counter)  # per tier
    wrong: Counter[str] = field(default_factory=Counter)  # per tier
    wrong_lookalike: int = 0
    wrong_examples: list[tuple[str, str, str, float]] = field(default_factory=list)
    missed_examples: list[tuple[str, str]] = field(default_factory=list)
    pair_precision: float = 0.0
    pair_recall: float = 0.0

    @property
    def wrong_merges(self) -> int:
        return sum(self.wrong.values())

    @property
    def recall(self) -> float:
        return self.recognized / self.repeats if self.repeats else 1.0


def shuffled(instances: list[Instance], seed: int) -> list[Instance]:
    order = list(instances)
    random.Random(seed).shuffle(order)
    return order


def simulate(order: list[Instance], threshold: float, looks: set[frozenset[str]]) -> SimResult:
    source = MemorySource()
    owner: dict[int, str] = {}  # entry number → group of the instance that created it
    seen: set[str] = set()
    result = SimResult(threshold)
    assigned: list[str] = []
    for inst in order:
        repeat = inst.group in seen
        seen.add(inst.group)
        result.repeats += repeat
        best = match(inst.cap, source, threshold).best
        if best is None:
            entry = source.add(inst.cap)
            owner[entry.number] = inst.group
            result.new_entries += 1
            assigned.append(entry.id)
            if repeat:
                result.missed_examples.append((inst.group, inst.cap.canon))
            continue
        assigned.append(best.entry.id)
        matched_group = owner[best.entry.number]
        if matched_group == inst.group:
            result.correct[best.via] += 1
            result.recognized += repeat
        else:
            result.wrong[best.via] += 1
            result.wrong_lookalike += frozenset((inst.group, matched_group)) in looks
            result.wrong_examples.append((inst.group, matched_group, best.via, best.similarity))
    result.pair_precision, result.pair_recall = pair_scores(assigned, [i.group for i in order])
    return result


def choose_threshold(results: list[SimResult]) -> SimResult:
    """The lowest threshold at which the fuzzy tier makes no wrong merge.

    The threshold governs only the fuzzy tier; wrong merges of the exact and code tiers do not
    move with it and are reported beside it (they are capture's and the guards' to fix).
    """
    clean = [r for r in results if r.wrong["fuzzy"] == 0]
    if clean:
        return min(clean, key=lambda r: r.threshold)
    return min(results, key=lambda r: (r.wrong["fuzzy"], r.threshold))


def real_kb_run(order: list[Instance], threshold: float, looks: set[frozenset[str]]) -> SimResult:
    """Step 2 again through `record_capture` on a real temporary KB (ERRORS.md + index + mirror)."""
    from errkb.derived.kbase import KnowledgeBase
    from errkb.loop.record import record_capture
    from errkb.machine.config import Settings
    from errkb.machine.paths import KbLocation

    result = SimResult(threshold)
    with tempfile.TemporaryDirectory(prefix="errkb-corpus-") as folder:
        kb = KnowledgeBase(KbLocation(Path(folder) / "kb", "bench"),
                           Settings(fuzzy_threshold=threshold, transient_threshold=1))
        kb.store.init()
        owner: dict[str, str] = {}
        seen: set[str] = set()
        assigned: list[str] = []
        for inst in order:
            repeat = inst.group in seen
            seen.add(inst.group)
            result.repeats += repeat
            outcome = record_capture(kb, inst.cap)
            assert outcome.id is not None
            assigned.append(outcome.id)
            if outcome.created:
                owner[outcome.id] = inst.group
                result.new_entries += 1
                if repeat:
                    result.missed_examples.append((inst.group, inst.cap.canon))
                continue
            via = "exact" if outcome.via == "new" else outcome.via
            if owner[outcome.id] == inst.group:
                result.correct[via] += 1
                result.recognized += repeat
            else:
                result.wrong[via] += 1
                result.wrong_lookalike += frozenset((inst.group, owner[outcome.id])) in looks
                result.wrong_examples.append((inst.group, owner[outcome.id], via, outcome.similarity))
        result.pair_precision, result.pair_recall = pair_scores(assigned, [i.group for i in order])
    return result


# -- 4. lookup ---------------------------------------------------------------------------------
def lookup_report(instances: list[Instance], queries: list[dict[str, str]]) -> dict[str, Any]:
    from errkb.app.lookup import lookup
    from errkb.derived.kbase import KnowledgeBase
    from errkb.loop.record import _new_entry
    from errkb.machine.config import Settings
    from errkb.machine.paths import KbLocation

    firsts: dict[str, Instance] = {}
    for inst in instances:
        firsts.setdefault(inst.group, inst)
    misses: list[tuple[str, str, list[str]]] = []
    with tempfile.TemporaryDirectory(prefix="errkb-lookup-") as folder:
        kb = KnowledgeBase(KbLocation(Path(folder) / "kb", "bench"), Settings())
        kb.store.init()
        groups_of: dict[str, set[str]] = defaultdict(set)
        for group, inst in firsts.items():
            entry, _created = kb.store.append(_new_entry(inst.cap))
            groups_of[entry.id].add(group)
        kb.index()
        at1 = at3 = 0
        vias: Counter[str] = Counter()
        start = time.perf_counter()
        for q in queries:
            found = lookup(kb, q["query"], limit=3)
            ids = [r.id for r in found.results]
            vias[found.via] += 1
            hit = [q["group"] in groups_of[i] for i in ids]
            at1 += bool(hit[:1] and hit[0])
            at3 += any(hit[:3])
            if not (hit[:1] and hit[0]):
                misses.append((q["query"], q["group"], [sorted(groups_of[i])[0] for i in ids]))
        elapsed = time.perf_counter() - start
        shared = sum(1 for g in groups_of.values() if len(g) > 1)
    n = len(queries) or 1
    return {"queries": len(queries), "r_at_1": at1 / n, "r_at_3": at3 / n, "entries": len(groups_of),
            "entries_shared_by_groups": shared, "via": dict(vias), "misses": misses,
            "ms_per_query": 1000 * elapsed / n}


# -- output --------------------------------------------------------------------------------------
def sweep_table(results: list[SimResult], chosen: float) -> str:
    lines = ["| threshold | wrong merges: fuzzy | exact | code | of all, look-alikes | recall of repeats "
             "| fuzzy hits right | pair P | pair R |",
             "|---|---|---|---|---|---|---|---|---|"]
    for r in results:
        mark = " ←" if r.threshold == chosen else ""
        lines.append(f"| {r.threshold:.2f}{mark} | {r.wrong['fuzzy']} | {r.wrong['exact']} | {r.wrong['code']} | "
                     f"{r.wrong_lookalike} | {r.recall:.3f} | {r.correct['fuzzy']} | "
                     f"{r.pair_precision:.4f} | {r.pair_recall:.4f} |")
    return "\n".join(lines)


def summary_table(exact: dict[str, Any], chosen: SimResult, current: SimResult, real: SimResult | None,
                  lookups: dict[str, Any]) -> str:
    def tiers(r: SimResult) -> str:
        return ", ".join(f"{t} {r.correct[t]}" + (f" (+{r.wrong[t]} wrong)" if r.wrong[t] else "")
                         for t in ("exact", "fuzzy", "code"))

    rows = [
        ("instances / groups / look-alike group pairs",
         f"{exact['instances']} / {exact['groups']} / {exact['lookalike_pairs']}", ""),
        ("exact tier: pair precision", f"{exact['pair_precision']:.4f}", ""),
        ("exact tier: pair recall", f"{exact['pair_recall']:.4f}", ""),
        ("exact tier: look-alike pairs sharing a fingerprint", str(exact["lookalike_pairs_merged"]), "0"),
        ("exact tier: groups split over several fingerprints", f"{exact['groups_split']} of {exact['groups']}", ""),
    ]
    for label, r in ((f"matcher @ {current.threshold:.2f} (match.DEFAULT_THRESHOLD)", current),
                     (f"matcher @ {chosen.threshold:.2f} (chosen)", chosen)):
        rows += [
            (f"{label}: wrong merges (look-alikes)", f"{r.wrong_merges} ({r.wrong_lookalike})", "0"),
            (f"{label}: recall of repeats", f"{r.recall:.4f} ({r.recognized}/{r.repeats})", "≥ 0.95"),
            (f"{label}: hits per tier", tiers(r), ""),
            (f"{label}: pair precision / recall", f"{r.pair_precision:.4f} / {r.pair_recall:.4f}", ""),
        ]
    if real is not None:
        rows += [
            (f"real temp KB @ {real.threshold:.2f}: wrong merges (look-alikes)",
             f"{real.wrong_merges} ({real.wrong_lookalike})", "0"),
            (f"real temp KB @ {real.threshold:.2f}: recall of repeats",
             f"{real.recall:.4f} ({real.recognized}/{real.repeats})", "≥ 0.95"),
            (f"real temp KB @ {real.threshold:.2f}: hits per tier", tiers(real), ""),
        ]
    rows += [
        ("lookup R@1", f"{lookups['r_at_1']:.4f} ({lookups['queries']} queries)", "≥ 0.9"),
        ("lookup R@3", f"{lookups['r_at_3']:.4f}", ""),
        ("lookup answered via", ", ".join(f"{k} {v}" for k, v in sorted(lookups["via"].items())), ""),
    ]
    lines = ["| measure | value | target |", "|---|---|---|"]
    lines += [f"| {a} | {b} | {c} |" for a, b, c in rows]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=7, help="the fixed shuffle (default 7)")
    parser.add_argument("--real-kb", action="store_true", help="also run the chosen threshold through a real KB")
    parser.add_argument("--json", type=Path, help="write all figures here")
    parser.add_argument("--verbose", "-v", action="store_true", help="list wrong merges, misses, lookup misses")
    args = parser.parse_args(argv)
    os.environ.setdefault("ERRKB_CONFIG", os.devnull)

    instances = load_instances()
    queries = load_queries()
    looks = lookalike_pairs(instances)
    exact = exact_report(instances)
    order = shuffled(instances, args.seed)
    results = [simulate(order, t, looks) for t in SWEEP]
    chosen = choose_threshold(results)
    current = next((r for r in results if abs(r.threshold - DEFAULT_THRESHOLD) < 1e-9), None) or simulate(
        order, DEFAULT_THRESHOLD, looks)
    real = real_kb_run(order, chosen.threshold, looks) if args.real_kb else None
    lookups = lookup_report(instances, queries)

    print(f"## Corpus: {exact['instances']} instances, {exact['groups']} groups, {len(queries)} queries "
          f"(shuffle seed {args.seed})\n")
    print(summary_table(exact, chosen, current, real, lookups))
    print(f"\n## Threshold sweep (chosen: {chosen.threshold:.2f}, the lowest at which the fuzzy tier merges "
          "nothing wrongly)\n")
    print(sweep_table(results, chosen.threshold))
    if args.verbose:
        print("\n## Exact-tier merged fingerprints")
        for fp, groups in exact["merged_fingerprints"].items():
            print(f"  {fp}: {groups}")
        for r in (current, chosen) + ((real,) if real else ()):
            print(f"\n## @ {r.threshold:.2f}: wrong merges")
            for example in r.wrong_examples:
                print("  ", example)
            print(f"## @ {r.threshold:.2f}: missed repeats")
            for missed in r.missed_examples:
                print("  ", missed)
        print("\n## Lookup misses at rank 1 (query, group, returned)")
        for miss in lookups["misses"]:
            print("  ", miss)
    if args.json:
        args.json.write_text(json.dumps({
            "exact": {k: v for k, v in exact.items() if k != "merged_fingerprints"},
            "sweep": [{"threshold": r.threshold, "wrong": r.wrong_merges, "wrong_lookalike": r.wrong_lookalike,
                       "recall": r.recall, "correct": dict(r.correct), "wrong_by_tier": dict(r.wrong),
                       "pair_precision": r.pair_precision, "pair_recall": r.pair_recall} for r in results],
            "chosen": chosen.threshold, "lookup": {k: v for k, v in lookups.items() if k != "misses"},
        }, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
