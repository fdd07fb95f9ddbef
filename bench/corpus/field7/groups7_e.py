"""Field set 7: one complaint in several shells (a missing bun, bunx or uv in zsh, bash, Ubuntu's
command-not-found, PowerShell in English and Chinese, cmd, fish), one errno from a runtime and the
servers built on it (Deno and oak/denon, Erlang's ranch and Gleam, Rust), and Elixir process ids that
must not split a group. Each message is copied from the thread in `src`."""

from fieldspec import G, Q, V

_PS_NOT_FOUND = ("uv : The term 'uv' is not recognized as the name of a cmdlet, function, script file, or operable program. "
                 "Check the\nspelling of the name, or if a path was included, verify that the path is correct and try again.\n"
                 "At line:1 char:1\n+ uv\n+ ~~\n    + CategoryInfo          : ObjectNotFound: (uv:String) [], "
                 "CommandNotFoundException\n    + FullyQualifiedErrorId : CommandNotFoundException")
_PS_NOT_FOUND_ZH = ("uv : 无法将“uv”项识别为 cmdlet、函数、脚本文件或可运行程序的名称。"
                    "请检查名称的拼写，如果包括路径，请确保路径正确，然\n后再试一次。\n所在位置 行:1 字符: 1\n+ uv\n+ ~~\n"
                    "    + CategoryInfo          : ObjectNotFound: (uv:String) [], "
                    "CommandNotFoundException\n    + FullyQualifiedErrorId : CommandNotFoundException")
_DENO_WIN = ("error: Uncaught AddrInUse: Only one usage of each socket address (protocol/network address/port) is normally "
             "permitted. (os error 10048)")

