"""Logs → distinct errors. `cluster_keys` groups lines with exactly the capture pipeline, in
memory; `scan_events` reads a log's events (app/logs.py: prefixes, levels, multi-line errors,
signals), keeps the errors and groups them the same way.

How `cluster_keys` groups (docs/matching.md, "errkb cluster"): every line goes through
`capture()` (redact → headline → canonical form → fingerprint), then:

1. exact: its fingerprint is one a group already has (the exact tier, as against a KB);
2. the log stage: the canonical form's tokens with every parameter-like token masked as `<*>`
   (anything holding a placeholder or a digit, host names, `key=` values, the URL of an HTTP
   request line; quoted literals, file names, codes and the numbers normalize keeps are never
   masked) equal a group's masked form, or line up with its template position by position,
   differing only where one side is a parameter. It catches identifiers that normalize keeps on
   purpose (`blk_-42`, `attempt_…_000003_0`, `node-69`) and parameters a run of lines shows to
   vary; it never lets two different words, two quoted literals or two file names meet;
3. otherwise the line starts a new group. The fuzzy and same-code tiers are not used by default
   (`threshold=None`): their hits are approximate, a key cannot say so, and measured on Loghub
   and the corpus they only added wrong merges. `cluster_keys(lines, threshold)` turns them on.

A group's key is the fingerprint of its first line, so keys are stable while streaming: a line's
key never depends on lines after it. Nothing is written anywhere.
"""

from __future__ import annotations

import itertools
import math
import re
from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator
from functools import cached_property

from errkb.valueclass import field, mutable_valueclass

from ..derived.items import IndexedEntry
from ..loop import match as matching
from ..recognize.capture import Capture, capture, extract_code
from ..recognize.headline import relays_exit
from ..recognize.normalize import tokens
from .logs import is_error, log_kind, split_events
from .shapes import Shapes

# -- errkb cluster ---------------------------------------------------------------------------------
STAR = "<*>"
_CACHE_LINES = 50_000
_LEAD = "'\"`([{"
_TRAIL = "'\"`)]},;:.!?"
_BRACKETS = frozenset("()[]{}")
_QUOTE_CHARS = frozenset("'\"`‘’“”")
_HAS_PARAM = re.compile(r"<[a-z-]+>|\d")
_FILE_LITERAL = re.compile(r"^<path>/[^\d<>]+$")
_KEPT_NUMBER = re.compile(r"^-?\d+$")
# A short device or slot name (`en0`, `eth1`, `alt0`, `u11`, `node-69`, `blk_-42`): its letters
# name the thing, the number counts it.
_NUMBERED = re.compile(r"^([a-z]{1,4}[-_.]?)-?\d+$")
_VERSIONED = re.compile(r"^[a-z]*v\d{1,2}$")
_WORD = re.compile(r"[^\W\d_]")
_IDENTIFIER = re.compile(r"[._/-]|[a-z]\d|\d[a-z]")
_KEY_VALUE = re.compile(r"^([a-z_][a-z_.-]*)(=|:)(?=.)")
_HTTP_METHODS = frozenset({"get", "post", "put", "delete", "head", "patch", "options"})
# A host name, maybe with a port: labels ending in a generic top-level domain, or in a country
# domain behind a usual second level (`cse.cuhk.edu.hk`, `user.vivozap.com.br`, `bbc.co.uk`).
_LABEL = r"(?:[a-z0-9_-]|<[a-z]+>)+"
_HOST = re.compile(
    rf"^(?:{_LABEL}\.)+(?:(?:com|net|org|edu|gov|mil|int|info|biz|io|dev|app|cloud|local|lan|internal|localdomain|arpa)"
    r"|(?:com|net|org|edu|gov|mil|ac|co|or|ne|go)\.[a-z]{2})(?::(?:<[a-z]+>|\d+))?$"
)


class _Entry(IndexedEntry):
    """An IndexedEntry whose tokens are computed once (a group is compared many times)."""

    @cached_property
    def tokens(self) -> list[str]:
        return tokens(self.canon)


@mutable_valueclass
class _Group:
    key: str
    entry: _Entry
    template: list[str]


