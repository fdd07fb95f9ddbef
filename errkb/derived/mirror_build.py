"""Building the SQLite mirror (its tables are laid out in derived/mirror): a fresh file beside
the old one, swapped in whole, so readers never see a half-built mirror.

`entries` gets every indexed entry and its canonical tokens; `terms`, per token, how many
entries have it and which (a posting list, packed); `search_fts`, the trigram word index, is
built at once for `errkb index rebuild` and otherwise at the first word search; `meta` stamps
the source's hash, the schema and normalizer versions, and the source's parse problems. Only a
rebuild, or a first word search, imports this module.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
from functools import lru_cache
from pathlib import Path

from ..machine.fsutil import sweep_leftovers, temp_path
from ..versions import NORMALIZER_VERSION
from .candidates import pack
from .items import FILES_STAGE, SCHEMA, WORDS_STAGE, IndexedEntry, Progress
from .mirror import COLUMNS, MIRROR_SCHEMA, ROW_PLACEHOLDERS, SEARCHED_LIST, row_values

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from ..machine.paths import StrPath

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


def build_mirror(path: StrPath, items: list[IndexedEntry], source_hash: str, stat: str, reuse: bool = True,
                 words: bool = False, progress: Progress | None = None, problems: list[str] | None = None) -> None:
    """Write a fresh mirror beside `path` and swap it in, so readers never see a half-built one.

    `reuse`: take the tokens of unchanged canonical forms from the mirror being replaced, as
    index.previous_canonicals does for the forms themselves (a forced rebuild passes False).
    `words`: build the trigram word index now (`errkb index rebuild` builds everything) rather
    than at the first word search (an automatic rebuild after a hand edit). `problems`: the
    source's parse problems, kept in the meta table for the commands to report once."""
    known = _previous_tokens(path) if reuse else {}
    tmp = temp_path(path)  # named for this process: the next build removes it if this one is killed
    try:
        con = sqlite3.connect(tmp)
        try:
            fill_mirror(con, items, source_hash, stat, known, words, progress, problems)
        finally:
            con.close()
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    sweep_leftovers(path)


def fill_mirror(con: sqlite3.Connection, items: list[IndexedEntry], source_hash: str, stat: str,
                known: dict[str, str] | None = None, words: bool = False, progress: Progress | None = None,
                problems: list[str] | None = None) -> None:
    """The mirror's tables in an empty database `con` (a file about to be swapped in, or memory
    for a KB whose folder cannot be written); `problems` are kept with it."""
    _create(con)
    _fill(con, items, known or {})
    if progress:
        progress(FILES_STAGE, len(items), len(items))
    if words and probe_fts()[1]:
        create_search(con, progress)
    con.executemany("INSERT INTO meta VALUES (?, ?)", [
        ("schema", str(SCHEMA)), ("mirror", str(MIRROR_SCHEMA)), ("normalizer", NORMALIZER_VERSION),
        ("source_sha256", source_hash), ("source_stat", stat), ("json_sha256", source_hash),
        ("problems", json.dumps(problems or [], ensure_ascii=False)),
    ])
    con.commit()


def _previous_tokens(path: StrPath) -> dict[str, str]:
    """canonical form → its tokens, from a mirror of this layout and normalizer version."""
    if not os.path.exists(path):
        return {}
    try:
        con = sqlite3.connect(f"{Path(path).resolve().as_uri()}?mode=ro", uri=True)
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
    columns = ", ".join(f"{c} {'INTEGER PRIMARY KEY' if c == 'number' else ''}" for c in COLUMNS)
    con.execute(f"CREATE TABLE entries ({columns}, tokens TEXT)")
    con.execute("CREATE TABLE terms (term TEXT PRIMARY KEY, df INTEGER, numbers BLOB) WITHOUT ROWID")


def _fill(con: sqlite3.Connection, items: list[IndexedEntry], known: dict[str, str]) -> None:
    from ..recognize.normalize import tokens

    texts = [known.get(item.canon) or " ".join(tokens(item.canon)) for item in items]
    con.executemany(f"INSERT INTO entries VALUES ({ROW_PLACEHOLDERS}, ?)",
                    [(*row_values(item), text) for item, text in zip(items, texts, strict=True)])
    # After the rows: one sorted pass builds each index faster than 10k inserts into it.
    con.execute("CREATE INDEX entries_fp ON entries (fp)")
    con.execute("CREATE INDEX entries_code ON entries (code)")
    postings: dict[str, list[int]] = {}
    for item, text in zip(items, texts, strict=True):
        number = item.number
        for term in set(text.split()):
            postings.setdefault(term, []).append(number)
    con.executemany("INSERT INTO terms VALUES (?, ?, ?)",  # in key order: appends to the B-tree
                    [(term, len(numbers), pack(numbers)) for term, numbers in sorted(postings.items())])


def create_search(con: sqlite3.Connection, progress: Progress | None = None) -> None:
    """The trigram word index over `entries` (external content: the text is not stored twice).

    Filled a few thousand entries per statement so that progress can be shown: 5% slower than
    one 'rebuild' command at 10k entries, which says nothing for seconds at 100k."""
    con.execute(f"CREATE VIRTUAL TABLE search_fts USING fts5({SEARCHED_LIST}, tokenize='trigram', "
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
        con.execute(f"INSERT INTO search_fts (rowid, {SEARCHED_LIST}) SELECT number, {SEARCHED_LIST} FROM entries "
                    "WHERE number BETWEEN ? AND ?", (step[0], step[-1]))
        if progress:
            progress(WORDS_STAGE, start + len(step), len(numbers))
    con.execute("INSERT OR REPLACE INTO meta VALUES ('search', '1')")
