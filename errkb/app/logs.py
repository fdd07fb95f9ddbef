"""A log's lines as `errkb scan` reads them: each line without its log prefix (timestamp, level,
thread, logger, a CI runner's `##[error]`, a build's `#0 7.205 ` or `1>`), with the level that
prefix gave it; lines joined into events (a traceback, a stack trace, a logger's line and the
exception it prints, pip's two `ERROR:` lines); which events are errors; and what kind of log it
is (the `[log:<kind>]` tag).

A line at INFO or DEBUG narrates whatever it says (`[INFO] BUILD FAILURE` is maven's progress;
its `[ERROR]` lines say what failed); a WARN line is no error; a line without a level is an
error when it reads as one, names an error code, or reports a signal (`Segmentation fault (core
dumped)`, `Killed`, `Aborted`, an exit status of 128 + a signal).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from errkb.valueclass import mutable_valueclass, valueclass

from ..recognize.capture import extract_code
from ..recognize.headline import RELAY_MARK, labelled_narration

# -- prefixes ---------------------------------------------------------------------------------------
_STAMP = (r"(?:\d{4}-\d\d-\d\d[T ]\d\d:\d\d(?::\d\d(?:[.,]\d+)?)?(?:Z|[+-]\d\d:?\d\d| ?UTC)?"
          r"|\d{4}/\d\d/\d\d \d\d:\d\d:\d\d(?:[.,]\d+)?"
          r"|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) [ \d]\d \d\d:\d\d:\d\d"
          r"|\d\d:\d\d:\d\d(?:[.,]\d+)?"
          # Apache's error log: a ctime, with microseconds since 2.4 (`Wed Oct 11 14:32:52.152940 2023`)
          r"|(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) [ \d]\d"
          r" \d\d:\d\d:\d\d(?:\.\d+)? \d{4})")
# (one space after the stamp: a CI runner stamps every line, and what follows keeps its indentation)
_TIMESTAMP = re.compile(rf"^(?:\[{_STAMP}\]|{_STAMP})[:,]?\s")
# GitHub Actions' workflow commands and Azure Pipelines' logging commands
_DIRECTIVE = re.compile(r"^##\[(error|warning|notice|debug|group|endgroup|command|section)\]\s*", re.I)
_LEVEL_WORDS = {"trace": "info", "debug": "info", "dbug": "info", "info": "info", "notice": "info", "warn": "warning",
                "warning": "warning", "error": "error", "err": "error", "fatal": "error", "fata": "error",
                "critical": "error", "crit": "error", "severe": "error", "emerg": "error", "alert": "error",
                "panic": "error"}
# (Apache 2.4 writes the module before the level: `[core:alert]`, `[proxy_fcgi:error]`)
_LEVEL = re.compile(r"^(?:\[[\w-]+:)?\[?(" + "|".join(_LEVEL_WORDS) + r")\]?(?:\[\d+\])?(?:\s*[:|]\s*|\s+-\s+|\s+)",
                    re.I)
# apt's and dpkg's one-letter levels (`E: Package 'x' has no installation candidate`, `W: GPG error: …`)
_LETTER_LEVEL = re.compile(r"^([EWNI]): (?=\S)")
_LETTER_LEVELS = {"E": "error", "W": "warning", "N": "info", "I": "info"}
_THREAD = re.compile(r"^\[[\w .:/#@-]{1,40}\]\s+")
# A logger's name after its level: `com.acme.Db - `, `util.NativeCodeLoader: `, `django.request: `
_LOGGER = re.compile(r"^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+\s*(?:-|:)\s+")
_LOGFMT = re.compile(r'\blevel=(\w+)\b.*?\bmsg="((?:[^"\\]|\\.)*)"')
_DIRECTIVE_LEVELS = {"error": "error", "warning": "warning", "notice": "info", "debug": "info", "group": "info",
                     "endgroup": "info", "command": "info", "section": "info"}


@valueclass
class LogLine:
    number: int
    level: str  # error | warning | info | "" (no level given)
    text: str  # without its prefix


def strip_prefix(line: str) -> tuple[str, str]:
    """(level, message) of one log line; the level is "" when its prefix names none. A message
    keeps its own indentation (a stack frame under a stamped line is still a stack frame)."""
    logfmt = _LOGFMT.search(line)
    if logfmt and logfmt.group(1).lower() in _LEVEL_WORDS:
        return _LEVEL_WORDS[logfmt.group(1).lower()], logfmt.group(2).replace('\\"', '"')
    level, text, stamped = "", line, False
    for _ in range(6):
        if found := _TIMESTAMP.match(text):
            stamped = True
        elif found := RELAY_MARK.match(text):  # a build's marker on every line it relays (`#0 7.205 `, `1>`)
            pass
        elif found := _DIRECTIVE.match(text):
            level = level or _DIRECTIVE_LEVELS[found.group(1).lower()]
        elif not level and (found := _LEVEL.match(text.lstrip() if stamped else text)) and (stamped or _tagged(found.group())):
            text = text.lstrip() if stamped else text
            level = _LEVEL_WORDS[found.group(1).lower()]
        elif not level and (found := _LETTER_LEVEL.match(text)):
            level = _LETTER_LEVELS[found.group(1)]
        elif (stamped or level) and (found := _THREAD.match(text.lstrip())):
            text = text.lstrip()
        elif level and (found := _LOGGER.match(text)):
            pass
        else:
            break
        text = text[found.end():]
    text = text.rstrip()
    return level, text if text.strip() else line.strip()


def _tagged(prefix: str) -> bool:
    """A level with no timestamp before it counts when it is written as a tag: `[ERROR] `, `ERROR: `,
    `WARN  ` in capitals; a sentence's first word (`Error response from daemon`) is not one."""
    word = prefix.strip().rstrip(":|-").strip("[]").split("[")[0]
    return prefix.startswith("[") or ":" in prefix or (word.isupper() and len(word) > 1)


