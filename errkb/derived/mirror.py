"""The SQLite mirror of the index: fingerprint and code lookups, fuzzy candidates, word search.

`entries` holds what matching and notices need, so a hook never parses ERRORS.md while the
mirror is fresh; each row also keeps its canonical tokens, split once at build time. `terms`
holds, per canonical token, how many entries have it and which (a posting list): fuzzy
candidates come from the postings of the live error's rarest tokens, so a query reads a few
short lists whatever the size of the KB (docs/matching.md, "Candidates"). A connection that is
asked many times (`errkb scan`) loads the postings into memory; a hook, and the MCP server,
which opens the KB on each call, answer from SQLite and never load the KB.

The tables are laid out here and built by derived/mirror_build, which a hook never imports;
the candidates come from derived/candidates.

`search_fts` (FTS5 trigram over title, trigger, fix, raw and notes, reading its text from
`entries`) serves `errkb lookup`. It is most of a build's cost and only word search reads it, so
an automatic rebuild (after a hand edit) leaves it to the first word search; `errkb index
rebuild` builds it at once. Terms shorter than a trigram (two-character
CJK words) fall back to LIKE, as do all words where SQLite has no trigram tokenizer.
"""

from __future__ import annotations

import os
from functools import cache
from operator import attrgetter

from errkb.valueclass import fields

from ..versions import NORMALIZER_VERSION
from .candidates import CANDIDATES, SLIM, Candidate, Postings, pack, pick_candidates, query_terms, rarest, unpack
from .items import SCHEMA, IndexedEntry, Progress
from .sqlite import sqlite3

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing on the hook path
if TYPE_CHECKING:
    from ..machine.paths import StrPath

# The layout of the mirror's tables; a mirror stamped with another one is rebuilt (like SCHEMA,
# which stamps the entries' fields and the JSON index).
MIRROR_SCHEMA = 5  # 4: the alias columns; 5: the word index searches the canonical form too
COLUMNS = list(fields(IndexedEntry))
SELECT = ", ".join(COLUMNS)
# The canonical form is searched too: it reads a Chinese message in English (recognize/wording.py),
# so an English query finds an entry written in Chinese.
SEARCHED = ("title", "trigger", "fix", "raw", "notes", "canon")
SEARCHED_LIST = ", ".join(SEARCHED)
SEARCHED_PLACEHOLDERS = ", ".join("?" for _ in SEARCHED)
ROW_PLACEHOLDERS = ", ".join("?" for _ in COLUMNS)
row_values = attrgetter(*COLUMNS)  # astuple deep-copies every value: most of the insert time
_WEIGHTS = "4.0, 2.0, 1.5, 1.0, 0.5, 1.0"  # bm25 weights of SEARCHED: a title word counts most
# A connection that has answered this many candidate queries from SQLite belongs to a long-lived
# process (the MCP server, `errkb scan`), which then loads the postings into memory: at 10k
# entries that costs what 50 to 100 SQLite queries do, at 100k what 100 to 200 do
# (bench/lookup_speed.py), and every later query is several times faster. A hook asks once.
_WARM_AFTER = 16
_CACHED_ENTRIES = 1024


def quote_fts(term: str) -> str:
    """One FTS5 string literal: raw error text is not FTS syntax (`No module named 'x'`)."""
    return '"' + term.replace('"', '""') + '"'


