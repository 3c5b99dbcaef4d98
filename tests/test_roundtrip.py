"""parse(format(plan)) == plan for plans the short forms cannot say, and the
text each explicit form takes."""

import pytest
from google.protobuf import json_format
from substrait.proto import Expression, Plan

import substrait_explain as se

EXT = {
    "extensionUrns": [{"extensionUrnAnchor": 1, "urn": "extension:io.substrait:functions_arithmetic"}],
    "extensions": [{"extensionFunction": {"extensionUrnReference": 1, "functionAnchor": 1, "name": "add:i64_i64"}}],
}


def field(i):
    return {"selection": {"directReference": {"structField": {"field": i}}, "rootReference": {}}}


def read(*types, common=None):
    rel = {"read": {"namedTable": {"names": ["t"]},
                    "baseSchema": {"names": [f"c{i}" for i in range(len(types))],
                                   "struct": {"types": list(types), "nullability": "NULLABILITY_REQUIRED"}}}}
    if common is not None:
        rel["read"]["common"] = common
    return rel


I64 = {"i64": {"nullability": "NULLABILITY_REQUIRED"}}


def plan_of(rel, **extra) -> Plan:
    return json_format.ParseDict({**EXT, **extra, "relations": [{"root": {"input": rel, "names": ["x"]}}]}, Plan())


def roundtrip(plan: Plan) -> str:
    text = se.format(plan)
    assert se.parse(text) == plan, text
    assert se.format(se.parse(text)) == text
    return text


def project(exprs, common=None):
    rel = {"project": {"input": read(I64, I64), "expressions": exprs}}
    if common is not None:
        rel["project"]["common"] = common
    return rel


def test_project_short_form():
    text = roundtrip(plan_of(project([{"scalarFunction": {"functionReference": 1, "arguments": [
        {"value": field(0)}, {"value": field(1)}]}}], {"emit": {"outputMapping": [1, 0, 2]}})))
    assert "Project[$1, $0, add($0, $1)]" in text


def test_project_of_field_references_uses_the_explicit_form():
    with_emit = roundtrip(plan_of(project([field(1)], {"emit": {"outputMapping": [2]}})))
    assert "Project:Exprs[$1]" in with_emit  # outputs exactly its expressions
    other = roundtrip(plan_of(project([field(1)], {"emit": {"outputMapping": [2, 0]}})))
    assert "Project[$1 => $2, $0]" in other
    direct = roundtrip(plan_of(project([field(1)], {"direct": {}})))
    assert "Project[$1 => $0..$2]" in direct
    no_common = roundtrip(plan_of(project([field(1)])))
    assert "Project[$1 => _]" in no_common


def test_project_emit_out_of_order_uses_the_explicit_form():
    add = {"scalarFunction": {"functionReference": 1, "arguments": [{"value": field(0)}, {"value": field(1)}]}}
    text = roundtrip(plan_of(project([add, add], {"emit": {"outputMapping": [3, 2]}})))
    assert "=> $3, $2]" in text


def test_common_absent_direct_emit_and_hints():
    assert "Filter[true => _]" in roundtrip(plan_of({"filter": {"input": read(I64), "condition": {"literal": {
        "boolean": True}}}}))
    assert "Filter[true]\n" in roundtrip(plan_of({"filter": {"input": read(I64), "condition": {
        "literal": {"boolean": True}}, "common": {"direct": {}}}}))
    assert "Filter[true => $0, $0]" in roundtrip(plan_of({"filter": {"input": read(I64), "condition": {
        "literal": {"boolean": True}}, "common": {"emit": {"outputMapping": [0, 0]}}}}))
    text = roundtrip(plan_of({"filter": {"input": read(I64), "condition": {"literal": {"boolean": True}},
                                         "common": {"hint": {"alias": "f", "stats": {"rowCount": 10.5}}}}}))
    assert "Filter[true, common=(hint=(stats=(row_count=10.5), alias='f'))]" in text
    assert "common=()" in roundtrip(plan_of({"filter": {"input": read(I64), "condition": {
        "literal": {"boolean": True}}, "common": {}}}))


