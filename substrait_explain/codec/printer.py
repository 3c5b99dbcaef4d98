"""Plan to text: the `=== Version`, `=== Extensions`, `=== Tables` and `=== Plan` sections."""

from __future__ import annotations

import gc
import re
from collections.abc import Callable
from typing import Any, Final

from substrait.proto import Plan, Rel, RelRoot

from substrait_explain.codec import memo, placeholders
from substrait_explain.codec.expressions import PrintContext
from substrait_explain.codec.extensions import declared, format_extensions
from substrait_explain.codec.memo import Memo
from substrait_explain.codec.relations import Line, format_rel
from substrait_explain.codec.tables import Tables, declare_tables, table_lines
from substrait_explain.generated import messages
from substrait_explain.generated.messages import has, serialized, which
from substrait_explain.generated.printer_table import PLAN_ARGS
from substrait_explain.plan import old_fields, unknown
from substrait_explain.plan.schema import Schemas
from substrait_explain.text.layout import INDENT
from substrait_explain.text.lexical import quote_name, quote_string
from substrait_explain.text.wrap import DEFAULT_WIDTH, comma_lines, wrap, wrap_relation

_INDENT: Final = " " * INDENT
Annotate = Callable[[Rel | RelRoot], str | None]
# Whether format reads the plan's bytes into generated/messages.py's messages first. Compiled,
# reading a field of those costs a third of reading it through protobuf's Python API, which makes
# a new object each time (benchmarks/README.md). As Python, reading the bytes would cost more than
# that saves. The relations an ``annotate`` is given, and the plan ``names`` derives the columns
# of, stay protobuf's: the caller's function and the derivation take protobuf messages.
READ_WIRE: bool = not messages.__file__.endswith(".py")


def format_plan(plan: Plan, annotate: Annotate | None = None, width: int | None = DEFAULT_WIDTH,
                verbose: bool = False, names: bool = False) -> str:
    """``plan`` as text.  ``annotate`` is called once for each relation line, in
    the order of the text, with its Rel (or RelRoot); what it returns follows the
    relation's last line as a `// comment`, which parsing ignores.  With ``names``,
    field references show their column's name (`$3:price`).  Long lines are wrapped
    at ``width`` columns (None: one line per relation).  ``verbose`` writes out
    every choice the short forms leave silent (the `verbose` style; the `simple`
    style is this of :func:`styles.simplify`'s plan)."""
    # Formatting makes many objects and no reference cycles: what it drops goes by reference
    # counts, and the cycle collector's passes over its objects would be pure cost (about 4 %).
    collecting = gc.isenabled()
    gc.disable()
    try:
        text = _text(plan, annotate, width, verbose, names, False)
        if text is None:
            # Fields no proto here knows, or removed ones, that no load read (protobuf read the
            # producer's bytes itself): read them as load_plan does, on a copy, and write that.
            loaded = old_fields.loaded_copy(plan)
            own = annotate if annotate is None else _with_own_relations(annotate, loaded, plan)
            text = _text(loaded, own, width, verbose, names, True)
        assert text is not None
        return text
    finally:
        if collecting:
            gc.enable()


def _with_own_relations(annotate: Annotate, loaded: Plan, plan: Plan) -> Annotate:
    """``annotate``, given the caller's own Rel (or RelRoot) of ``plan`` for each of its copy
    ``loaded``, which holds its relations in the same places: an annotator may know them by
    identity (a profile of the plan, say)."""
    own: dict[int, tuple[Any, Any]] = {}  # id of the copy's message -> it (kept alive) and the plan's
    todo: list[tuple[Any, Any]] = [(loaded, plan)]
    while todo:  # a loop, not recursion: plans nest deeper than Python recurses
        copy, mine = todo.pop()
        if copy.DESCRIPTOR.full_name in ("substrait.Rel", "substrait.RelRoot"):
            own[id(copy)] = (copy, mine)
        for fd, value in copy.ListFields():
            if fd.message_type is None or fd.message_type.GetOptions().map_entry:
                continue
            if fd.is_repeated:
                todo.extend(zip(value, getattr(mine, fd.name), strict=False))  # (URNs the load made)
            elif mine.HasField(fd.name):  # (a field the load made from removed ones has none)
                todo.append((value, getattr(mine, fd.name)))

    def annotate_own(rel: Rel | RelRoot) -> str | None:
        found = own.get(id(rel))
        return annotate(found[1] if found is not None and found[0] is rel else rel)
    return annotate_own


