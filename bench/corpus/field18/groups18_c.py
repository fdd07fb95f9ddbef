"""Field set 18, part c: Solidity toolchains (hardhat, solc), Bazel, emscripten, electron-builder."""

from __future__ import annotations

from fieldspec import G, Q, V

W = ("windows",)
L = ("linux",)
M = ("macos",)
_YARN_TAIL = "error Command failed with exit code 1.\ninfo Visit https://yarnpkg.com/en/docs/cli/run for documentation about this command."
_HH8_HEAD = "Error HH8: There's one or more errors in your config file:\n\n"
_HH8_TAIL = "To learn more about Hardhat's configuration, please go to https://hardhat.org/config/\n\nFor more info go to https://hardhat.org/HH8 or run Hardhat with --show-stack-traces"

GROUPS = [
    G("f18-hardhat-hh700-simplestorage", "hardhat", "multiline", "https://github.com/PatrickAlphaC/hardhat-simple-storage-fcc/issues/14", [
        "HardhatError: HH700: Artifact for contract \"SimpleStorage\" not found. \n    at Artifacts._handleWrongArtifactForContractName (<<root>>/node_modules/hardhat/src/internal/artifacts.ts:478:11)\n    at Artifacts._getArtifactPathFromFiles (<<root>>/node_modules/hardhat/src/internal/artifacts.ts:593:19)\n    at Artifacts._getArtifactPath (<<root>>/node_modules/hardhat/src/internal/artifacts.ts:275:17)\n    at Artifacts.readArtifact (<<root>>/node_modules/hardhat/src/internal/artifacts.ts:58:26)\n    at getContractFactory (<<root>>/node_modules/@nomiclabs/hardhat-ethers/src/internal/helpers.ts:99:22)",
        V("HardhatError: HH700: Artifact for contract \"SimpleStorage\" not found.", src="https://github.com/PatrickAlphaC/hardhat-simple-storage-fcc/issues/52", cls="everyday"),
    ], cmd="yarn hardhat run scripts/deploy.js", os=("macos", "linux", "windows"), n=6),
    G("f18-hardhat-hh700-lock", "hardhat", "multiline", "https://github.com/smartcontractkit/full-blockchain-solidity-course-js/issues/1005", [
        "  <<n>>) Lock\n       Withdrawals\n         Validations\n           Should revert with the right error if called from another account:\n     HardhatError: HH700: Artifact for contract \"Lock\" not found. \n      at Artifacts._handleWrongArtifactForContractName (node_modules/hardhat/src/internal/artifacts.ts:478:11)\n      at Artifacts._getArtifactPathFromFiles (node_modules/hardhat/src/internal/artifacts.ts:593:19)\n      at Artifacts._getArtifactPath (node_modules/hardhat/src/internal/artifacts.ts:275:17)\n      at Artifacts.readArtifact (node_modules/hardhat/src/internal/artifacts.ts:58:26)\n      at getContractFactory (node_modules/@nomiclabs/hardhat-ethers/src/internal/helpers.ts:99:22)\n      at deployOneYearLockFixture (test/Lock.js:22:18)",
    ], cmd="npx hardhat test", os=("linux", "macos", "windows"), look="f18-hardhat-hh700-simplestorage"),
    G("f18-hardhat-hh700-greeter", "hardhat", "wrapper", "https://github.com/ethereumjs/ethereumjs-abi/issues/92", [
        "yarn run v1.22.19\n$ ./node_modules/.bin/hardhat --config hardhat.config.local.js --network localhost my-deploy\nError HH700: Artifact for contract \"Greeter\" not found.\n\nFor more info go to https://hardhat.org/HH700 or run Hardhat with --show-stack-traces\n" + _YARN_TAIL,
    ], cmd="docker exec -it myhd yarn deploy:local", os=L, shells=("sh",), look="f18-hardhat-hh700-simplestorage"),
    G("f18-hardhat-hh700-poolwrapper", "hardhat", "non-file-path", "https://github.com/Basis-Cash/basiscash-protocol/issues/48", [
        "HardhatError: HH700: Artifact for contract \"PoolWrapper\" not found.\n    at Artifacts._getArtifactPathFromFiles (<<root>>\\node_modules\\hardhat\\src\\internal\\artifacts.ts:391:13)\n    at Artifacts._getArtifactPath (<<root>>\\node_modules\\hardhat\\src\\internal\\artifacts.ts:316:17)\n    at Artifacts.readArtifact (<<root>>\\node_modules\\hardhat\\src\\internal\\artifacts.ts:49:26)\n    at getContractFactoryByName (<<root>>\\node_modules\\@nomiclabs\\hardhat-ethers\\src\\helpers.ts:100:20)",
    ], cmd="npx hardhat run ./scripts/deploy.ts --network ropsten", os=W, look="f18-hardhat-hh700-lock"),
    G("f18-hardhat-hh8-account-undefined", "hardhat", "wrapper", "https://github.com/OnChainFund/ERC20/issues/1", [
        "yarn run v1.22.18\n$ <<root>>/node_modules/.bin/hardhat compile\n" + _HH8_HEAD + "  * Invalid account: #0 for network: rinkeby - Expected string, received undefined\n  * Invalid account: #0 for network: fuji - Expected string, received undefined\n  \n" + _HH8_TAIL + "\n" + _YARN_TAIL,
        V(_HH8_HEAD + "  * Invalid account: #0 for network: mainnet - Expected string, received undefined\n  * Invalid account: #0 for network: rinkeby - Expected string, received undefined\n  * Invalid account: #0 for network: kovan - Expected string, received undefined\n  * Invalid account: #0 for network: ropsten - Expected string, received undefined\n  * Invalid account: #0 for network: arbitrum - Expected string, received undefined\n  * Invalid account: #0 for network: rinkebyArbitrum - Expected string, received undefined", cmd="yarn install", src="https://github.com/Premian-Labs/premia-contracts/issues/3", cls="multiline"),
        V(_HH8_HEAD + "  * Invalid value undefined for HardhatConfig.networks.polygon.url - Expected a value of type string.\n  * Invalid account: #0 for network: polygon - Expected string, received undefined\n\nTo learn more about Hardhat's configuration, please go to https://hardhat.org/config/", cmd="npx hardhat compile", src="https://github.com/shuvishubham/web3-fundraiser-youtube/issues/2", cls="multiline"),
        V("yarn run v1.22.18\n$ yarn run hardhat test\n$ /home/runner/work/<<proj>>/<<proj>>/node_modules/.bin/hardhat test\n" + _HH8_HEAD + "  * Invalid value undefined for HardhatConfig.networks.rinkeby.url - Expected a value of type string.\n  * Invalid account: #0 for network: rinkeby - Expected string, received undefined\n  * Invalid value undefined for HardhatConfig.networks.mainnet.url - Expected a value of type string.\n  * Invalid account: #0 for network: mainnet - Expected string, received undefined\n  \n" + _HH8_TAIL + "\n" + _YARN_TAIL + "\n" + _YARN_TAIL + "\nError: Process completed with exit code 1.", cmd="yarn test", os="linux", src="https://github.com/henkaku-center/kamon-nft/issues/42", cls="runtime-value"),
    ], cmd="yarn compile", os=("macos", "linux"), n=8),
    G("f18-hardhat-hh8-private-key-short", "hardhat", "multiline", "https://github.com/hashlips-lab/nft-erc721-collection/issues/342", [
        _HH8_HEAD + "  * Invalid account: #0 for network: testnet - private key too short, expected 32 bytes\n  * Invalid account: #0 for network: mainnet - private key too short, expected 32 bytes\n  \nTo learn more about Hardhat's configuration, please go to https://hardhat.org/config/",
        V("$ yarn chain\n" + _HH8_HEAD + "  * Invalid account: #0 for network: mainnet - private key too short, expected 32 bytes\n  * Invalid account: #0 for network: sepolia - private key too short, expected 32 bytes\n  * Invalid account: #0 for network: goerli - private key too short, expected 32 bytes\n  * Invalid account: #0 for network: arbitrum - private key too short, expected 32 bytes\n  * Invalid account: #0 for network: arbitrumGoerli - private key too short, expected 32 bytes\n  * Invalid account: #0 for network: optimism - private key too short, expected 32 bytes", cmd="yarn chain", src="https://github.com/scaffold-eth/scaffold-eth-2/issues/625", cls="wrapper"),
    ], cmd="yarn deploy --network testnet", os=("linux", "macos", "windows"), n=6, look="f18-hardhat-hh8-account-undefined"),
    G("f18-hardhat-hh8-received-function", "hardhat", "everyday", "https://github.com/wighawag/hardhat-deploy/issues/302", [
        _HH8_HEAD + "  * Invalid account: #0 for network: mumbai - Expected string, received function\n  * Invalid account: #0 for network: mainnet - Expected string, received function\n\n" + _HH8_TAIL,
    ], cmd="npx hardhat test", os=W, look="f18-hardhat-hh8-account-undefined"),
    G("f18-hardhat-hh8-forking-empty", "hardhat", "everyday", "https://github.com/yuichiroaoki/poly-flash/issues/38", [
        _HH8_HEAD + "  * Invalid value {\"forking\":{}} for HardhatConfig.networks.hardhat - Expected a value of type HardhatNetworkConfig.\n\n" + _HH8_TAIL,
    ], cmd="yarn compile", os=("linux", "macos"), look="f18-hardhat-hh8-account-undefined"),
    G("f18-solc-import-callback-keydonix", "solc", "wrapper", "https://github.com/Keydonix/uniswap-oracle/issues/36", [
        "> @ build <<root>>/demo\n> npx ts-node --project scripts/tsconfig.json scripts/compile-contracts\n\nError: The following errors/warnings were returned by solc:\n\nPriceEmitter.sol:4:1: ParserError: Source \"@keydonix/UniswapOracle.sol\" not found: File import callback not supported\nimport { UniswapOracle } from  \"@keydonix/UniswapOracle.sol\";\n^-----------------------------------------------------------^\n\nPriceEmitter.sol:5:1: ParserError: Source \"@keydonix/IUniswapV2Pair.sol\" not found: File import callback not supported\nimport { IUniswapV2Pair } from \"@keydonix/IUniswapV2Pair.sol\";\n^------------------------------------------------------------^\n\n\n    at compileContracts (<<root>>/demo/scripts/compile-contracts.ts:74:10)\n    at main (<<root>>/demo/scripts/compile-contracts.ts:108:42)\nnpm ERR! code ELIFECYCLE\nnpm ERR! errno 1",
    ], cmd="npm run build", os=L),
    G("f18-solc-import-callback-openzeppelin", "solc", "everyday", "https://github.com/PatrickAlphaC/all-on-chain-generated-nft/issues/14", [
        "Source \"@openzeppelin/contracts/access/Ownable.sol\" not found: File import callback not supported",
    ], cmd="code .", os=W, exit=None, look="f18-solc-import-callback-keydonix"),
    G("f18-bazel-tools-jdk-package-path", "bazel", "version", "https://github.com/bazelbuild/bazel/issues/187", [
        "......\nERROR: Loading of target '//tools/jdk:jdk' failed; build aborted: no such package 'tools/jdk': BUILD file not found on package path.\nERROR: Loading failed; build aborted.\nINFO: Elapsed time: 0.<<n2>>s",
        V("ERROR: Loading of target '//tools/jdk:GenClass_deploy.jar' failed; build aborted: no such package 'tools/jdk': BUILD file not found on package path.\nERROR: Loading failed; build aborted.\nINFO: Elapsed time: 0.116s", cmd="bazel build --jobs 2 -c opt //tensorflow/tools/pip_package:build_pip_package --verbose_failures", src="https://github.com/bazelbuild/bazel/issues/613", cls="wrapper"),
    ], cmd="bazel build hello:hello", os=("linux", "macos")),
    G("f18-bazel-scripts-package-path", "bazel", "everyday", "https://github.com/tensorflow/models/issues/128", [
        "ERROR: no such package 'scripts': BUILD file not found on package path.",
    ], cmd="bazel build //scripts:bazel-complete.bash", os=("macos", "linux"), look="f18-bazel-tools-jdk-package-path"),
    G("f18-bazel-tools-langtools-removed", "bazel", "non-file-path", "https://github.com/google/dagger/issues/3966", [
        "ERROR: <<root>>/java/dagger/internal/codegen/javac/BUILD:43:12: no such package '@bazel_tools//third_party/java/jdk/langtools': BUILD file not found in directory 'third_party/java/jdk/langtools' of external repository @bazel_tools. ",
    ], cmd="bazel build //...", os=("macos", "linux"), look="f18-bazel-tools-jdk-package-path"),
    G("f18-emcc-undefined-js-import", "emcc", "multiline", "https://github.com/michaelg29/webassembly-tutorial/issues/1", [
        "wasm-ld: error: <<home>>\\AppData\\Local\\Temp\\emscripten_temp_<<hex8>>\\exported_0.o: undefined symbol: curTime\nwasm-ld: error: <<home>>\\AppData\\Local\\Temp\\emscripten_temp_<<hex8>>\\exported_0.o: undefined symbol: logProgress\nemcc: error: 'C:/dev/emsdk/upstream/bin\\wasm-ld.exe -o exported.wasm <<home>>\\AppData\\Local\\Temp\\emscripten_temp_<<hex8>>\\exported_0.o -LC:\\dev\\emsdk\\upstream\\emscripten\\cache\\sysroot\\lib\\wasm32-emscripten -lGL -lal -lhtml5 -lstubs-debug -lnoexit -lc-debug -ldlmalloc -lcompiler_rt -lc++-noexcept -lc++abi-debug-noexcept -lsockets",
    ], cmd="emcc .\\exported.c -o exported.js", os=W, shells=("powershell",)),
    G("f18-emcc-undefined-powisf2", "emcc", "wrapper", "https://github.com/emscripten-core/emscripten/issues/10374", [
        "wasm-ld: warning: unexpected existing value for R_WASM_TABLE_INDEX_REL_SLEB: existing=72 expected=73\nerror: undefined symbol: __powisf2\nwarning: To disable errors for undefined symbols use `-s ERROR_ON_UNDEFINED_SYMBOLS=0`\nError: Aborting compilation due to previous errors\nshared:ERROR: 'C:/emsdk/node/12.9.1_64bit/bin/node.exe c:\\emsdk\\upstream\\emscripten\\src\\compiler.js r:\\temp\\tmp<<hex8>>.txt' failed (1)\nmake: *** [build/avcodec.js] Error 1",
    ], cmd="make", os=W, shells=("cmd",), exit=2, look="f18-emcc-undefined-js-import"),
    G("f18-emcc-export-em-asm-not-found", "emcc", "version", "https://github.com/emscripten-core/emscripten/issues/13619", [
        "wasm-ld: error: symbol exported via --export not found: __stop_em_asm\nwasm-ld: error: symbol exported via --export not found: __start_em_asm",
    ], cmd="emcc -s LLD_REPORT_UNDEFINED main.o -o app.js", os=("linux", "macos"), look="f18-emcc-undefined-js-import"),
]

