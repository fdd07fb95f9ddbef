"""Properties of recognition that must hold for any input, not just the golden cases.

* `canonical()` and `redact()` (both share modes) are idempotent;
* nothing crashes on any text: arbitrary Unicode, lone surrogates, control characters, decoded
  binary junk, and 200 000-character inputs (which must also stay linear: no regex blow-up);
* `capture()` never raises, whatever it is given;
* a fingerprint does not move for ANSI colours, CRLF or CR line ends, or trailing whitespace.

The "error-like" strategy glues fragments of real error text (paths, codes, placeholders,
numbers, secrets' shapes, punctuation) with no spaces between them, which is where sequential
regex rules disagree with each other.
"""

from __future__ import annotations

import time

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from errkb.recognize.capture import capture
from errkb.recognize.fingerprint import fingerprint, fingerprint_of_canonical
from errkb.recognize.normalize import canonical, tokens
from errkb.recognize.redact import redact

FRAGMENTS = [
    "a", "Z", "0", "9", " ", "  ", "\t", "\n", "\r", "\x1b", ":", "/", "\\", "\\\\", ".", "-", "_", "'", '"', "`",
    "<", ">", "(", ")", "[", "]", "{", "}", "@", "=", "~", "%", ",", ";", "$", "#", "+", "*", "?", "|", "→",
    "Users", "home", "tmp", "Temp", "node_modules", "C:\\", "\\\\?\\", "//", "~/", "/home/kim/", "C:\\Users\\bob\\",
    "0x", "0x7ffe3c2a", "abcdef12", "deadbeef1234567", "1.2.3", "v20.11.1", "@19.0.0-rc.1", "127.0.0.1", ":::",
    "localhost", ":3000", "x.js", "a.ts(3,7)", ":12:5", "line ", "col ", "port ", "pid ", "Sep ", "Mon, 14 Sep 2026",
    "2026-09-14", "12:30:45", "T09:12:33.123Z", "ms", "s", "kB", "MB", "%", "毫秒", "拒绝访问", "错误",
    "Error", "error TS2307", "error[E0382]", "ENOENT", "EACCES", "ERR_PNPM_X", "TypeError", "Traceback (most recent call last):",
    "npm ERR! code ", "Exit code 2", "[exit code: 1]", "Exit Code: 2", "Process Group PGID: 1",
    "sk-", "sk-ant-", "AKIAABCDEFGHIJKLMNOP", "ghp_", "eyJhbGciOi", "eyJ", "Bearer ", "token=", "password: ", "--password ",
    "Authorization: ", "cookie: ", "api_key=", "x@y.com", "git@github.com", "-----BEGIN RSA PRIVATE KEY-----",
    "<path>", "<n>", "<secret>", "<email>", "<ts>", "<tmp>", "é", "\u200b", "\ufeff", "\x00", "\udcff",
]
error_like = st.lists(st.sampled_from(FRAGMENTS), max_size=40).map("".join)
any_text = st.text(alphabet=st.characters(codec=None, exclude_categories=()), max_size=300)
junk = st.binary(max_size=400).map(lambda b: b.decode("utf-8", "surrogateescape"))
texts = st.one_of(error_like, any_text, junk)
shares = st.sampled_from(["public", "private"])
PROFILE = settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@PROFILE
@given(texts)
@example("Mon, 14 Sep 20262026-09-14")  # a year glued to the next number was a date's end
@example("0毫秒0x7ffe3c2a")  # a duration glued to an ASCII word gave that word a boundary on the second pass
@example("%password: a")  # a trimmed `%` had hidden a secret from redaction
@example("api_key=error[E0382]")  # a trimmed `]` had made a value read as an error code
@example("a/1.2.3token=a")  # a version made `<n>` cut a path's name short: `.3token` read as a credential
def test_canonical_is_idempotent(text: str) -> None:
    once = canonical(text)
    assert canonical(once) == once


@PROFILE
@given(texts, shares)
def test_redact_is_idempotent(text: str, share: str) -> None:
    once = redact(text, share)
    assert redact(once, share) == once


@PROFILE
@given(texts)
def test_canonical_is_one_line_lower_case_and_trimmed(text: str) -> None:
    canon = canonical(text)
    assert "\n" not in canon and "\r" not in canon and "\x1b" not in canon
    assert canon == canon.strip()
    assert canon == canon.lower()
    tokens(canon)  # never raises


@PROFILE
@given(
    texts,
    st.sampled_from(["command", "tool", "agent", "llm", "", "bogus"]),
    st.one_of(st.none(), st.integers(-(2**40), 2**40)),
    texts,
    st.text(max_size=20),
    shares,
)
def test_capture_never_raises(text: str, source: str, exit_code: int | None, command: str, code: str,
                              share: str) -> None:
    cap = capture(text, source=source, tool="Bash", command=command, exit_code=exit_code, code=code, share=share)
    assert cap.source in ("command", "tool", "agent", "llm")
    assert "\n" not in cap.headline and len(cap.headline) <= 200
    assert cap.canon == canonical(cap.key)
    assert cap.fingerprint == fingerprint_of_canonical(cap.canon) == fingerprint(cap.key)
    assert cap.title and cap.category


# --- terminal noise never moves a fingerprint -----------------------------------------------------

