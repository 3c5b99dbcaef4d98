"""Where parse and format spend their time on the corpus (cProfile, after one warm-up pass).

    python benchmarks/profile_corpus.py parse|format [--top 25] [--corpus DIR] [--save FILE.pstats]
    python benchmarks/profile_corpus.py stages|format-stages [--corpus DIR]

Prints the functions with the most time of their own, then the time grouped by component: the
generated fast lexer and parser, ANTLR's lexer, ANTLR's prediction (adaptivePredict), the rest
of ANTLR (the generated rule code, parse tree, token stream; only texts the fast parser
rejects reach it), each module of ours (syntax.py's actions build the nodes; the builder
modules turn nodes into protobuf, the printer modules protobuf into text) and protobuf. A
builtin (len, isinstance, str.join...) counts for the component that called it. cProfile
inflates code that makes many small calls; use the proportions, not the absolute times.

``stages`` times parse's stages without the profiler (CPU time, best of three passes): the
fast lexer alone over every piece, then lexer, parser and actions (``syntax.parse_document``),
then the whole ``parse``; the differences are the parser with its actions, and the builder.
``format-stages`` does the same for format: the `=== Version` and `=== Extensions` sections,
the relation lines unwrapped (``width=None``), and wrapping them (the rest of ``format``).
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import sys
import time
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
    if "fast_lexer" in path:
        return "generated fast lexer"
    if "fast_parser" in path:
        return "generated fast parser"
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
    ap.add_argument("operation", choices=["parse", "format", "stages", "format-stages"])
    ap.add_argument("--top", type=int, default=25)
    ap.add_argument("--corpus", type=Path, default=run.DEFAULT_CORPUS)
    ap.add_argument("--save", type=Path, help="also write the raw profile (pstats format)")
    args = ap.parse_args()

    _, plans, _ = run.load_plans(args.corpus, quick=False)
    inputs, _, _ = run.prepare(plans)
    if args.operation == "stages":
        return stages(inputs["text"])
    if args.operation == "format-stages":
        return format_stages(inputs["plan"])
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


def _best(fn, items: list) -> float:
    times = []
    for _ in range(3):
        start = time.process_time()
        for x in items:
            fn(x)
        times.append(time.process_time() - start)
    return min(times)


def format_stages(plans: list) -> int:
    from substrait_explain.codec.extensions import declared, format_extensions
    from substrait_explain.codec.printer import _format_version
    from substrait_explain.plan import old_fields

    def head_of(p: object) -> None:
        _, lines, width = declared(p)
        format_extensions(lines, width, old_fields.unknown_fields(p))
        _format_version(p)

    head = _best(head_of, plans)
    unwrapped = _best(lambda p: se.format(p, width=None), plans)
    whole = _best(se.format, plans)
    return _report(f"format of {len(plans)} plans", whole, [
        ("=== Version and === Extensions sections", head),
        ("relation lines (and the plan's fields), unwrapped", unwrapped - head),
        ("wrapping them at 100 columns", whole - unwrapped)])


def _report(what: str, whole: float, rows: list[tuple[str, float]]) -> int:
    print(f"{what}: {whole:.3f} s CPU")
    for name, seconds in rows:
        print(f"  {name:<50}{seconds:>8.3f} s {100 * seconds / whole:>6.1f} %")
    return 0


def stages(texts: list[str]) -> int:
    from substrait_explain.generated import fast_lexer
    from substrait_explain.text import syntax

    def lex(text: str) -> None:
        head_end, pieces = syntax._split(text)
        fast_lexer.tokenize(text[:head_end])
        for first_line, piece in pieces:
            fast_lexer.tokenize(piece, first_line)

    lexer = _best(lex, texts)
    syntax_nodes = _best(lambda text: list(syntax.parse_document(text)[0].lines), texts)
    whole = _best(se.parse, texts)
    return _report(f"parse of {len(texts)} plans ({sum(map(len, texts)) / 1e6:.2f} MB)", whole, [
        ("fast lexer (with cutting the text into pieces)", lexer),
        ("fast parser and syntax.py's actions", syntax_nodes - lexer),
        ("builder (nodes to protobuf)", whole - syntax_nodes)])


if __name__ == "__main__":
    sys.exit(main())
