"""Field set 8, part d: Go modules, winget, vite-node's busy port, C#'s missing type in Chinese and English, gcc's
undeclared identifier and git's existing remote."""

from __future__ import annotations

from fieldspec import G, Q, V

_WIN = ("windows",)
_CS_VS_ZH = ("错误\tCS0246\t未能找到类型或命名空间名“<<tname>>”(是否缺少 using 指令或程序集引用?)\t<<csproj>>\t"
             "<<root>>\\<<csfile>>\t<<line>>\t活动")
_CS_ZH = "未能找到类型或命名空间名“<<tname>>”(是否缺少 using 指令或程序集引用?)"
_CS_EN = ("error CS0246: The type or namespace name '<<tname>>' could not be found (are you missing a using directive or an "
          "assembly reference?)")
_CS_EN_SRC = "https://github.com/microsoft/LLMR/issues/8"
_CS_VS_SRC = "https://github.com/nilaoda/N_m3u8DL-CLI/issues/84"
_CS_ZH_SRC = "https://github.com/jiangjinnan/Pipelines/issues/1"
_EADDR_TRACE = ("    at Server.setupListenHandle [as _listen2] (node:net:1774:16)\n    at listenInCluster (node:net:1822:12)\n"
                "    at Server.listen (node:net:1910:7)")

