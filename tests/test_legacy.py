"""Tests for substrait_explain.plan.legacy: reading plans from older Substrait versions."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path

import pytest
from conftest import CORPUS
from google.protobuf import json_format
from google.protobuf.message import Message
from google.protobuf.unknown_fields import UnknownFieldSet
from hypothesis import given
from hypothesis import strategies as st
from substrait.proto import Expression, Plan, Type

import substrait_explain as se
from substrait_explain.api import strip_comment_lines
from substrait_explain.base.errors import LoadError
from substrait_explain.plan import old_fields
from substrait_explain.plan.legacy import upgrade_binary, upgrade_json

# --------------------------------------------------------------------------
# Helpers


def load(obj: dict) -> tuple[Plan, list[str]]:
    """Upgrade a JSON dict (a copy) and parse it with the pinned protos."""
    obj = copy.deepcopy(obj)
    warnings = upgrade_json(obj)
    return json_format.ParseDict(obj, Plan()), warnings


def modern(obj: dict) -> Plan:
    return json_format.ParseDict(obj, Plan())


def varint(n: int) -> bytes:
    n &= (1 << 64) - 1  # negative numbers are sign-extended to 64 bits, as protobuf does
    out = bytearray()
    while n >= 0x80:
        out.append(n & 0x7F | 0x80)
        n >>= 7
    out.append(n)
    return bytes(out)


def wire(number: int, value: int | bytes) -> bytes:
    """One field in protobuf wire format: an integer as a varint, bytes as length-delimited."""
    if isinstance(value, int):
        return varint(number << 3) + varint(value)
    return varint(number << 3 | 2) + varint(len(value)) + value


def unknown_numbers(msg) -> set[int]:
    """Unknown field numbers anywhere in ``msg``."""
    found = {u.field_number for u in UnknownFieldSet(msg)}
    for fd, value in msg.ListFields():
        if fd.message_type is not None:
            for item in [value] if isinstance(value, Message) else value:
                found |= unknown_numbers(item)
    return found


READ = {"read": {"namedTable": {"names": ["t"]}}}
FIELD0 = {"selection": {"directReference": {"structField": {"field": 0}}, "rootReference": {}}}
FIELD1 = {"selection": {"directReference": {"structField": {"field": 1}}, "rootReference": {}}}


def root(rel: dict) -> dict:
    return {"relations": [{"root": {"input": rel}}]}


def i64(n: int) -> dict:
    return {"literal": {"i64": str(n)}}


# --------------------------------------------------------------------------
# strip_comment_lines


def test_strip_comment_lines_removes_leading_comments():
    text = "// TPC-H Query 1\n// Complexity: SIMPLE\n\n{\n  \"a\": \"// not a comment\"\n}\n"
    assert strip_comment_lines(text) == '{\n  "a": "// not a comment"\n}\n'


def test_strip_comment_lines_hash_comment_and_crlf():
    assert strip_comment_lines("# select * from t\r\n{}\r\n") == "{}\r\n"


def test_strip_comment_lines_without_comments_is_unchanged():
    assert strip_comment_lines('{"relations": []}') == '{"relations": []}'


# --------------------------------------------------------------------------
# Extension URIs -> URNs


def uri_plan(uris: list[tuple[int, str]], references: list[int]) -> dict:
    return {
        "extensionUris": [{"extensionUriAnchor": a, "uri": u} for a, u in uris],
        "extensions": [
            {"extensionFunction": {"extensionUriReference": r, "functionAnchor": i, "name": f"f{i}"}}
            for i, r in enumerate(references)
        ],
    }


def urn_of_functions(plan: Plan) -> dict[str, str | int]:
    """Function name -> the URN its declaration points at (or the dangling reference number)."""
    urns = {u.extension_urn_anchor: u.urn for u in plan.extension_urns}
    out = {}
    for ext in plan.extensions:
        decl = getattr(ext, ext.WhichOneof("mapping_type"))
        out[decl.name] = urns.get(decl.extension_urn_reference, decl.extension_urn_reference)
    return out


@pytest.mark.parametrize(
    "uri",
    [
        "https://github.com/substrait-io/substrait/blob/main/extensions/functions_arithmetic.yaml",
        "/functions_arithmetic.yaml",
        "functions_arithmetic.yaml",
        "file:///opt/substrait/extensions/functions_arithmetic.yaml",
    ],
)
def test_standard_uri_becomes_urn(uri):
    plan, warnings = load(uri_plan([(7, uri)], [7]))
    assert warnings == []
    assert [(u.extension_urn_anchor, u.urn) for u in plan.extension_urns] == [
        (7, "extension:io.substrait:functions_arithmetic")
    ]
    assert plan.extensions[0].extension_function.extension_urn_reference == 7


def test_uri_only_plan_keeps_anchors():
    plan, _ = load(uri_plan([(1, "/functions_boolean.yaml"), (2, "/functions_string.yaml")], [2, 1, 2]))
    assert [(u.extension_urn_anchor, u.urn) for u in plan.extension_urns] == [
        (1, "extension:io.substrait:functions_boolean"),
        (2, "extension:io.substrait:functions_string"),
    ]
    assert [e.extension_function.extension_urn_reference for e in plan.extensions] == [2, 1, 2]


def test_nonstandard_uri_is_kept_with_warning():
    plan, warnings = load(uri_plan([(1, "https://example.com/my_functions.yaml")], [1]))
    assert plan.extension_urns[0].urn == "https://example.com/my_functions.yaml"
    assert len(warnings) == 1 and "https://example.com/my_functions.yaml" in warnings[0]


def test_urn_in_uri_field_is_taken_as_is():
    plan, warnings = load(uri_plan([(1, "extension:com.example:mine")], [1]))
    assert plan.extension_urns[0].urn == "extension:com.example:mine"
    assert warnings == []


def test_two_uris_for_the_same_urn_share_one_urn():
    github = "https://github.com/substrait-io/substrait/blob/main/extensions/functions_set.yaml"
    plan, _ = load(uri_plan([(1, "/functions_set.yaml"), (2, github)], [1, 2]))
    assert [(u.extension_urn_anchor, u.urn) for u in plan.extension_urns] == [
        (1, "extension:io.substrait:functions_set")
    ]
    assert [e.extension_function.extension_urn_reference for e in plan.extensions] == [1, 1]


def test_snake_case_plan():
    obj = {
        "extension_uris": [{"extension_uri_anchor": 3, "uri": "/functions_comparison.yaml"}],
        "extensions": [
            {"extension_function": {"extension_uri_reference": 3, "function_anchor": 0, "name": "equal:any_any"}}
        ],
    }
    plan, _ = load(obj)
    assert urn_of_functions(plan) == {"equal:any_any": "extension:io.substrait:functions_comparison"}


def test_dangling_reference_is_preserved():
    # DataFusion writes this reference with no URI list at all.
    decl = {"extensionUriReference": 4294967295, "functionAnchor": 1, "name": "f"}
    obj = {"extensions": [{"extensionFunction": decl}]}
    plan, warnings = load(obj)
    assert plan.extensions[0].extension_function.extension_urn_reference == 4294967295
    assert list(plan.extension_urns) == [] and warnings == []


def test_dual_write_urns_win():
    obj = uri_plan([(1, "/functions_arithmetic.yaml")], [1])
    obj["extensionUrns"] = [{"extensionUrnAnchor": 5, "urn": "extension:io.substrait:functions_arithmetic"}]
    obj["extensions"][0]["extensionFunction"]["extensionUrnReference"] = 5
    plan, _ = load(obj)
    assert [(u.extension_urn_anchor, u.urn) for u in plan.extension_urns] == [
        (5, "extension:io.substrait:functions_arithmetic")
    ]
    assert plan.extensions[0].extension_function.extension_urn_reference == 5


def test_mixed_plan_maps_uri_references_through_urn_text():
    # Some declarations only have a URI reference; the URN list names the same file
    # under another anchor, and one URI has no URN yet.
    obj = uri_plan([(1, "/functions_arithmetic.yaml"), (2, "/functions_string.yaml")], [1, 2])
    obj["extensionUrns"] = [{"extensionUrnAnchor": 2, "urn": "extension:io.substrait:functions_arithmetic"}]
    obj["extensions"].append({"extensionFunction": {"extensionUrnReference": 2, "functionAnchor": 9, "name": "g"}})
    plan, _ = load(obj)
    assert urn_of_functions(plan) == {
        "f0": "extension:io.substrait:functions_arithmetic",
        "f1": "extension:io.substrait:functions_string",
        "g": "extension:io.substrait:functions_arithmetic",
    }
    assert len({u.extension_urn_anchor for u in plan.extension_urns}) == 2


def test_type_declarations_are_upgraded_too():
    obj = {
        "extensionUris": [{"extensionUriAnchor": 1, "uri": "/unsigned_integers.yaml"}],
        "extensions": [
            {"extensionType": {"extensionUriReference": 1, "typeAnchor": 1, "name": "u8"}},
            {"extensionTypeVariation": {"extensionUriReference": 1, "typeVariationAnchor": 2, "name": "v"}},
        ],
    }
    plan, _ = load(obj)
    assert plan.extensions[0].extension_type.extension_urn_reference == 1
    assert plan.extensions[1].extension_type_variation.extension_urn_reference == 1
    assert plan.extension_urns[0].urn == "extension:io.substrait:unsigned_integers"


def test_duplicate_uri_anchor_is_an_error():
    with pytest.raises(LoadError, match=r"extensionUris\[1\].*anchor 1"):
        upgrade_json(uri_plan([(1, "/functions_boolean.yaml"), (1, "/functions_string.yaml")], []))


# --------------------------------------------------------------------------
# FetchRel


def test_fetch_offset_and_count():
    plan, _ = load(root({"fetch": {"input": READ, "offset": "5", "count": 10}}))
    assert plan == modern(root({"fetch": {"input": READ, "offsetExpr": i64(5), "countExpr": i64(10)}}))


def test_fetch_count_minus_one_means_all_rows():
    plan, _ = load(root({"fetch": {"input": READ, "count": "-1"}}))
    assert plan == modern(root({"fetch": {"input": READ}}))


def test_fetch_explicit_zero_offset_is_kept():
    plan, _ = load(root({"fetch": {"input": READ, "offset": "0", "count": "3"}}))
    assert plan == modern(root({"fetch": {"input": READ, "offsetExpr": i64(0), "countExpr": i64(3)}}))


def test_fetch_negative_count_is_an_error():
    with pytest.raises(LoadError, match=r"relations\[0\]\.root\.input\.fetch\.count"):
        upgrade_json(root({"fetch": {"input": READ, "count": "-2"}}))


def test_fetch_dual_write_keeps_expression():
    plan, _ = load(root({"fetch": {"input": READ, "count": "7", "countExpr": i64(8)}}))
    assert plan == modern(root({"fetch": {"input": READ, "countExpr": i64(8)}}))


# --------------------------------------------------------------------------
# AggregateRel groupings


def test_inline_grouping_expressions_are_shared_and_deduplicated():
    old = {"aggregate": {"input": READ, "groupings": [
        {"groupingExpressions": [FIELD0, FIELD1]},
        {"groupingExpressions": [FIELD1]},
        {"groupingExpressions": []},
    ]}}
    new = {"aggregate": {"input": READ, "groupingExpressions": [FIELD0, FIELD1], "groupings": [
        {"expressionReferences": [0, 1]},
        {"expressionReferences": [1]},
        {},
    ]}}
    plan, _ = load(root(old))
    assert plan == modern(root(new))


def test_an_expression_one_grouping_lists_twice_is_two_columns():
    # DataFusion's test plan groups by (1, 1) and names two columns; another set reuses them.
    one = {"literal": {"i32": 1}}
    old = {"aggregate": {"input": READ, "groupings": [
        {"groupingExpressions": [one, FIELD0, one]},
        {"groupingExpressions": [one, one, one]},
    ]}}
    new = {"aggregate": {"input": READ, "groupingExpressions": [one, FIELD0, one, one], "groupings": [
        {"expressionReferences": [0, 1, 2]},
        {"expressionReferences": [0, 2, 3]},
    ]}}
    plan, _ = load(root(old))
    assert plan == modern(root(new))
    # The same from a binary plan's removed fields.
    binary = binary_plan(([*AGGREGATE, "groupings", "0"], b"".join(wire(1, expr_bytes(e)) for e in (one, FIELD0, one))),
                         ([*AGGREGATE, "groupings", "1"], wire(1, expr_bytes(one)) * 3))
    upgrade_binary(binary)
    aggregate = binary.relations[0].root.input.fetch.input.aggregate
    assert aggregate == modern(root({"fetch": {"input": new}})).relations[0].root.input.fetch.input.aggregate


def test_grouping_dual_write_keeps_references():
    old = {"aggregate": {"input": READ, "groupingExpressions": [FIELD1], "groupings": [
        {"groupingExpressions": [FIELD1], "expressionReferences": [0]},
    ]}}
    new = {"aggregate": {"input": READ, "groupingExpressions": [FIELD1], "groupings": [{"expressionReferences": [0]}]}}
    plan, _ = load(root(old))
    assert plan == modern(root(new))


def test_grouping_with_empty_references_uses_inline_expressions():
    # IBM's dual-write plans write "expressionReferences": [] next to the inline list.
    old = {"aggregate": {"input": READ, "groupingExpressions": [], "groupings": [
        {"groupingExpressions": [FIELD0], "expressionReferences": []},
    ]}}
    new = {"aggregate": {"input": READ, "groupingExpressions": [FIELD0], "groupings": [{"expressionReferences": [0]}]}}
    plan, _ = load(root(old))
    assert plan == modern(root(new))


# --------------------------------------------------------------------------
# VirtualTable, function arguments, literals, types, joins


def test_virtual_table_values_become_expressions():
    old = {"read": {"virtualTable": {"values": [
        {"fields": [{"i32": 1}, {"string": "a"}]},
        {"fields": [{"i32": 2}, {"string": "b"}]},
    ]}}}
    new = {"read": {"virtualTable": {"expressions": [
        {"fields": [{"literal": {"i32": 1}}, {"literal": {"string": "a"}}]},
        {"fields": [{"literal": {"i32": 2}}, {"literal": {"string": "b"}}]},
    ]}}}
    plan, _ = load(root(old))
    assert plan == modern(root(new))


def project(expression: dict) -> dict:
    return root({"project": {"input": READ, "expressions": [expression]}})


def test_args_become_arguments_recursively():
    inner = {"scalarFunction": {"functionReference": 2, "args": [FIELD0, FIELD1]}}
    old = project({"scalarFunction": {"functionReference": 1, "args": [inner, {"enum": {"specified": "FLOOR"}}]}})
    new = project({"scalarFunction": {"functionReference": 1, "arguments": [
        {"value": {"scalarFunction": {"functionReference": 2, "arguments": [{"value": FIELD0}, {"value": FIELD1}]}}},
        {"enum": "FLOOR"},
    ]}})
    plan, _ = load(old)
    assert plan == modern(new)


def test_empty_args_next_to_arguments_are_dropped():
    obj = project({"scalarFunction": {"functionReference": 1, "args": [], "arguments": [{"value": FIELD0}]}})
    plan, _ = load(obj)
    assert plan == modern(project({"scalarFunction": {"functionReference": 1, "arguments": [{"value": FIELD0}]}}))


def test_aggregate_and_window_function_args():
    old = {"aggregate": {"input": READ, "measures": [{"measure": {"functionReference": 1, "args": [FIELD0]}}]}}
    measure = {"functionReference": 1, "arguments": [{"value": FIELD0}]}
    new = {"aggregate": {"input": READ, "measures": [{"measure": measure}]}}
    assert load(root(old))[0] == modern(root(new))
    window = project({"windowFunction": {"functionReference": 1, "args": [FIELD1]}})
    expected = project({"windowFunction": {"functionReference": 1, "arguments": [{"value": FIELD1}]}})
    assert load(window)[0] == modern(expected)


def test_unspecified_enum_argument_is_an_error():
    obj = project({"scalarFunction": {"functionReference": 1, "args": [{"enum": {"unspecified": {}}}]}})
    with pytest.raises(LoadError, match=r"expressions\[0\]\.scalarFunction\.args\[0\]\.enum"):
        upgrade_json(obj)


def test_microsecond_literals_and_interval():
    old = project({"nested": {"list": {"values": [
        {"literal": {"timestamp": "1000"}},
        {"literal": {"time": "5"}},
        {"literal": {"timestampTz": "7"}},
        {"literal": {"intervalDayToSecond": {"days": 1, "seconds": 2, "microseconds": 3}}},
    ]}}})
    new = project({"nested": {"list": {"values": [
        {"literal": {"precisionTimestamp": {"precision": 6, "value": "1000"}}},
        {"literal": {"precisionTime": {"precision": 6, "value": "5"}}},
        {"literal": {"precisionTimestampTz": {"precision": 6, "value": "7"}}},
        {"literal": {"intervalDayToSecond": {"days": 1, "seconds": 2, "precision": 6, "subseconds": "3"}}},
    ]}}})
    plan, _ = load(old)
    assert plan == modern(new)


def test_old_types():
    def cast(t: dict) -> dict:
        return {"cast": {"type": t, "input": FIELD0}}

    old = project(cast({"timestamp": {"nullability": "NULLABILITY_NULLABLE"}}))
    new = project(cast({"precisionTimestamp": {"precision": 6, "nullability": "NULLABILITY_NULLABLE"}}))
    assert load(old)[0] == modern(new)
    old = project(cast({"userDefinedTypeReference": 4}))
    new = project(cast({"userDefined": {"typeReference": 4, "nullability": "NULLABILITY_REQUIRED"}}))
    assert load(old)[0] == modern(new)


def test_hash_join_keys():
    ref = {"directReference": {"structField": {"field": 0}}, "rootReference": {}}
    old = root({"hashJoin": {
        "left": READ, "right": READ, "leftKeys": [ref], "rightKeys": [ref], "type": "JOIN_TYPE_INNER",
    }})
    new = root({"hashJoin": {"left": READ, "right": READ, "type": "JOIN_TYPE_INNER", "keys": [
        {"left": ref, "right": ref, "comparison": {"simple": "SIMPLE_COMPARISON_TYPE_EQ"}},
    ]}})
    assert load(old)[0] == modern(new)
    with pytest.raises(LoadError, match=r"mergeJoin: the old join keys have 1 left keys but 0 right keys"):
        upgrade_json(root({"mergeJoin": {"left": READ, "right": READ, "leftKeys": [ref]}}))


def test_old_join_type_names():
    old = root({"join": {"left": READ, "right": READ, "expression": FIELD0, "type": "JOIN_TYPE_SEMI"}})
    plan, _ = load(old)
    new = root({"join": {"left": READ, "right": READ, "expression": FIELD0, "type": "JOIN_TYPE_LEFT_SEMI"}})
    assert plan == modern(new)


def test_old_version_field_names():
    # Before Substrait 0.20 the version numbers were major, minor and patch (Arrow 10 wrote
    # them so); the field numbers did not change.
    plan, _ = load({"version": {"major": 0, "minor": 19, "patch": 1, "producer": "arrow"}})
    assert plan == modern({"version": {"majorNumber": 0, "minorNumber": 19, "patchNumber": 1, "producer": "arrow"}})


# An Any of a message protobuf knows, as Velox packs a type.
PAYLOAD = {"@type": "type.googleapis.com/substrait.Type", "i64": {"nullability": "NULLABILITY_NULLABLE"}}


def test_one_old_optimization_is_a_list_of_one():
    # Before Substrait 0.50 an advanced extension held one optimization, not a list (Gluten
    # and Velox wrote it so); the wire is the same, protobuf's JSON is not.
    for where in ("advancedExtensions", "advanced_extensions"):
        plan, _ = load({where: {"optimization": PAYLOAD, "enhancement": PAYLOAD}})
        assert plan == modern({"advancedExtensions": {"optimization": [PAYLOAD], "enhancement": PAYLOAD}})
    plan, _ = load(root({"read": {**READ["read"], "advancedExtension": {"optimization": PAYLOAD}}}))
    assert plan == modern(root({"read": {**READ["read"], "advancedExtension": {"optimization": [PAYLOAD]}}}))


def files(**item: object) -> dict:
    """A plan reading one local file, its item's other fields ``item``."""
    return root({"read": {"localFiles": {"items": [{"uriFile": "/a.parquet", **item}]}}})


