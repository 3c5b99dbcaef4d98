"""How soon the language server's diagnostics follow an edit, on a large plan.

    python benchmarks/lsp_latency.py [--plan FILE] [--edits 20] [--json FILE]

The plan is TPC-DS q04 from the corpus (about 180 relations, 1,200 lines as text) unless
--plan names another (any format). The server (`substrait-explain lsp`) runs as editors
start it; the script opens the plan's text, then makes --edits edits one at a time, as a
person types: each breaks or mends one call in the middle of the plan, and is timed from
sending `didChange` to receiving the `publishDiagnostics` of that version (the server's
pause for further edits included). The target is 300 ms; the median and the worst are
reported.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from conftest import CORPUS  # noqa: E402
from lsp_client import Client  # noqa: E402

import substrait_explain as se  # noqa: E402

DEFAULT_PLAN = CORPUS / "ibm-substrait-compliance" / "tpcds" / "q04.bin"
TARGET_MS = 300.0


def measure(text: str, edits: int) -> dict:
    """Latencies in milliseconds of ``edits`` edits of ``text``."""
    lines = text.split("\n")
    # The edits rename one call in the middle of the plan: `equal(` and back, by turns.
    at = next(i for i in range(len(lines) // 2, len(lines)) if "equal(" in lines[i])
    column = lines[at].index("equal(")
    client = Client()
    try:
        client.start()
        started = time.perf_counter()
        client.open("file:///bench/q04.substrait", text)
        opened_ms = (time.perf_counter() - started) * 1000
        latencies = []
        for version in range(2, edits + 2):
            word, new = ("equal", "equals") if version % 2 == 0 else ("equals", "equal")
            change = {"range": {"start": {"line": at, "character": column},
                                "end": {"line": at, "character": column + len(word)}}, "text": new}
            started = time.perf_counter()
            client.notify("textDocument/didChange", {"textDocument": {"uri": "file:///bench/q04.substrait",
                                                                      "version": version},
                                                     "contentChanges": [change]})
            while True:
                published = client.diagnostics("file:///bench/q04.substrait")
                if published["version"] == version:
                    break
            latencies.append((time.perf_counter() - started) * 1000)
            # The mistake is found (and gone again) where it was made: the one error.
            errors = [d for d in published["diagnostics"] if d["severity"] == 1]
            assert [d["range"]["start"]["line"] for d in errors] == ([at] if new == "equals" else []), errors
        client.stop()
    finally:
        client.close()
    return {"lines": len(lines), "relations": sum(1 for line in lines if line.lstrip()[:1].isupper() and "[" in line),
            "open_ms": round(opened_ms, 1), "edits": edits, "median_ms": round(statistics.median(latencies), 1),
            "max_ms": round(max(latencies), 1), "target_ms": TARGET_MS}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--plan", type=Path, default=DEFAULT_PLAN)
    parser.add_argument("--edits", type=int, default=20)
    parser.add_argument("--json", type=Path, metavar="FILE", help="also write the figures here")
    args = parser.parse_args()
    if not args.plan.exists():
        print(f"lsp_latency: {args.plan} not found (the corpus: see tests/conftest.py)", file=sys.stderr)
        return 1
    text = se.format(se.load_plan(args.plan.read_bytes()))
    r = measure(text, args.edits)
    print(f"{args.plan.name}: {r['lines']} lines, {r['relations']} relations; opened in {r['open_ms']} ms")
    print(f"diagnostics after an edit: median {r['median_ms']} ms, worst {r['max_ms']} ms "
          f"over {r['edits']} edits (target {TARGET_MS:.0f} ms)")
    if args.json:
        args.json.write_text(json.dumps(r, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
