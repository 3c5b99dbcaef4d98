"""Relations as text, both ways, driven by the generated relation table.

Each relation reads `Name[args => output]`.  What the args are comes from
``codegen/relations.toml`` (positional args, `name=value` args, inputs); the
few fields with a syntax of their own are handled by the custom rules below,
one per ``output`` style:

emit       `Filter[cond => $0, $2]`: the part after `=>` is the emit;
           `=> ...` is a direct emit; no `=>` means no RelCommon emit.
read       `Read[schema.table => a:i64, b:string?]`: the schema; a second
           `=>` part is the emit.
project    `Project[$0, $1, add($0, $1)]`: `$i` passes input column i
           through, anything else is a computed column; together they are
           the emit.  The explicit form `Project[exprs => emit]` lists the
           expressions, then `$i...`, `...` (direct) or `_` (no emit).
aggregate  `Aggregate[$0, $1 => $0, $1, sum($3)]`: groupings (`_` for none,
           tuples for several grouping sets), then the outputs: `$i` is
           grouping expression i, calls are measures.  The explicit form adds
           a third part for the emit, as for Project.

Whatever the short forms cannot reproduce exactly falls back to
`field=value` arguments (see :mod:`values`), `common=(...)` included.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from substrait.proto import AggregateRel, ReadRel, Rel, RelCommon

from substrait_explain import nodes as n
from substrait_explain import values
from substrait_explain.errors import INDEX, FormatError, check_int, error_at
from substrait_explain.generated.relation_table import RELATIONS
from substrait_explain.lexical import quote_name
from substrait_explain.schema import output_width
from substrait_explain.suggest import did_you_mean
from substrait_explain.types import build_type, count_names, try_format_type


@dataclass(frozen=True)
class RelationSpec:
    name: str
    case: str
    inputs: tuple[str, ...]
    args: tuple[str, ...]
    aliases: dict[str, str]  # proto field -> text name
    custom: tuple[str, ...]
    output: str
    optional_inputs: bool  # the inputs may all be missing (Ddl's view_definition)
    variants: tuple[str, ...]  # `Name:Variant[...]` forms (`Read:Virtual`)

    @property
    def skipped(self) -> tuple[str, ...]:
        """Fields the generic `name=value` arguments leave to others."""
        return self.inputs + self.custom + ("common",)

    @property
    def repeated_input(self) -> bool:
        """Whether the inputs are one repeated field (Set takes any number)."""
        message = Rel.DESCRIPTOR.fields_by_name[self.case].message_type
        return len(self.inputs) == 1 and message.fields_by_name[self.inputs[0]].is_repeated


SPECS = {
    name: RelationSpec(name, row["case"], row["inputs"], row["args"],
                       {field: text for text, field in row["named"] if text != field},
                       row["custom"], row["output"], row["optional_inputs"], row["variants"])
    for name, row in RELATIONS.items()
}
BY_CASE = {spec.case: spec for spec in SPECS.values()}



def _column(node: n.Node) -> int | None:
    """N for a plain `$N`, else None."""
    if isinstance(node, n.Ref) and len(node.path) == 1 and not node.steps_out:
        return node.path[0]
    return None


# ---- proto to text ----------------------------------------------------------

@dataclass
class Line:
    """One relation as text, before indentation: its head, its inputs and
    subquery relations as (label or None, Rel), and continuation lines."""
    text: str
    children: list
    more: list[str] | None = None


def format_rel(rel: Rel, codec) -> Line:
    case = rel.WhichOneof("rel_type")
    if case is None:
        raise FormatError("a relation with no kind set cannot be written")
    spec = BY_CASE[case]
    msg = getattr(rel, case)
    codec.begin_line()
    items = values.format_items(msg, codec, spec.args, spec.skipped, spec.aliases)
    sections = _FORMATTERS[spec.output](spec, msg, items, codec)
    children: list[tuple[int | None, Rel]] = []
    for field in spec.inputs:
        value = getattr(msg, field)
        if msg.DESCRIPTOR.fields_by_name[field].is_repeated:
            children.extend((None, v) for v in value)
        elif msg.HasField(field):
            children.append((None, value))
        elif not spec.optional_inputs:
            raise FormatError(f"{spec.name} has no {field}: a missing input has no text form")
    children.extend(codec.subplans())
    rows = _virtual_rows(msg) if spec.output == "read" else None
    if rows is not None and len(rows) > 1 and sum(map(len, sections[0])) > _LONG:
        # A long virtual table reads best a row a line: `- (1, 'a'),`.
        first = sections[0]
        parts = [f"{item}," for item in first[:-1]] + first[-1:]
        rest = " => ".join(", ".join(s) for s in sections[1:])
        parts.append("=> " + rest + "]" if len(sections) > 1 else "]")
        if len(sections) == 1:
            parts[-2:] = [parts[-2] + "]"]
        return Line(f"{spec.name}:Virtual[", children, parts)
    body = " => ".join(", ".join(s) for s in sections)
    name = spec.name + (":Virtual" if rows is not None else "")
    return Line(name + "[" + body.lstrip() + "]", children)


_LONG = 100  # characters of virtual table rows past which each row gets its own line


def _virtual_rows(msg: ReadRel) -> list[Any] | None:
    """The rows of a virtual table in the `Read:Virtual[(1, 'a'), ...]` form
    (empty for `_`), or None when the read is not one that form says exactly."""
    if not msg.HasField("virtual_table") or msg.HasField("named_table"):
        return None
    table = msg.virtual_table
    if [f.name for f, _ in table.ListFields()] not in ([], ["expressions"]):
        return None
    return [row for row in table.expressions]


def _emit_text(common: RelCommon) -> list[str] | None:
    kind = common.WhichOneof("emit_kind")
    if kind == "direct":
        return ["..."]
    if kind == "emit" and min(common.emit.output_mapping, default=0) >= 0:  # `$-1` would not read back
        return [f"${i}" for i in common.emit.output_mapping]
    return None


def _common_item(msg, emit_in_section: bool, codec) -> list[str]:
    """`common=(...)` for what the emit part does not say (hints, anchors, or
    the common itself when present but empty)."""
    if not msg.HasField("common"):
        return []
    rest = RelCommon()
    rest.CopyFrom(msg.common)
    if emit_in_section:
        rest.ClearField("emit_kind")
        if rest.ListFields() or msg.common.WhichOneof("emit_kind") is not None:
            return [f"common={values.format_message(rest, codec)}"] if rest.ListFields() else []
    return [f"common={values.format_message(rest, codec)}"]


def _format_emit_style(spec, msg, items, codec) -> list[list[str]]:
    if spec.output == "none":
        return [items]
    emit = _emit_text(msg.common) if msg.HasField("common") else None
    items = items + _common_item(msg, emit is not None, codec)
    return [items] if emit is None else [items, emit]


def _format_read(spec, msg: ReadRel, items, codec) -> list[list[str]]:
    head = []
    rows = _virtual_rows(msg)
    if rows is not None:
        items = [i for i in items if not i.startswith("virtual_table=")]
        head = ["(" + ", ".join(codec.format_expr(e) for e in row.fields) + ")" for row in rows] or ["_"]
    if msg.HasField("named_table"):
        table = msg.named_table
        if table.names and not table.HasField("advanced_extension"):
            head.append(".".join(quote_name(p) for p in table.names))
        else:
            head.append("named_table=" + values.format_message(table, codec))
    columns = _format_schema(msg.base_schema, codec) if msg.HasField("base_schema") else None
    if msg.HasField("base_schema") and columns is None:
        head.append("base_schema=" + values.format_message(msg.base_schema, codec))
    emit = _emit_text(msg.common) if msg.HasField("common") else None
    if emit is not None and columns is None:
        emit = None  # no schema part to follow: the emit goes into common=(...)
    sections = [head + items + _common_item(msg, emit is not None, codec)]
    if columns is not None:
        sections.append(columns)
        if emit is not None:
            sections.append(emit)
    return sections


def _format_schema(schema, codec) -> list[str] | None:
    """`name:type` columns, or None when the names do not line up with the types."""
    struct = schema.struct
    if struct.nullability != 2 or struct.type_variation_reference:  # 2: NULLABILITY_REQUIRED
        return None
    names = list(schema.names)
    flat = len(names) == len(struct.types)
    if not flat and len(names) != sum(count_names(t) for t in struct.types):
        return None
    columns = []
    at = 0
    for t in struct.types:
        name = names[at]
        if flat:
            text = codec.type_text(t)
            at += 1
        else:
            text = try_format_type(t, codec.ext, names[at + 1:])
            at += count_names(t)
        if text is None:
            return None
        columns.append(f"{quote_name(name)}:{text}")
    return columns


_PLAIN_REF = re.compile(r"\$\d+")  # what the short forms read as a passthrough


def _short_emit(width: int | None, mapping, computed: list[str]) -> list[str] | None:
    """Items for `Project[$0, add(..)]`-style short forms, if they say exactly ``mapping``."""
    if width is None or min(mapping, default=0) < 0:
        return None
    count = len(computed)
    in_order = [e for e in mapping if width <= e < width + count]
    if in_order != list(range(width, width + count)) or any(_PLAIN_REF.fullmatch(c) for c in computed):
        return None
    return [computed[e - width] if width <= e < width + count else f"${e}" for e in mapping]


def _explicit_emit(msg) -> str:
    emit = _emit_text(msg.common) if msg.HasField("common") else None
    return ", ".join(emit) if emit is not None else "_"


def _format_project(spec, msg, items, codec) -> list[list[str]]:
    exprs = [codec.format_expr(e) for e in msg.expressions]
    if msg.HasField("common") and msg.common.WhichOneof("emit_kind") == "emit":
        short = _short_emit(output_width(msg.input), msg.common.emit.output_mapping, exprs)
        if short is not None:
            return [short + items + _common_item(msg, True, codec)]
    emit = _explicit_emit(msg)
    return [exprs + items + _common_item(msg, emit != "_", codec), [emit]]


def _format_aggregate(spec, msg: AggregateRel, items, codec) -> list[list[str]]:
    groups = _format_groupings(msg, codec)
    if groups is None:
        groups = [f"{f.name}={values.format_field(f, msg, codec)}" for f, _ in msg.ListFields()
                  if f.name in ("groupings", "grouping_expressions")]
    measures = [codec.format_measure(m) for m in msg.measures]
    width = len(msg.grouping_expressions)
    if msg.HasField("common") and msg.common.WhichOneof("emit_kind") == "emit":
        short = _short_emit(width, msg.common.emit.output_mapping, measures)
        if short is not None:
            return [groups + items + _common_item(msg, True, codec), short]
    natural = [f"${i}" for i in range(width)] + measures
    emit = _explicit_emit(msg)
    return [groups + items + _common_item(msg, emit != "_", codec), natural, [emit]]


def _format_groupings(msg: AggregateRel, codec) -> list[str] | None:
    """The groupings in the short form, or None if it would not rebuild them exactly."""
    exprs = [e.SerializeToString(deterministic=True) for e in msg.grouping_expressions]
    if len(set(exprs)) != len(exprs):
        return None
    order = []
    for g in msg.groupings:
        for r in g.expression_references:
            if r >= len(exprs):
                return None
            if r not in order:
                order.append(r)
    if order != list(range(len(exprs))):
        return None
    texts = [codec.format_expr(e) for e in msg.grouping_expressions]
    if not msg.groupings:
        return ["_"]
    if len(msg.groupings) == 1 and msg.groupings[0].expression_references:
        refs = list(msg.groupings[0].expression_references)
        if len(set(refs)) == len(refs):
            return [texts[r] for r in refs]
    return ["(" + ", ".join(texts[r] for r in g.expression_references) + ")" for g in msg.groupings]


_FORMATTERS = {
    "emit": _format_emit_style,
    "none": _format_emit_style,
    "read": _format_read,
    "project": _format_project,
    "aggregate": _format_aggregate,
}


# ---- text to proto ----------------------------------------------------------

def spec_for(line: n.RelLine) -> RelationSpec:
    spec = SPECS.get(line.name)
    if spec is None or line.subname not in (None, *spec.variants):
        shown = line.name + (f":{line.subname}" if line.subname else "")
        raise error_at(line, f"unknown relation {shown!r}",
                       did_you_mean(line.name, SPECS) or "relations: " + ", ".join(sorted(SPECS)))
    return spec


def start_rel(line: n.RelLine, rel: Rel):
    """Set ``rel``'s kind from ``line``, before its inputs are read; returns
    the relation's own message (a ReadRel, a FilterRel, ...).

    Relations are built in place, parents first, then filled in children
    first (see builder.py): copying finished inputs into their parents would
    run into protobuf's nesting limit on deep plans.
    """
    msg = getattr(rel, spec_for(line).case)
    msg.SetInParent()
    return msg


def input_slot(line: n.RelLine, msg, index: int) -> Rel | None:
    """The message that input number ``index`` under ``line`` builds into,
    or None when the relation has no such input."""
    spec = SPECS[line.name]
    if spec.repeated_input:
        return getattr(msg, spec.inputs[0]).add()
    return getattr(msg, spec.inputs[index]) if index < len(spec.inputs) else None


def check_input_count(line: n.RelLine, count: int) -> None:
    """Raise if ``count`` input lines are not what ``line``'s relation takes."""
    spec = SPECS[line.name]
    if spec.repeated_input or count == len(spec.inputs) or spec.optional_inputs and not count:
        return
    plural = "s" if len(spec.inputs) != 1 else ""
    if count > len(spec.inputs):
        raise error_at(line, f"{spec.name} takes {len(spec.inputs)} input{plural}, not {count}",
                       "indent only its inputs under a relation" if spec.inputs else f"{spec.name} has no inputs")
    raise error_at(line, f"{spec.name} takes {len(spec.inputs)} input{plural}, not {count}",
                   f"indent its input{plural} 2 spaces under it")


