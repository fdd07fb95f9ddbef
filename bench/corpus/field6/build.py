"""Write the sixth field set: heldout6.jsonl and queries_heldout6.jsonl.

A fresh set for issue #13, gathered after the held-out sides of the first five field sets had been
measured while rules were tuned. Its groups live in groups6_*.py and its queries in queries6.py,
written with the record format of bench/corpus/field (fieldspec.py: G, V, Q and the volatile-value
generator), and every instance is derived the same way (field/build.py `instances`).

The whole set is held out: there is no tune side, so every group and query lands in `heldout6`.
No rule may be tuned on it; it is the round's honest measurement. GROUPS.md, the table of groups for
whoever audits the set (not for whoever writes rules), is derived from the same groups and kept in
step the same way.

    python bench/corpus/field6/build.py          # rewrite the two files and GROUPS.md
    python bench/corpus/field6/build.py --check  # exit 1 if any differs from what this would write
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

import heldout_kit  # noqa: E402  (on the path just above)

SPEC_MODULES = ("groups6_ops", "groups6_msvc", "groups6_shell", "groups6_mobile", "groups6_cloud",
                "groups6_toolchains", "groups6_winzh", "groups6_pytools", "groups6_k8s", "groups6_winsock",
                "groups6_jvmcmake", "groups6_cmdgradle", "groups6_svc")


def main(argv: list[str] | None = None) -> int:
    return heldout_kit.build_main(HERE, 6, SPEC_MODULES, heldout_kit.queries_of("queries6"), __doc__ or "", argv)


if __name__ == "__main__":
    raise SystemExit(main())
