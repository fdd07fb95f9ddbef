"""What in a fix could harm an agent that reads it: text that tries to steer it, and commands that
destroy or download-and-run.

No phrase list can catch every way of telling a model what to do (paraphrase, another language,
a homoglyph), so the defence is the framing (loop/inject.py): a fix reaches an agent only quoted,
with who wrote it, as data to check. The checks here are a second line: `scan` refuses obvious
steering when a fix is written and withholds it when shown (after folding homoglyphs, width
variants and invisible characters, in English and Chinese); `dangerous` names destructive or
download-and-run commands, which are never shown to an agent unless a person wrote or confirmed
the fix. `neutralize` defuses framing tags and override phrases in whatever is shown.
"""

from __future__ import annotations

import re
from functools import cache

from .sanitize import stored_field, stored_line

# Patterns compile on first use, and only when a cheap substring test says they could match: a
# hook call that shows a plain fix must not pay for compiling them (they cost ~6 ms).
_OVERRIDE_NEEDS = ("ignor", "disregard", "forget", "overrid", "bypass", "skip", " now ", "instruction", "prompt",
                   "jailbreak", "developer mode", "inst]", "<|", "忽略", "无视", "忽视", "理会", "忘记", "忘掉", "你现在是",
                   "从现在起", "指令", "系统提示")
_OVERRIDE_SOURCE = (
    r"\b(?:ignore|disregard|forget|override|bypass|skip)\s+(?:(?:all|any|the|of|every|these|those|my|your)\s+){0,3}"
    r"(?:previous|prior|above|earlier|preceding|system|your|safety|developer)\s+"
    r"(?:instructions?|messages?|prompts?|rules?|context|guidelines?|directions?)\b"
    r"|\byou\s+are\s+now\s+(?:a|an|the|my|acting|operating|called|named|dan|in)\b"
    r"|\bnew\s+instructions?\s*:|\bsystem\s+prompt\b|\bdeveloper\s+mode\b|\bjailbreak"
    r"|\[/?INST\]|<\|im_(?:start|end)\|>|<\|(?:system|user|assistant)\|>"
    # Chinese: ignore/disregard the previous/above instructions; you are now; new instructions; system prompt
    r"|(?:忽略|无视|忽视|不要理会|不用理会|忘记|忘掉)(?:掉)?(?:之前|以上|先前|前面|上面|上述|此前|所有|全部|你的|系统)+(?:的)?(?:所有)?"
    r"(?:指令|指示|说明|提示|规则|要求|命令|设定)"
    r"|你现在是|从现在起你是|新的?指令[:：]|系统提示词?"
)
# Tags a host or errkb uses to frame context; a fix must not be able to open or close them.
_TAG_SOURCE = (
    r"<\s*/?\s*(?:system|system-reminder|assistant|user|human|hook_context|untrusted_context|errkb|tool_result|"
    r"function_results?|instructions?|important)\b[^>]*>"
)


@cache
def _override() -> re.Pattern[str]:
    return re.compile(_OVERRIDE_SOURCE, re.IGNORECASE)


@cache
def _tag() -> re.Pattern[str]:
    return re.compile(_TAG_SOURCE, re.IGNORECASE)


def _overrides(text: str) -> list[re.Match[str]]:
    lower = text.lower()
    return list(_override().finditer(text)) if any(need in lower for need in _OVERRIDE_NEEDS) else []


def _tags(text: str) -> list[re.Match[str]]:
    return list(_tag().finditer(text)) if "<" in text else []
# Letters of other scripts that look like Latin ones: folded before scanning, so `Ιgnore`
# (a Greek capital iota) is read as `Ignore`.
_CONFUSABLES = str.maketrans({
    "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M", "Ν": "N", "Ο": "O", "Ρ": "P",
    "Τ": "T", "Υ": "Y", "Χ": "X", "α": "a", "ε": "e", "ι": "i", "κ": "k", "ν": "v", "ο": "o", "ρ": "p", "τ": "t",
    "υ": "u", "χ": "x", "А": "A", "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H", "О": "O", "Р": "P", "С": "C",
    "Т": "T", "Х": "X", "У": "Y", "а": "a", "в": "b", "е": "e", "к": "k", "м": "m", "н": "h", "о": "o", "р": "p",
    "с": "c", "т": "t", "у": "y", "х": "x", "ѕ": "s", "і": "i", "ј": "j", "ԁ": "d", "ɡ": "g", "ı": "i", "ℓ": "l",
})


def fold(text: str) -> str:
    """The text a filter reads: invisible and bidi characters gone, compatibility forms
    (full-width letters, ligatures) as plain ones, look-alike letters as Latin."""
    text = stored_line(text)
    if text.isascii():
        return text
    import unicodedata  # non-ASCII text only: a hook call on ASCII output never loads it

    return unicodedata.normalize("NFKC", text).translate(_CONFUSABLES)


