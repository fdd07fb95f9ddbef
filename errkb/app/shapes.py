"""Lines that differ only in their values, answered without the pipeline once evidence says the
values do not matter (`errkb cluster`, `errkb scan`).

A log repeats a few hundred messages with other values in them: a request id, a timestamp, a
block id, a port. Running each line through redaction and the sixty rules of the canonical form
costs about a millisecond; a line whose *shape* (its text with every run of digits, and the hex
letters around it, cut out) was seen before, and whose values are ones that shape has seen, or sit where the shape
has shown its values not to matter, takes the key the pipeline gave it. Which positions do not
matter is learned from the log itself: a position is variable once two lines of one shape with
different values there got the same key from the pipeline. A UUID or a long hex id is variable
from the start (normalize makes it `<uuid>` or `<hex>` wherever it is). A shape whose lines got
two different keys (`status 200` and `status 404`: numbers normalize keeps) is ambiguous and
always goes through the pipeline.

Memory stays bounded: at most `limit` shapes are remembered; past that, new shapes go through
the pipeline every time.
"""

from __future__ import annotations

import re

from errkb.valueclass import field, mutable_valueclass

# A value: a UUID, or a run of digits with the hex letters around it (`0x40000500`, `1a2b3c`,
# `42` in `blk_-42`). Everything else, every word included, is the shape.
_UUID = r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"
_VALUE = re.compile(rf"({_UUID}|[0-9a-fA-F]*\d[0-9a-fA-F]*)")
_SURELY_VOLATILE = re.compile(rf"{_UUID}|(?=[0-9a-f]*[a-f])[0-9a-f]{{16,}}")
SHAPES = 100_000


@mutable_valueclass
class _Shape:
    key: str
    values: list[str | None]  # the value seen at each position; None once it is known not to matter
    ambiguous: bool = False


@mutable_valueclass
class Shapes:
    limit: int = SHAPES
    known: dict[str, _Shape] = field(default_factory=dict)
    answered: int = 0  # lines answered without the pipeline

    def key(self, line: str) -> tuple[str | None, tuple[str, list[str]]]:
        """(the key, when the line's shape answers it, else None; the line's shape and values)."""
        parts = _VALUE.split(line)
        shape, values = "\x00".join(parts[0::2]), parts[1::2]
        found = self.known.get(shape)
        if found is None or found.ambiguous:
            return None, (shape, values)
        for seen, value in zip(found.values, values, strict=True):
            if seen is not None and seen != value:
                return None, (shape, values)
        self.answered += 1
        return found.key, (shape, values)

    def learn(self, shaped: tuple[str, list[str]], key: str) -> None:
        """What the pipeline said of a line this cache could not answer."""
        shape, values = shaped
        found = self.known.get(shape)
        if found is None:
            if len(self.known) < self.limit:
                self.known[shape] = _Shape(key, [None if _SURELY_VOLATILE.fullmatch(v) else v for v in values])
            return
        if found.key != key:
            found.ambiguous = True
            return
        for i, (seen, value) in enumerate(zip(found.values, values, strict=True)):
            if seen is not None and seen != value:
                found.values[i] = None
