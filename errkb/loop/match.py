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
    via: str  # exact | fuzzy | code | condition
    similarity: float
    measure: str = "similarity"  # or "containment": the share of the shorter message the longer holds

    @property
    def approximate(self) -> bool:
        return self.via != "exact"


@dataclass(frozen=True)
class Verdict:
    best: Match | None
    runner_up: Match | None
    considered: int
    candidates: tuple[Considered, ...] = ()  # with `explain`: the best-scored candidates and their guards


class Blocked:
    """The guard that kept a candidate out, and what it saw. (A plain class: the hook path
    imports this module, and each dataclass costs a millisecond to define.)"""

    __slots__ = ("guard", "detail")

    def __init__(self, guard: str, detail: str) -> None:
        self.guard = guard  # code | substitution | literal
        self.detail = detail

    def __str__(self) -> str:
        return f"the {self.guard} guard: {self.detail}"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Blocked) and (self.guard, self.detail) == (other.guard, other.detail)

    def __hash__(self) -> int:
        return hash((self.guard, self.detail))


class Considered:
    """One candidate as `errkb why` shows it: its scores and the guard that blocked it, if one did."""

    __slots__ = ("entry", "similarity", "containment", "blocked")

    def __init__(self, entry: IndexedEntry, similarity: float, containment: float, blocked: Blocked | None) -> None:
        self.entry, self.similarity, self.containment, self.blocked = entry, similarity, containment, blocked

    def close_enough(self, threshold: float) -> bool:
        return self.similarity >= threshold or self.containment >= CONTAINED

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Considered) and (self.entry, self.similarity, self.containment, self.blocked) == (
            other.entry, other.similarity, other.containment, other.blocked)

    def __hash__(self) -> int:
        return hash((self.entry.number, self.similarity, self.containment))


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


def compatible(canon: str, code: str, entry: Scorable) -> bool:
    return not _Guard(canon, code).blocked(entry)


# Codes that name one condition: an errno and the exception a runtime raises for it, an exception
# and the subclass a newer release raises (`ImportError` → `ModuleNotFoundError`).
_SAME_CONDITION = (
    {"econnrefused", "connectionrefusederror", "sequelizeconnectionrefusederror"},
    {"econnreset", "connectionreseterror"}, {"etimedout", "timeouterror"}, {"epipe", "brokenpipeerror"},
    {"enoent", "filenotfounderror"}, {"eexist", "fileexistserror"}, {"eisdir", "isadirectoryerror"},
    {"enotdir", "notadirectoryerror"}, {"eacces", "permissionerror"}, {"eperm", "permissionerror"},
    {"modulenotfounderror", "importerror"},
)


def same_condition(a: str, b: str) -> bool:
    """Whether two error codes name one condition (case aside): equal, or one errno and its exception."""
    a, b = a.lower(), b.lower()
    return a == b or any(a in family and b in family for family in _SAME_CONDITION)


class _Guard:
    """The guards for one live error against many candidates: its literals are found once."""

    def __init__(self, canon: str, code: str) -> None:
        self.canon, self.code, self.literals = canon, code.lower(), literals(canon)

    def allows(self, entry: Scorable) -> bool:
        return self.blocked(entry) is None

    def blocked(self, entry: Scorable) -> Blocked | None:
        """The guard that keeps `entry` from matching (`code`, `substitution`, `literal`), or None."""
        if self.code and entry.code and not same_condition(self.code, entry.code):
            return Blocked("code", f"{self.code.upper()} here, {entry.code.upper()} in the entry")
        ops = _alignment(self.canon, entry.canon)
        swap = _swap(ops, _shape(self.canon), _shape(entry.canon))
        if swap:
            return Blocked("substitution", f"'{swap[0]}' stands where the entry has '{swap[1]}'")
        odd = _unmatched_literal(self.canon, self.literals, entry.canon, ops)
        return Blocked("literal", f"'{odd}' is on one side only") if odd else None


def substituted(a: str, b: str) -> bool:
    """Whether a word of one message stands where the other has another word (`mkdir`/`open`,
    `401`/`403`, `refused`/`timed out`, `jq`/`yq`): that is what tells look-alikes apart, so a
    fuzzy hit may add or drop words but never swap one. The command prefix (`pnpm test →`) and
    relative source files (`src/api/client.ts(<pos>)`) may differ. A placeholder that names a thing
    (`<name>`, `<host>`, `<path>`) stands for any words; one that stands for a value (`<ip>`, `<n>`,
    `<hex>`) stands only for another placeholder: `localhost` is not an `<ip>`, and the word that
    normalize left in place is no value of its kind."""
    return _swap(_alignment(a, b), _shape(a), _shape(b)) is not None


