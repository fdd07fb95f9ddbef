"""Field set 12, part c: Elixir/Phoenix and .NET Kestrel on a busy port, Nushell's missing command
(and cmd's wording of it on Windows), Zig's install-directory and build-file errors, opam's solver
and Dart pub's version solving. Each group's message is copied from the thread in `src`; only
`<<slot>>` parts vary between instances. Queries: one in plain English, one in Chinese per group."""

from fieldspec import G, Q, V

_PHX = ("** (Mix) Could not start application chat: Chat.start(:normal, []) returned an error: shutdown: failed to start "
        "child: Chat.Endpoint\n    ** (EXIT) shutdown: failed to start child: Phoenix.Endpoint.Handler\n"
        "        ** (EXIT) shutdown: failed to start child: {:ranch_listener_sup, Chat.Endpoint.HTTP}\n"
        "            ** (EXIT) shutdown: failed to start child: :ranch_acceptors_sup\n"
        "                ** (EXIT) {:listen_error, Chat.Endpoint.HTTP, :eaddrinuse}")
_PHX_REPORT = "=INFO REPORT==== <<n>>-Oct-2017::<<time>> ===\n    application: logger\n    exited: stopped\n    type: temporary\n"
_KESTREL = ("Unhandled exception: System.IO.IOException: Failed to bind to address http://[::]:<<port>>: address already in "
            "use.\n ---> Microsoft.AspNetCore.Connections.AddressInUseException: Address in use\n"
            " ---> System.Net.Sockets.SocketException (98): Address in use")
_NU_FOO = ("Error: nu::shell::external_command (link)\n\n  × External command\n   ╭─[entry #<<n>>:1:1]\n 1 │ foo\n"
           "   · ─┬─\n   ·  ╰── can't run executable\n   ╰────\n  help: No such file or directory (os error 2)")
_NU_TYPE = ("Error: nu::shell::external_command (link)\n\n  × External command failed\n   ╭─[entry #<<n2>>:1:1]\n"
            " 1 │ type biblio-libros.txt\n   · ──┬─\n   ·   ╰── did you mean 'describe'?\n   ╰────\n  help: program not found")
_NU_SCRIPT = ("Error: nu::shell::external_command\n\n  × External command failed\n   ╭─[entry #<<n>>:1:1]\n"
              " 1 │ ./docs/plot-instruction-cdf.py\n   · ───────────────┬──────────────\n"
              "   ·                ╰── Command `./docs/plot-instruction-cdf.py` not found\n   ╰────\n"
              "  help: `./docs/plot-instruction-cdf.py` is neither a Nushell built-in or a known external command")
_OPAM_BETA = ("[ERROR] Could not resolve set of base packages:\n        The following dependencies couldn't be met:\n"
              "          - ocaml-base-compiler → ocaml-beta\n"
              "              unmet availability conditions: enable-ocaml-beta-repository")
_OPAM_SORRY = ("[ERROR] Could not resolve set of base packages:\n"
               "        Sorry, no solution found: there seems to be a problem with your request.")
_OPAM_ASPCUD = ('[ERROR] Solver failed: "/usr/bin/aspcud\n        <<home>>/.opam/log/solver-in-<<pid>>-<<hex8>>\n'
                "        <<home>>/.opam/log/solver-out-<<pid>>-<<hex12>>\n"
                '        -count(removed),-sum(request,version-lag),-count(down),-sum(solution,version-lag),-count(changed)"\n'
                '        exited with code 1 "ERROR: grounder returned with non-zero exit status"')
_SATY = "https://github.com/na4zagin3/satyrographos-repo/pull/151"
_NU_4996 = "https://github.com/nushell/nushell/issues/4996"

