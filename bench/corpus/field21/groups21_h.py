"""Field set 21, part h: yay's missing AUR dependencies, conda environments exported with build strings,
pyright's unresolved imports."""

from fieldspec import G, Q, V

_YAY_ZH = ("        python-recommonmark (被这些包需要: deepin-wine-tim -> deepin-wine5 -> deepin-wine5-i386 -> lib32-gst-plugins-base-libs-git -> lib32-gstreamer-git -> lib32-gtk3-classic -> lib32-mesa-git -> mesa-git -> clang -> llvm-git)\n"
           "        lib32-libxtst (被这些包需要: deepin-wine-tim -> deepin-wine5 -> deepin-wine5-i386 -> lib32-gst-plugins-base-libs-git -> lib32-gstreamer-git -> lib32-sdl2-git -> lib32-libpulse-nosystemd-git)\n"
           "        lib32-pcre (被这些包需要: deepin-wine-tim -> deepin-wine5 -> deepin-wine5-i386 -> lib32-glib2-git)")
_RPNF = "Solving environment: failed\n\nResolvePackageNotFound: \n{pk}"

GROUPS = [
    G("f21-yay-missing-deps", "yay", "locale", "https://github.com/vufa/deepin-wine-tim-arch/issues/153", [
        V(_YAY_ZH, locale="zh", cls="multiline"),
        V("        lib32-pcre (被这些包需要: deepin-wine-tim -> deepin-wine5 -> deepin-wine5-i386 -> lib32-glib2-git)\n"
          "        lib32-bzip2 (被这些包需要: deepin-wine-tim -> deepin-wine5 -> deepin-wine5-i386 -> lib32-glib2-git -> lib32-libelf-minimal-git)", locale="zh"),
        V(":: Querying AUR...\n==> Missing AUR Packages: libcloudproviders\n==> Error: Could not find all required packages:\n"
          "\tjava-runtime-headless>=8 java-runtime-headless<=8\n\tlibcloudproviders\n\tjava-environment>=8 java-environment<=8",
          src="https://github.com/Jguer/yay/issues/319", locale="en", cls="version", cmd="yay -Syu"),
        V("Error: Could not find all required packages:\npackagename", src="https://github.com/Jguer/yay/issues/416", locale="en", cls="everyday", cmd="yay -Syu"),
        V("        lib32-bzip2 (被这些包需要: deepin-wine-tim -> deepin-wine5 -> deepin-wine5-i386 -> lib32-glib2-git -> lib32-libelf-minimal-git)", locale="zh",
          cmd="yay -S deepin-wine-tim", cls="everyday"),
    ], cmd="yay -S deepin-wine-tim", os=("linux",), shells=("zsh", "bash", "fish"), look="f21-pacman-breaks-dependency", n=15),

    G("f21-conda-resolvepackagenotfound", "conda", "multiline", "https://github.com/conda/conda/issues/7311", [
        "conda env create -f environment.yml\n\n" + _RPNF.format(pk="  - pyyaml==3.12=py27ha7932d0_1\n  - msgpack-python==0.5.6=py27h04f5b5a_0\n  - click==6.7=py27h2b86a94_0\n  - libcxxabi==4.0.1=hebd6815_0"),
        V(_RPNF.format(pk="  - python.app==1.2=py27_4\n  - mistune==0.7.3=py27_1\n  - ipython==5.1.0=py27_1\n  - appnope==0.1.0=py27_0"),
          src="https://github.com/conda/conda/issues/7237", tool="conda-env", cls="two-programs", cmd="conda-env create -f dand-env-mac.yaml"),
        V("Using Anaconda API: https://api.anaconda.org\nFetching package metadata .................\n\nResolvePackageNotFound:\n  - freetype 2.5.5 2",
          src="https://github.com/datitran/object_detector_app/issues/41", os="windows", shell="cmd", cls="version"),
        V("Collecting package metadata (repodata.json): done\nSolving environment: failed\nResolvePackageNotFound: \n  - libgfortran-ng==7.5.0",
          src="https://github.com/ContinuumIO/anaconda-issues/issues/9480", cmd="conda env create -f environment.yaml"),
        V("ResolvePackageNotFound:\n  - fontconfig==2.13.0=h9420a91_0\n  - pcre==8.43=he6710b0_0\n  - scikit-learn==0.20.1=py36h4989274_0\n  - mkl_fft==1.0.4=py36h4414c95_1",
          src="https://github.com/artest08/LateTemporalModeling3DCNN/issues/25", cmd="conda env create -f LateTemporalModeling3D.yml"),
        V("ResolvePackageNotFound:", src="https://github.com/TomTomTommi/HiNet/issues/2", cls="everyday"),
        V("ResolvePacka\"geNotFound\nrise 4.0.0b1 py35_0", src="https://github.com/conda/conda/issues/5998", os="macos",
          cmd="conda env create -f requirenents/aind-dog-mac.yml"),
    ], cmd="conda env create -f environment.yml", os=("linux", "macos", "windows"), n=9),

    G("f21-pyright-missing-module-source", "pyright", "runtime-value", "https://github.com/microsoft/pylance-release/issues/2735", [
        V("Import \"selenium\" could not be resolved from source Pylance [reportMissingModuleSource]", tool="pylance", os="windows"),
        V("Import \"pandas\" could not be resolved from source", src="https://github.com/microsoft/pyright/issues/8040", cls="everyday"),
        V("Could not resolve source for 'mypackage.utils' in file '/workspaces/backend/creditors/admin.py'\n  Looking in root directory of execution environment '/workspaces/backend'\n"
          "  Attempting to resolve using root path '/workspaces/backend'\n  Looking in python search path '/usr/local/lib/python3.10'",
          src="https://github.com/microsoft/pyright/issues/3880", cls="multiline", cmd="pyright --verbose"),
        V("Import \"typing_extensions\" could not be resolved from source",
          src="https://github.com/microsoft/pyright/issues/848", cls="wrapper", cmd="pyright"),
    ], cmd="pyright <<pyfile>>", os=("linux", "macos", "windows"), look="f21-pyright-missing-imports", n=6),

    G("f21-pyright-missing-imports", "pyright", "runtime-value", "https://github.com/microsoft/pyright/issues/415", [
        "Import 'requests' could not be resolvedpyright (reportMissingImports)",
        V("Import \"reportlab.lib.pagesizes\" could not be resolvedPylance[reportMissingImports]", src="https://github.com/microsoft/pyright/issues/5577",
          tool="pylance", cls="non-file-path"),
        V("Import \"gui\" could not be resolved", src="https://github.com/microsoft/pylance-release/issues/7819", tool="pylance", cls="everyday"),
        V("import requests could not be resolved from source pyright(reportMissingImports)", src="https://github.com/microsoft/pyright/issues/10531",
          tool="sublime-lsp", os="windows", cls="wrapper"),
        V("Import \"flask\" could not be resolved", src="https://github.com/microsoft/pyright/issues/7520", cls="everyday"),
    ], cmd="pyright <<pyfile>>", os=("linux", "macos", "windows"), look="f21-pyright-missing-module-source", n=7),
]

QUERIES = [
    Q("yay could not find all required packages aur dependency chain", "f21-yay-missing-deps", "plain"),
    Q("yay 安装 提示 被这些包需要 找不到依赖包", "f21-yay-missing-deps", "zh"),
    Q("conda env create environment.yml ResolvePackageNotFound build strings", "f21-conda-resolvepackagenotfound", "plain"),
    Q("conda 用 environment.yml 建环境 ResolvePackageNotFound", "f21-conda-resolvepackagenotfound", "zh"),
    Q("pylance import could not be resolved from source reportMissingModuleSource", "f21-pyright-missing-module-source", "plain"),
    Q("pylance 提示 无法从源码解析导入 reportMissingModuleSource", "f21-pyright-missing-module-source", "zh"),
    Q("pyright import could not be resolved reportMissingImports wrong interpreter", "f21-pyright-missing-imports", "plain"),
    Q("pyright 报 reportMissingImports 导入无法解析", "f21-pyright-missing-imports", "zh"),
]
