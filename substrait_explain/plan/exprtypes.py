"""The type of every expression of a plan, with each function call resolved
against its extension YAML on the way.

:class:`Typer` types an expression over the columns its relation's
expressions refer to (their scope, from the one schema derivation,
:mod:`substrait_explain.plan.schema`): literals and field references as that
derivation types them, a function call by its overload's return program
(:mod:`substrait_explain.plan.functions`), the expressions around calls from
what is inside.  Each call it meets is kept in :attr:`Typer.calls` with its
resolution, for ``validate`` to report.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from google.protobuf.message import Message
from substrait.proto import AggregationPhase, Expression, Plan, Rel, Type

from substrait_explain.plan import functions as fn
from substrait_explain.plan import schema
from substrait_explain.plan.declarations import ANCHOR_FIELD
from substrait_explain.plan.typeexpr import T
from substrait_explain.plan.urns import urn_for_uri

Scope = Sequence[schema.Column]

_SIMPLE = ("bool", "i8", "i16", "i32", "i64", "fp32", "fp64", "string", "binary", "date", "interval_year", "uuid")
_ONE_PARAMETER = {"fixed_char": "length", "varchar": "length", "fixed_binary": "length",
                  "interval_day": "precision", "interval_compound": "precision", "precision_time": "precision",
                  "precision_timestamp": "precision", "precision_timestamp_tz": "precision"}
_FUNCTION_KIND = {"substrait.Expression.ScalarFunction": "scalar", "substrait.AggregateFunction": "aggregate",
                  "substrait.Expression.WindowFunction": "window",
                  "substrait.ConsistentPartitionWindowRel.WindowRelFunction": "window"}
_TO_INTERMEDIATE = (AggregationPhase.AGGREGATION_PHASE_INITIAL_TO_INTERMEDIATE,
                    AggregationPhase.AGGREGATION_PHASE_INTERMEDIATE_TO_INTERMEDIATE)


@dataclass
class CallCheck:
    """One function call of the plan and what resolving it found."""
    msg: Message  # the ScalarFunction, AggregateFunction, ...
    declared: str  # the name its anchor declares
    urn: str | None  # the extension file it was looked up in; None: in all of them
    resolution: fn.Resolution


class Typer:
    def __init__(self, plan: Plan, catalog: fn.Catalog, schemas: schema.Schemas | None = None,
                 incomplete: Callable[[Message], bool] | None = None) -> None:
        """``incomplete``: the relations and calls a build error left incomplete (see
        builder.Recorder): their columns and types are unknown, so that nothing is
        reported for what follows from the error."""
        self.catalog = catalog
        self.incomplete = incomplete
        urns = {u.extension_urn_anchor: _file_urn(u.urn, catalog) for u in plan.extension_urns}
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
        # The columns of calls that declare no output type have the type derived here.
        self.schemas = schemas or schema.Schemas(plan, call_type=self._call_type, unknown=incomplete)

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

    # ---- expressions ----

    def expression(self, e: Expression, columns: Scope | None) -> T | None:
        """The type of ``e`` over the columns ``columns`` (its relation's scope;
        None: not known).  Each expression is typed once (its calls resolved once)."""
        known = self.typed.get(id(e))
        if known is not None and known[0] is e:
            return known[1]
        result = self._expression(e, columns)
        self.typed[id(e)] = (e, result)
        return result

    def _expression(self, e: Expression, columns: Scope | None) -> T | None:
        case = e.WhichOneof("rex_type")
        if case in ("literal", "selection"):
            # As the schema derivation types them (a reference into a typed expression aside).
            found = schema.expression_type(e, columns or ())
            return None if found is None else self.of_type(found)
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
            if e.subquery.WhichOneof("subquery_type") != "scalar":
                return T("bool")
            # Its one column, null when it finds no row.
            found = self.columns(e.subquery.scalar.input) if e.subquery.scalar.HasField("input") else None
            return found[0].with_nullable(True) if found and len(found) == 1 and found[0] is not None else None
        if case == "nested":
            return self._nested(e.nested, columns)
        if case == "dynamic_parameter":
            return self.of_type(e.dynamic_parameter.type)
        for child in _children(e):
            self.expression(child, columns)
        return None

    def _branches(self, arms: list, other: Expression | bool, columns: Scope | None) -> T | None:
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

    def _nested(self, nested: Expression.Nested, columns: Scope | None) -> T | None:
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

    # ---- function calls ----

    def call(self, f: Message, columns: Scope | None) -> T | None:
        """Type a function call's arguments, resolve it, and keep what that found."""
        known = self.typed.get(id(f))
        if known is not None and known[0] is f:
            return known[1]
        result = self._call(f, columns)
        self.typed[id(f)] = (f, result)
        return result

    def _call(self, f: Any, columns: Scope | None) -> T | None:
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
        decl = self._declaration(f)
        if decl is None:
            return declared_output  # not declared (the reference checks say so), or not resolved (the builder did)
        urn, name = decl
        options = [(o.name, list(o.preference)) for o in getattr(f, "options", ())]
        # An aggregate phase that ends in an intermediate result outputs the YAML's intermediate
        # type, not its return type: the plan's output type is not checked against the latter.
        partial = getattr(f, "phase", 0) in _TO_INTERMEDIATE
        resolution = fn.resolve(self.catalog, urn, name, _FUNCTION_KIND[f.DESCRIPTOR.full_name], given, options,
                                None if partial else declared_output, nullability_known)
        self.calls.append(CallCheck(f, name, urn, resolution))
        derived = None if partial else resolution.result
        if derived is None or declared_output is None:
            return derived or declared_output
        # Of one kind, the plan's own type (its next calls were derived from it); of two
        # kinds, neither: the call is reported, and the calls around it are not for it.
        return declared_output if derived.same_kind(declared_output) else None

    def _declaration(self, f: Any) -> tuple[str | None, str] | None:
        """The (URN, name) of the function ``f`` calls; None where its anchor is not declared,
        or where ``f`` is incomplete: its anchor stands for a function the builder could not
        resolve (another may have it), or its arguments are not all there."""
        if self.incomplete is not None and self.incomplete(f):
            return None
        return self.functions.get(f.function_reference)

    def _call_type(self, f: Message, columns: Scope) -> Type | None:
        found = self.call(f, columns)
        return None if found is None else to_type(found)

    # ---- relations ----

    def scope(self, rel: Rel) -> Scope | None:
        """The columns a relation's own expressions refer to as $N."""
        return self.schemas.scope(rel)

    def columns(self, rel: Rel) -> list[T | None] | None:
        """The types of the columns ``rel`` outputs; None when not even their number is known."""
        found = self.schemas.output(rel)
        return None if found is None else [None if c.type is None else self.of_type(c.type) for c in found]