def finish_rel(line: n.RelLine, msg, subplans: dict[int, Rel], codec) -> None:
    """Fill the arguments of ``msg``, the message :func:`start_rel` returned;
    its inputs are already built."""
    spec = SPECS[line.name]
    codec.begin_relation(subplans)
    _BUILDERS[spec.output](spec, line, msg, codec)
    unused = codec.unused_subplans()
    if unused:
        raise error_at(line, f"relation %{unused[0]} below is not used by {spec.name}",
                       f"refer to it as %{unused[0]} in an argument, or remove it")


def _check_names(spec, items) -> None:
    for item in items:
        if isinstance(item, n.Named) and item.name in spec.inputs + spec.custom:
            raise error_at(item, f"{item.name} of {spec.name} is not written as {item.name}=...",
                           "inputs are the indented lines below; see the format reference")


def _generic(spec, items, msg, codec) -> None:
    _check_names(spec, items)
    values.build_items(items, msg, codec, spec.args, spec.aliases, spec.name)


def _sections(spec, line, count: int) -> list[list[n.Node]]:
    if len(line.sections) > count:
        extra = line.sections[count][0] if line.sections[count] else line
        raise error_at(extra, f"{spec.name} takes at most {count - 1} '=>'", "remove the extra '=>' part")
    return line.sections + [None] * (count - len(line.sections))


