"""Fields a plan holds that no installed proto knows: a newer Substrait's, or a producer's own.

Protobuf keeps them as unknown fields of the message that held them, and binary output
writes them again as they came.  The text says them in an `Unknown Fields:` group, by the
place of each message that holds some (docs/FORMAT.md, "Unknown fields").

Finding them means walking every message of a plan, which a plan without any should not pay
for on each format.  :func:`~substrait_explain.api.load_plan` walks a binary plan anyway (to
read its removed fields), and marks a plan in which it found some: an empty unknown field of
``Plan`` numbered in the range protobuf reserves for itself, as the old fields' note is.  The
printer walks only a marked plan, the parser marks what it builds, and the writers drop the
mark.  A plan that holds unknown fields but neither the mark nor the note came from no load
(protobuf read a producer's bytes itself): the printer reads it as a load would first
(:func:`holds_any`, and the reader's count of the fields it skipped).
"""

from __future__ import annotations

from typing import Any, Final

from google.protobuf.descriptor import Descriptor
from google.protobuf.message import Message
from google.protobuf.unknown_fields import UnknownFieldSet
from substrait.proto import Plan

from substrait_explain.plan import legacy, wire

MARK: Final = 19998  # Plan's unknown field saying the plan holds unknown fields
NOTE: Final = 19999  # Plan's unknown field holding the note of its old fields (plan/old_fields.py)
_MARKED: Final = wire.varint(MARK << 3 | 2) + b"\x00"
# The unknown fields that are not the text's to say: the removed fields, which old_fields
# writes, and this package's notes on the plan, length-delimited, in the range protobuf reserves
# for itself (19000 to 19999, which no proto may define, but a producer's bytes may hold).
_NOTES: Final = frozenset({MARK, NOTE})


def marked(unknowns: list[tuple[int, bytes]]) -> bool:
    """Whether a plan whose length-delimited unknown fields are ``unknowns`` is marked."""
    return any(number == MARK for number, _ in unknowns)


def holds(plan: Plan) -> bool:
    """Whether ``plan`` is marked: it holds unknown fields the text says."""
    return marked([(u.field_number, u.data) for u in UnknownFieldSet(plan) if u.wire_type == 2])


def loaded(unknowns: list[tuple[int, bytes]]) -> bool:
    """Whether a plan whose length-delimited unknown fields are ``unknowns`` was read by this
    package (a load, or the parser): its unknown fields, if any, are said by its mark or its note."""
    return any(number in _NOTES for number, _ in unknowns)


def read_here(plan: Plan) -> bool:
    """Whether this package read ``plan`` (a load, or the parser): it carries the mark or the note."""
    return loaded([(u.field_number, b"") for u in UnknownFieldSet(plan) if u.wire_type == 2])


def holds_any(plan: Plan) -> bool:
    """Whether ``plan`` holds unknown fields anywhere.  Through protobuf's C code, not a walk:
    a copy without them is shorter."""
    bare = Plan()
    bare.CopyFrom(plan)
    bare.DiscardUnknownFields()
    return bare.ByteSize() != plan.ByteSize()


def mark(plan: Plan) -> Plan:
    """``plan`` (changed in place) marked as holding unknown fields."""
    plan.MergeFromString(_MARKED)
    return plan


def unmarked(data: bytes) -> bytes:
    """A plan's bytes ``data`` without the mark, cut from them (no copy of the plan to read again)."""
    if _MARKED not in data:
        return data
    try:
        fields = list(wire.fields(data, groups=True))
    except ValueError:
        return data  # not a plan's bytes: protobuf's reader says why
    return b"".join(data[f.start:f.end] for f in fields if data[f.start:f.end] != _MARKED)


def foreign(message: Descriptor, number: int, wire_type: int) -> bool:
    """Whether a field (``number``, ``wire_type``) of a ``message`` is one the text says as an
    unknown field: one the message does not know (by its number, or in that wire type, which a
    known number in another is to protobuf) and not this package's own."""
    if wire.known(message, number, wire_type):
        return False
    if number in _NOTES and wire_type == 2 and message.full_name == "substrait.Plan":
        return False
    return not legacy.is_removed(message.full_name, number, wire_type)


def places(plan: Plan) -> list[tuple[str, bytes]]:
    """Each message of ``plan`` holding unknown fields the text says (see :func:`foreign`), as
    (its place, those fields as protobuf keeps them), in the order of a walk through the plan's fields."""
    found: list[tuple[str, bytes]] = []
    todo: list[tuple[Message, str]] = [(plan, "")]
    while todo:  # iterative: a plan may nest deeper than Python recurses
        msg, path = todo.pop()
        if len(UnknownFieldSet(msg)):
            data = msg.SerializeToString()
            kept = b"".join(data[f.start:f.end] for f in wire.fields(data, groups=True)
                            if foreign(msg.DESCRIPTOR, f.number, f.wire_type))
            if kept:
                found.append((path, kept))
        inner: list[tuple[Message, str]] = []
        for fd, value in msg.ListFields():
            if fd.message_type is None:
                continue
            where = f"{path}.{fd.name}" if path else fd.name
            if fd.is_repeated:
                inner.extend((item, f"{where}[{i}]") for i, item in enumerate(value))
            else:
                inner.append((value, where))
        todo.extend(reversed(inner))
    return found


def decode(data: bytes) -> list[tuple[int, int, int | bytes]]:
    """The fields ``data`` holds, as (number, wire type, value): a varint, fixed32 or fixed64
    as its number, a length-delimited field or a group (wire type 3) as its bytes."""
    out: list[tuple[int, int, int | bytes]] = []
    for f in wire.fields(data, groups=True):
        value: int | bytes
        if f.wire_type == 0:
            read = wire.read_varint(data, f.value, f.end)
            assert read is not None  # fields read it already
            value = read[0]
        elif f.wire_type in (1, 5):
            value = int.from_bytes(data[f.value:f.end], "little")
        elif f.wire_type == 3:
            value = data[f.value:f.end - len(wire.varint(f.number << 3 | 4))]
        else:
            value = data[f.value:f.end]
        out.append((f.number, f.wire_type, value))
    return out


def encode(number: int, wire_type: int, value: int | bytes) -> bytes:
    """The field (number, wire type, value), as :func:`decode` gives it, as protobuf writes it."""
    tag = wire.varint(number << 3 | wire_type)
    if isinstance(value, int):
        return tag + (wire.varint(value) if wire_type == 0 else value.to_bytes(8 if wire_type == 1 else 4, "little"))
    if wire_type == 3:
        return tag + value + wire.varint(number << 3 | 4)
    return tag + wire.varint(len(value)) + value


def message_at(plan: Plan, path: str) -> Any:
    """The message at ``path`` (``relations[0].root.input``) in ``plan``, or None."""
    msg: Any = plan
    for step in path.split(".") if path else []:
        name, _, index = step.partition("[")
        fd = msg.DESCRIPTOR.fields_by_name.get(name)
        if fd is None or fd.message_type is None or fd.is_repeated != bool(index):
            return None
        if not index:
            if not msg.HasField(name):
                return None
            msg = getattr(msg, name)
            continue
        items, i = getattr(msg, name), index.rstrip("]")
        if not (i.isascii() and i.isdigit()) or str(int(i)) != i or int(i) >= len(items):  # one spelling a place
            return None
        msg = items[int(i)]
    return msg
