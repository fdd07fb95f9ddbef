"""How the field corpus is written down and how its instances are derived.

A group (`G`) is one error identity: one condition with one fix. Its message is taken from the
public thread in `src`; its `variants` (`V`) are the ways that same message really appears (another
shell, OS, tool version, locale, or the runtime that raised it). Every instance of a group is one
variant with its volatile parts filled in: `<<slot>>` placeholders take values the way real runs
vary them (paths under a user's home or a CI workspace, line numbers, ports, pids, timestamps,
worker and thread names, hosts), drawn from a generator seeded by the group id and the instance
number, so the corpus is rebuilt byte for byte. A wrapper (`wraps`) puts a runner's own prefix
around the message, `<<msg>>` standing for it. This module is data and plumbing only: build.py
writes the files.
"""

from __future__ import annotations

import hashlib
import random
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

CLASSES = ("wrapper", "runtime-value", "shell", "two-programs", "version", "non-file-path", "multiline",
           "everyday", "locale")
OSES = ("linux", "macos", "windows")
SHELLS = ("bash", "sh", "zsh", "fish", "powershell", "cmd")
LOCALES = ("en", "zh")
_UNIX = ("linux", "macos")
_DEFAULT_SHELLS = {"linux": ("bash", "zsh", "bash", "sh"), "macos": ("zsh", "bash"), "windows": ("powershell", "cmd")}


@dataclass(frozen=True)
class V:
    """One real wording of a group's message; unset fields fall back to the group's."""

    text: str
    os: str | tuple[str, ...] = ()
    shell: str = ""
    locale: str = ""
    tool: str = ""
    cmd: str = ""
    exit: int | None = -1
    src: str = ""
    cls: str = ""


@dataclass(frozen=True)
class G:
    """One error group. `look` names the group this one must never be merged with."""

    id: str
    tool: str
    cls: str
    src: str
    variants: Sequence[V | str]
    cmd: str = ""
    exit: int | None = 1
    os: tuple[str, ...] = _UNIX
    locale: str = "en"
    look: str = ""
    n: int = 0
    wraps: Sequence[str] = ()
    shells: tuple[str, ...] = ()
    extra: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Q:
    """A lookup query a person would type, labelled with the group it must find first."""

    text: str
    group: str
    kind: str  # "plain" or "zh"
    src: str = ""


# -- volatile values ---------------------------------------------------------------------------
USERS = ("alice", "bob", "dev", "mhernandez", "wei", "priya", "okafor", "lena", "tkato", "sam", "jzhang", "runner")
PROJECTS = ("webapp", "api-server", "data-pipeline", "billing", "infra", "ml-train", "shop-frontend", "etl-jobs",
            "notes-app", "sensor-hub", "report-gen", "auth-service")
ORGS = ("acme", "platform-team", "labs", "ops", "research")
HOSTS = ("10.0.3.17", "192.168.1.40", "172.20.0.5", "build-03.internal", "db.staging.example.com", "203.0.113.24",
         "198.51.100.7", "gw.example.net", "10.12.8.201", "pi.local")
PORTS = ("3000", "3001", "5000", "5173", "8000", "8080", "8888", "4200", "9000", "8081")
CONTAINERS = ("web", "api", "postgres-dev", "redis-cache", "worker", "nginx-proxy", "app_db_1", "mongo-test")
JOBS = ("build", "test (3.11)", "lint", "deploy-staging", "integration", "e2e-chrome", "release")
SHORT_DIRS = ("/data", "/srv", "/opt/app", "/mnt/backup", "/var/lib/app", "/app", "/exports", "/scratch")
REL_FILES = ("data/input.csv", "config/settings.yaml", "notes.txt", "logs/app.log", "assets/logo.png",
             "report.json", "docs/index.md", "tmp/cache.db")
PY_FILES = ("main.py", "train.py", "scripts/export.py", "app/server.py", "manage.py", "tools/sync.py", "run.py")
JS_FILES = ("index.js", "server.js", "src/app.js", "bin/cli.js", "scripts/seed.js", "app.js")
SCRIPTS = ("install.sh", "deploy.sh", "run.sh", "start.sh", "build.sh", "setup.sh", "backup.sh")
VERSIONS = ("1.4.2", "2.0.1", "0.9.7", "3.12.0", "5.1.3", "1.0.0", "4.2.11")


