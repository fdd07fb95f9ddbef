"""Capture: the headline rules, the program key, host wrapper lines, one identity whatever the
path an error took, and transient LLM codes. Outputs are real (python3, node, npm, tsc, pytest),
with paths and names varied; tests/cases/headline.md holds many more."""

from __future__ import annotations

import itertools
import random

import pytest

from errkb.derived.kbase import KnowledgeBase
from errkb.loop.record import record_capture
from errkb.recognize.capture import (
    HEADLINE_CHARS,
    TRANSIENT_LLM_CODES,
    capture,
    choose_headline,
    extract_code,
    program_key,
)

# --- the headline ------------------------------------------------------------------------------


def test_traceback_takes_the_last_line_even_without_a_code() -> None:
    text = ('Traceback (most recent call last):\n  File "/home/kim/x.py", line 3, in <module>\n'
            '    raise Boom("disk on fire")\nBoom: disk on fire')
    cap = capture(text, source="agent")
    assert cap.headline == "Boom: disk on fire"
    assert cap.code == ""


def test_traceback_beats_a_coded_source_line() -> None:
    text = ('Traceback (most recent call last):\n  File "build.py", line 2, in <module>\n'
            "    raise ValueError('quoted in the source')\n"
            "subprocess.CalledProcessError: Command '['false']' returned non-zero exit status 1.")
    assert choose_headline(text).startswith("subprocess.CalledProcessError:")


def test_the_last_of_two_chained_tracebacks() -> None:
    text = ("Traceback (most recent call last):\n  File \"a.py\", line 4, in <module>\nValueError: bad\n\n"
            "The above exception was the direct cause of the following exception:\n\n"
            "Traceback (most recent call last):\n  File \"a.py\", line 6, in <module>\nRuntimeError: wrapped")
    assert choose_headline(text) == "RuntimeError: wrapped"


def test_a_traceback_cut_before_its_exception_is_read_through_the_sentence_that_chains_it() -> None:
    cut = ("Traceback (most recent call last):\n  File \"a.py\", line 4, in <module>\n"
           "ModuleNotFoundError: No module named 'sphinx_rtd_theme'\n\n")
    chained = "The above exception was the direct cause of the following exception:\n\n"
    last = "Traceback (most recent call last):\n  File \"build.py\", line 285, in build_main"
    assert choose_headline(cut + chained + last) == "ModuleNotFoundError: No module named 'sphinx_rtd_theme'"
    # an exception above that no sentence chains to the cut one was another error, handled
    handled = cut + "INFO:app.retry:retrying in 2s\n"
    assert "ModuleNotFoundError" not in choose_headline(handled + last)
    # nor is an exception group's inner traceback, indented under its frame, a cut one
    group = handled + chained + "  +-+---------------- 1 ----------------\n    | " + last.replace("\n", "\n    | ")
    assert "ModuleNotFoundError" not in choose_headline(group)


def test_the_first_line_naming_a_code() -> None:
    text = ("node:fs:573\n  return binding.open(\n                 ^\n\n"
            "Error: ENOENT: no such file or directory, open '/home/kim/a.json'\n"
            "    at Object.openSync (node:fs:573:18)\n{\n  code: 'ENOENT',\n  syscall: 'open'\n}")
    cap = capture(text, command="node a.js")
    assert cap.headline == "Error: ENOENT: no such file or directory, open '<path>/a.json'"
    assert cap.code == "ENOENT"


@pytest.mark.parametrize("prefix", ["npm ERR!", "npm error"])
def test_bare_npm_code_lines_give_way_to_the_informative_line(prefix: str) -> None:
    text = "\n".join(f"{prefix} {line}" for line in [
        "code ENOENT", "syscall open", "path /home/kim/shop/package.json", "errno -2",
        "enoent ENOENT: no such file or directory, open '/home/kim/shop/package.json'",
        "enoent This is related to npm not being able to find a file.", "enoent",
    ])
    cap = capture(text, command="npm install")
    assert cap.code == "ENOENT"
    assert cap.headline == f"{prefix} enoent ENOENT: no such file or directory, open '<path>/package.json'"