def _set_emit(spec, msg, items: list[n.Node] | None, allow_none: bool) -> None:
    if items is None:
        return
    if allow_none and len(items) == 1 and isinstance(items[0], n.TypeNode) and items[0].name == "_" \
            and items[0].bare:
        return
    if len(items) == 1 and isinstance(items[0], n.Ellipsis):
        msg.common.direct.SetInParent()
        return
    msg.common.emit.SetInParent()
    for item in items:
        if _column(item) is None:
            raise error_at(item, "the output after '=>' lists fields like $0, or ... for all of them",
                           "write the output columns as $0, $1, ...")
        msg.common.emit.output_mapping.append(_emit_index(item))


def _emit_index(item: n.Node) -> int:
    assert isinstance(item, n.Ref)  # a plain `$N`: _column said so
    return check_int(item, item.path[0], INDEX, "is out of range for a field reference")


def _build_emit_style(spec, line, msg, codec) -> None:
    if spec.output == "none":
        (args,) = _sections(spec, line, 1)
        _generic(spec, args, msg, codec)
        return
    args, emit = _sections(spec, line, 2)
    if emit is None and not spec.args and args and all(_column(a) is not None for a in args):
        # `Cross[$0, $1]`: a relation with no positional arguments may list its emit directly.
        args, emit = [], args
    _generic(spec, args, msg, codec)
    _set_emit(spec, msg, emit, allow_none=False)


