"""A text means the same plan here as in the Rust substrait-explain 0.9.0 (issue 15).

Each expected plan below is written from the crate's semantics (its GRAMMAR.md and the parser of
v0.9.0, see the file and function named in each test), not from this project's output.  The crate
gives every relation it parses an explicit `RelCommon` emit: `Direct` when the written columns are
the identity over the relation's direct output, an `Emit` mapping otherwise, and always an `Emit`
after a read's `|>`.

Two crate behaviours are documented limitations rather than design, and are not asserted here:
an aggregate measure's `phase` and `invocation` (the crate always leaves them unspecified; this
project keeps its own lossless meaning, so the measure tests compare plans with those two fields
cleared), and the deprecated `timestamp`/`time`/`timestamp_tz` kinds the crate builds for those
type names, which the installed `substrait` protos no longer have.
"""

from __future__ import annotations

import re

import pytest
from conftest import (
    POOL,
    SEED_EXAMPLES,
    SHARED,
    BlobStoreRead,
    ParquetScanConfig,
    PartitionHint,
    PlanHint,
    each_file,
    needs_seeds,
    seed_examples,
)
from google.protobuf import json_format
from google.protobuf.any_pb2 import Any
from substrait.proto import Plan, RelCommon

import substrait_explain as se

UPSTREAM = SHARED / "upstream-examples"
REFERENCE = SHARED / "reference"
needs_upstream = pytest.mark.skipif(not UPSTREAM.is_dir(), reason=f"upstream examples not found at {UPSTREAM}")
needs_reference = pytest.mark.skipif(not REFERENCE.is_dir(), reason=f"reference texts not found at {REFERENCE}")


def packed(message) -> dict:
    """An `Any` in protobuf JSON, as the crate packs a payload: type.googleapis.com/<full name>."""
    result = Any()
    result.Pack(message, "type.googleapis.com/")
    return json_format.MessageToDict(result, descriptor_pool=POOL)


# --- protobuf JSON builders for the expected plans ---

DIRECT = {"direct": {}}


def emit(*mapping: int) -> dict:
    return {"emit": {"outputMapping": list(mapping)}}


def typ(kind: str, nullable: bool = False, **fields) -> dict:
    nullability = "NULLABILITY_NULLABLE" if nullable else "NULLABILITY_REQUIRED"
    return {kind: {**fields, "nullability": nullability}}


I64, I32, STRING, BOOL, FP64 = typ("i64"), typ("i32"), typ("string"), typ("bool"), typ("fp64")


def ref(field: int) -> dict:
    return {"selection": {"directReference": {"structField": {"field": field}}, "rootReference": {}}}


def lit(kind: str, value, nullable: bool = False) -> dict:
    literal = {kind: value}
    if nullable:
        literal["nullable"] = True
    return {"literal": literal}


def i64(value: int) -> dict:
    return lit("i64", str(value))


def call(anchor: int, args: list[dict], output: dict) -> dict:
    return {"scalarFunction": {"functionReference": anchor, "arguments": [{"value": a} for a in args],
                               "outputType": output}}


def measure(anchor: int, args: list[dict], output: dict) -> dict:
    """A measure as the crate builds it (phase and invocation unspecified, see the module doc)."""
    return {"measure": {"functionReference": anchor, "arguments": [{"value": a} for a in args],
                        "outputType": output}}


def schema(columns: list[tuple[str, dict]]) -> dict:
    return {"names": [n for n, _ in columns],
            "struct": {"types": [t for _, t in columns], "nullability": "NULLABILITY_REQUIRED"}}


def read(table: list[str], columns: list[tuple[str, dict]], common: dict = DIRECT, **extra) -> dict:
    return {"read": {"common": common, "baseSchema": schema(columns), "namedTable": {"names": table}, **extra}}


def root(names: list[str], rel: dict) -> dict:
    return {"root": {"input": rel, "names": names}}


def plan(*relations: dict, urns: dict[int, str] | None = None,
         functions: list[tuple[int, int, str]] = (), types: list[tuple[int, int, str]] = ()) -> Plan:
    """A plan from its relations and its declarations, (anchor, URN anchor, name), in plan order."""
    body: dict = {"relations": list(relations)}
    if urns:
        body["extensionUrns"] = [{"extensionUrnAnchor": a, "urn": u} for a, u in urns.items()]
    declarations = [{"extensionFunction": {"functionAnchor": a, "extensionUrnReference": u, "name": n}}
                    for a, u, n in functions]
    declarations += [{"extensionType": {"typeAnchor": a, "extensionUrnReference": u, "name": n}}
                     for a, u, n in types]
    if declarations:
        body["extensions"] = declarations
    return json_format.ParseDict(body, Plan(), descriptor_pool=POOL)


# The extension section the texts below share: comparison, arithmetic and aggregate functions.
URNS = {1: "extension:io.substrait:functions_comparison", 2: "extension:io.substrait:functions_arithmetic",
        3: "extension:io.substrait:functions_aggregate_generic"}
FUNCTIONS = [(10, 1, "eq"), (11, 1, "gt"), (12, 2, "add"), (13, 3, "sum"), (14, 3, "count")]
EQ, GT, ADD, SUM, COUNT = 10, 11, 12, 13, 14
HEAD = """=== Extensions
URNs:
  @  1: extension:io.substrait:functions_comparison
  @  2: extension:io.substrait:functions_arithmetic
  @  3: extension:io.substrait:functions_aggregate_generic
Functions:
  # 10 @  1: eq
  # 11 @  1: gt
  # 12 @  2: add
  # 13 @  3: sum
  # 14 @  3: count

=== Plan
"""


def with_head(*relations: dict) -> Plan:
    return plan(*relations, urns=URNS, functions=FUNCTIONS)


def parse(body: str) -> Plan:
    """Parses a plan section written after HEAD."""
    return se.parse(HEAD + body)


def without_measure_phase_invocation(p: Plan) -> Plan:
    """The plan with every measure's phase and invocation cleared (the crate's documented gap)."""
    copy = Plan()
    copy.CopyFrom(p)
    stack = [copy]
    while stack:
        message = stack.pop()
        if message.DESCRIPTOR.full_name == "substrait.AggregateFunction":
            message.ClearField("phase")
            message.ClearField("invocation")
        for field, value in message.ListFields():
            if field.type == field.TYPE_MESSAGE:
                stack.extend(value if field.is_repeated else [value])
    return copy


T2 = [("a", I64), ("b", STRING)]
T3 = [("a", I64), ("b", STRING), ("c", I32)]


# --- Read (src/parser/relations.rs: ReadRel::parse_pair_with_context, parse_output) ---

def test_read_arrow_is_a_direct_emit():
    assert se.parse("=== Plan\nRoot[a, b]\n  Read[t => a:i64, b:string?]\n") == plan(
        root(["a", "b"], read(["t"], [("a", I64), ("b", typ("string", True))])))


def test_read_plus_arrow_without_emit_is_direct():
    assert se.parse("=== Plan\nRoot[a, b]\n  Read[my_table +> a:i64, b:string]\n") == plan(
        root(["a", "b"], read(["my_table"], T2)))


def test_read_plus_arrow_with_emit_is_an_emit_over_the_table_columns():
    text = "=== Plan\nRoot[b, a]\n  Read[my_table +> a:i64, b:string, c:i64 |> $1, $0]\n"
    assert se.parse(text) == plan(root(["b", "a"], read(["my_table"], [("a", I64), ("b", STRING), ("c", I64)],
                                                        common=emit(1, 0))))


def test_read_identity_emit_after_pipe_stays_an_emit():
    text = "=== Plan\nRoot[a, b]\n  Read[t +> a:i64, b:string |> $0, $1]\n"
    assert se.parse(text) == plan(root(["a", "b"], read(["t"], T2, common=emit(0, 1))))


def test_read_qualified_and_quoted_names():
    text = '=== Plan\nRoot[x]\n  Read[schema."my table" => "a b":i64]\n'
    assert se.parse(text) == plan(root(["x"], read(["schema", "my table"], [("a b", I64)])))


# --- Read:Virtual (VirtualReadRel::parse_pair_with_context) ---

