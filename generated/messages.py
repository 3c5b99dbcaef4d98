# generated — do not edit. Regenerate with: python -m codegen
"""The plan's messages, read from a plan's wire bytes by one reader and a table per message.

Rendered by codegen/messages.py from the proto descriptors (it says why).
`read_plan` reads a Plan; a Message answers the part of protobuf's message
API the printer uses.  Messages are read-only: an unset message field reads
as one shared empty message of its kind.
"""

from __future__ import annotations

import math
import struct
from typing import TYPE_CHECKING, Any, Final

if TYPE_CHECKING:  # compiled, positions and table entries are machine integers (no runtime import)
    from mypy_extensions import i64

from substrait.proto import Plan as _ProtoPlan

_POOL: Final = _ProtoPlan.DESCRIPTOR.file.pool
# Every unset repeated field, and a Plan's unknown fields when it has none: one list, which the
# reader never appends to and a caller must not (messages here are read-only).
_EMPTY: Final[list[Any]] = []

# How a field's value is read (Field.how).
MESSAGE: Final = 0
STRING: Final = 1
BYTES: Final = 2
DOUBLE: Final = 3
FLOAT: Final = 4
INT32: Final = 5
INT64: Final = 6
UINT32: Final = 7
UINT64: Final = 8
BOOL: Final = 9


class Unreadable(Exception):
    """The bytes are not a message as protobuf writes it (codegen/messages.py says which)."""


def _varint(buf: bytes, pos: i64, end: i64) -> tuple[int, i64]:
    if pos < end:  # most values, lengths and tags take one byte: no loop for them
        b = buf[pos]
        if b < 128:
            return b, pos + 1
    result = 0
    shift = 0
    while pos < end and shift < 70:
        b = buf[pos]
        pos += 1
        result |= (b & 0x7F) << shift
        if b < 128:
            # Past 63 bits (a negative int32 or int64 takes ten bytes) it wraps as protobuf's
            # uint64 does; short of it, no mask: a mask that wide is no small int for mypyc.
            return (result & 0xFFFFFFFFFFFFFFFF if shift >= 56 else result), pos
        shift += 7
    raise Unreadable()


def length_at(buf: bytes, pos: i64, end: i64) -> tuple[i64, i64]:
    """A length-delimited field's length, read at ``pos``, and where its value starts."""
    if pos < end and buf[pos] < 128:
        n = buf[pos]
        pos += 1
    else:
        n, pos = _varint(buf, pos, end)
    room: int = end - pos  # compared as ints: a length past 2**63 is no machine integer
    if n > room:
        raise Unreadable()
    return n, pos


def tag_at(buf: bytes, pos: i64, end: i64) -> tuple[i64, i64]:
    """The tag at ``pos`` and where its value starts: five bytes at most, and under 2**32, as
    protobuf reads them (a tag of one byte, most of them, callers read themselves)."""
    tag, after = _varint(buf, pos, min(end, pos + 5))
    if tag > 0xFFFFFFFF:
        raise Unreadable()
    return tag, after


def _scalar(how: i64, buf: bytes, pos: i64, end: i64) -> tuple[Any, i64]:
    """The value at ``pos`` of a field read as ``how`` says, not a message, and where it ends."""
    if how == STRING or how == BYTES:
        n, pos = length_at(buf, pos, end)
        data = buf[pos:pos + n]
        if how == BYTES:
            return data, pos + n
        try:
            return data.decode(), pos + n
        except UnicodeDecodeError:  # protobuf checks a string's UTF-8 alike
            raise Unreadable() from None
    if how == DOUBLE:
        if pos + 8 > end:
            raise Unreadable()
        return struct.unpack_from("<d", buf, pos)[0], pos + 8
    if how == FLOAT:
        if pos + 4 > end:
            raise Unreadable()
        return struct.unpack_from("<f", buf, pos)[0], pos + 4
    v, pos = _varint(buf, pos, end)
    if how == INT32:
        v &= 0xFFFFFFFF
        return (v - 0x100000000 if v >= 0x80000000 else v), pos
    if how == INT64:
        return (v - 0x10000000000000000 if v >= 0x8000000000000000 else v), pos
    if how == UINT32:
        return v & 0xFFFFFFFF, pos
    if how == BOOL:
        return v != 0, pos
    return v, pos


def skip_field(buf: bytes, pos: i64, end: i64, tag: i64) -> i64:
    """Past the value at ``pos`` of a field whose tag, ``tag``, is read: by its wire type alone
    (a field no table holds, a removed field the plan still carries, say)."""
    wire = tag & 7
    if tag >> 3 == 0:
        raise Unreadable()
    if wire == 3:  # a group, which protobuf keeps among the unknown fields: to its end tag
        while True:
            inner, pos = tag_at(buf, pos, end)
            if inner == tag + 1:
                return pos
            pos = skip_field(buf, pos, end, inner)
    if wire == 0:
        return _varint(buf, pos, end)[1]
    if wire == 2:
        n, pos = length_at(buf, pos, end)
        return pos + n
    size = 8 if wire == 1 else 4 if wire == 5 else -1
    if size < 0 or pos + size > end:
        raise Unreadable()  # an end of group out of place, or no wire type at all
    return pos + size


class Field:
    """One field of a kind of message: where its value is kept and how it is read."""

    name: str
    other_name: str  # a keyword's with a trailing underscore (`if_`), else its name again
    number: i64
    slot: i64  # where its value is among the message's values
    case_slot: i64  # where its oneof's case (the set field's number) is among them, or -1
    how: i64
    wire: i64  # the wire type of one value
    repeated: bool
    mask: i64  # the presence bits its value sets (codegen/messages.py: fewer than 63)
    presence: i64  # its own presence bit, or -1
    is_float: bool  # a float without presence: -0.0 is set

    def __init__(self, kind: Kind, spec: tuple[Any, ...]) -> None:
        (self.name, self.other_name, self.number, self.slot, self.case_slot, self.how, self.wire,
         self.repeated, child, self.mask, self.presence, self.is_float) = spec
        # A message field's kind; a scalar's has none, and says its own message's (never read).
        self.kind: Kind = kind if child == "" else KINDS[child]
        self.unset: Any = _EMPTY if self.repeated else None if self.how == MESSAGE else _DEFAULTS[self.how]
        self._descriptor: Any = None

    def descriptor(self, kind: Kind) -> Any:
        """protobuf's FieldDescriptor, looked up when first asked (ListFields)."""
        if self._descriptor is None:
            self._descriptor = kind.descriptor().fields_by_number[self.number]
        return self._descriptor


class Oneof:
    """One oneof of a kind of message: where its case is, and the name of each case."""

    def __init__(self, name: str, case_slot: i64, cases: tuple[tuple[int, str], ...]) -> None:
        self.name = name
        self.case_slot = case_slot  # where the case (the set field's number) is among the values
        self.names: list[str | None] = [None] * (max(number for number, _ in cases) + 1)  # by case
        for number, field_name in cases:
            self.names[number] = field_name


class Kind:
    """One kind of message: its fields, by name and by tag, made from its table when first read."""

    def __init__(self, full_name: str, size: i64, unknown_slot: i64, bits: tuple[tuple[str, int], ...],
                 fields: tuple[tuple[Any, ...], ...], oneofs: tuple[tuple[Any, ...], ...]) -> None:
        self.full_name = full_name
        self.size = size
        self.unknown_slot = unknown_slot  # the unknown fields kept, or -1
        self._table = (bits, fields, oneofs)
        self.ready = False
        self.fields: dict[str, Field] = {}  # by name, and a keyword's by its other name (`if_`)
        self.by_tag: list[Field | None] = []  # by tag; a repeated scalar's by its packed tag too
        self.listing: list[Field] = []  # in field-number order, as ListFields lists them
        self.bits: dict[str, int] = {}  # the presence bit of each field with presence, and each oneof,
        # by name
        self.oneofs: dict[str, Oneof] = {}
        self.oneof: Oneof | None = None  # its first (most have one): asked without a lookup
        self.defaults: list[Any] = []  # the values of a message with no field set
        self._descriptor: Any = None
        self._empty: Message | None = None

    def prepare(self) -> None:
        """The tables, made once, each whole before it is kept: a thread that finds the kind
        being made by another makes it too, alike."""
        bits, specs, oneofs = self._table
        fields: dict[str, Field] = {}
        by_tag: list[Field | None] = [None] * (max((spec[2] for spec in specs), default=0) + 1 << 3)
        defaults: list[Any] = [None] * self.size
        listing: list[Field] = []
        for spec in specs:
            field = Field(self, spec)
            listing.append(field)
            fields[field.name] = fields[field.other_name] = field
            by_tag[field.number << 3 | field.wire] = field
            if field.repeated and field.wire != 2:  # packed, as proto3 writes repeated scalars
                by_tag[field.number << 3 | 2] = field
            if field.case_slot >= 0:
                defaults[field.case_slot] = 0
            else:
                defaults[field.slot] = field.unset
        if self.unknown_slot >= 0:
            defaults[self.unknown_slot] = _EMPTY
        self.oneofs = {name: Oneof(name, case, cases) for name, case, cases in oneofs}
        self.oneof = next(iter(self.oneofs.values()), None)
        self.bits = dict(bits)
        self.listing = listing
        self.by_tag = by_tag
        self.defaults = defaults
        self.fields = fields
        self.ready = True

    def descriptor(self) -> Any:
        """protobuf's Descriptor of the message, looked up when first asked."""
        if self._descriptor is None:
            self._descriptor = _POOL.FindMessageTypeByName(self.full_name)
        return self._descriptor

    def empty(self) -> Message:
        """The empty message of this kind, which every unset field of it reads as."""
        if self._empty is None:
            self._empty = Message(self, b"", 0, 0)
        return self._empty


class Message:
    """A message of any kind, read from its bytes when first asked."""

    def __init__(self, kind: Kind, buf: bytes, start: i64, end: i64) -> None:
        self._kind = kind
        self._buf = buf
        self._start = start
        self._end = end
        self._values: list[Any] | None = None  # each field's value by its slot, once read
        self._has: i64 = 0  # a bit per field with presence, then one per oneof

    def __getattr__(self, name: str) -> Any:
        """A field's value, by its name: protobuf's message classes answer alike."""
        field = self._kind.fields.get(name)
        if field is None:
            return self._no_field(name)
        values = self._values
        if values is None:
            values = self._fill()
        if field.case_slot >= 0:
            case: i64 = values[field.case_slot]
            if case != field.number:
                return field.kind.empty() if field.how == MESSAGE else field.unset
        value = values[field.slot]
        if value is None:  # an unset message field
            return field.kind.empty()
        return value

    def _no_field(self, name: str) -> Any:
        """``name``, not found in the kind's fields: made now if they were not yet (by this
        thread or, meanwhile, another), and looked up again."""
        kind = self._kind
        if not kind.ready:
            kind.prepare()
        if name in kind.fields:
            return self.__getattr__(name)
        raise AttributeError(f"{kind.full_name} has no field {name!r}")

    def _fill(self) -> list[Any]:
        """Reads the message's fields, and only then keeps them: bytes that raise Unreadable
        raise it again when asked again, and a shared empty message that another thread asks
        meanwhile is read twice alike, never seen half read."""
        kind = self._kind
        if not kind.ready:
            kind.prepare()
        values = kind.defaults.copy()
        by_tag = kind.by_tag
        tags: i64 = len(by_tag)
        buf, pos, end = self._buf, self._start, self._end
        has: i64 = 0
        tag: i64
        n: i64
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = tag_at(buf, pos, end)
            field = by_tag[tag] if tag < tags else None
            if field is None:
                if kind.unknown_slot >= 0 and tag & 7 == 2 and tag >> 3:
                    n, pos = length_at(buf, pos, end)
                    kept: list[tuple[int, bytes]] = values[kind.unknown_slot]
                    if kept is _EMPTY:
                        kept = values[kind.unknown_slot] = []
                    kept.append((tag >> 3, buf[pos:pos + n]))
                    pos += n
                else:
                    pos = skip_field(buf, pos, end, tag)
                    count_skip()
                continue
            how = field.how
            slot = field.slot
            if how == MESSAGE:
                if pos < end and buf[pos] < 128:  # most messages are short: length_at, written out
                    n = buf[pos]  # (too long by up to 127, it ends past ``end``: refused below)
                    pos += 1
                else:
                    n, pos = length_at(buf, pos, end)
                value: Any = Message(field.kind, buf, pos, pos + n)
                if n and field.kind.size == 0:  # bytes in a message of no fields, which no printer reads:
                    count_skip()  # all of them fields no table holds
                pos += n
            elif tag & 7 != field.wire:  # a repeated scalar, packed
                items: list[Any] = values[slot]
                if items is _EMPTY:
                    items = values[slot] = []
                n, pos = length_at(buf, pos, end)
                stop = pos + n
                while pos < stop:
                    value, pos = _scalar(how, buf, pos, stop)
                    items.append(value)
                if pos != stop:
                    raise Unreadable()
                continue
            else:
                value, pos = _scalar(how, buf, pos, end)
            if field.repeated:
                items = values[slot]
                if items is _EMPTY:
                    items = values[slot] = []
                items.append(value)
                continue
            if field.case_slot >= 0:
                case: i64 = values[field.case_slot]
                # another field of the oneof, or a message given again (protobuf would merge
                # the two); a scalar given again: the last counts, as protobuf says
                if case != 0 and (how == MESSAGE or case != field.number):
                    raise Unreadable()
                values[field.case_slot] = field.number
            elif how == MESSAGE and values[slot] is not None:  # given twice: protobuf would merge them
                raise Unreadable()
            values[slot] = value
            has |= field.mask
        if pos != end:
            raise Unreadable()
        self._has = has
        self._values = values
        return values

    @property
    def DESCRIPTOR(self) -> Any:
        """protobuf's Descriptor of the message."""
        return self._kind.descriptor()

    def HasField(self, name: str) -> bool:
        if self._values is None:
            self._fill()
        bit = self._kind.bits.get(name, -1)
        if bit < 0:
            raise ValueError(f"{self._kind.full_name} has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        values = self._values
        if values is None:
            values = self._fill()
        oneof = self._kind.oneof
        if oneof is None or oneof.name != name:
            oneof = self._kind.oneofs.get(name)
            if oneof is None:
                raise ValueError(f"{self._kind.full_name} has no oneof {name!r}")
        case: i64 = values[oneof.case_slot]
        return oneof.names[case] if case else None

    def ListFields(self) -> list[tuple[Any, Any]]:
        """The set fields and their values, in field-number order, as protobuf lists them."""
        if self._values is None:
            self._fill()
        out: list[tuple[Any, Any]] = []
        for field in self._kind.listing:
            value = self.__getattr__(field.name)
            if field.presence >= 0:
                is_set = self._has >> field.presence & 1 == 1
            elif field.is_float:
                is_set = value != 0 or math.copysign(1.0, value) < 0  # -0.0 is set: its bits are not zero
            else:
                is_set = bool(value)
            if is_set:
                out.append((field.descriptor(self._kind), value))
        return out

    def unknown_fields(self) -> list[tuple[int, bytes]]:
        """The length-delimited fields no table holds, as (number, bytes), in order (a Plan's)."""
        values = self._values
        if values is None:
            values = self._fill()
        if self._kind.unknown_slot < 0:
            raise AttributeError(f"{self._kind.full_name} keeps no unknown fields")
        kept: list[tuple[int, bytes]] = values[self._kind.unknown_slot]
        return kept

    def SerializeToString(self, deterministic: bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Message) and other._kind is self._kind
                and self.SerializeToString() == other.SerializeToString())


_DEFAULTS: Final[dict[int, Any]] = {STRING: "", BYTES: b"", DOUBLE: 0.0, FLOAT: 0.0, INT32: 0, INT64: 0,
                                    UINT32: 0, UINT64: 0, BOOL: False}


# How many fields no table holds the reader has skipped, in this process (any thread): what was
# read is lossless while it stays the same (see skipped). Only ever counted up: a reader comparing
# it before and after loses nothing to another thread's count, at worst it sees a skip not its own.
_skips: int = 0


def count_skip() -> None:
    """Counts a field no table holds, skipped (or, by a memo of what was read, skipped again)."""
    global _skips
    _skips += 1


