"""The `substrait-explain` command.

Exit codes: 0 success, 1 bad input (the message names file:line:col), 2 a
usage error.  Bad input never shows a traceback.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from substrait_explain.api import FORMATS, dump_plan, load_plan
from substrait_explain.errors import Error, ParseError

EXAMPLE = Path(__file__).with_name("examples") / "tpch_q01.txt"


def _read(path: str) -> bytes:
    if path == "-":
        return sys.stdin.buffer.read()
    return Path(path).read_bytes()


def _write(path: str | None, data: bytes) -> None:
    if path in (None, "-"):
        sys.stdout.buffer.write(data)
        sys.stdout.buffer.flush()
    else:
        Path(path).write_bytes(data)


def _describe(error: Error, source: str) -> str:
    if isinstance(error, ParseError):
        return str(error.with_source(source))
    return f"{source}: {error}"


def cmd_convert(args) -> int:
    source = "<stdin>" if args.input == "-" else args.input
    try:
        data = _read(args.input)
    except OSError as e:
        print(f"{source}: cannot read: {e.strerror}", file=sys.stderr)
        return 1
    try:
        plan = load_plan(data, args.from_format)
        out = dump_plan(plan, args.to_format)
    except Error as e:
        print(_describe(e, source), file=sys.stderr)
        return 1
    try:
        _write(args.output, out)
    except OSError as e:
        print(f"{args.output}: cannot write: {e.strerror}", file=sys.stderr)
        return 1
    return 0


def cmd_example(args) -> int:
    text = EXAMPLE.read_text()
    plan = load_plan(text, "text")
    _write(None, dump_plan(plan, args.to_format))
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="substrait-explain",
        description="Substrait plans as human-readable text, and back, losslessly.")
    sub = parser.add_subparsers(dest="command", required=True)

    convert = sub.add_parser("convert", help="convert a plan between text, JSON and binary protobuf")
    convert.add_argument("input", help="a plan file, or - for standard input")
    convert.add_argument("-o", "--output", help="where to write (default: standard output)")
    convert.add_argument("-f", "--from", dest="from_format", choices=FORMATS,
                         help="input format (default: detected from the content)")
    convert.add_argument("-t", "--to", dest="to_format", choices=FORMATS, default="text",
                         help="output format (default: text)")
    convert.set_defaults(run=cmd_convert)

    example = sub.add_parser("example", help="explain the bundled example plan (TPC-H Q1)")
    example.add_argument("-t", "--to", dest="to_format", choices=FORMATS, default="text")
    example.set_defaults(run=cmd_example)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.run(args)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
