"""The detail of a headline that only announces its error (headline.py chooses the headline).

Two different errors must never share a headline, so an announcement takes the line that says
what:

- a tool's own announcement (`with_detail`): rustc's `error[E0308]: mismatched types` its label,
  npm's `ERESOLVE unable to resolve dependency tree` the dependency after `Could not resolve
  dependency:`, terraform's boxed `Error: Inconsistent dependency lock file` its provider bullet,
  gradle's `FAILURE: Build failed with an exception.` the innermost cause under `* What went
  wrong:` (since n11 the cause alone: the banner says only that the build failed); javac's
  `cannot find symbol` the `symbol:` line under it;
- any tool's (since n10): a headline ending in `:` announces a list or a reason and keeps its
  first item (`PackagesNotFoundError: The following packages are not available from current
  channels:` `- pychatgpt`); a summary that names nothing gives way to the first line under it
  that reads as an error and names something (`stated_below`), unless that line opens a
  diagnostic of its own (`error: failed to push some refs …` under `! [rejected] …`), or a field
  right under it that names the thing (since n12: raco's `package: pollen`);
- a diagnostic drawn around its source (since n12: codespan's and miette's frames) its frame's
  label, or the sentence under the frame; a headline that sends the reader below (`Please see
  diagnostics information and suggestions below.`) the last finding listed there;
- a summary printed after the list it sums up (since n13: mix's dependency check) the list's first
  item and its reason.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable

NPM_PREFIX = re.compile(r"^(?:npm (?:ERR!|error)|pnpm ERR!)\s*")

# Each tool's own announcement takes the line that says what, so two different errors never share a headline:
# rustc's type mismatch → its label `expected `String`, found `&str``;
_RUSTC_HEADER = re.compile(r"^error\[E\d{4}\]: ")
_RUSTC_LABEL = re.compile(r"^\d*\s*\|[\s|^~-]*(expected .+, found .+)$")
# npm's ERESOLVE → the dependency it could not resolve (`peer react@"^17" from react-dom@17.0.2`);
_NPM_ERESOLVE = re.compile(r"\bERESOLVE\b")
_NPM_CONFLICT = re.compile(r"^(?:Could not resolve dependency|Conflicting peer dependency):$")
# terraform's lock-file error → the provider bullet in its box (`│   - provider registry.terraform.io/hashicorp/aws: …`);
_TERRAFORM_HEADER = re.compile(r"^│ Error: ")
_BOXED_BULLET = re.compile(r"^│\s+- (\S.*)$")
# javac's missing symbol → the symbol it names under the code it points at (`symbol:   class UserClient`, in
# Chinese `符号:   类 UserClient`), above its `location:`;
_JAVAC_SYMBOL = re.compile(r"(?:cannot find symbol|找不到符号)$")
_SYMBOL_LINE = re.compile(r"^((?:symbol|符号)\s*[:：]\s*\S.*)$")
# … and the package it was looked up in, when the location is one (`location: package com.acme`,
# `位置: 程序包 com.acme`: `com.acme.R` is missing, not `org.other.R`); a class there is only where
# the code that names it sits, so it stays out.
_PACKAGE_LOCATION = re.compile(r"^((?:location|位置)\s*[:：]\s*(?:package|程序包)\s+[\w.$]+)$")
# gradle's banner → the innermost cause under `* What went wrong:`.
_GRADLE_BANNER = re.compile(r"^FAILURE: Build failed with an exception\.?$")
# A web framework's debug page titles an exception with the request's path (Django's `OperationalError
# at /add_light/7`) and states its message on the next line: the exception is `OperationalError:
# database is locked`, as a traceback's last line says it, wherever the request went.
_DEBUG_PAGE = re.compile(r"^((?:[A-Za-z_][\w.]*)?(?:Error|Exception|DoesNotExist|NotFound|Denied)) at /\S*$")
_DETAIL_WINDOW = 12  # lines searched after an announcing headline: its own diagnostic, not the next one


def with_detail(lines: list[str], headline: str, reads_as_error: Callable[[str], bool]) -> str:
    """`headline: detail` when the headline only announces the error and a detail line follows.
    `reads_as_error`: whether a line says what went wrong (headline.py's reading), for a headline
    that points elsewhere."""
    try:
        at = lines.index(headline)
    except ValueError:  # a header joined with its next line: already says what
        return headline
    below = lines[at + 1:]
    after = below[:_DETAIL_WINDOW]
    pointed = _pointed_to(headline, below[:_POINTER_REACH], reads_as_error)
    if pointed:
        return pointed
    if _SUMS_UP_ABOVE.match(headline):
        found = _first_listed_above(lines[max(0, at - 4 * _DETAIL_WINDOW):at])
        return f"{headline.rstrip('.:')}: {found}" if found else headline
    if at and _DLL_LOAD_FAILED.match(headline):
        return with_import_above(headline, lines[at - 1])
    page = _DEBUG_PAGE.match(headline)
    if page and after:
        return f"{page.group(1)}: {after[0]}"
    if _POINTS_BELOW.search(headline):
        # (the findings come last, after the tool's list of common reasons: read to the end)
        found = _last_finding(below)
        return f"{headline.rstrip('.:')}: {found}" if found else headline
    detail = _detail(headline, after)
    if detail and _GRADLE_BANNER.match(headline):
        return detail  # the banner says only that the build failed: its cause is the message
    return f"{headline.rstrip('.:')}: {detail}" if detail else headline


def _detail(headline: str, after: list[str]) -> str:
    if _RUSTC_HEADER.match(headline):
        block = _until(after, lambda line: line.startswith(("error", "warning", "For more information")))
        return next((m.group(1) for m in map(_RUSTC_LABEL.match, block) if m), "")
    if _NPM_ERESOLVE.search(headline):
        bodies = [NPM_PREFIX.sub("", line) for line in after]
        return next((bodies[i + 1] for i, body in enumerate(bodies[:-1]) if _NPM_CONFLICT.match(body)), "")
    if _TERRAFORM_HEADER.match(headline):
        box = _until(after, lambda line: not line.startswith("│"))
        return next((m.group(1) for m in map(_BOXED_BULLET.match, box) if m), "")
    if _JAVAC_SYMBOL.search(headline):
        symbol = next((m.group(1) for m in map(_SYMBOL_LINE.match, after[:4]) if m), "")
        package = next((m.group(1) for m in map(_PACKAGE_LOCATION.match, after[:5]) if m), "")
        return f"{symbol} {package}" if symbol and package else symbol
    if _GRADLE_BANNER.match(headline):
        section = _until(after, lambda line: line.startswith("* Try:"))
        starts = [i for i, line in enumerate(section) if line == "* What went wrong:"]
        if not starts:
            return ""
        told = section[starts[0] + 1:]
        causes = [line.lstrip("> ").strip() for line in told if line.startswith(">")]
        return causes[-1] if causes else (told[0] if told else "")
    if after and any(_FRAME_OPEN.match(line) for line in after[:3]):
        return _framed(after)
    if _CMAKE_HEADER.match(headline) and after:
        # CMake wraps one message over several lines (`Generator` / `Visual Studio 17 2022` / `could
        # not find any instance of Visual Studio.`): its first lines together say what
        return " ".join(_until(after, lambda line: line.startswith(_CMAKE_AFTER))[:_CMAKE_LINES])
    if _MATLAB_USING.match(headline) and after:
        return after[0]  # MATLAB: `Error using mex` names the function; its message is the next line
    if _ONLY_A_NUMBER.match(headline) and after:
        # a severity and a number alone (DISM's `Error: 740`, `错误: 0x800f0819`, `Error code: 5`):
        # the number names the error, the next line says it
        return after[0]
    if headline.endswith(":") and after:
        # Any tool: a headline ending in `:` announces a list or a reason; its first item is part of
        # the error (`PackagesNotFoundError: The following packages are not available …:` `- pychatgpt`).
        return _LIST_ITEM.sub("", after[0])
    return ""


_LIST_ITEM = re.compile(r"^[-*•]\s+")
_MATLAB_USING = re.compile(r"^Error using \S+$")
_ONLY_A_NUMBER = re.compile(r"^(?:error|fatal|failed|错误|錯誤)(?: code)?\s*[:：]?\s*(?:0x[0-9a-f]+|-?\d+)[.。]?$", re.I)
_CMAKE_HEADER = re.compile(r"^CMake (?:Error|Warning)(?: \(dev\))? at [^\n]{1,300}:$")
_CMAKE_AFTER = ("-- ", "CMake Error", "CMake Warning", "CMake Deprecation", "See also ", "Call Stack")  # after its message
_CMAKE_LINES = 3

# Python before 3.8 did not name the extension whose DLL failed to load; the traceback's source line
# right above does (`from mpi4py import MPI`), as 3.8 names it (`… while importing MPI: `).
_DLL_LOAD_FAILED = re.compile(r"^(?:ImportError: )?DLL load failed: ")
_IMPORT_LINE = re.compile(r"^\s*(?:from [\w.]+ import \w+|import [\w.]+(?: as \w+)?)\s*$")


def with_import_above(headline: str, above: str) -> str:
    """`DLL load failed: …` with the import statement right above it in front (phrasing.py reads the
    extension's name from it); any other headline as it is."""
    imported = _IMPORT_LINE.match(above) if _DLL_LOAD_FAILED.match(headline) else None
    return f"{imported.group(0).strip()} {headline}" if imported else headline

# A summary printed after the list it sums up (mix's `** (Mix) Can't continue due to errors on
# dependencies` under `Unchecked dependencies for environment dev:`, each dependency a `* jsx (…)`
# line with its reason indented under it): the first dependency and its reason say what (a lock
# that is missing, outdated or mismatched, for which dependency); the advice after the reason
# (`(run "mix deps.get" …)`, `. To generate …`), worded anew by each release, does not.
_SUMS_UP_ABOVE = re.compile(r"^\*\* \(Mix\) Can't continue due to errors on dependencies$")
_LIST_OPENS = re.compile(r"^Unchecked dependencies for environment \w+:$")
_LISTED = re.compile(r"^\* (\S+)(?: \(.*\))?$")
_ADVICE_TAIL = re.compile(r"(?: \(run \S.*|\. To \S.*|[.(]\s*)$")


def _first_listed_above(above: list[str]) -> str:
    opened = max((i for i, line in enumerate(above) if _LIST_OPENS.match(line)), default=None)
    if opened is None:
        return ""
    for i in range(opened + 1, len(above) - 1):
        listed = _LISTED.match(above[i])
        if listed:
            return f"{listed.group(1)}: {_ADVICE_TAIL.sub('', above[i + 1].strip())}"
    return ""

# A headline that sends the reader to more output for what went wrong (rebar3's `Uncaught error in
# rebar_core. Run with DEBUG=1 to see stacktrace or consult rebar3.crashdump`, pipx's `Full pip
# output in file:`) names only where it failed: the next line that reads as an error says what
# (`Uncaught error: {badmatch,[]}`, the dependency mix could not compile, pip's own error), so two
# failures of one tool do not share the headline.
_POINTS_ELSEWHERE = re.compile(r"\b(?:re-?run|run|try again) with\b[^.\n]{0,40}? to (?:see|get)\b"
                               r"|\bconsult \S+\.(?:crashdump|log)\b"
                               r"|\bfull (?:\S+ )?(?:output|log) (?:is )?(?:in|at|written to) (?:the )?(?:file|log)\b",
                               re.I)
_POINTER_REACH = 8  # lines searched under a pointing headline
_POINTER_SPAN = 400  # the pattern reads a line's start only: linear time on a hostile line


def _pointed_to(headline: str, below: list[str], reads_as_error: Callable[[str], bool]) -> str:
    """`<where it failed>: <the line that says what>` for a headline that points elsewhere, else ''."""
    pointer = _POINTS_ELSEWHERE.search(headline[:_POINTER_SPAN])
    # (the pointer ends the headline, or its colon does: `… to see why: missing header foo.h` says
    # what itself)
    if pointer is None or ":" in headline[pointer.end():].rstrip(":"):
        return ""
    where = headline[:pointer.start()].rstrip(" .;,")
    found = next((line for line in below
                  if reads_as_error(line) and not _POINTS_ELSEWHERE.search(line[:_POINTER_SPAN])), "")
    return f"{where}: {found}" if where and found else ""


# A headline that sends the reader below (RabbitMQ's `unable to perform an operation on node 'x'.
# Please see diagnostics information and suggestions below.`) says only that something failed; the
# last finding listed under it says what (`* Authentication failed (rejected by the remote node)`,
# `* epmd reports: node 'rabbit' not running at all`), not the advice around it.
_POINTS_BELOW = re.compile(r"\bsee\b[^.\n]{0,60}\bbelow\b", re.I)
_BULLET = re.compile(r"^[-*•]\s+(\S.*)$")
_ADVICE_BULLET = re.compile(r"^(?:suggestion|hint|help|note|tip|see|consult|if|check|try|make sure)\b", re.I)


def _last_finding(below: list[str]) -> str:
    findings = [m.group(1) for m in map(_BULLET.match, below) if m and not _ADVICE_BULLET.match(m.group(1))]
    return findings[-1] if findings else ""


# A diagnostic drawn around the source it points at (codespan's and miette's frames: Gleam, Nushell,
# Typst, Roc, Deno's lint): a title, maybe miette's `× message`, then the frame (`┌─ src/x.gleam:4:1`,
# `╭─[entry #5:1:1]`, gutters `4 │ …`, underlines `· ─┬─`), whose label (`╰── can't run executable`)
# or, without one, the sentence under it (`No module has been found with the name `gleam/os`.`)
# says what the title only names.
_FRAME_OPEN = re.compile(r"^[┌╭]─")
_FRAME_LINE = re.compile(r"^(?:[┌╭╰└]─|[│·|]|\d+\s*[│|])")
_FRAME_LABEL = re.compile(r"^[·│|]?\s*[╰└]─+\s*(\S.*)$")
_MIETTE_MESSAGE = re.compile(r"^[×✖]\s+(\S.*)$")
_ADVICE = re.compile(r"^(?:help|note|hint|tip)\s*:", re.I)


def _framed(after: list[str]) -> str:
    message = next((m.group(1) for m in map(_MIETTE_MESSAGE.match, after[:2]) if m), "")
    opened = next(i for i, line in enumerate(after) if _FRAME_OPEN.match(line))
    frame = _until(after[opened:], lambda line: not _FRAME_LINE.match(line))
    label = next((m.group(1) for m in map(_FRAME_LABEL.match, frame) if m and not m.group(1).startswith("─")), "")
    if not label:
        below = after[opened + len(frame):]
        label = next((line for line in below if not _ADVICE.match(line)), "")
    return ": ".join(part for part in (message, label) if part)


def _until(lines: list[str], stop: Callable[[str], bool]) -> list[str]:
    return list(itertools.takewhile(lambda line: not stop(line), lines))


# A value the message names: quoted, or a token joined by `/ . _ @ =` or mixing letters and digits.
_NAMES_VALUE = re.compile(r"""['"`‘“][^'"`’”\n]{1,200}['"`’”]|\w[/._@=]\w|[A-Za-z]\d|\d[A-Za-z]""")  # bounded: linear
# A line that opens a diagnostic of its own (`error: failed to push some refs …`, `! [rejected] …`)
# is another statement, not the detail of the one above it.
_OWN_DIAGNOSTIC = re.compile(r"^(?:[!\[]|(?:error|fatal|panic|critical|err!?)\b)", re.I)
_SUMMARY_WINDOW = 4  # lines under a summary that belong to its own diagnostic
# A field right under a summary that names what it is about (`package: pollen`): the thing that is
# wrong, as javac's `symbol:` is (not a place: `path:`, `host:`, `location:` say where).
# (and an error code a tool gives on a line of its own: HarmonyOS' `code:9568347` under `failed to
# install bundle`)
_WHAT_FIELD = re.compile(r"^(?:package|module|symbol|class|crate|gem|formula|plugin|dependency|library|image|target"
                         r"|component|extension|requirement|code|error code)\s*:\s*\S+$", re.I)


def stated_below(below: list[str], summary: str, reads_as_error: Callable[[str], bool]) -> str:
    """A summary naming nothing (composer's `Your requirements could not be resolved to an installable
    set of packages.`, terraform's `Failed to query available provider packages`) gives way to the
    first line under it that reads as an error and names what: two different failures share the
    summary, and the same failure quoted without it keeps its identity. BELOW is every line after
    it: a tool's own rule reads as far as `with_detail` does (its detail wins), this one
    `_SUMMARY_WINDOW` lines."""
    if _NAMES_VALUE.search(summary) or _detail(summary, below[:_DETAIL_WINDOW]):  # a tool's own rule found it
        return summary
    field = next((line for line in below[:2] if _WHAT_FIELD.match(line)), "")
    if field:
        return f"{summary.rstrip('.:')}: {field}"  # raco's `cannot find package on catalogs` over `package: pollen`
    for line in below[:_SUMMARY_WINDOW]:
        if reads_as_error(line) and not _OWN_DIAGNOSTIC.match(line) and _NAMES_VALUE.search(line):
            return line
    return summary
