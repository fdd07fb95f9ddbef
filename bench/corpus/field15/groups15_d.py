"""Field set 15, part d: dune's missing libraries, cpanm's missing distributions, luarocks, an old
Julia loader, and Deno's bare import specifiers (an npm package against a Node built-in, across
releases and inside a worker).

Every message is copied from the thread in its `src` (only `<<slot>>` parts were replaced); queries are
written the way someone who has not memorised the message would ask.
"""

from __future__ import annotations

from fieldspec import G, Q, V

_LINUX = ("linux",)
_UNIX = ("linux", "macos")

GROUPS = [
    # -- dune: which library the dune file names -------------------------------------------------------
    G("f15-dune-library-geneweb-not-found", "dune", "multiline", "https://github.com/ocaml/dune/issues/4878", [
        "File \"bin/gwexport/dune\", line 5, characters 13-20:\n"
        "5 |   (libraries geneweb)\n"
        "                 ^^^^^^^\n"
        "Error: Library \"geneweb\" not found.",
    ], cmd="dune build -p geneweb", os=_LINUX, shells=("sh", "bash")),
    G("f15-dune-library-ocamlbuild-not-found", "dune", "multiline", "https://github.com/ocaml-community/cppo/issues/82", [
        "File \"ocamlbuild_plugin/dune\", line 6, characters 12-22:\n"
        "6 |  (libraries ocamlbuild))\n"
        "                ^^^^^^^^^^\n"
        "Error: Library \"ocamlbuild\" not found.\n"
        "-> required by library \"cppo_ocamlbuild\" in _build/default/ocamlbuild_plugin\n"
        "-> required by _build/default/META.cppo_ocamlbuild",
    ], cmd="dune build --profile release", os=_LINUX, look="f15-dune-library-geneweb-not-found"),
    G("f15-dune-library-revery-not-found", "dune", "multiline", "https://github.com/revery-ui/revery-quick-start/issues/99", [
        "File \"src/dune\", line 6, characters 24-30:\n"
        "6 |     (libraries bigarray Revery))\n"
        "                            ^^^^^^\n"
        "Error: Library \"Revery\" not found.\n"
        "-> required by _build/default/src/App.exe",
    ], cmd="dune build", os=_UNIX, look="f15-dune-library-geneweb-not-found"),

    # -- cpanm: a distribution asked for by version, a module asked of a private mirror ----------------
    G("f15-cpanm-dist-at-version-not-found", "cpanm", "non-file-path", "https://github.com/miyagawa/cpanminus/issues/432", [
        "! Finding DBIx-Class@0.08270 on cpanmetadb failed.\n"
        "! Finding DBIx-Class@0.08270 () on mirror http://www.cpan.org failed.\n"
        "! Couldn't find module or a distribution DBIx-Class@0.08270",
    ], cmd="cpanm --look DBIx-Class@0.08270", os=_UNIX),
    G("f15-cpanm-module-not-on-private-mirror", "cpanm", "non-file-path", "https://github.com/ian-kent/gopan/issues/39", [
        "! Finding CH::Exception () on mirror http://smartpan.internal:8979 failed.\n"
        "! Couldn't find module or a distribution CH::Exception",
    ], cmd="cpanm --mirror http://smartpan.internal:8979 --mirror-only -L local CH::Exception", os=_LINUX,
      look="f15-cpanm-dist-at-version-not-found"),

    # -- luarocks: a rock that is not there for this Lua ------------------------------------------------
    G("f15-luarocks-no-results", "luarocks", "everyday", "https://github.com/luarocks/luarocks/issues/614", [
        V("Error: No results matching query were found.", cmd="luarocks install <<proj>>"),
        V("Error: No results matching query were found.", os="macos", cmd="luarocks install nngraph",
          src="https://github.com/alexbw/bayarea-dl-summerschool/issues/3"),
    ], os=_LINUX),

    # -- an old Julia's loader ---------------------------------------------------------------------------
    G("f15-julia-module-vinyl-not-found", "julia", "version", "https://github.com/JunoLab/Traceur.jl/issues/3", [
        "ERROR: LoadError: ArgumentError: Module Vinyl not found in current path.\n"
        "Run `Pkg.add(\"Vinyl\")` to install the Vinyl package.",
    ], cmd="julia -e 'using Traceur'", os=_UNIX),

    # -- Deno: a bare specifier, an npm package against a Node built-in ---------------------------------
    G("f15-deno-bare-import-unrar", "deno", "everyday", "https://github.com/denoland/deno/issues/21440", [
        "error: Relative import path \"unrar\" not prefixed with / or ./ or ../\n"
        "    at file://<<root>>/backend/index.ts:17:34",
    ], cmd="deno run --check backend/index.ts", os=_LINUX),
    G("f15-deno-bare-import-preact", "deno", "non-file-path", "https://github.com/freshframework/fresh/issues/1644", [
        "error: Relative import path \"preact\" not prefixed with / or ./ or ../\n"
        "    at https://deno.land/x/fresh@1.4.0/src/server/mod.ts:2:35",
    ], cmd="deno run -A -r https://fresh.deno.dev", os=("windows",), look="f15-deno-bare-import-unrar"),
    G("f15-deno-node-builtin-assert", "deno", "everyday", "https://github.com/planttheidea/fast-equals/issues/140", [
        "error: Relative import path \"assert\" not prefixed with / or ./ or ../\n"
        "  hint: If you want to use a built-in Node module, add a \"node:\" prefix (ex. \"node:assert\").\n"
        "    at file://<<root>>/benchmark/index.js:3:58",
    ], cmd="deno run benchmark/index.js", os=_UNIX, look="f15-deno-bare-import-unrar"),
    G("f15-deno-node-builtin-module-in-worker", "deno", "wrapper", "https://github.com/nuxt/icon/issues/276", [
        "error: Uncaught (in worker \"\") Relative import path \"module\" not prefixed with / or ./ or ../\n"
        "  hint: If you want to use a built-in Node module, add a \"node:\" prefix (ex. \"node:module\").",
    ], cmd="deno task dev", os=_UNIX, look="f15-deno-node-builtin-assert"),
    G("f15-deno-node-builtin-path-import-map", "deno", "version", "https://github.com/ruvnet/ruflo/issues/40", [
        "error: Relative import path \"path\" not prefixed with / or ./ or ../ and not in import map from "
        "\"file://<<root>>/src/cli/commands/migrate.ts\"\n"
        "  hint: If you want to use a built-in Node module, add a \"node:\" prefix (ex. \"node:path\").\n"
        "    at file://<<root>>/src/cli/commands/migrate.ts:11:23",
    ], cmd="deno task build", os=_LINUX, look="f15-deno-node-builtin-assert"),
    G("f15-deno-import-prefix-missing-old", "deno", "version", "https://github.com/denoland/deno/pull/3405", [
        "error: Uncaught ImportPrefixMissing: relative import path \"baz\" not prefixed with / or ./ or ../\n"
        "► $deno$/dispatch_json.ts:40:11\n"
        "    at DenoError ($deno$/errors.ts:20:5)\n"
        "    at unwrapResponse ($deno$/dispatch_json.ts:40:11)\n"
        "    at sendAsync ($deno$/dispatch_json.ts:91:10)",
    ], cmd="deno run bar.d.ts", os=("macos",), look="f15-deno-bare-import-unrar"),
]

