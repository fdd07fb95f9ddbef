"""One opened knowledge base: where it is, its settings, the store, the fresh index, the state.

Every command and hook goes through `open_kb`; nothing else decides paths or freshness.
Opening one is cheap: SQLite, the index and the store load on first use, so a hook call that
only updates its session file never imports them.
"""

from __future__ import annotations

import os
from functools import cached_property

from errkb.valueclass import valueclass

from ..errors import ErrkbError
from ..machine.config import Settings, load_settings
from ..machine.paths import ERRORS_MD, INDEX_DB, INDEX_JSON, STATE_JSON, KbLocation, private_dir, resolve_kb, write_problem

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from collections.abc import Callable

    from ..kb.store import Store
    from ..machine.state import State
    from ..model import Entry, NewEntry
    from .items import IndexedEntry, Progress
    from .mirror import Mirror


@valueclass
class Effective:
    """An indexed entry with this machine's counts added (what every notice and list shows)."""

    entry: IndexedEntry
    hits: int
    last_seen: str


class KnowledgeBase:
    def __init__(self, location: KbLocation, settings: Settings, refresh_json: bool = True,
                 progress: Progress | None = None) -> None:
        # Why this user may not write to the KB ("" when it may). A read-only KB still hands its
        # fixes back: its index, counts and sessions live in a private folder of this user's.
        self.read_only = write_problem(location.root)
        if self.read_only and location.work_root is None:
            location = location.with_work(private_dir(location.root))
        self.location = location
        self.settings = settings
        # Told how a rebuild goes, whichever command caused it (the CLI shows it on a terminal).
        self.progress = progress
        # Told ERRORS.md's parse problems (`ERRORS.md:LINE: …`) once per state of the file on this
        # machine, whoever rebuilt the index for it (a hook reports nothing: the CLI sets this).
        self.report_problems: Callable[[list[str]], None] | None = None
        # Hooks leave errors.index.json to the next command: rewriting it costs a hook call ~0.1 s.
        self.refresh_json = refresh_json
        self._mirror: Mirror | None = None
        self._mirror_key: str | None = None

    @property
    def keeps_state(self) -> bool:
        """Whether this machine's counts and session files can be written anywhere: not when the
        KB is read-only and no private folder could be made (then each call starts afresh)."""
        return not self.read_only or self.location.work_root is not None

    @cached_property
    def store(self) -> Store:
        """ERRORS.md itself; loaded on first use, since a warm hook answers from the index alone."""
        from ..kb.store import Store

        return Store(self.location, self.settings)

    # -- the derived index ---------------------------------------------------------------
    def index(self, progress: Progress | None = None, force: bool = False) -> Mirror:
        """The SQLite mirror, rebuilt first when ERRORS.md changed since it was built."""
        from ..machine.fsutil import read_bytes
        from .items import content_hash, paused_gc, stat_key

        progress = progress or self.progress

        errors_md, index_json = self.location.in_kb(ERRORS_MD), self.location.in_files(INDEX_JSON)
        try:
            st = os.stat(errors_md)
        except OSError as exc:
            self.store.require()  # names a missing KB, a file given as the folder, …
            raise ErrkbError(f"cannot read {errors_md}: {exc.strerror}") from None
        key = stat_key(st)
        if self._mirror is not None and self._mirror_key == key and not force:
            return self._mirror
        mirror = self._open_mirror()
        if mirror is not None and not force and mirror.is_current(stat=key) and os.path.exists(index_json):
            return self._keep(mirror, key)
        # Not kept: a rebuild reads the file again through the store, and at 100k entries these
        # bytes would be 90 MB held for nothing.
        data = read_bytes(errors_md)
        digest = content_hash(data)
        if mirror is not None and not force and mirror.is_current(source_hash=digest) and os.path.exists(index_json):
            mirror.remember_stat(key)
            return self._keep(mirror, key)
        if mirror is not None and not force and _being_merged(data):
            # A merge stopped in ERRORS.md: the blocks its markers cut would drop out of a rebuild.
            # The last good index answers (the stat is not remembered: each call checks again).
            return self._keep(mirror, key)
        del data
        if mirror is not None:
            mirror.close()
        with paused_gc():  # a rebuild makes objects by the hundred thousand, none in a cycle
            rebuilt = self._rebuild(digest, key, progress, force)
        return self._keep(rebuilt, key)

    def close(self) -> None:
        """Close the index this KB opened, now rather than when the collector finds it (its
        SQLite connection sits in a reference cycle; a hook call never collects, hook.py)."""
        mirror, self._mirror, self._mirror_key = self._mirror, None, None
        if mirror is not None:
            from .sqlite import sqlite3

            try:
                mirror.close()
            except sqlite3.Error:
                pass

    def _open_mirror(self) -> Mirror | None:
        from .mirror import Mirror
        from .sqlite import sqlite3

        index_db = self.location.in_files(INDEX_DB)
        if not os.path.exists(index_db):
            return None
        try:
            return Mirror(index_db, self.progress)
        except sqlite3.DatabaseError:
            return None

    def _refresh_json(self, mirror: Mirror) -> None:
        """An append updates only the mirror; the JSON index catches up on the next command."""
        if not self.refresh_json:
            return  # a hook: not even the query
        from .items import write_index_json
        from .sqlite import sqlite3

        meta = mirror.meta()
        if meta.get("json_sha256") == meta.get("source_sha256"):
            return
        try:
            write_index_json(self.location.in_files(INDEX_JSON), meta.get("source_sha256", ""), meta.get("source_stat", ""),
                             mirror.all(), [])
            with mirror.con:
                mirror.con.execute("INSERT OR REPLACE INTO meta VALUES ('json_sha256', ?)", (meta.get("source_sha256"),))
        except (OSError, sqlite3.Error):
            pass  # derived: the next command tries again

    def problems(self) -> list[str]:
        """ERRORS.md's parse problems (`ERRORS.md:LINE: …`), as the index keeps them: no parse."""
        return _problem_list(self.index().meta().get("problems"))

    def _keep(self, mirror: Mirror, key: str) -> Mirror:
        from .sqlite import sqlite3

        self._refresh_json(mirror)
        self._report_problems(mirror)
        if self._mirror is not None and self._mirror is not mirror:
            try:
                self._mirror.close()
            except sqlite3.Error:
                pass
        self._mirror, self._mirror_key = mirror, key
        return mirror

    def _report_problems(self, mirror: Mirror) -> None:
        """Hand the file's parse problems to report_problems unless they were for this file state."""
        if self.report_problems is None:
            return
        from .sqlite import sqlite3

        meta = mirror.meta()
        digest = meta.get("source_sha256", "")
        if not digest or meta.get("problems_reported") == digest:
            return
        problems = _problem_list(meta.get("problems"))
        if problems:
            self.report_problems(problems)
        try:
            with mirror.con:
                mirror.con.execute("INSERT OR REPLACE INTO meta VALUES ('problems_reported', ?)", (digest,))
        except sqlite3.Error:
            pass

    def _rebuild(self, digest: str, key: str, progress: Progress | None, force: bool) -> Mirror:
        from .items import FILES_STAGE, document_items, previous_canonicals, read_index_json, write_index_json
        from .mirror import Mirror
        from .mirror_build import build_mirror
        from .sqlite import sqlite3

        index_json, index_db = self.location.in_files(INDEX_JSON), self.location.in_files(INDEX_DB)
        cached = None if force else read_index_json(index_json, digest)
        items, problems = cached if cached is not None else (None, [])
        if items is None:
            # After an append only one entry is new: the others' canonical forms (the costly part)
            # carry over from the last index. A forced rebuild (`errkb index rebuild`) redoes all.
            known = {} if force else previous_canonicals(index_json)
            document = self.store.document()
            # A hook (refresh_json off) never forks workers: its host is waiting on it.
            items = document_items(document, progress, known, parallel=self.refresh_json)
            if progress:
                progress(FILES_STAGE, 0, len(items))
            problems = [str(p) for p in document.problems]
            try:
                write_index_json(index_json, digest, key, items, document.problems)
            except OSError:
                pass  # a read-only folder: the mirror below (or one in memory) still answers
        try:
            # A forced rebuild (`errkb index rebuild`) trusts nothing derived and builds everything.
            build_mirror(index_db, items, digest, key, reuse=not force, words=force, progress=progress,
                         problems=problems)
            return Mirror(index_db, self.progress)
        except (OSError, sqlite3.Error):
            return _memory_mirror(items, digest, key, problems)  # a read-only KB still answers

    def append(self, new: NewEntry) -> tuple[Entry, bool]:
        """Append through the store and add the entry to a mirror that was fresh before it."""
        from .items import content_hash, index_entry, stat_key
        from .sqlite import sqlite3

        def add_to_index(before: bytes, after: bytes, entry: Entry) -> None:
            mirror = self._open_mirror()
            if mirror is None or not mirror.is_current(source_hash=content_hash(before)):
                return  # stale anyway: the next read rebuilds it
            try:
                mirror.add(index_entry(entry), content_hash(after), stat_key(os.stat(self.location.in_kb(ERRORS_MD))))
            except (sqlite3.Error, OSError):
                pass  # stale then: the next read rebuilds it
            mirror.close()

        return self.store.append(new, add_to_index)

    # -- counts ----------------------------------------------------------------------------
    def state(self) -> State:
        from ..machine.state import read_state

        return read_state(self.location.in_files(STATE_JSON))

    def effective(self, entry: IndexedEntry, state: State | None = None) -> Effective:
        """`entry` with this machine's counts: its own sig's and those of entries folded into it."""
        state = state or self.state()
        delta, last = state.delta(entry.sig, entry.id)
        for sig in entry.merged_sigs.split() if entry.merged_sigs else ():
            more, when = state.delta(sig)
            delta, last = delta + more, max(last, when)
        return Effective(entry, entry.hits + delta, max(entry.last_seen, last))


def _problem_list(text: str | None) -> list[str]:
    import json

    try:
        found = json.loads(text or "[]")
    except ValueError:
        return []
    return [str(p) for p in found] if isinstance(found, list) else []


def _being_merged(data: bytes) -> bool:
    """Whether ERRORS.md holds git conflict markers (kb.parse.has_merge_markers, on bytes)."""
    import re

    return b"<<<<<<<" in data and re.search(rb"^<<<<<<<(?: |\r?$)", data, re.MULTILINE) is not None

def _memory_mirror(items: list[IndexedEntry], digest: str, key: str, problems: list[str]) -> Mirror:
    """An index held in memory for this process only: nothing is left behind in any folder."""
    from .mirror import Mirror
    from .mirror_build import fill_mirror

    mirror = Mirror(":memory:")
    fill_mirror(mirror.con, items, digest, key, problems=problems)
    return mirror


def open_kb(kb_option: str | None = None, settings: Settings | None = None) -> KnowledgeBase:
    settings = settings or load_settings()
    return KnowledgeBase(resolve_kb(kb_option, settings.kb_dir), settings)