Ops = tuple[tuple[str, int, int, int, int], ...]


@lru_cache(maxsize=8192)
def _alignment(a: str, b: str) -> Ops:
    from rapidfuzz.distance import Levenshtein

    return tuple((op.tag, op.src_start, op.src_end, op.dest_start, op.dest_end)
                 for op in Levenshtein.opcodes(_shape(a), _shape(b)))


def _swap(ops: Ops, left: tuple[str, ...], right: tuple[str, ...]) -> tuple[str, str] | None:
    for tag, i1, i2, j1, j2 in ops:
        if tag == "replace" and not _stands_for(left[i1:i2], right[j1:j2]):
            return " ".join(left[i1:i2]), " ".join(right[j1:j2])
    return None


# Placeholders for a value of one kind; the others name a thing (a path, a host, a script, a command).
# `<arg>` (a file the command line named) is one too: an argument never stands for a bare word
# (`unable to locate package <arg>` is not `… e17`).
_VALUE_PLACEHOLDERS = frozenset({"<ip>", "<port>", "<n>", "<hex>", "<uuid>", "<ts>", "<dur>", "<size>", "<pct>", "<pid>",
                                 "<ver>", "<pos>", "<arg>"})


def _stands_for(mine: Sequence[str], theirs: Sequence[str]) -> bool:
    def placeholders(words: Sequence[str]) -> bool:
        return all(_PLACEHOLDER.fullmatch(t) for t in words)


    if placeholders(mine) and placeholders(theirs):
        services = {t for t in (*mine, *theirs) if t.endswith("-port>")}
        return len(services) < 2  # `<postgres-port>` is not `<redis-port>`; any is a `<port>`
    if len(mine) == len(theirs) == 1 and mine[0] != theirs[0] and same_condition(mine[0], theirs[0]):
        return True  # `ImportError: No module named 'x'` (Python 2) is `ModuleNotFoundError: …` (Python 3)
    for side, other in ((mine, theirs), (theirs, mine)):
        # a name stands for words, never for a number or the error's own code (`cd →` is not
        # `FileNotFoundError: [WinError 3]`)
        if placeholders(side) and not any(t in _VALUE_PLACEHOLDERS for t in side) and other \
                and not any(t.isdigit() or _code_word().fullmatch(t) for t in other):
            return True
    return False


def _unmatched_literal(canon: str, mine: frozenset[str], other: str, ops: Ops) -> str:
    """A quoted literal or file name that only one side has, and that is not just the other side's
    word without its quotes (`missing script: dev` / `"dev"`) nor part of a wrapper around the
    shared message (`failed to pull image "minio:latest": … pull access denied for minio`)."""
    theirs = literals(other)
    if mine == theirs:
        return ""
    matched = [(i1, i2, j1, j2) for tag, i1, i2, j1, j2 in ops if tag == "equal"]
    if not matched:
        return next(iter(sorted(mine ^ theirs)))
    spans = ((_shape(canon), mine - theirs, matched[0][0], matched[-1][1]),
             (_shape(other), theirs - mine, matched[0][2], matched[-1][3]))
    for (words, odd, first, last), (other_words, *_rest) in zip(spans, reversed(spans), strict=True):
        for literal in sorted(odd):
            run = tuple(tokens(literal.removeprefix("file:")))
            if _contains(other_words, run):
                continue  # the same word, quoted on one side only
            at = _find(words, run)
            if at is not None and (at + len(run) <= first or at >= last):
                continue  # in a wrapper before or after the shared message
            return literal.removeprefix("file:")
    return ""


def _find(words: tuple[str, ...], run: tuple[str, ...]) -> int | None:
    if not run:
        return None
    for i in range(len(words) - len(run) + 1):
        if words[i:i + len(run)] == run:
            return i
    return None


def _contains(words: tuple[str, ...], run: tuple[str, ...]) -> bool:
    return _find(words, run) is not None


@lru_cache(maxsize=8192)
def _shape(canon: str) -> tuple[str, ...]:
    """The words the guards align: the command prefix as `<cmd>`, a relative source file at a
    position as `<file>`."""
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
    guard = _Guard(canon, code)
    shown = _considered(canon, scored, guard) if explain else ()
    if exact:
        best = Match(min(exact, key=lambda e: e.number), "exact", 1.0)
        return Verdict(best, _runner_up(scored, best.entry.number), len(scored) + len(exact), shown)
    # Only the best compatible candidate is reported, so the guards stop at the first that passes.
    hit = next((found for sim, item in scored
                if (found := _fuzzy_hit(canon, sim, item, threshold)) and guard.allows(item)), None)
    if hit is None:
        hit = _code_hit(canon, live_tokens, code, source) or _condition_hit(canon, live_tokens, source)
    return Verdict(hit, _runner_up(scored, hit.entry.number if hit else None), len(scored), shown)


