"""Plans in the Rust substrait-explain's spelling: ``format(plan, compat="rust")``.

The crate substrait-explain 0.9.0 reads a subset of this format, with a few
rules of its own (docs/FORMAT.md, "Compatibility with the Rust
substrait-explain").  This writer writes a plan within that subset, so that
the crate reads it back as the same plan: every emit as the list the crate
counts (a Direct emit lists every column), its type names
(`precisiontimestamp<P>`, `⁉`, user-defined types without `u!`), an
Aggregate's outputs as the key expressions and the measures, version values
bare, one line per relation (a virtual table of three rows or more with one
`- ` row per line), a blank line between plan relations.

What the crate cannot say raises :class:`FormatError`, naming the construct
and its place in the plan (a path of proto fields, ``relations[0].root.input
.filter.condition``); no text the crate would read as another plan is ever
written.  The differences the table in docs/FORMAT.md lists stay: a
measure's phase and invocation (the crate leaves them unspecified), the
RelCommon of an extension relation (the crate sets a Direct one), the order
of the declarations (the crate sorts them by anchor), and the microsecond
`precisiontimestamp<6>` the crate's `timestamp` became in today's protos.
"""

from __future__ import annotations

import datetime
import math
import re
import struct
from decimal import Decimal
from typing import Any, NoReturn

from substrait.proto import (
    AggregateFunction,
    AggregateRel,
    AggregationPhase,
    Expression,
    JoinRel,
    Plan,
    Rel,
    SetRel,
    SortField,
    Type,
)

from substrait_explain.base.errors import FormatError
from substrait_explain.codec import payloads
from substrait_explain.codec.expressions import PrintContext
from substrait_explain.codec.extensions import Extensions
from substrait_explain.codec.relations import measure_call
from substrait_explain.plan.declarations import ANCHOR_FIELD
from substrait_explain.text.layout import INDENT

# What the crate's grammar calls an identifier, and a declared name: a
# function's may carry a `:signature` of short argument types (`u!` for a
# user-defined one), joined by `_`.
_IDENTIFIER = re.compile(r"[A-Za-z][A-Za-z0-9_]*")
_ARG = r"(?:u!)?[A-Za-z][A-Za-z0-9]*"
_FUNCTION_NAME = re.compile(rf"[A-Za-z][A-Za-z0-9_]*(?::(?:{_ARG}(?:_{_ARG})*)?)?")
_KEYWORDS = frozenset({"true", "false", "null"})

# The crate's built-in type names: a user-defined type whose name starts with
# one of them reads as that built-in type (its grammar commits to the prefix).
_SIMPLE = {"bool": "boolean", "i8": "i8", "i16": "i16", "i32": "i32", "i64": "i64", "fp32": "fp32",
           "fp64": "fp64", "string": "string", "binary": "binary", "date": "date",
           "interval_year": "interval_year", "uuid": "uuid"}
_PREFIXES = ("boolean", "i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64", "fp32", "fp64", "string", "binary",
             "timestamp_tz", "timestamp", "date", "time", "interval_year", "uuid")
# Parameterized built-in names (matched whatever the case): a user-defined type
# of such a name with parameters reads as the built-in type.
_PARAMETERIZED = frozenset({"list", "map", "struct", "precisiontimestamptz", "precisiontimestamp",
                            "precisiontime", "interval_day"})
_PRECISION = {"precision_time": "precisiontime", "precision_timestamp": "precisiontimestamp",
              "precision_timestamp_tz": "precisiontimestamptz"}
_NULLABILITY = {Type.NULLABILITY_REQUIRED: "", Type.NULLABILITY_NULLABLE: "?", Type.NULLABILITY_UNSPECIFIED: "⁉"}
_HEADERS = {"extension_function": "Functions:", "extension_type": "Types:",
            "extension_type_variation": "Type Variations:"}
_SUBSECOND_UNIT = {3: "ms", 6: "us", 9: "ns", 12: "ps"}
_ROWS_PER_LINE = 3  # a virtual table of this many rows or more gets one row per line, as the crate writes it
_EPOCH = datetime.datetime(1970, 1, 1)


def _camel(enum_name: str, prefix: str) -> str:
    """JOIN_TYPE_LEFT_SEMI -> LeftSemi."""
    return "".join(word.capitalize() for word in enum_name.removeprefix(prefix).split("_"))


_JOIN_TYPES = {v.number: "&" + _camel(v.name, "JOIN_TYPE_") for v in JoinRel.JoinType.DESCRIPTOR.values if v.number}
_SET_OPS = {v.number: "&" + _camel(v.name, "SET_OP_") for v in SetRel.SetOp.DESCRIPTOR.values if v.number}
_SORT_DIRECTIONS = {v.number: "&" + _camel(v.name, "SORT_DIRECTION_")
                    for v in SortField.SortDirection.DESCRIPTOR.values if 1 <= v.number <= 4}
# What the crate builds for a measure (unspecified), and what this format reads for a bare call.
_PHASES = (AggregationPhase.AGGREGATION_PHASE_UNSPECIFIED, AggregationPhase.AGGREGATION_PHASE_INITIAL_TO_RESULT)
_INVOCATIONS = (AggregateFunction.AGGREGATION_INVOCATION_UNSPECIFIED, AggregateFunction.AGGREGATION_INVOCATION_ALL)


def format_plan(plan: Plan) -> str:
    """``plan`` as the Rust substrait-explain writes it; :class:`FormatError`
    when the crate cannot say part of it."""
    return _Writer(plan).plan()


