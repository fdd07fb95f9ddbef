"""Ranking word-search results by how much of a lookup query each holds (app/lookup.py reads
the query into terms; this weighs them).

Each term is weighted by how rare it is among the results; what went wrong (a condition) counts
double, a number half; a term held in other words than the query's a little less. Of the entries
saying the query's condition, one that prints a name the query says (its program, a value it
quotes) is the one meant; an identifier the query says (`get_info`) that one or two results hold
weighs more whatever the condition. An errno name says its strerror (`ECONNREFUSED`: `connection
refused`). A query that quotes a message counts the run of words it quotes. Read
only by `errkb lookup` and the MCP `err_lookup`, never on a hook's path.
"""

from __future__ import annotations

import math
import re
from functools import lru_cache
from typing import Any

from errkb.model import headline_of
from errkb.recognize.errnos import STRERROR
from errkb.valueclass import valueclass

from .synonyms import STOP as _STOP
from .synonyms import THINGS, holds, is_condition, names_condition, phrase_pattern
from .terms import said_as

Term = tuple[str, ...]  # phrases any one of which an entry may hold for one word of the query


def ranked(found: list[tuple[Any, float]], terms: list[Term], query: str = "") -> list[tuple[Any, float]]:
    """Word search results by how much of the query they hold. Each term is weighted by how rare
    it is among them (a term every result holds says nothing); a condition (`permission denied`,
    `被拒绝`: what went wrong) counts double, a number (more often a value than what went wrong)
    half; a term held only in other words than QUERY's own (`postgresql` for `postgres`) counts a
    little less; of the results saying the query's condition, a name the query says that only
    one or two of them print counts double for those (`_name_decides`). A query that quotes a
    message (`does not have a Release file`) counts the longest run of its words a result holds
    verbatim as one more term. Of two that hold as much, the one whose message the query explains
    more of comes first (`<script>: Permission denied` before a container's `exec <script>:
    permission denied` for `permission denied running ./install.sh`), then the word index's order."""
    if not found or not terms:
        return found
    texts = [_searched_text(entry) for entry, _ in found]
    own = query.lower()
    held = {term: [_held(text, term, own) for text in texts] for term in terms}
    weight = {term: math.log(1 + len(found) / (1 + sum(1 for h in held[term] if h))) * _importance(term)
              for term in terms}
    _name_decides(found, terms, held, weight)
    _identifier_decides(terms, held, weight, _mixed_case(query))
    _number_decides(found, terms, held, weight)
    # the message as printed, and as errkb reads it (a Chinese message in English), without a
    # command's `java →` before it
    quoted = _quoted([f"{entry.raw}\n{entry.canon.split(' → ', 1)[-1]}".lower() for entry, _ in found], own)
    total = sum(weight.values()) + quoted.weight or 1.0
    cover = [(sum(weight[t] * held[t][i] for t in terms) + quoted.weight * quoted.share[i]) / total
             for i in range(len(found))]
    rounded = [round(c, 6) for c in cover]
    # only a tie among the first few shown asks how much of a message the query explains
    tied = {c for c in sorted(rounded, reverse=True)[:_TIES_SHOWN] if rounded.count(c) > 1}
    explained = [_explained(entry.title, terms) if rounded[i] in tied else 0.0 for i, (entry, _) in enumerate(found)]
    order = sorted(range(len(found)), key=lambda i: (-rounded[i], -explained[i], i))
    return [(found[i][0], cover[i]) for i in order]


@valueclass
class Quoted:
    """How much of a query each result holds verbatim (its longest run of the query's words, as
    a share of them), and the weight that counts for."""

    share: list[float]
    weight: float = 0.0


def _quoted(texts: list[str], query: str) -> Quoted:
    """How much of QUERY each of TEXTS (the messages as printed) holds verbatim."""
    # a run of words goes no further than the query's ASCII text: not across Chinese
    runs = [tuple(words) for part in _NOT_PLAIN.split(query) if len(words := _QUERY_WORD.findall(part)) >= QUOTED_RUN]
    if not runs:
        return Quoted([0.0] * len(texts))
    said = len(_QUERY_WORD.findall(query))
    share = [max(_longest_run(_one_spaced(text), words) for words in runs) / said
             if any(sum(1 for word in words if word in text) >= QUOTED_RUN for words in runs) else 0.0
             for text in texts]  # a text holding fewer of a run's words than a quote has quotes none
    held = sum(1 for s in share if s)
    return Quoted(share, math.log(1 + len(texts) / (1 + held)) if held else 0.0)


