"""Look-alike safety on messages no corpus holds: every tuning-set headline with one word swapped for
another must not match the original.

The look-alikes that reach a user are mostly one word apart (`error`/`timeout`, `mkdir`/`open`,
`Asset`/`AssetInfo`, one service for another). The corpora hold the look-alikes someone thought of;
this builds the others: for the first headline of every group of the tuning sets (those
bench/corpus_bench.py runs in `all`, never its held-out set), each of a few content words is
replaced by a content word of another headline, and a number normalize kept (`error 1045`, `status 404`, `release 11`) by another number; the mutant is
matched against a KB holding only the original. It may match only where `errkb why` can say why
the word is no part of the error's identity: a value slot whose role says so (loop/slots.py), the
command prefix, or one condition about one named subject (loop/conditions.py, which reads the
condition and its subject, not the words), unless the word swapped is that subject.
"""

from __future__ import annotations

import importlib.util
import json
import random
import re
import sys
from pathlib import Path

import pytest
from test_slots import One

from errkb.loop.conditions import condition_of
from errkb.loop.guards import same_condition
from errkb.loop.match import match_canonical
from errkb.recognize.capture import Capture, capture
from errkb.recognize.fingerprint import fingerprint_of_canonical

BENCH = Path(__file__).resolve().parents[1] / "bench"


def _tuning_files() -> list[Path]:
    """The tuning sets' files, as bench/corpus_bench.py names them (`CORPORA`; never `HELD_OUT`)."""
    spec = importlib.util.spec_from_file_location("corpus_bench_sets", BENCH / "corpus_bench.py")
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = bench  # its dataclasses look their module up
    spec.loader.exec_module(bench)
    assert bench.HELD_OUT not in bench.CORPORA
    return [bench.CORPUS / "errors.jsonl" if name == "own" else bench.FOLDERS[name] / f"{name}.jsonl"
            for name in bench.CORPORA]


FILES = _tuning_files()
_WORD = re.compile(r"(?<![<\w-])[a-z]{3,}(?![\w>-])")
_COMMON = frozenset("the and for not with from this that was are has have can cannot could into than then its".split())
WORDS_PER_HEADLINE = 3
_SUFFIXES = ("info", "2", "-dev", "_v2", "x")
# A number normalize kept (not inside a placeholder, a word or a dotted version): it names the error.
_KEPT_NUMBER = re.compile(r"(?<![<\w.])\d+(?![\w>.])")


def _first_of_each_group() -> list[Capture]:
    caps: dict[str, Capture] = {}
    for path in FILES:
        if not path.exists():
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            row = json.loads(line) if line.strip() else None
            if row and row["group"] not in caps:
                caps[row["group"]] = capture(row["text"], row["source"], row.get("tool") or "", row.get("command") or "",
                                             row.get("exit_code"))
    return list(caps.values())


def _body_words(canon: str) -> list[re.Match[str]]:
    """Content words of the message, the command prefix (`pnpm test → `) left out."""
    start = canon.find(" → ") + 3 if " → " in canon else 0
    return [m for m in _WORD.finditer(canon) if m.start() >= start and m.group() not in _COMMON]


def _mutants(caps: list[Capture], seed: int = 13) -> list[tuple[Capture, str, str, str]]:
    """(original, mutant canonical form, word, its replacement)."""
    pool = sorted({m.group() for cap in caps for m in _body_words(cap.canon)})
    rng = random.Random(seed)
    out = []
    for cap in caps:
        words = _body_words(cap.canon)
        held = set(_WORD.findall(cap.canon))
        for n, found in enumerate(rng.sample(words, min(WORDS_PER_HEADLINE, len(words)))):
            if n == 0:  # one word grows a suffix: `asset` / `assetinfo`, `python` / `python2`, `.txt` / `-dev.txt`
                other = found.group() + rng.choice(_SUFFIXES)
            else:  # the others become another word
                other = rng.choice(pool)
                while other in held or other.startswith(found.group()[:4]) or found.group().startswith(other[:4]) \
                        or same_condition(other, found.group()):  # `EACCES` is Python's `PermissionError`
                    other = rng.choice(pool)
            mutant = cap.canon[:found.start()] + other + cap.canon[found.end():]
            out.append((cap, mutant, found.group(), other))
        numbers = list(_KEPT_NUMBER.finditer(cap.canon))
        if numbers:  # `error 1045` / `error 1046`, `system error 5` / `53`
            found = rng.choice(numbers)
            other = str(int(found.group()) + 1) if rng.random() < 0.5 else found.group() + "3"
            out.append((cap, cap.canon[:found.start()] + other + cap.canon[found.end():], found.group(), other))
    return out


def _subject_swapped(canon: str, mutant: str, word: str) -> bool:
    """Whether the swap took away the subject the condition tier reads in `canon` (`word` names
    it, the mutant names it nowhere else, and without the word the tier reads no such subject):
    a condition hit must never join another subject. The tier may read a subject from other words
    than its name: Java's metaspace from `OutOfMemoryError: Metaspace`, not from the `java` of
    `java.lang` (whose swap for `javax` leaves the exception that says it)."""
    found = condition_of(canon)
    if found is None or word not in found[1] or re.search(rf"\b{re.escape(word)}\b", mutant):
        return False
    return condition_of(re.sub(rf"\b{re.escape(word)}\b", " ", canon)) != found


@pytest.fixture(scope="module")
def mutants() -> list[tuple[Capture, str, str, str]]:
    caps = _first_of_each_group()
    if len(caps) < 100:
        pytest.skip("the bench corpora are not beside the tests")
    return _mutants(caps)


def test_one_word_swapped_is_another_error(mutants: list[tuple[Capture, str, str, str]]) -> None:
    merged = []
    for original, mutant, word, other in mutants:
        best = match_canonical(mutant, fingerprint_of_canonical(mutant), original.code, One(original)).best
        if best is None or (best.via == "condition" and not _subject_swapped(original.canon, mutant, word)) or (
                best.measure == "slots" and any(other in slot.split(" for ")[0] for slot in best.slots)):
            continue
        merged.append(f"{word} → {other} ({best.via}/{best.measure}): {mutant!r}")
    assert len(mutants) > 1000
    assert not merged, "\n".join(merged)
