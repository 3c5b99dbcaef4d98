"""The `substrait-explain spark` command: explain and verify many plans on Spark.

Exit codes: 0 when the job ran (some plans may be errors: they are rows of the
output), 1 when it could not run (no PySpark, a missing input, no plans, an
existing output or summary, an output that cannot be written), 2 a usage error.
"""

from __future__ import annotations

import logging
import sys

from substrait_explain.base.errors import Error
from substrait_explain.tools.messages import PROG


def add_spark_command(subparsers) -> None:
    """Register `spark` on an argparse subparsers object."""
    from substrait_explain.tools.spark import OUTPUT_FORMATS

    spark = subparsers.add_parser(
        "spark", help="explain and verify many plans on Apache Spark",
        description="Explain and verify every plan in INPUTs on Apache Spark: one output row per "
                    "plan (status lossless, differs or error), and a summary. A directory gives its "
                    ".json, .bin, .pb, .txt, .yaml and .yml files, as for convert (names starting with '.' or '_' are "
                    "hidden), and the command says what else it held. Needs "
                    "pip install 'substrait-explain[spark]' and Java 17+; on a cluster, the "
                    "workers' Python needs substrait-explain too.")
    spark.add_argument("inputs", nargs="+", metavar="INPUT",
                       help="plan files (text, JSON or binary), directories (read recursively) "
                            "or globs (quote them); with --column, Parquet datasets")
    spark.add_argument("-o", "--output", required=True, metavar="DIR",
                       help="the dataset to write; the summary goes to DIR.summary.json and, as a page with "
                            "charts, DIR.summary.html (none of them may exist)")
    spark.add_argument("--master", metavar="URL",
                       help="Spark master (default: local[*], a Spark inside this process)")
    spark.add_argument("--output-format", choices=OUTPUT_FORMATS, default="parquet",
                       help="output dataset format (default: parquet)")
    spark.add_argument("--column", metavar="NAME",
                       help="read INPUTs as Parquet, with the plans (binary or string) in this column")
    spark.set_defaults(run=cmd_spark)


def cmd_spark(args) -> int:
    from substrait_explain.tools.spark import end_children, run

    # py4j logs every connection Ctrl-C cuts, with its traceback, on its own logger and on the
    # root one: noise to a user of the command, which says what it has to say itself.
    logging.disable(logging.CRITICAL)
    try:
        summary = run(args.inputs, args.output, args.master, args.output_format, args.column,
                      say=lambda text: print(f"{PROG} spark: {text}", file=sys.stderr, flush=True))
    except Error as e:
        print(f"{PROG} spark: error: {e}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        # Done undoing the run: end Spark's JVM now, which would linger shutting down after us.
        end_children()
        raise
    print(render_summary(summary))
    return 0


def _counts(counts: dict[str, int]) -> str:
    return ", ".join(f"{k} {n}" for k, n in counts.items()) or "-"


def _failure(f: dict) -> str:
    error = f["error"] or "the text reads back as a different plan"
    return error if error.startswith(f["source"]) else f"{f['source']}: {error}"  # text errors name it


def render_summary(summary: dict) -> str:
    """The summary as the lines the command prints."""
    plans = summary["plans"]
    rate = plans / summary["seconds"] if summary["seconds"] else 0.0
    lines = [
        f"{plans} plan{'s' if plans != 1 else ''} explained into {summary['output']} ({summary['output_format']}) "
        f"in {summary['seconds']:.1f} s, {rate:.{0 if rate >= 10 else 1}f} plans/s on {summary['master']}",
        f"status:    {_counts(summary['status'])}",
        f"formats:   {_counts(summary['formats'])}",
        f"producers: {_counts(summary['producers'])}",
        f"relations (plans using each): {_counts(summary['relations'])}",
        "top functions (plans using each):",
    ]
    lines += [f"  {f['plans']:>8}  {f['name']}  {f['urn'] or '(no URN)'}"
              for f in summary["top_functions"]] or ["  -"]
    failing = summary["status"]["differs"] + summary["status"]["error"]
    if failing:
        shown = len(summary["failing"])
        lines.append(f"failing ({failing}{'' if shown == failing else f', first {shown} shown'}):")
        lines += [f"  {f['status']:<7} {_failure(f)}" for f in summary["failing"]]
    lines.append(f"summary: {summary['summary_file']}")
    lines.append(f"report:  {summary['report_file']}")
    return "\n".join(lines)
