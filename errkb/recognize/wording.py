"""Wordings that say the same thing, brought to one form at the end of the canonical form.

`in_english(text)` runs first, on the raw text; `reword(text)` last, on the lower-cased canonical
text (placeholders already in it). Together they apply, in order, rules for the classes of
wording that differ while the error does not (docs/matching.md, "Wordings"):

1. **punctuation**: full-width CJK punctuation and GNU's `` `quote' `` become ASCII quotes, and
   an escaped bracket in a URL a bracket;
2. **locale**: the Chinese wording of an OS, shell or runtime message becomes its English one
   (glibc's strerror texts, Windows' system messages, the shells', git's, Java's, apt's,
   PowerShell's): a curated table (`PHRASES`, recognize/chinese.py), which lookup's term table includes;
3. **wrappers** (recognize/wrappers.py): the tags a logger, runner or tool puts in front of a message, repeated or not:
   severity (`error:`, `npm ERR!`, `E:`, `[ERROR]`, `FATA[0000]`, `Caused by:`), a timestamp, a
   log stream's label (`web_1  | `), a build step's counters (`#12 3.456`), a logger's thread,
   level and name (Log4j's `[pool-2-thread-7] ERROR c.e.Api - `, klog's header), a program named by
   its path (`C:\\…\\docker.exe:` is `docker:`); inside the message, a runner's clause that names
   what the message names again (`failed to pull image "x:latest": `), gRPC's status wrapper and
   a trailing `Did you mean …?`;
4. **errno**: the strerror text beside its errno name says the same thing twice
   (`EACCES: permission denied, mkdir` is old npm's `EACCES, mkdir`), and a Windows system error
   is its code (recognize/winerrors.py); a resource that ran out is not the file it held
   (recognize/errnos.py); and the **phrasings**
   of recognize/phrasing.py, for every tool: contractions, trailing hints, rewordings across
   releases;
5. **shells** (recognize/shells.py): each shell's complaint (bash, sh/dash, zsh, fish, ksh, csh,
   PowerShell, cmd, and Ubuntu's command-not-found handler) in one form: `command not found:
   'jq'`, `<script>: permission denied`, `x: no such file or directory`;
6. **file utilities**: the operand of `ls`, `cat`, `cp`, … is `'<arg>'`: the path the user typed;
7. **roles**: a value named by a runtime noun (`thread "main"`, `in thread 'worker-7'`, `the
   container name "/web"`, `connect to host pi.local`, unquoted when it looks generated:
   `container web-1`, `worker celery@ip-10-0-1-23`) is where the error happened, not what it
   is: it becomes `<name>` / `<host>`, while the thing that is wrong (a module, package, image,
   formula, header, target) keeps its literal;
8. **locations**: a diagnostic's source file (in front of the message, or after `at`) is `<src>`;
9. **versions**: one message as two releases or two compilers word it (Rust's panic before and
   after 1.73, clang's and gcc's missing header).

Every rule is a guarded `Rule` (rules.py) and every output is a fixed point, so canonical() stays
idempotent; tests/cases/normalize.md has a case per rule ("wording, …").
"""

from __future__ import annotations

import re

from .chinese import PHRASES
from .errnos import ERRNO_OBJECT, ERRNO_TEXT, EXHAUSTED
from .locations import LOCATIONS as _LOCATIONS
from .phrasing import CONTRACTIONS, RELEASES, TRAILING_HINTS
from .rules import Rule, apply_rules
from .shells import SHELL as _SHELL
from .shells import SHELL_RULES as _SHELL_RULES
from .winerrors import CODE_PREFIX as _WINDOWS_CODE
from .winerrors import WINDOWS_ERROR
from .wrappers import INNER_WRAPPERS, PROGRAM_PATH, TOOLCHAIN_PREFIX, strip_wrappers

# -- 1. punctuation ---------------------------------------------------------------------------
# Curly quotes become the straight single quote that coreutils, git and Python print in English.
_PUNCTUATION = str.maketrans({"：": ": ", "，": ", ", "；": "; ", "（": " (", "）": ") ", "【": "[", "】": "]", "“": "'", "”": "'",
                              "‘": "'", "’": "'", "「": "'", "」": "'", "！": "!", "？": "?"})
