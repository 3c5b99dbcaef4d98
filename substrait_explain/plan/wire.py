"""The protobuf wire format, as far as reading raw bytes needs it: varints
and the extent of each field.  Used where protobuf's own decoder cannot help:
telling how deep a binary plan nests before decoding it, and re-encoding a
message without some of its unknown fields."""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple


class Field(NamedTuple):
    number: int
    wire_type: int
    start: int  # where its tag starts
    value: int  # where its value starts (after the length, for wire type 2)
    end: int  # just past it


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


def fields(data: bytes, start: int = 0, end: int | None = None) -> Iterator[Field]:
    """The fields of the message encoded in ``data[start:end]``, in order.

    Raises ValueError when the bytes are not a message: a bad tag, field number
    0, a group (wire types 3 and 4, unused by Substrait) or a field running past
    ``end``."""
    end = len(data) if end is None else end
    pos = start
    while pos < end:
        read = read_varint(data, pos, end)
        if read is None or read[0] >> 3 == 0:
            raise ValueError(f"no field tag at byte {pos}")
        tag, value = read
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
        else:
            raise ValueError(f"unsupported wire type {wire_type} in field {tag >> 3}")
        if after > end:
            raise ValueError(f"field {tag >> 3} runs past the end of its message")
        yield Field(tag >> 3, wire_type, pos, value, after)
        pos = after
