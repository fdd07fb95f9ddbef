"""Compilers and build tools: rustc/cargo, go, gcc/clang/ld, make, cmake, javac/java/gradle/maven.
Missing headers, libraries, imports, packages and classes are the thing that is wrong; threads,
goroutines, line numbers and crate build order vary; cargo's and go's wording changed across
releases; Chinese gcc, ld and java.
"""

# ruff: noqa: E501  -- real messages and queries read better unbroken (CJK counts double)

from __future__ import annotations

from collections.abc import Sequence

from fieldspec import G, V

_CARGO_NEW = "error: could not compile `<<crate>>` (bin \"<<crate>>\") due to <<n>> previous errors"
_CARGO_OLD = "error: aborting due to previous error\n\nerror: could not compile `<<crate>>`.\n\nTo learn more, run the command again with --verbose."


def _rust_import(gid: str, path: str, note: str, src: str, look: str = "") -> G:
    head = f"error[E0432]: unresolved import `{path}`\n  --> src/<<rsfile>>:<<line>>:<<col>>\n   |\n<<line>> | use {path};\n   |     ^^^ {note}\n"
    return G(gid, "cargo", "version", src, [
        head + "\nFor more information about this error, try `rustc --explain E0432`.\n" + _CARGO_NEW,
        V(head + "\n" + _CARGO_OLD, cls="version", src="https://github.com/bifrost-io/bifrost/issues/10"),
        V("\n".join(f"<<n2>>.1 {line}" for line in (head + _CARGO_NEW).split("\n")) + "\n------\nfailed to solve: process "
          "\"/bin/sh -c cargo build --release\" did not complete successfully: exit code: 101", tool="docker",
          cmd="docker build .", src="https://github.com/boundless-xyz/boundless/issues/871", cls="wrapper"),
        V(head.replace("src/", "src\\") + "\n" + _CARGO_NEW, os="windows"),
    ], cmd="cargo build --release", exit=101, look=look, n=4, extra={"crate": "<<proj>>"})


def _rust_e0425(gid: str, name: str, src: str, look: str = "") -> G:
    head = (f"error[E0425]: cannot find value `{name}` in this scope\n  --> src/<<rsfile>>:<<line>>:<<col>>\n   |\n<<line>> |"
            f"     let x = {name};\n   |             ^^^ not found in this scope\n")
    return G(gid, "cargo", "version", src, [
        head + "\nFor more information about this error, try `rustc --explain E0425`.\n" + _CARGO_NEW,
        V(head + "\n" + _CARGO_OLD, cls="version", src="https://github.com/crazymykl/rust-koans/issues/58"),
        V(head.replace("src/", "src\\"), os="windows"),
    ], cmd="cargo run", exit=101, look=look, n=4, extra={"crate": "<<proj>>"})


def _header(gid: str, header: str, src: str, look: str = "", zh_src: str = "", clang: str = "") -> G:
    """A missing header: the header is what is wrong; the including file and line vary."""
    variants = [
        V(f"<<cfile>>:<<line>>:10: fatal error: {header}: No such file or directory\n   <<line>> | #include <{header}>\n      |"
          "          ^~~~~~~~~~~~~~~\ncompilation terminated.", src=src),
        V(f"<<cfile>>:<<line>>:25: fatal error: {header}: No such file or directory\n #include <{header}>\n"
          "                         ^\ncompilation terminated.\nMakefile:<<n2>>: recipe for target '<<obj>>' failed\nmake[1]: *** "
          "[<<obj>>] Error 1", tool="make", cmd="make", cls="wrapper"),
        V(f"<<cfile>>:<<line>>:10: fatal error: {header}: No such file or directory\ncompilation terminated.\nmake: *** "
          "[Makefile:<<n2>>: <<obj>>] Error 1", tool="make", cmd="make -j<<n>>", cls="wrapper"),
    ]
    if zh_src:
        variants.append(V(f"<<cfile>>:<<line>>:10: 致命错误：{header}：没有那个文件或目录\n编译中断。", locale="zh", src=zh_src,
                          cls="locale"))
    if clang:
        variants.append(V(f"<<cfile>>:<<line>>:10: fatal error: '{header}' file not found\n#include <{header}>\n"
                          "         ^~~~~~~~~~~~~~~\n1 error generated.", os="macos", tool="clang", src=clang, cls="two-programs"))
    return G(gid, "gcc", "wrapper", src, variants, cmd="gcc -c <<cfile>>", look=look, n=max(4, len(variants)))


