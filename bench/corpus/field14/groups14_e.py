"""Field set 14, part e: adb's unauthorized device through the programs that drive adb, WSL's
CreateVm error codes, and Nix evaluation errors whose variable or attribute decides.

Each group's message is copied from the public thread in its `src` (fieldspec.py says how instances
are derived). Whoever writes recognition rules should not read this file (see README.md).
"""

from __future__ import annotations

from fieldspec import G, Q, V

_WIN = ("windows",)
_NIX_OS = ("linux", "macos")
_ADB_HINT = ("This adb server's $ADB_VENDOR_KEYS is not set\nTry 'adb kill-server' if that seems wrong.\n"
             "Otherwise check for a confirmation dialog on your device.")

GROUPS = [
    G("f14-adb-device-unauthorized", "scrcpy", "two-programs", "https://github.com/Genymobile/scrcpy/issues/2002", [
        V("INFO: scrcpy 1.16 <https://github.com/Genymobile/scrcpy>\nadb: error: failed to get feature set: device "
          "unauthorized.\n" + _ADB_HINT + "\nERROR: \"adb push\" returned with value 1", cls="wrapper"),
        V("Something went wrong: FailError: Failure: 'device unauthorized.\n" + _ADB_HINT + "'",
          src="https://github.com/openstf/adbkit/issues/81", tool="adbkit"),
        V("RuntimeError: ERROR: 'FAIL' 00a7device unauthorized.\n" + _ADB_HINT,
          src="https://github.com/hassio-addons/addon-adb/issues/16", tool="home-assistant"),
        V("An error occurred while reading a response from ADB: device unauthorized.\n" + _ADB_HINT,
          src="https://github.com/MustardChef/WSABuilds/issues/135", tool="wsatools", os="windows"),
        V(_ADB_HINT, src="https://github.com/0x1CA3/AdbNet/issues/2", tool="adbnet"),
    ], cmd="scrcpy", os=("linux", "windows", "macos"), n=8),

    # WSL: the error code after CreateVm decides; the first one's prefix changed from Bash/ to Wsl/.
    G("f14-wsl-createvm-file-not-found", "wsl", "version", "https://github.com/microsoft/WSL/issues/9547", [
        "The system cannot find the file specified.\nError code: Wsl/Service/CreateInstance/CreateVm/ERROR_FILE_NOT_FOUND",
        V("Error code: Bash/Service/CreateInstance/CreateVm/ERROR_FILE_NOT_FOUND",
          src="https://github.com/microsoft/WSL/issues/8688", cmd="wsl.exe start"),
    ], cmd="wsl", os=_WIN, n=5),
    G("f14-wsl-createinstance-file-not-found", "wsl", "everyday", "https://github.com/microsoft/WSL/issues/8710", [
        "Wsl/Service/CreateInstance/ERROR_FILE_NOT_FOUND",
    ], cmd="ubuntu.exe", os=_WIN, look="f14-wsl-createvm-file-not-found"),
    G("f14-wsl-hcs-file-not-found", "wsl", "runtime-value", "https://github.com/microsoft/WSL/issues/40808", [
        V("The system cannot find the file specified.\nError code: Wsl/Service/CreateInstance/CreateVm/HCS/ERROR_FILE_NOT_FOUND",
          cmd="wsl -d Ubuntu-24.04"),
        V("The system cannot find the file specified.\nError code: Wsl/Service/CreateInstance/CreateVm/HCS/ERROR_FILE_NOT_FOUND",
          cmd="wsl -d Ubuntu-22.04"),
    ], os=_WIN, look="f14-wsl-createvm-file-not-found"),
    G("f14-wsl-hcs-path-not-found", "wsl", "everyday", "https://github.com/microsoft/WSL/issues/11677", [
        "The system cannot find the path specified.\nError code: Wsl/Service/CreateInstance/CreateVm/HCS/ERROR_PATH_NOT_FOUND",
    ], cmd="wsl", os=_WIN, look="f14-wsl-hcs-file-not-found"),
    G("f14-wsl-createvm-invalidarg", "wsl", "everyday", "https://github.com/microsoft/WSL/issues/10544", [
        "The parameter is incorrect.\nError code: Wsl/Service/CreateInstance/CreateVm/E_INVALIDARG",
    ], cmd="wsl.exe -d Debian", os=_WIN, look="f14-wsl-createvm-file-not-found"),

    # Nix: the undefined variable or the missing attribute decides.
    G("f14-nix-undefined-nix-info", "nix-shell", "version", "https://github.com/NixOS/nixpkgs/issues/50331", [
        "error: undefined variable 'nix-info' at (string):1:94\n(use '--show-trace' to show detailed location information)",
    ], cmd="nix-shell -p nix-info --run \"nix-info -m\"", os=_NIX_OS),
    G("f14-nix-undefined-use", "nix-shell", "multiline", "https://github.com/divnix/digga/pull/141", [
        "error: --- UndefinedVarError ------------------------------------------------------------------- nix-shell\n"
        "at: (1:103) from string\n\n"
        "     1| with import <nixpkgs> { }; (pkgs.runCommandCC or pkgs.runCommand) \"shell\" { buildInputs = [ (cachix) "
        "(use) (nrdxp) ]; } \"\"\n"
        "      |                                                                                                       ^\n\n"
        "undefined variable 'use'\n(use '--show-trace' to show detailed location information)",
    ], cmd="nix-shell -p cachix --run cachix use nrdxp", os=_NIX_OS, look="f14-nix-undefined-nix-info"),
    G("f14-nix-undefined-nix-2-4", "nix", "everyday", "https://github.com/Mic92/nix-update/issues/85", [
        "error: undefined variable 'nix_2_4'",
    ], cmd="nix run github:Mic92/nix-update kopia", os=_NIX_OS, look="f14-nix-undefined-use"),
    G("f14-nix-undefined-name", "nix", "everyday", "https://github.com/numtide/devshell/issues/129", [
        "error: undefined variable 'name'",
    ], cmd="nix develop", os=_NIX_OS, look="f14-nix-undefined-nix-2-4"),
    G("f14-nix-attribute-version-missing", "nix", "everyday", "https://github.com/reo101/rix101/pull/2", [
        "       error: attribute 'version' missing",
    ], cmd="nix build", os=_NIX_OS, look="f14-nix-undefined-name"),
    G("f14-nix-attribute-bsd3-missing", "nix-shell", "version", "https://github.com/shajra/nix-example/issues/4", [
        "error: attribute ‘bsd3’ missing",
    ], cmd="nix-shell --show-trace", os=("linux",), look="f14-nix-attribute-version-missing"),
    G("f14-nix-attribute-nodejs-missing", "node2nix", "non-file-path", "https://github.com/svanderburg/node2nix/issues/146", [
        "attribute 'nodejs-10.15.3' missing",
    ], cmd="nix-shell -A shell", os=_NIX_OS, look="f14-nix-attribute-version-missing"),
    # PlatformIO's CLI not on PATH, worded by bash, Windows PowerShell and cmd under the IDE's spawn.
    G("f14-platformio-not-on-path", "platformio", "shell", "https://github.com/platformio/platformio-atom-ide/issues/333", [
        V("bash: pio: command not found", os="macos", shell="bash", cmd="pio device monitor"),
        V("platformio : The term 'platformio' is not recognized as the name of a cmdlet, function, script file, or "
          "operable program. Check the spelling of the name, or if a path was included, verify that the path is "
          "correct\nand try again.\nAt line:1 char:1\n+ platformio update\n+ ~~~~~~~~~~\n"
          "    + CategoryInfo          : ObjectNotFound: (platformio:String) [], CommandNotFoundException\n"
          "    + FullyQualifiedErrorId : CommandNotFoundException",
          src="https://github.com/platformio/platformio-atom-ide/issues/122", os="windows", shell="powershell",
          cmd="platformio update"),
        V("'platformio' is not recognized as an internal or external command,\noperable program or batch file.\n"
          "Error: spawn platformio ENOENT", src="https://github.com/platformio/platformio-atom-ide/issues/1209",
          os="windows", shell="cmd", tool="platformio-ide", cls="two-programs"),
    ], exit=127, n=6, look="f14-make-not-found-windows"),
    G("f14-pio-core-no-pkg-command", "platformio-home", "wrapper", "https://github.com/platformio/platformio-home/issues/4757", [
        "PIO Core Call Error: \"Usage: platformio [OPTIONS] COMMAND [ARGS]...\\r\\nTry 'platformio -h' for help."
        "\\r\\n\\r\\nError: No such command \\\"pkg\\\"\"",
        V("PIO Core Call Error: \"Usage: platformio [OPTIONS] COMMAND [ARGS]...\\r\\nTry 'platformio -h' for help."
          "\\r\\n\\r\\nError: No such command \\\"pkg\\\"\"", src="https://github.com/platformio/platformio-home/issues/4453"),
    ], exit=None, os=("windows", "linux")),
]

