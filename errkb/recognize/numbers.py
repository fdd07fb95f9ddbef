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
    if _MORE_PARTS.match(match.string, match.end()):
        return match.group()  # the head of a version `version_or_placeholder` kept (`2.7` of `2.7.0`)
    return match.group() if _KEPT_NUMBER.search(before) else "<n>"


_MORE_PARTS = re.compile(r"\.\d")


def _pinned(text: str, at: int) -> bool:
    """Whether the number at AT is a requirement's pin (`_PINNED`), read in the 40 characters before it."""
    return bool(_PINNED.search(text[max(0, at - 40): at]))


# a requirement's pin: pip's `numpy==1.26`, and conda's `python=3.6` in the list its message
# announces (`… not available from current channels: python=3.6`); `took=0.53` in a log line is a
# measure, not a pin
_PINNED = re.compile(r"(?:[a-z0-9_]==|(?:channels|specifications|packages|requirements?): [a-z][\w.-]*=)$", re.I)


def version_or_placeholder(match: re.Match[str]) -> str:
    """`<ver>`, unless the message names this version as the one missing, or weighs it against another
    (which one to install, or which two disagree, is the fix): `The Windows SDK version 10.0.17763.0
    was not found`, `找不到 Windows SDK 版本 10.0.26100.0`, `Your Ruby version is 2.7.0, but your Gemfile
    specified 2.7.2`, `the binary version of its metadata is 1.9.0, expected version is 1.7.1`; as a
    two-part `version 3.8` stays (`_KEPT_NUMBER`). A tool's own version in a banner, a path or a
    download is still only a version."""
    text, start = match.string, match.start()
    if _NAMED_VERSION.search(text[max(0, start - 40): start]) and _SAYS_WANTED.search(
            text[max(0, start - 80): match.end() + 80]):
        return match.group()
    return "<ver>"


# the version a sentence names: `version 10.0.17763.0`, `version is 2.7.0`, `version of its
# metadata is 1.9.0`, `版本 10.0.26100.0`, and the other side of a comparison (`Gemfile specified 2.7.2`)
_NAMED_VERSION = re.compile(r"(?:\bversion|版本)(?: of [\w .-]{1,30}?)?(?: is| was)?:? ?$"
                            r"|\b(?:specified|expected)(?: version is)?:? ?$", re.I)
# ... said to be missing, or weighed against another
_SAYS_WANTED = re.compile(r"\b(?:was|is|were|are|could|can)(?: not|n't) (?:be )?(?:found|installed|available)\b"
                          r"|\bnot found\b|\brequired\b|\bexpected\b|\bspecified\b|\bincompatible\b"
                          r"|找不到|未找到|未安装|需要", re.I)
