"""errkb install/uninstall/status against config files that already hold the user's own setup."""

from __future__ import annotations

import json
import stat
import tempfile
from pathlib import Path

import pytest
import tomlkit
from hypothesis import given, settings
from hypothesis import strategies as st

from errkb.errors import UsageError
from errkb.hosts.common import HOSTS
from errkb.install import jsonedit, tomledit
from errkb.install.apply import apply_changes
from errkb.install.changes import ConfigChange, ConfigError
from errkb.install.commands import is_errkb_hook_command
from errkb.install.plan import (
    PLUGIN_FORMATS,
    host_module,
    install_notes,
    integration_file,
    plan_install,
    plan_uninstall,
)
from errkb.install.status import host_status
from errkb.machine.yamlfile import parse_yaml

REPO = Path(__file__).resolve().parent.parent
PLUGIN_HOSTS = [host for host in HOSTS if host_module(host).CONFIG_FORMAT in PLUGIN_FORMATS]  # dsh, opencode
HOOK_EVENTS = {host: host_module(host).HOOK_STYLE.events for host in HOSTS if host not in PLUGIN_HOSTS}
OLD = ["/old/venv/bin/errkb"]

CLAUDE_SETTINGS = """\
{
    "model": "opus",
    "hooks": {
        "PostToolUse": [
            {
                "matcher": "Bash",
                "hooks": [{"type": "command", "command": "lint.sh", "timeout": 5}]
            }
        ]
    },
    "permissions": {"allow": ["Bash(ls:*)"]}
}
"""
CLAUDE_JSON = """\
{
  "numStartups": 3,
  "mcpServers": {},
  "projects": {
    "/x": {
      "mcpServers": {}
    }
  }
}
"""
GEMINI_SETTINGS = """\
{
  "general": {"disableAutoUpdate": true},
  "hooks": {
    "AfterTool": [
      {"matcher": "run_shell_command", "hooks": [{"type": "command", "command": "audit.sh"}]}
    ]
  },
  "mcpServers": {
    "github": {"command": "gh-mcp", "args": ["--stdio"]}
  }
}
"""
CODEX_HOOKS = """\
{
  "hooks": {
    "Stop": [{"hooks": [{"type": "command", "command": "notify-send done"}]}]
  }
}
"""
CODEX_TOML = """\
# my codex config
model = "gpt-5.5"  # pinned

[mcp_servers.github]
command = "gh-mcp"   # keep this comment
args = ["--stdio"]

[mcp_servers.github.env]
TOKEN_FILE = "~/.gh"

# analytics below
[analytics]
enabled = false
"""
CURSOR_HOOKS = """\
{
  "version": 1,
  "hooks": {
    "afterFileEdit": [{"command": "./format.sh"}]
  }
}
"""
CURSOR_MCP = """\
{
  "mcpServers": {
    "db": {"url": "http://localhost:1234/mcp"}
  }
}
"""
DSH_PATCH = """\
# my dsh patches
- insert:
    - id: foo   # the foo plugin
      name: '@x/foo'
      config:
        level: 2
- remove: bar
"""

QWEN_SETTINGS = """\
{
  "model": {"name": "qwen3-coder-plus"},
  "hooks": {
    "PreToolUse": [
      {"matcher": "run_shell_command", "hooks": [{"type": "command", "command": "audit.sh"}]}
    ]
  },
  "mcpServers": {
    "github": {"command": "gh-mcp", "args": ["--stdio"]}
  }
}
"""
OPENCODE_CONFIG = """\
{
  "$schema": "https://opencode.ai/config.json",
  "plugin": ["opencode-wakatime", ["./format.sh", {"on": "save"}]],
  "mcp": {
    "db": {"type": "remote", "url": "http://localhost:1234/mcp"}
  }
}
"""

EXISTING = {
    "claude": {".claude/settings.json": CLAUDE_SETTINGS, ".claude.json": CLAUDE_JSON},
    "gemini": {".gemini/settings.json": GEMINI_SETTINGS},
    "codex": {".codex/hooks.json": CODEX_HOOKS, ".codex/config.toml": CODEX_TOML},
    "cursor": {".cursor/hooks.json": CURSOR_HOOKS, ".cursor/mcp.json": CURSOR_MCP},
    "dsh": {".dsh/cordis.patch.yml": DSH_PATCH},
    "qwen": {".qwen/settings.json": QWEN_SETTINGS},
    "opencode": {".config/opencode/opencode.json": OPENCODE_CONFIG},
}


@pytest.fixture
def errkb_exe(tmp_path: Path) -> Path:
    exe = tmp_path / "venv" / "bin" / "errkb"
    exe.parent.mkdir(parents=True)
    exe.write_text("#!/bin/sh\nexit 0\n")
    exe.chmod(0o755)
    return exe


@pytest.fixture
def plugin(tmp_path: Path) -> Path:
    """errkb's dsh plugin file (its opencode plugin sits beside it, as in errkb's tree)."""
    path = tmp_path / "repo" / "integrations" / "dsh" / "index.js"
    path.parent.mkdir(parents=True)
    path.write_text("export const name = 'errkb'\n")
    opencode_plugin(path).parent.mkdir(parents=True)
    opencode_plugin(path).write_text("export const ErrkbPlugin = async () => ({})\n")
    return path


def opencode_plugin(plugin: Path) -> Path:
    return plugin.parent.parent / "opencode" / "index.js"


def plugin_for(host: str, plugin: Path) -> Path | None:
    """The plugin file a host loads (the fixture's copies), None for a host that runs hook commands."""
    return {"dsh": plugin, "opencode": opencode_plugin(plugin)}.get(host)


@pytest.fixture
def home(tmp_path: Path) -> Path:
    h = tmp_path / "home"
    h.mkdir()
    return h


def write_existing(home: Path, host: str) -> dict[Path, bytes]:
    files = {}
    for rel, text in EXISTING[host].items():
        path = home / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(text.encode())
        files[path] = text.encode()
    return files


def do_install(
    host: str, home: Path, cmd: list[str], plugin: Path, **kw: object
) -> list[ConfigChange]:
    changes = plan_install(host, errkb_cmd=cmd, home=home, plugin=plugin_for(host, plugin), **kw)  # type: ignore[arg-type]
    apply_changes(changes)
    return changes


def all_text(home: Path) -> str:
    return "".join(
        p.read_text() for p in sorted(home.rglob("*")) if p.is_file() and "errkb-bak" not in p.name
    )