def test_old_file_format():
    # Before Substrait 0.6 a file's format was an enum, parquet or unspecified (Velox, Gluten
    # and Arrow wrote it so); the oneof of format options replaced it.
    for old in ("FILE_FORMAT_PARQUET", 1):
        assert load(files(format=old))[0] == modern(files(parquet={}))
    assert load(files(format="FILE_FORMAT_UNSPECIFIED"))[0] == modern(files())  # the default: no format at all
    assert load(files(format="FILE_FORMAT_PARQUET", orc={}))[0] == modern(files(orc={}))  # a dual write: today's wins
    with pytest.raises(LoadError, match=r"items\[0\]\.format is 'FILE_FORMAT_ORC'; the removed FileFormat had only "
                                        r"FILE_FORMAT_UNSPECIFIED \(0\) and FILE_FORMAT_PARQUET \(1\)"):
        upgrade_json(files(format="FILE_FORMAT_ORC"))


def test_an_enum_argument_of_before_0_20_says_how_to_write_it():
    # Before Substrait 0.20 a FunctionArgument's enum was a message (Arrow 10 wrote
    # {"unspecified": {}} for an optional one); today it is the value's name.
    call = {"scalarFunction": {"functionReference": 1, "arguments": [{"enum": {"specified": "FLOOR"}}]}}
    with pytest.raises(LoadError, match=re.escape(
            "expressions[0].scalarFunction.arguments[0].enum is an object, as before Substrait 0.20; today an enum "
            'argument is its value\'s name ("enum": "FLOOR"), and an optional one left unspecified is left out')):
        upgrade_json(project(call))