class _Writer:
    def __init__(self, plan: Plan) -> None:
        self.plan_msg = plan
        self.ext = Extensions.of_plan(plan)
        self.codec = PrintContext(self.ext)  # for registered payloads (addenda, extension relations)
        self.type_names = _unique_names(plan, "extension_type")
        self.function_bases = _unique_names(plan, "extension_function", base=True)
        self.function_names = _unique_names(plan, "extension_function")

    # ---- the document ----

    def plan(self) -> str:
        plan = self.plan_msg
        _only(plan, "", ("version", "extension_urns", "extensions", "relations"))
        lines = self.version(plan) + self.extensions(plan)
        lines.append("=== Plan")
        for i, plan_rel in enumerate(plan.relations):
            if i:
                lines.append("")
            lines.extend(self.plan_rel(plan_rel, f"relations[{i}]"))
        return "\n".join(lines) + "\n"

    def version(self, plan: Plan) -> list[str]:
        v = plan.version
        if not plan.HasField("version") or v.ByteSize() == 0:
            return []  # the crate writes no section for an all-zero version
        _only(v, "version", ("major_number", "minor_number", "patch_number", "producer", "git_hash"))
        lines = [f"=== Version {v.major_number}.{v.minor_number}.{v.patch_number}"]
        for field in ("producer", "git_hash"):
            value = getattr(v, field)
            if value and (value != value.strip() or "\n" in value or "\r" in value):
                _fail(f"version.{field}", f"a {field} with white space at its ends or a line break",
                      "the crate reads the value bare, trimmed, up to the end of the line")
            if value:
                lines.append(f"{' ' * INDENT}{field}: {value}")
        return lines

    def extensions(self, plan: Plan) -> list[str]:
        if not plan.extension_urns and not plan.extensions:
            return []
        lines = ["=== Extensions"]
        urns: set[int] = set()
        if plan.extension_urns:
            lines.append("URNs:")
        for i, urn in enumerate(plan.extension_urns):
            where = f"extension_urns[{i}]"
            _only(urn, where, ("extension_urn_anchor", "urn"))
            if urn.extension_urn_anchor in urns:
                _fail(where, f"a second URN with anchor {urn.extension_urn_anchor}")
            if not urn.urn or re.search(r"\s", urn.urn):
                _fail(f"{where}.urn", "an empty URN or one holding white space")
            if urn.urn.startswith('"'):  # the crate reads it as part of the URN; this project's parser, as quotes
                _fail(f"{where}.urn", "a URN starting with a double quote",
                      "this project reads a first `\"` in a URN as quoting")
            urns.add(urn.extension_urn_anchor)
            lines.append(f"  @{urn.extension_urn_anchor:3}: {urn.urn}")
        anchors: set[tuple[str, int]] = set()
        current = None  # the group the declarations are under; the crate reads them in any order
        for i, decl in enumerate(plan.extensions):
            where = f"extensions[{i}]"
            case = decl.WhichOneof("mapping_type")
            if case is None:
                _fail(where, "a declaration of no kind")
            msg = getattr(decl, case)
            where += f".{case}"
            anchor_field = ANCHOR_FIELD[case]
            _only(msg, where, (anchor_field, "extension_urn_reference", "name"))
            anchor = getattr(msg, anchor_field)
            if (case, anchor) in anchors:
                _fail(where, f"a second declaration with anchor {anchor}")
            if msg.extension_urn_reference not in urns:
                _fail(f"{where}.extension_urn_reference", f"a declaration of URN anchor {msg.extension_urn_reference}, "
                      "which no URN has")
            pattern = _FUNCTION_NAME if case == "extension_function" else _IDENTIFIER
            if not pattern.fullmatch(msg.name):
                _fail(f"{where}.name", f"the name {msg.name!r}",
                      "the crate reads a declared name as an identifier (a function's with a :signature of "
                      "letters and digits joined by _); it drops a type's u! prefix")
            anchors.add((case, anchor))
            if case != current:
                lines.append(_HEADERS[case])
                current = case
            lines.append(f"  #{anchor:3} @{msg.extension_urn_reference:3}: {msg.name}")
        lines.append("")
        return lines

    def plan_rel(self, plan_rel: Any, where: str) -> list[str]:
        case = plan_rel.WhichOneof("rel_type")
        if case == "rel":
            return self.rel(plan_rel.rel, f"{where}.rel", 0)[0]
        if case != "root":
            _fail(where, "a plan relation with nothing in it")
        root = plan_rel.root
        where += ".root"
        _only(root, where, ("input", "names"))
        if not root.HasField("input"):
            _fail(f"{where}.input", "a Root without its input")
        head = "Root[" + ", ".join(_name(x, f"{where}.names") for x in root.names) + "]"
        return [head] + self.rel(root.input, f"{where}.input", 1)[0]

    # ---- relations ----

    def rel(self, rel: Rel, where: str, depth: int) -> tuple[list[str], int | None]:
        """The lines of ``rel`` (its line, its addenda, its inputs' lines) and
        the number of columns the crate counts for it (None for an extension
        relation, whose columns the plan does not hold)."""
        case = rel.WhichOneof("rel_type")
        method = getattr(self, f"rel_{case}", None) if case else None
        if method is None:
            _fail(where, f"{_a(case)} relation" if case else "a Rel with no kind",
                  "the crate reads Read, Filter, Project, Aggregate, Sort, Fetch, Join, Cross, Set and "
                  "the extension relations")
        msg = getattr(rel, case)
        where = f"{where}.{case}"
        indent = " " * (INDENT * depth)
        head, addenda, children, count = method(msg, where, depth)
        lines = [indent + head[0]] + head[1:]
        lines += [indent + " " * INDENT + a for a in addenda]
        for child in children:
            lines += child
        return lines, count

    def inputs(self, msg: Any, where: str, depth: int, *fields: str) -> tuple[list[list[str]], list[int | None]]:
        lines, counts = [], []
        for field in fields:
            if not msg.HasField(field):
                _fail(f"{where}.{field}", f"a {_kind(msg)} without its {field}")
            child, count = self.rel(getattr(msg, field), f"{where}.{field}", depth + 1)
            lines.append(child)
            counts.append(count)
        return lines, counts

    def addenda(self, msg: Any, where: str) -> list[str]:
        if not msg.HasField("advanced_extension"):
            return []
        extension = msg.advanced_extension
        where += ".advanced_extension"
        _only(extension, where, ("enhancement", "optimization"))
        parts = [("Enh", extension.enhancement, f"{where}.enhancement")] if extension.HasField("enhancement") else []
        parts += [("Opt", o, f"{where}.optimization[{i}]") for i, o in enumerate(extension.optimization)]
        return [f"+ {kind}:{self.payload(value, at)}" for kind, value, at in parts]

    def payload(self, value: Any, where: str) -> str:
        found = payloads.format_payload(value, self.codec)
        if found is None:
            _fail(where, f"a payload of type {value.type_url!r} that has no registered name",
                  "register its message class (substrait_explain.register), as the crate's registry names it")
        name, args = found
        return f"{name}[{', '.join(args) or '_'}]"

    def rel_read(self, msg: Any, where: str, depth: int) -> tuple[list[str], list[str], list, int]:
        allowed = ["common", "base_schema", "advanced_extension", "named_table", "virtual_table", "extension_table"]
        if msg.HasField("virtual_table"):
            allowed.append("filter")
        _only(msg, where, allowed)
        if not msg.HasField("base_schema"):
            _fail(f"{where}.base_schema", "a Read without its schema")
        columns = self.schema(msg.base_schema, f"{where}.base_schema")
        mapping = _emit(msg, where)
        addenda = self.addenda(msg, where)
        if msg.HasField("named_table"):
            table = msg.named_table
            _only(table, f"{where}.named_table", ("names",))
            if not table.names:
                _fail(f"{where}.named_table.names", "a table with no name")
            name = ".".join(_name(x, f"{where}.named_table.names") for x in table.names)
            if mapping is None:
                return [f"Read[{name} => {', '.join(columns)}]"], addenda, [], len(columns)
            return ([f"Read[{name} +> {', '.join(columns)} |> {_refs(mapping)}]"], addenda, [], len(mapping))
        if mapping is not None:
            _fail(f"{where}.common.emit", "an Emit on a virtual or extension table read",
                  "the crate reads those with a Direct emit only")
        if msg.HasField("extension_table"):
            _only(msg.extension_table, f"{where}.extension_table", ("detail",))
            if not msg.extension_table.HasField("detail"):
                _fail(f"{where}.extension_table.detail", "an extension table without its detail")
            table = "+ Ext:" + self.payload(msg.extension_table.detail, f"{where}.extension_table.detail")
            return [f"Read:Extension[{', '.join(columns)}]"], [table] + addenda, [], len(columns)
        if not msg.HasField("virtual_table"):
            _fail(where, "a Read of neither a named, a virtual nor an extension table")
        _only(msg.virtual_table, f"{where}.virtual_table", ("expressions",))
        rows = []
        for i, row in enumerate(msg.virtual_table.expressions):
            at = f"{where}.virtual_table.expressions[{i}]"
            _only(row, at, ("fields",))
            rows.append("(" + ", ".join(self.expr(e, f"{at}.fields[{j}]") for j, e in enumerate(row.fields)) + ")")
        named = [f"filter={self.expr(msg.filter, f'{where}.filter')}"] if msg.HasField("filter") else []
        output = f"=> {', '.join(columns)}]"
        items = (rows or ["_"]) + named
        if len(rows) < _ROWS_PER_LINE:
            return [f"Read:Virtual[{', '.join(items)} {output}"], addenda, [], len(columns)
        indent = " " * (INDENT * (depth + 1))
        lines = ["Read:Virtual["]
        lines += [f"{indent}- {item}{',' if i < len(items) - 1 else ''}" for i, item in enumerate(items)]
        lines.append(f"{indent}- {output}")
        return lines, addenda, [], len(columns)

    def schema(self, schema: Any, where: str) -> list[str]:
        _only(schema, where, ("names", "struct"))
        struct_ = schema.struct
        _only(struct_, f"{where}.struct", ("types", "nullability"))
        if struct_.nullability != Type.NULLABILITY_REQUIRED:
            _fail(f"{where}.struct.nullability", "a schema whose struct is not of required nullability")
        if len(schema.names) != len(struct_.types):
            _fail(f"{where}.names", f"a schema of {len(schema.names)} names and {len(struct_.types)} types")
        return [f"{_name(name, f'{where}.names[{i}]')}:{self.type(t, f'{where}.struct.types[{i}]')}"
                for i, (name, t) in enumerate(zip(schema.names, struct_.types, strict=True))]

    def rel_filter(self, msg: Any, where: str, depth: int) -> tuple[list[str], list[str], list, int]:
        _only(msg, where, ("common", "input", "condition", "advanced_extension"))
        if not msg.HasField("condition"):
            _fail(f"{where}.condition", "a Filter without its condition")
        condition = self.expr(msg.condition, f"{where}.condition")
        children, counts = self.inputs(msg, where, depth, "input")
        output, count = _output(msg, where, counts[0])
        return [f"Filter[{condition} => {output}]"], self.addenda(msg, where), children, count

    def rel_sort(self, msg: Any, where: str, depth: int) -> tuple[list[str], list[str], list, int]:
        _only(msg, where, ("common", "input", "sorts", "advanced_extension"))
        sorts = []
        for i, field in enumerate(msg.sorts):
            at = f"{where}.sorts[{i}]"
            _only(field, at, ("expr", "direction"))
            direction = _SORT_DIRECTIONS.get(field.direction)
            if direction is None or not field.HasField("expr"):
                _fail(at, "a sort field without an expression or a direction (ascending or descending, "
                          "nulls first or last)")
            sorts.append(f"({self.expr(field.expr, f'{at}.expr')}, {direction})")
        children, counts = self.inputs(msg, where, depth, "input")
        output, count = _output(msg, where, counts[0])
        return [f"Sort[{', '.join(sorts)} => {output}]"], self.addenda(msg, where), children, count

    def rel_fetch(self, msg: Any, where: str, depth: int) -> tuple[list[str], list[str], list, int]:
        _only(msg, where, ("common", "input", "count_expr", "offset_expr", "advanced_extension"))
        args = [f"{text}={self.fetch_value(getattr(msg, field), f'{where}.{field}')}"
                for text, field in (("limit", "count_expr"), ("offset", "offset_expr")) if msg.HasField(field)]
        children, counts = self.inputs(msg, where, depth, "input")
        output, count = _output(msg, where, counts[0])
        return [f"Fetch[{', '.join(args) or '_'} => {output}]"], self.addenda(msg, where), children, count

    def fetch_value(self, e: Expression, where: str) -> str:
        text = self.expr(e, where)
        literal = e.literal if e.WhichOneof("rex_type") == "literal" else None
        plain = literal is not None and literal.WhichOneof("literal_type") == "i64" and not literal.nullable \
            and literal.i64 >= 0
        if not plain and text[:1] in "-0123456789":
            # The crate reads a leading number as the limit itself (an i64 of at least 0).
            _fail(where, f"the value {text}", "the crate reads a number here as a non-negative i64")
        return text

    def rel_join(self, msg: Any, where: str, depth: int) -> tuple[list[str], list[str], list, int]:
        _only(msg, where, ("common", "left", "right", "expression", "post_join_filter", "type",
                           "advanced_extension"))
        join_type = _JOIN_TYPES.get(msg.type)
        if join_type is None:
            _fail(f"{where}.type", f"the join type {msg.type}")
        if not msg.HasField("expression"):
            _fail(f"{where}.expression", "a Join without its condition")
        args = [join_type, self.expr(msg.expression, f"{where}.expression")]
        if msg.HasField("post_join_filter"):
            args.append("post_filter=" + self.expr(msg.post_join_filter, f"{where}.post_join_filter"))
        children, counts = self.inputs(msg, where, depth, "left", "right")
        output, count = _output(msg, where, _sum(counts))
        return [f"Join[{', '.join(args)} => {output}]"], self.addenda(msg, where), children, count

    def rel_cross(self, msg: Any, where: str, depth: int) -> tuple[list[str], list[str], list, int]:
        _only(msg, where, ("common", "left", "right", "advanced_extension"))
        children, counts = self.inputs(msg, where, depth, "left", "right")
        output, count = _output(msg, where, _sum(counts))
        return [f"Cross[{output}]"], self.addenda(msg, where), children, count

    def rel_set(self, msg: Any, where: str, depth: int) -> tuple[list[str], list[str], list, int]:
        _only(msg, where, ("common", "inputs", "op", "advanced_extension"))
        op = _SET_OPS.get(msg.op)
        if op is None:
            _fail(f"{where}.op", f"the set operation {msg.op}")
        if len(msg.inputs) < 2:
            _fail(f"{where}.inputs", "a Set of fewer than two inputs")
        children, counts = [], []
        for i, child in enumerate(msg.inputs):
            lines, count = self.rel(child, f"{where}.inputs[{i}]", depth + 1)
            children.append(lines)
            counts.append(count)
        if len({c or 0 for c in counts}) > 1:
            _fail(f"{where}.inputs", "a Set whose inputs the crate counts with different numbers of columns")
        output, count = _output(msg, where, None if None in counts else counts[0])
        return [f"Set[{op} => {output}]"], self.addenda(msg, where), children, count

    def rel_project(self, msg: Any, where: str, depth: int) -> tuple[list[str], list[str], list, int]:
        _only(msg, where, ("common", "input", "expressions", "advanced_extension"))
        exprs = []
        for i, e in enumerate(msg.expressions):
            at = f"{where}.expressions[{i}]"
            if _is_column(e):
                _fail(at, "a computed column that is a plain field reference",
                      "the crate reads $N in a Project as passing input column N through")
            exprs.append(self.expr(e, at))
        children, counts = self.inputs(msg, where, depth, "input")
        width = counts[0]
        if width is None:
            _fail(where, "a Project over an extension relation",
                  "the crate counts an extension relation's columns from the `=> columns` its payload "
                  "writes, which the plan does not hold")
        mapping = _emit(msg, where)
        total = width + len(exprs)
        if mapping is None:
            items = [f"${i}" for i in range(width)] + exprs
        else:
            # `$i` past the direct output is a mapping the crate keeps as it is.
            if any(i < 0 for i in mapping) or mapping == list(range(total)):
                _check_mapping(mapping, total, f"{where}.common.emit")
            if [i for i in mapping if width <= i < total] != list(range(width, total)):
                _fail(f"{where}.common.emit", "a Project emit that leaves out, repeats or reorders computed "
                      "columns", "the crate makes every expression it reads the next computed column")
            items = [exprs[i - width] if width <= i < total else f"${i}" for i in mapping]
        return [f"Project[{', '.join(items)}]"], self.addenda(msg, where), children, len(items)

    def rel_aggregate(self, msg: Any, where: str, depth: int) -> tuple[list[str], list[str], list, int]:
        _only(msg, where, ("common", "input", "groupings", "grouping_expressions", "measures",
                           "advanced_extension"))
        keys = [self.expr(e, f"{where}.grouping_expressions[{i}]") for i, e in enumerate(msg.grouping_expressions)]
        groups = self.groupings(msg, keys, where)
        measures = [self.measure(m, f"{where}.measures[{i}]") for i, m in enumerate(msg.measures)]
        keys_bytes = {e.SerializeToString() for e in msg.grouping_expressions}
        for i, m in enumerate(msg.measures):
            if measure_call(m.measure) in keys_bytes:
                _fail(f"{where}.measures[{i}]", "a measure written like one of the grouping expressions",
                      "the crate reads an output equal to a grouping expression as that key")
        children, _ = self.inputs(msg, where, depth, "input")
        mapping = _emit(msg, where)
        width, total = len(keys), len(keys) + len(measures)
        if mapping is None:
            mapping = list(range(total))
        else:
            _check_mapping(mapping, total, f"{where}.common.emit")
            if [i for i in mapping if i >= width] != list(range(width, total)):
                _fail(f"{where}.common.emit", "an Aggregate emit that leaves out, repeats or reorders measures",
                      "the crate makes every call it reads among the outputs the next measure")
        outputs = [keys[i] if i < width else measures[i - width] for i in mapping]
        return ([f"Aggregate[{', '.join(groups)} => {', '.join(outputs)}]"], self.addenda(msg, where), children,
                len(outputs))

    def groupings(self, msg: AggregateRel, keys: list[str], where: str) -> list[str]:
        """The grouping sets as the crate reads them back into exactly these fields."""
        if not msg.groupings:
            _fail(f"{where}.groupings", "an Aggregate with no grouping set", "the crate writes `_` for one empty set")
        seen: list[int] = []
        for i, grouping in enumerate(msg.groupings):
            _only(grouping, f"{where}.groupings[{i}]", ("expression_references",))
            for r in grouping.expression_references:
                if r >= len(keys):
                    _fail(f"{where}.groupings[{i}]", f"a reference to grouping expression {r}, which does not exist")
                if r not in seen:
                    seen.append(r)
        exprs = [e.SerializeToString(deterministic=True) for e in msg.grouping_expressions]
        if seen != list(range(len(keys))) or len(set(exprs)) != len(exprs):
            _fail(f"{where}.grouping_expressions", "grouping expressions that are not each used once, in the order "
                  "the grouping sets first use them", "the crate lists each distinct expression where a set first "
                  "names it")
        sets = [[keys[r] for r in g.expression_references] for g in msg.groupings]
        if len(sets) == 1 and sets[0] and len(set(msg.groupings[0].expression_references)) == len(sets[0]) \
                and not sets[0][0].startswith("("):
            return sets[0]  # one set, spread out (a key starting with `(` would read as a set of its own)
        return ["(" + ", ".join(s) + ")" if s else "_" for s in sets]

    def measure(self, m: AggregateRel.Measure, where: str) -> str:
        _only(m, where, ("measure",))
        f = m.measure
        where += ".measure"
        _only(f, where, ("function_reference", "arguments", "output_type", "phase", "invocation"))
        if f.phase not in _PHASES:
            _fail(f"{where}.phase", f"the phase {AggregationPhase.Name(f.phase)}",
                  "the crate leaves every measure's phase unspecified")
        if f.invocation not in _INVOCATIONS:
            _fail(f"{where}.invocation", f"the invocation {AggregateFunction.AggregationInvocation.Name(f.invocation)}",
                  "the crate leaves every measure's invocation unspecified")
        return self.call(f, where)

    def rel_extension_leaf(self, msg: Any, where: str, depth: int) -> tuple[list[str], list[str], list, None]:
        _only(msg, where, ("common", "detail"))
        return [self.extension("ExtensionLeaf", msg, where)], [], [], None

    def rel_extension_single(self, msg: Any, where: str, depth: int) -> tuple[list[str], list[str], list, None]:
        _only(msg, where, ("common", "detail", "input"))
        children, _ = self.inputs(msg, where, depth, "input")
        return [self.extension("ExtensionSingle", msg, where)], [], children, None

    def rel_extension_multi(self, msg: Any, where: str, depth: int) -> tuple[list[str], list[str], list, None]:
        _only(msg, where, ("common", "detail", "inputs"))
        children = [self.rel(child, f"{where}.inputs[{i}]", depth + 1)[0] for i, child in enumerate(msg.inputs)]
        return [self.extension("ExtensionMulti", msg, where)], [], children, None

    def extension(self, kind: str, msg: Any, where: str) -> str:
        if msg.HasField("common") and _emit(msg, where) is not None:
            _fail(f"{where}.common.emit", "an Emit on an extension relation")
        if not msg.HasField("detail"):
            _fail(f"{where}.detail", f"an {kind} without its detail")
        return f"{kind}:{self.payload(msg.detail, f'{where}.detail')}"

    # ---- expressions ----

    def expr(self, e: Expression, where: str) -> str:
        kind = e.WhichOneof("rex_type")
        if kind == "literal":
            return self.literal(e.literal, f"{where}.literal")
        if kind == "selection":
            if not _is_column(e):
                _fail(f"{where}.selection", "a field reference other than $N to an input column")
            return f"${e.selection.direct_reference.struct_field.field}"
        if kind == "scalar_function":
            return self.call(e.scalar_function, f"{where}.scalar_function")
        if kind == "if_then":
            return self.if_then(e.if_then, f"{where}.if_then")
        if kind == "cast":
            cast = e.cast
            at = f"{where}.cast"
            _only(cast, at, ("type", "input", "failure_behavior"))
            if not cast.HasField("input") or not cast.HasField("type"):
                _fail(at, "a cast without its input or its type")
            behavior = {0: "", 1: "?", 2: "!"}.get(cast.failure_behavior)
            if behavior is None:
                _fail(f"{at}.failure_behavior", f"the failure behavior {cast.failure_behavior}")
            return f"({self.expr(cast.input, f'{at}.input')})::{behavior}{self.type(cast.type, f'{at}.type')}"
        what = f"{_a(kind)} expression" if kind else "an expression with nothing set"
        _fail(f"{where}.{kind}" if kind else where, what,
              "the crate reads literals, $N, function calls, casts and if_then")

    def call(self, f: Any, where: str) -> str:
        if f.DESCRIPTOR.name == "ScalarFunction":
            _only(f, where, ("function_reference", "arguments", "output_type"))
        if not f.HasField("output_type"):
            _fail(f"{where}.output_type", "a function call without its output type",
                  "the crate writes every call with its type: add($0, $1):i64")
        args = []
        for i, arg in enumerate(f.arguments):
            at = f"{where}.arguments[{i}]"
            if arg.WhichOneof("arg_type") != "value":
                _fail(at, f"an argument that is {arg.WhichOneof('arg_type') or 'empty'}, not a value")
            args.append(self.expr(arg.value, f"{at}.value"))
        name = self.function_name(f.function_reference, where)
        return f"{name}({', '.join(args)}):{self.type(f.output_type, f'{where}.output_type')}"

    def function_name(self, anchor: int, where: str) -> str:
        decl = self.ext.decls["extension_function"].get(anchor)
        if decl is None:
            _fail(f"{where}.function_reference", f"a call of function anchor {anchor}, which is not declared")
        name = decl[1]
        base = name.split(":", 1)[0]
        if self.function_bases.get(base) == 1:
            return base
        if ":" in name and self.function_names.get(name) == 1:
            return name
        return f"{base}#{anchor}"

    def if_then(self, msg: Any, where: str) -> str:
        _only(msg, where, ("ifs", "else"))
        if not msg.ifs or not msg.HasField("else"):
            _fail(where, "an if_then without a clause or without its else", "the crate reads if_then(c -> r, _ -> e)")
        arms = []
        for i, clause in enumerate(msg.ifs):
            at = f"{where}.ifs[{i}]"
            _only(clause, at, ("if", "then"))
            if not clause.HasField("if") or not clause.HasField("then"):
                _fail(at, "an if_then clause without its condition or its value")
            arms.append(f"{self.expr(getattr(clause, 'if'), f'{at}.if')} -> {self.expr(clause.then, f'{at}.then')}")
        arms.append(f"_ -> {self.expr(getattr(msg, 'else'), f'{where}.else')}")
        return f"if_then({', '.join(arms)})"

    # ---- literals ----

    def literal(self, lit: Any, where: str) -> str:
        kind = lit.WhichOneof("literal_type")
        if lit.type_variation_reference:
            _fail(f"{where}.type_variation_reference", "a literal of a type variation")
        mark = "?" if lit.nullable else ""
        if kind == "boolean":
            return ("true" if lit.boolean else "false") + (":boolean?" if lit.nullable else "")
        if kind in ("i8", "i16", "i32", "i64"):
            value = str(getattr(lit, kind))
            return value if kind == "i64" and not lit.nullable else f"{value}:{kind}{mark}"
        if kind in ("fp32", "fp64"):
            value = _float(getattr(lit, kind), kind == "fp32", f"{where}.{kind}")
            return value if kind == "fp64" and not lit.nullable else f"{value}:{kind}{mark}"
        if kind == "string":
            if lit.nullable:
                _fail(f"{where}.nullable", "a nullable string literal", "the crate reads every string literal as "
                      "required")
            return _quote(lit.string, "'", f"{where}.string")
        if kind == "date":
            return f"'{_date(lit.date, f'{where}.date')}':date{mark}"
        if kind in _PRECISION:
            value = getattr(lit, kind)
            if value.precision not in (0, 3, 6, 9):
                _fail(f"{where}.{kind}.precision", f"a literal of precision {value.precision}",
                      "the crate reads these literals at precision 0, 3, 6 or 9")
            text = (_time if kind == "precision_time" else _timestamp)(value.value, value.precision,
                                                                        f"{where}.{kind}")
            return f"'{text}':{_PRECISION[kind]}{mark}<{value.precision}>"
        if kind == "interval_day_to_second":
            return self.interval_day(lit.interval_day_to_second, mark, f"{where}.interval_day_to_second")
        if kind == "null":
            if lit.nullable:
                _fail(f"{where}.nullable", "a null literal marked nullable", "the crate sets only the null's type")
            return f"null:{self.type(lit.null, f'{where}.null')}"
        _fail(f"{where}.{kind}" if kind else where, f"{_a(kind)} literal" if kind else "a literal with nothing set",
              "the crate reads boolean, integer, floating point, string, date, precision time and timestamp "
              "and interval_day literals")

    def interval_day(self, value: Any, mark: str, where: str) -> str:
        _only(value, where, ("days", "seconds", "subseconds", "precision"))
        precision = value.precision
        if precision != 0 and precision not in _SUBSECOND_UNIT:
            _fail(f"{where}.precision", "an interval_day literal of a precision other than 0, 3, 6, 9 or 12")
        if value.subseconds and not precision:
            _fail(f"{where}.subseconds", "sub-seconds at precision 0")
        terms = [f"{value.days}d"] if value.days else []
        terms += [f"{value.seconds}s"] if value.seconds else []
        terms += [f"{value.subseconds}{_SUBSECOND_UNIT[precision]}"] if value.subseconds else []
        return f"'{' '.join(terms) or '0s'}':interval_day{mark}<{precision}>"

    # ---- types ----

    def type(self, t: Type, where: str) -> str:
        kind = t.WhichOneof("kind")
        if kind is None:
            _fail(where, "a type with no kind")
        msg = getattr(t, kind)
        at = f"{where}.{kind}"
        if getattr(msg, "type_variation_reference", 0):
            _fail(f"{at}.type_variation_reference", "a type variation", "the crate reads types without variations")
        # `unbound` has no nullability: it is refused below, as a type the crate does not read
        null = _NULLABILITY.get(getattr(msg, "nullability", Type.NULLABILITY_REQUIRED))
        if null is None:
            _fail(f"{at}.nullability", f"the nullability {msg.nullability}")
        if kind in _SIMPLE:
            return _SIMPLE[kind] + null
        if kind in _PRECISION or kind == "interval_day":
            if not 0 <= msg.precision <= 12 or kind == "interval_day" and not msg.HasField("precision"):
                _fail(f"{at}.precision", "a precision outside 0 to 12, or none")
            return f"{_PRECISION.get(kind, kind)}{null}<{msg.precision}>"
        if kind == "list":
            if not msg.HasField("type"):
                _fail(f"{at}.type", "a list type without its element type")
            return f"list{null}<{self.type(msg.type, f'{at}.type')}>"
        if kind == "user_defined":
            return self.user_type(msg, null, at)
        _fail(at, f"the type {kind}", "the crate reads boolean, integers, floating point, string, binary, date, "
              "time and timestamp types, interval_year, interval_day, uuid, list and user-defined types")

    def user_type(self, msg: Any, null: str, where: str) -> str:
        decl = self.ext.decls["extension_type"].get(msg.type_reference)
        if decl is None:
            _fail(f"{where}.type_reference", f"user-defined type anchor {msg.type_reference}, which is not declared")
        name = decl[1]
        params = []
        for i, p in enumerate(msg.type_parameters):
            if p.WhichOneof("parameter") != "data_type":
                _fail(f"{where}.type_parameters[{i}]", "a type parameter that is not a type")
            params.append(self.type(p.data_type, f"{where}.type_parameters[{i}].data_type"))
        if name.startswith(_PREFIXES) or name.lower() in _PARAMETERIZED and params:
            _fail(f"{where}.type_reference", f"the user-defined type {name!r}",
                  "the crate reads a name starting like a built-in type as that type")
        anchor = "" if self.type_names.get(name) == 1 else f"#{msg.type_reference}"
        return name + anchor + null + (f"<{', '.join(params)}>" if params else "")