@pytest.mark.parametrize(("line", "code"), [
    ("src/a.ts(1,21): error TS2307: Cannot find module 'x'.", "TS2307"),
    ("error[E0382]: borrow of moved value: `s`", "E0382"),
    (" ERR_PNPM_OUTDATED_LOCKFILE  Cannot install with frozen-lockfile", "ERR_PNPM_OUTDATED_LOCKFILE"),
    ("Error: EPERM: operation not permitted, rename 'a' -> 'b'", "EPERM"),
    ("ModuleNotFoundError: No module named 'numpy'", "ModuleNotFoundError"),
    ('Exception in thread "main" java.lang.NullPointerException', "NullPointerException"),
    ("npm ERR! code ERR", ""),  # ERR, ERROR and EXIT are never codes
    ("THEEND of the log", ""),  # a code stands alone as a word
    ('See also "/x/build/CMakeFiles/CMakeError.log".', ""),  # a file name
    ("E0815 10:12:33.123456 1 memcache.go:265] boom", ""),  # a klog date
])
def test_extract_code(line: str, code: str) -> None:
    assert extract_code(line) == code


def test_warnings_never_decide_while_an_error_line_exists() -> None:
    text = ("(node:13717) [DEP0040] DeprecationWarning: The `punycode` module is deprecated.\n"
            'npm ERR! Missing script: "dev"')
    assert choose_headline(text) == 'npm ERR! Missing script: "dev"'
    assert choose_headline("warning: unused variable: `t`") == "warning: unused variable: `t`"


def test_the_last_meaningful_line_when_nothing_reads_as_an_error() -> None:
    assert choose_headline("building\nlinking\nsomething odd happened\n\n") == "something odd happened"


def test_a_long_headline_is_redacted_then_clipped() -> None:
    secret = "sk-" + "A1b2C3d4" * 6
    cap = capture("Error: " + "x" * 150 + f" api_key={secret} " + "y" * 200, source="agent")
    assert len(cap.headline) <= HEADLINE_CHARS and cap.headline.endswith("…")
    assert "A1b2C3d4" not in cap.headline + cap.key + cap.canon


def test_a_clip_never_keeps_half_of_a_volatile_token() -> None:
    """Two messages that differ only in a UUID straddling the clip share a fingerprint."""
    def message(org: str) -> str:
        return "RateLimitError: " + "this request would exceed the limit " * 4 + f"for your organization ({org}) of 50,000"

    a = capture(message("88431561-459e-4134-94bb-5ae6d811fe1a"), source="agent")
    b = capture(message("e1243b5e-fb1a-4876-9474-d33829ba631e"), source="agent")
    assert a.headline.endswith("organization…")
    assert a.fingerprint == b.fingerprint


def test_an_announcing_headline_takes_its_detail_only_from_its_own_diagnostic() -> None:
    """A rustc error without a type-mismatch label does not borrow the next error's label."""
    text = ("error[E0382]: borrow of moved value: `s`\n --> src/main.rs:4:20\n  |\n4 |     println!(s);\n"
            "  |              ^ value borrowed here after move\n\nerror[E0308]: mismatched types\n"
            "  |     ^^^^^ expected `u32`, found `&str`\n")
    assert choose_headline(text) == "error[E0308]: mismatched types: expected `u32`, found `&str`"
    assert choose_headline(text.split("\n\n")[0]) == "error[E0382]: borrow of moved value: `s`"


# --- tsc: many errors, one identity ---------------------------------------------------------------

