"""ERRORS.md's bytes ⇄ text, as the file has them.

UTF-8, with a stray byte that is not UTF-8 kept as it is through a read and a write
(surrogateescape). A file saved as UTF-16 or UTF-32 (an editor's "Unicode") is read, so its
entries still answer, but never written: a UTF-8 block appended inside it would corrupt it, so
`foreign_encoding` names the encoding for the writer to refuse. Line ends are the file's own:
LF, CRLF, or CR alone (classic Mac), and `lf` gives the text with every one as `\\n`, for the
searches that look for a header at the start of a line.
"""

from __future__ import annotations

import codecs
import re

_BOMS = (  # UTF-32 first: its little-endian BOM begins with UTF-16's
    (codecs.BOM_UTF32_LE, "UTF-32 LE", "utf-32"), (codecs.BOM_UTF32_BE, "UTF-32 BE", "utf-32"),
    (codecs.BOM_UTF16_LE, "UTF-16 LE", "utf-16"), (codecs.BOM_UTF16_BE, "UTF-16 BE", "utf-16"),
)
_BREAKS = re.compile(r"\r\n?")


def foreign_encoding(data: bytes) -> str:
    """The encoding of a file that is not UTF-8 ("UTF-16 LE"), or "" for UTF-8 (stray bytes and all).

    A byte-order mark says it; without one, NUL bytes do (UTF-16 text is half NULs, and no
    Markdown a person wrote holds any): the side they fall on tells the byte order."""
    for bom, name, _codec in _BOMS:
        if data.startswith(bom):
            return name
    head = data[:4096]
    if b"\x00" not in head:
        return ""
    odd = head[1::2].count(0)
    even = head[0::2].count(0)
    if odd > len(head) // 4 and odd > even:
        return "UTF-16 LE"
    if even > len(head) // 4:
        return "UTF-16 BE"
    return "binary (it holds NUL bytes)"


def decode(data: bytes) -> str:
    """The file's text. A UTF-16 or UTF-32 file is decoded as such (read, never written)."""
    foreign = foreign_encoding(data)
    if foreign.startswith("UTF-"):
        codec = {"UTF-32": "utf-32", "UTF-16": "utf-16"}[foreign[:6]]
        has_bom = any(data.startswith(bom) for bom, _name, _codec in _BOMS)
        if not has_bom:
            codec += "-le" if foreign.endswith("LE") else "-be"
        return data.decode(codec, errors="replace")
    # surrogateescape: a stray non-UTF-8 byte survives a read and write unchanged.
    return data.decode("utf-8", errors="surrogateescape")


def encode(text: str) -> bytes:
    return text.encode("utf-8", errors="surrogateescape")


def lf(text: str) -> str:
    """The text with every line end as `\\n` (the same lines: markdown-it breaks at all three)."""
    return _BREAKS.sub("\n", text) if "\r" in text else text


def how_to_convert(encoding: str) -> str:
    source = encoding.split(" ")[0] if encoding.startswith("UTF-") else "ENCODING"
    return f"convert it to UTF-8 (e.g. iconv -f {source} -t UTF-8 ERRORS.md > ERRORS.md.new && mv ERRORS.md.new ERRORS.md)"
