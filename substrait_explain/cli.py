"""The `substrait-explain` command.

Exit codes: 0 success, 1 bad input (the message names file:line:col), 2 a
usage error.  Bad input never shows a traceback.  `convert` and `validate`
take many inputs; `convert` then exits 1 if any failed, `validate` if any plan
has an error (warnings alone exit 0).
"""

from __future__ import annotations

import argparse
import glob
import os
import shutil
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from substrait_explain.api import FORMATS, dump_plan, load_plan, load_plan_with_warnings
from substrait_explain.errors import Error, LoadError, ParseError
from substrait_explain.spark_cli import add_spark_command
from substrait_explain.validate import ERROR, Diagnostic, validate

EXAMPLE = Path(__file__).with_name("examples") / "tpch_q01.txt"
# What a directory given as input contributes: plan files, read recursively.
PLAN_SUFFIXES = (".json", ".bin", ".pb", ".txt")
SUFFIX_OF = {"text": ".txt", "json": ".json", "binary": ".bin"}
PROGRESS_OVER = 20  # files: fewer finish before a bar would help


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


# ---- many inputs --------------------------------------------------------------

@dataclass(frozen=True)
class Input:
    path: str  # as given or found; "-" is standard input
    relative: Path  # where its output goes, under the output directory
    problem: str | None = None  # why it cannot be read, found while expanding

    @property
    def source(self) -> str:
        return "<stdin>" if self.path == "-" else self.path


def expand_inputs(args: list[str]) -> list[Input]:
    """Files, directories (their plan files, recursively) and globs (expanded
    here too, for shells that do not) as a list of inputs, in order."""
    found: list[Input] = []
    for arg in args:
        path = Path(arg)
        if arg != "-" and path.is_dir():
            files = sorted(p for p in path.rglob("*") if p.is_file() and p.suffix in PLAN_SUFFIXES)
            found += [Input(str(p), p.relative_to(path)) for p in files]
            if not files:
                found.append(Input(arg, path, f"no plan files ({', '.join(PLAN_SUFFIXES)}) in this directory"))
        elif _is_glob(arg):
            files = sorted(p for p in glob.glob(arg, recursive=True) if Path(p).is_file())
            found += [Input(p, Path(Path(p).name)) for p in files]
            if not files:
                found.append(Input(arg, path, "no files match"))
        else:
            found.append(Input(arg, Path(path.name or "stdin")))
    unique: dict[str, Input] = {}  # a file named twice (a file and its directory) is done once
    for item in found:
        unique.setdefault(os.path.normpath(item.path), item)
    return list(unique.values())


def _is_glob(arg: str) -> bool:
    # A file whose name has `*` or `[` in it is that file, not a pattern.
    return glob.has_magic(arg) and not Path(arg).exists()


def _is_batch(args: list[str]) -> bool:
    return len(args) > 1 or any(a != "-" and (Path(a).is_dir() or _is_glob(a)) for a in args)


class Progress:
    """A one-line bar on standard error, redrawn in place; messages print above it.

    Shown only on a terminal and for long runs, so logs and short runs stay clean.
    """

    def __init__(self, total: int) -> None:
        self.total = total
        self.done = 0
        self.shown = total > PROGRESS_OVER and sys.stderr.isatty()

    def step(self, name: str) -> None:
        self.done += 1
        if self.shown:
            width = shutil.get_terminal_size().columns
            filled = 30 * self.done // self.total
            line = f"[{'#' * filled}{'.' * (30 - filled)}] {self.done}/{self.total} {name}"
            sys.stderr.write("\r" + line[:width - 1].ljust(width - 1))
            sys.stderr.flush()

    def say(self, text: str, stream=None) -> None:
        self.clear()
        print(text, file=stream or sys.stderr, flush=True)

    def clear(self) -> None:
        if self.shown:
            sys.stderr.write("\r" + " " * (shutil.get_terminal_size().columns - 1) + "\r")
            sys.stderr.flush()


def _usage_error(command: str, message: str) -> int:
    print(f"substrait-explain {command}: error: {message}", file=sys.stderr)
    return 2


