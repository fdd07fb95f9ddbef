"""A session's scratch state on disk: `<kb>/sessions/<id>.json`, one file per agent session.

Each hook call is a new process, so caps, watches and hints live here between calls (read and
written by the engine under a per-session lock). A damaged file costs its session's caps, no
more; files left by sessions that never ended go at the next session start, once stale.
"""

from __future__ import annotations

import json
import os
import re
import time

from ..machine.fsutil import atomic_write, locked

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (milliseconds a hook call)
if TYPE_CHECKING:
    from typing import Any

STALE_SECONDS = 2 * 24 * 3600


def _fresh() -> dict[str, Any]:
    return {"version": 1, "turn": 0, "turn_notices": 0, "entry_notices": {}, "watches": [], "injected": {},
            "asked": [], "hint": None, "last_failure": None, "last_notice": None}


def _load(path: str) -> dict[str, Any]:
    try:
        with open(path, encoding="utf-8") as handle:
            data = json.load(handle)
    except (OSError, ValueError):
        return _fresh()
    return data if _well_formed(data) else _fresh()  # a damaged file costs this session's caps, no more


def _well_formed(data: Any) -> bool:
    if not isinstance(data, dict) or data.get("version") != 1:
        return False
    shapes: dict[str, type | tuple[type, ...]] = {
        "turn": int, "turn_notices": int, "entry_notices": dict, "watches": list, "injected": dict,
              "asked": list, "hint": (dict, type(None)), "last_failure": (dict, type(None)),
              "last_notice": (dict, type(None))}
    if not all(isinstance(data.get(key, _fresh()[key]), shape) for key, shape in shapes.items()):
        return False
    watch_keys = {"sig", "id", "key", "turn"}
    return all(isinstance(w, dict) and watch_keys <= w.keys() for w in data.get("watches", []))


def _remove_stale(folder: str) -> None:
    cutoff = time.time() - STALE_SECONDS
    try:
        names = os.listdir(folder)
    except OSError:
        return  # no sessions folder (a read-only KB with nowhere to keep one): nothing is stale
    for name in names:
        path = os.path.join(folder, name)
        try:
            if os.path.getmtime(path) < cutoff:
                os.unlink(path)
        except OSError:
            continue


def _safe_id(session_id: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]", "_", session_id)[:120] or "default"


class SessionFile:
    """`with SessionFile(folder, sid) as session:` — the session's scratch dict, loaded under its
    lock and saved (or, once the session ended, removed) when the block ends without an error.
    No folder: a read-only KB with nowhere to keep a session, so each call starts afresh. A class,
    not a contextlib generator: a hook call never imports contextlib."""

    def __init__(self, folder: str | None, sid: str) -> None:
        self.path = os.path.join(folder, f"{sid}.json") if folder else ""
        self.lock_path = os.path.join(folder, f"{sid}.lock") if folder else ""
        self.lock = locked(self.lock_path, timeout=5.0) if folder else None

    def __enter__(self) -> dict[str, Any]:
        if self.lock is None:
            self.session = _fresh()
            return self.session
        self.lock.__enter__()  # creates the folder when it is missing
        try:
            self.session = _load(self.path)
        except BaseException:
            self.lock.__exit__(None, None, None)
            raise
        return self.session

    def __exit__(self, kind: type[BaseException] | None, *_exc: object) -> None:
        if self.lock is None:
            return
        try:
            if kind is None:
                self._save()
        finally:
            self.lock.__exit__(None, None, None)

    def _save(self) -> None:
        if self.session.get("ended"):
            for leftover in (self.path, self.lock_path):
                try:
                    os.unlink(leftover)
                except FileNotFoundError:
                    pass
        else:
            self.session["updated"] = time.time()
            atomic_write(self.path, json.dumps(self.session, ensure_ascii=False).encode("utf-8"), durable=False)
