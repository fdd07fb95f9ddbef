"""The guards that let redaction and normalization skip a regex are sound: a skipped rule is one
that could not have matched. Checked rule by rule against the bare regex, on every text of the
shipped corpora and on generated text full of the guards' own keywords and their case twins
(`ſ`, `ı`, `İ`, `K`, which IGNORECASE patterns treat as ASCII letters)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from errkb.recognize import errnos, normalize, phrasing, redact, textpaths, wording, wrappers
from errkb.recognize.rules import Rule, apply_rules

ROOT = Path(__file__).resolve().parents[1]

RULES: list[Rule] = [
    *normalize._RULES, normalize._NUMBER, normalize._RUN, normalize._RULE_LINE, textpaths._HOME_TO_TILDE,
    *(rule for _, rule in redact._FAMILIES), *(rule for _, rule in redact._LONG_FAMILIES),
    wording._FULL_STOP, wording._GNU_QUOTES, wording._URL_BRACKETS, wording._LOCALE, wrappers.PROGRAM_PATH, errnos.ERRNO_TEXT,
    errnos.EXHAUSTED, errnos.ERRNO_OBJECT, *phrasing.RELEASES, *phrasing.TRAILING_HINTS,
    *wording._SHELL_RULES, *wording._ROLE_RULES, *wrappers.INNER_WRAPPERS, *wrappers._LOG_HEADERS, wrappers._FAILED_CLAUSE, *wording._LOCATIONS, *wording._OPERAND_RULES, *wording._VERSIONS,
]


def corpus_texts() -> list[str]:
    texts: list[str] = []
    for line in (ROOT / "bench" / "corpus" / "errors.jsonl").read_text(encoding="utf-8").splitlines():
        text = json.loads(line)["text"]
        texts.append(text)
        texts.extend(text.splitlines())
    for line in (ROOT / "tests" / "cases" / "redact_corpus.jsonl").read_text(encoding="utf-8").splitlines():
        texts.extend(v for v in json.loads(line).values() if isinstance(v, str))
    for case_file in sorted((ROOT / "tests" / "cases").glob("*.md")):
        texts.extend(case_file.read_text(encoding="utf-8").splitlines())
    return texts


CORPUS = corpus_texts()
KEYWORDS = sorted({need for rule in RULES for need in rule.needs} | {"PASSWORD=", "TOKEN=", "AKIA", "eyJ", "Bearer "})
PIECES = [*KEYWORDS, "ſ", "ı", "İ", "\u212a", "/", "\\", "\\\\", "C:", "~/", "<path>", "<path>/", "/home/", "/Users/", ":",
          " ", "=", "0", "12", "3.4.5", "0x1f", "a1b2c3d4e5", "x" * 20, "Ab3" * 12, "-", "_", "@", "%", "\n"]


def bare(rule: Rule, text: str) -> str:
    return rule.regex.sub(rule.replacement, text)


@pytest.mark.parametrize("rule", RULES, ids=lambda rule: rule.source[:40])
def test_a_guard_never_skips_a_rule_that_matches_corpus_text(rule: Rule) -> None:
    skipped_but_matching = [text for text in CORPUS if rule.sub(text) != bare(rule, text)]
    assert skipped_but_matching == []


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES) | st.text(max_size=6), max_size=30).map("".join))
def test_a_guard_never_skips_a_rule_that_matches_generated_text(text: str) -> None:
    for rule in RULES:
        assert rule.sub(text) == bare(rule, text), rule.source


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(PIECES) | st.text(max_size=6), max_size=30).map("".join))
def test_guarded_pipelines_equal_running_every_regex(text: str) -> None:
    def unguarded(rules: list[Rule], value: str) -> str:
        for rule in rules:
            value = bare(rule, value)
        return value

    assert apply_rules(normalize._RULES, text) == unguarded(normalize._RULES, text)
    families = [rule for _, rule in redact._FAMILIES + redact._LONG_FAMILIES]
    assert apply_rules(families, text) == unguarded(families, text)


PATH_PIECES = ["/", "\\", "\\\\", "//", "C:", "c:\\", "~/", "<path>", "<path>/", "<path>\\", "/home/", "/Users/", "kim",
               "Kim Lee", "node_modules", "x.py", "tmp", ".", " ", "'", ":", "file://", "@", "a"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PATH_PIECES), max_size=16).map("".join))
def test_path_guards_change_no_match(text: str) -> None:
    """The look-ahead in front of the path shapes finds exactly what they find, and when
    `_may_hold_path` says no path can match, the shapes indeed find none."""
    bare_path = re.compile(textpaths.PATH_SHAPES)
    if not textpaths._may_hold_path(text):
        assert bare_path.search(text) is None
    assert textpaths.PATH.findall(text) == bare_path.findall(text)