def test_virtual_read_is_direct():
    text = "=== Plan\nRoot[id, name]\n  Read:Virtual[(1, 'alice'), (2, 'bob') => id:i64, name:string]\n"
    rows = [{"fields": [i64(1), lit("string", "alice")]}, {"fields": [i64(2), lit("string", "bob")]}]
    columns = schema([("id", I64), ("name", STRING)])
    expected = plan(root(["id", "name"], {"read": {"common": DIRECT, "baseSchema": columns,
                                                   "virtualTable": {"expressions": rows}}}))
    assert se.parse(text) == expected


def test_virtual_read_empty_and_filter():
    text = "Root[id]\n  Read:Virtual[_, filter=gt($0, 1):boolean => id:i64]\n"
    expected = with_head(root(["id"], {"read": {"common": DIRECT, "baseSchema": schema([("id", I64)]),
                                                "virtualTable": {},
                                                "filter": call(GT, [ref(0), i64(1)], BOOL)}}))
    assert parse(text) == expected


def test_virtual_read_multi_line_is_the_inline_plan():
    inline = "Root[id]\n  Read:Virtual[(1), (2), filter=gt($0, 1:i64):boolean => id:i64]\n"
    multi = "Root[id]\n  Read:Virtual[\n    - (1),\n    - (2),\n    - filter=gt($0, 1:i64):boolean\n    - => id:i64]\n"
    assert parse(multi) == parse(inline)
    assert parse(inline).relations[0].root.input.read.common.HasField("direct")


# --- Filter (FilterRel: parse_emit over the input's field count) ---

@pytest.mark.parametrize("columns, common", [
    ("$0, $1, $2", DIRECT),
    ("$0, $1", emit(0, 1)),
    ("$2, $0, $1", emit(2, 0, 1)),
    ("$0, $1, $2, $0", emit(0, 1, 2, 0)),
    ("", emit()),
])
def test_filter_emit(columns, common):
    text = f"Root[r]\n  Filter[gt($2, 100:i32):boolean => {columns}]\n    Read[data => a:i64, b:string, c:i32]\n"
    expected = with_head(root(["r"], {"filter": {"common": common, "input": read(["data"], T3),
                                                 "condition": call(GT, [ref(2), lit("i32", 100)], BOOL)}}))
    assert parse(text) == expected


# --- Project (ProjectRel: references and expressions over [input fields, expressions]) ---

@pytest.mark.parametrize("args, expressions, common", [
    ("$0, $1, add($0, $1):i64", [call(ADD, [ref(0), ref(1)], I64)], DIRECT),
    ("$0, $1", [], DIRECT),
    ("$1, 42", [i64(42)], emit(1, 2)),
    ("42, $0, 100, $1", [i64(42), i64(100)], emit(2, 0, 3, 1)),
    ("add($0, $1):i64", [call(ADD, [ref(0), ref(1)], I64)], emit(2)),
    ("$0", [], emit(0)),
    ("$0, $1, $42", [], emit(0, 1, 42)),
])
def test_project_emit(args, expressions, common):
    text = f"Root[r]\n  Project[{args}]\n    Read[t => a:i64, b:i64]\n"
    project = {"common": common, "input": read(["t"], [("a", I64), ("b", I64)])}
    if expressions:
        project["expressions"] = expressions
    assert parse(text) == with_head(root(["r"], {"project": project}))


def test_project_of_more_columns_than_its_input_is_an_emit():
    # GRAMMAR.md's indentation example: two references over a one-column filter.
    text = "Root[r]\n  Project[$0, $1]\n    Filter[gt($0, 10):boolean => $0]\n      Read[data => a:i64]\n"
    filter_rel = {"filter": {"common": DIRECT, "input": read(["data"], [("a", I64)]),
                             "condition": call(GT, [ref(0), i64(10)], BOOL)}}
    assert parse(text) == with_head(root(["r"], {"project": {"common": emit(0, 1), "input": filter_rel}}))


# --- Aggregate (AggregateRel: parse_grouping_sets, build_grouping_fields, parse_aggregate_output) ---

AGG_INPUT = [("a", I64), ("b", I64), ("c", I64)]


@pytest.mark.parametrize("args, grouping_expressions, groupings, measures, common", [
    ("$0 => $0, sum($1):i64, count($1):i64", [ref(0)], [[0]],
     [measure(SUM, [ref(1)], I64), measure(COUNT, [ref(1)], I64)], DIRECT),
    ("$0 => sum($1):i64, $0, count($1):i64", [ref(0)], [[0]],
     [measure(SUM, [ref(1)], I64), measure(COUNT, [ref(1)], I64)], emit(1, 0, 2)),
    ("$0, $1 => $0, $1, sum($2):i64", [ref(0), ref(1)], [[0, 1]], [measure(SUM, [ref(2)], I64)], DIRECT),
    ("$0, $1 => $1, sum($2):i64", [ref(0), ref(1)], [[0, 1]], [measure(SUM, [ref(2)], I64)], emit(1, 2)),
    ("_ => sum($2):i64, count($2):i64", [], [[]],
     [measure(SUM, [ref(2)], I64), measure(COUNT, [ref(2)], I64)], DIRECT),
    ("($0), ($0, $1) => $0, $1, sum($2):i64, count($2):i64", [ref(0), ref(1)], [[0], [0, 1]],
     [measure(SUM, [ref(2)], I64), measure(COUNT, [ref(2)], I64)], DIRECT),
    ("($0, $1), ($0), _ => sum($2):i64, $0, count($2):i64", [ref(0), ref(1)], [[0, 1], [0], []],
     [measure(SUM, [ref(2)], I64), measure(COUNT, [ref(2)], I64)], emit(2, 0, 3)),
    # An output is the grouping expression it equals, not the aggregate's output column i
    # (parse_aggregate_output; the unit tests around relations.rs line 1720).
    ("($1), ($0) => $1, $0", [ref(1), ref(0)], [[0], [1]], [], DIRECT),
    ("($1), ($0) => $0, $1", [ref(1), ref(0)], [[0], [1]], [], emit(1, 0)),
    ("$2, $0 => $0, $2, sum($1):i64", [ref(2), ref(0)], [[0, 1]], [measure(SUM, [ref(1)], I64)], emit(1, 0, 2)),
    ("$2, $0 => sum($1):i64", [ref(2), ref(0)], [[0, 1]], [measure(SUM, [ref(1)], I64)], emit(2)),
    ("$1 => sum($2):i64, $1", [ref(1)], [[0]], [measure(SUM, [ref(2)], I64)], emit(1, 0)),
    ("42, $0 => $0, 42, sum($1):i64", [i64(42), ref(0)], [[0, 1]], [measure(SUM, [ref(1)], I64)], emit(1, 0, 2)),
    ("eq($0, $1):boolean => eq($0, $1):boolean, sum($2):i64", [call(EQ, [ref(0), ref(1)], BOOL)], [[0]],
     [measure(SUM, [ref(2)], I64)], DIRECT),
    ("eq($0, $1):boolean => sum($2):i64, eq($0, $1):boolean, eq($0, $1):boolean",
     [call(EQ, [ref(0), ref(1)], BOOL)], [[0]], [measure(SUM, [ref(2)], I64)], emit(1, 0, 0)),
    ("($0, $1, $2), ($2, $0), ($1), _ => $0, $1, $2, count($2):i64", [ref(0), ref(1), ref(2)],
     [[0, 1, 2], [2, 0], [1], []], [measure(COUNT, [ref(2)], I64)], DIRECT),
    ("$0 => sum($1):i64, sum($1):i64", [ref(0)], [[0]],
     [measure(SUM, [ref(1)], I64), measure(SUM, [ref(1)], I64)], emit(1, 2)),
])
def test_aggregate(args, grouping_expressions, groupings, measures, common):
    text = f"Root[r]\n  Aggregate[{args}]\n    Read[t => a:i64, b:i64, c:i64]\n"
    aggregate = {"common": common, "input": read(["t"], AGG_INPUT),
                 "groupings": [{"expressionReferences": g} for g in groupings]}
    if grouping_expressions:
        aggregate["groupingExpressions"] = grouping_expressions
    if measures:
        aggregate["measures"] = measures
    expected = with_head(root(["r"], {"aggregate": aggregate}))
    assert without_measure_phase_invocation(parse(text)) == expected