class Mirror:
    def __init__(self, path: StrPath, progress: Progress | None = None) -> None:
        """`progress`: told how the word index fills, when the first word search builds it."""
        self.path = path
        self.progress = progress
        # Not tied to the thread that opened it: the MCP server answers from worker threads, one
        # call at a time, with the KB it keeps open.
        self.con = sqlite3.connect(os.fspath(path), timeout=5.0, check_same_thread=False)
        self.con.row_factory = None
        self._memory: Postings | None = None
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
        try:
            with self.con:
                self.con.execute("INSERT OR REPLACE INTO meta VALUES ('source_stat', ?)", (stat,))
        except sqlite3.DatabaseError:
            pass

    def add(self, item: IndexedEntry, source_hash: str, stat: str) -> None:
        """Index one appended entry and stamp the mirror with the new file's hash, so an append
        costs one row instead of a rebuild of the whole KB. An appended number is new (IDs are
        never reused); were it not, the insert fails, the stamp stays old and the next read rebuilds."""
        from ..recognize.normalize import tokens

        text = " ".join(tokens(item.canon))
        with self.con:
            self.con.execute("BEGIN IMMEDIATE")  # a word index built meanwhile must get this row too
            self.con.execute(f"INSERT INTO entries VALUES ({ROW_PLACEHOLDERS}, ?)", (*row_values(item), text))
            self._post(item.number, text)
            if self.meta().get("search") == "1":
                self.con.execute(f"INSERT INTO search_fts (rowid, {SEARCHED_LIST}) VALUES (?, {SEARCHED_PLACEHOLDERS})",
                                 (item.number, *attrgetter(*SEARCHED)(item)))
            self.con.executemany("INSERT OR REPLACE INTO meta VALUES (?, ?)",
                                 [("source_sha256", source_hash), ("source_stat", stat)])
        self._forget()

    def _post(self, number: int, text: str) -> None:
        for term in set(text.split()):
            row = self.con.execute("SELECT numbers FROM terms WHERE term = ?", (term,)).fetchone()
            numbers = unpack(row[0] if row else b"")
            numbers.append(number)
            self.con.execute("INSERT OR REPLACE INTO terms VALUES (?, ?, ?)", (term, len(numbers), pack(numbers)))

    # -- queries ---------------------------------------------------------------------------
    def _rows(self, sql: str, args: tuple[object, ...] = ()) -> list[IndexedEntry]:
        return [_entry(row) for row in self.con.execute(sql, args).fetchall()]

    def exact(self, fp: str) -> list[IndexedEntry]:
        if self._memory is not None:  # a long-lived process: most of its live errors are no repeat
            self._fresh()
        if self._memory is not None:
            return [entry for n in self._memory.fingerprints.get(fp, ()) if (entry := self.get(n)) is not None]
        return self._rows(f"SELECT {SELECT} FROM entries WHERE fp = ? ORDER BY number", (fp,))

    def by_fingerprint(self, text: str) -> list[IndexedEntry]:
        """Entries whose fingerprint or sig is `text`, any case (`errkb lookup n2:…`)."""
        text = text.lower()
        return self._rows(f"SELECT {SELECT} FROM entries WHERE lower(fp) = ? OR lower(sig) = ? ORDER BY number",
                          (text, text))

    def by_code(self, code: str) -> list[Candidate]:
        memory = self._warm()
        if memory is not None:
            return list(memory.codes.get(code, ()))
        return self._slim(f"SELECT {SLIM} FROM entries WHERE code = ? ORDER BY number", (code,))

    def by_former_id(self, number: int) -> IndexedEntry | None:
        """The entry that answers for a number no entry holds: one that lists it as an alias,
        else one it was renumbered from (docs/sync.md). A scan: only lookups by ID ask it."""
        for column in ("aliases", "renumbered"):
            rows = self._rows(f"SELECT {SELECT} FROM entries WHERE instr({column}, ?) > 0 ORDER BY number LIMIT 1",
                              (f" {number} ",))
            if rows:
                return rows[0]
        return None

    def get(self, number: int) -> IndexedEntry | None:
        # A kept row stays right: rows never change (an append adds a new number, a rebuild swaps
        # in a new file), and this connection's adds and other writers it notices clear the cache.
        found = self._cached.get(number)
        if found is None:
            rows = self._rows(f"SELECT {SELECT} FROM entries WHERE number = ?", (number,))
            if not rows:
                return None
            if len(self._cached) >= _CACHED_ENTRIES:
                self._cached.clear()
            found = self._cached[number] = rows[0]
        return found

    def all(self) -> list[IndexedEntry]:
        return self._rows(f"SELECT {SELECT} FROM entries ORDER BY number")

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
            return set(unpack(blobs[term]))

        numbers = pick_candidates(terms, posting, limit)
        found = self._slim(f"SELECT {SLIM} FROM entries WHERE number IN ({', '.join('?' for _ in numbers)}) "
                           "ORDER BY number", tuple(numbers)) if numbers else []
        self._cold_queries += 1
        return found

    def warm(self) -> None:
        """Load the postings into memory now (a long-lived caller that knows it will ask often)."""
        self._fresh()
        self._memory = Postings(self)

    def _warm(self) -> Postings | None:
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
        sql = f"SELECT {SELECT} FROM entries WHERE number IN ({', '.join('?' for _ in numbers)})"
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
        from .mirror_build import create_search, probe_fts  # here: a hook never searches words

        if not probe_fts()[1]:  # asked here, not on opening
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
        sql = (f"SELECT {SELECT}, ({clause}) AS matched FROM entries WHERE matched > 0 "
               "ORDER BY matched DESC, number LIMIT 60")
        for row in self.con.execute(sql, tuple(t.lower() for t in terms)).fetchall():
            entry, matched = _entry(row[:-1]), float(row[-1])
            previous = scored.get(entry.number, (entry, 0.0))[1]
            scored[entry.number] = (entry, previous + matched / max(1, len(terms)))


def _entry(row: tuple[object, ...]) -> IndexedEntry:
    values = dict(zip(COLUMNS, row, strict=True))
    values["excluded"] = bool(values["excluded"])
    return IndexedEntry(**values)  # type: ignore[arg-type]