QUERIES = [
    Q("hardhat HH700 artifact for SimpleStorage not found when deploying", "f18-hardhat-hh700-simplestorage", "plain"),
    Q("hardhat 部署 找不到 SimpleStorage 的 artifact", "f18-hardhat-hh700-simplestorage", "zh"),
    Q("hardhat test fails Lock artifact not found in the sample project", "f18-hardhat-hh700-lock", "plain"),
    Q("hardhat 测试 Lock 合约 artifact 找不到", "f18-hardhat-hh700-lock", "zh"),
    Q("hardhat in docker Greeter artifact not found on my-deploy", "f18-hardhat-hh700-greeter", "plain"),
    Q("docker 里跑 hardhat 部署 Greeter 合约找不到", "f18-hardhat-hh700-greeter", "zh"),
    Q("basis cash deploy script PoolWrapper artifact missing", "f18-hardhat-hh700-poolwrapper", "plain"),
    Q("部署脚本 PoolWrapper 合约 artifact 不存在", "f18-hardhat-hh700-poolwrapper", "zh"),
    Q("hardhat config invalid account expected string received undefined", "f18-hardhat-hh8-account-undefined", "plain"),
    Q("hardhat 配置 私钥环境变量没设置 received undefined", "f18-hardhat-hh8-account-undefined", "zh"),
    Q("hardhat HH8 private key too short expected 32 bytes", "f18-hardhat-hh8-private-key-short", "plain"),
    Q("hardhat 私钥太短 需要 32 字节", "f18-hardhat-hh8-private-key-short", "zh"),
    Q("hardhat accounts expected string received function", "f18-hardhat-hh8-received-function", "plain"),
    Q("hardhat 账户配置 传了函数 不是字符串", "f18-hardhat-hh8-received-function", "zh"),
    Q("hardhat network forking empty object invalid HardhatNetworkConfig", "f18-hardhat-hh8-forking-empty", "plain"),
    Q("hardhat forking 配置为空 报配置错误", "f18-hardhat-hh8-forking-empty", "zh"),
    Q("solc-js compile script: @keydonix import not found, import callback not supported", "f18-solc-import-callback-keydonix", "plain"),
    Q("solc 编译 @keydonix 导入找不到 不支持导入回调", "f18-solc-import-callback-keydonix", "zh"),
    Q("VS Code solidity openzeppelin Ownable.sol not found file import callback", "f18-solc-import-callback-openzeppelin", "plain"),
    Q("vscode solidity 插件 找不到 openzeppelin 的 Ownable.sol", "f18-solc-import-callback-openzeppelin", "zh"),
    Q("bazel no such package tools/jdk BUILD file not found on package path", "f18-bazel-tools-jdk-package-path", "plain"),
    Q("bazel 老版本 找不到 tools/jdk 包", "f18-bazel-tools-jdk-package-path", "zh"),
    Q("bazel build //scripts:bazel-complete.bash no such package scripts", "f18-bazel-scripts-package-path", "plain"),
    Q("bazel 命令补全脚本 构建 提示没有 scripts 包", "f18-bazel-scripts-package-path", "zh"),
    Q("bazel 6 removed @bazel_tools third_party java jdk langtools", "f18-bazel-tools-langtools-removed", "plain"),
    Q("bazel 6 以后 langtools 包没了 dagger 编译失败", "f18-bazel-tools-langtools-removed", "zh"),
    Q("emcc wasm-ld undefined symbol for a JavaScript function I call from C", "f18-emcc-undefined-js-import", "plain"),
    Q("emcc 链接 C 里调用的 js 函数 未定义符号", "f18-emcc-undefined-js-import", "zh"),
    Q("emscripten upgrade undefined symbol __powisf2 building ffmpeg.js", "f18-emcc-undefined-powisf2", "plain"),
    Q("升级 emscripten 后 __powisf2 符号未定义", "f18-emcc-undefined-powisf2", "zh"),
    Q("emsdk 2.0.15 symbol exported via --export not found __start_em_asm", "f18-emcc-export-em-asm-not-found", "plain"),
    Q("emsdk 升级后 __start_em_asm 导出符号找不到", "f18-emcc-export-em-asm-not-found", "zh"),
]
