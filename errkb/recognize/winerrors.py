"""A Windows system error is its code: the system's message is the code's, in any locale, and what
wraps it is how it reached the user. A file system's error, whichever runtime met it (Python's
`[WinError 267]`, Rust's `(os error 267)`, Java's `FileSystemException: <file>: `, Go's `open
<file>: `, .NET's `IOException`, in Chinese too), is one error: its fix is on the machine (close
the program that holds the file, rename it, enable long paths, grow the paging file), for the
codes whose fix is the same whichever file met them: a file another process holds (32), a name
Windows rejects (123), a file that exists (183), a path too long (206), a file where a folder was
expected (267), a paging file too small (1455). A socket's error is one error within one runtime
(its socket options and event loop are the fix): as Python reports it (`[WinError 10054]`,
urllib's `<urlopen error …>`, requests' `TimeoutError(10060, '…')`, a tool's `Command google
returned: Error: `, a log's `[Server Listen]`), for the access, address, abort, reset, timeout and
unreachable errors. A refused connection (10061) and an address in use (10048) are about the
service or the server (loop/conditions.py), a file or a path that is not there (2, 3) is about
that file, and a message naming a service keeps its words.

Applied by recognize/wording.py with the errno rules (class 4), on the lower-cased canonical
text.
"""

from __future__ import annotations

import re

from .rules import LazyPattern, Rule
from .services import SERVICE_WORDS

WINDOWS_MESSAGES = {
    "32": "the process cannot access the file because it is being used by another process",
    "123": "the filename, directory name, or volume label syntax is incorrect",
    "183": "cannot create a file when that file already exists",
    "206": "the filename or extension is too long",
    "267": "the directory name is invalid",
    "1455": "the paging file is too small for this operation to complete",
    "10013": "an attempt was made to access a socket in a way forbidden by its access permissions",
    "10049": "the requested address is not valid in its context",
    "10051": "a socket operation was attempted to an unreachable network",
    "10053": "an established connection was aborted by the software in your host machine",
    "10054": "an existing connection was forcibly closed by the remote host",
    "10060": "a connection attempt failed because the connected party did not properly respond after a period of time, "
             "or established connection failed because connected host has failed to respond",
    "10065": "a socket operation was attempted to an unreachable host",
}
# How the rule writes an error it read: a code, which decides without the program that printed it
# (recognize/wording.py's reword() drops a command's prefix before it, as capture's key does for a code).
CODE_PREFIX = "winerror "
_CODES = "|".join(WINDOWS_MESSAGES)
_SOCKET_CODES = "|".join(code for code in WINDOWS_MESSAGES if code.startswith("100"))
_FILE_CODES = "|".join(code for code in WINDOWS_MESSAGES if not code.startswith("100"))
# .NET names the file inside its message (`The process cannot access the file 'x' because …`)
_SAID = {code: re.escape(text).replace(r"the\ file\ because", r"the\ file(?:\ '[^'\n]{0,300}')?\ because")
         for code, text in WINDOWS_MESSAGES.items() if not code.startswith("100")}
_NAMES_SERVICE = LazyPattern(r"\b(?:" + "|".join(sorted(SERVICE_WORDS, key=len, reverse=True)) + r")\b|<[a-z0-9]+-port>")


def _windows_error(match: re.Match[str]) -> str:
    if _NAMES_SERVICE.regex.search(match.string):
        return match.group()
    # the message said in words (a named group `said<code>`), else the code a runtime printed
    said = match.lastgroup or ""
    code = said.removeprefix("said") if said.startswith("said") else next(found for found in match.groups() if found)
    return f"{CODE_PREFIX}{code}: {WINDOWS_MESSAGES[code]}"


WINDOWS_ERROR = Rule(
    rf"^.*?(?:\[(?:winerror|error) ({_CODES})\]|\[errno ({_SOCKET_CODES})\]|\(os error ({_FILE_CODES})\b"
    # (an exception's repr names a socket's code only: `BrokenPipeError(32, 'Broken pipe')` is POSIX's EPIPE)
    rf"|\b[a-z]\w*\(({_SOCKET_CODES}), '|" + "|".join(f"(?P<said{code}>{said})" for code, said in _SAID.items()) + ").*$",
    _windows_error,
    needs=("[winerror ", "[error ", "[errno 100", "(os error ", "(100",
           *(text[:24] for code, text in WINDOWS_MESSAGES.items() if not code.startswith("100"))),
    flags=re.S)
