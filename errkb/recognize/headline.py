"""The headline: the one line of a failure's output that decides its identity.

A Python traceback's exception line; else
pytest's own verdict (a `FAILED …::test - message` line, or the `E   ` line that explains it);
else a tool's own verdict where it has one (`curl: (22) …` over curl's `-v` trace); else a line
naming an error code (the most frequent code wins, and among its lines the most informative one
with the smallest canonical form, so reordered or grown multi-line output keeps its identity;
codes that only say "the script failed", such as ELIFECYCLE, do not count); else the first line
that reads as an error or is a compiler diagnostic (a header ending in `:` takes its next line);
else the last meaningful line. Host wrapper lines (`Exit code 2`, `[exit code: 2]`, Gemini's
`Exit Code:`/`Process Group PGID:`, a host's `Edit(…) failed` frame), warnings, klog lines and
maven's `[INFO]` log never decide while anything else is there. A headline that only announces
the error (`error[E0308]: mismatched types`, npm's `ERESOLVE unable to resolve dependency tree`,
terraform's `Error: Inconsistent dependency lock file`, gradle's `FAILURE: Build failed with an
exception.`, and since n10 any headline ending in `:` or a summary that names nothing) takes
the detail line that says what, so two different errors never share it (detail.py).
"""

from __future__ import annotations

import re
from collections import Counter

from .detail import NPM_PREFIX as _NPM_PREFIX
from .detail import stated_below, with_detail, with_import_above
from .normalize import canonical
from .powershell import powershell_message
from .records import ansible_message, event_message
from .sanitize import strip_terminal
from .wrappers import JVM_CARRIERS

_CODE = re.compile(
    r"\berror\[(E\d{4})\]|\berror (TS\d+)\b|\b(ERR_[A-Z0-9_]+)\b|\b(E[A-Z]{2,}(?:_[A-Z]+)?)\b"
    r"|\b([A-Z][A-Za-z0-9]*(?:Error|Exception))\b(?!\.[A-Za-z])|\b(E\d{3,4})\b(?! \d{1,2}:\d\d)|\b([A-Z]{2,3}\d{4})\b"
    r"|\b(errSec[A-Z][A-Za-z]+)\b"  # Apple's Security framework (codesign's `errSecInternalComponent`)
)
# Codes that only say "the script failed"; the error that made it fail is elsewhere in the output.
_GENERIC_CODES = frozenset({"ELIFECYCLE", "YN0000", "ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL",
                            "ERR_PNPM_RECURSIVE_EXEC_FIRST_FAIL"})
# Java's exceptions whose message is another's: the launcher's `LinkageError occurred while loading
# main class X` over the `UnsupportedClassVersionError` that says which release, a reflective call's
# wrapper over what the call threw. While the output names another code, that one decides.
# (every carrier but RuntimeException, which is an error of its own unless it carries another on its line)
_WRAPPING_CODES = frozenset({"LinkageError", "ExceptionInInitializerError",
                             *(name.rsplit(".", 1)[1] for name in JVM_CARRIERS if name != "java.lang.RuntimeException")})
_NOT_CODES = frozenset({"ERR", "ERROR", "ERRORS", "EXIT", "END", "ENV", "EOF", "EXPECTED", "EXAMPLE",
                        "EVENT", "EMPTY", "ENTER", "EACH", "ELSE", "EST", "EDT", "EXEC", "ECHO"})
