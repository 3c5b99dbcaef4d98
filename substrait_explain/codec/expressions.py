"""Expressions as text, both ways.

Short forms: field references `$3`, `$3.0.1` (into nested structs), `^$0`
(a field of the query one level out) and `?$3` (no root given); literals; function calls
`name#anchor@urn(args):type`; window functions `name(args) over (...)`;
`if_then(cond -> value, _ -> else)`; subqueries `%0`, `exists(%0)`,
`in($1, %0)`, `any(&Lt, $0, %0)` (see :mod:`subqueries`).  Every other
expression, and any a short form cannot reproduce exactly, is written
`kind(...)`, where `kind` is the case of `substrait.Expression` and the
arguments are its fields (`cast($0, i64)`, `singular_or_list($0, [1, 2])`).
A declared function that shares a name with such a kind or short form is
always written with its `#anchor`, so the two never mix up.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, Final

from google.protobuf.descriptor import Descriptor
from google.protobuf.message import Message
from substrait.proto import (
    AggregateFunction,
    AggregateRel,
    ComparisonJoinKey,
    Expression,
    Rel,
    Type,
)

from substrait_explain.base.errors import INDEX, ParseError, check_int, error_at
from substrait_explain.base.suggest import did_you_mean
from substrait_explain.codec import masks, payloads, placeholders, subqueries, values
from substrait_explain.codec.literals import SMALL_LITERAL, build_literal, format_literal, plain_literal_text
from substrait_explain.codec.memo import Memo
from substrait_explain.codec.tables import Reads
from substrait_explain.codec.types import TYPE_NAMES, build_type, is_builtin, memo_type_text
from substrait_explain.generated import messages, printer_table
from substrait_explain.generated.messages import has, serialized, which
from substrait_explain.generated.printer_table import (
    EXPLICIT,
    FUNCTION_DEFAULTS,
    FUNCTION_FORMS,
    FUNCTION_ITEMS,
    ITEMS,
    SHORT_FORMS,
)
from substrait_explain.generated.relation_table import MESSAGE_ARGS
from substrait_explain.plan import nesting
from substrait_explain.plan.schema import Column, Schemas
from substrait_explain.text import nodes as n
from substrait_explain.text.lexical import is_identifier, is_signed_name, quote_name, quote_string
from substrait_explain.text.wrap import Calls

if TYPE_CHECKING:
    from substrait_explain.codec.extensions import Extensions

KINDS: Final = tuple(f.name for f in Expression.DESCRIPTOR.oneofs_by_name["rex_type"].fields)
# `(x)::T`, `(x)::?T`, `(x)::!T`: unspecified, return null, throw exception.
_CAST_FAILURES: Final = {Expression.Cast.FAILURE_BEHAVIOR_UNSPECIFIED: "",
                  Expression.Cast.FAILURE_BEHAVIOR_RETURN_NULL: "?",
                  Expression.Cast.FAILURE_BEHAVIOR_THROW_EXCEPTION: "!"}
_CAST_BEHAVIORS: Final = {mark: behavior for behavior, mark in _CAST_FAILURES.items()}
# Call names a declared function is never written with without its #anchor:
# they would read as an expression kind, a short form or a measure's explicit form.
_RESERVED_CALLS: Final = frozenset({*KINDS, "if_then", "aggregate_function", *subqueries.NAMES})
# Calls up to this long are kept for wrapping (see wrap.Calls): longer ones are
# read back from their text, so that deep nesting does not keep every level's text.
_KNOWN_CALL: Final = 4096


class PrintContext:
    """Writes expressions, types and any message inside a plan as text; holds
    the plan's extension anchors and the subquery relations met on the
    relation line being written.

    The explicit form of a message comes from the generated printer table; the
    methods named in its ``SHORT_FORMS`` write the messages that have a short
    form.  Leaves that plans repeat (field references, literals, types, the
    head of a call) are written once per plan and looked up by their bytes."""

    def __init__(self, ext: Extensions, verbose: bool = False) -> None:
        self.ext = ext
        self.verbose = verbose  # write out what the short forms leave silent (styles.py)
        self.full_emits = verbose  # every emit as its full list (relations.py: emits)
        # The names view: the schemas of the plan, and the name of each column `$N` on the
        # relation line being written refers to (None: no names there).
        self.schemas: Schemas | None = None
        self.names: list[str | None] | None = None
        # ... and of each side's columns, which a HashJoin's or MergeJoin's keys index apart.
        self.key_names: tuple[list[str | None] | None, list[str | None] | None] | None = None
        # Relations inside expressions (subqueries) are written on their own
        # lines, labelled `%N:` under the relation that uses them.
        self._pending: list[tuple[int, Rel]] = []
        self.calls: Calls = {}  # what wrapping needs to know of the calls on a relation line
        self._next_label = 0
        self._types: dict[bytes, str] = {}  # a type's bytes -> its short form ("" for none)
        self._heads: dict[int, str] = {}  # a function anchor -> `name` or `name#anchor`
        self.emitted: dict[int, tuple[Rel, int | None]] = {}  # see schema.emitted_count
        # Each Read of a named table met, for `=== Tables` (see tables.py), and the table of the
        # Read on the relation line being written whose columns a declaration can stand for.
        self.reads: Reads = []
        self.declarable: tuple[str, ...] | None = None

    def begin_line(self) -> None:
        """Start a relation line: the subqueries and calls met from here on are its own."""
        self._pending = []
        self.calls = {}
        self.declarable = None

    def subplans(self) -> list[tuple[int, Rel]]:
        """The subquery relations met since :meth:`begin_line`, with their labels."""
        return self._pending

    def checkpoint(self) -> tuple[int, int]:
        """Where the line's subqueries stand, for :meth:`rewind`."""
        return len(self._pending), self._next_label

    def rewind(self, point: tuple[int, int]) -> None:
        """Forget the subqueries met since ``point``: the text that met them is dropped, and
        the form written instead meets them again."""
        del self._pending[point[0]:]
        self._next_label = point[1]

    # ---- leaves, written once per plan --------------------------------------

    def type_text(self, t: Type) -> str | None:
        """The short form of a type, or None when the type syntax cannot say it."""
        key = serialized(t)
        text = self._types.get(key)
        if text is None:
            text = self._type_miss(t, key)
        return text or None

    def _type_miss(self, t: Type, key: bytes) -> str:
        text = self._types[key] = memo_type_text(t, key, self.ext)
        return text

    def _literal_text(self, lit: Expression.Literal) -> str | None:
        data = serialized(lit)
        text = plain_literal_text(lit, data) if len(data) <= SMALL_LITERAL else None
        return format_literal(lit, self.ext) if text is None else text or None

    def _head(self, anchor: int) -> str:
        """`name` or `name#anchor`: how a call to function ``anchor`` starts."""
        head = self._heads.get(anchor)
        if head is None:
            name, needs_anchor = self.ext.function_name(anchor)
            if name in _RESERVED_CALLS or self.verbose:
                needs_anchor = True
            head = name if ":" in name and is_signed_name(name) else quote_name(name)
            head = self._heads[anchor] = head + (f"#{anchor}" if needs_anchor else "")
        return head

    # ---- the short forms of SHORT_FORMS --------------------------------------

    def format_message_value(self, descriptor: Descriptor, value: Message) -> str:
        """Any message, by its descriptor (for registered payloads' fields)."""
        method = SHORT_FORMS.get(descriptor.full_name)
        if method is not None:
            return getattr(self, method)(value)
        explicit = EXPLICIT.get(descriptor.full_name)
        return explicit(value, self) if explicit is not None else values.format_message(value, self)

    def format_type_value(self, t: Type) -> str:
        text = self.type_text(t)
        return text if text is not None else printer_table.Type(t, self)

    def format_literal_value(self, lit: Expression.Literal) -> str:
        text = self._literal_text(lit)
        return text if text is not None else printer_table.Expression_Literal(lit, self)

    def format_reference_value(self, ref: Expression.FieldReference) -> str:
        text = reference_text(ref)
        return text if text is not None else printer_table.Expression_FieldReference(ref, self)

    def format_join_key_value(self, key: ComparisonJoinKey) -> str:
        """`($1:b, $0:c, (simple=&Eq))`: in the names view each side's reference shows its name."""
        sides = self.key_names
        if sides is not None and has(key, "left") and has(key, "right"):
            left, right = reference_text(key.left), reference_text(key.right)
            if left is not None and right is not None:
                texts = [_with_name(text, names) if names is not None else text
                         for text, names in ((left, sides[0]), (right, sides[1]))]
                if has(key, "comparison"):
                    texts.append(printer_table.ComparisonJoinKey_ComparisonType(key.comparison, self))
                return f"({', '.join(texts)})"
        return printer_table.ComparisonJoinKey(key, self)

    def format_function_value(self, f: Any) -> str:
        name = messages.full_name(f)
        inside, over = FUNCTION_ITEMS[name]
        text = self.format_function(f, inside, over)
        return text if text is not None else EXPLICIT[name](f, self)

    def format_bound_value(self, bound: Any) -> str:
        text = _format_bound(bound)
        return text if text is not None else printer_table.Expression_WindowFunction_Bound(bound, self)

    def format_mask_value(self, mask: Expression.MaskExpression) -> str:
        text = None if self.verbose else masks.format_mask(mask, not self.full_emits)
        return text if text is not None else printer_table.Expression_MaskExpression(mask, self)

    def format_select_value(self, select: Expression.MaskExpression.StructSelect) -> str:
        text = masks.format_select(select, not self.full_emits)
        return text if text is not None else printer_table.Expression_MaskExpression_StructSelect(select, self)

    def format_any_value(self, value: Any) -> str:
        found = payloads.format_payload(value, self)
        return f"{found[0]}(" + ", ".join(found[1]) + ")" if found is not None \
            else printer_table.google_protobuf_Any(value, self)

    def format_subplan(self, rel: Rel) -> str:
        """`%N`: the relation goes on its own line, labelled `%N:`, under this one."""
        label = self._next_label
        self._next_label += 1
        self._pending.append((label, rel))
        return f"%{label}"

    # ---- expressions ------------------------------------------------------------

    def format_expr(self, e: Expression) -> str:
        kind = which(e, "rex_type")
        if kind is None:
            return placeholders.EMPTY_EXPRESSION
        value = getattr(e, kind)
        # The leaves, four expressions in five, are written directly. The other kinds are
        # called through the table, by Python's calling convention even when compiled: so the
        # printer's recursion counts towards the recursion limit (tests/test_deep.py).
        if kind == "selection":
            short = self._format_reference(value)
        elif kind == "literal":
            short = self._format_literal(value)
        else:
            form = _SHORT_FORMS.get(kind)
            short = None if form is None else form(self, value)
        if short is not None:
            return short
        if kind in _SCALAR_KINDS:
            return f"{kind}({_SCALAR_KINDS[kind](value)})"
        return f"{kind}(" + ", ".join(ITEMS[messages.full_name(value)](value, self)) + ")"

    def _format_scalar_function(self, f: Expression.ScalarFunction) -> str | None:
        return self.format_function(f, _SCALAR_INSIDE, None)

    def _format_window_function(self, f: Expression.WindowFunction) -> str | None:
        return self.format_function(f, _WINDOW_INSIDE, _WINDOW_OVER)

    def format_function(self, f: Any, inside: Callable[[Any, Any], list[str]],
                        over: Callable[[Any, Any], list[str]] | None, extra: tuple[str, ...] = ()) -> str | None:
        """`name(args, inside=...):type over (...)`, or None when that cannot say ``f``."""
        # Decided before any argument is formatted: formatting queues subqueries, which
        # the explicit form would then queue again.
        tail = ""
        if has(f, "output_type"):
            out = self.type_text(f.output_type)
            if out is None:
                return None
            tail = ":" + out
        written: list[str | Expression] = []  # each type and enum argument's text; a value, formatted below
        for a in f.arguments:
            kind = which(a, "arg_type")
            if kind == "value":
                written.append(a.value)
            elif kind == "type":
                text = self.type_text(a.type)
                if text is None:
                    return None
                written.append(text)
            elif kind == "enum" and is_identifier(a.enum):
                written.append("&" + a.enum)
            else:
                return None
        args = [w if isinstance(w, str) else self.format_expr(w) for w in written]
        args += inside(f, self)
        args += extra
        head = self._head(f.function_reference)
        text = f"{head}({', '.join(args)}){tail}"
        if over is not None:
            return text + " over (" + ", ".join(over(f, self)) + ")"
        if len(text) <= _KNOWN_CALL:
            self.calls[id(text)] = (text, head, args, tail)
        return text

    def _format_literal(self, lit: Expression.Literal) -> str | None:
        return self._literal_text(lit)

    def _format_reference(self, ref: Expression.FieldReference) -> str | None:
        text = reference_text(ref)
        return text if text is None or self.names is None else _with_name(text, self.names)

    def _format_if_then(self, it: Expression.IfThen) -> str | None:
        # Decided before anything is formatted: formatting queues subqueries.
        if not it.ifs or not all(has(c, "if") and has(c, "then") for c in it.ifs):
            return None
        results = [c.then for c in it.ifs] + ([getattr(it, "else")] if has(it, "else") else [])
        if any(which(r, "rex_type") is None for r in results):
            return None  # `-> ()` would not parse: after `->` comes an expression, not a tuple
        arms = [f"{self.format_expr(getattr(c, 'if'))} -> {self.format_expr(c.then)}" for c in it.ifs]
        if has(it, "else"):
            arms.append(f"_ -> {self.format_expr(getattr(it, 'else'))}")
        text = "if_then(" + ", ".join(arms) + ")"
        if len(text) <= _KNOWN_CALL:
            self.calls[id(text)] = (text, "if_then", arms, "")  # cut open as a call is
        return text

    def _format_cast(self, cast: Expression.Cast) -> str | None:
        # An input with nothing set is the placeholder `()`, which `(())` would read as a tuple.
        if not (has(cast, "input") and has(cast, "type")) or which(cast.input, "rex_type") is None or \
                cast.failure_behavior not in _CAST_FAILURES or len(cast.ListFields()) > 3:
            return None
        target = self.type_text(cast.type)
        if target is None:
            return None
        return f"({self.format_expr(cast.input)})::{_CAST_FAILURES[cast.failure_behavior]}{target}"

    def format_measure(self, m: AggregateRel.Measure) -> str:
        if not has(m, "measure"):
            return printer_table.AggregateRel_Measure(m, self)
        extra = ("filter=" + self.format_expr(m.filter),) if has(m, "filter") else ()
        text = self.format_function(m.measure, _AGGREGATE_INSIDE, None, extra)
        if text is None:
            text = "aggregate_function(" + ", ".join(printer_table.AggregateFunction_items(m.measure, self) +
                                                    list(extra)) + ")"
        return text


