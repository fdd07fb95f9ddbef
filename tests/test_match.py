"""The match tiers over in-memory candidates: exact fingerprint → fuzzy → same code.

Precision first: a look-alike must never match, at any threshold, because a wrong match injects a
wrong fix. Every fuzzy or code hit is approximate; ties break the same way every time.
"""

from __future__ import annotations

import random

import pytest

from errkb.derived.items import IndexedEntry, index_entry
from errkb.loop.match import DEFAULT_THRESHOLD, Match, Verdict, match, substituted
from errkb.model import Entry
from errkb.recognize.capture import Capture, capture

TYPE_CHECKING = False
if TYPE_CHECKING:
    from errkb.loop.match import Stub


class Memory:
    """The three questions match() asks of the index, answered from a list (no SQLite)."""

    def __init__(self, items: list[IndexedEntry], shuffle: int | None = None) -> None:
        self.items = items
        self.shuffle = shuffle
        self.asked: list[list[str]] = []

    def _order(self, found: list[IndexedEntry]) -> list[IndexedEntry]:
        if self.shuffle is not None:
            found = found[:]
            random.Random(self.shuffle).shuffle(found)
        return found

    def exact(self, fp: str) -> list[IndexedEntry]:
        return self._order([e for e in self.items if e.fp == fp])

    def candidates(self, token_list: list[str], limit: int = 40) -> list[IndexedEntry]:
        self.asked.append(token_list)
        wanted = set(token_list)
        return self._order([e for e in self.items if wanted & set(e.tokens)])[:limit]

    def by_code(self, code: str) -> list[IndexedEntry]:
        return self._order([e for e in self.items if e.code == code])


def entry(number: int, cap: Capture, status: str = "open") -> IndexedEntry:
    meta = {"sig": cap.fingerprint, "cat": cap.cat}
    if cap.code:
        meta["code"] = cap.code
    return index_entry(Entry(id=f"E-{number:04d}", number=number, title=cap.title, meta=meta,
                             fingerprint=cap.fingerprint, category=cap.category, status=status))


def kb_of(*caps: Capture, shuffle: int | None = None) -> Memory:
    return Memory([entry(n, cap) for n, cap in enumerate(caps, 1)], shuffle)


def agent(text: str) -> Capture:
    return capture(text, source="agent")


def best_id(verdict: Verdict) -> str | None:
    return verdict.best.entry.id if verdict.best else None


# --- exact -----------------------------------------------------------------------------------------


def test_exact_tier_across_paths_users_and_sources() -> None:
    kb = kb_of(agent("Error: ENOENT: no such file or directory, open '/home/kim/shop/package.json'"))
    live = capture("node:fs:573\n\nError: ENOENT: no such file or directory, open 'C:\\Users\\bob\\api\\package.json'"
                   "\n    at Object.openSync (node:fs:573:18)", command="node build.js", exit_code=1)
    verdict = match(live, kb)
    assert verdict.best is not None
    assert (verdict.best.via, verdict.best.similarity, verdict.best.approximate) == ("exact", 1.0, False)
    assert best_id(verdict) == "E-0001"


def test_the_stored_entry_and_the_live_error_share_one_canonical_form() -> None:
    cap = capture("src/a.ts(3,21): error TS2307: Cannot find module 'zod' or its corresponding type declarations.",
                  command="tsc")
    item = entry(1, cap)
    assert (item.canon, item.fp, item.code) == (cap.canon, cap.fingerprint, "TS2307")


# --- fuzzy -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(("stored", "live"), [
    (agent("fixture 'db_session' not found"),
     capture("___ ERROR at setup of test_x ___\nE       fixture 'db_session' not found", command="pytest tests/")),
    (capture("  ● Test suite failed to run\n\n    Cannot find module '@/lib/api' from 'src/App.tsx'", command="npm test"),
     capture("  ● Test suite failed to run\n\n    Cannot find module '@/lib/api' from 'src/App.tsx'", command="npx jest")),
    (capture("fatal: not a git repository (or any of the parent directories): .git", command="git status"),
     capture("fatal: not a git repository (or any of the parent directories): .git", command="git diff")),
    (capture("error: linker `cc` not found", command="cargo build"),
     capture("error: linker `cc` not found", command="cargo run --release")),
])
def test_fuzzy_tier_absorbs_added_words_and_another_command(stored: Capture, live: Capture) -> None:
    assert stored.fingerprint != live.fingerprint
    verdict = match(live, kb_of(stored))
    assert verdict.best is not None
    assert verdict.best.via == "fuzzy" and verdict.best.approximate
    assert DEFAULT_THRESHOLD <= verdict.best.similarity < 1.0


