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

from .command import program_key
from .fingerprint import fingerprint_of_canonical
from .headline import _GENERIC_CODES, choose_headline, extract_code
from .normalize import canonical
from .redact import redact
from .sanitize import stored_line, strip_terminal, without_surrogates

__all__ = ["Capture", "capture", "choose_headline", "extract_code", "program_key"]

HEADLINE_CHARS = 200
SOURCES = ("command", "tool", "agent", "llm")
TRANSIENT_LLM_CODES = frozenset({"RATE_LIMIT", "SERVER", "TIMEOUT", "TRANSPORT", "EMPTY_RESPONSE"})
_EXIT_MARK = re.compile(r"^[ \t]*\[?exit code:? (-?\d+)\]?[ \t]*$", re.I | re.M)
# Where a diagnostic is: `main.go:3:2: `, `src/net.c:3:10: `, a linker's `main.c:(.text+0x1b): `.
_LOCATED = re.compile(r"^[^\s:]+\.\w+:(?:\d+(?::\d+)?|\(\.[\w.]+(?:\+0x[0-9a-fA-F]+)?\)): (?!(?:warning|note|info)\b)",
                      re.I)
# A shell's complaint: `bash: jq: command not found`, `./ci.sh: line 5: jq: command not found`,
# `/bin/sh: 1: jq: not found`, `bash: ./run.sh: Permission denied`, `zsh: command not found: jq`.
_SHELL_SAYS = re.compile(r"^(?:(?:/[\w/]*/)?(?:ba|z|da|k)?sh|\.{0,2}/?[\w./-]+\.(?:sh|bash|zsh))(?:: line \d+|: \d+)?: (.+)$")
# The script it could not run (`./run.sh`, `bin/setup`): which one is an argument, not the error.
_SCRIPT_SUBJECT = re.compile(r"^(?:\.{1,2}/|[\w.-]+/)[^\s:]*(?=: )")
# Node prints the error object after its message: `{ code: 'MODULE_NOT_FOUND', … }`.
_NODE_ERROR_CODE = re.compile(r"^[ \t]*code: '([A-Z][A-Z0-9_]{2,})',?$", re.M)


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
        return f"[{tag}] {self.key}"

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
    found = code.strip() or extract_code(headline) or _node_error_code(text, headline)
    program = program_key(command) if source == "command" else ""
    raw_key = _key(headline, found, program)
    shown = _clip(redact(headline, share), HEADLINE_CHARS)
    key = shown if raw_key == headline else _clip(redact(raw_key, share), HEADLINE_CHARS)  # mostly the same text
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


def _key(headline: str, code: str, program: str) -> str:
    shell = _SHELL_SAYS.match(headline)
    if shell:
        return _SCRIPT_SUBJECT.sub("<script>", shell.group(1))
    if not program or (code and code not in _GENERIC_CODES) or _LOCATED.match(headline):
        return headline
    return headline if _names_program(headline, program) else f"{program} → {headline}"


def _node_error_code(text: str, headline: str) -> str:
    """Node's `code: 'MODULE_NOT_FOUND'` in the error object printed after an uncoded `Error: …`."""
    if not headline.startswith("Error: "):
        return ""
    found = _NODE_ERROR_CODE.search(text)
    return found.group(1) if found else ""


def _names_program(headline: str, program: str) -> bool:
    first = program.split(" ")[0]
    return bool(re.match(rf"(?:{re.escape(first)})\b", headline.strip(), re.I))


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
