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

The reader takes the encoding protobuf writes, which the printer reads from
``SerializeToString``.  Anything else (a message field given twice, which
protobuf would merge; two fields of one oneof; a length past its message)
raises ``Unreadable``: the readers never merge, and never guess.

Logic lives here: each class and reader is built as lines of Python; the
template only places them.
"""

from __future__ import annotations

import json
import keyword

from google.protobuf.descriptor import Descriptor, FieldDescriptor

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


def class_name(full_name: str) -> str:
    """`substrait.Expression.Literal` -> `Expression_Literal` (as the printer table names them)."""
    return full_name.removeprefix("substrait.").replace(".", "_")


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
        oneofs = list(d.oneofs)
        # A bit per field with presence, then one per oneof (any of its fields set).
        self.bits = {f.name: i for i, f in enumerate(present)}
        self.bits.update({o.name: len(present) + i for i, o in enumerate(oneofs)})
        self.oneofs = [o.name for o in oneofs]
        self.slots = [(f"_f_{_attr(f)}", _slot_type(f)) for f in fields] + [(f"_case_{o}", "str | None")
                                                                            for o in self.oneofs]
        self.defaults = [(f"_f_{_attr(f)}", _default(f)) for f in fields] + [(f"_case_{o}", "None")
                                                                           for o in self.oneofs]
        self.properties = [(_attr(f), _returns(f), f.type == FD.TYPE_MESSAGE and not f.is_repeated)
                           for f in fields]
        self.keywords = [(f.name, _attr(f)) for f in fields if keyword.iskeyword(f.name)]
        self.list_fields = self._list_fields(fields)
        self.reader = self._reader(fields)

    def _list_fields(self, fields: list[FieldDescriptor]) -> list[str]:
        lines = []
        for i, f in enumerate(fields):
            value = f"self._f_{_attr(f)}"
            if f.has_presence:
                test = f"self._has >> {self.bits[f.name]} & 1"
            elif f.type in (FD.TYPE_DOUBLE, FD.TYPE_FLOAT) and not f.is_repeated:
                test = f"{value} != 0 or math.copysign(1.0, {value}) < 0"  # -0.0 is set: its bits are not zero
            else:
                test = value
            lines.append(f"if {test}:")
            lines.append(f"    out.append((_FIELDS_{self.name}[{i}], {value}))")
        return lines

    def _reader(self, fields: list[FieldDescriptor]) -> list[str]:
        """The body of the reader's ``while pos < end`` loop: a branch per field's tag."""
        lines: list[str] = []
        for f in fields:
            wire = 2 if f.type == FD.TYPE_MESSAGE else _SCALARS[f.type][1]
            attr = _attr(f)
            before, value, after = _value(f)
            lines.append(f"{'elif' if lines else 'if'} tag == {f.number << 3 | wire}:")
            if f.is_repeated:
                lines.append(f"    if m._f_{attr} is _EMPTY:")
                lines.append(f"        m._f_{attr} = []")
                lines.extend("    " + x for x in before)
                lines.append(f"    m._f_{attr}.append({value})")
                lines.extend("    " + x for x in after)
                if wire != 2:  # packed, as proto3 writes repeated scalars
                    lines.append(f"elif tag == {f.number << 3 | 2}:")
                    lines.append(f"    if m._f_{attr} is _EMPTY:")
                    lines.append(f"        m._f_{attr} = []")
                    lines.append("    n, pos = _length(buf, pos, end)")
                    lines.append("    stop = pos + n")
                    lines.append("    while pos < stop:")
                    lines.extend("        " + x.replace(", end)", ", stop)") for x in before)
                    lines.append(f"        m._f_{attr}.append({value.replace(', end)', ', stop)')})")
                    lines.extend("        " + x for x in after)
                    lines.append("    if pos != stop:")
                    lines.append("        raise Unreadable()")
                continue
            if f.type == FD.TYPE_MESSAGE:
                lines.append(f"    if m._f_{attr} is not None:")  # given twice: protobuf would merge the two
                lines.append("        raise Unreadable()")
            lines.extend("    " + x for x in before)
            lines.append(f"    m._f_{attr} = {value}")
            lines.extend("    " + x for x in after)
            if f.containing_oneof is not None:
                o = f.containing_oneof.name
                lines.append(f"    if m._case_{o} is not None:")  # two of one oneof: protobuf keeps the last
                lines.append("        raise Unreadable()")
                lines.append(f"    m._case_{o} = {json.dumps(f.name)}")
                lines.append(f"    m._has |= {1 << self.bits[f.name] | 1 << self.bits[o]}")
            elif f.has_presence:
                lines.append(f"    m._has |= {1 << self.bits[f.name]}")
        if lines:
            lines.append("else:")
            lines.append("    pos = _skip(buf, pos, end, tag)")
        else:
            lines.append("pos = _skip(buf, pos, end, tag)")
        return lines


def generate() -> dict[str, str]:
    messages = [_Message(d) for _, d in sorted(all_messages().items())]
    return {"messages.py": render("messages.py.j2", messages=messages)}