def test_read_emit_and_odd_schemas():
    assert "Read[t => c0:i64]\n" in roundtrip(plan_of(read(I64, common={"direct": {}})))
    assert "Read[t => c0:i64 => _]\n" in roundtrip(plan_of(read(I64)))
    assert "Read[t +> c0:i64, c1:i64 |> $1]" in roundtrip(plan_of(read(I64, I64, common={
        "emit": {"outputMapping": [1]}})))
    nested = {"struct": {"types": [I64, I64], "nullability": "NULLABILITY_NULLABLE"}}
    rel = read(nested)
    rel["read"]["baseSchema"]["names"] = ["s", "x", "y"]
    assert "s:nstruct?<x: i64, y: i64>" in roundtrip(plan_of(rel))
    rel["read"]["baseSchema"]["names"] = ["s", "x"]  # names that do not line up: the explicit form
    assert "base_schema=(names=['s', 'x']" in roundtrip(plan_of(rel))
    rel = read(I64)
    del rel["read"]["baseSchema"]["struct"]["nullability"]
    roundtrip(plan_of(rel))


def test_aggregate_forms():
    def aggregate(groupings, exprs, common=None):
        rel = {"aggregate": {"input": read(I64, I64), "groupings": groupings, "groupingExpressions": exprs,
                             "measures": [{"measure": {"functionReference": 1, "arguments": [{"value": field(1)}],
                                                       "phase": "AGGREGATION_PHASE_INITIAL_TO_RESULT",
                                                       "invocation": "AGGREGATION_INVOCATION_ALL"}}]}}
        if common is not None:
            rel["aggregate"]["common"] = common
        return rel

    # The identity as an Emit would read back as Direct: common=(...) says it.
    assert "Aggregate[$0, common=(emit=(output_mapping=[0, 1])) => $0, add($1) => _]" in roundtrip(plan_of(
        aggregate([{"expressionReferences": [0]}], [field(0)], {"emit": {"outputMapping": [0, 1]}})))
    assert "Aggregate[$0 => $0, add($1)]" in roundtrip(plan_of(aggregate(
        [{"expressionReferences": [0]}], [field(0)], {"direct": {}})))
    assert "Aggregate[$0 => add($1)]" in roundtrip(plan_of(aggregate(
        [{"expressionReferences": [0]}], [field(0)], {"emit": {"outputMapping": [1]}})))
    assert "Aggregate[=> add($1) => _]" in roundtrip(plan_of(aggregate([], [])))
    assert "Aggregate[_ => add($1) => _]" in roundtrip(plan_of(aggregate([{}], [])))
    assert "Aggregate[($0), _ => $0, add($1) => _]" in roundtrip(plan_of(aggregate(
        [{"expressionReferences": [0]}, {}], [field(0)])))
    assert "Aggregate[($0), ($0, $1) =>" in roundtrip(plan_of(aggregate(
        [{"expressionReferences": [0]}, {"expressionReferences": [0, 1]}], [field(0), field(1)])))
    text = roundtrip(plan_of(aggregate([{"expressionReferences": [1]}], [field(0), field(1)])))
    assert "grouping_expressions=[$0, $1]" in text


def test_measure_modifiers():
    rel = {"aggregate": {"input": read(I64), "measures": [{"measure": {
        "functionReference": 1, "arguments": [{"value": field(0)}], "invocation": "AGGREGATION_INVOCATION_DISTINCT",
        "phase": "AGGREGATION_PHASE_INITIAL_TO_INTERMEDIATE"}, "filter": {"literal": {"boolean": True}}}]}}
    text = roundtrip(plan_of(rel))
    assert "add($0, phase=&InitialToIntermediate, invocation=&Distinct, filter=true)" in text


def test_literals():
    lits = [{"i8": 1}, {"i16": -2}, {"i32": 3}, {"i64": "4"}, {"fp32": 0.1}, {"fp64": 1.0}, {"fp64": -0.0},
            {"fp64": "Infinity"}, {"string": "it's\n\u00e9"}, {"binary": "AAE="}, {"boolean": False},
            {"date": 19000}, {"i64": "5", "nullable": True}, {"i32": 7, "typeVariationReference": 2},
            {"decimal": {"value": "OTAAAAAAAAAAAAAAAAAAAA==", "precision": 5, "scale": 2}},
            {"precisionTimestamp": {"precision": 3, "value": "1700000000123"}},
            {"precisionTime": {"precision": 6, "value": "3723000001"}},
            {"varChar": {"value": "abc", "length": 10}}, {"fixedChar": "ab"},
            {"uuid": "VQ6EAOKbQdSnFkRmVUQAAA=="}, {"null": {"i64": {"nullability": "NULLABILITY_NULLABLE"}}},
            {"list": {"values": [{"i64": "1"}]}}, {"emptyList": {"type": I64}}]
    text = roundtrip(plan_of(project([{"literal": lit} for lit in lits])))
    for shown in ("1:i8", "-2:i16", "0.1:fp32", "1.0", "-0.0", "'inf':fp64", r"'it\'s\né'", "x'0001'",
                  "'2022-01-08':date", "5:i64?", "7:i32^2", "123.45:decimal<5,2>", "null:i64?",
                  "'2023-11-14T22:13:20.123':precision_timestamp<3>", "'abc':varchar<10>"):
        assert shown in text, shown


