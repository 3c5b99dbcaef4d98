"""`validate` over the whole corpus: what real plans get wrong, by producer.

    python benchmarks/validate_corpus.py            # the table (Markdown), as docs/VALIDATE.md shows it
    python benchmarks/validate_corpus.py --details  # and each kind of problem with a plan that has it

The producer of a plan is told by where it comes from (the corpus's SOURCES.md):
consumer-testing names it in the file name (`-duckdb`, `-isthmus`, `-datafusion`,
`-ibis`), the other folders are one producer each.  Only what checking calls
against their YAMLs finds is counted (the reference checks are test_validate's),
by kind of problem (KINDS): how many plans have it, and the functions it names
most.
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
         "validate-datafusion": "DataFusion (consumer-testing)",
         "duckdb": "DuckDB (consumer-testing)", "datafusion": "DataFusion (consumer-testing)",
         "ibis": "ibis (consumer-testing)"}


def producer(path: Path) -> str:
    top = path.relative_to(CORPUS).parts[0]
    if top != "consumer-testing":
        return FOLDERS.get(top, top)
    match = re.search(r"-((?:validate-)?[a-z]+)_plan\.json$", path.name)
    return NAMED.get(match.group(1), match.group(1)) if match else "consumer-testing"


# A problem's kind, by its message (the first that matches), and whether it is about a function call.
KINDS = [
    (r"\S+ returns .* the plan declares", "declared output type", True),
    (r".*no overload of .* takes", "argument types fit no overload", True),
    (r".* takes \d+ .*arguments? in", "argument count", True),
    (r".*the YAML takes arguments of one type", "arguments of one kind, other parameters", True),
    (r".* names no overload in", "signature in the name fits no overload", True),
    (r"no function ", "function not in its file", True),
    (r".* has no (option|value) ", "option or enumeration value", True),
    (r".* is an? \w+ function in", "function of another kind", True),
    (r"the \w+ .* is .*, not boolean", "condition not boolean", False),
    (r"Set input", "Set inputs differ", False),
    (r"(emit )?\$\d+ .*out of range", "column out of range", False),
    (r"Root has", "Root names fewer than columns", False),
    (r"URN anchor \d+ is not declared", "URN not declared", False),
    (r"extension URI", "extension URI not standard", False),
]


def kind(message: str) -> tuple[str, bool]:
    """The kind of a problem and whether it is about a function call."""
    for pattern, name, call in KINDS:
        if re.match(pattern, message):
            return name, call
    return message.split(":")[0][:40], False


def function_of(message: str) -> str:
    match = re.match(r"(?:no function '|no overload of )?([a-z_0-9]+)", message)
    return match.group(1) if match else "?"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--details", action="store_true", help="list each kind of problem with one plan that has it")
    args = parser.parse_args()
    if not CORPUS.is_dir():
        print(f"no corpus at {CORPUS}; set SUBSTRAIT_EXPLAIN_SHARED", file=sys.stderr)
        return 1
    files = sorted(p for p in CORPUS.rglob("*") if p.suffix in (".json", ".bin"))
    plans: Counter[str] = Counter()
    with_errors: Counter[str] = Counter()  # plans with an error of a function call
    kinds: dict[str, Counter[tuple[str, str]]] = defaultdict(Counter)  # producer -> (severity, kind) -> plans
    names: dict[tuple[str, str, str], Counter[str]] = defaultdict(Counter)  # ... -> the functions it names
    example: dict[tuple[str, str, str], tuple[Path, str]] = {}
    start = time.perf_counter()
    for path in files:
        who = producer(path)
        plans[who] += 1
        diagnostics = validate(path.read_bytes())
        seen = set()
        for d in diagnostics:
            name, call = kind(d.message)
            if not call:
                continue
            key = (d.severity, name)
            names[(who, *key)][function_of(d.message)] += 1
            example.setdefault((who, *key), (path, d.message))
            if key not in seen:
                seen.add(key)
                kinds[who][key] += 1
        with_errors[who] += any(severity == "error" for severity, _ in seen)
    seconds = time.perf_counter() - start
    print(f"{len(files)} plans validated in {seconds:.1f} s ({len(files) / seconds:.0f} plans/s)\n")
    print("| producer | plans | with a call error | what their calls get wrong: plans (functions) |")
    print("|---|---:|---:|---|")
    for who in sorted(plans, key=lambda w: (-plans[w], w)):
        parts = []
        for (severity, name), n in sorted(kinds[who].items(), key=lambda item: (item[0][0], -item[1])):
            functions = ", ".join(f for f, _ in names[(who, severity, name)].most_common(3))
            parts.append(f"{severity}: {name}: {n} ({functions})")
        print(f"| {who} | {plans[who]} | {with_errors[who]} | {'<br>'.join(parts) or 'nothing'} |")
    if args.details:
        print()
        for (who, severity, name), (path, message) in sorted(example.items()):
            print(f"- {who}, {severity}, {name}: e.g. {path.relative_to(CORPUS)}: {message}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