def test_similarity_counts_a_command_prefix_as_its_program() -> None:
    """`npm run wizard →` against `npm install →` around one message is the message: the prefix
    counts two words at most, its program and the rest; another subcommand is still a word apart
    (below 1.0), and a two-word message under two programs stays apart."""
    stored = capture("Error: Cannot find module 'mkdirp'", command="npm install")
    verdict = match(capture("Error: Cannot find module 'mkdirp'", command="npm run wizard"), kb_of(stored))
    assert verdict.best is not None and verdict.best.via == "fuzzy"
    assert DEFAULT_THRESHOLD <= verdict.best.similarity < 0.9
    go_test = capture("exit status 1", command="go test ./...")
    go_build = capture("exit status 1", command="go build ./...")
    assert match(go_build, kb_of(go_test), 0.85).best is None
    denied = capture("Permission denied", command="cat /etc/shadow")
    assert match(capture("Permission denied", command="docker ps"), kb_of(denied), 0.5).best is None


def test_fuzzy_compares_headline_with_headline_not_with_a_whole_log() -> None:
    """dsh-errkb §16 A1: the stored side is the entry's canonical headline, never its raw sample."""
    stored = capture("\n".join(["   Compiling myapp v0.3.3"] * 30 + ["error: linker `cc` not found"]),
                     command="cargo build")
    verdict = match(capture("error: linker `cc` not found", command="cargo run"), kb_of(stored))
    assert verdict.best is not None and verdict.best.via == "fuzzy"


def test_below_the_threshold_is_a_miss_and_the_runner_up_is_still_reported() -> None:
    kb = kb_of(capture("Error: Cannot find module 'express'", command="node index.js"))
    verdict = match(capture("Error: Cannot find module 'express' while resolving the seed script's imports",
                            command="npm run seed"), kb)
    assert verdict.best is None
    assert verdict.runner_up is not None and verdict.runner_up.entry.id == "E-0001"
    assert verdict.runner_up.similarity < DEFAULT_THRESHOLD


def test_an_empty_message_never_matches_fuzzily() -> None:
    kb = kb_of(agent("boom"), agent("(no message)"))
    verdict = match(agent(""), kb, threshold=0.01)
    assert verdict.best is None or verdict.best.via == "exact"


# --- same code -------------------------------------------------------------------------------------


def test_code_tier_for_short_reworded_messages() -> None:
    kb = kb_of(agent("EPERM: 拒绝访问。"))
    verdict = match(agent("EPERM: operation not permitted"), kb)
    assert verdict.best is not None
    assert verdict.best.via == "code" and verdict.best.approximate
    assert 0 <= verdict.best.similarity < DEFAULT_THRESHOLD


@pytest.mark.parametrize(("bare", "said"), [
    ("ValueError", "ValueError: bad input x"),
    ("KeyError", "KeyError: 0"),
    ("TS2307", "error TS2307: Cannot find module zod"),
])
def test_code_tier_needs_an_errno_name_a_bare_exception_or_code_is_only_a_kind(bare: str, said: str) -> None:
    assert match(agent(said), kb_of(agent(bare))).best is None
    assert match(agent(bare), kb_of(agent(said))).best is None


def test_code_tier_never_joins_two_literals_or_long_messages() -> None:
    assert match(agent("KeyError: 'SECRET_KEY'"), kb_of(agent("KeyError: 'DATABASE_URL'"))).best is None
    long_a = agent("EPERM: operation not permitted while renaming the staging directory into place")
    assert match(agent("EPERM: 拒绝访问。"), kb_of(long_a)).best is None


# --- look-alikes -----------------------------------------------------------------------------------