TSC = [  # tsc 5.9.3 --noEmit --strict, two files
    "src/a.ts(1,21): error TS2307: Cannot find module './missing-module' or its corresponding type declarations.",
    "src/a.ts(2,20): error TS2307: Cannot find module 'lodash' or its corresponding type declarations.",
    "src/a.ts(3,7): error TS2322: Type 'string' is not assignable to type 'number'.",
    "src/a.ts(4,34): error TS2339: Property 'nope' does not exist on type 'string'.",
    "src/b.ts(1,21): error TS2307: Cannot find module 'express' or its corresponding type declarations.",
    "src/b.ts(2,7): error TS2322: Type 'number' is not assignable to type 'string'.",
]
UNRELATED = [
    "",
    "Found 6 errors in 2 files.",
    "src/c.ts(9,3): error TS2322: Type 'boolean' is not assignable to type 'string'.",
    "src/d.ts(12,1): error TS2339: Property 'user' does not exist on type 'Request'.",
    "(node:18219) [DEP0040] DeprecationWarning: The `punycode` module is deprecated.",
    "Exit code 2",
]


def test_tsc_output_reordered_keeps_its_fingerprint() -> None:
    first = capture("\n".join(TSC), command="npx tsc --noEmit")
    assert first.code == "TS2307"
    orders = list(itertools.permutations(TSC))
    for order in random.Random(7).sample(orders, 60) + [tuple(reversed(TSC))]:
        assert capture("\n".join(order), command="npx tsc --noEmit").fingerprint == first.fingerprint


@pytest.mark.parametrize("extra", UNRELATED)
def test_tsc_output_grown_by_one_unrelated_line_keeps_its_fingerprint(extra: str) -> None:
    first = capture("\n".join(TSC), command="tsc").fingerprint
    for at in range(len(TSC) + 1):
        grown = TSC[:at] + [extra] + TSC[at:]
        assert capture("\n".join(grown), command="tsc").fingerprint == first, at


def test_tsc_and_pnpm_tsc_share_a_coded_entry() -> None:
    assert capture("\n".join(TSC), command="tsc").fingerprint == \
        capture("\n".join(TSC), command="pnpm exec tsc -p .").fingerprint


# --- the program key ---------------------------------------------------------------------------


@pytest.mark.parametrize(("command", "key"), [
    ("pytest a.py", "pytest"),
    ("pytest b.py -x", "pytest"),
    ("python -m pytest tests/test_x.py", "pytest"),
    ("python3.12 -m pip install -r requirements.txt", "pip install"),
    ("pip3 install torch==1.13.1", "pip install"),
    ("pnpm test", "pnpm test"),
    ("pnpm lint --fix", "pnpm lint"),
    ("npm run build -- --watch", "npm run build"),
    ("FOO=1 sudo /usr/bin/pnpm --silent test -- a.py", "pnpm test"),
    ("C:\\tools\\npm.cmd test", "npm test"),
    ('"C:\\Program Files\\nodejs\\npm.cmd" run build', "npm run build"),
    ("timeout 60 pytest a.py", "pytest"),
    ("nice -n 10 make all", "make all"),
    ("sudo -u www-data php artisan migrate", "php"),  # a wrapper's option that takes a value (n13)
    ("timeout -s KILL 60 pytest a.py", "pytest"),
    ("env -u PYTHONPATH python3 app.py", "python"),
    ("sudo -s make install", "make install"),  # sudo's -s and time's -p take none
    ("time -p cargo build", "cargo build"),
    ("bash -c 'pnpm lint'", "pnpm lint"),
    ("kubectl --context ci apply -f k8s/x.yaml", "kubectl apply"),
    ("git -C /home/kim/repo push origin main", "git push"),
    ("pnpm --filter web build", "pnpm build"),
    ("go run main.go", "go run"),
    ("go run ./cmd/server", "go run"),
    ("uv run pytest -k slow", "uv run pytest"),
    ("cargo test --release", "cargo test"),
    ("./scripts/ci.sh --fast", "ci.sh"),
    ("docker run --rm hello-world", "docker run"),  # an image, not a script name
    ("kubectl exec -it web-0 -- sh", "kubectl exec"),
    ("", ""),
    ("'unterminated quote", "unterminated"),
])
def test_program_key(command: str, key: str) -> None:
    assert program_key(command) == key


