"""The short forms of the idioms real producers write (issue 14): each reads
back to exactly the plan written by hand in protobuf JSON here, and every
other option of the same choice still has a text form that round-trips."""

import pytest
from google.protobuf import json_format
from substrait.proto import Plan

import substrait_explain as se

HEAD = ("=== Extensions\nURNs:\n  @  1: extension:io.substrait:functions_comparison\n"
        "Functions:\n  #  1 @  1: equal:any_any\n\n=== Plan\n")
EXT = {
    "extensionUrns": [{"extensionUrnAnchor": 1, "urn": "extension:io.substrait:functions_comparison"}],
    "extensions": [{"extensionFunction": {"extensionUrnReference": 1, "functionAnchor": 1,
                                          "name": "equal:any_any"}}],
}
I64 = {"i64": {"nullability": "NULLABILITY_REQUIRED"}}


def ref(i, root="rootReference"):
    out = {"directReference": {"structField": {"field": i}}}
    if root:
        out[root] = {}
    return {"selection": out}


def read(table="t", column="a"):
    return {"read": {"namedTable": {"names": [table]},
                     "baseSchema": {"names": [column], "struct": {"types": [I64],
                                                                  "nullability": "NULLABILITY_REQUIRED"}}}}


def plan_of(rel, names=("x",)) -> Plan:
    return json_format.ParseDict({**EXT, "relations": [{"root": {"input": rel, "names": list(names)}}]}, Plan())


def filter_on(condition):
    return plan_of({"filter": {"input": read(), "condition": condition}})


def check(plan: Plan, line: str) -> str:
    """``plan`` formats with ``line`` among its lines (one line per relation), and reads back
    exactly, wrapped or not."""
    text = se.format(plan, width=None)
    assert line in text.splitlines(), text
    assert se.parse(text) == plan, text
    assert se.parse(se.format(plan)) == plan
    return text


# ---- subqueries -------------------------------------------------------------

SUBQUERY_CASES = [
    ({"scalar": {"input": read("u", "b")}}, "  Filter[%0 => _]"),
    ({"setPredicate": {"predicateOp": "PREDICATE_OP_EXISTS", "tuples": read("u", "b")}}, "  Filter[exists(%0) => _]"),
    ({"setPredicate": {"predicateOp": "PREDICATE_OP_UNIQUE", "tuples": read("u", "b")}}, "  Filter[unique(%0) => _]"),
    ({"inPredicate": {"needles": [ref(0)], "haystack": read("u", "b")}}, "  Filter[in($0, %0) => _]"),
    ({"inPredicate": {"needles": [ref(0), ref(0)], "haystack": read("u", "b")}}, "  Filter[in($0, $0, %0) => _]"),
    ({"setComparison": {"reductionOp": "REDUCTION_OP_ANY", "comparisonOp": "COMPARISON_OP_LT",
                        "left": ref(0), "right": read("u", "b")}}, "  Filter[any(&Lt, $0, %0) => _]"),
    ({"setComparison": {"reductionOp": "REDUCTION_OP_ALL", "comparisonOp": "COMPARISON_OP_GE",
                        "left": ref(0), "right": read("u", "b")}}, "  Filter[all(&Ge, $0, %0) => _]"),
    # What the short forms cannot say keeps the explicit form.
    ({"setPredicate": {"tuples": read("u", "b")}}, "  Filter[subquery(set_predicate=(&Unspecified, %0)) => _]"),
    ({"inPredicate": {"haystack": read("u", "b")}}, "  Filter[subquery(in_predicate=(haystack=%0)) => _]"),
    ({"setComparison": {"reductionOp": "REDUCTION_OP_ANY", "left": ref(0), "right": read("u", "b")}},
     "  Filter[subquery(set_comparison=(&Any, &Unspecified, $0, %0)) => _]"),
]


