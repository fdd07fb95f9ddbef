"""Wrappers: what a logger, runner or tool puts around a message, which differs while the error
does not (class 3 of recognize/wording.py, which applies them; docs/matching.md, "Wordings").

In front of a message, repeated or not: severity tags, timestamps, a log stream's label, a build
step's counters, a log layout's header (Python logging, Log4j, Celery, klog, syslog, Ruby's
Logger, logfmt), a tool's bracketed tag, a runner's `… failed: ` before a message with its own
severity; after a program's name, only its severity. Inside a message: a runner's clause that
names what the message names again, gRPC's status wrapper, a trailing `Did you mean …?`.
Patterns compile on first use: the hook imports this module.
"""

from __future__ import annotations

import re
from functools import cache

from .rules import Rule, apply_rules

_SEVERITY = r"(?:error|fatal|fatal error|warning|warn|critical|crit|severe|emerg|alert|err!?|e)"
_LOG_LEVEL = r"(?:trace|debug|info|warn|warning|error|fatal|severe|critical)"
# The JVM's exceptions whose whole message, on their line, can be another exception with its own
# (headline.extract_code reads the carried one as the code; the wrapper rule below drops these).
JVM_CARRIERS = ("java.util.concurrent.CompletionException", "java.util.concurrent.ExecutionException",
                "java.lang.RuntimeException", "java.lang.reflect.UndeclaredThrowableException",
                "java.lang.reflect.InvocationTargetException")
