"""Plans against the real engines (DuckDB 1.1.3 with its substrait extension
package, DataFusion 55), on tables the tests write: what each answers, the known
causes of their refusals (docs/ENGINES.md names each test), and the files a
plan may not read."""

from __future__ import annotations

import decimal
import os
import re
import textwrap

import pytest

duckdb = pytest.importorskip("duckdb", reason="the engines extra is not installed: pip install -e '.[engines]'")
pytest.importorskip("datafusion", reason="the engines extra is not installed: pip install -e '.[engines]'")

from substrait_explain import engines, format, parse  # noqa: E402
from substrait_explain.base.errors import Error, ParseError  # noqa: E402
from substrait_explain.tools import rows  # noqa: E402
from substrait_explain.tools.engine_drivers import split_statements  # noqa: E402
from substrait_explain.tools.plan_files import FilesRefused, check_files  # noqa: E402

ORDERS = ("SELECT * FROM (VALUES (1::BIGINT, 10::BIGINT, 'a'), (2, 20, 'b'), (3, 30, 'a'), (4, 40, NULL)) "
          "v(o_orderkey, o_total, o_status)")
NOTES = "SELECT * FROM (VALUES (1::BIGINT, 'x'), (3, 'y')) v(o_orderkey, note)"
COLUMNS = "o_orderkey:i64?, o_total:i64?, o_status:string?"
ADD = ("=== Extensions\nURNs:\n  @  1: extension:io.substrait:functions_arithmetic\n"
       "Functions:\n  # 1 @  1: add:i64_i64\n\n")


def write_table(path, query: str, options: str = "FORMAT parquet") -> None:
    con = duckdb.connect()
    con.execute(f"COPY ({query}) TO '{path}' ({options})")
    con.close()


@pytest.fixture
def data(tmp_path):
    """A directory with the tables orders and notes, as Parquet files."""
    directory = tmp_path / "data"
    directory.mkdir()
    write_table(directory / "orders.parquet", ORDERS)
    write_table(directory / "notes.parquet", NOTES)
    return directory


def plan_text(*lines: str, head: str = "") -> str:
    return head + "=== Plan\n" + "\n".join(lines) + "\n"


def line_of(text: str, relation: str) -> int:
    """The number of the line of ``text`` where ``relation`` (its name and bracket) starts."""
    return next(i for i, line in enumerate(text.splitlines(), 1) if line.lstrip().startswith(relation + "["))


# ---- a plan both engines answer alike -----------------------------------------------

README_PLAN = plan_text("Root[k, s]", "  Project:Exprs[$0, add($0, $1)]", f"    Read[orders => {COLUMNS}]",
                        head=ADD)


def test_a_hand_written_plan_runs_on_both_and_they_agree(data):
    comparison = engines.compare(README_PLAN, data=data)
    assert comparison.agree, comparison.report()
    for answer in comparison.answers:
        assert answer.columns == ["k", "s"]
        assert sorted(answer.rows) == [(1, 11), (2, 22), (3, 33), (4, 44)]
        assert answer.warnings == [] and answer.causes == []
    assert "duckdb and datafusion agree: 4 rows" in str(comparison)


def test_a_join_and_a_sort_run_on_duckdb_over_tables_loaded_as_tables(data):
    # Over views of the files DuckDB 1.1.3 failed on these ("call stack is not deep enough").
    join = plan_text("Root[k, t, s, k2, note]", "  Join[&Inner, equal($0, $3)]", f"    Read[orders => {COLUMNS}]",
                     "    Read[notes => o_orderkey:i64?, note:string?]",
                     head="=== Extensions\nURNs:\n  @  1: extension:io.substrait:functions_comparison\n"
                          "Functions:\n  # 1 @  1: equal:i64_i64\n\n")
    answer = engines.run(join, "duckdb", data=data)
    assert answer.ok and sorted(answer.rows) == [(1, 10, "a", 1, "x"), (3, 30, "a", 3, "y")]
    ordered = plan_text("Root[k, t, s]", "  Sort[($1, &DescNullsLast)]", f"    Read[orders => {COLUMNS}]")
    answer = engines.run(ordered, "duckdb", data=data)
    assert answer.ok and [row[1] for row in answer.rows] == [40, 30, 20, 10]


