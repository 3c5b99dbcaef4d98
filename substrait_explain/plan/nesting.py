"""Nesting limits, said plainly.

The upb protobuf backend refuses binary messages nested more than 100
levels deep, with an error that does not say why.  A text plan can nest
deeper, so writing such a plan as binary, or reading one, is reported with
the limit and the depth.  JSON has no such limit but ours, which keeps the
recursive decoders within their stack.
"""

from __future__ import annotations

import re

from substrait_explain.plan import wire

BINARY_LIMIT = 100
JSON_LIMIT = 100_000
_JSON_TOKEN = r'"(?:[^"\\]|\\.)*"|[\[\]{}]'  # compiled when first used (by re's cache)


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
        for field in wire.fields(data, start, end):
            if field.wire_type == 2:
                stack.append((field.value, field.end, depth + 1))
    return deepest


def _is_message(data: bytes, start: int, end: int) -> bool:
    try:
        for _ in wire.fields(data, start, end):
            pass
    except ValueError:
        return False
    return True


def json_depth(text: str) -> int:
    """How deep the arrays and objects of JSON ``text`` nest."""
    depth = deepest = 0
    for token in re.finditer(_JSON_TOKEN, text):
        bracket = token.group()
        if bracket in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif bracket in "]}":
            depth -= 1
    return deepest
