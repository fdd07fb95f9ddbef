"""Raw output plus what the caller knows → a Capture: headline, code, program, key, fingerprint.

The headline is the one line that decides identity: a Python traceback's exception line; else
pytest's own verdict (a `FAILED …::test - message` line, or the `E   ` line that explains it);
else a line naming an error code (the most frequent code wins, and among its lines the most
informative one with the smallest canonical form, so reordered or grown multi-line output keeps
its identity; codes that only say "the script failed", such as ELIFECYCLE, do not count); else
the first line that reads as an error or is a compiler diagnostic (a header ending in `:` takes
its next line); else the last meaningful line. Host wrapper lines (`Exit code 2`, `[exit code: 2]`,
Gemini's `Exit Code:`/`Process Group PGID:`) and warnings never decide while anything else is
there. A headline of a command that names no code, or only a generic one, is keyed by the
program and subcommand, never its arguments.
"""

from __future__ import annotations

import re
import shlex
from collections import Counter
from dataclasses import dataclass

from .fingerprint import fingerprint_of_canonical
from .normalize import canonical, strip_terminal
from .redact import redact

HEADLINE_CHARS = 200
SOURCES = ("command", "tool", "agent", "llm")
TRANSIENT_LLM_CODES = frozenset({"RATE_LIMIT", "SERVER", "TIMEOUT", "TRANSPORT", "EMPTY_RESPONSE"})

_CODE = re.compile(
    r"\berror\[(E\d{4})\]|\berror (TS\d+)\b|\b(ERR_[A-Z0-9_]+)\b|\b(E[A-Z]{2,}(?:_[A-Z]+)?)\b"
    r"|\b([A-Z][A-Za-z0-9]*(?:Error|Exception))\b(?!\.[A-Za-z])|\b(E\d{3,4})\b(?! \d{1,2}:\d\d)|\b([A-Z]{2,3}\d{4})\b"
)
# Codes that only say "the script failed"; the error that made it fail is elsewhere in the output.
_GENERIC_CODES = frozenset({"ELIFECYCLE", "YN0000", "ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL",
                            "ERR_PNPM_RECURSIVE_EXEC_FIRST_FAIL"})
_NOT_CODES = frozenset({"ERR", "ERROR", "ERRORS", "EXIT", "END", "ENV", "EOF", "EXPECTED", "EXAMPLE",
                        "EVENT", "EMPTY", "ENTER", "EACH", "ELSE", "EST", "EDT", "EXEC", "ECHO"})
_WRAPPER = re.compile(
    r"^(?:\[exit code: -?\d+\]|exit code:? -?\d+|process group pgid: \d+|</?untrusted_context>|\[std(?:out|err)\]"
    r"|\(no output\)|\[timed out after \d+ms\]|\[killed by signal: \w+\])$",
    re.I,
)
_EXIT_MARK = re.compile(r"^[ \t]*\[?exit code:? (-?\d+)\]?[ \t]*$", re.I | re.M)
# A word, not part of a file name: `missing.c` and `src/error/x.ts` say nothing.
_ERRORISH = re.compile(
    r"(?<![./\\-])\b(?:error|fatal|failed|failure|exception|denied|cannot|can't|could not|couldn't|unable|not found"
    r"|no such|refused|rejected|panic|abort(?:ed)?|invalid|missing|undefined|unknown|timed? ?out|conflicts?"
    r"|not recognized)\b(?![./\\-]\w)|错误|失败|拒绝|找不到",
    re.I,
)
# `file.go:12:5: message`: a compiler diagnostic even when it names no code and says no "error".
_DIAGNOSTIC = re.compile(r"^(?:[^\s:]+\.\w+:\d+(?::\d+)?: (?!(?:warning|note|info)\b)|g?make(?:\[\d+\])?: \*\*\*)", re.I)
# Warnings (DeprecationWarning, `npm WARN`, `level=warning`) never decide identity while an error line exists.
_WARNING = re.compile(r"\b\w*warn(?:ing)?\b\s*[:\]!]|^(?:npm|pnpm|yarn) warn\b|\blevel=warn(?:ing)?\b"
                      r"|^Unable to find image '[^']*' locally$", re.I)  # docker run says so before it pulls
