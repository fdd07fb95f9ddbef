"""Field set 17, part e: deno's extensionless imports, zig's build API across releases, GLib's development
files (meson, make and a cargo build script), LaTeX packages a TeX distribution lacks."""

from fieldspec import G, Q, V

_ZIG_ROOT_SOURCE = """build.zig:9:10: error: no field named 'root_source_file' in struct 'Build.ExecutableOptions'
        .root_source_file = .{ .cwd_relative = "src/main.zig" },
         ^~~~~~~~~~~~~~~~
/usr/lib/zig/std/Build.zig:771:31: note: struct declared here
pub const ExecutableOptions = struct {
                              ^~~~~~
referenced by:
    runBuild__anon_23564: /usr/lib/zig/std/Build.zig:2214:33
    main: /usr/lib/zig/compiler/build_runner.zig:366:29
    5 reference(s) hidden; use '-freference-trace=7' to see all references"""

_ZIG_JETZIG = """build.zig:26:10: error: no field named 'root_source_file' in struct 'Build.ExecutableOptions'
        .root_source_file = b.path("cli.zig"),
         ^~~~~~~~~~~~~~~~
<<home>>/Tools/zig/lib/std/Build.zig:770:31: note: struct declared here
pub const ExecutableOptions = struct {
                              ^~~~~~
referenced by:
    runBuild__anon_26490: <<home>>/Tools/zig/lib/std/Build.zig:2215:44
    main: <<home>>/Tools/zig/lib/compiler/build_runner.zig:400:29
    5 reference(s) hidden; use '-freference-trace=7' to see all references"""

_ZIG_LAZYPATH = """<<root>>/build.zig:32:33: error: no field named 'path' in union 'Build.LazyPath'
        .root_source_file = .{ .path = "src/main.zig" },
                                ^~~~
/snap/zig/11625/lib/std/Build.zig:2171:22: note: union declared here
pub const LazyPath = union(enum) {
                     ^~~~~
referenced by:
    runBuild__anon_8826: /snap/zig/11625/lib/std/Build.zig:2116:27
    main: /snap/zig/11625/lib/compiler/build_runner.zig:301:29
    remaining reference traces hidden; use '-freference-trace' to see all reference traces"""

_ZIG_HOST = """build_utils.zig:54:22: error: no field named 'host' in struct 'Build'
    const target = b.host.result;
                     ^~~~
lib\\std\\Build.zig:1:1: note: struct declared here
const std = @import("std.zig");
^~~~~
referenced by:
    initWithOpts: ~\\AppData\\Local\\zig\\p\\1220ed324e831cbcfffdade82d578f2c24eac577facb481951a8f6a8e491eb51d1b8\\build.zig:45:38
    init: ~\\AppData\\Local\\zig\\p\\1220ed324e831cbcfffdade82d578f2c24eac577facb481951a8f6a8e491eb51d1b8\\build.zig:32:24
    7 reference(s) hidden; use '-freference-trace=9' to see all references"""

_ZIG_ROOT_MODULE = """build.zig:9:10: error: no field named 'root_module' in struct 'Build.ExecutableOptions'
        .root_module = b.createModule(.{
         ^~~~~~~~~~~
/usr/lib/zig/std/Build.zig:638:31: note: struct declared here
pub const ExecutableOptions = struct {
                              ^~~~~~
referenced by:
    runBuild__anon_8820: /usr/lib/zig/std/Build.zig:2116:27
    main: /usr/lib/zig/compiler/build_runner.zig:301:29
    remaining reference traces hidden; use '-freference-trace' to see all reference traces"""

_ZIG_PKG = """<<root>>/build.zig:109:22: error: no field named 'path' in struct 'build.Pkg'
            .path = .{ .generated = &scanner.result },
                    ~^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
/opt/zig-bin-0.10.0/lib/std/build.zig:1343:17: note: struct declared here
pub const Pkg = struct {
                ^~~~~~
referenced by:
    runBuild: /opt/zig-bin-0.10.0/lib/build_runner.zig:231:32
    usage__anon_5086: /opt/zig-bin-0.10.0/lib/build_runner.zig:240:13
    remaining reference traces hidden; use '-freference-trace' to see all reference traces"""

