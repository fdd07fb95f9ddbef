"""The derived index: what matching needs per entry, computed once per ERRORS.md content.

`errors.index.json` and the SQLite mirror (mirror.py) both carry the schema version, the
normalizer version and the sha256 of ERRORS.md; any mismatch means rebuild, never an error, and
deleting either is always safe. A stat fast path (mtime, size, inode) spares the hash on the
hook path when nothing changed.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Iterable, Iterator, Mapping
from functools import cached_property

from errkb.valueclass import valueclass

from ..digest import sha256_hex
from ..machine.fsutil import atomic_write
from ..model import headline_of
from ..versions import NORMALIZER_VERSION

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing on the hook path
if TYPE_CHECKING:
    from ..kb.parse import Document
    from ..machine.paths import StrPath
    from ..model import Entry, Problem

# 2: fixby; 3: aliases, renumbered and merged_sigs (docs/sync.md); 4: a block typed by hand is
# keyed by the error it quotes
SCHEMA = 4

# (stage, done, total): long work says what it is doing and how far it got (cli.progress_printer).
Progress = Callable[[str, int, int], None]
CANONICAL_STAGE = "canonical forms"
FILES_STAGE = "index files"  # errors.index.json and the mirror's tables: started in kbase, ended in mirror
WORDS_STAGE = "word index"


@valueclass
class IndexedEntry:
    number: int
    id: str
    sig: str
    fp: str
    code: str
    cat: str
    canon: str
    title: str
    category: str
    trigger: str
    fix: str
    status: str
    notes: str
    hits: int
    last_seen: str
    first_seen: str
    excluded: bool
    raw: str
    line: int
    # The other numbers that reach this entry, each between spaces (` 55 61 `, so a query can
    # look for ` 55 `): `aliases` answer an ID lookup, `renumbered` one that carries the sig or
    # finds no entry of its own. `merged_sigs`: sigs folded into it, whose counters it adds up.
    fixby: str = ""  # who wrote the fix (model.FIX_AUTHORS), "" without one
    aliases: str = ""
    renumbered: str = ""
    merged_sigs: str = ""

    @property
    def headline(self) -> str:
        return headline_of(self.title)

    @cached_property
    def tokens(self) -> list[str]:
        from ..recognize.normalize import tokens

        return tokens(self.canon)


class paused_gc:  # noqa: N801 - used as a function: `with paused_gc():`
    """The cyclic collector paused while many objects without cycles are built (a parse, index
    items, postings): each collection would only walk the growing heap again. At 100k entries the
    parse is a quarter faster and the rebuild 5%. Reference counting still frees all but cycles.
    A class, not a contextlib generator: a hook call imports this module, never contextlib."""

    def __enter__(self) -> None:
        import gc  # only a rebuild pauses it: a hook call's hit never loads the module

        self.collecting = gc.isenabled()
        gc.disable()

    def __exit__(self, *_exc: object) -> None:
        import gc

        if self.collecting:
            gc.enable()



def index_entry(entry: Entry, known: Mapping[str, str] | None = None) -> IndexedEntry:
    """`known`: headline → canonical form already computed by this normalizer version."""
    return index_entries((entry,), None, known)[0]


def index_entries(entries: Iterable[Entry], progress: Progress | None = None,
                  known: Mapping[str, str] | None = None, parallel: bool = True) -> list[IndexedEntry]:
    # Imported here, once per batch: the recognition pipeline loads only when (re)indexing.
    from ..recognize.capture import extract_code
    from ..recognize.fingerprint import fingerprint_of_canonical

    entries = [_valid_text(entry) if _has_stray_text(entry) else entry for entry in entries]
    headlines = [identity_text(entry) for entry in entries]
    canons = canonical_forms(headlines, known or {}, progress, parallel)
    return [
        IndexedEntry(
            number=entry.number, id=entry.id, sig=entry.sig or entry.id, fp=fingerprint_of_canonical(canon),
            code=entry.code or extract_code(headline), cat=entry.cat, canon=canon, title=entry.title,
            category=entry.category, trigger=entry.trigger, fix=entry.fix, status=entry.status, notes=entry.notes,
            hits=entry.hits, last_seen=entry.last_seen, first_seen=entry.first_seen, excluded=entry.excluded,
            raw=entry.raw, line=entry.line, fixby=entry.fixby, aliases=_numbers(entry.meta.get("aliases", "")),
            renumbered=_numbers(entry.meta.get("renumbered-from", "")),
            merged_sigs=" ".join(s for s in entry.meta.get("merged-sigs", "").split(",") if s),
        )
        for entry, headline, canon in zip(entries, headlines, canons, strict=True)
    ]


def typed_by_hand(entry: Entry) -> bool:
    """A block a person wrote: no identity (`sig` in a machine comment, or a fingerprint field),
    whatever errkb added later (`fixby=person` when a fix is recorded on it). Its title says what
    the error is in the person's words (`Port 3000 already in use`, `找不到 numpy 模块`)."""
    return not entry.sig


