"""The syntax tree the plan builder works on.

:mod:`substrait_explain.text.syntax` turns ANTLR's parse tree into these small
nodes; :mod:`substrait_explain.codec.builder` turns them into protobuf messages.
Every node knows where it came from (1-based line and column) for errors.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any


@dataclass(slots=True)
class Node:
    line: int
    col: int


@dataclass(slots=True)
class TypeNode(Node):
    name: str
    quoted: bool = False
    udt: bool = False
    anchor: int | None = None
    urn: int | None = None
    variation: int | None = None
    nullability: str = "required"  # required | nullable | unspecified
    params: list | None = None  # None: no `<...>`; []: `<>`

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


@dataclass(slots=True)
class NamedType(Node):  # `a: i64` inside nstruct<...>
    name: str
    type: TypeNode


@dataclass(slots=True)
class FuncTypeParam(Node):  # `(i64, string) -> boolean`
    params: list
    result: Node


@dataclass(slots=True)
class Lit(Node):
    kind: str  # int | float | string | bytes | bool | null
    value: Any  # int, float or str (decimal text), str, bytes, bool or None, by kind
    type: TypeNode | None = None


@dataclass(slots=True)
class Ref(Node):  # `$2`, `$2.0.1` (nested struct fields), `^$0` (one query out), `?$0` (no root)
    path: list[int]
    steps_out: int = 0
    rooted: bool = True
    name: str | None = None  # `$2:price`: the column's name, checked against the plan


@dataclass(slots=True)
class Range(Node):  # `$3..$9`: the columns 3 to 9, in order (in an output list)
    start: int
    end: int


@dataclass(slots=True)
class Call(Node):
    name: str
    anchor: int | None
    urn: int | None
    args: list
    type: TypeNode | None
    over: list | None = None  # window function: the items of `over (...)`


@dataclass(slots=True)
class Cast(Node):  # `(x)::T`, `(x)::?T`, `(x)::!T`
    input: Node
    type: TypeNode
    failure: str | None = None  # None, '?' (return null) or '!' (throw)


@dataclass(slots=True)
class Arm(Node):  # `cond -> value`; cond None for `_`
    cond: Node | None
    value: Node


@dataclass(slots=True)
class Enum(Node):
    name: str | int


@dataclass(slots=True)
class Tuple(Node):
    items: list


@dataclass(slots=True)
class List(Node):
    values: list


@dataclass(slots=True)
class QName(Node):
    parts: list[str]


@dataclass(slots=True)
class Named(Node):
    name: str
    value: Any  # a Node; a str in Version's fields


@dataclass(slots=True)
class Column(Node):
    name: str
    type: TypeNode


@dataclass(slots=True)
class Ellipsis(Node):
    pass


@dataclass(slots=True)
class SubplanRef(Node):  # `%1` in an argument: the relation labelled %1 below
    label: int


@dataclass(slots=True)
class RelLine(Node):
    name: str
    subname: str | None
    sections: list[list[Node]]
    indent: int
    label: int | None = None  # `%N:` before a subquery's relation
    arrows: list[str] = field(default_factory=list)  # the arrow before each section after the first
    addendum: bool = False  # `+ Enh:Name[...]`: a payload of the relation above, not a relation


@dataclass(slots=True)
class Int(Node):  # a number where its own position matters for errors
    value: int


@dataclass(slots=True)
class ExtDecl(Node):
    anchor: Int | None  # None for a URN declaration
    urn: Int
    text: str
    quoted: bool = False  # written "in quotes": the text is taken as it is


@dataclass(slots=True)
class OldFieldsLine(Node):  # `old = fetch, grouping` (at the way) under `Old Fields:`
    way: str  # `old` or `old+new`
    kinds: list[Named]  # each kind's name where it stands, and the places it names (a list of str)


@dataclass(slots=True)
class ExtGroup(Node):
    name: str
    decls: list[ExtDecl]
    old_fields: list[OldFieldsLine] = field(default_factory=list)


@dataclass(slots=True)
class Version(Node):  # `=== Version 0.55.0` and its `producer: ...` lines (Named, with str values)
    number: str
    fields: list[Named]


@dataclass(slots=True)
class Document:
    version: Version | None
    extensions: list[ExtGroup]
    lines: Iterable[Named | RelLine]  # the plan: `name=value` fields and relations, in text order
