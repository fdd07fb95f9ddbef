"""Field set 5: zsh globbing an unquoted pip extra. bash passes `.[dev]` through and pip installs it;
zsh (macOS's default shell since Catalina) stops first. The extra and the package are volatile (the
fix, quoting, is the same); the shell is what decides."""

from fieldspec import G, V

GROUPS = [
    G("f5-zsh-no-matches-pip-extras", "zsh", "shell", "https://github.com/matrix-org/synapse/pull/6855",
      ["zsh: no matches found: .[all]",
       V("% pip install -e .[tests,doc,dev]\nzsh: no matches found: .[tests,doc,dev]",
         src="https://github.com/earthaccess-dev/earthaccess/pull/814", cmd="pip install -e .[tests,doc,dev]",
         cls="wrapper"),
       V("zsh: no matches found: lambeq[depccg]", src="https://github.com/Quantinuum/lambeq/issues/1",
         cmd="pip install lambeq[depccg]", os="linux"),
       V("$ pip install -e .[dev]\nzsh: no matches found: .[dev]", src="https://github.com/facebookresearch/vissl/pull/224",
         cmd="pip install -e .[dev]", cls="wrapper"),
       V("% python -m pip install --verbose --no-build-isolation --editable .[dev]\nzsh: no matches found: .[dev]",
         src="https://github.com/matplotlib/matplotlib/pull/27575",
         cmd="python -m pip install --verbose --no-build-isolation --editable .[dev]", cls="wrapper"),
       V("zsh: no matches found: .[dev]", src="https://github.com/AllenCellModeling/cookiecutter-pypackage/issues/63",
         cmd="pip install -e .[dev]"),
       V("pip: no matches found: fastapi-pagination[gino] fastapi-pagination[sqlalchemy] fastapi-pagination[databases]"
         " fastapi-pagination[orm] fastapi-pagination[tortoise] fastapi-pagination[all]",
         src="https://github.com/uriyyo/fastapi-pagination/issues/6", cmd="pip install fastapi-pagination[gino]",
         cls="version")],
      cmd="python -m pip install --no-use-pep517 -e .[all]", os=("macos", "linux"), shells=("zsh",)),
]
