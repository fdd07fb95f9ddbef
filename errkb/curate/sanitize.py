"""The one door for text that curation takes from transcripts or the KB and then stores or shows.

Mined commands and error text are hostile: a session may have printed a secret, a terminal
escape sequence or words meant to steer an agent. `clean_text` redacts secrets, removes control
characters and defuses framing tags and override phrases; every mined field passes it before
the pending file is written, and every export passes it again (ERRORS.md is hand-edited).
It is one function so that the project's sanitiser can replace it in one place.
"""

from __future__ import annotations

import re

from ..recognize.normalize import strip_terminal
from ..recognize.redact import redact
from ..recognize.safety import neutralize
from ..recognize.textpaths import home_to_tilde

# C0 and C1 controls except tab and newline: a bell, a backspace or a lone CR rewrite a terminal line.
_CONTROLS = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def clean_text(text: str, share: str = "public", one_line: bool = False) -> str:
    """`text` safe to store and to show: redacted, without escapes or controls, framing defused."""
    text = strip_terminal(text.replace("\r\n", "\n"))
    text = _CONTROLS.sub("", text)
    text = neutralize(redact(text, share))
    return " ".join(text.split()) if one_line else text.strip()


def clean_path(path: str) -> str:
    """A local file's path as provenance for a person to open: the home folder as `~`, controls and
    framing removed, nothing else changed (a session file's name would read as a secret)."""
    return neutralize(_CONTROLS.sub("", strip_terminal(home_to_tilde(path)))).strip()

