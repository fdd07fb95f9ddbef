"""The entry-level merge of two versions of ERRORS.md (or ERRORS.archive.md) against their base:
a pure function of the three texts and of what the upstream holds (`Upstream`).

1. Entries are matched by identity (blocks.py), never by ID. One side's change wins; changes on
   both sides merge field by field (fields.py). An entry one side deleted stays deleted unless
   the other side changed it.
2. The same error created on both sides (one sig) becomes one entry: the published ID, else the
   lowest, keeps it; the other IDs become its `aliases`.
3. Two entries holding one number: the one the upstream holds keeps it (a published ID never
   changes); else the one first seen earlier. A number the upstream names as an alias or a
   renumbered-from is held too: an entry not yet published moves off it, so the ID keeps
   naming what it named on the remote. The other moves past every number either side
   and the local branch's tip have used, keeping its old ID as `renumbered-from`. Past the tip's
   numbers too, so that a rebase, which replays one commit at a time, hands out the same IDs as
   a merge of all of them: a number a later commit holds is never free.
4. Blocks come in the primary side's order, then the other side's new ones in its order. The
   primary side is the one whose commit holds the upstream's (git tells the driver which), so a
   merge, where that is theirs, and a rebase, where it is ours, agree. The preamble is merged as
   text by `merge_text`.

A damaged block is kept as it is, and one a side brings to the merge (not held alike by both)
makes the merge unclean (exit 1), so a person looks at it; nothing is dropped. docs/sync.md
states these rules for people.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Mapping

from errkb.valueclass import mutable_valueclass, replace, valueclass

from ..derived.items import paused_gc
from ..kb.labels import ALIASES, MERGED_SIGS, RENUMBERED_FROM, format_id, id_numbers, split_list
from ..kb.store import KbFormat, front_matter_format
from ..model import Entry
from .blocks import UNMERGED, Identity, Item, Known, Side, read_side, render_block, settle
from .fields import add_to_list, fold_into, merge_entries, merge_value

# (base, first, second, (first's label, second's label)) → (merged text, clean): the driver
# passes `git merge-file`. First is the primary side, so the result is the same whichever is ours.
TextMerge = Callable[[str, str, str, tuple[str, str]], tuple[str, bool]]
DEFAULT_FORMAT = KbFormat()


def conflict_text(base: str, first: str, second: str, labels: tuple[str, str]) -> tuple[str, bool]:
    """The whole of both versions between conflict markers: the fallback without git."""
    def ended(text: str) -> str:
        return text if not text or text.endswith("\n") else text + "\n"

    return f"<<<<<<< {labels[0]}\n{ended(first)}=======\n{ended(second)}>>>>>>> {labels[1]}\n", False


@valueclass
class Upstream:
    """What the merge knows beyond the three texts: the branch's upstream's ERRORS.md and
    ERRORS.archive.md (what the shared remote holds); which side (`ours`, `theirs`) has the
    upstream's commit in its history, when git could say; and the highest number the local
    branch's tip uses (a rebase in progress: its commits to come). Empty: no upstream."""

    texts: tuple[str, ...] = ()
    holder: str = ""
    local_top: int = 0


def upstream_from(texts: list[str], holder: str = "", local_top: int = 0) -> Upstream:
    return Upstream(tuple(texts), holder, local_top)


@valueclass
class _Published:
    """The upstream's entries: each identity's number, its blocks' texts, its highest number,
    and the numbers its entries name as former IDs (aliases, renumbered-from): published IDs too."""

    numbers: Mapping[Identity, int]
    texts: frozenset[str]
    top: int
    formers: frozenset[int] = frozenset()


def _published(upstream: Upstream, default: KbFormat, read: dict[str, Side], known: Known) -> _Published:
    """`read`: the sides already read, by text: the upstream's file is most often one of them."""
    numbers: dict[Identity, int] = {}
    blocks: set[str] = set()
    formers: set[int] = set()
    top = 0
    for text in upstream.texts:
        side = read.get(text) or read_side(text, default, known=known)
        top = max(top, side.top)
        for item in side.items:
            blocks.add(item.text)
            if item.key[0] not in UNMERGED and item.number is not None:
                numbers.setdefault(item.key, item.number)
                for key in (ALIASES, RENUMBERED_FROM):
                    if key in item.meta:
                        formers.update(id_numbers(item.meta[key], side.fmt.prefix))
    return _Published(numbers, frozenset(blocks), top, frozenset(formers))


