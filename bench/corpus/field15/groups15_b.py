"""Field set 15, part b: Podman's short-name policy behind four wrappers, Bazel's maven rules, Zig's
system-library search (which library decides), Gleam's unknown imports, and one busy port from Node,
Elixir, Rust, C and an Android VPN.

Every message is copied from the thread in its `src` (only `<<slot>>` parts were replaced); queries are
written the way someone who has not memorised the message would ask.
"""

from __future__ import annotations

from fieldspec import G, Q, V

_MAC = ("macos",)
_WIN = ("windows",)
_LINUX = ("linux",)

_ZIG_PATHS = "  /usr/local/lib/lib{0}.so\n  /usr/local/lib/lib{0}.a\n  /usr/lib/x86_64-linux-gnu/lib{0}.so\n" \
             "  /usr/lib/x86_64-linux-gnu/lib{0}.a\n  /lib64/lib{0}.so\n  /lib64/lib{0}.a\n"

GROUPS = [
    # -- Podman: an unqualified image name where no terminal can answer the prompt ---------------------
    G("f15-podman-short-name-no-tty", "podman", "wrapper", "https://github.com/podman-container-tools/podman/issues/16629", [
        V("Error: short-name resolution enforced but cannot prompt without a TTY", cmd="podman image pull nginx/nginx",
          exit=125),
        V("Error: error creating build container: short-name resolution enforced but cannot prompt without a TTY",
          os="macos", cmd="podman build -t myfile:latest .", exit=125, src="https://github.com/heyvito/podman-macos/issues/8",
          cls="version"),
        V("[pod/<<pod>>/step-build] error creating build container: short-name resolution enforced but cannot "
          "prompt without a TTY", tool="buildah", cmd="buildah --storage-driver=overlay bud --format=docker -t <<proj>> .",
          src="https://github.com/knative/client/issues/1308", cls="runtime-value"),
        V("Mar 24 <<time>> fed-dsiotlab podman[<<pid>>]: 2026-03-24 <<time>>.5920341 -0500 CDT m=+0.036263801 image "
          "pull-error  boinc__lhcathome.cern.ch_lhcathome__theory_2922-4859750-<<n2>> short-name resolution enforced "
          "but cannot prompt without a TTY", tool="boinc", cmd="journalctl -u boinc-client", exit=0,
          src="https://github.com/BOINC/boinc/issues/6922", cls="runtime-value"),
        V("Emulate Docker CLI using podman. Create /etc/containers/nodocker to quiet msg.\n"
          "Error: short-name resolution enforced but cannot prompt without a TTY", tool="docker",
          cmd="sudo bash install_server.sh",
          src="https://github.com/OutlineFoundation/outline-server/issues/1150"),
    ], os=_LINUX, exit=125, n=8),

    # -- Bazel: the maven rule that left, and the @maven repository nobody defined -----------------------
    G("f15-bazel-maven-jar-removed", "bazel", "version", "https://github.com/gautamraj/bazel-java/issues/1", [
        V("ERROR: <<root>>/WORKSPACE:<<line>>:1: name 'maven_jar' is not defined", os="macos"),
        V("ERROR: <<root>>/WORKSPACE:<<line>>:1: name 'maven_jar' is not defined", os="linux",
          src="https://github.com/salesforce/pomgen/issues/49"),
        V("ERROR: <<root>>/WORKSPACE:<<line>>:1: name 'maven_jar' is not defined", os="macos",
          src="https://github.com/google/copybara/issues/109"),
        V("ERROR: <<root>>/WORKSPACE:21:1: name 'maven_jar' is not defined\n"
          "ERROR: error loading package '': Encountered error while reading extension file 'tools/build_defs/repo/http.bzl': "
          "no such package '@bazel_tools//tools/build_defs/repo': error loading package 'external': Could not load "
          "//external package", os="macos", src="https://github.com/google/gulava/pull/5", cls="multiline"),
        V("ERROR: Traceback (most recent call last):\n"
          "\tFile \"<<root>>/WORKSPACE\", line 42, column 11, in <toplevel>\n\t\tmaven_jars()\n"
          "\tFile \"<<root>>/third-party/maven_deps.bzl\", line 3, column 11, in maven_jars\n\t\tnative.maven_jar(\n"
          "Error: no native function or rule 'maven_jar'", os="linux", cmd="bazel run //docker:layers_calculator",
          src="https://github.com/iotaledger-archive/compass/issues/153"),
    ], cmd="bazel build //...", os=("macos", "linux"), n=8),
    G("f15-bazel-maven-repo-not-defined", "bazel", "everyday",
      "https://github.com/EngFlow/bazel_invocation_analyzer/issues/176", [
        "ERROR: <<root>>/third_party/jsr305/BUILD:1:13: no such package '@maven//': The repository '@maven' could not be "
        "resolved: Repository '@maven' is not defined and referenced by '//third_party/jsr305:jsr305'\n"
        "ERROR: Analysis of target '//cli:cli' failed; build aborted:",
    ], cmd="bazel run //cli -- /path/to/profile", os=_MAC, look="f15-bazel-maven-jar-removed"),

    # -- Zig: which system library the linker could not find ---------------------------------------------
    G("f15-zig-no-system-lib-x11", "zig", "everyday", "https://github.com/zig-gamedev/zig-gamedev/issues/565", [
        "install\n└─ install reqtool\n   └─ zig build-exe reqtool Debug x86_64-linux failure\n"
        "error: error: unable to find Dynamic system library 'X11' using strategy 'paths_first'. searched paths: none",
    ], cmd="zig build -Dtarget=x86_64-linux", os=("macos", "windows")),
    G("f15-zig-no-system-lib-sdl3", "zig", "version", "https://github.com/msys2/MINGW-packages/issues/26878", [
        "error: error: unable to find dynamic system library 'SDL3' using strategy 'paths_first'. searched paths: none",
    ], cmd="zig build run", os=_WIN, shells=("bash", "powershell"), look="f15-zig-no-system-lib-x11"),
    G("f15-zig-no-system-lib-z", "cargo-zigbuild", "wrapper", "https://github.com/rust-cross/cargo-zigbuild/issues/209", [
        "note: error: unable to find Dynamic system library 'z' using strategy 'no_fallback'. searched paths:",
    ], cmd="cargo zigbuild --target x86_64-unknown-linux-gnu.2.17 --release", os=_LINUX,
      look="f15-zig-no-system-lib-x11"),
    G("f15-zig-no-system-lib-dawn", "zig", "multiline", "https://github.com/zig-gamedev/zgpu/issues/16", [
        "install\n└─ install zes\n   └─ zig build-exe zes Debug native failure\n"
        "error: error: unable to find dynamic system library 'dawn' using strategy 'paths_first'. searched paths:\n"
        + _ZIG_PATHS.format("dawn"),
    ], cmd="zig build", os=_LINUX, look="f15-zig-no-system-lib-x11"),
    G("f15-zig-no-system-lib-gomp", "zig", "multiline", "https://github.com/ziglang/zig/issues/24253", [
        "error: unable to find dynamic system library 'gomp' using strategy 'paths_first'. searched paths:\n"
        "  <<root>>/buildroot/lib/libgomp.so\n  <<root>>/buildroot/lib/libgomp.a\n  /usr/lib64/libgomp.so\n"
        "  /usr/lib64/libgomp.a",
    ], cmd="bin/spc build bcmath --enable-zts --build-frankenphp", os=_LINUX, look="f15-zig-no-system-lib-x11"),

    # -- Gleam: a standard-library module that moved ------------------------------------------------------
    G("f15-gleam-unknown-import-string-builder", "gleam", "version", "https://github.com/gleam-lang/stdlib/issues/106", [
        "error: Unknown import\n"
        "   ┌─ <<root>>/src/kattis_gleam/timeloop.gleam:66:8\n"
        "   │\n"
        "66 │ import gleam/string_builder\n"
        "   │        ^^^^^^^^^^^^^^^^^^^^ did you mean `gleam/string`?\n"
        "\n"
        "The module `kattis_gleam/timeloop` is trying to import the module `gleam/string_builder`,\n"
        "but it cannot be found.",
    ], cmd="gleam build", os=_LINUX),
    G("f15-gleam-unknown-module-byte-builder", "gleam", "everyday", "https://github.com/gleam-lang/website/pull/314", [
        "error: Unknown module\n...\n │ import gleam/byte_builder\n  │ ^^^^^^^^^^^^^^^^^^^^^^^^^",
    ], cmd="gleam run", os=("linux", "macos"), look="f15-gleam-unknown-import-string-builder"),
    G("f15-gleam-function-compose-gone", "gleam", "everyday", "https://github.com/Enderchief/create-gleam/issues/2", [
        "The module `gleam/function` does not have a `compose` value.",
    ], cmd="gleam build --target=javascript", os=_LINUX, look="f15-gleam-unknown-module-byte-builder"),

    # -- one busy port, from Node, Elixir, Rust, C and an Android VPN ---------------------------------------
    G("f15-port-in-use-node-and-elixir", "node", "two-programs", "https://github.com/socketio/socket.io/issues/4160", [
        V("Error: listen EADDRINUSE: address already in use :::5000", os="macos", cmd="npm start"),
        V("** (Mix) Could not start application archethic: Archethic.Application.start(:normal, []) returned an error: "
          "shutdown: failed to start child: Archethic.P2P.Supervisor\n"
          "    ** (EXIT) shutdown: failed to start child: Archethic.P2P.Listener\n"
          "        ** (EXIT) an exception was raised:\n"
          "            ** (MatchError) no match of right hand side value: {:error, :eaddrinuse}\n"
          "                (archethic 0.17.0) lib/archethic/p2p/listener.ex:27: Archethic.P2P.Listener.init/1",
          os="linux", tool="mix", cmd="iex -S mix", src="https://github.com/archethic-foundation/archethic-node/issues/437"),
        V("Error: Address already in use (os error 98)", os="linux", tool="sui", cmd="sui start",
          src="https://github.com/MystenLabs/sui/pull/5482"),
        V("bind() failed. (98)", os="linux", tool="gcc", cmd="<<root>>/chap02/time_server",
          src="https://github.com/codeplea/Hands-On-Network-Programming-with-C/issues/6"),
        V("bind() failed: Address already in use (sock = <<n2>>)", os="linux", tool="v2ray", cmd="v2ray run",
          src="https://github.com/V2Ray-Android/Actinium/issues/61", cls="runtime-value"),
        V("Error binding: Address already in use", os="macos", tool="clang", cmd="./exploit",
          src="https://github.com/jprx/CVE-2024-27815/issues/1"),
    ], os=("macos", "linux"), n=8),
]

