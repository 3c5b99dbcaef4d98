"""What is known to make an engine refuse a plan, or answer it wrongly.

Each :class:`Known` names an engine, the plan feature behind it and where it
is: the relation (its line in a text plan, or its path).  Refusals are matched
by the engine's message and confirmed in the plan; silent misreadings (DuckDB
answering a plan other than the one given) are found in the plan alone, and
reported beside the rows.  docs/ENGINES.md lists them all, each with its test.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from google.protobuf.message import Message
from substrait.proto import Expression, Plan, SetRel, Type

from substrait_explain.codec.extensions import Extensions
from substrait_explain.codec.relations import BY_CASE
from substrait_explain.codec.types import count_names, try_format_type
from substrait_explain.plan.schema import natural_width, output_width
from substrait_explain.tools.plan_files import Relation, relations
from substrait_explain.tools.validate import ERROR, check_plan

# How to give DuckDB 1.1.3 the removed fields it reads.
_OLD_FIELDS = "write the plan for DuckDB 1.1.3: substrait-explain convert PLAN --old-fields duckdb"
# Field numbers of the removed fields that DuckDB 1.1.3 reads instead of today's.
_FETCH_COUNT = 4  # FetchRel.count (today count_expr)
_GROUPING_EXPRESSIONS = 1  # AggregateRel.Grouping.grouping_expressions (today AggregateRel's)


@dataclass(frozen=True)
class Known:
    """Why an engine fails on (or misreads) the plan, at ``relation``."""
    message: str
    relation: Relation | None
    hint: str | None = None


def refusal_causes(engine: str, error: str, plan: Plan, wire: Plan) -> list[Known]:
    """The known causes of ``engine``'s refusal of ``plan`` with the message
    ``error``; ``wire`` is the plan as sent, removed fields kept as unknown
    fields.  A plan with a broken reference says so first."""
    # Only references past their input: other errors (DataFusion's undeclared
    # type variations) are how producers write plans that engines take.
    broken = [d for d in check_plan(plan) if d.severity == ERROR and "out of range" in d.message]
    found = [Known(f"the plan itself is broken: {broken[0].message}", _at(plan, broken[0].rel),
                   "see all its errors with `substrait-explain validate`")] if broken else []
    for pattern, explain in _REFUSALS.get(engine, []):
        match = re.search(pattern, error)
        if match:
            found += explain(match, plan, wire)
    return found


Columns = Callable[[str], list[str]]  # a table's column names, from the engine


def silent_misreadings(engine: str, plan: Plan, wire: Plan, columns: Columns) -> list[Known]:
    """What ``engine`` is known to read otherwise than the plan says, without
    an error; ``columns`` gives the column names of the engine's tables."""
    return [k for check in _SILENT.get(engine, []) for k in check(plan, wire, columns)]


def _sent(plan: Plan, wire: Plan) -> Iterator[tuple[Relation, Message]]:
    """Each relation of ``plan`` and its message as sent (``wire``: the same
    plan decoded again, its removed fields kept as unknown fields)."""
    for mine, sent in zip(relations(plan), relations(wire), strict=False):
        yield mine, sent.message


def _at(plan: Plan, rel: Message | None) -> Relation | None:
    return next((r for r in relations(plan) if r.rel is rel), None) if rel is not None else None


# ---- DataFusion ------------------------------------------------------------------

def _nullability(match: re.Match, plan: Plan, wire: Plan) -> list[Known]:
    column, table_nullable = match.group(1), match.group(2) is None
    ext = Extensions.of_plan(plan)
    found = []
    for relation, t in _read_columns(plan, column):
        kind = t.WhichOneof("kind")
        if kind is None:
            continue
        fitting = Type()
        fitting.CopyFrom(t)
        getattr(fitting, kind).nullability = (Type.NULLABILITY_NULLABLE if table_nullable
                                              else Type.NULLABILITY_REQUIRED)
        spelled, fits = try_format_type(t, ext), try_format_type(fitting, ext)
        if spelled is None or fits is None:
            continue
        said = "nullable" if table_nullable else "required (not nullable)"
        found.append(Known(f"the table's column {column} is {said}; this Read says "
                                         f"{column}:{spelled}", relation, f"write {column}:{fits}"))
    return found


