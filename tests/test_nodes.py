"""The syntax nodes (text/nodes.py): plain classes that list their fields in ``FIELDS``,
by which they compare and print and by which the language server walks them."""

import ast
from pathlib import Path

import pytest

from substrait_explain.text import nodes as n

# Read from the source: compiled, a node has no __dict__ and its __init__ no signature.
SOURCE = ast.parse((Path(__file__).parent.parent / "substrait_explain" / "text" / "nodes.py").read_text())
INITS = {c.name: next(f for f in c.body if isinstance(f, ast.FunctionDef) and f.name == "__init__")
         for c in SOURCE.body if isinstance(c, ast.ClassDef) and any(f.name == "__init__" for f in c.body
                                                                      if isinstance(f, ast.FunctionDef))}
NODES = [c for c in vars(n).values() if isinstance(c, type) and issubclass(c, n.Node)]


@pytest.mark.parametrize("kind", NODES, ids=lambda c: c.__name__)
def test_fields_lists_every_argument_and_attribute_of_a_node(kind):
    """A field left out of ``FIELDS`` would be left out of equality, of the repr and of
    the language server's walk over a line's nodes."""
    owner = next(c.__name__ for c in kind.__mro__ if c.__name__ in INITS)
    init = INITS[owner]
    assert kind.FIELDS == tuple(a.arg for a in init.args.args[1:])
    own = [t.attr for s in ast.walk(init) if isinstance(s, ast.Assign) for t in s.targets
           if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and t.value.id == "self"]
    inherited = ["line", "col"] if any(isinstance(c, ast.Call) and isinstance(c.func, ast.Attribute)
                                       and c.func.attr == "__init__" for c in ast.walk(init)) else []
    assert inherited + own == list(kind.FIELDS)  # line and col set by Node.__init__ or by its own


def test_nodes_compare_by_kind_and_fields():
    ref = n.Ref(1, 2, [0], name="a")
    assert ref == n.Ref(1, 2, [0], name="a")
    assert ref != n.Ref(1, 2, [0], name="b") and ref != n.Ref(1, 3, [0], name="a")
    assert n.Int(1, 2, 5) != n.Enum(1, 2, 5)  # the same values, another kind
    assert n.Ellipsis(1, 2) == n.Ellipsis(1, 2) != n.Ellipsis(2, 2)
    with pytest.raises(TypeError):
        hash(ref)  # mutable and equal by value


def test_a_node_prints_its_kind_and_fields():
    assert repr(n.Range(3, 4, 1, 5)) == "Range(line=3, col=4, start=1, end=5)"
    assert repr(n.Named(1, 1, "k", n.Int(1, 5, 2))) == \
        "Named(line=1, col=1, name='k', value=Int(line=1, col=5, value=2))"
