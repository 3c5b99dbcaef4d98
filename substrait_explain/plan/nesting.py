"""Nesting limits, said plainly.

The upb protobuf backend refuses binary messages nested more than 100
levels deep, with an error that does not say why.  A text plan can nest
deeper, so writing such a plan as binary, or reading one, is reported with
the limit and the depth.  JSON has no such limit but ours, which keeps the
recursive decoders within their stack.

Protobuf's C code writes, copies and compares a message by recursing once per
level: past about 50,000 levels it overflows an 8 MB stack, and the process
dies without a word.  So the plans read from text, JSON or YAML are held to
:data:`MESSAGE_LIMIT` levels, far below that and far above any real plan.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, Final

from google.protobuf.message import DecodeError
from google.protobuf.unknown_fields import UnknownFieldSet

from substrait_explain.plan import wire

BINARY_LIMIT: Final = 100
JSON_LIMIT: Final = 100_000
MESSAGE_LIMIT = 10_000
TOO_DEEP_HINT: Final = "nest less: split a long chain of relations, calls or field steps over several plans"
_JSON_TOKEN: Final = r'"(?:[^"\\]|\\.)*"|[\[\]{}]'  # compiled when first used (by re's cache)


def too_deep(depth: int | str | None = None) -> str:
    """What is wrong with a plan nesting ``depth`` messages deep (None: more than the limit)."""
    said = f"more than {MESSAGE_LIMIT}" if depth is None else str(depth)
    return (f"the plan nests {said} messages deep; at most {MESSAGE_LIMIT} are read: protobuf's C code, which"
            " writes, copies and compares plans, recurses once per level and overflows its stack at a few times that")


def message_depth(msg: Any) -> int:
    """How many levels of messages ``msg`` nests (itself is level 1)."""
    return deepest(msg)[0]


def deepest(msg: Any, mark: Callable[[Any], Any] | None = None) -> tuple[int, Any]:
    """How many levels of messages ``msg`` nests, and ``mark`` of the innermost
    message on the way down to its deepest one for which ``mark`` is not None."""
    found: tuple[int, Any] = (0, None)
    stack: list[tuple[Any, int, Any]] = [(msg, 1, None)]
    while stack:
        current, depth, marked = stack.pop()
        if mark is not None:
            marked = mark(current) or marked
        if depth > found[0]:
            found = (depth, marked)
        for field, value in current.ListFields():
            if field.message_type is None:
                continue
            children = value if field.is_repeated else [value]
            stack.extend((child, depth + 1, marked) for child in children)
    return found


def read(cls: Any, data: bytes) -> Any:
    """``data`` read as a message of class ``cls`` (a Substrait message: no maps), however
    deep it nests (to :data:`MESSAGE_LIMIT`, which the plans it comes from are held to): by
    protobuf's reader, and past its 100 levels field by field.  Raises ``DecodeError`` for
    bytes that are not such a message."""
    try:
        return cls.FromString(data)
    except DecodeError:
        pass
    msg = cls()
    todo = [(msg, data)]
    while todo:  # iterative: as deep as the bytes go
        current, part = todo.pop()
        desc = current.DESCRIPTOR
        try:
            fields = list(wire.fields(part, groups=True))
        except ValueError as e:
            raise DecodeError(f"Error parsing message with type {desc.full_name!r}: {e}") from None
        for field in fields:
            known = desc.fields_by_number.get(field.number)
            if known is None or known.message_type is None or field.wire_type != 2:
                current.MergeFromString(part[field.start:field.end])  # a scalar or unknown field
                continue
            inner = getattr(current, known.name)
            if known.is_repeated:
                inner = inner.add()
            inner.SetInParent()
            todo.append((inner, part[field.value:field.end]))
    return msg


def holds_unknown(msg: Any) -> bool:
    """Whether ``msg`` or any message in it has unknown fields.  (Iterative:
    protobuf's DiscardUnknownFields stops at 64 levels without a word.)"""
    todo = [msg]
    while todo:
        current = todo.pop()
        if len(UnknownFieldSet(current)):
            return True
        for field, value in current.ListFields():
            if field.message_type is None:
                continue
            if field.message_type.GetOptions().map_entry:  # a map: its values, when messages
                if field.message_type.fields_by_name["value"].message_type is not None:
                    todo.extend(value.values())
                continue
            todo.extend(value if field.is_repeated else [value])
    return False


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


def json_depth(text: str, limit: int = JSON_LIMIT) -> tuple[int, int | None]:
    """How deep the arrays and objects of JSON ``text`` nest, and the offset of the first
    bracket past ``limit`` levels (None when none is)."""
    depth = deepest = 0
    past: int | None = None
    for token in re.finditer(_JSON_TOKEN, text):
        bracket = token.group()
        if bracket in "[{":
            depth += 1
            deepest = max(deepest, depth)
            if depth > limit and past is None:
                past = token.start()
        elif bracket in "]}":
            depth -= 1
    return deepest, past