@pytest.mark.parametrize("subquery, line", SUBQUERY_CASES)
def test_subqueries(subquery, line):
    text = check(filter_on({"subquery": subquery}), line)
    assert "    %0: Read[u => b:i64 => _]" in text  # no RelCommon: `=> _`


def test_a_scalar_subquery_inside_a_call():
    condition = {"scalarFunction": {"functionReference": 1, "arguments": [
        {"value": ref(0)}, {"value": {"subquery": {"scalar": {"input": read("u", "b")}}}}]}}
    check(filter_on(condition), "  Filter[equal($0, %0) => _]")


@pytest.mark.parametrize("call, line", [
    # The short form cannot say an output type of no kind, nor a type argument of none: the
    # explicit form names the subquery line once (it named %1 where %0 was left unused).
    ({"outputType": {}}, "  Filter[scalar_function(function_reference=1, output_type=(), "
                         "arguments=[(value=$0), (value=%0)]) => _]"),
    ({"arguments": [{"type": {}}]}, "  Filter[scalar_function(function_reference=1, arguments=[(value=$0), "
                                    "(value=%0), (type=())]) => _]"),
])
def test_a_call_in_its_explicit_form_names_its_subquery_line_once(call, line):
    arguments = [{"value": ref(0)}, {"value": {"subquery": {"scalar": {"input": read("u", "b")}}}}]
    condition = {"scalarFunction": {"functionReference": 1, **call,
                                    "arguments": arguments + call.get("arguments", [])}}
    check(filter_on(condition), line)


@pytest.mark.parametrize("groupings, emit, line", [
    # The short form: the key, then the output, each naming a subquery line of its own.
    ([[0]], None, "  Aggregate[%0 => %1 => _]"),
    # The key twice in the groupings, or twice among the outputs: the explicit form says it.
    ([[0, 0]], None, "  Aggregate[groupings=[(expression_references=[0, 0])], grouping_expressions=[%0] => %1 => _]"),
    ([[0], [0]], None, "  Aggregate[groupings=[(expression_references=[0]), (expression_references=[0])], "
                       "grouping_expressions=[%0] => %1 => _]"),
    ([[0]], [0, 0], "  Aggregate[%0 => %1 => $0, $0]"),
])
def test_a_grouping_key_holding_a_subquery_names_each_subquery_line_once(groupings, emit, line):
    """A subquery's label stands once in a text: where a key is written twice (as a key and
    as an output), the second names a second subquery line, which reads back as the same key;
    where the short form would write it more often, the explicit form is used."""
    key = {"subquery": {"scalar": {"input": read("u", "b")}}}
    aggregate = {"input": read(), "groupingExpressions": [key],
                 "groupings": [{"expressionReferences": refs} for refs in groupings]}
    if emit is not None:
        aggregate["common"] = {"emit": {"outputMapping": emit}}
    text = check(plan_of({"aggregate": aggregate}), line)
    assert text.count("%0: Read[u => b:i64 => _]") == text.count("%1: Read[u => b:i64 => _]") == 1, text


def test_a_grouping_key_holding_a_subquery_deep_inside_names_it_once():
    # The subquery is an argument of a call: found through repeated fields too.
    key = {"scalarFunction": {"functionReference": 1, "arguments": [
        {"value": ref(0)}, {"value": {"subquery": {"scalar": {"input": read("u", "b")}}}}]}}
    aggregate = {"input": read(), "groupingExpressions": [key],
                 "groupings": [{"expressionReferences": [0]}, {"expressionReferences": [0]}]}
    text = check(plan_of({"aggregate": aggregate}), "  Aggregate[groupings=[(expression_references=[0]), "
                 "(expression_references=[0])], grouping_expressions=[equal($0, %0)] => equal($0, %1) => _]")
    assert text.count("%0: Read[u => b:i64 => _]") == text.count("%1: Read[u => b:i64 => _]") == 1, text