_BUILTIN_TYPES: Final[Memo[bytes]] = Memo(4096)  # see BuildContext.type_bytes


class UnknownInput(ParseError):
    """A line that cannot be built without what its input tells (its width, its columns'
    names): under an input line that failed, only an echo of that line's error."""


class BuildContext:
    """Builds expressions, types and any message inside a plan from text;
    holds the plan's extension anchors and the labelled subquery lines of the
    relation being built."""

    def __init__(self, ext: Extensions) -> None:
        self.ext = ext
        self._subplans: dict[int, Rel] = {}
        self._used: set[int] = set()
        self._types: dict[tuple[object, ...], bytes] = {}  # see type_bytes
        self._functions: dict[tuple[str, int | None, int | None], int] = {}  # (name, #anchor, @urn) -> anchor
        # For validate: id(function message) -> (it, the call it was built from), and the
        # errors of calls to undeclared functions, recorded (the call built on) instead of
        # raised, so that the rest of the line is still checked.
        self.calls: dict[int, tuple[object, n.Call]] | None = None
        self.call_errors: list[ParseError] | None = None
        # The calls of those errors, and those an error cut short, by id: built in part.
        self.incomplete_calls: dict[int, object] | None = None
        self.refs: dict[int, tuple[object, n.Ref]] | None = None  # the same for field references
        # Told of each subquery's relation copied into its expression, so that what was recorded
        # of the relation built is known of the copy, which the plan holds.
        self.copied: Callable[[Message, Message], None] | None = None
        self.longest_ref: n.Ref | None = None  # the field reference of the most steps (see builder.check_depth)
        # What `$N:name` and a column written by its name refer to: the relation being built
        # (its case and message), its columns derived only when a name needs them.
        self.schemas = Schemas(root_names=False)
        # The columns each declared table has (`=== Tables`, see tables.py).
        self.tables: dict[tuple[str, ...], list[n.Node]] = {}
        self._relation: tuple[str, Any] | None = None
        self._scope: list[Column] | None = None
        self._scope_known = False

    def begin_scope(self, case: str | None, msg: Any) -> None:
        """The relation whose expressions are built next (None: names cannot be checked there)."""
        self._relation = None if case is None else (case, msg)
        self._scope_known = False

    def scope(self) -> list[Column] | None:
        if not self._scope_known:
            self._scope = None if self._relation is None else self.schemas.scope_of(*self._relation)
            self._scope_known = True
        return self._scope

    def column_named(self, node: n.TypeNode, scope: list[Column] | None = None) -> n.Ref:
        """`$N` for a column written by its name alone: the one column of the scope (or of
        ``scope``) with that name."""
        name = node.name
        scope = self.scope() if scope is None else scope
        if scope is None:
            raise UnknownInput(f"{name!r} is not an expression, and the columns here are not known by name",
                               node.line, node.col, None,
                               "fields are $N, calls name(...), literals 42, 'text', true, subqueries %N")
        found = [i for i, c in enumerate(scope) if c.name == name]
        if not found:
            known = [c.name for c in scope if c.name is not None]
            hint = did_you_mean(name, known) or "write the column as $N"
            if node.quoted:  # a string written in double quotes, perhaps
                hint = f"{hint}; a string is written in single quotes: {quote_string(name)}"
            raise error_at(node, f"no column is named {name!r} here", hint)
        if len(found) > 1:
            shown = ", ".join(f"${i}:{quote_name(name)}" for i in found)
            raise error_at(node, f"{len(found)} columns are named {name!r} here: {shown}", "write one of them")
        return n.Ref(node.line, node.col, [found[0]])

    def is_column(self, node: n.TypeNode) -> bool:
        """Whether ``node`` is a name alone that names a column here (`"full name"`)."""
        scope = self.scope() if node.plain_name is not None else None
        return scope is not None and any(c.name == node.name for c in scope)

    def check_name(self, node: n.Ref, scope: list[Column] | None = None) -> None:
        """Raise unless ``node``'s `:name` is the name of the column it refers to (in the
        scope, or in ``scope``), where that is known."""
        if not (node.rooted and not node.steps_out and len(node.path) == 1):
            return
        scope = self.scope() if scope is None else scope
        if scope is None or node.path[0] >= len(scope):
            return
        actual = scope[node.path[0]].name
        if actual != node.name:
            ref = f"${node.path[0]}"
            raise error_at(node, f"{ref} is {quote_name(actual)}, not {quote_name(str(node.name))}"
                           if actual is not None else f"{ref} has no name in the plan, not {node.name!r}",
                           f"write {ref}:{quote_name(actual)}" if actual is not None else f"write {ref}")

    def _join_key_names(self, key: n.Tuple) -> n.Tuple:
        """A HashJoin's or MergeJoin's key with each side's reference checked against that
        side's columns, and a side written by a column's name alone read as its `$N`."""
        relation = self._relation
        if relation is None or relation[0] not in ("hash_join", "merge_join"):
            return key
        items = list(key.items)
        for i, (item, side) in enumerate(zip(items, join_key_sides(items), strict=True)):
            if side is None:
                continue
            value = item.value if isinstance(item, n.Named) else item
            columns = self.schemas.output(getattr(relation[1], side)) if has(relation[1], side) else None
            if isinstance(value, n.TypeNode) and value.plain_name is not None:
                value = self._key_column_named(value, side, columns, relation[1])
            elif isinstance(value, n.Ref) and value.name is not None and columns is not None:
                self.check_name(value, columns)
            items[i] = n.Named(item.line, item.col, item.name, value) if isinstance(item, n.Named) else value
        return n.Tuple(key.line, key.col, items)

    def _key_column_named(self, node: n.TypeNode, side: str, columns: list[Column] | None, join: Any) -> n.Ref:
        """`$N` of the column of the ``side`` input a key names; a clear error where that side's
        columns are not known or only the other side has the name."""
        if columns is None:
            raise UnknownInput(f"{node.name!r} names a column of the {side} input, whose columns are not "
                               "known by name", node.line, node.col, None, "write the column as $N")
        other = "right" if side == "left" else "left"
        theirs = self.schemas.output(getattr(join, other)) if has(join, other) else None
        if all(c.name != node.name for c in columns) and theirs is not None \
                and any(c.name == node.name for c in theirs):
            first = "first" if side == "left" else "second"
            raise error_at(node, f"{node.name!r} is a column of the {other} input; a key's {first} "
                           f"reference is a column of the {side} input",
                           "a key is (left column, right column, comparison): swap them or write $N")
        return self.column_named(node, columns)

    def type_bytes(self, node: n.TypeNode) -> bytes | None:
        """The bytes of the Type ``node`` means, for a type without nested types
        (a schema's columns repeat a few of them); None for any other."""
        params = node.params
        if params is not None and not all(isinstance(p, n.Lit) and p.kind == "int" for p in params):
            return None
        key = (node.name, node.quoted, node.udt, node.anchor, node.urn, node.variation, node.nullability,
               None if params is None else tuple(p.value for p in params))
        data = self._types.get(key)
        if data is None:  # a built-in type means the same in every plan: kept across plans
            data = _BUILTIN_TYPES.get(key, node, self._type_data) if is_builtin(node) else self._type_data(node)
            self._types[key] = data
        return data

    def _type_data(self, node: Any) -> bytes:
        return build_type(node, self.ext).SerializeToString()

    def build_ref(self, node: n.Ref, ref: Expression.FieldReference) -> None:
        if self.refs is not None:
            self.refs[id(ref)] = (ref, node)
        if len(node.path) > 1 and (self.longest_ref is None or len(node.path) > len(self.longest_ref.path)):
            self.longest_ref = node
            if 2 * len(node.path) > nesting.MESSAGE_LIMIT:  # two messages a step: refused before it is built
                raise error_at(node, nesting.too_deep(f"at least {2 * len(node.path)}"), nesting.TOO_DEEP_HINT)
        _build_ref(node, ref)

    def begin_relation(self, subplans: dict[int, Rel]) -> None:
        """Start building a relation whose `%N:` lines below built ``subplans``."""
        self._subplans, self._used = subplans, set()

    def unused_subplans(self) -> list[int]:
        """The labels of the current relation's subplans no argument used, in order."""
        return sorted(set(self._subplans) - self._used) if self._subplans else []


    def build_message_value(self, descriptor: Descriptor, node: n.Node, target: Any) -> None:
        name = descriptor.full_name
        if name == "substrait.Expression":
            self.build_expr(node, target)
        elif name == "substrait.Type" and not isinstance(node, n.Tuple):
            if not isinstance(node, n.TypeNode):
                raise error_at(node, "a type is expected here")
            target.CopyFrom(build_type(node, self.ext))
        elif name == "substrait.Expression.Literal" and isinstance(node, n.Lit):
            target.CopyFrom(build_literal(node, self.ext))
        elif name == "substrait.Expression.FieldReference" and isinstance(node, n.Ref):
            self.build_ref(node, target)
        elif name == "substrait.ComparisonJoinKey" and isinstance(node, n.Tuple):
            values.build_message(self._join_key_names(node), target, self)
        elif name in FUNCTION_FORMS and isinstance(node, n.Call):
            self.build_function(node, target)
        elif name == "substrait.Rel":
            self._build_subplan(node, target)
        elif name in (masks.MASK, masks.SELECT) and masks.build(node, target):
            pass
        elif name == _BOUND and isinstance(node, n.TypeNode) and node.bare:
            if node.name not in _BOUND_WORDS:
                raise error_at(node, f"a bound is {' or '.join(_BOUND_WORDS)}, or a tuple: (preceding=(N)) or "
                                     f"(following=(N)); not {node.name!r}",
                               did_you_mean(node.name, _BOUND_WORDS) or "write one of those")
            getattr(target, node.name).SetInParent()
        elif name == "google.protobuf.Any" and isinstance(node, n.Call):
            if node.anchor is not None or node.over is not None:
                raise error_at(node, "an extension payload reads Name(field=value, ...)")
            target.CopyFrom(payloads.build_payload(node, node.name, node.args, self))
        else:
            values.build_message(node, target, self)

    def _build_subplan(self, node: n.Node, target: Rel) -> None:
        if not isinstance(node, n.SubplanRef):
            raise error_at(node, "a relation is written %N, naming a line labelled `%N:` below")
        if node.label not in self._subplans:
            raise error_at(node, f"no relation labelled %{node.label} under this one",
                           f"indent a line `%{node.label}: Relation[...]` under it")
        if node.label in self._used:
            raise error_at(node, f"%{node.label} is used twice")
        self._used.add(node.label)
        target.CopyFrom(self._subplans[node.label])
        if self.copied is not None:
            self.copied(self._subplans[node.label], target)

    def build_expr(self, node: n.Node, e: Expression | None = None) -> Expression:
        """The expression ``node`` means, built into ``e`` when given: building in
        place, rather than copying finished parts in, keeps deep expressions
        clear of protobuf's nesting limit on copies."""
        if e is None:
            e = Expression()
        if isinstance(node, n.TypeNode) and node.plain_name is not None and node.name != "_":
            node = self.column_named(node)
        if isinstance(node, n.Ref):
            case = "selection"
            if node.name is not None:
                self.check_name(node)
        elif subqueries.is_short_form(node):
            case = "subquery"
        elif isinstance(node, n.Lit):
            case = "literal"
        elif isinstance(node, n.Cast):
            case = "cast"
        elif placeholders.is_empty_expression(node):
            e.SetInParent()
            return e
        elif isinstance(node, n.Call):
            if node.anchor is None and node.name == "if_then" and node.args and \
                    all(isinstance(a, n.Arm) for a in node.args):
                case = "if_then"
            elif node.anchor is None and node.name == "if_then" and any(isinstance(a, n.Arm) for a in node.args):
                bad = next(a for a in node.args if not isinstance(a, n.Arm))
                raise error_at(bad, "every argument of if_then is an arm: cond -> value",
                               "the else arm is written _ -> value")
            elif node.anchor is None and node.name in KINDS:
                self._build_kind(node, e)
                return e
            else:
                case = "window_function" if node.over is not None else "scalar_function"
        else:
            raise error_at(node, f"{node.name!r} is not an expression" if isinstance(node, n.TypeNode) and node.bare
                           else "an expression is expected here",
                           "fields are $N, calls name(...), literals 42, 'text', true, subqueries %N")
        build = EXPRESSION_KINDS[case].build
        assert build is not None  # the cases chosen above all have a short form
        build(self, node, getattr(e, case))
        return e

    def _build_kind(self, node: n.Call, e: Expression) -> None:
        field = e.DESCRIPTOR.fields_by_name[node.name]
        if node.over is not None:
            raise error_at(node, f"{node.name}(...) takes no over (...)")
        if field.message_type is None:
            if len(node.args) != 1:
                raise error_at(node, f"{node.name}(...) takes one value")
            setattr(e, node.name, values.build_scalar(field, node.args[0], self))
            return
        target = getattr(e, node.name)
        target.SetInParent()
        values.build_items(node.args, target, self, MESSAGE_ARGS.get(target.DESCRIPTOR.full_name, ()),
                           what=node.name)

    def build_function(self, node: n.Call, f: Any, extra: tuple[str, ...] = ()) -> dict[str, n.Named]:
        """Fill the function message ``f`` from a call; returns the ``extra`` named items found."""
        if self.incomplete_calls is None:
            return self._fill_function(node, f, extra)
        try:
            return self._fill_function(node, f, extra)
        except ParseError:
            self.incomplete_calls[id(f)] = f  # an error cut it short: it is built in part
            raise

    def _fill_function(self, node: n.Call, f: Any, extra: tuple[str, ...]) -> dict[str, n.Named]:
        inside, over = FUNCTION_FORMS[f.DESCRIPTOR.full_name]
        if node.anchor is None and node.name in ("aggregate_function",):
            raise error_at(node, "aggregate_function(...) is only written for a measure")
        key = (node.name, node.anchor, node.urn)
        anchor = self._functions.get(key)
        if anchor is None:
            try:
                anchor = self._functions[key] = self.ext.resolve_function(node)
            except ParseError as e:
                if self.call_errors is None:
                    raise
                self.call_errors.append(e)
                if self.incomplete_calls is not None:
                    self.incomplete_calls[id(f)] = f
                anchor = 0
        f.function_reference = anchor
        if self.calls is not None:
            self.calls[id(f)] = (f, node)
        fields = f.DESCRIPTOR.fields_by_name
        found: dict[str, n.Named] = {}
        for name, default in _DEFAULTS_INSIDE[f.DESCRIPTOR.full_name]:
            setattr(f, name, default)
        for arg in node.args:
            if isinstance(arg, n.Named):
                if arg.name in extra:
                    found[arg.name] = arg
                elif arg.name in FUNCTION_DEFAULTS and arg.name in inside and _is_blank(arg.value):
                    setattr(f, arg.name, 0)
                elif arg.name in inside:
                    values.set_field(f, fields[arg.name], arg.value, self)
                else:
                    allowed = ", ".join(inside + extra)
                    raise error_at(arg, f"unknown argument {arg.name!r} in a call",
                                   f"a call takes values, types, &enums and {allowed}=...")
            elif isinstance(arg, n.Enum):
                f.arguments.add().enum = str(arg.name)
            elif isinstance(arg, n.TypeNode) and (not arg.bare or _looks_like_type(arg.name)) \
                    and not (arg.quoted and self.is_column(arg)):
                f.arguments.add().type.CopyFrom(build_type(arg, self.ext))
            elif isinstance(arg, n.Arm):
                raise error_at(arg, "'->' arms belong in if_then(...)")
            else:
                self.build_expr(arg, f.arguments.add().value)
        if node.type is not None:
            data = self.type_bytes(node.type)
            if data is None:
                f.output_type.CopyFrom(build_type(node.type, self.ext))
            else:
                f.output_type.MergeFromString(data)
        if (node.over is not None) != (over is not None):
            raise error_at(node, "only window functions take over (...)" if node.over is not None
                           else "a window function reads name(args) over (...)")
        if node.over is not None and over is not None:
            for item in node.over:
                if not isinstance(item, n.Named) or item.name not in over:
                    raise error_at(item, "over (...) takes " + ", ".join(f"{k}=" for k in over))
                values.set_field(f, fields[item.name], item.value, self)
        return found

    def _build_if_then(self, node: n.Call, it: Expression.IfThen) -> None:
        for i, arm in enumerate(node.args):
            if arm.cond is None:
                if i != len(node.args) - 1:
                    raise error_at(arm, "the else arm `_ -> value` comes last")
                self.build_expr(arm.value, getattr(it, "else"))
            else:
                clause = it.ifs.add()
                self.build_expr(arm.cond, getattr(clause, "if"))
                self.build_expr(arm.value, clause.then)
        if not it.ifs:
            raise error_at(node, "if_then needs at least one `cond -> value` arm")

    def _build_cast(self, node: n.Cast, cast: Expression.Cast) -> None:
        self.build_expr(node.input, cast.input)
        cast.type.CopyFrom(build_type(node.type, self.ext))
        cast.failure_behavior = _CAST_BEHAVIORS[node.failure or ""]

    def build_measure(self, node: n.Node, measure: AggregateRel.Measure) -> None:
        if isinstance(node, n.Tuple):  # a measure with no function: (filter=...)
            values.build_message(node, measure, self)
            return
        if not isinstance(node, n.Call):
            raise error_at(node, "a measure is an aggregate function call like sum($1)")
        if node.anchor is None and node.name == "aggregate_function":
            filters = {i.name: i for i in node.args if isinstance(i, n.Named) and i.name == "filter"}
            measure.measure.SetInParent()
            values.build_items([i for i in node.args if i not in filters.values()], measure.measure, self,
                               what="aggregate_function")
        else:
            filters = self.build_function(node, measure.measure, ("filter",))
        if "filter" in filters:
            self.build_expr(filters["filter"].value, measure.filter)


