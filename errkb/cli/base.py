"""The `errkb` command group and what every command shares: the error boundary, JSON and
messages, progress lines, opening the KB. Commands live in the *_commands modules beside it.

stdout carries only the data asked for; messages go to stderr; every read command has --json.
One error boundary turns ErrkbError into a message and an exit code.
"""

from __future__ import annotations

import errno
import json
import re
import sys
from collections.abc import Callable, Mapping
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
        except OSError as exc:  # a file errkb needs is gone, unreadable or full: its name, not a traceback
            if exc.errno == errno.EPIPE:
                raise  # `errkb list | head`: click ends quietly
            where = f"{exc.filename}: " if exc.filename else ""
            echo(f"errkb: {where}{exc.strerror or exc}", err=True)
            ctx.exit(1)
        except KeyboardInterrupt:
            echo("", err=True)
            ctx.exit(130)  # as a shell reports a command ended by Ctrl-C (128 + SIGINT)


def echo(text: str = "", err: bool = False, nl: bool = True) -> None:
    """Every line a command prints: whatever a KB or a tool put in it, no escape sequence, control,
    bidi or invisible character reaches the terminal raw (recognize/sanitize.py)."""
    click.echo(for_terminal(text), err=err, nl=nl)


def echo_progress(text: str, finished: bool) -> None:
    """One progress line on stderr, rewritten in place (a carriage return, then the text)."""
    click.echo("\r" + for_terminal(text), err=True, nl=finished)


def emit_json(data: Mapping[str, Any], schema: str, iso_times: bool = True) -> None:
    """A command's JSON: ONE object whose first key is `"schema": "errkb.<command>/1"`
    (docs/json.md), with every time in ISO 8601 UTC (`2026-12-01T11:41:00Z`), whether it came
    from ERRORS.md's seen line (`2026-12-01 11:41`) or state.json. `iso_times=False` only for a
    snapshot that copies ERRORS.md's fields verbatim (`errkb export --json -`)."""
    body = {key: value for key, value in data.items() if key != "schema"}
    out = {"schema": schema, **(as_iso_times(body) if iso_times else body)}
    click.echo(for_json(json.dumps(out, ensure_ascii=False, indent=2)))


_TIME = re.compile(r"(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2}(?:\.\d+)?)?(?:Z|[+-]00:?00)?")


def as_iso_times(value: Any) -> Any:
    """`value` with each string that is a UTC time (any of the forms errkb writes) in ISO 8601
    with `Z`; everything else as it was."""
    if isinstance(value, dict):
        return {key: as_iso_times(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [as_iso_times(item) for item in value]
    if isinstance(value, str) and len(value) <= 32:
        found = _TIME.fullmatch(value)
        if found:
            seconds = (found.group(3) or ":00")[:3]
            return f"{found.group(1)}T{found.group(2)}{seconds}Z"
    return value


def note(message: str) -> None:
    echo(message, err=True)


class ProgressLine:
    """Each stage of long work on stderr, one line per stage rewritten in place; a small KB's is
    not worth showing, and a script's stderr (not a terminal) is never shown any. `close` ends a
    line that work cut short, so the next message starts clean."""

    def __init__(self, label: str) -> None:
        self.label = label
        self.open = False
        self.shown = stderr_is_terminal()

    def __call__(self, stage: str, done: int, total: int) -> None:
        if total >= 1000 and self.shown:
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
        kb.report_problems = print_problems
    if stderr_is_terminal():
        # Any command may find ERRORS.md changed (a pull, a hand edit) and rebuild a large index
        # first; a person at a terminal sees how that goes. A script's stderr stays quiet.
        kb.progress = progress_printer(ctx, "indexing")
    return kb


SHOWN_PROBLEMS = 5


def print_problems(problems: list[str]) -> None:
    """Parse problems on stderr, the first few of them: the damaged blocks are left out of
    matching until fixed, and a person should hear of them where they work."""
    for problem in problems[:SHOWN_PROBLEMS]:
        note(f"errkb: {problem}")
    more = len(problems) - SHOWN_PROBLEMS
    tail = f"{more} more; " if more > 0 else ""
    note(f"errkb: {tail}damaged entries are left out of matching until fixed (errkb doctor lists every problem)")


def progress_note(text: str) -> Callable[[int], None] | None:
    """A counter for long work (`scanned N lines…`) when a person watches stderr, else None."""
    if not stderr_is_terminal():
        return None
    return lambda n: note(text.format(n))