_CARRIERS = "|".join(re.escape(name.lower()) for name in JVM_CARRIERS)  # as canonical text writes them
_WRAPPER_TAGS = [
    r"(?:npm|pnpm|yarn)\s+(?:err!|error|warn)\s*",
    rf"{_LOG_LEVEL}:[\w.]+:(?=\S)",  # Python logging's default format: `ERROR:root:`, `WARNING:urllib3.connectionpool:`
    rf"{_SEVERITY}\s*\([\w.-]+\)\s*:\s*",  # a severity and its component: `ERROR (ext): `
    # a library's tag, its severity and component, before the error it caught with its own severity
    # (webpack's `Watchpack Error (watcher): Error: EMFILE: …`)
    r"[a-z][\w.-]* error \([\w.-]+\):\s+(?=error:)",
    r"[✖✗✘×⨯❌‼⚠]\ufe0f?\s*",  # a reporter's failure mark: `✖ Error: …`
    # the command path a CLI prints in front of its message (gcloud's `(gcloud.compute.disks.list) `):
    # which of its commands ran, not what went wrong (lower-case words: SQLAlchemy's
    # `(psycopg2.OperationalError) ` names an exception, and stays)
    r"\((?:[a-z][a-z0-9_-]*\.){2,}[a-z][a-z0-9_-]*\)\s+(?=\S)",
    r"\[!{1,3}\]\s+",  # a tool's alarm in brackets (`[!!!] listen tcp …`)
    r"(?P<label>[a-z]+): (?=(?P=label)\b)",  # a label that repeats the word after it (`Listen: listen tcp …`)
    # Log4j's and Logback's layout: `[http-nio-8080-exec-3] ERROR c.e.api.UserController - `, the
    # thread in brackets (the `[` may be trimmed already), then the level and the logger; or the
    # level first (`ERROR [worker-4] `). A thread is where, not what. (Before a tool's tag below,
    # which would take the thread alone.)
    rf"\[?[\w.@:-]+\]\s+{_LOG_LEVEL}\s+(?:[\w$]+(?:\.[\w$]+)+\s+-\s+)?",
    rf"{_LOG_LEVEL}\s+\[(?!e\d{{4}}\])[\w.@:-]+\]\s+",
    # a tool's or runner's own tag in brackets (the `[` may be trimmed already): `[nodemon] `,
    # `[webpack-cli] `, GitHub Actions' `##[error]`
    # (git's ref statuses are no tags: `! [rejected] main -> main` is not `! [deleted] …`)
    r"(?:##)?\[?(?!rejected\]|deleted\])[a-z][\w.:-]*\]\s*(?=\S)",
    rf"{_SEVERITY}\s*(?::|!|\]| -)\s+",  # `error: `, `fatal: `, `e: `, `error] `, `error - `
    rf"{_SEVERITY}(?::|\])(?=\S)",  # `stderr:fatal:` glued together
    rf"\[{_SEVERITY}\]\s*:?\s*",
    r"(?:fata|erro|warn|info|dbug)\[<[a-z]+>\]\s*",  # logrus: `FATA[0000]`
    r"stderr\s*:\s*",
    # a process manager's record of what a child wrote (`(app_handlers) app <n> (<pid>) stderr: `):
    # the child's line is the message, whoever relayed it
    r"[^:'\"]{1,80}?\bstderr:\s+(?=\S)",
    # a configuration tool relaying a command it ran (Puppet's `Execution of '/usr/bin/dnf -y …'
    # returned 2: `): the command's own message follows
    r"(?:execution of|command) '[^']{1,300}' (?:returned|exited with|failed with exit code) (?:<n>|\d+):\s+",
    # a package manager naming the package and its folder before its diagnostic (SwiftPM's
    # `'report-gen' /Users/x/code/report-gen: error: `): where, not what
    r"'[\w.-]+' (?:<path>/[\w.-]+|<path>|<arg>):\s+(?=(?:error|warning):)",
    # xcpretty's and fastlane's marker in front of each relayed line (`[<ts>]: ▸ `)
    r"[▸►❯]\s+",
    # miette's report (turbo, uv, biome, rspack): `× ` before the error, `╰─▶ ` or, in ASCII, `` `-> ``
    # before its cause
    r"(?:[×✗✘]|[╰├└]─+▶|`->|\|->)\s+",
    # Vagrant relaying a machine's output (`==> default: `): which machine is where
    r"==>\s+[\w.-]+:\s+(?:\*\s+)?",
    # Go's exec.ExitError as a tool relays it (vim-go's, gopls' `vim-go: exit status 1: stderr: `)
    r"(?:[\w.-]+: )?exit status \d+: stderr:\s*",
    r"[\w.-]+\s+-\s+(?:debug|info|warning|warn|error|critical)\s+-\s+",  # Python logging: `mmengine - WARNING - `
    # syslog's layout, `<ts> host prog[pid]: ` or `<ts> host prog: ` (a kernel log forwarded by
    # rsyslog has no pid): the host is where; the program stays
    r"<ts>\s+[\w.-]+\s+(?=[a-z][\w.@/-]*(?:\[<n>\])?: \S)",
    # Node's process tag and its rejected promise (`(node:4242) UnhandledPromiseRejectionWarning: `),
    # which carries the error it rejected with (the `(` may be trimmed already)
    r"\(?node:<n>\)\s+(?:unhandledpromiserejectionwarning:\s+)?",
    # a timestamp, maybe with milliseconds, maybe in brackets (the canonical form has trimmed the `[`)
    # (a tag that ends in a placeholder goes only with the space after it: `<ts>1.2` is one value)
    r"\[?<ts>(?:\s*,?\s*<[a-z]+>)?(?:\]:?\s*|\s*(?:--?|[|:])\s+|\s+)",
    # MySQL's error log: `<ts> <thread> [Note] ` (8.0 adds `[MY-010914] [Server] `), also as a CSV row
    r"<ts>,?\s+<n>,?\s+\[?(?:note|warning|error|system)\]?,?\s+(?:\[my-\d+\]\s+\[\w+\]\s+)?",
    r"\[?<n>\]\s+",  # a pid or a counter in brackets: `[1637727] `
    # Apache's error log after its time and module (`[pid 1234:tid 140] [client 10.0.0.1:52311] `):
    # which process and which visitor, never what went wrong
    r"\[?<pid>(?::tid <n>)?\]\s+(?:\[client <ip>(?::<port>)?\]\s+)?",
    # Cloud Foundry's source and stream (`[APP/PROC/WEB/0] OUT `, `[RTR/1] ERR `), and the `# ` the
    # JVM writes in front of a fatal error's lines (`OUT # java.lang.OutOfMemoryError: Metaspace`)
    r"\[?[a-z][\w.-]*(?:/[\w<>.-]+)+\]\s+(?:out|err)\s+(?:#\s+)?",
    r"#<n>(?:\s+<n>)?(?:\s+-)?\s+",  # docker build's step counters `#12 3.456`, phpMyAdmin's `#1045 - `
    r"<n>\s+(?=\S)",  # buildkit's elapsed seconds in front of a compiler's line (`150.1 error[E0432]`)
    # a monorepo runner's task label (turbo's and lerna's `web:build: `, `@acme/api:test: `)
    # (a package's name, not a source file's: `src/main.rs:build:` is no task label)
    r"(?:@?[\w.-]+/)?[\w-]+:(?:build|dev|test|lint|start|typecheck|check|compile|serve|preview|format|generate):\s+",
    r"(?:<n>\|)?[\w.<>-]+\s+\|\s+",  # a log stream's label: docker compose's `web_1  | `, pm2's `0|api | `
    # gradle's cause under `* What went wrong:` (`> Could not find method …`) and its script position
    # (`(10, 0) Could not find method …`, after `Gradle DSL method not found` in Android Studio)
    r">\s+(?=(?:could not|failed|cannot|unable|a problem|execution failed)\b)",
    # (not before IntelliJ's `java: `, which wording's locations read with it as javac's `<src>:<pos>`:
    # a `java: ` left alone would be a program's tag)
    r"\(<pos>\)\s+(?!java: )",
    r"loaderror:\s*(?=[a-z]\w*(?:error|exception):)",  # Julia's error while loading a file, around the error
    r"caused by:\s*",  # a chained exception: Java's `Caused by:`, in Chinese `原因:`
    # one of the JVM's exceptions that only carry another, on the same line (`java.util.concurrent.
    # CompletionException: java.lang.RuntimeException: Unexpected error: java.security.X: …`): the
    # carried one says what went wrong (headline.extract_code reads the same). Any other outer
    # exception stays: `SSLException: …SocketException: Connection reset` is not a JDBC logon's
    rf"(?:{_CARRIERS}):\s+(?:unexpected error:\s+)?(?=(?:[\w$]+\.)+[\w$]*(?:exception|error):\s)",
    # a daemon's message as its clients wrap it: the Docker CLI's `Error response from daemon: `,
    # docker-compose's and dockerode's `(HTTP code 500) server error - {"message":"…"}`
    r"error response from daemon:\s+",
    # a tool relaying a command it ran, the command in backticks (expo's `Error running `xcrun simctl
    # list devices --json`: `), before that command's own message
    r"error running `[^`\n]{1,300}`:\s+(?=\S)",
    r"\(?http code \d+\) [a-z ]{2,30}? - \{\s*\"message\"\s*:\s*\"(?=.*\"\s*\}?$)",
    # a log record's field that holds the message (gcloud's `textPayload: "…"`)
    # (the field is the whole rest: no quote inside it but an escaped one)
    r"(?:textpayload|jsonpayload|message|msg)\s*:\s*\"(?=(?:[^\"\\]|\\.)*\"$)",
    r"<n>#<n>:\s+",  # nginx's `pid#connection:`
    # Apache's place of a configuration error (`AH00526: Syntax error on line 12 of /etc/apache2/x.conf: `,
    # `/var/www/.htaccess: `): which file holds the directive, not what is wrong with it
    r"(?:ah\d{5}:\s+)?(?:syntax error on <pos> of\s+<path>/[^\s:]*|<path>/\.htaccess):\s+(?=\S)",
    r"\[?<ts>(?:,<n>)?:\s*(?:debug|info|warning|error|critical)/[\w.-]+\]\s*",  # Celery: `[<ts>: ERROR/ForkPoolWorker-2]`
    r"(?:debug|info|warning|error|critical)/[\w.-]+\]\s*",  # the same after the timestamp went first
    # klog (Kubernetes): `E0815 10:12:33.123456    1234 reflector.go:138] `
    r"[iwef]<ts> <ts>\s+<n> [\w.-]+:<pos>\]\s+",
]


