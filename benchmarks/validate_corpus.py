"""`validate` over the whole corpus: what real plans get wrong, by producer.

    python benchmarks/validate_corpus.py            # the table (Markdown), as docs/VALIDATE.md shows it
    python benchmarks/validate_corpus.py --details  # and each kind of problem with a plan that has it

The producer of a plan is told by where it comes from (the corpus's SOURCES.md):
consumer-testing names it in the file name (`-duckdb`, `-isthmus`, `-datafusion`,
`-ibis`), the other folders are one producer each.  A problem's kind is its message
with the function's types and names left out, so that a producer's 170 decimal
`sum`s with another precision count as one kind.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

from substrait_explain import validate

SHARED = Path(os.environ.get("SUBSTRAIT_EXPLAIN_SHARED", "/work/shared"))
CORPUS = SHARED / "corpus"
FOLDERS = {  # corpus folder -> producer, where one folder is one producer
    "ibis-substrait": "ibis-substrait 0.56",
    "ibm-substrait-compliance": "Isthmus 0.81 (IBM compliance)",
    "substrait-cpp-textplan": "substrait-cpp textplan",
    "substrait-go": "substrait-go",
    "substrait-java": "Isthmus / substrait-java 0.87",
    "substrait-spec": "Substrait spec",
    "substrait-viz": "substrait-viz",
}
NAMED = {"validate-isthmus": "Isthmus (consumer-testing)", "isthmus": "Isthmus (consumer-testing)",
         "duckdb": "DuckDB (consumer-testing)", "datafusion": "DataFusion (consumer-testing)",
         "ibis": "ibis (consumer-testing)"}


def producer(path: Path) -> str:
    top = path.relative_to(CORPUS).parts[0]
    if top != "consumer-testing":
        return FOLDERS.get(top, top)
    match = re.search(r"-((?:validate-)?[a-z]+)_plan\.json$", path.name)
    return NAMED.get(match.group(1), match.group(1)) if match else "consumer-testing"


def kind(message: str) -> str:
    """The kind of a problem: its message without the particular types, values and names."""
    message = re.sub(r"\b[a-z_0-9]+:[a-z0-9_?!]*", "F", message)  # compound function names
    message = re.sub(r"[a-z_0-9!]+\??(<[^>]*>+)?", lambda m: m.group(0) if m.group(0) in _WORDS else "T", message)
    message = re.sub(r"'[^']*'", "'…'", message)
    message = re.sub(r"\$\d+|\d+", "N", message)
    message = re.sub(r"\(([^()]*)\)", "(…)", message)
    return message


_WORDS = set("""a an the of in by its is not and to no any are takes take function functions declares returns
plan yaml call gives argument arguments overload option value values has where input column has names
those extension file condition boolean set filter join anchor urn declared used more warning error it
be as this than for with out range relation makes""".split())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--details", action="store_true", help="list each kind of problem with one plan that has it")
    args = parser.parse_args()
    if not CORPUS.is_dir():
        print(f"no corpus at {CORPUS}; set SUBSTRAIT_EXPLAIN_SHARED", file=sys.stderr)
        return 1
    files = sorted(p for p in CORPUS.rglob("*") if p.suffix in (".json", ".bin"))
    plans: Counter[str] = Counter()
    with_errors: Counter[str] = Counter()
    with_warnings: Counter[str] = Counter()
    kinds: dict[str, Counter[tuple[str, str]]] = defaultdict(Counter)
    example: dict[tuple[str, str, str], tuple[Path, str]] = {}
    start = time.perf_counter()
    for path in files:
        who = producer(path)
        plans[who] += 1
        diagnostics = validate(path.read_bytes())
        if any(d.severity == "error" for d in diagnostics):
            with_errors[who] += 1
        elif diagnostics:
            with_warnings[who] += 1
        for d in {(d.severity, kind(d.message)): d for d in diagnostics}.values():
            key = (d.severity, kind(d.message))
            kinds[who][key] += 1
            example.setdefault((who, *key), (path, d.message))
    seconds = time.perf_counter() - start
    print(f"{len(files)} plans validated in {seconds:.1f} s ({len(files) / seconds:.0f} plans/s)\n")
    print("| producer | plans | with errors | with warnings only | most common problems (plans) |")
    print("|---|---:|---:|---:|---|")
    for who in sorted(plans, key=lambda w: (-plans[w], w)):
        top = "; ".join(f"{sev}: {k} ({n})" for (sev, k), n in kinds[who].most_common(3)) or "none"
        print(f"| {who} | {plans[who]} | {with_errors[who]} | {with_warnings[who]} | {top} |")
    if args.details:
        print()
        for (who, severity, k), (path, message) in sorted(example.items()):
            print(f"- {who}, {severity}: {k}\n  e.g. {path.relative_to(CORPUS)}: {message}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
