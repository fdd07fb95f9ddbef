"""Field set 21, part f: Homebrew's link step, AWS SAM and Docker, Google Application Default Credentials,
Helm releases with no deployed revision, GitHub Actions versions, CMake caches, Poetry's Python range."""

from fieldspec import G, Q, V

_LINK = ("Error: The `brew link` step did not complete successfully\nThe formula built, but is not symlinked into /usr/local\n"
         "Could not symlink bin/{f}\nTarget /usr/local/bin/{f}\nalready exists. You may want to remove it:\n  rm '/usr/local/bin/{f}'\n\n"
         "To force the link and overwrite all conflicting files:\n  brew link --overwrite {p}\n\n"
         "To list all files that would be deleted:\n  brew link --overwrite --dry-run {p}")
_SAM = "Error: Running AWS SAM projects locally requires Docker. Have you got it installed and running?"
_CMC = ("CMake Error: The current CMakeCache.txt directory {new}/CMakeCache.txt is different than the directory {old} where CMakeCache.txt was created. "
        "This may result in binaries being created in the wrong place. If you are not sure, reedit the CMakeCache.txt")
_POETRY = ("The current project's Python requirement ({proj}) is not compatible with some of the required packages Python requirement:\n"
           "  - {pkg} requires Python {req}, so it will not be satisfied for Python {gap}")

