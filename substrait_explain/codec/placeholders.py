"""Text for what protobuf accepts but no sound plan holds, so that every plan
has a text and round-trips: a relation of no kind, a relation missing an
input, a plan relation with neither a relation nor a Root, an expression with
nothing set, an extension declaration of no kind.  `validate` reports each of them (see validate.py).

- `_[]` is a relation with no kind set (`Rel{}`), as an input line, a
  subquery's `%N:` line or a plan relation.
- `left=_` among a relation's arguments says its input `left` is absent; the
  input lines under it fill the inputs that are present, in order.
- `_:PlanRel[]` is a plan relation with neither `rel` nor `root` set.
- `@ 0: _` under `Declarations of no kind:` in `=== Extensions` is an
  extension declaration with no kind set (no anchor, no URN, no name).
- `()` is an expression with nothing set, as for any message with no fields
  (so a grouping of one such expression uses the explicit `groupings=` form).
"""

from __future__ import annotations

from typing import Final, TypeGuard

from substrait_explain.text import nodes as n

NO_KIND: Final = "_"  # the relation name of `_[]`
NO_KIND_TEXT: Final = "_[]"
EMPTY_PLAN_REL: Final = "PlanRel"  # the subname of `_:PlanRel[]`
EMPTY_PLAN_REL_TEXT: Final = "_:PlanRel[]"
EMPTY_EXPRESSION: Final = "()"
NO_KIND_DECLARATIONS: Final = "Declarations of no kind"  # the group header
NO_KIND_DECLARATION: Final = "@ 0: _"


def absent_input_items(absent: list[str]) -> list[str]:
    """`name=_` for each of the ``absent`` inputs."""
    return [f"{name}=_" for name in absent]


def is_absent_marker(item: n.Node, inputs: tuple[str, ...]) -> TypeGuard[n.Named]:
    """Whether ``item`` is `name=_` for one of ``inputs``."""
    return isinstance(item, n.Named) and item.name in inputs and _is_blank(item.value)


def is_no_kind(line: n.RelLine) -> bool:
    return line.name == NO_KIND and line.subname is None


def is_empty_plan_rel(line: n.RelLine) -> bool:
    return line.name == NO_KIND and line.subname == EMPTY_PLAN_REL


def is_empty_expression(node: n.Node) -> bool:
    return isinstance(node, n.Tuple) and not node.items


def _is_blank(node: n.Node) -> bool:
    return isinstance(node, n.TypeNode) and node.bare and node.name == "_"
