"""`errkb mcp`: a stdio MCP server whose tools are thin wrappers over the CLI's functions.

Claude Code and Codex hide MCP tools behind a tool search, so names and descriptions say
"error", "fix" and "known" plainly. Every problem comes back as text the model can read, never
as an exception. The only module that imports the `mcp` SDK (an optional extra).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .derived.kbase import KnowledgeBase, open_kb
from .errors import ErrkbError

try:
    from mcp.server.mcpserver import MCPServer
except ImportError:  # pragma: no cover - mcp 1.x
    from mcp.server.fastmcp import FastMCP as MCPServer  # type: ignore[no-redef,attr-defined]

INSTRUCTIONS = (
    "errkb is a knowledge base of errors this team has already diagnosed, with their fixes. "
    "Before diagnosing an error, look it up with err_lookup (the error text works as the query). "
    "When an error is resolved and has no recorded fix, record the fix with err_record."
)


def _safe(call: Callable[[], str]) -> str:
    try:
        return call()
    except ErrkbError as exc:
        return f"errkb: {exc.message}"
    except Exception as exc:  # noqa: BLE001 - the model gets a readable value, the server lives on
        return f"errkb: internal error: {type(exc).__name__}: {exc}"


def build_server(kb_dir: str | None = None, kb: KnowledgeBase | None = None) -> Any:
    from .app.formatting import format_list_row, format_lookup
    from .app.lookup import lookup
    from .app.stats import collect_stats
    from .loop.record import record_fix

    server = MCPServer("errkb", instructions=INSTRUCTIONS)

    def base() -> KnowledgeBase:
        return kb or open_kb(kb_dir)

    @server.tool(structured_output=False)
    def err_lookup(query: str, full: bool = False) -> str:
        """Look up a known error and its recorded fix. Pass the error message text (e.g. the failing
        command's last error line), an ID like E-0007, a fingerprint, or plain words describing the error."""

        def run() -> str:
            result = lookup(base(), query)
            text = format_lookup(result)
            if full and result.results:
                entry = base().store.entry(result.results[0].id)
                text += "\nraw message:\n" + entry.raw
            return text

        return _safe(run)

    @server.tool(structured_output=False)
    def err_record(id: str = "", message: str = "", fix: str = "", status: str = "", note: str = "",
                   sig: str = "") -> str:
        """Record the fix for an error once it is resolved, so the known fix is shown next time it
        repeats. Give the entry id (E-0007) or the error message, plus fix (one or two sentences),
        and optionally status (open|fixed|wontfix) and a note. With an id, pass the sig err_lookup
        gave with it: the fix then reaches that entry even if a team sync renumbered it."""
        return _safe(lambda: record_fix(base(), id or None, message or None, fix or None, status or None,
                                        note or None, sig=sig or None).format())

    @server.tool(structured_output=False)
    def err_list(status: str = "", cat: str = "", limit: int = 20) -> str:
        """List known errors in the knowledge base (optionally by status open|fixed|wontfix or category)."""

        def run() -> str:
            if limit < 1:
                raise ErrkbError("limit must be a positive integer")
            kb_ = base()
            state = kb_.state()
            rows = [e for e in kb_.index().all() if (not status or e.status == status)
                    and (not cat or cat.lower() in (e.cat.lower(), e.category.lower()))]
            shown = rows[: min(limit, 200)]
            lines = [format_list_row(e, kb_.effective(e, state).hits) for e in shown]
            return "\n".join(lines + [f"{len(shown)} of {len(rows)} shown."]) if rows else "No entries."

        return _safe(run)

    @server.tool(structured_output=False)
    def err_forget(id: str, reason: str = "") -> str:
        """Archive a wrong or obsolete error entry (moved to ERRORS.archive.md; its ID is never reused)."""
        return _safe(lambda: f"Archived {base().store.archive(id, reason).id} to ERRORS.archive.md.")

    @server.tool(structured_output=False)
    def err_stats() -> str:
        """Statistics of the error knowledge base: entries, hits, known-fix notices, tokens saved."""
        return _safe(lambda: collect_stats(base()).format())

    return server


def serve(kb_dir: str | None = None) -> None:
    build_server(kb_dir).run()
