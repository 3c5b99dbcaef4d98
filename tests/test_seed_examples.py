"""Every example of the seed's grammar document parses, formats canonically,
and means the plan a reader of that document expects."""

import pytest
from conftest import SEED_EXAMPLES, each_file, needs_seeds, seed_examples
from substrait.proto import JoinRel, SortField, Type

import substrait_explain as se


def read(name: str) -> str:
    return (SEED_EXAMPLES / name).read_text()


@needs_seeds
@pytest.mark.parametrize("path", each_file(seed_examples(), SEED_EXAMPLES), ids=lambda p: p.name)
def test_example_parses_and_formats_canonically(path):
    plan = se.parse(path.read_text())
    text = se.format(plan)
    assert se.parse(text) == plan
    assert se.format(se.parse(text)) == text


@needs_seeds
def test_there_are_thirteen_examples():
    assert len(seed_examples()) == 13


@needs_seeds
def test_project_passes_through_and_computes():
    plan = se.parse(read("example-01.txt"))
    assert [u.urn for u in plan.extension_urns] == ["extension:io.substrait:functions_arithmetic"]
    assert [(d.extension_function.function_anchor, d.extension_function.name) for d in plan.extensions] == \
        [(10, "add"), (11, "multiply")]
    root = plan.relations[0].root
    assert list(root.names) == ["result"]
    project = root.input.project
    # $0, $1 and the one computed column, in order: every column of the direct output, so Direct.
    assert project.common.HasField("direct") and not project.common.HasField("emit")
    (expr,) = project.expressions
    assert expr.scalar_function.function_reference == 10
    args = [a.value.selection.direct_reference.struct_field.field for a in expr.scalar_function.arguments]
    assert args == [0, 1]
    assert not expr.scalar_function.HasField("output_type")
    table = project.input.read
    assert table.common.HasField("direct")  # a read's `=> columns` is Direct
    assert list(table.named_table.names) == ["orders"]
    assert list(table.base_schema.names) == ["quantity", "price"]
    quantity, price = table.base_schema.struct.types
    assert quantity.i32.nullability == Type.NULLABILITY_NULLABLE
    assert price.i64.nullability == Type.NULLABILITY_REQUIRED


@needs_seeds
def test_filter_output_over_every_column_is_direct():
    plan = se.parse(read("example-02.txt"))
    project = plan.relations[0].root.input.project
    # Two references over a one-column input cannot be the direct output: an Emit.
    assert list(project.common.emit.output_mapping) == [0, 1]
    filt = project.input.filter
    assert filt.common.HasField("direct")  # `=> $0` over the read's one column
    cond = filt.condition.scalar_function
    assert cond.arguments[1].value.literal.i64 == 10


@needs_seeds
def test_compound_and_user_defined_types():
    types = se.parse(read("example-04.txt")).relations[0].root.input.project.input.read.base_schema.struct.types
    assert types[0].list.type.HasField("i64")
    assert types[1].map.key.HasField("string") and types[1].map.value.HasField("i64")
    assert types[2].struct.types[1].string.nullability == Type.NULLABILITY_NULLABLE
    plan = se.parse(read("example-05.txt"))
    point, custom, prefixed = plan.relations[0].root.input.project.input.read.base_schema.struct.types
    assert point.user_defined.type_reference == 8
    assert point.user_defined.nullability == Type.NULLABILITY_NULLABLE
    assert point.user_defined.type_parameters[0].data_type.HasField("i8")
    assert custom.user_defined.type_reference == 9
    assert prefixed.user_defined.type_reference == 9


@needs_seeds
def test_two_roots_and_qualified_tables():
    plan = se.parse(read("example-08.txt"))
    assert len(plan.relations) == 2
    assert list(plan.relations[0].root.input.project.input.read.named_table.names) == ["schema", "table"]
    assert list(plan.relations[1].root.names) == ["result2"]


@needs_seeds
def test_aggregate_groups_and_measures():
    agg = se.parse(read("example-11.txt")).relations[0].root.input.aggregate
    assert len(agg.groupings) == 1
    assert list(agg.groupings[0].expression_references) == [0]
    assert agg.grouping_expressions[0].selection.direct_reference.struct_field.field == 0
    assert [m.measure.function_reference for m in agg.measures] == [10, 11]
    assert agg.common.HasField("direct")  # the grouping key, then the two measures: the direct output


@needs_seeds
def test_join_type_inputs_and_output_mapping():
    join = se.parse(read("example-12.txt")).relations[0].root.input.join
    assert join.type == JoinRel.JOIN_TYPE_INNER
    assert list(join.left.read.named_table.names) == ["users"]
    assert list(join.right.read.named_table.names) == ["orders"]
    assert list(join.common.emit.output_mapping) == [0, 1, 3]
    args = [a.value.selection.direct_reference.struct_field.field for a in join.expression.scalar_function.arguments]
    assert args == [0, 2]


def test_sort_directions():
    plan = se.parse("=== Plan\nRoot[a]\n  Sort[($0, &AscNullsFirst), ($1, &DescNullsLast) => $0, $1]\n"
                    "    Read[t => a:i64, b:i64]\n")
    sort = plan.relations[0].root.input.sort
    assert [s.direction for s in sort.sorts] == [SortField.SORT_DIRECTION_ASC_NULLS_FIRST,
                                                 SortField.SORT_DIRECTION_DESC_NULLS_LAST]


def test_fetch_limit_and_offset():
    plan = se.parse("=== Plan\nRoot[a]\n  Fetch[limit=10, offset=5 => $0]\n    Read[t => a:i64]\n")
    fetch = plan.relations[0].root.input.fetch
    assert fetch.count_expr.literal.i64 == 10
    assert fetch.offset_expr.literal.i64 == 5
    plan = se.parse("=== Plan\nRoot[a]\n  Fetch[offset=5]\n    Read[t => a:i64]\n")
    assert not plan.relations[0].root.input.fetch.HasField("count_expr")  # no count: ALL


def test_seed_uris_become_urns():
    plan = se.parse("=== Extensions\nURIs:\n  @  1: https://github.com/substrait-io/substrait/blob/main/"
                    "extensions/functions_arithmetic.yaml\nFunctions:\n  ## 10 @  1: add\n\n=== Plan\n"
                    "Root[r]\n  Project[add($0, 1)]\n    Read[t => a:i64]\n")
    assert plan.extension_urns[0].urn == "extension:io.substrait:functions_arithmetic"
    assert "URNs:\n  @  1: extension:io.substrait:functions_arithmetic" in se.format(plan)


def test_comment_lines_and_blank_lines_anywhere():
    text = ("// a plan\n=== Extensions\n// urns\nURNs:\n  @ 1: extension:io.substrait:functions_arithmetic\n\n"
            "Functions:\n  // add\n  # 1 @ 1: add\n=== Plan\n// first\nRoot[a]\n\n  // the input\n"
            "  Project[add($0, $0)]   // computed\n    Read[t => a:i64]\n// end\n")
    plan = se.parse(text)
    assert plan.relations[0].root.input.project.input.read.named_table.names == ["t"]
