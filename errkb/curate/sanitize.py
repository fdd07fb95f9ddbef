"""The one door for text that curation takes from transcripts or the KB and then stores or shows.

Mined commands and error text are hostile: a session may have printed a secret, a terminal
escape sequence or words meant to steer an agent. `clean_text` redacts secrets, removes control
characters and defuses framing tags and override phrases; every mined field passes it before
the pending file is written, and every export passes it again (ERRORS.md is hand-edited).
Characters go through the project's one sanitiser (recognize/sanitize.py).
"""

from __future__ import annotations

from ..recognize.redact import redact
from ..recognize.safety import neutralize
from ..recognize.sanitize import stored_field, stored_line
from ..recognize.textpaths import home_to_tilde


def clean_text(text: str, share: str = "public", one_line: bool = False) -> str:
    """`text` safe to store and to show: no escape, control, bidi or invisible character
    (recognize/sanitize.py), redacted, framing defused."""
    text = stored_line(text) if one_line else stored_field(text)
    text = neutralize(redact(text, share))
    return " ".join(text.split()) if one_line else text.strip()


def clean_path(path: str) -> str:
    """A local file's path as provenance for a person to open: the home folder as `~`, controls and
    framing removed, nothing else changed (a session file's name would read as a secret)."""
    return neutralize(stored_line(home_to_tilde(path))).strip()

