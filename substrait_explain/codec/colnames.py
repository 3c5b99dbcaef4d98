"""The names of each relation's output columns, as far as the plan tells them.

A plan names columns in few places: Read schemas, Root names and the
`common.hint.output_names` some producers (ibis) put on every relation.
Everything else is derived the way a person reading the plan would: `$3`
keeps the name of input column 3, a computed column is named after its
function (`sum`, `multiply`), a cast after what it casts, joins put the left
columns before the right ones, emits pick and reorder.  What cannot be told
is :data:`UNKNOWN`.

The names view of the text (``format(plan, names=True)``) appends them to each
relation line as a `// a, b, c` comment, which ``parse`` ignores.
"""

from __future__ import annotations

from collections.abc import Callable

from google.protobuf.message import Message
from substrait.proto import Expression, Plan, ReadRel, Rel, RelRoot

from substrait_explain.codec.extensions import Extensions
from substrait_explain.codec.relations import BY_CASE
from substrait_explain.codec.types import count_names
from substrait_explain.plan.schema import natural_width
from substrait_explain.text.lexical import quote_name

UNKNOWN = "?"
MARK = "mark"  # the column a mark join adds
GROUPING = "grouping"  # the grouping set number an Aggregate with several sets adds

# JoinType numbers (the same in every join message) whose output is one side only.
_LEFT_ONLY = {5, 6, 7}
_RIGHT_ONLY = {8, 9, 10}
_LEFT_MARK, _RIGHT_MARK = 11, 12
_JOINS = {"join", "hash_join", "merge_join", "nested_loop_join", "lateral_join", "cross"}
_PASS_THROUGH = {"filter", "fetch", "sort", "top_n", "exchange", "set"}
# Relations whose expressions refer to their inputs' columns side by side.
_SCOPED = {"filter", "fetch", "sort", "top_n", "project", "aggregate", "window",
           "expand", "join", "cross", "nested_loop_join"}


class ColumnNames:
    """Output column names of the relations of one plan."""

    def __init__(self, plan: Plan) -> None:
        self._functions = {anchor: name.split(":", 1)[0]
                           for anchor, (_, name) in Extensions.of_plan(plan).decls["extension_function"].items()}
        # id(rel) -> (rel, names); holding rel keeps its id from being reused.
        self._memo: dict[int, tuple[Rel, list[str] | None]] = {}

    def of(self, rel: Rel) -> list[str] | None:
        """The names of ``rel``'s output columns, or None when not even their
        number is known.  Relations are walked in a loop: deep plans are fine."""
        cached = self._cached(rel)
        if cached is not None:
            return cached[1]
        order: list[tuple[Rel, list[Rel]]] = []
        stack = [rel]
        while stack:
            r = stack.pop()
            if self._cached(r) is None:
                inputs = _inputs(r)
                order.append((r, inputs))
                stack.extend(inputs)
        for r, inputs in reversed(order):
            names = self._compute(r, [self._memo[id(i)][1] for i in inputs])
            self._memo[id(r)] = (r, names)
        return self._memo[id(rel)][1]

    def scope(self, rel: Rel) -> list[str] | None:
        """The columns a plain `$N` in the relation's own expressions refers to,
        where that is one list: a Read's table, the inputs' columns side by side.
        None for relations whose expressions refer elsewhere (hash join keys
        each refer to one side), and where not all names are known."""
        case = rel.WhichOneof("rel_type")
        if case == "read":
            return _read_names(getattr(rel, case), projected=False)
        if case not in _SCOPED or _missing_input(rel):
            return None
        names: list[str] = []
        for child in _inputs(rel):
            found = self.of(child)
            if found is None:
                return None
            names += found
        return names

    def _cached(self, rel: Rel) -> tuple[Rel, list[str] | None] | None:
        hit = self._memo.get(id(rel))
        return hit if hit is not None and hit[0] is rel else None

    def _compute(self, rel: Rel, inputs: list[list[str] | None]) -> list[str] | None:
        case = rel.WhichOneof("rel_type")
        msg = getattr(rel, case) if case else None
        names = self._natural(case, msg, inputs) if case and not _missing_input(rel) else None
        width = natural_width(rel)
        if width is not None and (names is None or len(names) != width):
            names = [UNKNOWN] * width
        common = getattr(msg, "common", None)
        if common is None:
            return names
        if common.WhichOneof("emit_kind") == "emit":
            known = names or []
            names = [known[i] if i < len(known) else UNKNOWN for i in common.emit.output_mapping]
        hinted = list(common.hint.output_names)
        if hinted and (names is None or len(hinted) == len(names)):
            names = hinted
        return names

    def _natural(self, case: str, msg: Message, inputs: list[list[str] | None]) -> list[str] | None:
        """The names before the relation's emit."""
        first = inputs[0] if inputs else None
        if case == "read":
            return _read_names(msg)
        if case in _PASS_THROUGH:
            return first
        if case == "project":
            return None if first is None else first + [self.expression(e, first) for e in msg.expressions]
        if case == "window":
            return None if first is None else first + [self.function(f.function_reference)
                                                       for f in msg.window_functions]
        if case == "aggregate":
            known = first or []
            names = [self.expression(e, known) for e in msg.grouping_expressions]
            names += [self.function(m.measure.function_reference) for m in msg.measures]
            return names + ([GROUPING] if len(msg.groupings) > 1 else [])
        if case == "expand":
            known = first or []
            return [self.expression(f.consistent_field if f.HasField("consistent_field")
                                    else next(iter(f.switching_field.duplicates), Expression()), known)
                    for f in msg.fields]
        if case in _JOINS:
            return _joined(getattr(msg, "type", 1), inputs[0], inputs[1])
        return None

    def function(self, anchor: int) -> str:
        return self._functions.get(anchor, UNKNOWN)

    def expression(self, e: Expression, inputs: list[str]) -> str:
        """A computed column's name: a field keeps its name, a call is named
        after its function, a cast after what it casts."""
        while e.WhichOneof("rex_type") == "cast":
            e = e.cast.input
        kind = e.WhichOneof("rex_type")
        if kind == "selection":
            ref = e.selection
            if ref.WhichOneof("root_type") in (None, "root_reference") and \
                    ref.WhichOneof("reference_type") == "direct_reference" and \
                    ref.direct_reference.WhichOneof("reference_type") == "struct_field":
                index = ref.direct_reference.struct_field.field
                return inputs[index] if 0 <= index < len(inputs) else UNKNOWN
            return UNKNOWN
        if kind in ("scalar_function", "window_function"):
            return self.function(getattr(e, kind).function_reference)
        return UNKNOWN


