"""Checks a plan beyond what loading it does: `substrait-explain validate`.

Loading accepts any well-formed protobuf, so a plan can still call a function
that is not declared, read a column its input does not have, or name fewer
output columns than it makes.  :func:`validate` reports all of that as
:class:`Diagnostic` s instead of stopping at the first problem:

- text: every syntax error ANTLR recovers from, each with a caret;
- any format, once it loads: the reference checks of :func:`check_plan`,
  which work on the Plan proto, so JSON and binary plans get them too, and
  what Substrait requires that protobuf reads unset (an input, a Read's schema);
- each function call against its extension YAML (the standard ones, and any
  given as ``extensions``): the overload, the argument types, options and
  enumeration values, the declared output type against the one derived
  (:mod:`substrait_explain.plan.functions`); Filter and join conditions that
  are not boolean, Set inputs of other column types;
- warnings from upgrading older plans (unknown fields in a binary plan).

Each diagnostic of a text points at its token: a call's name, its declared
output type, or the relation line.

Relations are named by a path of their text names from the top, with the
input they are when it is not the only one: ``Root > Join.right > Read``.
"""

from __future__ import annotations

import bisect
import dataclasses
import itertools
import os
import re
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from google.protobuf.message import Message
from substrait.proto import Plan, Rel

from substrait_explain import api
from substrait_explain.base import deep
from substrait_explain.base.errors import Error, LoadError, NestingError, ParseError, render
from substrait_explain.base.suggest import did_you_mean
from substrait_explain.codec import placeholders
from substrait_explain.codec.builder import Recorder
from substrait_explain.codec.expressions import FUNCTION_FORMS
from substrait_explain.codec.extensions import KINDS, URN_HEADERS, Extensions
from substrait_explain.codec.relations import BY_CASE, emit_items
from substrait_explain.codec.tables import build_tables
from substrait_explain.plan import functions
from substrait_explain.plan.exprtypes import CallCheck, Typer
from substrait_explain.plan.schema import JOINS, Column, Schemas, count_names, nullable
from substrait_explain.text import nodes as n
from substrait_explain.text.lexical import quote_name
from substrait_explain.text.outline import shorten_path
from substrait_explain.text.syntax import parse_document, source_lines

ERROR, WARNING = "error", "warning"


@dataclass(frozen=True)
class Diagnostic:
    """One problem: what `validate` returns a list of (an editor shows each at
    line:column..end_column, with its message and hint)."""
    severity: str  # ERROR or WARNING
    message: str
    path: str | None = None  # the relation, e.g. "Root > Project > Filter"
    line: int | None = None  # 1-based, for text input
    column: int | None = None  # 1-based
    source_line: str | None = None  # shown with a caret under column
    hint: str | None = None
    end_column: int | None = None  # 1-based, past the offending token (an editor underlines column..end_column)
    rel: Message | None = dataclasses.field(default=None, compare=False, repr=False)  # the relation it is about
    # The function call it is about, and its part: None (the call), "output" (its declared type), an
    # argument index, or ("option", i): the call's i-th option; of a relation, ("emit", i): `$i` in its emit.
    call: Message | None = dataclasses.field(default=None, compare=False, repr=False)
    part: int | str | tuple[str, int] | None = dataclasses.field(default=None, compare=False, repr=False)
    ref: Message | None = dataclasses.field(default=None, compare=False, repr=False)  # the field reference

    def render(self, source: str) -> str:
        """``file:line:col: error: message`` and a caret block, or ``file: warning: message [at path]``."""
        where = source if self.line is None else f"{source}:{self.line}:{self.column}"
        return render(f"{where}: {self.severity}: {self.message}" + (f" [at {self.path}]" if self.path else ""),
                      self.source_line, self.column, self.hint)


def has_errors(diagnostics: list[Diagnostic]) -> bool:
    return any(d.severity == ERROR for d in diagnostics)


