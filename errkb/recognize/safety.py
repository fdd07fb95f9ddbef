"""Injection hygiene for text that errkb hands to a model.

Fixes and notes are scanned when written (a fix that tries to steer the agent is refused) and
neutralised again when shown, because ERRORS.md is a hand-edited file and may have been changed
by anyone since. Only an entry's own fields ever reach a notice, never raw tool output.
"""

from __future__ import annotations

import re

_OVERRIDE = re.compile(
    r"\b(?:ignore|disregard|forget|override)\s+(?:(?:all|any|the|of|every|these|those|my)\s+){0,3}"
    r"(?:previous|prior|above|earlier|preceding|system|your)\s+(?:instructions?|messages?|prompts?|rules?|context)\b"
    r"|\byou\s+are\s+now\s+(?:a|an|the|my|acting|operating|called|named|dan)\b"
    r"|\bnew\s+instructions?\s*:|\bsystem\s+prompt\b|\bdeveloper\s+mode\b"
    r"|\[/?INST\]|<\|im_(?:start|end)\|>|<\|(?:system|user|assistant)\|>",
    re.IGNORECASE,
)
# Tags a host or errkb uses to frame context; a fix must not be able to open or close them.
_TAG = re.compile(
    r"<\s*/?\s*(?:system|system-reminder|assistant|user|human|hook_context|untrusted_context|errkb|tool_result|"
    r"function_results?|instructions?)\b[^>]*>",
    re.IGNORECASE,
)


# Zero-width and direction marks hide a phrase from the patterns but not from a model.
_INVISIBLE = re.compile("[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]")


def scan(text: str) -> list[str]:
    """What in `text` would try to steer an agent; empty when the text is plain advice."""
    text = _INVISIBLE.sub("", text)
    found = [m.group().strip() for m in _OVERRIDE.finditer(text)]
    found += [m.group() for m in _TAG.finditer(text)]
    return found


def neutralize(text: str) -> str:
    """The text with framing tags defused and override phrases removed, for display to a model."""
    text = _INVISIBLE.sub("", text)
    text = _TAG.sub(lambda m: m.group().replace("<", "‹").replace(">", "›"), text)
    return _OVERRIDE.sub("[removed]", text)