# ---- SQL to plan, plan to rows --------------------------------------------------------

QUERY = "SELECT o_status, sum(o_total) AS t, count(*) AS n FROM orders WHERE o_total > 15 GROUP BY o_status"


def test_sql_then_run_on_the_same_engine_gives_the_querys_own_result(data):
    con = duckdb.connect()
    con.execute(f"CREATE TABLE orders AS SELECT * FROM read_parquet('{data / 'orders.parquet'}')")
    expected = sorted(con.execute(QUERY).fetchall(), key=str)
    assert expected == sorted([("a", 30, 1), ("b", 20, 1), (None, 40, 1)], key=str)
    for engine in engines.ENGINES:
        wire = engines.plan_bytes_from_sql(QUERY, engine, data=data)
        answer = engines.run(wire, engine, data=data)
        assert answer.ok, answer.report()
        assert answer.columns == ["o_status", "t", "n"]
        assert sorted(answer.rows, key=str) == expected, engine


def test_datafusion_answers_its_own_plan_after_the_text(data):
    text = engines.plan_from_sql("SELECT o_orderkey, o_total * 2 AS d FROM orders WHERE o_total > 15", "datafusion",
                                 data=data)
    answer = engines.run(format(text), "datafusion", data=data)
    assert answer.ok and sorted(answer.rows) == [(2, 40), (3, 60), (4, 80)]


def test_a_schema_of_create_table_statements_is_enough_for_a_plan(tmp_path):
    schema = "CREATE TABLE orders (o_orderkey BIGINT NOT NULL, o_total DECIMAL(10, 2)); -- no data\n" \
             "CREATE TABLE notes (note VARCHAR);"
    for engine in engines.ENGINES:
        plan = engines.plan_from_sql("SELECT o_orderkey FROM orders WHERE o_total > 1", engine, schema=schema)
        assert list(plan.relations[0].root.names) == ["o_orderkey"]
        # The schema's tables hold no rows: the plan runs and answers none.
        answer = engines.run(plan, engine, schema=schema)
        assert answer.ok and answer.rows == [], engine


def test_a_query_the_engine_refuses_is_an_error_naming_the_engine(data):
    with pytest.raises(Error, match="duckdb cannot make a plan for this query: .*nope"):
        engines.plan_from_sql("SELECT * FROM nope", "duckdb", data=data)
    with pytest.raises(Error, match="datafusion cannot make a plan for this query: .*selec"):
        engines.plan_from_sql("selec 1", "datafusion", data=data)


def test_csv_and_json_lines_tables_load_on_both(tmp_path):
    write_table(tmp_path / "orders.csv", ORDERS, "FORMAT csv, HEADER")
    write_table(tmp_path / "notes.jsonl", NOTES, "FORMAT json")
    plan = plan_text("Root[k, note]", "  Read[notes => o_orderkey:i64?, note:string?]")
    comparison = engines.compare(plan, data=tmp_path)
    assert comparison.agree, comparison.report()
    assert sorted(comparison.answers[0].rows) == [(1, "x"), (3, "y")]
    totals = engines.compare(plan_text("Root[t]", "  Project[$1 => $3]", f"    Read[orders => {COLUMNS}]"),
                             tables={"orders": tmp_path / "orders.csv"})
    assert totals.agree and sorted(totals.answers[0].rows) == [(10,), (20,), (30,), (40,)]


# ---- the known incompatibilities (docs/ENGINES.md) ---------------------------------

def test_datafusion_refuses_a_required_column_the_table_has_nullable(data):
    required = plan_text("Root[k, s]", "  Project[$0, add($0, $1) => $3, $4]",
                         "    Read[orders => o_orderkey:i64, o_total:i64?, o_status:string?]", head=ADD)
    answer = engines.run(required, "datafusion", data=data)
    assert not answer.ok
    assert "Field 'o_orderkey' is nullable in the DataFusion schema" in answer.error
    [cause] = answer.causes
    assert cause.line == line_of(required, "Read")
    assert cause.hint == "write o_orderkey:i64?"
    assert "o_orderkey is nullable; this Read says o_orderkey:i64" in cause.message
    # Written as the hint says, both run it and agree.
    fixed = required.replace("o_orderkey:i64,", "o_orderkey:i64?,")
    assert engines.compare(fixed, data=data).agree


