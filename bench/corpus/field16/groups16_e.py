# ruff: noqa: E501  (messages are kept as the threads wrap them; splitting them further hides their shape)
"""Field set 16, part e: terraform's registry, vagrant boxes, Julia's Pkg, MATLAB's mex and adb's
install failures."""

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
    # terraform against a registry it cannot reach in time (proxy, network); see groups16_d for the other side.
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
