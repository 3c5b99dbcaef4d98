"""The `sql` and `run` commands: plans made and run by real engines.

`sql` exits 0 with the plan written, 1 when the engine cannot make it (or a
table, the schema or the output fails), 2 on a usage error.  `run` exits 0
with the rows (for `--engine all`: when the engines agree), 1 when an engine
refuses the plan or the engines differ, or on bad input, 2 on a usage error.
Engines are imported only when a command runs, so `--help` needs none.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from substrait_explain.api import FORMATS, dump_plan, load_plan
from substrait_explain.base.errors import Error
from substrait_explain.tools.engine_drivers import ENGINES, TABLE_KINDS
from substrait_explain.tools.messages import (
    PROG,
    Failed,
    cannot,
    error,
    failure,
    read_bytes,
    source_of,
    usage_error,
    why,
)

if TYPE_CHECKING:
    from substrait_explain.tools.engines import Answer, Comparison, TableError

OUTPUTS = ("table", "csv", "json")


def add_sql_command(sub: argparse._SubParsersAction) -> None:
    sql = sub.add_parser(
        "sql", help="the plan an engine makes for a SQL query",
        description="Print the Substrait plan DuckDB or DataFusion makes for a query, as text (or -t json, "
                    "-t binary with -o FILE). The tables come from --table, --data, or --schema when only "
                    "the plan is wanted. Needs pip install 'substrait-explain[engines]'.")
    sql.add_argument("query", metavar="QUERY", help="the SQL query (- to read it from standard input)")
    sql.add_argument("--engine", required=True, choices=ENGINES, help="the engine that makes the plan")
    _add_table_options(sql)
    sql.add_argument("-t", "--to", dest="to_format", choices=FORMATS, default="text",
                     help="output format (default: text)")
    sql.add_argument("-o", "--output", metavar="FILE", help="where to write the plan (default: standard output)")
    sql.add_argument("--names", action="store_true",
                     help="end each relation line with its output column names as a // comment")
    sql.set_defaults(run=cmd_sql)


def add_run_command(sub: argparse._SubParsersAction) -> None:
    run = sub.add_parser(
        "run", help="run a plan on DuckDB, DataFusion, or both, and compare",
        description="Run a plan (text, JSON or binary, sent exactly as given) on an engine and print its "
                    "rows; with --engine all (the default) run it on each and compare: exit 0 when they "
                    "agree, else a report per engine and exit 1. A plan that names files or URLs itself is "
                    "refused unless --allow-files allows their directory. Needs pip install "
                    "'substrait-explain[engines]'.")
    run.add_argument("plan", metavar="PLAN", help="the plan file (- for standard input)")
    run.add_argument("--engine", choices=ENGINES + ("all",), default="all",
                     help="the engine to run it on, or all to compare them (default: all)")
    _add_table_options(run)
    run.add_argument("--allow-files", metavar="DIR",
                     help="let the plan read files it names itself, if they lie in DIR (links resolved)")
    run.add_argument("-f", "--from", dest="from_format", choices=FORMATS,
                     help="the plan's format (default: detected from the content)")
    run.add_argument("-t", "--to", dest="output_format", choices=OUTPUTS, default="table",
                     help="table (for people, default), csv (with a header row) or json")
    run.add_argument("--limit", type=_count, metavar="N", help="show at most N rows (all are compared)")
    run.set_defaults(run=cmd_run)


def _add_table_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--table", action="append", default=[], metavar="NAME=FILE", type=_table_option,
                        help=f"a table and its file ({', '.join(TABLE_KINDS)}); repeatable")
    parser.add_argument("--data", metavar="DIR",
                        help="every table file in DIR, each a table named by its file's stem")
    parser.add_argument("--schema", metavar="FILE",
                        help="SQL CREATE TABLE statements for tables with no data")


def _table_option(text: str) -> tuple[str, str]:
    name, sep, path = text.partition("=")
    if not sep or not name or not path:
        raise argparse.ArgumentTypeError(f"{text!r} is not NAME=FILE: name the table, e.g. orders=orders.parquet")
    return name, path


def _count(text: str) -> int:
    if not text.isdigit():
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of rows: give 0 or more")
    return int(text)


def _fail(command: str, message: str) -> int:
    """Trouble that is no one input's (an engine missing, a query it cannot plan): exit 1."""
    print(f"{PROG} {command}: error: {message}", file=sys.stderr)
    return 1


def _table_error(e: TableError, args: argparse.Namespace) -> int:
    """A table that cannot be had, said of its file (or the --schema file)."""
    from substrait_explain.tools.engines import SCHEMA

    source = source_of(args.schema) if e.source == SCHEMA else source_of(e.source)
    print(error(source, e.message, e.hint), file=sys.stderr)
    return 1


def _schema(args: argparse.Namespace) -> str | None:
    """The --schema file's SQL; raises :class:`TableError` naming the file."""
    from substrait_explain.tools.engines import TableError

    if args.schema is None:
        return None
    try:
        return Path(args.schema).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise TableError(args.schema, f"cannot read: {getattr(e, 'strerror', None) or e}") from None


