# ruff: noqa: E501  (messages are kept as the threads wrap them; splitting them further hides their shape)
"""Field set 16, part d: package managers of scientific and functional stacks (R, Haskell stack and
GHC, Erlang rebar, PHP composer, sbt), the aws CLI and terraform's provider registry."""

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
]
