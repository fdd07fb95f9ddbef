"""Field set 7: build systems and native toolchains (make in Chinese, Meson, Bazel, Arduino and
PlatformIO, Perl's @INC, Nix) and crashes reported by a Chinese shell. Each message is copied from
the thread in `src`."""

from fieldspec import G, Q, V

_SEGV = "https://github.com/tensorflower/seetaFace6Python/issues/24"
_ARDUINO_TAIL = "\ncompilation terminated.\nexit status 1"

GROUPS = [
    G("make-zh-no-rule-vel-check", "make", "locale", "https://github.com/osudrl/cassie-mujoco-sim/issues/12",
      ["make: *** 没有规则可制作目标“vel_check.c”，由“vel_check” 需求。 停止。"], cmd="make test", exit=2,
      os=("linux",), locale="zh"),
    G("make-zh-no-rule-fixdep", "make", "locale", "https://github.com/WUSTL-CSPL/RT-TEE/issues/2",
      ["*** 没有规则可制作目标“fixdep”，由“__build” 需求"], cmd="source start_qemu.txt", exit=2, os=("linux",),
      locale="zh", look="make-zh-no-rule-vel-check"),
    G("make-no-rule-obj-depend", "make", "everyday", "https://github.com/CMU-SAFARI/ramulator/issues/114",
      ["make: *** No rule to make target 'obj/.depend', needed by 'depend'.  Stop."], cmd="make -j", exit=2,
      look="make-zh-no-rule-fixdep"),
    G("segfault-core-dumped-zh", "python", "locale", _SEGV,
      ["段错误 (核心已转储)",
       V("段错误 (核心已转储)", src="https://github.com/hailanyi/3D-Detection-Tracking-Viewer/issues/16",
         cmd="python3 kitti_3D_detection_viewer.py"),
       V("<<pid>> 段错误 (核心已转储)", src="https://github.com/frcchang/zpar/issues/12", tool="zpar",
         cmd="./dist/zpar.zh ./models/chinese -oc", cls="runtime-value")],
      cmd="python face_detect_demo.py", exit=139, os=("linux",), locale="zh"),
    G("aborted-core-dumped-zh", "python", "locale", "https://github.com/davidweidawang/MARL-UAVs-Targets-Tracking/issues/7",
      ["已放弃（核心已转储）"], cmd="python main.py", exit=134, os=("linux",), locale="zh",
      look="segfault-core-dumped-zh"),
    G("meson-dependency-foo-not-found", "meson", "version", "https://github.com/mesonbuild/meson/pull/4587",
      ["Dependency foo found: NO (tried pkgconfig)\n\nmeson.build:4:0: ERROR:  Dependency foo not found: CMake not found.",
       "Dependency foo found: NO (tried pkgconfig)\n\nmeson.build:4:0: ERROR:  Dependency \"foo\" not found, tried pkgconfig"],
      cmd="meson setup build", os=("linux", "macos")),
    G("meson-dependency-fmt-not-found", "meson", "everyday", "https://github.com/guysherman/jack-passthrough/issues/3",
      ["Run-time dependency fmt found: NO (tried pkgconfig and cmake)"], cmd="meson setup build", os=("linux",),
      look="meson-dependency-foo-not-found"),
    G("perl-inc-module-install-missing", "perl", "multiline", "https://github.com/kazuho/p5-Class-Accessor-Lite/issues/13",
      ["Can't locate inc/Module/Install.pm in @INC (you may need to install the inc::Module::Install module) (@INC contains: "
       "<<home>>/perl5/perlbrew/perls/perl-5.30.0/lib/site_perl/5.30.0/x86_64-linux-multi "
       "<<home>>/perl5/perlbrew/perls/perl-5.30.0/lib/site_perl/5.30.0 <<home>>/perl5/perlbrew/perls/perl-5.30.0/lib/5.30.0/"
       "x86_64-linux-multi <<home>>/perl5/perlbrew/perls/perl-5.30.0/lib/5.30.0) at Makefile.PL line 2.\n"
       "BEGIN failed--compilation aborted at Makefile.PL line 2.",
       V("Can't locate inc/Module/Install.pm in @INC (you may need to install the inc::Module::Install module) (@INC contains: "
         "<<home>>/perl5/perlbrew/perls/perl-5.20.0/lib/site_perl/5.20.0/x86_64-linux "
         "<<home>>/perl5/perlbrew/perls/perl-5.20.0/lib/site_perl/5.20.0 <<home>>/perl5/perlbrew/perls/perl-5.20.0/lib/5.20.0/"
         "x86_64-linux <<home>>/perl5/perlbrew/perls/perl-5.20.0/lib/5.20.0 .) at Makefile.PL line 2.\n"
         "BEGIN failed--compilation aborted at Makefile.PL line 2.", src="https://github.com/bobtfish/text-markdown/issues/34")],
      cmd="perl Makefile.PL", exit=2, os=("linux",)),
    G("perl-inc-vimana-missing", "perl", "version", "https://github.com/c9s/Vimana/issues/9",
      ["Can't locate Vimana.pm in @INC (@INC contains: /Library/Perl/Updates/5.10.0 /System/Library/Perl/5.10.0/"
       "darwin-thread-multi-2level /System/Library/Perl/5.10.0 /Library/Perl/5.10.0/darwin-thread-multi-2level "
       "/Library/Perl/5.10.0 /Network/Library/Perl/5.10.0/darwin-thread-multi-2level /Network/Library/Perl/5.10.0 "
       "/Network/Library/Perl /System/Library/Perl/Extras/5.10.0/darwin-thread-multi-2level "
       "/System/Library/Perl/Extras/5.10.0 .) at /opt/local/bin/vimana line 4.\nBEGIN failed--compilation aborted at "
       "/opt/local/bin/vimana line 4."],
      cmd="vimana search nerd", exit=2, os=("macos",), look="perl-inc-module-install-missing"),
    G("bazel-no-package-llama", "bazel", "multiline", "https://github.com/zml/zml/issues/291",
      ["ERROR: Skipping '//llama:Llama-3.2-1B-Instruct': no such package 'llama': BUILD file not found in any of the "
       "following directories. Add a BUILD file to a directory to mark it as a package.\n - llama\n"
       "ERROR: no such package 'llama': BUILD file not found in any of the following directories. Add a BUILD file to a "
       "directory to mark it as a package.\n - llama"],
      cmd="bazel run --config=release //llama:Llama-3.2-1B-Instruct", exit=1, os=("linux",)),
    G("bazel-no-package-root", "bazel", "multiline", "https://github.com/bazelbuild/bazel/issues/24750",
      ["ERROR: Skipping '//:hello': no such package '': BUILD file not found in any of the following directories. Add a "
       "BUILD file to a directory to mark it as a package.\n - <<root>>\nWARNING: Target pattern parsing failed.\n"
       "ERROR: no such package '': BUILD file not found in any of the following directories. Add a BUILD file to a "
       "directory to mark it as a package.\n - <<root>>"],
      cmd="bazel build //:hello", look="bazel-no-package-llama"),
    G("bazel-no-package-lib", "bazel", "multiline", "https://github.com/bazelruby/rules_ruby/issues/3",
      ["ERROR: <<root>>/examples/spec/foo/BUILD.bazel:6:1: no such package 'lib': BUILD file not found in any of the "
       "following directories. Add a BUILD file to a directory to mark it as a package.\n - <<root>>/lib and referenced by "
       "'//examples/spec/foo:version_test'"],
      cmd="bazel build //...:all", os=("macos",), look="bazel-no-package-root"),
    G("arduino-header-sd-missing", "arduino-ide", "multiline", "https://github.com/dhansel/Altair8800/issues/2",
      ["sketch/host_due.cpp:33:16: fatal error: SD.h: No such file or directory\n #include <SD.h>\n                ^"
       + _ARDUINO_TAIL + "\nError compiling for board Arduino Due (Programming Port)."],
      cmd="arduino --verify Altair8800.ino", os=("linux", "windows")),
    G("arduino-header-lifter-missing", "arduino-ide", "multiline", "https://github.com/Berg0162/simcline/issues/1",
      ["try_one:56:10: fatal error: Lifter.h: No such file or directory\n\n   56 | #include <Lifter.h>\n\n"
       "      |          ^~~~~~~~~~\n\ncompilation terminated.\n\nexit status 1\n\nLifter.h: No such file or directory"],
      cmd="arduino --verify try_one.ino", os=("windows",), look="arduino-header-sd-missing"),
    G("arduino-header-arduino-h-missing", "arduino-ide", "locale", "https://github.com/rogerclarkmelbourne/Arduino_STM32/issues/919",
      ["<<home>>\\AppData\\Local\\Temp\\arduino\\sketches\\<<hex8>>\\sketch\\DMD_LIBRARY.ino.cpp:1:21: fatal error: "
       "Arduino.h: No such file or directory\n #include <Arduino.h>\n                     ^" + _ARDUINO_TAIL
       + "\n\nCompilation error: exit status 1",
       V("sketch\\sketch_aug10a.ino.cpp:1:21: fatal error: Arduino.h: No such file or directory\n #include <Arduino.h>\n"
         "                     ^" + _ARDUINO_TAIL + "\nFehler beim Kompilieren.",
         src="https://github.com/eaconner/ATmega32-Arduino/issues/7")],
      cmd="arduino-cli compile", os=("windows",), look="arduino-header-lifter-missing"),
    G("platformio-header-iostream-missing", "platformio", "multiline", "https://github.com/platformio/platformio-home/issues/2169",
      ["src/main.cpp:12:20: fatal error: iostream: No such file or directory\ncompilation terminated.\n"
       "*** [.pio/build/megaatmega2560/src/main.cpp.o] Error 1"],
      cmd="pio run", os=("linux", "windows", "macos"), look="arduino-header-arduino-h-missing"),
    G("nix-attribute-alex-missing", "nix-shell", "multiline", "https://github.com/NixOS/nix/issues/5927",
      ["error: attribute 'alex' missing\n\n       at /nix/store/<<nixhash>>-source/overlays/haskell.nix:554:34:"],
      cmd="nix-shell", os=("linux", "macos"), extra={"nixhash": "8n76c1c3nz2wl6dzxmxdz2y5xrx70flw"}),
    G("nix-attribute-environment-missing", "nix-build", "version", "https://github.com/input-output-hk/jormungandr-nix/issues/70",
      ["error: attribute 'environment' missing, at <<home>>/jormungandr-nix/default.nix:21:73\n"
       "(use '--show-trace' to show detailed location information)"],
      cmd="nix-shell", os=("linux",), look="nix-attribute-alex-missing"),
]

