"""The SQLite mirror of the index: fingerprint and code lookups, fuzzy candidates, word search.

`entries` holds what matching and notices need, so a hook never parses ERRORS.md while the
mirror is fresh; each row also keeps its canonical tokens, split once at build time. `terms`
holds, per canonical token, how many entries have it and which (a posting list): fuzzy
candidates come from the postings of the live error's rarest tokens, so a query reads a few
short lists whatever the size of the KB (docs/matching.md, "Candidates"). A process that asks
more than once (the MCP server, `errkb scan`) loads the postings into memory; a hook answers
from SQLite and never loads the KB.

`search_fts` (FTS5 trigram over title, trigger, fix, raw and notes, reading its text from
`entries`) serves `errkb lookup`. It is most of a build's cost and only word search reads it, so
an automatic rebuild (after a hand edit) leaves it to the first word search; `errkb index
rebuild` builds it at once. Terms shorter than a trigram (two-character
CJK words) fall back to LIKE, as do all words where SQLite has no trigram tokenizer.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import sys
from array import array
from collections.abc import Callable, Iterable
from dataclasses import fields
from functools import cache, lru_cache
from operator import attrgetter
from pathlib import Path

from ..versions import NORMALIZER_VERSION
from .items import FILES_STAGE, SCHEMA, WORDS_STAGE, IndexedEntry, Progress, paused_gc

# The layout of this file's tables; a mirror stamped with another one is rebuilt (like SCHEMA,
# which stamps the entries' fields and the JSON index).
MIRROR_SCHEMA = 4  # 4: the word index searches the canonical form too
_COLUMNS = [f.name for f in fields(IndexedEntry)]
_SELECT = ", ".join(_COLUMNS)
_SLIM = "number, canon, code, tokens"
# The canonical form is searched too: it reads a Chinese message in English (recognize/wording.py),
# so an English query finds an entry written in Chinese.
_SEARCHED = ("title", "trigger", "fix", "raw", "notes", "canon")
_SEARCHED_LIST = ", ".join(_SEARCHED)
_SEARCHED_PLACEHOLDERS = ", ".join("?" for _ in _SEARCHED)
_ROW_PLACEHOLDERS = ", ".join("?" for _ in _COLUMNS)
_row = attrgetter(*_COLUMNS)  # astuple deep-copies every value: most of the insert time
_WEIGHTS = "4.0, 2.0, 1.5, 1.0, 0.5, 1.0"  # bm25 weights of _SEARCHED: a title word counts most
CANDIDATES = 40
CANDIDATE_TERMS = 8  # the rarest live tokens a candidate query reads (their postings)
# A connection that has answered this many candidate queries from SQLite belongs to a long-lived
# process (the MCP server, `errkb scan`), which then loads the postings into memory: at 10k
# entries that costs what 50 to 100 SQLite queries do, at 100k what 100 to 200 do
# (bench/lookup_speed.py), and every later query is several times faster. A hook asks once.
_WARM_AFTER = 16
_CACHED_ENTRIES = 1024
_FTS_HASHSIZE = 16 << 20
_WORDS_STEP = 2500  # entries per statement while the word index fills (one progress step)


@lru_cache(maxsize=1)
def probe_fts() -> tuple[bool, bool]:
    """(FTS5 available, trigram tokenizer available) in this Python's SQLite."""
    con = sqlite3.connect(":memory:")
    try:
        try:
            con.execute("CREATE VIRTUAL TABLE t USING fts5(a)")
        except sqlite3.OperationalError:
            return False, False
        try:
            con.execute("CREATE VIRTUAL TABLE t3 USING fts5(a, tokenize='trigram')")
        except sqlite3.OperationalError:
            return True, False
        return True, True
    finally:
        con.close()


def quote_fts(term: str) -> str:
    """One FTS5 string literal: raw error text is not FTS syntax (`No module named 'x'`)."""
    return '"' + term.replace('"', '""') + '"'


def _pack(numbers: Iterable[int]) -> bytes:
    """A posting list as little-endian int64s, whatever the machine (the file may be copied). 64
    bits: an entry number is whatever a header says, as large as SQLite's INTEGER."""
    packed = array("q", numbers)
    if sys.byteorder == "big":  # pragma: no cover - no big-endian CI
        packed.byteswap()
    return packed.tobytes()