def test_unknown_fields_are_left_for_the_parser():
    obj = root({"fetch": {"input": READ, "bogus": 1}})
    assert upgrade_json(obj) == []
    with pytest.raises(json_format.ParseError, match="bogus"):
        json_format.ParseDict(obj, Plan())


def test_badly_shaped_old_field_is_a_load_error():
    with pytest.raises(LoadError):
        upgrade_json(root({"read": {"virtualTable": {"values": [17]}}}))


# --------------------------------------------------------------------------
# Binary: the same migrations from unknown fields


def binary_plan(*parts: tuple[list[str], bytes]) -> Plan:
    """A modern plan reading table ``t``, with old-field bytes merged into the messages at the given paths."""
    plan = modern(root({"fetch": {"input": {"aggregate": {"input": READ, "groupings": [{}, {}]}}}}))
    for path, data in parts:
        msg = plan
        for step in path:
            msg = msg[int(step)] if step.isdigit() else getattr(msg, step)
        msg.MergeFromString(data)
    return plan


FETCH = ["relations", "0", "root", "input", "fetch"]
AGGREGATE = [*FETCH, "input", "aggregate"]


def expr_bytes(obj: dict) -> bytes:
    return json_format.ParseDict(obj, Expression()).SerializeToString()


def test_binary_matches_json():
    uri = wire(1, wire(1, 1) + wire(2, b"/functions_arithmetic.yaml"))  # extension_uris[0]: anchor 1
    decl = wire(2, wire(3, wire(1, 1) + wire(2, 3) + wire(3, b"add")))  # extensions[0].extension_function
    plan = binary_plan(
        ([], uri + decl),
        (FETCH, wire(3, 2) + wire(4, -1)),
        ([*AGGREGATE, "groupings", "0"], wire(1, expr_bytes(FIELD0)) + wire(1, expr_bytes(FIELD1))),
        ([*AGGREGATE, "groupings", "1"], wire(1, expr_bytes(FIELD1))),
    )
    assert unknown_numbers(plan) == {1, 3, 4}
    warnings = upgrade_binary(plan)

    obj = root({"fetch": {"offset": "2", "count": "-1", "input": {"aggregate": {"input": READ, "groupings": [
        {"groupingExpressions": [FIELD0, FIELD1]},
        {"groupingExpressions": [FIELD1]},
    ]}}}})
    obj["extensionUris"] = [{"extensionUriAnchor": 1, "uri": "/functions_arithmetic.yaml"}]
    obj["extensions"] = [{"extensionFunction": {"extensionUriReference": 1, "functionAnchor": 3, "name": "add"}}]
    expected, json_warnings = load(obj)
    assert warnings == json_warnings == []
    assert plan == expected
    assert unknown_numbers(plan) == set()


