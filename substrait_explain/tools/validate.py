"""Checks a plan beyond what loading it does: `substrait-explain validate`.

Loading accepts any well-formed protobuf, so a plan can still call a function
that is not declared, read a column its input does not have, or name fewer
output columns than it makes.  :func:`validate` reports all of that as
:class:`Diagnostic` s instead of stopping at the first problem:

- text: every syntax error ANTLR recovers from, each with a caret;
- any format, once it loads: the reference checks of :func:`check_plan`,
  which work on the Plan proto, so JSON and binary plans get them too;
- warnings from upgrading older plans (unknown fields in a binary plan).

Relations are named by a path of their text names from the top, with the
input they are when it is not the only one: ``Root > Join.right > Read``.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections import defaultdict
from dataclasses import dataclass

from google.protobuf.message import Message
from substrait.proto import Plan, Rel

from substrait_explain import api
from substrait_explain.base import deep
from substrait_explain.base.errors import Error, LoadError, ParseError, render
from substrait_explain.codec import placeholders
from substrait_explain.codec.builder import Recorder
from substrait_explain.codec.expressions import FUNCTION_FORMS
from substrait_explain.codec.extensions import KINDS, URN_HEADERS, Extensions
from substrait_explain.codec.relations import BY_CASE
from substrait_explain.plan.schema import JOINS, natural_width, output_width
from substrait_explain.text import nodes as n
from substrait_explain.text.outline import shorten_path
from substrait_explain.text.syntax import parse_document, source_lines

ERROR, WARNING = "error", "warning"


@dataclass(frozen=True)
class Diagnostic:
    severity: str  # ERROR or WARNING
    message: str
    path: str | None = None  # the relation, e.g. "Root > Project > Filter"
    line: int | None = None  # 1-based, for text input
    column: int | None = None
    source_line: str | None = None  # shown with a caret under column
    hint: str | None = None
    rel: Message | None = dataclasses.field(default=None, compare=False, repr=False)  # the relation it is about

    def render(self, source: str) -> str:
        """``file:line:col: error: message`` and a caret block, or ``file: warning: message [at path]``."""
        where = source if self.line is None else f"{source}:{self.line}:{self.column}"
        return render(f"{where}: {self.severity}: {self.message}" + (f" [at {self.path}]" if self.path else ""),
                      self.source_line, self.column, self.hint)


def has_errors(diagnostics: list[Diagnostic]) -> bool:
    return any(d.severity == ERROR for d in diagnostics)


def validate(data: bytes | str, format: str | None = None) -> list[Diagnostic]:  # noqa: A002
    """Everything wrong with a plan in any format (detected when ``format`` is None)."""
    fmt = format or api.detect_format(data)
    if fmt == "text":
        try:
            return deep.run(_validate_text, api.decode_text(data))
        except LoadError as e:
            if format is not None:
                return [Diagnostic(ERROR, str(e))]
            # Detection only guessed text: loading says what the bytes are not.
    try:
        plan, warnings = api.load_plan_with_warnings(data, format)
    except Error as e:
        return [Diagnostic(ERROR, str(e))]
    return [Diagnostic(WARNING, w) for w in warnings] + check_plan(plan)


def _validate_text(text: str) -> list[Diagnostic]:
    lines = source_lines(text)
    recorder = Recorder()
    try:
        doc, errors = parse_document(text, collect=True)
        if errors:
            return [_from_parse_error(e) for e in errors]
        # Past the grammar, each relation line's first error (a misspelled
        # name, a bad argument); the head's first error ends the build.
        assert doc is not None  # no syntax errors: the document is there
        plan = api.build_document(doc, text, recorder)
    except ParseError as e:
        return [_from_parse_error(e) for e in recorder.errors + [e]]
    except Error as e:
        return [Diagnostic(ERROR, str(e))]
    duplicates = _duplicate_anchors(_text_declarations(doc), lines)
    if recorder.errors:
        return duplicates + [_from_parse_error(e) for e in recorder.errors]
    return duplicates + [_placed(d, recorder, lines) for d in deep.run(_Checker(plan, text=True).run)]


# (kind, anchor, name, line, column) of each declaration; kind is "URN" or an extension case.
_Declaration = tuple[str, int, str, int | None, int | None]


def _text_declarations(doc: n.Document) -> list[_Declaration]:
    found: list[_Declaration] = []
    for group in doc.extensions:
        case = "URN" if group.name in URN_HEADERS else KINDS.get(group.name, (None,))[0]
        for decl in group.decls:
            anchor = decl.urn if case == "URN" else decl.anchor
            if case is not None and anchor is not None:
                found.append((case, anchor.value, decl.text, decl.line, decl.col))
    return found


def _plan_declarations(plan: Plan) -> list[_Declaration]:
    found: list[_Declaration] = [("URN", u.extension_urn_anchor, u.urn, None, None) for u in plan.extension_urns]
    anchor_field = dict(KINDS.values())
    for decl in plan.extensions:
        case = decl.WhichOneof("mapping_type")
        if case is not None:
            msg = getattr(decl, case)
            found.append((case, getattr(msg, anchor_field[case]), msg.name, None, None))
    return found


_WHAT = {"URN": ("URN", "@"), "extension_function": ("function", "#"), "extension_type": ("type", "#"),
         "extension_type_variation": ("type variation", "#")}


def _duplicate_anchors(declarations: list[_Declaration], lines: list[str] | None = None) -> list[Diagnostic]:
    """An error for each declaration of an anchor an earlier one of its kind
    declares: calls and types could not tell which one they mean."""
    first: dict[tuple[str, int], _Declaration] = {}
    used: dict[str, set[int]] = defaultdict(set)
    for kind, anchor, *_ in declarations:
        used[kind].add(anchor)
    out = []
    for entry in declarations:
        kind, anchor, name, line, column = entry
        earlier = first.setdefault((kind, anchor), entry)
        if earlier is entry:
            continue
        what, sign = _WHAT[kind]
        free = next(a for a in itertools.count(1) if a not in used[kind])
        if line is None:
            message = f"{what} anchor {sign}{anchor} is declared twice: as {earlier[2]!r} and as {name!r}"
        else:
            message = (f"{what} anchor {sign}{anchor} is declared twice: on line {earlier[3]} as {earlier[2]!r} "
                       f"and here as {name!r}")
        out.append(Diagnostic(ERROR, message, "Extensions", line, column,
                              None if line is None or lines is None else lines[line - 1],
                              f"give one of them an anchor of its own, e.g. {sign}{free}"))
    return out


def _placed(d: Diagnostic, recorder: Recorder, lines: list[str]) -> Diagnostic:
    """``d`` pointing at the line of the relation it is about, when it has one."""
    line = recorder.line_of(d.rel)
    if line is None:
        return d
    return dataclasses.replace(d, line=line.line, column=line.col, source_line=lines[line.line - 1])


def _from_parse_error(e: ParseError) -> Diagnostic:
    return Diagnostic(ERROR, e.message, None, e.line, e.column, e.source_line, e.hint)


# ---- reference checks over the proto -----------------------------------------

# Messages that call a function, and the field holding its anchor.  Fields in a
# oneof are checked only when set; the others always (anchor 0 is an anchor too).
_FUNCTION_REFS = {
    **dict.fromkeys(FUNCTION_FORMS, "function_reference"),
    "substrait.SortField": "comparison_function_reference",
    "substrait.ComparisonJoinKey.ComparisonType": "custom_function_reference",
}
_TYPE_REFS = {
    "substrait.Type.UserDefined": "type_reference",
    "substrait.Expression.Literal.UserDefined": "type_reference",
}
# Oneofs every sound plan sets; protobuf accepts them unset and the text
# writes a placeholder for them (see placeholders.py).
_REQUIRED_ONEOFS = {
    "substrait.Expression": ("rex_type", "an expression with nothing set"),
    "substrait.Type": ("kind", "a type with no kind set"),
    "substrait.FunctionArgument": ("arg_type", "a function argument with nothing set"),
    "substrait.Expression.Literal": ("literal_type", "a literal with nothing set"),
    "substrait.Type.Parameter": ("parameter", "a type parameter with nothing set"),
    "substrait.Expression.FieldReference": ("reference_type", "a field reference to nothing"),
}


def check_plan(plan: Plan) -> list[Diagnostic]:
    """The reference checks: anchors and URNs declared, field references within
    their input, Root names and Set inputs matching the widths."""
    return deep.run(_Checker(plan).run)


@dataclass
class _Scope:
    """The columns a relation's expressions refer to: ``width`` for $N, and for
    join keys each side's width.  None when the plan does not tell."""
    width: int | None = None
    left: int | None = None
    right: int | None = None


