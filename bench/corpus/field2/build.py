"""Write the second field set: tune2.jsonl, heldout2.jsonl, queries_tune2.jsonl, queries_heldout2.jsonl.

A fresh set for issue #13, gathered after the first field corpus's held-out half had been measured
many times. Its groups live in groups2_*.py and its queries in queries2.py, written with the record
format of bench/corpus/field (fieldspec.py: G, V, Q and the volatile-value generator), and every
instance is derived the same way (field/build.py `instances`).

It is split like the first set, by look-alike component (field/build.py `components`: a group and
the groups it is a look-alike of always fall on one side), with its own salt so the two splits are
unrelated: `tune2` may be tuned on, `heldout2` never.

    python bench/corpus/field2/build.py          # rewrite the four files
    python bench/corpus/field2/build.py --check  # exit 1 if they differ from what this would write
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import sys
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

SPEC_MODULES = ("groups2_shell", "groups2_lang", "groups2_tools", "groups2_zh", "groups2_look", "groups2_ops",
                "groups2_runtime", "groups2_two", "groups2_values", "groups2_everyday", "groups2_daily",
                "groups2_build", "groups2_zhnode", "groups2_scripts",
                "groups2_hosts", "groups2_winperm", "groups2_mirrors", "groups2_fleet",
                "groups2_units")
SIDES = ("tune2", "heldout2")
SALT = b"field2:"


def load_groups() -> list[G]:
    return list(_FIELD.load_groups(SPEC_MODULES))


def load_queries() -> list[Q]:
    return list(importlib.import_module("queries2").QUERIES)


def side_of(component: str) -> str:
    return SIDES[hashlib.sha256(SALT + component.encode()).digest()[0] & 1]


def build() -> dict[str, list[dict[str, Any]]]:
    """Every output file's rows, keyed by file name."""
    return _FIELD.split(load_groups(), load_queries(), SIDES, side_of)


def main(argv: list[str] | None = None) -> int:
    return int(_FIELD.write_or_check(build(), HERE, __doc__ or "", argv))


if __name__ == "__main__":
    raise SystemExit(main())
