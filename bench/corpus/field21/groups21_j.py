"""Field set 21, part j: vcpkg's manifest and classic modes (the Visual Studio copy without a classic mode,
a manifest that cannot be found, package arguments in manifest mode, the required builtin-baseline) and
Netlify's deploy right after linking a folder (`Missing required param site_id`)."""

from fieldspec import G, Q, V

_NOCLASSIC = ("error: Could not locate a manifest (vcpkg.json) above the current working directory.\n"
              "This vcpkg distribution does not have a classic mode instance.")
_ARGS = ("error: In manifest mode, `vcpkg install` does not support individual package arguments.\n"
         "To install additional packages, edit vcpkg.json and then run `vcpkg install` without any package arguments.\n"
         "See https://learn.microsoft.com/vcpkg/users/manifests for more information.")
_BASE = ("error: this vcpkg instance requires a manifest with a specified baseline in order to interact with ports. "
         "Please add 'builtin-baseline' to the manifest or add a 'vcpkg-configuration.json' that redefines the default registry.")
_NETLIFY_WIN = ("    at Object.values.forEach.param (C:/Users/<<user>>/AppData/Roaming/npm/node_modules/netlify-cli/node_modules/netlify/src/open-api/index.js:{a})\n"
                "    at Array.forEach (<anonymous>)\n"
                "    at NetlifyAPI.createSiteDeploy (C:/Users/<<user>>/AppData/Roaming/npm/node_modules/netlify-cli/node_modules/netlify/src/open-api/index.js:{b})")

