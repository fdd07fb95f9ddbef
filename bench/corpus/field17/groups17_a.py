"""Field set 17, part a: Godot's exporter, CocoaPods, pnpm's version resolution, bun's registry errors."""

from fieldspec import G, Q, V

_GODOT32 = """ERROR: _fs_changed: Cannot export project with preset 'win' due to configuration errors:
  No export template found at the expected path:
  <<home>>/.local/share/godot/templates/3.2.stable/windows_64_debug.exe
  No export template found at the expected path:
  <<home>>/.local/share/godot/templates/3.2.stable/windows_64_release.exe
\x20\x20
     At: editor/editor_node.cpp:611.
  ERROR: _fs_changed: Project export failed for preset 'win', the export template appears to be missing.
     At: editor/editor_node.cpp:634."""

_GODOT40 = """ERROR: Cannot export project with preset "Web" due to configuration errors:
No export template found at the expected path:
<<home>>/.local/share/godot/export_templates/4.0.3.stable/web_debug.zip
No export template found at the expected path:
<<home>>/.local/share/godot/export_templates/4.0.3.stable/web_release.zip"""

_GODOT30 = """ERROR: copy: Failed to open\x20
   At: core/os/dir_access.cpp:304.
ERROR: _fs_changed: Project export failed with error code 12.
   At: editor/editor_node.cpp:494."""

_GODOT31 = """Godot Engine v3.1.2.stable.official - https://godotengine.org
OpenGL ES 3.0 Renderer: GeForce GTX 1070 with Max-Q Design/PCIe/SSE2
ERROR: copy: Failed to open\x20
   At: core/os/dir_access.cpp:300.
ERROR: _fs_changed: Project export failed with error code 12.
   At: editor/editor_node.cpp:495."""

_POD_CONFLICT = """[!] CocoaPods could not find compatible versions for pod "TheLibrary":
  In snapshot (Podfile.lock):
    TheLibrary (= 4.1.2, ~> 4.0)

  In Podfile:
    FrameworkA (~> 4.0) was resolved to 4.0.4, which depends on
      TheLibrary (~> 4.0)

    FrameworkB (~> 1.0) was resolved to 1.0.4, which depends on
      TheLibrary (~> 3.0)"""

_PNPM_BVM = """ WARN  deprecated asar@3.2.0: Please use @electron/asar moving forward.  There is no API change, just a package name change
 ERR_PNPM_NO_MATCHING_VERSION  No matching version found for @pnpm/network.auth-header@1000.0.2

This error happened while installing the dependencies of @teambit/bvm@2.0.0
 at @teambit/bvm.commands.install@1.0.0
 at @teambit/bvm.install@1.0.0
 at @pnpm/plugin-commands-installation@1001.5.1
 at @pnpm/outdated@1001.0.7
 at @pnpm/client@1000.0.6

The latest release of @pnpm/network.auth-header is "1000.0.1".

Other releases are:
  * dev: 0.0.0-20230605-20230605142810
  * latest-6: 0.0.0"""

_PNPM_MUD = """Scope: all 3 workspace projects
<<root>>/packages/contracts:
 ERR_PNPM_NO_MATCHING_VERSION  No matching version found for solhint-plugin-mud@1.42.0

This error happened while installing a direct dependency of <<root>>/packages/contracts

The latest release of solhint-plugin-mud is "2.0.0-alpha.1.150".

Other releases are:
  * canary: 2.0.0-alpha.1.183

If you need the full list of all 34 published versions run "$ pnpm view solhint-plugin-mud versions".
Progress: resolved 17, reused 5, downloaded 0, added 0"""

_PNPM_INLANG = """ ERR_PNPM_NO_MATCHING_VERSION  No matching version found for @inlang/settings-component@^1.0.7

This error happened while installing a direct dependency of <<root>>/inlang/source-code/editor

The latest release of @inlang/settings-component is "1.0.6"."""

_PNPM_PRIVATE = """ ERR_PNPM_NO_MATCHING_VERSION  No matching version found for @company/package@^1.0.10

This error happened while installing a direct dependency of <<root>>

The latest release of undefined is "undefined".

Other releases are:

If you need the full list of all 0 published versions run "$ pnpm view undefined versions"."""

