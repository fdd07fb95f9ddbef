# ruff: noqa: E501  (messages are kept as the threads wrap them; splitting them further hides their shape)
"""Field set 16, part g: Slurm, nix-shell attributes, dotnet-ef, and rebar3 alone and under Mix."""

from fieldspec import G, Q, V

_W = ("windows",)
_L = ("linux",)
_M = ("macos",)
_OCD = "Open On-Chip Debugger {ver}\nLicensed under GNU GPL v2\nFor bug reports, read\n\thttp://openocd.org/doc/doxygen/bugs.html\n"

GROUPS = [
    # Slurm: the job asks for more than any node of the partition has.
    G("f16-sbatch-node-config-unavailable", "sbatch", "wrapper", "https://github.com/ArjunaCluster/ArjunaUsers/issues/112", [
        "sbatch: error: Batch job submission failed: Requested node configuration is not available",
        V("<<logts>>: radical.saga.cpi    : pmgr.0000.launching.0           : Thread-2       : ERROR   : NoSuccess: Couldn't get job id from submitted job! sbatch output:\n"
          "sbatch: error: Batch job submission failed: Requested node configuration is not available\nremoved `tmp_QY7fu7.slurm'",
          src="https://github.com/radical-cybertools/radical.entk/issues/293", tool="radical.entk", cmd="python entk_app.py"),
        V("[jane@login ~]$ sbatch sbatch.runme\nsbatch: error: Batch job submission failed: Requested node configuration is not available",
          src="https://github.com/clustervision/trinity/issues/408", cls="everyday"),
        V("slurm@slurm-controller-0:/tmp$ sbatch --wrap=\"sleep 10\" --partition=debug --exclusive\n"
          "sbatch: error: Batch job submission failed: Requested node configuration is not available",
          src="https://github.com/SlinkyProject/slurm-operator/issues/18", tool="kubectl", cls="runtime-value"),
    ], cmd="sbatch job.sh", os=_L, n=6),

    # nix-shell -A: the attribute decides (the file has no such attribute; use plain nix-shell).
    G("f16-nix-shell-attr-shell", "nix-shell", "everyday", "https://github.com/librerpi/lk-overlay/issues/6", [
        "error: attribute 'shell' in selection path 'shell' not found",
    ], cmd="nix-shell -A shell", os=_L),
    G("f16-nix-shell-attr-env", "nix-shell", "everyday", "https://github.com/nix-community/emacs2nix/issues/67", [
        "error: attribute env in selection path env not found",
    ], cmd="nix-shell -A env", os=("linux", "macos"), look="f16-nix-shell-attr-shell"),

    # dotnet ef run outside the project folder ...
    G("f16-dotnet-ef-no-project", "dotnet-ef", "shell", "https://github.com/dotnet/EntityFramework.Docs/issues/737", [
        "No project was found. Change the current working directory or use the --project option.",
        V("PM> dotnet ef database update\nNo project was found. Change the current working directory or use the --project option.", os=_W,
          shell="powershell", src="https://github.com/dotnet/AspNetCore.Docs/issues/8305", tool="package-manager-console"),
        V("<<user>>$ dotnet ef migrations add InitialCreate\nNo project was found. Change the current working directory or use the --project option.",
          os=_M, shell="bash", src="https://github.com/dotnet/AspNetCore.Docs/issues/16608"),
    ], cmd="dotnet ef migrations add InitialCreate", os=("windows", "macos", "linux"), n=6),
    # ... against the tool itself missing (no DotNetCliToolReference / no global tool).
    G("f16-dotnet-ef-not-found", "dotnet", "shell", "https://github.com/dotnet/efcore/issues/5392", [
        V("> dotnet ef\nNo executable found matching command \"dotnet-ef\"", os=_W, shell="powershell"),
        V("dotnet : No executable found matching command \"dotnet-ef\"\nAt line:1 char:1\n+ dotnet ef --version\n+ ~~~~~~~~~~~~~~~~~~~\n"
          "    + CategoryInfo          : NotSpecified: (No executable f...and \"dotnet-ef\":String) [], RemoteException\n"
          "    + FullyQualifiedErrorId : NativeCommandError", os=_W, shell="powershell", src="https://github.com/dotnet/efcore/issues/8542",
          cmd="dotnet ef --version"),
        V("No executable found matching command \"dotnet-ef\"", os=_W, shell="cmd", src="https://github.com/dotnet/efcore/issues/7324",
          cmd="dotnet ef migrations add MyFirstMigration", cls="everyday"),
    ], cmd="dotnet ef", os=_W, look="f16-dotnet-ef-no-project", n=6),

    # rebar3 under Mix: the dependency and rebar3's complaint decide the fix.
    G("f16-mix-rebar3-cuttlefish-uncaught", "mix", "wrapper", "https://github.com/Kyorai/riak_core/issues/21", [
        "===> Compiling cuttlefish\n===> Building escript...\n===> Uncaught error in rebar_core. Run with DEBUG=1 to see stacktrace or consult rebar3.crashdump\n"
        "===> When submitting a bug report, please include the output of `rebar3 report \"your command\"`\n==> <<proj>>\n"
        "** (Mix) Could not compile dependency :cuttlefish, \"<<home>>/.mix/rebar3 bare compile --paths \"<<root>>/_build/dev/lib/*/ebin\"\" command failed. "
        "You can recompile this dependency with \"mix deps.compile cuttlefish\", update it with \"mix deps.update cuttlefish\" or clean it with \"mix deps.clean cuttlefish\"",
    ], cmd="mix compile", os=("linux", "macos")),
    G("f16-mix-rebar3-syslog-failed", "mix", "wrapper", "https://github.com/erlang/rebar3/issues/2781", [
        "** (Mix) Could not compile dependency :syslog, \"<<home>>/.asdf/installs/elixir/1.13.3-otp-24/.mix/rebar3 bare compile --paths "
        "<<root>>/_build/prod/lib/*/ebin\" command failed. Errors may have been logged above.",
    ], cmd="mix deps.compile", os=_L, look="f16-mix-rebar3-cuttlefish-uncaught"),
    G("f16-rebar3-badmatch-empty-app", "rebar3", "multiline", "https://github.com/erlang/rebar3/pull/2112", [
        "===> Evaluating config script \"<<root>>/_checkouts/erlcfg/rebar.config.script\"\n"
        "===> Uncaught error in rebar_core. Run with DEBUG=1 to see stacktrace or consult rebar3.crashdump\n===> Uncaught error: {badmatch,[]}\n"
        "===> Stack trace to the error location:\n[{rebar_app_discover,create_app_info,3,\n                     [{file,\"<<root>>/rebar3/src/rebar_app_discover.erl\"},\n"
        "                      {line,351}]},",
    ], cmd="rebar3 compile", os=_L, look="f16-mix-rebar3-cuttlefish-uncaught"),
    G("f16-rebar3-erlexec-enoent", "rebar3", "multiline", "https://github.com/saleyn/erlexec/issues/79", [
        "Error: {badmatch,{error,{35,file,\n                         {error,{badmatch,{error,enoent}},\n                                [{erl_eval,expr,3,[]}]}}}}",
    ], cmd="rebar3 compile", os=("linux", "macos"), look="f16-rebar3-badmatch-empty-app"),
]

