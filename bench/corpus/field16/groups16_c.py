# ruff: noqa: E501  (messages are kept as the threads wrap them; splitting them further hides their shape)
"""Field set 16, part c: package managers of scientific and functional stacks (R, Julia, Haskell
stack/GHC, Erlang rebar, PHP composer, sbt), cloud and VM tools (aws, terraform, vagrant), MATLAB's
mex and adb's install failures."""

from fieldspec import G, Q, V

_W = ("windows",)
_L = ("linux",)
_M = ("macos",)

_JULIA = ("ERROR: The following package names could not be resolved:\n * {pkg} (not found in project, manifest or registry)\n"
          "Please specify by known `name=uuid`.")


def _vagrant(box: str, url: str, error: str, host: str = "Atlas") -> str:
    return (f"==> default: Box '{box}' could not be found. Attempting to find and install...\n    default: Box Provider: virtualbox\n"
            f"    default: Box Version: >= 0\nThe box '{box}' could not be found or\ncould not be accessed in the remote catalog. "
            f"If this is a private\nbox on HashiCorp's {host}, please verify you're logged in via\n`vagrant login`. Also, please double-check "
            f"the name. The expanded\nURL and error message are shown below:\n\nURL: [\"{url}\"]\nError:{error}")


GROUPS = [
    # R: which package failed to build decides what is missing (a system library, a newer rlang).
    G("f16-r-install-units-failed", "R", "everyday", "https://github.com/r-quantities/units/issues/231", [
        "Warning in install.packages :\n  installation of package ‘units’ had non-zero exit status",
    ], cmd="Rscript -e 'install.packages(\"units\")'", exit=0, os=("windows", "linux", "macos")),
    G("f16-r-install-devtools-failed", "R", "multiline", "https://github.com/IRkernel/IRkernel/issues/425", [
        "Warning in install.packages :\n  installation of package ‘devtools’ had non-zero exit status",
        V("Warning messages:\n1: In install.packages(\"devtools\") :\n  installation of package ‘curl’ had non-zero exit status\n"
          "2: In install.packages(\"devtools\") :\n  installation of package ‘openssl’ had non-zero exit status\n"
          "3: In install.packages(\"devtools\") :\n  installation of package ‘httr’ had non-zero exit status\n"
          "8: In install.packages(\"devtools\") :\n  installation of package ‘devtools’ had non-zero exit status",
          src="https://github.com/r-lib/devtools/issues/2211"),
    ], cmd="Rscript -e 'install.packages(\"devtools\")'", exit=0, os=_L, look="f16-r-install-units-failed"),
    G("f16-r-install-pkgload-failed", "R", "everyday", "https://github.com/r-lib/pkgload/issues/232", [
        "Warning in install.packages :\n  installation of package ‘pkgload’ had non-zero exit status",
    ], cmd="Rscript -e 'install.packages(\"pkgload\")'", exit=0, os=("windows", "macos"), look="f16-r-install-devtools-failed"),

    # Haskell: a module from a hidden package (add it to build-depends) ...
    G("f16-stack-hidden-package-directory", "stack", "multiline", "https://github.com/commercialhaskell/stack/issues/2380", [
        "Could not find module ‘System.Directory’\nIt is a member of the hidden package ‘directory-1.2.2.0@direc_0hFG6ZxK1nk4zsyOqbNHfm’.\n"
        "Perhaps you need to add ‘directory’ to the build-depends in your .cabal file.",
    ], cmd="stack build", os=("linux", "macos")),
    # ... against Cabal-library modules a Setup.hs or package needs from another Cabal version.
    G("f16-ghc-cabal-program-find", "ghc", "multiline", "https://github.com/chetant/LibClang/issues/63", [
        "Setup.hs:17:8:\n    Could not find module `Distribution.Simple.Program.Find'\n    Perhaps you meant\n"
        "      Distribution.Simple.Program.Ld (from Cabal-1.16.0)\n      Distribution.Simple.Program.Run (from Cabal-1.16.0)\n"
        "      Distribution.Simple.Program.Ar (from Cabal-1.16.0)\n    Use -v to see a list of the files searched for.",
    ], cmd="cabal install LibClang", os=_L, look="f16-stack-hidden-package-directory"),
    G("f16-ghc-cabal-parsec", "nix", "wrapper", "https://github.com/input-output-hk/haskell.nix/issues/688", [
        "builder for '/nix/store/9kiacvb3wmxjfnipxzxfqg3qvmxhcs1i-pantry-lib-pantry-0.4.0.1.drv' failed with exit code 1; last 10 log lines:\n"
        "      Could not find module ‘Distribution.Parsec’\n      Perhaps you meant\n        Distribution.Make (from Cabal-2.4.0.1)\n"
        "        Distribution.Lex\n        Distribution.Package (from Cabal-2.4.0.1)\n      Use -v to see a list of the files searched for.",
    ], cmd="nix build -f . stack.components.exes", os=_L, look="f16-ghc-cabal-program-find"),

    # rebar 2 cannot print a dependency given in rebar3's git form.
    G("f16-rebar2-dep-format-badarg", "rebar", "multiline", "https://github.com/rustyio/sync/issues/92", [
        "==> sync (compile)\nERROR: compile failed while processing ./deps/sync: {'EXIT',{badarg,[{io,format,\n"
        "                     [<0.<<n>>.0>,\"Dependency not available: ~p-~s (~p)\\n\",\n                      [fs,\n"
        "                       {git,\"https://github.com/synrc/fs\",{tag,\"6.1\"}},\n                       undefined]],\n                     []},\n"
        "                 {lists,foreach,2,[{file,\"lists.erl\"},{line,1338}]},\n"
        "                 {rebar_deps,do_check_deps,1,\n                             [{file,\"src/rebar_deps.erl\"},{line,157}]},\n"
        "make: *** [compile] Error 1",
    ], cmd="make", exit=2, os=_L),

    # composer: a PHP extension the package requires is not enabled.
    G("f16-composer-ext-fileinfo", "composer", "multiline", "https://github.com/composer/composer/issues/2776", [
        "Loading composer repositories with package information\nUpdating dependencies (including require-dev)\n"
        "Your requirements could not be resolved to an installable set of packages.\n\n  Problem 1\n"
        "    - Installation request for codesleeve/asset-pipeline dev-master@dev -> satis\nfiable by codesleeve/asset-pipeline[dev-master].\n"
        "    - codesleeve/asset-pipeline dev-master requires ext-fileinfo * -> the reques\nted PHP extension fileinfo is missing from your system.",
    ], cmd="composer update", os=_W, exit=2),

    # sbt: the artifact that does not resolve decides the fix (publish it locally, a newer plugin, a repository).
    G("f16-sbt-unresolved-dissolvestruct", "sbt", "multiline", "https://github.com/dalab/web2text/issues/1", [
        "[error] sbt.librarymanagement.ResolveException: unresolved dependency: ch.ethz.dalab#dissolvestruct_2.10;0.1-SNAPSHOT: not found\n"
        "[error] \tat sbt.internal.librarymanagement.IvyActions$.resolveAndRetrieve(IvyActions.scala:331)\n"
        "[error] \tat sbt.internal.librarymanagement.IvyActions$.$anonfun$updateEither$1(IvyActions.scala:205)",
    ], cmd="sbt compile", os=("linux", "macos")),
    G("f16-sbt-unresolved-plugins-sbt1", "sbt", "version", "https://github.com/mozilla/telemetry-streaming/issues/66", [
        "    [error] (*:update) sbt.librarymanagement.ResolveException: unresolved dependency: org.scoverage#sbt-scoverage;1.5.0: not found\n"
        "    [error] unresolved dependency: org.scalastyle#scalastyle-sbt-plugin;0.8.0: not found\n"
        "    [error] unresolved dependency: com.eed3si9n#sbt-assembly;0.14.1: not found\n"
        "    [error] unresolved dependency: com.artima.supersafe#sbtplugin;1.1.0: not found\n"
        "    Project loading failed: (r)etry, (q)uit, (l)ast, or (i)gnore? Finish: shell",
    ], cmd="sbt test", os=_L, look="f16-sbt-unresolved-dissolvestruct"),
    G("f16-sbt-coursier-pdfxstream", "sbt", "version", "https://github.com/sbt/sbt/issues/4692", [
        "[info] Updating\n[info] Resolved  dependencies\n[warn]\n[warn]  Note: Unresolved dependencies path:\n"
        "[error] sbt.librarymanagement.ResolveException: Error downloading com.snowtide:pdfxstream:3.1.1\n[error]   Not found\n"
        "[error]   not found: <<home>>/.ivy2/local/com.snowtide/pdfxstream/3.1.1/ivys/ivy.xml\n"
        "[error]   not found: https://repo1.maven.org/maven2/com/snowtide/pdfxstream/3.1.1/pdfxstream-3.1.1.pom",
    ], cmd="sbt update", os=("linux", "macos"), look="f16-sbt-unresolved-dissolvestruct"),
    G("f16-sbt-unresolved-dependency-graph", "sbt", "multiline", "https://github.com/yahoo/CMAK/issues/556", [
        "[warn] \tNote: Unresolved dependencies path:\n[warn] \t\tnet.virtual-void:sbt-dependency-graph:0.8.2 (scalaVersion=2.10, sbtVersion=0.13) "
        "(<<root>>/project/plugins.sbt#L29-30)\n[warn] \t\t  +- default:kafka-manager-build:0.1-SNAPSHOT (scalaVersion=2.10, sbtVersion=0.13)\n"
        "sbt.ResolveException: unresolved dependency: net.virtual-void#sbt-dependency-graph;0.8.2: not found",
    ], cmd="./sbt clean dist", os=_L, look="f16-sbt-unresolved-plugins-sbt1"),
    G("f16-sbt-unresolved-scapegoat", "sbt", "multiline", "https://github.com/scapegoat-scala/sbt-scapegoat/issues/77", [
        "[warn]  ::::::::::::::::::::::::::::::::::::::::::::::\n[warn]  ::          UNRESOLVED DEPENDENCIES         ::\n"
        "[warn]  ::::::::::::::::::::::::::::::::::::::::::::::\n[warn]  :: com.sksamuel.scapegoat#sbt-scapegoat;1.3.5: not found\n"
        "[warn]  ::::::::::::::::::::::::::::::::::::::::::::::",
    ], cmd="sbt scapegoat", os=_W, look="f16-sbt-unresolved-plugins-sbt1"),

    # aws: no credentials anywhere the SDK looks; the CLI's and botocore's wordings, and the old s3 one.
    G("f16-aws-unable-to-locate-credentials", "aws", "two-programs", "https://github.com/Nike-Inc/gimme-aws-creds/issues/220", [
        "Unable to locate credentials. You can configure credentials by running \"aws configure\".",
        V("Unable to locate credentials. You can configure credentials by running \"aws configure\".", cmd="aws ec2 describe-instances --instance-ids i-<<hex12>>",
          src="https://github.com/aws-azure-login/aws-azure-login/issues/190"),
        V("botocore.exceptions.NoCredentialsError: Unable to locate credentials", tool="python",
          src="https://github.com/duo-labs/cloudmapper/issues/41", cmd="python cloudmapper.py collect --account <<proj>>"),
        V("fatal error: Unable to locate credentials", src="https://github.com/aws-samples/aws-serverless-workshops/issues/61",
          cmd="aws s3 sync ./website s3://<<proj>>-bucket", cls="version"),
    ], cmd="aws s3 ls", exit=253, os=("linux", "macos", "windows"), n=8),

    # terraform: the registry has no provider release matching the constraints ...
    G("f16-terraform-no-matching-release", "terraform", "multiline", "https://github.com/aws-ia/terraform-aws-eks-blueprints/issues/73", [
        "╷\n│ Error: Failed to query available provider packages\n│\n"
        "│ Could not retrieve the list of available versions for provider hashicorp/aws: no available releases match the given\n"
        "│ constraints >= 3.15.0, >= 3.40.0, >= 3.56.0, >= 3.60.0, ~> 3.60.0, >= 3.63.0\n╵",
    ], cmd="terraform init", os=("linux", "macos")),
    # ... against a registry it cannot reach in time (proxy, network).
    G("f16-terraform-registry-timeout", "terraform", "multiline", "https://github.com/hashicorp/terraform/issues/27641", [
        "Could not retrieve the list of available versions for provider\nterraform-providers/docker: could not query provider registry for\n"
        "registry.terraform.io/terraform-providers/docker: the request failed after 2\nattempts, please try again later: Get\n"
        "\"https://registry.terraform.io/v1/providers/terraform-providers/docker/versions\":\n"
        "net/http: request canceled while waiting for connection (Client.Timeout\nexceeded while awaiting headers)",
    ], cmd="terraform init", os=("linux", "windows"), look="f16-terraform-no-matching-release"),

    # vagrant: the box cannot be fetched; the Error line decides why.
    G("f16-vagrant-box-empty-error-macos", "vagrant", "non-file-path", "https://github.com/aalkilani/spark-kafka-cassandra-applying-lambda-architecture/issues/2", [
        _vagrant("aalkilani/spark-kafka-cassandra-applying-lambda-architecture",
                 "https://atlas.hashicorp.com/aalkilani/spark-kafka-cassandra-applying-lambda-architecture", ""),
        V(_vagrant("ubuntu/yakkety64", "https://atlas.hashicorp.com/ubuntu/yakkety64", ""), src="https://github.com/rails/rails-dev-box/issues/124"),
    ], cmd="vagrant up", os=_M),
    G("f16-vagrant-box-404-old-vagrant", "vagrant", "non-file-path", "https://github.com/rails/rails-dev-box/issues/164", [
        _vagrant("ubuntu/cosmic64", "https://atlas.hashicorp.com/ubuntu/cosmic64", " The requested URL returned error: 404 Not Found"),
    ], cmd="vagrant up", os=("macos", "linux"), look="f16-vagrant-box-empty-error-macos"),
    G("f16-vagrant-box-404-wrong-name", "vagrant", "non-file-path", "https://github.com/higebu/vagrant-vyos/issues/1", [
        _vagrant("higebu/vyos-1.1.4", "https://atlas.hashicorp.com/higebu/vyos-1.1.4", " The requested URL returned error: 404 Not Found"),
    ], cmd="vagrant up", os=("macos", "linux"), look="f16-vagrant-box-404-old-vagrant"),
    G("f16-vagrant-box-resolve-host", "vagrant", "non-file-path", "https://github.com/dhondta/rpl-attacks/issues/72", [
        "The box 'dhondta/rpl-attacks' could not be found or\ncould not be accessed in the remote catalog. If this is a private\n"
        "box on HashiCorp's Vagrant Cloud, please verify you're logged in via\n`vagrant login`. Also, please double-check the name. The expanded\n"
        "URL and error message are shown below:\n\nURL: [\"https://vagrantcloud.com/dhondta/rpl-attacks\"]\nError: Could not resolve host: vagrantcloud.com",
    ], cmd="vagrant up", os=_L, look="f16-vagrant-box-empty-error-macos"),
    G("f16-vagrant-box-timeout", "vagrant", "wrapper", "https://github.com/Hitchwiki/hitchwiki/issues/178", [
        "/usr/share/rubygems-integration/all/gems/vagrant-2.0.2/lib/vagrant/action/builtin/box_add.rb:103:in `call': The box 'ubuntu/xenial64' could not be found or "
        "(Vagrant::Errors::BoxAddShortNotFound)\ncould not be accessed in the remote catalog. If this is a private\n"
        "box on HashiCorp's Vagrant Cloud, please verify you're logged in via\n`vagrant login`. Also, please double-check the name. The expanded\n"
        "URL and error message are shown below:\n\nURL: [\"https://vagrantcloud.com/ubuntu/xenial64\"]\n"
        "Error: Operation timed out after <<n2>>315 milliseconds with 0 out of 0 bytes received",
    ], cmd="vagrant up", os=_L, look="f16-vagrant-box-resolve-host"),

    # Julia Pkg: the package name decides why it does not resolve (a broken registry clone, an
    # unregistered package, a standard library missing from the project).
    G("f16-julia-unresolved-dataframes", "julia", "version", "https://github.com/JuliaLang/Pkg.jl/issues/633", [
        "(v1.0) pkg> add DataFrames\n" + _JULIA.format(pkg="DataFrames"),
    ], cmd="julia", os=("windows", "macos")),
    G("f16-julia-unresolved-packagecompilerx", "julia", "version", "https://github.com/JuliaLang/PackageCompilerX.jl/issues/107", [
        V("(v1.3) pkg> add PackageCompilerX\n  Updating registry at `C:\\Users\\<<user>>\\.julia\\registries\\General`\n"
          "  Updating git-repo `https://github.com/JuliaRegistries/General.git`\n" + _JULIA.format(pkg="PackageCompilerX"), os=_W),
    ], cmd="julia", os=_W, look="f16-julia-unresolved-dataframes"),
    G("f16-julia-unresolved-juliazh", "julia", "version", "https://github.com/JuliaCN/JuliaZH.jl/issues/30", [
        "(v1.0) pkg> add JuliaZH\n  Updating registry at `~/.julia/registries/General`\n"
        "  Updating git-repo `https://github.com/JuliaRegistries/General.git`\n" + _JULIA.format(pkg="JuliaZH"),
    ], cmd="julia", os=("linux", "macos"), look="f16-julia-unresolved-packagecompilerx"),
    G("f16-julia-unresolved-atom", "julia", "version", "https://github.com/JuliaInterop/Cxx.jl/issues/389", [
        "(v1.0) pkg> add Atom\n" + _JULIA.format(pkg="Atom"),
    ], cmd="julia", os=_M, look="f16-julia-unresolved-dataframes"),
    G("f16-julia-unresolved-linearalgebra", "julia", "multiline", "https://github.com/tszanalytics/BayesTesting.jl/issues/11", [
        "(juliacon_proceedings) pkg> add https://github.com/tszanalytics/BayesTesting.jl.git\n"
        "   Cloning git-repo `https://github.com/tszanalytics/BayesTesting.jl.git`\n"
        "  Updating git-repo `https://github.com/tszanalytics/BayesTesting.jl.git`\n"
        "[ Info: Assigning UUID cea311d0-c275-591a-9789-eae9848c85c9 to BayesTesting\n Resolving package versions...\n"
        + _JULIA.format(pkg="LinearAlgebra"),
    ], cmd="julia", os=("linux", "macos"), look="f16-julia-unresolved-dataframes"),

    # MATLAB mex with no C compiler installed (Windows) ...
    G("f16-mex-no-supported-compiler", "matlab", "version", "https://github.com/CERN/TIGRE/issues/164", [
        "Error using mex\nNo supported compiler was found. For options, visit https://www.mathworks.com/support/compilers.\n\n"
        "Error in Compile (line <<line>>)\n        mex -largeArrayDims ./Source/Ax_mex.cpp ./Source/ray_interpolated_projection.cu ./Source/Siddon_projection.cu",
        V("Error using mex\nNo supported compiler or SDK was found. For options, visit https://www.mathworks.com/support/compilers.\n\n"
          "Error in Compile (line <<line>>)\n        mex -largeArrayDims ./Source/Ax_mex.cpp ./Source/ray_interpolated_projection.cu",
          src="https://github.com/CERN/TIGRE/issues/80"),
        V("Compiling files...\nError using mex\nNo supported compiler or SDK was found. You can install the freely available MinGW-w64 C/C++ compiler; "
          "see Install\nMinGW-w64 Compiler. For more options, visit http://www.mathworks.com/support/compilers/R2016b/win64.html.\n\n"
          "Error in arCompile (line 253)", src="https://github.com/Data2Dynamics/d2d/issues/84"),
    ], cmd="matlab -batch Compile", os=_W, n=6),
    # ... against macOS after an Xcode upgrade MATLAB's mexopts do not know.
    G("f16-mex-macos-xcode-sdk", "matlab", "everyday", "https://github.com/utvisionlab/mixest/issues/9", [
        ">> mex -setup\nError using mex\nNo supported compiler or SDK was found. For options, visit \n"
        "http://www.mathworks.com/support/compilers/R2015a/maci64.html.",
    ], cmd="matlab", os=_M, look="f16-mex-no-supported-compiler"),

    # adb install: an APK signed with another key than the installed one ...
    G("f16-adb-update-incompatible", "adb", "two-programs", "https://github.com/sam1am/anyapk/issues/60", [
        "[INSTALL_FAILED_UPDATE_INCOMPATIBLE: Existing package com.anyapk.installer signatures do not match newer version; ignoring!]",
        V("adb: failed to install project-debug.apk: Failure [INSTALL_FAILED_UPDATE_INCOMPATIBLE: Package ... signatures do not match the previously installed version; ignoring!]",
          src="https://github.com/combatopera/Cowpox/issues/21", cmd="adb install project-debug.apk"),
        V("Unable to install <<root>>\\android\\app\\build\\outputs\\apk\\debug\\app-debug.apk\n"
          "com.android.ddmlib.InstallException: INSTALL_FAILED_UPDATE_INCOMPATIBLE\n\tat com.android.ddmlib.Device.installRemotePackage(Device.java:1031)\n"
          "\tat com.android.ddmlib.Device.installPackage(Device.java:902)\n\tat com.android.ddmlib.Device.installPackage(Device.java:880)",
          src="https://github.com/meteor/meteor/issues/5266", tool="gradle", os=_W, cmd="gradlew installDebug"),
    ], cmd="adb install app-release.apk", os=("linux", "windows", "macos"), n=6),
    # ... against an APK with no native libraries for the device's ABI.
    G("f16-adb-no-matching-abis", "adb", "two-programs", "https://github.com/element-hq/riot-android/issues/3329", [
        "Performing Streamed Install\nadb: failed to install im.vector.alpha_40090400.apk: Failure [INSTALL_FAILED_NO_MATCHING_ABIS: Failed to extract native libraries, res=-113]",
        V("adb: failed to finalize session\nFailure [INSTALL_FAILED_NO_MATCHING_ABIS: Failed to extract native libraries, res=-113]",
          src="https://github.com/Aefyr/SAI/issues/91", cmd="adb install-multiple base.apk split_config.arm64_v8a.apk split_config.en.apk"),
        V("Failure [INSTALL_FAILED_NO_MATCHING_ABIS: Failed to extract native libraries, res=-113]", src="https://github.com/anbox/anbox/issues/132",
          cls="everyday"),
        V("<<time>>\tFailed to finalize session : INSTALL_FAILED_NO_MATCHING_ABIS: Failed to extract native libraries, res=-113\n"
          "<<time>>\tSession 'sample': Error Installing APKs", src="https://github.com/blueberryCoder/LiveStream/issues/7", tool="android-studio"),
    ], cmd="adb install im.vector.alpha_40090400.apk", os=("linux", "macos"), look="f16-adb-update-incompatible", n=8),
]

