"""Commands that curate what errkb knows: mine, pending, accept, reject, export skill, sync-doc, seed."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import click

from ..curate.sources import HOSTS
from .base import cli, emit_json, get_kb, json_option, note


def _progress_line(label: str) -> Callable[[str, int, int], None] | None:
    """A stage/done/total printer on stderr, one line rewritten in place; None off a terminal."""
    try:
        terminal = sys.stderr is not None and sys.stderr.isatty()
    except (ValueError, OSError):
        terminal = False
    if not terminal:
        return None

    def show(stage: str, done: int, total: int) -> None:
        click.echo(f"\r{label} {stage}: {done}/{total} files", err=True, nl=done >= total)

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
        click.echo(report.format())


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
    click.echo(format_queue(shown, kb.settings.share))
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
        click.echo(f"{d.id} → {d.entry}: {d.detail}")


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
        click.echo(f"{d.id}{' (' + d.entry + ')' if d.entry else ''}: rejected, {d.detail}")
