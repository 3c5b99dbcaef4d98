"""Every typed literal and type parameter at the edges of its range and one
past them: inside, the text parses and round-trips; outside, a ParseError says
so.  Nothing else may escape (a bare ValueError from protobuf, say), which a
fuzzer drawing at random seldom reaches.

The ranges are those of the protobuf fields that hold the values, written out
here, not read from the code under test.
"""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import substrait_explain as se

INT32 = (-(2**31), 2**31 - 1)
UINT32 = (0, 2**32 - 1)
INT64 = (-(2**63), 2**63 - 1)

# A Project expression with {v} in it, and the range of {v}.
RANGES = [
    ("{v}:i8", (-128, 127)),
    ("{v}:i16", (-(2**15), 2**15 - 1)),
    ("{v}:i32", INT32),
    ("{v}", INT64),
    ("{v}:i64?", INT64),
    ("{v}:date", INT32),  # days since 1970-01-01
    ("{v}:precision_timestamp<6>", INT64),
    ("{v}:precision_timestamp_tz<0>", INT64),
    ("{v}:precision_time<9>", INT64),
    ("0:precision_timestamp<{v}>", INT32),  # type parameters are i32
    ("'':varchar<{v}>", (0, INT32[1])),  # the type's length is an i32, the literal's a u32
    ("1:decimal<{v},0>", INT32),
    ("{v}:decimal<38,0>", (-(2**127), 2**127 - 1)),  # 16 bytes, two's complement
    ("${v}", (0, INT32[1])),  # a field reference is a non-negative i32
    ("null:i64^{v}?", UINT32),  # type variation anchors are u32
    ("literal(interval_day_to_second=(days={v}))", INT32),
    ("literal(interval_year_to_month=(years={v}))", INT32),
    ("literal(i8={v})", INT32),  # the explicit form holds whatever the i32 field does
    # Type parameters, on null literals of each parameterized type.
    ("null:varchar?<{v}>", INT32),
    ("null:fixedchar?<{v}>", INT32),
    ("null:fixedbinary?<{v}>", INT32),
    ("null:decimal?<{v},0>", INT32),
    ("null:decimal?<38,{v}>", INT32),
    ("null:precision_time?<{v}>", INT32),
    ("null:precision_timestamp_tz?<{v}>", INT32),
    ("null:interval_day?<{v}>", INT32),
    ("null:interval_compound?<{v}>", INT32),
]
EDGES = [(template, low, high, v) for template, (low, high) in RANGES for v in (low - 1, low, high, high + 1)]


def plan_text(expression: str) -> str:
    return f"=== Plan\nRoot[a]\n  Project[{expression}]\n    Read[t => a:i64]\n"


def check(expression: str, inside: bool) -> None:
    text = plan_text(expression)
    if inside:
        plan = se.parse(text)
        assert se.parse(se.format(plan)) == plan
        return
    with pytest.raises(se.ParseError) as error:
        se.parse(text)
    assert error.value.line == 3


@pytest.mark.parametrize("template, low, high, v", EDGES, ids=[f"{t.format(v=v)}" for t, _, _, v in EDGES])
def test_at_each_edge_and_one_past(template, low, high, v):
    check(template.format(v=v), low <= v <= high)


@pytest.mark.parametrize("expression, inside", [
    ("3.4028234663852886e38:fp32", True),  # the largest fp32
    ("3.5e38:fp32", False),
    ("-3.5e38:fp32", False),
    ("1.7976931348623157e308", True),  # the largest fp64
    ("1.8e308", False),
    ("'0001-01-01':date", True),  # the dates Python's calendar has
    ("'9999-12-31':date", True),
    ("'10000-01-01':date", False),
    ("'1677-09-21T00:12:43.145224192':precision_timestamp<9>", True),  # the first nanosecond of the i64
    ("'1677-09-21T00:12:43.145224191':precision_timestamp<9>", False),
    ("'2262-04-11T23:47:16.854775807':precision_timestamp<9>", True),  # the last nanosecond of the i64
    ("'2262-04-11T23:47:16.854775808':precision_timestamp<9>", False),
])
def test_floats_dates_and_timestamps_at_their_edges(expression, inside):
    check(expression, inside)


@settings(max_examples=int(os.environ.get("SUBSTRAIT_EXPLAIN_FUZZ", 150)), deadline=None,
          suppress_health_check=list(HealthCheck))
@given(st.sampled_from(RANGES), st.booleans(), st.integers(-3, 3) | st.integers())
def test_near_the_edges(case, at_high, offset):
    template, (low, high) = case
    v = (high if at_high else low) + offset
    check(template.format(v=v), low <= v <= high)
