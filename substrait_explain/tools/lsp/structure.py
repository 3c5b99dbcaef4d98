"""The shape of a plan text: its outline as document symbols, folding ranges,
semantic tokens, and the text rewritten by `format`.

The outline is read from the text alone (text/outline.py), so symbols and
folding work while the text has errors; formatting needs a text that parses.
"""

from __future__ import annotations

import re

from lsprotocol import types as t
from pygments.token import Comment

from substrait_explain import api
from substrait_explain.base import deep
from substrait_explain.base.errors import Error, ParseError
from substrait_explain.text.outline import Outline
from substrait_explain.text.syntax import parse_document, source_lines
from substrait_explain.text.wrap import DEFAULT_WIDTH
from substrait_explain.tools.lsp.analysis import Analysis, Units
from substrait_explain.tools.lsp.tokens import line_tokens, semantic_type

_NAME = re.compile(r"[ \t]*(?:%\d+:[ \t]*)?([A-Za-z_][A-Za-z0-9_]*(?::[A-Za-z_][A-Za-z0-9_]*)?)")
_DETAIL = 60
# Symbols nest at most this deep: a deeper tree is more than editors show, and more than the
# protocol library's encoder, which recurses, can write.
MAX_NESTING = 60  # characters of a relation's arguments shown beside its name


def _ends(a: Analysis) -> dict[int, int]:
    """Relation line -> the last line of it and the relations under it."""
    ends = {line: line for line in a.outline.name}
    for i, owner in enumerate(a.outline.owner):
        at = owner
        while at != -1:
            ends[at] = max(ends[at], i)
            at = a.outline.parent[at]
    return ends


def symbols(a: Analysis) -> list[t.DocumentSymbol]:
    """The relation tree: each relation a symbol, its inputs (and subqueries) its children."""
    ends = _ends(a)
    made: dict[int, t.DocumentSymbol] = {}
    level: dict[int, int] = {}  # relation line -> how deep its symbol is nested
    hosts: dict[int, int] = {}  # relation line -> the line of the symbol whose children it is among
    top: list[t.DocumentSymbol] = []
    for line in sorted(a.outline.name):
        text = a.lines[line]
        m = _NAME.match(text)
        start, end = (m.start(1), m.end(1)) if m else (0, len(text))
        rest = text[end:].strip().removeprefix("[").removesuffix("]").strip()
        symbol = t.DocumentSymbol(
            name=a.outline.name[line], kind=t.SymbolKind.Struct,
            range=a.range(line, 0, len(a.lines[ends[line]]), ends[line]),
            selection_range=a.range(line, start, end),
            detail=(rest[:_DETAIL - 3] + "...") if len(rest) > _DETAIL else rest or None, children=[])
        parent = a.outline.parent[line]
        if parent in made:
            level[line] = min(level[parent] + 1, MAX_NESTING)
            # Past the deepest level, relations are listed beside each other, under the last one there.
            host = parent if level[parent] < MAX_NESTING else hosts[parent]
            hosts[line] = host
            made[host].children.append(symbol)  # type: ignore[union-attr]  # children is set above
        else:
            level[line], hosts[line] = 0, line
            top.append(symbol)
        made[line] = symbol
    return top


def folding_ranges(a: Analysis) -> list[t.FoldingRange]:
    """Each section, and each relation with its inputs, when longer than a line."""
    out = [t.FoldingRange(line, end) for line, end in sorted(_ends(a).items()) if end > line]
    starts = [i for i, text in enumerate(a.lines) if text.startswith("===")] + [len(a.lines)]
    for start, following in zip(starts, starts[1:], strict=False):
        end = following - 1
        while end > start and not a.lines[end].strip():
            end -= 1
        if end > start:
            out.append(t.FoldingRange(start, end))
    return out


def semantic_tokens(lines: list[str], units: Units) -> list[int]:
    """The protocol's encoding of the coloured tokens: five numbers each, relative to the one before."""
    data: list[int] = []
    last_line = last_start = 0
    for number, line in enumerate(lines):
        for tok in line_tokens(line):
            kind = semantic_type(tok.kind)
            if kind is None:
                continue
            start = units.to_client(line, tok.start)
            data += [number - last_line, start - (last_start if number == last_line else 0), units.width(tok.text),
                     kind, 0]
            last_line, last_start = number, start
    return data


class Refused(Error):
    """A text `format` cannot rewrite: the message says why."""


def formatted(text: str) -> str:
    """``text`` as `format` writes its plan, in the text's own style: the `names`
    comments if its relation lines have them, `verbose` if it is closer to that
    than to `full`, and unwrapped if its long lines are.  Comments of its own are
    not kept (the plan has no place for them)."""
    try:
        _, errors = deep.run(parse_document, text, True)
    except ParseError as e:  # past the grammar, the first error the head's actions find
        errors = [e]
    if errors:
        first = errors[0]
        count = f"{len(errors)} syntax errors" if len(errors) > 1 else "a syntax error"
        raise Refused(f"not formatted: the text has {count} (line {first.line}: {first.message})")
    try:
        plan = api.parse(text)
    except Error as e:
        raise Refused(f"not formatted: {str(e).splitlines()[0]}") from None
    lines = source_lines(text)
    names = _has_names(lines, Outline(lines))
    long_lines = any(len(line) > DEFAULT_WIDTH for line in lines)
    wrapped = any(line.lstrip().startswith("- ") for line in lines)
    width = None if long_lines and not wrapped else DEFAULT_WIDTH
    seen = set(lines)
    best, score = text, -1
    for style in ("full", "verbose"):
        candidate = api.format(plan, width, style=style, names=names)
        shared = sum(line in seen for line in candidate.split("\n"))
        if shared > score:
            best, score = candidate, shared
    return best


_NAMED_FIELD = re.compile(r"\$\d+:[A-Za-z_\"]")  # `$3:price`, as only the names view writes it


def _has_names(lines: list[str], outline: Outline) -> bool:
    """Whether the text is the names view: a field reference with its name (`$3:price`), or
    most relation lines ending with a comment."""
    if any(_NAMED_FIELD.search(line) for line in lines):
        return True
    relations = list(outline.name)
    commented = sum(any(tok.kind in Comment for tok in line_tokens(lines[line])) for line in relations)
    return bool(relations) and commented * 2 > len(relations)
