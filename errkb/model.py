"""Plain values passed between the layers. Frozen, so a value read is a value kept."""

from __future__ import annotations

from dataclasses import dataclass, field

STATUSES = ("open", "fixed", "wontfix")


@dataclass(frozen=True)
class Problem:
    """Something wrong at a place in a file, printed as `ERRORS.md:LINE: message`."""

    path: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.message}"


@dataclass(frozen=True)
class Entry:
    """One parsed ERRORS.md block. Texts are as the person (or errkb) wrote them."""

    id: str
    number: int
    title: str
    meta: dict[str, str] = field(default_factory=dict)
    fingerprint: str = ""
    category: str = ""
    first_seen: str = ""
    last_seen: str = ""
    hits: int = 0
    trigger: str = ""
    raw: str = ""
    fix: str = ""
    status: str = "open"
    notes: str = ""
    line: int = 0
    labels: str = "en"

    @property
    def sig(self) -> str:
        """The identity written when the entry was created; survives title edits."""
        return self.meta.get("sig", "") or self.fingerprint

    @property
    def code(self) -> str:
        return self.meta.get("code", "")

    @property
    def cat(self) -> str:
        return self.meta.get("cat", "") or self.category.split("/", 1)[0].strip()

    @property
    def excluded(self) -> bool:
        """wontfix and hand-marked misjudged entries still match but never speak."""
        return self.status == "wontfix" or self.meta.get("misjudged", "").lower() == "true"


@dataclass(frozen=True)
class NewEntry:
    """What a writer asks the store to append; the store assigns the ID and renders it."""

    title: str
    sig: str
    cat: str
    code: str = ""
    category: str = ""
    trigger: str = ""
    raw: str = ""
    fix: str = ""
    status: str = "open"
    notes: str = ""
    first: str = ""
    extra_meta: tuple[tuple[str, str], ...] = ()
