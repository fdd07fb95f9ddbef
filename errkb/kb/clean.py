"""What a text becomes before it is written to ERRORS.md: sanitised (recognize/sanitize.py: no
control, bidi or invisible character, one-line fields on one line), redacted, fences closed.
The store calls this for every text it writes; `errkb import` renders blocks through it too.
"""

from __future__ import annotations

import re
from dataclasses import replace

from ..machine.fsutil import now_stamp
from ..model import NewEntry
from ..recognize.sanitize import stored_field, stored_line, stored_sample
from .fences import close_open_fence


def clean_new_entry(new: NewEntry, share: str, max_sample_chars: int, title_chars: int) -> NewEntry:
    """Every text of a new entry as it may be written: one-line fields on one line, no control,
    bidi or invisible character, fences closed, secrets redacted."""
    return replace(
        new, title=clean_line(new.title, share)[:title_chars], category=clean_line(new.category, share),
        trigger=clean_line(new.trigger, share),
        raw=redact_sample(stored_sample(new.raw), share, max_sample_chars),
        fix=clean_field(new.fix, share), notes=clean_field(new.notes, share),
        code=clean_line(new.code, share), sig=stored_line(new.sig), cat=stored_line(new.cat),
        extra_meta=tuple((k, clean_line(v, share)) for k, v in new.extra_meta if META_KEY.fullmatch(k)),
        first=stored_line(new.first) or now_stamp(),
    )


def redact(text: str, share: str) -> str:
    # Imported on first write: reading the KB (every hook call) must not compile the secret patterns.
    from ..recognize.redact import redact as redact_text

    return redact_text(text, share)


def redact_sample(text: str, share: str, cap: int) -> str:
    from ..recognize.redact import redact_sample as redact_raw

    return redact_raw(text, share, cap)


def clean_line(text: str, share: str) -> str:
    """A one-line field: sanitised first (an invisible character must not hide a secret from
    redaction), then redacted."""
    return stored_line(redact(stored_line(text), share)) if text else ""


def clean_field(text: str, share: str) -> str:
    """A multi-line field (fix, notes): sanitised, redacted, and a fence it opens closed, so it can
    never run on over the fields after it."""
    return close_open_fence(stored_field(redact(stored_field(text), share))) if text else ""


# A machine-comment key: what errkb writes itself. Anything else (an imported snapshot's keys)
# is dropped, so no key can close the comment or split a pair.
META_KEY = re.compile(r"[A-Za-z][A-Za-z0-9_-]{0,31}")