LOOKALIKES = [
    ("ModuleNotFoundError: No module named 'numpy'", "ModuleNotFoundError: No module named 'pandas'"),
    ("src/a.ts(3,21): error TS2307: Cannot find module 'zod' or its corresponding type declarations.",
     "src/a.ts(3,21): error TS2307: Cannot find module 'react' or its corresponding type declarations."),
    ("src/a.ts(3,21): error TS2307: Cannot find module 'zod' or its corresponding type declarations.",
     "src/a.ts(3,21): error TS2305: Module 'zod' has no exported member 'z'."),
    ("Error: EACCES: permission denied, mkdir '/usr/local/lib/node_modules/typescript'",
     "Error: EACCES: permission denied, open '/usr/local/lib/node_modules/typescript'"),
    ("Error: ENOENT: no such file or directory, open '/app/package.json'",
     "Error: ENOENT: no such file or directory, open '/app/tsconfig.json'"),
    ("error[E0382]: borrow of moved value: `s`", "error[E0499]: cannot borrow `s` as mutable more than once at a time"),
    ("error[E0382]: borrow of moved value: `s`", "error[E0382]: borrow of moved value: `t`"),
    ("curl: (22) The requested URL returned error: 401", "curl: (22) The requested URL returned error: 403"),
    ("ssh: connect to host 10.0.0.7 port 22: Connection refused", "ssh: connect to host 10.0.0.7 port 22: Connection timed out"),
    ("bash: jq: command not found", "bash: yq: command not found"),
    ("ld: main.c:(.text+0x1b): undefined reference to `pthread_create'", "ld: main.c:(.text+0x1b): undefined reference to `sqrt'"),
    ("Back-off restarting failed container: CrashLoopBackOff", "Back-off pulling image: ImagePullBackOff"),
    ("FAILED tests/test_orders.py::test_create_order - assert 500 == 201",
     "FAILED tests/test_orders.py::test_create_order - assert 422 == 201"),
    ("KeyError: 'DATABASE_URL'", "KeyError: 'SECRET_KEY'"),
    ("EPERM: operation not permitted, rename 'a' -> 'b'", "EPERM: operation not permitted, unlink 'a'"),
    # an empty name in quotes is what is wrong, not a name left out (n12)
    ("Couldn't find manifest for ''.", "Couldn't find manifest for 'windowsdesktop-runtime-lts' from 'versions' bucket."),
    # a port named by a word is MacPorts' package, not a network port (n12)
    ("Error: Port opam not found", "Error: Port Nyxt not found"),
    # the key a signature needs is what is wrong (n12)
    ("W: GPG error: https://x.example focal InRelease: The following signatures couldn't be verified because the public "
     "key is not available: NO_PUBKEY 1A127079A92F09ED",
     "W: GPG error: https://x.example focal InRelease: The following signatures couldn't be verified because the public "
     "key is not available: NO_PUBKEY 7EA0A9C3F273FCD8"),
    # the extension whose DLL did not load is what is wrong: a message naming none is not it (n13)
    ("ImportError: DLL load failed while importing MPI: The specified module could not be found.",
     "ImportError: DLL load failed: The specified module could not be found."),
    ("from mpi4py import MPI ImportError: DLL load failed: 找不到指定的模块。", "ImportError: DLL load failed: 找不到指定的模块。"),
]


@pytest.mark.parametrize(("first", "second"), LOOKALIKES, ids=[a[:30] for a, _ in LOOKALIKES])
@pytest.mark.parametrize("threshold", [0.5, 0.72, DEFAULT_THRESHOLD])
def test_lookalikes_never_match(first: str, second: str, threshold: float) -> None:
    for stored, live in ((first, second), (second, first)):
        s, x = agent(stored), agent(live)
        assert s.fingerprint != x.fingerprint
        verdict = match(x, kb_of(s), threshold)
        assert verdict.best is None, (stored, live, verdict.best)


def test_a_lookalike_never_wins_over_the_right_entry() -> None:
    numpy, pandas = agent("ModuleNotFoundError: No module named 'numpy'"), agent("ModuleNotFoundError: No module named 'pandas'")
    live = capture("Traceback (most recent call last):\n  File \"/x/m.py\", line 1, in <module>\n"
                   "ModuleNotFoundError: No module named 'pandas'", command="python m.py")
    verdict = match(live, kb_of(numpy, pandas))
    assert best_id(verdict) == "E-0002" and verdict.best is not None and verdict.best.via == "exact"


# --- tie-breaks and labels -------------------------------------------------------------------------


def test_exact_ties_go_to_the_lowest_number_whatever_the_order() -> None:
    same = agent("Error: listen EADDRINUSE: address already in use :::3000")
    items = [entry(n, same) for n in (7, 3, 12)]
    for seed in range(5):
        verdict = match(agent("Error: listen EADDRINUSE: address already in use 127.0.0.1:4000"), Memory(items, seed))
        assert best_id(verdict) == "E-0003"


def test_fuzzy_ties_go_to_the_lowest_number_whatever_the_order() -> None:
    stored = capture("fatal: not a git repository (or any of the parent directories): .git", command="git status")
    items = [entry(n, stored) for n in (9, 4, 6)]
    live = capture("fatal: not a git repository (or any of the parent directories): .git", command="git diff")
    results = {best_id(match(live, Memory(items, seed))) for seed in range(6)}
    assert results == {"E-0004"}
    verdict = match(live, Memory(items, 1))
    assert verdict.runner_up is not None and verdict.runner_up.entry.id == "E-0006"


def test_higher_similarity_beats_a_lower_number() -> None:
    text = "fatal: not a git repository (or any of the parent directories): .git"
    bare, other_command = agent(text), capture(text, command="git status")
    verdict = match(capture(text, command="git diff"), Memory([entry(1, bare), entry(2, other_command)]))
    assert verdict.best is not None and verdict.best.via == "fuzzy"
    assert best_id(verdict) == "E-0002"
    assert verdict.runner_up is not None and verdict.runner_up.entry.id == "E-0001"
    assert verdict.best.similarity > verdict.runner_up.similarity


