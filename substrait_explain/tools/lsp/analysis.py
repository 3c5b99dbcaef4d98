"""One plan text as the server knows it, read once per version of the document.

The text is parsed and built by the package's own parser and builder (with
the :class:`Recorder` that ``validate`` uses, so that a line that fails does
not hide the others): what comes out is the syntax tree, the plan as far as
it builds, and the relation each relation line made.  The outline (which
relation each line is part of) is read from the text alone, so it is there
even while the text has syntax errors.

Positions: the protocol counts a line's characters in the units the client
chose (UTF-16 by default); here they are indexes into Python strings, and
:class:`Units` converts at the edges.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from google.protobuf.message import Message
from lsprotocol import types as t
from substrait.proto import Plan

from substrait_explain import api
from substrait_explain.base import deep
from substrait_explain.base.errors import Error
from substrait_explain.codec.builder import Recorder
from substrait_explain.codec.extensions import Extensions, build_extensions
from substrait_explain.plan import functions
from substrait_explain.plan.exprtypes import Typer
from substrait_explain.plan.schema import Schemas
from substrait_explain.text import nodes as n
from substrait_explain.text.outline import Outline
from substrait_explain.text.syntax import parse_document, source_lines


def _parsed(text: str) -> tuple[n.Document | None, bool]:
    """The syntax tree of ``text``, a plan line with syntax errors standing in it as a
    :class:`nodes.BrokenLine` (None when its head has errors), and whether it has any."""
    try:
        doc, errors = parse_document(text, collect=True)
    except Error:
        return None, True
    return doc, bool(errors)


def _extensions(doc: n.Document) -> Extensions | None:
    try:
        return build_extensions(doc.extensions, Plan())
    except Error:
        return None


class Units:
    """Columns in the client's position encoding (``utf-8``, ``utf-16`` or ``utf-32``)."""

    def __init__(self, encoding: str = "utf-16") -> None:
        self.encoding = encoding

    def width(self, text: str) -> int:
        if self.encoding == "utf-32" or text.isascii():  # most plans: a character is a unit
            return len(text)
        if self.encoding == "utf-8":
            return len(text.encode("utf-8", "surrogatepass"))
        return len(text) + sum(ord(c) > 0xFFFF for c in text)

    def to_client(self, line: str, column: int) -> int:
        return self.width(line[:column])

    def from_client(self, line: str, units: int) -> int:
        """The string index of the character at ``units`` (past the end: the end)."""
        if self.encoding == "utf-32" or line.isascii():
            return min(units, len(line))
        count = 0
        for i, c in enumerate(line):
            if count >= units:
                return i
            count += self.width(c)
        return len(line)


@dataclass
class Analysis:
    """What one version of a document is: made by :meth:`of`, then only read."""
    text: str
    lines: list[str]
    outline: Outline
    units: Units
    doc: n.Document | None = None  # None while its head has syntax errors
    plan: Plan | None = None  # None unless the text builds to a plan (maybe with errors in some lines)
    syntax_errors: bool = True  # whether some line has them (the plan is built without those lines)
    ext: Extensions | None = None  # the declarations, when the head builds
    rels: dict[int, Message] = field(default_factory=dict)  # 0-based line -> the Rel (or RelRoot) it made
    rel_lines: dict[int, n.RelLine] = field(default_factory=dict)  # 0-based line -> its relation line
    calls: dict[int, tuple[n.Call, Message]] = field(default_factory=dict)  # id(call node) -> (it, its message)
    _schemas: Schemas | None = None
    incomplete: Callable[[Message], bool] | None = None  # what the lines that failed leave unknown

    @classmethod
    def of(cls, text: str, units: Units | None = None) -> Analysis:
        lines = source_lines(text)
        found = cls(text, lines, Outline(lines), units or Units())
        deep.run(found._read)
        return found

    def _read(self) -> None:
        doc, self.syntax_errors = _parsed(self.text)
        if doc is None:
            return
        self.doc = doc
        # A line being typed has syntax errors: the others are known all the same.
        self.rel_lines = {line.line - 1: line for line in doc.lines
                          if isinstance(line, n.RelLine) and not isinstance(line, n.BrokenLine)}
        self.ext = _extensions(doc)
        if self.ext is None:
            return
        recorder = Recorder()
        try:
            self.plan = api.build_document(doc, self.text, recorder)
        except Error:  # an error that ends the build (a line indented too far): no columns to tell
            self.plan = None
        else:
            self.rels = {line.line - 1: msg for msg, line in recorder.lines.values()
                         if not isinstance(line, n.BrokenLine)}
            self.incomplete = recorder.incomplete
        self.calls = {id(call): (call, msg) for msg, call in recorder.calls.values()}

    @property
    def schemas(self) -> Schemas:
        """The columns of every relation of the plan (the one schema derivation), a call
        without an output type typed as its YAML derives it, as `validate` does."""
        if self._schemas is None:
            self._schemas = deep.run(lambda: Typer(self.plan, functions.standard(), incomplete=self.incomplete).schemas)
        return self._schemas

    # ---- positions ----

    def position(self, line: int, column: int) -> t.Position:
        """The protocol's position of 0-based ``line`` and string index ``column``."""
        text = self.lines[line] if 0 <= line < len(self.lines) else ""
        return t.Position(line, self.units.to_client(text, column))

    def range(self, line: int, start: int, end: int, end_line: int | None = None) -> t.Range:
        return t.Range(self.position(line, start), self.position(line if end_line is None else end_line, end))

    def column_of(self, position: t.Position) -> int:
        """The string index in its line of a position the client sent."""
        line = self.lines[position.line] if 0 <= position.line < len(self.lines) else ""
        return self.units.from_client(line, position.character)

    def line_range(self, line: int) -> t.Range:
        return self.range(line, 0, len(self.lines[line]))

    # ---- the syntax tree ----

    def relation_of(self, line: int) -> int | None:
        """The 0-based line of the relation line that line ``line`` is part of."""
        owner = self.outline.owner[line] if 0 <= line < len(self.outline.owner) else -1
        return None if owner == -1 else owner

    def nodes(self, line: int) -> Iterator[tuple[n.Node, int]]:
        """Every node of the relation line starting at ``line``, with the number
        of the section it is in (sections are parted by `=>` and the other arrows)."""
        rel_line = self.rel_lines.get(line)
        if rel_line is None:
            return
        for number, section in enumerate(rel_line.sections):
            stack: list = list(reversed(section))
            while stack:
                node = stack.pop()
                if isinstance(node, list | tuple):
                    stack.extend(reversed(node))
                elif isinstance(node, n.Node):
                    yield node, number
                    stack.extend(reversed(node.field_values()[2:]))  # the fields after line and col

    def all_nodes(self) -> Iterator[tuple[n.Node, int, int]]:
        """Every node of every relation line: (node, its relation's 0-based line, section number)."""
        for line in self.rel_lines:
            for node, section in self.nodes(line):
                yield node, line, section

    def node_at(self, line: int, column: int, kind: type) -> tuple[n.Node, int] | None:
        """The node of ``kind`` starting at 0-based ``line`` and string index ``column``."""
        owner = self.relation_of(line)
        if owner is None:
            return None
        for node, section in self.nodes(owner):
            if isinstance(node, kind) and node.line - 1 == line and node.col - 1 == column:
                return node, section
        return None
