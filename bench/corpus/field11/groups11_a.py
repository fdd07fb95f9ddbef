"""Field set 11, part a: OCaml (opam, ocamlfind), Elixir (mix, Hex), Haskell (cabal), FreeBSD pkg,
LXD, Podman, Nim (nimble) and Crystal (shards). Every message is copied from the thread in its
`src`; only `<<slot>>` values vary."""

from fieldspec import G, Q, V

OPAM_1998 = "https://github.com/ocaml/opam/issues/1998"
OPAM_REPO_6242 = "https://github.com/ocaml/opam-repository/pull/6242"
HEX_964 = "https://github.com/hexpm/hex/issues/964"
KOANS_159 = "https://github.com/elixirkoans/elixir-koans/issues/159"
BOOKMARKER_8 = "https://github.com/lubien/bookmarker/issues/8"
HEX_308 = "https://github.com/hexpm/hex/issues/308"
AMRITA_102 = "https://github.com/josephwilk/amrita/issues/102"
CABAL_2179 = "https://github.com/haskell/cabal/issues/2179"
PKG_527 = "https://github.com/freebsd/pkg/issues/527"
AINSTALL_101 = "https://github.com/nabat/AInstall/issues/101"
LXD_12554 = "https://github.com/canonical/lxd/issues/12554"
LXD_11698 = "https://github.com/canonical/lxd/issues/11698"
PROBE_36 = "https://github.com/firezone/probe/pull/36"
PODMAN_11530 = "https://github.com/podman-container-tools/podman/issues/11530"
NIMBLE_1084 = "https://github.com/nim-lang/nimble/issues/1084"
IMDEMO_1 = "https://github.com/Patitotective/ImDemo/issues/1"
NIMBLE_1275 = "https://github.com/nim-lang/nimble/issues/1275"
KOANS_15 = "https://github.com/ilmanzo/crystal-koans/issues/15"
ZIPTRICKS_2 = "https://github.com/WeTransfer/cr_zip_tricks/pull/2"
NUUMMITE_2 = "https://github.com/CodeSteak/Nuummite/issues/2"
BENCH_261 = "https://github.com/the-benchmarker/web-frameworks/issues/261"
TUI_3 = "https://github.com/skuznetsov/crystal_tui/issues/3"

_UNSAT = ("Resolving dependencies\nFetching https://github.com/{repo}.git\nUnable to satisfy the following requirements:\n\n"
          "- `crystal (~> 0.35, >= 0.35.1)` required by `{shard}`\nFailed to resolve dependencies, try updating "
          "incompatible shards or use --ignore-crystal-version as a workaround if no update is available.")

