"""Commands for the agent hosts: mcp, hook, install, uninstall."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from ..errors import ErrkbError
from ..hosts.common import HOSTS
from .base import cli, echo, errkb_argv, note


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
@click.argument("host", type=click.Choice(HOSTS))
@click.pass_context
def hook(ctx: click.Context, host: str) -> None:
    """The hook entry point a host runs (payload on stdin, answer on stdout); never fails the host."""
    from ..hosts.hook import run_hook

    ctx.exit(run_hook(host, ctx.find_root().obj["kb_dir"]))


@cli.command()
@click.argument("host", type=click.Choice(HOSTS))
@click.option("--project", "scope", flag_value="project", help="Install into this project's config.")
@click.option("--user", "scope", flag_value="user", default=True, help="Install into your user config (default).")
@click.option("--dry-run", is_flag=True, help="Print the change as a diff and write nothing.")
@click.option("--plugin", type=click.Path(path_type=Path), metavar="FILE",
              help="dsh, opencode: the plugin file to register instead of the one shipped with errkb.")
@click.pass_context
def install(ctx: click.Context, host: str, scope: str, dry_run: bool, plugin: Path | None) -> None:
    """Add errkb's hooks and MCP server to a host's own config (idempotent)."""
    from ..install.apply import apply_changes
    from ..install.plan import install_notes, plan_install

    kb_dir = ctx.find_root().obj["kb_dir"]
    changes = plan_install(host, scope, errkb_cmd=errkb_argv(), kb_dir=kb_dir, project_dir=Path.cwd(),
                           plugin=plugin)
    _apply_or_show(changes, dry_run, apply_changes)
    for line in install_notes(host, scope):
        note(line)


@cli.command()
@click.argument("host", type=click.Choice(HOSTS))
@click.option("--project", "scope", flag_value="project")
@click.option("--user", "scope", flag_value="user", default=True)
@click.option("--dry-run", is_flag=True)
def uninstall(host: str, scope: str, dry_run: bool) -> None:
    """Remove errkb's hooks and MCP server from a host's config, leaving the rest as it was."""
    from ..install.apply import apply_changes
    from ..install.plan import plan_uninstall

    _apply_or_show(plan_uninstall(host, scope, project_dir=Path.cwd()), dry_run, apply_changes)


def _apply_or_show(changes: list[Any], dry_run: bool, apply: Callable[[list[Any]], None]) -> None:
    if not changes:
        note("nothing to change")
        return
    if dry_run:
        for change in changes:
            echo(change.diff())
        return
    apply(changes)
    for change in changes:
        note(f"{'removed' if change.after is None else 'wrote'} {change.path}")