@pytest.mark.parametrize("scale, shown", [
    (38, "0.00000000000000000000000000000000000001:decimal<38,38>"),  # the largest scale the spec allows
    (39, "literal(decimal=(value=x'01000000000000000000000000000000', precision=38, scale=39))"),  # past it
])
def test_a_decimal_literal_is_short_up_to_the_largest_scale(scale, shown):
    lit = {"decimal": {"value": "AQAAAAAAAAAAAAAAAAAAAA==", "precision": 38, "scale": scale}}
    assert shown in roundtrip(plan_of(project([{"literal": lit}])))


def test_dangling_and_ambiguous_function_anchors():
    plan = plan_of(project([{"scalarFunction": {"functionReference": 7, "arguments": [{"value": field(0)}]}}]))
    assert "_#7($0)" in roundtrip(plan)
    extra = {"extensions": EXT["extensions"] + [
        {"extensionFunction": {"extensionUrnReference": 1, "functionAnchor": 2, "name": "add:i64_i64"}}]}
    plan = json_format.ParseDict({**EXT, **extra, "relations": [{"root": {"input": project(
        [{"scalarFunction": {"functionReference": 2, "arguments": []}}]), "names": []}}]}, Plan())
    assert "add:i64_i64#2()" in roundtrip(plan)


def test_plan_fields_and_version():
    plan = plan_of(read(I64), version={"majorNumber": 0, "minorNumber": 79, "producer": "me"},
                   expectedTypeUrls=["a/b"])
    text = roundtrip(plan)
    assert text.startswith("=== Version 0.79.0\n  producer: me\n")
    assert "expected_type_urls=['a/b']" in text


def test_subqueries_are_labelled_lines():
    scalar = {"subquery": {"scalar": {"input": read(I64)}}}
    text = roundtrip(plan_of({"filter": {"input": read(I64), "condition": scalar}}))
    assert "Filter[%0 => _]" in text
    assert "    %0: Read[t => c0:i64 => _]" in text


def test_subqueries_of_detached_expressions_are_lines_under_their_relation():
    scalar = {"subquery": {"scalar": {"input": read(I64)}}}
    plan = json_format.ParseDict({"relations": [
        {"root": {"input": read(I64), "names": ["x"]}, "detachedExpressions": [scalar, {"literal": {"i64": "4"}}]},
        {"rel": {"filter": {"input": read(I64), "condition": scalar}}, "detachedExpressions": [scalar]},
        {"detachedExpressions": [scalar]},  # a PlanRel of no relation
    ]}, Plan())
    lines = roundtrip(plan).splitlines()
    at = lines.index("detached_expressions=[%0, 4]")
    assert lines[at + 1:at + 4] == ["Root[x]", "  Read[t => c0:i64 => _]", "  %0: Read[t => c0:i64 => _]"]
    at = lines.index("detached_expressions=[%1]")
    assert lines[at + 1:at + 5] == ["Filter[%2 => _]", "  Read[t => c0:i64 => _]", "  %2: Read[t => c0:i64 => _]",
                                    "  %1: Read[t => c0:i64 => _]"]
    assert lines[-3:] == ["detached_expressions=[%3]", "_:PlanRel[]", "  %3: Read[t => c0:i64 => _]"]


def test_every_relation_kind_round_trips_in_explicit_form():
    rels = [
        {"set": {"inputs": [read(I64), read(I64)], "op": "SET_OP_UNION_ALL"}},
        {"cross": {"left": read(I64), "right": read(I64)}},
        {"hashJoin": {"left": read(I64), "right": read(I64), "type": "JOIN_TYPE_LEFT", "keys": [
            {"left": {"directReference": {"structField": {"field": 0}}},
             "comparison": {"simple": "SIMPLE_COMPARISON_TYPE_EQ"}}]}},
        {"window": {"input": read(I64), "partitionExpressions": [field(0)]}},
        {"exchange": {"input": read(I64), "partitionCount": 4, "roundRobin": {}}},
        {"expand": {"input": read(I64), "fields": [{"consistentField": field(0)}]}},
        {"topN": {"input": read(I64), "count": {"literal": {"i64": "3"}}}},
        {"reference": {"subtreeOrdinal": 0}},
        {"write": {"input": read(I64), "namedTable": {"names": ["t"]}, "op": "WRITE_OP_INSERT"}},
        {"ddl": {"namedObject": {"names": ["t"]}, "object": "DDL_OBJECT_TABLE", "op": "DDL_OP_CREATE"}},
    ]
    for rel in rels:
        roundtrip(plan_of(rel))
    plan = plan_of({"extensionLeaf": {}})
    leaf = plan.relations[0].root.input.extension_leaf
    leaf.detail.type_url, leaf.detail.value = "example.com/Unknown", b"\x01\x02"
    assert "ExtensionLeaf[(type_url='example.com/Unknown', value=x'0102')]" in roundtrip(plan)


