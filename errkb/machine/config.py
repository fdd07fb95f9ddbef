"""User settings from `~/.config/errkb/config.yaml`, validated and clamped.

Read with ruamel.yaml and edited in place so comments survive. Hooks start a new process on every
tool call, so the parsed settings are cached as JSON beside the file, keyed by its mtime and size:
the hook path then never imports ruamel.yaml. A file that stops reading is reported with its line
each time it is used, and the settings last read from it stay in force.
"""

from __future__ import annotations

import json
import os
import sys

from errkb.valueclass import asdict, fields, replace, valueclass

from ..errors import ErrkbError
from .fsutil import atomic_write
from .paths import config_file

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (milliseconds a hook call)
if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any

    from .paths import StrPath

INJECT_MODES = ("hit-only", "always", "off")
SHARE_MODES = ("public", "private")
DIGEST_MODES = ("off", "counts", "index")
LABEL_SETS = ("en", "zh")


@valueclass
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


def load_settings(path: StrPath | None = None) -> Settings:
    """Settings from the config file; a missing file gives the defaults, a bad value its default,
    and a file that does not read the settings last read from it (said on stderr, each time)."""
    raw, problem = read_config(path or config_file())
    if problem:
        _warn(f"errkb: {problem}")
    return validate_settings(raw, warn=_warn)


def validate_settings(raw: dict[str, Any], warn: Any = None) -> Settings:
    values: dict[str, Any] = {}
    for name in fields(Settings):
        if name not in raw:
            continue
        given = raw[name]
        fixed = _coerce(name, given)
        if fixed is None:
            if warn:
                warn(f"errkb: setting {name}={given!r} is not valid; using {getattr(DEFAULTS, name)!r}")
            continue
        values[name] = fixed
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


def read_config(path: StrPath) -> tuple[dict[str, Any], str]:
    """The config file's values, and what is wrong with it with its line ("" when nothing is).

    Hooks start a new process on every tool call, so what the file holds is cached as JSON
    beside it, keyed by its mtime and size. The cache keeps the last values that read: when the
    file stops reading (a typo, a byte that is not UTF-8), those stay in force, never an empty
    default that would silently drop `kb_dir`."""
    try:
        st = os.stat(path)
    except OSError:
        return {}, ""
    key = f"{st.st_mtime_ns}:{st.st_size}"
    cache = os.fspath(path) + ".cache.json"
    cached = _read_cache(cache)
    if cached is not None and cached["key"] == key:
        return dict(cached["values"]), str(cached.get("problem", ""))
    values, problem = _parse_config(path)
    if problem:
        values = dict(cached["values"]) if cached is not None else {}
        problem += "; using the settings last read from it" if values else "; using the default settings"
    try:
        atomic_write(cache, json.dumps({"key": key, "values": values, "problem": problem}).encode())
    except OSError:
        pass  # a read-only config dir only costs speed
    return values, problem


def _read_cache(cache: str) -> dict[str, Any] | None:
    try:
        with open(cache, encoding="utf-8") as handle:
            cached = json.loads(handle.read())
    except (OSError, ValueError):
        return None
    if not isinstance(cached, dict) or not isinstance(cached.get("values"), dict) or "key" not in cached:
        return None
    return cached


def _parse_config(path: StrPath) -> tuple[dict[str, Any], str]:
    from .yamlfile import YamlError, parse_yaml, plain

    try:
        data = parse_yaml(config_text(path), str(path))
    except ErrkbError as exc:
        return {}, exc.message
    except YamlError as exc:
        return {}, f"{path}:{exc.line}: {exc.message}" if exc.line else f"{path}: {exc.message}"
    if data is None:
        return {}, ""
    if not isinstance(data, dict):
        return {}, f"{path}:1: expected a mapping of settings (`name: value` lines)"
    return {str(k): plain(v) for k, v in data.items()}, ""


def config_text(path: StrPath) -> str:
    """The config file's text; a byte that is not UTF-8 is named with its line."""
    try:
        with open(path, "rb") as handle:
            data = handle.read()
    except OSError as exc:
        raise ErrkbError(f"{path}: cannot read: {exc.strerror}") from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise ErrkbError(f"{path}:{line}: byte 0x{data[exc.start]:02x} is not UTF-8 (save the file as UTF-8)") from None


def set_setting(name: str, value: str, path: Path | None = None) -> Settings:
    """Set one key in the config file, keeping every comment and other key as it was."""
    from .paths import config_path
    from .yamlfile import YamlError, dump_yaml_roundtrip, parse_yaml

    path = path or config_path()
    if name not in fields(Settings):
        raise ErrkbError(f"unknown setting {name!r}", f"known: {', '.join(asdict(DEFAULTS))}")
    typed = _parse_scalar(value, getattr(DEFAULTS, name))
    if _coerce(name, typed) is None:
        raise ErrkbError(f"{name}={value!r} is not a valid value")
    text = config_text(path) if path.exists() else ""
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