@cache
def _wrapper() -> re.Pattern[str]:
    # compiled on first use: a hook that matches exactly never pays for it
    return re.compile(r"^(?:" + "|".join(_WRAPPER_TAGS) + ")")


# A program named by its path (`c:\program files\docker toolbox\docker.exe: `) is that program;
# so is one named with Windows' `.exe` (`g++.exe: ` is `g++: `).
PROGRAM_PATH = Rule(r"^(?:<path>/(?:[^/:'\"]+/)*([a-z][\w.+-]*?)(?:\.exe)?|([a-z][\w.+-]*?)\.exe): ",
                    lambda m: f"{m.group(1) or m.group(2)}: ", needs=("<path>/", ".exe: "))


# A cross toolchain's program, named with its target (`arm-none-eabi-ld: `, `x86_64-w64-mingw32-gcc: `),
# is the program: a linker's complaint is one whichever target it links for.
TOOLCHAIN_PREFIX = Rule(r"^(?:[a-z0-9_]+-){2,4}(ld|gcc|g\+\+|cc|c\+\+|as|ar|objcopy|objdump|nm|strip|ranlib|gdb): ",
                        r"\1: ", needs=("ld: ", "gcc: ", "g++: ", "cc: ", "c++: ", "as: ", "ar: ", "objcopy: ", "objdump: ",
                                         "nm: ", "strip: ", "ranlib: ", "gdb: "))


