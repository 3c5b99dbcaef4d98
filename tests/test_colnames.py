"""The names view: each relation line ends with its output column names."""

import re
from pathlib import Path

import pytest
from conftest import corpus_files, needs_corpus
from substrait.proto import Plan, Rel

import substrait_explain as se
from substrait_explain.codec.colnames import ColumnNames
from substrait_explain.tools.cli import main

PRODUCERS = Path(__file__).resolve().parent / "fixtures" / "producers"

HEAD = """=== Extensions
URNs:
  @  1: extension:io.substrait:functions_arithmetic
  @  2: extension:io.substrait:functions_aggregate_generic
Functions:
  #  1 @  1: add:i64_i64
  #  2 @  2: count:any

=== Plan
"""


def names_by_line(text: str) -> list[str]:
    """The comment of each plan line, in order ('' for a line without one)."""
    plan = text.split("=== Plan\n", 1)[1]
    return [line.split("  // ", 1)[1] if "  // " in line else "" for line in plan.splitlines()]


def test_names_come_from_schemas_joins_computed_columns_and_emits():
    text = HEAD + """Root[region, total, n]
  Aggregate[$0 => $0, add($1, $1), count($1)]
    Project[$3, $1, add($1, $2) => $0, $1]
      Join[&Inner, true]
        Read[orders => id:i64, amount:i64]
        Read[regions => rid:i64, region:string]
"""
    lines = names_by_line(se.format(se.parse(text), names=True))
    assert lines == [
        "",  # Root lists its names itself
        "region, total, n",  # under Root, the Root's names
        # Project emits $0, $1 of [input..., computed]: the join's first two columns
        "id, amount",
        "",  # a Join's columns are its inputs' side by side: nothing new to say
        "",  # a Read's are on its line
        "",
    ]


def test_emit_reorders_hints_rename_and_semi_joins_keep_one_side():
    text = HEAD + """Root[x]
  Filter[true, common=(hint=(output_names=['first', 'second'])) => $1, $0]
    Join[&LeftSemi, true => $1, $0]
      Read[t => a:i64, b:i64]
      Read[u => c:i64]
"""
    plan = se.parse(text)
    names = ColumnNames(plan)
    join = plan.relations[0].root.input.filter.input
    assert names.of(join) == ["b", "a"]
    assert names.of(plan.relations[0].root.input) == ["first", "second"]


def test_windows_add_their_functions_and_expands_name_their_fields():
    text = HEAD + """Root[x]
  Expand[fields=[(consistent_field=$2), (switching_field=(duplicates=[$0, 1]))]]
    Window[window_functions=[count($1) over ()], partition_by=[$0]]
      Read[t => a:i64, b:i64]
"""
    plan = se.parse(text)
    names = ColumnNames(plan)
    expand = plan.relations[0].root.input
    # A computed column is named only where the plan names it (a Root, a hint).
    assert names.of(expand.expand.input) == ["a", "b", "?"]
    assert names.of(expand) == ["?", "a", "?", "?"]  # the input's third column as it is, then the duplicate's number
    assert names.scope(expand.expand.input) == ["a", "b"]


def test_nested_struct_names_and_read_projection():
    text = HEAD + """Root[x]
  Read[people, projection=(select=(struct_items=[(field=2), (field=0)])) \
=> id:i64, address:nstruct<street: string, zip: i32>, age:i32]
"""
    plan = se.parse(text)
    # The schema's names are id, address, street, zip, age; the top level is id, address, age.
    assert ColumnNames(plan).of(plan.relations[0].root.input) == ["age", "id"]


def test_what_cannot_be_told_is_a_question_mark():
    text = HEAD + """Root[x]
  Project[$0, 1, count($0) => _]
    ExtensionLeaf[]
"""
    plan = se.parse(text)
    names = ColumnNames(plan)
    assert names.of(plan.relations[0].root.input.project.input) is None
    assert names.of(plan.relations[0].root.input) is None  # the width of its input is unknown
    read = Rel()
    read.read.base_schema.struct.types.add().i64.SetInParent()
    read.read.base_schema.struct.types.add().i64.SetInParent()
    read.read.base_schema.names.append("only")
    assert ColumnNames(Plan()).of(read) == ["only", "?"]


def test_a_relation_missing_an_input_has_no_names_to_tell():
    text = HEAD + """_:PlanRel[]
Join[&Inner, true, left=_]
  Read[t => a:i64]
Filter[true, input=_]
"""
    plan = se.parse(text)
    assert names_by_line(se.format(plan, names=True)) == ["", "?", "", "?"]
    join = plan.relations[1].rel
    assert ColumnNames(plan).of(join) is None and ColumnNames(plan).scope(join) is None
    assert se.parse(se.format(plan, names=True)) == plan


