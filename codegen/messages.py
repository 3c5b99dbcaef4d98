"""Renders the plan's messages as classes of our own, read straight from a
plan's wire bytes (generated/messages.py).

Compiled with mypyc, reading a field of one of these costs a third of
reading it through protobuf's Python API, which builds a new Python object
from upb's memory each time (benchmarks/perf_share.py: protobuf took about
40 % of format's time).  So the printer reads the plan's bytes into these,
and writes from them.  They answer the part of protobuf's message API that
the printer uses: fields by name (a keyword field by ``getattr``), an unset
message field reading as its empty message, ``HasField``, ``WhichOneof``,
``ListFields``, ``SerializeToString`` (the message's own bytes: the
printer's memo keys) and ``DESCRIPTOR``.

A message reads its bytes when one of its fields is first asked for: a type,
a schema or a field reference the printer has met before is found by its
bytes alone, and never read (they are three in five of a plan's messages).

A Plan also keeps its length-delimited unknown fields (``unknown_fields()``): the removed
``extension_uris`` and the note of its old fields, which the printer writes as `Old Fields:`.

The reader takes the encoding protobuf writes, which the printer reads from
``SerializeToString``.  Anything else (a message field given twice, which
protobuf would merge; two fields of one oneof; a length past its message)
raises ``Unreadable``: the readers never merge, and never guess.

Logic lives here: each class and reader is built as lines of Python; the
template only places them.
"""

from __future__ import annotations

import keyword

from google.protobuf.descriptor import Descriptor, FieldDescriptor

from codegen.printers import function_name as class_name  # one name a message has in generated/
from codegen.tables import all_messages, render

FD = FieldDescriptor
# (Python type, wire type, how a varint becomes the value) of each scalar field type.
_SCALARS: dict[int, tuple[str, int, str]] = {
    FD.TYPE_INT32: ("int", 0, "_int32({})"),
    FD.TYPE_ENUM: ("int", 0, "_int32({})"),  # proto3 enums are open: any int32
    FD.TYPE_INT64: ("int", 0, "_int64({})"),
    FD.TYPE_UINT32: ("int", 0, "{} & 0xFFFFFFFF"),
    FD.TYPE_UINT64: ("int", 0, "{}"),
    FD.TYPE_BOOL: ("bool", 0, "{} != 0"),
    FD.TYPE_DOUBLE: ("float", 1, ""),
    FD.TYPE_FLOAT: ("float", 5, ""),
    FD.TYPE_STRING: ("str", 2, ""),
    FD.TYPE_BYTES: ("bytes", 2, ""),
}
_DEFAULTS = {"int": "0", "bool": "False", "float": "0.0", "str": '""', "bytes": 'b""'}
# The messages whose length-delimited unknown fields the reader keeps, as (number, bytes):
# a Plan's removed `extension_uris` and the note of its old fields (plan/old_fields.py)
# are unknown fields of the Plan.
_KEEPS_UNKNOWN = frozenset({"substrait.Plan"})


def _attr(field: FieldDescriptor) -> str:
    """The attribute holding ``field``: a keyword gets a trailing underscore (``if_``)."""
    return field.name + "_" if keyword.iskeyword(field.name) else field.name


def _python_type(field: FieldDescriptor) -> str:
    if field.type == FD.TYPE_MESSAGE:
        return class_name(field.message_type.full_name)
    return _SCALARS[field.type][0]


def _slot_type(field: FieldDescriptor) -> str:
    python = _python_type(field)
    if field.is_repeated:
        return f"list[{python}]"
    return f"{python} | None" if field.type == FD.TYPE_MESSAGE else python


def _returns(field: FieldDescriptor) -> str:
    """The type a field's property returns, as its class body can say it (a field may be named
    `bool` or `list`: builtins.bool, builtins.list)."""
    python = _python_type(field)
    if field.type != FD.TYPE_MESSAGE:
        python = "builtins." + python
    return f"builtins.list[{python}]" if field.is_repeated else python


def _default(field: FieldDescriptor) -> str:
    if field.is_repeated:
        return "_EMPTY"
    return "None" if field.type == FD.TYPE_MESSAGE else _DEFAULTS[_python_type(field)]


def _value(field: FieldDescriptor) -> tuple[list[str], str, list[str]]:
    """How to read one value of ``field`` at ``pos``, its tag read: the lines
    before, the expression of the value, the lines after (``pos`` past it)."""
    t = field.type
    if t == FD.TYPE_MESSAGE:
        return (["n, pos = _length(buf, pos, end)"],
                f"{class_name(field.message_type.full_name)}(buf, pos, pos + n)", ["pos += n"])
    if t == FD.TYPE_STRING:
        return ["n, pos = _length(buf, pos, end)"], "buf[pos:pos + n].decode()", ["pos += n"]
    if t == FD.TYPE_BYTES:
        return ["n, pos = _length(buf, pos, end)"], "buf[pos:pos + n]", ["pos += n"]
    if t == FD.TYPE_DOUBLE:
        return [], "_fp64(buf, pos, end)", ["pos += 8"]
    if t == FD.TYPE_FLOAT:
        return [], "_fp32(buf, pos, end)", ["pos += 4"]
    return ["x, pos = _varint(buf, pos, end)"], _SCALARS[t][2].format("x"), []


