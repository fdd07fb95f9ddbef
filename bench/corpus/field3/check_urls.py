"""Print the source URLs of field set 3 that an earlier field set already uses (none is the aim).

Reads every set's .py and .jsonl files with a regex and prints only the URLs set 3 shares with
bench/corpus/field or bench/corpus/field2, so running it shows nothing else of the earlier sets
(their groups were tuned against and must stay unread by whoever builds a held-out set).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
EARLIER = ("field", "field2")
_URL = re.compile(r"https?://[^\s\"')\\]+")


def urls(folder: Path) -> set[str]:
    found: set[str] = set()
    for path in folder.iterdir():
        if path.suffix in (".py", ".jsonl"):
            found |= set(_URL.findall(path.read_text(encoding="utf-8")))
    return found


def main() -> int:
    ours = urls(HERE)
    shared = sorted(set().union(*(ours & urls(HERE.parent / name) for name in EARLIER)))
    for url in shared:
        print(url)
    return 1 if shared else 0


if __name__ == "__main__":
    sys.exit(main())
