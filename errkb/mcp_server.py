"""`errkb mcp`: a stdio MCP server whose tools are thin wrappers over the CLI's functions.

Claude Code and Codex hide MCP tools behind a tool search, so names and descriptions say
"error", "fix" and "known" plainly. A refusal or problem comes back as a tool result with
`isError: true` and text the model can read, never a protocol error or a dead server. What the
model sends is hostile (a lone surrogate in an argument, markup in a fix), and what it gets back
is framed as data (app/formatting.format_lookup_for_agent) with unsafe characters made visible.
The only module that imports the `mcp` SDK (an optional extra).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from mcp.server.mcpserver import MCPServer
from mcp_types import CallToolResult, TextContent

from .derived.kbase import KnowledgeBase, open_kb
from .errors import ErrkbError
from .recognize.sanitize import for_terminal, without_surrogates, without_surrogates_in

INSTRUCTIONS = (
    "errkb is a knowledge base of errors this team has already diagnosed, with their fixes. "
    "Before diagnosing an error, look it up with err_lookup (the error text works as the query). "
    "When an error is resolved and has no recorded fix, record the fix with err_record."
)


# The SDK runs tools in worker threads; one KB (one SQLite connection, its postings in memory) is
# shared by all calls, so they take turns.
_ONE_AT_A_TIME = threading.Lock()


def _safe(call: Callable[[], str]) -> Any:
    """The tool's answer with unsafe characters made visible; a refusal or problem as a result
    with `isError: true` whose text is errkb's own sentence."""
    try:
        with _ONE_AT_A_TIME:
            return for_terminal(call())
    except ErrkbError as exc:
        return _error(f"errkb: {exc.message}")
    except Exception as exc:  # noqa: BLE001 - the model gets a readable value, the server lives on
        return _error(f"errkb: internal error: {type(exc).__name__}: {exc}")


def _error(text: str) -> CallToolResult:
    return CallToolResult(content=[TextContent(type="text", text=for_terminal(text))], is_error=True)


def _arg(value: str) -> str:
    """An argument as errkb reads it: a lone surrogate (`"\\ud800"` in the JSON) as U+FFFD, so no
    answer or write ever fails to encode."""
    return without_surrogates(value) if isinstance(value, str) else value


def build_server(kb_dir: str | None = None, kb: KnowledgeBase | None = None) -> Any:
    from .app.formatting import format_list_row, format_lookup_for_agent
    from .app.lookup import lookup
    from .app.stats import collect_stats
    from .loop.inject import one_line
    from .loop.record import record_fix

    server = MCPServer("errkb", instructions=INSTRUCTIONS)
    opened: list[KnowledgeBase] = [kb] if kb is not None else []

    def base() -> KnowledgeBase:
        """The KB, opened on the first call and kept: its index stays open and warm (the postings
        load into memory after a few queries), and is rebuilt only when ERRORS.md changes."""
        if not opened:
            opened.append(open_kb(kb_dir))
        return opened[0]

    @server.tool(structured_output=False)
    def err_lookup(query: str, full: bool = False) -> Any:
        """Look up a known error and its recorded fix. Pass the error message text (e.g. the failing
        command's last error line), an ID like E-0007, a fingerprint, or plain words describing the error."""

        def run() -> str:
            result = lookup(base(), _arg(query))
            raw = base().store.entry(result.results[0].id).raw if full and result.results else ""
            return format_lookup_for_agent(result, raw)

        return _safe(run)

    @server.tool(structured_output=False)
    def err_record(id: str = "", message: str = "", fix: str = "", status: str = "", note: str = "",
                   sig: str = "") -> Any:
        """Record the fix for an error once it is resolved, so the known fix is shown next time it
        repeats. Give the entry id (E-0007) or the error message, plus fix (one or two sentences),
        and optionally status (open|fixed|wontfix|ignore) and a note. With an id, pass the sig err_lookup
        gave with it: the fix then reaches that entry even if a team sync renumbered it."""
        return _safe(lambda: record_fix(base(), _arg(id) or None, _arg(message) or None, _arg(fix) or None,
                                        _arg(status) or None, _arg(note) or None, by="agent",
                                        sig=_arg(sig) or None).format())

    @server.tool(structured_output=False)
    def err_list(status: str = "", cat: str = "", limit: int = 20) -> Any:
        """List known errors in the knowledge base (optionally by status open|fixed|wontfix|ignore or category)."""

        def run() -> str:
            if limit < 1:
                raise ErrkbError("limit must be a positive integer")
            kb_ = base()
            state = kb_.state()
            wanted, group = _arg(status), _arg(cat).lower()
            rows = [e for e in kb_.index().all() if (not wanted or e.status == wanted)
                    and (not group or group in (e.cat.lower(), e.category.lower()))]
            shown = rows[: min(limit, 200)]
            lines = [format_list_row(e, kb_.effective(e, state).hits, one_line) for e in shown]
            return "\n".join(lines + [f"{len(shown)} of {len(rows)} shown."]) if rows else "No entries."

        return _safe(run)

    @server.tool(structured_output=False)
    def err_forget(id: str, reason: str = "") -> Any:
        """Archive a wrong or obsolete error entry (moved to ERRORS.archive.md; its ID is never reused)."""
        return _safe(lambda: f"Archived {base().store.archive(_arg(id), _arg(reason)).id} to ERRORS.archive.md.")

    @server.tool(structured_output=False)
    def err_pending(include_unserved: bool = False, limit: int = 20) -> Any:
        """List fixes waiting for a person's review (read-only): error → fix pairs mined from past agent
        sessions, fixes learned unattended, fixes agents recorded. A person accepts them with `errkb accept`."""
        from .curate.queue import format_queue, review_queue

        def run() -> str:
            if limit < 1:
                raise ErrkbError("limit must be a positive integer")
            kb_ = base()
            items = review_queue(kb_, include_unserved)
            shown = items[: min(limit, 200)]
            return format_queue(shown, kb_.settings.share) + f"\n{len(shown)} of {len(items)} shown."

        return _safe(run)

    @server.tool(structured_output=False)
    def err_stats() -> Any:
        """Statistics of the error knowledge base: entries, hits, known-fix notices, tokens saved."""
        return _safe(lambda: collect_stats(base()).format())

    return server


def serve(kb_dir: str | None = None) -> None:
    _clean_stdin()
    build_server(kb_dir).run()


def _clean_stdin() -> None:
    """Put a filter between the client and the SDK: a request whose JSON holds a lone surrogate
    (`"\\ud800"`, valid JSON) fails the SDK's parser and was dropped without an answer; the filter
    hands it on with U+FFFD in its place. A thread copies fd 0 line by line into a pipe that
    takes fd 0's place, and closes the pipe when the client closes stdin."""
    import json
    import os
    import threading

    read_end, write_end = os.pipe()
    client = os.dup(0)
    os.dup2(read_end, 0)
    os.close(read_end)

    def clean(line: bytes) -> bytes:
        if b"\\ud" not in line.lower():
            return line
        try:
            message = json.loads(line.decode("utf-8", "replace"))
        except ValueError:
            return line  # the SDK answers a parse error itself
        return (json.dumps(without_surrogates_in(message), ensure_ascii=False) + "\n").encode("utf-8")

    def copy() -> None:
        with os.fdopen(client, "rb") as source, os.fdopen(write_end, "wb") as sink:
            for line in source:
                sink.write(clean(line))
                sink.flush()

    threading.Thread(target=copy, name="errkb-mcp-stdin", daemon=True).start()