def _ldlib(gid: str, lib: str, src: str, look: str = "", zh_src: str = "") -> G:
    variants = [
        V(f"/usr/bin/ld: cannot find -l{lib}\ncollect2: error: ld returned 1 exit status", src=src),
        V(f"cc -shared -o lib<<proj>>.so <<obj>> -lpthread -l{lib}\n/usr/bin/ld: cannot find -l{lib}\ncollect2: error: ld "
          "returned 1 exit status\nmake: *** [lib<<proj>>.so] Error 1", tool="make", cls="wrapper"),
        V(f"[ <<n2>>%] Linking C shared library lib<<proj>>.so\n/usr/bin/ld: cannot find -l{lib}: No such file or directory\n"
          "collect2: error: ld returned 1 exit status", tool="cmake", cls="version"),
    ]
    if zh_src:
        variants.append(V(f"/usr/bin/ld: 找不到 -l{lib}\ncollect2: 错误：ld 返回 1", locale="zh", src=zh_src, cls="locale"))
    return G(gid, "ld", "wrapper", src, variants, cmd=f"gcc -o <<proj>> <<cfile>> -l{lib}", os=("linux",), look=look,
             n=max(4, len(variants)))


def _cmake(gid: str, pkg: str, src: str, look: str = "", version: str = "") -> G:
    req = f" (requested\n  version {version})" if version else ""
    body = (f"  By not providing \"Find{pkg}.cmake\" in CMAKE_MODULE_PATH this project has\n  asked CMake to find a package "
            f"configuration file provided by \"{pkg}\", but\n  CMake did not find one.\n\n  Could not find a package "
            f"configuration file provided by \"{pkg}\"{req} with any of\n  the following names:\n\n    {pkg}Config.cmake\n"
            f"    {pkg.lower()}-config.cmake\n\n  Add the installation prefix of \"{pkg}\" to CMAKE_PREFIX_PATH or set\n"
            f"  \"{pkg}_DIR\" to a directory containing one of the above files.  If \"{pkg}\"\n  provides a separate "
            "development package or SDK, be sure it has been\n  installed.")
    return G(gid, "cmake", "multiline", src, [
        f"CMake Error at CMakeLists.txt:<<line>> (find_package):\n{body}",
        V(f"CMake Error at <<root>>/vcpkg/scripts/buildsystems/vcpkg.cmake:<<n2>> (_find_package):\n{body}\nCall Stack (most "
          "recent call first):\n  CMakeLists.txt:<<line>> (find_package)", cls="wrapper",
          src="https://github.com/microsoft/vcpkg/issues/3670"),
        V(f"CMake Error at CMakeLists.txt:<<line>> (find_package):\n{body}\n\n\n-- Configuring incomplete, errors occurred!",
          os="windows"),
    ], cmd="cmake -S . -B build", look=look, n=4)


def _java_main(gid: str, cls_name: str, src: str, look: str = "", zh: bool = True) -> G:
    """A main class the JVM cannot load: the class is what is wrong (Java 8 vs 11+ wording, Chinese)."""
    variants = [
        V(f"Error: Could not find or load main class {cls_name}", src="https://github.com/pbadenski/halik/issues/1"),
        V(f"Error: Could not find or load main class {cls_name}\nCaused by: java.lang.ClassNotFoundException: {cls_name}",
          cls="version"),
        V(f"Error: Could not find or load main class {cls_name}\n\nProcess finished with exit code 1", tool="intellij",
          cls="wrapper", src="https://github.com/pbadenski/halik/issues/1"),
    ]
    if zh:
        variants += [V(f"错误: 找不到或无法加载主类 {cls_name}", locale="zh", src=src, cls="locale"),
                     V(f"错误: 找不到或无法加载主类 {cls_name}\n原因: java.lang.ClassNotFoundException: {cls_name}", locale="zh",
                       src="https://github.com/fupinglee/JavaTools/issues/2", cls="locale")]
    return G(gid, "java", "locale" if zh else "version", src, variants, cmd="java -jar <<proj>>.jar", look=look,
             os=("linux", "macos", "windows"), n=5)


def _cnfe(gid: str, cls_name: str, src: str, look: str = "") -> G:
    return G(gid, "java", "runtime-value", src, [
        f"Exception in thread \"main\" java.lang.ClassNotFoundException: {cls_name}",
        f"Exception in thread \"main\" java.lang.ClassNotFoundException: {cls_name}\n\tat java.net.URLClassLoader.findClass("
        "URLClassLoader.java:381)\n\tat java.lang.ClassLoader.loadClass(ClassLoader.java:424)\n\tat sun.misc.Launcher$App"
        "ClassLoader.loadClass(Launcher.java:331)",
        V(f"[WARNING] \njava.lang.ClassNotFoundException: {cls_name}\n    at java.net.URLClassLoader.findClass (URLClassLoader."
          "java:382)", tool="mvn", cmd=f"mvn -e exec:java -Dexec.mainClass={cls_name}", cls="wrapper",
          src="https://github.com/zznate/cassandra-tutorial/issues/3"),
        V(f"Exception in thread \"<<jthread>>\" java.lang.ClassNotFoundException: {cls_name}\n\tat java.base/jdk.internal."
          "loader.BuiltinClassLoader.loadClass(BuiltinClassLoader.java:641)"),
    ], cmd="java -cp build/classes <<proj>>.Main", look=look, os=("linux", "macos", "windows"), n=4)