def scan(text: str) -> list[str]:
    """What in `text` would try to steer an agent; empty when the text is plain advice."""
    folded = fold(text)
    return [m.group().strip() for m in _overrides(folded)] + [m.group() for m in _tags(folded)]


def neutralize(text: str) -> str:
    """The text with framing tags defused and override phrases removed, for display to a model.
    Text that steers only once folded (a homoglyph, full-width letters) is shown folded, so the
    phrase can be removed where it stands."""
    text = stored_field(text)
    if not (_overrides(text) or _tags(text)) and (_overrides(fold(text)) or _tags(fold(text))):
        text = fold(text)
    if _tags(text):
        text = _tag().sub(lambda m: m.group().replace("<", "‹").replace(">", "›"), text)
    return _override().sub("[removed]", text) if _overrides(text) else text


# Commands that destroy or download-and-run, by what they do: (label, pattern, flags, substrings
# one of which the lower-cased text must hold for the pattern to be tried).
_DANGEROUS: list[tuple[str, str, int, tuple[str, ...]]] = [
    ("recursive delete", r"\brm\s+(?:-\S+\s+)*(?:-[a-zA-Z]*[rR][a-zA-Z]*|--recursive)\b"
                         r"|\b(?:rmdir|rd)\s+/s\b|\bdel\s+/[sq]\b|\bRemove-Item\b[^\n;|]*-Recurse", re.I,
     ("rm", "rd ", "del ", "remove-item")),
    ("download and run", r"\b(?:curl|wget|iwr|irm|Invoke-WebRequest|Invoke-RestMethod|fetch)\b[^\n;]*\|\s*(?:sudo\s+)?(?:env\s+)?"
                         r"(?:sh|bash|zsh|dash|ksh|fish|python\d?(?:\.\d+)?|perl|ruby|node|iex|Invoke-Expression|pwsh|powershell)\b"
                         r"|\b(?:sh|bash|zsh|dash|source|\.)\s+<\(\s*(?:curl|wget)\b"
                         r"|\b(?:eval|sh\s+-c|bash\s+-c|python\d?\s+-c)\s*[\"']?\$\(\s*(?:curl|wget)\b"
                         r"|\b(?:iex|Invoke-Expression)\b[^\n]*"
                         r"(?:DownloadString|iwr|irm|Invoke-WebRequest|Invoke-RestMethod)", re.I,
     ("curl", "wget", "iwr", "irm", "invoke-", "fetch", "iex")),
    ("chmod 777", r"\bchmod\s+(?:-\S+\s+)*(?:0?777|a\+rwx|[ugoa]*o[ugoa]*\+w)", re.I, ("chmod",)),
    ("sudo", r"(?:^|[\s;&|(`$])sudo\s", 0, ("sudo",)),
    ("force-push", r"\bgit\s+push\b[^\n;&|]*(?:\s--force(?:-with-lease)?\b|\s-[a-zA-Z]*f\b|\s\+[\w./-]+)", 0, ("push",)),
    ("git history rewrite", r"\bgit\s+(?:reset\s+--hard|clean\s+-[a-zA-Z]*f[a-zA-Z]*[dx]|clean\s+-[a-zA-Z]*[dx][a-zA-Z]*f)", 0,
     ("reset", "clean")),
    ("DROP", r"\bDROP\s+(?:TABLE|DATABASE|SCHEMA|INDEX|USER|ROLE|VIEW)\b|\bTRUNCATE\s+(?:TABLE\s+)?\w", re.I,
     ("drop", "truncate")),
    ("disk wipe", r"\bmkfs(?:\.\w+)?\b|\bdd\s+[^\n]*\bof=/dev/|>\s*/dev/(?:sd|nvme|hd)|\bwipefs\b|\bshred\b"
                  r"|\bformat\s+[a-z]:|:\(\)\s*\{\s*:\s*\|\s*:\s*&\s*\}", re.I,
     ("mkfs", "dd ", "/dev/", "wipefs", "shred", "format", ":(")),
    ("mass delete", r"\bterraform\s+destroy\b|\bkubectl\s+delete\s+(?:ns|namespace|--all)\b|\bdocker\s+system\s+prune\s+-a"
                    r"|\bDELETE\s+FROM\s+\w+\s*(?:;|$)", re.I, ("destroy", "delete", "prune")),
]


@cache
def _dangerous(index: int) -> re.Pattern[str]:
    _, source, flags, _ = _DANGEROUS[index]
    return re.compile(source, flags)


def dangerous(text: str) -> list[str]:
    """Which destructive or download-and-run kinds of command `text` holds (empty: none)."""
    folded = fold(text)
    lower = folded.lower()
    return [label for i, (label, _, _, needs) in enumerate(_DANGEROUS)
            if any(need in lower for need in needs) and _dangerous(i).search(folded)]
