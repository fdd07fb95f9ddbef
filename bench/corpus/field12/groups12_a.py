"""Field set 12, part a: BEAM and Haskell toolchains (Gleam, rebar, GHC through stack), BSD, Gentoo
and Guix package tools. Each group's message is copied from the thread in `src`; only `<<slot>>`
parts vary between instances. Queries: one in plain English, one in Chinese per group."""

from fieldspec import G, Q, V

_GLEAM_OS = """  Compiling <<proj>>
error: Unknown module
  ┌─ <<root>>/src/<<proj>>.gleam:4:1
  │
4 │ import gleam/os
  │ ^^^^^^^^^^^^^^^

No module has been found with the name `gleam/os`."""

_GLEAM_ITERATOR = """  Compiling stdin
error: Unknown module
  ┌─ <<root>>/build/packages/stdin/src/stdin.gleam:2:1
  │
2 │ import gleam/iterator
  │ ^^^^^^^^^^^^^^^^^^^^^

No module has been found with the name `gleam/iterator`."""

_GLEAM_ERLANG_FILE = """error: Unknown module
 ┌─ <<root>>/src/<<proj>>.gleam:3:1
 │
3 │ import gleam/erlang/file
 │ ^^^^^^^^^^^^^^^^^^^^^^^^

No module has been found with the name `gleam/erlang/file`."""

_GLEAM_SHOULD = """error: Unknown import
  ┌─ <<root>>/test/my_lib_test.gleam:2:8
  │
2 │ import gleam/should
  │        ^^^^^^^^^^^^ did you mean `my_lib`?

The module `my_lib_test` is trying to import the module `gleam/should`,
but it cannot be found."""

_GLEAM_DYNAMIC = """error: Unknown module value
   ┌─ <<root>>/src/gleescript.gleam:77:35
   │
77 │   let assert Ok(result) = dynamic.result(Ok, Ok)(result)
   │                                   ^^^^^^

The module `gleam/dynamic` does not have a `result` value."""

_GHC_LENS = """samples/extensible-neural.lhs:<<line>>:3: error:
    Could not find module ‘Lens.Micro.TH’
    Perhaps you meant
      Lens.Micro (from microlens-0.4.9.1)
      Lens.Micro.Type (from microlens-0.4.9.1)
    Use -v to see a list of the files searched for."""

_GHC_BUILDPLAN = """src/Stack2nix/External/Stack.hs:<<line>>:1: error:
    Could not find module ‘Stack.Types.BuildPlan’
    Perhaps you meant Stack.Types.Build (from stack-2.1.1.1)
    Use -v to see a list of the files searched for."""

_GHC_TAGGED = """    /tmp/stack<<pid>>/distributive-0.5.0.2/src/Data/Distributive.hs:42:8:
        Could not find module ‘Data.Tagged’
        Perhaps you haven't installed the "js" libraries for package ‘tagged-0.8.3@tagge_9au5ZluO165AFWgA7Twvlm’?
        Use -v to see a list of the files searched for."""

_GHC_EXPORT = """src/Stack2nix/External/Stack.hs:22:<<col>>: error:
    Module ‘Stack.Build.Source’ does not export ‘{name}’"""

_EMERGE_LIBFFI = """emerge: there are no ebuilds to satisfy "virtual/libffi".
(dependency required by "www-client/brave-bin-1.28.22::ninjatools" [ebuild])
(dependency required by "brave-bin" [argument])"""

_EMERGE_UH = """Calculating dependencies... done!

emerge: there are no ebuilds to satisfy "games-strategy/unknown-horizons".

emerge: searching for similar names...
emerge: Maybe you meant any of these: games-strategy/ufo-ai, games-strategy/freeorion, games-strategy/heroes3?"""

_DOTS = "https://github.com/szorfein/dots/issues/13"
_STACK2NIX = "https://github.com/commercialhaskell/stackage/issues/4665"
_PDWM = "https://github.com/r0-zero/pdwm/issues/1"
_MICRO = "https://github.com/micro-editor/micro/issues/3651"