def validate(plan: Plan | bytes | str | os.PathLike[str], format: str | None = None, *,  # noqa: A002
             extensions: Iterable[str | Path] = (), signatures: bool = True) -> list[Diagnostic]:
    """Everything wrong with a plan: a Plan message, or a plan in any format
    (text, JSON or binary; detected when ``format`` is None), or the path of a
    file holding one (whose name says YAML: ``plan.yaml``).  An empty list
    means nothing was found.

    ``extensions``: extension YAML files, or folders of them, to check calls
    against besides the standard ones (a file of a standard URN replaces it).
    ``signatures=False`` leaves function calls unchecked against their YAMLs.
    """
    try:
        catalog = functions.catalog_with(extensions) if signatures else None
    except functions.CatalogError as e:
        return [Diagnostic(ERROR, str(e))]
    if isinstance(plan, os.PathLike):
        format = format or api.format_of_path(plan)
        plan = Path(plan).read_bytes()
    try:
        return _validate(plan, format, catalog)
    except NestingError as e:  # too deep to check even on deep.run's large stack
        return [Diagnostic(ERROR, str(e))]


def _validate(plan: Plan | bytes | str, format: str | None,  # noqa: A002
              catalog: functions.Catalog | None) -> list[Diagnostic]:
    if isinstance(plan, Plan):
        return check_plan(plan, catalog)
    fmt = format or api.detect_format(plan)
    if fmt == "text":
        try:
            found = deep.run(_validate_text, api.decode_text(plan), catalog)
            if format is None and found and found[0].line == 1 and api.looks_like_yaml(plan):
                return [dataclasses.replace(found[0], hint=api.YAML_HINT)]  # (the rest: a YAML read as a text)
            return found
        except LoadError as e:
            if format is not None:
                return [Diagnostic(ERROR, str(e))]
            # Detection only guessed text: loading says what the bytes are not.
    try:
        loaded, warnings = api.load_plan_with_warnings(plan, format)
    except Error as e:
        return [Diagnostic(ERROR, str(e))]
    return [Diagnostic(WARNING, w) for w in warnings] + check_plan(loaded, catalog)


def _validate_text(text: str, catalog: functions.Catalog | None) -> list[Diagnostic]:
    lines = source_lines(text)
    recorder = Recorder()
    try:
        doc, errors = parse_document(text, collect=True)
        if doc is None:  # the head's syntax errors: nothing to build the plan on
            return [_from_parse_error(e) for e in errors]
        # Past the grammar, each relation line's first error (a misspelled name, a bad
        # argument), beside the syntax errors of the lines the grammar refused, which
        # the build takes as lines that failed; the head's first error ends the build.
        recorder.errors.extend(errors)
        plan = api.build_document(doc, text, recorder)
    except ParseError as e:
        return _in_order([_from_parse_error(e) for e in recorder.errors + [e]])
    except Error as e:
        return [Diagnostic(ERROR, str(e))]
    duplicates = _duplicate_anchors(_text_declarations(doc), lines)
    tables = list(build_tables(doc.tables))  # (the build read them already: they are sound)
    checks = [_placed(d, recorder, lines) for d in _checked(plan, catalog, recorder, tables).out]
    if recorder.errors:
        # The plan is incomplete: of the checks, those on what was built whole (the others would
        # only echo the lines' errors), with the errors.
        erred = _erred_relations(recorder)
        checks = [d for d in checks if _built_whole(d, recorder, erred)]
        checks += [_from_parse_error(e) for e in recorder.errors]
    return _in_order(duplicates + checks)


def _erred_relations(recorder: Recorder) -> set[int]:
    """The first lines of the relation lines an error was found in (their continuation lines included)."""
    starts = sorted({line.line for _, line in recorder.lines.values()})
    at = (bisect.bisect_right(starts, e.line) - 1 for e in recorder.errors)
    return {starts[i] for i in at if i >= 0}


