"""Where a diagnostic was raised, in front of its message or after it: a source file and a
position, a build system's own targets, a linker's object and section, a stack frame. Which file is
where, not what: the message says what, so each becomes `<src>:<pos>` or goes (wording.py, step 8).
"""

from __future__ import annotations

from .rules import Rule

# A source file's type: `src/net.c:<pos>: `, `lib/util.c:<pos>: `, cmake's `at CMakeLists.txt:<pos>`.
SOURCE_EXT = (r"(?:[cm]?[jt]sx?|py|rb|go|rs|c|h|cc|cpp|cxx|hpp|java|kt|cs|php|swift|m|mm|cmake|txt|gradle|kts"
               r"|vue|svelte|dart|scala|lua|exs?|erl|hs|ml|zig|nim|cr|gleam)")
LOCATIONS = [
    Rule(rf"^(?:<arg>|(?:<path>/)?[\w.-]+(?:/[\w.-]+)*\.{SOURCE_EXT}):<pos>(?=:? )", "<src>:<pos>", needs=":<pos>"),
    # MSVC's at a line alone (`<path>/world.h(<n>): fatal error c1083: `), as at a line and a column
    # (`x.cpp(12,5): `, which normalize writes as tsc does: `x.cpp:<pos> - `)
    Rule(rf"^(?:<arg>|(?:<path>/)?[\w.-]+(?:/[\w.-]+)*\.{SOURCE_EXT})\(<n>\): ", "<src>:<pos> - ", needs="(<n>): "),
    # MSBuild's own targets and the project it was building (`<path>/…/microsoft.cppbuild.targets(439,5):
    # error msb8020: `): which Visual Studio edition and folder is where; the code and its message say what
    Rule(r"^[^\n]{0,400}?\.(?:targets|props|[a-z]{2}proj|proj|sln)(?::<pos> -|\(<n>\):) (?=(?:fatal )?error [a-z]{2,6}\d{3,5}\b)",
         "", needs=("targets", "props", "proj", ".sln")),
    # the linker's: the object or the library member it was reading (`ucxxrt.lib(xthrow.obj) : error
    # lnk2038: `, `main.obj : error lnk2019: `)
    Rule(r"^(?:<path>/)?[\w.-]+\.(?:lib|obj|o|a)(?:\([\w.-]+\))? ?: (?=(?:fatal )?error lnk\d{4}\b)", "",
         needs=" lnk"),
    # ... and the object it met the conflict in (`… already defined in util.obj`, `… in main.obj`)
    Rule(r"^((?:fatal )?error lnk\d{4}: [^\n]*?) in [\w.-]+\.(?:obj|o|ao|a|lib)$", r"\1", needs="lnk"),
    # the app or framework bundle codesign signed (`Launcher.app: errSecInternalComponent`)
    Rule(r"^(?:<path>/|\.?[\w-]+/)*[\w.-]+\.(?:app|framework|appex|bundle|xctest)(?:/[\w.-]+)*: (?=errsec)", "",
         needs=": errsec"),
    # IntelliJ's javac diagnostic (`Error:(115, 19) java: 程序包x不存在`) is javac's at a position
    Rule(r"^\(<pos>\) java: (?=\S)", "<src>:<pos> ", needs="(<pos>) java: "),
    # a linker's location: an object's section and offset (`main.c:(.text+0x1b): undefined reference …`,
    # `(.text.startup+0x56)` when optimized) is where, as the source line it names with debug info
    # (`main.c:21: undefined reference …`)
    Rule(rf"^(?:<arg>|(?:<path>/)?[\w.-]+(?:/[\w.-]+)*\.(?:{SOURCE_EXT}|o|obj|a)):\(\.[\w.]+\+<hex>\)(?=[:：] ?)",
         "<src>:<pos>", needs="+<hex>)"),
    Rule(rf"\b(at|in) (?:<path>/)?[\w.-]+(?:/[\w.-]+)*\.{SOURCE_EXT}:<pos>", r"\1 <src>:<pos>", needs=":<pos>"),
    # PHP's uncaught error with its trace on the same line, as a log or a page shows it (`… in
    # <src>:<pos> Stack trace: #0 <path>/index.php(3): include_once() #1 {main} thrown in … on line 5`):
    # the frames are how it got there
    Rule(r" stack trace: #<n> .*$", "", needs="stack trace: #"),
    # ... and a browser console's stack frame (`require @ WAService.js:8`, `(anonymous function) @ index.js:234`)
    Rule(rf"(?<=\S) @ (?:<path>/)?[\w.-]+(?:/[\w.-]+)*\.{SOURCE_EXT}:<pos>", " @ <src>:<pos>", needs=" @ "),
    # ... and a configuration file's line (nginx's `unknown directive "x" in /etc/nginx/x.conf:12`)
    Rule(r"\b(in) (?:<path>/)?[\w.-]+(?:/[\w.-]+)*\.(?:conf|cfg|ini|ya?ml|toml|json|xml|properties):<pos>",
         r"\1 <src>:<pos>", needs=":<pos>"),
    # Perl's die: where it died (`at ./x.pl line 12.`, any script, `-e`) and, on a missing module,
    # the search path it looked in (`(@INC contains: /etc/perl …)`, this machine's) and the hint
    # Perl 5.18 added (`(you may need to install the JSON module)`): the module says what
    Rule(r" \((?:@inc contains:[^)]*|you may need to install the [\w:]+ module)\)", "",
         needs=("(@inc contains:", "(you may need to install")),
    Rule(r" at (?:<arg>|<src>|-e|(?:<path>/|\.{1,2}/)?[\w.-]+) <pos>\.?$", "", needs=" <pos>"),
    # Ruby's uncaught exception and its backtrace's lines (`from …/puma/server.rb:166:in
    # `initialize': Address already in use …`): the file, line and method are where it was raised
    Rule(r"^(?:from )?\S+:(?:<pos>|<n>):in '[^'\s]{1,80}': (?=\S)", "", needs=":in '"),
    # R's condition names the call it was raised in (`Error in library(devtools) : `, `Error in
    # library(package, character.only = TRUE, lib.loc = lib.loc) :` when a wrapper loaded it): the
    # function says what was being done (`file()` is not `url()` under `cannot open the connection`),
    # its arguments are where; R's ` : ` (spaced) tells its call from an ordinary `Error in x: y`
    # (R cuts a long call short: `library(package, lib.loc = lib.loc, … = TRUE,  :`)
    Rule(r"^error in ([\w.]+)\([^\n]{0,200}? : (?=\S)", r"error in \1() : ", needs="error in "),
    # the file that chose a version (pyenv's, rbenv's, nodenv's `… is not installed (set by
    # /x/.python-version)`): the version says what
    Rule(r" \(set by (?:<path>/|~/|\.{1,2}/)?[^\s()]+\)?$", "", needs="(set by "),
    # the source file an import is made from (Vite's `failed to resolve import "x" from
    # "src/main.ts"`): which file imports the missing module is where; the module is what
    Rule(rf"\b(import (?:\"[^\"]+\"|'[^']+') from )(?:\"(?:<path>/)?[\w.@-]+(?:/[\w.@-]+)*\.(?:{SOURCE_EXT}|vue|svelte|astro)\""
         rf"|'(?:<path>/)?[\w.@-]+(?:/[\w.@-]+)*\.(?:{SOURCE_EXT}|vue|svelte|astro)')", r'\1"<src>"', needs="import "),
]