def test_datafusion_refuses_a_column_of_another_type(data):
    wrong = plan_text("Root[k, t]", "  Project[$0, $1 => $3, $4]",
                      "    Read[orders => o_orderkey:string?, o_total:i64?, o_status:string?]")
    answer = engines.run(wrong, "datafusion", data=data)
    assert "different type (Utf8)" in answer.error and "(Int64)" in answer.error
    [cause] = answer.causes
    assert cause.line == line_of(wrong, "Read")
    assert "o_orderkey is Int64" in cause.message and "says Utf8" in cause.message


def test_duckdb_refuses_a_project_that_only_passes_columns(data):
    passing = plan_text("Root[k, t]", "  Project[$0, $1]", f"    Read[orders => {COLUMNS}]")
    answer = engines.run(passing, "duckdb", data=data)
    assert answer.error == "Binder Error: SELECT list is empty after resolving * expressions!"
    [cause] = answer.causes
    assert cause.line == line_of(passing, "Project") and "this Project has none" in cause.message
    assert engines.run(passing, "datafusion", data=data).ok


def test_duckdb_refuses_a_virtual_table(data):
    virtual = plan_text("Root[n, s]", "  Read:Virtual[(1, 'a'), (2, 'b') => n:i64, s:string]")
    comparison = engines.compare(virtual, data=data)
    duck, fusion = comparison.answers
    assert "SELECT list is empty" in duck.error
    [cause] = duck.causes
    assert cause.line == line_of(virtual, "Read:Virtual") and "virtual table" in cause.message
    assert fusion.rows == [(1, "a"), (2, "b")]
    assert comparison.difference() == "duckdb refused the plan"


def test_duckdb_refuses_an_aggregate_whose_keys_are_in_todays_fields(data):
    aggregate = plan_text("Root[s, total, n]", "  Aggregate[$2 => $2, sum($1), count()]",
                          f"    Read[orders => {COLUMNS}]",
                          head="=== Extensions\nURNs:\n  @  1: extension:io.substrait:functions_arithmetic\n"
                               "  @  2: extension:io.substrait:functions_aggregate_generic\nFunctions:\n"
                               "  # 1 @  1: sum:i64\n  # 2 @  2: count:\n\n")
    comparison = engines.compare(aggregate, data=data)
    duck, fusion = comparison.answers
    assert "Positional reference 3 out of range (total 2 columns)" in duck.error
    [cause] = duck.causes
    assert cause.line == line_of(aggregate, "Aggregate") and "grouping keys" in cause.message
    assert sorted(fusion.rows, key=str) == sorted([("a", 40, 2), ("b", 20, 1), (None, 40, 1)], key=str)


def test_duckdb_returns_no_rows_for_a_fetch_limit_in_todays_field(data):
    fetch = plan_text("Root[k, t, s]", "  Fetch[limit=2]", "    Sort[($1, &DescNullsLast)]",
                      f"      Read[orders => {COLUMNS}]")
    comparison = engines.compare(fetch, data=data)
    duck, fusion = comparison.answers
    assert duck.ok and duck.rows == []
    [warning] = duck.warnings
    assert warning.line == line_of(fetch, "Fetch") and "count_expr" in warning.message and warning.severity == "warning"
    # A Fetch without a limit (all rows, by the spec) is no better.
    everything = plan_text("Root[k, t, s]", "  Fetch[_]", f"    Read[orders => {COLUMNS}]")
    answer = engines.run(everything, "duckdb", data=data)
    assert answer.rows == [] and "takes it as 0" in answer.warnings[0].message
    assert fusion.rows == [(4, 40, None), (3, 30, "a")] and fusion.warnings == []
    assert comparison.ordered and not comparison.agree
    assert comparison.difference() == "duckdb answers 0 rows, datafusion 2 rows; rows differ from row 1 (in order)"