_REFERENCES: Final[Memo[str | None]] = Memo(8192)


def reference_text(ref: Expression.FieldReference) -> str | None:
    """The short form of a field reference, or None (written once per process, see memo.py)."""
    return _REFERENCES.get(serialized(ref), ref, _format_ref)


def _with_name(text: str, names: list[str | None]) -> str:
    """`$3` as `$3:name` where ``names`` names column 3 (a nested `$3.1` stays as it is)."""
    if text[0] != "$" or "." in text:
        return text
    index = int(text[1:])
    name = names[index] if index < len(names) else None
    return text if name is None else f"{text}:{quote_name(name)}"


def join_key_sides(items: Iterable[n.Node]) -> list[str | None]:
    """The side (`left`, `right`) each item of a HashJoin's or MergeJoin's key
    `(left, right, comparison)` refers to, as the tuple fills its fields: None for the comparison."""
    sides: list[str | None] = []
    position = 0
    for item in items:
        if isinstance(item, n.Named):
            sides.append(item.name if item.name in ("left", "right") else None)
        else:
            sides.append(("left", "right", None)[min(position, 2)])
            position += 1
    return sides


def _format_ref(ref: Expression.FieldReference) -> str | None:
    root = which(ref, "root_type")
    if which(ref, "reference_type") != "direct_reference":
        return None
    if root == "root_reference":
        prefix = ""
    elif root is None:
        prefix = "?"  # older producers leave the root out
    elif root == "outer_reference" and ref.outer_reference.steps_out > 0 and \
            ref.outer_reference.steps_out < 64:
        prefix = "^" * ref.outer_reference.steps_out
    else:
        return None
    path = []
    seg = ref.direct_reference
    while True:
        if which(seg, "reference_type") != "struct_field" or seg.struct_field.field < 0:
            return None  # `$-1` would not read back: a negative index keeps selection(...)
        path.append(str(seg.struct_field.field))
        if not has(seg.struct_field, "child"):
            break
        seg = seg.struct_field.child
    return prefix + "$" + ".".join(path)


