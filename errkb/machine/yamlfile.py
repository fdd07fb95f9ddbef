"""The one place that imports ruamel.yaml: round-trip load and dump.

Round-trip mode keeps comments, key order and quoting of the user's file.
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


def load_yaml_roundtrip(text: str, source: str = "") -> Any:
    """Alias of parse_yaml."""
    return parse_yaml(text, source)


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
