"""Field set 9, part a: Perl's @INC, R's missing packages, OCaml's unbound modules, rebar3 and Mix,
PostgreSQL roles, and the linker's undefined references (each message from the thread in `src`)."""

from __future__ import annotations

from fieldspec import G, Q, V

_INC_536 = ("/etc/perl /usr/local/lib/x86_64-linux-gnu/perl/5.36.0 /usr/local/share/perl/5.36.0 "
            "/usr/lib/x86_64-linux-gnu/perl5/5.36 /usr/share/perl5 /usr/lib/x86_64-linux-gnu/perl-base "
            "/usr/lib/x86_64-linux-gnu/perl/5.36 /usr/share/perl/5.36 /usr/local/lib/site_perl")
_INC_514 = ("/etc/perl /usr/local/lib/perl/5.14.2 /usr/local/share/perl/5.14.2 /usr/lib/perl5 /usr/share/perl5 "
            "/usr/lib/perl/5.14 /usr/share/perl/5.14 /usr/local/lib/site_perl .")
_INC_522 = ("/etc/perl /usr/local/lib/x86_64-linux-gnu/perl/5.22.2 /usr/local/share/perl/5.22.2 "
            "/usr/lib/x86_64-linux-gnu/perl5/5.22 /usr/share/perl5 /usr/lib/x86_64-linux-gnu/perl/5.22 "
            "/usr/share/perl/5.22 /usr/local/lib/site_perl /usr/lib/x86_64-linux-gnu/perl-base .")
_REBAR_HOME = "<<home>>/.cache/rebar3/hex/default"