GROUPS = [
    G("f17-godot-export-template-missing", "godot", "version", "https://github.com/abarichello/godot-ci/issues/115", [
        V(_GODOT40, os="linux", cmd='godot -v --headless --export-release "Web" build/web/index.html'),
        V(_GODOT32, os="linux", src="https://github.com/firebelley/godot-export/issues/7",
          cmd='godot --export "win" <<root>>/build/windows/game.exe', cls="multiline"),
        V(_GODOT30, src="https://github.com/godotengine/godot/issues/18470",
          cmd='./godot_server.server.tools.64 --export "Windows Desktop" ./../exports/test.exe'),
        V(_GODOT31, os="linux", src="https://github.com/godotengine/godot/issues/34882",
          cmd='./Godot_v3.1.2-stable_x11.64 --export "Linux/X11" output.x86_64'),
    ], cmd='godot --headless --export-release "Web" build/web/index.html', os=("linux", "windows"), n=8),
    G("f17-godot-prepare-template-copy", "godot", "multiline", "https://github.com/godotengine/godot/issues/99225", [
        "Failed to open \neditor/export/editor_export_platform.h:182 - Prepare Template: Failed to copy export template.",
    ], cmd='godot --headless --export-debug "Windows Desktop" <<root>>\\build\\game.exe', os=("windows",),
        look="f17-godot-export-template-missing"),
    G("f17-pod-conflict-thelibrary", "pod", "multiline", "https://github.com/CocoaPods/CocoaPods/issues/7656",
      [_POD_CONFLICT], cmd="pod install", os=("macos",)),
    G("f17-pnpm-nomatch-auth-header", "pnpm", "multiline", "https://github.com/teambit/bvm/issues/103",
      [_PNPM_BVM], cmd="pnpm add -g @teambit/bvm@2.0.0", os=("linux", "macos", "windows")),
    G("f17-pnpm-nomatch-solhint-mud", "pnpm", "multiline", "https://github.com/latticexyz/mud/issues/942",
      [_PNPM_MUD], cmd="pnpm install", look="f17-pnpm-nomatch-auth-header"),
    G("f17-pnpm-nomatch-inlang-settings", "pnpm", "multiline", "https://github.com/opral/inlang/pull/2689",
      [_PNPM_INLANG], cmd="pnpm install", look="f17-pnpm-nomatch-auth-header"),
    G("f17-pnpm-nomatch-private-undefined", "pnpm", "multiline", "https://github.com/pnpm/pnpm/issues/5564",
      [_PNPM_PRIVATE], cmd="pnpm install", os=("linux", "macos", "windows"), look="f17-pnpm-nomatch-auth-header"),
    G("f17-bun-registry-trailing-slash", "bun", "non-file-path", "https://github.com/oven-sh/bun/issues/2462", [
        'error: package "@datadog/pprof" not found artifactory.<<org>>.net/artifactory/api/npm//@datadog/pprof 404',
        '  🔍 @datadog/pprof [8/44]\nerror: package "@protobufjs/eventemitter" not found '
        'artifactory.<<org>>.net/artifactory/api/npm//@protobufjs/eventemitter 404',
        '  🔍 @permafrost-dev/pretty-format [12/44]\nerror: package "@permafrost-dev/pretty-format" not found '
        'artifactory.<<org>>.net/artifactory/api/npm//@permafrost-dev/pretty-format 404',
    ], cmd="bun i", os=("macos", "linux")),
    G("f17-bun-registry-no-trailing-slash", "bun", "non-file-path", "https://github.com/oven-sh/bun/issues/4589", [
        'error: package "rxjs" not found <<host>>/api/rxjs 404',
    ], cmd="bun install", os=("macos", "linux"), look="f17-bun-registry-trailing-slash"),
    G("f17-bun-scope-registry-missing", "bun", "non-file-path",
      "https://github.com/GBonnaire/jspreadsheet-plugins-and-editors/issues/39", [
        'bun install v1.0.1 (31aec4eb)\n  🔍 @progidev/jss-formulas-statistics [3/300] \nerror: package '
        '"@progidev/jss-formulas-statistics" not found registry.npmjs.org/@progidev/jss-formulas-statistics 404\n'
        '  🔍 @progidev/jss-plugin-formula [4/300] \nerror: package "@progidev/jss-plugin-formula" not found '
        'registry.npmjs.org/@progidev/jss-plugin-formula 404',
        'error: package "@progidev/jss-plugin-formula" not found registry.npmjs.org/@progidev/jss-plugin-formula 404',
    ], cmd="bun install", os=("linux", "windows", "macos"), look="f17-bun-registry-trailing-slash"),
    G("f17-bun-alias-wrap-ansi-cjs", "bun", "wrapper", "https://github.com/Rehan-shah/mlx-web-ui/issues/6", [
        "bun install v1.2.15 (df017990)\n[<<ms>>ms] migrated lockfile from package-lock.json\nerror: GET "
        "https://registry.npmjs.org/wrap-ansi-cjs/-/wrap-ansi-cjs-7.0.0.tgz - 404\n\nerror: GET "
        "https://registry.npmjs.org/string-width-cjs/-/string-width-cjs-4.2.3.tgz - 404\n\nYay! Everything is installed. 🎉",
        V("bun add v1.1.29 (6d43b366)\nerror: GET https://registry.npmjs.org/wrap-ansi-cjs/-/wrap-ansi-cjs-7.0.0.tgz - 404",
          src="https://github.com/oven-sh/bun/issues/14230", cmd="bun add exceljs"),
        "error: GET https://registry.npmjs.org/wrap-ansi-cjs/-/wrap-ansi-cjs-7.0.0.tgz - 404",
    ], cmd="bun install", os=("macos", "linux"), n=6),
    G("f17-bun-alias-html-webpack-v5", "bun", "wrapper", "https://github.com/oven-sh/bun/issues/14475", [
        "bun install v1.1.30 (adc86c77)\n[<<ms>>ms] migrated lockfile from package-lock.json\nerror: GET "
        "https://registry.npmjs.org/html-webpack-plugin-v5/-/html-webpack-plugin-v5-5.3.1.tgz - 404",
        "error: GET https://registry.npmjs.org/html-webpack-plugin-v5/-/html-webpack-plugin-v5-5.3.1.tgz - 404",
    ], cmd="bun install", os=("macos", "windows"), look="f17-bun-alias-wrap-ansi-cjs"),
    G("f17-bun-tag-latest-unreachable", "bun", "everyday", "https://github.com/different-ai/openwork/issues/125", [
        'bun add v1.3.6 (d530ed99)\nerror: Package "opencode-notifier" with tag "latest" not found, but package exists\n'
        'error: opencode-notifier@ failed to resolve',
    ], cmd="bun install opencode-notifier", os=("windows",)),
    G("f17-bunx-no-such-package", "bunx", "two-programs", "https://github.com/oven-sh/bun/issues/24103", [
        'error: Package "index.html" with tag "latest" not found, but package exists\nerror: index.html@latest failed to resolve',
        V("npm error code ENOVERSIONS\nnpm error No versions available for index.html\nnpm error A complete log of this "
          "run can be found in: <<home>>/.npm/_logs/<<npmlog>>", tool="npx", cmd="npx index.html"),
    ], cmd="bunx index.html", os=("linux",), look="f17-bun-tag-latest-unreachable"),
]

