"""The one schema derivation: each relation's output columns (name, type, nullability)."""

import pytest
from conftest import corpus_files, needs_corpus
from google.protobuf.message import DecodeError
from substrait.proto import Expression, NamedStruct, Plan, Rel, Type

import substrait_explain as se
from substrait_explain.plan.schema import (
    Column,
    Schemas,
    count_names,
    emitted_count,
    expression_type,
    field_index,
    join_kind,
    natural_width,
    output_width,
    relation_inputs,
)

HEAD = """=== Extensions
URNs:
  @  1: extension:io.substrait:functions_arithmetic
  @  2: extension:io.substrait:functions_aggregate_generic
  @  3: extension:io.substrait:functions_comparison
Functions:
  #  1 @  1: add:i64_i64
  #  2 @  2: count:any
  #  3 @  3: equal:any_any

=== Plan
"""


def top(plan: Plan, index: int = 0) -> Rel:
    return plan.relations[index].root.input


def described(columns: list[Column] | None) -> list[str] | None:
    """`name:kind?` for each column (`?` when nullable, `-` for no name or type)."""
    if columns is None:
        return None
    return [f"{c.name or '-'}:{c.type.WhichOneof('kind') if c.type else '-'}{'?' if c.nullable else ''}"
            for c in columns]


def test_reads_projects_aggregates_and_emits():
    plan = se.parse(HEAD + """Root[k, total, n]
  Aggregate[$0 => $0, add($1, $1):i64, count($1):i64]
    Project[$1, $0, add($0, $0):i64?]
      Read[t => a:i64, b:string?]
""")
    agg = top(plan)
    project = agg.aggregate.input
    s = Schemas(plan)
    assert described(s.output(project.project.input)) == ["a:i64", "b:string?"]
    assert described(s.natural(project)) == ["a:i64", "b:string?", "-:i64?"]
    assert described(s.output(project)) == ["b:string?", "a:i64", "-:i64?"]
    # The relation under a Root outputs the Root's names; below it, they name only what the
    # plan left unnamed: the key keeps its column's name.
    assert described(s.output(agg)) == ["k:string?", "total:i64", "n:i64"]
    assert described(s.natural(agg)) == ["b:string?", "total:i64", "n:i64"]
    assert described(s.scope(agg)) == ["b:string?", "a:i64", "-:i64?"]
    assert output_width(project) == 3 and natural_width(agg) == 3


def test_root_names_flow_down_through_sorts_to_the_relation_that_computes_them():
    plan = se.parse(HEAD + """Root[x, revenue]
  Sort[($1, &DescNullsLast)]
    Filter[true]
      Project[$0, add($0, $0):i64 => $2, $3]
        Read[t => a:i64, b:i64]
""")
    sort = top(plan)
    project = sort.sort.input.filter.input
    s = Schemas(plan)
    assert [c.name for c in s.output(sort)] == ["x", "revenue"]  # what the Root calls them
    assert [c.name for c in s.output(project)] == ["a", "revenue"]  # a Read name stays
    assert [c.name for c in s.natural(project)] == ["a", "b", "a", "revenue"]
    # Without the plan, there is no Root to name it.
    assert [c.name for c in Schemas().output(sort)] == ["a", None]


@pytest.mark.parametrize(("relation", "kind", "expected"), [
    ("Join", "&LeftSemi", ["a:i64"]),
    ("Join", "&RightAnti", ["b:i64"]),
    ("Join", "&Left", ["a:i64", "b:i64?"]),
    ("Join", "&Right", ["a:i64?", "b:i64"]),
    ("Join", "&Outer", ["a:i64?", "b:i64?"]),
    ("Join", "&LeftSingle", ["a:i64", "b:i64?"]),
    ("Join", "&LeftMark", ["a:i64", "-:bool?"]),
    ("Join", "&RightMark", ["b:i64", "-:bool?"]),
    # The physical joins number their types differently: 6 is RightSemi, 9 LeftSingle.
    ("HashJoin", "&RightSemi", ["b:i64"]),
    ("HashJoin", "&LeftSingle", ["a:i64", "b:i64?"]),
    ("MergeJoin", "&RightAnti", ["b:i64"]),
    ("NestedLoopJoin", "&LeftAnti", ["a:i64"]),
])
def test_joins_by_their_own_type_numbering(relation, kind, expected):
    args = f"{kind}, true" if relation in ("Join", "NestedLoopJoin") else kind
    plan = se.parse(HEAD + f"""Root[]
  {relation}[{args}]
    Read[t => a:i64]
    Read[u => b:i64]
""")
    s = Schemas(plan)
    assert described(s.output(top(plan))) == expected
    assert described(s.scope(top(plan))) == ["a:i64", "b:i64"] or relation in ("HashJoin", "MergeJoin")
    left, right = s.sides(top(plan))
    assert described(left) == ["a:i64"] and described(right) == ["b:i64"]


