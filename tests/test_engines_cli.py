"""`substrait-explain sql` and `run`, run as a user would, on tables the tests write."""

from __future__ import annotations

import csv
import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

duckdb = pytest.importorskip("duckdb", reason="the engines extra is not installed: pip install -e '.[engines]'")
pytest.importorskip("datafusion", reason="the engines extra is not installed: pip install -e '.[engines]'")

from test_engines import COLUMNS, NOTES, ORDERS, README_PLAN, plan_text, write_table  # noqa: E402

from substrait_explain import load_plan  # noqa: E402


def run(*args: str, stdin: bytes | None = None, python: str = ""):
    command = [sys.executable, "-m", "substrait_explain", *args] if not python else \
        [sys.executable, "-c", python, *args]
    done = subprocess.run(command, input=stdin, capture_output=True)
    return done.returncode, done.stdout.decode(), done.stderr.decode()


@pytest.fixture
def data(tmp_path):
    directory = tmp_path / "data"
    directory.mkdir()
    write_table(directory / "orders.parquet", ORDERS)
    write_table(directory / "notes.parquet", NOTES)
    return directory


@pytest.fixture
def readme_plan(tmp_path):
    path = tmp_path / "plan.txt"
    path.write_text(README_PLAN)
    return path


def test_run_on_all_engines_agreeing_prints_the_rows_and_exits_0(readme_plan, data):
    code, out, err = run("run", str(readme_plan), "--data", str(data))
    assert code == 0, err
    assert out.splitlines()[:3] == ["k |  s", "--+---", "1 | 11"] and out.splitlines()[-1] == "(4 rows)"
    assert err == f"{readme_plan}: duckdb and datafusion agree: 4 rows\n"


def test_run_as_csv_and_json(readme_plan, data):
    code, out, _ = run("run", str(readme_plan), "--table", f"orders={data / 'orders.parquet'}", "--engine",
                       "duckdb", "-t", "csv", "--limit", "2")
    assert code == 0 and list(csv.reader(io.StringIO(out))) == [["k", "s"], ["1", "11"], ["2", "22"]]
    code, out, _ = run("run", str(readme_plan), "--data", str(data), "-t", "json")
    found = json.loads(out)
    assert code == 0 and found["agree"] is True and found["difference"] is None
    assert [a["engine"] for a in found["answers"]] == ["duckdb", "datafusion"]
    assert sorted(found["answers"][1]["rows"]) == [[1, 11], [2, 22], [3, 33], [4, 44]]


def test_sql_then_run_gives_the_querys_result(tmp_path, data):
    query = "SELECT o_status, count(*) AS n FROM orders WHERE o_total >= 20 GROUP BY o_status ORDER BY n DESC, o_status"
    for engine in ("duckdb", "datafusion"):
        plan = tmp_path / f"{engine}.bin"
        code, out, err = run("sql", query, "--engine", engine, "--data", str(data), "-t", "binary", "-o", str(plan))
        assert code == 0 and out == "" and err == "", err
        code, out, err = run("run", str(plan), "--engine", engine, "--data", str(data), "-t", "csv")
        assert code == 0, err
        assert list(csv.reader(io.StringIO(out))) == [["o_status", "n"], ["a", "1"], ["b", "1"], ["", "1"]]


def test_sql_as_text_then_run_on_duckdb_gives_the_querys_result(tmp_path, data):
    # The text keeps the removed fields DuckDB 1.1.3 reads (its LIMIT and GROUP BY).
    query = "SELECT o_status, count(*) AS n FROM orders GROUP BY o_status ORDER BY n DESC, o_status LIMIT 2"
    plan = tmp_path / "duckdb.txt"
    code, out, err = run("sql", query, "--engine", "duckdb", "--data", str(data), "-o", str(plan))
    assert code == 0, err
    code, out, err = run("run", str(plan), "--engine", "duckdb", "--data", str(data), "-t", "csv")
    assert code == 0 and err == "", err
    assert list(csv.reader(io.StringIO(out))) == [["o_status", "n"], ["a", "2"], ["b", "1"]]


def test_sql_prints_the_plan_as_text_with_names(data):
    code, out, err = run("sql", "SELECT o_orderkey FROM orders WHERE o_total > 15", "--engine", "datafusion",
                         "--data", str(data), "--names")
    assert code == 0, err
    assert out.startswith("=== Version") and "producer: datafusion" in out
    assert "Read[orders" in out and "// o_orderkey" in out
    assert load_plan(out.encode()).relations[0].root.names == ["o_orderkey"]


def test_a_schema_the_engine_cannot_run_is_said_of_its_file(tmp_path):
    schema = tmp_path / "schema.sql"
    schema.write_text("CREATE TABLE orders (o_orderkey BIGINT,);\n")
    code, out, err = run("sql", "SELECT 1", "--engine", "datafusion", "--schema", str(schema))
    assert (code, out) == (1, "")
    assert err.startswith(f"{schema}: error: datafusion cannot create these tables: ") and len(err.splitlines()) == 1


