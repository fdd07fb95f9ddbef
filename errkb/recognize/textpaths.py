"""Paths in error text: collapsed to `<path>/file` for matching and public samples, or only the
user's name hidden (`~/p`) in private mode.

Both redaction (paths go before secrets are looked for) and the canonical form use these, so
they live apart from both: redact imports this module, normalize imports redact and this.
"""

from __future__ import annotations

import re

from .rules import Rule

_SEG = r"(?:<[a-z-]+>|[^\s'\"`<>|:*?\\/()\[\]{},;=])+"
# A separator: `/`, `\`, or the `\\` that repr() writes (`'C:\\Users\\kim\\x.py'` in a traceback).
_SEP = r"(?:\\{1,2}|/)"
_WIN = rf"(?<!\w)(?:\\\\\?\\)?[A-Za-z]:{_SEP}(?:{_SEG}{_SEP})*(?:{_SEG})?"
_UNC = (rf"(?:\\{{4}}|\\{{2}}){_SEG}\\{{1,2}}{_SEG}(?:\\{{1,2}}{_SEG})*(?:\\{{1,2}})?"
        rf"|(?<![\w:/])//{_SEG}/{_SEG}(?:/{_SEG})*/?")
_TILDE = rf"~{_SEP}(?:{_SEG}{_SEP})*(?:{_SEG})?"
_POSIX = rf"(?<![\w.:/\\<>~@-])/{_SEG}(?:/{_SEG})+/?"  # `@/lib/api` is an import alias
# A home directory whose user name has spaces (`C:\Users\Kim Lee\x`): the whole name goes.
_SPACED_USER = r"[^\s'\"`<>|:*?\\/]+(?: [^\s'\"`<>|:*?\\/]+){1,2}(?=[\\/'\"`]|$)"
_SPACED_HOME = (rf"(?:\b[A-Za-z]:{_SEP}(?i:Users)|(?<![\w.:/\\<>~@-])/(?i:Users|home)){_SEP}{_SPACED_USER}"
                rf"(?:{_SEP}(?:{_SEG}{_SEP})*(?:{_SEG})?)?")
# `unix:///Users/kim/.docker/run/docker.sock`, `file:///home/kim/x`: a home path after a scheme.
_URL_PATH = rf"(?<=[A-Za-z]://)/(?i:Users|home)(?:/{_SEG})+/?"
# A file URL's path is a path on this machine, under any root (Deno's `from "file:///srv/app/x.ts"`).
_FILE_URL_PATH = rf"(?<=[Ff][Ii][Ll][Ee]://)/{_SEG}(?:/{_SEG})+/?"
# A home directory right after a label's colon (HarmonyOS' `path:/Users/alice/Downloads/x.hap`): the
# user's name goes as anywhere (a path after any other `x:` is a remote's or a URL's, and stays).
_LABELED_HOME = rf"(?<=[A-Za-z]:)/(?i:Users|home)/{_SEG}(?:/{_SEG})*/?"
# A path that climbs two folders or more (`../../../../../infra/FirstData/Plugins/`, Unreal's paths from
# its binaries' folder) is a place in a checkout, as an absolute one is: which folders it climbs
# through depends on where the project sits. One level (`../config.json`) stays as written, and so
# does one in quotes: an import, an include or a make target names the folders someone wrote
# (`Cannot find module '../../generated/graphql'` is not `'../../api/graphql'`).
_CLIMB = rf"(?<![\w.\\/<>~@'\"`-])(?:\.\.{_SEP}){{2,}}(?:{_SEG}{_SEP})*(?:{_SEG})?"
# Every shape starts at a separator, `~` + separator, `../../` or a drive; saying so up front lets a position
# that cannot start a path fail at once instead of trying six look-behinds (3-5x faster).
PATH_SHAPES = rf"{_SPACED_HOME}|{_WIN}|{_UNC}|{_TILDE}|{_POSIX}|{_URL_PATH}|{_FILE_URL_PATH}|{_LABELED_HOME}|{_CLIMB}"
PATH = re.compile(rf"(?=[A-Za-z]:[\\/]|[\\/]|~[\\/]|\.\.[\\/]\.\.[\\/])(?:{PATH_SHAPES})")
# A search path (`/srv/app/roles:/etc/ansible/roles`, `$PATH`, `LD_LIBRARY_PATH`) lists the places a
# tool looked: which places depends on the user and the machine, never on what was looked for. The
# whole list is one `<path>`; item by item, only the first would collapse (a path never starts
# after a `:`, so that `host:/dir` and URLs keep theirs). The first item is two folders deep at
# least (`/D:/src/x.java` is one path on a Windows drive, not two); a docker volume's
# `/host/dir:/container/dir` collapses too: both are this machine's places.
_SEARCH_LIST = re.compile(rf"(?<![\w.:/\\<>~@-])/{_SEG}(?:/{_SEG})+/?(?::/{_SEG}(?:/{_SEG})*/?)+(?![\w/])")
# A Windows profile path cut at the space in its user's name (`Error: Could not find or load main
# class Lee\AppData\Local\Android\Sdk\…`: a launcher split `C:\Users\Kim Lee\…`): the rest of the
# name, then `AppData`, is that path's tail, and the name is the user's.
# (it starts only where a token does: a run of the name's characters is read once)
_PROFILE_TAIL = re.compile(rf"(?<![^\s'\"`<>|:*?\\/])[^\s'\"`<>|:*?\\/]+\\{{1,2}}(?i:AppData)(?:\\{{1,2}}{_SEG})*\\{{0,2}}")
_HOME_ROOTS = {"users", "home"}
_DRIVE = re.compile(r"[A-Za-z]:|\?")
_TEMP_DIRS = {"tmp", "temp", "t"}
# The package is what tells `…/node_modules/chalk/index.js` from `…/node_modules/node-fetch/index.js`.
_PACKAGE_DIRS = {"node_modules", "site-packages", "dist-packages"}