def _build_ref(node: n.Ref, ref: Expression.FieldReference) -> None:
    seg = ref.direct_reference
    for i, index in enumerate(node.path):
        if i:
            seg = seg.struct_field.child
        seg.struct_field.field = check_int(node, index, INDEX, "is out of range for a field reference")
    if node.steps_out:
        ref.outer_reference.steps_out = node.steps_out
    elif node.rooted:
        ref.root_reference.SetInParent()


_BOUND: Final = "substrait.Expression.WindowFunction.Bound"
_BOUND_WORDS: Final = ("unbounded", "current_row")  # the bounds that are a word: `lower_bound=unbounded`


def _format_bound(bound: Any) -> str | None:
    case = which(bound, "kind")
    if case in _BOUND_WORDS and not getattr(bound, case).ListFields() and len(bound.ListFields()) == 1:
        return case
    return None


def _is_blank(node: n.Node) -> bool:
    """Whether ``node`` is `_`, this format's word for "not given"."""
    return isinstance(node, n.TypeNode) and node.bare and node.name == "_"


def _looks_like_type(name: str) -> bool:
    return name.lower() in TYPE_NAMES


class ExpressionKind:
    """One case of ``Expression.rex_type``: its short form both ways, or None
    for a kind only ever written `kind(...)`.  ``format`` may also return None
    for a value its short form cannot say exactly."""

    def __init__(self, format: Callable[[PrintContext, Any], str | None] | None = None,
                 build: Callable[[BuildContext, Any, Any], object] | None = None) -> None:
        self.format = format
        self.build = build


