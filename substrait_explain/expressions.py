"""Expressions as text, both ways.

Short forms: field references `$3`, `$3.0.1` (into nested structs) and `^$0`
(a field of the query one level out); literals; function calls
`name#anchor@urn(args):type`; window functions `name(args) over (...)`;
`if_then(cond -> value, _ -> else)`.  Every other expression, and any a
short form cannot reproduce exactly, is written `kind(...)`, where `kind` is
the case of `substrait.Expression` and the arguments are its fields
(`cast($0, i64)`, `singular_or_list($0, [1, 2])`, `subquery(scalar=(%0))`).
A declared function that shares a name with such a kind is always written
with its `#anchor`, so the two never mix up.
"""

from __future__ import annotations

from dataclasses import dataclass

from substrait.proto import AggregateFunction, AggregationPhase, Expression

from substrait_explain import nodes as n
from substrait_explain import placeholders, registry, values
from substrait_explain.errors import ParseError
from substrait_explain.generated.relation_table import MESSAGE_ARGS
from substrait_explain.literals import build_literal, format_literal
from substrait_explain.types import INDEX, build_type, check_int, is_word, try_format_type

KINDS = tuple(f.name for f in Expression.DESCRIPTOR.oneofs_by_name["rex_type"].fields)
# Kinds with a short form of their own; every other kind uses `kind(...)`.
SHORT_FORMS = ("literal", "selection", "scalar_function", "window_function", "if_then")
# A call written without phase or invocation means the usual: one pass from
# input to result, over all rows.
_DEFAULTS = {"phase": AggregationPhase.AGGREGATION_PHASE_INITIAL_TO_RESULT,
             "invocation": AggregateFunction.AGGREGATION_INVOCATION_ALL}


@dataclass(frozen=True)
class FunctionForm:
    """Which fields of a function message go inside the call's parentheses
    (as `name=value`) and which into `over (...)`."""
    inside: tuple[str, ...]
    over: tuple[str, ...] | None = None


FUNCTION_FORMS = {
    "substrait.Expression.ScalarFunction": FunctionForm(("options",)),
    "substrait.AggregateFunction": FunctionForm(("options", "phase", "invocation", "sorts")),
    "substrait.Expression.WindowFunction": FunctionForm(
        ("options", "phase", "invocation"), ("partitions", "sorts", "bounds_type", "lower_bound", "upper_bound")),
    "substrait.ConsistentPartitionWindowRel.WindowRelFunction": FunctionForm(
        ("options", "phase", "invocation"), ("bounds_type", "lower_bound", "upper_bound")),
}
_HANDLED = {"function_reference", "arguments", "output_type"}


def _error(node: n.Node, message: str, hint: str | None = None) -> ParseError:
    return ParseError(message, node.line, node.col, None, hint)