def test_a_key_written_twice_without_a_subquery_keeps_the_short_form():
    aggregate = {"input": read(), "groupingExpressions": [ref(0)],
                 "groupings": [{"expressionReferences": [0]}, {"expressionReferences": [0]}],
                 "common": {"emit": {"outputMapping": [0, 0]}}}
    check(plan_of({"aggregate": aggregate}), "  Aggregate[($0), ($0) => $0, $0]")


def test_a_function_named_like_a_subquery_form_keeps_its_anchor():
    plan = filter_on({"scalarFunction": {"functionReference": 1, "arguments": [{"value": ref(0)}]}})
    plan.extensions[0].extension_function.name = "exists"
    check(plan, "  Filter[exists#1($0) => _]")


@pytest.mark.parametrize("condition, message", [
    ("exists($0)", "exists(...) ends with the subquery's relation, %N"),
    ("exists($0, %0)", "exists(...) takes only the relation"),
    ("in(%0)", "in(...) takes the values to look for"),
    ("any($0, %0)", "any(...) takes a comparison, a value and the relation"),
    ("any(&Nope, $0, %0)", "unknown ComparisonOp value &Nope"),
    ("exists(%0):boolean", "exists(...) of a subquery takes no type"),
])
def test_subquery_mistakes_say_what_is_wrong(condition, message):
    text = HEAD + f"Root[x]\n  Filter[{condition}]\n    Read[t => a:i64]\n    %0: Read[u => b:i64]\n"
    with pytest.raises(se.ParseError) as info:
        se.parse(text)
    assert message in str(info.value)


# ---- field references without a root ----------------------------------------

def test_a_field_reference_without_a_root():
    nested = {"selection": {"directReference": {"structField": {"field": 2, "child": {"structField": {"field": 1}}}}}}
    condition = {"scalarFunction": {"functionReference": 1, "arguments": [{"value": ref(0, None)}, {"value": nested}]}}
    plan = check(filter_on(condition), "  Filter[equal(?$0, ?$2.1) => _]")
    assert se.parse(plan).relations[0].root.input.filter.condition.scalar_function.arguments[0].value.selection \
        .WhichOneof("root_type") is None


def test_an_emit_lists_plain_references_only():
    with pytest.raises(se.ParseError) as info:
        se.parse("=== Plan\nRoot[x]\n  Filter[true => ?$0]\n    Read[t => a:i64]\n")
    assert "the output after '=>' lists fields like $0" in str(info.value)


# ---- measures with an unspecified phase or invocation -----------------------

def aggregate(measure):
    return plan_of({"aggregate": {"input": read(), "groupings": [{}], "measures": [{"measure": {
        "functionReference": 1, "arguments": [{"value": ref(0)}], **measure}}]}})


@pytest.mark.parametrize("measure, call", [
    ({"phase": "AGGREGATION_PHASE_INITIAL_TO_RESULT", "invocation": "AGGREGATION_INVOCATION_ALL"}, "equal($0)"),
    ({}, "equal($0, phase=_, invocation=_)"),
    ({"invocation": "AGGREGATION_INVOCATION_ALL"}, "equal($0, phase=_)"),
    ({"phase": "AGGREGATION_PHASE_INITIAL_TO_RESULT"}, "equal($0, invocation=_)"),
    ({"phase": "AGGREGATION_PHASE_INITIAL_TO_INTERMEDIATE", "invocation": "AGGREGATION_INVOCATION_DISTINCT"},
     "equal($0, phase=&InitialToIntermediate, invocation=&Distinct)"),
])
def test_measure_phase_and_invocation(measure, call):
    text = se.format(aggregate(measure))
    assert f"  Aggregate[_ => {call}" in text  # `_`: one empty grouping set; then the emit
    assert se.parse(text) == aggregate(measure)


def test_unspecified_still_reads_spelled_out():
    text = HEAD + "Root[x]\n  Aggregate[() => equal($0, phase=&Unspecified, invocation=&Unspecified)]\n" \
                  "    Read[t => a:i64]\n"
    parsed = se.parse(text).relations[0].root.input.aggregate.measures
    assert parsed == aggregate({}).relations[0].root.input.aggregate.measures


