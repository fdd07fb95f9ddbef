"""In-process lookup latency at 1k / 10k / 100k generated entries.

For each size a real KB is written to a temporary folder (one ERRORS.md rendered by
`errkb.kb.render.render_entry`, exactly the blocks `errkb capture` appends), `kb.index()` builds
the derived index and its SQLite/FTS mirror once (the build time is reported), and then, warm:

* match: `errkb.loop.match.match(capture, mirror)` for live failures that are exact repeats (other
  volatile parts), near repeats (a changed word: the fuzzy tier) and new errors (a miss, the
  slowest path: every tier runs). Capture is done beforehand and timed separately.
* match as a hook: a new SQLite connection per failure and empty caches, as in a hook process,
  which answers from SQLite and never loads the KB; a process that keeps asking loads the
  postings into memory after a few queries (timed once), which the rows above use.
* lookup: `errkb.app.lookup.lookup(kb, words)` for plain-word queries (freshness check, match tiers
  and FTS5 trigram search: what `errkb lookup` runs after start-up). The first word search
  builds the trigram index (timed once, on its own row).

Entries are generated from 60 error shapes (Python, Node, TypeScript, Rust, Go, git, docker,
pip, npm, kubectl, shell...) filled with words from a 5,000-word synthetic vocabulary, so
canonical forms are distinct and token frequencies are skewed like real ones.

    python bench/lookup_speed.py [--sizes 1000,10000,100000] [--queries 400] [--profile]
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from errkb.app.lookup import lookup  # noqa: E402
from errkb.derived.kbase import KnowledgeBase  # noqa: E402
from errkb.derived.mirror import Mirror  # noqa: E402
from errkb.kb.render import render_entry  # noqa: E402
from errkb.kb.store import NEW_DOCUMENT, now_stamp  # noqa: E402
from errkb.loop import guards  # noqa: E402
from errkb.loop import match as match_module  # noqa: E402
from errkb.loop.match import match  # noqa: E402
from errkb.machine.config import Settings  # noqa: E402
from errkb.machine.paths import KbLocation  # noqa: E402
from errkb.model import NewEntry  # noqa: E402
from errkb.recognize.capture import Capture, capture  # noqa: E402
from errkb.recognize.redact import redact  # noqa: E402

SHAPES = [
    ("command", "python main.py", "Traceback (most recent call last):\n  File \"/home/{user}/{a}/main.py\", line {n}, "
     "in <module>\n    import {a}\nModuleNotFoundError: No module named '{a}_{b}'"),
    ("command", "python app.py", "Traceback (most recent call last):\n  File \"/srv/{a}/app.py\", line {n}\n"
     "KeyError: '{A}_{B}'"),
    ("command", "python -m {a}", "AttributeError: module '{a}' has no attribute '{b}_{c}'"),
    ("command", "python manage.py migrate", "django.db.utils.OperationalError: no such table: {a}_{b}"),
    ("command", "pytest", "FAILED tests/test_{a}.py::test_{b}_{c} - AssertionError: assert {n} == {m}"),
    ("command", "pytest", "E       fixture '{a}_{b}' not found"),
    ("command", "node index.js", "Error: Cannot find module '{a}-{b}'\nRequire stack:\n- /home/{user}/{a}/index.js"),
    ("command", "npm run build", "npm ERR! missing script: {a}:{b}"),
    ("command", "npm install", "npm ERR! code E404\nnpm ERR! 404 Not Found - GET https://registry.npmjs.org/{a}-{b} - "
     "Not found"),
    ("command", "pnpm install", "ERR_PNPM_NO_MATCHING_VERSION No matching version found for {a}-{b}@^{n}.{m}.0"),
    ("command", "npx tsc", "src/{a}/{b}.ts({n},{m}): error TS2307: Cannot find module '@{a}/{b}' or its corresponding "
     "type declarations."),
    ("command", "npx tsc", "src/{a}.ts:{n}:{m} - error TS2339: Property '{b}{C}' does not exist on type '{A}{B}'."),
    ("command", "npx tsc", "src/{a}.ts:{n}:{m} - error TS2322: Type '{A}' is not assignable to type '{B}{C}'."),
    ("command", "cargo build", "error[E0425]: cannot find value `{a}_{b}` in this scope\n --> src/{a}.rs:{n}:{m}"),
    ("command", "cargo build", "error[E0599]: no method named `{a}_{b}` found for struct `{A}{B}` in the current "
     "scope"),
    ("command", "go build ./...", "./{a}.go:{n}:{m}: undefined: {a}{B}"),
    ("command", "go test ./...", "--- FAIL: Test{A}{B} ({n}.{m}s)\n    {a}_test.go:{n}: expected {c}, got {d}"),
    ("command", "go mod tidy", "go: github.com/{a}/{b}@v{n}.{m}.0: reading github.com/{a}/{b}/go.mod at revision "
     "v{n}.{m}.0: unknown revision v{n}.{m}.0"),
    ("command", "git push origin {a}", "error: failed to push some refs to 'github.com:{a}/{b}.git'\nhint: Updates "
     "were rejected because the remote contains work that you do not have locally."),
    ("command", "git checkout {a}-{b}", "error: pathspec '{a}-{b}' did not match any file(s) known to git"),
    ("command", "docker build .", "ERROR: failed to solve: {a}/{b}:{n}.{m}: not found"),
    ("command", "docker run {a}", "docker: Error response from daemon: Conflict. The container name \"/{a}-{b}\" is "
     "already in use by container \"{hex}\"."),
    ("command", "kubectl apply -f {a}.yaml", "error: error validating \"{a}.yaml\": error validating data: "
     "ValidationError({A}.spec): unknown field \"{b}{C}\" in io.k8s.api.{c}.v1.{D}Spec"),
    ("command", "kubectl get pods", "Error from server (NotFound): namespaces \"{a}-{b}\" not found"),
    ("command", "pip install {a}", "ERROR: Could not find a version that satisfies the requirement {a}-{b}=={n}.{m} "
     "(from versions: none)"),
    ("command", "pip install -r requirements.txt", "ERROR: Cannot install {a}=={n}.0 and {b}=={m}.1 because these "
     "package versions have conflicting dependencies."),
    ("command", "make {a}", "make: *** No rule to make target '{a}/{b}.o', needed by '{c}'.  Stop."),
    ("command", "gcc -o {a} {a}.c", "{a}.c:{n}:{m}: fatal error: {b}/{c}.h: No such file or directory"),
    ("command", "javac {A}.java", "{A}.java:{n}: error: cannot find symbol\n  symbol:   class {B}{C}"),
    ("command", "mvn package", "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-{a}-plugin:{n}.{m}.0:{b} "
     "(default-{b}) on project {c}: {D} failure"),
    ("command", "gradle build", "Could not resolve all files for configuration ':{a}:{b}Classpath'.\n> Could not find "
     "com.{c}:{d}:{n}.{m}."),
    ("command", "terraform plan", "Error: Unsupported argument\n\n  on main.tf line {n}, in resource \"{a}_{b}\" "
     "\"{c}\":\n An argument named \"{d}\" is not expected here."),
    ("command", "./deploy.sh", "./deploy.sh: line {n}: {a}_{b}: command not found"),
    ("command", "bundle exec rake", "rake aborted!\nNameError: uninitialized constant {A}::{B}{C}"),
    ("command", "ruby {a}.rb", "{a}.rb:{n}:in `{b}': undefined method `{c}' for nil:NilClass (NoMethodError)"),
    ("command", "dotnet build", "error CS0246: The type or namespace name '{A}{B}' could not be found"),
    ("command", "php artisan {a}", "PHP Fatal error:  Uncaught Error: Class \"{A}\\{B}\" not found in /var/www/{a}.php:"
     "{n}"),
    ("command", "swift build", "error: no such module '{A}{B}'"),
    ("command", "psql", "psql: error: connection to server at \"{a}.{b}.internal\" ({ip}), port 5432 failed: FATAL:  "
     "database \"{c}_{d}\" does not exist"),
    ("command", "mysql -u {a}", "ERROR 1049 (42000): Unknown database '{a}_{b}'"),
    ("command", "ssh {a}@{b}", "ssh: Could not resolve hostname {a}-{b}: Name or service not known"),
    ("command", "curl https://{a}.example.com/{b}", "curl: (22) The requested URL returned error: 404 for /{a}/{b}"),
    ("tool", "", "Edit failed: String to replace not found in file: {a}_{b}({c})"),
    ("tool", "", "Read failed: File does not exist: {a}/{b}/{c}.config.json"),
    ("tool", "", "Bash failed: {a}-{b}: not found"),
    ("agent", "", "TypeError: {a}{B} is not a function"),
    ("agent", "", "TypeError: Cannot read properties of undefined (reading '{a}{B}')"),
    ("agent", "", "ReferenceError: {a}{B} is not defined"),
    ("agent", "", "RangeError: Invalid array length in {a}.{b}"),
    ("agent", "", "SyntaxError: Unexpected token '{c}' in {a}/{b}.json"),
    ("llm", "", "INVALID_REQUEST: tool '{a}_{b}' input schema is invalid: {c}"),
    ("command", "java -jar {a}.jar", "Exception in thread \"main\" java.lang.ClassNotFoundException: com.{a}.{b}.{C}"),
    ("command", "java -jar {a}.jar", "Exception in thread \"main\" java.lang.NoSuchMethodError: "
     "'void com.{a}.{B}.{c}()'"),
    ("command", "helm install {a}", "Error: INSTALLATION FAILED: chart \"{a}-{b}\" not found in {c} repository"),
    ("command", "yarn add {a}", "error Couldn't find package \"{a}-{b}\" on the \"npm\" registry."),
    ("command", "deno run {a}.ts", "error: Module not found \"file:///home/{user}/{a}/{b}.ts\"."),
    ("command", "conda install {a}", "PackagesNotFoundError: The following packages are not available from current "
     "channels:\n  - {a}-{b}"),
    ("command", "poetry install", "Because {a} depends on {b} (^{n}.0) which doesn't match any versions, version "
     "solving failed."),
    ("command", "composer install", "Your requirements could not be resolved to an installable set of packages.\n  "
     "Problem 1\n    - Root composer.json requires {a}/{b} ^{n}.0 -> satisfiable by {a}/{b}[v{n}.0.0]."),
    ("command", "systemctl start {a}", "Job for {a}-{b}.service failed because the control process exited with error "
     "code."),
]
WORD_QUERIES = [
    "module not found {a}", "cannot find module {a} {b}", "{a} is not a function", "typescript property {b} does not "
    "exist", "git push rejected {a}", "docker container name already in use", "pip cannot install conflicting {a}",
    "kubectl namespace {a} not found", "undefined method {c} for nil", "make no rule to make target {a}",
    "fatal error {b} header missing", "{a} command not found", "database {c} does not exist", "swift no such module",
    "terraform unsupported argument {d}", "helm chart not found {a}",
]


def vocabulary(size: int, rng: random.Random) -> list[str]:
    consonants, vowels = "bcdfghjklmnprstvwz", "aeiou"
    words: set[str] = set()
    while len(words) < size:
        length = rng.choice((2, 2, 3, 3, 4))
        words.add("".join(rng.choice(consonants) + rng.choice(vowels) for _ in range(length)))
    return sorted(words)


class Generator:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.words = vocabulary(5000, self.rng)
        # Zipf-like: a few words are common, most are rare (as in real identifiers).
        self.weights = [1.0 / (rank + 1) ** 0.8 for rank in range(len(self.words))]

    def fill(self, template: str, words: random.Random, volatile: random.Random | None = None) -> str:
        """The template with words from `words` and volatile parts (numbers, users, hex, IPs) from `volatile`."""
        volatile = volatile or words
        a, b, c, d = words.choices(self.words, self.weights, k=4)
        return template.format(
            a=a, b=b, c=c, d=d, A=a.capitalize(), B=b.capitalize(), C=c.capitalize(), D=d.capitalize(),
            n=volatile.randint(1, 400), m=volatile.randint(1, 80),
            user=volatile.choice(("ann", "bob", "kim", "li", "sam", "zoe", "max")),
            hex="".join(volatile.choice("0123456789abcdef") for _ in range(64)),
            ip=".".join(str(volatile.randint(1, 254)) for _ in range(4)),
        )

    def failure(self) -> tuple[tuple[str, str, str], int, int]:
        """(source, command, text), and the shape and seed that give its words again."""
        shape = self.rng.randrange(len(SHAPES))
        seed = self.rng.randrange(1 << 30)
        return self.render(shape, seed), shape, seed

    def render(self, shape: int, seed: int, salt: int = 0) -> tuple[str, str, str]:
        """The same words for the same seed; another `salt` changes only the volatile parts."""
        source, command, text = SHAPES[shape]
        filled = self.fill(text + "\x00" + command, random.Random(seed), random.Random(seed * 7919 + salt))
        body, _, cmd = filled.partition("\x00")
        return source, cmd, body


def write_kb(folder: Path, n: int, gen: Generator) -> tuple[KnowledgeBase, list[tuple[int, int]]]:
    kb = KnowledgeBase(KbLocation(folder, "bench"), Settings())
    kb.store.init()
    stamp = now_stamp()
    blocks = [NEW_DOCUMENT]
    made: list[tuple[int, int]] = []
    seen: set[str] = set()
    number = 0
    while number < n:
        (source, command, text), shape, seed = gen.failure()
        cap = capture(text, source, "bench" if source == "tool" else "", command, 1 if source == "command" else None)
        if cap.fingerprint in seen:
            continue
        seen.add(cap.fingerprint)
        number += 1
        made.append((shape, seed))
        new = NewEntry(title=cap.title, sig=cap.fingerprint, cat=cap.cat, code=cap.code, category=cap.category,
                       trigger=f"`{cap.command}`" if cap.command else "", raw=redact(cap.raw)[:500], first=stamp)
        blocks.append(render_entry(f"E-{number:04d}", new))
    kb.location.errors_md.write_text("\n".join(blocks), encoding="utf-8")
    return kb, made


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def timed(calls: list[Callable[[], object]], repeat: int = 3) -> list[float]:
    """Milliseconds per call; each call's best of `repeat` (warm caches, no GC noise)."""
    out = []
    for call in calls:
        best = float("inf")
        for _ in range(repeat):
            start = time.perf_counter()
            call()
            best = min(best, time.perf_counter() - start)
        out.append(best * 1000)
    return out