def identity_text(entry: Entry) -> str:
    """What an entry's fingerprint is made of: the headline in its title, which errkb wrote from the
    error. A block typed by hand is recognised by the error it describes: the key capture makes of
    its raw message (or of its title, when it quotes none), as it would for the live error."""
    if not typed_by_hand(entry):
        return headline_of(entry.title)
    from ..recognize.capture import capture

    return capture(entry.raw or headline_of(entry.title), source="agent").key


def _numbers(ids: str) -> str:
    """` 55 61 ` for `E-0055,E-0061` (the digits that end each ID), "" for none."""
    if not ids:
        return ""
    import re

    numbers = [str(int(m.group(1))) for item in ids.split(",") if (m := re.search(r"(\d+)\s*$", item))]
    return f" {' '.join(numbers)} " if numbers else ""


# Below this many new forms one process is quicker than starting a second; above it, a cold
# rebuild of a large KB (a fresh clone, a normalizer upgrade) spends nearly all its time in
# canonical(), which is pure CPU and splits cleanly over cores.
PARALLEL_FROM = 2000
_CHUNK = 500


def canonical_forms(headlines: list[str], known: Mapping[str, str], progress: Progress | None = None,
                    parallel: bool = True) -> list[str]:
    """canonical() of every headline, taking the forms in `known` as computed. `parallel=False`
    never forks (a hook: its host waits on it, and a worker's death must cost nothing)."""
    forms = dict(known)
    todo = sorted({h for h in headlines if h not in forms})  # each distinct headline once
    total, waiting = len(headlines), len(todo)
    for pairs in _in_chunks(todo, parallel):
        forms.update(pairs)
        waiting -= len(pairs)
        if progress:
            progress(CANONICAL_STAGE, total - waiting, total)
    if progress and not todo:
        progress(CANONICAL_STAGE, total, total)
    return [forms[h] for h in headlines]


def _in_chunks(todo: list[str], parallel: bool) -> Iterator[list[tuple[str, str]]]:
    chunks = [todo[i:i + _CHUNK] for i in range(0, len(todo), _CHUNK)]
    workers = _workers(len(todo)) if parallel else 1
    if workers < 2:
        yield from map(_canonical_chunk, chunks)
        return
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    # Buffered output would be written again by every worker that exits; each worker compiles
    # the rules its headlines need, as this process would.
    sys.stdout.flush()
    sys.stderr.flush()
    done = 0
    try:
        with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("fork"),
                                 initializer=_bound_to, initargs=(os.getpid(),)) as pool:
            for pairs in pool.map(_canonical_chunk, chunks):
                done += 1
                yield pairs
    except BrokenProcessPool:
        # A worker died (out of memory, killed): the rest is computed here, never a hang.
        yield from map(_canonical_chunk, chunks[done:])


def _bound_to(parent: int) -> None:
    """A worker's first act: end with the rebuild that forked it, however that ends.

    Killed with SIGKILL or SIGTERM, a rebuild cannot stop its workers itself; re-parented, they
    would block forever writing their results to a pipe nobody reads, and hold errkb's stdout
    open, so that whatever reads it never saw it end. So the kernel is asked to kill the worker
    when its parent dies (Linux's parent-death signal, the only system that forks workers), it
    lets go of the parent's stdin, stdout and stderr (results travel by the pool's own pipe),
    and Ctrl-C is left to the parent, whose exit then ends the workers too.
    """
    import ctypes
    import signal

    try:
        ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)
    except (OSError, AttributeError):
        pass
    if os.getppid() != parent:  # the parent died before the request above was made
        os._exit(1)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    nowhere = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(nowhere, fd)
    os.close(nowhere)


_PR_SET_PDEATHSIG = 1  # from <sys/prctl.h>


def _canonical_chunk(chunk: list[str]) -> list[tuple[str, str]]:
    from ..recognize.normalize import canonical

    return [(headline, canonical(headline)) for headline in chunk]


def _workers(todo: int) -> int:
    """Processes for `todo` canonical forms: forked only on Linux (fork is what makes a worker
    cheap, and only there is it safe without exec), and only from a single-threaded process (a
    lock another thread holds at the fork would never be released in the child)."""
    import threading

    if todo < PARALLEL_FROM or not sys.platform.startswith("linux") or threading.active_count() > 1:
        return 1
    return min(len(os.sched_getaffinity(0)), 4)


