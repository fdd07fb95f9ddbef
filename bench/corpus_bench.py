"""The labelled corpora: how well errkb recognizes repeats and keeps look-alikes apart.

Twenty-two corpora, reported side by side, and a twenty-third held out:

* `own`: bench/corpus/errors.jsonl and queries.jsonl, written with the rules in view;
* `tune` and `heldout`: the two halves of bench/corpus/field/ (messages from public threads, split
  by group; see bench/corpus/field/README.md). `heldout` was held out until 2026-12-01; it had been
  measured so often by then that it is now a tuning set like `tune`;
* `tune2` and `heldout2`: the two halves of bench/corpus/field2/, a fresh set from other public
  threads (bench/corpus/field2/README.md). `heldout2` was held out until 2026-12-02 (measured three
  times, summary only); it is now a tuning set too;
* `heldout3`: bench/corpus/field3/, a third set from other threads again, held out whole until
  2026-12-02 (measured five times, summary only, no rule written after any run); it is now a
  tuning set too;
* `heldout4`: bench/corpus/field4/, a fourth set, built blind while heldout3 was being tuned on,
  held out whole until 2026-12-02 (measured twice, summary only: before and after the n10 rules);
  it is now a tuning set too;
* `heldout5`: bench/corpus/field5/, a fifth set, built blind while heldout4 was being tuned on,
  held out whole until 2026-12-02 (measured twice, summary only: on the session's first and
  last trees); it is now a tuning set too;
* `heldout6`: bench/corpus/field6/, a sixth set, built blind while heldout5 was being tuned on,
  held out whole until 2026-12-02 (measured twice, summary only: on the session's first tree and
  on `050d6fc`); it is now a tuning set too;
* `heldout7`: bench/corpus/field7/, a seventh set, built blind while heldout6 was being tuned on,
  held out whole until 2026-12-02 (measured three times, summary only: on `91ade20`, `b516be8` and
  `b1e0a0d`); it is now a tuning set too;
* `heldout8`: bench/corpus/field8/, an eighth set, built blind while heldout7 was being tuned on,
  held out whole until 2026-12-02 (measured twice, summary only: on `ab35261` and on the round's
  working tree); it is now a tuning set too;
* `heldout9`: bench/corpus/field9/, a ninth set, built blind while heldout8 was being tuned on,
  held out whole until 2026-12-02 (measured twice, summary only: on `ab35261` and on the round's
  working tree); it is now a tuning set too;
* `heldout10`: bench/corpus/field10/, a tenth set, built blind while heldout9 was being tuned on,
  held out whole until 2026-12-02 (measured three times, summary only: on `ab35261`, `6ef86fe`
  and `bf34d90`); it is now a tuning set too;
* `heldout11`: bench/corpus/field11/, an eleventh set, built blind while heldout10 was being tuned
  on, held out whole until 2026-12-02 (measured twice, summary only: on `bf34d90` and `e17a433`);
  it is now a tuning set too;
* `heldout12`: bench/corpus/field12/, a twelfth set, built blind while heldout11 was being tuned
  on, held out whole until 2026-12-02 (measured twice, summary only: on `bf34d90` and `1b29872`);
  it is now a tuning set too;
* `heldout13`: bench/corpus/field13/, a thirteenth set, built blind while heldout12 was being tuned
  on, held out whole until 2026-12-02 (measured twice, summary only: on `bf34d90` and `0487c14`);
  it is now a tuning set too;
* `heldout14`: bench/corpus/field14/, a fourteenth set, built blind while heldout13 was being tuned
  on, held out whole until 2026-12-02 (measured twice, summary only: on `bf34d90` and `91a3173`);
  it is now a tuning set too;
* `heldout15`: bench/corpus/field15/, a fifteenth set, built blind while heldout14 was being tuned
  on, held out whole until 2026-12-02 (measured three times, summary only: on `bf34d90`, `55d4b8a`
  and `4b0342f`); it is now a tuning set too;
* `heldout16`: bench/corpus/field16/, a sixteenth set, built blind while heldout15 was held out
  (its builder read no rule and ran neither matcher nor lookup on it), held out whole until
  2026-12-02 (measured four times, summary only: on `d406ea6`, `312ccac`, `511b32e` and
  `69b77d2`); it is now a tuning set too;
* `heldout17`: bench/corpus/field17/, a seventeenth set, built blind while heldout16 was held out
  (its builder read no rule and ran neither matcher nor lookup on it), held out whole until
  2026-12-02 (measured three times, summary only: on `f33a534` with `ef5e0a0`'s rules, `36184c2`
  and `e4d08a1`); it is now a tuning set too;
* `heldout18`: bench/corpus/field18/, an eighteenth set, built blind while heldout17 was held out
  (its builder read no rule and ran neither matcher nor lookup on it), held out whole until
  2026-12-02 (measured four times, summary only: on `ef5e0a0`, `a2060ea`, `b5f8362` and `87706d3`;
  opened when its first module was read by mistake); it is now a tuning set too;
* `heldout19`: bench/corpus/field19/, a nineteenth set, built blind while heldout18 was held out
  (its builder read no rule and ran neither matcher nor lookup on it), held out whole until
  2026-12-02 (measured twice, summary only: on `87706d3` and `5f53614`); it is now a tuning set too;
* `heldout20`: bench/corpus/field20/, a twentieth set, built blind while heldout19 was held out
  (its builder read no rule and ran neither matcher nor lookup on it), held out whole until
  2026-12-03 (measured four times, summary only: on `e220ce4`, `7b3866d`, `0fce32b` and `ad6d290`;
  opened once field21 had been built); it is now a tuning set too;
* `heldout21`: bench/corpus/field21/, a twenty-first set, built blind while heldout20 was held out
  (its builder read no rule and ran neither matcher nor lookup on it) and held out whole. It is
  the figure that counts: it runs only when named (`--corpus heldout21`, never in `all`), and
  `--verbose` prints nothing of it but the summary, so no rule is written from its contents.

Rows are `{"group","source","tool","command","exit_code","text","lookalike_of"?}` (the field corpus
adds `source_url`, `os`, `shell`, `locale`, `class`). Instances of one group are the same error
seen with different volatile parts; a group with `lookalike_of` must never be matched to the group
it names. Queries are `{"query","group","kind"?}`; `kind` is `plain` (plain words) or `zh` (Chinese);
the own corpus's queries have none and count as `mixed`.

Every instance goes through `errkb.recognize.capture.capture(text, source, tool or "", command or "",
exit_code)`. Reported per corpus:

1. exact tier alone: pair precision and recall of "same fingerprint" vs "same group";
2. the full matcher (exact → fuzzy → code, `errkb.loop.match.match`) at `match.DEFAULT_THRESHOLD` in
   a simulated KB: instances in a fixed shuffled order, every miss becomes a new entry (as `errkb
   capture` does), every hit is checked against the labels: wrong merges (and how many joined a
   declared look-alike pair), recall of repeats (an instance whose group was seen before), per tier
   and per class of miss;
3. a sweep of the fuzzy threshold 0.50 … 1.00 (step 0.02), and the lowest threshold at which the
   fuzzy tier makes no wrong merge (`--sweep`; always for `own`, as before);
4. lookup R@1 / R@3 of `errkb.app.lookup.lookup` per query kind against a real temporary KB holding
   one entry per group (title and raw from the group's first instance, no fixes).

`--real-kb` repeats step 2 through a real temporary KB (`errkb.loop.record.record_capture`:
ERRORS.md, the index and its SQLite/FTS mirror), so the in-memory candidate source is checked.

    python bench/corpus_bench.py [--corpus own|tune|heldout|tune2|heldout2|heldout3|heldout4|heldout5|heldout6|
                                 heldout7|heldout8|heldout9|heldout10|heldout11|heldout12|
                                 heldout13|heldout14|heldout15|heldout16|heldout17|
                                 heldout18|heldout19|heldout20|heldout21|all]
                                 [--seed 7] [--sweep] [--real-kb] [--json out.json] [-v]
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import re
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
FIELD = CORPUS / "field"
FIELD2 = CORPUS / "field2"
FIELD3 = CORPUS / "field3"
FIELD4 = CORPUS / "field4"
FIELD5 = CORPUS / "field5"
FIELD6 = CORPUS / "field6"
FIELD7 = CORPUS / "field7"
FIELD8 = CORPUS / "field8"
FIELD9 = CORPUS / "field9"
FIELD10 = CORPUS / "field10"
FIELD11 = CORPUS / "field11"
FIELD12 = CORPUS / "field12"
FIELD13 = CORPUS / "field13"
FIELD14 = CORPUS / "field14"
FIELD15 = CORPUS / "field15"
FIELD16 = CORPUS / "field16"
FIELD17 = CORPUS / "field17"
FIELD18 = CORPUS / "field18"
FIELD19 = CORPUS / "field19"
FIELD20 = CORPUS / "field20"
FIELD21 = CORPUS / "field21"  # the held-out set, never in `all`: run it on purpose
SWEEP = [round(0.50 + 0.02 * i, 2) for i in range(26)]
CORPORA = ("own", "tune", "heldout", "tune2", "heldout2", "heldout3", "heldout4", "heldout5", "heldout6",
           "heldout7", "heldout8", "heldout9", "heldout10", "heldout11", "heldout12",
           "heldout13", "heldout14", "heldout15", "heldout16", "heldout17", "heldout18", "heldout19", "heldout20")
HELD_OUT = "heldout21"
FOLDERS = {"tune": FIELD, "heldout": FIELD, "tune2": FIELD2, "heldout2": FIELD2, "heldout3": FIELD3,
           "heldout4": FIELD4, "heldout5": FIELD5, "heldout6": FIELD6,
           "heldout7": FIELD7, "heldout8": FIELD8, "heldout9": FIELD9,
           "heldout10": FIELD10, "heldout11": FIELD11, "heldout12": FIELD12, "heldout13": FIELD13,
           "heldout14": FIELD14, "heldout15": FIELD15, "heldout16": FIELD16,
           "heldout17": FIELD17, "heldout18": FIELD18,
           "heldout19": FIELD19, "heldout20": FIELD20, HELD_OUT: FIELD21}
KINDS = ("plain", "zh", "mixed")
TIERS = ("exact", "fuzzy", "code", "condition")
CLASSES = ("wrapper", "runtime-value", "shell", "two-programs", "version", "non-file-path", "multiline", "everyday",
           "locale")
_CJK = re.compile(r"[\u3400-\u9fff]")


@dataclass
class Instance:
    n: int
    group: str
    lookalike_of: str
    cls: str
    cap: Capture


@dataclass
class Corpus:
    name: str
    instances: list[Instance]
    queries: list[dict[str, str]]


def load_instances(path: Path) -> list[Instance]:
    out = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines()):
        if not line.strip():
            continue
        row = json.loads(line)
        cap = capture(row["text"], row["source"], row.get("tool") or "", row.get("command") or "", row.get("exit_code"))
        out.append(Instance(n, row["group"], row.get("lookalike_of") or "", row.get("class") or "", cap))
    return out


def load_queries(path: Path) -> list[dict[str, str]]:
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    for row in rows:
        row.setdefault("kind", "mixed")
    return rows


def load_corpus(name: str) -> Corpus:
    if name == "own":
        return Corpus(name, load_instances(CORPUS / "errors.jsonl"), load_queries(CORPUS / "queries.jsonl"))
    folder = FOLDERS[name]
    return Corpus(name, load_instances(folder / f"{name}.jsonl"), load_queries(folder / f"queries_{name}.jsonl"))


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
    repeats_by_class: Counter[str] = field(default_factory=Counter)
    recognized_by_class: Counter[str] = field(default_factory=Counter)
    # (group, matched group, tier, similarity, the live canonical form, the entry's)
    wrong_examples: list[tuple[str, str, str, float, str, str]] = field(default_factory=list)
    missed_examples: list[tuple[str, str]] = field(default_factory=list)
    pair_precision: float = 0.0
    pair_recall: float = 0.0

    @property
    def wrong_merges(self) -> int:
        return sum(self.wrong.values())

    @property
    def recall(self) -> float:
        return self.recognized / self.repeats if self.repeats else 1.0

    def class_recall(self, cls: str) -> float | None:
        seen = self.repeats_by_class[cls]
        return self.recognized_by_class[cls] / seen if seen else None

    def count(self, inst: Instance, repeat: bool, right: bool) -> None:
        """Book one instance's outcome; `right` = matched its own group's entry."""
        self.repeats += repeat
        self.repeats_by_class[inst.cls] += repeat
        if repeat and right:
            self.recognized += 1
            self.recognized_by_class[inst.cls] += 1


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
        best = match(inst.cap, source, threshold).best
        if best is None:
            entry = source.add(inst.cap)
            owner[entry.number] = inst.group
            result.new_entries += 1
            assigned.append(entry.id)
            result.count(inst, repeat, right=False)
            if repeat:
                result.missed_examples.append((inst.group, inst.cap.canon))
            continue
        assigned.append(best.entry.id)
        matched_group = owner[best.entry.number]
        right = matched_group == inst.group
        result.count(inst, repeat, right)
        if right:
            result.correct[best.via] += 1
        else:
            result.wrong[best.via] += 1
            result.wrong_lookalike += frozenset((inst.group, matched_group)) in looks
            result.wrong_examples.append((inst.group, matched_group, best.via, best.similarity, inst.cap.canon,
                                           best.entry.canon))
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
            outcome = record_capture(kb, inst.cap)
            assert outcome.id is not None
            assigned.append(outcome.id)
            if outcome.created:
                owner[outcome.id] = inst.group
                result.new_entries += 1
                result.count(inst, repeat, right=False)
                if repeat:
                    result.missed_examples.append((inst.group, inst.cap.canon))
                continue
            via = "exact" if outcome.via == "new" else outcome.via
            right = owner[outcome.id] == inst.group
            result.count(inst, repeat, right)
            if right:
                result.correct[via] += 1
            else:
                result.wrong[via] += 1
                result.wrong_lookalike += frozenset((inst.group, owner[outcome.id])) in looks
                result.wrong_examples.append((inst.group, owner[outcome.id], via, outcome.similarity, inst.cap.canon, ""))
        result.pair_precision, result.pair_recall = pair_scores(assigned, [i.group for i in order])
    return result


# -- 4. lookup ---------------------------------------------------------------------------------
def lookup_report(instances: list[Instance], queries: list[dict[str, str]]) -> dict[str, Any]:
    """R@1 / R@3 per query kind against a real temporary KB with one entry per group."""
    from errkb.app.lookup import lookup
    from errkb.derived.kbase import KnowledgeBase
    from errkb.loop.record import _new_entry
    from errkb.machine.config import Settings
    from errkb.machine.paths import KbLocation

    firsts: dict[str, Instance] = {}
    for inst in instances:
        firsts.setdefault(inst.group, inst)
    misses: list[tuple[str, str, str, list[str]]] = []
    hits: dict[str, Counter[str]] = defaultdict(Counter)
    with tempfile.TemporaryDirectory(prefix="errkb-lookup-") as folder:
        kb = KnowledgeBase(KbLocation(Path(folder) / "kb", "bench"), Settings())
        kb.store.init()
        groups_of: dict[str, set[str]] = defaultdict(set)
        for group, inst in firsts.items():
            entry, _created = kb.store.append(_new_entry(inst.cap))
            groups_of[entry.id].add(group)
        kb.index()
        vias: Counter[str] = Counter()
        start = time.perf_counter()
        for q in queries:
            found = lookup(kb, q["query"], limit=3)
            ids = [r.id for r in found.results]
            vias[found.via] += 1
            hit = [q["group"] in groups_of[i] for i in ids]
            kind = q["kind"]
            hits[kind]["n"] += 1
            hits[kind]["at1"] += bool(hit[:1] and hit[0])
            hits[kind]["at3"] += any(hit[:3])
            if not (hit[:1] and hit[0]):
                misses.append((kind, q["query"], q["group"], [sorted(groups_of[i])[0] for i in ids]))
        elapsed = time.perf_counter() - start
        shared = sum(1 for g in groups_of.values() if len(g) > 1)
    n = len(queries) or 1
    by_kind = {kind: {"queries": c["n"], "r_at_1": c["at1"] / c["n"], "r_at_3": c["at3"] / c["n"]}
               for kind, c in hits.items()}
    return {"queries": len(queries), "by_kind": by_kind, "entries": len(groups_of), "entries_shared_by_groups": shared,
            "via": dict(vias), "misses": misses, "ms_per_query": 1000 * elapsed / n}


# -- one corpus ----------------------------------------------------------------------------------
@dataclass
class Report:
    corpus: Corpus
    exact: dict[str, Any]
    current: SimResult
    lookups: dict[str, Any]
    sweep: list[SimResult] = field(default_factory=list)
    real: SimResult | None = None


def evaluate(corpus: Corpus, seed: int, sweep: bool, real_kb: bool) -> Report:
    looks = lookalike_pairs(corpus.instances)
    order = shuffled(corpus.instances, seed)
    current = simulate(order, DEFAULT_THRESHOLD, looks)
    results = [simulate(order, t, looks) for t in SWEEP] if sweep else []
    real = real_kb_run(order, DEFAULT_THRESHOLD, looks) if real_kb else None
    return Report(corpus, exact_report(corpus.instances), current, lookup_report(corpus.instances, corpus.queries),
                  results, real)


# -- output --------------------------------------------------------------------------------------
def _ratio(num: int, den: int) -> str:
    return f"{num / den:.4f} ({num}/{den})" if den else "—"


def _tiers(r: SimResult) -> str:
    parts = (f"{t} {r.correct[t]}" + (f" (+{r.wrong[t]} wrong)" if r.wrong[t] else "") for t in TIERS)
    return ", ".join(parts)


def _lookup_cell(rep: Report, kind: str, key: str) -> str:
    stats = rep.lookups["by_kind"].get(kind)
    return f"{stats[key]:.4f} ({stats['queries']})" if stats else "—"


def summary_rows(reports: list[Report]) -> list[tuple[str, list[str], str]]:
    """(measure, one cell per corpus, target)."""
    def each(fn: Any) -> list[str]:
        return [fn(r) for r in reports]

    rows = [
        ("instances / groups / look-alike pairs",
         each(lambda r: f"{r.exact['instances']} / {r.exact['groups']} / {r.exact['lookalike_pairs']}"), ""),
        ("exact tier: pair precision / recall",
         each(lambda r: f"{r.exact['pair_precision']:.4f} / {r.exact['pair_recall']:.4f}"), ""),
        ("exact tier: groups split over several fingerprints",
         each(lambda r: f"{r.exact['groups_split']} of {r.exact['groups']}"), ""),
        (f"wrong merges @ {DEFAULT_THRESHOLD:.2f}", each(lambda r: str(r.current.wrong_merges)), "0"),
        ("of them look-alikes matched", each(lambda r: str(r.current.wrong_lookalike)), "0"),
        ("recall of repeats", each(lambda r: _ratio(r.current.recognized, r.current.repeats)), "≥ 0.98"),
        ("hits per tier", each(lambda r: _tiers(r.current)), ""),
        ("pair precision / recall", each(lambda r: f"{r.current.pair_precision:.4f} / {r.current.pair_recall:.4f}"), ""),
    ]
    for cls in CLASSES:
        rows.append((f"recall of repeats: {cls}", each(lambda r, c=cls: _ratio(r.current.recognized_by_class[c],
                                                                              r.current.repeats_by_class[c])), ""))
    for kind, label in (("plain", "plain words"), ("zh", "Chinese"), ("mixed", "own queries")):
        rows.append((f"lookup R@1 {label} (n)", each(lambda r, k=kind: _lookup_cell(r, k, "r_at_1")), "≥ 0.95"))
        rows.append((f"lookup R@3 {label} (n)", each(lambda r, k=kind: _lookup_cell(r, k, "r_at_3")), ""))
    rows.append(("lookup answered via", each(lambda r: ", ".join(f"{k} {v}" for k, v in sorted(r.lookups["via"].items()))), ""))
    if any(r.real for r in reports):
        rows.append(("real temp KB: wrong merges / recall", each(lambda r: f"{r.real.wrong_merges} / {r.real.recall:.4f}"
                                                                  if r.real else "—"), ""))
    return rows


def summary_table(reports: list[Report]) -> str:
    names = [r.corpus.name for r in reports]
    lines = ["| measure | " + " | ".join(names) + " | target |", "|---" * (len(names) + 2) + "|"]
    lines += [f"| {label} | " + " | ".join(cells) + f" | {target} |" for label, cells, target in summary_rows(reports)]
    return "\n".join(lines)


def sweep_table(results: list[SimResult], chosen: float) -> str:
    lines = ["| threshold | wrong merges: fuzzy | exact | code | condition | of all, look-alikes | recall of repeats "
             "| fuzzy hits right | pair P | pair R |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    for r in results:
        mark = " ←" if r.threshold == chosen else ""
        lines.append(f"| {r.threshold:.2f}{mark} | {r.wrong['fuzzy']} | {r.wrong['exact']} | {r.wrong['code']} | "
                     f"{r.wrong['condition']} | "
                     f"{r.wrong_lookalike} | {r.recall:.3f} | {r.correct['fuzzy']} | "
                     f"{r.pair_precision:.4f} | {r.pair_recall:.4f} |")
    return "\n".join(lines)


def print_details(rep: Report) -> None:
    print(f"\n## {rep.corpus.name}: exact-tier merged fingerprints")
    for fp, groups in rep.exact["merged_fingerprints"].items():
        print(f"  {fp}: {groups}")
    print(f"## {rep.corpus.name}: wrong merges @ {DEFAULT_THRESHOLD:.2f} (group, matched group, tier, similarity; "
          "the live form, the entry's)")
    for *example, live, entry in rep.current.wrong_examples:
        print("  ", tuple(example))
        print(f"      live:  {live}\n      entry: {entry}")
    print(f"## {rep.corpus.name}: missed repeats (group, canonical form)")
    for missed in rep.current.missed_examples:
        print("  ", missed)
    print(f"## {rep.corpus.name}: lookup misses at rank 1 (kind, query, group, returned)")
    for miss in rep.lookups["misses"]:
        print("  ", miss)


def to_json(rep: Report) -> dict[str, Any]:
    cur = rep.current
    return {
        "exact": {k: v for k, v in rep.exact.items() if k != "merged_fingerprints"},
        "current": {"threshold": cur.threshold, "wrong": cur.wrong_merges, "wrong_lookalike": cur.wrong_lookalike,
                    "recall": cur.recall, "repeats": cur.repeats, "recognized": cur.recognized,
                    "recall_by_class": {c: cur.class_recall(c) for c in CLASSES if cur.repeats_by_class[c]},
                    "correct": dict(cur.correct), "wrong_by_tier": dict(cur.wrong)},
        "sweep": [{"threshold": r.threshold, "wrong": r.wrong_merges, "wrong_lookalike": r.wrong_lookalike,
                   "recall": r.recall, "pair_precision": r.pair_precision, "pair_recall": r.pair_recall} for r in rep.sweep],
        "lookup": {k: v for k, v in rep.lookups.items() if k != "misses"},
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", choices=(*CORPORA, HELD_OUT, "all"), default="all",
                        help=f"which corpus (default all, side by side; {HELD_OUT} only when named)")
    parser.add_argument("--seed", type=int, default=7, help="the fixed shuffle (default 7)")
    parser.add_argument("--sweep", action="store_true", help="also sweep the fuzzy threshold for the field halves")
    parser.add_argument("--real-kb", action="store_true", help="also run the matcher through a real KB")
    parser.add_argument("--json", type=Path, help="write all figures here")
    parser.add_argument("--verbose", "-v", action="store_true",
                        help=f"list wrong merges, misses, lookup misses (never for {HELD_OUT})")
    args = parser.parse_args(argv)
    os.environ.setdefault("ERRKB_CONFIG", os.devnull)

    names = CORPORA if args.corpus == "all" else (args.corpus,)
    reports = [evaluate(load_corpus(name), args.seed, args.sweep or name == "own", args.real_kb) for name in names]
    print(f"## Corpora side by side (shuffle seed {args.seed}; `{HELD_OUT}` is never tuned on)\n")
    print(summary_table(reports))
    for rep in reports:
        if rep.sweep:
            chosen = choose_threshold(rep.sweep)
            print(f"\n## {rep.corpus.name}: threshold sweep (the lowest at which the fuzzy tier merges nothing wrongly: "
                  f"{chosen.threshold:.2f})\n")
            print(sweep_table(rep.sweep, chosen.threshold))
        if args.verbose and rep.corpus.name != HELD_OUT:
            print_details(rep)
    if args.json:
        args.json.write_text(json.dumps({rep.corpus.name: to_json(rep) for rep in reports}, indent=1, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