# -- recognising errkb's commands -------------------------------------------------------------


@pytest.mark.parametrize(
    ("command", "host", "ours"),
    [
        ("errkb hook claude", "claude", True),
        ("/home/u/.venv/bin/errkb hook claude", "claude", True),
        ("'/path with space/errkb' --kb /k hook gemini", "gemini", True),
        ("/usr/bin/python3 -m errkb hook codex", "codex", True),
        ("ERRKB_HOME=/x errkb hook cursor", "cursor", True),
        ("errkb hook claude", "gemini", False),
        ("lint.sh hook claude", "claude", False),
        ("my-errkb hook claude", "claude", False),
        ("errkb mcp", "claude", False),
        ("echo 'unbalanced", "claude", False),
    ],
)
def test_recognises_errkb_hook_commands(command: str, host: str, ours: bool) -> None:
    assert is_errkb_hook_command(command, host) is ours


# -- install keeps the user's setup, and a second install changes nothing ------------------------


@pytest.mark.parametrize("host", HOSTS)
def test_install_keeps_existing_entries_and_is_idempotent(
    host: str, home: Path, errkb_exe: Path, plugin: Path
) -> None:
    write_existing(home, host)
    changes = do_install(host, home, [str(errkb_exe)], plugin)
    assert changes
    text = all_text(home)
    for keep in (
        "lint.sh",
        "gh-mcp",
        "notify-send done",
        "keep this comment",
        "./format.sh",
        "localhost:1234",
        "the foo plugin",
        "# my dsh patches",
        "- remove: bar",
        '"/x"',
        "audit.sh",
        "# analytics below",
        "qwen3-coder-plus",
        "opencode-wakatime",
        '"on": "save"',
    ):
        if any(keep in t for t in EXISTING[host].values()):
            assert keep in text, keep
    assert host_status(host, home=home).command == f"{errkb_exe} hook {host}"
    assert plan_install(host, errkb_cmd=[str(errkb_exe)], home=home, plugin=plugin_for(host, plugin)) == []


def test_claude_install_only_adds_lines(home: Path, errkb_exe: Path, plugin: Path) -> None:
    write_existing(home, "claude")
    changes = plan_install("claude", errkb_cmd=[str(errkb_exe)], home=home)
    settings = next(c for c in changes if c.path.name == "settings.json")
    assert settings.before is not None and settings.after is not None
    removed = [
        ln for ln in settings.diff().splitlines() if ln.startswith("-") and not ln.startswith("---")
    ]
    assert removed == []  # the user's lines are untouched; errkb's are appended
    data = json.loads(settings.after)
    assert data["model"] == "opus" and data["permissions"] == {"allow": ["Bash(ls:*)"]}
    assert set(data["hooks"]) == set(HOOK_EVENTS["claude"])
    assert data["hooks"]["PostToolUse"][0]["hooks"][0]["command"] == "lint.sh"
    mine = data["hooks"]["PostToolUseFailure"][0]
    assert mine == {
        "matcher": "*",
        "hooks": [{"type": "command", "command": f"{errkb_exe} hook claude", "timeout": 10}],
    }
    assert "matcher" not in data["hooks"]["SessionStart"][0]
    assert '\n                "matcher": "*",\n' in settings.after  # 4-space style kept
    claude_json = json.loads(next(c for c in changes if c.path.name == ".claude.json").after or "")
    assert claude_json["mcpServers"]["errkb"] == {
        "type": "stdio",
        "command": str(errkb_exe),
        "args": ["mcp"],
    }
    assert claude_json["projects"] == {"/x": {"mcpServers": {}}}


def test_gemini_timeout_is_milliseconds(home: Path, errkb_exe: Path, plugin: Path) -> None:
    write_existing(home, "gemini")
    do_install("gemini", home, [str(errkb_exe)], plugin)
    data = json.loads((home / ".gemini/settings.json").read_text())
    hook = data["hooks"]["AfterTool"][1]["hooks"][0]
    assert hook["timeout"] == 10000 and hook["name"] == "errkb"
    assert data["hooks"]["AfterTool"][1]["matcher"] == ".*"
    assert set(data["hooks"]) == {"SessionStart", "BeforeAgent", "AfterTool", "SessionEnd"}
    assert data["mcpServers"]["github"] == {"command": "gh-mcp", "args": ["--stdio"]}
    assert data["mcpServers"]["errkb"] == {"command": str(errkb_exe), "args": ["mcp"]}


def test_codex_toml_table_is_appended_leaving_the_users_text_as_it_was(
    home: Path, errkb_exe: Path, plugin: Path
) -> None:
    write_existing(home, "codex")
    do_install("codex", home, [str(errkb_exe)], plugin)
    text = (home / ".codex/config.toml").read_text()
    assert text == CODEX_TOML + f'\n[mcp_servers.errkb]\ncommand = "{errkb_exe}"\nargs = ["mcp"]\n'
    hooks = json.loads((home / ".codex/hooks.json").read_text())["hooks"]
    assert set(hooks) == {"SessionStart", "UserPromptSubmit", "PostToolUse", "Stop"}
    assert hooks["Stop"][0]["hooks"][0]["command"] == "notify-send done"
    assert any(
        "--dangerously-bypass-hook-trust" in n and "/hooks" in n for n in install_notes("codex")
    )


def test_cursor_hooks_are_flat_camel_case(home: Path, errkb_exe: Path, plugin: Path) -> None:
    do_install("cursor", home, [str(errkb_exe)], plugin)
    data = json.loads((home / ".cursor/hooks.json").read_text())
    assert data["version"] == 1
    assert list(data["hooks"]) == list(HOOK_EVENTS["cursor"])
    assert data["hooks"]["postToolUseFailure"] == [{"command": f"{errkb_exe} hook cursor"}]
    mcp = json.loads((home / ".cursor/mcp.json").read_text())
    assert mcp == {"mcpServers": {"errkb": {"command": str(errkb_exe), "args": ["mcp"]}}}


