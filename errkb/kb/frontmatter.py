"""KB-wide settings a team pins in ERRORS.md's YAML front matter (id_prefix, id_width, labels).

The only module that imports python-frontmatter; the preamble itself is never rewritten. Its
YAML is parsed by ruamel (machine/yamlfile), the one YAML library errkb parses with: the
PyYAML that python-frontmatter brings along is never used. A front matter that does not read
is reported with its line, never taken as "no settings": the KB's pinned ID prefix would be
forgotten, its entries would vanish and the next one would be E-0001.
"""

from __future__ import annotations

import re
from typing import Any

import frontmatter
from frontmatter.default_handlers import YAMLHandler

from ..machine.yamlfile import YamlError, dump_yaml_roundtrip, parse_yaml, plain


class RuamelYAMLHandler(YAMLHandler):
    """python-frontmatter's `---` YAML front matter, loaded and dumped by ruamel (YAML 1.2)."""

    def load(self, fm: str, **kwargs: object) -> Any:
        return plain(parse_yaml(fm))

    def export(self, metadata: dict[str, object], **kwargs: object) -> str:
        return dump_yaml_roundtrip(metadata).strip()


_HANDLER = RuamelYAMLHandler()

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
        post = frontmatter.loads(head, handler=_HANDLER)
    except YamlError as exc:  # the text it parses starts with the opening line's end: its lines are the file's
        return {}, f"the front matter is not valid YAML ({exc.message})", exc.line or 1
    except Exception as exc:  # noqa: BLE001 - a broken front matter is a problem, never a traceback
        return {}, f"the front matter does not read ({exc})", 1
    body = head[head.index("\n") + 1:closing.start()] if "\n" in head else ""
    if not isinstance(post.metadata, dict) or (not post.metadata and re.sub(r"(?m)^\s*#.*$", "", body).strip()):
        return {}, "the front matter is not a mapping of settings (`id_prefix: ERR-` and so on)", 2
    return dict(post.metadata), "", 0
