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
    _link_generated(Path(__file__).parent)
    try:
        extensions = mypycify(COMPILED, opt_level="3")
    except (Exception, SystemExit) as e:  # noqa: BLE001 (mypy exits on a type error: then pure Python too)
        _say_pure(e)
        return []
    for ext in extensions:
        if os.name == "posix":  # gcc and clang
            ext.extra_compile_args = [*ext.extra_compile_args, *_POSIX_FLAGS]
    return extensions


# - Hidden visibility: the shared library exported its 7,000 functions, so each call between
#   them went through the PLT and could not be inlined (the compiler must allow another library
#   to replace an exported function), and loading it looked up 8,000 symbols. Python finds the
#   modules by their PyInit functions alone, which stay exported. Format runs some 9 % faster
#   and the library loads in 0.6 ms instead of 1.9 (benchmarks/README.md).
# - No debug information: nobody reads it, and it was 6 of the library's 16 MB (perf finds
#   the functions by their symbols, which stay).
_POSIX_FLAGS = ["-fvisibility=hidden", "-g0"]


def _link_generated(root: Path) -> None:
    """The compiled list names the generated modules through the source tree's link
    substrait_explain/generated -> ../generated: mypyc names a module after its path, and the
    package imports them by those names.  An sdist does not carry the link: make it.  Where the
    file system allows none, mypyc cannot find them and the build stays pure Python, saying so."""
    link = root / "substrait_explain" / "generated"
    if not link.exists() and not link.is_symlink() and (root / "generated").is_dir():
        try:
            link.symlink_to(Path("..") / "generated", target_is_directory=True)
        except OSError:
            pass


def _say_pure(error: BaseException) -> None:
    print(f"substrait-explain: the compiled modules were not built ({error}); "
          "the pure-Python modules will be used", file=sys.stderr)


class _OptionalBuildExt(build_ext):
    """Builds the compiled modules where a C compiler can, and otherwise leaves
    the pure-Python modules to be imported, saying so.  All or nothing: a
    module compiled without the shared library mypyc puts beside it would not
    import, so when one extension fails, those built are removed."""

    def run(self) -> None:
        self._failure: BaseException | None = None
        try:
            super().run()
        except Exception as e:  # noqa: BLE001 (no compiler, no headers: any failure means pure Python)
            self._failure = self._failure or e
        if self._failure is not None:
            for ext in self.extensions:
                Path(self.get_ext_fullpath(ext.name)).unlink(missing_ok=True)
            _say_pure(self._failure)

    def build_extension(self, ext) -> None:
        try:
            super().build_extension(ext)
        except Exception as e:  # noqa: BLE001
            self._failure = self._failure or e


if __name__ == "__main__":  # as setuptools runs it (tests read its functions)
    setup(ext_modules=_ext_modules(), cmdclass={"build_ext": _OptionalBuildExt})
