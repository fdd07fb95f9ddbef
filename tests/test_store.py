"""The store on disk: init, append, update, forget, IDs that only grow, front-matter formats,
and damaged blocks that are reported, never rewritten, while appends keep working.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from errkb.derived.kbase import KnowledgeBase
from errkb.errors import DamagedBlock, KbMissing, NotFound
from errkb.kb import store as store_module
from errkb.kb.parse import parse_document
from errkb.kb.store import Store
from errkb.machine import fsutil
from errkb.machine.config import Settings
from errkb.machine.paths import KbLocation
from errkb.model import NewEntry


def new(n: int, **extra: str) -> NewEntry:
    fields = {"title": f"[tool] failure {n}", "sig": f"{n:012x}", "cat": "tool", "raw": f"boom {n}",
              "first": "2026-09-14T09:12:33Z"}
    fields.update(extra)
    return NewEntry(**fields)  # type: ignore[arg-type]


def md(kb: KnowledgeBase) -> bytes:
    return kb.location.errors_md.read_bytes()


def line_of(data: bytes, needle: str) -> int:
    return next(i + 1 for i, line in enumerate(data.decode().split("\n")) if line.startswith(needle))


# -------------------------------------------------------------------------------- init
def test_init_creates_the_document_and_a_gitignore_for_derived_files(kb_dir: Path) -> None:
    store = Store(KbLocation(kb_dir, "test"), Settings())
    assert store.init() is True
    assert (kb_dir / "ERRORS.md").read_text() == "# ERRORS\n"
    ignored = [line for line in (kb_dir / ".gitignore").read_text().splitlines() if not line.startswith("#")]
    for name in ("state.json", "errors.index.json", "errors.sqlite", ".lock"):
        assert name in ignored
    assert "ERRORS.md" not in ignored and "ERRORS.archive.md" not in ignored


def test_init_never_touches_an_existing_kb(kb: KnowledgeBase) -> None:
    kb.store.append(new(1))
    before = md(kb)
    assert kb.store.init() is False
    assert md(kb) == before


def test_a_missing_kb_names_the_command_that_fixes_it(kb_dir: Path) -> None:
    store = Store(KbLocation(kb_dir, "test"), Settings())
    for call in (store.require, lambda: store.append(new(1)), lambda: store.update("E-1", fix="x")):
        with pytest.raises(KbMissing) as info:
            call()
        assert "errkb init" in (info.value.hint or "")
    assert not kb_dir.exists()


# ------------------------------------------------------------------------------ append
def test_appends_number_from_one_and_round_trip(kb: KnowledgeBase) -> None:
    made = [kb.store.append(new(n, fix=f"fix {n}"))[0] for n in range(1, 4)]
    assert [e.id for e in made] == ["E-0001", "E-0002", "E-0003"]
    doc = parse_document(md(kb).decode())
    assert doc.problems == [] and [e.fix for e in doc.entries] == ["fix 1", "fix 2", "fix 3"]
    assert md(kb).startswith(b"# ERRORS\n\n## E-0001 \xc2\xb7 [tool] failure 1\n")
    assert [e.line for e in made] == [e.line for e in doc.entries] == [line_of(md(kb), f"## {e.id}") for e in made]


def test_appending_a_known_sig_returns_the_existing_entry_and_writes_nothing(kb: KnowledgeBase) -> None:
    first, created = kb.store.append(new(1))
    before = md(kb)
    again, created_again = kb.store.append(new(1, title="[tool] reworded"))
    assert created and not created_again and again.id == first.id
    assert md(kb) == before


def test_appended_text_is_redacted_and_a_pasted_crlf_fix_is_written(kb: KnowledgeBase) -> None:
    token = "ghp_" + "a1B2" * 9
    entry, _ = kb.store.append(new(1, raw=f"auth failed for {token}", fix="step one\r\nstep two"))
    assert token not in md(kb).decode() and "<secret>" in entry.raw
    assert entry.fix == "step one\nstep two"


def test_an_unclosed_fence_in_a_new_fix_cannot_swallow_the_fields_after_it(kb: KnowledgeBase) -> None:
    entry, _ = kb.store.append(new(1, fix="Run:\n```sh\nnpm ci", status="fixed", notes="CI only"))
    assert (entry.fix, entry.status, entry.notes) == ("Run:\n```sh\nnpm ci\n```", "fixed", "CI only")
    updated = kb.store.update("E-1", fix="Then:\n~~~\nmake clean")
    assert (updated.fix, updated.status, updated.notes) == ("Then:\n~~~\nmake clean\n~~~", "fixed", "CI only")


# ---------------------------------------------------------------------------------- IDs
def test_next_id_is_one_more_than_the_highest_in_errors_and_archive(kb: KnowledgeBase) -> None:
    kb.store.append(new(1))
    kb.location.archive_md.write_text("# ERRORS archive\n\n## E-0041 · old one\n- Status: fixed\n")
    assert kb.store.append(new(2))[0].id == "E-0042"
    assert kb.store.append(new(3))[0].id == "E-0043"


def test_a_damaged_header_still_reserves_its_number(kb: KnowledgeBase) -> None:
    kb.store.append(new(1))
    kb.location.errors_md.write_bytes(md(kb) + b"\n## E-77 someone typed this\n")
    assert kb.store.append(new(2))[0].id == "E-0078"


def test_a_forgotten_id_is_never_reused(kb: KnowledgeBase) -> None:
    for n in range(1, 4):
        kb.store.append(new(n))
    kb.store.archive("E-0003")
    kb.store.archive("e-2")
    assert kb.store.append(new(4))[0].id == "E-0004"


@pytest.mark.parametrize("spelling", ["E-0002", "E-2", "e-2", "e-0002"])
def test_lenient_lookup_by_id(kb: KnowledgeBase, spelling: str) -> None:
    kb.store.append(new(1))
    kb.store.append(new(2))
    assert kb.store.entry(spelling).id == "E-0002"


def test_lookup_messages_use_the_canonical_id(kb: KnowledgeBase) -> None:
    with pytest.raises(NotFound, match="no entry E-0042"):
        kb.store.entry("e-42")
    with pytest.raises(NotFound, match="not an entry ID"):
        kb.store.entry("42x")


def test_prefix_width_and_labels_come_from_front_matter(kb: KnowledgeBase) -> None:
    kb.location.errors_md.write_text("---\nid_prefix: BUG_\nid_width: 3\nlabels: zh\n---\n# Team errors\n")
    entry, _ = kb.store.append(new(1, fix="重启"))
    assert entry.id == "BUG_001" and entry.labels == "zh"
    text = md(kb).decode()
    assert text.startswith("---\nid_prefix: BUG_\nid_width: 3\nlabels: zh\n---\n# Team errors\n\n## BUG_001 · ")
    assert "- 解法:\n  重启\n" in text
    assert kb.store.entry("bug_1").id == "BUG_001"
    assert kb.store.append(new(2))[0].id == "BUG_002"


@pytest.mark.parametrize(("meta", "expected"), [
    ("id_prefix: E7\n", "E-0001"),  # a prefix ending in a digit would eat the number
    ("id_prefix: 'x y'\n", "E-0001"),
    ("id_width: 12\n", "E-0001"),
    ("id_width: wide\n", "E-0001"),
    ("id_width: 1\n", "E-1"),
])
def test_invalid_front_matter_falls_back_to_the_settings(kb: KnowledgeBase, meta: str, expected: str) -> None:
    kb.location.errors_md.write_text(f"---\n{meta}---\n# ERRORS\n")
    assert kb.store.append(new(1))[0].id == expected


# ------------------------------------------------------------------------------ update
def test_update_writes_fix_status_and_appends_notes(kb: KnowledgeBase) -> None:
    kb.store.append(new(1))
    kb.store.append(new(2))
    other = parse_document(md(kb).decode())
    e = kb.store.update("e-1", fix="  pin the version  ", status="fixed", note="seen  on\nCI")
    e = kb.store.update("E-1", note="and locally")
    assert (e.fix, e.status, e.notes) == ("pin the version", "fixed", "seen on CI\nand locally")
    after = parse_document(md(kb).decode())
    assert "".join(after.lines[after.blocks[1].start:]) == "".join(other.lines[other.blocks[1].start:])


def test_a_blank_note_adds_nothing(kb: KnowledgeBase) -> None:
    kb.store.append(new(1))
    before = md(kb)
    assert kb.store.update("E-1", note="   ").notes == ""
    assert md(kb) == before


# ------------------------------------------------------------------------ damaged blocks
def damage(kb: KnowledgeBase) -> bytes:
    for n in range(1, 4):
        kb.store.append(new(n))
    data = md(kb)
    broken = data.replace(b"`open`", b"`broken`", 2).replace(b"`broken`", b"`open`", 1)  # only E-0002
    kb.location.errors_md.write_bytes(broken)
    return broken


def damaged_text(data: bytes) -> bytes:
    start = data.index(b"## E-0002")
    return data[start:data.index(b"## E-0003")]


@pytest.mark.parametrize("change", [{"fix": "x"}, {"status": "fixed"}, {"note": "x"}])
def test_update_of_a_damaged_block_raises_and_writes_nothing(kb: KnowledgeBase, change: dict[str, str]) -> None:
    broken = damage(kb)
    with pytest.raises(DamagedBlock) as info:
        kb.store.update("E-2", **change)
    assert f"ERRORS.md:{line_of(broken, '- Status: `broken`')}: unknown status" in info.value.message
    assert md(kb) == broken


def test_appends_still_work_and_keep_the_damaged_text_byte_identical(kb: KnowledgeBase) -> None:
    broken = damage(kb)
    assert kb.store.append(new(4))[0].id == "E-0004"
    kb.store.update("E-3", fix="still editable")
    after = md(kb)
    assert damaged_text(after) == damaged_text(broken)
    doc = parse_document(after.decode())
    assert [e.id for e in doc.entries] == ["E-0001", "E-0003", "E-0004"]
    assert [p.line for p in doc.problems] == [line_of(after, "- Status: `broken`")]


def test_showing_a_damaged_entry_names_the_line(kb: KnowledgeBase) -> None:
    broken = damage(kb)
    with pytest.raises(NotFound, match=f"ERRORS.md:{line_of(broken, '- Status: `broken`')}"):
        kb.store.entry("E-2")


# ------------------------------------------------------------------------------ forget
def test_forget_moves_the_block_to_the_archive_with_the_reason(kb: KnowledgeBase) -> None:
    for n in range(1, 4):
        kb.store.append(new(n))
    before = md(kb).decode()
    entry = kb.store.archive("E-2", reason="was a  typo")
    assert entry.id == "E-0002"
    archive = kb.location.archive_md.read_text()
    assert archive.startswith("# ERRORS archive\n\n## E-0002 · [tool] failure 2\n")
    assert "- Notes:\n  Archived 20" in archive and archive.rstrip().endswith(": was a typo")
    start, end = before.index("## E-0002"), before.index("## E-0003")
    assert md(kb).decode() == before[:start] + before[end:]
    with pytest.raises(NotFound):
        kb.store.entry("E-2")


def test_a_symlinked_errors_md_stays_a_link_and_keeps_its_mode(kb: KnowledgeBase, tmp_path: Path) -> None:
    """A team keeps ERRORS.md in a repo and links it into the KB folder: errkb writes through."""
    shared = tmp_path / "team-repo" / "ERRORS.md"
    shared.parent.mkdir()
    shared.write_bytes(md(kb))
    shared.chmod(0o600)
    kb.location.errors_md.unlink()
    kb.location.errors_md.symlink_to(shared)
    kb.store.append(new(1))
    kb.store.update("E-1", fix="pin it")
    assert kb.location.errors_md.is_symlink() and kb.location.errors_md.resolve() == shared
    assert "pin it" in shared.read_text()
    assert stat.S_IMODE(shared.stat().st_mode) == 0o600
    assert [p.name for p in shared.parent.iterdir()] == ["ERRORS.md"]  # no temp file left beside it


def test_a_new_file_takes_its_mode_from_the_umask(tmp_path: Path) -> None:
    old = os.umask(0o077)
    try:
        fsutil.atomic_write(tmp_path / "private", b"x")
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "private").stat().st_mode) == 0o600


def test_forget_writes_the_archive_first_so_a_crash_only_duplicates(kb: KnowledgeBase,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    kb.store.append(new(1))
    kb.store.append(new(2))
    before = md(kb)
    real = fsutil.atomic_write

    def crash_on_errors_md(path: Path, data: bytes) -> None:
        if path.name == "ERRORS.md":
            raise OSError("power cut")
        real(path, data)

    monkeypatch.setattr(store_module, "atomic_write", crash_on_errors_md)
    with pytest.raises(OSError):
        kb.store.archive("E-1")
    assert md(kb) == before
    assert "## E-0001 · [tool] failure 1" in kb.location.archive_md.read_text()


def test_forget_moves_a_damaged_block_verbatim(kb: KnowledgeBase) -> None:
    broken = damage(kb)
    with pytest.raises(NotFound, match="moved to ERRORS.archive.md as it was"):
        kb.store.archive("E-2")
    assert damaged_text(broken).rstrip(b"\n") in kb.location.archive_md.read_bytes()
    assert b"## E-0002" not in md(kb)
    assert kb.store.append(new(9))[0].id == "E-0004"


def test_forget_of_an_unknown_id(kb: KnowledgeBase) -> None:
    kb.store.append(new(1))
    with pytest.raises(NotFound):
        kb.store.archive("E-9")
    assert not kb.location.archive_md.exists()


# ---------------------------------------------------------------------------- caching
def test_a_same_size_hand_edit_with_the_same_mtime_is_still_seen(kb: KnowledgeBase, tmp_path: Path) -> None:
    kb.store.append(new(1, fix="aaaa"))
    assert kb.store.document().entries[0].fix == "aaaa"
    path = kb.location.errors_md
    st = path.stat()
    replacement = tmp_path / "edited"
    replacement.write_bytes(path.read_bytes().replace(b"aaaa", b"bbbb"))
    os.utime(replacement, ns=(st.st_atime_ns, st.st_mtime_ns))
    os.replace(replacement, path)  # how editors and errkb itself write: a new inode
    assert kb.store.document().entries[0].fix == "bbbb"
