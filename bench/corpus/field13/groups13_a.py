"""Field set 13, part a: Lua, Nim, Crystal, D, Racket and OpenHarmony's Flutter tools, LoongArch builds."""

from fieldspec import G, Q, V

LUA = "https://github.com/msva/lua-htmlparser/issues/43"
NIM_ILLWILL = "https://github.com/johnnovak/illwill/issues/3"
SHARDS_CRYSTAGIRI = "https://github.com/madeindjs/Crystagiri/issues/19"
OHOS_161216 = "https://github.com/flutter/flutter/issues/161216"
OHOS_STACK = ("\n#0      RunResult.throwException (package:flutter_tools/src/base/process.dart:<<line>>:5)\n"
              "#1      _DefaultProcessUtils.runSync (package:flutter_tools/src/base/process.dart:<<line2>>:17)")

GROUPS = [
    # -- LuaRocks: the same last line, two causes ------------------------------------------------
    G("f13-luarocks-no-results", "luarocks", "everyday", LUA, [
        V("Error: No results matching query were found."),
        V("`Error: No results matching query were found.`", src="https://github.com/deathbeam/yae/issues/35",
          cls="wrapper"),
        V("Error: No results matching query were found.", src="https://github.com/torch/nngraph/issues/145"),
    ], cmd="luarocks install htmlparser"),
    G("f13-luarocks-manifest-fetch", "luarocks", "multiline", "https://github.com/luarocks/luarocks/issues/796", [
        "Warning: Failed searching manifest: Failed loading manifest: Failed fetching manifest for "
        "http://luarocks.org/repositories/rocks\n\nError: No results matching query were found.",
    ], cmd="luarocks search luasocket", look="f13-luarocks-no-results"),
    G("f13-luarocks-named-result", "luarocks", "multiline", "https://github.com/netblue30/firejail/pull/4596", [
        "Error: Could not find a result named nvim-client 0.2.3-1: No results matching query were found for Lua 5.1.\n"
        "To check if it is available for other Lua versions, use --check-lua-versions.",
    ], cmd="<<root>>/.deps/usr/bin/luarocks build nvim-client 0.2.3-1 CC=/usr/bin/cc LD=/usr/bin/cc",
        os=("linux",)),
    # -- nimble: the package decides ----------------------------------------------------------------
    G("f13-nimble-illwill", "nimble", "multiline", NIM_ILLWILL, [
        V("    Prompt: illwill not found in any local packages.json, check internet for updated packages? [y/N]\n"
          "    Answer: y\nDownloading Official package list\n    Success Package list downloaded.\n"
          "       Tip: 4 messages have been suppressed, use --verbose to show them.\n     Error: Package not found.",
          os="windows", shell="powershell"),
        V("    Reading official package list\n"
          "    Prompt: illwill not found in any local packages.json, check internet for updated packages? [y/N]\n"
          "    Answer: y\nDownloading Official package list\n"
          "     Trying https://github.com/nim-lang/packages/raw/master/packages.json\n"
          "    Success Package list downloaded.\n    Reading official package list\n     Error: Package not found.",
          os="windows", shell="powershell", cmd="nimble install illwill --verbose"),
    ], cmd="nimble install illwill", os=("windows",)),
    G("f13-nimble-nico", "nimble", "multiline", "https://github.com/ftsf/nico/issues/3", [
        "    Reading official package list\n"
        "    Prompt: nico not found in any local packages.json, check internet for updated packages? [y/N]\n"
        "    Answer: y\nDownloading Official package list\n"
        "     Trying https://github.com/nim-lang/packages/raw/master/packages.json\n"
        "    Success Package list downloaded.\n    Reading official package list\n     Error: Package not found.",
    ], cmd="nimble install nico --verbose", os=("windows",), shells=("bash",), look="f13-nimble-illwill"),
    G("f13-nimble-mummy-utils", "nimble", "version", "https://github.com/ThomasTJdev/mummy_utils/issues/2", [
        "Downloading Official package list\n    Success Package list downloaded.\n"
        "     Info:  Ignoring mummy:0.4.6 because out of range >= 0.4.7\n"
        "     Info:  Ignoring webby:0.2.0 because out of range >= 0.2.1\n"
        "       Tip: <<n2>> messages have been suppressed, use --verbose to show them.\n"
        "download.nim(<<line>>)        getDownloadInfo\n\n    Error:  Package mummy_utils@>= 0.1.0 not found.",
    ], cmd="nimble install", look="f13-nimble-illwill"),
    # -- Crystal shards: which shard's name is wrong --------------------------------------------------
    G("f13-shards-crystagiri-name", "shards", "multiline", SHARDS_CRYSTAGIRI, [
        "Resolving dependencies\nFetching https://github.com/madeindjs/crystagiri.git\n"
        "Error shard name (cristagiri) doesn't match dependency name (crystagiri)",
    ], cmd="shards install"),
    G("f13-shards-pg-name", "shards", "everyday", "https://github.com/crystal-lang/shards/issues/97", [
        "Error shard name (pg) doesn't match dependency name (crystal-pg)",
    ], cmd="shards update", look="f13-shards-crystagiri-name"),
    G("f13-shards-iemon-name", "shards", "multiline", "https://github.com/tbrand/iemon/issues/2", [
        "Fetching https://github.com/tbrand/iemon\nError shard name (shobj) doesn't match dependency name (iemon)",
    ], cmd="shards install", look="f13-shards-crystagiri-name"),
    G("f13-shards-crystal-version", "shards", "multiline", "https://github.com/iv-org/invidious/issues/1863", [
        "Unable to satisfy the following requirements:\n\n"
        "- `crystal (>= 0.35.0, < 2.0.0)` required by `pg 0.23.1`\n"
        "- `crystal (< 1.0.0)` required by `pool 0.2.3`\n"
        "- `crystal (< 1.0.0)` required by `radix 0.3.9`\n"
        "Failed to resolve dependencies, try updating incompatible shards or use --ignore-crystal-version as a "
        "workaround if no update is available.",
    ], cmd="shards update && shards install"),
    # -- dub ----------------------------------------------------------------------------------------------
    G("f13-dub-run-not-fetched", "dub", "everyday", "https://github.com/dlang/dub/issues/877", [
        "Failed to find a package named 'dlang-tour'.",
    ], cmd="dub run dlang-tour", exit=2),
    G("f13-dub-fetch-unknown", "dub", "multiline", "https://github.com/dlang/dub/issues/2679", [
        "             Getting a release version failed: (1): Error: Got JSON of type null_, expected object.\n"
        "             Retry with ~master...\nError (1): Error: Got JSON of type null_, expected object.",
    ], cmd="dub fetch libssl-dev", look="f13-dub-run-not-fetched"),
    # -- raco: the package a catalog does not have ------------------------------------------------------
    G("f13-raco-pollen", "raco", "multiline", "https://github.com/mbutterick/pollen/issues/239", [
        "Resolving \"pollen\" via https://download.racket-lang.org/releases/7.9/catalog/\n"
        "raco pkg install: cannot find package on catalogs\n  package: pollen",
    ], cmd="raco pkg install pollen"),
    G("f13-raco-plait", "raco", "multiline", "https://github.com/mflatt/plait/issues/16", [
        "Resolving \"plait\" via https://download.racket-lang.org/releases/7.9/catalog/\n"
        "  raco pkg install: cannot find package on catalogs\n  package: plait",
        V("Resolving \"plait\" via https://download.racket-lang.org/releases/7.9/catalog/\n"
          "raco pkg install: cannot find package on catalogs\n  package: plait", cls="wrapper"),
    ], cmd="raco pkg install plait", look="f13-raco-pollen"),
    G("f13-raco-json-rpc-client", "raco", "multiline", "https://github.com/vdloo/kodictl/issues/9", [
        "Resolving \"json-rpc-client\" via https://download.racket-lang.org/releases/7.2/catalog/\n"
        "Resolving \"json-rpc-client\" via https://pkgs.racket-lang.org\n"
        "Resolving \"json-rpc-client\" via https://planet-compats.racket-lang.org\n"
        "raco pkg install: cannot find package on catalogs\n  package: json-rpc-client",
    ], cmd="raco pkg install", look="f13-raco-pollen"),
    G("f13-raco-empty-checksum", "raco", "multiline", "https://github.com/samsergey/formica/issues/2", [
        "Resolving \"formica\" via https://download.racket-lang.org/releases/6.6/catalog/\n"
        "Resolving \"formica\" via https://pkgs.racket-lang.org\n"
        "raco pkg install: cannot use empty checksum for Git repostory package source\n"
        "  source: github://github.com/samsergey/formica/blob/master/",
    ], cmd="raco pkg install formica", look="f13-raco-pollen"),
    # -- Flutter for OpenHarmony: which command failed, with which status ----------------------------------
    G("f13-ohos-hvigorw-exit-1", "flutter", "wrapper", OHOS_161216, [
        V("ProcessException: The command failed with exit code 1 Command: hvigorw, OS error code: 1" + OHOS_STACK,
          cmd="flutter build hap --release"),
        V("ProcessException: The command failed with exit code 1 Command: hvigorw, OS error code: 1" + OHOS_STACK,
          src="https://github.com/flutter/flutter/issues/174347"),
    ], cmd="flutter build hap", os=("windows", "macos")),
    G("f13-ohos-hvigorw-exit-255", "flutter", "wrapper", "https://github.com/flutter/flutter/issues/183769", [
        "ProcessException: The command failed with exit code 255 Command: hvigorw, OS error code: 255" + OHOS_STACK,
    ], cmd="flutter build hap", os=("windows", "macos"), look="f13-ohos-hvigorw-exit-1"),
    G("f13-ohos-ohpm-failed", "flutter", "wrapper", "https://github.com/flutter/flutter/issues/165981", [
        V("ProcessException: The command failed Command: ohpm, OS error code: 1" + OHOS_STACK,
          cmd="flutter build har --debug"),
        V("ProcessException: The command failed Command: ohpm, OS error code: 1" + OHOS_STACK,
          src="https://github.com/flutter/flutter/issues/164360"),
    ], cmd="flutter build hap", os=("windows", "macos"), look="f13-ohos-hvigorw-exit-1"),
    # -- LoongArch: an architecture a project does not know ----------------------------------------------
    G("f13-cpufetch-unsupported-arch", "make", "multiline", "https://github.com/Dr-Noob/cpufetch/issues/326", [
        "Makefile:66: Unsupported arch detected: loongarch64. See https://github.com/Dr-Noob/cpufetch#1-support\n"
        "Makefile:67: If your architecture is supported but the compilation fails, please open an issue in "
        "https://github.com/Dr-Noob/cpufetch/issues\nMakefile:68: *** Aborting compilation.  Stop.",
    ], cmd="make -j8", os=("linux",), exit=2),
    G("f13-xnnpack-target-processor", "cmake", "multiline", "https://github.com/google/XNNPACK/issues/1695", [
        "CMake Error at <<root>>/tflite_build/xnnpack/CMakeLists.txt:80 (MESSAGE):\n"
        "  Unrecognized XNNPACK_TARGET_PROCESSOR = loongarch64\n\n\n-- Configuring incomplete, errors occurred!",
    ], cmd="cmake ../tensorflow/lite", os=("linux",)),
    G("f13-luajit-no-arch", "gcc", "everyday", "https://github.com/LuaJIT/LuaJIT/issues/898", [
        "lj_arch.h:73:2: error: #error \"No support for this architecture (yet)\"\n"
        "#error \"No support for this architecture (yet)\"\n^~~~~",
    ], cmd="make", os=("linux",), exit=2),
    G("f13-box64-no-match-insn", "make", "locale", "https://github.com/ptitSeb/box64/issues/1373", [
        "<<root>>/src/dynarec/la64/la64_epilog.S: Assembler messages:\n"
        "<<root>>/src/dynarec/la64/la64_epilog.S:66: 致命错误：no match insn: ret\t\n"
        "make[2]: *** [CMakeFiles/dynarec_native.dir/build.make:159：CMakeFiles/dynarec_native.dir/src/dynarec/la64/"
        "la64_epilog.S.o] 错误 1\nmake[2]: 离开目录“<<root>>/build”",
    ], cmd="make", os=("linux",), locale="zh", exit=2, n=7),
]

