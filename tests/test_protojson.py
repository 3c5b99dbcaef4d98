"""protojson.changed_nans: the NaNs that JSON, which writes each as "NaN", would change."""

import math
import struct

import pytest
from google.protobuf import any_pb2, struct_pb2, wrappers_pb2
from substrait.proto import Expression, Plan

import substrait_explain as se
from substrait_explain.plan.protojson import changed_nans


def double(bits: int) -> float:
    return struct.unpack("<d", struct.pack("<Q", bits))[0]


def single(bits: int) -> float:
    return struct.unpack("<f", struct.pack("<I", bits))[0]


def with_literals(*literals: Expression.Literal) -> Plan:
    plan = Plan()
    for literal in literals:
        plan.parameter_bindings.add().value.CopyFrom(literal)
    return plan


def test_the_nan_json_reads_back_is_not_counted_another_is():
    quiet = with_literals(Expression.Literal(fp64=math.nan), Expression.Literal(fp32=math.nan))
    assert changed_nans(quiet) == 0
    assert se.load_plan(se.dump_plan(quiet, "json"), "json") == quiet  # truly unchanged
    changed = with_literals(Expression.Literal(fp64=double(0xFFF8000000000000)),  # its sign
                            Expression.Literal(fp64=double(0x7FF8000000000001)),  # its payload
                            Expression.Literal(fp32=single(0xFFC00000)),
                            Expression.Literal(fp32=single(0x7FC00001)),
                            Expression.Literal(fp64=-0.0), Expression.Literal(fp64=math.inf))  # no NaN
    assert changed_nans(changed) == 4
    again = se.load_plan(se.dump_plan(changed, "json"), "json")
    assert [b.value for b in again.parameter_bindings][4:] == [b.value for b in changed.parameter_bindings][4:]
    assert all(b.value != c.value for b, c in zip(again.parameter_bindings[:4], changed.parameter_bindings[:4],
                                                  strict=True))
    assert changed_nans(again) == 0


def test_nans_deep_inside_repeated_fields_and_any_payloads_protobuf_knows():
    plan = Plan()
    items = plan.relations.add().root.input.read.virtual_table.expressions.add().fields
    for value in (1.5, double(0xFFF8000000000000), math.nan):
        items.add().literal.fp64 = value
    assert changed_nans(plan) == 1
    payload = any_pb2.Any()
    payload.Pack(wrappers_pb2.DoubleValue(value=double(0x7FF4000000000000)))  # signalling
    plan.advanced_extensions.enhancement.CopyFrom(payload)
    assert changed_nans(plan) == 2
    # A map's values: Struct holds its fields in one (a number_value each)
    packed = struct_pb2.Struct()
    packed.fields["a"].number_value = double(0xFFF8000000000000)
    packed.fields["b"].list_value.values.add().number_value = double(0xFFF8000000000000)
    plan.advanced_extensions.optimization.add().Pack(packed)
    assert changed_nans(plan) == 4
    unknown = plan.advanced_extensions.optimization.add()
    unknown.type_url, unknown.value = "type.googleapis.com/producer.Own", struct.pack("<d", math.nan)
    broken = plan.advanced_extensions.optimization.add()
    broken.type_url, broken.value = "type.googleapis.com/google.protobuf.DoubleValue", b"\x09\x00"
    assert changed_nans(plan) == 4  # payloads JSON cannot write (dump_plan says so) are not looked into


def test_a_payload_json_cannot_write_is_said_plainly():
    """protobuf's JSON has no NaN for a Struct's number (it would read back as a string)."""
    plan = Plan()
    packed = struct_pb2.Struct()
    packed.fields["a"].number_value = math.nan
    plan.advanced_extensions.optimization.add().Pack(packed)
    for fmt in ("json", "yaml"):
        with pytest.raises(se.Error, match=f"^{fmt.upper()} cannot hold this plan: .*NaN.*; write text or binary$"):
            se.dump_plan(plan, fmt)
    assert se.load_plan(se.dump_plan(plan, "binary"), "binary") == plan


FLOAT_MAX = float.fromhex("0x1.fffffep+127")


def fp32_json(value: str) -> str:
    """A JSON plan binding one fp32 literal, written as ``value``."""
    return '{"parameterBindings": [{"value": {"fp32": ' + value + "}}]}"


@pytest.mark.parametrize("written", ["3.4028235e+38", "3.4028235E38", '"3.4028235e+38"', "3.40282356e38"])
def test_the_largest_float_as_other_writers_write_it_is_read(written):
    """Go, Java, C++ and protobuf's Python write it as 3.4028235e+38, a little past it, which
    protobuf's Python reader alone refuses (protobuf issue 8336); the last rounds to it too."""
    for sign in ("", "-"):
        quoted = written.startswith('"')
        value = f'"{sign}{written[1:]}' if quoted else sign + written
        plan = se.load_plan(fp32_json(value))
        assert plan.parameter_bindings[0].value.fp32 == float(sign + "1") * FLOAT_MAX


def test_floats_round_trip_through_json_and_yaml():
    values = [FLOAT_MAX, -FLOAT_MAX, 1.5, -0.0, float.fromhex("0x1p-149"), math.inf, 3.0e38]
    plan = with_literals(*(Expression.Literal(fp32=v) for v in values))
    for fmt in ("json", "yaml"):
        assert se.load_plan(se.dump_plan(plan, fmt), fmt) == plan, fmt
    assert se.load_plan('{"parameterBindings": [{"value": {"fp32": 1.5}}, {"value": {"fp32": "-0"}}]}') == \
        with_literals(Expression.Literal(fp32=1.5), Expression.Literal(fp32=-0.0))


@pytest.mark.parametrize("field, written", [("fp32", "1" + "0" * 400), ("fp64", "1" + "0" * 400)])
def test_an_integer_past_any_float_is_a_load_error(field, written):
    for data, fmt in ((fp32_json(written).replace("fp32", field), "json"),
                      ("parameterBindings:\n- value: {" + field + ": " + written + "}\n", "yaml")):
        with pytest.raises(se.LoadError, match="^not a Substrait plan: a number too large for a float field"):
            se.load_plan(data, fmt)


@pytest.mark.parametrize("written", ["3.5e38", "3.4028236e38", "1e300"])
def test_a_float_past_the_largest_is_still_refused(written):
    with pytest.raises(se.LoadError, match=r"Float value too large at Plan\.parameterBindings\[0\]\.value\.fp32"):
        se.load_plan(fp32_json(written))