def test_a_codeless_command_headline_is_keyed_by_program_and_subcommand() -> None:
    a = capture("=== 1 failed, 3 passed in 0.52s ===", command="pytest a.py")
    b = capture("======= 4 failed, 30 passed in 12.5s =======", command="pytest b.py -x")
    assert a.key.startswith("pytest → ")
    assert a.fingerprint == b.fingerprint
    test = capture("", command="pnpm test", exit_code=1)
    lint = capture("", command="pnpm lint", exit_code=1)
    assert (test.key, lint.key) == ("pnpm test → exit code 1", "pnpm lint → exit code 1")
    assert test.fingerprint != lint.fingerprint


def test_a_generic_script_failure_code_still_takes_the_program() -> None:
    lint = capture(" ELIFECYCLE  Command failed with exit code 1.", command="pnpm lint")
    build = capture(" ELIFECYCLE  Command failed with exit code 1.", command="pnpm build")
    assert lint.code == "ELIFECYCLE"
    assert lint.fingerprint != build.fingerprint


def test_a_headline_that_names_its_program_takes_no_prefix() -> None:
    cap = capture("ls: cannot access '/nope': No such file or directory", command="ls -la /nope")
    assert cap.key == "ls: cannot access '<arg>': No such file or directory"  # the path the user typed: `<arg>`


# --- host wrapper lines ---------------------------------------------------------------------------

MESSAGE = "ls: cannot access '/nonexistent_dir': No such file or directory"


@pytest.mark.parametrize("wrapped", [
    f"Exit code 2\n{MESSAGE}",                                   # Claude Code
    f"{MESSAGE}\n[exit code: 2]",                                # dsh
    f"<untrusted_context>\nOutput: {MESSAGE}\nExit Code: 2\nProcess Group PGID: 28341\n</untrusted_context>",  # Gemini
    f"[stderr]\n{MESSAGE}\nExit Code: 2\nProcess Group PGID: 4242",
    f"\n\n{MESSAGE}\r\n[exit code: 2]\r\n",
])
def test_wrapper_lines_are_ignored(wrapped: str) -> None:
    cap = capture(wrapped, command="ls /nonexistent_dir", exit_code=2)
    assert cap.headline == MESSAGE
    assert cap.fingerprint == capture(MESSAGE, source="agent").fingerprint


@pytest.mark.parametrize("only", ["Exit code 2", "[exit code: 2]", "Exit Code: 2", "Exit Code: 2\nProcess Group PGID: 1"])
def test_a_wrapper_alone_leaves_the_exit_code(only: str) -> None:
    cap = capture(only, command="make all")
    assert cap.headline == "exit code 2"
    assert cap.key == "make all → exit code 2"


def test_the_raw_sample_keeps_everything() -> None:
    text = f"Exit code 2\n{MESSAGE}"
    assert capture(text, command="ls /x").raw == text


# --- one error, one identity, whatever path it took ----------------------------------------------

TRACEBACK = ('Traceback (most recent call last):\n  File "{path}", line 12, in <module>\n'
             "    import numpy as np\nModuleNotFoundError: No module named 'numpy'")


def test_command_exit_tool_failure_and_agent_message_share_one_fingerprint() -> None:
    seen = {
        capture(TRACEBACK.format(path="/home/kim/app/main.py") + "\n[exit code: 1]", "command", "bash",
                "python3 main.py", 1),
        capture("Exit code 1\n" + TRACEBACK.format(path="C:\\Users\\bob\\app\\main.py"), "tool", "Bash"),
        capture("<untrusted_context>\nOutput: " + TRACEBACK.format(path="/Users/erin/x.py")
                + "\nExit Code: 1\n</untrusted_context>", "command", "run_shell_command", "python x.py"),
        capture("ModuleNotFoundError: No module named 'numpy'", "agent"),
        capture("ModuleNotFoundError: No module named 'numpy'", "nonsense-source"),
    }
    assert len({cap.fingerprint for cap in seen}) == 1
    assert {cap.source for cap in seen} == {"command", "tool", "agent"}