_MESON_GLIB = """Found pkg-config: /usr/bin/pkg-config (0.29.1)
Determining dependency 'glib-2.0' with pkg-config executable '/usr/bin/pkg-config'

data/meson.build:78:0: ERROR: Native dependency 'glib-2.0' not found"""

_PKGCONFIG_GLIB = """Package glib-2.0 was not found in the pkg-config search path.
Perhaps you should add the directory containing `glib-2.0.pc'
to the PKG_CONFIG_PATH environment variable
No package 'glib-2.0' found"""

_CARGO_GLIB = """error: failed to run custom build command for `glib-sys v0.9.1`

Caused by:
  process didn't exit successfully: `<<root>>/target/release/build/glib-sys-3c005632c7e0737a/build-script-build` (exit code: 1)
--- stderr
`"pkg-config" "--libs" "--cflags" "glib-2.0" "glib-2.0 >= 2.42"` did not exit successfully: exit code: 1
--- stderr
""" + _PKGCONFIG_GLIB + "\n" + _PKGCONFIG_GLIB

_MESON_MKENUMS = """Program /usr/bin/glib-mkenums found: NO

libfprint/meson.build:185:17: ERROR: Dependency 'glib-2.0' tool variable
'glib_mkenums' contains erroneous value: '/usr/bin/glib-mkenums'"""

_MESON_NO_PKGCONFIG = """Cross dependency glib-2.0 found: NO
Looking for a fallback subproject for the dependency glib-2.0
Couldn't use fallback subproject in subprojects/glib for the dependency glib-2.0
Reason: Subproject directory 'subprojects/glib' does not exist and cannot be downloaded:
No glib.wrap found for 'subprojects/glib'

meson.build:386:0: ERROR:  Pkg-config not found.

A full log can be found at <<root>>/builddir/meson-logs/meson-log.txt"""

_VALA_GLIB = """error: Package `glib-2.0' not found in specified Vala API directories or GObject-Introspection GIR directories
error: Package `gobject-2.0' not found in specified Vala API directories or GObject-Introspection GIR directories"""

_THUTHESIS = """This is XeTeX, Version 3.14159265-2.6-0.99992 (TeX Live 2015) (preloaded format=xelatex)
 restricted \\write18 enabled.
entering extended mode
(./main.tex
LaTeX2e <2015/01/01>
Babel <3.9l> and hyphenation patterns for 79 languages loaded.
(./thuthesis.cls
Document Class: thuthesis 2016/01/18 5.2.1 Tsinghua University Thesis Template

! LaTeX Error: File `ctexhook.sty' not found."""