def test_dsh_patch_entries(home: Path, errkb_exe: Path, plugin: Path) -> None:
    write_existing(home, "dsh")
    do_install("dsh", home, [str(errkb_exe)], plugin, kb_dir="/kb")
    text = (home / ".dsh/cordis.patch.yml").read_text()
    assert text.startswith(DSH_PATCH + "\n- insert:\n    - id: errkb\n")
    data = parse_yaml(text)
    assert data[0]["insert"][0]["id"] == "foo" and data[1] == {"remove": "bar"}
    hook, mcp = data[2]["insert"]
    assert hook == {
        "id": "errkb",
        "name": str(plugin),
        "config": {"exec": f"{errkb_exe} --kb /kb hook dsh", "timeoutMs": 5000},
    }
    assert mcp == {
        "id": "mcp-errkb",
        "name": "@deepseek-ai/dsh-mcp-client",
        "config": {
            "serverName": "errkb",
            "transport": "stdio",
            "command": str(errkb_exe),
            "args": ["--kb", "/kb", "mcp"],
        },
    }


def test_dsh_home_from_environment(
    tmp_path: Path, errkb_exe: Path, plugin: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path / "h"))
    monkeypatch.setenv("DSH_HOME", str(tmp_path / "dshhome"))
    monkeypatch.setenv("CODEX_HOME", str(tmp_path / "codexhome"))
    (changes,) = plan_install("dsh", errkb_cmd=["errkb"], plugin=plugin)
    assert changes.path == tmp_path / "dshhome" / "cordis.patch.yml"
    assert {c.path.parent for c in plan_install("codex", errkb_cmd=["errkb"])} == {
        tmp_path / "codexhome"
    }


# -- uninstall gives back the original bytes ------------------------------------------------------


@pytest.mark.parametrize("host", HOSTS)
def test_uninstall_round_trip_restores_original_bytes(
    host: str, home: Path, errkb_exe: Path, plugin: Path
) -> None:
    original = write_existing(home, host)
    do_install(host, home, [str(errkb_exe)], plugin)
    changes = plan_uninstall(host, home=home)
    assert changes
    apply_changes(changes)
    for path, data in original.items():
        assert path.read_bytes() == data, path
    created = [
        p
        for p in home.rglob("*")
        if p.is_file() and p not in original and "errkb-bak" not in p.name
    ]
    assert created == []  # files errkb created are gone again
    assert plan_uninstall(host, home=home) == []


@pytest.mark.parametrize("host", HOSTS)
def test_install_into_empty_home_and_back(
    host: str, home: Path, errkb_exe: Path, plugin: Path
) -> None:
    changes = do_install(host, home, [str(errkb_exe)], plugin)
    assert all(c.before is None for c in changes)
    for c in changes:
        assert c.path.read_text().endswith("\n")
    apply_changes(plan_uninstall(host, home=home))
    assert [p for p in home.rglob("*") if p.is_file()] == []


def test_project_scope(tmp_path: Path, errkb_exe: Path, plugin: Path) -> None:
    proj = tmp_path / "proj"
    (proj / ".claude").mkdir(parents=True)
    (proj / ".mcp.json").write_text(
        '{\n  "mcpServers": {\n    "db": {"command": "db-mcp"}\n  }\n}\n'
    )
    changes = plan_install("claude", "project", errkb_cmd=["errkb"], project_dir=proj)
    assert sorted(c.path for c in changes) == [proj / ".claude/settings.json", proj / ".mcp.json"]
    apply_changes(changes)
    mcp = json.loads((proj / ".mcp.json").read_text())["mcpServers"]
    assert set(mcp) == {"db", "errkb"}
    status = host_status("claude", project_dir=proj, home=tmp_path / "nohome")
    assert status.installed and status.mcp_installed
    assert status.config_paths == [proj / ".claude/settings.json", proj / ".mcp.json"]
    with pytest.raises(UsageError):
        plan_install("dsh", "project", errkb_cmd=["errkb"], project_dir=proj, plugin=plugin)
    with pytest.raises(UsageError):
        plan_install("vim", errkb_cmd=["errkb"], home=tmp_path)


# -- dry run, broken files, applying --------------------------------------------------------------


def test_dry_run_diff_shows_change_and_writes_nothing(home: Path, errkb_exe: Path) -> None:
    original = write_existing(home, "codex")
    changes = plan_install("codex", errkb_cmd=[str(errkb_exe)], home=home)
    diffs = "".join(c.diff() for c in changes)
    assert f'+command = "{errkb_exe}"' in diffs
    assert f'+            "command": "{errkb_exe} hook codex",' in diffs
    assert f"--- {home / '.codex/config.toml'}" in diffs
    assert " [analytics]" in diffs  # context line
    for path, data in original.items():
        assert path.read_bytes() == data
    assert not list(home.rglob("*.errkb-bak"))


def test_diff_of_new_and_removed_file(tmp_path: Path) -> None:
    new = ConfigChange(tmp_path / "a.json", None, "{}\n")
    assert new.diff().startswith("--- /dev/null\n+++ ") and "+{}" in new.diff()
    gone = ConfigChange(tmp_path / "a.json", "{}", None)
    assert "+++ /dev/null" in gone.diff() and "\\ No newline at end of file" in gone.diff()


def test_broken_json_is_refused_with_path_and_line(home: Path, errkb_exe: Path) -> None:
    path = home / ".claude" / "settings.json"
    path.parent.mkdir(parents=True)
    broken = '{\n  "model": "opus",\n  // a comment\n  "x": 1\n}\n'
    path.write_text(broken)
    with pytest.raises(ConfigError) as err:
        plan_install("claude", errkb_cmd=[str(errkb_exe)], home=home)
    assert f"{path}:3:" in str(err.value)
    assert "not valid JSON" in str(err.value)
    assert path.read_text() == broken
    assert not (home / ".claude.json").exists()
    status = host_status("claude", home=home)
    assert not status.installed
    assert any(f"{path}:3:" in p for p in status.problems)


def test_broken_toml_and_yaml_are_refused(home: Path, errkb_exe: Path, plugin: Path) -> None:
    toml = home / ".codex" / "config.toml"
    toml.parent.mkdir(parents=True)
    toml.write_text('model = "x"\n[broken\n')
    with pytest.raises(ConfigError, match=str(toml)):
        plan_install("codex", errkb_cmd=[str(errkb_exe)], home=home)
    yml = home / ".dsh" / "cordis.patch.yml"
    yml.parent.mkdir(parents=True)
    yml.write_text("- insert: [\n")
    with pytest.raises(ConfigError, match=f"{yml}:2:"):
        plan_install("dsh", errkb_cmd=[str(errkb_exe)], home=home, plugin=plugin)
    yml.write_text("insert: {}\n")
    with pytest.raises(ConfigError, match="list of patches"):
        plan_install("dsh", errkb_cmd=[str(errkb_exe)], home=home, plugin=plugin)


