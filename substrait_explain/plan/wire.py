"""The protobuf wire format, as far as raw bytes need it: varints and the
extent of each field.  Used where protobuf's own decoder cannot help:
telling how deep a binary plan nests before decoding it, and re-encoding a
message without some of its unknown fields."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any, Final

from google.protobuf.descriptor import Descriptor, FieldDescriptor

_T = FieldDescriptor
_WIRE_TYPE: Final = {  # the wire type protobuf writes a field of each type in
    **dict.fromkeys((_T.TYPE_INT32, _T.TYPE_INT64, _T.TYPE_UINT32, _T.TYPE_UINT64, _T.TYPE_SINT32,
                     _T.TYPE_SINT64, _T.TYPE_BOOL, _T.TYPE_ENUM), 0),
    **dict.fromkeys((_T.TYPE_FIXED64, _T.TYPE_SFIXED64, _T.TYPE_DOUBLE), 1),
    **dict.fromkeys((_T.TYPE_STRING, _T.TYPE_BYTES, _T.TYPE_MESSAGE), 2),
    _T.TYPE_GROUP: 3,
    **dict.fromkeys((_T.TYPE_FIXED32, _T.TYPE_SFIXED32, _T.TYPE_FLOAT), 5),
}


def known(message: Descriptor, number: int, wire_type: int) -> bool:
    """Whether protobuf reads field ``number`` in ``wire_type`` into a field of ``message``:
    one of its number, written in that wire type (a repeated number packed too).  Otherwise
    it keeps it as an unknown field."""
    field = message.fields_by_number.get(number)
    if field is None:
        return False
    own = _WIRE_TYPE[field.type]
    return wire_type == own or field.is_repeated and own in (0, 1, 5) and wire_type == 2


class Field:
    """A field of a message's bytes.  (A plain class: a NamedTuple takes more to create than
    the rest of the module, at every start of the package.)"""

    __slots__ = ("number", "wire_type", "start", "value", "end")

    def __init__(self, number: int, wire_type: int, start: int, value: int, end: int) -> None:
        self.number = number
        self.wire_type = wire_type
        self.start = start  # where its tag starts
        self.value = value  # where its value starts (after the length, for wire type 2)
        self.end = end  # just past it


def read_varint(data: bytes, pos: int, end: int | None = None) -> tuple[int, int] | None:
    """The varint at ``pos`` and the position after it; None when ``data``
    ends (or ``end`` comes) first or it runs past 10 bytes."""
    end = len(data) if end is None else end
    shift = result = 0
    while pos < end and shift < 70:
        byte = data[pos]
        pos += 1
        result |= (byte & 0x7F) << shift
        if not byte & 0x80:
            return result, pos
        shift += 7
    return None


def varint(value: int) -> bytes:
    """``value`` as a varint; a negative one sign-extended to 64 bits, as protobuf writes it."""
    value &= (1 << 64) - 1
    out = bytearray()
    while value >= 0x80:
        out.append(value & 0x7F | 0x80)
        value >>= 7
    out.append(value)
    return bytes(out)


def length_delimited(number: int, data: bytes) -> bytes:
    """Field ``number`` holding ``data`` (a message's bytes, a string's), as protobuf writes it."""
    return varint(number << 3 | 2) + varint(len(data)) + data


def fields(data: bytes, start: int = 0, end: int | None = None, groups: bool = False) -> Iterator[Field]:
    """The fields of the message encoded in ``data[start:end]``, in order.

    Raises ValueError when the bytes are not a message: a bad tag, field number
    0, a group (wire types 3 and 4, unused by Substrait, unless ``groups``: then
    a group is one field, its value up to its end tag) or a field running past
    ``end``."""
    end = len(data) if end is None else end
    pos = start
    while pos < end:
        read = read_varint(data, pos, end)
        if read is None or read[0] >> 3 == 0:
            raise ValueError(f"no field tag at byte {pos}")
        tag, value = read
        value, after = _extent(data, pos, tag, value, end, groups)
        yield Field(tag >> 3, tag & 7, pos, value, after)
        pos = after


def _extent(data: bytes, pos: int, tag: int, value: int, end: int, groups: bool) -> tuple[int, int]:
    """Where the value of the field at ``pos`` starts (after its length), and where the field
    ends: its tag ``tag`` is read, up to ``value``."""
    wire_type = tag & 7
    if wire_type == 0:
        read = read_varint(data, value, end)
        if read is None:
            raise ValueError(f"a truncated varint at byte {value}")
        after = read[1]
    elif wire_type == 1:
        after = value + 8
    elif wire_type == 5:
        after = value + 4
    elif wire_type == 2:
        read = read_varint(data, value, end)
        if read is None:
            raise ValueError(f"a truncated length at byte {value}")
        value = read[1]
        after = value + read[0]
    elif wire_type == 3 and groups:
        after = _group_end(data, tag, value, end)
    else:
        raise ValueError(f"unsupported wire type {wire_type} in field {tag >> 3}")
    if after > end:
        raise ValueError(f"field {tag >> 3} at byte {pos} runs past the end of its message "
                         f"by {after - end} byte{'s' if after - end != 1 else ''}")
    return value, after


def _group_end(data: bytes, tag: int, pos: int, end: int) -> int:
    """Just past the end tag of the group ``tag`` whose fields start at ``pos``."""
    while pos < end:
        read = read_varint(data, pos, end)
        if read is None or read[0] >> 3 == 0:
            raise ValueError(f"no field tag at byte {pos}")
        if read[0] == tag + 1:  # the group's end tag: its number, wire type 4
            return read[1]
        pos = _extent(data, pos, read[0], read[1], end, True)[1]
    raise ValueError(f"the group of field {tag >> 3} has no end")


def problem(data: bytes, descriptor: Any) -> str | None:
    """Where and why ``data`` is not a message of ``descriptor`` (a protobuf
    Descriptor), as far as the wire format tells: the first field that runs past
    its message, a bad tag, a truncated varint, with the path of fields to it;
    None when the wire format is sound (the trouble is then in a value)."""
    todo = [(0, len(data), descriptor, "")]
    while todo:
        start, end, message, path = todo.pop()
        try:
            for field in list(fields(data, start, end)):
                if field.wire_type != 2 or message is None:
                    continue
                known = message.fields_by_number.get(field.number)
                if known is not None and known.message_type is not None:
                    name = known.name + ("[]" if known.is_repeated else "")
                    todo.append((field.value, field.end, known.message_type, f"{path}.{name}" if path else name))
        except ValueError as e:
            number = re.search(r"field (\d+)", str(e))
            known = message.fields_by_number.get(int(number.group(1))) if number and message else None
            said = str(e)
            if number and known:
                said = said.replace(number.group(0), f"{number.group(0)} ({known.name})", 1)
            where = f" in {path}" if path else ""
            # At the very end of the data, the likelier story is a file cut short.
            cut = end == len(data) and ("past the end" in said or "truncated" in said)
            said += " (the data may be cut short)" if cut else ""
            return f"{said}{where}"
    return None
