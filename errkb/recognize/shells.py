"""Shells: each shell's complaint in one form (class 5 of recognize/wording.py, which applies
these rules; docs/matching.md, "Wordings").

bash, sh/dash, ksh, csh, zsh, fish, PowerShell, cmd and Ubuntu's command-not-found handler each
word "command not found", "permission denied" and "no such file" their own way; the rules below
bring them to `command not found: 'jq'`, `<script>: permission denied`, `x: no such file or
directory`. The script a shell ran is where (`<script>`), whatever its name. Patterns compile on
first use: the hook imports this module.
"""

from __future__ import annotations

import re
from functools import cache

from .rules import Rule

_CMD = r"[^\s'\":<>|]+"  # a command name: one word, no quotes
# PowerShell's aliases of its file cmdlets, and the cmdlets themselves, by the cmdlet's name
_PS_ALIASES = {**{name: name for name in ("get-content", "get-childitem", "set-location", "remove-item", "copy-item",
                                          "move-item")},
               "cat": "get-content", "gc": "get-content", "type": "get-content", "ls": "get-childitem",
               "dir": "get-childitem", "gci": "get-childitem", "cd": "set-location", "sl": "set-location",
               "chdir": "set-location", "rm": "remove-item", "del": "remove-item", "ri": "remove-item",
               "cp": "copy-item", "copy": "copy-item", "mv": "move-item", "move": "move-item"}
# (a script without an extension, by the path or the command line's `<arg>`, where a line number follows)
SHELL = r"(?:-?(?:<path>/)?(?:ba|z|da|k|tc|c)?sh|fish|[\w./<>-]+\.(?:sh|bash|zsh)" \
        r"|(?:<arg>|<script>|<path>/[^\s:]+|\.{1,2}/[^\s:]+)(?=: (?:line )?<))(?:: line <pos>|: <n>|: line <n>|: <pos>)?: "