def test_duckdb_answers_a_project_with_its_expressions_alone(data):
    appended = plan_text("Root[k, t, s]", "  Project[$0, $1, add($0, $1)]", "    Filter[true => ...]",
                         f"      Read[orders => {COLUMNS}]", head=ADD)
    comparison = engines.compare(appended, data=data)
    duck, fusion = comparison.answers
    assert duck.columns == ["k"] and sorted(duck.rows) == [(11,), (22,), (33,), (44,)]
    [warning] = duck.warnings
    assert warning.line == line_of(appended, "Project") and "this Project makes 3 columns" in warning.message
    assert len(fusion.columns) == 3
    assert comparison.difference() == "duckdb answers 1 column, datafusion 3 columns"


def test_duckdb_reads_a_tables_columns_by_position(data):
    reordered = plan_text("Root[t, k]", "  Read[orders => o_total:i64?, o_orderkey:i64?]")
    comparison = engines.compare(reordered, data=data)
    duck, fusion = comparison.answers
    assert sorted(duck.rows) == [(1, 10), (2, 20), (3, 30), (4, 40)]  # o_orderkey, o_total: by position
    assert sorted(fusion.rows) == [(10, 1), (20, 2), (30, 3), (40, 4)]  # by name
    [warning] = duck.warnings
    assert warning.line == line_of(reordered, "Read")
    assert "this Read says o_total, o_orderkey; the table's columns are o_orderkey, o_total, o_status" in \
        warning.message
    # In the table's order, with a projection picking some, both agree.
    picked = plan_text("Root[t, k]", "  Read[orders, projection=[$1, $0] => o_orderkey:i64?, o_total:i64?]")
    assert engines.compare(picked, data=data).agree


def test_duckdb_ignores_an_emit(data):
    text = plan_text("Root[s]", "  Sort[($0, &AscNullsLast) => $2]", f"    Read[orders => {COLUMNS}]")
    comparison = engines.compare(text, data=data)
    duck, fusion = comparison.answers
    assert duck.rows == [(1,), (2,), (3,), (4,)] and fusion.rows == [("a",), ("b",), ("a",), (None,)]
    [warning] = duck.warnings
    assert warning.line == line_of(text, "Sort") and "this Sort's 3 columns, not the 1 its emit picks ($2)" in \
        warning.message


def test_datafusion_refuses_duckdbs_own_plans(data):
    wire = engines.plan_bytes_from_sql("SELECT o_status, o_total FROM orders ORDER BY o_total DESC LIMIT 2",
                                       "duckdb", data=data)
    comparison = engines.compare(wire, data=data)
    duck, fusion = comparison.answers
    assert duck.ok and duck.rows == [(None, 40), ("a", 30)]
    assert duck.warnings == []  # its own plan means what DuckDB reads
    assert fusion.error == "Substrait error: Named schema must contain names for all fields"
    root, project = fusion.causes
    assert root.path == "Root" and "Root names 2 columns of the 4" in root.message
    assert project.path == "Root > Fetch > Sort > Project" and "no emit" in project.message


def union(op: str) -> str:
    side = ["    Project[$2 => $3]", f"      Read[orders => {COLUMNS}]"]
    return plan_text("Root[s]", f"  Set[&{op}]", *side, *side)


def test_duckdb_answers_union_all_with_distinct_rows(data):
    text = union("UnionAll")
    comparison = engines.compare(text, data=data)
    duck, fusion = comparison.answers
    assert sorted(duck.rows, key=str) == sorted([("a",), ("b",), (None,)], key=str)
    assert len(fusion.rows) == 8
    [warning] = duck.warnings
    assert warning.line == line_of(text, "Set") and "distinct rows" in warning.message
    # DuckDB's own plan for UNION ALL says the same, and DuckDB answers it so too.
    wire = engines.plan_bytes_from_sql("SELECT o_status FROM orders UNION ALL SELECT o_status FROM orders", "duckdb",
                                       data=data)
    own = engines.run(wire, "duckdb", data=data)
    assert len(own.rows) == 3 and "distinct rows" in own.warnings[0].message


