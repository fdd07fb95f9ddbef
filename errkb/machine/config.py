"""User settings from `~/.config/errkb/config.yaml`, validated and clamped.

Read with ruamel.yaml and edited in place so comments survive. Hooks start a new process on every
tool call, so the parsed settings are cached as JSON beside the file, keyed by its mtime and size:
the hook path then never imports ruamel.yaml.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path

from ..errors import ErrkbError
from .fsutil import atomic_write
from .paths import config_path

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (milliseconds a hook call)
if TYPE_CHECKING:
    from typing import Any

INJECT_MODES = ("hit-only", "always", "off")
SHARE_MODES = ("public", "private")
DIGEST_MODES = ("off", "counts", "index")
LABEL_SETS = ("en", "zh")


@dataclass(frozen=True)
class Settings:
    """The user's settings, each valid (a bad value was replaced by its default)."""

    kb_dir: str = ""
    inject: str = "hit-only"
    share: str = "public"
    labels: str = "en"
    id_prefix: str = "E-"
    id_width: int = 4
    session_digest: str = "counts"
    fuzzy_threshold: float = 0.0  # 0 = the measured default in match.py
    transient_threshold: int = 5
    max_sample_chars: int = 500
    cap_per_step: int = 1
    cap_per_turn: int = 3
    cap_per_entry: int = 2
    notice_chars: int = 400
    notice_tokens: int = 120
    learn_fixes: bool = True


DEFAULTS = Settings()
# Caps and budgets may only be lowered: raising them would let errkb flood a context window.
_LOWER_ONLY = ("cap_per_step", "cap_per_turn", "cap_per_entry", "notice_chars", "notice_tokens")


def load_settings(path: Path | None = None) -> Settings:
    """Settings from the config file; a missing file gives the defaults, a bad value its default."""
    path = path or config_path()
    raw = _read_cached(path)
    return validate_settings(raw, warn=_warn)


def validate_settings(raw: dict[str, Any], warn: Any = None) -> Settings:
    values: dict[str, Any] = {}
    for f in fields(Settings):
        if f.name not in raw:
            continue
        given = raw[f.name]
        fixed = _coerce(f.name, given)
        if fixed is None:
            if warn:
                warn(f"errkb: setting {f.name}={given!r} is not valid; using {getattr(DEFAULTS, f.name)!r}")
            continue
        values[f.name] = fixed
    return replace(DEFAULTS, **values)


def _coerce(name: str, value: Any) -> Any:
    default = getattr(DEFAULTS, name)
    choices = {"inject": INJECT_MODES, "share": SHARE_MODES, "session_digest": DIGEST_MODES,
               "labels": LABEL_SETS}
    if name in choices:
        return value if value in choices[name] else None
    if name == "id_prefix":
        return value if valid_id_prefix(value) else None
    if isinstance(default, bool):
        return value if isinstance(value, bool) else None
    if isinstance(default, int):
        if isinstance(value, bool) or not isinstance(value, int):
            return None
        if name == "id_width":
            return value if 1 <= value <= 9 else None
        if name in _LOWER_ONLY:
            return value if 0 <= value <= default else None
        return value if value >= 0 else None
    if isinstance(default, float):
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return None
        return float(value) if value == 0 or 0.5 <= value <= 1.0 else None  # 0: the measured default
    if isinstance(default, str):
        return value if isinstance(value, str) else None
    return None


def valid_id_prefix(value: Any) -> bool:
    """Letters, digits, `_` and `-`, ending in a non-digit (E7 would eat the number: E70001)."""
    import re

    return isinstance(value, str) and re.fullmatch(r"[A-Za-z0-9_-]*[A-Za-z_-]", value) is not None


def _warn(message: str) -> None:
    print(message, file=sys.stderr)


def _read_cached(path: Path) -> dict[str, Any]:
    try:
        st = path.stat()
    except OSError:
        return {}
    key = f"{st.st_mtime_ns}:{st.st_size}"
    cache = path.with_name(path.name + ".cache.json")
    try:
        cached = json.loads(cache.read_text(encoding="utf-8"))
        if cached.get("key") == key and isinstance(cached.get("values"), dict):
            return dict(cached["values"])
    except (OSError, ValueError):
        pass
    values = _parse_config(path)
    with contextlib.suppress(OSError):  # a read-only config dir only costs speed
        atomic_write(cache, json.dumps({"key": key, "values": values}).encode())
    return values


def _parse_config(path: Path) -> dict[str, Any]:
    from .yamlfile import YamlError, parse_yaml, plain

    try:
        data = parse_yaml(path.read_text(encoding="utf-8"), str(path))
    except (OSError, YamlError) as exc:
        _warn(f"errkb: {exc}; using default settings")
        return {}
    if data is None:
        return {}
    if not isinstance(data, dict):
        _warn(f"errkb: {path}: expected a mapping of settings; using defaults")
        return {}
    return {str(k): plain(v) for k, v in data.items()}


def set_setting(name: str, value: str, path: Path | None = None) -> Settings:
    """Set one key in the config file, keeping every comment and other key as it was."""
    from .yamlfile import YamlError, dump_yaml_roundtrip, parse_yaml

    path = path or config_path()
    if name not in {f.name for f in fields(Settings)}:
        raise ErrkbError(f"unknown setting {name!r}", f"known: {', '.join(asdict(DEFAULTS))}")
    typed = _parse_scalar(value, getattr(DEFAULTS, name))
    if _coerce(name, typed) is None:
        raise ErrkbError(f"{name}={value!r} is not a valid value")
    text = path.read_text(encoding="utf-8") if path.exists() else ""
    try:
        data = parse_yaml(text, str(path)) if text.strip() else None
    except YamlError as exc:
        raise ErrkbError(str(exc)) from exc
    if data is None:
        data = parse_yaml("{}\n", str(path))
        data = type(data)() if data is not None else {}
    data[name] = typed
    atomic_write(path, dump_yaml_roundtrip(data).encode("utf-8"))
    os.utime(path)  # make the JSON cache stale even within one mtime tick
    return load_settings(path)


def _parse_scalar(text: str, default: Any) -> Any:
    if isinstance(default, bool):
        return text.strip().lower() in ("1", "true", "yes", "on")
    if isinstance(default, int):
        try:
            return int(text)
        except ValueError:
            return text
    if isinstance(default, float):
        try:
            return float(text)
        except ValueError:
            return text
    return text