# ---- helpers ----------------------------------------------------------------

def _a(word: str) -> str:
    return ("an " if word[0] in "aeiou" else "a ") + word


def _fail(where: str, what: str, hint: str | None = None) -> NoReturn:
    place = f" (at {where})" if where else ""
    raise FormatError(f"the Rust substrait-explain cannot say {what}{place}" + (f": {hint}" if hint else ""))


def _only(msg: Any, where: str, allowed: tuple[str, ...] | list[str]) -> None:
    """Fails on the first field of ``msg`` set outside ``allowed``."""
    for field, _ in msg.ListFields():
        if field.name not in allowed:
            at = f"{where}.{field.name}" if where else field.name
            _fail(at, _NAMED.get((msg.DESCRIPTOR.name, field.name), f"a {_kind(msg)}'s {field.name}"))


# How the fields met most often are named in the errors.
_NAMED = {("ReadRel", "projection"): "a read mask (a Read's projection)",
          ("RelCommon", "hint"): "a RelCommon's hint (output names, statistics, constraints)",
          ("ScalarFunction", "options"): "function options", ("AggregateFunction", "options"): "function options",
          ("AggregateFunction", "sorts"): "the sorts of an ordered aggregate",
          ("Measure", "filter"): "a measure's filter"}


def _kind(msg: Any) -> str:
    return msg.DESCRIPTOR.name.removesuffix("Rel") if msg.DESCRIPTOR.name.endswith("Rel") else msg.DESCRIPTOR.name