_HOME_TO_TILDE = Rule(
    rf"(?:\b[A-Za-z]:{_SEP}(?i:Users)|(?<![\w.~<>-])/(?i:Users|home)){_SEP}"
    rf"(?!~)(?:{_SPACED_USER}|[^\\/\s'\"`<>|:*?]+)", "~", needs=("users", "home"),
)


def collapse_paths(text: str, uniform: bool = False) -> str:
    """Absolute paths → `<path>` plus their last segment (`<path>/a.ts`, `<path>\\x.js`).

    With `uniform`, every separator becomes `/`, so the same error on Windows and POSIX agree.
    """
    return collapse_to_fixpoint(text, uniform)[0]


def collapse_to_fixpoint(text: str, uniform: bool = False) -> tuple[str, bool]:
    """`collapse_paths`, and whether it reached a text it leaves unchanged (so running it again on
    that text is known to be a no-op)."""
    def one(match: re.Match[str]) -> str:
        path = match.group()
        trailing = ""
        while path.endswith("."):
            path, trailing = path[:-1], trailing + "."
        sep = "\\" if ("\\" in path and not path.startswith("/")) else "/"
        parts = [p for p in re.split(r"[\\/]", path) if p]
        body = [p for p in parts if not _DRIVE.fullmatch(p)]
        bare_home = len(body) == 2 and body[0].lower() in _HOME_ROOTS
        if path.endswith(("/", "\\")) or bare_home or len(parts) <= 1 or parts[-1].endswith(":"):
            last = ""
        else:
            last = parts[-1]
        if uniform:
            sep = "/"
        if last and len(parts) >= 2 and parts[-2].lower() in _TEMP_DIRS and "." not in last:
            last = "<tmp>"  # `/tmp/tmpa1b2c3d4`, `%TEMP%\vite-1a2b`: a random name, not a file
        if last:
            last = sep.join([*_package(parts), last])
        return f"<path>{sep}{last}{trailing}" if last else f"<path>{trailing}"

    # A collapse can leave a placeholder where a new path starts (`C:\\C:\\x`, `\\\\C:\\x`):
    # repeat until nothing changes, so redaction stays idempotent.
    for _ in range(8):
        if not _may_hold_path(text):
            return text, True
        collapsed = PATH.sub(one, _SEARCH_LIST.sub("<path>", text) if ":/" in text else text)
        if "appdata" in collapsed.lower():
            collapsed = _PROFILE_TAIL.sub(one, collapsed)
        if collapsed == text:
            return text, True
        text = collapsed
    return text, False


def _may_hold_path(text: str) -> bool:
    """False when no path shape can match: every shape needs a separator, and the one right after a
    `<path>` placeholder cannot start one (`>` blocks the POSIX look-behind; the others need a
    drive, `~` or a second separator before theirs). Spares the pass that confirms a collapse."""
    if "/" not in text and "\\" not in text:
        return False
    if "<path>" not in text:
        return True
    rest = text.replace("<path>/", "<path>").replace("<path>\\", "<path>")
    return "/" in rest or "\\" in rest


def _package(parts: list[str]) -> list[str]:
    """`[…, "node_modules", "@scope", "pkg", …, "index.js"]` → `["@scope", "pkg"]`; else `[]`."""
    dirs = [i for i, part in enumerate(parts[:-2]) if part.lower() in _PACKAGE_DIRS]
    if not dirs:
        return []
    name = parts[dirs[-1] + 1: dirs[-1] + 3 if parts[dirs[-1] + 1].startswith("@") else dirs[-1] + 2]
    return name if len(parts) - 1 > dirs[-1] + len(name) and not name[0].startswith(".") else []


def home_to_tilde(text: str) -> str:
    """Private mode: keep paths, but never the user's name (`/home/kim/p` → `~/p`)."""
    text = _HOME_TO_TILDE.sub(text)
    if "appdata" in text.lower():
        text = _PROFILE_TAIL.sub(lambda m: "~\\" + m.group().split("\\", 1)[1].lstrip("\\"), text)
    return text