def _unpack(blob: bytes) -> array[int]:
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


class _Postings:
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
                self.packed = {term: _unpack(blob) for term, blob in con.execute("SELECT term, numbers FROM terms")}
                for number, canon, code, text, fp in con.execute(f"SELECT {_SLIM}, fp FROM entries ORDER BY number"):
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


class Mirror:
    def __init__(self, path: Path, progress: Progress | None = None) -> None:
        """`progress`: told how the word index fills, when the first word search builds it."""
        self.path = path
        self.progress = progress
        # Not tied to the thread that opened it: the MCP server answers from worker threads, one
        # call at a time, with the KB it keeps open.
        self.con = sqlite3.connect(str(path), timeout=5.0, check_same_thread=False)
        self.con.row_factory = None
        self._memory: _Postings | None = None
        self._version: int | None = None
        self._cold_queries = 0
        self._cached: dict[int, IndexedEntry] = {}

    def close(self) -> None:
        self.con.close()

    def meta(self) -> dict[str, str]:
        try:
            return dict(self.con.execute("SELECT key, value FROM meta").fetchall())
        except sqlite3.DatabaseError:
            return {}

    def is_current(self, source_hash: str | None = None, stat: str | None = None) -> bool:
        meta = self.meta()
        if (meta.get("schema") != str(SCHEMA) or meta.get("mirror") != str(MIRROR_SCHEMA)
                or meta.get("normalizer") != NORMALIZER_VERSION):
            return False
        if stat is not None and meta.get("source_stat") == stat:
            return True
        return source_hash is not None and meta.get("source_sha256") == source_hash

    def remember_stat(self, stat: str) -> None:
        with contextlib.suppress(sqlite3.DatabaseError), self.con:
            self.con.execute("INSERT OR REPLACE INTO meta VALUES ('source_stat', ?)", (stat,))

    def add(self, item: IndexedEntry, source_hash: str, stat: str) -> None:
        """Index one appended entry and stamp the mirror with the new file's hash, so an append
        costs one row instead of a rebuild of the whole KB. An appended number is new (IDs are
        never reused); were it not, the insert fails, the stamp stays old and the next read rebuilds."""
        from ..recognize.normalize import tokens

        text = " ".join(tokens(item.canon))
        with self.con:
            self.con.execute("BEGIN IMMEDIATE")  # a word index built meanwhile must get this row too
            self.con.execute(f"INSERT INTO entries VALUES ({_ROW_PLACEHOLDERS}, ?)", (*_row(item), text))
            self._post(item.number, text)
            if self.meta().get("search") == "1":
                self.con.execute(f"INSERT INTO search_fts (rowid, {_SEARCHED_LIST}) VALUES (?, {_SEARCHED_PLACEHOLDERS})",
                                 (item.number, *attrgetter(*_SEARCHED)(item)))
            self.con.executemany("INSERT OR REPLACE INTO meta VALUES (?, ?)",
                                 [("source_sha256", source_hash), ("source_stat", stat)])
        self._forget()

    def _post(self, number: int, text: str) -> None:
        for term in set(text.split()):
            row = self.con.execute("SELECT numbers FROM terms WHERE term = ?", (term,)).fetchone()
            numbers = _unpack(row[0]) if row else array("q")
            numbers.append(number)
            self.con.execute("INSERT OR REPLACE INTO terms VALUES (?, ?, ?)", (term, len(numbers), _pack(numbers)))

    # -- queries ---------------------------------------------------------------------------
    def _rows(self, sql: str, args: tuple[object, ...] = ()) -> list[IndexedEntry]:
        return [_entry(row) for row in self.con.execute(sql, args).fetchall()]

    def exact(self, fp: str) -> list[IndexedEntry]:
        if self._memory is not None:  # a long-lived process: most of its live errors are no repeat
            self._fresh()
        if self._memory is not None:
            return [entry for n in self._memory.fingerprints.get(fp, ()) if (entry := self.get(n)) is not None]
        return self._rows(f"SELECT {_SELECT} FROM entries WHERE fp = ? ORDER BY number", (fp,))

    def by_fingerprint(self, text: str) -> list[IndexedEntry]:
        """Entries whose fingerprint or sig is `text`, any case (`errkb lookup n2:…`)."""
        text = text.lower()
        return self._rows(f"SELECT {_SELECT} FROM entries WHERE lower(fp) = ? OR lower(sig) = ? ORDER BY number",
                          (text, text))

    def by_code(self, code: str) -> list[Candidate]:
        memory = self._warm()
        if memory is not None:
            return list(memory.codes.get(code, ()))
        return self._slim(f"SELECT {_SLIM} FROM entries WHERE code = ? ORDER BY number", (code,))

    def get(self, number: int) -> IndexedEntry | None:
        # A kept row stays right: rows never change (an append adds a new number, a rebuild swaps
        # in a new file), and this connection's adds and other writers it notices clear the cache.
        found = self._cached.get(number)
        if found is None:
            rows = self._rows(f"SELECT {_SELECT} FROM entries WHERE number = ?", (number,))
            if not rows:
                return None
            if len(self._cached) >= _CACHED_ENTRIES:
                self._cached.clear()
            found = self._cached[number] = rows[0]
        return found

    def all(self) -> list[IndexedEntry]:
        return self._rows(f"SELECT {_SELECT} FROM entries ORDER BY number")

    def count(self) -> int:
        return int(self.con.execute("SELECT count(*) FROM entries").fetchone()[0])

    def fingerprints(self) -> dict[str, str]:
        """id → fingerprint of every entry in number order, without loading the entries (what a
        rebuild compares to say which regrouped)."""
        return dict(self.con.execute("SELECT id, fp FROM entries ORDER BY number").fetchall())

    def candidates(self, token_list: list[str], limit: int = CANDIDATES) -> list[Candidate]:
        """The entries sharing the live error's rarest tokens (`pick_candidates`), in number order."""
        memory = self._warm()
        if memory is not None:
            return memory.candidates(token_list, limit)
        words = query_terms(token_list)
        if not words:
            return []
        terms = rarest((df, term) for term, df in self.con.execute(
            f"SELECT term, df FROM terms WHERE term IN ({', '.join('?' for _ in words)})", words))
        if not terms:
            return []
        blobs = dict(self.con.execute(f"SELECT term, numbers FROM terms WHERE term IN ({', '.join('?' for _ in terms)})",
                                      [term for _, term in terms]))

        @cache
        def posting(term: str) -> set[int]:
            return set(_unpack(blobs[term]))

        numbers = pick_candidates(terms, posting, limit)
        found = self._slim(f"SELECT {_SLIM} FROM entries WHERE number IN ({', '.join('?' for _ in numbers)}) "
                           "ORDER BY number", tuple(numbers)) if numbers else []
        self._cold_queries += 1
        return found

    def warm(self) -> None:
        """Load the postings into memory now (a long-lived caller that knows it will ask often)."""
        self._fresh()
        self._memory = _Postings(self)

    def _warm(self) -> _Postings | None:
        """The in-memory postings, once this connection has answered _WARM_AFTER queries."""
        self._fresh()
        if self._memory is None and self._cold_queries >= _WARM_AFTER:
            self.warm()
        return self._memory

    def _fresh(self) -> None:
        """Forget what this process keeps of the file (postings, entries) once another process
        has written to it (an append by a hook while the MCP server runs)."""
        version = self._data_version()
        if version != self._version:
            self._forget()
            self._version = version

    def _forget(self) -> None:
        self._memory, self._cold_queries = None, 0
        self._cached.clear()

    def _data_version(self) -> int:
        return int(self.con.execute("PRAGMA data_version").fetchone()[0])

    def _slim(self, sql: str, args: tuple[object, ...]) -> list[Candidate]:
        return [Candidate(number, canon, code, text, self)
                for number, canon, code, text in self.con.execute(sql, args).fetchall()]

    def _many(self, numbers: list[int]) -> dict[int, IndexedEntry]:
        if not numbers:
            return {}
        sql = f"SELECT {_SELECT} FROM entries WHERE number IN ({', '.join('?' for _ in numbers)})"
        return {entry.number: entry for entry in self._rows(sql, tuple(numbers))}

    # -- word search -------------------------------------------------------------------------
    def search(self, words: list[str], limit: int = 20) -> list[tuple[IndexedEntry, float]]:
        """Plain-word search over title, trigger, fix, raw and notes; (entry, score) best first."""
        long_terms = [w for w in words if len(w) >= 3]
        short_terms = [w for w in words if len(w) < 3]
        scored: dict[int, tuple[IndexedEntry, float]] = {}
        trigram = bool(long_terms) and self._search_index()
        if trigram:
            query = " OR ".join(quote_fts(w) for w in long_terms)
            # Scores first, whole rows after for the few kept: sorting every matching row with
            # its raw sample was most of a query.
            ranked = self.con.execute(f"SELECT rowid, bm25(search_fts, {_WEIGHTS}) AS score FROM search_fts "
                                      "WHERE search_fts MATCH ? ORDER BY score LIMIT ?", (query, limit * 3)).fetchall()
            rows = self._many([number for number, _ in ranked])
            for number, score in ranked:
                if number in rows:
                    scored[number] = (rows[number], -float(score))
        like_terms = short_terms if trigram or not long_terms else words
        if like_terms:
            self._search_like(like_terms, scored)
        ranked_entries = sorted(scored.values(), key=lambda pair: (-pair[1], pair[0].number))
        return ranked_entries[:limit]

    def _search_index(self) -> bool:
        """Whether `search_fts` is there, building it on first use (under a second at 10k entries,
        which a hook never pays: only word search reads it)."""
        if not probe_fts()[1]:  # asked here, not on opening: a hook never searches words
            return False
        if self.meta().get("search") == "1":
            return True
        try:
            self.con.execute("BEGIN IMMEDIATE")
            try:
                if self.meta().get("search") != "1":  # another process may have built it meanwhile
                    create_search(self.con, self.progress)
                self.con.commit()
            except BaseException:
                self.con.rollback()
                raise
        except sqlite3.Error:
            return False  # a read-only or busy mirror: LIKE answers this once
        return True

    def _search_like(self, terms: list[str], scored: dict[int, tuple[IndexedEntry, float]]) -> None:
        clause = " + ".join(
            "(instr(lower(title || ' ' || trigger || ' ' || fix || ' ' || raw || ' ' || notes || ' ' || canon), ?) > 0)"
            for _ in terms
        )
        # Not "hits": entries has a hits column, which WHERE and ORDER BY would read instead.
        sql = (f"SELECT {_SELECT}, ({clause}) AS matched FROM entries WHERE matched > 0 "
               "ORDER BY matched DESC, number LIMIT 60")
        for row in self.con.execute(sql, tuple(t.lower() for t in terms)).fetchall():
            entry, matched = _entry(row[:-1]), float(row[-1])
            previous = scored.get(entry.number, (entry, 0.0))[1]
            scored[entry.number] = (entry, previous + matched / max(1, len(terms)))


