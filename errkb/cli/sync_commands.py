"""Commands for a KB shared through git: merge-driver, sync, merge, export, import (docs/sync.md)."""

from __future__ import annotations

from pathlib import Path

import click

from .base import cli


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