def test_names_needing_quotes_stay_on_their_line():
    text = HEAD + """Root[x]
  Project[$1, $0, $2]
    Read[t => "two\\nlines":i64, "a, b":i64, x:i64]
"""
    plan = se.parse(text)
    annotated = se.format(plan, names=True)
    assert names_by_line(annotated)[1] == '"a, b", "two\\nlines", x'
    assert se.parse(annotated) == plan


def test_deep_plans():
    text = HEAD + "Root[x]\n" + "".join("  " * (i + 1) + "Filter[add($0, 1)]\n" for i in range(1500)) \
        + "  " * 1501 + "Read[t => a:i64]\n"
    plan = se.parse(text)
    annotated = se.format(plan, names=True)
    assert names_by_line(annotated)[1:] == ["x"] + [""] * 1500
    assert annotated.count("add($0:a, 1)") == 1500  # references are named as the plan names them
    assert se.parse(annotated) == plan


def plan_files() -> list[Path]:
    return corpus_files() + sorted(p for p in PRODUCERS.glob("*") if p.suffix in (".bin", ".json"))


@needs_corpus
def test_every_corpus_and_producer_plan_round_trips_with_names():
    failures, compared, named = [], 0, 0
    for path in plan_files():
        plan = se.load_plan(path.read_bytes())
        text = se.format(plan, names=True)
        if se.parse(text) != plan:
            failures.append(f"{path}: the names view does not parse back to the plan")
        lines = text.splitlines()
        if max(map(len, lines)) > 120:
            failures.append(f"{path}: a line longer than 120")
        # The columns a condition compares are named on its line (outside comments).
        for line in lines:
            code = line.split("  //")[0]
            if re.search(r"\b(equal|lt|gt|lte|gte)\(\$\d+", code):
                compared += 1
                named += bool(re.search(r"\b(equal|lt|gt|lte|gte)\(\$\d+:", code))
    assert len(plan_files()) > 400
    assert not failures, "\n".join(failures[:20])
    assert named > 0.9 * compared, (named, compared)


def test_convert_names(tmp_path, capsys):
    plan = tmp_path / "p.txt"
    plan.write_text(HEAD + "Root[a]\n  Read[t => x:i64]\n")
    assert main(["convert", "--names", str(plan)]) == 0
    assert capsys.readouterr().out.endswith("  Read[t => x:i64]  // a\n")
    assert main(["convert", "--names", "-t", "json", str(plan)]) == 2
    assert "--names annotates text" in capsys.readouterr().err


@pytest.mark.parametrize("path", sorted(PRODUCERS.glob("datafusion-join.bin")), ids=lambda p: p.name)
def test_a_producer_join_reads_with_its_column_names(path):
    lines = names_by_line(se.format(se.load_plan(path.read_bytes()), names=True))
    # SELECT e.name, d.dname, ... : the columns the projections pick, by name.
    assert lines[1] == "name, dname, region"


NAMED = HEAD + """Root[x]
  Filter[{condition}]
    Join[&Inner, true]
      Read[t => id:i64, amount:i64]
      Read[u => id:i64, "full name":string]
"""


def test_references_show_their_names_and_read_back():
    plan = se.parse(NAMED.format(condition="add($1, $3)"))
    text = se.format(plan, names=True)
    assert 'Filter[add($1:amount, $3:"full name")]' in text
    assert se.parse(text) == plan


@pytest.mark.parametrize("condition", ["add(amount, $3)", 'add(amount, "full name")', "add($1:amount, $3)"])
def test_writing_by_name_reads_as_writing_by_number(condition):
    assert se.parse(NAMED.format(condition=condition)) == se.parse(NAMED.format(condition="add($1, $3)"))


@pytest.mark.parametrize(("condition", "message", "column", "hint"), [
    ("add($1:price, $3)", "$1 is amount, not price", 14, "write $1:amount"),
    ("add($1, $3:amount)", '$3 is "full name", not amount', 18, 'write $3:"full name"'),
    ("add(id, $3)", "2 columns are named 'id' here: $0:id, $2:id", 14, "write one of them"),
    ("add(amont, $3)", "no column is named 'amont' here", 14, "amount"),
])
def test_wrong_and_ambiguous_names_are_errors_at_their_place(condition, message, column, hint):
    with pytest.raises(se.ParseError) as caught:
        se.parse(NAMED.format(condition=condition))
    error = caught.value
    assert message in str(error) and hint in str(error)
    assert (error.line, error.column) == (11, column)


