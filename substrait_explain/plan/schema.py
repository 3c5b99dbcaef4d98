"""Each relation's output columns: name, type and nullability, as far as the plan tells.

This is the one place that knows how columns flow through a plan; the printer's short forms,
the builder, the names view, ``validate`` and the page all ask it.

- A Read's columns are its ``base_schema`` (through its projection mask); a virtual table's
  without a schema are as many as its rows' fields.
- One-input relations that keep their input's columns (Filter, Sort, Fetch, TopN, Exchange)
  pass them on; Project and Window add a column per expression or function; an Aggregate
  outputs its grouping keys (nullable where some grouping set leaves them out), then its
  measures, then (with several grouping sets) the set's number; Expand its fields (and the
  input's columns beyond them), then the duplicate's number; a Set its first input's
  columns, nullable as its operation makes them (a union's where any input's is, an
  intersection's where all are, ...).
- Joins concatenate left and right, except where their type keeps one side (semi, anti) or
  adds a mark column.  The join type's number is read with the message's own enum: HashJoin,
  MergeJoin and NestedLoopJoin number their types differently from Join.  Outer sides become
  nullable.
- A relation's emit then picks and reorders those columns, and ``hint.output_names`` renames
  them.  A Root's names flow down to the relations that compute those columns, where the plan
  left them unnamed (a Sort under a Project under ``Root[revenue]``: the Project's computed
  column, and so the Sort's, is ``revenue``).

A column's name is None where the plan gives none (a computed column no Root or hint names);
its type is None where it cannot be told.  A relation's columns are None when not even their
number can be told (an extension relation without output names).  Relations are walked in a
loop, so deep plans do not hit the recursion limit.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import Any, Final

from google.protobuf.message import DecodeError, Message
from substrait.proto import Expression, NamedStruct, Plan, ReadRel, Rel, SetRel, Type, WriteRel

from substrait_explain.generated.messages import has, serialized, which
from substrait_explain.plan import wire

__all__ = ["Column", "Schemas", "expression_type", "join_kind", "nullable", "output_width", "natural_width",
           "relation_inputs", "JOINS", "direct_count", "emitted_count"]

NULLABLE, REQUIRED = 1, 2  # Type.Nullability


class Column:
    """One output column: its name (None: the plan gives none) and type (None: unknown).
    Its nullability is the type's (see :func:`nullable`)."""

    def __init__(self, name: str | None, type: Type | None = None) -> None:
        self.name: Final = name
        self.type: Final = type

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Column) and other.name == self.name and other.type == self.type

    def __hash__(self) -> int:  # as its frozen dataclass hashed: not when it has a type (a message)
        return hash((self.name, self.type))

    def __repr__(self) -> str:
        return f"Column(name={self.name!r}, type={self.type!r})"

    @property
    def nullable(self) -> bool | None:
        return None if self.type is None else nullable(self.type)


Columns = list[Column]
UNKNOWN_COLUMN: Final = Column(None, None)

# Rel cases that join two inputs (`left`, `right`).
JOINS: Final = frozenset(("join", "hash_join", "merge_join", "nested_loop_join", "lateral_join", "cross"))
# Rel cases whose output is their (one) input's columns.
_PASS_THROUGH: Final = frozenset(("filter", "fetch", "sort", "top_n", "exchange"))
# Each Rel case's input fields, in order (a repeated field: all of its relations).
_INPUTS: Final[dict[str, tuple[str, ...]]] = {
    "filter": ("input",), "fetch": ("input",), "sort": ("input",), "top_n": ("input",),
    "exchange": ("input",), "project": ("input",), "aggregate": ("input",), "window": ("input",),
    "expand": ("input",), "extension_single": ("input",), "write": ("input",), "update": (),
    "ddl": ("view_definition",), "set": ("inputs",), "extension_multi": ("inputs",),
    "join": ("left", "right"), "hash_join": ("left", "right"), "merge_join": ("left", "right"),
    "nested_loop_join": ("left", "right"), "lateral_join": ("left", "right"), "cross": ("left", "right"),
}


def nullable(t: Type) -> bool | None:
    """Whether values of type ``t`` may be null (None: unspecified, or no kind)."""
    kind = which(t, "kind")
    if kind is None:
        return None
    flag = getattr(getattr(t, kind), "nullability", 0)
    return True if flag == NULLABLE else False if flag == REQUIRED else None


def _as_nullable(t: Type | None) -> Type | None:
    return _with_nullability(t, NULLABLE)


def _as_required(t: Type | None) -> Type | None:
    return _with_nullability(t, REQUIRED)


def _with_nullability(t: Type | None, flag: int) -> Type | None:
    """``t`` made nullable (``flag`` NULLABLE) or required, a copy where that changes it."""
    if t is None or nullable(t) is not (flag == REQUIRED):
        return t
    copy = Type()
    copy.CopyFrom(t)
    kind = which(copy, "kind")
    assert kind is not None  # nullable() said True or False
    getattr(copy, kind).nullability = flag
    return copy