def test_hash_join_numbers_are_not_join_numbers():
    plan = se.parse(HEAD + """Root[]
  HashJoin[&RightSemi]
    Read[t => a:i64]
    Read[u => b:i64]
""")
    msg = top(plan).hash_join
    assert msg.type == 6 and join_kind(msg) == "RIGHT_SEMI"
    assert join_kind(Rel().join.__class__(type=6)) == "LEFT_ANTI"


def test_hints_name_and_sets_take_their_first_input():
    plan = se.parse(HEAD + """Root[]
  Set[&UnionAll, common=(hint=(output_names=['x', 'y']))]
    Read[t => a:i64, b:i64]
    Read[u => c:i64, d:i64]
""")
    assert described(Schemas(plan).output(top(plan))) == ["x:i64", "y:i64"]


def test_grouping_sets_add_their_number_and_references_resolve_through_plans():
    plan = se.parse(HEAD + """Root[a]
  Read[t => a:i64, b:date?]
Root[]
  Aggregate[($0), ($1) => $0, $1, count($1):i64]
    Reference[0]
""")
    agg = top(plan, 1)
    # Each key is absent from one set, so null in its rows.
    assert described(Schemas(plan).output(agg)) == ["a:i64?", "b:date?", "-:i64", "-:i32"]
    assert Schemas().output(agg.aggregate.input) is None  # without the plan: unknown


def test_a_key_some_grouping_set_leaves_out_is_nullable():
    # ROLLUP-like sets ((b, a), (b)): a is null in the second set's rows, b never is.
    plan = se.parse(HEAD + """Root[b, a, n, g]
  Aggregate[($1, $0), ($1) => $1, $0, count($0):i64]
    Read[t => a:i64, b:string]
""")
    assert described(Schemas(plan).output(top(plan))) == ["b:string", "a:i64?", "n:i64", "g:i32"]
    one = se.parse(HEAD + """Root[b, a]
  Aggregate[($1, $0) => $1, $0]
    Read[t => a:i64, b:string]
""")
    assert described(Schemas(one).output(top(one))) == ["b:string", "a:i64"]


def test_expands_add_the_duplicate_number_and_switching_fields_take_any_null():
    plan = se.parse(HEAD + """Root[]
  Expand[fields=[(consistent_field=$0), (switching_field=(duplicates=[$0, $1])),
  - (switching_field=(duplicates=[$0, $0])), (switching_field=(duplicates=[$0]))]]
    Read[t => a:i64, b:i64?]
""")
    # The last field has one duplicate for the others' two: NULL fills the second row.
    assert described(Schemas(plan).output(top(plan))) == ["a:i64", "a:i64?", "a:i64", "a:i64?", "-:i64"]
    # Input columns beyond the definitions pass as they are, before the duplicate's number.
    fewer = se.parse(HEAD + """Root[]
  Expand[fields=[(consistent_field=$1)]]
    Read[t => a:i64, b:i64?, c:string]
""")
    assert described(Schemas(fewer).output(top(fewer))) == ["b:i64?", "b:i64?", "c:string", "-:i64"]


def test_an_expand_s_identity_emit_covers_its_whole_output():
    # Its one field, the input's second column, the duplicate's number: `=> $0, $1, $2` is Direct.
    text = HEAD + "Root[]\n  Expand[fields=[(consistent_field=$0)] => $0, $1, $2]\n    Read[t => a:i64, b:i64?]\n"
    plan = se.parse(text)
    expand = top(plan)
    assert expand.expand.common.WhichOneof("emit_kind") == "direct"
    assert emitted_count(expand) == natural_width(expand, Schemas(plan)) == 3
    two = se.parse(text.replace("$0, $1, $2", "$0, $1"))
    assert list(top(two).expand.common.emit.output_mapping) == [0, 1]