def _type_differs(match: re.Match, plan: Plan, wire: Plan) -> list[Known]:
    column, wrote, table_type = match.group(1), match.group(2), match.group(3)
    return [Known(f"the table's column {column} is {table_type} (an Arrow type); this Read "
                                f"says {wrote}", relation,
                  "write the column's type as the engine makes it: see the Read of "
                  "`substrait-explain sql 'SELECT * FROM <table>' --engine datafusion`")
            for relation, _ in _read_columns(plan, column)]


def _read_columns(plan: Plan, column: str) -> Iterator[tuple[Relation, Type]]:
    """Each Read of a named table with a top-level column ``column``, and its type."""
    for relation in relations(plan):
        if relation.case != "read" or relation.message.WhichOneof("read_type") != "named_table":
            continue
        schema = relation.message.base_schema
        for name, t in zip(_top_level_names(schema), schema.struct.types, strict=False):
            if name == column:
                yield relation, t


def _names_missing(match: re.Match, plan: Plan, wire: Plan) -> list[Known]:
    found = []
    for relation in relations(plan):
        if relation.case == "root":
            width = output_width(relation.message.input)
            if width is not None and len(relation.message.names) < width:
                found.append(Known(f"Root names {len(relation.message.names)} columns of the "
                                                 f"{width} its input makes", relation,
                                   "name every column, or narrow the input with an emit"))
    for relation in relations(plan):
        project = relation.message
        if relation.case == "project" and project.expressions and not _has_emit(project):
            found.append(Known(f"this Project has no emit: by the spec it makes its input's "
                                             f"columns and then its {len(project.expressions)} expressions "
                                             f"(DuckDB writes a Project so, meaning only its expressions)",
                               relation, "if it means its expressions alone, say so: Project:Exprs[...]"))
            break
    return found


def _missing_table(match: re.Match, plan: Plan, wire: Plan) -> list[Known]:
    name = match.group(1).split(".")[-1].strip("'\"")
    return [Known(f"no table {name!r} is given", relation,
                  f"give it with --table {name}=FILE, or a directory holding {name}.parquet with --data DIR")
            for relation in relations(plan)
            if relation.case == "read" and relation.message.WhichOneof("read_type") == "named_table"
            and relation.message.named_table.names and relation.message.named_table.names[-1] == name][:1]


# ---- DuckDB ----------------------------------------------------------------------

def _empty_select(match: re.Match, plan: Plan, wire: Plan) -> list[Known]:
    found = []
    for relation in relations(plan):
        if relation.case == "project" and not relation.message.expressions:
            found.append(Known("DuckDB 1.1.3 makes a Project's expressions its whole output, and "
                                         "this Project has none (it only passes columns through)", relation,
                               "write the columns it passes as expressions: Project:Exprs[$0, $1]"))
        elif relation.case == "read" and relation.message.WhichOneof("read_type") == "virtual_table":
            found.append(Known("DuckDB 1.1.3 does not read a virtual table (Read:Virtual)", relation,
                               "put the rows in a table file and read it by name (--table NAME=FILE)"))
        elif relation.case == "read" and relation.message.HasField("projection") \
                and not relation.message.projection.select.struct_items:
            found.append(Known("this Read's projection selects no column, and DuckDB 1.1.3 then reads "
                                         "none (DataFusion writes it so for count(*))", relation,
                               "select a column: projection=(select=[$0])"))
    return found


