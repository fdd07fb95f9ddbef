"""What every wholly held-out field set (field4 onward) shares: its build and its source check.

A held-out set is built the way bench/corpus/field is (fieldspec.py's G, V and Q, field/build.py's
derivation of instances), with one side only, so no rule is tuned on it; its GROUPS.md (the table
of groups, for whoever audits the set, not for whoever writes rules) is derived from the same
groups. Its check_urls.py prints the source threads an earlier set already cites, and nothing else
of the earlier sets. Each set's own build.py and check_urls.py name their modules and call these.
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

CORPUS = Path(__file__).resolve().parent
FIELD_BUILD = CORPUS / "field" / "build.py"


def field_build() -> Any:
    """field/build.py under another name (each set's script is build.py too): the same derivation."""
    spec = importlib.util.spec_from_file_location("field_build", FIELD_BUILD)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def build_main(here: Path, number: int, spec_modules: tuple[str, ...], load_queries: Callable[[], list[Any]],
               doc: str, argv: list[str] | None, table: bool = True) -> int:
    """Write (or with `--check`, compare) heldoutN.jsonl, queries_heldoutN.jsonl and, with TABLE,
    GROUPS.md (field4's was written by hand)."""
    sys.path.insert(0, str(here))
    field = field_build()
    side = f"heldout{number}"
    groups = list(field.load_groups(spec_modules))
    outputs: dict[str, list[dict[str, Any]]] = field.split(groups, load_queries(), (side,), lambda _: side)
    status = int(field.write_or_check(outputs, here, doc, argv))
    if not table:
        return status
    text = groups_table(number, groups, outputs[f"{side}.jsonl"])
    path = here / "GROUPS.md"
    if "--check" in (sys.argv[1:] if argv is None else argv):
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            print(f"stale: GROUPS.md (run python bench/corpus/{here.name}/build.py)", file=sys.stderr)
            status = 1
    else:
        path.write_text(text, encoding="utf-8")
    return status


def queries_of(module: str) -> Callable[[], list[Any]]:
    """The queries a set keeps in one module."""
    return lambda: list(importlib.import_module(module).QUERIES)


def groups_table(number: int, groups: list[Any], rows: list[dict[str, Any]]) -> str:
    """GROUPS.md: one line per group with its tool, class, instances, look-alike and first source."""
    count = Counter(row["group"] for row in rows)
    locales = {g.id: sorted({row["locale"] for row in rows if row["group"] == g.id}) for g in groups}
    lines = [f"# Field set {number}: the groups", "",
             f"Derived by build.py from groups{number}_*.py; do not edit. Whoever writes recognition rules should "
             "not read", "this file (see README.md).", "",
             "| group | tool | class | locale | instances | variants | look-alike of | first source |",
             "|---|---|---|---|---|---|---|---|"]
    for g in groups:
        lines.append(f"| {g.id} | {g.tool} | {g.cls} | {'+'.join(locales[g.id])} | {count[g.id]} | "
                     f"{len(g.variants)} | {g.look or ''} | {g.src} |")
    return "\n".join(lines) + "\n"


def urls(folder: Path) -> set[str]:
    """Every source URL named by a row or query in FOLDER's .jsonl files."""
    found: set[str] = set()
    for path in folder.glob("*.jsonl"):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                found.add(json.loads(line).get("source_url", ""))
    found.discard("")
    return found


def url_key(url: str) -> str:
    """One thread's URL however it was written: lowercased first (`HTTP://WWW.…`), then no scheme,
    `www.`, fragment, query or trailing slash."""
    url = url.lower().split("#", 1)[0].split("?", 1)[0].rstrip("/")
    url = url.split("://", 1)[-1]
    return url.removeprefix("www.")


def earlier_sets(number: int) -> tuple[str, ...]:
    """The folders of every set before field set NUMBER (`field`, then `field2` onward)."""
    return ("field", *(f"field{n}" for n in range(2, number)))


def shared(ours: set[str], earlier: tuple[str, ...]) -> list[str]:
    """The URLs of OURS that an EARLIER set names as a source, compared as `url_key` does."""
    cited = {url_key(url) for name in earlier for url in urls(CORPUS / name)}
    return sorted(url for url in ours if url_key(url) in cited)


def check_main(here: Path, earlier: tuple[str, ...], argv: list[str] | None) -> int:
    """Print the shared source URLs (of HERE's files, or of the URLs given); exit 1 if any."""
    candidates = sys.argv[1:] if argv is None else argv
    found = shared(set(candidates) if candidates else urls(here), earlier)
    for url in found:
        print(url)
    return 1 if found else 0
