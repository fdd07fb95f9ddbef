"""The `errkb` command group and what every command shares: the error boundary, JSON and
messages, progress lines, opening the KB. Commands live in the *_commands modules beside it.

stdout carries only the data asked for; messages go to stderr; every read command has --json.
One error boundary turns ErrkbError into a message and an exit code.
"""

from __future__ import annotations

import json
import sys
from typing import Any

import click

from .. import __version__
from ..derived.kbase import KnowledgeBase, open_kb
from ..errors import ErrkbError
from ..recognize.sanitize import for_json, for_terminal


class _Group(click.Group):
    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except ErrkbError as exc:
            echo(f"errkb: {exc.message}", err=True)
            if exc.hint:
                echo(f"  {exc.hint}", err=True)
            ctx.exit(exc.exit_code)


def echo(text: str = "", err: bool = False, nl: bool = True) -> None:
    """Every line a command prints: whatever a KB or a tool put in it, no escape sequence, control,
    bidi or invisible character reaches the terminal raw (recognize/sanitize.py)."""
    click.echo(for_terminal(text), err=err, nl=nl)


def echo_progress(text: str, finished: bool) -> None:
    """One progress line on stderr, rewritten in place (a carriage return, then the text)."""
    click.echo("\r" + for_terminal(text), err=True, nl=finished)


def emit_json(data: Any) -> None:
    click.echo(for_json(json.dumps(data, ensure_ascii=False, indent=2)))


def note(message: str) -> None:
    echo(message, err=True)


class ProgressLine:
    """Each stage of long work on stderr, one line per stage rewritten in place; a small KB's is
    not worth showing. `close` ends a line that work cut short, so the next message starts clean."""

    def __init__(self, label: str) -> None:
        self.label = label
        self.open = False

    def __call__(self, stage: str, done: int, total: int) -> None:
        if total >= 1000:
            echo_progress(f"{self.label}: {stage} {done}/{total}", done >= total)
            self.open = done < total

    def close(self) -> None:
        if self.open:
            echo("", err=True)
            self.open = False


def progress_printer(ctx: click.Context, label: str) -> ProgressLine:
    show = ProgressLine(label)
    ctx.call_on_close(show.close)  # before an error message, which the group prints after the command
    return show


def _print_problems(problems: list[str]) -> None:
    for problem in problems:
        note(problem)


def stderr_is_terminal() -> bool:
    """False also when there is no stderr at all (closed with `2>&-`, or pythonw)."""
    try:
        return sys.stderr is not None and sys.stderr.isatty()
    except (ValueError, OSError):  # a closed stream
        return False


def errkb_argv() -> list[str]:
    """The command that runs this errkb, for configs that call it back (host hooks, git's merge
    driver): its script, else the one beside this Python, else `python -m errkb` (which imports
    from the current folder first: a folder named errkb there would shadow the package)."""
    from pathlib import Path

    exe = Path(sys.argv[0]).resolve() if Path(sys.argv[0]).name.startswith("errkb") else None
    if exe and exe.exists():
        return [str(exe)]
    beside = Path(sys.executable).with_name("errkb")
    if beside.is_file():
        return [str(beside)]
    return [sys.executable, "-m", "errkb"]


json_option = click.option("--json", "as_json", is_flag=True, help="Print JSON instead of text.")


@click.group(cls=_Group)
@click.version_option(__version__, prog_name="errkb")
@click.option("--kb", "kb_dir", metavar="DIR", help="Knowledge base directory (else $ERRKB_DIR, config, default).")
@click.pass_context
def cli(ctx: click.Context, kb_dir: str | None) -> None:
    """Diagnose an error once; get its fix back every time it repeats."""
    ctx.obj = {"kb_dir": kb_dir}


def get_kb(ctx: click.Context, report_problems: bool = True) -> KnowledgeBase:
    """The KB the command works on. ERRORS.md's parse problems go to stderr, once per state of the
    file (`report_problems=False`: the command reports them itself, as doctor does)."""
    kb = open_kb(ctx.find_root().obj["kb_dir"])
    if report_problems:
        kb.report_problems = _print_problems
    if stderr_is_terminal():
        # Any command may find ERRORS.md changed (a pull, a hand edit) and rebuild a large index
        # first; a person at a terminal sees how that goes. A script's stderr stays quiet.
        kb.progress = progress_printer(ctx, "indexing")
    return kb