def live_failures(gen: Generator, made: list[tuple[int, int]], count: int,
                  rng: random.Random) -> dict[str, list[Capture]]:
    def cap_of(parts: tuple[str, str, str]) -> Capture:
        source, command, text = parts
        return capture(text, source, "bench" if source == "tool" else "", command, 1 if source == "command" else None)

    exact = [cap_of(gen.render(shape, seed, salt=1 + i)) for i, (shape, seed) in enumerate(rng.sample(made, count))]
    near = []
    for shape, seed in rng.sample(made, count):
        source, command, text = gen.render(shape, seed)
        words = text.split(" ")
        i = rng.randrange(len(words))
        words[i] = words[i] + "x"  # one changed word: the fuzzy tier has to decide
        near.append(cap_of((source, command, " ".join(words))))
    fresh_gen = Generator(seed=999_983)
    new = [cap_of(fresh_gen.failure()[0]) for _ in range(count)]
    return {"exact repeat": exact, "one word changed": near, "new error (miss)": new}


def hook_match(cap: Capture, kb: KnowledgeBase) -> object:
    """What one hook process does: open the mirror, match once, with nothing kept from before
    (the guards' caches of canonical parts start empty in a new process)."""
    guards.literals.cache_clear()
    guards.shape.cache_clear()
    match_module._alignment.cache_clear()
    mirror = Mirror(kb.location.index_db)
    try:
        return match(cap, mirror)
    finally:
        mirror.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="1000,10000,100000")
    parser.add_argument("--queries", type=int, default=300, help="live failures per kind and size")
    parser.add_argument("--profile", action="store_true", help="profile the match path at each size")
    args = parser.parse_args(argv)
    os.environ.setdefault("ERRKB_CONFIG", os.devnull)
    sizes = [int(s) for s in args.sizes.split(",")]
    rows: list[tuple[str, ...]] = []
    profiles: list[str] = []
    for size in sizes:
        gen = Generator(seed=size)
        with tempfile.TemporaryDirectory(prefix="errkb-speed-") as folder:
            kb, made = write_kb(Path(folder) / "kb", size, gen)
            start = time.perf_counter()
            mirror = kb.index()
            build = time.perf_counter() - start
            rng = random.Random(size + 1)
            lives = live_failures(gen, made, min(args.queries, size), rng)
            all_caps: list[Capture] = []
            for kind, caps in lives.items():
                times = timed([lambda c=c, m=mirror: match(c, m) for c in caps])
                vias: dict[str, int] = {}
                for c in caps:
                    best = match(c, mirror).best
                    vias[best.via if best else "miss"] = vias.get(best.via if best else "miss", 0) + 1
                rows.append((f"{size:,}", f"match: {kind}", f"{statistics.median(times):.3f}",
                             f"{percentile(times, 0.95):.3f}", f"{max(times):.3f}",
                             ", ".join(f"{k} {v}" for k, v in sorted(vias.items()))))
                all_caps.extend(caps)
            times = timed([lambda c=c, m=mirror: match(c, m) for c in all_caps])
            rows.append((f"{size:,}", "**match: all of the above**", f"**{statistics.median(times):.3f}**",
                         f"**{percentile(times, 0.95):.3f}**", f"{max(times):.3f}", ""))
            times = timed([lambda c=c, k=kb: hook_match(c, k) for c in all_caps[::3]], repeat=1)
            rows.append((f"{size:,}", "match: as a hook (new connection, SQLite only)", f"{statistics.median(times):.3f}",
                         f"{percentile(times, 0.95):.3f}", f"{max(times):.3f}", f"{len(times)} of the above"))
            start = time.perf_counter()
            mirror.warm()
            rows.append((f"{size:,}", "postings into memory (once, after a few queries)",
                         f"{(time.perf_counter() - start) * 1000:,.1f}", "", "", ""))
            texts = [c.raw for c in all_caps[: args.queries]]
            cap_times = timed([lambda t=t: capture(t) for t in texts])
            rows.append((f"{size:,}", "capture (before match)", f"{statistics.median(cap_times):.3f}",
                         f"{percentile(cap_times, 0.95):.3f}", f"{max(cap_times):.3f}", ""))
            queries = [gen.fill(q, random.Random(i)) for i in range(max(1, args.queries // len(WORD_QUERIES)))
                       for q in WORD_QUERIES]
            kb.index()  # warm, as a long-lived process (MCP server) has it
            start = time.perf_counter()
            lookup(kb, queries[0])  # the first word search builds the word index
            first_search = time.perf_counter() - start
            times = timed([lambda q=q, k=kb: lookup(k, q) for q in queries], repeat=2)
            rows.append((f"{size:,}", "lookup: plain words", f"{statistics.median(times):.3f}",
                         f"{percentile(times, 0.95):.3f}", f"{max(times):.3f}", f"{len(queries)} queries"))
            rows.append((f"{size:,}", "word index (first lookup, once)", f"{first_search * 1000:,.0f}", "", "", ""))
            rows.append((f"{size:,}", "index build (cold, once)", f"{build * 1000:,.0f}", "", "", ""))
            if args.profile:
                profiler = cProfile.Profile()
                profiler.enable()
                for _ in range(3):
                    for c in all_caps:
                        match(c, mirror)
                profiler.disable()
                out = io.StringIO()
                pstats.Stats(profiler, stream=out).sort_stats("cumulative").print_stats(18)
                profiles.append(f"### match path at {size:,} entries\n{out.getvalue()}")
            mirror.close()
    print("| entries | path | p50 ms | p95 ms | max ms | tiers |")
    print("|---|---|---|---|---|---|")
    for row in rows:
        print("| " + " | ".join(row) + " |")
    for text in profiles:
        print(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
