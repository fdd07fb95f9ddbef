"""Field set 20, part g: GHC's hidden packages (which package to add), Pulumi's missing stacks, and
OpenSSL's private key failures (which PEM error)."""

from fieldspec import G, Q, V

_HS = ("linux", "macos")

GROUPS = [
    # -- GHC: the hidden package decides what goes into build-depends -----------------------------------
    G("f20-ghc-hidden-package-mtl", "ghc", "multiline", "https://github.com/atom-haskell/ide-haskell/issues/87",
      [V("Could not find module `Control.Monad.State'\nIt is a member of the hidden package `mtl-2.2.1'.\nPerhaps you need "
         "to add `mtl' to the build-depends in your .cabal file.\nUse -v to see a list of the files searched for.",
         tool="ghc-mod", cmd="ghc-mod check Main.hs"),
       V("hastec: panic! (the 'impossible' happened)\n   (GHC version 7.6.2 for x86_64-unknown-linux):\n    Could not find "
         "module `Control.Monad.Cont.Class'\nIt is a member of the hidden package `mtl-2.1.2'.\nPerhaps you need to add "
         "`mtl' to the build-depends in your .cabal file.\nUse -v to see a list of the files searched for.",
         tool="hastec", cmd="haste-boot", src="https://github.com/valderman/haste-compiler/issues/53", cls="wrapper")],
      cmd="cabal build", os=_HS, look="f20-ghc-hidden-package-ghc"),
    G("f20-ghc-hidden-package-ghc", "ghc", "multiline", "https://github.com/amosr/limp/issues/1",
      [V("tests/Main.hs:4:18:\n    Could not find module ‘Convert’\n    It is a member of the hidden package ‘ghc-7.10.1’.\n"
         "    Perhaps you need to add ‘ghc’ to the build-depends in your .cabal file.\n    Use -v to see a list of the files "
         "searched for.", tool="cabal", cmd="cabal install --enable-tests limp"),
       V("eta/GhciMonad.hs:30:18:\n    Could not find module ‘GHC’\n    It is a member of the hidden package ‘ghc-7.10.3’.\n"
         "    Perhaps you need to add ‘ghc’ to the build-depends in your .cabal file.\n    Use -v to see a list of the files "
         "searched for.", tool="cabal", cmd="cabal new-build", src="https://github.com/typelead/eta/pull/821")],
      cmd="cabal build", os=_HS, look="f20-ghc-hidden-package-mtl"),
    G("f20-ghc-hidden-package-unix", "cabal", "multiline", "https://github.com/awgn/cgrep/issues/10",
      ["src/Main.hs:40:8:\n    Could not find module ‘System.Posix.Files’\n    It is a member of the hidden package "
       "‘unix-2.7.0.1’.\n    Perhaps you need to add ‘unix’ to the build-depends in your .cabal file.\n    Use -v to see a "
       "list of the files searched for.\ncabal: Error: some packages failed to install:\ncgrep-6.4.3 failed during the "
       "building phase. The exception was:\nExitFailure 1"],
      cmd="cabal install cgrep", os=_HS, look="f20-ghc-hidden-package-mtl"),
    G("f20-ghc-hidden-package-comonad", "cabal", "multiline", "https://github.com/kawu/concraft/issues/13",
      ["src/Data/CRF/Chain2/Tiers/Dataset/Codec.hs:31:8:\n    Could not find module `Control.Comonad.Trans.Store'\n    It is "
       "a member of the hidden package`comonad-4.0'.\n    Perhaps you need to add `comonad' to the build-depends in your "
       ".cabal file.\n    Use -v to see a list of the files searched for.\ncabal: Error: some packages failed to install:"],
      cmd="cabal install concraft-pl", os=_HS, look="f20-ghc-hidden-package-mtl"),
    G("f20-ghc-hidden-cabal-in-setup", "stack", "multiline", "https://github.com/vmchale/libarchive/pull/3",
      ["<<home>>/.stack/setup-exe-src/setup-shim-mPHDZzAJ.hs:3:1: error:\n        Could not load module "
       "‘Distribution.PackageDescription’\n        It is a member of the hidden package ‘Cabal-3.0.0.0’.\n        You can "
       "run ‘:set -package Cabal’ to expose it.\n        (Note: this unloads all the modules in the current scope.)\n"
       "        It is a member of the hidden package ‘Cabal-2.4.0.1’."],
      cmd="stack build", os=("linux",), look="f20-ghc-hidden-package-mtl"),

    # -- Pulumi: why the stack is not there ---------------------------------------------------------------
    G("f20-pulumi-action-drops-project-from-stack", "pulumi/actions", "wrapper", "https://github.com/pulumi/actions/issues/777",
      ["code: -2\n stdout: \n stderr: Command failed with exit code 255: pulumi stack select --stack kettleos/base/dev "
       "--non-interactive\nerror: no stack named 'kettleos/dev' found\n err?: Error: Command failed with exit code 255: "
       "pulumi stack select --stack kettleos/base/dev --non-interactive\nerror: no stack named 'kettleos/dev' found",
       "error: no stack named 'kettleos/dev' found"],
      os=("linux",), look="f20-pulumi-stack-removed-after-destroy"),
    G("f20-pulumi-stack-removed-after-destroy", "defang-cd", "runtime-value", "https://github.com/DefangLabs/pulumi-defang/issues/273",
      ["<<ts>> defang-cd <<ts>> Failed to export stack state: could not export stack: exit status 6\n<<ts>> defang-cd <<ts>> "
       "code: 6\n<<ts>> defang-cd <<ts>> stdout:\n<<ts>> defang-cd <<ts>> stderr: error: no stack named 'production' found",
       "stderr: error: no stack named 'production' found"],
      cmd="pulumi stack export", os=("linux",), look="f20-pulumi-action-drops-project-from-stack"),
    G("f20-pulumi-no-stacks-after-failed-deploy", "pulumi", "everyday", "https://github.com/pulumi/pulumi/issues/7612",
      ["error: this command requires a stack, but there are none"],
      cmd="pulumi logs", os=("linux",), look="f20-pulumi-stack-removed-after-destroy"),
    G("f20-pulumi-new-local-backend-checkpoint", "pulumi", "non-file-path", "https://github.com/pulumi/pulumi/issues/3078",
      ["error: failed to load checkpoint: blob (code=NotFound): stat <<home>>/.pulumi/stacks/foo.json: no such file or "
       "directory"],
      cmd="pulumi new typescript --stack foo", os=("macos",), look="f20-pulumi-stack-removed-after-destroy"),

    # -- OpenSSL: which PEM error refused the private key ------------------------------------------------
    G("f20-openssl-pem-bad-decrypt-passphrase", "openssl", "multiline", "https://github.com/paramiko/paramiko/issues/569",
      [V("$ openssl rsa -in /tmp/testkey.protected  -pubout\nEnter pass phrase for /tmp/testkey.protected:\nunable to load "
         "Private Key\n<<pid>>:error:06065064:digital envelope routines:EVP_DecryptFinal_ex:bad decrypt:/SourceCache/"
         "OpenSSL098/OpenSSL098-52.30.1/src/crypto/evp/evp_enc.c:330:\n<<pid>>:error:0906A065:PEM routines:PEM_do_header:bad "
         "decrypt:/SourceCache/OpenSSL098/OpenSSL098-52.30.1/src/crypto/pem/pem_lib.c:428:", cls="runtime-value"),
       V("[Error: unable to load signing key file\n<<pid>>:error:06065064:digital envelope routines:EVP_DecryptFinal_ex:bad "
         "decrypt:/SourceCache/OpenSSL098/OpenSSL098-52.20.2/src/crypto/evp/evp_enc.c:330:\n<<pid>>:error:0906A065:PEM "
         "routines:PEM_do_header:bad decrypt:/SourceCache/OpenSSL098/OpenSSL098-52.20.2/src/crypto/pem/pem_lib.c:428:\n]",
         tool="node", cmd="node createPass.js", src="https://github.com/assaf/node-passbook/issues/38", cls="two-programs"),
       V("(Davix::OpenSSL) Error: parse PEM private key failed tlater.key.pem : error:06065064:digital envelope "
         "routines:EVP_DecryptFinal_ex:bad decrypt\n(Davix::HttpRequest) Error: (Neon): SSL handshake failed, client "
         "certificate was requested: sslv3 alert handshake failure", tool="davix-put",
         cmd="davix-put --key tlater.key.pem --cert tlater.cert.pem test dav://<<host>>/test", os="linux",
         src="https://github.com/cern-fts/davix/issues/50", cls="two-programs")],
      cmd="openssl rsa -in server.key -pubout", os=("macos",), look="f20-openssl-pem-no-start-line"),
    G("f20-openssl-pem-no-start-line", "openssl", "version", "https://github.com/5im-0n/sshenc.sh/issues/7",
      ["~λ openssl rsautl -decrypt -ssl -inkey .ssh/id_rsa\nunable to load Private Key\n<<pid>>:error:0909006C:PEM "
       "routines:get_name:no start line:crypto/pem/pem_lib.c:745:Expecting: ANY PRIVATE KEY",
       "unable to load Private Key\n<<pid>>:error:0909006C:PEM routines:get_name:no start line:crypto/pem/pem_lib.c:745:"
       "Expecting: ANY PRIVATE KEY"],
      cmd="openssl rsautl -decrypt -ssl -inkey ~/.ssh/id_rsa", os=("linux",), look="f20-openssl-pem-bad-decrypt-passphrase"),
    G("f20-openssl-pem-bad-end-line", "openssl", "everyday", "https://github.com/openssl/openssl/issues/9610",
      ["OpenSSL> rsa -in server_error.key -inform PEM -text -noout\nunable to load Private Key\n<<pid>>:error:0906D066:PEM "
       "routines:PEM_read_bio:bad end line:pem_lib.c:802:\nerror in rsa",
       "unable to load Private Key\n<<pid>>:error:0906D066:PEM routines:PEM_read_bio:bad end line:pem_lib.c:802:"],
      cmd="openssl rsa -in server.key -inform PEM -text -noout", os=("linux",), look="f20-openssl-pem-bad-decrypt-passphrase"),
]