def read_lines(lines: Iterable[str]) -> Iterator[LogLine]:
    for number, raw in enumerate(lines, 1):
        line = raw.rstrip("\r\n")
        if line.strip():
            level, text = strip_prefix(line)
            yield LogLine(number, level, text)


# -- events -----------------------------------------------------------------------------------------
_CONTINUATION = re.compile(
    r"^(?:\s+\S|Caused by:|Suppressed:|\.\.\. \d+ more|During handling of the above exception"
    r"|The above exception was the direct cause)"
)
_CHAIN = re.compile(r"^(?:During handling of the above exception|The above exception was the direct cause)")
_TRACEBACK = "Traceback (most recent call last)"
# The exception a logger prints on the line after its message (Java's logback, Python's logging).
_EXCEPTION_LINE = re.compile(r"^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(?:Exception|Error)\b(?::|$)")
_JOINED = 3  # consecutive error lines of one tag joined into one event, at most


@mutable_valueclass
class Event:
    first_line: int
    level: str
    lines: list[str]

    @property
    def text(self) -> str:
        return "\n".join(self.lines)


def split_events(lines: Iterable[str]) -> Iterator[Event]:
    """Multi-line events, in order. Indented lines, `Caused by:` and `... N more` join the event
    above (Java, Node, .NET stack traces); a Python traceback runs to its exception line at column
    0, a chained one (`During handling of the above exception…`) stays one; a logger's error line
    takes the exception printed under it; consecutive error lines with the same tag, different
    openings and a value in common (pip's `ERROR: Could not find a version … torch==9.9.9` /
    `ERROR: No matching distribution found for torch==9.9.9`) are one error. Blank lines neither start nor end an event."""
    event: Event | None = None
    in_traceback = chained = False
    for line in read_lines(lines):
        text = line.text
        if _TRACEBACK in text:
            if event is not None and not chained:
                yield event
                event = None
            if event is None:
                event = Event(line.number, line.level, [])
            event.lines.append(text)
            in_traceback, chained = True, False
            continue
        if event is not None and in_traceback:
            event.lines.append(text)
            in_traceback = text[:1].isspace()  # the exception line, at column 0, closes it
            continue
        if event is not None and _joins(event, line):
            event.lines.append(text)
            chained = bool(_CHAIN.match(text))
            continue
        if event is not None:
            yield event
        event, chained = Event(line.number, line.level, [text]), False
    if event is not None:
        yield event


def _joins(event: Event, line: LogLine) -> bool:
    if line.level == "" and _CONTINUATION.match(line.text):
        return True
    if line.level == "" and event.level == "error" and len(event.lines) == 1 and _EXCEPTION_LINE.match(line.text):
        return True
    if line.level == "error" and event.level == "error" and len(event.lines) < _JOINED:
        last = event.lines[-1]
        # (two lines that end alike are one message logged twice, about two places: Apache's
        # `…/.htaccess: Invalid command 'x', … not included in the server configuration`)
        return _opening(line.text) != _opening(last) and _ending(line.text) != _ending(last) and (
            not _values(line.text).isdisjoint(_values(last)) or _names_again(line.text, last))
    return False