def _emit(msg: Any, where: str) -> list[int] | None:
    """``msg``'s Emit mapping, or None for Direct; fails for any other RelCommon."""
    if not msg.HasField("common"):
        _fail(f"{where}.common", "a relation without a RelCommon", "the crate gives every relation it reads one")
    common = msg.common
    _only(common, f"{where}.common", ("direct", "emit"))
    kind = common.WhichOneof("emit_kind")
    if kind is None:
        _fail(f"{where}.common", "a RelCommon without an emit kind")
    return None if kind == "direct" else list(common.emit.output_mapping)


def _check_mapping(mapping: list[int], total: int, where: str) -> None:
    if any(i < 0 or i >= total for i in mapping):
        _fail(where, f"an emit of a column outside the relation's {total}")
    if mapping == list(range(total)):
        _fail(where, "an Emit listing every column in order", "the crate reads that list as a Direct emit")


def _output(msg: Any, where: str, width: int | None) -> tuple[str, int]:
    """The output part of a relation whose direct output is the ``width`` columns
    the crate counts (None: unknown), and how many columns the crate counts for it."""
    mapping = _emit(msg, where)
    if mapping is None:
        if width is None:
            _fail(f"{where}.common.direct", f"a Direct emit of a {_kind(msg)} over an extension relation",
                  "the crate counts an extension relation's columns from the `=> columns` its payload writes, "
                  "which the plan does not hold")
        return _refs(range(width)), width
    if any(i < 0 for i in mapping):
        _fail(f"{where}.common.emit", "an emit of a negative column")
    if mapping == list(range(width or 0)):
        _fail(f"{where}.common.emit", "an Emit listing every column in order",
              "the crate reads that list as a Direct emit")
    return _refs(mapping), len(mapping)


