"""`errkb cluster`: the capture pipeline in memory, nothing written anywhere (`errkb scan`: test_scan.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from errkb.app.scan import cluster_keys, mask
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


# --- the shape cache: lines that differ only in values ----------------------------------------------

def pipeline_keys(lines: list[str]) -> list[str]:
    """What `cluster_keys` answers with every line through the pipeline (no cache of any kind)."""
    from errkb.app.scan import Groups
    from errkb.recognize.capture import capture

    groups = Groups()
    return [groups.place(capture(line, source="agent"))[0] for line in lines]


def same_partition(a: list[str], b: list[str]) -> bool:
    first_a: dict[str, int] = {}
    first_b: dict[str, int] = {}
    return [first_a.setdefault(k, i) for i, k in enumerate(a)] == [first_b.setdefault(k, i) for i, k in enumerate(b)]


def test_the_shape_cache_answers_as_the_pipeline_does() -> None:
    import random

    rng = random.Random(3)
    messages = ["Receiving block blk_{n} src: /10.251.{a}.{b}:{p} dest: /10.251.{b}.{a}:50010",
                "HTTP request failed with status {s} after {n} ms",
                "connection from 10.0.{a}.{b} port {p} closed by user root",
                "curl: ({c}) The requested URL returned error: {s}",
                "worker {n} exited with exit code {c}",
                "Exception in thread \"pool-{a}\" java.lang.OutOfMemoryError: Java heap space"]
    lines = []
    for _ in range(600):
        text = rng.choice(messages).format(n=rng.randrange(10**6), a=rng.randrange(256), b=rng.randrange(256),
                                           p=rng.randrange(1024, 65535), s=rng.choice((200, 404, 500, 503)),
                                           c=rng.choice((1, 2, 6, 22, 28)))
        lines.append(f"{text} request_id={rng.getrandbits(128):032x}")
    assert same_partition(list(cluster_keys(lines)), pipeline_keys(lines))


def test_a_shape_learns_which_values_do_not_matter_and_which_do() -> None:
    from errkb.app.shapes import Shapes

    shapes = Shapes()
    for n, key in (("17", "A"), ("23", "A")):
        found, shaped = shapes.key(f"job {n} finished with warnings")
        assert found is None
        shapes.learn(shaped, key)
    assert shapes.key("job 99 finished with warnings")[0] == "A"  # the position does not matter
    for status, key in (("200", "B"), ("404", "C")):
        found, shaped = shapes.key(f"request failed with status {status}")
        shapes.learn(shaped, key)
    assert shapes.key("request failed with status 200")[0] is None  # two keys for one shape: always asked
    assert shapes.key("request a1b2c3d4-0000-4000-8000-00000000beef sent")[1][1] == ["a1b2c3d4-0000-4000-8000-00000000beef"]


def test_the_shape_cache_is_bounded() -> None:
    from errkb.app.shapes import Shapes

    shapes = Shapes(limit=10)
    for n in range(50):
        found, shaped = shapes.key(f"word{chr(97 + n % 26)}{chr(97 + n // 26)} failed 1")
        shapes.learn(shaped, "K")
    assert len(shapes.known) == 10
