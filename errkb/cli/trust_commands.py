"""`errkb trust [ID] [--reset]`: which fixes this machine doubts or stopped showing, and reset."""

from __future__ import annotations

import click

from ..errors import UsageError
from .base import cli, echo, emit_json, get_kb, json_option, note


@cli.command("trust")
@click.argument("entry_id", required=False)
@click.option("--reset", is_flag=True, help="Trust ENTRY_ID's fix again here: shown again, doubted only if it fails again.")
@json_option
@click.pass_context
def trust_cmd(ctx: click.Context, entry_id: str | None, reset: bool, as_json: bool) -> None:
    """How far this machine trusts each fix it has shown: a fix shown and followed by the same
    failure is doubted; doubted twice without working, it is suppressed (no longer shown) here."""
    from ..app.trust import fix_trust, one_fix, reset_trust

    if reset and entry_id is None:
        raise UsageError("name the entry whose fix to trust again: errkb trust ID --reset")
    kb = get_kb(ctx)
    rows = [reset_trust(kb, entry_id) if reset else one_fix(kb, entry_id)] if entry_id else fix_trust(kb)
    if as_json:
        emit_json({"fixes": [row.to_json() for row in rows], "reset": reset}, "errkb.trust/1")
        return
    for row in rows:
        echo(row.format())
    if reset:
        note(f"{rows[0].id}'s fix is trusted again on this machine.")
    elif not rows:
        note("No fix has been shown on this machine yet.")
    elif any(row.level == "suppressed" for row in rows):
        note("Suppressed fixes are no longer shown on this machine; errkb trust ID --reset shows one again.")
