"""The condition tier: one condition met by two programs.

`connect ECONNREFUSED 127.0.0.1:5432` from Node, `org.postgresql.util.PSQLException: Connection to
127.0.0.1:5432 refused` from Java and `psql: … Connection refused` name one condition (nothing
listens) about one service (PostgreSQL), in three wordings that share few words. `condition_of`
reads both from a canonical form: the condition from its errno name or its words (strerror(3),
Node's error codes, Python's OSError subclasses, Java's exceptions, Go's and Rust's io errors),
and its *subject*, the thing the fix is about. A match needs both on both sides, and exactly one
subject: a message that names two, or none, never matches here. Each condition's subject:

- refused, timed out, reset, unreachable (`_CONNECTION`): the service, from a registered port
  (normalize keeps it as `<postgres-port>`) or the service's own name. An unknown port is none.
- an address in use, too many open files, a broken pipe, memory that ran out
  (`_BY_RUNTIME`): the runtime that failed (Python, Node, Java, Go, Rust, …), read from how its
  message is built; which application runs on it changes nothing in the fix (raise the
  descriptor limit, catch SIGPIPE, grow the heap), how the runtime is told does. A runtime's
  own out-of-memory kinds stay apart (Java's heap, metaspace, GC overhead, native threads).
- the OOM killer (`Killed`): the program it killed (the command's prefix, or the kernel line's
  process name).
- no space left on device: the disk, whoever writes to it (the fix frees or grows the device,
  not the program); the inotify watch limit (also ENOSPC) and a quota are other conditions.
- a read-only file system, permission denied (EACCES) and operation not permitted (EPERM, a
  different condition): the file, quoted with its name (`'<path>/site-packages'`), and the
  system call when the message names one (`mkdir` and `open` are two errors); a `<path>` or
  `<arg>` alone names nothing.
- a host name that does not resolve (ENOTFOUND, EAI_AGAIN, getaddrinfo, `Name or service not
  known`, `Could not resolve host`, Go's `no such host`, Java's UnknownHostException): the host,
  when the message still names one (a URL's host, `cannot resolve github.com`); normalize
  writes most as `<host>`, and those name none.
- an Android device that has not accepted this computer's adb key (`device unauthorized`, since
  n12): the adb device, whichever client asked (adb, scrcpy, adbkit).
- a missing Python module or Java class (`ImportError` on Python 2, `ModuleNotFoundError`
  inside `python -m`'s own message, `ClassNotFoundException` and the launcher's `Could not find
  or load main class`): the module or class.

Only a condition about a named subject merges (`merges`): a service, a file by a file's name, a
host, a module or class, a program killed, a memory setting, and (since n11) the descriptor limit
of one runtime. One about a kind of subject (the runtime that could not bind, a broken pipe, the
disk, a directory's name) is a lead that `errkb why` shows as related, never a match
(docs/matching.md).
"""

from __future__ import annotations

import re

from ..recognize.services import SERVICE_WORDS as _SERVICE_WORDS

Condition = tuple[str, str]

# Connecting to a service: one condition per failure, the service as its subject. Only the connect
# step times out here: a read that times out is a slow server, not one out of reach.
_CONNECTION = (
    ("econnrefused", re.compile(r"\beconnrefused\b|\bconnection refused\b|\bconnection to .{1,80}? refused\b"
                                r"|\brefused to connect\b|\bactively refused\b")),
    ("etimedout", re.compile(r"\betimedout\b|\bconnection timed out\b|\bconnect timed out\b|\btimeout expired\b"
                             r"|\bdial tcp\b.{0,80}?\bi/o timeout\b|\bfailed to connect\b.{0,120}?\btimed out\b")),
    ("econnreset", re.compile(r"\beconnreset\b|\bconnection reset\b|\bsocket hang up\b")),
    ("ehostunreach", re.compile(r"\behostunreach\b|\bno route to host\b|\bhost is unreachable\b|\benetunreach\b"
                                r"|\bnetwork is unreachable\b")),
)
# Service names as messages write them (recognize/services.py), and as normalize types registered
# ports (`<redis-port>`).
_SERVICE = re.compile(r"<([a-z0-9]+)-port>|\b(" + "|".join(sorted(_SERVICE_WORDS, key=len, reverse=True)) + r")\b")


# An address in use is about the runtime that could not bind (its server's fix): each says so its
# own way, whichever application runs on it.
_IN_USE = re.compile(r"\beaddrinuse\b|\baddress (?:already )?in use\b|\bport is already allocated\b"
                     r"|\bconnection in use: \('"  # gunicorn's `Connection in use: ('0.0.0.0', 8000)`
                     r"|\bonly one usage of each socket address\b")