@valueclass
class MergeResult:
    text: str
    clean: bool
    renumbered: tuple[tuple[str, str], ...] = ()  # (old ID, new ID)
    folded: tuple[tuple[str, str], ...] = ()  # (ID folded away, the ID it now aliases)
    reasons: tuple[str, ...] = ()  # why the merge is not clean


@mutable_valueclass
class _Draft:
    """One entry of the result while it is decided: `source`'s block as it is while `entry` is
    None; once the merge changes anything, the entry's merged values."""

    key: Identity
    number: int
    entry: Entry | None
    source: Item
    new: bool  # not in the base
    published: bool
    only_on: int | None  # 0 primary, 1 other: the one side holding it; None when both do
    into: _Draft | None = None  # folded into that entry

    @property
    def meta(self) -> dict[str, str]:
        return self.entry.meta if self.entry is not None else self.source.meta

    @property
    def sig(self) -> str:
        return self.entry.sig if self.entry is not None else self.source.sig

    @property
    def first(self) -> str:
        return self.meta.get("first", "")

    def full(self) -> Entry:
        """The entry's values, its block parsed when nothing was merged into it yet."""
        entry = self.entry if self.entry is not None else self.source.entry
        assert entry is not None, "a damaged block is never a draft"
        return entry


def merge_documents(base: str, ours: str, theirs: str, upstream: Upstream | None = None,
                    merge_text: TextMerge = conflict_text, default: KbFormat = DEFAULT_FORMAT) -> MergeResult:
    # Items by the hundred thousand and no cycle among them: each collection would only walk the
    # growing heap again (a 100k-entry merge took 16 times a 10k one with the collector on).
    with paused_gc():
        return _merge_documents(base, ours, theirs, upstream or Upstream(), merge_text, default)


def _merge_documents(base: str, ours: str, theirs: str, upstream: Upstream, merge_text: TextMerge,
                     default: KbFormat) -> MergeResult:
    known: Known = {}
    o, a, b = (read_side(text, default, name, known) for text, name in ((base, "base"), (ours, "ours"), (theirs, "theirs")))
    settle(a, b)
    settle(b, a)
    published = _published(upstream, default, {base: o, ours: a, theirs: b}, known)
    flip = upstream.holder == "theirs" or (not upstream.holder and _closer_to_remote(b, a, published))
    primary, other = (b, a) if flip else (a, b)
    labels = ("remote (already shared)", "local") if published.texts else ("one side", "other side")
    preamble, preamble_clean = _merge_preamble(o.preamble, primary.preamble, other.preamble, merge_text, labels)
    fmt = front_matter_format(preamble, primary.fmt) if preamble_clean else primary.fmt
    merge = _Merge(o, primary, other, published, upstream.local_top)
    merge.run()
    blocks = merge.rendered(fmt)
    reasons = ([] if preamble_clean else ["the preamble changed on both sides: resolve its conflict markers by hand"])
    # Blocks the sides hold alike were kept as they are; the ones they differ on were read.
    reasons += [str(problem) for side in (a, b) for problem in side.problems]  # named `ours:LINE: …`
    text = _joined(preamble, blocks, primary.newline)
    return MergeResult(text, not reasons, tuple(merge.renumbered), tuple(merge.folded), tuple(reasons))


def _closer_to_remote(candidate: Side, rival: Side, upstream: _Published) -> bool:
    """Whether `candidate` looks like the side holding the remote's commit, when git could not say:
    the one holding more of the remote's entries under their IDs, then more of its blocks as they
    are there; on a tie, a choice that does not depend on which side is ours."""
    def rank(side: Side) -> tuple[int, int, int, str]:
        numbered = sum(1 for item in side.items if upstream.numbers.get(item.key) == item.number)
        held = sum(1 for item in side.items if item.text in upstream.texts)
        whole = side.preamble + "".join(i.text for i in side.items)
        digest = hashlib.sha256(whole.encode("utf-8", "surrogateescape")).hexdigest()
        return numbered, held, len(side.items), digest

    return rank(candidate) > rank(rival)


def _merge_preamble(base: str, first: str, second: str, merge_text: TextMerge,
                    labels: tuple[str, str]) -> tuple[str, bool]:
    merged = merge_value(base, first, second)
    if merged is not None:
        return merged, True
    return merge_text(base, first, second, labels)


def _joined(preamble: str, blocks: list[str], newline: str) -> str:
    if not blocks:
        return preamble
    if preamble and not preamble.endswith(("\n\n", "\r\n\r\n")):
        preamble += newline if preamble.endswith("\n") else newline + newline
    return preamble + newline.join(blocks)