def test_duckdb_refuses_union_distinct(data):
    text = union("UnionDistinct")
    answer = engines.run(text, "duckdb", data=data)
    assert "SetOperationType transform not implemented for SetRel_SetOp type 5" in answer.error
    [cause] = answer.causes
    assert cause.line == line_of(text, "Set") and "&UnionDistinct" in cause.message and "&UnionAll" in cause.hint


def test_duckdb_refuses_a_subquery(data):
    wire = engines.plan_bytes_from_sql("SELECT o_orderkey FROM orders WHERE o_total > (SELECT avg(o_total) FROM "
                                       "orders)", "datafusion", data=data)
    comparison = engines.compare(wire, data=data)
    duck, fusion = comparison.answers
    assert duck.error == "INTERNAL Error: Unsupported expression type 12"
    [cause] = duck.causes
    assert cause.path.endswith("> Filter") and "a subquery expression" in cause.message
    assert sorted(fusion.rows) == [(3,), (4,)]


def test_duckdb_refuses_a_read_that_selects_no_column(data):
    wire = engines.plan_bytes_from_sql("SELECT count(*) AS n FROM orders", "datafusion", data=data)
    comparison = engines.compare(wire, data=data)
    duck, fusion = comparison.answers
    assert "SELECT list is empty" in duck.error
    [cause] = duck.causes
    assert cause.path.endswith("> Read") and "selects no column" in cause.message
    assert fusion.rows == [(4,)]


def test_a_broken_reference_is_said_before_the_engines_words(data):
    broken = plan_text("Root[k]", "  Filter[$7 => ...]", f"    Read[orders => {COLUMNS}]")
    for answer in engines.compare(broken, data=data).answers:
        assert not answer.ok
        assert answer.causes[0].line == line_of(broken, "Filter")
        assert "$7 in condition is out of range" in answer.causes[0].message
    # DataFusion panics on it; what it printed on standard error stays hidden, its message is the error.
    assert "index out of bounds" in engines.run(broken, "datafusion", data=data).error


# ---- bad input ------------------------------------------------------------------------

def test_a_table_the_plan_reads_must_be_given(data):
    plan = plan_text("Root[k]", "  Read[nope => k:i64?]")
    with pytest.raises(engines.MissingTable, match="the plan reads the table 'nope', which is not given") as e:
        engines.run(plan, "duckdb", data=data)
    assert e.value.relation.path == "Root > Read"


def test_tables_that_cannot_be_given(tmp_path, data):
    with pytest.raises(engines.TableError, match="no such file"):
        engines.tables_of({"t": tmp_path / "missing.parquet"})
    (tmp_path / "t.txt").write_text("x")
    with pytest.raises(engines.TableError, match="not a table file the engines read"):
        engines.tables_of({"t": tmp_path / "t.txt"})
    write_table(data / "orders.csv", ORDERS, "FORMAT csv, HEADER")
    with pytest.raises(engines.TableError, match="a second table named 'orders'"):
        engines.tables_of(data=data)
    with pytest.raises(engines.TableError, match="not a directory"):
        engines.tables_of(data=tmp_path / "nowhere")
    # --table wins over --data for the same name.
    (data / "orders.csv").unlink()
    given = {t.name: t for t in engines.tables_of({"orders": data / "notes.parquet"}, data=data)}
    assert given["orders"].path == data / "notes.parquet" and given["notes"].path == data / "notes.parquet"


def test_a_file_the_engine_cannot_read(tmp_path):
    (tmp_path / "orders.parquet").write_bytes(b"not parquet at all")
    for engine in engines.ENGINES:
        with pytest.raises(engines.TableError, match=f"{engine} cannot read it as table 'orders': ") as e:
            engines.run(README_PLAN, engine, data=tmp_path)
        assert e.value.source == str(tmp_path / "orders.parquet")
    with pytest.raises(engines.TableError, match="duckdb cannot create these tables: Parser Error") as e:
        engines.plan_from_sql("SELECT 1", "duckdb", schema="CREATE TABLE (")
    assert e.value.source == engines.SCHEMA


def test_an_unknown_engine(data):
    with pytest.raises(Error, match="unknown engine 'spark': use one of duckdb, datafusion"):
        engines.run(README_PLAN, "spark", data=data)


