"""Field set 19, part b: pytest's plugin options, tox's interpreters, esbuild's platform binaries."""

from fieldspec import G, Q, V

W = ("windows",)
L = ("linux",)
M = ("macos",)
U = ("linux", "macos")

_PYTEST_USAGE = "ERROR: usage: pytest [options] [file_or_dir] [file_or_dir] [...]\n"
_ESBUILD_TAIL = ("People often get into this\nsituation by installing esbuild on Windows or macOS and copying "
                 "\"node_modules\"\ninto a Docker image that runs Linux, or by copying \"node_modules\" between\n"
                 "Windows and WSL environments.")

GROUPS = [
    G("f19-pytest-cov-option-unrecognized", "pytest", "multiline", "https://github.com/themperek/cocotb-test/issues/122", [
        _PYTEST_USAGE + "pytest: error: unrecognized arguments: --cov=cocotb --cov-branch\n"
        "  inifile: <<root>>/setup.cfg\n  rootdir: <<root>>",
        V(_PYTEST_USAGE + "pytest: error: unrecognized arguments: --cov --cov-report term-missing\n"
          "  inifile: <<root>>/setup.cfg\n  rootdir: <<root>>", os="macos",
          src="https://github.com/pytest-dev/pytest-html/issues/547"),
        V(_PYTEST_USAGE + "pytest: error: unrecognized arguments: --cov-report --cov=src\n"
          "  inifile: <<root>>/pytest.ini\n  rootdir: <<root>>", os="macos",
          src="https://github.com/JulianFrattini/cira/issues/10"),
        V(_PYTEST_USAGE + "pytest: error: unrecognized arguments: --cov-report=term-missing\n"
          "  inifile: <<root>>/tox.ini\n  rootdir: <<root>>", os="macos", src="https://github.com/scverse/squidpy/issues/158"),
        V("Run python -m pytest --cov=bin tests/test_class.py\n"
          "ERROR: usage: __main__.py [options] [file_or_dir] [file_or_dir] [...]\n"
          "__main__.py: error: unrecognized arguments: --cov=bin\n  inifile: None\n  rootdir: <<root>>\n\n"
          "Error: Process completed with exit code 4.", os="linux", cmd="python -m pytest --cov=bin tests/test_class.py",
          src="https://github.com/haniffalab/webatlas-pipeline/issues/103", cls="wrapper"),
        V("usage: pytest [options] [file_or_dir] [file_or_dir] [...]\n"
          "pytest: error: unrecognized arguments: --cov --cov-report term-missing\n"
          "  inifile: <<root>>/setup.cfg\n  rootdir: <<root>>", os="macos", cmd="pytest --driver Firefox",
          src="https://github.com/pytest-dev/pytest-selenium/issues/154", cls="version"),
        V("usage: setup.py [options] [file_or_dir] [file_or_dir] [...]\n"
          "setup.py: error: unrecognized arguments: --cov=todoman --cov-report=term-missing\n"
          "  inifile: <<root>>/setup.cfg\n  rootdir: <<root>>\n*** Error code 2", os="linux",
          cmd="python setup.py test", src="https://github.com/pimutils/todoman/issues/233", cls="version"),
        V(_PYTEST_USAGE + "pytest: error: unrecognized arguments: --cov=databricks\n  inifile: None\n  rootdir: <<root>>",
          os="linux", cmd="./dev/pytest", src="https://github.com/databricks/koalas/issues/223"),
    ], cmd="pytest", exit=4, os=U),
    G("f19-tox-missing-python38", "tox", "multiline", "https://github.com/tox-dev/tox/issues/1334", [
        "py38 create: <<root>>/.tox/py38\nSKIPPED: InterpreterNotFound: python3.8\n"
        "__________________________________________ summary __________________________________________\n"
        "SKIPPED:  py38: InterpreterNotFound: python3.8\n  congratulations :)",
        V("  py36: commands succeeded\n  py37: commands succeeded\nSKIPPED:  py38: InterpreterNotFound: python3.8\n"
          "  lint: commands succeeded\n  congratulations :)", src="https://github.com/ngine-io/cs/pull/96"),
    ], cmd="tox -e py38", exit=0, os=U, n=6),
    G("f19-tox-missing-python34", "tox", "multiline", "https://github.com/tox-dev/tox/issues/473", [
        "GLOB sdist-make: <<root>>/setup.py\npy34 create: <<root>>/.tox/py34\nERROR: InterpreterNotFound: python3.4\n"
        "_______________ summary _______________\nSKIPPED:  py34: InterpreterNotFound: python3.4\n  congratulations :)",
    ], cmd="tox -e py34", exit=0, os=L, look="f19-tox-missing-python38"),
    G("f19-tox-missing-python3-basepython", "tox", "multiline", "https://github.com/tox-dev/tox/issues/1010", [
        "pep8 create: <<root>>/.tox/pep8\nERROR: InterpreterNotFound: python3\n"
        "______________________________________________________________ summary "
        "_______________________________________________________________\nERROR:   pep8: InterpreterNotFound: python3",
    ], cmd="tox -e pep8", exit=1, os=L, look="f19-tox-missing-python38"),
    G("f19-esbuild-rosetta-darwin-64", "esbuild", "multiline", "https://github.com/evanw/esbuild/issues/2617", [
        "<<root>>/node_modules/esbuild/bin/esbuild:107\n          throw new Error(`\n          ^\nError: \n"
        "You installed esbuild on another platform than the one you're currently using.\n"
        "This won't work because esbuild is written with native code and needs to\n"
        "install a platform-specific binary executable.\n\n"
        "Specifically the \"esbuild-darwin-arm64\" package is present but this platform\n"
        "needs the \"esbuild-darwin-64\" package instead. " + _ESBUILD_TAIL,
        V("yarn run v1.22.19\n$ RELEASE=true tsup\nError: \n"
          "You installed esbuild on another platform than the one you're currently using.\n"
          "This won't work because esbuild is written with native code and needs to\n"
          "install a platform-specific binary executable.\n\n"
          "Specifically the \"esbuild-darwin-arm64\" package is present but this platform\n"
          "needs the \"esbuild-darwin-64\" package instead. " + _ESBUILD_TAIL, tool="tsup", cmd="yarn build",
          src="https://github.com/vercel/turborepo/issues/1769", cls="wrapper"),
    ], cmd="npm run dev", os=M, n=6),
    G("f19-esbuild-copied-node-modules", "esbuild", "multiline", "https://github.com/anomalyco/sst/issues/3760", [
        V("You installed esbuild for another platform than the one you're currently using. This won't work because "
          "esbuild is written with native code and needs to install a platform-specific binary executable. "
          "Specifically the \"@esbuild/darwin-arm64\" package is present but this platform needs the "
          "\"@esbuild/linux-arm64\" package instead. People often get into this situation by installing esbuild on "
          "Windows or macOS and copying \"node_modules\" into a Docker image that runs Linux, or by copying "
          "\"node_modules\" between Windows and WSL environments.", os="linux", tool="sst", cmd="npx sst deploy"),
        V("You installed esbuild for another platform than the one you're currently using.\n"
          "This won't work because esbuild is written with native code and needs to\n"
          "install a platform-specific binary executable.\n\n"
          "Specifically the \"esbuild-linux-64\" package is present but this platform\n"
          "needs the \"esbuild-windows-64\" package instead. " + _ESBUILD_TAIL, os="windows", tool="vscode",
          cmd="", src="https://github.com/kalimahapps/vscode-tailwind-config-viewer/issues/17"),
        V("./node_modules/esbuild/bin/esbuild:106\n          throw new Error(`\n          ^\n\nError:\n"
          "You installed esbuild on another platform than the one you're currently using.\n"
          "This won't work because esbuild is written with native code and needs to\n"
          "install a platform-specific binary executable.\n\n"
          "Specifically the \"esbuild-linux-arm64\" package is present but this platform\n"
          "needs the \"esbuild-darwin-arm64\" package instead. " + _ESBUILD_TAIL, os="macos",
          cmd="./node_modules/.bin/esbuild", src="https://github.com/evanw/esbuild/issues/1819", cls="version"),
        V("Error:\n\nYou installed esbuild for another platform than the one you're currently using.\n"
          "This won't work because esbuild is written with native code and needs to\n"
          "install a platform-specific binary executable.\n\n"
          "Specifically the \"@esbuild/android-arm64\" package is present but this platform\n"
          "needs the \"@esbuild/darwin-arm64\" package instead. " + _ESBUILD_TAIL, os="macos", tool="kit", cmd="",
          src="https://github.com/johnlindquist/kit/issues/1335"),
    ], cmd="npm run build", n=6, look="f19-esbuild-rosetta-darwin-64"),
]