QUERIES = [
    Q("dune cannot find the geneweb library when building", "f15-dune-library-geneweb-not-found", "plain"),
    Q("dune 编译找不到 geneweb 库", "f15-dune-library-geneweb-not-found", "zh"),
    Q("building cppo with dune says ocamlbuild library missing", "f15-dune-library-ocamlbuild-not-found", "plain"),
    Q("dune 构建 cppo 缺少 ocamlbuild", "f15-dune-library-ocamlbuild-not-found", "zh"),
    Q("revery quick start will not build, Revery library missing", "f15-dune-library-revery-not-found", "plain"),
    Q("revery 项目 dune 构建找不到 Revery 库", "f15-dune-library-revery-not-found", "zh"),
    Q("cpanm cannot find an old DBIx-Class version", "f15-cpanm-dist-at-version-not-found", "plain"),
    Q("cpanm 找不到指定版本的 DBIx-Class", "f15-cpanm-dist-at-version-not-found", "zh"),
    Q("cpanm cannot find our module on the internal cpan mirror", "f15-cpanm-module-not-on-private-mirror", "plain"),
    Q("cpanm 在内部镜像上找不到 CH::Exception", "f15-cpanm-module-not-on-private-mirror", "zh"),
    Q("luarocks install finds nothing for the rock I asked for", "f15-luarocks-no-results", "plain"),
    Q("luarocks 安装时说没有匹配结果", "f15-luarocks-no-results", "zh"),
    Q("julia cannot load Traceur because Vinyl is missing", "f15-julia-module-vinyl-not-found", "plain"),
    Q("julia 加载 Traceur 提示缺少 Vinyl", "f15-julia-module-vinyl-not-found", "zh"),
    Q("deno will not import the unrar package", "f15-deno-bare-import-unrar", "plain"),
    Q("deno 导入 unrar 包失败", "f15-deno-bare-import-unrar", "zh"),
    Q("fresh init script fails on preact import", "f15-deno-bare-import-preact", "plain"),
    Q("deno 运行 fresh 初始化时 preact 导入出错", "f15-deno-bare-import-preact", "zh"),
    Q("deno wants node: in front of assert", "f15-deno-node-builtin-assert", "plain"),
    Q("deno 里导入 assert 要加 node 前缀", "f15-deno-node-builtin-assert", "zh"),
    Q("nuxt dev under deno breaks on the module import in a worker", "f15-deno-node-builtin-module-in-worker", "plain"),
    Q("deno 跑 nuxt 开发服务器 worker 里导入 module 报错", "f15-deno-node-builtin-module-in-worker", "zh"),
    Q("deno compile fails importing path, not in import map", "f15-deno-node-builtin-path-import-map", "plain"),
    Q("deno 编译导入 path 不在 import map 里", "f15-deno-node-builtin-path-import-map", "zh"),
    Q("old deno ImportPrefixMissing for a plain module name", "f15-deno-import-prefix-missing-old", "plain"),
    Q("旧版 deno 导入路径缺少前缀报错", "f15-deno-import-prefix-missing-old", "zh"),
]
