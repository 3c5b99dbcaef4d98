"""Subqueries as text, both ways.

The subquery's relation sits on its own line labelled `%N:` below the
relation that uses it; the expression names it:

    %0                 a scalar subquery
    exists(%0)         EXISTS (a set predicate; `unique(%0)` for UNIQUE)
    in($1, $2, %0)     ($1, $2) IN (the needles, then the haystack)
    any(&Lt, $0, %0)   $0 < ANY (...) (a set comparison; `all(...)` for ALL)

A subquery these cannot say exactly (an operation left unspecified, no
relation, no needles) is written `subquery(...)` with its fields.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from google.protobuf.message import Message
from substrait.proto import Expression, Rel

from substrait_explain.base.errors import error_at
from substrait_explain.codec import values
from substrait_explain.generated.enum_names import ENUM_NAMES
from substrait_explain.generated.messages import which
from substrait_explain.text import nodes as n

if TYPE_CHECKING:
    from substrait_explain.codec.context import BuildContext, PrintContext

_PREDICATES: Final = {text.lower(): number for number, text in
               ENUM_NAMES["substrait.Expression.Subquery.SetPredicate.PredicateOp"].items() if number}
_REDUCTIONS: Final = {text.lower(): number for number, text in
               ENUM_NAMES["substrait.Expression.Subquery.SetComparison.ReductionOp"].items() if number}
# The call names the short forms take: a declared function of the same name is
# always written with its #anchor, so that the two never mix up.
NAMES: Final = frozenset({"in", *_PREDICATES, *_REDUCTIONS})
_COMPARISON: Final = Expression.Subquery.SetComparison.DESCRIPTOR.fields_by_name["comparison_op"].enum_type


def holds_relation(msg: Message) -> bool:
    """Whether a relation stands anywhere inside ``msg``: its text then names a
    subquery line by its label, which a text may use only once."""
    stack = [msg]
    while stack:
        for field, value in stack.pop().ListFields():
            if field.message_type is None:
                continue
            if field.message_type.full_name == "substrait.Rel":
                return True
            if field.is_repeated:
                stack.extend(value)
            else:
                stack.append(value)
    return False


def format_subquery(ctx: PrintContext, s: Expression.Subquery) -> str | None:
    kind = which(s, "subquery_type")
    if kind is None or [f.name for f, _ in s.ListFields()] != [kind]:
        return None
    part = getattr(s, kind)
    # Each form needs its relation and exactly the fields it says.
    if kind == "scalar" and _only(part, "input"):
        return _rel(ctx, part.input)
    if kind == "set_predicate" and _only(part, "predicate_op", "tuples") and part.predicate_op in \
            _PREDICATES.values():
        name = next(k for k, v in _PREDICATES.items() if v == part.predicate_op)
        return f"{name}({_rel(ctx, part.tuples)})"
    if kind == "in_predicate" and _only(part, "needles", "haystack") and part.needles:
        needles = [ctx.format_expr(e) for e in part.needles]
        return "in(" + ", ".join([*needles, _rel(ctx, part.haystack)]) + ")"
    if kind == "set_comparison" and _only(part, "reduction_op", "comparison_op", "left", "right") and \
            part.reduction_op in _REDUCTIONS.values() and part.comparison_op:
        name = next(k for k, v in _REDUCTIONS.items() if v == part.reduction_op)
        op = values.format_enum(_COMPARISON, part.comparison_op)
        return f"{name}({op}, {ctx.format_expr(part.left)}, {_rel(ctx, part.right)})"
    return None


def _only(message: Message, *names: str) -> bool:
    """Whether exactly the fields ``names`` of ``message`` are set."""
    return sorted(f.name for f, _ in message.ListFields()) == sorted(names)


def _rel(ctx: PrintContext, rel: Rel) -> str:
    return ctx.format_message_value(Rel.DESCRIPTOR, rel)


def is_short_form(node: n.Node) -> bool:
    """Whether ``node`` is one of the subquery short forms."""
    return isinstance(node, n.SubplanRef) or \
        isinstance(node, n.Call) and node.anchor is None and node.urn is None and node.name in NAMES and \
        node.over is None


def build_subquery(ctx: BuildContext, node: n.Node, s: Expression.Subquery) -> None:
    if isinstance(node, n.SubplanRef):
        ctx.build_message_value(Rel.DESCRIPTOR, node, s.scalar.input)
        return
    assert isinstance(node, n.Call)
    if node.type is not None:
        raise error_at(node.type, f"{node.name}(...) of a subquery takes no type")
    args = node.args
    named = next((a for a in args if isinstance(a, n.Named)), None)
    if named is not None:
        raise error_at(named, f"{node.name}(...) of a subquery takes no named arguments")
    if not args or not isinstance(args[-1], n.SubplanRef):
        raise error_at(node, f"{node.name}(...) ends with the subquery's relation, %N",
                       f"for example {node.name}(%0), with a line `%0: Relation[...]` below")
    *head, rel = args
    if node.name in _PREDICATES:
        if head:
            raise error_at(head[0], f"{node.name}(...) takes only the relation: {node.name}(%N)")
        s.set_predicate.predicate_op = _PREDICATES[node.name]
        ctx.build_message_value(Rel.DESCRIPTOR, rel, s.set_predicate.tuples)
    elif node.name == "in":
        if not head:
            raise error_at(node, "in(...) takes the values to look for, then the relation: in($0, %N)")
        for needle in head:
            ctx.build_expr(needle, s.in_predicate.needles.add())
        ctx.build_message_value(Rel.DESCRIPTOR, rel, s.in_predicate.haystack)
    else:
        if len(head) != 2 or not isinstance(head[0], n.Enum):
            raise error_at(node, f"{node.name}(...) takes a comparison, a value and the relation",
                           f"for example {node.name}(&Lt, $0, %N)")
        s.set_comparison.reduction_op = _REDUCTIONS[node.name]
        s.set_comparison.comparison_op = values.build_enum(_COMPARISON, head[0], "the comparison")
        ctx.build_expr(head[1], s.set_comparison.left)
        ctx.build_message_value(Rel.DESCRIPTOR, rel, s.set_comparison.right)
