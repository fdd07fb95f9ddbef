"""`errkb lookup` / err_lookup: an ID, a fingerprint, error text (the match tiers), or plain
words ranked by FTS5 over title, trigger, fix and raw. Results best first, each saying how it
was found, so an approximate answer is never mistaken for a known one.
"""

from __future__ import annotations

import re
from typing import Any

from errkb.valueclass import asdict, field, valueclass

from ..derived.kbase import KnowledgeBase
from ..errors import NotFound
from ..kb.labels import format_id, parse_id
from ..kb.textfile import decode
from ..loop.match import match
from ..loop.record import threshold
from ..recognize.capture import capture
from ..recognize.fingerprint import is_fingerprint

_STOP = frozenset(
    "a an the to of in on at for is are was be it its my our i we you and or but not no when while with without "
    "after before from by into this that these those how why what does do did get got fails failed failing fail "
    "error errors issue problem keeps can help please again".split()
)
_WORD = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]+|[A-Za-z0-9_][A-Za-z0-9_'.+-]*")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


@valueclass
class Result:
    """One entry found. `sig` goes with the ID: a write naming both reaches this entry even after
    a git merge gave its number to another (docs/sync.md)."""

    id: str
    title: str
    via: str
    score: float
    fix: str
    status: str
    hits: int
    approximate: bool
    sig: str = ""
    fixby: str = ""  # who wrote the fix (model.FIX_AUTHORS)


@valueclass
class LookupResult:
    query: str
    via: str
    results: list[Result] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"query": self.query, "via": self.via, "results": [asdict(r) for r in self.results]}


def search_words(query: str) -> list[str]:
    words: list[str] = []
    for word in _WORD.findall(query.lower()):
        word = word.strip("'.-+")
        if _CJK.match(word):
            words.extend([word] if len(word) <= 2 else [word[i:i + 2] for i in range(len(word) - 1)])
        elif word and word not in _STOP and len(word) > 1:
            words.append(word)
    return list(dict.fromkeys(words))


def _front_matter(kb: KnowledgeBase) -> str:
    """ERRORS.md up to its first entry: all that the ID format depends on. Reading and decoding
    the whole file (megabytes at 10k entries) was a third of a lookup."""
    head = b""
    with kb.location.errors_md.open("rb") as f:
        while chunk := f.read(16384):
            head += chunk
            if b"\n## " in head:
                break
    return decode(head)


def lookup(kb: KnowledgeBase, query: str, limit: int = 5) -> LookupResult:
    query = query.strip()
    if not query:
        raise NotFound("query is empty")
    mirror = kb.index()
    state = kb.state()
    fmt = kb.store.format(_front_matter(kb))

    def result(entry: Any, via: str, score: float) -> Result:
        hits = kb.effective(entry, state).hits
        return Result(entry.id, entry.title, via, round(score, 4), entry.fix, entry.status, hits,
                      via in ("fuzzy", "code", "search"), entry.sig, entry.fixby)

    number = parse_id(query, fmt.prefix)
    if number is not None:
        entry, via = mirror.get(number), "id"
        if entry is None:
            entry, via = mirror.by_former_id(number), "alias"
        if entry is None:
            raise NotFound(f"no entry {format_id(number, fmt.prefix, fmt.width)} (it may have been archived)")
        return LookupResult(query, via, [result(entry, via, 1.0)])
    if is_fingerprint(query):
        found = mirror.by_fingerprint(query)
        if found:
            return LookupResult(query, "fingerprint", [result(e, "fingerprint", 1.0) for e in found[:limit]])
    results: list[Result] = []
    verdict = match(capture(query, source="agent", share=kb.settings.share), mirror, threshold(kb))
    if verdict.best is not None:
        results.append(result(verdict.best.entry, verdict.best.via, verdict.best.similarity))
    seen = {r.id for r in results}
    for entry, score in mirror.search(search_words(query), limit=limit * 2):
        if entry.id not in seen:
            seen.add(entry.id)
            results.append(result(entry, "search", score))
    results = results[:limit]
    return LookupResult(query, results[0].via if results else "none", results)