GROUPS = [
    G("f12-phoenix-listen-eaddrinuse", "mix", "multiline", "https://github.com/chrismccord/phoenix_chat_example/issues/44",
      [_PHX, _PHX_REPORT + _PHX], cmd="mix phoenix.server", os=("macos", "linux")),
    G("f12-kestrel-address-in-use", "dotnet-monitor", "two-programs", "https://github.com/dotnet/dotnet-monitor/issues/2912",
      [_KESTREL], cmd="dotnet-monitor collect", os=("linux",), look="f12-phoenix-listen-eaddrinuse"),
    G("f12-nushell-external-foo", "nu", "shell", _NU_4996,
      [V(_NU_FOO, os="linux"),
       V("'foo' is not recognized as an internal or external command,\noperable program or batch file.", os="windows",
         shell="cmd")], cmd="foo", os=("linux", "windows")),
    G("f12-nushell-did-you-mean-describe", "nu", "shell", "https://github.com/nushell/nushell/issues/6476",
      [_NU_TYPE, "Error: nu::shell::external_command (link)\n\n  × External command failed\n   ╭─[entry #<<n2>>:1:1]\n"
       " 1 │ ^type biblio-libros.txt\n   ·  ──┬─\n   ·    ╰── did you mean 'describe'?\n   ╰────\n  help: program not found"],
      cmd="type biblio-libros.txt", os=("windows",), shells=("powershell",), look="f12-nushell-external-foo"),
    G("f12-nushell-script-not-executable", "nu", "non-file-path", "https://github.com/nushell/nushell/issues/13477",
      [_NU_SCRIPT], cmd="./docs/plot-instruction-cdf.py", os=("linux",), look="f12-nushell-external-foo"),
    G("f12-nushell-old-command-not-found", "nu", "version", "https://github.com/nushell/nushell/issues/1706",
      ["error: Command not found\n- shell:1:15\n1 | echo | notfound\n  |        ^^^^^^^^ command not found"],
      cmd="echo | notfound", os=("linux",), look="f12-nushell-external-foo"),
    G("f12-nushell-quoted-command-not-found", "nu", "version", "https://github.com/nushell/nushell/pull/3611",
      ["error: Command not found\n   ┌─ shell:<<n2>>:2\n   │\n<<n2>> │ ^'git --version'\n   │  ^^^^^^^^^^^^^^^ "
       "command git --version not found"], cmd="^'git --version'", os=("macos",), look="f12-nushell-external-foo"),
    G("f12-zig-no-install-dir", "zig", "version", "https://github.com/ziglang/zig/issues/21110",
      ["error: unable to find zig installation directory '/usr/local/bin/zig': FileNotFound",
       "error: unable to find zig installation directory '<<home>>/bin/zig': FileNotFound",
       V("Unable to find zig lib directory: FileNotFound.\nReinstall Zig or use --zig-install-prefix.\n"
         "unable to find zig installation directory: ZigLibDirNotFound", os="windows",
         src="https://github.com/ziglang/zig/issues/4742")], cmd="zig build", os=("linux", "windows")),
    G("f12-zig-no-build-zig", "zig", "multiline", "https://github.com/so-dang-cool/dt/issues/13",
      ["info: Initialize a 'build.zig' template file with `zig init-lib` or `zig init-exe`,\n"
       "or see `zig --help` for more options.\nerror: No 'build.zig' file found, in the current directory or any parent "
       "directories."], cmd="dt", os=("macos",), look="f12-zig-no-install-dir"),
    G("f12-opam-base-beta-repo", "opam", "multiline", "https://github.com/Sudha247/ocaml5-tutorial-icfp-22/issues/4",
      [_OPAM_BETA], cmd="opam switch create 5.0.0~alpha1 ocaml-base-compiler.5.0.0~alpha1 --no-install",
      os=("linux", "macos")),
    G("f12-opam-base-no-solution", "opam", "multiline", "https://github.com/ocaml/opam/issues/4226",
      [_OPAM_SORRY, _OPAM_SORRY + "\n\n\nSwitch initialisation failed: clean up? ('n' will leave the switch partially "
       "installed) [Y/n] y"], cmd="opam sw create 4.11.0+alpha2", os=("linux",), look="f12-opam-base-beta-repo"),
    G("f12-opam-aspcud-grounder", "opam", "runtime-value", "https://github.com/ocaml/opam/issues/4023",
      [_OPAM_ASPCUD], cmd="opam switch create ocaml-base-compiler 4.09.0", os=("linux",), look="f12-opam-base-beta-repo"),
    G("f12-opam-no-version-satysfi", "opam", "multiline", _SATY,
      ["The following dependencies couldn't be met:\n  - satysfi-ncsq -> satysfi >= 0.0.5\nYour request can't be "
       "satisfied:\n  - No available version of satysfi satisfies the constraints\n\nNo solution found, exiting"],
      cmd="opam install --dry-run satysfi.0.0.4 satysfi-ncsq.1.0.0", os=("linux",)),
    G("f12-opam-base-of-switch-ocaml", "opam", "multiline", _SATY,
      ["The following dependencies couldn't be met:\n  - satysfi-ncsq-doc → satysfi-easytable → satysfi >= 0.0.5 → "
       "ocaml >= 4.08.0\n      base of this switch (use `--unlock-base' to force)\n\nNo solution found, exiting"],
      cmd="opam install --dry-run satysfi.0.0.4 satysfi-ncsq-doc.1.0.0", os=("linux",),
      look="f12-opam-no-version-satysfi"),
    G("f12-pub-intl-requires-old-sdk", "flutter", "multiline", "https://github.com/jebright/flutter_form_app/issues/4",
      ['Running "flutter packages get" in flutter_form_app...\nThe current Dart SDK version is '
       "2.1.0-dev.3.1.flutter-760a9690c2.\n\nBecause flutter_form_app depends on intl 0.15.2 which requires SDK version "
       ">=1.24.0 <2.0.0, version solving failed.\npub get failed (1)"], cmd="flutter packages get", os=("macos",)),
    G("f12-pub-zap-dev-hosted-mismatch", "dart", "multiline", "https://github.com/simolus3/zap/issues/13",
      ["Resolving dependencies...\nBecause portfolio depends on riverpod_zap ^0.1.0 which depends on zap_dev ^0.1.0, "
       "zap_dev from hosted on https://simonbinder.eu is required.\nSo, because portfolio depends on zap_dev from hosted "
       "on https://pub.dartlang.org, version solving failed.\nexit code 1"], cmd="dart pub get",
      os=("linux", "macos", "windows"), look="f12-pub-intl-requires-old-sdk"),
]