def test_a_mask_s_child_select_narrows_a_struct_column():
    plan = Plan()
    read = plan.relations.add().root.input.read
    read.named_table.names.append("t")
    read.base_schema.names.extend(["a", "s", "x", "y", "z"])
    read.base_schema.struct.types.add().i64.nullability = Type.NULLABILITY_REQUIRED
    inner = read.base_schema.struct.types.add().struct
    inner.nullability = Type.NULLABILITY_NULLABLE
    for kind in ("i64", "string", "bool"):
        getattr(inner.types.add(), kind).nullability = Type.NULLABILITY_REQUIRED
    item = read.projection.select.struct_items.add(field=1)
    item.child.struct.struct_items.add(field=0)
    item.child.struct.struct_items.add(field=2)
    [column] = Schemas(plan).output(top(plan))
    assert column.name == "s" and column.nullable
    assert [t.WhichOneof("kind") for t in column.type.struct.types] == ["i64", "bool"]
    item.child.struct.struct_items.add(field=3)  # past the struct's fields: unknown, not a guess
    assert Schemas(plan).output(top(plan)) == [Column("s", None)]


@pytest.mark.parametrize("op, expected", [
    # Each column's nullability in the three inputs: RRR, RRN, RNR, RNN, NRR, NRN, NNR, NNN.
    ("&MinusPrimary", "RRRRNNNN"), ("&MinusPrimaryAll", "RRRRNNNN"), ("&MinusMultiset", "RRRRNNNN"),
    ("&IntersectionPrimary", "RRRRRNNN"), ("&IntersectionMultiset", "RRRRRRRN"),
    ("&IntersectionMultisetAll", "RRRRRRRN"), ("&UnionDistinct", "RNNNNNNN"), ("&UnionAll", "RNNNNNNN"),
])
def test_a_set_makes_each_column_nullable_as_its_operation_says(op, expected):
    def read(table: str, pattern: str) -> str:
        return f"    Read[{table} => " + ", ".join(f"c{i}:i64{'?' if p == 'N' else ''}"
                                                  for i, p in enumerate(pattern)) + "]\n"
    plan = se.parse(HEAD + f"Root[]\n  Set[{op}]\n" + read("s1", "RRRRNNNN") + read("s2", "RRNNRRNN")
                    + read("s3", "RNRNRNRN"))
    columns = Schemas(plan).output(top(plan))
    assert "".join("N" if c.nullable else "R" for c in columns) == expected
    assert [c.name for c in columns] == [f"c{i}" for i in range(8)]  # the first input's names


def test_unknown_is_none_not_a_guess():
    plan = se.parse(HEAD + """Root[]
  Filter[true]
    ExtensionLeaf[_]
""")
    assert Schemas(plan).output(top(plan)) is None
    hinted = se.parse(HEAD + """Root[]
  Filter[true]
    ExtensionLeaf[common=(hint=(output_names=['p', 'q']))]
""")
    assert described(Schemas(hinted).output(top(hinted))) == ["p:-", "q:-"]


@pytest.mark.parametrize(("output", "expected"), [
    ("", None),  # unspecified: the plan does not say
    (", output=&NoOutput", []),
    (", output=&ModifiedRecords", ["x:string?", "y:i64"]),  # the changed records, in the table's schema
])
def test_a_write_outputs_what_its_output_mode_says(output, expected):
    plan = se.parse(HEAD + f"""Root[]
  Write[&Insert, named_table=(names=['t']),
    - table_schema=(names=['x', 'y'], struct=(types=[string?, i64], nullability=&Required)){output}]
    Read[s => a:string?, b:i64]
""")
    assert described(Schemas(plan, root_names=False).output(top(plan))) == expected