_WRAPPER = re.compile(
    r"^(?:\[exit code: -?\d+\]|exit code:? -?\d+|process group pgid: \d+|</?untrusted_context>|\[std(?:out|err)\]"
    r"|\(no output\)|\[timed out after \d+ms\]|\[killed by signal: \w+\])$",
    re.I,
)
# A word, not part of a file name: `missing.c` and `src/error/x.ts` say nothing.
_ERRORISH = re.compile(
    r"(?<![./\\-])\b(?:error|fatal|failed|failure|exception|denied|cannot|can't|could not|couldn't|unable|not found"
    r"|no such|refused|rejected|panic(?:ked)?|abort(?:ed)?|invalid|illegal|missing|undefined|unknown|timed? ?out|conflicts?"
    r"|not recogni[sz]ed|not an internal or external command|not supported|unsupported|did you mean|unauthorized"
    r"|forbidden|not loaded"
    # the C library's own words for an errno (`install: mkdir /include: Read-only file system`)
    r"|read-only file system|not permitted|no space left|too many open files|already in use|is a directory"
    r"|not a directory|directory not empty|broken pipe|connection reset|out of memory)\b(?![./\\-]\w)"
    r"|错误|失败|拒绝|找不到|不是内部或外部命令"  # cmd.exe's "not recognized", in Chinese
    # `kubectl get pods` prints a table and exits 0: a pod's status is what failed.
    r"|\b(?:CrashLoopBackOff|ImagePullBackOff|ErrImagePull|ErrImageNeverPull|InvalidImageName|CreateContainerConfigError"
    r"|CreateContainerError|RunContainerError|OOMKilled)\b",
    re.I,
)
# `file.go:12:5: message`: a compiler diagnostic even when it names no code and says no "error".
_DIAGNOSTIC = re.compile(r"^(?:[^\s:]+\.\w+:\d+(?::\d+)?: (?!(?:warning|note|info)\b)|g?make(?:\[\d+\])?: \*\*\*)", re.I)
# Warnings (DeprecationWarning, `npm WARN`, `level=warning`) never decide identity while an error line exists.
# Node's UnhandledPromiseRejectionWarning is no warning: it carries the error the promise rejected with.
_WARNING = re.compile(r"\b(?!UnhandledPromiseRejection)\w*warn(?:ing)?\b\s*[:\]!]|^(?:npm|pnpm|yarn) warn\b"
                      r"|\blevel=warn(?:ing)?\b"
                      r"|^Unable to find image '[^']*' locally$", re.I)  # docker run says so before it pulls
