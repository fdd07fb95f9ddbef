"""Fingerprint: a versioned signature of the canonical form, e.g. `n1:3f2a1c9d0b71`.

The prefix names the normalizer that produced it (llm's `b2:` habit), so after a rule change
`errkb index rebuild` can re-derive every entry's fingerprint and report what regrouped.
"""

from __future__ import annotations

from ..digest import sha256_hex
from ..versions import NORMALIZER_VERSION
from .normalize import canonical


def fingerprint_of_canonical(canon: str) -> str:
    digest = sha256_hex(canon.encode("utf-8", errors="surrogatepass"))
    return f"{NORMALIZER_VERSION}:{digest[:12]}"


def fingerprint(text: str) -> str:
    return fingerprint_of_canonical(canonical(text))


def is_fingerprint(text: str) -> bool:
    """`n1:3f2a1c9d0b71`, or a bare 12-hex dsh-errkb signature."""
    head, _, tail = text.strip().rpartition(":")
    hexpart = tail if head else text.strip()
    return len(hexpart) == 12 and all(c in "0123456789abcdef" for c in hexpart.lower()) and (
        not head or head.startswith("n")
    )
