"""Throughput of substrait-explain against protobuf JSON and binary, on the same plans.

    python benchmarks/run.py [--quick] [--json FILE] [--repeats N] [--corpus DIR] [--no-spark]

One run measures, on one set of plans (the corpus in ../shared/corpus, or the project's own
plans when it is absent):

- format and parse, in plans/s and MB/s of text;
- the same plans through json_format.MessageToJson(indent=None) / json_format.Parse and through
  SerializeToString / ParseFromString (the floor), and the ratios to them;
- format against substrait-python's PlanPrinter, on the plans it can print (it fails on some:
  they are counted);
- warm (the best of several passes in this process) and cold (a fresh process per contender:
  its import and its first pass, see cold.py), with a verdict on each target: format at least
  as fast as PlanPrinter, parse at least twice as fast as json_format.Parse;
- parse's MB/s on one large text (large_plan.py's union shape), cold and warm;
- the Spark pipeline's plans per second (spark_throughput.py; --no-spark skips it);
- reading every set field of every plan through protobuf's Python API and doing nothing else,
  which any writer of the whole plan does at least (the floor under format and MessageToJson),
  once with ListFields and once asking each message for each field it can hold by name;
- peak memory, with tracemalloc, in a pass of its own so that it does not slow the timed passes;
- how cost grows with plan size: a wide Project, a long virtual table and a deep Filter chain at
  N, 10N and 100N units, built as protos.

Every contender is timed the same way: the best of several passes over all the plans, taken in
turn, each after a gc.collect() and with the collector left on (the garbage a contender makes is
part of its cost). Checking that every plan round-trips first also warms ANTLR's DFA cache, so
the figures are for a warm process.  The build in use (compiled or pure Python, see setup.py)
is printed; run with SUBSTRAIT_EXPLAIN_PURE=1 to time the pure-Python modules.
--quick runs a few plans once each, to check that the benchmark works (CI), not how fast it is,
so it prints no verdict on the targets, and leaves Spark out unless given --spark.
On a busy machine, raise --repeats: the best pass is the one least disturbed.
"""

from __future__ import annotations

import argparse
import base64
import gc
import importlib
import json
import math
import os
import platform
import resource
import subprocess
import sys
import tempfile
import time
import tomllib
import tracemalloc
from pathlib import Path

import google.protobuf
from google.protobuf import json_format
from google.protobuf.descriptor import Descriptor
from google.protobuf.internal import api_implementation
from substrait.proto import (
    Expression,
    FunctionArgument,
    NamedStruct,
    Plan,
    PlanRel,
    ProjectRel,
    ReadRel,
    Rel,
    RelRoot,
    SimpleExtensionDeclaration,
    SimpleExtensionURN,
    Type,
)
from substrait.utils.display import PlanPrinter

import substrait_explain as se

ROOT = Path(__file__).resolve().parents[1]
HERE = Path(__file__).resolve().parent
# Beside the clone by default, anywhere with SUBSTRAIT_EXPLAIN_SHARED (as the tests find it).
DEFAULT_CORPUS = Path(os.environ.get("SUBSTRAIT_EXPLAIN_SHARED") or ROOT.parent / "shared") / "corpus"
EXAMPLES = ROOT / "substrait_explain" / "examples"

def read_every_field(plan: Plan) -> None:
    """Read every set field of every message of ``plan`` through protobuf's Python API, and
    nothing more: what any writer of the whole plan must do at least, text or JSON."""
    stack = [plan]
    while stack:
        for field, value in stack.pop().ListFields():
            if field.message_type is not None:
                if field.is_repeated:
                    stack.extend(value)
                else:
                    stack.append(value)


def _reads_by_name(message: Descriptor) -> tuple[list[str], list[str], list[str], set[str]]:
    """What a writer asks a ``message`` by name: its oneofs, its other single fields (HasField
    where they have presence, else their value), its repeated fields, and which hold messages."""
    in_oneof = {f.name for o in message.oneofs for f in o.fields}
    oneofs = [o.name for o in message.oneofs]
    single = [f.name for f in message.fields if f.name not in in_oneof and not f.is_repeated]
    repeated = [f.name for f in message.fields if f.is_repeated]
    holds_messages = {f.name for f in message.fields
                      if f.message_type is not None and not f.message_type.GetOptions().map_entry}
    return oneofs, single, repeated, holds_messages


