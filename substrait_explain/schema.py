"""How many columns a relation outputs, when that can be told from the plan.

The Project and Aggregate short forms need it: in `Project[$0, add($0, $1)]`
the computed column's position depends on the input's width.  Chains of
relations are walked in a loop, so deep plans do not hit the recursion limit.
"""

from __future__ import annotations

from substrait.proto import Rel

# JoinType numbers (shared by every join message) -> which sides' columns come out.
_LEFT_ONLY = {5, 6, 7}  # left semi, left anti, left single
_RIGHT_ONLY = {8, 9, 10}
_LEFT_MARK, _RIGHT_MARK = 11, 12
# Rel cases that join two inputs.
JOINS = frozenset(("join", "hash_join", "merge_join", "nested_loop_join", "lateral_join", "cross"))


def output_width(rel: Rel) -> int | None:
    """The width after the relation's emit."""
    return _width(rel, use_emit=True)


def natural_width(rel: Rel) -> int | None:
    """The width before the relation's own emit (what its emit indexes into)."""
    return _width(rel, use_emit=False)


def _width(rel: Rel, use_emit: bool) -> int | None:
    added = 0  # columns the relations walked so far add to their input's
    while True:
        case = rel.WhichOneof("rel_type")
        if case is None:
            return None
        msg = getattr(rel, case)
        common = getattr(msg, "common", None)
        if use_emit and common is not None and common.WhichOneof("emit_kind") == "emit":
            return added + len(common.emit.output_mapping)
        use_emit = True
        if case in ("filter", "fetch", "sort", "top_n", "exchange"):
            rel = msg.input
        elif case == "project":
            added += len(msg.expressions)
            rel = msg.input
        elif case == "window":
            added += len(msg.window_functions)
            rel = msg.input
        elif case == "set":
            if not msg.inputs:
                return None
            rel = msg.inputs[0]
        else:
            width = _leaf_width(case, msg)
            return None if width is None else added + width


def _leaf_width(case: str, msg) -> int | None:
    if case == "read":
        if msg.HasField("projection") and msg.projection.select.struct_items:
            return len(msg.projection.select.struct_items)
        return len(msg.base_schema.struct.types) if msg.HasField("base_schema") else None
    if case == "aggregate":
        return len(msg.grouping_expressions) + len(msg.measures) + (1 if len(msg.groupings) > 1 else 0)
    if case == "expand":
        return len(msg.fields)
    if case in JOINS:
        left, right = output_width(msg.left), output_width(msg.right)
        kind = getattr(msg, "type", 1)
        if kind in _LEFT_ONLY:
            return left
        if kind in _RIGHT_ONLY:
            return right
        if kind == _LEFT_MARK:
            return None if left is None else left + 1
        if kind == _RIGHT_MARK:
            return None if right is None else right + 1
        return None if left is None or right is None else left + right
    return None
