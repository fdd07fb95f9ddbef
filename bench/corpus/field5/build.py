"""Write the fifth field set: heldout5.jsonl and queries_heldout5.jsonl.

A fresh set for issue #13, gathered after the held-out sides of the first four field sets had been
measured while rules were tuned. Its groups live in groups5_*.py and its queries in queries5.py,
written with the record format of bench/corpus/field (fieldspec.py: G, V, Q and the volatile-value
generator), and every instance is derived the same way (field/build.py `instances`).

The whole set is held out: there is no tune side, so every group and query lands in `heldout5`.
No rule may be tuned on it; it is the round's honest measurement. GROUPS.md, the table of groups for
whoever audits the set (not for whoever writes rules), is derived from the same groups and kept in
step the same way.

    python bench/corpus/field5/build.py          # rewrite the two files and GROUPS.md
    python bench/corpus/field5/build.py --check  # exit 1 if any differs from what this would write
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

import heldout_kit  # noqa: E402  (on the path just above)

SPEC_MODULES = ("groups5_lang", "groups5_shell", "groups5_tsc", "groups5_unix", "groups5_zh", "groups5_ops",
                "groups5_runtime", "groups5_libs", "groups5_win", "groups5_net", "groups5_ci",
                "groups5_zsh", "groups5_cfg", "groups5_build",
                "groups5_windll", "groups5_sched", "groups5_seps",
                "groups5_redis", "groups5_celery")


def main(argv: list[str] | None = None) -> int:
    return heldout_kit.build_main(HERE, 5, SPEC_MODULES, heldout_kit.queries_of("queries5"), __doc__ or "", argv)


if __name__ == "__main__":
    raise SystemExit(main())