def _longest_run(text: str, words: tuple[str, ...]) -> int:
    """The most consecutive WORDS TEXT holds as they are, QUOTED_RUN at least, else 0. One pass
    over TEXT's words, extending the runs that end at each query position the word stands at, so
    a pasted page of output costs its length, not its length cubed."""
    where: dict[str, list[int]] = {}
    for j, word in enumerate(words):
        where.setdefault(word, []).append(j)
    best, ending = 0, dict[int, int]()  # ending[j]: the run of query words ending at j that ends here in TEXT
    for word in text.split(" "):
        ending = {j: ending.get(j - 1, 0) + 1 for j in where.get(word, ())}
        best = max(best, *ending.values()) if ending else best
    return best if best >= QUOTED_RUN else 0


@lru_cache(maxsize=256)
def _one_spaced(text: str) -> str:
    """TEXT's words, one space apart: a run is found across its punctuation (`ls: cannot`)."""
    return " ".join(_QUERY_WORD.findall(text))


QUOTED_RUN = 4  # the fewest words of a query that quote a message (`does not have a`)
_QUERY_WORD = re.compile(r"[a-z0-9_][a-z0-9_'.+-]*[a-z0-9_]|[a-z0-9]")
_NOT_PLAIN = re.compile(r"[^\x00-\x7f]+")
CONDITION = 2.0  # the weight of a condition against a thing
LITERAL = 2.0  # the weight of a name the query shares with the literals of one or two entries only
_NAMED_BY_FEW = 2
_TIES_SHOWN = 5
NUMBER = 0.5  # the weight of a number
OTHER_WORDS = 0.9  # a term held only in other words than the query's
TRANSLATED = 0.95  # a Chinese condition held in its own English, not as printed in Chinese
# ... and in another wording of its condition: a Chinese query has no English words of its own,
# so its translation is all that tells two wordings of one condition apart
OTHER_CONDITION_WORDS = 0.8


def _importance(term: Term) -> float:
    if term[0].isdigit():
        return NUMBER
    return CONDITION if is_condition(term) else 1.0


def _name_decides(found: list[tuple[Any, float]], terms: list[Term], held: dict[Term, list[float]],
                  weight: dict[Term, float]) -> None:
    """Of the entries saying the query's condition (`command not found`), the one that prints a
    name the query says (`yarn`, `conda`, `auto-py-to-exe`: its program, a value it quotes) is the
    one meant: a name that one or two of them print, and none of the others holds, weighs LITERAL
    times more for those, as much as before for any entry without the condition."""
    conditions = [t for t in terms if names_condition(t)]
    if not conditions:
        return
    saying = [i for i in range(len(found)) if all(held[c][i] for c in conditions)]
    names = {i: _names(found[i][0].title, found[i][0].trigger, found[i][0].raw) for i in saying}
    for term in terms:
        if len(term) != 1 or not term[0].isascii() or term[0].isdigit() or term in conditions:
            continue
        holding = {i for i in saying if held[term][i]}
        if 0 < len(holding) <= _NAMED_BY_FEW and all(term[0] in names[i] for i in holding):
            weight[term] *= LITERAL
            held[term] = [h if i in holding else h / LITERAL for i, h in enumerate(held[term])]


def _identifier_decides(terms: list[Term], held: dict[Term, list[float]], weight: dict[Term, float],
                        mixed_case: frozenset[str] = frozenset()) -> None:
    """An identifier the query says (`get_info`, `Qt5Config`, `libssl.so.3`: a word with `_`, `.`
    or digits among its letters, or one the query writes with a capital inside, `AbstractFFTs`)
    that one or two results hold names what the query is about, whatever its condition words match
    elsewhere: it weighs LITERAL times more for those."""
    for term in terms:
        if len(term) != 1 or not (_IDENTIFIER.fullmatch(term[0]) or term[0] in mixed_case):
            continue
        holding = [i for i, h in enumerate(held[term]) if h]
        if 0 < len(holding) <= _NAMED_BY_FEW:
            weight[term] *= LITERAL