def _built_whole(d: Diagnostic, recorder: Recorder, erred: set[int]) -> bool:
    """Whether what ``d`` is about was built whole: a call on a line that was built (its
    arguments' types are unknown where they come from a failed line); a reference where no
    line under its relation failed, which leaves its inputs incomplete; a relation's own
    check where that holds and its own line had no error either (`gte`, not declared, is
    built as anchor 0, not declared either), a relation of no line standing for what an
    error left out; the plan's own (its declarations), as the head was built."""
    line = _line_of(d.rel, recorder)
    if d.call is not None:
        return line not in recorder.failed
    if d.ref is not None:
        return line not in recorder.failed_within
    return d.rel is None or line is not None and line not in recorder.failed_within and line not in erred


def _in_order(diagnostics: list[Diagnostic]) -> list[Diagnostic]:
    """In the text's order, as one reads them (the checks are made relation by relation, then
    call by call); at one place, in the order found (a stable sort)."""
    return sorted(diagnostics, key=lambda d: (d.line or 0, d.column or 0))


def _line_of(rel: Message | None, recorder: Recorder) -> int | None:
    line = recorder.line_of(rel)
    return None if line is None else line.line


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


# A field reference as written (`$3`, `^$0`, `$2.1`, `$3:price`, or a column's name, `price`,
# `"unit price"`): an argument's extent.
_REF_TEXT = re.compile(r'[?^]*\$\d+(?:\.\d+)*(?::(?:"(?:[^"\\]|\\.)*"|\w+))?|"(?:[^"\\]|\\.)*"|\w+')


def _placed(d: Diagnostic, recorder: Recorder, lines: list[str]) -> Diagnostic:
    """``d`` pointing at its token: the part of the call, or the field reference, it is
    about, else the line of the relation it is about, when it has one."""
    call = recorder.call_of(d.call) if d.call is not None else None
    if call is not None:
        node: n.Node = call
        end = call.col + len(call.name)
        if d.part == "output" and call.type is not None:
            node, end = call.type, _type_end(lines[call.type.line - 1], call.type.col - 1) + 1
        elif isinstance(d.part, int):
            values = [a for a in call.args if not isinstance(a, n.Named)]
            if d.part < len(values):
                node = values[d.part]
                end = _ref_end(node, lines) if isinstance(node, n.Ref) else \
                    node.col + len(getattr(node, "name", "") or " ")
        elif isinstance(d.part, tuple):
            options = next((a.value for a in call.args if isinstance(a, n.Named) and a.name == "options"), None)
            if isinstance(options, n.List) and d.part[1] < len(options.values):
                node = options.values[d.part[1]]
                end = node.col + 1  # its opening parenthesis
        return _at(d, node, end, lines)
    line = recorder.line_of(d.rel)
    ref = recorder.ref_of(d.ref) if d.ref is not None else None
    if ref is None and line is not None and isinstance(d.part, tuple) and d.part[0] == "emit":
        ref = _emitted(line, d.part[1])
    if ref is not None:
        return _at(d, ref, _ref_end(ref, lines), lines)
    if line is None:
        return d
    return _at(d, line, line.col + len(line.name) if line.label is None else None, lines)  # the relation's name


def _type_end(line: str, start: int) -> int:
    """Where the type written at ``start`` in ``line`` ends (0-based, past it): its name, marks
    (`?`, `^1`) and parameters in angle brackets (in which a function type has `->` and quoted
    field names may have anything)."""
    depth, i, quote = 0, start, ""
    while i < len(line):
        c = line[i]
        if quote:
            if c == "\\":
                i += 1
            elif c == quote:
                quote = ""
        elif c in "\"'":
            quote = c
        elif c == "<":
            depth += 1
        elif c == ">" and line[i - 1] != "-":
            depth -= 1
        elif depth == 0 and (c in ",)]=|+" or c.isspace()):
            break
        i += 1
    return i


def _at(d: Diagnostic, node: n.Node, end: int | None, lines: list[str]) -> Diagnostic:
    return dataclasses.replace(d, line=node.line, column=node.col, end_column=end, source_line=lines[node.line - 1])