def test_the_category_is_not_part_of_the_fingerprint_but_the_code_of_an_llm_error_is() -> None:
    assert capture("boom", source="tool").fingerprint == capture("boom", source="agent").fingerprint
    assert capture("boom", source="llm", code="SERVER").fingerprint != capture("boom", source="agent").fingerprint


# --- LLM errors ---------------------------------------------------------------------------------


@pytest.mark.parametrize("code", sorted(TRANSIENT_LLM_CODES) + ["rate_limit", " timeout "])
def test_transient_llm_codes(code: str) -> None:
    cap = capture("upstream said no", source="llm", code=code)
    assert cap.transient
    assert cap.code == code.strip().upper()
    assert cap.headline == f"{code.strip().upper()}: upstream said no"
    assert cap.category == f"llm / {cap.code}"


@pytest.mark.parametrize("code", ["AUTH", "QUOTA", "CONTEXT_OVERFLOW", "NO_ADAPTER", "BRAND_NEW", ""])
def test_permanent_llm_codes(code: str) -> None:
    cap = capture("", source="llm", code=code)
    assert not cap.transient
    assert cap.code == (code or "UNKNOWN")
    assert cap.headline == f"{code or 'UNKNOWN'}: (no message)"


def test_a_message_that_already_starts_with_its_code_is_not_prefixed_twice() -> None:
    assert capture("TIMEOUT: no answer in 30s", source="llm", code="timeout").headline == "TIMEOUT: no answer in 30s"


def test_a_command_or_tool_failure_is_never_transient() -> None:
    assert not capture("RATE_LIMIT: slow down", source="command", code="RATE_LIMIT").transient
    assert not capture("RATE_LIMIT: slow down", source="tool").transient


def test_a_transient_code_takes_an_id_only_at_the_threshold(kb: KnowledgeBase) -> None:
    threshold = kb.settings.transient_threshold
    seen = [record_capture(kb, capture(f"Rate limit reached. Retry after {n}s.", source="llm", code="RATE_LIMIT"))
            for n in range(threshold + 1)]
    assert [o.via for o in seen[: threshold - 1]] == ["counted"] * (threshold - 1)
    assert all(o.id is None for o in seen[: threshold - 1])
    assert seen[threshold - 1].created and seen[threshold - 1].via == "new"
    assert seen[threshold].id == seen[threshold - 1].id and not seen[threshold].created
    permanent = record_capture(kb, capture("invalid x-api-key", source="llm", code="AUTH"))
    assert permanent.created


@pytest.mark.parametrize("program", ["docker-compose", "/opt/toolchains/arm-none-eabi-10.3/bin/arm-none-eabi-gcc-10.3.1" * 2])
def test_a_long_message_keeps_its_whole_key_in_the_title(kb: KnowledgeBase, program: str) -> None:
    """A key is clipped at 300 characters and the tag comes on top: the stored title must hold
    the whole key, or a fingerprint made again from it (seeds, snapshots, a block copied by hand)
    names another error than its repeats do."""
    from errkb.model import headline_of
    from errkb.recognize.fingerprint import fingerprint

    text = "error: " + " ".join(f"could not resolve dependency number {n} of the project tree" for n in range(12))
    cap = capture(text, "command", "", f"{program} up")
    outcome = record_capture(kb, cap)
    title = kb.store.entry(str(outcome.id)).title
    assert fingerprint(headline_of(title)) == cap.fingerprint
