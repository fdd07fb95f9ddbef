"""The `errkb` executable. `errkb hook <host>` skips click entirely: it runs on every tool call
of an agent, so its start-up cost is paid thousands of times a day."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> None:
    args = list(sys.argv[1:] if argv is None else argv)
    kb, rest = _global_kb(args)
    # `errkb hook --help` is click's; every other hook call, however mistaken, fails open.
    if rest[:1] == ["hook"] and rest[1:2] not in (["--help"], ["-h"]):
        sys.exit(_hook(rest[1] if len(rest) > 1 else "", kb))
    from .cli.main import cli

    cli.main(args=args, prog_name="errkb")


def _hook(host: str, kb: str | None) -> int:
    """One hook call, its modules' patterns taken ready-compiled from the last calls
    (hosts/regexcache.py: a fifth of a call's CPU time otherwise), with the cyclic garbage
    collector off.

    Nearly every object a hook call makes is a module's code, class or pattern that lives until
    the process exits, and what it drops is freed by reference counting. On a known-error hit the
    collector made thirteen passes while the call ran and three over everything while the
    interpreter exited, to free some 130 objects: a tenth of the call's instructions. So it never
    runs: it is off for the call, and the objects are frozen before exit, where the last passes
    skip them. What it would have freed is a few kilobytes (maximum RSS within 0.1 MB), and
    nothing in a cycle holds a resource: the hook closes the KB's SQLite connection itself
    (hosts/hook.py), which the collector closed before."""
    import gc

    gc.disable()
    from .hosts.regexcache import load, refresh_if_stale

    loaded = load()
    from .hosts.hook import run_hook

    code = run_hook(host, kb)
    refresh_if_stale(loaded)
    gc.freeze()  # the exit's collections then walk only what the exit itself makes
    return code


def _global_kb(args: list[str]) -> tuple[str | None, list[str]]:
    if args[:1] == ["--kb"] and len(args) > 1:
        return args[1], args[2:]
    if args and args[0].startswith("--kb="):
        return args[0][5:], args[1:]
    return None, args


if __name__ == "__main__":
    main()
