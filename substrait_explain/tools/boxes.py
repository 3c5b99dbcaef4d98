"""A plan's relations as boxes to draw: each relation line of the text, the
relation that reads it, and a one-line summary of what it does (the table of
a Read, the condition of a Filter or Join, the keys of an Aggregate or Sort),
with column names where the text has `$N`.  The page's tree (:mod:`view`) and
the Mermaid and Graphviz diagrams (:mod:`diagram`) draw the same boxes.

The boxes come from the text, as a reader sees it: a subquery's relations are
boxes too, under the relation whose expression holds it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from google.protobuf.message import Message
from substrait.proto import Expression, JoinRel, Plan, Rel, RelRoot, SetRel, SortField

from substrait_explain.base import deep
from substrait_explain.codec.colnames import UNKNOWN, ColumnNames
from substrait_explain.codec.extensions import Extensions
from substrait_explain.codec.literals import format_literal
from substrait_explain.codec.printer import format_plan
from substrait_explain.codec.types import NeedsPlan
from substrait_explain.text.lexical import quote_name
from substrait_explain.text.outline import Outline
from substrait_explain.text.wrap import DEFAULT_WIDTH

SUMMARY_CHARS = 60  # a longer summary ends in `…`; the whole one is the box's tooltip
# Box colours by relation kind; others are grey.
COLOURS = {
    "Read": "#d8f0d8", "Filter": "#fdf2c8", "Project": "#dde8fb", "Aggregate": "#eadcf8",
    "Join": "#fbe0c8", "HashJoin": "#fbe0c8", "MergeJoin": "#fbe0c8", "NestedLoopJoin": "#fbe0c8",
    "Cross": "#fbe0c8", "Sort": "#d9f2f2", "Fetch": "#d9f2f2", "TopN": "#d9f2f2", "Set": "#f8d8e4",
    "Root": "#ffffff",
}
OTHER_COLOUR = "#eeeeee"


@dataclass
class Box:
    line: int  # the relation's line in the text (0-based)
    kind: str  # as the text names it: `Read`, `Read:Virtual`, `Join`
    parent: int  # the line of the relation that reads it; -1 for a plan's top relation
    subquery: bool  # the top relation of a subquery (`%0: ...`), read by an expression of its parent
    summary: str  # one line, at most SUMMARY_CHARS
    whole: str  # the summary before shortening
    message: Rel | RelRoot

    @property
    def colour(self) -> str:
        return COLOURS.get(self.kind.split(":")[0], OTHER_COLOUR)


@dataclass
class Boxes:
    lines: list[str]  # the plan's text, one line per entry
    outline: Outline
    boxes: list[Box]  # in text order: a box's inputs come after it
    names: ColumnNames


def boxes(plan: Plan, names: bool = False) -> Boxes:
    """The boxes of ``plan``, with the text they were read from (with ``names``, the names view)."""
    text, seen = deep.run(_text, plan, names)
    lines = text.removesuffix("\n").split("\n")
    outline = Outline(lines)
    known = ColumnNames(plan)
    summarize = Summaries(plan, known)
    found = []
    for line, message in zip(sorted(outline.name), seen, strict=True):
        whole = summarize(message)
        short = whole if len(whole) <= SUMMARY_CHARS else whole[:SUMMARY_CHARS - 1] + "…"
        found.append(Box(line, outline.name[line], outline.parent[line], lines[line].lstrip().startswith("%"),
                         short, whole, message))
    return Boxes(lines, outline, found, known)


def _text(plan: Plan, names: bool) -> tuple[str, list[Rel | RelRoot]]:
    """The plan's text, and the message of each relation line in order.  One
    list per run: deep.run runs it again on a larger stack if it recurses too deep."""
    seen: list[Rel | RelRoot] = []
    return format_plan(plan, seen.append, DEFAULT_WIDTH, False, names), seen


# ---- summaries ---------------------------------------------------------------------

# Calls written as operators: they read as the SQL they came from.
_INFIX = {"equal": "=", "not_equal": "!=", "lt": "<", "lte": "<=", "gt": ">", "gte": ">=", "add": "+",
          "subtract": "-", "multiply": "*", "divide": "/", "and": "AND", "or": "OR", "like": "LIKE"}
_JOIN_TYPES = {number: name.removeprefix("JOIN_TYPE_").lower().replace("_", " ")
               for name, number in JoinRel.JoinType.items()}
_SET_OPS = {number: name.removeprefix("SET_OP_").lower().replace("_", " ") for name, number in SetRel.SetOp.items()}
_WRITE_OPS = {1: "insert into", 2: "delete from", 3: "update", 4: "create table as"}  # WriteRel.WriteOp
_DDL_OPS = {1: "create", 2: "create or replace", 3: "alter", 4: "drop", 5: "drop if exists"}  # DdlRel.DdlOp
_DDL_OBJECTS = {1: "table", 2: "view"}  # DdlRel.DdlObject
_COMPARISONS = {1: "=", 2: "!=", 3: "<", 4: ">", 5: "<=", 6: ">="}  # SetComparison.ComparisonOp
_DIRECTIONS = {SortField.SORT_DIRECTION_DESC_NULLS_FIRST: " desc", SortField.SORT_DIRECTION_DESC_NULLS_LAST: " desc",
               SortField.SORT_DIRECTION_CLUSTERED: " clustered"}


class Summaries:
    """One line saying what a relation does, its columns named as far as the
    plan tells (:class:`ColumnNames`); `$N` where it does not."""

    def __init__(self, plan: Plan, names: ColumnNames) -> None:
        self.names = names
        self._functions = {anchor: name.split(":", 1)[0]
                           for anchor, (_, name) in Extensions.of_plan(plan).decls["extension_function"].items()}
        self._by_case: dict[str, Callable[[Message, Rel], str]] = {
            "read": self._read, "filter": self._filter, "fetch": self._fetch, "aggregate": self._aggregate,
            "sort": self._sort, "top_n": self._sort, "join": self._join, "lateral_join": self._join,
            "nested_loop_join": self._join, "hash_join": self._keyed_join, "merge_join": self._keyed_join,
            "project": self._project, "set": self._set, "window": self._window, "write": self._write,
            "update": self._update, "ddl": self._ddl, "reference": self._reference,
            "extension_leaf": self._extension, "extension_single": self._extension,
            "extension_multi": self._extension,
        }

    def __call__(self, message: Rel | RelRoot) -> str:
        if isinstance(message, RelRoot):
            return ", ".join(quote_name(n) for n in message.names)
        case = message.WhichOneof("rel_type")
        summarize = self._by_case.get(case or "")
        return summarize(getattr(message, case), message) if summarize and case else ""

    # -- relations

    def _read(self, read: Message, rel: Rel) -> str:
        kind = read.WhichOneof("read_type")
        if kind == "named_table":
            what = ".".join(quote_name(n) for n in read.named_table.names)
        elif kind == "virtual_table":
            rows = len(read.virtual_table.expressions)
            what = f"{rows} row{'s' if rows != 1 else ''}"
        elif kind == "local_files":
            files = read.local_files.items
            first = next((getattr(files[0], f) for f in ("uri_file", "uri_path", "uri_path_glob", "uri_folder")
                          if files and files[0].HasField(f)), "")
            what = first.rsplit("/", 1)[-1] + (f" and {len(files) - 1} more" if len(files) > 1 else "")
        else:
            what = ""
        if read.HasField("filter"):
            what += f" where {self.expression(read.filter, self.names.scope(rel))}"
        return what.strip()

    def _filter(self, filter_: Message, rel: Rel) -> str:
        return self.expression(filter_.condition, self.names.scope(rel))

    def _fetch(self, fetch: Message, rel: Rel) -> str:
        parts = []
        if fetch.HasField("count_expr"):
            parts.append(f"limit {self.expression(fetch.count_expr, [])}")
        if fetch.HasField("offset_expr"):
            parts.append(f"offset {self.expression(fetch.offset_expr, [])}")
        return " ".join(parts)

    def _aggregate(self, aggregate: Message, rel: Rel) -> str:
        scope = self.names.scope(rel)
        keys = [self.expression(e, scope) for e in aggregate.grouping_expressions]
        measures = [self.call(m.measure.function_reference, [a.value for a in m.measure.arguments], scope)
                    for m in aggregate.measures]
        by = f"by {', '.join(keys)}" if keys else ""
        return ": ".join(part for part in (by, ", ".join(measures)) if part)

    def _sort(self, sort: Message, rel: Rel) -> str:
        scope = self.names.scope(rel)
        return ", ".join(self.expression(s.expr, scope) + _DIRECTIONS.get(s.direction, "") for s in sort.sorts)

    def _join(self, join: Message, rel: Rel) -> str:
        kind = _JOIN_TYPES.get(getattr(join, "type", 0), "")
        condition = self.expression(join.expression, self.names.scope(rel)) if join.HasField("expression") else ""
        return f"{kind}: {condition}" if kind and condition else kind or condition

    def _keyed_join(self, join: Message, rel: Rel) -> str:
        left, right = self.names.of(join.left) or [], self.names.of(join.right) or []
        pairs = [f"{self._field(k.left, left)} = {self._field(k.right, right)}" for k in join.keys]
        pairs += [f"{self._field(a, left)} = {self._field(b, right)}"
                  for a, b in zip(join.left_keys, join.right_keys, strict=False)]
        kind = _JOIN_TYPES.get(join.type, "")
        return f"{kind}: {', '.join(pairs)}" if pairs else kind

    def _project(self, project: Message, rel: Rel) -> str:
        scope = self.names.scope(rel)
        return ", ".join(self.expression(e, scope) for e in project.expressions)

    def _set(self, set_: Message, rel: Rel) -> str:
        return _SET_OPS.get(set_.op, "")

    def _window(self, window: Message, rel: Rel) -> str:
        scope = self.names.scope(rel)
        calls = [self.call(f.function_reference, [a.value for a in f.arguments], scope)
                 for f in window.window_functions]
        by = [self.expression(e, scope) for e in window.partition_expressions]
        return ", ".join(calls) + (f" by {', '.join(by)}" if by else "")

    def _write(self, write: Message, rel: Rel) -> str:
        op = _WRITE_OPS.get(write.op, "")
        table = ".".join(quote_name(n) for n in write.named_table.names)
        return f"{op} {table}".strip()

    def _update(self, update: Message, rel: Rel) -> str:
        return ".".join(quote_name(n) for n in update.named_table.names)

    def _ddl(self, ddl: Message, rel: Rel) -> str:
        what = " ".join(name for name in (_DDL_OPS.get(ddl.op, ""), _DDL_OBJECTS.get(ddl.object, "")) if name)
        return f"{what} {'.'.join(quote_name(n) for n in ddl.named_object.names)}".strip()

    def _reference(self, reference: Message, rel: Rel) -> str:
        return f"relation {reference.subtree_ordinal}"

    def _extension(self, extension: Message, rel: Rel) -> str:
        # The payload's message type, as the text names it without a registration.
        return extension.detail.type_url.rsplit("/", 1)[-1].rsplit(".", 1)[-1]

    # -- expressions

    def function(self, anchor: int) -> str:
        """A function's name without its signature, `?` for an undeclared anchor."""
        return self._functions.get(anchor, UNKNOWN)

    def expression(self, e: Expression, scope: list[str] | None, budget: int = SUMMARY_CHARS) -> str:
        """``e`` in a few words: fields by name, calls by function, operators
        infix; parts past ``budget`` characters are `…` (the summary is cut there).
        Each level down costs a character of the budget, so that however deep
        an expression nests, the walk stops within the budget's depth."""
        if budget <= 0:
            return "…"
        budget -= 1
        while e.WhichOneof("rex_type") == "cast":  # casts are looked through, however many
            e = e.cast.input
        kind = e.WhichOneof("rex_type")
        if kind == "selection":
            return self._field(e.selection, scope or [])
        if kind == "literal":
            try:
                return format_literal(e.literal, None) or "literal"
            except NeedsPlan:
                return "literal"
        if kind == "scalar_function":
            f = e.scalar_function
            return self.call(f.function_reference, [a.value for a in f.arguments], scope, budget)
        if kind == "window_function":
            f = e.window_function
            return self.call(f.function_reference, [a.value for a in f.arguments], scope, budget) + " over"
        if kind == "singular_or_list":
            options = self._list(list(e.singular_or_list.options), scope, budget)
            return f"{self.expression(e.singular_or_list.value, scope, budget)} IN ({options})"
        if kind == "if_then":
            return "CASE …"
        if kind == "subquery":
            sub = e.subquery
            which = sub.WhichOneof("subquery_type")
            if which == "in_predicate":
                return f"{self._list(list(sub.in_predicate.needles), scope, budget)} IN (subquery)"
            if which == "set_predicate":
                return "EXISTS (subquery)" if sub.set_predicate.predicate_op == 1 else "UNIQUE (subquery)"
            if which == "set_comparison":
                compare = sub.set_comparison
                operator = _COMPARISONS.get(compare.comparison_op, "?")
                reduction = {1: "ANY", 2: "ALL"}.get(compare.reduction_op, "?")
                return f"{self.expression(compare.left, scope, budget)} {operator} {reduction} (subquery)"
            return "(subquery)"
        return kind or "…"

    def call(self, anchor: int, args: list[Expression], scope: list[str] | None, budget: int = SUMMARY_CHARS) -> str:
        name = self.function(anchor)
        operator = _INFIX.get(name)
        if not operator or len(args) < 2:
            return f"{name}({self._list(args, scope, budget - len(name) - 2)})"
        parts: list[str] = []
        for arg in args:
            if sum(map(len, parts)) >= budget:
                parts.append("…")
                break
            text = self.expression(arg, scope, budget - sum(map(len, parts)))
            inner = self._operator(arg)
            # Parentheses where precedence would not tell: not for a comparison under AND or OR,
            # nor for AND under AND.
            plain = inner is None or (operator in ("AND", "OR") and inner not in ("AND", "OR")) or inner == operator
            parts.append(text if plain else f"({text})")
        return f" {operator} ".join(parts)

    def _operator(self, e: Expression) -> str | None:
        """The operator ``e`` is written with, if it is a call written infix."""
        if e.WhichOneof("rex_type") != "scalar_function" or len(e.scalar_function.arguments) < 2:
            return None
        return _INFIX.get(self.function(e.scalar_function.function_reference))

    def _list(self, items: list[Expression], scope: list[str] | None, budget: int) -> str:
        parts: list[str] = []
        for item in items:
            if sum(map(len, parts)) >= budget:
                parts.append("…")
                break
            parts.append(self.expression(item, scope, budget - sum(map(len, parts))))
        return ", ".join(parts)

    @staticmethod
    def _field(ref: Message, scope: list[str]) -> str:
        if ref.WhichOneof("reference_type") != "direct_reference" or \
                ref.direct_reference.WhichOneof("reference_type") != "struct_field":
            return "field"
        index = ref.direct_reference.struct_field.field
        if ref.WhichOneof("root_type") == "outer_reference":
            return f"outer ${index}"
        if ref.WhichOneof("root_type") not in (None, "root_reference"):
            return f"${index}"
        name = scope[index] if 0 <= index < len(scope) else "?"
        return f"${index}" if name == "?" else quote_name(name)

