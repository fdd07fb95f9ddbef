"""One message under two kinds of name: a library's message as its exception names it and as a
program or a cmdlet relays it (`System.Net.WebException: The request was aborted: …` /
`Invoke-RestMethod : The request was aborted: …`, `Webpacker::Manifest::MissingEntryError:
Webpacker can't find …` / `rails → Webpacker can't find …`), in nine words at least and not in
the system's own words (`The system cannot find the file specified`: any program prints that).

The fuzzy tier's last measure (`wrapper`), after value slots. Each side must show what its name is:
an exception by its qualified name (a module or namespace before it: `wand.exceptions.PolicyError`,
not a bare word that happens to end in `Error`), the other by a cmdlet's `Verb-Noun` shape or by
having no name but its command. A bare word in front of a message might be anything (a program, a
module, a typo), and two exceptions with one message are two libraries' errors (the socket's
`ConnectionRefusedError`, httpx's `ConnectError`): neither is joined.
"""

from __future__ import annotations

import re
from functools import lru_cache

from errkb.valueclass import valueclass

from ..recognize.chinese import WINDOWS_SYSTEM
from ..recognize.errnos import STRERROR
from ..recognize.normalize import tokens
from ..recognize.winerrors import WINDOWS_MESSAGES
from .guards import PLACEHOLDER

WRAPPED_WORDS = 9  # the fewest words (placeholders aside) a message needs to stand for itself under any name
# The system's own messages (strerror, Windows' message table), which any program prints about
# anything: under an exception's name and relayed by a command they are two errors (a missing
# executable, a missing data file).
_SYSTEM_SAYS = (*WINDOWS_MESSAGES.values(), *(english for _, english in WINDOWS_SYSTEM),
                *(text for texts in STRERROR.values() for text in texts))
_NAMED = re.compile(r"([^\s:]+(?:::[^\s:]+)*) ?: ")  # `x.y.fooerror: `, `invoke-webrequest : `, `a::b::fooerror: `
_QUALIFIED_EXCEPTION = re.compile(r"(?:[a-z_$][\w$]*(?:\.|::))+[a-z_$][\w$]*(?:error|exception)")
# PowerShell's approved verbs that relay a web, file or process call's .NET exception
_CMDLET = re.compile(r"(?:invoke|get|set|new|remove|start|stop|install|import|add|copy|move|rename|test|update|expand"
                     r"|compress|save|send|connect|register|restart|out|write|read|resolve)-[a-z]+")


@valueclass
class Spoken:
    kind: str  # "exception" (a qualified exception), "relay" (a cmdlet, or only the command) or "other"
    name: str
    message: str


@lru_cache(maxsize=8192)
def spoken(canon: str) -> Spoken | None:
    """A form's message without its command prefix and without the one name before a colon, and
    what kind of name that was; None when the message is shorter than `WRAPPED_WORDS` words."""
    prefix, arrow, body = canon.partition(" → ")
    body = body if arrow else canon
    lead = _NAMED.match(body)
    message = body[lead.end():] if lead else body
    if sum(1 for word in tokens(message) if not PLACEHOLDER.fullmatch(word)) < WRAPPED_WORDS \
            or message.startswith(_SYSTEM_SAYS):
        return None
    if lead is None:
        return Spoken("relay" if arrow else "other", f"{prefix} →" if arrow else "(no name)", message)
    name = lead.group(1)
    kind = "exception" if _QUALIFIED_EXCEPTION.fullmatch(name) else "relay" if _CMDLET.fullmatch(name) else "other"
    return Spoken(kind, name, message)


def same_message(a: str, b: str) -> tuple[str, str] | None:
    """(a's name, b's) when the two forms say one message word for word, one under a qualified
    exception and the other relayed; else None."""
    left, right = spoken(a), spoken(b)
    if left is None or right is None or left.message != right.message:
        return None
    return (left.name, right.name) if {left.kind, right.kind} == {"exception", "relay"} else None
