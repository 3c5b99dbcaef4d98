"""substrait-explain: Substrait plans as concise, human-readable text, and back.

>>> plan = parse(text)          # text -> substrait.proto.Plan
>>> text = format(plan)         # Plan -> text; parse(format(plan)) == plan
>>> text = format(plan, style='simple')   # or 'verbose'; see substrait_explain.codec.styles
>>> plan = load_plan(data)      # binary, JSON or text, detected by content
>>> data = dump_plan(plan, 'binary')      # or 'json', 'text'
>>> print(diff(plan_a, plan_b)) # what differs, by relation; '' when nothing does
>>> for d in validate(plan):    # what is wrong (a Plan, or text/JSON/binary): each a Diagnostic,
...     print(d.render('plan')) # calls checked against their extension YAMLs; [] when nothing is
>>> explain(plan)               # in a notebook: the plan drawn, folded by relation
>>> engines.compare(text, data='data/')   # run on DuckDB and DataFusion, compared ([engines] extra)

The package is layered (docs/ARCHITECTURE.md): ``base``, ``text`` and ``plan``
at the bottom, the ``codec`` between text and protobuf, this API, and the
``tools`` (the commands) on top.  What is public is ``__all__``.
"""

import gc as _gc
import os as _os
import sys as _sys
from typing import TYPE_CHECKING as _TYPE_CHECKING

if _TYPE_CHECKING:
    from importlib.machinery import FileFinder

# SUBSTRAIT_EXPLAIN_PURE=1 (any value but empty or 0): the pure-Python modules (setup.py reads it alike).
_PURE = _os.environ.get("SUBSTRAIT_EXPLAIN_PURE", "") not in ("", "0")


def _prefer_python() -> None:
    """With ``SUBSTRAIT_EXPLAIN_PURE`` set, import this package's modules from
    their Python source even where the compiled build (setup.py) put compiled
    ones beside them: how CI runs every test against both."""
    if _PURE:
        from pathlib import Path  # (here: an import that only formats and parses does without pathlib)

        for top in __path__:
            for folder in [top, *(str(p) for p in Path(top).iterdir() if (p / "__init__.py").is_file())]:
                _sys.path_importer_cache[folder] = _python_finder(folder)


def _python_finder(folder: str) -> "FileFinder":
    from importlib.machinery import SOURCE_SUFFIXES, FileFinder, SourceFileLoader

    return FileFinder(folder, (SourceFileLoader, SOURCE_SUFFIXES))


_prefer_python()


def _bind_generated() -> None:
    """Make ``substrait_explain.generated`` this checkout's ``generated/``.

    A wheel installs it inside the package, where the import system finds it, as
    it finds the source tree's link ``substrait_explain/generated`` to the sibling
    folder ``generated/`` (the compiled build's names go through it).  A checkout
    that could not make the link binds the sibling here, before anything imports
    it, so that another checkout's editable install does not supply its copy.
    """
    here = _os.path.dirname(__file__)
    if _os.path.isdir(_os.path.join(here, "generated")):  # (before resolving the path, which costs more)
        return
    import importlib.util
    from pathlib import Path

    sibling = Path(here).resolve().parent / "generated"
    if not (sibling / "__init__.py").is_file():
        return
    spec = importlib.util.spec_from_file_location(f"{__name__}.generated", sibling / "__init__.py",
                                                  submodule_search_locations=[str(sibling)])
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    _sys.modules[spec.name] = module
    if _PURE:  # as _prefer_python: the generated parser has a compiled build too
        _sys.path_importer_cache[str(sibling)] = _python_finder(str(sibling))
    spec.loader.exec_module(module)


_bind_generated()

# The imports below come after binding generated/ (hence E402). They make some ten thousand
# objects the cycle collector tracks (the compiled modules' classes, their descriptors) and
# little garbage (what protobuf's imports drop): the collector's passes meanwhile, set off by
# the count alone, cost about 1 ms.
_collecting = _gc.isenabled()
_gc.disable()
try:
    from substrait_explain.api import dump_plan, format, load_plan, load_plan_with_warnings, parse  # noqa: E402
    from substrait_explain.base.errors import Error, FormatError, LoadError, NestingError, ParseError  # noqa: E402
    from substrait_explain.codec.registry import register, unregister  # noqa: E402
    from substrait_explain.codec.styles import STYLES, simplify  # noqa: E402
finally:
    # Those objects live as long as the process: left young, the collector would pass over them
    # twice more before it leaves them in its oldest generation (about 2 ms of a fresh process's
    # import and first format). Freezing and unfreezing moves every tracked object there at once,
    # without a pass (the caller's young ones too, and that garbage, which the next full
    # collection frees). Not while something is frozen, which unfreezing would let go (a thread
    # that freezes between these three calls is let go all the same), nor where the collector
    # has no generations (a build without the GIL), where each call walks the whole heap.
    if _gc.get_freeze_count() == 0 and getattr(_sys, "_is_gil_enabled", lambda: True)():
        _gc.freeze()
        _gc.unfreeze()
    if _collecting:
        _gc.enable()

__all__ = ["parse", "format", "load_plan", "load_plan_with_warnings", "dump_plan", "diff", "normalize", "explain",
           "validate", "Diagnostic", "register", "unregister", "STYLES", "simplify", "Error", "ParseError",
           "LoadError", "FormatError", "NestingError", "engines"]


# The public names of the tools and of normalize, imported when first asked for: a process
# that only formats and parses (a command, a Spark task) does not pay for importing them.
def _tool(name: str) -> object:
    # Each module by its literal name (the security test refuses computed imports).
    if name == "normalize":
        from substrait_explain.plan import normalize as module
    elif name == "diff":
        from substrait_explain.tools import diff as module  # type: ignore[no-redef]
    elif name in ("validate", "Diagnostic"):
        from substrait_explain.tools import validate as module  # type: ignore[no-redef]
    else:
        from substrait_explain.tools import view as module  # type: ignore[no-redef]
    return getattr(module, name)


_TOOLS = frozenset(("normalize", "diff", "validate", "Diagnostic", "explain"))


def __getattr__(name: str):
    # `se.engines`: the plans-against-engines API, imported when first asked
    # for (it is optional, and needs the engines only when it runs one).
    if name == "engines":
        import substrait_explain.engines as engines

        return engines
    if name in _TOOLS:
        value = globals()[name] = _tool(name)
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