QUERIES = [
    Q("pytest error unrecognized arguments --cov from addopts", "f19-pytest-cov-option-unrecognized", "plain"),
    Q("pytest 报 unrecognized arguments --cov 没装 pytest-cov", "f19-pytest-cov-option-unrecognized", "zh"),
    Q("tox skipped py38 InterpreterNotFound python3.8", "f19-tox-missing-python38", "plain"),
    Q("tox 找不到 python3.8 解释器", "f19-tox-missing-python38", "zh"),
    Q("tox -e py34 InterpreterNotFound python3.4", "f19-tox-missing-python34", "plain"),
    Q("tox 运行 py34 环境找不到 python3.4", "f19-tox-missing-python34", "zh"),
    Q("tox pep8 InterpreterNotFound python3 on centos 7", "f19-tox-missing-python3-basepython", "plain"),
    Q("CentOS7 上 tox 报 InterpreterNotFound: python3", "f19-tox-missing-python3-basepython", "zh"),
    Q("esbuild-darwin-arm64 present but platform needs esbuild-darwin-64", "f19-esbuild-rosetta-darwin-64", "plain"),
    Q("M1 Mac 上 esbuild 提示需要 darwin-64 包", "f19-esbuild-rosetta-darwin-64", "zh"),
    Q("you installed esbuild for another platform copied node_modules into docker",
      "f19-esbuild-copied-node-modules", "plain"),
    Q("node_modules 拷到 Docker 里 esbuild 平台不对", "f19-esbuild-copied-node-modules", "zh"),
]
