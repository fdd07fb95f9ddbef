"""Tiers: exact fingerprint → fuzzy (like with like: canonical headline against canonical
headline) → same code for short messages. Precision first: a fuzzy hit must also agree on the
error code, on every quoted literal and on every file name, because those are exactly what tell
look-alikes apart (`'numpy'` vs `'pandas'`, `mkdir` vs `open` is caught by the threshold).
Every hit says how it was found; fuzzy and code hits are approximate.

The only module that imports rapidfuzz, lazily: an exact hit never pays for it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from ..derived.items import IndexedEntry
from ..recognize.normalize import tokens

# typing.TYPE_CHECKING without importing typing: the protocols below exist for mypy only, so the
# hook path does not pay for typing at start-up.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Protocol

    from ..recognize.capture import Capture

    class Stub(Protocol):
        """What the fuzzy and code tiers read of an entry, when the index hands out less than an
        IndexedEntry (mirror.Candidate): `entry()` loads the rest, only for an entry a verdict reports."""

        @property
        def number(self) -> int: ...
        @property
        def canon(self) -> str: ...
        @property
        def code(self) -> str: ...
        @property
        def tokens(self) -> Sequence[str]: ...
        def entry(self) -> IndexedEntry: ...

    Scorable = IndexedEntry | Stub

    class Candidates(Protocol):
        def exact(self, fp: str) -> list[IndexedEntry]: ...
        def candidates(self, token_list: list[str], limit: int = 40) -> Sequence[Scorable]: ...
        def by_code(self, code: str) -> Sequence[Scorable]: ...


# From the sweep in bench/corpus_bench.py (docs/matching.md): no threshold from 0.50 up makes a
# wrong merge on the corpus (the guards keep look-alikes apart) and recall is flat up to 0.82, so
# 0.80 costs no recall and keeps a margin for look-alikes unlike the corpus's.
DEFAULT_THRESHOLD = 0.80
SHORT_MESSAGE = 40
_QUOTED = re.compile(r"'([^']+)'|\"([^\"]+)\"|`([^`]+)`|‘([^’]+)’|“([^”]+)”")
_FILE = re.compile(r"<path>/([^\s'\"`<>|:*?()\[\]{},;]+)")
_PLACEHOLDER = re.compile(r"<[a-z-]+>")
# A relative source file (`src/api/client.ts`, `main.c`): which one failed is not what the error is.
_SOURCE_WORD = re.compile(
    r"^[\w./<>@-]*\.(?:[cm]?[jt]sx?|py|rb|go|rs|c|h|cc|cpp|hpp|java|kt|cs|php|swift|vue|svelte)\b(?=:<pos>|\(<pos>\))[\w.:<>()-]*"
)


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


# The guards read the same stored canonical forms query after query (a long-lived process, or a
# miss checking every look-alike of the same shape): their parts are kept for the most recent.
@lru_cache(maxsize=8192)
def literals(canon: str) -> frozenset[str]:
    """Quoted strings and file names: the parts that distinguish look-alikes."""
    quoted = {next(g for g in m.groups() if g) for m in _QUOTED.finditer(canon)}
    return frozenset(quoted | {f"file:{m.group(1)}" for m in _FILE.finditer(canon)})


def similarity(a: Sequence[str], b: Sequence[str]) -> float:
    from rapidfuzz.distance import Indel

    return float(Indel.normalized_similarity(a, b))


class _Guard:
    """Whether a candidate may stand for this live error: the same error code (when both have
    one), the same literals, no substituted word. Built once per live error, so its literals are
    found once for all candidates."""

    def __init__(self, canon: str, code: str) -> None:
        self.canon, self.code, self.literals = canon, code.lower(), literals(canon)

    def allows(self, entry: Scorable) -> bool:
        if self.code and entry.code and self.code != entry.code.lower():
            return False
        return literals(entry.canon) == self.literals and not substituted(self.canon, entry.canon)


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


@lru_cache(maxsize=8192)
def _shape(canon: str) -> tuple[str, ...]:
    _, arrow, body = canon.partition(" → ")
    words = [_SOURCE_WORD.sub("<file>", word) if "://" not in word else word for word in (body if arrow else canon).split(" ")]
    return (("<cmd>",) if arrow else ()) + tuple(tokens(" ".join(words)))


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
    scored = _fuzzy_scores(live_tokens, source) if live_tokens else []
    if exact:
        best = Match(min(exact, key=lambda e: e.number), "exact", 1.0)
        return Verdict(best, _runner_up(scored, best.entry.number), len(scored) + len(exact))
    guard = _Guard(canon, code)
    # Only the best compatible candidate is reported, so the guards stop at the first that passes.
    hit = next(((sim, item) for sim, item in scored if sim >= threshold and guard.allows(item)), None)
    if hit is not None:
        return Verdict(Match(_full(hit[1]), "fuzzy", hit[0]), _runner_up(scored, hit[1].number), len(scored))
    coded = _code_hit(canon, live_tokens, code, source)
    if coded:
        return Verdict(coded, _runner_up(scored, coded.entry.number), len(scored))
    return Verdict(None, _runner_up(scored, None), len(scored))


def _fuzzy_scores(live: list[str], source: Candidates) -> list[tuple[float, Scorable]]:
    """(similarity, candidate), best first; ties to the lowest entry number."""
    from rapidfuzz import process
    from rapidfuzz.distance import Indel

    items = source.candidates(live)
    # One call for all: rapidfuzz prepares the live tokens once instead of once per candidate.
    found = process.extract(live, [item.tokens for item in items], scorer=Indel.normalized_similarity, limit=None)
    scored = [(round(float(score), 4), items[i]) for _, score, i in found]
    scored.sort(key=lambda pair: (-pair[0], pair[1].number))
    return scored


def _code_hit(canon: str, live: list[str], code: str, source: Candidates) -> Match | None:
    """Same code and both messages short: localized or reworded OS messages (拒绝访问 / denied)."""
    if not code or len(canon) >= SHORT_MESSAGE:
        return None
    # Reworded, never about another thing: KeyError 'DATABASE_URL' is not KeyError 'SECRET_KEY'.
    wanted = literals(canon)
    found = [e for e in source.by_code(code) if len(e.canon) < SHORT_MESSAGE and literals(e.canon) == wanted]
    if not found:
        return None
    best = min(found, key=lambda e: (-similarity(live, e.tokens), e.number))
    return Match(_full(best), "code", round(similarity(live, best.tokens), 4))


def _runner_up(scored: list[tuple[float, Scorable]], reported: int | None) -> Match | None:
    """The best-scored candidate other than the reported entry."""
    pair = next(((sim, item) for sim, item in scored if item.number != reported), None)
    return Match(_full(pair[1]), "fuzzy", pair[0]) if pair else None


def _full(item: Scorable) -> IndexedEntry:
    return item if isinstance(item, IndexedEntry) else item.entry()