def test_a_plan_with_a_syntax_error(data):
    with pytest.raises(ParseError):
        engines.run("=== Plan\nRoot[a]\n  Read[t => a:i46]\n", "duckdb", data=data)


# ---- a plan is not a key to the machine ----------------------------------------------

def local_files(uri: str) -> str:
    return plan_text("Root[k, note]", "  Read[local_files=(items=[(uri_file='" + uri + "', parquet=())])",
                     "    - => o_orderkey:i64?, note:string?]")


def test_a_plan_naming_a_file_is_refused_before_any_engine(tmp_path, data):
    outside = tmp_path / "secret.parquet"
    write_table(outside, NOTES)
    plan = local_files(str(outside))
    with pytest.raises(FilesRefused, match="the plan names local_files '.*secret.parquet', which run does not "
                                           "read") as e:
        engines.run(plan, "duckdb", data=data)
    assert e.value.relation.path == "Root > Read"
    # A directory allowed: a file outside it is still refused.
    with pytest.raises(FilesRefused, match="outside the allowed directory"):
        engines.run(plan, "duckdb", data=data, allow_files=data)


def test_a_file_under_the_allowed_directory_is_read(data):
    answer = engines.run(local_files(str(data / "notes.parquet")), "duckdb", data=data, allow_files=data)
    assert answer.ok and sorted(answer.rows) == [(1, "x"), (3, "y")]


def test_a_link_out_of_the_allowed_directory_is_refused(tmp_path, data):
    outside = tmp_path / "secret.parquet"
    write_table(outside, NOTES)
    os.symlink(outside, data / "link.parquet")
    with pytest.raises(FilesRefused, match=r"outside the allowed directory .* \(it leads to .*secret.parquet\)"):
        check_files(parse(local_files(str(data / "link.parquet"))), data)
    with pytest.raises(FilesRefused, match="outside"):
        check_files(parse(local_files(f"file://{data}/../secret.parquet")), data)
    with pytest.raises(FilesRefused, match="outside"):  # a glob's matches are checked too
        check_files(parse(local_files(f"{data}/*.parquet")), data)
    folder = parse(plan_text("Root[k]", f"  Read[local_files=(items=[(uri_folder='{data}', parquet=())]) => k:i64?]"))
    with pytest.raises(FilesRefused, match="outside"):  # and what a folder holds
        check_files(folder, data)
    (data / "link.parquet").unlink()
    check_files(folder, data)  # nothing in it leads out now


@pytest.mark.parametrize("read, refused", [
    ("Read[local_files=(items=[(uri_path='s3://bucket/t.parquet', parquet=())]) => a:i64]",
     "a s3: URL"),
    ("Read[iceberg_table=(direct=(metadata_uri='https://host/t/metadata.json')) => a:i64]", "an Iceberg table"),
    ("Read[extension_table=(detail=(type_url='type.googleapis.com/google.protobuf.StringValue', value=x'')) "
     "=> a:i64]", "what it reads cannot be told"),
    ('Read["/etc/passwd.csv" => a:i64]', "a table named by a path"),
])
def test_urls_and_what_cannot_be_told_are_refused_even_in_an_allowed_directory(tmp_path, read, refused):
    with pytest.raises(FilesRefused, match=refused):
        check_files(parse(plan_text("Root[a]", "  " + read)), tmp_path)


def test_files_named_in_a_subquery_are_refused_too(data):
    plan = plan_text("Root[k]", "  Filter[%0 => ...]", "    Read[orders => k:i64?]",
                     "    %0: Read[local_files=(items=[(uri_file='/etc/x.parquet', parquet=())]) => b:boolean?]")
    with pytest.raises(FilesRefused, match="local_files '/etc/x.parquet'"):
        engines.run(plan, "duckdb", data=data)


def test_duckdb_is_closed_to_other_files_unless_files_are_allowed(data):
    # What the check before the engines misses, DuckDB itself refuses.
    from substrait_explain.tools.engine_drivers import driver

    closed = driver("duckdb", [], None, files_allowed=False)
    with pytest.raises(duckdb.Error, match="disabled"):
        closed.con.execute(f"SELECT * FROM read_parquet('{data / 'notes.parquet'}')")
    # Nor does it take a Python variable of the calling code for a table, nor fetch extensions.
    settings = ["python_enable_replacements", "autoinstall_known_extensions", "autoload_known_extensions"]
    assert closed.con.execute("SELECT " + ", ".join(f"current_setting('{s}')" for s in settings)).fetchone() == \
        (False, False, False)
    closed.close()


