"""Hover, go to definition and find references.

What the cursor is on is told by the token there (tokens.py) and, in the
plan, by the syntax node that starts at it: a `$N` is a :class:`nodes.Ref`
of the relation line it is on, a call a :class:`nodes.Call`.  Calls and
user-defined types resolve to their declarations as the builder resolves
them (:class:`Extensions`), so the server and the parser agree on what a
name means.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from lsprotocol import types as t
from pygments.token import Keyword, Name
from substrait.proto import Rel, RelRoot

from substrait_explain.base.errors import ParseError
from substrait_explain.codec.extensions import KINDS, URN_HEADERS
from substrait_explain.plan import functions
from substrait_explain.plan.exprtypes import Typer
from substrait_explain.text import nodes as n
from substrait_explain.tools.lsp.analysis import Analysis
from substrait_explain.tools.lsp.columns import Column, key_side, output_column, scope_column
from substrait_explain.tools.lsp.tokens import Tok, line_tokens, token_index

URN = "URN"  # the kind of a URN declaration; the others are SimpleExtensionDeclaration's cases
_WHAT = {URN: "URN", "extension_function": "function", "extension_type": "type",
         "extension_type_variation": "type variation"}
_ANCHOR = re.compile(r"[#@^][ \t]*(\d+)")  # `#5`, `@ 2`, `^1`
_SHOWN_COLUMNS = 40  # a relation's hover lists this many of its columns, then counts the rest


@dataclass(frozen=True)
class Target:
    """A declared thing: its kind (URN or an extension case) and anchor."""
    kind: str
    anchor: int


def declarations(a: Analysis) -> dict[Target, n.ExtDecl]:
    """Every declaration of the text by what it declares (the first, where an anchor is declared twice)."""
    found: dict[Target, n.ExtDecl] = {}
    for group in a.doc.extensions if a.doc is not None else []:
        kind = URN if group.name in URN_HEADERS else KINDS.get(group.name, (None,))[0]
        for decl in group.decls:
            anchor = decl.urn if kind == URN else decl.anchor
            if kind is not None and anchor is not None:
                found.setdefault(Target(kind, anchor.value), decl)
    return found


def target_at(a: Analysis, line: int, column: int) -> Target | None:
    """The declared thing the cursor is on: a declaration, or a reference to one."""
    tokens = line_tokens(a.lines[line]) if 0 <= line < len(a.lines) else ()
    index = token_index(tokens, column)
    if index is None:
        return None
    tok = tokens[index]
    anchor = _ANCHOR.fullmatch(tok.text)
    if tok.text.startswith("@"):
        return None if anchor is None else Target(URN, int(anchor.group(1)))
    section = a.outline.section[line]
    if section == "Extensions":
        for target, decl in declarations(a).items():
            if decl.line - 1 == line and target.kind != URN:
                return target
        return None
    if tok.kind in Name.Label and tok.text[:1] in "#^" and anchor is not None:
        before = tokens[index - 1] if index > 0 else None
        kind = "extension_type_variation" if tok.text[0] == "^" else \
            "extension_type" if before is not None and before.kind in Keyword.Type else "extension_function"
        return Target(kind, int(anchor.group(1)))
    if _names_a_function(tok):
        call = _call_at(a, line, tok)
        return None if call is None else _resolved(a, call)
    if tok.kind in Keyword.Type:
        for start in (tok.start, tok.start - 2):  # `u!point`: the type node starts at `u!`
            found = a.node_at(line, start, n.TypeNode)
            if found is not None and isinstance(found[0], n.TypeNode) and found[0].udt:
                return _resolved(a, found[0])
    return None


def _names_a_function(tok: Tok) -> bool:
    """A function's name, or a quoted name that may be one (`"distance to"(...)`)."""
    return tok.kind in Name.Function or tok.text.startswith('"')


def _call_at(a: Analysis, line: int, tok: Tok) -> n.Call | None:
    found = a.node_at(line, tok.start, n.Call)
    return found[0] if found is not None and isinstance(found[0], n.Call) else None


def _resolved(a: Analysis, node: n.Call | n.TypeNode) -> Target | None:
    if a.ext is None:
        return None
    try:
        if isinstance(node, n.Call):
            return Target("extension_function", a.ext.resolve_function(node))
        return Target("extension_type", a.ext.resolve_type(node))
    except ParseError:
        return None


def definition(a: Analysis, line: int, column: int, uri: str) -> list[t.Location]:
    labelled = _subquery_line(a, line, column)
    if labelled is not None:
        return [t.Location(uri, a.line_range(labelled))]
    target = target_at(a, line, column)
    decl = declarations(a).get(target) if target is not None else None
    if decl is None:
        return []
    return [t.Location(uri, a.line_range(decl.line - 1))]