def test_the_same_input_gives_the_same_verdict() -> None:
    kb = kb_of(*(agent(f"ModuleNotFoundError: No module named 'pkg{n}'") for n in range(30)))
    live = agent("ModuleNotFoundError: No module named 'pkg7'")
    first = match(live, kb)
    assert all(match(live, kb) == first for _ in range(3))


@pytest.mark.parametrize(("via", "approximate"), [("exact", False), ("fuzzy", True), ("code", True)])
def test_approximate_is_flagged(via: str, approximate: bool) -> None:
    item = entry(1, agent("boom"))
    assert Match(item, via, 0.5).approximate is approximate


def test_candidates_come_from_the_source_not_a_scan() -> None:
    kb = kb_of(agent("Error: ENOENT: no such file or directory, open '/app/package.json'"))
    match(agent("something unrelated entirely"), kb)
    assert kb.asked and kb.asked[-1] == ["something", "unrelated", "entirely"]


def test_excluded_entries_still_match() -> None:
    cap = agent("ModuleNotFoundError: No module named 'numpy'")
    item = entry(1, cap, status="wontfix")
    verdict = match(cap, Memory([item]))
    assert verdict.best is not None and verdict.best.entry.excluded


class Stubs(Memory):
    """Hands out what the SQLite mirror hands out: number, canon, code and tokens, and the whole
    entry on request (counted)."""

    def __init__(self, items: list[IndexedEntry]) -> None:
        super().__init__(items)
        self.loaded: list[int] = []

    def stub(self, e: IndexedEntry) -> Stub:
        source = self

        class Light:
            number, canon, code, tokens = e.number, e.canon, e.code, tuple(e.tokens)

            def entry(self) -> IndexedEntry:
                source.loaded.append(e.number)
                return e

        return Light()

    def candidates(self, token_list: list[str], limit: int = 40) -> list[Stub]:  # type: ignore[override]
        return [self.stub(e) for e in super().candidates(token_list, limit)]

    def by_code(self, code: str) -> list[Stub]:  # type: ignore[override]
        return [self.stub(e) for e in super().by_code(code)]


def test_a_source_handing_out_stubs_answers_as_one_handing_out_entries() -> None:
    texts = ["fatal: not a git repository (or any of the parent directories): .git", "EPERM: 拒绝访问。",
             "Error: Cannot find module 'express'", "ModuleNotFoundError: No module named 'numpy'"]
    items = [entry(n, capture(t, command=c)) for n, (t, c) in
             enumerate(((t, c) for t in texts for c in ("git status", "node a.js", "")), 1)]
    lives = [capture(texts[0], command="git diff"), agent("EPERM: operation not permitted"),
             capture(texts[2], command="npm run seed"), agent("something unrelated entirely")]
    for cap in lives:
        for explain in (False, True):
            stubs = Stubs(items)
            verdict = match(cap, stubs, explain=explain)
            assert verdict == match(cap, Memory(items), explain=explain)
            reported = {m.entry.number for m in (verdict.best, verdict.runner_up) if m is not None}
            reported |= {c.entry.number for c in verdict.candidates}  # `why` shows its candidates
            assert set(stubs.loaded) <= reported  # raw samples load only for what is shown
            assert explain or not verdict.candidates


def test_a_header_name_is_a_word_of_the_message_while_a_source_location_may_differ() -> None:
    """gcc names the missing header where a location would stand: `openssl/ssl.h` against
    `zlib.h` is another error, while the file being compiled (`lib/io.c:<pos>`) is not."""
    ssl = "lib/io.c:<pos>: fatal error: openssl/ssl.h: no such file or directory"
    zlib = "src/compress.c:<pos>: fatal error: zlib.h: no such file or directory"
    elsewhere = "src/net.c:<pos>: fatal error: openssl/ssl.h: no such file or directory"
    assert substituted(ssl, zlib)
    assert not substituted(ssl, elsewhere)


# --- containment: a wrapper before the message, a detail after it ----------------------------------

MODULE = "ModuleNotFoundError: No module named '{}'"
RUN_AS_MODULE = ("/usr/bin/python3: Error while finding module specification for '{0}.__main__' "
                 "(ModuleNotFoundError: No module named '{0}')")


def test_a_message_inside_a_runner_s_wrapper_matches_by_containment() -> None:
    verdict = match(capture(RUN_AS_MODULE.format("cv2"), command="python3 -m cv2"), kb_of(agent(MODULE.format("cv2"))))
    assert verdict.best is not None and verdict.best.via == "fuzzy" and verdict.best.approximate
    assert verdict.best.measure == "containment" and verdict.best.similarity >= 0.9


