"""The `errkb` command line: each command parses options, calls one library function, prints.

stdout carries only the data asked for; messages go to stderr; every read command has --json.
One error boundary turns ErrkbError into a message and an exit code.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from .. import __version__
from ..derived.kbase import KnowledgeBase, open_kb
from ..errors import ErrkbError


class _Group(click.Group):
    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except ErrkbError as exc:
            click.echo(f"errkb: {exc.message}", err=True)
            if exc.hint:
                click.echo(f"  {exc.hint}", err=True)
            ctx.exit(exc.exit_code)


def emit_json(data: Any) -> None:
    click.echo(json.dumps(data, ensure_ascii=False, indent=2))


def note(message: str) -> None:
    click.echo(message, err=True)


class ProgressLine:
    """Each stage of long work on stderr, one line per stage rewritten in place; a small KB's is
    not worth showing. `close` ends a line that work cut short, so the next message starts clean."""

    def __init__(self, label: str) -> None:
        self.label = label
        self.open = False

    def __call__(self, stage: str, done: int, total: int) -> None:
        if total >= 1000:
            click.echo(f"\r{self.label}: {stage} {done}/{total}", err=True, nl=done >= total)
            self.open = done < total

    def close(self) -> None:
        if self.open:
            click.echo("", err=True)
            self.open = False


def progress_printer(ctx: click.Context, label: str) -> ProgressLine:
    show = ProgressLine(label)
    ctx.call_on_close(show.close)  # before an error message, which the group prints after the command
    return show


def _stderr_is_terminal() -> bool:
    """False also when there is no stderr at all (closed with `2>&-`, or pythonw)."""
    try:
        return sys.stderr is not None and sys.stderr.isatty()
    except (ValueError, OSError):  # a closed stream
        return False


json_option = click.option("--json", "as_json", is_flag=True, help="Print JSON instead of text.")


@click.group(cls=_Group)
@click.version_option(__version__, prog_name="errkb")
@click.option("--kb", "kb_dir", metavar="DIR", help="Knowledge base directory (else $ERRKB_DIR, config, default).")
@click.pass_context
def cli(ctx: click.Context, kb_dir: str | None) -> None:
    """Diagnose an error once; get its fix back every time it repeats."""
    ctx.obj = {"kb_dir": kb_dir}


def get_kb(ctx: click.Context) -> KnowledgeBase:
    kb = open_kb(ctx.find_root().obj["kb_dir"])
    if _stderr_is_terminal():
        # Any command may find ERRORS.md changed (a pull, a hand edit) and rebuild a large index
        # first; a person at a terminal sees how that goes. A script's stderr stays quiet.
        kb.progress = progress_printer(ctx, "indexing")
    return kb


# ---------------------------------------------------------------------------------------- KB
@cli.command()
@click.option("--seed", is_flag=True, help="Start from the curated seed entries.")
@click.pass_context
def init(ctx: click.Context, seed: bool) -> None:
    """Create the knowledge base (ERRORS.md and its .gitignore)."""
    from ..kb.seeds import init_kb

    kb = get_kb(ctx)
    created, count = init_kb(kb, seed)
    where = kb.location.path
    seeded = f" ({count} seed entries)" if seed and created else ""
    note(f"{'created' if created else 'already exists'}: {where / 'ERRORS.md'}{seeded}")
    click.echo(str(where))


@cli.command()
@json_option
@click.pass_context
def where(ctx: click.Context, as_json: bool) -> None:
    """Print the KB directory and which rule chose it."""
    kb = get_kb(ctx)
    if as_json:
        emit_json({"path": str(kb.location.path), "rule": kb.location.rule, "exists": kb.store.exists()})
        return
    click.echo(str(kb.location.path))
    click.echo(f"chosen by: {kb.location.rule}" + ("" if kb.store.exists() else " (no ERRORS.md yet: run errkb init)"))


@cli.command()
@click.argument("entry_id")
@json_option
@click.pass_context
def show(ctx: click.Context, entry_id: str, as_json: bool) -> None:
    """Show one entry (E-7, e-0007 and E-0007 are the same)."""
    from ..app.formatting import format_entry

    kb = get_kb(ctx)
    kb.store.require()
    entry = kb.store.entry(entry_id)
    delta, last = kb.state().delta(entry.sig, entry.id)
    hits, last_seen = entry.hits + delta, max(entry.last_seen, last)
    if as_json:
        data = {k: v for k, v in entry.__dict__.items()}
        data.update(hits=hits, last_seen=last_seen, sig=entry.sig)
        emit_json(data)
    else:
        click.echo(format_entry(entry, hits, last_seen))


@cli.command("list")
@click.option("--status", type=click.Choice(["open", "fixed", "wontfix"]))
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
        emit_json([{"id": e.id, "title": e.title, "status": e.status, "hits": kb.effective(e, state).hits,
                    "fix": e.fix, "line": e.line} for e in shown])
        return
    for e in shown:
        click.echo(format_list_row(e, kb.effective(e, state).hits))
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

    kb = get_kb(ctx)
    report = rebuild_report(kb, progress_printer(ctx, "indexing"))
    if as_json:
        emit_json(report)
    else:
        click.echo(f"{report['entries']} entries indexed in {report['seconds']:.2f}s")
        for change in report["regrouped"]:
            click.echo(f"  {change}")
    for problem in report["problems"]:
        note(problem)


@cli.command()
@json_option
@click.option("--no-hosts", is_flag=True, help="Skip the per-host install checks.")
@click.pass_context
def doctor(ctx: click.Context, as_json: bool, no_hosts: bool) -> None:
    """Check the KB, its index, FTS5, state.json and host installs; exit 1 if something is wrong."""
    from ..app.doctor import failed, run_doctor

    kb = get_kb(ctx)
    findings = run_doctor(kb, hosts=not no_hosts)
    if as_json:
        emit_json([f.to_json() for f in findings])
    else:
        for f in findings:
            mark = "ok  " if f.ok else ("WARN" if f.severity == "warning" else "FAIL")
            click.echo(f"{mark}  {f.check}: {f.detail}")
    if failed(findings):
        ctx.exit(1)


@cli.command("config")
@click.argument("name", required=False)
@click.argument("value", required=False)
@json_option
def config_cmd(name: str | None, value: str | None, as_json: bool) -> None:
    """Show settings, or set NAME VALUE in the user config (comments are kept)."""
    from dataclasses import asdict

    from ..machine.config import load_settings, set_setting
    from ..machine.paths import config_path

    settings = set_setting(name, value) if name and value is not None else load_settings()
    data = asdict(settings)
    if name and value is None:
        if name not in data:
            raise ErrkbError(f"unknown setting {name!r}")
        data = {name: data[name]}
    if as_json:
        emit_json(data)
    else:
        for key, val in data.items():
            click.echo(f"{key}: {val}")
        note(f"config file: {config_path()}")


# ----------------------------------------------------------------------------- recognition
def _read_text(text: str | None) -> str:
    if text is not None:
        return text
    if sys.stdin.isatty():
        raise ErrkbError("give the error text as an argument or on stdin")
    return sys.stdin.read()


@cli.command("capture")
@click.option("--source", type=click.Choice(["command", "tool", "agent", "llm"]), default="command")
@click.option("--tool", default="", help="Tool name (Bash, read, …).")
@click.option("--command", "command_line", default="", help="The command line that failed.")
@click.option("--exit-code", type=int, default=None)
@click.option("--code", default="", help="An error code the caller already knows (wins over the text's).")
@json_option
@click.argument("text", required=False)
@click.pass_context
def capture_cmd(ctx: click.Context, source: str, tool: str, command_line: str, exit_code: int | None,
                code: str, as_json: bool, text: str | None) -> None:
    """Classify an error (TEXT or stdin), then count a repeat or append a new entry."""
    from ..loop.record import record_capture
    from ..recognize.capture import capture

    kb = get_kb(ctx)
    cap = capture(_read_text(text), source, tool, command_line, exit_code, code, kb.settings.share)
    outcome = record_capture(kb, cap)
    if as_json:
        emit_json(outcome.to_json())
        return
    if outcome.id is None:
        click.echo(f"{outcome.via}: {cap.title}")
        return
    label = {"new": "new entry", "exact": "known", "fuzzy": "approximate match", "code": "approximate match (code)"}
    click.echo(f"{outcome.id}\t{label.get(outcome.via, outcome.via)}\t{outcome.title}")
    if outcome.fix:
        click.echo(f"fix: {outcome.fix}")


@cli.command()
@click.option("--limit", type=click.IntRange(1, 50), default=5)
@json_option
@click.argument("query", nargs=-1, required=True)
@click.pass_context
def lookup(ctx: click.Context, limit: int, as_json: bool, query: tuple[str, ...]) -> None:
    """Find entries by ID, fingerprint, error text or plain words."""
    from ..app.formatting import format_lookup
    from ..app.lookup import lookup as do_lookup

    result = do_lookup(get_kb(ctx), " ".join(query), limit)
    if as_json:
        emit_json(result.to_json())
    else:
        click.echo(format_lookup(result))
    if not result.results:
        ctx.exit(1)


@cli.command()
@click.argument("entry_id", required=False)
@click.option("--message", default=None, help="The error text, instead of an ID.")
@click.option("--fix", default=None)
@click.option("--status", type=click.Choice(["open", "fixed", "wontfix"]), default=None)
@click.option("--note", default=None)
@json_option
@click.pass_context
def record(ctx: click.Context, entry_id: str | None, message: str | None, fix: str | None, status: str | None,
           note: str | None, as_json: bool) -> None:
    """Write a fix, status or note (the only way a fix is written)."""
    from ..loop.record import record_fix

    result = record_fix(get_kb(ctx), entry_id, message, fix, status, note)
    if as_json:
        emit_json(result.to_json())
    else:
        click.echo(result.format())


@cli.command()
@json_option
@click.argument("text", nargs=-1, required=True)
@click.pass_context
def why(ctx: click.Context, as_json: bool, text: tuple[str, ...]) -> None:
    """Explain how TEXT matches: headline, canonical form, tier, score, runner-up."""
    from ..app.reports import explain

    report = explain(get_kb(ctx), " ".join(text))
    if as_json:
        emit_json(report)
        return
    for key in ("headline", "code", "canonical", "fingerprint", "tier", "match", "similarity", "runner_up", "reason"):
        if report.get(key) not in (None, ""):
            click.echo(f"{key:<12} {report[key]}")


@cli.command()
def cluster() -> None:
    """Lines on stdin → one group key per line on stdout, in order (nothing is written)."""
    from ..app.scan import cluster_keys

    out = sys.stdout
    for key in cluster_keys(sys.stdin):
        out.write(key + "\n")


@cli.command()
@click.argument("log", type=click.File("r", encoding="utf-8", errors="replace"))
@click.option("--record", "do_record", is_flag=True, help="Add the new errors to the KB.")
@click.option("--limit", type=click.IntRange(1, None), default=50)
@json_option
@click.pass_context
def scan(ctx: click.Context, log: Any, do_record: bool, limit: int, as_json: bool) -> None:
    """The distinct errors in a log (FILE or -), with counts, known entries and fixes."""
    from ..app.formatting import one_line
    from ..app.reports import scan_report

    rows = scan_report(get_kb(ctx), log, do_record, limit, lambda n: note(f"scanned {n} lines…"))
    if as_json:
        emit_json(rows)
        return
    for row in rows:
        ident = row["id"] or "new"
        click.echo(f"{row['count']:>6}  {ident:<8} {row['via']:<7} {row['title']}")
        if row["fix"]:
            click.echo(f"{'':>16}fix: {one_line(row['fix'], 200)}")  # one row per error, as in `list`
    note(f"{len(rows)} distinct error(s).")


# ---------------------------------------------------------------------------- the loop
@cli.command(context_settings={"ignore_unknown_options": True, "allow_interspersed_args": False})
@click.argument("argv", nargs=-1, required=True, type=click.UNPROCESSED)
@click.pass_context
def run(ctx: click.Context, argv: tuple[str, ...]) -> None:
    """Run a command (errkb run -- CMD ARGS…); on failure print its known fix to stderr."""
    from ..app.runcmd import run_command

    ctx.exit(run_command(get_kb(ctx), list(argv)))


@cli.command()
@click.pass_context
def demo(ctx: click.Context) -> None:
    """The whole loop in a temporary KB that is deleted afterwards."""
    from ..app.demo import run_demo

    ctx.exit(run_demo(lambda text: click.echo(text, err=True), click.echo))


@cli.command()
@json_option
@click.pass_context
def stats(ctx: click.Context, as_json: bool) -> None:
    """Entries, hits, notices, hit rate, estimated tokens saved (with its inputs), suppressed fixes."""
    from ..app.stats import collect_stats

    result = collect_stats(get_kb(ctx))
    if as_json:
        emit_json(result.to_json())
    else:
        click.echo(result.format())


@cli.command()
@click.pass_context
def mcp(ctx: click.Context) -> None:
    """Run the stdio MCP server (err_lookup, err_record, err_list, err_forget, err_stats)."""
    try:
        from ..mcp_server import serve
    except ImportError as exc:
        raise ErrkbError("the MCP server needs the mcp extra", "pip install 'errkb[mcp]'") from exc
    serve(ctx.find_root().obj["kb_dir"])


@cli.command()
@click.argument("host", type=click.Choice(["claude", "gemini", "codex", "cursor", "dsh"]))
@click.pass_context
def hook(ctx: click.Context, host: str) -> None:
    """The hook entry point a host runs (payload on stdin, answer on stdout); never fails the host."""
    from ..hosts.hook import run_hook

    ctx.exit(run_hook(host, ctx.find_root().obj["kb_dir"]))


def _errkb_argv(kb_dir: str | None) -> list[str]:
    exe = Path(sys.argv[0]).resolve() if Path(sys.argv[0]).name.startswith("errkb") else None
    argv = [str(exe)] if exe and exe.exists() else [sys.executable, "-m", "errkb"]
    return argv


@cli.command()
@click.argument("host", type=click.Choice(["claude", "gemini", "codex", "cursor", "dsh"]))
@click.option("--project", "scope", flag_value="project", help="Install into this project's config.")
@click.option("--user", "scope", flag_value="user", default=True, help="Install into your user config (default).")
@click.option("--dry-run", is_flag=True, help="Print the change as a diff and write nothing.")
@click.pass_context
def install(ctx: click.Context, host: str, scope: str, dry_run: bool) -> None:
    """Add errkb's hooks and MCP server to a host's own config (idempotent)."""
    from ..install.plan import apply_changes, install_notes, plan_install

    kb_dir = ctx.find_root().obj["kb_dir"]
    changes = plan_install(host, scope, errkb_cmd=_errkb_argv(kb_dir), kb_dir=kb_dir, project_dir=Path.cwd(),
                           dsh_plugin=_dsh_plugin())
    _apply_or_show(changes, dry_run, apply_changes)
    for line in install_notes(host, scope):
        note(line)


@cli.command()
@click.argument("host", type=click.Choice(["claude", "gemini", "codex", "cursor", "dsh"]))
@click.option("--project", "scope", flag_value="project")
@click.option("--user", "scope", flag_value="user", default=True)
@click.option("--dry-run", is_flag=True)
def uninstall(host: str, scope: str, dry_run: bool) -> None:
    """Remove errkb's hooks and MCP server from a host's config, leaving the rest as it was."""
    from ..install.plan import apply_changes, plan_uninstall

    _apply_or_show(plan_uninstall(host, scope, project_dir=Path.cwd()), dry_run, apply_changes)


def _apply_or_show(changes: list[Any], dry_run: bool, apply: Callable[[list[Any]], None]) -> None:
    if not changes:
        note("nothing to change")
        return
    if dry_run:
        for change in changes:
            click.echo(change.diff())
        return
    apply(changes)
    for change in changes:
        note(f"{'removed' if change.after is None else 'wrote'} {change.path}")


def _dsh_plugin() -> Path | None:
    candidate = Path(__file__).resolve().parents[2] / "integrations" / "dsh" / "index.js"
    return candidate if candidate.exists() else None


def main() -> None:  # pragma: no cover - console entry kept for `python -m errkb.cli`
    cli(prog_name="errkb")


if __name__ == "__main__":  # pragma: no cover
    main()