def _type(kind: str, flag: int = REQUIRED) -> Type:
    t = Type()
    getattr(t, kind).nullability = flag
    return t


_BOOLEAN: Final = _type("bool")
_NULLABLE_BOOLEAN: Final = _type("bool", NULLABLE)
_GROUPING: Final = _type("i32")  # the grouping set's number an Aggregate with several sets adds
# The duplicate's number an Expand adds after its fields: int64 as algebra.proto's ExpandRel
# says (physical_relations.md says i32; the proto is the truth this package follows).
_DUPLICATE: Final = _type("i64")


def join_kind(msg: Message) -> str:
    """The join type of a join message by its own enum's name without the prefix
    (`INNER`, `LEFT_SEMI`, ...): `INNER` for Cross, `UNSPECIFIED` for numbers it
    does not know."""
    field = msg.DESCRIPTOR.fields_by_name.get("type")
    if field is None or field.enum_type is None:
        return "INNER"
    value = field.enum_type.values_by_number.get(msg.type)
    return "UNSPECIFIED" if value is None else value.name.removeprefix("JOIN_TYPE_")


def relation_inputs(rel: Rel) -> list[Rel]:
    """The relation's inputs that are present, in order (subqueries in its expressions are not)."""
    case = which(rel, "rel_type")
    if case is None:
        return []
    msg = getattr(rel, case)
    found: list[Rel] = []
    for field in _INPUTS.get(case, ()):
        value = getattr(msg, field)
        if msg.DESCRIPTOR.fields_by_name[field].is_repeated:
            found.extend(value)
        elif has(msg, field):
            found.append(value)
    return found


def _missing_input(case: str, msg: Message) -> bool:
    """A one-input or join relation without one of its inputs: where its columns start
    (and for joins, which are whose) cannot be told."""
    fields = _INPUTS.get(case, ())
    if case in ("ddl", "update", "set", "extension_multi") or not fields:
        return False
    return not all(has(msg, f) for f in fields)


# The type of a function call that declares no output type, over its scope (a function
# call's message, the columns its $N refer to); see Schemas.
CallType = Callable[[Message, Sequence["Column"]], "Type | None"]


