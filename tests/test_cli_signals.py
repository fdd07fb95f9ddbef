"""The executable as a shell sees it: Ctrl-C exits 130, and `errkb hook --help` is help."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest


@pytest.mark.skipif(os.name != "posix", reason="POSIX signals")
def test_ctrl_c_exits_130_without_a_traceback(tmp_path: Path) -> None:
    subprocess.run([sys.executable, "-m", "errkb", "--kb", str(tmp_path / "kb"), "init"], check=True,
                   capture_output=True)
    waiting = subprocess.Popen([sys.executable, "-m", "errkb", "--kb", str(tmp_path / "kb"), "capture"],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    time.sleep(1.5)  # reading the error text from stdin, which never comes
    waiting.send_signal(signal.SIGINT)
    out, err = waiting.communicate(timeout=30)
    assert waiting.returncode == 130, err
    assert "Traceback" not in err and out == ""


def test_hook_help_is_help() -> None:
    done = subprocess.run([sys.executable, "-m", "errkb", "hook", "--help"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "Usage:" in done.stdout and "claude" in done.stdout and "unknown host" not in done.stderr
