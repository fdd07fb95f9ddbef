"""Phrasings: one message said in other words by another release, another build or the same
tool in a hurry, brought to one form (part of the canonical form's wordings, docs/matching.md).

Three classes, each for every tool rather than one tool's wording:

1. **contractions**: `couldn't` is `could not`, `can't` `cannot`, `doesn't` `does not`: curl 7.x
   said `Couldn't resolve host 'x'` where 8.x says `Could not resolve host: x`, busybox says
   `can't` where GNU says `cannot`. A contraction never tells two errors apart;
2. **trailing hints**: a sentence after the message that sends the reader elsewhere (`see
   "systemctl status x" for details`, `for more information, see about_execution_policies at …`,
   `; see 'go help modules'`, maven's `-> [Help 1]`, Go's `to create a module there, run: go mod
   init`, fish's `in fish, please use '(x)'`) is present in one release and not in another, and its
   details echo what the user typed. What the message says before it decides;
3. **releases**: a message reworded between releases or builds, by its sentence (`the file or
   directory does not exist` is `no such file or directory`; PowerShell's three ways of saying
   that its execution policy blocked a script).

Each rule is a guarded `Rule` (rules.py), its output a fixed point; tests/cases/normalize.md and
fingerprint.md have the cases and their look-alikes. Patterns compile on first use.
"""

from __future__ import annotations

import re

from .rules import Rule

_CONTRACTED = {"can't": "cannot", "won't": "will not", "couldn't": "could not", "doesn't": "does not",
               "don't": "do not", "didn't": "did not", "isn't": "is not", "aren't": "are not", "wasn't": "was not",
               "weren't": "were not", "hasn't": "has not", "haven't": "have not", "shouldn't": "should not",
               "wouldn't": "would not", "mustn't": "must not"}
CONTRACTIONS = Rule(r"\b(?:" + "|".join(re.escape(word) for word in _CONTRACTED) + r")(?![\w'])",
                    lambda m: _CONTRACTED[m.group()], needs="n't")

# A hint starts a sentence of its own (after `.`, `;` or `,`), or a line of its own that the
# headline joined (Go's `to create a module there, run:`), and runs to the end of the message.
_SEE = r"see (?:'[^']*'|\"[^\"]*\"|`[^`]*`|about_\S+|the \S+|man \S+|[\w.-]+\(<n>\)|system logs\b)"
TRAILING_HINTS = [
    Rule(rf"[.;,]\s*(?:{_SEE}.*|for more (?:information|details)\b.*|(?:in fish, )?please use '.*'"
         r"|有关\S{0,30}?(?:详细信息|更多信息), 请参阅.*)$", "",  # (Windows' Chinese `有关详细信息，请参阅 …`)
         needs=("see ", "for more ", "please use '", "请参阅")),
    # a link to the docs in parentheses (Guzzle's `cURL error 60: … (see https://curl.haxx.se/…)`)
    Rule(r"\s*\((?:see|see:|more info:?) https?://[^\s)]+\)?$", "", needs=("(see http", "(see: http", "(more info")),
    # a suggestion of what to run (Go's `to create a module there, run: go mod init`, git's `To add
    # an exception for this directory, call: git config …`) and maven's `-> [Help 1]`
    # (`run:`/`call:` with its colon: `failed to connect to server, use --insecure` is no hint)
    # The `to …` clause starts after a sentence break, or, on a line the headline joined (no break
    # left), with a verb of setting something up: `failed to connect to the daemon, run: colima
    # start` is the error itself, not a hint after it.
    Rule(r"(?:[.;,]\s+to [a-z][a-z ]{2,60}|\s+to (?:create|add|install|enable|initiali[sz]e|init|set up|allow)\b"
         r"[a-z ]{0,60}), (?:run|call|type): .*$|[.;,]?\s+-> \[help <n>\]?$", "",
         needs=(", run: ", ", call: ", ", type: ", "-> [help")),
    # a suggestion to run a quoted command first (Julia's `- Run `import Pkg; Pkg.add("X")` to install
    # the X package.`, as the announced list's first item joined it)
    Rule(r"[.:;,]\s*[│|]?\s*-?\s*run `[^`]*` to (?:install|add|fix|update|resolve)\b.*$", "", needs="run `"),
    # where to read more (MATLAB's `For options, visit https://…`, cut at the line's end by a console)
    # and an option offered after the message (`You can configure credentials by running "aws
    # configure".`, mix's `You can recompile this dependency with …`): what to do, not what went wrong
    # (a sentence of its own, after `.` or `;`, that ends the message: a colon in it, not a URL's,
    # announces what follows, which says what: `You can find the errors below: Cannot find module 'x'`)
    Rule(r"[.;]\s+(?:for (?:more )?(?:options|help|details|information|instructions|suggestions), (?:visit|see|go to)\b"
         r"|you can (?:configure|run|try|use|install|set|recompile|update|clean|enable|add|fix|find|check|pass|specify)\b"
         r"|see https?://\S+(?= for (?:suggestions|details|more (?:information|details)|help)\b|\.?$))"
         r"(?:[^:\n]|:(?=//))*$",
         "", needs=(", visit", ", see", ", go to", "you can ", "see http")),
    # a request to the user after the message (adb's `device unauthorized. Please check the
    # confirmation dialog on your device.`): what to do, which a release rewords
    Rule(r"[.;]\s+please (?:check|make sure|ensure|verify|confirm|accept|allow|try|retry)\b.*$", "",
         needs=(". please ", "; please ")),
]