def test_wrong_json_shapes_are_refused(home: Path) -> None:
    path = home / ".gemini" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text('{"hooks": []}\n')
    with pytest.raises(ConfigError, match="hooks is not a JSON object"):
        plan_install("gemini", errkb_cmd=["errkb"], home=home)
    path.write_text('{"hooks": {"AfterTool": {}}}\n')
    with pytest.raises(ConfigError, match="hooks.AfterTool is not a JSON array"):
        plan_install("gemini", errkb_cmd=["errkb"], home=home)
    path.write_text("[1, 2]\n")
    with pytest.raises(ConfigError, match="JSON object at the top level"):
        plan_install("gemini", errkb_cmd=["errkb"], home=home)


def test_apply_refuses_a_file_changed_since_planning(home: Path) -> None:
    write_existing(home, "cursor")
    changes = plan_install("cursor", errkb_cmd=["errkb"], home=home)
    (home / ".cursor/mcp.json").write_text('{"mcpServers": {}}\n')
    with pytest.raises(ConfigError, match="changed since"):
        apply_changes(changes)
    assert (home / ".cursor/hooks.json").read_text() == CURSOR_HOOKS


def test_backup_is_taken_once_and_mode_is_kept(home: Path) -> None:
    original = write_existing(home, "claude")
    claude_json = home / ".claude.json"
    claude_json.chmod(0o600)
    apply_changes(plan_install("claude", errkb_cmd=["/a/errkb"], home=home))
    apply_changes(plan_install("claude", errkb_cmd=["/b/errkb"], home=home))
    backup = home / ".claude.json.errkb-bak"
    assert backup.read_bytes() == original[claude_json]
    assert stat.S_IMODE(claude_json.stat().st_mode) == 0o600
    assert not (home / ".cursor").exists()


def test_symlinked_config_is_written_through(tmp_path: Path, home: Path) -> None:
    dotfiles = tmp_path / "dotfiles" / "cursor-mcp.json"
    dotfiles.parent.mkdir()
    dotfiles.write_text(CURSOR_MCP)
    link = home / ".cursor" / "mcp.json"
    link.parent.mkdir()
    link.symlink_to(dotfiles)
    apply_changes(plan_install("cursor", errkb_cmd=["errkb"], home=home))
    assert link.is_symlink()
    assert "errkb" in json.loads(dotfiles.read_text())["mcpServers"]


# -- stale commands, duplicates, user tweaks ------------------------------------------------------


@pytest.mark.parametrize("host", HOSTS)
def test_stale_command_path_is_replaced(
    host: str, home: Path, errkb_exe: Path, plugin: Path
) -> None:
    write_existing(home, host)
    do_install(host, home, OLD, plugin)
    changes = do_install(host, home, [str(errkb_exe)], plugin)
    assert changes
    text = all_text(home)
    assert "/old/venv" not in text
    assert text.count(f"{errkb_exe}") == len(HOOK_EVENTS.get(host, ("plugin",))) + 1  # + the MCP server
    status = host_status(host, home=home)
    assert status.installed and status.mcp_installed and status.command_works
    assert status.command == f"{errkb_exe} hook {host}"
    assert status.problems == []


def test_stale_json_change_touches_only_the_command_strings(
    home: Path, errkb_exe: Path, plugin: Path
) -> None:
    write_existing(home, "claude")
    do_install("claude", home, OLD, plugin)
    changes = plan_install("claude", errkb_cmd=[str(errkb_exe)], home=home)
    for change in changes:
        minus = [
            ln
            for ln in change.diff().splitlines()
            if ln.startswith("-") and not ln.startswith("---")
        ]
        assert minus and all("/old/venv/bin/errkb" in ln for ln in minus)


def test_duplicates_and_python_m_errkb_are_collapsed(home: Path) -> None:
    path = home / ".claude" / "settings.json"
    path.parent.mkdir(parents=True)
    old = {"type": "command", "command": "python3 -m errkb hook claude"}
    path.write_text(
        json.dumps(
            {
                "hooks": {
                    "Stop": [
                        {"hooks": [old]},
                        {"hooks": [old, {"type": "command", "command": "say done"}]},
                    ],
                    "PreToolUse": [{"matcher": "*", "hooks": [old]}],
                }
            },
            indent=2,
        )
        + "\n"
    )
    apply_changes(plan_install("claude", errkb_cmd=["/new/errkb"], home=home))
    hooks = json.loads(path.read_text())["hooks"]
    assert "PreToolUse" not in hooks  # an event errkb does not use any more
    assert hooks["Stop"] == [
        {"hooks": [{"type": "command", "command": "/new/errkb hook claude"}]},
        {"hooks": [{"type": "command", "command": "say done"}]},
    ]
    assert plan_install("claude", errkb_cmd=["/new/errkb"], home=home) == []


def test_user_tweaks_to_errkb_entries_survive_reinstall(
    home: Path, errkb_exe: Path, plugin: Path
) -> None:
    do_install("claude", home, [str(errkb_exe)], plugin)
    path = home / ".claude" / "settings.json"
    path.write_text(path.read_text().replace('"timeout": 10', '"timeout": 30'))
    mcp = home / ".claude.json"
    data = json.loads(mcp.read_text())
    data["mcpServers"]["errkb"]["env"] = {"ERRKB_HOME": "/x"}
    mcp.write_text(json.dumps(data, indent=2) + "\n")
    assert plan_install("claude", errkb_cmd=[str(errkb_exe)], home=home) == []


def test_other_hosts_errkb_hooks_are_not_touched(home: Path) -> None:
    path = home / ".claude" / "settings.json"
    path.parent.mkdir(parents=True)
    text = (
        '{"hooks": {"Stop": [{"hooks": [{"type": "command", "command": "errkb hook gemini"}]}]}}\n'
    )
    path.write_text(text)
    apply_changes(plan_install("claude", errkb_cmd=["errkb"], home=home))
    apply_changes(plan_uninstall("claude", home=home))
    assert path.read_text() == text


# -- formatting styles ----------------------------------------------------------------------------


def test_tabs_crlf_and_bom_are_kept(home: Path) -> None:
    path = home / ".gemini" / "settings.json"
    path.parent.mkdir(parents=True)
    original = '\ufeff{\r\n\t"ui": {\r\n\t\t"theme": "dark"\r\n\t}\r\n}'.encode()
    path.write_bytes(original)
    apply_changes(plan_install("gemini", errkb_cmd=["errkb"], home=home))
    text = path.read_bytes().decode()
    assert text.startswith('\ufeff{\r\n\t"ui"')
    assert "\n" not in text.replace("\r\n", "")
    assert '\r\n\t"hooks": {\r\n\t\t"SessionStart": [' in text
    assert not text.endswith("\n")
    apply_changes(plan_uninstall("gemini", home=home))
    assert path.read_bytes() == original