def test_binary_args_literals_and_types():
    old_arg = wire(2, expr_bytes(FIELD0))  # ScalarFunction.args
    enum_arg = wire(2, wire(10, wire(1, b"FLOOR")))  # args[1] = Expression{enum{specified}}
    plan = modern(project({"scalarFunction": {"functionReference": 1}}))
    function = plan.relations[0].root.input.project.expressions[0].scalar_function
    function.MergeFromString(old_arg + enum_arg + wire(3, wire(14, wire(2, 1))))  # output_type: old timestamp, nullable
    literal = plan.relations[0].root.input.project.expressions.add().literal
    literal.MergeFromString(wire(14, 1000))  # old timestamp literal
    assert upgrade_binary(plan) == []
    expected = project({"scalarFunction": {
        "functionReference": 1,
        "arguments": [{"value": FIELD0}, {"enum": "FLOOR"}],
        "outputType": {"precisionTimestamp": {"precision": 6, "nullability": "NULLABILITY_NULLABLE"}},
    }})
    expected["relations"][0]["root"]["input"]["project"]["expressions"].append(
        {"literal": {"precisionTimestamp": {"precision": 6, "value": "1000"}}}
    )
    assert plan == modern(expected)


def test_binary_virtual_table_and_interval():
    row = wire(1, wire(5, 1)) + wire(1, wire(20, wire(1, 2) + wire(3, 9)))  # i32 1, interval 2 days 9 µs
    plan = modern(root({"read": {"virtualTable": {}}}))
    plan.relations[0].root.input.read.virtual_table.MergeFromString(wire(1, row))
    assert upgrade_binary(plan) == []
    expected = root({"read": {"virtualTable": {"expressions": [{"fields": [
        {"literal": {"i32": 1}},
        {"literal": {"intervalDayToSecond": {"days": 2, "precision": 6, "subseconds": "9"}}},
    ]}]}}})
    assert plan == modern(expected)