_BIND_RUNTIMES = (
    ("python", re.compile(r"\[errno eaddrinuse\]|\boserror\b|\bsocket\.error\b|\bconnection in use: \('")),
    ("node", re.compile(r"\blisten eaddrinuse\b|\bcode: 'eaddrinuse'")),
    ("nginx", re.compile(r"\bbind\(\) to\b")),
    ("go", re.compile(r"\blisten tcp\b|\bbind: address already in use\b")),
    ("java", re.compile(r"\bbindexception\b")),
    ("ruby", re.compile(r"\berrno::eaddrinuse\b")),
    ("docker", re.compile(r"\bport is already allocated\b")),
)

# How each runtime builds an OS error's message (after normalize): Python's `[Errno 24]` and its
# OSError subclasses, Node's `EMFILE, open '…'` / `write EPIPE`, Java's packages, Go's `accept tcp`
# and `dial tcp`, Rust's `(os error 24)`, Ruby's `Errno::`.
_RUNTIMES = (
    ("python", re.compile(r"\[errno [\w-]+\]|\b(?:os|io|environment|brokenpipe|memory|connection\w*)error\b")),
    ("node", re.compile(r"^e[a-z]+, [a-z_]+\b|^(?:read|write|connect|listen|spawn \S+) e[a-z]+$|\bcode: 'e[a-z]+'")),
    ("java", re.compile(r"\bjava\.[a-z]+\.|\bexception in thread\b")),
    ("go", re.compile(r"\b(?:accept|dial|listen) tcp\b|\bgoroutine\b|^fatal error: runtime:")),
    ("rust", re.compile(r"\(os error \d+")),
    ("ruby", re.compile(r"\berrno::")),
)
_BY_RUNTIME = (
    ("enfile", re.compile(r"\benfile\b|\btoo many open files in system\b")),
    ("emfile", re.compile(r"\bemfile\b|\btoo many open files\b")),
    ("epipe", re.compile(r"\bepipe\b|\bbroken pipe\b")),
    ("enomem", re.compile(r"\benomem\b|\bcannot allocate memory\b")),
)

# Memory that ran out, by the runtime and the kind of memory (each has its own setting). PermGen
# is the metaspace's name before Java 8; Node words its heap limit three ways across releases.
_OUT_OF_MEMORY = (
    ("java-heap", re.compile(r"\boutofmemoryerror: java heap space\b")),
    ("java-metaspace", re.compile(r"\boutofmemoryerror: (?:metaspace|permgen space)\b")),
    ("java-gc-overhead", re.compile(r"\boutofmemoryerror: gc overhead limit exceeded\b")),
    ("java-native-thread", re.compile(r"\boutofmemoryerror: unable to create (?:new )?native thread\b")),
    ("node-heap", re.compile(r"\bjavascript heap out of memory\b")),
    ("python", re.compile(r"^memoryerror\b")),
    ("go", re.compile(r"\bfatal error: runtime: out of memory\b")),
    ("rust", re.compile(r"\bmemory allocation of <n> bytes failed\b")),
    ("c++", re.compile(r"\bstd::bad_alloc\b")),
)
# The kernel's OOM killer: the shell's `Killed` after the program that died, or the kernel's line.
_KILLED = re.compile(r"^([\w.-]+)[^→]* → killed$|\bout of memory: killed process <n> \(([\w.-]+)\)")

_NO_SPACE = re.compile(r"\benospc\b|\bno space left on device\b|\[errno 28\]|\(os error 28")
_WATCHERS = re.compile(r"\bfile watchers\b|\binotify\b|\bwatch\b")
_QUOTA = re.compile(r"\bedquot\b|\bdisk quota exceeded\b")

# A file's condition: the errno's name or strerror text, Python's `[Errno N]`, Rust's `(os error N)`,
# cmd's and .NET's wording. EACCES and EPERM are two conditions with two fixes (ownership against
# an immutable flag, SIP, a file in use on Windows).
_ON_A_FILE = (
    ("erofs", re.compile(r"\berofs\b|\bread-only file system\b|\[errno 30\]|\(os error 30\b")),
    ("eperm", re.compile(r"\beperm\b|\boperation not permitted\b|\[errno 1\]|\(os error 1\b")),
    ("eacces", re.compile(r"\beacces\b|\bpermission denied\b|\[errno 13\]|\(os error 13\b|\baccess is denied\b"
                          r"|\baccess to the path\b.{1,200}?\bis denied\b")),
)
_NAMED_FILE = re.compile(r"'((?:<path>/|/)[^'<>]*[^'<>/])'|\"((?:<path>/|/)[^\"<>]*[^\"<>/])\"")
_CALL = re.compile(r"^e[a-z]+, ([a-z_]+) '")  # Node's `EACCES, mkdir '<path>/x'` (the strerror text folded)

