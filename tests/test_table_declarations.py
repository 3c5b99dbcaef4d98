"""`=== Tables`: a long table schema is declared once and its Reads say `Read[t]`."""

import pytest

import substrait_explain as se
from substrait_explain.codec.tables import LONG_SCHEMA

COLUMNS = "order_key:i64, customer_key:i64, order_status:string, total_price:fp64"  # 70 characters
HEAD = """\
=== Extensions
URNs:
  @  1: extension:io.substrait:functions_comparison
Functions:
  #  1 @  1: equal

"""


def plan_text(left: str, right: str = COLUMNS) -> str:
    return HEAD + ("=== Plan\n"
                   "Root[a, b]\n"
                   "  Join[&Inner, equal($0, $4) => $0, $4]\n"
                   f"    Read[tpch.orders => {left}]\n"
                   f"    Read[tpch.orders => {right}]\n")


def test_a_long_schema_is_declared_once_and_its_reads_name_the_table():
    plan = se.parse(plan_text(COLUMNS))
    text = se.format(plan)
    assert text == HEAD + ("=== Tables\n"
                           f"Table[tpch.orders => {COLUMNS}]\n"
                           "\n=== Plan\n"
                           "Root[a, b]\n"
                           "  Join[&Inner, equal($0, $4) => $0, $4]\n"
                           "    Read[tpch.orders]\n"
                           "    Read[tpch.orders]\n")
    assert se.parse(text) == plan
    assert plan.relations[0].root.input.join.left.read.base_schema.names[0] == "order_key"


def test_a_read_whose_schema_differs_keeps_its_columns_and_the_most_used_schema_is_declared():
    other = COLUMNS.replace("total_price:fp64", "total_price:fp32")
    plan = se.parse(plan_text(other).replace("$0, $4]\n", "$0, $4]\n    Read[tpch.orders => " + COLUMNS + "]\n")
                    .replace("Join[&Inner, equal($0, $4) => $0, $4]", "Set[&UnionAll]"))
    text = se.format(plan)
    assert f"Table[tpch.orders => {COLUMNS}]" in text
    assert f"    Read[tpch.orders => {other}]\n" in text and text.count("    Read[tpch.orders]\n") == 2
    assert se.parse(text) == plan


@pytest.mark.parametrize("first_other", [True, False])
def test_the_most_used_schema_is_declared_wherever_it_stands(first_other):
    other = COLUMNS.replace("total_price:fp64", "total_price:fp32")
    schemas = [other, COLUMNS, COLUMNS] if first_other else [COLUMNS, COLUMNS, other]
    plan = se.parse("=== Plan\nRoot[a]\n  Set[&UnionAll]\n"
                    + "".join(f"    Read[tpch.orders => {columns}]\n" for columns in schemas))
    text = se.format(plan)
    assert f"Table[tpch.orders => {COLUMNS}]" in text and f"    Read[tpch.orders => {other}]\n" in text
    assert se.parse(text) == plan


def test_reads_of_a_table_without_a_name_declare_nothing():
    plan = se.parse(plan_text(COLUMNS))
    for side in ("left", "right"):
        getattr(plan.relations[0].root.input.join, side).read.named_table.ClearField("names")
    text = se.format(plan)
    assert "=== Tables" not in text and f"Read[named_table=() => {COLUMNS}]" in text
    assert se.parse(text) == plan


def test_only_a_schema_longer_than_the_limit_is_declared():
    short = "k:i64, " + "v" * (LONG_SCHEMA - len("k:i64, :i64")) + ":i64"
    assert len(short) == LONG_SCHEMA
    assert "=== Tables" not in se.format(se.parse(plan_text(short, short)))
    longer = short.replace("k:", "kk:")
    text = se.format(se.parse(plan_text(longer, longer)))
    assert f"Table[tpch.orders => {longer}]" in text


def test_a_table_one_of_whose_reads_has_no_written_schema_is_not_declared():
    plan = se.parse(plan_text(COLUMNS))
    plan.relations[0].root.input.join.right.read.ClearField("base_schema")
    text = se.format(plan)
    assert "=== Tables" not in text and "Read[tpch.orders, common=(direct=())]\n" in text
    assert se.parse(text) == plan


def test_verbose_keeps_every_schema_inline_and_simple_declares():
    plan = se.parse(plan_text(COLUMNS))
    assert "=== Tables" not in se.format(plan, style="verbose")
    assert se.format(plan, style="simple").count(f"Table[tpch.orders => {COLUMNS}]") == 1
    assert se.parse(se.format(plan, style="verbose")) == plan


def test_a_declaration_wraps_like_a_relation_line():
    plan = se.parse(plan_text(COLUMNS))
    text = se.format(plan, width=50)
    assert ("=== Tables\nTable[tpch.orders => order_key:i64,\n"
            "  - customer_key:i64, order_status:string,\n  - total_price:fp64]\n") in text
    assert se.parse(text) == plan


def test_a_read_without_columns_of_an_undeclared_table_has_no_schema():
    text = HEAD + "=== Tables\nTable[t => a:i64]\n\n=== Plan\nRoot[a]\n  Read[u]\n"
    assert not se.parse(text).relations[0].root.input.read.HasField("base_schema")


