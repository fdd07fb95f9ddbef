"""The layout keeps its plan (docs/architecture.md): lower stages never import higher ones,
subpackage `__init__` files stay empty, and each third-party library has one importing module."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "errkb"
BASE = {"model", "errors", "versions", "valueclass", "digest", ""}
# What each part may import besides itself and BASE (docs/architecture.md, "What may import what").
ALLOWED: dict[str, set[str]] = {
    "recognize": set(),
    "machine": set(),
    "kb": {"machine", "recognize"},
    "derived": {"machine", "recognize", "kb"},
    "loop": {"machine", "recognize", "kb", "derived"},
    "sync": {"machine", "recognize", "kb", "derived"},
    "hosts": {"machine", "recognize", "kb", "derived", "loop"},
    "install": {"machine", "hosts"},
    "curate": {"machine", "recognize", "kb", "derived", "loop", "hosts"},
    "app": {"machine", "recognize", "kb", "derived", "loop", "sync", "hosts", "install", "curate"},
}
# The one module that may import each third-party library.
OWNERS = {
    "markdown_it": {"kb/fences.py"},
    "frontmatter": {"kb/frontmatter.py"},
    "ruamel": {"machine/yamlfile.py"},
    "rapidfuzz": {"loop/match.py"},
    "tomlkit": {"install/tomledit.py"},
    "mcp": {"mcp_server.py"},
    "zstandard": {"curate/sources.py"},
    "yaml": set(),  # PyYAML: ruamel parses every YAML errkb reads, front matter included
}


def _modules() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts)


def _part(path: Path) -> str:
    rel = path.relative_to(PACKAGE).parts
    return rel[0] if len(rel) > 1 else Path(rel[0]).stem


def _imports(path: Path) -> list[tuple[str, int]]:
    """(absolute module name, line) of everything the file imports, lazy imports included."""
    rel = path.relative_to(PACKAGE).with_suffix("").parts
    package = ["errkb", *rel[:-1]] if rel[-1] != "__init__" else ["errkb", *rel[:-1]]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [(alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
                if node.module is None:  # `from . import x`: x may be a module
                    found += [(f"{target}.{alias.name}", node.lineno) for alias in node.names]
                    continue
                found.append((target, node.lineno))
            elif node.module:
                found.append((node.module, node.lineno))
    return found


def _own_part(name: str) -> str | None:
    parts = name.split(".")
    if parts[0] != "errkb":
        return None
    return parts[1] if len(parts) > 1 else ""


@pytest.mark.parametrize("path", _modules(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_lower_stages_never_import_higher_ones(path: Path) -> None:
    part = _part(path)
    if part not in ALLOWED:
        return  # cli, mcp_server, __main__: the edge may import anything
    allowed = ALLOWED[part] | BASE | {part}
    wrong = [f"line {line}: {name}" for name, line in _imports(path)
             if (target := _own_part(name)) is not None and target not in allowed]
    assert not wrong, f"{path.relative_to(PACKAGE)} ({part}) imports above its stage: {wrong}"


def test_subpackage_inits_are_empty() -> None:
    """A hook imports only what it uses: an __init__ with code would load on every import below it."""
    full = [str(p.relative_to(PACKAGE)) for p in PACKAGE.rglob("__init__.py")
            if p.parent != PACKAGE and p.read_text(encoding="utf-8").strip()]
    assert full == []


def test_each_third_party_library_has_one_importing_module() -> None:
    users: dict[str, set[str]] = {lib: set() for lib in OWNERS}
    for path in _modules():
        for name, _ in _imports(path):
            top = name.split(".")[0]
            if top in users:
                users[top].add(str(path.relative_to(PACKAGE)))
    assert users == OWNERS



def test_commands_print_only_through_the_sanitising_helpers() -> None:
    """Everything a command prints goes through cli/base.py's echo, note or emit_json, which show
    unsafe characters as markers (docs/security.md): no command module writes to a stream itself."""
    offenders = []
    for path in sorted((PACKAGE / "cli").glob("*.py")):
        if path.name == "base.py":
            continue
        source = path.read_text(encoding="utf-8").splitlines()
        for node in ast.walk(ast.parse("\n".join(source))):
            if isinstance(node, ast.Call) and "# only errkb's own ASCII" in source[node.lineno - 1]:
                continue  # a hot loop printing what errkb made itself (fingerprints), said where it stands
            if isinstance(node, ast.Call):
                func = node.func
                name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
                owner = func.value.id if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) else ""
                if (owner, name) in {("click", "echo"), ("click", "secho"), ("", "print")} or name == "write" and owner in (
                        "sys", "stdout", "stderr", "out"):
                    offenders.append(f"{path.name}:{node.lineno}")
    assert offenders == []


def test_formatting_a_line_loads_no_lookup_index_or_matcher() -> None:
    """formatting.py needs lookup's and the index's types only for type checking."""
    code = "import sys, errkb.app.formatting; print(sorted(m for m in sys.modules if m.startswith('errkb')))"
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert loaded.strip() == str(["errkb", "errkb.app", "errkb.app.formatting", "errkb.model", "errkb.valueclass"])


# What a known-error hook call has no use for: each costs it 1-12% of its time (docs/benchmarks.md §5).
# (Not `gc`: a built-in module, free to import, which the executable uses to turn the collector off.)
NEEDLESS_ON_A_HIT = {"pathlib", "urllib", "ipaddress", "contextlib", "shlex", "typing", "dataclasses", "inspect",
                     "datetime", "tempfile", "subprocess", "threading", "unicodedata", "array", "math"}
HOOK_CALL = """
import sys
sys.argv = ["errkb", "--kb", sys.argv[1], "hook", "claude"]
from errkb.__main__ import main
try:
    main()
