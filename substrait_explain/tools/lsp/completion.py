"""Completion: what may be typed at the cursor, told from the line before it.

In `=== Plan`: relation kinds where a relation starts; inside a relation's
brackets its named arguments, the functions (those declared, then those
of the declared URNs' YAMLs and of the standard ones, with the declaration
lines they need as an extra edit), `&` enum values of the relation's
messages and `$N` columns with their names.  Elsewhere the section headers.
"""

from __future__ import annotations

import re

from google.protobuf.descriptor import Descriptor
from lsprotocol import types as t
from substrait.proto import Rel

from substrait_explain.codec.extensions import KINDS, URN_HEADERS
from substrait_explain.codec.relations import SPECS
from substrait_explain.generated.enum_names import ENUM_NAMES
from substrait_explain.plan import functions
from substrait_explain.text import nodes as n
from substrait_explain.tools.lsp.analysis import Analysis
from substrait_explain.tools.lsp.columns import Column, key_side, output_column, scope_column

_RELATION_START = re.compile(r"^[ \t]*(?:%\d+:[ \t]*)?([A-Za-z_][A-Za-z0-9_]*(?::[A-Za-z_0-9]*)?)?$")
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*$")
_ENUM = re.compile(r"&([A-Za-z_0-9]*)$")
_COLUMN = re.compile(r"\$(\d*)$")
_SECTIONS = ("=== Version", "=== Extensions", "=== Plan")
_DECLARATION = re.compile(r"^[ \t]*#[ \t]*\d+[ \t]*@[ \t]*(\d+)[ \t]*:[ \t]*([A-Za-z0-9_:]*)$")  # `# 6 @ 1: ad`
# Messages whose enums are not the relation's own: expressions and types are everywhere.
_NOT_OWN = {"substrait.Rel", "substrait.Expression", "substrait.Type", "substrait.extensions.AdvancedExtension"}


def complete(a: Analysis, line: int, column: int, last_good: Analysis | None = None) -> list[t.CompletionItem]:
    if not 0 <= line < len(a.lines):
        return []
    prefix = a.lines[line][:column]
    section = a.outline.section[line]
    declaration = _DECLARATION.match(prefix)
    if section == "Extensions" and declaration is not None:
        return _declarable(a, int(declaration.group(1)), line, column - len(declaration.group(2)), column)
    if section != "Plan" or prefix.lstrip().startswith("="):
        # At the left margin: a section's header, and in `=== Extensions` a group's.
        headers = _SECTIONS + (tuple(f"{h}:" for h in ("URNs", *KINDS)) if section == "Extensions" else ())
        return [_item(header, t.CompletionItemKind.Module, a, line, 0, column)
                for header in headers if header.startswith(prefix)]
    relation = _RELATION_START.match(prefix)
    if relation is not None:
        word = relation.group(1) or ""
        return [_item(name, t.CompletionItemKind.Class, a, line, column - len(word), column,
                      detail="relation")
                for name in _relation_names() if name.startswith(word.split(":")[0])]
    owner = a.relation_of(line)
    kind = a.outline.name.get(owner, "").split(":")[0] if owner is not None else ""
    enum = _ENUM.search(prefix)
    if enum is not None:
        return [_item("&" + value, t.CompletionItemKind.EnumMember, a, line, column - len(enum.group(0)), column,
                      detail=enum_name)
                for enum_name, value in _enum_values(kind)]
    ref = _COLUMN.search(prefix)
    if ref is not None:
        begin = column - len(ref.group(0))
        known = _columns_known(a, line, begin, column)
        if known is None:
            inputs = _input_columns(a, owner)
            if inputs is not None:
                return [_column_item(i, c, a, line, begin, column) for i, c in enumerate(inputs)]
            known = last_good or a
        return _columns(known, owner, a, line, begin, column)
    word_match = _WORD.search(prefix)
    word = word_match.group(0) if word_match else ""
    items = [_item(_argument_text(kind, name), t.CompletionItemKind.Property, a, line, column - len(word), column,
                   detail=f"{kind} argument", insert=_argument_text(kind, name) + "=")
             for name in _named_arguments(kind)]
    return items + _functions(a, line, column - len(word), column)


def _item(label: str, kind: t.CompletionItemKind, a: Analysis, line: int, start: int, end: int,
          detail: str | None = None, insert: str | None = None, sort: str | None = None,
          edits: list[t.TextEdit] | None = None, filter_text: str | None = None) -> t.CompletionItem:
    """An item replacing the text from ``start`` to the cursor at ``end`` with ``insert`` (or ``label``)."""
    return t.CompletionItem(label=label, kind=kind, detail=detail, sort_text=sort, filter_text=filter_text,
                            text_edit=t.TextEdit(a.range(line, start, end), insert or label),
                            additional_text_edits=edits)