def to_type(t: T) -> Type | None:
    """``t`` as a Type message; None for a kind it cannot be (a user-defined type, which needs its anchor)."""
    out = Type()
    nullability = Type.NULLABILITY_NULLABLE if t.nullable else Type.NULLABILITY_REQUIRED
    if t.kind in _SIMPLE:
        getattr(out, t.kind).nullability = nullability
        return out
    ints = [p for p in t.params if isinstance(p, int)]
    types = [to_type(p) for p in t.params if isinstance(p, T)]
    if None in types or (ints and types):
        return None
    if t.kind in _ONE_PARAMETER:
        msg = getattr(out, t.kind)
        msg.nullability = nullability
        if len(ints) == 1:
            setattr(msg, _ONE_PARAMETER[t.kind], ints[0])
        elif ints or t.kind != "interval_day":  # only an interval_day's precision may be left out
            return None
        return out
    if t.kind == "decimal" and len(ints) == 2:
        out.decimal.precision, out.decimal.scale = ints
        out.decimal.nullability = nullability
        return out
    parts = [p for p in types if p is not None]
    if t.kind == "struct":
        for part in parts:
            out.struct.types.add().CopyFrom(part)  # (extend goes through protobuf's reader: 100 levels)
    elif t.kind == "list" and len(parts) == 1:
        out.list.type.CopyFrom(parts[0])
    elif t.kind == "map" and len(parts) == 2:
        out.map.key.CopyFrom(parts[0])
        out.map.value.CopyFrom(parts[1])
    elif t.kind == "func" and parts:
        for part in parts[:-1]:
            out.func.parameter_types.add().CopyFrom(part)
        out.func.return_type.CopyFrom(parts[-1])
    else:
        return None
    getattr(out, t.kind).nullability = nullability
    return out


def _file_urn(uri: str, catalog: fn.Catalog) -> str | None:
    """The URN of the extension file a plan's URN or URI names; None for a
    location in the Substrait repository that names no file of it (DuckDB's
    `.../substrait/blob/main/extensions/`): its functions are looked up by name."""
    urn = urn_for_uri(uri) or uri
    if urn not in catalog.functions and ("substrait-io/substrait/" in uri or uri.startswith("extension:io.substrait:")):
        return None
    return urn


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
