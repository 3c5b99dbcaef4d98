"""The package's layers (docs/ARCHITECTURE.md): each sub-package imports only
from the layers below it, and no module imports itself back through others,
function-local and type-only imports included (a local or type-only import
is how a cycle hides)."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "substrait_explain"
# Rank of each layer: a module imports only from lower ranks, or from its own
# package.  text and plan share a rank and know nothing of each other.
RANKS = {"base": 0, "text": 1, "plan": 1, "codec": 2, "api": 3, "tools": 4,
         # The public names of tools: substrait_explain.engines (tools/engines.py) and
         # substrait_explain.testing (tools/testing.py, the pytest plugin's functions).
         "engines": 5, "testing": 5}
TOP_LEVEL = {"__init__", "__main__", "api"}  # the public face, above everything but tools


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" and len(parts) > 1 else parts)


def _modules() -> dict[str, Path]:
    return {_module_name(p): p for p in PACKAGE.rglob("*.py") if "examples" not in p.parts}


def _imports(path: Path, known: set[str]) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        names: list[str] = []
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("substrait_explain"):
            base = node.module.removeprefix("substrait_explain").lstrip(".")
            names = [f"{base}.{a.name}".lstrip(".") for a in node.names] + ([base] if base else [])
        elif isinstance(node, ast.Import):
            names = [a.name.removeprefix("substrait_explain.") for a in node.names
                     if a.name.startswith("substrait_explain.")]
        found.update(name for name in names if name in known)
    return found


def _graph() -> dict[str, set[str]]:
    modules = _modules()
    known = set(modules)
    return {name: _imports(path, known) - {name} for name, path in modules.items() if name != "__init__"}


def _layer(module: str) -> str:
    head = module.split(".")[0]
    return "api" if head in TOP_LEVEL else head


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(module: str) -> list[str] | None:
        state[module] = 1
        stack.append(module)
        for dep in sorted(graph.get(module, ())):
            if state.get(dep) == 1:
                return stack[stack.index(dep):] + [dep]
            if dep not in state and (found := visit(dep)):
                return found
        stack.pop()
        state[module] = 2
        return None

    for module in sorted(graph):
        if module not in state and (found := visit(module)):
            return found
    return None


def _upward(graph: dict[str, set[str]]) -> list[str]:
    wrong = []
    for module, deps in graph.items():
        if "." not in module and module not in TOP_LEVEL:
            continue  # a layer package's own __init__ (only its docstring)
        for dep in deps:
            if dep == "generated" or dep.startswith("generated."):
                continue
            mine, theirs = _layer(module), _layer(dep)
            if mine != theirs and RANKS[theirs] >= RANKS[mine] and module != "__main__":
                wrong.append(f"{module} -> {dep}")
    return sorted(wrong)


def test_every_module_is_in_a_layer():
    loose = [m for m in _modules() if "." not in m and m not in TOP_LEVEL and m not in RANKS and m != "generated"]
    assert loose == [], "modules outside the layer packages: " + ", ".join(loose)


def test_no_import_cycle():
    cycle = _cycle(_graph())
    assert cycle is None, " -> ".join(cycle or [])


def test_the_cycle_finder_finds_one():
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]


def test_imports_point_down_only():
    assert _upward(_graph()) == []


def test_the_layer_check_sees_an_upward_import():
    graph = {"text.syntax": {"codec.types"}, "plan.schema": {"text.nodes"}, "codec.types": {"text.nodes"},
             "tools.cli": {"api"}, "api": {"tools.cli"}}
    assert _upward(graph) == ["api -> tools.cli", "plan.schema -> text.nodes", "text.syntax -> codec.types"]


def test_the_graph_sees_every_import_form():
    graph = _graph()
    # `from substrait_explain.codec import placeholders`, type-only imports and plain ones alike.
    assert "codec.placeholders" in graph["tools.validate"]
    assert "codec.context" in graph["codec.values"]  # under TYPE_CHECKING
    assert "api" in graph["tools.validate"]


def test_within_layers():
    graph = _graph()
    # The builder builds; it does not borrow the printer's facts, nor the syntax's.
    assert "codec.printer" not in graph["codec.builder"] and "text.syntax" not in graph["codec.builder"]
    # Values and their lexical facts know nothing of plans or relations.
    for low in ("codec.types", "codec.literals", "codec.values", "codec.context"):
        assert not graph[low] & {"codec.relations", "codec.builder", "codec.printer", "codec.expressions"}, low
