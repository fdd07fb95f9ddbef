"""Print the source URLs of field set 21 that an earlier field set already uses (none is the aim).

Reads the `source_url` of every row and query in each set's .jsonl files and prints only the ones
set 21 shares with bench/corpus/field or field2 to field20, so running it shows nothing else of the
earlier sets (their groups were tuned against, or measured, and must stay unread by whoever builds a
held-out set). URLs are compared lowercased first, then without scheme, `www.`, fragment, query or
trailing slash (heldout_kit.url_key), so `HTTP://WWW.GITHUB.COM/…` counts as shared too. URLs
inside a message's text (a docs link a tool prints) are not sources and are not compared. URLs
given as arguments are checked instead of set 21's files: that is how a candidate thread is
vetted before a group is written from it.

    python bench/corpus/field21/check_urls.py              # set 21's sources against the earlier sets
    python bench/corpus/field21/check_urls.py URL [URL…]   # candidate threads against them
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

import heldout_kit  # noqa: E402  (on the path just above)
from heldout_kit import urls  # noqa: E402,F401  (the tests read a set's sources through this script)

EARLIER = heldout_kit.earlier_sets(21)


def shared(ours: set[str]) -> list[str]:
    """The URLs of OURS that an earlier set names as a source, however each is written."""
    return heldout_kit.shared(ours, EARLIER)


def main(argv: list[str] | None = None) -> int:
    return heldout_kit.check_main(HERE, EARLIER, argv)


if __name__ == "__main__":
    sys.exit(main())
