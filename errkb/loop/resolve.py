"""When is a failure resolved, and what changed? Deterministic rules, no model calls.

A failure is resolved when the same work later succeeds: the same program family for a shell
command (`pnpm install --frozen-lockfile` → `pnpm install`), or the same tool with the same
target for any other tool, never "any later call of the same tool". Read-only probes (ls, cat,
git status…) resolve nothing. A different succeeding command of the same family is a candidate
fix; the identical command succeeding was a flake, not a fix.
"""

from __future__ import annotations

import re

from ..model import SETUP_STEPS

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing: every hook call loads this module
if TYPE_CHECKING:
    from typing import Any

WINDOW_TURNS = 1  # the rest of the failing turn plus the next
SHELL_TOOLS = frozenset({"bash", "shell", "run_shell_command", "exec_command", "exec", "terminal", "command",
                         "powershell", "pwsh", "cmd", "run"})
_PROBES = frozenset({"ls", "cat", "head", "tail", "less", "more", "which", "type", "where", "echo", "printf", "pwd",
                     "env", "printenv", "whoami", "id", "date", "stat", "file", "wc", "tree", "du", "df", "ps", "uname",
                     "hostname", "true", "false", "test", "sleep", "clear", "history", "grep", "rg", "find", "fd",
                     "command", "realpath", "readlink", "dirname", "basename", "cd"})
_GIT_PROBES = frozenset({"status", "diff", "log", "show", "branch", "remote", "rev-parse", "config", "blame", "ls-files"})
_TARGET_KEYS = ("file_path", "filePath", "path", "filename", "notebook_path", "target", "url", "file", "absolute_path")
# A pattern string, compiled (and cached by re) on first use: most hook calls never judge a prompt.
_TRIVIAL = (r"^\s*(?:ok(?:ay)?|k|yes|yep|y|no|n|continue|go on|go ahead|proceed|next|thanks?|thank you|"
            r"ty|sure|do it|retry|try again|again|please|pls|hm+|\.+|\?+|!+)\s*[.!]*\s*$")
# A prompt made only of these words is a nudge ("yes, go ahead and try again"), not a fix.
_FILLER = frozenset("""ok okay k yes yep yeah y no nope n continue go on ahead proceed next thanks thank you ty sure
do it retry try again please pls keep going that's fine good great cool and then just now the it fix run""".split())


def program_key(command: str) -> str:
    from ..recognize.capture import program_key as key  # loaded only when a command has to be keyed

    return key(command)


def is_shell(tool: str) -> bool:
    return tool.lower() in SHELL_TOOLS or tool.lower().endswith(("bash", "shell"))


def is_probe(command: str) -> bool:
    """Read-only commands: every segment of a pipeline or `&&` chain is a probe."""
    segments = [s for s in re.split(r"\|\||&&|[|;]", command) if s.strip()]
    return bool(segments) and all(_segment_is_probe(s) for s in segments)


def _segment_is_probe(segment: str) -> bool:
    from ..recognize.command import shell_words

    try:
        words = shell_words(segment)
    except ValueError:
        words = segment.split()
    if not words:
        return True
    program = words[0].rsplit("/", 1)[-1]
    if program == "git":
        sub = next((w for w in words[1:] if not w.startswith("-")), "")
        return sub in _GIT_PROBES
    return program in _PROBES


def target_of(tool_input: Any) -> str:
    """What a tool call worked on, as a digest: the key is only ever compared, and a target can
    hold a secret (a signed URL's `sig=`) or a user's name (a home path) that the session file,
    where watches wait, must not keep."""
    import json

    from ..digest import sha256_hex

    if isinstance(tool_input, dict):
        for key in _TARGET_KEYS:
            value = tool_input.get(key)
            if isinstance(value, str) and value.strip():
                return "target:" + sha256_hex(value.strip().encode("utf-8", "surrogatepass"))[:16]
        blob = json.dumps(tool_input, sort_keys=True, default=str)
    else:
        blob = str(tool_input)
    return "input:" + sha256_hex(blob.encode("utf-8", "surrogatepass"))[:12]


def main_segment(command: str) -> str:
    """The command a chain is about: `cd repo && source .venv/bin/activate && pytest -x` → `pytest -x`."""
    segments = [s.strip() for s in re.split(r"\|\||&&|[|;]", command) if s.strip()]
    for segment in segments:
        words = segment.split()
        if words[0] not in SETUP_STEPS and not _segment_is_probe(segment):
            return segment
    return segments[0] if segments else command


def work_key(tool: str, command: str, tool_input: Any) -> str:
    """What has to succeed again for a failure to count as resolved."""
    if command and is_shell(tool):
        program = program_key(main_segment(command))
        return f"cmd:{program}" if program else ""
    return f"tool:{tool.lower()}:{target_of(tool_input)}"


def target_key(tool: str, command: str, tool_input: Any) -> str:
    """What exactly failed: the whole command line (`jq . e.json` is not `jq . d.json`), or the
    tool and its target. A fix doubted after a repeat must have failed on the same target. Only
    compared, and kept in session files: a digest, so a credential on the command line is never
    written there."""
    from ..digest import sha256_hex

    if command and is_shell(tool):
        what = "cmd:" + normalized_command(main_segment(command))
    else:
        what = f"tool:{tool.lower()}:{target_of(tool_input)}"
    return sha256_hex(what.encode("utf-8", "surrogatepass"))[:16]


def names_program(text: str, command: str) -> bool:
    """Whether `text` (the user's hint) names the program `command` runs."""
    program = program_key(main_segment(command)).split(" ")[0]
    return bool(program) and re.search(rf"(?<![\w-]){re.escape(program)}(?![\w-])", text, re.I) is not None


def normalized_command(command: str) -> str:
    return " ".join(command.split())


def candidate_fix(failed: str, succeeded: str) -> str:
    """The text of a learned fix, naming what changed; empty when nothing did (a flake)."""
    if normalized_command(failed) == normalized_command(succeeded):
        return ""
    from ..recognize.redact import redact  # here: most hook calls never learn a fix

    return f"`{redact(normalized_command(succeeded))}` succeeded where `{redact(normalized_command(failed))}` failed."


def is_substantive(prompt: str) -> bool:
    """A user's words worth keeping as a fix: not 'ok', 'continue' or a one-word nudge."""
    text = prompt.strip()
    words = re.findall(r"[\w']+", text.lower())
    if not words or all(w in _FILLER for w in words):
        return False
    return not re.match(_TRIVIAL, text, re.I) and len(text) >= 12 and len(text.split()) >= 3 and len(text) <= 600
