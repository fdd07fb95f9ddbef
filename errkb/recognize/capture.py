"""Raw output plus what the caller knows → a Capture: headline, code, program, key, fingerprint.

The headline comes from headline.py and the program from command.py.

The key is what is fingerprinted. A headline of a command that names no code, or only a generic
one, is keyed by the program and subcommand (never its arguments) unless it names the program
itself (`ls: cannot access …`, so an agent's report of the same message keys alike); a compiler
diagnostic (`main.go:3:2: …`) and a shell's complaint (`bash: jq: command not found`) name the
error themselves and are keyed without the program, and the path of the script a shell could not
run is `<script>` in the key.
"""

from __future__ import annotations

import re

from errkb.valueclass import valueclass

from .command import file_operands, program_key
from .fingerprint import fingerprint_of_canonical
from .headline import _GENERIC_CODES, choose_headline, extract_code
from .normalize import canonical
from .redact import redact
from .sanitize import stored_line, strip_terminal, without_surrogates
from .shells import is_shell_complaint
from .wording import FILE_UTILITIES, OWN_FILE_COMMANDS

__all__ = ["Capture", "capture", "choose_headline", "extract_code", "program_key"]

HEADLINE_CHARS = 200
KEY_CHARS = 300
TAG_CHARS = 60
# The longest title (`[tag] key`) capture makes; kb/store.py clips titles at it, so a title never
# cuts its key (a fingerprint made again from the title would name another error).
TITLE_CHARS = len("[] ") + TAG_CHARS + KEY_CHARS
SOURCES = ("command", "tool", "agent", "llm", "log")  # log: a line of a log file `errkb scan` read
TRANSIENT_LLM_CODES = frozenset({"RATE_LIMIT", "SERVER", "TIMEOUT", "TRANSPORT", "EMPTY_RESPONSE"})
_EXIT_MARK = re.compile(r"^[ \t]*\[?exit code:? (-?\d+)\]?[ \t]*$", re.I | re.M)
# Where a diagnostic is: `main.go:3:2: `, `src/net.c:3:10: `, a linker's `main.c:(.text+0x1b): `.
_LOCATED = re.compile(r"^[^\s:]+\.\w+:(?:\d+(?::\d+)?|\(\.[\w.]+(?:\+0x[0-9a-fA-F]+)?\)): (?!(?:warning|note|info)\b)",
                      re.I)
# A shell's complaint: `bash: jq: command not found`, `./ci.sh: line 5: jq: command not found`,
# `/bin/sh: 1: jq: not found`, `bash: ./run.sh: Permission denied`, `zsh: command not found: jq`.
# (a script without an extension, by a relative or absolute path, where bash gives its line, in
# English or Chinese: `/home/x/bin/append:行6: `, bash's zh_CN `./run.sh: 行 4: `)
_SHELL_SAYS = re.compile(r"^(?:-?(?:/[\w/]*/)?(?:ba|z|da|k|tc|c)?sh|fish|\.{0,2}/?[\w./-]+\.(?:sh|bash|zsh)"
                         r"|\.{0,2}/[\w./-]+(?=(?:: line |: ?行 ?)\d+: ))(?:: line \d+|: ?行 ?\d+|: \d+)?: (.+)$")
# The script it could not run (`./run.sh`, `bin/setup`): which one is an argument, not the error.
_SCRIPT_SUBJECT = re.compile(r"^(?:\.{1,2}/|[\w.-]+/)[^\s:]*(?=: )|(?<=^permission denied: )(?:\.{1,2}/|[\w.-]+/)[^\s:]*$",
                             re.I)
# bash 5.1's word for a program whose interpreter or dynamic loader is missing (a script saved with
# CRLF, a 32-bit or musl binary), and zsh's for a binary built for another CPU (an x86 build on
# Apple silicon without Rosetta, an arm64 one on Intel): unlike a script that is not executable
# (any script, one fix: `chmod +x`), which program it is decides the fix (that program's other
# build), so it keeps its name even as the command's file.
_LOADER_MISSING = re.compile(r": cannot execute: required file not found$|\bbad CPU type in executable: ", re.I)
# A code announced on a line of its own: Node's error object (`{ code: 'MODULE_NOT_FOUND', … }`),
# npm's `npm ERR! code E404`.
_ANNOUNCED_CODE = re.compile(
    r"^[ \t]*(?:code: '([A-Z][A-Z0-9_]{2,})',?|(?:npm (?:ERR!|error)|pnpm ERR!) code ([A-Z][A-Z0-9_]{2,}))$", re.M)


