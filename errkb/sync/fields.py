"""How one entry's fields merge when both sides changed it (docs/sync.md, "Merge rules"), and
one entry folded into another.

A field only one side changed takes that side's value. A field both changed differently:
Notes keep the lines of both; Status takes the one higher in `STATUS_PRECEDENCE`; Fix keeps the
primary side's and adds the other's to Notes as an alternative; every other field takes the
primary side's value. The primary side is the one the shared remote already holds (merge.py).

Every rule here is idempotent and keeps what it merges: joining a value with itself, or with a
value already joined in, changes nothing, which is what lets a merge and a rebase (the same
changes joined in other steps) reach the same bytes.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from errkb.valueclass import replace

from ..kb.labels import ALIASES, MERGED_SIGS, RENUMBERED_FROM, format_id, join_list, split_list
from ..kb.store import KbFormat
from ..model import Entry

# Higher wins when both sides set a different status. A person's decision to silence an entry
# (`ignore`: noise never to be captured; `wontfix`) outranks a recorded fix, which outranks the
# default. A status this errkb does not know yet ranks below `open`: it is kept only when the
# other side left the status as it was.
STATUS_PRECEDENCE = ("open", "fixed", "wontfix", "ignore")
LIST_KEYS = (ALIASES, RENUMBERED_FROM, MERGED_SIGS)
ALTERNATIVE = "Alternative fix (merged from another clone):"
Value = TypeVar("Value", str, int)


def merge_value(base: Value | None, primary: Value, other: Value) -> Value | None:
    """The 3-way result of one value, or None when both sides changed it differently."""
    if primary == other or other == base:
        return primary
    if primary == base:
        return other
    return None


def merge_status(base: str | None, primary: str, other: str) -> str:
    merged = merge_value(base, primary, other)
    if merged is not None:
        return merged
    return max((primary, other), key=_status_rank)


def _status_rank(status: str) -> tuple[int, str]:
    rank = STATUS_PRECEDENCE.index(status) if status in STATUS_PRECEDENCE else -1
    return rank, status  # two unknown statuses: the same one whichever side is which


def merge_fix(base: str | None, primary: str, other: str) -> tuple[str, str]:
    """(the Fix, an alternative fix for Notes or ""): a fix is never dropped."""
    merged = merge_value(base, primary, other)
    if merged is not None:
        return merged, ""
    if not primary:
        return other, ""
    return primary, other if other else ""


def merge_notes(base: str | None, primary: str, other: str, alternative: str = "", superseded: str = "",
                known_fixes: tuple[str, ...] = ()) -> str:
    """Notes from both sides: one side's change as it is, both sides' as the union of their
    lines (a line one side deleted from the base stays deleted), then the alternative fix.

    `superseded`: the base's fix, when both sides replaced it. An alternative naming it was added
    by an earlier step of the same merge (a rebase replays each commit) and is no side's fix now.
    `known_fixes`: the three versions' fixes; their alternative blocks go last in a joined text."""
    merged = merge_value(base, primary, other)
    if merged is None:
        lines = union_lines(primary.split("\n"), other.split("\n"))
        if base:
            kept_by_both = set(primary.split("\n")) & set(other.split("\n"))
            deleted = set(base.split("\n")) - kept_by_both
            lines = [line for line in lines if line not in deleted]
        merged = _alternatives_last("\n".join(lines).strip("\n"), known_fixes)
    if superseded and alternative:
        merged = _without_alternative(merged, superseded)
    return add_alternative(merged, alternative)


def _alternatives_last(notes: str, fixes: tuple[str, ...]) -> str:
    """Notes joined from both sides with each alternative block of a known fix moved to the end,
    where a merge of the same commits puts it: a rebase replays the commit that added it before a
    later note of the same side, a merge adds it after that side's notes. Both must give one text."""
    lines = notes.split("\n") if notes else []
    found = sorted((at, block) for fix in dict.fromkeys(f for f in fixes if f.strip())
                   if (at := _find_run(lines, block := _alternative_block(fix).split("\n"))) >= 0)
    for at, block in reversed(found):  # from the back, so the places found earlier still hold
        del lines[at:at + len(block)]
    return "\n".join([*lines, *(line for _, block in found for line in block)])


def _find_run(lines: list[str], run: list[str]) -> int:
    """Where `run` stands as whole lines in `lines`, or -1."""
    return next((i for i in range(len(lines) - len(run) + 1) if lines[i:i + len(run)] == run), -1)


def _alternative_block(fix: str) -> str:
    return f"{ALTERNATIVE} {fix}" if "\n" not in fix else f"{ALTERNATIVE}\n{fix}"


def _without_alternative(notes: str, fix: str) -> str:
    lines, block = notes.split("\n"), _alternative_block(fix).split("\n")
    at = _find_run(lines, block)
    return notes if at < 0 else "\n".join(lines[:at] + lines[at + len(block):])


def add_alternative(notes: str, fix: str) -> str:
    """Notes with `fix` added as an alternative, unless they hold it already."""
    if not fix.strip():
        return notes
    block = _alternative_block(fix)
    if _find_run(notes.split("\n"), block.split("\n")) >= 0:
        return notes
    return f"{notes}\n{block}" if notes else block