EXPLAINED = 5  # candidates `errkb why` shows, besides every one close enough to match


def _considered(canon: str, scored: list[tuple[float, Scorable]], guard: _Guard) -> tuple[Considered, ...]:
    out = []
    for rank, (sim, item) in enumerate(scored):
        held = containment(canon, item.canon) if sim >= CONTAINED / 2 else 0.0
        if rank < EXPLAINED or sim >= CONTAINED / 2 and (sim >= DEFAULT_THRESHOLD or held >= CONTAINED):
            out.append(Considered(_full(item), sim, held, guard.blocked(item)))
    return tuple(out)


def _condition_hit(canon: str, live: list[str], source: Candidates) -> Match | None:
    """One condition about one subject, however worded (loop/conditions.py). Codes are not compared:
    each program names the condition with its own (`ECONNREFUSED`, `PSQLException`)."""
    from .conditions import condition_of, search_words

    condition = condition_of(canon)
    if condition is None:
        return None
    found = [e for e in source.candidates(search_words(condition))
             if condition_of(e.canon) == condition and not _conflicting_quotes(canon, e.canon)]
    if not found:
        return None
    best = min(found, key=lambda e: (-similarity(live, e.tokens), e.number))
    return Match(_full(best), "condition", round(similarity(live, best.tokens), 4))


def _conflicting_quotes(a: str, b: str) -> bool:
    """Both sides quote something, and nothing alike: `user 'root'` is not `user 'admin'`."""
    left, right = literals(a), literals(b)
    return bool(left and right and not left & right)


# A message inside a longer one (a wrapper's tag before it, a tool's detail after it) matches when
# nearly all of the shorter is shared as one run, the run is at least this many words, and it is at
# least half of the longer one. (A similarity under CONTAINED / 2 cannot meet the last condition.)
CONTAINED = 0.9
CORE_WORDS = 4


def containment(a: str, b: str) -> float:
    """How much of the shorter message the longer one holds as one run of words, with nothing but a
    wrapper before it and a detail after it (0 when the run is shorter than `CORE_WORDS` words or
    than half of the longer message, or when words are missing inside it)."""
    prefix_a, arrow_a, _ = a.partition(" → ")
    prefix_b, arrow_b, _ = b.partition(" → ")
    if arrow_a and arrow_b and prefix_a != prefix_b:
        return 0.0  # two commands each printing a message: no wrapper around the other
    ops = list(_alignment(a, b))
    while ops and ops[0][0] in ("insert", "delete"):
        ops.pop(0)
    while ops and ops[-1][0] in ("insert", "delete"):
        ops.pop()
    if any(tag in ("insert", "delete") for tag, *_ in ops):
        return 0.0
    left = _shape(a)
    shared = sum(i2 - i1 for tag, i1, i2, _j1, _j2 in ops if tag == "equal")
    short, long_ = sorted((len(left), len(_shape(b))))
    # A run that names the error's code (`modulenotfounderror`, `econnrefused`) is specific enough
    # inside any wrapper; one without must be at least half of the longer message.
    named = any(tag == "equal" and any(_code_word().fullmatch(w) for w in left[i1:i2]) for tag, i1, i2, _j1, _j2 in ops)
    if shared < CORE_WORDS or (2 * shared < long_ and not named):
        return 0.0
    return round(shared / short, 4)


@lru_cache(maxsize=1)
def _code_word() -> re.Pattern[str]:
    """An error code as the tokens show it: an exception or error class, an errno name, a rustc or
    tsc code. (Compiled on first use: an exact hit never needs it.)"""
    return re.compile(r"[a-z]\w*(?:error|exception)|e(?:acces|perm|noent|exist|notdir|isdir|notempty|nospc|rofs|xdev"
                      r"|busy|mfile|addrinuse|addrnotavail|connrefused|connreset|timedout|hostunreach|netunreach|pipe"
                      r"|notfound)|e\d{4}|ts\d{4,5}")


def _fuzzy_hit(canon: str, sim: float, item: Scorable, threshold: float) -> Match | None:
    """A fuzzy match by similarity, else by containment; candidates are tried best similarity first."""
    if sim >= threshold:
        return Match(_full(item), "fuzzy", sim)
    held = containment(canon, item.canon) if sim >= CONTAINED / 2 else 0.0
    return Match(_full(item), "fuzzy", held, "containment") if held >= CONTAINED else None


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
    found = [e for e in source.by_code(code)
             if len(e.canon) < SHORT_MESSAGE and literals(e.canon) == wanted and not substituted(canon, e.canon)]
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