GROUPS = [
    G("f21-vcpkg-no-classic-mode", "vcpkg", "version", "https://github.com/microsoft/vcpkg/issues/32026", [
        V(_NOCLASSIC, cmd="vcpkg install fmt", shell="cmd"),
        V(_NOCLASSIC[:-1], cls="everyday", cmd="vcpkg install fmt:x64-windows"),
        V("Using existing vcpkg installation...\nComputing installation plan...\n" + _NOCLASSIC + "\nComputing installation plan...\n" + _NOCLASSIC
          + "\nComputing installation plan...\n" + _NOCLASSIC,
          src="https://github.com/open-telemetry/opentelemetry-cpp/issues/2253", tool="setup-buildtools.cmd", cls="wrapper", shell="powershell",
          cmd="tools\\setup-buildtools.cmd"),
        V("**********************************************************************\n** Visual Studio 2022 Developer Command Prompt v17.6.5\n"
          "** Copyright (c) 2022 Microsoft Corporation\n**********************************************************************\n"
          "[vcvarsall.bat] Environment initialized for: 'x64'\nUsing existing vcpkg installation...\nComputing installation plan...\n" + _NOCLASSIC,
          src="https://github.com/open-telemetry/opentelemetry-cpp/issues/2253", tool="setup-buildtools.cmd", cls="multiline", shell="cmd",
          cmd="tools\\setup-buildtools.cmd"),
        V(_NOCLASSIC, src="https://github.com/microsoft/vcpkg/issues/32641", cls="everyday", shell="cmd", cmd="vcpkg install gstreamer"),
    ], cmd="vcpkg install zlib", os=("windows",), look="f21-vcpkg-manifest-not-found", n=7),

    G("f21-vcpkg-manifest-not-found", "vcpkg", "multiline", "https://github.com/microsoft/vcpkg/issues/18928", [
        V("C:\\Users\\<<user>>\\AppData\\Local\\JetBrains\\Toolbox\\apps\\CLion\\ch-0\\211.7628.27\\bin\\cmake\\win\\bin\\cmake.exe -DCMAKE_BUILD_TYPE=Debug "
          "-DCMAKE_TOOLCHAIN_FILE=c:/vcpkg/scripts/buildsystems/vcpkg.cmake -G \"CodeBlocks - NMake Makefiles\" C:\\Users\\<<user>>\\CLionProjects\\<<proj>>\n"
          "CMake Error at C:/vcpkg/scripts/buildsystems/vcpkg.cmake:814 (message):\n  vcpkg manifest mode was enabled, but we couldn't find a manifest file\n"
          "  (vcpkg.json)\n\n  in the current source directory (C:/Users/<<user>>/CLionProjects/<<proj>>).\n\n"
          "  Please add a manifest, or disable manifests by turning off\n  VCPKG_MANIFEST_MODE.\nCall Stack (most recent call first):\n"
          "  cmake-build-debug/CMakeFiles/3.19.2/CMakeSystem.cmake:6 (include)\n  CMakeLists.txt:3 (project)\n\n\n-- Configuring incomplete, errors occurred!",
          tool="clion", cls="wrapper", cmd="cmake -DCMAKE_TOOLCHAIN_FILE=c:/vcpkg/scripts/buildsystems/vcpkg.cmake -G \"CodeBlocks - NMake Makefiles\" .."),
        V("CMake Error at C:/vcpkg/scripts/buildsystems/vcpkg.cmake:814 (message):\n  vcpkg manifest mode was enabled, but we couldn't find a manifest file\n"
          "  (vcpkg.json)\n\n  in the current source directory (C:/Users/<<user>>/src/<<proj>>).\n\n"
          "  Please add a manifest, or disable manifests by turning off\n  VCPKG_MANIFEST_MODE.",
          tool="cmake", cmd="cmake -B build -DCMAKE_TOOLCHAIN_FILE=C:/vcpkg/scripts/buildsystems/vcpkg.cmake -DVCPKG_MANIFEST_MODE=ON"),
        V("CMake Error at C:/Users/<<user>>/Documents/vcpkg/vcpkg/scripts/buildsystems/vcpkg.cmake:41 (message):\n"
          "  vcpkg manifest mode was enabled, but we couldn't find a manifest file\n  (vcpkg.json) in any directories above\n"
          "  C:/Users/<<user>>/Documents/Inviwo/sgct/sgct.",
          src="https://github.com/microsoft/vcpkg/issues/12208", tool="cmake", cls="version", cmd="cmake -DVCPKG_MANIFEST_MODE=TRUE ."),
        V("Build started...\n1>------ Build started: Project: <<proj>>, Configuration: Release x64 ------\n"
          "1>C:\\Tools\\vcpkg\\scripts\\buildsystems\\msbuild\\vcpkg.targets(47,5): error : The Vcpkg manifest was enabled, but we couldn't find a manifest file "
          "(vcpkg.json) in any directories above C:\\Users\\<<user>>\\source\\repos\\<<proj>>.",
          src="https://github.com/microsoft/vcpkg/issues/14735", tool="msbuild", cls="two-programs", cmd="msbuild <<proj>>.vcxproj /p:Configuration=Release"),
    ], cmd="cmake -B build -DCMAKE_TOOLCHAIN_FILE=C:/vcpkg/scripts/buildsystems/vcpkg.cmake", os=("windows",), look="f21-vcpkg-no-classic-mode", n=6),

    G("f21-vcpkg-manifest-install-args", "vcpkg", "version", "https://github.com/microsoft/vcpkg/issues/41837", [
        V(_ARGS, os="windows", cls="everyday", cmd="vcpkg install protobuf"),
        V(_ARGS + "\nUsing manifest file at D:\\a\\<<proj>>\\<<proj>>\\vcpkg.json.",
          src="https://github.com/johnwason/vcpkg-action/issues/27", tool="github-actions", cls="wrapper", os="windows", shell="powershell",
          cmd="vcpkg install breakpad --triplet x64-windows-release"),
        V("Mode                 LastWriteTime         Length Name\n----                 -------------         ------ ----\n"
          "d-----         5/22/2023  11:47 PM                vcpkg_cache\n" + _ARGS
          + "\nUsing manifest file at D:\\a\\<<proj>>\\<<proj>>\\vcpkg.json.\nexample:\n    vcpkg install --triplet x64-windows",
          src="https://github.com/johnwason/vcpkg-action/issues/14", tool="github-actions", cls="multiline", os="windows", shell="powershell",
          cmd="vcpkg install fmt spdlog --triplet x64-windows"),
        V("Error: In manifest mode, `vcpkg install` does not support individual package arguments.\n"
          "To install additional packages, edit vcpkg.json and then run `vcpkg install` without any package arguments.\n"
          "See https://github.com/Microsoft/vcpkg/tree/master/docs/users/manifests.md for more information.\n"
          "Using manifest file at C:\\Users\\<<user>>\\dev\\tmp\\tracy\\vcpkg.json.",
          src="https://github.com/wolfpld/tracy/issues/409", tool="install_vcpkg_dependencies.bat", cls="wrapper", os="windows", shell="cmd",
          cmd="vcpkg\\install_vcpkg_dependencies.bat"),
        V("Error: 'install' requires 0 arguments, but 1 were provided.", src="https://github.com/microsoft/vcpkg/issues/19387", os="linux", shell="zsh",
          cmd="./vcpkg install libsbsms"),
        V("Error: 'install' requires 0 arguments, but 1 were provided.\nExample:\n  vcpkg install --triplet x64-windows\n\nOptions:",
          src="https://github.com/microsoft/vcpkg/issues/15087", os="windows", shell="cmd", cmd="vcpkg --feature-flags=manifests install yasm-tool:x86-windows"),
        V("Error: In manifest mode, `vcpkg install` does not support individual package arguments.\n"
          "To install additional packages, edit vcpkg.json and then run `vcpkg install` without any package arguments.\n"
          "See https://github.com/Microsoft/vcpkg/tree/master/docs/users/manifest.md for more information.\n"
          "Using manifest file at <<root>>/vcpkg.json.\n\nExample:\n  vcpkg install --triplet x64-windows",
          src="https://github.com/microsoft/vcpkg-tool/pull/288", os="linux", shell="bash", cls="multiline", cmd="vcpkg install zlib"),
    ], cmd="vcpkg install zlib", os=("windows", "linux"), look="f21-vcpkg-no-classic-mode", n=9),

    G("f21-vcpkg-requires-baseline", "vcpkg", "everyday", "https://github.com/MicrosoftDocs/vcpkg-docs/issues/258", [
        V(_BASE, cmd="vcpkg install"),
        V("error: this vcpkg instance requires a manifest with a specified baseline in order to interact with ports.\n"
          "Please add 'builtin-baseline' to the manifest or add a 'vcpkg-configuration.json' that redefines the default registry.",
          src="https://github.com/diasurgical/DevilutionX/pull/6176", tool="cmake", cls="multiline",
          cmd="cmake -S. -Bbuild -DCMAKE_TOOLCHAIN_FILE=C:/vcpkg/scripts/buildsystems/vcpkg.cmake"),
        V("[...]\n-- Running vcpkg install\n" + _BASE + "\n-- Running vcpkg install - failed",
          src="https://github.com/pelicanmapping/rocky/pull/60", tool="cmake", cls="wrapper", cmd="bootstrap-vcpkg.bat"),
        V(_BASE, src="https://github.com/microsoft/vcpkg/issues/41171", cls="version", shell="cmd", cmd="vcpkg install"),
        V(_BASE, src="https://github.com/microsoft/vcpkg/issues/32641", shell="cmd", cmd="vcpkg search gstreamer"),
        V("EXEC: error: This vcpkg instance requires a manifest with the specified baseline to interact with ports. "
          "Please add \"builtin-baseline\" to the manifest or create a \"vcpkg-configuration.json\" file",
          src="https://github.com/mankool0/GTFOHax/issues/4", tool="msbuild", cls="wrapper", cmd="msbuild GTFOHax.sln /p:Configuration=Release"),
        V(_BASE, src="https://github.com/ihedvall/mdflib/issues/69", tool="cmake", cls="two-programs",
          cmd="cmake -B build -DCMAKE_TOOLCHAIN_FILE=C:/vcpkg/scripts/buildsystems/vcpkg.cmake -DVCPKG_MANIFEST_MODE=ON"),
    ], cmd="vcpkg install", os=("windows",), look="f21-vcpkg-no-classic-mode", n=8),

    G("f21-netlify-missing-site-id", "netlify", "multiline", "https://github.com/netlify/cli/issues/163", [
        V("Deploy path: <<root>>/dist\nDeploying to draft url...\n✔ Finished hashing 54 files\n▌ CDN diffing files...Error: Missing required param site_id\n"
          "    at Object.values.forEach.param (/usr/local/lib/node_modules/netlify-cli/node_modules/netlify/src/open-api/index.js:32:15)\n"
          "    at Array.forEach (<anonymous>)\n"
          "    at NetlifyAPI.createSiteDeploy (/usr/local/lib/node_modules/netlify-cli/node_modules/netlify/src/open-api/index.js:27:43)\n"
          "    at module.exports (/usr/local/lib/node_modules/netlify-cli/node_modules/netlify/src/deploy/index.js:75:26)",
          os="macos", shell="bash"),
        V("Directory Linked\n\nAdmin url: https://app.netlify.com/sites/<<proj>>\nSite url:  https://<<proj>>.netlify.com\n\n"
          "You can now run other `netlify` cli commands in this directory\nDeploy path: C:\\Users\\<<user>>\\Desktop\\<<proj>>\\_site\n"
          "Deploying to live site URL...\n√ Finished hashing 230 files\n- CDN diffing files...Error: Missing required param site_id\n"
          + _NETLIFY_WIN.format(a="32:15", b="27:43"),
          src="https://github.com/netlify/cli/issues/212", tool="npm", cls="wrapper", os="windows", shell="cmd", cmd="npm run netlify:deploy"),
        V("Deploy path: D:\\Web\\<<proj>>\\.netlify\\build\nDeploying to draft URL...\n√ Finished hashing 0 files\n- CDN diffing files... »   Warning: \n »   {}\n »\n"
          "\\ CDN diffing files...Error: Missing required param site_id\n" + _NETLIFY_WIN.format(a="34:15", b="28:43"),
          src="https://github.com/netlify/cli/issues/642", cls="version", os="windows", shell="powershell", cmd="netlify deploy"),
        V("Deploying to live site URL...\n✔ Finished hashing 288 files\n( ●    ) CDN diffing files... ›   Warning: \n ›   {}\n ›\n"
          "(   ●  ) CDN diffing files...Error: Missing required param site_id",
          src="https://github.com/netlify/cli/issues/604", tool="ntl", cls="everyday", os="macos", shell="zsh", cmd="ntl deploy --prod"),
        V("Error: Missing required param site_id", src="https://github.com/netlify/cli/issues/280", cls="everyday", os="macos", shell="zsh",
          cmd="netlify deploy"),
    ], cmd="netlify deploy", os=("macos", "windows", "linux"), n=7),
]

