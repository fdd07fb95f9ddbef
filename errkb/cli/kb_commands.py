"""Commands on the knowledge base itself: init, where, show, list, forget, index, doctor, config."""

from __future__ import annotations

import click

from ..errors import ErrkbError
from ..model import STATUSES
from .base import cli, echo, emit_json, errkb_argv, get_kb, json_option, note, progress_printer


@cli.command()
@click.option("--seed", is_flag=True, help="Start from the curated seed entries.")
@click.pass_context
def init(ctx: click.Context, seed: bool) -> None:
    """Create the knowledge base (ERRORS.md and its .gitignore; in a git clone, its merge set-up)."""
    from ..app.doctor import fix_sync_setup
    from ..kb.seeds import init_kb

    kb = get_kb(ctx)
    created, count = init_kb(kb.store, seed)
    where = kb.location.path
    seeded = f" ({count} seed entries)" if seed and created else ""
    note(f"{'created' if created else 'already exists'}: {where / 'ERRORS.md'}{seeded}")
    for done in fix_sync_setup(kb, errkb_argv()):
        note(done)
    echo(str(where))


@cli.command()
@json_option
@click.pass_context
def where(ctx: click.Context, as_json: bool) -> None:
    """Print the KB directory and which rule chose it."""
    kb = get_kb(ctx)
    if as_json:
        emit_json({"path": str(kb.location.path), "rule": kb.location.rule, "exists": kb.store.exists()}, "errkb.where/1")
        return
    echo(str(kb.location.path))
    echo(f"chosen by: {kb.location.rule}" + ("" if kb.store.exists() else " (no ERRORS.md yet: run errkb init)"))


@cli.command()
@click.argument("entry_id")
@json_option
@click.pass_context
def show(ctx: click.Context, entry_id: str, as_json: bool) -> None:
    """Show one entry (E-7, e-0007 and E-0007 are the same)."""
    from ..app.formatting import format_entry
    from ..kb.labels import parse_id

    kb = get_kb(ctx)
    kb.store.require()
    entry = kb.store.entry(entry_id)
    if entry.number != parse_id(entry_id, kb.store.format().prefix):
        note(f"{entry_id.strip()} is now {entry.id} (a git merge or errkb merge moved it; docs/sync.md)")
    indexed = kb.index().get(entry.number)
    if indexed is not None:  # the counts of entries folded into it too
        effective = kb.effective(indexed)
        hits, last_seen = effective.hits, effective.last_seen
    else:  # a damaged index row: this machine's counts of the entry's own sig
        delta, last = kb.state().delta(entry.sig, entry.id)
        hits, last_seen = entry.hits + delta, max(entry.last_seen, last)
    if as_json:
        data = {k: v for k, v in entry.__dict__.items()}
        data.update(hits=hits, last_seen=last_seen, sig=entry.sig)
        emit_json(data, "errkb.show/1")
    else:
        echo(format_entry(entry, hits, last_seen))


@cli.command("list")
@click.option("--status", type=click.Choice(STATUSES))
@click.option("--limit", type=click.IntRange(1, None), default=None)
@json_option
@click.pass_context
def list_(ctx: click.Context, status: str | None, limit: int | None, as_json: bool) -> None:
    """List entries in file order."""
    from ..app.formatting import format_list_row

    kb = get_kb(ctx)
    entries = [e for e in kb.index().all() if status is None or e.status == status]
    state = kb.state()
    shown = entries[:limit] if limit else entries
    if as_json:
        rows = []
        for e in shown:
            counted = kb.effective(e, state)
            rows.append({"id": e.id, "title": e.title, "status": e.status, "hits": counted.hits,
                         "last_seen": counted.last_seen, "fix": e.fix, "line": e.line})
        emit_json({"count": len(entries), "entries": rows}, "errkb.list/1")
        return
    for e in shown:
        echo(format_list_row(e, kb.effective(e, state).hits))
    note(f"{len(shown)} of {len(entries)} shown.")


@cli.command()
@click.argument("entry_id")
@click.option("--reason", default="", help="Why; added to the entry's notes.")
@click.pass_context
def forget(ctx: click.Context, entry_id: str, reason: str) -> None:
    """Move an entry to ERRORS.archive.md (its ID is never reused)."""
    kb = get_kb(ctx)
    entry = kb.store.archive(entry_id, reason)
    note(f"Archived {entry.id} to ERRORS.archive.md.")


@cli.group()
def index() -> None:
    """The derived index (errors.index.json and the SQLite FTS mirror)."""


@index.command("rebuild")
@json_option
@click.pass_context
def index_rebuild(ctx: click.Context, as_json: bool) -> None:
    """Rebuild the index now (it also rebuilds by itself whenever ERRORS.md changes)."""
    from ..app.reports import rebuild_report

    kb = get_kb(ctx, report_problems=False)  # the report lists them
    report = rebuild_report(kb, progress_printer(ctx, "indexing"))
    if as_json:
        emit_json(report, "errkb.index-rebuild/1")
    else:
        echo(f"{report['entries']} entries indexed in {report['seconds']:.2f}s")
        for change in report["regrouped"]:
            echo(f"  {change}")
    for problem in report["problems"]:
        note(problem)


@cli.command()
@json_option
@click.option("--no-hosts", is_flag=True, help="Skip the per-host install checks.")
@click.option("--fix", is_flag=True, help="Give each block typed under a heading without an ID the next free ID, "
              "set this git clone up to merge ERRORS.md entry by entry, then check.")
@click.pass_context
def doctor(ctx: click.Context, as_json: bool, no_hosts: bool, fix: bool) -> None:
    """Check the KB, its index, FTS5, state.json, git merges and host installs; exit 1 if something is wrong."""
    from ..app.doctor import failed, fix_sync_setup, give_waiting_ids, run_doctor

    kb = get_kb(ctx, report_problems=False)  # its findings list them
    if fix:
        for done in [*give_waiting_ids(kb), *fix_sync_setup(kb, errkb_argv())]:
            note(done)
    findings = run_doctor(kb, hosts=not no_hosts)
    if as_json:
        emit_json({"ok": not failed(findings), "findings": [f.to_json() for f in findings]}, "errkb.doctor/1")
    else:
        for f in findings:
            mark = "ok  " if f.ok else ("WARN" if f.severity == "warning" else "FAIL")
            echo(f"{mark}  {f.check}: {f.detail}")
    if failed(findings):
        ctx.exit(1)


@cli.command("config")
@click.argument("name", required=False)
@click.argument("value", required=False)
@json_option
def config_cmd(name: str | None, value: str | None, as_json: bool) -> None:
    """Show settings, or set NAME VALUE in the user config (comments are kept)."""
    from errkb.valueclass import asdict

    from ..machine.config import load_settings, set_setting
    from ..machine.paths import config_path

    settings = set_setting(name, value) if name and value is not None else load_settings()
    data = asdict(settings)
    if name and value is None:
        if name not in data:
            raise ErrkbError(f"unknown setting {name!r}")
        data = {name: data[name]}
    if as_json:
        emit_json(data, "errkb.config/1")
    else:
        for key, val in data.items():
            echo(f"{key}: {val}")
        note(f"config file: {config_path()}")