GROUPS = [
    G("ocamlfind-lwt-unix", "ocamlfind", "wrapper", OPAM_1998, [
        V("# ocamlfind: Package `lwt.unix' not found\n# W: Field 'pkg_lwt_unix' is not set: Command "
          "''<<home>>/.opam/system/bin/ocamlfind' query -format %d lwt.unix > '/tmp/oasis-<<hex7>>.txt'' terminated "
          "with error code 2\n# E: Cannot find findlib package lwt.unix\n# E: Failure(\"1 configuration error\")",
          cls="multiline"),
        "# ocamlfind: Package `lwt.unix' not found",
    ], cmd="opam install cstruct"),
    G("ocamlfind-cow-syntax", "ocamlfind", "everyday", OPAM_REPO_6242, [
        "# ocamlfind: Package `cow.syntax' not found",
    ], cmd="opam install opium", look="ocamlfind-lwt-unix"),
    G("mix-no-package-phoenix", "mix", "multiline", HEX_964, [
        "Failed to fetch record for phoenix from registry (using cache instead)\n:timeout\n"
        "** (Mix) No package with name phoenix (from: mix.exs) in registry",
        V("** (Mix) No package with name phoenix (from: mix.exs) in registry", cls="everyday"),
    ], cmd="mix deps.get"),
    G("mix-no-version-fs", "mix", "multiline", KOANS_159, [
        "Running dependency resolution...\n** (Mix) Unable to find package version fs 2.12.0 in registry",
        V("** (Mix) Unable to find package version fs 2.12.0 in registry", cls="everyday"),
    ], cmd="mix deps.get", look="mix-no-package-phoenix"),
    G("mix-needs-hex", "mix", "runtime-value", BOOKMARKER_8, [
        "Could not find Hex, which is needed to build dependency :poison\nShall I install Hex? (if running "
        "non-interactively, use: \"mix local.hex --force\") [Yn]",
        V("Could not find Hex, which is needed to build dependency :amqp\nShall I install Hex? (if running "
          "non-interactively, use: \"mix local.hex --force\") [Yn]", src=HEX_308),
    ], cmd="mix deps.get"),
    G("erlang-crypto-nif-libcrypto", "mix", "wrapper", BOOKMARKER_8, [
        "<<time>>.<<n2>> [error] Unable to load crypto library. Failed with error:\n\":load_failed, Failed to load NIF "
        "library /usr/lib/erlang/lib/crypto-3.7.3/priv/lib/crypto: 'libcrypto.so.1.1: cannot open shared object file: "
        "No such file or directory'\"\nOpenSSL might not be installed",
    ], cmd="mix local.hex", os=("linux",)),
    G("elixir-file-error-version", "mix", "multiline", AMRITA_102, [
        "** (File.Error) could not read file VERSION: no such file or directory\n  (elixir) lib/file.ex:328: "
        "File.read!/1\n  mix.exs:24: Amrita.Mixfile.version/0\n  mix.exs:8: Amrita.Mixfile.project/0",
        V("** (File.Error) could not read file VERSION: no such file or directory", cls="everyday"),
    ], cmd="mix deps.get"),
    G("cabal-no-package-blergh", "cabal", "version", CABAL_2179, [
        V("cabal: There is no package named 'blergh'.\nYou may need to run 'cabal update' to get the latest list of "
          "available\npackages.", cmd="cabal install blergh"),
        V("Resolving dependencies...\ncabal: Could not resolve dependencies:\nnext goal: foo (user goal)\nrejecting: "
          "foo-1.0 (global constraint requires ==0.1.0.0)\ntrying: foo-0.1.0.0\nnext goal: blergh (dependency of "
          "foo-0.1.0.0)\nDependency tree exhaustively searched.\n\nNote: when using a sandbox, all packages are "
          "required to have consistent\ndependencies. Try reinstalling/unregistering the offending packages or\n"
          "recreating the sandbox.", cmd="cabal install --only-dep", cls="multiline"),
    ]),
    G("freebsd-pkg-no-match-pkg", "pkg", "version", PKG_527, [
        "pkg: No packages matching 'pkg' has been found in the repositories",
        V("Incremental update completed, 0 packages processed:\n0 packages updated, 0 removed and 0 added.\n"
          "pkg: No packages matching 'pkg' has been found in the repositories", cls="multiline"),
    ], cmd="pkg install pkg", os=("linux",), shells=("sh", "sh", "bash")),
    G("freebsd-pkg-no-match-vim-lite", "pkg", "version", AINSTALL_101, [
        "No packages available to install matching 'vim-lite' have been found in the repositories",
    ], cmd="pkg install vim-lite", os=("linux",), shells=("sh", "bash"), look="freebsd-pkg-no-match-pkg"),
    G("lxd-instance-record-exists", "lxc", "runtime-value", LXD_12554, [
        "Creating <<container>>\nError: Failed creating instance record: Add instance info to the database: This "
        "\"instances\" entry already exists",
        "Error: Failed creating instance record: Add instance info to the database: This \"instances\" entry already "
        "exists",
    ], cmd="lxc init ubuntu-daily:24.04 <<container>>", os=("linux",)),
    G("lxd-shmounts-file-exists", "lxc", "non-file-path", LXD_11698, [
        "Error: mkdir /var/snap/lxd/common/lxd/shmounts: file exists",
    ], cmd="lxc list", os=("linux",), look="lxd-instance-record-exists"),
    G("podman-short-name-no-registries", "podman", "non-file-path", PROBE_36, [
        "Error: short-name \"postgres:15.5\" did not resolve to an alias and no unqualified-search registries are "
        "defined in \"/etc/containers/registries.conf\"",
    ], cmd="podman-compose up", exit=125),
    G("podman-short-name-no-tty", "podman", "everyday", PODMAN_11530, [
        "Error: short-name resolution enforced but cannot prompt without a TTY",
    ], cmd="kind create cluster --name test", exit=125, look="podman-short-name-no-registries"),
    G("nimble-webby-not-found", "nimble", "multiline", NIMBLE_1084, [
        " Installing webby@>= 0.1.6\n    Prompt: webby not found in any local packages.json, check internet for "
        "updated packages? [y/N]\ny\n    Answer: Downloading Official package list\n    Success Package list "
        "downloaded.\n       Tip: <<n2>> messages have been suppressed, use --verbose to show them.\n     Error: "
        "Package not found.",
    ], cmd="nimble install choosenim"),
    G("nimble-niprefs-not-found", "nimble", "multiline", IMDEMO_1, [
        " Installing niprefs@>= 0.2.4\n    Prompt: niprefs not found in any local packages.json, check internet for "
        "updated packages? -> [forced yes]\nDownloading Official package list\n    Success Package list downloaded.\n"
        "       Tip: <<n2>> messages have been suppressed, use --verbose to show them.\n     Error: Package not found.",
    ], cmd="nimble buildApp", look="nimble-webby-not-found"),
    G("nimble-sat-not-found", "nimble", "version", NIMBLE_1275, [
        "   Checking for sat@any version\n Installing sat@any version\n    Reading official package list\n"
        "download.nim(607)        getDownloadInfo\n\n    Error:  Package sat@any version not found.",
        "    Error:  Package sat@any version not found.",
    ], cmd="nimble install nimble --verbose", os=("windows",), look="nimble-webby-not-found"),
    G("shards-crystal-version-watch", "shards", "multiline", KOANS_15, [
        _UNSAT.format(repo="danreeves/watch",
                      shard="watch 1.0.1+git.commit.489bbbfaf4283f6d7a5bbf9ab34ae3c6d00713b2"),
    ], cmd="shards install"),
    G("shards-crystal-version-zip-tricks", "shards", "multiline", ZIPTRICKS_2, [
        _UNSAT.format(repo="wetransfer/cr_zip_tricks",
                      shard="cr_zip_tricks 0.2.0+git.commit.2efcb646558bdbac411732704d834e5a3d6012a1"),
    ], cmd="shards install", look="shards-crystal-version-watch"),
    G("shards-resolving-nuummite", "shards", "everyday", NUUMMITE_2, [
        "Error resolving nuummite (~> 0.1)",
    ], cmd="shards install"),
    G("shards-resolving-neph", "shards", "everyday", BENCH_261, [
        "Error resolving neph (0.2.2)",
    ], cmd="shards install", look="shards-resolving-nuummite"),
    G("shards-name-mismatch-tui", "shards", "multiline", TUI_3, [
        "Resolving dependencies\nFetching https://github.com/skuznetsov/crystal_tui.git\nError shard name "
        "(crystal_tui) doesn't match dependency name (tui)",
        V("Error shard name (crystal_tui) doesn't match dependency name (tui)", cls="everyday"),
    ], cmd="shards install"),
]