def test_binary_file_format():
    for old, new in ((1, files(parquet={})), (0, files())):
        plan = modern(files())
        plan.relations[0].root.input.read.local_files.items[0].MergeFromString(wire(5, old))
        assert upgrade_binary(plan) == []
        assert plan == modern(new) == load(files(format=old))[0]
        assert unknown_numbers(plan) == set()
    plan = modern(files())
    plan.relations[0].root.input.read.local_files.items[0].MergeFromString(wire(5, 7))
    with pytest.raises(LoadError, match=re.escape("relations[0].root.input.read.local_files.items[0].format is 7;")):
        upgrade_binary(plan)


def test_binary_unknown_fields_are_kept_with_warning():
    plan = binary_plan((FETCH, wire(99, 5) + wire(4, 3)), ([*AGGREGATE, "input", "read"], wire(98, b"x")))
    warnings = upgrade_binary(plan)
    assert unknown_numbers(plan) == {98, 99}
    assert plan.relations[0].root.input.fetch.count_expr.literal.i64 == 3
    lost = "binary and text output keep them (not JSON, YAML or the Rust crate's spelling)"
    assert warnings == [
        f"relations[0].root.input.fetch: substrait.FetchRel has unknown field(s) 99; {lost}",
        f"relations[0].root.input.fetch.input.aggregate.input.read: substrait.ReadRel has unknown field(s) 98; {lost}",
    ]