GROUPS = [
    # -- Perl: the module named in "Can't locate X.pm" decides the fix --------------------------------
    G("perl-inc-bansi", "perl", "everyday", "https://github.com/jaggzh/z-old/issues/2",
      [f"Can't locate bansi.pm in @INC (you may need to install the bansi module) (@INC contains: {_INC_536}) "
       "at ./bin/z line <<line>>."],
      cmd="./bin/z", exit=2, os=("linux",)),
    G("perl-inc-email-simple", "perl", "version", "https://github.com/starlilyth/Linux-PoolManager/issues/33",
      [f"Can't locate Email/Simple.pm in @INC (@INC contains: {_INC_514}) at ./install-pm.pl line <<line>>."],
      cmd="./install-pm.pl", exit=2, os=("linux",), look="perl-inc-bansi"),
    G("perl-inc-mojo-webqq", "perl", "multiline", "https://github.com/hexsum/Mojo-Webqq/issues/129",
      [f"Can't locate Mojo/Webqq.pm in @INC (you may need to install the Mojo::Webqq module) (@INC contains: "
       f"{_INC_522}) at a.perl line <<line>>.\nBEGIN failed--compilation aborted at a.perl line <<line>>."],
      cmd="perl a.perl", exit=2, os=("linux",), look="perl-inc-bansi"),
    G("perl-inc-win32-process", "perl", "non-file-path", "https://github.com/OpusVL/perldoc.perl.org/issues/109",
      ["Can't locate Win32/Process.pm in @INC (you may need to install the Win32::Process module)"],
      cmd="perl process_check.pl", exit=2, os=("windows",), look="perl-inc-mojo-webqq"),
    G("perl-inc-module-install", "perl", "multiline", "https://github.com/ranguard/svg-tt-graph/issues/24",
      ["Can't locate inc/Module/Install.pm in @INC (you may need to install the inc::Module::Install module)\n"
       "(@INC contains: /usr/local/lib64/perl5 /usr/local/share/perl5 /usr/lib64/perl5/vendor_perl /usr/share/perl5\n"
       "/vendor_perl /usr/lib64/perl5 /usr/share/perl5) at Makefile.PL line 3."],
      cmd="/usr/bin/perl Makefile.PL INSTALLDIRS=vendor NO_PACKLIST=1", exit=2, os=("linux",),
      look="perl-inc-bansi"),

    # -- R: the package library() could not find ------------------------------------------------------
    G("r-no-ggplot2", "Rscript", "wrapper", "https://github.com/clemgoub/dnaPipeTE/issues/10",
      ["Error in library(ggplot2) : there is no package called ‘ggplot2’\nExecution halted",
       V("there is no package called 'ggplot2'", src="https://github.com/thebaselab/codeapp/issues/412", cls="version"),
       "Drawing graphs...\n" + "null device \n          1 \n" * 4
       + "Error in library(ggplot2) : there is no package called ‘ggplot2’\n"
       "Execution halted\nDone"],
      cmd="python3 ./dnaPipeTE.py -input <<relfile>>", exit=1),
    G("r-no-qgg", "R", "everyday", "https://github.com/psoerensen/qgg/issues/4",
      ["Error in library(qgg) : there is no package called ‘qgg’"],
      cmd="Rscript -e 'library(qgg)'", exit=1, os=("linux", "windows"), look="r-no-ggplot2"),
    G("r-no-dharma", "R", "everyday", "https://github.com/vlmathieu/firs-uc33-modeling/issues/5",
      ["Error in library(DHARMa) : there is no package called ‘DHARMa’"],
      cmd="Rscript analysis.R", exit=1, look="r-no-qgg"),

    # -- OCaml / dune: the unbound module -------------------------------------------------------------
    G("dune-unbound-core-kernel", "dune", "multiline", "https://github.com/alexozer/flitter/issues/45",
      ["File \"src/colors.ml\", line 1, characters 5-16:\n1 | open Core_kernel\n         ^^^^^^^^^^^\n"
       "Error: Unbound module Core_kernel",
       "File \"src/splits.ml\", line 1, characters 5-16:\n1 | open Core_kernel\n         ^^^^^^^^^^^\n"
       "Error: Unbound module Core_kernel",
       "File \"src/duration.ml\", line 1, characters 5-16:\n1 | open Core_kernel\n         ^^^^^^^^^^^\n"
       "Error: Unbound module Core_kernel"],
      cmd="dune build", exit=1, os=("macos", "linux")),
    G("dune-unbound-dune-site", "dune", "multiline", "https://github.com/ocaml/dune/issues/5317",
      ["File \"lib/Mysites.ml\", line 2, characters 15-46:\n2 |     let wasm = Dune_site.Private_.Helpers.site\n"
       "                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\nError: Unbound module Dune_site"],
      cmd="dune build", exit=1, os=("macos", "linux"), look="dune-unbound-core-kernel"),
    G("dune-unbound-type-description", "dune", "multiline", "https://github.com/yallop/ocaml-ctypes/issues/720",
      ["File \"bin/libmdbsql__type_gen.ml\", line 4, characters 12-34:\n4 |     (module Type_description.Types)\n"
       "                ^^^^^^^^^^^^^^^^^^^^^^\nError: Unbound module Type_description"],
      cmd="dune build", exit=1, os=("macos", "linux"), look="dune-unbound-core-kernel"),

    # -- rebar3 and Mix: which dependency ------------------------------------------------------------
    G("rebar3-registry-p1-utils", "rebar3", "multiline", "https://github.com/processone/p1_utils/issues/9",
      ["===> Compiling rebar3_gpb_plugin\n===> Package p1_utils-1.0.19 not found. Fetching registry updates and "
       f"trying again...\n===> Updating package registry...\n===> Writing registry to {_REBAR_HOME}/registry\n"
       f"===> Generating package index...\n===> Writing index to {_REBAR_HOME}/packages.idx\n"
       "===> Package not found in registry: p1_utils-1.0.19."],
      cmd="rebar3 compile", exit=1, os=("linux",)),
    G("rebar3-fetch-cf", "rebar3", "multiline", "https://github.com/choptastic/qdate/issues/29",
      ["===> Verifying dependencies...\n===> Fetching cf ({pkg,<<\"cf\">>,<<\"0.2.2\">>,\n"
       "                              <<\"7F2913FFF90ABCABD0F489896CFEB0B0674F6C8DF6C10B17A83175448029896C\">>})\n"
       "===> Failed to fetch and copy dep: {pkg,<<\"cf\">>,<<\"0.2.2\">>,\n"
       "                                   <<\"7F2913FFF90ABCABD0F489896CFEB0B0674F6C8DF6C10B17A83175448029896C\">>}"],
      cmd="rebar3 compile", exit=1, os=("macos", "linux"), look="rebar3-registry-p1-utils"),
    G("rebar3-fetch-foil", "rebar3", "wrapper", "https://github.com/erlang/rebar3/issues/1841",
      ["===> Failed to fetch and copy dep: {pkg,<<\"foil\">>,<<\"0.1.2\">>,\n"
       "                                   <<\"B7405FB94F3026C61971687FB902CE9B6BA680625AAD0D967B36BB1588840B03\">>}\n"
       "make: *** [xref] Error 1",
       "Running rebar3 xref...\n===> Verifying dependencies...\n===> Fetching foil ({pkg,<<\"foil\">>,<<\"0.1.2\">>})\n"
       "===> Version cached at <<home>>/.cache/rebar3/hex/default/packages/foil-0.1.2.tar is up to date, reusing it\n"
       "===> Failed to fetch and copy dep: {pkg,<<\"foil\">>,<<\"0.1.2\">>,\n"
       "                                   <<\"B7405FB94F3026C61971687FB902CE9B6BA680625AAD0D967B36BB1588840B03\">>}\n"
       "make: *** [xref] Error 1"],
      cmd="make xref", exit=2, os=("linux",), look="rebar3-fetch-cf"),
    G("rebar3-hex-publish-deps", "rebar3", "everyday", "https://github.com/erlef/rebar3_hex/issues/51",
      ["===> Verifying dependencies...\n===> Can not publish package because the following deps are not available "
       "in hex: kafka_protocol, supervisor3"],
      cmd="rebar3 hex publish", exit=1, os=("linux", "macos")),
    G("mix-compile-dep-setup", "mix", "non-file-path", "https://github.com/pinterest/elixometer/issues/98",
      ["** (Mix) Could not compile dependency :setup, \"<<home>>/.mix/rebar3 bare compile --paths "
       "\"<<root>>/_build/dev/lib/*/ebin\"\" command failed. You can recompile this dependency with \"mix "
       "deps.compile setup\", update it with \"mix deps.update setup\" or clean it with \"mix deps.clean setup\""],
      cmd="iex -S mix phx.server", exit=1, os=("macos", "linux")),
    G("mix-compile-dep-idna", "mix", "non-file-path", "https://github.com/erlang/rebar3/issues/1617",
      ["Could not compile dependency :idna, \"/root/.mix/rebar3 bare compile --paths \"/app/_build/test/lib/*/ebin\"\" "
       "command failed"],
      cmd="mix test", exit=1, os=("linux",), look="mix-compile-dep-setup"),

    # -- PostgreSQL: which role is missing ------------------------------------------------------------
    G("pg-role-is-os-user", "psql", "runtime-value", "https://github.com/PostgresApp/PostgresApp/issues/347",
      ["psql: FATAL:  role \"<<user>>\" does not exist",
       V("psql: FATAL: role \"<<user>>\" does not exist", src="https://github.com/HazyResearch/deepdive/issues/682"),
       V("psql: FATAL:  role \"root\" does not exist", src="https://github.com/saltstack/salt/pull/2514",
         os="linux")],
      cmd="psql", exit=2, os=("macos", "linux")),
    G("pg-role-postgres-zh", "postgres", "locale", "https://github.com/xpf0000/FlyEnv/issues/603",
      ["<<date>> <<time>>.<<ms>> CST [<<pid>>] 致命错误:  角色 \"postgres\" 不存在"],
      cmd="psql -U postgres", exit=2, os=("windows", "macos"), locale="zh", look="pg-role-is-os-user"),
    G("pg-role-in-dump", "psql", "everyday", "https://github.com/catherinedevlin/opensourceshakespeare/issues/3",
      ["ERROR:  role \"catherinedevlin\" does not exist"],
      cmd="psql -f shakespeare.sql", exit=0, look="pg-role-is-os-user"),
    G("pg-role-lookup-psycopg2", "python", "two-programs", "https://github.com/hexway/apple_bleee/issues/14",
      ["psycopg2.OperationalError: FATAL: role \"lookup\" does not exist"],
      cmd="python3 <<pyfile>>", exit=1, os=("linux",), look="pg-role-in-dump"),

    # -- the linker: which symbol is undefined --------------------------------------------------------
    G("ld-undefined-checkblock", "g++", "multiline", "https://github.com/miguelfreitas/twister-core/issues/132",
      ["<<root>>/src/checkpoints.cpp:85: undefined reference to `SoftCheckpoints::CheckBlock(int, uint256 const&)'\n"
       "collect2: error: ld returned 1 exit status\nmake: *** [twisterd] Error 1"],
      cmd="make", exit=2, os=("linux",)),
    G("ld-undefined-arduino-loop", "arduino", "wrapper", "https://github.com/duino-coin/duino-coin/issues/1107",
      ["/sdk/hardware/arduino/cores/arduino/main.cpp:14: undefined reference to `loop' collect2: error: Id returned "
       "1 exit status Return code is not 0"],
      cmd="arduino-cli compile", exit=1, os=("linux", "windows"), look="ld-undefined-checkblock"),
]