def _entry(row: tuple[object, ...]) -> IndexedEntry:
    values = dict(zip(_COLUMNS, row, strict=True))
    values["excluded"] = bool(values["excluded"])
    return IndexedEntry(**values)  # type: ignore[arg-type]


def build_mirror(path: Path, items: list[IndexedEntry], source_hash: str, stat: str, reuse: bool = True,
                 words: bool = False, progress: Progress | None = None) -> None:
    """Write a fresh mirror beside `path` and swap it in, so readers never see a half-built one.

    `reuse`: take the tokens of unchanged canonical forms from the mirror being replaced, as
    index.previous_canonicals does for the forms themselves (a forced rebuild passes False).
    `words`: build the trigram word index now (`errkb index rebuild` builds everything) rather
    than at the first word search (an automatic rebuild after a hand edit)."""
    known = _previous_tokens(path) if reuse else {}
    import tempfile  # here, not at the top: a hook that only reads the mirror never needs it

    fd, tmp = tempfile.mkstemp(prefix=".errors.", suffix=".sqlite.tmp", dir=path.parent)
    os.close(fd)
    try:
        con = sqlite3.connect(tmp)
        try:
            _create(con)
            _fill(con, items, known)
            if progress:
                progress(FILES_STAGE, len(items), len(items))
            if words and probe_fts()[1]:
                create_search(con, progress)
            con.executemany("INSERT INTO meta VALUES (?, ?)", [
                ("schema", str(SCHEMA)), ("mirror", str(MIRROR_SCHEMA)), ("normalizer", NORMALIZER_VERSION),
                ("source_sha256", source_hash), ("source_stat", stat), ("json_sha256", source_hash),
            ])
            con.commit()
        finally:
            con.close()
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def _previous_tokens(path: Path) -> dict[str, str]:
    """canonical form → its tokens, from a mirror of this layout and normalizer version."""
    if not path.exists():
        return {}
    try:
        con = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    except (sqlite3.Error, ValueError):
        return {}
    try:
        meta = dict(con.execute("SELECT key, value FROM meta").fetchall())
        if meta.get("mirror") != str(MIRROR_SCHEMA) or meta.get("normalizer") != NORMALIZER_VERSION:
            return {}
        return dict(con.execute("SELECT canon, tokens FROM entries").fetchall())
    except sqlite3.Error:
        return {}
    finally:
        con.close()


