"""`errkb lookup` / err_lookup: an ID, a fingerprint, error text (the match tiers), or plain
words. Results best first, each saying how it was found, so an approximate answer is never
mistaken for a known one.

Plain words, in English or Chinese: a question's framing goes (`how to fix`, `怎么办`), a
condition said in a person's words stands for every way it is said (`port busy` for `EADDRINUSE`,
app/synonyms.py), Chinese terms read as the English phrases of the error vocabulary
(app/terms.py), FTS5 finds the entries that share words (title, trigger, fix, raw, notes and the
canonical form, which reads a Chinese message in English), and they are ranked by how much of
the query they hold (app/ranking.py). A result that holds less than half of the query is marked
weak.
"""

from __future__ import annotations

import re
from typing import Any

from errkb.valueclass import asdict, field, replace, valueclass

from ..derived.kbase import KnowledgeBase
from ..errors import NotFound
from ..kb.labels import format_id, parse_id
from ..kb.textfile import decode
from ..loop.match import match
from ..loop.record import threshold
from ..recognize.capture import capture
from ..recognize.fingerprint import is_fingerprint
from .ranking import Term, ranked
from .synonyms import STOP as _STOP
from .synonyms import names_condition, stem

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
    weak: bool = False  # a word search result holding less than half of the query


@valueclass
class LookupResult:
    query: str
    via: str
    results: list[Result] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"query": self.query, "via": self.via, "results": [asdict(r) for r in self.results]}


def search_terms(query: str) -> list[Term]:
    """The terms QUERY searches for: a question's framing and small words out; a phrase that says a
    condition as all the ways it is said (its Chinese wordings too), a Chinese run read as the
    English phrases of its terms (app/synonyms.py, app/terms.py), what is left of it as character
    pairs for entries written in Chinese; a plain `not found` of a thing as that thing's
    condition."""
    from .synonyms import phrases_in, uncamel
    from .terms import in_chinese, in_english

    placed, rest_of_query = phrases_in(uncamel(query).lower())
    for found in _WORD.finditer(rest_of_query):
        word = found.group().strip("'.-+")
        if _CJK.match(word):
            english, rest = in_english(word)
            placed.extend((found.start(), term) for term in english)
            for part in rest:
                placed.extend((found.start(), (pair,)) for pair in ([part] if len(part) <= 2 else
                                                                      [part[i:i + 2] for i in range(len(part) - 1)]))
        elif _FILE_WORD.search(word):
            # the file a person names is the one errkb keyed as a script or an argument
            placed.append((found.start(), (word.removeprefix("./"), "<script>" if _SCRIPT_WORD.search(word) else "<arg>")))
        elif word and word not in _STOP:
            placed.append((found.start(), (word,)))  # one letter too (`z command not found`): it ranks, it does not search
    placed = [(at, (*term, *(zh for zh in in_chinese(term) if zh not in term)) if names_condition(term) else term)
              for at, term in _not_found_of_things(placed, rest_of_query)]
    terms = list(dict.fromkeys(term for _, term in sorted(placed, key=lambda p: p[0])))
    # a word another term already stands for (`certificate` beside `ssl`'s) counts once
    return [t for t in terms if len(t) > 1 or not any(t[0] in other for other in terms if other is not t)]


def _not_found_of_things(placed: list[tuple[int, Term]], query: str) -> list[tuple[int, Term]]:
    """A plain `not found` said of a thing in the same clause of QUERY is that thing's condition:
    `找不到 python 命令` and `can't find the python command` say `command not found`."""
    from .synonyms import not_found_of, says_missing

    things = [(at, condition) for at, term in placed if (condition := not_found_of(term))]
    if not things:
        return placed
    out: list[tuple[int, Term]] = []
    for at, term in placed:
        near = [(abs(where - at), condition) for where, condition in things
                if not _CLAUSE_END.search(query, min(where, at), max(where, at))]
        if says_missing(term) and near:
            term = (*min(near)[1], *(p for p in term if not p.isascii()))
        out.append((at, term))
    return out


_CLAUSE_END = re.compile(r"[,;!?，；。！？]|\.(?!\S)")  # a dot in `node.js` ends no clause


_FILE_WORD = re.compile(r"^\.{0,2}/|\.(?:sh|bash|ps1|bat|cmd|py|js|mjs|cjs|ts|rb|go|jar|exe)$")
_SCRIPT_WORD = re.compile(r"\.(?:sh|bash|ps1|bat|cmd)$")


def search_words(query: str) -> list[str]:
    """The words of `search_terms` that the word index looks up: the query's own without their
    inflection (the index finds `install` in `installed`), or a Chinese term's first English
    phrase; of the other phrases a term stands for, those of one word (`eaddrinuse`,
    `modulenotfounderror`) and never a common one (`could`, `such`): every word is one more
    posting list to read. A word of one or two letters is read row by row, not
    from the index: only the query's own, and the query's Chinese (often two characters)."""
    said = set(_WORD.findall(query.lower()))
    words: list[str] = []
    for term in search_terms(query):
        own = [p for p in term if p.isascii() and set(_WORD.findall(p)) <= said] or list(term[:1])
        # a Chinese wording the query did not use (an English condition's) ranks, it does not search:
        # a condition has a dozen, each one more posting list to read
        for phrase in (p for p in term if p.isascii() or p in query):
            for word in _WORD.findall(phrase) or [phrase]:
                if word in said:
                    # the index finds a word by what it starts with: `denied` by `denied`, not `deny`
                    words.extend(dict.fromkeys((stem(word), word)) if not word.startswith(stem(word)) else [stem(word)])
                elif (phrase in own or " " not in phrase) and (len(word) > 2 or not word.isascii()) \
                        and word not in _GENERIC:
                    words.append(word)  # the other words of a phrase are found in its entries' ranking
    return list(dict.fromkeys(w for w in words if w not in _STOP and (len(w) > 2 or w in said or not w.isascii())))


# Words of a condition's phrases too common to look an entry up by (it is ranked by them all)
_GENERIC = frozenset("could cannot can't couldn't unable able find found such exist exists one each only use used "
                     "already named name not have has the does doesn't don't enough".split())


WEAK = 0.5  # a result holding less of the query than this is marked weak


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
    terms = search_terms(query)
    for entry, cover in ranked(mirror.search(search_words(query), limit=max(limit * 2, _SEARCHED)), terms, query):
        if entry.id not in seen:
            seen.add(entry.id)
            results.append(replace(result(entry, "search", cover), weak=cover < WEAK))
    results = results[:limit]
    return LookupResult(query, results[0].via if results else "none", results)


_SEARCHED = 20  # word search results ranked, however few are shown