QUERIES = [
    Q("sbatch requested node configuration is not available", "f16-sbatch-node-config-unavailable", "plain"),
    Q("slurm 提交作业报 Requested node configuration is not available", "f16-sbatch-node-config-unavailable", "zh"),
    Q("nix-shell -A shell attribute not found in selection path", "f16-nix-shell-attr-shell", "plain"),
    Q("nix-shell -A shell 提示属性 shell 不存在", "f16-nix-shell-attr-shell", "zh"),
    Q("nix-shell -A env selection path env not found", "f16-nix-shell-attr-env", "plain"),
    Q("nix-shell -A env 找不到 env 属性", "f16-nix-shell-attr-env", "zh"),
    Q("dotnet ef migrations no project was found", "f16-dotnet-ef-no-project", "plain"),
    Q("dotnet ef 迁移 提示找不到项目 需要 --project", "f16-dotnet-ef-no-project", "zh"),
    Q("No executable found matching command dotnet-ef", "f16-dotnet-ef-not-found", "plain"),
    Q("dotnet ef 命令找不到 dotnet-ef 可执行文件", "f16-dotnet-ef-not-found", "zh"),
    Q("mix could not compile dependency cuttlefish rebar3 uncaught error", "f16-mix-rebar3-cuttlefish-uncaught", "plain"),
    Q("mix 编译 cuttlefish 依赖 rebar3 Uncaught error", "f16-mix-rebar3-cuttlefish-uncaught", "zh"),
    Q("mix deps.compile syslog rebar3 bare compile command failed", "f16-mix-rebar3-syslog-failed", "plain"),
    Q("迁移服务器后 mix 编译 syslog 依赖 rebar3 失败", "f16-mix-rebar3-syslog-failed", "zh"),
    Q("rebar3 compile uncaught error badmatch [] rebar_app_discover", "f16-rebar3-badmatch-empty-app", "plain"),
    Q("rebar3 编译 Uncaught error badmatch 空 app 文件", "f16-rebar3-badmatch-empty-app", "zh"),
    Q("rebar3 erlexec dependency badmatch enoent", "f16-rebar3-erlexec-enoent", "plain"),
    Q("rebar3 引入 erlexec 依赖报 badmatch enoent", "f16-rebar3-erlexec-enoent", "zh"),
]
