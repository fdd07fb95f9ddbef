"""The ID shape and label language of one ERRORS.md: the settings' defaults, or what its front
matter pins (kb/frontmatter.py reads it).

A front matter that does not read is a problem of the whole file (the store then writes
nothing), and the format falls back to the ID shape the entries' headers show, never to the
defaults: a team's `ERR-001` entries must not vanish, nor the next one become `E-0001`.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from errkb.valueclass import valueclass

from ..machine.config import valid_id_prefix
from .textfile import lf


@valueclass
class KbFormat:
    """ID shape and label language; a shared KB may pin them in ERRORS.md's front matter."""

    prefix: str = "E-"
    width: int = 4
    labels: str = "en"


def front_matter(text: str) -> tuple[dict[str, Any], str, int]:
    """The front matter's settings, and its problem with its line ("" and 0 when none)."""
    text = text.lstrip("\ufeff")
    if not text.startswith("---"):
        return {}, "", 0
    from .frontmatter import read_front_matter  # python-frontmatter loads only for a KB that has one

    return read_front_matter(lf(text))


def front_matter_problem(text: str) -> tuple[str, int]:
    _meta, problem, line = front_matter(text)
    return problem, line


def front_matter_format(text: str, base: KbFormat) -> KbFormat:
    meta, broken, _line = front_matter(text)
    if not meta and not broken:
        return base
    if broken:
        return _format_of_headers(text, base)
    prefix = meta.get("id_prefix", base.prefix)
    width = meta.get("id_width", base.width)
    labels = meta.get("labels", base.labels)
    return KbFormat(
        prefix if valid_id_prefix(prefix) else base.prefix,
        width if isinstance(width, int) and 1 <= width <= 9 else base.width,
        labels if labels in ("en", "zh") else base.labels,
    )


def _format_of_headers(text: str, base: KbFormat) -> KbFormat:
    """The ID shape the entries' headers use, when the front matter that pins it does not read:
    the last good settings are the ones the file itself shows, never the defaults."""
    shapes = Counter(re.findall(r"\n## ([A-Za-z0-9_-]*[A-Za-z_-])(\d+) ·", "\n" + lf(text)))
    if not shapes:
        return base
    (prefix, _digits), _count = max(shapes.items(), key=lambda item: (item[1], -len(item[0][1])))
    width = min(len(d) for p, d in shapes if p == prefix)
    return KbFormat(prefix, width if 1 <= width <= 9 else base.width, base.labels)