class Schemas:
    """The columns of the relations of one plan (or of loose relations, without ``plan``),
    each derived once: ask about relations of the same plan through one instance.

    A function call's column has its declared output type; ``call_type`` types those
    that declare none (validate's typer derives them from the extension YAMLs).
    ``unknown`` tells the relations whose columns cannot be told whatever their
    message holds: those a build error left incomplete (see builder.Recorder)."""

    def __init__(self, plan: Plan | None = None, root_names: bool = True,
                 call_type: CallType | None = None, unknown: Callable[[Rel], bool] | None = None) -> None:
        """``root_names=False``: the Roots' names do not name the columns below them."""
        self._plan = plan
        self._call_type = call_type
        self._unknown = unknown
        # id(rel) -> (rel, natural columns, output columns); holding rel keeps its id its own.
        self._memo: dict[int, tuple[Rel, Columns | None, Columns | None]] = {}
        # id(rel) -> (rel, {natural column: name}): names a Root gives columns the plan left unnamed.
        self._given: dict[int, tuple[Rel, dict[int, str]]] = {}
        self._referenced: set[int] = set()  # plan relations a Reference is being derived for
        # id(rel) -> (rel, names): a Root's input leaves the plan with the Root's names.
        self._root_outputs: dict[int, tuple[Rel, list[str]]] = {}
        if plan is not None and root_names:
            self._flow_root_names(plan)

    # ---- what callers ask -----------------------------------------------------------

    def output(self, rel: Rel) -> Columns | None:
        """The relation's output columns: after its emit and output names."""
        return self._entry(rel)[2]

    def natural(self, rel: Rel) -> Columns | None:
        """The columns before the relation's emit (what the emit's indices refer to)."""
        return self._entry(rel)[1]

    def scope(self, rel: Rel) -> Columns | None:
        """The columns a plain `$N` in the relation's own expressions refers to: a Read's
        table (its filters see the whole base schema), else the inputs' output columns
        side by side.  None where that is not one known list (a missing input).  A
        HashJoin's or MergeJoin's keys refer to one side each: see :meth:`sides`."""
        case = which(rel, "rel_type")
        return None if case is None else self.scope_of(case, getattr(rel, case))

    def scope_of(self, case: str, msg: Message) -> Columns | None:
        """:meth:`scope` of a relation given as its case and its own message (a FilterRel, ...)."""
        if case == "read":
            return _read_columns(msg, projected=False)
        if case not in _INPUTS or _missing_input(case, msg):
            return None
        columns: Columns = []
        for field in _INPUTS[case]:
            children = getattr(msg, field)
            for child in children if msg.DESCRIPTOR.fields_by_name[field].is_repeated else [children]:
                found = self.output(child)
                if found is None:
                    return None
                columns += found
        return columns

    def sides(self, rel: Rel) -> tuple[Columns | None, Columns | None]:
        """A join's left and right output columns (what its key references index)."""
        case = which(rel, "rel_type")
        if case not in JOINS:
            return None, None
        msg = getattr(rel, case)
        return (self.output(msg.left) if has(msg, "left") else None,
                self.output(msg.right) if has(msg, "right") else None)

    # ---- derivation ------------------------------------------------------------------

    def _entry(self, rel: Rel) -> tuple[Rel, Columns | None, Columns | None]:
        hit = self._memo.get(id(rel))
        if hit is not None and hit[0] is rel:
            return hit
        order: list[Rel] = []
        stack = [rel]
        while stack:  # the relations below, parents before children
            r = stack.pop()
            known = self._memo.get(id(r))
            if known is None or known[0] is not r:
                order.append(r)
                stack.extend(relation_inputs(r))
        for r in order[::-1]:
            if self._unknown is not None and self._unknown(r):
                self._memo[id(r)] = (r, None, None)
                continue
            natural = self._natural(r)
            output = _apply_common(r, natural)
            named = self._root_outputs.get(id(r))
            if output is not None and named is not None and named[0] is r:
                output = [Column(name, c.type) for name, c in zip(named[1], output, strict=True)]
            self._memo[id(r)] = (r, natural, output)
        return self._memo[id(rel)]

    def _natural(self, rel: Rel) -> Columns | None:
        case = which(rel, "rel_type")
        if case is None:
            return None
        msg = getattr(rel, case)
        if _missing_input(case, msg):
            return None
        columns = self._derive(case, msg)
        given = self._given.get(id(rel))
        if columns is not None and given is not None and given[0] is rel:
            columns = [Column(given[1][i], c.type) if c.name is None and i in given[1] else c
                       for i, c in enumerate(columns)]
        return columns

    def _derive(self, case: str, msg: Message) -> Columns | None:
        first = self._input(msg, "input") if "input" in msg.DESCRIPTOR.fields_by_name else None
        if case == "read":
            return _read_columns(msg)
        if case in _PASS_THROUGH:
            return first
        if case == "project":
            if first is None:
                return None
            return first + [Column(_field_name(e, first), expression_type(e, first, self._call_type))
                            for e in msg.expressions]
        if case == "window":
            if first is None:
                return None
            return first + [Column(None, _call_output(f, first, self._call_type)) for f in msg.window_functions]
        if case == "aggregate":
            return _aggregate_columns(msg, first or [], self._call_type)
        if case == "expand":
            return _expand_columns(msg, first or [], self._call_type)
        if case == "set":
            return _set_columns(msg.op, [self._input_at(msg, i) for i in range(len(msg.inputs))])
        if case in JOINS:
            return _joined(join_kind(msg), self._input(msg, "left"), self._input(msg, "right"))
        if case == "reference":
            return self._referenced_columns(msg.subtree_ordinal)
        if case == "write":
            return _write_columns(msg)
        return None  # extensions, DDL: their hint's names can still tell (see _apply_common)

    def _input(self, msg: Message, field: str) -> Columns | None:
        if not has(msg, field):
            return None
        child = getattr(msg, field)
        return self._memo[id(child)][2]

    def _input_at(self, msg: Message, index: int) -> Columns | None:
        inputs = msg.inputs
        return self._memo[id(inputs[index])][2] if len(inputs) > index else None

    def _referenced_columns(self, ordinal: int) -> Columns | None:
        plan = self._plan
        if plan is None or not 0 <= ordinal < len(plan.relations) or ordinal in self._referenced:
            return None  # no plan, or a reference to itself
        target = plan.relations[ordinal]
        rel = target.root.input if has(target, "root") else target.rel
        self._referenced.add(ordinal)
        try:
            return self.output(rel)
        finally:
            self._referenced.discard(ordinal)

    # ---- Root names ------------------------------------------------------------------

    def _flow_root_names(self, plan: Plan) -> None:
        """Record, for each relation that computes a column a Root names, that name.
        Columns are first derived without them, then again with them."""
        for plan_rel in plan.relations:
            root = plan_rel.root if has(plan_rel, "root") else None
            if root is None or not has(root, "input") or not root.names:
                continue
            top_names = _top_level_names(root.input, list(root.names), self)
            if top_names is not None:
                self._give(root.input, top_names)
                self._root_outputs[id(root.input)] = (root.input, top_names)
        self._memo.clear()

    def _give(self, rel: Rel, names: Sequence[str | None]) -> None:
        """Hand output ``names`` of ``rel`` down to where each unnamed column is computed."""
        while True:
            case = which(rel, "rel_type")
            entry = self._entry(rel)
            natural, output = entry[1], entry[2]
            if case is None or natural is None or output is None or len(names) != len(output):
                return
            msg = getattr(rel, case)
            mapping = _mapping(msg, len(natural))
            wanted: dict[int, str] = {}
            for i, name in enumerate(names):
                if name is not None and output[i].name is None and 0 <= mapping[i] < len(natural):
                    wanted.setdefault(mapping[i], name)
            if not wanted:
                return
            if case in _PASS_THROUGH and has(msg, "input"):
                rel = msg.input
                names = [wanted.get(i) for i in range(len(natural))]
                continue
            below = len(natural) - len(msg.expressions) if case == "project" else \
                len(natural) - len(msg.window_functions) if case == "window" else 0
            own = {i: name for i, name in wanted.items() if i >= below}
            if own:
                self._given[id(rel)] = (rel, own)
            # A computed column that is a plain `$N` (a Project's, an Aggregate's key) is
            # input column N under another name: the name goes on down to it.
            computed = list(msg.expressions) if case == "project" else \
                list(msg.grouping_expressions) if case == "aggregate" else []
            down = {i: name for i, name in wanted.items() if i < below}
            for i, name in own.items() if case == "project" else wanted.items() if case == "aggregate" else ():
                at = i - below
                source = field_index(computed[at]) if 0 <= at < len(computed) else None
                if source is not None:
                    down.setdefault(source, name)
            width = below if below else self._width_below(msg)
            if down and width and has(msg, "input"):
                rel = msg.input
                names = [down.get(i) for i in range(width)]
                continue
            return

    def _width_below(self, msg: Message) -> int:
        if "input" not in msg.DESCRIPTOR.fields_by_name or not has(msg, "input"):
            return 0
        columns = self.output(msg.input)
        return 0 if columns is None else len(columns)