# ---- convert --------------------------------------------------------------------

def cmd_convert(args) -> int:
    if not _is_batch(args.inputs):
        output = args.output
        if output not in (None, "-") and Path(output).is_dir():
            name = Path("stdin" if args.inputs[0] == "-" else Path(args.inputs[0]).name)
            output = str(Path(output) / _output_name(name, args.to_format))
        return _convert_one(args.inputs[0], output, args)
    if args.output is None or args.output == "-":
        return _usage_error("convert", "several inputs need -o DIR, the directory to write into")
    if "-" in args.inputs:
        return _usage_error("convert", "standard input (-) can only be converted on its own")
    return _convert_many(expand_inputs(args.inputs), Path(args.output), args)


def _output_name(relative: Path, to_format: str) -> Path:
    return relative.with_name(relative.stem + SUFFIX_OF[to_format])


def _load(data: bytes, args, source: str):
    """The plan in ``data``; upgrade warnings go to stderr, or fail under --strict."""
    plan, warnings = load_plan_with_warnings(data, args.from_format)
    if warnings and args.strict:
        raise LoadError("; ".join(warnings) + " (--strict)")
    for warning in warnings:
        print(f"{source}: warning: {warning}", file=sys.stderr)
    return plan


def _convert_one(path: str, output: str | None, args) -> int:
    """Today's single-file convert: standard output unless -o."""
    source = "<stdin>" if path == "-" else path
    try:
        data = _read(path)
    except OSError as e:
        print(f"{source}: cannot read: {e.strerror}", file=sys.stderr)
        return 1
    try:
        plan = _load(data, args, source)
        out = dump_plan(plan, args.to_format)
    except Error as e:
        print(_describe(e, source), file=sys.stderr)
        return 1
    try:
        _write(output, out)
    except OSError as e:
        print(f"{output}: cannot write: {e.strerror}", file=sys.stderr)
        return 1
    return 0


def _convert_many(inputs: list[Input], out_dir: Path, args) -> int:
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
        root = out_dir.resolve()
    except OSError as e:
        print(f"{out_dir}: cannot create: {e.strerror}", file=sys.stderr)
        return 1
    progress = Progress(len(inputs))
    written: dict[Path, str] = {}  # output -> its input, to catch two inputs with one output
    failed = 0
    for item, name in zip(inputs, _output_names(inputs, args.to_format)):
        progress.step(Path(item.path).name)
        problem = f"{item.source}: {item.problem}" if item.problem else \
            _convert_into(item, root / name, root, args, written)
        if problem:
            failed += 1
            progress.say(problem)
    progress.clear()
    print(f"{len(inputs) - failed} converted, {failed} failed", file=sys.stderr)
    return 1 if failed else 0


def _output_names(inputs: list[Input], to_format: str) -> list[Path]:
    names = [_output_name(i.relative, to_format) for i in inputs]
    counts = Counter(names)
    # Inputs sharing a stem (q1.json and q1.bin) keep their whole names, so
    # neither output overwrites the other: q1.json.txt and q1.bin.txt.
    return [i.relative.with_name(i.relative.name + SUFFIX_OF[to_format]) if counts[name] > 1 else name
            for i, name in zip(inputs, names)]


def _convert_into(item: Input, target: Path, root: Path, args, written: dict[Path, str]) -> str | None:
    """Convert one input into ``target`` under ``root``; what went wrong, or None."""
    target = target.resolve()
    # resolve() follows `..` and symlinks: whatever the names, nothing is written outside root.
    if not target.is_relative_to(root):
        return f"{item.source}: its output {target} would be outside {root}"
    if target in written:  # the same input given twice
        return f"{item.source}: same output file {target} as {written[target]}; not converted"
    try:
        data = _read(item.path)
    except OSError as e:
        return f"{item.source}: cannot read: {e.strerror}"
    try:
        out = dump_plan(_load(data, args, item.source), args.to_format)
    except Error as e:
        return _describe(e, item.source)
    except Exception as e:  # noqa: BLE001 (a bug on one plan must not stop the others)
        return f"{item.source}: internal error, please report: {type(e).__name__}: {e}"
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(out)
    except OSError as e:
        return f"{target}: cannot write: {e.strerror}"
    written[target] = item.source
    return None


