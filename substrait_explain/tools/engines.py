"""Plans against real engines: a plan from SQL, a plan's rows, engines compared.

>>> from substrait_explain import engines
>>> tables = {"orders": "orders.parquet"}
>>> plan = engines.plan_from_sql("SELECT * FROM orders", "duckdb", tables=tables)  # a substrait Plan
>>> answer = engines.run(text, "datafusion", tables=tables)   # its rows, or why the engine refused it
>>> engines.compare(text, tables=tables)                      # every engine's answer, and where they differ

A plan runs as given: binary bytes are sent as they are, a text or JSON plan as
the plan it means, never rewritten.  Needs ``pip install 'substrait-explain[engines]'``.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from substrait.proto import Plan

from substrait_explain import api
from substrait_explain.base import deep
from substrait_explain.base.errors import Error
from substrait_explain.codec.builder import Recorder
from substrait_explain.text.syntax import parse_document, source_lines
from substrait_explain.tools import rows as r
from substrait_explain.tools.engine_drivers import (
    ENGINES,
    TABLE_KINDS,
    Driver,
    EngineError,
    NotInstalled,
    Table,
    driver,
)
from substrait_explain.tools.engine_known import Known, refusal_causes, silent_misreadings
from substrait_explain.tools.plan_files import Relation, check_files, relations
from substrait_explain.tools.validate import WARNING, Diagnostic

__all__ = ["ENGINES", "SCHEMA", "Answer", "Comparison", "Given", "MissingTable", "NotInstalled", "TableError",
           "compare", "given", "plan_bytes_from_sql", "plan_from_sql", "run", "sorts", "tables_of"]

TablesArg = Mapping[str, str | Path] | None
NOTE = "note"  # the severity of what a refusal's causes say: each is about the error above it


SCHEMA = "<schema>"  # the source of an error in the SQL of ``schema=``


class TableError(Error):
    """A table that cannot be given to the engines: a missing file, a file no
    engine reads, or one the engine fails to read.  ``source`` is the file or
    directory (:data:`SCHEMA` for the schema's SQL)."""

    def __init__(self, source: Path | str, message: str, hint: str | None = None) -> None:
        self.source = str(source)
        self.message = message
        self.hint = hint
        super().__init__(f"{self.source}: {message}" + (f" ({hint})" if hint else ""))


class MissingTable(Error):
    """A plan reading a table that is not given; ``relation`` is the Read."""

    def __init__(self, relation: Relation, name: str) -> None:
        self.relation = relation
        super().__init__(f"the plan reads the table {name!r}, which is not given: give it with --table "
                         f"{name}=FILE, or a directory holding its file with --data DIR")


# ---- what the engines are given ---------------------------------------------------

def tables_of(tables: TablesArg = None, data: str | Path | None = None) -> list[Table]:
    """The tables named in ``tables`` (name -> file) and the table files of the
    directory ``data``, each named by its file's stem (``tables`` win)."""
    found: dict[str, Table] = {}
    if data is not None:
        directory = Path(data)
        if not directory.is_dir():
            raise TableError(directory, "not a directory", "--data names a directory of table files")
        for file in sorted(directory.iterdir()):
            if file.suffix.lower() in TABLE_KINDS and file.is_file():
                if file.stem in found:
                    raise TableError(file, f"a second table named {file.stem!r} in {directory}, after "
                                           f"{found[file.stem].path.name}", "give one of them with --table NAME=FILE")
                found[file.stem] = _table(file.stem, file)
        if not found:
            raise TableError(directory, f"no table files ({', '.join(TABLE_KINDS)}) in this directory")
    for name, given_path in (tables or {}).items():
        found[name] = _table(name, Path(given_path))
    return list(found.values())


def _table(name: str, path: Path) -> Table:
    if not name:
        raise TableError(path, "a table needs a name", "NAME=FILE")
    kind = TABLE_KINDS.get(path.suffix.lower())
    if kind is None:
        raise TableError(path, "not a table file the engines read", f"name a {', '.join(TABLE_KINDS)} file")
    if not path.is_file():
        why = "a directory" if path.is_dir() else "no such file"
        raise TableError(path, f"{why} (table {name!r})", "a table is a file")
    return Table(name, path.resolve(), kind)


@dataclass
class Given:
    """A plan as given to the engines: ``wire``, the bytes sent; ``plan``, what
    they mean; for a text, where each relation is written."""
    plan: Plan
    wire: bytes
    lines: list[str] | None = None  # the text's lines
    recorder: Recorder | None = None

    def where(self, known: Known, severity: str) -> Diagnostic:
        """``known`` as a diagnostic at its relation."""
        return self.at(known.relation, severity, known.message, known.hint)

    def at(self, relation: Relation | None, severity: str, message: str, hint: str | None = None) -> Diagnostic:
        """A diagnostic on ``relation``'s line (text), or naming its path."""
        line = self.recorder.line_of(relation.rel) if self.recorder and relation else None
        if line is not None and self.lines is not None:
            return Diagnostic(severity, message, None, line.line, line.col, self.lines[line.line - 1], hint)
        return Diagnostic(severity, message, relation.path if relation else None, hint=hint)


def given(plan: Plan | str | bytes, format: str | None = None) -> Given:  # noqa: A002
    """``plan`` as the engines get it: a Plan, or text, JSON or binary data
    (``format`` detected when None).  Binary data is sent as it is."""
    # dump_plan refuses a plan nested deeper than protobuf's binary reader, and so any engine, reads.
    if isinstance(plan, Plan):
        return Given(plan, api.dump_plan(plan, "binary"))
    fmt = format or api.detect_format(plan)
    if fmt == "text":
        text = api.decode_text(plan)
        recorder = Recorder()
        built = deep.run(_parse, text, recorder)
        return Given(built, api.dump_plan(built, "binary"), source_lines(text), recorder)
    loaded = api.load_plan(plan, fmt)
    if fmt == "binary" and isinstance(plan, bytes):
        return Given(loaded, plan)
    return Given(loaded, api.dump_plan(loaded, "binary"))


def _parse(text: str, recorder: Recorder) -> Plan:
    doc, _ = parse_document(text)
    assert doc is not None  # without collect, a syntax error raises
    plan = api.build_document(doc, text, recorder)
    if recorder.errors:  # with a recorder, errors of relation lines are collected, not raised
        raise recorder.errors[0]
    return plan


# ---- answers ------------------------------------------------------------------------

@dataclass
class Answer:
    """What one engine made of a plan: its columns and rows, or its ``error``
    (one line) and the known ``causes``; ``warnings``: what the engine is known
    to read otherwise than the plan says, even when it answers."""
    engine: str
    columns: list[str] = field(default_factory=list)
    rows: list[tuple] = field(default_factory=list)
    error: str | None = None
    causes: list[Diagnostic] = field(default_factory=list)
    warnings: list[Diagnostic] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.error is None

    def report(self, source: str = "plan", limit: int | None = None) -> str:
        """The rows as a table, or the refusal with its causes, then the warnings."""
        head = r.table(self.columns, self.rows, limit) if self.ok else \
            f"{self.engine} refused the plan: {self.error}"
        notes = [d.render(source) for d in self.causes + self.warnings]
        return "\n".join([head] + notes)

    def __str__(self) -> str:
        return self.report()

    def _repr_html_(self) -> str:
        body = r.html_table(self.columns, self.rows, 100) if self.ok else \
            f"<p><b>{html.escape(self.engine)} refused the plan:</b> {html.escape(self.error or '')}</p>"
        notes = "".join(f"<pre>{html.escape(d.render('plan'))}</pre>" for d in self.causes + self.warnings)
        return f"<div><p><b>{html.escape(self.engine)}</b></p>{body}{notes}</div>"

    def to_json(self, limit: int | None = None) -> dict:
        out = {"engine": self.engine, **r.json_rows(self.columns, self.rows, limit), "error": self.error}
        if not self.ok:
            out.update(columns=None, rows=None, row_count=None)
        out["causes"] = [_json_note(d) for d in self.causes]
        out["warnings"] = [_json_note(d) for d in self.warnings]
        return out


def _json_note(d: Diagnostic) -> dict:
    return {"message": d.message, "line": d.line, "relation": d.path, "hint": d.hint}


def plan_from_sql(sql: str, engine: str, *, tables: TablesArg = None, data: str | Path | None = None,
                  schema: str | None = None) -> Plan:
    """The plan ``engine`` makes for the query ``sql``, over ``tables``, the
    table files in ``data`` and the tables the SQL statements ``schema``
    create (`CREATE TABLE`: enough for a plan, with no data to read)."""
    return api.load_plan(plan_bytes_from_sql(sql, engine, tables=tables, data=data, schema=schema))


def plan_bytes_from_sql(sql: str, engine: str, *, tables: TablesArg = None, data: str | Path | None = None,
                        schema: str | None = None) -> bytes:
    """:func:`plan_from_sql`, as the bytes the engine wrote."""
    instance = _start(engine, tables_of(tables, data), schema, files_allowed=False)
    try:
        return instance.plan(sql)
    except EngineError as e:
        raise Error(f"{engine} cannot make a plan for this query: {e.message}") from None
    finally:
        instance.close()


def run(plan: Plan | str | bytes | Given, engine: str, *, tables: TablesArg = None, data: str | Path | None = None,
        schema: str | None = None, allow_files: str | Path | None = None) -> Answer:
    """``plan`` (a Plan, or text, JSON or binary data) run on ``engine`` over
    the tables given.  A plan that names a file or a URL is refused before the
    engine starts, unless it lies under the directory ``allow_files``."""
    return _run_all(_given(plan), [engine], tables_of(tables, data), schema, allow_files)[0]


def _given(plan: Plan | str | bytes | Given) -> Given:
    return plan if isinstance(plan, Given) else given(plan)


def _run_all(plan: Given, engines: list[str], tables: list[Table], schema: str | None,
             allow_files: str | Path | None) -> list[Answer]:
    for name in engines:
        if name not in ENGINES:
            raise Error(f"unknown engine {name!r}: use one of {', '.join(ENGINES)}")
    check_files(plan.plan, Path(allow_files) if allow_files is not None else None)
    if schema is None:  # tables a schema creates are known to the engines alone
        _check_tables(plan.plan, tables)
    wire = Plan.FromString(plan.wire)  # as the engines read it: removed fields kept as unknown fields
    answers = []
    for name in engines:
        instance = _start(name, tables, schema, files_allowed=allow_files is not None)
        try:
            columns, found = instance.run(plan.wire)
            answers.append(Answer(name, columns, found, warnings=[
                plan.where(k, WARNING) for k in silent_misreadings(name, plan.plan, wire, instance.columns)]))
        except EngineError as e:
            answers.append(Answer(name, error=e.message, causes=[
                plan.where(k, NOTE) for k in refusal_causes(name, e.message, plan.plan, wire)]))
        finally:
            instance.close()
    return answers


def _check_tables(plan: Plan, tables: list[Table]) -> None:
    """Raise :class:`MissingTable` for the first table the plan reads and no
    table given is: matched by its last name, in any case, as DuckDB does."""
    given = {t.name.lower() for t in tables}
    for relation in relations(plan):
        if relation.case == "read" and relation.message.WhichOneof("read_type") == "named_table":
            names = relation.message.named_table.names
            if names and names[-1].lower() not in given:
                raise MissingTable(relation, names[-1])


def _start(engine: str, tables: list[Table], schema: str | None, files_allowed: bool) -> Driver:
    try:
        return driver(engine, tables, schema, files_allowed)
    except EngineError as e:
        if e.table is None:
            raise TableError(SCHEMA, f"{engine} cannot create these tables: {e.message}") from None
        raise TableError(e.table.path, f"{engine} cannot read it as table {e.table.name!r}: {e.message}") from None


# ---- engines compared ---------------------------------------------------------------

@dataclass
class Comparison:
    """Each engine's answer to one plan, and whether they agree: the same
    number of columns and the same rows (in order when ``ordered``)."""
    answers: list[Answer]
    ordered: bool

    @property
    def agree(self) -> bool:
        return self.difference() is None

    def difference(self) -> str | None:
        """What differs, in one line, or None when the engines agree."""
        refused = [a.engine for a in self.answers if not a.ok]
        if refused:
            return f"{' and '.join(refused)} refused the plan"
        first = self.answers[0]
        for other in self.answers[1:]:
            if len(other.columns) != len(first.columns):
                return (f"{first.engine} answers {_count(len(first.columns), 'column')}, {other.engine} "
                        f"{_count(len(other.columns), 'column')}")
            at = r.first_difference(first.rows, other.rows, self.ordered)
            if at is not None:
                how = "in order" if self.ordered else "sorted"
                return (f"{first.engine} answers {_count(len(first.rows), 'row')}, {other.engine} "
                        f"{_count(len(other.rows), 'row')}; rows differ from row {at + 1} ({how})")
        return None

    def first_rows(self) -> list[tuple[str, list[tuple]]]:
        """Each engine's rows from the first that differs (a few), as compared."""
        answered = [a for a in self.answers if a.ok]
        if len(answered) < 2:
            return []
        rows = {a.engine: a.rows if self.ordered else r.sorted_rows(a.rows) for a in answered}
        starts = [r.first_difference(rows[answered[0].engine], rows[a.engine], True) for a in answered[1:]]
        at = min((s for s in starts if s is not None), default=None)
        return [] if at is None else [(a.engine, rows[a.engine][at:at + 3]) for a in answered]

    def report(self, source: str = "plan", limit: int | None = None) -> str:
        names = " and ".join(a.engine for a in self.answers)
        why = self.difference()
        if why is None:
            first = self.answers[0]
            return f"{names} agree: {_count(len(first.rows), 'row')}\n{r.table(first.columns, first.rows, limit)}" \
                + "".join("\n" + d.render(source) for a in self.answers for d in a.warnings)
        out = [f"{names} differ: {why}"]
        for answer in self.answers:
            out += ["", f"== {answer.engine}", answer.report(source, limit)]
        differing = self.first_rows()
        if differing:
            out += ["", "first rows that differ" + ("" if self.ordered else " (rows sorted)") + ":"]
            out += [f"  {engine}: " + ("; ".join("(" + ", ".join(r.cell(v) for v in row) + ")" for row in found)
                                      or "(no more rows)") for engine, found in differing]
        return "\n".join(out)

    def __str__(self) -> str:
        return self.report()

    def _repr_html_(self) -> str:
        why = self.difference()
        head = f"<p><b>{'agree' if why is None else 'differ: ' + html.escape(why)}</b></p>"
        cells = "".join(f"<td style='vertical-align:top'>{a._repr_html_()}</td>" for a in self.answers)
        return f"<div>{head}<table><tr>{cells}</tr></table></div>"

    def to_json(self, limit: int | None = None) -> dict:
        return {"agree": self.agree, "difference": self.difference(), "ordered": self.ordered,
                "answers": [a.to_json(limit) for a in self.answers]}


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" + ("" if n == 1 else "s")


def compare(plan: Plan | str | bytes | Given, *, engines: tuple[str, ...] = ENGINES, tables: TablesArg = None,
            data: str | Path | None = None, schema: str | None = None,
            allow_files: str | Path | None = None) -> Comparison:
    """``plan`` run on each of ``engines``, as :func:`run` runs it, and the answers compared."""
    plan = _given(plan)
    return Comparison(_run_all(plan, list(engines), tables_of(tables, data), schema, allow_files), sorts(plan.plan))


def sorts(plan: Plan) -> bool:
    """Whether the plan's rows come in an order: its top relation sorts (below
    the Fetches, Projects and Filters that keep the order)."""
    for relation in relations(plan):
        if relation.case == "root":
            continue
        if relation.case not in ("fetch", "project", "filter"):
            return relation.case in ("sort", "top_n")
    return False