def _top_level_names(rel: Rel, names: list[str], schemas: Schemas) -> list[str] | None:
    """A Root's names of its input's columns: one per column, or, when they count nested
    struct fields too (depth first), the top-level ones."""
    columns = schemas.output(rel)
    if columns is None:
        return None
    if len(names) == len(columns):
        return names
    if any(c.type is None for c in columns):
        return None
    top, at = [], 0
    for c in columns:
        assert c.type is not None
        if at >= len(names):
            return None
        top.append(names[at])
        at += count_names(c.type)
    return top if at == len(names) else None


def _mapping(msg: Message, width: int) -> list[int]:
    common = getattr(msg, "common", None)
    if common is not None and which(common, "emit_kind") == "emit":
        return list(common.emit.output_mapping)
    return list(range(width))


def _apply_common(rel: Rel, natural: Columns | None) -> Columns | None:
    """The columns after the relation's emit and ``hint.output_names``."""
    case = which(rel, "rel_type")
    msg = getattr(rel, case) if case else None
    common = getattr(msg, "common", None) if msg is not None else None
    if common is None:
        return natural
    columns = natural
    if which(common, "emit_kind") == "emit":
        known = natural or []
        columns = [known[i] if 0 <= i < len(known) else UNKNOWN_COLUMN for i in common.emit.output_mapping]
    hinted = common.hint.output_names
    if hinted:
        if columns is None:  # the hint is all that tells how many columns there are
            columns = [Column(name) for name in hinted]
        elif len(hinted) == len(columns):
            columns = [Column(name, c.type) for name, c in zip(hinted, columns, strict=True)]
    return columns


def count_names(t: Type) -> int:
    """How many schema names a column of type ``t`` takes (itself and its struct fields)."""
    if which(t, "kind") == "struct":
        return 1 + sum(count_names(x) for x in t.struct.types)
    return 1


def _read_columns(msg: ReadRel, projected: bool = True) -> Columns | None:
    """The table's top-level columns, or with ``projected`` those the Read outputs."""
    columns = _schema_columns(msg.base_schema)
    if columns is None and has(msg, "virtual_table") and msg.virtual_table.expressions:
        columns = [Column(None, expression_type(e, [])) for e in msg.virtual_table.expressions[0].fields]
    if columns is None:
        return None
    if projected and has(msg, "projection") and msg.projection.select.struct_items:
        return [Column(columns[i.field].name, _masked(columns[i.field].type, i)) if 0 <= i.field < len(columns)
                else UNKNOWN_COLUMN for i in msg.projection.select.struct_items]
    return columns


def _schema_columns(schema: Any) -> Columns | None:
    """A NamedStruct's top-level columns; None when it has neither names nor types."""
    names = list(schema.names)
    types = list(schema.struct.types)
    if types:
        columns, at = [], 0  # names count nested struct fields too, depth first: keep the top level
        for t in types:
            columns.append(Column(names[at] if at < len(names) else None, t))
            at += count_names(t)
        return columns
    return [Column(name) for name in names] if names else None


