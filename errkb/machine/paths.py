"""Where the knowledge base and this machine's config live.

KB directory: `--kb DIR` > `$ERRKB_DIR` > `kb_dir` in the user config > a per-user data dir.
Config file: `$ERRKB_CONFIG` > `$XDG_CONFIG_HOME/errkb/config.yaml` > `~/.config/errkb/config.yaml`.
"""

from __future__ import annotations

import os
import sys

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from pathlib import Path

    StrPath = str | os.PathLike[str]  # what functions on a hook's path take: a str or a Path

ERRORS_MD = "ERRORS.md"
ARCHIVE_MD = "ERRORS.archive.md"
STATE_JSON = "state.json"
INDEX_JSON = "errors.index.json"
INDEX_DB = "errors.sqlite"
LOCK = ".lock"
SESSIONS = "sessions"
PENDING_JSON = "pending.json"

# What `errkb init` keeps out of git: everything derived or per-machine.
KB_GITIGNORE = """\
# errkb: derived and per-machine files; ERRORS.md and ERRORS.archive.md are the shared truth.
state.json
state.corrupt-*.json
errors.index.json
errors.sqlite
errors.sqlite-*
.lock
sessions/
pending.json
pending.corrupt-*.json
*.tmp
"""


class KbLocation:
    """A KB folder, the rule that chose it, and the files errkb keeps there.

    `work` holds the derived and per-machine files (index, state.json, sessions, the lock) when
    they cannot live beside ERRORS.md: a read-only KB's go to a private folder of this user's.

    Folders are kept as strings, and a hook call reads them as strings (`in_kb`, `in_files`):
    `pathlib` (with the URL parser and `ipaddress` it imports) costs a hook call a tenth of its
    time, so it loads only when a command asks for a `Path` property. A plain class rather than
    a value class because the constructor turns whatever path it is given into that string.
    """

    __slots__ = ("root", "rule", "work_root")

    def __init__(self, path: StrPath, rule: str, work: StrPath | None = None) -> None:
        self.root = os.fspath(path)
        self.rule = rule  # which rule chose it: option, env, config, default
        self.work_root = None if work is None else os.fspath(work)

    def with_work(self, work: StrPath | None) -> KbLocation:
        return KbLocation(self.root, self.rule, work)

    def in_kb(self, name: str) -> str:
        """A file beside ERRORS.md (ERRORS.md, the archive, pending.json)."""
        return os.path.join(self.root, name)

    def in_files(self, name: str) -> str:
        """A derived or per-machine file: beside ERRORS.md, or in the private work folder."""
        return os.path.join(self.work_root or self.root, name)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, KbLocation):
            return NotImplemented
        return (self.root, self.rule, self.work_root) == (other.root, other.rule, other.work_root)

    def __hash__(self) -> int:
        return hash((self.root, self.rule, self.work_root))

    def __repr__(self) -> str:
        return f"KbLocation({self.root!r}, {self.rule!r}, work={self.work_root!r})"

    # -- the same places as Paths, for commands -------------------------------------------------
    @property
    def path(self) -> Path:
        return _path(self.root)

    @property
    def work(self) -> Path | None:
        return None if self.work_root is None else _path(self.work_root)

    @property
    def files(self) -> Path:
        return _path(self.work_root or self.root)

    @property
    def errors_md(self) -> Path:
        return _path(self.in_kb(ERRORS_MD))

    @property
    def archive_md(self) -> Path:
        return _path(self.in_kb(ARCHIVE_MD))

    @property
    def state_json(self) -> Path:
        return _path(self.in_files(STATE_JSON))

    @property
    def index_json(self) -> Path:
        return _path(self.in_files(INDEX_JSON))

    @property
    def index_db(self) -> Path:
        return _path(self.in_files(INDEX_DB))

    @property
    def lock(self) -> Path:
        return _path(self.in_files(LOCK))

    @property
    def sessions(self) -> Path:
        return _path(self.in_files(SESSIONS))

    @property
    def pending_json(self) -> Path:
        """Mined fixes waiting for review, rejections and transcript watermarks (curate/pending.py)."""
        return _path(self.in_kb(PENDING_JSON))


def _path(text: str) -> Path:
    from pathlib import Path

    return Path(text)


def config_path() -> Path:
    return _path(config_file())


def config_file() -> str:
    """The config file's path as a string (a hook call reads it without loading pathlib)."""
    explicit = os.environ.get("ERRKB_CONFIG", "").strip()
    if explicit:
        return os.path.expanduser(explicit)
    base = os.environ.get("XDG_CONFIG_HOME", "").strip()
    root = os.path.expanduser(base) if base else os.path.join(_home(), ".config")
    return os.path.join(root, "errkb", "config.yaml")


