"""The one place that imports (or knows the API of) ruamel.yaml: round-trip load and dump.

Round-trip mode keeps comments, key order and quoting of the user's file; `item_span` says
where a top-level list item is in the text (ruamel's line marks), for an edit of that item alone.
Output uses 2-space mappings and block sequences whose dash sits 2 columns
inside its parent (``key:\\n  - item``), except a top-level sequence, whose
dash stays at column 0 (the layout of dsh's ``cordis.patch.yml``).
"""

from __future__ import annotations

import io
from typing import Any

from ruamel.yaml import YAML
from ruamel.yaml.error import MarkedYAMLError, YAMLError

_INDENT = 2
_SEQUENCE = 4
_OFFSET = 2


class YamlError(ValueError):
    """The text is not valid YAML; line and column are 1-based (0 if unknown)."""

    def __init__(self, message: str, source: str = "", line: int = 0, column: int = 0) -> None:
        where = f"line {line} column {column}: " if line else ""
        prefix = f"{source}: " if source else ""
        super().__init__(f"{prefix}{where}{message}")
        self.message = message
        self.source = source
        self.line = line
        self.column = column


def _yaml() -> YAML:
    yaml = YAML(typ="rt")
    yaml.preserve_quotes = True
    yaml.width = 4096
    yaml.indent(mapping=_INDENT, sequence=_SEQUENCE, offset=_OFFSET)
    return yaml


def parse_yaml(text: str, source: str = "") -> Any:
    """Load YAML text, keeping comments and style; None for an empty document.

    `source` (a path) prefixes the YamlError message.
    """
    try:
        return _yaml().load(text)
    except MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        message = exc.problem or exc.context or "invalid YAML"
        if mark is None:
            raise YamlError(message, source) from None
        raise YamlError(message, source, mark.line + 1, mark.column + 1) from None
    except YAMLError as exc:
        raise YamlError(str(exc), source) from None


def dump_yaml_roundtrip(data: Any) -> str:
    """Dump data (plain or round-trip loaded) back to YAML text."""
    out = io.StringIO()
    _yaml().dump(data, out)
    text = out.getvalue()
    if isinstance(data, list):
        # ruamel indents every sequence dash by the offset, the top-level one too
        lines = text.splitlines(keepends=True)
        pad = " " * _OFFSET
        text = "".join(line[_OFFSET:] if line.startswith(pad) else line for line in lines)
    return text


def plain(value: Any) -> Any:
    """ruamel's round-trip types (CommentedMap, ScalarInt, …) as plain Python values: dict, list,
    bool, None, int, float, str (anything else, a date say, as its text)."""
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [plain(v) for v in value]
    if isinstance(value, bool) or value is None:
        return value
    for kind in (int, float, str):
        if isinstance(value, kind):
            return kind(value)
    return str(value)  # a date, a timestamp, a tagged value: as the text it is


def item_span(text: str, data: Any, index: int) -> tuple[int, int]:
    """(start, end) offsets in text of item `index` of the top-level list `data` parsed from it.

    It runs from its first line to its last line that is not blank or a comment (those belong to
    what follows); end includes that line's newline.
    """
    lines = text.splitlines(keepends=True)
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line))
    first = min(data.lc.item(index)[0], len(lines))
    stop = data.lc.item(index + 1)[0] if index + 1 < len(data) else len(lines)
    last = first
    for j in range(first + 1, min(stop, len(lines))):
        stripped = lines[j].strip()
        if stripped and not stripped.startswith("#"):
            last = j
    return offsets[first], offsets[min(last + 1, len(lines))]
