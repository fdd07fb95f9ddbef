"""Every errkb command the docs show still works as shown, so the docs cannot drift from the code.

Commands in README.md and docs/*.md come in three kinds:
- lines of a fenced code block (README's "Use"): run, in a temporary home with a seeded KB;
- commands named in prose (`errkb install claude --project`): run the same way; one may leave
  out the arguments it takes (`errkb scan`), but every word and option it shows must exist;
- synopses with placeholders (`errkb list [--status S] [--limit N] [--json]`): not run; the
  command and every option they name must exist.
`errkb mcp` waits for a host on stdin, so it is only checked as a synopsis.
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import click
import pytest

from errkb.cli.main import cli
from errkb.machine.config import Settings, validate_settings

REPO = Path(__file__).resolve().parents[1]
DOCS = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]
ERRKB = Path(sys.executable).with_name("errkb")
PLACEHOLDER = re.compile(r"\[|<|\||\b[A-Z]{1,}\b(?![-.])|…$")
NEEDS_A_HOST = {("mcp",)}
# What a command may answer besides success: doctor exits 1 on a finding, `run` passes on its child's exit.
MAY_FAIL = {"doctor", "run"}
# Examples that name an entry or a mined candidate (`errkb show E-0055`, `errkb accept M-709063d2`) or
# need a git clone (`errkb sync`) may be refused here, with errkb's own one-line message, never more.
EXAMPLE_ID = re.compile(r"\b(?:E-\d{4}|M-[0-9a-f]{6,})\b")
NEEDS_A_CLONE = {"sync"}
LOG = "npm ERR! code E404\nnpm ERR! 404 Not Found - GET https://registry.npmjs.org/left-padd - Not found\n"


def _fenced_commands(text: str) -> list[str]:
    commands = []
    for block in re.findall(r"```[a-z]*\n(.*?)```", text, re.S):
        for line in block.splitlines():
            line = re.split(r"\s{2,}#", line)[0].strip()  # a trailing comment
            # `errkb init --seed && errkb install claude`: each command on its own
            commands += [part.strip() for part in line.split(" && ") if part.strip().startswith("errkb ")]
    return commands


def _inline_commands(text: str) -> list[str]:
    return [" ".join(m.split()).replace("\\|", "|") for m in re.findall(r"`(errkb\s[^`]+)`", text)]


def shown_commands() -> dict[str, str]:
    """command → the first doc that shows it."""
    found: dict[str, str] = {}
    for doc in DOCS:
        text = doc.read_text(encoding="utf-8")
        for command in _fenced_commands(text) + _inline_commands(text):
            found.setdefault(command, doc.name)
    return found


def _is_synopsis(command: str) -> bool:
    return bool(PLACEHOLDER.search(command.removeprefix("errkb ")))


def _resolve(words: list[str]) -> tuple[list[click.Command], list[str]]:
    """The commands a line names (errkb, a group, its subcommand…) and the words after them."""
    chain: list[click.Command] = [cli]
    rest = list(words)
    while rest and isinstance(chain[-1], click.Group):
        if rest[0].startswith("-"):  # an option of the group itself (errkb --kb DIR …)
            rest = rest[2:] if rest[0] == "--kb" else rest[1:]
            continue
        sub = chain[-1].commands.get(rest[0])  # type: ignore[attr-defined]
        if sub is None:
            break
        chain.append(sub)
        rest = rest[1:]
    return chain, rest


def _options(chain: list[click.Command]) -> set[str]:
    return {opt for command in chain for param in command.params for opt in param.opts + param.secondary_opts
            if opt.startswith("-")} | {"--help", "--version", "--"}


def check_synopsis(command: str) -> None:
    words = command.replace("(", " ").replace(")", " ").replace("[", " ").replace("]", " ").replace("|", " ").split()
    chain, rest = _resolve(words[1:])
    if isinstance(chain[-1], click.Group) and rest and not rest[0].isupper():  # COMMAND is a placeholder
        group = " ".join(["errkb", *(c.name or "" for c in chain[1:])])
        pytest.fail(f"{command}: {rest[0]!r} is not a command of {group}")
    unknown = {w.split("=")[0] for w in rest if w.startswith("-") and w != "-"} - _options(chain)
    assert not unknown, f"{command}: no such option {sorted(unknown)}"


@pytest.fixture(scope="module")
def doc_home(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """A home, config and seeded KB of their own; cwd is a project folder with a build.log."""
    home = tmp_path_factory.mktemp("doc-home")
    (home / "project").mkdir()
    (home / "project" / "build.log").write_text(LOG)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("ERRKB_", "CLAUDE_", "CODEX_", "DSH_", "QWEN_"))}
    env.update(HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"), XDG_DATA_HOME=str(home / ".data"),
               ERRKB_DIR=str(home / "kb"), NO_COLOR="1")
    subprocess.run([str(ERRKB), "init", "--seed"], env=env, cwd=home / "project", check=True, capture_output=True)
    return env


COMMANDS = shown_commands()


def test_the_docs_show_commands() -> None:
    """The extraction itself: README's Use block and cli.md's table are found."""
    assert "errkb doctor" in COMMANDS and "errkb lookup \"pnpm install fails renaming node_modules\"" in COMMANDS
    assert sum(_is_synopsis(c) for c in COMMANDS) >= 15


@pytest.mark.parametrize("command", sorted(COMMANDS), ids=lambda c: c[:60])
def test_a_command_the_docs_show_exists_with_the_options_shown(command: str) -> None:
    check_synopsis(command)


@pytest.mark.skipif(not ERRKB.exists(), reason=f"no errkb executable beside {sys.executable}")
@pytest.mark.parametrize("command", sorted(c for c in COMMANDS if not _is_synopsis(c)), ids=lambda c: c[:60])
def test_a_command_the_docs_show_runs(command: str, doc_home: dict[str, str]) -> None:
    words = shlex.split(command)
    chain, _ = _resolve(words[1:])
    if tuple(c.name for c in chain[1:]) in NEEDS_A_HOST:
        pytest.skip("waits for a host on stdin")
    # Prose names `errkb capture` without its input, which comes on stdin; empty input is refused.
    stdin = {"input": LOG} if chain[-1].name == "capture" else {"stdin": subprocess.DEVNULL}
    result = subprocess.run([str(ERRKB), *words[1:]], env=doc_home, cwd=Path(doc_home["HOME"]) / "project",
                            capture_output=True, text=True, timeout=120, **stdin)
    where = f"{command} (shown in {COMMANDS[command]}): exit {result.returncode}\n{result.stderr[-1500:]}"
    assert "Traceback" not in result.stderr, where
    if result.returncode == 2 and re.search(r"^Error: ", result.stderr, re.M):  # click refused the line
        # Prose may name a command without the arguments it takes; anything else is drift.
        assert re.search(r"^Error: (Missing (argument|option)|Option '[^']+' requires an argument)", result.stderr,
                         re.M), where
        return
    if result.returncode == 1 and (EXAMPLE_ID.search(command) or chain[-1].name in NEEDS_A_CLONE):
        assert result.stderr.startswith("errkb: "), where
        return
    assert result.returncode == 0 or chain[-1].name in MAY_FAIL, where


def test_settings_named_in_cli_md_are_the_settings() -> None:
    text = (REPO / "docs" / "cli.md").read_text(encoding="utf-8")
    section = text.split("## Settings", 1)[1].split("\n## ", 1)[0]
    named = set(re.findall(r"`([a-z_]+)`", section)) - {"hit-only", "always", "off", "public", "private", "en", "zh",
                                                         "counts", "index"}
    assert named == set(vars(Settings()))


def test_fuzzy_threshold_0_is_the_measured_default_as_cli_md_says() -> None:
    warnings: list[str] = []
    assert validate_settings({"fuzzy_threshold": 0}, warn=warnings.append).fuzzy_threshold == 0
    assert validate_settings({"fuzzy_threshold": 0.3}, warn=warnings.append).fuzzy_threshold == 0
    assert len(warnings) == 1 and "fuzzy_threshold=0.3" in warnings[0]
