"""The Spark batch pipeline: explain_one alone, then on a real local[2] Spark.

The Spark tests skip when PySpark is not installed
(pip install 'substrait-explain[spark]').
"""

from __future__ import annotations

import argparse
import contextlib
import html
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import java_missing, needs_java

import substrait_explain
from substrait_explain.api import FORMATS, dump_plan
from substrait_explain.base.errors import Error
from substrait_explain.tools import spark as pipeline
from substrait_explain.tools.spark import explain_one, explain_plans, run
from substrait_explain.tools.spark_cli import add_spark_command

EXAMPLE = Path(substrait_explain.__file__).with_name("examples") / "tpch_q01.txt"
TEXT = EXAMPLE.read_text()
PLAN = substrait_explain.parse(TEXT)
JSON = dump_plan(PLAN, "json")
GARBAGE = b"\x07\xffnot a plan\x00\x01"
BAD_TEXT = TEXT.replace("Filter[", "Filter(", 1)
WHERE = next(f"{n}:{line.index('Filter(') + len('Filter(')}:"  # "line:column:" of the "("
             for n, line in enumerate(BAD_TEXT.splitlines(), 1) if "Filter(" in line)

# The mixed input: every file's expected status.
FILES = {
    "q01.txt": (TEXT.encode(), "lossless"),
    "q01.json": (JSON, "lossless"),
    "nested/q01.bin": (dump_plan(PLAN, "binary"), "lossless"),
    "bad.txt": (BAD_TEXT.encode(), "error"),
    "garbage.bin": (GARBAGE, "error"),
    "truncated.json": (JSON[: len(JSON) // 2], "error"),
    "empty.txt": (b"", "error"),
}
EXPECTED = {Path(name).name: status for name, (_, status) in FILES.items()}


def command(*args, block_pyspark=False):
    """`substrait-explain spark ARGS`, as a user runs it (optionally as if PySpark were not installed)."""
    block = "sys.modules['pyspark'] = None; " if block_pyspark else ""
    code = f"import sys; {block}from substrait_explain.tools.cli import main; sys.exit(main())"
    return subprocess.run([sys.executable, "-c", code, "spark", *args], capture_output=True, text=True)


# --------------------------------------------------------------------------
# explain_one, without Spark


@pytest.mark.parametrize("fmt", FORMATS)
def test_explain_one_verifies_every_format(fmt):
    # Each format is detected from the content, but YAML, which a file's name says (`.yaml`, `.yml`).
    row = explain_one("q01.yaml" if fmt == "yaml" else "q01", dump_plan(PLAN, fmt))
    assert row["status"] == "lossless" and row["error"] is None
    assert row["format"] == fmt
    assert row["text"] == substrait_explain.format(PLAN)
    assert row["producer"] == "substrait-explain example"
    assert row["substrait_version"] == "0.106.0"
    assert row["relations"] == {"read": 1, "filter": 1, "project": 1, "aggregate": 1, "sort": 1}
    assert len(row["functions"]) == 7
    assert {"urn": "extension:io.substrait:functions_datetime", "name": "lte:date_date"} in row["functions"]


def test_explain_one_lists_a_function_the_plan_never_declares():
    plan = substrait_explain.parse("=== Plan\nRoot[a]\n  Project[$0]\n    Read[t => a:i64]\n")
    plan.relations[0].root.input.project.expressions.add().scalar_function.function_reference = 99
    row = explain_one("p", plan.SerializeToString())
    assert row["status"] == "lossless"
    assert row["functions"] == [{"urn": None, "name": "#99 (undeclared)"}]


@pytest.mark.parametrize("data, fmt, error", [
    (BAD_TEXT.encode(), "text", f"bad.txt:{WHERE} "),
    (JSON[:200], "json", "not valid JSON"),
    (GARBAGE, "binary", "neither UTF-8 text nor a binary plan: "),
    (b"", "text", "bad.txt:1:1: unexpected end of input"),
    (None, None, "no plan: the value is null"),
])
def test_explain_one_reports_a_bad_plan_as_an_error_row(data, fmt, error):
    row = explain_one("bad.txt", data)
    assert row["status"] == "error" and row["format"] == fmt
    assert row["error"].startswith(error)
    assert row["text"] is None and row["relations"] == {} and row["functions"] == []


def test_explain_one_text_errors_show_the_line_and_a_caret():
    lines = explain_one("bad.txt", BAD_TEXT.encode())["error"].splitlines()
    assert lines[1].strip().startswith("Filter(")
    assert lines[2].index("^") == lines[1].index("(")


def test_explain_one_says_differs_when_the_text_reads_back_differently(monkeypatch):
    monkeypatch.setattr(pipeline, "parse", lambda text: type(PLAN)())
    row = explain_one("q01", TEXT.encode())
    assert row["status"] == "differs" and row["error"] is None and row["text"]


def test_explain_one_keeps_a_plan_with_unknown_fields():
    data = dump_plan(PLAN, "binary") + b"\xa8\x06\x01"  # field 101: not in the protos
    row = explain_one("q01", data)
    assert row["status"] == "lossless" and row["error"] is None
    assert "Unknown Fields:\n  '': 101 = 1\n" in row["text"]
    assert substrait_explain.parse(row["text"]) == substrait_explain.load_plan(data)


def test_explain_one_turns_a_bug_into_an_error_row(monkeypatch):
    def broken(plan):
        raise KeyError("oops")

    monkeypatch.setattr(pipeline, "format", broken)
    row = explain_one("q01", TEXT.encode())
    assert row["status"] == "error"
    assert row["error"] == "writing the plan as text: internal error: KeyError: 'oops'"
    assert row["producer"] == "substrait-explain example"  # what was learnt before the failure stays


# --------------------------------------------------------------------------
# The command, without Spark running


def test_usage_errors_exit_2(capsys):
    parser = argparse.ArgumentParser(prog="substrait-explain")
    add_spark_command(parser.add_subparsers())
    with pytest.raises(SystemExit) as exit:
        parser.parse_args(["spark", "plans/"])  # no --output
    assert exit.value.code == 2
    assert "--output" in capsys.readouterr().err


def test_without_pyspark_the_command_says_what_to_install(tmp_path):
    (tmp_path / "q01.txt").write_text(TEXT)
    done = command(str(tmp_path), "--output", str(tmp_path / "out"), block_pyspark=True)
    assert done.returncode == 1
    assert "pip install 'substrait-explain[spark]'" in done.stderr
    assert "Traceback" not in done.stderr


# --------------------------------------------------------------------------
# On a real local Spark


@pytest.fixture(scope="module")
def spark():
    reason = "needs PySpark, pandas and pyarrow: pip install 'substrait-explain[spark]'"
    for module in ("pyspark", "pandas", "pyarrow"):
        pytest.importorskip(module, reason=reason)
    if java_missing():
        pytest.skip(java_missing())
    session = pipeline.start_session("local[2]")
    yield session
    session.stop()


@pytest.fixture(scope="module")
def plans_dir(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("plans")
    for name, (data, _) in FILES.items():
        (root / name).parent.mkdir(exist_ok=True)
        (root / name).write_bytes(data)
    return root


def by_name(rows) -> dict:
    return {Path(r["source"]).name: r for r in rows}


def test_explain_plans_gives_one_row_per_row(spark, plans_dir):
    files = spark.read.format("binaryFile").option("recursiveFileLookup", "true").load(str(plans_dir))
    rows = by_name(r.asDict() for r in explain_plans(spark, files).collect())
    # A binaryFile scan skips empty files (the command adds them back): the rest are here.
    assert len(rows) == files.count() == len(FILES) - 1
    assert {name: r["status"] for name, r in rows.items()} == {
        n: s for n, s in EXPECTED.items() if n != "empty.txt"}
    assert rows["q01.bin"]["format"] == "binary"
    assert rows["truncated.json"]["error"].startswith("not valid JSON")
    assert rows["q01.txt"]["relations"]["aggregate"] == 1


def test_explain_plans_rejects_a_column_that_cannot_hold_plans(spark):
    df = spark.createDataFrame([(1, "p")], "plan int, path string")
    with pytest.raises(Error, match="column 'plan' is int"):
        explain_plans(spark, df, column="plan")


def test_run_reads_files_directories_and_globs(spark, plans_dir, tmp_path):
    out = tmp_path / "out"
    inputs = [str(plans_dir / "*.json"), str(plans_dir / "nested"),
              *(str(plans_dir / n) for n in ("q01.txt", "bad.txt", "garbage.bin", "empty.txt"))]
    summary = run(inputs, str(out), spark=spark)

    rows = by_name(r.asDict() for r in spark.read.parquet(str(out)).collect())
    assert {name: r["status"] for name, r in rows.items()} == EXPECTED
    assert rows["bad.txt"]["error"].startswith(f"{rows['bad.txt']['source']}:{WHERE}")
    assert "line" in rows["truncated.json"]["error"] and "column" in rows["truncated.json"]["error"]
    assert rows["empty.txt"]["source"] == f"file:{plans_dir / 'empty.txt'}"

    assert summary["plans"] == len(FILES)
    assert summary["status"] == {"lossless": 3, "differs": 0, "error": 4}
    assert summary["formats"] == {"text": 3, "json": 2, "binary": 2}
    assert summary["producers"] == {"(none)": 4, "substrait-explain example": 3}
    assert summary["relations"]["sort"] == 3
    assert {"urn": "extension:io.substrait:functions_aggregate_generic", "name": "count:any",
            "plans": 3} in summary["top_functions"]
    assert {Path(f["source"]).name for f in summary["failing"]} == {
        n for n, s in EXPECTED.items() if s == "error"}
    assert json.loads(Path(f"{out}.summary.json").read_text()) == summary
    # The same summary as a page beside it: counts as charts, failing sources with their errors.
    page = Path(f"{out}.summary.html").read_text()
    assert page.startswith("<!DOCTYPE html>") and "<h1>7 plans explained</h1>" in page
    assert "<title>lossless: 3</title>" in page and "<title>error: 4</title>" in page
    assert html.escape(rows["bad.txt"]["error"].splitlines()[0]) in page


def test_run_reads_plans_from_a_parquet_column(spark, tmp_path):
    import pyarrow as pa
    import pyarrow.parquet as pq

    data = tmp_path / "log"
    data.mkdir()
    pq.write_table(pa.table({"id": [1, 2, 3], "plan": [dump_plan(PLAN, "binary"), GARBAGE, None]}),
                   data / "a.parquet")
    pq.write_table(pa.table({"id": [4, 5], "plan": [dump_plan(PLAN, "binary"), JSON[:100]]}),
                   data / "b.parquet")
    summary = run([str(data)], str(tmp_path / "out"), column="plan", spark=spark)
    rows = {r.source.rsplit("/", 1)[1]: r for r in spark.read.parquet(str(tmp_path / "out")).collect()}
    assert {k: r.status for k, r in rows.items()} == {
        "a.parquet#0": "lossless", "a.parquet#1": "error", "a.parquet#2": "error",
        "b.parquet#0": "lossless", "b.parquet#1": "error"}
    assert rows["a.parquet#2"].error == "no plan: the value is null"
    assert summary["status"]["lossless"] == 2

    text = tmp_path / "text.parquet"  # a string column: text and JSON plans
    pq.write_table(pa.table({"plan": [TEXT, JSON.decode(), "not a plan"]}), text)
    summary = run([str(text)], str(tmp_path / "out2"), column="plan", spark=spark)
    assert summary["status"] == {"lossless": 2, "differs": 0, "error": 1}
    assert summary["formats"] == {"text": 2, "json": 1}


@pytest.mark.parametrize("case, message", [
    ("missing", r"missing\*\.json: no files match"),  # told before Spark starts
    ("empty dir", r"empty: no plan files \(\.json, \.bin, \.pb, \.txt, \.yaml, \.yml\) in this directory"),
    ("output exists", "already exists"),
    ("summary exists", r"out\.summary\.json already exists: name a new output directory, or remove it"),
    ("summary is a link to nothing", r"out\.summary\.json already exists"),  # writing would create its target
    ("report exists", r"out\.summary\.html already exists"),
    ("output in a file", "cannot write .*/a-file/out: .*Parent path is not a directory"),
    ("no such column", "no column 'nope'"),
])
def test_run_refuses_inputs_it_cannot_use(spark, plans_dir, tmp_path, case, message):
    (tmp_path / "empty").mkdir()
    (tmp_path / "exists").mkdir()
    inputs, output, column = [str(plans_dir)], str(tmp_path / "out"), None
    if case == "missing":
        inputs = [str(tmp_path / "missing*.json")]
    elif case == "empty dir":
        inputs = [str(tmp_path / "empty")]
    elif case == "output exists":
        output = str(tmp_path / "exists")
    elif case == "summary exists":
        (tmp_path / "out.summary.json").write_text("{}")
    elif case == "summary is a link to nothing":
        (tmp_path / "out.summary.json").symlink_to(tmp_path / "elsewhere.json")
    elif case == "report exists":
        (tmp_path / "out.summary.html").write_text("")
    elif case == "output in a file":
        (tmp_path / "a-file").write_text("")
        output = str(tmp_path / "a-file" / "out")
    else:
        pq = pytest.importorskip("pyarrow.parquet")
        pq.write_table(pytest.importorskip("pyarrow").table({"plan": [b"x"]}), tmp_path / "p.parquet")
        inputs, column = [str(tmp_path / "p.parquet")], "nope"
    with pytest.raises(Error, match=message):
        run(inputs, output, column=column, spark=spark)
    assert not (tmp_path / "elsewhere.json").exists()


@pytest.mark.parametrize("case, message", [
    ("missing input", "input {tmp}/missing.json does not exist"),
    ("input a link to nothing", "input {tmp}/gone.json does not exist (a symbolic link to nothing)"),
    ("output exists", "{tmp}/exists already exists: name a new output directory, or remove it"),
    ("summary exists", "{tmp}/out.summary.json already exists: name a new output directory, or remove it"),
    ("report exists", "{tmp}/out.summary.html already exists: name a new output directory, or remove it"),
])
def test_run_checks_local_paths_before_starting_spark(monkeypatch, plans_dir, tmp_path, capsys, case, message):
    def no_spark(master=None):
        raise AssertionError("Spark was started")

    monkeypatch.setattr(pipeline, "start_session", no_spark)
    inputs, output = [str(plans_dir)], str(tmp_path / "out")
    if case == "missing input":
        inputs.append(str(tmp_path / "missing.json"))
    elif case == "input a link to nothing":
        (tmp_path / "gone.json").symlink_to(tmp_path / "nowhere")
        inputs.append(str(tmp_path / "gone.json"))
    elif case == "output exists":
        (tmp_path / "exists").mkdir()
        output = str(tmp_path / "exists")
    elif case == "summary exists":
        (tmp_path / "out.summary.json").write_text("{}")
    else:
        (tmp_path / "out.summary.html").write_text("")
    expected = message.format(tmp=tmp_path)
    with pytest.raises(Error) as e:
        run(inputs, output)
    assert str(e.value) == expected
    # The command says it in its own words, the same way as every other error.
    args = argparse.Namespace(inputs=inputs, output=output, master=None, output_format="parquet", column=None)
    from substrait_explain.tools.spark_cli import cmd_spark
    assert cmd_spark(args) == 1
    assert capsys.readouterr().err.splitlines()[-1] == f"substrait-explain spark: error: {expected}"


@pytest.mark.parametrize("output", ["", "/", "//"])
def test_run_refuses_an_output_that_names_no_directory(output):
    with pytest.raises(Error, match="cannot be the output: name a new directory"):
        run(["plans"], output)  # before Spark starts


def test_the_command_runs_its_own_spark(spark, plans_dir, tmp_path):
    out = tmp_path / "out"
    done = command(str(plans_dir), "--output", str(out), "--master", "local[2]", "--output-format", "json")
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr and " INFO " not in done.stderr
    assert done.stdout.startswith(f"{len(FILES)} plans explained into {out} (json)")
    assert "status:    lossless 3, differs 0, error 4" in done.stdout
    assert f"  error   file:{plans_dir / 'bad.txt'}:{WHERE} " in done.stdout
    rows = [json.loads(line) for part in out.glob("part-*.json") for line in part.read_text().splitlines()]
    assert {Path(r["source"]).name: r["status"] for r in rows} == EXPECTED
    assert json.loads(Path(f"{out}.summary.json").read_text())["plans"] == len(FILES)


@needs_java
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="end_children reads /proc: Linux only")
def test_the_session_stops_without_a_word_after_ctrl_c():
    # After a Ctrl-C, stopping the session can fail (the py4j connection cut mid-call, the JVM
    # gone: here killed): PySpark warns, with its own file's path, or py4j cannot connect. After
    # an interrupt that says nothing.
    pytest.importorskip("pyspark", reason="needs PySpark: pip install 'substrait-explain[spark]'")
    code = ("import sys\nfrom substrait_explain.tools import spark as s\nsession = s.start_session('local[1]')\n"
            "s.end_children()\ns._stop(session, quietly=sys.argv[1] == 'quiet')\nprint('stopped')")
    said = {way: subprocess.run([sys.executable, "-c", code, way], capture_output=True, text=True, timeout=120)
            for way in ("quiet", "plain")}
    assert said["plain"].returncode != 0 and said["plain"].stdout == ""  # the JVM is gone indeed
    assert said["quiet"].returncode == 0 and said["quiet"].stdout.split() == ["stopped"]
    assert [line for line in said["quiet"].stderr.splitlines()
            if not line.startswith("WARNING: Using incubator modules")] == []


@needs_java
def test_ctrl_c_in_the_checks_before_the_job_is_one_line(tmp_path):
    # Ctrl-C after Spark started and before the job: here it lands inside a py4j call of the
    # checks, which the KeyboardInterrupt raised there cuts; the session then stops quietly.
    pytest.importorskip("pyspark", reason="needs PySpark: pip install 'substrait-explain[spark]'")
    out = tmp_path / "out"
    code = ("import os, signal, sys, threading\nfrom substrait_explain.tools import spark as s\n"
            "from substrait_explain.tools.cli import main\nread = s._read_inputs\n"
            "def ctrl_c_in_a_call(spark, *args):\n"
            "    threading.Timer(0.5, os.kill, (os.getpid(), signal.SIGINT)).start()\n"
            "    spark._jvm.java.lang.Thread.sleep(3000)\n"
            "    return read(spark, *args)\n"
            "s._read_inputs = ctrl_c_in_a_call\nsys.exit(main())")
    done = subprocess.run([sys.executable, "-c", code, "spark", str(mixed_dir(tmp_path / "plans")), "-o", str(out),
                           "--master", "local[1]"], capture_output=True, text=True, timeout=120)
    said = [line for line in done.stderr.splitlines() if not line.startswith("WARNING: Using incubator modules")]
    assert (done.returncode, said) == (130, [SKIPPED, "substrait-explain spark: explaining plans on local[1]...",
                                             "substrait-explain: interrupted"])
    assert not out.exists()


@needs_java
def test_ctrl_c_ends_quietly_and_leaves_nothing_half_written(tmp_path):
    pytest.importorskip("pyspark", reason="needs PySpark: pip install 'substrait-explain[spark]'")
    plans = tmp_path / "plans"
    plans.mkdir()
    for i in range(1500):  # enough for the job to be running when Ctrl-C comes
        (plans / f"p{i:04}.txt").write_text(TEXT)
    out = tmp_path / "out"
    code = "import sys; from substrait_explain.tools.cli import main; sys.exit(main())"
    process = subprocess.Popen([sys.executable, "-c", code, "spark", str(plans), "-o", str(out),
                                "--master", "local[1]"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 240
        while not out.exists():  # Spark makes the output directory as the job starts
            assert process.poll() is None and time.monotonic() < deadline, "the job did not start"
            time.sleep(0.2)
        process.send_signal(signal.SIGINT)
        stdout, stderr = process.communicate(timeout=120)
    finally:
        process.kill()
    assert process.returncode == 130, stderr
    said = [line for line in stderr.splitlines() if not line.startswith("WARNING: Using incubator modules")]
    assert said == ["substrait-explain spark: explaining plans on local[1]...", "substrait-explain: interrupted"]
    assert stdout == ""
    assert sorted(p.name for p in tmp_path.iterdir()) == ["plans"]  # not the dataset, its summary or its page


# --------------------------------------------------------------------------
# What the command reads, told before Spark starts; Ctrl-C at any moment


def test_an_empty_directory_or_a_glob_matching_nothing_is_refused_before_spark_starts(tmp_path):
    empty = tmp_path / "empty"
    empty.mkdir()
    for given, said in ((empty, f"{empty}: no plan files (.json, .bin, .pb, .txt, .yaml, .yml) "
                                f"in this directory"),
                        (tmp_path / "*.zzz", f"{tmp_path / '*.zzz'}: no files match")):
        # PySpark blocked: an error about it would mean the check came after Spark was asked for.
        done = command(str(given), "-o", str(tmp_path / "out"), block_pyspark=True)
        assert done.returncode == 1
        assert done.stderr == f"substrait-explain spark: error: {said}\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["empty"]


def mixed_dir(root: Path) -> Path:
    (root / "nested").mkdir(parents=True)
    (root / "q01.txt").write_text(TEXT)
    (root / "nested" / "q01.json").write_bytes(JSON)
    (root / "SOURCES.md").write_text("# where the plans come from\n")
    (root / "q02.splan").write_text(TEXT)
    (root / "notes.textproto").write_text("relations {}\n")
    return root


SKIPPED = ("substrait-explain spark: note: skipped 3 files not named as plans (.md 1, .splan 1, .textproto 1; "
           "first SOURCES.md): directories give their .json, .bin, .pb, .txt, .yaml and .yml files; "
           "name others to read them")


def test_the_command_says_what_a_directory_held_besides_plans_before_spark_starts(tmp_path):
    done = command(str(mixed_dir(tmp_path / "plans")), "-o", str(tmp_path / "out"), block_pyspark=True)
    assert done.returncode == 1
    lines = done.stderr.splitlines()
    assert lines[:2] == [SKIPPED, "substrait-explain spark: explaining plans on local[*]..."]
    assert "pip install 'substrait-explain[spark]'" in lines[2]


def test_spark_reads_what_convert_reads(spark, tmp_path):
    plans = mixed_dir(tmp_path / "plans")
    out = tmp_path / "out"
    summary = run([str(plans)], str(out), spark=spark)
    assert summary["status"] == {"lossless": 2, "differs": 0, "error": 0}
    rows = spark.read.parquet(str(out)).collect()
    assert sorted(Path(r["source"]).name for r in rows) == ["q01.json", "q01.txt"]
    # Named, a file is read whatever its name, as convert reads it.
    summary = run([str(plans / "q02.splan")], str(tmp_path / "out2"), spark=spark)
    assert summary["status"]["lossless"] == 1


@needs_java
@pytest.mark.parametrize("delay", [0.0, 1.0, 2.0])
def test_ctrl_c_while_spark_starts_is_one_line(tmp_path, delay):
    pytest.importorskip("pyspark", reason="needs PySpark: pip install 'substrait-explain[spark]'")
    out = tmp_path / "out"
    err = tmp_path / "stderr"
    code = "import sys; from substrait_explain.tools.cli import main; sys.exit(main())"
    with err.open("w") as stderr:
        # Its own process group, as a terminal's job: Ctrl-C reaches every process of it.
        process = subprocess.Popen([sys.executable, "-c", code, "spark", str(mixed_dir(tmp_path / "plans")),
                                    "-o", str(out), "--master", "local[1]"],
                                   stdout=subprocess.DEVNULL, stderr=stderr, start_new_session=True)
    try:
        deadline = time.monotonic() + 60
        while "explaining plans" not in err.read_text():
            assert process.poll() is None and time.monotonic() < deadline, err.read_text()
            time.sleep(0.05)
        # 0: the JVM being launched; later: Spark starting in it, which takes a few seconds even on
        # a fast machine (a later Ctrl-C: the tests of the checks and of the job)
        time.sleep(delay)
        os.killpg(process.pid, signal.SIGINT)
        assert process.wait(timeout=60) == 130, err.read_text()
        time.sleep(0.5)
        group = subprocess.run(["ps", "-o", "pid=,stat=,args=", "-g", str(process.pid)], capture_output=True,
                               text=True).stdout.splitlines()
        # No JVM left starting or shutting down on its own (one already dead, not yet reaped, is no matter).
        assert [line for line in group if line.split()[1][0] != "Z"] == []
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
    said = [line for line in err.read_text().splitlines() if not line.startswith("WARNING: Using incubator modules")]
    assert said == [SKIPPED, "substrait-explain spark: explaining plans on local[1]...",
                    "substrait-explain: interrupted"]
    assert not out.exists()
