"""Where ERRORS.md's fenced code is: the only module that imports markdown-it-py.

markdown-it finds the fences, so a raw sample that quotes `## E-0001 · …` or a `- Fix:` line
inside a fence can never split a block or pass for a field. Only the lines that can open or
close a fence are handed to it (a fraction of the cost), all the blocks in one pass.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any


# Only the block structure is read (fences, headings); inline parsing was most of the cost.
@lru_cache(maxsize=1)
def markdown() -> Any:
    """The block parser, built on first use: hooks answer from the index and never need it."""
    from markdown_it import MarkdownIt

    return MarkdownIt("zero").enable(["heading", "fence"]).disable(["inline", "text_join"])


# The only lines that can open or close a fence or open a heading (markdown-it indents by spaces
# and tabs only). With no container rules enabled, the lines between them change nothing, except
# that a line indented 4+ columns right after paragraph text continues the paragraph.
_STRUCTURAL = re.compile(r"([ \t]*)[`~#]")


def close_open_fence(value: str) -> str:
    """`value` with a closing fence added when it opens a code fence it never closes.

    Written as a field, such a value would run on over every field after it (markdown-it ends an
    unclosed fence only at the end of the document), so writers close it. The value is checked
    as it will sit in the file: after its label line, each line indented by two spaces.
    """
    if "```" not in value and "~~~" not in value:
        return value  # no fence can open: spares loading markdown-it on the hook's append path
    lines = ["- Fix:", *(f"  {line}" if line else "" for line in value.split("\n"))]
    fences = [t for t in markdown().parse("\n".join(lines) + "\n") if t.type == "fence" and t.map]
    if not fences or fences[-1].map[1] < len(lines):
        return value
    last, marker = fences[-1], fences[-1].markup
    if len(lines) - 1 > last.map[0] and closer(marker).fullmatch(lines[-1]):
        return value
    return f"{value}\n{marker}"


def fenced_lines(segments: list[list[str]]) -> list[set[int]]:
    """For each segment (bare lines: the preamble, or a block from its header on), which of its
    lines are inside fenced code.

    markdown-it reads only the structural lines (see _STRUCTURAL), of all the segments in one
    pass: the same fences, at a fraction of the cost. A block starts at an entry header, which
    markdown-it makes a heading, so nothing carries over from the segments before it, except a
    fence left open. That one ends with its segment, and the scan starts again at the next: the
    renderer indents every raw line, so a header at column 0 inside a fence means someone left
    the fence unclosed, and letting it run on would swallow the blocks after it.
    """
    view = [(k, i) for k, lines in enumerate(segments) for i in _structural_lines(lines)]
    fenced: list[set[int]] = [set() for _ in segments]
    at = 0
    while at < len(view):
        at = _scan(segments, view[at:], fenced) + at
    return fenced


def _scan(segments: list[list[str]], view: list[tuple[int, int]], fenced: list[set[int]]) -> int:
    """Scan the structural lines `view`; return how many were read before a fence ran out of its
    segment (all of them when none did)."""
    for token in markdown().parse("\n".join(segments[k][i] for k, i in view) + "\n"):
        if token.type != "fence" or token.map is None:
            continue
        first, last = token.map
        k, opener = view[first]
        lines = segments[k]
        beyond = next((j for j in range(first + 1, last) if view[j][0] != k), None)
        if beyond is not None:
            fenced[k].update(range(opener, len(lines)))
            return beyond
        closing = view[last - 1][1]
        closed = last < len(view) or (last - 1 > first and closer(token.markup).fullmatch(lines[closing]))
        fenced[k].update(range(opener, closing + 1 if closed else len(lines)))
    return len(view)


def _structural_lines(lines: list[str]) -> list[int]:
    keep: list[int] = []
    for i, line in enumerate(lines):
        match = _STRUCTURAL.match(line)
        if match is None:
            continue
        indent = match.group(1)
        if i and ("\t" in indent or len(indent) >= 4) and (not keep or keep[-1] != i - 1):
            keep.append(i - 1)  # the line before decides: paragraph text (continued) or blank
        keep.append(i)
    return keep


def closer(marker: str) -> re.Pattern[str]:
    # Any indent: with the "code" rule off, markdown-it lets indented lines open and close fences.
    return re.compile(r"[ \t]*" + re.escape(marker[0]) + "{" + str(len(marker)) + r",}[ \t]*")
