"""Nesting limits, said plainly.

The upb protobuf backend refuses binary messages nested more than 100
levels deep, with an error that does not say why.  A text plan can nest
deeper, so writing such a plan as binary, or reading one, is reported with
the limit and the depth.  JSON has no such limit but ours, which keeps the
recursive decoders within their stack.
"""

from __future__ import annotations

import re

BINARY_LIMIT = 100
JSON_LIMIT = 100_000
_JSON_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]')


def message_depth(msg) -> int:
    """How many levels of messages ``msg`` nests (itself is level 1)."""
    deepest = 0
    stack = [(msg, 1)]
    while stack:
        current, depth = stack.pop()
        deepest = max(deepest, depth)
        for field, value in current.ListFields():
            if field.message_type is None:
                continue
            children = value if field.is_repeated else [value]
            stack.extend((child, depth + 1) for child in children)
    return deepest


def _read_varint(data: bytes, pos: int) -> tuple[int, int] | None:
    shift = result = 0
    while pos < len(data) and shift < 70:
        byte = data[pos]
        pos += 1
        result |= (byte & 0x7F) << shift
        if not byte & 0x80:
            return result, pos
        shift += 7
    return None


def wire_depth(data: bytes, cap: int = 1000) -> int:
    """A guess at how deep binary ``data`` nests: length-delimited fields
    whose bytes read as a message count as one level more."""
    deepest = 0
    stack = [(0, len(data), 1)]
    while stack:
        start, end, depth = stack.pop()
        if not _is_message(data, start, end):
            continue
        deepest = max(deepest, depth)
        if depth >= cap:
            continue
        pos = start
        while pos < end:
            tag, pos = _read_varint(data, pos)
            wire = tag & 7
            if wire == 0:
                pos = _read_varint(data, pos)[1]
            elif wire == 1:
                pos += 8
            elif wire == 5:
                pos += 4
            else:
                length, pos = _read_varint(data, pos)
                stack.append((pos, pos + length, depth + 1))
                pos += length
    return deepest


def _is_message(data: bytes, start: int, end: int) -> bool:
    pos = start
    while pos < end:
        read = _read_varint(data, pos)
        if read is None or read[0] >> 3 == 0:
            return False
        tag, pos = read
        wire = tag & 7
        if wire == 0:
            read = _read_varint(data, pos)
            if read is None:
                return False
            pos = read[1]
        elif wire == 1:
            pos += 8
        elif wire == 5:
            pos += 4
        elif wire == 2:
            read = _read_varint(data, pos)
            if read is None:
                return False
            pos = read[1] + read[0]
        else:
            return False
    return pos == end


def json_depth(text: str) -> int:
    """How deep the arrays and objects of JSON ``text`` nest."""
    depth = deepest = 0
    for token in _JSON_TOKEN.finditer(text):
        bracket = token.group()
        if bracket in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif bracket in "]}":
            depth -= 1
    return deepest
