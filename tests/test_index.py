"""Derived files: errors.index.json and errors.sqlite follow ERRORS.md's content, rebuild on any
mismatch (content hash, schema, normalizer), and are always safe to delete.
"""

from __future__ import annotations

import hashlib
import json
import os
import signal
import sqlite3
import sys
import tempfile
from pathlib import Path

import pytest

import errkb.recognize.normalize as normalize_module
from errkb.app.lookup import lookup
from errkb.derived import items as index_module
from errkb.derived import mirror_build as fts_module
from errkb.derived.kbase import KnowledgeBase
from errkb.derived.mirror_build import probe_fts
from errkb.machine.config import Settings
from errkb.machine.paths import KbLocation
from errkb.model import NewEntry


class Rebuilds:
    """Counts how often ERRORS.md is parsed into index items and how often SQLite is rebuilt."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.parsed = self.built = 0
        real_items, real_build = index_module.document_items, fts_module.build_mirror

        def items(*args: object, **kwargs: object) -> object:
            self.parsed += 1
            return real_items(*args, **kwargs)  # type: ignore[arg-type]

        def build(*args: object, **kwargs: object) -> object:
            self.built += 1
            return real_build(*args, **kwargs)  # type: ignore[arg-type]

        monkeypatch.setattr(index_module, "document_items", items)
        monkeypatch.setattr(fts_module, "build_mirror", build)

    @property
    def counts(self) -> tuple[int, int]:
        return self.parsed, self.built


@pytest.fixture
def rebuilds(monkeypatch: pytest.MonkeyPatch) -> Rebuilds:
    return Rebuilds(monkeypatch)


def fill(kb: KnowledgeBase) -> None:
    samples = [
        ("[tool:npm] ERESOLVE unable to resolve dependency tree", "npm ERR! ERESOLVE", "use --legacy-peer-deps"),
        ("[command] Permission denied (publickey)", "git@github.com: Permission denied (publickey).",
         "add the key with ssh-add"),
        ("[tool] 认证失败 token 过期", "认证失败: token expired", "重新登录 then retry"),
    ]
    for n, (title, raw, fix) in enumerate(samples, 1):
        kb.store.append(NewEntry(title=title, sig=f"{n:012x}", cat="tool", raw=raw, fix=fix,
                                 first="2026-09-14T09:12:33Z"))


def fresh(kb: KnowledgeBase) -> KnowledgeBase:
    """Another process opening the same KB: nothing kept in memory."""
    return KnowledgeBase(KbLocation(kb.location.path, "test"), Settings())


def sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def sqlite_meta(path: Path) -> dict[str, str]:
    con = sqlite3.connect(path)
    try:
        return dict(con.execute("SELECT key, value FROM meta").fetchall())
    finally:
        con.close()


def test_first_use_builds_both_files_stamped_with_the_source_hash(kb: KnowledgeBase, rebuilds: Rebuilds) -> None:
    fill(kb)
    assert [e.id for e in kb.index().all()] == ["E-0001", "E-0002", "E-0003"]
    assert rebuilds.counts == (1, 1)
    data = json.loads(kb.location.index_json.read_text())
    assert (data["schema"], data["normalizer"]) == (index_module.SCHEMA, index_module.NORMALIZER_VERSION)
    assert data["source_sha256"] == sha(kb.location.errors_md) and len(data["entries"]) == 3
    meta = sqlite_meta(kb.location.index_db)
    assert meta["source_sha256"] == sha(kb.location.errors_md) and meta["schema"] == str(index_module.SCHEMA)


def test_an_unchanged_kb_is_not_rebuilt_and_a_touch_is_not_a_change(kb: KnowledgeBase, rebuilds: Rebuilds) -> None:
    fill(kb)
    kb.index()
    fresh(kb).index()
    st = kb.location.errors_md.stat()
    os.utime(kb.location.errors_md, ns=(st.st_atime_ns, st.st_mtime_ns + 5_000_000_000))
    assert fresh(kb).index().count() == 3
    assert rebuilds.counts == (1, 1)  # same content hash: only the stat is remembered


def test_a_hand_edit_to_a_fix_shows_up_in_the_next_lookup(kb: KnowledgeBase) -> None:
    fill(kb)
    assert lookup(kb, "E-2").results[0].fix == "add the key with ssh-add"
    text = kb.location.errors_md.read_text().replace("  add the key with ssh-add", "  run ssh-keygen then upload it")
    kb.location.errors_md.write_text(text)
    assert lookup(kb, "e-2").results[0].fix == "run ssh-keygen then upload it"  # same object, no restart
    again = lookup(fresh(kb), "keygen upload")
    assert again.results and again.results[0].id == "E-0002"
    assert json.loads(kb.location.index_json.read_text())["source_sha256"] == sha(kb.location.errors_md)


def test_an_append_by_another_writer_is_indexed(kb: KnowledgeBase) -> None:
    fill(kb)
    kb.index()
    fresh(kb).store.append(NewEntry(title="[tool] docker port is already allocated", sig="f" * 12, cat="tool"))
    assert kb.index().get(4) is not None


@pytest.mark.parametrize("victim", ["index_json", "index_db", "both"])
def test_deleting_derived_files_is_always_safe(kb: KnowledgeBase, rebuilds: Rebuilds, victim: str) -> None:
    fill(kb)
    before = [(e.id, e.fp, e.fix) for e in kb.index().all()]
    for name in (["index_json", "index_db"] if victim == "both" else [victim]):
        getattr(kb.location, name).unlink()
    assert [(e.id, e.fp, e.fix) for e in fresh(kb).index().all()] == before
    assert kb.location.index_json.exists() and kb.location.index_db.exists()
    # the sqlite file alone is rebuilt from a fresh errors.index.json without parsing ERRORS.md again
    assert rebuilds.parsed == (1 if victim == "index_db" else 2)


def test_an_index_written_a_few_entries_at_a_time_reads_back_whole(
        kb: KnowledgeBase, rebuilds: Rebuilds, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(index_module, "_JSON_BATCH", 2)  # three entries: two pieces
    fill(kb)
    before = [vars(e) for e in kb.index().all()]
    kb.location.index_db.unlink()
    assert [vars(e) for e in fresh(kb).index().all()] == before
    assert rebuilds.parsed == 1  # the mirror came back from errors.index.json, not from ERRORS.md


def test_garbage_derived_files_are_rebuilt_not_errors(kb: KnowledgeBase) -> None:
    fill(kb)
    kb.index()
    kb.location.index_json.write_text("{ half written")
    kb.location.index_db.write_bytes(b"this is not sqlite" * 100)
    assert fresh(kb).index().count() == 3
    assert sqlite_meta(kb.location.index_db)["source_sha256"] == sha(kb.location.errors_md)


def test_a_kb_whose_mirror_cannot_be_written_answers_from_memory_and_leaves_nothing(
        kb: KnowledgeBase, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fill(kb)
    kb.location.index_db.unlink(missing_ok=True)
    kb.location.index_db.mkdir()  # where errors.sqlite should go, something that is not a file
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(scratch))  # where the mirror is built before memory
    mirror = fresh(kb).index()
    assert mirror.count() == 3
    assert [e.id for e, _ in mirror.search(["publickey"])] == ["E-0002"]
    assert list(scratch.iterdir()) == []  # no errkb-ro-* folder left behind
    mirror.close()


def test_a_schema_mismatch_triggers_a_rebuild(kb: KnowledgeBase, rebuilds: Rebuilds) -> None:
    fill(kb)
    kb.index()
    data = json.loads(kb.location.index_json.read_text())
    data["schema"] = index_module.SCHEMA - 1
    kb.location.index_json.write_text(json.dumps(data))
    con = sqlite3.connect(kb.location.index_db)
    with con:
        con.execute("UPDATE meta SET value = '0' WHERE key = 'schema'")
    con.close()
    fresh(kb).index()
    assert rebuilds.counts == (2, 2)
    assert json.loads(kb.location.index_json.read_text())["schema"] == index_module.SCHEMA


def test_a_normalizer_upgrade_triggers_a_rebuild(kb: KnowledgeBase, rebuilds: Rebuilds,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    fill(kb)
    kb.index()
    from errkb.derived import mirror

    monkeypatch.setattr(index_module, "NORMALIZER_VERSION", "n-next")
    monkeypatch.setattr(mirror, "NORMALIZER_VERSION", "n-next")  # what a mirror is checked against
    monkeypatch.setattr(fts_module, "NORMALIZER_VERSION", "n-next")  # what a new one is stamped with
    fresh(kb).index()
    assert rebuilds.counts == (2, 2)
    assert json.loads(kb.location.index_json.read_text())["normalizer"] == "n-next"
    assert sqlite_meta(kb.location.index_db)["normalizer"] == "n-next"


def test_damaged_blocks_stay_out_of_the_index_and_are_listed(kb: KnowledgeBase) -> None:
    fill(kb)
    text = kb.location.errors_md.read_text().replace("- Status: `open`", "- Status: `later`", 1)
    kb.location.errors_md.write_text(text)
    assert [e.id for e in kb.index().all()] == ["E-0002", "E-0003"]
    problems = json.loads(kb.location.index_json.read_text())["problems"]
    assert len(problems) == 1 and problems[0].startswith("ERRORS.md:") and "unknown status" in problems[0]


def test_stray_non_utf8_bytes_anywhere_in_a_block_are_indexed_as_replacement_characters(kb: KnowledgeBase) -> None:
    fill(kb)
    data = kb.location.errors_md.read_bytes()
    for old, new in ((b"sig=000000000002", b"sig=0000000000\xff2"), (b"09:12 \xc2\xb7 Last", b"09:1\xfe \xc2\xb7 Last"),
                     (b"ssh-add", b"ssh\xe9add")):
        data = data.replace(old, new, 1)
    kb.location.errors_md.write_bytes(data)
    entry = fresh(kb).index().get(2)
    assert entry is not None
    assert (entry.sig, entry.fix) == ("0000000000\ufffd2", "add the key with ssh\ufffdadd")
    assert [e.first_seen for e in fresh(kb).index().all()] == ["2026-09-14 09:1\ufffd", "2026-09-14 09:12",
                                                               "2026-09-14 09:12"]
    assert len(json.loads(kb.location.index_json.read_text(encoding="utf-8"))["entries"]) == 3


@pytest.mark.skipif(not probe_fts()[1], reason="this SQLite has no FTS5 trigram tokenizer")
def test_word_search_covers_fix_raw_and_two_character_cjk_words(kb: KnowledgeBase) -> None:
    fill(kb)
    mirror = kb.index()
    assert [e.id for e, _ in mirror.search(["legacy"])] == ["E-0001"]
    assert [e.id for e, _ in mirror.search(["expired"])] == ["E-0003"]  # only in the raw sample
    assert [e.id for e, _ in mirror.search(["认证"])] == ["E-0003"]  # shorter than a trigram: LIKE fallback
    assert [e.id for e, _ in mirror.search(["过期"])] == ["E-0003"]
    assert mirror.search(["\"quoted' AND NOT"]) == []  # raw text is never FTS syntax


def test_rebuild_reports_progress_on_a_large_kb(kb: KnowledgeBase) -> None:
    block = ("## E-{n:04d} · [tool] failure {n}\n<!-- errkb: sig={n:012x} cat=tool -->\n\n"
             "- Raw message:\n  ```text\n  boom {n}\n  ```\n- Fix:\n  fix {n}\n- Status: `open`\n- Notes:\n")
    kb.location.errors_md.write_text("# ERRORS\n\n" + "\n".join(block.format(n=n) for n in range(1, 1201)))
    seen: list[tuple[str, int, int]] = []
    kb.index(progress=lambda stage, done, total: seen.append((stage, done, total)), force=True)
    assert seen == [("canonical forms", 500, 1200), ("canonical forms", 1000, 1200), ("canonical forms", 1200, 1200),
                    ("index files", 0, 1200), ("index files", 1200, 1200), ("word index", 1200, 1200)]


def test_the_first_word_search_reports_how_the_word_index_fills(kb: KnowledgeBase) -> None:
    block = "## E-{n:04d} · [tool] failure {n}\n<!-- errkb: sig={n:012x} cat=tool -->\n\n- Fix:\n  fix {n}\n"
    kb.location.errors_md.write_text("# ERRORS\n\n" + "\n".join(block.format(n=n) for n in range(1, 3001)))
    seen: list[tuple[str, int, int]] = []
    kb.progress = lambda stage, done, total: seen.append((stage, done, total))
    mirror = kb.index()  # an automatic rebuild leaves the word index to the first word search
    assert ("word index", 3000, 3000) not in seen
    seen.clear()
    assert [e.id for e, _ in mirror.search(["failure 2999"])][:1] == ["E-2999"]
    assert seen == [("word index", 2500, 3000), ("word index", 3000, 3000)]


@pytest.mark.skipif(not sys.platform.startswith("linux") or len(os.sched_getaffinity(0)) < 2,
                    reason="canonical forms are computed in parallel only on Linux with two cores or more")
def test_a_large_cold_rebuild_splits_canonical_forms_over_processes_with_the_same_items(
        kb: KnowledgeBase, monkeypatch: pytest.MonkeyPatch) -> None:
    block = ("## E-{n:04d} · [command:npm] npm ERR! 404 Not Found - GET https://registry.npmjs.org/pkg-{n} at "
             "/home/u{n}/app/x.js:{n}:7\n<!-- errkb: sig={n:012x} cat=command -->\n\n- Status: `open`\n")
    kb.location.errors_md.write_text("# ERRORS\n\n" + "\n".join(block.format(n=n) for n in range(1, 1201)))
    serial = [vars(e) for e in fresh(kb).index(force=True).all()]
    workers: list[int] = []
    real_workers = index_module._workers
    monkeypatch.setattr(index_module, "PARALLEL_FROM", 100)
    monkeypatch.setattr(index_module, "_workers", lambda todo: workers.append(real_workers(todo)) or workers[-1])
    parallel = [vars(e) for e in fresh(kb).index(force=True).all()]
    assert workers and workers[0] >= 2
    assert parallel == serial and len({e["canon"] for e in parallel}) == 1200


_TEST_PROCESS = os.getpid()  # workers are forked from it
_REAL_CHUNK = index_module._canonical_chunk


def _dies_in_a_worker(chunk: list[str]) -> list[tuple[str, str]]:
    """A worker's chunk that kills its worker, as the out-of-memory killer would; module level,
    so the pool can send it to a worker by name."""
    if os.getpid() != _TEST_PROCESS:
        os.kill(os.getpid(), signal.SIGKILL)
    return _REAL_CHUNK(chunk)


@pytest.mark.skipif(not sys.platform.startswith("linux") or len(os.sched_getaffinity(0)) < 2,
                    reason="canonical forms are computed in parallel only on Linux with two cores or more")
def test_a_worker_killed_during_a_parallel_rebuild_costs_no_hang_and_no_entry(
        kb: KnowledgeBase, monkeypatch: pytest.MonkeyPatch) -> None:
    block = "## E-{n:04d} · [tool] failure number {n} at /home/u/x{n}.py:{n}\n<!-- errkb: sig={n:012x} cat=tool -->\n"
    kb.location.errors_md.write_text("# ERRORS\n\n" + "\n".join(block.format(n=n) for n in range(1, 1201)))
    serial = [vars(e) for e in fresh(kb).index(force=True).all()]
    monkeypatch.setattr(index_module, "PARALLEL_FROM", 100)
    monkeypatch.setattr(index_module, "_canonical_chunk", _dies_in_a_worker)

    def hung(signum: int, frame: object) -> None:
        raise TimeoutError("the rebuild waited forever on a dead worker")

    previous = signal.signal(signal.SIGALRM, hung)
    signal.alarm(120)
    try:
        rebuilt = [vars(e) for e in fresh(kb).index(force=True).all()]
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
    assert rebuilt == serial


def test_a_hook_never_forks_workers_for_a_rebuild(kb: KnowledgeBase, monkeypatch: pytest.MonkeyPatch) -> None:
    block = "## E-{n:04d} · [tool] failure {n}\n<!-- errkb: sig={n:012x} cat=tool -->\n"
    kb.location.errors_md.write_text("# ERRORS\n\n" + "\n".join(block.format(n=n) for n in range(1, 301)))
    asked: list[int] = []
    monkeypatch.setattr(index_module, "PARALLEL_FROM", 10)
    monkeypatch.setattr(index_module, "_workers", lambda todo: asked.append(todo) or 1)
    hook_kb = KnowledgeBase(kb.location, kb.settings, refresh_json=False)
    assert len(hook_kb.index().all()) == 300 and asked == []
    fresh(kb).index(force=True)
    assert asked == [300]


def test_after_an_append_only_the_new_headline_is_normalised_and_items_match_a_full_rebuild(
        kb: KnowledgeBase, monkeypatch: pytest.MonkeyPatch) -> None:
    fill(kb)
    kb.index()
    calls: list[str] = []
    real = normalize_module.canonical
    monkeypatch.setattr(normalize_module, "canonical", lambda text: calls.append(text) or real(text))
    kb.store.append(NewEntry(title="[tool] docker port 5432 is already allocated", sig="f" * 12, cat="tool"))
    auto = [vars(e) for e in fresh(kb).index().all()]
    assert calls == ["docker port 5432 is already allocated"]
    full = [vars(e) for e in fresh(kb).index(force=True).all()]
    assert auto == full and len(calls) == 1 + len(full)


def test_an_append_through_the_kb_adds_one_row_instead_of_rebuilding(
        kb: KnowledgeBase, monkeypatch: pytest.MonkeyPatch) -> None:
    fill(kb)
    kb.index()
    kb.append(NewEntry(title="[tool] docker port 5432 is already allocated", sig="e" * 12, cat="tool"))
    rebuilt: list[bool] = []
    monkeypatch.setattr(KnowledgeBase, "_rebuild", lambda *a, **k: rebuilt.append(True))
    incremental = [vars(e) for e in fresh(kb).index().all()]
    assert rebuilt == []
    monkeypatch.undo()
    assert incremental == [vars(e) for e in fresh(kb).index(force=True).all()]


def test_an_entry_number_too_large_for_the_index_is_a_problem_and_the_rest_still_works(kb: KnowledgeBase) -> None:
    """A typo'd header (`E-3000000000` fits, 20 digits do not) never stops every command."""
    fill(kb)
    text = kb.location.errors_md.read_text(encoding="utf-8")
    text = text.replace("## E-0002 ·", "## E-3000000000 ·").replace("## E-0003 ·", "## E-99999999999999999999 ·")
    kb.location.errors_md.write_text(text, encoding="utf-8")
    fresh_kb = fresh(kb)
    entries = fresh_kb.index().all()
    assert [e.id for e in entries] == ["E-0001", "E-3000000000"]
    assert fresh_kb.index().candidates(list(entries[1].tokens))[0].number == 3000000000
    problems = [str(p) for p in fresh_kb.store.document().problems]
    assert len(problems) == 1 and "entry number 99999999999999999999 is too large" in problems[0]
    appended, _ = fresh_kb.store.append(NewEntry(title="[tool] a new one", sig="e" * 12, cat="tool"))
    assert appended.id == "E-3000000001"
