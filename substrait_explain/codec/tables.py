"""The `=== Tables` section: each named table's schema written once.

    === Tables
    Table[lineitem => l_orderkey:i64, l_partkey:i64, l_quantity:fp64]

A Read of a declared table whose schema is the declared one is written without
its columns (`Read[lineitem]`); the builder gives such a Read the declared
columns, as if they stood after its `=>`.  A table is declared only when every
Read of it has a schema written as columns, so that a Read without columns of a
declared table always means the declared ones; a Read whose schema differs
keeps its own columns.  The schema declared is the one its Reads use most (on a
tie, the first in the text), and only a long one is: a short schema reads best
where it is used, while a long one would take its Read over several lines, in
every Read of the table.
"""

from __future__ import annotations

from typing import Any, Final

from substrait_explain.base.errors import error_at
from substrait_explain.codec.memo import Memo
from substrait_explain.text import nodes as n
from substrait_explain.text.lexical import quote_name
from substrait_explain.text.wrap import wrap_relation

# A table by its names (`names` of a NamedTable) -> its columns, as text or as read.
Tables = dict[tuple[str, ...], list[str]]
# Each Read of a named table: its names and its columns as text (None: not writable as columns).
Reads = list[tuple[tuple[str, ...], list[str] | None]]
DeclaredTables = dict[tuple[str, ...], list[n.Node]]
# Columns longer than this, written `a:i64, b:string`, are declared.
LONG_SCHEMA: Final = 60


def declare_tables(reads: Reads) -> Tables:
    """The schema to declare of each named table read, from its Reads (in subqueries too) as
    the printer met them: each one's table and columns, None where they are not columns."""
    # A plain dict counts: a Counter costs more to make than a plan of one Read takes to write.
    uses: dict[tuple[str, ...], dict[tuple[str, ...], int]] = {}
    unwritable: set[tuple[str, ...]] = set()
    for table, columns in reads:
        if columns is None:
            unwritable.add(table)
            continue
        counts = uses.get(table)
        if counts is None:
            counts = uses[table] = {}
        key = tuple(columns)
        counts[key] = counts.get(key, 0) + 1
    tables: Tables = {}
    for table, counts in uses.items():
        if table and table not in unwritable:
            most: tuple[str, ...] = ()
            best = 0
            for key, count in counts.items():  # of as used, the first the printer met (a dict keeps order)
                if count > best:
                    most, best = key, count
            length = 2 * (len(most) - 1)  # as written, `a, b`
            for column in most:
                length += len(column)
            if length > LONG_SCHEMA:
                tables[table] = list(most)
    return tables


def table_lines(tables: Tables, width: int | None) -> list[str]:
    """The `Table[t => columns]` lines of the declared tables, in the order of their names,
    wrapped at ``width``."""
    lines: list[str] = []
    for table, columns in sorted(tables.items()):
        key = (table, tuple(columns), width)
        lines.extend(_DECLARATIONS.get(key, key, _table_line))
    return lines


# Each table's declaration, wrapped, by its names, columns and width: the plans of a log read
# the same tables again and again, and their long schemas are much of a plan's text.
_DECLARATIONS: Final[Memo[list[str]]] = Memo(1024)


def _table_line(key: Any) -> list[str]:
    table, columns, width = key
    return wrap_relation("Table", [("", [".".join(map(quote_name, table))]), ("=>", list(columns))], "", width)


def build_tables(lines: list[n.RelLine]) -> DeclaredTables:
    """The declared tables of the `Table[t => columns]` lines of `=== Tables`."""
    tables: DeclaredTables = {}
    for line in lines:
        if line.name != "Table" or line.subname is not None:
            raise error_at(line, "under '=== Tables' each line declares a table: Table[t => a:i64, b:string]")
        if len(line.sections) != 2 or line.arrows != ["=>"] or len(line.sections[0]) != 1 or not line.sections[1]:
            raise error_at(line, "a table is declared as Table[t => a:i64, b:string]: its name, '=>' and its columns")
        item = line.sections[0][0]
        if isinstance(item, n.QName):
            table = tuple(item.parts)
        elif isinstance(item, n.TypeNode) and (item.bare or (item.quoted and item.params is None)):
            table = (item.name,)
        else:
            raise error_at(item, "a table's name is a name or a dotted name: Table[tpch.lineitem => ...]")
        dots = next((c for c in line.sections[1] if isinstance(c, n.Ellipsis)), None)
        if dots is not None:
            raise error_at(dots, "a table's declaration writes its columns: '...' stands for them in its Reads",
                           "Table[t => a:i64, b:string]")
        if table in tables:
            raise error_at(item, f"table {'.'.join(table)} is declared twice", "declare each table once")
        tables[table] = line.sections[1]
    return tables
