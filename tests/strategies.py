"""Hypothesis strategies that build any Substrait message from its descriptor.

Every field of every message can be drawn — deprecated ones, oneof cases,
unusual values — so round-trip tests reach what hand-written tests miss.
Depth is bounded by drawing fewer optional fields as messages nest.
"""

from __future__ import annotations

import math
import struct

from google.protobuf.descriptor import FieldDescriptor as FD
from hypothesis import strategies as st
from substrait.proto import Expression, Plan, Rel, Type

_INT_RANGES = {
    FD.TYPE_INT32: (-(2**31), 2**31 - 1), FD.TYPE_SINT32: (-(2**31), 2**31 - 1),
    FD.TYPE_SFIXED32: (-(2**31), 2**31 - 1), FD.TYPE_UINT32: (0, 2**32 - 1), FD.TYPE_FIXED32: (0, 2**32 - 1),
    FD.TYPE_INT64: (-(2**63), 2**63 - 1), FD.TYPE_SINT64: (-(2**63), 2**63 - 1),
    FD.TYPE_SFIXED64: (-(2**63), 2**63 - 1), FD.TYPE_UINT64: (0, 2**64 - 1), FD.TYPE_FIXED64: (0, 2**64 - 1),
}
# Oneofs a sound plan always sets: drawn set nine times in ten, and unset
# (a relation or expression of no kind at all) the tenth, which the format
# writes as a placeholder.
_NEEDS_A_CASE = {"substrait.Rel": "rel_type", "substrait.Expression": "rex_type", "substrait.Type": "kind",
                 "substrait.PlanRel": "rel_type",
                 "substrait.extensions.SimpleExtensionDeclaration": "mapping_type"}
_LEAVES = {"substrait.Rel": "read", "substrait.Expression": "literal", "substrait.Type": "i64"}
# A relation's inputs: drawn present nine times in ten.
_INPUTS = {row["message"]: {f for f in row["inputs"] if f != "view_definition"}
           for row in __import__("substrait_explain.generated.relation_table",
                                 fromlist=["RELATIONS"]).RELATIONS.values()}


def _double(bits: int) -> float:
    return struct.unpack("<d", bits.to_bytes(8, "little"))[0]


# Doubles every float field must keep bit for bit, drawn often: signed zeros,
# infinities, the quiet NaN and NaNs of either sign with other payloads.
_ODD_DOUBLES = [-0.0, 0.0, math.inf, -math.inf, math.nan] + [_double(b) for b in (
    0xFFF8000000000000, 0x7FF8000000000001, 0x7FF0000000000001, 0xFFFFFFFFFFFFFFFF, 0x7FF4000000000000)]


def _scalar(field) -> st.SearchStrategy:
    t = field.type
    if field.enum_type is not None:
        return st.sampled_from([v.number for v in field.enum_type.values])
    if t in _INT_RANGES:
        low, high = _INT_RANGES[t]
        return st.one_of(st.integers(0, 10), st.integers(low, high))
    if t == FD.TYPE_BOOL:
        return st.booleans()
    if t == FD.TYPE_STRING:
        return st.one_of(st.sampled_from(["", "a", "x y", "it's", 'q"d', "é", "a.b"]), st.text(max_size=8))
    if t == FD.TYPE_BYTES:
        return st.binary(max_size=17)
    if t == FD.TYPE_DOUBLE:
        return st.one_of(st.floats(), st.sampled_from(_ODD_DOUBLES))
    if t == FD.TYPE_FLOAT:
        return st.floats(width=32)
    raise AssertionError(f"no strategy for field type {t}")


@st.composite
def message(draw, descriptor, budget: int = 12):
    """A message of type ``descriptor``; ``budget`` bounds how much nests inside."""
    from google.protobuf import message_factory

    msg = message_factory.GetMessageClass(descriptor)()
    _fill(draw, msg, budget)
    return msg


def _fill(draw, msg, budget: int) -> None:
    d = msg.DESCRIPTOR
    chosen_oneofs = {}
    for oneof in d.oneofs:
        if oneof.name == _NEEDS_A_CASE.get(d.full_name) and budget <= 0 and d.full_name in _LEAVES:
            chosen_oneofs[oneof.name] = d.fields_by_name[_LEAVES[d.full_name]]
            continue
        required = oneof.name == _NEEDS_A_CASE.get(d.full_name)
        options = list(oneof.fields)
        if draw(st.integers(0, 9)) == 0 if required else draw(st.booleans()):
            continue
        chosen_oneofs[oneof.name] = draw(st.sampled_from(options))
    for field in d.fields:
        oneof = field.containing_oneof
        if oneof is not None:
            if chosen_oneofs.get(oneof.name) is not field:
                continue
        elif field.name in _INPUTS.get(d.full_name, ()) and not field.is_repeated:
            if draw(st.integers(0, 9)) == 0:
                continue
        elif budget <= 0 or not draw(st.booleans()):
            continue
        _fill_field(draw, msg, field, budget - 1 - (3 if field.message_type is not None else 0))


def _fill_field(draw, msg, field, budget: int) -> None:
    if field.is_repeated:
        count = draw(st.integers(0, 2 if budget > 0 else 0))
        for _ in range(count):
            if field.message_type is not None:
                _fill(draw, getattr(msg, field.name).add(), budget)
            else:
                getattr(msg, field.name).append(draw(_scalar(field)))
        return
    if field.message_type is not None:
        target = getattr(msg, field.name)
        target.SetInParent()
        _fill(draw, target, budget)
        return
    setattr(msg, field.name, draw(_scalar(field)))


def plans(budget: int = 14) -> st.SearchStrategy:
    return message(Plan.DESCRIPTOR, budget)


def relations(budget: int = 12) -> st.SearchStrategy:
    return message(Rel.DESCRIPTOR, budget)


def expressions(budget: int = 10) -> st.SearchStrategy:
    return message(Expression.DESCRIPTOR, budget)


def types(budget: int = 8) -> st.SearchStrategy:
    return message(Type.DESCRIPTOR, budget)


__all__ = ["message", "plans", "relations", "expressions", "types", "math"]