def test_sql_from_a_schema_alone(tmp_path):
    schema = tmp_path / "schema.sql"
    schema.write_text("CREATE TABLE orders (o_orderkey BIGINT, o_total BIGINT);\n")
    code, out, err = run("sql", "SELECT sum(o_total) FROM orders", "--engine", "duckdb", "--schema", str(schema),
                         "-t", "json")
    assert code == 0, err
    assert json.loads(out)["relations"][0]["root"]["input"]


def test_run_all_reports_each_engine_and_the_first_rows_that_differ(tmp_path, data):
    plan = tmp_path / "fetch.txt"
    plan.write_text(plan_text("Root[k, t, s]", "  Fetch[limit=2]", "    Sort[($1, &DescNullsLast)]",
                              f"      Read[orders => {COLUMNS}]"))
    code, out, err = run("run", str(plan), "--data", str(data))
    assert code == 1
    lines = out.splitlines()
    assert lines[0] == "duckdb and datafusion differ: duckdb answers 0 rows, datafusion 2 rows; rows differ from " \
                       "row 1 (in order)"
    assert "== duckdb" in lines and "== datafusion" in lines
    assert f"{plan}:3:3: warning: DuckDB 1.1.3 reads a Fetch's limit only from the removed field `count`" in out
    assert lines[-3:] == ["first rows that differ:", "  duckdb: (no more rows)",
                          "  datafusion: (4, 40, NULL); (3, 30, a)"]


def test_a_refusal_says_the_engine_its_message_and_the_line_of_the_cause(tmp_path, data):
    plan = tmp_path / "required.txt"
    plan.write_text(plan_text("Root[k, t]", "  Project[$0, $1 => $3, $4]",
                              "    Read[orders => o_orderkey:i64, o_total:i64?, o_status:string?]"))
    code, out, err = run("run", str(plan), "--engine", "datafusion", "--data", str(data))
    assert code == 1 and out == ""
    assert err.splitlines() == [
        f"{plan}: error: datafusion refused the plan: Substrait error: Field 'o_orderkey' is nullable in the "
        f"DataFusion schema but not nullable in the Substrait schema.",
        f"{plan}:4:5: note: the table's column o_orderkey is nullable; this Read says o_orderkey:i64",
        "      Read[orders => o_orderkey:i64, o_total:i64?, o_status:string?]",
        "      ^",
        "  hint: write o_orderkey:i64?",
    ]


def test_a_panic_of_an_engine_is_one_message_without_its_stack(tmp_path, data):
    plan = tmp_path / "broken.txt"
    plan.write_text(plan_text("Root[k]", "  Filter[$7 => ...]", f"    Read[orders => {COLUMNS}]"))
    code, out, err = run("run", str(plan), "--engine", "datafusion", "--data", str(data))
    assert code == 1
    assert err.startswith(f"{plan}: error: datafusion refused the plan: index out of bounds")
    assert "panicked" not in err and "backtrace" not in err and "Traceback" not in err


def test_a_plan_naming_a_file_outside_the_allowed_directory_is_refused_before_any_engine(tmp_path, data):
    outside = tmp_path / "secret.parquet"
    write_table(outside, NOTES)
    plan = tmp_path / "files.txt"
    plan.write_text(plan_text("Root[k, note]",
                              f"  Read[local_files=(items=[(uri_file='{outside}', parquet=())]) => "
                              f"o_orderkey:i64?, note:string?]"))
    for allowed in ([], ["--allow-files", str(data)]):
        code, out, err = run("run", str(plan), "--data", str(data), *allowed)
        assert code == 1 and out == ""
        first = err.splitlines()[0]
        assert first.startswith(f"{plan}:3:3: error: the plan names local_files '{outside}'")
        assert "Traceback" not in err
    allowed_dir = ["--allow-files", str(tmp_path)]
    code, out, err = run("run", str(plan), "--data", str(data), "--engine", "duckdb", "-t", "csv", *allowed_dir)
    assert code == 0 and out.splitlines() == ["k,note", "1,x", "3,y"]


@pytest.mark.parametrize("args, code, message", [
    (["--table", "orders=missing.parquet"], 1, "missing.parquet: error: no such file (table 'orders')\n  hint: "),
    (["--table", "orders"], 2, "'orders' is not NAME=FILE"),
    (["--engine", "spark"], 2, "invalid choice: 'spark'"),
    (["--data", "nowhere"], 1, "nowhere: error: not a directory\n  hint: --data names a directory"),
    (["--limit", "-1"], 2, "is not a number of rows"),
])
def test_bad_options_are_one_clear_line(readme_plan, data, args, code, message):
    done, out, err = run("run", str(readme_plan), *args)
    assert done == code and out == "" and message in err and "Traceback" not in err


