"""File primitives every writer shares: an OS-level lock, whole-file atomic replacement (through
a symlink, keeping the file's mode), and which line ending a text file uses.

The lock is an advisory `flock` on `<kb>/.lock`: the kernel drops it when its holder dies, so a
crashed writer can never block the others (dsh-errkb's mtime-based stale lock could, for 10 s).
"""

from __future__ import annotations

import os
import stat
import time
from _contextvars import ContextVar  # contextvars.py only re-exports it: a module less per hook call
from collections.abc import Iterable

from ..errors import FolderInTheWay, LockTimeout

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from types import TracebackType

    from .paths import StrPath

# Paths are taken as str or Path and handled with os.path: pathlib is not loaded on a hook call.
# Nor is contextlib (3M instructions, 2% of a hook call): the two context managers are classes.

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


class lock_wait:  # noqa: N801 - used as a function: `with lock_wait(2.0):`
    """Inside the block, a lock taken without a timeout of its own waits at most `seconds`."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds

    def __enter__(self) -> None:
        self.token = _WAIT.set(self.seconds)

    def __exit__(self, *_exc: object) -> None:
        _WAIT.reset(self.token)


def lock_timeout() -> float:
    """$ERRKB_LOCK_TIMEOUT, else the enclosing `lock_wait` (a hook: a busy KB never stalls an
    agent), else DEFAULT_LOCK_TIMEOUT."""
    try:
        return float(os.environ["ERRKB_LOCK_TIMEOUT"])
    except (KeyError, ValueError):
        wait = _WAIT.get()
        return DEFAULT_LOCK_TIMEOUT if wait is None else wait


class locked:  # noqa: N801 - used as a function: `with locked(path):`
    """Hold the exclusive lock at `lock_path` inside the block, waiting at most `timeout` seconds."""

    def __init__(self, lock_path: StrPath, timeout: float | None = None) -> None:
        self.lock_path = lock_path
        self.timeout = timeout

    def __enter__(self) -> None:
        timeout = lock_timeout() if self.timeout is None else self.timeout
        self.fd = _open_creating_folder(self.lock_path, os.O_RDWR | os.O_CREAT)
        try:
            deadline = time.monotonic() + timeout
            while not _try_lock(self.fd):
                if time.monotonic() >= deadline:
                    raise LockTimeout(
                        f"the knowledge base is busy: {self.lock_path} is held by another writer",
                        "try again in a moment",
                    )
                time.sleep(0.005 + os.urandom(1)[0] / 25500)  # 5-15 ms: jitter keeps waiters out of step
        except BaseException:
            os.close(self.fd)
            raise

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 traceback: TracebackType | None) -> None:
        try:
            _unlock(self.fd)
        finally:
            os.close(self.fd)


def atomic_write(path: StrPath, data: bytes | bytearray | memoryview | Iterable[bytes], durable: bool = True,
                 mode: int | None = None) -> None:
    """Replace `path` with `data` so a reader or a crash sees the old or the new file, never half.

    A symlink is written through (a dotfile manager's link, an ERRORS.md linked into a repo stays
    a link); the file keeps its mode (a 0600 ERRORS.md stays private; `mode` for a new one, else
    what the umask allows), and the temporary files a killed writer left beside it are removed.
    `data` may come in pieces, so a large file is never held in memory whole. `durable=False`
    skips the fsyncs: for per-machine counters and session scratch files, where a power cut may
    lose the last count but never leaves a torn file, and every hook call saves ms.
    """
    path = _through_link(path)
    keep = _mode(path)  # a folder in the way is refused here, before anything is written
    mode = keep if keep is not None else mode if mode is not None else _umask_mode()
    tmp = temp_path(path)
    # O_EXCL: never through a symlink or over another writer's file, as mkstemp would.
    fd = _open_creating_folder(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0))
    try:
        with os.fdopen(fd, "wb") as handle:
            if mode is not None:
                try:
                    os.fchmod(handle.fileno(), mode)
                except (OSError, AttributeError):  # no fchmod on Windows
                    pass
            if isinstance(data, (bytes, bytearray, memoryview)):
                handle.write(data)
            else:
                handle.writelines(data)
            handle.flush()
            if durable:
                os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    if durable:
        _fsync_dir(os.path.dirname(path))
    sweep_leftovers(path)


def temp_path(path: StrPath) -> str:
    """A temporary name beside `path` that says which process made it (see sweep_leftovers)."""
    folder, name = os.path.split(os.fspath(path))
    return os.path.join(folder, f".{name}.{os.getpid()}-{os.urandom(6).hex()}.tmp")


def sweep_leftovers(path: StrPath) -> None:
    """Remove the temporary files of `path` whose writer is gone (killed between creating and
    renaming one). A live writer's file is left alone: its process still exists."""
    folder, name = os.path.split(os.fspath(path))
    prefix = f".{name}."
    try:
        names = [name for name in os.listdir(folder or ".") if name.startswith(prefix) and name.endswith(".tmp")]
    except OSError:
        return
    for name in names:
        pid = name[len(prefix):].split("-", 1)[0]
        if pid.isdigit() and int(pid) != os.getpid() and not _alive(int(pid), os.path.join(folder, name)):
            try:
                os.unlink(os.path.join(folder, name))
            except OSError:
                pass


