"""The shape of a value slot (loop/slots.py reads a slot's role; this, what kind of value it holds):
a path, a URL, a generated name or a word; whether two paths name two files or one place; whether
two slots hold the same placeholders; a host and its port.

Pure functions, like loop/slots.py; its few patterns compile when it is imported, which only a
fuzzy comparison does.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .guards import PLACEHOLDER


def is_path(text: str) -> bool:
    if _SENTENCE.search(text):
        return False  # a quoted sentence with a path in it is a sentence: its other words say what
    return "/" in text or "\\" in text or text.startswith(("<path>", "<arg>", "<tmp>", "~"))


# A clause inside (`: ` or `, ` before a word) or three spaces: words, not a path with a space in it.
_SENTENCE = re.compile(r"[:,] \S|(?:\S+ ){3}\S")


_GENERATED = re.compile(r"(?=[^\s]*[a-z])(?=[^\s]*\d)[a-z0-9]+(?:[-_.@][a-z0-9]+)+")


def shape_of(text: str) -> str:
    """'url', 'path', 'generated' (a name with a number in it, or a placeholder), or 'word'."""
    if "://" in text:
        return "url"
    if is_path(text):
        return "path"
    if PLACEHOLDER.search(text) or _GENERATED.fullmatch(text):
        return "generated"
    return "word"


def paths_apart(mine: str, theirs: str) -> str:
    """Why two paths name two things ('' when they are one value). Normalize has made every
    directory `<path>/` already, and a directory it collapsed may have been what told two errors
    apart (npm's cache from its global prefix): so a path is a value only in what normalize left
    of its place, never in its last name, unless that name is a placeholder on one side."""
    if "://" in mine or "://" in theirs:
        host = re.compile(r"^[a-z][\w+.-]*://[^/]*")
        left, right = host.match(mine), host.match(theirs)
        if not (left and right and left.group() == right.group()):
            return "another host"
        mine, theirs = mine[len(left.group()):], theirs[len(right.group()):]
    name, other = re.split(r"[/\\]", mine)[-1], re.split(r"[/\\]", theirs)[-1]
    if PLACEHOLDER.fullmatch(name) and name != "<hex>" or PLACEHOLDER.fullmatch(other) and other != "<hex>" \
            or name == other:
        return ""
    return "another file"


# Words that put a folder where something happened (`files have been created in <path>/billing`,
# `the current working directory <path>/infra will be used`): the folder is where, not what.
_PLACING = frozenset({"in", "into", "under", "inside", "at", "directory", "folder", "dir", "cwd", "workspace"})


def a_place(words: Sequence[str], at: int, here: str, there: str) -> bool:
    """Two folders (last names without a file type, neither a URL) right after a word that places
    them: one place of work for another."""
    if at == 0 or words[at - 1] not in _PLACING or "://" in here + there:
        return False
    names = [re.split(r"[/\\]", side)[-1] for side in (here, there)]
    return all(name and "." not in name for name in names) and all(is_path(side) for side in (here, there))


# Placeholders for a value of one kind (loop/guards.py): one only where the other form has another
# such placeholder, never where normalize left a word (`localhost` is no `<ip>`).
_VALUE = re.compile(r"<(?:ip|n|hex|uuid|ts|dur|size|pct|pid|ver|pos|[a-z]+-port|port)>")


def odd_value(mine: str, theirs: str) -> str:
    left, right = sorted(_VALUE.findall(mine)), sorted(_VALUE.findall(theirs))
    normal = [re.sub(r"<[a-z]+-port>", "<port>", v) for v in left], [re.sub(r"<[a-z]+-port>", "<port>", v) for v in right]
    return "" if normal[0] == normal[1] else f"'{theirs}' holds other values than '{mine}'"


# A host and its port (`pi.local:<port>`, `<ip>:<port>`): an endpoint, where a connection went, as a
# host after a runtime noun is. The port's kind must agree: `<postgres-port>` names the service. Not
# `localhost`: a client that tried it was given no host at all (kubectl without a config), which is
# another error than a server that refused.
_ENDPOINT = re.compile(r"(?!localhost:)(?:<ip>|<host>|[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*)"
                       r":(<(?:[a-z]+-)?port>)")


def endpoint(text: str) -> str:
    """The port placeholder of a `host:<port>` slot, or ''."""
    found = _ENDPOINT.fullmatch(text)
    return found.group(1) if found else ""
