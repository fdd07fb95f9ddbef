"""Commands that run the loop for a person: run, demo, stats."""

from __future__ import annotations

import click

from .base import cli, echo, emit_json, get_kb, json_option


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

    ctx.exit(run_demo(lambda text: echo(text, err=True), echo))


@cli.command()
@json_option
@click.pass_context
def stats(ctx: click.Context, as_json: bool) -> None:
    """Entries, hits, notices, hit rate, estimated tokens saved (with its inputs), suppressed fixes."""
    from ..app.stats import collect_stats

    result = collect_stats(get_kb(ctx))
    if as_json:
        emit_json(result.to_json(), "errkb.stats/1")
    else:
        echo(result.format())
