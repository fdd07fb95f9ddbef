"""Field set 17, part i: the Tauri CLI without cargo or WiX, Rust's access-denied error on Chinese Windows
(three programs, three causes), Caddy binding low ports, MongoDB not running."""

from fieldspec import G, Q, V

_TAURI_CANDLE = """Error: Try running with --verbose to see command output

Caused by:
    0: failed to bundle project
    1: error running candle.exe
    2: error running candle.exe
    3: `系统找不到指定的文件。 (os error 2)`
    4: 系统找不到指定的文件。 (os error 2)"""

_TAURI_NO_RUST_WIN = """Error: failed to build bundler settings

Caused by:
    0: `The system cannot find the file specified. (os error 2)`
    1: The system cannot find the file specified. (os error 2)"""

_RUST_PROC_MACRO = """error: custom attribute panicked
 --> example\\src\\main.rs:3:1
  |
3 | #[summer_boot::auto_scan]
  | ^^^^^^^^^^^^^^^^^^^^^^^^^
  |
  = help: message: called `Result::unwrap()` on an `Err` value: Os { code: 5, kind: PermissionDenied, message: "拒绝访问。" }"""

_CADDY_443 = """<<date>> <<time>>.788 INFO    using adjacent Caddyfile
<<date>> <<time>>.788 INFO    adapted config to JSON  {"adapter": "caddyfile"}
Error: loading initial config: loading new config: http app module: start: listening on :443: listen tcp :443: bind: permission denied"""

_CADDY_SOURCEGRAPH = """<<time>>                             caddy | run: loading initial config: loading new config: http app module: start: tcp: listening on :80: listen tcp :80: bind: permission denied
<<time>>                             caddy | Terminating caddy"""

_METEOR = """[<<host>>]MongoServerSelectionError: connect ECONNREFUSED 127.0.0.1:27017
[<<host>>]    at Timeout._onTimeout (/built_app/programs/server/npm/node_modules/meteor/npm-mongo/node_modules/mongodb/lib/core/sdam/topology.js:437:30)
[<<host>>]    at listOnTimeout (internal/timers.js:557:17)
[<<host>>]    at processTimers (internal/timers.js:500:7) {
[<<host>>]  reason: TopologyDescription {
[<<host>>]    type: 'ReplicaSetNoPrimary',
[<<host>>]    setName: 'meteor',"""

