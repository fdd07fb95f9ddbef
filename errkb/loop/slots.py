"""Value slots: two canonical forms that differ only where a value goes are one error.

A message is a fixed wording with values in it: `EACCES: permission denied, mkdir '<path>/yarn'`,
`could not resolve host: github.com`, `container web-1 exited`. Normalize replaces the values it
recognises by their form (numbers, paths' directories, hashes); this module judges the rest by
their *role* in the sentence, the way a reader does, for tools it was never shown.

The two forms are split into slots (`slots`): a quoted literal is one slot, a word another, and
punctuation that shapes a sentence (`:` `,` `=` `(` …) its own. loop/match.py aligns the two slot
lists (rapidfuzz's opcodes, handed in as `ops`) and `judge` decides: they are one error when the
alignment only *replaces*, one slot for one, at most `MAX_SLOTS` of them, the wording they share
still says something (`CONTENT_WORDS` content words), and every replaced pair is a value slot:

- *its noun* (`noun_of`: the nearest listed noun in its clause, up to `REACH` words before it, or
  an identity noun just after it) says whose value it is. After a **runtime noun** (`RUNTIME`: a
  container, worker, thread, host, remote, job, pod, node, session, process, queue, port…) it is
  where the error happened, whatever it looks like (but CocoaPods' pod, in a message about a
  Podfile, is a package, and a port named by a word, MacPorts' `Port opam`, is one too). After an
  **identity noun** (`IDENTITY`: a module, package, symbol, class, formula, image, header,
  library, command, branch…) it is the thing that is wrong, and never a value.
- With neither, *its place and its shape* decide: a path or a URL that is quoted, follows a `:`
  or `=`, is a value (its last name must still agree, below); a name is not, however generated it
  looks (`'linux-arm64'` after `platform:` is what is wrong), nor is a plain word (`'numpy'` after
  `error:`). A generated name (`web-1`) is a value only after a runtime noun.
- Never a value, whatever the noun: a number normalize kept (`status 404`), an error code, the
  first word of the message (the program or subject, `ls:` / `cat:`) unless it is a path, and a
  file name: two paths are one value when they differ in their directory, or in a name without a
  file type (`<path>/yarn`, `<path>/.bashrc`), never in a file's name or type (`config.yaml` is
  not `config.json`, `libssl.so.3` not `libssl.so.1.1`). A URL is a value only on the same host.

The lists are English error grammar, not any corpus's wording (docs/matching.md, "value slots").
Pure functions, like loop/guards.py: no rapidfuzz here, nothing compiled until first use.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from ..recognize.redact import SYSTEMD_UNIT_TYPES
from .guards import PLACEHOLDER, Blocked, code_word
from .values import a_place, endpoint, odd_value, paths_apart, shape_of

# Nouns whose value is where an error happened: the same failure on another machine, worker or run.
# Not `user` (an authentication error names the account that is wrong), not `task` (a build tool's
# task is what failed), not `file` or `directory` (a path's own shape decides, below).
RUNTIME = frozenset(
    "container worker thread host hostname remote job pod node session process proc queue port pid instance replica "
    "runner executor agent shard partition server peer client connection conn channel request stream socket endpoint "
    "address addr machine vm consumer producer broker cluster workspace attempt deployment statefulset daemonset "
    "replicaset".split()
)
# Nouns whose value is the thing that is wrong: another value is another error.
IDENTITY = frozenset(
    "module package pkg crate gem formula cask image header library lib symbol class interface function method "
    "attribute property field member variable identifier constant macro type struct enum trait command cmdlet program "
    "executable binary interpreter compiler toolchain sdk runtime script target goal plugin extension dependency import "
    "requirement distribution "
    "option flag argument keyword token version release branch tag ref revision commit provider resource role "
    "permission scope setting key table column database relation schema index unit service locale encoding codec "
    "protocol format driver profile bucket account password".split()
)
MAX_SLOTS = 2  # values that may differ between two forms of one error
CONTENT_WORDS = 2  # words the shared wording must still hold
REACH = 4  # words before a slot in which its noun is looked for
_AFTER = 3  # words after a slot in which an identity noun is looked for (`'x' module not found`)
_STOP = frozenset("the a an of for to in on at by with from and or not no is are was be been has have had this that "
                  "it its as into than then".split())
# What is said of a runtime thing, not its name (`connection refused`, `pod evicted`, `host down`):
# a participle (`-ed`) or one of these states never stands for a name.
_STATES = frozenset("refused reset closed lost failed timeout unreachable unavailable down up exited killed "
                    "terminated crashed aborted denied rejected expired evicted stopped started running pending busy "
                    "full ready healthy unhealthy dead alive gone missing empty invalid unknown not already error "
                    "errors failure is was are were has have does did cannot can could will would should must "
                    "out in on off".split())
# A runtime noun that a package manager uses for its packages, and the words that say it is that one.
_PACKAGE_CONTEXT = {"pod": frozenset({"cocoapods", "podfile", "podspec"})}
# Runtime nouns whose value is a number: a word after one names something else (MacPorts' port).
_NUMBERED = frozenset({"port"})
_CLAUSE_END = frozenset(",;.()[]{}→")
_LABEL = frozenset(":=")


@lru_cache(maxsize=1)
def _slot_pattern() -> re.Pattern[str]:
    return re.compile(r"(?<!\w)(?:'[^'\n]+'|\"[^\"\n]+\"|`[^`\n]+`)(?!\w)"  # a quoted literal
                      r"|[=(\[{→]"  # punctuation that opens or labels
                      r"|[^\s=(\[{]+?(?=[:,;.!?)\]}]*(?:[\s=(\[{]|$))"  # a word, its trailing punctuation apart
                      r"|[:,;.!?)\]}]+|\S")


@lru_cache(maxsize=8192)
def slots(canon: str) -> tuple[str, ...]:
    """The slots of a canonical form; a command prefix (`docker run →`) is one slot, `<cmd>`, as the
    other guards read it: which command printed the message may differ."""
    _, arrow, body = canon.partition(" → ")
    found = tuple(_slot_pattern().findall(body if arrow else canon))
    return (("<cmd>", "→") if arrow else ()) + found


def _is_punct(slot: str) -> bool:
    return all(char in _CLAUSE_END or char in _LABEL or char in ":,;.!?)]}" for char in slot)


def _unquoted(slot: str) -> str:
    return slot[1:-1] if len(slot) >= 2 and slot[0] in "'\"`" and slot[-1] == slot[0] else slot


def _stems(word: str) -> tuple[str, ...]:
    word = word.strip("'\"`").lower()
    out = [word]
    if word.endswith("ies"):
        out.append(word[:-3] + "y")
    if word.endswith("es"):
        out.append(word[:-2])
    if word.endswith("s"):
        out.append(word[:-1])
    return tuple(out)


def _listed(word: str) -> str:
    """'runtime', 'identity' or '' for one word."""
    for stem in _stems(word):
        if stem in RUNTIME:
            return "runtime"
        if stem in IDENTITY:
            return "identity"
    return ""


def noun_of(words: Sequence[str], at: int) -> tuple[str, str]:
    """(role, noun) of the slot at `at`: the nearest listed noun before it in its clause (a label's
    `:` right before the slot belongs to it: `host: x`), else an identity noun just after it, else
    ('', '')."""
    announced = _announced_noun(words, at)
    if _listed(announced):
        return _listed(announced), announced
    seen = 0
    for i in range(at - 1, -1, -1):
        word = words[i]
        if _is_punct(word):
            if i == at - 1 and word in _LABEL:
                continue
            break
        role = _listed(word)
        if role == "runtime" and _PACKAGE_CONTEXT.get(word, frozenset()) & set(words):
            return "identity", word  # CocoaPods' pod is a package: `versions for pod "x": in Podfile`
        if word in _NUMBERED and _unquoted(words[at])[:1].isalpha():
            return "identity", word  # a port is a number: MacPorts' `Port opam not found` is a package
        if role:
            return role, word
        if code_word().fullmatch(word.rsplit(".", 1)[-1]):
            return "identity", word  # an exception's message is its subject: `ClassNotFoundException: x`
        seen += 1
        if seen >= REACH:
            break
    for word in words[at + 1: at + 1 + _AFTER]:
        if _is_punct(word):
            break
        if _listed(word) == "identity":
            return "identity", word
    return "", ""


_ANNOUNCING = frozenset({"following", "these"})
_FILE_NOUNS = frozenset({"file", "files", "path", "paths", "directory", "directories", "folder", "folders"})
_ANNOUNCE_REACH = 12  # words back to the announcing `the following <noun>` of a list item


def _announced_noun(words: Sequence[str], at: int) -> str:
    """The noun of `the following packages are not available …:` when the slot at `at` is an item of
    the list it announces: the item is one of those nouns, whatever noun stands nearer (`from
    current channels: pychatgpt`); else ''."""
    if at == 0 or words[at - 1] != ":":
        return ""
    for i in range(at - 2, max(at - 2 - _ANNOUNCE_REACH, -1), -1):
        if _is_punct(words[i]):
            return ""
        if words[i] in _ANNOUNCING and i + 1 < at - 1:
            return words[i + 1]
    return ""


def _kept(text: str) -> bool:
    """A number normalize kept (`404`, `2`) or an error code: what the error is."""
    return any(word.isdigit() or code_word().fullmatch(word) for word in re.findall(r"[\w-]+", text))


def _named_kind(text: str) -> str:
    """The kind a name carries as its last dotted part, an identity noun or a systemd unit type
    (`openvpn@server.service`, `docker.socket`, `app.module`), or ''. Such a name says what kind of
    thing it is, so it is the thing that is wrong whatever noun comes before it (`job for
    wg-quick@wg0.service failed`: the job is runtime, its unit is not). Only those kinds count:
    `web.1` or `api.internal` stay values after a runtime noun."""
    if "/" in text or "\\" in text or " " in text:
        return ""
    head, dot, last = text.rpartition(".")
    return last if dot and head and (last in SYSTEMD_UNIT_TYPES or _listed(last) == "identity") else ""


def value_role(words: Sequence[str], at: int, mine: str, theirs: str) -> str:
    """'' when the slot at `at` (`mine` here, `theirs` in the other form) holds a value, else why not."""
    here, there = _unquoted(mine), _unquoted(theirs)
    if _is_punct(mine) or _is_punct(theirs):
        return "the punctuation differs"
    if _kept(here) or _kept(there):
        return f"'{here}' or '{there}' is a number or a code that names the error"
    if at in record_fields(tuple(words)) and theirs[:1] in "'\"`":
        return ""  # a field of a logged record: which connection, user or host it was about
    if endpoint(here) and endpoint(here) == endpoint(there):
        return ""  # `cannot connect to pi.local:<port>` / `… <ip>:<port>`: where the connection went
    odd = odd_value(here, there)
    if odd:
        return odd
    shapes = {shape_of(here), shape_of(there)}
    located = bool(shapes & {"path", "url"})
    placing = located and a_place(words, at, here, there)  # a folder where work happened: where, not what
    role, noun = noun_of(words, at)
    if located and _announced_noun(words, at) in _FILE_NOUNS:
        return ""  # `the following files would be overwritten by merge: desktop/go.mod`: which files, this time
    if shapes == {"url"} and role == "runtime":
        return ""  # `request http://gw.example.net/ error`: which server a request went to, as a host is
    if located:
        if any(shape_of(side) == "word" and "." not in side for side in (here, there)):
            return f"'{here}' and '{there}' are not both paths or file names"
        apart = paths_apart(here, there)
        if apart and not placing:
            return f"'{here}' names {apart} than '{there}'"
    if at == (2 if words[:1] == ("<cmd>",) else 0) and not located:
        return f"'{here}' is the message's first word, its program or subject"
    if role == "identity":
        return f"'{here}' follows '{_unquoted(noun)}', which names the thing that is wrong"
    kind = _named_kind(here) or _named_kind(there)
    if kind:
        return f"'{here}' or '{there}' is a {kind} by its own name, the thing that is wrong"
    if role == "runtime":
        return _state(mine) or _state(theirs)  # quoted, a value names something whatever it ends in
    placed = mine[0] in "'\"`" or (at > 0 and words[at - 1] in _LABEL) or placing
    if placed and located:
        return ""
    return f"'{here}' has no runtime noun before it, and no quote or label with the shape of a value"


@lru_cache(maxsize=4096)
def record_fields(words: tuple[str, ...]) -> frozenset[int]:
    """The quoted values of a logged record (`db: 'x' user: 'y' host: 'z'`): a run of at least
    `RECORD_FIELDS` `label: 'value'` pairs, whose labels name no thing that is wrong. A record
    says which connection, session or request an event was about; its labels are its wording."""
    fields = [i for i in range(2, len(words)) if words[i][:1] in "'\"`" and words[i - 1] in _LABEL
              and not _is_punct(words[i - 2]) and _listed(words[i - 2]) != "identity"]
    return frozenset(fields) if len(fields) >= RECORD_FIELDS else frozenset()


RECORD_FIELDS = 3


def _state(word: str) -> str:
    """Why an unquoted word after a runtime noun says what happened to it rather than naming it."""
    if word[:1] in "'\"`" or shape_of(word) != "word":
        return ""
    return f"'{word}' says what happened, it names nothing" if word.endswith("ed") or word in _STATES else ""


def _content_words(words: Sequence[str]) -> int:
    return sum(1 for word in words for part in re.findall(r"[a-z]{3,}", _unquoted(word))
               if part not in _STOP and not PLACEHOLDER.fullmatch(word))


Ops = tuple[tuple[str, int, int, int, int], ...]


def _runtime_span(mine: tuple[str, ...], theirs: tuple[str, ...], op: tuple[str, int, int, int, int]) -> str:
    """A value of several words right after a runtime noun (`runner GitHub Actions <n>` /
    `runner build-box`): '' when it is one, else why not."""
    _, i1, i2, j1, j2 = op
    here, there = " ".join(mine[i1:i2]), " ".join(theirs[j1:j2])
    if max(i2 - i1, j2 - j1) > SPAN_WORDS or any(_is_punct(w) for w in (*mine[i1:i2], *theirs[j1:j2])):
        return f"'{here}' and '{there}' differ in more than one value"
    if not (i1 and j1 and _listed(mine[i1 - 1]) == "runtime" and mine[i1 - 1] == theirs[j1 - 1]):
        return f"'{here}' and '{there}' differ in more than one value"
    if _kept(here) or _kept(there):
        return f"'{here}' or '{there}' holds a number or a code that names the error"
    return odd_value(here, there) or _state(mine[i1]) or _state(theirs[j1])


SPAN_WORDS = 3  # words a runtime noun's value may take


def _runs(ops: Ops) -> Ops:
    """The alignment with each run of differences as one operation: Levenshtein's opcodes cut a
    replacement of one word by three into a `replace` and an `insert`."""
    out: list[tuple[str, int, int, int, int]] = []
    for tag, i1, i2, j1, j2 in ops:
        if tag != "equal" and out and out[-1][0] != "equal":
            _, i1, _, j1, _ = out.pop()
        out.append((tag, i1, i2, j1, j2))
    return tuple(("replace" if tag != "equal" and i2 > i1 and j2 > j1 else tag, i1, i2, j1, j2)
                 for tag, i1, i2, j1, j2 in out)


def judge(mine: tuple[str, ...], theirs: tuple[str, ...], ops: Ops) -> tuple[str, ...] | Blocked | None:
    """The value slots that differ (`'x' for 'y'`, one per pair) when `mine` and `theirs` are one
    error by their roles; a `Blocked` naming the role guard when they align slot by slot but a
    differing slot is no value; None when they do not align slot by slot at all (words added or
    dropped, or more than `MAX_SLOTS` differ), which is no judgement. Slots pair one for one,
    except that a runtime noun's value may take up to `SPAN_WORDS` words on either side."""
    pairs: list[tuple[int, int]] = []
    spans: list[tuple[str, int, int, int, int]] = []
    shared: list[str] = []
    for op in _runs(ops):
        tag, i1, i2, j1, j2 = op
        if tag == "equal":
            shared.extend(mine[i1:i2])
        elif tag == "replace" and i2 - i1 == j2 - j1:
            pairs.extend((i1 + k, j1 + k) for k in range(i2 - i1))
        elif tag == "replace":
            spans.append(op)
        else:
            return None
    allowed = max(MAX_SLOTS, min(len(record_fields(mine)), len(record_fields(theirs))))
    if not (pairs or spans) or len(pairs) + len(spans) > allowed:
        return None
    if _content_words(shared) < CONTENT_WORDS:
        return Blocked("role", "the wording the two share says too little without the differing slots")
    for op in spans:
        why = _runtime_span(mine, theirs, op)
        if why:
            return Blocked("role", why)
    for i, j in pairs:
        # both sides: the noun before a slot may be one of the other differing slots
        why = value_role(mine, i, mine[i], theirs[j]) or value_role(theirs, j, theirs[j], mine[i])
        if why:
            return Blocked("role", why)
    found = [(i, f"'{_unquoted(mine[i])}' for '{_unquoted(theirs[j])}'") for i, j in pairs]
    found += [(i1, f"'{' '.join(mine[i1:i2])}' for '{' '.join(theirs[j1:j2])}'") for _, i1, i2, j1, j2 in spans]
    return tuple(text for _, text in sorted(found))
