"""Field labels in both languages, and the machine-comment encoding shared by parse and render.

`LABELS` are errkb's own, written and read; `SYNONYMS` and `KINDS` are the words a person types
instead (`Solution`, `修复`, `Cause`), and `STATUS_WORDS` the statuses (`resolved`, `已解决`): read
only, never written (kb/block.py says when a typed word opens a field).
"""

from __future__ import annotations

import re

from errkb.valueclass import valueclass

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

# The words people type for a field instead of its label, from the symptom / cause / solution
# pages teams keep (docs/format.md lists them). Read, never written: an update writes the field's
# own label. English ones are matched in any case.
SYNONYMS: dict[str, tuple[str, ...]] = {
    "trigger": ("Command", "Cmd", "Triggered by", "When", "Steps to reproduce",
                "命令", "触发命令", "触发条件", "复现步骤", "场景"),
    "raw": ("Raw", "Error", "Errors", "Error message", "Message", "Output", "Stack trace", "Traceback",
            "报错", "报错信息", "错误", "错误信息", "错误提示", "异常", "异常信息"),
    "fix": ("Solution", "Solutions", "Resolution", "Fixed by", "How to fix", "Remedy",
            "解决", "解决方法", "解决办法", "解决方案", "修复", "修复方法", "处理", "处理方法", "处理办法", "办法", "方案"),
    "status": ("State", "状况"),
    "notes": ("Note", "Remark", "Remarks", "Comment", "Comments", "说明", "注", "注意", "附注"),
    "category": ("Type", "类型", "类别"),
}
# Words that name a kind of what a field holds rather than the field: the word stays in the text
# (`Cause: the port was taken` among the notes), since no field of its own says it.
KINDS: dict[str, tuple[str, ...]] = {
    "fix": ("Workaround", "临时方案", "规避方法", "绕过方法"),
    "notes": ("Cause", "Causes", "Root cause", "Reason", "Symptom", "Symptoms", "Problem", "Issue", "Environment",
              "Prevention", "原因", "根因", "根本原因", "现象", "问题", "环境", "预防", "预防措施"),
}


@valueclass
class LabelWord:
    """What a label word names: its field, its language, and how strongly it marks the field."""

    key: str
    language: str
    own: bool  # one of errkb's own labels (LABELS): always a field, as errkb writes it
    kind: bool  # a kind of the field's content (KINDS): the word is kept in the text


def _word_table() -> dict[str, LabelWord]:
    table: dict[str, LabelWord] = {}
    for kind, words in ((False, SYNONYMS), (True, KINDS)):
        for key, spellings in words.items():
            for word in spellings:
                table[word.lower()] = LabelWord(key, "en" if word.isascii() else "zh", False, kind)
    for word, (key, language) in LABEL_TO_KEY.items():
        table[word] = LabelWord(key, language, True, False)
    return table


_WORDS = _word_table()


def label_word(text: str) -> LabelWord | None:
    """What the word before a field line's colon names, if anything: `Fix`, `解决方法`, `ROOT CAUSE`."""
    return _WORDS.get(" ".join(text.split()).lower())


# Statuses as people type them. Only words with one meaning map; `closed` (fixed, or given up?)
# and `new` do not.
STATUS_WORDS: dict[str, tuple[str, ...]] = {
    "open": ("todo", "to do", "pending", "unresolved", "unsolved", "in progress",
             "未解决", "未修复", "待处理", "待解决", "处理中", "进行中"),
    "fixed": ("solved", "resolved", "done", "已修复", "已解决", "已完成"),
    "wontfix": ("won't fix", "wont fix", "will not fix", "不修", "不修复", "不予修复"),
    "ignore": ("ignored", "忽略", "已忽略"),
}
_STATUS = {word: status for status, words in STATUS_WORDS.items() for word in (status, *words)}


def status_word(text: str) -> str | None:
    """The status a typed status names: `Resolved.`, `won't-fix`, `已解决`; None for no known word."""
    word = re.sub(r"[\s_-]+", " ", text.replace("\u2019", "'").strip().rstrip(".。!！").strip()).lower()
    return _STATUS.get(word)


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
