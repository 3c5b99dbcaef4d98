"""`substrait_explain.generated` comes from the same checkout as the package,
however it is installed: a wheel's layout, this editable install, or another
source tree run in place while this one is installed editable."""

from __future__ import annotations

import os
import runpy
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import substrait_explain
from substrait_explain import generated

ROOT = Path(__file__).resolve().parents[1]
# (t: a generated module left Python; a compiled one is named for the library it was loaded from)
_SHOW = ("import substrait_explain as se, substrait_explain.generated as g, "
         "substrait_explain.generated.fast_lexer as t; "
         "print(se.__file__); print(g.__file__); print(t.__file__); print(se.format(se.parse("
         "'=== Plan\\nRoot[a]\\n  Read[t => a:i64]\\n')) == '=== Plan\\nRoot[a]\\n  Read[t => a:i64]\\n')")


def _run(cwd: Path) -> list[str]:
    done = subprocess.run([sys.executable, "-c", _SHOW], cwd=cwd, capture_output=True, text=True, check=True)
    return done.stdout.split()


def test_this_checkout():
    package = Path(substrait_explain.__file__).resolve().parent
    assert Path(generated.__file__).resolve().parent in (package / "generated", package.parent / "generated")


@pytest.mark.parametrize("linked", [True, False], ids=["linked", "without the link"])
def test_another_source_tree_uses_its_own_generated(tmp_path, linked):
    # The package's link to generated/ (substrait_explain/generated) kept, or a checkout that
    # could not make it (a file system without symbolic links)
    shutil.copytree(ROOT / "substrait_explain", tmp_path / "substrait_explain", symlinks=True,
                    ignore=None if linked else _the_link)
    shutil.copytree(ROOT / "generated", tmp_path / "generated")
    package, gen, table, roundtrip = _run(tmp_path)
    assert Path(package).parent == tmp_path / "substrait_explain"
    assert Path(gen).resolve().parent == Path(table).resolve().parent == tmp_path / "generated"
    assert roundtrip == "True"


def _the_link(folder: str, names: list[str]) -> list[str]:
    return ["generated"] if Path(folder) == ROOT / "substrait_explain" else []


def test_wheel_layout(tmp_path):
    # A wheel puts generated/ inside the package.
    shutil.copytree(ROOT / "substrait_explain", tmp_path / "substrait_explain", ignore=_the_link)
    shutil.copytree(ROOT / "generated", tmp_path / "substrait_explain" / "generated")
    package, gen, table, roundtrip = _run(tmp_path)
    assert Path(package).parent == tmp_path / "substrait_explain"
    assert Path(gen).parent == Path(table).parent == tmp_path / "substrait_explain" / "generated"
    assert roundtrip == "True"


def test_the_build_makes_the_link_an_sdist_lacks(tmp_path):
    """An sdist holds generated/ but not the link the compiled list names its modules through:
    without it the build would find none of them and stay pure Python."""
    setup = runpy.run_path(str(ROOT / "setup.py"), run_name="setup_py")
    (tmp_path / "substrait_explain").mkdir()
    shutil.copytree(ROOT / "generated", tmp_path / "generated", ignore=shutil.ignore_patterns("*.so", "__pycache__"))
    setup["_link_generated"](tmp_path)
    assert (tmp_path / "substrait_explain" / "generated").resolve() == tmp_path / "generated"
    assert all((tmp_path / path).is_file() for path in setup["COMPILED"] if "/generated/" in path)
    setup["_link_generated"](tmp_path)  # made once: a second build finds it


_BUILD = """
import os
import runpy
setup = runpy.run_path("setup.py", run_name="setup_py")
setup["_ext_modules"].__globals__["COMPILED"] = ["substrait_explain/generated/enum_names.py"]  # one, small
print(" ".join(ext.name for ext in setup["_ext_modules"]()))
"""


def test_an_sdist_builds_the_generated_modules_compiled(tmp_path):
    """The compiled build of an sdist's tree (no link) compiles a generated module under the name
    the package imports it by: setup.py makes the link before mypyc looks (one module, to be quick)."""
    pytest.importorskip("mypyc.build", reason="mypyc (the compiled build's requirement) is not installed")
    for name in ("setup.py", "pyproject.toml"):
        shutil.copy(ROOT / name, tmp_path / name)
    (tmp_path / "substrait_explain").mkdir()
    (tmp_path / "substrait_explain" / "__init__.py").touch()
    shutil.copytree(ROOT / "generated", tmp_path / "generated", ignore=shutil.ignore_patterns("*.so", "__pycache__"))
    env = {k: v for k, v in os.environ.items() if k != "SUBSTRAIT_EXPLAIN_PURE"}
    done = subprocess.run([sys.executable, "-c", _BUILD], cwd=tmp_path, env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "substrait_explain.generated.enum_names" in done.stdout.split(), done.stderr
