"""Print the source URLs of field set 2 that the first field corpus already uses (none is the aim).

Reads both corpora's .py and .jsonl files with a regex and prints only the URLs the two share, so
comparing them shows nothing else of the first corpus.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
_URL = re.compile(r"https?://[^\s\"')\\]+")


def urls(folder: Path) -> set[str]:
    found: set[str] = set()
    for path in folder.iterdir():
        if path.suffix in (".py", ".jsonl"):
            found |= set(_URL.findall(path.read_text(encoding="utf-8")))
    return found


def main() -> int:
    shared = sorted(urls(HERE) & urls(HERE.parent / "field"))
    for url in shared:
        print(url)
    return 1 if shared else 0


if __name__ == "__main__":
    sys.exit(main())