def _relation_names() -> list[str]:
    names = ["Root"]
    for name, spec in SPECS.items():
        names.append(name)
        names += [f"{name}:{variant}" for variant in spec.variants]
    return names


def _named_arguments(kind: str) -> tuple[str, ...]:
    spec = SPECS.get(kind)
    return spec.named if spec is not None else ()


def _argument_text(kind: str, field: str) -> str:
    return SPECS[kind].aliases.get(field, field)


def _enum_values(kind: str) -> list[tuple[str, str]]:
    """(enum name, value) of the enums in the relation's own messages; every enum's when it is not known."""
    spec = SPECS.get(kind)
    if spec is None:
        enums = list(ENUM_NAMES)
    else:
        enums = []
        seen: set[str] = set()
        stack: list[Descriptor] = [Rel.DESCRIPTOR.fields_by_name[spec.case].message_type]
        while stack:
            message = stack.pop()
            if message.full_name in seen or message.full_name in _NOT_OWN:
                continue
            seen.add(message.full_name)
            for field in message.fields:
                if field.enum_type is not None and field.enum_type.full_name in ENUM_NAMES:
                    enums.append(field.enum_type.full_name)
                elif field.message_type is not None:
                    stack.append(field.message_type)
    out = []
    for name in dict.fromkeys(enums):
        out += [(name.rsplit(".", 1)[-1], value) for value in ENUM_NAMES[name].values() if value != "Unspecified"]
    return out


def _columns_known(a: Analysis, line: int, start: int, end: int) -> Analysis | None:
    """An analysis that knows the columns of the relation of ``line``: ``a``; else, as a
    half-typed `$` breaks the text, the text with a whole `$0` there; else None."""
    owner = a.relation_of(line)
    if _knows_columns(a, owner):
        return a
    lines = list(a.lines)
    lines[line] = lines[line][:start] + "$0" + lines[line][end:]
    repaired = Analysis.of("\n".join(lines), a.units)
    return repaired if _knows_columns(repaired, owner) else None


def _input_columns(a: Analysis, owner: int | None) -> list[Column] | None:
    """What the relation line ``owner``, which is being typed (its line does not parse), sees
    as far as its input lines tell: their columns side by side, as every relation with inputs
    sees them.  None where that is not known: no input line (a Read's columns are its table's),
    or one not known."""
    if owner is None or owner in a.rels:
        return None
    columns: list[Column] = []
    for child in sorted(line for line, parent in a.outline.parent.items() if parent == owner):
        rel_line = a.rel_lines.get(child)
        if rel_line is not None and (rel_line.label is not None or rel_line.addendum):
            continue  # a subquery or a payload, not an input
        rel = a.rels.get(child)
        output = a.schemas.output(rel) if isinstance(rel, Rel) else None
        if output is None:
            return None
        for i in range(len(output)):
            column = output_column(rel, i, a.schemas, a.ext)
            if column is None:
                return None
            columns.append(column)
    return columns or None


def _knows_columns(a: Analysis, owner: int | None) -> bool:
    rel = a.rels.get(owner) if owner is not None else None
    return rel is not None and (not isinstance(rel, Rel) or a.schemas.scope(rel) is not None)


def _columns(known: Analysis, owner: int | None, a: Analysis, line: int, start: int,
             end: int) -> list[t.CompletionItem]:
    rel = known.rels.get(owner) if owner is not None else None
    if rel is None or not isinstance(rel, Rel):
        return []
    source = _key_input(known, owner, line, start, rel)
    scope = known.schemas.scope(rel) if source is None else known.schemas.output(source)
    items = []
    for i in range(len(scope) if scope is not None else 0):
        column = scope_column(rel, i, known.schemas, known.ext) if source is None else \
            output_column(source, i, known.schemas, known.ext)
        if column is None:
            break
        items.append(_column_item(i, column, a, line, start, end))
    return items


def _column_item(i: int, column: Column, a: Analysis, line: int, start: int, end: int) -> t.CompletionItem:
    detail = (column.name or "?") + (f": {column.type}" if column.type else "")
    return _item(f"${i}", t.CompletionItemKind.Field, a, line, start, end, detail=detail, sort=f"{i:06d}",
                 filter_text=f"${i} {column.name or ''}")


def _key_input(known: Analysis, owner: int | None, line: int, start: int, rel: Rel) -> Rel | None:
    """The input a HashJoin's or MergeJoin's key side at ``start`` indexes, alone; None elsewhere."""
    case = rel.WhichOneof("rel_type")
    rel_line = known.rel_lines.get(owner) if case in ("hash_join", "merge_join") and owner is not None else None
    found = known.node_at(line, start, n.Ref) if rel_line is not None else None
    side = key_side(rel_line, found[0]) if rel_line is not None and found is not None \
        and isinstance(found[0], n.Ref) else None
    return None if case is None or side is None else getattr(getattr(rel, case), side)


