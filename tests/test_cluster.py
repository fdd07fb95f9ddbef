"""`errkb cluster` and `errkb scan`: the capture pipeline in memory, nothing written anywhere."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from errkb.app.scan import cluster_keys, mask, split_events
from errkb.cli.main import cli

# Each pair: the same error with other volatile parts (paths, users, OS, ports, PIDs, times, ids).
SAME = [
    ("ModuleNotFoundError: No module named 'numpy' (in /home/kim/app/main.py, line 12)",
     "ModuleNotFoundError: No module named 'numpy' (in C:\\Users\\bob\\proj\\main.py, line 3)"),
    ("Error: listen EADDRINUSE: address already in use 127.0.0.1:3000",
     "Error: listen EADDRINUSE: address already in use 10.1.2.3:8080"),
    ("ENOENT: no such file or directory, open '/home/kim/shop/package.json'",
     "ENOENT: no such file or directory, open 'D:\\work\\api\\package.json'"),
    ("2026-11-29T10:00:01Z worker pid=4411 crashed after 1532 ms",
     "2026-11-30T23:59:59Z worker pid=77 crashed after 12 ms"),
    ("src/api/users.ts(3,21): error TS2307: Cannot find module 'zod' or its corresponding type declarations.",
     "src/forms/schema.ts(14,8): error TS2307: Cannot find module 'zod' or its corresponding type declarations."),
    ("PacketResponder 1 for block blk_38865049064139660 terminating",
     "PacketResponder 0 for block blk_-6952295868487656571 terminating"),
    ("Connection from 24.54.76.216 (24-54-76-216.bflony.adelphia.net) at Fri Jun 17 07:07:00 2005",
     "Connection from 222.33.90.199 () at Mon Jun 20 03:40:59 2005"),
    ("proxy.cse.cuhk.edu.hk:5070 open through proxy proxy.cse.cuhk.edu.hk:5070 HTTPS",
     "tcpconn.tencent.com:80 open through proxy proxy.cse.cuhk.edu.hk:5070 HTTPS"),
]

# Each pair: two different errors that look alike; they must never share a key.
LOOKALIKES = [
    ("ModuleNotFoundError: No module named 'numpy'", "ModuleNotFoundError: No module named 'pandas'"),
    ("src/a.ts(3,21): error TS2307: Cannot find module 'zod' or its corresponding type declarations.",
     "src/a.ts(3,21): error TS2307: Cannot find module 'react' or its corresponding type declarations."),
    ("src/a.ts(3,21): error TS2307: Cannot find module 'zod' or its corresponding type declarations.",
     "src/a.ts(3,21): error TS2305: Module 'zod' has no exported member 'z' or its corresponding declarations."),
    ("EACCES: permission denied, mkdir '/usr/local/lib/node_modules/typescript'",
     "EACCES: permission denied, open '/usr/local/lib/node_modules/typescript'"),
    ("ENOENT: no such file or directory, open '/app/package.json'",
     "ENOENT: no such file or directory, open '/app/tsconfig.json'"),
    ("curl: (22) The requested URL returned error: 401", "curl: (22) The requested URL returned error: 403"),
    ("AirPort: Link Up on en0", "AirPort: Link Up on awdl0"),
    ("Acquiring suspend blocker \"PowerManagerService.WakeLocks\".",
     "Releasing suspend blocker \"PowerManagerService.WakeLocks\"."),
]


def run_cluster(runner: CliRunner, lines: list[str]) -> list[str]:
    result = runner.invoke(cli, ["cluster"], input="".join(line + "\n" for line in lines))
    assert result.exit_code == 0, result.output
    return result.output.splitlines()


def test_one_key_per_line_in_order(runner: CliRunner) -> None:
    lines = [a for a, _ in SAME] + [b for _, b in SAME] + ["", "   ", "plain text, not an error"]
    keys = run_cluster(runner, lines)
    assert len(keys) == len(lines)
    assert all(key.strip() == key and key for key in keys)
    # Order: the same lines fed again give the same keys at the same positions.
    assert run_cluster(runner, lines) == keys
    assert keys == list(cluster_keys(lines))


def test_crlf_and_missing_final_newline(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["cluster"], input="a: boom 1\r\nb: other 2\r\na: boom 3")
    keys = result.output.splitlines()
    assert len(keys) == 3
    assert keys[0] == keys[2] != keys[1]


@pytest.mark.parametrize(("first", "second"), SAME, ids=[a[:28] for a, _ in SAME])
def test_volatile_parts_give_one_key(runner: CliRunner, first: str, second: str) -> None:
    keys = run_cluster(runner, [first, second, first])
    assert keys[0] == keys[1] == keys[2]


@pytest.mark.parametrize(("first", "second"), LOOKALIKES, ids=[a[:28] for a, _ in LOOKALIKES])
def test_lookalikes_get_different_keys(runner: CliRunner, first: str, second: str) -> None:
    keys = run_cluster(runner, [first, second])
    assert keys[0] != keys[1]


def test_lookalikes_stay_apart_in_a_busy_log(runner: CliRunner) -> None:
    """Templates widened by many volatile variants must still not swallow a look-alike."""
    lines = []
    for i in range(30):
        lines.append(f"PacketResponder {i % 3} for block blk_{10**12 + 7919 * i} terminating")
        lines.append(f"ModuleNotFoundError: No module named 'numpy' (worker {i}, pid={1000 + i})")
        lines.append(f"EACCES: permission denied, mkdir '/home/u{i}/.npm/_cacache/tmp{i}'")
    lines += ["ModuleNotFoundError: No module named 'pandas' (worker 3, pid=1003)",
              "EACCES: permission denied, open '/home/u3/.npm/_cacache/tmp3'",
              "PacketResponder 1 for block blk_99 starting"]
    keys = run_cluster(runner, lines)
    responder, numpy, mkdir = keys[0], keys[1], keys[2]
    assert set(keys[0:90:3]) == {responder}
    assert set(keys[1:90:3]) == {numpy}
    assert set(keys[2:90:3]) == {mkdir}
    assert len({responder, numpy, mkdir, *keys[90:]}) == 6


def test_nothing_is_written(runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                            isolated_config: Path) -> None:
    kb_dir = tmp_path / "kb"
    monkeypatch.setenv("ERRKB_DIR", str(kb_dir))
    before = sorted(p for p in tmp_path.rglob("*"))
    config_home = isolated_config.parent
    config_before = sorted(p for p in config_home.rglob("*"))
    keys = run_cluster(runner, [a for a, _ in SAME] * 3)
    assert len(keys) == 3 * len(SAME)
    assert not kb_dir.exists()
    assert sorted(p for p in tmp_path.rglob("*")) == before
    assert sorted(p for p in config_home.rglob("*")) == config_before
    # ... and with an existing KB, it stays byte-identical (no entry, no hit, no index).
    assert runner.invoke(cli, ["--kb", str(kb_dir), "init"]).exit_code == 0
    snapshot = {p: p.read_bytes() for p in kb_dir.rglob("*") if p.is_file()}
    run_cluster(runner, [a for a, _ in SAME])
    assert {p: p.read_bytes() for p in kb_dir.rglob("*") if p.is_file()} == snapshot


def test_mask_keeps_what_identifies_an_error() -> None:
    assert mask("error ts2307: cannot find module 'zod'", "TS2307") == (
        "error", "ts2307:", "cannot", "find", "module", "'zod'")
    assert mask("packetresponder <n> for block blk_-42 terminating") == (
        "packetresponder", "<*>", "for", "block", "blk_<*>", "terminating")
    assert mask("open '<path>/package.json'")[-1] == "'<path>/package.json'"
    assert mask("curl: (22) the requested url returned error: 401")[-1] == "401"


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


def test_split_events_keeps_tracebacks_whole() -> None:
    events = list(split_events(PY_LOG.splitlines()))
    texts = [text for _, text in events]
    assert [n for n, _ in events] == [1, 2, 6, 7, 11, 15, 26]
    assert texts[1].endswith("ModuleNotFoundError: No module named 'numpy'")
    assert texts[1].count("\n") == 3
    chained = texts[5]
    assert chained.startswith("Traceback") and "KeyError: 'DATABASE_URL'" in chained
    assert chained.endswith("RuntimeError: configuration incomplete")


def scan_rows(runner: CliRunner, tmp_path: Path, text: str) -> list[dict[str, object]]:
    kb_dir = tmp_path / "kb"
    assert runner.invoke(cli, ["--kb", str(kb_dir), "init"]).exit_code == 0
    log = tmp_path / "app.log"
    log.write_text(text, encoding="utf-8")
    result = runner.invoke(cli, ["--kb", str(kb_dir), "scan", "--json", str(log)])
    assert result.exit_code == 0, result.output
    rows: list[dict[str, object]] = json.loads(result.stdout)["errors"]
    return rows


def test_scan_python_tracebacks(runner: CliRunner, tmp_path: Path) -> None:
    rows = scan_rows(runner, tmp_path, PY_LOG)
    counted = {str(row["title"]): row["count"] for row in rows}
    assert counted == {
        "[agent] ModuleNotFoundError: No module named 'numpy'": 2,
        "[agent] ModuleNotFoundError: No module named 'pandas'": 1,
        "[agent] RuntimeError: configuration incomplete": 1,
    }
    assert [row["count"] for row in rows] == [2, 1, 1]  # most frequent first
    assert all(row["via"] == "new" and row["id"] is None for row in rows)


def test_scan_java_stack_traces(runner: CliRunner, tmp_path: Path) -> None:
    rows = scan_rows(runner, tmp_path, JAVA_LOG)
    assert len(rows) == 3
    assert rows[0]["count"] == 3 and "NullPointerException" in str(rows[0]["title"])
    titles = " ".join(str(row["title"]) for row in rows[1:])
    assert "query failed" in titles
    assert "SocketException" in titles or "SQLException" in titles


def test_scan_text_output_and_stdin(runner: CliRunner, tmp_path: Path) -> None:
    kb_dir = tmp_path / "kb"
    assert runner.invoke(cli, ["--kb", str(kb_dir), "init"]).exit_code == 0
    result = runner.invoke(cli, ["--kb", str(kb_dir), "scan", "-"], input=PY_LOG + JAVA_LOG)
    assert result.exit_code == 0, result.output
    first = result.stdout.splitlines()[0].split()
    assert first[0] == "3" and "NullPointerException" in result.stdout
    assert "6 distinct error(s)." in result.output


def test_scan_counts_lines_on_a_terminal_and_stays_quiet_in_a_pipe(
        runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    kb_dir = tmp_path / "kb"
    assert runner.invoke(cli, ["--kb", str(kb_dir), "init"]).exit_code == 0
    log = "".join(f"worker {n} ok\nerror: disk {n % 3} is full\n" for n in range(6000))
    piped = runner.invoke(cli, ["--kb", str(kb_dir), "scan", "-"], input=log)
    assert piped.exit_code == 0 and piped.stderr == "1 distinct error(s).\n"
    monkeypatch.setattr("errkb.cli.base.stderr_is_terminal", lambda: True)
    watched = runner.invoke(cli, ["--kb", str(kb_dir), "scan", "-"], input=log)
    assert "scanned 5000 lines…\n" in watched.stderr and watched.stdout == piped.stdout


def test_scan_record_then_known(runner: CliRunner, tmp_path: Path) -> None:
    kb_dir = tmp_path / "kb"
    scan_rows(runner, tmp_path, PY_LOG)
    log = tmp_path / "app.log"
    recorded = runner.invoke(cli, ["--kb", str(kb_dir), "scan", "--record", "--json", str(log)])
    assert recorded.exit_code == 0, recorded.output
    assert all(row["id"] for row in json.loads(recorded.stdout)["errors"])
    again = json.loads(runner.invoke(cli, ["--kb", str(kb_dir), "scan", "--json", str(log)]).stdout)["errors"]
    assert [row["via"] for row in again] == ["exact"] * 3


@settings(max_examples=150, deadline=None)
@given(st.lists(st.text(max_size=300), max_size=12))
def test_cluster_never_crashes_and_keeps_the_count(lines: list[str]) -> None:
    flat = [line.replace("\n", " ").replace("\r", " ") for line in lines]
    keys = list(cluster_keys(flat))
    assert len(keys) == len(flat)
    assert keys == list(cluster_keys(flat))  # deterministic


def test_cluster_handles_a_200k_character_line() -> None:
    line = "error: " + "x9 " * 70_000
    keys = list(cluster_keys([line, line[:-30], "short error"]))
    assert len(keys) == 3
