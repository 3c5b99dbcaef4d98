"""What a column reference is: the column's name and type, and the relation that makes it.

Names and types are the one schema derivation's (:mod:`plan.schema`).  The
relation a column comes from is found by following it down from the relation
whose expression refers to it, through the relations that pass it on
(filters, emits, the side of a join), to the relation that makes it: a Read,
or a relation that computes it.
"""

from __future__ import annotations

from dataclasses import dataclass

from google.protobuf.message import Message
from substrait.proto import Rel, RelRoot, Type

from substrait_explain.codec.expressions import join_key_sides
from substrait_explain.codec.extensions import Extensions
from substrait_explain.codec.types import try_format_type
from substrait_explain.plan.schema import JOINS, Columns, Schemas, field_index, join_kind, relation_inputs
from substrait_explain.text import nodes as n

_PASS_THROUGH = ("filter", "fetch", "sort", "top_n", "exchange", "set")


@dataclass(frozen=True)
class Column:
    index: int  # in the columns it was asked about
    name: str | None
    type: str | None
    origin: Rel | None  # the relation that makes the column


def scope_column(rel: Message, index: int, schemas: Schemas, ext: Extensions | None) -> Column | None:
    """Column ``index`` of the columns a plain `$N` in ``rel``'s expressions refers to."""
    if isinstance(rel, RelRoot) or rel.WhichOneof("rel_type") is None:
        return None
    scope = schemas.scope(rel)
    if scope is None or not 0 <= index < len(scope):
        return None
    if rel.WhichOneof("rel_type") == "read":
        origin: Rel | None = rel
    else:
        origin = None
        at = index
        for child in relation_inputs(rel):
            width = len(schemas.output(child) or [])
            if at < width:
                origin = _origin(child, at, schemas, natural=False)
                break
            at -= width
    return Column(index, scope[index].name, _type_text(scope[index].type, ext), origin)


def output_column(rel: Rel, index: int, schemas: Schemas, ext: Extensions | None,
                  natural: bool = False) -> Column | None:
    """Column ``index`` of ``rel``'s output (with ``natural``, before its emit: what an emit picks from)."""
    columns: Columns | None = schemas.natural(rel) if natural else schemas.output(rel)
    if columns is None or not 0 <= index < len(columns):
        return None
    found = columns[index]
    return Column(index, found.name, _type_text(found.type, ext), _origin(rel, index, schemas, natural))


def key_side(rel_line: n.RelLine, ref: n.Ref) -> str | None:
    """`left` or `right` where ``ref`` is a side of a HashJoin's or MergeJoin's key, which
    indexes that input alone (the builder reads it so: :func:`join_key_sides`)."""
    if ref.steps_out or not ref.rooted:
        return None
    for item in rel_line.sections[0]:
        if isinstance(item, n.Named) and item.name == "keys" and isinstance(item.value, n.List):
            for key in item.value.values:
                if isinstance(key, n.Tuple):
                    for value, side in zip(key.items, join_key_sides(key.items), strict=True):
                        if (value.value if isinstance(value, n.Named) else value) is ref:
                            return side
    return None


def _origin(rel: Rel, index: int, schemas: Schemas, natural: bool) -> Rel | None:
    """The relation that makes output column ``index`` of ``rel``."""
    at = index
    while True:  # a loop, not recursion: chains of relations are long
        case = rel.WhichOneof("rel_type")
        if case is None:
            return None
        msg = getattr(rel, case)
        common = getattr(msg, "common", None)
        if not natural and common is not None and common.WhichOneof("emit_kind") == "emit":
            mapping = common.emit.output_mapping
            if not 0 <= at < len(mapping):
                return rel
            at = mapping[at]
        natural = False
        inputs = relation_inputs(rel)
        if case in _PASS_THROUGH and inputs:
            rel = inputs[0]
        elif case in ("project", "window") and inputs:
            width = len(schemas.output(inputs[0]) or [])
            passed = field_index(msg.expressions[at - width]) \
                if case == "project" and width <= at < width + len(msg.expressions) else None
            if at >= width and passed is None:
                return rel  # a column it computes
            rel, at = inputs[0], at if passed is None else passed  # its input's, maybe as `Project[$3]`
        elif case == "aggregate" and inputs and at < len(msg.grouping_expressions):
            passed = field_index(msg.grouping_expressions[at])
            if passed is None:
                return rel
            rel, at = inputs[0], passed  # a grouping key that is a column of its input
        elif case in JOINS and len(inputs) == 2:
            kind = join_kind(msg)
            one_side = inputs[1] if kind.startswith("RIGHT_") and kind != "RIGHT_SINGLE" else \
                inputs[0] if kind in ("LEFT_SEMI", "LEFT_ANTI", "LEFT_MARK") else None
            left = len(schemas.output(inputs[0]) or [])
            if one_side is not None:
                if at >= len(schemas.output(one_side) or []):
                    return rel  # a mark join's mark column
                rel = one_side
            elif at < left:
                rel = inputs[0]
            else:
                at -= left
                rel = inputs[1]
        else:
            return rel


def _type_text(found: Type | None, ext: Extensions | None) -> str | None:
    if found is None:
        return None
    try:
        return try_format_type(found, ext)
    except ValueError:  # a user-defined type whose declaration is missing
        return None