class _Merge:
    def __init__(self, base: Side, primary: Side, other: Side, upstream: _Published, local_top: int) -> None:
        self.base, self.primary, self.other, self.upstream = base, primary, other, upstream
        self.local_top = local_top
        self.order: list[Identity] = []
        self.drafts: dict[Identity, _Draft] = {}
        self.damaged: dict[Identity, Item] = {}
        self.renumbered: list[tuple[str, str]] = []
        self.folded: list[tuple[str, str]] = []
        self.fmt = primary.fmt

    def run(self) -> None:
        keys = [i.key for i in self.primary.items] + [i.key for i in self.other.items if i.key not in self.primary.by_key]
        for key in keys:
            self._take(key)
        self._fold_duplicates()
        self._renumber_clashes()
        self._move_taken_aliases()

    # -- 1. entries by identity ------------------------------------------------------------
    def _take(self, key: Identity) -> None:
        o, p, q = (side.by_key.get(key) for side in (self.base, self.primary, self.other))
        if key[0] in UNMERGED:
            if (p is not None and q is not None) or o is None:
                self.damaged[key] = p or q  # type: ignore[assignment]
                self.order.append(key)
            return
        merged = _merged_entry(o, p, q)
        if merged is None:
            return  # deleted on one side, unchanged on the other
        entry, source = merged
        number = self.upstream.numbers.get(key)
        if number is None:
            number = _merged_number(o, p, q)
        only_on = None if p is not None and q is not None else (0 if p is not None else 1)
        self.drafts[key] = _Draft(key, number, entry, source, o is None, key in self.upstream.numbers, only_on)
        self.order.append(key)

    # -- 2. the same error created on both sides ---------------------------------------------
    def _fold_duplicates(self) -> None:
        drafts = {d.key: d for d in self.drafts.values()}
        base_items = [i for i in self.base.items if i.key[0] not in UNMERGED]
        before = [set(g) for g in same_error_groups([(i.key, i.sig, i.meta) for i in base_items])]
        for keys in same_error_groups([(d.key, d.sig, d.meta) for d in drafts.values()]):
            if any(set(keys) <= group for group in before):
                continue  # duplicates the base had already: `errkb doctor` names them for a person
            survivor, *rest = sorted((drafts[k] for k in keys), key=_survivor_rank)
            for draft in rest:
                self._fold(draft, survivor)

    def _fold(self, draft: _Draft, survivor: _Draft) -> None:
        # Against the folded entry's base version: where the survivor still holds what the folded
        # entry held then, the folded entry's newer value wins (a rebase folds it once per commit).
        was = self.base.by_key.get(draft.key)
        survivor.entry = fold_into(survivor.full(), draft.full(), survivor.number, self.fmt,
                                   was.entry if was is not None else None)
        draft.into = survivor
        if draft.number != survivor.number:
            self.folded.append((self._id(draft.number), self._id(survivor.number)))

    # -- 3. two entries holding one number ---------------------------------------------------
    def _renumber_clashes(self) -> None:
        live = self._live()
        holders: dict[int, list[_Draft]] = {}
        for draft in live:
            holders.setdefault(draft.number, []).append(draft)
        # A number the upstream names as a former ID answers for its entry there, so an entry
        # not yet published moves off it as off a published header (whichever way it arrives:
        # a merge and a rebase must both see the clash, not only the step that made the alias).
        moving = {d.key for d in live if not d.published and d.number in self.upstream.formers}
        for group in holders.values():
            if len(group) > 1:
                keeper = min(group, key=_keeper_rank)
                moving.update(d.key for d in group if d is not keeper)
        if not moving:
            return
        staying = [d.number for d in live if d.key not in moving]
        damaged = [i.number for i in self.damaged.values() if i.number is not None]
        formers = [n for d in live for key in (ALIASES, RENUMBERED_FROM) if key in d.meta
                   for n in id_numbers(d.meta[key], self.fmt.prefix)]
        used = (self.base.top, self.primary.top, self.other.top, self.upstream.top, self.local_top)
        start = 1 + max([*staying, *damaged, *formers, *used])
        for draft in sorted((self.drafts[k] for k in moving), key=_move_order):
            old = self._id(draft.number)
            meta = dict(draft.meta)
            add_to_list(meta, RENUMBERED_FROM, old)
            draft.entry = replace(draft.full(), meta=meta)
            self.renumbered.append((old, self._id(start)))
            draft.number = start
            start += 1

    def _move_taken_aliases(self) -> None:
        """An alias naming a number another entry holds only answers with the sig: it becomes a
        renumbered-from (an ID answers for its own entry first). Only in entries this merge
        changed: it never rewrites a block both sides left as it was."""
        held = {d.number for d in self._live()}
        for draft in self._live():
            if draft.entry is None or ALIASES not in draft.meta:
                continue
            aliases = split_list(draft.meta[ALIASES])
            taken = [a for a in aliases if (numbers := id_numbers(a, self.fmt.prefix)) and numbers[0] in held]
            if not taken:
                continue
            meta = dict(draft.meta)
            kept = [a for a in aliases if a not in taken]
            if kept:
                meta[ALIASES] = ",".join(kept)
            else:
                del meta[ALIASES]
            add_to_list(meta, RENUMBERED_FROM, *taken)
            draft.entry = replace(draft.full(), meta=meta)

    # -- 4. the result -------------------------------------------------------------------
    def rendered(self, fmt: KbFormat) -> list[str]:
        self.fmt = fmt
        out = []
        for key in self.order:
            if key in self.damaged:
                out.append(self.damaged[key].text)
                continue
            draft = self.drafts[key]
            if draft.into is not None:
                continue
            unchanged = draft.entry is None and draft.number == draft.source.number
            out.append(draft.source.text if unchanged else render_block(draft.source, draft.full(), draft.number, fmt))
        return out

    def _live(self) -> list[_Draft]:
        return [d for d in self.drafts.values() if d.into is None]

    def _id(self, number: int) -> str:
        return format_id(number, self.fmt.prefix, self.fmt.width)


