"""Write the fourth field set: heldout4.jsonl and queries_heldout4.jsonl.

A fresh set for issue #13, gathered after the held-out sides of the first three field sets had been
measured while rules were tuned. Its groups live in groups4_*.py and its queries in queries4.py,
written with the record format of bench/corpus/field (fieldspec.py: G, V, Q and the volatile-value
generator), and every instance is derived the same way (field/build.py `instances`).

The whole set is held out: there is no tune side, so every group and query lands in `heldout4`.
No rule may be tuned on it; it is the round's honest measurement.

    python bench/corpus/field4/build.py          # rewrite the two files
    python bench/corpus/field4/build.py --check  # exit 1 if they differ from what this would write
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

import heldout_kit  # noqa: E402  (on the path just above)

SPEC_MODULES = ("groups4_lang", "groups4_ops", "groups4_zh", "groups4_win", "groups4_pkg",
                "groups4_shell", "groups4_cloud", "groups4_javazh", "groups4_more", "groups4_net")


def main(argv: list[str] | None = None) -> int:
    return heldout_kit.build_main(HERE, 4, SPEC_MODULES, heldout_kit.queries_of("queries4"), __doc__ or "", argv,
                                  table=False)


if __name__ == "__main__":
    raise SystemExit(main())