def _write_columns(msg: Any) -> Columns | None:
    """What a Write outputs (algebra.proto, WriteRel.OutputMode): nothing without output,
    the records it changed, in the table's schema, with them; unknown when unspecified."""
    if msg.output == WriteRel.OUTPUT_MODE_NO_OUTPUT:
        return []
    if msg.output == WriteRel.OUTPUT_MODE_MODIFIED_RECORDS and has(msg, "table_schema"):
        return _schema_columns(msg.table_schema)
    return None


def _masked(t: Type | None, item: Any) -> Type | None:
    """``t`` narrowed by a mask item's child select: a struct keeps the fields it lists
    (field_references.md, Masked Complex Expression); other children are not followed."""
    if t is None or not has(item, "child") or which(item.child, "type") != "struct" \
            or which(t, "kind") != "struct":
        return t
    fields = t.struct.types
    if any(not 0 <= i.field < len(fields) for i in item.child.struct.struct_items):
        return None
    narrowed = [_masked(fields[i.field], i) for i in item.child.struct.struct_items]
    if any(x is None for x in narrowed):
        return None
    out = Type()
    out.struct.CopyFrom(t.struct)
    del out.struct.types[:]
    for narrow in narrowed:
        out.struct.types.add().CopyFrom(narrow)  # (extend goes through protobuf's reader: 100 levels)
    return out


def _aggregate_columns(msg: Any, inputs: Columns, call_type: CallType | None = None) -> Columns:
    # A key some grouping set leaves out is null in that set's rows.
    sets = [set(g.expression_references) for g in msg.groupings]
    columns = [Column(_field_name(e, inputs), expression_type(e, inputs, call_type) if all(i in s for s in sets)
                      else _as_nullable(expression_type(e, inputs, call_type)))
               for i, e in enumerate(msg.grouping_expressions)]
    columns += [Column(None, _call_output(m.measure, inputs, call_type)) for m in msg.measures]
    if len(msg.groupings) > 1:
        columns.append(Column(None, _GROUPING))
    return columns


def _expand_columns(msg: Any, inputs: Columns, call_type: CallType | None) -> Columns:
    """An Expand's fields, then the duplicate's number.  A switching field is nullable when
    any of its duplicates is, or when it has fewer duplicates than another (NULL fills in)."""
    rows = max((len(f.switching_field.duplicates) for f in msg.fields if has(f, "switching_field")), default=0)
    columns = []
    for f in msg.fields:
        t = _expand_type(f, inputs, call_type)
        if has(f, "switching_field"):
            duplicates = f.switching_field.duplicates
            types = [expression_type(d, inputs, call_type) for d in duplicates]
            if len(duplicates) < rows or any(x is not None and nullable(x) for x in types):
                t = _as_nullable(t)
        columns.append(Column(_expand_name(f, inputs), t))
    # Input fields beyond the definitions are emitted as they are (algebra.proto, ExpandRel.fields).
    return columns + inputs[len(msg.fields):] + [Column(None, _DUPLICATE)]


def _expand_name(field: Any, inputs: Columns) -> str | None:
    duplicates = field.switching_field.duplicates
    return _field_name(field.consistent_field if has(field, "consistent_field") else
                       duplicates[0] if duplicates else Expression(), inputs)


def _expand_type(field: Any, inputs: Columns, call_type: CallType | None) -> Type | None:
    if has(field, "consistent_field"):
        return expression_type(field.consistent_field, inputs, call_type)
    duplicates = field.switching_field.duplicates
    return expression_type(duplicates[0], inputs, call_type) if duplicates else None


def _set_columns(op: int, inputs: list[Columns | None]) -> Columns | None:
    """A Set's columns: its first input's names and types, nullable as its operation
    makes them (logical_relations.md, Set Operation: Output Type Derivation).  Where an
    input's columns are unknown, or the inputs differ in width, the first input's."""
    first = inputs[0] if inputs else None
    rule = _SET_NULLABLE.get(SetRel.SetOp.Name(op) if op in SetRel.SetOp.values() else "")
    known = [c for c in inputs if c is not None and len(c) == len(first or [])]
    if first is None or rule is None or len(known) != len(inputs):
        return first
    out = []
    for i, column in enumerate(first):
        flags = [c[i].nullable for c in known]
        if any(flag is None for flag in flags):
            out.append(column)
        elif rule(bool(flags[0]), [bool(flag) for flag in flags[1:]]):
            out.append(Column(column.name, _as_nullable(column.type)))
        else:
            out.append(Column(column.name, _as_required(column.type)))
    return out


