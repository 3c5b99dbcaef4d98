"""How a relation line writes its emit for people (issue 23): nothing for Direct, `$a..$b`
for runs, `Project:Exprs[...]` for a Project that outputs exactly its expressions."""

import pytest

import substrait_explain as se

HEAD = """=== Extensions
URNs:
  @  1: extension:io.substrait:functions_arithmetic
Functions:
  #  1 @  1: add:i64_i64

=== Plan
Root[x]
"""
READ = "    Read[t => a:i64, b:i64, c:i64, d:i64, e:i64]\n"


def plan_of(line: str):
    return se.parse(HEAD + "  " + line + "\n" + READ)


def written(plan, **options) -> str:
    return se.format(plan, width=None, **options).split("Root[x]\n  ", 1)[1].split("\n", 1)[0]


@pytest.mark.parametrize(("text", "mapping"), [
    ("Filter[true => $0..$4]", None),  # the identity: Direct
    ("Filter[true => $4, $0..$2]", [4, 0, 1, 2]),
    ("Filter[true => $1..$3, $3..$4]", [1, 2, 3, 3, 4]),
    ("Filter[true => $0, $1]", [0, 1]),
])
def test_ranges_read_as_their_columns(text, mapping):
    common = plan_of(text).relations[0].root.input.filter.common
    if mapping is None:
        assert common.HasField("direct")
    else:
        assert list(common.emit.output_mapping) == mapping


@pytest.mark.parametrize(("text", "expected"), [
    ("Filter[true => $0, $1, $2, $3, $4]", "Filter[true]"),  # Direct: nothing
    ("Filter[true => $4, $0, $1, $2]", "Filter[true => $4, $0..$2]"),
    ("Filter[true => $0, $1, $3]", "Filter[true => $0, $1, $3]"),  # two in a row stay a list
    ("Filter[true => $2, $1, $0]", "Filter[true => $2, $1, $0]"),  # ranges go up only
    ("Project[add($0, $1) => $5]", "Project[add($0, $1)]"),
    ("Project[$3, $0 => $5, $6]", "Project:Exprs[$3, $0]"),  # exactly its expressions
    ("Project[$3, $0 => $6, $5]", "Project[$3, $0 => $6, $5]"),
    ("Project[$3 => $0, $1, $2, $3, $4, $5]", "Project[$3 => $0..$5]"),
    ("Project[$0, $1, $2, $3, add($0, $1)]", "Project[$0..$3, add($0, $1)]"),
])
def test_what_the_default_writes(text, expected):
    plan = plan_of(text)
    line = written(plan)
    assert line == expected
    assert se.parse(se.format(plan)) == plan
    verbose = se.format(plan, style="verbose")  # spells every column out
    assert ".." not in verbose and ":Exprs" not in verbose and se.parse(verbose) == plan


def test_cross_with_a_direct_emit_writes_no_columns():
    plan = se.parse(HEAD + "  Cross[$0..$5]\n" + READ + "    Read[u => f:i64]\n")
    assert plan.relations[0].root.input.cross.common.HasField("direct")
    assert written(plan) == "Cross[]"


def test_a_two_input_relation_s_direct_output_counts_both_inputs():
    # Its identity as an Emit would read back as Direct (common=(...) says it); the verbose
    # Direct spells out both inputs' columns.
    plan = se.parse(HEAD + "  Cross[$0..$5]\n" + READ + "    Read[u => f:i64]\n")
    assert written(plan, style="verbose") == "Cross[$0, $1, $2, $3, $4, $5]"
    plan.relations[0].root.input.cross.common.emit.output_mapping[:] = range(6)
    assert written(plan) == "Cross[common=(emit=(output_mapping=[0, 1, 2, 3, 4, 5]))]"
    assert se.parse(se.format(plan)) == plan


def test_project_exprs_needs_the_input_width_and_expressions():
    with pytest.raises(se.ParseError, match="Project:Exprs lists the expressions"):
        plan_of("Project:Exprs[]")
    with pytest.raises(se.ParseError, match="cannot tell how many columns"):
        se.parse(HEAD + "  Project:Exprs[$0]\n    ExtensionLeaf[_]\n")
    assert list(plan_of("Project:Exprs[$4, $0]").relations[0].root.input.project.common.emit.output_mapping) \
        == [5, 6]


@pytest.mark.parametrize(("text", "message"), [
    ("Filter[true => $3..$1]", "goes down"),
    ("Filter[true => $1.0..$3]", "nested field"),
])
def test_bad_ranges(text, message):
    with pytest.raises(se.ParseError, match=message):
        plan_of(text)


def test_an_aggregate_output_that_repeats_a_computed_key_is_that_key():
    # `add($0, $1)` after `=>` is the grouping expression, not a second measure.
    plan = plan_of("Aggregate[add($0, $1) => add($0, $1), add($0, $1)]")
    aggregate = plan.relations[0].root.input.aggregate
    assert (len(aggregate.grouping_expressions), len(aggregate.measures)) == (1, 0)
    assert list(aggregate.common.emit.output_mapping) == [0, 0]