_BY_NAME: dict[str, tuple[list[str], list[str], list[str], set[str]]] = {}


def read_every_field_by_name(message) -> None:
    """The same as read_every_field, asking each message for every field it can hold by name
    (WhichOneof, HasField or the value, each repeated field), as a writer with a case per
    field does."""
    d = message.DESCRIPTOR
    reads = _BY_NAME.get(d.full_name) or _BY_NAME.setdefault(d.full_name, _reads_by_name(d))
    oneofs, single, repeated, holds_messages = reads
    for name in oneofs:
        case = message.WhichOneof(name)
        if case in holds_messages:
            read_every_field_by_name(getattr(message, case))
        elif case is not None:
            getattr(message, case)
    for name in single:
        if name not in holds_messages:
            getattr(message, name)
        elif message.HasField(name):
            read_every_field_by_name(getattr(message, name))
    for name in repeated:
        values = getattr(message, name)
        if name in holds_messages:
            for value in values:
                read_every_field_by_name(value)


# substrait-python's printer: one line per relation and a few of its fields (lossy). Without
# colours, as it writes when its output is not a terminal.
plan_printer = PlanPrinter(use_colors=False).stringify_plan

# name -> (function, which input it takes, which bytes its MB/s counts)
OPERATIONS = {
    "format": (se.format, "plan", "text"),
    "MessageToJson": (lambda p: json_format.MessageToJson(p, indent=None), "plan", "json"),
    "format, PlanPrinter's plans": (se.format, "printable", "printable text"),
    "PlanPrinter": (plan_printer, "printable", "printed"),
    "read every field": (read_every_field, "plan", "binary"),
    "read fields by name": (read_every_field_by_name, "plan", "binary"),
    "SerializeToString": (lambda p: p.SerializeToString(), "plan", "binary"),
    "parse": (se.parse, "text", "text"),
    "json_format.Parse": (lambda s: json_format.Parse(s, Plan()), "json", "json"),
    "ParseFromString": (lambda b: Plan.FromString(b), "binary", "binary"),
    "load_plan, binary": (se.load_plan, "binary", "binary"),  # ParseFromString, and the removed fields read
}
# (ours, baseline, target speed-up or None), warm and cold (benchmarks/cold.py: the contenders it has)
RATIOS = [
    ("format, PlanPrinter's plans", "PlanPrinter", 1.0),  # on the plans PlanPrinter can print
    ("parse", "json_format.Parse", 2.0),
    ("format", "MessageToJson", None),
    ("read every field", "MessageToJson", None),  # the floor under any writer (see benchmarks/README.md)
    ("read fields by name", "MessageToJson", None),
    ("format", "SerializeToString", None),
    ("parse", "ParseFromString", None),
    ("load_plan, binary", "ParseFromString", None),
]


# ---------------------------------------------------------------- plans built as protos

def _plan(rel: Rel, names: list[str], functions: list[tuple[int, str]] = ()) -> Plan:
    plan = Plan(relations=[PlanRel(root=RelRoot(input=rel, names=names))])
    if functions:
        plan.extension_urns.append(SimpleExtensionURN(
            extension_urn_anchor=1, urn="extension:io.substrait:functions_arithmetic"))
        for anchor, name in functions:
            plan.extensions.append(SimpleExtensionDeclaration(
                extension_function=SimpleExtensionDeclaration.ExtensionFunction(
                    extension_urn_reference=1, function_anchor=anchor, name=name)))
    return plan


def _table(columns: dict[str, Type]) -> NamedStruct:
    return NamedStruct(names=list(columns), struct=Type.Struct(
        types=list(columns.values()), nullability=Type.NULLABILITY_REQUIRED))


def _read(**columns: Type) -> Rel:
    return Rel(read=ReadRel(base_schema=_table(columns), named_table=ReadRel.NamedTable(names=["t"])))


def _i64() -> Type:
    return Type(i64=Type.I64(nullability=Type.NULLABILITY_REQUIRED))


def _bool() -> Type:
    return Type(bool=Type.Boolean(nullability=Type.NULLABILITY_REQUIRED))


