"""Field set 2, infra."""

from __future__ import annotations

from fieldspec import G, V

GROUPS: list[G] = [
]