def _number_decides(found: list[tuple[Any, float]], terms: list[Term], held: dict[Term, list[float]],
                    weight: dict[Term, float]) -> None:
    """A number the query says that one or two results keep in their canonical form names what is
    wrong there (normalize keeps only such numbers: `source option 5`, `class file major version
    61`, `exit code 137`, `error 1045`): it weighs as an identifier for those, as little as a
    number does (a port, a line) for the results that only print it."""
    for term in terms:
        if len(term) != 1 or not term[0].isdigit():
            continue
        kept = re.compile(rf"(?<![\w.<]){term[0]}(?![\w.>])")
        holding = {i for i, (entry, _) in enumerate(found) if held[term][i] and kept.search(entry.canon)}
        if 0 < len(holding) <= _NAMED_BY_FEW:
            weight[term] *= LITERAL / NUMBER
            held[term] = [h if i in holding else h * NUMBER for i, h in enumerate(held[term])]


def _mixed_case(query: str) -> frozenset[str]:
    """The words QUERY writes with a capital after their first letter (`AbstractFFTs`, `HttpApiClient`),
    lower-cased as terms are: a name, as a person copies it."""
    return frozenset(word.lower() for word in _MIXED_CASE.findall(query))


_MIXED_CASE = re.compile(r"\b[A-Za-z][a-z0-9]*[A-Z][A-Za-z0-9]*\b")
# `_` or `.` inside (`get_info`, `python3.11`, `libgl.so.1`), or letters and digits over six or more
# characters (`qt5config`, `e2fsprogs`); not a short technical word (`utf8`, `http2`, `k8s`, `ipv6`,
# `x86`), nor `6379`, nor `bash`
_IDENTIFIER = re.compile(r"(?=[\w.+-]*[a-z])(?:(?=[\w.+-]*[a-z0-9][_.][a-z0-9])|(?=[\w.+-]*\d)(?=[\w.+-]{6}))"
                         r"_*[a-z0-9][\w.+-]*[a-z0-9]")  # `__fish_describe_command`: a private name too


@lru_cache(maxsize=256)
def _names(title: str, trigger: str, raw: str) -> frozenset[str]:
    """The literal names an entry prints: its command's program, the values it quotes, the program
    that prefixes a line of its message (`pnpm : The term …`, `bash: yarn: command not found`), a
    function it names (`mkdir(…)`)."""
    names = {m.group(1) for m in _TAG_NAME.finditer(title)}
    words = trigger.strip("` ").split()
    program = next((w for w in words if w not in _LAUNCHERS and not w.startswith("-")), "")
    names.add(re.split(r"[\\/]", program)[-1].removesuffix(".exe"))
    for text in (title, raw):
        names.update(m.group(1) or m.group(2) for m in _QUOTED.finditer(text))
        names.update(name for m in _LINE_PROGRAM.finditer(text) for name in m.groups() if name)
        names.update(_CALLED.findall(text))
    return frozenset(name for name in map(str.lower, names) if name and name not in _LEVELS)


_LAUNCHERS = frozenset("sudo env time nohup exec doas".split())
_LEVELS = frozenset("error err warning warn fatal info note hint debug critical e n w".split())
_TAG_NAME = re.compile(r"^\[[a-z]+:([^\]\s]+)\]")
_QUOTED = re.compile(r"['‘“`\"]([\w.+-]{1,60})['’”`\"]|\bnamed ([\w.+-]+)")
_LINE_PROGRAM = re.compile(r"^([\w.+-]+) ?:(?!\S)(?: ([\w.+-]+):(?!\S))?", re.M)
_CALLED = re.compile(r"\b([A-Za-z_][\w.]*)\(")