QUERIES = [
    Q("phone never authorized this computer for usb debugging", "f14-adb-device-unauthorized", "plain"),
    Q("手机没有授权这台电脑的 USB 调试", "f14-adb-device-unauthorized", "zh"),
    Q("wsl won't start, a file for the vm is missing", "f14-wsl-createvm-file-not-found", "plain"),
    Q("wsl 启动不了，说找不到虚拟机需要的文件", "f14-wsl-createvm-file-not-found", "zh"),
    Q("ubuntu on wsl fails to open after reinstalling wsl", "f14-wsl-createinstance-file-not-found", "plain"),
    Q("重装 wsl 后打开 ubuntu 失败", "f14-wsl-createinstance-file-not-found", "zh"),
    Q("wsl 2.7 distros fail to boot with an HCS file error", "f14-wsl-hcs-file-not-found", "plain"),
    Q("wsl 2.7 启动发行版报 HCS 找不到文件", "f14-wsl-hcs-file-not-found", "zh"),
    Q("wsl says the path for the vm can't be found", "f14-wsl-hcs-path-not-found", "plain"),
    Q("wsl 启动提示找不到虚拟机路径", "f14-wsl-hcs-path-not-found", "zh"),
    Q("every wsl distro fails with parameter is incorrect", "f14-wsl-createvm-invalidarg", "plain"),
    Q("所有 wsl 发行版都报参数错误无法启动", "f14-wsl-createvm-invalidarg", "zh"),
    Q("nix-shell can't find the nix-info package on nixos 18.09", "f14-nix-undefined-nix-info", "plain"),
    Q("nixos 18.09 上 nix-shell 找不到 nix-info", "f14-nix-undefined-nix-info", "zh"),
    Q("nix-shell --run without quotes treats use as a package", "f14-nix-undefined-use", "plain"),
    Q("nix-shell --run 没加引号把 use 当成了包", "f14-nix-undefined-use", "zh"),
    Q("nix-update fails because nix_2_4 isn't defined in nixpkgs", "f14-nix-undefined-nix-2-4", "plain"),
    Q("nix-update 运行时说 nix_2_4 没定义", "f14-nix-undefined-nix-2-4", "zh"),
    Q("devshell command without package breaks its own assert message", "f14-nix-undefined-name", "plain"),
    Q("devshell 命令缺少 package 时断言信息自己报错", "f14-nix-undefined-name", "zh"),
    Q("nix build fails, nix package has no version attribute", "f14-nix-attribute-version-missing", "plain"),
    Q("nix 构建失败，nix 包没有 version 属性", "f14-nix-attribute-version-missing", "zh"),
    Q("haskell license bsd3 not found in old nixpkgs", "f14-nix-attribute-bsd3-missing", "plain"),
    Q("旧版 nixpkgs 里找不到 bsd3 许可证", "f14-nix-attribute-bsd3-missing", "zh"),
    Q("node2nix shell wants nodejs-10.15.3 that nixpkgs lacks", "f14-nix-attribute-nodejs-missing", "plain"),
    Q("node2nix 的 shell 需要 nixpkgs 里没有的 nodejs-10.15.3", "f14-nix-attribute-nodejs-missing", "zh"),
    Q("platformio command isn't found outside the IDE", "f14-platformio-not-on-path", "plain"),
    Q("在 IDE 外面找不到 platformio 命令", "f14-platformio-not-on-path", "zh"),
    Q("platformio home can't install a platform, core has no pkg command", "f14-pio-core-no-pkg-command", "plain"),
    Q("platformio home 安装平台失败，core 没有 pkg 命令", "f14-pio-core-no-pkg-command", "zh"),
]
