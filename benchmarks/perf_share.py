"""How much of the compiled format's time is protobuf's, and how much each of our functions takes.

    python benchmarks/perf_share.py [--passes 5] [--top 30] [--corpus DIR]

Runs `format` over the corpus under Linux `perf record --call-graph dwarf` (perf must be
installed; the compiled build: mypyc names our functions `CPyDef_module___name`, which the
stacks show) and reads the samples taken inside `printer.format_plan`:

- the share of them with protobuf's C code (upb) anywhere on the stack: what a printer that
  read its input without protobuf's Python API could save at most;
- each sample charged to the innermost function of ours on its stack, apart by whether
  protobuf was under it: where our own work goes.

cProfile cannot tell this: it sees neither compiled functions nor upb's C calls.
"""

from __future__ import annotations

import argparse
import collections
import re
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import run  # noqa: E402 (the corpus the benchmark measures)

_PROTOBUF = ("PyUpb", "upb_", "_upb", "encode_")  # upb's symbols, in protobuf's _message module
_OURS = re.compile(r"^CPy(?:Def|Py)_(.+)$")

_WORKLOAD = """
import sys
from pathlib import Path
sys.path.insert(0, {bench!r})
import run
import substrait_explain as se
_, plans, _ = run.load_plans(Path({corpus!r}), False)
for p in plans:
    se.format(p)  # caches filled: the samples are of warm passes
for _ in range({passes}):
    for p in plans:
        se.format(p)
"""


def samples(data: Path) -> list[list[str]]:
    """Each sample's stack, innermost first, as symbol names."""
    out = subprocess.run(["perf", "script", "-i", str(data), "-F", "ip,sym"],
                         capture_output=True, text=True, check=True).stdout
    stacks, stack = [], []
    for line in out.splitlines():
        line = line.strip()
        if not line:
            if stack:
                stacks.append(stack)
            stack = []
            continue
        parts = line.split(None, 1)
        stack.append(parts[1] if len(parts) > 1 else "?")
    if stack:
        stacks.append(stack)
    return stacks


def report(stacks: list[list[str]], top: int) -> None:
    inside = [s for s in stacks if any("printer___format_plan" in sym for sym in s)]
    if not inside:
        sys.exit("no sample inside printer.format_plan: is this the compiled build?")
    own: collections.Counter[str] = collections.Counter()
    under: collections.Counter[str] = collections.Counter()
    protobuf = 0
    for stack in inside:
        is_protobuf = any(sym.startswith(_PROTOBUF) for sym in stack)
        protobuf += is_protobuf
        ours = next((m.group(1) for m in map(_OURS.match, stack) if m and "top_level" not in m.group(1)),
                    "(none of ours)")
        (under if is_protobuf else own)[ours] += 1
    total = len(inside)
    print(f"{total} samples in format_plan; protobuf on the stack in {protobuf} ({100 * protobuf / total:.1f} %)")
    print(f"\n{'ours':>7} {'protobuf':>9}  function (the innermost of ours on the stack)")
    for name, _ in (own + under).most_common(top):
        print(f"{100 * own[name] / total:6.2f}% {100 * under[name] / total:8.2f}%  {name}")


def main(argv: list[str]) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    ap.add_argument("--passes", type=int, default=5)
    ap.add_argument("--top", type=int, default=30)
    ap.add_argument("--corpus", type=Path, default=run.DEFAULT_CORPUS)
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        script, data = Path(tmp) / "workload.py", Path(tmp) / "perf.data"
        script.write_text(_WORKLOAD.format(bench=str(Path(__file__).resolve().parent), corpus=str(args.corpus),
                                           passes=args.passes))
        try:
            subprocess.run(["perf", "record", "-q", "--call-graph", "dwarf,16384", "-F", "2000", "-o", str(data),
                            sys.executable, str(script)], check=True)
        except FileNotFoundError:
            sys.exit("perf is not installed: this measurement needs Linux perf (linux-tools)")
        except subprocess.CalledProcessError as e:
            sys.exit(f"perf record failed (exit {e.returncode}): see its message above")
        report(samples(data), args.top)


if __name__ == "__main__":
    main(sys.argv[1:])
