"""The `Unknown Fields:` group of `=== Extensions`: the fields no installed proto knows, by the
place of the message holding them (see plan/unknown.py)."""

from __future__ import annotations

from typing import Any, Final

from google.protobuf.message import DecodeError
from substrait.proto import Plan

from substrait_explain.base.errors import UINT32, UINT64, ParseError, check_int
from substrait_explain.plan import unknown
from substrait_explain.text import nodes as n
from substrait_explain.text.lexical import quote_string

GROUP: Final = "Unknown Fields"
# A value's spelling by its wire type, where it is not a plain number (varint) or bytes (length-delimited).
_SPELLED: Final = {1: "fixed64", 3: "group", 5: "fixed32"}
_WIRE_OF: Final = {name: wire for wire, name in _SPELLED.items()}
_FIELD_NUMBERS: Final = (1, (1 << 29) - 1)


def lines(plan: Plan) -> list[str]:
    """The group's lines for ``plan`` (none when it holds no unknown field)."""
    found = unknown.places(plan)
    if not found:
        return []
    return [f"{GROUP}:", *(f"  {quote_string(place)}: {_fields(data)}" for place, data in found)]


def _fields(data: bytes) -> str:
    fields = unknown.decode(data)
    if b"".join(unknown.encode(*field) for field in fields) != data:
        return _hex(data)  # written other than protobuf writes it (an overlong varint): kept as it came
    return ", ".join(f"{number} = {_value(wire, value)}" for number, wire, value in fields)


def _value(wire: int, value: int | bytes) -> str:
    shown = _hex(value) if isinstance(value, bytes) else str(value)
    return f"{_SPELLED[wire]}({shown})" if wire in _SPELLED else shown


def _hex(data: bytes) -> str:
    return f"x'{data.hex()}'"


def add(plan: Plan, found: list[n.UnknownFieldsLine]) -> None:
    """Put the fields of the `Unknown Fields:` lines ``found`` into ``plan``, once the rest is built."""
    seen: dict[str, int] = {}
    for line in found:
        if line.place in seen:
            raise ParseError(f"the place {line.place!r} is named twice (first on line {seen[line.place]})",
                             line.line, line.col, None, "put all of a message's unknown fields on one line")
        seen[line.place] = line.line
        msg = unknown.message_at(plan, line.place)
        if msg is None:
            raise ParseError(f"unknown fields: the plan has no message at {line.place!r}", line.line, line.col, None,
                             "a place is the path of protobuf field names from the plan to the message, "
                             "e.g. 'relations[0].root.input.read', or '' for the plan itself")
        if line.raw is None:
            for field in line.fields:
                _check_number(msg.DESCRIPTOR, field.number, field)
            data = b"".join(_encoded(field) for field in line.fields)
        else:
            data = line.raw
            if not data:
                raise ParseError(f"x'' holds no unknown field of {line.place!r}", line.line, line.col, None,
                                 "leave the line out")
            for number in _numbers(data, line):
                _check_number(msg.DESCRIPTOR, number, line)
        try:
            msg.MergeFromString(data)
        except DecodeError as e:  # a length-delimited value is never read: this is the last resort
            raise ParseError(f"unknown fields of {line.place!r} are not protobuf's wire format: {e}",
                             line.line, line.col) from None


def _numbers(data: bytes, where: n.UnknownFieldsLine | n.UnknownField) -> list[int]:
    """The numbers of the fields in ``data``, which must be protobuf's wire format."""
    try:
        return [number for number, _, _ in unknown.decode(data)]
    except ValueError as e:
        raise ParseError(f"{_hex(data)} is not protobuf's wire format: {e}", where.line, where.col) from None


def _encoded(field: n.UnknownField) -> bytes:
    plain = 2 if isinstance(field.value, bytes) else 0
    wire = plain if field.wire is None else _WIRE_OF.get(field.wire)
    if wire is None:
        raise ParseError(f"unknown spelling {field.wire}(...) of an unknown field's value", field.line, field.col,
                         None, "a value is a number, x'bytes', fixed32(number), fixed64(number) or group(x'fields')")
    if isinstance(field.value, bytes) != (wire in (2, 3)):
        raise ParseError(f"{field.wire}(...) holds {'fields, as bytes' if wire == 3 else 'a number'}",
                         field.line, field.col)
    if isinstance(field.value, int):
        check_int(field, field.value, UINT32 if wire == 5 else UINT64, "is out of range for its wire type")
    elif wire == 3:
        _numbers(field.value, field)
    return unknown.encode(field.number, wire, field.value)


def _check_number(descriptor: Any, number: int, where: n.UnknownFieldsLine | n.UnknownField) -> None:
    """``number`` is a field the message of ``descriptor`` does not know, and not one of the
    package's own (a removed field, a reserved number)."""
    check_int(where, number, _FIELD_NUMBERS, "is out of range for a field number")
    known = descriptor.fields_by_number.get(number)
    if known is not None:
        raise ParseError(f"field {number} of {descriptor.full_name} is its {known.name!r}, not an unknown field",
                         where.line, where.col, None, "write it by its name where the message is written")
    if number in unknown.RESERVED:
        raise ParseError(f"field {number} is in the range protobuf reserves for itself (19000 to 19999)",
                         where.line, where.col, None, "no proto has such a field: this package keeps its notes there")
    if not unknown.foreign(descriptor.full_name, number):
        raise ParseError(f"field {number} of {descriptor.full_name} is a removed field, not an unknown one",
                         where.line, where.col, None, "removed fields are said by 'Old Fields:'")