def test_aggregate_output_matching_no_key_is_an_error():
    # The crate: "output expression is not an aggregate measure and does not match any grouping expression".
    with pytest.raises(se.ParseError, match="neither a measure"):
        parse("Root[r]\n  Aggregate[$0 => $1, sum($1):i64]\n    Read[t => a:i64, b:i64, c:i64]\n")


# --- Sort (SortRel) ---

@pytest.mark.parametrize("direction, value", [
    ("&AscNullsFirst", "SORT_DIRECTION_ASC_NULLS_FIRST"), ("&AscNullsLast", "SORT_DIRECTION_ASC_NULLS_LAST"),
    ("&DescNullsFirst", "SORT_DIRECTION_DESC_NULLS_FIRST"), ("&DescNullsLast", "SORT_DIRECTION_DESC_NULLS_LAST"),
])
def test_sort_directions(direction, value):
    text = (f"Root[r]\n  Sort[($1, {direction}), (add($0, 1:i64):i64, &AscNullsFirst) => $0, $1]\n"
            "    Read[t => a:i64, b:string]\n")
    sorts = [{"expr": ref(1), "direction": value},
             {"expr": call(ADD, [ref(0), i64(1)], I64), "direction": "SORT_DIRECTION_ASC_NULLS_FIRST"}]
    expected = with_head(root(["r"], {"sort": {"common": DIRECT, "input": read(["t"], T2), "sorts": sorts}}))
    assert parse(text) == expected


def test_sort_emit():
    text = "Root[r]\n  Sort[($0, &AscNullsFirst) => $1]\n    Read[t => a:i64, b:string]\n"
    rel = parse(text).relations[0].root.input.sort
    assert list(rel.common.emit.output_mapping) == [1] and not rel.common.HasField("direct")


# --- Fetch (FetchRel, CountMode / OffsetMode: a bare integer is an i64 literal expression) ---

@pytest.mark.parametrize("args, fields, common", [
    ("limit=10, offset=5 => $0, $1", {"countExpr": i64(10), "offsetExpr": i64(5)}, DIRECT),
    ("offset=5, limit=10 => $0, $1", {"countExpr": i64(10), "offsetExpr": i64(5)}, DIRECT),
    ("limit=10 => $0, $1", {"countExpr": i64(10)}, DIRECT),
    ("offset=5 => $1", {"offsetExpr": i64(5)}, emit(1)),
    ("_ => $0, $1", {}, DIRECT),
    ("limit=10, offset=0 => ", {"countExpr": i64(10), "offsetExpr": i64(0)}, emit()),
    ("limit=(5:i32)::i64 => $0, $1",
     {"countExpr": {"cast": {"type": I64, "input": lit("i32", 5)}}}, DIRECT),
])
def test_fetch(args, fields, common):
    text = f"Root[r]\n  Fetch[{args}]\n    Read[t => a:i64, b:string]\n"
    expected = with_head(root(["r"], {"fetch": {"common": common, "input": read(["t"], T2), **fields}}))
    assert parse(text) == expected


# --- Join (JoinRel: the emit is decided over left + right columns, for every join type) ---

JOIN_TYPES = {"&Inner": "JOIN_TYPE_INNER", "&Left": "JOIN_TYPE_LEFT", "&Right": "JOIN_TYPE_RIGHT",
              "&Outer": "JOIN_TYPE_OUTER", "&LeftSemi": "JOIN_TYPE_LEFT_SEMI", "&RightSemi": "JOIN_TYPE_RIGHT_SEMI",
              "&LeftAnti": "JOIN_TYPE_LEFT_ANTI", "&RightAnti": "JOIN_TYPE_RIGHT_ANTI",
              "&LeftSingle": "JOIN_TYPE_LEFT_SINGLE", "&RightSingle": "JOIN_TYPE_RIGHT_SINGLE",
              "&LeftMark": "JOIN_TYPE_LEFT_MARK", "&RightMark": "JOIN_TYPE_RIGHT_MARK"}


def join_plan(join_type: str, common: dict, post_filter: dict | None = None) -> Plan:
    join = {"common": common, "left": read(["users"], [("id", I64), ("name", STRING)]),
            "right": read(["orders"], [("user_id", I64), ("amount", I32)]),
            "expression": call(EQ, [ref(0), ref(2)], BOOL), "type": join_type}
    if post_filter:
        join["postJoinFilter"] = post_filter
    return with_head(root(["r"], {"join": join}))


JOIN_INPUTS = "    Read[users => id:i64, name:string]\n    Read[orders => user_id:i64, amount:i32]\n"


@pytest.mark.parametrize("spelling", JOIN_TYPES)
def test_join_types(spelling):
    text = f"Root[r]\n  Join[{spelling}, eq($0, $2):boolean => $0, $1, $2, $3]\n" + JOIN_INPUTS
    assert parse(text) == join_plan(JOIN_TYPES[spelling], DIRECT)


@pytest.mark.parametrize("spelling, columns, common", [
    ("&Inner", "$0, $1, $3", emit(0, 1, 3)),
    ("&Inner", "$3, $2, $1, $0", emit(3, 2, 1, 0)),
    # The crate compares with left + right columns whatever the join type (the TODO in
    # JoinRel::parse_pair_with_context), so a semi join's two left columns are an Emit.
    ("&LeftSemi", "$0, $1", emit(0, 1)),
    ("&RightMark", "$2, $3", emit(2, 3)),
])
def test_join_emit(spelling, columns, common):
    text = f"Root[r]\n  Join[{spelling}, eq($0, $2):boolean => {columns}]\n" + JOIN_INPUTS
    assert parse(text) == join_plan(JOIN_TYPES[spelling], common)


def test_join_post_filter():
    text = ("Root[r]\n  Join[&Inner, eq($0, $2):boolean, post_filter=gt($3, 100:i32):boolean => $0, $1, $3]\n"
            + JOIN_INPUTS)
    expected = join_plan("JOIN_TYPE_INNER", emit(0, 1, 3), post_filter=call(GT, [ref(3), lit("i32", 100)], BOOL))
    assert parse(text) == expected


# --- Cross and Set ---

@pytest.mark.parametrize("columns, common", [("$0, $1, $2, $3", DIRECT), ("$0, $2", emit(0, 2))])
def test_cross(columns, common):
    text = f"Root[r]\n  Cross[{columns}]\n" + JOIN_INPUTS
    cross = {"common": common, "left": read(["users"], [("id", I64), ("name", STRING)]),
             "right": read(["orders"], [("user_id", I64), ("amount", I32)])}
    assert parse(text) == with_head(root(["r"], {"cross": cross}))


SET_OPS = {"&MinusPrimary": "SET_OP_MINUS_PRIMARY", "&MinusPrimaryAll": "SET_OP_MINUS_PRIMARY_ALL",
           "&MinusMultiset": "SET_OP_MINUS_MULTISET", "&IntersectionPrimary": "SET_OP_INTERSECTION_PRIMARY",
           "&IntersectionMultiset": "SET_OP_INTERSECTION_MULTISET",
           "&IntersectionMultisetAll": "SET_OP_INTERSECTION_MULTISET_ALL",
           "&UnionDistinct": "SET_OP_UNION_DISTINCT", "&UnionAll": "SET_OP_UNION_ALL"}


@pytest.mark.parametrize("spelling", SET_OPS)
@pytest.mark.parametrize("columns, common", [("$0, $1", DIRECT), ("$1", emit(1))])
def test_set(spelling, columns, common):
    # Set's emit is decided over one input's width, not the sum (parse_set_relation_pair).
    text = (f"=== Plan\nRoot[r]\n  Set[{spelling} => {columns}]\n    Read[a => id:i64, name:string]\n"
            "    Read[b => id:i64, name:string]\n    Read[c => id:i64, name:string]\n")
    inputs = [read([t], [("id", I64), ("name", STRING)]) for t in "abc"]
    assert se.parse(text) == plan(root(["r"], {"set": {"common": common, "inputs": inputs, "op": SET_OPS[spelling]}}))


# --- Expressions (src/parser/expressions.rs) ---

def project_of(expression_text: str) -> Plan:
    return parse(f"Root[r]\n  Project[{expression_text}]\n    Read[t => a:i32]\n")