GROUPS = [
    G("f12-gleam-unknown-module-os", "gleam", "multiline", "https://github.com/gleam-lang/gleam/issues/3042",
      [_GLEAM_OS], cmd="gleam build", os=("linux", "macos")),
    G("f12-gleam-unknown-module-iterator", "gleam", "multiline", "https://github.com/Olian04/gleam_stdin/issues/4",
      [_GLEAM_ITERATOR], cmd="gleam build", look="f12-gleam-unknown-module-os"),
    G("f12-gleam-unknown-module-erlang-file", "gleam", "multiline", "https://github.com/gleam-lang/erlang/issues/50",
      [_GLEAM_ERLANG_FILE], cmd="gleam run", look="f12-gleam-unknown-module-os"),
    G("f12-gleam-unknown-import-should", "gleam", "version", "https://github.com/gleam-lang/gleam/issues/719",
      [_GLEAM_SHOULD], cmd="gleam build", look="f12-gleam-unknown-module-os"),
    G("f12-gleam-unknown-value-dynamic-result", "gleam", "multiline", "https://github.com/lpil/gleescript/issues/9",
      [_GLEAM_DYNAMIC], cmd="./test.sh", os=("macos", "linux")),
    G("f12-rebar-dependency-not-available", "rebar", "everyday", "https://github.com/benoitc/hackney/issues/201",
      ["==> hackney (compile)\nDependency not available: idna-1.0.2 (undefined)\n"
       "Dependency not available: ssl_verify_hostname-1.0.5 (undefined)"], cmd="make"),
    G("f12-rebar3-app-not-at-top-level", "rebar3", "multiline", "https://github.com/lordnull/rec2json/issues/26",
      ['===> Verifying dependencies...\n===> Fetching rec2json ({git,"https://github.com/lordnull/rec2json",\n'
       '                                    {tag,"3.2.0"}})\n'
       "===> Dependency failure: Application rec2json not found at the top level of directory"],
      cmd="rebar3 compile"),
    G("f12-ghc-no-module-lens-micro-th", "ghc", "multiline", "https://github.com/mstksg/backprop/issues/10",
      [_GHC_LENS, V("Stderr:\n" + _GHC_LENS, tool="stack", cls="wrapper")], cmd="./Build.hs exe", os=("linux",)),
    G("f12-ghc-no-module-stack-buildplan", "ghc", "multiline", _STACK2NIX,
      [_GHC_BUILDPLAN, V("\n" + _GHC_BUILDPLAN, src="https://github.com/input-output-hk/stack2nix/issues/168")],
      cmd="cabal build", look="f12-ghc-no-module-lens-micro-th"),
    G("f12-ghc-no-module-data-tagged", "ghc", "non-file-path", "https://github.com/yamafaktory/reflex-starter/issues/1",
      [_GHC_TAGGED], cmd="stack build", os=("linux",), look="f12-ghc-no-module-lens-micro-th"),
    G("f12-ghc-no-export-getghcoptions", "ghc", "everyday", _STACK2NIX,
      [_GHC_EXPORT.format(name="getGhcOptions")], cmd="cabal build"),
    G("f12-ghc-no-export-loadsourcemapfull", "ghc", "everyday", _STACK2NIX,
      [_GHC_EXPORT.format(name="loadSourceMapFull")], cmd="cabal build", look="f12-ghc-no-export-getghcoptions"),
    G("f12-emerge-no-ebuild-libffi", "emerge", "wrapper", _DOTS,
      [_EMERGE_LIBFFI, _EMERGE_LIBFFI + "\nchezmoi: exit status 1"], cmd="emerge -av brave-bin", os=("linux",)),
    G("f12-emerge-no-ebuild-sbsigntools", "emerge", "everyday", "https://github.com/sakaki-/sakaki-tools/issues/10",
      ['emerge: there are no ebuilds to satisfy ">=app-crypt/sbsigntools-0.6-r1".'], cmd="emerge -av buildkernel",
      os=("linux",), look="f12-emerge-no-ebuild-libffi"),
    G("f12-emerge-no-ebuild-unknown-horizons", "emerge", "multiline",
      "https://github.com/unknown-horizons/unknown-horizons/issues/2555",
      [_EMERGE_UH], cmd="sudo emerge -av games-strategy/unknown-horizons", os=("linux",),
      look="f12-emerge-no-ebuild-libffi"),
    G("f12-emerge-no-ebuild-linux-sources", "emerge", "multiline", "https://github.com/gentoo-zh/overlay/pull/11",
      ['emerge: there are no ebuilds to satisfy ">virtual/linux-sources-2.6.22".\n'
       '    (dependency required by "net-firewall/west-chamber-0.0.1-r4"  [ebuild])\n'
       '    (dependency required by "west-chamber" [argument])'], cmd="emerge west-chamber", os=("linux",),
      look="f12-emerge-no-ebuild-libffi"),
    G("f12-guix-unknown-package-jc", "guix", "everyday", "https://github.com/kellyjonbrazil/jc/pull/71",
      ["guix install: error: jc: unknown package"], cmd="guix install jc", os=("linux",)),
    G("f12-guix-unknown-package-emacs-native", "guix", "everyday", "https://github.com/flatwhatson/guix-channel/issues/2",
      ["guix install: error: emacs-native: unknown package"], cmd="guix install emacs-native-comp", os=("linux",),
      look="f12-guix-unknown-package-jc"),
    G("f12-pacman-target-not-found-phyos", "pacman", "multiline", _PDWM,
      ["error: target not found: phyOS-dwm\nerror: target not found: phyOS-dunst\n"
       "error: target not found: phyOS-dwmblocks\nerror: target not found: phyOS-st"], cmd="sudo pacman -S phyOS-dwm",
      os=("linux",)),
    G("f12-pacman-target-not-found-remmina-plugin", "pacman", "wrapper", "https://github.com/midfingr/arch_livecd/issues/1",
      ["error: target not found: remmina-plugin-rdesktop",
       "error: target not found: remmina-plugin-rdesktop\n==> ERROR: Failed to install packages to new root"],
      cmd="./build.sh -v", os=("linux",), look="f12-pacman-target-not-found-phyos"),
    G("f12-openbsd-pkg-add-cant-find", "pkg_add", "everyday", _MICRO, ["Can't find micro"], cmd="pkg_add micro",
      os=("linux",), shells=("sh", "sh", "zsh")),
    G("f12-openbsd-ldso-lazy-binding", "ld.so", "multiline", _MICRO,
      ["micro: ./micro: undefined symbol 'syscall'\nld.so: micro: lazy binding failed!\nKilled"], cmd="./micro", exit=137,
      os=("linux",), shells=("sh", "bash")),
    G("f12-freebsd-pkg-add-failed-to-open", "pkg", "multiline", "https://github.com/freebsd/pkg/issues/178",
      ["pkg: archive_read_open_filename(subversion): Failed to open 'subversion'\n"
       "pkg: archive_read_open_filename(subversion): Failed to open 'subversion'\n"
       "Failed to install the following 1 package(s): subversion."], cmd="pkg add subversion", os=("linux",),
      shells=("sh", "bash")),
]

