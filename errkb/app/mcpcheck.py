"""Whether `errkb mcp` can serve: the `mcp` extra in this errkb, and an installed MCP command
started for real (initialize, then tools/list must offer err_lookup). The hint for a missing
extra fits how this errkb was installed: a checkout, pipx, uv, or pip.
"""

from __future__ import annotations

import importlib.util
import json
import queue
import subprocess
import sys
import threading
import time
from pathlib import Path

PROBE_SECONDS = 30.0  # the SDK takes a few seconds to import on a slow machine


def mcp_available() -> bool:
    """Whether this interpreter has the `mcp` extra (the SDK errkb's server is built on)."""
    try:
        return importlib.util.find_spec("mcp") is not None
    except (ImportError, ValueError):
        return False


def install_hint() -> str:
    """The command that adds the `mcp` extra to this errkb, as it was installed."""
    checkout = _editable_checkout()
    if checkout is not None:
        return f"{_pip()} install -e '{checkout}[mcp]'"
    prefix = Path(sys.prefix).as_posix()
    if "/pipx/venvs/" in prefix:
        return "pipx install --force 'errkb[mcp]'"
    if "/uv/tools/" in prefix:
        return "uv tool install --force 'errkb[mcp]'"
    return f"{_pip()} install 'errkb[mcp]'"


def _pip() -> str:
    return f"{sys.executable} -m pip"


def _editable_checkout() -> str | None:
    """The source folder of an editable install (`pip install -e .`), else None."""
    from importlib import metadata

    try:
        text = metadata.distribution("errkb").read_text("direct_url.json")
    except metadata.PackageNotFoundError:
        text = None
    if text:
        try:
            data = json.loads(text)
        except ValueError:
            data = {}
        url = str(data.get("url", ""))
        if data.get("dir_info", {}).get("editable") and url.startswith("file://"):
            return url[len("file://"):]
    here = Path(__file__).resolve().parents[2]
    return str(here) if (here / "pyproject.toml").is_file() and (here / "errkb").is_dir() else None


def probe_mcp(argv: list[str], timeout: float = PROBE_SECONDS) -> str:
    """Start the MCP server `argv` as a host would and ask it what it offers: "" when it answers
    and offers err_lookup, else what went wrong (with the server's own last words)."""
    try:
        proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                text=True, encoding="utf-8", errors="replace")
    except OSError as exc:
        return f"cannot start {argv[0]}: {exc.strerror}"
    lines: queue.Queue[str] = queue.Queue()
    threading.Thread(target=_read_lines, args=(proc, lines), daemon=True).start()
    deadline = time.monotonic() + timeout
    try:
        _send(proc, {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "errkb-doctor", "version": "1"}}})
        if _answer(lines, 1, deadline) is None:
            return _why_silent(proc, "did not answer initialize")
        _send(proc, {"jsonrpc": "2.0", "method": "notifications/initialized"})
        _send(proc, {"jsonrpc": "2.0", "id": 2, "method": "tools/list"})
        tools = _answer(lines, 2, deadline)
        if tools is None:
            return _why_silent(proc, "did not list its tools")
        result = tools.get("result")
        listed = result.get("tools", []) if isinstance(result, dict) else []
        names = [t.get("name") for t in listed if isinstance(t, dict)]
        return "" if "err_lookup" in names else f"offers no err_lookup tool (it offers: {', '.join(map(str, names))})"
    except OSError:  # it died before reading: its stderr says why
        return _why_silent(proc, "exited at once")
    finally:
        _stop(proc)


def _send(proc: subprocess.Popen[str], message: dict[str, object]) -> None:
    assert proc.stdin is not None
    proc.stdin.write(json.dumps(message) + "\n")
    proc.stdin.flush()


def _read_lines(proc: subprocess.Popen[str], lines: queue.Queue[str]) -> None:
    assert proc.stdout is not None
    for line in proc.stdout:
        lines.put(line)
    lines.put("")  # end of output


def _answer(lines: queue.Queue[str], wanted: int, deadline: float) -> dict[str, object] | None:
    while True:
        try:
            line = lines.get(timeout=max(0.0, deadline - time.monotonic()))
        except queue.Empty:
            return None
        if not line:
            return None
        try:
            message = json.loads(line)
        except ValueError:
            continue
        if isinstance(message, dict) and message.get("id") == wanted:
            return message


def _why_silent(proc: subprocess.Popen[str], what: str) -> str:
    _stop(proc)
    assert proc.stderr is not None
    last = [line.strip() for line in proc.stderr.read().splitlines() if line.strip()][-2:]
    return f"{what}" + (f": {' / '.join(last)}" if last else "")


def _stop(proc: subprocess.Popen[str]) -> None:
    if proc.poll() is None:
        try:
            if proc.stdin is not None:
                proc.stdin.close()
            proc.wait(timeout=3)
        except (OSError, subprocess.TimeoutExpired):
            proc.kill()
            proc.wait()