QUERIES = [
    Q("ocaml build says the lwt unix library can't be found", "ocamlfind-lwt-unix", "plain"),
    Q("OCaml 编译时找不到 lwt.unix 这个库", "ocamlfind-lwt-unix", "zh"),
    Q("opam install fails because cow syntax extension is missing", "ocamlfind-cow-syntax", "plain"),
    Q("opam 装 opium 报 cow.syntax 找不到", "ocamlfind-cow-syntax", "zh"),
    Q("elixir deps get says phoenix isn't in the registry", "mix-no-package-phoenix", "plain"),
    Q("mix 拉依赖说仓库里没有 phoenix 这个包", "mix-no-package-phoenix", "zh"),
    Q("mix can't find version 2.12.0 of fs", "mix-no-version-fs", "plain"),
    Q("mix 依赖解析找不到 fs 的某个版本", "mix-no-version-fs", "zh"),
    Q("mix asks me to install hex before building a dependency", "mix-needs-hex", "plain"),
    Q("mix 提示需要先安装 Hex 才能编译依赖", "mix-needs-hex", "zh"),
    Q("erlang can't load the crypto library, libcrypto.so.1.1 missing", "erlang-crypto-nif-libcrypto", "plain"),
    Q("Erlang 加载 crypto 失败 缺少 openssl 1.1 的库", "erlang-crypto-nif-libcrypto", "zh"),
    Q("elixir dependency fails reading a VERSION file that isn't there", "elixir-file-error-version", "plain"),
    Q("Elixir 依赖读取 VERSION 文件失败", "elixir-file-error-version", "zh"),
    Q("cabal says a package does not exist, should I run cabal update", "cabal-no-package-blergh", "plain"),
    Q("cabal 提示没有这个包 要不要先 update", "cabal-no-package-blergh", "zh"),
    Q("freebsd pkg cannot find the pkg package in the repository", "freebsd-pkg-no-match-pkg", "plain"),
    Q("FreeBSD 用 pkg 安装 pkg 自己时提示仓库里没有", "freebsd-pkg-no-match-pkg", "zh"),
    Q("freebsd can't install vim-lite, nothing matches", "freebsd-pkg-no-match-vim-lite", "plain"),
    Q("FreeBSD 装 vim-lite 提示找不到可安装的包", "freebsd-pkg-no-match-vim-lite", "zh"),
    Q("lxd says an instance with that name is already in the database", "lxd-instance-record-exists", "plain"),
    Q("lxc 创建容器时说实例记录已经存在", "lxd-instance-record-exists", "zh"),
    Q("lxc commands fail because the shmounts directory already exists", "lxd-shmounts-file-exists", "plain"),
    Q("lxc 命令报 shmounts 目录已存在", "lxd-shmounts-file-exists", "zh"),
    Q("podman can't pull postgres by short name, no search registries configured",
      "podman-short-name-no-registries", "plain"),
    Q("podman 拉 postgres 镜像短名称解析不了 没配置搜索仓库", "podman-short-name-no-registries", "zh"),
    Q("podman wants to ask which registry but there's no terminal", "podman-short-name-no-tty", "plain"),
    Q("podman 短名称要交互选择 但是没有终端", "podman-short-name-no-tty", "zh"),
    Q("nimble can't find the webby package", "nimble-webby-not-found", "plain"),
    Q("nimble 安装时找不到 webby 依赖", "nimble-webby-not-found", "zh"),
    Q("nimble cannot find niprefs when building the app", "nimble-niprefs-not-found", "plain"),
    Q("nimble 找不到 niprefs 这个包", "nimble-niprefs-not-found", "zh"),
    Q("updating nimble fails because sat can't be found", "nimble-sat-not-found", "plain"),
    Q("更新 nimble 时提示找不到 sat 包", "nimble-sat-not-found", "zh"),
    Q("shards install fails, the watch shard needs an old crystal", "shards-crystal-version-watch", "plain"),
    Q("shards 安装 watch 时 crystal 版本不满足要求", "shards-crystal-version-watch", "zh"),
    Q("cr_zip_tricks shard doesn't support crystal 1.0", "shards-crystal-version-zip-tricks", "plain"),
    Q("cr_zip_tricks 要求的 crystal 版本太旧 装不上", "shards-crystal-version-zip-tricks", "zh"),
    Q("shards can't resolve nuummite version 0.1", "shards-resolving-nuummite", "plain"),
    Q("shards 解析不了 nuummite 的版本", "shards-resolving-nuummite", "zh"),
    Q("shards fails resolving neph 0.2.2", "shards-resolving-neph", "plain"),
    Q("shards 安装 neph 0.2.2 解析失败", "shards-resolving-neph", "zh"),
    Q("crystal shard name differs from the name in my shard.yml", "shards-name-mismatch-tui", "plain"),
    Q("shard.yml 里依赖名和 shard 名字对不上", "shards-name-mismatch-tui", "zh"),
]
