"""Logs → distinct errors. `cluster_keys` groups lines with exactly the capture pipeline, in
memory; `scan_events` splits a log into multi-line events (tracebacks, Java stack traces,
indented continuations) and keeps the ones that read as errors.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field

from .capture import Capture, capture, extract_code

_CONTINUATION = re.compile(
    r"^(?:\s+\S|Traceback \(most recent call last\)|During handling|The above exception|Caused by:|\.\.\. \d+ more)"
)
_ERROR_EVENT = re.compile(
    r"\b(?:error|fatal|failed|failure|exception|panic|denied|refused|traceback|critical|severe|cannot|unable)\b"
    r"|错误|失败|异常",
    re.IGNORECASE,
)


def cluster_keys(lines: Iterable[str]) -> Iterator[str]:
    """One group key per input line, in order: the fingerprint capture gives that line."""
    for line in lines:
        yield capture(line.rstrip("\r\n"), source="agent").fingerprint


def split_events(lines: Iterable[str]) -> Iterator[tuple[int, str]]:
    """(first line number, text) for each multi-line event: continuations join their start."""
    start, buffer = 0, []
    for number, line in enumerate(lines, 1):
        line = line.rstrip("\r\n")
        if buffer and (_CONTINUATION.match(line) or _inside_traceback(buffer, line)):
            buffer.append(line)
            continue
        if buffer:
            yield start, "\n".join(buffer)
        start, buffer = number, [line]
    if buffer:
        yield start, "\n".join(buffer)


def _inside_traceback(buffer: list[str], line: str) -> bool:
    # The exception line that closes a Python traceback sits at column 0 but still belongs to it.
    return buffer[0].startswith("Traceback") and not any(
        b and not b[0].isspace() and not b.startswith("Traceback") for b in buffer[1:]
    ) and bool(line.strip())


@dataclass
class Distinct:
    capture: Capture
    first_line: int
    count: int = 0
    lines: list[int] = field(default_factory=list)


def scan_events(lines: Iterable[str], progress: Callable[[int], None] | None = None) -> list[Distinct]:
    """The distinct errors in a log, most frequent first (ties: first seen first)."""
    found: dict[str, Distinct] = {}
    for count, (number, text) in enumerate(split_events(lines), 1):
        if progress and count % 5000 == 0:
            progress(number)
        if not (_ERROR_EVENT.search(text) or extract_code(text)):
            continue
        cap = capture(text, source="agent")
        item = found.setdefault(cap.fingerprint, Distinct(cap, number))
        item.count += 1
        if len(item.lines) < 20:
            item.lines.append(number)
    return sorted(found.values(), key=lambda d: (-d.count, d.first_line))
