"""The optional compiled build: the hot modules compiled with mypyc.

Everything else about the package is in pyproject.toml, including the list
of the compiled modules ([tool.substrait-explain] compiled).  They are plain,
fully typed Python; mypyc turns each into a C extension that Python imports
instead of the .py beside it.  The compiled
build is an optimisation only: on a machine without a C compiler, or with
``SUBSTRAIT_EXPLAIN_PURE=1`` set while installing, the same modules run as
Python and pass the same tests (CI runs both; see tests/test_compiled.py).
"""

from __future__ import annotations

import os
import sys
import tomllib
from pathlib import Path

from setuptools import setup
from setuptools.command.build_ext import build_ext

PYPROJECT = tomllib.loads((Path(__file__).parent / "pyproject.toml").read_text())
COMPILED = PYPROJECT["tool"]["substrait-explain"]["compiled"]


def _ext_modules() -> list:
    if os.environ.get("SUBSTRAIT_EXPLAIN_PURE", "") not in ("", "0"):  # as substrait_explain/__init__.py
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:  # built without the build requirements (no isolation): stay pure Python
        return []
    return mypycify(COMPILED, opt_level="3")


class _OptionalBuildExt(build_ext):
    """Builds the compiled modules where a C compiler can, and otherwise leaves
    the pure-Python modules to be imported, saying so."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as e:  # noqa: BLE001 (no compiler, no headers: any failure means pure Python)
            self._fall_back(e)

    def build_extension(self, ext) -> None:
        try:
            super().build_extension(ext)
        except Exception as e:  # noqa: BLE001
            self._fall_back(e)

    def _fall_back(self, error: Exception) -> None:
        print(f"substrait-explain: the compiled modules were not built ({error}); "
              "the pure-Python modules will be used", file=sys.stderr)


setup(ext_modules=_ext_modules(), cmdclass={"build_ext": _OptionalBuildExt})
