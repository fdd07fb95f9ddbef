"""The SQLite mirror of the index: fingerprint and code lookups, fuzzy candidates, word search.

`entries` holds what matching and notices need, so a hook never parses ERRORS.md while the
mirror is fresh. `match_fts` (unicode61 over canonical tokens) yields fuzzy candidates by bm25,
so matching cost stays flat as the KB grows. `search_fts` (trigram) serves `errkb lookup` over
title, trigger, fix, raw and notes; terms shorter than a trigram (two-character CJK words) fall
back to LIKE. FTS5 and the trigram tokenizer are probed at run time; without them errkb scans.
"""

from __future__ import annotations

import contextlib
import os
import re
import sqlite3
import tempfile
from collections.abc import Iterable
from dataclasses import fields
from functools import lru_cache
from operator import attrgetter
from pathlib import Path

from .index import SCHEMA, IndexedEntry
from .versions import NORMALIZER_VERSION

_COLUMNS = [f.name for f in fields(IndexedEntry)]
CANDIDATE_TERMS = 8
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


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


def match_terms(token_list: Iterable[str]) -> str:
    """Canonical tokens as words unicode61 keeps whole: `<path>` → `ph_path`."""
    return " ".join(f"ph_{t[1:-1].replace('-', '_')}" if t.startswith("<") else t for t in token_list)


def quote_fts(term: str) -> str:
    """One FTS5 string literal: raw error text is not FTS syntax (`No module named 'x'`)."""
    return '"' + term.replace('"', '""') + '"'


class Mirror:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.con = sqlite3.connect(str(path), timeout=5.0)
        self.con.row_factory = None
        self.fts5, self.trigram = probe_fts()

    def close(self) -> None:
        self.con.close()

    def meta(self) -> dict[str, str]:
        try:
            return dict(self.con.execute("SELECT key, value FROM meta").fetchall())
        except sqlite3.DatabaseError:
            return {}

    def is_current(self, source_hash: str | None = None, stat: str | None = None) -> bool:
        meta = self.meta()
        if meta.get("schema") != str(SCHEMA) or meta.get("normalizer") != NORMALIZER_VERSION:
            return False
        if stat is not None and meta.get("source_stat") == stat:
            return True
        return source_hash is not None and meta.get("source_sha256") == source_hash

    def remember_stat(self, stat: str) -> None:
        with contextlib.suppress(sqlite3.DatabaseError), self.con:
            self.con.execute("INSERT OR REPLACE INTO meta VALUES ('source_stat', ?)", (stat,))

    def add(self, item: IndexedEntry, source_hash: str, stat: str) -> None:
        """Index one appended entry and stamp the mirror with the new file's hash, so an append
        costs one row instead of a rebuild of the whole KB."""
        from .normalize import tokens

        meta = self.meta()
        with self.con:
            placeholders = ", ".join("?" for _ in _COLUMNS)
            self.con.execute(f"INSERT OR REPLACE INTO entries VALUES ({placeholders})", attrgetter(*_COLUMNS)(item))
            if meta.get("fts5") == "1":
                self.con.execute("INSERT INTO match_fts (rowid, terms) VALUES (?, ?)",
                                 (item.number, match_terms(tokens(item.canon))))
            if meta.get("trigram") == "1":
                self.con.execute("INSERT INTO search_fts (rowid, title, trigger, fix, raw, notes) VALUES (?, ?, ?, ?, ?, ?)",
                                 (item.number, item.title, item.trigger, item.fix, item.raw, item.notes))
            self.con.executemany("INSERT OR REPLACE INTO meta VALUES (?, ?)",
                                 [("source_sha256", source_hash), ("source_stat", stat)])

    # -- queries ---------------------------------------------------------------------------
    def _rows(self, sql: str, args: tuple[object, ...] = ()) -> list[IndexedEntry]:
        return [_entry(row) for row in self.con.execute(sql, args).fetchall()]

    def exact(self, fp: str) -> list[IndexedEntry]:
        return self._rows(f"SELECT {', '.join(_COLUMNS)} FROM entries WHERE fp = ? ORDER BY number", (fp,))

    def by_code(self, code: str) -> list[IndexedEntry]:
        return self._rows(f"SELECT {', '.join(_COLUMNS)} FROM entries WHERE code = ? ORDER BY number", (code,))

    def get(self, number: int) -> IndexedEntry | None:
        rows = self._rows(f"SELECT {', '.join(_COLUMNS)} FROM entries WHERE number = ?", (number,))
        return rows[0] if rows else None

    def all(self) -> list[IndexedEntry]:
        return self._rows(f"SELECT {', '.join(_COLUMNS)} FROM entries ORDER BY number")

    def count(self) -> int:
        return int(self.con.execute("SELECT count(*) FROM entries").fetchone()[0])

    def candidates(self, token_list: list[str], limit: int = 40) -> list[IndexedEntry]:
        """Entries sharing the most telling tokens with the live error, best bm25 first.

        An OR of every term scores most of the KB (`error`, `<path>` and `not` are everywhere), so
        only the longest words go into the query: placeholders and short words are the common ones.
        """
        if not self.fts5:
            return self.all()
        words = set(match_terms(token_list).split())
        telling = sorted((w for w in words if not w.startswith("ph_") and len(w) > 2), key=lambda w: (-len(w), w))
        terms = telling[:CANDIDATE_TERMS] or sorted(words)[:CANDIDATE_TERMS]
        if not terms:
            return []
        query = " OR ".join(quote_fts(t) for t in terms)
        sql = (f"SELECT {', '.join('e.' + c for c in _COLUMNS)} FROM match_fts JOIN entries e ON e.number = match_fts.rowid "
               "WHERE match_fts MATCH ? ORDER BY rank LIMIT ?")
        return self._rows(sql, (query, limit))

    def search(self, words: list[str], limit: int = 20) -> list[tuple[IndexedEntry, float]]:
        """Plain-word search over title, trigger, fix, raw and notes; (entry, score) best first."""
        long_terms = [w for w in words if len(w) >= 3]
        short_terms = [w for w in words if len(w) < 3]
        scored: dict[int, tuple[IndexedEntry, float]] = {}
        if long_terms and self.trigram:
            query = " OR ".join(quote_fts(w) for w in long_terms)
            sql = (f"SELECT {', '.join('e.' + c for c in _COLUMNS)}, bm25(search_fts, 4.0, 2.0, 1.5, 1.0, 0.5) "
                   "FROM search_fts JOIN entries e ON e.number = search_fts.rowid WHERE search_fts MATCH ? "
                   "ORDER BY 1e0 * bm25(search_fts, 4.0, 2.0, 1.5, 1.0, 0.5) LIMIT ?")
            for row in self.con.execute(sql, (query, limit * 3)).fetchall():
                scored[row[0]] = (_entry(row[:-1]), -float(row[-1]))
        like_terms = short_terms if self.trigram else words
        if like_terms:
            self._search_like(like_terms, scored)
        ranked = sorted(scored.values(), key=lambda pair: (-pair[1], pair[0].number))
        return ranked[:limit]

    def _search_like(self, terms: list[str], scored: dict[int, tuple[IndexedEntry, float]]) -> None:
        clause = " + ".join(
            "(instr(lower(title || ' ' || trigger || ' ' || fix || ' ' || raw || ' ' || notes), ?) > 0)" for _ in terms
        )
        # Not "hits": entries has a hits column, which WHERE and ORDER BY would read instead.
        sql = (f"SELECT {', '.join(_COLUMNS)}, ({clause}) AS matched FROM entries WHERE matched > 0 "
               "ORDER BY matched DESC, number LIMIT 60")
        for row in self.con.execute(sql, tuple(t.lower() for t in terms)).fetchall():
            entry, matched = _entry(row[:-1]), float(row[-1])
            previous = scored.get(entry.number, (entry, 0.0))[1]
            scored[entry.number] = (entry, previous + matched / max(1, len(terms)))


