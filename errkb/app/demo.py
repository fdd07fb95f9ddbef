"""`errkb demo`: the whole loop in a temporary KB that is deleted afterwards.

A real command fails; errkb captures it; a fix is recorded; the same error comes back from
another project, with other paths and line numbers, and is recognised; the notice is printed
exactly as Claude Code would receive it from the hook; a paraphrased lookup finds the entry.
Nothing outside the temporary folder is read or written (the user's config is not consulted).
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from ..derived.kbase import KnowledgeBase
from ..hosts import claude
from ..loop.record import record_fix
from ..loop.session import Engine
from ..machine.config import Settings
from ..machine.paths import KbLocation
from .formatting import format_lookup
from .lookup import lookup

MODULE = "errkb_demo_widgets"
FIX = f"`{MODULE}` is not installed in this interpreter; `pip install -e ./widgets` installs it into the project's venv."


def _fail(project: Path, padding: int) -> tuple[str, str]:
    """Run a script that imports a missing module; (command, output) as a shell tool reports it."""
    project.mkdir(parents=True)
    script = project / "app.py"
    script.write_text("# demo app\n" * padding + f"import {MODULE}\n", encoding="utf-8")
    result = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, cwd=project)
    return f"python {script}", f"Exit code {result.returncode}\n{result.stderr.strip()}"


def _hook(engine: Engine, session: str, command: str, error: str) -> str:
    payload = {"session_id": session, "hook_event_name": "PostToolUseFailure", "tool_name": "Bash",
               "tool_input": {"command": command}, "error": error}
    event = claude.to_event(payload)
    assert event is not None
    return claude.render(payload, "\n".join(n.text for n in engine.handle(event)))


def run_demo(say: Callable[[str], None], show: Callable[[str], None]) -> int:
    with tempfile.TemporaryDirectory(prefix="errkb-demo-") as tmp:
        root = Path(tmp)
        kb = KnowledgeBase(KbLocation(root / "kb", "demo (temporary)"), Settings())
        kb.store.init()
        engine = Engine(kb)
        say(f"1. A temporary knowledge base: {kb.location.path}")
        command, error = _fail(root / "alice-project", padding=2)
        say(f"2. An agent runs `{command}` and it fails:\n   " + error.splitlines()[-1])
        _hook(engine, "demo-session-1", command, error)
        entry = engine.last_outcome
        assert entry is not None and entry.id is not None
        say(f"   errkb captured it as {entry.id}: {entry.title}")
        record_fix(kb, id=entry.id, fix=FIX)
        say(f"3. The fix is recorded once: errkb record {entry.id} --fix \"{FIX}\"")
        command, error = _fail(root / "bob" / "other-repo", padding=9)
        say(f"4. Days later, another project fails the same way (other path, other line):\n   `{command}`")
        answer = _hook(engine, "demo-session-2", command, error)
        say("   The agent receives this from the errkb hook (Claude Code PostToolUseFailure):")
        show(json.dumps(json.loads(answer), indent=2, ensure_ascii=False) if answer else "(nothing)")
        query = "python can't import the widgets package"
        say(f"5. A person looks it up in their own words: errkb lookup \"{query}\"")
        show(format_lookup(lookup(kb, query, limit=1)))
        say("6. The temporary knowledge base is deleted; nothing else was written.")
        return 0 if answer and FIX.split(";")[0][:20] in answer else 1