def test_expression_types():
    scope = [Column("s", _struct_type())]
    ref = Expression()
    ref.selection.direct_reference.struct_field.field = 0
    ref.selection.direct_reference.struct_field.child.struct_field.field = 1
    assert expression_type(ref, scope).WhichOneof("kind") == "bool"
    lit = Expression()
    lit.literal.decimal.precision, lit.literal.decimal.scale, lit.literal.nullable = 5, 2, True
    t = expression_type(lit, [])
    assert (t.decimal.precision, t.decimal.scale, t.decimal.nullability) == (5, 2, 1)
    vc = Expression()
    vc.literal.var_char.value, vc.literal.var_char.length = "ab", 9
    assert expression_type(vc, []).varchar.length == 9
    cast = Expression()
    cast.cast.type.fp64.nullability = 2
    assert expression_type(cast, []).WhichOneof("kind") == "fp64"
    outer = Expression()
    outer.selection.outer_reference.steps_out = 1
    outer.selection.direct_reference.struct_field.field = 0
    assert expression_type(outer, scope) is None  # another query's columns: not in scope


def test_less_common_expressions_have_their_types():
    in_list = Expression()
    in_list.singular_or_list.value.literal.i64 = 1
    assert expression_type(in_list, []).WhichOneof("kind") == "bool"
    empty = Expression()
    empty.literal.empty_list.type.i64.nullability = 2
    empty.literal.empty_list.nullability = 1
    t = expression_type(empty, [])
    assert t.WhichOneof("kind") == "list" and t.list.type.WhichOneof("kind") == "i64" and t.list.nullability == 1
    struct = Expression()
    struct.literal.struct.fields.add().i64 = 1
    struct.literal.nullable = True
    t = expression_type(struct, [])
    assert t.WhichOneof("kind") == "struct" and t.struct.nullability == 1
    # A map literal is typed by its first pair; an empty one's types are not told.
    entries = Expression()
    pair = entries.literal.map.key_values.add()
    pair.key.string, pair.value.fp64 = "a", 1.5
    t = expression_type(entries, [])
    assert (t.map.key.WhichOneof("kind"), t.map.value.WhichOneof("kind"), t.map.nullability) == ("string", "fp64", 2)
    entries.literal.map.ClearField("key_values")
    assert expression_type(entries, []) is None


def test_nested_expressions_are_typed_by_their_fields():
    scope = [Column("a", Type(i64=Type.I64(nullability=2))), Column("b", Type(string=Type.String(nullability=1)))]
    ref = Expression()
    ref.selection.direct_reference.struct_field.field = 1
    struct = Expression()
    struct.nested.struct.fields.add().literal.i32 = 1
    struct.nested.struct.fields.add().CopyFrom(ref)
    t = expression_type(struct, scope)
    assert [x.WhichOneof("kind") for x in t.struct.types] == ["i32", "string"] and t.struct.nullability == 2
    values = Expression()
    values.nested.list.values.add().CopyFrom(ref)
    values.nested.nullable = True
    t = expression_type(values, scope)
    assert t.list.type.WhichOneof("kind") == "string" and t.list.nullability == 1


def test_a_column_takes_a_name_for_itself_and_one_for_each_field_of_its_structs():
    t = Type()
    t.struct.types.add().i64.nullability = 2
    inner = t.struct.types.add().struct
    inner.types.add().i64.nullability = 2
    inner.types.add().bool.nullability = 2
    assert count_names(t) == 5
    plan = se.parse(HEAD + "Root[k, s, x, y]\n  Read[t => a:i64, s:nstruct<x: i64, y: i64>]\n")
    assert [c.name for c in Schemas(plan).output(top(plan))] == ["k", "s"]  # the Root's top-level names


def test_a_field_index_is_a_direct_field_of_the_input_alone():
    ref = Expression()
    ref.selection.root_reference.SetInParent()
    ref.selection.direct_reference.struct_field.field = 3
    assert field_index(ref) == 3
    ref.selection.direct_reference.struct_field.child.struct_field.field = 1
    assert field_index(ref) is None  # a field inside column 3


@pytest.mark.parametrize("relation", ["HashJoin", "MergeJoin", "NestedLoopJoin"])
@pytest.mark.parametrize("kind, width", [("&LeftMark", 3), ("&RightMark", 2)])
def test_a_physical_mark_join_outputs_one_side_and_its_mark(relation, kind, width):
    args = f"{kind}, true" if relation == "NestedLoopJoin" else kind
    plan = se.parse(HEAD + f"Root[]\n  {relation}[{args}]\n    Read[t => a:i64, b:i64]\n    Read[u => c:i64]\n")
    assert output_width(top(plan)) == width
    assert emitted_count(top(plan)) == width


