"""Field set 4: language runtimes and their package loaders (Perl, Elixir/Mix, Julia, Lua, Swift).

Each message is the text of the thread in `src`; only `<<slot>>` parts were generalised. The thing
that is wrong (the Perl module, the Julia package, the Lua module, the Swift module) makes a group;
two groups that differ only in it are paired with `look`.
"""

from __future__ import annotations

from fieldspec import G, V

_INC_DEB = ("/etc/perl /usr/local/lib/x86_64-linux-gnu/perl/5.22.1 /usr/local/share/perl/5.22.1 "
            "/usr/lib/x86_64-linux-gnu/perl5/5.22 /usr/share/perl5 /usr/lib/x86_64-linux-gnu/perl/5.22 "
            "/usr/share/perl/5.22 /usr/local/lib/site_perl /usr/lib/x86_64-linux-gnu/perl-base .")
_INC_I386 = ("/etc/perl /usr/local/lib/i386-linux-gnu/perl/5.30.0 /usr/local/share/perl/5.30.0 "
             "/usr/lib/i386-linux-gnu/perl5/5.30 /usr/share/perl5 /usr/lib/i386-linux-gnu/perl/5.30 "
             "/usr/share/perl/5.30 /usr/local/lib/site_perl /usr/lib/i386-linux-gnu/perl-base")
_LUA_SOCKET = ("        no field package.preload['socket']\n        no file './socket.lua'\n"
               "        no file '/usr/local/share/luajit-2.0.3/socket.lua'\n"
               "        no file '/usr/local/share/lua/5.1/socket.lua'\n"
               "        no file '/usr/local/share/lua/5.1/socket/init.lua'\n        no file './socket.so'\n"
               "        no file '/usr/local/lib/lua/5.1/socket.so'\n        no file '/usr/local/lib/lua/5.1/loadall.so'")

