"""`errkb merge E-0055 --into E-0042`: one error recorded under two IDs, found after the fact
(`errkb doctor` names such pairs), becomes one entry.

The kept entry takes in the other's knowledge by the merge driver's own rules (fields.fold_into):
its fix, or both fixes (the other as an alternative in Notes), the notes of both, the stronger
status; the other's ID becomes an alias, its sig a merged sig, so every machine's counters for
it add up on the kept entry. The other block moves to ERRORS.archive.md with a note saying
where it went. A git merge with a clone that still edits the old entry folds that edit in too.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import ErrkbError
from ..kb.store import Store
from .fields import ALTERNATIVE, fold_into


@dataclass(frozen=True)
class FoldReport:
    kept: str
    folded: str
    fix: str
    alternative: bool  # the folded entry's fix went to Notes as an alternative

    def to_json(self) -> dict[str, object]:
        return {"schema": "errkb.merge/1", "kept": self.kept, "folded": self.folded, "fix": self.fix,
                "alternative_fix_in_notes": self.alternative}


def fold_entry(store: Store, source_id: str, target_id: str) -> FoldReport:
    store.require()
    source, target = store.entry(source_id), store.entry(target_id)
    if source.number == target.number:
        raise ErrkbError(f"{source_id} and {target_id} are one entry ({target.id}) already")
    merged = fold_into(target, source, target.number, store.format())
    meta: dict[str, str | None] = {k: v for k, v in merged.meta.items() if target.meta.get(k) != v}
    store.update(target.id, fix=merged.fix if merged.fix != target.fix else None,
                 status=merged.status if merged.status != target.status else None,
                 notes=merged.notes if merged.notes != target.notes else None, meta=meta or None)
    store.archive(source.id, reason=f"merged into {target.id} (errkb merge)")
    return FoldReport(target.id, source.id, merged.fix, ALTERNATIVE in merged.notes and ALTERNATIVE not in target.notes)