QUERIES = [
    Q("install.packages units had non-zero exit status", "f16-r-install-units-failed", "plain"),
    Q("R 安装 units 包 non-zero exit status", "f16-r-install-units-failed", "zh"),
    Q("installing devtools fails curl openssl non-zero exit status", "f16-r-install-devtools-failed", "plain"),
    Q("R 装 devtools 时 curl openssl 一连串 non-zero exit status", "f16-r-install-devtools-failed", "zh"),
    Q("pkgload installation had non-zero exit status latest R", "f16-r-install-pkgload-failed", "plain"),
    Q("最新 R 安装 pkgload 失败 non-zero exit status", "f16-r-install-pkgload-failed", "zh"),
    Q("stack build could not find module System.Directory hidden package", "f16-stack-hidden-package-directory", "plain"),
    Q("stack 编译找不到 System.Directory 模块 hidden package", "f16-stack-hidden-package-directory", "zh"),
    Q("Setup.hs could not find module Distribution.Simple.Program.Find old Cabal", "f16-ghc-cabal-program-find", "plain"),
    Q("Setup.hs 找不到 Distribution.Simple.Program.Find Cabal 版本太旧", "f16-ghc-cabal-program-find", "zh"),
    Q("haskell.nix building stack Could not find module Distribution.Parsec", "f16-ghc-cabal-parsec", "plain"),
    Q("haskell.nix 构建 stack 找不到 Distribution.Parsec", "f16-ghc-cabal-parsec", "zh"),
    Q("rebar 2 compile badarg io format Dependency not available", "f16-rebar2-dep-format-badarg", "plain"),
    Q("rebar2 编译 sync 依赖报 badarg Dependency not available", "f16-rebar2-dep-format-badarg", "zh"),
    Q("composer requested PHP extension fileinfo is missing from your system", "f16-composer-ext-fileinfo", "plain"),
    Q("composer update 提示缺少 PHP 扩展 fileinfo", "f16-composer-ext-fileinfo", "zh"),
    Q("sbt unresolved dependency dissolvestruct 0.1-SNAPSHOT not found", "f16-sbt-unresolved-dissolvestruct", "plain"),
    Q("sbt 找不到 dissolvestruct SNAPSHOT 依赖", "f16-sbt-unresolved-dissolvestruct", "zh"),
    Q("sbt 1.0 unresolved sbt-scoverage sbt-assembly plugins", "f16-sbt-unresolved-plugins-sbt1", "plain"),
    Q("升级 sbt 1.0 后插件 sbt-scoverage sbt-assembly 解析不到", "f16-sbt-unresolved-plugins-sbt1", "zh"),
    Q("sbt 1.3 coursier error downloading pdfxstream not found", "f16-sbt-coursier-pdfxstream", "plain"),
    Q("sbt 1.3 下载 pdfxstream 失败 Not found", "f16-sbt-coursier-pdfxstream", "zh"),
    Q("kafka manager sbt-dependency-graph 0.8.2 unresolved", "f16-sbt-unresolved-dependency-graph", "plain"),
    Q("编译 kafka-manager 时 sbt-dependency-graph 解析失败", "f16-sbt-unresolved-dependency-graph", "zh"),
    Q("sbt-scapegoat 1.3.5 UNRESOLVED DEPENDENCIES", "f16-sbt-unresolved-scapegoat", "plain"),
    Q("sbt-scapegoat 插件 1.3.5 找不到", "f16-sbt-unresolved-scapegoat", "zh"),
    Q("aws cli unable to locate credentials configure", "f16-aws-unable-to-locate-credentials", "plain"),
    Q("aws 命令提示 Unable to locate credentials 凭证找不到", "f16-aws-unable-to-locate-credentials", "zh"),
    Q("terraform init no available releases match the given constraints hashicorp/aws", "f16-terraform-no-matching-release", "plain"),
    Q("terraform init 提示没有满足版本约束的 aws provider", "f16-terraform-no-matching-release", "zh"),
    Q("terraform init registry request canceled Client.Timeout awaiting headers", "f16-terraform-registry-timeout", "plain"),
    Q("terraform init 访问 registry.terraform.io 超时", "f16-terraform-registry-timeout", "zh"),
    Q("vagrant up box could not be found empty Error on macOS", "f16-vagrant-box-empty-error-macos", "plain"),
    Q("mac 上 vagrant up 找不到 box 报错信息是空的", "f16-vagrant-box-empty-error-macos", "zh"),
    Q("vagrant box ubuntu/cosmic64 atlas 404 not found", "f16-vagrant-box-404-old-vagrant", "plain"),
    Q("vagrant 下载 ubuntu/cosmic64 box 404", "f16-vagrant-box-404-old-vagrant", "zh"),
    Q("vagrant box higebu/vyos-1.1.4 404 wrong box name", "f16-vagrant-box-404-wrong-name", "plain"),
    Q("vagrant vyos box 名字不对 404", "f16-vagrant-box-404-wrong-name", "zh"),
    Q("vagrant up could not resolve host vagrantcloud.com", "f16-vagrant-box-resolve-host", "plain"),
    Q("vagrant 解析不了 vagrantcloud.com 主机", "f16-vagrant-box-resolve-host", "zh"),
    Q("vagrant BoxAddShortNotFound operation timed out ubuntu/xenial64", "f16-vagrant-box-timeout", "plain"),
    Q("vagrant 下载 xenial64 box 超时 BoxAddShortNotFound", "f16-vagrant-box-timeout", "zh"),
    Q("julia pkg add DataFrames not found in project manifest or registry windows", "f16-julia-unresolved-dataframes", "plain"),
    Q("Julia 装 DataFrames 提示 not found in registry", "f16-julia-unresolved-dataframes", "zh"),
    Q("julia add PackageCompilerX could not be resolved", "f16-julia-unresolved-packagecompilerx", "plain"),
    Q("Julia 添加 PackageCompilerX 包解析不到", "f16-julia-unresolved-packagecompilerx", "zh"),
    Q("julia add JuliaZH package names could not be resolved", "f16-julia-unresolved-juliazh", "plain"),
    Q("Julia 安装 JuliaZH 中文包 找不到", "f16-julia-unresolved-juliazh", "zh"),
    Q("julia pkg add Atom for Juno not found in registry", "f16-julia-unresolved-atom", "plain"),
    Q("Julia 给 Juno 装 Atom 包 not found", "f16-julia-unresolved-atom", "zh"),
    Q("julia add package by url LinearAlgebra could not be resolved", "f16-julia-unresolved-linearalgebra", "plain"),
    Q("Julia 从 git 地址装包 LinearAlgebra 无法解析", "f16-julia-unresolved-linearalgebra", "zh"),
    Q("matlab mex no supported compiler was found windows", "f16-mex-no-supported-compiler", "plain"),
    Q("MATLAB mex 编译 找不到支持的编译器", "f16-mex-no-supported-compiler", "zh"),
    Q("mex -setup no supported compiler or SDK after xcode upgrade mac", "f16-mex-macos-xcode-sdk", "plain"),
    Q("升级 Xcode 后 MATLAB mex -setup 找不到编译器或 SDK", "f16-mex-macos-xcode-sdk", "zh"),
    Q("adb install INSTALL_FAILED_UPDATE_INCOMPATIBLE signatures do not match", "f16-adb-update-incompatible", "plain"),
    Q("adb 安装 apk 签名不一致 INSTALL_FAILED_UPDATE_INCOMPATIBLE", "f16-adb-update-incompatible", "zh"),
    Q("INSTALL_FAILED_NO_MATCHING_ABIS failed to extract native libraries", "f16-adb-no-matching-abis", "plain"),
    Q("安装 apk 报 NO_MATCHING_ABIS 架构不匹配", "f16-adb-no-matching-abis", "zh"),
]