# `。` ends a sentence: before a colon, a quote or the end it goes (English puts nothing there).
def _full_stop(match: re.Match[str]) -> str:
    rest = match.string[match.end():].lstrip()
    return "" if not rest or rest[0] in ":'\"" else ". "


_FULL_STOP = Rule(r"。\s*", _full_stop, needs="。")
_GNU_QUOTES = Rule(r"`([^`'\s][^`'\n]*)'", r"'\1'", needs="`")  # make's `` `setup' ``, hadoop's `` `.' ``

# -- 2. locale: Chinese wordings of common messages (the table, recognize/chinese.py) ----------------
# A phrase's comma may be typed as an ASCII one (`积极拒绝,无法连接`): a person quoting it, or a
# console font; both read as the phrase.
_CJK_PHRASES = "|".join(re.escape(zh).replace("，", "[，,]\\s?")
                        for zh, _ in sorted(PHRASES, key=lambda p: -len(p[0])))  # compiled by its Rule
_ENGLISH = dict(PHRASES)
_ANY_COMMA = re.compile(r"[，,]\s?")
# Chinese sentences join their parts without spaces: a translated phrase gets a space on each side
# where a letter or a digit touches it, so `x: 未找到命令` and `z：未找到命令` read alike.
_LOCALE_NEEDS = tuple(sorted({zh[:1] for zh, _ in PHRASES}))


def _translate(match: re.Match[str]) -> str:
    english = _ENGLISH[_ANY_COMMA.sub("，", match.group()).lower()]
    before = match.string[match.start() - 1: match.start()]
    after = match.string[match.end(): match.end() + 1]
    return (" " if _touches(before) or before == ":" else "") + english + (" " if _touches(after) else "")


def _touches(char: str) -> bool:
    # a word or a quote would glue to the English, and an ASCII colon before it
    # (`z:未找到命令` is `z: command …`; a colon after it stays glued: `无法打开包括文件:` is `… file:`)
    return char.isalnum() or char in "“”‘’'\""


_LOCALE = Rule(_CJK_PHRASES, _translate, needs=_LOCALE_NEEDS, flags=re.I)  # `Null`, `Win32` in any case

