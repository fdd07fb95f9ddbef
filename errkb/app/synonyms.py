"""The English side of reading a lookup query: the ways one condition is said, and a word's
inflections.

A person names an error in their own words (`port busy`, `can't find the module`, `cert verify
failed`); the entry holds what the program printed (`EADDRINUSE`, `No module named`,
`CERTIFICATE_VERIFY_FAILED`). `CONDITIONS` is a curated list of the common error conditions of
shells, package managers, VCS, runtimes, networks, containers and databases, each as the phrases
that say it: its errno or exception name, the program's wording, and the plain words for it. A
query phrase that is one of them searches for all of them, as one term. `WORDS` are the shorter
equivalences (contractions, irregular forms, the usual abbreviations). Any other word also finds
its inflections (`files` holds `file(s)`, `installed` holds `install`).

Read only by `errkb lookup` and the MCP `err_lookup` (app/lookup.py, app/terms.py), never on a
hook's path. Data and the small functions that read a query with it: nothing here is tuned to a
corpus entry. Long because the condition list is its substance (a third of the file, one
condition a line) and the readers of it belong beside it.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache

# Small words, and the framing of a question (`how to fix …`, `why does … keep …`): never what an
# error says. The words an error says stay (`failed`, `denied`, `cannot`, `using`).
STOP = frozenset(
    "a an the to of in on at for is are was be it its my our i we you and or but not when while with without "
    "after before from by into this that these those how why what does do did get got fails failed failing fail "
    "error errors issue problem keeps can help please again fix fixing solve solved solution mean means meaning "
    "happens happening trying tried shows showing says saying message appears occurs should would getting still "
    "every time always suddenly anyone know there they them running starting over because even though although "
    "just also some any all then than seems seem via like so now here me im i'm i've ive doesn't don't didn't isn't "
    "won't wasn't aren't has have had been being will am if as about thing stuff way ok hi hello thanks someone "
    "something anything try tries work works working worked anymore properly correctly "
    # how a report frames a failure (`fails due to …`, `occurs in some conditions`), not what failed
    "due several issues problems occur occurred occurring sometimes randomly intermittently certain".split()
)

# One condition a line, `|` between the phrases that say it. Keep each to one condition a fix is
# written for: `timed out` and `connection refused` are two, even though both fail to connect.
CONDITIONS: tuple[str, ...] = (
    # the file system
    "no such file or directory|no such file|enoent|filenotfounderror|file not found|file does not exist"
    "|file doesn't exist|cannot find the file|can't find the file|could not find file|missing file|file is missing"
    "|no such directory|directory not found|directory does not exist|directorynotfoundexception|cannot find path"
    "|cannot find the path|could not find a part of the path|path not found|path does not exist|dir not found"
    "|folder not found|folder does not exist|dir does not exist",
    "permission denied|eacces|permissionerror|access denied|access is denied|no permission|no permissions"
    "|insufficient permissions|not enough permissions|permissions error|permission error|permission issue"
    "|don't have permission|do not have permission|not authorized to access|permissions issue|permission problem"
    "|permissions problem|permission issues|permissions issues",
    "operation not permitted|eperm|not permitted|operation is not permitted",
    "read-only file system|erofs|read only file system|readonly file system",
    "file exists|eexist|already exists|fileexistserror|file already exists",
    "not a directory|enotdir|notadirectoryerror",
    "is a directory|eisdir|isadirectoryerror",
    "directory not empty|enotempty|directory is not empty",
    "no space left on device|enospc|disk full|disk is full|out of disk space|out of disk|not enough space"
    "|no space left|disk space|insufficient disk space|no disk space|disk quota exceeded|edquot",
    "too many open files|emfile|file descriptor limit|open files limit|too many files open|too many files",
    "file name too long|enametoolong|filename too long|path too long",
    "being used by another process|used by another process|file is locked|file in use|ebusy"
    "|device or resource busy|resource busy",
    # processes and memory
    "out of memory|oom|outofmemoryerror|memoryerror|heap space|heap out of memory|cannot allocate memory"
    "|enomem|memory exhausted|oomkilled|oom killed|ran out of memory|runs out of memory|not enough memory"
    "|allocation failed|memory limit",
    "segmentation fault|segfault|sigsegv|core dumped|segmentation violation|access violation",
    "killed|sigkill|signal 9|exit code 137|oom-killer|oom killer",
    "aborted|sigabrt|abort trap|core aborted",
    "broken pipe|epipe|brokenpipeerror|sigpipe",
    "stack overflow|stackoverflowerror|maximum recursion depth|recursionerror|too much recursion"
    "|infinite recursion|call stack size exceeded",
    "resource temporarily unavailable|eagain|ewouldblock",
    "argument list too long|e2big",
    "exec format error|enoexec|cannot execute binary file|wrong architecture|bad cpu type",
    # commands and modules
    "command not found|not recognized as an internal or external command|not recognized as the name of a cmdlet"
    "|is not recognized as a command|unknown command|no such command|not found in path|not on path"
    "|not in path|command is not recognized|commandnotfoundexception|is not recognized|not recognized"
    "|not recognised|command not recognized|may require superuser privileges",
    "no module named|modulenotfounderror|module not found|cannot find module|can't find module"
    "|could not find module|missing module|module is missing|module not installed|cannot import module"
    "|can't import module|unable to import module|cannot import|can't import|unable to import|failed to import"
    "|importerror|import error",
    "cannot import name|circular import|partially initialized module|most likely due to a circular import",
    "could not find or load main class|classnotfoundexception|noclassdeffounderror|class not found"
    "|cannot find class|can't find class|could not find class|missing class|main class not found",
    "unsupportedclassversionerror|unsupported class file version|class file version|compiled by a more recent version"
    "|has been compiled by a more recent version",
    "cannot find symbol|undefined reference|undefined symbol|unresolved external symbol|symbol not found"
    "|unresolved symbol|symbol lookup error",
    "not defined|undefined|nameerror|referenceerror|is not defined|undeclared|not declared"
    "|cannot find name|cannot find value|not found in this scope|use of undeclared",
    "unresolved import|could not resolve import|can't resolve|cannot resolve|could not resolve module"
    "|failed to resolve import|module not found: error: can't resolve|cannot find module|failed to resolve",
    # packages and dependencies
    "no matching distribution found|could not find a version that satisfies|no matching version"
    "|package not found|unable to locate package|no available formula|not in the npm registry"
    "|couldn't find package|could not find package|cannot find package|can't find package|e404"
    "|no such package|package does not exist|not found in registry|no package|unknown package",
    "dependency conflict|eresolve|unable to resolve dependency tree|conflicting dependencies|resolutionimpossible"
    "|version solving failed|could not resolve dependencies|peer dependency|peer dep|dependency hell"
    "|conflicting requirements|incompatible dependencies|dependency resolution",
    "incompatible|not compatible|unsupported version|version mismatch|not supported|unsupported|requires a newer"
    "|requires a different version|wrong version",
    "externally-managed-environment|externally managed environment|externally managed",
    # networks
    "address already in use|eaddrinuse|address in use|port is already allocated|already allocated|connection in use"
    "|port in use|port already in use|port busy|port is busy|port taken|port is taken|port occupied"
    "|port is occupied|port already used|port conflict|only one usage of each socket address|bind failed",
    "connection refused|econnrefused|connectionrefusederror|refused to connect|actively refused|connect refused"
    "|refused connection|connection was refused|was refused",
    "timed out|timeout|etimedout|time out|timeouterror|deadline exceeded|took too long|sockettimeoutexception"
    "|read timeout|connect timeout|connection timeout|taking too long|takes too long|time limit",
    "could not resolve host|getaddrinfo|enotfound|eai_again|name or service not known"
    "|temporary failure in name resolution|unknown host|unknownhostexception|no such host"
    "|nodename nor servname provided|name resolution|dns|could not resolve hostname|can't resolve host"
    "|cannot resolve host|host not found|name not resolved|err_name_not_resolved|cannot resolve hostname"
    "|unable to resolve host|unable to resolve hostname",
    "connection reset|econnreset|connection reset by peer|connectionreseterror|socket hang up",
    "network is unreachable|enetunreach|no route to host|ehostunreach|network unreachable|host unreachable",
    "certificate verify failed|certificate_verify_failed|sslcertverificationerror|ssl certificate problem"
    "|certificate verification failed|cert verify failed|unable to get local issuer certificate"
    "|self signed certificate|self-signed certificate|certificate signed by unknown authority"
    "|unable to verify the first certificate|x509|ssl error|sslerror|ssl handshake|certificate error",
    "certificate has expired|certificate expired|cert expired|expired certificate|certificate ran out",
    "not digitally signed|digital signature|no digital signature|unsigned script|script is not signed",
    "authentication failed|unauthorized|401|invalid credentials|bad credentials|wrong password|login failed"
    "|auth failed|authentication error|not authenticated|invalid api key|incorrect api key",
    "forbidden|403",
    "too many requests|429|rate limit|rate limited|rate-limited",
    "permission denied (publickey)|publickey",
    # version control
    "merge conflict|automatic merge failed|merge conflicts|unmerged paths|fix conflicts",
    "non-fast-forward|failed to push|updates were rejected|fetch first|push rejected|push was rejected",
    "unrelated histories|refusing to merge unrelated histories",
    "dubious ownership|unsafe repository|safe.directory",
    "detached head|not on any branch",
    "not a git repository|not a git repo",
    "did not match any|does not match any|didn't match any|doesn't match any",
    # languages
    "syntax error|syntaxerror|invalid syntax|unexpected token|parse error|parseerror|unexpected end of input",
    "invalid json|jsondecodeerror|json parse error|json.decoder.jsondecodeerror|unexpected token < in json"
    "|unexpected end of json input|is not valid json|failed to parse json|expecting value|unexpected token <"
    "|malformed json|json parse",
    "indentationerror|unexpected indent|indentation error|inconsistent use of tabs",
    "null pointer|nullpointerexception|null reference|nullreferenceexception|null-valued|nonetype"
    "|none value|of undefined|of null|nil pointer|nil map|null value|is null|is none",
    "index out of range|indexerror|index out of bounds|arrayindexoutofboundsexception|out of bounds"
    "|list index out of range|out of range",
    "division by zero|zerodivisionerror|divide by zero|integer divide by zero",
    "keyerror|key error|missing key|key not found",
    "typeerror|type error|type mismatch|mismatched types|incompatible types",
    "unicodedecodeerror|codec can't decode|encoding error|decode error|invalid utf-8|unicode error"
    "|unicodeencodeerror|codec can't encode",
    "attributeerror|has no attribute|no attribute|attribute error",
    "deadlock|deadlock detected",
    # containers and orchestration
    "crashloopbackoff|crash loop|back-off restarting|restarting|keeps restarting|restart loop",
    "imagepullbackoff|errimagepull|pull access denied|failed to pull|image not found|manifest unknown"
    "|repository does not exist",
    "docker daemon|cannot connect to the docker daemon|is the docker daemon running|docker.sock",
)

# Shorter equivalences: a word of the query and the words an entry may hold for it.
WORDS: tuple[str, ...] = (
    "cannot|can't|can not|could not|couldn't|unable to|unable|not able to",
    "find|found|locate|located|locating|finding",
    "missing|not found|no such|cannot find|could not find|can't find|does not exist|doesn't exist|unable to find"
    "|not installed",
    "run|ran|running|runs|execute|executing|exec",
    "build|built|building|compile|compiling|compilation",
    "write|wrote|written|writing",
    "read|reading",
    "directory|dir|folder",
    "repository|repo",
    "package|pkg|packages",
    "dependency|dependencies|deps|dep",
    "permission|permissions|perm|perms",
    "owner|owned|ownership|owns",
    "panic|panicked|panics|panicking",
    "certificate|cert|certs|ssl|tls",
    "database|db",
    "environment|env|environ",
    "configuration|config|conf|settings",
    "postgres|postgresql",
    "kubernetes|k8s",
    "mongo|mongodb",
    "nodejs|node.js|node",
    "golang|go",
    "executable|binary|exe",
    "library|lib|libs|libraries",
    "header|headers|.h",
    "password|passwd",
    "memory|mem|ram",
    "garbage collection|garbage collector|gc",
    "maven|mvn",
    "command prompt|cmd|cmd.exe",
    "metaspace|class metadata|permgen",
    "variable|var|vars",
    "argument|arg|args|parameter|param",
    "function|func|fn",
    "process|proc",
    "script|.sh|shell script|bash script",
    "powershell|pwsh|.ps1|cmdlet",
    "terminal|tty|console|pty",
    "hostname|host name|host",
    "yocto|bitbake|poky",
)

_SUFFIX = r"(?:e|s|es|ed|d|ing|er|ers|ion|ions|ation|ations|ment|ments|able)?(?:\(s\))?"


# One way only: a plain phrase that may mean any of several conditions (`not installed`: a command,
# a module, a package), which must not make those conditions one.
ALSO: dict[str, str] = {
    "not installed": "command not found|no module named|modulenotfounderror|cannot find module|not recognized"
                     "|unable to locate package|no available formula|missing|not found|no package|no such package",
    "cannot reach": "connection refused|econnrefused|could not connect|timed out|unreachable|could not resolve host",
    "cannot connect": "connection refused|econnrefused|could not connect|unable to connect|timed out|unreachable",
    "could not connect": "connection refused|econnrefused|could not connect|unable to connect|timed out|unreachable",
    "unable to connect": "connection refused|econnrefused|could not connect|unable to connect|timed out|unreachable",
    "failed to connect": "connection refused|econnrefused|could not connect|unable to connect|timed out|unreachable",
    "not on path": "command not found|not recognized as an internal or external command|is not recognized",
    "not in path": "command not found|not recognized as an internal or external command|is not recognized",
}
# The things a condition is about: a phrase that names one (`port busy`, `no module named`) still
# searches for it, so `port already used` finds the port that is, not a container name that is.
THINGS = frozenset("port address file directory folder module package class host command path certificate key "
                   "memory disk space branch image container name user password connection symbol library "
                   "header script formula value variable".split())
_CONTRACTION = re.compile(r"\b(ca|do|does|did|is|are|was|were|has|have|had|wo|would|could|should)n't\b")
# (and the adverbs a person puts inside a condition: `port still taken`, `is really denied`)
_FILLER = re.compile(r"\b(?:the|a|an|my|your|our|their|its|this|that|still|really|again|own)\b ?")


def scan_form(text: str) -> str:
    """TEXT as phrases are looked for in it: contractions spelled out, articles, possessives and a
    few adverbs out (`terraform isn't on my PATH` holds `not on path`)."""
    spelled = _CONTRACTION.sub(lambda m: {"ca": "can", "wo": "will"}.get(m.group(1), m.group(1)) + " not", text)
    return _FILLER.sub("", spelled.replace("can not", "cannot"))


@cache
def _index() -> tuple[dict[str, tuple[str, ...]], dict[str, tuple[str, ...]], int]:
    """(phrase → its condition, word → its equivalents, the most words a phrase has), each phrase
    keyed by its tokens in scan form."""
    conditions: dict[str, tuple[str, ...]] = {}
    for group in [tuple(line.split("|")) for line in CONDITIONS] + [(k, *v.split("|")) for k, v in ALSO.items()]:
        for phrase in {group[0]} if group[0] in ALSO else group:
            key = _key(phrase)
            conditions[key] = tuple(dict.fromkeys(conditions.get(key, ()) + group))
    words: dict[str, tuple[str, ...]] = {}
    for line in WORDS:
        group = tuple(line.split("|"))
        for word in group:
            key = _key(word)
            words[key] = tuple(dict.fromkeys(words.get(key, ()) + group))
    return conditions, words, max(key.count(" ") + 1 for key in (*conditions, *words))


@lru_cache(maxsize=8192)
def _key(phrase: str) -> str:
    """PHRASE as the index keys it (a query asks this of every phrase of its terms, often)."""
    return " ".join(token.group() for token in _TOKEN.finditer(scan_form(phrase)))


_TOKEN = re.compile(r"[^\s,;:?!()\"'`]+(?<!\.)|[,;?!]")  # a comma is a token no phrase holds: none reads across it


def uncamel(query: str) -> str:
    """QUERY with a CamelCase word that spells a condition in words (`PermissionDenied`,
    `ConnectionRefused`, `FileNotFound`) written as those words too; an exception's own name that
    the lists know (`ModuleNotFoundError`) or that says no condition (`IndexError`) stays as it is."""
    conditions, _, _ = _index()

    def spelled(found: re.Match[str]) -> str:
        word = found.group()
        if _key(word.lower()) in conditions:
            return word
        words = " ".join(_CAMEL_PART.findall(word)).lower()
        return f"{words} {word}" if _key(words) in conditions else word  # the entry may print it as typed

    return _CAMEL_TOKEN.sub(spelled, query)


_CAMEL_TOKEN = re.compile(r"\b[A-Z][a-z]+(?:[A-Z][a-z]+)+\b")
_CAMEL_PART = re.compile(r"[A-Z][a-z]+")


def phrases_in(query: str) -> tuple[list[tuple[int, tuple[str, ...]]], str]:
    """([(where, term)], the rest) of a lower-cased QUERY in its scan form: each condition phrase
    or known word as the phrases an entry may hold for it, longest first, so `address already in
    use` is one term, not `address`, `already` and `use`. The rest is QUERY without them but for
    the things a condition phrase names (`port busy` still searches for `port`), in place."""
    conditions, _, _ = _index()
    query = scan_form(query)
    tokens = list(_TOKEN.finditer(query))
    terms: list[tuple[int, tuple[str, ...]]] = []
    rest = list(query)
    longest_at = [_phrase_at(tokens, at) for at in range(len(tokens))]
    at = 0
    while at < len(tokens):
        n, key, term = longest_at[at]
        # a longer phrase that starts inside this one wins (`is not recognized` must not take the
        # `is` of `yarn is not recognized as an internal or external command`)
        if n > 1 and any(longest_at[later][0] > n for later in range(at + 1, at + n)):
            at += 1
            continue
        if term:
            terms.append((tokens[at].start(), term))
            for token in tokens[at:at + n]:
                if not (key in conditions and n > 1 and token.group() in THINGS):
                    rest[token.start():token.end()] = " " * (token.end() - token.start())
            at += n
        else:
            at += 1
    return terms, "".join(rest)


def _phrase_at(tokens: list[re.Match[str]], at: int) -> tuple[int, str, tuple[str, ...]]:
    """(how many tokens, key, term) of the longest phrase at token AT; (0, "", ()) if none."""
    conditions, words, longest = _index()
    for n in range(min(longest, len(tokens) - at), 0, -1):
        key = " ".join(token.group() for token in tokens[at:at + n])
        if n == 1 and key in STOP:
            continue  # `running` in `when running X` is framing, not `run`
        if n == 1 and key not in conditions and key not in words:
            key = stem(key)  # `segfaults`
        term = conditions.get(key) or words.get(key)
        if term:
            return n, key, term
    return 0, "", ()


# Words that say what went wrong, on their own: a term holding one is a condition too.
FAILURE_WORDS = frozenset("refused denied rejected missing invalid unknown expired locked conflict undefined "
                          "killed panic panicked unsupported incompatible forbidden unauthorized "
                          "timeout unreachable overflow corrupt corrupted broken deprecated duplicate".split())


# What `not found` means said of a thing (`找不到 python 命令`, `can't find the numpy module`).
NOT_FOUND: dict[str, str] = {
    "command": "command not found", "module": "no module named", "file": "no such file or directory",
    "directory": "no such file or directory", "folder": "no such file or directory", "path": "cannot find path",
    "class": "class not found", "package": "package not found", "host": "could not resolve host",
    "symbol": "cannot find symbol",
}


def says_missing(term: tuple[str, ...]) -> bool:
    """Whether TERM is the plain `not found` (`missing`, `找不到`, `does not exist`), of no thing."""
    _, words, _ = _index()
    return set(words["missing"]) <= set(term)


def not_found_of(term: tuple[str, ...]) -> tuple[str, ...]:
    """The condition `not found` says of the thing TERM names (`command` → command not found)."""
    conditions, _, _ = _index()
    return next((conditions[_key(NOT_FOUND[phrase])] for phrase in term if phrase in NOT_FOUND), ())


def names_condition(term: tuple[str, ...]) -> bool:
    """Whether TERM is one of the conditions listed (`command not found`), not a failure word."""
    conditions, _, _ = _index()
    return any(_key(phrase) in conditions for phrase in term)


def is_condition(term: tuple[str, ...]) -> bool:
    """Whether TERM says what went wrong (a condition or a failure word), not on what."""
    conditions, _, _ = _index()
    return any(_key(phrase) in conditions or phrase in FAILURE_WORDS for phrase in term)


def condition_of(phrase: str) -> tuple[str, ...]:
    """The phrases that say what PHRASE says (itself first), for a Chinese term's English. A
    message's wording says the condition a run of its words names (`is not recognized as` says
    `is not recognized`)."""
    conditions, words, _ = _index()
    key = _key(phrase)
    found = conditions.get(key) or words.get(key) or ()
    tokens = key.split()
    for n in range(len(tokens) - 1, 1, -1):  # the longest run of its words that is a condition
        if found:
            break
        found = next((conditions[part] for at in range(len(tokens) - n + 1)
                      if (part := " ".join(tokens[at:at + n])) in conditions), ())
    return tuple(dict.fromkeys((phrase, *found)))


def holds(text: str, phrase: str) -> bool:
    """Whether lower-cased TEXT holds PHRASE (`phrase_pattern`). A part every match contains is
    looked for first: most texts lack it, and then the pattern is neither compiled nor run."""
    if _anchor(phrase) not in text:
        return False
    pattern = phrase_pattern(phrase)
    return bool(pattern.search(text)) if pattern else phrase in text


@lru_cache(maxsize=4096)
def _anchor(phrase: str) -> str:
    """What every text holding PHRASE contains: its first word, or the stem of its only word."""
    words = phrase.split()
    if len(words) != 1 or not (phrase.isascii() and phrase[:1].isalnum()):
        return words[0] if words else phrase
    base = stem(phrase)
    if base == phrase and (len(phrase) < 4 or not phrase.isalpha()):
        return phrase
    return base[:-1] if base.endswith(("e", "y")) else base


@lru_cache(maxsize=4096)
def phrase_pattern(phrase: str) -> re.Pattern[str] | None:
    """How an entry's lower-cased text holds PHRASE: as whole words, the last one in any of its
    inflections, a space also matching up to three other marks (`verify failed` is in
    `VERIFY_FAILED`, `none value` in ``None` value``). None:
    PHRASE is no word (`<script>`, `.sh`, `-g`) and is looked for as it is."""
    if not (phrase.isascii() and phrase[:1].isalnum()):
        return None
    words = phrase.split()
    parts = [re.escape(w) for w in words[:-1]] + [_inflected(words[-1])]
    return re.compile(r"(?<![a-z0-9])" + r"[^a-z0-9\n]{1,3}".join(parts) + r"(?![a-z0-9])")


def stem(word: str) -> str:
    """WORD without a regular inflection (`files` → `file`, `denied` → `deny`, `running` → `run`);
    a word that is no plain English word (digits, `_`, `.`) or shorter than 4 letters as it is."""
    if len(word) < 4 or not word.isalpha() or not word.isascii():
        return word
    for ending, becomes in (("ies", "y"), ("ied", "y"), ("ing", ""), ("ed", ""), ("es", ""), ("s", "")):
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            base = word[: -len(ending)] + becomes
            if ending == "es" and not base.endswith(("s", "x", "z", "ch", "sh")):
                base = word[:-1]  # `files`: the `e` is the word's own
            if ending == "s" and base.endswith(("s", "u", "i")):
                return word  # `address`, `status`, `alias`: no plural
            if ending in ("ing", "ed") and len(base) >= 4 and base[-1] == base[-2] and base[-1] not in "lsz":
                base = base[:-1]  # `running` → `run`, `stopped` → `stop`
            return base
    return word


def _inflected(word: str) -> str:
    base = stem(word)
    if base == word and (len(word) < 4 or not word.isalpha()):
        return re.escape(word)
    if base.endswith("y"):
        return re.escape(base[:-1]) + r"(?:y|ies|ied|ying)"
    if base.endswith("e"):
        base = base[:-1]  # `file` → `fil` + (`e`, `es`, `ed`, `ing`)
    return re.escape(base) + rf"(?:{re.escape(base[-1])})?" + _SUFFIX
