"""Field set 5: language package managers and runtimes that name the package that is missing
(Poetry, Mix, R, LuaRocks, Perl, Julia). The package is the thing that is wrong, so two packages are
two groups; the project, paths and line numbers are volatile."""

from fieldspec import G, V

GROUPS = [
    G("f5-poetry-nomatch-dash-cytoscape", "poetry", "everyday", "https://github.com/python-poetry/poetry/issues/2328",
      ["  SolverProblemError\n\n  Because <<proj>> depends on dash-cytoscape (0.3.0) which doesn't match any versions,"
       " version solving failed."],
      cmd="poetry install", os=("linux", "macos", "windows")),
    G("f5-poetry-nomatch-basedmypy", "poetry", "everyday", "https://github.com/python-poetry/poetry/issues/9485",
      ["Because <<proj>> depends on basedmypy (2.4.0) which doesn't match any versions, version solving failed."],
      cmd="poetry show", os=("windows", "linux"), look="f5-poetry-nomatch-dash-cytoscape"),
    G("f5-mix-dep-not-available-exdoc", "mix", "multiline", "https://github.com/jeremyjh/dialyxir/pull/55",
      ["Unchecked dependencies for environment dev:\n* ex_doc (Hex package)\n  the dependency is not available, run"
       " \"mix deps.get\"\n** (Mix) Can't continue due to errors on dependencies",
       V("Unchecked dependencies for environment dev:\n* ex_doc (package)\n  the dependency is not available, run"
         " `mix deps.get`\n** (Mix) Can't continue due to errors on dependencies",
         src="https://github.com/elixir-lang/elixir/issues/2689", cls="version")],
      cmd="mix dialyzer"),
    G("f5-mix-path-dep-not-available", "mix", "multiline", "https://github.com/team-alembic/realworld/issues/7",
      ["Unchecked dependencies for environment dev:\n* ash (../../ash/ash)\n   the dependency is not available\n"
       "** (Mix) Can't continue due to errors on dependencies"],
      cmd="mix phx.server", look="f5-mix-dep-not-available-exdoc"),
    G("f5-r-no-package-stringi", "R", "wrapper", "https://github.com/talgalili/installr/issues/78",
      ["Error in loadNamespace(i, c(lib.loc, .libPaths()), versionCheck = vI[[i]]) : \n"
       "  there is no package called ‘stringi’",
       V("Downloading GitHub repo <<org>>/<<proj>>@master\n"
         "Error in loadNamespace(i, c(lib.loc, .libPaths()), versionCheck = vI[[i]]) : \n"
         "  there is no package called ‘stringi’", src="https://github.com/tvganesh/cricketr/issues/4")],
      cmd="Rscript <<proj>>.R", os=("windows", "linux", "macos")),
    G("f5-r-no-package-unix", "R", "wrapper", "https://github.com/r-lib/devtools/issues/2300",
      ["Error in loadNamespace(name) : there is no package called ‘unix’\n"
       "Calls: :: ... loadNamespace -> withRestarts -> withOneRestart -> doWithOneRestart\nExecution halted"],
      cmd="Rscript -e 'install.packages(\"devtools\")'", os=("linux",), look="f5-r-no-package-stringi"),
    G("f5-luarocks-no-results", "luarocks", "version", "https://github.com/luarocks/luarocks/issues/1803",
      ["Error: No results matching query were found for Lua 5.1.\n"
       "To check if it is available for other Lua versions, use --check-lua-versions.",
       V("Error: No results matching query were found.", src="https://github.com/luarocks/luarocks/issues/720"),
       V("Error: No results matching query were found.", src="https://github.com/Alloyed/loverocks/issues/14",
         os="macos", shell="zsh")],
      cmd="luarocks install lrexlib-pcre"),
    G("f5-perl-inc-text-ansitable", "perl", "non-file-path", "https://github.com/yak0d3/anyForm/issues/1",
      ["Can't locate Text/ANSITable.pm in @INC (you may need to install the Text::ANSITable module) (@INC contains:"
       " C:/Perl64/site/lib C:/Perl64/lib) at anyform.pl line <<line>>.\n"
       "BEGIN failed--compilation aborted at anyform.pl line <<line>>."],
      cmd="perl anyform.pl", os=("windows",), exit=2),
    G("f5-perl-inc-lwp-useragent", "perl", "non-file-path", "https://github.com/Moham3dRiahi/Th3inspector/issues/32",
      ["Can't locate LWP/UserAgent.pm in @INC (you may need to install the LWP::UserAgent module) (@INC contains:"
       " /etc/perl /usr/local/lib/arm-linux-gnueabihf/perl/5.24.1 /usr/local/share/perl/5.24.1"
       " /usr/lib/arm-linux-gnueabihf/perl5/5.24 /usr/share/perl5 /usr/lib/arm-linux-gnueabihf/perl/5.24"
       " /usr/share/perl/5.24 /usr/local/lib/site_perl /usr/lib/arm-linux-gnueabihf/perl-base) at"
       " /usr/share/Th3inspector/Th3inspector.pl line 6.\n"
       "BEGIN failed--compilation aborted at /usr/share/Th3inspector/Th3inspector.pl line 6."],
      cmd="Th3inspector", os=("linux",), exit=2, look="f5-perl-inc-text-ansitable"),
    G("f5-perl-inc-file-sharedir-install", "perl", "version", "https://github.com/gbxyz/rdapper/issues/19",
      ["Can't locate File/ShareDir/Install.pm in @INC (you may need to install the File::ShareDir::Install module)"
       " (@INC entries checked: /var/tmp/cpansmoker-<<pid>>/2025072913/CPAN-Reporter-lib-Qkk6"
       " /usr/local/lib/perl5/site_perl/mach/5.40 /usr/local/lib/perl5/site_perl /usr/local/lib/perl5/5.40/mach"
       " /usr/local/lib/perl5/5.40 .) at Makefile.PL line 3.\nBEGIN failed--compilation aborted at Makefile.PL line 3."],
      cmd="perl Makefile.PL", os=("linux",), exit=2, look="f5-perl-inc-lwp-useragent"),
    G("f5-julia-pkg-helloworld", "julia", "version", "https://github.com/JuliaLang/Pkg.jl/issues/1911",
      ["ERROR: ArgumentError: Package HelloWorld not found in current path:\n"
       "- Run `import Pkg; Pkg.add(\"HelloWorld\")` to install the HelloWorld package."],
      cmd="julia <<proj>>.jl", os=("linux", "macos", "windows")),
    G("f5-julia-pkg-statsbase", "julia", "version", "https://github.com/JuliaLang/julia/issues/28553",
      ["ERROR: ArgumentError: Package StatsBase not found in current path:\n"
       "- Run `Pkg.add(\"StatsBase\")` to install the StatsBase package."],
      cmd="julia <<proj>>.jl", os=("macos", "linux"), look="f5-julia-pkg-helloworld"),
]