@valueclass
class Capture:
    source: str
    tool: str
    command: str
    exit_code: int | None
    raw: str
    headline: str
    code: str
    program: str
    key: str
    canon: str
    fingerprint: str

    @property
    def cat(self) -> str:
        return self.source

    @property
    def category(self) -> str:
        detail = self.program.split(" ")[0] if self.source == "command" and self.program else self.tool
        if self.source == "llm":
            detail = self.code
        return f"{self.source} / {detail}" if detail else self.source

    @property
    def title(self) -> str:
        tag = self.source if not self.tool or self.source in ("agent", "llm") else f"{self.source}:{self.tool}"
        if self.source == "command" and self.program:
            tag = f"command:{self.program.split(' ')[0]}"
        return f"[{tag[:TAG_CHARS]}] {self.key}"

    @property
    def transient(self) -> bool:
        return self.source == "llm" and self.code in TRANSIENT_LLM_CODES


def capture(text: str, source: str = "command", tool: str = "", command: str = "",
            exit_code: int | None = None, code: str = "", share: str = "public") -> Capture:
    """Classify one failure. `code` given by a tool or host wins over one read from the text.

    The headline and key are redacted before they are clipped, so a clip can never leave half a
    secret behind; only `raw` is unredacted, and it lives in memory until the store redacts it.
    """
    if source not in SOURCES:
        source = "agent"
    tool = tool_name(tool)
    text = strip_terminal(without_surrogates(text or ""))
    if exit_code is None:  # `[exit code: 2]` alone still says how it ended
        exit_code = next((int(m.group(1)) for m in reversed(list(_EXIT_MARK.finditer(text)))), None)
    headline = choose_headline(text)
    if source == "llm":
        code = (code or "").strip().upper() or "UNKNOWN"
        headline = _llm_headline(code, headline)
    headline = headline or (f"exit code {exit_code}" if exit_code is not None else "(no message)")
    found = code.strip() or extract_code(headline) or _announced_code(text, headline)
    program = program_key(command) if source == "command" else ""
    loader_missing = bool(_LOADER_MISSING.search(headline))
    raw_key = _key(headline, found, program, loader_missing)
    if program and not loader_missing:
        raw_key = with_args(raw_key, file_operands(command))
    shown = _clip(redact(headline, share), HEADLINE_CHARS)
    key = _clip(redact(raw_key, share), KEY_CHARS)
    canon = canonical(key)
    return Capture(source, tool, redact(command.strip(), share), exit_code, text, shown,
                   redact(found, share), program, key, canon, fingerprint_of_canonical(canon))


def tool_name(tool: str) -> str:
    """A tool's name as errkb uses it (a tag in titles and categories): one line of name-like
    characters, at most 64. A host's payload or an agent names the tool, and a name is never
    markup: `Read\n\n## E-0099 …` must not reach ERRORS.md as lines."""
    return _NOT_NAME.sub("", stored_line(tool or ""))[:64].strip()


_NOT_NAME = re.compile(r"[^\w.:/@ +-]")


def _llm_headline(code: str, headline: str) -> str:
    """The code leads the headline, whatever line of the message was chosen."""
    headline = headline.strip() or "(no message)"
    return headline if headline.upper().startswith(code) else f"{code}: {headline}"


def _key(headline: str, code: str, program: str, loader_missing: bool = False) -> str:
    shell = _SHELL_SAYS.match(headline)
    if shell:
        if loader_missing:
            return shell.group(1)  # which program lacks its interpreter or loader is what is wrong
        return _SCRIPT_SUBJECT.sub("<script>", shell.group(1))
    # (the test reads the headline's start: a hostile line of any length costs what its key does)
    if program and _MAY_BE_SHELL.search(headline) and is_shell_complaint(canonical(headline[:4 * KEY_CHARS])):
        return headline  # cmd's, PowerShell's, fish's own wordings: the shell speaks, not the program
    if program and _FISH_SAYS.search(headline):
        return headline  # fish's syntax errors, with or without its `fish: ` tag
    if not program or (code and code not in _GENERIC_CODES) or _LOCATED.match(headline) \
            or (_UTILITY_SAYS.match(headline) and program.split(" ")[0] not in OWN_FILE_COMMANDS) \
            or _relayed(headline, program):
        return headline
    return headline if _names_program(headline, program) else f"{program} → {headline}"