# A shouted banner (ssh's `@ WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED! @`) names the error that
# the generic last line (`Host key verification failed.`) shares with a different one.
_SHOUTED = re.compile(r"^[@#*|\s]*(?:WARNING|ERROR|FATAL|CRITICAL)[:!]?\s+([A-Z][A-Z0-9 ,'/-]{10,}[!.]?)[\s@#*|]*$")
# Lines that narrate on the way to the verdict; like warnings, they never decide while another line is there.
_NARRATION = re.compile(
    r"^[IWEF]\d{4} \d{1,2}:\d{2}:\d{2}\.\d+\s+\d+ [\w.-]+:\d+\] "  # klog: kubectl's own log before its verdict
    r"|^\[(?:INFO|DEBUG)\] "  # maven's progress; its `[ERROR]` lines say what failed
    r"|^[A-Z]\w*\(.*\) failed$"  # a host's frame of a failed tool call; the tool's message follows
    r"|^(?:note|help|hint|tip): "  # rustc's, cargo's and git's advice after the error
    r"|^==> "  # Homebrew's progress (and Vagrant's, `==> default: Importing base box…`)
    # a logger's INFO/DEBUG line, after its timestamp (`2022-10-03 03:50:56,84 INFO util.X: …`)
    r"|^(?:\[?\d{4}-\d\d-\d\d[T ][\d:.,]+\]?\s+|\d\d/\d\d/\d\d \d\d:\d\d:\d\d\s+)\[?(?:INFO|DEBUG|TRACE|NOTICE)\b"
    r"|^\[?(?:INFO|DEBUG|TRACE)\]?:? "
    r"|^(?:Info|Debug|Trace|INFO|DEBUG|TRACE) : "  # OpenOCD's log (`Info : RP2040 Flash Bank Command`)
    # a usage synopsis (argparse's `usage: pytest [options] [file_or_dir] …`, pytest's own after
    # `ERROR: `), printed above the `prog: error: …` that says what was wrong
    r"|^(?:ERROR: )?usage: \S+ \["
    # Lines that are never the error line, whatever the tool (since n9):
    # a stack frame (Node's `at TLSWrap.onread (net.js:660:25)`, Java's `at a.B.c(B.java:12)`, `... 3 more`);
    r"|^at (?:[^()\s]+ )?\(?[^()\s]*:\d+(?::\d+)?\)?$|^at [\w$.<>]+\((?:[^()]*:\d+|Native Method|Unknown Source)\)$"
    r"|^\.\.\. \d+ more$"
    # (Dart's: `#1      _DefaultProcessUtils.runSync (package:flutter_tools/src/base/process.dart:45:17)`)
    r"|^#\d+\s+\S+ \((?:package|dart|file|org-dartlang-sdk):[^()]*\)$"
    # a caret or tilde line that points into the echoed source (`     ^`, `^~~~~`);
    r"|^[\s|]*\^[\^~\s]*$"
    # progress narrated before the verdict, a verb in -ing ending in an ellipsis (`Cloning into 'x'...`),
    # unless it says something went wrong (`Something went wrong, retrying...`);
    r"|^(?![^\n]*\b(?:error|fail\w*|denied|cannot|unable|wrong|refused|invalid|not found)\b)[A-Z][a-z]+ing\b[^\n]*(?:\.\.\.|…)$"
    # git's push and fetch header naming the remote (`To ssh://git@host:2222/x.git`, `From github.com:a/b`);
    r"|^(?:To|From) (?:[a-z][\w+.-]*://|[\w.-]+@[\w.-]+:|[\w.-]+:)?\S+$"
    # an explanation under the error (apt's `This may mean that the package is missing, has been
    # obsoleted, or`), whose words (`missing`) are no error of their own;
    r"|^(?:[Tt]his|[Ii]t) (?:may|might|could|usually|probably|often) (?:mean|means|indicates?|be caused)\b"
    # a request to report a bug under the error (Prisma's `In case this error is unexpected for you,
    # please report it in https://pris.ly/…`), whose `error` is the one above it;
    r"|^(?i:(?:(?:if|in case)\b[^\n]{0,100}?,\s*)?please (?:report|file|open|submit) (?:it|this|a bug|an issue|the issue)\b)"
    # fish's trailer saying where a script was sourced or called from.
    r"|^(?:from sourcing file |called on line \d+ of file |in function '|in command substitution\b)"
)
# A line that says only that a process exited with a status relays the error another line states,
# above it (setuptools' `command 'gcc' failed with exit status 1` under gcc's own error) or below
# it (cargo's `process didn't exit successfully: `rustc -vV` (exit code: 1)` over its `--- stderr`).
_EXIT_RELAY = re.compile(
    r"\b(?:process|command|subprocess|script|program)\b[^\n]{0,160}?\b(?:did not|didn't|failed|exited|returned|terminated)"
    r"\b[^\n]{0,80}?\b(?:exit (?:code|status)|status|code)\b[:=]?\s*-?\d+\)?\.?$"
    # (or without the number: Vagrant's `The SSH command responded with a non-zero exit status.`)
    r"|\b(?:process|command|subprocess|script|program)\b[^\n]{0,160}?\bwith a non-?zero exit (?:code|status)\.?$"
    # gcc's driver relaying its linker (`collect2: error: ld returned 1 exit status`) under the
    # linker's own complaint (`region `FLASH' overflowed by 944 bytes`)
    r"|^collect2(?:\.exe)?: (?:error: )?[\w.+-]+ returned -?\d+ exit status$"
    r"|^collect2(?:\.exe)?: 错误[:：]\s*[\w.+-]+ 返回 -?\d+$"  # the same in zh_CN
    # ninja naming the target whose command failed, above that command's own output, and its last word
    r"|(?-i:^FAILED: [^\s:]+$)|^ninja: build stopped: subcommand failed\.?$"
    # Xcode's build step that ran a script or a tool (`Command PhaseScriptExecution failed with a
    # nonzero exit code`, `Command CodeSign failed …`)
    r"|^command \S+ failed with a nonzero exit(?: code)?\.?$"
    # make before 4.x naming the target whose recipe failed, over its `make: *** [x] Error 2` (which
    # stays: its status may be a signal's, `Error 139`)
    r"|^\S*makefile:\d+: recipe for target '[^'\n]{1,200}' failed$"
    # SCons naming the target whose command failed (PlatformIO's `*** [upload] Error 74`)
    r"|^\*\*\* \[[^\]\n]{1,200}\] error -?\d+$", re.I)
