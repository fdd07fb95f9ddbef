"""The curated seed entries shipped with errkb, and `errkb init [--seed]`."""

from __future__ import annotations

from importlib import resources

from ..errors import ErrkbError
from ..machine.fsutil import atomic_write, locked
from .store import Store


def seed_text() -> str:
    try:
        return resources.files("errkb.kb").joinpath("data/ERRORS.seed.md").read_text(encoding="utf-8")
    except (FileNotFoundError, OSError) as exc:  # pragma: no cover - packaging error
        raise ErrkbError(f"the seed file is missing from this errkb install: {exc}") from exc


def init_kb(store: Store, seed: bool) -> tuple[bool, int]:
    """Create the KB; with `seed`, a new KB starts as a copy of the seed entries."""
    created = store.init()
    if not seed or not created:
        return created, 0
    text = seed_text()
    with locked(store.location.lock):
        atomic_write(store.location.errors_md, text.encode("utf-8"))
    return True, len(store.document().entries)


def refresh_seed_fingerprints(text: str) -> str:
    """The seed file with every entry's sig and Fingerprint set to the current algorithm's value.

    Run after a normalizer change (`python -m errkb.kb.seeds`); tests/test_seeds.py checks it.
    """
    import re

    from ..model import headline_of
    from ..recognize.fingerprint import fingerprint
    from .parse import parse_document

    doc = parse_document(text)
    lines = list(doc.lines)
    for block in doc.blocks:
        if block.entry is None:
            continue
        new = fingerprint(headline_of(block.entry.title))
        old = block.entry.sig
        for i in range(block.start, block.end):
            if lines[i].startswith("<!-- errkb:"):
                lines[i] = re.sub(r"(sig=)\S+", rf"\g<1>{new}", lines[i])
            elif re.match(r"- (Fingerprint|指纹)[:：]", lines[i]):
                lines[i] = re.sub(r"`[^`]*`", f"`{new}`", lines[i]) if "`" in lines[i] else lines[i].replace(old, new)
    return "".join(lines)


if __name__ == "__main__":  # pragma: no cover - a maintainer's tool
    from pathlib import Path

    seed = Path(__file__).resolve().parents[2] / "seeds" / "ERRORS.seed.md"
    seed.write_text(refresh_seed_fingerprints(seed.read_text(encoding="utf-8")), encoding="utf-8")
    print(f"refreshed {seed}")