def _entry(row: tuple[object, ...]) -> IndexedEntry:
    values = dict(zip(_COLUMNS, row, strict=True))
    values["excluded"] = bool(values["excluded"])
    return IndexedEntry(**values)  # type: ignore[arg-type]


def build_mirror(path: Path, items: list[IndexedEntry], source_hash: str, stat: str) -> None:
    """Write a fresh mirror beside `path` and swap it in, so readers never see a half-built one."""
    fts5, trigram = probe_fts()
    fd, tmp = tempfile.mkstemp(prefix=".errors.", suffix=".sqlite.tmp", dir=path.parent)
    os.close(fd)
    try:
        con = sqlite3.connect(tmp)
        try:
            _create(con, fts5, trigram)
            _fill(con, items, fts5, trigram)
            con.executemany("INSERT INTO meta VALUES (?, ?)", [
                ("schema", str(SCHEMA)), ("normalizer", NORMALIZER_VERSION), ("source_sha256", source_hash),
                ("source_stat", stat), ("fts5", str(int(fts5))), ("trigram", str(int(trigram))),
                ("json_sha256", source_hash),
            ])
            con.commit()
        finally:
            con.close()
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def _create(con: sqlite3.Connection, fts5: bool, trigram: bool) -> None:
    con.execute("PRAGMA journal_mode = OFF")
    con.execute("PRAGMA synchronous = OFF")
    con.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT)")
    columns = ", ".join(f"{c} {'INTEGER PRIMARY KEY' if c == 'number' else ''}" for c in _COLUMNS)
    con.execute(f"CREATE TABLE entries ({columns})")
    con.execute("CREATE INDEX entries_fp ON entries (fp)")
    con.execute("CREATE INDEX entries_code ON entries (code)")
    if fts5:
        con.execute("CREATE VIRTUAL TABLE match_fts USING fts5(terms, content='', "
                    "tokenize=\"unicode61 remove_diacritics 0 tokenchars '_'\")")
    if trigram:
        con.execute("CREATE VIRTUAL TABLE search_fts USING fts5(title, trigger, fix, raw, notes, tokenize='trigram')")


def _fill(con: sqlite3.Connection, items: list[IndexedEntry], fts5: bool, trigram: bool) -> None:
    from .normalize import tokens

    placeholders = ", ".join("?" for _ in _COLUMNS)
    row = attrgetter(*_COLUMNS)  # astuple deep-copies every value: most of the insert time
    con.executemany(f"INSERT INTO entries VALUES ({placeholders})", [row(item) for item in items])
    if fts5:
        con.executemany("INSERT INTO match_fts (rowid, terms) VALUES (?, ?)",
                        [(item.number, match_terms(tokens(item.canon))) for item in items])
    if trigram:
        con.executemany("INSERT INTO search_fts (rowid, title, trigger, fix, raw, notes) VALUES (?, ?, ?, ?, ?, ?)",
                        [(i.number, i.title, i.trigger, i.fix, i.raw, i.notes) for i in items])