def _text(plan: Plan, annotate: Annotate | None, width: int | None, verbose: bool, names: bool,
          loaded: bool) -> str | None:
    """:func:`format_plan`'s text; None when ``plan`` holds unknown fields that no load read,
    unless ``loaded`` says a load just did."""
    if annotate is None and not names and READ_WIRE:
        skipped = messages.skipped()
        # (protobuf writes each field as the reader takes it: it never raises Unreadable on them)
        source = messages.read_plan(plan.SerializeToString())
        kept = source.unknown_fields()
        trusted = loaded or unknown.loaded(kept)
        if not trusted and (kept or messages.skipped() != skipped):
            return None  # found in the plan's own fields (an older producer's `extension_uris`), before any text
        text = _format(source, plan, None, width, verbose, False)
        return text if trusted or messages.skipped() == skipped else None
    if loaded or unknown.read_here(plan):
        # protobuf's messages do not show the unknown fields the plan may hold: what the memos
        # work out from them is not kept, for the reader's messages, which do, to work it out
        memo.hold()
        try:
            return _format(plan, plan, annotate, width, verbose, names)
        finally:
            memo.release()
    if unknown.holds_any(plan):
        return None
    return _format(plan, plan, annotate, width, verbose, names)


def _format(source: Plan, plan: Plan, annotate: Annotate | None, width: int | None, verbose: bool,
            names: bool) -> str:
    """:func:`format_plan` of ``source``: ``plan`` itself, or it read into generated/messages.py's
    messages."""
    ext, declarations, urn_width = declared(source)
    codec = PrintContext(ext, verbose=verbose)
    if names:
        codec.schemas = Schemas(plan, root_names=False)  # as the parser checks them (see colnames)
    unknowns = source.unknown_fields() if isinstance(source, messages.Message) else old_fields.unknown_fields(plan)
    lines = _format_version(source) + format_extensions(declarations, urn_width, unknowns, plan, width)
    # The plan's lines are formatted first, the relations unwrapped: they meet every Read,
    # which says what `=== Tables` declares, and so which Reads leave out their columns.
    body: list[str | _Row] = []
    for item in PLAN_ARGS["substrait.Plan"](source, codec):
        body.extend(wrap(item, "", width))
    for plan_rel in source.relations:
        case = which(plan_rel, "rel_type")
        codec.begin_line()
        for item in PLAN_ARGS["substrait.PlanRel"](plan_rel, codec):
            body.extend(wrap(item, "", width))
        # Subqueries of its detached expressions: `%N:` lines under its relation.
        detached = codec.subplans()
        if case == "root":
            root = plan_rel.root
            head = Line("Root", [("=>", [quote_name(x) for x in root.names])],
                        [(None, root.input)] if has(root, "input") else [])
            top: Rel | RelRoot | None = root
        elif case == "rel":
            head = format_rel(plan_rel.rel, codec)
            top = plan_rel.rel
        else:
            head = Line(f"{placeholders.NO_KIND}:{placeholders.EMPTY_PLAN_REL}", [], [])
            top = None  # no relation: nothing to name
        head.children.extend(detached)
        body.extend(_tree(head, top, codec))
    tables = {} if verbose else declare_tables(codec.reads)  # verbose keeps every Read's schema on its line
    if tables:
        lines.append("=== Tables")
        lines.extend(table_lines(tables, width))
        lines.append("")
    lines.append("=== Plan")
    for piece in body:
        if isinstance(piece, str):
            lines.append(piece)
        else:
            _emit(piece, tables, lines, width, annotate)
    lines.append("")  # the text ends with a line break
    return "\n".join(lines)


