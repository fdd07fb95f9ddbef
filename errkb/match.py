"""Tiers: exact fingerprint → fuzzy (like with like: canonical headline against canonical
headline) → same code for short messages. Precision first: a fuzzy hit must also agree on the
error code, on every quoted literal and on every file name, because those are exactly what tell
look-alikes apart (`'numpy'` vs `'pandas'`, `mkdir` vs `open` is caught by the threshold).
Every hit says how it was found; fuzzy and code hits are approximate.

The only module that imports rapidfuzz, lazily: an exact hit never pays for it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Protocol

from .capture import Capture
from .index import IndexedEntry
from .normalize import tokens

# From the sweep in bench/corpus_bench.py (docs/matching.md). 0.86 is the lowest with no fuzzy wrong
# merge; 0.80 merges 3 (terraform's aws/google lock-file errors, whose headline only announces the
# error) and keeps 2.3 points more recall. Kept at 0.80 until capture takes the detail line for such
# announcing headlines, which removes those 3 at their source.
DEFAULT_THRESHOLD = 0.80
SHORT_MESSAGE = 40
_QUOTED = re.compile(r"'([^']+)'|\"([^\"]+)\"|`([^`]+)`|‘([^’]+)’|“([^”]+)”")
_FILE = re.compile(r"<path>/([^\s'\"`<>|:*?()\[\]{},;]+)")
_PLACEHOLDER = re.compile(r"<[a-z-]+>")
# A relative source file (`src/api/client.ts`, `main.c`): which one failed is not what the error is.
_SOURCE_WORD = re.compile(
    r"^[\w./<>@-]*\.(?:[cm]?[jt]sx?|py|rb|go|rs|c|h|cc|cpp|hpp|java|kt|cs|php|swift|vue|svelte)\b[\w.:<>()-]*"
)


class Candidates(Protocol):
    def exact(self, fp: str) -> list[IndexedEntry]: ...
    def candidates(self, token_list: list[str], limit: int = 40) -> list[IndexedEntry]: ...
    def by_code(self, code: str) -> list[IndexedEntry]: ...


@dataclass(frozen=True)
class Match:
    entry: IndexedEntry
    via: str  # exact | fuzzy | code
    similarity: float

    @property
    def approximate(self) -> bool:
        return self.via != "exact"


@dataclass(frozen=True)
class Verdict:
    best: Match | None
    runner_up: Match | None
    considered: int


def literals(canon: str) -> frozenset[str]:
    """Quoted strings and file names: the parts that distinguish look-alikes."""
    quoted = {next(g for g in m.groups() if g) for m in _QUOTED.finditer(canon)}
    return frozenset(quoted | {f"file:{m.group(1)}" for m in _FILE.finditer(canon)})


def similarity(a: list[str], b: list[str]) -> float:
    from rapidfuzz.distance import Indel

    return float(Indel.normalized_similarity(a, b))


def compatible(canon: str, code: str, entry: IndexedEntry) -> bool:
    if code and entry.code and code.lower() != entry.code.lower():
        return False
    return literals(canon) == literals(entry.canon) and not substituted(canon, entry.canon)


def substituted(a: str, b: str) -> bool:
    """Whether a word of one message stands where the other has another word (`mkdir`/`open`,
    `401`/`403`, `refused`/`timed out`, `jq`/`yq`): that is what tells look-alikes apart, so a
    fuzzy hit may add or drop words but never swap one. The command prefix (`pnpm test →`) and
    relative source files (`src/api/client.ts(<pos>)`) may differ; placeholders stand for anything."""
    from rapidfuzz.distance import Levenshtein

    left, right = _shape(a), _shape(b)
    for op in Levenshtein.opcodes(left, right):
        if op.tag == "replace" and not all(_PLACEHOLDER.fullmatch(t) for t in left[op.src_start:op.src_end]):
            return True
    return False


def _shape(canon: str) -> list[str]:
    _, arrow, body = canon.partition(" → ")
    words = [_SOURCE_WORD.sub("<file>", word) if "://" not in word else word for word in (body if arrow else canon).split(" ")]
    return (["<cmd>"] if arrow else []) + tokens(" ".join(words))


def match(cap: Capture, source: Candidates, threshold: float = DEFAULT_THRESHOLD, explain: bool = False) -> Verdict:
    return match_canonical(cap.canon, cap.fingerprint, cap.code, source, threshold, explain)


def match_canonical(canon: str, fp: str, code: str, source: Candidates, threshold: float = DEFAULT_THRESHOLD,
                    explain: bool = False) -> Verdict:
    """`explain` also scores the runner-up of an exact hit (for `errkb why`); a hook never needs it,
    so an exact hit costs one indexed lookup and never loads rapidfuzz."""
    exact = source.exact(fp)
    if exact and not explain:
        return Verdict(Match(min(exact, key=lambda e: e.number), "exact", 1.0), None, len(exact))
    live_tokens = tokens(canon)
    scored = _fuzzy_scores(canon, live_tokens, code, source) if live_tokens else []
    if exact:
        best = Match(min(exact, key=lambda e: e.number), "exact", 1.0)
        others = [m for m in scored if m.entry.number != best.entry.number]
        return Verdict(best, others[0] if others else None, len(scored) + len(exact))
    hits = [m for m in scored if m.similarity >= threshold and compatible(canon, code, m.entry)]
    if hits:
        return Verdict(hits[0], _next(scored, hits[0]), len(scored))
    coded = _code_hit(canon, live_tokens, code, source)
    if coded:
        return Verdict(coded, _next(scored, coded), len(scored))
    return Verdict(None, scored[0] if scored else None, len(scored))


def _fuzzy_scores(canon: str, live: list[str], code: str, source: Candidates) -> list[Match]:
    matches = [Match(e, "fuzzy", round(similarity(live, e.tokens), 4)) for e in source.candidates(live)]
    return sorted(matches, key=lambda m: (-m.similarity, m.entry.number))


def _code_hit(canon: str, live: list[str], code: str, source: Candidates) -> Match | None:
    """Same code and both messages short: localized or reworded OS messages (拒绝访问 / denied)."""
    if not code or len(canon) >= SHORT_MESSAGE:
        return None
    # Reworded, never about another thing: KeyError 'DATABASE_URL' is not KeyError 'SECRET_KEY'.
    found = [e for e in source.by_code(code) if len(e.canon) < SHORT_MESSAGE and literals(e.canon) == literals(canon)]
    if not found:
        return None
    best = min(found, key=lambda e: (-similarity(live, e.tokens), e.number))
    return Match(best, "code", round(similarity(live, best.tokens), 4))


def _next(scored: list[Match], best: Match) -> Match | None:
    return next((m for m in scored if m.entry.number != best.entry.number), None)
