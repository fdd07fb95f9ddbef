"""Where the knowledge base and this machine's config live.

KB directory: `--kb DIR` > `$ERRKB_DIR` > `kb_dir` in the user config > a per-user data dir.
Config file: `$ERRKB_CONFIG` > `$XDG_CONFIG_HOME/errkb/config.yaml` > `~/.config/errkb/config.yaml`.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from pathlib import Path

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


@dataclass(frozen=True)
class KbLocation:
    """A KB folder, the rule that chose it, and the files errkb keeps there."""

    path: Path
    rule: str  # which rule chose it: option, env, config, default

    @property
    def errors_md(self) -> Path:
        return self.path / ERRORS_MD

    @property
    def archive_md(self) -> Path:
        return self.path / ARCHIVE_MD

    @property
    def state_json(self) -> Path:
        return self.path / STATE_JSON

    @property
    def index_json(self) -> Path:
        return self.path / INDEX_JSON

    @property
    def index_db(self) -> Path:
        return self.path / INDEX_DB

    @property
    def lock(self) -> Path:
        return self.path / LOCK

    @property
    def sessions(self) -> Path:
        return self.path / SESSIONS

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
