"""Write the twenty-first field set: heldout21.jsonl and queries_heldout21.jsonl.

A fresh set for issue #13, gathered after the held-out sides of the first twenty field sets had
been measured while rules were tuned. Its groups live in groups21_*.py, each module with its
groups' queries, written with the record format of bench/corpus/field (fieldspec.py: G, V, Q and
the volatile-value generator), and every instance is derived the same way (field/build.py
`instances`, reached through heldout_kit.py).

The whole set is held out: there is no tune side, so every group and query lands in `heldout21`.
No rule may be tuned on it; it is the round's honest measurement. GROUPS.md, the table of groups for
whoever audits the set (not for whoever writes rules), is derived from the same groups and kept in
step the same way.

    python bench/corpus/field21/build.py          # rewrite the two files and GROUPS.md
    python bench/corpus/field21/build.py --check  # exit 1 if any differs from what this would write
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

import heldout_kit  # noqa: E402  (on the path just above)

SPEC_MODULES = ("groups21_a", "groups21_b", "groups21_c", "groups21_d", "groups21_e", "groups21_f", "groups21_g", "groups21_h",
                "groups21_i", "groups21_j")


def load_queries() -> list[Any]:
    """Each groups module keeps its groups' queries next to them (one plain, one Chinese per group)."""
    return [query for name in SPEC_MODULES for query in importlib.import_module(name).QUERIES]


def main(argv: list[str] | None = None) -> int:
    return heldout_kit.build_main(HERE, 21, SPEC_MODULES, load_queries, __doc__ or "", argv)


if __name__ == "__main__":
    raise SystemExit(main())
