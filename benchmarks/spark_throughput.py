"""Plans per second of the Spark pipeline on local[1] and local[2], against a plain loop.

    python benchmarks/spark_throughput.py [--plans N] [--quick] [--json FILE] [--corpus DIR]

One run writes the same N plan files to a temporary folder (the .json and .bin plans
of ../shared/corpus repeated, or without it the project's own example plans in text,
JSON and binary), then explains and verifies all of them three ways:

- loop: one process reading each file and calling explain_one, as the pipeline's workers do;
- local[1] and local[2]: `substrait-explain spark` (spark.run) on an embedded Spark with
  one and two worker threads, writing a Parquet dataset.

Each runner does two passes over the plans in one process or session.  The first is what
one command costs from cold (Python workers fill ANTLR's caches, the JVM compiles); the
second is the steady rate that a large log runs at.  A pass's seconds are the work itself
(for Spark: listing, reading, explaining and writing); Spark's start-up is shown apart
because it is paid once per run, not per plan (the JVM starts with the first session).
All passes must agree on the statuses.
--quick runs a few plans to check that the benchmark works, not how fast it is.
Needs pip install 'substrait-explain[spark]' and Java 17+.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import platform
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

from substrait_explain.api import FORMATS, dump_plan, load_plan
from substrait_explain.tools import spark as pipeline

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_CORPUS = ROOT.parent / "shared" / "corpus"
EXAMPLES = ROOT / "substrait_explain" / "examples"
MASTERS = ("local[1]", "local[2]")
PASSES = 2  # cold, then warm


def sources(corpus: Path) -> tuple[str, list[tuple[str, bytes]]]:
    """(what they are, [(file name, content)]): the plans repeated to make N."""
    if corpus.is_dir():
        files = sorted(p for p in corpus.rglob("*") if p.suffix in (".json", ".bin"))
        return f"corpus ({corpus}, {len(files)} files)", [(p.name, p.read_bytes()) for p in files]
    plans = [(p.stem, load_plan(p.read_text(), "text")) for p in sorted(EXAMPLES.glob("*.txt"))]
    # Named as plan files are (a folder gives only those to the pipeline; the loop reads any name).
    suffix = {"text": ".txt", "json": ".json", "binary": ".bin", "yaml": ".yaml"}
    return (f"the project's example plans ({len(plans)}) in {', '.join(FORMATS)}",
            [(f"{name}{suffix[fmt]}", dump_plan(plan, fmt)) for name, plan in plans for fmt in FORMATS])


def write_plans(folder: Path, plans: list[tuple[str, bytes]], n: int) -> list[Path]:
    paths = []
    for i, (name, data) in zip(range(n), itertools.cycle(plans)):
        path = folder / f"{i:06d}-{name}"
        path.write_bytes(data)
        paths.append(path)
    return paths


def run_loop(paths: list[Path]) -> dict:
    seconds, statuses = [], []
    for _ in range(PASSES):
        start = time.perf_counter()
        status = Counter(pipeline.explain_one(str(p), p.read_bytes())["status"] for p in paths)
        seconds.append(time.perf_counter() - start)
        statuses.append({s: status[s] for s in pipeline.STATUSES})
    return {"runner": "loop", "startup_s": 0.0, "seconds": seconds, "status": statuses}


def run_spark(master: str, folder: Path, outputs: Path) -> dict:
    start = time.perf_counter()
    session = pipeline.start_session(master)
    session.sparkContext.parallelize([0], 1).count()  # the context is up
    startup = time.perf_counter() - start
    try:
        summaries = [pipeline.run([str(folder)], str(outputs / f"pass{i}"), spark=session)
                     for i in range(PASSES)]
    finally:
        session.stop()
    return {"runner": master, "startup_s": startup, "seconds": [s["seconds"] for s in summaries],
            "status": [s["status"] for s in summaries]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--plans", type=int, help="how many plans (default 2000; 60 with --quick)")
    parser.add_argument("--quick", action="store_true", help="a few plans: check that it runs")
    parser.add_argument("--json", metavar="FILE", help="also write the results as JSON")
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS,
                        help="folder of .json/.bin plans (default %(default)s; if absent, the example plans)")
    args = parser.parse_args(argv)
    n = args.plans or (60 if args.quick else 2000)

    import pyspark

    what, plans = sources(args.corpus)
    machine = {"cpus": os.cpu_count(), "load_average": os.getloadavg()[0],
               "python": platform.python_version(), "pyspark": pyspark.__version__}
    print(f"{n} plans from {what}")
    print(f"{machine['cpus']} CPUs (load {machine['load_average']:.1f}), Python {machine['python']}, "
          f"PySpark {machine['pyspark']}", flush=True)
    with tempfile.TemporaryDirectory(prefix="substrait-explain-bench-") as tmp:
        folder = Path(tmp) / "plans"
        folder.mkdir()
        paths = write_plans(folder, plans, n)
        # Output names without the master's brackets: Spark reads paths back as globs.
        results = [run_loop(paths)] + [run_spark(m, folder, Path(tmp) / f"runner{i}")
                                       for i, m in enumerate(MASTERS)]
    machine["load_average_after"] = os.getloadavg()[0]

    print(f"\n{'':<10} {'':>6} {'':>10}  {'first pass (cold)':^26}  {'second pass (warm)':^26}")
    print(f"{'runner':<10} {'plans':>6} {'startup s':>10}" + f"  {'s':>6} {'plans/s':>9} {'vs loop':>8}" * 2)
    for r in results:
        r["plans_per_s"] = [n / s for s in r["seconds"]]
        r["vs_loop"] = [mine / loop for mine, loop in zip(r["plans_per_s"], results[0]["plans_per_s"], strict=True)]
        passes = "".join(f"  {s:>6.1f} {rate:>9.1f} {ratio:>7.2f}x"
                         for s, rate, ratio in zip(r["seconds"], r["plans_per_s"], r["vs_loop"], strict=True))
        print(f"{r['runner']:<10} {n:>6} {r['startup_s']:>10.1f}{passes}")
    statuses = [status for r in results for status in r["status"]]
    agree = all(status == statuses[0] for status in statuses)
    print(f"\nstatuses (lossless/differs/error): {'/'.join(map(str, statuses[0].values()))}, "
          f"{'the same in every pass' if agree else 'DIFFERENT between passes'}")
    print(f"load average before and after: {machine['load_average']:.1f}, {machine['load_average_after']:.1f}")
    if args.json:
        Path(args.json).write_text(json.dumps(
            {"plans": n, "source": what, **machine, "results": results, "agree": agree}, indent=2) + "\n")
    return 0 if agree else 1


if __name__ == "__main__":
    sys.exit(main())