def _subquery_line(a: Analysis, line: int, column: int) -> int | None:
    """The line of the relation labelled `%N:` that a `%N` in an argument at the cursor names:
    an input line of the relation it is on."""
    owner = a.relation_of(line)
    if owner is None:
        return None
    for node, _ in a.nodes(owner):
        if isinstance(node, n.SubplanRef) and node.line - 1 == line and \
                node.col - 1 <= column <= node.col + len(str(node.label)):
            return next((number for number in sorted(a.rel_lines)
                         if a.outline.parent.get(number) == owner and a.rel_lines[number].label == node.label),
                        None)
    return None


def references(a: Analysis, line: int, column: int, uri: str, include_declaration: bool) -> list[t.Location]:
    target = target_at(a, line, column)
    if target is None:
        return []
    found: list[tuple[int, int]] = []  # (line, column) of each use, 0-based
    decl = declarations(a).get(target)
    if target.kind == URN:
        for group in a.doc.extensions if a.doc is not None else []:
            for d in group.decls:
                if d.anchor is not None and d.urn.value == target.anchor:
                    found.append((d.urn.line - 1, d.urn.col - 1))
    for node, _, _ in a.all_nodes():
        if isinstance(node, n.Call | n.TypeNode) and (isinstance(node, n.Call) or node.udt):
            if target.kind == URN and node.urn == target.anchor or _resolved(a, node) == target:
                found.append((node.line - 1, node.col - 1))
    locations = [t.Location(uri, _token_range(a, row, col)) for row, col in found]
    if include_declaration and decl is not None:
        locations.insert(0, t.Location(uri, a.line_range(decl.line - 1)))
    return locations


def _token_range(a: Analysis, line: int, column: int) -> t.Range:
    """The range of the name starting at ``column``: its token, with the type name after a `u!`."""
    tokens = line_tokens(a.lines[line])
    for i, tok in enumerate(tokens):
        if tok.start <= column < tok.end:
            end = tokens[i + 1].end if tok.text.lower() == "u!" and i + 1 < len(tokens) else tok.end
            return a.range(line, tok.start, end)
    return a.range(line, column, column)


# ---- hover ----

def hover(a: Analysis, line: int, column: int) -> t.Hover | None:
    if not 0 <= line < len(a.lines):
        return None
    tokens = line_tokens(a.lines[line])
    index = token_index(tokens, column)
    if index is None:
        return None
    tok = tokens[index]
    text = None
    if a.outline.section[line] == "Plan":
        if tok.kind in Name.Variable:
            text = _column_hover(a, line, tok)
        elif tok.kind in Name.Class:
            text = _relation_hover(a, line)
        elif _names_a_function(tok):
            call = _call_at(a, line, tok)
            text = None if call is None else _call_hover(a, call)
        elif tok.text.startswith("%"):
            labelled = _subquery_line(a, line, tok.start)
            text = None if labelled is None else \
                f"subquery `{tok.text}`: line {labelled + 1}: `{_shortened(a.lines[labelled].strip())}`"
    if text is None:
        target = target_at(a, line, column)
        text = None if target is None else _declaration_hover(a, target)
    if text is None:
        return None
    return t.Hover(t.MarkupContent(t.MarkupKind.Markdown, text), a.range(line, tok.start, tok.end))


def _column_hover(a: Analysis, line: int, tok: Tok) -> str | None:
    owner = a.relation_of(line)
    if owner is None:
        return None
    # `^$0` (a column of the query outside) and `?$0` (no root set) start at their mark.
    found = a.node_at(line, tok.start, n.Ref) or a.node_at(line, tok.start - 1, n.Ref)
    if found is None:
        return None
    ref, section = found
    if not isinstance(ref, n.Ref):
        return None
    for _ in range(ref.steps_out):  # out of each subquery: to the relation whose expression holds it
        owner = _holder(a, owner)
        if owner is None:
            return None
        section = 0
    rel = a.rels.get(owner)
    if rel is None:
        return None
    index = ref.path[0]
    rel_line = a.rel_lines[owner]
    arrow = rel_line.arrows[section - 1] if section > 0 else None
    column: Column | None
    # The last part after `=>` lists output columns, but for a Read (its columns) and for an
    # Aggregate's short form, whose outputs are its keys, written over its input's columns.
    kind = rel.WhichOneof("rel_type") if isinstance(rel, Rel) else None
    short_aggregate = kind == "aggregate" and len(rel_line.sections) == 2
    if isinstance(rel, Rel) and (arrow == "|>" or arrow == "=>" and kind != "read" and not short_aggregate) \
            and section == len(rel_line.sections) - 1:
        column = output_column(rel, index, a.schemas, a.ext, natural=True)
        what = "output column"
    elif kind in ("hash_join", "merge_join") and (side := key_side(rel_line, ref)) is not None:
        column = output_column(getattr(getattr(rel, kind), side), index, a.schemas, a.ext)
        what = f"{side} column"
    else:
        column = scope_column(rel, index, a.schemas, a.ext)
        what = "column"
    if column is None:  # out of range (validate says so), or a column the plan does not tell
        return None
    written = a.lines[line][ref.col - 1:tok.end]
    outside = " of the query outside" if ref.steps_out else ""
    head = f"**`{written}`** {what}{outside} `{column.name or '?'}`" + (f": `{column.type}`" if column.type else "")
    origin = _line_of(a, column.origin)
    if origin is None:
        return head
    return head + f"\n\nfrom line {origin + 1}: `{_shortened(a.lines[origin].strip())}`"


