"""benchmarks/run.py --quick works and writes its JSON (it checks nothing about speed)."""

import json
import subprocess
import sys

import pytest
from conftest import ROOT, needs_java

OPERATIONS = ["format", "MessageToJson", "format, PlanPrinter's plans", "PlanPrinter", "read every field",
              "read fields by name", "SerializeToString", "parse", "json_format.Parse", "ParseFromString",
              "load_plan, binary"]
COLD = ["format", "MessageToJson", "format, PlanPrinter's plans", "PlanPrinter", "parse", "json_format.Parse"]


@pytest.mark.parametrize("corpus", ["default", "absent"])
def test_quick_benchmark_writes_its_results(tmp_path, corpus):
    out = tmp_path / "bench.json"
    args = [sys.executable, str(ROOT / "benchmarks" / "run.py"), "--quick", "--json", str(out)]
    if corpus == "absent":  # falls back to the project's own plans
        args += ["--corpus", str(tmp_path / "no-corpus")]
    run = subprocess.run(args, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr
    assert "format vs MessageToJson" in run.stdout
    assert "format, PlanPrinter's plans vs PlanPrinter" in run.stdout
    # A few plans timed once say nothing about the targets (README.md has a full run's figures).
    assert "target" not in run.stdout

    r = json.loads(out.read_text())
    assert r["mode"] == "quick"
    assert r["plans"]["count"] > 0
    if corpus == "absent":
        assert r["plans"]["source"].startswith("fixtures")
    assert set(r["throughput"]) == set(OPERATIONS)
    for name, t in r["throughput"].items():
        for key in ("seconds", "plans_per_s", "mb", "mb_per_s"):
            assert t[key] > 0, (name, key)
        assert t["peak_kb"] >= 0
    assert {(x["ours"], x["baseline"]) for x in r["ratios"]} >= {
        ("format", "MessageToJson"), ("parse", "json_format.Parse"), ("format, PlanPrinter's plans", "PlanPrinter")}
    assert all(x["speedup"] > 0 for x in r["ratios"])
    # PlanPrinter is held to the plans it prints: they are counted, and those it fails on are too.
    p = r["plans"]
    assert 0 < p["printable"] <= p["count"] == p["printable"] + p["printer_failed"]
    assert r["throughput"]["PlanPrinter"]["plans_per_s"] * r["throughput"]["PlanPrinter"]["seconds"] == \
        pytest.approx(p["printable"])
    # Cold: each contender in a fresh process, its import apart from its first pass.
    assert list(r["cold"]) == COLD
    for name, t in r["cold"].items():
        assert t["import_s"] >= 0 and t["pass_s"] > 0, name
        assert t["seconds"] == pytest.approx(t["import_s"] + t["pass_s"])
    assert {x["ours"] for x in r["cold_ratios"]} == {"format", "format, PlanPrinter's plans", "parse"}
    big = r["large_text"]
    assert big["equal"] is True and big["cold_mb_per_s"] > 0 and big["warm_mb_per_s"] > 0
    assert r["spark"] == {"skipped": "not in a --quick run (add --spark)"}
    assert {s["shape"] for s in r["scaling"]} == {"wide Project", "virtual table", "Filter chain"}
    for s in r["scaling"]:
        assert len(s["sizes"]) == len(s["seconds"]) == 3
        assert all(x > 0 for x in s["seconds"])
    assert r["max_rss_mb"] > 0
    assert isinstance(r["environment"]["compiled"], list)  # which modules of the compiled build ran


def test_reading_by_name_reaches_every_message_of_a_plan(monkeypatch):
    """"read fields by name" is a floor only if it reaches every message, as ListFields' walk
    does: as many as the plan's JSON holds objects."""
    from google.protobuf import json_format

    sys.path.insert(0, str(ROOT / "benchmarks"))
    import run

    plan = run.filter_chain(4)
    plan.extensions.add().extension_function.name = "add:i64_i64"  # in a oneof, in a repeated field
    plan.version.producer = "p"
    reached = []
    read = run.read_every_field_by_name

    def counted(message):
        reached.append(message)
        read(message)

    monkeypatch.setattr(run, "read_every_field_by_name", counted)  # its recursion calls it too
    counted(plan)
    assert len(reached) == _messages_in(json_format.MessageToDict(plan)) > 20


def _messages_in(value) -> int:
    if isinstance(value, dict):
        return 1 + sum(_messages_in(v) for v in value.values())
    if isinstance(value, list):
        return sum(_messages_in(v) for v in value)
    return 0


def test_large_plan_benchmark_parses_what_it_formatted(tmp_path):
    out = tmp_path / "large.json"
    args = [sys.executable, str(ROOT / "benchmarks" / "large_plan.py"), "--mb", "0.05", "--json", str(out)]
    run = subprocess.run(args, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr
    results = {r["shape"]: r for r in json.loads(out.read_text())}
    assert set(results) == {"union", "values"}
    for r in results.values():
        assert r["equal"] is True
        # The memory figures are readings of the kernel's (see large_plan._rss_mb), not checked here.
        assert r["text_mb"] > 0 and r["seconds"] > 0 and r["rss_before_mb"] > 0
        assert r["binary_equal"] is True
    assert results["union"]["lines"] > 100


@needs_java
def test_the_spark_part_reports_each_runner(tmp_path):
    """run.py's Spark part (spark_throughput.py in a process of its own), on a few of the
    project's own plans: the plain loop and both masters, cold and warm, statuses agreeing."""
    pytest.importorskip("pyspark")
    sys.path.insert(0, str(ROOT / "benchmarks"))
    import run

    r = run.spark(6, tmp_path / "no-corpus")
    assert r.get("skipped") is None, r
    assert r["plans"] == 6 and r["agree"] is True
    assert [x["runner"] for x in r["runners"]] == ["loop", "local[1]", "local[2]"]
    for x in r["runners"]:
        assert x["cold_plans_per_s"] > 0 and x["warm_plans_per_s"] > 0 and x["startup_s"] >= 0


def test_perf_share_charges_each_sample_to_the_innermost_function_of_ours(capsys):
    """benchmarks/perf_share.py's reading of perf's stacks (innermost frame first)."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    import perf_share

    plan = "CPyDef_printer___format_plan"
    stacks = [
        ["upb_strtable_lookup2", "PyUpb_Message_GetAttr", "CPyDef_relations___format_rel", plan],
        ["_PyObject_Malloc", "CPyDef_relations___format_rel", plan],
        ["PyUnicode_New", "CPyPy_wrap___wrap_relation", "CPyDef_printer___format_plan", plan],
        ["PyUnicode_New", "CPyDef_expressions_____top_level__", "import_name"],  # not in format_plan: left out
        # a module imported on the way: its top level is not a function of ours
        ["PyDict_New", "CPyDef_tables_____top_level__", "CPyDef_relations___format_rel", plan],
    ]
    perf_share.report(stacks, top=10)
    out = capsys.readouterr().out
    assert "4 samples in format_plan; protobuf on the stack in 1 (25.0 %)" in out
    assert " 50.00%    25.00%  relations___format_rel" in out
    assert " 25.00%     0.00%  wrap___wrap_relation" in out
