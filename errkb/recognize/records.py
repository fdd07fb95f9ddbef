"""A tool's own record around its message: a Kubernetes event's table row and Ansible's task
result. The headline (headline.py) is the record's line; its message is the column or field that
says what went wrong, not where or when.
"""

from __future__ import annotations

import re

# A Kubernetes event is a table row: its type, reason, age (`4m25s (x157 over 38m)`), source and
# object say when and where; its last column, the message, says what. `kubectl describe` pads the
# columns with two or more spaces; `kubectl get events` with one, the object as `kind/name`.
# (pasted, the padding may be one space: then the age, its count and the source tell the columns)
_EVENT_ROW = re.compile(r"^(?:.*\s)?(?:Warning|Normal)(?:\s{2,}[A-Z]\w+\s{2,}.*\s{2,}| [A-Z]\w+ [a-z]+/\S+ "
                        r"| [A-Z]\w+ (?:\d+[smhd])+(?: \(x\d+ (?:over|from) (?:\d+[smhd])+\))? [a-z][\w-]*(?:, [\w.-]+)? )"
                        r"(\S.*)$")


def event_message(headline: str) -> str:
    found = _EVENT_ROW.match(headline)
    return found.group(1) if found else ""


# Ansible's task failure: `fatal: [host]: FAILED! => {"changed": false, "msg": "E: Could not get
# lock …"}`. The host is where; the module's result says what: its `msg`, or, when that only says
# the command failed (`non-zero return code`), the first line the command wrote to stderr.
_ANSIBLE = re.compile(r"\bFAILED! =>[^{]{0,200}(\{.*)$")  # bounded: a hostile line of `FAILED! =>` costs linear time
_RESULT_FIELD = '"{}"\\s*:\\s*"((?:[^"\\\\]|\\\\.)*)"'
_ONLY_FAILED = re.compile(r"^(?:non-zero return code|MODULE FAILURE|command failed)\b", re.I)


def ansible_message(headline: str) -> str:
    found = _ANSIBLE.search(headline)
    if found is None:
        return ""
    result = found.group(1)
    for field in ("msg", "stderr", "module_stderr"):
        value = re.search(_RESULT_FIELD.format(field), result)
        if value is None:
            continue
        first = next((line.strip() for line in _unescaped(value.group(1)).split("\n") if line.strip()), "")
        if first and not _ONLY_FAILED.match(first):
            return first
    return ""


def _unescaped(value: str) -> str:
    """A JSON string's text (`\\n` a newline, `\\"` a quote), without trusting the rest to parse:
    Ansible's result is often cut off."""
    return re.sub(r'\\(["\\/nt])', lambda m: {"n": "\n", "t": " "}.get(m.group(1), m.group(1)), value)
