"""Long plan lines wrapped onto continuation lines.

A relation (or plan field) is first written as one line; when that line is
longer than the width, it is cut where the grammar allows a continuation
line: after `[` or `(`, after a `,`, and before an arrow (`=>`, `+>`, `|>`).
Continuation lines start with `- `, one indentation level under the
relation, and every bracket broken open indents its contents one level more:

    Filter[
      - and(gt($0, 1), lt($1, 10), gt($2, 0),
        - lt($2, 100))
      - => $0, $1, $2]

In every bracket (a call's arguments, relation sections, tuples, lists)
items fill lines while they fit, so that a long `and(...)` takes a few
lines rather than one per clause; an item that is itself cut open, and a
tuple (a row of a virtual table, a sort field), starts a line and ends one.
Types (`<...>`), strings and quoted names are never cut, so a line holding
only one of those may stay longer than the width.

A relation line comes with its items (:func:`wrap_relation`), so only the
items that have to be cut open are read back from their text; other lines
(:func:`wrap`) are read whole.  Runs of items that need no cutting fill their
lines a line at a time (`_Writer._fill`), not an item at a time: wrapping is
the hot path of formatting a large plan.
"""

from __future__ import annotations

import re
from typing import Final

from substrait_explain.text.layout import INDENT

DEFAULT_WIDTH: Final = 100
# Nested brackets indent one level more each, up to this many levels, so
# that deeply nested expressions do not grow their text quadratically.
MAX_NESTING: Final = 12
# Brackets nested deeper than this inside one line stay whole: laying them out
# recurses once per level.
MAX_DEPTH: Final = 50
_OPEN: Final = {"(": ")", "[": "]"}
_STEP: Final = " " * INDENT  # one level deeper

# Sections: the items in brackets, in runs separated by `, `, each run with
# the arrow before it (`=>`, `+>`, `|>`; the first run's is not written).
Sections = list[tuple[str, list[str]]]
# What the printer knows of the calls it wrote, so that they need not be read
# back: id(text) -> (text, `name`, arguments, `:type` or ''), for a call
# written `name(arguments):type` (see :class:`Calls`).
Calls = dict[int, tuple[str, str, list[str], str]]


class Group:
    """A bracketed sequence, `[...]` or `(...)`, nested ``depth`` deep in its
    line.  An item is read into its parts only when the writer cuts it open."""

    def __init__(self, open: str, close: str, sections: Sections, text: str, depth: int) -> None:
        self.open = open
        self.close = close
        self.sections = sections
        self.text = text  # the whole group as one line
        self.depth = depth


def join_sections(sections: Sections) -> str:
    """`a, b => c`: the sections as written on one line."""
    text = ""
    for i, (arrow, items) in enumerate(sections):
        body = ", ".join(items)
        text += body if i == 0 else f" {arrow} {body}" if body else f" {arrow} "
    return text.lstrip()


def comma_lines(items: list[str], room: int | None) -> list[str]:
    """``items`` joined by `, `, as many on each line as fit in ``room`` columns (None: all on
    one), at least one on each: for lines that take no `- ` continuation (comments, `Old Fields:`)."""
    lines: list[str] = []
    for item in items:
        if lines and (room is None or len(lines[-1]) + len(", ") + len(item) <= room):
            lines[-1] += ", " + item
        else:
            lines.append(item)
    return lines


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
    return _write(_parts(text, 0), indent, width)


def wrap_relation(head: str, sections: Sections, indent: str, width: int | None, calls: Calls | None = None
                  ) -> list[str]:
    """:func:`wrap` of the relation line `head[sections]`; ``calls`` are what the
    printer knows of the calls among the items."""
    inside = join_sections(sections)
    line = f"{indent}{head}[{inside}]"
    if width is None or len(line) <= width:
        return [line]
    return _write([head, Group("[", "]", sections, f"[{inside}]", 1)], indent, width, calls)