# A logger's WARN line counts as a warning: it never decides while an error line is there.
_LOGGED_WARNING = re.compile(r"^(?:\[?\d{4}-\d\d-\d\d[T ][\d:.,]+\]?\s+|\d\d/\d\d/\d\d \d\d:\d\d:\d\d\s+)\[?WARN(?:ING)?\b")
# A tool's own last word, which decides over everything its verbose mode printed before it.
_VERDICT = re.compile(r"^curl: \(\d+\) ")
# Tags a host wraps around a tool's message (Claude Code's `<tool_use_error>…</tool_use_error>`).
_HOST_TAGS = re.compile(r"</?tool_use_error>")
# Terraform draws each diagnostic in a box (`╷`, `│ Error: …`, `╵`); the headline goes without it.
_BOX = re.compile(r"^│\s*")
_PYTEST_SUMMARY = re.compile(r"^(?:FAILED|ERROR) \S+::\S+")
_PYTEST_EXPLAINED = re.compile(r"^E\s{2,}\S")
_PYTEST_BANNER = re.compile(r"^_{3,} .+ _{3,}$")
_BARE_WORDS = frozenset({"npm", "err", "error", "code", "errno", "syscall", "pnpm", "yarn", "warn", "e"})


# A build's marker in front of every line it relays: MSBuild's project node (`1>`, `12>`) in a
# parallel build, fastlane's time and xcpretty's arrow (`[00:18:02]: ▸ `), BuildKit's step and
# elapsed seconds (`#0 7.205 `). A line reads as printed.
RELAY_MARK = re.compile(r"^(?:\d{1,4}>(?!&)|\[\d\d:\d\d:\d\d\]: ▸(?=\s|$)|#\d{1,4} \d+\.\d+(?=\s|$))\s*")


# Visual Studio's Error List, copied into a thread or a log: a tab-separated row of severity, code,
# description, project, file, line (`Error\tMSB8036\tThe Windows SDK version … was not found.\tHelloDXR\t…`).
# It reads as the build printed it (`error MSB8036: The Windows SDK …`); the project and the file are
# where, not what.
_ERROR_LIST_ROW = re.compile(r"^(Error|Warning|错误|警告)\t([A-Z]{1,8}\d{2,6})\t([^\t]+)")
_SEVERITY = {"错误": "error", "警告": "warning"}


def _error_list_row(line: str) -> str:
    row = _ERROR_LIST_ROW.match(line)
    if row is None:
        return line
    severity, code, description = row.groups()
    return f"{_SEVERITY.get(severity, severity.lower())} {code}: {description.strip()}"


def meaningful_lines(text: str) -> list[str]:
    lines = []
    for line in strip_terminal(text).split("\n"):
        stripped = RELAY_MARK.sub("", _error_list_row(line.strip()) if "\t" in line else line.strip())
        if stripped.lower().startswith("output: "):
            stripped = stripped[8:].strip()
        stripped = _HOST_TAGS.sub("", stripped).strip()
        if stripped and not _WRAPPER.match(stripped):
            lines.append(stripped)
    return _without_shared_tag(lines)


# A runner that tags every line it relays (`ERROR: …` on each line of a PowerShell record) says
# nothing by it: the tag goes, so the record reads as it was printed.
_LINE_TAG = re.compile(r"^(?:(?:ERROR|ERR|WARN|WARNING|INFO|STDERR|stderr)\s*:|\[(?:ERROR|WARN|INFO|stderr)\])\s*")


def _without_shared_tag(lines: list[str]) -> list[str]:
    if len(lines) < 2:
        return lines
    first = _LINE_TAG.match(lines[0])
    if first is None or not all(line.startswith(first.group().rstrip()) for line in lines[1:]):
        return lines
    tag = first.group().rstrip()
    return [line[len(tag):].strip() for line in lines if line[len(tag):].strip()]


def choose_headline(text: str) -> str:
    traceback = _traceback_line(text)
    if traceback:
        return traceback
    record = powershell_message(text, meaningful_lines)
    if record:
        return record
    lines = meaningful_lines(text)
    if not lines:
        return ""
    decisive = _decisive_line(lines)
    headline = _BOX.sub("", with_detail(lines, decisive, _reads_on))
    return ansible_message(headline) or event_message(headline) or headline