# a script's path, which may hold spaces (`<path>/program files/…/psini.psm1`), never a colon
_PS_SCRIPT = r"(?:<path>/)?[^\s:,](?:[^:,]{0,300}?[^\s:,])?\.ps[dm]?1"
# the cmdlet or script that loaded it, in PowerShell's `<caller> : <message>`
_PS_CALLER = r"(?:(?:[\w.-]+|<arg>|<script>) ?: )?"
# (a console wraps the line: the headline may end at `disabled on`, the rest on the next line)
_PS_BLOCKED = r"because (?:running scripts|the execution of scripts|script execution) is disabled on(?: this system|$)"
RELEASES = [
    # Python 3.3 made IOError, EnvironmentError, WindowsError, socket.error and select.error names
    # of OSError (PEP 3151): a traceback prints whichever name the code raised
    Rule(r"(?<![\w.])(?:socket\.error|select\.error|ioerror|environmenterror|windowserror)(?=: )", "oserror",
         needs=("socket.error", "select.error", "ioerror", "environmenterror", "windowserror")),
    # and Python 3 names a Windows error by its kind where Python 2 said `WindowsError: [Error 2]`
    # (`FileNotFoundError: [WinError 2]`, `PermissionError: [WinError 5]`); `[Errno 2]` is POSIX's
    Rule(r"(?<![\w.])oserror: \[error ([23])\](?= the system cannot find the (?:file|path) specified)",
         r"filenotfounderror: [winerror \1]", needs="oserror: [error "),
    Rule(r"(?<![\w.])oserror: \[error 5\](?= access is denied)", "permissionerror: [winerror 5]",
         needs="oserror: [error 5]"),
    # a C program's strerror(ENOENT) after the file it named, as Windows' C runtime words it (ninja's
    # `loading 'build.ninja': The system cannot find the file specified.`): the same as POSIX's
    Rule(r"('[^'\n]{1,300}'): the system cannot find the (?:file|path) specified\.?$", r"\1: no such file or directory",
         needs="the system cannot find the "),
    # Python 3.8 names the extension whose DLL did not load (`DLL load failed while importing MPI:`);
    # before it the source line above says which, here flattened into the line (`from mpi4py
    # import MPI ImportError: DLL load failed: …`; detail.py joins one on the line above)
    Rule(r"^(?:from [\w.]+ import ([\w]+)|import (?:[\w]+\.)*([\w]+)(?: as \w+)?) (?:importerror: )?dll load failed: ",
         lambda m: f"importerror: dll load failed while importing {m.group(1) or m.group(2)}: ",
         needs="dll load failed: "),
    # ... and the extension is what is wrong: quoted, so a message that names none (`DLL load failed:
    # …`) is not that one (loop/guards.py's literal guard)
    Rule(r"\bdll load failed while importing ([\w.]+):", r"dll load failed while importing '\1':",
         needs="dll load failed while importing "),
    # sudo names the user who ran it (the person at the keyboard, whoever they are) and, before
    # 1.9, warned `This incident will be reported`; its Chinese translations say it two ways
    # (`x 不在 sudoers 文件中。此事将被报告。`, `x 不是 sudoers 文件。该事件已报告给管理员`)
    Rule(r"^(?:sudo: )?\S+ (?:is not in the sudoers file|不在 sudoers 文件中|不是 sudoers 文件)(?:[.,;]? ?\S.*)?$",
         "<user> is not in the sudoers file", needs=("sudoers",)),
    # libcurl's error as PHP's cURL binding words it (`cURL error 60: …`) is curl's own (`curl: (60) …`)
    Rule(r"^curl error (?:\d+|<n>): ", "curl: (<n>) ", needs="curl error "),
    # curl built with NSS said `Peer's Certificate has expired.`, with OpenSSL `SSL certificate
    # problem: certificate has expired`
    Rule(r"\bpeer's certificate has expired\b\.?", "ssl certificate problem: certificate has expired",
         needs="peer's certificate has expired"),
    # TypeScript 4.0 added `or its corresponding type declarations` to TS2307
    Rule(r"(\bts2307: cannot find module \S+) or its corresponding type declarations$", r"\1", needs="ts2307"),
    # mypy before 0.9xx said `Cannot find module named 'x'`; later releases name the stub
    Rule(r"\bcannot find module named ['\"]([\w.]+)['\"]$",
         r'cannot find implementation or library stub for module named "\1" [import-not-found]',
         needs="cannot find module named"),
    # mypy 1.x tags a missing stub package `[import-untyped]` (`[import]` before 1.7); before 1.0 it
    # added `(or incompatible with Python 3.8)`, the release it checked against
    Rule(r"\b(library stubs not installed for \S+?)(?: \(or incompatible with python <n>\)?)?(?: \[import(?:-untyped)?\]?)?$",
         r"\1 [import-untyped]", needs="library stubs not installed"),
    # libpq before 14 said `could not connect to server: X` on a socket, or the server's `FATAL: …`
    # alone; 14 names the socket first (a host and its port stay: the port says which service)
    Rule(r"\b(?:error: )?connection to server on socket \"[^\"]*\" failed: (fatal: )?",
         lambda m: "fatal: " if m.group(1) else "could not connect to server: ", needs="connection to server on socket"),
    Rule(r"\b(?:error: )?connection to server at \"[^\"]*\"(?: \([^)]*\))?, (?:port \S+|<[a-z-]*port>) failed: (?=fatal: )",
         "", needs="connection to server at"),
    # Docker 1.13 named the daemon's unix socket and dropped `on this host`; a TCP endpoint stays
    # (a wrong DOCKER_HOST is another fix than a daemon that is not running)
    Rule(r"\bcannot connect to the docker daemon(?: at unix://\S+?)?\. is the docker daemon running(?: on this host)?$",
         "cannot connect to the docker daemon. is the docker daemon running", needs="is the docker daemon running"),
    # Node before 10 said `watch ENOSPC` where later releases name the limit and the path
    Rule(r"^(?:[\w ]+ failed: )?(?:error: )?watch enospc$", "enospc: system limit for number of file watchers reached, "
         "watch '<path>'", needs="watch enospc"),
    # composer names the package that requires a PHP extension before saying it is missing, in three
    # wordings across releases (`- x/y 1.0 requires ext-gd * -> the requested PHP extension gd is
    # missing from your system.`, `… requires ext-gd * but it is not present.`, `… -> it is missing
    # from your system. Install or enable PHP's gd extension.`): which package asked is where
    Rule(r"^(?:- )?[\w./-]+ \S+ requires ext-([\w-]+) \* (?:-> the requested php extension \1 is missing from your "
         r"system|but it is not present|-> it is missing from your system)(?:\. install or enable php's \1 extension)?$",
         r"the requested php extension \1 is missing from your system", needs="requires ext-"),
    # composer 1 said `Could not find package x at any version for your minimum-stability (stable)`,
    # composer 2 `Could not find a matching version of package x`; both add a hint to check spelling
    Rule(r"\bcould not find package (\S+) at any version for your minimum-stability \(?\w*\)?",
         r"could not find a matching version of package \1", needs="at any version for your minimum-stability"),
    Rule(r"\. check the package spel.*$", "", needs="check the package spel"),
    # Bundler writes the requirement inside the gem's quotes (`'x (>= 0) ruby'`, later `'x (>= 0,
    # runtime)'`) and, before 2, `… listed in your Gemfile`: the gem says what
    Rule(r"\bcould not find gem '([\w.-]+) \([^)']*\)[\w ,]*' in any of the gem sources(?: listed in your gemfile)?",
         r"could not find gem '\1' in any of the gem sources", needs="could not find gem '"),
    # curl 7.x quoted the name it could not resolve (`Couldn't resolve host 'x'`), 8.x labels it
    Rule(r"\bcould not resolve (host|proxy) '([^'\s]+)'", r"could not resolve \1: \2", needs="could not resolve "),
    # a localized or older coreutils, and some compilers' drivers (`g++: error: x: file or directory does not exist`)
    Rule(r"\b(?:the )?file or directory does not exist\b", "no such file or directory", needs="file or directory does not"),
    # PowerShell's execution policy in three wordings across releases (`File x.ps1 cannot be loaded
    # because running scripts is disabled…`, `cannot load the file x.ps1 because script execution
    # is disabled…`, `… because the execution of scripts is disabled…`; in Chinese `无法加载文件 x.ps1，
    # 因为在此系统上禁止运行脚本`), before the cmdlet or script that loaded it (`nodemon : `,
    # `import-module : `, `. : `, `.\\build.ps1 : `): which script was blocked, in whichever folder
    # (`C:\\Program Files\\WindowsPowerShell\\Modules\\…\\x.psm1`), is where
    Rule(rf"^{_PS_CALLER}(?:(?:file )?{_PS_SCRIPT}\s?cannot be loaded|cannot load the file {_PS_SCRIPT}) {_PS_BLOCKED}"
         rf"|^{_PS_CALLER}无法加载文件 {_PS_SCRIPT}, 因为在此系统上禁止运行脚本\b",
         "file <script> cannot be loaded because running scripts is disabled on this system",
         needs=("is disabled on", "禁止运行脚本")),
]
