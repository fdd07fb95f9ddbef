"""Secret removal: runs before anything is stored, indexed, logged or shown to a model.

One home per family, applied in order (paths first, then credentials, then generic
high-entropy strings). `redact(redact(x)) == redact(x)`, and ordinary error text is left alone;
tests/cases/redact_corpus.jsonl holds the cases both ways.
"""

from __future__ import annotations

import math
import re
from collections import Counter

from .rules import Rule, apply_rules
from .textpaths import collapse_paths, collapse_to_fixpoint, home_to_tilde

SECRET = "<secret>"

_PASSWORD_WORDS = ("passw", "pwd", "client_secret")
# Each family's guard (rules.py) names what its pattern cannot match without.
_FAMILIES: list[tuple[str, Rule]] = [
    ("pem-private-key", Rule(
        r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----.*?(?:-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----|\Z)",
        "<private-key>", needs="-----begin", flags=re.S)),
    ("url-password", Rule(r"(?<![a-z0-9+.-])([a-z][a-z0-9+.-]*://[^\s:/@'\"<>]+):[^\s@/'\"<>]+@", r"\1:<secret>@",
                          needs="://", flags=re.I)),
    ("authorization-header", Rule(
        r"(?<![A-Za-z])((?:proxy-)?authorization)([\"']?\s*[:=]\s*[\"']?)(?:(?:basic|bearer|token|digest)\s+)?[^\s\"',;]+",
        r"\1\2<secret>", needs="authorization", flags=re.I)),
    ("cookie-header", Rule(r"(?<![A-Za-z])((?:set-)?cookie)(\s*[:=]\s*)[^\r\n]+", r"\1\2<secret>", needs="cookie", flags=re.I)),
    ("api-key-assignment", Rule(r"(?<![A-Za-z])((?:x-)?api[_-]?key)([\"']?\s*[:=]\s*[\"']?)[^\s\"'&,;]+", r"\1\2<secret>",
                                needs="api", flags=re.I)),
    ("secret-assignment", Rule(
        r"(?<![A-Za-z0-9>])((?:[a-z0-9]+[_-]){0,4}(?:access_|refresh_|id_|auth_|session_)?(?:token|password|passwd|pwd|client_secret|secret|secret_access_key|private_key))"
        r"((?:\s*=\s*|[\"']\s*:\s*)[\"']?)(?!<secret>)[^\s\"',;&]+", r"\1\2<secret>",
        needs=("token", "secret", "private_key", *_PASSWORD_WORDS), flags=re.I)),
    # YAML and logs: `password: x`. Only the password words: a bare `token:` is `Unexpected token: }`.
    ("password-colon", Rule(r"(?<![A-Za-z0-9>])((?:[a-z0-9]+[_-]){0,4}(?:password|passwd|client_secret))(:[ \t]*)(?!<secret>)[^\s\"',;&]+",
                            r"\1\2<secret>", needs=("passw", "client_secret"), flags=re.I)),
    # Shell: `PGPASSWORD=x`, and flags: `--password x`, `--token=x`; never `--password-stdin`, nor the
    # prose of `Using --password via the CLI is insecure` (a value has a non-letter or 6+ letters).
    ("env-secret", Rule(r"(?<![A-Za-z0-9_])([A-Z][A-Z0-9]*(?:PASSWORD|PASSWD|TOKEN|SECRET))(=)(?!<secret>)[^\s\"']+", r"\1\2<secret>",
                        needs=("passw", "token", "secret"))),
    ("secret-flag", Rule(r"(?<![\w<>-])(--?(?:password|passwd|pass|token|secret|api-key|access-token|auth-token))(\s+|=)"
                         r"(?!<secret>)(?!-)(?=[^\s\"']*[^A-Za-z\s\"']|[A-Za-z]{6})[^\s\"']+", r"\1\2<secret>",
                         needs=("pass", "token", "secret", "api-key"), flags=re.I)),
    ("bearer-token", Rule(r"\b(Bearer)\s+[A-Za-z0-9._~+/=-]{8,}", r"\1 <secret>", needs="bearer")),
    ("jwt", Rule(r"\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}", SECRET, needs="eyj")),
    ("anthropic-key", Rule(r"\bsk-ant-[A-Za-z0-9_-]{16,}", SECRET, needs="sk-ant-", flags=re.I)),
    ("openai-style-key", Rule(r"\bsk-[A-Za-z0-9_-]{16,}", SECRET, needs="sk-", flags=re.I)),
    ("xai-key", Rule(r"\bxai-[A-Za-z0-9_-]{16,}", SECRET, needs="xai-", flags=re.I)),
    ("google-api-key", Rule(r"\bAIza[0-9A-Za-z_-]{30,}", SECRET, needs="aiza")),
    ("github-token", Rule(r"\bgh[pousr]_[A-Za-z0-9]{20,}", SECRET, needs=("ghp_", "gho_", "ghu_", "ghs_", "ghr_"), flags=re.I)),
    ("github-fine-grained-token", Rule(r"\bgithub_pat_[A-Za-z0-9_]{20,}", SECRET, needs="github_pat_", flags=re.I)),
    ("gitlab-token", Rule(r"\bglpat-[A-Za-z0-9_-]{20,}", SECRET, needs="glpat-", flags=re.I)),
    ("slack-token", Rule(r"\bxox[abposr]-[A-Za-z0-9-]{10,}", SECRET, needs="xox", flags=re.I)),
    ("stripe-key", Rule(r"\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}", SECRET, needs=("_live_", "_test_"), flags=re.I)),
    ("npm-token", Rule(r"\bnpm_[A-Za-z0-9]{30,}", SECRET, needs="npm_", flags=re.I)),
    ("pypi-token", Rule(r"\bpypi-[A-Za-z0-9_-]{40,}", SECRET, needs="pypi-", flags=re.I)),
    ("aws-access-key", Rule(r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b", SECRET, needs=("akia", "asia"))),
    # `git@github.com` is the SSH user of every forge, never a person.
    # The look-behind starts a match only where a local part can start: linear on 200k-letter runs.
    ("email", Rule(r"(?<![A-Za-z0-9._%+>-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}",
                   lambda m: m.group() if m.group().startswith("git@") else "<email>", needs="@")),
    ("request-id", Rule(r"(?<![A-Za-z])((?:x-)?request[_-]?id)([\"']?\s*[:=]\s*[\"']?)(?!<request-id>)[A-Za-z0-9._-]+",
                        r"\1\2<request-id>", needs="request", flags=re.I)),
    ("request-id-token", Rule(r"\breq_[A-Za-z0-9]{16,}", "<request-id>", needs="req_", flags=re.I)),
]


# A content digest or a commit names public content: `sha256:…`, `HEAD is now at …`, `commit …`.
_DIGEST_BEFORE = re.compile(r"(?:\bsha(?:1|256|384|512)[:=]|\bcommit\s+|\bHEAD is now at\s+|\brevision\s+)$", re.I)


def _hex(match: re.Match[str]) -> str:
    before = match.string[max(0, match.start() - 20): match.start()]
    digest = len(match.group()) in (40, 64, 128) and _DIGEST_BEFORE.search(before)
    return match.group() if digest else "<hex>"


def _base64_like(match: re.Match[str]) -> str:
    token = match.group()
    return SECRET if _mixed(token) and _entropy(token) >= 4.0 else token


def _entropic(match: re.Match[str]) -> str:
    token = match.group()
    if not _mixed(token) or "_" in token.strip("_") and token.count("_") > 2:
        return token  # identifiers like snake_case_names_v2 are not keys
    digits = sum(c.isdigit() for c in token)
    return SECRET if digits >= 3 and _entropy(token) >= 3.8 else token


# Long runs: hex blobs, then base64-ish runs that mix upper case, lower case and digits (AWS secret
# keys, session blobs; `=` is padding at the end of a run and an assignment before one:
# `MYKEY=wJalrXUtnFEMI/K7MDENG…`), then shorter high-entropy tokens (random API keys with no known
# prefix), judged by entropy. None can match without a run of 20 of these characters.
_LONG_RUN = re.compile(r"[A-Za-z0-9+/_-]{20}")
_LONG_FAMILIES: list[tuple[str, Rule]] = [
    ("long-hex", Rule(r"(?<![0-9A-Fa-f<])[0-9A-Fa-f]{32,}(?![0-9A-Fa-f>])", _hex)),
    ("long-base64", Rule(r"(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{32,}={0,2}(?![A-Za-z0-9+/_-])", _base64_like)),
    ("high-entropy", Rule(r"(?<![A-Za-z0-9_+-])[A-Za-z0-9_+-]{20,}(?![A-Za-z0-9_+-])", _entropic)),
]


_FAMILY_RULES = tuple(rule for _, rule in _FAMILIES)
_LONG_RULES = tuple(rule for _, rule in _LONG_FAMILIES)


def redact(text: str, share: str = "public") -> str:
    """Text with paths handled per `share` and every known secret family replaced."""
    settled = True
    if share == "private":
        text = home_to_tilde(text)
    else:
        text, settled = collapse_to_fixpoint(text)
    before = text
    text = apply_rules(_FAMILY_RULES, text)
    if _LONG_RUN.search(text):
        text = apply_rules(_LONG_RULES, text)
    # A replaced secret can complete a path shape (`\\\\1.2.<secret>\\x`): collapse once more.
    if share != "private" and (text != before or not settled):
        text = collapse_paths(text)
    return text


def _mixed(token: str) -> bool:
    return any(c.isupper() for c in token) and any(c.islower() for c in token) and any(c.isdigit() for c in token)


def _entropy(token: str) -> float:
    counts = Counter(token)
    return -sum(n / len(token) * math.log2(n / len(token)) for n in counts.values())


def redact_sample(text: str, share: str, cap: int) -> str:
    """A stored raw sample: redacted first, then capped (public mode), so a cap never splits a secret."""
    text = redact(text, share)
    if share == "private" or cap <= 0 or len(text) <= cap:
        return text
    return text[: cap - 1].rstrip() + "…"


def family_names() -> list[str]:
    return [name for name, _ in _FAMILIES + _LONG_FAMILIES]