GROUPS = [
    G("f17-deno-extensionless-import", "deno", "version", "https://github.com/TezosTaqueria/taqueria/issues/1549", [
        V('error: Module not found "file://<<root>>/tests/unit/helpers".\n    at file://<<root>>/tests/unit/plugins.test.ts:10:28',
          os="linux", cmd="deno test unit/ --allow-all --unstable --import-map ../import_map.json"),
        V("error: Access denied. (os error 5)", os="windows", src="https://github.com/denoland/deno/issues/8741",
          cmd="deno run -A src/cli.ts --in <<relfile>>"),
    ], cmd="deno test unit/ --allow-all", os=("linux", "windows")),
    G("f17-zig-root-source-file-removed", "zig", "multiline", "https://github.com/ziglana/grincel.gpu/issues/3", [
        V(_ZIG_ROOT_SOURCE), V(_ZIG_JETZIG, src="https://github.com/jetzig-framework/jetzig/issues/232", cmd="zig build install"),
    ], cmd="zig build", os=("linux",), n=6),
    G("f17-zig-lazypath-path-removed", "zig", "multiline", "https://github.com/fairyglade/ly/issues/622", [
        _ZIG_LAZYPATH,
    ], cmd="zig build", os=("linux",), look="f17-zig-root-source-file-removed"),
    G("f17-zig-build-host-removed", "zig", "multiline", "https://github.com/MoAlyousef/focusmon/issues/2", [_ZIG_HOST],
      cmd="zig build", os=("windows",), look="f17-zig-root-source-file-removed"),
    G("f17-zig-root-module-too-old", "zig", "multiline", "https://github.com/tonybanters/oxwm/issues/149", [_ZIG_ROOT_MODULE],
      cmd="zig build", os=("linux",), look="f17-zig-root-source-file-removed"),
    G("f17-zig-pkg-path-field", "zig", "multiline", "https://github.com/riverwm/river/issues/732", [_ZIG_PKG],
      cmd="zig build -Drelease-safe --prefix ~/.local install", os=("linux",), look="f17-zig-root-source-file-removed"),
    G("f17-glib2-dev-missing", "meson", "two-programs", "https://github.com/mesonbuild/meson/issues/4264", [
        V(_MESON_GLIB, cmd="meson builddir", cls="version"),
        V(_PKGCONFIG_GLIB, tool="make", cmd="make", src="https://github.com/xeyownt/xseticon/issues/5", exit=2),
        V(_CARGO_GLIB, tool="cargo", cmd="cargo build --release", src="https://github.com/Johni0702/mumble-web-proxy/issues/16",
          exit=101),
    ], cmd="meson builddir", os=("linux",), n=6),
    G("f17-meson-glib-mkenums-missing", "meson", "multiline", "https://github.com/AndyHazz/goodix53x5-libfprint/issues/28",
      [_MESON_MKENUMS], cmd="meson setup build", os=("linux",), look="f17-glib2-dev-missing"),
    G("f17-meson-cross-no-pkgconfig", "meson", "multiline", "https://github.com/vtorri/ewpi/issues/6",
      [_MESON_NO_PKGCONFIG], cmd="meson setup builddir --cross-file cross_file.txt", os=("linux",),
      look="f17-glib2-dev-missing"),
    G("f17-vala-glib-gir-missing", "meson", "multiline", "https://github.com/mesonbuild/meson/issues/8128",
      [_VALA_GLIB], cmd="meson setup build", os=("linux",), look="f17-glib2-dev-missing"),
    G("f17-latex-zhnumber-missing", "xelatex", "everyday", "https://github.com/liubenyuan/nudtpaper/issues/33", [
        "! LaTeX Error: File `zhnumber.sty' not found.",
    ], cmd="xelatex thesis.tex", os=("windows",)),
    G("f17-latex-xecjk-missing", "xelatex", "everyday", "https://github.com/BruceZhaoR/Zh-beamer/issues/5", [
        "! LaTeX Error: File `xecjk.sty' not found.",
    ], cmd="xelatex main.tex", os=("windows", "linux"), look="f17-latex-zhnumber-missing"),
    G("f17-latex-ctexhook-missing", "xelatex", "multiline", "https://github.com/tuna/thuthesis/issues/181", [_THUTHESIS],
      cmd="xelatex main.tex", os=("macos",), look="f17-latex-zhnumber-missing"),
    G("f17-ninja-no-build-file", "ninja", "non-file-path", "https://github.com/ninja-build/ninja/issues/1463", [
        V("ninja: error: loading 'build.ninja': No such file or directory", os="macos", shell="zsh", cmd="ninja"),
        V("ninja: error: loading 'build.ninja': The system cannot find the file specified.", os="windows", cmd="ninja -v",
          src="https://github.com/ninja-build/ninja/issues/2477"),
        V("bash: ninja: 未找到命令...\n安装软件包“ninja-build”以提供命令“ninja”？ [N/y] y\n\n\n * 正在队列中等待... \n"
          " * 装入软件包列表... \n下列软件包必须安装：\n ninja-build-1.8.2-1.el8.x86_64 A small build system with a focus on "
          "speed\n继续更改？ [N/y] y\n\n\n * 正在安装软件包... \nninja: error: loading 'build.ninja': No such file or "
          "directory", os="linux", shell="bash", locale="zh", cls="locale",
          src="https://github.com/ninja-build/ninja/issues/2755"),
        V("-- Configuring incomplete, errors occurred!\nninja: error: loading 'build.ninja': No such file or directory",
          os="macos", shell="bash", cmd="bash 1_build.sh", src="https://github.com/cnr-isti-vclab/meshlab/issues/1452",
          tool="cmake", cls="two-programs"),
        V("  The CMake command line is the same as the last run. Skipping running CMake.\n  ninja: error: loading "
          "'build.ninja': The system cannot find the file specified.", os="windows", shell="cmd", tool="build.cmd",
          cmd="build.cmd clr.runtime+clr.corelib -arch x64 -c Checked", src="https://github.com/dotnet/runtime/issues/52987",
          cls="wrapper"),
    ], cmd="ninja -C build", os=("linux", "macos", "windows"), n=10),
]

