"""The block layout render.py writes, as one regular expression per ID prefix (`patterns`).

A block laid out that way (fields in order, every other line blank or indented by two, fences
closed) is read by `patterns_for(prefix).shape` in one match, in kb/parse; tests/test_parse.py checks
on generated documents that it reads exactly what the general reader (kb/block) reads.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from functools import lru_cache

from .labels import LABELS

# Each part of the layout can match its lines one way only. Python 3.11+ is told so (atomic
# groups, possessive repeats): a hand-edited block that fails near its end then fails at once,
# instead of the engine retrying every shorter split of the lines before it (which made reading
# such a block a sixth slower). Python 3.10 has neither: it reads the same, only slower there.
_ATOMIC = sys.version_info >= (3, 11)


def _atomic(pattern: str) -> str:
    return f"(?>{pattern})" if _ATOMIC else f"(?:{pattern})"


def _many(pattern: str) -> str:
    return f"(?:{pattern})*" + ("+" if _ATOMIC else "")


# A line continuing a field: blank, or indented two and not starting (after any whitespace) with
# three backticks or tildes, so it cannot open a fence; or a whole fence, every line indented
# two, opened at two spaces (so it opens whatever came before) and closed by a line markdown-it
# closes it with. Nothing at column 0, so no label, comment or conflict marker hides inside.
# Headings (`  # …`) may sit there: a heading is one line and opens or closes no fence.
_TEXT_LINE = r"(?:  (?![^\S\n]*(?:```|~~~))[^\n]*)?\n"


def _fence(group: str, marker: str, info: str) -> str:
    close = rf"  [ \t]*(?P={group}){marker}*[ \t]*\n"
    return rf"  (?P<{group}>{marker}{{3,}})(?!{marker}){info}\n" + _many(rf"(?!{close})(?:  [^\n]*)?\n") + close


def _more(name: str) -> str:
    """A field's continuation lines, captured as `name`."""
    fences = _fence(f"{name}_b", "`", r"[^`\n]*") + "|" + _fence(f"{name}_t", "~", r"[^\n]*")
    return rf"(?P<{name}>" + _many(f"{_TEXT_LINE}|{fences}") + ")"


def _label(key: str, group: str = "") -> str:
    english, chinese = LABELS[key]
    return "- (" + ("?P<" + group + ">" if group else "?:") + f"{re.escape(english)}|{re.escape(chinese)})[:：]"


def _field(key: str) -> str:
    return _atomic(_label(key) + rf" ?(?P<{key}>[^\n]*)\n" + _more(f"{key}_more"))


def _ticked(key: str, choices: str = r"[^`\n]*", label: str = "") -> str:
    """A short field as render.py writes it: its value in backticks, or none; blank lines may follow."""
    return _atomic(_label(key, label) + rf" ?(?:`(?P<{key}>{choices})`)?\n\n*")


def _short(key: str, label: str = "") -> str:
    """Fingerprint or category: in backticks, or (when it holds one itself) as it is, with no
    whitespace at either end; or none."""
    ticked, as_is = rf"`(?P<{key}>[^`\n]*)`", rf"(?P<{key}_as_is>[^\s`](?:[^\n]*\S)?)"
    return _atomic(_label(key, label) + rf" ?(?:{ticked}|{as_is})?\n\n*")


# The seen line as render.py writes it; the times hold no `·` and no whitespace at either end.
_SEEN_LINE = _atomic(_label("first_seen") + r" (?P<first_seen>[^\s·](?:[^\n·]*[^\s·])?) · (?:Last seen|最近)[:：] "
                     r"(?P<last_seen>[^\s·](?:[^\n·]*[^\s·])?) · (?:Hits|命中)[:：] (?P<hits>\d+)\n\n*")

# The raw sample: exactly the fence render.py writes, up to the first line that is exactly its
# closing line. The lines inside are not checked here (that made the whole expression a fifth
# slower); kb/parse checks them only when they hold the fence's backticks at all.
_RAW = _atomic(_label("raw") + r"\n  (?P<raw_fence>`{3,})[^`\n]*\n(?P<raw>(?:\n|  [^\n]*\n)*?)  (?P=raw_fence)\n")


def closes_early(raw: str, fence: str) -> bool:
    """Whether a line of the raw sample would close its fence already: for markdown-it, or for
    the general reader (which strips any whitespace around the backticks)."""
    return re.search(r"^  [^\S\n]*" + fence + r"`*[^\S\n]*$", raw, re.MULTILINE) is not None


SHAPE_GROUPS = ("digits", "title", "comment", "language", "fingerprint", "fingerprint_as_is", "category",
                 "category_as_is", "first_seen", "last_seen", "hits", "trigger", "trigger_more", "raw_fence", "raw",
                 "fix", "fix_more", "status", "notes", "notes_more")


@dataclass(frozen=True)
class Patterns:
    header: re.Pattern[str]  # a line that starts a block, matched at its start
    next_header: re.Pattern[str]  # the same, searched for: a newline and then the header
    strict: re.Pattern[str]
    loose: re.Pattern[str]
    shape: re.Pattern[str]  # a whole block as render.py writes it, up to the next header


@lru_cache(maxsize=8)
def patterns_for(prefix: str) -> Patterns:
    """Compiled once per prefix rather than once per block."""
    escaped = re.escape(prefix)
    shape = (
        _atomic(rf"## {escaped}(?P<digits>\d+) ·(?: (?P<title>[^\n]*))?\n"
                r"(?:<!-- errkb:(?P<comment>[^\n]*)-->[^\S\n]*\n)?\n*")
        + _short("fingerprint", label="language") + _short("category") + _SEEN_LINE + _field("trigger") + _RAW
        + _field("fix") + _ticked("status", "open|fixed|wontfix") + _field("notes") + rf"(?=## {escaped}\d|\Z)"
    )
    return Patterns(
        header=re.compile(rf"## {escaped}\d"), next_header=re.compile(rf"\n## {escaped}\d"),
        strict=re.compile(rf"^## ({escaped})(\d+) ·(?: (.*))?$"), loose=re.compile(rf"^## {escaped}(\d+)"),
        shape=re.compile(shape),
    )
