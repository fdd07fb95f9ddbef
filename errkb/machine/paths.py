"""Where the knowledge base and this machine's config live.

KB directory: `--kb DIR` > `$ERRKB_DIR` > `kb_dir` in the user config > a per-user data dir.
Config file: `$ERRKB_CONFIG` > `$XDG_CONFIG_HOME/errkb/config.yaml` > `~/.config/errkb/config.yaml`.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from errkb.valueclass import valueclass

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


@valueclass
class KbLocation:
    """A KB folder, the rule that chose it, and the files errkb keeps there.

    `work` holds the derived and per-machine files (index, state.json, sessions, the lock) when
    they cannot live beside ERRORS.md: a read-only KB's go to a private folder of this user's.
    """

    path: Path
    rule: str  # which rule chose it: option, env, config, default
    work: Path | None = None

    @property
    def files(self) -> Path:
        return self.work or self.path

    @property
    def errors_md(self) -> Path:
        return self.path / ERRORS_MD

    @property
    def archive_md(self) -> Path:
        return self.path / ARCHIVE_MD

    @property
    def state_json(self) -> Path:
        return self.files / STATE_JSON

    @property
    def index_json(self) -> Path:
        return self.files / INDEX_JSON

    @property
    def index_db(self) -> Path:
        return self.files / INDEX_DB

    @property
    def lock(self) -> Path:
        return self.files / LOCK

    @property
    def sessions(self) -> Path:
        return self.files / SESSIONS

    @property
    def pending_json(self) -> Path:
        """Mined fixes waiting for review, rejections and transcript watermarks (curate/pending.py)."""
        return self.path / PENDING_JSON


def config_path() -> Path:
    explicit = os.environ.get("ERRKB_CONFIG", "").strip()
    if explicit:
        return Path(explicit).expanduser()
    base = os.environ.get("XDG_CONFIG_HOME", "").strip()
    root = Path(base).expanduser() if base else Path.home() / ".config"
    return root / "errkb" / "config.yaml"


def default_kb_dir() -> Path:
    if sys.platform == "win32":
        base = os.environ.get("LOCALAPPDATA") or str(Path.home() / "AppData" / "Local")
        return Path(base) / "errkb"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / "errkb"
    base = os.environ.get("XDG_DATA_HOME", "").strip()
    return (Path(base).expanduser() if base else Path.home() / ".local" / "share") / "errkb"


def resolve_kb(option: str | None, config_kb_dir: str | None) -> KbLocation:
    """Pick the KB directory by the documented precedence and say which rule won."""
    if option:
        return KbLocation(_absolute(option), "option --kb")
    env = os.environ.get("ERRKB_DIR", "").strip()
    if env:
        return KbLocation(_absolute(env), "env ERRKB_DIR")
    if config_kb_dir and config_kb_dir.strip():
        return KbLocation(_absolute(config_kb_dir.strip()), f"kb_dir in {config_path()}")
    return KbLocation(default_kb_dir(), "default per-user data directory")


def _absolute(text: str) -> Path:
    return Path(text).expanduser().resolve()


def folder_problem(path: Path) -> str:
    """Why `path` cannot be a KB folder ("" when it is one or could be made one)."""
    if path.exists() and not path.is_dir():
        return f"{path} is a file, not a folder"
    for parent in path.parents:
        if parent.exists():
            return "" if parent.is_dir() else f"{path} cannot be a folder: {parent} is a file"
    return ""


def write_problem(path: Path) -> str:
    """Why errkb may not write to the KB folder at `path` ("" when it may, or there is none yet):
    the folder, ERRORS.md or the lock file not writable for this user, or a read-only mount."""
    if not path.is_dir():
        return ""
    for target, name in ((path, "its folder"), (path / ERRORS_MD, ERRORS_MD), (path / LOCK, LOCK)):
        if target is not path and not os.path.lexists(target):
            continue
        if not os.access(target, os.W_OK):
            return _why_not_writable(target, name)
    return ""


def _why_not_writable(target: Path, name: str) -> str:
    try:
        if os.statvfs(target).f_flag & os.ST_RDONLY:
            return "it is on a read-only file system"
    except (OSError, AttributeError):  # no statvfs on Windows
        pass
    try:
        st = target.stat()
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
        return default_kb_dir() / "cache"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches" / "errkb"
    base = os.environ.get("XDG_CACHE_HOME", "").strip()
    return (Path(base).expanduser() if base else Path.home() / ".cache") / "errkb"


def private_dir(kb_path: Path) -> Path | None:
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

    return Path(tempfile.gettempdir()) / f"errkb-{os.geteuid()}"


def _mine_alone(folder: Path) -> bool:
    import stat

    st = os.lstat(folder)
    return stat.S_ISDIR(st.st_mode) and st.st_uid == os.geteuid() and not st.st_mode & 0o077
