"""The wire-format reader that nesting and legacy share."""

from __future__ import annotations

import pytest
from substrait.proto import Expression

from substrait_explain.plan import wire


def test_fields_of_a_message():
    e = Expression()
    e.literal.i64 = 300
    data = e.SerializeToString()  # field 1 (length-delimited) holding field 7 (varint 300)
    (outer,) = wire.fields(data)
    assert (outer.number, outer.wire_type, outer.start, outer.end) == (1, 2, 0, len(data))
    (inner,) = wire.fields(data, outer.value, outer.end)
    assert (inner.number, inner.wire_type) == (7, 0)  # Literal.i64
    assert wire.read_varint(data, inner.value) == (300, inner.end)


@pytest.mark.parametrize("data", [b"\x0b", b"\x0a\x05ab", b"\x00\x01", b"\x08\x80"])
def test_not_a_message(data):
    # a group, a length past the end, field number 0, a truncated varint
    with pytest.raises(ValueError):
        list(wire.fields(data))