# Two releases or two compilers, one message: Rust before 1.73 put the message in quotes before the
# location (`panicked at 'msg', src/x.rs:1:2`), later after it; clang says `'x.h' file not found`
# where gcc says `x.h: No such file or directory`.
_VERSIONS = [
    Rule(r"\bpanicked at '(.+)', (?:<path>/)?[\w./-]+\.rs:<pos>$", r"panicked at <src>:<pos>: \1", needs="panicked at '"),
    Rule(r"^(<src>:<pos>: fatal error: )'([^']+)' file not found$", r"\1\2: no such file or directory", needs="file not found"),
    # git before 2.x ends its message at the mount point it stopped at; today's names `.git`
    Rule(r"\bnot a git repository \(or any parent up to mount point\b.*$",
         "not a git repository (or any of the parent directories): .git", needs="up to mount point"),
    # pip before 20.3 printed an empty list where today's says `none`; before 21.0 it named OSError
    # by its alias EnvironmentError
    Rule(r"\(from versions:?\s*\)?$", "(from versions: none", needs="(from versions"),
    # pip's list of the versions it has is one value however many it holds (normalize collapses a
    # run of three or more; two are as many)
    Rule(r"\(from versions: <ver>(?:, (?:<ver>|…))+\)?$", "(from versions: <ver>", needs="(from versions: <ver>, "),
    Rule(r"\bdue to an (?:environmenterror|ioerror): ", "due to an oserror: ", needs="due to an "),
    # pip 20-21 (`… which use PEP 517 and cannot be installed directly`), 22-24.0 (`…, which is
    # required to install pyproject.toml-based projects`) and 24.1+ (`Failed to build installable
    # wheels for some pyproject.toml based projects (x)`): one package's wheel failed to build
    Rule(r"\bcould not build wheels for ([\w.-]+),? which (?:use pep <n> and cannot be installed directly|is required "
         r"to install pyproject\.toml-based projects)$", r"could not build wheels for \1", needs="could not build wheels"),
    Rule(r"\bfailed to build installable wheels for some pyproject\.toml based projects \(([\w.-]+)\)?$",
         r"could not build wheels for \1", needs="installable wheels"),
    # cargo 1.7x names the target and counts the errors (`(lib) due to 2 previous errors; 1 warning
    # emitted`); earlier releases said `due to previous error`: which crate failed is the error
    Rule(r"\bcould not compile (`[^`]+`)(?: \([^)]*\))? due to (?:<n> )?previous errors?\b.*$", r"could not compile \1",
         needs="could not compile"),
    # mypy 1.7 split the error code `import` into `import-not-found` and `import-untyped`; a stub
    # that cannot be found at all is the first
    Rule(r"(\bcannot find implementation or library stub for module named \S+ )\[import(?:\]|$)", r"\1[import-not-found]",
         needs="library stub"),
    # Homebrew before 1.x said `No available formula for x`, later `… with the name "x"`
    Rule(r"\bno available formula for ([\w@.+-]+)$", r'no available formula with the name "\1"', needs="available formula for"),
    # Docker 1.x said a container's name was `already assigned to <id>` and asked to `delete (or
    # rename)` it; later releases say `already in use by container "<id>"` and `remove (or rename)`
    Rule(r"\bconflict[.,] the name <name> is already assigned to \S+?\.? you have to delete \(or rename\) that container to "
         r"be able to assign \S+ to a container again$",
         "conflict. the container name <name> is already in use by container <name>. you have to remove (or rename) that "
         "container to be able to reuse that name", needs="already assigned to"),
    # a shared library the loader cannot find, as macOS's dyld says it (`dlopen(x.so, 2): image not found`,
    # since macOS 11 `…: tried: '…' (no such file)`) and as Linux's ld.so does
    # (only when every place it tried has no such file: `mach-o file, but is an incompatible
    # architecture` among them is another error)
    Rule(r"\bdlopen\(((?:<path>/)?[^\s,()]+), (?:<n>|<hex>|\d+)\): (?:image not found"
         r"|tried: '[^'\n]*' \(no such file\)?(?:, '[^'\n]*' \(no such file\)?)*\)?$)",
         r"\1: cannot open shared object file: no such file or directory", needs="dlopen("),
    # rustc 1.85 renamed E0433's `use of undeclared crate or module`
    Rule(r"\buse of unresolved module or unlinked crate\b", "use of undeclared crate or module", needs="unlinked crate"),
]

# -- 4. errno: recognize/errnos.py ----------------------------------------------------------

# A file utility's operand (`ls: cannot access 'x'`, `cat: x: No such file …`, `cp: cannot stat 'x'`)
# is the path the user typed: where, not what. What failed is the utility, its verb and the errno.
# The utilities that name themselves first and whose operand is the path the user typed; capture
# keys their message without a command's prefix, and the guards never let one stand for another.
FILE_UTILITIES = ("ls", "cat", "chmod", "chown", "chgrp", "cp", "mv", "rm", "rmdir", "mkdir", "touch", "cd", "stat", "head",
                  "tail", "ln", "du", "wc", "sort", "readlink", "tar", "install", "tee")
_FILE_UTILITY = f"(?:{'|'.join(FILE_UTILITIES)})"
_OPERAND_RULES = [
    # GNU's `cannot`, busybox's `can't`; install's `cannot create regular file`
    Rule(rf"^((?:{_SHELL})?{_FILE_UTILITY}: (?:(?:cannot|can't|failed to) [a-z]+(?: directory| symbolic link| regular file)? )?)"
         rf"(?:'[^']*'|\"[^\"]*\"|[^\s:'\"]+)(?=(?: for reading)?: )", r"\1'<arg>'",
         needs=tuple(f"{name}: " for name in FILE_UTILITIES)),
    # busybox says `can't` where GNU coreutils says `cannot`
    Rule(rf"^((?:{_SHELL})?{_FILE_UTILITY}: )can't ", r"\1cannot ", needs="can't "),
    # fish puts the operand last (`cd: Permission denied: '/data'`); its order stays fish's
    Rule(r"^(cd: (?:permission denied|no such file or directory|not a directory): )'(?!<arg>')[^']*'$", r"\1'<arg>'",
         needs="cd: "),
]

