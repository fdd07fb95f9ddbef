"""Print the source URLs of field set 3 that an earlier field set already uses (none is the aim).

Reads the `source_url` of every row and query in each set's .jsonl files and prints only the ones
set 3 shares with bench/corpus/field or bench/corpus/field2, so running it shows nothing else of the
earlier sets (their groups were tuned against and must stay unread by whoever builds a held-out
set). URLs inside a message's text (a docs link a tool prints) are not sources and are not compared.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
EARLIER = ("field", "field2")


def urls(folder: Path) -> set[str]:
    """Every source URL named by a row or query in FOLDER's .jsonl files."""
    found: set[str] = set()
    for path in folder.glob("*.jsonl"):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                found.add(json.loads(line).get("source_url", ""))
    found.discard("")
    return found


def main() -> int:
    ours = urls(HERE)
    shared = sorted(set().union(*(ours & urls(HERE.parent / name) for name in EARLIER)))
    for url in shared:
        print(url)
    return 1 if shared else 0


if __name__ == "__main__":
    sys.exit(main())