class _Checker:
    def __init__(self, plan: Plan, text: bool = False) -> None:
        self.plan = plan
        self.text = text  # whether the plan is from a text, whose declarations are checked with their lines
        self.ext = Extensions.of_plan(plan)
        self.out: list[Diagnostic] = []
        self.rel: Message | None = None  # the relation being checked
        self.seen: set[Diagnostic] = set()

    def report(self, severity: str, message: str, path: str | None) -> None:
        # One report per relation: a plan that calls an undeclared function 100
        # times in a relation says so once there.
        d = Diagnostic(severity, message, shorten_path(path), rel=self.rel)
        if d not in self.seen:
            self.seen.add(d)
            self.out.append(d)

    def run(self) -> list[Diagnostic]:
        if not self.text:
            self.out += _duplicate_anchors(_plan_declarations(self.plan))
        self.check_urn_references()
        for field, value in self.plan.ListFields():  # type aliases, parameter bindings, ...
            if field.name not in ("relations", "extensions", "extension_urns"):
                for item in value if field.is_repeated else [value]:
                    self.visit(item, field.name, None, _Scope(), [])
        if not self.plan.relations:
            self.report(ERROR, "the plan has no relations", None)
        several = len(self.plan.relations) > 1
        for i, plan_rel in enumerate(self.plan.relations):
            prefix = f"relations[{i}] " if several else ""
            if plan_rel.HasField("root"):
                root = plan_rel.root
                path = prefix + "Root"
                self.rel = root
                self.check_root_names(root, path)
                if root.HasField("input"):
                    self.walk(root.input, f"{path} > {_name(root.input)}")
            elif plan_rel.HasField("rel"):
                self.walk(plan_rel.rel, prefix + _name(plan_rel.rel))
            else:
                self.report(ERROR, "a plan relation with neither a relation nor a Root", prefix.strip() or None)
        return self.out

    def check_urn_references(self) -> None:
        # DataFusion declares every function with URN reference 4294967295, which
        # no URN has: consumers match by name, so this is only a warning.
        missing: dict[int, list[str]] = defaultdict(list)
        for decl in self.plan.extensions:
            case = decl.WhichOneof("mapping_type")
            if case is None:
                self.report(ERROR, "an extension declaration with no kind set", "Extensions")
            else:
                msg = getattr(decl, case)
                if msg.extension_urn_reference not in self.ext.urns:
                    missing[msg.extension_urn_reference].append(msg.name)
        for urn, names in missing.items():
            shown = ", ".join(names[:3]) + (f" and {len(names) - 3} more" if len(names) > 3 else "")
            self.report(WARNING, f"URN anchor {urn} is not declared (used by {shown})", "Extensions")

    def check_root_names(self, root, path: str) -> None:
        width = output_width(root.input) if root.HasField("input") else None
        # Names count struct fields too (depth first), so more names than
        # columns can be right, when a column may be a struct; fewer never is.
        if width is None or len(root.names) == width:
            return
        if len(root.names) < width or not _may_make_structs(root.input):
            self.report(WARNING, f"Root has {len(root.names)} name{'s' if len(root.names) != 1 else ''} for "
                                 f"{_columns(width)}", path)

    def walk(self, top: Rel, top_path: str) -> None:
        relations = [(top, top_path)]
        while relations:
            rel, path = relations.pop()
            self.rel = rel
            case = rel.WhichOneof("rel_type")
            if case is None:
                self.report(ERROR, "a relation with no kind set", path)
                continue
            msg = getattr(rel, case)
            spec = BY_CASE[case]
            for field in spec.inputs:
                if not (spec.repeated_input or spec.optional_inputs or msg.HasField(field)):
                    self.report(ERROR, f"{spec.name} has no {field}", path)
            self.check_emit(rel, msg, path)
            if case == "set":
                self.check_set(msg, path)
            found: list[tuple[Rel, str]] = []
            scope = _scope(case, msg)
            for field, value in msg.ListFields():
                items = value if field.is_repeated else [value]
                for i, item in enumerate(items):
                    where = f"{field.name}[{i}]" if field.is_repeated else field.name
                    if isinstance(item, Message):
                        self.visit(item, where, path, scope, found)
            relations.extend(reversed(found))

    def visit(self, top: Message, where: str, path: str | None, scope: _Scope,
              found: list[tuple[Rel, str]]) -> None:
        """Check the messages in ``top`` (one field of a relation), collecting in
        ``found`` the relations in it: its inputs and subqueries."""
        stack = [top]
        while stack:
            msg = stack.pop()
            name = msg.DESCRIPTOR.full_name
            if name == "substrait.Rel":
                step = "" if where == "input" else f".{where}"
                found.append((msg, f"{path}{step} > {_name(msg)}"))
                continue
            if name.startswith("google.protobuf."):  # Any payloads are opaque
                continue
            if name == "substrait.Expression.FieldReference":
                self.check_field(msg, scope.width, where, path)
            elif name == "substrait.ComparisonJoinKey":
                # Each key side refers to its own input, not to the joined columns.
                self.check_field(msg.left, scope.left, where, path, "left input")
                self.check_field(msg.right, scope.right, where, path, "right input")
                stack.append(msg.comparison)
                continue
            elif name == "substrait.Expression.MaskExpression":
                for item in msg.select.struct_items:
                    self.check_index(item.field, scope.width, where, path, "table")
            required = _REQUIRED_ONEOFS.get(name)
            if required is not None and msg.WhichOneof(required[0]) is None:
                self.report(ERROR, f"{required[1]} in {where}", path)
            self.check_anchors(msg, name, path)
            for field, value in reversed(msg.ListFields()):
                if field.message_type is not None:
                    stack.extend(reversed(value) if field.is_repeated else [value])

    def check_anchors(self, msg: Message, name: str, path: str | None) -> None:
        attr = _FUNCTION_REFS.get(name)
        if attr is not None and _is_set(msg, attr):
            anchor = getattr(msg, attr)
            decl = self.ext.decls["extension_function"].get(anchor)
            if decl is None:
                self.report(ERROR, f"function anchor #{anchor} is not declared", path)
            elif "arguments" in msg.DESCRIPTOR.fields_by_name:
                self.check_argument_count(decl[1], len(msg.arguments), path)
        attr = _TYPE_REFS.get(name)
        if attr is not None and _is_set(msg, attr):
            anchor = getattr(msg, attr)
            if anchor not in self.ext.decls["extension_type"]:
                self.report(ERROR, f"type anchor #{anchor} is not declared", path)
        variation = msg.type_variation_reference if "type_variation_reference" in msg.DESCRIPTOR.fields_by_name \
            else 0  # 0: no variation
        if variation and variation not in self.ext.decls["extension_type_variation"]:
            self.report(ERROR, f"type variation anchor ^{variation} is not declared", path)

    def check_argument_count(self, name: str, given: int, path: str | None) -> None:
        # A compound name (`add:i64_i64`) lists the function's arguments, a
        # variadic one's last argument once: fewer arguments than it lists
        # cannot be right; more can, for a variadic function.  `opt` is an
        # optional enumeration argument of older plans, which may be left out.
        signature = name.partition(":")[2]
        if not signature:
            return
        listed = sum(part != "opt" for part in signature.split("_"))
        if given < listed:
            self.report(WARNING, f"{name} takes {listed} argument{'s' if listed != 1 else ''} by its "
                                 f"signature; a call gives {given}", path)

    def check_field(self, ref, width: int | None, where: str, path: str | None,
                    what: str = "input") -> None:
        # Only $N, a column of the relation's input; outer and lambda references
        # and expression-based references have other scopes.
        if ref.WhichOneof("root_type") == "root_reference" and \
                ref.WhichOneof("reference_type") == "direct_reference" and \
                ref.direct_reference.WhichOneof("reference_type") == "struct_field":
            self.check_index(ref.direct_reference.struct_field.field, width, where, path, what)

    def check_index(self, index: int, width: int | None, where: str, path: str | None, what: str) -> None:
        if width is not None and index >= width:
            self.report(ERROR, f"${index} in {where} is out of range: the {what} has {_columns(width)}", path)

    def check_emit(self, rel: Rel, msg, path: str) -> None:
        common = getattr(msg, "common", None)
        if common is None or common.WhichOneof("emit_kind") != "emit":
            return
        natural = natural_width(rel)
        if natural is None:
            return
        for index in common.emit.output_mapping:
            if index >= natural:
                self.report(ERROR, f"emit ${index} is out of range: the relation makes {_columns(natural)}",
                            path)

    def check_set(self, msg, path: str) -> None:
        widths = [output_width(r) for r in msg.inputs]
        known = {w for w in widths if w is not None}
        if len(known) > 1:
            shown = ", ".join("?" if w is None else str(w) for w in widths)
            self.report(ERROR, f"Set inputs have different widths: {shown}", path)


