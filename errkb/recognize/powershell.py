"""PowerShell's errors (headline.py asks here first): the message of an error record, its wrapped
lines joined, and of PowerShell 7's concise view.

A record is the message, then `At line:1 char:1`, the echoed code under `+ `, and `+ CategoryInfo` /
`+ FullyQualifiedErrorId` (which name an exception, not the message); a parser error puts the
message after the code it points at. The concise view puts it in a `| ` gutter under `Line |`.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable

from .normalize import is_cjk as _is_cjk_letter

LinesOf = Callable[[str], list[str]]  # headline.meaningful_lines: a text's lines as a reader sees them

# (`+ ` starts each of its lines in a console; a copy from some hosts drops it)
_PS_RECORD = re.compile(r"^(?:\+ )?(?:CategoryInfo|FullyQualifiedErrorId)\s*:")
_PS_AT = re.compile(r"^(?:At (?:line:\d+|.+:\d+) char:\d+|所在位置 (?:行:\d+|.+:\d+) 字符: ?\d+)$")


def powershell_message(text: str, lines_of: LinesOf) -> str:
    """The message of a PowerShell error record or concise view in TEXT, or "" for other text."""
    return _record_message(text, lines_of) or _concise_message(text, lines_of) or _cut_record(text, lines_of)


_SENTENCE_END = (".", "。", "!", "！", "?", "？")
_PS_CALLED = re.compile(r"^[\w./\\-]+ ?: \S")  # what was called, as typed (`./taro : `, `.\gradlew : `)


def _cut_record(text: str, lines_of: LinesOf) -> str:
    """A record quoted without its `At line:` and `+ CategoryInfo` lines: a command PowerShell could
    not resolve (`./taro : 无法将“./taro”项识别为 cmdlet、函数、…请确保路径` / `正确，然后再试一次。`, `x : The term
    'x' is not recognized as the name of a cmdlet, …`), its message wrapped over the lines the console
    took, joined up to the line that ends its sentence."""
    if "cmdlet" not in text:  # (PowerShell writes it so in every locale; no lower-casing of a long text)
        return ""
    lines = lines_of(text)
    if not lines or not _PS_CALLED.match(lines[0]) or "cmdlet" not in lines[0].lower():
        return ""
    end = next((i for i, line in enumerate(lines) if line.endswith(_SENTENCE_END)), None)
    return _joined(lines[:end + 1]) if end is not None and end > 0 else ""


def _record_message(text: str, lines_of: LinesOf) -> str:
    """The message of a PowerShell error record (wrapped lines joined), or "" for other text."""
    if "CategoryInfo" not in text and "FullyQualifiedErrorId" not in text:
        return ""
    lines = lines_of(text)
    if not any(_PS_RECORD.match(line) for line in lines):
        return ""
    message: list[str] = []
    for line in lines:
        if _PS_AT.match(line) or line.startswith("+ ") or _PS_RECORD.match(line):
            break
        message.append(line)
    message = _parser_message(lines) or message
    starts = [i for i, line in enumerate(message) if _PS_SOURCE.match(line)]
    if starts:
        return " ".join(message[starts[-1]:])
    # no `source : ` line: the message is the last sentence, wrapped over the lines it took
    first = len(message) - 1
    while first > 0 and not message[first - 1].endswith((".", "。", "!", "?", ":", "：")):
        first -= 1
    return _joined(message[first:])


def _parser_message(lines: list[str]) -> list[str]:
    """A parser error's record puts the message after the code it points at (`At line:1 char:15`,
    `+ cd x && gcc`, `+    ~~`, then `The token '&&' is not …`), before `+ CategoryInfo`; what the
    terminal showed above `At line:` is then the prompt or a task runner's echo, not the message."""
    message: list[str] = []
    pointed = False
    for line in lines:
        if _PS_RECORD.match(line):
            break
        if _PS_AT.match(line):
            pointed, message = True, []
        elif pointed and _UNDERLINE.match(line):
            message = []  # what came before it was the echoed code, copied without its `+ ` gutter
        elif pointed and (message or not line.startswith("+ ")):
            message.append(line)
    return message


_UNDERLINE = re.compile(r"^\+?\s*~+$")  # `+    ~~`, or `~~~` where a copy dropped the gutter


def _joined(lines: list[str]) -> str:
    """Lines a console wrapped, as one: CJK text wraps inside a word, so it joins without a space."""
    out = lines[0] if lines else ""
    for line in lines[1:]:
        glue = "" if out and _is_cjk(out[-1]) and _is_cjk(line[0]) else " "
        out += glue + line
    return out


def _is_cjk(char: str) -> bool:
    """normalize's CJK letters, and the CJK and fullwidth punctuation a wrapped line may end in."""
    return _is_cjk_letter(char) or "\u3000" <= char <= "\u303f" or "\uff00" <= char <= "\uffef"


_PS_SOURCE = re.compile(r"^[\w.-]+ ?: \S")  # `Get-Content : Cannot bind …`, `terraform : The term …`


# PowerShell 7's concise view: `Set-Location: <script>:133`, `Line |`, the echoed line, a `| ~~~`
# underline, then the message in the `| ` gutter, wrapped: the message under its command's name.
_PS7_LINE = re.compile(r"^Line \|$")
_PS7_GUTTER = re.compile(r"^\|\s?(.*)$")


def _concise_message(text: str, lines_of: LinesOf) -> str:
    if "Line |" not in text:
        return ""
    lines = lines_of(text)
    start = next((i for i, line in enumerate(lines) if _PS7_LINE.match(line)), None)
    if not start or not _PS_SOURCE.match(lines[start - 1]):
        return ""
    gutter = [m.group(1).strip() for m in map(_PS7_GUTTER.match, lines[start + 1:]) if m]
    message = [line for line in itertools.dropwhile(lambda line: not line.startswith("~"), gutter) if line][1:]
    source = lines[start - 1].split(":", 1)[0].strip()
    return f"{source}: {_joined(message)}" if message else ""