def test_single_line_json_stays_single_line(home: Path) -> None:
    path = home / ".cursor" / "mcp.json"
    path.parent.mkdir(parents=True)
    path.write_text('{"mcpServers": {"db": {"command": "db"}}}\n')
    apply_changes(plan_install("cursor", errkb_cmd=["errkb"], home=home))
    assert path.read_text() == (
        '{"mcpServers": {"db": {"command": "db"}, '
        '"errkb": {"command": "errkb", "args": ["mcp"]}}}\n'
    )


def test_codex_inline_table_is_updated_and_removed(home: Path) -> None:
    path = home / ".codex" / "config.toml"
    path.parent.mkdir(parents=True)
    path.write_text(
        '[mcp_servers]\nerrkb = { command = "/old/errkb", args = ["mcp"] }  # mine\n'
        'other = { command = "o" }\n'
    )
    apply_changes(plan_install("codex", errkb_cmd=["/new/errkb"], home=home))
    text = path.read_text()
    assert '"/new/errkb"' in text and "# mine" in text and 'other = { command = "o" }' in text
    apply_changes(plan_uninstall("codex", home=home))
    assert "errkb" not in path.read_text() and 'other = { command = "o" }' in path.read_text()


def test_codex_inline_parent_table_gets_an_inline_entry(home: Path) -> None:
    path = home / ".codex" / "config.toml"
    path.parent.mkdir(parents=True)
    original = 'mcp_servers = { other = { command = "o" } }\nmodel = "x"\n'
    path.write_text(original)
    apply_changes(plan_install("codex", errkb_cmd=["errkb"], home=home))
    data = tomlkit.parse(path.read_text()).unwrap()
    assert data["mcp_servers"] == {
        "other": {"command": "o"},
        "errkb": {"command": "errkb", "args": ["mcp"]},
    }
    apply_changes(plan_uninstall("codex", home=home))
    assert tomlkit.parse(path.read_text()).unwrap() == tomlkit.parse(original).unwrap()


def test_codex_table_keeps_user_keys_on_update(home: Path) -> None:
    path = home / ".codex" / "config.toml"
    path.parent.mkdir(parents=True)
    path.write_text(
        '[mcp_servers.errkb]\ncommand = "/old/errkb"  # was here\nargs = ["mcp"]\n'
        "startup_timeout_sec = 20\n"
    )
    apply_changes(plan_install("codex", errkb_cmd=["/new/errkb"], home=home))
    assert path.read_text() == (
        '[mcp_servers.errkb]\ncommand = "/new/errkb"  # was here\n'
        'args = ["mcp"]\nstartup_timeout_sec = 20\n'
    )


def test_dsh_entries_inside_a_user_item_keep_comments(
    home: Path, errkb_exe: Path, plugin: Path
) -> None:
    path = home / ".dsh" / "cordis.patch.yml"
    path.parent.mkdir(parents=True)
    path.write_text(
        "# patches\n- insert:\n    - id: foo  # mine\n      name: '@x/foo'\n"
        "    - id: errkb\n      name: /old/index.js\n"
        "      config:\n        exec: /old/errkb hook dsh\n"
    )
    apply_changes(plan_install("dsh", errkb_cmd=[str(errkb_exe)], home=home, plugin=plugin))
    text = path.read_text()
    assert "# patches" in text and "# mine" in text and "/old" not in text
    data = parse_yaml(text)
    assert [e["id"] for e in data[0]["insert"]] == ["foo", "errkb", "mcp-errkb"]
    apply_changes(plan_uninstall("dsh", home=home))
    text = path.read_text()
    assert "# mine" in text and "errkb" not in text


# -- status ---------------------------------------------------------------------------------------


def test_host_status_before_and_after(home: Path, errkb_exe: Path, plugin: Path) -> None:
    before = host_status("gemini", home=home)
    assert (before.installed, before.mcp_installed, before.command, before.problems) == (
        False,
        False,
        None,
        [],
    )
    do_install("gemini", home, [str(errkb_exe)], plugin)
    after = host_status("gemini", home=home)
    assert after.installed and after.mcp_installed and after.command_works
    assert after.command == f"{errkb_exe} hook gemini"
    assert after.config_paths == [home / ".gemini" / "settings.json"]
    assert after.problems == []
    errkb_exe.unlink()
    gone = host_status("gemini", home=home)
    assert gone.installed and not gone.command_works
    assert any("does not run" in p for p in gone.problems)


def test_host_status_reports_a_missing_event(home: Path, errkb_exe: Path, plugin: Path) -> None:
    do_install("codex", home, [str(errkb_exe)], plugin)
    path = home / ".codex" / "hooks.json"
    data = json.loads(path.read_text())
    del data["hooks"]["Stop"]
    path.write_text(json.dumps(data))
    status = host_status("codex", home=home)
    assert status.installed and status.mcp_installed
    assert status.problems == [f"{path}: no errkb hook for Stop"]


def test_host_status_dsh_plugin_missing(home: Path, errkb_exe: Path, plugin: Path) -> None:
    do_install("dsh", home, [str(errkb_exe)], plugin)
    assert host_status("dsh", home=home).problems == []
    plugin.unlink()
    assert any("dsh plugin not found" in p for p in host_status("dsh", home=home).problems)


