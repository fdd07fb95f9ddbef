"""Change one block's fields by replacing only their lines, then prove nothing else moved.

Never re-serialise a hand-edited file: CRLF, comments, odd spacing and every other block stay
byte for byte. A change whose re-parse shows any other difference is refused, not written.
"""

from __future__ import annotations

from ..errors import DamagedBlock, ErrkbError, NotFound
from .block import Block
from .labels import FIELD_ORDER
from .parse import Document, parse_document
from .render import render_comment, render_field


def edit_fields(doc: Document, number: int, changes: dict[str, str], prefix: str,
                meta: dict[str, str | None] | None = None) -> str:
    """The document text with `changes` (field key → new value) applied to block `number`, and
    its machine comment's `meta` keys set (None removes one)."""
    block = editable_block(doc, number)
    assert block.entry is not None
    language = block.entry.labels
    edits: list[tuple[int, int, list[str]]] = []
    if meta:
        edits.append(_comment_edit(doc, block, meta))
    for key, value in changes.items():
        rendered = [line + doc.newline for line in render_field(key, value, language, inline=key == "trigger")]
        if key in block.spans:
            start, end = block.spans[key]
            edits.append((start, end, rendered))
        else:
            at = _insertion_point(doc, block, key)
            edits.append((at, at, rendered))
    lines = list(doc.lines)
    if lines and not lines[-1].endswith("\n") and any(s >= len(lines) for s, _, _ in edits):
        lines[-1] += doc.newline
    for start, end, rendered in sorted(edits, key=lambda e: e[0], reverse=True):
        lines[start:end] = rendered
    text = "".join(lines)
    _prove_only_target_changed(doc, parse_document(text, prefix, doc.name), number, changes, meta or {})
    return text


def _comment_edit(doc: Document, block: Block, meta: dict[str, str | None]) -> tuple[int, int, list[str]]:
    """The machine comment with `meta` applied, replacing the old one or placed after the header."""
    assert block.entry is not None
    merged = {key: value for key, value in block.entry.meta.items() if key not in meta}
    merged.update({key: value for key, value in meta.items() if value})
    line = render_comment(list(merged.items())) + doc.newline
    if "comment" in block.spans:
        start, end = block.spans["comment"]
        return start, end, [line] if merged else []
    return block.start + 1, block.start + 1, [line] if merged else []


def editable_block(doc: Document, number: int) -> Block:
    """The block to edit; DamagedBlock when it does not parse (it is never rewritten)."""
    block = doc.block_for(number)
    if block is not None:
        return block
    damaged = doc.any_block_for(number)
    if damaged is not None:
        where = "; ".join(str(p) for p in damaged.problems)
        name = doc.lines[damaged.start].split()[1]  # the ID as its header spells it
        raise DamagedBlock(f"entry {name} does not parse, so errkb will not rewrite it: {where}",
                           "fix the block by hand (see `errkb doctor`)")
    raise NotFound(f"no entry {number}")


def _insertion_point(doc: Document, block: Block, key: str) -> int:
    order = list(FIELD_ORDER)
    position = order.index(key)
    for earlier in reversed(order[:position]):
        if earlier in block.spans:
            return block.spans[earlier][1]
    for later in order[position + 1:]:
        if later in block.spans:
            return block.spans[later][0]
    end = block.end
    while end > block.start + 1 and not doc.lines[end - 1].strip():
        end -= 1
    return end


def _prove_only_target_changed(before: Document, after: Document, number: int, changes: dict[str, str],
                               meta: dict[str, str | None]) -> None:
    # In order, as lists: the blocks under headings without an ID all have no number.
    old = [(b.number, "".join(before.lines[b.start:b.end])) for b in before.blocks if b.number != number]
    new = [(b.number, "".join(after.lines[b.start:b.end])) for b in after.blocks if b.number != number]
    if old != new or "".join(before.lines[: before.preamble_end]) != "".join(after.lines[: after.preamble_end]):
        raise ErrkbError("refusing to write: the edit would have changed other blocks")
    was, now = before.block_for(number), after.block_for(number)
    if was is None or now is None or was.entry is None or now.entry is None:
        raise ErrkbError("refusing to write: the edited block no longer parses")
    for key in ("title", "fingerprint", "category", "hits", "trigger", "raw", "fix", "status", "notes"):
        expected = changes.get(key, getattr(was.entry, key))
        if key == "status":
            expected = expected or "open"
        if getattr(now.entry, key) != expected:
            raise ErrkbError(f"refusing to write: field {key} would not read back as written")
    wanted = {key: value for key, value in was.entry.meta.items() if key not in meta}
    wanted.update({key: value for key, value in meta.items() if value})
    if now.entry.meta != wanted:
        raise ErrkbError("refusing to write: the machine comment would not read back as written")
