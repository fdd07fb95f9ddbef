"""`errkb scan` on real logs: log prefixes go before keying, INFO lines narrate, signals and OOM
kills are errors, multi-line errors are one, `N of M shown` is said and `--record` acts on all M
or refuses, entries are tagged `[log:<kind>]`, progress shows only at a terminal.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from errkb.app.logs import is_error, log_kind, split_events, strip_prefix
from errkb.cli.main import cli

PY_LOG = """\
2026-11-29 10:00:01 INFO starting worker pid=4411
Traceback (most recent call last):
  File "/srv/app/worker.py", line 42, in <module>
    import numpy
ModuleNotFoundError: No module named 'numpy'
2026-11-29 10:00:05 INFO retrying
Traceback (most recent call last):
  File "/home/kim/app/worker.py", line 40, in <module>
    import numpy
ModuleNotFoundError: No module named 'numpy'
Traceback (most recent call last):
  File "/srv/app/report.py", line 7, in <module>
    import pandas
ModuleNotFoundError: No module named 'pandas'
Traceback (most recent call last):
  File "/srv/app/cfg.py", line 3, in load
    return os.environ["DATABASE_URL"]
KeyError: 'DATABASE_URL'

During handling of the above exception, another exception occurred:

Traceback (most recent call last):
  File "/srv/app/main.py", line 9, in <module>
    load()
RuntimeError: configuration incomplete
2026-11-29 10:00:09 INFO done
"""

JAVA_LOG = """\
12:00:01.123 [main] INFO  com.acme.App - starting
Exception in thread "main" java.lang.NullPointerException: Cannot invoke "String.length()" because "s" is null
\tat com.acme.App.run(App.java:42)
\tat com.acme.App.main(App.java:12)
12:00:02.456 [main] INFO  com.acme.App - restarting
Exception in thread "main" java.lang.NullPointerException: Cannot invoke "String.length()" because "s" is null
\tat com.acme.App.run(App.java:57)
\tat com.acme.App.main(App.java:12)
Exception in thread "main" java.lang.NullPointerException: Cannot invoke "String.length()" because "s" is null
\tat com.acme.App.run(App.java:61)
\t... 3 more
12:00:03.001 [pool-1] ERROR com.acme.Db - query failed
java.sql.SQLException: Connection is closed
\tat com.zaxxer.hikari.pool.ProxyConnection.checkClosed(ProxyConnection.java:515)
Caused by: java.net.SocketException: Connection reset
\tat java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:323)
\t... 12 more
"""

ACTIONS_LOG = """\
2026-11-29T10:00:01.1234567Z ##[group]Run pytest -q
2026-11-29T10:00:01.2234567Z pytest -q
2026-11-29T10:00:01.3234567Z ##[endgroup]
2026-11-29T10:00:09.1234567Z FAILED tests/test_api.py::test_create - assert 500 == 201
2026-11-29T10:00:09.2234567Z ##[error]Process completed with exit code 1.
2026-11-29T11:30:09.9234567Z FAILED tests/test_api.py::test_create - assert 500 == 201
2026-11-29T11:30:10.0234567Z ##[error]Process completed with exit code 1.
"""

PIP_LOG = """\
Collecting fastapi==0.110.0
  Downloading fastapi-0.110.0-py3-none-any.whl (92 kB)