def project_expected(expression: dict) -> Plan:
    return with_head(root(["r"], {"project": {"common": emit(1), "input": read(["t"], [("a", I32)]),
                                              "expressions": [expression]}}))


@pytest.mark.parametrize("text, behavior", [
    ("($0)::i16", None), ("($0)::?i16", "FAILURE_BEHAVIOR_RETURN_NULL"),
    ("($0)::!i16", "FAILURE_BEHAVIOR_THROW_EXCEPTION"),
])
def test_cast(text, behavior):
    cast = {"type": typ("i16"), "input": ref(0)}
    if behavior:
        cast["failureBehavior"] = behavior
    assert project_of(text) == project_expected({"cast": cast})


def test_cast_of_a_literal_to_a_nullable_type():
    expected = {"cast": {"type": typ("i64", True), "input": lit("i32", 78),
                         "failureBehavior": "FAILURE_BEHAVIOR_RETURN_NULL"}}
    assert project_of("(78:i32)::?i64?") == project_expected(expected)


@pytest.mark.parametrize("text, expected", [
    ("42", i64(42)), ("-7", i64(-7)), ("5:i16", lit("i16", 5)), ("5:i8?", lit("i8", 5, nullable=True)),
    ("5:i64?", lit("i64", "5", nullable=True)), ("1.5", lit("fp64", 1.5)), ("1.5:fp32", lit("fp32", 1.5)),
    ("true", lit("boolean", True)), ("false:boolean?", lit("boolean", False, nullable=True)),
    ("'hello'", lit("string", "hello")), ("'it\\'s'", lit("string", "it's")),
    ("null:i64?", {"literal": {"null": typ("i64", True)}}),
    ("null:string", {"literal": {"null": STRING}}),
    ("'2023-01-01':date", lit("date", 19358)),
    ("'2023-01-01T12:00:00.123456789':precisiontimestamp<9>",
     lit("precisionTimestamp", {"precision": 9, "value": "1672574400123456789"})),
    ("'2023-01-01T12:00:00.123':precisiontimestamptz<3>",
     lit("precisionTimestampTz", {"precision": 3, "value": "1672574400123"})),
    ("'14:30:45.123456':precisiontime<6>", lit("precisionTime", {"precision": 6, "value": "52245123456"})),
    ("'5d':interval_day<0>", lit("intervalDayToSecond", {"days": 5, "precision": 0})),
    ("'4d 5s':interval_day<6>", lit("intervalDayToSecond", {"days": 4, "seconds": 5, "precision": 6})),
    ("'123456789ns':interval_day<9>", lit("intervalDayToSecond", {"subseconds": "123456789", "precision": 9})),
    ("'5d 3s 100ms':interval_day<3>",
     lit("intervalDayToSecond", {"days": 5, "seconds": 3, "subseconds": "100", "precision": 3})),
    ("'-5d 3s':interval_day<0>", lit("intervalDayToSecond", {"days": -5, "seconds": 3, "precision": 0})),
    ("'5d':interval_day?<6>", lit("intervalDayToSecond", {"days": 5, "precision": 6}, nullable=True)),
    ("'7ps':interval_day<12>", lit("intervalDayToSecond", {"subseconds": "7", "precision": 12})),
])
def test_literals(text, expected):
    assert project_of(text) == project_expected(expected)


@pytest.mark.parametrize("text, value", [
    (r"'a\nb'", "a\nb"), (r"'a\tb'", "a\tb"), (r"'a\rb'", "a\rb"), (r"'it\'s'", "it's"), (r"'a\\b'", "a\\b"),
    (r"'\"'", '"'), (r"'\q'", "q"),
])
def test_string_escapes(text, value):
    assert project_of(text) == project_expected(lit("string", value))


@pytest.mark.parametrize("text, value", [(r"'\x41'", "A"), (r"'\u0041'", "A"), (r"'\U0001F600'", "\U0001F600")])
def test_hex_escapes_keep_this_projects_meaning(text, value):
    # Decided (docs/FORMAT.md, compatibility table): the crate reads `\x41` as `x41` (any escaped
    # character stands for itself, unescape_string in src/parser/common.rs); this project keeps
    # its hex escapes, which no text this project writes uses for printable characters.
    assert project_of(text) == project_expected(lit("string", value))


def test_if_then():
    expected = {"ifThen": {"ifs": [{"if": lit("boolean", True), "then": ref(0)},
                                   {"if": lit("boolean", False), "then": i64(1)}], "else": i64(2)}}
    assert project_of("if_then(true -> $0, false -> 1, _ -> 2)") == project_expected(expected)


# Function names: base name, `:signature`, `#anchor`, `@urn` (FunctionReference::resolve,
# SimpleExtensions::resolve_function).  The URN anchor is read and ignored.
SIGNATURE_HEAD = """=== Extensions
URNs:
  @  1: extension:io.substrait:functions_arithmetic
  @  2: extension:io.substrait:functions_aggregate_generic
Functions:
  #  1 @  1: add:i64_i64
  #  2 @  1: add:fp64_fp64
  #  3 @  1: subtract:i64_i64
  #  4 @  2: count:
  #  5 @  2: count:any

=== Plan
Root[r]
"""


@pytest.mark.parametrize("text, anchor, args", [
    ("add:i64_i64($0, $0):i64", 1, [ref(0), ref(0)]),
    ("add:fp64_fp64($0, $0):i64", 2, [ref(0), ref(0)]),
    ("add#2($0, $0):i64", 2, [ref(0), ref(0)]),
    ("add:i64_i64#1($0, $0):i64", 1, [ref(0), ref(0)]),
    ("add#1@1($0, $0):i64", 1, [ref(0), ref(0)]),
    ("subtract($0, $0):i64", 3, [ref(0), ref(0)]),
    ("subtract#3@1($0, $0):i64", 3, [ref(0), ref(0)]),
    ("count:():i64", 4, []),
    ("count:any($0):i64", 5, [ref(0)]),
])
def test_function_references(text, anchor, args):
    p = se.parse(SIGNATURE_HEAD + f"  Project[{text}]\n    Read[t => a:i64]\n")
    expected = plan(root(["r"], {"project": {"common": emit(1), "input": read(["t"], [("a", I64)]),
                                             "expressions": [call(anchor, args, I64)]}}),
                    urns={1: "extension:io.substrait:functions_arithmetic",
                          2: "extension:io.substrait:functions_aggregate_generic"},
                    functions=[(1, 1, "add:i64_i64"), (2, 1, "add:fp64_fp64"), (3, 1, "subtract:i64_i64"),
                               (4, 2, "count:"), (5, 2, "count:any")])
    assert p == expected


# --- Types (src/parser/types.rs) ---

@pytest.mark.parametrize("text, expected", [
    ("boolean", BOOL), ("i8?", typ("i8", True)), ("fp32", typ("fp32")), ("binary?", typ("binary", True)),
    ("date", typ("date")), ("interval_year", typ("interval_year")), ("uuid", typ("uuid")),
    ("i64⁉", {"i64": {}}),
    ("precisiontime<6>", typ("precision_time", precision=6)),
    ("precisiontimestamp?<9>", typ("precision_timestamp", True, precision=9)),
    ("precisiontimestamptz<3>", typ("precision_timestamp_tz", precision=3)),
    ("interval_day<9>", typ("interval_day", precision=9)),
    ("interval_day?<0>", typ("interval_day", True, precision=0)),
    ("list<i64>", typ("list", type=I64)),
    ("list?<string?>", typ("list", True, type=typ("string", True))),
])
def test_types(text, expected):
    p = se.parse(f"=== Plan\nRoot[x]\n  Read[t => x:{text}]\n")
    assert p == plan(root(["x"], read(["t"], [("x", expected)])))


def test_user_defined_types():
    text = """=== Extensions
URNs:
  @  1: https://example.com/types
Types:
  #  8 @  1: point
  #  9 @  1: custom_type

=== Plan
Root[result]
  Project[$0, $1, $2]
    Read[data => point_field:point#8@1?<i8>, custom_field:custom_type#9, prefixed_field:u!custom_type]
"""
    point = {"userDefined": {"typeReference": 8, "nullability": "NULLABILITY_NULLABLE",
                             "typeParameters": [{"dataType": typ("i8")}]}}
    custom = {"userDefined": {"typeReference": 9, "nullability": "NULLABILITY_REQUIRED"}}
    columns = [("point_field", point), ("custom_field", custom), ("prefixed_field", custom)]
    expected = plan(root(["result"], {"project": {"common": DIRECT, "input": read(["data"], columns)}}),
                    urns={1: "https://example.com/types"}, types=[(8, 1, "point"), (9, 1, "custom_type")])
    assert se.parse(text) == expected


