"""KB-wide settings a team pins in ERRORS.md's YAML front matter (id_prefix, id_width, labels).

The only module that imports python-frontmatter; the preamble itself is never rewritten.
"""

from __future__ import annotations

from typing import Any

import frontmatter


def read_front_matter(text: str) -> dict[str, Any]:
    try:
        post = frontmatter.loads(text.split("\n## ", 1)[0])
    except Exception:  # a broken front matter only loses the KB-wide settings, never the entries
        return {}
    return dict(post.metadata)