# Whether a Set's column is nullable, from its primary input's nullability and its others'.
_SET_NULLABLE: Final[dict[str, Callable[[bool, list[bool]], bool]]] = {
    "SET_OP_MINUS_PRIMARY": lambda primary, others: primary,
    "SET_OP_MINUS_PRIMARY_ALL": lambda primary, others: primary,
    "SET_OP_MINUS_MULTISET": lambda primary, others: primary,
    "SET_OP_INTERSECTION_PRIMARY": lambda primary, others: primary and any(others),
    "SET_OP_INTERSECTION_MULTISET": lambda primary, others: primary and all(others),
    "SET_OP_INTERSECTION_MULTISET_ALL": lambda primary, others: primary and all(others),
    "SET_OP_UNION_DISTINCT": lambda primary, others: primary or any(others),
    "SET_OP_UNION_ALL": lambda primary, others: primary or any(others),
}


def _call_output(call: Message, scope: Sequence[Column], call_type: CallType | None) -> Type | None:
    if has(call, "output_type"):
        return call.output_type
    return None if call_type is None else call_type(call, scope)


def _joined(kind: str, left: Columns | None, right: Columns | None) -> Columns | None:
    if kind in ("LEFT_SEMI", "LEFT_ANTI"):
        return left
    if kind in ("RIGHT_SEMI", "RIGHT_ANTI"):
        return right
    if kind == "LEFT_MARK":
        return None if left is None else left + [Column(None, _NULLABLE_BOOLEAN)]
    if kind == "RIGHT_MARK":
        return None if right is None else right + [Column(None, _NULLABLE_BOOLEAN)]
    if left is None or right is None:
        return None
    if kind in ("OUTER", "RIGHT"):
        left = [Column(c.name, _as_nullable(c.type)) for c in left]
    if kind in ("OUTER", "LEFT", "LEFT_SINGLE"):
        right = [Column(c.name, _as_nullable(c.type)) for c in right]
    if kind == "RIGHT_SINGLE":
        left = [Column(c.name, _as_nullable(c.type)) for c in left]
    return left + right


def _field_name(e: Expression, inputs: Columns) -> str | None:
    """A computed column or grouping key that is a plain `$N` keeps that column's name."""
    index = field_index(e)
    return inputs[index].name if index is not None and 0 <= index < len(inputs) else None


def field_index(e: Expression) -> int | None:
    """N for an expression that is a plain `$N` of the current row (no nesting, no outer query)."""
    if which(e, "rex_type") != "selection":
        return None
    ref = e.selection
    if which(ref, "root_type") not in (None, "root_reference") \
            or which(ref, "reference_type") != "direct_reference":
        return None
    segment = ref.direct_reference
    if which(segment, "reference_type") != "struct_field" or has(segment.struct_field, "child"):
        return None
    return segment.struct_field.field


# ---- expression types --------------------------------------------------------------

# Literal kinds whose type is a kind of the same name with only a nullability.
_PLAIN_LITERALS: Final = {"boolean": "bool", "i8": "i8", "i16": "i16", "i32": "i32", "i64": "i64", "fp32": "fp32",
                   "fp64": "fp64", "string": "string", "binary": "binary", "date": "date", "uuid": "uuid",
                   "interval_year_to_month": "interval_year"}


def expression_type(e: Expression, scope: Sequence[Column], call_type: CallType | None = None) -> Type | None:
    """The type of expression ``e`` over the columns ``scope`` ($N's), None where it cannot
    be told from the plan (a reference to an outer query, an untyped subquery)."""
    kind = which(e, "rex_type")
    if kind == "literal":
        return _literal_type(e.literal)
    if kind == "selection":
        return _reference_type(e.selection, scope)
    if kind in ("scalar_function", "window_function"):
        return _call_output(getattr(e, kind), scope, call_type)
    if kind == "cast":
        return e.cast.type if has(e.cast, "type") else None
    if kind == "if_then":
        arms = e.if_then.ifs
        return expression_type(arms[0].then if arms else getattr(e.if_then, "else"), scope, call_type)
    if kind == "switch_expression":
        arms = e.switch_expression.ifs
        return expression_type(arms[0].then, scope, call_type) if arms else None
    if kind in ("singular_or_list", "multi_or_list"):
        return _BOOLEAN
    if kind == "subquery":
        return _BOOLEAN if which(e.subquery, "subquery_type") != "scalar" else None
    if kind == "dynamic_parameter":
        return e.dynamic_parameter.type if has(e.dynamic_parameter, "type") else None
    if kind == "nested":
        return _nested_type(e.nested, scope, call_type)
    return None