QUERIES = [
    Q("perl script says it cannot find bansi.pm", "perl-inc-bansi", "plain"),
    Q("perl 找不到 bansi 模块 @INC", "perl-inc-bansi", "zh"),
    Q("install-pm.pl missing Email::Simple perl module", "perl-inc-email-simple", "plain"),
    Q("perl 缺少 Email::Simple 模块 安装脚本失败", "perl-inc-email-simple", "zh"),
    Q("Mojo::Webqq not installed perl BEGIN failed", "perl-inc-mojo-webqq", "plain"),
    Q("perl 运行提示没有 Mojo::Webqq 模块，明明用 cpanm 装过", "perl-inc-mojo-webqq", "zh"),
    Q("where to get the Win32::Process perl module on windows", "perl-inc-win32-process", "plain"),
    Q("windows 上 perl 找不到 Win32::Process", "perl-inc-win32-process", "zh"),
    Q("Makefile.PL fails because inc::Module::Install is missing", "perl-inc-module-install", "plain"),
    Q("Makefile.PL 报错 缺少 inc::Module::Install，@INC 里没有当前目录", "perl-inc-module-install", "zh"),
    Q("R script stops because ggplot2 is not installed", "r-no-ggplot2", "plain"),
    Q("R 提示没有 ggplot2 这个包", "r-no-ggplot2", "zh"),
    Q("library(qgg) fails after installing from a zip", "r-no-qgg", "plain"),
    Q("R 加载 qgg 包失败 说没有这个包", "r-no-qgg", "zh"),
    Q("R cannot load DHARMa package", "r-no-dharma", "plain"),
    Q("R 里 DHARMa 包加载不了", "r-no-dharma", "zh"),
    Q("dune build cannot find Core_kernel module", "dune-unbound-core-kernel", "plain"),
    Q("OCaml 编译找不到 Core_kernel 模块", "dune-unbound-core-kernel", "zh"),
    Q("ocaml Dune_site module unknown when using sites", "dune-unbound-dune-site", "plain"),
    Q("dune 用 sites 功能时提示 Dune_site 模块不存在", "dune-unbound-dune-site", "zh"),
    Q("ctypes stubs Type_description module unbound", "dune-unbound-type-description", "plain"),
    Q("ocaml ctypes 生成代码时 Type_description 未绑定", "dune-unbound-type-description", "zh"),
    Q("rebar3 says p1_utils version is not in the hex registry", "rebar3-registry-p1-utils", "plain"),
    Q("rebar3 在 hex 仓库里找不到 p1_utils 这个版本", "rebar3-registry-p1-utils", "zh"),
    Q("rebar3 could not fetch the cf dependency", "rebar3-fetch-cf", "plain"),
    Q("rebar3 拉取依赖 cf 失败", "rebar3-fetch-cf", "zh"),
    Q("travis build rebar3 cannot copy the cached foil package", "rebar3-fetch-foil", "plain"),
    Q("rebar3 xref 时 foil 依赖复制失败", "rebar3-fetch-foil", "zh"),
    Q("hex publish refuses because git dependencies are not on hex", "rebar3-hex-publish-deps", "plain"),
    Q("rebar3 发布到 hex 时说依赖不在 hex 上", "rebar3-hex-publish-deps", "zh"),
    Q("phoenix server fails compiling the setup dependency with rebar3", "mix-compile-dep-setup", "plain"),
    Q("mix 编译依赖 setup 失败", "mix-compile-dep-setup", "zh"),
    Q("mix cannot build idna in docker", "mix-compile-dep-idna", "plain"),
    Q("mix 在容器里编译 idna 依赖出错", "mix-compile-dep-idna", "zh"),
    Q("psql complains my username role does not exist", "pg-role-is-os-user", "plain"),
    Q("psql 连接时说以我的用户名命名的角色不存在", "pg-role-is-os-user", "zh"),
    Q("postgres superuser account missing after install", "pg-role-postgres-zh", "plain"),
    Q("PostgreSQL 用 postgres 账号登录提示角色不存在", "pg-role-postgres-zh", "zh"),
    Q("restoring a sql dump fails on a role owned by the author", "pg-role-in-dump", "plain"),
    Q("导入 sql 文件时报作者的角色不存在", "pg-role-in-dump", "zh"),
    Q("psycopg2 cannot log in as lookup user", "pg-role-lookup-psycopg2", "plain"),
    Q("psycopg2 连接数据库提示 lookup 角色没有", "pg-role-lookup-psycopg2", "zh"),
    Q("linker cannot resolve SoftCheckpoints CheckBlock", "ld-undefined-checkblock", "plain"),
    Q("链接时 SoftCheckpoints::CheckBlock 未定义", "ld-undefined-checkblock", "zh"),
    Q("arduino sketch build says loop is undefined", "ld-undefined-arduino-loop", "plain"),
    Q("arduino 编译提示 loop 函数没有定义", "ld-undefined-arduino-loop", "zh"),
]