def test_containment_never_joins_two_things_that_are_missing() -> None:
    verdict = match(capture(RUN_AS_MODULE.format("yaml"), command="python3 -m yaml"), kb_of(agent(MODULE.format("cv2"))))
    assert verdict.best is None


def test_a_literal_only_in_the_detail_after_the_message_does_not_block() -> None:
    stored = agent("ImportError: cannot import name flatten_datablocks")
    live = agent("ImportError: cannot import name 'flatten_datablocks' from 'dials.util.options' "
                 "(/usr/lib/python3/site-packages/dials/util/options.py)")
    assert best_id(match(live, kb_of(stored))) == "E-0001"
    assert match(agent(live.raw.replace("'flatten_datablocks'", "'other_name'")), kb_of(stored)).best is None


def test_a_short_message_naming_its_code_is_found_inside_a_much_longer_one() -> None:
    # The similarity is low (the long form says three times as much), but the short one is held
    # whole, with its exception's name: containment is tried, not skipped by the similarity.
    circular = ("ImportError: cannot import name 'Celery' from partially initialized module 'celery' (most likely "
                "due to a circular import) (/srv/app/celery/__init__.py)")
    verdict = match(agent("ImportError: cannot import name 'Celery'"), kb_of(agent(circular)))
    assert verdict.best is not None and verdict.best.measure == "containment"
    assert verdict.best.similarity == 1.0
    assert match(agent("ImportError: cannot import name 'Flask'"), kb_of(agent(circular))).best is None


def test_an_errno_its_call_and_its_path_are_enough_inside_a_tool_s_sentence() -> None:
    # three words (`eperm, mkdir '<arg>'`), one of them the errno: held whole, it is the error
    stored = capture("Error: EPERM: operation not permitted, mkdir 'cache'", command="mkdir cache")
    live = capture("failed to create directory Error: EPERM: operation not permitted, mkdir 'build'",
                   command="mkdir build")
    verdict = match(live, kb_of(stored))
    assert verdict.best is not None and verdict.best.measure == "containment", (stored.canon, live.canon)
    other = capture("failed to create directory Error: EPERM: operation not permitted, rmdir 'build'",
                    command="rmdir build")
    assert match(other, kb_of(stored)).best is None


def test_two_commands_each_printing_a_message_are_no_wrapper_of_each_other() -> None:
    """Containment reads one prefix as a wrapper around the other's message only when the commands
    agree; two programs' messages meet by similarity or not at all."""
    from errkb.loop.match import containment

    node = capture("Error: Cannot find module 'express' from the seed script", command="node index.js")
    npm = capture("Error: Cannot find module 'express' from the seed script", command="npm run seed")
    assert containment(npm.canon, node.canon) == 0.0 == containment(node.canon, npm.canon)
    kb = kb_of(capture("Error: Cannot find module 'express'", command="node index.js"))
    assert match(capture("Error: Cannot find module 'express'", command="npm run seed"), kb).best is None


def test_the_same_word_quoted_on_one_side_only_is_the_same_literal() -> None:
    verdict = match(agent('npm ERR! missing script: "dev"'), kb_of(agent("npm ERR! missing script: dev")))
    assert best_id(verdict) == "E-0001"
    assert match(agent('npm ERR! missing script: "start"'), kb_of(agent("npm ERR! missing script: dev"))).best is None


# --- typed placeholders and codes of one condition --------------------------------------------------

def test_a_value_placeholder_never_stands_for_a_word() -> None:
    local = "The connection to the server localhost:8080 was refused - did you specify the right host or port?"
    remote = "The connection to the server 10.0.0.12:6443 was refused - did you specify the right host or port?"
    for stored, live in ((local, remote), (remote, local)):
        assert match(capture(live, command="kubectl get pods"), kb_of(capture(stored, command="kubectl get pods"))).best is None


@pytest.mark.parametrize(("left", "right", "swapped"), [
    ("error: <name> is not installed", "error: numpy is not installed", True),
    ("could not resolve <host> while fetching the index", "could not resolve proxy while fetching the index", True),
    ("failed to open <path> for writing", "failed to open settings for writing", True),
    ("docker → error response from daemon: no such image", "docker: error response from daemon: no such image", False),
    ("failed to open <path> for writing", "failed to open <arg> for writing", False),
    # a hyphenated program's name is one word, as the prefix it stands for is (n14)
    ("dfu-util → no dfu capable usb device available", "dfu-util: no dfu capable usb device available", False),
    ("apt-get: unable to locate package <arg>", "apt-key: unable to locate package <arg>", True),
])
def test_a_placeholder_stands_for_a_placeholder_and_the_command_prefix_for_its_program(
        left: str, right: str, swapped: bool) -> None:
    """A word normalize left in place is no value of the placeholder's kind (`proxy` is no `<host>`);
    only the command prefix stands for a word: the program that names itself first (`docker:`)."""
    assert substituted(left, right) is swapped
    assert substituted(right, left) is swapped