def _field(i: int) -> Expression:
    return Expression(selection=Expression.FieldReference(
        direct_reference=Expression.ReferenceSegment(
            struct_field=Expression.ReferenceSegment.StructField(field=i)),
        root_reference=Expression.FieldReference.RootReference()))


def _call(anchor: int, output: Type, *args: Expression) -> Expression:
    return Expression(scalar_function=Expression.ScalarFunction(
        function_reference=anchor, output_type=output,
        arguments=[FunctionArgument(value=a) for a in args]))


def _i64_lit(v: int) -> Expression:
    return Expression(literal=Expression.Literal(i64=v))


def wide_project(n: int) -> Plan:
    """A Project computing n expressions, add($0, k), over a two-column Read."""
    exprs = [_call(1, _i64(), _field(k % 2), _i64_lit(k)) for k in range(n)]
    rel = Rel(project=ProjectRel(input=_read(a=_i64(), b=_i64()), expressions=exprs))
    return _plan(rel, ["a", "b"] + [f"e{k}" for k in range(n)], [(1, "add:i64_i64")])


def virtual_table(n: int) -> Plan:
    """A Read of a virtual table of n rows (i64, string, fp64)."""
    lit = Expression.Literal
    rows = [Expression.Nested.Struct(fields=[
        Expression(literal=lit(i64=k)), Expression(literal=lit(string=f"row {k}")),
        Expression(literal=lit(fp64=k / 4))]) for k in range(n)]
    schema = _table({"id": _i64(), "name": Type(string=Type.String(nullability=Type.NULLABILITY_REQUIRED)),
                     "x": Type(fp64=Type.FP64(nullability=Type.NULLABILITY_REQUIRED))})
    rel = Rel(read=ReadRel(base_schema=schema, virtual_table=ReadRel.VirtualTable(expressions=rows)))
    return _plan(rel, ["id", "name", "x"])


def filter_chain(n: int) -> Plan:
    """n Filters, each gt($0, k), nested over a Read."""
    plan = _plan(Rel(), ["a"], [(1, "gt:i64_i64")])
    rel = plan.relations[0].root.input  # built in place: constructors copy, and upb limits that depth
    for k in range(n):
        rel.filter.condition.CopyFrom(_call(1, _bool(), _field(0), _i64_lit(k)))
        rel = rel.filter.input
    rel.CopyFrom(_read(a=_i64()))
    return plan


SHAPES = [("wide Project", "expression", wide_project),
          ("virtual table", "row", virtual_table),
          ("Filter chain", "Filter", filter_chain)]


# ---------------------------------------------------------------- the plans measured