# A shouted banner (ssh's `@ WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED! @`) names the error that
# the generic last line (`Host key verification failed.`) shares with a different one.
_SHOUTED = re.compile(r"^[@#*|\s]*(?:WARNING|ERROR|FATAL|CRITICAL)[:!]?\s+([A-Z][A-Z0-9 ,'/-]{10,}[!.]?)[\s@#*|]*$")
_PYTEST_SUMMARY = re.compile(r"^(?:FAILED|ERROR) \S+::\S+")
_PYTEST_EXPLAINED = re.compile(r"^E\s{2,}\S")
_PYTEST_BANNER = re.compile(r"^_{3,} .+ _{3,}$")
_BARE_WORDS = frozenset({"npm", "err", "error", "code", "errno", "syscall", "pnpm", "yarn", "warn", "e"})

# Programs whose first positional argument names what failed (`pnpm test`, `git push`).
_SUBCOMMANDS = frozenset({
    "npm", "pnpm", "yarn", "bun", "npx", "git", "docker", "podman", "kubectl", "helm", "cargo", "go", "pip",
    "pip3", "uv", "poetry", "conda", "make", "terraform", "gradle", "mvn", "dotnet", "brew", "apt", "apt-get",
    "systemctl", "gh", "rustup", "deno", "nx", "turbo", "composer", "bundle", "rake", "mix",
})
_WRAPPERS = frozenset({"sudo", "time", "env", "nohup", "exec", "command", "builtin", "nice", "stdbuf", "timeout"})
# Global options whose value is not the subcommand: `kubectl --context ci apply`, `git -C repo push`.
_VALUE_FLAGS = frozenset({"-C", "-c", "-n", "--namespace", "--context", "--kubeconfig", "--kube-context", "-H",
                          "--host", "--filter", "-F", "--prefix", "--dir", "-w", "--workspace", "--manifest-path"})
_SHELLS = frozenset({"sh", "bash", "zsh", "dash", "ksh", "cmd", "pwsh", "powershell"})
# `go run main.go`: a file, not a script name, so it never splits the key (`go run`).
_SOURCE_FILE = re.compile(r"\.(?:go|py|[cm]?[jt]sx?|sh|rb|rs|php|pl|java|kt|swift|c|cc|cpp)$", re.I)


@dataclass(frozen=True)
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
    text = strip_terminal(text or "")
    if source == "llm":
        code = (code or "").strip().upper() or "UNKNOWN"
        text = _llm_text(code, text)
    if exit_code is None:  # `[exit code: 2]` alone still says how it ended
        exit_code = next((int(m.group(1)) for m in reversed(list(_EXIT_MARK.finditer(text)))), None)
    headline = choose_headline(text) or (f"exit code {exit_code}" if exit_code is not None else "(no message)")
    found = code.strip() or extract_code(headline)
    program = program_key(command) if source == "command" else ""
    key = headline
    if program and (not found or found in _GENERIC_CODES) and not _names_program(headline, program):
        key = f"{program} → {headline}"
    key = _clip(redact(key, share), HEADLINE_CHARS)
    canon = canonical(key)
    return Capture(source, tool, redact(command.strip(), share), exit_code, text, _clip(redact(headline, share), HEADLINE_CHARS),
                   redact(found, share), program, key, canon, fingerprint_of_canonical(canon))


def _llm_text(code: str, message: str) -> str:
    code = (code or "").strip().upper() or "UNKNOWN"
    message = message.strip() or "(no message)"
    return message if message.upper().startswith(code) else f"{code}: {message}"


def meaningful_lines(text: str) -> list[str]:
    lines = []
    for line in strip_terminal(text).split("\n"):
        stripped = line.strip()
        if stripped.lower().startswith("output: "):
            stripped = stripped[8:].strip()
        if stripped and not _WRAPPER.match(stripped):
            lines.append(stripped)
    return lines