def _ref_end(ref: n.Ref, lines: list[str]) -> int:
    """The column past a field reference as written: `$3:price`, or the column's name."""
    written = _REF_TEXT.match(lines[ref.line - 1], ref.col - 1)
    return written.end() + 1 if written is not None else ref.col + 1


def _emitted(line: n.RelLine, index: int) -> n.Ref | None:
    """The `$index` written in the emit of a relation line (`=> $0, $7`, `|> a=$7`)."""
    for item in emit_items(line):
        node = item.value if isinstance(item, n.Named) else item
        if isinstance(node, n.Ref) and node.path == [index] and not node.steps_out:
            return node
    return None


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
# The messages of a function call; those never inside an Expression are typed on their own.
_CALLS = frozenset(("substrait.Expression.ScalarFunction", "substrait.AggregateFunction",
                    "substrait.Expression.WindowFunction", "substrait.ConsistentPartitionWindowRel.WindowRelFunction"))
_FREE_CALLS = frozenset(("substrait.AggregateFunction", "substrait.ConsistentPartitionWindowRel.WindowRelFunction"))
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


def check_plan(plan: Plan, catalog: functions.Catalog | None = None) -> list[Diagnostic]:
    """The reference checks: anchors and URNs declared, field references within
    their input, Root names and Set inputs matching the widths; with a
    ``catalog``, each call checked against its extension YAML and the types of
    conditions and Set inputs."""
    return deep.run(_checked, plan, catalog).out


def call_checks(plan: Plan, catalog: functions.Catalog | None = None) -> list[CallCheck]:
    """Each function call of ``plan`` with what resolving it against its YAML
    found (the overload, the derived type, the problems)."""
    checker = deep.run(_checked, plan, catalog or functions.standard())
    assert checker.typer is not None
    return checker.typer.calls


def _checked(plan: Plan, catalog: functions.Catalog | None, recorder: Recorder | None = None,
             tables: Sequence[tuple[str, ...]] = ()) -> _Checker:
    # Setting up derives the plan's columns, which recurses as deep as the plan's nesting:
    # it runs under deep.run as the checks do.
    checker = _Checker(plan, catalog, recorder, tables)
    checker.run()
    return checker


@dataclass
class _Scope:
    """The columns a relation's expressions refer to: ``width`` for $N, and for
    join keys each side's width.  None when the plan does not tell."""
    width: int | None = None
    left: int | None = None
    right: int | None = None
    columns: Sequence[Column] | None = None  # the columns $N refers to, with their types