def _functions(a: Analysis, line: int, start: int, end: int) -> list[t.CompletionItem]:
    items = []
    declared_names: set[str] = set()
    urns: dict[str, int] = {}  # URN -> its anchor, as declared
    if a.ext is not None:
        for anchor, urn in a.ext.urns.items():
            urns.setdefault(urn, anchor)
        for anchor, (_, name) in a.ext.decls["extension_function"].items():
            declared_names.add(name)
            short = name.split(":", 1)[0]
            items.append(_item(short, t.CompletionItemKind.Function, a, line, start, end,
                               detail=f"{name} #{anchor}", sort=f"0{short}"))
    catalog = functions.standard().functions  # URN -> name -> overloads
    ranked = [(1, u) for u in urns if u in catalog] + [(2, u) for u in catalog if u not in urns]
    for rank, urn in ranked:
        for name, overloads in catalog[urn].items():
            for overload in overloads:
                if overload.signature in declared_names:
                    continue
                items.append(_item(name, t.CompletionItemKind.Function, a, line, start, end,
                                   detail=f"{overload.describe()}  ({urn})", sort=f"{rank}{name}", filter_text=name,
                                   edits=_declare(a, urn, urns.get(urn), overload.signature)))
    return items


def _declarable(a: Analysis, urn_anchor: int, line: int, start: int, end: int) -> list[t.CompletionItem]:
    """The compound names of the functions of URN ``urn_anchor``'s YAML, for a declaration line."""
    urn = a.ext.urns.get(urn_anchor) if a.ext is not None else None
    items = []
    for overloads in functions.standard().functions.get(urn or "", {}).values():
        for overload in overloads:
            items.append(_item(overload.signature, t.CompletionItemKind.Function, a, line, start, end,
                               detail=overload.describe()))
    return items


def _declare(a: Analysis, urn: str, urn_anchor: int | None, name: str) -> list[t.TextEdit]:
    """The edits that declare function ``name`` of ``urn`` (and the URN, when it is not declared)."""
    adding: dict[str, str] = {}
    if urn_anchor is None:
        urn_anchor = max(a.ext.urns, default=0) + 1 if a.ext is not None else 1
        adding["URNs"] = f"  @ {urn_anchor}: {urn}"
    anchor = max(a.ext.decls["extension_function"], default=0) + 1 if a.ext is not None else 1
    adding["Functions"] = f"  # {anchor} @ {urn_anchor}: {name}"
    return _Layout(a).edits(adding)


class _Layout:
    """Where the lines of each extension group end, read from the text's outline."""

    def __init__(self, a: Analysis) -> None:
        self.a = a
        self.ends: dict[str, int] = {}  # group header -> the line after its last declaration
        self.headers: dict[str, int] = {}  # group header -> its line
        self.extensions_end: int | None = None  # the line after the section's last line with text
        self.plan: int | None = None
        group = None
        for i, text in enumerate(a.lines):
            section = a.outline.section[i]
            if text.startswith("===") and section == "Plan" and self.plan is None:
                self.plan = i
            if section != "Extensions":
                continue
            stripped = text.strip()
            if stripped.endswith(":") and not text.startswith((" ", "\t")):
                group = stripped[:-1]
                self.ends[group] = i + 1
                self.headers[group] = i
            elif stripped and group is not None and not stripped.startswith("//"):
                self.ends[group] = i + 1
            if stripped:
                self.extensions_end = i + 1

    def edits(self, adding: dict[str, str]) -> list[t.TextEdit]:
        """Edits adding each group's line (group header -> line), URNs first."""
        if self.extensions_end is None:
            body = "".join(f"{group}:\n{text}\n" for group, text in adding.items())
            return [self._insert(self.plan if self.plan is not None else 0, f"=== Extensions\n{body}\n")]
        out = []
        for group, text in adding.items():
            header = next((h for h in (URN_HEADERS if group == "URNs" else (group,)) if h in self.ends), None)
            if header is not None:
                out.append(self._insert(self.ends[header], text + "\n"))
            elif group == "URNs" and any(h in self.headers for h in KINDS):  # URNs come first in the section
                out.append(self._insert(min(self.headers[h] for h in KINDS if h in self.headers),
                                        f"URNs:\n{text}\n"))
            else:
                out.append(self._insert(self.extensions_end, f"{group}:\n{text}\n"))
        return out

    def _insert(self, line: int, text: str) -> t.TextEdit:
        position = t.Position(line, 0)
        return t.TextEdit(t.Range(position, position), text)