def default_kb_dir() -> str:
    if sys.platform == "win32":
        base = os.environ.get("LOCALAPPDATA") or os.path.join(_home(), "AppData", "Local")
        return os.path.join(base, "errkb")
    if sys.platform == "darwin":
        return os.path.join(_home(), "Library", "Application Support", "errkb")
    base = os.environ.get("XDG_DATA_HOME", "").strip()
    return os.path.join(os.path.expanduser(base) if base else os.path.join(_home(), ".local", "share"), "errkb")


def _home() -> str:
    """The user's home folder, as `Path.home()` finds it (`~` expanded by the OS's rule)."""
    return os.path.expanduser("~")


def resolve_kb(option: str | None, config_kb_dir: str | None) -> KbLocation:
    """Pick the KB directory by the documented precedence and say which rule won."""
    if option:
        return KbLocation(_absolute(option), "option --kb")
    env = os.environ.get("ERRKB_DIR", "").strip()
    if env:
        return KbLocation(_absolute(env), "env ERRKB_DIR")
    if config_kb_dir and config_kb_dir.strip():
        return KbLocation(_absolute(config_kb_dir.strip()), f"kb_dir in {config_file()}")
    return KbLocation(default_kb_dir(), "default per-user data directory")


def _absolute(text: str) -> str:
    """`Path(text).expanduser().resolve()`, as a string."""
    return os.path.realpath(os.path.expanduser(text))


def folder_problem(path: StrPath) -> str:
    """Why `path` cannot be a KB folder ("" when it is one or could be made one)."""
    path = os.fspath(path)
    if os.path.exists(path) and not os.path.isdir(path):
        return f"{path} is a file, not a folder"
    parent = os.path.dirname(os.path.abspath(path))
    while True:
        if os.path.exists(parent):
            return "" if os.path.isdir(parent) else f"{path} cannot be a folder: {parent} is a file"
        if os.path.dirname(parent) == parent:
            return ""
        parent = os.path.dirname(parent)


def write_problem(path: StrPath) -> str:
    """Why errkb may not write to the KB folder at `path` ("" when it may, or there is none yet):
    the folder, ERRORS.md or the lock file not writable for this user, or a read-only mount."""
    path = os.fspath(path)
    if not os.path.isdir(path):
        return ""
    for target, name in ((path, "its folder"), (os.path.join(path, ERRORS_MD), ERRORS_MD),
                         (os.path.join(path, LOCK), LOCK)):
        if target is not path and not os.path.lexists(target):
            continue
        if not os.access(target, os.W_OK):
            return _why_not_writable(target, name)
    return ""


def _why_not_writable(target: str, name: str) -> str:
    try:
        if os.statvfs(target).f_flag & os.ST_RDONLY:
            return "it is on a read-only file system"
    except (OSError, AttributeError):  # no statvfs on Windows
        pass
    try:
        st = os.stat(target)
    except OSError as exc:
        return f"{name}: {exc.strerror}"
    me = _user(os.getuid()) if hasattr(os, "getuid") else "you"
    return f"{name} is not writable for {me} (owner {_user(st.st_uid)}, mode {st.st_mode & 0o777:o})"


def _user(uid: int) -> str:
    try:
        import pwd

        return pwd.getpwuid(uid).pw_name
    except (ImportError, KeyError):
        return f"uid {uid}"


def cache_dir() -> Path:
    """This user's cache folder for errkb (derived files of KBs it may not write to)."""
    if sys.platform == "win32":
        return _path(default_kb_dir()) / "cache"
    if sys.platform == "darwin":
        return _path(_home()) / "Library" / "Caches" / "errkb"
    base = os.environ.get("XDG_CACHE_HOME", "").strip()
    return _path(os.path.join(os.path.expanduser(base) if base else os.path.join(_home(), ".cache"), "errkb"))


def private_dir(kb_path: StrPath) -> Path | None:
    """A folder of this user's for the index and counts of the read-only KB at `kb_path`, the
    same one every time (keyed by the KB's path; the index in it says which content it holds):
    in the user cache, else in `<tmp>/errkb-<uid>` when that folder is this user's alone. None
    when neither can be made: the index is then kept in memory, the counts not at all."""
    from ..digest import sha256_hex

    key = sha256_hex(os.fsencode(kb_path))[:16]
    for root in (cache_dir(), _private_tmp()):
        if root is None:
            continue
        folder = root / "readonly" / key
        try:
            root.mkdir(mode=0o700, parents=True, exist_ok=True)
            if root != cache_dir() and not _mine_alone(root):
                continue  # another user made it first: never trust (or write into) their folder
            folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        except OSError:
            continue
        if os.access(folder, os.W_OK | os.X_OK):
            return folder
    return None


def _private_tmp() -> Path | None:
    if not hasattr(os, "geteuid"):
        return None  # Windows: the cache folder is in the user's profile already
    import tempfile

    return _path(tempfile.gettempdir()) / f"errkb-{os.geteuid()}"


def _mine_alone(folder: Path) -> bool:
    import stat

    st = os.lstat(folder)
    return stat.S_ISDIR(st.st_mode) and st.st_uid == os.geteuid() and not st.st_mode & 0o077