def _alive(pid: int, leftover: str) -> bool:
    if os.name != "posix":  # os.kill(pid, 0) would end the process on Windows: judge by age instead
        try:
            return time.time() - os.stat(leftover).st_mtime < 3600
        except OSError:
            return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # another user's process: alive
        return True
    return True


def _through_link(path: StrPath) -> str:
    """The file a symlink at `path` points to, so the rename replaces it and not the link."""
    return os.path.realpath(path) if os.path.islink(path) else os.fspath(path)


def _mode(path: StrPath) -> int | None:
    """The mode of the file at `path`, None when there is none; a folder there is refused."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    if stat.S_ISDIR(st.st_mode):
        raise folder_in_the_way(path)
    return stat.S_IMODE(st.st_mode)


def folder_in_the_way(path: StrPath) -> FolderInTheWay:
    return FolderInTheWay(f"{path} is a folder, but errkb keeps a file there",
                          f"remove that folder (errkb keeps nothing in it): rmdir {path}")


def _umask_mode() -> int:
    umask = os.umask(0)  # the only way to read it is to set it
    os.umask(umask)
    return 0o666 & ~umask


def newline_of(text: str) -> str:
    """The line end a text file uses: CRLF, CR alone (classic Mac) or LF; the first one in its
    first 16 K characters decides."""
    head = text[:16384]
    cr = head.find("\r")
    if cr < 0:
        return "\n"
    if head.startswith("\r\n", cr):
        return "\r\n"
    lf = head.find("\n")
    return "\r" if lf < 0 or cr < lf else "\n"


def _open_creating_folder(path: StrPath, flags: int) -> int:
    """os.open, creating the parent folders only when they are missing (two syscalls fewer a write)."""
    try:
        return os.open(path, flags, 0o644)
    except FileNotFoundError:
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        return os.open(path, flags, 0o644)
    except IsADirectoryError:
        raise folder_in_the_way(path) from None


def _fsync_dir(directory: str) -> None:
    # Without this the rename itself may not survive a power cut on some file systems.
    try:
        fd = os.open(directory or ".", os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
    except (OSError, AttributeError):
        pass


def read_bytes(path: StrPath) -> bytes:
    """The file's bytes, or b"" when it does not exist."""
    try:
        with open(path, "rb") as handle:
            return handle.read()
    except FileNotFoundError:
        return b""


def now_stamp() -> str:
    """The UTC time as ERRORS.md and state.json write it, e.g. 2026-11-29T21:57:48Z."""
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def utc_stamp() -> str:
    """A file-name-safe UTC stamp, e.g. 2026-11-29T21-57-48Z."""
    return time.strftime("%Y-%m-%dT%H-%M-%SZ", time.gmtime())
