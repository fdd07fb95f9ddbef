"""SHA-256 as hex, without loading OpenSSL for a few hundred bytes.

`hashlib` loads libcrypto (several milliseconds, on every hook call that fingerprints an error).
CPython's own SHA-256 gives the same digest; it is slower per byte than OpenSSL's, so a large
input (ERRORS.md itself) still goes through hashlib.
"""

from __future__ import annotations

SMALL = 64 * 1024  # bytes: below this the built-in module wins by far


def sha256_hex(data: bytes) -> str:
    if len(data) < SMALL:
        try:
            from _sha256 import sha256  # CPython 3.10–3.11
        except ImportError:
            try:
                from _sha2 import sha256  # CPython 3.12+
            except ImportError:
                from hashlib import sha256
        return str(sha256(data).hexdigest())
    import hashlib

    return hashlib.sha256(data).hexdigest()