QUERIES = [
    Q("luarocks says no results for a rock that is on the website", "f13-luarocks-no-results", "plain"),
    Q("luarocks 安装模块提示找不到任何结果", "f13-luarocks-no-results", "zh"),
    Q("luarocks search cannot download the list of rocks from the server", "f13-luarocks-manifest-fetch", "plain"),
    Q("luarocks 下载不了清单文件 搜不到包", "f13-luarocks-manifest-fetch", "zh"),
    Q("neovim build fails because luarocks cannot build the nvim client rock", "f13-luarocks-named-result", "plain"),
    Q("编译 neovim 时 luarocks 找不到 nvim-client", "f13-luarocks-named-result", "zh"),
    Q("nim package manager cannot install illwill", "f13-nimble-illwill", "plain"),
    Q("nimble 装 illwill 说包不存在", "f13-nimble-illwill", "zh"),
    Q("nimble cannot find the nico game framework", "f13-nimble-nico", "plain"),
    Q("nimble 安装 nico 失败", "f13-nimble-nico", "zh"),
    Q("nimble says mummy_utils version range does not exist", "f13-nimble-mummy-utils", "plain"),
    Q("nimble 找不到 mummy_utils 这个依赖", "f13-nimble-mummy-utils", "zh"),
    Q("crystal shards install complains the crystagiri name is spelled differently", "f13-shards-crystagiri-name",
      "plain"),
    Q("crystal 依赖 crystagiri 名字对不上 安装失败", "f13-shards-crystagiri-name", "zh"),
    Q("shards wants the postgres shard called pg not crystal-pg", "f13-shards-pg-name", "plain"),
    Q("shards 更新时 pg 和 crystal-pg 名字冲突", "f13-shards-pg-name", "zh"),
    Q("installing iemon shard fails because its yaml says shobj", "f13-shards-iemon-name", "plain"),
    Q("iemon 这个 shard 的名字和依赖名不一致", "f13-shards-iemon-name", "zh"),
    Q("invidious dependencies need an older crystal compiler", "f13-shards-crystal-version", "plain"),
    Q("crystal 版本太新 依赖解析不出来", "f13-shards-crystal-version", "zh"),
    Q("dub run says the dlang tour package does not exist locally", "f13-dub-run-not-fetched", "plain"),
    Q("dub run 找不到 dlang-tour 包", "f13-dub-run-not-fetched", "zh"),
    Q("dub fetch of a name that is not a d package prints a json type error", "f13-dub-fetch-unknown", "plain"),
    Q("dub fetch 报 JSON 类型错误", "f13-dub-fetch-unknown", "zh"),
    Q("racket 7.9 cannot install pollen", "f13-raco-pollen", "plain"),
    Q("升级 racket 后装不了 pollen", "f13-raco-pollen", "zh"),
    Q("raco cannot find plait after upgrading racket", "f13-raco-plait", "plain"),
    Q("raco 安装 plait 找不到包", "f13-raco-plait", "zh"),
    Q("raco cannot find the json rpc client dependency on any catalog", "f13-raco-json-rpc-client", "plain"),
    Q("raco 在所有目录里都找不到 json-rpc-client", "f13-raco-json-rpc-client", "zh"),
    Q("raco refuses a github package source with an empty checksum", "f13-raco-empty-checksum", "plain"),
    Q("raco 从 github 安装提示校验和为空", "f13-raco-empty-checksum", "zh"),
    Q("flutter build hap for harmonyos fails when hvigorw exits with 1", "f13-ohos-hvigorw-exit-1", "plain"),
    Q("flutter 鸿蒙打包 hvigorw 退出码 1", "f13-ohos-hvigorw-exit-1", "zh"),
    Q("flutter build hap crashes with hvigorw status 255", "f13-ohos-hvigorw-exit-255", "plain"),
    Q("鸿蒙 flutter 构建 hvigorw 返回 255", "f13-ohos-hvigorw-exit-255", "zh"),
    Q("flutter harmony build fails running ohpm install", "f13-ohos-ohpm-failed", "plain"),
    Q("flutter 编译鸿蒙时 ohpm 命令失败", "f13-ohos-ohpm-failed", "zh"),
    Q("cpufetch will not compile on a loongson machine", "f13-cpufetch-unsupported-arch", "plain"),
    Q("龙芯上编译 cpufetch 提示架构不支持", "f13-cpufetch-unsupported-arch", "zh"),
    Q("tensorflow lite cmake does not know the loongarch processor", "f13-xnnpack-target-processor", "plain"),
    Q("编译 tflite 时 XNNPACK 不认识 loongarch64", "f13-xnnpack-target-processor", "zh"),
    Q("luajit header says my cpu architecture is not supported yet", "f13-luajit-no-arch", "plain"),
    Q("luajit 在龙芯上编译报不支持该架构", "f13-luajit-no-arch", "zh"),
    Q("box64 assembler rejects the ret instruction on loongarch", "f13-box64-no-match-insn", "plain"),
    Q("box64 龙芯编译 汇编器报 no match insn ret", "f13-box64-no-match-insn", "zh"),
]