QUERIES = [
    Q("godot headless export fails no export template found at expected path CI", "f17-godot-export-template-missing", "plain"),
    Q("godot 命令行导出 找不到导出模板 templates 目录", "f17-godot-export-template-missing", "zh"),
    Q("godot export prepare template failed to copy export template custom template", "f17-godot-prepare-template-copy", "plain"),
    Q("godot 导出 Prepare Template 复制导出模板失败", "f17-godot-prepare-template-copy", "zh"),
    Q("cocoapods two frameworks depend on different versions of same library pod install", "f17-pod-conflict-thelibrary", "plain"),
    Q("pod install 两个库依赖同一个库的不同版本 冲突", "f17-pod-conflict-thelibrary", "zh"),
    Q("pnpm add -g bvm no matching version for network.auth-header", "f17-pnpm-nomatch-auth-header", "plain"),
    Q("pnpm 全局安装 bvm 报 auth-header 没有匹配版本", "f17-pnpm-nomatch-auth-header", "zh"),
    Q("pnpm install solhint-plugin-mud 1.42.0 not published", "f17-pnpm-nomatch-solhint-mud", "plain"),
    Q("pnpm 安装 solhint-plugin-mud 找不到对应版本", "f17-pnpm-nomatch-solhint-mud", "zh"),
    Q("pnpm install inlang settings-component version not found", "f17-pnpm-nomatch-inlang-settings", "plain"),
    Q("pnpm 安装 inlang settings-component 版本还没发布", "f17-pnpm-nomatch-inlang-settings", "zh"),
    Q("pnpm private registry package latest release of undefined is undefined", "f17-pnpm-nomatch-private-undefined", "plain"),
    Q("pnpm 私有源包 提示 latest release of undefined", "f17-pnpm-nomatch-private-undefined", "zh"),
    Q("bun install artifactory registry url ending slash double slash 404", "f17-bun-registry-trailing-slash", "plain"),
    Q("bunfig 私有仓库地址末尾斜杠 导致双斜杠 404", "f17-bun-registry-trailing-slash", "zh"),
    Q("bun install private registry without trailing slash drops path segment", "f17-bun-registry-no-trailing-slash", "plain"),
    Q("bun 私有源地址没有斜杠结尾 包找不到 404", "f17-bun-registry-no-trailing-slash", "zh"),
    Q("bun install scoped package from private registry 404 on npmjs", "f17-bun-scope-registry-missing", "plain"),
    Q("bun 安装私有 scope 包去了 npmjs 返回 404", "f17-bun-scope-registry-missing", "zh"),
    Q("bun add wrap-ansi-cjs tgz 404 after migrating package-lock", "f17-bun-alias-wrap-ansi-cjs", "plain"),
    Q("bun 安装 wrap-ansi-cjs 下载 tgz 404", "f17-bun-alias-wrap-ansi-cjs", "zh"),
    Q("bun install npm alias html-webpack-plugin-v5 tgz 404", "f17-bun-alias-html-webpack-v5", "plain"),
    Q("bun 安装 npm 别名包 html-webpack-plugin-v5 404", "f17-bun-alias-html-webpack-v5", "zh"),
    Q("bun add tag latest not found but package exists behind proxy", "f17-bun-tag-latest-unreachable", "plain"),
    Q("bun add 提示 tag latest not found but package exists 代理", "f17-bun-tag-latest-unreachable", "zh"),
    Q("bunx runs package that does not exist on npm misleading error", "f17-bunx-no-such-package", "plain"),
    Q("bunx 运行不存在的包 报 package exists 误导", "f17-bunx-no-such-package", "zh"),
]