GROUPS = [
    G("f17-tauri-cargo-not-installed", "tauri", "version", "https://github.com/tauri-apps/tauri/issues/3214", [
        V(_TAURI_NO_RUST_WIN, os="windows", cmd="npm run dev"),
        V("$ tauri dev\nError running CLI: failed to run cargo: No such file or directory (os error 2)\nerror Command failed "
          "with exit code 1.", os="macos", cmd="yarn tauri dev", src="https://github.com/tauri-apps/tauri/issues/4428",
          cls="wrapper"),
        V("(node:<<pid>>) UnhandledPromiseRejectionWarning: Error: failed to run cargo: No such file or directory (os error 2)",
          os="macos", cmd="npm run tauri:serve", src="https://github.com/tauri-apps/tauri/issues/3639", tool="vue-cli-service",
          cls="two-programs"),
        V("failed to get cargo metadata: No such file or directory (os error 2)\n       Error failed to get cargo metadata: "
          "No such file or directory (os error 2)\nerror: script \"tauri\" exited with code 1", os="macos",
          cmd="bun run tauri dev", src="https://github.com/winfunc/opcode/issues/185"),
        V("failed to run 'cargo metadata' command to get workspace directory: failed to run command cargo metadata --no-deps "
          "--format-version 1: No such file or directory (os error 2)\n       Error failed to run 'cargo metadata' command to "
          "get workspace directory: failed to run command cargo metadata --no-deps --format-version 1: No such file or "
          "directory (os error 2)", os="macos", cmd="npm run tauri dev",
          src="https://github.com/caamer20/Telegram-Drive/issues/25"),
        V("       Error failed to get cargo metadata: No such file or directory (os error 2)", os="linux",
          cmd="npm run tauri:dev", src="https://github.com/oSethoum/tauri-react-template/issues/3"),
    ], cmd="npm run tauri dev", os=("windows", "macos"), n=10),
    G("f17-tauri-wix-candle-missing-zh", "cargo-tauri", "locale", "https://github.com/tauri-apps/tauri/issues/4408",
      [_TAURI_CANDLE], cmd="cargo tauri build", os=("windows",), locale="zh", n=8, look="f17-tauri-cargo-not-installed"),
    G("f17-reepak-pack-file-input-denied-zh", "ree-pak-cli", "locale", "https://github.com/eigeen/ree-pak-rs/issues/3", [
        "Error: 拒绝访问。 (os error 5)",
    ], cmd='.\\ree-pak-cli.exe pack --input "<<root>>\\natives\\STM\\Sound\\Wwise\\Wp03_Cmn_m.sbnk.1.X64" --output "<<root>>"',
        os=("windows",), locale="zh", shells=("powershell",), n=7),
    G("f17-tap-windows-open-device-denied-zh", "cargo", "locale", "https://github.com/Tazdevil971/tap-windows/issues/1", [
        "thread 'main' panicked at 'Failed to open device: Os { code: 5, kind: PermissionDenied, message: \"拒绝访问。\" }', "
        "common\\src\\main.rs:21:10",
    ], cmd="cargo run --bin common", os=("windows",), locale="zh", n=7, look="f17-reepak-pack-file-input-denied-zh"),
    G("f17-rust-proc-macro-read-denied-zh", "cargo", "locale", "https://github.com/rust-lang/rust/issues/114956",
      [_RUST_PROC_MACRO], cmd="cargo build -p example", os=("windows",), locale="zh", n=7,
      look="f17-reepak-pack-file-input-denied-zh"),
    G("f17-cargo-watch-win7-access-denied", "cargo-watch", "everyday", "https://github.com/watchexec/cargo-watch/issues/295", [
        "[Running 'cargo .']\nError: I/O error: Access is denied. (os error 5)",
    ], cmd="cargo watch -x .", os=("windows",), look="f17-reepak-pack-file-input-denied-zh"),
    G("f17-caddy-low-port-permission", "caddy", "version", "https://github.com/caddy-ansible/caddy-ansible/issues/70", [
        "Error: loading initial config: loading new config: http app module: start: listening on :80: listen tcp :80: bind: "
        "permission denied",
        V(_CADDY_443, src="https://github.com/caddyserver/caddy/issues/7570", cmd="caddy run", cls="multiline"),
        V(_CADDY_SOURCEGRAPH, src="https://github.com/sourcegraph/sourcegraph-public-snapshot/issues/9536",
          cmd="./dev/start.sh", cls="wrapper"),
        V("Error: loading initial config: loading new config: http app module: start: listening on :80: listen tcp :80: bind: "
          "permission denied\nError: caddy process exited with error: exit status 1", cmd="./deploy.sh",
          src="https://github.com/letmejustputthishere/icp-evm-coprocessor-starter/pull/31"),
    ], cmd="caddy run --config /etc/caddy/Caddyfile", os=("linux",), n=8),
    G("f17-caddy-admin-endpoint-denied", "frankenphp", "everyday", "https://github.com/php/frankenphp/issues/2519", [
        "Error: loading initial config: loading new config: starting caddy administration endpoint: permission denied",
    ], cmd="frankenphp run --config /etc/frankenphp/Caddyfile", os=("linux",), look="f17-caddy-low-port-permission"),
    G("f17-mongo-refused-not-running", "node", "two-programs", "https://github.com/zodern/meteor-up/issues/1334", [
        V(_METEOR, tool="mup", cmd="mup logs", cls="runtime-value"),
        V("ServerSelectionTimeoutError: localhost:27017: [Errno 111] Connection refused", tool="python",
          cmd="python -m virtool", src="https://github.com/virtool/virtool/issues/699"),
        V("No suitable servers found (`serverSelectionTryOnce` set): [connection refused calling ismaster on "
          "'localhost:27017']", tool="php", cmd="php artisan migrate", src="https://github.com/mongodb/laravel-mongodb/issues/2173"),
    ], cmd="node server.js", os=("linux", "macos"), n=6),
    G("f17-bun-not-on-path-after-install", "bun", "shell", "https://github.com/oven-sh/bun/issues/6148", [
        V("zsh: command not found: bun", os="macos", shell="zsh", cmd="bun -v"),
        V("bash: line 1: bun: command not found", os="linux", shell="bash", cmd="bash -c 'bun install'",
          src="https://github.com/codegen-sh/codegen/issues/1102"),
        V("Command 'bun' not found, but can be installed with:\nsnap install bun-js", os="linux", shell="bash",
          cmd="bun --version", src="https://github.com/oven-sh/bun/issues/23596"),
        V("bash: line 141: <<home>>/.zshrc: Permission denied\nbash: line 142: <<home>>/.zshrc: Permission denied\n"
          "zsh: command not found: bun", os="macos", shell="zsh", cmd="bun --help", src="https://github.com/oven-sh/bun/issues/293",
          cls="multiline"),
    ], cmd="bun --help", os=("macos", "linux"), exit=127, n=8),
]

