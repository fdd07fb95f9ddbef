"""Field set 20, part f: Prisma's ungenerated client, Webpacker's manifest, and Julia's resolver (which
restriction leaves no versions)."""

from fieldspec import G, Q, V

GROUPS = [
    G("f20-prisma-client-not-generated", "node", "version", "https://github.com/prisma/orm/issues/23759",
      [V("Error: @prisma/client did not initialize yet. Please run \"prisma generate\" and try to import it again.\nIn case "
         "this error is unexpected for you, please report it in https://pris.ly/prisma-prisma-bug-report\n    at new "
         "PrismaClient (<<root>>/node_modules/.prisma/client/default.js:43:11)\n    at Object.<anonymous> (<<root>>/dist/"
         "controllers/usuarios.controller.js:21:16)", tool="pm2", cmd="pm2 start dist/index.js", cls="multiline"),
       V("Error: @prisma/client did not initialize yet. Please run \"prisma generate\" and try to import it again.\nIn case "
         "this error is unexpected for you, please report it in https://github.com/prisma/prisma/issues\n    at new "
         "PrismaClient (<<root>>/node_modules/.prisma/client/index.js:5:11)\n    at Object.<anonymous> (<<root>>/utils/"
         "prisma.js:2:16)", cmd="node app.js", src="https://github.com/prisma/orm/issues/22006"),
       V("Error: @prisma/client did not initialize yet. Please run \"prisma generate\" and try to import it again.\nIn case "
         "this error is unexpected for you, please report it in https://github.com/prisma/prisma/issues",
         cmd="node index.js", src="https://github.com/prisma/orm/issues/16990"),
       V(" ⨯ Error: @prisma/client did not initialize yet. Please run \"prisma generate\" and try to import it again.",
         tool="next", cmd="pnpm dev", src="https://github.com/meetqy/aspoem/issues/81", cls="wrapper"),
       V("@prisma/client did not initialize yet. Please run \"prisma generate\" and try to import it again.\nIn case this "
         "error is unexpected for you, please report it in https://pris.ly/prisma-prisma-bug-report",
         cmd="npm run dev", src="https://github.com/prisma/orm/issues/23854", cls="everyday")],
      cmd="npm start", os=("linux", "macos", "windows"), n=7),

    G("f20-webpacker-manifest-missing-entry", "rails", "version", "https://github.com/rails/webpacker/issues/2825",
      [V("Webpacker::Manifest::MissingEntryError in Articles#index\n\nShowing D:/ROR/blog/app/views/layouts/"
         "application.html.erb where line #10 raised:\n\nWebpacker can't find application.js in D:/ROR/blog/public/packs/"
         "manifest.json. Possible causes:\n1. You want to set webpacker.yml value of compile to true for your environment\n"
         "   unless you are using the `webpack -w` or the webpack-dev-server.\n2. webpack has not yet re-run to reflect "
         "updates.\n3. You have misconfigured Webpacker's config/webpacker.yml file.\n4. Your webpack configuration is not "
         "creating a manifest.\nYour manifest contains:\n{\n}", os="windows", cls="multiline"),
       V("Webpacker can't find application in <<root>>/public/packs/manifest.json. Possible causes:\n1. You want to set "
         "webpacker.yml value of compile to true for your environment\n   unless you are using the `webpack -w` or the "
         "webpack-dev-server.\n2. webpack has not yet re-run to reflect updates.\n3. You have misconfigured Webpacker's "
         "config/webpacker.yml file.\n4. Your webpack configuration is not creating a manifest.\nYour manifest contains:\n"
         "{\n  \"entrypoints\": {\n  }\n}", os="macos", src="https://github.com/Shopify/next-gen-auth-app-demo/issues/47"),
       V("Webpacker::Manifest::MissingEntryError: Webpacker can't find application in /app/public/packs/manifest.json. "
         "Possible causes:\n1. You want to set webpacker.yml value of compile to true for your environment\nunless you are "
         "using the `webpack -w` or the webpack-dev-server.\n2. webpack has not yet re-run to reflect updates.\n3. You have "
         "misconfigured Webpacker's config/webpacker.yml file.\n4. Your webpack configuration is not creating a manifest.\n"
         "Your manifest contains:\n{\n}", tool="heroku", cmd="git push heroku main",
         src="https://github.com/rails/webpacker/issues/2478", cls="non-file-path"),
       V("Webpacker can't find hello-world-bundle.js in <<root>>/public/packs/manifest.json. Possible causes:\n1. You want "
         "to set webpacker.yml value of compile to true for your environment\n   unless you are using the `webpack -w` or "
         "the webpack-dev-server.\n2. webpack has not yet re-run to reflect updates.\n3. You have misconfigured Webpacker's "
         "config/webpacker.yml file.\n4. Your webpack configuration is not creating a manifest.\nYour manifest contains:\n"
         "{\n}", src="https://github.com/webpack/webpack-dev-server/issues/1288", cls="everyday"),
       V("**ActionView::Template::Error** in **pages#index**\nWebpacker can't find application.js in <<root>>/public/packs/"
         "manifest.json. Possible causes:\n1. You want to set webpacker.yml value of compile to true for your environment\n"
         "   unless you are using the `webpack -w` or the webpack-dev-server.", tool="bugsnag", cmd=None,
         src="https://github.com/exercism/website/issues/1028", cls="wrapper")],
      cmd="bin/rails server", os=("linux", "macos"), n=7, look="f20-webpacker3-still-compiling"),
    G("f20-webpacker3-still-compiling", "rails", "everyday", "https://github.com/rails/webpacker/issues/671",
      ["Can't find default.css in <<root>>/public/packs/manifest.json. Is webpack still compiling?"],
      cmd="bin/rails server", os=("windows",), look="f20-webpacker-manifest-missing-entry"),

    # -- Julia's resolver: which restriction leaves no versions -----------------------------------------
    G("f20-julia-no-version-for-this-julia", "julia", "multiline", "https://github.com/lindahua/NumericExtensions.jl/issues/65",
      [V("ERROR: Unsatisfiable requirements detected for package NumericExtensions [d47e95ee]:\n NumericExtensions "
         "[d47e95ee] log:\n ├─possible versions are: [0.2.0-0.2.2, 0.2.4-0.2.20, 0.3.0-0.3.6, 0.4.0-0.4.3, 0.5.0-0.5.6, "
         "0.6.0-0.6.2] or uninstalled\n ├─restricted to versions * by an explicit requirement, leaving only versions "
         "[0.2.0-0.2.2, 0.2.4-0.2.20, 0.3.0-0.3.6, 0.4.0-0.4.3, 0.5.0-0.5.6, 0.6.0-0.6.2]\n └─restricted by julia "
         "compatibility requirements to versions: uninstalled — no versions left", cmd="julia -e 'using Pkg; Pkg.update()'"),
       V("(v1.0) pkg> add Taro\n  Updating registry at `~/.julia/registries/General`\n Resolving package versions...\nERROR: "
         "Unsatisfiable requirements detected for package Taro [61d0e4fa]:\n Taro [61d0e4fa] log:\n ├─possible versions "
         "are: [0.1.0-0.1.4, 0.2.0-0.2.1, 0.3.0-0.3.1, 0.4.0, 0.5.0, 0.6.0] or uninstalled\n ├─restricted to versions * by "
         "an explicit requirement, leaving only versions [0.1.0-0.1.4, 0.2.0-0.2.1, 0.3.0-0.3.1, 0.4.0, 0.5.0, 0.6.0]\n "
         "└─restricted by julia compatibility requirements to versions: uninstalled — no versions left", cmd="julia",
         src="https://github.com/jump-dev/SumOfSquares.jl/issues/50"),
       V("ERROR: Unsatisfiable requirements detected for package FactCheck [01605889]:\n FactCheck [01605889] log:\n "
         "├─possible versions are: [0.0.1-0.0.2, 0.1.0-0.1.2, 0.2.0-0.2.9, 0.3.0-0.3.1, 0.4.0-0.4.3] or uninstalled\n "
         "├─restricted by compatibility requirements with DeterminantalPointProcesses [9d4a7304] to versions: 0.4.3\n "
         "└─restricted by julia compatibility requirements to versions: uninstalled — no versions left",
         cmd="julia -e 'using Pkg; Pkg.add(\"DeterminantalPointProcesses\")'",
         src="https://github.com/alshedivat/DeterminantalPointProcesses.jl/issues/5")],
      cmd="julia --project -e 'using Pkg; Pkg.instantiate()'", os=("linux", "macos"), look="f20-julia-conflict-with-other-package"),
    G("f20-julia-conflict-with-other-package", "julia", "multiline", "https://github.com/JuliaLang/Pkg.jl/issues/827",
      [V("ERROR: Unsatisfiable requirements detected for package RegERMs [d41b3cee]:\n RegERMs [d41b3cee] log:\n ├─possible "
         "versions are: 0.0.1-0.0.2 or uninstalled\n ├─restricted to versions * by an explicit requirement, leaving only "
         "versions 0.0.1-0.0.2\n └─restricted by compatibility requirements with Optim [429524aa] to versions: uninstalled "
         "— no versions left", os="windows", cmd="julia -e 'using Pkg; Pkg.add(\"RegERMs\")'"),
       V("ERROR: Unsatisfiable requirements detected for package JuliaDB [a93385a2]:\n JuliaDB [a93385a2] log:\n "
         "├─possible versions are: 0.9.0-0.13.1 or uninstalled\n ├─restricted to versions * by an explicit requirement, "
         "leaving only versions 0.9.0-0.13.1\n └─restricted by compatibility requirements with RecipesBase [3cdcf5f2] to "
         "versions: uninstalled — no versions left", cmd="julia",
         src="https://github.com/JuliaSymbolics/Symbolics.jl/issues/145"),
       V("ERROR: Unsatisfiable requirements detected for package FortranFiles [c58ffaec]:\n FortranFiles [c58ffaec] log:\n "
         "├─possible versions are: 0.5.0-0.6.0 or uninstalled\n ├─restricted to versions * by an explicit requirement, "
         "leaving only versions 0.5.0-0.6.0\n └─restricted by compatibility requirements with Compat [34da2185] to "
         "versions: 0.6.0 or uninstalled — no versions left", cmd="julia",
         src="https://github.com/CliMA/ClimaTimeSteppers.jl/issues/169"),
       V("ERROR: Unsatisfiable requirements detected for package FileIO [5789e2e9]:\n FileIO [5789e2e9] log:\n ├─possible "
         "versions are: [1.0.0-1.0.7, 1.1.0, 1.2.0-1.2.4, 1.3.0, 1.4.0] or uninstalled\n ├─restricted to versions 1.4.0-1 "
         "by QML [2db162a6], leaving only versions 1.4.0\n └─restricted to versions 1.2.1 by an explicit requirement — no "
         "versions left", cmd="julia", src="https://github.com/JuliaGraphics/QML.jl/issues/90")],
      cmd="julia --project -e 'using Pkg; Pkg.add(\"Symbolics\")'", os=("linux", "macos"), n=6,
      look="f20-julia-no-version-for-this-julia"),
    G("f20-julia-old-resolver-no-feasible-version", "julia", "version", "https://github.com/JuliaAttic/FactCheck.jl/issues/69",
      [V("ERROR: unsatisfiable package requirements detected: no feasible version could be found for package: BinDeps\n in "
         "error at ./error.jl:21\n in resolve at ./pkg/resolve.jl:37\n in resolve at ./pkg/entry.jl:422"),
       V("ERROR: unsatisfiable package requirements detected: no feasible version could be found for package: "
         "MultiScaleArrays\n  (you may try increasing the value of the\n   JULIA_PKGRESOLVE_ACCURACY environment variable)",
         src="https://github.com/SciML/MultiScaleArrays.jl/issues/12")],
      cmd="julia -e 'Pkg.add(\"FactCheck\")'", os=("linux", "macos"), look="f20-julia-conflict-with-other-package"),
    G("f20-julia-package-no-known-versions", "julia", "multiline", "https://github.com/JuliaArrays/StaticArrays.jl/issues/466",
      ["(v0.7) pkg> add Example\n  Updating registry at `~/.julia/registries/Uncurated`\n Resolving package versions...\n"
       "ERROR: Unsatisfiable requirements detected for package (unknown) [10745b16]:\n (unknown) [10745b16] log:\n "
       "├─(unknown) [10745b16] has no known versions!\n └─found to have no compatible versions left with StaticArrays "
       "[90137ffa] "],
      cmd="julia", os=("macos",), look="f20-julia-conflict-with-other-package"),
]