# Expression case -> its short form: every case of ``rex_type``
# (tests/test_tables.py checks this against the descriptor).
EXPRESSION_KINDS: Final[dict[str, ExpressionKind]] = {
    "literal": ExpressionKind(PrintContext._format_literal,
                              lambda codec, node, lit: build_literal(node, codec.ext, lit)),
    "selection": ExpressionKind(PrintContext._format_reference, BuildContext.build_ref),
    "scalar_function": ExpressionKind(PrintContext._format_scalar_function, BuildContext.build_function),
    "window_function": ExpressionKind(PrintContext._format_window_function, BuildContext.build_function),
    "if_then": ExpressionKind(PrintContext._format_if_then, BuildContext._build_if_then),
    "cast": ExpressionKind(PrintContext._format_cast, BuildContext._build_cast),
    "subquery": ExpressionKind(subqueries.format_subquery, subqueries.build_subquery),
    **{kind: ExpressionKind() for kind in KINDS
       if kind not in ("literal", "selection", "scalar_function", "window_function", "if_then", "cast",
                       "subquery")},
}
_SHORT_FORMS: Final = {kind: entry.format for kind, entry in EXPRESSION_KINDS.items() if entry.format}
# Kinds whose value is a scalar, not a message: `kind(value)`.
_SCALAR_KINDS: Final[dict[str, Callable[[Any], str]]] = {
    field.name: str for field in Expression.DESCRIPTOR.oneofs_by_name["rex_type"].fields
    if field.message_type is None}
# Function message -> the defaults its calls leave unsaid, set before the call's own arguments.
_DEFAULTS_INSIDE: Final[dict[str, list[tuple[str, int]]]] = {
    name: [(key, default) for key, default in FUNCTION_DEFAULTS.items() if key in inside]
    for name, (inside, _) in FUNCTION_FORMS.items()}
_SCALAR_INSIDE: Final = FUNCTION_ITEMS[Expression.ScalarFunction.DESCRIPTOR.full_name][0]
_AGGREGATE_INSIDE: Final = FUNCTION_ITEMS[AggregateFunction.DESCRIPTOR.full_name][0]
_WINDOW_INSIDE, _WINDOW_OVER = FUNCTION_ITEMS[Expression.WindowFunction.DESCRIPTOR.full_name]
