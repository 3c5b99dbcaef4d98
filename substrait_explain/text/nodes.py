"""The syntax tree the plan builder works on.

:mod:`substrait_explain.text.syntax` turns ANTLR's parse tree into these small
nodes; :mod:`substrait_explain.codec.builder` turns them into protobuf messages.
Every node knows where it came from (1-based line and column) for errors.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, ClassVar


class Node:
    """A node: where it starts, and the fields its kind lists in ``FIELDS`` (line and
    column first), by which nodes compare equal and print, as dataclasses would.
    Plain classes, not dataclasses: making these two dozen dataclasses cost a quarter
    of ``import substrait_explain`` (about 8 ms).  Each kind sets ``line`` and ``col``
    itself rather than through ``Node.__init__``: a call less for every node parsed."""

    FIELDS: ClassVar[tuple[str, ...]] = ("line", "col")

    def __init__(self, line: int, col: int) -> None:
        self.line = line
        self.col = col

    def field_values(self) -> list[Any]:
        """The node's fields, in the order of ``FIELDS``."""
        return [getattr(self, name) for name in self.FIELDS]

    def replaced(self, **changes: Any) -> Any:
        """A node of the same kind with ``changes`` to its fields, the others kept."""
        return type(self)(**{name: changes.get(name, getattr(self, name)) for name in self.FIELDS})

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Node) and type(other) is type(self) and other.field_values() == self.field_values()

    __hash__ = None  # type: ignore[assignment]  # mutable, equal by value: unhashable, as a dataclass

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={value!r}" for name, value in zip(self.FIELDS, self.field_values(), strict=True))
        return f"{type(self).__name__}({fields})"


class TypeNode(Node):
    FIELDS = ("line", "col", "name", "quoted", "udt", "anchor", "urn", "variation", "nullability", "params")

    def __init__(self, line: int, col: int, name: str, quoted: bool = False, udt: bool = False,
                 anchor: int | None = None, urn: int | None = None, variation: int | None = None,
                 nullability: str = "required", params: list | None = None) -> None:
        self.line = line
        self.col = col
        self.name = name
        self.quoted = quoted
        self.udt = udt
        self.anchor = anchor
        self.urn = urn
        self.variation = variation
        self.nullability = nullability  # required | nullable | unspecified
        self.params = params  # None: no `<...>`; []: `<>`

    @property
    def bare(self) -> bool:
        """A plain word with no suffixes: a name as much as a type."""
        return not (self.udt or self.quoted) and self.anchor is None and self.urn is None and \
            self.variation is None and self.nullability == "required" and self.params is None

    @property
    def plain_name(self) -> str | None:
        """The name this node is when it is only a name (`id`, `"full name"`), else None."""
        plain = not self.udt and self.anchor is None and self.urn is None and self.variation is None and \
            self.nullability == "required" and self.params is None
        return self.name if plain else None


class NamedType(Node):  # `a: i64` inside nstruct<...>
    FIELDS = ("line", "col", "name", "type")

    def __init__(self, line: int, col: int, name: str, type: TypeNode) -> None:
        self.line = line
        self.col = col
        self.name = name
        self.type = type


class FuncTypeParam(Node):  # `(i64, string) -> boolean`
    FIELDS = ("line", "col", "params", "result")

    def __init__(self, line: int, col: int, params: list, result: Node) -> None:
        self.line = line
        self.col = col
        self.params = params
        self.result = result


class Lit(Node):
    FIELDS = ("line", "col", "kind", "value", "type")

    def __init__(self, line: int, col: int, kind: str, value: Any, type: TypeNode | None = None) -> None:
        self.line = line
        self.col = col
        self.kind = kind  # int | float | string | bytes | bool | null
        self.value = value  # int, float or str (decimal text), str, bytes, bool or None, by kind
        self.type = type