except SystemExit:
    pass
sys.stderr.write("\\nLOADED " + " ".join(sorted(sys.modules)))
"""


def test_a_known_error_hook_call_loads_no_library_it_has_no_use_for(tmp_path: Path) -> None:
    """The second call of one failure is a hit: run as `python -S` (no site, so no editable-install
    finder has loaded pathlib first, and no third-party package can be imported), it answers and
    imports none of them."""
    env = dict(os.environ, PYTHONPATH=str(PACKAGE.parent), ERRKB_CONFIG=str(tmp_path / "config.yaml"),
               XDG_CACHE_HOME=str(tmp_path / "gone" / ".cache"))  # no background pattern-cache build
    env.pop("ERRKB_DIR", None)
    for call in ("new", "hit"):
        payload = {"session_id": f"imports-{call}", "hook_event_name": "PostToolUseFailure", "tool_name": "Bash",
                   "tool_input": {"command": "ls /nonexistent_imports_dir"},
                   "error": "Exit code 2\nls: cannot access '/nonexistent_imports_dir': No such file or directory"}
        # The first call records the failure (that needs the Markdown and fuzzy libraries: site on).
        no_site = ["-S"] if call == "hit" else []
        proc = subprocess.run([sys.executable, *no_site, "-c", HOOK_CALL, str(tmp_path / "kb")],
                              input=json.dumps(payload), capture_output=True, text=True, env=env, timeout=60)
    assert "seen before" in proc.stdout or "known" in proc.stdout, proc.stderr
    loaded = set(proc.stderr.rsplit("LOADED ", 1)[1].split())
    assert {name.split(".")[0] for name in loaded} & NEEDLESS_ON_A_HIT == set()


MAX_LINES = 400
LONG_BECAUSE = "Long because"  # how a module over MAX_LINES says why, in its docstring


@pytest.mark.parametrize("path", _modules(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_module_is_long_without_saying_why(path: Path) -> None:
    """A module over ~400 lines is split by what it does, or its docstring says why it is not."""
    text = path.read_text(encoding="utf-8")
    lines = text.count("\n")
    if lines <= MAX_LINES:
        return
    docstring = ast.get_docstring(ast.parse(text)) or ""
    assert LONG_BECAUSE in docstring, (
        f"{path.relative_to(PACKAGE)} has {lines} lines: split it, or say in its docstring "
        f"'{LONG_BECAUSE} …' why it is one module")
