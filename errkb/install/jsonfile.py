"""One JSON config file being edited by errkb, as the JSON writers (json_hosts, opencode_json) share it.

The text is parsed once (errkb/install/jsonedit keeps every byte errkb does not own: indentation,
CRLF, a BOM, the missing final newline) and written back into the plan. Containers errkb created
(an emptied ``hooks``, ``mcpServers`` or ``plugin``) go away on uninstall; those the user had
before errkb, as its ``.errkb-bak`` copy shows, stay. A file errkb created and emptied goes too.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from . import jsonedit
from .changes import ConfigError, Plan, backup_path


class JsonFile:
    """A JSON config file being edited; an absent or blank file starts as ``{}``."""

    def __init__(self, path: Path, text: str | None) -> None:
        self.path = path
        body = text or ""
        self.bom = body.startswith("\ufeff")
        body = body[1:] if self.bom else body
        self.created = not body.strip()  # absent, empty or blank: errkb writes it from scratch
        try:
            self.doc = jsonedit.JsonDoc(body if body.strip() else "{}")
        except jsonedit.JsonSyntaxError as exc:
            raise ConfigError(
                path, f"not valid JSON ({exc.message})", exc.line, exc.column
            ) from None
        if self.created:
            self.doc.pretty = True
        self.initial = self.doc.text
        if not isinstance(self.doc.value, dict):
            raise ConfigError(path, "expected a JSON object at the top level")

    @property
    def changed(self) -> bool:
        return self.doc.text != self.initial

    @property
    def value(self) -> dict[str, Any]:
        value: dict[str, Any] = self.doc.value
        return value

    def text(self) -> str:
        text = self.doc.text
        if self.created:
            text += "\n"
        return ("\ufeff" if self.bom else "") + text

    def expect_object(self, path: list[jsonedit.Key]) -> None:
        node = self.doc.get(path)
        if node is not None and not node.is_object:
            raise ConfigError(self.path, f"{_dotted(path)} is not a JSON object")

    def expect_array(self, path: list[jsonedit.Key]) -> None:
        node = self.doc.get(path)
        if node is not None and not node.is_array:
            raise ConfigError(self.path, f"{_dotted(path)} is not a JSON array")


def _dotted(path: Iterable[jsonedit.Key]) -> str:
    return ".".join(str(k) for k in path)


def previous_json(path: Path) -> Any:
    """The file as errkb first found it (its backup), to tell errkb's containers from the user's."""
    try:
        return json.loads(backup_path(path).read_text(encoding="utf-8").lstrip("\ufeff"))
    except (OSError, ValueError):
        return None


def _has_path(value: Any, path: list[jsonedit.Key]) -> bool:
    for key in path:
        if isinstance(key, str) and isinstance(value, dict) and key in value:
            value = value[key]
        else:
            return False
    return True


def prune(js: JsonFile, path: list[jsonedit.Key], previous: Any) -> None:
    """Delete the container at path if it is empty and errkb created it."""
    node = js.doc.get(path)
    if node is None or node.value not in ({}, []) or _has_path(previous, path):
        return
    js.doc.delete(path)


def write_back(plan: Plan, js: JsonFile, removing: bool = False, empty: Any = None) -> None:
    """Store the edited text; on uninstall, delete a file errkb created that is now empty."""
    if not js.changed:
        return
    if removing and js.value in ({}, empty) and not backup_path(js.path).exists():
        plan.write(js.path, None)
        return
    plan.write(js.path, js.text())


def set_keeping_extras(js: JsonFile, path: list[jsonedit.Key], entry: dict[str, Any]) -> None:
    """Make the object at path hold entry's keys and values; keys the user added to it (an env,
    a trust flag, a timeout) stay, and a value already right is not rewritten."""
    current = js.doc.get(path)
    if current is None or not current.is_object:
        js.doc.set(path, entry)
        return
    for key, value in entry.items():
        if current.value.get(key) != value:
            js.doc.set([*path, key], value)