GROUPS = [
    G("f21-brew-link-target-exists", "brew", "runtime-value", "https://github.com/apache/arrow-flight-sql-postgresql/issues/165", [
        V("==> Pouring python@3.11--3.11.6_1.monterey.bottle.tar.gz\n" + _LINK.format(f="2to3", p="python@3.11"), tool="github-actions", cls="wrapper",
          cmd="brew bundle"),
        V(_LINK.format(f="2to3", p="python@3.9") + "\n\nPossible conflicting files are:\n/usr/local/bin/2to3 -> /Library/Frameworks/Python.framework/Versions/2.7/bin/2to3",
          src="https://github.com/neovim/neovim/pull/13584", tool="github-actions", cls="wrapper", cmd="brew update && brew install ninja"),
        V("Linking /usr/local/Cellar/gcc/7.2.0... \nError: Could not symlink bin/gfortran\nTarget /usr/local/bin/gfortran\nalready exists. You may want to remove it:\n"
          "  rm '/usr/local/bin/gfortran'\n\nTo force the link and overwrite all conflicting files:\n  brew link --overwrite gcc",
          src="https://github.com/Homebrew/brew/issues/3168", cmd="brew link gcc", shell="sh"),
        V("Linking /usr/local/Cellar/git/2.15.1...\nError: Could not symlink bin/git\nTarget /usr/local/bin/git\nalready exists. You may want to remove it:\n"
          "rm '/usr/local/bin/git'\nTo force the link and overwrite all conflicting files:\nbrew link --overwrite git",
          src="https://github.com/fireice-uk/xmr-stak/issues/499", cmd="brew link git"),
        V("==> Pouring heroku--7.12.1.high_sierra.bottle.tar.gz\n" + _LINK.format(f="heroku", p="heroku") + "\n\nPossible conflicting files are:\n"
          "/usr/local/bin/heroku -> /usr/local/lib/heroku/bin/heroku\nInstalling heroku has failed!",
          src="https://github.com/thoughtbot/laptop/issues/544", tool="laptop", cls="wrapper", cmd="sh mac 2>&1 | tee ~/laptop.log"),
        V("==> Pouring gcc-6.3.0.sierra.bottle.tar.gz\nError: The `brew link` step did not complete successfully\nThe formula built, but is not symlinked into /usr/local\n"
          "Could not symlink include/c++\nTarget /usr/local/include/c++\nalready exists. You may want to remove it:\n  rm '/usr/local/include/c++'\n\n"
          "To force the link and overwrite all conflicting files:\n  brew link --overwrite gcc",
          src="https://github.com/Homebrew/brew/issues/1742", cmd="brew install gcc", cls="non-file-path"),
        V("    vsphere-clone: ==> Installing python@3.9\n==> vsphere-clone: Error: The `brew link` step did not complete successfully\n"
          "    vsphere-clone: The formula built, but is not symlinked into /usr/local\n    vsphere-clone: Could not symlink bin/2to3\n"
          "    vsphere-clone: Target /usr/local/bin/2to3\n    vsphere-clone: already exists. You may want to remove it:",
          src="https://github.com/Homebrew/brew/pull/10312", tool="packer", cls="wrapper", cmd="packer build macOS.json"),
        V("Linking /usr/local/Cellar/git/1.8.3.1... Warning: Could not link git. Unlinking...\n\nError: Could not symlink file: /usr/local/Cellar/git/1.8.3.1/lib/python2.7/site-packages/git_remote_helpers-0.1.0-py2.7.egg-info\n"
          "Target /usr/local/lib/python2.7/site-packages/git_remote_helpers-0.1.0-py2.7.egg-info already exists. You may need to delete it.\n"
          "To force the link and overwrite all other conflicting files, do:\n  brew link --overwrite formula_name",
          src="https://github.com/mistydemeo/tigerbrew/issues/85", tool="tigerbrew", cls="version", cmd="brew link git"),
    ], cmd="brew install python@3.11", os=("macos",), look="f21-brew-link-symlink-belongs", n=9),

    G("f21-brew-link-symlink-belongs", "brew", "everyday", "https://github.com/Homebrew/homebrew-core/issues/4925", [
        "Error: Could not symlink bin/ccache-swig\nTarget /usr/local/bin/ccache-swig\nis a symlink belonging to swig. You can unlink it:\n  brew unlink swig",
        V("Error: Could not symlink bin/ccache-swig\nTarget /usr/local/bin/ccache-swig\nis a symlink belonging to swig.", cmd="brew upgrade"),
    ], cmd="brew link swig3", os=("macos",), look="f21-brew-link-target-exists", n=4),

    G("f21-sam-local-requires-docker", "sam", "version", "https://github.com/awsdocs/aws-sam-developer-guide/issues/158", [
        V(_SAM, os="macos", shell="zsh", cmd="sam local invoke \"HelloWorldFunction\" -e events/event.json"),
        V(_SAM, os="macos", shell="zsh", cmd="sudo sam local start-api --region eu-east-1", cls="everyday"),
        V("Error: Running AWS SAM projects locally requires Docker. Have you got it installed?", src="https://github.com/aws/aws-sam-cli/issues/575",
          os="macos", cmd="sam local start-lambda"),
        V("2019-01-09 14:14:55 Found credentials in shared credentials file: ~/.aws/credentials\nError: Running AWS SAM projects locally requires Docker. Have you got it installed?",
          src="https://github.com/aws/aws-sam-cli/issues/923", os="linux", cmd="sam local start-api", cls="multiline"),
        V("Building codeuri: <<root>> runtime: None architecture: x86_64 functions: ApiFunction\nBuilding image for ApiFunction function\n"
          "Setting DockerBuildArgs for ApiFunction function\nError: Running AWS SAM projects locally requires a container runtime. Do you have Docker or Finch installed and running?",
          src="https://github.com/aws/aws-sam-cli/issues/8344", os="linux", cmd="sam build"),
        V(_SAM, src="https://github.com/aws/aws-sam-cli/issues/6801", os="linux", cmd="sam local invoke", cls="everyday"),
        V(_SAM, src="https://github.com/aws/aws-sam-cli/issues/8427", os="linux", cmd="sam local start-api --config-file samconfig-local.toml"),
    ], os=("macos", "linux"), look="f21-sam-docker-credential-helper", n=9),

    G("f21-gcloud-adc-missing", "gcloud", "two-programs", "https://github.com/YumaInaura/YumaInaura/issues/545", [
        V("ERROR: (gcloud.auth.application-default.print-access-token) The Application Default Credentials are not available. They are available if running in Google Compute Engine. "
          "Otherwise, the environment variable GOOGLE_APPLICATION_CREDENTIALS must be defined pointing to a file defining the credentials. "
          "See https://developers.google.com/accounts/docs/application-default-credentials for more information.",
          os="macos", cmd="gcloud auth application-default print-access-token", cls="version"),
        V("System.AggregateException: One or more errors occurred. ---> System.InvalidOperationException: The Application Default\nCredentials are not available. "
          "They are available if running in Google Compute Engine. Otherwise, the environment varia\nble GOOGLE_APPLICATION_CREDENTIALS must be defined pointing to a file defining the credentials.",
          src="https://github.com/GoogleCloudPlatform/google-cloud-powershell/issues/10", tool="google-cloud-powershell", os="windows", shell="powershell",
          cmd="$error[0].Exception.ToString()"),
        V("google.auth.exceptions.DefaultCredentialsError: Could not automatically determine credentials. Please set GOOGLE_APPLICATION_CREDENTIALS or explicitly create credentials and re-run the application. "
          "For more information, please see https://cloud.google.com/docs/authentication/getting-started",
          src="https://github.com/BrainPad/cliboa/issues/91", tool="google-auth", cls="version", cmd="python <<pyfile>>"),
        V("    raise exceptions.DefaultCredentialsError(_CLOUD_SDK_MISSING_CREDENTIALS)\ngoogle.auth.exceptions.DefaultCredentialsError: Your default credentials were not found. "
          "To set up Application Default Credentials, see https://cloud.google.com/docs/authentication/external/set-up-adc for more information.",
          src="https://github.com/bettercollected/bettercollected/issues/283", tool="google-auth", cmd="python -m auth_service"),
        V("❌ Error: Your default credentials were not found. To set up Application Default Credentials, see https://cloud.google.com/docs/authentication/external/set-up-adc for more information.",
          src="https://github.com/dwzhu-pku/PaperBanana/issues/26", tool="google-auth", cls="wrapper", cmd="python main.py"),
        V("Error: Your default credentials were not found. To set up Application Default Credentials, see https://cloud.google.com/docs/authentication/external/set-up-adc for more information",
          src="https://github.com/Mylszd/PaperBanana-CN/issues/5", tool="google-auth", cls="everyday", cmd="python main.py"),
    ], os=("linux", "macos", "windows"), n=8),

    G("f21-helm-no-deployed-releases", "helm", "multiline", "https://github.com/helm/helm/issues/7257", [
        "Error: UPGRADE FAILED: \"project-x\" has no deployed releases",
        V("history.go:52: [debug] getting history for release xxx-service-develop\n\nupgrade.go:79: [debug] preparing upgrade for xxx-service-develop\n\n"
          "Error: UPGRADE FAILED: \"xxx-service-develop\" has no deployed releases\n\nhelm.go:81: [debug] \"xxx-service-develop\" has no deployed releases",
          src="https://github.com/helm/helm/issues/6934", cmd="helm upgrade --install --wait --debug --timeout 600s --force --history-max 5 xxx-service-develop ./xxx-service.tgz"),
        V("UPGRADE FAILED\nROLLING BACK\nError: \"stack_name\" has no deployed releases\nError: UPGRADE FAILED: \"stack_name\" has no deployed releases",
          src="https://github.com/helm/helm/issues/5410", cls="version", cmd="helm upgrade -i stack_name app_name"),
        V("<<date>> <<time>> | upgrade.go:121: [debug] preparing upgrade for rancher-logging\n<<date>> <<time>> | Error: UPGRADE FAILED: \"rancher-logging\" has no deployed releases\n"
          "<<date>> <<time>> | helm.go:94: [debug] \"rancher-logging\" has no deployed releases",
          src="https://github.com/rancher/rancher/issues/29172", tool="rancher", cls="wrapper",
          cmd="helm --debug upgrade --history-max=5 --timeout=10m0s --version=3.6.000 --wait=true rancher-logging /home/shell/helm/rancher-logging-3.6.000.tgz"),
        V("[debug] SERVER: \"127.0.0.1:<<port>>\"\n\nError: UPGRADE FAILED: \"cadence\" has no deployed releases",
          src="https://github.com/banzaicloud/banzai-charts/issues/1110", cmd="helm upgrade --wait -f values.yaml --debug --install cadence ."),
        V("Error: UPGRADE FAILED: \"ac-passive\" has no deployed releases", src="https://github.com/helm/helm/issues/7657", cls="everyday",
          cmd="helm upgrade ac-passive .helm/ac-passive --install --set image.tag=<<hex12>>"),
    ], cmd="helm upgrade --install project-x --wait --timeout 400s project-x/", os=("linux", "macos"), look="f21-helm-op-in-progress", n=8),

    G("f21-gha-action-version-not-found", "github-actions", "non-file-path", "https://github.com/actions/checkout/issues/1562", [
        "Error: Unable to resolve action `actions/checkout@v4`, unable to find version `v4`",
        V("Error: Unable to resolve action `actions/checkout@4.2.2`, unable to find version `4.2.2`. Unable to resolve action `actions/setup-python@5.3.0`, unable to find version `5.3.0`"),
        V("Error: Unable to resolve action `actions/checkout@4`, unable to find version `4`. Unable to resolve action `actions/setup-node@3`, unable to find version `3`",
          src="https://github.com/coverallsapp/github-action/pull/210"),
        V("Unable to resolve action `easingthemes/ssh-deploy@v5`, unable to find version `v5`", src="https://github.com/easingthemes/ssh-deploy/issues/179", cls="everyday"),
        V("Prepare workflow directory\nPrepare all required actions\nGetting action download info\n"
          "Failed to resolve action download info. Error: Unable to resolve action `guilouro/multiple-repositories-dispatch@v1`, unable to find version `v1`\n"
          "Retrying in 18.122 seconds\nError: Unable to resolve action `guilouro/multiple-repositories-dispatch@v1`, unable to find version `v1`",
          src="https://github.com/guilouro/multiple-repositories-dispatch/issues/5", cls="multiline"),
        V("goreleaser\nUnable to resolve action `actions/checkout@v4`, unable to find version `v4`", src="https://github.com/soracom/soratun/pull/51", cls="wrapper"),
        V("Error: Unable to resolve action `alstr/todo-to-issue-action@v5`, unable to find version `v5`", src="https://github.com/alstr/todo-to-issue-action/issues/207"),
        V("Unable to resolve action actions/checkout@4.1.7, unable to find version 4.1.7", src="https://github.com/actions/checkout/issues/1940", cls="version"),
    ], cmd="", os=("linux",), look="f21-gha-vscode-unresolved", n=9),

    G("f21-cmake-cache-dir-moved", "cmake", "multiline", "https://github.com/EOSIO/eos/issues/1137", [
        _CMC.format(new="<<root>>/build", old="/home/str/public_html/eos/build") + "\n"
        "CMake Error: The source \"<<root>>/CMakeLists.txt\" does not match the source \"/home/str/public_html/eos/CMakeLists.txt\" used to generate cache.  Re-run cmake with a different source directory.\n"
        "CMake Error: The source directory \"/home/str/public_html/eos\" does not exist.\nSpecify --help for usage, or press the help button on the CMake GUI.\n"
        "Makefile:1036: recipe for target 'cmake_check_build_system' failed\nmake: *** [cmake_check_build_system] Error 1",
        V(_CMC.format(new="/home/gaoya/Applications/network-ball-gtk", old="/home/alonebo/CLionProjects/network-ball-gtk"),
          src="https://github.com/byte-voyager/network-ball-gtk/issues/1", cmd="cmake .", shell="zsh", cls="everyday"),
        V(">>>>>>>> CMAKE_BUILD_TYPE=Release\n\n" + _CMC.format(new="<<root>>/eos/build", old="<<root>>/build") + "\n"
          "CMake Error: The source \"<<root>>/eos/CMakeLists.txt\" does not match the source \"<<root>>/CMakeLists.txt\" used to generate cache.  Re-run cmake with a different source directory.\n\n"
          "\t>>>>>>>>>>>>>>>>>>>> CMAKE building EOSIO has exited with the above error.",
          src="https://github.com/EOSIO/eos/issues/4885", tool="eosio_build.sh", cls="wrapper", cmd="./eosio_build.sh"),
        V(_CMC.format(new="/home/<<user>>/pico-webserver/build", old="/mnt/c/Users/Aayush/Desktop/pico-webserver/build") + "\n"
          "CMake Error: The source \"/home/<<user>>/pico-webserver/CMakeLists.txt\" does not match the source \"/mnt/c/Users/Aayush/Desktop/pico-webserver/CMakeLists.txt\" used to generate cache.  Re-run cmake with a different source directory.",
          src="https://github.com/sidd-kishan/PicoPiFi/issues/1", cmd="cmake .."),
        V(_CMC.format(new="/azure-storage-fuse/build", old="/home/amanda/azure-storage-fuse/build"), src="https://github.com/Azure/azure-storage-fuse/issues/342",
          tool="docker", cls="two-programs", cmd="./build.sh"),
        V("<<ts>> [error] [cmake] " + _CMC.format(new="/workspaces/mjx/build", old="/home/takada/workspace/mahjong/mjx2/mjx/build"),
          src="https://github.com/mjx-project/mjx/issues/1158", tool="vscode-cmake-tools", cls="wrapper", cmd=""),
        V("Now to try and build MocapNET..\nmkdir: cannot create directory ‘build’: File exists\n"
          + _CMC.format(new="<<root>>/build", old="/home/nvidia/Desktop/MocapNET-master/build"),
          src="https://github.com/FORTH-ModelBasedTracker/MocapNET/issues/19", tool="initialize.sh", cls="wrapper", cmd="./initialize.sh"),
    ], cmd="./build.sh", os=("linux",), n=9),

    G("f21-poetry-python-range", "poetry", "runtime-value", "https://github.com/python-poetry/poetry/issues/8616", [
        "Using version ^1.26.1 for numpy\n\nUpdating dependencies\nResolving dependencies... (0.0s)\n\n"
        + _POETRY.format(proj=">=3.11,<4.0", pkg="numpy", req="<3.13,>=3.9", gap=">=3.13,<4.0") + "\n\n"
        "Because no versions of numpy match >1.26.1,<2.0.0\n and numpy (1.26.1) requires Python <3.13,>=3.9, numpy is forbidden.\n"
        "So, because pycharm depends on numpy (^1.26.1), version solving failed.",
        V(_POETRY.format(proj=">=3.10", pkg="pyinstaller", req="<3.13,>=3.7", gap=">=3.13"), src="https://github.com/python-poetry/poetry/issues/8421",
          os="windows", shell="bash", cmd="poetry lock"),
        V("SolverProblemError\n\n  The current project's Python requirement (>=3.9,<4.0) is not compatible with some of the required packages Python requirement:\n"
          "    - pandas-gbq requires Python >=3.7, <3.11, so it will not be satisfied for Python >=3.11,<4.0\n\n"
          "  Because pandas-gbq (0.17.4) requires Python >=3.7, <3.11\n   and no versions of pandas-gbq match >0.17.4,<0.18.0, pandas-gbq is forbidden.",
          src="https://github.com/python-poetry/poetry/issues/5415", cls="version", cmd="poetry add pandas-gbq"),
        V(_POETRY.format(proj=">=2.7,<2.8 || >=3.4", pkg="requests", req=">=3.7", gap=">=2.7,<2.8 || >=3.4,<3.7") + "\n\n"
          "  • Check your dependencies Python requirement: The Python requirement can be specified via the `python` or `markers` properties\n\n"
          "    For requests, a possible solution would be to set the `python` property to \">=3.7\"",
          src="https://github.com/python-poetry/poetry/issues/8546", cls="version", cmd="poetry add requests"),
        V("  SolverProblemError\n\n  The current project's Python requirement (>=3.9,<4.0) is not compatible with some of the required packages Python requirement:\n    - pex requires Python",
          src="https://github.com/python-poetry/poetry/issues/5416", tool="nix-shell", cls="wrapper", cmd="poetry add -D pex"),
        V("The current project's Python requirement (>=3.6,<4.0) is not compatible with some of the required packages Python requirement:\n"
          "    - ipfshttpclient requires Python >=3.5.4,!=3.6.0,!=3.6.1,!=3.7.0,!=3.7.1, so it will not be satisfied for Python 3.6 || 3.6.1 || 3.7.0 || 3.7.1",
          src="https://github.com/python-poetry/poetry/issues/3645", cmd="poetry  add git+https://github.com/ipfs/py-ipfs-http-client.git"),
    ], cmd="poetry add numpy", os=("linux", "macos", "windows"), look="f21-poetry-lock-stale", n=8),
]

