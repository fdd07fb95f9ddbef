"""Tiers: exact fingerprint → fuzzy (like with like: canonical headline against canonical
headline, by similarity or by containment, else by value slots: loop/slots.py) → same code for
short messages → one condition in other words (loop/conditions.py). Precision first: a fuzzy hit must also pass the guards
(loop/guards.py: the code, no substituted word, the same literals), because those are exactly
what tell look-alikes apart (`'numpy'` vs `'pandas'`, `mkdir` vs `open`). Every hit says how it
was found; all but exact hits are approximate.

The only module that imports rapidfuzz, lazily: an exact hit never pays for it.

Long because the tiers read as one sequence: each measure's entry point (similarity, containment,
value slots, a wrapper's name, code, condition) sits where it is tried, in order; the rules each
applies live in guards.py, slots.py, wrapped.py and conditions.py.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from errkb.valueclass import valueclass

from ..derived.items import IndexedEntry
from ..recognize.normalize import tokens
from ..recognize.wrappers import ERRNO_NAMES
from .guards import (
    PLACEHOLDER,
    SHORT_WORDS,
    Blocked,
    Ops,
    code_word,
    literals,
    other_speaker,
    same_condition,
    shape,
    too_short,
    unmatched_literal,
    word_swapped,
)

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


@valueclass
class Match:
    entry: IndexedEntry
    via: str  # exact | fuzzy | code | condition
    similarity: float
    measure: str = "similarity"  # or "containment": the share of the shorter message the longer holds; or "slots"; or "wrapper"
    slots: tuple[str, ...] = ()  # with "slots": the value slots that differ (`'x' for 'y'`); with "wrapper": the two names
    condition: tuple[str, ...] = ()  # with via "condition": (condition, subject), e.g. ("enospc", "disk")

    @property
    def approximate(self) -> bool:
        return self.via != "exact"


@valueclass
class Verdict:
    best: Match | None
    runner_up: Match | None
    considered: int
    candidates: tuple[Considered, ...] = ()  # with `explain`: the best-scored candidates and their guards
    related: Match | None = None  # with `explain`, on a miss: one condition about a kind of subject, never merged


class Considered:
    """One candidate as `errkb why` shows it: its scores, the guard that blocked it, if one did, and
    how its value slots compare (`slot_verdict`; None when the two do not align slot by slot)."""

    __slots__ = ("entry", "similarity", "containment", "blocked", "slots")

    def __init__(self, entry: IndexedEntry, similarity: float, containment: float, blocked: Blocked | None,
                 slots: tuple[str, ...] | Blocked | None = None) -> None:
        self.entry, self.similarity, self.containment, self.blocked = entry, similarity, containment, blocked
        self.slots = slots

    def close_enough(self, threshold: float) -> bool:
        return self.similarity >= threshold or self.containment >= CONTAINED

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Considered) and (self.entry, self.similarity, self.containment, self.blocked) == (
            other.entry, other.similarity, other.containment, other.blocked)

    def __hash__(self) -> int:
        return hash((self.entry.number, self.similarity, self.containment))


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
        return self.blocked(entry) is None

    def code_allows(self, entry: Scorable) -> bool:
        return not (self.code and entry.code and not same_condition(self.code, entry.code))

    def blocked(self, entry: Scorable) -> Blocked | None:
        """The guard that keeps `entry` from matching (`code`, `substitution`, `literal`), or None."""
        if not self.code_allows(entry):
            return Blocked("code", f"{self.code.upper()} here, {entry.code.upper()} in the entry")
        ops = _alignment(self.canon, entry.canon)
        short = too_short(ops, shape(self.canon), shape(entry.canon))
        if short:
            return Blocked("short", f"'{short}' has fewer than {SHORT_WORDS} words: it matches only a form that differs "
                                    "in placeholders")
        swapped = word_swapped(ops, self.canon, entry.canon)
        if swapped:
            return swapped
        odd = unmatched_literal(self.canon, self.literals, entry.canon, ops)
        return Blocked("literal", f"'{odd}' is on one side only") if odd else None


def substituted(a: str, b: str) -> bool:
    """Whether a word of one message stands where the other has another word (`mkdir`/`open`, `401`/`403`,
    `refused`/`timed out`, `jq`/`yq`): that is what tells look-alikes apart, so a fuzzy hit may add
    or drop words but never swap one, nor add a word of state (`installed`). The command prefix
    (`pnpm test →`) and relative source files (`src/api/client.ts(<pos>)`) may differ, and the
    prefix stands for the program that names itself first (`docker →` / `docker:`). Any other
    placeholder stands only for another placeholder: `localhost` is not an `<ip>`, `proxy` no
    `<host>`: the word that normalize left in place is no value of its kind."""
    return word_swapped(_alignment(a, b), a, b) is not None


@lru_cache(maxsize=8192)
def _alignment(a: str, b: str) -> Ops:
    from rapidfuzz.distance import Levenshtein

    return tuple((op.tag, op.src_start, op.src_end, op.dest_start, op.dest_end)
                 for op in Levenshtein.opcodes(shape(a), shape(b)))


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
    compared = _compared(canon, live_tokens)
    scored = _fuzzy_scores(live_tokens, compared, source) if live_tokens else []
    guard = _Guard(canon, code)
    shown = _considered(canon, len(compared), scored, guard) if explain else ()
    if exact:
        best = Match(min(exact, key=lambda e: e.number), "exact", 1.0)
        return Verdict(best, _runner_up(scored, best.entry.number), len(scored) + len(exact), shown)
    # Only the best compatible candidate is reported, so the guards stop at the first that passes.
    hit = next((found for sim, item in scored
                if (found := _fuzzy_hit(canon, len(compared), sim, item, threshold)) and guard.allows(item)), None)
    if hit is None:
        hit = _slot_hit(canon, scored, guard)
    if hit is None:
        hit = _wrapper_hit(canon, scored)
    related = None
    if hit is None:
        hit = _code_hit(canon, live_tokens, code, source)
    if hit is None:
        found = _condition_hit(canon, live_tokens, source)
        from .conditions import merges

        if found is not None and merges(found.condition):
            hit = found
        elif explain:
            related = found
    return Verdict(hit, _runner_up(scored, hit.entry.number if hit else None), len(scored), shown, related)


EXPLAINED = 5  # candidates `errkb why` shows, besides every one close enough to match


def _considered(canon: str, size: int, scored: list[tuple[float, Scorable]], guard: _Guard) -> tuple[Considered, ...]:
    """`size`: the live error's words as similarity compares them (`_compared`)."""
    out = []
    for rank, (sim, item) in enumerate(scored):
        held = containment(canon, item.canon) if may_contain(sim, size, len(_compared(item.canon, item.tokens))) else 0.0
        if rank < EXPLAINED or sim >= DEFAULT_THRESHOLD or held >= CONTAINED:
            slots = slot_verdict(canon, item.canon) if sim >= SLOT_FLOOR else None
            out.append(Considered(_full(item), sim, held, guard.blocked(item), slots))
    return tuple(out)