QUERIES = [
    Q("gleam says there is no os module in the standard library", "f12-gleam-unknown-module-os", "plain"),
    Q("gleam 导入 os 模块找不到", "f12-gleam-unknown-module-os", "zh"),
    Q("gleam iterator import stopped working after updating stdlib", "f12-gleam-unknown-module-iterator", "plain"),
    Q("gleam 升级标准库后 iterator 模块没了", "f12-gleam-unknown-module-iterator", "zh"),
    Q("gleam erlang file module cannot be imported", "f12-gleam-unknown-module-erlang-file", "plain"),
    Q("gleam 里 erlang 的 file 模块导入失败", "f12-gleam-unknown-module-erlang-file", "zh"),
    Q("new gleam project test cannot import should", "f12-gleam-unknown-import-should", "plain"),
    Q("新建的 gleam 项目测试里 should 导入不了", "f12-gleam-unknown-import-should", "zh"),
    Q("gleam dynamic result function missing after update", "f12-gleam-unknown-value-dynamic-result", "plain"),
    Q("gleam 的 dynamic 模块里没有 result 函数了", "f12-gleam-unknown-value-dynamic-result", "zh"),
    Q("old rebar cannot get idna dependency when compiling hackney", "f12-rebar-dependency-not-available", "plain"),
    Q("rebar 编译 hackney 时依赖 idna 不可用", "f12-rebar-dependency-not-available", "zh"),
    Q("rebar3 fetches rec2json but says no application at top level", "f12-rebar3-app-not-at-top-level", "plain"),
    Q("rebar3 拉取 rec2json 后说顶层找不到应用", "f12-rebar3-app-not-at-top-level", "zh"),
    Q("haskell build missing Lens.Micro.TH microlens-th", "f12-ghc-no-module-lens-micro-th", "plain"),
    Q("haskell 编译找不到 Lens.Micro.TH 这个模块", "f12-ghc-no-module-lens-micro-th", "zh"),
    Q("stack2nix fails to build, BuildPlan module gone in stack 2", "f12-ghc-no-module-stack-buildplan", "plain"),
    Q("stack2nix 编译时 BuildPlan 模块不存在", "f12-ghc-no-module-stack-buildplan", "zh"),
    Q("ghcjs build of distributive cannot find Data.Tagged", "f12-ghc-no-module-data-tagged", "plain"),
    Q("用 ghcjs 编译 distributive 找不到 Data.Tagged", "f12-ghc-no-module-data-tagged", "zh"),
    Q("stack2nix getGhcOptions not exported anymore", "f12-ghc-no-export-getghcoptions", "plain"),
    Q("stack2nix 编译报 getGhcOptions 没有导出", "f12-ghc-no-export-getghcoptions", "zh"),
    Q("stack2nix loadSourceMapFull not exported by the stack library", "f12-ghc-no-export-loadsourcemapfull", "plain"),
    Q("stack 库里 loadSourceMapFull 没有被导出", "f12-ghc-no-export-loadsourcemapfull", "zh"),
    Q("gentoo cannot install brave-bin, virtual libffi missing", "f12-emerge-no-ebuild-libffi", "plain"),
    Q("gentoo 装 brave-bin 缺 virtual/libffi", "f12-emerge-no-ebuild-libffi", "zh"),
    Q("gentoo buildkernel wants sbsigntools but emerge cannot find it", "f12-emerge-no-ebuild-sbsigntools", "plain"),
    Q("gentoo 安装 buildkernel 找不到 sbsigntools", "f12-emerge-no-ebuild-sbsigntools", "zh"),
    Q("gentoo install unknown horizons game not found in overlay", "f12-emerge-no-ebuild-unknown-horizons", "plain"),
    Q("gentoo 从 overlay 装 unknown-horizons 游戏提示没有 ebuild", "f12-emerge-no-ebuild-unknown-horizons", "zh"),
    Q("west-chamber emerge wants old linux sources", "f12-emerge-no-ebuild-linux-sources", "plain"),
    Q("emerge 安装 west-chamber 要求 linux-sources 内核源码", "f12-emerge-no-ebuild-linux-sources", "zh"),
    Q("guix cannot install jc even though it is packaged", "f12-guix-unknown-package-jc", "plain"),
    Q("guix 安装 jc 说没有这个包", "f12-guix-unknown-package-jc", "zh"),
    Q("guix channel package emacs native comp not found", "f12-guix-unknown-package-emacs-native", "plain"),
    Q("guix 加了频道后 emacs-native-comp 还是装不上", "f12-guix-unknown-package-emacs-native", "zh"),
    Q("arch pacman cannot find phyOS packages from custom repo", "f12-pacman-target-not-found-phyos", "plain"),
    Q("pacman 装 phyOS 的包都找不到", "f12-pacman-target-not-found-phyos", "zh"),
    Q("archiso build fails because remmina rdesktop plugin is only in AUR", "f12-pacman-target-not-found-remmina-plugin",
      "plain"),
    Q("制作 arch 安装镜像时 remmina 插件包找不到", "f12-pacman-target-not-found-remmina-plugin", "zh"),
    Q("openbsd package manager has no micro editor", "f12-openbsd-pkg-add-cant-find", "plain"),
    Q("openbsd 用 pkg_add 装 micro 找不到", "f12-openbsd-pkg-add-cant-find", "zh"),
    Q("prebuilt binary dies on openbsd with undefined syscall symbol", "f12-openbsd-ldso-lazy-binding", "plain"),
    Q("openbsd 上运行下载的程序提示 syscall 符号未定义然后被杀", "f12-openbsd-ldso-lazy-binding", "zh"),
    Q("freebsd pkg add with a package name instead of a file", "f12-freebsd-pkg-add-failed-to-open", "plain"),
    Q("freebsd 用 pkg add 装 subversion 打不开文件", "f12-freebsd-pkg-add-failed-to-open", "zh"),
]