# ---- read column masks and schemas with names only ---------------------------

def masked_read(mask, schema=None):
    rel = read()
    rel["read"]["baseSchema"] = schema or {"names": ["a", "b", "c"], "struct": {
        "types": [I64, I64, I64], "nullability": "NULLABILITY_REQUIRED"}}
    if mask is not None:
        rel["read"]["projection"] = mask
    return plan_of(rel)


ITEMS = {"structItems": [{"field": 2}, {}]}


@pytest.mark.parametrize("mask, text", [
    ({"select": ITEMS, "maintainSingularStruct": True}, "projection=[$2, $0]"),
    ({"select": ITEMS}, "projection=(select=[$2, $0])"),
    ({"select": {}, "maintainSingularStruct": True}, "projection=[]"),
    ({"maintainSingularStruct": True}, "projection=(maintain_singular_struct=true)"),
    ({"select": {"structItems": [{"field": 1, "child": {"struct": ITEMS}}]}},
     "projection=(select=(struct_items=[(field=1, child=(struct=[$2, $0]))]))"),
])
def test_read_column_masks(mask, text):
    check(masked_read(mask), f"  Read[t, {text} => a:i64, b:i64, c:i64 => _]")  # no RelCommon: `=> _`


def test_a_mask_lists_plain_columns():
    with pytest.raises(se.ParseError) as info:
        se.parse("=== Plan\nRoot[x]\n  Read[t, projection=[$0, 1] => a:i64]\n")
    assert "a column mask lists columns like $0" in str(info.value)


@pytest.mark.parametrize("names, columns", [
    (["a", "full name", "true"], 'a, "full name", "true"'),
    (["i64"], "i64"),
    (["", "b"], '"", b'),  # the empty name (found by test_properties)
])
def test_a_schema_with_names_and_no_types(names, columns):
    check(masked_read(None, {"names": names}), f"  Read[t => {columns} => _]")


def test_a_schema_mixes_no_typed_and_untyped_columns():
    with pytest.raises(se.ParseError) as info:
        se.parse("=== Plan\nRoot[x]\n  Read[t => a, b:i64]\n")
    assert "a Read's columns are written name:type" in str(info.value)


# ---- window bounds -----------------------------------------------------------

@pytest.mark.parametrize("bound, text", [
    ({"unbounded": {}}, "unbounded"),
    ({"currentRow": {}}, "current_row"),
    ({"preceding": {"offset": 2}}, "(preceding=(2))"),
])
def test_window_bounds(bound, text):
    window = {"windowFunction": {"functionReference": 1, "lowerBound": bound,
                                 "phase": "AGGREGATION_PHASE_INITIAL_TO_RESULT",
                                 "invocation": "AGGREGATION_INVOCATION_ALL"}}
    plan = plan_of({"project": {"input": read(), "expressions": [window]}})
    text_ = se.format(plan)
    assert f"equal() over (lower_bound={text})" in text_
    assert se.parse(text_) == plan


def test_a_cast_of_an_unset_expression_keeps_the_explicit_form():
    # `(())::T` would read `()` as a tuple: the placeholder of an unset expression stays in cast(...).
    cast = {"cast": {"type": {"bool": {"nullability": "NULLABILITY_NULLABLE"}}, "input": {}}}
    plan = plan_of({"project": {"input": read(), "expressions": [cast]}})
    text = se.format(plan, width=None)
    assert "cast((), boolean?)" in text
    assert se.parse(text) == plan