OUTPUTS = [
    "Traceback (most recent call last):\n  File \"/home/kim/app/main.py\", line 12, in <module>\n"
    "    import numpy\nModuleNotFoundError: No module named 'numpy'",
    "src/a.ts(1,21): error TS2307: Cannot find module 'zod' or its corresponding type declarations.\n"
    "src/b.ts(2,7): error TS2322: Type 'number' is not assignable to type 'string'.",
    "npm ERR! code ENOENT\nnpm ERR! syscall open\n"
    "npm ERR! enoent ENOENT: no such file or directory, open '/home/kim/shop/package.json'",
    "=========================== 1 failed, 3 passed in 0.52s ===========================",
    "make: *** No targets specified and no makefile found.  Stop.",
]
ANSI = ["\x1b[31m", "\x1b[0m", "\x1b[1;33m", "\x1b[96m", "\x1b]8;;https://x\x07", "\x1b[2K", "\x1b[?25l"]


def noisy(text: str, data: st.DataObject) -> str:
    out = []
    for line in text.split("\n"):
        words = line.split(" ")
        for _ in range(data.draw(st.integers(0, 3))):
            at = data.draw(st.integers(0, len(words) - 1))
            words[at] = data.draw(st.sampled_from(ANSI)) + words[at] + data.draw(st.sampled_from(ANSI))
        trail = data.draw(st.sampled_from(["", " ", "  \t", "\t"]))
        out.append(" ".join(words) + trail)
    end = data.draw(st.sampled_from(["\n", "\r\n"]))
    return end.join(out) + data.draw(st.sampled_from(["", end, end * 2]))


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(OUTPUTS), st.sampled_from(["command", "tool", "agent"]), st.data())
def test_fingerprint_is_stable_under_ansi_crlf_and_trailing_whitespace(text: str, source: str,
                                                                        data: st.DataObject) -> None:
    plain = capture(text, source=source, command="make all")
    assert capture(noisy(text, data), source=source, command="make all").fingerprint == plain.fingerprint
    assert fingerprint(text) == fingerprint(noisy(text, data))


def test_cr_only_line_ends_and_progress_bars() -> None:
    plain = capture("downloading\nError: EACCES: permission denied, open '/x/y'", source="agent")
    assert capture("downloading 10%\rdownloading 100%\r\nError: EACCES: permission denied, open '/x/y'   \r\n",
                   source="agent").fingerprint == plain.fingerprint


# --- 200 000 characters ----------------------------------------------------------------------------

BIG = 200_000
REAL = OUTPUTS[0] + "\n" + OUTPUTS[1] + "\n" + OUTPUTS[2] + "\n"
# Each of these once sent a rule quadratic (a match tried from every position of a long run).
PATHOLOGICAL = {
    "real output repeated": REAL,
    "digits": "0",
    "dashed words": "a-",
    "underscored words": "a_",
    "newlines": "\n",
    "at signs": "a.b@",
    "mixed case and digits": "aB3",
    "commit hashes": "commit 4b825dc642cb6eb9a060e54bf8d69288fbee4904 ",
}


@pytest.mark.parametrize("unit", PATHOLOGICAL.values(), ids=list(PATHOLOGICAL))
def test_200k_inputs_are_handled_in_linear_time(unit: str) -> None:
    text = (unit * (BIG // len(unit) + 1))[:BIG]
    started = time.perf_counter()
    cap = capture(text, command="make all")
    canonical(text)
    redact(text)
    elapsed = time.perf_counter() - started
    assert len(cap.headline) <= 200
    assert elapsed < 15, f"{elapsed:.1f}s: a rule is no longer linear"


def test_200k_of_real_output_in_both_modes_is_idempotent() -> None:
    text = (REAL * (BIG // len(REAL) + 1))[:BIG]
    once = canonical(text)
    assert canonical(once) == once
    for share in ("public", "private"):
        redacted = redact(text, share)
        assert redact(redacted, share) == redacted


def test_200k_of_junk_and_a_secret_at_the_end() -> None:
    secret = "sk-ant-api03-" + "Zx9" * 12
    text = "".join(chr(32 + (i * 7919) % 90000) for i in range(BIG)) + f"\nAuthorization: Bearer {secret}"
    cap = capture(text, source="tool")
    assert secret not in redact(text) and secret not in redact(text, "private")
    assert secret not in cap.key + cap.canon + cap.headline


# -- the hook's shortcuts around shlex and unicodedata give what those modules give ----------------
PLAIN_COMMAND_CHARS = st.text(alphabet=st.characters(min_codepoint=32, max_codepoint=126), max_size=80)


@given(st.one_of(PLAIN_COMMAND_CHARS, st.text(max_size=40)))
@settings(max_examples=400, deadline=None)
def test_command_words_split_as_shlex_splits_them(line: str) -> None:
    """A command without quotes or backslashes is split without shlex: the words are shlex's."""
    import shlex

    from errkb.recognize.command import shell_words

    try:
        expected = shlex.split(line, posix="\\" not in line)
    except ValueError:
        with pytest.raises(ValueError):
            shell_words(line)
        return
    assert shell_words(line) == expected


def test_the_ascii_punctuation_table_is_unicodes() -> None:
    """normalize trims punctuation from an ASCII edge without unicodedata: the table it uses
    holds exactly the ASCII characters of Unicode's P* categories, quotes aside."""
    import unicodedata

    from errkb.recognize import normalize

    assert set(normalize._ASCII_PUNCTUATION) == {
        c for c in map(chr, range(128)) if unicodedata.category(c).startswith("P") and c not in normalize._QUOTES}
