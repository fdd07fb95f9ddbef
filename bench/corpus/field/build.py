"""Write the field corpus: tune.jsonl, heldout.jsonl, queries_tune.jsonl, queries_heldout.jsonl.

The groups live in groups_*.py and the queries in queries.py (each entry names the public thread
its message came from); fieldspec.py says how instances are derived. The split is by group: the
groups joined by `lookalike_of` form one component, and a component goes to `heldout` when the
first byte of sha256(its alphabetically first group id) is odd, to `tune` otherwise. A query
follows its group.

    python bench/corpus/field/build.py          # rewrite the four files
    python bench/corpus/field/build.py --check  # exit 1 if they differ from what this would write
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import json
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from fieldspec import Fill, G, Q, V, default_shell, fill, seeded  # noqa: E402

SPEC_MODULES = ("groups_shell", "groups_python", "groups_node", "groups_vcs", "groups_build", "groups_infra",
                "groups_data")
SIDES = ("tune", "heldout")
DEFAULT_INSTANCES = 5


def load_groups(modules: tuple[str, ...] = SPEC_MODULES) -> list[G]:
    """The groups of each module in MODULES (field2/build.py names its own)."""
    groups: list[G] = []
    for name in modules:
        groups.extend(importlib.import_module(name).GROUPS)
    return groups


def load_queries() -> list[Q]:
    return list(importlib.import_module("queries").QUERIES)


def _variants(group: G) -> list[V]:
    return [v if isinstance(v, V) else V(v) for v in group.variants]


def instances(group: G) -> list[dict[str, Any]]:
    """The rows of one group: variant i % len(variants), its volatile parts drawn for instance i."""
    variants = _variants(group)
    count = max(group.n, len(variants), DEFAULT_INSTANCES)
    rows = []
    for i in range(count):
        variant = variants[i % len(variants)]
        oses = (variant.os,) if isinstance(variant.os, str) and variant.os else (variant.os or group.os)
        os_name = oses[(i // len(variants) + i) % len(oses)]
        values = Fill(seeded(group.id, i), os_name)
        values.values.update(group.extra)
        text = fill(variant.text, values)
        if group.wraps:
            values.values["msg"] = text
            text = fill(group.wraps[i % len(group.wraps)], values)
        shells = (variant.shell,) if variant.shell else group.shells
        row: dict[str, Any] = {
            "group": group.id, "source": "command", "tool": variant.tool or group.tool,
            "command": fill(variant.cmd or group.cmd, values) or None,
            "exit_code": group.exit if variant.exit == -1 else variant.exit, "text": text,
        }
        if group.look:
            row["lookalike_of"] = group.look
        row.update({"source_url": variant.src or group.src, "os": os_name,
                    "shell": shells[i % len(shells)] if shells else default_shell(os_name, i),
                    "locale": variant.locale or group.locale, "class": variant.cls or group.cls})
        rows.append(row)
    return rows


def components(groups: Iterable[G]) -> dict[str, str]:
    """Group id → the alphabetically first group id of its look-alike component."""
    parent: dict[str, str] = {}

    def root(g: str) -> str:
        while parent.setdefault(g, g) != g:
            parent[g] = parent[parent[g]]
            g = parent[g]
        return g

    for group in groups:
        root(group.id)
        if group.look:
            a, b = root(group.id), root(group.look)
            parent[max(a, b)] = min(a, b)
    return {g: root(g) for g in parent}


def side_of(component: str) -> str:
    return SIDES[hashlib.sha256(component.encode()).digest()[0] & 1]


def build() -> dict[str, list[dict[str, Any]]]:
    """Every output file's rows, keyed by file name."""
    return split(load_groups(), load_queries(), SIDES, side_of)


def split(groups: list[G], queries: list[Q], sides: tuple[str, ...],
          side: Callable[[str], str]) -> dict[str, list[dict[str, Any]]]:
    """The rows of `groups` and `queries` by the side their look-alike component falls on:
    `{side}.jsonl` and `queries_{side}.jsonl` for each side (field2/build.py uses it too)."""
    comp = components(groups)
    out: dict[str, list[dict[str, Any]]] = {f"{s}.jsonl": [] for s in sides}
    out.update({f"queries_{s}.jsonl": [] for s in sides})
    for group in groups:
        out[f"{side(comp[group.id])}.jsonl"].extend(instances(group))
    for query in queries:
        row = {"query": query.text, "group": query.group, "kind": query.kind}
        if query.src:
            row["source_url"] = query.src
        out[f"queries_{side(comp.get(query.group, query.group))}.jsonl"].append(row)
    return out


def render(rows: list[dict[str, Any]]) -> str:
    return "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows)


def main(argv: list[str] | None = None) -> int:
    return write_or_check(build(), HERE, __doc__ or "", argv)


def write_or_check(outputs: dict[str, list[dict[str, Any]]], folder: Path, doc: str,
                   argv: list[str] | None = None) -> int:
    """Write each output file into `folder`, or with `--check` exit 1 when one differs."""
    parser = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="compare with the files on disk instead of writing")
    args = parser.parse_args(argv)
    stale = []
    for name, rows in outputs.items():
        path = folder / name
        text = render(rows)
        if args.check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(name)
        else:
            path.write_text(text, encoding="utf-8")
    if stale:
        print(f"stale: {', '.join(stale)} (run python bench/corpus/{folder.name}/build.py)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