# Programs with file commands of their own, named like coreutils (`hadoop fs -ls`, `gsutil cp`): the
# operand of their `ls:` is no local path the user typed. Any other program that ran a file utility
# (a script, make, bash, python) relays coreutils' own message.
OWN_FILE_COMMANDS = frozenset({"hadoop", "hdfs", "gsutil", "aws", "az", "mc", "rclone", "adb", "smbclient", "lftp", "sftp",
                                "ftp", "kubectl", "docker", "podman"})

_SERVICE_NAMES = ("redis|postgres|postgresql|mysql|mariadb|mongodb|mongo|elasticsearch|rabbitmq|kafka|zookeeper|memcached"
                  "|cassandra|docker|the|server|database")

# -- 6. roles: runtime values -------------------------------------------------------------------
_ROLE_RULES = [
    # a thread: Java's `in thread "main"`, Rust's `thread 'tokio-runtime-worker' panicked`
    Rule(r"\bthread (?:\"[^\"]*\"|'[^']*')", "thread <name>", needs="thread "),
    # Python's `Exception in thread Thread-1 (worker):`
    Rule(r"\bexception in thread (?!<)[\w.-]+(?: \([^)]*\))?:", "exception in thread <name>:", needs="exception in thread "),
    # a named container, pod, job, worker, task, node or session (CocoaPods' pod is a package: `could
    # not find compatible versions for pod "VolumeBar"` names what is wrong)
    # (not a task that could not be found: mix's `the task "phx.new" could not be found` names what is missing)
    Rule(r"\b(container name|container|(?<!versions for )pod|job|worker|node|session|executor|runner"
         r"|task(?= (?:\"[^\"]*\"|'[^']*')(?! (?:could not be found|was not found|not found|does not exist))))"
         r" (?:\"[^\"]*\"|'[^']*')",
         r"\1 <name>", needs=("container", "pod ", "job ", "worker ", "task ", "node ", "session ", "executor ", "runner ")),
    # kubelet's crash loop names the pod's container, bare, and since 1.26 the pod too (`Back-off
    # restarting failed container manager in pod web-0_default(<uuid>)`): which one is where; its log says what
    Rule(r"\b(back-off restarting failed container)(?: (?!<name>)[\w.-]+)?(?: in pod \S+)?$", r"\1 <name>",
         needs="back-off restarting failed container"),
    # useradd's clash with a group of the name it was given (`useradd: group john exists - if you want
    # to add this user to that group, use -g.`): the name is the user's
    Rule(r"^(useradd: group) (?!<name>)\S+ (exists\b)", r"\1 <name> \2", needs="useradd: group "),
    # the folder or the remote a version control command was run against (`svn: E155007: '/x/v2' is
    # not a working copy`, git's `failed to push some refs to 'git@github.com:a/b'`), a chart
    # repository helm could not read (`looks like "https://x" is not a valid chart repository or
    # cannot be reached: <why>`): which one is where; the reason after it says what
    Rule(r"'[^'\n]{1,300}' (is not a working copy)\b", r"'<path>' \1", needs="is not a working copy"),
    Rule(r"\b(failed to push some refs to) '[^'\n]{1,300}'", r"\1 '<remote>'", needs="failed to push some refs to"),
    Rule(r"\blooks like (?:\"[^\"\n]{1,300}\"|\S{1,300}) (is not a valid chart repository)\b", r"looks like <url> \1",
         needs="is not a valid chart repository"),
    # where a server listens (Go's `listen tcp :443: bind`, `listen tcp 0.0.0.0:8000: bind`): the port
    Rule(r"\b(listen (?:tcp|udp)[46]?) (?:<ip>:<port>|:<n>|:<port>|[\w.-]*:(?:<n>|<port>)|<ip>)(?=: )", r"\1 <addr>",
         needs=("listen tcp", "listen udp")),
    # fish's job that a signal ended names its command line (`Job 1, 'filestash -h' terminated by
    # signal SIGSEGV`): the program says what crashed, its arguments are how it was run this time
    Rule(r"\b(job <n>, '[^\s']+)[^'\n]{0,300}(' terminated by signal)\b", r"\1\2", needs="terminated by signal"),
    Rule(r"\bthe name [\w.<>/-]+ is already\b", "the name <name> is already", needs="the name "),
    # a pool's member, quoted by whatever noun (billiard's `Process 'ForkPoolWorker-19' pid:12
    # exited`, `Thread-3`, `worker-2`): one of many alike, numbered as they start
    Rule(r"'[\w.]*(?:worker|thread|pool|process|executor|consumer)-\d+'", "<name>", digit=True,
         needs=("worker-", "thread-", "pool-", "process-", "executor-", "consumer-")),
    # Gradle's missing DSL method (`Could not find method compile() for arguments [com.x:y:1.0] on
    # object of type org.gradle…DefaultDependencyHandler`, `… on project ':app'`): which
    # dependency it was given, and where, are values; the method is what the build script lacks
    Rule(r"\b(could not find method [\w.]+\(\) for arguments )\[[^\]\n]{0,300}\](?: on (?:object of type [\w.$]+|(?:root )?project '[^']*'))?\.?",
         r"\1[<args>]", needs="could not find method "),
    # a PubGrub solver's explanation starts from the user's own project (pub's, Poetry's, uv's
    # `Because shop-frontend depends on uri <0.11.0 which requires SDK …`): where, not what
    Rule(r"^because (?!<)[\w.-]+ depends on ", "because <project> depends on ", needs="because "),
    # a tool that names the package it works on first, and its folder after (SwiftPM's `sensor-hub:
    # package at '<path>/sensor-hub' requires a minimum swift tools version …`): the user's project
    Rule(r"^([a-z0-9][\w.-]{0,80}): ([^\n]{0,300}?\b(?:package|project|workspace|module|crate|app) (?:at|in) '?)<path>/\1(?![\w.-])",
         r"<project>: \2<path>/<project>", needs=("package at", "project at", "workspace at", "module at", "crate at",
                                                 "app at", "package in", "project in", "workspace in")),
    # Unquoted, a name is a runtime one when it looks generated (a digit, `-`, `_` or `@` in it:
    # `web-1`, `api_db_1`, `celery@ip-10-0-1-23`, `i-0abc12`); a plain word (`container app`) may
    # be what the message is about, so it stays.
    # (also after a label's colon, `runner: github-runner-3057089-cpx21`, and an id that is hex)
    Rule(r"\b(container|no such container:|worker|executor|runner|replica|instance)(:?) (?!<(?!hex>))"
         r"(?=<hex>|[\w.@<>-]*[\d_@-])[\w.@<>-]*[\w>]", r"\1\2 <name>",
         needs=("container", "worker", "executor", "runner", "replica", "instance")),
    # a runtime field of a logged record (`runner=cnqgqeov`, `"runner":"gr1348941"`, `pod=api-7d9`,
    # `container=api`): which one logged it is where
    Rule(r"\b(runner|worker|node|pod|container|instance|session|executor|replica)=(?!<name>)(?:\"[^\"]*\"|[^\s,;\"'()]+)",
         r"\1=<name>", needs="="),
    Rule(r"\"(runner|worker|node|pod|container|instance|session|executor|replica)\":\s*\"(?!<name>\")[^\"]*\"",
         r'"\1":"<name>"', needs='":'),
    Rule(r"\bcelery@[\w.-]*\w", "celery@<host>", needs="celery@"),  # a Celery node is `name@host`
    # a host a client connects to or could not resolve
    # (a service's name stays: `connecting to redis`; so does `localhost`: a local server that is down
    # is not a remote one that is; and so does an address on a port that names no service: what was
    # reached is known only by it, a proxy or a box on the LAN (`failed to connect to 127.0.0.1 port
    # 7890`), not the server a URL names (`github.com port 443`))
    # (curl names what it could not resolve before the value: `could not resolve proxy: x` keeps
    # `proxy`, and x is the proxy's host; any other word before a `:` is such a label, not a host;
    # Go's `lookup x` is a host's only where x is one: `lookup github.com on …`, not `module lookup
    # disabled by GOPROXY=off`)
    # (wget's `Resolving x (x)... failed`, the name and what it resolved it as)
    Rule(r"\bresolving (?:<ip>|[\w.-]+) \((?:<ip>|[\w.-]+)\)\.\.\.", "resolving <host>...", needs="resolving "),
    # (ssh's `Unable to negotiate with pi.local port 22: no matching cipher found` is such a host too,
    # with its port: sshd's log line without one is the server's view, another error)
    Rule(r"\b(connect to host|unable to negotiate with(?= \S+ <(?:[a-z]+-)?port>)|resolve (?:host|proxy):?|resolve hostname|failed to connect to|could not find host"
         r"|could not resolve(?! (?:host|proxy)\b)(?! [a-z]+:)|lookup(?= (?:[\w-]+\.[\w.-]*\w|[\w.-]+(?: on\b|:)))"
         r"|unknownhostexception:|getaddrinfo (?:enotfound|eai_again)) "
         # (a generated name may start with what normalize took for a hex number: `<hex>.sub.cdn.online`)
         rf"(?:<ip>(?= <[a-z0-9]+-port>)|<hex>\.[\w.-]*\w\b|(?!<|localhost\b|(?:{_SERVICE_NAMES})\b)[\w.-]+\b)", r"\1 <host>",
         needs=("host", "connect to", "could not resolve", "lookup ", "getaddrinfo ", "could not find host", "negotiate with")),
]


