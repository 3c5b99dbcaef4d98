"""One contender from cold: its import and its first pass over the plans, in this fresh process.

    python benchmarks/cold.py CONTENDER INPUTS.json

run.py starts one such process per contender (and per repeat) and reads the JSON it prints:
{"import_s": ..., "pass_s": ...}.  INPUTS.json holds the plans as run.py measures them
({"plan": [base64 of the binary], "text": [...], "json": [...]}); the contender's input is
read, and the plans made protobuf messages, before the clock starts, so what is timed is
what a fresh process pays to use the contender: importing it (beyond the plans' own protobuf
classes, which every contender needs) and its first pass, with every cache it has still empty.
This module imports nothing of substrait-explain's at its top, so that the import is timed.
"""

from __future__ import annotations

import base64
import json
import sys
import time
from collections.abc import Callable


def _format() -> Callable:
    import substrait_explain as se

    return se.format


def _parse() -> Callable:
    import substrait_explain as se

    return se.parse


def _message_to_json() -> Callable:
    from google.protobuf import json_format

    return lambda p: json_format.MessageToJson(p, indent=None)


def _json_parse() -> Callable:
    from google.protobuf import json_format
    from substrait.proto import Plan

    return lambda s: json_format.Parse(s, Plan())


def _plan_printer() -> Callable:
    from substrait.utils.display import PlanPrinter

    return PlanPrinter(use_colors=False).stringify_plan


# name -> (what makes the function, the key of its inputs in INPUTS.json)
CONTENDERS: dict[str, tuple[Callable[[], Callable], str]] = {
    "format": (_format, "plan"),
    "MessageToJson": (_message_to_json, "plan"),
    "format, PlanPrinter's plans": (_format, "printable"),
    "PlanPrinter": (_plan_printer, "printable"),
    "parse": (_parse, "text"),
    "json_format.Parse": (_json_parse, "json"),
}


def main(argv: list[str]) -> int:
    name, path = argv
    make, key = CONTENDERS[name]
    with open(path, encoding="utf-8") as f:
        items = json.load(f)[key]
    from substrait.proto import Plan  # every contender's common ground, the plans' classes

    if key in ("plan", "printable"):
        items = [Plan.FromString(base64.b64decode(b)) for b in items]
    start = time.perf_counter()
    fn = make()
    imported = time.perf_counter()
    for x in items:
        fn(x)
    done = time.perf_counter()
    print(json.dumps({"import_s": imported - start, "pass_s": done - imported}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
