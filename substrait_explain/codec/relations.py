"""Relations as text, both ways, driven by the generated relation table.

Each relation reads `Name[args => output]`.  What the args are comes from
``codegen/relations.toml`` (positional args, `name=value` args, inputs); the
few fields with a syntax of their own are handled by the custom rules below,
one per ``output`` style.  The output part is read as the Rust
substrait-explain reads it (one text, one plan): the list of every column of
the relation's direct output in order (`schema.direct_count`) is the Direct
emit, any other list an Emit.

emit       `Filter[cond => $0, $2]`: the part after `=>` is the emit; no `=>`
           part is Direct, `=> _` no RelCommon, `=> ...` Direct whatever the
           width.
read       `Read[schema.table => a:i64, b:string?]`: the schema, Direct;
           `Read[t +> a:i64, b:string |> $1, $0]`: the schema and an Emit;
           `=> _` after the schema: no RelCommon.  `Read:Virtual[rows => ...]`
           is a virtual table, `Read:Extension[columns]` with a `+ Ext:Name[...]`
           line an extension table.
project    `Project[$0, $1, add($0, $1)]`: `$i` passes input column i
           through, anything else is a computed column; together they are
           the emit.  The explicit form `Project[exprs => emit]` lists the
           expressions, then `$i...`, `...` (direct) or `_` (no emit).
aggregate  `Aggregate[$2, $0 => $0, $2, sum($3)]`: groupings (`_` for one
           empty grouping set, nothing for none, tuples for several sets), then
           the outputs, read as the Rust substrait-explain reads them: an output
           equal to a grouping expression is that key, any other call the next
           measure.  The explicit form `[groupings => keys, measures => emit]`
           lists every grouping expression in order, then every measure, and
           then the emit over them, as for Project.
extension  `ExtensionLeaf:Name[args => columns]`: the detail is the payload
           registered as Name; the columns only count the output.

A `common=(...)` argument gives the RelCommon itself; the output part then
only sets its emit (no part: nothing more).  Advanced extensions with
registered payloads are `+ Enh:Name[...]` and `+ Opt:Name[...]` lines under
the relation, before its inputs.  Whatever the short forms cannot reproduce
exactly falls back to `field=value` arguments (see :mod:`values`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any, Final

from substrait.proto import AggregateRel, Expression, ReadRel, Rel, RelCommon

from substrait_explain.base.errors import INDEX, ParseError, check_int, error_at
from substrait_explain.base.suggest import did_you_mean
from substrait_explain.codec import masks, payloads, placeholders, subqueries, values
from substrait_explain.codec.colnames import key_names, reference_names
from substrait_explain.codec.expressions import UnknownInput
from substrait_explain.codec.memo import Memo
from substrait_explain.codec.types import NeedsPlan, build_type, count_names, memo_type_text, try_format_type
from substrait_explain.generated import printer_table
from substrait_explain.generated.messages import has, serialized, which
from substrait_explain.generated.printer_table import RELATION_ARGS
from substrait_explain.generated.relation_table import RELATIONS
from substrait_explain.plan import wire
from substrait_explain.plan.schema import direct_count, emitted_count
from substrait_explain.text import nodes as n
from substrait_explain.text.lexical import quote_name
from substrait_explain.text.wrap import Calls, Sections

if TYPE_CHECKING:
    from substrait_explain.codec.expressions import BuildContext, PrintContext
    from substrait_explain.codec.extensions import Extensions


class RelationSpec:
    """What the text says of one relation kind (codegen/relations.toml).  A class, not a
    NamedTuple: compiled, its fields are read natively (a NamedTuple's through Python); not a
    dataclass: importing dataclasses costs a fresh process 6 ms."""

    def __init__(self, name: str, case: str, inputs: tuple[str, ...], args: tuple[str, ...],
                 aliases: dict[str, str], named: tuple[str, ...], custom: tuple[str, ...], output: str,
                 optional_inputs: bool, variants: tuple[str, ...], repeated_input: bool,
                 single_inputs: tuple[str, ...], advanced: bool, bare_emit: bool) -> None:
        self.name = name
        self.case = case
        self.inputs = inputs
        self.args = args
        self.aliases = aliases  # proto field -> text name
        self.named = named  # the fields written name=value, in the order they are written
        self.custom = custom
        self.output = output
        self.optional_inputs = optional_inputs  # the inputs may all be missing (Ddl's view_definition)
        self.variants = variants  # `Name:Variant[...]` forms (`Read:Virtual`)
        self.repeated_input = repeated_input  # the inputs are one repeated field (Set takes any number)
        self.single_inputs = single_inputs  # inputs that say when they are absent (`left=_`)
        self.advanced = advanced  # the message has an advanced_extension
        # Takes no arguments but an advanced extension: `Cross[$0, $2]` may list its emit alone.
        self.bare_emit = bare_emit


def _spec(name: str, row: dict[str, Any]) -> RelationSpec:
    message = Rel.DESCRIPTOR.fields_by_name[row["case"]].message_type
    inputs = row["inputs"]
    repeated = len(inputs) == 1 and message.fields_by_name[inputs[0]].is_repeated
    named = tuple(field for _, field in row["named"])
    return RelationSpec(name, row["case"], inputs, row["args"],
                        {field: text for text, field in row["named"] if text != field}, named,
                        row["custom"], row["output"], row["optional_inputs"], row["variants"], repeated,
                        () if repeated or row["optional_inputs"] else inputs,
                        "advanced_extension" in message.fields_by_name,
                        set(named) <= {"advanced_extension"} and not row["args"])


SPECS: Final = {name: _spec(name, row) for name, row in RELATIONS.items()}
BY_CASE: Final = {spec.case: spec for spec in SPECS.values()}



def _column(node: n.Node) -> int | None:
    """N for a plain `$N`, else None."""
    if isinstance(node, n.Ref) and len(node.path) == 1 and not node.steps_out and node.rooted:
        return node.path[0]
    return None


# ---- proto to text ----------------------------------------------------------

class Line:
    """One relation as text: its name and the sections in its brackets (see
    :mod:`wrap`), its inputs and subquery relations as (label or None, Rel),
    and its addendum lines (`+ Enh:Name[...]`)."""

    def __init__(self, head: str, sections: Sections, children: list[tuple[int | None, Rel]],
                 addenda: list[str] | None = None, calls: Calls | None = None,
                 table: tuple[str, ...] | None = None) -> None:
        self.head = head
        self.sections = sections
        self.children = children
        self.addenda = addenda
        self.calls = calls  # what the printer knows of the calls among the items
        # A Read of this named table, whose second section is its columns.  When they are the
        # table's declared ones the line leaves them out, `Read[t]`, or where an output follows
        # them writes `...`, `Read[t => ... => _]`: printer.py decides once every line is formatted.
        self.table = table


def format_rel(rel: Rel, codec: PrintContext) -> Line:
    case = which(rel, "rel_type")
    if case is None:
        return Line(placeholders.NO_KIND, [], [])
    spec = BY_CASE[case]
    msg = getattr(rel, case)
    codec.begin_line()
    children: list[tuple[int | None, Rel]] = []
    inputs: list[Rel | None] = []  # in the order of its kind's inputs, None where one is absent
    absent = []
    if spec.repeated_input:
        for child in getattr(msg, spec.inputs[0]):
            children.append((None, child))
            inputs.append(child)
    else:
        for field in spec.inputs:
            if has(msg, field):
                child = getattr(msg, field)
                children.append((None, child))
                inputs.append(child)
            elif not spec.optional_inputs:
                inputs.append(None)
                absent.append(field)
    emitted = codec.emitted

    def direct() -> int | None:
        # Asked only by a line that writes its emit: most lines are Direct and say nothing.
        return direct_count(case, msg, [None if r is None else emitted_count(r, emitted) for r in inputs])

    if codec.schemas is not None:
        codec.names = reference_names(codec.schemas, rel)
        codec.key_names = key_names(codec.schemas, rel)
    table = _extension_table_line(msg, codec) if case == "read" and has(msg, "extension_table") else None
    addenda = _advanced_lines(msg, codec) if spec.advanced and has(msg, "advanced_extension") else []
    items = RELATION_ARGS[case](msg, codec, table is not None, bool(addenda))
    if absent:
        items += placeholders.absent_input_items(absent)
    sections: list[Any]  # each a list of items, or (arrow, items)
    if table is not None:
        name, sections = "Read:Extension", [(format_schema(msg.base_schema, codec) or []) + items]
        addenda.insert(0, table)
    else:
        name, sections = _FORMATTERS[spec.output](spec, msg, items, codec, direct)
    children.extend(codec.subplans())
    return Line(name, [s if isinstance(s, tuple) else ("=>", s) for s in sections], children, addenda or None,
                codec.calls, codec.declarable)


def absent_inputs(line: n.RelLine) -> frozenset[str]:
    """The inputs ``line`` says are absent (`left=_`): the lines under it fill the others.
    Read once per line by the builder, which hands it to the functions below."""
    spec = SPECS.get(line.name)
    if spec is None or not spec.single_inputs or not line.sections:
        return frozenset()
    return frozenset(item.name for item in line.sections[0]
                     if isinstance(item, n.Named) and placeholders.is_absent_marker(item, spec.single_inputs))


def _virtual_rows(msg: ReadRel) -> list[Any] | None:
    """The rows of a virtual table in the `Read:Virtual[(1, 'a'), ...]` form
    (empty for `_`), or None when the read is not one that form says exactly."""
    if not has(msg, "virtual_table") or has(msg, "named_table"):
        return None
    table = msg.virtual_table
    if [f.name for f, _ in table.ListFields()] not in ([], ["expressions"]):
        return None
    return [row for row in table.expressions]


def _extension_table_line(msg: ReadRel, codec: PrintContext) -> str | None:
    """`+ Ext:Name[...]` for a read of an extension table in the `Read:Extension[columns]`
    form: a registered payload, columns and a Direct emit, nothing else of the table."""
    if has(msg, "named_table") or has(msg, "virtual_table") \
            or not has(msg, "base_schema") or serialized(msg.common) != _DIRECT \
            or [f.name for f, _ in msg.extension_table.ListFields()] != ["detail"] \
            or format_schema(msg.base_schema, codec) is None:
        return None
    found = payloads.format_payload(msg.extension_table.detail, codec)
    return None if found is None else f"+ Ext:{found[0]}[{', '.join(found[1])}]"


_DIRECT: Final = RelCommon(direct=RelCommon.Direct()).SerializeToString()  # bytes: ``msg`` may be one of messages.py's


def _advanced_lines(msg: Any, codec: PrintContext) -> list[str]:
    """`+ Enh:` and `+ Opt:` lines for the advanced extension, when it holds only
    registered payloads (else it stays an argument)."""
    extension = msg.advanced_extension
    parts = [("Enh", extension.enhancement)] if has(extension, "enhancement") else []
    parts += [("Opt", o) for o in extension.optimization]
    if not parts:
        return []
    lines = []
    for kind, payload in parts:
        found = payloads.format_payload(payload, codec)
        if found is None:
            return []
        lines.append(f"+ {kind}:{found[0]}[{', '.join(found[1])}]")
    return lines


# ---- emits: how a relation line writes its emit ------------------------------------
#
# The one place that decides.  For people (`full`, `simple`): a Direct emit writes nothing,
# runs of three or more columns in order read `$3..$9`, and a Project that outputs exactly
# its expressions is `Project:Exprs[...]`.  ``codec.full_emits`` (the `verbose` style, the
# Rust crate's spelling) writes every list out instead.

def _refs(mapping: Sequence[int], codec: PrintContext, compact: bool = True) -> list[str]:
    """`$i` for each column of ``mapping``, runs in order as `$a..$b` unless ``codec.full_emits``
    (or not ``compact``: output names go one per column, `a=$0, b=$1`)."""
    return masks.column_refs(mapping, compact and not codec.full_emits)


def _ranged(texts: list[str], codec: PrintContext) -> list[str]:
    """Expressions as written, runs of plain `$i` in order as `$a..$b` (a list of field
    expressions: `Project:Exprs[$0..$6]` is the expressions $0 to $6)."""
    if codec.full_emits or len(texts) < masks.RUN:
        return texts
    out: list[str] = []
    run: list[int] = []
    for text in texts + [""]:
        index = int(text[1:]) if text[:1] == "$" and text[1:].isdigit() else None
        if index is not None and (not run or index == run[-1] + 1):
            run.append(index)
            continue
        out += _refs(run, codec)
        run = [] if index is None else [index]
        if index is None and text:
            out.append(text)
    return out


def _direct_refs(count: int, codec: PrintContext, compact: bool = True) -> list[str]:
    """`$0, ..., $count-1` (`$0..$n` for people)."""
    return _refs(range(count), codec, compact)


# What a relation's identity emit covers (schema.direct_count), or None when the plan cannot
# tell: a function, so that it is worked out only for a line that writes its emit.
Direct = Callable[[], "int | None"]


def _unknown() -> int | None:
    return None


class Output:
    """How a relation line says its RelCommon (see :func:`_output`).  A class, not a NamedTuple:
    compiled, a NamedTuple is made through Python, at every relation line."""

    def __init__(self, part: list[str] | None, common: list[str], kind: str | None, plain: bool,
                 names: list[str] | None) -> None:
        self.part = part  # the output part; None when `common=(...)` says the emit too
        self.common = common  # `common=(...)` for what the part does not say, if anything
        self.kind = kind  # the emit kind; "" when there is no RelCommon
        self.plain = plain  # the part lists plain `$i` only
        self.names = names  # hint.output_names, when the RelCommon holds only them besides its emit


def _output(msg: Any, direct: Direct, codec: PrintContext, silent: bool = False) -> Output:
    """The output part that says ``msg``'s emit, and the `common=(...)` item for
    the rest of its RelCommon (``direct``: what its identity emit covers).  No
    part when the emit goes into that item, or with ``silent`` for a RelCommon
    that is only Direct (a line without an output part is Direct); `_` for no
    RelCommon; `a=$0, b=$1` for an emit with its columns' output names."""
    if not has(msg, "common"):
        return Output(["_"], [], "", False, None)
    common = msg.common
    if serialized(common) == _DIRECT:  # most relations: a Direct emit alone, which needs no listing
        kind: str | None = "direct"
        others = False
    else:
        kind = which(common, "emit_kind")
        others = len(common.ListFields()) > (kind is not None)  # more than the emit
    names = _output_names(common) if others else None
    part = None
    if kind == "direct":
        if silent and not others and not codec.full_emits:
            return Output(None, [], kind, False, None)
        count = direct()
        part = _direct_refs(count, codec, names is None) if count is not None else ["..."]
    elif kind == "emit":
        mapping: list[int] = list(common.emit.output_mapping)
        count = direct()
        if all(i >= 0 for i in mapping) and not _is_identity(mapping, count if count is not None else 0):
            # (the identity would read back as Direct: common=(emit=...) says it)
            part = _refs(mapping, codec, names is None)
    if part is None:
        return Output(None, [f"common={printer_table.RelCommon(common, codec)}"], kind, False, names)
    plain = part != ["..."]
    if not others:
        return Output(part, [], kind, plain, None)
    if plain and names is not None and len(names) == len(part):
        return Output(_named(names, part), [], kind, False, names)
    rest = RelCommon.FromString(common.SerializeToString())  # ``common`` may be one of messages.py's
    rest.ClearField("emit_kind")
    return Output(part, [f"common={printer_table.RelCommon(rest, codec)}"], kind, plain, names)


def _is_identity(mapping: list[int], count: int) -> bool:
    """Whether ``mapping`` is `0, 1, ..., count - 1`."""
    if len(mapping) != count:
        return False
    for i, column in enumerate(mapping):
        if column != i:
            return False
    return True


def _output_names(common: RelCommon) -> list[str] | None:
    """`hint.output_names`, when the RelCommon holds nothing else but its emit."""
    hint = common.hint
    if [f.name for f, _ in common.ListFields() if f.name not in ("direct", "emit")] != ["hint"] \
            or [f.name for f, _ in hint.ListFields()] != ["output_names"]:
        return None
    return list(hint.output_names)


def _named(names: list[str], items: list[str]) -> list[str]:
    return [f"{quote_name(name)}={item}" for name, item in zip(names, items, strict=True)]


def _format_emit_style(spec: RelationSpec, msg: Any, items: list[str], codec: PrintContext,
                       direct: Direct) -> tuple[str, list[Any]]:
    if spec.output == "none":
        return spec.name, [items]
    out = _output(msg, direct, codec, silent=True)
    items = items + out.common
    if out.part is None:
        return spec.name, [items]
    if spec.bare_emit and not items and out.plain and out.part:
        return spec.name, [out.part]  # `Cross[$0, $2]`: a relation without arguments
    return spec.name, [items or ["_"], out.part]


def _format_extension(spec: RelationSpec, msg: Any, items: list[str], codec: PrintContext,
                      direct: Direct) -> tuple[str, list[Any]]:
    found = payloads.format_payload(msg.detail, codec) if has(msg, "detail") else None
    if found is not None and not has(msg, "common"):
        return f"{spec.name}:{found[0]}", [found[1] or ["_"]]
    detail = [codec.format_any_value(msg.detail)] if has(msg, "detail") else []
    common = [f"common={printer_table.RelCommon(msg.common, codec)}"] if has(msg, "common") else []
    return spec.name, [detail + items + common or ["_"]]


def _format_read(spec: RelationSpec, msg: Any, items: list[str], codec: PrintContext,
                 direct: Direct) -> tuple[str, list[Any]]:
    head = []
    name = spec.name
    rows = _virtual_rows(msg) if has(msg, "virtual_table") else None
    if rows is not None:
        name = "Read:Virtual"
        items = [i for i in items if not i.startswith("virtual_table=")]
        head = ["(" + ", ".join(codec.format_expr(e) for e in row.fields) + ")" for row in rows] or ["_"]
    columns = format_schema(msg.base_schema, codec) if has(msg, "base_schema") else None
    if has(msg, "named_table"):
        table = msg.named_table
        if table.names and not has(table, "advanced_extension"):
            head.append(".".join([quote_name(p) for p in table.names]))
        else:
            head.append("named_table=" + printer_table.ReadRel_NamedTable(table, codec))
        codec.reads.append((tuple(table.names), columns))  # for `=== Tables` (tables.py)
    if has(msg, "base_schema") and columns is None:
        head.append("base_schema=" + printer_table.NamedStruct(msg.base_schema, codec))
    if columns is None:  # no `=>` part: the RelCommon, if any, is all in common=(...)
        return name, [head + items + _whole_common(msg, codec)]
    out = _output(msg, _unknown, codec)  # after `|>` even the identity is an Emit
    part, common, kind, names = out.part, out.common, out.kind, out.names
    width = len(columns)
    if has(msg, "named_table"):
        codec.declarable = tuple(msg.named_table.names)  # the columns are the second section (see Line)
    if kind == "emit" and part is not None:
        return name, [head + items + common, ("+>", columns), ("|>", part)]
    if kind == "direct" and part is not None:
        # `=> columns` alone is Direct; with more in common=(...), `=> ...` says it, or the
        # columns' names: `=> a=$0, b=$1`.
        if common and names is not None and len(names) == width:
            return name, [head + items, columns, _named(names, _direct_refs(width, codec, False))]
        if common:
            return name, [head + items + common, columns, ["..."]]
        return name, [head + items, columns]
    if part is None:
        return name, [head + items + _whole_common(msg, codec), columns]
    return name, [head + items, columns, part]  # `=> _`: no RelCommon


def _whole_common(msg: ReadRel, codec: PrintContext) -> list[str]:
    """`common=(...)`: all of the RelCommon as an argument, if there is one."""
    return [f"common={printer_table.RelCommon(msg.common, codec)}"] if has(msg, "common") else []


# A schema's columns by the NamedStruct's bytes, for the schemas that name no user-defined
# type and so read the same in every plan: a plan log reads the same tables again and again.
# False: it names one, and is written with the plan's extensions.
_PLAIN_SCHEMAS: Final[Memo[tuple[str, ...] | None | bool]] = Memo(1024)


def format_schema(schema: Any, codec: PrintContext) -> list[str] | None:
    """`name:type` columns (bare names for a schema with names and no types), or
    None when the names do not line up with the types."""
    found = _PLAIN_SCHEMAS.get(serialized(schema), schema, _plain_schema)
    if found is False:
        return _schema_columns(schema, codec.ext)
    return list(found) if isinstance(found, tuple) else None


def _plain_schema(schema: Any) -> tuple[str, ...] | None | bool:
    try:
        columns = _schema_columns(schema, None)
    except NeedsPlan:
        return False
    return None if columns is None else tuple(columns)


def _schema_columns(schema: Any, ext: Extensions | None) -> list[str] | None:
    if not has(schema, "struct") and schema.names:
        return list(map(quote_name, schema.names))
    struct = schema.struct
    if struct.nullability != 2 or struct.type_variation_reference:  # 2: NULLABILITY_REQUIRED
        return None
    names = list(schema.names)
    nested = len(names) != len(struct.types)
    if nested and len(names) != sum(count_names(t) for t in struct.types):
        return None
    columns = []
    at = 0
    for t in struct.types:
        text = try_format_type(t, ext, names[at + 1:]) if nested else _column_type(t, ext)
        if text is None:
            return None
        columns.append(f"{quote_name(names[at])}:{text}")
        at += count_names(t) if nested else 1
    return columns


def _column_type(t: Any, ext: Extensions | None) -> str | None:
    """A column's type as text, or None when the type syntax cannot say it. By the memo of
    plain types: the schemas a process meets first share most of their columns' types."""
    return memo_type_text(t, serialized(t), ext) or None


def _plain_ref(item: str) -> bool:
    """Whether the short forms read ``item`` as a passthrough: `$3`, `$3:name`."""
    return item[:1] == "$" and item[1:].partition(":")[0].isdecimal()


def _short_emit(width: int | None, mapping: Sequence[int] | None, computed: list[str], codec: PrintContext,
                compact: bool) -> list[str] | None:
    """Items for `Project[$0, add(..)]`-style short forms, if they say exactly
    ``mapping`` (None: the identity, a Direct emit)."""
    if width is None or any(_plain_ref(c) for c in computed):
        return None
    if mapping is None:
        return _direct_refs(width, codec, compact) + computed
    count = len(computed)
    in_order = [e for e in mapping if width <= e < width + count]
    if min(mapping, default=0) < 0 or in_order != list(range(width, width + count)):
        return None
    out: list[str] = []
    passed: list[int] = []  # the input columns passed through since the last computed one
    for e in mapping:
        if width <= e < width + count:
            out += _refs(passed, codec, compact)
            passed = []
            out.append(computed[e - width])
        else:
            passed.append(e)
    return out + _refs(passed, codec, compact)


def _emit_forms(msg: Any, width: int | None, computed: list[str], codec: PrintContext
                ) -> tuple[list[str] | None, list[str], list[str]]:
    """For Project: the short form's output items (None when only the explicit
    form says the emit), the explicit form's emit part, and the `common=(...)`
    item for what neither says."""
    direct = None if width is None else width + len(computed)
    out = _output(msg, lambda: direct, codec)
    part, common, kind, names = out.part, out.common, out.kind, out.names
    short = None
    if part is not None and part != ["..."] and kind in ("direct", "emit"):
        short = _short_emit(width, None if kind == "direct" else msg.common.emit.output_mapping, computed, codec,
                            names is None)
        if short is not None and names is not None and len(names) == len(part):
            short = None  # in a Project `a=` is an argument: the names need the explicit form
    return short, ["_"] if part is None else part, common


def _format_project(spec: RelationSpec, msg: Any, items: list[str], codec: PrintContext,
                    direct: Direct) -> tuple[str, list[Any]]:
    exprs = [codec.format_expr(e) for e in msg.expressions]
    width = emitted_count(msg.input, codec.emitted)
    short, part, common = _emit_forms(msg, width, exprs, codec)
    if short is not None:
        return spec.name, [short + items + common]
    if _outputs_its_expressions(msg, width) and not codec.full_emits:  # some are `$i`: the short form passes them
        return f"{spec.name}:{EXPRS}", [_ranged(exprs, codec) + items]
    return spec.name, [_ranged(exprs, codec) + items + common, part]


EXPRS: Final = "Exprs"  # `Project:Exprs[e, ...]`: the output is exactly the expressions


def _outputs_its_expressions(msg: Any, width: int | None) -> bool:
    """Whether the Project's RelCommon is only an Emit of its expressions, in order."""
    count = len(msg.expressions)
    if width is None or not count or not has(msg, "common"):
        return False
    common = msg.common
    return which(common, "emit_kind") == "emit" and len(common.ListFields()) == 1 \
        and list(common.emit.output_mapping) == list(range(width, width + count))


def _format_aggregate(spec: RelationSpec, msg: Any, items: list[str], codec: PrintContext,
                      direct: Direct) -> tuple[str, list[Any]]:
    exprs = [e.SerializeToString(deterministic=True) for e in msg.grouping_expressions]
    groups = _format_groupings(msg, exprs, codec)
    if groups is None:  # the explicit fields
        groups = []
        if msg.groupings:
            groups.append("groupings=[" + ", ".join([printer_table.AggregateRel_Grouping(g, codec)
                                                     for g in msg.groupings]) + "]")
        if msg.grouping_expressions:
            groups.append("grouping_expressions=[" + ", ".join([codec.format_expr(e)
                                                                for e in msg.grouping_expressions]) + "]")
    # Written again for the outputs, not reused: a subquery's label stands once in a text, so a
    # key holding one is a second subquery line there, which the builder reads as the same key.
    keys = [codec.format_expr(e) for e in msg.grouping_expressions]
    measures = [codec.format_measure(m) for m in msg.measures]
    total = len(keys) + len(measures)
    out = _output(msg, lambda: total, codec)
    part, common, kind, names = out.part, out.common, out.kind, out.names
    outputs = None
    if part is not None and part != ["..."] and kind in ("direct", "emit") and _keys_told_apart(msg, exprs, keys):
        mapping = list(range(total) if kind == "direct" else msg.common.emit.output_mapping)
        if not any(mapping.count(i) > 1 and subqueries.holds_relation(msg.grouping_expressions[i])
                   for i in range(len(keys))):  # (a key's subquery line is named once)
            outputs = _aggregate_outputs(mapping, keys, measures)
        if outputs is not None and names is not None and len(names) == len(part):
            outputs = _named(names, outputs)
    if outputs is not None:
        return spec.name, [groups + items + common, outputs]
    return spec.name, [groups + items + common, keys + measures, ["_"] if part is None else part]


def _keys_told_apart(msg: AggregateRel, keys: list[bytes], texts: list[str]) -> bool:
    """Whether an output in the short form names one thing: the grouping
    expressions (``keys``, their bytes) differ, and so do their ``texts``, and no
    measure reads as one of them (an output call equal to a grouping expression is that key)."""
    if len(set(keys)) != len(keys) or len(set(texts)) != len(texts) \
            or any(which(e, "rex_type") is None for e in msg.grouping_expressions):
        return False  # the same key twice, or a key `()` that would read as a measure
    calls = {serialized(e) for e in msg.grouping_expressions if which(e, "rex_type") == "scalar_function"}
    return not calls or all(measure_call(m.measure) not in calls for m in msg.measures)


def measure_call(f: Any) -> bytes:
    """The bytes of the scalar function call a measure's text also reads as (an Aggregate's
    output call equal to a grouping expression is that key, not a measure), as protobuf
    writes that Expression.  Put together from the bytes of the measure's parts, as ``f`` may
    be an AggregateFunction of generated/messages.py (protobuf takes none of those), and with no message read
    from bytes: protobuf's reader stops at 100 levels, and a plan from text nests deeper."""
    # A ScalarFunction's fields in number order, as protobuf writes them: function_reference (1),
    # output_type (3), arguments (4), options (5).
    call = [wire.varint(1 << 3) + wire.varint(f.function_reference)] if f.function_reference else []
    if has(f, "output_type"):
        call.append(wire.length_delimited(3, f.output_type.SerializeToString()))
    call += [wire.length_delimited(4, a.SerializeToString()) for a in f.arguments]
    call += [wire.length_delimited(5, o.SerializeToString()) for o in f.options]
    return wire.length_delimited(3, b"".join(call))  # Expression.scalar_function (3)


def _aggregate_outputs(mapping: Iterable[int], keys: list[str], measures: list[str]) -> list[str] | None:
    """The short form's outputs for ``mapping``: each grouping expression as
    itself, each measure as its call; None unless every measure comes once, in order."""
    width, total = len(keys), len(keys) + len(measures)
    mapping = list(mapping)
    if min(mapping, default=0) < 0 or max(mapping, default=0) >= total \
            or [i for i in mapping if i >= width] != list(range(width, total)):
        return None
    return [keys[i] if i < width else measures[i - width] for i in mapping]


def _format_groupings(msg: Any, exprs: list[bytes], codec: PrintContext) -> list[str] | None:
    """The groupings in the short form, or None if it would not rebuild them exactly
    (``exprs``: the grouping expressions' bytes)."""
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
    written = [r for g in msg.groupings for r in g.expression_references]
    if any(written.count(r) > 1 and subqueries.holds_relation(msg.grouping_expressions[r]) for r in order):
        return None  # its text would name the same subquery line twice
    if any(which(e, "rex_type") is None for e in msg.grouping_expressions):
        return None  # `()` among the keys would read as a grouping set
    point = codec.checkpoint()
    texts = [codec.format_expr(e) for e in msg.grouping_expressions]
    if len(set(texts)) != len(texts):  # keys that differ where the text says elsewhere (their unknown fields)
        codec.rewind(point)
        return None
    if len(msg.groupings) == 1 and msg.groupings[0].expression_references:
        refs = list(msg.groupings[0].expression_references)
        if len(set(refs)) == len(refs):
            return _ranged([texts[r] for r in refs], codec)
    return ["(" + ", ".join(_ranged([texts[r] for r in g.expression_references], codec)) + ")"
            if g.expression_references else "_"
            for g in msg.groupings]


_FORMATTERS: Final = {
    "emit": _format_emit_style,
    "none": _format_emit_style,
    "read": _format_read,
    "project": _format_project,
    "aggregate": _format_aggregate,
    "extension": _format_extension,
}


# ---- text to proto ----------------------------------------------------------

def spec_for(line: n.RelLine) -> RelationSpec:
    spec = SPECS.get(line.name)
    named_payload = spec is not None and spec.output == "extension"
    if spec is None or not named_payload and line.subname is not None and line.subname not in spec.variants:
        shown = line.name + (f":{line.subname}" if line.subname else "")
        raise error_at(line, f"unknown relation {shown!r}",
                       did_you_mean(line.name, SPECS) or "relations: " + ", ".join(sorted(SPECS)))
    return spec


def start_rel(line: n.RelLine, rel: Rel) -> Any:
    """Set ``rel``'s kind from ``line``, before its inputs are read; returns
    the relation's own message (a ReadRel, a FilterRel, ...).

    Relations are built in place, parents first, then filled in children
    first (see builder.py): copying finished inputs into their parents would
    run into protobuf's nesting limit on deep plans.
    """
    if placeholders.is_no_kind(line):
        rel.SetInParent()
        return rel
    msg = getattr(rel, spec_for(line).case)
    msg.SetInParent()
    return msg


def input_slot(line: n.RelLine, msg: Any, index: int, absent: frozenset[str]) -> Rel | None:
    """The message that input number ``index`` under ``line`` builds into,
    or None when the relation has no such input."""
    if placeholders.is_no_kind(line):
        return None
    spec = SPECS[line.name]
    if spec.repeated_input:
        return getattr(msg, spec.inputs[0]).add()
    present = [f for f in spec.inputs if f not in absent]
    return getattr(msg, present[index]) if index < len(present) else None


def check_input_count(line: n.RelLine, count: int, absent: frozenset[str]) -> None:
    """Raise if ``count`` input lines are not what ``line``'s relation takes."""
    if placeholders.is_no_kind(line):
        if count:
            raise error_at(line, f"{placeholders.NO_KIND_TEXT} is a relation of no kind: it takes no inputs")
        return
    spec = SPECS[line.name]
    expected = len(spec.inputs) - len(absent)
    if spec.repeated_input or count == expected or spec.optional_inputs and not count:
        return
    plural = "s" if expected != 1 else ""
    if count > expected:
        raise error_at(line, f"{spec.name} takes {expected} input{plural}, not {count}",
                       "indent only its inputs under a relation" if spec.inputs else f"{spec.name} has no inputs")
    raise error_at(line, f"{spec.name} takes {expected} input{plural}, not {count}",
                   f"indent its input{plural} 2 spaces under it")


def finish_rel(line: n.RelLine, msg: Any, subplans: dict[int, Rel], codec: BuildContext, counts: list[int | None],
               addenda: list[n.RelLine], absent: frozenset[str]) -> int | None:
    """Fill the arguments of ``msg``, the message :func:`start_rel` returned;
    its inputs are already built, and their lines said they output ``counts``
    columns.  Returns how many columns this line says the relation outputs."""
    if placeholders.is_no_kind(line):
        _finish_no_kind(line, subplans)
        return None
    spec = SPECS[line.name]
    if absent:  # the `left=_` markers said which inputs the lines under it fill
        kept = [i for i in line.sections[0] if not (isinstance(i, n.Named) and i.name in absent)]
        line = line.replaced(sections=[kept, *line.sections[1:]])
    codec.begin_relation(subplans)
    # Names in expressions refer to the inputs side by side (a Read's: to its columns, once read).
    codec.begin_scope(None if spec.case == "read" else spec.case, msg)
    if spec.output != "read" and any(a != "=>" for a in line.arrows):
        at = line.sections[line.arrows.index(next(a for a in line.arrows if a != "=>")) + 1]
        raise error_at(at[0] if at else line, "'+>' and '|>' belong to a Read: Read[t +> a:i64 |> $0]",
                       "write the output after '=>'")
    count = _BUILDERS[spec.output](spec, line, msg, codec, counts)
    _build_addenda(spec, line, msg, addenda, codec)
    unused = codec.unused_subplans()
    if unused:
        raise error_at(line, f"relation %{unused[0]} below is not used by {spec.name}",
                       f"refer to it as %{unused[0]} in an argument, or remove it")
    return count


_ADDENDA: Final = ("Ext", "Enh", "Opt")


def _build_addenda(spec: RelationSpec, line: n.RelLine, msg: Any, addenda: list[n.RelLine],
                   codec: BuildContext) -> None:
    """`+ Ext:`, `+ Enh:` and `+ Opt:` lines: the extension table's detail and the advanced extension."""
    extension_read = spec.output == "read" and line.subname == "Extension"
    for i, addendum in enumerate(addenda):
        if addendum.name not in _ADDENDA or addendum.subname is None or len(addendum.sections) != 1:
            raise error_at(addendum, "an addendum reads + Enh:Name[...], + Opt:Name[...] or + Ext:Name[...]",
                           "Name is a payload registered with substrait_explain.register()")
        if spec.output == "extension" or "advanced_extension" not in msg.DESCRIPTOR.fields_by_name:
            raise error_at(addendum, f"{spec.name} takes no addendum lines")
        if (addendum.name == "Ext") != (extension_read and i == 0):
            raise error_at(addendum, "+ Ext: comes once, first, under Read:Extension" if addendum.name == "Ext"
                           else "Read:Extension needs its table first: + Ext:Name[...]")
        payload = payloads.build_payload(addendum, addendum.subname, _blank_to_empty(addendum.sections[0]), codec)
        if addendum.name == "Ext":
            msg.extension_table.detail.CopyFrom(payload)
        elif addendum.name == "Enh":
            if has(msg.advanced_extension, "enhancement"):
                raise error_at(addendum, "a relation has at most one + Enh: line")
            msg.advanced_extension.enhancement.CopyFrom(payload)
        else:
            msg.advanced_extension.optimization.add().CopyFrom(payload)
    if extension_read and not addenda:
        raise error_at(line, "Read:Extension needs its table on the next line: + Ext:Name[...]",
                       "Name is a payload registered with substrait_explain.register()")


def _finish_no_kind(line: n.RelLine, subplans: dict[int, Rel]) -> None:
    if line.sections != [[]]:
        raise error_at(line, f"{placeholders.NO_KIND_TEXT} is a relation of no kind: it takes no arguments")
    if subplans:
        raise error_at(line, f"relation %{min(subplans)} below is not used by {placeholders.NO_KIND_TEXT}")


def _check_names(spec: RelationSpec, items: Sequence[n.Node]) -> None:
    for item in items:
        if isinstance(item, n.Named) and item.name in spec.inputs + spec.custom:
            raise error_at(item, f"{item.name} of {spec.name} is not written as {item.name}=...",
                           "inputs are the indented lines below; see the format reference")


def _generic(spec: RelationSpec, items: Sequence[n.Node], msg: Any, codec: BuildContext) -> None:
    _check_names(spec, items)
    values.build_items(items, msg, codec, spec.args, spec.aliases, spec.name)


def emit_items(line: n.RelLine) -> list[n.Node]:
    """The items of the emit written on a relation line (`=> $0, $7` after a Filter's
    condition, `|> ...` after a Read's columns, the third part of an Aggregate); [] if none."""
    spec = SPECS.get(line.name)
    if spec is None or spec.output == "none":
        return []
    at = 2 if spec.output in ("read", "aggregate") else 1  # as the builders' _sections read the line
    return line.sections[at] if len(line.sections) > at else []


def _sections(spec: RelationSpec, line: n.RelLine, count: int) -> list[Any]:
    if len(line.sections) > count:
        extra = line.sections[count][0] if line.sections[count] else line
        raise error_at(extra, f"{spec.name} takes at most {count - 1} '=>'", "remove the extra '=>' part")
    return line.sections + [None] * (count - len(line.sections))


def _is_blank(items: list[n.Node] | None) -> bool:
    """Whether ``items`` is a lone `_`."""
    return items is not None and len(items) == 1 and isinstance(items[0], n.TypeNode) and items[0].bare \
        and items[0].name == "_"


def _blank_to_empty(items: list[n.Node]) -> list[n.Node]:
    return [] if _is_blank(items) else items


def _expand(items: list[n.Node]) -> list[n.Node]:
    """The items with each `$a..$b` written out as `$a, ..., $b`."""
    if not any(isinstance(item, n.Range) for item in items):
        return items
    out: list[n.Node] = []
    for item in items:
        if isinstance(item, n.Range):
            check_int(item, item.end, INDEX, "is out of range for a field reference")
            out.extend(n.Ref(item.line, item.col, [i]) for i in range(item.start, item.end + 1))
        else:
            out.append(item)
    return out


def _emit_index(item: n.Node) -> int:
    if _column(item) is None:
        raise error_at(item, "the output after '=>' lists fields like $0, or ... for all of them",
                       "write the output columns as $0, $1, ...")
    assert isinstance(item, n.Ref)  # a plain `$N`: _column said so
    index = item.path[0]
    return index if INDEX[0] <= index <= INDEX[1] else \
        check_int(item, index, INDEX, "is out of range for a field reference")


def _set_mapping(msg: Any, mapping: list[int], direct: int | None) -> None:
    """The crate's rule: the identity over the direct count is Direct, anything else an Emit."""
    if direct is not None and mapping == list(range(direct)):
        msg.common.direct.SetInParent()
    else:
        msg.common.emit.SetInParent()
        msg.common.emit.output_mapping.extend(mapping)


def _apply_output(msg: Any, part: list[n.Node] | None, direct: int | None) -> int | None:
    """Set the emit an output part says (see the module doc); returns the relation's
    emitted count."""
    if part is None:
        if not has(msg, "common"):  # no `=>` and no common=(...): the silent Direct
            msg.common.direct.SetInParent()
    elif len(part) == 1 and isinstance(part[0], n.Ellipsis):
        msg.common.direct.SetInParent()
    elif not _is_blank(part):
        part, names = _take_names(_expand(part))
        _set_mapping(msg, [_emit_index(item) for item in part], direct)
        if names:
            msg.common.hint.output_names.extend(names)
    return _emitted(msg, direct)


def _take_names(items: list[n.Node]) -> tuple[list[n.Node], list[str]]:
    """The output columns of `=> a=$0, b=$1` and their names (`hint.output_names`)."""
    named = [isinstance(item, n.Named) for item in items]
    if any(named) and not all(named):
        at = items[named.index(False)]
        raise error_at(at, "name every output column or none", "write name=$0, other=$1, ...")
    if not any(named):
        return items, []
    return [item.value for item in items], [item.name for item in items]  # type: ignore[attr-defined]


def _emitted(msg: Any, direct: int | None) -> int | None:
    if has(msg, "common") and which(msg.common, "emit_kind") == "emit":
        return len(msg.common.emit.output_mapping)
    return direct


def _build_emit_style(spec: RelationSpec, line: n.RelLine, msg: Any, codec: BuildContext,
                      counts: list[int | None]) -> int | None:
    if spec.output == "none":
        (args,) = _sections(spec, line, 1)
        _generic(spec, args, msg, codec)
        return None
    args, emit = _sections(spec, line, 2)
    if emit is None and not spec.args and args and all(_column(a) is not None or isinstance(a, n.Range)
                                                         for a in args):
        # `Cross[$0, $1]`: a relation with no positional arguments may list its emit directly.
        args, emit = [], args
    _generic(spec, _blank_to_empty(args), msg, codec)
    return _apply_output(msg, emit, direct_count(spec.case, msg, counts))


def _build_extension(spec: RelationSpec, line: n.RelLine, msg: Any, codec: BuildContext,
                     counts: list[int | None]) -> int | None:
    args, columns = _sections(spec, line, 2)
    args = _blank_to_empty(args)
    if line.subname is not None:  # `ExtensionLeaf:Name[args]`: the payload registered as Name
        msg.detail.CopyFrom(payloads.build_payload(line, line.subname, args, codec))
    else:
        detail, named = _split_named(args)
        if len(detail) > 1:
            raise error_at(detail[1], f"{spec.name} takes one detail", "name the other arguments: name=value")
        for node in detail:
            msg.detail.SetInParent()  # `ExtensionLeaf[()]`: an empty detail is still there
            codec.build_message_value(msg.DESCRIPTOR.fields_by_name["detail"].message_type, node, msg.detail)
        _generic(spec, named, msg, codec)
    # The columns are not in the plan: they only say how many columns the parent sees.
    return _emitted(msg, None if columns is None else len(columns))


def _build_read(spec: RelationSpec, line: n.RelLine, msg: Any, codec: BuildContext,
                counts: list[int | None]) -> int | None:
    if line.subname == "Extension":
        return _build_extension_read(spec, line, msg, codec)
    args, columns, emit = _sections(spec, line, 3)
    arrows = line.arrows + [None] * (2 - len(line.arrows))
    if arrows[0] == "|>" or arrows[1] == "+>" or (arrows[1] == "|>") != (arrows[0] == "+>" and emit is not None):
        at = (emit or columns or [line])[0]
        raise error_at(at, "a Read reads [t => columns] or [t +> columns |> $1, $0]",
                       "'+>' gives the columns and '|>' the emit over them")
    rest = []
    if line.subname == "Virtual":
        msg.virtual_table.SetInParent()
        rows, named = _split_named(args)
        args = list(named)
        for row in _blank_to_empty(rows):
            if isinstance(row, n.Tuple):
                fields = msg.virtual_table.expressions.add().fields
                for value in row.items:
                    codec.build_expr(value, fields.add())
            else:
                raise error_at(row, "a virtual table's rows are tuples: (1, 'a'), (2, 'b')",
                               "write _ for a table with no rows")
    for item in args:
        if isinstance(item, (n.QName, n.TypeNode)) and not has(msg, "named_table") and \
                (isinstance(item, n.QName) or item.bare or (item.quoted and item.params is None)):
            msg.named_table.names.extend(item.parts if isinstance(item, n.QName) else [item.name])
        elif isinstance(item, n.Named) and item.name in ("named_table", "base_schema"):
            values.set_field(msg, msg.DESCRIPTOR.fields_by_name[item.name], item.value, codec)
        elif isinstance(item, n.Lit) and item.kind == "string" and not has(msg, "named_table"):
            raise error_at(item, "a table's name is no string",
                           f"write {'.'.join(map(quote_name, item.value.split('.')))}: the parts of a name bare, "
                           f"each in double quotes if it is no identifier")
        else:
            rest.append(item)
    if line.subname is None and has(msg, "named_table") and not has(msg, "base_schema") \
            and (columns is None or _is_ellipsis(columns)):  # `Read[t]`, `Read[t => ... => _]`
        columns = _declared_columns(msg, columns, emit is not None, codec)
    if columns is not None:
        _build_columns(msg, columns, codec)
    codec.begin_scope("read", msg)  # its filters refer to its columns
    _generic(spec, rest, msg, codec)
    direct = direct_count("read", msg, [])
    if columns is None:  # no `=>` part: the RelCommon is what common=(...) says
        return _emitted(msg, direct)
    if arrows[1] == "|>":  # always an Emit, even of every column in order
        refs, names = _take_names(_expand(emit))
        msg.common.emit.SetInParent()
        msg.common.emit.output_mapping.extend(_emit_index(item) for item in refs)
        if names:
            msg.common.hint.output_names.extend(names)
        return len(refs)
    if emit is not None and not _is_blank(emit) and not (len(emit) == 1 and isinstance(emit[0], n.Ellipsis)) \
            and not all(isinstance(item, n.Named) for item in emit):
        raise error_at(emit[0], "after a Read's columns, '=> _' is no RelCommon, '=> ...' Direct and "
                       "'=> a=$0, b=$1' Direct with the columns' output names",
                       "an emit reads Read[t +> a:i64, b:i64 |> $1, $0]")
    return _apply_output(msg, emit, direct)


def _is_ellipsis(items: list[n.Node]) -> bool:
    return len(items) == 1 and isinstance(items[0], n.Ellipsis)


def _declared_columns(msg: ReadRel, written: list[n.Node] | None, output: bool,
                      codec: BuildContext) -> list[n.Node] | None:
    """The columns `=== Tables` declares for a Read's table: those of `Read[t]` (None when the
    table is not declared: a Read without a schema) and of `Read[t => ... => _]` (which must be;
    ``output``: an output part follows the `...`, without which it is `Read[t]`, spelled once)."""
    table = tuple(msg.named_table.names)
    declared = codec.tables.get(table)
    if written is None:
        return declared
    if not output:
        raise error_at(written[0], "'...' for a declared table's columns is written only where an output follows "
                       "them (Read[t => ... => _])", "without an output, write Read[t]")
    if declared is None:
        named = f"declare {'.'.join(map(quote_name, table))}" if table else "name the table it reads"
        raise error_at(written[0], f"'...' stands for the columns '=== Tables' declares, and it does not {named}",
                       "write the columns (a:i64, b:string) or declare the table: Table[t => a:i64, b:string]")
    return declared


def _build_columns(msg: Any, columns: list[n.Node], codec: BuildContext) -> None:
    if has(msg, "base_schema"):
        if columns:
            raise error_at(columns[0], "the schema is given twice (base_schema= and columns)")
        return
    dots = next((c for c in columns if isinstance(c, n.Ellipsis)), None)
    if dots is not None:  # `Read[t => ... => _]` of a declared table was read before
        raise error_at(dots, "'...' stands for the columns '=== Tables' declares, alone, in a Read of a named table",
                       "write the columns: a:i64, b:string")
    msg.base_schema.SetInParent()
    names = [c.plain_name if isinstance(c, n.TypeNode) else None for c in columns]
    if columns and all(name is not None for name in names):  # "" is a name too
        msg.base_schema.names.extend(names)  # names, no types: the struct stays unset
        return
    struct = msg.base_schema.struct
    struct.nullability = 2  # NULLABILITY_REQUIRED
    # Most schemas' types are plain (a column's type bytes come from a cache): the whole
    # list is merged at once, one call into protobuf instead of one per column.
    column_names: list[str] = []
    fields: list[bytes] = []
    for col in columns:
        if not isinstance(col, n.Column):
            raise error_at(col, "a Read's columns are written name:type", "for example id:i64, name:string?")
        data = codec.type_bytes(col.type)
        if data is None:
            break
        column_names.append(col.name)
        fields.append(_type_field(data))
    else:
        msg.base_schema.names.extend(column_names)
        struct.MergeFromString(b"".join(fields))
        return
    names_, types = msg.base_schema.names, struct.types
    for col in columns:
        if not isinstance(col, n.Column):
            raise error_at(col, "a Read's columns are written name:type", "for example id:i64, name:string?")
        names_.append(col.name)
        data = codec.type_bytes(col.type)
        if data is None:  # a struct with named fields: its names follow the column's
            types.add().CopyFrom(build_type(col.type, codec.ext, names_))
        else:
            types.add().MergeFromString(data)


def _type_field(data: bytes) -> bytes:
    """``data``, a Type's bytes, as an item of Type.Struct's ``types`` (field 1) on the wire."""
    size, length = len(data), bytearray()
    while size >= 0x80:
        length.append(size & 0x7F | 0x80)
        size >>= 7
    length.append(size)
    return b"\x0a" + bytes(length) + data


def _build_extension_read(spec: RelationSpec, line: n.RelLine, msg: Any, codec: BuildContext) -> int | None:
    (items,) = _sections(spec, line, 1)
    named = [i for i in items if isinstance(i, n.Named)]
    _generic(spec, named, msg, codec)
    _build_columns(msg, [i for i in items if not isinstance(i, n.Named)], codec)
    return _apply_output(msg, None, direct_count("read", msg, []))


def _split_named(items: list[n.Node]) -> tuple[list[n.Node], list[n.Named]]:
    named = [i for i in items if isinstance(i, n.Named)]
    return [i for i in items if not isinstance(i, n.Named)], named


def _build_project(spec: RelationSpec, line: n.RelLine, msg: Any, codec: BuildContext,
                   counts: list[int | None]) -> int | None:
    width = counts[0] if counts else None
    if line.subname == EXPRS:
        return _build_project_exprs(spec, line, msg, codec, width)
    items, emit = _sections(spec, line, 2)
    plain, named = _split_named(_expand(items))
    _generic(spec, named, msg, codec)
    if emit is not None:
        for x in plain:
            codec.build_expr(x, msg.expressions.add())
        return _apply_output(msg, emit, None if width is None else width + len(msg.expressions))
    if width is None and any(_column(x) is None for x in plain):
        for x in plain:  # what is wrong inside them is reported still (validate records it)
            codec.build_expr(x, msg.expressions.add())
        raise UnknownInput("cannot tell how many columns the Project's input has", line.line, line.col, None,
                           "write the explicit form Project[expressions => $0, $1, ...]")
    def compute(item: n.Node) -> None:
        codec.build_expr(item, msg.expressions.add())
    return _build_short_emit(plain, msg, width, compute)


def _build_project_exprs(spec: RelationSpec, line: n.RelLine, msg: Any, codec: BuildContext,
                         width: int | None) -> int:
    """`Project:Exprs[e, ...]`: the expressions, and an Emit of exactly them."""
    (items,) = _sections(spec, line, 1)
    plain, named = _split_named(_expand(items))
    _generic(spec, named, msg, codec)
    if width is None:
        raise UnknownInput("cannot tell how many columns the Project's input has, which Project:Exprs needs",
                           line.line, line.col, None, "write the explicit form Project[expressions => $0, $1, ...]")
    if not plain:
        raise error_at(line, "Project:Exprs lists the expressions it outputs", "write Project[] for no columns")
    for item in plain:
        codec.build_expr(item, msg.expressions.add())
    msg.common.emit.output_mapping.extend(range(width, width + len(plain)))
    return len(plain)


def _build_short_emit(items: list[n.Node], msg: Any, width: int | None, compute: Callable[[n.Node], object]) -> int:
    """The short form: `$i` passes column i through, anything else is
    ``compute``d into the next column after the ``width`` it passes over."""
    mapping = []
    computed = 0
    for item in items:
        if _column(item) is None:
            assert width is not None  # the callers made sure
            mapping.append(width + computed)
            computed += 1
            compute(item)
        else:
            mapping.append(_emit_index(item))
    _set_mapping(msg, mapping, None if width is None else width + computed)
    return len(mapping)


def _build_aggregate(spec: RelationSpec, line: n.RelLine, msg: Any, codec: BuildContext,
                     counts: list[int | None]) -> int | None:
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
    outputs = _expand(outputs or [])
    if emit is None:
        outputs, names = _take_names(outputs)
        mapping = [_aggregate_output(item, msg, codec) for item in outputs]
        _set_mapping(msg, mapping, width + len(msg.measures))
        if names:
            msg.common.hint.output_names.extend(names)
        return len(mapping)
    for i, output in enumerate(outputs):
        if i < width:
            if codec.build_expr(output) != msg.grouping_expressions[i]:
                raise error_at(output, f"the explicit form lists the {width} grouping expressions first, in order",
                               "then the measures, then '=>' and the emit")
        else:
            codec.build_measure(output, msg.measures.add())
    if len(outputs) < width:
        raise error_at(line, f"the explicit form lists the {width} grouping expressions first, in order")
    return _apply_output(msg, emit, width + len(msg.measures))


_REX_KINDS: Final = frozenset(f.name for f in Expression.DESCRIPTOR.oneofs_by_name["rex_type"].fields)


def _call_kind(call: n.Call) -> str:
    """The kind of expression ``call`` builds: an output call is compared with the keys of
    its kind only, so that a measure is not built twice for nothing."""
    if call.over is not None:
        return "window_function"
    if subqueries.is_short_form(call):
        return "subquery"
    return call.name if call.anchor is None and call.name in _REX_KINDS else "scalar_function"


def _aggregate_output(item: n.Node, msg: AggregateRel, codec: BuildContext) -> int:
    """The column of the short form's output ``item``, as the Rust substrait-explain
    reads it: the grouping expression it equals, else, for a call, the next measure."""
    measure = isinstance(item, (n.Call, n.Tuple))  # a tuple: a measure of our own syntax, `(filter=...)`
    keys = msg.grouping_expressions
    kind = _call_kind(item) if isinstance(item, n.Call) else None
    if not measure or kind is not None and any(which(k, "rex_type") == kind for k in keys):
        try:
            e = codec.build_expr(item)
        except ParseError:
            if not measure:
                raise
        else:
            for i, key in enumerate(keys):
                if key == e:
                    return i
    if not measure:
        raise error_at(item, "this output is neither a measure (a call like sum($1)) nor one of the grouping "
                       "expressions", "list the grouping expressions as written before '=>', then the measures")
    codec.build_measure(item, msg.measures.add())
    return len(keys) + len(msg.measures) - 1


def _build_groupings(items: list[n.Node], msg: Any, codec: BuildContext) -> None:
    """Nothing: no grouping; `_`: one empty grouping set; tuples (and `_`): one
    grouping set each; anything else: one grouping set of those expressions."""
    if not items:
        return
    sets = [_expand(i.items) if isinstance(i, n.Tuple) else [] for i in items] \
        if all(isinstance(i, n.Tuple) or _is_blank([i]) for i in items) else [_expand(items)]
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


_BUILDERS: Final = {
    "emit": _build_emit_style,
    "none": _build_emit_style,
    "read": _build_read,
    "project": _build_project,
    "aggregate": _build_aggregate,
    "extension": _build_extension,
}