def _literal_type(lit: Expression.Literal) -> Type | None:
    kind = which(lit, "literal_type")
    flag = NULLABLE if lit.nullable else REQUIRED
    if kind is None:
        return None
    if kind in _PLAIN_LITERALS:
        return _type(_PLAIN_LITERALS[kind], flag)
    if kind == "null":
        return lit.null
    if kind in ("empty_list", "empty_map"):
        t = Type()
        getattr(t, "list" if kind == "empty_list" else "map").CopyFrom(getattr(lit, kind))
        return t
    t = Type()
    if kind == "interval_day_to_second":
        t.interval_day.nullability = flag
        t.interval_day.precision = lit.interval_day_to_second.precision
    elif kind == "fixed_char":
        t.fixed_char.length, t.fixed_char.nullability = len(lit.fixed_char), flag
    elif kind == "var_char":
        t.varchar.length, t.varchar.nullability = lit.var_char.length, flag
    elif kind == "fixed_binary":
        t.fixed_binary.length, t.fixed_binary.nullability = len(lit.fixed_binary), flag
    elif kind == "decimal":
        t.decimal.precision, t.decimal.scale = lit.decimal.precision, lit.decimal.scale
        t.decimal.nullability = flag
    elif kind in ("precision_time", "precision_timestamp", "precision_timestamp_tz"):
        target = getattr(t, kind)
        target.precision, target.nullability = getattr(lit, kind).precision, flag
    elif kind == "struct":
        t.struct.nullability = flag
        for field in lit.struct.fields:
            inner = _literal_type(field)
            if inner is None:
                return None
            t.struct.types.add().CopyFrom(inner)
    elif kind == "list":
        values = lit.list.values
        inner = _literal_type(values[0]) if values else None
        if inner is None:
            return None
        t.list.type.CopyFrom(inner)
        t.list.nullability = flag
    elif kind == "map":
        pairs = lit.map.key_values
        key = _literal_type(pairs[0].key) if pairs else None
        value = _literal_type(pairs[0].value) if pairs else None
        if key is None or value is None:
            return None
        t.map.key.CopyFrom(key)
        t.map.value.CopyFrom(value)
        t.map.nullability = flag
    elif kind == "user_defined":
        t.user_defined.type_reference = lit.user_defined.type_reference
        for parameter in lit.user_defined.type_parameters:
            t.user_defined.type_parameters.add().CopyFrom(parameter)  # (extend: protobuf's reader, 100 levels)
        t.user_defined.nullability = flag
    else:
        return None  # interval_compound and kinds newer than this code
    return t


def _reference_type(ref: Expression.FieldReference, scope: Sequence[Column]) -> Type | None:
    if which(ref, "root_type") not in (None, "root_reference") \
            or which(ref, "reference_type") != "direct_reference":
        return None
    segment = ref.direct_reference
    if which(segment, "reference_type") != "struct_field":
        return None
    index = segment.struct_field.field
    t = scope[index].type if 0 <= index < len(scope) else None
    segment = segment.struct_field
    while t is not None and has(segment, "child"):
        child = segment.child
        kind = which(child, "reference_type")
        if kind == "struct_field" and which(t, "kind") == "struct":
            fields = t.struct.types
            index = child.struct_field.field
            t = fields[index] if 0 <= index < len(fields) else None
            segment = child.struct_field
        elif kind == "list_element" and which(t, "kind") == "list":
            t, segment = t.list.type, child.list_element
        elif kind == "map_key" and which(t, "kind") == "map":
            t, segment = t.map.value, child.map_key
        else:
            return None
    return t


def _nested_type(nested: Expression.Nested, scope: Sequence[Column], call_type: CallType | None) -> Type | None:
    kind = which(nested, "nested_type")
    t = Type()
    flag = NULLABLE if nested.nullable else REQUIRED
    if kind == "struct":
        for field in nested.struct.fields:
            inner = expression_type(field, scope, call_type)
            if inner is None:
                return None
            t.struct.types.add().CopyFrom(inner)
        t.struct.nullability = flag
    elif kind == "list" and nested.list.values:
        inner = expression_type(nested.list.values[0], scope, call_type)
        if inner is None:
            return None
        t.list.type.CopyFrom(inner)
        t.list.nullability = flag
    elif kind == "map" and nested.map.key_values:
        pair = nested.map.key_values[0]
        key, value = expression_type(pair.key, scope, call_type), expression_type(pair.value, scope, call_type)
        if key is None or value is None:
            return None
        t.map.key.CopyFrom(key)
        t.map.value.CopyFrom(value)
        t.map.nullability = flag
    else:
        return None
    return t


# ---- widths --------------------------------------------------------------------------

def output_width(rel: Rel, schemas: Schemas | None = None) -> int | None:
    """How many columns the relation outputs (after its emit)."""
    columns = (schemas or Schemas()).output(rel)
    return None if columns is None else len(columns)


def natural_width(rel: Rel, schemas: Schemas | None = None) -> int | None:
    """How many columns the relation's emit indexes into."""
    columns = (schemas or Schemas()).natural(rel)
    return None if columns is None else len(columns)