_SCRIPT = r"(?:<script>|\.{1,2}/[^\s'\":]+)"
_SCRIPT_NAME = r"(?:<script>|<arg>(?:/[^\s:]+)?|(?:<path>/)?[^\s:/<>]+|\.{1,2}/[^\s:]+)"
SHELL_RULES = [
    # bash, sh/dash, ksh, csh, zsh, fish, cmd, PowerShell and Ubuntu's handler on a missing command
    Rule(rf"^(?:{SHELL})?({_CMD}): (?:command not found|not found)(?=$| \()", r"command not found: '\1'", needs="not found"),
    Rule(rf"^(?:zsh: )?command not found: ({_CMD})$", r"command not found: '\1'", needs="command not found: "),
    Rule(rf"^(?:fish: )?unknown command:? '?({_CMD})'?$", r"command not found: '\1'", needs="unknown command"),
    # (quoted or not, and after a tool's own tag that relays it: `ADB QR: 'adb' is not recognized …`)
    # (a command quoted twice, `'"./tools/protoc"'`, is the command)
    # (in any spelling a translation or a user left: `recognised`, `not a recognized as`; and Windows'
    # older `… nor is it an executable program or batch file`)
    Rule(rf"^(?:[\w .-]{{1,30}}: )?'?\"?({_CMD}?)\"?'? is not (?:a )?recogni[sz]ed as an internal or external command"
         r"(?:,? ?operable program or batch file)?$",
         r"command not found: '\1'", needs=("not recognized as an internal", "not recognised as an internal",
                                              "not a recognized as an internal")),
    Rule(rf"^'?\"?({_CMD}?)\"?'? is not an internal or external command, nor is it an? (?:executable|operable) program"
         r" or batch file\W*$", r"command not found: '\1'", needs="is not an internal or external command"),
    # PowerShell 5.1 says `as the name of a cmdlet`, PowerShell 7 `as a name of a cmdlet`
    Rule(rf"^(?:{_CMD} ?: )?the term '({_CMD})' is not recognized as (?:(?:the|a) name of )?a cmdlet\b.*$",
         r"command not found: '\1'", needs="is not recognized as"),
    Rule(rf"^\+ categoryinfo : objectnotfound: \(({_CMD}):string\) \[\], commandnotfoundexception$",
         r"command not found: '\1'", needs="commandnotfoundexception"),
    Rule(rf"^(?:no )?command '({_CMD})' (?:not )?found(?:, (?:did you mean|but can be installed with)\b.*)?$",
         r"command not found: '\1'", needs="command '"),
    # a missing command typed with its folder (`'......\\3rdparty\\bin\\protoc'`, `./tools/protoc`) is
    # the program by its name: the folder is this checkout's
    Rule(r"^command not found: '(?:[^'/]*/)+([^'/]+)'$", r"command not found: '\1'", needs="command not found: '"),
    # a binary built for another CPU is that program by its name, wherever it lies (`./iAex`,
    # `/opt/nanobrew/prefix/bin/git`): its folder is this machine's
    Rule(r"^bad cpu type in executable: (?:\S*/)?([^\s/]+)$", r"bad cpu type in executable: \1",
         needs="bad cpu type in executable: "),
    # a script that is not executable
    Rule(rf"^(?:{SHELL})?permission denied: ({_SCRIPT}|<path>/\S+)$", r"\1: permission denied", needs="permission denied: "),
    # (a script the command line named is `<arg>` already: it is still the script)
    Rule(rf"^(?:fish: )?unknown command\. '(?:{_SCRIPT}|<arg>)' exists but is not an executable file$",
         "<script>: permission denied", needs="not an executable file"),
    Rule(rf"^the file '({_SCRIPT})' is not executable by this user$", r"\1: permission denied", needs="not executable by"),
    # PowerShell's path error is PowerShell's, under the cmdlet's name or the alias typed (`cd` is
    # Set-Location): its provider says it for wildcards in `[]`, an unknown drive, a stray quote,
    # so its fixes (-LiteralPath, quoting) are not a POSIX shell's ENOENT's
    Rule(rf"^({'|'.join(_PS_ALIASES)}) ?: cannot find path ('[^']*') because it does not exist$",
         lambda m: f"{_PS_ALIASES[m.group(1)]}: cannot find path {m.group(2)} because it does not exist",
         needs="cannot find path"),
    # exec'ing a container's entrypoint or a hook script that is not executable (runc, git hooks)
    Rule(r"^exec (?:<path>/)?[^\s:]+: permission denied$", "exec <script>: permission denied", needs="exec "),
    # fish says where in a script or function (`~/.config/fish/config.fish (line 7): `, `_awsp (line
    # 5): `, `- (line 79): ` for stdin, whose `- ` may be trimmed already): which one is where, the
    # message after it is what
    Rule(r"^(?:(?:<path>/)?[\w.-]+ ?:|- ?:|:?)<pos> - (?=\S)", "", needs="<pos> - "),
    # The script a shell was running, where the shell names it first (dash's `x.sh: 42: x.sh: `,
    # bash's `run.sh: `, a path, the command line's `<arg>`), is `<script>` when the shell says
    # what went wrong with the script itself: a syntax error, a bad interpreter. (dash's
    # `(expecting "fi")` is what its parser wanted next; the unexpected token says what.)
    Rule(rf"^(?:{_SCRIPT_NAME}(?:: <n>)?: (?:{_SCRIPT_NAME}: )?)?(syntax error: \S+ unexpected)(?: \(expecting \S+?\)?)?$",
         r"<script>: \1", needs="syntax error: "),
    Rule(rf"^(?:{_SCRIPT_NAME}: )?(?:bad interpreter: )?(<path>/\S+?)(?:: bad interpreter)?: (?=no such file or directory$)",
         r"<script>: \1: bad interpreter: ", needs="bad interpreter"),
    # A carriage return in a shebang (a script saved with CRLF) whichever interpreter it names
    Rule(r"(<script>: <path>/)[\w.-]+\^m(?=: bad interpreter: )", r"\1<interpreter>^m", needs="^m: bad interpreter"),
    # PowerShell's parser on a POSIX shell's separator (`&&`, `||` before PowerShell 7), in Chinese
    # `标记“&&”不是此版本中的有效语句分隔符。`: the shell speaks, whatever the line ran
    Rule(r"^标记'([^']+)'不是此版本中的有效语句分隔符。?$", r"the token '\1' is not a valid statement separator in this version",
         needs="有效语句分隔符"),
    # fish 2 said `Expected a command name, got token of type 'Run job in background'` for `&&`
    Rule(r"^expected a command name, got token of type 'run job in background'$", "unsupported use of '&&'",
         needs="run job in background"),
    # zsh puts the complaint first (also after its `cd: `); fish says `The directory 'x' does not exist`
    Rule(r"^(cd: )?(?:zsh: )?no such file or directory: (\S+)$", r"\1\2: no such file or directory",
         needs="no such file or directory: "),
    Rule(r"^(?:cd: )?the directory '([^']*)' does not exist$", r"cd: \1: no such file or directory",
         needs="the directory '"),
    # A script a shell could not run, named by a relative path or by the command line (`<arg>`), is
    # `<script>`; a file by its name alone is not (`-bash: <path>/z.sh: Permission denied` is a
    # startup file bash could not read, not a script it could not run)
    Rule(rf"^(?:{SHELL})?(?:\.{{1,2}}/[^\s'\":]+|<arg>)(?=: (?:permission denied|no such file or directory"
         r"|command not found|is a directory)$)", "<script>", needs=("./", "<arg>: ")),
]


@cache
def _shell_complaint() -> re.Pattern[str]:
    cmdlets = "|".join(sorted(set(_PS_ALIASES.values())))
    return re.compile(r"^(?:command not found: '[^']+'|cd: [^:]+: no such file or directory"
                      rf"|(?:{cmdlets}): cannot find path '.*' because it does not exist"
                      r"|the token '[^']+' is not a valid statement separator in this version\.?"
                      r"|file <script> cannot be loaded because running scripts is disabled on this system"
                      r"|<script>: (?:permission denied|syntax error: .*"
                      r"|<path>/\S+: bad interpreter: .*))$")


def is_shell_complaint(canon: str) -> bool:
    """A shell's complaint in its one form: the shell speaks, whichever program it tried to run."""
    return bool(_shell_complaint().match(canon))