QUERIES = [
    Q("podman will not pull an image without a full registry name in a script", "f15-podman-short-name-no-tty", "plain"),
    Q("podman 拉镜像要求选择仓库但没有终端", "f15-podman-short-name-no-tty", "zh"),
    Q("bazel no longer knows maven_jar in my WORKSPACE", "f15-bazel-maven-jar-removed", "plain"),
    Q("新版 bazel 不认识 maven_jar 了", "f15-bazel-maven-jar-removed", "zh"),
    Q("bazel run fails because the maven repository is not defined", "f15-bazel-maven-repo-not-defined", "plain"),
    Q("bazel 报 @maven 仓库没有定义", "f15-bazel-maven-repo-not-defined", "zh"),
    Q("zig cross build cannot find libX11", "f15-zig-no-system-lib-x11", "plain"),
    Q("zig 交叉编译找不到 X11 库", "f15-zig-no-system-lib-x11", "zh"),
    Q("zig on msys2 cannot link SDL3", "f15-zig-no-system-lib-sdl3", "plain"),
    Q("msys2 下 zig 链接 SDL3 失败", "f15-zig-no-system-lib-sdl3", "zh"),
    Q("cargo zigbuild for old glibc cannot find zlib", "f15-zig-no-system-lib-z", "plain"),
    Q("cargo zigbuild 找不到 z 库", "f15-zig-no-system-lib-z", "zh"),
    Q("zig build cannot find the dawn library for webgpu", "f15-zig-no-system-lib-dawn", "plain"),
    Q("zig 编译找不到 dawn 动态库", "f15-zig-no-system-lib-dawn", "zh"),
    Q("zig cc cannot find libgomp for openmp", "f15-zig-no-system-lib-gomp", "plain"),
    Q("zig 编译时找不到 gomp 库", "f15-zig-no-system-lib-gomp", "zh"),
    Q("old gleam cannot import string_builder", "f15-gleam-unknown-import-string-builder", "plain"),
    Q("gleam 导入 string_builder 失败", "f15-gleam-unknown-import-string-builder", "zh"),
    Q("gleam byte_builder module is unknown", "f15-gleam-unknown-module-byte-builder", "plain"),
    Q("gleam 找不到 byte_builder 模块", "f15-gleam-unknown-module-byte-builder", "zh"),
    Q("lustre build fails, function compose missing in gleam", "f15-gleam-function-compose-gone", "plain"),
    Q("gleam 的 function 模块没有 compose 了", "f15-gleam-function-compose-gone", "zh"),
    Q("server will not start because the port is taken", "f15-port-in-use-node-and-elixir", "plain"),
    Q("服务启动失败 端口已经被别的程序用了", "f15-port-in-use-node-and-elixir", "zh"),
]
