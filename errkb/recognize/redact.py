"""Secret removal: runs before anything is stored, indexed, logged or shown to a model.

Paths go first (per share mode), then secrets by class, each class a family of guarded rules:
known structures (PEM blocks, URL passwords, auth headers), credential-named assignments in any
config syntax (env, INI, TOML, YAML, JSON, XML, connection strings, URL queries), credentials on
the command lines of common tools, signed and capability URLs, vendor tokens by prefix, and last
long high-entropy runs. A value is judged as well as its name: `password=None`, `${DB_PASS}`,
`os.environ["X"]` and `***` name no secret and stay. `redact(redact(x)) == redact(x)`, ordinary
error text is left alone; tests/cases/redact_corpus.jsonl and tests/test_leaks.py hold the proof.

Long because the rule tables are its substance: every rule is a few lines with its reason, and
they form one ordered list (a rule's output is the next one's input), which split over modules
would only be harder to read in order.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Callable

from .rules import LazyPattern, Rule, apply_rules
from .textpaths import collapse_to_fixpoint, home_to_tilde

SECRET = "<secret>"

# -- what a value is: a secret, or something that only names one --------------------------------

# Whole values that hold no secret: placeholders (ours and others'), masks, empty and yes/no words
# (`(using password: YES)`), the next message after a prompt (`Password: su: Authentication
# failure`), and references to a secret kept elsewhere (`${DB_PASS}`, `{{ vault_pw }}`, `<%= … %>`).
_PLACEHOLDER = LazyPattern(
    r"[\W_]{0,2}(?:</?[A-Za-z][A-Za-z_-]*>[\W_]{0,2})+|[\W_]{1,2}|[*•]{3,}|[xX]{4,}|\.{3}|…|\[(?:redacted|filtered|hidden|masked)\]|[A-Za-z][\w.-]*:"
    r"|(?i:null|none|nil|undefined|true|false|yes|no|empty|unset|redacted|hidden|masked|required|optional"
    r"|error|fatal|warning|failed|denied|sorry|incorrect|invalid|str|bytes|string)"
    r"|\$\{[^}]*\}|\$\{\{.*|\$[A-Za-z_]\w*|\$\(.*|\$env:\w+|%[A-Za-z_]\w*%|\{\{.*\}\}|<%.*%>|\((?:sensitive|known after)\b.*",
    re.S,
)
# Unquoted values that are code computing a secret, as tracebacks print source lines: a call or a
# subscript, whole or cut where the value ends (`getpass.getpass("DB password: ")`, `os.environ[`,
# `get_password()`), or an attribute of a settings-like object (`settings.SECRET_KEY`). `Sv(Pw)99`
# is a password, and a quoted value is a literal, whatever it looks like.
_CODE = LazyPattern(
    r"(?:self|this|os|process|settings|config|conf|cfg|env|request|req|ctx|app|args|options|opts|params|secrets)"
    r"\.[\w.]*(?:\(\)?|\[\]?)?|[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*(?:\(\)?|\[\]?|\(.*\)|\[.*\])"
)
_ANY_PLACEHOLDER = LazyPattern(r"<[A-Za-z][A-Za-z_-]*>")
_QUOTES = ('\\"', '"', "'")
_CLOSERS = {")": "(", "]": "[", "}": "{", ">": "<"}


def _split_quotes(value: str) -> tuple[str, str, str]:
    """(opening quote, inner text, closing quote) of a value as it was written."""
    for quote in _QUOTES:
        if len(value) >= 2 * len(quote) and value.startswith(quote) and value.endswith(quote):
            return quote, value[len(quote):-len(quote)], quote
    return "", value, ""


def _peel_closers(inner: str) -> tuple[str, str]:
    """`abc)` of `Settings(password=abc)` → (`abc`, `)`): a closer the value never opened is the
    syntax around it."""
    end = len(inner)
    while end > 1 and inner[end - 1] in _CLOSERS and inner.count(inner[end - 1], 0, end) > inner.count(
            _CLOSERS[inner[end - 1]], 0, end):
        end -= 1
    return inner[:end], inner[end:]


def conceal(value: str) -> str:
    """`value` with its secret replaced (quotes and a trailing unopened bracket kept), or unchanged
    when it only names, masks or computes a secret."""
    opening, inner, closing = _split_quotes(value)
    tail = ""
    if not opening:
        body, tail = _peel_closers(value)
        opening, inner, closing = _split_quotes(body)
        closing += tail
    bare = inner.strip()
    if not opening and bare.endswith(":") and inner.endswith(":") and not _PLACEHOLDER.regex.fullmatch(bare[:-1]):
        # `token=hunter2: request failed`: the colon ends the value, it does not make it a label
        # (`password=Error:` stays); judged without it, as the next pass would judge it.
        return conceal(inner[:-1]) + ":" + closing
    # The backslash that escaped a peeled closer (`(using password: YES\\)`, as Markdown and shell
    # quoting print MySQL's message) is no part of a word that names no secret.
    if not bare or _PLACEHOLDER.regex.fullmatch(bare.removesuffix("\\") if tail else bare):
        return value
    # A placeholder stands for what a later family replaced inside code (`<secret>.get(`): judged
    # as a name, so the second pass sees the code the first one kept.
    if not opening and _CODE.regex.fullmatch(_ANY_PLACEHOLDER.regex.sub("x", bare)):
        return value
    return f"{opening}{SECRET}{closing}"


def _lead_and_value(match: re.Match[str]) -> str:
    return match.group("lead") + conceal(match.group("value"))


# -- credential names: `DB_PASS`, `apiKey`, `_authToken`, `SECRET_KEY_BASE`, `X-Auth-Token` -------

# Words that end a credential name. The first seven mark a name even when glued to what comes
# before (`PGPASSWORD`, `csrftoken`); the others only after a separator or a camel hump
# (`DB_PASS`, `apiKey`), since `bypass`, `monkey` and `OLDPWD` name no secret.
_CRED_WORDS = r"password|passwd|passphrase|secret|token|credential|apikey|pass|pwd|pw|key|auth"
_GLUED = frozenset({"password", "passwd", "passphrase", "secret", "token", "credential", "apikey"})
_WORD_SET = frozenset(_CRED_WORDS.split("|"))
_PASSWORD_WORDS = frozenset({"password", "passwd", "passphrase", "pass", "pwd", "pw"})  # chosen by people


def _cased(words: str) -> str:
    """`pass|key` → `pass|PASS|Pass|key|KEY|Key`: literal alternatives, which `re` scans for in a
    third of the time an IGNORECASE pattern takes (`PassWord=` in odd case is not caught)."""
    return "|".join(f"{w}|{w.upper()}|{w.capitalize()}" for w in words.split("|"))


_CRED = rf"(?P<cred>(?:{_cased(_CRED_WORDS)})(?:s|S|_base|_BASE)?)(?![A-Za-z0-9_])"
_NAME = rf"[A-Za-z0-9_.-]{{0,80}}?(?:{_cased(_CRED_WORDS)})(?:s|S|_base|_BASE)?"
_NAME_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-")
_LAST_WORD = LazyPattern(rf"(?:{_CRED_WORDS})(?:s|_base)?$", re.I)
# Keys that hold data, not credentials: `primary_key=True`, `sortKey: name`, `LastEvaluatedKey`.
_PLAIN_KEYS = frozenset("""primary foreign sort partition hash range cache public pub publishable idempotency unique
composite row lookup dict map index group routing shard cursor next start end last evaluated first object s3 bucket
message translation i18n dedup deduplication join merge lock natural surrogate secondary order foreign_key item entry
field column table react list child element hot short shortcut keyboard cache_key""".split())


def _word_before(prefix: str, camel: bool) -> str:
    found = re.search(r"[A-Z]?[a-z0-9]+$" if camel else r"[A-Za-z0-9]+$", prefix.rstrip("_.-"))
    return found.group().lower() if found else ""


def credential_name(name: str, before: str = "", json_key: bool = False) -> str:
    """The credential word that ends `name` (`password`, `key`…), or "" when `name` names none.
    `before` is the character in front of the name; `json_key`: the name was a quoted key."""
    found = _LAST_WORD.regex.search(name)
    if found is None or found.group().lower() == "tokens":  # `max_tokens=4096` counts tokens
        return ""
    word = found.group().lower().removesuffix("_base")
    if word.endswith("s") and word[:-1] in _WORD_SET:  # `API_KEYS`, `credentials`
        word = word[:-1]
    prefix = name[:found.start()].lstrip("-")
    if word in _GLUED:
        return word
    separated = prefix.endswith(("_", ".", "-"))
    camel = bool(prefix) and (prefix[-1].islower() or prefix[-1].isdigit()) and found.group()[0].isupper()
    if not prefix:  # a bare `pwd`, `key`, `auth`
        bare_ok = (word == "pwd" and before == ";") or (word == "auth" and json_key)
        return word if bare_ok else ""
    if not (separated or camel):
        return ""
    if word == "key" and _word_before(prefix, camel) in _PLAIN_KEYS:
        return ""
    return word


_PATH_VALUE = LazyPattern(r"<path>|[~.]?/|[A-Za-z]:[\\\\/]")


def _name_start(text: str, at: int) -> int:
    """Where the name ending in the credential word at `at` begins (`DB_` of `DB_PASS`). A
    placeholder inside it is part of it (`a/<n>.3token` is the `a/1.2.3token` normalize read), so
    a name reads the same before and after its values are replaced."""
    start, limit = at, max(0, at - 80)
    while start > limit:
        if text[start - 1] in _NAME_CHARS:
            start -= 1
        elif text[start - 1] == ">" and (placeholder := _PLACEHOLDER_BEFORE.search(text, limit, start)):
            start = placeholder.start()
        else:
            break
    return start


_PLACEHOLDER_BEFORE = re.compile(r"<[a-z][a-z-]*>\Z")


_RESCAN_DEPTH = 3  # `primary_key=password=x`: a rejected name's value is read again, this deep at most


def _rescan(rule: Rule, judge: Callable[..., str], text: str, depth: int) -> str:
    """`text` (the value of a name that is no credential's) with `rule` applied to it again."""
    return rule.regex.sub(functools.partial(judge, depth=depth + 1), text) if depth < _RESCAN_DEPTH else text


def _assignment(match: re.Match[str], depth: int = 0) -> str:
    """`name = value` in any syntax: the value goes when the name is a credential's."""
    text, sep = match.string, match.group("sep")
    start = _name_start(text, match.start())
    name, before = text[start: match.end("cred")], text[start - 1: start]
    json_key = ":" in sep and not sep.lstrip().startswith(("=", ":"))
    if before in ("/", "\\") or json_key and before != sep.lstrip("\\")[0]:
        return match.group()  # `Load key "/etc/ssl/server.key": error` quotes a path, not a key
    word = credential_name(name, before, json_key)
    if not word:  # `primary_key=…`: but its value may hold an assignment of its own
        return text[match.start(): match.start("value")] + _rescan(
            _ASSIGNMENT, _assignment, match.group("value") + (match.group("more") or ""), depth)
    if _owned_by_password_line(match, word, start) or word == "credential" and _PATH_VALUE.regex.match(
            match.group("value").strip("\\\"'")):
        return match.group()  # `GOOGLE_APPLICATION_CREDENTIALS=/etc/key.json` names a file
    if word in _PASSWORD_WORDS and _PASSWORD_LINE_SEP.regex.fullmatch(sep):  # INI-style `password = my pass`
        return text[match.start(): match.start("value")] + _value_and_more(match, word)
    return text[match.start(): match.start("value")] + conceal(match.group("value")) + (match.group("more") or "")


_LINE_START = LazyPattern(r"[ \t]*(?:[-*>+<][ \t]+)*(?:export[ \t]+|set[ \t]+)?[\"']?")
_PASSWORD_LINE_SEP = LazyPattern(r"[\"']?(?:[ \t]*:|[ \t]+=)[ \t]*")


def _owned_by_password_line(match: re.Match[str], word: str, start: int) -> bool:
    """Whether `password-line` judged this value as a whole line already: a token rule must not
    then cut its first word (`password: <%= ENV["X"] %>` stays whole, or goes whole)."""
    return (word in _PASSWORD_WORDS and _PASSWORD_LINE_SEP.regex.fullmatch(match.group("sep")) is not None
            and match.group("value")[:1] not in ("'", '"', "\\") and _at_line_start(match.string, start))


def _at_line_start(text: str, start: int) -> bool:
    return _LINE_START.regex.fullmatch(text, text.rfind("\n", 0, start) + 1, start) is not None


# `passwd: Authentication token manipulation error` is the passwd program (or htpasswd, chpasswd…)
# speaking; `telegram.error.InvalidToken: Not Found` and `InvalidToken: expired` name an exception.
_NOT_A_KEY = LazyPattern(r"[a-z]*passwd|.*\.[A-Z]\w*|(?:Invalid|Expired|Bad|Missing|No|Unknown|Wrong|Revoked|Malformed"
                        r"|Incorrect|Empty|Unauthorized|Insufficient)[A-Z]\w*")


def _colon(match: re.Match[str], depth: int = 0) -> str:
    """`name: value`: YAML at a line's start, a header (`X-Api-Key: …`), a prefixed name
    (`DEPLOY_TOKEN: …`) or a password anywhere. A bare `token:` inside a line is how parsers say
    `Unexpected token: }`."""
    text = match.string
    start = _name_start(text, match.start())
    name, before = text[start: match.end("cred")], text[start - 1: start]
    word = credential_name(name, before)
    if word and _owned_by_password_line(match, word, start):
        return match.group()
    inline_ok = word in _PASSWORD_WORDS or start < match.start() or "-" in name.strip("-")
    prompt = text[max(0, start - 6): start].lower() == "enter "  # `Enter password: ERROR 1045 …`
    # YAML and headers put a space after the colon; `rmeuser-auth:latest` is an image and its tag.
    tagged = word not in _PASSWORD_WORDS and match.group("sep") == ":"
    kept = text[match.start(): match.start("value")]
    if not word or before in ("/", "\\") or _NOT_A_KEY.regex.fullmatch(name) or prompt or tagged or not (
            inline_ok or _at_line_start(text, start)):  # not a key; its value may hold one (`x_key: token: …`)
        return kept + _rescan(_COLON, _colon, match.group("value") + (match.group("more") or ""), depth)
    return kept + _value_and_more(match, word)


def _value_and_more(match: re.Match[str], word: str) -> str:
    """The value concealed; for a person's password (`passphrase: correct horse battery`) the
    words after it go too, up to the next `key:`, since a line joined into a sentence (a note, a
    prompt) no longer says where the value ended. Prose (`password: must be 12 long`) stays."""
    value, more = match.group("value"), match.group("more") or ""
    if value.strip("'\"").lower() in _PROSE:
        return value + more
    if word in _PASSWORD_WORDS and value[:1] not in ("'", '"', "\\") and conceal(value) != value:
        return conceal(value + more)
    return conceal(value) + more


def _password_line(match: re.Match[str]) -> str:
    """`password: correct horse battery` in YAML, `password = my pass` in INI: a person's
    password may hold spaces, so the value runs to the end of the line."""
    name = match.group("name")
    if credential_name(name) not in _PASSWORD_WORDS or ":" in match.group("sep") and _NOT_A_KEY.regex.fullmatch(name):
        return match.group()
    value = match.group("value")
    body = value.rstrip(" \t\r")
    return match.group("lead") + name + match.group("sep") + conceal(body) + value[len(body):]


def _pair_value(match: re.Match[str]) -> str:
    if not credential_name(match.group("name").rsplit("/", 1)[-1]):
        return match.group()
    return match.group("lead") + conceal(match.group("value"))


def _xml_element(match: re.Match[str]) -> str:
    if not credential_name(match.group("name")):
        return match.group()
    return match.group("lead") + conceal(match.group("value"))


# A value as written: bare, or quoted (JSON's escaped quotes too) and then maybe run on with more
# pieces, as a shell quotes a quote (`'"'"'pw'"'"'`). A bare value ends at a quote (`-H "X-Token:
# t"`). One piece per step, so a failed match never backtracks through nested repeats.
_QUOTED = r"""\\"(?:[^"\\\n]|\\(?!"))*\\"|"(?:[^"\\\n]|\\.)*"|'[^'\n]*'"""
_BARE = r"""[^\s"',;&\\]|\\(?!["'])"""
_VALUE = rf"(?P<value>(?:{_QUOTED})(?:{_QUOTED}|{_BARE})*|(?:{_BARE})+)"
# Words after a value, up to the next `key:` or `key=`: a passphrase's other words (see _value_and_more).
_MORE = r"(?P<more>(?:[ \t]+[^\s\"'=:<>]+(?!\S)){0,7})"
_SHELL_QUOTED = r"""'[^'\n]*'|"[^"\n]*\""""
_SHELL_BARE = r"""[^\s'"|;&\\]|\\(?!["'])"""
_SHELL_WORD = rf"(?:(?:{_SHELL_QUOTED})(?:{_SHELL_QUOTED}|{_SHELL_BARE})*|(?:{_SHELL_BARE})+)"
_WORD_VALUE = rf"(?P<value>(?!-){_SHELL_WORD})"  # one shell word

_ASSIGNMENTS: list[tuple[str, Rule]] = [
    # INI, YAML: `password = my long pass`, `passphrase: my long pass` at a line's start.
    ("password-line", Rule(
        rf"^(?P<lead>[ \t]*(?:[-*>+<][ \t]+)*(?:export[ \t]+|set[ \t]+|SET[ \t]+)?[\"']?)(?P<name>{_NAME})(?![A-Za-z0-9_])"
        r"(?P<sep>[\"']?(?:[ \t]*:|[ \t]+=)[ \t]*)(?P<value>[^\s\"'][^\r\n]*)",
        _password_line, needs=("pass", "pw"), flags=re.M)),
    # `SECRET_KEY=…`, `db.password = …`, `'password' => …`, `"apiKey": "…"`, `?access_token=…`,
    # `Password=…;` in a connection string, `_authToken=…` in .npmrc.
    ("credential-assignment", _ASSIGNMENT := Rule(
        rf"{_CRED}(?P<sep>\\?[\"']?\]?[ \t]*(?:=>|:=|=(?!=))[ \t]*|\\?[\"'][ \t]*:[ \t]*)" + _VALUE + _MORE,
        _assignment, needs=("pass", "pw", "secret", "token", "credential", "key", "auth"))),
    # YAML and headers: `api_key: …` at a line's start, `X-Auth-Token: …`, `db_password: …`.
    ("credential-colon", _COLON := Rule(
        rf"{_CRED}(?P<sep>:[ \t]*)(?![ \t/:])" + _VALUE + _MORE,
        _colon, needs=("pass", "pw", "secret", "token", "credential", "key", "auth"))),
    # A name and its value apart: `- name: DB_PASSWORD` then `value: …` (Kubernetes env, ECS task
    # definitions), `{"Name": "/app/db_password", "Value": "…"}` (SSM parameters).
    ("name-value-pair", Rule(
        r"(?P<lead>\bname[\"']?[ \t]*[:=][ \t]*[\"']?(?P<name>(?:<path>)?[A-Za-z0-9_./-]{1,100})[\"']?[ \t]*,?[ \t]*"
        r"(?:\r?\n[ \t]*)?[\"']?value[\"']?[ \t]*[:=][ \t]*)" + _VALUE, _pair_value, needs="value", flags=re.I)),
    # Maven settings.xml, app.config: `<password>…</password>`, `<add key="ApiKey" value="…"/>`.
    ("xml-credential", Rule(
        rf"(?P<lead><(?P<name>[A-Za-z0-9_:.-]*?(?:{_CRED_WORDS})s?)(?:\s[^<>]*)?>)(?P<value>[^<\n]+)(?=</(?P=name)>)",
        _xml_element, needs=("pass", "pw", "secret", "token", "credential", "key", "auth"), flags=re.I)),
    ("xml-key-value", Rule(
        rf"(?P<lead>\bkey=(?P<q>[\"'])(?P<name>{_NAME})(?P=q)\s+value=)(?P<value>\"[^\"\n]*\"|'[^'\n]*')",
        _xml_element, needs="key", flags=re.I)),
]


# -- credentials on command lines -------------------------------------------------------------

_PROSE = frozenset("""via is was are be been and or not must should can cannot will would may flag flags option
options argument arguments parameter value values required missing instead with without for to in on of the a an
from only also has have requires expects expected takes needs when if but which that does did at as given provided
specified set unset ignored deprecated removed overrides now here below above too so it this field expired""".split())

# Which program's short flag takes a password, and how: `mysql -pS3cret` (attached only: `mysql
# -p db` prompts, and `db` is a database), `sshpass -p pw`, `docker login -u x -p pw`, `sqlcmd -P pw`,
# `redis-cli -a pw`, `ldapsearch -w pw`, `zip -P pw`; `curl -u user:pw`, `http -a user:pw`,
# `smbclient -U user%pw` (what follows the user). `-p` is a port to ssh, docker run and redis-cli.
_FLAG_OWNERS: list[tuple[str, tuple[str, ...], str]] = [
    (r"mysql(?:dump|admin|import|check|show|pump|sh|binlog|slap)?|mariadb(?:-?(?:dump|admin|import|check|show))?|7z[ar]?",
     ("-p",), "attached"),
    (r"sshpass|(?:docker|podman|nerdctl|buildah|skopeo|oras|helm[ \t]+registry|az|oc)[ \t]+login|twine[ \t]+upload"
     r"|mongo(?:sh|dump|restore|export|import|stat|top|files)?", ("-p",), "word"),
    (r"sqlcmd|bcp|osql|zip|unzip|zipcloak", ("-P",), "word"),
    (r"redis-cli", ("-a",), "word"),
    (r"ldap(?:search|add|modify|delete|whoami|passwd|compare|modrdn|exop)", ("-w",), "word"),
    (r"gh[ \t]+secret[ \t]+set", ("-b", "--body"), "word"),
    (r"curl", ("-u", "-U", "--user", "--proxy-user"), ":"),
    (r"https?|xhs?", ("-a", "--auth"), ":"),
    (r"smbclient|rpcclient|smbmap|smbget|smbcacls", ("-U", "--user"), "%"),
    (r"lftp", ("-u",), ","),
    (r"ssh-keygen", ("-N", "-P"), "word"),  # the new and the old passphrase
    (r"openssl[ \t]+(?:enc|aes-\S+|des\S*)", ("-k",), "word"),
]
_AFTER_FLAG = LazyPattern(r"(?<!\S)(?P<flag>-(?:-body|-auth|-(?:proxy-)?user|[pPawbuUNk]))(?:=|[ \t]*)['\"]?\Z")


@functools.cache
def _last_owner(flag: str) -> tuple[re.Pattern[str], dict[str, str]]:
    """One pattern that finds the last program owning `flag` (`(?s:.*)` backs off from the end),
    with how each program takes the value, by the name of its group."""
    owners = [(f"o{i}", program, how) for i, (program, flags, how) in enumerate(_FLAG_OWNERS) if flag in flags]
    programs = "|".join(f"(?P<{name}>{program})" for name, program, _ in owners)
    return (re.compile(rf"(?s:.*)(?<![\w.:-])(?:{programs})(?:\.exe)?(?=[ \t])"),
            {name: how for name, _, how in owners})


def _owner(text: str, at: int, flag: str, nested: bool = False) -> str:
    """How the program this flag belongs to takes its password ("" when it takes none): the
    program named last in the same command, at most 200 characters back."""
    window = text[max(0, at - 200): at]
    command = window[max(window.rfind(c) for c in "\n|;&") + 1:]
    pattern, hows = _last_owner(flag)
    end = len(command)
    while (found := pattern.match(command, 0, end)) is not None and found.lastgroup is not None:
        start = found.start(found.lastgroup)
        # `sshpass -p mysql …` gives the word mysql to sshpass's flag: a value, not a program
        # (`time -p mysql` does not: time's -p takes no value).
        given = None if nested else _AFTER_FLAG.regex.search(command, max(0, start - 24), start)
        if given is None or not _owner(command, given.start(), given.group("flag"), nested=True):
            return hows[found.lastgroup]
        end = start
    return ""


def _password_flag(match: re.Match[str]) -> str:
    """A short flag's value, when the program it belongs to takes a password there."""
    text, at, gap = match.string, match.start(), match.group("gap")
    flag = "-" + match.group("flag")
    how = _owner(text, at, flag)
    if how == "word" or how == "attached" and not gap:  # what looked like `user:` is part of the password
        return text[at: match.start("user") if match.group("user") else match.start("value")] + conceal(
            (match.group("user") or "") + match.group("value"))
    if how in (":", "%", ",") and (match.group("user") or "").endswith(how) and (gap or not flag.startswith("--")):
        return text[at: match.start("value")] + conceal(match.group("value"))
    return match.group()


def _flag_value(match: re.Match[str]) -> str:
    """A `--password`-like flag's value; prose about the flag (`--password via the CLI`) stays."""
    if match.group("value").strip("'\"").lower() in _PROSE:
        return match.group()
    return _lead_and_value(match)


# Long flags named for a credential: `--password x`, `--db-password=x`, `-ApiKey x`, `-storepass x`;
# never a flag without a value (`--password-stdin`, `--no-password`, `--ask-vault-pass`).
_LONG_FLAG = (
    r"-(?<![\w<>.-]-)(?P<dash>-?)(?!(?:no|ask|prompt|show|print|with|without|skip|ignore|allow|disable|enable|require|use|reset"
    r"|forget|generate)-)(?:[A-Za-z0-9][A-Za-z0-9-]*-)?(?:password|passwd|passphrase|pass|pwd|token|secret|secret-string"
    r"|api-?key|access-key|account-key|secret-key|private-key|client-secret|sas-token|otp|bearer"
    r"|(?:src|dest|new)?(?:store|key)pass)"
)
_ARG = LazyPattern(r"'[^']*'|\"[^\"]*\"|[^\s'\"]+")


def _htpasswd(match: re.Match[str]) -> str:
    """The password of `htpasswd -b`: options first, then the file, the user and the password
    (no file with `-n`)."""
    command, flags = match.group(), ""
    args = list(_ARG.regex.finditer(command))[1:]
    while args and re.fullmatch(r"-[A-Za-z]+", args[0].group()):
        flags += args.pop(0).group()[1:]
        if flags[-1] in "Cr" and args:  # bcrypt cost, SHA rounds: they take a number
            args.pop(0)
    at = 1 if "n" in flags else 2
    if "b" not in flags or len(args) <= at:
        return command
    secret = args[at]
    return command[: secret.start()] + conceal(secret.group()) + command[secret.end():]


_STORE_PAIR = LazyPattern(rf"(?P<lead>[ \t][A-Za-z_][\w.-]*=){_WORD_VALUE}")
_GAP = r"\b[^\n|;&]{0,200}?[ \t]"  # the rest of one command, up to a word: bounded, so linear

# A rule that finds a value through a gap never skips a `<secret>` it made (no `(?!<secret>)`):
# skipping would let the gap stretch to a later word on the next pass; `conceal` keeps it instead.
_COMMAND_LINES: list[tuple[str, Rule]] = [
    ("password-flag", Rule(
        r"-(?<![^ \t]-)(?P<flag>-body|-auth|-(?:proxy-)?user|[pPawbuUNk])(?P<gap>=|[ \t]*)(?P<user>['\"]?[^\s:%,'\"|;&]*[:%,])?"
        + _WORD_VALUE,
        _password_flag, needs=("mysql", "mariadb", "7z", "sshpass", "login", "twine", "mongo", "sqlcmd", "bcp", "osql",
                               "zip", "redis-cli", "ldap", "secret", "curl", "http", "xh", "smb", "rpcclient", "lftp",
                               "ssh-keygen", "openssl"))),
    ("password-long-flag", Rule(rf"(?P<lead>{_LONG_FLAG}(?:[ \t]+|=)){_WORD_VALUE}", _flag_value,
                                needs=("pass", "pw", "token", "secret", "key", "otp", "bearer"), flags=re.I)),
    # One command: up to a separator, a backtick, or the next `htpasswd` (a line joined from several).
    ("htpasswd-batch", Rule(r"(?<![\w-])htpasswd(?:\.exe)?[ \t]+(?:(?!(?<![\w./-])htpasswd\b)[^\n|;&`])*", _htpasswd, needs="htpasswd")),
    ("positional-password", Rule(
        r"(?P<lead>(?<![\w-])(?:rabbitmqctl(?:\.bat)?" + _GAP + r"(?:add_user|change_password|authenticate_user)"
        r"|dotnet[ \t]+user-secrets[ \t]+set)[ \t]+(?:'[^'\n]*'|\"[^\"\n]*\"|\S+)[ \t]+)" + _WORD_VALUE,
        _lead_and_value, needs=("rabbitmqctl", "user-secrets"))),
    # Oracle's `user/password@db`: `sqlplus scott/tiger@orcl`, `userid=scott/tiger`, `jdbc:oracle:thin:u/p@h`.
    ("oracle-user-password", Rule(
        r"(?P<lead>(?:(?<![\w-])(?:sqlplus|sqlldr|expdp|impdp|rman|dgmgrl|SQLPLUS|SQLLDR|RMAN)(?:\.exe)?(?:[ \t]+-\w+)*"
        r"[ \t]+['\"]?|(?<![\w-])(?:userid|USERID)=['\"]?|jdbc:oracle:(?:thin|oci):)[\w$#.]+/)"
        r"(?P<value>[^\s@/'\"]+)(?=@|[\s'\"]|$)",
        _lead_and_value, needs=("sqlplus", "sqlldr", "expdp", "impdp", "rman", "dgmgrl", "userid", "jdbc:oracle"))),
    # `openssl … -passin pass:pw`; `env:VAR` and `file:path` name no secret.
    ("openssl-pass", Rule(r"(?P<lead>(?<![\w-])-pass(?:in|out|word)?[ \t]+pass:)(?P<value>[^\s'\"]+)",
                          _lead_and_value, needs="-pass")),
    # `npm config set //registry/:_authToken X`, `poetry config http-basic.repo user pw`, `aws configure set …`.
    ("config-set-credential", Rule(
        r"(?P<lead>(?<![\w-])(?:npm|pnpm|yarn|poetry|pip3?|git|bundle|composer|aws|conda|pdm|hatch|gem|cargo)[ \t]+"
        r"(?:config(?:ure)?|set)(?:[ \t]+(?:set|--global|-g|--local|--user|--auth|--(?:location|profile)(?:[ \t]+|=)\S+))*[ \t]+"
        r"(?:\S*?(?i:token|password|passwd|secret|_auth|oauth|api[_-]?key)\S*|http-basic\.\S+[ \t]+\S+)[ \t]+)"
        + _WORD_VALUE, _lead_and_value, needs=("config", " set", "\tset"))),
    # Values handed to a secret store are secrets whatever their names: `fly secrets set K=V …`,
    # `heroku config:set K=V`, `vault kv put path k=v`, `kubectl create secret … --from-literal=k=v`.
    ("secret-store-pairs", Rule(
        r"(?<![\w-])(?:(?:fly|flyctl)[ \t]+secrets[ \t]+(?:set|import)|heroku[ \t]+config:set|vault[ \t]+(?:kv[ \t]+put|write))"
        r"\b[^\n|;&]*", lambda m: _STORE_PAIR.regex.sub(_lead_and_value, m.group()),
        needs=("secrets", "config:set", "vault"))),
    ("from-literal", Rule(r"(?P<lead>--from-literal[= ][^=\s]+=)" + _WORD_VALUE, _lead_and_value,
                          needs="--from-literal")),
    # `echo 'pw' | docker login --password-stdin`, `echo "root:pw" | chpasswd`.
    ("piped-secret", Rule(
        r"(?P<lead>(?<![\w-])(?:echo|printf)[ \t]+(?:-[neE]+[ \t]+)?)(?P<value>" + _SHELL_WORD + ")"
        r"(?=[ \t]*\|[^\n|]{0,200}?(?:--password-stdin|--pass(?:word)?-stdin|--with-token|--token-stdin"
        r"|\bchpasswd\b|\bpasswd\b[^\n|]{0,100}?--stdin|\bsudo\b[^\n|]{0,100}?[ \t]-S\b))",
        _lead_and_value, needs=("stdin", "chpasswd", "with-token", "sudo"))),
    # `login x password y` in .netrc; `IDENTIFIED BY 'pw'` and `PASSWORD 'pw'` in SQL.
    ("netrc-password", Rule(r"(?P<lead>\blogin[ \t]+\S+[ \t]+password[ \t]+)(?P<value>\S+)",
                            _lead_and_value, needs="login", flags=re.I)),
    ("sql-password", Rule(
        r"(?P<lead>\b(?:identified[ \t]+(?:with[ \t]+\w+[ \t]+)?by(?:[ \t]+password)?|password)[ \t]+)"
        r"(?P<value>(?=['\"])" + _SHELL_WORD + ")", _lead_and_value, needs=("identified", "passw"), flags=re.I)),
]


# -- signed and capability URLs ---------------------------------------------------------------

# Query parameters that carry a signature or a bearer credential, however the URL is escaped:
# `?…&sig=…` (Azure SAS, even inside a URL-encoded URL: `%26sig%3D`), `X-Amz-Signature`,
# `X-Amz-Credential`, `X-Amz-Security-Token`, `X-Goog-Signature`, CloudFront `Signature`,
# OAuth `code`, `access_token`, `key`. Credential-named parameters are assignments (above).
_QUERY_NAMES = (r"sig|signature|[\w.-]*?-(?:signature|credential|security-token)|code|(?:auth|authorization|device|user"
                r"|oauth|verification|access)_code|key|token|auth|ticket|otp|jwt|sas|hmac|awsaccesskeyid|googleaccessid")
_CAPABILITY_URLS: list[tuple[str, Rule]] = [
    ("signed-url-parameter", Rule(
        rf"(?P<lead>(?:[?&;]|%3[Ff]|%26|\\u0026)(?:{_QUERY_NAMES})(?:=|%3[Dd]))(?!<secret>)"
        r"(?P<value>(?:%(?!26)|[^&\s\"'<>#%\\])+)", _lead_and_value,
        needs=("sig", "credential", "security-token", "code", "key", "token", "auth", "ticket", "otp", "jwt", "sas",
               "hmac", "accessid"), flags=re.I)),
    # Webhook URLs are their own credential: Slack, Discord, Telegram bot tokens.
    ("webhook-url", Rule(
        r"(?P<lead>hooks\.slack\.com/(?:services|workflows|triggers)/|discord(?:app)?\.com/api/webhooks/\d+/"
        r"|api\.telegram\.org/(?:file/)?bot)(?!<secret>)(?P<value>[A-Za-z0-9:/_-]+)",
        lambda m: m.group("lead") + SECRET, needs=("hooks.slack.com", "/webhooks/", "api.telegram.org"), flags=re.I)),
]


# -- known structures, vendor tokens, personal data -------------------------------------------

_STRUCTURES: list[tuple[str, Rule]] = [
    ("pem-private-key", Rule(
        r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----.*?(?:-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----|\Z)",
        "<private-key>", needs="-----begin", flags=re.S)),
    # `redis://:pw@host` has no user; a password holding `@` runs to the last `@` of the authority.
    ("url-password", Rule(r"(?<![a-z0-9+.-])([a-z][a-z0-9+.-]*://[^\s:/@'\"<>]*):(?!<secret>@)[^\s/?#'\"<>]+@",
                          r"\1:<secret>@", needs="://", flags=re.I)),
    ("authorization-header", Rule(
        r"(?<![A-Za-z])((?:proxy-)?authorization)([\"']?\s*[:=]\s*[\"']?)(?:(?:basic|bearer|token|digest)\s+)?[^\s\"',;]+",
        r"\1\2<secret>", needs="authorization", flags=re.I)),
    ("cookie-header", Rule(r"(?<![A-Za-z])((?:set-)?cookie)(\s*[:=]\s*)[^\r\n]+", r"\1\2<secret>", needs="cookie", flags=re.I)),
]

# systemd's unit types: a unit's name ends in one (`wg-quick@wg0.service`, `docker.socket`).
SYSTEMD_UNIT_TYPES = ("service", "socket", "timer", "mount", "automount", "path", "slice", "scope", "device", "swap",
                      "target")
# A unit instance (`openvpn-client@server.socket`) has the shape of an address, but none of these
# types is a top-level domain (`.target` is one: left out).
_UNIT_TYPES = tuple(kind for kind in SYSTEMD_UNIT_TYPES if kind != "target")


def _email(match: re.Match[str]) -> str:
    found = match.group()
    if found.startswith("git@") or found.rpartition(".")[2].lower() in _UNIT_TYPES:
        return found
    return "<email>"


_TOKENS: list[tuple[str, Rule]] = [
    ("bearer-token", Rule(r"\b(Bearer)\s+[A-Za-z0-9._~+/=-]{8,}", r"\1 <secret>", needs="bearer")),
    ("jwt", Rule(r"\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}", SECRET, needs="eyj")),
    ("anthropic-key", Rule(r"\bsk-ant-[A-Za-z0-9_-]{16,}", SECRET, needs="sk-ant-", flags=re.I)),
    ("openai-style-key", Rule(r"\bsk-[A-Za-z0-9_-]{16,}", SECRET, needs="sk-", flags=re.I)),
    ("xai-key", Rule(r"\bxai-[A-Za-z0-9_-]{16,}", SECRET, needs="xai-", flags=re.I)),
    ("google-api-key", Rule(r"\bAIza[0-9A-Za-z_-]{30,}", SECRET, needs="aiza")),
    ("github-token", Rule(r"\bgh[pousr]_[A-Za-z0-9]{20,}", SECRET, needs=("ghp_", "gho_", "ghu_", "ghs_", "ghr_"), flags=re.I)),
    ("github-fine-grained-token", Rule(r"\bgithub_pat_[A-Za-z0-9_]{20,}", SECRET, needs="github_pat_", flags=re.I)),
    ("gitlab-token", Rule(r"\bglpat-[A-Za-z0-9_-]{20,}", SECRET, needs="glpat-", flags=re.I)),
    ("slack-token", Rule(r"\bxox[abposr]-[A-Za-z0-9-]{10,}", SECRET, needs="xox", flags=re.I)),
    ("stripe-key", Rule(r"\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}", SECRET, needs=("_live_", "_test_"), flags=re.I)),
    ("npm-token", Rule(r"\bnpm_[A-Za-z0-9]{30,}", SECRET, needs="npm_", flags=re.I)),
    ("pypi-token", Rule(r"\bpypi-[A-Za-z0-9_-]{40,}", SECRET, needs="pypi-", flags=re.I)),
    ("vault-token", Rule(r"\bhv[sbr]\.[A-Za-z0-9_-]{20,}", SECRET, needs=("hvs.", "hvb.", "hvr."), flags=re.I)),
    ("aws-access-key", Rule(r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b", SECRET, needs=("akia", "asia"))),
    # `git@github.com` is the SSH user of every forge, never a person.
    # The look-behind starts a match only where a local part can start: linear on 200k-letter runs.
    ("email", Rule(r"(?<![A-Za-z0-9._%+>-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}",
                   _email, needs="@")),
    ("request-id", Rule(r"(?<![A-Za-z])((?:x-)?request[_-]?id)([\"']?\s*[:=]\s*[\"']?)(?!<request-id>)[A-Za-z0-9._-]+",
                        r"\1\2<request-id>", needs="request", flags=re.I)),
    ("request-id-token", Rule(r"\breq_[A-Za-z0-9]{16,}", "<request-id>", needs="req_", flags=re.I)),
]

# Structures first (a PEM block or a header holds `key`/`token` words), then signed URLs, the
# command lines (`--password=x` before the assignment rule reads `password=x`), names, prefixes.
_FAMILIES: list[tuple[str, Rule]] = [*_STRUCTURES, *_CAPABILITY_URLS, *_COMMAND_LINES, *_ASSIGNMENTS, *_TOKENS]


# -- long runs --------------------------------------------------------------------------------

# A content digest or a commit names public content: `sha256:…`, `HEAD is now at …`, `commit …`.
_DIGEST_BEFORE = re.compile(r"(?:\bsha(?:1|256|384|512)[:=]|\bcommit\s+|\bHEAD is now at\s+|\brevision\s+)$", re.I)


def _hex(match: re.Match[str]) -> str:
    before = match.string[max(0, match.start() - 20): match.start()]
    digest = len(match.group()) in (40, 64, 128) and _DIGEST_BEFORE.search(before)
    return match.group() if digest else "<hex>"


def _base64_like(match: re.Match[str]) -> str:
    token = match.group()
    if _folders_of_words(token) or _hashed_asset(match):
        return token
    return SECRET if _mixed(token) and not _joined_words(token) and _entropy(token) >= 4.0 else token


def _folders_of_words(token: str) -> bool:
    """Whether a run with `/` in it is a path: three or more parts, all but one a lower-case word
    (`local/share/virtualenvs/webapp-5PivF_Od/bin/python`, pipenv's environment in a private KB).
    Base64 joins random runs with `/` too, but seldom of lower-case words: of 20,000 random
    40-character base64 runs, 2,491 held two or more `/` and one of them passed for a path."""
    parts = token.split("/")
    return len(parts) >= 3 and sum(1 for part in parts if _PATH_WORD.fullmatch(part)) >= len(parts) - 1


_PATH_WORD = re.compile(r"[a-z][a-z0-9]{2,}")


def _entropic(match: re.Match[str]) -> str:
    token = match.group()
    if not _mixed(token) or _joined_words(token) or token.strip("_").count("_") > 2:
        return token  # names people write (see _joined_words) and snake_case identifiers are not keys
    if _hashed_asset(match) or _DEVICE_BEFORE.search(match.string, 0, match.start()):
        return token
    digits = sum(c.isdigit() for c in token)
    return SECRET if digits >= 3 and _entropy(token) >= 3.8 else token


# A serial device's name (macOS's `/dev/cu.usbserial-C54ABFCA45`, `<path>/tty.usbmodem…` once its
# folder collapsed): the USB adapter's serial number, printed on every port listing, not a key.
_DEVICE_BEFORE = re.compile(r"(?:/dev/(?:cu\.|tty\.)?|<path>/(?:cu|tty)\.)\Z")


# A name of letters, then a short lower-case hex digest, then a bundle's file type: what webpack,
# Vite and esbuild name an output after its content.
_HASHED_ASSET = re.compile(r"[A-Za-z]+[-_.][0-9a-f]{6,16}")
_ASSET_TYPE = re.compile(r"\.(?:[cm]?js|css|map|wasm)\b")


def _hashed_asset(match: re.Match[str]) -> bool:
    """A bundler's content-hashed file (`fileProcessModule-82a36bdf.js`), alone or at the end of a
    path of words (a private KB keeps paths): public content, not a key."""
    *folders, name = match.group().split("/")
    return bool(_HASHED_ASSET.fullmatch(name) and _ASSET_TYPE.match(match.string, match.end())
                and all(not part or _PATH_WORD.fullmatch(part) for part in folders))


# A part of a name people write: a word, a word with a number after it, or a number
# (`icdar2015`, `DBhead`, `Worker`, `070258`), never letters and digits interleaved as in a key.
_WORD_PART = re.compile(r"[A-Za-z]{1,12}\d{0,6}|\d{1,12}")


def _joined_words(token: str) -> bool:
    """Whether a token is three or more words joined by `-` or `_` (and `/` between folders): a
    thread name (`Repo-Async-Worker-4312`), a config file (`config/icdar2015_resnet18_FPN_DBhead_polyLR`),
    a log name (`Install-Logs/01-Hyprland-Install-Scripts-11-070258`), an identifier
    (`snake_case_names_v2`). Random keys interleave letters and digits, base64 joins its runs with
    `/` and `+` only, and a prefixed key (`sk_live_…`, `xoxb-…`) has a long random part, so they
    rarely read as joined words (a sample of random url-safe 32-character tokens with a `-` or `_`:
    0.5% pass for names, against 0.4% before this rule)."""
    if "-" not in token and "_" not in token:
        return False
    parts = re.split(r"[-_/]+", token.strip("-_/"))
    return len(parts) >= 3 and all(_WORD_PART.fullmatch(part) for part in parts)


# Long runs: hex blobs, then base64-ish runs that mix upper case, lower case and digits (AWS secret
# keys, session blobs; `=` is padding at the end of a run and an assignment before one:
# `MYKEY=wJalrXUtnFEMI/K7MDENG…`), then shorter high-entropy tokens (random API keys with no known
# prefix), judged by entropy. None can match without a run of 20 of these characters.
_LONG_RUN = re.compile(r"[A-Za-z0-9+/_-]{20}")
_LONG_FAMILIES: list[tuple[str, Rule]] = [
    ("long-hex", Rule(r"(?<![0-9A-Fa-f<])[0-9A-Fa-f]{32,}(?![0-9A-Fa-f>])", _hex)),
    ("long-base64", Rule(r"(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{32,}={0,2}(?![A-Za-z0-9+/_-])", _base64_like)),
    ("high-entropy", Rule(r"(?<![A-Za-z0-9_+-])[A-Za-z0-9_+-]{20,}(?![A-Za-z0-9_+-])", _entropic)),
]


_FAMILY_RULES = tuple(rule for _, rule in _FAMILIES)
_LONG_RULES = tuple(rule for _, rule in _LONG_FAMILIES)


_MAX_PASSES = 4


def redact(text: str, share: str = "public") -> str:
    """Text with paths handled per `share` and every known secret family replaced.

    The families run again on their own output until it holds still: a replacement can change
    what a rule before it sees (a redacted word was the program a flag belonged to, a collapsed
    path completes a name), and a second pass over a changed text costs less than reasoning out
    every such pair. A text with nothing to redact is read once."""
    settled = True
    if share == "private":
        text = home_to_tilde(text)
    else:
        text, settled = collapse_to_fixpoint(text)
    for _ in range(_MAX_PASSES):
        before = text
        text = apply_rules(_FAMILY_RULES, text)
        if _LONG_RUN.search(text):
            text = apply_rules(_LONG_RULES, text)
        # A replaced secret can complete a path shape (`\\\\1.2.<secret>\\x`): collapse once more.
        if share != "private" and (text != before or not settled):
            text, settled = collapse_to_fixpoint(text)
        if text == before:
            break
    return text


def _mixed(token: str) -> bool:
    return any(c.isupper() for c in token) and any(c.islower() for c in token) and any(c.isdigit() for c in token)


def _entropy(token: str) -> float:
    import math  # only for a token long and mixed enough to be a secret

    counts = Counter(token)
    return -sum(n / len(token) * math.log2(n / len(token)) for n in counts.values())


def redact_sample(text: str, share: str, cap: int) -> str:
    """A stored raw sample: redacted first, then capped (public mode), so a cap never splits a secret."""
    text = redact(text, share)
    if share == "private" or cap <= 0 or len(text) <= cap:
        return text
    return text[: cap - 1].rstrip() + "…"


def family_names() -> list[str]:
    return [name for name, _ in _FAMILIES + _LONG_FAMILIES]