GROUPS = [
    G("g8-go-no-main-module", "go", "version", "https://github.com/goproxy/goproxy.cn/issues/119",
      ["go: cannot find main module; see 'go help modules'",
       V("go: cannot find main module root; see 'go help modules'", src="https://github.com/golang/go/issues/26639"),
       V("can't load package: cannot find module providing package github.com/stamblerre/gocode: working directory is not "
         "part of a module", src="https://github.com/goproxy/goproxy.cn/issues/29", os="macos")],
      cmd="go get -v github.com/gin-gonic/gin", os=("linux", "macos")),
    G("g8-go-goproxy-off", "go", "wrapper", "https://github.com/fatih/vim-go/issues/3288",
      ["go: bitbucket.org/<<org>>/<<proj>>-client@v0.1.0: module lookup disabled by GOPROXY=off",
       V("vim-go: err: exit status 1: stderr: go: bitbucket.org/<<org>>/<<proj>>-client@v0.1.0: module lookup disabled "
         "by GOPROXY=off", tool="vim-go")],
      cmd="go build ./...", os=("macos", "linux"), look="g8-go-no-main-module"),
    G("g8-gopls-no-required-module-chi", "gopls", "non-file-path", "https://github.com/golang/go/issues/56717",
      ["could not import github.com/go-chi/chi/v5 (no required module provides package \"github.com/go-chi/chi/v5\")"],
      exit=None, os=("macos", "linux", "windows")),

    G("g8-winget-no-package", "winget", "everyday", "https://github.com/thilojaeggi/WinGetty/issues/41",
      ["No package found matching input criteria.",
       V("No package found matching input criteria.", src="https://github.com/xanderfrangos/twinkle-tray/issues/800",
         cmd="winget install twinkletray")],
      cmd="winget install <<org>>.<<proj>>", exit=-1978335212, os=_WIN),
    G("g8-winget-no-installed-package", "winget", "wrapper", "https://github.com/microsoft/winget-cli/issues/2686",
      ["No installed package found matching input criteria.",
       V("-\\| \nNo installed package found matching input criteria.", src="https://github.com/Devolutions/UniGetUI/issues/828")],
      cmd="winget upgrade --id <<org>>.<<proj>>", exit=-1978335212, os=_WIN, look="g8-winget-no-package"),

    G("g8-vitenode-eaddrinuse", "vite-node", "wrapper", "https://github.com/vitest-dev/vitest/issues/3617",
      ["[vite-node] Failed to execute file: \n Error: listen EADDRINUSE: address already in use :::<<port>>\n" + _EADDR_TRACE,
       V("[vite-node] Failed to execute file: Error: listen EADDRINUSE: address already in use :::<<port>>",
         src="https://github.com/vitest-dev/vitest/issues/7753"),
       V("Error: listen EADDRINUSE: address already in use 127.0.0.1:<<port>>\n"
         "    at Server.setupListenHandle [as _listen2] (node:net:1898:16)\n    at listenInCluster (node:net:1946:12)",
         src="https://github.com/cyco130/vavite/issues/146", tool="vavite")],
      cmd="npx vite-node --watch src/server.ts", os=("macos", "linux"), n=6),
    G("g8-vite-eaddrnotavail", "vite", "two-programs", "https://github.com/hestiacp/hestiacp/issues/3601",
      ["error when starting dev server:\nError: listen EADDRNOTAVAIL: address not available <<host>>:5173\n"
       "    at Http2SecureServer.setupListenHandle [as _listen2] (node:net:1468:21)\n    at listenInCluster (node:net:1533:12)"],
      cmd="npm run dev", os=("linux",), look="g8-vitenode-eaddrinuse"),

    G("g8-cs0246-decryptyk", "msbuild", "locale", _CS_VS_SRC,
      [V(_CS_VS_ZH, locale="zh"), V(_CS_ZH, locale="zh", src=_CS_ZH_SRC), V(_CS_EN, locale="en", src=_CS_EN_SRC)],
      cmd="msbuild N_m3u8DL-CLI.sln", os=_WIN, extra={"tname": "DecryptYK", "csfile": "Downloader.cs", "csproj": "N_m3u8DL-CLI"},
      n=6),
    G("g8-cs0246-flight", "dotnet", "locale", _CS_ZH_SRC,
      [V(_CS_ZH, locale="zh"), V(_CS_EN, locale="en", src=_CS_EN_SRC)],
      cmd="dotnet build", os=_WIN, extra={"tname": "Flight", "csfile": "Program.cs"}, look="g8-cs0246-decryptyk"),
    G("g8-cs0246-autonotify", "msbuild", "locale", "https://github.com/wieslawsoltes/Core2D/issues/136",
      [V(_CS_VS_ZH, locale="zh"), V(_CS_EN, locale="en", src=_CS_EN_SRC)],
      cmd="msbuild Core2D.sln", os=_WIN,
      extra={"tname": "AutoNotifyAttribute", "csfile": "ViewModels\\Shapes\\TextShapeViewModel.cs", "csproj": "Core2D (net461)"},
      look="g8-cs0246-decryptyk"),
    G("g8-cs0246-widgets", "unity", "locale", _CS_EN_SRC,
      [V(_CS_EN, locale="en"), V(_CS_ZH, locale="zh", src=_CS_ZH_SRC)],
      exit=None, os=_WIN, extra={"tname": "Widgets", "csfile": "Assets\\Scripts\\Compiler.cs"},
      look="g8-cs0246-decryptyk"),
    G("g8-cs0246-collectionwrapper", "unity", "everyday", "https://github.com/andrumak/MyBox/issues/73",
      ["Error CS0246: The type or namespace name 'CollectionWrapperBase' could not be found (are you missing a using directive "
       "or an assembly reference?)"], exit=None, os=("windows", "macos"), look="g8-cs0246-decryptyk"),
    G("g8-cs0246-models-mono", "mcs", "version", "https://github.com/jhonkus/UbudKusCoin/issues/2",
      ["./source/program.cs(<<line>>,7): error CS0246: The type or namespace name `Models' could not be found. Are you missing "
       "an assembly reference?"], cmd="mcs ./source/program.cs", os=("linux", "macos"), look="g8-cs0246-decryptyk"),

    G("g8-gcc-undeclared-progmanini", "gcc", "multiline", "https://github.com/jcs/progman/issues/10",
      ["parser.c: In function 'open_ini':\nparser.c:53:24: error: 'progman_ini' undeclared (first use in this function)\n"
       "   53 |         ini = fmemopen(progman_ini, sizeof(progman_ini), \"r\");\n      |                        ^~~~~~~~~~~\n"
       "parser.c:53:24: note: each undeclared identifier is reported only once for each function it appears in",
       V("parser.c:<<line>>:24: error: 'progman_ini' undeclared (first use in this function)", cls="everyday")],
      cmd="make", exit=2, os=("linux",)),
    G("g8-gcc-undeclared-engineall", "gcc", "multiline", "https://github.com/picasso250/spring12/issues/48",
      ["twelve_biubiu.c:11:28: error: ‘ENGINE_ALL’ undeclared (first use in this function)\n"
       "     set_engine_number_mask(ENGINE_ALL);\n                            ^\n"
       "twelve_biubiu.c:11:28: note: each undeclared identifier is reported only once for each function it appears in",
       V("twelve_biubiu.c:<<line>>:28: error: ‘ENGINE_ALL’ undeclared (first use in this function)", cls="everyday")],
      cmd="gcc twelve_biubiu.c", os=("linux", "macos"), look="g8-gcc-undeclared-progmanini"),

    G("g8-git-remote-origin-exists", "git", "wrapper", "https://github.com/mathieudutour/git-sketch-plugin/issues/138",
      ["fatal: remote origin already exists.",
       V("Reinitialized existing Git repository in <<root>>/tmp/.git/\nfatal: remote origin already exists.",
         src="https://github.com/open-rmf/rmf-web/issues/148", os="linux")],
      cmd="git remote add origin <<remote>>", exit=128, os=("macos", "linux", "windows")),
    G("g8-git-remote-fork-exists", "git", "everyday", "https://github.com/bitrise-steplib/steps-git-clone/issues/91",
      ["fatal: remote fork already exists"], cmd="git remote add fork <<remote>>", exit=128, os=("macos",),
      look="g8-git-remote-origin-exists"),
]

