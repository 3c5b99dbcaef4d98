"""The compiled build (setup.py compiles the hot modules with mypyc) and the
pure-Python modules are one package: the same modules, the same results.

CI runs the whole suite twice, compiled and with ``SUBSTRAIT_EXPLAIN_PURE=1``,
which makes the package import its Python sources even where compiled
modules sit beside them (substrait_explain/__init__.py).
"""

import ast
import ctypes
import importlib
import importlib.machinery
import json
import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from conftest import CORPUS, ROOT, corpus_files, needs_corpus
from hypothesis import HealthCheck, given, settings
from strategies import plans

import substrait_explain as se

PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())
SOURCES = PYPROJECT["tool"]["substrait-explain"]["compiled"]
# Their names to mypy and mypyc (which name a module after its path) and to import.
MODULES = [path.removesuffix(".py").replace("/", ".") for path in SOURCES]
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
    for name, path in zip(MODULES, SOURCES, strict=True):
        module = importlib.import_module(name)
        if module.__file__.endswith(".py"):
            continue
        source = ROOT / path
        assert Path(module.__file__).stat().st_mtime >= source.stat().st_mtime, \
            f"{module.__file__} is older than {source}: run `pip install -e .` to compile it again"


def test_the_compiled_library_exports_its_init_alone():
    """setup.py compiles with hidden visibility: an exported function may be replaced by another
    library's, so each call between them went through a lookup table and none was inlined
    (format ran some 9 % slower), and loading the library looked up 8,000 symbols."""
    libraries = [m for name, m in sys.modules.items() if name.endswith("__mypyc")]
    if PURE or not libraries or os.name != "posix":
        pytest.skip("no compiled library here, or not one built by gcc or clang")
    library = ctypes.CDLL(libraries[0].__file__)
    assert hasattr(library, f"PyInit_{libraries[0].__name__}")  # how Python imports it
    assert not hasattr(library, "CPyDef_printer___format_plan")  # one of the compiled functions


def test_the_generated_modules_are_compiled_under_the_names_the_package_imports_them_by():
    """Compiled as `generated.*` (their folder's name), the codec, which imports them as
    `substrait_explain.generated.*`, called them through Python: a dictionary lookup and a
    generic call for every call, never a C call (benchmarks/README.md, issue 28)."""
    from substrait_explain.generated import messages, printer_table

    if PURE or messages.__file__.endswith(".py"):
        pytest.skip("the pure-Python build: no compiled module names itself")
    assert messages.Message.__module__ == "substrait_explain.generated.messages"
    assert printer_table.__name__ == "substrait_explain.generated.printer_table"
    assert not [name for name in sys.modules if name.split(".")[0] == "generated"]


def test_compiled_modules_are_fully_typed():
    """mypyc compiles what mypy checks strictly: every compiled module is in that list."""
    overrides = PYPROJECT["tool"]["mypy"]["overrides"]
    strict = {m for o in overrides if o.get("disallow_untyped_defs") for m in o["module"]}
    assert set(MODULES) <= strict, set(MODULES) - strict
    # and plain mypy (CI's, before any build) checks them: in a folder it checks, unless excluded
    # (generated/, ANTLR's untyped code), else named one by one
    mypy = PYPROJECT["tool"]["mypy"]
    found = [path for path in SOURCES if path.startswith(tuple(f"{f}/" for f in mypy["files"]))
             and not any(re.search(x, path) for x in mypy["exclude"])]
    assert [path for path in SOURCES if path not in found and path not in mypy["files"]] == []


# Module constants a test replaces, and so must stay variables.
_REPLACED = {"substrait_explain/codec/printer.py": {"READ_WIRE"}, "substrait_explain/text/syntax.py": {"RULE_ACTIONS"},
             "substrait_explain/base/deep.py": {"_RECURSION_LIMIT"},
             "substrait_explain/plan/nesting.py": {"MESSAGE_LIMIT"}}


def test_compiled_modules_declare_their_constants_final():
    """A compiled module reads a module variable from its dict at every use, and a Final
    constant directly: the printer's tables are read at every relation and expression."""
    loose = []
    for source in SOURCES:
        tree = ast.parse((ROOT / source).read_text())
        for node in tree.body:
            target = node.targets[0] if isinstance(node, ast.Assign) and len(node.targets) == 1 else \
                node.target if isinstance(node, ast.AnnAssign) else None
            if not isinstance(target, ast.Name) or not re.fullmatch(r"_?[A-Z][A-Z0-9_]+", target.id) \
                    or target.id in _REPLACED.get(source, ()):
                continue
            annotation = ast.unparse(node.annotation) if isinstance(node, ast.AnnAssign) else ""
            if not annotation.startswith("Final") and "TypeVar(" not in ast.unparse(node.value or target):
                loose.append(f"{source}:{node.lineno} {target.id}")
    assert not loose, "declare these Final (or list them in _REPLACED):\n" + "\n".join(loose)