class Ref(Node):  # `$2`, `$2.0.1` (nested struct fields), `^$0` (one query out), `?$0` (no root)
    FIELDS = ("line", "col", "path", "steps_out", "rooted", "name")

    def __init__(self, line: int, col: int, path: list[int], steps_out: int = 0, rooted: bool = True,
                 name: str | None = None) -> None:
        self.line = line
        self.col = col
        self.path = path
        self.steps_out = steps_out
        self.rooted = rooted
        self.name = name  # `$2:price`: the column's name, checked against the plan


class Range(Node):  # `$3..$9`: the columns 3 to 9, in order (in an output list)
    FIELDS = ("line", "col", "start", "end")

    def __init__(self, line: int, col: int, start: int, end: int) -> None:
        self.line = line
        self.col = col
        self.start = start
        self.end = end


class Call(Node):
    FIELDS = ("line", "col", "name", "anchor", "urn", "args", "type", "over")

    def __init__(self, line: int, col: int, name: str, anchor: int | None, urn: int | None, args: list,
                 type: TypeNode | None, over: list | None = None) -> None:
        self.line = line
        self.col = col
        self.name = name
        self.anchor = anchor
        self.urn = urn
        self.args = args
        self.type = type
        self.over = over  # window function: the items of `over (...)`


class Cast(Node):  # `(x)::T`, `(x)::?T`, `(x)::!T`
    FIELDS = ("line", "col", "input", "type", "failure")

    def __init__(self, line: int, col: int, input: Node, type: TypeNode, failure: str | None = None) -> None:
        self.line = line
        self.col = col
        self.input = input
        self.type = type
        self.failure = failure  # None, '?' (return null) or '!' (throw)


class Arm(Node):  # `cond -> value`; cond None for `_`
    FIELDS = ("line", "col", "cond", "value")

    def __init__(self, line: int, col: int, cond: Node | None, value: Node) -> None:
        self.line = line
        self.col = col
        self.cond = cond
        self.value = value


class Enum(Node):
    FIELDS = ("line", "col", "name")

    def __init__(self, line: int, col: int, name: str | int) -> None:
        self.line = line
        self.col = col
        self.name = name


class Tuple(Node):
    FIELDS = ("line", "col", "items")

    def __init__(self, line: int, col: int, items: list) -> None:
        self.line = line
        self.col = col
        self.items = items


class List(Node):
    FIELDS = ("line", "col", "values")

    def __init__(self, line: int, col: int, values: list) -> None:
        self.line = line
        self.col = col
        self.values = values


class QName(Node):
    FIELDS = ("line", "col", "parts")

    def __init__(self, line: int, col: int, parts: list[str]) -> None:
        self.line = line
        self.col = col
        self.parts = parts


class Named(Node):
    FIELDS = ("line", "col", "name", "value")

    def __init__(self, line: int, col: int, name: str, value: Any) -> None:
        self.line = line
        self.col = col
        self.name = name
        self.value = value  # a Node; a str in Version's fields


class Column(Node):
    FIELDS = ("line", "col", "name", "type")

    def __init__(self, line: int, col: int, name: str, type: TypeNode) -> None:
        self.line = line
        self.col = col
        self.name = name
        self.type = type


class Ellipsis(Node):
    pass


class SubplanRef(Node):  # `%1` in an argument: the relation labelled %1 below
    FIELDS = ("line", "col", "label")

    def __init__(self, line: int, col: int, label: int) -> None:
        self.line = line
        self.col = col
        self.label = label


class RelLine(Node):
    FIELDS = ("line", "col", "name", "subname", "sections", "indent", "label", "arrows", "addendum")

    def __init__(self, line: int, col: int, name: str, subname: str | None, sections: list[list[Node]], indent: int,
                 label: int | None = None, arrows: list[str] | None = None, addendum: bool = False) -> None:
        self.line = line
        self.col = col
        self.name = name
        self.subname = subname
        self.sections = sections
        self.indent = indent
        self.label = label  # `%N:` before a subquery's relation
        self.arrows = arrows if arrows is not None else []  # the arrow before each section after the first
        self.addendum = addendum  # `+ Enh:Name[...]`: a payload of the relation above, not a relation


