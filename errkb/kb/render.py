"""Render new blocks and single fields exactly as dsh-errkb's renderEntry does (§1.2)."""

from __future__ import annotations

import re

from ..model import NewEntry, one_line
from .labels import encode_meta, label

SEP = " · "


def display_time(stamp: str) -> str:
    """`2026-09-14T09:12:33Z` → `2026-09-14 09:12` (the display form in the seen line)."""
    return stamp[:16].replace("T", " ")


def render_entry(entry_id: str, new: NewEntry, language: str = "en") -> str:
    meta = [("sig", new.sig), ("cat", new.cat)]
    if new.code:
        meta.append(("code", new.code))
    meta.extend(new.extra_meta)
    meta.append(("first", new.first))
    seen = display_time(new.first)
    lines = [
        f"## {entry_id}{SEP}{one_line(new.title)}",
        render_comment(meta),
        "",
        _inline("fingerprint", _ticked(new.sig), language),
        _inline("category", _ticked(new.category or new.cat), language),
        f"- {label('first_seen', language)}: {seen}{SEP}{label('last_seen', language)}: {seen}"
        f"{SEP}{label('hits', language)}: {max(0, new.hits)}",
        *render_field("trigger", new.trigger, language, inline=True),
        *render_field("raw", new.raw, language),
        *render_field("fix", new.fix, language),
        _inline("status", _ticked(new.status), language),
        *render_field("notes", new.notes, language),
    ]
    return "\n".join(lines) + "\n"


def render_comment(meta: list[tuple[str, str]]) -> str:
    """The machine comment line: `key=value` pairs, each value encoded so it stays one token."""
    comment = " ".join(f"{k}={encode_meta(v)}" for k, v in meta if v)
    return f"<!-- errkb: {comment} -->"


def render_field(key: str, value: str, language: str, inline: bool = False) -> list[str]:
    """A field's lines: inline when short, else the label alone and the value indented 2."""
    name = label(key, language)
    if key == "raw":
        fence = "`" * max(3, _longest_backtick_run(value) + 1)
        body = [_indent(line) for line in value.split("\n")] if value else []
        return [f"- {name}:", f"  {fence}text", *body, f"  {fence}"]
    if key == "status":
        return [_inline(key, _ticked(value), language)]
    if not value:
        return [f"- {name}:"]
    if inline and "\n" not in value:
        return [f"- {name}: {value}"]
    return [f"- {name}:", *(_indent(line) for line in value.split("\n"))]


def _inline(key: str, value: str, language: str) -> str:
    return f"- {label(key, language)}: {value}" if value else f"- {label(key, language)}:"


def _ticked(value: str) -> str:
    if not value or "`" in value:
        return value
    return f"`{value}`"


def _indent(line: str) -> str:
    return f"  {line}" if line else ""


def _longest_backtick_run(text: str) -> int:
    return max((len(run) for run in re.findall(r"`+", text)), default=0)
