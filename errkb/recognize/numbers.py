"""Which numbers in a message are values (`<n>`, `<ver>`) and which say what is wrong (kept).

normalize.py replaces every number and every three-part version by a placeholder, except where
these say the number is the error's own: a status or an exit code, a release that is wanted, a
requirement's pin, a version named as the one missing.
"""

from __future__ import annotations

import re

# Numbers that name the error itself stay: `exit code 2`, `status 404`, `HTTP 500`, `errno -2`; but
# npm 10's `npm error 404 Not Found` reads as npm 9's `npm ERR! 404 …`, whose tag keeps no number.
# A Java class file's version names the release it was built for (61 is Java 17, 65 Java 21): two
# of them are two upgrades. The runtime's own limit (`… only recognizes class file versions up to
# 55.0`) is the machine's, so it stays a number. So does a number after `release` or `version`
# (`release version 17 not supported`, `requires go >= 1.21`, maven's `invalid target release: 11`,
# with or without the colon; javac's `source option 5`): which release is wanted is what is wrong, and
# `1.11` is not `11`.
_KEPT_NUMBER = re.compile(r"(?:code|status|errno|exit|http|signal|(?<!npm )error|returned|rc|assert)\W{0,3}$|(?<![=!])[=!]=\s*$"
                          r"|\.net (?:core |framework )?$"  # a .NET release (`targeting .NET 7.0`) is what is wrong
                          r"|class file version $|\b(?:release|version|(?:source|target) option|requires go >=?|go version):? $"
                          r"|\btoolchain '$|版本 ?$", re.I)


def number_or_placeholder(match: re.Match[str]) -> str:
    """The number as it stands when `_KEPT_NUMBER` or a pin says it is the error's own, else `<n>`."""
    before = match.string[max(0, match.start() - 19): match.start()]
    if "." in match.group() and _pinned(match.string, match.start()):
        return match.group()
    more = _MORE_PARTS.match(match.string, match.end())
    if more and wanted_version(match.string, match.start(), more.end()):
        return match.group()  # the head of a version `version_or_placeholder` kept (`2.7` of `2.7.0`)
    return match.group() if _KEPT_NUMBER.search(before) else "<n>"


_MORE_PARTS = re.compile(r"(?:\.\d+)+")


def _pinned(text: str, at: int) -> bool:
    """Whether the number at AT is a requirement's pin (`_PINNED`), read in the 40 characters before it."""
    return bool(_PINNED.search(text[max(0, at - 40): at]))


# a requirement's pin: pip's `numpy==1.26`, and conda's `python=3.6` in the list its message
# announces (`… not available from current channels: python=3.6`); `took=0.53` in a log line is a
# measure, not a pin
_PINNED = re.compile(r"(?:[a-z0-9_]==|(?:channels|specifications|packages|requirements?): [a-z][\w.-]*=)$", re.I)


def version_or_placeholder(match: re.Match[str]) -> str:
    """`<ver>`, unless the message names this version as the one wanted: missing (`The Windows SDK
    version 10.0.17763.0 was not found`, `找不到 Windows SDK 版本 10.0.26100.0`), required (`Gradle
    version 8.0.2 is required`) or the side a comparison asks for (`… but your Gemfile specified
    2.7.2`, `… expected version is 1.7.1`): which one to install is the fix. The version the machine
    has (`Your Ruby version is 2.7.0`, `You are running version 3.16.3`), a banner's, a path's or a
    download's is only a version."""
    return match.group() if wanted_version(match.string, match.start(), match.end()) else "<ver>"


def wanted_version(text: str, start: int, end: int) -> bool:
    """Whether the version at TEXT[START:END] is the one the message says is wanted."""
    before = text[max(0, start - 40): start]
    if _ASKED_FOR.search(before):
        return True
    if not _NAMED_VERSION.search(before):
        return False
    return bool(_SAYS_WANTED.match(text, end) or _SAID_MISSING.search(before))


# the side a comparison asks for: `Gemfile specified 2.7.2`, `expected version is 1.7.1`
_ASKED_FOR = re.compile(r"\bspecified:? ?$|\bexpected version(?: is)?:? ?$", re.I)
# a version the sentence names (`version 10.0.17763.0`, `版本 10.0.26100.0`) ...
_NAMED_VERSION = re.compile(r"(?:\bversion|版本)\s?$", re.I)
# ... and, right after it, says is missing or required, or, in Chinese, before it
_SAYS_WANTED = re.compile(r"(?:\.\d+)*\s+(?:(?:was|is|were|are|could|can)(?: not|n't) (?:be )?(?:found|installed|available)\b"
                          r"|not found\b|is required\b)", re.I)
_SAID_MISSING = re.compile(r"找不到|未找到|未安装|需要")
