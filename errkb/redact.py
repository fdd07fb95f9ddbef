"""Secret removal: runs before anything is stored, indexed, logged or shown to a model.

One home per family, applied in order (paths first, then credentials, then generic
high-entropy strings). `redact(redact(x)) == redact(x)`, and ordinary error text is left alone;
tests/cases/redact_corpus.jsonl holds the cases both ways.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Callable

from .normalize import collapse_paths, home_to_tilde

SECRET = "<secret>"

_Replacement = str | Callable[[re.Match[str]], str]
_FAMILIES: list[tuple[str, re.Pattern[str], _Replacement]] = [
    ("pem-private-key", re.compile(
        r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----.*?(?:-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----|\Z)",
        re.S), "<private-key>"),
    ("url-password", re.compile(r"(?<![a-z0-9+.-])([a-z][a-z0-9+.-]*://[^\s:/@'\"<>]+):[^\s@/'\"<>]+@", re.I), r"\1:<secret>@"),
    ("authorization-header", re.compile(
        r"(?<![A-Za-z])((?:proxy-)?authorization)([\"']?\s*[:=]\s*[\"']?)(?:(?:basic|bearer|token|digest)\s+)?[^\s\"',;]+", re.I),
        r"\1\2<secret>"),
    ("cookie-header", re.compile(r"(?<![A-Za-z])((?:set-)?cookie)(\s*[:=]\s*)[^\r\n]+", re.I), r"\1\2<secret>"),
    ("api-key-assignment", re.compile(r"(?<![A-Za-z])((?:x-)?api[_-]?key)([\"']?\s*[:=]\s*[\"']?)[^\s\"'&,;]+", re.I),
     r"\1\2<secret>"),
    ("secret-assignment", re.compile(
        r"(?<![A-Za-z0-9>])((?:[a-z0-9]+[_-]){0,4}(?:access_|refresh_|id_|auth_|session_)?(?:token|password|passwd|pwd|client_secret|secret|secret_access_key|private_key))"
        r"((?:\s*=\s*|[\"']\s*:\s*)[\"']?)(?!<secret>)[^\s\"',;&]+", re.I), r"\1\2<secret>"),
    # YAML and logs: `password: x`. Only the password words: a bare `token:` is `Unexpected token: }`.
    ("password-colon", re.compile(r"(?<![A-Za-z0-9>])((?:[a-z0-9]+[_-]){0,4}(?:password|passwd|client_secret))(:[ \t]*)(?!<secret>)[^\s\"',;&]+",
                                  re.I), r"\1\2<secret>"),
    # Shell: `PGPASSWORD=x`, and flags: `--password x`, `--token=x`; never `--password-stdin`, nor the
    # prose of `Using --password via the CLI is insecure` (a value has a non-letter or 6+ letters).
    ("env-secret", re.compile(r"(?<![A-Za-z0-9_])([A-Z][A-Z0-9]*(?:PASSWORD|PASSWD|TOKEN|SECRET))(=)(?!<secret>)[^\s\"']+"),
     r"\1\2<secret>"),
    ("secret-flag", re.compile(r"(?<![\w<>-])(--?(?:password|passwd|pass|token|secret|api-key|access-token|auth-token))(\s+|=)"
                               r"(?!<secret>)(?!-)(?=[^\s\"']*[^A-Za-z\s\"']|[A-Za-z]{6})[^\s\"']+", re.I), r"\1\2<secret>"),
    ("bearer-token", re.compile(r"\b(Bearer)\s+[A-Za-z0-9._~+/=-]{8,}"), r"\1 <secret>"),
    ("jwt", re.compile(r"\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}"), SECRET),
    ("anthropic-key", re.compile(r"\bsk-ant-[A-Za-z0-9_-]{16,}", re.I), SECRET),
    ("openai-style-key", re.compile(r"\bsk-[A-Za-z0-9_-]{16,}", re.I), SECRET),
    ("xai-key", re.compile(r"\bxai-[A-Za-z0-9_-]{16,}", re.I), SECRET),
    ("google-api-key", re.compile(r"\bAIza[0-9A-Za-z_-]{30,}"), SECRET),
    ("github-token", re.compile(r"\bgh[pousr]_[A-Za-z0-9]{20,}", re.I), SECRET),
    ("github-fine-grained-token", re.compile(r"\bgithub_pat_[A-Za-z0-9_]{20,}", re.I), SECRET),
    ("gitlab-token", re.compile(r"\bglpat-[A-Za-z0-9_-]{20,}", re.I), SECRET),
    ("slack-token", re.compile(r"\bxox[abposr]-[A-Za-z0-9-]{10,}", re.I), SECRET),
    ("stripe-key", re.compile(r"\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}", re.I), SECRET),
    ("npm-token", re.compile(r"\bnpm_[A-Za-z0-9]{30,}", re.I), SECRET),
    ("pypi-token", re.compile(r"\bpypi-[A-Za-z0-9_-]{40,}", re.I), SECRET),
    ("aws-access-key", re.compile(r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b"), SECRET),
    # `git@github.com` is the SSH user of every forge, never a person.
    # The look-behind starts a match only where a local part can start: linear on 200k-letter runs.
    ("email", re.compile(r"(?<![A-Za-z0-9._%+>-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}"),
     lambda m: m.group() if m.group().startswith("git@") else "<email>"),
    ("request-id", re.compile(r"(?<![A-Za-z])((?:x-)?request[_-]?id)([\"']?\s*[:=]\s*[\"']?)(?!<request-id>)[A-Za-z0-9._-]+", re.I),
     r"\1\2<request-id>"),
    ("request-id-token", re.compile(r"\breq_[A-Za-z0-9]{16,}", re.I), "<request-id>"),
    ("long-hex", re.compile(r"(?<![0-9A-Fa-f<])[0-9A-Fa-f]{32,}(?![0-9A-Fa-f>])"), lambda m: _hex(m)),  # defined below
]
# Long base64-ish runs that mix upper case, lower case and digits (AWS secret keys, session blobs).
# `=` is padding at the end of a run and an assignment before one (`MYKEY=wJalrXUtnFEMI/K7MDENG…`).
_LONG_B64 = re.compile(r"(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{32,}={0,2}(?![A-Za-z0-9+/_-])")
# Shorter high-entropy tokens (random API keys with no known prefix), judged by entropy.
_ENTROPIC = re.compile(r"(?<![A-Za-z0-9_+-])[A-Za-z0-9_+-]{20,}(?![A-Za-z0-9_+-])")


# A content digest or a commit names public content: `sha256:…`, `HEAD is now at …`, `commit …`.
_DIGEST_BEFORE = re.compile(r"(?:\bsha(?:1|256|384|512)[:=]|\bcommit\s+|\bHEAD is now at\s+|\brevision\s+)$", re.I)


def _hex(match: re.Match[str]) -> str:
    before = match.string[max(0, match.start() - 20): match.start()]
    digest = len(match.group()) in (40, 64, 128) and _DIGEST_BEFORE.search(before)
    return match.group() if digest else "<hex>"


def redact(text: str, share: str = "public") -> str:
    """Text with paths handled per `share` and every known secret family replaced."""
    text = collapse_paths(text) if share != "private" else home_to_tilde(text)
    for _name, pattern, replacement in _FAMILIES:
        text = pattern.sub(replacement, text)
    text = _ENTROPIC.sub(_entropic, _LONG_B64.sub(_base64_like, text))
    # A replaced secret can complete a path shape (`\\\\1.2.<secret>\\x`): collapse once more.
    return collapse_paths(text) if share != "private" else text


def _mixed(token: str) -> bool:
    return any(c.isupper() for c in token) and any(c.islower() for c in token) and any(c.isdigit() for c in token)


def _base64_like(match: re.Match[str]) -> str:
    token = match.group()
    return SECRET if _mixed(token) and _entropy(token) >= 4.0 else token


def _entropic(match: re.Match[str]) -> str:
    token = match.group()
    if not _mixed(token) or "_" in token.strip("_") and token.count("_") > 2:
        return token  # identifiers like snake_case_names_v2 are not keys
    digits = sum(c.isdigit() for c in token)
    return SECRET if digits >= 3 and _entropy(token) >= 3.8 else token


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
    return [name for name, _, _ in _FAMILIES] + ["long-base64", "high-entropy"]