def _has_stray_text(entry: Entry) -> bool:
    """Whether the entry holds a lone surrogate: ERRORS.md is read with surrogateescape, so a
    stray non-UTF-8 byte is kept as one, and JSON and SQLite cannot store it.

    One strict encode of all the texts at once: a quarter of the cost of a regex search per field.
    """
    texts = "".join((entry.title, entry.fingerprint, entry.category, entry.first_seen, entry.last_seen,
                     entry.trigger, entry.raw, entry.fix, entry.notes, *entry.meta.values()))
    if texts.isascii():
        return False
    try:
        texts.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def _valid_text(entry: Entry) -> Entry:
    """The entry with each stray byte as U+FFFD, which JSON and SQLite can store."""
    from errkb.valueclass import replace

    return replace(
        entry, title=_repaired(entry.title), fingerprint=_repaired(entry.fingerprint),
        category=_repaired(entry.category), first_seen=_repaired(entry.first_seen),
        last_seen=_repaired(entry.last_seen), trigger=_repaired(entry.trigger), raw=_repaired(entry.raw),
        fix=_repaired(entry.fix), notes=_repaired(entry.notes),
        meta={key: _repaired(value) for key, value in entry.meta.items()},
    )


def _repaired(text: str) -> str:
    try:
        return text.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
    except UnicodeEncodeError:  # a lone surrogate that stands for no byte (not from ERRORS.md)
        return text.encode("utf-8", "surrogatepass").decode("utf-8", "replace")


def content_hash(data: bytes) -> str:
    return sha256_hex(data)


_HEAD_BYTES = 512


def _head(source_hash: str) -> bytes:
    """How errors.index.json starts when it is current: json.dumps keeps the payload's key order."""
    return f'{{"schema":{SCHEMA},"normalizer":"{NORMALIZER_VERSION}","source_sha256":"{source_hash}",'.encode()


def write_index_json(path: StrPath, source_hash: str, stat_key: str, items: list[IndexedEntry],
                     problems: list[Problem]) -> None:
    # Durable although derived: while the mirror is current nothing reads this file back, so a
    # copy torn by a power cut would go unnoticed until ERRORS.md next changes.
    atomic_write(path, _index_json_pieces(source_hash, stat_key, items, problems))


_JSON_BATCH = 1000


def _index_json_pieces(source_hash: str, stat_key: str, items: list[IndexedEntry],
                       problems: list[Problem]) -> Iterator[bytes]:
    """errors.index.json a thousand entries at a time: one string of the whole index was the
    largest thing a rebuild held (50 MB of its 115 MB peak at 10k entries)."""
    head = {  # these three first, as _head expects
        "schema": SCHEMA, "normalizer": NORMALIZER_VERSION, "source_sha256": source_hash, "source_stat": stat_key,
        "problems": [str(p) for p in problems],
    }
    yield _dumps(head)[:-1].encode("utf-8") + b',"entries":['
    for start in range(0, len(items), _JSON_BATCH):
        # vars, not asdict: asdict deep-copies every value, which was a third of the write.
        batch = _dumps([dict(vars(item)) for item in items[start:start + _JSON_BATCH]])[1:-1]
        yield (b"," if start else b"") + batch.encode("utf-8")
    yield b"]}"


def _dumps(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def read_index_json(path: StrPath, source_hash: str) -> tuple[list[IndexedEntry], list[str]] | None:
    """(entries, parse problems) of a current errors.index.json; None when it is stale or unreadable."""
    try:
        with open(path, "rb") as file:
            # A stale index (ERRORS.md or the normalizer changed) is told from its first bytes, as
            # write_index_json writes them, without parsing every entry only to drop them.
            head = file.read(_HEAD_BYTES)
            if not head.startswith(_head(source_hash)):
                return None
            data = json.loads(head + file.read())
    except (OSError, ValueError):
        return None
    if (not isinstance(data, dict) or data.get("schema") != SCHEMA or data.get("normalizer") != NORMALIZER_VERSION
            or data.get("source_sha256") != source_hash):
        return None
    problems = data.get("problems")
    try:
        items = [IndexedEntry(**item) for item in data["entries"]]
    except (KeyError, TypeError):
        return None
    return items, [str(p) for p in problems] if isinstance(problems, list) else []


def stat_key(st: os.stat_result) -> str:
    return f"{st.st_mtime_ns}:{st.st_size}:{st.st_ino}"


def document_items(doc: Document, progress: Progress | None = None,
                   known: Mapping[str, str] | None = None, parallel: bool = True) -> list[IndexedEntry]:
    return index_entries(doc.entries, progress, known, parallel)


def previous_canonicals(path: StrPath) -> dict[str, str]:
    """headline → canonical form from an older index of this schema and normalizer version.

    The canonical form is most of an index build's cost and depends only on the headline and the
    normalizer version, so after an append (one new entry) the others' forms carry over.
    """
    try:
        with open(path, encoding="utf-8") as handle:
            data = json.loads(handle.read())
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict) or data.get("schema") != SCHEMA or data.get("normalizer") != NORMALIZER_VERSION:
        return {}
    try:
        # A block typed by hand (its sig is its ID) is keyed by its raw message, not by its title.
        return {headline_of(item["title"]): item["canon"] for item in data["entries"]
                if isinstance(item["title"], str) and isinstance(item["canon"], str) and item.get("sig") != item.get("id")}
    except (KeyError, TypeError):
        return {}