# ---- comparing rows -------------------------------------------------------------------

def test_values_compare_by_what_they_are():
    assert rows.same_value(40, decimal.Decimal("40")) and rows.same_value(40, 40.0)
    assert rows.same_value(0.1 + 0.2, 0.3) and not rows.same_value(0.3, 0.3001)
    assert not rows.same_value(1, True) and not rows.same_value(None, 0) and rows.same_value(None, None)
    assert rows.same_value(float("nan"), float("nan")) and not rows.same_value("1", 1)
    assert rows.same_value([1, {"a": 2.0}], (1, {"a": 2}))


def test_rows_compare_as_a_multiset_or_in_order():
    a, b = [(1, "x"), (2, "y"), (2, "y")], [(2, "y"), (1, "x"), (2, "y")]
    assert rows.first_difference(a, b, ordered=False) is None
    assert rows.first_difference(a, b, ordered=True) == 0
    assert rows.first_difference(a, a[:2], ordered=False) == 2
    assert rows.first_difference([(1,)], [(1,), (1,)], ordered=False) == 1


def test_sorted_plans_are_compared_in_order():
    assert engines.sorts(parse(plan_text("Root[a]", "  Fetch[limit=1]", "    Sort[($0, &AscNullsLast)]",
                                         "      Read[t => a:i64]")))
    assert not engines.sorts(parse(plan_text("Root[a]", "  Read[t => a:i64]")))


def test_rows_as_people_and_programs_read_them():
    shown = rows.table(["name", "n", "ok"], [("a", 1, True), (None, 22, None)])
    assert shown.splitlines() == ["name |  n | ok", "-----+----+-----", "a    |  1 | true", "NULL | 22 | NULL",
                                  "(2 rows)"]
    assert rows.table(["n"], [(1,), (2,)], limit=1).splitlines()[-1] == "(2 rows, 1 shown)"
    assert rows.csv_text(["a", "b"], [(None, "x,y"), (decimal.Decimal("1.50"), 2)]) == 'a,b\n,"x,y"\n1.50,2\n'
    assert rows.json_rows(["d"], [(decimal.Decimal("40"),)]) == {"columns": ["d"], "rows": [[40]], "row_count": 1}


def test_schema_statements_split_outside_strings_and_comments():
    sql = textwrap.dedent("""\
        CREATE TABLE a (x VARCHAR DEFAULT 'a;b'); -- one; two
        CREATE TABLE "c;d" (y INT);
        -- only a comment;
    """)
    assert split_statements(sql) == ["CREATE TABLE a (x VARCHAR DEFAULT 'a;b')",
                                     '-- one; two\nCREATE TABLE "c;d" (y INT)']


def test_answers_show_in_a_notebook(data):
    comparison = engines.compare(README_PLAN, data=data)
    page = comparison._repr_html_()
    assert page.count("<thead>") == 2 and "<b>agree</b>" in page and "<td>44</td>" in page
    refused = engines.run(plan_text("Root[k, t]", "  Project[$0, $1]", f"    Read[orders => {COLUMNS}]"), "duckdb",
                          data=data)
    assert "duckdb refused the plan" in refused._repr_html_() and "this Project has none" in refused._repr_html_()


def test_every_known_incompatibility_in_the_docs_names_a_test_here():
    from conftest import ROOT

    doc = (ROOT / "docs" / "ENGINES.md").read_text()
    table = doc[doc.index("## Known incompatibilities"):]
    rows_of_table = [line for line in table.splitlines() if line.startswith("| ") and "`test_" in line]
    named = [re.findall(r"`(test_\w+)`", line) for line in rows_of_table]
    assert len(named) >= 9 and all(named)
    for names in named:
        for name in names:
            assert callable(globals().get(name)), f"docs/ENGINES.md names {name}, which is not a test here"
