"""`errkb hook <host>`: one hook call, start to finish, failing open.

Whatever happens — garbage or empty stdin, an unknown event, a locked or damaged KB, a bug —
the process exits 0 with only protocol JSON (or nothing) on stdout and the reason on stderr.
Exit 2 is never used: on Claude's UserPromptSubmit it would erase the user's prompt.
"""

from __future__ import annotations

import importlib
import json
import os
import sys
from typing import Any

HOOK_LOCK_TIMEOUT = "2"  # seconds: a busy KB costs one notice, never a stalled agent


def run_hook(host: str, kb_option: str | None, stdin: Any = None, stdout: Any = None) -> int:
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    try:
        answer = _answer(host, kb_option, stdin.read())
    except BaseException as exc:  # noqa: BLE001 - a hook must never break its host
        print(f"errkb hook {host}: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 0
    if answer:
        stdout.write(answer + "\n")
        stdout.flush()
    return 0


def _answer(host: str, kb_option: str | None, raw: str) -> str:
    from .hosts import HOSTS

    if host not in HOSTS:
        print(f"errkb hook: unknown host {host!r} (known: {', '.join(HOSTS)})", file=sys.stderr)
        return ""
    payload = json.loads(raw) if raw.strip() else None
    if not isinstance(payload, dict):
        print(f"errkb hook {host}: expected one JSON object on stdin", file=sys.stderr)
        return ""
    adapter = importlib.import_module(f".hosts.{host}", __package__)
    event = adapter.to_event(payload)
    if event is None:
        return ""
    os.environ.setdefault("ERRKB_LOCK_TIMEOUT", HOOK_LOCK_TIMEOUT)
    from .kbase import open_kb
    from .session import Engine

    kb = open_kb(kb_option)
    if not kb.store.exists():
        kb.store.init()  # an installed hook starts its KB on first use
    notices = Engine(kb).handle(event)
    return str(adapter.render(payload, "\n".join(n.text for n in notices)))