class Groups:
    """The groups formed so far; answers the match tiers' questions (`match.Candidates`).

    With a `threshold`, a line no group's fingerprint or template takes goes through the fuzzy
    and same-code tiers (`match.match_canonical`) before it starts a group. Off by default: a key
    cannot say "approximately", and on Loghub and the corpus those tiers only added wrong merges
    (docs/benchmarks.md).
    """

    def __init__(self, threshold: float | None = None) -> None:
        self.threshold = threshold
        self.groups: list[_Group] = []
        self.by_fp: dict[str, _Group] = {}
        self.by_mask: dict[tuple[str, ...], _Group] = {}
        self.by_length: dict[int, list[_Group]] = defaultdict(list)
        self.codes: dict[str, list[IndexedEntry]] = defaultdict(list)
        self.postings: dict[str, list[int]] = defaultdict(list)

    # -- match.Candidates ---------------------------------------------------------------------
    def exact(self, fp: str) -> list[IndexedEntry]:
        group = self.by_fp.get(fp)
        return [group.entry] if group else []

    def by_code(self, code: str) -> list[IndexedEntry]:
        return list(self.codes.get(code, []))

    def candidates(self, token_list: list[str], limit: int = 40) -> list[IndexedEntry]:
        """Groups sharing tokens with the line, rarest shared tokens first (bm25-like, as the mirror)."""
        total = len(self.groups) or 1
        scores: dict[int, float] = defaultdict(float)
        for token in set(token_list):
            posting = self.postings.get(token)
            if posting:
                idf = math.log(1 + (total - len(posting) + 0.5) / (len(posting) + 0.5))
                for number in posting:
                    scores[number] += idf
        ranked = sorted(scores, key=lambda n: (-scores[n], n))[:limit]
        return [self.groups[n - 1].entry for n in ranked]

    # -- grouping --------------------------------------------------------------------------------
    def place(self, cap: Capture) -> tuple[str, str]:
        """(group key, how it was found: exact|fuzzy|code|mask|template|new) for one captured line."""
        group = self.by_fp.get(cap.fingerprint)
        if group is not None:
            return group.key, "exact"
        masked = mask(cap.canon, cap.code)
        via = "new"
        if anchored(masked):
            group, via = self.by_mask.get(masked), "mask"
            if group is None:
                group, via = self._template_fit(masked), "template"
        if group is None and self.threshold is not None:
            best = matching.match_canonical(cap.canon, cap.fingerprint, cap.code, self, self.threshold).best
            if best is not None:
                group, via = self.groups[best.entry.number - 1], best.via
        if group is None:
            group, via = self._new(cap, masked), "new"
        else:
            _widen(group, masked)
        self.by_fp[cap.fingerprint] = group
        if anchored(masked):
            self.by_mask.setdefault(masked, group)
        return group.key, via

    def _new(self, cap: Capture, masked: tuple[str, ...]) -> _Group:
        number = len(self.groups) + 1
        entry = _Entry(
            number=number, id=f"G{number}", sig=cap.fingerprint, fp=cap.fingerprint, code=cap.code, cat=cap.cat,
            canon=cap.canon, title=cap.title, category=cap.category, trigger="", fix="", status="open", notes="",
            hits=0, last_seen="", first_seen="", excluded=False, raw="", line=0, fixby="")
        group = _Group(cap.fingerprint, entry, list(masked))
        self.groups.append(group)
        self.by_length[len(masked)].append(group)
        if entry.code:
            self.codes[entry.code].append(entry)
        for token in set(entry.tokens):
            self.postings[token].append(number)
        return group

    def _template_fit(self, masked: tuple[str, ...]) -> _Group | None:
        best, best_same = None, 0
        for group in self.by_length.get(len(masked), ()):
            same = fits(group.template, masked)
            if same > best_same:
                best, best_same = group, same
        return best


def _widen(group: _Group, masked: tuple[str, ...]) -> None:
    if len(masked) != len(group.template):
        return  # joined by the match tiers: the template stays the first line's
    for i, (mine, theirs) in enumerate(zip(group.template, masked, strict=True)):
        if mine != theirs:
            group.template[i] = STAR


def mask(canon: str, code: str = "") -> tuple[str, ...]:
    """The canonical form's whitespace tokens with parameters as `<*>` (a run of them is one)."""
    code = code.lower()
    out: list[str] = []
    previous = ""
    for token in canon.split():
        masked = _mask_token(token, code, previous in _HTTP_METHODS)
        previous = token.strip(_LEAD + _TRAIL)
        if masked == STAR and out and out[-1] == STAR:
            continue
        out.append(masked)
    return tuple(out)


def _mask_token(token: str, code: str, requested: bool = False) -> str:
    start, end = 0, len(token)
    while start < end and token[start] in _LEAD:
        start += 1
    while end > start and token[end - 1] in _TRAIL:
        end -= 1
    lead, core, trail = token[:start], token[start:end], token[end:]
    if not core:
        # `()` or `[]`: an empty parameter (`connection from <ip> () at`), unless it is quoted
        return STAR if set(token) <= _BRACKETS else token
    quoted = bool(_QUOTE_CHARS & set(lead + trail))
    if requested and core.startswith(("<path>/", "/")):
        masked = STAR  # the URL of an HTTP request line (`"GET /v2/…/servers/detail HTTP/1.1"`)
    else:
        split = None if _HOST.match(core) else _KEY_VALUE.match(core)
        if split:
            masked = f"{split.group(1)}{split.group(2)}{_masked_core(core[split.end():], code)}"
        else:
            masked = _masked_core(core, code)
    if masked == STAR and not quoted:
        return STAR  # `(<*>`, `<*>),` and `<*>` are one parameter: brackets around it vary too
    return f"{lead}{masked}{trail}"