def _hexes(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def _root(rng: random.Random, os: str) -> str:
    if os == "windows":
        return rng.choice((r"C:\Users\<<user>>\source\repos\<<proj>>", r"D:\a\<<proj>>\<<proj>>",
                           r"D:\work\<<proj>>", r"C:\dev\<<proj>>"))
    if os == "macos":
        return rng.choice(("/Users/<<user>>/code/<<proj>>", "/Users/<<user>>/Projects/<<proj>>",
                           "/Users/<<user>>/dev/<<proj>>"))
    return rng.choice(("/home/<<user>>/src/<<proj>>", "/builds/<<org>>/<<proj>>", "/home/runner/work/<<proj>>/<<proj>>",
                       "/workspace/<<proj>>", "/srv/<<proj>>", "/home/<<user>>/<<proj>>"))


def _home(os: str) -> str:
    return {"windows": r"C:\Users\<<user>>", "macos": "/Users/<<user>>"}.get(os, "/home/<<user>>")


def _time(rng: random.Random) -> str:
    return f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}"


def _date(rng: random.Random) -> str:
    return f"20{rng.randint(21, 26)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"


class Fill:
    """The volatile values of one instance, drawn once per name so a value repeats consistently."""

    def __init__(self, rng: random.Random, os: str) -> None:
        self.rng = rng
        self.os = os
        self.values: dict[str, str] = {}

    def __call__(self, name: str) -> str:
        if name not in self.values:
            self.values[name] = fill(self._draw(name), self)
        return self.values[name]

    def _draw(self, name: str) -> str:
        rng, os = self.rng, self.os
        sep = "\\" if os == "windows" else "/"
        simple: dict[str, Callable[[], str]] = {
            "user": lambda: rng.choice(USERS), "proj": lambda: rng.choice(PROJECTS), "org": lambda: rng.choice(ORGS),
            "home": lambda: _home(os), "root": lambda: _root(rng, os), "sep": lambda: sep,
            "host": lambda: rng.choice(HOSTS), "port": lambda: rng.choice(PORTS), "pid": lambda: str(rng.randint(1200, 64000)),
            "line": lambda: str(rng.randint(3, 480)), "line2": lambda: str(rng.randint(3, 480)),
            "col": lambda: str(rng.randint(1, 60)), "n": lambda: str(rng.randint(2, 9)), "n2": lambda: str(rng.randint(10, 240)),
            "ms": lambda: str(rng.randint(3, 2400)), "time": lambda: _time(rng), "date": lambda: _date(rng),
            "ts": lambda: f"{_date(rng)}T{_time(rng)}.{rng.randint(0, 999):03d}Z",
            "logts": lambda: f"{_date(rng)} {_time(rng)},{rng.randint(0, 999):03d}",
            "npmlog": lambda: f"{_date(rng)}T{_time(rng).replace(':', '_')}_{rng.randint(0, 999):03d}Z-debug-0.log",
            "hex7": lambda: _hexes(rng, 7), "hex8": lambda: _hexes(rng, 8), "hex12": lambda: _hexes(rng, 12),
            "uuid": lambda: "-".join(_hexes(rng, k) for k in (8, 4, 4, 4, 12)),
            "ver": lambda: rng.choice(VERSIONS), "worker": lambda: f"ForkPoolWorker-{rng.randint(1, 32)}",
            "thread": lambda: f"pool-{rng.randint(1, 4)}-thread-{rng.randint(1, 120)}",
            "goroutine": lambda: str(rng.choice((1, 1, 7, 18, 33, 412, 17455))),
            "container": lambda: rng.choice(CONTAINERS), "job": lambda: rng.choice(JOBS),
            "pod": lambda: f"{rng.choice(('api', 'web', 'worker', 'billing'))}-{_hexes(rng, 10)}-{_hexes(rng, 5)}",
            "shortdir": lambda: rng.choice(SHORT_DIRS), "relfile": lambda: rng.choice(REL_FILES).replace("/", sep),
            "pyfile": lambda: rng.choice(PY_FILES).replace("/", sep), "jsfile": lambda: rng.choice(JS_FILES).replace("/", sep),
            "script": lambda: rng.choice(SCRIPTS), "step": lambda: str(rng.randint(2, 14)),
            "sslline": lambda: rng.choice(("992", "997", "1006", "1007", "1051", "1056", "1076", "1124", "1129")),
            "importer": lambda: rng.choice(("src/App.tsx", "src/components/ui/button.tsx", "src/routes/index.tsx",
                                            "src/main.ts", "src/pages/Home.vue")),
            "remote": lambda: rng.choice(("https://github.com/<<org>>/<<proj>>.git", "git@github.com:<<org>>/<<proj>>.git",
                                          "ssh://git@gitlab.example.com:2222/<<org>>/<<proj>>.git",
                                          "https://gitlab.com/<<org>>/<<proj>>")),
            "hex64": lambda: _hexes(rng, 64),
            "sshfp": lambda: "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
                                     for _ in range(43)),
            "keytype": lambda: rng.choice(("ED25519", "ECDSA", "RSA")),
            "sshport": lambda: rng.choice(("22", "22", "2222", "23323", "22732")),
            "apiserver": lambda: rng.choice(("192.168.0.3", "10.0.0.12", "172.31.20.5", "192.168.49.2")),
            "debfile": lambda: rng.choice(("Packet_Tracer822_amd64_signed.deb", "xx.deb", "<<proj>>_1.0_amd64.deb",
                                           "code_1.89.1-1715060508_amd64.deb")),
            "sock": lambda: rng.choice(("/var/run/postgresql/.s.PGSQL.5432", "/tmp/.s.PGSQL.5432")),
            "ext": lambda: rng.choice(("docx", "pdf", "pptx", "png", "csv")),
            "rsfile": lambda: rng.choice(("main.rs", "client.rs", "app.rs", "config.rs", "lib.rs")),
            "crate2": lambda: rng.choice(("syn", "libc", "proc-macro2", "serde", "typenum")),
            "cfile": lambda: rng.choice(("src/main.c", "src/net.c", "lib/util.c", "demo.cpp", "src/core/tls_util.cc")),
            "obj": lambda: rng.choice(("main.o", "mongoose.o", "tls_util.o", "fastpbkdf2.o", "util.o")),
            "cname": lambda: rng.choice(("main.c", "thread2.cpp", "chat_server.c", "prog.c", "server.c")),
            "jthread": lambda: rng.choice(("main", f"pool-1-thread-{rng.randint(1, 120)}", "Thread-0", "AWT-EventQueue-0",
                                           "I/O dispatcher 1", f"ForkJoinPool.commonPool-worker-{rng.randint(1, 7)}")),
            "jclass": lambda: rng.choice(("org/springframework/boot/loader/JarLauncher", "com/example/app/Main",
                                          "org/nick/abe/Main", "se/bjurr/violations/lib/reports/Parser")),
            "tsfile": lambda: rng.choice(("index.ts", "app.ts", "main.ts", "lib/api.ts", "components/Toast.ts")),
            "importerw": lambda: rng.choice(("App.jsx", "stores\\plugin.ts", "components\\Nav.tsx")),
            "node": lambda: rng.choice(("v18.19.0", "v20.11.0", "v20.18.1", "v22.12.0", "v18.14.0")),
        }
        if name in simple:
            return simple[name]()
        if name == "jclassdot":
            return self("jclass").replace("/", ".")
        if name == "dir":  # a missing directory somewhere under the project
            return f"<<root>>{sep}" + rng.choice(("build", "dist", "out", "data", "logs", "tmp")) + sep + rng.choice(
                ("cache", "2024", "v2", "release", "fixtures"))
        if name == "file":  # an absolute path to a missing file
            return f"<<root>>{sep}<<relfile>>"
        raise KeyError(f"unknown slot <<{name}>>")


_SLOT = re.compile(r"<<(\w+)>>")


def fill(template: str, values: Fill) -> str:
    """`template` with every `<<slot>>` replaced; slot values may themselves hold slots."""
    for _ in range(6):
        filled = _SLOT.sub(lambda m: values(m.group(1)), template)
        if filled == template:
            return template
        template = filled
    raise ValueError(f"slots nest too deep in {template[:80]!r}")


def seeded(group: str, index: int) -> random.Random:
    digest = hashlib.sha256(f"{group}#{index}".encode()).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


def default_shell(os: str, index: int) -> str:
    shells = _DEFAULT_SHELLS[os]
    return shells[index % len(shells)]
