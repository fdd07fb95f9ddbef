"""`errkb hook <host>`: one hook call, start to finish, failing open.

Whatever happens — garbage or empty stdin, an unknown event, a locked or damaged KB, a bug —
the process exits 0 with only protocol JSON (or nothing) on stdout and the reason on stderr.
Exit 2 is never used: on Claude's UserPromptSubmit it would erase the user's prompt.
"""

from __future__ import annotations

import json
import os
import sys

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (milliseconds a hook call)
if TYPE_CHECKING:
    from typing import Any

HOOK_LOCK_TIMEOUT = 2.0  # seconds: a busy KB costs one notice, never a stalled agent ($ERRKB_LOCK_TIMEOUT wins)
# What a hook hands the engine: a failure's headline is near the start or the end of its output,
# and a command's program is its first words; megabytes of either only cost time on every call.
MAX_OUTPUT = 32 * 1024  # characters, half from the head and half from the tail
MAX_COMMAND = 8 * 1024


def run_hook(host: str, kb_option: str | None, stdin: Any = None, stdout: Any = None) -> int:
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    try:
        # Whatever a module prints goes to stderr: stdout carries the host's protocol JSON only.
        # (What contextlib.redirect_stdout does; contextlib would cost a hook call 2% to import.)
        saved, sys.stdout = sys.stdout, sys.stderr
        try:
            answer = _answer(host, kb_option, _read(stdin))
        finally:
            sys.stdout = saved
        if answer:
            _write(stdout, answer + "\n")
    except BaseException as exc:  # noqa: BLE001 - a hook must never break its host
        try:
            from ..recognize.sanitize import for_terminal

            print(for_terminal(f"errkb hook {host}: {type(exc).__name__}: {exc}"), file=sys.stderr)
        except BaseException:  # noqa: BLE001, S110 - not even a broken stderr may break the host
            pass
    return 0


def _read(stdin: Any) -> str:
    """The payload as text: bytes decoded as UTF-8 whatever the locale, a bad byte replaced."""
    raw = stdin.buffer.read() if hasattr(stdin, "buffer") else stdin.read()
    return raw.decode("utf-8", errors="replace") if isinstance(raw, bytes) else str(raw)


def _write(stdout: Any, text: str) -> None:
    """UTF-8 whatever the locale; a lone surrogate (a stray byte kept from ERRORS.md) becomes "?"."""
    data = text.encode("utf-8", errors="replace")
    if hasattr(stdout, "buffer"):
        stdout.flush()
        stdout.buffer.write(data)
        stdout.buffer.flush()
    else:
        stdout.write(data.decode("utf-8"))
        stdout.flush()


def _answer(host: str, kb_option: str | None, raw: str) -> str:
    from .common import HOSTS

    if host not in HOSTS:
        print(f"errkb hook: unknown host {ascii(host)} (known: {', '.join(HOSTS)})", file=sys.stderr)
        return ""
    from ..recognize.sanitize import without_surrogates_in

    payload = without_surrogates_in(json.loads(raw)) if raw.strip() else None
    if not isinstance(payload, dict):
        print(f"errkb hook {host}: expected one JSON object on stdin", file=sys.stderr)
        return ""
    # __import__, not importlib.import_module: importlib's package loads `warnings` (a hook pays it).
    __import__(f"{__package__}.{host}")
    adapter = sys.modules[f"{__package__}.{host}"]
    event = adapter.to_event(payload)
    if event is None:
        return ""
    event = _bounded(event)
    from ..derived.kbase import open_kb
    from ..loop.session import Engine
    from ..machine.fsutil import lock_wait

    kb = open_kb(kb_option)
    kb.refresh_json = False
    from ..machine.paths import ERRORS_MD

    has_errors_md = os.path.isfile(kb.location.in_kb(ERRORS_MD))
    if not has_errors_md and kb_option is None:
        # Only the KB an install named (`--kb DIR` in the hook command) is started on first
        # use: a hook that found its KB by $ERRKB_DIR or the config never creates one there.
        print(f"errkb hook {host}: no knowledge base at {kb.location.root} (chosen by {kb.location.rule}); "
              "create it with: errkb init", file=sys.stderr)
        return ""
    try:
        with lock_wait(HOOK_LOCK_TIMEOUT):
            if not os.path.isfile(kb.location.in_kb(ERRORS_MD)):
                kb.store.init()  # the KB this hook was installed for starts on first use
            notices = Engine(kb).handle(event)
    finally:
        kb.close()  # the executable's call never collects cycles (errkb/__main__.py): closed here
    return str(adapter.render(payload, "\n".join(n.text for n in notices)))


def _bounded(event: Any) -> Any:
    """The event with its output cut to head + tail and its command to its start, when huge."""
    from errkb.valueclass import replace

    changes: dict[str, str] = {}
    if len(event.output) > MAX_OUTPUT:
        half = MAX_OUTPUT // 2
        cut = len(event.output) - 2 * half
        changes["output"] = f"{event.output[:half]}\n[... {cut} characters cut by errkb ...]\n{event.output[-half:]}"
    if len(event.command) > MAX_COMMAND:
        changes["command"] = event.command[:MAX_COMMAND]
    return replace(event, **changes) if changes else event