def cmd_sql(args: argparse.Namespace) -> int:
    return _guarded("sql", _sql, args)


def cmd_run(args: argparse.Namespace) -> int:
    return _guarded("run", _run, args)


def _guarded(command: str, body: Callable[[argparse.Namespace], int], args: argparse.Namespace) -> int:
    """``body(args)``; a bug in it is one line too, never a traceback."""
    try:
        return body(args)
    except (KeyboardInterrupt, BrokenPipeError):
        raise  # the command line's own handling
    except Exception as e:  # noqa: BLE001
        return _fail(command, why(e))


# ---- sql ------------------------------------------------------------------------

def _sql(args: argparse.Namespace) -> int:
    from substrait_explain.tools import engines

    if args.names and args.to_format != "text":
        return usage_error("sql", "--names annotates text: it cannot go with -t json or -t binary")
    if args.to_format == "binary" and args.output in (None, "-") and sys.stdout.isatty():
        return usage_error("sql", "a binary plan is not for a terminal: give -o FILE")
    query = sys.stdin.read() if args.query == "-" else args.query
    try:
        wire = engines.plan_bytes_from_sql(query, args.engine, tables=dict(args.table), data=args.data,
                                           schema=_schema(args))
        # Binary as the engine wrote it; text and JSON say the plan it means.
        data = wire if args.to_format == "binary" else dump_plan(load_plan(wire), args.to_format,
                                                                    names=args.names)
    except engines.TableError as e:
        return _table_error(e, args)
    except Error as e:
        return _fail("sql", str(e))
    return _write(args.output, data, "sql")


def _write(path: str | None, data: bytes, command: str) -> int:
    if path in (None, "-"):
        sys.stdout.buffer.write(data)
        sys.stdout.buffer.flush()
        return 0
    try:
        Path(path).write_bytes(data)
    except OSError as e:
        print(error(source_of(path), cannot("cannot write", e)), file=sys.stderr)
        return 1
    return 0


# ---- run ------------------------------------------------------------------------

def _run(args: argparse.Namespace) -> int:
    from substrait_explain.tools import engines
    from substrait_explain.tools.plan_files import FilesRefused

    source = source_of(args.plan)
    try:
        plan = engines.given(read_bytes(args.plan), args.from_format)
    except Failed as e:
        print(e, file=sys.stderr)
        return 1
    except Error as e:
        print(failure(source, e), file=sys.stderr)
        return 1
    chosen = ENGINES if args.engine == "all" else (args.engine,)
    try:
        comparison = engines.compare(plan, engines=chosen, tables=dict(args.table), data=args.data,
                                     schema=_schema(args), allow_files=args.allow_files)
    except (FilesRefused, engines.MissingTable) as e:  # about a relation: said at its line
        from substrait_explain.tools.validate import ERROR  # (validation: imported when needed, as in cli.py)

        print(plan.at(e.relation, ERROR, str(e)).render(source), file=sys.stderr)
        return 1
    except engines.TableError as e:
        return _table_error(e, args)
    except Error as e:
        return _fail("run", str(e))
    if args.engine == "all":
        return _compared(comparison, args, source)
    return _answered(comparison.answers[0], args, source)


def _answered(answer: Answer, args: argparse.Namespace, source: str) -> int:
    for note in answer.warnings:
        print(note.render(source), file=sys.stderr)
    if not answer.ok:
        print(error(source, f"{answer.engine} refused the plan: {answer.error}"), file=sys.stderr)
        for cause in answer.causes:
            print(cause.render(source), file=sys.stderr)
        if args.output_format == "json":
            _print_json(answer.to_json(args.limit))
        return 1
    _print_rows(answer, args)
    return 0


def _compared(comparison: Comparison, args: argparse.Namespace, source: str) -> int:
    if args.output_format == "json":
        _print_json(comparison.to_json(args.limit))
    elif comparison.agree:
        _print_rows(comparison.answers[0], args)
        names = " and ".join(a.engine for a in comparison.answers)
        rows = len(comparison.answers[0].rows)
        print(f"{source}: {names} agree: {rows} row{'' if rows == 1 else 's'}", file=sys.stderr)
        for answer in comparison.answers:
            for note in answer.warnings:
                print(note.render(source), file=sys.stderr)
    else:  # the report is for people: with -t csv, standard output stays CSV (here, empty)
        print(comparison.report(source, args.limit), file=sys.stdout if args.output_format == "table" else sys.stderr)
    return 0 if comparison.agree else 1


def _print_rows(answer: Answer, args: argparse.Namespace) -> None:
    from substrait_explain.tools import rows

    if args.output_format == "json":
        _print_json(answer.to_json(args.limit))
    elif args.output_format == "csv":
        sys.stdout.write(rows.csv_text(answer.columns, answer.rows, args.limit))
    else:
        print(rows.table(answer.columns, answer.rows, args.limit))


def _print_json(obj: dict) -> None:
    from substrait_explain.tools.rows import json_text

    sys.stdout.write(json_text(obj))
