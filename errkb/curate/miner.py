"""A session's steps in order → failure→fix pairs, by the live loop's rules (loop/resolve.py).

A failure opens a watch keyed by the work that has to succeed again (`resolve.work_key`: the
program and subcommand, or the tool and its target); a failed probe (`cat cfg/x`) is keyed by
the whole probe, since only the same read succeeding shows the thing is there now. A success
of that work within the failing turn or the next (`resolve.WINDOW_TURNS`) resolves it; a probe
never resolves other work and is never a remedy. The remedy is what ran in between: successful,
readable commands (never a heredoc or a script pasted as a command: the search looks past
them), with the attempts the same error survived thrown away, or else the changed command
itself; the identical command succeeding with nothing in between is a flake, not a fix.
Everything a Sighting holds is cleaned (sanitize.py) before it leaves this module.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from functools import lru_cache

from ..loop import resolve
from ..model import Event
from ..recognize.capture import Capture, capture, choose_headline
from ..recognize.normalize import canonical
from ..recognize.sanitize import strip_terminal
from .evidence import command_words, error_tokens, named_tokens
from .readers import Step
from .sanitize import clean_text

MAX_WATCHES = 32  # as the live loop's session
MAX_ATTEMPTS = 6  # commands remembered per watch
MAX_REMEDY = 3  # more unrelated steps than this is not one remedy
MAX_COMMAND = 300  # characters: a longer command is a script, not something to run again
MAX_LINES = 3
RAW_CHARS = 2000
_HEREDOC = re.compile(r"<<-?\s*['\"]?[A-Za-z_]\w*")


@dataclass(frozen=True)
class Sighting:
    """One failure and the remedy after which the same work succeeded, in one session. Every
    text is cleaned; `named` lists the error's tokens the remedy names (the independent reason)."""

    sig: str
    title: str
    headline: str
    cat: str
    category: str
    code: str
    failed: str
    raw: str
    remedy: tuple[str, ...]
    resolved_by: str
    fix: str
    named: tuple[str, ...]
    host: str
    source: str
    session: str
    failed_at: str
    fixed_at: str
    key: str

    @property
    def remedy_key(self) -> str:
        """The same remedy in another session reads the same: volatile parts are placeholders."""
        return canonical(" && ".join(" ".join(step.split()) for step in self.remedy))


@dataclass
class _Watch:
    sig: str
    key: str
    capture: Capture
    command: str
    tokens: frozenset[str]
    turn: int
    time: str
    call_id: str
    attempts: list[tuple[str, str]] = field(default_factory=list)  # (command, time)


@dataclass
class _Stream:
    turn: int = 0
    watches: list[_Watch] = field(default_factory=list)


def usable(command: str) -> bool:
    """A command a person can read and run again: short, a few lines at most, no heredoc."""
    text = command.strip()
    return 0 < len(text) <= MAX_COMMAND and text.count("\n") < MAX_LINES and not _HEREDOC.search(text)


def watch_key(event: Event) -> str:
    if resolve.is_shell(event.tool) and event.command:
        return shell_facts(event.command)[1]
    return resolve.work_key(event.tool, event.command, event.tool_input)


@lru_cache(maxsize=4096)
def shell_facts(command: str) -> tuple[bool, str]:
    """(is it a probe, the work it keys) of a shell command; the same commands recur all through a
    history (`npm test`, `git status`), and splitting them is most of a step's cost."""
    if resolve.is_probe(command):
        return True, "probe:" + resolve.normalized_command(command)
    return False, resolve.work_key("bash", command, None)