# ---- the text's count: what an identity emit covers ------------------------------------
#
# The emit part of a relation line (`Filter[c => $0, $1, $2]`) is read as the Rust
# substrait-explain reads it: the identity over the relation's direct count is the Direct
# emit, any other list an Emit mapping.  That count is the crate's, which differs from the
# columns the plan means in two places: a Join or Cross counts left + right columns whatever
# its type, and an Aggregate does not count the grouping-set column.  Text written here and
# read by the crate must agree on it, so both directions use these two functions: the
# builder with the counts of the input lines it read, the printer with `emitted_count`.

_ONE_INPUT: Final = ("filter", "fetch", "sort", "top_n", "exchange")


def direct_count(case: str, msg: Any, inputs: list[int | None]) -> int | None:
    """What the identity emit of relation ``msg`` (of kind ``case``) covers, given the
    emitted counts of its inputs; None when the plan cannot tell."""
    if case in _ONE_INPUT or case == "set":
        return inputs[0] if inputs else None
    if case in ("project", "window"):
        added = len(msg.expressions) if case == "project" else len(msg.window_functions)
        return None if not inputs or inputs[0] is None else inputs[0] + added
    if case == "aggregate":
        return len(msg.grouping_expressions) + len(msg.measures)
    left, right = inputs if len(inputs) == 2 else (None, None)
    if case in ("join", "cross"):
        return None if left is None or right is None else left + right
    if case in JOINS:
        kind = join_kind(msg)
        if kind in ("LEFT_SEMI", "LEFT_ANTI"):
            return left
        if kind in ("RIGHT_SEMI", "RIGHT_ANTI"):
            return right
        if kind in ("LEFT_MARK", "RIGHT_MARK"):
            side = left if kind == "LEFT_MARK" else right
            return None if side is None else side + 1
        return None if left is None or right is None else left + right
    if case == "read":
        if has(msg, "projection") and msg.projection.select.struct_items:
            return len(msg.projection.select.struct_items)
        return _schema_width(serialized(msg.base_schema)) if has(msg, "base_schema") else None
    if case == "expand":  # its fields, the input's columns beyond them, the duplicate's number
        return None if not inputs or inputs[0] is None else max(len(msg.fields), inputs[0]) + 1
    return None


@functools.lru_cache(maxsize=1024)
def _schema_width(data: bytes) -> int | None:
    """How many columns a NamedStruct has, by its bytes: plans read the same tables again
    and again.  protobuf's reader counts them (the length of a repeated field makes no
    message per element); a schema nested past its depth limit is counted on the wire
    (None if it also holds a group field, which the wire reader does not step over)."""
    try:
        return len(NamedStruct.FromString(data).struct.types)
    except DecodeError:
        pass
    count = 0
    try:
        for field in wire.fields(data):
            if field.number == 2 and field.wire_type == 2:  # struct (given twice, protobuf merges them)
                count += sum(1 for f in wire.fields(data, field.value, field.end) if f.number == 1 and f.wire_type == 2)
    except ValueError:
        return None
    return count


Counts = dict[int, tuple[Rel, "int | None"]]


def emitted_count(rel: Rel, memo: Counts | None = None) -> int | None:
    """How many columns the relation's line says it outputs: its Emit's length, else its
    direct count.  ``memo`` keeps each relation's count by its id (with the relation, so
    that the id stays its own): the printer asks about every relation of a plan, and
    each walks down its chain."""
    path: list[tuple[Rel, int]] = []  # the relations walked and the columns added above each
    added = 0  # a chain of one-input relations is walked in a loop: deep plans stay clear of recursion
    while True:
        known = memo.get(id(rel)) if memo is not None else None
        if known is not None and known[0] is rel:
            count = known[1]
            break
        path.append((rel, added))
        case = which(rel, "rel_type")
        if case is None or case == "reference":  # a reference's count is its subtree's: unknown here
            count = None if case is None else direct_count(case, getattr(rel, case), [])
            break
        msg = getattr(rel, case)
        if has(msg, "common") and has(msg.common, "emit"):
            count = len(msg.common.emit.output_mapping)
            break
        if case in _ONE_INPUT:
            rel = msg.input
        elif case == "set":
            if not msg.inputs:
                count = None
                break
            rel = msg.inputs[0]
        elif case in ("project", "window"):
            added += len(msg.expressions) if case == "project" else len(msg.window_functions)
            rel = msg.input
        else:
            inputs = [emitted_count(msg.left, memo), emitted_count(msg.right, memo)] if case in JOINS else \
                [emitted_count(msg.input, memo)] if case == "expand" else []
            count = direct_count(case, msg, inputs)
            break
    # Each relation walked outputs what the walk ended at, and the columns added below it.
    if memo is not None:
        for walked, above in path:
            memo[id(walked)] = (walked, None if count is None else count + added - above)
    first = path[0][1] if path else added
    return None if count is None else count + added - first