def test_a_missing_table_a_syntax_error_and_an_unreadable_file(tmp_path, data):
    plan = tmp_path / "plan.txt"
    plan.write_text(plan_text("Root[k]", "  Read[nope => k:i64?]"))
    code, _, err = run("run", str(plan), "--data", str(data))
    assert code == 1 and err.splitlines()[0] == f"{plan}:3:3: error: the plan reads the table 'nope', which is " \
                                                 f"not given: give it with --table nope=FILE, or a directory " \
                                                 f"holding its file with --data DIR"
    plan.write_text("=== Plan\nRoot[a]\n  Read[t => a:i46]\n")
    code, _, err = run("run", str(plan), "--data", str(data))
    assert code == 1 and err.startswith(f"{plan}:3:15: error: unknown type 'i46'") and "Traceback" not in err
    code, out, err = run("run", str(tmp_path / "none.txt"), "--data", str(data))
    assert (code, out) == (1, "") and err == f"{tmp_path / 'none.txt'}: error: cannot read: No such file or directory\n"


def test_a_table_the_engine_cannot_read_is_one_line(tmp_path, readme_plan):
    bad = tmp_path / "bad"
    bad.mkdir()
    (bad / "orders.parquet").write_bytes(b"PAR1 not really")
    for engine in ("duckdb", "datafusion"):
        code, out, err = run("run", str(readme_plan), "--engine", engine, "--data", str(bad))
        assert code == 1 and out == ""
        assert err.startswith(f"{bad / 'orders.parquet'}: error: {engine} cannot read it as table 'orders': ")
        assert len(err.splitlines()) == 1


def test_an_engine_not_installed_names_the_extra(readme_plan, data):
    # The engine's module made unimportable in a fresh interpreter, as where it is not installed.
    python = ("import sys; sys.modules['datafusion'] = None; from substrait_explain.tools.cli import main; "
              "sys.exit(main(sys.argv[1:]))")
    code, out, err = run("run", str(readme_plan), "--data", str(data), python=python)
    assert code == 1 and out == ""
    assert err == "substrait-explain run: error: the datafusion engine is not installed (datafusion is missing): " \
                  "pip install 'substrait-explain[engines]'\n"


def test_the_readme_example_runs_on_both_engines_as_shown(tmp_path):
    from conftest import ROOT

    readme = (ROOT / "README.md").read_text()
    section = readme[readme.index("## Plans against real engines"):]
    section = section[:section.index("\n## ")]
    blocks = re.findall(r"^```(\w*)\n(.*?)^```", section, re.S | re.M)
    plan = next(body for kind, body in blocks if kind == "text")
    setup = [body for kind, body in blocks if kind == "sh"][1]
    shown = next(body for kind, body in blocks if kind == "")
    query = re.search(r"COPY \((.*)\) TO", " ".join(setup.split())).group(1)
    (tmp_path / "data").mkdir()
    write_table(tmp_path / "data" / "orders.parquet", query)
    (tmp_path / "plan.txt").write_text(plan)
    done = subprocess.run([sys.executable, "-m", "substrait_explain", "run", "plan.txt", "--data", "data/"],
                          cwd=tmp_path, capture_output=True, text=True)
    assert done.returncode == 0
    assert done.stdout + done.stderr == shown


def test_a_plan_too_deep_for_any_engine_is_one_message(tmp_path, data):
    deep = tmp_path / "deep.txt"
    lines = ["=== Plan", "Root[k]"] + ["  " * (i + 1) + "Filter[true => ...]" for i in range(60)]
    deep.write_text("\n".join(lines + ["  " * 61 + "Read[orders => k:i64?]"]) + "\n")
    code, out, err = run("run", str(deep), "--data", str(data))
    assert (code, out) == (1, "")
    assert err.startswith(f"{deep}: error: plan nests ") and "protobuf's binary reader stops at 100" in err


def test_importing_the_package_and_its_engines_api_imports_no_engine():
    python = ("import sys, substrait_explain as se, substrait_explain.engines; "
              "from substrait_explain.tools import cli; cli.build_parser(); se.engines.compare; "
              "print(sorted(m for m in ('duckdb', 'datafusion', 'pyarrow') if m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", python], capture_output=True, text=True)
    assert done.returncode == 0 and done.stdout == "[]\n", done.stderr


def test_the_readmes_engine_walkthrough_as_written(tmp_path):
    """README's "Plans against real engines": its plan saved as plan.txt, its commands run by the
    shell with this interpreter's `python` and `substrait-explain` first on PATH, give its output."""
    readme = (Path(__file__).parent.parent / "README.md").read_text()
    section = readme[readme.index("## Plans against real engines"):]
    plan, commands, output = re.findall(r"```\w*\n(.*?)```", section[section.index("runs on both"):], re.S)[:3]
    (tmp_path / "plan.txt").write_text(plan)
    bin_dir = Path(sys.executable).parent
    env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}"}
    done = subprocess.run(["sh", "-c", commands], cwd=tmp_path, env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout + done.stderr == output