ERROR: Could not find a version that satisfies the requirement torch==9.9.9 (from versions: 2.2.0, 2.2.1, 2.3.0)
ERROR: No matching distribution found for torch==9.9.9
"""

MAVEN_LOG = """\
[INFO] Scanning for projects...
[INFO] --- compiler:3.11.0:compile (default-compile) @ orders ---
[INFO] BUILD FAILURE
[INFO] Total time: 2.3 s, the deploy step failed
[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.11.0:compile (default-compile) on project orders: Fatal error compiling: error: release version 21 not supported -> [Help 1]
"""

SIGNAL_LOG = """\
$ ./train.sh
Segmentation fault (core dumped)
./run.sh: line 3: 4242 Killed                  python train.py --epochs 10
./run.sh: line 3: 4377 Killed                  python train.py --epochs 20
Aborted (core dumped)
make: *** [Makefile:12: test] Error 139
"""


def scan(runner: CliRunner, tmp_path: Path, text: str, *args: str, name: str = "app.log") -> Any:
    kb_dir = tmp_path / "kb"
    if not kb_dir.exists():
        assert runner.invoke(cli, ["--kb", str(kb_dir), "init"]).exit_code == 0
    log = tmp_path / name
    log.write_text(text, encoding="utf-8")
    result = runner.invoke(cli, ["--kb", str(kb_dir), "scan", "--json", *args, str(log)])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def titles(report: dict[str, Any]) -> dict[str, int]:
    return {row["title"]: row["count"] for row in report["errors"]}


# -- the report ---------------------------------------------------------------------------------------

def test_python_tracebacks_are_counted_and_tagged_by_the_log_s_kind(runner: CliRunner, tmp_path: Path) -> None:
    report = scan(runner, tmp_path, PY_LOG, name="worker.log")
    assert report["schema"] == "errkb.scan/1" and list(report)[0] == "schema"
    assert titles(report) == {
        "[log:worker] ModuleNotFoundError: No module named 'numpy'": 2,
        "[log:worker] ModuleNotFoundError: No module named 'pandas'": 1,
        "[log:worker] RuntimeError: configuration incomplete": 1,
    }
    assert [row["count"] for row in report["errors"]] == [2, 1, 1]  # most frequent first
    assert all(row["via"] == "new" and row["id"] is None for row in report["errors"])
    assert (report["lines"], report["error_events"], report["distinct"], report["shown"]) == (26, 4, 3, 3)


def test_a_logger_s_error_line_and_the_exception_under_it_are_one_error(runner: CliRunner, tmp_path: Path) -> None:
    report = scan(runner, tmp_path, JAVA_LOG)
    assert [row["count"] for row in report["errors"]] == [3, 1]
    assert "NullPointerException" in report["errors"][0]["title"]
    assert "SQLException: Connection is closed" in report["errors"][1]["title"]  # the line that names it


def test_ci_prefixes_go_before_keying_and_group_lines_narrate(runner: CliRunner, tmp_path: Path) -> None:
    report = scan(runner, tmp_path, ACTIONS_LOG)
    assert report["log_kind"] == "github-actions"
    assert titles(report) == {"[log:github-actions] FAILED tests/test_api.py::test_create - assert 500 == 201": 2,
                              "[log:github-actions] Process completed with exit code 1.": 2}


def test_pip_s_two_error_lines_are_one_error(runner: CliRunner, tmp_path: Path) -> None:
    report = scan(runner, tmp_path, PIP_LOG)
    assert report["log_kind"] == "pip" and report["error_events"] == 1
    (row,) = report["errors"]
    assert "torch==" in row["title"]


def test_pip_s_two_error_lines_are_one_error_for_a_plain_name_too(runner: CliRunner, tmp_path: Path) -> None:
    """`pip install numpyy`: the name has no digit or dot, and the two lines are still one error."""
    log = ("Collecting numpyy\n"
           "ERROR: Could not find a version that satisfies the requirement numpyy (from versions: none)\n"
           "ERROR: No matching distribution found for numpyy\n")
    report = scan(runner, tmp_path, log)
    assert report["error_events"] == 1
    (row,) = report["errors"]
    assert "requirement numpyy" in row["title"]


def test_two_unrelated_errors_on_consecutive_lines_stay_two(runner: CliRunner, tmp_path: Path) -> None:
    log = ("Error: ResizeObserver loop completed with undelivered notifications\n"
           "Error: Cannot find module 'left-pad'\n"
           "ERROR: relation \"users\" does not exist\n"
           "ERROR: permission denied for table orders\n")
    report = scan(runner, tmp_path, log)
    assert report["error_events"] == 4 and report["distinct"] == 4


def test_a_build_s_relayed_lines_and_apt_s_levels(runner: CliRunner, tmp_path: Path) -> None:
    """BuildKit's `#0 7.205 ` goes from every line, apt's `E:` is an error level (its explanation
    above is no error), and collect2's relay of the linker's status is the linker's error, not another."""
    log = ("#0 7.205 Package python is not available, but is referred to by another package.\n"
           "#0 7.205 This may mean that the package is missing, has been obsoleted, or\n"
           "#0 7.207 E: Package 'python' has no installation candidate\n"
           "1>main.obj : error LNK2019: unresolved external symbol _wopen\n"
           "/usr/bin/ld: main.c:(.text+0x49): undefined reference to `pthread_create'\n"
           "collect2: error: ld returned 1 exit status\n")
    report = scan(runner, tmp_path, log, name="build.log")
    assert report["error_events"] == 3
    assert [row["title"] for row in report["errors"]] == [
        "[log:build] Package 'python' has no installation candidate",
        "[log:build] main.obj : error LNK2019: unresolved external symbol _wopen",
        "[log:build] <path>/ld: main.c:(.text+0x49): undefined reference to `pthread_create'"]


def test_info_lines_narrate_even_when_they_say_failed(runner: CliRunner, tmp_path: Path) -> None:
    report = scan(runner, tmp_path, MAVEN_LOG)
    assert report["log_kind"] == "maven" and report["error_events"] == 1
    (row,) = report["errors"]
    assert "Failed to execute goal" in row["title"]


def test_a_label_calling_itself_an_error_over_narration_is_no_error(runner: CliRunner, tmp_path: Path) -> None:
    """PlatformIO's `PIO Core Call Error: The next files/directories have been created in …` says
    nothing went wrong; the board it did not know is the error, and SCons's relay adds none."""
    log = ("PIO Core Call Error: The next files/directories have been created in /home/kim/billing\n"
           "platformio.ini - Project Configuration File\n"
           "Error: Unknown board ID 'uno'\n"
           "*** [upload] Error 1\n")
    report = scan(runner, tmp_path, log)
    assert report["error_events"] == 1
    assert [row["title"] for row in report["errors"]] == ["[log:app] Unknown board ID 'uno'"]


def test_signals_and_oom_kills_are_errors(runner: CliRunner, tmp_path: Path) -> None:
    report = scan(runner, tmp_path, SIGNAL_LOG)
    found = titles(report)
    assert report["error_events"] == 5
    assert any("Segmentation fault" in t for t in found) and any("Aborted" in t for t in found)
    assert [count for title, count in found.items() if "Killed" in title] == [2]  # the same kill, twice
    assert any("Error 139" in t for t in found)


# -- N of M, --record on all M or refuse ---------------------------------------------------------------

def many_errors(n: int) -> str:
    return "".join(f"ModuleNotFoundError: No module named 'pkg_{chr(97 + i)}{chr(97 + i)}'\n" for i in range(n))


def test_n_of_m_is_said_on_stderr_and_in_the_json(runner: CliRunner, tmp_path: Path) -> None:
    report = scan(runner, tmp_path, many_errors(5), "--limit", "2")
    assert (report["distinct"], report["shown"], len(report["errors"])) == (5, 2, 2)
    result = runner.invoke(cli, ["--kb", str(tmp_path / "kb"), "scan", "--limit", "2", str(tmp_path / "app.log")])
    assert result.exit_code == 0
    assert "2 of 5 distinct error(s) shown" in result.stderr and "--limit 5 shows all" in result.stderr
    assert "shown" not in result.stdout and len(result.stdout.splitlines()) == 2


def test_record_acts_on_every_error_not_only_the_shown(runner: CliRunner, tmp_path: Path) -> None:
    report = scan(runner, tmp_path, many_errors(5), "--record", "--limit", "2")
    assert (report["shown"], report["recorded"]) == (2, 5)
    again = scan(runner, tmp_path, many_errors(5), "--limit", "5")
    assert [row["via"] for row in again["errors"]] == ["exact"] * 5


def test_record_refuses_more_than_max_new_and_writes_nothing(runner: CliRunner, tmp_path: Path) -> None:
    scan(runner, tmp_path, "nothing here\n")
    errors_md = tmp_path / "kb" / "ERRORS.md"
    before = errors_md.read_bytes()
    (tmp_path / "big.log").write_text(many_errors(6), encoding="utf-8")
    result = runner.invoke(cli, ["--kb", str(tmp_path / "kb"), "scan", "--record", "--max-new", "5",
                                 str(tmp_path / "big.log")])
    assert result.exit_code != 0
    assert "6 errors" in result.stderr and "nothing was written" in result.stderr and result.stdout == ""
    assert errors_md.read_bytes() == before


# -- progress -----------------------------------------------------------------------------------------

def test_progress_only_at_a_terminal(runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    log = tmp_path / "long.log"
    log.write_text("error: disk quota exceeded on volume 7\n" * 12_000, encoding="utf-8")
    assert runner.invoke(cli, ["--kb", str(tmp_path / "kb"), "init"]).exit_code == 0
    quiet = runner.invoke(cli, ["--kb", str(tmp_path / "kb"), "scan", str(log)])
    assert quiet.exit_code == 0 and "scanned" not in quiet.stderr
    monkeypatch.setattr("errkb.cli.base.stderr_is_terminal", lambda: True)
    shown = runner.invoke(cli, ["--kb", str(tmp_path / "kb"), "scan", str(log)])
    assert "scanned 5000 lines" in shown.stderr and "scanned" not in shown.stdout


# -- the parts ----------------------------------------------------------------------------------------

@pytest.mark.parametrize(("line", "level", "text"), [
    ("2026-11-29 10:00:01 INFO starting worker", "info", "starting worker"),
    ("12:00:03.001 [pool-1] ERROR com.acme.Db - query failed", "error", "query failed"),
    ("2026-11-29T10:00:09.2234567Z ##[error]Process completed with exit code 1.", "error",
     "Process completed with exit code 1."),
    ("2026-11-29T10:00:09.2234567Z   File \"x.py\", line 3", "", "  File \"x.py\", line 3"),
    ("[WARNING] deprecated option", "warning", "deprecated option"),
    ("time=2026-11-29T10:00:01Z level=error msg=\"db down\"", "error", "db down"),
    ("Error response from daemon: no such image", "", "Error response from daemon: no such image"),
    # Apache 2.4's error log: a ctime with microseconds, the module before the level, pid and client
    ("[Wed Oct 11 14:32:52.152940 2023] [core:alert] [pid 1234:tid 140] [client 10.0.0.1:52311] AH00526: Syntax "
     "error", "error", "AH00526: Syntax error"),
    ("[Sun Dec 04 04:47:44 2005] [notice] workerEnv.init() ok", "info", "workerEnv.init() ok"),
])
def test_a_log_prefix_gives_its_level_and_goes(line: str, level: str, text: str) -> None:
    assert strip_prefix(line) == (level, text)


def test_events_keep_tracebacks_whole() -> None:
    events = list(split_events(PY_LOG.splitlines()))
    assert [e.first_line for e in events] == [1, 2, 6, 7, 11, 15, 26]
    assert events[1].text.endswith("ModuleNotFoundError: No module named 'numpy'") and len(events[1].lines) == 4
    chained = events[5].text
    assert chained.startswith("Traceback") and "KeyError: 'DATABASE_URL'" in chained
    assert chained.endswith("RuntimeError: configuration incomplete")
    assert [is_error(e) for e in events] == [False, True, False, True, True, True, False]


@pytest.mark.parametrize(("head", "name", "kind"), [
    (ACTIONS_LOG, "", "github-actions"), (MAVEN_LOG, "", "maven"), (PIP_LOG, "", "pip"),
    ("npm ERR! code E404\n", "", "npm"), ("whatever\n", "logs/Build Output.log", "build-output"),
    ("whatever\n", "<stdin>", "text"),
])
def test_the_kind_of_log(head: str, name: str, kind: str) -> None:
    assert log_kind(head, name) == kind


APACHE_LOG = """\
[Wed Oct 11 14:32:52.152940 2023] [core:alert] [pid 1234] [client 10.0.0.1:52311] /var/www/html/.htaccess: \
Invalid command 'RewriteEngine', perhaps misspelled or defined by a module not included in the server configuration
[Wed Oct 11 14:35:10.061673 2023] [core:alert] [pid 1240] [client 10.0.0.7:40022] /var/www/html/blog/.htaccess: \
Invalid command 'RewriteEngine', perhaps misspelled or defined by a module not included in the server configuration
[Wed Oct 11 14:36:00.000001 2023] [core:alert] [pid 1241] [client 10.0.0.9:40023] /var/www/html/.htaccess: \
Invalid command 'SSLEngine', perhaps misspelled or defined by a module not included in the server configuration
"""


def test_one_message_logged_again_about_another_place_is_another_event(runner: CliRunner, tmp_path: Path) -> None:
    """Lines that end alike are one message logged twice, not one error told over two lines (as
    pip's two lines are): Apache's three alerts are three events, two errors."""
    report = scan(runner, tmp_path, APACHE_LOG, name="error.log")
    assert report["error_events"] == 3
    assert sorted(titles(report).values()) == [1, 2]
