"""Long plan lines wrapped onto continuation lines.

A relation (or plan field) is first written as one line; when that line is
longer than the width, it is cut where the grammar allows a continuation
line: after `[` or `(`, after a `,`, and before `=>`.  Continuation lines
start with `- `, one indentation level under the relation, and every
bracket broken open indents its contents one level more:

    Filter[
      - and(
        - gt($0, 1),
        - lt($1, 10))
      - => $0, $1, $2]

The arguments of a broken call go one to a line.  In other brackets
(relation sections, tuples, lists) items fill lines while they fit; an
item that is itself cut open, and a tuple (a row of a virtual table, a
sort field), starts a line and ends one.
Types (`<...>`), strings and quoted names are never cut, so a line holding
only one of those may stay longer than the width.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from substrait_explain.layout import INDENT

DEFAULT_WIDTH = 100
# Nested brackets indent one level more each, up to this many levels, so
# that deeply nested expressions do not grow their text quadratically.
MAX_NESTING = 12
# Brackets nested deeper than this inside one line stay whole: laying them out
# recurses once per level.
MAX_DEPTH = 50
_OPEN = {"(": ")", "[": "]"}
_STEP = " " * INDENT  # one level deeper


@dataclass
class Entry:
    """One item in brackets and the separator before it as written:
    ``''`` for the first, ``', '`` or ``' => '``."""
    sep: str
    parts: list[str | Group] = field(default_factory=list)


@dataclass
class Group:
    """A bracketed sequence: `[...]` or `(...)`.  ``call`` says it holds a
    function's arguments, which break one to a line."""
    open: str
    close: str
    call: bool
    entries: list[Entry]
    text: str  # the whole group as one line


def wrap(text: str, indent: str, width: int | None) -> list[str]:
    """``text``, a plan line written at ``indent``, as that line and its
    continuation lines, each within ``width`` columns where a cut allows it
    (``None``: never cut).

    A line indented past half the width gets half the width after its
    indentation instead: deep plans would otherwise have no room at all.
    """
    line = indent + text
    if width is None or len(line) <= width:
        return [line]
    limit = max(width, len(indent) + width // 2)
    writer = _Writer(indent, limit)
    writer.parts(_parse(text), 0, 0)
    return writer.finish()


def flat(parts: list[str | Group]) -> str:
    """The parts as the one line they were read from."""
    return "".join(p if isinstance(p, str) else p.text for p in parts)


# ---- reading a line into brackets ------------------------------------------

def _parse(text: str) -> list[str | Group]:
    parts, end = _parts(text, 0, None, 0)
    assert end == len(text), text
    return parts


def _parts(text: str, i: int, close: str | None, depth: int) -> tuple[list[str | Group], int]:
    """The parts from ``i`` up to a separator or ``close`` at this level."""
    parts: list[str | Group] = []
    start = i
    n = len(text)
    while i < n:
        c = text[i]
        if c in "'\"":
            i = _skip_quoted(text, i)
        elif c == "<":
            i = _skip_angles(text, i)
        elif c in _OPEN and depth >= MAX_DEPTH:
            i = _skip_brackets(text, i)  # nested this deep, brackets stay whole
        elif c in _OPEN:
            if i > start:
                parts.append(text[start:i])
            group, i = _group(text, i, depth + 1)
            parts.append(group)
            start = i
        elif close is not None and (c == close or c in ", =" and _separator(text, i)):
            break
        else:
            i += 1
    if i > start:
        parts.append(text[start:i])
    return parts, i


def _group(text: str, start: int, depth: int) -> tuple[Group, int]:
    open_, close = text[start], _OPEN[text[start]]
    before = text[start - 1] if start else ""
    group = Group(open_, close, open_ == "(" and (before.isalnum() or before in "_\""), [], "")
    i = start + 1
    sep = ""  # `Project[=> $0]` reads as an empty first entry, then `=> $0`
    while text[i] != close or sep:
        parts, i = _parts(text, i, close, depth)
        group.entries.append(Entry(sep, parts))
        if text[i] == close:
            break
        sep = _separator(text, i)
        i += len(sep)
    group.text = text[start:i + 1]
    return group, i + 1


def _separator(text: str, i: int) -> str:
    """The separator at ``i``: `, ` or ` => ` (or `=> ` at a section's
    start), else ''."""
    for sep in (", ", ",", " => ", "=> ", " =>", "=>"):
        if text.startswith(sep, i):
            return sep
    return ""


def _skip_brackets(text: str, i: int) -> int:
    """Past the bracket opening at ``i`` and everything up to its match."""
    depth = 0
    while True:
        c = text[i]
        if c in "'\"":
            i = _skip_quoted(text, i)
            continue
        if c == "<":
            i = _skip_angles(text, i)
            continue
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
            if not depth:
                return i + 1
        i += 1


def _skip_quoted(text: str, i: int) -> int:
    quote = text[i]
    i += 1
    while text[i] != quote:
        i += 2 if text[i] == "\\" else 1
    return i + 1


def _skip_angles(text: str, i: int) -> int:
    """Past the `<...>` of a type's parameters, which are never cut."""
    depth = 0
    while True:
        c = text[i]
        if c in "'\"":
            i = _skip_quoted(text, i)
            continue
        if c == "-" and text.startswith("->", i):
            i += 2
            continue
        if c == "<":
            depth += 1
        elif c == ">":
            depth -= 1
            if not depth:
                return i + 1
        i += 1


# ---- writing it out ---------------------------------------------------------

class _Writer:
    def __init__(self, indent: str, limit: int) -> None:
        self.indent = indent
        self.limit = limit
        self.lines: list[str] = []
        self.line = indent

    def finish(self) -> list[str]:
        self.lines.append(self.line)
        return self.lines

    def room(self) -> int:
        return self.limit - len(self.line)

    def new_line(self, level: int) -> None:
        self.lines.append(self.line)
        self.line = self.indent + _STEP * min(level, MAX_NESTING) + "- "

    def parts(self, parts: list[str | Group], level: int, after: int) -> None:
        """Write ``parts``, followed on the same line by ``after`` characters."""
        for i, part in enumerate(parts):
            if isinstance(part, str):
                self.line += part
                continue
            if len(part.text) + _unbreakable(parts[i + 1:], after) <= self.room():
                self.line += part.text
            else:
                self.group(part, level, _unbreakable(parts[i + 1:], after))

    def group(self, group: Group, level: int, after: int) -> None:
        self.line += group.open
        entries = group.entries
        own_line = group.call
        for k, entry in enumerate(entries):
            last = k == len(entries) - 1
            follow = len(group.close) + after if last else int(entries[k + 1].sep.strip() == ",")
            text = flat(entry.parts)
            tuple_ = len(entry.parts) == 1 and isinstance(entry.parts[0], Group) and entry.parts[0].open == "("
            fits = len(entry.sep) + len(text) + follow <= self.room()
            if fits and not (own_line or tuple_):
                self.line += entry.sep + text
                continue
            if entry.sep.strip() == ",":
                self.line += ","
            self.new_line(level + 1)
            if entry.sep.strip() == "=>":
                self.line += "=> "
            # After an entry cut open, the next one starts a line of its own.
            own_line = group.call or tuple_ or len(text) + follow > self.room()
            self.parts(entry.parts, level + 1, follow)
        self.line += group.close


def _unbreakable(parts: list[str | Group], after: int) -> int:
    """How many characters must follow on the same line: the text up to the
    first bracket that could be cut open, or all of it and ``after``."""
    length = 0
    for part in parts:
        if isinstance(part, Group):
            return length + len(part.open)
        length += len(part)
    return length + after
