"""Shared fixtures: every test gets its own config file and KB directory, never the user's."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from errkb.derived.kbase import KnowledgeBase
from errkb.machine.config import Settings
from errkb.machine.paths import KbLocation

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"


@pytest.fixture(autouse=True)
def isolated_config(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("ERRKB_CONFIG", str(home / "config.yaml"))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(home / "cache"))  # a read-only KB's private index
    monkeypatch.delenv("ERRKB_DIR", raising=False)
    return home / "config.yaml"


@pytest.fixture
def kb_dir(tmp_path: Path) -> Path:
    return tmp_path / "kb"


@pytest.fixture
def kb(kb_dir: Path) -> KnowledgeBase:
    base = KnowledgeBase(KbLocation(kb_dir, "test"), Settings())
    base.store.init()
    return base


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()