QUERIES = [
    Q("phoenix server will not start, port 4000 taken", "f12-phoenix-listen-eaddrinuse", "plain"),
    Q("phoenix 启动失败 端口已经被别的进程用了", "f12-phoenix-listen-eaddrinuse", "zh"),
    Q("dotnet-monitor cannot bind its default port", "f12-kestrel-address-in-use", "plain"),
    Q("dotnet-monitor 默认端口绑定失败 地址被占", "f12-kestrel-address-in-use", "zh"),
    Q("nushell unknown command foo cannot run executable", "f12-nushell-external-foo", "plain"),
    Q("在 nushell 里输入不存在的命令 foo 报错", "f12-nushell-external-foo", "zh"),
    Q("nushell on windows type command suggests describe", "f12-nushell-did-you-mean-describe", "plain"),
    Q("windows 上 nushell 用 type 看文件提示程序找不到", "f12-nushell-did-you-mean-describe", "zh"),
    Q("nushell says my python script is not found but it exists", "f12-nushell-script-not-executable", "plain"),
    Q("nushell 运行脚本说找不到，其实是没有执行权限", "f12-nushell-script-not-executable", "zh"),
    Q("old nu shell piping into a missing command", "f12-nushell-old-command-not-found", "plain"),
    Q("旧版 nu 管道到不存在的命令", "f12-nushell-old-command-not-found", "zh"),
    Q("nushell caret with the whole git command in quotes fails", "f12-nushell-quoted-command-not-found", "plain"),
    Q("nushell 用引号把 git 命令整个包起来执行不了", "f12-nushell-quoted-command-not-found", "zh"),
    Q("zig version works but zig build cannot locate its lib folder", "f12-zig-no-install-dir", "plain"),
    Q("zig 能看版本但编译时找不到安装目录", "f12-zig-no-install-dir", "zh"),
    Q("running zig project helper outside the repo, no build file", "f12-zig-no-build-zig", "plain"),
    Q("在别的目录运行 zig 项目，提示没有 build.zig", "f12-zig-no-build-zig", "zh"),
    Q("opam cannot create ocaml 5 alpha switch without beta repo", "f12-opam-base-beta-repo", "plain"),
    Q("opam 创建 ocaml 5 alpha 开关需要 beta 仓库", "f12-opam-base-beta-repo", "zh"),
    Q("opam switch create alpha compiler gives no solution", "f12-opam-base-no-solution", "plain"),
    Q("opam 新建开关说没有解", "f12-opam-base-no-solution", "zh"),
    Q("opam on ubuntu aspcud solver fails with grounder", "f12-opam-aspcud-grounder", "plain"),
    Q("ubuntu 上 opam 的 aspcud 求解器出错", "f12-opam-aspcud-grounder", "zh"),
    Q("opam dry run no version of satysfi fits", "f12-opam-no-version-satysfi", "plain"),
    Q("opam 安装 satysfi-ncsq 时 satysfi 版本不满足", "f12-opam-no-version-satysfi", "zh"),
    Q("opam wants newer ocaml than the switch base", "f12-opam-base-of-switch-ocaml", "plain"),
    Q("opam 依赖需要更新的 ocaml，但被开关锁定", "f12-opam-base-of-switch-ocaml", "zh"),
    Q("flutter packages get fails, intl needs dart below 2", "f12-pub-intl-requires-old-sdk", "plain"),
    Q("flutter 获取依赖失败 intl 要求旧版 dart sdk", "f12-pub-intl-requires-old-sdk", "zh"),
    Q("dart pub get zap_dev comes from two different hosts", "f12-pub-zap-dev-hosted-mismatch", "plain"),
    Q("dart 依赖 zap_dev 来源仓库冲突 解析失败", "f12-pub-zap-dev-hosted-mismatch", "zh"),
]