QUERIES = [
    Q("ghc could not find module Control.Monad.State member of the hidden package mtl", "f20-ghc-hidden-package-mtl",
      "plain"),
    Q("GHC 找不到模块 Control.Monad.State 隐藏包 mtl", "f20-ghc-hidden-package-mtl", "zh"),
    Q("could not find module it is a member of the hidden package ghc add ghc to build-depends",
      "f20-ghc-hidden-package-ghc", "plain"),
    Q("模块属于隐藏包 ghc 需要加到 build-depends", "f20-ghc-hidden-package-ghc", "zh"),
    Q("could not find module System.Posix.Files hidden package unix", "f20-ghc-hidden-package-unix", "plain"),
    Q("cabal 安装时 System.Posix.Files 属于隐藏包 unix", "f20-ghc-hidden-package-unix", "zh"),
    Q("could not find module Control.Comonad.Trans.Store hidden package comonad", "f20-ghc-hidden-package-comonad",
      "plain"),
    Q("Control.Comonad.Trans.Store 属于隐藏包 comonad", "f20-ghc-hidden-package-comonad", "zh"),
    Q("stack setup shim could not load module Distribution.PackageDescription hidden package Cabal",
      "f20-ghc-hidden-cabal-in-setup", "plain"),
    Q("stack 构建 setup 时 Cabal 包被隐藏 无法加载模块", "f20-ghc-hidden-cabal-in-setup", "zh"),
    Q("pulumi github action no stack named found project missing from stack name",
      "f20-pulumi-action-drops-project-from-stack", "plain"),
    Q("pulumi action 选择 stack 时丢了项目名 找不到 stack", "f20-pulumi-action-drops-project-from-stack", "zh"),
    Q("pulumi no stack named production found after destroy", "f20-pulumi-stack-removed-after-destroy", "plain"),
    Q("pulumi destroy 之后导出 stack 提示不存在", "f20-pulumi-stack-removed-after-destroy", "zh"),
    Q("pulumi this command requires a stack but there are none", "f20-pulumi-no-stacks-after-failed-deploy", "plain"),
    Q("pulumi 命令需要 stack 但一个都没有", "f20-pulumi-no-stacks-after-failed-deploy", "zh"),
    Q("pulumi new failed to load checkpoint blob code NotFound", "f20-pulumi-new-local-backend-checkpoint", "plain"),
    Q("pulumi new 本地后端加载 checkpoint 失败", "f20-pulumi-new-local-backend-checkpoint", "zh"),
    Q("openssl unable to load private key bad decrypt", "f20-openssl-pem-bad-decrypt-passphrase", "plain"),
    Q("openssl 加载私钥失败 bad decrypt 口令错误", "f20-openssl-pem-bad-decrypt-passphrase", "zh"),
    Q("openssl unable to load private key no start line expecting any private key", "f20-openssl-pem-no-start-line",
      "plain"),
    Q("openssl 读取 id_rsa 报 no start line", "f20-openssl-pem-no-start-line", "zh"),
    Q("openssl unable to load private key PEM_read_bio bad end line", "f20-openssl-pem-bad-end-line", "plain"),
    Q("openssl 私钥文件 bad end line 错误", "f20-openssl-pem-bad-end-line", "zh"),
]