def _held(text: str, term: Term, query: str) -> float:
    """1 when TEXT holds TERM as QUERY says it, TRANSLATED when as its Chinese condition's own
    English, OTHER_WORDS (OTHER_CONDITION_WORDS for a Chinese condition) when only in other words,
    else 0."""
    # `<arg>` is the file the query named; a Chinese condition is said as its own English
    # (`找不到路径` as `cannot find path`, not `no such file`), most of all by an entry printed in Chinese
    said = [phrase for phrase in term if phrase.isascii() and phrase in query or phrase.startswith("<")]
    chinese = next((phrase for phrase in term if not phrase.isascii() and phrase in query), "")
    if not said and chinese and is_condition(term):
        if _holds(text, (chinese,)):
            return 1.0
        if _holds(text, said_as(chinese)):
            return TRANSLATED
        return OTHER_CONDITION_WORDS if _holds(text, term) else 0.0
    if said and _holds(text, tuple(said)):
        return 1.0
    if _holds(text, term):
        return OTHER_WORDS if said else 1.0
    return 0.0


def _explained(title: str, terms: list[Term]) -> float:
    """How much of an entry's message (its title without the source tag) the query's terms hold."""
    message = headline_of(title).lower()
    words = [w for w in _TITLE_WORD.finditer(message) if w.group() not in _STOP]
    if not words:
        return 0.0
    covered: set[int] = set()
    for term in terms:
        for phrase in term:
            pattern = phrase_pattern(phrase) if holds(message, phrase) else None
            for hit in pattern.finditer(message) if pattern else ():
                covered.update(range(hit.start(), hit.end()))
    return sum(1 for w in words if w.start() in covered) / len(words)


_TITLE_WORD = re.compile(r"(?<![<\w])[a-z][a-z0-9_']*")


def _searched_text(entry: Any) -> str:
    return _text_of(entry.title, entry.trigger, entry.fix, entry.raw, entry.notes, entry.canon)


@lru_cache(maxsize=256)
def _text_of(*fields: str) -> str:
    """The fields, lower-cased, with the words a person types for their identifiers (a long-lived
    process meets the same entries query after query: each is read once)."""
    text = " ".join(fields)
    # `ClassNotFoundException` says `class not found`: its words count as words
    camel = " ".join(_CAMEL.findall(" ".join(_CAMEL_WORD.findall(text))))
    # `service-list-builder` is the `ServiceListBuilder` a person types; `-lubox` the library `ubox`
    joined = " ".join(re.sub(r"[-_]", "", w) for w in _JOINED_WORD.findall(text))
    libraries = " ".join(_LINKED.findall(text))
    # `no makefile found` says `makefile not found` (`no matches found` says nothing is missing)
    found = " ".join(f"{thing} not found" for thing in (_NO_THING_FOUND.findall(text) if " found" in text else ())
                     if thing.lower() in THINGS or thing.lower().endswith("file") or "." in thing)
    # `sh: 1: yarn: not found`, `-ash: bash: not found`: how dash, ash and busybox say command not found
    shell = "command not found" if ": not found" in text and _SHELL_NOT_FOUND.search(text) else ""
    # `ECONNREFUSED` says `connection refused`, `EACCES` `permission denied`: an errno name says its strerror
    errnos = " ".join(phrase for name in {m.lower() for m in _ERRNO_NAME.findall(text)} for phrase in STRERROR[name])
    return f"{text} {camel} {joined} {libraries} {found} {shell} {errnos}".lower()


_ERRNO_NAME = re.compile(r"\b(?:" + "|".join(STRERROR) + r")\b", re.IGNORECASE)
_CAMEL_WORD = re.compile(r"\b[A-Z]?[a-z]+(?:[A-Z][a-z]+)+\b")
_CAMEL = re.compile(r"[A-Z]?[a-z]+")
_LINKED = re.compile(r"(?<!\S)-l([A-Za-z0-9_+-]+)")
_SHELL_NOT_FOUND = re.compile(r"(?m)^(?:-?\w*sh|/[\w/]*/\w*sh)(?:: (?:line )?\d+)?: [^\s:]+: not found\s*$")
_NO_THING_FOUND = re.compile(r"\b[Nn]o ([\w.-]+) found\b")
_JOINED_WORD = re.compile(r"\b[A-Za-z]+(?:[-_][A-Za-z0-9]+)+\b")


def _holds(text: str, term: Term) -> bool:
    if not text.isascii():
        return any(holds(text, phrase) for phrase in term)
    return any(holds(text, phrase) for phrase in term if phrase.isascii())  # most entries: no Chinese to look for