def test_python_2_and_3_name_one_missing_module_with_two_exceptions() -> None:
    verdict = match(agent("ImportError: No module named 'nnom'"), kb_of(agent(MODULE.format("nnom"))))
    assert best_id(verdict) == "E-0001" and verdict.best is not None and verdict.best.via == "fuzzy"
    assert match(agent("ImportError: No module named 'nnom2'"), kb_of(agent(MODULE.format("nnom")))).best is None


# --- the condition tier ------------------------------------------------------------------------------

def test_one_refused_service_in_two_programs_wordings() -> None:
    node = capture("Error: connect ECONNREFUSED 127.0.0.1:5432\n    at TCPConnectWrap.afterConnect", command="node app.js")
    java = capture("org.postgresql.util.PSQLException: Connection to 127.0.0.1:5432 refused. Check that the hostname and "
                   "port are correct and that the postmaster is accepting TCP/IP connections.", command="java -jar app.jar")
    verdict = match(java, kb_of(node))
    assert verdict.best is not None and verdict.best.via == "condition" and verdict.best.approximate


def test_two_refused_services_never_meet() -> None:
    postgres = capture("Error: connect ECONNREFUSED 127.0.0.1:5432", command="node app.js")
    redis = capture("Error: Redis connection to 127.0.0.1:6379 failed - connect ECONNREFUSED 127.0.0.1:6379",
                    command="node app.js")
    unknown = capture("Error: connect ECONNREFUSED 127.0.0.1:3000", command="node app.js")
    for stored, live in ((postgres, redis), (redis, postgres), (unknown, postgres), (postgres, unknown)):
        assert match(live, kb_of(stored)).best is None, (stored.canon, live.canon)


def test_an_address_in_use_in_one_runtime_is_related_never_merged() -> None:
    """Which runtime could not bind is a kind of subject that many errors share (the port a stale
    server holds, the one AirPlay holds): `why` names the entry, nothing merges."""
    flask = capture("OSError: [Errno 98] Address already in use", command="python app.py")
    uvicorn = capture("ERROR:    [Errno 98] error while attempting to bind on address ('0.0.0.0', 8000): address already "
                      "in use", command="uvicorn main:app")
    node = capture("Error: listen EADDRINUSE: address already in use :::8000", command="node server.js")
    verdict = match(uvicorn, kb_of(flask), explain=True)
    assert verdict.best is None and verdict.related is not None and verdict.related.entry.id == "E-0001"
    assert verdict.related.condition == ("eaddrinuse", "python")
    assert match(uvicorn, kb_of(flask)).related is None  # a hook does not look for leads
    assert match(node, kb_of(flask), explain=True).related is None


@pytest.mark.parametrize("threshold", [0.5, 0.72, DEFAULT_THRESHOLD])
def test_a_command_prefix_never_stands_for_an_exception_or_a_number(threshold: float) -> None:
    """One Windows message from cmd's `cd` and from Python: two errors with two fixes."""
    cmd = capture("系统找不到指定的路径。", command="cd dist")
    python = agent("FileNotFoundError: [WinError 3] 系统找不到指定的路径。: 'C:\\proj\\dist'")
    for stored, live in ((cmd, python), (python, cmd)):
        assert match(live, kb_of(stored), threshold).best is None, (stored.canon, live.canon)


def test_a_missing_module_in_python_m_s_own_words_is_the_condition_of_the_plain_one() -> None:
    """`python3 -m nnom` wraps the exception in its own sentence; Python 2 says ImportError."""
    wrapped = capture("/usr/bin/python3: Error while finding module specification for 'nnom.__main__' "
                      "(ModuleNotFoundError: No module named 'nnom')", command="python3 -m nnom")
    verdict = match(wrapped, kb_of(agent("ImportError: No module named 'nnom'")))
    assert best_id(verdict) == "E-0001" and verdict.best is not None and verdict.best.via == "condition"
    other = capture("/usr/bin/python3: Error while finding module specification for 'nnom2.__main__' "
                    "(ModuleNotFoundError: No module named 'nnom2')", command="python3 -m nnom2")
    assert match(other, kb_of(agent("ImportError: No module named 'nnom'"))).best is None


