"""Field set 21, part i: Helm's ownership metadata, bun's frozen lockfile, Poetry's lock-file format, Docker's
GPU device driver, Terraform's core-version constraints and legacy provider addresses, SwiftPM tools
versions, clang-tidy and clangd without a compilation database, conda environment files, uv resolution,
CocoaPods' lockfile version, and actions missing on GitHub Enterprise Server."""

from fieldspec import G, Q, V

_OWN = ("Error: {pre}rendered manifests contain a resource that already exists. Unable to continue with install: {kind} \"{name}\" in namespace \"{ns}\" exists "
        "and cannot be imported into the current release: invalid ownership metadata; label validation error: missing key \"app.kubernetes.io/managed-by\": "
        "must be set to \"Helm\"; annotation validation error: missing key \"meta.helm.sh/release-name\": must be set to \"{rel}\"; "
        "annotation validation error: missing key \"meta.helm.sh/release-namespace\": must be set to \"{relns}\"")
_BUN = "bun install v{v}\nerror: lockfile had changes, but lockfile is frozen\nnote: try re-running without --frozen-lockfile and commit the updated lockfile"
_POETRY = ("  RuntimeError\n\n  The lock file is not compatible with the current version of Poetry.\n"
           "  Upgrade Poetry to be able to read the lock file or, alternatively, regenerate the lock file with the `poetry lock` command.\n\n"
           "  at {loc}/poetry/packages/locker.py:481 in _get_lock_data")
_GPU = "docker: Error response from daemon: could not select device driver \"\" with capabilities: [[gpu]]."
_TFV = ("╷\n│ Error: Unsupported Terraform Core version\n│\n│   on {f} line {l}, in terraform:\n│   {l}:   required_version = \"{req}\"\n│\n"
        "│ This configuration does not support Terraform version {have}. To proceed, either choose another supported Terraform version or update this version\n"
        "│ constraint. Version constraints are normally set for good reason, so updating the constraint may lead to other errors or unexpected behavior.\n╵")
_SWIFT = "error: '{p}': package '{p}' is using Swift tools version {want} but the installed version is {have}"
_CDB = ("Error while trying to load a compilation database:\nCould not auto-detect compilation database {what}\n"
        "No compilation database found in {dir} or any parent directory\nfixed-compilation-database: Error while opening fixed database: {e}\n"
        "json-compilation-database: Error while opening JSON database: {e}")