# Log layouts whose header says where and when, rewritten to the message (and the program that
# printed it, when the header names one): syslog's and the journal's `host prog[pid]: ` (the time
# went first), Ruby's Logger `E, [<ts> #<pid>] ERROR -- : `, logfmt's `time=… level=… msg="…"`.
_LOG_HEADERS = [
    Rule(r"^(?:[\w.-]+ )?([a-z][\w.@/-]*)\[<n>\]: (?=\S)", r"\1: ", needs="[<n>]: "),
    Rule(rf"^[dfewiu], \[<ts> #<n>\]\s+{_LOG_LEVEL}\s+--\s+[\w:.-]*:\s*", "", needs=" -- "),
    Rule(r'^(?:(?:time|ts|level|lvl|caller|logger|source|component|module)=(?:"[^"]*"|\S+)\s+)+'
         r'msg=(?:"((?:[^"\\]|\\.)*)"|(\S+))', lambda m: m.group(1) or m.group(2) or "", needs="msg="),
    # a JSON log record (`{"level":"error","msg":"checking for jobs... forbidden","runner":"x"}`): its
    # message, and the error a field of its own holds (zap's, logrus's, zerolog's `"error":"…"`)
    # (a number field may be a placeholder already: `"ts":<n>`)
    Rule(r'^\{?(?:"[\w.@-]+":\s*(?:"(?:[^"\\]|\\.)*"|[\w.+<>-]+),\s*)*"(?:msg|message)":\s*"((?:[^"\\]|\\.)*)".*$',
         lambda m: _with_error_field(m.group(1), m.group()), needs=('"msg":', '"message":')),
]


@cache
def _error_field() -> re.Pattern[str]:
    return re.compile(r'"(?:error|err|exception|reason|cause)":\s*"((?:[^"\\]|\\.){1,2000})"')


def _with_error_field(message: str, record: str) -> str:
    """A JSON record's message, with `: ` and its error field's value when it has one: `failed to
    connect` is two errors when one record's `error` says `connection refused` and another's
    `x509: certificate signed by unknown authority`."""
    found = _error_field().search(record)
    return f"{message}: {found.group(1)}" if found and found.group(1) not in message else message
# `[runner] Internal error: step failed: Error: <the message>`: a clause that says something
# failed, followed by a message with its own severity, exception or errno name (nodemon's
# `Internal watch failed: ENOSPC: …`), is the runner's wrapper.
# The errno names a message may be about (errnos.STRERROR has the strerror texts of most of them):
# each says its error alone, whatever a locale makes of its text (`EPERM: 拒绝访问`).
ERRNO_NAMES = frozenset({
    "eacces", "eperm", "enoent", "eexist", "enotdir", "eisdir", "enotempty", "enospc", "erofs", "exdev", "ebusy",
    "emfile", "enfile", "eaddrinuse", "eaddrnotavail", "econnrefused", "econnreset", "etimedout", "ehostunreach",
    "enetunreach", "epipe", "eagain", "enomem", "einval", "eio", "enxio", "enodev", "etxtbsy"})
_ERRNO_NAME = "(?:" + "|".join(sorted(ERRNO_NAMES, key=len, reverse=True)) + ")"
_FAILED_CLAUSE = Rule(
    rf"^(?:internal(?: error)?:\s+)?[\w .'-]{{1,40}}? failed:\s+"
    rf"(?={_SEVERITY}:\s|[a-z][\w.]*(?:error|exception):\s|{_ERRNO_NAME}:\s)", "", needs=" failed: ")


def strip_wrappers(text: str) -> str:
    """The message without the tags in front of it (severity, timestamp, stream label, counters,
    a log layout's header, a runner's `… failed: `), also after the program that printed it
    (`nginx: [emerg] bind() …` is `nginx: bind() …`)."""
    for _ in range(8):
        tag = _wrapper().match(text)
        stripped = text[tag.end():] if tag else text
        if tag and tag.group().endswith('"'):  # a quoted field's message: its closing quote goes too
            stripped = _FIELD_END.sub("", stripped)
        if stripped == text:
            stripped = apply_rules((*_LOG_HEADERS, _FAILED_CLAUSE), text)
        if stripped == text or not stripped.strip():
            break
        text = stripped
    program = _PROGRAM_TAG.match(text)
    if program and (severity := _severity_tag().match(text, program.end())):
        return program.group() + strip_wrappers(text[severity.end():])
    return text