def test_u_prefix_in_a_type_declaration_is_dropped():
    # SimpleExtensions::add_extension strips `u!` from a type's name: the plan says `json`, and
    # `json`, `u!json` and `json#5` all refer to anchor 5.
    text = """=== Extensions
URNs:
  @  1: urn:t
Types:
  #  5 @  1: u!json

=== Plan
Root[a, b, c]
  Read[t => a:json, b:u!json?, c:json#5]
"""
    json_type = {"userDefined": {"typeReference": 5, "nullability": "NULLABILITY_REQUIRED"}}
    json_nullable = {"userDefined": {"typeReference": 5, "nullability": "NULLABILITY_NULLABLE"}}
    expected = plan(root(["a", "b", "c"], read(["t"], [("a", json_type), ("b", json_nullable), ("c", json_type)])),
                    urns={1: "urn:t"}, types=[(5, 1, "json")])
    assert se.parse(text) == expected
    # A name that holds the prefix itself is this project's quoted declaration (the crate has none).
    quoted = se.parse(text.replace("u!json\n", '"u!json"\n').replace("a:json, b:u!json?, c:json#5", 'a:u!"u!json"'))
    assert quoted.extensions[0].extension_type.name == "u!json"


def test_call_site_user_type_signatures():
    # function_signature = identifier (":" argument_signature?)?, short_arg_type = "u!" name | name.
    text = """=== Extensions
URNs:
  @  1: urn:f
Functions:
  #  1 @  1: json_extract_path:u!json_str
  #  2 @  1: bar:u!arg_u!arg
  #  3 @  1: bar:i64_u!json

=== Plan
Root[r]
  Project[json_extract_path:u!json_str($0, 'a'):string, bar:u!arg_u!arg($0):i64, bar:i64_u!json($0):i64]
    Read[t => a:i64]
"""
    expressions = [call(1, [ref(0), lit("string", "a")], STRING), call(2, [ref(0)], I64), call(3, [ref(0)], I64)]
    expected = plan(root(["r"], {"project": {"common": emit(1, 2, 3), "input": read(["t"], [("a", I64)]),
                                             "expressions": expressions}}),
                    urns={1: "urn:f"}, functions=[(1, 1, "json_extract_path:u!json_str"), (2, 1, "bar:u!arg_u!arg"),
                                                  (3, 1, "bar:i64_u!json")])
    assert se.parse(text) == expected
    assert se.parse(se.format(expected)) == expected
    with pytest.raises(se.ParseError, match="without spaces"):
        se.parse(text.replace("bar:u!arg_u!arg($0)", "bar:u! arg_u!arg($0)"))


# --- Extensions and version (src/extensions/simple.rs, src/parser/structural.rs) ---

def test_urns_are_kept_verbatim():
    urn = "https://github.com/substrait-io/substrait/blob/main/extensions/functions_arithmetic.yaml"
    text = (f"=== Extensions\nURNs:\n  @  1: {urn}\nFunctions:\n  # 10 @  1: add\n\n"
            "=== Plan\nRoot[r]\n  Read[t => a:i64]\n")
    assert se.parse(text) == plan(root(["r"], read(["t"], [("a", I64)])), urns={1: urn},
                                  functions=[(10, 1, "add")])


def test_declarations_keep_the_order_of_the_text():
    # The crate keeps URNs and declarations in maps keyed by anchor (and by kind after the
    # anchor), so its plan lists them in anchor order whatever the order of the text.  Decided
    # (docs/FORMAT.md, compatibility table): this project keeps the text's order, which is what
    # makes plans with unsorted declarations round-trip; for texts in anchor order both agree.
    text = """=== Extensions
URNs:
  @  2: urn:b
  @  1: urn:a
Functions:
  # 10 @  2: add
Types:
  #  8 @  1: point

=== Plan
Root[r]
  Read[t => a:point]
"""
    point = {"userDefined": {"typeReference": 8, "nullability": "NULLABILITY_REQUIRED"}}
    expected = json_format.ParseDict({
        "extensionUrns": [{"extensionUrnAnchor": 2, "urn": "urn:b"}, {"extensionUrnAnchor": 1, "urn": "urn:a"}],
        "extensions": [{"extensionFunction": {"functionAnchor": 10, "extensionUrnReference": 2, "name": "add"}},
                       {"extensionType": {"typeAnchor": 8, "extensionUrnReference": 1, "name": "point"}}],
        "relations": [root(["r"], read(["t"], [("a", point)]))]}, Plan())
    assert se.parse(text) == expected


def test_version_section():
    text = "=== Version 0.55.0\n  producer: my-optimizer\n  git_hash: abc123\n=== Plan\nRoot[r]\n  Read[t => a:i64]\n"
    expected = plan(root(["r"], read(["t"], [("a", I64)])))
    expected.version.minor_number = 55
    expected.version.producer = "my-optimizer"
    expected.version.git_hash = "abc123"
    assert se.parse(text) == expected


@pytest.mark.parametrize("value, written", [
    ("my-optimizer", "my-optimizer"), ("DuckDB v1.1", "DuckDB v1.1"), ("it's", "it's"),
    # What would not read back bare: white space at the ends, a comment, a leading quote.
    (" padded", "' padded'"), ("a//b", "'a//b'"), ("'q'", "'\\'q\\''"), ("a\tb", "'a\\tb'"),
    ("padded ", "'padded '"), ('"q', "'\"q'"), ("a\u2028b", "'a\\u2028b'"),
    # An anchor's `@ 1:` would read as a declaration; an `@` alone, or a space inside, stays bare.
    ("x @ 1: y", "'x @ 1: y'"), ("me@host", "me@host"), ("a b", "a b"),
])
def test_format_writes_version_values_bare(value, written):
    # The crate writes and reads `producer: value` bare (Parser::parse_version_detail trims the rest
    # of the line); a quoted value would keep its quotes there.
    p = plan(root(["r"], read(["t"], [("a", I64)])))
    p.version.minor_number = 55
    p.version.producer = value
    text = se.format(p)
    assert text.splitlines()[1] == f"  producer: {written}"
    assert se.parse(text) == p


# --- Addenda and extension relations (Addenda::into_standard_advanced_extension,
# ExtensionReadRel::parse_pair_with_detail, ExtensionRelationKind::create_rel) ---

def test_enhancement_addendum(crate_registry):
    text = "=== Plan\nRoot[result]\n  Read[data => col:i64]\n    + Enh:PartitionHint[&HASH, count=8]\n"
    hint = PartitionHint(strategies=[1], count=8)
    expected = plan(root(["result"], read(["data"], [("col", I64)],
                                          advancedExtension={"enhancement": packed(hint)})))
    assert se.parse(text) == expected


def test_enhancement_and_optimizations(crate_registry):
    text = ("=== Plan\nRoot[result]\n  Read[data => col:i64]\n    + Enh:PartitionHint[&HASH, count=4]\n"
            "    + Opt:PlanHint[hint='use_index']\n    + Opt:PlanHint[hint='parallel']\n")
    extension = {"enhancement": packed(PartitionHint(strategies=[1], count=4)),
                 "optimization": [packed(PlanHint(hint="use_index")), packed(PlanHint(hint="parallel"))]}
    expected = plan(root(["result"], read(["data"], [("col", I64)], advancedExtension=extension)))
    assert se.parse(text) == expected


def test_addenda_on_a_relation_with_children(crate_registry):
    text = ("Root[r]\n  Filter[gt($0, 1):boolean => $0]\n    + Opt:PlanHint[hint='x']\n"
            "    Read[t => a:i64]\n")
    expected = with_head(root(["r"], {"filter": {"common": DIRECT, "input": read(["t"], [("a", I64)]),
                                                 "condition": call(GT, [ref(0), i64(1)], BOOL),
                                                 "advancedExtension": {"optimization": [packed(PlanHint(hint="x"))]}}}))
    assert parse(text) == expected