def test_kb_dir_is_passed_absolute(
    home: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.chdir(tmp_path)
    apply_changes(plan_install("cursor", errkb_cmd=["errkb"], kb_dir="team kb", home=home))
    data = json.loads((home / ".cursor/hooks.json").read_text())
    assert data["hooks"]["stop"] == [{"command": f"errkb --kb '{tmp_path}/team kb' hook cursor"}]
    mcp = json.loads((home / ".cursor/mcp.json").read_text())["mcpServers"]["errkb"]
    assert mcp["args"] == ["--kb", f"{tmp_path}/team kb", "mcp"]


# -- the Claude Code plugin at the repository root ------------------------------------------------


def test_claude_plugin_files() -> None:
    manifest = json.loads((REPO / ".claude-plugin" / "plugin.json").read_text())
    assert manifest["name"] == "errkb" and manifest["version"] == "0.1.0"
    assert "PATH" in manifest["description"]
    market = json.loads((REPO / ".claude-plugin" / "marketplace.json").read_text())
    assert market["name"] == "errkb" and market["owner"]["name"]
    assert market["plugins"][0]["name"] == "errkb" and market["plugins"][0]["source"] == "./"
    hooks = json.loads((REPO / "hooks" / "hooks.json").read_text())["hooks"]
    assert list(hooks) == list(HOOK_EVENTS["claude"])
    for event, groups in hooks.items():
        commands = [h["command"] for g in groups for h in g["hooks"]]
        assert commands == ["errkb hook claude"], event
        assert all(is_errkb_hook_command(c, "claude") for c in commands)
    mcp = json.loads((REPO / ".mcp.json").read_text())["mcpServers"]["errkb"]
    assert mcp["command"] == "errkb" and mcp["args"] == ["mcp"]


def test_hosts_and_events_are_consistent() -> None:
    """A host runs hook commands (and says which events) or loads errkb's own plugin, never both;
    every plugin errkb registers ships with it."""
    assert PLUGIN_HOSTS == ["dsh", "opencode"]
    for host in HOSTS:
        assert hasattr(host_module(host), "HOOK_STYLE") is (host not in PLUGIN_HOSTS), host
    for host in PLUGIN_HOSTS:
        assert integration_file(host) == REPO / "integrations" / host / "index.js"


@pytest.mark.parametrize("host", sorted(HOOK_EVENTS))
def test_every_event_errkb_installs_is_one_its_adapter_reads(host: str) -> None:
    """A hook registered for an event the adapter ignores would cost the host a process per call."""
    adapter = host_module(host)
    for event in HOOK_EVENTS[host]:
        payload = {"hook_event_name": event, "session_id": "s", "tool_name": "Bash", "prompt": "hi",
                   "tool_input": {"command": "ls"}, "tool_response": "ok", "error": "Exit code 1\nboom"}
        assert adapter.to_event(payload) is not None, event


# -- jsonedit on arbitrary documents --------------------------------------------------------------

_scalars = st.none() | st.booleans() | st.integers(-5, 5) | st.text('ab"\\é\n', max_size=4)
_json = st.recursive(
    _scalars,
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text("abc", max_size=3), inner, max_size=3)
    ),
    max_leaves=12,
)


@settings(max_examples=300, deadline=None)
@given(
    doc=st.dictionaries(st.text("abc", max_size=3), _json, max_size=4),
    indent=st.sampled_from([None, 2, 4, "\t"]),
    crlf=st.booleans(),
    key=st.text("abcd", min_size=1, max_size=2),
    value=_json,
)
def test_jsonedit_set_then_delete_round_trips(
    doc: dict[str, object], indent: int | str | None, crlf: bool, key: str, value: object
) -> None:
    text = json.dumps(doc, indent=indent, ensure_ascii=False)
    if crlf:
        text = text.replace("\n", "\r\n")
    edited = jsonedit.JsonDoc(text)
    path: list[jsonedit.Key] = ["outer", key]
    existed = "outer" in doc
    edited.set(path, value)
    expected = json.loads(text)
    expected.setdefault("outer", {})
    if not isinstance(expected["outer"], dict):
        return  # set() refuses to descend into a non-object; covered elsewhere
    expected["outer"][key] = value
    assert json.loads(edited.text) == expected
    if crlf:
        assert "\n" not in edited.text.replace("\r\n", "")
    if not existed:
        edited.delete(["outer"])
        assert edited.text == text
    edited.append(["list"], value)
    assert json.loads(edited.text)["list"][-1] == value


# -- tomledit on arbitrary documents --------------------------------------------------------------

_toml_scalars = st.booleans() | st.integers(-5, 5) | st.text('ab"\\é', max_size=4)
_toml_tables = st.dictionaries(st.sampled_from(["a", "b-c", "d e"]), _toml_scalars, max_size=2)


@st.composite
def toml_documents(draw: st.DrawFn) -> str:
    """Hand-written-looking TOML: top-level keys, tables, sub-tables of mcp_servers, comments."""
    doc = tomlkit.document()
    if draw(st.booleans()):
        doc.add(tomlkit.comment("my config"))
    for key, value in draw(_toml_tables).items():
        doc[key] = value
    servers = draw(st.dictionaries(st.sampled_from(["github", "db", "x.y"]), _toml_tables, max_size=2))
    if servers:
        doc["mcp_servers"] = servers
    for name, table in draw(st.dictionaries(st.sampled_from(["analytics", "features"]), _toml_tables, max_size=2)).items():
        doc[name] = table
    text = tomlkit.dumps(doc)
    if draw(st.booleans()):
        text = text.replace("\n", "\r\n")
    return text


@settings(max_examples=200, deadline=None)
@given(text=toml_documents(), command=st.text("ab/é ", min_size=1, max_size=5))
def test_tomledit_set_then_remove_gives_back_the_bytes(text: str, command: str) -> None:
    key = ("mcp_servers", "errkb")
    values = {"command": command, "args": ["mcp"]}
    installed = tomledit.set_table(text, key, values)
    assert tomledit.parse(installed)["mcp_servers"]["errkb"] == values
    assert installed.startswith(text)  # appended: not one byte of the user's text moved
    assert tomledit.set_table(installed, key, values) == installed
    assert tomledit.remove_table(installed, key) == text


def test_jsonedit_refuses_nan(home: Path) -> None:
    path = home / ".cursor" / "mcp.json"
    path.parent.mkdir(parents=True)
    path.write_text('{\n  "x": NaN\n}\n')
    with pytest.raises(ConfigError, match=f"{path}:2:8: not valid JSON"):
        plan_install("cursor", errkb_cmd=["errkb"], home=home)


def test_backup_of_a_private_file_stays_private(home: Path) -> None:
    write_existing(home, "claude")
    (home / ".claude.json").chmod(0o600)
    apply_changes(plan_install("claude", errkb_cmd=["errkb"], home=home))
    assert stat.S_IMODE((home / ".claude.json.errkb-bak").stat().st_mode) == 0o600


def test_host_status_sees_hooks_turned_off(home: Path, errkb_exe: Path, plugin: Path) -> None:
    do_install("claude", home, [str(errkb_exe)], plugin)
    path = home / ".claude" / "settings.json"
    path.write_text(path.read_text().replace("{\n", '{\n  "disableAllHooks": true,\n', 1))
    assert host_status("claude", home=home).problems == [
        f"{path}: hooks are turned off (disableAllHooks)"
    ]
    do_install("codex", home, [str(errkb_exe)], plugin)
    toml = home / ".codex" / "config.toml"
    toml.write_text(toml.read_text() + "\n[features]\nhooks = false\n")
    assert any("turned off" in p for p in host_status("codex", home=home).problems)