def _write(parts: list[str | Group], indent: str, width: int, calls: Calls | None = None) -> list[str]:
    writer = _Writer(indent, max(width, len(indent) + width // 2), calls or {})
    writer.parts(parts, 0, 0)
    writer.lines.append(writer.line)
    return writer.lines


# ---- reading a line into brackets ------------------------------------------

# What the reader stops at: a quote, a type's `<`, a bracket, and the
# separators `, ` and ` => ` (or `+>`, `|>`); everything between them is plain text.
_STOP: Final = re.compile(r"""['"<()\[\]]|, ?| ?[=+|]> ?""")
_BRACKETS: Final = re.compile(r"""['"<()\[\]]""")  # the same but for the separators: to a bracket's match
_QUOTED: Final = {"'": re.compile(r"'(?:[^'\\]|\\.)*'", re.S), '"': re.compile(r'"(?:[^"\\]|\\.)*"', re.S)}
_ANGLE_STOP: Final = re.compile(r"""['"<>]|->""")


def _next_stop(text: str, i: int, stops: re.Pattern[str] = _STOP) -> re.Match[str] | None:
    """The next bracket or separator (of ``stops``) from ``i`` on, past strings, quoted names and types."""
    while True:
        m = stops.search(text, i)
        if m is None:
            return None
        c = text[m.start()]
        if c in "'\"":
            i = _skip_quoted(text, m.start())
        elif c == "<":
            i = _skip_angles(text, m.start())
        else:
            return m


def _parts(text: str, depth: int) -> list[str | Group]:
    """``text``, an item inside brackets nested ``depth`` deep, as plain text
    and the bracketed groups in it."""
    parts: list[str | Group] = []
    start = i = 0
    while (m := _next_stop(text, i)) is not None:
        i = m.start()
        if text[i] in _OPEN and depth < MAX_DEPTH:  # nested deeper, brackets stay whole
            if i > start:
                parts.append(text[start:i])
            group, i = _group(text, i, depth + 1)
            parts.append(group)
            start = i
        elif text[i] in _OPEN:
            i = _skip_brackets(text, i)
        else:
            i = m.end()
    if len(text) > start:
        parts.append(text[start:])
    return parts


def _group(text: str, start: int, depth: int) -> tuple[Group, int]:
    """The group whose bracket opens at ``start``, and the position after it.
    Its items are found, not yet read."""
    open_, close = text[start], _OPEN[text[start]]
    sections: Sections = [("", [])]
    i = start + 1
    while text[i] != close:
        j = i
        while True:  # to the separator or the close bracket at this level
            m = _found(_next_stop(text, j))
            j = m.start()
            if text[j] not in _OPEN:
                break
            j = _skip_brackets(text, j)
        if j > i or len(sections) > 1:  # `(=> x)` has no first item
            sections[-1][1].append(text[i:j])
        if text[j] == close:
            i = j
            break
        sep = m.group()
        if sep[0] != ",":
            sections.append((sep.strip(), []))
            if text[j + len(sep)] == close:  # an empty run after the arrow
                i = j + len(sep)
                break
        i = j + len(sep)
    return Group(open_, close, sections, text[start:i + 1], depth), i + 1


def _skip_brackets(text: str, i: int) -> int:
    """Past the bracket opening at ``i`` and everything up to its match."""
    depth = 0
    while True:
        i = _found(_next_stop(text, i, _BRACKETS)).start()
        if text[i] in "([":
            depth += 1
        elif text[i] in ")]":
            depth -= 1
            if not depth:
                return i + 1
        i += 1


def _skip_angles(text: str, i: int) -> int:
    """Past the `<...>` of a type's parameters, which are never cut."""
    depth = 0
    search = _ANGLE_STOP.search
    while True:
        i = _found(search(text, i)).start()
        c = text[i]
        if c in "'\"":
            i = _skip_quoted(text, i)
            continue
        if c == "-":  # `->` of a func type
            i += 2
            continue
        if c == "<":
            depth += 1
        else:
            depth -= 1
            if not depth:
                return i + 1
        i += 1


def _found(m: re.Match[str] | None) -> re.Match[str]:
    assert m is not None  # the printer balances its brackets
    return m


def _skip_quoted(text: str, i: int) -> int:
    """Past the string or quoted name that starts at ``i``."""
    return _found(_QUOTED[text[i]].match(text, i)).end()


def _is_tuple(text: str, depth: int) -> bool:
    """Whether the item ``text`` is one bracketed tuple (`(1, 'a')`, a sort field)."""
    return text[:1] == "(" and depth < MAX_DEPTH and _skip_brackets(text, 0) == len(text)


# ---- writing it out ---------------------------------------------------------

class _Writer:
    def __init__(self, indent: str, limit: int, calls: Calls) -> None:
        self.indent = indent
        self.limit = limit
        self.calls = calls
        self.by_text: dict[str, tuple[str, str, list[str], str]] | None = None
        self.lines: list[str] = []
        self.line = indent

    def continuation(self, level: int) -> str:
        """The start of a continuation line at ``level``."""
        return self.indent + _STEP * min(level, MAX_NESTING) + "- "

    def parts(self, parts: list[str | Group], level: int, after: int) -> None:
        """Write ``parts``, followed on the same line by ``after`` characters."""
        for i, part in enumerate(parts):
            if isinstance(part, str):
                self.line += part
                continue
            if len(part.text) + _unbreakable(parts[i + 1:], after) <= self.limit - len(self.line):
                self.line += part.text
            else:
                self.group(part, level, _unbreakable(parts[i + 1:], after))

    def group(self, group: Group, level: int, after: int) -> None:
        """Write ``group`` cut open, followed on its last line by ``after`` characters."""
        self.line += group.open
        sections = group.sections
        own_line = False
        for s, (arrow, items) in enumerate(sections):
            if not items and not s:
                continue  # `[=> ...]`: nothing before the first arrow
            # The separator before the run's first item: none, or the arrow.
            sep = "" if not s else f"{arrow} " if s == 1 and not sections[0][1] else f" {arrow} "
            end = len(group.close) + after if s == len(sections) - 1 else 0  # what follows the run
            own_line = self._run(items or [""], sep, end, group, level, own_line)
        self.line += group.close

    def _run(self, items: list[str], sep: str, end: int, group: Group, level: int, own_line: bool) -> bool:
        """Write a run of items separated by `, `, the first after ``sep``, the
        last followed by ``end`` characters; returns whether the next item
        starts a line of its own."""
        last = len(items) - 1
        joined = ", ".join(items)
        # Lines are filled from the run's text at once where no item can be a tuple.
        fill = joined[:1] != "(" and ", (" not in joined
        k = p = 0  # the next item, and where it starts in `joined`
        while k <= last:
            item_sep = sep if k == 0 else ", "
            if fill and not own_line:
                k, p = self._fill(items, joined, k, p, item_sep, end, level)
                if k > last:
                    break
                item_sep = sep if k == 0 else ", "  # item k is cut open: the item-by-item way below
            text = items[k]
            follow = end if k == last else 1
            tuple_ = _is_tuple(text, group.depth)
            if not (own_line or tuple_) and len(self.line) + len(item_sep) + len(text) + follow <= self.limit:
                self.line += item_sep + text
            else:
                self._cut(item_sep, level)
                room = self.limit - len(self.line)
                # After an item cut open, the next one starts a line of its own.
                own_line = tuple_ or len(text) + follow > room
                if len(text) + follow <= room:
                    self.line += text  # it fits whole: nothing in it is cut
                else:
                    self.parts(self._parts_of(text, group.depth), level + 1, follow)
            k += 1
            p += len(text) + 2
        return own_line

    def _parts_of(self, text: str, depth: int) -> list[str | Group]:
        """The parts of an item cut open: a call the printer wrote is known
        (it reads as `name`, its arguments in parentheses and `:type`), any
        other item is read from its text."""
        known = self.calls.get(id(text))
        if known is None or known[0] is not text:
            # An item read from its text (under a name=, say) is a copy of the call's text.
            known = self._by_text().get(text)
        if known is None or depth >= MAX_DEPTH:
            return _parts(text, depth)
        _, head, args, tail = known
        group = Group("(", ")", [("", args)], text[len(head):len(text) - len(tail)], depth + 1)
        return [head, group, tail] if tail else [head, group]

    def _by_text(self) -> dict[str, tuple[str, str, list[str], str]]:
        """The known calls by their text, made when first needed: few lines need it."""
        if self.by_text is None:
            self.by_text = {known[0]: known for known in self.calls.values()}
        return self.by_text

    def _cut(self, sep: str, level: int) -> None:
        """End the line before an item that came after ``sep``."""
        arrow = sep.strip()
        self.lines.append(self.line + ("," if arrow == "," else ""))
        self.line = self.continuation(level + 1) + (f"{arrow} " if arrow not in ("", ",") else "")

    def _fill(self, items: list[str], joined: str, k: int, p: int, sep: str, end: int, level: int
              ) -> tuple[int, int]:
        """Write the items of the run ``joined`` from item ``k`` (at ``p``) on,
        as many to a line as fit, the first after ``sep``; stops before an item
        that does not fit a line of its own.  Returns the next item and its position."""
        size = len(joined)
        last = len(items) - 1
        limit = self.limit
        line = self.line
        start = self.continuation(level + 1)
        while True:
            room = limit - len(line) - len(sep)
            if size - p + end <= room:  # the rest fits
                self.line = line + sep + joined[p:]
                return last + 1, size + 2
            q, j = p, k  # past the items that fit, each with its comma
            while j < last and q + len(items[j]) + 1 - p <= room:
                q += len(items[j]) + 2
                j += 1
            if j > k:
                line += sep + joined[p:q - 2]
                k, p = j, q
                sep = ", "
            # Item k starts the next line, if it fits there whole.
            length = (size - p + end) if k == last else len(items[k]) + 1
            arrow = sep.strip()
            prefix = "" if arrow in ("", ",") else arrow + " "
            if length > limit - len(start) - len(prefix):
                self.line = line
                return k, p
            self.lines.append(line + "," if arrow == "," else line)
            line = start + prefix
            sep = ""


def _unbreakable(parts: list[str | Group], after: int) -> int:
    """How many characters must follow on the same line: the text up to the
    first bracket that could be cut open, or all of it and ``after``."""
    length = 0
    for part in parts:
        if isinstance(part, Group):
            return length + len(part.open)
        length += len(part)
    return length + after