def _scope(case: str, msg) -> _Scope:
    if case == "read":
        # The filters and the projection refer to the table, before the projection.
        # Some producers (DataFusion) give the column names but no types: unknown.
        return _Scope(len(msg.base_schema.struct.types) or None)
    if case in JOINS:
        left, right = output_width(msg.left), output_width(msg.right)
        both = None if left is None or right is None else left + right
        return _Scope(both, left, right)
    if "input" in msg.DESCRIPTOR.fields_by_name and msg.HasField("input"):
        return _Scope(output_width(msg.input))
    return _Scope()


# Where a struct-valued column can come from: a struct type (a schema, a cast, a
# function's output type), a struct literal or a struct built of expressions.
_STRUCT_SOURCES = {"substrait.Type": ("kind", "struct"), "substrait.Expression.Literal": ("literal_type", "struct"),
                   "substrait.Expression.Nested": ("nested_type", "struct")}
# A function call without its output type could return anything.
_TYPED_CALLS = ("substrait.Expression.ScalarFunction", "substrait.AggregateFunction",
                "substrait.Expression.WindowFunction", "substrait.ConsistentPartitionWindowRel.WindowRelFunction")


def _may_make_structs(top: Rel) -> bool:
    """Whether any column of ``top``'s output might be a struct, whose fields Root names too.
    A virtual table's rows are structs of their columns, not struct columns."""
    stack: list[Message] = [top]
    while stack:
        msg = stack.pop()
        name = msg.DESCRIPTOR.full_name
        source = _STRUCT_SOURCES.get(name)
        if source is not None and msg.WhichOneof(source[0]) == source[1]:
            return True
        if name in _TYPED_CALLS and not msg.HasField("output_type"):
            return True
        for field, value in msg.ListFields():
            if field.message_type is None:
                continue
            items = list(value) if field.is_repeated else [value]
            if name == "substrait.ReadRel.VirtualTable" and field.name == "expressions":
                items = [x for row in items for x in row.fields]  # each row an Expression.Nested.Struct
            stack.extend(items)
    return False


def _is_set(msg: Message, attr: str) -> bool:
    field = msg.DESCRIPTOR.fields_by_name[attr]
    return field.containing_oneof is None or msg.HasField(attr)


def _name(rel: Rel) -> str:
    case = rel.WhichOneof("rel_type")
    if case is None:
        return placeholders.NO_KIND_TEXT
    return BY_CASE[case].name if case in BY_CASE else case


def _columns(n: int) -> str:
    return f"{n} column" + ("" if n == 1 else "s")