class Codec:
    """Formats and builds expressions, types and any message inside a plan;
    holds the plan's extension anchors."""

    def __init__(self, ext) -> None:
        self.ext = ext
        # Relations inside expressions (subqueries) are written on their own
        # lines, labelled `%N:` under the relation that uses them.
        self.pending: list[tuple[int, object]] = []  # printer: met on the current line
        self.next_label = 0
        self.subplans: dict[int, object] = {}  # builder: labelled lines of the current relation
        self.used: set[int] = set()
        self._type_texts: dict[bytes, str | None] = {}  # plans repeat a few types many times

    def type_text(self, t) -> str | None:
        key = t.SerializeToString(deterministic=True)
        if key not in self._type_texts:
            self._type_texts[key] = try_format_type(t, self.ext)
        return self._type_texts[key]

    # ---- proto to text ----

    def format_message_value(self, descriptor, value) -> str:
        name = descriptor.full_name
        short = None
        if name == "substrait.Expression":
            return self.format_expr(value)
        if name == "substrait.Type":
            short = self.type_text(value)
        elif name == "substrait.Expression.Literal":
            short = format_literal(value, self.ext)
        elif name == "substrait.Expression.FieldReference":
            short = _format_ref(value)
        elif name in FUNCTION_FORMS:
            short = self.format_function(value)
        elif name == "google.protobuf.Any":
            short = self._format_any(value)
        elif name == "substrait.Rel":
            label = self.next_label
            self.next_label += 1
            self.pending.append((label, value))
            return f"%{label}"
        return short if short is not None else values.format_message(value, self)

    def _format_any(self, value) -> str | None:
        found = registry.lookup_url(value.type_url)
        if found is None:
            return None
        name, message_class = found
        message = message_class()
        try:
            message.ParseFromString(value.value)
        except Exception:  # bytes that are not this message: keep them as bytes
            return None
        message.DiscardUnknownFields()  # the text would lose them: then keep the bytes instead
        if registry.pack(message).SerializeToString(deterministic=True) != value.SerializeToString(deterministic=True):
            return None  # re-encoding would not give these exact bytes
        return f"{name}(" + ", ".join(values.format_items(message, self)) + ")"

    def format_expr(self, e: Expression) -> str:
        kind = e.WhichOneof("rex_type")
        if kind is None:
            return placeholders.EMPTY_EXPRESSION
        short = None
        if kind == "literal":
            short = format_literal(e.literal, self.ext)
        elif kind == "selection":
            short = _format_ref(e.selection)
        elif kind in ("scalar_function", "window_function"):
            short = self.format_function(getattr(e, kind))
        elif kind == "if_then":
            short = self._format_if_then(e.if_then)
        if short is not None:
            return short
        field = e.DESCRIPTOR.fields_by_name[kind]
        if field.message_type is None:
            return f"{kind}({values.format_scalar(field, getattr(e, kind), self)})"
        msg = getattr(e, kind)
        items = values.format_items(msg, self, MESSAGE_ARGS.get(msg.DESCRIPTOR.full_name, ()))
        return f"{kind}(" + ", ".join(items) + ")"

    def format_function(self, f, extra: tuple[str, ...] = ()) -> str | None:
        """`name(args, inside=...):type over (...)`, or None when that cannot say ``f``."""
        form = FUNCTION_FORMS[f.DESCRIPTOR.full_name]
        name, needs_anchor = self.ext.function_name(f.function_reference)
        if name in KINDS or name in ("if_then", "aggregate_function"):
            needs_anchor = True
        args = []
        for a in f.arguments:
            which = a.WhichOneof("arg_type")
            if which == "value":
                args.append(self.format_expr(a.value))
            elif which == "type":
                text = self.type_text(a.type)
                if text is None:
                    return None
                args.append(text)
            elif which == "enum" and is_word(a.enum):
                args.append("&" + a.enum)
            else:
                return None
        fields = f.DESCRIPTOR.fields_by_name
        for key in form.inside:
            field = fields[key]
            default = _DEFAULTS.get(key)
            if default is not None:
                if getattr(f, key) != default:
                    args.append(f"{key}={values.format_enum(field.enum_type, getattr(f, key))}")
            elif values._is_set(f, field):
                args.append(f"{key}={values.format_field(field, f, self)}")
        args.extend(extra)
        from substrait_explain.types import quote_name

        text = name if ":" in name and self.ext._plain(name) else quote_name(name)
        text += (f"#{f.function_reference}" if needs_anchor else "") + "(" + ", ".join(args) + ")"
        if f.HasField("output_type"):
            out = self.type_text(f.output_type)
            if out is None:
                return None
            text += ":" + out
        if form.over is not None:
            over = [f"{k}={values.format_field(fields[k], f, self)}" for k in form.over
                    if values._is_set(f, fields[k])]
            text += " over (" + ", ".join(over) + ")"
        return text

    def _format_if_then(self, it: Expression.IfThen) -> str | None:
        # Decided before anything is formatted: formatting queues subqueries.
        if not it.ifs or not all(c.HasField("if") and c.HasField("then") for c in it.ifs):
            return None
        results = [c.then for c in it.ifs] + ([getattr(it, "else")] if it.HasField("else") else [])
        if any(r.WhichOneof("rex_type") is None for r in results):
            return None  # `-> ()` would not parse: after `->` comes an expression, not a tuple
        arms = [f"{self.format_expr(getattr(c, 'if'))} -> {self.format_expr(c.then)}" for c in it.ifs]
        if it.HasField("else"):
            arms.append(f"_ -> {self.format_expr(getattr(it, 'else'))}")
        return "if_then(" + ", ".join(arms) + ")"

    def format_measure(self, m) -> str:
        if not m.HasField("measure"):
            return values.format_message(m, self)
        extra = ("filter=" + self.format_expr(m.filter),) if m.HasField("filter") else ()
        text = self.format_function(m.measure, extra)
        if text is None:
            text = "aggregate_function(" + ", ".join(values.format_items(m.measure, self) + list(extra)) + ")"
        return text

    # ---- text to proto ----

    def build_message_value(self, descriptor, node: n.Node, target) -> None:
        name = descriptor.full_name
        if name == "substrait.Expression":
            self.build_expr(node, target)
        elif name == "substrait.Type" and not isinstance(node, n.Tuple):
            if not isinstance(node, n.TypeNode):
                raise _error(node, "a type is expected here")
            target.CopyFrom(build_type(node, self.ext))
        elif name == "substrait.Expression.Literal" and isinstance(node, n.Lit):
            target.CopyFrom(build_literal(node, self.ext))
        elif name == "substrait.Expression.FieldReference" and isinstance(node, n.Ref):
            _build_ref(node, target)
        elif name in FUNCTION_FORMS and isinstance(node, n.Call):
            self.build_function(node, target)
        elif name == "substrait.Rel":
            self._build_subplan(node, target)
        elif name == "google.protobuf.Any" and isinstance(node, n.Call):
            message_class = registry.lookup_name(node.name)
            if message_class is None or node.anchor is not None or node.over is not None:
                from substrait_explain.suggest import did_you_mean

                raise _error(node, f"no extension payload is registered as {node.name!r}",
                             did_you_mean(node.name, registry.names()) or
                             "register its message class with substrait_explain.register(), or write "
                             "(type_url='...', value=x'...')")
            message = message_class()
            values.build_items(node.args, message, self, what=node.name)
            target.CopyFrom(registry.pack(message))
        else:
            values.build_message(node, target, self)

    def _build_subplan(self, node: n.Node, target) -> None:
        if not isinstance(node, n.SubplanRef):
            raise _error(node, "a relation is written %N, naming a line labelled `%N:` below")
        if node.label not in self.subplans:
            raise _error(node, f"no relation labelled %{node.label} under this one",
                         f"indent a line `%{node.label}: Relation[...]` under it")
        if node.label in self.used:
            raise _error(node, f"%{node.label} is used twice")
        self.used.add(node.label)
        target.CopyFrom(self.subplans[node.label])

    def build_expr(self, node: n.Node, e: Expression | None = None) -> Expression:
        """The expression ``node`` means, built into ``e`` when given: building in
        place, rather than copying finished parts in, keeps deep expressions
        clear of protobuf's nesting limit on copies."""
        if e is None:
            e = Expression()
        if isinstance(node, n.Ref):
            _build_ref(node, e.selection)
        elif isinstance(node, n.Lit):
            e.literal.CopyFrom(build_literal(node, self.ext))
        elif placeholders.is_empty_expression(node):
            e.SetInParent()
        elif isinstance(node, n.Call):
            if node.anchor is None and node.name == "if_then" and node.args and \
                    all(isinstance(a, n.Arm) for a in node.args):
                self._build_if_then(node, e.if_then)
            elif node.anchor is None and node.name == "if_then" and any(isinstance(a, n.Arm) for a in node.args):
                bad = next(a for a in node.args if not isinstance(a, n.Arm))
                raise _error(bad, "every argument of if_then is an arm: cond -> value",
                             "the else arm is written _ -> value")
            elif node.anchor is None and node.name in KINDS:
                self._build_kind(node, e)
            elif node.over is not None:
                self.build_function(node, e.window_function)
            else:
                self.build_function(node, e.scalar_function)
        else:
            raise _error(node, f"{node.name!r} is not an expression" if isinstance(node, n.TypeNode) and node.bare
                         else "an expression is expected here",
                         "fields are $N, calls name(...), literals 42, 'text', true")
        return e

    def _build_kind(self, node: n.Call, e: Expression) -> None:
        field = e.DESCRIPTOR.fields_by_name[node.name]
        if node.over is not None:
            raise _error(node, f"{node.name}(...) takes no over (...)")
        if field.message_type is None:
            if len(node.args) != 1:
                raise _error(node, f"{node.name}(...) takes one value")
            setattr(e, node.name, values.build_scalar(field, node.args[0], self))
            return
        target = getattr(e, node.name)
        target.SetInParent()
        values.build_items(node.args, target, self, MESSAGE_ARGS.get(target.DESCRIPTOR.full_name, ()),
                           what=node.name)

    def build_function(self, node: n.Call, f, extra: tuple[str, ...] = ()) -> dict[str, n.Named]:
        """Fill the function message ``f`` from a call; returns the ``extra`` named items found."""
        form = FUNCTION_FORMS[f.DESCRIPTOR.full_name]
        if node.anchor is None and node.name in ("aggregate_function",):
            raise _error(node, "aggregate_function(...) is only written for a measure")
        f.function_reference = self.ext.resolve_function(node)
        fields = f.DESCRIPTOR.fields_by_name
        found: dict[str, n.Named] = {}
        for key, default in _DEFAULTS.items():
            if key in form.inside:
                setattr(f, key, default)
        for arg in node.args:
            if isinstance(arg, n.Named):
                if arg.name in extra:
                    found[arg.name] = arg
                elif arg.name in form.inside:
                    values.set_field(f, fields[arg.name], arg.value, self)
                else:
                    allowed = ", ".join(form.inside + extra)
                    raise _error(arg, f"unknown argument {arg.name!r} in a call",
                                 f"a call takes values, types, &enums and {allowed}=...")
            elif isinstance(arg, n.Enum):
                f.arguments.add().enum = str(arg.name)
            elif isinstance(arg, n.TypeNode) and (not arg.bare or _looks_like_type(arg.name)):
                f.arguments.add().type.CopyFrom(build_type(arg, self.ext))
            elif isinstance(arg, n.Arm):
                raise _error(arg, "'->' arms belong in if_then(...)")
            else:
                self.build_expr(arg, f.arguments.add().value)
        if node.type is not None:
            f.output_type.CopyFrom(build_type(node.type, self.ext))
        if (node.over is not None) != (form.over is not None):
            raise _error(node, "only window functions take over (...)" if node.over is not None
                         else "a window function reads name(args) over (...)")
        if node.over is not None:
            for item in node.over:
                if not isinstance(item, n.Named) or item.name not in form.over:
                    raise _error(item, "over (...) takes " + ", ".join(f"{k}=" for k in form.over))
                values.set_field(f, fields[item.name], item.value, self)
        return found

    def _build_if_then(self, node: n.Call, it) -> None:
        for i, arm in enumerate(node.args):
            if arm.cond is None:
                if i != len(node.args) - 1:
                    raise _error(arm, "the else arm `_ -> value` comes last")
                self.build_expr(arm.value, getattr(it, "else"))
            else:
                clause = it.ifs.add()
                self.build_expr(arm.cond, getattr(clause, "if"))
                self.build_expr(arm.value, clause.then)
        if not it.ifs:
            raise _error(node, "if_then needs at least one `cond -> value` arm")

    def build_measure(self, node: n.Node, measure) -> None:
        if isinstance(node, n.Tuple):  # a measure with no function: (filter=...)
            values.build_message(node, measure, self)
            return
        if not isinstance(node, n.Call):
            raise _error(node, "a measure is an aggregate function call like sum($1)")
        if node.anchor is None and node.name == "aggregate_function":
            filters = {i.name: i for i in node.args if isinstance(i, n.Named) and i.name == "filter"}
            measure.measure.SetInParent()
            values.build_items([i for i in node.args if i not in filters.values()], measure.measure, self,
                               what="aggregate_function")
        else:
            filters = self.build_function(node, measure.measure, ("filter",))
        if "filter" in filters:
            self.build_expr(filters["filter"].value, measure.filter)