class _Checker:
    def __init__(self, plan: Plan, catalog: functions.Catalog | None = None, recorder: Recorder | None = None,
                 tables: Sequence[tuple[str, ...]] = ()) -> None:
        self.plan = plan
        # Whether the plan is from a text (built with ``recorder``), whose declarations are checked with their lines.
        self.text = recorder is not None
        self.tables = tables  # those the text declares (`=== Tables`), by their names
        self.aside = recorder.aside if recorder is not None else []  # relations under a line that failed
        self.ext = Extensions.of_plan(plan)
        # What the lines that failed left incomplete is unknown: nothing derived from it is reported.
        incomplete = None if recorder is None else recorder.incomplete
        self.typer = Typer(plan, catalog, incomplete=incomplete) if catalog is not None else None
        # With a typer, a call's column without a declared output type has the derived one.
        self.schemas = self.typer.schemas if self.typer is not None else Schemas(plan, unknown=incomplete)
        self.sites: dict[int, tuple[Message, str | None, Message | None]] = {}  # id(call) -> (it, path, relation)
        self.out: list[Diagnostic] = []
        self.rel: Message | None = None  # the relation being checked
        self.seen: set[Diagnostic] = set()

    def report(self, severity: str, message: str, path: str | None, hint: str | None = None,
               call: Message | None = None, part: int | str | tuple[str, int] | None = None,
               ref: Message | None = None) -> None:
        # One report per relation (and call or field reference, in a text): a plan that
        # calls an undeclared function 100 times in a relation says so once there.
        d = Diagnostic(severity, message, shorten_path(path), hint=hint, rel=self.rel, call=call, part=part,
                       ref=ref)
        place = call or ref
        key = dataclasses.replace(d, column=id(place) if self.text and place is not None else None)
        if key not in self.seen:
            self.seen.add(key)
            self.out.append(d)

    def run(self) -> list[Diagnostic]:
        if not self.text:
            self.out += _duplicate_anchors(_plan_declarations(self.plan))
        self.check_urn_references()
        for field, value in self.plan.ListFields():  # type aliases, parameter bindings, ...
            if field.name not in ("relations", "extensions", "extension_urns") and field.message_type is not None:
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
        for rel in self.aside:  # where in the plan they would stand is not known
            self.walk(rel, f"… > {_name(rel)}")
        if self.typer is not None:
            self.report_calls(self.typer.calls)
        return self.out

    def report_calls(self, calls: list[CallCheck]) -> None:
        """What resolving each call found, at the relation (and call) it is in."""
        for check in calls:
            _, path, rel = self.sites.get(id(check.msg), (None, None, None))
            self.rel = rel
            for problem in check.resolution.problems:
                part: int | str | tuple[str, int] | None = "output" if problem.output else problem.argument
                if problem.option is not None:
                    part = ("option", problem.option)
                self.report(problem.severity, problem.message, path, problem.hint, check.msg, part)

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
        columns = self.schemas.output(root.input) if root.HasField("input") else None
        if columns is None:
            return
        width = len(columns)
        # Names count struct fields too (depth first): with every column's type known,
        # exactly that many; else more names than columns can be right when a column
        # may be a struct; fewer never is.
        needed = None
        if all(c.type is not None for c in columns):
            needed = sum(count_names(c.type) for c in columns if c.type is not None)
            right = len(root.names) == needed
        else:
            right = len(root.names) == width or (len(root.names) > width and _may_make_structs(root.input))
        if not right:
            fields = f" ({needed} with their struct fields)" if needed is not None and needed != width else ""
            self.report(WARNING, f"Root has {len(root.names)} name{'s' if len(root.names) != 1 else ''} for "
                                 f"{_columns(width)}{fields}", path)

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
            scope = self.scope(rel, case, msg)
            if self.typer is not None:
                self.check_types(case, msg, scope.columns, path)
            if case == "read" and not msg.HasField("base_schema"):
                self.report_no_schema(msg, path)
            if case == "fetch":
                self.check_fetch(msg, path)
            if case == "read" and msg.HasField("virtual_table") and msg.base_schema.struct.types:
                self.check_rows(msg, path)
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
            if self.typer is not None:
                if name == "substrait.Expression":
                    self.typer.expression(msg, scope.columns)  # once each, the calls in it with it
                elif name in _CALLS:
                    self.sites[id(msg)] = (msg, path, self.rel)
                    if name in _FREE_CALLS:  # not inside an expression: a measure, a Window relation's function
                        self.typer.call(msg, scope.columns)
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
            elif name == "substrait.NamedStruct" and msg.struct.types and \
                    len(msg.names) != (needed := sum(count_names(t) for t in msg.struct.types)):
                # (DataFusion writes a Read's names alone, no types: what they are is not said, only
                # how many, and DataFusion reads them so)
                self.report(WARNING, f"a schema of {len(msg.names)} name{'s' if len(msg.names) != 1 else ''} for "
                                   f"{needed} (its columns and their struct fields, depth first) in {where}", path,
                            hint="give each column a name, and each field of a struct column after its own")
            elif name in _DECIMALS and not (1 <= msg.precision <= 38 and 0 <= msg.scale <= msg.precision):
                self.report(ERROR, f"a decimal of precision {msg.precision} and scale {msg.scale} in {where}", path,
                            hint="a decimal's precision is 1 to 38, its scale 0 to its precision: decimal<38,2>")
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
            elif "arguments" in msg.DESCRIPTOR.fields_by_name and self.typer is None:
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
            self.check_index(ref.direct_reference.struct_field.field, width, where, path, what, ref)

    def check_index(self, index: int, width: int | None, where: str, path: str | None, what: str,
                    ref: Message | None = None) -> None:
        if width is not None and index >= width:
            self.report(ERROR, f"${index} in {where} is out of range: the {what} has {_columns(width)}", path,
                        ref=ref)

    def check_emit(self, rel: Rel, msg, path: str) -> None:
        common = getattr(msg, "common", None)
        if common is None or common.WhichOneof("emit_kind") != "emit":
            return
        columns = self.schemas.natural(rel)
        if columns is None:
            return
        natural = len(columns)
        for index in common.emit.output_mapping:
            if index >= natural:
                self.report(ERROR, f"emit ${index} is out of range: the relation makes {_columns(natural)}",
                            path, part=("emit", index))

    def width(self, rel: Rel) -> int | None:
        columns = self.schemas.output(rel)
        return None if columns is None else len(columns)

    def scope(self, rel: Rel, case: str, msg) -> _Scope:
        if case == "read" and not msg.base_schema.struct.types:
            return _Scope()  # names without types (DataFusion): nested names cannot be told apart
        columns = self.schemas.scope(rel)
        width = None if columns is None else len(columns)
        if case in JOINS:
            left, right = (None if side is None else len(side) for side in self.schemas.sides(rel))
            return _Scope(width, left, right, columns)
        return _Scope(width, columns=columns)

    def check_types(self, case: str, msg, columns: Sequence[Column] | None, path: str) -> None:
        """Conditions are boolean; a Set's inputs have one column type each."""
        assert self.typer is not None
        conditions = {"filter": ("condition",), "join": ("expression", "post_join_filter"),
                      "nested_loop_join": ("expression",),
                      "hash_join": ("residual_expression", "post_join_filter"),
                      "merge_join": ("residual_expression", "post_join_filter")}.get(case, ())
        named = [(f"{BY_CASE[case].name} {field.replace('_', ' ')}", getattr(msg, field))
                 for field in conditions if msg.HasField(field)]
        if case == "aggregate":
            named += [(f"filter of measure {i}", m.filter) for i, m in enumerate(msg.measures) if m.HasField("filter")]
        for what, condition in named:
            found = self.typer.expression(condition, columns)
            if found is not None and found.kind != "bool":
                self.report(ERROR, f"the {what} is {found}, not boolean", path)
        if case == "set" and len(msg.inputs) > 1:
            inputs = [self.typer.columns(r) for r in msg.inputs]
            first = inputs[0]
            for i, other in enumerate(inputs[1:], 1):
                if first is None or other is None or len(first) != len(other):
                    continue  # unknown, or the widths differ (check_set says so)
                for column, (a, b) in enumerate(zip(first, other, strict=True)):
                    if a is not None and b is not None and a.kind != b.kind:
                        self.report(ERROR, f"Set input {i} has {b} in column ${column} where input 0 has {a}",
                                    path)

    def check_fetch(self, msg, path: str) -> None:
        """A Fetch's count and offset are non-negative integers, i64 recommended, or null
        (logical_relations.md, Fetch Properties); they see no columns.  Their types are
        checked with the calls' (signatures), a negative literal always."""
        for field, what in (("count_expr", "limit"), ("offset_expr", "offset")):
            if not msg.HasField(field):
                continue
            expr = getattr(msg, field)
            found = None if self.typer is None else self.typer.expression(expr, [])
            if found is not None and found.kind not in _INTEGERS:
                self.report(ERROR, f"the Fetch's {what} is {found}, not an integer", path,
                            hint=f"write a number of rows: {what}=10")
            elif expr.WhichOneof("rex_type") == "literal":
                number = getattr(expr.literal, expr.literal.WhichOneof("literal_type") or "null", None)
                if isinstance(number, int) and not isinstance(number, bool) and number < 0:
                    self.report(ERROR, f"the Fetch's {what} is {number}: a number of rows is not negative", path,
                                hint=f"write {what}=0 or more" + (", or leave it out for every row"
                                                                  if what == "limit" else ""))

    def report_no_schema(self, msg, path: str) -> None:
        """Substrait requires a Read's schema (logical_relations.md, Read Properties: Direct
        Schema), which the text leaves out of `Read[t]` where t is not a table it declares."""
        table = tuple(msg.named_table.names) if msg.WhichOneof("read_type") == "named_table" else ()
        what = f"the Read of {_dotted(table)}" if table else "the Read"
        self.report(ERROR, f"{what} has no schema (base_schema), which Substrait requires of every Read", path,
                    hint=self.schema_hint(table))

    def schema_hint(self, table: tuple[str, ...]) -> str:
        columns = "a:i64, b:string"
        if not self.text:
            return "set its base_schema: the names and types of the columns it reads"
        if not table:
            return f"write its columns after '=>': {columns}"
        name = _dotted(table)
        fix = f"declare {name} under '=== Tables' (Table[{name} => {columns}]) or write its columns: " \
              f"Read[{name} => {columns}]"
        near = _near_table(table, self.tables)
        return fix if near is None else f"{near} Else {fix}"

    def check_rows(self, msg, path: str) -> None:
        """A virtual table's rows have a field per column of its schema, and no null in a
        required column; a field of another kind than its column's is a warning (no rule
        names the rows, but type_system.md casts every change of type).  Once per column."""
        declared = list(msg.base_schema.struct.types)
        told: set[int | str] = set()
        for i, row in enumerate(msg.virtual_table.expressions):
            if len(row.fields) != len(declared):
                if "width" not in told:
                    told.add("width")
                    self.report(ERROR, f"virtual table row {i} has {len(row.fields)} fields for the schema's "
                                       f"{_columns(len(declared))}", path)
                continue
            for j, (field, column) in enumerate(zip(row.fields, declared, strict=True)):
                if j in told:
                    continue
                literal = field.literal if field.WhichOneof("rex_type") == "literal" else None
                if literal is not None and literal.WhichOneof("literal_type") == "null" and nullable(column) is False:
                    told.add(j)
                    self.report(ERROR, f"virtual table row {i} has a null in column ${j}, which the schema "
                                       "declares required", path)
                elif self.typer is not None:
                    want, got = self.typer.of_type(column), self.typer.expression(field, [])
                    if want is not None and got is not None and got.kind != want.kind:
                        told.add(j)
                        self.report(WARNING, f"virtual table row {i} has {got} in column ${j}, which the schema "
                                             f"declares {want}", path, hint=f"cast the value to {want}")

    def check_set(self, msg, path: str) -> None:
        widths = [self.width(r) for r in msg.inputs]
        known = {w for w in widths if w is not None}
        if len(known) > 1:
            shown = ", ".join("?" if w is None else str(w) for w in widths)
            self.report(ERROR, f"Set inputs have different widths: {shown}", path)


_INTEGERS = ("i8", "i16", "i32", "i64")
_DECIMALS = ("substrait.Type.Decimal", "substrait.Expression.Literal.Decimal")  # (type_system.md: 1 <= P <= 38)
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


def _near_table(table: tuple[str, ...], declared: Sequence[tuple[str, ...]]) -> str | None:
    """'did you mean' the declared table ``table`` may stand for: the one its names end
    (`orders` of `tpch.orders`), else the nearest by spelling."""
    ends = [t for t in declared if t[len(t) - len(table):] == table]
    if len(ends) == 1:
        return f"did you mean {_dotted(ends[0])!r}?"
    return did_you_mean(_dotted(table), [_dotted(t) for t in declared])


def _dotted(table: tuple[str, ...]) -> str:
    return ".".join(map(quote_name, table))


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