_DNS = re.compile(r"\benotfound\b|\beai_again\b|\bgetaddrinfo\b|\bname or service not known\b|\bcould not resolve\b"
                  r"|\bcannot resolve\b|\btemporary failure in name resolution\b|\bnodename nor servname\b"
                  r"|\bno such host\b|\bunknownhostexception\b|\bunknown host\b|\bname resolution\b")
_URL_HOST = re.compile(r"\bhttps?://([a-z0-9][\w.-]*\.[a-z]{2,})")
_BARE_HOST = re.compile(r"(?<![\w./<@-])([a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.([a-z]{2,6}))(?![\w(/-])")
# The last part of a file name, not a top-level domain (`package.json`, `main.py`).
_FILE_TYPES = frozenset("js mjs cjs jsx ts tsx py pyc json yaml yml toml lock txt md rst sh bash zsh exe dll so dylib jar "
                        "class xml html css log cfg conf ini go rs rb java kt c h cc cpp hpp gz zip tgz whl egg "
                        "lua php pl swift cs vue svelte ps1 bat cmd tf".split())

# The module or class a runtime could not find: the name is the subject, so `'numpy'` is never
# `'pandas'` and `com.a.Main` never `com.b.Main`.
_MISSING = (
    ("python-module", re.compile(r"\bno module named '([\w.]+)'")),
    ("java-class", re.compile(r"\bclassnotfoundexception: ([\w.$]+)|\bcould not find or load main class ([\w.$]+)")),
)


def _one(found: set[str], condition: str) -> Condition | None:
    """The condition when exactly one subject was named."""
    return (condition, found.pop()) if len(found) == 1 else None


def _named(pattern: re.Pattern[str], canon: str) -> set[str]:
    return {name for hit in pattern.findall(canon) for name in (hit if isinstance(hit, tuple) else (hit,)) if name}


def _connection(canon: str) -> Condition | None:
    failures = {name for name, pattern in _CONNECTION if pattern.search(canon)}
    if len(failures) != 1:
        return None
    return _one({port or _SERVICE_WORDS[word] for port, word in _SERVICE.findall(canon)}, failures.pop())


def _runtime_condition(canon: str) -> Condition | None:
    if _IN_USE.search(canon):
        return _one({name for name, marker in _BIND_RUNTIMES if marker.search(canon)}, "eaddrinuse")
    kinds = {kind for kind, pattern in _OUT_OF_MEMORY if pattern.search(canon)}
    if kinds:
        return _one(kinds, "out-of-memory")
    killed = _named(_KILLED, canon)
    if killed:
        return _one(killed, "oom-killed")
    for condition, pattern in _BY_RUNTIME:
        if pattern.search(canon):
            return _one({name for name, marker in _RUNTIMES if marker.search(canon)}, condition)
    return None


def _disk(canon: str) -> Condition | None:
    if _QUOTA.search(canon):
        return ("edquot", "disk")
    if _NO_SPACE.search(canon):
        return ("enospc", "file-watchers" if _WATCHERS.search(canon) else "disk")
    return None


def _file_condition(canon: str) -> Condition | None:
    conditions = [name for name, pattern in _ON_A_FILE if pattern.search(canon)]
    if len(conditions) != 1:
        return None
    files = _named(_NAMED_FILE, canon)
    call = _CALL.search(canon)
    return _one({f"{call.group(1)} {name}" if call else name for name in files}, conditions[0])


def _unresolved_host(canon: str) -> Condition | None:
    if not _DNS.search(canon):
        return None
    hosts = set(_URL_HOST.findall(canon))
    hosts |= {name for name, last in _BARE_HOST.findall(canon) if last not in _FILE_TYPES and not name[0].isdigit()}
    return _one(hosts, "enotfound")


# An Android device that has not accepted this computer's adb key (`device unauthorized`), whichever
# client asked (adb, scrcpy, adbkit, a Python wrapper): one device setting to accept.
_UNAUTHORIZED_DEVICE = re.compile(r"\bdevice unauthorized\b")


def _device(canon: str) -> Condition | None:
    return ("device-unauthorized", "adb") if _UNAUTHORIZED_DEVICE.search(canon) else None


