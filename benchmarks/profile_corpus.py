"""Where parse and format spend their time on the corpus (cProfile, after one warm-up pass).

    python benchmarks/profile_corpus.py parse|format [--top 25] [--corpus DIR] [--save FILE.pstats]

Prints the functions with the most time of their own, then the time grouped by component:
ANTLR's lexer, ANTLR's prediction (adaptivePredict), the rest of ANTLR (the generated rule code,
parse tree, token stream), each module of ours (syntax.py turns the parse tree into nodes; the
builder modules turn nodes into protobuf, the printer modules protobuf into text) and protobuf.
A builtin (len, isinstance, str.join...) counts for the
component that called it. cProfile inflates code that makes many small calls, which ANTLR's
runtime does; use the proportions, not the absolute times.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import run  # noqa: E402 (the plans the benchmark measures)

import substrait_explain as se  # noqa: E402

PREDICTION = ("antlr4/atn/ParserATNSimulator", "antlr4/atn/ATNConfig", "antlr4/PredictionContext",
              "antlr4/atn/PredictionMode", "antlr4/atn/SemanticContext", "antlr4/dfa/", "antlr4/atn/Transition")
LEXER = ("antlr4/atn/LexerATNSimulator", "antlr4/Lexer", "antlr4/InputStream", "antlr4/CommonTokenFactory",
         "antlr4/Token", "antlr4/atn/LexerAction", "SubstraitExplainLexer")


def component(func: tuple[str, int, str]) -> str | None:
    """The component of a profiled function; None for a builtin that is not protobuf's."""
    filename, _, name = func
    path = filename.replace("\\", "/")
    if filename == "~":
        return "protobuf" if "google" in name or "upb" in name else None
    if "google/protobuf" in path:
        return "protobuf"
    if any(p in path for p in PREDICTION):
        return "ANTLR prediction (adaptivePredict)"
    if any(p in path for p in LEXER):
        return "ANTLR lexer"
    if "antlr4/" in path or "SubstraitExplainParser" in path:
        return "ANTLR rules, parse tree, token stream"
    if "substrait_explain/" in path:
        return "ours: " + path.rsplit("/", 1)[-1]
    return "other"


def by_component(stats: pstats.Stats) -> dict[str, float]:
    totals: dict[str, float] = {}
    for func, (_, _, tottime, _, callers) in stats.stats.items():
        group = component(func)
        if group is not None:
            totals[group] = totals.get(group, 0.0) + tottime
            continue
        for caller, entry in callers.items():  # a builtin: its time goes to each caller's component
            caller_group = component(caller) or "other"
            totals[caller_group] = totals.get(caller_group, 0.0) + entry[2]
    return totals


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("operation", choices=["parse", "format"])
    ap.add_argument("--top", type=int, default=25)
    ap.add_argument("--corpus", type=Path, default=run.DEFAULT_CORPUS)
    ap.add_argument("--save", type=Path, help="also write the raw profile (pstats format)")
    args = ap.parse_args()

    _, plans, _ = run.load_plans(args.corpus, quick=False)
    inputs, _, _ = run.prepare(plans)
    fn, items = (se.parse, inputs["text"]) if args.operation == "parse" else (se.format, inputs["plan"])
    for x in items:  # warm-up: ANTLR fills its DFA cache on the first pass
        fn(x)
    profiler = cProfile.Profile()
    profiler.enable()
    for x in items:
        fn(x)
    profiler.disable()
    if args.save:
        profiler.dump_stats(args.save)

    stats = pstats.Stats(profiler)
    stats.sort_stats("tottime").print_stats(args.top)
    totals = by_component(stats)
    whole = sum(totals.values())
    print(f"{args.operation} of {len(items)} plans: {whole:.2f} s under cProfile, by component:")
    for group, seconds in sorted(totals.items(), key=lambda kv: -kv[1]):
        print(f"  {group:<42}{seconds:>8.2f} s {100 * seconds / whole:>6.1f} %")
    return 0


if __name__ == "__main__":
    sys.exit(main())