_FIELD_END = re.compile(r'"\s*\}?\s*,?$')


@cache
def _severity_tag() -> re.Pattern[str]:
    # After a program's name only a severity is its tag (`nginx: [emerg] `, `sshd: error: `), or a
    # log layout's header: a timestamp or a number alone there is the message's own (`date: <ts>`,
    # `tests: <n> failed`).
    # klog's header after the program that logged it (`kubelet: E0119 22:05:08.8 49965 pod_workers.go:186] `)
    # (and the Docker CLI's `docker: Error response from daemon: `)
    return re.compile(rf"{_SEVERITY}\s*(?::|!|\]| -)\s+|\[{_SEVERITY}\]\s*:?\s*|[iwef]<ts> <ts>\s+<n> [\w.-]+:<pos>\]\s+"
                      r"|error response from daemon:\s+")


# (`g++.exe: error: ` is `g++: `: a compiler driver's name holds `+`)
_PROGRAM_TAG = re.compile(r"[a-z][\w.+-]*: (?=\S)")


_CLAUSE = (r"(?:failed to|could not|couldn't|unable to|cannot) [a-z]+(?: [a-z]+){0,2} (?P<q>[\"']?)"
           r"(?P<thing>[a-z0-9_][\w./@-]*?)(?::[\w.<>-]+)?(?P=q): (?=\S)")


@cache
def _clause() -> re.Pattern[str]:
    return re.compile(_CLAUSE)


def _redundant_clauses(match: re.Match[str]) -> str:
    """A runner's clause saying what it was doing (`failed to pull image "web:latest": `) goes when
    the message after it names the same thing (`pull access denied for web`): it adds nothing but
    a tag (`:latest`), and newer releases print it where older ones did not. Nested clauses go
    one by one, so the result is a fixed point. A placeholder names nothing: two clauses about
    `<path>` may be two errors."""
    text = match.group("body")
    while (clause := _clause().match(text)) and re.search(
            rf"(?<![\w./<-]){re.escape(clause.group('thing'))}(?![\w/>-])", text[clause.end():]):
        text = text[clause.end():]
    return (match.group("program") or "") + text


# Inside a message: a runner's redundant clause, gRPC's status wrapper (`rpc error: code = Unknown
# desc = <the daemon's message>`) and a tool's suggestion after it (`. Did you mean wgetpaste?`),
# which changes from release to release.
INNER_WRAPPERS = [
    Rule(r"^(?P<program>[a-z][\w.-]*: )?(?P<body>" + _CLAUSE + ".*)$", _redundant_clauses, flags=re.S,
         needs=("failed to", "could not", "couldn't", "unable to", "cannot")),
    Rule(r"\brpc error: code = \w+ desc = ", "", needs="rpc error: code = "),
    # Nim's report of an exception nothing caught (`Error: unhandled exception: Package not found.
    # [ENimble]`, `… [OSError]`): its message, as the program says it when it catches it
    Rule(r"\bunhandled exception: (\S.*?)\.?\s*\[[a-z]\w*\]?$", r"\1", needs="unhandled exception: "),
    # a relayed program's own message quoted whole in a record's field (MiniSim's ShellOut:
    # `Message: "xcrun: error: unable to find utility "simctl", …"`), inner quotes and all
    Rule(r"^(?:message|msg)\s*:\s*\"([a-z][\w+-]*: (?:error: )?[^\n]{1,400})\"$", r"\1", needs=("message", "msg")),
    Rule(r"[.,;:!]? (?:did you mean\b|perhaps you meant\b).*$", "", needs=("did you mean", "perhaps you meant")),
    # Python's repr of an exception in a log line (`raised error: WorkerLostError('Worker exited …',)`,
    # the comma before Python 3.7) is the exception as a traceback prints it (`WorkerLostError: …`)
    Rule(r"\b([a-z_][\w.]*(?:error|exception))\((['\"])([^'\"\n]{1,400}?)\.?\2,?\)?$", r"\1: \3",
         needs=("error('", 'error("', "exception('", 'exception("')),
]