def test_an_empty_tables_section_is_accepted():
    assert se.parse("=== Tables\n=== Plan\nRoot[a]\n  Read[t => a:i64]\n") == \
        se.parse("=== Plan\nRoot[a]\n  Read[t => a:i64]\n")


@pytest.mark.parametrize("line, message", [
    ("Read[t => a:i64]", "each line declares a table"),
    ("Table[t]", "its name, '=>' and its columns"),
    ("Table[t, u => a:i64]", "its name, '=>' and its columns"),
    ("Table[t +> a:i64]", "its name, '=>' and its columns"),
    ("Table[1 => a:i64]", "a table's name is a name or a dotted name"),
    ("Table[t => a:i64]\nTable[t => b:i64]", "declared twice"),
])
def test_a_bad_declaration_is_a_clear_error(line, message):
    with pytest.raises(se.ParseError, match=message):
        se.parse(f"=== Tables\n{line}\n\n=== Plan\nRoot[a]\n  Read[t]\n")


@pytest.mark.parametrize(("output", "has_common"), [
    ("projection=[$1] => ... => _", False),  # no RelCommon (DataFusion writes none)
    ("projection=[$1], common=(hint=(alias='o')) => ... => ...", True),  # Direct, more in common=(...)
    ("projection=[$1] +> ... |> $0", True),  # an Emit
])
def test_a_read_of_a_declared_table_with_an_output_writes_its_columns_as_ellipsis(output, has_common):
    """`...` stands for the declared columns where an output part must follow them."""
    declared = HEAD + f"=== Tables\nTable[tpch.orders => {COLUMNS}]\n\n"
    body = ("=== Plan\nRoot[a, b]\n  Join[&Inner, equal($0, $4) => $0, $4]\n"
            f"    Read[tpch.orders, {output}]\n    Read[tpch.orders]\n")
    plan = se.parse(declared + body)
    read = plan.relations[0].root.input.join.left.read
    assert list(read.base_schema.names) == ["order_key", "customer_key", "order_status", "total_price"]
    assert read.HasField("common") == has_common
    spelled = se.parse(plan_text(COLUMNS).replace(f"Read[tpch.orders => {COLUMNS}]",
                                                  f"Read[tpch.orders, {output.replace('...', COLUMNS, 1)}]", 1))
    assert spelled == plan
    assert se.format(plan) == declared + body


def test_ellipsis_for_the_columns_of_an_undeclared_table_is_an_error():
    with pytest.raises(se.ParseError) as caught:
        se.parse("=== Plan\nRoot[a]\n  Read[t => ... => _]\n")
    assert "does not declare t" in str(caught.value) and "Table[t => a:i64, b:string]" in str(caught.value)
    assert (caught.value.line, caught.value.column) == (3, 13)


@pytest.mark.parametrize(("text", "message", "at"), [
    ("=== Tables\nTable[t => a:i64, ...]\n\n=== Plan\nRoot[a]\n  Read[t]\n",
     "a table's declaration writes its columns", (2, 19)),
    ("=== Tables\nTable[t => a:i64]\n\n=== Plan\nRoot[a]\n  Read[t => a:i64, ... => _]\n",
     "'...' stands for the columns '=== Tables' declares, alone", (6, 20)),
    ("=== Plan\nRoot[a]\n  Read:Virtual[(1) => ... => _]\n",
     "'...' stands for the columns '=== Tables' declares, alone, in a Read of a named table", (3, 23)),
    ("=== Plan\nRoot[a]\n  Read:Extension[...]\n",
     "'...' stands for the columns '=== Tables' declares, alone, in a Read of a named table", (3, 18)),
    ("=== Tables\nTable[t => a:i64]\n\n=== Plan\nRoot[a]\n  Read[t, base_schema=(names=['a']) => ... => _]\n",
     "the schema is given twice", (6, 40)),
])
def test_ellipsis_where_it_cannot_stand_for_declared_columns_is_a_clear_error(text, message, at):
    with pytest.raises(se.ParseError) as caught:
        se.parse(text)
    assert message in str(caught.value)
    assert (caught.value.line, caught.value.column) == at


@pytest.mark.parametrize("arrow", ["=>", "+>"])
def test_ellipsis_alone_after_a_read_is_refused_for_read_t_is_its_one_spelling(arrow):
    declared = HEAD + f"=== Tables\nTable[tpch.orders => {COLUMNS}]\n\n=== Plan\nRoot[a]\n"
    with pytest.raises(se.ParseError) as caught:
        se.parse(declared + f"  Read[tpch.orders {arrow} ...]\n")
    assert "only where an output follows" in str(caught.value) and "write Read[t]" in str(caught.value)
    assert (caught.value.line, caught.value.column) == (12, 23)


def test_ellipsis_for_a_read_of_a_table_without_a_name_says_so():
    with pytest.raises(se.ParseError, match="does not name the table it reads"):
        se.parse("=== Plan\nRoot[a]\n  Read[named_table=(names=[]) => ... => _]\n")