def _run(code: str, pure: bool | str, *args: str) -> str:
    """``code``'s output in a fresh process: with SUBSTRAIT_EXPLAIN_PURE=1 (True), unset (False) or
    set to the string given."""
    env = {k: v for k, v in os.environ.items() if k != "SUBSTRAIT_EXPLAIN_PURE"}
    if pure is not False:
        env["SUBSTRAIT_EXPLAIN_PURE"] = "1" if pure is True else pure
    done = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, env=env, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_the_import_loads_no_module_it_does_not_compile():
    # Compiled modules import one another inside the library; each Python one costs the import
    # system 70 to 250 µs of every process's start (benchmarks/README.md). A module the import
    # needs is listed in pyproject.toml's compiled modules, or imported when first used.
    source = ROOT / SOURCES[0]
    if not any(source.with_suffix(suffix).exists() for suffix in importlib.machinery.EXTENSION_SUFFIXES):
        pytest.skip("the compiled modules are not built here (pure-Python install)")
    shown = _run("import sys, substrait_explain\nfor m in sorted(sys.modules):\n"
                 "    if m.startswith('substrait_explain'): print(getattr(sys.modules[m], '__file__', None))",
                 pure=False)
    python = [path for path in shown.split() if path.endswith(".py") and not path.endswith("__init__.py")]
    assert sorted(Path(path).name for path in python) == ["api.py", "errors.py"]  # pyproject.toml says why


def test_the_pure_switch_imports_python_sources():
    shown = _run(f"import sys, {', '.join(MODULES)}\nfor m in {MODULES}: print(sys.modules[m].__file__)", pure=True)
    assert all(line.endswith(".py") for line in shown.splitlines()), shown


def test_the_pure_switch_set_to_0_or_empty_is_off():
    source = ROOT / SOURCES[0]
    if not any(source.with_suffix(suffix).exists() for suffix in importlib.machinery.EXTENSION_SUFFIXES):
        pytest.skip("the compiled modules are not built here (pure-Python install)")
    for value in ("0", ""):
        shown = _run(f"import {MODULES[0]} as m\nprint(m.__file__)", pure=value)
        assert not shown.strip().endswith(".py"), (value, shown)


def test_compiled_and_pure_write_and_read_the_same():
    if not any(_compiled(name) for name in MODULES):
        pytest.skip("the compiled modules are not built here (pure-Python install or SUBSTRAIT_EXPLAIN_PURE)")
    # Every producer fixture and bundled example (the corpus and drawn plans: below): texts at
    # widths that wrap nearly every line, and the plans read back.
    code = """
import glob, hashlib, substrait_explain as se
paths = sorted(glob.glob('tests/fixtures/producers/*.bin')) + sorted(glob.glob('substrait_explain/examples/*'))
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


# Each plan (a file, or a binary plan in hex) written in several ways (the default width, widths
# that wrap nearly every line, unwrapped, with the names view, in the Rust crate's spelling), each
# text parsed back: for each, a digest of the text and one of the plan read back (its
# deterministic bytes), or the error raised, as JSON.
_WRITE_AND_READ = """
import hashlib, json, sys
import substrait_explain as se
from substrait.proto import Plan

WAYS = [('width 100', {}), ('width 24', {'width': 24}), ('width 60', {'width': 60}), ('unwrapped', {'width': 0}),
        ('names', {'names': True}), ('rust', {'compat': 'rust'})]

def digest(data):
    return hashlib.sha256(data).hexdigest()[:16]

def outcome(fn):
    try:
        return fn()
    except Exception as e:
        return type(e).__name__ + ': ' + str(e)

out = []
for item in json.load(open(sys.argv[1])):
    if item.startswith('hex:'):
        plan = Plan.FromString(bytes.fromhex(item[4:]))
    else:
        plan = se.load_plan(open(item, 'rb').read())
    for way, options in WAYS:
        text = outcome(lambda: se.format(plan, **options))
        back = outcome(lambda: digest(se.parse(text).SerializeToString(deterministic=True)))
        out.append([item[:80], way, digest(text.encode('utf-8', 'surrogatepass')), back])
print(json.dumps(out))
"""


def _same_in_both_builds(items: list[str], tmp_path: Path) -> int:
    """Runs _WRITE_AND_READ over ``items`` once with the compiled modules and once with the pure
    ones, each in a process of its own, and asserts they agree item by item; returns how many
    texts were compared."""
    if not any(_compiled(name) for name in MODULES):
        pytest.skip("the compiled modules are not built here (pure-Python install or SUBSTRAIT_EXPLAIN_PURE)")
    listed = tmp_path / "items.json"
    listed.write_text(json.dumps(items))
    compiled = json.loads(_run(_WRITE_AND_READ, False, str(listed)))
    pure = json.loads(_run(_WRITE_AND_READ, True, str(listed)))
    assert len(compiled) == len(pure)
    for a, b in zip(compiled, pure, strict=True):
        assert a == b, f"the compiled and pure builds differ on {a[0]} ({a[1]}): {a} != {b}"
    return len(compiled)


@needs_corpus
def test_compiled_and_pure_agree_on_the_whole_corpus(tmp_path):
    """Byte-identical texts and equal plans read back, for every plan of the corpus at four widths."""
    files = [str(p) for p in corpus_files()]
    compared = _same_in_both_builds(files, tmp_path)
    assert compared == 6 * len(files), CORPUS


def test_compiled_and_pure_agree_on_drawn_plans(tmp_path):
    """The same over plans drawn from the descriptors (every field of every message can be drawn),
    drawn here once and read by both builds."""
    drawn: list[str] = []

    @settings(max_examples=150, deadline=None,
              suppress_health_check=list(HealthCheck))
    @given(plans())
    def draw(plan):
        drawn.append("hex:" + plan.SerializeToString().hex())

    draw()
    assert len(set(drawn)) > 100
    assert _same_in_both_builds(drawn, tmp_path) == 6 * len(drawn)