def load_plans(corpus: Path, quick: bool) -> tuple[str, list[Plan], int]:
    """(source, plans, how many files failed to load). Without the corpus: the project's own plans."""
    if corpus.is_dir():
        files = sorted(p for p in corpus.rglob("*") if p.suffix in (".json", ".bin"))
        if quick:
            files = files[::max(1, len(files) // 10)]
        plans, failed = [], 0
        for path in files:
            try:
                plans.append(se.load_plan(path.read_bytes()))
            except se.Error:
                failed += 1
        return f"corpus ({corpus})", plans, failed
    plans = [se.parse(p.read_text()) for p in sorted(EXAMPLES.glob("*.txt"))]
    plans += [build(n) for _, _, build in SHAPES for n in (5, 20)]
    return "fixtures (substrait_explain/examples + built plans)", plans, 0


def prepare(plans: list[Plan]) -> tuple[dict[str, list], int, list[str]]:
    """The inputs of every operation, for the plans that round-trip through text; of those,
    the plans PlanPrinter prints ("printable"), their text and what PlanPrinter writes, and the
    error it raised on each of the others."""
    inputs: dict[str, list] = {"plan": [], "text": [], "json": [], "binary": [], "printable": [],
                               "printable text": [], "printed": [], "PlanPrinter's errors": []}
    errors = []
    for plan in plans:
        try:
            text = se.format(plan)
            if se.parse(text) != plan:
                raise ValueError("parse(format(plan)) != plan")
        except Exception as e:  # noqa: BLE001 (a plan that does not round-trip is left out and counted)
            errors.append(f"{type(e).__name__}: {e}".splitlines()[0])
            continue
        inputs["plan"].append(plan)
        inputs["text"].append(text)
        inputs["json"].append(json_format.MessageToJson(plan, indent=None))
        inputs["binary"].append(plan.SerializeToString())
        try:
            printed = plan_printer(plan)
        except Exception as e:  # noqa: BLE001 (it fails on some plans: they are counted)
            inputs["PlanPrinter's errors"].append(f"{type(e).__name__}: {e}".splitlines()[0])
            continue
        inputs["printable"].append(plan)
        inputs["printable text"].append(text)
        inputs["printed"].append(printed)
    return inputs, len(errors), errors


def size_mb(items: list) -> float:
    return sum(len(x.encode("utf-8") if isinstance(x, str) else x) for x in items) / 1e6


# ---------------------------------------------------------------- measuring

def timed_pass(fn, items: list) -> float:
    gc.collect()
    start = time.perf_counter()
    for x in items:
        fn(x)
    return time.perf_counter() - start


def peak_kb(fn, items: list) -> float:
    """The most memory Python allocated at once while running fn over items (results dropped)."""
    gc.collect()
    tracemalloc.start()
    try:
        base = tracemalloc.get_traced_memory()[0]
        tracemalloc.reset_peak()
        for x in items:
            fn(x)
        return (tracemalloc.get_traced_memory()[1] - base) / 1e3
    finally:
        tracemalloc.stop()


def throughput(inputs: dict[str, list], repeats: int) -> dict[str, dict]:
    best = {name: math.inf for name in OPERATIONS}
    for _ in range(repeats):  # in turn, so that drift of the machine hits every contender alike
        for name, (fn, arg, _) in OPERATIONS.items():
            best[name] = min(best[name], timed_pass(fn, inputs[arg]))
    results = {}
    n = len(inputs["plan"])
    for name, (_, _, counted) in OPERATIONS.items():
        mb = size_mb(inputs[counted])
        results[name] = {"seconds": best[name], "plans_per_s": n / best[name],
                         "mb": mb, "mb_per_s": mb / best[name]}
    for name, (fn, arg, _) in OPERATIONS.items():  # a pass of its own: tracemalloc slows everything
        results[name]["peak_kb"] = peak_kb(fn, inputs[arg])
    return results


def ratios(results: dict[str, dict]) -> list[dict]:
    """Each pair of RATIOS both of whose contenders ``results`` has (a cold run has fewer)."""
    out = []
    for ours, base, target in RATIOS:
        if ours in results and base in results:
            speedup = results[base]["seconds"] / results[ours]["seconds"]
            out.append({"ours": ours, "baseline": base, "speedup": speedup, "target": target,
                        "met": None if target is None else speedup >= target})
    return out


def cold(inputs: dict[str, list], repeats: int) -> dict[str, dict]:
    """Each contender of benchmarks/cold.py in fresh processes: import and first pass, the best
    of ``repeats`` processes (each its own cold start; the least disturbed counts).

    As an installed package runs: with Python's bytecode cache, which a first untimed process
    per contender writes where it is missing (PYTHONDONTWRITEBYTECODE is dropped for them:
    without the cache every process compiles every module of ours from source, while the
    protobuf and substrait packages pip installed have theirs)."""
    from cold import CONTENDERS

    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}

    with tempfile.TemporaryDirectory(prefix="substrait-explain-cold-") as tmp:
        path = Path(tmp) / "inputs.json"
        data = {key: [base64.b64encode(p.SerializeToString()).decode() for p in inputs[key]]
                for key in ("plan", "printable")}
        data.update(text=inputs["text"], json=inputs["json"])
        path.write_text(json.dumps(data), encoding="utf-8")
        runs: dict[str, list[dict]] = {name: [] for name in CONTENDERS}
        for repeat in range(-1, repeats):  # in turn, as the warm passes; -1: writes the bytecode cache
            for name in CONTENDERS:
                done = subprocess.run([sys.executable, str(HERE / "cold.py"), name, str(path)],
                                      capture_output=True, text=True, check=True, env=env)
                if repeat >= 0:
                    runs[name].append(json.loads(done.stdout))
    results = {}
    for name, measured in runs.items():
        best = min(measured, key=lambda r: r["import_s"] + r["pass_s"])
        results[name] = {"seconds": best["import_s"] + best["pass_s"], **best}
    return results


def large_text(mb: float, repeats: int) -> dict:
    """parse's MB/s on one large text (benchmarks/large_plan.py's union shape): its first parse
    in a fresh process (large_plan.measure), and warm here, the best of ``repeats``."""
    import large_plan

    fresh = large_plan.measure("union", mb)
    text = se.format(large_plan.sized("union", mb))
    warm = min(timed_pass(se.parse, [text]) for _ in range(repeats))
    return {"shape": "union", "text_mb": fresh["text_mb"], "lines": fresh["lines"],
            "cold_mb_per_s": fresh["mb_per_s"], "cold_cpu_mb_per_s": fresh["cpu_mb_per_s"],
            "warm_mb_per_s": fresh["text_mb"] / warm, "equal": fresh["equal"]}


def spark(plans: int, corpus: Path) -> dict:
    """The Spark pipeline's plans per second (benchmarks/spark_throughput.py, in a process of its
    own): {"skipped": why} when it cannot run here."""
    try:
        import pyspark  # noqa: F401
    except ImportError:
        return {"skipped": "pyspark is not installed (pip install 'substrait-explain[spark]')"}
    with tempfile.TemporaryDirectory(prefix="substrait-explain-spark-") as tmp:
        out = Path(tmp) / "spark.json"
        done = subprocess.run([sys.executable, str(HERE / "spark_throughput.py"), "--plans", str(plans),
                               "--corpus", str(corpus), "--json", str(out)], capture_output=True, text=True)
        if not out.exists():
            last = (done.stderr.strip().splitlines() or ["no output"])[-1]
            return {"skipped": f"spark_throughput.py failed ({last})"}
        r = json.loads(out.read_text())  # written also when the statuses disagree (its exit status 1)
    return {"plans": r["plans"], "agree": r["agree"],
            "runners": [{"runner": x["runner"], "startup_s": x["startup_s"], "cold_plans_per_s": x["plans_per_s"][0],
                         "warm_plans_per_s": x["plans_per_s"][-1]} for x in r["results"]]}


def scaling(base_n: int, repeats: int, min_seconds: float) -> list[dict]:
    """format and parse time of each shape at N, 10N and 100N units."""
    rows = []
    for shape, unit, build in SHAPES:
        sizes = [base_n, 10 * base_n, 100 * base_n]
        plans = [build(n) for n in sizes]
        texts = [se.format(p) for p in plans]
        for op, fn, items in (("format", se.format, plans), ("parse", se.parse, texts)):
            seconds = []
            for x in items:
                once = timed_pass(fn, [x])  # also the warm-up
                batch = [x] * max(1, math.ceil(min_seconds / max(once, 1e-9)))
                seconds.append(min(timed_pass(fn, batch) for _ in range(repeats)) / len(batch))
            # The cost of one more unit, from N to 10N and from 10N to 100N: equal when the
            # cost is linear (the plan's fixed cost cancels out).
            slope1 = (seconds[1] - seconds[0]) / (sizes[1] - sizes[0])
            slope2 = (seconds[2] - seconds[1]) / (sizes[2] - sizes[1])
            rows.append({"shape": shape, "unit": unit, "op": op, "sizes": sizes, "seconds": seconds,
                         "us_per_unit": [slope1 * 1e6, slope2 * 1e6],
                         "growth": slope2 / slope1 if slope1 > 0 else None,
                         "text_bytes": [len(t.encode("utf-8")) for t in texts]})
    return rows


# ---------------------------------------------------------------- reporting

def compiled_modules() -> list[str]:
    """The modules of the compiled build (setup.py) this run uses; [] for pure Python."""
    names = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["substrait-explain"]["compiled"]
    modules = [importlib.import_module(n.removesuffix(".py").replace("/", ".")) for n in names]
    return [m.__name__ for m in modules if not (m.__file__ or "").endswith(".py")]


def environment() -> dict:
    return {"python": platform.python_version(), "protobuf": google.protobuf.__version__,
            "protobuf_implementation": api_implementation.Type(), "platform": platform.platform(),
            "cpus": os.cpu_count(), "load_average_at_start": os.getloadavg()[0], "compiled": compiled_modules()}


def print_report(r: dict) -> None:
    p = r["plans"]
    print(f"plans: {p['count']} from {p['source']}; {p['load_failed']} did not load, "
          f"{p['roundtrip_failed']} did not round-trip (left out)")
    print(f"sizes: text {p['text_mb']:.2f} MB, JSON {p['json_mb']:.2f} MB, binary {p['binary_mb']:.2f} MB")
    compiled = r["environment"]["compiled"]
    print(f"{r['environment']['python']}, protobuf {r['environment']['protobuf']} "
          f"({r['environment']['protobuf_implementation']}), mode {r['mode']}, "
          f"load average {r['environment']['load_average_at_start']:.1f} on {r['environment']['cpus']} CPUs")
    print(f"build: {'compiled (' + ', '.join(compiled) + ')' if compiled else 'pure Python'}")
    print(f"PlanPrinter printed {p['printable']} of the {p['count']} plans; it failed on {p['printer_failed']}"
          + (f" (first: {p['printer_error']})" if p["printer_error"] else "") + "\n")
    print(f"warm: the best of {r['repeats']} passes in this process, ANTLR's and our caches filled")
    print(f"{'operation':<30}{'best s':>9}{'plans/s':>10}{'MB/s':>8}{'peak KB':>10}")
    for name, t in r["throughput"].items():
        print(f"{name:<30}{t['seconds']:>9.3f}{t['plans_per_s']:>10.0f}"
              f"{t['mb_per_s']:>8.2f}{t['peak_kb']:>10.0f}")
    print("(MB/s counts the bytes of each operation's own format: text, JSON, PlanPrinter's text or binary (for"
          " reading every field: the plan's binary size);"
          " peak KB is Python's heap only: tracemalloc does not see upb's arenas)\n")
    _print_ratios(r["ratios"], r["mode"])
    print(f"\ncold: a fresh process per contender (benchmarks/cold.py): its import, beyond the plans' protobuf"
          f" classes, and its first pass; the best of {r['repeats']} processes")
    print(f"{'operation':<30}{'import s':>9}{'pass s':>9}{'total s':>9}{'plans/s':>10}")
    for name, t in r["cold"].items():
        print(f"{name:<30}{t['import_s']:>9.3f}{t['pass_s']:>9.3f}{t['seconds']:>9.3f}"
              f"{p['printable' if 'PlanPrinter' in name else 'count'] / t['seconds']:>10.0f}")
    print()
    _print_ratios(r["cold_ratios"], r["mode"])
    big = r["large_text"]
    print(f"\nparse of one large text ({big['shape']}, {big['text_mb']:.2f} MB, {big['lines']} lines): "
          f"cold {big['cold_mb_per_s']:.2f} MB/s (CPU {big['cold_cpu_mb_per_s']:.2f}), "
          f"warm {big['warm_mb_per_s']:.2f} MB/s; the plan read back {'equal' if big['equal'] else 'DIFFERENT'}")
    sp = r["spark"]
    if "skipped" in sp:
        print(f"\nSpark pipeline: skipped: {sp['skipped']}")
    else:
        print(f"\nSpark pipeline (benchmarks/spark_throughput.py, {sp['plans']} plans; statuses "
              f"{'agree' if sp['agree'] else 'DIFFER'}): plans/s, first pass (cold) and second (warm)")
        for x in sp["runners"]:
            print(f"  {x['runner']:<10} start-up {x['startup_s']:5.1f} s   cold {x['cold_plans_per_s']:7.1f}"
                  f"   warm {x['warm_plans_per_s']:7.1f}")
    print("\nscaling (ms per plan at N, 10N, 100N; us per extra unit from N to 10N and 10N to 100N;"
          " growth = their ratio, 1.0 = linear)")
    print(f"{'shape':<15}{'op':<8}{'N':>6}{'ms':>9}{'ms 10N':>9}{'ms 100N':>9}"
          f"{'us/unit':>9}{'us/unit':>9}{'growth':>8}{'KB 100N':>9}")
    for s in r["scaling"]:
        growth = "n/a" if s["growth"] is None else f"{s['growth']:.2f}"
        ms = [x * 1e3 for x in s["seconds"]]
        print(f"{s['shape']:<15}{s['op']:<8}{s['sizes'][0]:>6}{ms[0]:>9.2f}{ms[1]:>9.2f}{ms[2]:>9.1f}"
              f"{s['us_per_unit'][0]:>9.1f}{s['us_per_unit'][1]:>9.1f}{growth:>8}{s['text_bytes'][2] / 1e3:>9.0f}")
    print("(KB 100N: the text of the largest plan; a chain's text grows as its depth squared, by indentation)")
    print(f"\nprocess max RSS: {r['max_rss_mb']:.0f} MB")


def _print_ratios(ratios: list[dict], mode: str) -> None:
    for x in ratios:
        # A quick run times a few plans once: too little to hold against a target.
        verdict = "" if x["target"] is None or mode == "quick" else \
            f"   target >= {x['target']:g}x: {'met' if x['met'] else 'NOT met'}"
        how = f"{x['speedup']:.2f}x faster" if x["speedup"] >= 1 else f"{1 / x['speedup']:.1f}x slower"
        print(f"{x['ours']} vs {x['baseline']}: {how} (speed-up {x['speedup']:.3f}){verdict}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="a few plans, once each (for CI)")
    ap.add_argument("--json", type=Path, metavar="FILE", help="also write the results as JSON")
    ap.add_argument("--repeats", type=int, default=3,
                    help="timed passes of each contender; the best counts (default 3)")
    ap.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS,
                    help="folder of .json/.bin plans (default %(default)s; if absent, the project's own plans)")
    ap.add_argument("--large-mb", type=float, default=2.0,
                    help="size of the large text parse's MB/s is measured on (default %(default)s; 0.05 with --quick)")
    ap.add_argument("--spark", action=argparse.BooleanOptionalAction, default=None,
                    help="measure the Spark pipeline (slow to start: on by default, off with --quick)")
    ap.add_argument("--spark-plans", type=int, default=1000, help="plans the Spark pipeline reads (default %(default)s;"
                    " 60 with --quick)")
    args = ap.parse_args(argv)
    repeats = 1 if args.quick else args.repeats

    env = environment()
    source, plans, load_failed = load_plans(args.corpus, args.quick)
    inputs, roundtrip_failed, errors = prepare(plans)
    if errors:
        print(f"warning: {len(errors)} plans left out, first: {errors[0]}", file=sys.stderr)
    if not inputs["plan"]:
        print("error: no plan to measure", file=sys.stderr)
        return 1
    if not inputs["printable"]:
        print("error: PlanPrinter prints none of the plans", file=sys.stderr)
        return 1
    printer_failures = inputs.pop("PlanPrinter's errors")
    results = throughput(inputs, repeats=repeats)
    cold_results = cold(inputs, repeats=repeats)
    run_spark = not args.quick if args.spark is None else args.spark
    report = {
        "mode": "quick" if args.quick else "full",
        "repeats": repeats,
        "environment": env,
        "plans": {"source": source, "count": len(inputs["plan"]), "load_failed": load_failed,
                  "roundtrip_failed": roundtrip_failed, "text_mb": size_mb(inputs["text"]),
                  "json_mb": size_mb(inputs["json"]), "binary_mb": size_mb(inputs["binary"]),
                  "printable": len(inputs["printable"]), "printer_failed": len(printer_failures),
                  "printer_error": printer_failures[0] if printer_failures else ""},
        "throughput": results,
        "ratios": ratios(results),
        "cold": cold_results,
        "cold_ratios": ratios(cold_results),
        "large_text": large_text(0.05 if args.quick else args.large_mb, repeats),
        "spark": spark(60 if args.quick else args.spark_plans, args.corpus) if run_spark else
        {"skipped": "--no-spark" if args.spark is False else "not in a --quick run (add --spark)"},
        "scaling": scaling(base_n=2 if args.quick else 10, repeats=repeats,
                           min_seconds=0 if args.quick else 0.2),
        "max_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,  # KiB on Linux
    }
    print_report(report)
    if args.json:
        args.json.write_text(json.dumps(report, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
