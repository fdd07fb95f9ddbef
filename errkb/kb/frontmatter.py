"""KB-wide settings a team pins in ERRORS.md's YAML front matter (id_prefix, id_width, labels).

The only module that imports python-frontmatter; the preamble itself is never rewritten. Its
YAML is parsed by ruamel (machine/yamlfile), the one YAML library errkb parses with: the
PyYAML that python-frontmatter brings along is never used.
"""

from __future__ import annotations

from typing import Any

import frontmatter
from frontmatter.default_handlers import YAMLHandler

from ..machine.yamlfile import dump_yaml_roundtrip, parse_yaml, plain


class RuamelYAMLHandler(YAMLHandler):
    """python-frontmatter's `---` YAML front matter, loaded and dumped by ruamel (YAML 1.2)."""

    def load(self, fm: str, **kwargs: object) -> Any:
        return plain(parse_yaml(fm))

    def export(self, metadata: dict[str, object], **kwargs: object) -> str:
        return dump_yaml_roundtrip(metadata).strip()


_HANDLER = RuamelYAMLHandler()


def read_front_matter(text: str) -> dict[str, Any]:
    """The front matter's mapping; {} when there is none or it is not a valid YAML mapping."""
    head = text.split("\n## ", 1)[0]
    if not _HANDLER.detect(head):
        return {}
    try:
        post = frontmatter.loads(head, handler=_HANDLER)
    except Exception:  # a broken front matter only loses the KB-wide settings, never the entries
        return {}
    return dict(post.metadata)