def _decisive_line(lines: list[str]) -> str:
    shouted = [line.strip("@#*| ") for line in lines if _SHOUTED.match(line)]
    told = [line for line in lines if not _NARRATION.search(line)]
    # Warnings give way to errors, narration to both: Homebrew's `Warning: No available formula …`
    # beats its `==> Searching …` progress when no `Error:` line is there.
    lines = [line for line in told if not (_WARNING.search(line) or _LOGGED_WARNING.match(line))] or told or lines
    lines = [line for line in lines if not relays_exit(line)] or lines
    verdict = [line for line in lines if _VERDICT.match(line)]
    if verdict:
        return verdict[-1]
    summary = [line for line in lines if _PYTEST_SUMMARY.match(line)]
    told = [line for line in summary if " - " in line]
    if told:
        return min(told, key=canonical)
    explained = [line[1:].strip() for line in lines if _PYTEST_EXPLAINED.match(line)]
    if explained and (summary or any(_PYTEST_BANNER.match(line) for line in lines)):
        return explained[0]
    if summary:
        return min(summary, key=canonical)
    coded = [(line, extract_code(line)) for line in lines]
    coded = [(line, c) for line, c in coded if c and c not in _GENERIC_CODES]
    if coded:
        if any(c not in _WRAPPING_CODES for _, c in coded):
            coded = [(line, c) for line, c in coded if c not in _WRAPPING_CODES]
        counts = Counter(c for _, c in coded)
        top = max(sorted(counts), key=lambda c: counts[c])
        candidates = [line for line, c in coded if c == top]
        informative = [line for line in candidates if not _bare(line, top)]
        if informative:
            return min(informative, key=lambda line: (canonical(line), line))
        # Only `npm ERR! code E404` names the code: the line that says what comes after it.
        detail = _first_told(lines[lines.index(candidates[0]) + 1:])
        return detail or min(candidates, key=lambda line: (canonical(line), line))
    if shouted:
        return shouted[0]
    # A line that calls itself an error in a label of several words but whose sentence says only
    # that work was done (PlatformIO's `PIO Core Call Error: The next files/directories have been
    # created in …`) narrates; a later line that says what went wrong (`Error: Unknown board ID
    # 'uno'`) decides.
    stated = [line for line in lines if not labelled_narration(line)]
    if len(stated) < len(lines) and any(_ERRORISH.search(line) or _DIAGNOSTIC.match(line) for line in stated):
        lines = stated
    for i, line in enumerate(lines):
        if _ERRORISH.search(line) or _DIAGNOSTIC.match(line):
            # `CMake Error at CMakeLists.txt:4 (project):` announces the message under it (which
            # detail.with_detail joins to it: CMake's over the lines it wrapped, any other headline
            # ending in `:` its first line); so does jest's `● Test suite failed to run`.
            if line.endswith(":"):
                return line
            if line.startswith("●") and i + 1 < len(lines):
                return f"{line} {lines[i + 1]}"
            return stated_below(lines[i + 1:], line, _reads_as_error)
    return lines[-1]


# (two words at least before `Error`: `Runtime Error: division by zero`, `Key Error: username` are
# an error's own name and message)
_LABELLED = re.compile(r"^(?:[A-Za-z][\w-]* ){2,4}(?:Error|Exception|Failure) ?: ?(\S.*)$")
_SAYS_WRONG = re.compile(r"\b(?:not|no|never|cannot|can't|won't|didn't|doesn't|isn't|wasn't|without)\b|n't\b", re.I)
# what a sentence says was done: the narration of work, not of a failure
_SAYS_DONE = re.compile(r"\b(?:ha(?:s|ve|d) been|will be|successfully|created|completed|finished|done)\b", re.I)


def labelled_narration(line: str) -> bool:
    """A line calling itself an error in a label of several words (`PIO Core Call Error: `) whose
    sentence says only that work was done (`The next files/directories have been created in …`):
    narration, in a headline and in a scanned log alike."""
    labelled = _LABELLED.match(line[:_LABELLED_SPAN])
    if labelled is None:
        return False
    said = labelled.group(1)
    return bool(_SAYS_DONE.search(said)) and not (_ERRORISH.search(said) or _SAYS_WRONG.search(said))


_LABELLED_SPAN = 2000  # a narrating line is a sentence: a longer one is read as an error


def relays_exit(line: str) -> bool:
    """A line that only relays another's error by its exit status (`collect2: error: ld returned 1
    exit status`, make's runner, ninja's `FAILED: x`)."""
    # the statement ends the line and is short: its tail is all the pattern may match (linear time)
    return bool(_EXIT_RELAY.search(line[-_EXIT_RELAY_REACH:]))


