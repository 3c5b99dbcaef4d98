"""The `Unknown Fields:` group of `=== Extensions`: the fields no installed proto knows, by the
place of the message holding them (see plan/unknown.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from google.protobuf.message import DecodeError
from substrait.proto import Plan

from substrait_explain.base.errors import UINT32, UINT64, ParseError, check_int
from substrait_explain.plan import legacy, unknown
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
    return [f"{GROUP}:", *(place_line(place, data) for place, data in found)]


def place_line(place: str, data: bytes) -> str:
    """The line saying the fields ``data`` of the message at ``place`` (none: ``x''``)."""
    return f"  {quote_string(place)}: {_fields(data) if data else _hex(data)}"


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
        data = line_data(line, msg, _check_number, "unknown field")
        try:
            msg.MergeFromString(data)
        except DecodeError as e:  # a length-delimited value is never read: this is the last resort
            raise ParseError(f"unknown fields of {line.place!r} are not protobuf's wire format: {e}",
                             line.line, line.col) from None


Check = Callable[[Any, int, int, "n.UnknownValue | n.UnknownField"], None]


def line_data(line: n.UnknownFieldsLine, msg: Any, check: Check, what: str, none: bool = False) -> bytes:
    """The bytes of the fields a `'place': ...` line says of ``msg``, each ``check``-ed (its
    message's descriptor, number, wire type and where it is written); ``what`` the line's fields
    are; with ``none``, ``x''`` says there are none."""
    if line.raw is None:
        data = b""
        for field in line.fields:
            wire = _wire(field.value)
            check(msg.DESCRIPTOR, field.number, wire, field)
            data += unknown.encode(field.number, wire, field.value.value)
        return data
    raw = line.raw
    assert isinstance(raw.value, bytes)  # the grammar's BYTES
    if not raw.value and not none:
        raise ParseError(f"x'' holds no {what} of {line.place!r}", raw.line, raw.col, None, "leave the line out")
    for number, wire in _fields_in(raw.value, raw):
        check(msg.DESCRIPTOR, number, wire, raw)
    return raw.value


def _fields_in(data: bytes, where: n.UnknownValue) -> list[tuple[int, int]]:
    """The (number, wire type) of each field in ``data``, which must be protobuf's wire format."""
    try:
        return [(number, wire) for number, wire, _ in unknown.decode(data)]
    except ValueError as e:
        raise ParseError(f"{_hex(data)} is not protobuf's wire format: {e}", where.line, where.col) from None


def _wire(value: n.UnknownValue) -> int:
    """The wire type ``value`` is written in, once what it holds fits it."""
    plain = 2 if isinstance(value.value, bytes) else 0
    wire = plain if value.wire is None else _WIRE_OF.get(value.wire)
    if wire is None:
        raise ParseError(f"unknown spelling {value.wire}(...) of an unknown field's value", value.line, value.col,
                         None, "a value is a number, x'bytes', fixed32(number), fixed64(number) or group(x'fields')")
    if isinstance(value.value, bytes) != (wire in (2, 3)):
        raise ParseError(f"{value.wire}(...) holds {'fields, as bytes' if wire == 3 else 'a number'}",
                         value.line, value.col)
    if isinstance(value.value, int):
        check_int(value, value.value, UINT32 if wire == 5 else UINT64, "is out of range for its wire type")
    elif wire == 3:
        _fields_in(value.value, value)
    return wire


def _check_number(descriptor: Any, number: int, wire: int, where: n.UnknownValue | n.UnknownField) -> None:
    """Field ``number`` in wire type ``wire`` is one the message of ``descriptor`` does not know,
    and not one of the package's own (a removed field, a note)."""
    check_int(where, number, _FIELD_NUMBERS, "is out of range for a field number")
    if unknown.foreign(descriptor, number, wire):
        return
    name = descriptor.full_name
    known = descriptor.fields_by_number.get(number)
    if known is not None:
        raise ParseError(f"field {number} of {name} is its {known.name!r}, not an unknown field",
                         where.line, where.col, None, "write it by its name where the message is written")
    if legacy.is_removed(name, number, wire):
        raise ParseError(f"field {number} of {name} is a removed field, not an unknown one",
                         where.line, where.col, None, "removed fields are said by 'Old Fields:'")
    raise ParseError(f"field {number} of {name} is a note of substrait-explain's own, not an unknown field",
                     where.line, where.col, None,
                     f"the plan's length-delimited fields {unknown.MARK} and {unknown.NOTE} are the package's; "
                     "leave them out")
