"""Where each agent keeps its session transcripts, and reading them a line at a time.

Claude Code: `~/.claude/projects/<project>/<session>.jsonl` (or `$CLAUDE_CONFIG_DIR/projects`);
Codex: `~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl` (or `$CODEX_HOME/sessions`); Gemini CLI:
`~/.gemini/tmp/<project>/chats/session-*.jsonl`; dsh: `~/.dsh/sessions/--<cwd>--/session-*/
session.jsonl.zstd` (or `$DSH_HOME/sessions`), zstd-compressed. Files are streamed: memory
stays bounded by the longest line kept (`MAX_LINE`), whatever the size of the history. The one
module that imports `zstandard` (optional: without it the `zstd` program decompresses).
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from ..errors import ErrkbError

HOSTS = ("claude", "codex", "gemini", "dsh")
# A longer line (a pasted image, a whole file read into the context) is skipped, not held.
MAX_LINE = 16 << 20
_CHUNK = 1 << 20


@dataclass(frozen=True)
class SessionFile:
    """One transcript on disk, with what its watermark compares."""

    host: str
    path: Path
    size: int
    mtime_ns: int

    @property
    def compressed(self) -> bool:
        return self.path.suffix == ".zstd"


def session_roots(host: str, home: Path | None = None) -> list[Path]:
    """The folders below which `host` writes its transcripts (its env override first); Codex moves
    archived sessions to a folder of their own."""
    home = home or Path.home()
    env = os.environ
    if host == "claude":
        base = Path(env["CLAUDE_CONFIG_DIR"]) if env.get("CLAUDE_CONFIG_DIR") else home / ".claude"
        return [base / "projects"]
    if host == "codex":
        base = Path(env["CODEX_HOME"]) if env.get("CODEX_HOME") else home / ".codex"
        return [base / "sessions", base / "archived_sessions"]
    if host == "gemini":
        return [home / ".gemini" / "tmp"]
    if host == "dsh":
        return [(Path(env["DSH_HOME"]) if env.get("DSH_HOME") else home / ".dsh") / "sessions"]
    raise ErrkbError(f"unknown transcript source {host!r}", f"choose one of {', '.join(HOSTS)}, or all")


def is_session_file(host: str, path: Path) -> bool:
    name = path.name
    if host == "claude":
        return name.endswith(".jsonl")
    if host == "codex":
        return name.startswith("rollout-") and name.endswith(".jsonl")
    if host == "gemini":
        return path.parent.name == "chats" and name.startswith("session-") and name.endswith(".jsonl")
    return name in ("session.jsonl.zstd", "session.jsonl")


def find_sessions(host: str, root: Path, modified_since: float = 0.0) -> list[SessionFile]:
    """Every transcript of `host` under `root`, in path order; files older than `modified_since`
    (a POSIX time) are left out: nothing in them can be newer."""
    found: list[SessionFile] = []
    for folder, dirs, files in os.walk(root):
        dirs.sort()
        for name in sorted(files):
            path = Path(folder, name)
            if not is_session_file(host, path):
                continue
            try:
                st = path.stat()
            except OSError:
                continue
            if st.st_mtime >= modified_since:
                found.append(SessionFile(host, path, st.st_size, st.st_mtime_ns))
    return found


def read_errors() -> tuple[type[Exception], ...]:
    """What reading a transcript may raise for a damaged or vanished file (never for a bug)."""
    errors: tuple[type[Exception], ...] = (OSError, EOFError, UnicodeError)
    try:
        import zstandard
    except ImportError:
        return errors
    return (*errors, zstandard.ZstdError)


@contextmanager
def open_session(session: SessionFile) -> Iterator[IO[bytes]]:
    """The transcript's bytes as a stream, decompressed when it is zstd."""
    if not session.compressed:
        with open(session.path, "rb") as handle:
            yield handle
        return
    try:
        import zstandard
    except ImportError:
        with _zstd_program(session.path) as stream:
            yield stream
        return
    with open(session.path, "rb") as raw, zstandard.ZstdDecompressor().stream_reader(raw, read_across_frames=True) as stream:
        yield stream


@contextmanager
def _zstd_program(path: Path) -> Iterator[IO[bytes]]:
    program = shutil.which("zstd")
    if program is None:
        raise ErrkbError(f"{path}: a zstd-compressed transcript, and neither the zstandard package nor the zstd "
                         "program is installed", "pip install zstandard   (or install the zstd package)")
    proc = subprocess.Popen([program, "-dcq", str(path)], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    assert proc.stdout is not None
    try:
        yield proc.stdout
        # Read to the end (not left early): zstd has finished, and its exit status says if the file was whole.
        if proc.stdout.read(1) == b"" and proc.wait() != 0:
            raise OSError(f"zstd could not decompress {path} (exit status {proc.returncode})")
    finally:
        proc.stdout.close()
        proc.kill()
        proc.wait()


def iter_lines(stream: IO[bytes], needles: tuple[bytes, ...] = ()) -> Iterator[bytes]:
    """The stream's lines, read in chunks. A line longer than MAX_LINE is skipped as it streams
    past; with `needles`, only lines holding one of them are yielded (most lines are bookkeeping,
    and a substring test is far cheaper than decoding JSON)."""
    buffer = b""
    skipping = False
    while True:
        chunk = stream.read(_CHUNK)
        if not chunk:
            break
        buffer += chunk
        start = 0
        while True:
            end = buffer.find(b"\n", start)
            if end < 0:
                break
            if not skipping and _wanted(buffer, start, end, needles):
                yield buffer[start:end]
            skipping = False
            start = end + 1
        buffer = buffer[start:]
        if len(buffer) > MAX_LINE:
            buffer, skipping = b"", True
    if buffer and not skipping and _wanted(buffer, 0, len(buffer), needles):
        yield buffer


def _wanted(buffer: bytes, start: int, end: int, needles: tuple[bytes, ...]) -> bool:
    if end - start < 2:
        return False
    return not needles or any(buffer.find(needle, start, end) >= 0 for needle in needles)
