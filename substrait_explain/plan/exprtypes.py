"""The type of every expression of a plan, with each function call resolved
against its extension YAML on the way.

:class:`Typer` derives an expression's type from the types of the columns it
reads: literals and casts say theirs, a field reference takes its column's, a
function call's comes from its overload's return program
(:mod:`substrait_explain.plan.functions`).  Each call it meets is kept in
:attr:`Typer.calls` with its resolution, for ``validate`` to report.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from google.protobuf.message import Message
from substrait.proto import Expression, Plan, Rel, Type

from substrait_explain.plan import functions as fn
from substrait_explain.plan.declarations import ANCHOR_FIELD
from substrait_explain.plan.typeexpr import T
from substrait_explain.plan.urns import urn_for_uri

Columns = Sequence["T | None"]

_SIMPLE = ("bool", "i8", "i16", "i32", "i64", "fp32", "fp64", "string", "binary", "date", "interval_year", "uuid")
_ONE_PARAMETER = {"fixed_char": "length", "varchar": "length", "fixed_binary": "length",
                  "interval_day": "precision", "interval_compound": "precision", "precision_time": "precision",
                  "precision_timestamp": "precision", "precision_timestamp_tz": "precision"}
# Literal cases that are not named as their type's kind.
_LITERAL_KIND = {"boolean": "bool", "interval_year_to_month": "interval_year", "var_char": "varchar"}
_FUNCTION_KIND = {"substrait.Expression.ScalarFunction": "scalar", "substrait.AggregateFunction": "aggregate",
                  "substrait.Expression.WindowFunction": "window",
                  "substrait.ConsistentPartitionWindowRel.WindowRelFunction": "window"}


@dataclass
class CallCheck:
    """One function call of the plan and what resolving it found."""
    msg: Message  # the ScalarFunction, AggregateFunction, ...
    declared: str  # the name its anchor declares
    resolution: fn.Resolution


class Typer:
    def __init__(self, plan: Plan, catalog: fn.Catalog) -> None:
        self.catalog = catalog
        urns = {u.extension_urn_anchor: urn_for_uri(u.urn) or u.urn for u in plan.extension_urns}
        self.functions: dict[int, tuple[str | None, str]] = {}
        self.types: dict[int, str] = {}
        for decl in plan.extensions:
            case = decl.WhichOneof("mapping_type")
            if case is None:
                continue
            msg = getattr(decl, case)
            urn = urns.get(msg.extension_urn_reference)
            anchor = getattr(msg, ANCHOR_FIELD[case])
            if case == "extension_function":
                self.functions.setdefault(anchor, (urn, msg.name))
            elif case == "extension_type":
                self.types.setdefault(anchor, msg.name)
        self.calls: list[CallCheck] = []
        # id -> (expression or function message, its type): each is typed once.
        self.typed: dict[int, tuple[Message, T | None]] = {}
        self.memo: dict[int, tuple[Rel, list[T | None] | None]] = {}

    # ---- types ----

    def of_type(self, t: Type) -> T | None:
        """``t`` as a :class:`T`; None for kinds with nothing to check against (alias, unbound, unset)."""
        case = t.WhichOneof("kind")
        if case is None:
            return None
        msg = getattr(t, case)
        nullable = getattr(msg, "nullability", 0) == Type.NULLABILITY_NULLABLE
        if case in _SIMPLE:
            return T(case, (), nullable)
        if case in _ONE_PARAMETER:
            field = _ONE_PARAMETER[case]
            known = msg.HasField(field) if msg.DESCRIPTOR.fields_by_name[field].has_presence else True
            return T(case, (getattr(msg, field),) if known else (), nullable)
        if case == "decimal":
            return T(case, (msg.precision, msg.scale), nullable)
        if case == "struct":
            return self._compound(case, list(msg.types), nullable)
        if case == "list":
            return self._compound(case, [msg.type], nullable)
        if case == "map":
            return self._compound(case, [msg.key, msg.value], nullable)
        if case == "func":
            return self._compound(case, [*msg.parameter_types, msg.return_type], nullable)
        if case == "user_defined":
            name = self.types.get(msg.type_reference)
            return None if name is None else T("u!" + name.split(":", 1)[0], (), nullable)
        return None

    def _compound(self, kind: str, parts: list[Type], nullable: bool) -> T | None:
        inner = [self.of_type(p) for p in parts]
        if any(i is None for i in inner):
            return None
        return T(kind, tuple(i for i in inner if i is not None), nullable)

    def of_literal(self, lit: Expression.Literal) -> T | None:
        case = lit.WhichOneof("literal_type")
        if case is None:
            return None
        nullable = lit.nullable
        if case == "null":
            return self.of_type(lit.null)
        kind = _LITERAL_KIND.get(case, case)
        if kind in _SIMPLE:
            return T(kind, (), nullable)
        msg = getattr(lit, case)
        if case == "fixed_char":
            return T(kind, (len(msg),), nullable)
        if case == "fixed_binary":
            return T(kind, (len(msg),), nullable)
        if case == "var_char":
            return T(kind, (msg.length,), nullable)
        if case == "decimal":
            return T(kind, (msg.precision, msg.scale), nullable)
        if case in ("precision_time", "precision_timestamp", "precision_timestamp_tz"):
            return T(kind, (msg.precision,), nullable)
        if case == "interval_day_to_second":
            return T("interval_day", (msg.precision,), nullable)
        if case == "interval_compound":
            return T(kind, (msg.interval_day_to_second.precision,), nullable)
        if case in ("empty_list", "empty_map"):
            known = self.of_type(Type(**{case.removeprefix("empty_"): msg}))
            return None if known is None else known.with_nullable(nullable)
        if case == "list":
            first = self.of_literal(msg.values[0]) if msg.values else None
            return None if first is None else T("list", (first,), nullable)
        if case == "struct":
            fields = [self.of_literal(v) for v in msg.fields]
            return None if None in fields else T("struct", tuple(f for f in fields if f is not None), nullable)
        if case == "user_defined":
            name = self.types.get(msg.type_reference)
            return None if name is None else T("u!" + name.split(":", 1)[0], (), nullable)
        return None

    # ---- expressions ----

    def expression(self, e: Expression, columns: Columns | None) -> T | None:
        """The type of ``e`` over input columns of types ``columns`` (None: not
        known).  Each expression is typed once (its calls resolved once)."""
        known = self.typed.get(id(e))
        if known is not None and known[0] is e:
            return known[1]
        result = self._expression(e, columns)
        self.typed[id(e)] = (e, result)
        return result

    def _expression(self, e: Expression, columns: Columns | None) -> T | None:
        case = e.WhichOneof("rex_type")
        if case == "literal":
            return self.of_literal(e.literal)
        if case == "selection":
            return self._reference(e.selection, columns)
        if case in ("scalar_function", "window_function"):
            return self.call(getattr(e, case), columns)
        if case == "cast":
            self.expression(e.cast.input, columns)
            return self.of_type(e.cast.type)
        if case == "if_then":
            arms = [(c.__getattribute__("if"), c.then) for c in e.if_then.ifs]
            return self._branches(arms, e.if_then.HasField("else") and getattr(e.if_then, "else"), columns)
        if case == "switch_expression":
            s = e.switch_expression
            self.expression(s.match, columns)
            arms = [(None, c.then) for c in s.ifs]
            return self._branches(arms, s.HasField("else") and getattr(s, "else"), columns)
        if case in ("singular_or_list", "multi_or_list"):
            for child in _children(e):
                self.expression(child, columns)
            return T("bool")
        if case == "subquery":
            for child in _children(e):
                self.expression(child, columns)
            return None if e.subquery.WhichOneof("subquery_type") == "scalar" else T("bool")
        if case == "nested":
            return self._nested(e.nested, columns)
        if case == "dynamic_parameter":
            return self.of_type(e.dynamic_parameter.type)
        for child in _children(e):
            self.expression(child, columns)
        return None

    def _branches(self, arms: list, other: Expression | bool, columns: Columns | None) -> T | None:
        types = []
        for cond, then in arms:
            if cond is not None:
                self.expression(cond, columns)
            types.append(self.expression(then, columns))
        types.append(self.expression(other, columns) if isinstance(other, Expression) else None)
        known = [t for t in types if t is not None]
        if not known:
            return None
        nullable = not isinstance(other, Expression) or any(t.nullable for t in known)
        return known[0].with_nullable(nullable)

    def _nested(self, nested: Expression.Nested, columns: Columns | None) -> T | None:
        case = nested.WhichOneof("nested_type")
        if case == "struct":
            fields = [self.expression(f, columns) for f in nested.struct.fields]
            return None if None in fields else T("struct", tuple(f for f in fields if f is not None), nested.nullable)
        if case == "list":
            values = [self.expression(v, columns) for v in nested.list.values]
            return None if not values or values[0] is None else T("list", (values[0],), nested.nullable)
        if case == "map":
            pairs = [(self.expression(kv.key, columns), self.expression(kv.value, columns))
                     for kv in nested.map.key_values]
            key, value = pairs[0] if pairs else (None, None)
            return None if key is None or value is None else T("map", (key, value), nested.nullable)
        return None

    def _reference(self, ref: Expression.FieldReference, columns: Columns | None) -> T | None:
        root = ref.WhichOneof("root_type")
        if root == "expression":
            base = self.expression(ref.expression, columns)
        elif root == "root_reference" and columns is not None:
            known = [c for c in columns if c is not None]
            base = T("struct", tuple(known)) if len(known) == len(columns) else None
        else:
            base = None
        if ref.WhichOneof("reference_type") != "direct_reference":
            return None
        segment = ref.direct_reference
        if root == "root_reference" and columns is not None and segment.WhichOneof("reference_type") == \
                "struct_field":
            # The first step picks a column: its type is known even when others' are not.
            index = segment.struct_field.field
            base = columns[index] if index < len(columns) else None
            if not segment.struct_field.HasField("child"):
                return base
            segment = segment.struct_field.child
        elif base is None:
            return None
        current: T | None = base
        while current is not None:
            step = segment.WhichOneof("reference_type")
            if step is None:
                return None
            inner = getattr(segment, step)
            found: int | T | None = None
            if step == "struct_field" and current.kind == "struct" and inner.field < len(current.params):
                found = current.params[inner.field]
            elif step == "list_element" and current.kind == "list":
                found = current.params[0]
            elif step == "map_key" and current.kind == "map":
                found = current.params[1]
            if not isinstance(found, T) or not inner.HasField("child"):
                return found if isinstance(found, T) else None
            current, segment = found, inner.child
        return None

    # ---- function calls ----

    def call(self, f: Message, columns: Columns | None) -> T | None:
        """Type a function call's arguments, resolve it, and keep what that found."""
        known = self.typed.get(id(f))
        if known is not None and known[0] is f:
            return known[1]
        result = self._call(f, columns)
        self.typed[id(f)] = (f, result)
        return result

    def _call(self, f: Any, columns: Columns | None) -> T | None:
        given = []
        for arg in f.arguments:
            case = arg.WhichOneof("arg_type")
            if case == "enum":
                given.append(fn.Given(enum=arg.enum))
            elif case == "type":
                given.append(fn.Given(self.of_type(arg.type), is_type=True))
            elif case == "value":
                value = arg.value
                integer = None
                if value.WhichOneof("rex_type") == "literal":
                    lit = value.literal
                    kind = lit.WhichOneof("literal_type")
                    if kind in ("i8", "i16", "i32", "i64"):
                        integer = getattr(lit, kind)
                given.append(fn.Given(self.expression(value, columns), integer=integer))
            else:
                given.append(fn.Given())
        for sort in getattr(f, "sorts", ()):
            self.expression(sort.expr, columns)
        for partition in getattr(f, "partitions", ()):
            self.expression(partition, columns)
        declared_output = self.of_type(f.output_type) if f.HasField("output_type") else None
        known = f.output_type.WhichOneof("kind")
        nullability_known = known is not None and \
            getattr(getattr(f.output_type, known), "nullability", 1) != Type.NULLABILITY_UNSPECIFIED
        decl = self.functions.get(f.function_reference)
        if decl is None:
            return declared_output  # not declared: the reference checks say so
        urn, name = decl
        options = [(o.name, list(o.preference)) for o in getattr(f, "options", ())]
        resolution = fn.resolve(self.catalog, urn, name, _FUNCTION_KIND[f.DESCRIPTOR.full_name], given, options,
                                declared_output, nullability_known)
        self.calls.append(CallCheck(f, name, resolution))
        derived = resolution.result
        if derived is None or declared_output is None:
            return derived or declared_output
        # Of one kind, the plan's own type (its next calls were derived from it); of two
        # kinds, neither: the call is reported, and the calls around it are not for it.
        return declared_output if derived.same_kind(declared_output) else None


    # ---- relations ----

    def columns(self, rel: Rel) -> list[T | None] | None:
        """The types of the columns ``rel`` outputs (after its emit); None when
        not even their number is known."""
        known = self.memo.get(id(rel))
        if known is not None and known[0] is rel:
            return known[1]
        result = self._columns(rel)
        self.memo[id(rel)] = (rel, result)
        return result

    def input_columns(self, case: str, msg: Message) -> list[T | None] | None:
        """The columns a relation's expressions refer to as $N."""
        if case == "read":
            schema = msg.base_schema
            return [self.of_type(t) for t in schema.struct.types] if schema.struct.types else None
        if case in _JOINS:
            left, right = self.columns(msg.left), self.columns(msg.right)
            return None if left is None or right is None else left + right
        fields = msg.DESCRIPTOR.fields_by_name
        if "input" in fields and msg.HasField("input"):
            return self.columns(msg.input)
        return None

    def _columns(self, rel: Rel) -> list[T | None] | None:
        case = rel.WhichOneof("rel_type")
        if case is None:
            return None
        msg = getattr(rel, case)
        natural = self._natural(case, msg)
        common = getattr(msg, "common", None)
        if common is not None and common.WhichOneof("emit_kind") == "emit":
            mapping = list(common.emit.output_mapping)
            if natural is None or any(i >= len(natural) for i in mapping):
                return [None] * len(mapping)
            return [natural[i] for i in mapping]
        return natural

    def _natural(self, case: str, msg: Any) -> list[T | None] | None:
        if case in ("filter", "fetch", "sort", "top_n", "exchange"):
            return self.columns(msg.input)
        if case == "read":
            columns = self.input_columns(case, msg)
            if columns is not None and msg.HasField("projection"):
                items = [i.field for i in msg.projection.select.struct_items]
                if items:
                    return [columns[i] if i < len(columns) else None for i in items]
            return columns
        if case == "project":
            columns = self.columns(msg.input)
            if columns is None:
                return None
            return columns + [self.expression(e, columns) for e in msg.expressions]
        if case == "aggregate":
            columns = self.columns(msg.input)
            out = [self.expression(e, columns) for e in msg.grouping_expressions]
            out += [self.call(m.measure, columns) for m in msg.measures]
            return out + ([T("i32")] if len(msg.groupings) > 1 else [])
        if case == "window":
            columns = self.columns(msg.input)
            if columns is None:
                return None
            return columns + [self.call(f, columns) for f in msg.window_functions]
        if case == "set":
            return self.columns(msg.inputs[0]) if msg.inputs else None
        if case in _JOINS:
            left, right = self.columns(msg.left), self.columns(msg.right)
            kind = getattr(msg, "type", 1)
            if kind in _LEFT_ONLY or kind in _RIGHT_ONLY:
                return left if kind in _LEFT_ONLY else right
            if kind in (_LEFT_MARK, _RIGHT_MARK):
                side = left if kind == _LEFT_MARK else right
                return None if side is None else side + [T("bool", (), True)]
            if left is None or right is None:
                return None
            if kind in (_LEFT, _OUTER):
                right = [t and t.with_nullable(True) for t in right]
            if kind in (_RIGHT, _OUTER):
                left = [t and t.with_nullable(True) for t in left]
            return left + right
        return None


# JoinType numbers shared by every join message.
_OUTER, _LEFT, _RIGHT = 2, 3, 4
_LEFT_ONLY, _RIGHT_ONLY = {5, 6, 7}, {8, 9, 10}
_LEFT_MARK, _RIGHT_MARK = 11, 12
_JOINS = frozenset(("join", "hash_join", "merge_join", "nested_loop_join", "cross"))


def _children(e: Message) -> list[Expression]:
    """The expressions directly inside ``e`` (not inside relations)."""
    found: list[Expression] = []
    stack: list[Message] = [m for _, v in e.ListFields() for m in _messages(v)]
    while stack:
        msg = stack.pop()
        if isinstance(msg, Expression):
            found.append(msg)
        elif not isinstance(msg, Rel):
            stack.extend(m for _, v in msg.ListFields() for m in _messages(v))
    return found


def _messages(value: Any) -> list[Message]:
    if isinstance(value, Message):
        return [value]
    if isinstance(value, (str, bytes)) or not hasattr(value, "__iter__"):
        return []
    return [v for v in value if isinstance(v, Message)]