class BrokenLine(RelLine):
    """A plan line with a syntax error (reported apart), in a document read for all its errors:
    where it stands (its indentation, -1 when a tab leaves it unknown; its `%N:` label or `+`)
    is all that is known of it, so that the lines around it are built and checked, and what
    contains it is known to be incomplete."""


class Int(Node):  # a number where its own position matters for errors
    FIELDS = ("line", "col", "value")

    def __init__(self, line: int, col: int, value: int) -> None:
        self.line = line
        self.col = col
        self.value = value


class ExtDecl(Node):
    FIELDS = ("line", "col", "anchor", "urn", "text", "quoted")

    def __init__(self, line: int, col: int, anchor: Int | None, urn: Int, text: str, quoted: bool = False) -> None:
        self.line = line
        self.col = col
        self.anchor = anchor  # None for a URN declaration
        self.urn = urn
        self.text = text
        self.quoted = quoted  # written "in quotes": the text is taken as it is


class OldFieldsLine(Node):  # `old = fetch, grouping` (at the way) under `Old Fields:`
    FIELDS = ("line", "col", "way", "kinds")

    def __init__(self, line: int, col: int, way: str, kinds: list[Named]) -> None:
        self.line = line
        self.col = col
        self.way = way  # `old` or `old+new`
        self.kinds = kinds  # each kind's name where it stands, and the places it names (a list of str)


class UnknownValue(Node):  # `5`, `x'0801'`, `fixed32(7)`: an unknown field's value, or a line's raw bytes
    FIELDS = ("line", "col", "wire", "value")

    def __init__(self, line: int, col: int, wire: str | None, value: int | bytes) -> None:
        self.line = line
        self.col = col
        self.wire = wire  # the name before `(...)` (`fixed32`); None for a plain number or bytes
        self.value = value


class UnknownField(Node):  # `99 = 5` in an `Unknown Fields:` line
    FIELDS = ("line", "col", "number", "value")

    def __init__(self, line: int, col: int, number: int, value: UnknownValue) -> None:
        self.line = line
        self.col = col
        self.number = number
        self.value = value


class UnknownFieldsLine(Node):  # `'relations[0].root.input.read': 99 = 5` under `Unknown Fields:`
    FIELDS = ("line", "col", "place", "fields", "raw")

    def __init__(self, line: int, col: int, place: str, fields: list[UnknownField],
                 raw: UnknownValue | None) -> None:
        self.line = line
        self.col = col
        self.place = place
        self.fields = fields
        self.raw = raw  # `'place': x'...'`: the fields as they were written, instead of ``fields``


class ExtGroup(Node):
    FIELDS = ("line", "col", "name", "decls", "old_fields", "unknown_fields")

    def __init__(self, line: int, col: int, name: str, decls: list[ExtDecl],
                 old_fields: list[OldFieldsLine] | None = None,
                 unknown_fields: list[UnknownFieldsLine] | None = None) -> None:
        self.line = line
        self.col = col
        self.name = name
        self.decls = decls
        self.old_fields = old_fields if old_fields is not None else []
        self.unknown_fields = unknown_fields if unknown_fields is not None else []


class Version(Node):  # `=== Version 0.55.0` and its `producer: ...` lines (Named, with str values)
    FIELDS = ("line", "col", "number", "fields")

    def __init__(self, line: int, col: int, number: str, fields: list[Named]) -> None:
        self.line = line
        self.col = col
        self.number = number
        self.fields = fields


class Document:
    def __init__(self, version: Version | None, extensions: list[ExtGroup], lines: Iterable[Named | RelLine],
                 tables: list[RelLine] | None = None) -> None:
        self.version = version
        self.extensions = extensions
        self.lines = lines  # the plan: `name=value` fields and relations, in text order
        self.tables = tables if tables is not None else []  # `=== Tables`: `Table[t => a:i64]` lines