_EXIT_RELAY_REACH = 320


def _reads_as_error(line: str) -> bool:
    return bool(_ERRORISH.search(line)) and not _NARRATION.search(line)


def _reads_on(line: str) -> bool:
    """A line under a headline that says what went wrong: reads as an error, relays no exit status."""
    return _reads_as_error(line) and not relays_exit(line)


def _first_told(lines: list[str]) -> str:
    """The first line after an announcement that reads as an error and is not a bare field (nor
    one of npm's record fields: `npm error syscall open`, `npm ERR! path /x`, `errno -13`)."""
    for line in lines:
        if _NPM_FIELD.match(line):
            continue
        npm_says = _NPM_PREFIX.match(line) is not None and bool(_NPM_PREFIX.sub("", line))  # every `npm ERR!` line errs
        if (npm_says or _ERRORISH.search(line) or _DIAGNOSTIC.match(line)) and not _NARRATION.search(line) \
                and not _bare(line, extract_code(line) or "~"):
            return line
    return ""


_NPM_FIELD = re.compile(r"^(?:npm (?:ERR!|error)|pnpm ERR!)\s+(?:code|syscall|path|errno|dest|file|command|cwd)\b")


def _traceback_line(text: str) -> str:
    marker = text.rfind("Traceback (most recent call last):")
    if marker < 0:
        return ""
    after = text[marker:].split("\n")[1:]
    for i, line in enumerate(after):
        if line and not line[0].isspace() and line.strip() and not line.startswith("Traceback"):
            return with_import_above(line.strip(), after[i - 1]) if i else line.strip()
    # The last traceback was cut before its exception: the one it was chained to, above the chaining
    # sentence (`ModuleNotFoundError: …`, then `The above exception was the direct cause of …`), says
    # what went wrong. Not an exception group's inner traceback (`    | Traceback …`), nor an
    # exception above that no sentence chains to this one (a retry logged and handled).
    chained = _CHAINED.search(text[:marker])
    if (marker == 0 or text[marker - 1] == "\n") and chained:
        raised = _RAISED.findall(text[:chained.start()])
        if raised:
            return str(raised[-1]).strip()
    rest = [line.strip() for line in after if line.strip()]
    return rest[-1] if rest else ""


_RAISED = re.compile(r"^[A-Za-z_][\w.]*(?:Error|Exception)(?::[^\n]*)?$", re.M)
_CHAINED = re.compile(r"^(?:The above exception was the direct cause of the following exception:"
                      r"|During handling of the above exception, another exception occurred:)[ \t]*\n\s*\Z", re.M)


def extract_code(line: str) -> str:
    for match in _CODE.finditer(line):
        code = next(group for group in match.groups() if group)
        if code not in _NOT_CODES and not (code in _CARRIERS and _CARRIES_ANOTHER.match(line, match.end())):
            return _OS_ERROR_ALIASES.get(code, code)
    return "OSError" if _SOCKET_ERROR.search(line) else ""


# One of the JVM's carriers (wrappers.JVM_CARRIERS), carrying another exception on its line with the
# other's own message (`…CompletionException: java.lang.RuntimeException: Unexpected error:
# java.security.X: …`): the carried one is the code. A class named as a subject
# (`ClassNotFoundException: org.x.DataAccessException`) is carried by nothing.
_CARRIERS = frozenset(name.rsplit(".", 1)[1] for name in JVM_CARRIERS)
_CARRIES_ANOTHER = re.compile(r":\s+(?:Unexpected error:\s+)?(?:[\w$]+\.)+[\w$]*(?:Exception|Error):\s")


# Python 3.3 made these names of OSError (PEP 3151): one exception, whichever name a release or a
# library printed (`socket.error: [Errno 98] …`, `IOError: [Errno 28] …`).
_OS_ERROR_ALIASES = {"IOError": "OSError", "EnvironmentError": "OSError", "WindowsError": "OSError"}
_SOCKET_ERROR = re.compile(r"(?<![\w.])(?:socket|select)\.error: ")


def _bare(line: str, code: str) -> bool:
    """A field that only names the code (`npm ERR! code E404`, `code: 'EADDRINUSE',`)."""
    words = [w for w in re.findall(r"[A-Za-z]+", line.replace(code, " ")) if w.lower() not in _BARE_WORDS]
    return not words
