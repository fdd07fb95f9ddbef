"""Fuzzy candidates: the entries that share a live error's rarest canonical tokens.

A query takes the live error's telling words, keeps the CANDIDATE_TERMS rarest that some entry
has, and ranks entries by the rarest of them they share (`pick_candidates`): it reads a few
short posting lists whatever the size of the KB (docs/matching.md, "Candidates"). `Postings`
holds the lists and the slim rows in memory, for a connection that is asked many times.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable

from .items import IndexedEntry, paused_gc

TYPE_CHECKING = False
if TYPE_CHECKING:
    from array import array

    from .mirror import Mirror

SLIM = "number, canon, code, tokens"  # the columns of the slim row a Candidate is made of
CANDIDATES = 40
CANDIDATE_TERMS = 8  # the rarest live tokens a candidate query reads (their postings)


def pack(numbers: Iterable[int]) -> bytes:
    """A posting list as little-endian int64s, whatever the machine (the file may be copied). 64
    bits: an entry number is whatever a header says, as large as SQLite's INTEGER."""
    from array import array  # posting lists are read on a fuzzy search, never on an exact hit

    packed = array("q", numbers)
    if sys.byteorder == "big":  # pragma: no cover - no big-endian CI
        packed.byteswap()
    return packed.tobytes()


def unpack(blob: bytes) -> array[int]:
    from array import array

    numbers = array("q")
    numbers.frombytes(blob)
    if sys.byteorder == "big":  # pragma: no cover
        numbers.byteswap()
    return numbers


class Candidate:
    """What the fuzzy and code tiers read of an entry. `entry()` loads the whole row, which only
    the entries a verdict reports need (raw samples are most of a row)."""

    __slots__ = ("number", "canon", "code", "tokens", "_mirror")

    def __init__(self, number: int, canon: str, code: str, tokens: str, mirror: Mirror) -> None:
        self.number, self.canon, self.code, self._mirror = number, canon, code, mirror
        # Interned: the same few thousand words recur across entries (a third of the memory a
        # long-lived process keeps for 100k entries, each entry's copy).
        self.tokens = tuple(map(sys.intern, tokens.split()))

    def entry(self) -> IndexedEntry:
        found = self._mirror.get(self.number)
        if found is None:  # pragma: no cover - the mirror deletes no row; a rebuild swaps in a new file
            raise LookupError(f"entry {self.number} left the index")
        return found

    def __repr__(self) -> str:
        return f"Candidate({self.number}, {self.canon!r})"


def query_terms(token_list: Iterable[str]) -> list[str]:
    """The live tokens a candidate query may use: words of three characters or more. Placeholders
    and short words (`<path>`, `no`, CJK bigrams) only when there is nothing else: they are what
    unrelated messages share (a CJK message with an English word is found by that word)."""
    words = set(token_list)
    telling = [w for w in words if len(w) > 2 and not w.startswith("<")]
    return sorted(telling or words)


def rarest(terms: Iterable[tuple[int, str]]) -> list[tuple[int, str]]:
    """The CANDIDATE_TERMS rarest of (entries having it, token), rarest first; ties by token."""
    return sorted(term for term in terms if term[0])[:CANDIDATE_TERMS]


def pick_candidates(terms: list[tuple[int, str]], posting: Callable[[str], set[int]], limit: int) -> list[int]:
    """Entry numbers of the `limit` entries that share the rarest live tokens, in number order.

    `terms` are `rarest(...)`. Entries are ranked by the rarest of these tokens they have, then
    by the next rarest, and so on; ties go to the lowest number. A near repeat shares the rare
    words that name what failed, so it ranks among the first. A query reads the postings of at
    most CANDIDATE_TERMS tokens, and those of common words (`error`, `not`) only for a message
    with few rarer ones.
    """
    chosen: list[int] = []
    seen: set[int] = set()
    for i, (_, term) in enumerate(terms):
        found = posting(term)
        fresh = found - seen if seen else found  # entries whose rarest shared token is this one
        if fresh:
            chosen += _first(fresh, terms, i + 1, posting, limit - len(chosen))
            if len(chosen) >= limit:
                break
        seen |= found
    return sorted(chosen)


def _first(pool: set[int], terms: list[tuple[int, str]], j: int, posting: Callable[[str], set[int]],
           limit: int) -> list[int]:
    """The first `limit` of `pool` in rank order: with terms[j] before without, then terms[j+1]..."""
    while len(pool) > limit:
        if j == len(terms):
            return sorted(pool)[:limit]
        found = posting(terms[j][1])
        j += 1
        if pool <= found:  # the usual case, the words of one message shape going together
            continue
        having = pool & found
        chosen = _first(having, terms, j, posting, limit) if having else []
        if len(chosen) < limit:
            chosen += _first(pool - having, terms, j, posting, limit - len(chosen))
        return chosen
    return list(pool)


class Postings:
    """The `terms` table and the slim rows in memory, for a process that asks many times. Posting
    lists stay packed until a query needs one as a set: most terms are never asked for."""

    def __init__(self, mirror: Mirror) -> None:
        con = mirror.con
        self.items: dict[int, Candidate] = {}
        self.codes: dict[str, list[Candidate]] = {}
        self.sets: dict[str, set[int]] = {}
        self.fingerprints: dict[str, list[int]] = {}
        own = not con.in_transaction
        if own:
            con.execute("BEGIN")  # one snapshot of both tables, whatever another process appends
        try:
            with paused_gc():  # 100k objects without cycles: twice the load with the collector on
                self.packed = {term: unpack(blob) for term, blob in con.execute("SELECT term, numbers FROM terms")}
                for number, canon, code, text, fp in con.execute(f"SELECT {SLIM}, fp FROM entries ORDER BY number"):
                    item = Candidate(number, canon, code, text, mirror)
                    self.items[number] = item
                    self.codes.setdefault(code, []).append(item)
                    self.fingerprints.setdefault(fp, []).append(number)
        finally:
            if own:
                con.commit()

    def posting(self, term: str) -> set[int]:
        found = self.sets.get(term)
        if found is None:
            found = self.sets[term] = set(self.packed[term])
        return found

    def candidates(self, token_list: Iterable[str], limit: int) -> list[Candidate]:
        packed = self.packed
        terms = rarest((len(packed[t]), t) for t in query_terms(token_list) if t in packed)
        return [self.items[n] for n in pick_candidates(terms, self.posting, limit)]