class _Row:
    """A relation line in the plan's tree, formatted and not yet wrapped."""

    def __init__(self, line: Line, depth: int, label: int | None, msg: Rel | RelRoot | None) -> None:
        self.line = line
        self.depth = depth
        self.label = label  # `%N:` of a subquery relation
        self.msg = msg


def _tree(head: Line, top: Rel | RelRoot | None, codec: PrintContext) -> list[_Row]:
    """The relation lines of ``head``'s tree, in the order of the text."""
    # Iterative, so that deep plans do not hit Python's recursion limit.
    rows = []
    stack = [_Row(head, 0, None, top)]
    while stack:
        row = stack.pop()
        rows.append(row)
        for child_label, child in row.line.children[::-1]:
            stack.append(_Row(format_rel(child, codec), row.depth + 1, child_label, child))
    return rows


def _emit(row: _Row, tables: Tables, lines: list[str], width: int | None, annotate: Annotate | None) -> None:
    line, indent = row.line, _INDENT * row.depth
    sections = line.sections
    if line.table is not None and tables.get(line.table) == sections[1][1]:  # the declared columns
        sections = sections[:1] if len(sections) == 2 else [sections[0], (sections[1][0], ["..."]), *sections[2:]]
    wrapped = wrap_relation(("" if row.label is None else f"%{row.label}: ") + line.head, sections,
                            indent, width, line.calls)
    note = annotate(row.msg) if annotate and row.msg is not None else None
    if note is not None:
        _add_note(wrapped, note, indent, width)
    lines.extend(wrapped)
    for addendum in line.addenda or ():
        lines.extend(wrap(addendum, _INDENT * (row.depth + 1), width))


def _add_note(lines: list[str], note: str, indent: str, width: int | None) -> None:
    """End the relation's last line with `// note`, or where that would pass ``width``,
    put the note on comment lines of its own below it, wrapped at its commas."""
    if width is None or len(lines[-1]) + len("  // ") + len(note) <= width:
        lines[-1] += f"  // {note}"
        return
    head = f"{indent}// "
    parts = comma_lines(note.split(", "), width - len(head) - len(","))  # (and the comma ending a cut line)
    lines.extend(head + part + "," for part in parts[:-1])
    lines.append(head + parts[-1])


def _format_version(plan: Plan) -> list[str]:
    """The `=== Version` section (the caller copies it: it is kept by the version's bytes)."""
    if not has(plan, "version"):
        return []
    return _VERSIONS.get(serialized(plan.version), plan.version, _version_lines)


_VERSIONS: Final[Memo[list[str]]] = Memo(64)  # the plans of a log come from one producer


def _version_lines(v: Any) -> list[str]:
    lines = [f"=== Version {v.major_number}.{v.minor_number}.{v.patch_number}"]
    if v.producer:
        lines.append(f"  producer: {_version_value(v.producer)}")
    if v.git_hash:
        lines.append(f"  git_hash: {_version_value(v.git_hash)}")
    lines.append("")
    return lines


# What a version value cannot hold bare: white space at its ends (the line is
# trimmed), control characters, a `//` comment, a quote at its start (a quoted
# value), `@ 1:` (a declaration's anchor, which changes how the line reads).
# A pattern, compiled when first needed (by re's cache): most values pass _plainly_bare.
_NOT_BARE: Final = r"^\s|\s$|[\x00-\x1f\x7f\x85\u2028\u2029]|//|^['\"]|@\s*\d+\s*:"


def _version_value(value: str) -> str:
    """A producer or git hash: bare, as the Rust substrait-explain writes and
    reads it, unless the text needs quotes to read back the same."""
    return value if _plainly_bare(value) or not re.search(_NOT_BARE, value) else quote_string(value)


def _plainly_bare(value: str) -> bool:
    """Whether ``value`` holds none of what _NOT_BARE looks for, by a cheaper test that
    answers no for some values it lets stand bare (an `@` alone, or a character Python does
    not call printable, such as a no-break space)."""
    # (the characters of its class and every white space character but the space are
    # characters Python does not call printable)
    return value.isprintable() and value.strip() == value and "//" not in value and "@" not in value \
        and value[:1] not in ("'", '"')
