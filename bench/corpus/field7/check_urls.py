"""Print the source URLs of field set 7 that an earlier field set already uses (none is the aim).

Reads the `source_url` of every row and query in each set's .jsonl files and prints only the ones
set 7 shares with bench/corpus/field, field2, field3, field4, field5 or field6, so running it shows
nothing else of the earlier sets (their groups were tuned against, or measured, and must stay unread
by whoever builds a held-out set). URLs inside a message's text (a docs link a tool prints) are not
sources and are not compared. URLs given as arguments are checked instead of set 7's files: that is
how a candidate thread is vetted before a group is written from it.

    python bench/corpus/field7/check_urls.py              # set 7's sources against the earlier sets
    python bench/corpus/field7/check_urls.py URL [URL…]   # candidate threads against them
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
EARLIER = ("field", "field2", "field3", "field4", "field5", "field6")


def urls(folder: Path) -> set[str]:
    """Every source URL named by a row or query in FOLDER's .jsonl files."""
    found: set[str] = set()
    for path in folder.glob("*.jsonl"):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                found.add(json.loads(line).get("source_url", ""))
    found.discard("")
    return found


def _key(url: str) -> str:
    """One thread's URL however it was written: no scheme, `www.`, fragment, query or trailing slash."""
    url = url.split("#", 1)[0].split("?", 1)[0].rstrip("/")
    url = url.split("://", 1)[-1]
    return url.removeprefix("www.").lower()


def shared(ours: set[str]) -> list[str]:
    """The URLs of OURS that an earlier set names as a source, compared as `_key` does."""
    earlier = {_key(url) for name in EARLIER for url in urls(HERE.parent / name)}
    return sorted(url for url in ours if _key(url) in earlier)


def main(argv: list[str] | None = None) -> int:
    candidates = sys.argv[1:] if argv is None else argv
    found = shared(set(candidates) if candidates else urls(HERE))
    for url in found:
        print(url)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