def test_enum_values_newer_than_our_protos_keep_their_number():
    plan = plan_of({"join": {"left": read(I64), "right": read(I64), "type": "JOIN_TYPE_INNER"}})
    plan.relations[0].root.input.join.type = 99
    text = roundtrip(plan)
    assert "Join[&99 => _]" in text


def test_output_names_are_written_with_the_output_columns():
    # hint.output_names (ibis writes them on most relations) beside the emit: `=> name=$i`.
    hint = {"outputNames": ["x", "full name"]}
    cond = {"literal": {"boolean": True}}
    text = roundtrip(plan_of({"filter": {"input": read(I64, I64, common={"direct": {}, "hint": hint}),
                                         "condition": cond, "common": {"direct": {}, "hint": hint}}}))
    assert 'Filter[true => x=$0, "full name"=$1]' in text
    assert 'Read[t => c0:i64, c1:i64 => x=$0, "full name"=$1]' in text
    swapped = {"emit": {"outputMapping": [1, 0]}, "hint": hint}
    text = roundtrip(plan_of({"filter": {"input": read(I64, I64, common=swapped), "condition": cond,
                                         "common": swapped}}))
    assert 'Filter[true => x=$1, "full name"=$0]' in text
    assert 'Read[t +> c0:i64, c1:i64 |> x=$1, "full name"=$0]' in text
    # Names that do not name every column stay in common=(...).
    one = {"outputNames": ["x"]}
    text = roundtrip(plan_of({"filter": {"input": read(I64, I64), "condition": cond,
                                         "common": {"direct": {}, "hint": one}}}))
    assert "common=(hint=(output_names=['x']))" in text


def test_output_names_of_project_and_aggregate():
    hint = {"outputNames": ["a", "b", "total"]}
    add = {"scalarFunction": {"functionReference": 1, "arguments": [{"value": field(0)}, {"value": field(1)}]}}
    text = roundtrip(plan_of(project([add], {"direct": {}, "hint": hint})))
    assert "Project[add($0, $1) => a=$0, b=$1, total=$2]" in text  # `a=` in the short form is an argument
    measure = {"measure": {"functionReference": 1, "arguments": [{"value": field(1)}],
                           "phase": "AGGREGATION_PHASE_INITIAL_TO_RESULT", "invocation": "AGGREGATION_INVOCATION_ALL"}}
    text = roundtrip(plan_of({"aggregate": {"input": read(I64, I64), "groupings": [{"expressionReferences": [0]}],
                                            "groupingExpressions": [field(0)], "measures": [measure],
                                            "common": {"direct": {}, "hint": {"outputNames": ["k", "n"]}}}}))
    assert "Aggregate[$0 => k=$0, n=add($1)]" in text


def test_long_virtual_table_with_an_emit():
    rows = ", ".join(f"({i}, 'a fairly long name {i}')" for i in range(5))
    plan = se.parse(f"=== Plan\nRoot[b]\n  Read:Virtual[{rows} +> a:i64, b:string |> $1]\n")
    assert list(plan.relations[0].root.input.read.common.emit.output_mapping) == [1]
    # Wrapped a row a line; the columns after `+>` and the emit after `|>` start lines as `=>` does.
    assert roundtrip(plan).endswith("  Read:Virtual[\n    - (0, 'a fairly long name 0'),\n"
                                    "    - (1, 'a fairly long name 1'),\n    - (2, 'a fairly long name 2'),\n"
                                    "    - (3, 'a fairly long name 3'),\n"
                                    "    - (4, 'a fairly long name 4')\n    - +> a:i64, b:string |> $1]\n")


