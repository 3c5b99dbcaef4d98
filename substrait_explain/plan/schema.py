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


# ---- the text's count: what an identity emit covers ----------------------------
#
# The emit part of a relation line (`Filter[c => $0, $1, $2]`) is read as the Rust
# substrait-explain reads it: the identity over the relation's direct count is the Direct
# emit, any other list an Emit mapping.  That count is the crate's, which differs from the
# width the plan means in two places: a join counts left + right columns whatever its type,
# and an aggregate does not count the grouping-set column.  Text written here and read by
# the crate must agree on it, so both directions use these two functions: the builder with
# the counts of the input lines it read, the printer with `emitted_count` of each input.

_ONE_INPUT = ("filter", "fetch", "sort", "top_n", "exchange")


def direct_count(case: str, msg, inputs: list[int | None]) -> int | None:
    """What the identity emit of relation ``msg`` (of kind ``case``) covers, given the
    emitted counts of its inputs; None when the plan cannot tell."""
    if case in _ONE_INPUT or case == "set":
        return inputs[0] if inputs else None
    if case in ("project", "window"):
        added = len(msg.expressions) if case == "project" else len(msg.window_functions)
        return None if not inputs or inputs[0] is None else inputs[0] + added
    if case == "aggregate":
        return len(msg.grouping_expressions) + len(msg.measures)
    left, right = inputs if len(inputs) == 2 else (None, None)
    if case in ("join", "cross"):
        return None if left is None or right is None else left + right
    if case in JOINS:
        kind = msg.type
        if kind in _LEFT_ONLY:
            return left
        if kind in _RIGHT_ONLY:
            return right
        if kind in (_LEFT_MARK, _RIGHT_MARK):
            side = left if kind == _LEFT_MARK else right
            return None if side is None else side + 1
        return None if left is None or right is None else left + right
    if case in ("read", "expand"):
        return _leaf_width(case, msg)
    return None


Counts = dict[int, tuple[Rel, "int | None"]]


def emitted_count(rel: Rel, memo: Counts | None = None) -> int | None:
    """How many columns the relation's line says it outputs: its Emit's length, else its
    direct count.  ``memo`` keeps each relation's count by its id (with the relation, so
    that the id stays its own): the printer asks about every relation of a plan, and
    each walks down its chain."""
    path: list[tuple[Rel, int]] = []  # the relations walked and the columns added above each
    added = 0  # a chain of one-input relations is walked in a loop: deep plans stay clear of recursion
    while True:
        known = memo.get(id(rel)) if memo is not None else None
        if known is not None and known[0] is rel:
            count = known[1]
            break
        path.append((rel, added))
        case = rel.WhichOneof("rel_type")
        if case is None or case == "reference":  # a reference's count is its subtree's: unknown here
            count = None if case is None else direct_count(case, getattr(rel, case), [])
            break
        msg = getattr(rel, case)
        if msg.HasField("common") and msg.common.HasField("emit"):
            count = len(msg.common.emit.output_mapping)
            break
        if case in _ONE_INPUT:
            rel = msg.input
        elif case == "set":
            if not msg.inputs:
                count = None
                break
            rel = msg.inputs[0]
        elif case in ("project", "window"):
            added += len(msg.expressions) if case == "project" else len(msg.window_functions)
            rel = msg.input
        else:
            inputs = [emitted_count(msg.left, memo), emitted_count(msg.right, memo)] if case in JOINS else []
            count = direct_count(case, msg, inputs)
            break
    # Each relation walked outputs what the walk ended at, and the columns added below it.
    if memo is not None:
        for walked, above in path:
            memo[id(walked)] = (walked, None if count is None else count + added - above)
    first = path[0][1] if path else added
    return None if count is None else count + added - first