# A bracket escaped in a URL (`registry.npmjs.org/%5B-g%5D`) reads as bytes and days to the value
# rules (`5B`, `5D`): it is a bracket.
_URL_BRACKETS = Rule(r"%5([bd])", lambda m: "[" if m.group(1) in "bB" else "]", needs=("%5b", "%5d"), flags=re.I)


# Chinese sentences that wrap the thing they name, read as the English sentence around it:
# coreutils' `无法获取'x' 的文件状态(stat)` (`cannot stat 'x'`), PowerShell's `无法将“x”项识别为
# cmdlet、函数、脚本文件或可运行程序的名称` (`The term 'x' is not recognized as the name of a cmdlet…`),
# with or without its quotes and punctuation, and make's `停止。` after its message.
_LOCALE_FRAMES = [
    # bash's `x:行6: ` is `x: line 6: `; Windows' `发生系统错误 5。` is `System error 5 has occurred.`
    Rule(r":行\s*(\d+)\s*[:：]", r": line \1:", needs="行"),
    Rule(r"发生系统错误\s*(\d+)\s*。?", r"System error \1 has occurred. ", needs="发生系统错误"),
    # git's `不是（一个）git 仓库（或者任何父目录）：.git`, with or without 一个 (one release has it)
    Rule(r"不是(?:一个)?\s*git\s*仓库\s*[（(]\s*或者任何父目录\s*[）)]\s*", "not a git repository (or any of the parent directories)",
         needs="仓库"),
    Rule(r"无法获取\s*(['\"“‘][^'\"”’\n]*['\"”’])\s*的文件状态\(stat\)", r"cannot stat \1", needs="无法获取"),
    Rule(r"无法将\s*[“\"']?\s*([^\s“”\"'项]{1,120})\s*[”\"']?\s*项\s*识别为\s*cmdlet[、，,\s]*函数[、，,\s]*脚本文件或可运行程序的名称"
         r"[\s\S]*?(?=\n所在位置|\n\+ |$)",
         r"the term '\1' is not recognized as the name of a cmdlet, function, script file, or operable program.",
         needs="无法将"),
    Rule(r"(?<=[.。])\s*停止。?$", " stop.", needs="停止"),
    # .NET's sharing violation names the file (`文件“x”正由另一进程使用，因此该进程无法访问此文件。`), as in
    # English (`The process cannot access the file 'x' because it is being used by another process.`)
    Rule(r"文件\s*([“\"'‘][^”\"'’\n]{0,300}[”\"'’])\s*正由另一进程使用\s*[，,]\s*因此该进程无法访问此文件",
         r"the process cannot access the file \1 because it is being used by another process", needs="正由另一进程使用"),
    # Windows' ping (`Ping 请求找不到主机 x。请检查该名称，然后重试。`)
    Rule(r"ping\s*请求找不到主机\s*(\S+?)[。.]\s*请检查该名称[，,]\s*然后重试。?",
         r"ping request could not find host \1. please check the name and try again.", needs="请求找不到主机", flags=re.I),
    # javac in zh_CN, whose word order differs: `不再支持源选项 5。请使用 7 或更高版本。` is `Source option 5 is
    # no longer supported. Use 7 or later.`, and the same of a target option
    Rule(r"不再支持(源|目标)选项\s*([\w.]{1,10})\s*[。.]\s*请使用\s*([\w.]{1,10})\s*或更高版本[。.]?",
         lambda m: f"{'source' if m.group(1) == '源' else 'target'} option {m.group(2)} is no longer supported. "
                   f"use {m.group(3)} or later.", needs="不再支持"),
    # binutils' linker in zh_CN: `在函数‘_start’中：` is `in function `_start':`, `对‘main’未定义的引用`
    # is `undefined reference to `main'` (GNU quotes, as the English prints them)
    Rule(r"在函数\s*[‘'\"“]([^’'\"”\n]{1,200})[’'\"”]\s*中", r"in function `\1'", needs="在函数"),
    Rule(r"对\s*[‘'\"“]([^’'\"”\n]{1,200})[’'\"”]\s*未定义的引用", r"undefined reference to `\1'", needs="未定义的引用"),
]


