"""A tiny loader for the golden case files in tests/cases/*.md.

One file is a list of cases that a person can read and edit:

    ## a title that says what the case is about

    ```input source=command command="pytest a.py"
    the raw text
    ```

    ```headline
    what errkb must make of it
    ```

Every `##` heading starts a case; every fenced block under it belongs to that case. The first
word of a fence's info string is the block's kind (`input`, `headline`, `canonical`, `public`,
...); the rest are `key=value` attributes, shell-quoted. Prose between blocks is ignored.

A block's text is exactly what is between the fences, less the final newline. With the attribute
`escapes`, the sequences `\\e` (ESC), `\\r`, `\\t`, `\\xHH`, `\\uHHHH`, `\\UHHHHHHHH` and `\\\\` are
decoded, so ANSI codes, CRs, bidi controls, lone surrogates and trailing spaces can be written visibly. A `¶` at the end of a line marks the line's true end,
so trailing whitespace survives an editor that strips it (`¶` itself is removed).
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass, field
from pathlib import Path

from markdown_it import MarkdownIt

CASES = Path(__file__).resolve().parent / "cases"
_ESCAPE = re.compile(r"\\(e|r|t|x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|\\)")
_SIMPLE = {"e": "\x1b", "r": "\r", "t": "\t", "\\": "\\"}


@dataclass(frozen=True)
class Block:
    kind: str
    attrs: dict[str, str]
    text: str
    line: int


@dataclass(frozen=True)
class Case:
    title: str
    path: Path
    line: int
    blocks: list[Block] = field(default_factory=list)

    @property
    def id(self) -> str:
        return re.sub(r"[^a-z0-9]+", "-", self.title.lower()).strip("-")

    @property
    def where(self) -> str:
        return f"{self.path.name}:{self.line} ({self.title})"

    def inputs(self) -> list[Block]:
        return [b for b in self.blocks if b.kind == "input"]

    def expected(self, kind: str) -> str | None:
        found = [b.text for b in self.blocks if b.kind == kind]
        if len(found) > 1:
            raise ValueError(f"{self.where}: more than one `{kind}` block")
        return found[0] if found else None


def decode(text: str) -> str:
    def one(match: re.Match[str]) -> str:
        code = match.group(1)
        return chr(int(code[1:], 16)) if code[0] in "xuU" else _SIMPLE[code]

    return _ESCAPE.sub(one, text)


def _block(info: str, content: str, line: int) -> Block:
    words = shlex.split(info) or [""]
    attrs = {}
    for word in words[1:]:
        key, _, value = word.partition("=")
        attrs[key] = value
    text = content[:-1] if content.endswith("\n") else content
    text = "\n".join(row[:-1] if row.endswith("¶") else row for row in text.split("\n"))
    if "escapes" in attrs:
        text = decode(text)
    return Block(words[0], attrs, text, line)


def load(path: Path) -> list[Case]:
    """Every case of one golden file, in file order."""
    tokens = MarkdownIt("commonmark").parse(path.read_text(encoding="utf-8"))
    cases: list[Case] = []
    for i, token in enumerate(tokens):
        if token.type == "heading_open" and token.tag == "h2":
            line = (token.map[0] if token.map else 0) + 1
            cases.append(Case(tokens[i + 1].content.strip(), path, line))
        elif token.type == "fence" and cases:
            line = (token.map[0] if token.map else 0) + 1
            cases[-1].blocks.append(_block(token.info, token.content, line))
    return cases


def cases(name: str) -> list[Case]:
    return load(CASES / name)