GROUPS = [
    G("perl-json-pm-missing", "perl", "everyday", "https://github.com/zbx-sadman/unifi_proxy/issues/12", [
        V("Can't locate JSON.pm in @INC (you may need to install the JSON module) (@INC contains: " + _INC_DEB
          + ") at <<root>>/unifi_proxy.pl line <<line>>.\nBEGIN failed--compilation aborted at "
          "<<root>>/unifi_proxy.pl line <<line>>."),
        V("Can't locate JSON.pm in @INC (you may need to install the JSON module) (@INC contains: " + _INC_DEB
          + ") at ./ip-locator.pl line 9.\nBEGIN failed--compilation aborted at ./ip-locator.pl line 9.",
          src="https://github.com/zanyarjamal/IP-Locator/issues/2", cmd="./ip-locator.pl"),
        V("Can't locate JSON.pm in @INC (you may need to install the JSON module) (@INC contains: " + _INC_I386
          + ") at /usr/share/Th3inspector/Th3inspector.pl line 18.\nBEGIN failed--compilation aborted at "
          "/usr/share/Th3inspector/Th3inspector.pl line 18.", src="https://github.com/Moham3dRiahi/Th3inspector/issues/36"),
    ], cmd="perl <<root>>/unifi_proxy.pl", exit=2, os=("linux",), look="perl-json-xs-missing"),
    G("perl-json-xs-missing", "perl", "version", "https://github.com/FusionAnnotator/FusionAnnotator/issues/5", [
        V("Can't locate JSON/XS.pm in @INC (you may need to install the JSON::XS module) (@INC contains: "
          "<<root>>/PerlLib <<home>>/miniconda/envs/fusionano/lib/site_perl/5.26.2/x86_64-linux-thread-multi "
          "<<home>>/miniconda/envs/fusionano/lib/site_perl/5.26.2 "
          "<<home>>/miniconda/envs/fusionano/lib/5.26.2/x86_64-linux-thread-multi "
          "<<home>>/miniconda/envs/fusionano/lib/5.26.2 .) at ./FusionAnnotator line 11.\n"
          "BEGIN failed--compilation aborted at ./FusionAnnotator line 11."),
        V("Can't locate JSON/XS.pm in @INC (@INC contains: /usr/local/lib64/perl5 /usr/local/share/perl5 "
          "/usr/lib64/perl5/vendor_perl /usr/share/perl5/vendor_perl /usr/lib64/perl5 /usr/share/perl5 .) at "
          "./jtrts.pl line 8.\nBEGIN failed--compilation aborted at ./jtrts.pl line 8.",
          src="https://github.com/openwall/john/pull/1805", cmd="./jtrts.pl raw-sha256-opencl"),
    ], cmd="./FusionAnnotator", exit=2, os=("linux",)),
    G("mix-no-scm-for-dependency", "mix", "wrapper", "https://github.com/bitwalker/timex/pull/619", [
        "(Mix) Could not find an SCM for dependency :tzdata from Timex.Mixfile",
        V("(Mix) Could not find an SCM for dependency :ex_doc from Contento.Mixfile",
          src="https://github.com/contentocms/contento/issues/21"),
        V("** (Mix.Error) Could not find an SCM for dependency :sourceror from ElixirLS.LanguageServer.Mixfile\n"
          "    (mix 1.14.4) lib/mix.ex:513: Mix.raise/2\n"
          "    (mix 1.14.4) lib/mix/dep/loader.ex:195: Mix.Dep.Loader.with_scm_and_app/4",
          src="https://github.com/elixir-lsp/elixir-ls/issues/875", os="windows"),
        V("       > Mix requires the Hex package manager to fetch dependencies\n       > Shall I install Hex? (if running "
          "non-interactively, use \"mix local.hex --force\") [Yn] ** (Mix) Could not find an SCM for dependency "
          ":castore from TeslaMate.MixProject", src="https://github.com/numtide/treefmt-nix/issues/434"),
    ], cmd="mix deps.get"),
    G("mix-no-package-in-registry", "mix", "multiline", "https://github.com/elixir-lang/elixir/issues/13915", [
        "Failed to fetch record for plugxxxxx from registry (using cache instead)\nThis could be because the package "
        "does not exist, it was spelled incorrectly or you don't have permissions to it\n** (Mix) No package with "
        "name plugxxxxx (from: mix.exs) in registry",
    ], cmd="mix deps.get", look="mix-no-scm-for-dependency"),
    G("julia-pkg-stdlib-not-found", "julia", "version", "https://github.com/JuliaLang/JuliaC.jl/issues/57", [
        "ERROR: ArgumentError: Package Pkg not found in current path.",
        V("ERROR: LoadError: ArgumentError: Package Pkg not found in current path:\n- Run `import Pkg; "
          "Pkg.add(\"Pkg\")` to install the Pkg package.", src="https://github.com/JuliaLang/Pkg.jl/issues/1443"),
        V("ERROR: LoadError: ArgumentError: Package Pkg not found in current path:\n- Run `import Pkg; "
          "Pkg.add(\"Pkg\")` to install the Pkg package.\n\nStacktrace:\n [1] require(::Module, ::Symbol) at "
          "./loading.jl:820", src="https://github.com/JunoLab/atom-julia-client/issues/534", os="macos"),
    ], cmd="julia --project=. -e 'using Pkg; Pkg.instantiate()'"),
    G("julia-package-benchmarktools-missing", "julia", "everyday", "https://github.com/JuliaLang/julia/issues/53668", [
        "ERROR: ArgumentError: Package BenchmarkTools not found in current path.\n- Run `import Pkg; "
        "Pkg.add(\"BenchmarkTools\")` to install the BenchmarkTools package.",
    ], cmd="julia -e 'using BenchmarkTools'", look="julia-pkg-stdlib-not-found"),
    G("julia-package-abstractffts-missing", "julia", "everyday", "https://github.com/JuliaLang/julia/issues/32976", [
        "ERROR: LoadError: ArgumentError: Package AbstractFFTs not found in current path:\n- Run `import Pkg; "
        "Pkg.add(\"AbstractFFTs\")` to install the AbstractFFTs package.",
    ], cmd="julia", os=("macos",), look="julia-package-benchmarktools-missing"),
    G("julia06-module-makie-missing", "julia", "version", "https://github.com/JuliaLang/julia/issues/25670", [
        "ERROR: ArgumentError: Module MakiE not found in current path.\nRun `Pkg.add(\"MakiE\")` to install the "
        "MakiE package.",
    ], cmd="julia -e 'using MakiE'", os=("linux",), look="julia-package-abstractffts-missing"),
    G("lua-module-socket-missing", "lua", "multiline", "https://github.com/delimitrou/DeathStarBench/issues/144", [
        "./scripts/media-microservices/compose-review.lua: ./scripts/media-microservices/compose-review.lua:1: "
        "module 'socket' not found:\n" + _LUA_SOCKET,
        V("nginx: [error] init_by_lua error: /usr/local/openresty/lualib/cassandra/socket.lua:156: module 'socket' "
          "not found:\n        no field package.preload['socket']\n        no file '/path/to/src/socket.lua'\n"
          "        no file '/path/to/src/socket/init.lua'\n        no file '/usr/local/openresty/site/lualib/socket.lua'",
          src="https://github.com/thibaultcha/lua-cassandra/issues/94", tool="nginx", cmd="nginx", cls="wrapper"),
    ], cmd="./wrk -D exp -t 1 -c 1 -d 5 -L -s ./scripts/media-microservices/compose-review.lua "
           "http://localhost:<<port>>/wrk2-api/review/compose -R 5", os=("linux",)),
    G("lua-module-socket-http-missing", "lua", "multiline", "https://github.com/yagop/telegram-bot/issues/4", [
        "lua: ./bot/bot.lua:1: module 'socket.http' not found:\n        no field package.preload['socket.http']\n"
        "        no file '/usr/local/share/lua/5.2/socket/http.lua'\n"
        "        no file '/usr/local/share/lua/5.2/socket/http/init.lua'",
        V("lua: TS_cabin_graph_watts_24h.lua:6: module 'socket.http' not found:\n"
          "    no field package.preload['socket.http']\n    no file '/usr/local/share/lua/5.3/socket/http.lua'\n"
          "    no file '/usr/local/share/lua/5.3/socket/http/init.lua'",
          src="https://github.com/ColdGrub1384/LibTerm/issues/82", cmd="lua TS_cabin_graph_watts_24h.lua", os="macos"),
    ], cmd="lua bot/bot.lua", os=("linux",), look="lua-module-socket-missing"),
    G("lua-module-socket-core-missing", "nginx", "runtime-value", "https://github.com/lunarmodules/luasocket/issues/136", [
        "[error] <<pid>>#0: *1 lua entry thread aborted: runtime error: "
        "/usr/local/Cellar/luarocks/2.2.0_1/share/lua/5.2/socket.lua:12: module 'socket.core' not found:\n"
        "\tno field package.preload['socket.core']\n"
        "\tno file '/usr/local/Cellar/luarocks/2.2.0_1/share/lua/5.2/socket/core.lua'\n\tno file './socket/core.so'",
        V("/usr/local/share/lua/5.1/./socket.lua:12: module 'socket.core' not found:",
          src="https://github.com/lunarmodules/luasocket/issues/252", tool="lua", cmd="lua", cls="wrapper"),
    ], cmd="openresty -s reload", os=("macos",), look="lua-module-socket-missing"),
    G("swift-no-module-packagedescription", "swift", "multiline", "https://github.com/bouk/dark-mode-notify/issues/9", [
        "error: 'dark-mode-notify': Invalid manifest\n<<root>>/Package.swift:2:8: error: no such module "
        "'PackageDescription'\nimport PackageDescription\n       ^",
        V("<<root>>/app/src/main/swift: error: manifest parse error(s):\n<<root>>/app/src/main/swift/Package.swift:2:8: "
          "error: no such module 'PackageDescription'\nimport PackageDescription\n       ^",
          src="https://github.com/readdle/swift-android-toolchain/issues/10"),
    ], cmd="swift build -c release --disable-sandbox", os=("macos",)),
    G("swift-no-module-dynamicjson", "swift", "everyday", "https://github.com/objecthub/swift-lispkit/issues/24", [
        "<<root>>/Sources/LispKit/Primitives/JSONLibrary.swift:22:8: error: no such module 'DynamicJSON'\n"
        "import DynamicJSON",
    ], cmd="swift build -Xswiftc \"-D\" -Xswiftc \"SPM\"", os=("macos",), look="swift-no-module-packagedescription"),
    G("swift-no-module-kiturasys", "swift", "everyday", "https://github.com/Kitura/Kitura/issues/273", [
        "<<root>>/Packages/Kitura-net-0.3.8/Sources/KituraNet/ClientRequest.swift:17:8: error: no such module "
        "'KituraSys'\nimport KituraSys\n       ^",
    ], cmd="swift build -Xcc -fblocks -Xswiftc -I/usr/local/include -Xlinker -L/usr/local/lib", os=("macos",),
      look="swift-no-module-dynamicjson"),
]