def _build_read(spec, line, msg: ReadRel, codec) -> None:
    args, columns, emit = _sections(spec, line, 3)
    rest = []
    if line.subname == "Virtual":
        msg.virtual_table.SetInParent()
        rows, named = _split_named(args)
        args = list(named)
        if len(rows) == 1 and isinstance(rows[0], n.TypeNode) and rows[0].bare and rows[0].name == "_":
            rows = []
        for row in rows:
            if isinstance(row, n.Tuple):
                fields = msg.virtual_table.expressions.add().fields
                for value in row.items:
                    codec.build_expr(value, fields.add())
            else:
                raise error_at(row, "a virtual table's rows are tuples: (1, 'a'), (2, 'b')",
                               "write _ for a table with no rows")
    for item in args:
        if isinstance(item, (n.QName, n.TypeNode)) and not msg.HasField("named_table") and \
                (isinstance(item, n.QName) or item.bare or (item.quoted and item.params is None)):
            msg.named_table.names.extend(item.parts if isinstance(item, n.QName) else [item.name])
        elif isinstance(item, n.Named) and item.name in ("named_table", "base_schema"):
            values.set_field(msg, msg.DESCRIPTOR.fields_by_name[item.name], item.value, codec)
        else:
            rest.append(item)
    _generic(spec, rest, msg, codec)
    if columns is not None and not msg.HasField("base_schema"):
        msg.base_schema.SetInParent()
        msg.base_schema.struct.nullability = 2  # NULLABILITY_REQUIRED
        for col in columns:
            if not isinstance(col, n.Column):
                raise error_at(col, "a Read's columns are written name:type", "for example id:i64, name:string?")
            msg.base_schema.names.append(col.name)
            msg.base_schema.struct.types.add().CopyFrom(build_type(col.type, codec.ext, msg.base_schema.names))
    elif columns:
        raise error_at(columns[0], "the schema is given twice (base_schema= and columns)")
    _set_emit(spec, msg, emit, allow_none=False)