def _slot_hit(canon: str, scored: list[tuple[float, Scorable]], guard: _Guard) -> Match | None:
    """The best candidate that differs from the live error only in value slots (loop/slots.py),
    with the same error code and the same file utility speaking (`guards.other_speaker`: the slots
    read a command prefix as `<cmd>` whoever it names). Reported as a fuzzy hit measured by `slots`."""
    for sim, item in scored:
        if sim >= SLOT_FLOOR and guard.code_allows(item) and not other_speaker(canon, item.canon):
            differ = slot_verdict(canon, item.canon)
            if isinstance(differ, tuple):
                return Match(_full(item), "fuzzy", sim, "slots", differ)
    return None


def _wrapper_hit(canon: str, scored: list[tuple[float, Scorable]]) -> Match | None:
    """The best candidate that says this message word for word under another kind of name
    (loop/wrapped.py), with the same file utility speaking. Measured by `wrapper`; `slots` holds
    the two names."""
    from .wrapped import same_message

    for sim, item in scored:
        if sim < SLOT_FLOOR:
            break
        names = same_message(canon, item.canon)
        if names and not other_speaker(canon, item.canon):
            return Match(_full(item), "fuzzy", sim, "wrapper", names)
    return None


# Two forms that differ in at most two value slots share most of their words; a candidate below
# this similarity is not read slot by slot (a miss then costs one alignment per close candidate).
SLOT_FLOOR = 0.5


def slot_verdict(canon: str, other: str) -> tuple[str, ...] | Blocked | None:
    """loop/slots.judge over the two forms' slot alignment: the differing value slots, the role guard
    that keeps them apart, or None when they do not align slot by slot."""
    from .slots import judge, slots

    mine, theirs = slots(canon), slots(other)
    return judge(mine, theirs, _slot_alignment(mine, theirs))


@lru_cache(maxsize=8192)
def _slot_alignment(mine: tuple[str, ...], theirs: tuple[str, ...]) -> Ops:
    from rapidfuzz.distance import Levenshtein

    return tuple((op.tag, op.src_start, op.src_end, op.dest_start, op.dest_end)
                 for op in Levenshtein.opcodes(mine, theirs))


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
    return Match(_full(best), "condition", round(similarity(live, best.tokens), 4), condition=condition)


def _conflicting_quotes(a: str, b: str) -> bool:
    """Both sides quote something, and nothing alike: `user 'root'` is not `user 'admin'`."""
    left, right = literals(a), literals(b)
    return bool(left and right and not left & right)


# A message inside a longer one (a wrapper's tag before it, a tool's detail after it) matches when
# nearly all of the shorter is shared as one run, the run is at least this many words, and it is at
# least half of the longer one, unless it names the error's code.
CONTAINED = 0.9
CORE_WORDS = 4  # 3 for a run that names the error's code: `EPERM, mkdir '<path>'` is errno, call and place