def _inputs(rel: Rel) -> list[Rel]:
    """The relation's inputs in order (subqueries in its expressions are not)."""
    case = rel.WhichOneof("rel_type")
    if case not in BY_CASE:
        return []
    msg = getattr(rel, case)
    found: list[Rel] = []
    for field in BY_CASE[case].inputs:
        value = getattr(msg, field)
        if msg.DESCRIPTOR.fields_by_name[field].is_repeated:
            found.extend(value)
        elif msg.HasField(field):
            found.append(value)
    return found


def _missing_input(rel: Rel) -> bool:
    """Whether an input the relation needs is absent (written `left=_`): its
    columns cannot be told, nor where the others start."""
    spec = BY_CASE.get(rel.WhichOneof("rel_type") or "")
    if spec is None or spec.repeated_input or spec.optional_inputs:
        return False
    msg = getattr(rel, spec.case)
    return not all(msg.HasField(field) for field in spec.inputs)


def _read_names(msg: ReadRel, projected: bool = True) -> list[str] | None:
    """The table's top-level column names, or with ``projected`` those the Read outputs."""
    schema = msg.base_schema
    names = list(schema.names)
    if schema.struct.types:
        # Names count nested struct fields too, depth first: keep the top level.
        top, pos = [], 0
        for t in schema.struct.types:
            top.append(names[pos] if pos < len(names) else UNKNOWN)
            pos += count_names(t)
        names = top
    elif not names:
        return None
    items = msg.projection.select.struct_items if projected and msg.HasField("projection") else []
    if items:
        return [names[i.field] if 0 <= i.field < len(names) else UNKNOWN for i in items]
    return names


def _joined(kind: int, left: list[str] | None, right: list[str] | None) -> list[str] | None:
    if kind in _LEFT_ONLY:
        return left
    if kind in _RIGHT_ONLY:
        return right
    if kind == _LEFT_MARK:
        return None if left is None else left + [MARK]
    if kind == _RIGHT_MARK:
        return None if right is None else right + [MARK]
    return None if left is None or right is None else left + right


def line_names(plan: Plan, names: ColumnNames | None = None) -> Callable[[Rel | RelRoot], list[str] | None]:
    """The output names of each relation line's relation (a Root's are its
    names).  The relation under a Root takes the Root's names when their number
    fits: they are the names its columns leave the plan with."""
    names = names or ColumnNames(plan)
    root_names: dict[int, tuple[Rel, list[str]]] = {}
    for plan_rel in plan.relations:
        if plan_rel.HasField("root") and plan_rel.root.HasField("input"):
            below = plan_rel.root.input
            root_names[id(below)] = (below, list(plan_rel.root.names))

    def of(msg: Rel | RelRoot) -> list[str] | None:
        if isinstance(msg, RelRoot):
            return list(msg.names)
        found = names.of(msg)
        given = root_names.get(id(msg))
        if given is not None and given[0] is msg and (found is None or len(found) == len(given[1])):
            return given[1]
        return found

    return of


def annotator(plan: Plan) -> Callable[[Rel | RelRoot], str | None]:
    """For the printer: the text of each relation line's `// names` comment
    (none on Root lines, which list their names already)."""
    of = line_names(plan)

    def annotate(msg: Rel | RelRoot) -> str | None:
        if isinstance(msg, RelRoot):
            return None
        return comment(of(msg))

    return annotate


def comment(names: list[str] | None) -> str:
    """Names as a comment shows them: quoted where they are not identifiers
    (so a name holding a line break stays on its line)."""
    if names is None:
        return UNKNOWN
    return ", ".join(n if n == UNKNOWN else quote_name(n) for n in names)
