"""README's two set-up commands are what a newcomer types; CI must run the same test command."""

from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def setup_commands() -> list[str]:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Set up", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```bash\n(.*?)\n```", section, re.S)


def test_exactly_two_setup_commands_one_for_the_demo_one_for_the_tests() -> None:
    demo, tests = setup_commands()
    assert demo.endswith("errkb demo") and "\n" not in demo
    assert tests.endswith("&& pytest") and "\n" not in tests


def test_ci_runs_the_readme_test_command() -> None:
    test_command = setup_commands()[1].rsplit("&& ", 1)[1]
    ci_lines = [line.split("#")[0].strip() for line in (REPO / ".ci" / "run").read_text().splitlines()]
    assert test_command in ci_lines