def _names_again(text: str, above: str) -> bool:
    """The line ends on a name the line above holds (pip's `No matching distribution found for
    numpyy` under `… the requirement numpyy (from versions: none)`): a name needs no digit or dot
    to be the thing both lines are about, only not to be a word errors end on."""
    words = text.split()
    name = words[-1].strip("'\"`()[]{},;:.").lower() if words else ""
    return len(name) >= 3 and name not in _PLAIN_ENDINGS and name in {
        word.strip("'\"`()[]{},;:.").lower() for word in above.split()}


# Words an error line ends on that name no thing (`… not found`, `… failed`, `… denied`).
_PLAIN_ENDINGS = frozenset(
    "found failed failure error errors denied exist exists missing available installed none refused timeout invalid "
    "aborted directory file files dependencies here there this that system again".split())


def _opening(text: str) -> tuple[str, ...]:
    return tuple(text.lower().split()[:2])


def _ending(text: str) -> tuple[str, ...]:
    return tuple(text.lower().split()[-4:])


def _values(text: str) -> set[str]:
    """The value-like words of a line (`torch==9.9.9`, `'left-pad'`, a path): the second of two
    error lines continues the first only when it names one of them again, as pip's does; two
    unrelated errors logged back to back stay two."""
    words = (word.strip("'\"`()[]{},;:.") for word in text.split())
    return {word for word in words if len(word) >= 3 and not word.isalpha()}


# -- which events are errors ------------------------------------------------------------------------
_ERROR_EVENT = re.compile(
    r"\b(?:error|fatal|failed|failure|exception|panic|denied|refused|traceback|critical|severe|cannot|unable)\b"
    # a linker's and a loader's own words (`undefined reference to `x'`, `region `FLASH' overflowed by`)
    r"|\bundefined (?:reference|symbol)\b|\boverflowed by\b|\blibrary not loaded\b"
    r"|错误|失败|异常",
    re.IGNORECASE,
)
# A process that died by a signal, as shells, runtimes, CI runners and kernels report it.
SIGNALED = re.compile(
    r"\b(?:segmentation fault|core dumped|bus error|illegal instruction|floating point exception|killed|aborted"
    r"|oomkilled|out of memory|terminated by signal|killed by signal|exited with signal|signal: (?:killed|aborted)"
    r"|sig(?:kill|segv|abrt|bus|ill|fpe)\b|exit (?:code|status) (?:13[4-9]|14[0-3])\b)",
    re.IGNORECASE,
)


def is_error(event: Event) -> bool:
    """An error event: logged at an error level, or with no level and reading as an error."""
    if event.level in ("info", "warning"):
        return False
    if event.level == "error":
        return True
    text = event.text
    if labelled_narration(text):
        return False  # `PIO Core Call Error: The next files/directories have been created in …`
    return bool(_ERROR_EVENT.search(text) or SIGNALED.search(text) or extract_code(text))


# -- what kind of log -------------------------------------------------------------------------------
_KINDS = (
    ("github-actions", re.compile(r"^(?:\S+Z )?##\[(?:error|group|endgroup|warning)\]", re.M)),
    ("maven", re.compile(r"^\[(?:INFO|ERROR)\] (?:BUILD|Scanning for projects|---)", re.M)),
    ("gradle", re.compile(r"^> Task :|^FAILURE: Build failed", re.M)),
    ("pytest", re.compile(r"^=+ (?:test session starts|FAILURES|ERRORS) =+$|^=+ short test summary", re.M)),
    ("npm", re.compile(r"^npm (?:ERR!|error|WARN|warn) ", re.M)),
    ("pip", re.compile(r"^(?:Collecting |ERROR: (?:Could not|No matching|pip))", re.M)),
    ("docker", re.compile(r"^#\d+ \[|^Step \d+/\d+ : |^ ?[\w.-]+\s+\| ", re.M)),
    ("syslog", re.compile(r"^(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) [ \d]\d \d\d:\d\d:\d\d \S+ "
                          r"\S+?(?:\[\d+\])?: ", re.M)),
)
_NAME_KIND = re.compile(r"[^a-z0-9]+")


def log_kind(head: str, name: str = "") -> str:
    """What kind of log this is, for the `[log:<kind>]` tag: from its first lines (a CI runner,
    a build tool, a test runner, a package manager, syslog), else from its file name (`build.log`
    is `build`), else `text`."""
    for kind, sign in _KINDS:
        if sign.search(head):
            return kind
    stem = name.replace("\\", "/").rsplit("/", 1)[-1].split(".", 1)[0].lower()
    stem = _NAME_KIND.sub("-", stem).strip("-")[:32]
    return stem if stem and stem not in ("-", "stdin") else "text"