def extension_read(columns: list[tuple[str, dict]], detail, **extra) -> dict:
    return {"read": {"common": DIRECT, "baseSchema": schema(columns),
                     "extensionTable": {"detail": packed(detail)}, **extra}}


def test_extension_table_read(crate_registry):
    text = ("=== Plan\nRoot[id, payload]\n  Read:Extension[id:i64, payload:string]\n"
            "    + Ext:BlobStoreRead['path/to/file', limit=100, include_archived=true]\n")
    detail = BlobStoreRead(path="path/to/file", limit=100, include_archived=True)
    expected = plan(root(["id", "payload"], extension_read([("id", I64), ("payload", STRING)], detail)))
    assert se.parse(text) == expected


def test_extension_table_read_with_advanced_extension(crate_registry):
    text = ("=== Plan\nRoot[id]\n  Read:Extension[id:i64]\n    + Ext:BlobStoreRead['path/to/file']\n"
            "    + Enh:PartitionHint[&HASH, count=8]\n    + Opt:PlanHint[hint='parallel']\n")
    extension = {"enhancement": packed(PartitionHint(strategies=[1], count=8)),
                 "optimization": [packed(PlanHint(hint="parallel"))]}
    expected = plan(root(["id"], extension_read([("id", I64)], BlobStoreRead(path="path/to/file"),
                                                advancedExtension=extension)))
    assert se.parse(text) == expected


PARQUET_LINE = "ExtensionLeaf:ParquetScan[path='data/sales.parquet', batch_size=2048 => customer_id:i64, amount:fp64]"
PARQUET = ParquetScanConfig(path="data/sales.parquet", batch_size=2048)


# Decided (DECISIONS, docs/FORMAT.md): extension relations get no `common`, as in the shared
# reference JSON rust-json-parsing-plan.json; the crate's own text path sets Direct there.

def test_extension_leaf(crate_registry):
    text = f"=== Plan\nRoot[customer_id, amount]\n  {PARQUET_LINE}\n"
    expected = plan(root(["customer_id", "amount"], {"extensionLeaf": {"detail": packed(PARQUET)}}))
    assert se.parse(text) == expected


def test_extension_single_and_multi(crate_registry):
    text = (f"Root[r]\n  ExtensionMulti:PlanHint[hint='m' => $0]\n    ExtensionSingle:PlanHint[hint='s' => $0, $1]\n"
            f"      {PARQUET_LINE}\n    Read[t => a:i64]\n")
    leaf = {"extensionLeaf": {"detail": packed(PARQUET)}}
    single = {"extensionSingle": {"detail": packed(PlanHint(hint="s")), "input": leaf}}
    multi = {"extensionMulti": {"detail": packed(PlanHint(hint="m")),
                                "inputs": [single, read(["t"], [("a", I64)])]}}
    assert parse(text) == with_head(root(["r"], multi))


@pytest.mark.parametrize("columns, common", [("$0, $1", DIRECT), ("$1", emit(1))])
def test_extension_columns_are_the_parent_input(crate_registry, columns, common):
    # An extension relation's output count is the number of columns after its `=>`.
    text = f"Root[r]\n  Filter[gt($0, 1):boolean => {columns}]\n    {PARQUET_LINE}\n"
    leaf = {"extensionLeaf": {"detail": packed(PARQUET)}}
    expected = with_head(root(["r"], {"filter": {"common": common, "input": leaf,
                                                 "condition": call(GT, [ref(0), i64(1)], BOOL)}}))
    assert parse(text) == expected


# --- More of the crate's constructs ---

def test_virtual_read_of_empty_rows_and_no_columns():
    no_columns = {"struct": {"nullability": "NULLABILITY_REQUIRED"}}
    expected = plan(root([], {"read": {"common": DIRECT, "baseSchema": no_columns,
                                       "virtualTable": {"expressions": [{}, {}]}}}))
    assert se.parse("=== Plan\nRoot[]\n  Read:Virtual[(), () => ]\n") == expected


def test_right_semi_join_with_post_filter():
    text = ("Root[r]\n  Join[&RightSemi, eq($0, $2):boolean, post_filter=gt($1, 100:i32):boolean => $0, $1]\n"
            + JOIN_INPUTS)
    expected = join_plan("JOIN_TYPE_RIGHT_SEMI", emit(0, 1), post_filter=call(GT, [ref(1), lit("i32", 100)], BOOL))
    assert parse(text) == expected


def test_aggregate_without_its_grouping_column_in_the_output():
    text = "Root[r]\n  Aggregate[$0 => sum($1):i64, count($1):i64]\n    Read[t => a:i64, b:i64, c:i64]\n"
    aggregate = {"common": emit(1, 2), "input": read(["t"], AGG_INPUT), "groupingExpressions": [ref(0)],
                 "groupings": [{"expressionReferences": [0]}],
                 "measures": [measure(SUM, [ref(1)], I64), measure(COUNT, [ref(1)], I64)]}
    assert without_measure_phase_invocation(parse(text)) == with_head(root(["r"], {"aggregate": aggregate}))


def test_enhancement_on_a_join_before_its_inputs(crate_registry):
    text = "Root[r]\n  Join[&LeftSemi, $0 => $0, $1]\n    + Enh:PartitionHint[&RANGE]\n" + JOIN_INPUTS
    expected = join_plan("JOIN_TYPE_LEFT_SEMI", emit(0, 1))
    join = expected.relations[0].root.input.join
    join.expression.CopyFrom(json_format.ParseDict(ref(0), type(join.expression)()))
    join.advanced_extension.enhancement.Pack(PartitionHint(strategies=[2]), "type.googleapis.com/")
    assert parse(text) == expected


def test_addendum_after_a_child_is_an_error(crate_registry):
    text = "Root[r]\n  Filter[gt($0, 1):boolean => $0]\n    Read[t => a:i64]\n    + Opt:PlanHint[hint='x']\n"
    with pytest.raises(se.ParseError):
        parse(text)


def test_empty_signature_zero_arguments_and_cast_to_a_user_defined_type():
    text = """=== Extensions
URNs:
  @  1: urn:example
Functions:
  #  1 @  1: add:
  #  2 @  1: count
Types:
  #  7 @  1: json

=== Plan
Root[r]
  Project[add:($0, $0):i64, count():i64, ($0)::u!json, ($0)::json?]
    Read[t => a:i64]
"""
    json_type = {"userDefined": {"typeReference": 7, "nullability": "NULLABILITY_REQUIRED"}}
    json_nullable = {"userDefined": {"typeReference": 7, "nullability": "NULLABILITY_NULLABLE"}}
    expressions = [call(1, [ref(0), ref(0)], I64), call(2, [], I64),
                   {"cast": {"type": json_type, "input": ref(0)}}, {"cast": {"type": json_nullable, "input": ref(0)}}]
    expected = plan(root(["r"], {"project": {"common": emit(1, 2, 3, 4), "input": read(["t"], [("a", I64)]),
                                             "expressions": expressions}}),
                    urns={1: "urn:example"}, functions=[(1, 1, "add:"), (2, 1, "count")], types=[(7, 1, "json")])
    assert se.parse(text) == expected


# src/parser/expression_grammar.pest: `urn = @{ (!whitespace ~ ANY)+ }`, whitespace being " ", and
# src/parser/structural.rs: IndentedLine trims the line's end.
# src/parser/structural.rs: IndentedLine trims the line's end (Rust's trim_end: Unicode's White_Space),
# and only spaces stand between the colon and the URN (`sp`).
URN_LINE = "=== Extensions\nURNs:\n  @  1:{}\nFunctions:\n  #  1 @  1: add\n\n=== Plan\n" \
           "Root[r]\n  Project[add($0, $0)]\n    Read[t => a:i64]\n"


@pytest.mark.parametrize("written, urn", [
    (' urn:a"b', 'urn:a"b'), (" urn:a\tb", "urn:a\tb"), (' urn:a"b"\t', 'urn:a"b"'), (' x//"y', 'x//"y'),
    ("\turn:x", "\turn:x"), ("  \turn:x", "\turn:x"), (" urn:x\xa0\u3000\t", "urn:x"), (" a\rb\r", "a\rb"),
    (" urn:x\x1c", "urn:x\x1c"),  # (a separator Python calls white space, Unicode does not)
])
def test_a_urn_is_what_the_crate_reads_up_to_a_space(written, urn):
    built = se.parse(URN_LINE.format(written))
    assert [u.urn for u in built.extension_urns] == [urn]
    assert se.parse(se.format(built)) == built