def may_contain(sim: float, left: int, right: int) -> bool:
    """Whether two messages of `left` and `right` tokens with this similarity can hold one another
    (a cheap bound, checked before the alignment). Containment needs a shared run of 90% of the
    shorter, so a similarity of 2·0.9·short/(left+right); its own words are the guards' (a command
    prefix is one word there), hence the slack. A short message naming its code inside a long one
    (`ImportError: cannot import name 'x'` in its circular-import form) has a low similarity and
    must still be tried."""
    shared = sim * (left + right) / 2
    return shared >= CONTAINED * min(left, right) - PREFIX_SLACK


PREFIX_SLACK = 3  # tokens a command prefix or a source file may count for more than the guards' word


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
    left = shape(a)
    shared = sum(i2 - i1 for tag, i1, i2, _j1, _j2 in ops if tag == "equal")
    short, long_ = sorted((len(left), len(shape(b))))
    # A run that names the error's code (`modulenotfounderror`, `econnrefused`) is specific enough
    # inside any wrapper; one without must be at least half of the longer message.
    named = any(tag == "equal" and any(code_word().fullmatch(w) for w in left[i1:i2]) for tag, i1, i2, _j1, _j2 in ops)
    if shared < (CORE_WORDS - 1 if named else CORE_WORDS) or (2 * shared < long_ and not named):
        return 0.0
    return round(shared / short, 4)


def _fuzzy_hit(canon: str, size: int, sim: float, item: Scorable, threshold: float) -> Match | None:
    """A fuzzy match by similarity, else by containment; candidates are tried best similarity first.
    `size`: how many words the live error has as similarity compares them (`_compared`)."""
    if sim >= threshold:
        return Match(_full(item), "fuzzy", sim)
    held = containment(canon, item.canon) if may_contain(sim, size, len(_compared(item.canon, item.tokens))) else 0.0
    return Match(_full(item), "fuzzy", held, "containment") if held >= CONTAINED else None


def _fuzzy_scores(live: list[str], compared: Sequence[str], source: Candidates) -> list[tuple[float, Scorable]]:
    """(similarity of the `_compared` words, candidate), best first; ties to the lowest entry
    number. `live`, all the tokens, asks the index for candidates."""
    from rapidfuzz import process
    from rapidfuzz.distance import Indel

    items = source.candidates(live)
    # One call for all: rapidfuzz prepares the live tokens once instead of once per candidate.
    found = process.extract(compared, [_compared(item.canon, item.tokens) for item in items],
                            scorer=Indel.normalized_similarity, limit=None)
    scored = [(round(float(score), 4), items[i]) for _, score, i in found]
    scored.sort(key=lambda pair: (-pair[0], pair[1].number))
    return scored


def _compared(canon: str, words: Sequence[str]) -> Sequence[str]:
    """The words similarity compares: the form's tokens (`words`, as the index keeps them split),
    a command prefix counted as two words at most, its program and the rest of it as one (`npm
    run wizard →` as `npm`, `run:wizard`): a three-word prefix outweighed a five-word message
    (`… → cannot find module 'mkdirp'`), yet another subcommand (`go test` / `go build`) or another
    program (`cat` / `docker → permission denied`) is still a word apart."""
    size = _prefix_words(canon)
    return (words[0], ":".join(words[1:size]), *words[size:]) if size > 2 else words


@lru_cache(maxsize=8192)
def _prefix_words(canon: str) -> int:  # how many of a form's first tokens are its command prefix
    prefix, arrow, _ = canon.partition(" → ")
    return len(tokens(prefix)) if arrow else 0


def _code_hit(canon: str, live: list[str], code: str, source: Candidates) -> Match | None:
    """Same errno name (a bare `ValueError` or `TS2307` is only a kind), both messages short, one
    nothing but its code: a localized strerror normalize drops (`EPERM: 拒绝访问`). A message saying
    more than its code (`network read ECONNRESET`: npm's registry) is another error."""
    if not code or code.lower() not in ERRNO_NAMES or len(canon) >= SHORT_MESSAGE:
        return None
    # Reworded, never about another thing: KeyError 'DATABASE_URL' is not KeyError 'SECRET_KEY'.
    wanted = literals(canon)
    found = [e for e in source.by_code(code)
             if len(e.canon) < SHORT_MESSAGE and literals(e.canon) == wanted and not substituted(canon, e.canon)
             and (_only_code(canon, code) or _only_code(e.canon, code))]
    if not found:
        return None
    best = min(found, key=lambda e: (-similarity(live, e.tokens), e.number))
    return Match(_full(best), "code", round(similarity(live, best.tokens), 4))


def _only_code(canon: str, code: str) -> bool:
    """Whether a message holds no word but its error code (and placeholders, a command prefix)."""
    return all(word in ("<cmd>", code.lower()) or PLACEHOLDER.fullmatch(word) for word in shape(canon))


def _runner_up(scored: list[tuple[float, Scorable]], reported: int | None) -> Match | None:
    """The best-scored candidate other than the reported entry."""
    pair = next(((sim, item) for sim, item in scored if item.number != reported), None)
    return Match(_full(pair[1]), "fuzzy", pair[0]) if pair else None


def _full(item: Scorable) -> IndexedEntry:
    return item if isinstance(item, IndexedEntry) else item.entry()
