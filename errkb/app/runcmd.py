"""`errkb run -- CMD ARGS…`: the command runs as if errkb were not there (output streamed
unchanged, exit code kept); a failure is captured and its known fix (or new ID) printed to
stderr; a later success of the same command resolves it and can pair a fix.
"""

from __future__ import annotations

import hashlib
import os
import shlex
import subprocess
import sys
import threading
from collections import deque
from typing import IO

from ..derived.kbase import KnowledgeBase
from ..loop.inject import PREFIX
from ..loop.session import Engine
from ..model import Event

TAIL_BYTES = 256 * 1024  # what is kept for analysis; the stream itself is never cut


def _pump(source: IO[bytes], sink: IO[bytes], tail: deque[bytes]) -> None:
    for chunk in iter(lambda: source.read1(65536) if hasattr(source, "read1") else source.read(65536), b""):
        sink.write(chunk)
        sink.flush()
        tail.append(chunk)
        while sum(len(c) for c in tail) > TAIL_BYTES and len(tail) > 1:
            tail.popleft()


def run_command(kb: KnowledgeBase, argv: list[str]) -> int:
    """Run argv, stream its output, and feed the outcome to the loop. Returns its exit code."""
    try:
        proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    except OSError as exc:
        print(f"errkb run: cannot start {argv[0]!r}: {exc.strerror}", file=sys.stderr)
        return 127
    tails: tuple[deque[bytes], deque[bytes]] = (deque(), deque())
    threads = [threading.Thread(target=_pump, args=(proc.stdout, sys.stdout.buffer, tails[0]), daemon=True),
               threading.Thread(target=_pump, args=(proc.stderr, sys.stderr.buffer, tails[1]), daemon=True)]
    for thread in threads:
        thread.start()
    try:
        code = proc.wait()
    except KeyboardInterrupt:
        proc.terminate()
        code = proc.wait()
    for thread in threads:
        thread.join()
    if code < 0:
        code = 128 - code  # killed by signal N: report 128+N as a shell does (sys.exit(-9) would give 247)
    output = b"".join(tails[1]) + b"\n" + b"".join(tails[0])
    _report(kb, argv, code, output.decode("utf-8", errors="replace"))
    return code


def _report(kb: KnowledgeBase, argv: list[str], code: int, output: str) -> None:
    if not kb.store.exists():
        if code == 0:
            return  # a success adds nothing
        # Only `errkb init` and an installed hook create a KB: a mistyped --kb or ERRKB_DIR must
        # not start a second one silently.
        from ..errors import ErrkbError
        from ..recognize.sanitize import for_terminal

        try:
            kb.store.require()
        except ErrkbError as exc:
            print(for_terminal(f"errkb run: {exc.message}; this run was not recorded (create the KB with: errkb init)"),
                  file=sys.stderr)
        return
    try:
        # Uncapped: a person rerunning a failing command sees its known fix every time; the
        # session caps (and "not twice in a row") would silence it after the first run here.
        engine = Engine(kb, capped=False)
        command = shlex.join(argv)
        kind = "tool_failed" if code != 0 else "tool_succeeded"
        event = Event(kind, _session_id(), "bash", {"command": command}, command, output, code, source="command")
        notices = engine.handle(event)
        for notice in notices:
            print(notice.text, file=sys.stderr)
        outcome = engine.last_outcome
        if code != 0 and outcome is None and output.strip():
            from ..recognize.sanitize import looks_binary

            if looks_binary(output):
                print("errkb run: not recorded: its output looks like binary data, not an error message", file=sys.stderr)
        if code != 0 and outcome is not None and outcome.created:
            print(f"{PREFIX} recorded as {outcome.id} (no fix yet); when you find one: "
                  f"errkb record {outcome.id} --fix \"…\"", file=sys.stderr)
    except Exception as exc:  # noqa: BLE001 - the wrapped command's result matters more than ours
        from ..recognize.sanitize import for_terminal

        print(for_terminal(f"errkb run: could not record: {exc}"), file=sys.stderr)


def _session_id() -> str:
    # One loop session per working directory, so a later success here resolves an earlier failure.
    return "run-" + hashlib.sha256(os.getcwd().encode()).hexdigest()[:16]