@pytest.mark.parametrize("written", [" \t", "\t\xa0", "  \u3000"])
def test_nothing_but_white_space_after_the_colon_is_no_urn(written):
    with pytest.raises(se.ParseError, match=r"3:\d+: nothing but white space follows the colon"):
        se.parse(URN_LINE.format(written))


# --- The crate's own texts ---

def shared_proto_fields() -> list[tuple[str, int]]:
    text = (REFERENCE / "rust-json-parsing-parquet_scan.proto").read_text()
    return [(name, int(number)) for name, number in re.findall(r"^\s*\w+\s+(\w+)\s*=\s*(\d+);", text, re.M)]


@needs_reference
def test_parquet_scan_message_matches_the_shared_proto():
    fields = ParquetScanConfig.DESCRIPTOR.fields
    assert shared_proto_fields() == [(f.name, f.number) for f in fields]
    assert "package example;" in (REFERENCE / "rust-json-parsing-parquet_scan.proto").read_text()


def reference_json_plan() -> Plan:
    return json_format.Parse((REFERENCE / "rust-json-parsing-plan.json").read_text(), Plan(), descriptor_pool=POOL)


@needs_reference
def test_json_parsing_text_is_the_shared_json(crate_registry):
    # rust-json-parsing-plan.json is the crate's Go-protojson fixture, which leaves the leaf's
    # `common` out (the crate's text path would set Direct there: the decided exception).
    parsed = se.parse((REFERENCE / "rust-json-parsing-plan.substrait").read_text())
    assert parsed == reference_json_plan()


def upstream_texts() -> list:
    return each_file(sorted(UPSTREAM.glob("*.substrait")), UPSTREAM)


@needs_upstream
@pytest.mark.parametrize("path", upstream_texts(), ids=lambda p: p.name)
def test_upstream_text_parses(crate_registry, path):
    p = se.parse(path.read_text())
    assert se.parse(se.format(p)) == p


D = "direct"
X = "no common"  # extension relations (the decided exception)
# The emit the crate gives each relation of the upstream texts, in pre-order (a relation, then its
# inputs left to right), one list per plan relation; derived by hand from the rules above.
UPSTREAM_EMITS = {
    "example-plans_basic": [[D, D]],
    "example-plans_simple": [[D, [1, 2], D], [D, D], [[1, 4], D], [[0, 3, 1, 2], D, D, D], [D, D], [D, D, D], [D]],
    "grammar-01": [[D, D]],
    "grammar-02": [[D]],
    "grammar-03": [[[0, 1], D, D]],
    "grammar-04": [[D, D]],
    "grammar-05": [[D, D]],
    "grammar-06": [[[0, 1, 42], D]],
    "grammar-07": [[[], [1], D]],
    "grammar-08": [[D, D]],
    "grammar-09": [[D, D], [D, D]],
    "grammar-10": [[D]],
    "grammar-11": [[[1, 0]]],
    "grammar-12": [[D]],
    "grammar-13": [[D]],
    "grammar-14": [[D]],
    "grammar-15": [[D]],
    "grammar-16": [[D]],
    "grammar-17": [[D]],
    "grammar-18": [[D, D, D]],
    "grammar-19": [[[1, 2], D]],
    "grammar-20": [[D, D]],
    "grammar-21": [[D, D]],
    "grammar-22": [[[0, 1, 3], D, D]],
    "grammar-23": [[D, D, D]],
    "grammar-24": [[D, D, D]],
    "grammar-25": [[D]],
    "grammar-26": [[D]],
    "grammar-27": [[D, D, [0, 1, 2, 6], D, D, D]],
    "tests_json_parsing_plan": [[X]],
}


def relations_in_preorder(rel) -> list:
    kind = rel.WhichOneof("rel_type")
    body = getattr(rel, kind)
    found = [body]
    for name in ("input", "left", "right"):
        if name in body.DESCRIPTOR.fields_by_name and body.HasField(name):
            found += relations_in_preorder(getattr(body, name))
    if "inputs" in body.DESCRIPTOR.fields_by_name:
        for child in body.inputs:
            found += relations_in_preorder(child)
    return found


def expected_common(emit_kind) -> str:
    if emit_kind == X:
        return str(RelCommon())
    return str(json_format.ParseDict(DIRECT if emit_kind == D else emit(*emit_kind), RelCommon()))


@needs_upstream
def test_upstream_emit_table_covers_every_text():
    assert sorted(UPSTREAM_EMITS) == sorted(p.stem for p in upstream_texts())


@needs_upstream
@pytest.mark.parametrize("name", sorted(UPSTREAM_EMITS))
def test_upstream_emits(crate_registry, name):
    p = se.parse((UPSTREAM / f"{name}.substrait").read_text())
    got = [[str(r.common) for r in relations_in_preorder(plan_rel.root.input)]
           for plan_rel in p.relations]
    assert got == [[expected_common(e) for e in tree] for tree in UPSTREAM_EMITS[name]]


SEED_EMITS = {
    "example-01": [[D, D]],
    "example-02": [[[0, 1], D, D]],
    "example-03": [[D, D]],
    "example-04": [[D, D]],
    "example-05": [[D, D]],
    "example-06": [[[0, 1, 42], D]],
    "example-07": [[D, D]],
    "example-08": [[D, D], [D, D]],
    "example-09": [[D, D, D]],
    "example-10": [[[1, 2], D]],
    "example-11": [[D, D]],
    "example-12": [[[0, 1, 3], D, D]],
    "example-13": [[D, D, [0, 1, 2, 6], D, D, D]],
}


@needs_seeds
@pytest.mark.parametrize("name", sorted(SEED_EMITS))
def test_seed_example_emits(name):
    # The seed's examples are the crate's older texts (calls without an output type); the crate's
    # emit rule gives them these emits.
    p = se.parse((SEED_EXAMPLES / f"{name}.txt").read_text())
    got = [[str(r.common) for r in relations_in_preorder(plan_rel.root.input)] for plan_rel in p.relations]
    assert got == [[expected_common(e) for e in tree] for tree in SEED_EMITS[name]]


@needs_seeds
def test_seed_emit_table_covers_every_example():
    assert sorted(SEED_EMITS) == sorted(p.stem for p in seed_examples())


@needs_upstream
def test_upstream_timestamp_column_is_the_microsecond_precision_timestamp():
    # grammar-04 reads `created_at:timestamp?`; the crate builds the deprecated Type.timestamp,
    # which the installed protos replace by precision_timestamp<6> (same meaning).
    p = se.parse((UPSTREAM / "grammar-04.substrait").read_text())
    types = p.relations[0].root.input.project.input.read.base_schema.struct.types
    assert json_format.MessageToDict(types[2]) == typ("precisionTimestamp", True, precision=6)
    assert json_format.MessageToDict(types[3]) == typ("uuid")


# --- format writes the crate's spelling (src/textify/rels.rs, src/textify/expressions.rs) ---
# Each text is what the crate writes for the plan it parses from that text, so it must come back
# unchanged from se.format(se.parse(text)) on one line per relation (width=0).

