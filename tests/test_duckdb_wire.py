"""DuckDB 1.1.3 reads removed fields: its own plans, through the text and back, give its
own answers, and a hand-written plan asked to carry the old fields gets the right ones.

DuckDB and its substrait extension come from PyPI (`duckdb`, `duckdb-extension-substrait`,
in the `dev` extra); the extension is loaded from the package's own file, so no network
is needed.  Without them the tests skip, saying why.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import substrait_explain as se
from substrait_explain.plan import old_fields


def _connect():
    try:
        import duckdb
        import duckdb_extension_substrait
    except ImportError as e:
        pytest.skip(f"DuckDB with its substrait extension is not installed ({e.name}): "
                    f"pip install duckdb==1.1.3 duckdb-extension-substrait==1.1.3")
    files = sorted(Path(duckdb_extension_substrait.__file__).parent.rglob("*.duckdb_extension"))
    if not files:
        pytest.skip("duckdb-extension-substrait holds no .duckdb_extension file")
    con = duckdb.connect()
    try:
        con.load_extension(str(files[0]))
    except duckdb.Error as e:
        pytest.skip(f"DuckDB {duckdb.__version__} cannot load {files[0].name}: {e}")
    return con


@pytest.fixture(scope="module")
def con():
    con = _connect()
    con.execute("CREATE TABLE t AS SELECT range AS k, range % 3 AS g, 'x' || range AS s, "
                "INTERVAL 1 SECOND * range AS iv FROM range(6)")
    return con


QUERIES = {
    "limit": "SELECT k FROM t ORDER BY k LIMIT 2",
    "offset": "SELECT k FROM t ORDER BY k OFFSET 4",
    "limit and offset": "SELECT k FROM t ORDER BY k LIMIT 2 OFFSET 1",
    "group by": "SELECT g, sum(k) FROM t GROUP BY g ORDER BY g",
    "filter": "SELECT k, s FROM t WHERE k > 2 AND s <> 'x4' ORDER BY k",
    "interval": "SELECT k FROM t WHERE iv > INTERVAL 2 SECOND ORDER BY k",
}


def answer(con, data: bytes) -> list | str:
    try:
        return con.from_substrait(data).fetchall()
    except Exception as e:  # noqa: BLE001 (DuckDB's own error types vary)
        return f"error: {e}"


@pytest.mark.parametrize("query", QUERIES.values(), ids=QUERIES.keys())
def test_duckdb_answers_its_own_plan_the_same_after_a_text_round_trip(con, query):
    want = con.execute(query).fetchall()
    data = con.get_substrait(query).fetchone()[0]
    assert answer(con, data) == want  # DuckDB reads its own plan
    text = se.format(se.load_plan(data))
    assert answer(con, se.dump_plan(se.parse(text), "binary")) == want


@pytest.mark.parametrize("query", QUERIES.values(), ids=QUERIES.keys())
def test_duckdb_answers_its_own_json_plan_the_same_after_a_text_round_trip(con, query):
    want = con.execute(query).fetchall()
    data = con.get_substrait_json(query).fetchone()[0]
    back = se.dump_plan(se.parse(se.format(se.load_plan(data))), "json").decode()
    assert con.from_substrait_json(back).fetchall() == want


@pytest.mark.parametrize("query", ["limit", "offset", "group by", "interval"])
def test_without_the_old_fields_duckdb_answers_otherwise(con, query):
    """Why the old fields matter: in today's fields only, DuckDB misreads these plans."""
    sql = QUERIES[query]
    plan = se.load_plan(con.get_substrait(sql).fetchone()[0])
    today = old_fields.for_writing(plan, old_fields.OldFields()).SerializeToString()
    assert answer(con, today) != con.execute(sql).fetchall()


HAND_WRITTEN = {
    "limit": ("""=== Plan
Root[k]
  Fetch[limit=2, offset=1 => _]
    Sort[($0, &AscNullsLast) => _]
      Read[t => k:i64?, g:i64?]
""", "SELECT k FROM t ORDER BY k LIMIT 2 OFFSET 1"),
    "group by": ("""=== Extensions
URNs:
  @  1: extension:io.substrait:functions_arithmetic
Functions:
  #  1 @  1: sum:i64

=== Plan
Root[g, total]
  Sort[($0, &AscNullsLast) => _]
    Aggregate[$1 => $1, sum($0):i64?]
      Read[t => k:i64?, g:i64?]
""", "SELECT g, sum(k) FROM t GROUP BY g ORDER BY g"),
}


@pytest.mark.parametrize("name", HAND_WRITTEN)
def test_a_hand_written_plan_asked_for_duckdbs_old_fields_gets_the_right_answer(con, name):
    text, sql = HAND_WRITTEN[name]
    plan = se.parse(text)
    want = con.execute(sql).fetchall()
    assert answer(con, se.dump_plan(plan, "binary", old_fields="duckdb")) == want
    assert answer(con, se.dump_plan(plan, "binary")) != want  # as written: today's fields only
    # Declared in the text, the same.
    declared = se.dump_plan(plan, "text", old_fields="duckdb")
    assert answer(con, se.dump_plan(se.parse(declared.decode()), "binary")) == want