def test_a_logical_join_s_line_counts_both_sides_whatever_its_type():
    # (the crate's count, which the text's emits follow: see schema.direct_count)
    plan = se.parse(HEAD + "Root[]\n  Join[&RightMark, true]\n    Read[t => a:i64, b:i64]\n    Read[u => c:i64]\n")
    assert output_width(top(plan)) == 2
    assert emitted_count(top(plan)) == 3


def test_a_root_name_reaches_the_first_column_a_project_computes_under_other_relations():
    plan = se.parse(HEAD + """Root[a, total]
  Filter[true => ...]
    Project[$0, add($0, $0):i64]
      Read[t => a:i64]
""")
    project = top(plan).filter.input
    assert [c.name for c in Schemas(plan).output(project)] == ["a", "total"]


def test_a_read_s_projection_may_select_its_first_column():
    plan = se.parse("=== Plan\nRoot[a]\n  Read[t => a:i64, b:string]\n")
    top(plan).read.projection.select.struct_items.add(field=0)
    assert described(Schemas(plan).output(top(plan))) == ["a:i64"]


def _struct_type() -> Type:
    t = Type()
    t.struct.types.add().i64.nullability = 2
    t.struct.types.add().bool.nullability = 1
    return t


def test_deep_plans_do_not_recurse():
    top = rel = Rel()
    for _ in range(5000):  # built in place: copying would hit protobuf's nesting limit
        rel = rel.fetch.input
    rel.read.base_schema.names.append("a")
    rel.read.base_schema.struct.types.add().i64.nullability = 2
    assert described(Schemas().output(top)) == ["a:i64"]


def _read_of(*columns: Type) -> Rel:
    rel = Rel()
    rel.read.named_table.names.append("t")
    rel.read.base_schema.SetInParent()
    for i, column in enumerate(columns):
        rel.read.base_schema.names.append(f"c{i}")
        rel.read.base_schema.struct.types.add().CopyFrom(column)
    return rel


def _nested(depth: int) -> Type:
    """A struct column nested ``depth`` deep: past protobuf's reading limit from about 50."""
    top = t = Type()
    for _ in range(depth):
        t = t.struct.types.add()
    t.i64.nullability = 2
    return top


def test_a_read_outputs_as_many_columns_as_its_schema_has_types_however_deep():
    i64 = Type()
    i64.i64.nullability = 2
    assert emitted_count(_read_of()) == 0
    assert emitted_count(_read_of(i64, i64, _struct_type())) == 3
    nested = _read_of(i64, _struct_type())
    nested.read.base_schema.names.extend(["x", "y"])  # the struct's fields: names, not columns
    assert emitted_count(nested) == 2
    # protobuf will not read a schema nested this deep back from its bytes: counted on the wire
    deep = _read_of(_nested(60), i64)
    with pytest.raises(DecodeError):
        NamedStruct.FromString(deep.read.base_schema.SerializeToString())
    assert emitted_count(deep) == 2
    deep.read.base_schema.MergeFromString(bytes([0x9B, 0x06, 0x9C, 0x06]))  # a group field (number 99)
    assert emitted_count(deep) is None  # which the wire reader cannot step over: not a guess
    shallow = _read_of(i64)
    shallow.read.base_schema.MergeFromString(bytes([0x9B, 0x06, 0x9C, 0x06]))
    assert emitted_count(shallow) == 1


@needs_corpus
def test_every_corpus_relation_with_a_known_width_agrees_with_its_emit():
    """Every emit index of every corpus relation falls inside its natural columns."""
    checked = 0
    for path in corpus_files():
        try:
            plan = se.load_plan(path.read_bytes())
        except se.Error:
            continue
        s = Schemas(plan)
        stack = [p.root.input if p.HasField("root") else p.rel for p in plan.relations]
        while stack:
            rel = stack.pop()
            stack.extend(relation_inputs(rel))
            case = rel.WhichOneof("rel_type")
            common = getattr(getattr(rel, case), "common", None) if case else None
            natural = s.natural(rel)
            if common is not None and common.HasField("emit") and natural is not None:
                assert all(0 <= i < len(natural) for i in common.emit.output_mapping), path
                checked += 1
    assert checked > 500