def _ucve(gid: str, built: str, runs: Sequence[str], src: str, look: str = "") -> G:
    """Class file too new for the JVM: the class file version it was built for is what is wrong (it names the Java
    the program needs); the runtime that refused it, the class and the thread vary."""
    def msg(i: int) -> str:
        return (f"java.lang.UnsupportedClassVersionError: <<jclass>> has been compiled by a more recent version of the Java "
                f"Runtime (class file version {built}), this version of the Java Runtime only recognizes class file versions "
                f"up to {runs[i % len(runs)]}")
    return G(gid, "java", "runtime-value", src, [
        f"Exception in thread \"main\" {msg(0)}\n        at java.lang.ClassLoader.defineClass1(Native Method)",
        V(f"<<time>>.<<n2>> ERROR         main       o.moqui.i.w.MoquiContextListener Error initializing webapp context: {msg(1)}",
          cls="wrapper", src="https://github.com/moqui/moqui-framework/issues/564"),
        f"Caused by: {msg(2)}",
        V(f"Error: LinkageError occurred while loading main class <<jclassdot>>\n\t{msg(3)}\n\nProcess finished with exit code 1",
          cls="wrapper", src="https://github.com/RankWeis/uppercut/issues/24"),
        V(f"Error: A JNI error has occurred, please check your installation and try again\nException in thread \"main\" {msg(4)}",
          os="windows", src="https://github.com/nelenkov/android-backup-extractor/issues/103"),
    ], cmd="java -jar <<proj>>.jar", look=look, os=("linux", "windows", "macos"), n=5)


def _make_target(gid: str, target: str, needed: str, src: str, look: str = "") -> G:
    by = f", needed by '{needed}'" if needed else ""
    old_by = f", needed by `{needed}'" if needed else ""
    return G(gid, "make", "version", src, [
        f"make: *** No rule to make target '{target}'{by}.  Stop.",
        V(f"make: *** No rule to make target `{target}'{old_by}.  Stop.", os="macos", cls="version"),
        f"make[<<n>>]: *** No rule to make target '{target}'{by}.  Stop.\nmake[<<n>>]: Leaving directory '<<root>>'",
    ], cmd="make", exit=2, look=look, n=4)


