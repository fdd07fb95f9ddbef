"""Commands that recognise error text: capture, lookup, record, why, cluster, scan."""

from __future__ import annotations

import sys
from typing import Any

import click

from ..errors import ErrkbError
from ..model import STATUSES
from .base import cli, echo, emit_json, get_kb, json_option, note, progress_note


def _read_text(text: str | None) -> str:
    if text is not None:
        return text
    if sys.stdin.isatty():
        raise ErrkbError("give the error text as an argument or on stdin")
    # Bytes, decoded as UTF-8 whatever the locale: a tool's output may hold any byte, and a bad
    # one becomes U+FFFD rather than ending the command in a traceback.
    data = sys.stdin.buffer.read() if hasattr(sys.stdin, "buffer") else sys.stdin.read().encode("utf-8", "replace")
    return data.decode("utf-8", errors="replace")


def refuse_unusable(text: str, has_exit_code: bool) -> None:
    """Empty input (`capture </dev/null`) or binary data never becomes an entry."""
    from ..recognize.sanitize import looks_binary

    if not text.strip() and not has_exit_code:
        raise ErrkbError("nothing to capture: the error text is empty", "give the error message as an argument or on stdin")
    if looks_binary(text):
        raise ErrkbError("nothing was recorded: the input looks like binary data, not an error message",
                         "give the error message as text (the line that says what failed)")


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
    given = _read_text(text)
    refuse_unusable(given, exit_code is not None)
    cap = capture(given, source, tool, command_line, exit_code, code, kb.settings.share)
    outcome = record_capture(kb, cap)
    if outcome.paused:
        note(f"errkb: {outcome.paused}")
    if as_json:
        emit_json(outcome.to_json(), "errkb.capture/1")
        return
    if outcome.id is None:
        echo(f"{outcome.via}: {cap.title}")
        return
    label = {"new": "new entry", "exact": "known", "fuzzy": "approximate match", "code": "approximate match (code)"}
    how = "ignored (counted; status ignore)" if outcome.ignored else label.get(outcome.via, outcome.via)
    echo(f"{outcome.id}\t{how}\t{outcome.title}")
    if outcome.fix and not outcome.ignored:
        echo(f"fix: {outcome.fix}")


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
        emit_json(result.to_json(), "errkb.lookup/1")
    else:
        echo(format_lookup(result))
    if not result.results:
        ctx.exit(1)


@cli.command()
@click.argument("entry_id", required=False)
@click.option("--message", default=None, help="The error text, instead of an ID.")
@click.option("--fix", default=None)
@click.option("--status", type=click.Choice(STATUSES), default=None,
              help="ignore: noise never to hear of again (counted, never shown, never a new entry).")
@click.option("--note", default=None)
@click.option("--replace", is_flag=True,
              help="Make FIX the fix even when the entry has a different one (the old one goes to its notes, dated).")
@click.option("--sig", default=None, help="The entry's sig, as lookup gave it: reaches it even if a merge renumbered it.")
@json_option
@click.pass_context
def record(ctx: click.Context, entry_id: str | None, message: str | None, fix: str | None, status: str | None,
           note: str | None, replace: bool, sig: str | None, as_json: bool) -> None:
    """Write a fix, status or note (the only way a fix is written). A different fix already
    there stays unless --replace: yours is then added to the entry's notes as an alternative."""
    from ..loop.record import record_fix

    result = record_fix(get_kb(ctx), entry_id, message, fix, status, note, replace=replace, sig=sig)
    if as_json:
        emit_json(result.to_json(), "errkb.record/1")
    else:
        echo(result.format())


@cli.command()
@json_option
@click.argument("text", nargs=-1, required=True)
@click.pass_context
def why(ctx: click.Context, as_json: bool, text: tuple[str, ...]) -> None:
    """Explain how TEXT matches: headline, canonical form, tier, score, the guards that blocked."""
    from ..app.formatting import format_why
    from ..app.reports import explain

    report = explain(get_kb(ctx), " ".join(text))
    if as_json:
        emit_json(report, "errkb.why/1")
        return
    echo(format_why(report))


@cli.command()
def cluster() -> None:
    """Lines on stdin → one group key per line on stdout, in order (nothing is written)."""
    from ..app.scan import cluster_keys

    out = sys.stdout
    for key in cluster_keys(sys.stdin):
        out.write(key + "\n")  # only errkb's own ASCII: a group key is a fingerprint


@cli.command()
@click.argument("log", type=click.File("r", encoding="utf-8", errors="replace"))
@click.option("--record", "do_record", is_flag=True, help="Add every error errkb has not seen to the KB.")
@click.option("--limit", type=click.IntRange(1, None), default=50, help="Errors to show (all are counted).")
@click.option("--max-new", type=click.IntRange(0, None), default=100, show_default=True,
              help="With --record: refuse, writing nothing, if the log would add more entries than this.")
@json_option
@click.pass_context
def scan(ctx: click.Context, log: Any, do_record: bool, limit: int, max_new: int, as_json: bool) -> None:
    """The distinct errors in a log (FILE or -), with counts, known entries and fixes."""
    from ..app.reports import scan_report
    from ..model import one_line

    report = scan_report(get_kb(ctx), log, do_record, limit, getattr(log, "name", ""), max_new,
                         progress_note("scanned {} lines…"))
    if as_json:
        emit_json(report, "errkb.scan/1")
        return
    for row in report["errors"]:
        ident = row["id"] or "new"
        echo(f"{row['count']:>6}  {ident:<8} {row['via']:<9} {row['title']}")
        if row["fix"]:
            echo(f"{'':>16}fix: {one_line(row['fix'], 200)}")  # one row per error, as in `list`
    note(scan_summary(report))


def scan_summary(report: dict[str, Any]) -> str:
    """`3 of 12 distinct errors shown (41 error events in 5,210 lines of a pip log); …`, and the
    ignored entries the log held (noise a person marked `ignore`: counted, never listed)."""
    shown, total = report["shown"], report["distinct"]
    text = (f"{shown} of {total} distinct error(s) shown ({report['error_events']} error event(s) in "
            f"{report['lines']:,} line(s) of a {report['log_kind']} log)")
    if shown < total:
        text += f"; --limit {total} shows all"
    if report["recorded"]:
        text += f"; {report['recorded']} new entr{'y' if report['recorded'] == 1 else 'ies'} recorded"
    ignored = report["ignored"]
    if ignored:
        seen = sum(row["count"] for row in ignored)
        text += (f"; not listed: {seen} event(s) of {len(ignored)} ignored entr{'y' if len(ignored) == 1 else 'ies'} "
                 f"({', '.join(row['id'] for row in ignored)})")
    return text + "."