GROUPS = [
    G("f21-helm-invalid-ownership", "helm", "runtime-value", "https://github.com/microsoft/MCW-Cloud-native-applications/issues/204", [
        V(_OWN.format(pre="", kind="Service", name="web", ns="default", rel="web", relns="default"), cmd="helm install web ./web"),
        V(_OWN.format(pre="INSTALLATION FAILED: ", kind="Secret", name="webhook-server-tls", ns="crane-system", rel="crane", relns="crane-system"),
          src="https://github.com/gocrane/crane/issues/194", cmd="helm install crane -n crane-system --create-namespace crane/crane"),
        V(_OWN.format(pre="", kind="ClusterRole", name="resource-metrics-server-resources", ns="", rel="polardbx-monitor", relns="polardbx-monitor"),
          src="https://github.com/polardb/polardbx-operator/issues/22", cmd="helm install --namespace polardbx-monitor polardbx-monitor polardbx/polardbx-monitor"),
        V("{\"level\":\"error\",\"ts\":\"<<ts>>\",\"logger\":\"controller.helmrelease\",\"msg\":\"Reconciler error\",\"name\":\"strimzi\",\"namespace\":\"strimzi\","
          "\"error\":\"Helm install failed: rendered manifests contain a resource that already exists. Unable to continue with install: ServiceAccount \\\"strimzi-cluster-operator\\\" "
          "in namespace \\\"strimzi\\\" exists and cannot be imported into the current release: invalid ownership metadata\"}",
          src="https://github.com/fluxcd/helm-controller/issues/231", tool="flux", cls="wrapper", cmd="kubectl logs -n flux-system deploy/helm-controller"),
        V("Failed to install app milvus. " + _OWN.format(pre="", kind="Service", name="milvus", ns="milvus", rel="milvus", relns="milvus"),
          src="https://github.com/milvus-io/milvus-helm/issues/167", tool="rancher", cls="wrapper", cmd=""),
        V("Error: rendered manifests contain a resource that already exists. Unable to continue with install: PodDisruptionBudget \"elasticsearch-master-pdb\" "
          "in namespace \"testing\" exists and cannot be imported into the current release: invalid ownership metadata; annotation validation error: "
          "key \"meta.helm.sh/release-name\" must equal \"reportportal\": current value is \"elasticsearch\"",
          src="https://github.com/reportportal/kubernetes/issues/170", cls="version",
          cmd="helm install reportportal -n testing ./reportportal-5.3.5.tgz"),
        V("Error: INSTALLATION FAILED: rendered manifests contain a resource that already exists. \nUnable to continue with install: ClusterRoleBinding \"cert-manager-cainjector\" "
          "in namespace \"\" exists and cannot be imported into the current release: invalid ownership metadata; label validation error: missing key "
          "\"app.kubernetes.io/managed-by\": must be set to \"Helm\"; annotation validation error: missing key \"meta.helm.sh/release-name\": must be set to \"cert-manager\";",
          src="https://github.com/cert-manager/cert-manager/issues/5310", cls="multiline",
          cmd="helm install cert-manager --namespace cert-manager --version v1.8.2  jetstack/cert-manager"),
    ], cmd="helm install <<proj>> ./chart", os=("linux", "macos"), look="f21-helm-no-deployed-releases", n=9),

    G("f21-bun-frozen-lockfile", "bun", "version", "https://github.com/oven-sh/bun/issues/17192", [
        V("❯ bun i --frozen-lockfile\n" + _BUN.format(v="1.2.2 (c1708ea6)"), cls="everyday", shell="zsh"),
        V("bun install v1.0.2 (37edd5a6)\nerror: lockfile had changes, but lockfile is frozen", src="https://github.com/oven-sh/bun/issues/5858"),
        V("Run bun install --frozen-lockfile\n  bun install --frozen-lockfile\n  shell: /usr/bin/bash -e {0}\n" + _BUN.format(v="1.3.5 (1e86cebd)"),
          src="https://github.com/jmandel/my-health-data-ehi-wip/issues/10", tool="github-actions", cls="wrapper"),
        V("0.391 bun install v1.1.6 (e58d67b4)\n0.447  Resolving dependencies\n19.63  Resolved, downloaded and extracted [10]\n"
          "19.65 error: lockfile had changes, but lockfile is frozen\n19.65 note: try re-running without --frozen-lockfile and commit the updated lockfile",
          src="https://github.com/cdxgen/cdxgen/pull/1030", tool="docker", cls="wrapper", cmd="docker build -f ci/Dockerfile-bun ."),
        V("Installing Bun packages...\nResolving dependencies\nResolved, downloaded and extracted [6]\nerror: lockfile had changes, but lockfile is frozen\n"
          "note: try re-running without --frozen-lockfile and commit the updated lockfile\nBun lockfile check failed; retrying without --frozen-lockfile so bun.lock can refresh.",
          src="https://github.com/platberlitz/SillyBunny/issues/51", tool="start.bat", os="windows", shell="cmd", cls="wrapper", cmd="start.bat"),
        V("❯ bun i --frozen-lockfile\n" + _BUN.format(v="1.2.10 (db2e7d7f)"), src="https://github.com/malloydata/publisher/pull/124", os="macos", shell="zsh"),
        V(_BUN.format(v="1.2.0 (b0c5a765)"), src="https://github.com/oven-sh/bun/issues/16692", os="macos", cmd="bun install --frozen-lockfile"),
    ], cmd="bun install --frozen-lockfile", os=("linux",), look="f21-pnpm-outdated-lockfile", n=9),

    G("f21-poetry-lock-incompatible", "poetry", "version", "https://github.com/smol-ai/developer/issues/125", [
        _POETRY.format(loc="/usr/lib/python3/dist-packages"),
        V("Installing...\nUsing virtualenv: <<home>>/.conda/envs/coral\n\nThe lock file is not compatible with the current version of Poetry.\n"
          "Upgrade Poetry to be able to read the lock file or, alternatively, regenerate the lock file with the `poetry lock` command.\n"
          "make[1]: *** [makefile:50: setup-poetry] Error 1", src="https://github.com/alexandrainst/coral/issues/34", tool="make", cls="wrapper", cmd="make install"),
        V("  mev-inspect │        →   RuntimeError\n  mev-inspect │        → \n  mev-inspect │        →   The lock file is not compatible with the current version of Poetry.\n"
          "  mev-inspect │        →   Upgrade Poetry to be able to read the lock file or, alternatively, regenerate the lock file with the `poetry lock` command.",
          src="https://github.com/flashbots/mev-inspect-py/issues/347", tool="tilt", cls="wrapper", cmd="tilt up"),
        V("" + _POETRY.format(loc="/usr/lib/python3.11/site-packages"),
          src="https://github.com/richardyc/Chrome-GPT/issues/4", cls="multiline"),
        V(_POETRY.format(loc="/usr/local/lib/python3.8/dist-packages"), src="https://github.com/useblocks/sphinx-needs/issues/866", cmd="poetry install"),
        V("The lock file is not compatible with the current version of Poetry.\nUpgrade Poetry to be able to read the lock file or, alternatively, regenerate the lock file with the `poetry lock` command.",
          src="https://github.com/DIGITALCRIMINAL/ArchivedUltimaScraper/issues/1053", os="windows", shell="powershell", cls="everyday"),
    ], cmd="poetry install", os=("linux",), look="f21-poetry-lock-stale", n=8),

    G("f21-docker-gpu-driver", "docker", "version", "https://github.com/NVIDIA/retinanet-examples/issues/278", [
        _GPU,
        V(_GPU, src="https://github.com/OpenBMB/XAgent/issues/273", cmd="docker run -it -p 13520:13520 --gpus all --ipc=host xagentteam/xagentgen:latest python app.py", cls="everyday"),
        V("Error response from daemon: could not select device driver \"nvidia\" with capabilities: [[gpu]]", src="https://github.com/infiniflow/ragflow/issues/9573",
          tool="docker-compose", cls="two-programs", cmd="docker compose -f docker-compose-gpu.yml up -d"),
        V("docker: Error response from daemon: could not select device driver with capabilities: [[gpu]].", src="https://github.com/NVIDIA/nvidia-docker/issues/1642",
          cmd="docker run --rm --gpus all nvidia/cuda:11.0-base nvidia-smi"),
        V("access control disabled, clients can connect from any host docker: \nError response from daemon: could not select device driver \"\" with capabilities: [[gpu]].",
          src="https://github.com/NVlabs/BundleSDF/issues/184", tool="run_container.sh", cls="wrapper", cmd="bash run_container.sh"),
        V(_GPU, src="https://github.com/NVIDIA/nvidia-docker/issues/1352", os="windows", shell="powershell", cmd="docker run --gpus 2 nvidia/cuda:10.2-base nvidia-smi"),
        V(_GPU, src="https://github.com/hiyouga/LlamaFactory/issues/5268", cmd="docker run -dit --gpus=all llamafactory:latest", cls="everyday"),
    ], cmd="docker run --gpus all --rm --ipc=host -it odtk:latest", os=("linux",), n=9),

    G("f21-tf-core-version", "terraform", "version", "https://github.com/aws-samples/aws2tf/issues/44", [
        "❯ terraform init\n\nInitializing the backend...\n" + _TFV.format(f="aws.tf", l="2", req="~> 1.3.0", have="1.4.0"),
        V(_TFV.format(f="main.tf", l="2", req="~> 0.13", have="1.0.1"), src="https://github.com/hashicorp-education/learn-terraform-functions/issues/3"),
        V(_TFV.format(f="main.tf", l="8", req="~> 3.22.0", have="1.0.0"), src="https://github.com/hashicorp-education/learn-terraform-circleci/issues/14",
          tool="circleci", cls="wrapper"),
        V("Error: Unsupported Terraform Core version\n\nModule hashistack_jobs (from\n\"../../../shared/terraform/modules/shared-nomad-jobs\") does not support\nTerraform version 0.12.23.",
          src="https://github.com/hashicorp/nomad-autoscaler-demos/issues/12", cls="version"),
        V("Initializing the backend...\n" + _TFV.format(f="providers.tf", l="3", req=">= 1.7.0", have="1.5.7"), src="https://github.com/HoussemDellai/aks-course/issues/10"),
        V("Error: Unsupported Terraform Core version\n│ \n│   on .terraform/modules/waap_juiceshop_example.apigee.apigee/modules/apigee/versions.tf line 16, in terraform:\n"
          "│   16:   required_version = \">= 1.4.4\"\n│ \n│ Module module.waap_juiceshop_example.module.apigee.module.apigee\n│ does not support Terraform version 1.3.7.",
          src="https://github.com/GoogleCloudPlatform/cloud-foundation-fabric/issues/1562", cls="non-file-path"),
        V("Error:  Unsupported Terraform Core version", src="https://github.com/ned1313/Implementing-Terraform-on-AWS/issues/4", cls="everyday"),
    ], cmd="terraform init", os=("linux", "macos", "windows"), look="f21-tf-legacy-provider", n=9),

    G("f21-tf-legacy-provider", "terraform", "multiline", "https://github.com/GoogleCloudPlatform/terraformer/issues/1211", [
        "<<root>>\\generated\\aws\\ec2_instance>terraform init\n\nInitializing the backend...\n╷\n│ Error: Invalid legacy provider address\n│\n"
        "│ This configuration or its associated state refers to the unqualified provider \"aws\".\n│\n"
        "│ You must complete the Terraform 0.13 upgrade process before upgrading to later versions.\n╵",
    ], cmd="terraform init", os=("windows",), shells=("cmd",), look="f21-tf-core-version", n=4),

    G("f21-swiftpm-tools-version", "swift", "version", "https://github.com/Recouse/EventSource/issues/6", [
        V(_SWIFT.format(p="eventsource", want="5.9.0", have="5.7.1") + "\nError: Process completed with exit code 1.", tool="github-actions", cls="wrapper"),
        V("swift run HelloWorldVaporServer\n\n" + _SWIFT.format(p="hello-world-vapor-server-example", want="5.9.2", have="5.9.0"),
          src="https://github.com/apple/swift-openapi-generator/issues/535", cmd="swift run HelloWorldVaporServer"),
        V("updater | <<date>> <<time>> ERROR <job_811965137> " + _SWIFT.format(p="repo", want="5.10.0", have="5.9.0"),
          src="https://github.com/dependabot/dependabot-core/pull/9459", tool="dependabot", cls="wrapper", cmd=""),
        V("swift build -c release\n~/contacts: error: package at '~/contacts' is using Swift tools version 5.5.0 but the installed version is 5.3.0\nmake: *** [bin/contacts] Error 1",
          src="https://github.com/tgray/contacts/issues/19", tool="make", cls="two-programs", cmd="make"),
        V("  " + _SWIFT.format(p="swift-outdated-0.9.1", want="6.0.0", have="5.9.0"), src="https://github.com/Homebrew/homebrew-core/pull/231894",
          tool="brew", cls="wrapper", cmd="brew install swift-outdated"),
        V("$ xcrun swift build\n" + _SWIFT.format(p="swift-collections", want="5.9.2", have="5.9.0") + "\nerror: ExitCode(rawValue: 1)",
          src="https://github.com/apple/swift-collections/issues/359", cmd="xcrun swift build"),
        V("xcodebuild: error: Could not resolve package dependencies:\n  Dependencies could not be resolved because root depends on 'screenshotableview' 1.0.0..<2.0.0.\n"
          "'screenshotableview' >= 1.0.0 cannot be used because 'screenshotableview' 1.0.0 contains incompatible tools version (5.9.0) and no versions of 'screenshotableview' match the requirement 1.0.1..<2.0.0.",
          src="https://github.com/actions/runner-images/issues/8554", tool="xcodebuild", cls="two-programs", cmd="xcodebuild -resolvePackageDependencies"),
        V("package at 'https://github.com/invadingoctopus/octopuskit' @ 4115ff2a63b0df684eca20367d59ffc22906faae is using Swift tools version 5.3.0 but the installed version is 5.2.0",
          src="https://github.com/InvadingOctopus/octopuskit/issues/5", tool="xcode", cls="non-file-path", cmd=""),
    ], cmd="swift build", os=("macos",), n=10),

    G("f21-clang-tidy-no-compile-db", "clang-tidy", "multiline", "https://github.com/Spyro-Soft/scargo/issues/200", [
        V("scargo INFO: Starting clang-tidy check...\nscargo INFO: Skipping src/stm32l0xx_hal_conf.h\n"
          + _CDB.format(what="for file \"src/scargo_blink.c\"", dir="/workspace/src", e="No such file or directory") + "\nRunning without flags.\n7 warnings and 15 errors generated.",
          tool="scargo", cls="wrapper", cmd="scargo check --clang-tidy"),
        V(_CDB.format(what="from directory \"build\"", dir="/build/pqdcagyc19lmw3pgmqnf27fbprbw83pi-source/build", e="No such file or directory") + "\nRunning without flags.",
          src="https://github.com/cachix/git-hooks.nix/issues/675", tool="git-hooks.nix", cls="two-programs", cmd="nix flake check"),
        V(">" + _CDB.format(what="from directory \"<<root>>/build\"", dir="<<root>>\\build", e="no such file or directory").replace("\n", "\n>"),
          src="https://github.com/zchrissirhcz/rocbuild/issues/3", tool="msbuild", os="windows", cls="wrapper", cmd="cmake --build build"),
    ], cmd="clang-tidy src/main.c", os=("linux",), look="f21-clangd-no-compile-db", n=6),

    G("f21-clangd-no-compile-db", "clangd", "runtime-value", "https://github.com/clangd/clangd/issues/739", [
        "I[<<time>>.025] Failed to find compilation database for <<root>>/dir1/dir2/aaa_interface.C\n"
        "I[<<time>>.025] ASTWorker building file <<root>>/dir1/dir2/aaa_interface.C version 0 with command clangd fallback",
    ], cmd="clangd --header-insertion-decorators=0", os=("linux",), look="f21-clang-tidy-no-compile-db", n=3),

    G("f21-conda-env-file-not-found", "conda", "everyday", "https://github.com/ncsl/seek/issues/1", [
        "EnvironmentFileNotFound: '<<home>>/environment.yml' file not found",
    ], cmd="conda env create -f environment.yml", os=("linux",), look="f21-conda-resolvepackagenotfound", n=4),

    G("f21-uv-no-usable-wheels", "uv", "multiline", "https://github.com/astral-sh/uv/issues/12511", [
        "  × No solution found when resolving dependencies:\n  ╰─▶ Because only the following versions of python-nvd3 are available:\n"
        "          python-nvd3<=0.15.0\n          python-nvd3==0.16.0\n      and python-nvd3>=0.15.0 has no usable wheels, we can conclude that python-nvd3>=0.15.0 cannot be used.\n"
        "      And because you require python-nvd3>=0.15.0, we can conclude that your requirements are unsatisfiable.\n\n"
        "      hint: Wheels are required for `python-nvd3` because building from source is disabled for all packages (i.e., with `--no-build`)",
    ], cmd="uv pip install --dry-run --only-binary \":all:\" \"python-nvd3>=0.15.0\"", os=("linux",), look="f21-uv-private-index-version", n=4),

    G("f21-uv-private-index-version", "uv", "wrapper", "https://github.com/pass-culture/pass-culture-main/pull/24094", [
        "\"message\": \"× No solution found when resolving dependencies:\n╰─▶ Because there is no version of sqlalchemy-easy-softdelete==0.9.1 and your project depends on "
        "sqlalchemy-easy-softdelete==0.9.1, we can conclude that your project's requirements are unsatisfiable.\"",
    ], cmd="uv sync --frozen", os=("linux",), look="f21-uv-no-usable-wheels", n=3),

    G("f21-pods-lockfile-newer", "pod", "version", "https://github.com/CocoaPods/CocoaPods/issues/4161", [
        "[!] The version of CocoaPods used to generate the lockfile (0.39.0.beta.4) is higher than the version of the current executable (0.38.2). Incompatibility issues may arise.",
    ], cmd="pod install", os=("macos",), look="f21-pods-snapshot-incompatible", n=3),

    G("f21-gha-ghes-action-missing", "github-actions", "everyday", "https://github.com/actions/configure-pages/issues/176", [
        "Error: Unable to resolve action `actions/configure-pages@v5`, unable to find version `v5`",
    ], cmd="", os=("linux",), look="f21-gha-action-version-not-found", n=3),
    G("f21-uv-trampoline-spawn", "uv", "two-programs", "https://github.com/astral-sh/uv/issues/17966", [
        V("\tcmd /C cd <<root>>\\EWARM\\Appli && python3.11 <<root>>\\generate_crc_stm32.py <<root>>\\firmware.bin\t\t\n"
          "\t(uv internal error) Failed to spawn the python child process: entity not found. (os error 2)\t", tool="iar-workbench", cls="wrapper"),
        V("uv trampoline failed to spawn Python child process. entity not found (os error 2)", src="https://github.com/astral-sh/uv/issues/19390",
          shell="powershell", cmd="uv run python", cls="everyday"),
    ], cmd="python3.11 generate_crc_stm32.py firmware.bin", os=("windows",), shells=("cmd",), look="f21-uvx-missing-uv-exe", n=5),

    G("f21-uvx-missing-uv-exe", "uvx", "everyday", "https://github.com/astral-sh/uv/issues/9742", [
        "PS> uvx --help\nerror: The system cannot find the file specified. (os error 2)",
    ], cmd="uvx --help", os=("windows",), shells=("powershell",), look="f21-uv-trampoline-spawn", n=3),
]