GROUPS: list[G] = [
    G("rust-panic-unwrap-expected-value", "cargo", "runtime-value", "https://github.com/PinkD/corplink-rs/issues/73", [
        "thread 'main' panicked at src/<<rsfile>>:<<line>>:<<col>>:\ncalled `Result::unwrap()` on an `Err` value: Error(\"expected "
        "value\", line: 1, column: 1)\nnote: run with `RUST_BACKTRACE=1` environment variable to display a backtrace",
        V("thread 'main' panicked at 'called `Result::unwrap()` on an `Err` value: Syntax(\"expected value\", 1, 1)', src/libcore/"
          "result.rs:1084:5\nnote: Run with `RUST_BACKTRACE=1` environment variable to display a backtrace.", cls="version",
          src="https://github.com/CommuteStream/tflgtfs/issues/26"),
        "thread 'tokio-runtime-worker' panicked at src/<<rsfile>>:<<line>>:<<col>>:\ncalled `Result::unwrap()` on an `Err` value: "
        "Error(\"expected value\", line: 1, column: 1)",
        "thread '<unnamed>' panicked at src/<<rsfile>>:<<line>>:<<col>>:\ncalled `Result::unwrap()` on an `Err` value: Error("
        "\"expected value\", line: 1, column: 1)",
        V("thread 'main' (<<pid>>) panicked at src/<<rsfile>>:<<line>>:<<col>>:\ncalled `Result::unwrap()` on an `Err` value: "
          "Error(\"expected value\", line: 1, column: 1)\nnote: run with `RUST_BACKTRACE=1` environment variable to display a "
          "backtrace", cls="version", src="https://github.com/zff-team/zff-rs/issues/10"),
    ], cmd="./target/release/<<proj>> config.json", exit=101, n=6),
    G("rust-panic-unwrap-none", "cargo", "runtime-value", "https://github.com/machineonamission/uwd2/issues/12", [
        "thread 'main' panicked at src/<<rsfile>>:<<line>>:<<col>>:\ncalled `Option::unwrap()` on a `None` value\nnote: run with "
        "`RUST_BACKTRACE=1` environment variable to display a backtrace",
        V("thread 'main' panicked at src\\<<rsfile>>:<<line>>:<<col>>:\ncalled `Option::unwrap()` on a `None` value", os="windows"),
        V("thread 'main' panicked at 'called `Option::unwrap()` on a `None` value', /cargo/git/checkouts/<<proj>>-<<hex12>>/"
          "<<hex7>>/src/lib.rs:<<line>>:<<col>>", cls="version", src="https://github.com/iustin24/chameleon/issues/23"),
        "thread 'tokio-runtime-worker' panicked at src/<<rsfile>>:<<line>>:<<col>>:\ncalled `Option::unwrap()` on a `None` value",
    ], cmd="cargo run --release", exit=101, look="rust-panic-unwrap-expected-value", n=5),
    _rust_import("rust-e0432-exe-path", "crate::config::exe_path", "no `exe_path` in `config`",
                 "https://github.com/avitran0/deadlocked/issues/113"),
    _rust_import("rust-e0432-hashbrown", "hashbrown", "use of undeclared type or module `hashbrown`",
                 "https://github.com/bifrost-io/bifrost/issues/10", look="rust-e0432-exe-path"),
    _rust_import("rust-e0432-deployments", "crate::deployments::Deployment", "no `Deployment` in `deployments`",
                 "https://github.com/boundless-xyz/boundless/issues/871"),
    _rust_import("rust-e0432-movemask", "crate::arch::x86_64::_mm_movemask_pi8", "no `_mm_movemask_pi8` in `arch::x86_64`",
                 "https://github.com/rust-lang/cargo/issues/9139", look="rust-e0432-deployments"),
    _rust_import("rust-e0432-controller-client", "crate::controller_client", "could not find `controller_client` in the crate root",
                 "https://github.com/CarrotRub/Fit-Launcher/issues/286", look="rust-e0432-movemask"),
    _rust_e0425("rust-e0425-state", "state", "https://github.com/clickswave/mach/issues/2"),
    _rust_e0425("rust-e0425-val", "val", "https://github.com/betrusted-io/xous-core/issues/19", look="rust-e0425-state"),
    _rust_e0425("rust-e0425-double-underscore", "__", "https://github.com/crazymykl/rust-koans/issues/58"),
    _rust_e0425("rust-e0425-auto", "Auto", "https://github.com/nccgroup/scrying/issues/35", look="rust-e0425-double-underscore"),
    G("rust-linker-cc-not-found", "cargo", "version", "https://github.com/nexus-xyz/nexus-cli/issues/176", [
        "   Compiling libc v0.2.<<n2>>\n   Compiling proc-macro2 v1.0.<<n2>>\nerror: linker `cc` not found\n  |\n  = note: No such file "
        "or directory (os error 2)\n\nerror: could not compile `<<crate>>` (build script) due to 1 previous error\nwarning: build "
        "failed, waiting for other jobs to finish...",
        V("error: linker `cc` not found\n  |\n  = note: No such file or directory (os error 2)\n\nerror: could not compile "
          "`<<crate>>` due to previous error\nwarning: build failed, waiting for other jobs to finish...", cls="version",
          src="https://github.com/alacritty/alacritty/issues/6099"),
        V("[ERROR rust_analyzer::main_loop] FetchBuildDataError:\nerror: linker `cc` not found\n  |\n  = note: No such file or "
          "directory (os error 2)", tool="rust-analyzer", src="https://github.com/rust-lang/rust-analyzer/issues/14418", cls="wrapper"),
        V("error: linker `cc` not found\n  |\n  = note: No such file or directory (os error 2)\n\nerror: could not compile "
          "`<<crate>>` (build script) due to 1 previous error\nerror: failed to compile `<<proj>> v<<ver>>`, intermediate artifacts "
          "can be found at `/tmp/cargo-install<<hex7>>`.", cmd="cargo install <<proj>>",
          src="https://github.com/mfontanini/presenterm/issues/28"),
    ], cmd="cargo build", exit=101, os=("linux",), n=5, extra={"crate": "<<crate2>>"}),
    G("go-cannot-find-main-module", "go", "version", "https://github.com/rikkihamano/v2gen/issues/1", [
        "go: cannot find main module, but found .git/config in <<root>>\n\tto create a module there, run:\n\tgo mod init",
        V("go: cannot find main module, but found .git/config in <<root>>\n\tto create a module there, run:\n\tcd .. && go mod "
          "init\nmake: *** [Makefile:3: <<proj>>] Error 1", tool="make", cmd="make", src="https://github.com/RRethy/vim-hexokinase/issues/63",
          cls="wrapper"),
        V("go: cannot find main module; see 'go help modules'", cls="version", src="https://github.com/golang/go/issues/31997"),
        V("go: cannot find main module, but found .git/config in <<root>>\n\tto create a module there, run:\n\tgo mod init",
          os="windows"),
    ], cmd="go build -o ./<<proj>>", n=5),
    G("go-main-module-gopkg-lock", "go", "version", "https://github.com/direnv/direnv/issues/548", [
        "go: cannot find main module, but found Gopkg.lock in <<root>>\n\tto create a module there, run:\n\tgo mod init",
    ], cmd="go build", look="go-cannot-find-main-module", n=3),
    G("go-panic-index-out-of-range", "go", "runtime-value", "https://github.com/rdkr/oniongen-go/issues/7", [
        "panic: runtime error: index out of range [1] with length 1\n\ngoroutine <<goroutine>> [running]:\nmain.main()\n\t<<root>>/"
        "main.go:<<line>> +0x<<hex7>>\nexit status 2",
        V("panic: runtime error: index out of range\n\ngoroutine 1 [running]:\nmain.main()\n        Server.go:<<line>> +0x<<hex7>>",
          cls="version", src="https://github.com/SaturnsVoid/GoBot2/issues/6"),
        "panic: runtime error: index out of range [0] with length 0\n\ngoroutine <<goroutine>> [running]:\nmain.main()\n\t<<root>>/"
        "main.go:<<line>> +0x<<hex7>>",
    ], cmd="go run main.go", exit=2, n=5),
    _header("gcc-missing-postgres-fe-h", "postgres_fe.h", "https://github.com/aliyun/rds_dbsync/issues/137",
            zh_src="https://github.com/aliyun/rds_dbsync/issues/137"),
    _header("gcc-missing-lib-re-h", "lib/re.h", "https://github.com/jjwang/HanOS/issues/1", look="gcc-missing-postgres-fe-h",
            zh_src="https://github.com/jjwang/HanOS/issues/1"),
    _header("gcc-missing-openssl-ssl-h", "openssl/ssl.h", "https://github.com/vanilla-wiiu/vanilla/issues/40",
            clang="https://github.com/cesanta/ssl_wrapper/issues/9"),
    _header("gcc-missing-openssl-opensslv-h", "openssl/opensslv.h", "https://github.com/MiCode/Xiaomi_Kernel_OpenSource/issues/2527",
            look="gcc-missing-openssl-ssl-h"),
    _header("gcc-missing-sys-msg-h", "sys/msg.h", "https://github.com/nardholio/cve-2016-0728/issues/1"),
    _header("gcc-missing-file-disvar-h", "file_disvar.h", "https://github.com/mburkley/mltt/issues/27", look="gcc-missing-sys-msg-h"),
    _header("gcc-missing-pose6d-h", "sfast_lio/Pose6D.h", "https://github.com/zlwang7/S-FAST_LIO/issues/26"),
    _header("gcc-missing-vgmstream-h", "../vgmstream.h", "https://github.com/jchv/deadbeef-vgmstream/issues/2",
            look="gcc-missing-pose6d-h"),
    G("gcc-source-file-missing", "gcc", "non-file-path", "https://github.com/lh3/fermi-lite/issues/17", [
        "cc1: fatal error: <<cname>>: No such file or directory\ncompilation terminated.",
        "gcc -Wall -O2 <<cname>> -o <<proj>> -lz -lm\ncc1: fatal error: <<cname>>: No such file or directory\ncompilation "
        "terminated.",
    ], cmd="gcc -Wall -O2 <<cname>> -o <<proj>>", n=4),
    _ldlib("ld-cannot-find-mysqlclient", "mysqlclient", "https://github.com/markparticle/WebServer/issues/77",
           zh_src="https://github.com/markparticle/WebServer/issues/77"),
    _ldlib("ld-cannot-find-fastcommon", "fastcommon", "https://github.com/happyfish100/libserverframe/issues/3",
           look="ld-cannot-find-mysqlclient"),
    _ldlib("ld-cannot-find-ubox", "ubox", "https://github.com/txomon/ubus/issues/2"),
    _ldlib("ld-cannot-find-bcm-host", "bcm_host", "https://github.com/SethRobinson/proton/issues/5", look="ld-cannot-find-ubox"),
    _ldlib("ld-cannot-find-cryptoupnpc", "Cryptoupnpc-static", "https://github.com/amjuarez/bytecoin/issues/160"),
    _ldlib("ld-cannot-find-dso", "dso", "https://github.com/mlaaks/coherent-rtlsdr/issues/2", look="ld-cannot-find-cryptoupnpc"),
    _ldlib("ld-cannot-find-misc-gpp3", "Misc.g++-3", "https://github.com/KeckCAVES/Vrui/issues/5"),
    _ldlib("ld-cannot-find-stdcpp", "stdc++", "https://github.com/ccsb-scripps/AutoDock-Vina/issues/86", look="ld-cannot-find-misc-gpp3"),
    G("ld-undefined-pthread-create", "ld", "locale", "https://github.com/tong-hao/tech-log/issues/196", [
        "/usr/bin/ld: /tmp/cc<<hex8>>.o: in function `main':\n<<cname>>:(.text+0x<<n2>>): undefined reference to `pthread_create'\n"
        "collect2: error: ld returned 1 exit status",
        V("<<cname>>:(.text+0x<<n2>>): undefined reference to `pthread_create'", src="https://github.com/vbooter/DDoS-Scripts/issues/3"),
        V("obj/<<proj>>.o: In function `main':\n<<cname>>:(.text+0x<<n2>>): undefined reference to `pthread_create'\ncollect2: "
          "error: ld returned 1 exit status\nMakefile:46: recipe for target 'bin/<<proj>>' failed\nmake: *** [bin/<<proj>>] Error 1",
          tool="make", cls="version", src="https://github.com/google/highwayhash/issues/60"),
        V("/usr/bin/ld: /tmp/cc<<hex8>>.o: in function `main':\n<<cname>>:(.text+0x<<n2>>): 对‘pthread_create’未定义的引用\n"
          "collect2: 错误：ld 返回 1", locale="zh", src="https://github.com/tong-hao/tech-log/issues/196"),
    ], cmd="gcc <<cname>> -o <<proj>>", os=("linux",), n=5),
    G("ld-pthread-dso-missing", "ld", "multiline", "https://github.com/luoyetx/mini-caffe/issues/103", [
        "/usr/bin/ld: CMakeFiles/<<proj>>.dir/<<cname>>.o: undefined reference to symbol 'pthread_create@@GLIBC_2.2.5'\n"
        "//lib/x86_64-linux-gnu/libpthread.so.0: error adding symbols: DSO missing from command line\ncollect2: error: ld returned "
        "1 exit status",
    ], cmd="make", os=("linux",), look="ld-undefined-pthread-create", n=4),
    _cmake("cmake-find-package-clp", "Clp", "https://github.com/coin-or/Clp/issues/250"),
    _cmake("cmake-find-package-kuku", "Kuku", "https://github.com/microsoft/APSI/issues/54", look="cmake-find-package-clp",
           version="2.1.0"),
    _cmake("cmake-find-package-coordgen", "coordgen", "https://github.com/schrodinger/coordgenlibs/issues/134"),
    _cmake("cmake-find-package-geogram", "Geogram", "https://github.com/AdaptiveCpp/AdaptiveCpp/issues/1456",
           look="cmake-find-package-coordgen"),
    _cmake("cmake-find-package-gmic", "Gmic", "https://github.com/c-koi/gmic-qt/issues/206"),
    _cmake("cmake-find-package-nana", "nana", "https://github.com/microsoft/vcpkg/issues/3670", look="cmake-find-package-gmic"),
    _cmake("cmake-find-package-ignition", "ignition-cmake0", "https://github.com/gazebosim/gz-cmake/issues/5"),
    _cmake("cmake-find-package-acetk", "ACEtk", "https://github.com/njoy/ACEtk/issues/24", look="cmake-find-package-ignition"),
    _cmake("cmake-find-package-libconfigpp", "libconfig++", "https://github.com/hyperrealm/libconfig/issues/143"),
    _cmake("cmake-find-package-robotis", "robotis_manipulator", "https://github.com/BlackTea-Csu/AssemblyLine/issues/1",
           look="cmake-find-package-libconfigpp"),
    _java_main("java-main-jbossexp", "com.jbossexp.Main", "https://github.com/fupinglee/JavaTools/issues/2"),
    _java_main("java-main-appstartup", "fun.fireline.AppStartUp", "https://github.com/cseroad/Exp-Tools/issues/3",
               look="java-main-jbossexp"),
    _java_main("java-main-xg-ntai", "com.xg.ntai.ui.MainApplication", "https://github.com/xiaogang000/XG_NTAI/issues/11"),
    _java_main("java-main-hangout", "com.ctrip.ops.sysdev.core.Main", "https://github.com/childe/hangout/issues/107",
               look="java-main-xg-ntai"),
    _java_main("java-main-human", "Human", "https://github.com/pbadenski/halik/issues/1", zh=False),
    G("java-main-jar-without-flag", "java", "locale", "https://github.com/SerendipityR-2022/EndMinecraftPlusV2/issues/16", [
        V("错误: 找不到或无法加载主类 <<home>>\\Desktop\\<<proj>>\\<<proj>>.jar", locale="zh"),
        V("Error: Could not find or load main class <<home>>\\Desktop\\<<proj>>\\<<proj>>.jar"),
        V("\"C:\\Program Files\\Java\\jre1.8.0_341\\bin\\java.exe\" -Xmx1G \"<<home>>\\Desktop\\<<proj>>\\<<proj>>.jar\"\n错误: "
          "找不到或无法加载主类 <<home>>\\Desktop\\<<proj>>\\<<proj>>.jar", locale="zh", cls="wrapper"),
    ], cmd="java -Xmx1G <<proj>>.jar", os=("windows",), look="java-main-human", n=4),
    _cnfe("java-cnfe-access2csv-driver", "access2csv.Driver", "https://github.com/AccelerationNet/access2csv/issues/2"),
    _cnfe("java-cnfe-acsrunner", "ACSRunner", "https://github.com/thiagodnf/jacof/issues/1", look="java-cnfe-access2csv-driver"),
    _cnfe("java-cnfe-tutorial-runner", "com.datastax.tutorial.TutorialRunner", "https://github.com/zznate/cassandra-tutorial/issues/3"),
    _cnfe("java-cnfe-clarity-main", "skadistats.clarity.analyzer.Main", "https://github.com/spheenik/clarity-analyzer/issues/20",
          look="java-cnfe-tutorial-runner"),
    G("java-oom-heap-space", "java", "runtime-value", "https://github.com/ac2cz/FoxTelem/issues/227", [
        "Exception in thread \"<<jthread>>\" java.lang.OutOfMemoryError: Java heap space",
        V("Exception in thread \"<<jthread>>\" java.lang.OutOfMemoryError: Java heap space\nERROR - OutOfMemoryError in pass: "
          "CodeShrinker in method: l.a(java.util.ArrayList, java.lang.String):void java.lang.OutOfMemoryError: Java heap space",
          tool="jadx", src="https://github.com/skylot/jadx/issues/8", cls="wrapper"),
        V("java.lang.OutOfMemoryError: Java heap space\nDumping heap to java_pid<<pid>>.hprof ...\nHeap dump file created "
          "[<<n2>><<pid>> bytes in <<n2>>.497 secs]\n\nException: java.lang.OutOfMemoryError thrown from the UncaughtException"
          "Handler in thread \"<<jthread>>\"", src="https://github.com/jonelo/jacksum/issues/30"),
        V("Exception: java.lang.OutOfMemoryError thrown from the UncaughtExceptionHandler in thread \"Update Scheduler\"\n"
          "Exception in thread \"I/O dispatcher <<n>>\" java.lang.OutOfMemoryError: Java heap space",
          src="https://github.com/vaimee/SEPA/issues/18"),
    ], cmd="java -Xmx512m -jar <<proj>>.jar", os=("linux", "windows", "macos"), n=6),
    _ucve("java-ucve-61", "61.0", ("52.0", "55.0"), "https://github.com/rabume/cs2-dma-radar/issues/16"),
    _ucve("java-ucve-55", "55.0", ("52.0",), "https://github.com/idealo/mongodb-performance-test/issues/16", look="java-ucve-61"),
    _ucve("java-ucve-65", "65.0", ("61.0",), "https://github.com/vinceglb/FileKit/issues/530", look="java-ucve-55"),
    G("gradle-compile-java-failed", "gradle", "wrapper", "https://github.com/Drivemode/MediaFacade/issues/3", [
        "FAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':app:compileDebugJavaWithJavac'.\n"
        "> Compilation failed; see the compiler error output for details.\n\n* Try:\nRun with --info or --debug option to get more "
        "log output.",
        V("Error:Execution failed for task ':app:compileDebugJavaWithJavac'.\n> Compilation failed; see the compiler error output "
          "for details.", tool="android-studio", src="https://github.com/pipelka/roboTV/issues/24"),
        "> Task :app:compileDebugJavaWithJavac FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution "
        "failed for task ':app:compileDebugJavaWithJavac'.\n> Compilation failed; see the compiler error output for details.",
    ], cmd="./gradlew assembleDebug", os=("linux", "macos", "windows"), n=5),
    _make_target("make-no-rule-obj", "obj", "all", "https://github.com/chineseocr/table-ocr/issues/6"),
    _make_target("make-no-rule-main-c", "main.c", "hello", "https://github.com/nix-community/home-manager/issues/2156",
                 look="make-no-rule-obj"),
    _make_target("make-no-rule-setup", "setup", "", "https://github.com/citahub/cita/issues/140"),
    _make_target("make-no-rule-packet-j2735", "packet-j2735.c", "register.c", "https://github.com/wayties/wireshark/issues/4",
                 look="make-no-rule-setup"),
]