# -- Qwen Code and opencode -------------------------------------------------------------------------


def test_qwen_hooks_are_claude_shaped(home: Path, errkb_exe: Path, plugin: Path) -> None:
    write_existing(home, "qwen")
    do_install("qwen", home, [str(errkb_exe)], plugin)
    data = json.loads((home / ".qwen/settings.json").read_text())
    assert list(data["hooks"]) == ["PreToolUse", *HOOK_EVENTS["qwen"]]
    assert data["hooks"]["PostToolUseFailure"] == [{
        "matcher": "*", "hooks": [{"type": "command", "command": f"{errkb_exe} hook qwen", "timeout": 10}]}]
    assert "matcher" not in data["hooks"]["SessionStart"][0]
    assert data["mcpServers"] == {"github": {"command": "gh-mcp", "args": ["--stdio"]},
                                  "errkb": {"command": str(errkb_exe), "args": ["mcp"]}}


def test_qwen_home_and_project_scope(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QWEN_HOME", str(tmp_path / "qwenhome"))
    (change,) = plan_install("qwen", errkb_cmd=["errkb"])
    assert change.path == tmp_path / "qwenhome" / "settings.json"
    (change,) = plan_install("qwen", "project", errkb_cmd=["errkb"], project_dir=tmp_path / "proj")
    assert change.path == tmp_path / "proj" / ".qwen" / "settings.json"
    assert any("/trust" in n for n in install_notes("qwen", "project"))
    assert install_notes("qwen") == []


def test_qwen_status_sees_hooks_turned_off(home: Path, errkb_exe: Path, plugin: Path) -> None:
    do_install("qwen", home, [str(errkb_exe)], plugin)
    assert host_status("qwen", home=home).problems == []
    path = home / ".qwen" / "settings.json"
    path.write_text(path.read_text().replace("{\n", '{\n  "disableAllHooks": true,\n', 1))
    assert host_status("qwen", home=home).problems == [f"{path}: hooks are turned off (disableAllHooks)"]


def test_opencode_plugin_entry_and_mcp_server(home: Path, errkb_exe: Path, plugin: Path) -> None:
    write_existing(home, "opencode")
    jsonc = home / ".config/opencode/opencode.jsonc"
    jsonc.write_text('{\n  // the user\'s own settings, with comments\n  "theme": "dark"\n}\n')
    do_install("opencode", home, [str(errkb_exe)], plugin, kb_dir="/kb")
    data = json.loads((home / ".config/opencode/opencode.json").read_text())
    assert data["plugin"] == ["opencode-wakatime", ["./format.sh", {"on": "save"}],
                              [str(opencode_plugin(plugin)), {"exec": [str(errkb_exe), "--kb", "/kb", "hook", "opencode"],
                                                              "timeoutMs": 5000}]]
    assert data["mcp"] == {"db": {"type": "remote", "url": "http://localhost:1234/mcp"},
                           "errkb": {"type": "local", "command": [str(errkb_exe), "--kb", "/kb", "mcp"]}}
    assert data["$schema"] == "https://opencode.ai/config.json"
    assert "comments" in jsonc.read_text()  # opencode merges both files; errkb leaves the JSONC alone
    status = host_status("opencode", home=home)
    assert status.command == f"{errkb_exe} --kb /kb hook opencode" and status.problems == []
    assert status.config_paths == [home / ".config/opencode/opencode.json"]
    assert any("restart" in n for n in install_notes("opencode"))


def test_opencode_stale_entry_is_updated_in_place(home: Path, errkb_exe: Path, plugin: Path) -> None:
    """An old errkb's entry (another plugin path, another errkb) is rewritten where it stands; the
    user's timeout stays; a second errkb entry and a bare listing of errkb's plugin file go."""
    path = home / ".config/opencode/opencode.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"plugin": [
        ["/old/site-packages/errkb/integrations/opencode/index.js", {"exec": "/old/bin/errkb hook opencode",
                                                                     "timeoutMs": 2000}],
        "other-plugin",
        "/elsewhere/integrations/opencode/index.js",
        ["/x/index.js", {"exec": ["python3", "-m", "errkb", "hook", "opencode"]}],
        ["/y/index.js", {"exec": "my-wrapper hook opencode"}],
    ]}, indent=2) + "\n")
    do_install("opencode", home, [str(errkb_exe)], plugin)
    plugins = json.loads(path.read_text())["plugin"]
    assert plugins == [[str(opencode_plugin(plugin)), {"exec": [str(errkb_exe), "hook", "opencode"], "timeoutMs": 2000}],
                       "other-plugin", ["/y/index.js", {"exec": "my-wrapper hook opencode"}]]
    apply_changes(plan_uninstall("opencode", home=home))
    assert json.loads(path.read_text())["plugin"] == ["other-plugin", ["/y/index.js", {"exec": "my-wrapper hook opencode"}]]


def test_opencode_bare_listing_gets_errkb_options(home: Path, errkb_exe: Path, plugin: Path) -> None:
    """errkb's plugin listed by hand without options would run `errkb` from PATH: install gives it
    this errkb's command; the user's MCP environment and the rest of the file stay."""
    path = home / ".config/opencode/opencode.json"
    path.parent.mkdir(parents=True)
    path.write_text(f'{{"plugin": ["{opencode_plugin(plugin)}"], '
                    '"mcp": {"errkb": {"type": "local", "command": ["errkb", "mcp"], "environment": {"A": "1"}}}}\n')
    assert host_status("opencode", home=home).command == "errkb hook opencode"  # the plugin's default
    do_install("opencode", home, [str(errkb_exe)], plugin)
    data = json.loads(path.read_text())
    assert data["plugin"] == [[str(opencode_plugin(plugin)), {"exec": [str(errkb_exe), "hook", "opencode"],
                                                               "timeoutMs": 5000}]]
    assert data["mcp"]["errkb"] == {"type": "local", "command": [str(errkb_exe), "mcp"], "environment": {"A": "1"}}
    assert "\n" not in path.read_text().rstrip("\n")  # a one-line file stays one line


