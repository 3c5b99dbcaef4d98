"""What a column reference is: the column's name, its type and the relation that makes it.

Names come from :mod:`codec.colnames`.  A column is followed down from the
relation whose expression refers to it, through the relations that pass it
on (filters, emits, the side of a join), to the relation that makes it: a
Read (its type is in the table's schema), or a relation that computes it
(its type is the one its expression declares).
"""

from __future__ import annotations

from dataclasses import dataclass

from google.protobuf.message import Message
from substrait.proto import Expression, Rel, RelRoot, Type

from substrait_explain.codec.colnames import UNKNOWN, ColumnNames
from substrait_explain.codec.extensions import Extensions
from substrait_explain.codec.types import try_format_type
from substrait_explain.plan.schema import JOINS, output_width

_PASS_THROUGH = ("filter", "fetch", "sort", "top_n", "exchange")
_LEFT_ONLY, _RIGHT_ONLY = {5, 6, 7}, {8, 9, 10}  # JoinRel's join types whose output is one side


@dataclass(frozen=True)
class Column:
    index: int  # in the scope it was asked about
    name: str | None
    type: str | None
    origin: Rel | None  # the relation that makes the column


def scope_column(rel: Message, index: int, names: ColumnNames, ext: Extensions | None) -> Column | None:
    """Column ``index`` of the columns a plain `$N` in ``rel``'s expressions refers to."""
    if isinstance(rel, RelRoot):
        return None
    case = rel.WhichOneof("rel_type")
    if case is None:
        return None
    scope = names.scope(rel)
    name = scope[index] if scope is not None and 0 <= index < len(scope) else None
    msg = getattr(rel, case)
    if case == "read":
        types = msg.base_schema.struct.types
        found = _type_text(types[index], ext) if 0 <= index < len(types) else None
        return Column(index, _known(name), found, rel)
    inputs = _inputs(case, msg)
    at = index
    for child in inputs:
        width = output_width(child)
        if width is None:
            return Column(index, _known(name), None, None)
        if at < width:
            traced = output_column(child, at, names, ext)
            return Column(index, _known(name) or traced.name, traced.type, traced.origin)
        at -= width
    return None


def output_column(rel: Rel, index: int, names: ColumnNames, ext: Extensions | None,
                  natural: bool = False) -> Column:
    """Column ``index`` of ``rel``'s output (with ``natural``, before its emit: what an emit picks from)."""
    out = names.of(rel)
    if natural:  # named as the output column the emit puts it in, if it does
        case = rel.WhichOneof("rel_type")
        common = getattr(getattr(rel, case), "common", None) if case else None
        picked = list(common.emit.output_mapping) if common is not None and common.HasField("emit") else None
        at_out = index if picked is None else picked.index(index) if index in picked else None
        name = _known(out[at_out]) if out is not None and at_out is not None and at_out < len(out) else None
    else:
        name = _known(out[index]) if out is not None and 0 <= index < len(out) else None
    at = index
    while True:  # a loop, not recursion: chains of relations are long
        case = rel.WhichOneof("rel_type")
        if case is None:
            return Column(index, name, None, None)
        msg = getattr(rel, case)
        common = getattr(msg, "common", None)
        if not natural and common is not None and common.WhichOneof("emit_kind") == "emit":
            mapping = common.emit.output_mapping
            if not 0 <= at < len(mapping):
                return Column(index, name, None, rel)
            at = mapping[at]
        natural = False
        if case in _PASS_THROUGH:
            rel = msg.input
        elif case == "set" and msg.inputs:
            rel = msg.inputs[0]
        elif case in ("project", "window") and msg.input.WhichOneof("rel_type") is not None:
            width = output_width(msg.input)
            computed = msg.expressions if case == "project" else msg.window_functions
            if width is not None and at < width:
                rel = msg.input
                continue
            k = at - (width or 0)
            if width is None or k >= len(computed):
                return Column(index, name, None, rel)
            item = computed[k]
            passed = _field_index(item) if case == "project" else None
            if passed is not None:  # `Project[$3]`: a column of its input, passed on
                rel, at = msg.input, passed
                continue
            kind = _expression_type(item) if case == "project" else \
                (item.output_type if item.HasField("output_type") else None)
            return Column(index, name, _type_text(kind, ext), rel)
        elif case in JOINS:
            left, right = msg.left, msg.right
            kind = getattr(msg, "type", 1)
            if kind in _RIGHT_ONLY:
                rel = right
                continue
            width = output_width(left)
            if kind in _LEFT_ONLY or (width is not None and at < width):
                rel = left
                continue
            if width is None:
                return Column(index, name, None, rel)
            at -= width
            rel = right
        elif case == "read":
            schema = msg.base_schema.struct.types
            items = msg.projection.select.struct_items if msg.HasField("projection") else []
            field = items[at].field if at < len(items) else at
            found = _type_text(schema[field], ext) if 0 <= field < len(schema) else None
            return Column(index, name, found, rel)
        elif case == "aggregate":
            keys = len(msg.grouping_expressions)
            if at < keys:
                key = msg.grouping_expressions[at]
                passed = _field_index(key)
                if passed is not None and msg.HasField("input"):  # a grouping key that is a column of its input
                    rel, at = msg.input, passed
                    continue
                return Column(index, name, _type_text(_expression_type(key), ext), rel)
            measure = msg.measures[at - keys].measure if at - keys < len(msg.measures) else None
            found = measure.output_type if measure is not None and measure.HasField("output_type") else None
            return Column(index, name, _type_text(found, ext), rel)
        else:
            return Column(index, name, None, rel)


def _inputs(case: str, msg: Message) -> list[Rel]:
    if case in JOINS:  # a join's expressions see both sides, whatever it outputs
        return [msg.left, msg.right]
    if case == "set":
        return list(msg.inputs[:1])
    if "input" in msg.DESCRIPTOR.fields_by_name and msg.HasField("input"):
        return [msg.input]
    return []


def _field_index(e: Expression) -> int | None:
    """N, when ``e`` is a plain `$N` (a column of the input)."""
    if e.WhichOneof("rex_type") != "selection":
        return None
    ref = e.selection
    if ref.WhichOneof("root_type") not in (None, "root_reference") or \
            ref.WhichOneof("reference_type") != "direct_reference" or \
            ref.direct_reference.WhichOneof("reference_type") != "struct_field" or \
            ref.direct_reference.struct_field.HasField("child"):
        return None
    return ref.direct_reference.struct_field.field


def _expression_type(e: Expression) -> Type | None:
    """The type an expression declares: a call's output type, a cast's type."""
    kind = e.WhichOneof("rex_type")
    if kind in ("scalar_function", "window_function") and getattr(e, kind).HasField("output_type"):
        return getattr(e, kind).output_type
    if kind == "cast":
        return e.cast.type
    return None


def _type_text(found: Type | None, ext: Extensions | None) -> str | None:
    if found is None:
        return None
    try:
        return try_format_type(found, ext)
    except ValueError:  # a user-defined type whose declaration is missing
        return None


def _known(name: str | None) -> str | None:
    return None if name is None or name == UNKNOWN else name
