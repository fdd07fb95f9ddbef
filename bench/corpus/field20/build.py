"""Write the twentieth field set: heldout20.jsonl and queries_heldout20.jsonl.

A fresh set for issue #13, gathered after the held-out sides of the first nineteen field sets had
been measured while rules were tuned. Its groups live in groups20_*.py, each module with its
groups' queries, written with the record format of bench/corpus/field (fieldspec.py: G, V, Q and
the volatile-value generator), and every instance is derived the same way (field/build.py
`instances`, reached through heldout_kit.py).

The whole set is held out: there is no tune side, so every group and query lands in `heldout20`.
No rule may be tuned on it; it is the round's honest measurement. GROUPS.md, the table of groups for
whoever audits the set (not for whoever writes rules), is derived from the same groups and kept in
step the same way.

    python bench/corpus/field20/build.py          # rewrite the two files and GROUPS.md
    python bench/corpus/field20/build.py --check  # exit 1 if any differs from what this would write
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

import heldout_kit  # noqa: E402  (on the path just above)

SPEC_MODULES = ("groups20_a", "groups20_b", "groups20_c", "groups20_d", "groups20_e", "groups20_f", "groups20_g", "groups20_h")


def load_queries() -> list[Any]:
    """Each groups module keeps its groups' queries next to them (one plain, one Chinese per group)."""
    return [query for name in SPEC_MODULES for query in importlib.import_module(name).QUERIES]


def main(argv: list[str] | None = None) -> int:
    return heldout_kit.build_main(HERE, 20, SPEC_MODULES, load_queries, __doc__ or "", argv)


if __name__ == "__main__":
    raise SystemExit(main())