def condition_of(canon: str) -> Condition | None:
    """(condition, subject) of a canonical form, or None when it names no such condition or not
    exactly one subject (the module docstring lists each condition's subject)."""
    for reader in (_connection, _runtime_condition, _disk, _unresolved_host, _file_condition, _device):
        found = reader(canon)
        if found is not None:
            return found
    for condition, pattern in _MISSING:
        names = _named(pattern, canon)
        if names:
            return _one(names, condition)
    return None


def of_a_kind(canon: str) -> bool:
    """Whether the message states a condition of a runtime or of the disk (too many open files, a
    broken pipe, memory, an address in use, a full disk): a file it names is incidental to it."""
    return bool(_IN_USE.search(canon) or _NO_SPACE.search(canon) or any(p.search(canon) for _, p in _BY_RUNTIME))


# Conditions whose subject is a thing the message names (a service by its port or name, a file with
# its name, a host, a module or class, the program killed, the one memory setting that ran out) or,
# since n11, one runtime's descriptor limit (`java.net.SocketException: Too many open files` is
# `java.io.IOException: …`: one limit to raise, whichever call hit it; no wrong merge on twelve
# sets): two messages about one of them are one error. The others' subject is a kind (the runtime
# that could not bind, the disk): many errors share it (the port AirPlay holds and the one a stale
# dev server holds; Docker's disk image and a full /tmp), so they are related, never merged
# (merging an address in use by runtime was 11 wrong merges). On a fresh corpus the tier as a whole
# was wrong 23 times in 43 (docs/matching.md).
_NAMED_SUBJECT = frozenset({"econnrefused", "etimedout", "econnreset", "ehostunreach", "erofs", "eperm", "eacces",
                            "enotfound", "python-module", "java-class", "oom-killed", "out-of-memory", "emfile",
                            "enfile", "device-unauthorized"})


def merges(condition: tuple[str, ...]) -> bool:
    """Whether two messages of this condition are one error (a named subject), or only related.
    A file's condition names its subject only by a file's name (`six.py`): normalize has made
    the directories `<path>/`, and a directory's name (`node_modules`, `site-packages`, `bin`)
    is shared by many places with many owners (npm's global prefix and a project's folder)."""
    if condition[0] in _ON_A_FILE_NAMES:
        return bool(_FILE_NAME.search(condition[-1]))
    return condition[0] in _NAMED_SUBJECT


_ON_A_FILE_NAMES = frozenset(name for name, _ in _ON_A_FILE)
_FILE_NAME = re.compile(r"[^/<>]\.[a-z0-9]{1,8}$")


# Words the index holds for each condition's wordings: the candidates are looked up by them.
_CONDITION_WORDS = {
    "econnrefused": ["econnrefused", "refused"],
    "etimedout": ["etimedout", "timed", "timeout"],
    "econnreset": ["econnreset", "reset", "hang"],
    "ehostunreach": ["ehostunreach", "enetunreach", "route", "unreachable"],
    "eaddrinuse": ["eaddrinuse", "use", "bind", "listen", "allocated"],
    "out-of-memory": ["outofmemoryerror", "memory", "memoryerror", "heap", "bad_alloc", "allocation"],
    "oom-killed": ["killed"],
    "enfile": ["enfile", "files", "system"],
    "emfile": ["emfile", "files"],
    "epipe": ["epipe", "broken", "pipe", "brokenpipeerror"],
    "enomem": ["enomem", "allocate", "memory"],
    "edquot": ["edquot", "quota"],
    "enospc": ["enospc", "space", "watchers"],
    "erofs": ["erofs", "read-only"],
    "eperm": ["eperm", "permitted"],
    "eacces": ["eacces", "permission", "denied", "permissionerror"],
    "enotfound": ["enotfound", "eai_again", "getaddrinfo", "resolve", "host"],
    "device-unauthorized": ["unauthorized", "device"],
}


def search_words(condition: Condition) -> list[str]:
    """Words that find the entries of a condition among many: its errno and its subject's names."""
    errno, subject = condition
    if errno in ("python-module", "java-class"):
        from ..recognize.normalize import tokens  # as the index splits it: `dr_loc` is one word

        return [*tokens(subject), "module" if errno == "python-module" else "class"]
    if errno in ("econnrefused", "etimedout", "econnreset", "ehostunreach"):
        return [*_CONDITION_WORDS[errno], *(word for word, name in _SERVICE_WORDS.items() if name == subject)]
    return [*_CONDITION_WORDS[errno], *subject.replace("/", " ").replace(".", " ").split()][:8]
