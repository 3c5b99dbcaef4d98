"""The engines `sql` and `run` drive, each inside this process: DuckDB with its
substrait extension package, and DataFusion.

A driver loads the tables it is given (each engine reads the files itself),
makes a plan's bytes from SQL and runs a plan's bytes.  What goes wrong is an
:class:`EngineError` holding the engine's own message, its first line only
(DataFusion's may go on with a stack); the caller says whose input was wrong.
"""

from __future__ import annotations

import contextlib
import importlib
import os
import re
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from substrait_explain.base.errors import Error

ENGINES = ("duckdb", "datafusion")
EXTRA = "pip install 'substrait-explain[engines]'"
# The files a table can be read from, by suffix: what both engines read.
TABLE_KINDS = {".parquet": "parquet", ".csv": "csv", ".json": "json", ".jsonl": "json", ".ndjson": "json"}


@dataclass(frozen=True)
class Table:
    """A table the engines load: ``name`` read from the file at ``path``."""
    name: str
    path: Path
    kind: str  # a value of TABLE_KINDS


class NotInstalled(Error):
    """An engine whose Python package is missing."""


class EngineError(Exception):
    """What an engine said when it failed; ``message`` is one line; ``table``,
    the table it failed to load, if that is what failed."""

    def __init__(self, engine: str, message: str, table: Table | None = None) -> None:
        self.engine = engine
        self.message = message
        self.table = table
        super().__init__(f"{engine}: {message}")


class Driver(Protocol):
    """An engine holding the tables: it makes plans and runs them."""

    def plan(self, sql: str) -> bytes: ...

    def run(self, plan: bytes) -> tuple[list[str], list[tuple]]: ...

    def columns(self, table: str) -> list[str]:
        """The column names of the table ``table`` (its last name), in order; [] if there is none."""
        ...

    def close(self) -> None: ...


def driver(engine: str, tables: list[Table], schema: str | None, files_allowed: bool) -> Driver:
    """A new instance of ``engine`` holding ``tables`` and the tables the SQL
    ``schema`` creates.  Unless ``files_allowed``, DuckDB is then closed to any
    other file (DataFusion reads only registered tables and the files a plan
    names, which :mod:`plan_files` refuses first).  Raises :class:`NotInstalled`,
    or :class:`EngineError` for a table or a schema the engine cannot load."""
    if engine == "duckdb":
        return DuckDB(tables, schema, files_allowed)
    if engine == "datafusion":
        return DataFusion(tables, schema)
    raise Error(f"unknown engine {engine!r}: use one of {', '.join(ENGINES)}")


# The engines' modules, each imported by a literal name (tests/test_security.py: no import of a
# computed name), on first use, so that importing this module loads no engine.
_LOADERS: dict[str, Callable[[], Any]] = {
    "duckdb": lambda: importlib.import_module("duckdb"),
    "duckdb_extension_substrait": lambda: importlib.import_module("duckdb_extension_substrait"),
    "datafusion": lambda: importlib.import_module("datafusion"),
    "datafusion.substrait": lambda: importlib.import_module("datafusion.substrait"),
}


def _import(engine: str, module: str) -> Any:
    try:
        return _LOADERS[module]()
    except ImportError:
        raise NotInstalled(f"the {engine} engine is not installed ({module} is missing): {EXTRA}") from None


def one_line(error: BaseException, engine: str) -> str:
    """An engine's message without what follows its first line (a stack, a
    list of options) and without the prefix naming the engine again."""
    text = str(error).strip() or type(error).__name__
    first = text.splitlines()[0].strip()
    return re.sub(r"^(DataFusion error: )+", "", first) if engine == "datafusion" else first


@contextlib.contextmanager
def _quiet_stderr() -> Iterator[None]:
    """Standard error closed to the engine's own writing: DataFusion's Rust
    code prints a panic and its stack there before Python gets the error."""
    sys.stderr.flush()
    try:
        saved = os.dup(2)
    except OSError:  # no file descriptor 2 (some embedded interpreters): nothing to hide
        yield
        return
    import tempfile  # (imported here, as importlib.resources below: every command imports this module)

    with tempfile.TemporaryFile() as sink:
        os.dup2(sink.fileno(), 2)
        try:
            yield
        finally:
            os.dup2(saved, 2)
            os.close(saved)


@contextlib.contextmanager
def _failing_as(engine: str, table: Table | None = None) -> Iterator[None]:
    """Any error of the engine (loading ``table``) as an :class:`EngineError`.
    A Rust panic (pyo3's PanicException) derives from BaseException, not Exception."""
    try:
        with _quiet_stderr():
            yield
    except (KeyboardInterrupt, SystemExit):
        raise
    except BaseException as e:  # noqa: BLE001 (an engine fails in its own ways; each is a message)
        raise EngineError(engine, one_line(e, engine), table) from None


