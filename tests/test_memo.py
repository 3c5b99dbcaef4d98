"""Texts the printer keeps across plans (codec/memo.py: types, schemas, small literals, field
references) mean the same in every plan; what a plan's own extensions name never comes from
another plan formatted before it."""

import pytest
from substrait.proto import Plan, Type

import substrait_explain as se


def _plan(type_name: str, function: str) -> str:
    return (f"=== Extensions\nURNs:\n  @  1: extension:x:y\nFunctions:\n  # 10 @  1: {function}\n"
            f"Types:\n  #  1 @  1: {type_name}\n\n"
            f"=== Plan\nRoot[a, b, c]\n  Project[{function}($1):u!{type_name}]\n"
            f"    Read[t => a:u!{type_name}, b:i64]\n")


def test_a_user_defined_type_is_named_by_each_plan():
    # The two plans' Read schemas and calls have the same bytes; the names differ.
    for type_name, function in [("point", "f"), ("vec", "g"), ("point", "f")]:
        text = _plan(type_name, function)
        assert se.format(se.parse(text)) == text


def test_a_plain_schema_reads_the_same_in_every_plan():
    text = "=== Plan\nRoot[a, b]\n  Read[t => a:i64, b:decimal?<10,2>]\n"
    first = se.format(se.parse(text))
    assert first == text
    assert se.format(se.parse(text), names=True) == text  # the names view asks for the same columns
    assert se.format(se.parse(text)) == first



def test_a_column_type_the_syntax_cannot_say_keeps_its_schema_explicit():
    # A schema's column types go through the memo of plain types, which keeps '' for a type the
    # syntax cannot say (here one of no kind): the schema is then written field by field, each
    # time, and reads back the same.
    plan = Plan()
    plan.relations.add().root.names.extend(["a", "b"])
    read = plan.relations[0].root.input.read
    read.named_table.names.append("t")
    read.base_schema.names.extend(["a", "b"])
    read.base_schema.struct.nullability = Type.NULLABILITY_REQUIRED
    read.base_schema.struct.types.add().i64.nullability = Type.NULLABILITY_REQUIRED
    read.base_schema.struct.types.add()
    for _ in range(2):
        text = se.format(plan)
        assert "base_schema=(names=['a', 'b'], struct=(types=[i64, ()]" in text
        assert se.parse(text) == plan

def test_a_type_name_is_resolved_by_each_plan():
    # The builder keeps built-in types across plans; a name the plan declares is its own.
    declared = ("=== Extensions\nURNs:\n  @  1: extension:x:y\nTypes:\n  #  1 @  1: point\n\n"
                "=== Plan\nRoot[a, b]\n  Read[t => a:point, b:decimal?<10,2>]\n")
    plan = se.parse(declared)
    types = plan.relations[0].root.input.read.base_schema.struct.types
    assert [t.WhichOneof("kind") for t in types] == ["user_defined", "decimal"]
    assert (types[1].decimal.precision, types[1].decimal.scale, types[1].decimal.nullability) == (10, 2, 1)
    with pytest.raises(se.ParseError, match="unknown type 'point'"):
        se.parse("=== Plan\nRoot[a]\n  Read[t => a:point]\n")
    with pytest.raises(se.ParseError, match="decimal"):  # a built-in type's error is raised every time
        se.parse("=== Plan\nRoot[a]\n  Read[t => a:decimal<10,2,3>]\n")
    with pytest.raises(se.ParseError, match="decimal"):
        se.parse("=== Plan\nRoot[a]\n  Read[t => a:decimal<10,2,3>]\n")
    assert se.parse(declared) == plan


def test_a_function_and_a_type_of_one_anchor_keep_their_own_names():
    # The printer's Extensions keep each name found, by its kind and anchor.
    text = ("=== Extensions\nURNs:\n  @  1: extension:x:y\nFunctions:\n  #  1 @  1: f\n"
            "Types:\n  #  1 @  1: point\n\n"
            "=== Plan\nRoot[a]\n  Project[f($0):u!point]\n    Read[t => a:u!point]\n")
    for _ in range(2):  # the second time, the plan's Extensions are the ones kept
        assert se.format(se.parse(text)) == text


def test_the_old_fields_of_two_plans_align_to_their_own_urns():
    # Equal URIs and note; the URN anchors are one and four digits wide, and the URI lines
    # align with each plan's own.
    def plan(anchor: int) -> str:
        return (f"=== Extensions\nURNs:\n  @ {anchor:>{max(2, len(str(anchor)))}}: extension:x:y\n"
                f"Functions:\n  #  1 @ {anchor:>{max(2, len(str(anchor)))}}: f\n"
                f"Old Fields:\n  old = uris\n  @ {7:>{max(2, len(str(anchor)))}}: /x.yaml\n\n"
                "=== Plan\nRoot[a]\n  Project[f($0)]\n    Read[t => a:i64]\n")

    for anchor in (1, 1000, 1):
        text = plan(anchor)
        assert se.format(se.parse(text)) == text


def test_the_version_section_is_each_plan_s_own():
    for producer in ("a", "b", "a"):
        text = f"=== Version 0.1.2\n  producer: {producer}\n\n=== Plan\nRoot[a]\n  Read[t => a:i64]\n"
        assert se.format(se.parse(text)) == text


def test_a_table_is_declared_with_each_plan_s_columns():
    # Declarations are kept by the table's names, its columns and the width.
    for kind in ("i64", "string", "i64"):
        columns = ", ".join(f"column_{i}:{kind}" for i in range(8))
        text = f"=== Tables\nTable[t => {columns}]\n\n=== Plan\nRoot[a]\n  Read[t]\n"
        assert se.format(se.parse(text), width=None) == text
