"""`errkb why`: how a text matches, told truthfully. A candidate that is similar enough but kept
out by a guard is named with that guard; `--json` gives the same keys whatever the tier.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from errkb.app.reports import WHY_SCHEMA, explain
from errkb.cli.main import cli
from errkb.derived.kbase import KnowledgeBase
from errkb.loop.record import record_capture
from errkb.recognize.capture import capture

NUMPY = "ModuleNotFoundError: No module named 'numpy'"
KEYS = {"schema", "headline", "code", "canonical", "fingerprint", "threshold", "tier", "approximate", "match",
        "runner_up", "candidates", "related", "reason"}


@pytest.fixture
def known(kb: KnowledgeBase) -> KnowledgeBase:
    for text, command in ((NUMPY, "python app.py"),
                          ("Error: connect ECONNREFUSED 127.0.0.1:5432", "node app.js"),
                          ("npm ERR! Error: EACCES: permission denied, mkdir '/usr/local/lib/node_modules/typescript'",
                           "npm install -g typescript")):
        record_capture(kb, capture(text, command=command))
    return kb


def test_a_lookalike_above_the_threshold_names_the_guard_that_blocked_it(known: KnowledgeBase) -> None:
    report = explain(known, "ModuleNotFoundError: No module named 'pandas'")
    assert report["tier"] == "none" and report["match"] is None
    (close,) = [c for c in report["candidates"] if c["close_enough"]]
    assert close["id"] == "E-0001" and close["similarity"] >= report["threshold"]
    assert close["blocked_by"] == {"guard": "substitution", "detail": "'pandas' stands where the entry has 'numpy'"}
    assert "substitution guard" in report["reason"] and "E-0001" in report["reason"]
    assert "none is similar enough" not in report["reason"]


def test_below_the_threshold_says_so_and_still_names_a_guard_that_would_block(known: KnowledgeBase) -> None:
    report = explain(known, "npm ERR! Error: EACCES: permission denied, open '/usr/local/lib/node_modules/typescript'")
    assert report["tier"] == "none"
    assert "below the threshold" in report["reason"] and "substitution guard" in report["reason"]


@pytest.mark.parametrize(("text", "tier", "approximate"), [
    (NUMPY, "exact", False),
    ("Traceback (most recent call last):\n  File \"x.py\", line 1\nModuleNotFoundError: No module named 'numpy' "
     "(while importing the test module)", "fuzzy", True),
    ("org.postgresql.util.PSQLException: Connection to localhost:5432 refused. Check that the hostname and port are "
     "correct and that the postmaster is accepting TCP/IP connections.", "condition", True),
    ("something nobody has seen", "none", False),
])
def test_the_json_has_the_same_fields_whatever_the_tier(known: KnowledgeBase, text: str, tier: str,
                                                        approximate: bool) -> None:
    report = explain(known, text)
    assert list(report)[0] == "schema" and report["schema"] == WHY_SCHEMA
    assert set(report) == KEYS
    assert (report["tier"], report["approximate"]) == (tier, approximate)
    assert (report["match"] is None) == (tier == "none")
    json.dumps(report)  # fields, not objects


def test_why_json_on_stdout_only(known: KnowledgeBase, kb_dir: Path, runner: CliRunner) -> None:
    result = runner.invoke(cli, ["--kb", str(kb_dir), "why", "--json", "ModuleNotFoundError: No module named 'pandas'"])
    assert result.exit_code == 0
    report = json.loads(result.stdout)
    assert report["schema"] == WHY_SCHEMA and report["tier"] == "none"
    assert result.stderr == ""


def test_why_in_words_names_the_blocking_guard(known: KnowledgeBase, kb_dir: Path, runner: CliRunner) -> None:
    result = runner.invoke(cli, ["--kb", str(kb_dir), "why", "ModuleNotFoundError: No module named 'pandas'"])
    assert result.exit_code == 0
    assert "blocked by the substitution guard: 'pandas' stands where the entry has 'numpy'" in result.stdout
    assert result.stdout.rstrip().split("\n")[-1].startswith("reason")


def test_one_condition_about_a_kind_of_subject_is_named_related_never_matched(
        known: KnowledgeBase, kb_dir: Path, runner: CliRunner) -> None:
    """A full disk from pip and from docker: `why` shows the entry as a lead, and says why it did not merge."""
    record_capture(known, capture("ERROR: Could not install packages due to an OSError: [Errno 28] No space left on "
                                  "device", command="pip install torch"))
    text = "write /var/lib/docker/tmp/GetImageBlob123: no space left on device"
    report = explain(known, text)
    assert report["tier"] == "none" and report["match"] is None
    assert report["related"]["id"] == "E-0004" and report["related"]["condition"] == ["enospc", "disk"]
    result = runner.invoke(cli, ["--kb", str(kb_dir), "why", text])
    assert result.exit_code == 0
    assert "related, not merged: E-0004 names the same condition (enospc)" in result.stdout


def test_a_word_of_state_on_one_side_only_is_another_error(kb: KnowledgeBase) -> None:
    """winget's `No installed package found` (an upgrade of what is not installed) is not its
    `No package found` (an install of what the source lacks): one word apart, another fix."""
    record_capture(kb, capture("No installed package found matching input criteria.", source="agent"))
    report = explain(kb, "No package found matching input criteria.")
    assert report["tier"] == "none" and report["match"] is None
    (close,) = [c for c in report["candidates"] if c["close_enough"]]
    assert close["blocked_by"] == {"guard": "state", "detail": "'installed' is on one side only"}
    assert "state guard" in report["reason"]


def test_a_message_under_another_kind_of_name_is_told_as_such(kb: KnowledgeBase) -> None:
    message = "The request was aborted: Could not create SSL/TLS secure channel."
    record_capture(kb, capture(f"System.Net.WebException: {message}", command="powershell ./install.ps1"))
    report = explain(kb, f"Invoke-RestMethod : {message}")
    assert report["tier"] == "fuzzy" and report["approximate"] is True
    assert "word for word" in report["reason"] and "invoke-restmethod" in report["reason"]
    assert "system.net.webexception" in report["reason"]