QUERIES = [
    Q("brew link step did not complete could not symlink 2to3 already exists", "f21-brew-link-target-exists", "plain"),
    Q("brew 安装后 链接失败 目标文件已存在 要 --overwrite", "f21-brew-link-target-exists", "zh"),
    Q("brew could not symlink it is a symlink belonging to another formula", "f21-brew-link-symlink-belongs", "plain"),
    Q("brew 链接冲突 符号链接属于另一个 formula 需要 unlink", "f21-brew-link-symlink-belongs", "zh"),
    Q("sam local invoke says requires docker installed and running", "f21-sam-local-requires-docker", "plain"),
    Q("sam local 启动 提示 需要 Docker 已安装并运行", "f21-sam-local-requires-docker", "zh"),
    Q("google application default credentials not found set up adc", "f21-gcloud-adc-missing", "plain"),
    Q("谷歌云 默认凭据找不到 GOOGLE_APPLICATION_CREDENTIALS", "f21-gcloud-adc-missing", "zh"),
    Q("helm upgrade --install has no deployed releases after failed first install", "f21-helm-no-deployed-releases", "plain"),
    Q("helm 第一次安装失败后 upgrade 提示 没有已部署的 release", "f21-helm-no-deployed-releases", "zh"),
    Q("github actions unable to resolve action unable to find version tag", "f21-gha-action-version-not-found", "plain"),
    Q("GitHub Actions 解析不到 action 找不到版本 v5", "f21-gha-action-version-not-found", "zh"),
    Q("cmake CMakeCache.txt directory is different than where it was created", "f21-cmake-cache-dir-moved", "plain"),
    Q("cmake 报 CMakeCache.txt 目录和创建时不同 移动了项目目录", "f21-cmake-cache-dir-moved", "zh"),
    Q("poetry add project python requirement not compatible with package python requirement", "f21-poetry-python-range", "plain"),
    Q("poetry 添加依赖 项目 python 版本范围 与包的要求不兼容", "f21-poetry-python-range", "zh"),
]