def _masked_core(core: str, code: str) -> str:
    if _HOST.match(core):
        return STAR
    if not _HAS_PARAM.search(core):
        return core
    if (code and code in core) or _KEPT_NUMBER.match(core) or _FILE_LITERAL.match(core):
        return core  # what identifies an error: its code, a number normalize kept, a file name
    if extract_code(core.upper()) == core.upper():
        return core
    if _VERSIONED.match(core):
        return core  # `ipv4` and `ipv6`, `v1` and `v2`: the number is part of the name
    numbered = _NUMBERED.match(core)
    if numbered:
        return f"{numbered.group(1)}{STAR}"
    return STAR


def anchored(masked: tuple[str, ...]) -> bool:
    """A line the log stage may place: it has at least one word that is not a parameter."""
    return any(_WORD.search(token) for token in masked if token != STAR)


def fits(template: list[str], masked: tuple[str, ...]) -> int:
    """How many word positions agree, or 0 when the line cannot belong to the template.

    Positions may differ only where one side is a parameter: tokens equal once `<*>` is removed
    (`()` and `(<*>)`, `rhost=` and `rhost=<*>`), or a bare `<*>` against an unquoted token that
    is not a file name. At least half of the line's words must agree; two of them when a position
    was loose, and three when the loose one is a plain word (`invalid user <*> from <*>` takes
    `chen`; `<*> took <*>` does not take `kern_open_file`).
    """
    if len(template) != len(masked):
        return 0
    same = words = loose = plain = 0
    for mine, theirs in zip(template, masked, strict=True):
        if theirs != STAR:
            words += 1
        if mine == theirs:
            same += mine != STAR
            continue
        if STAR in mine and STAR in theirs and mine.replace(STAR, "") == theirs.replace(STAR, ""):
            continue
        if (mine == STAR) != (theirs == STAR):
            other = theirs if mine == STAR else mine
            if STAR in other:
                loose += 1
                continue
            if not (_QUOTE_CHARS & set(other)) and not other.startswith("<path>/"):
                loose += 1
                plain += not _IDENTIFIER.search(other)
                continue
        return 0
    if (loose and same < 2) or plain > 1 or (plain and same < 3):
        return 0
    return same if same and 2 * same >= words else 0


def cluster_keys(lines: Iterable[str], threshold: float | None = None) -> Iterator[str]:
    """One group key per input line, in order; the same key for the same error (docstring above)."""
    groups = Groups(threshold)
    cache: dict[str, str] = {}
    shapes = Shapes()
    for raw in lines:
        line = raw.rstrip("\r\n")
        key = cache.get(line)
        if key is None:
            key, shaped = shapes.key(line)
            if key is None:
                key, _via = groups.place(capture(line, source="agent"))
                shapes.learn(shaped, key)
            if len(cache) < _CACHE_LINES:
                cache[line] = key
        yield key


@mutable_valueclass
class Distinct:
    capture: Capture
    first_line: int
    count: int = 0
    lines: list[int] = field(default_factory=list)


@mutable_valueclass
class Scanned:
    """What a scan found: the distinct errors (most frequent first, ties first seen first), how
    many lines and error events the log held, and its kind (`[log:<kind>]`)."""

    distinct: list[Distinct]
    lines: int
    error_events: int
    kind: str


_HEAD_LINES = 64  # lines read to tell what kind of log it is
_RELAY_REACH = 10  # lines after an error within which a line relaying an exit status is that error's


def scan_events(lines: Iterable[str], name: str = "", progress: Callable[[int], None] | None = None) -> Scanned:
    """The distinct errors in a log. Events (app/logs.py) that are errors are captured as
    `[log:<kind>]` failures and grouped as `cluster_keys` groups lines."""
    stream = iter(lines)
    head = list(itertools.islice(stream, _HEAD_LINES))
    kind = log_kind("".join(head), name)
    counted = _Counted(itertools.chain(head, stream))
    groups = Groups()
    found: dict[str, Distinct] = {}
    errors, last_error = 0, -_RELAY_REACH - 1
    for count, event in enumerate(split_events(counted), 1):
        if progress and count % 5000 == 0:
            progress(event.first_line)
        if not is_error(event):
            continue
        if relays_exit(event.text) and event.first_line - last_error <= _RELAY_REACH:
            continue  # `collect2: error: ld returned 1 exit status` under the linker's own error
        errors, last_error = errors + 1, event.first_line
        cap = capture(event.text, source="log", tool=kind)
        key, _via = groups.place(cap)
        item = found.setdefault(key, Distinct(cap, event.first_line))
        item.count += 1
        if len(item.lines) < 20:
            item.lines.append(event.first_line)
    ranked = sorted(found.values(), key=lambda d: (-d.count, d.first_line))
    return Scanned(ranked, counted.lines, errors, kind)


class _Counted:
    """The lines of a log, counted as they are read."""

    def __init__(self, lines: Iterable[str]) -> None:
        self.source, self.lines = iter(lines), 0

    def __iter__(self) -> Iterator[str]:
        for line in self.source:
            self.lines += 1
            yield line