def test_opencode_config_home_and_project_scope(tmp_path: Path, plugin: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))
    (change,) = plan_install("opencode", errkb_cmd=["errkb"], plugin=opencode_plugin(plugin))
    assert change.path == tmp_path / "xdg" / "opencode" / "opencode.json"
    (change,) = plan_install("opencode", "project", errkb_cmd=["errkb"], project_dir=tmp_path / "proj",
                             plugin=opencode_plugin(plugin))
    assert change.path == tmp_path / "proj" / "opencode.json"


@pytest.mark.parametrize("host", ["qwen", "opencode"])
def test_project_install_and_back_gives_the_bytes_again(host: str, tmp_path: Path, errkb_exe: Path,
                                                        plugin: Path) -> None:
    proj = tmp_path / "proj"
    ((_, text),) = EXISTING[host].items()
    path = proj / (".qwen/settings.json" if host == "qwen" else "opencode.json")
    path.parent.mkdir(parents=True)
    path.write_text(text)
    apply_changes(plan_install(host, "project", errkb_cmd=[str(errkb_exe)], project_dir=proj,
                               plugin=plugin_for(host, plugin)))
    status = host_status(host, project_dir=proj, home=tmp_path / "nohome")
    assert status.installed and status.mcp_installed and status.config_paths == [path]
    apply_changes(plan_uninstall(host, "project", project_dir=proj))
    assert path.read_text() == text


def test_opencode_plugin_file_must_exist(home: Path, tmp_path: Path) -> None:
    with pytest.raises(UsageError, match="opencode plugin not found"):
        plan_install("opencode", errkb_cmd=["errkb"], home=home, plugin=tmp_path / "nope.js")
    assert not (home / ".config").exists()


def test_opencode_ships_its_plugin() -> None:
    """Without --plugin errkb registers its own plugin (the package's, or this checkout's)."""
    found = integration_file("opencode")
    assert found.read_bytes() == (REPO / "integrations/opencode/index.js").read_bytes()


def test_opencode_status_problems(home: Path, errkb_exe: Path, plugin: Path) -> None:
    do_install("opencode", home, [str(errkb_exe)], plugin)
    path = home / ".config/opencode/opencode.json"
    path.write_text(path.read_text().replace('"type": "local"', '"type": "local", "enabled": false'))
    opencode_plugin(plugin).unlink()
    problems = host_status("opencode", home=home).problems
    assert problems == [f"{path}: opencode plugin not found: {opencode_plugin(plugin)}",
                        f"{path}: the errkb MCP server is disabled (mcp.errkb.enabled)"]


def test_opencode_status_reads_plugin_paths_as_opencode_does(home: Path, errkb_exe: Path, plugin: Path) -> None:
    """A relative plugin path counts from the config file's folder, a file:// URL is a path; a
    package name is npm's business, not a missing file."""
    folder = home / ".config/opencode"
    folder.mkdir(parents=True)
    (folder / "plugins").mkdir()
    (folder / "plugins/errkb.js").write_text("export {}\n")
    for spec, missing in (("./plugins/errkb.js", False), ("./plugins/gone.js", True),
                          (f"file://{opencode_plugin(plugin)}", False), ("@acme/errkb-opencode", False)):
        entry = [spec, {"exec": [str(errkb_exe), "hook", "opencode"]}]
        (folder / "opencode.json").write_text(json.dumps({"plugin": [entry]}))
        problems = host_status("opencode", home=home).problems
        assert any("opencode plugin not found" in p for p in problems) is missing, spec


def test_opencode_config_with_comments_is_refused_unchanged(home: Path, plugin: Path) -> None:
    path = home / ".config/opencode/opencode.json"
    path.parent.mkdir(parents=True)
    text = '{\n  // mine\n  "theme": "dark",\n}\n'
    path.write_text(text)
    with pytest.raises(ConfigError, match=f"{path}:2:"):
        plan_install("opencode", errkb_cmd=["errkb"], home=home, plugin=opencode_plugin(plugin))
    assert path.read_text() == text


# -- opencode.json: any user file comes back byte for byte --------------------------------------------

_names = st.text("abcxyz-", min_size=1, max_size=6).filter(lambda s: s != "errkb")
_user_plugins = st.lists(_names | st.tuples(_names.map(lambda s: f"./{s}.js"),
                                            st.dictionaries(st.sampled_from(["on", "exec", "level"]),
                                                            _names, max_size=2)).map(list), max_size=3)
_user_servers = st.dictionaries(_names, st.fixed_dictionaries({"type": st.just("local"),
                                                               "command": st.lists(_names, min_size=1, max_size=2)}),
                                max_size=2)


@st.composite
def opencode_configs(draw: st.DrawFn) -> str:
    """An opencode.json as a user may have it: their plugins and servers, any other keys, any layout."""
    doc: dict[str, object] = draw(st.dictionaries(st.sampled_from(["$schema", "theme", "model"]), _names, max_size=2))
    for key, values in (("plugin", _user_plugins), ("mcp", _user_servers)):
        if draw(st.booleans()):
            doc[key] = draw(values)
    text = json.dumps(doc, indent=draw(st.sampled_from([None, 2, 4, "\t"])), ensure_ascii=False)
    text += draw(st.sampled_from(["", "\n"]))
    return text.replace("\n", "\r\n") if draw(st.booleans()) else text


@settings(max_examples=150, deadline=None)
@given(text=opencode_configs(), kb=st.sampled_from([None, "/kb dir"]))
def test_opencode_install_is_idempotent_and_uninstall_gives_back_any_file(text: str, kb: str | None) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp)
        plugin = home / "errkb" / "integrations" / "opencode" / "index.js"
        plugin.parent.mkdir(parents=True)
        plugin.write_text("export {}\n")
        path = home / ".config" / "opencode" / "opencode.json"
        path.parent.mkdir(parents=True)
        path.write_bytes(text.encode())
        user = json.loads(text)
        apply_changes(plan_install("opencode", errkb_cmd=["/e/errkb"], kb_dir=kb, home=home, plugin=plugin))
        data = json.loads(path.read_text())
        assert data["plugin"][:-1] == user.get("plugin", [])  # the user's plugins, in their order, then errkb's
        assert data["plugin"][-1][0] == str(plugin)
        assert {k: v for k, v in data["mcp"].items() if k != "errkb"} == user.get("mcp", {})
        assert plan_install("opencode", errkb_cmd=["/e/errkb"], kb_dir=kb, home=home, plugin=plugin) == []
        apply_changes(plan_uninstall("opencode", home=home))
        assert path.read_bytes() == text.encode()
