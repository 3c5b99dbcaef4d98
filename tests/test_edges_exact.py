"""Boundaries tested on the edge, not one step past it, and in the direction a
round trip cannot see (a mistake made alike in writing and reading cancels out):
the indentation the builder takes, the integers each int kind writes in its short
form, fp32 values that need nine digits, the time of day at midnight, and the
absent-input marker `_` with nothing after it."""

from __future__ import annotations

import random
import struct

import pytest
from hypothesis import given
from hypothesis import strategies as st
from substrait.proto import Expression, Plan

import substrait_explain as se
from substrait_explain.codec.literals import format_fp32


def project(expression: str) -> str:
    return f"=== Plan\nRoot[a]\n  Project[{expression}]\n    Read[t => a:i64]\n"


def plan_with_literal(literal: Expression.Literal) -> Plan:
    plan = se.parse(project("0"))
    plan.relations[0].root.input.project.expressions[0].literal.CopyFrom(literal)
    return plan


def written(literal: Expression.Literal) -> str:
    return se.format(plan_with_literal(literal), width=0).splitlines()[-2].strip()


# ---- indentation ------------------------------------------------------------------

def test_an_input_indented_one_level_too_far_is_refused():
    text = "=== Plan\nRoot[a]\n  Filter[$0]\n      Read[t => a:boolean]\n"
    with pytest.raises(se.ParseError) as error:
        se.parse(text)
    assert (error.value.line, error.value.message) == (4, "indented too far: 6 spaces here, at most 4 expected")
    se.parse(text.replace("      Read", "    Read"))  # one level: its input


def test_a_top_relation_indented_one_level_is_refused():
    with pytest.raises(se.ParseError, match="indented too far: 2 spaces here, at most 0 expected"):
        se.parse("=== Plan\n  Root[a]\n    Read[t => a:i64]\n")


# ---- integers: the short form holds exactly the kind's range ---------------------

@pytest.mark.parametrize("kind, bits", [("i8", 8), ("i16", 16)])
def test_the_short_form_of_an_int_kind_ends_at_its_range(kind, bits):
    low, high = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    for value in (low, high):
        assert written(Expression.Literal(**{kind: value})).startswith(f"Project[{value}:{kind}")
    for value in (low - 1, high + 1):  # the i32 field holds more: only the explicit form keeps it
        text = written(Expression.Literal(**{kind: value}))
        assert text.startswith(f"Project[literal({kind}={value})"), text
        plan = plan_with_literal(Expression.Literal(**{kind: value}))
        assert se.parse(se.format(plan)) == plan
    for value in (low - 1, high + 1):
        with pytest.raises(se.ParseError, match=f"{value} does not fit in {kind}"):
            se.parse(project(f"{value}:{kind}"))


# ---- fp32: the shortest text that gives back every bit ------------------------------

def fp32(bits: int) -> float:
    return struct.unpack("<f", struct.pack("<I", bits))[0]


def test_fp32_values_that_need_nine_digits():
    rng = random.Random(26)  # bit patterns, not floats: most fp32 values are not short decimals
    needed = 0
    for _ in range(20000):
        bits = rng.getrandbits(32)
        value = fp32(bits)
        text = format_fp32(value)
        if text is None:  # infinities and NaNs: spelled apart
            continue
        assert struct.unpack("<I", struct.pack("<f", float(text)))[0] == bits, (hex(bits), text)
        needed += len(text.split("e")[0].lstrip("-").replace(".", "").strip("0")) == 9
    assert needed > 50  # the sample reaches the values that need nine digits


@given(st.integers(0, 2**32 - 1))
def test_fp32_literals_keep_their_bits(bits):
    value = fp32(bits)
    plan = plan_with_literal(Expression.Literal(fp32=value))
    back = se.parse(se.format(plan)).relations[0].root.input.project.expressions[0].literal.fp32
    assert struct.pack("<f", back) == struct.pack("<f", value)


# ---- time of day ----------------------------------------------------------------

@pytest.mark.parametrize("precision", [0, 3, 6])
def test_midnight_is_not_a_time_of_day(precision):
    scale = 10 ** precision
    last = Expression.Literal(precision_time=Expression.Literal.PrecisionTime(precision=precision,
                                                                               value=86400 * scale - 1))
    fraction = f".{scale - 1}" if precision else ""
    assert written(last).startswith(f"Project['23:59:59{fraction}':precision_time<{precision}>")
    day = Expression.Literal(precision_time=Expression.Literal.PrecisionTime(precision=precision,
                                                                              value=86400 * scale))
    assert "24:00:00" not in written(day)
    plan = plan_with_literal(day)
    assert se.parse(se.format(plan)) == plan
    with pytest.raises(se.ParseError):
        se.parse(project(f"'24:00:00':precision_time<{precision}>"))


# ---- absent inputs ------------------------------------------------------------------

def test_only_a_bare_underscore_marks_an_absent_input():
    plan = se.parse("=== Plan\nRoot[a]\n  Filter[$0]\n    Read[t => a:boolean]\n")
    plan.relations[0].root.input.filter.ClearField("input")
    text = se.format(plan)
    assert "input=_]" in text
    assert se.parse(text) == plan
    for marker in ("_?", "_??", "_^1", "u!_"):
        with pytest.raises(se.ParseError):
            se.parse(text.replace("input=_]", f"input={marker}]"))


# ---- declared names -----------------------------------------------------------------

def test_a_declared_type_named_u_bang_is_written_quoted_and_read_back_whole():
    # Bare, `u!point` declares the type `point` (the text's own u! prefix): a type whose name
    # itself starts with u! is quoted. A function of that name needs no quotes.
    plan = Plan()
    plan.extension_urns.add(extension_urn_anchor=1, urn="extension:test:types")
    declared_type = plan.extensions.add().extension_type
    declared_type.type_anchor, declared_type.extension_urn_reference, declared_type.name = 1, 1, "u!point"
    declared_function = plan.extensions.add().extension_function
    declared_function.function_anchor, declared_function.extension_urn_reference, declared_function.name = 2, 1, "u!f"
    plan.relations.add().root.names.append("a")
    text = se.format(plan)
    assert '  #  1 @  1: "u!point"' in text.splitlines() and "  #  2 @  1: u!f" in text.splitlines(), text
    assert se.parse(text) == plan