# Chinese puts no space between its words: one between two Chinese characters is a console's line
# wrap joined back (`也不是可运行的程序 或批处理文件`), never part of the message.
_CJK_GAP = re.compile(r"(?<=[\u4e00-\u9fff，、；：])[ \t]+(?=[\u4e00-\u9fff])")


def in_english(text: str) -> str:
    """Classes 1 and 2, run before the volatile values are replaced: a translation can put a word
    boundary where a value ends (`0x7ffe拒绝访问`)."""
    if "%5" in text:
        text = _URL_BRACKETS.sub(text)
    if text.isascii():
        return text
    text = _CJK_GAP.sub("", text)
    return _LOCALE.sub(_FULL_STOP.sub(apply_rules(_LOCALE_FRAMES, text))).translate(_PUNCTUATION)



def reword(text: str) -> str:
    """Classes 3 to 6 on the lower-cased canonical text (the module docstring). A command's
    prefix (`brew install → `) stays; the message after it is reworded."""
    prefix, arrow, body = text.partition(" → ")
    if arrow:
        program = prefix.split(" ")[0]
        reworded = _reword_message(body, program)
        # the program names itself once its wrapper is gone (`app_db_1 | rm: cannot remove …`), and a
        # Windows socket error is its code (a code decides without its program, as capture's key has it)
        if reworded.startswith((f"{program}: ", _WINDOWS_CODE)):
            return reworded
        return f"{prefix}{arrow}{reworded}"
    return _reword_message(text, "")


def _reword_message(text: str, program: str) -> str:
    """`program`: what ran, when it was not the program the message names (`hadoop → ls: …` is
    HDFS's `ls`, whose operand is not a local path)."""
    if "`" in text:
        text = _GNU_QUOTES.sub(text)
    text = apply_rules(_MESSAGE_RULES, strip_wrappers(text))
    if program not in OWN_FILE_COMMANDS:  # no program, or one whose `ls:` is coreutils' own
        text = apply_rules(_OPERAND_RULES, text)
    return apply_rules(_PLACE_RULES, text)


# In order, each list in one pass of apply_rules (one look at the text for all the guards).
_MESSAGE_RULES = [CONTRACTIONS, PROGRAM_PATH, TOOLCHAIN_PREFIX, ERRNO_TEXT, EXHAUSTED, ERRNO_OBJECT, WINDOWS_ERROR, *INNER_WRAPPERS, *TRAILING_HINTS, *RELEASES, *_SHELL_RULES]
_PLACE_RULES = [*_ROLE_RULES, *_LOCATIONS, *_VERSIONS]
