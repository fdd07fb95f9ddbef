"""Build step the declarative pyproject.toml cannot say: ship integrations/ inside the wheel.

integrations/ (the host plugins errkb registers, e.g. integrations/dsh/index.js) stays at the
repository's top level, where people and hostcheck find it; a wheel carries a copy as
errkb/integrations/, which errkb.install.plan.integration_file finds. An editable install
needs no copy: it reads the checkout's folder.
"""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

INTEGRATIONS = Path(__file__).resolve().parent / "integrations"
NOT_SHIPPED = shutil.ignore_patterns("node_modules", "__pycache__", "*.log", ".*")


class BuildWithIntegrations(build_py):
    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        target = Path(self.build_lib) / "errkb" / "integrations"
        shutil.rmtree(target, ignore_errors=True)  # a stale copy from an earlier build
        shutil.copytree(INTEGRATIONS, target, ignore=NOT_SHIPPED)


setup(cmdclass={"build_py": BuildWithIntegrations})