def with_args(key: str, operands: list[str]) -> str:
    """The files the command line named, where the message repeats them, as `<arg>`: which file
    `cat`, `ls` or `node` could not open is where the error happened, not what it is. The message
    may show a relative operand inside an absolute path (`node app.js` → `/srv/x/app.js`); a test id
    (`tests/a.py::test_x`) keeps its file."""
    prefix, arrow, body = key.rpartition(" → ")
    for operand in operands:
        for form in dict.fromkeys((operand, operand.replace("\\", "/"), operand.replace("/", "\\"))):
            if form not in body:
                continue  # the pattern holds the form as it is: compiling it (1M instructions) finds nothing
            body = re.sub(rf"(?<![\w.\\/-])((?:[A-Za-z]:)?(?:[^\s'\"`:<>]*[\\/])?){re.escape(form)}(?![\w.-]|::)",
                         _arg, body)
    return f"{prefix}{arrow}{body}"


def _arg(found: re.Match[str]) -> str:
    # `node index.js` is not the `index.js` of a package (`…/node_modules/chalk/index.js`); a
    # diagnostic's location (`a.c:2:25: error: …`) keeps its name: canonical() makes it `<src>`.
    if _PACKAGE_DIR.search(found.group(1)) or (found.start() == 0 and _LOCATION_AFTER.match(found.string, found.end())):
        return found.group()
    return "<arg>"


_LOCATION_AFTER = re.compile(r":\d|:\(\.|\(\d")


_PACKAGE_DIR = re.compile(r"[\\/](?:node_modules|site-packages|dist-packages|vendor)[\\/]")


# fish's own syntax errors: its hint (`In fish, please use '(x)'`) or a fish script's location.
_FISH_SAYS = re.compile(r"\bIn fish, please use\b|\.fish \(line \d+\): ", re.I)
# Words every shell complaint holds in one wording or another (a cheap test before the canonical form).
_MAY_BE_SHELL = re.compile(r"not found|not (?:a )?recogni[sz]ed|not an internal or external command|unknown command"
                           r"|permission denied|not executable|executable file"
                           r"|syntax error|bad interpreter|does not exist|no such file|cannot find path|statement separator"
                           r"|cannot be loaded|cannot load the file|未找到命令|找不到命令|不是内部或外部命令|权限不够"
                           r"|无法将|语句分隔符|禁止运行脚本", re.I)


def _announced_code(text: str, headline: str) -> str:
    """The code on a line of its own when the headline names none: Node's `code: 'MODULE_NOT_FOUND'`
    after an uncoded `Error: …`, npm's `npm ERR! code E404` before its `404 Not Found` line."""
    found = _ANNOUNCED_CODE.search(text)
    if found is None or (found.group(1) and not headline.startswith("Error: ")):
        return ""
    return found.group(1) or found.group(2)


# A file utility names itself (`rm: cannot remove 'x': Permission denied`): its message is the same
# whichever script, make rule or playbook ran it, so it takes no prefix of the command.
_UTILITY_SAYS = re.compile(rf"^(?:{'|'.join(FILE_UTILITIES)}): \S")


# A runner relays the message of the program it ran, and that program names itself first (`make →
# gcc: x.c: No such file …`, `build.sh → go: cannot find main module …`): the message is the same
# whichever runner ran it. A runner is a build tool that runs commands, a shell or a shell script;
# a name is a program's when it is one lower-case word that is no severity or log tag, maybe named by
# its path (`/usr/lib/gcc/arm-none-eabi/14.1.0/../../../arm-none-eabi/bin/ld: `).
_RUNNERS = frozenset({"make", "gmake", "ninja", "bash", "sh", "zsh", "dash", "ksh"})
_PROGRAM_SPEAKS = re.compile(r"^(?:(?:[A-Za-z]:)?[^\s:]{0,300}[\\/])?"
                             r"(?!(?:error|fatal|warning|warn|note|info|debug|hint|panic|err|e|failed|failure|usage|caused by)"
                             r":)[a-z][\w.+-]*: \S")


def _relayed(headline: str, program: str) -> bool:
    runner = program.split(" ")[0]
    return (runner in _RUNNERS or runner.endswith(".sh")) and bool(_PROGRAM_SPEAKS.match(headline))


def _names_program(headline: str, program: str) -> bool:
    """`docker: …`, or the program by its path (`C:\\Program Files\\Docker\\docker.exe: …`)."""
    first = program.split(" ")[0]
    return bool(re.match(rf"(?:[A-Za-z]:)?(?:[^:\n]*[\\/])?{re.escape(first)}(?:\.exe)?\b", headline.strip(), re.I))


def _clip(text: str, limit: int) -> str:
    """At most `limit` characters. The cut falls between words when one is near, so a long line
    never keeps half of a volatile token (a UUID cut in two escapes its placeholder)."""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    space = cut.rfind(" ")
    if space >= limit - _CLIP_BACKTRACK:
        cut = cut[:space]
    return cut.rstrip() + "…"


_CLIP_BACKTRACK = 48  # a word longer than this is cut where it stands
