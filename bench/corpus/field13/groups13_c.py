"""Field set 13, part c: one complaint from several shells (cmd, PowerShell, zsh, sudo, a script) and one
condition from two programs (Postgres refused to Postgrex and to Mix, to sqlx's macro and to a daemon),
Kestrel's bind error across releases."""

from fieldspec import G, Q, V

NOT_CMD = "'{}' is not recognized as an internal or external command,\noperable program or batch file."
PS_TERM = ("The term '{}' is not recognized as the name of a cmdlet, function, script file, or operable program. "
           "Check the spelling of the name, or if a path was included, verify that the path is correct and try "
           "again.")
REFUSED = "(DBConnection.ConnectionError) tcp connect (localhost:5432): connection refused - :econnrefused"
MIX_STACK = ("    (db_connection) lib/db_connection/connection.ex:<<line>>: DBConnection.Connection.connect/2\n"
             "    (connection) lib/connection.ex:622: Connection.enter_connect/5\n"
             "    (stdlib) proc_lib.erl:<<line2>>: :proc_lib.init_p_do_apply/3\nLast message: nil\n"
             "State: Postgrex.Protocol\n")

GROUPS = [
    # -- a PowerShell command typed into cmd: which command decides the fix ---------------------------
    G("f13-cmd-install-module", "cmd", "shell", "https://github.com/boncey/Flickr4Java/issues/655", [
        NOT_CMD.format("Install-Module"),
        V(NOT_CMD.format("Install-Module"), src="https://github.com/PowerShell/PSReadLine/issues/4381"),
    ], cmd="Install-Module -Name \"PnP.Powershell\"", os=("windows",), shells=("cmd",)),
    G("f13-cmd-iwr", "cmd", "shell", "https://github.com/ChrisTitusTech/winutil/issues/1096", [
        NOT_CMD.format("iwr"),
        V("'iwr' 不是内部或外部命令，也不是可运行的程序", src="https://github.com/reolink/reolink-cli/pull/61",
          locale="zh", cls="locale"),
    ], cmd="iwr -useb https://christitus.com/win | iex", os=("windows",), shells=("cmd",),
        look="f13-cmd-install-module"),
    G("f13-cmd-irm", "cmd", "shell", "https://github.com/memstechtips/WIMUtil/issues/23", [
        NOT_CMD.format("irm"),
    ], cmd="irm https://github.com/memstechtips/WIMUtil/raw/main/src/WIMUtil.ps1 | iex", os=("windows",),
        shells=("cmd",), look="f13-cmd-iwr"),
    # -- PowerShell: which name it could not resolve -------------------------------------------------------
    G("f13-ps-utils-ps1", "powershell", "multiline", "https://github.com/pecigonzalo/Oh-My-Posh/issues/32", [
        ". : " + PS_TERM.format("./tools/utils.ps1") + "\nAt line:7 char:3\n+ . ./tools/utils.ps1\n"
        "+   ~~~~~~~~~~~~~~~~~\n    + CategoryInfo          : ObjectNotFound: (./tools/utils.ps1:String) [], "
        "CommandNotFoundException\n    + FullyQualifiedErrorId : CommandNotFoundException",
    ], cmd="iex (new-object net.webclient).downloadstring('https://get.scoop.sh')", os=("windows",),
        shells=("powershell",)),
    G("f13-ps-cmd-exe-missing", "chocolatey", "wrapper", "https://github.com/mandiant/flare-vm/issues/92", [
        "ERROR: " + PS_TERM.format("cmd.exe") + "\nThe install of tmp<<pid>>.tmp was NOT successful.",
    ], cmd=".\\install.ps1", os=("windows",), shells=("powershell",), look="f13-ps-utils-ps1"),
    G("f13-ps-uninstall-cmdlet", "chocolatey", "wrapper",
      "https://github.com/chocolatey/chocolatey-licensed-issues/issues/326", [
          "<<logts>> <<pid>> [ERROR] - ERROR: " + PS_TERM.format("UnInstall-ChocolateyPackageCmdlet"),
      ], cmd="choco download dellcommandupdate-uwp --internalize", os=("windows",), shells=("powershell",),
        look="f13-ps-utils-ps1"),
    # -- make is not installed: the same complaint through zsh, sudo, a script and Ubuntu's handler ------------
    G("f13-make-not-installed", "make", "shell", "https://github.com/NixOS/nixpkgs/pull/5726", [
        V("zsh: command not found: make", shell="zsh"),
        V("sudo: make: command not found", src="https://github.com/pystardust/ani-cli/issues/164", shell="bash",
          cmd="sudo make install"),
        V("sudo: make: command not found",
          src="https://github.com/Freenove/Freenove_Ultimate_Starter_Kit_for_Raspberry_Pi/issues/35", shell="bash",
          cmd="./build"),
        V("./install.sh: line <<line>>: make: command not found", src="https://github.com/six2dez/reconftw/pull/19",
          shell="bash", cmd="./install.sh", cls="wrapper"),
        V("./install.sh: line <<line>>: make: command not found\n./install.sh: line <<line2>>: make: command not found",
          src="https://github.com/trustedsec/ptf/issues/382", shell="sh", cmd="./install.sh", cls="multiline"),
        V("The program 'make' can be found in the following packages:\n * make\n * make-guile\n"
          "Try: sudo apt install <selected package>", src="https://github.com/mbjoseph/wildfire-extremes/issues/7",
          shell="bash", cls="multiline"),
    ], cmd="make", os=("linux",), exit=127),
    # -- Postgres not running: Postgrex in a running app, and Mix creating the database -----------------------
    G("f13-postgrex-econnrefused", "postgrex", "two-programs", "https://github.com/blockscout/blockscout/issues/1413", [
        V("<<ts>> application=db_connection [error] Postgrex.Protocol (#PID<0.<<n2>>.0>) failed to connect: ** "
          + REFUSED, tool="blockscout", cls="wrapper"),
        V("<<time>>.<<n2>> [error] Postgrex.Protocol (#PID<0.<<n2>>.0>) failed to connect: ** " + REFUSED,
          src="https://github.com/danschultzer/ansible-phoenix-build/issues/3", cmd="bin/<<proj>> foreground"),
        V("<<time>>.<<n2>> [error] GenServer #PID<0.<<n2>>.0> terminating\n** " + REFUSED + "\n" + MIX_STACK
          + "** (Mix) The database for Healthlocker.Repo couldn't be created: an exception was raised:\n    ** "
          + REFUSED, src="https://github.com/healthlocker/healthlocker/issues/80", tool="mix", cmd="mix ecto.create",
          cls="multiline"),
        V("<<time>>.<<n2>> [error] GenServer #PID<0.<<n2>>.0> terminating\n** " + REFUSED + "\n" + MIX_STACK
          + "** (Mix) The database for Chat.Repo couldn't be created: an exception was raised:\n    ** " + REFUSED,
          src="https://github.com/elixircastsio/038-chat-app-in-8-minutes/issues/1", tool="mix",
          cmd="mix ecto.create"),
        V("<<container>>        | [error] Postgrex.Protocol (#PID<0.<<n2>>.0>) failed to connect: ** (Postgrex.Error) "
          "tcp connect: connection refused - :econnrefused", src="https://github.com/elixir-ecto/postgrex/issues/210",
          tool="docker-compose", cmd="docker-compose up", cls="version"),
    ], cmd="mix phx.server", os=("linux", "macos")),
    G("f13-postgrex-nxdomain", "postgrex", "runtime-value", "https://github.com/elixir-ecto/postgrex/issues/255", [
        "Postgrex.Protocol (#PID<0.<<n2>>.0>) failed to connect: ** (DBConnection.ConnectionError) tcp connect: "
        "non-existing domain - :nxdomain",
    ], cmd="bin/<<proj>> foreground", os=("linux",), look="f13-postgrex-econnrefused"),
    # -- Postgres not running: sqlx's query! macro at compile time, and a daemon at start ---------------------
    G("f13-sqlx-refused", "sqlx", "two-programs", "https://github.com/transact-rs/sqlx/issues/1847", [
        V("error: error communicating with database: Connection refused (os error 61)\n  --> src/main.rs:<<line>>:23\n"
          "   |", tool="cargo", cmd="cargo build", os="macos"),
        V("[<<ts>> ERROR wheel_3box::install::verify_db] Failed to connect to postgres, aborting daemon startup\n"
          "        error communicating with database: Connection refused (os error 61)\n"
          "[<<ts>> ERROR wheel_3box::install::verify_db] For more information on setting up postgres see "
          "https://github.com/3box/wheel#setting-up-postgres\n"
          "Error: error communicating with database: Connection refused (os error 61)\n\nCaused by:\n"
          "    Connection refused (os error 61)", src="https://github.com/ceramicstudio/wheel/issues/4", tool="wheel",
          cmd="wheel", os="macos", cls="multiline"),
    ], os=("macos",)),
    G("f13-sqlx-timed-out", "sqlx", "runtime-value", "https://github.com/transact-rs/sqlx/issues/2330", [
        "error: error communicating with database: Operation timed out (os error 60)\n  --> src/main.rs:<<line>>:23\n"
        "   |",
    ], cmd="cargo build", os=("macos",), look="f13-sqlx-refused"),
    # -- Kestrel cannot bind: the managed socket error and libuv's older wording ------------------------------
    G("f13-kestrel-bind-in-use", "dotnet", "version", "https://github.com/dotnet/core/issues/4038", [
        V("System.IO.IOException: Failed to bind to address http://127.0.0.1:<<port>>: address already in use.\n"
          " ---> Microsoft.AspNetCore.Connections.AddressInUseException: Address already in use\n"
          " ---> System.Net.Sockets.SocketException (98): Address already in use\n"
          "   at System.Net.Sockets.Socket.UpdateStatusAfterSocketErrorAndThrowException(SocketError error, "
          "String callerName)", os="linux", cls="runtime-value"),
        V("System.IO.IOException: Failed to bind to address http://localhost:<<port>> on the IPv4 loopback "
          "interface: port already in use. ---> System.AggregateException: One or more errors occurred. (Error -4091 "
          "EADDRINUSE address already in use) ---> Microsoft.AspNetCore.Server.Kestrel.Internal.Networking.UvException: "
          "Error -4091 EADDRINUSE address already in use",
          src="https://github.com/aspnet/KestrelHttpServer/issues/2250", os="windows"),
    ], cmd="dotnet run", os=("linux", "windows"), look="f13-bun-eaddrinuse"),
]