class SessionMiner:
    """Feed it one session's steps in order; it returns each pair as its success arrives."""

    def __init__(self, host: str, source: str, session: str = "", share: str = "public", since: str = "") -> None:
        self.host, self.source, self.session = host, source, session
        self.share, self.since = share, since
        self._streams: dict[str, _Stream] = {}
        self.failures = 0

    def feed(self, step: Step) -> list[Sighting]:
        if self.since and step.time and step.time < self.since:
            return []
        stream = self._streams.setdefault(step.stream, _Stream())
        event = step.event
        if event.kind == "user_prompt":
            stream.turn += 1
            stream.watches = [w for w in stream.watches if stream.turn - w.turn <= resolve.WINDOW_TURNS]
            return []
        if event.kind == "tool_failed":
            self._failed(stream, step)
            return []
        if event.kind == "tool_succeeded":
            return self._succeeded(stream, step)
        return []

    def _failed(self, stream: _Stream, step: Step) -> None:
        event = step.event
        if not event.output.strip() and event.exit_code is None:
            return
        self.failures += 1
        command = event.command if resolve.is_shell(event.tool) else ""
        key = watch_key(event)
        if not key:
            return
        cap = capture(event.output, event.source, event.tool, command, event.exit_code, event.code, self.share)
        headline = choose_headline(strip_terminal(event.output)) or cap.headline
        # The same error again: whatever ran since it last failed did not fix it.
        watches = [w for w in stream.watches if w.sig != cap.fingerprint]
        watches.append(_Watch(cap.fingerprint, key, cap, command, error_tokens(headline, command), stream.turn,
                              step.time, step.call_id))
        stream.watches = watches[-MAX_WATCHES:]

    def _succeeded(self, stream: _Stream, step: Step) -> list[Sighting]:
        if not stream.watches:
            return []  # most successes: nothing is pending
        event = step.event
        shell = resolve.is_shell(event.tool)
        if shell and not usable(event.command):
            return []  # a heredoc or a pasted script: neither a resolution nor a remedy; look past it
        key = watch_key(event)
        resolved = [w for w in stream.watches if w.key == key and stream.turn - w.turn <= resolve.WINDOW_TURNS]
        if resolved:
            stream.watches = [w for w in stream.watches if w not in resolved]
            pairs = [self._pair(w, event.command if shell else "", step.time) for w in resolved]
            return [p for p in pairs if p is not None]
        if shell and not shell_facts(event.command)[0]:
            for watch in stream.watches:
                watch.attempts = (watch.attempts + [(event.command, step.time)])[-MAX_ATTEMPTS:]
        return []

    def _pair(self, watch: _Watch, succeeded: str, time: str) -> Sighting | None:
        steps = [(command, named_tokens(command, watch.tokens)) for command, _ in watch.attempts]
        changed = bool(succeeded) and resolve.normalized_command(succeeded) != resolve.normalized_command(watch.command)
        if changed:  # only what changed can name the error: `--request-timeout=20s` is a flag, not a fix
            steps.append((succeeded, named_tokens(succeeded, watch.tokens, command_words(watch.command))))
        naming = [s for s in steps if s[1]]
        chosen = naming[-MAX_REMEDY:] if naming else (steps if len(steps) <= MAX_REMEDY else [])
        if not chosen:
            return None  # the same command again, nothing in between: a flake
        return self._sighting(watch, [c for c, _ in chosen], sorted({t for _, n in chosen for t in n}), succeeded, time)

    def _sighting(self, watch: _Watch, remedy: list[str], named: list[str], succeeded: str, time: str) -> Sighting:
        cap = watch.capture

        def clean(text: str) -> str:
            return _clean_line(text, self.share)

        remedy_clean = tuple(clean(c) for c in remedy)
        failed, resolved_by = clean(watch.command), clean(succeeded)
        fix = fix_text(remedy_clean, failed, resolved_by)
        identity = "\0".join((self.host, self.session or self.source, watch.call_id or watch.time, watch.sig))
        return Sighting(
            cap.fingerprint, clean(cap.title), clean(cap.headline), cap.cat, clean(cap.category), clean(cap.code),
            failed, clean_text(cap.raw, self.share)[:RAW_CHARS], remedy_clean, resolved_by, fix,
            tuple(clean(t) for t in named), self.host, self.source, clean(self.session), watch.time, time,
            hashlib.sha256(identity.encode("utf-8", "surrogatepass")).hexdigest()[:16])


@lru_cache(maxsize=8192)
def _clean_line(text: str, share: str) -> str:
    """clean_text of one line; titles, commands and remedies recur across a history's sessions."""
    return clean_text(text, share, one_line=True)


def fix_text(remedy: tuple[str, ...], failed: str, succeeded: str) -> str:
    """What worked, as a fact: `After `mkdir -p templates`, `./bin/render` succeeded.`"""
    if len(remedy) == 1 and remedy[0] == succeeded and failed:
        return f"{code_span(succeeded)} succeeded where {code_span(failed)} had failed."
    steps = " and then ".join(code_span(step) for step in remedy if step != succeeded)
    target = succeeded or failed
    if not target:
        return f"After {steps}, the same call succeeded."
    tail = f" where {code_span(failed)} had failed" if failed and succeeded and failed != succeeded else ""
    return f"After {steps}, {code_span(target)} succeeded{tail}."


def code_span(text: str) -> str:
    """Inline code that a backtick inside `text` cannot close early."""
    ticks = "`" * (max((len(run) for run in re.findall(r"`+", text)), default=0) + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{ticks}{pad}{text}{pad}{ticks}"
