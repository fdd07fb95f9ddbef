"""Empty or binary input never becomes an entry: `capture </dev/null` and a binary dump are
refused with one line; a hook or `errkb run` seeing binary output records nothing; and text that
only holds a few bad bytes or colour codes is still an error message, stored without a raw
control character."""

from __future__ import annotations

import json
import random
import subprocess
import sys
import tempfile
from pathlib import Path

from click.testing import CliRunner, Result
from hypothesis import given, settings
from hypothesis import strategies as st

from errkb.cli.main import cli
from errkb.recognize.sanitize import looks_binary


def errkb(runner: CliRunner, kb: Path, *args: str, stdin: bytes | None = None) -> Result:
    return runner.invoke(cli, ["--kb", str(kb), *args], input=stdin, catch_exceptions=False)


def random_bytes(n: int, seed: int = 7) -> bytes:
    return random.Random(seed).randbytes(n)


def test_empty_input_is_refused(kb_dir: Path, runner: CliRunner) -> None:
    assert errkb(runner, kb_dir, "init").exit_code == 0
    before = (kb_dir / "ERRORS.md").read_bytes()
    for stdin in (b"", b"  \n\t\n"):
        refused = errkb(runner, kb_dir, "capture", stdin=stdin)
        assert refused.exit_code == 1 and refused.stdout == ""
        assert "errkb: nothing to capture: the error text is empty" in refused.stderr
    assert (kb_dir / "ERRORS.md").read_bytes() == before
    with_code = errkb(runner, kb_dir, "capture", "--exit-code", "3", stdin=b"")  # an exit code says something
    assert with_code.exit_code == 0 and "exit code 3" in with_code.stdout


def test_binary_input_is_refused(kb_dir: Path, runner: CliRunner) -> None:
    assert errkb(runner, kb_dir, "init").exit_code == 0
    before = (kb_dir / "ERRORS.md").read_bytes()
    for data in (random_bytes(2000), b"\x7fELF\x02\x01\x01" + bytes(64) + b"error", random_bytes(300, 3)):
        refused = errkb(runner, kb_dir, "capture", stdin=data)
        assert refused.exit_code == 1, refused.output
        assert "nothing was recorded: the input looks like binary data" in refused.stderr
    refused = errkb(runner, kb_dir, "record", "--message", random_bytes(200).decode("latin-1"), "--fix", "x")
    assert refused.exit_code == 1 and "looks like binary data" in refused.stderr
    assert (kb_dir / "ERRORS.md").read_bytes() == before


def test_text_with_a_bad_byte_and_colours_is_still_a_message(kb_dir: Path, runner: CliRunner) -> None:
    assert errkb(runner, kb_dir, "init").exit_code == 0
    text = b"\x1b[31merror:\x1b[0m cannot open caf\xe9.txt: No such file or directory\n"
    done = errkb(runner, kb_dir, "capture", "--json", stdin=text)
    assert done.exit_code == 0 and json.loads(done.stdout)["created"]
    stored = (kb_dir / "ERRORS.md").read_bytes()
    assert not [b for b in stored if b < 0x20 and b not in (0x0A,)]


@settings(max_examples=60, deadline=None)
@given(st.binary(max_size=600))
def test_whatever_bytes_come_in_errors_md_never_holds_a_control_character(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        kb = Path(folder) / "kb"
        runner = CliRunner()
        assert errkb(runner, kb, "init").exit_code == 0
        result = errkb(runner, kb, "capture", stdin=data)
        assert result.exit_code in (0, 1), result.output
        stored = (kb / "ERRORS.md").read_bytes()
        assert not [b for b in stored if b < 0x20 and b not in (0x09, 0x0A)], stored  # tabs are text
        assert (result.exit_code == 1) == (not data.decode("utf-8", "replace").strip()
                                           or looks_binary(data.decode("utf-8", "replace")))


def test_a_hook_and_run_record_nothing_for_binary_output(kb_dir: Path, tmp_path: Path, runner: CliRunner) -> None:
    assert errkb(runner, kb_dir, "init").exit_code == 0
    before = (kb_dir / "ERRORS.md").read_bytes()
    dump = random_bytes(1500).decode("utf-8", "replace")
    payload = {"session_id": "s", "hook_event_name": "PostToolUseFailure", "tool_name": "Bash",
               "tool_input": {"command": "cat a.out"}, "error": dump}
    hooked = subprocess.run([sys.executable, "-m", "errkb", "--kb", str(kb_dir), "hook", "claude"],
                            input=json.dumps(payload), capture_output=True, text=True, timeout=60)
    assert hooked.returncode == 0 and hooked.stdout == ""
    (tmp_path / "dump.bin").write_bytes(random_bytes(1500))
    program = f"import sys; sys.stdout.buffer.write(open({str(tmp_path / 'dump.bin')!r}, 'rb').read()); sys.exit(1)"
    ran = subprocess.run([sys.executable, "-m", "errkb", "--kb", str(kb_dir), "run", "--", sys.executable, "-c", program],
                         capture_output=True, timeout=60, cwd=tmp_path)
    assert ran.returncode == 1
    assert b"errkb run: not recorded: its output looks like binary data" in ran.stderr
    assert (kb_dir / "ERRORS.md").read_bytes() == before