def _holder(a: Analysis, line: int) -> int | None:
    """The relation line whose expression holds the subquery that relation line ``line`` is in:
    the one above the nearest `%N:` line at or above it."""
    at: int | None = line
    while at is not None and at != -1 and a.rel_lines.get(at) is not None and a.rel_lines[at].label is None:
        at = a.outline.parent.get(at)
    if at is None or at == -1:
        return None
    parent = a.outline.parent.get(at, -1)
    return None if parent == -1 else parent


def _line_of(a: Analysis, rel: Rel | None) -> int | None:
    if rel is None:
        return None
    return next((line for line, msg in a.rels.items() if msg is rel), None)


def _shortened(text: str, limit: int = 80) -> str:
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _relation_hover(a: Analysis, line: int) -> str | None:
    rel = a.rels.get(line)
    if rel is None:
        return None
    if isinstance(rel, RelRoot):
        given = list(rel.names)
        return f"**Root**: {len(given)} output name{'s' if len(given) != 1 else ''}"
    names = a.schemas.output(rel)
    if names is None:
        return f"**{a.outline.name.get(line, '')}**: its columns cannot be told from the plan"
    rows = []
    for i in range(min(len(names), _SHOWN_COLUMNS)):
        column = output_column(rel, i, a.schemas, a.ext)
        if column is None:
            break
        rows.append(f"- `${i}` `{column.name or '?'}`" + (f": `{column.type}`" if column.type else ""))
    if len(names) > _SHOWN_COLUMNS:
        rows.append(f"- and {len(names) - _SHOWN_COLUMNS} more")
    count = f"{len(names)} output column{'s' if len(names) != 1 else ''}"
    return f"**{a.outline.name.get(line, '')}**: {count}\n\n" + "\n".join(rows)


def _call_hover(a: Analysis, call: n.Call) -> str | None:
    target = _resolved(a, call)
    if target is None or a.ext is None:
        return None
    urn_anchor, name = a.ext.decls["extension_function"][target.anchor]
    out = [f"**{name}** `#{target.anchor}`", f"URN `@{urn_anchor}`: `{a.ext.urns.get(urn_anchor) or 'not declared'}`"]
    derived = _derived_type(a, call, call.line - 1)
    if call.type is not None:
        out.append(f"declared type: `{_type_text(a, call.type)}`" + (f", derived: `{derived}`" if derived else ""))
    elif derived:
        out.append(f"derived type: `{derived}`")
    return "\n\n".join(out + _yaml(a.ext.urns.get(urn_anchor), name))


def _yaml(urn: str | None, name: str) -> list[str]:
    """What the URN's YAML says of function ``name`` (`add`, or `add:i64_i64` for one overload)."""
    overloads = functions.standard().overloads(urn, name.partition(":")[0]) if urn else []
    if not overloads:
        return []
    shown = [o for o in overloads if o.signature == name] or overloads
    return [f"{shown[0].kind} function in the YAML:\n" + "\n".join(f"- `{o.describe()}`" for o in shown[:8])]


def _derived_type(a: Analysis, call: n.Call, line: int) -> str | None:
    """The call's result type as its YAML's return program derives it from its arguments."""
    found = a.calls.get(id(call))
    owner = a.relation_of(line)
    rel = a.rels.get(owner) if owner is not None else None
    if found is None or a.plan is None or not isinstance(rel, Rel):
        return None
    typer = Typer(a.plan, functions.standard(), a.schemas, a.incomplete)
    typer.call(found[1], a.schemas.scope(rel))
    result = typer.calls[-1].resolution.result if typer.calls else None
    return None if result is None else str(result)


def _type_text(a: Analysis, node: n.TypeNode) -> str:
    """The type as written: from its node's place to the end of the type's tokens."""
    line = a.lines[node.line - 1]
    end = node.col - 1
    for tok in line_tokens(line):
        if tok.start >= node.col - 1:
            if tok.kind in Keyword.Type or tok.kind in Name.Label or tok.text in "<>,?" or \
                    tok.kind in Name.Constant or tok.text.isdigit():
                end = tok.end
            else:
                break
    return line[node.col - 1:end] or node.name


def _declaration_hover(a: Analysis, target: Target) -> str | None:
    decl = declarations(a).get(target)
    what = _WHAT[target.kind]
    sign = "@" if target.kind == URN else "^" if target.kind == "extension_type_variation" else "#"
    if decl is None:
        return f"{what} anchor `{sign}{target.anchor}` is not declared"
    out = [f"{what} `{sign}{target.anchor}`: `{decl.text}` (line {decl.line})"]
    if target.kind != URN and a.ext is not None:
        urn = a.ext.urns.get(decl.urn.value)
        out.append(f"URN `@{decl.urn.value}`: `{urn or 'not declared'}`")
        if target.kind == "extension_function":
            out += _yaml(urn, decl.text)
    return "\n\n".join(out)