QUERIES = [
    Q("install-module does not work in the command prompt", "f13-cmd-install-module", "plain"),
    Q("命令提示符里用不了 Install-Module", "f13-cmd-install-module", "zh"),
    Q("pasting the iwr one liner into command prompt fails", "f13-cmd-iwr", "plain"),
    Q("在 cmd 里运行 iwr 提示不是命令", "f13-cmd-iwr", "zh"),
    Q("irm pipe iex install line does nothing in cmd", "f13-cmd-irm", "plain"),
    Q("cmd 窗口里 irm 安装脚本跑不了", "f13-cmd-irm", "zh"),
    Q("oh my posh install script cannot find its tools utils file", "f13-ps-utils-ps1", "plain"),
    Q("安装 oh-my-posh 时找不到 utils.ps1", "f13-ps-utils-ps1", "zh"),
    Q("flare vm install says powershell cannot find cmd.exe", "f13-ps-cmd-exe-missing", "plain"),
    Q("flare-vm 安装时 powershell 找不到 cmd.exe", "f13-ps-cmd-exe-missing", "zh"),
    Q("chocolatey internalizer cannot load the uninstall cmdlet", "f13-ps-uninstall-cmdlet", "plain"),
    Q("choco 内部化包时找不到卸载命令", "f13-ps-uninstall-cmdlet", "zh"),
    Q("make is not installed on my fresh ubuntu", "f13-make-not-installed", "plain"),
    Q("新装的系统没有 make 命令", "f13-make-not-installed", "zh"),
    Q("phoenix app cannot reach postgres on localhost", "f13-postgrex-econnrefused", "plain"),
    Q("elixir 连不上本地 postgres 数据库", "f13-postgrex-econnrefused", "zh"),
    Q("postgrex cannot resolve the database host name", "f13-postgrex-nxdomain", "plain"),
    Q("postgrex 数据库域名解析不了", "f13-postgrex-nxdomain", "zh"),
    Q("rust sqlx cannot reach postgres at build or start", "f13-sqlx-refused", "plain"),
    Q("sqlx 连接 postgres 被拒绝", "f13-sqlx-refused", "zh"),
    Q("sqlx query macro times out talking to the database", "f13-sqlx-timed-out", "plain"),
    Q("sqlx 编译时连数据库超时", "f13-sqlx-timed-out", "zh"),
    Q("asp.net core app cannot start because the port is taken", "f13-kestrel-bind-in-use", "plain"),
    Q("dotnet run 启动 kestrel 端口已被使用", "f13-kestrel-bind-in-use", "zh"),
]