@pytest.mark.parametrize(("mask", "fields"), [
    ("[$0..$2, $4]", [0, 1, 2, 4]),
    ("[$1, $2]", [1, 2]),  # two in order are not a run
    ("[$3..$5, $0..$2]", [3, 4, 5, 0, 1, 2]),
    ("(select=[$0..$3])", [0, 1, 2, 3]),
])
def test_a_column_mask_writes_runs_in_order_as_ranges(mask, fields):
    text = f"=== Plan\nRoot[a]\n  Read[t, projection={mask} => a:i64, b:i64, c:i64, d:i64, e:i64, f:i64]\n"
    plan = se.parse(text)
    assert [i.field for i in plan.relations[0].root.input.read.projection.select.struct_items] == fields
    assert se.format(plan) == text
    spelled = ", ".join(f"${i}" for i in fields)
    assert f"select=[{spelled}]" in se.format(plan, style="verbose")  # verbose spells every column


def test_a_range_outside_a_column_list_is_a_clear_error():
    text = ("=== Plan\nRoot[a]\n  Exchange[partition_count=1, scatter_by_fields=(fields=[$0..$2])]\n"
            "    Read[t => a:i64]\n")
    with pytest.raises(se.ParseError) as caught:
        se.parse(text)
    assert "a range like $0..$2 lists columns" in str(caught.value) and "one by one" in str(caught.value)
    assert (caught.value.line, caught.value.column) == (3, 58)


def test_a_grouping_key_whose_subquery_has_no_relation_kind_still_names_its_line_once():
    """holds_relation looks for the Rel itself, not for what it holds: a subquery's relation
    with no kind set is still a `%N:` line of its own."""
    key = {"subquery": {"scalar": {"input": {}}}}
    plan = plan_of({"aggregate": {"input": read(), "groupingExpressions": [key],
                                  "groupings": [{"expressionReferences": [0]}, {"expressionReferences": [0]}]}})
    text = se.format(plan)
    assert "grouping_expressions=[%0]" in text, text
    assert se.parse(text) == plan


def test_output_names_take_their_short_form_only_from_a_hint_that_holds_nothing_else():
    plan = se.parse("=== Plan\nRoot[x]\n  Filter[true => x=$0]\n    Read[t => a:i64]\n")
    assert "  Filter[true => x=$0]\n" in se.format(plan)
    plan.relations[0].root.input.filter.common.hint.stats.row_count = 5
    text = se.format(plan)
    assert "  Filter[true, common=(hint=(stats=(row_count=5.0), output_names=['x'])) => $0]\n" in text
    assert se.parse(text) == plan


@pytest.mark.parametrize("body, written", [
    ("Project[add($0, $1):i64 => _]", "Project[add($0, $1):i64 => _]"),  # no RelCommon: no short form
    ("Project[$0, add($0, $1):i64 => _]", "Project[$0, add($0, $1):i64 => _]"),
    ("Project[add($0, $1):i64 => ...]", "Project[$0, $1, add($0, $1):i64]"),  # Direct
])
def test_a_project_s_short_form_says_its_emit_only_where_it_has_one(body, written):
    head = ("=== Extensions\nURNs:\n  @  1: extension:io.substrait:functions_arithmetic\nFunctions:\n"
            "  #  1 @  1: add:i64_i64\n\n")
    plan = se.parse(head + f"=== Plan\nRoot[a, b, c]\n  {body}\n    Read[t => a:i64, b:i64]\n")
    text = se.format(plan)
    assert text.splitlines()[-2] == f"  {written}"
    assert se.parse(text) == plan


@pytest.mark.parametrize("steps, written", [
    (1, "^$0"), (63, "^" * 63 + "$0"),
    (64, "selection(direct_reference=(struct_field=()), outer_reference=(steps_out=64))"),  # past the carets' limit
])
def test_an_outer_reference_takes_a_caret_a_step_up_to_63(steps, written):
    plan = se.parse("=== Plan\nRoot[a]\n  Filter[true => ...]\n    Read[t => a:i64]\n")
    condition = plan.relations[0].root.input.filter.condition
    condition.Clear()
    condition.selection.outer_reference.steps_out = steps
    condition.selection.direct_reference.struct_field.field = 0
    text = se.format(plan)
    assert f"  Filter[{written}]\n" in text
    assert se.parse(text) == plan