QUERIES = [
    Q("make can't find how to build vel_check.c for the test target", "make-zh-no-rule-vel-check", "plain"),
    Q("make test 缺少 vel_check.c 文件", "make-zh-no-rule-vel-check", "zh"),
    Q("qemu start script build stops, make has no rule for fixdep", "make-zh-no-rule-fixdep", "plain"),
    Q("编译 qemu 时 fixdep 没有规则", "make-zh-no-rule-fixdep", "zh"),
    Q("ramulator make -j fails on obj/.depend", "make-no-rule-obj-depend", "plain"),
    Q("ramulator 编译 obj/.depend 目标不存在", "make-no-rule-obj-depend", "zh"),
    Q("python program crashes with segmentation fault on ubuntu chinese locale", "segfault-core-dumped-zh", "plain"),
    Q("程序运行直接段错误崩溃", "segfault-core-dumped-zh", "zh"),
    Q("main.py aborts and dumps core", "aborted-core-dumped-zh", "plain"),
    Q("运行 main.py 程序被中止 核心转储", "aborted-core-dumped-zh", "zh"),
    Q("meson setup can't find dependency foo with pkg-config", "meson-dependency-foo-not-found", "plain"),
    Q("meson 找不到依赖 foo", "meson-dependency-foo-not-found", "zh"),
    Q("meson setup can't find the fmt library", "meson-dependency-fmt-not-found", "plain"),
    Q("meson 配置时找不到 fmt 库", "meson-dependency-fmt-not-found", "zh"),
    Q("perl Makefile.PL needs Module::Install from inc", "perl-inc-module-install-missing", "plain"),
    Q("perl Makefile.PL 缺少 Module::Install 模块", "perl-inc-module-install-missing", "zh"),
    Q("vimana command can't load its own perl module after cpanm", "perl-inc-vimana-missing", "plain"),
    Q("cpanm 装完 vimana 运行说找不到模块", "perl-inc-vimana-missing", "zh"),
    Q("bazel run llama example says no BUILD file", "bazel-no-package-llama", "plain"),
    Q("bazel 运行 llama 例子提示缺 BUILD 文件", "bazel-no-package-llama", "zh"),
    Q("bazel tutorial //:hello no package at workspace root", "bazel-no-package-root", "plain"),
    Q("bazel 教程里 //:hello 根目录没有 BUILD", "bazel-no-package-root", "zh"),
    Q("rules_ruby example references lib package that has no BUILD", "bazel-no-package-lib", "plain"),
    Q("rules_ruby 示例引用的 lib 包没有 BUILD 文件", "bazel-no-package-lib", "zh"),
    Q("arduino due sketch missing SD library header", "arduino-header-sd-missing", "plain"),
    Q("arduino due 编译缺 SD 库头文件", "arduino-header-sd-missing", "zh"),
    Q("arduino sketch can't include Lifter library", "arduino-header-lifter-missing", "plain"),
    Q("arduino 找不到 Lifter 库", "arduino-header-lifter-missing", "zh"),
    Q("stm32 sketch build can't find Arduino.h", "arduino-header-arduino-h-missing", "plain"),
    Q("stm32 程序编译找不到 Arduino.h", "arduino-header-arduino-h-missing", "zh"),
    Q("platformio mega2560 build can't include iostream", "platformio-header-iostream-missing", "plain"),
    Q("platformio 给 mega2560 编译没有 iostream", "platformio-header-iostream-missing", "zh"),
    Q("nix-shell haskell.nix overlay has no alex attribute", "nix-attribute-alex-missing", "plain"),
    Q("nix-shell 报 haskell.nix 里缺 alex 属性", "nix-attribute-alex-missing", "zh"),
    Q("jormungandr-nix default.nix environment attribute undefined", "nix-attribute-environment-missing", "plain"),
    Q("jormungandr-nix 的 default.nix 缺 environment 属性", "nix-attribute-environment-missing", "zh"),
]