@given(
    offset=st.none() | st.integers(0, 2**63 - 1),
    count=st.none() | st.integers(-1, 2**63 - 1),
)
def test_binary_and_json_fetch_agree(offset, count):
    old_fields = {"offset": offset, "count": count}
    obj = root({"fetch": {"input": READ, **{k: str(v) for k, v in old_fields.items() if v is not None}}})
    data = b"".join(wire(n, v) for n, v in ((3, offset), (4, count)) if v is not None)
    plan = modern(root({"fetch": {"input": READ}}))
    plan.relations[0].root.input.fetch.MergeFromString(data)
    upgrade_binary(plan)
    assert plan == load(obj)[0]


def test_binary_wrong_wire_type_is_an_unknown_field():
    # Field 4 of a Fetch was a varint count: length-delimited, it never was the count.
    plan = binary_plan((FETCH, wire(4, b"not a number")))
    warnings = upgrade_binary(plan)
    assert [w for w in warnings if "FetchRel has unknown field(s) 4;" in w]
    fetch = plan.relations[0].root.input.fetch
    assert not fetch.HasField("count_expr")
    assert [(u.field_number, u.data) for u in UnknownFieldSet(fetch)] == [(4, b"not a number")]


def test_binary_negative_count_is_an_error():
    with pytest.raises(LoadError, match=r"fetch\.count is -5"):
        upgrade_binary(binary_plan((FETCH, wire(4, -5))))


