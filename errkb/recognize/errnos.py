"""Errno names in error text (class 4 of recognize/wording.py, which applies these rules).

The strerror text beside its errno name says the same thing twice (`EACCES: permission denied,
mkdir` is old npm's `EACCES, mkdir`): `STRERROR` has the texts, which lookup's ranking reads too. A
resource that ran out is the error whichever file the call held (`EXHAUSTED`), and Node's error
object printed as JSON is its `code, syscall` (`ERRNO_OBJECT`).
"""

from __future__ import annotations

from .rules import Rule

STRERROR: dict[str, tuple[str, ...]] = {
    "eacces": ("permission denied",),
    "eperm": ("operation not permitted",),
    "enoent": ("no such file or directory",),
    "eexist": ("file already exists",),
    "enotdir": ("not a directory",),
    "eisdir": ("illegal operation on a directory", "is a directory"),
    "enotempty": ("directory not empty",),
    "enospc": ("no space left on device",),
    "erofs": ("read-only file system",),
    "exdev": ("cross-device link not permitted", "invalid cross-device link"),
    "ebusy": ("resource busy or locked", "device or resource busy"),
    "emfile": ("too many open files",),
    "eaddrinuse": ("address already in use",),
    "eaddrnotavail": ("address not available", "cannot assign requested address"),
    "econnrefused": ("connection refused",),
    "econnreset": ("connection reset by peer",),
    "etimedout": ("connection timed out", "operation timed out"),
    "ehostunreach": ("no route to host", "host is unreachable"),
    "enetunreach": ("network is unreachable",),
    "epipe": ("broken pipe",),
}
ERRNO_TEXT = Rule(
    r"\b(" + "|".join(STRERROR) + r")\b:?\s+(?:" + "|".join(sorted({t for ts in STRERROR.values() for t in ts}, key=len,
                                                                    reverse=True)) + r")\b",
    lambda m: m.group(1) if any(m.group().endswith(t) for t in STRERROR[m.group(1)]) else m.group(),
    needs=tuple(STRERROR),
)

# A resource that ran out (descriptors, the disk) is the error, whichever file the call was opening
# or watching when it did (`emfile, watch '<path>/dist'`): the fix raises the limit or frees space.
# The call stays: ENOSPC from `watch` is inotify's watch limit, not a full disk. Node's error object
# printed as JSON (`{"code":"EMFILE","errno":"EMFILE","syscall":"watch"}`) says the same.
EXHAUSTED = Rule(r"\b(emfile|enfile|enospc), (\w+) '[^'\n]*'", r"\1, \2", needs=("emfile, ", "enfile, ", "enospc, "))
ERRNO_OBJECT = Rule(r'^\{?"code":"(e[a-z]+)",(?:"errno":"?[\w-]+"?,)?"syscall":"(\w+)"(?:,"path":"[^"\n]*")?\}?$',
                     r"\1, \2", needs='"syscall":"')