def choose_headline(text: str) -> str:
    traceback = _traceback_line(text)
    if traceback:
        return traceback
    lines = meaningful_lines(text)
    if not lines:
        return ""
    shouted = [line.strip("@#*| ") for line in lines if _SHOUTED.match(line)]
    lines = [line for line in lines if not _WARNING.search(line)] or lines
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
        counts = Counter(c for _, c in coded)
        top = max(sorted(counts), key=lambda c: counts[c])
        candidates = [line for line, c in coded if c == top]
        informative = [line for line in candidates if not _bare(line, top)] or candidates
        return min(informative, key=lambda line: (canonical(line), line))
    if shouted:
        return shouted[0]
    for i, line in enumerate(lines):
        if _ERRORISH.search(line) or _DIAGNOSTIC.match(line):
            # `CMake Error at CMakeLists.txt:4 (project):` and jest's `● Test suite failed to run` only
            # announce the message on the next line.
            header = line.endswith(":") or line.startswith("●")
            return f"{line} {lines[i + 1]}" if header and i + 1 < len(lines) else line
    return lines[-1]


def _traceback_line(text: str) -> str:
    marker = text.rfind("Traceback (most recent call last):")
    if marker < 0:
        return ""
    after = text[marker:].split("\n")[1:]
    for line in after:
        if line and not line[0].isspace() and line.strip() and not line.startswith("Traceback"):
            return line.strip()
    rest = [line.strip() for line in after if line.strip()]
    return rest[-1] if rest else ""


def extract_code(line: str) -> str:
    for match in _CODE.finditer(line):
        code = next(group for group in match.groups() if group)
        if code not in _NOT_CODES:
            return code
    return ""


def _bare(line: str, code: str) -> bool:
    words = [w for w in re.findall(r"[A-Za-z]+", line.replace(code, " ")) if w.lower() not in _BARE_WORDS]
    return len(words) < 2


# Steps that only prepare the real command: `cd repo && make build` is about make.
SETUP_STEPS = frozenset({"cd", "pushd", "popd", "source", ".", "export", "set", "unset"})


def _main_step(line: str) -> str:
    steps = [step.strip() for step in re.split(r"&&|\|\||;", line) if step.strip()]
    return next((step for step in steps if step.split()[0] not in SETUP_STEPS), steps[0] if steps else line)


def program_key(command: str) -> str:
    """`FOO=1 sudo /usr/bin/pnpm --silent test -- a.py` → `pnpm test`; arguments never count."""
    first = _main_step(next((line for line in strip_terminal(command).split("\n") if line.strip()), ""))
    windows = "\\" in first  # `C:\tools\npm.cmd test`: backslashes are separators, not escapes
    try:
        words = [w.strip("\"'") for w in shlex.split(first, posix=not windows)]
    except ValueError:
        words = [w.strip("\"'") for w in first.split()]
    words = [w for w in words if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*=.*", w)] if words else []
    while words and _base(words[0]) in _WRAPPERS:
        words = words[1:]
        # `timeout 60 pytest`, `nice -n 10 make`: the wrapper's own options and numbers go too
        while words and (words[0].startswith("-") or re.fullmatch(r"\d+(?:\.\d+)?[smhd]?", words[0])):
            words = words[1:]
    if not words:
        return ""
    program = _base(words[0])
    if program in _SHELLS and len(words) > 2 and words[1].lower() in ("-c", "/c", "-command"):
        return program_key(words[2]) or program  # `bash -c 'pytest a.py'` is pytest
    rest = [w for i, w in enumerate(words[1:], 1) if not w.startswith("-") and words[i - 1] not in _VALUE_FLAGS]
    if program == "python" and len(words) > 2 and words[1] == "-m":
        return program_key(shlex.join(words[2:]))  # `python -m pip install x` is `pip install`
    if program in _SUBCOMMANDS and rest:
        sub = rest[0] if re.fullmatch(r"[A-Za-z][\w:.-]*", rest[0]) else ""
        if sub in ("run", "exec", "x", "dlx") and len(rest) > 1 and re.fullmatch(r"[A-Za-z][\w:.-]*", rest[1]) \
                and not _SOURCE_FILE.search(rest[1]):
            return f"{program} {sub} {rest[1]}"
        return f"{program} {sub}".strip()
    return program


def _base(word: str) -> str:
    name = re.split(r"[\\/]", word)[-1].lower()
    name = re.sub(r"\.(exe|cmd|bat|ps1)$", "", name)
    return re.sub(r"^(python|pip|node)\d+(?:\.\d+)*$", r"\1", name)  # pip3, python3.12


def _names_program(headline: str, program: str) -> bool:
    first = program.split(" ")[0]
    return bool(re.match(rf"(?:{re.escape(first)})\b", headline.strip(), re.I))


def _clip(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"
