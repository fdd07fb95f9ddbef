"""The canonical form: one text per error, the same for a stored entry and a live failure.

`canonical(text)` = redact, strip terminal noise, then replace every volatile part by a
placeholder, in a fixed order (UUIDs before hex, dates before clock times before numbers,
positions and temp names before paths), then lower-case. It is idempotent, and the version
below is part of every fingerprint, so changing a rule means `errkb index rebuild`.
Each rule exists because a corpus case in tests/cases/normalize.md needs it.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache

from ..versions import NORMALIZER_VERSION  # noqa: F401  (re-exported)
from .numbers import number_or_placeholder, version_or_placeholder
from .redact import redact
from .rules import Rule, apply_rules
from .sanitize import strip_terminal
from .textpaths import collapse_paths, collapse_to_fixpoint
from .wording import in_english, reword

_WS = re.compile(r"\s+")

# --- volatile values --------------------------------------------------------------------------
_MONTH = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*"
_DAY = r"(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*"
# Source-file extensions: `client.ts:11:30` is a position, `db.internal:5432` a port.
_FILE_EXTENSIONS = frozenset(
    "js jsx mjs cjs ts tsx mts cts py pyi rb go rs c h cc cpp cxx hpp java kt kts scala cs fs php swift m mm "
    "txt json yaml yml toml ini cfg conf md rst xml html htm css scss vue svelte sh bash ps1 sql gradle lock "
    "ex exs erl hs ml lua pl dart zig tf proto log env cmake".split()
)


# One errno has a number per OS (EADDRINUSE: Linux 98, macOS 48, Windows 10048); the message says which.
_ERRNO_NAMES = {"address already in use": "EADDRINUSE", "connection refused": "ECONNREFUSED",
                "connection reset by peer": "ECONNRESET", "connection timed out": "ETIMEDOUT",
                "operation timed out": "ETIMEDOUT", "no route to host": "EHOSTUNREACH",
                "network is unreachable": "ENETUNREACH", "cannot assign requested address": "EADDRNOTAVAIL",
                "can't assign requested address": "EADDRNOTAVAIL"}


def _errno_name(match: re.Match[str]) -> str:
    return f"[Errno {_ERRNO_NAMES[match.group(1).lower()]}]"


# Kubernetes names a pod `<deployment>-<replica set hash>-<suffix>` from an alphabet without vowels.
_K8S_CHARS = "[bcdfghjklmnpqrstvwxz2456789]"


def _host_port(match: re.Match[str]) -> str:
    host = match.group(1)
    return match.group() if host.rsplit(".", 1)[-1].lower() in _FILE_EXTENSIONS else f"{host}:{port_placeholder(match.group(2))}"


# A client's refused or timed-out connection is about the service it tried: a service's registered
# port says which (`connect ECONNREFUSED 127.0.0.1:5432` is PostgreSQL, `…:6379` Redis). Any other
# port is the machine's choice. Web ports (80, 443, 8080) are left out: every server uses them.
WELL_KNOWN_PORTS = {
    "21": "ftp", "22": "ssh", "25": "smtp", "1433": "mssql", "1521": "oracle", "2181": "zookeeper", "2375": "docker",
    "2376": "docker", "3306": "mysql", "4222": "nats", "5432": "postgres", "5672": "amqp", "5984": "couchdb",
    "6379": "redis", "6443": "kubernetes", "7687": "neo4j", "8086": "influxdb", "8500": "consul", "9042": "cassandra",
    "9092": "kafka", "9200": "elasticsearch", "11211": "memcached", "26257": "cockroachdb", "27017": "mongodb",
}


@cache
def _host_unreached() -> re.Pattern[str]:
    # compiled on first use, like the rules: a hook that matches exactly never pays for it
    return re.compile(
        r"could(?: not|n't) resolve (?:host|proxy)|\bgetaddrinfo\b|\benotfound\b|\beai_again\b|name or service not known"
        r"|temporary failure in name resolution|nodename nor servname|\bno such host\b|\beconnrefused\b"
        r"|connection refused|\beconnreset\b|\betimedout\b|network is unreachable|\behostunreach\b"
        r"|no route to host|failed to connect to|\bconnection failed\b", re.I)


def _url_where(match: re.Match[str]) -> str:
    return f"{match.group(1)}/<path>" if _says_host_unreached(match.string) else match.group()


@lru_cache(maxsize=4)
def _says_host_unreached(text: str) -> bool:
    """Whether the message is about reaching a host: asked once per text, not once per URL in it
    (a line of a thousand URLs searched itself a thousand times)."""
    return _host_unreached().search(text) is not None


def port_placeholder(number: str) -> str:
    service = WELL_KNOWN_PORTS.get(number)
    return f"<{service}-port>" if service else "<port>"


def _port(match: re.Match[str]) -> str:
    return f"{match.group(1) or ''}{port_placeholder(match.group(2))}"


# Relative Windows paths (`src\api\x.ts`) read like POSIX ones; absolute ones are collapsed already.
# Applied first, and again last for a separator that a placeholder has only just reached.
_BACKSLASH = Rule(r"(?<=[\w.>])\\{1,2}(?=[\w.<])", "/", needs="\\")
_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
# Each rule's guard (rules.py) is a condition its pattern cannot match without: a digit, a substring.
_RULES: list[Rule] = [
    _BACKSLASH,
    # a UUID, also where a name goes on after it (nova's `<uuid>_del`)
    Rule(r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?![0-9a-z-])", "<uuid>", needs="-", flags=re.I),
    # colon-separated bytes, six or more: MAC addresses, EUI-64 and WWN ids, key fingerprints
    Rule(r"(?<![\w:])(?:[0-9a-f]{2}:){5,}[0-9a-f]{2}(?![\w:])", "<hex>", needs=":", flags=re.I),
    # a pod's generated name (`orders-api-7d9f8c6b5d-x2k4j` is `orders-api-<pod>`), before its hash reads as hex;
    # a letter among the first characters, so `build-245678-24567` stays numbers
    Rule(rf"(?<=[a-z0-9]-)(?=[0-9-]{{0,15}}[a-z]){_K8S_CHARS}{{6,10}}-{_K8S_CHARS}{{5}}\b", "<pod>", needs="-", flags=re.I),
    # Windows' generated computer names (`DESKTOP-3244856`, `LAPTOP-8KQ2M1RT`, a server's `WIN-…`):
    # which machine, as a host is
    Rule(r"\b(?:desktop-[a-z0-9]{7}|laptop-[a-z0-9]{8}|win-[a-z0-9]{11})\b", "<host>", needs=("desktop-", "laptop-", "win-"),
         flags=re.I),
    # a masked key (OpenAI's `sk-proj-****n0yi`): its visible ends differ from key to key
    Rule(r"(?<![\w*-])(?:[\w-]+\*{3,}[\w-]*|\*{3,}[\w-]+)(?![\w*])", "<secret>", needs="***"),
    Rule(r"\[Errno \d+\](?=[^\n]{0,200}?\b(" + "|".join(_ERRNO_NAMES) + r")\b)", _errno_name, needs="[errno",
         digit=True, flags=re.I),
    # ISO dates with optional time and zone (a logger may join them by `_`: `2021-11-20_01:57:20.95`);
    # slashed dates; RFC 2822 and syslog stamps
    Rule(r"\b\d{4}-\d{2}-\d{2}(?:[T _]\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:\s?Z|\s?[+-]\d{2}:?\d{2}|\s?UTC)?)?\b", "<ts>",
         needs="-", digit=True),
    Rule(r"\b\d{4}/\d{1,2}/\d{1,2}\b|\b\d{1,2}/\d{1,2}/\d{4}\b", "<ts>", needs="/", digit=True),
    # a file-name-safe ISO stamp (npm's debug logs: `2022-07-08T15_24_05_883Z-debug-0.log`)
    Rule(r"\b\d{4}-\d{2}-\d{2}T\d{2}_\d{2}_\d{2}(?:_\d+)?Z?", "<ts>", needs="_", digit=True),
    # ... and a run's stamp in a log file's name (pipx's `cmd_2024-09-21_12.56.40_pip_errors.log`, a
    # build's `build-20240921-125640.log`): which run wrote it, as any date is
    Rule(r"(?<=_)(?:19|20)\d\d-\d{2}-\d{2}(?:_\d{2}[.:]\d{2}[.:]\d{2})?(?![0-9])|(?<=[-_])20\d{6}[-_T]\d{6}(?![0-9])", "<ts>",
         needs=("_19", "_20", "-20"), digit=True),
    Rule(rf"\b(?:{_DAY},?\s+)?\d{{1,2}}\s+{_MONTH}\s+\d{{4}}(?!\d)(?:\s+\d{{1,2}}:\d{{2}}(?::\d{{2}})?(?:\s+[+-]\d{{4}}|\s+[A-Z]{{2,4}})?)?",
         "<ts>", needs=_MONTHS, digit=True),
    # (Apache's error log, ctime with microseconds: `Wed Oct 11 14:32:52.152940 2023`)
    Rule(rf"\b(?:{_DAY},?\s+)?{_MONTH}\s+\d{{1,2}}(?:,?\s+\d{{4}})?(?:\s+\d{{1,2}}:\d{{2}}(?::\d{{2}}(?:[.,]\d+)?)?"
         rf"(?:\s+\d{{4}}(?!\d))?)?\b", "<ts>",
         needs=_MONTHS, digit=True),
    Rule(r"\b([IWEF])\d{4}(?= \d{1,2}:\d{2}:\d{2})", r"\1<ts>", needs=":", digit=True),  # klog: `E0815 10:12:33.123456`
    Rule(r"\b\d{1,2}:\d{2}:\d{2}(?:[.,]\d+)?(?:\s?[AP]M)?\b", "<ts>", needs=":", digit=True),
    # 0x addresses; Windows HRESULT/NTSTATUS codes (0x8…, 0xC…, 8 digits) are error codes: kept
    Rule(r"\b0[xX](?![89ABCabc][0-9A-Fa-f]{7}\b)[0-9A-Fa-f]+(?![0-9A-Za-z_])", "<hex>", needs="0x"),
    # git SHAs, container and object ids: 7+ hex with a digit and a letter; but not the key a
    # signature needs (apt's `NO_PUBKEY 1A127079A92F09ED`, `EXPKEYSIG …`): which key is what is wrong
    # (a letter and six digits is a code: Subversion's `svn: E155007: …`)
    Rule(r"(?<![\w<])(?<!no_pubkey )(?<!expkeysig )(?<!keyexpired )(?![a-f]\d{6}\b)(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,}"
         r"(?![\w>])",
         "<hex>", digit=True, flags=re.I),
    # Go's and kubectl's compound durations (`4m25s`, `2m40s`, `1h0m0s`) before their parts
    Rule(r"\b(?:\d+(?:\.\d+)?(?:h|ms|m|s|us|µs|ns)){2,}\b(?!-)", "<dur>", digit=True),
    Rule(r"\b\d+(?:\.\d+)?\s?(?:ns|µs|us|ms|s|sec|secs|seconds?|m|min|mins|minutes?|h|hrs?|hours?)\b(?!-)", "<dur>",
         digit=True, flags=re.I),
    # how often an event repeated (kubectl's `(x157 over 38m)`)
    Rule(r"\(x\d+ over\b", "(x<n> over", needs="(x", digit=True),
    Rule(r"\b\d+(?:d\b|\s?days?\b)(?!-)", "<dur>", needs="d", digit=True, flags=re.I),  # kubectl's AGE column: `18d`
    # Not glued to a following ASCII word (`0毫秒0x7f…`): its placeholder would give that word the
    # boundary it lacked, and a second pass would key it again (canonical() must be idempotent).
    Rule(r"(?<![\w.])\d+(?:\.\d+)?\s?毫?秒(?![0-9A-Za-z_])", "<dur>", needs="秒", digit=True),
    Rule(r"\b\d+(?:\.\d+)?\s?(?:[kKMGTP]i?B|[kKMGT]|B|(?i:bytes?))\b", "<size>", digit=True),
    Rule(r"\b\d+(?:\.\d+)?\s?%", "<pct>", needs="%", digit=True),
    Rule(r"\bpid\s*[:=#]?\s*\d+\b", "<pid>", needs="pid", digit=True, flags=re.I),
    Rule(r"()\bport\s*[:=#]?\s*(\d+)\b", _port, needs="port", digit=True, flags=re.I),
    Rule(r"(\[[0-9a-fA-F:]*::[0-9a-fA-F:]*\]:)(\d{1,5})\b", lambda m: f"<ip>:{port_placeholder(m.group(2))}", needs="::",
         digit=True),
    # Node's `:::3000`, `::1:5432`
    Rule(r"(?<![\w:])::(?:1|ffff:[\d.]+)?:(\d{1,5})\b", lambda m: f"<ip>:{port_placeholder(m.group(1))}", needs="::",
         digit=True),
    Rule(r"\b\d{1,3}(?:\.\d{1,3}){3}:(\d{1,5})\b", lambda m: f"<ip>:{port_placeholder(m.group(1))}", needs=".", digit=True),
    # (not a package's four-part version glued to its name: `cabal-1.24.0.0`, below)
    Rule(r"(?<![a-z]-)\b\d{1,3}(?:\.\d{1,3}){3}(?:/\d{1,2})?\b", "<ip>", needs=".", digit=True),
    Rule(r"(?<![\w:])::1(?![\w:])", "<ip>", needs="::1"),  # IPv6's loopback without a port (libpq's `"localhost" (::1)`)
    Rule(r"(?<![\w.-])((?i:localhost)|[\w-]+(?:\.[\w-]+)+):(\d{2,5})\b(?!:\d)", _host_port, needs=":", digit=True),
    # A socket's path, like any path, is where: `unix:///var/run/docker.sock` and Docker Desktop's
    # `unix:///Users/kim/.docker/run/docker.sock` (collapsed already) are the same daemon.
    Rule(r"(unix://)/(?:[^\s/'\"`<>|:*?]+/)+(?=[^\s/'\"`<>|:*?]+)", r"\1<path>/", needs="unix:///", flags=re.I),
    # Arguments that a tool echoes into its message: where it failed, not what.
    # libpq: `server at "db" (10.0.0.5), port 5432`, or the address alone: `server at "10.0.0.5", port 5432`
    Rule(r'\b(server at )"[^"\s]+"(?= \(|, (?:port\b|<[a-z-]*port>))', r'\1"<host>"', needs="server at ", flags=re.I),
    # git: a ref update (`! [rejected] main -> main (fetch first)`), a remote's repository, the
    # repository's directory, the branches of a conflict
    Rule(r"(\[(?:rejected|remote rejected|new branch|new tag|up to date|deleted)\])\s+\S+ -> \S+", r"\1 <ref> -> <ref>",
         needs="->", flags=re.I),
    Rule(r"\b((?:https?|ssh|git)://[^/\s'\"]{1,253}/|[\w.-]{1,64}@[\w.-]{1,253}:|[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}:)"
         r"[\w./-]{1,200}?\.git\b/?", r"\1<repo>", needs=".git", flags=re.I),
    Rule(r"(\bin repository at ')[^']+'", r"\1<path>'", needs="in repository at '", flags=re.I),
    # A URL in a message about reaching its host (`unable to access 'https://github.com/a/b/':
    # Could not resolve host`, `request to https://registry.npmjs.org/pkg failed, reason:
    # getaddrinfo ENOTFOUND`): which repository or package was asked for is where, not what.
    # An HTTP status (`403`, `404 Not Found`) is about the resource, so its path stays.
    # (A path the rule above made `<repo>` is `<path>` here too: `…/b.git/` and `…/b/` are one repository.)
    # (the path ends before a colon that ends the URL: Go's `Get https://host/v2/: dial tcp …`)
    Rule(r"\b((?:https?|ssh|git)://[^/\s'\"`<>]+)/[^\s'\"`]*[^\s'\"`:]", _url_where, needs="://", flags=re.I),
    # A URL where a shell expected a file (`bash: curl -fsSL https://x/a/b/install.sh: No such file
    # or directory`, a pipe lost to quoting): the whole command was taken for a path.
    Rule(r"\b(?:https?|ftp)://\S{1,400}?(?=\s?: no such file or directory)", "<url>", needs=("://", "no such file"),
         flags=re.I),
    Rule(r"(\bdeleted in )\S+( and modified in )\S+?(?=\.(?:\s|$))", r"\1<ref>\2<ref>", needs="deleted in ", flags=re.I),
    Rule(r"(\bversion )\S+( of \S+ left in tree)", r"\1<ref>\2", needs="left in tree", flags=re.I),
    Rule(r'(\bin the namespace )"[^"]*"', r'\1"<namespace>"', needs="in the namespace ", flags=re.I),  # kubectl RBAC
    Rule(r"(\bon endpoint )\S+(?= \()", r"\1<name>", needs="on endpoint ", flags=re.I),  # docker: a container's endpoint
    Rule(r"(\bon project )[\w.-]+(?=:)", r"\1<project>", needs="on project ", flags=re.I),  # maven: `Failed to execute goal`
    # Java: the class a newer compiler built is the app's own; its class file version (kept) says what
    Rule(r"(\bunsupportedclassversionerror: )[\w/$.-]+(?= (?:has been compiled|: unsupported major))", r"\1<class>",
         needs="unsupportedclassversionerror: ", flags=re.I),
    # A file another program holds open (Windows' sharing violation, `[WinError 32] … being used by
    # another process: 'x'`), the directory a program was given for a file (`[Errno 21] Is a
    # directory: 'x'`), the item PowerShell's Remove-Item could not remove: which one is where
    Rule(r"(\bbeing used by another process) ?: '[^']*'", r"\1: '<path>'", needs="being used by another process", flags=re.I),
    Rule(r"(\bis a directory: )'[^']*'", r"\1'<path>'", needs="is a directory: '", flags=re.I),
    # (bounded: a hostile line repeating `cannot remove item` costs linear time)
    Rule(r"(\bcannot remove item )\S.{0,400}?(?=: (?:access to the path|you do not have)\b)", r"\1<path>",
         needs="cannot remove item ", flags=re.I),
    Rule(r"(\baccess to the path )'[^']*' (?=is denied)", r"\1", needs="access to the path '", flags=re.I),
    # Go: the directory where it found another tool's project file is the user's checkout
    Rule(r"(\bcannot find main module, but found \S+ in )(?:<path>/|/|[A-Za-z]:[\\/])?\S+", r"\1<path>",
         needs="cannot find main module, but found"),
    # Node: the path that a file watcher could not be added for (`… watchers reached, watch '/srv/app/src'`)
    Rule(r"(\bfile watchers reached, watch )'[^']*'", r"\1'<path>'", needs="file watchers reached"),
    # Go: the package that imports a module, and a failed request (`Get "http://h/v1.43/x": dial …`)
    Rule(r"(\(imported by )[^)\s]+\)", r"\1<package>)", needs="(imported by ", flags=re.I),
    Rule(r"(\bto add:\s+go get )\S+", r"\1<package>", needs="go get ", flags=re.I),
    # (a client on a unix socket puts the socket's path in the host, percent-encoded, or leaves the
    # host empty: `http://%2Fvar%2Frun%2Fdocker.sock/v1.24/…`, `http:///var/run/docker.sock/…`; Go
    # before 1.14 did not quote the URL)
    Rule(r'\b(?:Get|Post|Put|Patch|Delete|Head) "?([a-z][\w+.-]*://)(?:%2f[^/"\s]*|(?=/))/[^"\s]+?"?(?=: )',
         r'<request> "\1<socket>/<path>"', needs=("://%2f", ":///"), flags=re.I),
    # (Go before 1.14 did not quote the URL: `Get https://registry-1.docker.io/v2/: net/http: …`;
    # Go's verb is capitalised, a sentence's `failed to get` is not, and a status after the URL is
    # about the resource, whose path stays, as above)
    Rule(r'\b(?-i:Get|Post|Put|Patch|Delete|Head) ([a-z][\w+.-]*://[^/"\s]+/)[^"\s]*?(?=: (?!\d{3}\b)\S)',
         r'<request> "\1<path>"', needs="://", flags=re.I),
    Rule(r'\b(?:Get|Post|Put|Patch|Delete|Head) ("[a-z][\w+.-]*://[^/"\s]+/)[^"\s]+"', r'<request> \1<path>"', needs="://",
         flags=re.I),
    Rule(r"(\brequire\(\) of ES Module \S+ from )\S+", r"\1<path>", needs="require() of es module ", flags=re.I),  # node
    Rule(r"\bline\s+\d+(?:\s*[:,]\s*(?:col(?:umn)?\s+)?\d+)?\b", "<pos>", needs="line", digit=True, flags=re.I),
    Rule(r"\bcol(?:umn)?\s+\d+\b", "<pos>", needs="col", digit=True, flags=re.I),
    Rule(r"(\.[A-Za-z]\w*):\d+(?::\d+)?\b", r"\1:<pos>", needs=":", digit=True),
    Rule(r":\d+:\d+\b", ":<pos>", needs=":", digit=True),
    Rule(r"\(\d+,\s?\d+\)", "(<pos>)", needs="(", digit=True),
    # maven's compiler plugin: `OrgController.java:[261,17]` is javac's `OrgController.java:261:17`
    Rule(r"(\.[A-Za-z]\w*):\[\d+,\d+\]", r"\1:<pos>", needs=":[", digit=True),
    Rule(r"\(<pos>\): ", ":<pos> - ", needs="(<pos>): "),  # tsc: `a.ts(3,7): error` is `a.ts:3:7 - error` with --pretty
    Rule(r"([\\/](?:tmp|temp)[\\/])[^\\/\s'\"`]+", r"\1<tmp>", needs=("tmp", "temp"), flags=re.I),
    Rule(r"\b(?:tmp|pytest)[-_][\w-]+", "<tmp>", needs=("tmp", "pytest"), flags=re.I),
    # Python's tempfile names (`tmp21b222e`, `tmpx8k_2q1p`): `tmp` and 6 to 10 random characters, a digit among them
    Rule(r"\btmp(?=[a-z_]*\d)[a-z0-9_]{6,10}\b", "<tmp>", needs="tmp", digit=True),
    Rule(r"(?<![\w.-])[\w.-]+_tmp_\d+\b", "<tmp>", needs="_tmp_", digit=True, flags=re.I),  # pnpm renames `esbuild_tmp_66985`
    # A run or temp number after a name's dot (PostgreSQL's `pg_wal/xlogtemp.29414`, `core.12345`):
    # three digits or more, so a library's soname (`libgl.so.1`) and a version (`python3.11`) stay.
    Rule(r"(?<=[a-z_]\.)\d{3,}(?![\w.])", "<n>", needs=".", digit=True, flags=re.I),
    # A count or a clock glued to a word by a printf without a space (`date/time1624419235`): nine
    # digits or more are a Unix time or a counter, never part of a name (`libx264`, `sha256`, `utf8`)
    Rule(r"(?<=[a-z])\d{9,}(?![\w.])", "<n>", digit=True, flags=re.I),
    Rule(r"@\d+\.\d+\.\d+(?:-[\w.]+)?\b", "@<ver>", needs="@", digit=True),
    # rustup names a toolchain with the host it runs on (`nightly-x86_64-pc-windows-msvc`,
    # `1.70.0-aarch64-apple-darwin`): the channel or release is what is missing, the host is where
    # (before the version rule, which would read `-x86_64` as a pre-release's suffix)
    Rule(r"(\btoolchain '[\w.-]+?)-(?:x86_64|aarch64|i686|armv7|arm64|i586)-[\w-]+'", r"\1-<platform>'", needs="toolchain '",
         flags=re.I),
    # a package's four-part version glued to its name (Haskell's `cabal-1.24.0.0`, `haskell-src-1.0.3.0`)
    Rule(r"(?<=[a-z]-)\d+\.\d+\.\d+\.\d+\b", version_or_placeholder, needs="-", digit=True),
    # (a version pinned in a requirement, `torch==2.1.2+cu118`, and the release a toolchain names,
    # are what is wrong: they stay)
    Rule(r"(?<![\w.]==)(?<!toolchain ')\bv?\d+\.\d+\.\d+(?:[-+][\w.]+|(?:a|b|rc|dev|post)\d*)?\b", version_or_placeholder,
         needs=".", digit=True, flags=re.I),
]


# Banners padded to the terminal width: `===== 1 failed in 2s =====` at any width.
_RULE_LINE = Rule(r"([=_*#~-])\1{3,}", r"\1\1\1", needs=("====", "____", "****", "####", "~~~~", "----"))
# `(from versions: 2.2.0, 2.2.1, 2.3.0)`: a list of one placeholder is one value, whatever its length.
_RUN = Rule(r"(<[a-z]+>)(?:, ?\1){2,}", r"\1, …", needs=",")
_NUMBER = Rule(r"(?<![\w.<>-])-?\d+(?:\.\d+)?(?![\w>])", number_or_placeholder, digit=True)


# An empty value in quotes (scoop's `Couldn't find manifest for ''.`): nothing was named, which is
# what is wrong, and it must not read as a quoted value left out.
_EMPTY_QUOTED = Rule(r"(?<![\w'\"])(''|\"\")(?![\w'\"])", lambda m: f"{m.group()[0]}<empty>{m.group()[0]}",
                     needs=("''", '""'))


def volatile_to_placeholders(text: str) -> str:
    collapsed, settled = collapse_to_fixpoint(apply_rules(_RULES, text), uniform=True)
    text = _BACKSLASH.sub(_NUMBER.sub(collapsed))
    if text != collapsed or not settled:  # else collapsing again is known to change nothing
        text = collapse_paths(text, uniform=True)
    return apply_rules((_RUN, _RULE_LINE, _EMPTY_QUOTED), text)


def canonical(text: str) -> str:
    """The matching form of one headline (or one log line). Idempotent.

    Lower-casing comes last, so a rule that matches lower case must also match upper case (`0H`,
    `5BYTES`, `V1.2.3`), or the second pass would find what the first one could not."""
    for _ in range(4):
        text = _WS.sub(" ", in_english(strip_terminal(text)))
        text = volatile_to_placeholders(redact(text, "public").replace("<path>\\", "<path>/"))
        text = _WS.sub(" ", text.replace("<path>\\", "<path>/")).strip().lower()
        trimmed = _trim_edges(reword(_trim_edges(text)))
        if not _shielded(text, trimmed):
            return trimmed
        text = trimmed
    return text


def _shielded(text: str, trimmed: str) -> bool:
    """Whether the trimmed text must go through the rules once more to stay idempotent: whenever
    an edge was cut. Any cut character may have kept a rule from firing: a lookbehind's `.` or
    `%` (`%password: a` hid its secret), a closing `]` that made `error[E0382]` read as a code.
    Lists of such characters kept missing one; the extra pass costs a trimmed headline about half
    a normalize again, and changes nothing when the first pass was already stable."""
    return bool(trimmed) and trimmed != text


def _trim_edges(text: str) -> str:
    # Unicode punctuation goes from both ends; `<` and `>` are symbols, so placeholders stay.
    start, end = 0, len(text)
    while start < end and _is_edge(text[start]):
        start += 1
    while end > start and _is_edge(text[end - 1]):
        end -= 1
    return text[start:end]


def _is_edge(char: str) -> bool:
    # Quotes stay: they delimit the literals that tell look-alikes apart ('numpy' vs 'pandas').
    if char.isspace():
        return True
    if char.isascii():
        return char in _ASCII_PUNCTUATION
    import unicodedata  # only for a non-ASCII edge: most messages are ASCII, and a hook call skips loading it

    return unicodedata.category(char).startswith("P") and char not in _QUOTES


# The ASCII characters of Unicode's punctuation categories (P*), quotes left out.
_ASCII_PUNCTUATION = frozenset("!#%&()*,-./:;?@[\\]_{}")


_QUOTES = frozenset("'\"`‘’“”")


_CJK_RANGES = ((0x3040, 0x30FF), (0x3400, 0x9FFF), (0xAC00, 0xD7AF), (0xF900, 0xFAFF))
_CJK_CLASS = "".join(f"\\u{lo:04x}-\\u{hi:04x}" for lo, hi in _CJK_RANGES)


@cache
def _token_regex() -> re.Pattern[str]:
    # Compiled on first use: a class spanning CJK blocks takes ~6 ms to compile, paid by every
    # hook process at import even when it matches exactly and never tokenizes.
    return re.compile(rf"<[a-z-]+>|[{_CJK_CLASS}]+|[^\W_]+(?:[_'][^\W_]+)*", re.U)


def is_cjk(char: str) -> bool:
    code = ord(char)
    return any(lo <= code <= hi for lo, hi in _CJK_RANGES)


def tokens(canon: str) -> list[str]:
    """Word tokens of a canonical text; CJK runs become character bigrams."""
    if canon.isascii():  # no CJK run to split: most messages, and every index build's bulk
        return _token_regex().findall(canon)
    out: list[str] = []
    for token in _token_regex().findall(canon):
        if len(token) > 1 and is_cjk(token[0]):
            out.extend(token[i:i + 2] for i in range(len(token) - 1))
        else:
            out.append(token)
    return out