QUERIES = [
    Q("tauri dev failed to run cargo no such file or directory rust not installed", "f17-tauri-cargo-not-installed", "plain"),
    Q("tauri dev 报 failed to run cargo 没装 rust", "f17-tauri-cargo-not-installed", "zh"),
    Q("cargo tauri build error running candle.exe os error 2 wix", "f17-tauri-wix-candle-missing-zh", "plain"),
    Q("tauri 打包 candle.exe 系统找不到指定的文件", "f17-tauri-wix-candle-missing-zh", "zh"),
    Q("ree-pak-cli pack access denied os error 5 input is a file", "f17-reepak-pack-file-input-denied-zh", "plain"),
    Q("ree-pak-cli 打包 拒绝访问 os error 5", "f17-reepak-pack-file-input-denied-zh", "zh"),
    Q("tap-windows failed to open device permission denied run as administrator", "f17-tap-windows-open-device-denied-zh", "plain"),
    Q("tap-windows 打开设备 拒绝访问 需要管理员", "f17-tap-windows-open-device-denied-zh", "zh"),
    Q("proc macro custom attribute panicked unwrap PermissionDenied read_to_string", "f17-rust-proc-macro-read-denied-zh", "plain"),
    Q("过程宏 custom attribute panicked 拒绝访问 read_to_string", "f17-rust-proc-macro-read-denied-zh", "zh"),
    Q("cargo watch windows 7 I/O error access is denied", "f17-cargo-watch-win7-access-denied", "plain"),
    Q("win7 上 cargo watch 报 Access is denied", "f17-cargo-watch-win7-access-denied", "zh"),
    Q("caddy listen tcp :80 bind permission denied systemd CAP_NET_BIND_SERVICE", "f17-caddy-low-port-permission", "plain"),
    Q("caddy 监听 80 端口 bind permission denied", "f17-caddy-low-port-permission", "zh"),
    Q("frankenphp starting caddy administration endpoint permission denied", "f17-caddy-admin-endpoint-denied", "plain"),
    Q("frankenphp 启动 caddy 管理端点 权限被拒绝", "f17-caddy-admin-endpoint-denied", "zh"),
    Q("mongodb connection refused 27017 mongod not running server selection", "f17-mongo-refused-not-running", "plain"),
    Q("连接 mongodb 27017 被拒绝 mongod 没启动", "f17-mongo-refused-not-running", "zh"),
    Q("bun installed but zsh command not found bun until shell reloaded", "f17-bun-not-on-path-after-install", "plain"),
    Q("装完 bun 提示 command not found 需要重新加载 shell", "f17-bun-not-on-path-after-install", "zh"),
]
