"""The condition tier: one condition met by two programs.

`connect ECONNREFUSED 127.0.0.1:5432` from Node, `org.postgresql.util.PSQLException: Connection to
127.0.0.1:5432 refused` from Java and `psql: … Connection refused` name one condition (nothing
listens) about one service (PostgreSQL), in three wordings that share few words. `condition_of`
reads both from a canonical form: the condition from its errno name or its words, the service
from a registered port (normalize keeps it as `<postgres-port>`) or the service's own name.
A match needs both on both sides, and exactly one service: a message that names two, or none,
never matches here. An address in use is read the other way: every server binds a port of its
own choosing, and which runtime failed to bind (Python, Node, nginx, Go…) is what the fix is
about, so its subject is the runtime its wording names. A missing Python module or Java class
is one condition however the runtime reports it (`ImportError` on Python 2, `ModuleNotFoundError`
inside `python -m`'s own message, the JVM's `ClassNotFoundException` and its launcher's `Could not
find or load main class`): its subject is the module or class, which must be the same.
"""

from __future__ import annotations

import re

_REFUSED = re.compile(r"\beconnrefused\b|\bconnection refused\b|\bconnection to .{1,80}? refused\b|\brefused to connect\b"
                      r"|\bactively refused\b")
# Service names as messages write them, and as normalize types registered ports (`<redis-port>`).
_SERVICE_WORDS = {
    "redis": "redis", "postgres": "postgres", "postgresql": "postgres", "psql": "postgres", "postmaster": "postgres",
    "mysql": "mysql", "mariadb": "mysql", "mongodb": "mongodb", "mongo": "mongodb", "ssh": "ssh", "sshd": "ssh",
    "elasticsearch": "elasticsearch", "rabbitmq": "amqp", "amqp": "amqp", "kafka": "kafka", "zookeeper": "zookeeper",
    "memcached": "memcached", "cassandra": "cassandra", "consul": "consul", "nats": "nats", "couchdb": "couchdb",
    "neo4j": "neo4j", "influxdb": "influxdb", "cockroachdb": "cockroachdb", "mssql": "mssql", "oracle": "oracle",
}
_SERVICE = re.compile(r"<([a-z0-9]+)-port>|\b(" + "|".join(sorted(_SERVICE_WORDS, key=len, reverse=True)) + r")\b")


# An address in use is about the runtime that could not bind (its server's fix): each says so its
# own way, whichever application runs on it.
_IN_USE = re.compile(r"\beaddrinuse\b|\baddress (?:already )?in use\b|\bport is already allocated\b"
                     r"|\bonly one usage of each socket address\b")
_RUNTIMES = (
    ("python", re.compile(r"\[errno eaddrinuse\]|\boserror\b|\bsocket\.error\b")),
    ("node", re.compile(r"\blisten eaddrinuse\b|\bcode: 'eaddrinuse'")),
    ("nginx", re.compile(r"\bbind\(\) to\b")),
    ("go", re.compile(r"\blisten tcp\b|\bbind: address already in use\b")),
    ("java", re.compile(r"\bbindexception\b")),
    ("ruby", re.compile(r"\berrno::eaddrinuse\b")),
    ("docker", re.compile(r"\bport is already allocated\b")),
)


# The module or class a runtime could not find: the name is the subject, so `'numpy'` is never
# `'pandas'` and `com.a.Main` never `com.b.Main`.
_MISSING = (
    ("python-module", re.compile(r"\bno module named '([\w.]+)'")),
    ("java-class", re.compile(r"\bclassnotfoundexception: ([\w.$]+)|\bcould not find or load main class ([\w.$]+)")),
)


def _missing(canon: str) -> tuple[str, str] | None:
    for condition, pattern in _MISSING:
        names = {name for found in pattern.findall(canon) for name in (found if isinstance(found, tuple) else (found,))
                 if name}
        if names:
            return (condition, names.pop()) if len(names) == 1 else None
    return None


def condition_of(canon: str) -> tuple[str, str] | None:
    """(condition, subject) of a canonical form, or None when it names no such condition or not
    exactly one subject: a refused connection and its service, an address in use and its runtime,
    a missing module or class and its name."""
    if _REFUSED.search(canon):
        subjects = {port or _SERVICE_WORDS[word] for port, word in _SERVICE.findall(canon)}
        return ("econnrefused", subjects.pop()) if len(subjects) == 1 else None
    if _IN_USE.search(canon):
        runtimes = {name for name, marker in _RUNTIMES if marker.search(canon)}
        return ("eaddrinuse", runtimes.pop()) if len(runtimes) == 1 else None
    return _missing(canon)


def search_words(condition: tuple[str, str]) -> list[str]:
    """Words that find the entries of a condition among many: its errno and its subject's names."""
    errno, subject = condition
    if errno in ("python-module", "java-class"):
        from ..recognize.normalize import tokens  # as the index splits it: `dr_loc` is one word

        return [*tokens(subject), "module" if errno == "python-module" else "class"]
    if errno == "eaddrinuse":
        return [errno, "use", "bind", "listen", "allocated", subject]
    return [errno, "refused", *(word for word, name in _SERVICE_WORDS.items() if name == subject)]