# Every bit of every float: fp64 and fp32 literals holding infinities and NaNs
# of either sign and any payload, written as the wire format holds them.
FLOAT_BITS = [
    ("fp64", 0x7FF8000000000000, "'nan':fp64"),  # the quiet NaN, Python's float("nan")
    ("fp64", 0xFFF8000000000000, "'-nan':fp64"),
    ("fp64", 0x7FF8000000000001, "'nan(0x8000000000001)':fp64"),
    ("fp64", 0x7FF0000000000001, "'nan(0x1)':fp64"),  # a signalling NaN
    ("fp64", 0xFFFFFFFFFFFFFFFF, "'-nan(0xfffffffffffff)':fp64"),
    ("fp64", 0x7FF0000000000000, "'inf':fp64"),
    ("fp64", 0xFFF0000000000000, "'-inf':fp64"),
    ("fp64", 0x8000000000000000, "-0.0"),
    ("fp32", 0x7FC00000, "'nan':fp32"),
    ("fp32", 0xFFC00000, "'-nan':fp32"),
    ("fp32", 0x7F800001, "'nan(0x1)':fp32"),  # signalling: a Python float would quiet it
    ("fp32", 0x7FC00001, "'nan(0x400001)':fp32"),
    ("fp32", 0xFF800000, "'-inf':fp32"),
    ("fp32", 0x80000000, "-0.0:fp32"),
]


def _float_plan(kind: str, bits: int, lit: Expression.Literal) -> Plan:
    """A plan projecting ``lit`` with its ``kind`` (fp32 or fp64) set to exactly ``bits``."""
    field = Expression.Literal.DESCRIPTOR.fields_by_name[kind]
    size = 8 if kind == "fp64" else 4
    lit.MergeFromString(bytes([field.number << 3 | (1 if size == 8 else 5)]) + bits.to_bytes(size, "little"))
    plan = se.parse("=== Plan\nRoot[a]\n  Project[0]\n    Read[t => a:i64]\n")
    plan.relations[0].root.input.project.expressions[0].literal.CopyFrom(lit)
    return plan


@pytest.mark.parametrize("kind, bits, text", FLOAT_BITS, ids=[t for _, _, t in FLOAT_BITS])
def test_float_literals_keep_every_bit(kind, bits, text):
    lit = Expression.Literal()
    plan = _float_plan(kind, bits, lit)
    written = se.format(plan)
    assert f"Project[{text}]" in written
    again = se.parse(written)
    assert again.SerializeToString() == plan.SerializeToString()
    stored = again.relations[0].root.input.project.expressions[0].literal.SerializeToString()
    assert stored == lit.SerializeToString()


@pytest.mark.parametrize("kind, bits, text", [c for c in FLOAT_BITS if "nan" in c[2]],
                         ids=[t for _, _, t in FLOAT_BITS if "nan" in t])
def test_a_nan_keeps_its_payload_beside_the_fields_after_it(kind, bits, text):
    # The bits are read from the literal's bytes, where a nullable literal's flag (and its type
    # variation) follow the value: only the value's own 4 or 8 bytes are its bits.
    plan = _float_plan(kind, bits, Expression.Literal(nullable=True, type_variation_reference=7))
    written = se.format(plan)
    assert f"Project[{text}^7?]" in written
    assert se.parse(written) == plan


@pytest.mark.parametrize("text, message", [
    ("'nan(0x0)':fp64", "an fp64 literal needs a number"),  # payload 0 is infinity, spelled 'inf'
    ("'nan(0x10000000000000)':fp64", "an fp64 literal needs a number"),  # past the 52 bits of the mantissa
    ("'nan(0x800000)':fp32", "an fp32 literal needs a number"),
    ("'NaN':fp64", "an fp64 literal needs a number"),
])
def test_float_spellings_that_are_no_float(text, message):
    with pytest.raises(se.ParseError, match=message):
        se.parse(f"=== Plan\nRoot[a]\n  Project[{text}]\n    Read[t => a:i64]\n")


def test_an_emit_of_no_columns_after_a_known_width():
    # `=> ` with nothing after it is an Emit of no columns; `=> _` would be no RelCommon.
    for text in ("Aggregate[=> () => ]", "Project[1 => ]", "Filter[true => ]"):
        plan = se.parse(f"=== Plan\nRoot[]\n  {text}\n    Read[t => a:i64]\n")
        rel = plan.relations[0].root.input
        common = getattr(rel, rel.WhichOneof("rel_type")).common
        assert common.WhichOneof("emit_kind") == "emit" and not common.emit.output_mapping
        assert f"  {text}\n" in roundtrip(plan)