def _merged_entry(o: Item | None, p: Item | None, q: Item | None) -> tuple[Entry | None, Item] | None:
    """(the merged entry, or None when a block stands as it is; the block to write it from), or
    None when one side deleted an entry the other left unchanged."""
    if p is not None and q is not None:
        if p.text == q.text or (o is not None and q.text == o.text):
            return None, p
        if o is not None and p.text == o.text:
            return None, q
        assert p.entry is not None and q.entry is not None  # settle() re-keyed damaged ones
        return merge_entries(o.entry if o is not None else None, p.entry, q.entry), p
    one = p or q
    assert one is not None
    if o is not None and one.text == o.text:
        return None
    return None, one  # new on that side, or changed there and deleted on the other: kept


def _merged_number(o: Item | None, p: Item | None, q: Item | None) -> int:
    numbers = [i.number for i in (p, q) if i is not None and i.number is not None]
    if len(numbers) == 1:
        return numbers[0]
    was = o.number if o is not None else None
    merged = merge_value(was, numbers[0], numbers[1])
    return merged if merged is not None else max(numbers)


def same_error_groups(entries: list[tuple[Identity, str, dict[str, str]]]) -> list[list[Identity]]:
    """Entries (identity, sig, machine comment) linked by a shared sig: an entry's own, or one
    folded into it earlier (`merged-sigs`)."""
    parent: dict[str, str] = {}

    def root(sig: str) -> str:
        while parent.setdefault(sig, sig) != sig:
            sig = parent[sig]
        return sig

    for _, sig, meta in entries:
        linked = meta.get(MERGED_SIGS)
        for merged in split_list(linked) if sig and linked else ():
            parent[root(merged)] = root(sig)
    groups: dict[str, list[Identity]] = {}
    for key, sig, _ in entries:
        if sig:
            groups.setdefault(root(sig), []).append(key)
    return [g for g in groups.values() if len(g) > 1]


def _survivor_rank(draft: _Draft) -> tuple[int, int, int, str, Identity]:
    """Published first; then one that took others in before (`errkb merge` named it the one to
    keep); then the lowest ID, the first seen."""
    took_in = 0 if draft.meta.get(MERGED_SIGS) or draft.meta.get(ALIASES) else 1
    return (0 if draft.published else 1), took_in, draft.number, draft.first, draft.key


def _keeper_rank(draft: _Draft) -> tuple[int, int, str, Identity]:
    """Who keeps a number two entries hold: the published one; else one the base had (a rebase
    replays a commit onto entries it already moved); else the one first seen; ties by sig."""
    return (0 if draft.published else 1), (1 if draft.new else 0), draft.first, draft.key


def _move_order(draft: _Draft) -> tuple[int, int, str, Identity]:
    return draft.number, (draft.only_on or 0), draft.first, draft.key
