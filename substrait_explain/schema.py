"""How many columns a relation outputs, when that can be told from the plan.

The Project and Aggregate short forms need it: in `Project[$0, add($0, $1)]`
the computed column's position depends on the input's width.
"""

from __future__ import annotations

from substrait.proto import Rel

# JoinType numbers (shared by every join message) -> which sides' columns come out.
_LEFT_ONLY = {5, 6, 7}  # left semi, left anti, left single
_RIGHT_ONLY = {8, 9, 10}
_LEFT_MARK, _RIGHT_MARK = 11, 12


def output_width(rel: Rel) -> int | None:
    case = rel.WhichOneof("rel_type")
    if case is None:
        return None
    msg = getattr(rel, case)
    common = getattr(msg, "common", None)
    if common is not None and common.WhichOneof("emit_kind") == "emit":
        return len(common.emit.output_mapping)
    return _natural_width(case, msg)


def _natural_width(case: str, msg) -> int | None:
    if case == "read":
        if msg.HasField("projection") and msg.projection.select.struct_items:
            return len(msg.projection.select.struct_items)
        return len(msg.base_schema.struct.types) if msg.HasField("base_schema") else None
    if case in ("filter", "fetch", "sort", "top_n", "exchange"):
        return output_width(msg.input)
    if case == "project":
        width = output_width(msg.input)
        return None if width is None else width + len(msg.expressions)
    if case == "aggregate":
        return len(msg.grouping_expressions) + len(msg.measures) + (1 if len(msg.groupings) > 1 else 0)
    if case == "window":
        width = output_width(msg.input)
        return None if width is None else width + len(msg.window_functions)
    if case == "expand":
        return len(msg.fields)
    if case == "set":
        return output_width(msg.inputs[0]) if msg.inputs else None
    if case in ("join", "hash_join", "merge_join", "nested_loop_join", "lateral_join", "cross"):
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
