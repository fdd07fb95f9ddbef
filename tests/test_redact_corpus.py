"""The shipped redaction corpus (tests/cases/redact_corpus.jsonl): zero leaks, ordinary text kept.

One JSON object per line: `name`, `text`, `secrets` (strings that must never survive) and
`unchanged` (true for ordinary error text that redaction must leave alone; in public mode only
absolute paths may change, since they collapse to `<path>` plus the file name).

Beyond `redact()` itself, every corpus text goes through the real pipeline (capture → record into
a KB) in both share modes, and then no secret may appear in any file the KB directory or errkb's
data directory holds: ERRORS.md, the JSON index, the SQLite/FTS mirror, state.json, locks, logs.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest

from errkb.derived.kbase import KnowledgeBase
from errkb.loop.record import record_capture
from errkb.machine.config import Settings
from errkb.machine.paths import KbLocation
from errkb.recognize.capture import capture
from errkb.recognize.normalize import canonical
from errkb.recognize.redact import redact
from errkb.recognize.textpaths import collapse_paths

CORPUS = Path(__file__).resolve().parent / "cases" / "redact_corpus.jsonl"
SHARES = ("public", "private")


def load() -> list[dict[str, Any]]:
    if not CORPUS.exists():
        pytest.skip(f"{CORPUS.name} is not there yet (it is written separately); nothing to check")
    rows = [json.loads(line) for line in CORPUS.read_text(encoding="utf-8").splitlines() if line.strip()]
    assert rows, f"{CORPUS.name} is empty"
    return rows


@pytest.fixture(scope="module")
def rows() -> list[dict[str, Any]]:
    return load()


def test_the_corpus_is_well_formed(rows: list[dict[str, Any]]) -> None:
    names = [row["name"] for row in rows]
    assert len(set(names)) == len(names)
    for row in rows:
        assert isinstance(row["text"], str) and row["text"]
        assert isinstance(row["secrets"], list)
        assert all(secret and secret in row["text"] for secret in row["secrets"]), row["name"]
        assert not (row.get("unchanged") and row["secrets"]), row["name"]
    assert any(row["secrets"] for row in rows) and any(row.get("unchanged") for row in rows)


@pytest.mark.parametrize("share", SHARES)
def test_no_secret_survives_redaction(rows: list[dict[str, Any]], share: str) -> None:
    leaks = [(row["name"], secret) for row in rows for secret in row["secrets"]
             if secret in redact(row["text"], share)]
    assert leaks == []


def test_no_secret_survives_in_the_canonical_form_or_the_fingerprinted_key(rows: list[dict[str, Any]]) -> None:
    leaks = []
    for row in rows:
        cap = capture(row["text"], source="command", command="run")
        for secret in row["secrets"]:
            for field in (canonical(row["text"]), cap.headline, cap.key, cap.canon, cap.title):
                if secret in field or secret.lower() in field:
                    leaks.append((row["name"], secret))
    assert leaks == []


@pytest.mark.parametrize("share", SHARES)
def test_ordinary_text_is_unchanged(rows: list[dict[str, Any]], share: str) -> None:
    changed = []
    for row in rows:
        if not row.get("unchanged"):
            continue
        want = row["text"] if share == "private" else collapse_paths(row["text"])
        if redact(row["text"], share) != want:
            changed.append((row["name"], redact(row["text"], share)))
    assert changed == []


@pytest.mark.parametrize("share", SHARES)
def test_redaction_is_idempotent_on_the_corpus(rows: list[dict[str, Any]], share: str) -> None:
    for row in rows:
        once = redact(row["text"], share)
        assert redact(once, share) == once, row["name"]


@pytest.mark.parametrize("share", SHARES)
def test_nothing_written_anywhere_holds_a_secret(rows: list[dict[str, Any]], share: str, tmp_path: Path,
                                                 isolated_config: Path) -> None:
    settings = dataclasses.replace(Settings(), share=share)
    kb = KnowledgeBase(KbLocation(tmp_path / "kb", "test"), settings)
    kb.store.init()
    for row in rows:
        for source in ("command", "agent"):
            record_capture(kb, capture(row["text"], source=source, command="deploy --verbose", share=share))
    kb.index()  # the JSON index and the SQLite/FTS mirror, freshly derived
    written = [p for root in (tmp_path / "kb", isolated_config.parent) if root.exists()
               for p in root.rglob("*") if p.is_file()]
    assert any(p.name == "ERRORS.md" for p in written)
    blob = b"\n".join(p.read_bytes() for p in written)
    leaks = [(row["name"], secret) for row in rows for secret in row["secrets"]
             if secret.encode("utf-8") in blob or secret.lower().encode("utf-8") in blob]
    assert leaks == []
