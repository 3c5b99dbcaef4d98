"""Expressions as text, both ways.

Short forms: `$3` (a field of the input), literals, function calls
`name#anchor@urn(args):type`, `if_then(cond -> value, _ -> else)`.  Every
other expression, and any expression a short form cannot reproduce exactly,
is written in the explicit form `kind(field=value, ...)`, where `kind` is the
case of `substrait.Expression` (`cast(input=$0, type=i64)`).  A declared
function that shares a name with such a kind is always written with its
`#anchor`, so the two never mix up.
"""

from __future__ import annotations

from substrait.proto import AggregateFunction, AggregationPhase, Expression

from substrait_explain import nodes as n
from substrait_explain import values
from substrait_explain.errors import FormatError, ParseError
from substrait_explain.literals import build_literal, format_literal
from substrait_explain.types import build_type, try_format_type

KINDS = tuple(f.name for f in Expression.DESCRIPTOR.oneofs_by_name["rex_type"].fields)
# An aggregate function written without these means the usual: one pass
# from input to result, over all rows.
_DEFAULT_PHASE = AggregationPhase.AGGREGATION_PHASE_INITIAL_TO_RESULT
_DEFAULT_INVOCATION = AggregateFunction.AGGREGATION_INVOCATION_ALL


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

    # ---- proto to text ----

    def format_message_value(self, descriptor, value) -> str:
        name = descriptor.full_name
        if name == "substrait.Expression":
            return self.format_expr(value)
        if name == "substrait.Type":
            return try_format_type(value, self.ext) or values.format_message(value, self)
        if name == "substrait.Expression.Literal":
            return format_literal(value, self.ext) or values.format_message(value, self)
        if name == "substrait.Rel":
            label = self.next_label
            self.next_label += 1
            self.pending.append((label, value))
            return f"%{label}"
        return values.format_message(value, self)

    def format_expr(self, e: Expression) -> str:
        kind = e.WhichOneof("rex_type")
        short = None
        if kind == "literal":
            short = format_literal(e.literal, self.ext)
        elif kind == "selection":
            short = self._format_ref(e.selection)
        elif kind == "scalar_function":
            short = self._format_call(e.scalar_function, ())
        elif kind == "if_then":
            short = self._format_if_then(e.if_then)
        if short is not None:
            return short
        if kind is None:
            raise FormatError("an expression with nothing set cannot be written")
        field = e.DESCRIPTOR.fields_by_name[kind]
        if field.message_type is None:
            return f"{kind}({values.format_scalar(field, getattr(e, kind), self)})"
        return f"{kind}(" + ", ".join(values.format_items(getattr(e, kind), self)) + ")"

    @staticmethod
    def _format_ref(ref: Expression.FieldReference) -> str | None:
        if ref.WhichOneof("reference_type") != "direct_reference" or ref.WhichOneof("root_type") != "root_reference":
            return None
        seg = ref.direct_reference
        if seg.WhichOneof("reference_type") != "struct_field" or seg.struct_field.HasField("child"):
            return None
        return f"${seg.struct_field.field}"

    def _format_call(self, f, extra: list[str] | tuple) -> str | None:
        name, needs_anchor = self.ext.function_name(f.function_reference)
        if name in KINDS:
            needs_anchor = True
        args = []
        for a in f.arguments:
            which = a.WhichOneof("arg_type")
            if which == "value":
                args.append(self.format_expr(a.value))
            elif which == "type":
                text = try_format_type(a.type, self.ext)
                if text is None:
                    return None
                args.append(text)
            elif which == "enum" and _is_word(a.enum):
                args.append("&" + a.enum)
            else:
                return None
        if f.options:
            args.append("options=[" + ", ".join(values.format_message(o, self) for o in f.options) + "]")
        args.extend(extra)
        from substrait_explain.types import quote_name

        text = (name if ":" in name and self.ext._plain(name) else quote_name(name))
        text += (f"#{f.function_reference}" if needs_anchor else "") + "(" + ", ".join(args) + ")"
        if f.HasField("output_type"):
            out = try_format_type(f.output_type, self.ext)
            if out is None:
                return None
            text += ":" + out
        return text

    def _format_if_then(self, it: Expression.IfThen) -> str | None:
        arms = []
        for clause in it.ifs:
            if not (clause.HasField("if") and clause.HasField("then")):
                return None
            arms.append(f"{self.format_expr(getattr(clause, 'if'))} -> {self.format_expr(clause.then)}")
        if not arms:
            return None
        if it.HasField("else"):
            arms.append(f"_ -> {self.format_expr(getattr(it, 'else'))}")
        return "if_then(" + ", ".join(arms) + ")"

    def format_aggregate(self, f: AggregateFunction, measure_filter: Expression | None) -> str:
        extra = []
        if f.phase != _DEFAULT_PHASE:
            extra.append("phase=" + values.format_enum(f.DESCRIPTOR.fields_by_name["phase"].enum_type, f.phase))
        if f.invocation != _DEFAULT_INVOCATION:
            extra.append("invocation=" + values.format_enum(
                f.DESCRIPTOR.fields_by_name["invocation"].enum_type, f.invocation))
        if f.sorts:
            extra.append("sorts=" + values.format_field(f.DESCRIPTOR.fields_by_name["sorts"], f, self))
        if measure_filter is not None:
            extra.append("filter=" + self.format_expr(measure_filter))
        text = self._format_call(f, extra)
        if text is None:
            items = values.format_items(f, self)
            if measure_filter is not None:
                items.append("filter=" + self.format_expr(measure_filter))
            text = "aggregate_function(" + ", ".join(items) + ")"
        return text

    # ---- text to proto ----

    def build_message_value(self, descriptor, node: n.Node, target) -> None:
        name = descriptor.full_name
        if name == "substrait.Expression":
            target.CopyFrom(self.build_expr(node))
        elif name == "substrait.Type" and not isinstance(node, n.Tuple):
            if not isinstance(node, n.TypeNode):
                raise ParseError("a type is expected here", node.line, node.col)
            target.CopyFrom(build_type(node, self.ext))
        elif name == "substrait.Expression.Literal" and isinstance(node, n.Lit):
            target.CopyFrom(build_literal(node, self.ext))
        elif name == "substrait.Rel":
            if not isinstance(node, n.SubplanRef):
                raise ParseError("a relation is written %N, naming a line labelled `%N:` below",
                                 node.line, node.col)
            if node.label not in self.subplans:
                raise ParseError(f"no relation labelled %{node.label} under this one", node.line, node.col,
                                 None, f"indent a line `%{node.label}: Relation[...]` under it")
            if node.label in self.used:
                raise ParseError(f"%{node.label} is used twice", node.line, node.col)
            self.used.add(node.label)
            target.CopyFrom(self.subplans[node.label])
        else:
            values.build_message(node, target, self)

    def build_expr(self, node: n.Node) -> Expression:
        e = Expression()
        if isinstance(node, n.Ref):
            e.selection.direct_reference.struct_field.field = node.index
            e.selection.root_reference.SetInParent()
        elif isinstance(node, n.Lit):
            e.literal.CopyFrom(build_literal(node, self.ext))
        elif isinstance(node, n.Call):
            if node.anchor is None and node.name == "if_then" and node.args and \
                    all(isinstance(a, n.Arm) for a in node.args):
                self._build_if_then(node, e.if_then)
            elif node.anchor is None and node.name in KINDS:
                field = e.DESCRIPTOR.fields_by_name[node.name]
                if field.message_type is None:
                    if len(node.args) != 1:
                        raise ParseError(f"{node.name}(...) takes one value", node.line, node.col)
                    setattr(e, node.name, values.build_scalar(field, node.args[0], self))
                else:
                    target = getattr(e, node.name)
                    target.SetInParent()
                    values.build_items(node.args, target, self, what=node.name)
            else:
                self._build_call(node, e.scalar_function)
        elif isinstance(node, n.TypeNode) and node.bare:
            raise ParseError(f"{node.name!r} is not an expression", node.line, node.col, None,
                             "fields are $N, calls name(...), literals 42, 'text', true")
        else:
            raise ParseError("an expression is expected here", node.line, node.col, None,
                             "fields are $N, calls name(...), literals 42, 'text', true")
        return e

    def _build_call(self, node: n.Call, f, named: dict[str, n.Node] | None = None) -> None:
        f.function_reference = self.ext.resolve_function(node)
        for arg in node.args:
            if isinstance(arg, n.Named):
                if named is not None and arg.name in named:
                    named[arg.name] = arg
                    continue
                if arg.name != "options":
                    raise ParseError(f"unknown argument {arg.name!r} in a call", arg.line, arg.col, None,
                                     "a call takes values, types, &enums and options=[...]")
                values.set_field(f, f.DESCRIPTOR.fields_by_name["options"], arg.value, self)
            elif isinstance(arg, n.Enum):
                f.arguments.add().enum = str(arg.name)
            elif isinstance(arg, n.TypeNode) and not arg.bare or isinstance(arg, n.TypeNode) and \
                    _looks_like_type(arg.name):
                f.arguments.add().type.CopyFrom(build_type(arg, self.ext))
            elif isinstance(arg, n.Arm):
                raise ParseError("'->' arms belong in if_then(...)", arg.line, arg.col)
            else:
                f.arguments.add().value.CopyFrom(self.build_expr(arg))
        if node.type is not None:
            f.output_type.CopyFrom(build_type(node.type, self.ext))

    def _build_if_then(self, node: n.Call, it) -> None:
        for i, arm in enumerate(node.args):
            if not isinstance(arm, n.Arm):
                raise ParseError("if_then takes arms: cond -> value, ..., _ -> else", arm.line, arm.col)
            if arm.cond is None:
                if i != len(node.args) - 1:
                    raise ParseError("the else arm `_ -> value` comes last", arm.line, arm.col)
                getattr(it, "else").CopyFrom(self.build_expr(arm.value))
            else:
                clause = it.ifs.add()
                getattr(clause, "if").CopyFrom(self.build_expr(arm.cond))
                clause.then.CopyFrom(self.build_expr(arm.value))
        if not it.ifs:
            raise ParseError("if_then needs at least one `cond -> value` arm", node.line, node.col)

    def build_aggregate(self, node: n.Node, measure) -> None:
        if isinstance(node, n.Tuple):  # a measure with no function: (filter=...)
            values.build_message(node, measure, self)
            return
        if not isinstance(node, n.Call):
            raise ParseError("a measure is an aggregate function call like sum($1)", node.line, node.col)
        filters = [i for i in node.args if isinstance(i, n.Named) and i.name == "filter"]
        if node.anchor is None and node.name == "aggregate_function":
            items = [i for i in node.args if i not in filters]
            measure.measure.SetInParent()
            values.build_items(items, measure.measure, self, what="aggregate_function")
        else:
            f = measure.measure
            named = {"phase": None, "invocation": None, "sorts": None, "filter": None}
            self._build_call(node, f, named)
            fields = f.DESCRIPTOR.fields_by_name
            f.phase = values.build_enum(fields["phase"].enum_type, named["phase"].value) \
                if named["phase"] else _DEFAULT_PHASE
            f.invocation = values.build_enum(fields["invocation"].enum_type, named["invocation"].value) \
                if named["invocation"] else _DEFAULT_INVOCATION
            if named["sorts"]:
                values.set_field(f, fields["sorts"], named["sorts"].value, self)
        for item in filters:
            measure.filter.CopyFrom(self.build_expr(item.value))

def _is_word(text: str) -> bool:
    return bool(text) and (text[0].isalpha() or text[0] == "_") and all(c.isalnum() or c == "_" for c in text) \
        and text.isascii() and text not in ("true", "false", "null")


def _looks_like_type(name: str) -> bool:
    from substrait_explain.types import TYPE_NAMES

    return name.lower() in TYPE_NAMES