def _split_named(items: list[n.Node]) -> tuple[list[n.Node], list[n.Named]]:
    named = [i for i in items if isinstance(i, n.Named)]
    return [i for i in items if not isinstance(i, n.Named)], named


def _build_project(spec, line, msg, codec) -> None:
    items, emit = _sections(spec, line, 2)
    plain, named = _split_named(items)
    _generic(spec, named, msg, codec)
    if emit is not None:
        for x in plain:
            codec.build_expr(x, msg.expressions.add())
        _set_emit(spec, msg, emit, allow_none=True)
        return
    width = output_width(msg.input)
    if width is None and any(_column(x) is None for x in plain):
        raise error_at(line, "cannot tell how many columns the Project's input has",
                       "write the explicit form Project[expressions => $0, $1, ...]")
    _build_short_emit(plain, msg, width, lambda item: codec.build_expr(item, msg.expressions.add()))


def _build_short_emit(items: list[n.Node], msg, width: int, compute) -> None:
    """The short form: `$i` passes column i through, anything else is
    ``compute``d into the next column after the ``width`` it passes over."""
    msg.common.emit.SetInParent()
    computed = 0
    for item in items:
        if _column(item) is None:
            column = width + computed
            computed += 1
            compute(item)
        else:
            column = _emit_index(item)
        msg.common.emit.output_mapping.append(column)


def _build_aggregate(spec, line, msg: AggregateRel, codec) -> None:
    groups, outputs, emit = _sections(spec, line, 3)
    plain, named = _split_named(groups)
    explicit = [i for i in named if i.name in ("groupings", "grouping_expressions")]
    for item in explicit:
        values.set_field(msg, msg.DESCRIPTOR.fields_by_name[item.name], item.value, codec)
    _generic(spec, [i for i in named if i not in explicit], msg, codec)
    if explicit and plain:
        raise error_at(plain[0], "groupings are given twice (groupings= and grouping keys)")
    if not explicit:
        _build_groupings(plain, msg, codec)
    width = len(msg.grouping_expressions)
    outputs = outputs or []
    if emit is None:
        _build_short_emit(outputs, msg, width, lambda item: codec.build_measure(item, msg.measures.add()))
        return
    for i, output in enumerate(outputs):
        if i < width:
            if _column(output) != i:
                raise error_at(output, f"the explicit form lists the grouping keys $0..${width - 1} first",
                               "then the measures, then '=>' and the emit")
        else:
            codec.build_measure(output, msg.measures.add())
    if len(outputs) < width:
        raise error_at(line, f"the explicit form lists the grouping keys $0..${width - 1} first")
    _set_emit(spec, msg, emit, allow_none=True)


def _build_groupings(items: list[n.Node], msg: AggregateRel, codec) -> None:
    if len(items) == 1 and isinstance(items[0], n.TypeNode) and items[0].bare and items[0].name == "_":
        return
    sets = [i.items for i in items if isinstance(i, n.Tuple)] if items and all(isinstance(i, n.Tuple) for i in items) \
        else [items]
    seen: dict[bytes, int] = {}
    for exprs in sets:
        grouping = msg.groupings.add()
        for node in exprs:
            e = codec.build_expr(node, msg.grouping_expressions.add())
            key = e.SerializeToString(deterministic=True)
            if key in seen:
                del msg.grouping_expressions[-1]
            else:
                seen[key] = len(msg.grouping_expressions) - 1
            grouping.expression_references.append(seen[key])


_BUILDERS = {
    "emit": _build_emit_style,
    "none": _build_emit_style,
    "read": _build_read,
    "project": _build_project,
    "aggregate": _build_aggregate,
}
