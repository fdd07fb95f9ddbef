"""Commands that curate what errkb knows: mine, pending, accept, reject, export skill, sync-doc, seed."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from pathlib import Path

import click

from ..curate.sources import HOSTS
from .base import cli, echo, echo_progress, emit_json, get_kb, json_option, note


def _progress_line(label: str) -> Callable[[str, int, int], None] | None:
    """A stage/done/total printer on stderr, one line rewritten in place at most ten times a
    second; None off a terminal (a script's stderr stays quiet)."""
    try:
        terminal = sys.stderr is not None and sys.stderr.isatty()
    except (ValueError, OSError):
        terminal = False
    if not terminal:
        return None
    shown = [0.0]

    def show(stage: str, done: int, total: int) -> None:
        now = time.monotonic()
        if done >= total or now - shown[0] >= 0.1:
            shown[0] = now
            echo_progress(f"{label} {stage}: {done}/{total} files", done >= total)

    return show


@cli.command()
@click.option("--from", "source", type=click.Choice([*HOSTS, "all"]), default="all", show_default=True,
              help="Which agent's transcripts to read.")
@click.option("--since", metavar="DATE", help="Only sessions from DATE on (2026-11-01, an ISO time, or 30d).")
@click.option("--project", metavar="DIR", type=click.Path(file_okay=False, path_type=Path),
              help="Only sessions that ran in DIR or below it.")
@json_option
@click.pass_context
def mine(ctx: click.Context, source: str, since: str | None, project: Path | None, as_json: bool) -> None:
    """Find failure→fix pairs in the agent sessions on this machine; they wait in `errkb pending`."""
    from ..curate.mine import mine as run_mine

    kb = get_kb(ctx)
    report = run_mine(kb.location, kb.settings.share, source, since or "", project,
                      progress=_progress_line("mining"))
    if as_json:
        emit_json(report.to_json())
    else:
        echo(report.format())


@cli.command()
@click.option("--all", "include_unserved", is_flag=True, help="Also list unserved pairs (sequence only, no second reason).")
@click.option("--limit", type=click.IntRange(1, None), default=None)
@json_option
@click.pass_context
def pending(ctx: click.Context, include_unserved: bool, limit: int | None, as_json: bool) -> None:
    """Fixes waiting for review: mined pairs, fixes learned unattended, fixes recorded by agents."""
    from ..curate.queue import format_queue, review_queue

    kb = get_kb(ctx)
    items = review_queue(kb, include_unserved)
    shown = items[:limit] if limit else items
    if as_json:
        emit_json({"schema": "errkb.pending/1", "count": len(items), "items": [i.to_json() for i in shown]})
        return
    echo(format_queue(shown, kb.settings.share))
    if items:
        note(f"{len(shown)} of {len(items)} shown. errkb accept ID… / errkb reject ID… [--reason TEXT]")


@cli.command()
@click.argument("ids", nargs=-1, required=True)
@json_option
@click.pass_context
def accept(ctx: click.Context, ids: tuple[str, ...], as_json: bool) -> None:
    """Accept fixes from the review queue (M-… mined pairs, E-… learned or agent fixes)."""
    from ..curate.queue import accept as do_accept

    decisions = do_accept(get_kb(ctx), list(ids))
    if as_json:
        emit_json({"schema": "errkb.accept/1", "decisions": [d.to_json() for d in decisions]})
        return
    for d in decisions:
        echo(f"{d.id} → {d.entry}: {d.detail}")


@cli.command()
@click.argument("ids", nargs=-1, required=True)
@click.option("--reason", default="", help="Why; kept with the rejection.")
@json_option
@click.pass_context
def reject(ctx: click.Context, ids: tuple[str, ...], reason: str, as_json: bool) -> None:
    """Reject fixes from the review queue; a rejected one never comes back."""
    from ..curate.queue import reject as do_reject

    decisions = do_reject(get_kb(ctx), list(ids), reason)
    if as_json:
        emit_json({"schema": "errkb.reject/1", "decisions": [d.to_json() for d in decisions]})
        return
    for d in decisions:
        echo(f"{d.id}{' (' + d.entry + ')' if d.entry else ''}: rejected, {d.detail}")


@cli.command()
@json_option
@click.pass_context
def seed(ctx: click.Context, as_json: bool) -> None:
    """Add the curated seed entries this knowledge base lacks (never a duplicate)."""
    from ..curate.seeding import add_missing_seeds

    report = add_missing_seeds(get_kb(ctx))
    if as_json:
        emit_json(report.to_json())
        return
    for entry_id, title in report.added:
        echo(f"{entry_id}  {title}")
    note(f"added {len(report.added)} seed entries; {report.present} were there already")


@cli.group(invoke_without_command=True)
@click.option("--json", "target", metavar="FILE",
              help="Write the whole KB as one JSON object (schema errkb.export/1) to FILE (- for stdout).")
@click.pass_context
def export(ctx: click.Context, target: str | None) -> None:
    """Share what errkb knows: a JSON snapshot of the whole KB (`--json FILE`, which `errkb import`
    reads), or the proven fixes as a Claude Code skill (`export skill`)."""
    if ctx.invoked_subcommand is not None:
        if target:
            raise click.UsageError("--json FILE exports the whole KB; give it without a subcommand")
        return
    if not target:
        raise click.UsageError("give --json FILE (the whole KB as JSON) or a subcommand (skill)")
    from .sync_commands import export_snapshot_to

    export_snapshot_to(ctx, target)


@export.command("skill")
@click.option("--min-hits", type=click.IntRange(0, None), default=1, show_default=True,
              help="Only fixes whose entry ERRORS.md records at least this many hits for.")
@click.option("--out", metavar="DIR", type=click.Path(file_okay=False, path_type=Path),
              default=Path(".claude") / "skills" / "errkb-known-fixes", show_default=True,
              help="The skill folder to write SKILL.md into.")
@json_option
@click.pass_context
def export_skill(ctx: click.Context, min_hits: int, out: Path, as_json: bool) -> None:
    """Write a Claude Code skill (SKILL.md) listing the proven fixes."""
    from ..curate.export import export_skill as write_skill

    path, changed, count = write_skill(get_kb(ctx), out, min_hits)
    if as_json:
        emit_json({"schema": "errkb.export-skill/1", "path": str(path), "changed": changed, "entries": count})
        return
    echo(str(path))
    note(f"{'wrote' if changed else 'unchanged:'} {path} ({count} proven fixes)")


@cli.command("sync-doc")
@click.option("--file", "doc", metavar="FILE", type=click.Path(dir_okay=False, path_type=Path),
              default=Path("AGENTS.md"), show_default=True, help="AGENTS.md, CLAUDE.md, GEMINI.md or another file.")
@click.option("--min-hits", type=click.IntRange(0, None), default=1, show_default=True,
              help="Only fixes whose entry ERRORS.md records at least this many hits for.")
@click.option("--limit", type=click.IntRange(1, None), default=50, show_default=True,
              help="At most this many fixes, the most hit (agents read these files whole).")
@click.option("--check", is_flag=True, help="Write nothing; exit 1 when the block is stale (CI, pre-commit).")
@json_option
@click.pass_context
def sync_doc(ctx: click.Context, doc: Path, min_hits: int, limit: int, check: bool, as_json: bool) -> None:
    """Keep a block of proven fixes between errkb markers in AGENTS.md; the rest of the file is untouched."""
    from ..curate.export import sync_doc as do_sync

    result = do_sync(get_kb(ctx), doc, min_hits, limit, check)
    if as_json:
        emit_json(result.to_json())
    elif result.action == "stale":
        note(f"{doc}: the errkb block is stale; run: errkb sync-doc --file {doc}")
    else:
        note(f"{doc}: {result.action} ({result.entries} proven fixes)")
    if result.action == "stale":
        ctx.exit(1)