QUERIES = [
    Q("@prisma/client did not initialize yet please run prisma generate", "f20-prisma-client-not-generated", "plain"),
    Q("prisma 客户端未初始化 需要先运行 prisma generate", "f20-prisma-client-not-generated", "zh"),
    Q("webpacker can't find application.js in public/packs/manifest.json", "f20-webpacker-manifest-missing-entry", "plain"),
    Q("rails webpacker 在 manifest.json 中找不到 application", "f20-webpacker-manifest-missing-entry", "zh"),
    Q("webpacker can't find default.css is webpack still compiling", "f20-webpacker3-still-compiling", "plain"),
    Q("webpacker 找不到 default.css 提示 webpack 是否还在编译", "f20-webpacker3-still-compiling", "zh"),
    Q("julia unsatisfiable requirements restricted by julia compatibility requirements no versions left",
      "f20-julia-no-version-for-this-julia", "plain"),
    Q("julia 安装包提示受 julia 版本兼容性限制 没有可用版本", "f20-julia-no-version-for-this-julia", "zh"),
    Q("julia unsatisfiable requirements restricted by compatibility requirements with another package",
      "f20-julia-conflict-with-other-package", "plain"),
    Q("julia 包依赖冲突 受其他包兼容性要求限制", "f20-julia-conflict-with-other-package", "zh"),
    Q("julia unsatisfiable package requirements no feasible version could be found", "f20-julia-old-resolver-no-feasible-version",
      "plain"),
    Q("旧版 julia 提示找不到可行版本 JULIA_PKGRESOLVE_ACCURACY", "f20-julia-old-resolver-no-feasible-version", "zh"),
    Q("julia package (unknown) has no known versions", "f20-julia-package-no-known-versions", "plain"),
    Q("julia 报 (unknown) 包没有已知版本", "f20-julia-package-no-known-versions", "zh"),
]