def test_the_jvm_and_its_launcher_name_one_missing_class() -> None:
    launcher = capture("Error: Could not find or load main class com.xg.ntai.ui.MainApplication", command="java -jar app.jar")
    exception = capture("Caused by: java.lang.ClassNotFoundException: com.xg.ntai.ui.MainApplication",
                        command="java -jar app.jar")
    for stored, live in ((launcher, exception), (exception, launcher)):
        verdict = match(live, kb_of(stored))
        assert verdict.best is not None and verdict.best.via == "condition", (stored.canon, live.canon)
    driver = capture("java.lang.ClassNotFoundException: com.mysql.cj.jdbc.Driver", command="java -jar app.jar")
    assert match(driver, kb_of(launcher)).best is None and match(launcher, kb_of(driver)).best is None


def test_the_condition_tier_looks_a_module_up_by_the_words_the_index_holds() -> None:
    """`models.dr_loc` is indexed as `models` and `dr_loc`: asking for `dr` and `loc` would find
    nothing among many entries."""
    from errkb.loop.conditions import search_words

    assert search_words(("python-module", "models.dr_loc")) == ["models", "dr_loc", "module"]


@pytest.mark.parametrize(("stored", "live", "why"), [
    ("make: *** No rule to make target requirements.txt. Stop.", "make: *** No rule to make target requirements-dev.txt. Stop.",
     "'requirements-dev.txt' stands where the entry has 'requirements.txt'"),
    ("npm ERR! Missing script: build", "npm ERR! Missing script: build-dev", "'build-dev' stands where the entry has 'build'"),
    ("error: could not find native static library Asset, perhaps an -L flag is missing",
     "error: could not find native static library Asset_v2, perhaps an -L flag is missing",
     "'asset_v2' stands where the entry has 'asset'"),
])
def test_a_word_that_grew_a_glued_part_is_another_word(stored: str, live: str, why: str) -> None:
    """`-dev`, `_v2` glued to a word: the alignment sees one token added, but the word is another
    word (look-alikes one suffix apart), so the substitution guard blocks it, and says so."""
    from errkb.app.reports import why_reason

    for threshold in (0.5, DEFAULT_THRESHOLD):
        assert match(agent(live), kb_of(agent(stored)), threshold).best is None
    verdict = match(agent(live), kb_of(agent(stored)), explain=True)
    assert f"the substitution guard: {why}" in why_reason(verdict, DEFAULT_THRESHOLD)
    assert substituted(agent(live).canon, agent(stored).canon)


def test_a_placeholder_s_value_may_go_on_inside_one_word() -> None:
    """`<path>/billing` where the entry has the command line's `<arg>`: the value goes on, no word grew."""
    stored = capture("tool: no project found in /srv/app", command="tool build /srv/app")
    live = capture("tool: no project found in /home/kim/billing", command="make")
    assert "<arg>" in stored.canon and "<path>/billing" in live.canon
    assert not substituted(live.canon, stored.canon)


def test_which_file_utility_speaks_is_part_of_the_error() -> None:
    """`mkdir: /opt: Permission denied` (macOS mkdir) is not `./backup.sh: Permission denied` (a
    script that is not executable): the utility's name is no wrapper the other message lacks."""
    from errkb.app.reports import why_reason

    mkdir = capture("mkdir: /opt: Permission denied", command="bash actions/setup/setup.sh")
    script = capture("bash: ./backup.sh: Permission denied", command="./backup.sh")
    assert mkdir.canon.startswith("mkdir: ")
    for stored, live in ((mkdir, script), (script, mkdir)):
        assert match(live, kb_of(stored), 0.5).best is None, (live.canon, stored.canon)
    verdict = match(script, kb_of(mkdir), explain=True)
    assert "'(no program)' stands where the entry has 'mkdir:'" in why_reason(verdict, 0.5)


@pytest.mark.parametrize(("stored", "live"), [
    ("npm ERR! network read ECONNRESET", "Error: read ECONNRESET"),
    ("Error: read ECONNRESET", "npm ERR! network read ECONNRESET"),
    ("npm ERR! nospc ENOSPC, write", "Error: ENOSPC, write"),
])
def test_a_message_of_two_words_matches_no_other_wording_by_similarity(stored: str, live: str) -> None:
    """`read ECONNRESET` says little beyond its code: a word added around it (`network`, npm's
    registry) is another error, not a detail, so neither the fuzzy tier (at any threshold) nor the
    code tier (neither side is its code alone) takes it, and `why` names the short guard."""
    from errkb.app.reports import why_reason

    for threshold in (0.5, DEFAULT_THRESHOLD):
        assert match(agent(live), kb_of(agent(stored)), threshold).best is None, (live, stored)
    verdict = match(agent(live), kb_of(agent(stored)), 0.5, explain=True)
    assert "the short guard" in why_reason(verdict, 0.5)