GROUPS = [
    G("bun-command-not-found", "bun", "shell", "https://github.com/grab/cursor-talk-to-figma-mcp/issues/43",
      [V("zsh: command not found: bun", os="macos", shell="zsh"),
       V("Command 'bun' not found, did you mean:\n\n  command 'bus' from deb atm-tools (1:2.5.1-4)\n"
         "  command 'zun' from deb python3-zunclient (4.0.0-0ubuntu1)\n  command 'ben' from deb ben (0.9.0ubuntu2)\n\n"
         "Try: apt install <deb name>", os="linux", shell="bash", src="https://github.com/oven-sh/bun/issues/377"),
       V("/usr/bin/bash: line 1: bun: command not found\nbun error: script \"start\" exited with code 127", os="linux",
         shell="bash", cmd="bun run start", src="https://github.com/oven-sh/bun/issues/6342", cls="wrapper")],
      cmd="bun setup", exit=127, os=("macos", "linux")),
    G("bunx-command-not-found", "bun", "shell", "https://github.com/oven-sh/bun/issues/4598",
      [V("bunx: command not found", shell="sh"),
       V("$ bunx husky install\n/usr/bin/bash: line 1: bunx: command not found\n"
         "error: prepare script from \"zodiacsigns-bsky\" exited with 127", shell="bash", cmd="bun i",
         src="https://github.com/aliceisjustplaying/labeler-starter-kit-bsky/issues/12", cls="wrapper")],
      cmd="bunx prettier --check .", exit=127, os=("linux",), look="bun-command-not-found"),
    G("bun-script-nuxt-not-found", "bun", "wrapper", "https://github.com/oven-sh/bun/issues/18989",
      ["$ nuxt dev --host 0.0.0.0 --dotenv .env.local\nbun: command not found: nuxt\nerror: script \"dev\" exited with code 1"],
      cmd="bun run dev", exit=1, os=("windows", "linux"), look="bunx-command-not-found"),
    G("uv-command-not-found", "uv", "shell", "https://github.com/astral-sh/uv/issues/3116",
      [V(_PS_NOT_FOUND, shell="powershell"),
       V("uv : The term 'uv' is not recognized as the name of a \ncmdlet, function, script file, or operable program. "
         "Check \nthe spelling of the name, or if a path was included, verify \nthat the path is correct and try again.\n"
         "At line:1 char:1\n+ uv init livekit-voice-agent --bare\n+ ~~\n    + CategoryInfo          : ObjectNotFound: "
         "(uv:String) [ \n   ], CommandNotFoundException\n    + FullyQualifiedErrorId : CommandNotFoundException",
         shell="powershell", cmd="uv init livekit-voice-agent --bare", src="https://github.com/livekit/livekit-cli/issues/709"),
       V(_PS_NOT_FOUND_ZH, shell="powershell", locale="zh", src="https://github.com/astral-sh/uv/issues/14583",
         cls="locale"),
       V("'uv' 不是内部或外部命令，也不是可运行的程序", shell="cmd", locale="zh",
         src="https://github.com/wenb1n-dev/mysql_mcp_server_pro/issues/5", cls="locale")],
      cmd="uv venv", exit=1, os=("windows",), look="bun-command-not-found"),
    G("fish-pnpm-shell-completion-missing", "fish", "shell", "https://github.com/g-plane/pnpm-shell-completion/issues/21",
      ["fish: Unknown command: pnpm-shell-completion\n~/.config/fish/completions/pnpm.fish (line 60): \n"
       "  TARGET_PKG=$_flag_filter FEATURE=scripts pnpm-shell-completion\n"
       "                                           ^~~~~~~~~~~~~~~~~~~~^\nin function '__get_scripts'\n"
       "in command substitution"],
      cmd="pnpm run <TAB>", exit=127, os=("macos", "linux"), shells=("fish",), look="uv-command-not-found"),
    G("deno-addr-in-use", "deno", "two-programs", "https://github.com/denoland/deno/issues/36504",
      [V("Error: Uncaught (in promise) AddrInUse: Address already in use (os error 98)", os="linux", tool="deno desktop",
         cmd="deno desktop"),
       V("error: Uncaught (in worker \"\") (in promise) AddrInUse: Address already in use (os error 98)\n"
         "    Deno.serve({ port: <<port>> }, async (request: Request) => {});", os="linux", cls="wrapper"),
       V(_DENO_WIN + "\n    at unwrapResponse (rt/10_dispatch_json.js:24:13)\n    at sendSync (rt/10_dispatch_json.js:51:12)\n"
         "    at opListen (rt/30_net.js:33:12)", os="windows", tool="denon", cmd="denon start",
         src="https://github.com/fauzan121002/denovel/issues/5"),
       V("Watcher File change detected! Restarting!\n" + _DENO_WIN + "\n    at Object.jsonOpSync (core.js:247:13)\n"
         "    at opListen (deno:cli/rt/30_net.js:32:17)", os="windows", tool="deno", cmd="deno run --unstable --watch a.ts",
         src="https://github.com/oakserver/oak/issues/254", cls="wrapper")],
      cmd="deno run --allow-net server.ts", exit=1, os=("linux", "windows")),
    G("rust-tofnd-addr-in-use", "tofnd", "two-programs", "https://github.com/axelarnetwork/tofnd/issues/268",
      ["Please type your tofnd password:\n\nError: Address already in use (os error 98)"], cmd="tofnd", exit=1,
      os=("linux",), look="deno-addr-in-use"),
    G("erlang-eaddrinuse-listener", "erlang", "two-programs", "https://github.com/esl/MongooseIM/issues/2107",
      [V("<<time>>.566 [error] Failed to start Ranch listener 'ejabberd_cowboy_127.0.0.1_<<port>>' in "
         "ranch_tcp:listen([{port,<<port>>},{ip,{127,0,0,1}}]) for reason eaddrinuse (address already in use)\n"
         "<<time>>.566 [error] CRASH REPORT Process <0.<<n2>>.0> with 0 neighbours exited with reason: "
         "{listen_error,'ejabberd_cowboy_127.0.0.1_<<port>>',eaddrinuse} in gen_server:init_it/6 line 352",
         tool="mongooseimctl", cls="runtime-value"),
       V("Error! Failed to eval: app@@main:run(lustre@dev)\n\nRuntime terminating during boot ({{bad_generator,"
         "{failed_to_start_child,0,{init_failed,<<\"Failed to start socket listener: Eaddrinuse\">>}}},"
         "[{'app@@main','-print_error/3-lc$^0/1-0-',1,[{file,\"<<gleamerl>>\"},{line,40}]},{'app@@main',print_error,3,"
         "[{file,\"<<gleamerl>>\"},{line,40}]},{'app@@main',run,1,[{file,\"<<gleamerl>>\"},{line,16}]},"
         "{erl_eval,do_apply,7,[{file,\"erl_eval.erl\"},{line,920}]},{init,start_it,1,[]},{init,start_em,1,[]},"
         "{init,do_boot,3,[]}]})\n\nCrash dump is being written to: erl_crash.dump...done",
         tool="gleam", cmd="gleam run -m lustre/dev start", src="https://github.com/lustre-labs/dev-tools/issues/112")],
      cmd="mongooseimctl live", exit=1, os=("linux", "macos"), look="rust-tofnd-addr-in-use",
      extra={"gleamerl": "<<root>>/build/dev/erlang/app/_gleam_artefacts/app@@main.erl"}),
    G("elixir-genserver-no-process", "elixir", "runtime-value", "https://github.com/elixir-lang/elixir/issues/5458",
      ["<<time>>.175 [error] GenServer #PID<0.<<n2>>.0> terminating\n** (stop) no process"],
      cmd="mix test", exit=1, os=("macos", "linux")),
    G("elixir-genserver-terminate-clause", "elixir", "runtime-value", "https://github.com/smartrent/grizzly/pull/416",
      ["<<time>>.290 [error] GenServer {Grizzly.ConnectionRegistry, :gateway} terminating\n"
       "** (FunctionClauseError) no function clause matching in Grizzly.Connections.SyncConnection.terminate/2\n"
       "    (grizzly 0.15.11) lib/grizzly/connections/sync_connection.ex:145: "
       "Grizzly.Connections.SyncConnection.terminate({:function_clause, [{Grizzly.Transports.DTLS, :parse_response, "
       "[{:ssl, {:sslsocket, {:gen_udp, {{{64768, 43690, 0, 0, 0, 0, 0, 1}, <<pid>>}, #Port<0.<<n2>>>}, :dtls_gen_connection}, "
       "[#PID<0.<<pid>>.0>]}, [35, 2, 64, 0, 237, 0, 0]}, []], [file: 'lib/grizzly/transports/DTLS.ex', line: 34]}"],
      cmd="iex -S mix", exit=1, os=("linux",), look="elixir-genserver-no-process"),
]

