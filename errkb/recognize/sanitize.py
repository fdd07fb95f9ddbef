"""Character hygiene at errkb's two boundaries: what is stored, and what is shown.

Captured text is hostile. Whatever a failing tool printed, a payload field held or an agent wrote
as a fix, it must not change the structure of ERRORS.md, reach a terminal as an escape sequence,
or hide words from a person or a filter. So, once at each boundary:

- storing (`stored_field`, `stored_line`, `stored_sample`): lone surrogates become U+FFFD;
  terminal sequences (CSI, OSC such as OSC 52, which writes the clipboard) are removed whole;
  every other control character, bidi control and invisible character goes; a sample keeps them
  visible as `‹U+202E›`, since a person debugging it may need to see them; a field that is one
  line in the format (title, category, trigger, machine values) is collapsed to one line;
- showing (`for_terminal`, `for_json`): the same characters, from a file a person may have
  edited by hand, are shown as `‹U+…›` markers (a terminal) or `\\u` escapes (JSON), never raw.

Framing against steering lives in safety.py; secrets in redact.py.
"""

from __future__ import annotations

import re
from functools import cache

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook imports this module)
if TYPE_CHECKING:
    from typing import Any

# CSI and OSC sequences and two-character escapes, removed whole so their payload never shows.
ANSI = r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]"
# Line breaks other than \n that some reader or terminal honours: a field must not gain lines.
_ODD_BREAKS = "\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"
# Controls (C0 but tab and newline, DEL, C1), bidi controls, and characters that render as nothing
# yet split a word for a filter (zero-width, joiners, word joiner, BOM, soft hyphen, fillers, tags,
# variation selectors, interlinear annotation).
_UNSAFE_CLASS = (
    "\x00-\x08\x0b-\x1f\x7f-\x9f"
    "\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f"
    "\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff9-\ufffb"
    "\U0001d173-\U0001d17a\U000e0000-\U000e0fff"
)
# ASCII text can hold only the C0 controls and DEL of that class: a far cheaper pattern, and
# most text is ASCII. The patterns compile on first use: every hook call imports this module.
_ASCII_UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f]")
_SPACES = re.compile(r"\s+")


@cache
def _unsafe() -> re.Pattern[str]:
    return re.compile(f"[{_UNSAFE_CLASS}]")


@cache
def _surrogate() -> re.Pattern[str]:
    return re.compile("[\ud800-\udfff]")


def _unsafe_in(text: str) -> re.Match[str] | None:
    return (_ASCII_UNSAFE if text.isascii() else _unsafe()).search(text)


def without_surrogates(text: str) -> str:
    """A lone surrogate (an undecodable byte kept by surrogateescape, or `"\\ud800"` in JSON)
    cannot be written as UTF-8: it becomes U+FFFD, once, where text comes in."""
    if text.isascii():
        return text
    return _surrogate().sub("\ufffd", text) if _surrogate().search(text) else text


def without_surrogates_in(value: Any) -> Any:
    """A parsed JSON value (a hook payload, an MCP message) with every string in it, keys
    included, passed through without_surrogates."""
    if isinstance(value, str):
        return without_surrogates(value)
    if isinstance(value, list):
        return [without_surrogates_in(v) for v in value]
    if isinstance(value, dict):
        return {without_surrogates_in(k): without_surrogates_in(v) for k, v in value.items()}
    return value


def strip_terminal(text: str) -> str:
    """Text without CRs and terminal escape sequences. CR first and stray ESC last, so what is
    removed can never join into a new sequence."""
    text = text.replace("\r", "")
    return re.sub(ANSI, "", text).replace("\x1b", "") if "\x1b" in text else text


def visible(char: str) -> str:
    return f"‹U+{ord(char):04X}›"


def _clean(text: str, keep_visible: bool) -> str:
    text = strip_terminal(without_surrogates(text.replace("\r\n", "\n")))
    for brk in _ODD_BREAKS:
        if brk in text:
            text = text.replace(brk, "\n")
    if not _unsafe_in(text):
        return text
    return _unsafe().sub(lambda m: visible(m.group()) if keep_visible else "", text)


def stored_field(text: str) -> str:
    """A multi-line field as it may be written (fix, notes): unsafe characters removed."""
    return _clean(text, keep_visible=False).strip()


def stored_line(text: str) -> str:
    """A field the format keeps on one line (title, category, trigger, machine values)."""
    return _SPACES.sub(" ", _clean(text, keep_visible=False)).strip()


def stored_sample(text: str) -> str:
    """A raw sample: unsafe characters kept visible as `‹U+202E›`, never raw."""
    return _clean(text, keep_visible=True)


def for_terminal(text: str) -> str:
    """Text for a terminal: escape sequences and unsafe characters shown as markers, never sent."""
    text = without_surrogates(text)
    if "\x1b" not in text and not _unsafe_in(text) and not any(b in text for b in _ODD_BREAKS):
        return text
    text = text.replace("\r\n", "\n")
    return re.sub(f"[{_UNSAFE_CLASS}{_ODD_BREAKS}]", lambda m: visible(m.group()), text)


def for_json(dumped: str) -> str:
    """JSON text with unsafe characters as `\\u` escapes: the same data, nothing a terminal acts on.
    (json.dumps escapes C0 controls itself; bidi and invisible characters are valid JSON as they are.)"""
    dumped = without_surrogates(dumped)
    pattern = f"[{_UNSAFE_CLASS}\u2028\u2029\x85]"
    return re.sub(pattern, lambda m: "".join(f"\\u{unit:04x}" for unit in _utf16(m.group())), dumped)


def _utf16(char: str) -> list[int]:
    code = ord(char)
    if code < 0x10000:
        return [code]
    code -= 0x10000
    return [0xD800 + (code >> 10), 0xDC00 + (code & 0x3FF)]


def looks_binary(text: str) -> bool:
    """Whether text decoded from a tool's bytes is binary data rather than a message: at least
    eight of its first 4096 characters, and more than one in twenty, are NULs, other control
    characters or bytes that did not decode (U+FFFD). Colour codes and tabs are text; so is a
    message with a few hostile controls in it (stored with them made visible, as any sample)."""
    sample = text[:4096]
    odd = sum(1 for c in sample if c == "\ufffd" or (c < " " and c not in "\t\n\r\x1b\x08\x0c"))
    return odd >= 8 and odd * 20 > len(sample)


def has_unsafe(text: str) -> bool:
    """Whether showing `text` raw could move a terminal's cursor, recolour it, write its clipboard,
    reorder what it shows, or hide a character."""
    return "\x1b" in text or _unsafe_in(text) is not None or without_surrogates(text) != text