QUERIES = [
    Q("uv trampoline failed to spawn python child process entity not found", "f21-uv-trampoline-spawn", "plain"),
    Q("uv 启动 python 子进程失败 entity not found os error 2", "f21-uv-trampoline-spawn", "zh"),
    Q("uvx on windows says the system cannot find the file specified", "f21-uvx-missing-uv-exe", "plain"),
    Q("windows 上 uvx 报 系统找不到指定的文件 os error 2", "f21-uvx-missing-uv-exe", "zh"),
    Q("helm install resource already exists invalid ownership metadata managed-by", "f21-helm-invalid-ownership", "plain"),
    Q("helm 安装 资源已存在 ownership metadata 无法导入当前 release", "f21-helm-invalid-ownership", "zh"),
    Q("bun install lockfile had changes but lockfile is frozen", "f21-bun-frozen-lockfile", "plain"),
    Q("bun 安装 锁文件有变化 但 lockfile 被冻结", "f21-bun-frozen-lockfile", "zh"),
    Q("poetry lock file is not compatible with the current version of poetry", "f21-poetry-lock-incompatible", "plain"),
    Q("poetry 提示 lock 文件与当前 poetry 版本不兼容 要升级", "f21-poetry-lock-incompatible", "zh"),
    Q("docker run --gpus could not select device driver with capabilities gpu", "f21-docker-gpu-driver", "plain"),
    Q("docker 使用 gpu 报 could not select device driver 没装 nvidia-container-toolkit", "f21-docker-gpu-driver", "zh"),
    Q("terraform unsupported terraform core version required_version", "f21-tf-core-version", "plain"),
    Q("terraform 版本不满足 required_version 不支持当前版本", "f21-tf-core-version", "zh"),
    Q("terraform invalid legacy provider address complete 0.13 upgrade", "f21-tf-legacy-provider", "plain"),
    Q("terraform 旧的 provider 地址无效 需要先完成 0.13 升级", "f21-tf-legacy-provider", "zh"),
    Q("swift package using swift tools version newer than installed version", "f21-swiftpm-tools-version", "plain"),
    Q("swift 包要求的 tools version 比安装的 Swift 版本高", "f21-swiftpm-tools-version", "zh"),
    Q("clang-tidy could not auto-detect compilation database compile_commands.json", "f21-clang-tidy-no-compile-db", "plain"),
    Q("clang-tidy 找不到编译数据库 compile_commands.json", "f21-clang-tidy-no-compile-db", "zh"),
    Q("clangd failed to find compilation database falling back", "f21-clangd-no-compile-db", "plain"),
    Q("clangd 找不到 compilation database 使用 fallback 命令", "f21-clangd-no-compile-db", "zh"),
    Q("conda env create EnvironmentFileNotFound environment.yml not found", "f21-conda-env-file-not-found", "plain"),
    Q("conda 创建环境 找不到 environment.yml 文件", "f21-conda-env-file-not-found", "zh"),
    Q("uv no solution package has no usable wheels building from source disabled", "f21-uv-no-usable-wheels", "plain"),
    Q("uv 解析失败 没有可用的 wheel 禁止源码构建", "f21-uv-no-usable-wheels", "zh"),
    Q("uv no solution there is no version of private package on custom index", "f21-uv-private-index-version", "plain"),
    Q("uv 找不到私有仓库里的包版本 依赖无法满足", "f21-uv-private-index-version", "zh"),
    Q("cocoapods lockfile generated by higher version than current executable", "f21-pods-lockfile-newer", "plain"),
    Q("Podfile.lock 由更高版本 CocoaPods 生成 版本不兼容警告", "f21-pods-lockfile-newer", "zh"),
    Q("github enterprise server unable to resolve action configure-pages version", "f21-gha-ghes-action-missing", "plain"),
    Q("GitHub Enterprise 自托管 runner 解析不到 action 版本", "f21-gha-ghes-action-missing", "zh"),
]