GROUPS += [
    _rust_e0425("rust-e0425-in-module", "m_bIsScoped", "https://github.com/superyu1337/radarflow2/issues/30", look="rust-e0425-auto"),
    G("rust-unresolved-import-ancient", "cargo", "version", "https://github.com/murarth/rusti/issues/11", [
        "src/rusti/input.rs:16:5: 16:25 error: unresolved import `std::thread::Builder`. Could not find `thread` in `std`\n"
        "src/rusti/input.rs:16 use std::thread::Builder;\n                          ^~~~~~~~~~~~~~~~~~~~\nerror: aborting due to "
        "2 previous errors\nCould not compile `rusti`.",
        "src/rusti/exec.rs:20:5: 20:25 error: unresolved import `std::thread::Builder`. Could not find `thread` in `std`",
    ], cmd="cargo build", exit=101, look="rust-e0432-hashbrown", n=4),
    G("go-build-main-no-module-path", "go", "version", "https://github.com/golang/go/issues/26929", [
        "build main: cannot find module for path main", "go: build main: cannot find module for path main",
    ], cmd="go run main.go", look="go-main-module-gopkg-lock", n=3),
    G("go-exec-not-found-in-path", "go", "non-file-path", "https://github.com/metafates/pat/issues/2", [
        "exec: \"Fish\": executable file not found in $PATH", "Error: exec: \"Fish\": executable file not found in $PATH",
    ], cmd="pat", n=4),
    G("ld-cannot-find-absolute-so", "ld", "non-file-path", "https://github.com/Thorsten-Sick/vdfuse/issues/5", [
        "/usr/bin/ld: cannot find -l:/usr/lib/virtualbox/VBoxDDU.so\ncollect2: error: ld returned 1 exit status\nstrip: 'vdfuse': "
        "No such file\nCompile Failed!",
        "/usr/bin/ld: cannot find -l:/usr/lib/virtualbox/VBoxDDU.so\ncollect2: error: ld returned 1 exit status",
    ], cmd="./vdbuild_new", os=("linux",), look="ld-cannot-find-stdcpp", n=4),
    G("collect2-cannot-find-ld", "gcc", "everyday", "https://github.com/wwmm/easyeffects/issues/2194", [
        "collect2: fatal error: cannot find ‘ld’\ncompilation terminated.",
        "[<<n2>>/<<n2>>] Linking target src/<<proj>>\nFAILED: src/<<proj>>\ncollect2: fatal error: cannot find ‘ld’\ncompilation "
        "terminated.\nninja: build stopped: subcommand failed.",
    ], cmd="ninja -C _build", os=("linux",), look="ld-cannot-find-absolute-so", n=4),
    G("cmake-package-found-false", "cmake", "multiline", "https://github.com/AcademySoftwareFoundation/Imath/issues/357", [
        "CMake Error at CMakeLists.txt:<<line>> (find_package):\n  Found package configuration file:\n\n    <<home>>/systems/Imath/"
        "3.1.9/lib/cmake/Imath/ImathConfig.cmake\n\n  but it set Imath_FOUND to FALSE so package \"Imath\" is considered to be NOT\n"
        "  FOUND.",
    ], cmd="cmake ..", look="cmake-find-package-robotis", n=4),
    _ucve("java-ucve-58", "58.0", ("56.0",), "https://github.com/willowtreeapps/catalyst-slack-service/issues/65",
          look="java-ucve-65"),
    G("java-noclassdef-mail", "java", "multiline", "https://github.com/medallia/Word2VecJava/issues/43", [
        "Exception in thread \"main\" java.lang.NoClassDefFoundError: groep3/Mail/Mail\n\tat com.mycompany.app.TestMail.main("
        "TestMail.java:<<line>>)\nCaused by: java.lang.ClassNotFoundException: groep3.Mail.Mail\n\tat java.net.URLClassLoader."
        "findClass(URLClassLoader.java:381)\n\tat java.lang.ClassLoader.loadClass(ClassLoader.java:424)",
        V("Exception in thread \"main\" java.lang.NoClassDefFoundError: groep3/Mail/Mail\nCaused by: java.lang.ClassNotFound"
          "Exception: groep3.Mail.Mail\n    at java.net.URLClassLoader$1.run(Unknown Source)\nCould not find the main class: "
          "groep3.Mail.Mail. Program will exit.", cls="version", src="https://github.com/Diablo-D3/DiabloMiner/issues/57"),
    ], cmd="java -cp target/classes com.mycompany.app.TestMail", look="java-cnfe-clarity-main", n=4),
]
