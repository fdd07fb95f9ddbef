"""recognize/redact, imported on first call: its secret patterns compile only when something is
about to be written or shown, never on a hook call that only reads (most of them).

Import `redact` from here, not from recognize/redact, in any module a hook call loads.
"""

from __future__ import annotations


def redact(text: str, share: str = "public") -> str:
    from .redact import redact as redact_now

    return redact_now(text, share)


def redact_sample(text: str, share: str, cap: int) -> str:
    from .redact import redact_sample as redact_sample_now

    return redact_sample_now(text, share, cap)