def _refs(mapping: Any) -> str:
    return ", ".join(f"${i}" for i in mapping)


def _sum(counts: list[int | None]) -> int | None:
    return None if None in counts else sum(c for c in counts if c is not None)


def _is_column(e: Expression) -> bool:
    """Whether ``e`` is `$N` as the crate reads it: a root reference to a top-level field."""
    if e.WhichOneof("rex_type") != "selection":
        return False
    ref = e.selection
    if [f.name for f, _ in ref.ListFields()] != ["direct_reference", "root_reference"]:
        return False
    segment = ref.direct_reference
    return [f.name for f, _ in segment.ListFields()] == ["struct_field"] and \
        [f.name for f, _ in segment.struct_field.ListFields()] in ([], ["field"]) and \
        not ref.root_reference.ListFields()


def _unique_names(plan: Plan, case: str, base: bool = False) -> dict[str, int]:
    """How many declarations of kind ``case`` have each name (or base name, before `:`)."""
    counts: dict[str, int] = {}
    for decl in plan.extensions:
        if decl.WhichOneof("mapping_type") == case:
            name = getattr(decl, case).name
            key = name.split(":", 1)[0] if base else name
            counts[key] = counts.get(key, 0) + 1
    return counts


def _name(name: str, where: str) -> str:
    """A column, table or Root name: bare when the crate reads it as an identifier."""
    if _IDENTIFIER.fullmatch(name) and name not in _KEYWORDS:
        return name
    return _quote(name, '"', where)


