"""Field set 2, tools."""

from __future__ import annotations

from fieldspec import G, V

GROUPS: list[G] = [
]