def _format_ref(ref: Expression.FieldReference) -> str | None:
    root = ref.WhichOneof("root_type")
    if ref.WhichOneof("reference_type") != "direct_reference":
        return None
    if root == "root_reference":
        prefix = ""
    elif root == "outer_reference" and ref.outer_reference.steps_out > 0 and \
            ref.outer_reference.steps_out < 64:
        prefix = "^" * ref.outer_reference.steps_out
    else:
        return None
    path = []
    seg = ref.direct_reference
    while True:
        if seg.WhichOneof("reference_type") != "struct_field" or seg.struct_field.field < 0:
            return None  # `$-1` would not read back: a negative index keeps selection(...)
        path.append(str(seg.struct_field.field))
        if not seg.struct_field.HasField("child"):
            break
        seg = seg.struct_field.child
    return prefix + "$" + ".".join(path)


def _build_ref(node: n.Ref, ref) -> None:
    seg = ref.direct_reference
    for i, index in enumerate(node.path):
        if i:
            seg = seg.struct_field.child
        seg.struct_field.field = check_int(node, index, INDEX, "is out of range for a field reference")
    if node.steps_out:
        ref.outer_reference.steps_out = node.steps_out
    else:
        ref.root_reference.SetInParent()


def _looks_like_type(name: str) -> bool:
    from substrait_explain.types import TYPE_NAMES

    return name.lower() in TYPE_NAMES