def _quote(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


def _identifier(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


class DuckDB:
    name = "duckdb"
    # Reading a table file: the function, and its options beyond the path.
    READERS = {"parquet": "read_parquet({})", "csv": "read_csv({}, header = true)",
               "json": "read_json({}, format = 'newline_delimited')"}

    def __init__(self, tables: list[Table], schema: str | None, files_allowed: bool) -> None:
        duckdb = _import(self.name, "duckdb")
        extension = _substrait_extension(duckdb.__version__)
        with _failing_as(self.name):
            # No extension from the network, and no Python variable of this
            # process standing in for a table the plan names (a replacement scan).
            self.con = duckdb.connect(config={"autoinstall_known_extensions": False,
                                              "autoload_known_extensions": False,
                                              "python_enable_replacements": False})
            self.con.execute(f"LOAD {_quote(str(extension))}")
        for table in tables:
            # Loaded as tables, not views: DuckDB 1.1.3 fails some plans over
            # views of files ("call stack is not deep enough").
            with _failing_as(self.name, table):
                self.con.execute(f"CREATE TABLE {_identifier(table.name)} AS SELECT * FROM "
                                 + self.READERS[table.kind].format("?"), [str(table.path)])
        if schema:
            with _failing_as(self.name):
                self.con.execute(schema)
        if not files_allowed:
            self.con.execute("SET enable_external_access = false")

    def plan(self, sql: str) -> bytes:
        with _failing_as(self.name):
            return bytes(self.con.get_substrait(sql).fetchone()[0])

    def run(self, plan: bytes) -> tuple[list[str], list[tuple]]:
        with _failing_as(self.name):
            relation = self.con.from_substrait(plan)
            return list(relation.columns), relation.fetchall()

    def columns(self, table: str) -> list[str]:
        with _failing_as(self.name):
            found = self.con.execute("SELECT column_name FROM duckdb_columns() WHERE lower(table_name) = lower(?) "
                                     "ORDER BY column_index", [table]).fetchall()
        return [name for (name,) in found]

    def close(self) -> None:
        self.con.close()


def _substrait_extension(version: str) -> Path:
    """The substrait extension of DuckDB ``version`` from its Python package:
    loaded from that file, DuckDB needs no extension server."""
    import importlib.resources

    package = "duckdb_extension_substrait"
    _import("duckdb", package)
    path = Path(str(importlib.resources.files(package))) / "extensions" / f"v{version}" / "substrait.duckdb_extension"
    if not path.is_file():
        raise NotInstalled(f"the duckdb engine needs the substrait extension of DuckDB {version}, which "
                           f"{package} does not hold: {EXTRA}")
    return path


class DataFusion:
    name = "datafusion"

    def __init__(self, tables: list[Table], schema: str | None) -> None:
        datafusion = _import(self.name, "datafusion")
        self.substrait = _import(self.name, "datafusion.substrait")
        self.ctx = datafusion.SessionContext()
        register = {"parquet": self.ctx.register_parquet, "csv": self.ctx.register_csv,
                    "json": self.ctx.register_json}
        for table in tables:
            with _failing_as(self.name, table):
                register[table.kind](table.name, str(table.path), file_extension=table.path.suffix)
        for statement in split_statements(schema or ""):
            with _failing_as(self.name):
                self.ctx.sql(statement).collect()

    def plan(self, sql: str) -> bytes:
        with _failing_as(self.name):
            return bytes(self.substrait.Serde.serialize_bytes(sql, self.ctx))

    def run(self, plan: bytes) -> tuple[list[str], list[tuple]]:
        with _failing_as(self.name):
            decoded = self.substrait.Serde.deserialize_bytes(plan)
            logical = self.substrait.Consumer.from_substrait_plan(self.ctx, decoded)
            table = self.ctx.create_dataframe_from_logical_plan(logical).to_arrow_table()
            # By column, not to_pylist's dicts: two columns may share a name.
            columns = [table.column(i).to_pylist() for i in range(table.num_columns)]
            return list(table.column_names), list(zip(*columns, strict=True)) if columns else []

    def columns(self, table: str) -> list[str]:
        return []  # DataFusion binds a Read's columns by name: no check needs its tables' columns

    def close(self) -> None:
        pass


_STATEMENT_PART = r"'(?:[^']|'')*'|\"(?:[^\"]|\"\")*\"|--[^\n]*|[^;'\"-]+|-"


def split_statements(sql: str) -> list[str]:
    """The statements of ``sql``, split at semicolons outside strings, quoted
    names and comments (DataFusion runs one statement at a time)."""
    statements: list[str] = []
    current: list[str] = []
    for match in re.finditer(_STATEMENT_PART + "|;", sql):
        if match.group() == ";":
            statements.append("".join(current))
            current = []
        else:
            current.append(match.group())
    statements.append("".join(current))
    return [s.strip() for s in statements if s.strip() and not _only_comments(s)]


def _only_comments(statement: str) -> bool:
    return not re.sub(r"--[^\n]*", "", statement).strip()
