"""The compiled build (setup.py compiles the hot modules with mypyc) and the
pure-Python modules are one package: the same modules, the same results.

CI runs the whole suite twice, compiled and with ``SUBSTRAIT_EXPLAIN_PURE=1``,
which makes the package import its Python sources even where compiled
modules sit beside them (substrait_explain/__init__.py).
"""

import importlib
import importlib.machinery
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from conftest import ROOT

import substrait_explain as se

PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())
MODULES = [path.removesuffix(".py").replace("/", ".") for path in PYPROJECT["tool"]["substrait-explain"]["compiled"]]
PURE = se._PURE


def _compiled(name: str) -> bool:
    return not importlib.import_module(name).__file__.endswith(".py")


def test_the_build_is_all_compiled_or_all_python():
    compiled = {name: _compiled(name) for name in MODULES}
    if PURE:
        assert not any(compiled.values()), f"SUBSTRAIT_EXPLAIN_PURE is set, yet {compiled} are compiled"
    else:
        assert len(set(compiled.values())) == 1, f"a partial build: {compiled}"


def test_compiled_modules_are_built_from_the_sources_beside_them():
    """A compiled module older than its .py was built before the last edit: the tests would
    run the old code."""
    for name in MODULES:
        module = importlib.import_module(name)
        if module.__file__.endswith(".py"):
            continue
        source = ROOT / (name.replace(".", "/") + ".py")
        assert Path(module.__file__).stat().st_mtime >= source.stat().st_mtime, \
            f"{module.__file__} is older than {source}: run `pip install -e .` to compile it again"


def test_compiled_modules_are_fully_typed():
    """mypyc compiles what mypy checks strictly: every compiled module is in that list."""
    overrides = PYPROJECT["tool"]["mypy"]["overrides"]
    strict = {m for o in overrides if o.get("disallow_untyped_defs") for m in o["module"]}
    assert set(MODULES) <= strict, set(MODULES) - strict


def _run(code: str, pure: bool | str) -> str:
    """``code``'s output in a fresh process: with SUBSTRAIT_EXPLAIN_PURE=1 (True), unset (False) or
    set to the string given."""
    env = {k: v for k, v in os.environ.items() if k != "SUBSTRAIT_EXPLAIN_PURE"}
    if pure is not False:
        env["SUBSTRAIT_EXPLAIN_PURE"] = "1" if pure is True else pure
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=ROOT, check=True)
    return done.stdout


def test_the_pure_switch_imports_python_sources():
    shown = _run(f"import {', '.join(MODULES)}\nfor m in ({', '.join(MODULES)},): print(m.__file__)", pure=True)
    assert all(line.endswith(".py") for line in shown.splitlines()), shown


def test_the_pure_switch_set_to_0_or_empty_is_off():
    source = ROOT / (MODULES[0].replace(".", "/") + ".py")
    if not any(source.with_suffix(suffix).exists() for suffix in importlib.machinery.EXTENSION_SUFFIXES):
        pytest.skip("the compiled modules are not built here (pure-Python install)")
    for value in ("0", ""):
        shown = _run(f"import {MODULES[0]} as m\nprint(m.__file__)", pure=value)
        assert not shown.strip().endswith(".py"), (value, shown)


def test_compiled_and_pure_write_and_read_the_same():
    if not any(_compiled(name) for name in MODULES):
        pytest.skip("the compiled modules are not built here (pure-Python install or SUBSTRAIT_EXPLAIN_PURE)")
    # Every producer fixture and bundled example, and the shared corpus when it is there: texts at
    # widths that wrap nearly every line, and the plans read back.
    code = """
import glob, hashlib, os, substrait_explain as se
paths = sorted(glob.glob('tests/fixtures/producers/*.bin')) + sorted(glob.glob('substrait_explain/examples/*'))
corpus = os.environ.get('SUBSTRAIT_EXPLAIN_SHARED', '../shared') + '/corpus'
paths += sorted(glob.glob(corpus + '/**/*.json', recursive=True))[::5]
digest = hashlib.sha256()
for path in paths:
    plan = se.load_plan(open(path, 'rb').read())
    for width in (None, 24, 60, 100):
        text = se.format(plan, width)
        digest.update(text.encode())
        digest.update(se.parse(text).SerializeToString())
print(len(paths), digest.hexdigest())
"""
    assert _run(code, pure=False) == _run(code, pure=True)