# --------------------------------------------------------------------------
# Corpus (../shared/corpus, next to the repository)


def corpus_files(pattern: str, exclude: str = "/textproto/") -> list:
    if not CORPUS.is_dir():
        return [pytest.param(None, marks=pytest.mark.skip(reason=f"plan corpus not found at {CORPUS}"))]
    return [
        pytest.param(p, id=str(p.relative_to(CORPUS)))
        for p in sorted(CORPUS.rglob(pattern))
        if exclude not in p.as_posix()
    ]


def load_json_file(path: Path) -> tuple[Plan, list[str]]:
    obj = json.loads(strip_comment_lines(path.read_text()))
    warnings = upgrade_json(obj)
    return json_format.ParseDict(obj, Plan()), warnings


def deprecated_fields(msg: Message) -> set[str]:
    """The deprecated fields set anywhere in ``msg``."""
    found = set()
    for field, value in msg.ListFields():
        if field.GetOptions().deprecated:
            found.add(field.full_name)
        if field.message_type is not None:
            for item in value if field.is_repeated else [value]:
                found |= deprecated_fields(item)
    return found


@pytest.mark.parametrize("path", corpus_files("*.json"))
def test_corpus_json_upgrades_to_the_current_shapes(path):
    plan, warnings = load_json_file(path)
    assert plan.relations
    # Every older shape is rewritten (URIs, fetch counts, grouping expressions,
    # virtual table values, ...), except `steps_out` of outer references: its
    # replacement, `rel_reference`, names a relation by an id the plan does not give.
    assert deprecated_fields(plan) <= {"substrait.Expression.FieldReference.OuterReference.steps_out"}
    # The only warning is for a URI that no standard URN stands for.
    assert all(re.fullmatch(r"extension URI .* is not a standard Substrait extension file; .*", w) for w in warnings)
    # load_plan reads the same, and keeps the removed fields too, to write them again.
    loaded = se.load_plan(path.read_bytes())
    assert old_fields.for_writing(loaded, old_fields.OldFields()) == plan


@pytest.mark.parametrize("path", corpus_files("*-input-plan.json"))
def test_corpus_uri_urn_migration(path):
    # The expected files are dual-write and renumber anchors: compare what each
    # declaration resolves to.
    expected_path = path.with_name(path.name.replace("-input-", "-expected-"))
    plan, warnings = load_json_file(path)
    expected, _ = load_json_file(expected_path)
    assert warnings == []
    assert urn_of_functions(plan) == urn_of_functions(expected)


def test_corpus_unresolvable_uri():
    path = CORPUS / "substrait-java" / "uri-urn-migration" / "unresolvable-uri-plan.json"
    if not path.exists():
        pytest.skip(f"plan corpus not found at {CORPUS}")
    plan, warnings = load_json_file(path)
    assert urn_of_functions(plan) == {"nonexistent_function:i32_i32": "/functions_nonexistent.yaml"}
    assert len(warnings) == 1 and "/functions_nonexistent.yaml" in warnings[0]


@pytest.mark.parametrize("path", corpus_files("ibm-substrait-compliance/tpch/*.bin"))
def test_corpus_binary_matches_json(path):
    plan = Plan.FromString(path.read_bytes())
    assert upgrade_binary(plan) == []
    assert unknown_numbers(plan) == set()
    expected, _ = load_json_file(path.with_suffix(".json"))
    assert plan == expected


@pytest.mark.parametrize("path", corpus_files("ibm-substrait-compliance/tpcds/*.bin"))
def test_corpus_binary_upgrades_cleanly(path):
    plan = Plan.FromString(path.read_bytes())
    assert upgrade_binary(plan) == []
    assert unknown_numbers(plan) == set()
    assert plan.extension_urns and all(u.urn.startswith("extension:io.substrait:") for u in plan.extension_urns)


TIMESTAMP_MS = "=== Plan\nRoot[a]\n  Project['2023-01-01T12:00:00.123':precision_timestamp<3>]\n    Read[t => x:i64]\n"