# ---- validate -------------------------------------------------------------------

def cmd_validate(args) -> int:
    inputs = expand_inputs(args.inputs)
    if sum(i.path == "-" for i in inputs) > 1:
        return _usage_error("validate", "standard input (-) can be read only once")
    progress = Progress(len(inputs))
    with_errors = with_warnings = 0
    for item in inputs:
        progress.step(Path(item.path).name)
        if item.problem:
            diagnostics = [Diagnostic(ERROR, item.problem)]
        else:
            try:
                diagnostics = validate(_read(item.path), args.from_format)
            except OSError as e:
                diagnostics = [Diagnostic(ERROR, f"cannot read: {e.strerror}")]
            except Exception as e:  # noqa: BLE001 (a bug on one plan must not stop the others)
                diagnostics = [Diagnostic(ERROR, f"internal error, please report: {type(e).__name__}: {e}")]
        for d in diagnostics:
            progress.say(d.render(item.source), sys.stdout)
        if any(d.severity == ERROR for d in diagnostics):
            with_errors += 1
        elif diagnostics:
            with_warnings += 1
    progress.clear()
    if len(inputs) > 1:
        print(f"{len(inputs)} checked: {with_errors} with errors, {with_warnings} with warnings only",
              file=sys.stderr)
    return 1 if with_errors else 0


def cmd_example(args) -> int:
    text = EXAMPLE.read_text()
    plan = load_plan(text, "text")
    _write(None, dump_plan(plan, args.to_format))
    return 0


def add_convert_command(sub) -> None:
    convert = sub.add_parser(
        "convert", help="convert plans between text, JSON and binary protobuf",
        description="Convert one plan to standard output (or -o FILE), or many plans into -o DIR.")
    convert.add_argument("inputs", nargs="+", metavar="INPUT",
                         help="plan files, - for standard input, directories (their .json, .bin, .pb "
                              "and .txt files, recursively) or globs")
    convert.add_argument("-o", "--output", metavar="PATH",
                         help="where to write: a file for one input (default: standard output); "
                              "a directory for several, mirroring the directories given")
    convert.add_argument("-f", "--from", dest="from_format", choices=FORMATS,
                         help="input format (default: detected from the content)")
    convert.add_argument("--strict", action="store_true",
                         help="fail on what is otherwise a warning: unknown fields in binary plans, "
                              "extension URIs with no standard URN")
    convert.add_argument("-t", "--to", dest="to_format", choices=FORMATS, default="text",
                         help="output format (default: text)")
    convert.set_defaults(run=cmd_convert)


def add_validate_command(sub) -> None:
    validate = sub.add_parser(
        "validate", help="report syntax errors and broken references in plans",
        description="Report every syntax error of text plans, and for any plan undeclared anchors and "
                    "URNs, field references past their input, Root names and Set inputs that do not "
                    "match. Exit 1 if there is any error; warnings alone exit 0.")
    validate.add_argument("inputs", nargs="+", metavar="INPUT",
                          help="plan files, - for standard input, directories or globs")
    validate.add_argument("-f", "--from", dest="from_format", choices=FORMATS,
                          help="input format (default: detected from the content)")
    validate.set_defaults(run=cmd_validate)


def add_example_command(sub) -> None:
    example = sub.add_parser("example", help="explain the bundled example plan (TPC-H Q1)")
    example.add_argument("-t", "--to", dest="to_format", choices=FORMATS, default="text")
    example.set_defaults(run=cmd_example)


# Each adds one subcommand to the subparsers; the order is the order in --help.
COMMANDS = [add_convert_command, add_validate_command, add_spark_command, add_example_command]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="substrait-explain",
        description="Substrait plans as human-readable text, and back, losslessly.")
    sub = parser.add_subparsers(dest="command", required=True)
    for add in COMMANDS:
        add(sub)
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