_ESCAPES = {"\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _quote(text: str, quote: str, where: str) -> str:
    """``text`` quoted as the crate reads it back: it knows the escapes \\n, \\r
    and \\t, and reads any other escaped character as itself."""
    out = []
    for c in text:
        if c in _ESCAPES:
            out.append(_ESCAPES[c])
        elif c == quote:
            out.append("\\" + c)
        elif ord(c) < 0x20 or 0xD800 <= ord(c) <= 0xDFFF:
            _fail(where, f"the character U+{ord(c):04X} in a string or name", "the crate has no escape for it")
        else:
            out.append(c)
    return quote + "".join(out) + quote


def _float(value: float, single: bool, where: str) -> str:
    """A floating point number as the crate reads it: digits, a point and digits."""
    if not math.isfinite(value):
        _fail(where, f"the floating point value {value}", "the crate reads numbers with digits only")
    text = repr(value)
    if single:  # the shortest text that is still this single-precision number
        packed = struct.pack("<f", value)
        text = next(t for t in (f"{value:.{p}g}" for p in range(1, 18))
                    if struct.pack("<f", float(t)) == packed)
    if "e" in text or "E" in text:
        text = format(Decimal(text), "f")
    return text if "." in text else text + ".0"


def _date(days: int, where: str) -> str:
    try:
        day = (_EPOCH + datetime.timedelta(days=days)).date()
    except OverflowError:
        _fail(where, f"the date {days} days from 1970-01-01", "dates are written from year 1 to 9999")
    return f"{day.year:04d}-{day.month:02d}-{day.day:02d}"


def _timestamp(value: int, precision: int, where: str) -> str:
    seconds, fraction = divmod(value, 10 ** precision)
    try:
        moment = _EPOCH + datetime.timedelta(seconds=seconds)
    except OverflowError:
        _fail(where, f"the timestamp {value}", "timestamps are written from year 1 to 9999")
    text = f"{moment.year:04d}-{moment.month:02d}-{moment.day:02d}T{moment:%H:%M:%S}"
    return text + (f".{fraction:0{precision}d}" if precision else "")


def _time(value: int, precision: int, where: str) -> str:
    seconds, fraction = divmod(value, 10 ** precision)
    if not 0 <= seconds < 86400:
        _fail(where, f"the time of day {value}", "a time of day lies between 00:00:00 and 23:59:59")
    text = f"{seconds // 3600:02d}:{seconds // 60 % 60:02d}:{seconds % 60:02d}"
    return text + (f".{fraction:0{precision}d}" if precision else "")