def union_lines(first: list[str], second: list[str]) -> list[str]:
    """Every line of both lists, the lines they share once: the common subsequence in place,
    and where they differ, `first`'s lines, then `second`'s. Both are subsequences of the result,
    so joining the result with either again changes nothing."""
    common = _common_subsequence(first, second)
    out: list[str] = []
    i = j = 0
    for line in [*common, None]:
        while i < len(first) and (line is None or first[i] != line):
            out.append(first[i])
            i += 1
        while j < len(second) and (line is None or second[j] != line):
            out.append(second[j])
            j += 1
        if line is not None:
            out.append(line)
            i, j = i + 1, j + 1
    return out


def _common_subsequence(first: list[str], second: list[str]) -> list[str]:
    """A longest common subsequence (notes are a few lines; the table is small)."""
    if first == second:
        return list(first)
    rows, cols = len(first), len(second)
    table = [[0] * (cols + 1) for _ in range(rows + 1)]
    for i in range(rows - 1, -1, -1):
        for j in range(cols - 1, -1, -1):
            table[i][j] = (table[i + 1][j + 1] + 1 if first[i] == second[j]
                           else max(table[i + 1][j], table[i][j + 1]))
    out, i, j = [], 0, 0
    while i < rows and j < cols:
        if first[i] == second[j]:
            out.append(first[i])
            i, j = i + 1, j + 1
        elif table[i + 1][j] >= table[i][j + 1]:
            i += 1
        else:
            j += 1
    return out


def merge_meta(base: Mapping[str, str] | None, primary: Mapping[str, str],
               other: Mapping[str, str]) -> dict[str, str]:
    """The machine comment, key by key; lists (aliases, renumbered-from, merged-sigs) changed on
    both sides keep the items of both. Key order: the primary side's, then the other's."""
    out: dict[str, str] = {}
    for key in dict.fromkeys([*primary, *other]):
        was = (base or {}).get(key, "")  # without a base, a key only one side has is that side's
        mine, theirs = primary.get(key, ""), other.get(key, "")
        merged = merge_value(was, mine, theirs)
        if merged is None:
            merged = join_list([*split_list(mine), *split_list(theirs)]) if key in LIST_KEYS else mine
        if merged:
            out[key] = merged
    return out


def add_to_list(meta: dict[str, str], key: str, *items: str) -> None:
    """Add items to a machine-comment list field, keeping the ones it holds."""
    value = join_list([*split_list(meta.get(key, "")), *items])
    if value:
        meta[key] = value


def merge_entries(base: Entry | None, primary: Entry, other: Entry) -> Entry:
    """One entry as both sides changed it, field by field by the rules above; without a base, as
    two versions of one entry (an error created on both sides)."""
    def was(name: str) -> str:
        return getattr(base, name) if base is not None else ""

    changes: dict[str, Any] = {}
    for name in ("title", "fingerprint", "category", "trigger", "raw"):
        value = merge_value(was(name), getattr(primary, name), getattr(other, name))
        changes[name] = getattr(primary, name) if value is None else value
    fix, alternative = merge_fix(was("fix"), primary.fix, other.fix)
    first = merge_value(base.first_seen if base else None, primary.first_seen, other.first_seen)
    last = merge_value(base.last_seen if base else None, primary.last_seen, other.last_seen)
    hits = merge_value(base.hits if base else None, primary.hits, other.hits)
    changes.update(
        fix=fix, notes=merge_notes(was("notes"), primary.notes, other.notes, alternative, superseded=was("fix"),
                                   known_fixes=(was("fix"), primary.fix, other.fix)),
        status=merge_status(base.status if base else None, primary.status, other.status),
        # Seen on both sides differently: the earliest first, the latest last, the larger count.
        first_seen=first if first is not None else min(filter(None, (primary.first_seen, other.first_seen)), default=""),
        last_seen=last if last is not None else max(primary.last_seen, other.last_seen),
        hits=hits if hits is not None else max(primary.hits, other.hits),
        meta=merge_meta(base.meta if base else None, primary.meta, other.meta),
    )
    return replace(primary, **changes)


def fold_into(survivor: Entry, folded: Entry, number: int, fmt: KbFormat, base: Entry | None = None) -> Entry:
    """`survivor` holding what `folded` knew too (these rules, `folded`'s `base` version as
    the base, if any), its IDs as aliases and its sig among the merged ones (so its counters
    follow). `number`: the survivor's."""
    entry = merge_entries(base, survivor, folded)
    meta = dict(entry.meta)
    if folded.number != number:
        add_to_list(meta, ALIASES, format_id(folded.number, fmt.prefix, fmt.width))
    add_to_list(meta, ALIASES, *split_list(folded.meta.get(ALIASES, "")))
    add_to_list(meta, RENUMBERED_FROM, *split_list(folded.meta.get(RENUMBERED_FROM, "")))
    add_to_list(meta, MERGED_SIGS, *split_list(folded.meta.get(MERGED_SIGS, "")), folded.sig)
    others = [sig for sig in split_list(meta.pop(MERGED_SIGS, "")) if sig != survivor.sig]
    add_to_list(meta, MERGED_SIGS, *others)  # the link that brought them together names itself no more
    return replace(entry, meta=meta)
