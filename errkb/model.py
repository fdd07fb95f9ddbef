"""Plain values passed between the layers (frozen, so a value read is a value kept), and the few
text rules more than one layer applies to them."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (every hook call loads this module)
if TYPE_CHECKING:
    from typing import Any

STATUSES = ("open", "fixed", "wontfix")
# Who wrote an entry's fix (the machine comment's `fixby`; `hand` when someone typed it into
# ERRORS.md, which errkb cannot attribute). An agent's (MCP err_record) or the loop's (learned) fix
# is unreviewed: the lowest trust. A destructive or download-and-run fix reaches an agent only when
# a person confirmed it (docs/security.md).
FIX_AUTHORS = ("person", "hand", "seed", "mined", "agent", "learned")
UNREVIEWED = frozenset({"agent", "learned"})
CONFIRMED = frozenset({"person", "seed", "mined"})
LEARNED_UNVERIFIED = "Learned fix (unverified)"
LEARNED_VERIFIED = "Learned fix verified"
_TAG = re.compile(r"^\[[^\]]*\]\s*")
# Shell steps that only prepare the real command (`cd repo && make build` is about make): the
# program key and the probe check both skip them.
SETUP_STEPS = frozenset({"cd", "pushd", "popd", "source", ".", "export", "set", "unset"})


def headline_of(title: str) -> str:
    """An entry's title without its `[source:tool]` tag: the headline its fingerprint is made of."""
    tag = _TAG.match(title)
    return title[tag.end():] if tag else title


def one_line(text: str, limit: int = 0) -> str:
    """text with every run of whitespace (line breaks included) made one space, cut to `limit`
    characters with an ellipsis when a limit is given."""
    text = " ".join(text.split())
    return text if not limit or len(text) <= limit else text[: limit - 1].rstrip() + "…"


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
    def fixby(self) -> str:
        """Who wrote the fix (FIX_AUTHORS), or "" without a fix. Blocks written before errkb kept
        provenance are read by their notes: a learned fix said so, a seed entry said so."""
        if not self.fix.strip():
            return ""
        given = self.meta.get("fixby", "")
        if given in FIX_AUTHORS:
            return given
        if LEARNED_UNVERIFIED in self.notes and LEARNED_VERIFIED not in self.notes:
            return "learned"
        return "seed" if self.notes.startswith("Seed entry") else "hand"

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
    hits: int = 1  # a seed starts at 0; a mined fix at the sightings it was accepted on


# Every dataclass on the hook path has a docstring: without one, @dataclass computes one
# from the signature at import, a third of the class's creation cost.
@dataclass(frozen=True)
class Event:
    """One host event, host-neutral: what an adapter makes of a hook payload."""

    kind: str  # session_start | user_prompt | tool_failed | tool_succeeded | turn_end | agent_error | session_end
    session_id: str = ""
    tool: str = ""
    tool_input: Any = None
    command: str = ""
    output: str = ""
    exit_code: int | None = None
    code: str = ""
    source: str = "tool"  # the capture source: command | tool | agent | llm
    prompt: str = ""
    start_source: str = "startup"
