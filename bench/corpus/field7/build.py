"""Write the seventh field set: heldout7.jsonl and queries_heldout7.jsonl.

A fresh set for issue #13, gathered after the held-out sides of the first six field sets had been
measured while rules were tuned. Its groups live in groups7_*.py, each module with its groups'
queries, written with the record format of bench/corpus/field (fieldspec.py: G, V, Q and the
volatile-value generator), and every instance is derived the same way (field/build.py `instances`).

The whole set is held out: there is no tune side, so every group and query lands in `heldout7`.
No rule may be tuned on it; it is the round's honest measurement. GROUPS.md, the table of groups for
whoever audits the set (not for whoever writes rules), is derived from the same groups and kept in
step the same way.

    python bench/corpus/field7/build.py          # rewrite the two files and GROUPS.md
    python bench/corpus/field7/build.py --check  # exit 1 if any differs from what this would write
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from collections import Counter
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
FIELD_BUILD = HERE.parent / "field" / "build.py"


def _field_build() -> Any:
    """field/build.py under another name (this file is build.py too): the same derivation."""
    spec = importlib.util.spec_from_file_location("field_build", FIELD_BUILD)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_FIELD = _field_build()

from fieldspec import G, Q  # noqa: E402  (on the path once field/build.py has run)

SPEC_MODULES = ("groups7_a", "groups7_b", "groups7_c", "groups7_d", "groups7_e", "groups7_f",
                "groups7_g", "groups7_h", "groups7_i", "groups7_j")
SIDES = ("heldout7",)


def load_groups() -> list[G]:
    return list(_FIELD.load_groups(SPEC_MODULES))


def load_queries() -> list[Q]:
    """Each groups module keeps its groups' queries next to them (one plain, one Chinese per group)."""
    return [query for name in SPEC_MODULES for query in importlib.import_module(name).QUERIES]


def side_of(component: str) -> str:
    """Every look-alike component is held out."""
    return SIDES[0]


def build() -> dict[str, list[dict[str, Any]]]:
    """Every output file's rows, keyed by file name."""
    outputs: dict[str, list[dict[str, Any]]] = _FIELD.split(load_groups(), load_queries(), SIDES, side_of)
    return outputs


def groups_table(groups: list[G], rows: list[dict[str, Any]]) -> str:
    """GROUPS.md: one line per group with its tool, class, instances, look-alike and first source."""
    count = Counter(row["group"] for row in rows)
    locales = {g.id: sorted({row["locale"] for row in rows if row["group"] == g.id}) for g in groups}
    lines = ["# Field set 7: the groups", "",
             "Derived by build.py from groups7_*.py; do not edit. Whoever writes recognition rules should not read",
             "this file (see README.md).", "",
             "| group | tool | class | locale | instances | variants | look-alike of | first source |",
             "|---|---|---|---|---|---|---|---|"]
    for g in groups:
        lines.append(f"| {g.id} | {g.tool} | {g.cls} | {'+'.join(locales[g.id])} | {count[g.id]} | "
                     f"{len(g.variants)} | {g.look or ''} | {g.src} |")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    outputs = build()
    status = int(_FIELD.write_or_check(outputs, HERE, __doc__ or "", argv))
    table = groups_table(load_groups(), outputs[f"{SIDES[0]}.jsonl"])
    path = HERE / "GROUPS.md"
    if "--check" in (sys.argv[1:] if argv is None else argv):
        if not path.exists() or path.read_text(encoding="utf-8") != table:
            print("stale: GROUPS.md (run python bench/corpus/field7/build.py)", file=sys.stderr)
            status = 1
    else:
        path.write_text(table, encoding="utf-8")
    return status


if __name__ == "__main__":
    raise SystemExit(main())