def _create(con: sqlite3.Connection) -> None:
    con.execute("PRAGMA journal_mode = OFF")
    con.execute("PRAGMA synchronous = OFF")
    con.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT)")
    columns = ", ".join(f"{c} {'INTEGER PRIMARY KEY' if c == 'number' else ''}" for c in _COLUMNS)
    con.execute(f"CREATE TABLE entries ({columns}, tokens TEXT)")
    con.execute("CREATE TABLE terms (term TEXT PRIMARY KEY, df INTEGER, numbers BLOB) WITHOUT ROWID")


def _fill(con: sqlite3.Connection, items: list[IndexedEntry], known: dict[str, str]) -> None:
    from ..recognize.normalize import tokens

    texts = [known.get(item.canon) or " ".join(tokens(item.canon)) for item in items]
    con.executemany(f"INSERT INTO entries VALUES ({_ROW_PLACEHOLDERS}, ?)",
                    [(*_row(item), text) for item, text in zip(items, texts, strict=True)])
    # After the rows: one sorted pass builds each index faster than 10k inserts into it.
    con.execute("CREATE INDEX entries_fp ON entries (fp)")
    con.execute("CREATE INDEX entries_code ON entries (code)")
    postings: dict[str, list[int]] = {}
    for item, text in zip(items, texts, strict=True):
        number = item.number
        for term in set(text.split()):
            postings.setdefault(term, []).append(number)
    con.executemany("INSERT INTO terms VALUES (?, ?, ?)",  # in key order: appends to the B-tree
                    [(term, len(numbers), _pack(numbers)) for term, numbers in sorted(postings.items())])


