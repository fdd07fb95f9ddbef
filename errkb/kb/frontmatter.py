"""KB-wide settings a team pins in ERRORS.md's YAML front matter (id_prefix, id_width, labels).

The only module that imports python-frontmatter; the preamble itself is never rewritten. A front
matter that does not read is reported with its line, never taken as "no settings": the KB's
pinned ID prefix would be forgotten, its entries would vanish and the next one would be E-0001.
"""

from __future__ import annotations

import re
from typing import Any

import frontmatter

_FENCE = re.compile(r"^(?:---|\.\.\.)[ \t]*$", re.MULTILINE)


def read_front_matter(text: str) -> tuple[dict[str, Any], str, int]:
    """The settings in the front matter at the top of `text` (its line ends as `\\n`), and what
    is wrong with it with its 1-based line ("" and 0 when nothing is)."""
    if not text.startswith("---"):
        return {}, "", 0
    head = text.split("\n## ", 1)[0]
    closing = _FENCE.search(head, 4)
    if closing is None:
        return {}, "", 0  # no closing line: not front matter, only a rule at the top
    try:
        post = frontmatter.loads(head)
    except Exception as exc:  # noqa: BLE001 - PyYAML's errors, whatever the version raises
        mark = getattr(exc, "problem_mark", None)
        problem = getattr(exc, "problem", None) or str(exc).split("\n", 1)[0]
        return {}, f"the front matter is not valid YAML ({problem})", mark.line + 1 if mark is not None else 1
    body = head[head.index("\n") + 1:closing.start()] if "\n" in head else ""
    if not isinstance(post.metadata, dict) or (not post.metadata and re.sub(r"(?m)^\s*#.*$", "", body).strip()):
        return {}, "the front matter is not a mapping of settings (`id_prefix: ERR-` and so on)", 2
    return dict(post.metadata), "", 0
