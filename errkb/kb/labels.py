"""Field labels in both languages, and the machine-comment encoding shared by parse and render."""

from __future__ import annotations

import re

# key -> (English, Chinese). Both are always parsed; the setting picks what new blocks use.
LABELS: dict[str, tuple[str, str]] = {
    "fingerprint": ("Fingerprint", "指纹"),
    "category": ("Category", "分类"),
    "first_seen": ("First seen", "首次"),
    "last_seen": ("Last seen", "最近"),
    "hits": ("Hits", "命中"),
    "trigger": ("Trigger", "触发"),
    "raw": ("Raw message", "原始信息"),
    "fix": ("Fix", "解法"),
    "status": ("Status", "状态"),
    "notes": ("Notes", "备注"),
}
FIELD_ORDER = ("fingerprint", "category", "first_seen", "trigger", "raw", "fix", "status", "notes")

LABEL_TO_KEY: dict[str, tuple[str, str]] = {}
for _key, (_en, _zh) in LABELS.items():
    LABEL_TO_KEY[_en.lower()] = (_key, "en")
    LABEL_TO_KEY[_zh] = (_key, "zh")


def label(key: str, language: str) -> str:
    english, chinese = LABELS[key]
    return chinese if language == "zh" else english


_ENCODE = re.compile(r"[%>\s]")
_DECODE = re.compile(r"(?:%[0-9A-Fa-f]{2})+")


def encode_meta(value: str) -> str:
    """Percent-encode `%`, `>` and whitespace so a value can neither end the comment nor split."""
    return _ENCODE.sub(lambda m: "".join(f"%{b:02X}" for b in m.group().encode("utf-8")), value)


def decode_meta(value: str) -> str:
    def one(match: re.Match[str]) -> str:
        run = match.group()
        try:
            return bytes.fromhex(run.replace("%", "")).decode("utf-8")
        except UnicodeDecodeError:
            return run  # a malformed escape is kept as written

    return _DECODE.sub(one, value)


def format_id(number: int, prefix: str, width: int) -> str:
    return f"{prefix}{number:0{width}d}"


def parse_id(text: str, prefix: str) -> int | None:
    """Lenient ID lookup: `e-7`, `E-7` and `E-0007` all name number 7."""
    match = re.fullmatch(re.escape(prefix) + r"(\d+)", text.strip(), re.IGNORECASE)
    return int(match.group(1)) if match else None


# Machine-comment fields that name an entry's other IDs and identities (docs/sync.md):
# `aliases`: IDs folded into this entry (the same error recorded twice); they answer lookups.
# `renumbered-from`: IDs this entry had before a merge gave its number to a published entry;
#   they answer a write that also names the entry's sig, or a lookup when no entry holds the ID.
# `merged-sigs`: the sigs of entries folded into this one, so their counters follow.
ALIASES = "aliases"
RENUMBERED_FROM = "renumbered-from"
MERGED_SIGS = "merged-sigs"


def split_list(value: str) -> list[str]:
    """A comma-separated machine-comment list (`aliases=E-0054,E-0061`) as its items."""
    return [item for item in (part.strip() for part in value.split(",")) if item]


def id_numbers(value: str, prefix: str) -> list[int]:
    """The entry numbers a list of IDs names; items that are no ID of this prefix are skipped."""
    return [n for n in (parse_id(item, prefix) for item in split_list(value)) if n is not None]


def join_list(items: list[str]) -> str:
    """Items joined as a machine-comment list, each once, in the order first given."""
    return ",".join(dict.fromkeys(item for item in items if item))