def create_search(con: sqlite3.Connection, progress: Progress | None = None) -> None:
    """The trigram word index over `entries` (external content: the text is not stored twice).

    Filled a few thousand entries per statement so that progress can be shown: 5% slower than
    one 'rebuild' command at 10k entries, which says nothing for seconds at 100k."""
    con.execute(f"CREATE VIRTUAL TABLE search_fts USING fts5({_SEARCHED_LIST}, tokenize='trigram', "
                "content='entries', content_rowid='number')")
    # FTS5 flushes its pending terms to a new segment each time they pass `hashsize` (1 MB by
    # default), then merges the segments: at 10k entries a 16 MB buffer builds the index in about
    # two thirds of the time for some 20 MB more memory (bench/kb_bench.py). An SQLite without
    # the option builds it the default way.
    with contextlib.suppress(sqlite3.Error):
        con.execute("INSERT INTO search_fts (search_fts, rank) VALUES ('hashsize', ?)", (_FTS_HASHSIZE,))
    numbers = [number for (number,) in con.execute("SELECT number FROM entries ORDER BY number")]
    for start in range(0, len(numbers), _WORDS_STEP):
        step = numbers[start:start + _WORDS_STEP]
        con.execute(f"INSERT INTO search_fts (rowid, {_SEARCHED_LIST}) SELECT number, {_SEARCHED_LIST} FROM entries "
                    "WHERE number BETWEEN ? AND ?", (step[0], step[-1]))
        if progress:
            progress(WORDS_STAGE, start + len(step), len(numbers))
    con.execute("INSERT OR REPLACE INTO meta VALUES ('search', '1')")