QUERIES = [
    Q("vcpkg install says this distribution does not have a classic mode instance", "f21-vcpkg-no-classic-mode", "plain"),
    Q("vcpkg 没有经典模式实例 找不到 vcpkg.json 怎么办", "f21-vcpkg-no-classic-mode", "zh"),
    Q("cmake vcpkg manifest mode enabled but couldn't find vcpkg.json", "f21-vcpkg-manifest-not-found", "plain"),
    Q("cmake 开启 vcpkg 清单模式 却找不到 vcpkg.json", "f21-vcpkg-manifest-not-found", "zh"),
    Q("vcpkg install package name not allowed in manifest mode", "f21-vcpkg-manifest-install-args", "plain"),
    Q("vcpkg 清单模式下 install 不能跟包名", "f21-vcpkg-manifest-install-args", "zh"),
    Q("vcpkg error need builtin-baseline in manifest to interact with ports", "f21-vcpkg-requires-baseline", "plain"),
    Q("vcpkg 报错 要求在清单里加 builtin-baseline", "f21-vcpkg-requires-baseline", "zh"),
    Q("netlify deploy fails missing required param site_id right after linking", "f21-netlify-missing-site-id", "plain"),
    Q("netlify deploy 关联站点后 报 Missing required param site_id", "f21-netlify-missing-site-id", "zh"),
]