def test_a_name_where_the_columns_are_unknown_is_an_error():
    with pytest.raises(se.ParseError, match="not known by name"):
        se.parse(HEAD + "Root[x]\n  Filter[add(a, 1)]\n    ExtensionLeaf[_]\n")


PHYSICAL = HEAD + """Root[a, b, c, d]
  {join}[&Inner, keys=[({left}, {right}, (simple=&Eq))], {after}]
    Read[t => a:i64, b:i64]
    Read[u => c:i64, d:i64]
"""


@pytest.mark.parametrize(("join", "after"), [("HashJoin", "residual_expression=$3"),
                                             ("MergeJoin", "post_join_filter=$3")])
def test_physical_join_keys_are_named_by_their_own_side(join, after):
    """A key's left reference indexes the left input, its right one the right input; the
    filters after the join index both side by side."""
    plan = se.parse(PHYSICAL.format(join=join, left="$1", right="$0", after=after))
    text = se.format(plan, names=True)
    expected = after.replace("$3", "$3:d")
    assert f"{join}[&Inner, keys=[($1:b, $0:c, (simple=&Eq))], {expected}]" in text
    assert se.parse(text) == plan
    assert "keys=[($1, $0, (simple=&Eq))]" in se.format(plan)  # the default view: numbers only
    by_name = PHYSICAL.format(join=join, left="b", right="c", after=after.replace("$3", "d"))
    assert se.parse(by_name) == plan


@pytest.mark.parametrize(("left", "right", "message", "column", "hint"), [
    ("$1:a", "$0", "$1 is b, not a", 27, "write $1:b"),
    ("$1", "$0:d", "$0 is c, not d", 31, "write $0:c"),
    ("c", "$0", "'c' is a column of the right input; a key's first reference is a column of the left input",
     27, "swap them or write $N"),
    ("$1", "a", "'a' is a column of the left input; a key's second reference is a column of the right input",
     31, "swap them or write $N"),
    ("$1", "e", "no column is named 'e' here", 31, "write the column as $N"),
])
def test_physical_join_key_names_are_checked_against_their_side(left, right, message, column, hint):
    with pytest.raises(se.ParseError) as caught:
        se.parse(PHYSICAL.format(join="HashJoin", left=left, right=right, after="residual_expression=true"))
    error = caught.value
    assert message in str(error) and hint in str(error)
    assert (error.line, error.column) == (11, column)


UNKNOWN_RIGHT = HEAD + """Root[a, b, c, d]
  HashJoin[&Inner, keys=[{key}]]
    Read[t => a:i64, b:i64]
    ExtensionLeaf[_ => x:i64, y:i64]
"""


def test_physical_join_keys_name_the_side_that_is_known():
    """A side whose columns are unknown keeps `$N`; the other side still shows its names, and a
    key without a comparison shows them too."""
    plan = se.parse(UNKNOWN_RIGHT.format(key="(b, $0, (simple=&Eq)), (a, $1)"))
    text = se.format(plan, names=True)
    assert "keys=[($1:b, $0, (simple=&Eq)), ($0:a, $1)]" in text
    assert se.parse(text) == plan
    with pytest.raises(se.ParseError) as caught:
        se.parse(UNKNOWN_RIGHT.format(key="($1, x, (simple=&Eq))"))
    assert "'x' names a column of the right input, whose columns are not known by name" in str(caught.value)
    assert (caught.value.line, caught.value.column) == (11, 31)


def test_a_plan_protobuf_read_with_removed_fields_is_named_as_the_loaded_one():
    # protobuf keeps an old producer's removed fields as unknown ones: format reads the plan again
    # as load_plan does, on a copy, and the names of the copy's relations are the plan's own.
    text = HEAD + "Root[x]\n  Fetch[limit=5]\n    Project[$1, $0]\n      Read[t => a:i64, b:i64]\n"
    old = se.parse(text.replace("=== Plan", "Old Fields:\n  old = fetch\n\n=== Plan", 1))
    read_by_protobuf = Plan.FromString(se.dump_plan(old, "binary"))
    assert read_by_protobuf.ListFields() and read_by_protobuf != se.load_plan(se.dump_plan(old, "binary"))
    assert names_by_line(se.format(read_by_protobuf, names=True)) == names_by_line(se.format(old, names=True))
    assert names_by_line(se.format(old, names=True))[1:] == ["", "b, a", ""]