QUERIES = [
    Q("go get outside a project says it cannot find the main module", "g8-go-no-main-module", "plain"),
    Q("go get 提示找不到主模块 没有 go.mod", "g8-go-no-main-module", "zh"),
    Q("go module lookup is disabled because GOPROXY is off", "g8-go-goproxy-off", "plain"),
    Q("GOPROXY=off 导致模块查找被禁用", "g8-go-goproxy-off", "zh"),
    Q("gopls cannot import go-chi chi v5 no required module", "g8-gopls-no-required-module-chi", "plain"),
    Q("gopls 无法导入 chi/v5 没有模块提供这个包", "g8-gopls-no-required-module-chi", "zh"),
    Q("winget install can't find the package I asked for", "g8-winget-no-package", "plain"),
    Q("winget 安装 找不到匹配的软件包", "g8-winget-no-package", "zh"),
    Q("winget upgrade says no installed package matches", "g8-winget-no-installed-package", "plain"),
    Q("winget 升级 提示没有已安装的匹配包", "g8-winget-no-installed-package", "zh"),
    Q("vite-node watch mode restarts and the port is still taken", "g8-vitenode-eaddrinuse", "plain"),
    Q("vite-node 热重载后端口已被占用", "g8-vitenode-eaddrinuse", "zh"),
    Q("vite dev server can't bind to that ip address, address not available", "g8-vite-eaddrnotavail", "plain"),
    Q("vite 启动 地址不可用 EADDRNOTAVAIL", "g8-vite-eaddrnotavail", "zh"),
    Q("C# build cannot find type DecryptYK", "g8-cs0246-decryptyk", "plain"),
    Q("未能找到类型 DecryptYK 缺少 using 指令", "g8-cs0246-decryptyk", "zh"),
    Q("type or namespace Flight not found in C#", "g8-cs0246-flight", "plain"),
    Q("C# 找不到类型或命名空间 Flight", "g8-cs0246-flight", "zh"),
    Q("AutoNotifyAttribute type missing when building Core2D", "g8-cs0246-autonotify", "plain"),
    Q("编译 Core2D 找不到 AutoNotifyAttribute", "g8-cs0246-autonotify", "zh"),
    Q("unity error the Widgets namespace could not be found", "g8-cs0246-widgets", "plain"),
    Q("Unity 报错 找不到 Widgets 命名空间", "g8-cs0246-widgets", "zh"),
    Q("MyBox CollectionWrapperBase type not found in unity", "g8-cs0246-collectionwrapper", "plain"),
    Q("Unity 里 CollectionWrapperBase 类型找不到", "g8-cs0246-collectionwrapper", "zh"),
    Q("mono compiler can't find the Models namespace", "g8-cs0246-models-mono", "plain"),
    Q("mono 编译 找不到 Models 命名空间", "g8-cs0246-models-mono", "zh"),
    Q("progman_ini is undeclared when compiling parser.c", "g8-gcc-undeclared-progmanini", "plain"),
    Q("编译 parser.c 时 progman_ini 未声明", "g8-gcc-undeclared-progmanini", "zh"),
    Q("gcc ENGINE_ALL undeclared first use in this function", "g8-gcc-undeclared-engineall", "plain"),
    Q("gcc 报 ENGINE_ALL 没有声明", "g8-gcc-undeclared-engineall", "zh"),
    Q("git won't add origin because one is already there", "g8-git-remote-origin-exists", "plain"),
    Q("git 添加远程 origin 已经存在", "g8-git-remote-origin-exists", "zh"),
    Q("adding a remote called fork fails, it exists already", "g8-git-remote-fork-exists", "plain"),
    Q("git 添加名为 fork 的远程仓库 提示已存在", "g8-git-remote-fork-exists", "zh"),
]