QUERIES = [
    Q("installed bun but the shell still can't find it", "bun-command-not-found", "plain"),
    Q("装了 bun 终端里还是找不到命令", "bun-command-not-found", "zh"),
    Q("bunx missing after installing bun 1.0", "bunx-command-not-found", "plain"),
    Q("bun 1.0 装完没有 bunx 命令", "bunx-command-not-found", "zh"),
    Q("bun run dev says nuxt is not found but npm works", "bun-script-nuxt-not-found", "plain"),
    Q("bun run dev 找不到 nuxt，npm 却能跑", "bun-script-nuxt-not-found", "zh"),
    Q("windows can't run uv after the powershell installer", "uv-command-not-found", "plain"),
    Q("windows 装完 uv 命令识别不了", "uv-command-not-found", "zh"),
    Q("pnpm tab completion in fish calls a missing helper", "fish-pnpm-shell-completion-missing", "plain"),
    Q("fish 里 pnpm 补全缺少 pnpm-shell-completion 程序", "fish-pnpm-shell-completion-missing", "zh"),
    Q("deno server restart: port still taken", "deno-addr-in-use", "plain"),
    Q("deno 重启服务 端口还被占着", "deno-addr-in-use", "zh"),
    Q("second tofnd instance can't bind its port", "rust-tofnd-addr-in-use", "plain"),
    Q("tofnd 已经在运行 再启动一个 端口冲突", "rust-tofnd-addr-in-use", "zh"),
    Q("erlang cowboy listener can't start, port taken by another node", "erlang-eaddrinuse-listener", "plain"),
    Q("erlang 监听端口已经被别的进程用了", "erlang-eaddrinuse-listener", "zh"),
    Q("elixir test: a genserver stops because the process it called is gone", "elixir-genserver-no-process", "plain"),
    Q("elixir 测试里 GenServer 因为调用的进程不存在而退出", "elixir-genserver-no-process", "zh"),
    Q("grizzly connection terminate has no matching clause", "elixir-genserver-terminate-clause", "plain"),
    Q("grizzly 连接进程 terminate 函数子句不匹配", "elixir-genserver-terminate-clause", "zh"),
]