def skipped() -> int:
    """How many fields no table holds were skipped in this process so far, Plan's own
    length-delimited ones aside (a Plan keeps those: `unknown_fields`).  A printer that sees it
    change while reading a plan knows the plan held fields that no proto here knows, or removed ones."""
    return _skips


def read_plan(data: bytes) -> Message:
    """``data``, a Plan's wire bytes, as a Plan read field by field when asked: a field that is
    not as protobuf writes it raises Unreadable then."""
    return Message(_PLAN, data, 0, len(data))


def read(full_name: str, data: bytes) -> Message:
    """``data`` as a message of the kind named ``full_name``, read when first asked."""
    return Message(KINDS[full_name], data, 0, len(data))


def full_name(m: Any) -> str:
    """``m.DESCRIPTOR.full_name``, of a message of either kind (these, or protobuf's)."""
    if isinstance(m, Message):
        return m._kind.full_name
    return str(m.DESCRIPTOR.full_name)


# The printer asks a message of either kind (these, or protobuf's) with these. Compiled,
# ``m.HasField(name)`` on a value of no declared class is a lookup of the method by its name and a
# call through Python; these call this module's method directly, in about half the time.


def has(m: Any, name: str) -> bool:
    """``m.HasField(name)``."""
    if isinstance(m, Message):
        return m.HasField(name)
    return bool(m.HasField(name))


def which(m: Any, oneof: str) -> str | None:
    """``m.WhichOneof(oneof)``."""
    if isinstance(m, Message):
        return m.WhichOneof(oneof)
    found: str | None = m.WhichOneof(oneof)
    return found


def serialized(m: Any) -> bytes:
    """``m.SerializeToString()``: the key the printer's memos keep a message's text by."""
    if isinstance(m, Message):
        return m.SerializeToString()
    data: bytes = m.SerializeToString()
    return data


