"""The names view: column names where the text has numbers.

The columns themselves come from the one schema derivation (:mod:`plan.schema`); this module
says how the text shows them.  In the names view (``format(plan, names=True)``):

- a field reference whose column has a name shows it beside its number, `$3:l_discount`
  (``parse`` checks the name against the plan: a wrong one is an error);
- each relation's output columns follow its last line as a `// a, b, c` comment, which
  ``parse`` ignores; a column the plan does not name is :data:`UNKNOWN`.

The names on references come from the plan's relations as they are, without the names a Root
gives (the parser checks each relation's as soon as its inputs are read, before the Root's
names could reach them); the comment shows the Root's names too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from substrait.proto import Plan, Rel, RelRoot

from substrait_explain.generated.messages import which
from substrait_explain.plan.schema import Column, Schemas, relation_inputs
from substrait_explain.text.lexical import quote_name

UNKNOWN: Final = "?"


def _names(columns: list[Column] | None) -> list[str] | None:
    return None if columns is None else [UNKNOWN if c.name is None else c.name for c in columns]


class ColumnNames:
    """Output column names of the relations of one plan."""

    def __init__(self, plan: Plan) -> None:
        self.schemas = Schemas(plan)

    def of(self, rel: Rel) -> list[str] | None:
        """The names of ``rel``'s output columns, or None when not even their number is known."""
        return _names(self.schemas.output(rel))

    def scope(self, rel: Rel) -> list[str] | None:
        """The names of the columns a plain `$N` in the relation's own expressions refers to
        (:data:`UNKNOWN` for a column without one), where that is one list."""
        names = _names(self.schemas.scope(rel))
        return None if names is None or all(name == UNKNOWN for name in names) else names


def reference_names(schemas: Schemas, rel: Rel) -> list[str | None] | None:
    """For the names view: the name of each column a plain `$N` on the relation's line
    refers to (None for a column without one), or None where that is not one list.
    (A HashJoin's or MergeJoin's keys index each side apart: :func:`key_names`.)"""
    columns = schemas.scope(rel)
    return None if columns is None else [c.name for c in columns]


def key_names(schemas: Schemas, rel: Rel) -> tuple[list[str | None] | None, list[str | None] | None] | None:
    """For the names view: the names of a HashJoin's or MergeJoin's left and right columns,
    which its keys index apart (None for a side whose columns are not known); None for
    other relations."""
    if which(rel, "rel_type") not in ("hash_join", "merge_join"):
        return None
    left, right = schemas.sides(rel)
    return (None if left is None else [c.name for c in left], None if right is None else [c.name for c in right])


def line_names(plan: Plan, names: ColumnNames | None = None) -> Callable[[Rel | RelRoot], list[str] | None]:
    """The output names of each relation line's relation (a Root's are its names)."""
    names = names or ColumnNames(plan)

    def of(msg: Rel | RelRoot) -> list[str] | None:
        return list(msg.names) if isinstance(msg, RelRoot) else names.of(msg)

    return of


def annotator(plan: Plan) -> Callable[[Rel | RelRoot], str | None]:
    """For the printer: the text of each relation line's `// names` comment, where it
    says something the text does not: not on Root lines (which list their names), nor
    where the columns are those of the inputs side by side (a Filter's, an inner Join's)
    or a Read's table as its line lists it, nor where no column has a name."""
    names = ColumnNames(plan)

    def annotate(msg: Rel | RelRoot) -> str | None:
        if isinstance(msg, RelRoot):
            return None
        found = names.of(msg)
        if found is not None:
            inputs = relation_inputs(msg)
            before = _names(names.schemas.scope(msg)) if which(msg, "rel_type") == "read" else \
                sum((names.of(i) or [UNKNOWN] for i in inputs), []) if inputs else None
            if found == before or all(name == UNKNOWN for name in found):
                return None  # nothing new, or nothing to say
        return comment(found)

    return annotate


def comment(names: list[str] | None) -> str:
    """Names as a comment shows them: quoted where they are not identifiers
    (so a name holding a line break stays on its line)."""
    if names is None:
        return UNKNOWN
    return ", ".join(n if n == UNKNOWN else quote_name(n) for n in names)