class _Message:
    """What the template needs of one message: its class and reader as lines."""

    def __init__(self, d: Descriptor) -> None:
        self.full_name = d.full_name
        self.name = class_name(d.full_name)
        fields = sorted(d.fields, key=lambda f: f.number)
        present = [f for f in fields if f.has_presence]
        # A bit per field with presence, then one per oneof (any of its fields set).
        self.bits = {f.name: i for i, f in enumerate(present)}
        self.bits.update({o.name: len(present) + i for i, o in enumerate(d.oneofs)})
        # The fields of a oneof share one slot (`_o_kind`), its case the set field's number
        # (`_case_kind`, 0 for none): a Type or a Literal would carry some thirty slots else.
        self.oneofs = [(o.name, [(f.number, f.name) for f in o.fields]) for o in d.oneofs]
        alone = [f for f in fields if f.containing_oneof is None]
        self.slots = [(f"_f_{_attr(f)}", _slot_type(f), _default(f)) for f in alone]
        self.slots += [(f"_{x}_{o.name}", t, v) for o in d.oneofs for x, t, v in (("o", "Any", "None"),
                                                                                    ("case", "int", "0"))]
        self.properties = [self._property(f) for f in fields]
        self.keywords = [(f.name, _attr(f)) for f in fields if keyword.iskeyword(f.name)]
        # (field, attribute, presence bit or -1, float) in field-number order, for ListFields
        self.listing = [(f.number, _attr(f), self.bits.get(f.name, -1),
                         f.type in (FD.TYPE_DOUBLE, FD.TYPE_FLOAT) and not f.is_repeated) for f in fields]
        self.keeps_unknown = d.full_name in _KEEPS_UNKNOWN
        if self.keeps_unknown:
            self.slots.append(("_unknown", "list[tuple[int, bytes]]", "_EMPTY"))
        self.reader = self._reader(fields)

    @staticmethod
    def _property(f: FieldDescriptor) -> tuple[str, str, list[str]]:
        """(name, type, the lines after the read) of ``f``'s property."""
        attr, returns = _attr(f), _returns(f)
        message = f.type == FD.TYPE_MESSAGE and not f.is_repeated
        default = f"_NONE_{returns}" if message else _default(f)
        if f.containing_oneof is not None:
            o = f.containing_oneof.name
            return attr, returns, [f"if self._case_{o} == {f.number}:",
                                   f"    return cast({returns}, self._o_{o})",
                                   f"return {default}"]
        if message:
            return attr, returns, [f"v = self._f_{attr}", f"return v if v is not None else {default}"]
        return attr, returns, [f"return self._f_{attr}"]

    def _reader(self, fields: list[FieldDescriptor]) -> list[str]:
        """The body of the reader's ``while pos < end`` loop: a branch per field's tag."""
        lines: list[str] = []
        for f in fields:
            wire = 2 if f.type == FD.TYPE_MESSAGE else _SCALARS[f.type][1]
            attr = _attr(f)
            before, value, after = _value(f)
            lines.append(f"{'elif' if lines else 'if'} tag == {f.number << 3 | wire}:")
            if f.is_repeated:
                lines.append(f"    if self._f_{attr} is _EMPTY:")
                lines.append(f"        self._f_{attr} = []")
                lines.extend("    " + x for x in before)
                lines.append(f"    self._f_{attr}.append({value})")
                lines.extend("    " + x for x in after)
                if wire != 2:  # packed, as proto3 writes repeated scalars
                    lines.append(f"elif tag == {f.number << 3 | 2}:")
                    lines.append(f"    if self._f_{attr} is _EMPTY:")
                    lines.append(f"        self._f_{attr} = []")
                    lines.append("    n, pos = _length(buf, pos, end)")
                    lines.append("    stop = pos + n")
                    lines.append("    while pos < stop:")
                    lines.extend("        " + x.replace(", end)", ", stop)") for x in before)
                    lines.append(f"        self._f_{attr}.append({value.replace(', end)', ', stop)')})")
                    lines.extend("        " + x for x in after)
                    lines.append("    if pos != stop:")
                    lines.append("        raise Unreadable()")
                continue
            if f.containing_oneof is not None:
                o = f.containing_oneof.name
                if f.type == FD.TYPE_MESSAGE:  # another field of the oneof, or this one again (merged by protobuf)
                    lines.append(f"    if self._case_{o}:")
                else:  # another field of the oneof (a scalar given again: the last counts, as protobuf says)
                    lines.append(f"    if self._case_{o} and self._case_{o} != {f.number}:")
                lines.append("        raise Unreadable()")
                lines.extend("    " + x for x in before)
                lines.append(f"    self._o_{o} = {value}")
                lines.extend("    " + x for x in after)
                lines.append(f"    self._case_{o} = {f.number}")
                lines.append(f"    self._has |= {1 << self.bits[f.name] | 1 << self.bits[o]}")
                continue
            if f.type == FD.TYPE_MESSAGE:
                lines.append(f"    if self._f_{attr} is not None:")  # given twice: protobuf would merge the two
                lines.append("        raise Unreadable()")
            lines.extend("    " + x for x in before)
            lines.append(f"    self._f_{attr} = {value}")
            lines.extend("    " + x for x in after)
            if f.has_presence:
                lines.append(f"    self._has |= {1 << self.bits[f.name]}")
        skip = ["pos = _skip(buf, pos, end, tag)"]
        if self.keeps_unknown:
            skip = ["if tag & 7 == 2 and tag >> 3:",
                    "    if self._unknown is _EMPTY:",
                    "        self._unknown = []",
                    "    n, pos = _length(buf, pos, end)",
                    "    self._unknown.append((tag >> 3, buf[pos:pos + n]))",
                    "    pos += n",
                    "else:",
                    "    pos = _skip(buf, pos, end, tag)"]
        if lines:
            lines.append("else:")
            lines.extend("    " + x for x in skip)
        else:
            lines.extend(skip)
        return lines


def generate() -> dict[str, str]:
    messages = [_Message(d) for _, d in sorted(all_messages().items())]
    return {"messages.py": render("messages.py.j2", messages=messages)}