# Each kind's table: (size, unknown fields' slot or -1, presence bits by name, fields, oneofs).
# A field: (name, other name, number, slot, case slot or -1, how, wire type, repeated,
# message kind or "", bits set when read, presence bit or -1, float without presence).
# A oneof: (name, case slot, (number, field name) of each of its fields).
KINDS: Final[dict[str, Kind]] = {}
KINDS["google.protobuf.Any"] = Kind(
    "google.protobuf.Any", 2, -1,
    (),
    (
        ("type_url", "type_url", 1, 0, -1, 1, 2, False, "", 0, -1, False),
        ("value", "value", 2, 1, -1, 2, 2, False, "", 0, -1, False),
    ),
    (),
)
KINDS["google.protobuf.Empty"] = Kind(
    "google.protobuf.Empty", 0, -1,
    (),
    (
    ),
    (),
)
KINDS["substrait.AggregateFunction"] = Kind(
    "substrait.AggregateFunction", 7, -1,
    (("output_type", 0),),
    (
        ("function_reference", "function_reference", 1, 0, -1, 7, 0, False, "", 0, -1, False),
        ("sorts", "sorts", 3, 1, -1, 0, 2, True, "substrait.SortField", 0, -1, False),
        ("phase", "phase", 4, 2, -1, 5, 0, False, "", 0, -1, False),
        ("output_type", "output_type", 5, 3, -1, 0, 2, False, "substrait.Type", 1, 0, False),
        ("invocation", "invocation", 6, 4, -1, 5, 0, False, "", 0, -1, False),
        ("arguments", "arguments", 7, 5, -1, 0, 2, True, "substrait.FunctionArgument", 0, -1, False),
        ("options", "options", 8, 6, -1, 0, 2, True, "substrait.FunctionOption", 0, -1, False),
    ),
    (),
)
KINDS["substrait.AggregateRel"] = Kind(
    "substrait.AggregateRel", 6, -1,
    (("common", 0), ("input", 1), ("advanced_extension", 2)),
    (
        ("common", "common", 1, 0, -1, 0, 2, False, "substrait.RelCommon", 1, 0, False),
        ("input", "input", 2, 1, -1, 0, 2, False, "substrait.Rel", 2, 1, False),
        ("groupings", "groupings", 3, 2, -1, 0, 2, True, "substrait.AggregateRel.Grouping", 0, -1, False),
        ("measures", "measures", 4, 3, -1, 0, 2, True, "substrait.AggregateRel.Measure", 0, -1, False),
        ("grouping_expressions", "grouping_expressions", 5, 4, -1, 0, 2, True, "substrait.Expression", 0, -1, False),
        ("advanced_extension", "advanced_extension", 10, 5, -1, 0, 2, False, "substrait.extensions.AdvancedExtension", 4, 2, False),
    ),
    (),
)
KINDS["substrait.AggregateRel.Grouping"] = Kind(
    "substrait.AggregateRel.Grouping", 1, -1,
    (),
    (
        ("expression_references", "expression_references", 2, 0, -1, 7, 0, True, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.AggregateRel.Measure"] = Kind(
    "substrait.AggregateRel.Measure", 2, -1,
    (("measure", 0), ("filter", 1)),
    (
        ("measure", "measure", 1, 0, -1, 0, 2, False, "substrait.AggregateFunction", 1, 0, False),
        ("filter", "filter", 2, 1, -1, 0, 2, False, "substrait.Expression", 2, 1, False),
    ),
    (),
)
KINDS["substrait.ComparisonJoinKey"] = Kind(
    "substrait.ComparisonJoinKey", 3, -1,
    (("left", 0), ("right", 1), ("comparison", 2)),
    (
        ("left", "left", 1, 0, -1, 0, 2, False, "substrait.Expression.FieldReference", 1, 0, False),
        ("right", "right", 2, 1, -1, 0, 2, False, "substrait.Expression.FieldReference", 2, 1, False),
        ("comparison", "comparison", 3, 2, -1, 0, 2, False, "substrait.ComparisonJoinKey.ComparisonType", 4, 2, False),
    ),
    (),
)
KINDS["substrait.ComparisonJoinKey.ComparisonType"] = Kind(
    "substrait.ComparisonJoinKey.ComparisonType", 2, -1,
    (("simple", 0), ("custom_function_reference", 1), ("inner_type", 2)),
    (
        ("simple", "simple", 1, 0, 1, 5, 0, False, "", 5, 0, False),
        ("custom_function_reference", "custom_function_reference", 2, 0, 1, 7, 0, False, "", 6, 1, False),
    ),
    (("inner_type", 1, ((1, "simple"), (2, "custom_function_reference"))),),
)
KINDS["substrait.ConsistentPartitionWindowRel"] = Kind(
    "substrait.ConsistentPartitionWindowRel", 6, -1,
    (("common", 0), ("input", 1), ("advanced_extension", 2)),
    (
        ("common", "common", 1, 0, -1, 0, 2, False, "substrait.RelCommon", 1, 0, False),
        ("input", "input", 2, 1, -1, 0, 2, False, "substrait.Rel", 2, 1, False),
        ("window_functions", "window_functions", 3, 2, -1, 0, 2, True, "substrait.ConsistentPartitionWindowRel.WindowRelFunction", 0, -1, False),
        ("partition_expressions", "partition_expressions", 4, 3, -1, 0, 2, True, "substrait.Expression", 0, -1, False),
        ("sorts", "sorts", 5, 4, -1, 0, 2, True, "substrait.SortField", 0, -1, False),
        ("advanced_extension", "advanced_extension", 10, 5, -1, 0, 2, False, "substrait.extensions.AdvancedExtension", 4, 2, False),
    ),
    (),
)
KINDS["substrait.ConsistentPartitionWindowRel.WindowRelFunction"] = Kind(
    "substrait.ConsistentPartitionWindowRel.WindowRelFunction", 9, -1,
    (("upper_bound", 0), ("lower_bound", 1), ("output_type", 2)),
    (
        ("function_reference", "function_reference", 1, 0, -1, 7, 0, False, "", 0, -1, False),
        ("upper_bound", "upper_bound", 4, 1, -1, 0, 2, False, "substrait.Expression.WindowFunction.Bound", 1, 0, False),
        ("lower_bound", "lower_bound", 5, 2, -1, 0, 2, False, "substrait.Expression.WindowFunction.Bound", 2, 1, False),
        ("phase", "phase", 6, 3, -1, 5, 0, False, "", 0, -1, False),
        ("output_type", "output_type", 7, 4, -1, 0, 2, False, "substrait.Type", 4, 2, False),
        ("arguments", "arguments", 9, 5, -1, 0, 2, True, "substrait.FunctionArgument", 0, -1, False),
        ("invocation", "invocation", 10, 6, -1, 5, 0, False, "", 0, -1, False),
        ("options", "options", 11, 7, -1, 0, 2, True, "substrait.FunctionOption", 0, -1, False),
        ("bounds_type", "bounds_type", 12, 8, -1, 5, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.CrossRel"] = Kind(
    "substrait.CrossRel", 4, -1,
    (("common", 0), ("left", 1), ("right", 2), ("advanced_extension", 3)),
    (
        ("common", "common", 1, 0, -1, 0, 2, False, "substrait.RelCommon", 1, 0, False),
        ("left", "left", 2, 1, -1, 0, 2, False, "substrait.Rel", 2, 1, False),
        ("right", "right", 3, 2, -1, 0, 2, False, "substrait.Rel", 4, 2, False),
        ("advanced_extension", "advanced_extension", 10, 3, -1, 0, 2, False, "substrait.extensions.AdvancedExtension", 8, 3, False),
    ),
    (),
)
KINDS["substrait.DdlRel"] = Kind(
    "substrait.DdlRel", 9, -1,
    (("named_object", 0), ("extension_object", 1), ("table_schema", 2), ("table_defaults", 3), ("view_definition", 4), ("common", 5), ("advanced_extension", 6), ("write_type", 7)),
    (
        ("named_object", "named_object", 1, 7, 8, 0, 2, False, "substrait.NamedObjectWrite", 129, 0, False),
        ("extension_object", "extension_object", 2, 7, 8, 0, 2, False, "substrait.ExtensionObject", 130, 1, False),
        ("table_schema", "table_schema", 3, 0, -1, 0, 2, False, "substrait.NamedStruct", 4, 2, False),
        ("table_defaults", "table_defaults", 4, 1, -1, 0, 2, False, "substrait.Expression.Literal.Struct", 8, 3, False),
        ("object", "object", 5, 2, -1, 5, 0, False, "", 0, -1, False),
        ("op", "op", 6, 3, -1, 5, 0, False, "", 0, -1, False),
        ("view_definition", "view_definition", 7, 4, -1, 0, 2, False, "substrait.Rel", 16, 4, False),
        ("common", "common", 8, 5, -1, 0, 2, False, "substrait.RelCommon", 32, 5, False),
        ("advanced_extension", "advanced_extension", 9, 6, -1, 0, 2, False, "substrait.extensions.AdvancedExtension", 64, 6, False),
    ),
    (("write_type", 8, ((1, "named_object"), (2, "extension_object"))),),
)
KINDS["substrait.DynamicParameter"] = Kind(
    "substrait.DynamicParameter", 2, -1,
    (("type", 0),),
    (
        ("type", "type", 1, 0, -1, 0, 2, False, "substrait.Type", 1, 0, False),
        ("parameter_reference", "parameter_reference", 2, 1, -1, 7, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.DynamicParameterBinding"] = Kind(
    "substrait.DynamicParameterBinding", 2, -1,
    (("value", 0),),
    (
        ("parameter_anchor", "parameter_anchor", 1, 0, -1, 7, 0, False, "", 0, -1, False),
        ("value", "value", 2, 1, -1, 0, 2, False, "substrait.Expression.Literal", 1, 0, False),
    ),
    (),
)
KINDS["substrait.ExchangeRel"] = Kind(
    "substrait.ExchangeRel", 7, -1,
    (("common", 0), ("input", 1), ("scatter_by_fields", 2), ("single_target", 3), ("multi_target", 4), ("round_robin", 5), ("broadcast", 6), ("advanced_extension", 7), ("exchange_kind", 8)),
    (
        ("common", "common", 1, 0, -1, 0, 2, False, "substrait.RelCommon", 1, 0, False),
        ("input", "input", 2, 1, -1, 0, 2, False, "substrait.Rel", 2, 1, False),
        ("partition_count", "partition_count", 3, 2, -1, 5, 0, False, "", 0, -1, False),
        ("targets", "targets", 4, 3, -1, 0, 2, True, "substrait.ExchangeRel.ExchangeTarget", 0, -1, False),
        ("scatter_by_fields", "scatter_by_fields", 5, 5, 6, 0, 2, False, "substrait.ExchangeRel.ScatterFields", 260, 2, False),
        ("single_target", "single_target", 6, 5, 6, 0, 2, False, "substrait.ExchangeRel.SingleBucketExpression", 264, 3, False),
        ("multi_target", "multi_target", 7, 5, 6, 0, 2, False, "substrait.ExchangeRel.MultiBucketExpression", 272, 4, False),
        ("round_robin", "round_robin", 8, 5, 6, 0, 2, False, "substrait.ExchangeRel.RoundRobin", 288, 5, False),
        ("broadcast", "broadcast", 9, 5, 6, 0, 2, False, "substrait.ExchangeRel.Broadcast", 320, 6, False),
        ("advanced_extension", "advanced_extension", 10, 4, -1, 0, 2, False, "substrait.extensions.AdvancedExtension", 128, 7, False),
    ),
    (("exchange_kind", 6, ((5, "scatter_by_fields"), (6, "single_target"), (7, "multi_target"), (8, "round_robin"), (9, "broadcast"))),),
)
KINDS["substrait.ExchangeRel.Broadcast"] = Kind(
    "substrait.ExchangeRel.Broadcast", 0, -1,
    (),
    (
    ),
    (),
)
KINDS["substrait.ExchangeRel.ExchangeTarget"] = Kind(
    "substrait.ExchangeRel.ExchangeTarget", 3, -1,
    (("uri", 0), ("extended", 1), ("target_type", 2)),
    (
        ("partition_id", "partition_id", 1, 0, -1, 5, 0, True, "", 0, -1, False),
        ("uri", "uri", 2, 1, 2, 1, 2, False, "", 5, 0, False),
        ("extended", "extended", 3, 1, 2, 0, 2, False, "google.protobuf.Any", 6, 1, False),
    ),
    (("target_type", 2, ((2, "uri"), (3, "extended"))),),
)
KINDS["substrait.ExchangeRel.MultiBucketExpression"] = Kind(
    "substrait.ExchangeRel.MultiBucketExpression", 2, -1,
    (("expression", 0),),
    (
        ("expression", "expression", 1, 0, -1, 0, 2, False, "substrait.Expression", 1, 0, False),
        ("constrained_to_count", "constrained_to_count", 2, 1, -1, 9, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.ExchangeRel.RoundRobin"] = Kind(
    "substrait.ExchangeRel.RoundRobin", 1, -1,
    (),
    (
        ("exact", "exact", 1, 0, -1, 9, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.ExchangeRel.ScatterFields"] = Kind(
    "substrait.ExchangeRel.ScatterFields", 1, -1,
    (),
    (
        ("fields", "fields", 1, 0, -1, 0, 2, True, "substrait.Expression.FieldReference", 0, -1, False),
    ),
    (),
)
KINDS["substrait.ExchangeRel.SingleBucketExpression"] = Kind(
    "substrait.ExchangeRel.SingleBucketExpression", 1, -1,
    (("expression", 0),),
    (
        ("expression", "expression", 1, 0, -1, 0, 2, False, "substrait.Expression", 1, 0, False),
    ),
    (),
)
KINDS["substrait.ExecutionBehavior"] = Kind(
    "substrait.ExecutionBehavior", 1, -1,
    (),
    (
        ("variable_eval_mode", "variable_eval_mode", 1, 0, -1, 5, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.ExpandRel"] = Kind(
    "substrait.ExpandRel", 4, -1,
    (("common", 0), ("input", 1), ("advanced_extension", 2)),
    (
        ("common", "common", 1, 0, -1, 0, 2, False, "substrait.RelCommon", 1, 0, False),
        ("input", "input", 2, 1, -1, 0, 2, False, "substrait.Rel", 2, 1, False),
        ("fields", "fields", 4, 2, -1, 0, 2, True, "substrait.ExpandRel.ExpandField", 0, -1, False),
        ("advanced_extension", "advanced_extension", 10, 3, -1, 0, 2, False, "substrait.extensions.AdvancedExtension", 4, 2, False),
    ),
    (),
)
KINDS["substrait.ExpandRel.ExpandField"] = Kind(
    "substrait.ExpandRel.ExpandField", 2, -1,
    (("switching_field", 0), ("consistent_field", 1), ("field_type", 2)),
    (
        ("switching_field", "switching_field", 2, 0, 1, 0, 2, False, "substrait.ExpandRel.SwitchingField", 5, 0, False),
        ("consistent_field", "consistent_field", 3, 0, 1, 0, 2, False, "substrait.Expression", 6, 1, False),
    ),
    (("field_type", 1, ((2, "switching_field"), (3, "consistent_field"))),),
)
KINDS["substrait.ExpandRel.SwitchingField"] = Kind(
    "substrait.ExpandRel.SwitchingField", 1, -1,
    (),
    (
        ("duplicates", "duplicates", 1, 0, -1, 0, 2, True, "substrait.Expression", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Expression"] = Kind(
    "substrait.Expression", 2, -1,
    (("literal", 0), ("selection", 1), ("scalar_function", 2), ("window_function", 3), ("if_then", 4), ("switch_expression", 5), ("singular_or_list", 6), ("multi_or_list", 7), ("cast", 8), ("subquery", 9), ("nested", 10), ("dynamic_parameter", 11), ("lambda", 12), ("lambda_invocation", 13), ("execution_context_variable", 14), ("detached_expression_ordinal", 15), ("rex_type", 16)),
    (
        ("literal", "literal", 1, 0, 1, 0, 2, False, "substrait.Expression.Literal", 65537, 0, False),
        ("selection", "selection", 2, 0, 1, 0, 2, False, "substrait.Expression.FieldReference", 65538, 1, False),
        ("scalar_function", "scalar_function", 3, 0, 1, 0, 2, False, "substrait.Expression.ScalarFunction", 65540, 2, False),
        ("window_function", "window_function", 5, 0, 1, 0, 2, False, "substrait.Expression.WindowFunction", 65544, 3, False),
        ("if_then", "if_then", 6, 0, 1, 0, 2, False, "substrait.Expression.IfThen", 65552, 4, False),
        ("switch_expression", "switch_expression", 7, 0, 1, 0, 2, False, "substrait.Expression.SwitchExpression", 65568, 5, False),
        ("singular_or_list", "singular_or_list", 8, 0, 1, 0, 2, False, "substrait.Expression.SingularOrList", 65600, 6, False),
        ("multi_or_list", "multi_or_list", 9, 0, 1, 0, 2, False, "substrait.Expression.MultiOrList", 65664, 7, False),
        ("cast", "cast", 11, 0, 1, 0, 2, False, "substrait.Expression.Cast", 65792, 8, False),
        ("subquery", "subquery", 12, 0, 1, 0, 2, False, "substrait.Expression.Subquery", 66048, 9, False),
        ("nested", "nested", 13, 0, 1, 0, 2, False, "substrait.Expression.Nested", 66560, 10, False),
        ("dynamic_parameter", "dynamic_parameter", 14, 0, 1, 0, 2, False, "substrait.DynamicParameter", 67584, 11, False),
        ("lambda", "lambda_", 15, 0, 1, 0, 2, False, "substrait.Expression.Lambda", 69632, 12, False),
        ("lambda_invocation", "lambda_invocation", 16, 0, 1, 0, 2, False, "substrait.Expression.LambdaInvocation", 73728, 13, False),
        ("execution_context_variable", "execution_context_variable", 17, 0, 1, 0, 2, False, "substrait.Expression.ExecutionContextVariable", 81920, 14, False),
        ("detached_expression_ordinal", "detached_expression_ordinal", 18, 0, 1, 7, 0, False, "", 98304, 15, False),
    ),
    (("rex_type", 1, ((1, "literal"), (2, "selection"), (3, "scalar_function"), (5, "window_function"), (6, "if_then"), (7, "switch_expression"), (8, "singular_or_list"), (9, "multi_or_list"), (11, "cast"), (12, "subquery"), (13, "nested"), (14, "dynamic_parameter"), (15, "lambda"), (16, "lambda_invocation"), (17, "execution_context_variable"), (18, "detached_expression_ordinal"))),),
)
KINDS["substrait.Expression.Cast"] = Kind(
    "substrait.Expression.Cast", 3, -1,
    (("type", 0), ("input", 1)),
    (
        ("type", "type", 1, 0, -1, 0, 2, False, "substrait.Type", 1, 0, False),
        ("input", "input", 2, 1, -1, 0, 2, False, "substrait.Expression", 2, 1, False),
        ("failure_behavior", "failure_behavior", 3, 2, -1, 5, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Expression.ExecutionContextVariable"] = Kind(
    "substrait.Expression.ExecutionContextVariable", 2, -1,
    (("current_timestamp", 0), ("current_timezone", 1), ("current_date", 2), ("execution_context_variable_type", 3)),
    (
        ("current_timestamp", "current_timestamp", 1, 0, 1, 0, 2, False, "substrait.Type.PrecisionTimestampTZ", 9, 0, False),
        ("current_timezone", "current_timezone", 2, 0, 1, 0, 2, False, "substrait.Type.String", 10, 1, False),
        ("current_date", "current_date", 3, 0, 1, 0, 2, False, "substrait.Type.Date", 12, 2, False),
    ),
    (("execution_context_variable_type", 1, ((1, "current_timestamp"), (2, "current_timezone"), (3, "current_date"))),),
)
KINDS["substrait.Expression.FieldReference"] = Kind(
    "substrait.Expression.FieldReference", 4, -1,
    (("direct_reference", 0), ("masked_reference", 1), ("expression", 2), ("root_reference", 3), ("outer_reference", 4), ("lambda_parameter_reference", 5), ("reference_type", 6), ("root_type", 7)),
    (
        ("direct_reference", "direct_reference", 1, 0, 1, 0, 2, False, "substrait.Expression.ReferenceSegment", 65, 0, False),
        ("masked_reference", "masked_reference", 2, 0, 1, 0, 2, False, "substrait.Expression.MaskExpression", 66, 1, False),
        ("expression", "expression", 3, 2, 3, 0, 2, False, "substrait.Expression", 132, 2, False),
        ("root_reference", "root_reference", 4, 2, 3, 0, 2, False, "substrait.Expression.FieldReference.RootReference", 136, 3, False),
        ("outer_reference", "outer_reference", 5, 2, 3, 0, 2, False, "substrait.Expression.FieldReference.OuterReference", 144, 4, False),
        ("lambda_parameter_reference", "lambda_parameter_reference", 6, 2, 3, 0, 2, False, "substrait.Expression.FieldReference.LambdaParameterReference", 160, 5, False),
    ),
    (("reference_type", 1, ((1, "direct_reference"), (2, "masked_reference"))), ("root_type", 3, ((3, "expression"), (4, "root_reference"), (5, "outer_reference"), (6, "lambda_parameter_reference")))),
)
KINDS["substrait.Expression.FieldReference.LambdaParameterReference"] = Kind(
    "substrait.Expression.FieldReference.LambdaParameterReference", 1, -1,
    (),
    (
        ("steps_out", "steps_out", 1, 0, -1, 7, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Expression.FieldReference.OuterReference"] = Kind(
    "substrait.Expression.FieldReference.OuterReference", 2, -1,
    (("steps_out", 0), ("rel_reference", 1), ("outer_reference_type", 2)),
    (
        ("steps_out", "steps_out", 1, 0, 1, 7, 0, False, "", 5, 0, False),
        ("rel_reference", "rel_reference", 2, 0, 1, 7, 0, False, "", 6, 1, False),
    ),
    (("outer_reference_type", 1, ((1, "steps_out"), (2, "rel_reference"))),),
)
KINDS["substrait.Expression.FieldReference.RootReference"] = Kind(
    "substrait.Expression.FieldReference.RootReference", 0, -1,
    (),
    (
    ),
    (),
)
KINDS["substrait.Expression.IfThen"] = Kind(
    "substrait.Expression.IfThen", 2, -1,
    (("else", 0),),
    (
        ("ifs", "ifs", 1, 0, -1, 0, 2, True, "substrait.Expression.IfThen.IfClause", 0, -1, False),
        ("else", "else_", 2, 1, -1, 0, 2, False, "substrait.Expression", 1, 0, False),
    ),
    (),
)
KINDS["substrait.Expression.IfThen.IfClause"] = Kind(
    "substrait.Expression.IfThen.IfClause", 2, -1,
    (("if", 0), ("then", 1)),
    (
        ("if", "if_", 1, 0, -1, 0, 2, False, "substrait.Expression", 1, 0, False),
        ("then", "then", 2, 1, -1, 0, 2, False, "substrait.Expression", 2, 1, False),
    ),
    (),
)
KINDS["substrait.Expression.Lambda"] = Kind(
    "substrait.Expression.Lambda", 2, -1,
    (("parameters", 0), ("body", 1)),
    (
        ("parameters", "parameters", 1, 0, -1, 0, 2, False, "substrait.Type.Struct", 1, 0, False),
        ("body", "body", 2, 1, -1, 0, 2, False, "substrait.Expression", 2, 1, False),
    ),
    (),
)
KINDS["substrait.Expression.LambdaInvocation"] = Kind(
    "substrait.Expression.LambdaInvocation", 2, -1,
    (("lambda", 0), ("arguments", 1)),
    (
        ("lambda", "lambda_", 1, 0, -1, 0, 2, False, "substrait.Expression.Lambda", 1, 0, False),
        ("arguments", "arguments", 2, 1, -1, 0, 2, False, "substrait.Expression.Nested.Struct", 2, 1, False),
    ),
    (),
)
KINDS["substrait.Expression.Literal"] = Kind(
    "substrait.Expression.Literal", 4, -1,
    (("boolean", 0), ("i8", 1), ("i16", 2), ("i32", 3), ("i64", 4), ("fp32", 5), ("fp64", 6), ("string", 7), ("binary", 8), ("date", 9), ("interval_year_to_month", 10), ("interval_day_to_second", 11), ("fixed_char", 12), ("var_char", 13), ("fixed_binary", 14), ("decimal", 15), ("struct", 16), ("map", 17), ("uuid", 18), ("null", 19), ("list", 20), ("empty_list", 21), ("empty_map", 22), ("user_defined", 23), ("precision_timestamp", 24), ("precision_timestamp_tz", 25), ("interval_compound", 26), ("precision_time", 27), ("literal_type", 28)),
    (
        ("boolean", "boolean", 1, 2, 3, 9, 0, False, "", 268435457, 0, False),
        ("i8", "i8", 2, 2, 3, 5, 0, False, "", 268435458, 1, False),
        ("i16", "i16", 3, 2, 3, 5, 0, False, "", 268435460, 2, False),
        ("i32", "i32", 5, 2, 3, 5, 0, False, "", 268435464, 3, False),
        ("i64", "i64", 7, 2, 3, 6, 0, False, "", 268435472, 4, False),
        ("fp32", "fp32", 10, 2, 3, 4, 5, False, "", 268435488, 5, True),
        ("fp64", "fp64", 11, 2, 3, 3, 1, False, "", 268435520, 6, True),
        ("string", "string", 12, 2, 3, 1, 2, False, "", 268435584, 7, False),
        ("binary", "binary", 13, 2, 3, 2, 2, False, "", 268435712, 8, False),
        ("date", "date", 16, 2, 3, 5, 0, False, "", 268435968, 9, False),
        ("interval_year_to_month", "interval_year_to_month", 19, 2, 3, 0, 2, False, "substrait.Expression.Literal.IntervalYearToMonth", 268436480, 10, False),
        ("interval_day_to_second", "interval_day_to_second", 20, 2, 3, 0, 2, False, "substrait.Expression.Literal.IntervalDayToSecond", 268437504, 11, False),
        ("fixed_char", "fixed_char", 21, 2, 3, 1, 2, False, "", 268439552, 12, False),
        ("var_char", "var_char", 22, 2, 3, 0, 2, False, "substrait.Expression.Literal.VarChar", 268443648, 13, False),
        ("fixed_binary", "fixed_binary", 23, 2, 3, 2, 2, False, "", 268451840, 14, False),
        ("decimal", "decimal", 24, 2, 3, 0, 2, False, "substrait.Expression.Literal.Decimal", 268468224, 15, False),
        ("struct", "struct", 25, 2, 3, 0, 2, False, "substrait.Expression.Literal.Struct", 268500992, 16, False),
        ("map", "map", 26, 2, 3, 0, 2, False, "substrait.Expression.Literal.Map", 268566528, 17, False),
        ("uuid", "uuid", 28, 2, 3, 2, 2, False, "", 268697600, 18, False),
        ("null", "null", 29, 2, 3, 0, 2, False, "substrait.Type", 268959744, 19, False),
        ("list", "list", 30, 2, 3, 0, 2, False, "substrait.Expression.Literal.List", 269484032, 20, False),
        ("empty_list", "empty_list", 31, 2, 3, 0, 2, False, "substrait.Type.List", 270532608, 21, False),
        ("empty_map", "empty_map", 32, 2, 3, 0, 2, False, "substrait.Type.Map", 272629760, 22, False),
        ("user_defined", "user_defined", 33, 2, 3, 0, 2, False, "substrait.Expression.Literal.UserDefined", 276824064, 23, False),
        ("precision_timestamp", "precision_timestamp", 34, 2, 3, 0, 2, False, "substrait.Expression.Literal.PrecisionTimestamp", 285212672, 24, False),
        ("precision_timestamp_tz", "precision_timestamp_tz", 35, 2, 3, 0, 2, False, "substrait.Expression.Literal.PrecisionTimestamp", 301989888, 25, False),
        ("interval_compound", "interval_compound", 36, 2, 3, 0, 2, False, "substrait.Expression.Literal.IntervalCompound", 335544320, 26, False),
        ("precision_time", "precision_time", 37, 2, 3, 0, 2, False, "substrait.Expression.Literal.PrecisionTime", 402653184, 27, False),
        ("nullable", "nullable", 50, 0, -1, 9, 0, False, "", 0, -1, False),
        ("type_variation_reference", "type_variation_reference", 51, 1, -1, 7, 0, False, "", 0, -1, False),
    ),
    (("literal_type", 3, ((1, "boolean"), (2, "i8"), (3, "i16"), (5, "i32"), (7, "i64"), (10, "fp32"), (11, "fp64"), (12, "string"), (13, "binary"), (16, "date"), (19, "interval_year_to_month"), (20, "interval_day_to_second"), (36, "interval_compound"), (21, "fixed_char"), (22, "var_char"), (23, "fixed_binary"), (24, "decimal"), (37, "precision_time"), (34, "precision_timestamp"), (35, "precision_timestamp_tz"), (25, "struct"), (26, "map"), (28, "uuid"), (29, "null"), (30, "list"), (31, "empty_list"), (32, "empty_map"), (33, "user_defined"))),),
)
KINDS["substrait.Expression.Literal.Decimal"] = Kind(
    "substrait.Expression.Literal.Decimal", 3, -1,
    (),
    (
        ("value", "value", 1, 0, -1, 2, 2, False, "", 0, -1, False),
        ("precision", "precision", 2, 1, -1, 5, 0, False, "", 0, -1, False),
        ("scale", "scale", 3, 2, -1, 5, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Expression.Literal.IntervalCompound"] = Kind(
    "substrait.Expression.Literal.IntervalCompound", 2, -1,
    (("interval_year_to_month", 0), ("interval_day_to_second", 1)),
    (
        ("interval_year_to_month", "interval_year_to_month", 1, 0, -1, 0, 2, False, "substrait.Expression.Literal.IntervalYearToMonth", 1, 0, False),
        ("interval_day_to_second", "interval_day_to_second", 2, 1, -1, 0, 2, False, "substrait.Expression.Literal.IntervalDayToSecond", 2, 1, False),
    ),
    (),
)
KINDS["substrait.Expression.Literal.IntervalDayToSecond"] = Kind(
    "substrait.Expression.Literal.IntervalDayToSecond", 4, -1,
    (),
    (
        ("days", "days", 1, 0, -1, 5, 0, False, "", 0, -1, False),
        ("seconds", "seconds", 2, 1, -1, 5, 0, False, "", 0, -1, False),
        ("precision", "precision", 4, 2, -1, 5, 0, False, "", 0, -1, False),
        ("subseconds", "subseconds", 5, 3, -1, 6, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Expression.Literal.IntervalYearToMonth"] = Kind(
    "substrait.Expression.Literal.IntervalYearToMonth", 2, -1,
    (),
    (
        ("years", "years", 1, 0, -1, 5, 0, False, "", 0, -1, False),
        ("months", "months", 2, 1, -1, 5, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Expression.Literal.List"] = Kind(
    "substrait.Expression.Literal.List", 1, -1,
    (),
    (
        ("values", "values", 1, 0, -1, 0, 2, True, "substrait.Expression.Literal", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Expression.Literal.Map"] = Kind(
    "substrait.Expression.Literal.Map", 1, -1,
    (),
    (
        ("key_values", "key_values", 1, 0, -1, 0, 2, True, "substrait.Expression.Literal.Map.KeyValue", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Expression.Literal.Map.KeyValue"] = Kind(
    "substrait.Expression.Literal.Map.KeyValue", 2, -1,
    (("key", 0), ("value", 1)),
    (
        ("key", "key", 1, 0, -1, 0, 2, False, "substrait.Expression.Literal", 1, 0, False),
        ("value", "value", 2, 1, -1, 0, 2, False, "substrait.Expression.Literal", 2, 1, False),
    ),
    (),
)
KINDS["substrait.Expression.Literal.PrecisionTime"] = Kind(
    "substrait.Expression.Literal.PrecisionTime", 2, -1,
    (),
    (
        ("precision", "precision", 1, 0, -1, 5, 0, False, "", 0, -1, False),
        ("value", "value", 2, 1, -1, 6, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Expression.Literal.PrecisionTimestamp"] = Kind(
    "substrait.Expression.Literal.PrecisionTimestamp", 2, -1,
    (),
    (
        ("precision", "precision", 1, 0, -1, 5, 0, False, "", 0, -1, False),
        ("value", "value", 2, 1, -1, 6, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Expression.Literal.Struct"] = Kind(
    "substrait.Expression.Literal.Struct", 1, -1,
    (),
    (
        ("fields", "fields", 1, 0, -1, 0, 2, True, "substrait.Expression.Literal", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Expression.Literal.UserDefined"] = Kind(
    "substrait.Expression.Literal.UserDefined", 5, -1,
    (("type_reference", 0), ("value", 1), ("struct", 2), ("type_alias_reference", 3), ("type_anchor_type", 4), ("val", 5)),
    (
        ("type_reference", "type_reference", 1, 1, 2, 7, 0, False, "", 17, 0, False),
        ("value", "value", 2, 3, 4, 0, 2, False, "google.protobuf.Any", 34, 1, False),
        ("type_parameters", "type_parameters", 3, 0, -1, 0, 2, True, "substrait.Type.Parameter", 0, -1, False),
        ("struct", "struct", 4, 3, 4, 0, 2, False, "substrait.Expression.Literal.Struct", 36, 2, False),
        ("type_alias_reference", "type_alias_reference", 5, 1, 2, 7, 0, False, "", 24, 3, False),
    ),
    (("type_anchor_type", 2, ((1, "type_reference"), (5, "type_alias_reference"))), ("val", 4, ((2, "value"), (4, "struct")))),
)
KINDS["substrait.Expression.Literal.VarChar"] = Kind(
    "substrait.Expression.Literal.VarChar", 2, -1,
    (),
    (
        ("value", "value", 1, 0, -1, 1, 2, False, "", 0, -1, False),
        ("length", "length", 2, 1, -1, 7, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Expression.MaskExpression"] = Kind(
    "substrait.Expression.MaskExpression", 2, -1,
    (("select", 0),),
    (
        ("select", "select", 1, 0, -1, 0, 2, False, "substrait.Expression.MaskExpression.StructSelect", 1, 0, False),
        ("maintain_singular_struct", "maintain_singular_struct", 2, 1, -1, 9, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Expression.MaskExpression.ListSelect"] = Kind(
    "substrait.Expression.MaskExpression.ListSelect", 2, -1,
    (("child", 0),),
    (
        ("selection", "selection", 1, 0, -1, 0, 2, True, "substrait.Expression.MaskExpression.ListSelect.ListSelectItem", 0, -1, False),
        ("child", "child", 2, 1, -1, 0, 2, False, "substrait.Expression.MaskExpression.Select", 1, 0, False),
    ),
    (),
)
KINDS["substrait.Expression.MaskExpression.ListSelect.ListSelectItem"] = Kind(
    "substrait.Expression.MaskExpression.ListSelect.ListSelectItem", 2, -1,
    (("item", 0), ("slice", 1), ("type", 2)),
    (
        ("item", "item", 1, 0, 1, 0, 2, False, "substrait.Expression.MaskExpression.ListSelect.ListSelectItem.ListElement", 5, 0, False),
        ("slice", "slice", 2, 0, 1, 0, 2, False, "substrait.Expression.MaskExpression.ListSelect.ListSelectItem.ListSlice", 6, 1, False),
    ),
    (("type", 1, ((1, "item"), (2, "slice"))),),
)
KINDS["substrait.Expression.MaskExpression.ListSelect.ListSelectItem.ListElement"] = Kind(
    "substrait.Expression.MaskExpression.ListSelect.ListSelectItem.ListElement", 1, -1,
    (),
    (
        ("field", "field", 1, 0, -1, 5, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Expression.MaskExpression.ListSelect.ListSelectItem.ListSlice"] = Kind(
    "substrait.Expression.MaskExpression.ListSelect.ListSelectItem.ListSlice", 2, -1,
    (),
    (
        ("start", "start", 1, 0, -1, 5, 0, False, "", 0, -1, False),
        ("end", "end", 2, 1, -1, 5, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Expression.MaskExpression.MapSelect"] = Kind(
    "substrait.Expression.MaskExpression.MapSelect", 3, -1,
    (("key", 0), ("expression", 1), ("child", 2), ("select", 3)),
    (
        ("key", "key", 1, 1, 2, 0, 2, False, "substrait.Expression.MaskExpression.MapSelect.MapKey", 9, 0, False),
        ("expression", "expression", 2, 1, 2, 0, 2, False, "substrait.Expression.MaskExpression.MapSelect.MapKeyExpression", 10, 1, False),
        ("child", "child", 3, 0, -1, 0, 2, False, "substrait.Expression.MaskExpression.Select", 4, 2, False),
    ),
    (("select", 2, ((1, "key"), (2, "expression"))),),
)
KINDS["substrait.Expression.MaskExpression.MapSelect.MapKey"] = Kind(
    "substrait.Expression.MaskExpression.MapSelect.MapKey", 1, -1,
    (),
    (
        ("map_key", "map_key", 1, 0, -1, 1, 2, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Expression.MaskExpression.MapSelect.MapKeyExpression"] = Kind(
    "substrait.Expression.MaskExpression.MapSelect.MapKeyExpression", 1, -1,
    (),
    (
        ("map_key_expression", "map_key_expression", 1, 0, -1, 1, 2, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Expression.MaskExpression.Select"] = Kind(
    "substrait.Expression.MaskExpression.Select", 2, -1,
    (("struct", 0), ("list", 1), ("map", 2), ("type", 3)),
    (
        ("struct", "struct", 1, 0, 1, 0, 2, False, "substrait.Expression.MaskExpression.StructSelect", 9, 0, False),
        ("list", "list", 2, 0, 1, 0, 2, False, "substrait.Expression.MaskExpression.ListSelect", 10, 1, False),
        ("map", "map", 3, 0, 1, 0, 2, False, "substrait.Expression.MaskExpression.MapSelect", 12, 2, False),
    ),
    (("type", 1, ((1, "struct"), (2, "list"), (3, "map"))),),
)
KINDS["substrait.Expression.MaskExpression.StructItem"] = Kind(
    "substrait.Expression.MaskExpression.StructItem", 2, -1,
    (("child", 0),),
    (
        ("field", "field", 1, 0, -1, 5, 0, False, "", 0, -1, False),
        ("child", "child", 2, 1, -1, 0, 2, False, "substrait.Expression.MaskExpression.Select", 1, 0, False),
    ),
    (),
)
KINDS["substrait.Expression.MaskExpression.StructSelect"] = Kind(
    "substrait.Expression.MaskExpression.StructSelect", 1, -1,
    (),
    (
        ("struct_items", "struct_items", 1, 0, -1, 0, 2, True, "substrait.Expression.MaskExpression.StructItem", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Expression.MultiOrList"] = Kind(
    "substrait.Expression.MultiOrList", 2, -1,
    (),
    (
        ("value", "value", 1, 0, -1, 0, 2, True, "substrait.Expression", 0, -1, False),
        ("options", "options", 2, 1, -1, 0, 2, True, "substrait.Expression.MultiOrList.Record", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Expression.MultiOrList.Record"] = Kind(
    "substrait.Expression.MultiOrList.Record", 1, -1,
    (),
    (
        ("fields", "fields", 1, 0, -1, 0, 2, True, "substrait.Expression", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Expression.Nested"] = Kind(
    "substrait.Expression.Nested", 4, -1,
    (("struct", 0), ("list", 1), ("map", 2), ("nested_type", 3)),
    (
        ("nullable", "nullable", 1, 0, -1, 9, 0, False, "", 0, -1, False),
        ("type_variation_reference", "type_variation_reference", 2, 1, -1, 7, 0, False, "", 0, -1, False),
        ("struct", "struct", 3, 2, 3, 0, 2, False, "substrait.Expression.Nested.Struct", 9, 0, False),
        ("list", "list", 4, 2, 3, 0, 2, False, "substrait.Expression.Nested.List", 10, 1, False),
        ("map", "map", 5, 2, 3, 0, 2, False, "substrait.Expression.Nested.Map", 12, 2, False),
    ),
    (("nested_type", 3, ((3, "struct"), (4, "list"), (5, "map"))),),
)
KINDS["substrait.Expression.Nested.List"] = Kind(
    "substrait.Expression.Nested.List", 1, -1,
    (),
    (
        ("values", "values", 1, 0, -1, 0, 2, True, "substrait.Expression", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Expression.Nested.Map"] = Kind(
    "substrait.Expression.Nested.Map", 1, -1,
    (),
    (
        ("key_values", "key_values", 1, 0, -1, 0, 2, True, "substrait.Expression.Nested.Map.KeyValue", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Expression.Nested.Map.KeyValue"] = Kind(
    "substrait.Expression.Nested.Map.KeyValue", 2, -1,
    (("key", 0), ("value", 1)),
    (
        ("key", "key", 1, 0, -1, 0, 2, False, "substrait.Expression", 1, 0, False),
        ("value", "value", 2, 1, -1, 0, 2, False, "substrait.Expression", 2, 1, False),
    ),
    (),
)
KINDS["substrait.Expression.Nested.Struct"] = Kind(
    "substrait.Expression.Nested.Struct", 1, -1,
    (),
    (
        ("fields", "fields", 1, 0, -1, 0, 2, True, "substrait.Expression", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Expression.ReferenceSegment"] = Kind(
    "substrait.Expression.ReferenceSegment", 2, -1,
    (("map_key", 0), ("struct_field", 1), ("list_element", 2), ("reference_type", 3)),
    (
        ("map_key", "map_key", 1, 0, 1, 0, 2, False, "substrait.Expression.ReferenceSegment.MapKey", 9, 0, False),
        ("struct_field", "struct_field", 2, 0, 1, 0, 2, False, "substrait.Expression.ReferenceSegment.StructField", 10, 1, False),
        ("list_element", "list_element", 3, 0, 1, 0, 2, False, "substrait.Expression.ReferenceSegment.ListElement", 12, 2, False),
    ),
    (("reference_type", 1, ((1, "map_key"), (2, "struct_field"), (3, "list_element"))),),
)
KINDS["substrait.Expression.ReferenceSegment.ListElement"] = Kind(
    "substrait.Expression.ReferenceSegment.ListElement", 2, -1,
    (("child", 0),),
    (
        ("offset", "offset", 1, 0, -1, 5, 0, False, "", 0, -1, False),
        ("child", "child", 2, 1, -1, 0, 2, False, "substrait.Expression.ReferenceSegment", 1, 0, False),
    ),
    (),
)
KINDS["substrait.Expression.ReferenceSegment.MapKey"] = Kind(
    "substrait.Expression.ReferenceSegment.MapKey", 2, -1,
    (("map_key", 0), ("child", 1)),
    (
        ("map_key", "map_key", 1, 0, -1, 0, 2, False, "substrait.Expression.Literal", 1, 0, False),
        ("child", "child", 2, 1, -1, 0, 2, False, "substrait.Expression.ReferenceSegment", 2, 1, False),
    ),
    (),
)
KINDS["substrait.Expression.ReferenceSegment.StructField"] = Kind(
    "substrait.Expression.ReferenceSegment.StructField", 2, -1,
    (("child", 0),),
    (
        ("field", "field", 1, 0, -1, 5, 0, False, "", 0, -1, False),
        ("child", "child", 2, 1, -1, 0, 2, False, "substrait.Expression.ReferenceSegment", 1, 0, False),
    ),
    (),
)
KINDS["substrait.Expression.ScalarFunction"] = Kind(
    "substrait.Expression.ScalarFunction", 4, -1,
    (("output_type", 0),),
    (
        ("function_reference", "function_reference", 1, 0, -1, 7, 0, False, "", 0, -1, False),
        ("output_type", "output_type", 3, 1, -1, 0, 2, False, "substrait.Type", 1, 0, False),
        ("arguments", "arguments", 4, 2, -1, 0, 2, True, "substrait.FunctionArgument", 0, -1, False),
        ("options", "options", 5, 3, -1, 0, 2, True, "substrait.FunctionOption", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Expression.SingularOrList"] = Kind(
    "substrait.Expression.SingularOrList", 2, -1,
    (("value", 0),),
    (
        ("value", "value", 1, 0, -1, 0, 2, False, "substrait.Expression", 1, 0, False),
        ("options", "options", 2, 1, -1, 0, 2, True, "substrait.Expression", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Expression.Subquery"] = Kind(
    "substrait.Expression.Subquery", 2, -1,
    (("scalar", 0), ("in_predicate", 1), ("set_predicate", 2), ("set_comparison", 3), ("subquery_type", 4)),
    (
        ("scalar", "scalar", 1, 0, 1, 0, 2, False, "substrait.Expression.Subquery.Scalar", 17, 0, False),
        ("in_predicate", "in_predicate", 2, 0, 1, 0, 2, False, "substrait.Expression.Subquery.InPredicate", 18, 1, False),
        ("set_predicate", "set_predicate", 3, 0, 1, 0, 2, False, "substrait.Expression.Subquery.SetPredicate", 20, 2, False),
        ("set_comparison", "set_comparison", 4, 0, 1, 0, 2, False, "substrait.Expression.Subquery.SetComparison", 24, 3, False),
    ),
    (("subquery_type", 1, ((1, "scalar"), (2, "in_predicate"), (3, "set_predicate"), (4, "set_comparison"))),),
)
KINDS["substrait.Expression.Subquery.InPredicate"] = Kind(
    "substrait.Expression.Subquery.InPredicate", 2, -1,
    (("haystack", 0),),
    (
        ("needles", "needles", 1, 0, -1, 0, 2, True, "substrait.Expression", 0, -1, False),
        ("haystack", "haystack", 2, 1, -1, 0, 2, False, "substrait.Rel", 1, 0, False),
    ),
    (),
)
KINDS["substrait.Expression.Subquery.Scalar"] = Kind(
    "substrait.Expression.Subquery.Scalar", 1, -1,
    (("input", 0),),
    (
        ("input", "input", 1, 0, -1, 0, 2, False, "substrait.Rel", 1, 0, False),
    ),
    (),
)
KINDS["substrait.Expression.Subquery.SetComparison"] = Kind(
    "substrait.Expression.Subquery.SetComparison", 4, -1,
    (("left", 0), ("right", 1)),
    (
        ("reduction_op", "reduction_op", 1, 0, -1, 5, 0, False, "", 0, -1, False),
        ("comparison_op", "comparison_op", 2, 1, -1, 5, 0, False, "", 0, -1, False),
        ("left", "left", 3, 2, -1, 0, 2, False, "substrait.Expression", 1, 0, False),
        ("right", "right", 4, 3, -1, 0, 2, False, "substrait.Rel", 2, 1, False),
    ),
    (),
)
KINDS["substrait.Expression.Subquery.SetPredicate"] = Kind(
    "substrait.Expression.Subquery.SetPredicate", 2, -1,
    (("tuples", 0),),
    (
        ("predicate_op", "predicate_op", 1, 0, -1, 5, 0, False, "", 0, -1, False),
        ("tuples", "tuples", 2, 1, -1, 0, 2, False, "substrait.Rel", 1, 0, False),
    ),
    (),
)
KINDS["substrait.Expression.SwitchExpression"] = Kind(
    "substrait.Expression.SwitchExpression", 3, -1,
    (("else", 0), ("match", 1)),
    (
        ("ifs", "ifs", 1, 0, -1, 0, 2, True, "substrait.Expression.SwitchExpression.IfValue", 0, -1, False),
        ("else", "else_", 2, 1, -1, 0, 2, False, "substrait.Expression", 1, 0, False),
        ("match", "match", 3, 2, -1, 0, 2, False, "substrait.Expression", 2, 1, False),
    ),
    (),
)
KINDS["substrait.Expression.SwitchExpression.IfValue"] = Kind(
    "substrait.Expression.SwitchExpression.IfValue", 2, -1,
    (("if", 0), ("then", 1)),
    (
        ("if", "if_", 1, 0, -1, 0, 2, False, "substrait.Expression.Literal", 1, 0, False),
        ("then", "then", 2, 1, -1, 0, 2, False, "substrait.Expression", 2, 1, False),
    ),
    (),
)
KINDS["substrait.Expression.WindowFunction"] = Kind(
    "substrait.Expression.WindowFunction", 11, -1,
    (("upper_bound", 0), ("lower_bound", 1), ("output_type", 2)),
    (
        ("function_reference", "function_reference", 1, 0, -1, 7, 0, False, "", 0, -1, False),
        ("partitions", "partitions", 2, 1, -1, 0, 2, True, "substrait.Expression", 0, -1, False),
        ("sorts", "sorts", 3, 2, -1, 0, 2, True, "substrait.SortField", 0, -1, False),
        ("upper_bound", "upper_bound", 4, 3, -1, 0, 2, False, "substrait.Expression.WindowFunction.Bound", 1, 0, False),
        ("lower_bound", "lower_bound", 5, 4, -1, 0, 2, False, "substrait.Expression.WindowFunction.Bound", 2, 1, False),
        ("phase", "phase", 6, 5, -1, 5, 0, False, "", 0, -1, False),
        ("output_type", "output_type", 7, 6, -1, 0, 2, False, "substrait.Type", 4, 2, False),
        ("arguments", "arguments", 9, 7, -1, 0, 2, True, "substrait.FunctionArgument", 0, -1, False),
        ("invocation", "invocation", 10, 8, -1, 5, 0, False, "", 0, -1, False),
        ("options", "options", 11, 9, -1, 0, 2, True, "substrait.FunctionOption", 0, -1, False),
        ("bounds_type", "bounds_type", 12, 10, -1, 5, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Expression.WindowFunction.Bound"] = Kind(
    "substrait.Expression.WindowFunction.Bound", 2, -1,
    (("preceding", 0), ("following", 1), ("current_row", 2), ("unbounded", 3), ("kind", 4)),
    (
        ("preceding", "preceding", 1, 0, 1, 0, 2, False, "substrait.Expression.WindowFunction.Bound.Preceding", 17, 0, False),
        ("following", "following", 2, 0, 1, 0, 2, False, "substrait.Expression.WindowFunction.Bound.Following", 18, 1, False),
        ("current_row", "current_row", 3, 0, 1, 0, 2, False, "substrait.Expression.WindowFunction.Bound.CurrentRow", 20, 2, False),
        ("unbounded", "unbounded", 4, 0, 1, 0, 2, False, "substrait.Expression.WindowFunction.Bound.Unbounded", 24, 3, False),
    ),
    (("kind", 1, ((1, "preceding"), (2, "following"), (3, "current_row"), (4, "unbounded"))),),
)
KINDS["substrait.Expression.WindowFunction.Bound.CurrentRow"] = Kind(
    "substrait.Expression.WindowFunction.Bound.CurrentRow", 0, -1,
    (),
    (
    ),
    (),
)
KINDS["substrait.Expression.WindowFunction.Bound.Following"] = Kind(
    "substrait.Expression.WindowFunction.Bound.Following", 2, -1,
    (("offset_expr", 0),),
    (
        ("offset", "offset", 1, 0, -1, 6, 0, False, "", 0, -1, False),
        ("offset_expr", "offset_expr", 2, 1, -1, 0, 2, False, "substrait.Expression", 1, 0, False),
    ),
    (),
)
KINDS["substrait.Expression.WindowFunction.Bound.Preceding"] = Kind(
    "substrait.Expression.WindowFunction.Bound.Preceding", 2, -1,
    (("offset_expr", 0),),
    (
        ("offset", "offset", 1, 0, -1, 6, 0, False, "", 0, -1, False),
        ("offset_expr", "offset_expr", 2, 1, -1, 0, 2, False, "substrait.Expression", 1, 0, False),
    ),
    (),
)
KINDS["substrait.Expression.WindowFunction.Bound.Unbounded"] = Kind(
    "substrait.Expression.WindowFunction.Bound.Unbounded", 0, -1,
    (),
    (
    ),
    (),
)
KINDS["substrait.ExtensionLeafRel"] = Kind(
    "substrait.ExtensionLeafRel", 2, -1,
    (("common", 0), ("detail", 1)),
    (
        ("common", "common", 1, 0, -1, 0, 2, False, "substrait.RelCommon", 1, 0, False),
        ("detail", "detail", 2, 1, -1, 0, 2, False, "google.protobuf.Any", 2, 1, False),
    ),
    (),
)
KINDS["substrait.ExtensionMultiRel"] = Kind(
    "substrait.ExtensionMultiRel", 3, -1,
    (("common", 0), ("detail", 1)),
    (
        ("common", "common", 1, 0, -1, 0, 2, False, "substrait.RelCommon", 1, 0, False),
        ("inputs", "inputs", 2, 1, -1, 0, 2, True, "substrait.Rel", 0, -1, False),
        ("detail", "detail", 3, 2, -1, 0, 2, False, "google.protobuf.Any", 2, 1, False),
    ),
    (),
)
KINDS["substrait.ExtensionObject"] = Kind(
    "substrait.ExtensionObject", 1, -1,
    (("detail", 0),),
    (
        ("detail", "detail", 1, 0, -1, 0, 2, False, "google.protobuf.Any", 1, 0, False),
    ),
    (),
)
KINDS["substrait.ExtensionSingleRel"] = Kind(
    "substrait.ExtensionSingleRel", 3, -1,
    (("common", 0), ("input", 1), ("detail", 2)),
    (
        ("common", "common", 1, 0, -1, 0, 2, False, "substrait.RelCommon", 1, 0, False),
        ("input", "input", 2, 1, -1, 0, 2, False, "substrait.Rel", 2, 1, False),
        ("detail", "detail", 3, 2, -1, 0, 2, False, "google.protobuf.Any", 4, 2, False),
    ),
    (),
)
KINDS["substrait.FetchRel"] = Kind(
    "substrait.FetchRel", 5, -1,
    (("common", 0), ("input", 1), ("offset_expr", 2), ("count_expr", 3), ("advanced_extension", 4)),
    (
        ("common", "common", 1, 0, -1, 0, 2, False, "substrait.RelCommon", 1, 0, False),
        ("input", "input", 2, 1, -1, 0, 2, False, "substrait.Rel", 2, 1, False),
        ("offset_expr", "offset_expr", 5, 2, -1, 0, 2, False, "substrait.Expression", 4, 2, False),
        ("count_expr", "count_expr", 6, 3, -1, 0, 2, False, "substrait.Expression", 8, 3, False),
        ("advanced_extension", "advanced_extension", 10, 4, -1, 0, 2, False, "substrait.extensions.AdvancedExtension", 16, 4, False),
    ),
    (),
)
KINDS["substrait.FilterRel"] = Kind(
    "substrait.FilterRel", 4, -1,
    (("common", 0), ("input", 1), ("condition", 2), ("advanced_extension", 3)),
    (
        ("common", "common", 1, 0, -1, 0, 2, False, "substrait.RelCommon", 1, 0, False),
        ("input", "input", 2, 1, -1, 0, 2, False, "substrait.Rel", 2, 1, False),
        ("condition", "condition", 3, 2, -1, 0, 2, False, "substrait.Expression", 4, 2, False),
        ("advanced_extension", "advanced_extension", 10, 3, -1, 0, 2, False, "substrait.extensions.AdvancedExtension", 8, 3, False),
    ),
    (),
)
KINDS["substrait.FunctionArgument"] = Kind(
    "substrait.FunctionArgument", 2, -1,
    (("enum", 0), ("type", 1), ("value", 2), ("arg_type", 3)),
    (
        ("enum", "enum", 1, 0, 1, 1, 2, False, "", 9, 0, False),
        ("type", "type", 2, 0, 1, 0, 2, False, "substrait.Type", 10, 1, False),
        ("value", "value", 3, 0, 1, 0, 2, False, "substrait.Expression", 12, 2, False),
    ),
    (("arg_type", 1, ((1, "enum"), (2, "type"), (3, "value"))),),
)
KINDS["substrait.FunctionOption"] = Kind(
    "substrait.FunctionOption", 2, -1,
    (),
    (
        ("name", "name", 1, 0, -1, 1, 2, False, "", 0, -1, False),
        ("preference", "preference", 2, 1, -1, 1, 2, True, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.HashJoinRel"] = Kind(
    "substrait.HashJoinRel", 9, -1,
    (("common", 0), ("left", 1), ("right", 2), ("post_join_filter", 3), ("advanced_extension", 4), ("residual_expression", 5)),
    (
        ("common", "common", 1, 0, -1, 0, 2, False, "substrait.RelCommon", 1, 0, False),
        ("left", "left", 2, 1, -1, 0, 2, False, "substrait.Rel", 2, 1, False),
        ("right", "right", 3, 2, -1, 0, 2, False, "substrait.Rel", 4, 2, False),
        ("post_join_filter", "post_join_filter", 6, 3, -1, 0, 2, False, "substrait.Expression", 8, 3, False),
        ("type", "type", 7, 4, -1, 5, 0, False, "", 0, -1, False),
        ("keys", "keys", 8, 5, -1, 0, 2, True, "substrait.ComparisonJoinKey", 0, -1, False),
        ("build_input", "build_input", 9, 6, -1, 5, 0, False, "", 0, -1, False),
        ("advanced_extension", "advanced_extension", 10, 7, -1, 0, 2, False, "substrait.extensions.AdvancedExtension", 16, 4, False),
        ("residual_expression", "residual_expression", 11, 8, -1, 0, 2, False, "substrait.Expression", 32, 5, False),
    ),
    (),
)
KINDS["substrait.JoinRel"] = Kind(
    "substrait.JoinRel", 7, -1,
    (("common", 0), ("left", 1), ("right", 2), ("expression", 3), ("post_join_filter", 4), ("advanced_extension", 5)),
    (
        ("common", "common", 1, 0, -1, 0, 2, False, "substrait.RelCommon", 1, 0, False),
        ("left", "left", 2, 1, -1, 0, 2, False, "substrait.Rel", 2, 1, False),
        ("right", "right", 3, 2, -1, 0, 2, False, "substrait.Rel", 4, 2, False),
        ("expression", "expression", 4, 3, -1, 0, 2, False, "substrait.Expression", 8, 3, False),
        ("post_join_filter", "post_join_filter", 5, 4, -1, 0, 2, False, "substrait.Expression", 16, 4, False),
        ("type", "type", 6, 5, -1, 5, 0, False, "", 0, -1, False),
        ("advanced_extension", "advanced_extension", 10, 6, -1, 0, 2, False, "substrait.extensions.AdvancedExtension", 32, 5, False),
    ),
    (),
)
KINDS["substrait.LateralJoinRel"] = Kind(
    "substrait.LateralJoinRel", 7, -1,
    (("common", 0), ("left", 1), ("right", 2), ("expression", 3), ("post_join_filter", 4), ("advanced_extension", 5)),
    (
        ("common", "common", 1, 0, -1, 0, 2, False, "substrait.RelCommon", 1, 0, False),
        ("left", "left", 2, 1, -1, 0, 2, False, "substrait.Rel", 2, 1, False),
        ("right", "right", 3, 2, -1, 0, 2, False, "substrait.Rel", 4, 2, False),
        ("expression", "expression", 4, 3, -1, 0, 2, False, "substrait.Expression", 8, 3, False),
        ("post_join_filter", "post_join_filter", 5, 4, -1, 0, 2, False, "substrait.Expression", 16, 4, False),
        ("type", "type", 6, 5, -1, 5, 0, False, "", 0, -1, False),
        ("advanced_extension", "advanced_extension", 10, 6, -1, 0, 2, False, "substrait.extensions.AdvancedExtension", 32, 5, False),
    ),
    (),
)
KINDS["substrait.MergeJoinRel"] = Kind(
    "substrait.MergeJoinRel", 8, -1,
    (("common", 0), ("left", 1), ("right", 2), ("post_join_filter", 3), ("residual_expression", 4), ("advanced_extension", 5)),
    (
        ("common", "common", 1, 0, -1, 0, 2, False, "substrait.RelCommon", 1, 0, False),
        ("left", "left", 2, 1, -1, 0, 2, False, "substrait.Rel", 2, 1, False),
        ("right", "right", 3, 2, -1, 0, 2, False, "substrait.Rel", 4, 2, False),
        ("post_join_filter", "post_join_filter", 6, 3, -1, 0, 2, False, "substrait.Expression", 8, 3, False),
        ("type", "type", 7, 4, -1, 5, 0, False, "", 0, -1, False),
        ("keys", "keys", 8, 5, -1, 0, 2, True, "substrait.ComparisonJoinKey", 0, -1, False),
        ("residual_expression", "residual_expression", 9, 6, -1, 0, 2, False, "substrait.Expression", 16, 4, False),
        ("advanced_extension", "advanced_extension", 10, 7, -1, 0, 2, False, "substrait.extensions.AdvancedExtension", 32, 5, False),
    ),
    (),
)
KINDS["substrait.NamedObjectWrite"] = Kind(
    "substrait.NamedObjectWrite", 2, -1,
    (("advanced_extension", 0),),
    (
        ("names", "names", 1, 0, -1, 1, 2, True, "", 0, -1, False),
        ("advanced_extension", "advanced_extension", 10, 1, -1, 0, 2, False, "substrait.extensions.AdvancedExtension", 1, 0, False),
    ),
    (),
)
KINDS["substrait.NamedStruct"] = Kind(
    "substrait.NamedStruct", 2, -1,
    (("struct", 0),),
    (
        ("names", "names", 1, 0, -1, 1, 2, True, "", 0, -1, False),
        ("struct", "struct", 2, 1, -1, 0, 2, False, "substrait.Type.Struct", 1, 0, False),
    ),
    (),
)
KINDS["substrait.NamedTable"] = Kind(
    "substrait.NamedTable", 2, -1,
    (("advanced_extension", 0),),
    (
        ("names", "names", 1, 0, -1, 1, 2, True, "", 0, -1, False),
        ("advanced_extension", "advanced_extension", 10, 1, -1, 0, 2, False, "substrait.extensions.AdvancedExtension", 1, 0, False),
    ),
    (),
)
KINDS["substrait.NestedLoopJoinRel"] = Kind(
    "substrait.NestedLoopJoinRel", 6, -1,
    (("common", 0), ("left", 1), ("right", 2), ("expression", 3), ("advanced_extension", 4)),
    (
        ("common", "common", 1, 0, -1, 0, 2, False, "substrait.RelCommon", 1, 0, False),
        ("left", "left", 2, 1, -1, 0, 2, False, "substrait.Rel", 2, 1, False),
        ("right", "right", 3, 2, -1, 0, 2, False, "substrait.Rel", 4, 2, False),
        ("expression", "expression", 4, 3, -1, 0, 2, False, "substrait.Expression", 8, 3, False),
        ("type", "type", 5, 4, -1, 5, 0, False, "", 0, -1, False),
        ("advanced_extension", "advanced_extension", 10, 5, -1, 0, 2, False, "substrait.extensions.AdvancedExtension", 16, 4, False),
    ),
    (),
)
KINDS["substrait.Plan"] = Kind(
    "substrait.Plan", 10, 9,
    (("advanced_extensions", 0), ("version", 1), ("execution_behavior", 2)),
    (
        ("extensions", "extensions", 2, 0, -1, 0, 2, True, "substrait.extensions.SimpleExtensionDeclaration", 0, -1, False),
        ("relations", "relations", 3, 1, -1, 0, 2, True, "substrait.PlanRel", 0, -1, False),
        ("advanced_extensions", "advanced_extensions", 4, 2, -1, 0, 2, False, "substrait.extensions.AdvancedExtension", 1, 0, False),
        ("expected_type_urls", "expected_type_urls", 5, 3, -1, 1, 2, True, "", 0, -1, False),
        ("version", "version", 6, 4, -1, 0, 2, False, "substrait.Version", 2, 1, False),
        ("parameter_bindings", "parameter_bindings", 7, 5, -1, 0, 2, True, "substrait.DynamicParameterBinding", 0, -1, False),
        ("extension_urns", "extension_urns", 8, 6, -1, 0, 2, True, "substrait.extensions.SimpleExtensionURN", 0, -1, False),
        ("type_aliases", "type_aliases", 9, 7, -1, 0, 2, True, "substrait.TypeAlias", 0, -1, False),
        ("execution_behavior", "execution_behavior", 10, 8, -1, 0, 2, False, "substrait.ExecutionBehavior", 4, 2, False),
    ),
    (),
)
KINDS["substrait.PlanRel"] = Kind(
    "substrait.PlanRel", 3, -1,
    (("rel", 0), ("root", 1), ("rel_type", 2)),
    (
        ("rel", "rel", 1, 1, 2, 0, 2, False, "substrait.Rel", 5, 0, False),
        ("root", "root", 2, 1, 2, 0, 2, False, "substrait.RelRoot", 6, 1, False),
        ("detached_expressions", "detached_expressions", 3, 0, -1, 0, 2, True, "substrait.Expression", 0, -1, False),
    ),
    (("rel_type", 2, ((1, "rel"), (2, "root"))),),
)
KINDS["substrait.ProjectRel"] = Kind(
    "substrait.ProjectRel", 4, -1,
    (("common", 0), ("input", 1), ("advanced_extension", 2)),
    (
        ("common", "common", 1, 0, -1, 0, 2, False, "substrait.RelCommon", 1, 0, False),
        ("input", "input", 2, 1, -1, 0, 2, False, "substrait.Rel", 2, 1, False),
        ("expressions", "expressions", 3, 2, -1, 0, 2, True, "substrait.Expression", 0, -1, False),
        ("advanced_extension", "advanced_extension", 10, 3, -1, 0, 2, False, "substrait.extensions.AdvancedExtension", 4, 2, False),
    ),
    (),
)
KINDS["substrait.ReadRel"] = Kind(
    "substrait.ReadRel", 8, -1,
    (("common", 0), ("base_schema", 1), ("filter", 2), ("projection", 3), ("virtual_table", 4), ("local_files", 5), ("named_table", 6), ("extension_table", 7), ("iceberg_table", 8), ("advanced_extension", 9), ("best_effort_filter", 10), ("read_type", 11)),
    (
        ("common", "common", 1, 0, -1, 0, 2, False, "substrait.RelCommon", 1, 0, False),
        ("base_schema", "base_schema", 2, 1, -1, 0, 2, False, "substrait.NamedStruct", 2, 1, False),
        ("filter", "filter", 3, 2, -1, 0, 2, False, "substrait.Expression", 4, 2, False),
        ("projection", "projection", 4, 3, -1, 0, 2, False, "substrait.Expression.MaskExpression", 8, 3, False),
        ("virtual_table", "virtual_table", 5, 6, 7, 0, 2, False, "substrait.ReadRel.VirtualTable", 2064, 4, False),
        ("local_files", "local_files", 6, 6, 7, 0, 2, False, "substrait.ReadRel.LocalFiles", 2080, 5, False),
        ("named_table", "named_table", 7, 6, 7, 0, 2, False, "substrait.ReadRel.NamedTable", 2112, 6, False),
        ("extension_table", "extension_table", 8, 6, 7, 0, 2, False, "substrait.ReadRel.ExtensionTable", 2176, 7, False),
        ("iceberg_table", "iceberg_table", 9, 6, 7, 0, 2, False, "substrait.ReadRel.IcebergTable", 2304, 8, False),
        ("advanced_extension", "advanced_extension", 10, 4, -1, 0, 2, False, "substrait.extensions.AdvancedExtension", 512, 9, False),
        ("best_effort_filter", "best_effort_filter", 11, 5, -1, 0, 2, False, "substrait.Expression", 1024, 10, False),
    ),
    (("read_type", 7, ((5, "virtual_table"), (6, "local_files"), (7, "named_table"), (8, "extension_table"), (9, "iceberg_table"))),),
)
KINDS["substrait.ReadRel.ExtensionTable"] = Kind(
    "substrait.ReadRel.ExtensionTable", 1, -1,
    (("detail", 0),),
    (
        ("detail", "detail", 1, 0, -1, 0, 2, False, "google.protobuf.Any", 1, 0, False),
    ),
    (),
)
KINDS["substrait.ReadRel.IcebergTable"] = Kind(
    "substrait.ReadRel.IcebergTable", 2, -1,
    (("direct", 0), ("table_type", 1)),
    (
        ("direct", "direct", 1, 0, 1, 0, 2, False, "substrait.ReadRel.IcebergTable.MetadataFileRead", 3, 0, False),
    ),
    (("table_type", 1, ((1, "direct"),)),),
)
KINDS["substrait.ReadRel.IcebergTable.MetadataFileRead"] = Kind(
    "substrait.ReadRel.IcebergTable.MetadataFileRead", 3, -1,
    (("snapshot_id", 0), ("snapshot_timestamp", 1), ("snapshot", 2)),
    (
        ("metadata_uri", "metadata_uri", 1, 0, -1, 1, 2, False, "", 0, -1, False),
        ("snapshot_id", "snapshot_id", 2, 1, 2, 1, 2, False, "", 5, 0, False),
        ("snapshot_timestamp", "snapshot_timestamp", 3, 1, 2, 6, 0, False, "", 6, 1, False),
    ),
    (("snapshot", 2, ((2, "snapshot_id"), (3, "snapshot_timestamp"))),),
)
KINDS["substrait.ReadRel.LocalFiles"] = Kind(
    "substrait.ReadRel.LocalFiles", 2, -1,
    (("advanced_extension", 0),),
    (
        ("items", "items", 1, 0, -1, 0, 2, True, "substrait.ReadRel.LocalFiles.FileOrFiles", 0, -1, False),
        ("advanced_extension", "advanced_extension", 10, 1, -1, 0, 2, False, "substrait.extensions.AdvancedExtension", 1, 0, False),
    ),
    (),
)
KINDS["substrait.ReadRel.LocalFiles.FileOrFiles"] = Kind(
    "substrait.ReadRel.LocalFiles.FileOrFiles", 7, -1,
    (("uri_path", 0), ("uri_path_glob", 1), ("uri_file", 2), ("uri_folder", 3), ("parquet", 4), ("arrow", 5), ("orc", 6), ("extension", 7), ("dwrf", 8), ("text", 9), ("path_type", 10), ("file_format", 11)),
    (
        ("uri_path", "uri_path", 1, 3, 4, 1, 2, False, "", 1025, 0, False),
        ("uri_path_glob", "uri_path_glob", 2, 3, 4, 1, 2, False, "", 1026, 1, False),
        ("uri_file", "uri_file", 3, 3, 4, 1, 2, False, "", 1028, 2, False),
        ("uri_folder", "uri_folder", 4, 3, 4, 1, 2, False, "", 1032, 3, False),
        ("partition_index", "partition_index", 6, 0, -1, 8, 0, False, "", 0, -1, False),
        ("start", "start", 7, 1, -1, 8, 0, False, "", 0, -1, False),
        ("length", "length", 8, 2, -1, 8, 0, False, "", 0, -1, False),
        ("parquet", "parquet", 9, 5, 6, 0, 2, False, "substrait.ReadRel.LocalFiles.FileOrFiles.ParquetReadOptions", 2064, 4, False),
        ("arrow", "arrow", 10, 5, 6, 0, 2, False, "substrait.ReadRel.LocalFiles.FileOrFiles.ArrowReadOptions", 2080, 5, False),
        ("orc", "orc", 11, 5, 6, 0, 2, False, "substrait.ReadRel.LocalFiles.FileOrFiles.OrcReadOptions", 2112, 6, False),
        ("extension", "extension", 12, 5, 6, 0, 2, False, "google.protobuf.Any", 2176, 7, False),
        ("dwrf", "dwrf", 13, 5, 6, 0, 2, False, "substrait.ReadRel.LocalFiles.FileOrFiles.DwrfReadOptions", 2304, 8, False),
        ("text", "text", 14, 5, 6, 0, 2, False, "substrait.ReadRel.LocalFiles.FileOrFiles.DelimiterSeparatedTextReadOptions", 2560, 9, False),
    ),
    (("path_type", 4, ((1, "uri_path"), (2, "uri_path_glob"), (3, "uri_file"), (4, "uri_folder"))), ("file_format", 6, ((9, "parquet"), (10, "arrow"), (11, "orc"), (12, "extension"), (13, "dwrf"), (14, "text")))),
)
KINDS["substrait.ReadRel.LocalFiles.FileOrFiles.ArrowReadOptions"] = Kind(
    "substrait.ReadRel.LocalFiles.FileOrFiles.ArrowReadOptions", 0, -1,
    (),
    (
    ),
    (),
)
KINDS["substrait.ReadRel.LocalFiles.FileOrFiles.DelimiterSeparatedTextReadOptions"] = Kind(
    "substrait.ReadRel.LocalFiles.FileOrFiles.DelimiterSeparatedTextReadOptions", 7, -1,
    (("value_treated_as_null", 0), ("_value_treated_as_null", 1)),
    (
        ("field_delimiter", "field_delimiter", 1, 0, -1, 1, 2, False, "", 0, -1, False),
        ("max_line_size", "max_line_size", 2, 1, -1, 8, 0, False, "", 0, -1, False),
        ("quote", "quote", 3, 2, -1, 1, 2, False, "", 0, -1, False),
        ("header_lines_to_skip", "header_lines_to_skip", 4, 3, -1, 8, 0, False, "", 0, -1, False),
        ("escape", "escape", 5, 4, -1, 1, 2, False, "", 0, -1, False),
        ("value_treated_as_null", "value_treated_as_null", 6, 5, 6, 1, 2, False, "", 3, 0, False),
    ),
    (("_value_treated_as_null", 6, ((6, "value_treated_as_null"),)),),
)
KINDS["substrait.ReadRel.LocalFiles.FileOrFiles.DwrfReadOptions"] = Kind(
    "substrait.ReadRel.LocalFiles.FileOrFiles.DwrfReadOptions", 0, -1,
    (),
    (
    ),
    (),
)
KINDS["substrait.ReadRel.LocalFiles.FileOrFiles.OrcReadOptions"] = Kind(
    "substrait.ReadRel.LocalFiles.FileOrFiles.OrcReadOptions", 0, -1,
    (),
    (
    ),
    (),
)
KINDS["substrait.ReadRel.LocalFiles.FileOrFiles.ParquetReadOptions"] = Kind(
    "substrait.ReadRel.LocalFiles.FileOrFiles.ParquetReadOptions", 0, -1,
    (),
    (
    ),
    (),
)
KINDS["substrait.ReadRel.NamedTable"] = Kind(
    "substrait.ReadRel.NamedTable", 2, -1,
    (("advanced_extension", 0),),
    (
        ("names", "names", 1, 0, -1, 1, 2, True, "", 0, -1, False),
        ("advanced_extension", "advanced_extension", 10, 1, -1, 0, 2, False, "substrait.extensions.AdvancedExtension", 1, 0, False),
    ),
    (),
)
KINDS["substrait.ReadRel.VirtualTable"] = Kind(
    "substrait.ReadRel.VirtualTable", 1, -1,
    (),
    (
        ("expressions", "expressions", 2, 0, -1, 0, 2, True, "substrait.Expression.Nested.Struct", 0, -1, False),
    ),
    (),
)
KINDS["substrait.ReferenceRel"] = Kind(
    "substrait.ReferenceRel", 1, -1,
    (),
    (
        ("subtree_ordinal", "subtree_ordinal", 1, 0, -1, 5, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Rel"] = Kind(
    "substrait.Rel", 2, -1,
    (("read", 0), ("filter", 1), ("fetch", 2), ("aggregate", 3), ("sort", 4), ("join", 5), ("project", 6), ("set", 7), ("extension_single", 8), ("extension_multi", 9), ("extension_leaf", 10), ("cross", 11), ("hash_join", 12), ("merge_join", 13), ("exchange", 14), ("expand", 15), ("window", 16), ("nested_loop_join", 17), ("write", 18), ("ddl", 19), ("reference", 20), ("update", 21), ("top_n", 22), ("lateral_join", 23), ("rel_type", 24)),
    (
        ("read", "read", 1, 0, 1, 0, 2, False, "substrait.ReadRel", 16777217, 0, False),
        ("filter", "filter", 2, 0, 1, 0, 2, False, "substrait.FilterRel", 16777218, 1, False),
        ("fetch", "fetch", 3, 0, 1, 0, 2, False, "substrait.FetchRel", 16777220, 2, False),
        ("aggregate", "aggregate", 4, 0, 1, 0, 2, False, "substrait.AggregateRel", 16777224, 3, False),
        ("sort", "sort", 5, 0, 1, 0, 2, False, "substrait.SortRel", 16777232, 4, False),
        ("join", "join", 6, 0, 1, 0, 2, False, "substrait.JoinRel", 16777248, 5, False),
        ("project", "project", 7, 0, 1, 0, 2, False, "substrait.ProjectRel", 16777280, 6, False),
        ("set", "set", 8, 0, 1, 0, 2, False, "substrait.SetRel", 16777344, 7, False),
        ("extension_single", "extension_single", 9, 0, 1, 0, 2, False, "substrait.ExtensionSingleRel", 16777472, 8, False),
        ("extension_multi", "extension_multi", 10, 0, 1, 0, 2, False, "substrait.ExtensionMultiRel", 16777728, 9, False),
        ("extension_leaf", "extension_leaf", 11, 0, 1, 0, 2, False, "substrait.ExtensionLeafRel", 16778240, 10, False),
        ("cross", "cross", 12, 0, 1, 0, 2, False, "substrait.CrossRel", 16779264, 11, False),
        ("hash_join", "hash_join", 13, 0, 1, 0, 2, False, "substrait.HashJoinRel", 16781312, 12, False),
        ("merge_join", "merge_join", 14, 0, 1, 0, 2, False, "substrait.MergeJoinRel", 16785408, 13, False),
        ("exchange", "exchange", 15, 0, 1, 0, 2, False, "substrait.ExchangeRel", 16793600, 14, False),
        ("expand", "expand", 16, 0, 1, 0, 2, False, "substrait.ExpandRel", 16809984, 15, False),
        ("window", "window", 17, 0, 1, 0, 2, False, "substrait.ConsistentPartitionWindowRel", 16842752, 16, False),
        ("nested_loop_join", "nested_loop_join", 18, 0, 1, 0, 2, False, "substrait.NestedLoopJoinRel", 16908288, 17, False),
        ("write", "write", 19, 0, 1, 0, 2, False, "substrait.WriteRel", 17039360, 18, False),
        ("ddl", "ddl", 20, 0, 1, 0, 2, False, "substrait.DdlRel", 17301504, 19, False),
        ("reference", "reference", 21, 0, 1, 0, 2, False, "substrait.ReferenceRel", 17825792, 20, False),
        ("update", "update", 22, 0, 1, 0, 2, False, "substrait.UpdateRel", 18874368, 21, False),
        ("top_n", "top_n", 23, 0, 1, 0, 2, False, "substrait.TopNRel", 20971520, 22, False),
        ("lateral_join", "lateral_join", 24, 0, 1, 0, 2, False, "substrait.LateralJoinRel", 25165824, 23, False),
    ),
    (("rel_type", 1, ((1, "read"), (2, "filter"), (3, "fetch"), (4, "aggregate"), (5, "sort"), (6, "join"), (24, "lateral_join"), (7, "project"), (8, "set"), (9, "extension_single"), (10, "extension_multi"), (11, "extension_leaf"), (12, "cross"), (21, "reference"), (19, "write"), (20, "ddl"), (22, "update"), (13, "hash_join"), (14, "merge_join"), (18, "nested_loop_join"), (17, "window"), (15, "exchange"), (16, "expand"), (23, "top_n"))),),
)
KINDS["substrait.RelCommon"] = Kind(
    "substrait.RelCommon", 6, -1,
    (("direct", 0), ("emit", 1), ("hint", 2), ("advanced_extension", 3), ("rel_anchor", 4), ("emit_kind", 5), ("_rel_anchor", 6)),
    (
        ("direct", "direct", 1, 2, 3, 0, 2, False, "substrait.RelCommon.Direct", 33, 0, False),
        ("emit", "emit", 2, 2, 3, 0, 2, False, "substrait.RelCommon.Emit", 34, 1, False),
        ("hint", "hint", 3, 0, -1, 0, 2, False, "substrait.RelCommon.Hint", 4, 2, False),
        ("advanced_extension", "advanced_extension", 4, 1, -1, 0, 2, False, "substrait.extensions.AdvancedExtension", 8, 3, False),
        ("rel_anchor", "rel_anchor", 5, 4, 5, 7, 0, False, "", 80, 4, False),
    ),
    (("emit_kind", 3, ((1, "direct"), (2, "emit"))), ("_rel_anchor", 5, ((5, "rel_anchor"),))),
)
KINDS["substrait.RelCommon.Direct"] = Kind(
    "substrait.RelCommon.Direct", 0, -1,
    (),
    (
    ),
    (),
)
KINDS["substrait.RelCommon.Emit"] = Kind(
    "substrait.RelCommon.Emit", 1, -1,
    (),
    (
        ("output_mapping", "output_mapping", 1, 0, -1, 5, 0, True, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.RelCommon.Hint"] = Kind(
    "substrait.RelCommon.Hint", 7, -1,
    (("stats", 0), ("constraint", 1), ("advanced_extension", 2)),
    (
        ("stats", "stats", 1, 0, -1, 0, 2, False, "substrait.RelCommon.Hint.Stats", 1, 0, False),
        ("constraint", "constraint", 2, 1, -1, 0, 2, False, "substrait.RelCommon.Hint.RuntimeConstraint", 2, 1, False),
        ("alias", "alias", 3, 2, -1, 1, 2, False, "", 0, -1, False),
        ("output_names", "output_names", 4, 3, -1, 1, 2, True, "", 0, -1, False),
        ("advanced_extension", "advanced_extension", 10, 4, -1, 0, 2, False, "substrait.extensions.AdvancedExtension", 4, 2, False),
        ("saved_computations", "saved_computations", 11, 5, -1, 0, 2, True, "substrait.RelCommon.Hint.SavedComputation", 0, -1, False),
        ("loaded_computations", "loaded_computations", 12, 6, -1, 0, 2, True, "substrait.RelCommon.Hint.LoadedComputation", 0, -1, False),
    ),
    (),
)
KINDS["substrait.RelCommon.Hint.LoadedComputation"] = Kind(
    "substrait.RelCommon.Hint.LoadedComputation", 3, -1,
    (("advanced_extension", 0),),
    (
        ("computation_id_reference", "computation_id_reference", 1, 0, -1, 5, 0, False, "", 0, -1, False),
        ("type", "type", 2, 1, -1, 5, 0, False, "", 0, -1, False),
        ("advanced_extension", "advanced_extension", 10, 2, -1, 0, 2, False, "substrait.extensions.AdvancedExtension", 1, 0, False),
    ),
    (),
)
KINDS["substrait.RelCommon.Hint.RuntimeConstraint"] = Kind(
    "substrait.RelCommon.Hint.RuntimeConstraint", 1, -1,
    (("advanced_extension", 0),),
    (
        ("advanced_extension", "advanced_extension", 10, 0, -1, 0, 2, False, "substrait.extensions.AdvancedExtension", 1, 0, False),
    ),
    (),
)
KINDS["substrait.RelCommon.Hint.SavedComputation"] = Kind(
    "substrait.RelCommon.Hint.SavedComputation", 3, -1,
    (("advanced_extension", 0),),
    (
        ("computation_id", "computation_id", 1, 0, -1, 5, 0, False, "", 0, -1, False),
        ("type", "type", 2, 1, -1, 5, 0, False, "", 0, -1, False),
        ("advanced_extension", "advanced_extension", 10, 2, -1, 0, 2, False, "substrait.extensions.AdvancedExtension", 1, 0, False),
    ),
    (),
)
KINDS["substrait.RelCommon.Hint.Stats"] = Kind(
    "substrait.RelCommon.Hint.Stats", 3, -1,
    (("advanced_extension", 0),),
    (
        ("row_count", "row_count", 1, 0, -1, 3, 1, False, "", 0, -1, True),
        ("record_size", "record_size", 2, 1, -1, 3, 1, False, "", 0, -1, True),
        ("advanced_extension", "advanced_extension", 10, 2, -1, 0, 2, False, "substrait.extensions.AdvancedExtension", 1, 0, False),
    ),
    (),
)
KINDS["substrait.RelRoot"] = Kind(
    "substrait.RelRoot", 2, -1,
    (("input", 0),),
    (
        ("input", "input", 1, 0, -1, 0, 2, False, "substrait.Rel", 1, 0, False),
        ("names", "names", 2, 1, -1, 1, 2, True, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.SetRel"] = Kind(
    "substrait.SetRel", 4, -1,
    (("common", 0), ("advanced_extension", 1)),
    (
        ("common", "common", 1, 0, -1, 0, 2, False, "substrait.RelCommon", 1, 0, False),
        ("inputs", "inputs", 2, 1, -1, 0, 2, True, "substrait.Rel", 0, -1, False),
        ("op", "op", 3, 2, -1, 5, 0, False, "", 0, -1, False),
        ("advanced_extension", "advanced_extension", 10, 3, -1, 0, 2, False, "substrait.extensions.AdvancedExtension", 2, 1, False),
    ),
    (),
)
KINDS["substrait.SortField"] = Kind(
    "substrait.SortField", 3, -1,
    (("expr", 0), ("direction", 1), ("comparison_function_reference", 2), ("sort_kind", 3)),
    (
        ("expr", "expr", 1, 0, -1, 0, 2, False, "substrait.Expression", 1, 0, False),
        ("direction", "direction", 2, 1, 2, 5, 0, False, "", 10, 1, False),
        ("comparison_function_reference", "comparison_function_reference", 3, 1, 2, 7, 0, False, "", 12, 2, False),
    ),
    (("sort_kind", 2, ((2, "direction"), (3, "comparison_function_reference"))),),
)
KINDS["substrait.SortRel"] = Kind(
    "substrait.SortRel", 4, -1,
    (("common", 0), ("input", 1), ("advanced_extension", 2)),
    (
        ("common", "common", 1, 0, -1, 0, 2, False, "substrait.RelCommon", 1, 0, False),
        ("input", "input", 2, 1, -1, 0, 2, False, "substrait.Rel", 2, 1, False),
        ("sorts", "sorts", 3, 2, -1, 0, 2, True, "substrait.SortField", 0, -1, False),
        ("advanced_extension", "advanced_extension", 10, 3, -1, 0, 2, False, "substrait.extensions.AdvancedExtension", 4, 2, False),
    ),
    (),
)
KINDS["substrait.TopNRel"] = Kind(
    "substrait.TopNRel", 7, -1,
    (("common", 0), ("input", 1), ("offset", 2), ("count", 3), ("advanced_extension", 4)),
    (
        ("common", "common", 1, 0, -1, 0, 2, False, "substrait.RelCommon", 1, 0, False),
        ("input", "input", 2, 1, -1, 0, 2, False, "substrait.Rel", 2, 1, False),
        ("sorts", "sorts", 3, 2, -1, 0, 2, True, "substrait.SortField", 0, -1, False),
        ("offset", "offset", 4, 3, -1, 0, 2, False, "substrait.Expression", 4, 2, False),
        ("count", "count", 5, 4, -1, 0, 2, False, "substrait.Expression", 8, 3, False),
        ("mode", "mode", 6, 5, -1, 5, 0, False, "", 0, -1, False),
        ("advanced_extension", "advanced_extension", 7, 6, -1, 0, 2, False, "substrait.extensions.AdvancedExtension", 16, 4, False),
    ),
    (),
)
KINDS["substrait.Type"] = Kind(
    "substrait.Type", 2, -1,
    (("bool", 0), ("i8", 1), ("i16", 2), ("i32", 3), ("i64", 4), ("fp32", 5), ("fp64", 6), ("string", 7), ("binary", 8), ("date", 9), ("interval_year", 10), ("interval_day", 11), ("fixed_char", 12), ("varchar", 13), ("fixed_binary", 14), ("decimal", 15), ("struct", 16), ("list", 17), ("map", 18), ("user_defined", 19), ("uuid", 20), ("precision_timestamp", 21), ("precision_timestamp_tz", 22), ("interval_compound", 23), ("precision_time", 24), ("alias", 25), ("func", 26), ("unbound", 27), ("kind", 28)),
    (
        ("bool", "bool", 1, 0, 1, 0, 2, False, "substrait.Type.Boolean", 268435457, 0, False),
        ("i8", "i8", 2, 0, 1, 0, 2, False, "substrait.Type.I8", 268435458, 1, False),
        ("i16", "i16", 3, 0, 1, 0, 2, False, "substrait.Type.I16", 268435460, 2, False),
        ("i32", "i32", 5, 0, 1, 0, 2, False, "substrait.Type.I32", 268435464, 3, False),
        ("i64", "i64", 7, 0, 1, 0, 2, False, "substrait.Type.I64", 268435472, 4, False),
        ("fp32", "fp32", 10, 0, 1, 0, 2, False, "substrait.Type.FP32", 268435488, 5, False),
        ("fp64", "fp64", 11, 0, 1, 0, 2, False, "substrait.Type.FP64", 268435520, 6, False),
        ("string", "string", 12, 0, 1, 0, 2, False, "substrait.Type.String", 268435584, 7, False),
        ("binary", "binary", 13, 0, 1, 0, 2, False, "substrait.Type.Binary", 268435712, 8, False),
        ("date", "date", 16, 0, 1, 0, 2, False, "substrait.Type.Date", 268435968, 9, False),
        ("interval_year", "interval_year", 19, 0, 1, 0, 2, False, "substrait.Type.IntervalYear", 268436480, 10, False),
        ("interval_day", "interval_day", 20, 0, 1, 0, 2, False, "substrait.Type.IntervalDay", 268437504, 11, False),
        ("fixed_char", "fixed_char", 21, 0, 1, 0, 2, False, "substrait.Type.FixedChar", 268439552, 12, False),
        ("varchar", "varchar", 22, 0, 1, 0, 2, False, "substrait.Type.VarChar", 268443648, 13, False),
        ("fixed_binary", "fixed_binary", 23, 0, 1, 0, 2, False, "substrait.Type.FixedBinary", 268451840, 14, False),
        ("decimal", "decimal", 24, 0, 1, 0, 2, False, "substrait.Type.Decimal", 268468224, 15, False),
        ("struct", "struct", 25, 0, 1, 0, 2, False, "substrait.Type.Struct", 268500992, 16, False),
        ("list", "list", 27, 0, 1, 0, 2, False, "substrait.Type.List", 268566528, 17, False),
        ("map", "map", 28, 0, 1, 0, 2, False, "substrait.Type.Map", 268697600, 18, False),
        ("user_defined", "user_defined", 30, 0, 1, 0, 2, False, "substrait.Type.UserDefined", 268959744, 19, False),
        ("uuid", "uuid", 32, 0, 1, 0, 2, False, "substrait.Type.UUID", 269484032, 20, False),
        ("precision_timestamp", "precision_timestamp", 33, 0, 1, 0, 2, False, "substrait.Type.PrecisionTimestamp", 270532608, 21, False),
        ("precision_timestamp_tz", "precision_timestamp_tz", 34, 0, 1, 0, 2, False, "substrait.Type.PrecisionTimestampTZ", 272629760, 22, False),
        ("interval_compound", "interval_compound", 35, 0, 1, 0, 2, False, "substrait.Type.IntervalCompound", 276824064, 23, False),
        ("precision_time", "precision_time", 36, 0, 1, 0, 2, False, "substrait.Type.PrecisionTime", 285212672, 24, False),
        ("alias", "alias", 37, 0, 1, 0, 2, False, "substrait.Type.TypeAliasReference", 301989888, 25, False),
        ("func", "func", 38, 0, 1, 0, 2, False, "substrait.Type.Func", 335544320, 26, False),
        ("unbound", "unbound", 39, 0, 1, 0, 2, False, "substrait.Type.Unbound", 402653184, 27, False),
    ),
    (("kind", 1, ((1, "bool"), (2, "i8"), (3, "i16"), (5, "i32"), (7, "i64"), (10, "fp32"), (11, "fp64"), (12, "string"), (13, "binary"), (16, "date"), (19, "interval_year"), (20, "interval_day"), (35, "interval_compound"), (32, "uuid"), (21, "fixed_char"), (22, "varchar"), (23, "fixed_binary"), (24, "decimal"), (36, "precision_time"), (33, "precision_timestamp"), (34, "precision_timestamp_tz"), (25, "struct"), (27, "list"), (28, "map"), (38, "func"), (39, "unbound"), (30, "user_defined"), (37, "alias"))),),
)
KINDS["substrait.Type.Binary"] = Kind(
    "substrait.Type.Binary", 2, -1,
    (),
    (
        ("type_variation_reference", "type_variation_reference", 1, 0, -1, 7, 0, False, "", 0, -1, False),
        ("nullability", "nullability", 2, 1, -1, 5, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Type.Boolean"] = Kind(
    "substrait.Type.Boolean", 2, -1,
    (),
    (
        ("type_variation_reference", "type_variation_reference", 1, 0, -1, 7, 0, False, "", 0, -1, False),
        ("nullability", "nullability", 2, 1, -1, 5, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Type.Date"] = Kind(
    "substrait.Type.Date", 2, -1,
    (),
    (
        ("type_variation_reference", "type_variation_reference", 1, 0, -1, 7, 0, False, "", 0, -1, False),
        ("nullability", "nullability", 2, 1, -1, 5, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Type.Decimal"] = Kind(
    "substrait.Type.Decimal", 4, -1,
    (),
    (
        ("scale", "scale", 1, 0, -1, 5, 0, False, "", 0, -1, False),
        ("precision", "precision", 2, 1, -1, 5, 0, False, "", 0, -1, False),
        ("type_variation_reference", "type_variation_reference", 3, 2, -1, 7, 0, False, "", 0, -1, False),
        ("nullability", "nullability", 4, 3, -1, 5, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Type.FP32"] = Kind(
    "substrait.Type.FP32", 2, -1,
    (),
    (
        ("type_variation_reference", "type_variation_reference", 1, 0, -1, 7, 0, False, "", 0, -1, False),
        ("nullability", "nullability", 2, 1, -1, 5, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Type.FP64"] = Kind(
    "substrait.Type.FP64", 2, -1,
    (),
    (
        ("type_variation_reference", "type_variation_reference", 1, 0, -1, 7, 0, False, "", 0, -1, False),
        ("nullability", "nullability", 2, 1, -1, 5, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Type.FixedBinary"] = Kind(
    "substrait.Type.FixedBinary", 3, -1,
    (),
    (
        ("length", "length", 1, 0, -1, 5, 0, False, "", 0, -1, False),
        ("type_variation_reference", "type_variation_reference", 2, 1, -1, 7, 0, False, "", 0, -1, False),
        ("nullability", "nullability", 3, 2, -1, 5, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Type.FixedChar"] = Kind(
    "substrait.Type.FixedChar", 3, -1,
    (),
    (
        ("length", "length", 1, 0, -1, 5, 0, False, "", 0, -1, False),
        ("type_variation_reference", "type_variation_reference", 2, 1, -1, 7, 0, False, "", 0, -1, False),
        ("nullability", "nullability", 3, 2, -1, 5, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Type.Func"] = Kind(
    "substrait.Type.Func", 3, -1,
    (("return_type", 0),),
    (
        ("parameter_types", "parameter_types", 1, 0, -1, 0, 2, True, "substrait.Type", 0, -1, False),
        ("return_type", "return_type", 2, 1, -1, 0, 2, False, "substrait.Type", 1, 0, False),
        ("nullability", "nullability", 3, 2, -1, 5, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Type.I16"] = Kind(
    "substrait.Type.I16", 2, -1,
    (),
    (
        ("type_variation_reference", "type_variation_reference", 1, 0, -1, 7, 0, False, "", 0, -1, False),
        ("nullability", "nullability", 2, 1, -1, 5, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Type.I32"] = Kind(
    "substrait.Type.I32", 2, -1,
    (),
    (
        ("type_variation_reference", "type_variation_reference", 1, 0, -1, 7, 0, False, "", 0, -1, False),
        ("nullability", "nullability", 2, 1, -1, 5, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Type.I64"] = Kind(
    "substrait.Type.I64", 2, -1,
    (),
    (
        ("type_variation_reference", "type_variation_reference", 1, 0, -1, 7, 0, False, "", 0, -1, False),
        ("nullability", "nullability", 2, 1, -1, 5, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Type.I8"] = Kind(
    "substrait.Type.I8", 2, -1,
    (),
    (
        ("type_variation_reference", "type_variation_reference", 1, 0, -1, 7, 0, False, "", 0, -1, False),
        ("nullability", "nullability", 2, 1, -1, 5, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Type.IntervalCompound"] = Kind(
    "substrait.Type.IntervalCompound", 3, -1,
    (),
    (
        ("type_variation_reference", "type_variation_reference", 1, 0, -1, 7, 0, False, "", 0, -1, False),
        ("nullability", "nullability", 2, 1, -1, 5, 0, False, "", 0, -1, False),
        ("precision", "precision", 3, 2, -1, 5, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Type.IntervalDay"] = Kind(
    "substrait.Type.IntervalDay", 4, -1,
    (("precision", 0), ("_precision", 1)),
    (
        ("type_variation_reference", "type_variation_reference", 1, 0, -1, 7, 0, False, "", 0, -1, False),
        ("nullability", "nullability", 2, 1, -1, 5, 0, False, "", 0, -1, False),
        ("precision", "precision", 3, 2, 3, 5, 0, False, "", 3, 0, False),
    ),
    (("_precision", 3, ((3, "precision"),)),),
)
KINDS["substrait.Type.IntervalYear"] = Kind(
    "substrait.Type.IntervalYear", 2, -1,
    (),
    (
        ("type_variation_reference", "type_variation_reference", 1, 0, -1, 7, 0, False, "", 0, -1, False),
        ("nullability", "nullability", 2, 1, -1, 5, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Type.List"] = Kind(
    "substrait.Type.List", 3, -1,
    (("type", 0),),
    (
        ("type", "type", 1, 0, -1, 0, 2, False, "substrait.Type", 1, 0, False),
        ("type_variation_reference", "type_variation_reference", 2, 1, -1, 7, 0, False, "", 0, -1, False),
        ("nullability", "nullability", 3, 2, -1, 5, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Type.Map"] = Kind(
    "substrait.Type.Map", 4, -1,
    (("key", 0), ("value", 1)),
    (
        ("key", "key", 1, 0, -1, 0, 2, False, "substrait.Type", 1, 0, False),
        ("value", "value", 2, 1, -1, 0, 2, False, "substrait.Type", 2, 1, False),
        ("type_variation_reference", "type_variation_reference", 3, 2, -1, 7, 0, False, "", 0, -1, False),
        ("nullability", "nullability", 4, 3, -1, 5, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Type.Parameter"] = Kind(
    "substrait.Type.Parameter", 2, -1,
    (("null", 0), ("data_type", 1), ("boolean", 2), ("integer", 3), ("enum", 4), ("string", 5), ("parameter", 6)),
    (
        ("null", "null", 1, 0, 1, 0, 2, False, "google.protobuf.Empty", 65, 0, False),
        ("data_type", "data_type", 2, 0, 1, 0, 2, False, "substrait.Type", 66, 1, False),
        ("boolean", "boolean", 3, 0, 1, 9, 0, False, "", 68, 2, False),
        ("integer", "integer", 4, 0, 1, 6, 0, False, "", 72, 3, False),
        ("enum", "enum", 5, 0, 1, 1, 2, False, "", 80, 4, False),
        ("string", "string", 6, 0, 1, 1, 2, False, "", 96, 5, False),
    ),
    (("parameter", 1, ((1, "null"), (2, "data_type"), (3, "boolean"), (4, "integer"), (5, "enum"), (6, "string"))),),
)
KINDS["substrait.Type.PrecisionTime"] = Kind(
    "substrait.Type.PrecisionTime", 3, -1,
    (),
    (
        ("precision", "precision", 1, 0, -1, 5, 0, False, "", 0, -1, False),
        ("type_variation_reference", "type_variation_reference", 2, 1, -1, 7, 0, False, "", 0, -1, False),
        ("nullability", "nullability", 3, 2, -1, 5, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Type.PrecisionTimestamp"] = Kind(
    "substrait.Type.PrecisionTimestamp", 3, -1,
    (),
    (
        ("precision", "precision", 1, 0, -1, 5, 0, False, "", 0, -1, False),
        ("type_variation_reference", "type_variation_reference", 2, 1, -1, 7, 0, False, "", 0, -1, False),
        ("nullability", "nullability", 3, 2, -1, 5, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Type.PrecisionTimestampTZ"] = Kind(
    "substrait.Type.PrecisionTimestampTZ", 3, -1,
    (),
    (
        ("precision", "precision", 1, 0, -1, 5, 0, False, "", 0, -1, False),
        ("type_variation_reference", "type_variation_reference", 2, 1, -1, 7, 0, False, "", 0, -1, False),
        ("nullability", "nullability", 3, 2, -1, 5, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Type.String"] = Kind(
    "substrait.Type.String", 2, -1,
    (),
    (
        ("type_variation_reference", "type_variation_reference", 1, 0, -1, 7, 0, False, "", 0, -1, False),
        ("nullability", "nullability", 2, 1, -1, 5, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Type.Struct"] = Kind(
    "substrait.Type.Struct", 3, -1,
    (),
    (
        ("types", "types", 1, 0, -1, 0, 2, True, "substrait.Type", 0, -1, False),
        ("type_variation_reference", "type_variation_reference", 2, 1, -1, 7, 0, False, "", 0, -1, False),
        ("nullability", "nullability", 3, 2, -1, 5, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Type.TypeAliasReference"] = Kind(
    "substrait.Type.TypeAliasReference", 2, -1,
    (),
    (
        ("type_alias_reference", "type_alias_reference", 1, 0, -1, 7, 0, False, "", 0, -1, False),
        ("nullability", "nullability", 2, 1, -1, 5, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Type.UUID"] = Kind(
    "substrait.Type.UUID", 2, -1,
    (),
    (
        ("type_variation_reference", "type_variation_reference", 1, 0, -1, 7, 0, False, "", 0, -1, False),
        ("nullability", "nullability", 2, 1, -1, 5, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Type.Unbound"] = Kind(
    "substrait.Type.Unbound", 0, -1,
    (),
    (
    ),
    (),
)
KINDS["substrait.Type.UserDefined"] = Kind(
    "substrait.Type.UserDefined", 4, -1,
    (),
    (
        ("type_reference", "type_reference", 1, 0, -1, 7, 0, False, "", 0, -1, False),
        ("type_variation_reference", "type_variation_reference", 2, 1, -1, 7, 0, False, "", 0, -1, False),
        ("nullability", "nullability", 3, 2, -1, 5, 0, False, "", 0, -1, False),
        ("type_parameters", "type_parameters", 4, 3, -1, 0, 2, True, "substrait.Type.Parameter", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Type.VarChar"] = Kind(
    "substrait.Type.VarChar", 3, -1,
    (),
    (
        ("length", "length", 1, 0, -1, 5, 0, False, "", 0, -1, False),
        ("type_variation_reference", "type_variation_reference", 2, 1, -1, 7, 0, False, "", 0, -1, False),
        ("nullability", "nullability", 3, 2, -1, 5, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.TypeAlias"] = Kind(
    "substrait.TypeAlias", 2, -1,
    (("type", 0),),
    (
        ("type_alias_anchor", "type_alias_anchor", 1, 0, -1, 7, 0, False, "", 0, -1, False),
        ("type", "type", 2, 1, -1, 0, 2, False, "substrait.Type", 1, 0, False),
    ),
    (),
)
KINDS["substrait.UpdateRel"] = Kind(
    "substrait.UpdateRel", 7, -1,
    (("named_table", 0), ("table_schema", 1), ("condition", 2), ("advanced_extension", 3), ("common", 4), ("update_type", 5)),
    (
        ("named_table", "named_table", 1, 5, 6, 0, 2, False, "substrait.NamedTable", 33, 0, False),
        ("table_schema", "table_schema", 2, 0, -1, 0, 2, False, "substrait.NamedStruct", 2, 1, False),
        ("condition", "condition", 3, 1, -1, 0, 2, False, "substrait.Expression", 4, 2, False),
        ("transformations", "transformations", 4, 2, -1, 0, 2, True, "substrait.UpdateRel.TransformExpression", 0, -1, False),
        ("advanced_extension", "advanced_extension", 5, 3, -1, 0, 2, False, "substrait.extensions.AdvancedExtension", 8, 3, False),
        ("common", "common", 6, 4, -1, 0, 2, False, "substrait.RelCommon", 16, 4, False),
    ),
    (("update_type", 6, ((1, "named_table"),)),),
)
KINDS["substrait.UpdateRel.TransformExpression"] = Kind(
    "substrait.UpdateRel.TransformExpression", 2, -1,
    (("transformation", 0),),
    (
        ("transformation", "transformation", 1, 0, -1, 0, 2, False, "substrait.Expression", 1, 0, False),
        ("column_target", "column_target", 2, 1, -1, 5, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.Version"] = Kind(
    "substrait.Version", 5, -1,
    (),
    (
        ("major_number", "major_number", 1, 0, -1, 7, 0, False, "", 0, -1, False),
        ("minor_number", "minor_number", 2, 1, -1, 7, 0, False, "", 0, -1, False),
        ("patch_number", "patch_number", 3, 2, -1, 7, 0, False, "", 0, -1, False),
        ("git_hash", "git_hash", 4, 3, -1, 1, 2, False, "", 0, -1, False),
        ("producer", "producer", 5, 4, -1, 1, 2, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.WriteRel"] = Kind(
    "substrait.WriteRel", 9, -1,
    (("named_table", 0), ("extension_table", 1), ("table_schema", 2), ("input", 3), ("common", 4), ("advanced_extension", 5), ("write_type", 6)),
    (
        ("named_table", "named_table", 1, 7, 8, 0, 2, False, "substrait.NamedObjectWrite", 65, 0, False),
        ("extension_table", "extension_table", 2, 7, 8, 0, 2, False, "substrait.ExtensionObject", 66, 1, False),
        ("table_schema", "table_schema", 3, 0, -1, 0, 2, False, "substrait.NamedStruct", 4, 2, False),
        ("op", "op", 4, 1, -1, 5, 0, False, "", 0, -1, False),
        ("input", "input", 5, 2, -1, 0, 2, False, "substrait.Rel", 8, 3, False),
        ("output", "output", 6, 3, -1, 5, 0, False, "", 0, -1, False),
        ("common", "common", 7, 4, -1, 0, 2, False, "substrait.RelCommon", 16, 4, False),
        ("create_mode", "create_mode", 8, 5, -1, 5, 0, False, "", 0, -1, False),
        ("advanced_extension", "advanced_extension", 9, 6, -1, 0, 2, False, "substrait.extensions.AdvancedExtension", 32, 5, False),
    ),
    (("write_type", 8, ((1, "named_table"), (2, "extension_table"))),),
)
KINDS["substrait.extensions.AdvancedExtension"] = Kind(
    "substrait.extensions.AdvancedExtension", 2, -1,
    (("enhancement", 0),),
    (
        ("optimization", "optimization", 1, 0, -1, 0, 2, True, "google.protobuf.Any", 0, -1, False),
        ("enhancement", "enhancement", 2, 1, -1, 0, 2, False, "google.protobuf.Any", 1, 0, False),
    ),
    (),
)
KINDS["substrait.extensions.SimpleExtensionDeclaration"] = Kind(
    "substrait.extensions.SimpleExtensionDeclaration", 2, -1,
    (("extension_type", 0), ("extension_type_variation", 1), ("extension_function", 2), ("mapping_type", 3)),
    (
        ("extension_type", "extension_type", 1, 0, 1, 0, 2, False, "substrait.extensions.SimpleExtensionDeclaration.ExtensionType", 9, 0, False),
        ("extension_type_variation", "extension_type_variation", 2, 0, 1, 0, 2, False, "substrait.extensions.SimpleExtensionDeclaration.ExtensionTypeVariation", 10, 1, False),
        ("extension_function", "extension_function", 3, 0, 1, 0, 2, False, "substrait.extensions.SimpleExtensionDeclaration.ExtensionFunction", 12, 2, False),
    ),
    (("mapping_type", 1, ((1, "extension_type"), (2, "extension_type_variation"), (3, "extension_function"))),),
)
KINDS["substrait.extensions.SimpleExtensionDeclaration.ExtensionFunction"] = Kind(
    "substrait.extensions.SimpleExtensionDeclaration.ExtensionFunction", 3, -1,
    (),
    (
        ("function_anchor", "function_anchor", 2, 0, -1, 7, 0, False, "", 0, -1, False),
        ("name", "name", 3, 1, -1, 1, 2, False, "", 0, -1, False),
        ("extension_urn_reference", "extension_urn_reference", 4, 2, -1, 7, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.extensions.SimpleExtensionDeclaration.ExtensionType"] = Kind(
    "substrait.extensions.SimpleExtensionDeclaration.ExtensionType", 3, -1,
    (),
    (
        ("type_anchor", "type_anchor", 2, 0, -1, 7, 0, False, "", 0, -1, False),
        ("name", "name", 3, 1, -1, 1, 2, False, "", 0, -1, False),
        ("extension_urn_reference", "extension_urn_reference", 4, 2, -1, 7, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.extensions.SimpleExtensionDeclaration.ExtensionTypeVariation"] = Kind(
    "substrait.extensions.SimpleExtensionDeclaration.ExtensionTypeVariation", 3, -1,
    (),
    (
        ("type_variation_anchor", "type_variation_anchor", 2, 0, -1, 7, 0, False, "", 0, -1, False),
        ("name", "name", 3, 1, -1, 1, 2, False, "", 0, -1, False),
        ("extension_urn_reference", "extension_urn_reference", 4, 2, -1, 7, 0, False, "", 0, -1, False),
    ),
    (),
)
KINDS["substrait.extensions.SimpleExtensionURN"] = Kind(
    "substrait.extensions.SimpleExtensionURN", 2, -1,
    (),
    (
        ("extension_urn_anchor", "extension_urn_anchor", 1, 0, -1, 7, 0, False, "", 0, -1, False),
        ("urn", "urn", 2, 1, -1, 1, 2, False, "", 0, -1, False),
    ),
    (),
)
_PLAN: Final = KINDS["substrait.Plan"]
