"""The `substrait-explain` command.

Standard output carries what a command makes; every message about an input
goes to standard error in the one form :mod:`messages` gives every command.
Exit codes: 0 success, 1 bad input, 2 a usage error, 130 when
interrupted.  Bad input never shows a traceback.
`convert` and `validate` take many inputs; `convert` then exits 1 if any
failed, `validate` if any plan has an error (warnings alone exit 0 unless
--strict).
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import os
import shutil
import sys
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING

from substrait_explain.api import COMPATS, FORMATS, detect_format, dump_plan, format_of_path, load_plan
from substrait_explain.base.errors import Error, UnknownFormat, shown
from substrait_explain.codec.styles import STYLES
from substrait_explain.plan import nesting, unknown
from substrait_explain.plan.old_fields import KINDS, asked
from substrait_explain.text.wrap import DEFAULT_WIDTH
from substrait_explain.tools.engines_cli import add_run_command, add_sql_command
from substrait_explain.tools.inputs import Input, expand_inputs, is_batch, skipped_note
from substrait_explain.tools.lsp_cli import add_lsp_command
from substrait_explain.tools.messages import (
    FORMAT_ADVICE,
    PROG,
    STRICT,
    Failed,
    Warnings,
    cannot,
    error,
    failure,
    load,
    read,
    read_bytes,
    source_of,
    usage_error,
    why,
)
from substrait_explain.tools.show_cli import add_diff_command, add_view_command
from substrait_explain.tools.spark_cli import add_spark_command

if TYPE_CHECKING:
    from substrait_explain.tools.validate import Diagnostic

EXAMPLE = Path(__file__).parents[1] / "examples" / "tpch_q01.txt"
SUFFIX_OF = {"text": ".txt", "json": ".json", "binary": ".bin", "yaml": ".yaml"}
PROGRESS_OVER = 20  # files: fewer finish before a bar would help
DEEP_JSON = 100  # messages deep: past this, indented JSON is mostly indentation (see --compact)


def _write(path: str | None, data: bytes, make_parents: bool = False) -> None:
    """``data`` to standard output (None or -) or to the file ``path``; raises :class:`Failed`."""
    if path in (None, "-"):
        sys.stdout.buffer.write(data)
        sys.stdout.buffer.flush()
        return
    try:
        if make_parents:
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        Path(path).write_bytes(data)
    except OSError as e:
        raise Failed(error(shown(path), cannot("cannot write", e))) from None


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


# ---- convert --------------------------------------------------------------------

def cmd_convert(args) -> int:
    if args.names and args.to_format != "text":
        return usage_error("convert", "--names annotates text: it cannot go with -t json or -t binary")
    if args.compact and args.to_format != "json":
        return usage_error("convert", "--compact writes JSON on one line: it goes with -t json")
    if args.compat and (args.to_format != "text" or args.names or args.style == "verbose"):
        return usage_error("convert", f"--compat {args.compat} writes text in the full or simple style: it cannot "
                                      "go with -t json, -t binary, --names or --style verbose")
    if args.old_fields is not None:
        try:
            asked(args.old_fields)
        except Error as e:
            return usage_error("convert", f"--old-fields: {e}")
    into_directory = args.output not in (None, "-") and Path(args.output).is_dir()
    if not (is_batch(args.inputs) or into_directory):
        return _convert_one(args.inputs[0], args.output, args)
    if args.output is None or args.output == "-":
        return usage_error("convert", "several inputs (a directory or a glob is several) need -o DIR, "
                                      "the directory to write into")
    if "-" in args.inputs and len(args.inputs) > 1:
        return usage_error("convert", "standard input (-) can only be converted on its own")
    out_dir = Path(args.output)
    if out_dir.exists() and not out_dir.is_dir():
        return usage_error("convert", f"-o {shown(out_dir)} is a file: several inputs need a directory, "
                                      f"new or existing")
    try:
        root = out_dir.resolve()
    except (OSError, RuntimeError) as e:  # RuntimeError: a loop of links, before Python 3.13
        print(error(shown(out_dir), f"cannot resolve the output directory: {e}"), file=sys.stderr)
        return 1
    inputs = expand_inputs(args.inputs, skip=root)
    note = skipped_note(inputs.skipped)
    if note and not args.quiet:
        print(f"{PROG} convert: {note}", file=sys.stderr)
    if all(item.problem for item in inputs.found):
        # Nothing to convert: say why, and leave no output directory behind.
        for item in inputs.found:
            print(error(item.source, item.problem or ""), file=sys.stderr)
        return 1
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        print(error(shown(out_dir), cannot("cannot create the output directory", e)), file=sys.stderr)
        return 1
    return _convert_many(inputs.found, root, args)


def _output_name(relative: Path, to_format: str) -> Path:
    return relative.with_name(relative.stem + SUFFIX_OF[to_format])


def _converted(path: str, source: str, args, warnings: Warnings) -> bytes:
    """The plan at ``path`` in the output format; raises :class:`Failed`."""
    raw = read_bytes(path)
    from_format = args.from_format or format_of_path(path)
    plan = load(raw, from_format, source, warnings, args.strict)
    if unknown.holds(plan) and (lost_in := _without_unknown_fields(args, from_format or detect_format(raw))):
        lost = f"{lost_in} has no place for the plan's unknown fields: they are left out; binary output keeps them"
        if args.strict:
            raise Failed(error(source, lost + STRICT))
        warnings.add(source, lost)
    if args.to_format in ("json", "yaml") and (nans := _changed_nans(plan)):
        lost = (f"{args.to_format.upper()} writes every NaN as NaN: {nans} value{'s' if nans != 1 else ''} with "
                f"another sign or payload lose{'' if nans != 1 else 's'} it; binary output and text keep them")
        if args.strict:
            raise Failed(error(source, lost + STRICT))
        warnings.add(source, lost)
    try:
        data = dump_plan(plan, args.to_format, args.width or None, style=args.style, names=args.names,
                         compact=args.compact, compat=args.compat, old_fields=args.old_fields)
    except Exception as e:  # noqa: BLE001 (whatever the input: a message, never a traceback)
        raise Failed(failure(source, e)) from None
    if args.to_format == "json" and not args.compact and (depth := nesting.message_depth(plan)) > DEEP_JSON:
        warnings.add(source, f"the plan nests {depth} messages deep: indented JSON grows with the square of "
                             f"the depth ({len(data)} bytes here); --compact writes it on one line")
    return data


def _changed_nans(plan) -> int:
    from substrait_explain.plan.protojson import changed_nans  # (with protobuf's JSON: only JSON and YAML need it)

    return changed_nans(plan)


def _without_unknown_fields(args, read_as: str) -> str | None:
    """The output ``args`` ask for, if it has no place for unknown fields and nothing said so yet:
    JSON and YAML of a text (load_plan warned of a binary plan's), the Rust crate's spelling."""
    if args.to_format == "text":
        return "the Rust crate's spelling" if args.compat == "rust" else None
    return args.to_format.upper() if args.to_format in ("json", "yaml") and read_as == "text" else None


def _convert_one(path: str, output: str | None, args) -> int:
    """One input to standard output, or to the file -o names."""
    try:
        _write(output, _converted(path, source_of(path), args, Warnings(quiet=args.quiet)))
    except Failed as e:
        print(e, file=sys.stderr)
        return 1
    return 0


def _convert_many(inputs: list[Input], root: Path, args) -> int:
    """Each input into its file under the directory ``root``, going on past failures."""
    progress = Progress(len(inputs))
    warnings = Warnings(batch=True, quiet=args.quiet)
    written: dict[Path, str] = {}  # output -> its input, so that no input overwrites another's output
    failed = 0
    for item, name in zip(inputs, _output_names(inputs, args.to_format), strict=True):
        progress.step(shown(Path(item.path).name))
        try:
            if item.problem:
                raise Failed(error(item.source, item.problem))
            target = _target(item, root / name, root, written)
            _write(str(target), _converted(item.path, item.source, args, warnings), make_parents=True)
            written[target] = item.source
        except Failed as e:
            failed += 1
            progress.say(str(e))
    warnings.flush(progress.say)
    progress.clear()
    if len(inputs) > 1 and not args.quiet:
        print(f"{len(inputs) - failed} converted, {failed} failed", file=sys.stderr)
    return 1 if failed else 0


def _output_names(inputs: list[Input], to_format: str) -> list[Path]:
    names = [_output_name(i.relative, to_format) for i in inputs]
    counts = Counter(names)
    # Inputs sharing a stem (q1.json and q1.bin) keep their whole names, so
    # neither output overwrites the other: q1.json.txt and q1.bin.txt.
    return [i.relative.with_name(i.relative.name + SUFFIX_OF[to_format]) if counts[name] > 1 else name
            for i, name in zip(inputs, names, strict=True)]


def _target(item: Input, path: Path, root: Path, written: dict[Path, str]) -> Path:
    """Where ``item``'s output goes: ``path`` with `..` and links resolved, never outside ``root``.

    Output names are file names, or paths found under an input directory, so
    only a link already in the output directory can lead outside it.
    """
    try:
        target = path.resolve()
    except (OSError, RuntimeError):  # RuntimeError: a loop of links, before Python 3.13
        raise Failed(error(item.source, f"its output {shown(path)} is a loop of symbolic links: "
                                         f"remove them from {shown(root)}")) from None
    if not target.is_relative_to(root):
        raise Failed(error(item.source, f"its output {shown(path)} leads through a symbolic link to "
                                         f"{shown(target)}, outside {shown(root)}: remove the link, or choose "
                                         f"another -o"))
    if target in written:
        raise Failed(error(item.source, f"not converted: its output {shown(target)} is already the output of "
                                         f"{written[target]}: convert the two in separate runs, with different -o"))
    return target


# ---- validate -------------------------------------------------------------------

# Validation and the extension catalog are imported by the commands that use them (as the version
# by --version): the others start sooner without them (tests/test_cold_import.py).

def cmd_validate(args) -> int:
    from substrait_explain.plan.functions import CatalogError, catalog_with
    from substrait_explain.tools.validate import ERROR

    if args.inputs.count("-") > 1:
        return usage_error("validate", "standard input (-) can be read only once")
    if args.signatures:
        try:
            catalog_with(args.extensions)
        except CatalogError as e:
            return usage_error("validate", f"--extensions: {e}")
    found = expand_inputs(args.inputs)
    inputs = found.found
    note = skipped_note(found.skipped)
    if note:
        print(f"{PROG} validate: {note}", file=sys.stderr)
    progress = Progress(len(inputs))
    with_errors = with_warnings = 0
    for item in inputs:
        progress.step(shown(Path(item.path).name))
        diagnostics = _diagnostics(item, args)
        for d in diagnostics:
            progress.say(d.render(item.source))
        if not diagnostics and len(inputs) == 1:
            progress.say(f"{item.source}: ok")
        if any(d.severity == ERROR for d in diagnostics):
            with_errors += 1
        elif diagnostics:
            with_warnings += 1
    progress.clear()
    if len(inputs) > 1:
        print(f"{len(inputs)} checked: {with_errors} with errors, {with_warnings} with warnings only",
              file=sys.stderr)
    return 1 if with_errors else 0


def _diagnostics(item: Input, args) -> list[Diagnostic]:
    from substrait_explain.tools.validate import ERROR, WARNING, Diagnostic, validate

    if item.problem:
        return [Diagnostic(ERROR, item.problem)]
    try:
        diagnostics = validate(read(item.path), args.from_format or format_of_path(item.path),
                               extensions=args.extensions, signatures=args.signatures)
    except OSError as e:
        return [Diagnostic(ERROR, cannot("cannot read", e))]
    except Exception as e:  # noqa: BLE001 (a bug on one plan must not stop the others)
        return [Diagnostic(ERROR, why(e))]
    diagnostics = [dataclasses.replace(d, hint=FORMAT_ADVICE) if d.message.startswith(UnknownFormat.PREFIX) else d
                   for d in diagnostics]
    if args.strict:
        return [dataclasses.replace(d, severity=ERROR, message=d.message + STRICT) if d.severity == WARNING else d
                for d in diagnostics]
    return diagnostics


def cmd_example(args) -> int:
    text = EXAMPLE.read_text()
    plan = load_plan(text, "text")
    _write(None, dump_plan(plan, args.to_format))
    return 0


def _width(text: str) -> int:
    try:
        width = int(text)
    except ValueError:
        width = -1
    if width < 0:
        raise argparse.ArgumentTypeError(f"{text!r} is not a width: give a number of columns, or 0 for no wrapping")
    return width


def add_convert_command(sub) -> None:
    convert = sub.add_parser(
        "convert", help="convert plans between text, JSON, binary protobuf and YAML",
        description="Convert one plan to standard output (or -o FILE), or many plans into -o DIR.")
    convert.add_argument("inputs", nargs="+", metavar="INPUT",
                         help="plan files, - for standard input, directories (their .json, .bin, .pb, "
                              ".txt, .yaml and .yml files, recursively) or globs")
    convert.add_argument("-o", "--output", metavar="PATH",
                         help="where to write: a file for one input (default: standard output); "
                              "a directory for several, each input at its path below the deepest "
                              "directory the inputs share")
    convert.add_argument("-f", "--from", dest="from_format", choices=FORMATS,
                         help="input format (default: YAML for .yaml and .yml files, else detected from the content)")
    convert.add_argument("--strict", action="store_true",
                         help="fail on what is otherwise a warning: unknown fields in binary plans, "
                              "extension URIs with no standard URN, unknown fields left out of a text's JSON or YAML "
                              "or of the Rust crate's spelling")
    convert.add_argument("-t", "--to", dest="to_format", choices=FORMATS, default="text",
                         help="output format (default: text)")
    convert.add_argument("--style", choices=STYLES, default="full",
                         help="text style: full (default; lossless, redundancy left out), simple (the plan's "
                              "semantics only: no hints, no type variations), verbose (every silent choice "
                              "written out; lossless)")
    convert.add_argument("--width", type=_width, default=DEFAULT_WIDTH, metavar="COLUMNS",
                         help=f"wrap text lines longer than this onto '- ' continuation lines "
                              f"(default: {DEFAULT_WIDTH}; 0: one line per relation)")
    convert.add_argument("--names", action="store_true",
                         help="the names view: $N:name for each column with a name, and a // comment of "
                              "the output columns where a line does not list them (Aggregate, Project, emits)")
    convert.add_argument("--compat", choices=COMPATS,
                         help="rust: write the Rust substrait-explain's spelling, one line per relation; a plan "
                              "it cannot say is an error naming what and where (exit 1), and its output is "
                              "not written")
    convert.add_argument("--compact", action="store_true",
                         help="with -t json: JSON on one line, without indentation (indented JSON of a deeply "
                              "nested plan grows with the square of its depth)")
    convert.add_argument("-q", "--quiet", action="store_true",
                         help="say only what failed: no warnings, no count of the files converted")
    convert.add_argument("--old-fields", metavar="[WAY=]KINDS",
                         help="also write these fields today's Substrait removed, for a consumer that reads "
                              "only them: duckdb (those DuckDB 1.1.3 needs), all, or kinds from "
                              f"{', '.join(KINDS)}, comma-separated; WAY old+new (default: beside the new "
                              "fields) or old (instead of them). Those a plan was read with are always kept")
    convert.set_defaults(run=cmd_convert)


def add_validate_command(sub) -> None:
    validate = sub.add_parser(
        "validate", help="report syntax errors, broken references and wrong function calls in plans",
        description="Report every syntax error of text plans, and for any plan undeclared anchors and "
                    "URNs, field references past their input, Root names and Set inputs that do not "
                    "match, what Substrait requires and a plan leaves out (an input, a Read's schema), "
                    "and each function call checked against its extension YAML: the overload, "
                    "argument types, options, the declared output type against the derived one. "
                    "Exit 1 if there is any error; warnings alone exit 0 (1 with --strict).")
    validate.add_argument("inputs", nargs="+", metavar="INPUT",
                          help="plan files, - for standard input, directories or globs")
    validate.add_argument("-f", "--from", dest="from_format", choices=FORMATS,
                          help="input format (default: YAML for .yaml and .yml files, else detected from the "
                               "content)")
    validate.add_argument("--strict", action="store_true",
                          help="make every warning an error (exit 1), as convert --strict does")
    validate.add_argument("--extensions", action="append", default=[], metavar="PATH",
                          help="an extension YAML file, or a folder of them, to check calls against besides "
                               "the standard ones (a file with a standard URN replaces it); repeatable")
    validate.add_argument("--no-signatures", dest="signatures", action="store_false",
                          help="leave function calls unchecked against their extension YAMLs")
    validate.set_defaults(run=cmd_validate)


def add_example_command(sub) -> None:
    example = sub.add_parser("example", help="explain the bundled example plan (TPC-H Q1)",
                             description="Write the bundled example plan, TPC-H Q1, to standard output: a first "
                                         "look at the format, and a plan to try the other commands on.")
    example.add_argument("-t", "--to", dest="to_format", choices=FORMATS, default="text",
                         help="the format to write it in (default: text)")
    example.set_defaults(run=cmd_example)


# Each adds one subcommand to the subparsers; the order is the order in --help.
COMMANDS = [add_convert_command, add_validate_command, add_diff_command, add_view_command,
            add_sql_command, add_run_command, add_spark_command, add_lsp_command, add_example_command]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="substrait-explain",
        description="Substrait plans as human-readable text, and back, losslessly.")
    parser.add_argument("--version", action=_Version, nargs=0, default=argparse.SUPPRESS,
                        help="show the version and exit")
    sub = parser.add_subparsers(dest="command", required=True)
    for add in COMMANDS:
        add(sub)
    return parser


class _Version(argparse.Action):
    """`--version`: argparse's own action takes the text when the parser is built, and reading
    the installed version imports importlib.metadata, a tenth of the command's start."""

    def __call__(self, parser, namespace, values, option_string=None) -> None:
        print(f"{parser.prog} {_version()}")
        parser.exit()


def _version() -> str:
    from importlib import metadata

    try:
        return metadata.version("substrait-explain")
    except metadata.PackageNotFoundError:  # run from a source tree that was never installed
        return "(not installed)"


def _parse(argv: list[str] | None) -> argparse.Namespace:
    """The arguments; an unknown one is a usage error of the subcommand, named as
    every other is (argparse would have the top-level parser report it)."""
    parser = build_parser()
    args, unknown = parser.parse_known_args(argv)
    if unknown:
        commands = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
        commands.choices[args.command].error(f"unrecognized arguments: {' '.join(unknown)}")
    return args


def main(argv: list[str] | None = None) -> int:
    args = _parse(argv)
    for stream in (sys.stdout, sys.stderr):
        # A message quoting what the terminal cannot encode must still print.
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")
    try:
        return args.run(args)
    except KeyboardInterrupt:
        print("substrait-explain: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader has gone (`... | head -1`): stop quietly, and send what is
        # still buffered nowhere, or Python complains about it at exit.
        with contextlib.suppress(OSError, ValueError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


if __name__ == "__main__":
    sys.exit(main())
