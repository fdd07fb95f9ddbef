"""Substitution rules that cost nothing when they cannot apply.

Redaction and normalization are some sixty regular expressions run in order over every headline,
every candidate line of an output and every stored entry. Python's `re` tries each pattern at
every position, so an error message paid for all sixty even though a typical one can match a
handful. Each rule here carries a cheap *necessary condition* (a substring one of which must
occur in the case-folded text, or a digit), checked before the regex runs, and compiles its regex
on first use, so a hook that never sees a JWT never compiles the JWT pattern either.

A guard may let a rule run that then finds nothing; it must never skip a rule that would have
matched. tests/test_rules.py checks every rule against its unguarded regex.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

Replacement = str | Callable[[re.Match[str]], str]

_DIGIT = re.compile(r"\d")  # `\d` as the rules mean it: any Unicode decimal digit
# Letters that `re.IGNORECASE` treats as an ASCII letter although str.lower() does not make them
# one: dotless ı ~ i, long ſ ~ s, and the dot that lower() adds to İ (İ ~ i).
_FOLD = {0x131: "i", 0x17F: "s", 0x307: None}


def fold(text: str) -> str:
    """The text that guards look in: lower case, with the case-insensitive twins of ASCII letters."""
    lower = text.lower()
    return lower if text.isascii() else lower.translate(_FOLD)


def has_digit(text: str) -> bool:
    return _DIGIT.search(text) is not None


class LazyPattern:
    """A regex compiled on first use: a rule's, or a helper pattern of a rule's replacement,
    costs a hook call nothing until it is needed."""

    __slots__ = ("source", "flags", "_regex")

    def __init__(self, source: str, flags: int = 0) -> None:
        self.source, self.flags = source, flags
        self._regex: re.Pattern[str] | None = None

    @property
    def regex(self) -> re.Pattern[str]:
        if self._regex is None:
            self._regex = re.compile(self.source, self.flags)
        return self._regex


class Rule(LazyPattern):
    """One regex substitution with its guard; its regex compiles on first use.

    `needs`: lower-case substrings; the rule runs only when one of them occurs in `fold(text)`.
    `digit`: the rule runs only when the text holds a digit.
    """

    __slots__ = ("replacement", "needs", "digit")

    def __init__(self, source: str, replacement: Replacement, *, needs: str | Iterable[str] = (), digit: bool = False,
                 flags: int = 0) -> None:
        super().__init__(source, flags)
        self.replacement = replacement
        self.needs = (needs,) if isinstance(needs, str) else tuple(needs)
        self.digit = digit

    def may_match(self, folded: str, digit: bool) -> bool:
        if self.digit and not digit:
            return False
        return not self.needs or any(need in folded for need in self.needs)

    def sub(self, text: str) -> str:
        """The rule applied to `text` alone (guard included)."""
        return self.regex.sub(self.replacement, text) if self.may_match(fold(text), has_digit(text)) else text


def apply_rules(rules: Iterable[Rule], text: str) -> str:
    """Every rule in order, each on the previous one's output; the guards' view of the text is
    refreshed only when a rule changed it. The guard test is inlined: called through a method it
    cost more than the regexes it spares."""
    folded, digit = fold(text), has_digit(text)
    for rule in rules:
        if rule.digit and not digit:
            continue
        if rule.needs:
            for need in rule.needs:
                if need in folded:
                    break
            else:
                continue
        changed = rule.regex.sub(rule.replacement, text)
        if changed != text:
            text = changed
            folded, digit = fold(text), has_digit(text)
    return text