def test_a_dual_written_time_literal_keeps_todays_kind():
    """Beside today's kind of literal or type, the removed microsecond kinds are the old half of a
    dual write: today's wins (before, the old one replaced it, losing its precision)."""
    plan = se.parse(TIMESTAMP_MS)
    literal = plan.relations[0].root.input.project.expressions[0].literal
    literal.MergeFromString(wire(14, 1672574400123000))  # the same instant, in microseconds
    data = plan.SerializeToString()
    loaded = se.load_plan(data)
    text = se.format(loaded)
    assert "  old+new = time\n" in text and "precision_timestamp<3>" in text
    assert se.dump_plan(loaded, "binary") == data  # the old half is the new one in microseconds
    obj = json.loads(se.dump_plan(loaded, "json"))
    ts = obj["relations"][0]["root"]["input"]["project"]["expressions"][0]["literal"]
    assert ts["precisionTimestamp"] == {"precision": 3, "value": "1672574400123"}
    assert ts["timestamp"] == "1672574400123000"
    assert se.format(se.load_plan(json.dumps(obj))) == text


def test_a_dual_written_type_keeps_todays_kind():
    plan = se.parse("=== Extensions\nURNs:\n  @ 1: urn:example\nTypes:\n  # 7 @ 1: point\n\n"
                    "=== Plan\nRoot[x]\n  Read[t => x:precision_timestamp<3>, y:u!point?]\n")
    types = plan.relations[0].root.input.read.base_schema.struct.types
    types[0].MergeFromString(wire(14, wire(2, 2)))  # an old timestamp type, nullability required
    data = plan.SerializeToString()
    assert se.dump_plan(se.load_plan(data), "binary") == data  # the old type is written beside precision 3
    types[1].MergeFromString(wire(31, 7))  # an old user-defined type reference: required, unlike today's
    read = se.load_plan(plan.SerializeToString()).relations[0].root.input.read.base_schema.struct.types
    assert (read[0].precision_timestamp.precision, read[1].user_defined.nullability) == (3, Type.NULLABILITY_NULLABLE)


@pytest.mark.parametrize("value", [1 << 32, -1])
def test_a_removed_uint32_reads_as_protobuf_reads_one(value):
    """A declaration's extension_uri_reference and Type's user_defined_type_reference were uint32:
    protobuf keeps the low 32 bits of a longer varint (before: a raw ValueError)."""
    plan = se.parse("=== Extensions\nURNs:\n  @ 1: urn:example\nFunctions:\n  # 1 @ 1: f\n\n"
                    "=== Plan\nRoot[a]\n  Project[f($0)]\n    Read[t => a:i64]\n")
    decl = plan.extensions[0].extension_function
    decl.ClearField("extension_urn_reference")
    decl.MergeFromString(wire(1, value))
    loaded = se.load_plan(plan.SerializeToString())
    assert loaded.extensions[0].extension_function.extension_urn_reference == value & 0xFFFFFFFF


def test_an_interval_in_milliseconds_keeps_its_old_microseconds():
    """DuckDB reads an interval's seconds from the removed microseconds only: beside today's
    fields they are written at any precision that converts exactly (before, at 6 only)."""
    plan = se.parse("=== Plan\nRoot[a]\n  Project['1d 2s 3ms':interval_day<3>]\n    Read[t => x:i64]\n")
    interval = plan.relations[0].root.input.project.expressions[0].literal.interval_day_to_second
    plain = plan.SerializeToString()
    interval.MergeFromString(wire(3, 3000))
    data = plan.SerializeToString()
    assert se.dump_plan(se.load_plan(data), "binary") == data
    assert se.dump_plan(se.parse(se.format(se.load_plan(data))), "binary") == data
    assert se.dump_plan(se.load_plan(plain), "binary", old_fields="duckdb") == data
    # Alone, only microseconds: read back they would be precision 6, not 3.
    alone = se.dump_plan(se.load_plan(plain), "binary", old_fields="old=interval")
    assert alone == plain


@pytest.mark.parametrize("nanos, micros", [(1_000, 1), (1_500, None)])
def test_old_microseconds_are_written_beside_nanoseconds_only_exactly(nanos, micros):
    plan = se.parse(f"=== Plan\nRoot[a]\n  Project[literal(precision_timestamp=(precision=9, value={nanos}))]\n"
                    "    Read[t => x:i64]\n")
    written = Plan.FromString(se.dump_plan(plan, "binary", old_fields="time"))
    literal = written.relations[0].root.input.project.expressions[0].literal
    assert [u.data for u in UnknownFieldSet(literal)] == ([] if micros is None else [micros])


@pytest.mark.parametrize("args, said", [
    ({"literal": {"i64": "1"}}, r"args: expected a list of expressions, got an object"),
    ([5], r"args\[0\]: expected an expression \(an object\), got a number"),
])
def test_old_arguments_of_the_wrong_shape_say_so(args, said):
    obj = project({"scalarFunction": {"functionReference": 1, "args": args}})
    with pytest.raises(LoadError, match=r"expressions\[0\]\.scalarFunction\." + said):
        se.load_plan(json.dumps(obj), "json")