def _set_operation(match: re.Match, plan: Plan, wire: Plan) -> list[Known]:
    number = int(match.group(1))
    # As the text writes it: SET_OP_UNION_DISTINCT is &UnionDistinct.
    name = "&" + "".join(w.capitalize() for w in SetRel.SetOp.Name(number).removeprefix("SET_OP_").split("_")) \
        if number in SetRel.SetOp.values() else str(number)
    hint = "write &UnionAll, which DuckDB 1.1.3 answers with distinct rows" \
        if number == SetRel.SET_OP_UNION_DISTINCT else None
    return [Known(f"DuckDB 1.1.3 does not take the set operation {name}", relation, hint)
            for relation in relations(plan) if relation.case == "set" and relation.message.op == number]


def _expression_kind(match: re.Match, plan: Plan, wire: Plan) -> list[Known]:
    field = Expression.DESCRIPTOR.fields_by_number.get(int(match.group(1)))
    if field is None:
        return []
    for relation in relations(plan):
        if relation.case != "root" and _uses(relation.message, field.name):  # the first such relation
            return [Known(f"DuckDB 1.1.3 does not read a {field.name.replace('_', ' ')} expression, "
                                    f"which this relation has", relation)]
    return []


def _uses(top: Message, kind: str) -> bool:
    """Whether one of ``top``'s own expressions (not its inputs') is, or holds, a ``kind``."""
    stack = [top]
    while stack:
        msg = stack.pop()
        if msg.DESCRIPTOR.full_name == "substrait.Expression" and msg.WhichOneof("rex_type") == kind:
            return True
        for field, value in msg.ListFields():
            if field.message_type is not None and field.message_type.full_name != "substrait.Rel":
                stack.extend(value if field.is_repeated else [value])
    return False


def _positional(match: re.Match, plan: Plan, wire: Plan) -> list[Known]:
    return [Known("DuckDB 1.1.3 reads an Aggregate's grouping keys only from the removed field "
                            "Grouping.grouping_expressions; this plan gives them in today's fields, so "
                            "DuckDB groups by nothing", relation,
                  _OLD_FIELDS)
            for relation, sent in _sent(plan, wire)
            if relation.case == "aggregate" and sent.grouping_expressions
            and not any(_removed(g, _GROUPING_EXPRESSIONS) for g in sent.groupings)]


def _fetch_count(plan: Plan, wire: Plan, columns: Columns) -> list[Known]:
    return [Known("DuckDB 1.1.3 reads a Fetch's limit only from the removed field `count`, which this Fetch "
                  "lacks" + (" (it gives count_expr)" if sent.HasField("count_expr") else "")
                  + ": DuckDB takes it as 0 and returns no rows", relation, _OLD_FIELDS)
            for relation, sent in _sent(plan, wire) if relation.case == "fetch" and not _removed(sent, _FETCH_COUNT)]


def _union_all(plan: Plan, wire: Plan, columns: Columns) -> list[Known]:
    return [Known("DuckDB 1.1.3 answers a Set &UnionAll with distinct rows, as UNION: duplicates are "
                            "dropped (its own plans for UNION ALL too)", relation)
            for relation in relations(plan)
            if relation.case == "set" and relation.message.op == SetRel.SET_OP_UNION_ALL]


def _columns_by_position(plan: Plan, wire: Plan, columns: Columns) -> list[Known]:
    found = []
    for relation in relations(plan):
        read = relation.message
        if relation.case != "read" or read.WhichOneof("read_type") != "named_table" or not read.named_table.names:
            continue
        named = _top_level_names(read.base_schema)
        table = columns(read.named_table.names[-1])
        if table and [n.lower() for n in named] != [c.lower() for c in table[:len(named)]]:
            found.append(Known(f"DuckDB 1.1.3 reads a table's columns by position, not by name: this Read says "
                               f"{', '.join(named)}; the table's columns are {', '.join(table)}", relation,
                               "list the table's columns in its order, up to the last one read, and pick "
                               "some with projection=[...]"))
    return found


