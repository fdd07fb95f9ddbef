"""The curated seed entries shipped with errkb, and `errkb init [--seed]`."""

from __future__ import annotations

from importlib import resources

from .errors import ErrkbError
from .fsutil import atomic_write, locked
from .kbase import KnowledgeBase


def seed_text() -> str:
    try:
        return resources.files("errkb").joinpath("data/ERRORS.seed.md").read_text(encoding="utf-8")
    except (FileNotFoundError, OSError) as exc:  # pragma: no cover - packaging error
        raise ErrkbError(f"the seed file is missing from this errkb install: {exc}") from exc


def init_kb(kb: KnowledgeBase, seed: bool) -> tuple[bool, int]:
    """Create the KB; with `seed`, a new KB starts as a copy of the seed entries."""
    created = kb.store.init()
    if not seed or not created:
        return created, 0
    text = seed_text()
    with locked(kb.location.lock):
        atomic_write(kb.location.errors_md, text.encode("utf-8"))
    return True, len(kb.store.document().entries)