QUERIES = [
    Q("deno import without .ts extension module not found or access denied os error 5", "f17-deno-extensionless-import", "plain"),
    Q("deno 导入相对路径没写扩展名 报 Module not found", "f17-deno-extensionless-import", "zh"),
    Q("zig build no field named root_source_file in Build.ExecutableOptions 0.15", "f17-zig-root-source-file-removed", "plain"),
    Q("zig 0.15 build.zig 报 root_source_file 字段不存在", "f17-zig-root-source-file-removed", "zh"),
    Q("zig 0.13 build no field named path in union Build.LazyPath", "f17-zig-lazypath-path-removed", "plain"),
    Q("zig 0.13 LazyPath 没有 path 字段 构建失败", "f17-zig-lazypath-path-removed", "zh"),
    Q("zig 0.14 build no field named host in struct Build b.host", "f17-zig-build-host-removed", "plain"),
    Q("zig 0.14 里 b.host 没了 构建报错", "f17-zig-build-host-removed", "zh"),
    Q("zig build no field named root_module older zig version", "f17-zig-root-module-too-old", "plain"),
    Q("zig 版本太旧 build.zig 的 root_module 字段不存在", "f17-zig-root-module-too-old", "zh"),
    Q("zig 0.10 build.Pkg no field named path river", "f17-zig-pkg-path-field", "plain"),
    Q("zig 0.10 编译 river build.Pkg 没有 path 字段", "f17-zig-pkg-path-field", "zh"),
    Q("No package glib-2.0 found pkg-config meson native dependency install libglib2.0-dev", "f17-glib2-dev-missing", "plain"),
    Q("pkg-config 找不到 glib-2.0 需要装 libglib2.0-dev", "f17-glib2-dev-missing", "zh"),
    Q("meson glib-2.0 tool variable glib_mkenums contains erroneous value arch", "f17-meson-glib-mkenums-missing", "plain"),
    Q("meson 报 glib_mkenums 值错误 arch 缺 glib2-devel", "f17-meson-glib-mkenums-missing", "zh"),
    Q("meson cross compile Pkg-config not found glib fallback subproject", "f17-meson-cross-no-pkgconfig", "plain"),
    Q("meson 交叉编译 找不到 pkg-config glib 子项目", "f17-meson-cross-no-pkgconfig", "zh"),
    Q("vala package glib-2.0 not found in vala api directories gir meson", "f17-vala-glib-gir-missing", "plain"),
    Q("vala 项目 meson 找不到 glib-2.0 的 GIR 目录", "f17-vala-glib-gir-missing", "zh"),
    Q("xelatex miktex zhnumber.sty not found thesis template", "f17-latex-zhnumber-missing", "plain"),
    Q("xelatex 编译论文 找不到 zhnumber.sty", "f17-latex-zhnumber-missing", "zh"),
    Q("xelatex chinese beamer xecjk.sty not found", "f17-latex-xecjk-missing", "plain"),
    Q("中文 beamer 编译 找不到 xecjk.sty", "f17-latex-xecjk-missing", "zh"),
    Q("thuthesis texlive 2015 ctexhook.sty not found", "f17-latex-ctexhook-missing", "plain"),
    Q("清华论文模板 xelatex 找不到 ctexhook.sty", "f17-latex-ctexhook-missing", "zh"),
    Q("ninja error loading build.ninja no such file run cmake or meson first", "f17-ninja-no-build-file", "plain"),
    Q("ninja 报 loading build.ninja 找不到文件 没先生成构建目录", "f17-ninja-no-build-file", "zh"),
]
