"""Parsing one very large text plan: time and peak memory, against the plan's own size.

    python benchmarks/large_plan.py [--mb 50] [--shape union|values|both] [--json FILE]

Each shape is built as a protobuf plan of about --mb megabytes of text and formatted. Then two
fresh processes each report how far they raised their peak resident memory (VmHWM) above
what they held with their input already read: one parses the text, one reads the same plan
from binary with protobuf's ParseFromString. The second is the plan's own size in memory, which
any reader must pay; what parsing needs beyond it is its overhead. The parsed plan must equal
the one formatted.

- union: one Root over a UNION ALL of many branches, Filter > Project > Read each, so
  hundreds of thousands of relation lines. The parser holds one line's tokens and parse tree at
  a time and the builder only the lines from the top to the current one, so the overhead should
  stay near nothing, whatever the size.
- values: one Read of a virtual table, a row a line. It is a single relation, parsed and
  built as one piece, so its overhead grows with it (reported here at a tenth of --mb).
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from run import _bool, _call, _field, _i64, _i64_lit, _plan, _read, virtual_table
from substrait.proto import FilterRel, Plan, ProjectRel, Rel, SetRel

import substrait_explain as se


def union(branches: int) -> Plan:
    """A UNION ALL of ``branches`` branches, each Filter(gt($0, k)) > Project(add($0, k)) > Read."""
    inputs = []
    for k in range(branches):
        project = Rel(project=ProjectRel(input=_read(a=_i64()), expressions=[_call(2, _i64(), _field(0), _i64_lit(k))]))
        inputs.append(Rel(filter=FilterRel(input=project, condition=_call(1, _bool(), _field(0), _i64_lit(k)))))
    return _plan(Rel(set=SetRel(op=SetRel.SET_OP_UNION_ALL, inputs=inputs)), ["a", "b"],
                 [(1, "gt:i64_i64"), (2, "add:i64_i64")])


SHAPES = {"union": union, "values": virtual_table}


def sized(shape: str, mb: float) -> Plan:
    """The ``shape`` plan whose text is about ``mb`` megabytes."""
    build = SHAPES[shape]
    per_unit = len(se.format(build(1000))) / 1000
    return build(max(1, int(mb * 1e6 / per_unit)))


def _rss_mb() -> float:
    """The process's peak resident memory so far.  VmHWM, not ru_maxrss: a child
    inherits its parent's ru_maxrss across fork and exec, but not its VmHWM."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024  # kB
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # not Linux: KiB on most systems


def child(what: str, path: str, expected_path: str) -> None:
    """Runs in a fresh process: read ``path`` as ``what`` (text or binary), print the figures as JSON."""
    data = Path(path).read_text(encoding="utf-8") if what == "text" else Path(path).read_bytes()
    expected = Path(expected_path).read_bytes()
    before = _rss_mb()
    start = time.perf_counter()
    plan = se.parse(data) if what == "text" else Plan.FromString(data)
    seconds = time.perf_counter() - start
    peak = _rss_mb()
    print(json.dumps({"seconds": seconds, "rss_before_mb": before, "rss_peak_mb": peak,
                      "equal": plan.SerializeToString(deterministic=True) == expected}))


def _in_fresh_process(*args: str) -> dict:
    done = subprocess.run([sys.executable, __file__, "--child", *args], capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def measure(shape: str, mb: float) -> dict:
    plan = sized(shape, mb)
    text = se.format(plan)
    with tempfile.TemporaryDirectory() as tmp:
        text_path, plan_path = Path(tmp) / "plan.txt", Path(tmp) / "plan.bin"
        text_path.write_text(text, encoding="utf-8")
        plan_path.write_bytes(plan.SerializeToString(deterministic=True))
        del plan
        r = _in_fresh_process("text", str(text_path), str(plan_path))
        binary = _in_fresh_process("binary", str(plan_path), str(plan_path))
        binary_mb = plan_path.stat().st_size / 1e6
    r.update(shape=shape, text_mb=len(text.encode("utf-8")) / 1e6, lines=text.count("\n"), binary_mb=binary_mb,
             parse_rss_mb=r["rss_peak_mb"] - r["rss_before_mb"],
             plan_rss_mb=binary["rss_peak_mb"] - binary["rss_before_mb"], binary_equal=binary["equal"])
    r["mb_per_s"] = r["text_mb"] / r["seconds"]
    return r


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--mb", type=float, default=50, help="text size of the union shape (default %(default)s)")
    ap.add_argument("--shape", choices=[*SHAPES, "both"], default="both")
    ap.add_argument("--json", type=Path, metavar="FILE", help="also write the results as JSON")
    ap.add_argument("--child", nargs=3, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.child:
        child(*args.child)
        return 0
    shapes = list(SHAPES) if args.shape == "both" else [args.shape]
    results = [measure(s, args.mb if s == "union" else args.mb / 10) for s in shapes]
    print(f"{'shape':<8}{'text MB':>9}{'lines':>10}{'seconds':>9}{'MB/s':>7}{'parse +MB':>11}"
          f"{'plan +MB':>10}{'overhead MB':>13}{'equal':>7}")
    for r in results:
        print(f"{r['shape']:<8}{r['text_mb']:>9.1f}{r['lines']:>10}{r['seconds']:>9.1f}{r['mb_per_s']:>7.2f}"
              f"{r['parse_rss_mb']:>11.0f}{r['plan_rss_mb']:>10.0f}{r['parse_rss_mb'] - r['plan_rss_mb']:>13.0f}"
              f"{str(r['equal']):>7}")
    print("(parse +MB: how far parsing the text raised the peak resident memory of a fresh process;"
          " plan +MB: the same for reading the plan from binary, the plan's own size in memory)")
    if args.json:
        args.json.write_text(json.dumps(results, indent=2) + "\n")
    return 0 if all(r["equal"] for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
