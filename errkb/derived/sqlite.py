"""sqlite3 as a hook call loads it.

`import sqlite3` runs sqlite3/dbapi2.py, which imports `datetime` (and `time`) only to register
date and time adapters errkb never uses: 3–4 ms of every hook call, more than the query. Its C
core `_sqlite3` is the same `connect` and the same exception classes (dbapi2 re-exports them,
so `except sqlite3.Error` catches the same errors either way): errkb imports that when it exists.
"""

from __future__ import annotations

try:
    import _sqlite3 as sqlite3
except ImportError:  # pragma: no cover - a Python whose sqlite3 has no separate C core
    import sqlite3  # type: ignore[no-redef]

__all__ = ["sqlite3"]
