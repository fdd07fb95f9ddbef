"""Field set 4: package and version managers (Alpine apk, pyenv, asdf, opam).

Each message is the text of the thread in `src`; only `<<slot>>` parts were generalised. The package
or tool that is missing makes a group where its fix differs (another apk package, a pinned version
that breaks, another pyenv plugin, another opam package); a Python version that `.python-version`
names but nobody installed stays one group whatever the version, since the fix is the same.
"""

from __future__ import annotations

from fieldspec import G, V

_APK_FETCH = "fetch http://dl-cdn.alpinelinux.org/alpine/v3.8/main/x86_64/APKINDEX.tar.gz\n"
_APKO = "Nov 21 <<time>>.614 [DEBUG] [arch:x86_64] [cmd:apk] [use-proot:false] [use-qemu:] "

GROUPS = [
    G("apk-no-such-package-apt", "alpine-make-rootfs", "multiline",
      "https://github.com/alpinelinux/alpine-make-rootfs/issues/21", [
        _APK_FETCH + "ERROR: unable to select packages:\n  apt (no such package):\n    required by: world[apt]",
    ], cmd="sudo ./alpine-make-rootfs --branch v3.8 --packages 'musl busybox bash apt' "
                                      "alpine-busybox-rootfs2.tar.gz", os=("linux",)),
    G("apk-no-such-package-sfdisk", "setup-alpine", "multiline",
      "https://github.com/eapolinariov/alpine-linux-on-termux/issues/1", [
        "ERROR: unable to select packages:\nsfdisk (no such package):\nrequired by: world[sfdisk]\n"
        "syslinux (no such package):\nrequired by: world[syslinux]",
    ], cmd="setup-alpine", os=("linux",), look="apk-no-such-package-apt"),
    G("apko-no-such-package-baselayout-data", "apko", "wrapper", "https://github.com/chainguard-dev/apko/issues/415", [
        _APKO.replace(".614", ".612") + "ERROR: unable to select packages:\n" + _APKO
        + "  alpine-baselayout-data (no such package):\n" + _APKO
        + "    required by: world[alpine-baselayout-data]\nError: failed to build layer image: initializing apk: "
          "failed to fixate apk world: exit status 1",
        "Error: failed to build layer image: initializing apk: failed to fixate apk world: exit status 1",
    ], cmd="apko build --debug apko.yaml <<proj>>:latest <<proj>>.tar", os=("linux",), look="apk-no-such-package-sfdisk"),
    G("apk-pinned-version-breaks-world", "docker", "multiline", "https://github.com/chatwoot/chatwoot/issues/9782", [
        "fetch https://dl-cdn.alpinelinux.org/alpine/v3.19/main/x86_64/APKINDEX.tar.gz\n"
        "fetch https://dl-cdn.alpinelinux.org/alpine/v3.19/community/x86_64/APKINDEX.tar.gz\n"
        "ERROR: unable to select packages:\nnodejs-20.15.1-r0:\nbreaks: world[nodejs=20.12.1-r0]\n"
        "satisfies: yarn-1.22.19-r0[nodejs]",
    ], cmd="docker compose build base", os=("linux", "macos"), look="apk-no-such-package-apt"),
    G("pyenv-local-version-not-installed", "pyenv", "version",
      "https://github.com/emmeowzing/dynamic-continuation-orb/issues/69", [
        "pyenv: version `3.9.13' is not installed (set by /home/circleci/project/.python-version)",
        V("pyenv: version `2.7.18' is not installed (set by /Users/<<user>>/.python-version)",
          src="https://github.com/pyenv/pyenv/issues/2968", cmd="pyenv versions", os="macos"),
        V("pyenv: version `3.4.1' is not installed", src="https://github.com/pyenv/pyenv/issues/330"),
        V("pyenv: version '2.7.10' is not installed", src="https://github.com/pyenv/pyenv/issues/431",
          cmd="python --version", os="macos", shell="zsh"),
        V("C:\\Users\\<<user>>\\.pyenv\\pyenv-win\\libexec\\pyenv.vbs(92, 61) pyenv: version '3.5.6' not installed",
          src="https://github.com/pyenv-win/pyenv-win/issues/12", tool="pyenv-win", os="windows", cls="wrapper"),
    ], cmd="python --version", exit=127),
    G("pyenv-multiple-globals-virtualenvwrapper", "virtualenvwrapper", "non-file-path",
      "https://github.com/pyenv/pyenv-virtualenvwrapper/issues/29", [
          "pyenv: version `3.5.1:2.7.11' is not installed (set by PYENV_VERSION environment variable)",
      ], cmd="workon myenv", os=("macos",), shells=("zsh",),
      look="pyenv-local-version-not-installed"),
    G("pyenv-global-system-not-installed", "pyenv", "everyday", "https://github.com/pyenv/pyenv/issues/331", [
        "pyenv: version `system' not installed",
    ], cmd="pyenv global system", os=("macos",), look="pyenv-multiple-globals-virtualenvwrapper"),
    G("pyenv-virtualenv-base-not-installed", "pyenv-virtualenv", "everyday",
      "https://github.com/pyenv/pyenv-virtualenv/issues/277", [
        "pyenv-virtualenv: `3.6.5' is not installed in pyenv.",
    ], cmd="pyenv virtualenv 3.6.5 <<proj>>", look="pyenv-global-system-not-installed"),
    G("pyenv-win-venv-version-not-installed", "pyenv-win-venv", "shell",
      "https://github.com/pyenv-win/pyenv-win-venv/issues/25", [
        "Python v3.8.0a1 is not installed. Install using \"pyenv install 3.8.0a1 \"",
        "Python v2.7.3 is not installed. Install using \"pyenv install 2.7.3 \"",
    ], cmd="pyenv-venv install 3.8.0a1 sst", os=("windows",), shells=("powershell",),
      look="pyenv-virtualenv-base-not-installed"),
    G("asdf-no-version-set-elixir", "asdf", "everyday", "https://github.com/asdf-vm/asdf/issues/488", [
        "asdf: No version set for command elixir\nyou might want to add one of the following in your .tool-versions file:",
        V("asdf: No version set for command iex\nyou might want to add one of the following in your .tool-versions file:"
          "\n\nelixir 1.9.0-otp-22", src="https://github.com/asdf-vm/asdf/issues/517", cmd="iex", os="macos"),
    ], cmd="elixir", exit=126, os=("linux",)),
    G("asdf-no-version-set-ruby", "asdf", "version", "https://github.com/asdf-vm/asdf/issues/2232", [
        "No version is set for command ruby\nConsider adding one of the following versions in your config file at "
        "./.tool-versions\nruby 3.2.2",
    ], cmd="ruby --version", exit=126, look="asdf-no-version-set-elixir"),
    G("opam-no-package-cwe-checker", "opam", "everyday", "https://github.com/fkie-cad/cwe_checker/issues/29", [
        "[ERROR] No package named cwe_checker found.",
    ], cmd="opam install cwe_checker", exit=5, os=("linux",), look="opam-no-package-pvec"),
    G("opam-no-package-pvec", "opam", "everyday", "https://github.com/dbuenzli/pvec/issues/2", [
        "[ERROR] No package named pvec found.",
    ], cmd="opam install pvec", exit=5, shells=("zsh",)),
    G("opam12-no-package-matches-conduit", "opam", "version", "https://github.com/ocaml/opam/issues/2526", [
        "Your request can't be satisfied:\n  - No package matches conduit.\n\nNo solution found, exiting",
    ], cmd="opam install conduit", exit=3, look="opam-no-package-cwe-checker"),
    G("opam12-no-package-matches-jingoo", "opam", "version", "https://github.com/ocaml/opam/issues/2526", [
        "Your request can't be satisfied:\n  - No package matches jingoo.\n \n  No solution found, exiting",
    ], cmd="opam install jingoo", exit=3, look="opam12-no-package-matches-conduit"),
    G("opam-depext-pkg-config-unavailable", "opam", "multiline",
      "https://github.com/ocaml/opam-repository/pull/16409", [
        "[ERROR] Package conf-pkg-config.1.1 depends on the unavailable system package 'pkg-config'. You\n"
        "        can use `--no-depexts' to attempt installation anyway.\n'opam install conf-pkg-config.1.1 -vvv' failed.",
    ], cmd="opam install conf-pkg-config.1.1 -vvv", exit=5, os=("linux",), look="opam-no-package-pvec"),
]
