"""File primitives every writer shares: an OS-level lock, whole-file atomic replacement (through
a symlink, keeping the file's mode), and which line ending a text file uses.

The lock is an advisory `flock` on `<kb>/.lock`: the kernel drops it when its holder dies, so a
crashed writer can never block the others (dsh-errkb's mtime-based stale lock could, for 10 s).
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Iterable, Iterator
from contextvars import ContextVar
from pathlib import Path

from ..errors import LockTimeout

# tempfile and random are not imported: together they cost a hook call more than its writes do.

try:  # POSIX
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)

except ImportError:  # pragma: no cover - Windows
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)  # type: ignore[attr-defined]


DEFAULT_LOCK_TIMEOUT = 10.0
# The wait a caller set for the locks taken inside its `with lock_wait(...)` block: scoped to that
# block (a hook call), where a variable in os.environ would stay set for the whole process.
_WAIT: ContextVar[float | None] = ContextVar("errkb_lock_wait", default=None)


@contextlib.contextmanager
def lock_wait(seconds: float) -> Iterator[None]:
    """Inside the block, a lock taken without a timeout of its own waits at most `seconds`."""
    token = _WAIT.set(seconds)
    try:
        yield
    finally:
        _WAIT.reset(token)


def lock_timeout() -> float:
    """$ERRKB_LOCK_TIMEOUT, else the enclosing `lock_wait` (a hook: a busy KB never stalls an
    agent), else DEFAULT_LOCK_TIMEOUT."""
    with contextlib.suppress(KeyError, ValueError):
        return float(os.environ["ERRKB_LOCK_TIMEOUT"])
    wait = _WAIT.get()
    return DEFAULT_LOCK_TIMEOUT if wait is None else wait


@contextlib.contextmanager
def locked(lock_path: Path, timeout: float | None = None) -> Iterator[None]:
    """Hold the exclusive lock at `lock_path`, waiting at most `timeout` seconds."""
    timeout = lock_timeout() if timeout is None else timeout
    fd = _open_creating_folder(lock_path, os.O_RDWR | os.O_CREAT)
    try:
        deadline = time.monotonic() + timeout
        while not _try_lock(fd):
            if time.monotonic() >= deadline:
                raise LockTimeout(
                    f"the knowledge base is busy: {lock_path} is held by another writer",
                    "try again in a moment",
                )
            time.sleep(0.005 + os.urandom(1)[0] / 25500)  # 5-15 ms: jitter keeps waiters out of step
        try:
            yield
        finally:
            _unlock(fd)
    finally:
        os.close(fd)


def atomic_write(path: Path, data: bytes | bytearray | memoryview | Iterable[bytes], durable: bool = True,
                 mode: int | None = None) -> None:
    """Replace `path` with `data` so a reader or a crash sees the old or the new file, never half.

    A symlink is written through (a dotfile manager's link, an ERRORS.md linked into a repo stays
    a link); the file keeps its mode (`mode` for a new one, else what the umask allows). `data`
    may come in pieces, so a large file is never held in memory whole. `durable=False` skips the
    fsyncs: for per-machine counters and session scratch files, where a power cut may lose the
    last count but never leaves a torn file, and every hook call saves ms.
    """
    if path.is_symlink():
        path = Path(os.path.realpath(path))
    keep = _mode_of(path)
    tmp = path.with_name(f".{path.name}.{os.getpid()}-{os.urandom(6).hex()}.tmp")
    # O_EXCL: never through a symlink or over another writer's file, as mkstemp would.
    fd = _open_creating_folder(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0))
    try:
        with os.fdopen(fd, "wb") as handle:
            if isinstance(data, (bytes, bytearray, memoryview)):
                handle.write(data)
            else:
                handle.writelines(data)
            handle.flush()
            if durable:
                os.fsync(handle.fileno())
        with contextlib.suppress(OSError):
            os.chmod(tmp, keep if keep is not None else mode if mode is not None else _umask_mode())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    if durable:
        _fsync_dir(path.parent)


def _mode_of(path: Path) -> int | None:
    try:
        return os.stat(path).st_mode & 0o7777
    except OSError:
        return None


def _umask_mode() -> int:
    umask = os.umask(0)  # the only way to read it is to set it
    os.umask(umask)
    return 0o666 & ~umask


def newline_of(text: str) -> str:
    """The line ending a text file uses: CRLF when its first 16 K characters hold one."""
    return "\r\n" if "\r\n" in text[:16384] else "\n"


def _open_creating_folder(path: Path, flags: int) -> int:
    """os.open, creating the parent folders only when they are missing (two syscalls fewer a write)."""
    try:
        return os.open(path, flags, 0o644)
    except FileNotFoundError:
        path.parent.mkdir(parents=True, exist_ok=True)
        return os.open(path, flags, 0o644)


def _fsync_dir(directory: Path) -> None:
    # Without this the rename itself may not survive a power cut on some file systems.
    with contextlib.suppress(OSError, AttributeError):
        fd = os.open(directory, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def read_bytes(path: Path) -> bytes:
    """The file's bytes, or b"" when it does not exist."""
    try:
        return path.read_bytes()
    except FileNotFoundError:
        return b""


def now_stamp() -> str:
    """The UTC time as ERRORS.md and state.json write it, e.g. 2026-11-29T21:57:48Z."""
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def utc_stamp() -> str:
    """A file-name-safe UTC stamp, e.g. 2026-11-29T21-57-48Z."""
    return time.strftime("%Y-%m-%dT%H-%M-%SZ", time.gmtime())