def _top_level_names(schema: Message) -> list[str]:
    """A NamedStruct's column names, without the field names of struct columns
    (names run depth first: a struct column's field names follow its own)."""
    names, at = [], 0
    for t in schema.struct.types:
        if at < len(schema.names):
            names.append(schema.names[at])
        at += count_names(t)
    return names


def _emit_ignored(plan: Plan, wire: Plan, columns: Columns) -> list[Known]:
    found = []
    for relation in relations(plan):
        msg = relation.message
        if relation.case in ("root", "project") or not _has_emit(msg):
            continue
        natural = natural_width(relation.rel)
        picked = list(msg.common.emit.output_mapping)
        if natural is not None and picked != list(range(natural)):
            name = BY_CASE[relation.case].name if relation.case in BY_CASE else relation.case
            hint = "pick the table's columns with projection=[...]" if relation.case == "read" else \
                "leave out the emit and pick the columns in a Project above: Project:Exprs[$i, ...]"
            found.append(Known(f"DuckDB 1.1.3 ignores a relation's emit: it answers this {name}'s {natural} "
                               f"columns, not the {len(picked)} its emit picks ({_dollars(picked)})", relation, hint))
    return found


def _dollars(indexes: list[int]) -> str:
    return ", ".join(f"${i}" for i in indexes)


def _project_output(plan: Plan, wire: Plan, columns: Columns) -> list[Known]:
    if plan.version.producer == "DuckDB":
        return []  # its own plans mean a Project's expressions alone, as it reads them
    found = []
    for relation in relations(plan):
        project = relation.message
        if relation.case != "project" or not project.expressions:
            continue
        width = output_width(project.input)
        if width is None:
            continue
        given = list(project.common.emit.output_mapping) if _has_emit(project) else \
            list(range(width + len(project.expressions)))
        if given != list(range(width, width + len(project.expressions))):
            found.append(Known(f"DuckDB 1.1.3 makes a Project's {len(project.expressions)} "
                                         f"expression{'s' if len(project.expressions) > 1 else ''} its whole "
                                         f"output, whatever its emit; this Project makes {len(given)} columns",
                               relation, "write every column it makes as an expression: "
                                         "Project:Exprs[$0, f($1)]"))
    return found


def _has_emit(msg: Message) -> bool:
    return msg.HasField("common") and msg.common.WhichOneof("emit_kind") == "emit"


def _removed(msg: Message, number: int) -> bool:
    """Whether ``msg`` holds the removed field ``number`` (kept as an unknown field)."""
    from google.protobuf.unknown_fields import UnknownFieldSet

    return any(field.field_number == number for field in UnknownFieldSet(msg))


Explain = Callable[[re.Match, Plan, Plan], list[Known]]

# Per engine: a pattern of its message, and what finds the cause in the plan.
_REFUSALS: dict[str, list[tuple[str, Explain]]] = {
    "datafusion": [
        (r"Field '(.+?)' is (not )?nullable in the DataFusion schema", _nullability),
        (r"Field '(.+?)' in Substrait schema has a different type \((.+?)\) than the corresponding field in "
         r"the table schema \((.+?)\)", _type_differs),
        (r"Named schema must contain names for all fields", _names_missing),
        (r"No table named '(.+?)'", _missing_table),
    ],
    "duckdb": [
        (r"SELECT list is empty after resolving \* expressions", _empty_select),
        (r"Positional reference \d+ out of range", _positional),
        (r"Table with name (.+?) does not exist", _missing_table),
        (r"not implemented for SetRel_SetOp type (\d+)", _set_operation),
        (r"Unsupported expression type (\d+)", _expression_kind),
    ],
}
_SILENT: dict[str, list[Callable[[Plan, Plan, Columns], list[Known]]]] = {
    "duckdb": [_columns_by_position, _emit_ignored, _fetch_count, _project_output, _union_all]}