def test_a_short_message_still_matches_a_form_that_differs_in_placeholders() -> None:
    stored = capture("bash: ./deploy.sh: Permission denied", command="./deploy.sh")
    live = capture("bash: ./build/run.sh: Permission denied", command="make")
    assert match(live, kb_of(stored)).best is not None


def test_the_utility_a_command_prefix_names_speaks_for_its_message() -> None:
    """`rm: cannot remove 'x'` and the same message under `rm →` without the `rm:` are rm speaking
    both times; a script's same words under its own prefix are not."""
    named = capture("rm: cannot remove 'x.log': Permission denied", command="rm x.log")
    bare = capture("cannot remove 'y.log': Permission denied", command="rm y.log")
    assert named.canon.startswith("rm: ") and bare.canon.startswith("rm → ")
    assert match(bare, kb_of(named)).best is not None
    script = capture("cannot remove 'y.log': Permission denied", command="./clean.sh y.log")
    assert script.canon.startswith("clean.sh → ")
    for stored in (named, bare):
        assert match(script, kb_of(stored), 0.5).best is None


# --- one message under names of two kinds ------------------------------------------------------------

POLICY = ("attempt to perform an operation not allowed by the security policy `PDF' @ "
          "error/constitute.c/IsCoderAuthorized/408")


def test_a_library_s_message_as_its_exception_names_it_matches_the_command_that_relays_it() -> None:
    message = ("Webpacker can't find application.js in /app/public/packs/manifest.json. Possible causes: 1. You want "
               "to set webpacker.yml value of compile to true for your environment")
    stored = agent(f"Webpacker::Manifest::MissingEntryError: {message}")
    verdict = match(capture(message, command="rails server"), kb_of(stored))
    assert verdict.best is not None and verdict.best.via == "fuzzy" and verdict.best.approximate
    assert verdict.best.measure == "wrapper"
    assert verdict.best.slots == ("rails →", "webpacker::manifest::missingentryerror")


def test_a_cmdlet_s_message_matches_the_exception_that_carries_it() -> None:
    message = "The request was aborted: Could not create SSL/TLS secure channel."
    stored = agent(f"System.Net.WebException: {message}")
    live = capture(f"Invoke-RestMethod : {message}", command="irm https://example.org/install.ps1")
    assert best_id(match(live, kb_of(stored))) == "E-0001"


@pytest.mark.parametrize(("stored", "live"), [
    # two exceptions with one message are two libraries' errors (the socket's and httpx's)
    ("ConnectionRefusedError: [WinError 10061] No connection could be made because the target machine actively "
     "refused it", "ConnectError: [WinError 10061] No connection could be made because the target machine actively "
     "refused it"),
    # a bare word in front of a message might be anything: a program, a module, a typo
    (f"wand.exceptions.PolicyError: {POLICY}", f"convert: {POLICY}"),
    # another value in the message is another error, under any name
    (f"wand.exceptions.PolicyError: {POLICY}", f"Invoke-WebRequest : {POLICY.replace('PDF', 'PS')}"),
    # a short message says too little to stand without its name
    ("KeyError: could not find the key", "lookup: could not find the key"),
    # the system's own words are any program's: a missing executable is not a missing data file
    ("System.ComponentModel.Win32Exception: The system cannot find the file specified",
     "Invoke-WebRequest : The system cannot find the file specified."),
])
def test_no_other_kind_of_name_joins_what_the_message_keeps_apart(stored: str, live: str) -> None:
    assert match(agent(live), kb_of(agent(stored))).best is None


def test_a_library_for_another_architecture_never_meets_a_missing_one() -> None:
    """macOS 13 lists every place dlopen tried: one `(no such file)` among them does not make an
    `incompatible architecture` a missing library (its fix is another build, not an install)."""
    missing = agent("OSError: dlopen(/usr/local/lib/libgdal.dylib, 6): image not found")
    arch = "(mach-o file, but is an incompatible architecture (have 'x86_64', need 'arm64'))"
    other_arch = agent(f"OSError: dlopen(/usr/local/lib/libgdal.dylib, 0x0006): tried: '/usr/local/lib/libgdal.dylib' "
                       f"{arch}, '/System/Volumes/Preboot/Cryptexes/OS/usr/local/lib/libgdal.dylib' (no such file), "
                       f"'/usr/local/lib/libgdal.dylib' {arch}")
    assert match(other_arch, kb_of(missing)).best is None
    assert match(missing, kb_of(other_arch)).best is None
    nowhere = agent("OSError: dlopen(/usr/local/lib/libgdal.dylib, 0x0006): tried: '/usr/local/lib/libgdal.dylib' "
                    "(no such file), '/System/Volumes/Preboot/Cryptexes/OS/usr/local/lib/libgdal.dylib' (no such file)")
    assert best_id(match(nowhere, kb_of(missing))) == "E-0001"