CANONICAL = [
    "Root[a, b]\n  Read[t => a:i64, b:string?]",
    "Root[b, a]\n  Read[my_table +> a:i64, b:string, c:i64 |> $1, $0]",
    "Root[a, b]\n  Read[t +> a:i64, b:string |> $0, $1]",
    "Root[id, name]\n  Read:Virtual[(1, 'alice'), (2, 'bob') => id:i64, name:string]",
    "Root[id, name]\n  Read:Virtual[_ => id:i64, name:string]",
    "Root[r]\n  Filter[gt($2, 100:i32):boolean => $0, $1, $2]\n    Read[data => a:i64, b:string, c:i32]",
    "Root[r]\n  Filter[gt($2, 100:i32):boolean => $2, $0]\n    Read[data => a:i64, b:string, c:i32]",
    "Root[r]\n  Filter[gt($2, 100:i32):boolean => ]\n    Read[data => a:i64, b:string, c:i32]",
    "Root[r]\n  Project[$0, $1, add($0, $1):i64]\n    Read[t => a:i64, b:i64]",
    "Root[r]\n  Project[$1, 42]\n    Read[t => a:i64, b:i64]",
    "Root[r]\n  Project[42, $0, 100, $1]\n    Read[t => a:i64, b:i64]",
    "Root[r]\n  Sort[($1, &DescNullsFirst), ($0, &AscNullsLast) => $0, $1]\n    Read[t => a:i64, b:string]",
    "Root[r]\n  Fetch[limit=10, offset=5 => $0, $1]\n    Read[t => a:i64, b:string]",
    "Root[r]\n  Fetch[offset=5 => $1]\n    Read[t => a:i64, b:string]",
    "Root[r]\n  Fetch[_ => $0, $1]\n    Read[t => a:i64, b:string]",
    "Root[r]\n  Join[&Inner, eq($0, $2):boolean => $0, $1, $2, $3]\n" + JOIN_INPUTS.rstrip("\n"),
    "Root[r]\n  Join[&Left, eq($0, $2):boolean, post_filter=gt($3, 100:i32):boolean => $0, $1, $3]\n"
    + JOIN_INPUTS.rstrip("\n"),
    "Root[r]\n  Cross[$0, $2]\n" + JOIN_INPUTS.rstrip("\n"),
    "Root[r]\n  Set[&UnionAll => $0, $1]\n    Read[a => id:i64, name:string]\n    Read[b => id:i64, name:string]",
    "Root[r]\n  Project[($0)::i16, ($0)::?i16, ($0)::!i16]\n    Read[t => a:i32]",
    "Root[r]\n  Project['4d 5s':interval_day<6>, '0s':interval_day<0>, '5d':interval_day?<9>]\n    Read[t => a:i32]",
    "Root[r]\n  Project[5:i16, 1.5:fp32, null:i64?, '2023-01-01':date, if_then(true -> $0, _ -> 1:i32)]\n"
    "    Read[t => a:i32]",
]


def plan_section(text: str) -> str:
    return text.split("=== Plan\n", 1)[1]


@pytest.mark.parametrize("body", CANONICAL, ids=lambda b: b.splitlines()[1].strip()[:60])
def test_the_crate_spelling_reads_exactly_and_the_default_text_is_for_people(body):
    # The default text leaves a Direct emit out (issue 23); the crate's spelling of it, a full
    # list, reads to the same plan.  Writing the crate's spelling is compat="rust"'s.
    text = HEAD + body + "\n"
    p = se.parse(text)
    written = se.format(p, width=None)
    assert se.parse(written) == p
    runs = re.findall(r"\$(\d+), \$(\d+), \$(\d+)", plan_section(written))
    assert not [r for r in runs if int(r[0]) + 2 == int(r[1]) + 1 == int(r[2])]  # no counting


AGGREGATES = [
    "Root[r]\n  Aggregate[$0 => $0, sum($1):i64, count($1):i64]\n    Read[t => a:i64, b:i64, c:i64]",
    "Root[r]\n  Aggregate[$0 => sum($1):i64, $0]\n    Read[t => a:i64, b:i64, c:i64]",
    "Root[r]\n  Aggregate[_ => sum($2):i64]\n    Read[t => a:i64, b:i64, c:i64]",
    "Root[r]\n  Aggregate[($0, $1), ($0), _ => sum($2):i64, $0, count($2):i64]\n    Read[t => a:i64, b:i64, c:i64]",
]


@pytest.mark.parametrize("body", AGGREGATES, ids=lambda b: b.splitlines()[1].strip()[:60])
def test_format_writes_the_crate_aggregate_spelling(body):
    # The plan this project reads from the crate's text (its own measure phase and invocation
    # included) is written back in the crate's spelling.
    p = se.parse(HEAD + body + "\n")
    written = se.format(p, width=None)
    assert plan_section(written) == body + "\n"
    assert se.parse(written) == p


@pytest.mark.parametrize("body", [
    # What the crate's outputs cannot say keeps this project's explicit form: keys as written, measures, emit.
    "Root[r]\n  Aggregate[$2, $0 => $2, $0, sum($1):i64 => $2, $2, $0]\n    Read[t => a:i64, b:i64, c:i64]",
    "Root[r]\n  Aggregate[$0 => $0, sum($1):i64, count($1):i64 => $3, $1]\n    Read[t => a:i64, b:i64, c:i64]",
    "Root[r]\n  Aggregate[sum($1):i64 => sum($1):i64, sum($1):i64 => $0, $1]\n    Read[t => a:i64, b:i64, c:i64]",
], ids=["a measure twice", "measures out of order", "a measure equal to a key"])
def test_format_keeps_the_explicit_aggregate_form_for_what_the_crate_cannot_say(body):
    p = se.parse(HEAD + body + "\n")
    assert plan_section(se.format(p, width=None)) == body + "\n"
    assert se.parse(se.format(p)) == p


def test_format_writes_a_direct_emit_silently():
    p = with_head(root(["r"], {"filter": {"common": DIRECT, "input": read(["t"], T2),
                                          "condition": call(GT, [ref(0), i64(1)], BOOL)}}))
    written = plan_section(se.format(p, width=None))
    assert written == "Root[r]\n  Filter[gt($0, 1):boolean]\n    Read[t => a:i64, b:string]\n"


def test_format_of_a_plan_without_emits_still_round_trips():
    # A relation without `common` is not the crate's `=>`: it needs a form of its own.
    p = with_head(root(["r"], {"filter": {"input": {"read": {"baseSchema": schema(T2), "namedTable": {"names": ["t"]}}},
                                          "condition": call(GT, [ref(0), i64(1)], BOOL)}}))
    written = se.format(p, width=None)
    assert se.parse(written) == p
    assert "Read[t => a:i64, b:string]" not in written


def test_format_writes_addenda(crate_registry):
    extension = {"enhancement": packed(PartitionHint(strategies=[1], count=4)),
                 "optimization": [packed(PlanHint(hint="use_index"))]}
    p = plan(root(["result"], read(["data"], [("col", I64)], advancedExtension=extension)))
    lines = plan_section(se.format(p, width=None)).splitlines()
    assert lines[:2] == ["Root[result]", "  Read[data => col:i64]"]
    assert lines[2].startswith("    + Enh:PartitionHint[") and lines[3].startswith("    + Opt:PlanHint[")
    assert lines[3] == "    + Opt:PlanHint[hint='use_index']"
    assert se.parse(se.format(p)) == p


def test_format_writes_extension_tables_and_leaves(crate_registry):
    p = plan(root(["id"], extension_read([("id", I64)], BlobStoreRead(path="p", limit=3))))
    lines = plan_section(se.format(p, width=None)).splitlines()
    assert lines[1] == "  Read:Extension[id:i64]"
    assert lines[2].startswith("    + Ext:BlobStoreRead[")
    assert se.parse(se.format(p)) == p
    leaf = plan(root(["customer_id", "amount"], {"extensionLeaf": {"detail": packed(PARQUET)}}))
    line = plan_section(se.format(leaf, width=None)).splitlines()[1]
    assert line.startswith("  ExtensionLeaf:ParquetScan[")
    assert se.parse(se.format(leaf)) == leaf


def test_format_writes_an_empty_signature_as_the_crate_does():
    text = """=== Extensions
URNs:
  @  1: urn:example
Functions:
  #  1 @  1: count:
  #  2 @  1: count:any

=== Plan
Root[r]
  Project[$0, count:():i64, count:any($0):i64]
    Read[t => a:i64]
"""
    p = se.parse(text)
    assert se.format(p, width=None) == text
    assert [e.scalar_function.function_reference for e in p.relations[0].root.input.project.expressions] == [1, 2]


@needs_upstream
@pytest.mark.parametrize("name", ["grammar-16", "grammar-17", "grammar-25", "grammar-26"])
def test_format_writes_the_crates_addenda_back(crate_registry, name):
    # With the fields the crate's writers give without a name registered as positional, the
    # addendum lines come back as the crate writes them.
    text = (UPSTREAM / f"{name}.substrait").read_text()
    assert plan_section(se.format(se.parse(text), width=None)) == plan_section(text)

