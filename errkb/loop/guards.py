"""The guards a fuzzy hit must pass, and the words they align: pure functions of canonical forms
(the alignment itself, rapidfuzz's opcodes, is computed by loop/match.py, which alone imports
rapidfuzz, and handed in).

- *code*: the same error code, or two codes of one condition (`same_condition`);
- *substitution*: no word of one message stands where the other has another (`swap`), except a
  placeholder that may stand for it (`stands_for`);
- *literal*: the same quoted literals and file names, but for a word quoted on one side only or a
  literal in a wrapper around the shared message (`unmatched_literal`);
- *state*: a word of state (`installed`, `running`) added on one side only (`qualified`);
- *short*: a message of fewer than `SHORT_WORDS` words (`read ECONNRESET`) says no more than its
  code, so a word added or changed around it is no detail but another error (`network read
  ECONNRESET` is npm's registry, not a TLS peer): it matches only where the two differ in
  placeholders (`too_short`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from ..recognize.normalize import tokens
from ..recognize.wording import FILE_UTILITIES

_QUOTED = re.compile(r"'([^']+)'|\"([^\"]+)\"|`([^`]+)`|‘([^’]+)’|“([^”]+)”")
_FILE = re.compile(r"<path>/([^\s'\"`<>|:*?()\[\]{},;]+)")
PLACEHOLDER = re.compile(r"<[a-z-]+>")
# A relative source file (`src/api/client.ts`, `main.c`): which one failed is not what the error is.
_SOURCE_WORD = re.compile(
    r"^[\w./<>@-]*\.(?:[cm]?[jt]sx?|py|rb|go|rs|c|h|cc|cpp|hpp|java|kt|cs|php|swift|vue|svelte)\b(?=:<pos>|\(<pos>\))[\w.:<>()-]*"
)


class Blocked:
    """The guard that kept a candidate out, and what it saw. (A plain class: the hook path
    imports this module, and each dataclass costs a millisecond to define.)"""

    __slots__ = ("guard", "detail")

    def __init__(self, guard: str, detail: str) -> None:
        self.guard = guard  # code | short | substitution | state | literal | role
        self.detail = detail

    def __str__(self) -> str:
        return f"the {self.guard} guard: {self.detail}"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Blocked) and (self.guard, self.detail) == (other.guard, other.detail)

    def __hash__(self) -> int:
        return hash((self.guard, self.detail))


# The guards read the same stored canonical forms query after query (a long-lived process, or a
# miss checking every look-alike of the same shape): their parts are kept for the most recent.
@lru_cache(maxsize=8192)
def literals(canon: str) -> frozenset[str]:
    """Quoted strings and file names: the parts that distinguish look-alikes."""
    quoted = {next(g for g in m.groups() if g) for m in _QUOTED.finditer(canon)}
    return frozenset(quoted | {f"file:{m.group(1)}" for m in _FILE.finditer(canon)})


# Codes that name one condition: an errno and the exception a runtime raises for it, an exception
# and the subclass a newer release raises (`ImportError` → `ModuleNotFoundError`).
_SAME_CONDITION = (
    {"econnrefused", "connectionrefusederror", "sequelizeconnectionrefusederror"},
    {"econnreset", "connectionreseterror"}, {"etimedout", "timeouterror"}, {"epipe", "brokenpipeerror"},
    {"enoent", "filenotfounderror"}, {"eexist", "fileexistserror"}, {"eisdir", "isadirectoryerror"},
    {"enotdir", "notadirectoryerror"}, {"eacces", "permissionerror"}, {"eperm", "permissionerror"},
    {"modulenotfounderror", "importerror"},
    # Python 3's aliases of OSError, still in messages (pip's `due to an EnvironmentError` before 21.0)
    {"oserror", "environmenterror", "ioerror"},
)


def same_condition(a: str, b: str) -> bool:
    """Whether two error codes name one condition (case aside): equal, or one errno and its exception."""
    a, b = a.lower(), b.lower()
    return a == b or any(a in family and b in family for family in _SAME_CONDITION)


Ops = tuple[tuple[str, int, int, int, int], ...]


def swap(ops: Ops, left: tuple[str, ...], right: tuple[str, ...]) -> tuple[str, str] | None:
    for tag, i1, i2, j1, j2 in ops:
        if tag == "replace" and not stands_for(left[i1:i2], right[j1:j2]):
            return " ".join(left[i1:i2]), " ".join(right[j1:j2])
    return None


# Placeholders for a value of one kind; the others name a thing (a path, a host, a script, a command).
# `<arg>` (a file the command line named) is one too: an argument never stands for a bare word
# (`unable to locate package <arg>` is not `… e17`).
_VALUE_PLACEHOLDERS = frozenset({"<ip>", "<port>", "<n>", "<hex>", "<uuid>", "<ts>", "<dur>", "<size>", "<pct>", "<pid>",
                                 "<ver>", "<pos>", "<arg>"})


def stands_for(mine: Sequence[str], theirs: Sequence[str]) -> bool:
    def placeholders(words: Sequence[str]) -> bool:
        return all(PLACEHOLDER.fullmatch(t) for t in words)


    if placeholders(mine) and placeholders(theirs):
        services = {t for t in (*mine, *theirs) if t.endswith("-port>")}
        if {"<ip>", "<host>"} <= {*mine, *theirs} and set(mine) != set(theirs):
            return False  # an address someone configured (a proxy, a LAN box) is not a server's name
        return len(services) < 2  # `<postgres-port>` is not `<redis-port>`; any is a `<port>`
    if len(mine) == len(theirs) == 1 and mine[0] != theirs[0] and same_condition(mine[0], theirs[0]):
        return True  # `ImportError: No module named 'x'` (Python 2) is `ModuleNotFoundError: …` (Python 3)
    for side, other in ((mine, theirs), (theirs, mine)):
        # The command prefix stands for the program that names itself first instead (`docker →` /
        # `docker:`), never for a number or the error's own code (`cd →` is not `FileNotFoundError:
        # [WinError 3]`). Any other placeholder stands only for a placeholder: a word normalize left
        # in place is no value of that kind (`could not resolve <host>` is not `… resolve proxy`).
        if side == ("<cmd>",) and other and not any(t.isdigit() or code_word().fullmatch(t) for t in other):
            return True
    return False


SHORT_WORDS = 3  # the fewest words a message needs to match anything but itself; containment's least run


def too_short(ops: Ops, left: tuple[str, ...], right: tuple[str, ...]) -> str:
    """The shorter message when it has fewer than `SHORT_WORDS` words (the command prefix aside) and
    the two differ in a word that is no placeholder, else ''."""
    shorter = min(left, right, key=len)
    words = [w for w in shorter if w != "<cmd>"]
    if len(words) >= SHORT_WORDS:
        return ""
    for tag, i1, i2, j1, j2 in ops:
        if tag != "equal" and any(w != "<cmd>" and not PLACEHOLDER.fullmatch(w) for w in (*left[i1:i2], *right[j1:j2])):
            return " ".join(words)
    return ""


def unmatched_literal(canon: str, mine: frozenset[str], other: str, ops: Ops) -> str:
    """A quoted literal or file name that only one side has, and that is not just the other side's
    word without its quotes (`missing script: dev` / `"dev"`) nor part of a wrapper around the
    shared message (`failed to pull image "minio:latest": … pull access denied for minio`)."""
    theirs = literals(other)
    if mine == theirs:
        return ""
    matched = [(i1, i2, j1, j2) for tag, i1, i2, j1, j2 in ops if tag == "equal"]
    if not matched:
        return next(iter(sorted(mine ^ theirs)))
    spans = ((shape(canon), mine - theirs, matched[0][0], matched[-1][1]),
             (shape(other), theirs - mine, matched[0][2], matched[-1][3]))
    for (words, odd, first, last), (other_words, _, _, other_last) in zip(spans, reversed(spans), strict=True):
        for literal in sorted(odd):
            run = tuple(tokens(literal.removeprefix("file:")))
            if _contains(other_words, run):
                continue  # the same word, quoted on one side only
            at = _find(words, run)
            if at is not None and (at + len(run) <= first or at >= last) \
                    and not (other_last == len(other_words) and _operand_after(at, run, words, last, canon)):
                continue  # in a wrapper before or after the shared message
            return literal.removeprefix("file:")
    return ""


# Words that make a clause after the shared message a statement of its own (`. Error loading "x"`).
_ERROR_WORDS = frozenset({"error", "failed", "failure", "cannot", "unable", "could", "denied", "missing", "invalid"})


def _operand_after(at: int, run: tuple[str, ...], words: tuple[str, ...], last: int, canon: str) -> bool:
    """The literal, after the words both share, where the other message ends, names what failed:
    the operand the message ends on (`access is denied: 'A:CCleaner_Backup'`, os.makedirs, is not
    a bare `access is denied`, CreateProcess), or the operand of a statement of its own that
    follows (`找不到指定的模块. error loading "<path>/fbgemm.dll" or one of its dependencies` is
    torch's library, not a bare ctypes load). Not so for a condition of a runtime or the disk,
    which the file is incidental to (`too many open files: 'page-1.html'`); two different operands
    there are two values of one error, and a clause that states nothing (`… from partially
    initialized module 'x'`) is a wrapper."""
    if at < last:
        return False
    from .conditions import of_a_kind  # here, not at import: an exact hit never reads conditions

    if of_a_kind(canon):
        return False
    ends_on = at == last and at + len(run) == len(words)
    return ends_on or any(word in _ERROR_WORDS for word in words[last:at])


def _find(words: tuple[str, ...], run: tuple[str, ...]) -> int | None:
    if not run:
        return None
    for i in range(len(words) - len(run) + 1):
        if words[i:i + len(run)] == run:
            return i
    return None


def _contains(words: tuple[str, ...], run: tuple[str, ...]) -> bool:
    return _find(words, run) is not None


@lru_cache(maxsize=8192)
def shape(canon: str) -> tuple[str, ...]:
    """The words the guards align: the command prefix as `<cmd>`, a relative source file at a
    position as `<file>`."""
    return tuple(token for token, _ in _shaped(canon))


@lru_cache(maxsize=8192)
def _shaped(canon: str) -> tuple[tuple[str, int], ...]:
    """shape()'s tokens, each with the number of the whitespace-delimited word it is part of."""
    arrow = " → " in canon
    words = [_SOURCE_WORD.sub("<file>", word) if "://" not in word else word for word in _words(canon)]
    out = [("<cmd>", -1)] if arrow else []
    if not arrow and words and _SPEAKER.fullmatch(words[0]):
        # the program that names itself first is one word, as the `<cmd>` it stands for is one
        # (`dfu-util: no dfu capable usb device` / `dfu-util → no dfu capable usb device`)
        out.append((words[0][:-1], 0))
        words = ["", *words[1:]]
    out += [(token, n) for n, word in enumerate(words) for token in tokens(word)]
    return tuple(out)


_SPEAKER = re.compile(r"[a-z][a-z0-9_+]*(?:-[a-z][a-z0-9_+]*)+:")  # a hyphenated program name, then its colon


def _words(canon: str) -> list[str]:
    """The whitespace-delimited words of a canonical form, its command prefix left out."""
    _, arrow, body = canon.partition(" → ")
    return (body if arrow else canon).split(" ")


_UTILITIES = frozenset(FILE_UTILITIES)


# A file utility that names itself first (`mkdir: '<arg>': permission denied`): which utility
# speaks is part of the error, never a wrapper that one side may lack (`<arg>: permission denied`
# is a script that is not executable).
def speaker(canon: str) -> str:
    """The file utility a message names first ('' for none), after the command prefix; else the
    utility the command prefix names (`cd → the directory '<arg>' does not exist` is cd speaking,
    as `cd: the directory …` says)."""
    prefix, arrow, body = canon.partition(" → ")
    name = (body if arrow else canon).split(": ", 1)[0]
    if name in _UTILITIES:
        return name
    return prefix if arrow and prefix in _UTILITIES else ""


def other_speaker(a: str, b: str) -> tuple[str, str] | None:
    """(a's utility, b's) when two messages name different file utilities first, or one none."""
    left, right = speaker(a), speaker(b)
    return None if left == right else (f"{left}:" if left else "(no program)", f"{right}:" if right else "(no program)")


def grown(ops: Ops, a: str, b: str) -> tuple[str, str] | None:
    """A word that grew or lost a part glued to it (`requirements.txt` / `requirements-dev.txt`,
    `python` / `python-dev`, `Asset` / `Asset_v2`): the alignment sees an added token, but the
    word is another word, so it is a substitution. A placeholder may be added (`react@<ver>`)."""
    left, right = _shaped(a), _shaped(b)
    for tag, i1, i2, j1, j2 in ops:
        if tag == "insert":  # tokens b has and a has not
            found = _glued_anywhere(right, j1, j2, left, i1)
            pair = (found[1], found[0]) if found else None
        elif tag == "delete":  # tokens a has and b has not
            pair = _glued_anywhere(left, i1, i2, right, j1)
        else:
            continue
        if pair:  # (a's word, b's word), as the messages write them
            return _words(a)[pair[0]].strip(_EDGE), _words(b)[pair[1]].strip(_EDGE)
    return None


_EDGE = ",;:.()'\"`"

# Words that say which state a thing is in: one added before what a message names makes another
# error (winget's `No installed package found` is an upgrade's, `No package found` an install's;
# `no running container` is not `no container`).
# (not a word that only points, `current`, `existing`, `default`: `the tip of your current branch` is
# `the tip of your branch` reworded)
_STATE_WORDS = frozenset("installed available running enabled disabled active inactive stopped started loaded unloaded "
                    "mounted unmounted registered unregistered signed unsigned empty".split())


def word_swapped(ops: Ops, a: str, b: str) -> Blocked | None:
    """The substitution guard (a word, a word grown, a file utility swapped) or the state guard."""
    swapped = swap(ops, shape(a), shape(b)) or grown(ops, a, b) or other_speaker(a, b)
    if swapped:
        return Blocked("substitution", f"'{swapped[0]}' stands where the entry has '{swapped[1]}'")
    state = qualified(ops, shape(a), shape(b))
    return Blocked("state", f"'{state}' is on one side only") if state else None


def qualified(ops: Ops, left: tuple[str, ...], right: tuple[str, ...]) -> str:
    """The word of state (`installed`, `running`) one message adds where the other has none, the
    rest aligned; else ''."""
    for tag, i1, i2, j1, j2 in ops:
        added = right[j1:j2] if tag == "insert" else left[i1:i2] if tag == "delete" else ()
        if len(added) == 1 and added[0] in _STATE_WORDS:
            return added[0]
    return ""


def _glued_anywhere(side: tuple[tuple[str, int], ...], start: int, end: int, other: tuple[tuple[str, int], ...],
                    at: int) -> tuple[int, int] | None:
    """_glued, for each place the same tokens could have been added: in `found-dev dev` the second
    `dev` may be the one added, as the alignment says, or the first."""
    found = _glued(side, start, end, other, at)
    while found is None and start > 0 and side[start - 1][0] == side[end - 1][0]:
        start, end = start - 1, end - 1
        found = _glued(side, start, end, other, at)
    return found


def _glued(side: tuple[tuple[str, int], ...], start: int, end: int, other: tuple[tuple[str, int], ...],
           at: int) -> tuple[int, int] | None:
    """(this side's word number, the other side's) when tokens side[start:end], added on this
    side, are glued to a neighbour that both sides share within one word."""
    added = side[start:end]
    if not added or all(PLACEHOLDER.fullmatch(token) for token, _ in added):
        return None
    word = added[0][1]
    if word < 0 or any(n != word for _, n in added):
        return None
    # glued to a word both sides have; a placeholder's value may go on (`<path>/billing` / `<arg>`)
    before = start > 0 and side[start - 1][1] == word and at > 0 and not PLACEHOLDER.fullmatch(side[start - 1][0])
    after = end < len(side) and side[end][1] == word and at < len(other) and not PLACEHOLDER.fullmatch(side[end][0])
    if not (before or after):
        return None
    return word, (other[at - 1][1] if before else other[at][1])


@lru_cache(maxsize=1)
def code_word() -> re.Pattern[str]:
    """An error code as the tokens show it: an exception or error class, an errno name, a rustc or
    tsc code. (Compiled on first use: an exact hit never needs it.)"""
    return re.compile(r"[a-z]\w*(?:error|exception)|e(?:acces|perm|noent|exist|notdir|isdir|notempty|nospc|rofs|xdev"
                      r"|busy|mfile|addrinuse|addrnotavail|connrefused|connreset|timedout|hostunreach|netunreach|pipe"
                      r"|notfound)|e\d{4}|ts\d{4,5}")


