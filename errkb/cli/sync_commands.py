"""Commands for a KB shared through git: merge-driver, sync, merge, export, import (docs/sync.md)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import click

from .base import cli, emit_json, errkb_argv, get_kb, json_option, note, stderr_is_terminal

if TYPE_CHECKING:
    from ..sync.remote import SyncReport


@cli.command("merge-driver")
@click.argument("base", type=click.Path(path_type=Path))
@click.argument("ours", type=click.Path(path_type=Path))
@click.argument("theirs", type=click.Path(path_type=Path))
@click.argument("path", required=False, default="ERRORS.md")
@click.option("--output", type=click.Path(path_type=Path), default=None,
              help="Write the result here instead of into OURS (jj's $output).")
@click.option("--upstream", default=None, metavar="REF",
              help="The ref holding what the shared remote has (default: the branch's upstream).")
@click.pass_context
def merge_driver(ctx: click.Context, base: Path, ours: Path, theirs: Path, path: str, output: Path | None,
                 upstream: str | None) -> None:
    """git's merge driver for ERRORS.md (called by git as: errkb merge-driver %O %A %B %P)."""
    from ..sync.driver import DriverCall, run_merge_driver

    ctx.exit(run_merge_driver(DriverCall(base, ours, theirs, path, output, upstream)))


@cli.command()
@click.option("--rebase/--merge", "rebase", default=True, show_default=True,
              help="Bring the remote's commits in by rebasing this clone's onto them, or by a merge commit.")
@click.option("--dry-run", is_flag=True, help="Say what would be committed, pulled and pushed; change nothing.")
@click.option("--setup", is_flag=True, help="First write this clone's merge set-up when it is missing.")
@json_option
@click.pass_context
def sync(ctx: click.Context, rebase: bool, dry_run: bool, setup: bool, as_json: bool) -> None:
    """Commit the KB's changes (the message lists the new IDs), pull, push."""
    from ..sync.remote import sync_kb

    kb = get_kb(ctx)
    kb.store.require()
    say = note if stderr_is_terminal() else None
    report = sync_kb(kb.location, errkb_argv(), kb.store.format(), rebase=rebase, dry_run=dry_run, setup=setup, say=say)
    if as_json:
        emit_json(report.to_json())
    for line in report.setup:
        note(line)
    note(format_sync(report))


def format_sync(report: SyncReport) -> str:
    changes = "; ".join(part for part in (
        f"new {', '.join(report.committed)}" if report.committed else "",
        f"updated {', '.join(report.updated)}" if report.updated else "") if part)
    if report.dry_run:
        return "\n".join([
            f"would commit: {changes}" if changes else "nothing to commit",
            f"{report.upstream}: {report.pulled} commit(s) to pull, {report.pushed} to push (as of the last fetch)",
        ])
    lines = [f"committed: {changes}"] if changes else []
    lines.append(f"{report.upstream}: pulled {report.pulled} commit(s), pushed {report.pushed}")
    lines += [f"{old} is now {new} (merged with the remote's entries)" for old, new in report.renumbered]
    return "\n".join(lines)


@cli.command("merge")
@click.argument("entry_id")
@click.option("--into", "into", required=True, metavar="ID", help="The entry to keep.")
@json_option
@click.pass_context
def merge_cmd(ctx: click.Context, entry_id: str, into: str, as_json: bool) -> None:
    """Fold ENTRY_ID into --into ID: one entry, ENTRY_ID kept as its alias, notes and fixes kept."""
    from ..sync.fold import fold_entry

    report = fold_entry(get_kb(ctx).store, entry_id, into)
    if as_json:
        emit_json(report.to_json())
    tail = "; its fix is kept in Notes as an alternative" if report.alternative else ""
    note(f"Merged {report.folded} into {report.kept} ({report.folded} now answers as {report.kept}){tail}.")


def export_snapshot_to(ctx: click.Context, target: str) -> None:
    """`errkb export --json FILE` (the export group in curate_commands.py calls it): the whole KB,
    entries and archive, as a JSON snapshot that `errkb import` reads."""
    import json

    from ..sync.snapshot import export_snapshot

    data = export_snapshot(get_kb(ctx).store)
    if target == "-":
        emit_json(data)
    else:
        from ..machine.fsutil import atomic_write

        text = json.dumps(data, ensure_ascii=False, indent=2) + "\n"
        atomic_write(Path(target), text.encode("utf-8"))
    note(f"exported {len(data['entries'])} entries and {len(data['archive'])} archived"
         + (f"; left out {len(data['skipped'])} damaged block(s)" if data["skipped"] else ""))


@cli.command("import")
@click.argument("source", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@json_option
@click.pass_context
def import_cmd(ctx: click.Context, source: Path, as_json: bool) -> None:
    """Merge a snapshot (errkb export --json) or a dsh-errkb ERRORS.md into this KB, by the merge rules."""
    from ..sync.snapshot import import_snapshot

    report = import_snapshot(get_kb(ctx).store, source)
    if as_json:
        emit_json(report.to_json())
    for skipped in report.skipped:
        note(f"skipped {skipped}")
    note(f"imported: {len(report.added)} new, {len(report.updated)} updated"
         + "".join(f"; {old} is {new} here" for old, new in report.renumbered))
