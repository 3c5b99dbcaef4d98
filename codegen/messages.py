"""Renders the plan's messages as tables for one reader of a plan's wire bytes
(generated/messages.py).

Compiled with mypyc, reading a field of a message this way costs a third of
reading it through protobuf's Python API, which builds a new Python object
from upb's memory each time (benchmarks/perf_share.py: protobuf took about
40 % of format's time).  So the printer reads the plan's bytes, and writes
from what they hold.  A read message answers the part of protobuf's message
API that the printer uses: fields by name (a keyword field by ``getattr``,
or with a trailing underscore), an unset message field reading as its empty
message, ``HasField``, ``WhichOneof``, ``ListFields``, ``SerializeToString``
(the message's own bytes: the printer's memo keys) and ``DESCRIPTOR``.

Every message is one class, ``Message``, told apart by its ``Kind``: one
reading loop serves every kind, driven by a table of its fields that this
module works out from the descriptors (each field's place among the values,
its tag, how its value is read, its presence bits).  A class per message
(as before) cost every process's import 175 type objects (about 1 ms) and
put a reader of its own per message in the code a pass executes (a third
of it), which the instruction cache could not hold.

A message reads its bytes when one of its fields is first asked for: a type,
a schema or a field reference the printer has met before is found by its
bytes alone, and never read (they are three in five of a plan's messages).

A Plan also keeps its length-delimited unknown fields (``unknown_fields()``): the removed
``extension_uris`` and the note of its old fields, which the printer writes as `Old Fields:`.

The reader takes the encoding protobuf writes, which the printer reads from
``SerializeToString``.  Anything else (a message field given twice, which
protobuf would merge; two fields of one oneof; a length past its message)
raises ``Unreadable``: the reader never merges, and never guesses.
"""

from __future__ import annotations

import json
import keyword

from google.protobuf.descriptor import Descriptor, FieldDescriptor

from codegen.tables import all_messages, render

FD = FieldDescriptor
# How a value is read: generated/messages.py's constants, by these names and numbers.
HOWS = ["MESSAGE", "STRING", "BYTES", "DOUBLE", "FLOAT", "INT32", "INT64", "UINT32", "UINT64", "BOOL"]
# Each field type's way, and its wire type.
_HOW: dict[int, tuple[str, int]] = {
    FD.TYPE_MESSAGE: ("MESSAGE", 2),
    FD.TYPE_STRING: ("STRING", 2),
    FD.TYPE_BYTES: ("BYTES", 2),
    FD.TYPE_DOUBLE: ("DOUBLE", 1),
    FD.TYPE_FLOAT: ("FLOAT", 5),
    FD.TYPE_INT32: ("INT32", 0),
    FD.TYPE_ENUM: ("INT32", 0),  # proto3 enums are open: any int32
    FD.TYPE_INT64: ("INT64", 0),
    FD.TYPE_UINT32: ("UINT32", 0),
    FD.TYPE_UINT64: ("UINT64", 0),
    FD.TYPE_BOOL: ("BOOL", 0),
}
# The messages whose length-delimited unknown fields the reader keeps, as (number, bytes):
# a Plan's removed `extension_uris` and the note of its old fields (plan/old_fields.py)
# are unknown fields of the Plan.
_KEEPS_UNKNOWN = frozenset({"substrait.Plan"})
# What Message answers by these names itself: a field of the same name could not be read.
_MESSAGE_OWN = frozenset({"DESCRIPTOR", "HasField", "WhichOneof", "ListFields", "SerializeToString",
                          "unknown_fields"})


def _literal(value: object) -> str:
    """``value`` (tuples of strings, ints and bools) as Python source, strings double-quoted."""
    if isinstance(value, tuple):
        items = ", ".join(_literal(x) for x in value)
        return f"({items},)" if len(value) == 1 else f"({items})"
    if isinstance(value, str):
        return json.dumps(value)
    return repr(value)


def _attr(field: FieldDescriptor) -> str:
    """The name protobuf's Python classes give ``field`` beside its own: a keyword gets a
    trailing underscore (``if_``)."""
    return field.name + "_" if keyword.iskeyword(field.name) else field.name


class _Kind:
    """One message's table, as generated/messages.py's Kind reads it."""

    def __init__(self, d: Descriptor) -> None:
        self.full_name = d.full_name
        fields = sorted(d.fields, key=lambda f: f.number)
        clash = [f.name for f in fields if f.name in _MESSAGE_OWN or f.name.startswith("_")]
        assert not clash, f"{d.full_name}: fields named as Message's own: {clash}"
        present = [f for f in fields if f.has_presence]
        # A presence bit per field with presence, then one per oneof (any of its fields set).
        self.bits = {f.name: i for i, f in enumerate(present)}
        self.bits.update({o.name: len(present) + i for i, o in enumerate(d.oneofs)})
        assert len(self.bits) < 63, f"{d.full_name}: more presence bits than a machine integer holds"
        # The values: a slot per field outside a oneof, then two per oneof (its set field's
        # value, and its case: the set field's number, 0 for none), then the unknown fields kept.
        alone = [f for f in fields if f.containing_oneof is None]
        slots = {f.name: i for i, f in enumerate(alone)}
        cases = {}
        for i, o in enumerate(d.oneofs):
            cases[o.name] = len(alone) + 2 * i + 1
            slots.update({f.name: len(alone) + 2 * i for f in o.fields})
        self.size = len(alone) + 2 * len(d.oneofs)
        self.unknown_slot = -1
        if d.full_name in _KEEPS_UNKNOWN:
            self.unknown_slot, self.size = self.size, self.size + 1
        self.oneofs = tuple((o.name, cases[o.name], tuple((f.number, f.name) for f in o.fields)) for o in d.oneofs)
        self.fields = [_literal(self._field(f, slots[f.name], cases)) for f in fields]
        self.bits_text = _literal(tuple(self.bits.items()))
        self.oneofs_text = _literal(self.oneofs)

    def _field(self, f: FieldDescriptor, slot: int, cases: dict[str, int]) -> tuple:
        """(name, other name, number, slot, case slot or -1, how, wire, repeated, message kind or
        "", bits set when read, presence bit or -1, float without presence) of ``f``."""
        how, wire = _HOW[f.type]
        oneof = f.containing_oneof
        bits = (1 << self.bits[f.name] if f.has_presence else 0) | (1 << self.bits[oneof.name] if oneof else 0)
        floats = f.type in (FD.TYPE_DOUBLE, FD.TYPE_FLOAT) and not f.is_repeated
        return (f.name, _attr(f), f.number, slot, cases[oneof.name] if oneof else -1, HOWS.index(how), wire,
                f.is_repeated, f.message_type.full_name if f.message_type else "", bits,
                self.bits.get(f.name, -1), floats)


def generate() -> dict[str, str]:
    kinds = [_Kind(d) for _, d in sorted(all_messages().items())]
    return {"messages.py": render("messages.py.j2", kinds=kinds, hows=HOWS)}
