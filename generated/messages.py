# generated — do not edit. Regenerate with: python -m codegen
"""The plan's messages as classes of our own, read from a plan's wire bytes.

Rendered by codegen/messages.py from the proto descriptors (it says why).
`read_plan` reads a Plan; each class answers the part of protobuf's message
API the printer uses.  The objects are read-only: an unset message field
reads as one shared empty message.
"""

from __future__ import annotations

import builtins  # a field may be named `bool`, `list` or `object`: the class bodies say builtins.bool
import math
import struct
from typing import Any, ClassVar, Final, cast

from substrait.proto import Plan as _ProtoPlan

_POOL: Final = _ProtoPlan.DESCRIPTOR.file.pool
_EMPTY: Final[list[Any]] = []  # every unset repeated field: never appended to


class Unreadable(Exception):
    """The bytes are not a message as protobuf writes it (codegen/messages.py says which)."""


def _varint(buf: bytes, pos: int, end: int) -> tuple[int, int]:
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


def _length(buf: bytes, pos: int, end: int) -> tuple[int, int]:
    if pos < end and buf[pos] < 128:
        n = buf[pos]
        pos += 1
    else:
        n, pos = _varint(buf, pos, end)
    if pos + n > end:
        raise Unreadable()
    return n, pos


def _int32(v: int) -> int:
    v &= 0xFFFFFFFF
    return v - 0x100000000 if v >= 0x80000000 else v


def _int64(v: int) -> int:
    return v - 0x10000000000000000 if v >= 0x8000000000000000 else v


def _fp64(buf: bytes, pos: int, end: int) -> float:
    if pos + 8 > end:
        raise Unreadable()
    value: float = struct.unpack_from("<d", buf, pos)[0]
    return value


def _fp32(buf: bytes, pos: int, end: int) -> float:
    if pos + 4 > end:
        raise Unreadable()
    value: float = struct.unpack_from("<f", buf, pos)[0]
    return value


def _skip(buf: bytes, pos: int, end: int, tag: int) -> int:
    """Past a field no class holds (a removed field the plan still carries)."""
    wire = tag & 7
    if tag >> 3 == 0:
        raise Unreadable()
    if wire == 3:  # a group, which protobuf keeps among the unknown fields: to its end tag
        while True:
            inner, pos = _varint(buf, pos, end)
            if inner == tag + 1:
                return pos
            pos = _skip(buf, pos, end, inner)
    if wire == 0:
        return _varint(buf, pos, end)[1]
    if wire == 2:
        n, pos = _length(buf, pos, end)
        return pos + n
    size = 8 if wire == 1 else 4 if wire == 5 else -1
    if size < 0 or pos + size > end:
        raise Unreadable()  # an end of group out of place, or no wire type at all
    return pos + size


# Each class's fields as ListFields lists them, by class, made when first asked: their
# descriptors, looked up at import, cost every process 0.2 ms, and few plans need them.
_LISTINGS: Final[dict[type, list[tuple[Any, str, int, bool]]]] = {}


def _listing(m: Message) -> list[tuple[Any, str, int, bool]]:
    """(field descriptor, attribute, presence bit or -1, float) of ``m``'s class: its
    ``_FIELDS`` with each number's descriptor."""
    found = _LISTINGS.get(type(m))
    if found is None:
        by_number = m.DESCRIPTOR.fields_by_number
        found = _LISTINGS[type(m)] = [(by_number[n], attr, bit, is_float) for n, attr, bit, is_float in _FIELDS[type(m)]]
    return found


def read_plan(data: bytes) -> Plan:
    """``data``, a Plan's wire bytes, as a Plan read field by field when asked: a field that is
    not as protobuf writes it raises Unreadable then."""
    return Plan(data, 0, len(data))


class Message:
    """What every message answers alike. A message reads its bytes when first asked."""

    DESCRIPTOR: ClassVar[Any] = None  # protobuf's Descriptor of the message: each class says its own

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        """Reads the message's fields (each class reads its own), and only then says it is
        read: bytes that raise Unreadable raise it again when asked again, and a shared empty
        message that another thread asks meanwhile is filled twice alike, never seen half filled."""
        self._read = True

    def HasField(self, name: str) -> bool:  # each class has its own, reading its bits directly
        raise NotImplementedError

    def WhichOneof(self, name: str) -> str | None:  # a class with oneofs has its own
        raise ValueError(f"{self.DESCRIPTOR.full_name} has no oneof {name!r}")

    def ListFields(self) -> list[tuple[Any, Any]]:
        """The set fields and their values, in field-number order, as protobuf lists them."""
        out: list[tuple[Any, Any]] = []
        for field, attr, bit, is_float in _listing(self):
            value = getattr(self, attr)
            if bit >= 0:
                is_set = self._has >> bit & 1 == 1
            elif is_float:
                is_set = value != 0 or math.copysign(1.0, value) < 0  # -0.0 is set: its bits are not zero
            else:
                is_set = bool(value)
            if is_set:
                out.append((field, value))
        return out

    def SerializeToString(self, deterministic: bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self.SerializeToString() == other.SerializeToString()


# The printer asks a message of either kind (these classes', or protobuf's) with these. Compiled,
# ``m.HasField(name)`` on a value of no declared class is a lookup of the method by its name and a
# call through Python; these call this module's method directly, in about half the time.


def has(m: Any, name: str) -> builtins.bool:
    """``m.HasField(name)``."""
    if isinstance(m, Message):
        return m.HasField(name)
    return builtins.bool(m.HasField(name))


def which(m: Any, oneof: str) -> str | None:
    """``m.WhichOneof(oneof)``."""
    if isinstance(m, Message):
        return m.WhichOneof(oneof)
    return cast("str | None", m.WhichOneof(oneof))


def serialized(m: Any) -> builtins.bytes:
    """``m.SerializeToString()``: the key the printer's memos keep a message's text by."""
    if isinstance(m, Message):
        return m.SerializeToString()
    return cast(builtins.bytes, m.SerializeToString())


class google_protobuf_Any(Message):
    """google.protobuf.Any"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("google.protobuf.Any")
    _f_type_url: str
    _f_value: bytes

    def _fill(self) -> None:
        self._f_type_url = ""
        self._f_value = b""
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                n, pos = _length(buf, pos, end)
                self._f_type_url = buf[pos:pos + n].decode()
                pos += n
            elif tag == 18:
                n, pos = _length(buf, pos, end)
                self._f_value = buf[pos:pos + n]
                pos += n
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_google_protobuf_Any.get(name, -1)
        if bit < 0:
            raise ValueError(f"google.protobuf.Any has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def type_url(self) -> builtins.str:
        if not self._read:
            self._fill()
        return self._f_type_url

    @property
    def value(self) -> builtins.bytes:
        if not self._read:
            self._fill()
        return self._f_value


_BITS_google_protobuf_Any: Final[dict[str, int]] = {}
_FIELDS_google_protobuf_Any: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "type_url", -1, False),
    (2, "value", -1, False),
)



class google_protobuf_Empty(Message):
    """google.protobuf.Empty"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("google.protobuf.Empty")

    def _fill(self) -> None:
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_google_protobuf_Empty.get(name, -1)
        if bit < 0:
            raise ValueError(f"google.protobuf.Empty has no field {name!r} with presence")
        return self._has >> bit & 1 == 1



_BITS_google_protobuf_Empty: Final[dict[str, int]] = {}
_FIELDS_google_protobuf_Empty: Final[tuple[tuple[int, str, int, bool], ...]] = (
)



class AggregateFunction(Message):
    """substrait.AggregateFunction"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.AggregateFunction")
    _f_function_reference: int
    _f_sorts: list[SortField]
    _f_phase: int
    _f_output_type: Type | None
    _f_invocation: int
    _f_arguments: list[FunctionArgument]
    _f_options: list[FunctionOption]

    def _fill(self) -> None:
        self._f_function_reference = 0
        self._f_sorts = _EMPTY
        self._f_phase = 0
        self._f_output_type = None
        self._f_invocation = 0
        self._f_arguments = _EMPTY
        self._f_options = _EMPTY
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_function_reference = x & 0xFFFFFFFF
            elif tag == 26:
                if self._f_sorts is _EMPTY:
                    self._f_sorts = []
                n, pos = _length(buf, pos, end)
                self._f_sorts.append(SortField(buf, pos, pos + n))
                pos += n
            elif tag == 32:
                x, pos = _varint(buf, pos, end)
                self._f_phase = _int32(x)
            elif tag == 42:
                if self._f_output_type is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_output_type = Type(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 48:
                x, pos = _varint(buf, pos, end)
                self._f_invocation = _int32(x)
            elif tag == 58:
                if self._f_arguments is _EMPTY:
                    self._f_arguments = []
                n, pos = _length(buf, pos, end)
                self._f_arguments.append(FunctionArgument(buf, pos, pos + n))
                pos += n
            elif tag == 66:
                if self._f_options is _EMPTY:
                    self._f_options = []
                n, pos = _length(buf, pos, end)
                self._f_options.append(FunctionOption(buf, pos, pos + n))
                pos += n
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_AggregateFunction.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.AggregateFunction has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def function_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_function_reference

    @property
    def sorts(self) -> builtins.list[SortField]:
        if not self._read:
            self._fill()
        return self._f_sorts

    @property
    def phase(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_phase

    @property
    def output_type(self) -> Type:
        if not self._read:
            self._fill()
        v = self._f_output_type
        return v if v is not None else _NONE_Type

    @property
    def invocation(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_invocation

    @property
    def arguments(self) -> builtins.list[FunctionArgument]:
        if not self._read:
            self._fill()
        return self._f_arguments

    @property
    def options(self) -> builtins.list[FunctionOption]:
        if not self._read:
            self._fill()
        return self._f_options


_BITS_AggregateFunction: Final[dict[str, int]] = {"output_type": 0}
_FIELDS_AggregateFunction: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "function_reference", -1, False),
    (3, "sorts", -1, False),
    (4, "phase", -1, False),
    (5, "output_type", 0, False),
    (6, "invocation", -1, False),
    (7, "arguments", -1, False),
    (8, "options", -1, False),
)



class AggregateRel(Message):
    """substrait.AggregateRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.AggregateRel")
    _f_common: RelCommon | None
    _f_input: Rel | None
    _f_groupings: list[AggregateRel_Grouping]
    _f_measures: list[AggregateRel_Measure]
    _f_grouping_expressions: list[Expression]
    _f_advanced_extension: extensions_AdvancedExtension | None

    def _fill(self) -> None:
        self._f_common = None
        self._f_input = None
        self._f_groupings = _EMPTY
        self._f_measures = _EMPTY
        self._f_grouping_expressions = _EMPTY
        self._f_advanced_extension = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_common is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_common = RelCommon(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 18:
                if self._f_input is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_input = Rel(buf, pos, pos + n)
                pos += n
                self._has |= 2
            elif tag == 26:
                if self._f_groupings is _EMPTY:
                    self._f_groupings = []
                n, pos = _length(buf, pos, end)
                self._f_groupings.append(AggregateRel_Grouping(buf, pos, pos + n))
                pos += n
            elif tag == 34:
                if self._f_measures is _EMPTY:
                    self._f_measures = []
                n, pos = _length(buf, pos, end)
                self._f_measures.append(AggregateRel_Measure(buf, pos, pos + n))
                pos += n
            elif tag == 42:
                if self._f_grouping_expressions is _EMPTY:
                    self._f_grouping_expressions = []
                n, pos = _length(buf, pos, end)
                self._f_grouping_expressions.append(Expression(buf, pos, pos + n))
                pos += n
            elif tag == 82:
                if self._f_advanced_extension is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
                pos += n
                self._has |= 4
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_AggregateRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.AggregateRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def common(self) -> RelCommon:
        if not self._read:
            self._fill()
        v = self._f_common
        return v if v is not None else _NONE_RelCommon

    @property
    def input(self) -> Rel:
        if not self._read:
            self._fill()
        v = self._f_input
        return v if v is not None else _NONE_Rel

    @property
    def groupings(self) -> builtins.list[AggregateRel_Grouping]:
        if not self._read:
            self._fill()
        return self._f_groupings

    @property
    def measures(self) -> builtins.list[AggregateRel_Measure]:
        if not self._read:
            self._fill()
        return self._f_measures

    @property
    def grouping_expressions(self) -> builtins.list[Expression]:
        if not self._read:
            self._fill()
        return self._f_grouping_expressions

    @property
    def advanced_extension(self) -> extensions_AdvancedExtension:
        if not self._read:
            self._fill()
        v = self._f_advanced_extension
        return v if v is not None else _NONE_extensions_AdvancedExtension


_BITS_AggregateRel: Final[dict[str, int]] = {"advanced_extension": 2, "common": 0, "input": 1}
_FIELDS_AggregateRel: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "common", 0, False),
    (2, "input", 1, False),
    (3, "groupings", -1, False),
    (4, "measures", -1, False),
    (5, "grouping_expressions", -1, False),
    (10, "advanced_extension", 2, False),
)



class AggregateRel_Grouping(Message):
    """substrait.AggregateRel.Grouping"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.AggregateRel.Grouping")
    _f_expression_references: list[int]

    def _fill(self) -> None:
        self._f_expression_references = _EMPTY
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 16:
                if self._f_expression_references is _EMPTY:
                    self._f_expression_references = []
                x, pos = _varint(buf, pos, end)
                self._f_expression_references.append(x & 0xFFFFFFFF)
            elif tag == 18:
                if self._f_expression_references is _EMPTY:
                    self._f_expression_references = []
                n, pos = _length(buf, pos, end)
                stop = pos + n
                while pos < stop:
                    x, pos = _varint(buf, pos, stop)
                    self._f_expression_references.append(x & 0xFFFFFFFF)
                if pos != stop:
                    raise Unreadable()
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_AggregateRel_Grouping.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.AggregateRel.Grouping has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def expression_references(self) -> builtins.list[builtins.int]:
        if not self._read:
            self._fill()
        return self._f_expression_references


_BITS_AggregateRel_Grouping: Final[dict[str, int]] = {}
_FIELDS_AggregateRel_Grouping: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (2, "expression_references", -1, False),
)



class AggregateRel_Measure(Message):
    """substrait.AggregateRel.Measure"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.AggregateRel.Measure")
    _f_measure: AggregateFunction | None
    _f_filter: Expression | None

    def _fill(self) -> None:
        self._f_measure = None
        self._f_filter = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_measure is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_measure = AggregateFunction(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 18:
                if self._f_filter is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_filter = Expression(buf, pos, pos + n)
                pos += n
                self._has |= 2
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_AggregateRel_Measure.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.AggregateRel.Measure has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def measure(self) -> AggregateFunction:
        if not self._read:
            self._fill()
        v = self._f_measure
        return v if v is not None else _NONE_AggregateFunction

    @property
    def filter(self) -> Expression:
        if not self._read:
            self._fill()
        v = self._f_filter
        return v if v is not None else _NONE_Expression


_BITS_AggregateRel_Measure: Final[dict[str, int]] = {"filter": 1, "measure": 0}
_FIELDS_AggregateRel_Measure: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "measure", 0, False),
    (2, "filter", 1, False),
)



class ComparisonJoinKey(Message):
    """substrait.ComparisonJoinKey"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ComparisonJoinKey")
    _f_left: Expression_FieldReference | None
    _f_right: Expression_FieldReference | None
    _f_comparison: ComparisonJoinKey_ComparisonType | None

    def _fill(self) -> None:
        self._f_left = None
        self._f_right = None
        self._f_comparison = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_left is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_left = Expression_FieldReference(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 18:
                if self._f_right is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_right = Expression_FieldReference(buf, pos, pos + n)
                pos += n
                self._has |= 2
            elif tag == 26:
                if self._f_comparison is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_comparison = ComparisonJoinKey_ComparisonType(buf, pos, pos + n)
                pos += n
                self._has |= 4
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ComparisonJoinKey.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ComparisonJoinKey has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def left(self) -> Expression_FieldReference:
        if not self._read:
            self._fill()
        v = self._f_left
        return v if v is not None else _NONE_Expression_FieldReference

    @property
    def right(self) -> Expression_FieldReference:
        if not self._read:
            self._fill()
        v = self._f_right
        return v if v is not None else _NONE_Expression_FieldReference

    @property
    def comparison(self) -> ComparisonJoinKey_ComparisonType:
        if not self._read:
            self._fill()
        v = self._f_comparison
        return v if v is not None else _NONE_ComparisonJoinKey_ComparisonType


_BITS_ComparisonJoinKey: Final[dict[str, int]] = {"comparison": 2, "left": 0, "right": 1}
_FIELDS_ComparisonJoinKey: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "left", 0, False),
    (2, "right", 1, False),
    (3, "comparison", 2, False),
)



class ComparisonJoinKey_ComparisonType(Message):
    """substrait.ComparisonJoinKey.ComparisonType"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ComparisonJoinKey.ComparisonType")
    _o_inner_type: Any
    _case_inner_type: int

    def _fill(self) -> None:
        self._o_inner_type = None
        self._case_inner_type = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                if self._case_inner_type and self._case_inner_type != 1:
                    raise Unreadable()
                x, pos = _varint(buf, pos, end)
                self._o_inner_type = _int32(x)
                self._case_inner_type = 1
                self._has |= 5
            elif tag == 16:
                if self._case_inner_type and self._case_inner_type != 2:
                    raise Unreadable()
                x, pos = _varint(buf, pos, end)
                self._o_inner_type = x & 0xFFFFFFFF
                self._case_inner_type = 2
                self._has |= 6
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ComparisonJoinKey_ComparisonType.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ComparisonJoinKey.ComparisonType has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        if name == "inner_type":
            return _CASES_ComparisonJoinKey_ComparisonType_inner_type.get(self._case_inner_type)
        raise ValueError(f"substrait.ComparisonJoinKey.ComparisonType has no oneof {name!r}")

    @property
    def simple(self) -> builtins.int:
        if not self._read:
            self._fill()
        if self._case_inner_type == 1:
            return cast(builtins.int, self._o_inner_type)
        return 0

    @property
    def custom_function_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        if self._case_inner_type == 2:
            return cast(builtins.int, self._o_inner_type)
        return 0


_BITS_ComparisonJoinKey_ComparisonType: Final[dict[str, int]] = {"custom_function_reference": 1, "inner_type": 2, "simple": 0}
_CASES_ComparisonJoinKey_ComparisonType_inner_type: Final[dict[int, str]] = {1: "simple", 2: "custom_function_reference" }
_FIELDS_ComparisonJoinKey_ComparisonType: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "simple", 0, False),
    (2, "custom_function_reference", 1, False),
)



class ConsistentPartitionWindowRel(Message):
    """substrait.ConsistentPartitionWindowRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ConsistentPartitionWindowRel")
    _f_common: RelCommon | None
    _f_input: Rel | None
    _f_window_functions: list[ConsistentPartitionWindowRel_WindowRelFunction]
    _f_partition_expressions: list[Expression]
    _f_sorts: list[SortField]
    _f_advanced_extension: extensions_AdvancedExtension | None

    def _fill(self) -> None:
        self._f_common = None
        self._f_input = None
        self._f_window_functions = _EMPTY
        self._f_partition_expressions = _EMPTY
        self._f_sorts = _EMPTY
        self._f_advanced_extension = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_common is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_common = RelCommon(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 18:
                if self._f_input is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_input = Rel(buf, pos, pos + n)
                pos += n
                self._has |= 2
            elif tag == 26:
                if self._f_window_functions is _EMPTY:
                    self._f_window_functions = []
                n, pos = _length(buf, pos, end)
                self._f_window_functions.append(ConsistentPartitionWindowRel_WindowRelFunction(buf, pos, pos + n))
                pos += n
            elif tag == 34:
                if self._f_partition_expressions is _EMPTY:
                    self._f_partition_expressions = []
                n, pos = _length(buf, pos, end)
                self._f_partition_expressions.append(Expression(buf, pos, pos + n))
                pos += n
            elif tag == 42:
                if self._f_sorts is _EMPTY:
                    self._f_sorts = []
                n, pos = _length(buf, pos, end)
                self._f_sorts.append(SortField(buf, pos, pos + n))
                pos += n
            elif tag == 82:
                if self._f_advanced_extension is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
                pos += n
                self._has |= 4
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ConsistentPartitionWindowRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ConsistentPartitionWindowRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def common(self) -> RelCommon:
        if not self._read:
            self._fill()
        v = self._f_common
        return v if v is not None else _NONE_RelCommon

    @property
    def input(self) -> Rel:
        if not self._read:
            self._fill()
        v = self._f_input
        return v if v is not None else _NONE_Rel

    @property
    def window_functions(self) -> builtins.list[ConsistentPartitionWindowRel_WindowRelFunction]:
        if not self._read:
            self._fill()
        return self._f_window_functions

    @property
    def partition_expressions(self) -> builtins.list[Expression]:
        if not self._read:
            self._fill()
        return self._f_partition_expressions

    @property
    def sorts(self) -> builtins.list[SortField]:
        if not self._read:
            self._fill()
        return self._f_sorts

    @property
    def advanced_extension(self) -> extensions_AdvancedExtension:
        if not self._read:
            self._fill()
        v = self._f_advanced_extension
        return v if v is not None else _NONE_extensions_AdvancedExtension


_BITS_ConsistentPartitionWindowRel: Final[dict[str, int]] = {"advanced_extension": 2, "common": 0, "input": 1}
_FIELDS_ConsistentPartitionWindowRel: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "common", 0, False),
    (2, "input", 1, False),
    (3, "window_functions", -1, False),
    (4, "partition_expressions", -1, False),
    (5, "sorts", -1, False),
    (10, "advanced_extension", 2, False),
)



class ConsistentPartitionWindowRel_WindowRelFunction(Message):
    """substrait.ConsistentPartitionWindowRel.WindowRelFunction"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ConsistentPartitionWindowRel.WindowRelFunction")
    _f_function_reference: int
    _f_upper_bound: Expression_WindowFunction_Bound | None
    _f_lower_bound: Expression_WindowFunction_Bound | None
    _f_phase: int
    _f_output_type: Type | None
    _f_arguments: list[FunctionArgument]
    _f_invocation: int
    _f_options: list[FunctionOption]
    _f_bounds_type: int

    def _fill(self) -> None:
        self._f_function_reference = 0
        self._f_upper_bound = None
        self._f_lower_bound = None
        self._f_phase = 0
        self._f_output_type = None
        self._f_arguments = _EMPTY
        self._f_invocation = 0
        self._f_options = _EMPTY
        self._f_bounds_type = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_function_reference = x & 0xFFFFFFFF
            elif tag == 34:
                if self._f_upper_bound is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_upper_bound = Expression_WindowFunction_Bound(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 42:
                if self._f_lower_bound is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_lower_bound = Expression_WindowFunction_Bound(buf, pos, pos + n)
                pos += n
                self._has |= 2
            elif tag == 48:
                x, pos = _varint(buf, pos, end)
                self._f_phase = _int32(x)
            elif tag == 58:
                if self._f_output_type is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_output_type = Type(buf, pos, pos + n)
                pos += n
                self._has |= 4
            elif tag == 74:
                if self._f_arguments is _EMPTY:
                    self._f_arguments = []
                n, pos = _length(buf, pos, end)
                self._f_arguments.append(FunctionArgument(buf, pos, pos + n))
                pos += n
            elif tag == 80:
                x, pos = _varint(buf, pos, end)
                self._f_invocation = _int32(x)
            elif tag == 90:
                if self._f_options is _EMPTY:
                    self._f_options = []
                n, pos = _length(buf, pos, end)
                self._f_options.append(FunctionOption(buf, pos, pos + n))
                pos += n
            elif tag == 96:
                x, pos = _varint(buf, pos, end)
                self._f_bounds_type = _int32(x)
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ConsistentPartitionWindowRel_WindowRelFunction.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ConsistentPartitionWindowRel.WindowRelFunction has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def function_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_function_reference

    @property
    def upper_bound(self) -> Expression_WindowFunction_Bound:
        if not self._read:
            self._fill()
        v = self._f_upper_bound
        return v if v is not None else _NONE_Expression_WindowFunction_Bound

    @property
    def lower_bound(self) -> Expression_WindowFunction_Bound:
        if not self._read:
            self._fill()
        v = self._f_lower_bound
        return v if v is not None else _NONE_Expression_WindowFunction_Bound

    @property
    def phase(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_phase

    @property
    def output_type(self) -> Type:
        if not self._read:
            self._fill()
        v = self._f_output_type
        return v if v is not None else _NONE_Type

    @property
    def arguments(self) -> builtins.list[FunctionArgument]:
        if not self._read:
            self._fill()
        return self._f_arguments

    @property
    def invocation(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_invocation

    @property
    def options(self) -> builtins.list[FunctionOption]:
        if not self._read:
            self._fill()
        return self._f_options

    @property
    def bounds_type(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_bounds_type


_BITS_ConsistentPartitionWindowRel_WindowRelFunction: Final[dict[str, int]] = {"lower_bound": 1, "output_type": 2, "upper_bound": 0}
_FIELDS_ConsistentPartitionWindowRel_WindowRelFunction: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "function_reference", -1, False),
    (4, "upper_bound", 0, False),
    (5, "lower_bound", 1, False),
    (6, "phase", -1, False),
    (7, "output_type", 2, False),
    (9, "arguments", -1, False),
    (10, "invocation", -1, False),
    (11, "options", -1, False),
    (12, "bounds_type", -1, False),
)



class CrossRel(Message):
    """substrait.CrossRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.CrossRel")
    _f_common: RelCommon | None
    _f_left: Rel | None
    _f_right: Rel | None
    _f_advanced_extension: extensions_AdvancedExtension | None

    def _fill(self) -> None:
        self._f_common = None
        self._f_left = None
        self._f_right = None
        self._f_advanced_extension = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_common is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_common = RelCommon(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 18:
                if self._f_left is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_left = Rel(buf, pos, pos + n)
                pos += n
                self._has |= 2
            elif tag == 26:
                if self._f_right is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_right = Rel(buf, pos, pos + n)
                pos += n
                self._has |= 4
            elif tag == 82:
                if self._f_advanced_extension is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
                pos += n
                self._has |= 8
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_CrossRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.CrossRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def common(self) -> RelCommon:
        if not self._read:
            self._fill()
        v = self._f_common
        return v if v is not None else _NONE_RelCommon

    @property
    def left(self) -> Rel:
        if not self._read:
            self._fill()
        v = self._f_left
        return v if v is not None else _NONE_Rel

    @property
    def right(self) -> Rel:
        if not self._read:
            self._fill()
        v = self._f_right
        return v if v is not None else _NONE_Rel

    @property
    def advanced_extension(self) -> extensions_AdvancedExtension:
        if not self._read:
            self._fill()
        v = self._f_advanced_extension
        return v if v is not None else _NONE_extensions_AdvancedExtension


_BITS_CrossRel: Final[dict[str, int]] = {"advanced_extension": 3, "common": 0, "left": 1, "right": 2}
_FIELDS_CrossRel: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "common", 0, False),
    (2, "left", 1, False),
    (3, "right", 2, False),
    (10, "advanced_extension", 3, False),
)



class DdlRel(Message):
    """substrait.DdlRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.DdlRel")
    _f_table_schema: NamedStruct | None
    _f_table_defaults: Expression_Literal_Struct | None
    _f_object: int
    _f_op: int
    _f_view_definition: Rel | None
    _f_common: RelCommon | None
    _f_advanced_extension: extensions_AdvancedExtension | None
    _o_write_type: Any
    _case_write_type: int

    def _fill(self) -> None:
        self._f_table_schema = None
        self._f_table_defaults = None
        self._f_object = 0
        self._f_op = 0
        self._f_view_definition = None
        self._f_common = None
        self._f_advanced_extension = None
        self._o_write_type = None
        self._case_write_type = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._case_write_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_write_type = NamedObjectWrite(buf, pos, pos + n)
                pos += n
                self._case_write_type = 1
                self._has |= 129
            elif tag == 18:
                if self._case_write_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_write_type = ExtensionObject(buf, pos, pos + n)
                pos += n
                self._case_write_type = 2
                self._has |= 130
            elif tag == 26:
                if self._f_table_schema is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_table_schema = NamedStruct(buf, pos, pos + n)
                pos += n
                self._has |= 4
            elif tag == 34:
                if self._f_table_defaults is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_table_defaults = Expression_Literal_Struct(buf, pos, pos + n)
                pos += n
                self._has |= 8
            elif tag == 40:
                x, pos = _varint(buf, pos, end)
                self._f_object = _int32(x)
            elif tag == 48:
                x, pos = _varint(buf, pos, end)
                self._f_op = _int32(x)
            elif tag == 58:
                if self._f_view_definition is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_view_definition = Rel(buf, pos, pos + n)
                pos += n
                self._has |= 16
            elif tag == 66:
                if self._f_common is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_common = RelCommon(buf, pos, pos + n)
                pos += n
                self._has |= 32
            elif tag == 74:
                if self._f_advanced_extension is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
                pos += n
                self._has |= 64
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_DdlRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.DdlRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        if name == "write_type":
            return _CASES_DdlRel_write_type.get(self._case_write_type)
        raise ValueError(f"substrait.DdlRel has no oneof {name!r}")

    @property
    def named_object(self) -> NamedObjectWrite:
        if not self._read:
            self._fill()
        if self._case_write_type == 1:
            return cast(NamedObjectWrite, self._o_write_type)
        return _NONE_NamedObjectWrite

    @property
    def extension_object(self) -> ExtensionObject:
        if not self._read:
            self._fill()
        if self._case_write_type == 2:
            return cast(ExtensionObject, self._o_write_type)
        return _NONE_ExtensionObject

    @property
    def table_schema(self) -> NamedStruct:
        if not self._read:
            self._fill()
        v = self._f_table_schema
        return v if v is not None else _NONE_NamedStruct

    @property
    def table_defaults(self) -> Expression_Literal_Struct:
        if not self._read:
            self._fill()
        v = self._f_table_defaults
        return v if v is not None else _NONE_Expression_Literal_Struct

    @property
    def object(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_object

    @property
    def op(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_op

    @property
    def view_definition(self) -> Rel:
        if not self._read:
            self._fill()
        v = self._f_view_definition
        return v if v is not None else _NONE_Rel

    @property
    def common(self) -> RelCommon:
        if not self._read:
            self._fill()
        v = self._f_common
        return v if v is not None else _NONE_RelCommon

    @property
    def advanced_extension(self) -> extensions_AdvancedExtension:
        if not self._read:
            self._fill()
        v = self._f_advanced_extension
        return v if v is not None else _NONE_extensions_AdvancedExtension


_BITS_DdlRel: Final[dict[str, int]] = {"advanced_extension": 6, "common": 5, "extension_object": 1, "named_object": 0, "table_defaults": 3, "table_schema": 2, "view_definition": 4, "write_type": 7}
_CASES_DdlRel_write_type: Final[dict[int, str]] = {1: "named_object", 2: "extension_object" }
_FIELDS_DdlRel: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "named_object", 0, False),
    (2, "extension_object", 1, False),
    (3, "table_schema", 2, False),
    (4, "table_defaults", 3, False),
    (5, "object", -1, False),
    (6, "op", -1, False),
    (7, "view_definition", 4, False),
    (8, "common", 5, False),
    (9, "advanced_extension", 6, False),
)



class DynamicParameter(Message):
    """substrait.DynamicParameter"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.DynamicParameter")
    _f_type: Type | None
    _f_parameter_reference: int

    def _fill(self) -> None:
        self._f_type = None
        self._f_parameter_reference = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_type is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_type = Type(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_parameter_reference = x & 0xFFFFFFFF
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_DynamicParameter.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.DynamicParameter has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def type(self) -> Type:
        if not self._read:
            self._fill()
        v = self._f_type
        return v if v is not None else _NONE_Type

    @property
    def parameter_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_parameter_reference


_BITS_DynamicParameter: Final[dict[str, int]] = {"type": 0}
_FIELDS_DynamicParameter: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "type", 0, False),
    (2, "parameter_reference", -1, False),
)



class DynamicParameterBinding(Message):
    """substrait.DynamicParameterBinding"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.DynamicParameterBinding")
    _f_parameter_anchor: int
    _f_value: Expression_Literal | None

    def _fill(self) -> None:
        self._f_parameter_anchor = 0
        self._f_value = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_parameter_anchor = x & 0xFFFFFFFF
            elif tag == 18:
                if self._f_value is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_value = Expression_Literal(buf, pos, pos + n)
                pos += n
                self._has |= 1
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_DynamicParameterBinding.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.DynamicParameterBinding has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def parameter_anchor(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_parameter_anchor

    @property
    def value(self) -> Expression_Literal:
        if not self._read:
            self._fill()
        v = self._f_value
        return v if v is not None else _NONE_Expression_Literal


_BITS_DynamicParameterBinding: Final[dict[str, int]] = {"value": 0}
_FIELDS_DynamicParameterBinding: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "parameter_anchor", -1, False),
    (2, "value", 0, False),
)



class ExchangeRel(Message):
    """substrait.ExchangeRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ExchangeRel")
    _f_common: RelCommon | None
    _f_input: Rel | None
    _f_partition_count: int
    _f_targets: list[ExchangeRel_ExchangeTarget]
    _f_advanced_extension: extensions_AdvancedExtension | None
    _o_exchange_kind: Any
    _case_exchange_kind: int

    def _fill(self) -> None:
        self._f_common = None
        self._f_input = None
        self._f_partition_count = 0
        self._f_targets = _EMPTY
        self._f_advanced_extension = None
        self._o_exchange_kind = None
        self._case_exchange_kind = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_common is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_common = RelCommon(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 18:
                if self._f_input is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_input = Rel(buf, pos, pos + n)
                pos += n
                self._has |= 2
            elif tag == 24:
                x, pos = _varint(buf, pos, end)
                self._f_partition_count = _int32(x)
            elif tag == 34:
                if self._f_targets is _EMPTY:
                    self._f_targets = []
                n, pos = _length(buf, pos, end)
                self._f_targets.append(ExchangeRel_ExchangeTarget(buf, pos, pos + n))
                pos += n
            elif tag == 42:
                if self._case_exchange_kind:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_exchange_kind = ExchangeRel_ScatterFields(buf, pos, pos + n)
                pos += n
                self._case_exchange_kind = 5
                self._has |= 260
            elif tag == 50:
                if self._case_exchange_kind:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_exchange_kind = ExchangeRel_SingleBucketExpression(buf, pos, pos + n)
                pos += n
                self._case_exchange_kind = 6
                self._has |= 264
            elif tag == 58:
                if self._case_exchange_kind:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_exchange_kind = ExchangeRel_MultiBucketExpression(buf, pos, pos + n)
                pos += n
                self._case_exchange_kind = 7
                self._has |= 272
            elif tag == 66:
                if self._case_exchange_kind:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_exchange_kind = ExchangeRel_RoundRobin(buf, pos, pos + n)
                pos += n
                self._case_exchange_kind = 8
                self._has |= 288
            elif tag == 74:
                if self._case_exchange_kind:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_exchange_kind = ExchangeRel_Broadcast(buf, pos, pos + n)
                pos += n
                self._case_exchange_kind = 9
                self._has |= 320
            elif tag == 82:
                if self._f_advanced_extension is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
                pos += n
                self._has |= 128
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ExchangeRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ExchangeRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        if name == "exchange_kind":
            return _CASES_ExchangeRel_exchange_kind.get(self._case_exchange_kind)
        raise ValueError(f"substrait.ExchangeRel has no oneof {name!r}")

    @property
    def common(self) -> RelCommon:
        if not self._read:
            self._fill()
        v = self._f_common
        return v if v is not None else _NONE_RelCommon

    @property
    def input(self) -> Rel:
        if not self._read:
            self._fill()
        v = self._f_input
        return v if v is not None else _NONE_Rel

    @property
    def partition_count(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_partition_count

    @property
    def targets(self) -> builtins.list[ExchangeRel_ExchangeTarget]:
        if not self._read:
            self._fill()
        return self._f_targets

    @property
    def scatter_by_fields(self) -> ExchangeRel_ScatterFields:
        if not self._read:
            self._fill()
        if self._case_exchange_kind == 5:
            return cast(ExchangeRel_ScatterFields, self._o_exchange_kind)
        return _NONE_ExchangeRel_ScatterFields

    @property
    def single_target(self) -> ExchangeRel_SingleBucketExpression:
        if not self._read:
            self._fill()
        if self._case_exchange_kind == 6:
            return cast(ExchangeRel_SingleBucketExpression, self._o_exchange_kind)
        return _NONE_ExchangeRel_SingleBucketExpression

    @property
    def multi_target(self) -> ExchangeRel_MultiBucketExpression:
        if not self._read:
            self._fill()
        if self._case_exchange_kind == 7:
            return cast(ExchangeRel_MultiBucketExpression, self._o_exchange_kind)
        return _NONE_ExchangeRel_MultiBucketExpression

    @property
    def round_robin(self) -> ExchangeRel_RoundRobin:
        if not self._read:
            self._fill()
        if self._case_exchange_kind == 8:
            return cast(ExchangeRel_RoundRobin, self._o_exchange_kind)
        return _NONE_ExchangeRel_RoundRobin

    @property
    def broadcast(self) -> ExchangeRel_Broadcast:
        if not self._read:
            self._fill()
        if self._case_exchange_kind == 9:
            return cast(ExchangeRel_Broadcast, self._o_exchange_kind)
        return _NONE_ExchangeRel_Broadcast

    @property
    def advanced_extension(self) -> extensions_AdvancedExtension:
        if not self._read:
            self._fill()
        v = self._f_advanced_extension
        return v if v is not None else _NONE_extensions_AdvancedExtension


_BITS_ExchangeRel: Final[dict[str, int]] = {"advanced_extension": 7, "broadcast": 6, "common": 0, "exchange_kind": 8, "input": 1, "multi_target": 4, "round_robin": 5, "scatter_by_fields": 2, "single_target": 3}
_CASES_ExchangeRel_exchange_kind: Final[dict[int, str]] = {5: "scatter_by_fields", 6: "single_target", 7: "multi_target", 8: "round_robin", 9: "broadcast" }
_FIELDS_ExchangeRel: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "common", 0, False),
    (2, "input", 1, False),
    (3, "partition_count", -1, False),
    (4, "targets", -1, False),
    (5, "scatter_by_fields", 2, False),
    (6, "single_target", 3, False),
    (7, "multi_target", 4, False),
    (8, "round_robin", 5, False),
    (9, "broadcast", 6, False),
    (10, "advanced_extension", 7, False),
)



class ExchangeRel_Broadcast(Message):
    """substrait.ExchangeRel.Broadcast"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ExchangeRel.Broadcast")

    def _fill(self) -> None:
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ExchangeRel_Broadcast.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ExchangeRel.Broadcast has no field {name!r} with presence")
        return self._has >> bit & 1 == 1



_BITS_ExchangeRel_Broadcast: Final[dict[str, int]] = {}
_FIELDS_ExchangeRel_Broadcast: Final[tuple[tuple[int, str, int, bool], ...]] = (
)



class ExchangeRel_ExchangeTarget(Message):
    """substrait.ExchangeRel.ExchangeTarget"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ExchangeRel.ExchangeTarget")
    _f_partition_id: list[int]
    _o_target_type: Any
    _case_target_type: int

    def _fill(self) -> None:
        self._f_partition_id = _EMPTY
        self._o_target_type = None
        self._case_target_type = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                if self._f_partition_id is _EMPTY:
                    self._f_partition_id = []
                x, pos = _varint(buf, pos, end)
                self._f_partition_id.append(_int32(x))
            elif tag == 10:
                if self._f_partition_id is _EMPTY:
                    self._f_partition_id = []
                n, pos = _length(buf, pos, end)
                stop = pos + n
                while pos < stop:
                    x, pos = _varint(buf, pos, stop)
                    self._f_partition_id.append(_int32(x))
                if pos != stop:
                    raise Unreadable()
            elif tag == 18:
                if self._case_target_type and self._case_target_type != 2:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_target_type = buf[pos:pos + n].decode()
                pos += n
                self._case_target_type = 2
                self._has |= 5
            elif tag == 26:
                if self._case_target_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_target_type = google_protobuf_Any(buf, pos, pos + n)
                pos += n
                self._case_target_type = 3
                self._has |= 6
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ExchangeRel_ExchangeTarget.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ExchangeRel.ExchangeTarget has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        if name == "target_type":
            return _CASES_ExchangeRel_ExchangeTarget_target_type.get(self._case_target_type)
        raise ValueError(f"substrait.ExchangeRel.ExchangeTarget has no oneof {name!r}")

    @property
    def partition_id(self) -> builtins.list[builtins.int]:
        if not self._read:
            self._fill()
        return self._f_partition_id

    @property
    def uri(self) -> builtins.str:
        if not self._read:
            self._fill()
        if self._case_target_type == 2:
            return cast(builtins.str, self._o_target_type)
        return ""

    @property
    def extended(self) -> google_protobuf_Any:
        if not self._read:
            self._fill()
        if self._case_target_type == 3:
            return cast(google_protobuf_Any, self._o_target_type)
        return _NONE_google_protobuf_Any


_BITS_ExchangeRel_ExchangeTarget: Final[dict[str, int]] = {"extended": 1, "target_type": 2, "uri": 0}
_CASES_ExchangeRel_ExchangeTarget_target_type: Final[dict[int, str]] = {2: "uri", 3: "extended" }
_FIELDS_ExchangeRel_ExchangeTarget: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "partition_id", -1, False),
    (2, "uri", 0, False),
    (3, "extended", 1, False),
)



class ExchangeRel_MultiBucketExpression(Message):
    """substrait.ExchangeRel.MultiBucketExpression"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ExchangeRel.MultiBucketExpression")
    _f_expression: Expression | None
    _f_constrained_to_count: bool

    def _fill(self) -> None:
        self._f_expression = None
        self._f_constrained_to_count = False
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_expression is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_expression = Expression(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_constrained_to_count = x != 0
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ExchangeRel_MultiBucketExpression.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ExchangeRel.MultiBucketExpression has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def expression(self) -> Expression:
        if not self._read:
            self._fill()
        v = self._f_expression
        return v if v is not None else _NONE_Expression

    @property
    def constrained_to_count(self) -> builtins.bool:
        if not self._read:
            self._fill()
        return self._f_constrained_to_count


_BITS_ExchangeRel_MultiBucketExpression: Final[dict[str, int]] = {"expression": 0}
_FIELDS_ExchangeRel_MultiBucketExpression: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "expression", 0, False),
    (2, "constrained_to_count", -1, False),
)



class ExchangeRel_RoundRobin(Message):
    """substrait.ExchangeRel.RoundRobin"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ExchangeRel.RoundRobin")
    _f_exact: bool

    def _fill(self) -> None:
        self._f_exact = False
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_exact = x != 0
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ExchangeRel_RoundRobin.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ExchangeRel.RoundRobin has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def exact(self) -> builtins.bool:
        if not self._read:
            self._fill()
        return self._f_exact


_BITS_ExchangeRel_RoundRobin: Final[dict[str, int]] = {}
_FIELDS_ExchangeRel_RoundRobin: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "exact", -1, False),
)



class ExchangeRel_ScatterFields(Message):
    """substrait.ExchangeRel.ScatterFields"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ExchangeRel.ScatterFields")
    _f_fields: list[Expression_FieldReference]

    def _fill(self) -> None:
        self._f_fields = _EMPTY
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_fields is _EMPTY:
                    self._f_fields = []
                n, pos = _length(buf, pos, end)
                self._f_fields.append(Expression_FieldReference(buf, pos, pos + n))
                pos += n
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ExchangeRel_ScatterFields.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ExchangeRel.ScatterFields has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def fields(self) -> builtins.list[Expression_FieldReference]:
        if not self._read:
            self._fill()
        return self._f_fields


_BITS_ExchangeRel_ScatterFields: Final[dict[str, int]] = {}
_FIELDS_ExchangeRel_ScatterFields: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "fields", -1, False),
)



class ExchangeRel_SingleBucketExpression(Message):
    """substrait.ExchangeRel.SingleBucketExpression"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ExchangeRel.SingleBucketExpression")
    _f_expression: Expression | None

    def _fill(self) -> None:
        self._f_expression = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_expression is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_expression = Expression(buf, pos, pos + n)
                pos += n
                self._has |= 1
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ExchangeRel_SingleBucketExpression.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ExchangeRel.SingleBucketExpression has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def expression(self) -> Expression:
        if not self._read:
            self._fill()
        v = self._f_expression
        return v if v is not None else _NONE_Expression


_BITS_ExchangeRel_SingleBucketExpression: Final[dict[str, int]] = {"expression": 0}
_FIELDS_ExchangeRel_SingleBucketExpression: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "expression", 0, False),
)



class ExecutionBehavior(Message):
    """substrait.ExecutionBehavior"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ExecutionBehavior")
    _f_variable_eval_mode: int

    def _fill(self) -> None:
        self._f_variable_eval_mode = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_variable_eval_mode = _int32(x)
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ExecutionBehavior.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ExecutionBehavior has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def variable_eval_mode(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_variable_eval_mode


_BITS_ExecutionBehavior: Final[dict[str, int]] = {}
_FIELDS_ExecutionBehavior: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "variable_eval_mode", -1, False),
)



class ExpandRel(Message):
    """substrait.ExpandRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ExpandRel")
    _f_common: RelCommon | None
    _f_input: Rel | None
    _f_fields: list[ExpandRel_ExpandField]
    _f_advanced_extension: extensions_AdvancedExtension | None

    def _fill(self) -> None:
        self._f_common = None
        self._f_input = None
        self._f_fields = _EMPTY
        self._f_advanced_extension = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_common is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_common = RelCommon(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 18:
                if self._f_input is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_input = Rel(buf, pos, pos + n)
                pos += n
                self._has |= 2
            elif tag == 34:
                if self._f_fields is _EMPTY:
                    self._f_fields = []
                n, pos = _length(buf, pos, end)
                self._f_fields.append(ExpandRel_ExpandField(buf, pos, pos + n))
                pos += n
            elif tag == 82:
                if self._f_advanced_extension is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
                pos += n
                self._has |= 4
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ExpandRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ExpandRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def common(self) -> RelCommon:
        if not self._read:
            self._fill()
        v = self._f_common
        return v if v is not None else _NONE_RelCommon

    @property
    def input(self) -> Rel:
        if not self._read:
            self._fill()
        v = self._f_input
        return v if v is not None else _NONE_Rel

    @property
    def fields(self) -> builtins.list[ExpandRel_ExpandField]:
        if not self._read:
            self._fill()
        return self._f_fields

    @property
    def advanced_extension(self) -> extensions_AdvancedExtension:
        if not self._read:
            self._fill()
        v = self._f_advanced_extension
        return v if v is not None else _NONE_extensions_AdvancedExtension


_BITS_ExpandRel: Final[dict[str, int]] = {"advanced_extension": 2, "common": 0, "input": 1}
_FIELDS_ExpandRel: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "common", 0, False),
    (2, "input", 1, False),
    (4, "fields", -1, False),
    (10, "advanced_extension", 2, False),
)



class ExpandRel_ExpandField(Message):
    """substrait.ExpandRel.ExpandField"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ExpandRel.ExpandField")
    _o_field_type: Any
    _case_field_type: int

    def _fill(self) -> None:
        self._o_field_type = None
        self._case_field_type = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 18:
                if self._case_field_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_field_type = ExpandRel_SwitchingField(buf, pos, pos + n)
                pos += n
                self._case_field_type = 2
                self._has |= 5
            elif tag == 26:
                if self._case_field_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_field_type = Expression(buf, pos, pos + n)
                pos += n
                self._case_field_type = 3
                self._has |= 6
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ExpandRel_ExpandField.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ExpandRel.ExpandField has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        if name == "field_type":
            return _CASES_ExpandRel_ExpandField_field_type.get(self._case_field_type)
        raise ValueError(f"substrait.ExpandRel.ExpandField has no oneof {name!r}")

    @property
    def switching_field(self) -> ExpandRel_SwitchingField:
        if not self._read:
            self._fill()
        if self._case_field_type == 2:
            return cast(ExpandRel_SwitchingField, self._o_field_type)
        return _NONE_ExpandRel_SwitchingField

    @property
    def consistent_field(self) -> Expression:
        if not self._read:
            self._fill()
        if self._case_field_type == 3:
            return cast(Expression, self._o_field_type)
        return _NONE_Expression


_BITS_ExpandRel_ExpandField: Final[dict[str, int]] = {"consistent_field": 1, "field_type": 2, "switching_field": 0}
_CASES_ExpandRel_ExpandField_field_type: Final[dict[int, str]] = {2: "switching_field", 3: "consistent_field" }
_FIELDS_ExpandRel_ExpandField: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (2, "switching_field", 0, False),
    (3, "consistent_field", 1, False),
)



class ExpandRel_SwitchingField(Message):
    """substrait.ExpandRel.SwitchingField"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ExpandRel.SwitchingField")
    _f_duplicates: list[Expression]

    def _fill(self) -> None:
        self._f_duplicates = _EMPTY
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_duplicates is _EMPTY:
                    self._f_duplicates = []
                n, pos = _length(buf, pos, end)
                self._f_duplicates.append(Expression(buf, pos, pos + n))
                pos += n
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ExpandRel_SwitchingField.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ExpandRel.SwitchingField has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def duplicates(self) -> builtins.list[Expression]:
        if not self._read:
            self._fill()
        return self._f_duplicates


_BITS_ExpandRel_SwitchingField: Final[dict[str, int]] = {}
_FIELDS_ExpandRel_SwitchingField: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "duplicates", -1, False),
)



class Expression(Message):
    """substrait.Expression"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression")
    _o_rex_type: Any
    _case_rex_type: int

    def _fill(self) -> None:
        self._o_rex_type = None
        self._case_rex_type = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._case_rex_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_rex_type = Expression_Literal(buf, pos, pos + n)
                pos += n
                self._case_rex_type = 1
                self._has |= 65537
            elif tag == 18:
                if self._case_rex_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_rex_type = Expression_FieldReference(buf, pos, pos + n)
                pos += n
                self._case_rex_type = 2
                self._has |= 65538
            elif tag == 26:
                if self._case_rex_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_rex_type = Expression_ScalarFunction(buf, pos, pos + n)
                pos += n
                self._case_rex_type = 3
                self._has |= 65540
            elif tag == 42:
                if self._case_rex_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_rex_type = Expression_WindowFunction(buf, pos, pos + n)
                pos += n
                self._case_rex_type = 5
                self._has |= 65544
            elif tag == 50:
                if self._case_rex_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_rex_type = Expression_IfThen(buf, pos, pos + n)
                pos += n
                self._case_rex_type = 6
                self._has |= 65552
            elif tag == 58:
                if self._case_rex_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_rex_type = Expression_SwitchExpression(buf, pos, pos + n)
                pos += n
                self._case_rex_type = 7
                self._has |= 65568
            elif tag == 66:
                if self._case_rex_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_rex_type = Expression_SingularOrList(buf, pos, pos + n)
                pos += n
                self._case_rex_type = 8
                self._has |= 65600
            elif tag == 74:
                if self._case_rex_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_rex_type = Expression_MultiOrList(buf, pos, pos + n)
                pos += n
                self._case_rex_type = 9
                self._has |= 65664
            elif tag == 90:
                if self._case_rex_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_rex_type = Expression_Cast(buf, pos, pos + n)
                pos += n
                self._case_rex_type = 11
                self._has |= 65792
            elif tag == 98:
                if self._case_rex_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_rex_type = Expression_Subquery(buf, pos, pos + n)
                pos += n
                self._case_rex_type = 12
                self._has |= 66048
            elif tag == 106:
                if self._case_rex_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_rex_type = Expression_Nested(buf, pos, pos + n)
                pos += n
                self._case_rex_type = 13
                self._has |= 66560
            elif tag == 114:
                if self._case_rex_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_rex_type = DynamicParameter(buf, pos, pos + n)
                pos += n
                self._case_rex_type = 14
                self._has |= 67584
            elif tag == 122:
                if self._case_rex_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_rex_type = Expression_Lambda(buf, pos, pos + n)
                pos += n
                self._case_rex_type = 15
                self._has |= 69632
            elif tag == 130:
                if self._case_rex_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_rex_type = Expression_LambdaInvocation(buf, pos, pos + n)
                pos += n
                self._case_rex_type = 16
                self._has |= 73728
            elif tag == 138:
                if self._case_rex_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_rex_type = Expression_ExecutionContextVariable(buf, pos, pos + n)
                pos += n
                self._case_rex_type = 17
                self._has |= 81920
            elif tag == 144:
                if self._case_rex_type and self._case_rex_type != 18:
                    raise Unreadable()
                x, pos = _varint(buf, pos, end)
                self._o_rex_type = x & 0xFFFFFFFF
                self._case_rex_type = 18
                self._has |= 98304
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        if name == "rex_type":
            return _CASES_Expression_rex_type.get(self._case_rex_type)
        raise ValueError(f"substrait.Expression has no oneof {name!r}")

    @property
    def literal(self) -> Expression_Literal:
        if not self._read:
            self._fill()
        if self._case_rex_type == 1:
            return cast(Expression_Literal, self._o_rex_type)
        return _NONE_Expression_Literal

    @property
    def selection(self) -> Expression_FieldReference:
        if not self._read:
            self._fill()
        if self._case_rex_type == 2:
            return cast(Expression_FieldReference, self._o_rex_type)
        return _NONE_Expression_FieldReference

    @property
    def scalar_function(self) -> Expression_ScalarFunction:
        if not self._read:
            self._fill()
        if self._case_rex_type == 3:
            return cast(Expression_ScalarFunction, self._o_rex_type)
        return _NONE_Expression_ScalarFunction

    @property
    def window_function(self) -> Expression_WindowFunction:
        if not self._read:
            self._fill()
        if self._case_rex_type == 5:
            return cast(Expression_WindowFunction, self._o_rex_type)
        return _NONE_Expression_WindowFunction

    @property
    def if_then(self) -> Expression_IfThen:
        if not self._read:
            self._fill()
        if self._case_rex_type == 6:
            return cast(Expression_IfThen, self._o_rex_type)
        return _NONE_Expression_IfThen

    @property
    def switch_expression(self) -> Expression_SwitchExpression:
        if not self._read:
            self._fill()
        if self._case_rex_type == 7:
            return cast(Expression_SwitchExpression, self._o_rex_type)
        return _NONE_Expression_SwitchExpression

    @property
    def singular_or_list(self) -> Expression_SingularOrList:
        if not self._read:
            self._fill()
        if self._case_rex_type == 8:
            return cast(Expression_SingularOrList, self._o_rex_type)
        return _NONE_Expression_SingularOrList

    @property
    def multi_or_list(self) -> Expression_MultiOrList:
        if not self._read:
            self._fill()
        if self._case_rex_type == 9:
            return cast(Expression_MultiOrList, self._o_rex_type)
        return _NONE_Expression_MultiOrList

    @property
    def cast(self) -> Expression_Cast:
        if not self._read:
            self._fill()
        if self._case_rex_type == 11:
            return cast(Expression_Cast, self._o_rex_type)
        return _NONE_Expression_Cast

    @property
    def subquery(self) -> Expression_Subquery:
        if not self._read:
            self._fill()
        if self._case_rex_type == 12:
            return cast(Expression_Subquery, self._o_rex_type)
        return _NONE_Expression_Subquery

    @property
    def nested(self) -> Expression_Nested:
        if not self._read:
            self._fill()
        if self._case_rex_type == 13:
            return cast(Expression_Nested, self._o_rex_type)
        return _NONE_Expression_Nested

    @property
    def dynamic_parameter(self) -> DynamicParameter:
        if not self._read:
            self._fill()
        if self._case_rex_type == 14:
            return cast(DynamicParameter, self._o_rex_type)
        return _NONE_DynamicParameter

    @property
    def lambda_(self) -> Expression_Lambda:
        if not self._read:
            self._fill()
        if self._case_rex_type == 15:
            return cast(Expression_Lambda, self._o_rex_type)
        return _NONE_Expression_Lambda

    @property
    def lambda_invocation(self) -> Expression_LambdaInvocation:
        if not self._read:
            self._fill()
        if self._case_rex_type == 16:
            return cast(Expression_LambdaInvocation, self._o_rex_type)
        return _NONE_Expression_LambdaInvocation

    @property
    def execution_context_variable(self) -> Expression_ExecutionContextVariable:
        if not self._read:
            self._fill()
        if self._case_rex_type == 17:
            return cast(Expression_ExecutionContextVariable, self._o_rex_type)
        return _NONE_Expression_ExecutionContextVariable

    @property
    def detached_expression_ordinal(self) -> builtins.int:
        if not self._read:
            self._fill()
        if self._case_rex_type == 18:
            return cast(builtins.int, self._o_rex_type)
        return 0


_BITS_Expression: Final[dict[str, int]] = {"cast": 8, "detached_expression_ordinal": 15, "dynamic_parameter": 11, "execution_context_variable": 14, "if_then": 4, "lambda": 12, "lambda_invocation": 13, "literal": 0, "multi_or_list": 7, "nested": 10, "rex_type": 16, "scalar_function": 2, "selection": 1, "singular_or_list": 6, "subquery": 9, "switch_expression": 5, "window_function": 3}
_CASES_Expression_rex_type: Final[dict[int, str]] = {1: "literal", 2: "selection", 3: "scalar_function", 5: "window_function", 6: "if_then", 7: "switch_expression", 8: "singular_or_list", 9: "multi_or_list", 11: "cast", 12: "subquery", 13: "nested", 14: "dynamic_parameter", 15: "lambda", 16: "lambda_invocation", 17: "execution_context_variable", 18: "detached_expression_ordinal" }
_FIELDS_Expression: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "literal", 0, False),
    (2, "selection", 1, False),
    (3, "scalar_function", 2, False),
    (5, "window_function", 3, False),
    (6, "if_then", 4, False),
    (7, "switch_expression", 5, False),
    (8, "singular_or_list", 6, False),
    (9, "multi_or_list", 7, False),
    (11, "cast", 8, False),
    (12, "subquery", 9, False),
    (13, "nested", 10, False),
    (14, "dynamic_parameter", 11, False),
    (15, "lambda_", 12, False),
    (16, "lambda_invocation", 13, False),
    (17, "execution_context_variable", 14, False),
    (18, "detached_expression_ordinal", 15, False),
)



class Expression_Cast(Message):
    """substrait.Expression.Cast"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Cast")
    _f_type: Type | None
    _f_input: Expression | None
    _f_failure_behavior: int

    def _fill(self) -> None:
        self._f_type = None
        self._f_input = None
        self._f_failure_behavior = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_type is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_type = Type(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 18:
                if self._f_input is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_input = Expression(buf, pos, pos + n)
                pos += n
                self._has |= 2
            elif tag == 24:
                x, pos = _varint(buf, pos, end)
                self._f_failure_behavior = _int32(x)
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Cast.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Cast has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def type(self) -> Type:
        if not self._read:
            self._fill()
        v = self._f_type
        return v if v is not None else _NONE_Type

    @property
    def input(self) -> Expression:
        if not self._read:
            self._fill()
        v = self._f_input
        return v if v is not None else _NONE_Expression

    @property
    def failure_behavior(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_failure_behavior


_BITS_Expression_Cast: Final[dict[str, int]] = {"input": 1, "type": 0}
_FIELDS_Expression_Cast: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "type", 0, False),
    (2, "input", 1, False),
    (3, "failure_behavior", -1, False),
)



class Expression_ExecutionContextVariable(Message):
    """substrait.Expression.ExecutionContextVariable"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.ExecutionContextVariable")
    _o_execution_context_variable_type: Any
    _case_execution_context_variable_type: int

    def _fill(self) -> None:
        self._o_execution_context_variable_type = None
        self._case_execution_context_variable_type = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._case_execution_context_variable_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_execution_context_variable_type = Type_PrecisionTimestampTZ(buf, pos, pos + n)
                pos += n
                self._case_execution_context_variable_type = 1
                self._has |= 9
            elif tag == 18:
                if self._case_execution_context_variable_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_execution_context_variable_type = Type_String(buf, pos, pos + n)
                pos += n
                self._case_execution_context_variable_type = 2
                self._has |= 10
            elif tag == 26:
                if self._case_execution_context_variable_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_execution_context_variable_type = Type_Date(buf, pos, pos + n)
                pos += n
                self._case_execution_context_variable_type = 3
                self._has |= 12
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_ExecutionContextVariable.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.ExecutionContextVariable has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        if name == "execution_context_variable_type":
            return _CASES_Expression_ExecutionContextVariable_execution_context_variable_type.get(self._case_execution_context_variable_type)
        raise ValueError(f"substrait.Expression.ExecutionContextVariable has no oneof {name!r}")

    @property
    def current_timestamp(self) -> Type_PrecisionTimestampTZ:
        if not self._read:
            self._fill()
        if self._case_execution_context_variable_type == 1:
            return cast(Type_PrecisionTimestampTZ, self._o_execution_context_variable_type)
        return _NONE_Type_PrecisionTimestampTZ

    @property
    def current_timezone(self) -> Type_String:
        if not self._read:
            self._fill()
        if self._case_execution_context_variable_type == 2:
            return cast(Type_String, self._o_execution_context_variable_type)
        return _NONE_Type_String

    @property
    def current_date(self) -> Type_Date:
        if not self._read:
            self._fill()
        if self._case_execution_context_variable_type == 3:
            return cast(Type_Date, self._o_execution_context_variable_type)
        return _NONE_Type_Date


_BITS_Expression_ExecutionContextVariable: Final[dict[str, int]] = {"current_date": 2, "current_timestamp": 0, "current_timezone": 1, "execution_context_variable_type": 3}
_CASES_Expression_ExecutionContextVariable_execution_context_variable_type: Final[dict[int, str]] = {1: "current_timestamp", 2: "current_timezone", 3: "current_date" }
_FIELDS_Expression_ExecutionContextVariable: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "current_timestamp", 0, False),
    (2, "current_timezone", 1, False),
    (3, "current_date", 2, False),
)



class Expression_FieldReference(Message):
    """substrait.Expression.FieldReference"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.FieldReference")
    _o_reference_type: Any
    _case_reference_type: int
    _o_root_type: Any
    _case_root_type: int

    def _fill(self) -> None:
        self._o_reference_type = None
        self._case_reference_type = 0
        self._o_root_type = None
        self._case_root_type = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._case_reference_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_reference_type = Expression_ReferenceSegment(buf, pos, pos + n)
                pos += n
                self._case_reference_type = 1
                self._has |= 65
            elif tag == 18:
                if self._case_reference_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_reference_type = Expression_MaskExpression(buf, pos, pos + n)
                pos += n
                self._case_reference_type = 2
                self._has |= 66
            elif tag == 26:
                if self._case_root_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_root_type = Expression(buf, pos, pos + n)
                pos += n
                self._case_root_type = 3
                self._has |= 132
            elif tag == 34:
                if self._case_root_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_root_type = Expression_FieldReference_RootReference(buf, pos, pos + n)
                pos += n
                self._case_root_type = 4
                self._has |= 136
            elif tag == 42:
                if self._case_root_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_root_type = Expression_FieldReference_OuterReference(buf, pos, pos + n)
                pos += n
                self._case_root_type = 5
                self._has |= 144
            elif tag == 50:
                if self._case_root_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_root_type = Expression_FieldReference_LambdaParameterReference(buf, pos, pos + n)
                pos += n
                self._case_root_type = 6
                self._has |= 160
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_FieldReference.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.FieldReference has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        if name == "reference_type":
            return _CASES_Expression_FieldReference_reference_type.get(self._case_reference_type)
        if name == "root_type":
            return _CASES_Expression_FieldReference_root_type.get(self._case_root_type)
        raise ValueError(f"substrait.Expression.FieldReference has no oneof {name!r}")

    @property
    def direct_reference(self) -> Expression_ReferenceSegment:
        if not self._read:
            self._fill()
        if self._case_reference_type == 1:
            return cast(Expression_ReferenceSegment, self._o_reference_type)
        return _NONE_Expression_ReferenceSegment

    @property
    def masked_reference(self) -> Expression_MaskExpression:
        if not self._read:
            self._fill()
        if self._case_reference_type == 2:
            return cast(Expression_MaskExpression, self._o_reference_type)
        return _NONE_Expression_MaskExpression

    @property
    def expression(self) -> Expression:
        if not self._read:
            self._fill()
        if self._case_root_type == 3:
            return cast(Expression, self._o_root_type)
        return _NONE_Expression

    @property
    def root_reference(self) -> Expression_FieldReference_RootReference:
        if not self._read:
            self._fill()
        if self._case_root_type == 4:
            return cast(Expression_FieldReference_RootReference, self._o_root_type)
        return _NONE_Expression_FieldReference_RootReference

    @property
    def outer_reference(self) -> Expression_FieldReference_OuterReference:
        if not self._read:
            self._fill()
        if self._case_root_type == 5:
            return cast(Expression_FieldReference_OuterReference, self._o_root_type)
        return _NONE_Expression_FieldReference_OuterReference

    @property
    def lambda_parameter_reference(self) -> Expression_FieldReference_LambdaParameterReference:
        if not self._read:
            self._fill()
        if self._case_root_type == 6:
            return cast(Expression_FieldReference_LambdaParameterReference, self._o_root_type)
        return _NONE_Expression_FieldReference_LambdaParameterReference


_BITS_Expression_FieldReference: Final[dict[str, int]] = {"direct_reference": 0, "expression": 2, "lambda_parameter_reference": 5, "masked_reference": 1, "outer_reference": 4, "reference_type": 6, "root_reference": 3, "root_type": 7}
_CASES_Expression_FieldReference_reference_type: Final[dict[int, str]] = {1: "direct_reference", 2: "masked_reference" }
_CASES_Expression_FieldReference_root_type: Final[dict[int, str]] = {3: "expression", 4: "root_reference", 5: "outer_reference", 6: "lambda_parameter_reference" }
_FIELDS_Expression_FieldReference: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "direct_reference", 0, False),
    (2, "masked_reference", 1, False),
    (3, "expression", 2, False),
    (4, "root_reference", 3, False),
    (5, "outer_reference", 4, False),
    (6, "lambda_parameter_reference", 5, False),
)



class Expression_FieldReference_LambdaParameterReference(Message):
    """substrait.Expression.FieldReference.LambdaParameterReference"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.FieldReference.LambdaParameterReference")
    _f_steps_out: int

    def _fill(self) -> None:
        self._f_steps_out = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_steps_out = x & 0xFFFFFFFF
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_FieldReference_LambdaParameterReference.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.FieldReference.LambdaParameterReference has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def steps_out(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_steps_out


_BITS_Expression_FieldReference_LambdaParameterReference: Final[dict[str, int]] = {}
_FIELDS_Expression_FieldReference_LambdaParameterReference: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "steps_out", -1, False),
)



class Expression_FieldReference_OuterReference(Message):
    """substrait.Expression.FieldReference.OuterReference"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.FieldReference.OuterReference")
    _o_outer_reference_type: Any
    _case_outer_reference_type: int

    def _fill(self) -> None:
        self._o_outer_reference_type = None
        self._case_outer_reference_type = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                if self._case_outer_reference_type and self._case_outer_reference_type != 1:
                    raise Unreadable()
                x, pos = _varint(buf, pos, end)
                self._o_outer_reference_type = x & 0xFFFFFFFF
                self._case_outer_reference_type = 1
                self._has |= 5
            elif tag == 16:
                if self._case_outer_reference_type and self._case_outer_reference_type != 2:
                    raise Unreadable()
                x, pos = _varint(buf, pos, end)
                self._o_outer_reference_type = x & 0xFFFFFFFF
                self._case_outer_reference_type = 2
                self._has |= 6
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_FieldReference_OuterReference.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.FieldReference.OuterReference has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        if name == "outer_reference_type":
            return _CASES_Expression_FieldReference_OuterReference_outer_reference_type.get(self._case_outer_reference_type)
        raise ValueError(f"substrait.Expression.FieldReference.OuterReference has no oneof {name!r}")

    @property
    def steps_out(self) -> builtins.int:
        if not self._read:
            self._fill()
        if self._case_outer_reference_type == 1:
            return cast(builtins.int, self._o_outer_reference_type)
        return 0

    @property
    def rel_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        if self._case_outer_reference_type == 2:
            return cast(builtins.int, self._o_outer_reference_type)
        return 0


_BITS_Expression_FieldReference_OuterReference: Final[dict[str, int]] = {"outer_reference_type": 2, "rel_reference": 1, "steps_out": 0}
_CASES_Expression_FieldReference_OuterReference_outer_reference_type: Final[dict[int, str]] = {1: "steps_out", 2: "rel_reference" }
_FIELDS_Expression_FieldReference_OuterReference: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "steps_out", 0, False),
    (2, "rel_reference", 1, False),
)



class Expression_FieldReference_RootReference(Message):
    """substrait.Expression.FieldReference.RootReference"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.FieldReference.RootReference")

    def _fill(self) -> None:
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_FieldReference_RootReference.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.FieldReference.RootReference has no field {name!r} with presence")
        return self._has >> bit & 1 == 1



_BITS_Expression_FieldReference_RootReference: Final[dict[str, int]] = {}
_FIELDS_Expression_FieldReference_RootReference: Final[tuple[tuple[int, str, int, bool], ...]] = (
)



class Expression_IfThen(Message):
    """substrait.Expression.IfThen"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.IfThen")
    _f_ifs: list[Expression_IfThen_IfClause]
    _f_else_: Expression | None

    def _fill(self) -> None:
        self._f_ifs = _EMPTY
        self._f_else_ = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_ifs is _EMPTY:
                    self._f_ifs = []
                n, pos = _length(buf, pos, end)
                self._f_ifs.append(Expression_IfThen_IfClause(buf, pos, pos + n))
                pos += n
            elif tag == 18:
                if self._f_else_ is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_else_ = Expression(buf, pos, pos + n)
                pos += n
                self._has |= 1
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_IfThen.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.IfThen has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def ifs(self) -> builtins.list[Expression_IfThen_IfClause]:
        if not self._read:
            self._fill()
        return self._f_ifs

    @property
    def else_(self) -> Expression:
        if not self._read:
            self._fill()
        v = self._f_else_
        return v if v is not None else _NONE_Expression


_BITS_Expression_IfThen: Final[dict[str, int]] = {"else": 0}
_FIELDS_Expression_IfThen: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "ifs", -1, False),
    (2, "else_", 0, False),
)



class Expression_IfThen_IfClause(Message):
    """substrait.Expression.IfThen.IfClause"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.IfThen.IfClause")
    _f_if_: Expression | None
    _f_then: Expression | None

    def _fill(self) -> None:
        self._f_if_ = None
        self._f_then = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_if_ is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_if_ = Expression(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 18:
                if self._f_then is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_then = Expression(buf, pos, pos + n)
                pos += n
                self._has |= 2
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_IfThen_IfClause.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.IfThen.IfClause has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def if_(self) -> Expression:
        if not self._read:
            self._fill()
        v = self._f_if_
        return v if v is not None else _NONE_Expression

    @property
    def then(self) -> Expression:
        if not self._read:
            self._fill()
        v = self._f_then
        return v if v is not None else _NONE_Expression


_BITS_Expression_IfThen_IfClause: Final[dict[str, int]] = {"if": 0, "then": 1}
_FIELDS_Expression_IfThen_IfClause: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "if_", 0, False),
    (2, "then", 1, False),
)



class Expression_Lambda(Message):
    """substrait.Expression.Lambda"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Lambda")
    _f_parameters: Type_Struct | None
    _f_body: Expression | None

    def _fill(self) -> None:
        self._f_parameters = None
        self._f_body = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_parameters is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_parameters = Type_Struct(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 18:
                if self._f_body is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_body = Expression(buf, pos, pos + n)
                pos += n
                self._has |= 2
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Lambda.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Lambda has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def parameters(self) -> Type_Struct:
        if not self._read:
            self._fill()
        v = self._f_parameters
        return v if v is not None else _NONE_Type_Struct

    @property
    def body(self) -> Expression:
        if not self._read:
            self._fill()
        v = self._f_body
        return v if v is not None else _NONE_Expression


_BITS_Expression_Lambda: Final[dict[str, int]] = {"body": 1, "parameters": 0}
_FIELDS_Expression_Lambda: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "parameters", 0, False),
    (2, "body", 1, False),
)



class Expression_LambdaInvocation(Message):
    """substrait.Expression.LambdaInvocation"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.LambdaInvocation")
    _f_lambda_: Expression_Lambda | None
    _f_arguments: Expression_Nested_Struct | None

    def _fill(self) -> None:
        self._f_lambda_ = None
        self._f_arguments = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_lambda_ is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_lambda_ = Expression_Lambda(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 18:
                if self._f_arguments is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_arguments = Expression_Nested_Struct(buf, pos, pos + n)
                pos += n
                self._has |= 2
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_LambdaInvocation.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.LambdaInvocation has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def lambda_(self) -> Expression_Lambda:
        if not self._read:
            self._fill()
        v = self._f_lambda_
        return v if v is not None else _NONE_Expression_Lambda

    @property
    def arguments(self) -> Expression_Nested_Struct:
        if not self._read:
            self._fill()
        v = self._f_arguments
        return v if v is not None else _NONE_Expression_Nested_Struct


_BITS_Expression_LambdaInvocation: Final[dict[str, int]] = {"arguments": 1, "lambda": 0}
_FIELDS_Expression_LambdaInvocation: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "lambda_", 0, False),
    (2, "arguments", 1, False),
)



class Expression_Literal(Message):
    """substrait.Expression.Literal"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Literal")
    _f_nullable: bool
    _f_type_variation_reference: int
    _o_literal_type: Any
    _case_literal_type: int

    def _fill(self) -> None:
        self._f_nullable = False
        self._f_type_variation_reference = 0
        self._o_literal_type = None
        self._case_literal_type = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                if self._case_literal_type and self._case_literal_type != 1:
                    raise Unreadable()
                x, pos = _varint(buf, pos, end)
                self._o_literal_type = x != 0
                self._case_literal_type = 1
                self._has |= 268435457
            elif tag == 16:
                if self._case_literal_type and self._case_literal_type != 2:
                    raise Unreadable()
                x, pos = _varint(buf, pos, end)
                self._o_literal_type = _int32(x)
                self._case_literal_type = 2
                self._has |= 268435458
            elif tag == 24:
                if self._case_literal_type and self._case_literal_type != 3:
                    raise Unreadable()
                x, pos = _varint(buf, pos, end)
                self._o_literal_type = _int32(x)
                self._case_literal_type = 3
                self._has |= 268435460
            elif tag == 40:
                if self._case_literal_type and self._case_literal_type != 5:
                    raise Unreadable()
                x, pos = _varint(buf, pos, end)
                self._o_literal_type = _int32(x)
                self._case_literal_type = 5
                self._has |= 268435464
            elif tag == 56:
                if self._case_literal_type and self._case_literal_type != 7:
                    raise Unreadable()
                x, pos = _varint(buf, pos, end)
                self._o_literal_type = _int64(x)
                self._case_literal_type = 7
                self._has |= 268435472
            elif tag == 85:
                if self._case_literal_type and self._case_literal_type != 10:
                    raise Unreadable()
                self._o_literal_type = _fp32(buf, pos, end)
                pos += 4
                self._case_literal_type = 10
                self._has |= 268435488
            elif tag == 89:
                if self._case_literal_type and self._case_literal_type != 11:
                    raise Unreadable()
                self._o_literal_type = _fp64(buf, pos, end)
                pos += 8
                self._case_literal_type = 11
                self._has |= 268435520
            elif tag == 98:
                if self._case_literal_type and self._case_literal_type != 12:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_literal_type = buf[pos:pos + n].decode()
                pos += n
                self._case_literal_type = 12
                self._has |= 268435584
            elif tag == 106:
                if self._case_literal_type and self._case_literal_type != 13:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_literal_type = buf[pos:pos + n]
                pos += n
                self._case_literal_type = 13
                self._has |= 268435712
            elif tag == 128:
                if self._case_literal_type and self._case_literal_type != 16:
                    raise Unreadable()
                x, pos = _varint(buf, pos, end)
                self._o_literal_type = _int32(x)
                self._case_literal_type = 16
                self._has |= 268435968
            elif tag == 154:
                if self._case_literal_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_literal_type = Expression_Literal_IntervalYearToMonth(buf, pos, pos + n)
                pos += n
                self._case_literal_type = 19
                self._has |= 268436480
            elif tag == 162:
                if self._case_literal_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_literal_type = Expression_Literal_IntervalDayToSecond(buf, pos, pos + n)
                pos += n
                self._case_literal_type = 20
                self._has |= 268437504
            elif tag == 170:
                if self._case_literal_type and self._case_literal_type != 21:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_literal_type = buf[pos:pos + n].decode()
                pos += n
                self._case_literal_type = 21
                self._has |= 268439552
            elif tag == 178:
                if self._case_literal_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_literal_type = Expression_Literal_VarChar(buf, pos, pos + n)
                pos += n
                self._case_literal_type = 22
                self._has |= 268443648
            elif tag == 186:
                if self._case_literal_type and self._case_literal_type != 23:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_literal_type = buf[pos:pos + n]
                pos += n
                self._case_literal_type = 23
                self._has |= 268451840
            elif tag == 194:
                if self._case_literal_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_literal_type = Expression_Literal_Decimal(buf, pos, pos + n)
                pos += n
                self._case_literal_type = 24
                self._has |= 268468224
            elif tag == 202:
                if self._case_literal_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_literal_type = Expression_Literal_Struct(buf, pos, pos + n)
                pos += n
                self._case_literal_type = 25
                self._has |= 268500992
            elif tag == 210:
                if self._case_literal_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_literal_type = Expression_Literal_Map(buf, pos, pos + n)
                pos += n
                self._case_literal_type = 26
                self._has |= 268566528
            elif tag == 226:
                if self._case_literal_type and self._case_literal_type != 28:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_literal_type = buf[pos:pos + n]
                pos += n
                self._case_literal_type = 28
                self._has |= 268697600
            elif tag == 234:
                if self._case_literal_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_literal_type = Type(buf, pos, pos + n)
                pos += n
                self._case_literal_type = 29
                self._has |= 268959744
            elif tag == 242:
                if self._case_literal_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_literal_type = Expression_Literal_List(buf, pos, pos + n)
                pos += n
                self._case_literal_type = 30
                self._has |= 269484032
            elif tag == 250:
                if self._case_literal_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_literal_type = Type_List(buf, pos, pos + n)
                pos += n
                self._case_literal_type = 31
                self._has |= 270532608
            elif tag == 258:
                if self._case_literal_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_literal_type = Type_Map(buf, pos, pos + n)
                pos += n
                self._case_literal_type = 32
                self._has |= 272629760
            elif tag == 266:
                if self._case_literal_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_literal_type = Expression_Literal_UserDefined(buf, pos, pos + n)
                pos += n
                self._case_literal_type = 33
                self._has |= 276824064
            elif tag == 274:
                if self._case_literal_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_literal_type = Expression_Literal_PrecisionTimestamp(buf, pos, pos + n)
                pos += n
                self._case_literal_type = 34
                self._has |= 285212672
            elif tag == 282:
                if self._case_literal_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_literal_type = Expression_Literal_PrecisionTimestamp(buf, pos, pos + n)
                pos += n
                self._case_literal_type = 35
                self._has |= 301989888
            elif tag == 290:
                if self._case_literal_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_literal_type = Expression_Literal_IntervalCompound(buf, pos, pos + n)
                pos += n
                self._case_literal_type = 36
                self._has |= 335544320
            elif tag == 298:
                if self._case_literal_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_literal_type = Expression_Literal_PrecisionTime(buf, pos, pos + n)
                pos += n
                self._case_literal_type = 37
                self._has |= 402653184
            elif tag == 400:
                x, pos = _varint(buf, pos, end)
                self._f_nullable = x != 0
            elif tag == 408:
                x, pos = _varint(buf, pos, end)
                self._f_type_variation_reference = x & 0xFFFFFFFF
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Literal.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Literal has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        if name == "literal_type":
            return _CASES_Expression_Literal_literal_type.get(self._case_literal_type)
        raise ValueError(f"substrait.Expression.Literal has no oneof {name!r}")

    @property
    def boolean(self) -> builtins.bool:
        if not self._read:
            self._fill()
        if self._case_literal_type == 1:
            return cast(builtins.bool, self._o_literal_type)
        return False

    @property
    def i8(self) -> builtins.int:
        if not self._read:
            self._fill()
        if self._case_literal_type == 2:
            return cast(builtins.int, self._o_literal_type)
        return 0

    @property
    def i16(self) -> builtins.int:
        if not self._read:
            self._fill()
        if self._case_literal_type == 3:
            return cast(builtins.int, self._o_literal_type)
        return 0

    @property
    def i32(self) -> builtins.int:
        if not self._read:
            self._fill()
        if self._case_literal_type == 5:
            return cast(builtins.int, self._o_literal_type)
        return 0

    @property
    def i64(self) -> builtins.int:
        if not self._read:
            self._fill()
        if self._case_literal_type == 7:
            return cast(builtins.int, self._o_literal_type)
        return 0

    @property
    def fp32(self) -> builtins.float:
        if not self._read:
            self._fill()
        if self._case_literal_type == 10:
            return cast(builtins.float, self._o_literal_type)
        return 0.0

    @property
    def fp64(self) -> builtins.float:
        if not self._read:
            self._fill()
        if self._case_literal_type == 11:
            return cast(builtins.float, self._o_literal_type)
        return 0.0

    @property
    def string(self) -> builtins.str:
        if not self._read:
            self._fill()
        if self._case_literal_type == 12:
            return cast(builtins.str, self._o_literal_type)
        return ""

    @property
    def binary(self) -> builtins.bytes:
        if not self._read:
            self._fill()
        if self._case_literal_type == 13:
            return cast(builtins.bytes, self._o_literal_type)
        return b""

    @property
    def date(self) -> builtins.int:
        if not self._read:
            self._fill()
        if self._case_literal_type == 16:
            return cast(builtins.int, self._o_literal_type)
        return 0

    @property
    def interval_year_to_month(self) -> Expression_Literal_IntervalYearToMonth:
        if not self._read:
            self._fill()
        if self._case_literal_type == 19:
            return cast(Expression_Literal_IntervalYearToMonth, self._o_literal_type)
        return _NONE_Expression_Literal_IntervalYearToMonth

    @property
    def interval_day_to_second(self) -> Expression_Literal_IntervalDayToSecond:
        if not self._read:
            self._fill()
        if self._case_literal_type == 20:
            return cast(Expression_Literal_IntervalDayToSecond, self._o_literal_type)
        return _NONE_Expression_Literal_IntervalDayToSecond

    @property
    def fixed_char(self) -> builtins.str:
        if not self._read:
            self._fill()
        if self._case_literal_type == 21:
            return cast(builtins.str, self._o_literal_type)
        return ""

    @property
    def var_char(self) -> Expression_Literal_VarChar:
        if not self._read:
            self._fill()
        if self._case_literal_type == 22:
            return cast(Expression_Literal_VarChar, self._o_literal_type)
        return _NONE_Expression_Literal_VarChar

    @property
    def fixed_binary(self) -> builtins.bytes:
        if not self._read:
            self._fill()
        if self._case_literal_type == 23:
            return cast(builtins.bytes, self._o_literal_type)
        return b""

    @property
    def decimal(self) -> Expression_Literal_Decimal:
        if not self._read:
            self._fill()
        if self._case_literal_type == 24:
            return cast(Expression_Literal_Decimal, self._o_literal_type)
        return _NONE_Expression_Literal_Decimal

    @property
    def struct(self) -> Expression_Literal_Struct:
        if not self._read:
            self._fill()
        if self._case_literal_type == 25:
            return cast(Expression_Literal_Struct, self._o_literal_type)
        return _NONE_Expression_Literal_Struct

    @property
    def map(self) -> Expression_Literal_Map:
        if not self._read:
            self._fill()
        if self._case_literal_type == 26:
            return cast(Expression_Literal_Map, self._o_literal_type)
        return _NONE_Expression_Literal_Map

    @property
    def uuid(self) -> builtins.bytes:
        if not self._read:
            self._fill()
        if self._case_literal_type == 28:
            return cast(builtins.bytes, self._o_literal_type)
        return b""

    @property
    def null(self) -> Type:
        if not self._read:
            self._fill()
        if self._case_literal_type == 29:
            return cast(Type, self._o_literal_type)
        return _NONE_Type

    @property
    def list(self) -> Expression_Literal_List:
        if not self._read:
            self._fill()
        if self._case_literal_type == 30:
            return cast(Expression_Literal_List, self._o_literal_type)
        return _NONE_Expression_Literal_List

    @property
    def empty_list(self) -> Type_List:
        if not self._read:
            self._fill()
        if self._case_literal_type == 31:
            return cast(Type_List, self._o_literal_type)
        return _NONE_Type_List

    @property
    def empty_map(self) -> Type_Map:
        if not self._read:
            self._fill()
        if self._case_literal_type == 32:
            return cast(Type_Map, self._o_literal_type)
        return _NONE_Type_Map

    @property
    def user_defined(self) -> Expression_Literal_UserDefined:
        if not self._read:
            self._fill()
        if self._case_literal_type == 33:
            return cast(Expression_Literal_UserDefined, self._o_literal_type)
        return _NONE_Expression_Literal_UserDefined

    @property
    def precision_timestamp(self) -> Expression_Literal_PrecisionTimestamp:
        if not self._read:
            self._fill()
        if self._case_literal_type == 34:
            return cast(Expression_Literal_PrecisionTimestamp, self._o_literal_type)
        return _NONE_Expression_Literal_PrecisionTimestamp

    @property
    def precision_timestamp_tz(self) -> Expression_Literal_PrecisionTimestamp:
        if not self._read:
            self._fill()
        if self._case_literal_type == 35:
            return cast(Expression_Literal_PrecisionTimestamp, self._o_literal_type)
        return _NONE_Expression_Literal_PrecisionTimestamp

    @property
    def interval_compound(self) -> Expression_Literal_IntervalCompound:
        if not self._read:
            self._fill()
        if self._case_literal_type == 36:
            return cast(Expression_Literal_IntervalCompound, self._o_literal_type)
        return _NONE_Expression_Literal_IntervalCompound

    @property
    def precision_time(self) -> Expression_Literal_PrecisionTime:
        if not self._read:
            self._fill()
        if self._case_literal_type == 37:
            return cast(Expression_Literal_PrecisionTime, self._o_literal_type)
        return _NONE_Expression_Literal_PrecisionTime

    @property
    def nullable(self) -> builtins.bool:
        if not self._read:
            self._fill()
        return self._f_nullable

    @property
    def type_variation_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_type_variation_reference


_BITS_Expression_Literal: Final[dict[str, int]] = {"binary": 8, "boolean": 0, "date": 9, "decimal": 15, "empty_list": 21, "empty_map": 22, "fixed_binary": 14, "fixed_char": 12, "fp32": 5, "fp64": 6, "i16": 2, "i32": 3, "i64": 4, "i8": 1, "interval_compound": 26, "interval_day_to_second": 11, "interval_year_to_month": 10, "list": 20, "literal_type": 28, "map": 17, "null": 19, "precision_time": 27, "precision_timestamp": 24, "precision_timestamp_tz": 25, "string": 7, "struct": 16, "user_defined": 23, "uuid": 18, "var_char": 13}
_CASES_Expression_Literal_literal_type: Final[dict[int, str]] = {1: "boolean", 2: "i8", 3: "i16", 5: "i32", 7: "i64", 10: "fp32", 11: "fp64", 12: "string", 13: "binary", 16: "date", 19: "interval_year_to_month", 20: "interval_day_to_second", 36: "interval_compound", 21: "fixed_char", 22: "var_char", 23: "fixed_binary", 24: "decimal", 37: "precision_time", 34: "precision_timestamp", 35: "precision_timestamp_tz", 25: "struct", 26: "map", 28: "uuid", 29: "null", 30: "list", 31: "empty_list", 32: "empty_map", 33: "user_defined" }
_FIELDS_Expression_Literal: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "boolean", 0, False),
    (2, "i8", 1, False),
    (3, "i16", 2, False),
    (5, "i32", 3, False),
    (7, "i64", 4, False),
    (10, "fp32", 5, True),
    (11, "fp64", 6, True),
    (12, "string", 7, False),
    (13, "binary", 8, False),
    (16, "date", 9, False),
    (19, "interval_year_to_month", 10, False),
    (20, "interval_day_to_second", 11, False),
    (21, "fixed_char", 12, False),
    (22, "var_char", 13, False),
    (23, "fixed_binary", 14, False),
    (24, "decimal", 15, False),
    (25, "struct", 16, False),
    (26, "map", 17, False),
    (28, "uuid", 18, False),
    (29, "null", 19, False),
    (30, "list", 20, False),
    (31, "empty_list", 21, False),
    (32, "empty_map", 22, False),
    (33, "user_defined", 23, False),
    (34, "precision_timestamp", 24, False),
    (35, "precision_timestamp_tz", 25, False),
    (36, "interval_compound", 26, False),
    (37, "precision_time", 27, False),
    (50, "nullable", -1, False),
    (51, "type_variation_reference", -1, False),
)



class Expression_Literal_Decimal(Message):
    """substrait.Expression.Literal.Decimal"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Literal.Decimal")
    _f_value: bytes
    _f_precision: int
    _f_scale: int

    def _fill(self) -> None:
        self._f_value = b""
        self._f_precision = 0
        self._f_scale = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                n, pos = _length(buf, pos, end)
                self._f_value = buf[pos:pos + n]
                pos += n
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_precision = _int32(x)
            elif tag == 24:
                x, pos = _varint(buf, pos, end)
                self._f_scale = _int32(x)
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Literal_Decimal.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Literal.Decimal has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def value(self) -> builtins.bytes:
        if not self._read:
            self._fill()
        return self._f_value

    @property
    def precision(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_precision

    @property
    def scale(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_scale


_BITS_Expression_Literal_Decimal: Final[dict[str, int]] = {}
_FIELDS_Expression_Literal_Decimal: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "value", -1, False),
    (2, "precision", -1, False),
    (3, "scale", -1, False),
)



class Expression_Literal_IntervalCompound(Message):
    """substrait.Expression.Literal.IntervalCompound"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Literal.IntervalCompound")
    _f_interval_year_to_month: Expression_Literal_IntervalYearToMonth | None
    _f_interval_day_to_second: Expression_Literal_IntervalDayToSecond | None

    def _fill(self) -> None:
        self._f_interval_year_to_month = None
        self._f_interval_day_to_second = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_interval_year_to_month is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_interval_year_to_month = Expression_Literal_IntervalYearToMonth(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 18:
                if self._f_interval_day_to_second is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_interval_day_to_second = Expression_Literal_IntervalDayToSecond(buf, pos, pos + n)
                pos += n
                self._has |= 2
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Literal_IntervalCompound.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Literal.IntervalCompound has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def interval_year_to_month(self) -> Expression_Literal_IntervalYearToMonth:
        if not self._read:
            self._fill()
        v = self._f_interval_year_to_month
        return v if v is not None else _NONE_Expression_Literal_IntervalYearToMonth

    @property
    def interval_day_to_second(self) -> Expression_Literal_IntervalDayToSecond:
        if not self._read:
            self._fill()
        v = self._f_interval_day_to_second
        return v if v is not None else _NONE_Expression_Literal_IntervalDayToSecond


_BITS_Expression_Literal_IntervalCompound: Final[dict[str, int]] = {"interval_day_to_second": 1, "interval_year_to_month": 0}
_FIELDS_Expression_Literal_IntervalCompound: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "interval_year_to_month", 0, False),
    (2, "interval_day_to_second", 1, False),
)



class Expression_Literal_IntervalDayToSecond(Message):
    """substrait.Expression.Literal.IntervalDayToSecond"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Literal.IntervalDayToSecond")
    _f_days: int
    _f_seconds: int
    _f_precision: int
    _f_subseconds: int

    def _fill(self) -> None:
        self._f_days = 0
        self._f_seconds = 0
        self._f_precision = 0
        self._f_subseconds = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_days = _int32(x)
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_seconds = _int32(x)
            elif tag == 32:
                x, pos = _varint(buf, pos, end)
                self._f_precision = _int32(x)
            elif tag == 40:
                x, pos = _varint(buf, pos, end)
                self._f_subseconds = _int64(x)
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Literal_IntervalDayToSecond.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Literal.IntervalDayToSecond has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def days(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_days

    @property
    def seconds(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_seconds

    @property
    def precision(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_precision

    @property
    def subseconds(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_subseconds


_BITS_Expression_Literal_IntervalDayToSecond: Final[dict[str, int]] = {}
_FIELDS_Expression_Literal_IntervalDayToSecond: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "days", -1, False),
    (2, "seconds", -1, False),
    (4, "precision", -1, False),
    (5, "subseconds", -1, False),
)



class Expression_Literal_IntervalYearToMonth(Message):
    """substrait.Expression.Literal.IntervalYearToMonth"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Literal.IntervalYearToMonth")
    _f_years: int
    _f_months: int

    def _fill(self) -> None:
        self._f_years = 0
        self._f_months = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_years = _int32(x)
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_months = _int32(x)
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Literal_IntervalYearToMonth.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Literal.IntervalYearToMonth has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def years(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_years

    @property
    def months(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_months


_BITS_Expression_Literal_IntervalYearToMonth: Final[dict[str, int]] = {}
_FIELDS_Expression_Literal_IntervalYearToMonth: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "years", -1, False),
    (2, "months", -1, False),
)



class Expression_Literal_List(Message):
    """substrait.Expression.Literal.List"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Literal.List")
    _f_values: list[Expression_Literal]

    def _fill(self) -> None:
        self._f_values = _EMPTY
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_values is _EMPTY:
                    self._f_values = []
                n, pos = _length(buf, pos, end)
                self._f_values.append(Expression_Literal(buf, pos, pos + n))
                pos += n
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Literal_List.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Literal.List has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def values(self) -> builtins.list[Expression_Literal]:
        if not self._read:
            self._fill()
        return self._f_values


_BITS_Expression_Literal_List: Final[dict[str, int]] = {}
_FIELDS_Expression_Literal_List: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "values", -1, False),
)



class Expression_Literal_Map(Message):
    """substrait.Expression.Literal.Map"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Literal.Map")
    _f_key_values: list[Expression_Literal_Map_KeyValue]

    def _fill(self) -> None:
        self._f_key_values = _EMPTY
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_key_values is _EMPTY:
                    self._f_key_values = []
                n, pos = _length(buf, pos, end)
                self._f_key_values.append(Expression_Literal_Map_KeyValue(buf, pos, pos + n))
                pos += n
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Literal_Map.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Literal.Map has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def key_values(self) -> builtins.list[Expression_Literal_Map_KeyValue]:
        if not self._read:
            self._fill()
        return self._f_key_values


_BITS_Expression_Literal_Map: Final[dict[str, int]] = {}
_FIELDS_Expression_Literal_Map: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "key_values", -1, False),
)



class Expression_Literal_Map_KeyValue(Message):
    """substrait.Expression.Literal.Map.KeyValue"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Literal.Map.KeyValue")
    _f_key: Expression_Literal | None
    _f_value: Expression_Literal | None

    def _fill(self) -> None:
        self._f_key = None
        self._f_value = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_key is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_key = Expression_Literal(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 18:
                if self._f_value is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_value = Expression_Literal(buf, pos, pos + n)
                pos += n
                self._has |= 2
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Literal_Map_KeyValue.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Literal.Map.KeyValue has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def key(self) -> Expression_Literal:
        if not self._read:
            self._fill()
        v = self._f_key
        return v if v is not None else _NONE_Expression_Literal

    @property
    def value(self) -> Expression_Literal:
        if not self._read:
            self._fill()
        v = self._f_value
        return v if v is not None else _NONE_Expression_Literal


_BITS_Expression_Literal_Map_KeyValue: Final[dict[str, int]] = {"key": 0, "value": 1}
_FIELDS_Expression_Literal_Map_KeyValue: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "key", 0, False),
    (2, "value", 1, False),
)



class Expression_Literal_PrecisionTime(Message):
    """substrait.Expression.Literal.PrecisionTime"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Literal.PrecisionTime")
    _f_precision: int
    _f_value: int

    def _fill(self) -> None:
        self._f_precision = 0
        self._f_value = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_precision = _int32(x)
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_value = _int64(x)
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Literal_PrecisionTime.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Literal.PrecisionTime has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def precision(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_precision

    @property
    def value(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_value


_BITS_Expression_Literal_PrecisionTime: Final[dict[str, int]] = {}
_FIELDS_Expression_Literal_PrecisionTime: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "precision", -1, False),
    (2, "value", -1, False),
)



class Expression_Literal_PrecisionTimestamp(Message):
    """substrait.Expression.Literal.PrecisionTimestamp"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Literal.PrecisionTimestamp")
    _f_precision: int
    _f_value: int

    def _fill(self) -> None:
        self._f_precision = 0
        self._f_value = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_precision = _int32(x)
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_value = _int64(x)
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Literal_PrecisionTimestamp.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Literal.PrecisionTimestamp has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def precision(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_precision

    @property
    def value(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_value


_BITS_Expression_Literal_PrecisionTimestamp: Final[dict[str, int]] = {}
_FIELDS_Expression_Literal_PrecisionTimestamp: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "precision", -1, False),
    (2, "value", -1, False),
)



class Expression_Literal_Struct(Message):
    """substrait.Expression.Literal.Struct"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Literal.Struct")
    _f_fields: list[Expression_Literal]

    def _fill(self) -> None:
        self._f_fields = _EMPTY
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_fields is _EMPTY:
                    self._f_fields = []
                n, pos = _length(buf, pos, end)
                self._f_fields.append(Expression_Literal(buf, pos, pos + n))
                pos += n
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Literal_Struct.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Literal.Struct has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def fields(self) -> builtins.list[Expression_Literal]:
        if not self._read:
            self._fill()
        return self._f_fields


_BITS_Expression_Literal_Struct: Final[dict[str, int]] = {}
_FIELDS_Expression_Literal_Struct: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "fields", -1, False),
)



class Expression_Literal_UserDefined(Message):
    """substrait.Expression.Literal.UserDefined"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Literal.UserDefined")
    _f_type_parameters: list[Type_Parameter]
    _o_type_anchor_type: Any
    _case_type_anchor_type: int
    _o_val: Any
    _case_val: int

    def _fill(self) -> None:
        self._f_type_parameters = _EMPTY
        self._o_type_anchor_type = None
        self._case_type_anchor_type = 0
        self._o_val = None
        self._case_val = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                if self._case_type_anchor_type and self._case_type_anchor_type != 1:
                    raise Unreadable()
                x, pos = _varint(buf, pos, end)
                self._o_type_anchor_type = x & 0xFFFFFFFF
                self._case_type_anchor_type = 1
                self._has |= 17
            elif tag == 18:
                if self._case_val:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_val = google_protobuf_Any(buf, pos, pos + n)
                pos += n
                self._case_val = 2
                self._has |= 34
            elif tag == 26:
                if self._f_type_parameters is _EMPTY:
                    self._f_type_parameters = []
                n, pos = _length(buf, pos, end)
                self._f_type_parameters.append(Type_Parameter(buf, pos, pos + n))
                pos += n
            elif tag == 34:
                if self._case_val:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_val = Expression_Literal_Struct(buf, pos, pos + n)
                pos += n
                self._case_val = 4
                self._has |= 36
            elif tag == 40:
                if self._case_type_anchor_type and self._case_type_anchor_type != 5:
                    raise Unreadable()
                x, pos = _varint(buf, pos, end)
                self._o_type_anchor_type = x & 0xFFFFFFFF
                self._case_type_anchor_type = 5
                self._has |= 24
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Literal_UserDefined.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Literal.UserDefined has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        if name == "type_anchor_type":
            return _CASES_Expression_Literal_UserDefined_type_anchor_type.get(self._case_type_anchor_type)
        if name == "val":
            return _CASES_Expression_Literal_UserDefined_val.get(self._case_val)
        raise ValueError(f"substrait.Expression.Literal.UserDefined has no oneof {name!r}")

    @property
    def type_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        if self._case_type_anchor_type == 1:
            return cast(builtins.int, self._o_type_anchor_type)
        return 0

    @property
    def value(self) -> google_protobuf_Any:
        if not self._read:
            self._fill()
        if self._case_val == 2:
            return cast(google_protobuf_Any, self._o_val)
        return _NONE_google_protobuf_Any

    @property
    def type_parameters(self) -> builtins.list[Type_Parameter]:
        if not self._read:
            self._fill()
        return self._f_type_parameters

    @property
    def struct(self) -> Expression_Literal_Struct:
        if not self._read:
            self._fill()
        if self._case_val == 4:
            return cast(Expression_Literal_Struct, self._o_val)
        return _NONE_Expression_Literal_Struct

    @property
    def type_alias_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        if self._case_type_anchor_type == 5:
            return cast(builtins.int, self._o_type_anchor_type)
        return 0


_BITS_Expression_Literal_UserDefined: Final[dict[str, int]] = {"struct": 2, "type_alias_reference": 3, "type_anchor_type": 4, "type_reference": 0, "val": 5, "value": 1}
_CASES_Expression_Literal_UserDefined_type_anchor_type: Final[dict[int, str]] = {1: "type_reference", 5: "type_alias_reference" }
_CASES_Expression_Literal_UserDefined_val: Final[dict[int, str]] = {2: "value", 4: "struct" }
_FIELDS_Expression_Literal_UserDefined: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "type_reference", 0, False),
    (2, "value", 1, False),
    (3, "type_parameters", -1, False),
    (4, "struct", 2, False),
    (5, "type_alias_reference", 3, False),
)



class Expression_Literal_VarChar(Message):
    """substrait.Expression.Literal.VarChar"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Literal.VarChar")
    _f_value: str
    _f_length: int

    def _fill(self) -> None:
        self._f_value = ""
        self._f_length = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                n, pos = _length(buf, pos, end)
                self._f_value = buf[pos:pos + n].decode()
                pos += n
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_length = x & 0xFFFFFFFF
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Literal_VarChar.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Literal.VarChar has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def value(self) -> builtins.str:
        if not self._read:
            self._fill()
        return self._f_value

    @property
    def length(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_length


_BITS_Expression_Literal_VarChar: Final[dict[str, int]] = {}
_FIELDS_Expression_Literal_VarChar: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "value", -1, False),
    (2, "length", -1, False),
)



class Expression_MaskExpression(Message):
    """substrait.Expression.MaskExpression"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.MaskExpression")
    _f_select: Expression_MaskExpression_StructSelect | None
    _f_maintain_singular_struct: bool

    def _fill(self) -> None:
        self._f_select = None
        self._f_maintain_singular_struct = False
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_select is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_select = Expression_MaskExpression_StructSelect(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_maintain_singular_struct = x != 0
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_MaskExpression.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.MaskExpression has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def select(self) -> Expression_MaskExpression_StructSelect:
        if not self._read:
            self._fill()
        v = self._f_select
        return v if v is not None else _NONE_Expression_MaskExpression_StructSelect

    @property
    def maintain_singular_struct(self) -> builtins.bool:
        if not self._read:
            self._fill()
        return self._f_maintain_singular_struct


_BITS_Expression_MaskExpression: Final[dict[str, int]] = {"select": 0}
_FIELDS_Expression_MaskExpression: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "select", 0, False),
    (2, "maintain_singular_struct", -1, False),
)



class Expression_MaskExpression_ListSelect(Message):
    """substrait.Expression.MaskExpression.ListSelect"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.MaskExpression.ListSelect")
    _f_selection: list[Expression_MaskExpression_ListSelect_ListSelectItem]
    _f_child: Expression_MaskExpression_Select | None

    def _fill(self) -> None:
        self._f_selection = _EMPTY
        self._f_child = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_selection is _EMPTY:
                    self._f_selection = []
                n, pos = _length(buf, pos, end)
                self._f_selection.append(Expression_MaskExpression_ListSelect_ListSelectItem(buf, pos, pos + n))
                pos += n
            elif tag == 18:
                if self._f_child is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_child = Expression_MaskExpression_Select(buf, pos, pos + n)
                pos += n
                self._has |= 1
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_MaskExpression_ListSelect.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.MaskExpression.ListSelect has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def selection(self) -> builtins.list[Expression_MaskExpression_ListSelect_ListSelectItem]:
        if not self._read:
            self._fill()
        return self._f_selection

    @property
    def child(self) -> Expression_MaskExpression_Select:
        if not self._read:
            self._fill()
        v = self._f_child
        return v if v is not None else _NONE_Expression_MaskExpression_Select


_BITS_Expression_MaskExpression_ListSelect: Final[dict[str, int]] = {"child": 0}
_FIELDS_Expression_MaskExpression_ListSelect: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "selection", -1, False),
    (2, "child", 0, False),
)



class Expression_MaskExpression_ListSelect_ListSelectItem(Message):
    """substrait.Expression.MaskExpression.ListSelect.ListSelectItem"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.MaskExpression.ListSelect.ListSelectItem")
    _o_type: Any
    _case_type: int

    def _fill(self) -> None:
        self._o_type = None
        self._case_type = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._case_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_type = Expression_MaskExpression_ListSelect_ListSelectItem_ListElement(buf, pos, pos + n)
                pos += n
                self._case_type = 1
                self._has |= 5
            elif tag == 18:
                if self._case_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_type = Expression_MaskExpression_ListSelect_ListSelectItem_ListSlice(buf, pos, pos + n)
                pos += n
                self._case_type = 2
                self._has |= 6
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_MaskExpression_ListSelect_ListSelectItem.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.MaskExpression.ListSelect.ListSelectItem has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        if name == "type":
            return _CASES_Expression_MaskExpression_ListSelect_ListSelectItem_type.get(self._case_type)
        raise ValueError(f"substrait.Expression.MaskExpression.ListSelect.ListSelectItem has no oneof {name!r}")

    @property
    def item(self) -> Expression_MaskExpression_ListSelect_ListSelectItem_ListElement:
        if not self._read:
            self._fill()
        if self._case_type == 1:
            return cast(Expression_MaskExpression_ListSelect_ListSelectItem_ListElement, self._o_type)
        return _NONE_Expression_MaskExpression_ListSelect_ListSelectItem_ListElement

    @property
    def slice(self) -> Expression_MaskExpression_ListSelect_ListSelectItem_ListSlice:
        if not self._read:
            self._fill()
        if self._case_type == 2:
            return cast(Expression_MaskExpression_ListSelect_ListSelectItem_ListSlice, self._o_type)
        return _NONE_Expression_MaskExpression_ListSelect_ListSelectItem_ListSlice


_BITS_Expression_MaskExpression_ListSelect_ListSelectItem: Final[dict[str, int]] = {"item": 0, "slice": 1, "type": 2}
_CASES_Expression_MaskExpression_ListSelect_ListSelectItem_type: Final[dict[int, str]] = {1: "item", 2: "slice" }
_FIELDS_Expression_MaskExpression_ListSelect_ListSelectItem: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "item", 0, False),
    (2, "slice", 1, False),
)



class Expression_MaskExpression_ListSelect_ListSelectItem_ListElement(Message):
    """substrait.Expression.MaskExpression.ListSelect.ListSelectItem.ListElement"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.MaskExpression.ListSelect.ListSelectItem.ListElement")
    _f_field: int

    def _fill(self) -> None:
        self._f_field = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_field = _int32(x)
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_MaskExpression_ListSelect_ListSelectItem_ListElement.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.MaskExpression.ListSelect.ListSelectItem.ListElement has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def field(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_field


_BITS_Expression_MaskExpression_ListSelect_ListSelectItem_ListElement: Final[dict[str, int]] = {}
_FIELDS_Expression_MaskExpression_ListSelect_ListSelectItem_ListElement: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "field", -1, False),
)



class Expression_MaskExpression_ListSelect_ListSelectItem_ListSlice(Message):
    """substrait.Expression.MaskExpression.ListSelect.ListSelectItem.ListSlice"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.MaskExpression.ListSelect.ListSelectItem.ListSlice")
    _f_start: int
    _f_end: int

    def _fill(self) -> None:
        self._f_start = 0
        self._f_end = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_start = _int32(x)
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_end = _int32(x)
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_MaskExpression_ListSelect_ListSelectItem_ListSlice.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.MaskExpression.ListSelect.ListSelectItem.ListSlice has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def start(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_start

    @property
    def end(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_end


_BITS_Expression_MaskExpression_ListSelect_ListSelectItem_ListSlice: Final[dict[str, int]] = {}
_FIELDS_Expression_MaskExpression_ListSelect_ListSelectItem_ListSlice: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "start", -1, False),
    (2, "end", -1, False),
)



class Expression_MaskExpression_MapSelect(Message):
    """substrait.Expression.MaskExpression.MapSelect"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.MaskExpression.MapSelect")
    _f_child: Expression_MaskExpression_Select | None
    _o_select: Any
    _case_select: int

    def _fill(self) -> None:
        self._f_child = None
        self._o_select = None
        self._case_select = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._case_select:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_select = Expression_MaskExpression_MapSelect_MapKey(buf, pos, pos + n)
                pos += n
                self._case_select = 1
                self._has |= 9
            elif tag == 18:
                if self._case_select:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_select = Expression_MaskExpression_MapSelect_MapKeyExpression(buf, pos, pos + n)
                pos += n
                self._case_select = 2
                self._has |= 10
            elif tag == 26:
                if self._f_child is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_child = Expression_MaskExpression_Select(buf, pos, pos + n)
                pos += n
                self._has |= 4
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_MaskExpression_MapSelect.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.MaskExpression.MapSelect has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        if name == "select":
            return _CASES_Expression_MaskExpression_MapSelect_select.get(self._case_select)
        raise ValueError(f"substrait.Expression.MaskExpression.MapSelect has no oneof {name!r}")

    @property
    def key(self) -> Expression_MaskExpression_MapSelect_MapKey:
        if not self._read:
            self._fill()
        if self._case_select == 1:
            return cast(Expression_MaskExpression_MapSelect_MapKey, self._o_select)
        return _NONE_Expression_MaskExpression_MapSelect_MapKey

    @property
    def expression(self) -> Expression_MaskExpression_MapSelect_MapKeyExpression:
        if not self._read:
            self._fill()
        if self._case_select == 2:
            return cast(Expression_MaskExpression_MapSelect_MapKeyExpression, self._o_select)
        return _NONE_Expression_MaskExpression_MapSelect_MapKeyExpression

    @property
    def child(self) -> Expression_MaskExpression_Select:
        if not self._read:
            self._fill()
        v = self._f_child
        return v if v is not None else _NONE_Expression_MaskExpression_Select


_BITS_Expression_MaskExpression_MapSelect: Final[dict[str, int]] = {"child": 2, "expression": 1, "key": 0, "select": 3}
_CASES_Expression_MaskExpression_MapSelect_select: Final[dict[int, str]] = {1: "key", 2: "expression" }
_FIELDS_Expression_MaskExpression_MapSelect: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "key", 0, False),
    (2, "expression", 1, False),
    (3, "child", 2, False),
)



class Expression_MaskExpression_MapSelect_MapKey(Message):
    """substrait.Expression.MaskExpression.MapSelect.MapKey"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.MaskExpression.MapSelect.MapKey")
    _f_map_key: str

    def _fill(self) -> None:
        self._f_map_key = ""
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                n, pos = _length(buf, pos, end)
                self._f_map_key = buf[pos:pos + n].decode()
                pos += n
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_MaskExpression_MapSelect_MapKey.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.MaskExpression.MapSelect.MapKey has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def map_key(self) -> builtins.str:
        if not self._read:
            self._fill()
        return self._f_map_key


_BITS_Expression_MaskExpression_MapSelect_MapKey: Final[dict[str, int]] = {}
_FIELDS_Expression_MaskExpression_MapSelect_MapKey: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "map_key", -1, False),
)



class Expression_MaskExpression_MapSelect_MapKeyExpression(Message):
    """substrait.Expression.MaskExpression.MapSelect.MapKeyExpression"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.MaskExpression.MapSelect.MapKeyExpression")
    _f_map_key_expression: str

    def _fill(self) -> None:
        self._f_map_key_expression = ""
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                n, pos = _length(buf, pos, end)
                self._f_map_key_expression = buf[pos:pos + n].decode()
                pos += n
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_MaskExpression_MapSelect_MapKeyExpression.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.MaskExpression.MapSelect.MapKeyExpression has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def map_key_expression(self) -> builtins.str:
        if not self._read:
            self._fill()
        return self._f_map_key_expression


_BITS_Expression_MaskExpression_MapSelect_MapKeyExpression: Final[dict[str, int]] = {}
_FIELDS_Expression_MaskExpression_MapSelect_MapKeyExpression: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "map_key_expression", -1, False),
)



class Expression_MaskExpression_Select(Message):
    """substrait.Expression.MaskExpression.Select"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.MaskExpression.Select")
    _o_type: Any
    _case_type: int

    def _fill(self) -> None:
        self._o_type = None
        self._case_type = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._case_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_type = Expression_MaskExpression_StructSelect(buf, pos, pos + n)
                pos += n
                self._case_type = 1
                self._has |= 9
            elif tag == 18:
                if self._case_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_type = Expression_MaskExpression_ListSelect(buf, pos, pos + n)
                pos += n
                self._case_type = 2
                self._has |= 10
            elif tag == 26:
                if self._case_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_type = Expression_MaskExpression_MapSelect(buf, pos, pos + n)
                pos += n
                self._case_type = 3
                self._has |= 12
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_MaskExpression_Select.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.MaskExpression.Select has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        if name == "type":
            return _CASES_Expression_MaskExpression_Select_type.get(self._case_type)
        raise ValueError(f"substrait.Expression.MaskExpression.Select has no oneof {name!r}")

    @property
    def struct(self) -> Expression_MaskExpression_StructSelect:
        if not self._read:
            self._fill()
        if self._case_type == 1:
            return cast(Expression_MaskExpression_StructSelect, self._o_type)
        return _NONE_Expression_MaskExpression_StructSelect

    @property
    def list(self) -> Expression_MaskExpression_ListSelect:
        if not self._read:
            self._fill()
        if self._case_type == 2:
            return cast(Expression_MaskExpression_ListSelect, self._o_type)
        return _NONE_Expression_MaskExpression_ListSelect

    @property
    def map(self) -> Expression_MaskExpression_MapSelect:
        if not self._read:
            self._fill()
        if self._case_type == 3:
            return cast(Expression_MaskExpression_MapSelect, self._o_type)
        return _NONE_Expression_MaskExpression_MapSelect


_BITS_Expression_MaskExpression_Select: Final[dict[str, int]] = {"list": 1, "map": 2, "struct": 0, "type": 3}
_CASES_Expression_MaskExpression_Select_type: Final[dict[int, str]] = {1: "struct", 2: "list", 3: "map" }
_FIELDS_Expression_MaskExpression_Select: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "struct", 0, False),
    (2, "list", 1, False),
    (3, "map", 2, False),
)



class Expression_MaskExpression_StructItem(Message):
    """substrait.Expression.MaskExpression.StructItem"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.MaskExpression.StructItem")
    _f_field: int
    _f_child: Expression_MaskExpression_Select | None

    def _fill(self) -> None:
        self._f_field = 0
        self._f_child = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_field = _int32(x)
            elif tag == 18:
                if self._f_child is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_child = Expression_MaskExpression_Select(buf, pos, pos + n)
                pos += n
                self._has |= 1
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_MaskExpression_StructItem.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.MaskExpression.StructItem has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def field(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_field

    @property
    def child(self) -> Expression_MaskExpression_Select:
        if not self._read:
            self._fill()
        v = self._f_child
        return v if v is not None else _NONE_Expression_MaskExpression_Select


_BITS_Expression_MaskExpression_StructItem: Final[dict[str, int]] = {"child": 0}
_FIELDS_Expression_MaskExpression_StructItem: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "field", -1, False),
    (2, "child", 0, False),
)



class Expression_MaskExpression_StructSelect(Message):
    """substrait.Expression.MaskExpression.StructSelect"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.MaskExpression.StructSelect")
    _f_struct_items: list[Expression_MaskExpression_StructItem]

    def _fill(self) -> None:
        self._f_struct_items = _EMPTY
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_struct_items is _EMPTY:
                    self._f_struct_items = []
                n, pos = _length(buf, pos, end)
                self._f_struct_items.append(Expression_MaskExpression_StructItem(buf, pos, pos + n))
                pos += n
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_MaskExpression_StructSelect.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.MaskExpression.StructSelect has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def struct_items(self) -> builtins.list[Expression_MaskExpression_StructItem]:
        if not self._read:
            self._fill()
        return self._f_struct_items


_BITS_Expression_MaskExpression_StructSelect: Final[dict[str, int]] = {}
_FIELDS_Expression_MaskExpression_StructSelect: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "struct_items", -1, False),
)



class Expression_MultiOrList(Message):
    """substrait.Expression.MultiOrList"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.MultiOrList")
    _f_value: list[Expression]
    _f_options: list[Expression_MultiOrList_Record]

    def _fill(self) -> None:
        self._f_value = _EMPTY
        self._f_options = _EMPTY
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_value is _EMPTY:
                    self._f_value = []
                n, pos = _length(buf, pos, end)
                self._f_value.append(Expression(buf, pos, pos + n))
                pos += n
            elif tag == 18:
                if self._f_options is _EMPTY:
                    self._f_options = []
                n, pos = _length(buf, pos, end)
                self._f_options.append(Expression_MultiOrList_Record(buf, pos, pos + n))
                pos += n
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_MultiOrList.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.MultiOrList has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def value(self) -> builtins.list[Expression]:
        if not self._read:
            self._fill()
        return self._f_value

    @property
    def options(self) -> builtins.list[Expression_MultiOrList_Record]:
        if not self._read:
            self._fill()
        return self._f_options


_BITS_Expression_MultiOrList: Final[dict[str, int]] = {}
_FIELDS_Expression_MultiOrList: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "value", -1, False),
    (2, "options", -1, False),
)



class Expression_MultiOrList_Record(Message):
    """substrait.Expression.MultiOrList.Record"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.MultiOrList.Record")
    _f_fields: list[Expression]

    def _fill(self) -> None:
        self._f_fields = _EMPTY
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_fields is _EMPTY:
                    self._f_fields = []
                n, pos = _length(buf, pos, end)
                self._f_fields.append(Expression(buf, pos, pos + n))
                pos += n
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_MultiOrList_Record.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.MultiOrList.Record has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def fields(self) -> builtins.list[Expression]:
        if not self._read:
            self._fill()
        return self._f_fields


_BITS_Expression_MultiOrList_Record: Final[dict[str, int]] = {}
_FIELDS_Expression_MultiOrList_Record: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "fields", -1, False),
)



class Expression_Nested(Message):
    """substrait.Expression.Nested"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Nested")
    _f_nullable: bool
    _f_type_variation_reference: int
    _o_nested_type: Any
    _case_nested_type: int

    def _fill(self) -> None:
        self._f_nullable = False
        self._f_type_variation_reference = 0
        self._o_nested_type = None
        self._case_nested_type = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_nullable = x != 0
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_type_variation_reference = x & 0xFFFFFFFF
            elif tag == 26:
                if self._case_nested_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_nested_type = Expression_Nested_Struct(buf, pos, pos + n)
                pos += n
                self._case_nested_type = 3
                self._has |= 9
            elif tag == 34:
                if self._case_nested_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_nested_type = Expression_Nested_List(buf, pos, pos + n)
                pos += n
                self._case_nested_type = 4
                self._has |= 10
            elif tag == 42:
                if self._case_nested_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_nested_type = Expression_Nested_Map(buf, pos, pos + n)
                pos += n
                self._case_nested_type = 5
                self._has |= 12
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Nested.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Nested has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        if name == "nested_type":
            return _CASES_Expression_Nested_nested_type.get(self._case_nested_type)
        raise ValueError(f"substrait.Expression.Nested has no oneof {name!r}")

    @property
    def nullable(self) -> builtins.bool:
        if not self._read:
            self._fill()
        return self._f_nullable

    @property
    def type_variation_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_type_variation_reference

    @property
    def struct(self) -> Expression_Nested_Struct:
        if not self._read:
            self._fill()
        if self._case_nested_type == 3:
            return cast(Expression_Nested_Struct, self._o_nested_type)
        return _NONE_Expression_Nested_Struct

    @property
    def list(self) -> Expression_Nested_List:
        if not self._read:
            self._fill()
        if self._case_nested_type == 4:
            return cast(Expression_Nested_List, self._o_nested_type)
        return _NONE_Expression_Nested_List

    @property
    def map(self) -> Expression_Nested_Map:
        if not self._read:
            self._fill()
        if self._case_nested_type == 5:
            return cast(Expression_Nested_Map, self._o_nested_type)
        return _NONE_Expression_Nested_Map


_BITS_Expression_Nested: Final[dict[str, int]] = {"list": 1, "map": 2, "nested_type": 3, "struct": 0}
_CASES_Expression_Nested_nested_type: Final[dict[int, str]] = {3: "struct", 4: "list", 5: "map" }
_FIELDS_Expression_Nested: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "nullable", -1, False),
    (2, "type_variation_reference", -1, False),
    (3, "struct", 0, False),
    (4, "list", 1, False),
    (5, "map", 2, False),
)



class Expression_Nested_List(Message):
    """substrait.Expression.Nested.List"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Nested.List")
    _f_values: list[Expression]

    def _fill(self) -> None:
        self._f_values = _EMPTY
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_values is _EMPTY:
                    self._f_values = []
                n, pos = _length(buf, pos, end)
                self._f_values.append(Expression(buf, pos, pos + n))
                pos += n
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Nested_List.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Nested.List has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def values(self) -> builtins.list[Expression]:
        if not self._read:
            self._fill()
        return self._f_values


_BITS_Expression_Nested_List: Final[dict[str, int]] = {}
_FIELDS_Expression_Nested_List: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "values", -1, False),
)



class Expression_Nested_Map(Message):
    """substrait.Expression.Nested.Map"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Nested.Map")
    _f_key_values: list[Expression_Nested_Map_KeyValue]

    def _fill(self) -> None:
        self._f_key_values = _EMPTY
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_key_values is _EMPTY:
                    self._f_key_values = []
                n, pos = _length(buf, pos, end)
                self._f_key_values.append(Expression_Nested_Map_KeyValue(buf, pos, pos + n))
                pos += n
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Nested_Map.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Nested.Map has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def key_values(self) -> builtins.list[Expression_Nested_Map_KeyValue]:
        if not self._read:
            self._fill()
        return self._f_key_values


_BITS_Expression_Nested_Map: Final[dict[str, int]] = {}
_FIELDS_Expression_Nested_Map: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "key_values", -1, False),
)



class Expression_Nested_Map_KeyValue(Message):
    """substrait.Expression.Nested.Map.KeyValue"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Nested.Map.KeyValue")
    _f_key: Expression | None
    _f_value: Expression | None

    def _fill(self) -> None:
        self._f_key = None
        self._f_value = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_key is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_key = Expression(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 18:
                if self._f_value is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_value = Expression(buf, pos, pos + n)
                pos += n
                self._has |= 2
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Nested_Map_KeyValue.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Nested.Map.KeyValue has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def key(self) -> Expression:
        if not self._read:
            self._fill()
        v = self._f_key
        return v if v is not None else _NONE_Expression

    @property
    def value(self) -> Expression:
        if not self._read:
            self._fill()
        v = self._f_value
        return v if v is not None else _NONE_Expression


_BITS_Expression_Nested_Map_KeyValue: Final[dict[str, int]] = {"key": 0, "value": 1}
_FIELDS_Expression_Nested_Map_KeyValue: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "key", 0, False),
    (2, "value", 1, False),
)



class Expression_Nested_Struct(Message):
    """substrait.Expression.Nested.Struct"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Nested.Struct")
    _f_fields: list[Expression]

    def _fill(self) -> None:
        self._f_fields = _EMPTY
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_fields is _EMPTY:
                    self._f_fields = []
                n, pos = _length(buf, pos, end)
                self._f_fields.append(Expression(buf, pos, pos + n))
                pos += n
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Nested_Struct.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Nested.Struct has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def fields(self) -> builtins.list[Expression]:
        if not self._read:
            self._fill()
        return self._f_fields


_BITS_Expression_Nested_Struct: Final[dict[str, int]] = {}
_FIELDS_Expression_Nested_Struct: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "fields", -1, False),
)



class Expression_ReferenceSegment(Message):
    """substrait.Expression.ReferenceSegment"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.ReferenceSegment")
    _o_reference_type: Any
    _case_reference_type: int

    def _fill(self) -> None:
        self._o_reference_type = None
        self._case_reference_type = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._case_reference_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_reference_type = Expression_ReferenceSegment_MapKey(buf, pos, pos + n)
                pos += n
                self._case_reference_type = 1
                self._has |= 9
            elif tag == 18:
                if self._case_reference_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_reference_type = Expression_ReferenceSegment_StructField(buf, pos, pos + n)
                pos += n
                self._case_reference_type = 2
                self._has |= 10
            elif tag == 26:
                if self._case_reference_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_reference_type = Expression_ReferenceSegment_ListElement(buf, pos, pos + n)
                pos += n
                self._case_reference_type = 3
                self._has |= 12
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_ReferenceSegment.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.ReferenceSegment has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        if name == "reference_type":
            return _CASES_Expression_ReferenceSegment_reference_type.get(self._case_reference_type)
        raise ValueError(f"substrait.Expression.ReferenceSegment has no oneof {name!r}")

    @property
    def map_key(self) -> Expression_ReferenceSegment_MapKey:
        if not self._read:
            self._fill()
        if self._case_reference_type == 1:
            return cast(Expression_ReferenceSegment_MapKey, self._o_reference_type)
        return _NONE_Expression_ReferenceSegment_MapKey

    @property
    def struct_field(self) -> Expression_ReferenceSegment_StructField:
        if not self._read:
            self._fill()
        if self._case_reference_type == 2:
            return cast(Expression_ReferenceSegment_StructField, self._o_reference_type)
        return _NONE_Expression_ReferenceSegment_StructField

    @property
    def list_element(self) -> Expression_ReferenceSegment_ListElement:
        if not self._read:
            self._fill()
        if self._case_reference_type == 3:
            return cast(Expression_ReferenceSegment_ListElement, self._o_reference_type)
        return _NONE_Expression_ReferenceSegment_ListElement


_BITS_Expression_ReferenceSegment: Final[dict[str, int]] = {"list_element": 2, "map_key": 0, "reference_type": 3, "struct_field": 1}
_CASES_Expression_ReferenceSegment_reference_type: Final[dict[int, str]] = {1: "map_key", 2: "struct_field", 3: "list_element" }
_FIELDS_Expression_ReferenceSegment: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "map_key", 0, False),
    (2, "struct_field", 1, False),
    (3, "list_element", 2, False),
)



class Expression_ReferenceSegment_ListElement(Message):
    """substrait.Expression.ReferenceSegment.ListElement"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.ReferenceSegment.ListElement")
    _f_offset: int
    _f_child: Expression_ReferenceSegment | None

    def _fill(self) -> None:
        self._f_offset = 0
        self._f_child = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_offset = _int32(x)
            elif tag == 18:
                if self._f_child is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_child = Expression_ReferenceSegment(buf, pos, pos + n)
                pos += n
                self._has |= 1
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_ReferenceSegment_ListElement.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.ReferenceSegment.ListElement has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def offset(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_offset

    @property
    def child(self) -> Expression_ReferenceSegment:
        if not self._read:
            self._fill()
        v = self._f_child
        return v if v is not None else _NONE_Expression_ReferenceSegment


_BITS_Expression_ReferenceSegment_ListElement: Final[dict[str, int]] = {"child": 0}
_FIELDS_Expression_ReferenceSegment_ListElement: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "offset", -1, False),
    (2, "child", 0, False),
)



class Expression_ReferenceSegment_MapKey(Message):
    """substrait.Expression.ReferenceSegment.MapKey"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.ReferenceSegment.MapKey")
    _f_map_key: Expression_Literal | None
    _f_child: Expression_ReferenceSegment | None

    def _fill(self) -> None:
        self._f_map_key = None
        self._f_child = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_map_key is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_map_key = Expression_Literal(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 18:
                if self._f_child is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_child = Expression_ReferenceSegment(buf, pos, pos + n)
                pos += n
                self._has |= 2
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_ReferenceSegment_MapKey.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.ReferenceSegment.MapKey has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def map_key(self) -> Expression_Literal:
        if not self._read:
            self._fill()
        v = self._f_map_key
        return v if v is not None else _NONE_Expression_Literal

    @property
    def child(self) -> Expression_ReferenceSegment:
        if not self._read:
            self._fill()
        v = self._f_child
        return v if v is not None else _NONE_Expression_ReferenceSegment


_BITS_Expression_ReferenceSegment_MapKey: Final[dict[str, int]] = {"child": 1, "map_key": 0}
_FIELDS_Expression_ReferenceSegment_MapKey: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "map_key", 0, False),
    (2, "child", 1, False),
)



class Expression_ReferenceSegment_StructField(Message):
    """substrait.Expression.ReferenceSegment.StructField"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.ReferenceSegment.StructField")
    _f_field: int
    _f_child: Expression_ReferenceSegment | None

    def _fill(self) -> None:
        self._f_field = 0
        self._f_child = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_field = _int32(x)
            elif tag == 18:
                if self._f_child is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_child = Expression_ReferenceSegment(buf, pos, pos + n)
                pos += n
                self._has |= 1
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_ReferenceSegment_StructField.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.ReferenceSegment.StructField has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def field(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_field

    @property
    def child(self) -> Expression_ReferenceSegment:
        if not self._read:
            self._fill()
        v = self._f_child
        return v if v is not None else _NONE_Expression_ReferenceSegment


_BITS_Expression_ReferenceSegment_StructField: Final[dict[str, int]] = {"child": 0}
_FIELDS_Expression_ReferenceSegment_StructField: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "field", -1, False),
    (2, "child", 0, False),
)



class Expression_ScalarFunction(Message):
    """substrait.Expression.ScalarFunction"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.ScalarFunction")
    _f_function_reference: int
    _f_output_type: Type | None
    _f_arguments: list[FunctionArgument]
    _f_options: list[FunctionOption]

    def _fill(self) -> None:
        self._f_function_reference = 0
        self._f_output_type = None
        self._f_arguments = _EMPTY
        self._f_options = _EMPTY
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_function_reference = x & 0xFFFFFFFF
            elif tag == 26:
                if self._f_output_type is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_output_type = Type(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 34:
                if self._f_arguments is _EMPTY:
                    self._f_arguments = []
                n, pos = _length(buf, pos, end)
                self._f_arguments.append(FunctionArgument(buf, pos, pos + n))
                pos += n
            elif tag == 42:
                if self._f_options is _EMPTY:
                    self._f_options = []
                n, pos = _length(buf, pos, end)
                self._f_options.append(FunctionOption(buf, pos, pos + n))
                pos += n
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_ScalarFunction.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.ScalarFunction has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def function_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_function_reference

    @property
    def output_type(self) -> Type:
        if not self._read:
            self._fill()
        v = self._f_output_type
        return v if v is not None else _NONE_Type

    @property
    def arguments(self) -> builtins.list[FunctionArgument]:
        if not self._read:
            self._fill()
        return self._f_arguments

    @property
    def options(self) -> builtins.list[FunctionOption]:
        if not self._read:
            self._fill()
        return self._f_options


_BITS_Expression_ScalarFunction: Final[dict[str, int]] = {"output_type": 0}
_FIELDS_Expression_ScalarFunction: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "function_reference", -1, False),
    (3, "output_type", 0, False),
    (4, "arguments", -1, False),
    (5, "options", -1, False),
)



class Expression_SingularOrList(Message):
    """substrait.Expression.SingularOrList"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.SingularOrList")
    _f_value: Expression | None
    _f_options: list[Expression]

    def _fill(self) -> None:
        self._f_value = None
        self._f_options = _EMPTY
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_value is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_value = Expression(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 18:
                if self._f_options is _EMPTY:
                    self._f_options = []
                n, pos = _length(buf, pos, end)
                self._f_options.append(Expression(buf, pos, pos + n))
                pos += n
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_SingularOrList.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.SingularOrList has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def value(self) -> Expression:
        if not self._read:
            self._fill()
        v = self._f_value
        return v if v is not None else _NONE_Expression

    @property
    def options(self) -> builtins.list[Expression]:
        if not self._read:
            self._fill()
        return self._f_options


_BITS_Expression_SingularOrList: Final[dict[str, int]] = {"value": 0}
_FIELDS_Expression_SingularOrList: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "value", 0, False),
    (2, "options", -1, False),
)



class Expression_Subquery(Message):
    """substrait.Expression.Subquery"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Subquery")
    _o_subquery_type: Any
    _case_subquery_type: int

    def _fill(self) -> None:
        self._o_subquery_type = None
        self._case_subquery_type = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._case_subquery_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_subquery_type = Expression_Subquery_Scalar(buf, pos, pos + n)
                pos += n
                self._case_subquery_type = 1
                self._has |= 17
            elif tag == 18:
                if self._case_subquery_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_subquery_type = Expression_Subquery_InPredicate(buf, pos, pos + n)
                pos += n
                self._case_subquery_type = 2
                self._has |= 18
            elif tag == 26:
                if self._case_subquery_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_subquery_type = Expression_Subquery_SetPredicate(buf, pos, pos + n)
                pos += n
                self._case_subquery_type = 3
                self._has |= 20
            elif tag == 34:
                if self._case_subquery_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_subquery_type = Expression_Subquery_SetComparison(buf, pos, pos + n)
                pos += n
                self._case_subquery_type = 4
                self._has |= 24
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Subquery.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Subquery has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        if name == "subquery_type":
            return _CASES_Expression_Subquery_subquery_type.get(self._case_subquery_type)
        raise ValueError(f"substrait.Expression.Subquery has no oneof {name!r}")

    @property
    def scalar(self) -> Expression_Subquery_Scalar:
        if not self._read:
            self._fill()
        if self._case_subquery_type == 1:
            return cast(Expression_Subquery_Scalar, self._o_subquery_type)
        return _NONE_Expression_Subquery_Scalar

    @property
    def in_predicate(self) -> Expression_Subquery_InPredicate:
        if not self._read:
            self._fill()
        if self._case_subquery_type == 2:
            return cast(Expression_Subquery_InPredicate, self._o_subquery_type)
        return _NONE_Expression_Subquery_InPredicate

    @property
    def set_predicate(self) -> Expression_Subquery_SetPredicate:
        if not self._read:
            self._fill()
        if self._case_subquery_type == 3:
            return cast(Expression_Subquery_SetPredicate, self._o_subquery_type)
        return _NONE_Expression_Subquery_SetPredicate

    @property
    def set_comparison(self) -> Expression_Subquery_SetComparison:
        if not self._read:
            self._fill()
        if self._case_subquery_type == 4:
            return cast(Expression_Subquery_SetComparison, self._o_subquery_type)
        return _NONE_Expression_Subquery_SetComparison


_BITS_Expression_Subquery: Final[dict[str, int]] = {"in_predicate": 1, "scalar": 0, "set_comparison": 3, "set_predicate": 2, "subquery_type": 4}
_CASES_Expression_Subquery_subquery_type: Final[dict[int, str]] = {1: "scalar", 2: "in_predicate", 3: "set_predicate", 4: "set_comparison" }
_FIELDS_Expression_Subquery: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "scalar", 0, False),
    (2, "in_predicate", 1, False),
    (3, "set_predicate", 2, False),
    (4, "set_comparison", 3, False),
)



class Expression_Subquery_InPredicate(Message):
    """substrait.Expression.Subquery.InPredicate"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Subquery.InPredicate")
    _f_needles: list[Expression]
    _f_haystack: Rel | None

    def _fill(self) -> None:
        self._f_needles = _EMPTY
        self._f_haystack = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_needles is _EMPTY:
                    self._f_needles = []
                n, pos = _length(buf, pos, end)
                self._f_needles.append(Expression(buf, pos, pos + n))
                pos += n
            elif tag == 18:
                if self._f_haystack is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_haystack = Rel(buf, pos, pos + n)
                pos += n
                self._has |= 1
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Subquery_InPredicate.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Subquery.InPredicate has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def needles(self) -> builtins.list[Expression]:
        if not self._read:
            self._fill()
        return self._f_needles

    @property
    def haystack(self) -> Rel:
        if not self._read:
            self._fill()
        v = self._f_haystack
        return v if v is not None else _NONE_Rel


_BITS_Expression_Subquery_InPredicate: Final[dict[str, int]] = {"haystack": 0}
_FIELDS_Expression_Subquery_InPredicate: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "needles", -1, False),
    (2, "haystack", 0, False),
)



class Expression_Subquery_Scalar(Message):
    """substrait.Expression.Subquery.Scalar"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Subquery.Scalar")
    _f_input: Rel | None

    def _fill(self) -> None:
        self._f_input = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_input is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_input = Rel(buf, pos, pos + n)
                pos += n
                self._has |= 1
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Subquery_Scalar.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Subquery.Scalar has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def input(self) -> Rel:
        if not self._read:
            self._fill()
        v = self._f_input
        return v if v is not None else _NONE_Rel


_BITS_Expression_Subquery_Scalar: Final[dict[str, int]] = {"input": 0}
_FIELDS_Expression_Subquery_Scalar: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "input", 0, False),
)



class Expression_Subquery_SetComparison(Message):
    """substrait.Expression.Subquery.SetComparison"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Subquery.SetComparison")
    _f_reduction_op: int
    _f_comparison_op: int
    _f_left: Expression | None
    _f_right: Rel | None

    def _fill(self) -> None:
        self._f_reduction_op = 0
        self._f_comparison_op = 0
        self._f_left = None
        self._f_right = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_reduction_op = _int32(x)
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_comparison_op = _int32(x)
            elif tag == 26:
                if self._f_left is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_left = Expression(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 34:
                if self._f_right is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_right = Rel(buf, pos, pos + n)
                pos += n
                self._has |= 2
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Subquery_SetComparison.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Subquery.SetComparison has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def reduction_op(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_reduction_op

    @property
    def comparison_op(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_comparison_op

    @property
    def left(self) -> Expression:
        if not self._read:
            self._fill()
        v = self._f_left
        return v if v is not None else _NONE_Expression

    @property
    def right(self) -> Rel:
        if not self._read:
            self._fill()
        v = self._f_right
        return v if v is not None else _NONE_Rel


_BITS_Expression_Subquery_SetComparison: Final[dict[str, int]] = {"left": 0, "right": 1}
_FIELDS_Expression_Subquery_SetComparison: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "reduction_op", -1, False),
    (2, "comparison_op", -1, False),
    (3, "left", 0, False),
    (4, "right", 1, False),
)



class Expression_Subquery_SetPredicate(Message):
    """substrait.Expression.Subquery.SetPredicate"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Subquery.SetPredicate")
    _f_predicate_op: int
    _f_tuples: Rel | None

    def _fill(self) -> None:
        self._f_predicate_op = 0
        self._f_tuples = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_predicate_op = _int32(x)
            elif tag == 18:
                if self._f_tuples is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_tuples = Rel(buf, pos, pos + n)
                pos += n
                self._has |= 1
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Subquery_SetPredicate.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Subquery.SetPredicate has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def predicate_op(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_predicate_op

    @property
    def tuples(self) -> Rel:
        if not self._read:
            self._fill()
        v = self._f_tuples
        return v if v is not None else _NONE_Rel


_BITS_Expression_Subquery_SetPredicate: Final[dict[str, int]] = {"tuples": 0}
_FIELDS_Expression_Subquery_SetPredicate: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "predicate_op", -1, False),
    (2, "tuples", 0, False),
)



class Expression_SwitchExpression(Message):
    """substrait.Expression.SwitchExpression"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.SwitchExpression")
    _f_ifs: list[Expression_SwitchExpression_IfValue]
    _f_else_: Expression | None
    _f_match: Expression | None

    def _fill(self) -> None:
        self._f_ifs = _EMPTY
        self._f_else_ = None
        self._f_match = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_ifs is _EMPTY:
                    self._f_ifs = []
                n, pos = _length(buf, pos, end)
                self._f_ifs.append(Expression_SwitchExpression_IfValue(buf, pos, pos + n))
                pos += n
            elif tag == 18:
                if self._f_else_ is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_else_ = Expression(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 26:
                if self._f_match is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_match = Expression(buf, pos, pos + n)
                pos += n
                self._has |= 2
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_SwitchExpression.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.SwitchExpression has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def ifs(self) -> builtins.list[Expression_SwitchExpression_IfValue]:
        if not self._read:
            self._fill()
        return self._f_ifs

    @property
    def else_(self) -> Expression:
        if not self._read:
            self._fill()
        v = self._f_else_
        return v if v is not None else _NONE_Expression

    @property
    def match(self) -> Expression:
        if not self._read:
            self._fill()
        v = self._f_match
        return v if v is not None else _NONE_Expression


_BITS_Expression_SwitchExpression: Final[dict[str, int]] = {"else": 0, "match": 1}
_FIELDS_Expression_SwitchExpression: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "ifs", -1, False),
    (2, "else_", 0, False),
    (3, "match", 1, False),
)



class Expression_SwitchExpression_IfValue(Message):
    """substrait.Expression.SwitchExpression.IfValue"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.SwitchExpression.IfValue")
    _f_if_: Expression_Literal | None
    _f_then: Expression | None

    def _fill(self) -> None:
        self._f_if_ = None
        self._f_then = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_if_ is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_if_ = Expression_Literal(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 18:
                if self._f_then is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_then = Expression(buf, pos, pos + n)
                pos += n
                self._has |= 2
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_SwitchExpression_IfValue.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.SwitchExpression.IfValue has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def if_(self) -> Expression_Literal:
        if not self._read:
            self._fill()
        v = self._f_if_
        return v if v is not None else _NONE_Expression_Literal

    @property
    def then(self) -> Expression:
        if not self._read:
            self._fill()
        v = self._f_then
        return v if v is not None else _NONE_Expression


_BITS_Expression_SwitchExpression_IfValue: Final[dict[str, int]] = {"if": 0, "then": 1}
_FIELDS_Expression_SwitchExpression_IfValue: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "if_", 0, False),
    (2, "then", 1, False),
)



class Expression_WindowFunction(Message):
    """substrait.Expression.WindowFunction"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.WindowFunction")
    _f_function_reference: int
    _f_partitions: list[Expression]
    _f_sorts: list[SortField]
    _f_upper_bound: Expression_WindowFunction_Bound | None
    _f_lower_bound: Expression_WindowFunction_Bound | None
    _f_phase: int
    _f_output_type: Type | None
    _f_arguments: list[FunctionArgument]
    _f_invocation: int
    _f_options: list[FunctionOption]
    _f_bounds_type: int

    def _fill(self) -> None:
        self._f_function_reference = 0
        self._f_partitions = _EMPTY
        self._f_sorts = _EMPTY
        self._f_upper_bound = None
        self._f_lower_bound = None
        self._f_phase = 0
        self._f_output_type = None
        self._f_arguments = _EMPTY
        self._f_invocation = 0
        self._f_options = _EMPTY
        self._f_bounds_type = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_function_reference = x & 0xFFFFFFFF
            elif tag == 18:
                if self._f_partitions is _EMPTY:
                    self._f_partitions = []
                n, pos = _length(buf, pos, end)
                self._f_partitions.append(Expression(buf, pos, pos + n))
                pos += n
            elif tag == 26:
                if self._f_sorts is _EMPTY:
                    self._f_sorts = []
                n, pos = _length(buf, pos, end)
                self._f_sorts.append(SortField(buf, pos, pos + n))
                pos += n
            elif tag == 34:
                if self._f_upper_bound is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_upper_bound = Expression_WindowFunction_Bound(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 42:
                if self._f_lower_bound is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_lower_bound = Expression_WindowFunction_Bound(buf, pos, pos + n)
                pos += n
                self._has |= 2
            elif tag == 48:
                x, pos = _varint(buf, pos, end)
                self._f_phase = _int32(x)
            elif tag == 58:
                if self._f_output_type is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_output_type = Type(buf, pos, pos + n)
                pos += n
                self._has |= 4
            elif tag == 74:
                if self._f_arguments is _EMPTY:
                    self._f_arguments = []
                n, pos = _length(buf, pos, end)
                self._f_arguments.append(FunctionArgument(buf, pos, pos + n))
                pos += n
            elif tag == 80:
                x, pos = _varint(buf, pos, end)
                self._f_invocation = _int32(x)
            elif tag == 90:
                if self._f_options is _EMPTY:
                    self._f_options = []
                n, pos = _length(buf, pos, end)
                self._f_options.append(FunctionOption(buf, pos, pos + n))
                pos += n
            elif tag == 96:
                x, pos = _varint(buf, pos, end)
                self._f_bounds_type = _int32(x)
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_WindowFunction.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.WindowFunction has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def function_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_function_reference

    @property
    def partitions(self) -> builtins.list[Expression]:
        if not self._read:
            self._fill()
        return self._f_partitions

    @property
    def sorts(self) -> builtins.list[SortField]:
        if not self._read:
            self._fill()
        return self._f_sorts

    @property
    def upper_bound(self) -> Expression_WindowFunction_Bound:
        if not self._read:
            self._fill()
        v = self._f_upper_bound
        return v if v is not None else _NONE_Expression_WindowFunction_Bound

    @property
    def lower_bound(self) -> Expression_WindowFunction_Bound:
        if not self._read:
            self._fill()
        v = self._f_lower_bound
        return v if v is not None else _NONE_Expression_WindowFunction_Bound

    @property
    def phase(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_phase

    @property
    def output_type(self) -> Type:
        if not self._read:
            self._fill()
        v = self._f_output_type
        return v if v is not None else _NONE_Type

    @property
    def arguments(self) -> builtins.list[FunctionArgument]:
        if not self._read:
            self._fill()
        return self._f_arguments

    @property
    def invocation(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_invocation

    @property
    def options(self) -> builtins.list[FunctionOption]:
        if not self._read:
            self._fill()
        return self._f_options

    @property
    def bounds_type(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_bounds_type


_BITS_Expression_WindowFunction: Final[dict[str, int]] = {"lower_bound": 1, "output_type": 2, "upper_bound": 0}
_FIELDS_Expression_WindowFunction: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "function_reference", -1, False),
    (2, "partitions", -1, False),
    (3, "sorts", -1, False),
    (4, "upper_bound", 0, False),
    (5, "lower_bound", 1, False),
    (6, "phase", -1, False),
    (7, "output_type", 2, False),
    (9, "arguments", -1, False),
    (10, "invocation", -1, False),
    (11, "options", -1, False),
    (12, "bounds_type", -1, False),
)



class Expression_WindowFunction_Bound(Message):
    """substrait.Expression.WindowFunction.Bound"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.WindowFunction.Bound")
    _o_kind: Any
    _case_kind: int

    def _fill(self) -> None:
        self._o_kind = None
        self._case_kind = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._case_kind:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_kind = Expression_WindowFunction_Bound_Preceding(buf, pos, pos + n)
                pos += n
                self._case_kind = 1
                self._has |= 17
            elif tag == 18:
                if self._case_kind:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_kind = Expression_WindowFunction_Bound_Following(buf, pos, pos + n)
                pos += n
                self._case_kind = 2
                self._has |= 18
            elif tag == 26:
                if self._case_kind:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_kind = Expression_WindowFunction_Bound_CurrentRow(buf, pos, pos + n)
                pos += n
                self._case_kind = 3
                self._has |= 20
            elif tag == 34:
                if self._case_kind:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_kind = Expression_WindowFunction_Bound_Unbounded(buf, pos, pos + n)
                pos += n
                self._case_kind = 4
                self._has |= 24
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_WindowFunction_Bound.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.WindowFunction.Bound has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        if name == "kind":
            return _CASES_Expression_WindowFunction_Bound_kind.get(self._case_kind)
        raise ValueError(f"substrait.Expression.WindowFunction.Bound has no oneof {name!r}")

    @property
    def preceding(self) -> Expression_WindowFunction_Bound_Preceding:
        if not self._read:
            self._fill()
        if self._case_kind == 1:
            return cast(Expression_WindowFunction_Bound_Preceding, self._o_kind)
        return _NONE_Expression_WindowFunction_Bound_Preceding

    @property
    def following(self) -> Expression_WindowFunction_Bound_Following:
        if not self._read:
            self._fill()
        if self._case_kind == 2:
            return cast(Expression_WindowFunction_Bound_Following, self._o_kind)
        return _NONE_Expression_WindowFunction_Bound_Following

    @property
    def current_row(self) -> Expression_WindowFunction_Bound_CurrentRow:
        if not self._read:
            self._fill()
        if self._case_kind == 3:
            return cast(Expression_WindowFunction_Bound_CurrentRow, self._o_kind)
        return _NONE_Expression_WindowFunction_Bound_CurrentRow

    @property
    def unbounded(self) -> Expression_WindowFunction_Bound_Unbounded:
        if not self._read:
            self._fill()
        if self._case_kind == 4:
            return cast(Expression_WindowFunction_Bound_Unbounded, self._o_kind)
        return _NONE_Expression_WindowFunction_Bound_Unbounded


_BITS_Expression_WindowFunction_Bound: Final[dict[str, int]] = {"current_row": 2, "following": 1, "kind": 4, "preceding": 0, "unbounded": 3}
_CASES_Expression_WindowFunction_Bound_kind: Final[dict[int, str]] = {1: "preceding", 2: "following", 3: "current_row", 4: "unbounded" }
_FIELDS_Expression_WindowFunction_Bound: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "preceding", 0, False),
    (2, "following", 1, False),
    (3, "current_row", 2, False),
    (4, "unbounded", 3, False),
)



class Expression_WindowFunction_Bound_CurrentRow(Message):
    """substrait.Expression.WindowFunction.Bound.CurrentRow"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.WindowFunction.Bound.CurrentRow")

    def _fill(self) -> None:
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_WindowFunction_Bound_CurrentRow.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.WindowFunction.Bound.CurrentRow has no field {name!r} with presence")
        return self._has >> bit & 1 == 1



_BITS_Expression_WindowFunction_Bound_CurrentRow: Final[dict[str, int]] = {}
_FIELDS_Expression_WindowFunction_Bound_CurrentRow: Final[tuple[tuple[int, str, int, bool], ...]] = (
)



class Expression_WindowFunction_Bound_Following(Message):
    """substrait.Expression.WindowFunction.Bound.Following"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.WindowFunction.Bound.Following")
    _f_offset: int
    _f_offset_expr: Expression | None

    def _fill(self) -> None:
        self._f_offset = 0
        self._f_offset_expr = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_offset = _int64(x)
            elif tag == 18:
                if self._f_offset_expr is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_offset_expr = Expression(buf, pos, pos + n)
                pos += n
                self._has |= 1
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_WindowFunction_Bound_Following.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.WindowFunction.Bound.Following has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def offset(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_offset

    @property
    def offset_expr(self) -> Expression:
        if not self._read:
            self._fill()
        v = self._f_offset_expr
        return v if v is not None else _NONE_Expression


_BITS_Expression_WindowFunction_Bound_Following: Final[dict[str, int]] = {"offset_expr": 0}
_FIELDS_Expression_WindowFunction_Bound_Following: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "offset", -1, False),
    (2, "offset_expr", 0, False),
)



class Expression_WindowFunction_Bound_Preceding(Message):
    """substrait.Expression.WindowFunction.Bound.Preceding"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.WindowFunction.Bound.Preceding")
    _f_offset: int
    _f_offset_expr: Expression | None

    def _fill(self) -> None:
        self._f_offset = 0
        self._f_offset_expr = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_offset = _int64(x)
            elif tag == 18:
                if self._f_offset_expr is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_offset_expr = Expression(buf, pos, pos + n)
                pos += n
                self._has |= 1
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_WindowFunction_Bound_Preceding.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.WindowFunction.Bound.Preceding has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def offset(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_offset

    @property
    def offset_expr(self) -> Expression:
        if not self._read:
            self._fill()
        v = self._f_offset_expr
        return v if v is not None else _NONE_Expression


_BITS_Expression_WindowFunction_Bound_Preceding: Final[dict[str, int]] = {"offset_expr": 0}
_FIELDS_Expression_WindowFunction_Bound_Preceding: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "offset", -1, False),
    (2, "offset_expr", 0, False),
)



class Expression_WindowFunction_Bound_Unbounded(Message):
    """substrait.Expression.WindowFunction.Bound.Unbounded"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.WindowFunction.Bound.Unbounded")

    def _fill(self) -> None:
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_WindowFunction_Bound_Unbounded.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.WindowFunction.Bound.Unbounded has no field {name!r} with presence")
        return self._has >> bit & 1 == 1



_BITS_Expression_WindowFunction_Bound_Unbounded: Final[dict[str, int]] = {}
_FIELDS_Expression_WindowFunction_Bound_Unbounded: Final[tuple[tuple[int, str, int, bool], ...]] = (
)



class ExtensionLeafRel(Message):
    """substrait.ExtensionLeafRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ExtensionLeafRel")
    _f_common: RelCommon | None
    _f_detail: google_protobuf_Any | None

    def _fill(self) -> None:
        self._f_common = None
        self._f_detail = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_common is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_common = RelCommon(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 18:
                if self._f_detail is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_detail = google_protobuf_Any(buf, pos, pos + n)
                pos += n
                self._has |= 2
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ExtensionLeafRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ExtensionLeafRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def common(self) -> RelCommon:
        if not self._read:
            self._fill()
        v = self._f_common
        return v if v is not None else _NONE_RelCommon

    @property
    def detail(self) -> google_protobuf_Any:
        if not self._read:
            self._fill()
        v = self._f_detail
        return v if v is not None else _NONE_google_protobuf_Any


_BITS_ExtensionLeafRel: Final[dict[str, int]] = {"common": 0, "detail": 1}
_FIELDS_ExtensionLeafRel: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "common", 0, False),
    (2, "detail", 1, False),
)



class ExtensionMultiRel(Message):
    """substrait.ExtensionMultiRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ExtensionMultiRel")
    _f_common: RelCommon | None
    _f_inputs: list[Rel]
    _f_detail: google_protobuf_Any | None

    def _fill(self) -> None:
        self._f_common = None
        self._f_inputs = _EMPTY
        self._f_detail = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_common is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_common = RelCommon(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 18:
                if self._f_inputs is _EMPTY:
                    self._f_inputs = []
                n, pos = _length(buf, pos, end)
                self._f_inputs.append(Rel(buf, pos, pos + n))
                pos += n
            elif tag == 26:
                if self._f_detail is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_detail = google_protobuf_Any(buf, pos, pos + n)
                pos += n
                self._has |= 2
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ExtensionMultiRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ExtensionMultiRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def common(self) -> RelCommon:
        if not self._read:
            self._fill()
        v = self._f_common
        return v if v is not None else _NONE_RelCommon

    @property
    def inputs(self) -> builtins.list[Rel]:
        if not self._read:
            self._fill()
        return self._f_inputs

    @property
    def detail(self) -> google_protobuf_Any:
        if not self._read:
            self._fill()
        v = self._f_detail
        return v if v is not None else _NONE_google_protobuf_Any


_BITS_ExtensionMultiRel: Final[dict[str, int]] = {"common": 0, "detail": 1}
_FIELDS_ExtensionMultiRel: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "common", 0, False),
    (2, "inputs", -1, False),
    (3, "detail", 1, False),
)



class ExtensionObject(Message):
    """substrait.ExtensionObject"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ExtensionObject")
    _f_detail: google_protobuf_Any | None

    def _fill(self) -> None:
        self._f_detail = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_detail is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_detail = google_protobuf_Any(buf, pos, pos + n)
                pos += n
                self._has |= 1
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ExtensionObject.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ExtensionObject has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def detail(self) -> google_protobuf_Any:
        if not self._read:
            self._fill()
        v = self._f_detail
        return v if v is not None else _NONE_google_protobuf_Any


_BITS_ExtensionObject: Final[dict[str, int]] = {"detail": 0}
_FIELDS_ExtensionObject: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "detail", 0, False),
)



class ExtensionSingleRel(Message):
    """substrait.ExtensionSingleRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ExtensionSingleRel")
    _f_common: RelCommon | None
    _f_input: Rel | None
    _f_detail: google_protobuf_Any | None

    def _fill(self) -> None:
        self._f_common = None
        self._f_input = None
        self._f_detail = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_common is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_common = RelCommon(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 18:
                if self._f_input is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_input = Rel(buf, pos, pos + n)
                pos += n
                self._has |= 2
            elif tag == 26:
                if self._f_detail is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_detail = google_protobuf_Any(buf, pos, pos + n)
                pos += n
                self._has |= 4
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ExtensionSingleRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ExtensionSingleRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def common(self) -> RelCommon:
        if not self._read:
            self._fill()
        v = self._f_common
        return v if v is not None else _NONE_RelCommon

    @property
    def input(self) -> Rel:
        if not self._read:
            self._fill()
        v = self._f_input
        return v if v is not None else _NONE_Rel

    @property
    def detail(self) -> google_protobuf_Any:
        if not self._read:
            self._fill()
        v = self._f_detail
        return v if v is not None else _NONE_google_protobuf_Any


_BITS_ExtensionSingleRel: Final[dict[str, int]] = {"common": 0, "detail": 2, "input": 1}
_FIELDS_ExtensionSingleRel: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "common", 0, False),
    (2, "input", 1, False),
    (3, "detail", 2, False),
)



class FetchRel(Message):
    """substrait.FetchRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.FetchRel")
    _f_common: RelCommon | None
    _f_input: Rel | None
    _f_offset_expr: Expression | None
    _f_count_expr: Expression | None
    _f_advanced_extension: extensions_AdvancedExtension | None

    def _fill(self) -> None:
        self._f_common = None
        self._f_input = None
        self._f_offset_expr = None
        self._f_count_expr = None
        self._f_advanced_extension = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_common is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_common = RelCommon(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 18:
                if self._f_input is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_input = Rel(buf, pos, pos + n)
                pos += n
                self._has |= 2
            elif tag == 42:
                if self._f_offset_expr is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_offset_expr = Expression(buf, pos, pos + n)
                pos += n
                self._has |= 4
            elif tag == 50:
                if self._f_count_expr is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_count_expr = Expression(buf, pos, pos + n)
                pos += n
                self._has |= 8
            elif tag == 82:
                if self._f_advanced_extension is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
                pos += n
                self._has |= 16
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_FetchRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.FetchRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def common(self) -> RelCommon:
        if not self._read:
            self._fill()
        v = self._f_common
        return v if v is not None else _NONE_RelCommon

    @property
    def input(self) -> Rel:
        if not self._read:
            self._fill()
        v = self._f_input
        return v if v is not None else _NONE_Rel

    @property
    def offset_expr(self) -> Expression:
        if not self._read:
            self._fill()
        v = self._f_offset_expr
        return v if v is not None else _NONE_Expression

    @property
    def count_expr(self) -> Expression:
        if not self._read:
            self._fill()
        v = self._f_count_expr
        return v if v is not None else _NONE_Expression

    @property
    def advanced_extension(self) -> extensions_AdvancedExtension:
        if not self._read:
            self._fill()
        v = self._f_advanced_extension
        return v if v is not None else _NONE_extensions_AdvancedExtension


_BITS_FetchRel: Final[dict[str, int]] = {"advanced_extension": 4, "common": 0, "count_expr": 3, "input": 1, "offset_expr": 2}
_FIELDS_FetchRel: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "common", 0, False),
    (2, "input", 1, False),
    (5, "offset_expr", 2, False),
    (6, "count_expr", 3, False),
    (10, "advanced_extension", 4, False),
)



class FilterRel(Message):
    """substrait.FilterRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.FilterRel")
    _f_common: RelCommon | None
    _f_input: Rel | None
    _f_condition: Expression | None
    _f_advanced_extension: extensions_AdvancedExtension | None

    def _fill(self) -> None:
        self._f_common = None
        self._f_input = None
        self._f_condition = None
        self._f_advanced_extension = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_common is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_common = RelCommon(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 18:
                if self._f_input is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_input = Rel(buf, pos, pos + n)
                pos += n
                self._has |= 2
            elif tag == 26:
                if self._f_condition is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_condition = Expression(buf, pos, pos + n)
                pos += n
                self._has |= 4
            elif tag == 82:
                if self._f_advanced_extension is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
                pos += n
                self._has |= 8
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_FilterRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.FilterRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def common(self) -> RelCommon:
        if not self._read:
            self._fill()
        v = self._f_common
        return v if v is not None else _NONE_RelCommon

    @property
    def input(self) -> Rel:
        if not self._read:
            self._fill()
        v = self._f_input
        return v if v is not None else _NONE_Rel

    @property
    def condition(self) -> Expression:
        if not self._read:
            self._fill()
        v = self._f_condition
        return v if v is not None else _NONE_Expression

    @property
    def advanced_extension(self) -> extensions_AdvancedExtension:
        if not self._read:
            self._fill()
        v = self._f_advanced_extension
        return v if v is not None else _NONE_extensions_AdvancedExtension


_BITS_FilterRel: Final[dict[str, int]] = {"advanced_extension": 3, "common": 0, "condition": 2, "input": 1}
_FIELDS_FilterRel: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "common", 0, False),
    (2, "input", 1, False),
    (3, "condition", 2, False),
    (10, "advanced_extension", 3, False),
)



class FunctionArgument(Message):
    """substrait.FunctionArgument"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.FunctionArgument")
    _o_arg_type: Any
    _case_arg_type: int

    def _fill(self) -> None:
        self._o_arg_type = None
        self._case_arg_type = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._case_arg_type and self._case_arg_type != 1:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_arg_type = buf[pos:pos + n].decode()
                pos += n
                self._case_arg_type = 1
                self._has |= 9
            elif tag == 18:
                if self._case_arg_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_arg_type = Type(buf, pos, pos + n)
                pos += n
                self._case_arg_type = 2
                self._has |= 10
            elif tag == 26:
                if self._case_arg_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_arg_type = Expression(buf, pos, pos + n)
                pos += n
                self._case_arg_type = 3
                self._has |= 12
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_FunctionArgument.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.FunctionArgument has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        if name == "arg_type":
            return _CASES_FunctionArgument_arg_type.get(self._case_arg_type)
        raise ValueError(f"substrait.FunctionArgument has no oneof {name!r}")

    @property
    def enum(self) -> builtins.str:
        if not self._read:
            self._fill()
        if self._case_arg_type == 1:
            return cast(builtins.str, self._o_arg_type)
        return ""

    @property
    def type(self) -> Type:
        if not self._read:
            self._fill()
        if self._case_arg_type == 2:
            return cast(Type, self._o_arg_type)
        return _NONE_Type

    @property
    def value(self) -> Expression:
        if not self._read:
            self._fill()
        if self._case_arg_type == 3:
            return cast(Expression, self._o_arg_type)
        return _NONE_Expression


_BITS_FunctionArgument: Final[dict[str, int]] = {"arg_type": 3, "enum": 0, "type": 1, "value": 2}
_CASES_FunctionArgument_arg_type: Final[dict[int, str]] = {1: "enum", 2: "type", 3: "value" }
_FIELDS_FunctionArgument: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "enum", 0, False),
    (2, "type", 1, False),
    (3, "value", 2, False),
)



class FunctionOption(Message):
    """substrait.FunctionOption"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.FunctionOption")
    _f_name: str
    _f_preference: list[str]

    def _fill(self) -> None:
        self._f_name = ""
        self._f_preference = _EMPTY
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                n, pos = _length(buf, pos, end)
                self._f_name = buf[pos:pos + n].decode()
                pos += n
            elif tag == 18:
                if self._f_preference is _EMPTY:
                    self._f_preference = []
                n, pos = _length(buf, pos, end)
                self._f_preference.append(buf[pos:pos + n].decode())
                pos += n
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_FunctionOption.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.FunctionOption has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def name(self) -> builtins.str:
        if not self._read:
            self._fill()
        return self._f_name

    @property
    def preference(self) -> builtins.list[builtins.str]:
        if not self._read:
            self._fill()
        return self._f_preference


_BITS_FunctionOption: Final[dict[str, int]] = {}
_FIELDS_FunctionOption: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "name", -1, False),
    (2, "preference", -1, False),
)



class HashJoinRel(Message):
    """substrait.HashJoinRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.HashJoinRel")
    _f_common: RelCommon | None
    _f_left: Rel | None
    _f_right: Rel | None
    _f_post_join_filter: Expression | None
    _f_type: int
    _f_keys: list[ComparisonJoinKey]
    _f_build_input: int
    _f_advanced_extension: extensions_AdvancedExtension | None
    _f_residual_expression: Expression | None

    def _fill(self) -> None:
        self._f_common = None
        self._f_left = None
        self._f_right = None
        self._f_post_join_filter = None
        self._f_type = 0
        self._f_keys = _EMPTY
        self._f_build_input = 0
        self._f_advanced_extension = None
        self._f_residual_expression = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_common is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_common = RelCommon(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 18:
                if self._f_left is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_left = Rel(buf, pos, pos + n)
                pos += n
                self._has |= 2
            elif tag == 26:
                if self._f_right is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_right = Rel(buf, pos, pos + n)
                pos += n
                self._has |= 4
            elif tag == 50:
                if self._f_post_join_filter is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_post_join_filter = Expression(buf, pos, pos + n)
                pos += n
                self._has |= 8
            elif tag == 56:
                x, pos = _varint(buf, pos, end)
                self._f_type = _int32(x)
            elif tag == 66:
                if self._f_keys is _EMPTY:
                    self._f_keys = []
                n, pos = _length(buf, pos, end)
                self._f_keys.append(ComparisonJoinKey(buf, pos, pos + n))
                pos += n
            elif tag == 72:
                x, pos = _varint(buf, pos, end)
                self._f_build_input = _int32(x)
            elif tag == 82:
                if self._f_advanced_extension is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
                pos += n
                self._has |= 16
            elif tag == 90:
                if self._f_residual_expression is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_residual_expression = Expression(buf, pos, pos + n)
                pos += n
                self._has |= 32
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_HashJoinRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.HashJoinRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def common(self) -> RelCommon:
        if not self._read:
            self._fill()
        v = self._f_common
        return v if v is not None else _NONE_RelCommon

    @property
    def left(self) -> Rel:
        if not self._read:
            self._fill()
        v = self._f_left
        return v if v is not None else _NONE_Rel

    @property
    def right(self) -> Rel:
        if not self._read:
            self._fill()
        v = self._f_right
        return v if v is not None else _NONE_Rel

    @property
    def post_join_filter(self) -> Expression:
        if not self._read:
            self._fill()
        v = self._f_post_join_filter
        return v if v is not None else _NONE_Expression

    @property
    def type(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_type

    @property
    def keys(self) -> builtins.list[ComparisonJoinKey]:
        if not self._read:
            self._fill()
        return self._f_keys

    @property
    def build_input(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_build_input

    @property
    def advanced_extension(self) -> extensions_AdvancedExtension:
        if not self._read:
            self._fill()
        v = self._f_advanced_extension
        return v if v is not None else _NONE_extensions_AdvancedExtension

    @property
    def residual_expression(self) -> Expression:
        if not self._read:
            self._fill()
        v = self._f_residual_expression
        return v if v is not None else _NONE_Expression


_BITS_HashJoinRel: Final[dict[str, int]] = {"advanced_extension": 4, "common": 0, "left": 1, "post_join_filter": 3, "residual_expression": 5, "right": 2}
_FIELDS_HashJoinRel: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "common", 0, False),
    (2, "left", 1, False),
    (3, "right", 2, False),
    (6, "post_join_filter", 3, False),
    (7, "type", -1, False),
    (8, "keys", -1, False),
    (9, "build_input", -1, False),
    (10, "advanced_extension", 4, False),
    (11, "residual_expression", 5, False),
)



class JoinRel(Message):
    """substrait.JoinRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.JoinRel")
    _f_common: RelCommon | None
    _f_left: Rel | None
    _f_right: Rel | None
    _f_expression: Expression | None
    _f_post_join_filter: Expression | None
    _f_type: int
    _f_advanced_extension: extensions_AdvancedExtension | None

    def _fill(self) -> None:
        self._f_common = None
        self._f_left = None
        self._f_right = None
        self._f_expression = None
        self._f_post_join_filter = None
        self._f_type = 0
        self._f_advanced_extension = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_common is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_common = RelCommon(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 18:
                if self._f_left is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_left = Rel(buf, pos, pos + n)
                pos += n
                self._has |= 2
            elif tag == 26:
                if self._f_right is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_right = Rel(buf, pos, pos + n)
                pos += n
                self._has |= 4
            elif tag == 34:
                if self._f_expression is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_expression = Expression(buf, pos, pos + n)
                pos += n
                self._has |= 8
            elif tag == 42:
                if self._f_post_join_filter is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_post_join_filter = Expression(buf, pos, pos + n)
                pos += n
                self._has |= 16
            elif tag == 48:
                x, pos = _varint(buf, pos, end)
                self._f_type = _int32(x)
            elif tag == 82:
                if self._f_advanced_extension is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
                pos += n
                self._has |= 32
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_JoinRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.JoinRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def common(self) -> RelCommon:
        if not self._read:
            self._fill()
        v = self._f_common
        return v if v is not None else _NONE_RelCommon

    @property
    def left(self) -> Rel:
        if not self._read:
            self._fill()
        v = self._f_left
        return v if v is not None else _NONE_Rel

    @property
    def right(self) -> Rel:
        if not self._read:
            self._fill()
        v = self._f_right
        return v if v is not None else _NONE_Rel

    @property
    def expression(self) -> Expression:
        if not self._read:
            self._fill()
        v = self._f_expression
        return v if v is not None else _NONE_Expression

    @property
    def post_join_filter(self) -> Expression:
        if not self._read:
            self._fill()
        v = self._f_post_join_filter
        return v if v is not None else _NONE_Expression

    @property
    def type(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_type

    @property
    def advanced_extension(self) -> extensions_AdvancedExtension:
        if not self._read:
            self._fill()
        v = self._f_advanced_extension
        return v if v is not None else _NONE_extensions_AdvancedExtension


_BITS_JoinRel: Final[dict[str, int]] = {"advanced_extension": 5, "common": 0, "expression": 3, "left": 1, "post_join_filter": 4, "right": 2}
_FIELDS_JoinRel: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "common", 0, False),
    (2, "left", 1, False),
    (3, "right", 2, False),
    (4, "expression", 3, False),
    (5, "post_join_filter", 4, False),
    (6, "type", -1, False),
    (10, "advanced_extension", 5, False),
)



class LateralJoinRel(Message):
    """substrait.LateralJoinRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.LateralJoinRel")
    _f_common: RelCommon | None
    _f_left: Rel | None
    _f_right: Rel | None
    _f_expression: Expression | None
    _f_post_join_filter: Expression | None
    _f_type: int
    _f_advanced_extension: extensions_AdvancedExtension | None

    def _fill(self) -> None:
        self._f_common = None
        self._f_left = None
        self._f_right = None
        self._f_expression = None
        self._f_post_join_filter = None
        self._f_type = 0
        self._f_advanced_extension = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_common is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_common = RelCommon(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 18:
                if self._f_left is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_left = Rel(buf, pos, pos + n)
                pos += n
                self._has |= 2
            elif tag == 26:
                if self._f_right is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_right = Rel(buf, pos, pos + n)
                pos += n
                self._has |= 4
            elif tag == 34:
                if self._f_expression is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_expression = Expression(buf, pos, pos + n)
                pos += n
                self._has |= 8
            elif tag == 42:
                if self._f_post_join_filter is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_post_join_filter = Expression(buf, pos, pos + n)
                pos += n
                self._has |= 16
            elif tag == 48:
                x, pos = _varint(buf, pos, end)
                self._f_type = _int32(x)
            elif tag == 82:
                if self._f_advanced_extension is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
                pos += n
                self._has |= 32
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_LateralJoinRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.LateralJoinRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def common(self) -> RelCommon:
        if not self._read:
            self._fill()
        v = self._f_common
        return v if v is not None else _NONE_RelCommon

    @property
    def left(self) -> Rel:
        if not self._read:
            self._fill()
        v = self._f_left
        return v if v is not None else _NONE_Rel

    @property
    def right(self) -> Rel:
        if not self._read:
            self._fill()
        v = self._f_right
        return v if v is not None else _NONE_Rel

    @property
    def expression(self) -> Expression:
        if not self._read:
            self._fill()
        v = self._f_expression
        return v if v is not None else _NONE_Expression

    @property
    def post_join_filter(self) -> Expression:
        if not self._read:
            self._fill()
        v = self._f_post_join_filter
        return v if v is not None else _NONE_Expression

    @property
    def type(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_type

    @property
    def advanced_extension(self) -> extensions_AdvancedExtension:
        if not self._read:
            self._fill()
        v = self._f_advanced_extension
        return v if v is not None else _NONE_extensions_AdvancedExtension


_BITS_LateralJoinRel: Final[dict[str, int]] = {"advanced_extension": 5, "common": 0, "expression": 3, "left": 1, "post_join_filter": 4, "right": 2}
_FIELDS_LateralJoinRel: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "common", 0, False),
    (2, "left", 1, False),
    (3, "right", 2, False),
    (4, "expression", 3, False),
    (5, "post_join_filter", 4, False),
    (6, "type", -1, False),
    (10, "advanced_extension", 5, False),
)



class MergeJoinRel(Message):
    """substrait.MergeJoinRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.MergeJoinRel")
    _f_common: RelCommon | None
    _f_left: Rel | None
    _f_right: Rel | None
    _f_post_join_filter: Expression | None
    _f_type: int
    _f_keys: list[ComparisonJoinKey]
    _f_residual_expression: Expression | None
    _f_advanced_extension: extensions_AdvancedExtension | None

    def _fill(self) -> None:
        self._f_common = None
        self._f_left = None
        self._f_right = None
        self._f_post_join_filter = None
        self._f_type = 0
        self._f_keys = _EMPTY
        self._f_residual_expression = None
        self._f_advanced_extension = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_common is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_common = RelCommon(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 18:
                if self._f_left is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_left = Rel(buf, pos, pos + n)
                pos += n
                self._has |= 2
            elif tag == 26:
                if self._f_right is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_right = Rel(buf, pos, pos + n)
                pos += n
                self._has |= 4
            elif tag == 50:
                if self._f_post_join_filter is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_post_join_filter = Expression(buf, pos, pos + n)
                pos += n
                self._has |= 8
            elif tag == 56:
                x, pos = _varint(buf, pos, end)
                self._f_type = _int32(x)
            elif tag == 66:
                if self._f_keys is _EMPTY:
                    self._f_keys = []
                n, pos = _length(buf, pos, end)
                self._f_keys.append(ComparisonJoinKey(buf, pos, pos + n))
                pos += n
            elif tag == 74:
                if self._f_residual_expression is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_residual_expression = Expression(buf, pos, pos + n)
                pos += n
                self._has |= 16
            elif tag == 82:
                if self._f_advanced_extension is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
                pos += n
                self._has |= 32
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_MergeJoinRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.MergeJoinRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def common(self) -> RelCommon:
        if not self._read:
            self._fill()
        v = self._f_common
        return v if v is not None else _NONE_RelCommon

    @property
    def left(self) -> Rel:
        if not self._read:
            self._fill()
        v = self._f_left
        return v if v is not None else _NONE_Rel

    @property
    def right(self) -> Rel:
        if not self._read:
            self._fill()
        v = self._f_right
        return v if v is not None else _NONE_Rel

    @property
    def post_join_filter(self) -> Expression:
        if not self._read:
            self._fill()
        v = self._f_post_join_filter
        return v if v is not None else _NONE_Expression

    @property
    def type(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_type

    @property
    def keys(self) -> builtins.list[ComparisonJoinKey]:
        if not self._read:
            self._fill()
        return self._f_keys

    @property
    def residual_expression(self) -> Expression:
        if not self._read:
            self._fill()
        v = self._f_residual_expression
        return v if v is not None else _NONE_Expression

    @property
    def advanced_extension(self) -> extensions_AdvancedExtension:
        if not self._read:
            self._fill()
        v = self._f_advanced_extension
        return v if v is not None else _NONE_extensions_AdvancedExtension


_BITS_MergeJoinRel: Final[dict[str, int]] = {"advanced_extension": 5, "common": 0, "left": 1, "post_join_filter": 3, "residual_expression": 4, "right": 2}
_FIELDS_MergeJoinRel: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "common", 0, False),
    (2, "left", 1, False),
    (3, "right", 2, False),
    (6, "post_join_filter", 3, False),
    (7, "type", -1, False),
    (8, "keys", -1, False),
    (9, "residual_expression", 4, False),
    (10, "advanced_extension", 5, False),
)



class NamedObjectWrite(Message):
    """substrait.NamedObjectWrite"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.NamedObjectWrite")
    _f_names: list[str]
    _f_advanced_extension: extensions_AdvancedExtension | None

    def _fill(self) -> None:
        self._f_names = _EMPTY
        self._f_advanced_extension = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_names is _EMPTY:
                    self._f_names = []
                n, pos = _length(buf, pos, end)
                self._f_names.append(buf[pos:pos + n].decode())
                pos += n
            elif tag == 82:
                if self._f_advanced_extension is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
                pos += n
                self._has |= 1
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_NamedObjectWrite.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.NamedObjectWrite has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def names(self) -> builtins.list[builtins.str]:
        if not self._read:
            self._fill()
        return self._f_names

    @property
    def advanced_extension(self) -> extensions_AdvancedExtension:
        if not self._read:
            self._fill()
        v = self._f_advanced_extension
        return v if v is not None else _NONE_extensions_AdvancedExtension


_BITS_NamedObjectWrite: Final[dict[str, int]] = {"advanced_extension": 0}
_FIELDS_NamedObjectWrite: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "names", -1, False),
    (10, "advanced_extension", 0, False),
)



class NamedStruct(Message):
    """substrait.NamedStruct"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.NamedStruct")
    _f_names: list[str]
    _f_struct: Type_Struct | None

    def _fill(self) -> None:
        self._f_names = _EMPTY
        self._f_struct = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_names is _EMPTY:
                    self._f_names = []
                n, pos = _length(buf, pos, end)
                self._f_names.append(buf[pos:pos + n].decode())
                pos += n
            elif tag == 18:
                if self._f_struct is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_struct = Type_Struct(buf, pos, pos + n)
                pos += n
                self._has |= 1
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_NamedStruct.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.NamedStruct has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def names(self) -> builtins.list[builtins.str]:
        if not self._read:
            self._fill()
        return self._f_names

    @property
    def struct(self) -> Type_Struct:
        if not self._read:
            self._fill()
        v = self._f_struct
        return v if v is not None else _NONE_Type_Struct


_BITS_NamedStruct: Final[dict[str, int]] = {"struct": 0}
_FIELDS_NamedStruct: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "names", -1, False),
    (2, "struct", 0, False),
)



class NamedTable(Message):
    """substrait.NamedTable"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.NamedTable")
    _f_names: list[str]
    _f_advanced_extension: extensions_AdvancedExtension | None

    def _fill(self) -> None:
        self._f_names = _EMPTY
        self._f_advanced_extension = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_names is _EMPTY:
                    self._f_names = []
                n, pos = _length(buf, pos, end)
                self._f_names.append(buf[pos:pos + n].decode())
                pos += n
            elif tag == 82:
                if self._f_advanced_extension is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
                pos += n
                self._has |= 1
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_NamedTable.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.NamedTable has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def names(self) -> builtins.list[builtins.str]:
        if not self._read:
            self._fill()
        return self._f_names

    @property
    def advanced_extension(self) -> extensions_AdvancedExtension:
        if not self._read:
            self._fill()
        v = self._f_advanced_extension
        return v if v is not None else _NONE_extensions_AdvancedExtension


_BITS_NamedTable: Final[dict[str, int]] = {"advanced_extension": 0}
_FIELDS_NamedTable: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "names", -1, False),
    (10, "advanced_extension", 0, False),
)



class NestedLoopJoinRel(Message):
    """substrait.NestedLoopJoinRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.NestedLoopJoinRel")
    _f_common: RelCommon | None
    _f_left: Rel | None
    _f_right: Rel | None
    _f_expression: Expression | None
    _f_type: int
    _f_advanced_extension: extensions_AdvancedExtension | None

    def _fill(self) -> None:
        self._f_common = None
        self._f_left = None
        self._f_right = None
        self._f_expression = None
        self._f_type = 0
        self._f_advanced_extension = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_common is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_common = RelCommon(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 18:
                if self._f_left is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_left = Rel(buf, pos, pos + n)
                pos += n
                self._has |= 2
            elif tag == 26:
                if self._f_right is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_right = Rel(buf, pos, pos + n)
                pos += n
                self._has |= 4
            elif tag == 34:
                if self._f_expression is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_expression = Expression(buf, pos, pos + n)
                pos += n
                self._has |= 8
            elif tag == 40:
                x, pos = _varint(buf, pos, end)
                self._f_type = _int32(x)
            elif tag == 82:
                if self._f_advanced_extension is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
                pos += n
                self._has |= 16
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_NestedLoopJoinRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.NestedLoopJoinRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def common(self) -> RelCommon:
        if not self._read:
            self._fill()
        v = self._f_common
        return v if v is not None else _NONE_RelCommon

    @property
    def left(self) -> Rel:
        if not self._read:
            self._fill()
        v = self._f_left
        return v if v is not None else _NONE_Rel

    @property
    def right(self) -> Rel:
        if not self._read:
            self._fill()
        v = self._f_right
        return v if v is not None else _NONE_Rel

    @property
    def expression(self) -> Expression:
        if not self._read:
            self._fill()
        v = self._f_expression
        return v if v is not None else _NONE_Expression

    @property
    def type(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_type

    @property
    def advanced_extension(self) -> extensions_AdvancedExtension:
        if not self._read:
            self._fill()
        v = self._f_advanced_extension
        return v if v is not None else _NONE_extensions_AdvancedExtension


_BITS_NestedLoopJoinRel: Final[dict[str, int]] = {"advanced_extension": 4, "common": 0, "expression": 3, "left": 1, "right": 2}
_FIELDS_NestedLoopJoinRel: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "common", 0, False),
    (2, "left", 1, False),
    (3, "right", 2, False),
    (4, "expression", 3, False),
    (5, "type", -1, False),
    (10, "advanced_extension", 4, False),
)



class Plan(Message):
    """substrait.Plan"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Plan")
    _f_extensions: list[extensions_SimpleExtensionDeclaration]
    _f_relations: list[PlanRel]
    _f_advanced_extensions: extensions_AdvancedExtension | None
    _f_expected_type_urls: list[str]
    _f_version: Version | None
    _f_parameter_bindings: list[DynamicParameterBinding]
    _f_extension_urns: list[extensions_SimpleExtensionURN]
    _f_type_aliases: list[TypeAlias]
    _f_execution_behavior: ExecutionBehavior | None
    _unknown: list[tuple[int, bytes]]

    def _fill(self) -> None:
        self._f_extensions = _EMPTY
        self._f_relations = _EMPTY
        self._f_advanced_extensions = None
        self._f_expected_type_urls = _EMPTY
        self._f_version = None
        self._f_parameter_bindings = _EMPTY
        self._f_extension_urns = _EMPTY
        self._f_type_aliases = _EMPTY
        self._f_execution_behavior = None
        self._unknown = _EMPTY
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 18:
                if self._f_extensions is _EMPTY:
                    self._f_extensions = []
                n, pos = _length(buf, pos, end)
                self._f_extensions.append(extensions_SimpleExtensionDeclaration(buf, pos, pos + n))
                pos += n
            elif tag == 26:
                if self._f_relations is _EMPTY:
                    self._f_relations = []
                n, pos = _length(buf, pos, end)
                self._f_relations.append(PlanRel(buf, pos, pos + n))
                pos += n
            elif tag == 34:
                if self._f_advanced_extensions is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_advanced_extensions = extensions_AdvancedExtension(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 42:
                if self._f_expected_type_urls is _EMPTY:
                    self._f_expected_type_urls = []
                n, pos = _length(buf, pos, end)
                self._f_expected_type_urls.append(buf[pos:pos + n].decode())
                pos += n
            elif tag == 50:
                if self._f_version is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_version = Version(buf, pos, pos + n)
                pos += n
                self._has |= 2
            elif tag == 58:
                if self._f_parameter_bindings is _EMPTY:
                    self._f_parameter_bindings = []
                n, pos = _length(buf, pos, end)
                self._f_parameter_bindings.append(DynamicParameterBinding(buf, pos, pos + n))
                pos += n
            elif tag == 66:
                if self._f_extension_urns is _EMPTY:
                    self._f_extension_urns = []
                n, pos = _length(buf, pos, end)
                self._f_extension_urns.append(extensions_SimpleExtensionURN(buf, pos, pos + n))
                pos += n
            elif tag == 74:
                if self._f_type_aliases is _EMPTY:
                    self._f_type_aliases = []
                n, pos = _length(buf, pos, end)
                self._f_type_aliases.append(TypeAlias(buf, pos, pos + n))
                pos += n
            elif tag == 82:
                if self._f_execution_behavior is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_execution_behavior = ExecutionBehavior(buf, pos, pos + n)
                pos += n
                self._has |= 4
            else:
                if tag & 7 == 2 and tag >> 3:
                    if self._unknown is _EMPTY:
                        self._unknown = []
                    n, pos = _length(buf, pos, end)
                    self._unknown.append((tag >> 3, buf[pos:pos + n]))
                    pos += n
                else:
                    pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Plan.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Plan has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    def unknown_fields(self) -> builtins.list[tuple[builtins.int, builtins.bytes]]:
        """The length-delimited fields no class holds, as (number, bytes), in order."""
        if not self._read:
            self._fill()
        return self._unknown

    @property
    def extensions(self) -> builtins.list[extensions_SimpleExtensionDeclaration]:
        if not self._read:
            self._fill()
        return self._f_extensions

    @property
    def relations(self) -> builtins.list[PlanRel]:
        if not self._read:
            self._fill()
        return self._f_relations

    @property
    def advanced_extensions(self) -> extensions_AdvancedExtension:
        if not self._read:
            self._fill()
        v = self._f_advanced_extensions
        return v if v is not None else _NONE_extensions_AdvancedExtension

    @property
    def expected_type_urls(self) -> builtins.list[builtins.str]:
        if not self._read:
            self._fill()
        return self._f_expected_type_urls

    @property
    def version(self) -> Version:
        if not self._read:
            self._fill()
        v = self._f_version
        return v if v is not None else _NONE_Version

    @property
    def parameter_bindings(self) -> builtins.list[DynamicParameterBinding]:
        if not self._read:
            self._fill()
        return self._f_parameter_bindings

    @property
    def extension_urns(self) -> builtins.list[extensions_SimpleExtensionURN]:
        if not self._read:
            self._fill()
        return self._f_extension_urns

    @property
    def type_aliases(self) -> builtins.list[TypeAlias]:
        if not self._read:
            self._fill()
        return self._f_type_aliases

    @property
    def execution_behavior(self) -> ExecutionBehavior:
        if not self._read:
            self._fill()
        v = self._f_execution_behavior
        return v if v is not None else _NONE_ExecutionBehavior


_BITS_Plan: Final[dict[str, int]] = {"advanced_extensions": 0, "execution_behavior": 2, "version": 1}
_FIELDS_Plan: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (2, "extensions", -1, False),
    (3, "relations", -1, False),
    (4, "advanced_extensions", 0, False),
    (5, "expected_type_urls", -1, False),
    (6, "version", 1, False),
    (7, "parameter_bindings", -1, False),
    (8, "extension_urns", -1, False),
    (9, "type_aliases", -1, False),
    (10, "execution_behavior", 2, False),
)



class PlanRel(Message):
    """substrait.PlanRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.PlanRel")
    _f_detached_expressions: list[Expression]
    _o_rel_type: Any
    _case_rel_type: int

    def _fill(self) -> None:
        self._f_detached_expressions = _EMPTY
        self._o_rel_type = None
        self._case_rel_type = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._case_rel_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_rel_type = Rel(buf, pos, pos + n)
                pos += n
                self._case_rel_type = 1
                self._has |= 5
            elif tag == 18:
                if self._case_rel_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_rel_type = RelRoot(buf, pos, pos + n)
                pos += n
                self._case_rel_type = 2
                self._has |= 6
            elif tag == 26:
                if self._f_detached_expressions is _EMPTY:
                    self._f_detached_expressions = []
                n, pos = _length(buf, pos, end)
                self._f_detached_expressions.append(Expression(buf, pos, pos + n))
                pos += n
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_PlanRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.PlanRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        if name == "rel_type":
            return _CASES_PlanRel_rel_type.get(self._case_rel_type)
        raise ValueError(f"substrait.PlanRel has no oneof {name!r}")

    @property
    def rel(self) -> Rel:
        if not self._read:
            self._fill()
        if self._case_rel_type == 1:
            return cast(Rel, self._o_rel_type)
        return _NONE_Rel

    @property
    def root(self) -> RelRoot:
        if not self._read:
            self._fill()
        if self._case_rel_type == 2:
            return cast(RelRoot, self._o_rel_type)
        return _NONE_RelRoot

    @property
    def detached_expressions(self) -> builtins.list[Expression]:
        if not self._read:
            self._fill()
        return self._f_detached_expressions


_BITS_PlanRel: Final[dict[str, int]] = {"rel": 0, "rel_type": 2, "root": 1}
_CASES_PlanRel_rel_type: Final[dict[int, str]] = {1: "rel", 2: "root" }
_FIELDS_PlanRel: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "rel", 0, False),
    (2, "root", 1, False),
    (3, "detached_expressions", -1, False),
)



class ProjectRel(Message):
    """substrait.ProjectRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ProjectRel")
    _f_common: RelCommon | None
    _f_input: Rel | None
    _f_expressions: list[Expression]
    _f_advanced_extension: extensions_AdvancedExtension | None

    def _fill(self) -> None:
        self._f_common = None
        self._f_input = None
        self._f_expressions = _EMPTY
        self._f_advanced_extension = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_common is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_common = RelCommon(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 18:
                if self._f_input is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_input = Rel(buf, pos, pos + n)
                pos += n
                self._has |= 2
            elif tag == 26:
                if self._f_expressions is _EMPTY:
                    self._f_expressions = []
                n, pos = _length(buf, pos, end)
                self._f_expressions.append(Expression(buf, pos, pos + n))
                pos += n
            elif tag == 82:
                if self._f_advanced_extension is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
                pos += n
                self._has |= 4
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ProjectRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ProjectRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def common(self) -> RelCommon:
        if not self._read:
            self._fill()
        v = self._f_common
        return v if v is not None else _NONE_RelCommon

    @property
    def input(self) -> Rel:
        if not self._read:
            self._fill()
        v = self._f_input
        return v if v is not None else _NONE_Rel

    @property
    def expressions(self) -> builtins.list[Expression]:
        if not self._read:
            self._fill()
        return self._f_expressions

    @property
    def advanced_extension(self) -> extensions_AdvancedExtension:
        if not self._read:
            self._fill()
        v = self._f_advanced_extension
        return v if v is not None else _NONE_extensions_AdvancedExtension


_BITS_ProjectRel: Final[dict[str, int]] = {"advanced_extension": 2, "common": 0, "input": 1}
_FIELDS_ProjectRel: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "common", 0, False),
    (2, "input", 1, False),
    (3, "expressions", -1, False),
    (10, "advanced_extension", 2, False),
)



class ReadRel(Message):
    """substrait.ReadRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ReadRel")
    _f_common: RelCommon | None
    _f_base_schema: NamedStruct | None
    _f_filter: Expression | None
    _f_projection: Expression_MaskExpression | None
    _f_advanced_extension: extensions_AdvancedExtension | None
    _f_best_effort_filter: Expression | None
    _o_read_type: Any
    _case_read_type: int

    def _fill(self) -> None:
        self._f_common = None
        self._f_base_schema = None
        self._f_filter = None
        self._f_projection = None
        self._f_advanced_extension = None
        self._f_best_effort_filter = None
        self._o_read_type = None
        self._case_read_type = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_common is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_common = RelCommon(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 18:
                if self._f_base_schema is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_base_schema = NamedStruct(buf, pos, pos + n)
                pos += n
                self._has |= 2
            elif tag == 26:
                if self._f_filter is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_filter = Expression(buf, pos, pos + n)
                pos += n
                self._has |= 4
            elif tag == 34:
                if self._f_projection is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_projection = Expression_MaskExpression(buf, pos, pos + n)
                pos += n
                self._has |= 8
            elif tag == 42:
                if self._case_read_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_read_type = ReadRel_VirtualTable(buf, pos, pos + n)
                pos += n
                self._case_read_type = 5
                self._has |= 2064
            elif tag == 50:
                if self._case_read_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_read_type = ReadRel_LocalFiles(buf, pos, pos + n)
                pos += n
                self._case_read_type = 6
                self._has |= 2080
            elif tag == 58:
                if self._case_read_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_read_type = ReadRel_NamedTable(buf, pos, pos + n)
                pos += n
                self._case_read_type = 7
                self._has |= 2112
            elif tag == 66:
                if self._case_read_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_read_type = ReadRel_ExtensionTable(buf, pos, pos + n)
                pos += n
                self._case_read_type = 8
                self._has |= 2176
            elif tag == 74:
                if self._case_read_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_read_type = ReadRel_IcebergTable(buf, pos, pos + n)
                pos += n
                self._case_read_type = 9
                self._has |= 2304
            elif tag == 82:
                if self._f_advanced_extension is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
                pos += n
                self._has |= 512
            elif tag == 90:
                if self._f_best_effort_filter is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_best_effort_filter = Expression(buf, pos, pos + n)
                pos += n
                self._has |= 1024
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ReadRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ReadRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        if name == "read_type":
            return _CASES_ReadRel_read_type.get(self._case_read_type)
        raise ValueError(f"substrait.ReadRel has no oneof {name!r}")

    @property
    def common(self) -> RelCommon:
        if not self._read:
            self._fill()
        v = self._f_common
        return v if v is not None else _NONE_RelCommon

    @property
    def base_schema(self) -> NamedStruct:
        if not self._read:
            self._fill()
        v = self._f_base_schema
        return v if v is not None else _NONE_NamedStruct

    @property
    def filter(self) -> Expression:
        if not self._read:
            self._fill()
        v = self._f_filter
        return v if v is not None else _NONE_Expression

    @property
    def projection(self) -> Expression_MaskExpression:
        if not self._read:
            self._fill()
        v = self._f_projection
        return v if v is not None else _NONE_Expression_MaskExpression

    @property
    def virtual_table(self) -> ReadRel_VirtualTable:
        if not self._read:
            self._fill()
        if self._case_read_type == 5:
            return cast(ReadRel_VirtualTable, self._o_read_type)
        return _NONE_ReadRel_VirtualTable

    @property
    def local_files(self) -> ReadRel_LocalFiles:
        if not self._read:
            self._fill()
        if self._case_read_type == 6:
            return cast(ReadRel_LocalFiles, self._o_read_type)
        return _NONE_ReadRel_LocalFiles

    @property
    def named_table(self) -> ReadRel_NamedTable:
        if not self._read:
            self._fill()
        if self._case_read_type == 7:
            return cast(ReadRel_NamedTable, self._o_read_type)
        return _NONE_ReadRel_NamedTable

    @property
    def extension_table(self) -> ReadRel_ExtensionTable:
        if not self._read:
            self._fill()
        if self._case_read_type == 8:
            return cast(ReadRel_ExtensionTable, self._o_read_type)
        return _NONE_ReadRel_ExtensionTable

    @property
    def iceberg_table(self) -> ReadRel_IcebergTable:
        if not self._read:
            self._fill()
        if self._case_read_type == 9:
            return cast(ReadRel_IcebergTable, self._o_read_type)
        return _NONE_ReadRel_IcebergTable

    @property
    def advanced_extension(self) -> extensions_AdvancedExtension:
        if not self._read:
            self._fill()
        v = self._f_advanced_extension
        return v if v is not None else _NONE_extensions_AdvancedExtension

    @property
    def best_effort_filter(self) -> Expression:
        if not self._read:
            self._fill()
        v = self._f_best_effort_filter
        return v if v is not None else _NONE_Expression


_BITS_ReadRel: Final[dict[str, int]] = {"advanced_extension": 9, "base_schema": 1, "best_effort_filter": 10, "common": 0, "extension_table": 7, "filter": 2, "iceberg_table": 8, "local_files": 5, "named_table": 6, "projection": 3, "read_type": 11, "virtual_table": 4}
_CASES_ReadRel_read_type: Final[dict[int, str]] = {5: "virtual_table", 6: "local_files", 7: "named_table", 8: "extension_table", 9: "iceberg_table" }
_FIELDS_ReadRel: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "common", 0, False),
    (2, "base_schema", 1, False),
    (3, "filter", 2, False),
    (4, "projection", 3, False),
    (5, "virtual_table", 4, False),
    (6, "local_files", 5, False),
    (7, "named_table", 6, False),
    (8, "extension_table", 7, False),
    (9, "iceberg_table", 8, False),
    (10, "advanced_extension", 9, False),
    (11, "best_effort_filter", 10, False),
)



class ReadRel_ExtensionTable(Message):
    """substrait.ReadRel.ExtensionTable"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ReadRel.ExtensionTable")
    _f_detail: google_protobuf_Any | None

    def _fill(self) -> None:
        self._f_detail = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_detail is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_detail = google_protobuf_Any(buf, pos, pos + n)
                pos += n
                self._has |= 1
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ReadRel_ExtensionTable.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ReadRel.ExtensionTable has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def detail(self) -> google_protobuf_Any:
        if not self._read:
            self._fill()
        v = self._f_detail
        return v if v is not None else _NONE_google_protobuf_Any


_BITS_ReadRel_ExtensionTable: Final[dict[str, int]] = {"detail": 0}
_FIELDS_ReadRel_ExtensionTable: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "detail", 0, False),
)



class ReadRel_IcebergTable(Message):
    """substrait.ReadRel.IcebergTable"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ReadRel.IcebergTable")
    _o_table_type: Any
    _case_table_type: int

    def _fill(self) -> None:
        self._o_table_type = None
        self._case_table_type = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._case_table_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_table_type = ReadRel_IcebergTable_MetadataFileRead(buf, pos, pos + n)
                pos += n
                self._case_table_type = 1
                self._has |= 3
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ReadRel_IcebergTable.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ReadRel.IcebergTable has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        if name == "table_type":
            return _CASES_ReadRel_IcebergTable_table_type.get(self._case_table_type)
        raise ValueError(f"substrait.ReadRel.IcebergTable has no oneof {name!r}")

    @property
    def direct(self) -> ReadRel_IcebergTable_MetadataFileRead:
        if not self._read:
            self._fill()
        if self._case_table_type == 1:
            return cast(ReadRel_IcebergTable_MetadataFileRead, self._o_table_type)
        return _NONE_ReadRel_IcebergTable_MetadataFileRead


_BITS_ReadRel_IcebergTable: Final[dict[str, int]] = {"direct": 0, "table_type": 1}
_CASES_ReadRel_IcebergTable_table_type: Final[dict[int, str]] = {1: "direct" }
_FIELDS_ReadRel_IcebergTable: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "direct", 0, False),
)



class ReadRel_IcebergTable_MetadataFileRead(Message):
    """substrait.ReadRel.IcebergTable.MetadataFileRead"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ReadRel.IcebergTable.MetadataFileRead")
    _f_metadata_uri: str
    _o_snapshot: Any
    _case_snapshot: int

    def _fill(self) -> None:
        self._f_metadata_uri = ""
        self._o_snapshot = None
        self._case_snapshot = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                n, pos = _length(buf, pos, end)
                self._f_metadata_uri = buf[pos:pos + n].decode()
                pos += n
            elif tag == 18:
                if self._case_snapshot and self._case_snapshot != 2:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_snapshot = buf[pos:pos + n].decode()
                pos += n
                self._case_snapshot = 2
                self._has |= 5
            elif tag == 24:
                if self._case_snapshot and self._case_snapshot != 3:
                    raise Unreadable()
                x, pos = _varint(buf, pos, end)
                self._o_snapshot = _int64(x)
                self._case_snapshot = 3
                self._has |= 6
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ReadRel_IcebergTable_MetadataFileRead.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ReadRel.IcebergTable.MetadataFileRead has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        if name == "snapshot":
            return _CASES_ReadRel_IcebergTable_MetadataFileRead_snapshot.get(self._case_snapshot)
        raise ValueError(f"substrait.ReadRel.IcebergTable.MetadataFileRead has no oneof {name!r}")

    @property
    def metadata_uri(self) -> builtins.str:
        if not self._read:
            self._fill()
        return self._f_metadata_uri

    @property
    def snapshot_id(self) -> builtins.str:
        if not self._read:
            self._fill()
        if self._case_snapshot == 2:
            return cast(builtins.str, self._o_snapshot)
        return ""

    @property
    def snapshot_timestamp(self) -> builtins.int:
        if not self._read:
            self._fill()
        if self._case_snapshot == 3:
            return cast(builtins.int, self._o_snapshot)
        return 0


_BITS_ReadRel_IcebergTable_MetadataFileRead: Final[dict[str, int]] = {"snapshot": 2, "snapshot_id": 0, "snapshot_timestamp": 1}
_CASES_ReadRel_IcebergTable_MetadataFileRead_snapshot: Final[dict[int, str]] = {2: "snapshot_id", 3: "snapshot_timestamp" }
_FIELDS_ReadRel_IcebergTable_MetadataFileRead: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "metadata_uri", -1, False),
    (2, "snapshot_id", 0, False),
    (3, "snapshot_timestamp", 1, False),
)



class ReadRel_LocalFiles(Message):
    """substrait.ReadRel.LocalFiles"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ReadRel.LocalFiles")
    _f_items: list[ReadRel_LocalFiles_FileOrFiles]
    _f_advanced_extension: extensions_AdvancedExtension | None

    def _fill(self) -> None:
        self._f_items = _EMPTY
        self._f_advanced_extension = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_items is _EMPTY:
                    self._f_items = []
                n, pos = _length(buf, pos, end)
                self._f_items.append(ReadRel_LocalFiles_FileOrFiles(buf, pos, pos + n))
                pos += n
            elif tag == 82:
                if self._f_advanced_extension is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
                pos += n
                self._has |= 1
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ReadRel_LocalFiles.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ReadRel.LocalFiles has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def items(self) -> builtins.list[ReadRel_LocalFiles_FileOrFiles]:
        if not self._read:
            self._fill()
        return self._f_items

    @property
    def advanced_extension(self) -> extensions_AdvancedExtension:
        if not self._read:
            self._fill()
        v = self._f_advanced_extension
        return v if v is not None else _NONE_extensions_AdvancedExtension


_BITS_ReadRel_LocalFiles: Final[dict[str, int]] = {"advanced_extension": 0}
_FIELDS_ReadRel_LocalFiles: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "items", -1, False),
    (10, "advanced_extension", 0, False),
)



class ReadRel_LocalFiles_FileOrFiles(Message):
    """substrait.ReadRel.LocalFiles.FileOrFiles"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ReadRel.LocalFiles.FileOrFiles")
    _f_partition_index: int
    _f_start: int
    _f_length: int
    _o_path_type: Any
    _case_path_type: int
    _o_file_format: Any
    _case_file_format: int

    def _fill(self) -> None:
        self._f_partition_index = 0
        self._f_start = 0
        self._f_length = 0
        self._o_path_type = None
        self._case_path_type = 0
        self._o_file_format = None
        self._case_file_format = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._case_path_type and self._case_path_type != 1:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_path_type = buf[pos:pos + n].decode()
                pos += n
                self._case_path_type = 1
                self._has |= 1025
            elif tag == 18:
                if self._case_path_type and self._case_path_type != 2:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_path_type = buf[pos:pos + n].decode()
                pos += n
                self._case_path_type = 2
                self._has |= 1026
            elif tag == 26:
                if self._case_path_type and self._case_path_type != 3:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_path_type = buf[pos:pos + n].decode()
                pos += n
                self._case_path_type = 3
                self._has |= 1028
            elif tag == 34:
                if self._case_path_type and self._case_path_type != 4:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_path_type = buf[pos:pos + n].decode()
                pos += n
                self._case_path_type = 4
                self._has |= 1032
            elif tag == 48:
                x, pos = _varint(buf, pos, end)
                self._f_partition_index = x
            elif tag == 56:
                x, pos = _varint(buf, pos, end)
                self._f_start = x
            elif tag == 64:
                x, pos = _varint(buf, pos, end)
                self._f_length = x
            elif tag == 74:
                if self._case_file_format:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_file_format = ReadRel_LocalFiles_FileOrFiles_ParquetReadOptions(buf, pos, pos + n)
                pos += n
                self._case_file_format = 9
                self._has |= 2064
            elif tag == 82:
                if self._case_file_format:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_file_format = ReadRel_LocalFiles_FileOrFiles_ArrowReadOptions(buf, pos, pos + n)
                pos += n
                self._case_file_format = 10
                self._has |= 2080
            elif tag == 90:
                if self._case_file_format:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_file_format = ReadRel_LocalFiles_FileOrFiles_OrcReadOptions(buf, pos, pos + n)
                pos += n
                self._case_file_format = 11
                self._has |= 2112
            elif tag == 98:
                if self._case_file_format:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_file_format = google_protobuf_Any(buf, pos, pos + n)
                pos += n
                self._case_file_format = 12
                self._has |= 2176
            elif tag == 106:
                if self._case_file_format:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_file_format = ReadRel_LocalFiles_FileOrFiles_DwrfReadOptions(buf, pos, pos + n)
                pos += n
                self._case_file_format = 13
                self._has |= 2304
            elif tag == 114:
                if self._case_file_format:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_file_format = ReadRel_LocalFiles_FileOrFiles_DelimiterSeparatedTextReadOptions(buf, pos, pos + n)
                pos += n
                self._case_file_format = 14
                self._has |= 2560
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ReadRel_LocalFiles_FileOrFiles.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ReadRel.LocalFiles.FileOrFiles has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        if name == "path_type":
            return _CASES_ReadRel_LocalFiles_FileOrFiles_path_type.get(self._case_path_type)
        if name == "file_format":
            return _CASES_ReadRel_LocalFiles_FileOrFiles_file_format.get(self._case_file_format)
        raise ValueError(f"substrait.ReadRel.LocalFiles.FileOrFiles has no oneof {name!r}")

    @property
    def uri_path(self) -> builtins.str:
        if not self._read:
            self._fill()
        if self._case_path_type == 1:
            return cast(builtins.str, self._o_path_type)
        return ""

    @property
    def uri_path_glob(self) -> builtins.str:
        if not self._read:
            self._fill()
        if self._case_path_type == 2:
            return cast(builtins.str, self._o_path_type)
        return ""

    @property
    def uri_file(self) -> builtins.str:
        if not self._read:
            self._fill()
        if self._case_path_type == 3:
            return cast(builtins.str, self._o_path_type)
        return ""

    @property
    def uri_folder(self) -> builtins.str:
        if not self._read:
            self._fill()
        if self._case_path_type == 4:
            return cast(builtins.str, self._o_path_type)
        return ""

    @property
    def partition_index(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_partition_index

    @property
    def start(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_start

    @property
    def length(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_length

    @property
    def parquet(self) -> ReadRel_LocalFiles_FileOrFiles_ParquetReadOptions:
        if not self._read:
            self._fill()
        if self._case_file_format == 9:
            return cast(ReadRel_LocalFiles_FileOrFiles_ParquetReadOptions, self._o_file_format)
        return _NONE_ReadRel_LocalFiles_FileOrFiles_ParquetReadOptions

    @property
    def arrow(self) -> ReadRel_LocalFiles_FileOrFiles_ArrowReadOptions:
        if not self._read:
            self._fill()
        if self._case_file_format == 10:
            return cast(ReadRel_LocalFiles_FileOrFiles_ArrowReadOptions, self._o_file_format)
        return _NONE_ReadRel_LocalFiles_FileOrFiles_ArrowReadOptions

    @property
    def orc(self) -> ReadRel_LocalFiles_FileOrFiles_OrcReadOptions:
        if not self._read:
            self._fill()
        if self._case_file_format == 11:
            return cast(ReadRel_LocalFiles_FileOrFiles_OrcReadOptions, self._o_file_format)
        return _NONE_ReadRel_LocalFiles_FileOrFiles_OrcReadOptions

    @property
    def extension(self) -> google_protobuf_Any:
        if not self._read:
            self._fill()
        if self._case_file_format == 12:
            return cast(google_protobuf_Any, self._o_file_format)
        return _NONE_google_protobuf_Any

    @property
    def dwrf(self) -> ReadRel_LocalFiles_FileOrFiles_DwrfReadOptions:
        if not self._read:
            self._fill()
        if self._case_file_format == 13:
            return cast(ReadRel_LocalFiles_FileOrFiles_DwrfReadOptions, self._o_file_format)
        return _NONE_ReadRel_LocalFiles_FileOrFiles_DwrfReadOptions

    @property
    def text(self) -> ReadRel_LocalFiles_FileOrFiles_DelimiterSeparatedTextReadOptions:
        if not self._read:
            self._fill()
        if self._case_file_format == 14:
            return cast(ReadRel_LocalFiles_FileOrFiles_DelimiterSeparatedTextReadOptions, self._o_file_format)
        return _NONE_ReadRel_LocalFiles_FileOrFiles_DelimiterSeparatedTextReadOptions


_BITS_ReadRel_LocalFiles_FileOrFiles: Final[dict[str, int]] = {"arrow": 5, "dwrf": 8, "extension": 7, "file_format": 11, "orc": 6, "parquet": 4, "path_type": 10, "text": 9, "uri_file": 2, "uri_folder": 3, "uri_path": 0, "uri_path_glob": 1}
_CASES_ReadRel_LocalFiles_FileOrFiles_path_type: Final[dict[int, str]] = {1: "uri_path", 2: "uri_path_glob", 3: "uri_file", 4: "uri_folder" }
_CASES_ReadRel_LocalFiles_FileOrFiles_file_format: Final[dict[int, str]] = {9: "parquet", 10: "arrow", 11: "orc", 12: "extension", 13: "dwrf", 14: "text" }
_FIELDS_ReadRel_LocalFiles_FileOrFiles: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "uri_path", 0, False),
    (2, "uri_path_glob", 1, False),
    (3, "uri_file", 2, False),
    (4, "uri_folder", 3, False),
    (6, "partition_index", -1, False),
    (7, "start", -1, False),
    (8, "length", -1, False),
    (9, "parquet", 4, False),
    (10, "arrow", 5, False),
    (11, "orc", 6, False),
    (12, "extension", 7, False),
    (13, "dwrf", 8, False),
    (14, "text", 9, False),
)



class ReadRel_LocalFiles_FileOrFiles_ArrowReadOptions(Message):
    """substrait.ReadRel.LocalFiles.FileOrFiles.ArrowReadOptions"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ReadRel.LocalFiles.FileOrFiles.ArrowReadOptions")

    def _fill(self) -> None:
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ReadRel_LocalFiles_FileOrFiles_ArrowReadOptions.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ReadRel.LocalFiles.FileOrFiles.ArrowReadOptions has no field {name!r} with presence")
        return self._has >> bit & 1 == 1



_BITS_ReadRel_LocalFiles_FileOrFiles_ArrowReadOptions: Final[dict[str, int]] = {}
_FIELDS_ReadRel_LocalFiles_FileOrFiles_ArrowReadOptions: Final[tuple[tuple[int, str, int, bool], ...]] = (
)



class ReadRel_LocalFiles_FileOrFiles_DelimiterSeparatedTextReadOptions(Message):
    """substrait.ReadRel.LocalFiles.FileOrFiles.DelimiterSeparatedTextReadOptions"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ReadRel.LocalFiles.FileOrFiles.DelimiterSeparatedTextReadOptions")
    _f_field_delimiter: str
    _f_max_line_size: int
    _f_quote: str
    _f_header_lines_to_skip: int
    _f_escape: str
    _o__value_treated_as_null: Any
    _case__value_treated_as_null: int

    def _fill(self) -> None:
        self._f_field_delimiter = ""
        self._f_max_line_size = 0
        self._f_quote = ""
        self._f_header_lines_to_skip = 0
        self._f_escape = ""
        self._o__value_treated_as_null = None
        self._case__value_treated_as_null = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                n, pos = _length(buf, pos, end)
                self._f_field_delimiter = buf[pos:pos + n].decode()
                pos += n
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_max_line_size = x
            elif tag == 26:
                n, pos = _length(buf, pos, end)
                self._f_quote = buf[pos:pos + n].decode()
                pos += n
            elif tag == 32:
                x, pos = _varint(buf, pos, end)
                self._f_header_lines_to_skip = x
            elif tag == 42:
                n, pos = _length(buf, pos, end)
                self._f_escape = buf[pos:pos + n].decode()
                pos += n
            elif tag == 50:
                if self._case__value_treated_as_null and self._case__value_treated_as_null != 6:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o__value_treated_as_null = buf[pos:pos + n].decode()
                pos += n
                self._case__value_treated_as_null = 6
                self._has |= 3
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ReadRel_LocalFiles_FileOrFiles_DelimiterSeparatedTextReadOptions.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ReadRel.LocalFiles.FileOrFiles.DelimiterSeparatedTextReadOptions has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        if name == "_value_treated_as_null":
            return _CASES_ReadRel_LocalFiles_FileOrFiles_DelimiterSeparatedTextReadOptions__value_treated_as_null.get(self._case__value_treated_as_null)
        raise ValueError(f"substrait.ReadRel.LocalFiles.FileOrFiles.DelimiterSeparatedTextReadOptions has no oneof {name!r}")

    @property
    def field_delimiter(self) -> builtins.str:
        if not self._read:
            self._fill()
        return self._f_field_delimiter

    @property
    def max_line_size(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_max_line_size

    @property
    def quote(self) -> builtins.str:
        if not self._read:
            self._fill()
        return self._f_quote

    @property
    def header_lines_to_skip(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_header_lines_to_skip

    @property
    def escape(self) -> builtins.str:
        if not self._read:
            self._fill()
        return self._f_escape

    @property
    def value_treated_as_null(self) -> builtins.str:
        if not self._read:
            self._fill()
        if self._case__value_treated_as_null == 6:
            return cast(builtins.str, self._o__value_treated_as_null)
        return ""


_BITS_ReadRel_LocalFiles_FileOrFiles_DelimiterSeparatedTextReadOptions: Final[dict[str, int]] = {"_value_treated_as_null": 1, "value_treated_as_null": 0}
_CASES_ReadRel_LocalFiles_FileOrFiles_DelimiterSeparatedTextReadOptions__value_treated_as_null: Final[dict[int, str]] = {6: "value_treated_as_null" }
_FIELDS_ReadRel_LocalFiles_FileOrFiles_DelimiterSeparatedTextReadOptions: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "field_delimiter", -1, False),
    (2, "max_line_size", -1, False),
    (3, "quote", -1, False),
    (4, "header_lines_to_skip", -1, False),
    (5, "escape", -1, False),
    (6, "value_treated_as_null", 0, False),
)



class ReadRel_LocalFiles_FileOrFiles_DwrfReadOptions(Message):
    """substrait.ReadRel.LocalFiles.FileOrFiles.DwrfReadOptions"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ReadRel.LocalFiles.FileOrFiles.DwrfReadOptions")

    def _fill(self) -> None:
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ReadRel_LocalFiles_FileOrFiles_DwrfReadOptions.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ReadRel.LocalFiles.FileOrFiles.DwrfReadOptions has no field {name!r} with presence")
        return self._has >> bit & 1 == 1



_BITS_ReadRel_LocalFiles_FileOrFiles_DwrfReadOptions: Final[dict[str, int]] = {}
_FIELDS_ReadRel_LocalFiles_FileOrFiles_DwrfReadOptions: Final[tuple[tuple[int, str, int, bool], ...]] = (
)



class ReadRel_LocalFiles_FileOrFiles_OrcReadOptions(Message):
    """substrait.ReadRel.LocalFiles.FileOrFiles.OrcReadOptions"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ReadRel.LocalFiles.FileOrFiles.OrcReadOptions")

    def _fill(self) -> None:
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ReadRel_LocalFiles_FileOrFiles_OrcReadOptions.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ReadRel.LocalFiles.FileOrFiles.OrcReadOptions has no field {name!r} with presence")
        return self._has >> bit & 1 == 1



_BITS_ReadRel_LocalFiles_FileOrFiles_OrcReadOptions: Final[dict[str, int]] = {}
_FIELDS_ReadRel_LocalFiles_FileOrFiles_OrcReadOptions: Final[tuple[tuple[int, str, int, bool], ...]] = (
)



class ReadRel_LocalFiles_FileOrFiles_ParquetReadOptions(Message):
    """substrait.ReadRel.LocalFiles.FileOrFiles.ParquetReadOptions"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ReadRel.LocalFiles.FileOrFiles.ParquetReadOptions")

    def _fill(self) -> None:
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ReadRel_LocalFiles_FileOrFiles_ParquetReadOptions.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ReadRel.LocalFiles.FileOrFiles.ParquetReadOptions has no field {name!r} with presence")
        return self._has >> bit & 1 == 1



_BITS_ReadRel_LocalFiles_FileOrFiles_ParquetReadOptions: Final[dict[str, int]] = {}
_FIELDS_ReadRel_LocalFiles_FileOrFiles_ParquetReadOptions: Final[tuple[tuple[int, str, int, bool], ...]] = (
)



class ReadRel_NamedTable(Message):
    """substrait.ReadRel.NamedTable"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ReadRel.NamedTable")
    _f_names: list[str]
    _f_advanced_extension: extensions_AdvancedExtension | None

    def _fill(self) -> None:
        self._f_names = _EMPTY
        self._f_advanced_extension = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_names is _EMPTY:
                    self._f_names = []
                n, pos = _length(buf, pos, end)
                self._f_names.append(buf[pos:pos + n].decode())
                pos += n
            elif tag == 82:
                if self._f_advanced_extension is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
                pos += n
                self._has |= 1
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ReadRel_NamedTable.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ReadRel.NamedTable has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def names(self) -> builtins.list[builtins.str]:
        if not self._read:
            self._fill()
        return self._f_names

    @property
    def advanced_extension(self) -> extensions_AdvancedExtension:
        if not self._read:
            self._fill()
        v = self._f_advanced_extension
        return v if v is not None else _NONE_extensions_AdvancedExtension


_BITS_ReadRel_NamedTable: Final[dict[str, int]] = {"advanced_extension": 0}
_FIELDS_ReadRel_NamedTable: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "names", -1, False),
    (10, "advanced_extension", 0, False),
)



class ReadRel_VirtualTable(Message):
    """substrait.ReadRel.VirtualTable"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ReadRel.VirtualTable")
    _f_expressions: list[Expression_Nested_Struct]

    def _fill(self) -> None:
        self._f_expressions = _EMPTY
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 18:
                if self._f_expressions is _EMPTY:
                    self._f_expressions = []
                n, pos = _length(buf, pos, end)
                self._f_expressions.append(Expression_Nested_Struct(buf, pos, pos + n))
                pos += n
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ReadRel_VirtualTable.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ReadRel.VirtualTable has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def expressions(self) -> builtins.list[Expression_Nested_Struct]:
        if not self._read:
            self._fill()
        return self._f_expressions


_BITS_ReadRel_VirtualTable: Final[dict[str, int]] = {}
_FIELDS_ReadRel_VirtualTable: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (2, "expressions", -1, False),
)



class ReferenceRel(Message):
    """substrait.ReferenceRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ReferenceRel")
    _f_subtree_ordinal: int

    def _fill(self) -> None:
        self._f_subtree_ordinal = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_subtree_ordinal = _int32(x)
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ReferenceRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ReferenceRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def subtree_ordinal(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_subtree_ordinal


_BITS_ReferenceRel: Final[dict[str, int]] = {}
_FIELDS_ReferenceRel: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "subtree_ordinal", -1, False),
)



class Rel(Message):
    """substrait.Rel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Rel")
    _o_rel_type: Any
    _case_rel_type: int

    def _fill(self) -> None:
        self._o_rel_type = None
        self._case_rel_type = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._case_rel_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_rel_type = ReadRel(buf, pos, pos + n)
                pos += n
                self._case_rel_type = 1
                self._has |= 16777217
            elif tag == 18:
                if self._case_rel_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_rel_type = FilterRel(buf, pos, pos + n)
                pos += n
                self._case_rel_type = 2
                self._has |= 16777218
            elif tag == 26:
                if self._case_rel_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_rel_type = FetchRel(buf, pos, pos + n)
                pos += n
                self._case_rel_type = 3
                self._has |= 16777220
            elif tag == 34:
                if self._case_rel_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_rel_type = AggregateRel(buf, pos, pos + n)
                pos += n
                self._case_rel_type = 4
                self._has |= 16777224
            elif tag == 42:
                if self._case_rel_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_rel_type = SortRel(buf, pos, pos + n)
                pos += n
                self._case_rel_type = 5
                self._has |= 16777232
            elif tag == 50:
                if self._case_rel_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_rel_type = JoinRel(buf, pos, pos + n)
                pos += n
                self._case_rel_type = 6
                self._has |= 16777248
            elif tag == 58:
                if self._case_rel_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_rel_type = ProjectRel(buf, pos, pos + n)
                pos += n
                self._case_rel_type = 7
                self._has |= 16777280
            elif tag == 66:
                if self._case_rel_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_rel_type = SetRel(buf, pos, pos + n)
                pos += n
                self._case_rel_type = 8
                self._has |= 16777344
            elif tag == 74:
                if self._case_rel_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_rel_type = ExtensionSingleRel(buf, pos, pos + n)
                pos += n
                self._case_rel_type = 9
                self._has |= 16777472
            elif tag == 82:
                if self._case_rel_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_rel_type = ExtensionMultiRel(buf, pos, pos + n)
                pos += n
                self._case_rel_type = 10
                self._has |= 16777728
            elif tag == 90:
                if self._case_rel_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_rel_type = ExtensionLeafRel(buf, pos, pos + n)
                pos += n
                self._case_rel_type = 11
                self._has |= 16778240
            elif tag == 98:
                if self._case_rel_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_rel_type = CrossRel(buf, pos, pos + n)
                pos += n
                self._case_rel_type = 12
                self._has |= 16779264
            elif tag == 106:
                if self._case_rel_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_rel_type = HashJoinRel(buf, pos, pos + n)
                pos += n
                self._case_rel_type = 13
                self._has |= 16781312
            elif tag == 114:
                if self._case_rel_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_rel_type = MergeJoinRel(buf, pos, pos + n)
                pos += n
                self._case_rel_type = 14
                self._has |= 16785408
            elif tag == 122:
                if self._case_rel_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_rel_type = ExchangeRel(buf, pos, pos + n)
                pos += n
                self._case_rel_type = 15
                self._has |= 16793600
            elif tag == 130:
                if self._case_rel_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_rel_type = ExpandRel(buf, pos, pos + n)
                pos += n
                self._case_rel_type = 16
                self._has |= 16809984
            elif tag == 138:
                if self._case_rel_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_rel_type = ConsistentPartitionWindowRel(buf, pos, pos + n)
                pos += n
                self._case_rel_type = 17
                self._has |= 16842752
            elif tag == 146:
                if self._case_rel_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_rel_type = NestedLoopJoinRel(buf, pos, pos + n)
                pos += n
                self._case_rel_type = 18
                self._has |= 16908288
            elif tag == 154:
                if self._case_rel_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_rel_type = WriteRel(buf, pos, pos + n)
                pos += n
                self._case_rel_type = 19
                self._has |= 17039360
            elif tag == 162:
                if self._case_rel_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_rel_type = DdlRel(buf, pos, pos + n)
                pos += n
                self._case_rel_type = 20
                self._has |= 17301504
            elif tag == 170:
                if self._case_rel_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_rel_type = ReferenceRel(buf, pos, pos + n)
                pos += n
                self._case_rel_type = 21
                self._has |= 17825792
            elif tag == 178:
                if self._case_rel_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_rel_type = UpdateRel(buf, pos, pos + n)
                pos += n
                self._case_rel_type = 22
                self._has |= 18874368
            elif tag == 186:
                if self._case_rel_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_rel_type = TopNRel(buf, pos, pos + n)
                pos += n
                self._case_rel_type = 23
                self._has |= 20971520
            elif tag == 194:
                if self._case_rel_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_rel_type = LateralJoinRel(buf, pos, pos + n)
                pos += n
                self._case_rel_type = 24
                self._has |= 25165824
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Rel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Rel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        if name == "rel_type":
            return _CASES_Rel_rel_type.get(self._case_rel_type)
        raise ValueError(f"substrait.Rel has no oneof {name!r}")

    @property
    def read(self) -> ReadRel:
        if not self._read:
            self._fill()
        if self._case_rel_type == 1:
            return cast(ReadRel, self._o_rel_type)
        return _NONE_ReadRel

    @property
    def filter(self) -> FilterRel:
        if not self._read:
            self._fill()
        if self._case_rel_type == 2:
            return cast(FilterRel, self._o_rel_type)
        return _NONE_FilterRel

    @property
    def fetch(self) -> FetchRel:
        if not self._read:
            self._fill()
        if self._case_rel_type == 3:
            return cast(FetchRel, self._o_rel_type)
        return _NONE_FetchRel

    @property
    def aggregate(self) -> AggregateRel:
        if not self._read:
            self._fill()
        if self._case_rel_type == 4:
            return cast(AggregateRel, self._o_rel_type)
        return _NONE_AggregateRel

    @property
    def sort(self) -> SortRel:
        if not self._read:
            self._fill()
        if self._case_rel_type == 5:
            return cast(SortRel, self._o_rel_type)
        return _NONE_SortRel

    @property
    def join(self) -> JoinRel:
        if not self._read:
            self._fill()
        if self._case_rel_type == 6:
            return cast(JoinRel, self._o_rel_type)
        return _NONE_JoinRel

    @property
    def project(self) -> ProjectRel:
        if not self._read:
            self._fill()
        if self._case_rel_type == 7:
            return cast(ProjectRel, self._o_rel_type)
        return _NONE_ProjectRel

    @property
    def set(self) -> SetRel:
        if not self._read:
            self._fill()
        if self._case_rel_type == 8:
            return cast(SetRel, self._o_rel_type)
        return _NONE_SetRel

    @property
    def extension_single(self) -> ExtensionSingleRel:
        if not self._read:
            self._fill()
        if self._case_rel_type == 9:
            return cast(ExtensionSingleRel, self._o_rel_type)
        return _NONE_ExtensionSingleRel

    @property
    def extension_multi(self) -> ExtensionMultiRel:
        if not self._read:
            self._fill()
        if self._case_rel_type == 10:
            return cast(ExtensionMultiRel, self._o_rel_type)
        return _NONE_ExtensionMultiRel

    @property
    def extension_leaf(self) -> ExtensionLeafRel:
        if not self._read:
            self._fill()
        if self._case_rel_type == 11:
            return cast(ExtensionLeafRel, self._o_rel_type)
        return _NONE_ExtensionLeafRel

    @property
    def cross(self) -> CrossRel:
        if not self._read:
            self._fill()
        if self._case_rel_type == 12:
            return cast(CrossRel, self._o_rel_type)
        return _NONE_CrossRel

    @property
    def hash_join(self) -> HashJoinRel:
        if not self._read:
            self._fill()
        if self._case_rel_type == 13:
            return cast(HashJoinRel, self._o_rel_type)
        return _NONE_HashJoinRel

    @property
    def merge_join(self) -> MergeJoinRel:
        if not self._read:
            self._fill()
        if self._case_rel_type == 14:
            return cast(MergeJoinRel, self._o_rel_type)
        return _NONE_MergeJoinRel

    @property
    def exchange(self) -> ExchangeRel:
        if not self._read:
            self._fill()
        if self._case_rel_type == 15:
            return cast(ExchangeRel, self._o_rel_type)
        return _NONE_ExchangeRel

    @property
    def expand(self) -> ExpandRel:
        if not self._read:
            self._fill()
        if self._case_rel_type == 16:
            return cast(ExpandRel, self._o_rel_type)
        return _NONE_ExpandRel

    @property
    def window(self) -> ConsistentPartitionWindowRel:
        if not self._read:
            self._fill()
        if self._case_rel_type == 17:
            return cast(ConsistentPartitionWindowRel, self._o_rel_type)
        return _NONE_ConsistentPartitionWindowRel

    @property
    def nested_loop_join(self) -> NestedLoopJoinRel:
        if not self._read:
            self._fill()
        if self._case_rel_type == 18:
            return cast(NestedLoopJoinRel, self._o_rel_type)
        return _NONE_NestedLoopJoinRel

    @property
    def write(self) -> WriteRel:
        if not self._read:
            self._fill()
        if self._case_rel_type == 19:
            return cast(WriteRel, self._o_rel_type)
        return _NONE_WriteRel

    @property
    def ddl(self) -> DdlRel:
        if not self._read:
            self._fill()
        if self._case_rel_type == 20:
            return cast(DdlRel, self._o_rel_type)
        return _NONE_DdlRel

    @property
    def reference(self) -> ReferenceRel:
        if not self._read:
            self._fill()
        if self._case_rel_type == 21:
            return cast(ReferenceRel, self._o_rel_type)
        return _NONE_ReferenceRel

    @property
    def update(self) -> UpdateRel:
        if not self._read:
            self._fill()
        if self._case_rel_type == 22:
            return cast(UpdateRel, self._o_rel_type)
        return _NONE_UpdateRel

    @property
    def top_n(self) -> TopNRel:
        if not self._read:
            self._fill()
        if self._case_rel_type == 23:
            return cast(TopNRel, self._o_rel_type)
        return _NONE_TopNRel

    @property
    def lateral_join(self) -> LateralJoinRel:
        if not self._read:
            self._fill()
        if self._case_rel_type == 24:
            return cast(LateralJoinRel, self._o_rel_type)
        return _NONE_LateralJoinRel


_BITS_Rel: Final[dict[str, int]] = {"aggregate": 3, "cross": 11, "ddl": 19, "exchange": 14, "expand": 15, "extension_leaf": 10, "extension_multi": 9, "extension_single": 8, "fetch": 2, "filter": 1, "hash_join": 12, "join": 5, "lateral_join": 23, "merge_join": 13, "nested_loop_join": 17, "project": 6, "read": 0, "reference": 20, "rel_type": 24, "set": 7, "sort": 4, "top_n": 22, "update": 21, "window": 16, "write": 18}
_CASES_Rel_rel_type: Final[dict[int, str]] = {1: "read", 2: "filter", 3: "fetch", 4: "aggregate", 5: "sort", 6: "join", 24: "lateral_join", 7: "project", 8: "set", 9: "extension_single", 10: "extension_multi", 11: "extension_leaf", 12: "cross", 21: "reference", 19: "write", 20: "ddl", 22: "update", 13: "hash_join", 14: "merge_join", 18: "nested_loop_join", 17: "window", 15: "exchange", 16: "expand", 23: "top_n" }
_FIELDS_Rel: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "read", 0, False),
    (2, "filter", 1, False),
    (3, "fetch", 2, False),
    (4, "aggregate", 3, False),
    (5, "sort", 4, False),
    (6, "join", 5, False),
    (7, "project", 6, False),
    (8, "set", 7, False),
    (9, "extension_single", 8, False),
    (10, "extension_multi", 9, False),
    (11, "extension_leaf", 10, False),
    (12, "cross", 11, False),
    (13, "hash_join", 12, False),
    (14, "merge_join", 13, False),
    (15, "exchange", 14, False),
    (16, "expand", 15, False),
    (17, "window", 16, False),
    (18, "nested_loop_join", 17, False),
    (19, "write", 18, False),
    (20, "ddl", 19, False),
    (21, "reference", 20, False),
    (22, "update", 21, False),
    (23, "top_n", 22, False),
    (24, "lateral_join", 23, False),
)



class RelCommon(Message):
    """substrait.RelCommon"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.RelCommon")
    _f_hint: RelCommon_Hint | None
    _f_advanced_extension: extensions_AdvancedExtension | None
    _o_emit_kind: Any
    _case_emit_kind: int
    _o__rel_anchor: Any
    _case__rel_anchor: int

    def _fill(self) -> None:
        self._f_hint = None
        self._f_advanced_extension = None
        self._o_emit_kind = None
        self._case_emit_kind = 0
        self._o__rel_anchor = None
        self._case__rel_anchor = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._case_emit_kind:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_emit_kind = RelCommon_Direct(buf, pos, pos + n)
                pos += n
                self._case_emit_kind = 1
                self._has |= 33
            elif tag == 18:
                if self._case_emit_kind:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_emit_kind = RelCommon_Emit(buf, pos, pos + n)
                pos += n
                self._case_emit_kind = 2
                self._has |= 34
            elif tag == 26:
                if self._f_hint is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_hint = RelCommon_Hint(buf, pos, pos + n)
                pos += n
                self._has |= 4
            elif tag == 34:
                if self._f_advanced_extension is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
                pos += n
                self._has |= 8
            elif tag == 40:
                if self._case__rel_anchor and self._case__rel_anchor != 5:
                    raise Unreadable()
                x, pos = _varint(buf, pos, end)
                self._o__rel_anchor = x & 0xFFFFFFFF
                self._case__rel_anchor = 5
                self._has |= 80
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_RelCommon.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.RelCommon has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        if name == "emit_kind":
            return _CASES_RelCommon_emit_kind.get(self._case_emit_kind)
        if name == "_rel_anchor":
            return _CASES_RelCommon__rel_anchor.get(self._case__rel_anchor)
        raise ValueError(f"substrait.RelCommon has no oneof {name!r}")

    @property
    def direct(self) -> RelCommon_Direct:
        if not self._read:
            self._fill()
        if self._case_emit_kind == 1:
            return cast(RelCommon_Direct, self._o_emit_kind)
        return _NONE_RelCommon_Direct

    @property
    def emit(self) -> RelCommon_Emit:
        if not self._read:
            self._fill()
        if self._case_emit_kind == 2:
            return cast(RelCommon_Emit, self._o_emit_kind)
        return _NONE_RelCommon_Emit

    @property
    def hint(self) -> RelCommon_Hint:
        if not self._read:
            self._fill()
        v = self._f_hint
        return v if v is not None else _NONE_RelCommon_Hint

    @property
    def advanced_extension(self) -> extensions_AdvancedExtension:
        if not self._read:
            self._fill()
        v = self._f_advanced_extension
        return v if v is not None else _NONE_extensions_AdvancedExtension

    @property
    def rel_anchor(self) -> builtins.int:
        if not self._read:
            self._fill()
        if self._case__rel_anchor == 5:
            return cast(builtins.int, self._o__rel_anchor)
        return 0


_BITS_RelCommon: Final[dict[str, int]] = {"_rel_anchor": 6, "advanced_extension": 3, "direct": 0, "emit": 1, "emit_kind": 5, "hint": 2, "rel_anchor": 4}
_CASES_RelCommon_emit_kind: Final[dict[int, str]] = {1: "direct", 2: "emit" }
_CASES_RelCommon__rel_anchor: Final[dict[int, str]] = {5: "rel_anchor" }
_FIELDS_RelCommon: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "direct", 0, False),
    (2, "emit", 1, False),
    (3, "hint", 2, False),
    (4, "advanced_extension", 3, False),
    (5, "rel_anchor", 4, False),
)



class RelCommon_Direct(Message):
    """substrait.RelCommon.Direct"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.RelCommon.Direct")

    def _fill(self) -> None:
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_RelCommon_Direct.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.RelCommon.Direct has no field {name!r} with presence")
        return self._has >> bit & 1 == 1



_BITS_RelCommon_Direct: Final[dict[str, int]] = {}
_FIELDS_RelCommon_Direct: Final[tuple[tuple[int, str, int, bool], ...]] = (
)



class RelCommon_Emit(Message):
    """substrait.RelCommon.Emit"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.RelCommon.Emit")
    _f_output_mapping: list[int]

    def _fill(self) -> None:
        self._f_output_mapping = _EMPTY
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                if self._f_output_mapping is _EMPTY:
                    self._f_output_mapping = []
                x, pos = _varint(buf, pos, end)
                self._f_output_mapping.append(_int32(x))
            elif tag == 10:
                if self._f_output_mapping is _EMPTY:
                    self._f_output_mapping = []
                n, pos = _length(buf, pos, end)
                stop = pos + n
                while pos < stop:
                    x, pos = _varint(buf, pos, stop)
                    self._f_output_mapping.append(_int32(x))
                if pos != stop:
                    raise Unreadable()
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_RelCommon_Emit.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.RelCommon.Emit has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def output_mapping(self) -> builtins.list[builtins.int]:
        if not self._read:
            self._fill()
        return self._f_output_mapping


_BITS_RelCommon_Emit: Final[dict[str, int]] = {}
_FIELDS_RelCommon_Emit: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "output_mapping", -1, False),
)



class RelCommon_Hint(Message):
    """substrait.RelCommon.Hint"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.RelCommon.Hint")
    _f_stats: RelCommon_Hint_Stats | None
    _f_constraint: RelCommon_Hint_RuntimeConstraint | None
    _f_alias: str
    _f_output_names: list[str]
    _f_advanced_extension: extensions_AdvancedExtension | None
    _f_saved_computations: list[RelCommon_Hint_SavedComputation]
    _f_loaded_computations: list[RelCommon_Hint_LoadedComputation]

    def _fill(self) -> None:
        self._f_stats = None
        self._f_constraint = None
        self._f_alias = ""
        self._f_output_names = _EMPTY
        self._f_advanced_extension = None
        self._f_saved_computations = _EMPTY
        self._f_loaded_computations = _EMPTY
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_stats is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_stats = RelCommon_Hint_Stats(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 18:
                if self._f_constraint is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_constraint = RelCommon_Hint_RuntimeConstraint(buf, pos, pos + n)
                pos += n
                self._has |= 2
            elif tag == 26:
                n, pos = _length(buf, pos, end)
                self._f_alias = buf[pos:pos + n].decode()
                pos += n
            elif tag == 34:
                if self._f_output_names is _EMPTY:
                    self._f_output_names = []
                n, pos = _length(buf, pos, end)
                self._f_output_names.append(buf[pos:pos + n].decode())
                pos += n
            elif tag == 82:
                if self._f_advanced_extension is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
                pos += n
                self._has |= 4
            elif tag == 90:
                if self._f_saved_computations is _EMPTY:
                    self._f_saved_computations = []
                n, pos = _length(buf, pos, end)
                self._f_saved_computations.append(RelCommon_Hint_SavedComputation(buf, pos, pos + n))
                pos += n
            elif tag == 98:
                if self._f_loaded_computations is _EMPTY:
                    self._f_loaded_computations = []
                n, pos = _length(buf, pos, end)
                self._f_loaded_computations.append(RelCommon_Hint_LoadedComputation(buf, pos, pos + n))
                pos += n
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_RelCommon_Hint.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.RelCommon.Hint has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def stats(self) -> RelCommon_Hint_Stats:
        if not self._read:
            self._fill()
        v = self._f_stats
        return v if v is not None else _NONE_RelCommon_Hint_Stats

    @property
    def constraint(self) -> RelCommon_Hint_RuntimeConstraint:
        if not self._read:
            self._fill()
        v = self._f_constraint
        return v if v is not None else _NONE_RelCommon_Hint_RuntimeConstraint

    @property
    def alias(self) -> builtins.str:
        if not self._read:
            self._fill()
        return self._f_alias

    @property
    def output_names(self) -> builtins.list[builtins.str]:
        if not self._read:
            self._fill()
        return self._f_output_names

    @property
    def advanced_extension(self) -> extensions_AdvancedExtension:
        if not self._read:
            self._fill()
        v = self._f_advanced_extension
        return v if v is not None else _NONE_extensions_AdvancedExtension

    @property
    def saved_computations(self) -> builtins.list[RelCommon_Hint_SavedComputation]:
        if not self._read:
            self._fill()
        return self._f_saved_computations

    @property
    def loaded_computations(self) -> builtins.list[RelCommon_Hint_LoadedComputation]:
        if not self._read:
            self._fill()
        return self._f_loaded_computations


_BITS_RelCommon_Hint: Final[dict[str, int]] = {"advanced_extension": 2, "constraint": 1, "stats": 0}
_FIELDS_RelCommon_Hint: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "stats", 0, False),
    (2, "constraint", 1, False),
    (3, "alias", -1, False),
    (4, "output_names", -1, False),
    (10, "advanced_extension", 2, False),
    (11, "saved_computations", -1, False),
    (12, "loaded_computations", -1, False),
)



class RelCommon_Hint_LoadedComputation(Message):
    """substrait.RelCommon.Hint.LoadedComputation"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.RelCommon.Hint.LoadedComputation")
    _f_computation_id_reference: int
    _f_type: int
    _f_advanced_extension: extensions_AdvancedExtension | None

    def _fill(self) -> None:
        self._f_computation_id_reference = 0
        self._f_type = 0
        self._f_advanced_extension = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_computation_id_reference = _int32(x)
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_type = _int32(x)
            elif tag == 82:
                if self._f_advanced_extension is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
                pos += n
                self._has |= 1
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_RelCommon_Hint_LoadedComputation.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.RelCommon.Hint.LoadedComputation has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def computation_id_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_computation_id_reference

    @property
    def type(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_type

    @property
    def advanced_extension(self) -> extensions_AdvancedExtension:
        if not self._read:
            self._fill()
        v = self._f_advanced_extension
        return v if v is not None else _NONE_extensions_AdvancedExtension


_BITS_RelCommon_Hint_LoadedComputation: Final[dict[str, int]] = {"advanced_extension": 0}
_FIELDS_RelCommon_Hint_LoadedComputation: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "computation_id_reference", -1, False),
    (2, "type", -1, False),
    (10, "advanced_extension", 0, False),
)



class RelCommon_Hint_RuntimeConstraint(Message):
    """substrait.RelCommon.Hint.RuntimeConstraint"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.RelCommon.Hint.RuntimeConstraint")
    _f_advanced_extension: extensions_AdvancedExtension | None

    def _fill(self) -> None:
        self._f_advanced_extension = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 82:
                if self._f_advanced_extension is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
                pos += n
                self._has |= 1
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_RelCommon_Hint_RuntimeConstraint.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.RelCommon.Hint.RuntimeConstraint has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def advanced_extension(self) -> extensions_AdvancedExtension:
        if not self._read:
            self._fill()
        v = self._f_advanced_extension
        return v if v is not None else _NONE_extensions_AdvancedExtension


_BITS_RelCommon_Hint_RuntimeConstraint: Final[dict[str, int]] = {"advanced_extension": 0}
_FIELDS_RelCommon_Hint_RuntimeConstraint: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (10, "advanced_extension", 0, False),
)



class RelCommon_Hint_SavedComputation(Message):
    """substrait.RelCommon.Hint.SavedComputation"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.RelCommon.Hint.SavedComputation")
    _f_computation_id: int
    _f_type: int
    _f_advanced_extension: extensions_AdvancedExtension | None

    def _fill(self) -> None:
        self._f_computation_id = 0
        self._f_type = 0
        self._f_advanced_extension = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_computation_id = _int32(x)
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_type = _int32(x)
            elif tag == 82:
                if self._f_advanced_extension is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
                pos += n
                self._has |= 1
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_RelCommon_Hint_SavedComputation.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.RelCommon.Hint.SavedComputation has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def computation_id(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_computation_id

    @property
    def type(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_type

    @property
    def advanced_extension(self) -> extensions_AdvancedExtension:
        if not self._read:
            self._fill()
        v = self._f_advanced_extension
        return v if v is not None else _NONE_extensions_AdvancedExtension


_BITS_RelCommon_Hint_SavedComputation: Final[dict[str, int]] = {"advanced_extension": 0}
_FIELDS_RelCommon_Hint_SavedComputation: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "computation_id", -1, False),
    (2, "type", -1, False),
    (10, "advanced_extension", 0, False),
)



class RelCommon_Hint_Stats(Message):
    """substrait.RelCommon.Hint.Stats"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.RelCommon.Hint.Stats")
    _f_row_count: float
    _f_record_size: float
    _f_advanced_extension: extensions_AdvancedExtension | None

    def _fill(self) -> None:
        self._f_row_count = 0.0
        self._f_record_size = 0.0
        self._f_advanced_extension = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 9:
                self._f_row_count = _fp64(buf, pos, end)
                pos += 8
            elif tag == 17:
                self._f_record_size = _fp64(buf, pos, end)
                pos += 8
            elif tag == 82:
                if self._f_advanced_extension is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
                pos += n
                self._has |= 1
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_RelCommon_Hint_Stats.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.RelCommon.Hint.Stats has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def row_count(self) -> builtins.float:
        if not self._read:
            self._fill()
        return self._f_row_count

    @property
    def record_size(self) -> builtins.float:
        if not self._read:
            self._fill()
        return self._f_record_size

    @property
    def advanced_extension(self) -> extensions_AdvancedExtension:
        if not self._read:
            self._fill()
        v = self._f_advanced_extension
        return v if v is not None else _NONE_extensions_AdvancedExtension


_BITS_RelCommon_Hint_Stats: Final[dict[str, int]] = {"advanced_extension": 0}
_FIELDS_RelCommon_Hint_Stats: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "row_count", -1, True),
    (2, "record_size", -1, True),
    (10, "advanced_extension", 0, False),
)



class RelRoot(Message):
    """substrait.RelRoot"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.RelRoot")
    _f_input: Rel | None
    _f_names: list[str]

    def _fill(self) -> None:
        self._f_input = None
        self._f_names = _EMPTY
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_input is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_input = Rel(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 18:
                if self._f_names is _EMPTY:
                    self._f_names = []
                n, pos = _length(buf, pos, end)
                self._f_names.append(buf[pos:pos + n].decode())
                pos += n
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_RelRoot.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.RelRoot has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def input(self) -> Rel:
        if not self._read:
            self._fill()
        v = self._f_input
        return v if v is not None else _NONE_Rel

    @property
    def names(self) -> builtins.list[builtins.str]:
        if not self._read:
            self._fill()
        return self._f_names


_BITS_RelRoot: Final[dict[str, int]] = {"input": 0}
_FIELDS_RelRoot: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "input", 0, False),
    (2, "names", -1, False),
)



class SetRel(Message):
    """substrait.SetRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.SetRel")
    _f_common: RelCommon | None
    _f_inputs: list[Rel]
    _f_op: int
    _f_advanced_extension: extensions_AdvancedExtension | None

    def _fill(self) -> None:
        self._f_common = None
        self._f_inputs = _EMPTY
        self._f_op = 0
        self._f_advanced_extension = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_common is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_common = RelCommon(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 18:
                if self._f_inputs is _EMPTY:
                    self._f_inputs = []
                n, pos = _length(buf, pos, end)
                self._f_inputs.append(Rel(buf, pos, pos + n))
                pos += n
            elif tag == 24:
                x, pos = _varint(buf, pos, end)
                self._f_op = _int32(x)
            elif tag == 82:
                if self._f_advanced_extension is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
                pos += n
                self._has |= 2
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_SetRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.SetRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def common(self) -> RelCommon:
        if not self._read:
            self._fill()
        v = self._f_common
        return v if v is not None else _NONE_RelCommon

    @property
    def inputs(self) -> builtins.list[Rel]:
        if not self._read:
            self._fill()
        return self._f_inputs

    @property
    def op(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_op

    @property
    def advanced_extension(self) -> extensions_AdvancedExtension:
        if not self._read:
            self._fill()
        v = self._f_advanced_extension
        return v if v is not None else _NONE_extensions_AdvancedExtension


_BITS_SetRel: Final[dict[str, int]] = {"advanced_extension": 1, "common": 0}
_FIELDS_SetRel: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "common", 0, False),
    (2, "inputs", -1, False),
    (3, "op", -1, False),
    (10, "advanced_extension", 1, False),
)



class SortField(Message):
    """substrait.SortField"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.SortField")
    _f_expr: Expression | None
    _o_sort_kind: Any
    _case_sort_kind: int

    def _fill(self) -> None:
        self._f_expr = None
        self._o_sort_kind = None
        self._case_sort_kind = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_expr is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_expr = Expression(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 16:
                if self._case_sort_kind and self._case_sort_kind != 2:
                    raise Unreadable()
                x, pos = _varint(buf, pos, end)
                self._o_sort_kind = _int32(x)
                self._case_sort_kind = 2
                self._has |= 10
            elif tag == 24:
                if self._case_sort_kind and self._case_sort_kind != 3:
                    raise Unreadable()
                x, pos = _varint(buf, pos, end)
                self._o_sort_kind = x & 0xFFFFFFFF
                self._case_sort_kind = 3
                self._has |= 12
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_SortField.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.SortField has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        if name == "sort_kind":
            return _CASES_SortField_sort_kind.get(self._case_sort_kind)
        raise ValueError(f"substrait.SortField has no oneof {name!r}")

    @property
    def expr(self) -> Expression:
        if not self._read:
            self._fill()
        v = self._f_expr
        return v if v is not None else _NONE_Expression

    @property
    def direction(self) -> builtins.int:
        if not self._read:
            self._fill()
        if self._case_sort_kind == 2:
            return cast(builtins.int, self._o_sort_kind)
        return 0

    @property
    def comparison_function_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        if self._case_sort_kind == 3:
            return cast(builtins.int, self._o_sort_kind)
        return 0


_BITS_SortField: Final[dict[str, int]] = {"comparison_function_reference": 2, "direction": 1, "expr": 0, "sort_kind": 3}
_CASES_SortField_sort_kind: Final[dict[int, str]] = {2: "direction", 3: "comparison_function_reference" }
_FIELDS_SortField: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "expr", 0, False),
    (2, "direction", 1, False),
    (3, "comparison_function_reference", 2, False),
)



class SortRel(Message):
    """substrait.SortRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.SortRel")
    _f_common: RelCommon | None
    _f_input: Rel | None
    _f_sorts: list[SortField]
    _f_advanced_extension: extensions_AdvancedExtension | None

    def _fill(self) -> None:
        self._f_common = None
        self._f_input = None
        self._f_sorts = _EMPTY
        self._f_advanced_extension = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_common is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_common = RelCommon(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 18:
                if self._f_input is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_input = Rel(buf, pos, pos + n)
                pos += n
                self._has |= 2
            elif tag == 26:
                if self._f_sorts is _EMPTY:
                    self._f_sorts = []
                n, pos = _length(buf, pos, end)
                self._f_sorts.append(SortField(buf, pos, pos + n))
                pos += n
            elif tag == 82:
                if self._f_advanced_extension is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
                pos += n
                self._has |= 4
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_SortRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.SortRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def common(self) -> RelCommon:
        if not self._read:
            self._fill()
        v = self._f_common
        return v if v is not None else _NONE_RelCommon

    @property
    def input(self) -> Rel:
        if not self._read:
            self._fill()
        v = self._f_input
        return v if v is not None else _NONE_Rel

    @property
    def sorts(self) -> builtins.list[SortField]:
        if not self._read:
            self._fill()
        return self._f_sorts

    @property
    def advanced_extension(self) -> extensions_AdvancedExtension:
        if not self._read:
            self._fill()
        v = self._f_advanced_extension
        return v if v is not None else _NONE_extensions_AdvancedExtension


_BITS_SortRel: Final[dict[str, int]] = {"advanced_extension": 2, "common": 0, "input": 1}
_FIELDS_SortRel: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "common", 0, False),
    (2, "input", 1, False),
    (3, "sorts", -1, False),
    (10, "advanced_extension", 2, False),
)



class TopNRel(Message):
    """substrait.TopNRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.TopNRel")
    _f_common: RelCommon | None
    _f_input: Rel | None
    _f_sorts: list[SortField]
    _f_offset: Expression | None
    _f_count: Expression | None
    _f_mode: int
    _f_advanced_extension: extensions_AdvancedExtension | None

    def _fill(self) -> None:
        self._f_common = None
        self._f_input = None
        self._f_sorts = _EMPTY
        self._f_offset = None
        self._f_count = None
        self._f_mode = 0
        self._f_advanced_extension = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_common is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_common = RelCommon(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 18:
                if self._f_input is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_input = Rel(buf, pos, pos + n)
                pos += n
                self._has |= 2
            elif tag == 26:
                if self._f_sorts is _EMPTY:
                    self._f_sorts = []
                n, pos = _length(buf, pos, end)
                self._f_sorts.append(SortField(buf, pos, pos + n))
                pos += n
            elif tag == 34:
                if self._f_offset is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_offset = Expression(buf, pos, pos + n)
                pos += n
                self._has |= 4
            elif tag == 42:
                if self._f_count is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_count = Expression(buf, pos, pos + n)
                pos += n
                self._has |= 8
            elif tag == 48:
                x, pos = _varint(buf, pos, end)
                self._f_mode = _int32(x)
            elif tag == 58:
                if self._f_advanced_extension is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
                pos += n
                self._has |= 16
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_TopNRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.TopNRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def common(self) -> RelCommon:
        if not self._read:
            self._fill()
        v = self._f_common
        return v if v is not None else _NONE_RelCommon

    @property
    def input(self) -> Rel:
        if not self._read:
            self._fill()
        v = self._f_input
        return v if v is not None else _NONE_Rel

    @property
    def sorts(self) -> builtins.list[SortField]:
        if not self._read:
            self._fill()
        return self._f_sorts

    @property
    def offset(self) -> Expression:
        if not self._read:
            self._fill()
        v = self._f_offset
        return v if v is not None else _NONE_Expression

    @property
    def count(self) -> Expression:
        if not self._read:
            self._fill()
        v = self._f_count
        return v if v is not None else _NONE_Expression

    @property
    def mode(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_mode

    @property
    def advanced_extension(self) -> extensions_AdvancedExtension:
        if not self._read:
            self._fill()
        v = self._f_advanced_extension
        return v if v is not None else _NONE_extensions_AdvancedExtension


_BITS_TopNRel: Final[dict[str, int]] = {"advanced_extension": 4, "common": 0, "count": 3, "input": 1, "offset": 2}
_FIELDS_TopNRel: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "common", 0, False),
    (2, "input", 1, False),
    (3, "sorts", -1, False),
    (4, "offset", 2, False),
    (5, "count", 3, False),
    (6, "mode", -1, False),
    (7, "advanced_extension", 4, False),
)



class Type(Message):
    """substrait.Type"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type")
    _o_kind: Any
    _case_kind: int

    def _fill(self) -> None:
        self._o_kind = None
        self._case_kind = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._case_kind:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_kind = Type_Boolean(buf, pos, pos + n)
                pos += n
                self._case_kind = 1
                self._has |= 268435457
            elif tag == 18:
                if self._case_kind:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_kind = Type_I8(buf, pos, pos + n)
                pos += n
                self._case_kind = 2
                self._has |= 268435458
            elif tag == 26:
                if self._case_kind:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_kind = Type_I16(buf, pos, pos + n)
                pos += n
                self._case_kind = 3
                self._has |= 268435460
            elif tag == 42:
                if self._case_kind:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_kind = Type_I32(buf, pos, pos + n)
                pos += n
                self._case_kind = 5
                self._has |= 268435464
            elif tag == 58:
                if self._case_kind:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_kind = Type_I64(buf, pos, pos + n)
                pos += n
                self._case_kind = 7
                self._has |= 268435472
            elif tag == 82:
                if self._case_kind:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_kind = Type_FP32(buf, pos, pos + n)
                pos += n
                self._case_kind = 10
                self._has |= 268435488
            elif tag == 90:
                if self._case_kind:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_kind = Type_FP64(buf, pos, pos + n)
                pos += n
                self._case_kind = 11
                self._has |= 268435520
            elif tag == 98:
                if self._case_kind:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_kind = Type_String(buf, pos, pos + n)
                pos += n
                self._case_kind = 12
                self._has |= 268435584
            elif tag == 106:
                if self._case_kind:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_kind = Type_Binary(buf, pos, pos + n)
                pos += n
                self._case_kind = 13
                self._has |= 268435712
            elif tag == 130:
                if self._case_kind:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_kind = Type_Date(buf, pos, pos + n)
                pos += n
                self._case_kind = 16
                self._has |= 268435968
            elif tag == 154:
                if self._case_kind:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_kind = Type_IntervalYear(buf, pos, pos + n)
                pos += n
                self._case_kind = 19
                self._has |= 268436480
            elif tag == 162:
                if self._case_kind:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_kind = Type_IntervalDay(buf, pos, pos + n)
                pos += n
                self._case_kind = 20
                self._has |= 268437504
            elif tag == 170:
                if self._case_kind:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_kind = Type_FixedChar(buf, pos, pos + n)
                pos += n
                self._case_kind = 21
                self._has |= 268439552
            elif tag == 178:
                if self._case_kind:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_kind = Type_VarChar(buf, pos, pos + n)
                pos += n
                self._case_kind = 22
                self._has |= 268443648
            elif tag == 186:
                if self._case_kind:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_kind = Type_FixedBinary(buf, pos, pos + n)
                pos += n
                self._case_kind = 23
                self._has |= 268451840
            elif tag == 194:
                if self._case_kind:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_kind = Type_Decimal(buf, pos, pos + n)
                pos += n
                self._case_kind = 24
                self._has |= 268468224
            elif tag == 202:
                if self._case_kind:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_kind = Type_Struct(buf, pos, pos + n)
                pos += n
                self._case_kind = 25
                self._has |= 268500992
            elif tag == 218:
                if self._case_kind:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_kind = Type_List(buf, pos, pos + n)
                pos += n
                self._case_kind = 27
                self._has |= 268566528
            elif tag == 226:
                if self._case_kind:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_kind = Type_Map(buf, pos, pos + n)
                pos += n
                self._case_kind = 28
                self._has |= 268697600
            elif tag == 242:
                if self._case_kind:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_kind = Type_UserDefined(buf, pos, pos + n)
                pos += n
                self._case_kind = 30
                self._has |= 268959744
            elif tag == 258:
                if self._case_kind:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_kind = Type_UUID(buf, pos, pos + n)
                pos += n
                self._case_kind = 32
                self._has |= 269484032
            elif tag == 266:
                if self._case_kind:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_kind = Type_PrecisionTimestamp(buf, pos, pos + n)
                pos += n
                self._case_kind = 33
                self._has |= 270532608
            elif tag == 274:
                if self._case_kind:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_kind = Type_PrecisionTimestampTZ(buf, pos, pos + n)
                pos += n
                self._case_kind = 34
                self._has |= 272629760
            elif tag == 282:
                if self._case_kind:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_kind = Type_IntervalCompound(buf, pos, pos + n)
                pos += n
                self._case_kind = 35
                self._has |= 276824064
            elif tag == 290:
                if self._case_kind:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_kind = Type_PrecisionTime(buf, pos, pos + n)
                pos += n
                self._case_kind = 36
                self._has |= 285212672
            elif tag == 298:
                if self._case_kind:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_kind = Type_TypeAliasReference(buf, pos, pos + n)
                pos += n
                self._case_kind = 37
                self._has |= 301989888
            elif tag == 306:
                if self._case_kind:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_kind = Type_Func(buf, pos, pos + n)
                pos += n
                self._case_kind = 38
                self._has |= 335544320
            elif tag == 314:
                if self._case_kind:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_kind = Type_Unbound(buf, pos, pos + n)
                pos += n
                self._case_kind = 39
                self._has |= 402653184
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        if name == "kind":
            return _CASES_Type_kind.get(self._case_kind)
        raise ValueError(f"substrait.Type has no oneof {name!r}")

    @property
    def bool(self) -> Type_Boolean:
        if not self._read:
            self._fill()
        if self._case_kind == 1:
            return cast(Type_Boolean, self._o_kind)
        return _NONE_Type_Boolean

    @property
    def i8(self) -> Type_I8:
        if not self._read:
            self._fill()
        if self._case_kind == 2:
            return cast(Type_I8, self._o_kind)
        return _NONE_Type_I8

    @property
    def i16(self) -> Type_I16:
        if not self._read:
            self._fill()
        if self._case_kind == 3:
            return cast(Type_I16, self._o_kind)
        return _NONE_Type_I16

    @property
    def i32(self) -> Type_I32:
        if not self._read:
            self._fill()
        if self._case_kind == 5:
            return cast(Type_I32, self._o_kind)
        return _NONE_Type_I32

    @property
    def i64(self) -> Type_I64:
        if not self._read:
            self._fill()
        if self._case_kind == 7:
            return cast(Type_I64, self._o_kind)
        return _NONE_Type_I64

    @property
    def fp32(self) -> Type_FP32:
        if not self._read:
            self._fill()
        if self._case_kind == 10:
            return cast(Type_FP32, self._o_kind)
        return _NONE_Type_FP32

    @property
    def fp64(self) -> Type_FP64:
        if not self._read:
            self._fill()
        if self._case_kind == 11:
            return cast(Type_FP64, self._o_kind)
        return _NONE_Type_FP64

    @property
    def string(self) -> Type_String:
        if not self._read:
            self._fill()
        if self._case_kind == 12:
            return cast(Type_String, self._o_kind)
        return _NONE_Type_String

    @property
    def binary(self) -> Type_Binary:
        if not self._read:
            self._fill()
        if self._case_kind == 13:
            return cast(Type_Binary, self._o_kind)
        return _NONE_Type_Binary

    @property
    def date(self) -> Type_Date:
        if not self._read:
            self._fill()
        if self._case_kind == 16:
            return cast(Type_Date, self._o_kind)
        return _NONE_Type_Date

    @property
    def interval_year(self) -> Type_IntervalYear:
        if not self._read:
            self._fill()
        if self._case_kind == 19:
            return cast(Type_IntervalYear, self._o_kind)
        return _NONE_Type_IntervalYear

    @property
    def interval_day(self) -> Type_IntervalDay:
        if not self._read:
            self._fill()
        if self._case_kind == 20:
            return cast(Type_IntervalDay, self._o_kind)
        return _NONE_Type_IntervalDay

    @property
    def fixed_char(self) -> Type_FixedChar:
        if not self._read:
            self._fill()
        if self._case_kind == 21:
            return cast(Type_FixedChar, self._o_kind)
        return _NONE_Type_FixedChar

    @property
    def varchar(self) -> Type_VarChar:
        if not self._read:
            self._fill()
        if self._case_kind == 22:
            return cast(Type_VarChar, self._o_kind)
        return _NONE_Type_VarChar

    @property
    def fixed_binary(self) -> Type_FixedBinary:
        if not self._read:
            self._fill()
        if self._case_kind == 23:
            return cast(Type_FixedBinary, self._o_kind)
        return _NONE_Type_FixedBinary

    @property
    def decimal(self) -> Type_Decimal:
        if not self._read:
            self._fill()
        if self._case_kind == 24:
            return cast(Type_Decimal, self._o_kind)
        return _NONE_Type_Decimal

    @property
    def struct(self) -> Type_Struct:
        if not self._read:
            self._fill()
        if self._case_kind == 25:
            return cast(Type_Struct, self._o_kind)
        return _NONE_Type_Struct

    @property
    def list(self) -> Type_List:
        if not self._read:
            self._fill()
        if self._case_kind == 27:
            return cast(Type_List, self._o_kind)
        return _NONE_Type_List

    @property
    def map(self) -> Type_Map:
        if not self._read:
            self._fill()
        if self._case_kind == 28:
            return cast(Type_Map, self._o_kind)
        return _NONE_Type_Map

    @property
    def user_defined(self) -> Type_UserDefined:
        if not self._read:
            self._fill()
        if self._case_kind == 30:
            return cast(Type_UserDefined, self._o_kind)
        return _NONE_Type_UserDefined

    @property
    def uuid(self) -> Type_UUID:
        if not self._read:
            self._fill()
        if self._case_kind == 32:
            return cast(Type_UUID, self._o_kind)
        return _NONE_Type_UUID

    @property
    def precision_timestamp(self) -> Type_PrecisionTimestamp:
        if not self._read:
            self._fill()
        if self._case_kind == 33:
            return cast(Type_PrecisionTimestamp, self._o_kind)
        return _NONE_Type_PrecisionTimestamp

    @property
    def precision_timestamp_tz(self) -> Type_PrecisionTimestampTZ:
        if not self._read:
            self._fill()
        if self._case_kind == 34:
            return cast(Type_PrecisionTimestampTZ, self._o_kind)
        return _NONE_Type_PrecisionTimestampTZ

    @property
    def interval_compound(self) -> Type_IntervalCompound:
        if not self._read:
            self._fill()
        if self._case_kind == 35:
            return cast(Type_IntervalCompound, self._o_kind)
        return _NONE_Type_IntervalCompound

    @property
    def precision_time(self) -> Type_PrecisionTime:
        if not self._read:
            self._fill()
        if self._case_kind == 36:
            return cast(Type_PrecisionTime, self._o_kind)
        return _NONE_Type_PrecisionTime

    @property
    def alias(self) -> Type_TypeAliasReference:
        if not self._read:
            self._fill()
        if self._case_kind == 37:
            return cast(Type_TypeAliasReference, self._o_kind)
        return _NONE_Type_TypeAliasReference

    @property
    def func(self) -> Type_Func:
        if not self._read:
            self._fill()
        if self._case_kind == 38:
            return cast(Type_Func, self._o_kind)
        return _NONE_Type_Func

    @property
    def unbound(self) -> Type_Unbound:
        if not self._read:
            self._fill()
        if self._case_kind == 39:
            return cast(Type_Unbound, self._o_kind)
        return _NONE_Type_Unbound


_BITS_Type: Final[dict[str, int]] = {"alias": 25, "binary": 8, "bool": 0, "date": 9, "decimal": 15, "fixed_binary": 14, "fixed_char": 12, "fp32": 5, "fp64": 6, "func": 26, "i16": 2, "i32": 3, "i64": 4, "i8": 1, "interval_compound": 23, "interval_day": 11, "interval_year": 10, "kind": 28, "list": 17, "map": 18, "precision_time": 24, "precision_timestamp": 21, "precision_timestamp_tz": 22, "string": 7, "struct": 16, "unbound": 27, "user_defined": 19, "uuid": 20, "varchar": 13}
_CASES_Type_kind: Final[dict[int, str]] = {1: "bool", 2: "i8", 3: "i16", 5: "i32", 7: "i64", 10: "fp32", 11: "fp64", 12: "string", 13: "binary", 16: "date", 19: "interval_year", 20: "interval_day", 35: "interval_compound", 32: "uuid", 21: "fixed_char", 22: "varchar", 23: "fixed_binary", 24: "decimal", 36: "precision_time", 33: "precision_timestamp", 34: "precision_timestamp_tz", 25: "struct", 27: "list", 28: "map", 38: "func", 39: "unbound", 30: "user_defined", 37: "alias" }
_FIELDS_Type: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "bool", 0, False),
    (2, "i8", 1, False),
    (3, "i16", 2, False),
    (5, "i32", 3, False),
    (7, "i64", 4, False),
    (10, "fp32", 5, False),
    (11, "fp64", 6, False),
    (12, "string", 7, False),
    (13, "binary", 8, False),
    (16, "date", 9, False),
    (19, "interval_year", 10, False),
    (20, "interval_day", 11, False),
    (21, "fixed_char", 12, False),
    (22, "varchar", 13, False),
    (23, "fixed_binary", 14, False),
    (24, "decimal", 15, False),
    (25, "struct", 16, False),
    (27, "list", 17, False),
    (28, "map", 18, False),
    (30, "user_defined", 19, False),
    (32, "uuid", 20, False),
    (33, "precision_timestamp", 21, False),
    (34, "precision_timestamp_tz", 22, False),
    (35, "interval_compound", 23, False),
    (36, "precision_time", 24, False),
    (37, "alias", 25, False),
    (38, "func", 26, False),
    (39, "unbound", 27, False),
)



class Type_Binary(Message):
    """substrait.Type.Binary"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.Binary")
    _f_type_variation_reference: int
    _f_nullability: int

    def _fill(self) -> None:
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_type_variation_reference = x & 0xFFFFFFFF
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_nullability = _int32(x)
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_Binary.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.Binary has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def type_variation_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_type_variation_reference

    @property
    def nullability(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_nullability


_BITS_Type_Binary: Final[dict[str, int]] = {}
_FIELDS_Type_Binary: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "type_variation_reference", -1, False),
    (2, "nullability", -1, False),
)



class Type_Boolean(Message):
    """substrait.Type.Boolean"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.Boolean")
    _f_type_variation_reference: int
    _f_nullability: int

    def _fill(self) -> None:
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_type_variation_reference = x & 0xFFFFFFFF
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_nullability = _int32(x)
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_Boolean.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.Boolean has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def type_variation_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_type_variation_reference

    @property
    def nullability(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_nullability


_BITS_Type_Boolean: Final[dict[str, int]] = {}
_FIELDS_Type_Boolean: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "type_variation_reference", -1, False),
    (2, "nullability", -1, False),
)



class Type_Date(Message):
    """substrait.Type.Date"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.Date")
    _f_type_variation_reference: int
    _f_nullability: int

    def _fill(self) -> None:
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_type_variation_reference = x & 0xFFFFFFFF
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_nullability = _int32(x)
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_Date.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.Date has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def type_variation_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_type_variation_reference

    @property
    def nullability(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_nullability


_BITS_Type_Date: Final[dict[str, int]] = {}
_FIELDS_Type_Date: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "type_variation_reference", -1, False),
    (2, "nullability", -1, False),
)



class Type_Decimal(Message):
    """substrait.Type.Decimal"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.Decimal")
    _f_scale: int
    _f_precision: int
    _f_type_variation_reference: int
    _f_nullability: int

    def _fill(self) -> None:
        self._f_scale = 0
        self._f_precision = 0
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_scale = _int32(x)
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_precision = _int32(x)
            elif tag == 24:
                x, pos = _varint(buf, pos, end)
                self._f_type_variation_reference = x & 0xFFFFFFFF
            elif tag == 32:
                x, pos = _varint(buf, pos, end)
                self._f_nullability = _int32(x)
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_Decimal.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.Decimal has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def scale(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_scale

    @property
    def precision(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_precision

    @property
    def type_variation_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_type_variation_reference

    @property
    def nullability(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_nullability


_BITS_Type_Decimal: Final[dict[str, int]] = {}
_FIELDS_Type_Decimal: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "scale", -1, False),
    (2, "precision", -1, False),
    (3, "type_variation_reference", -1, False),
    (4, "nullability", -1, False),
)



class Type_FP32(Message):
    """substrait.Type.FP32"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.FP32")
    _f_type_variation_reference: int
    _f_nullability: int

    def _fill(self) -> None:
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_type_variation_reference = x & 0xFFFFFFFF
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_nullability = _int32(x)
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_FP32.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.FP32 has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def type_variation_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_type_variation_reference

    @property
    def nullability(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_nullability


_BITS_Type_FP32: Final[dict[str, int]] = {}
_FIELDS_Type_FP32: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "type_variation_reference", -1, False),
    (2, "nullability", -1, False),
)



class Type_FP64(Message):
    """substrait.Type.FP64"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.FP64")
    _f_type_variation_reference: int
    _f_nullability: int

    def _fill(self) -> None:
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_type_variation_reference = x & 0xFFFFFFFF
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_nullability = _int32(x)
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_FP64.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.FP64 has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def type_variation_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_type_variation_reference

    @property
    def nullability(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_nullability


_BITS_Type_FP64: Final[dict[str, int]] = {}
_FIELDS_Type_FP64: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "type_variation_reference", -1, False),
    (2, "nullability", -1, False),
)



class Type_FixedBinary(Message):
    """substrait.Type.FixedBinary"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.FixedBinary")
    _f_length: int
    _f_type_variation_reference: int
    _f_nullability: int

    def _fill(self) -> None:
        self._f_length = 0
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_length = _int32(x)
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_type_variation_reference = x & 0xFFFFFFFF
            elif tag == 24:
                x, pos = _varint(buf, pos, end)
                self._f_nullability = _int32(x)
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_FixedBinary.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.FixedBinary has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def length(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_length

    @property
    def type_variation_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_type_variation_reference

    @property
    def nullability(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_nullability


_BITS_Type_FixedBinary: Final[dict[str, int]] = {}
_FIELDS_Type_FixedBinary: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "length", -1, False),
    (2, "type_variation_reference", -1, False),
    (3, "nullability", -1, False),
)



class Type_FixedChar(Message):
    """substrait.Type.FixedChar"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.FixedChar")
    _f_length: int
    _f_type_variation_reference: int
    _f_nullability: int

    def _fill(self) -> None:
        self._f_length = 0
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_length = _int32(x)
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_type_variation_reference = x & 0xFFFFFFFF
            elif tag == 24:
                x, pos = _varint(buf, pos, end)
                self._f_nullability = _int32(x)
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_FixedChar.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.FixedChar has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def length(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_length

    @property
    def type_variation_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_type_variation_reference

    @property
    def nullability(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_nullability


_BITS_Type_FixedChar: Final[dict[str, int]] = {}
_FIELDS_Type_FixedChar: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "length", -1, False),
    (2, "type_variation_reference", -1, False),
    (3, "nullability", -1, False),
)



class Type_Func(Message):
    """substrait.Type.Func"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.Func")
    _f_parameter_types: list[Type]
    _f_return_type: Type | None
    _f_nullability: int

    def _fill(self) -> None:
        self._f_parameter_types = _EMPTY
        self._f_return_type = None
        self._f_nullability = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_parameter_types is _EMPTY:
                    self._f_parameter_types = []
                n, pos = _length(buf, pos, end)
                self._f_parameter_types.append(Type(buf, pos, pos + n))
                pos += n
            elif tag == 18:
                if self._f_return_type is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_return_type = Type(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 24:
                x, pos = _varint(buf, pos, end)
                self._f_nullability = _int32(x)
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_Func.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.Func has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def parameter_types(self) -> builtins.list[Type]:
        if not self._read:
            self._fill()
        return self._f_parameter_types

    @property
    def return_type(self) -> Type:
        if not self._read:
            self._fill()
        v = self._f_return_type
        return v if v is not None else _NONE_Type

    @property
    def nullability(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_nullability


_BITS_Type_Func: Final[dict[str, int]] = {"return_type": 0}
_FIELDS_Type_Func: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "parameter_types", -1, False),
    (2, "return_type", 0, False),
    (3, "nullability", -1, False),
)



class Type_I16(Message):
    """substrait.Type.I16"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.I16")
    _f_type_variation_reference: int
    _f_nullability: int

    def _fill(self) -> None:
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_type_variation_reference = x & 0xFFFFFFFF
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_nullability = _int32(x)
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_I16.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.I16 has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def type_variation_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_type_variation_reference

    @property
    def nullability(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_nullability


_BITS_Type_I16: Final[dict[str, int]] = {}
_FIELDS_Type_I16: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "type_variation_reference", -1, False),
    (2, "nullability", -1, False),
)



class Type_I32(Message):
    """substrait.Type.I32"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.I32")
    _f_type_variation_reference: int
    _f_nullability: int

    def _fill(self) -> None:
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_type_variation_reference = x & 0xFFFFFFFF
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_nullability = _int32(x)
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_I32.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.I32 has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def type_variation_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_type_variation_reference

    @property
    def nullability(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_nullability


_BITS_Type_I32: Final[dict[str, int]] = {}
_FIELDS_Type_I32: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "type_variation_reference", -1, False),
    (2, "nullability", -1, False),
)



class Type_I64(Message):
    """substrait.Type.I64"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.I64")
    _f_type_variation_reference: int
    _f_nullability: int

    def _fill(self) -> None:
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_type_variation_reference = x & 0xFFFFFFFF
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_nullability = _int32(x)
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_I64.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.I64 has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def type_variation_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_type_variation_reference

    @property
    def nullability(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_nullability


_BITS_Type_I64: Final[dict[str, int]] = {}
_FIELDS_Type_I64: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "type_variation_reference", -1, False),
    (2, "nullability", -1, False),
)



class Type_I8(Message):
    """substrait.Type.I8"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.I8")
    _f_type_variation_reference: int
    _f_nullability: int

    def _fill(self) -> None:
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_type_variation_reference = x & 0xFFFFFFFF
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_nullability = _int32(x)
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_I8.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.I8 has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def type_variation_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_type_variation_reference

    @property
    def nullability(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_nullability


_BITS_Type_I8: Final[dict[str, int]] = {}
_FIELDS_Type_I8: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "type_variation_reference", -1, False),
    (2, "nullability", -1, False),
)



class Type_IntervalCompound(Message):
    """substrait.Type.IntervalCompound"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.IntervalCompound")
    _f_type_variation_reference: int
    _f_nullability: int
    _f_precision: int

    def _fill(self) -> None:
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        self._f_precision = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_type_variation_reference = x & 0xFFFFFFFF
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_nullability = _int32(x)
            elif tag == 24:
                x, pos = _varint(buf, pos, end)
                self._f_precision = _int32(x)
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_IntervalCompound.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.IntervalCompound has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def type_variation_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_type_variation_reference

    @property
    def nullability(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_nullability

    @property
    def precision(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_precision


_BITS_Type_IntervalCompound: Final[dict[str, int]] = {}
_FIELDS_Type_IntervalCompound: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "type_variation_reference", -1, False),
    (2, "nullability", -1, False),
    (3, "precision", -1, False),
)



class Type_IntervalDay(Message):
    """substrait.Type.IntervalDay"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.IntervalDay")
    _f_type_variation_reference: int
    _f_nullability: int
    _o__precision: Any
    _case__precision: int

    def _fill(self) -> None:
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        self._o__precision = None
        self._case__precision = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_type_variation_reference = x & 0xFFFFFFFF
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_nullability = _int32(x)
            elif tag == 24:
                if self._case__precision and self._case__precision != 3:
                    raise Unreadable()
                x, pos = _varint(buf, pos, end)
                self._o__precision = _int32(x)
                self._case__precision = 3
                self._has |= 3
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_IntervalDay.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.IntervalDay has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        if name == "_precision":
            return _CASES_Type_IntervalDay__precision.get(self._case__precision)
        raise ValueError(f"substrait.Type.IntervalDay has no oneof {name!r}")

    @property
    def type_variation_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_type_variation_reference

    @property
    def nullability(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_nullability

    @property
    def precision(self) -> builtins.int:
        if not self._read:
            self._fill()
        if self._case__precision == 3:
            return cast(builtins.int, self._o__precision)
        return 0


_BITS_Type_IntervalDay: Final[dict[str, int]] = {"_precision": 1, "precision": 0}
_CASES_Type_IntervalDay__precision: Final[dict[int, str]] = {3: "precision" }
_FIELDS_Type_IntervalDay: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "type_variation_reference", -1, False),
    (2, "nullability", -1, False),
    (3, "precision", 0, False),
)



class Type_IntervalYear(Message):
    """substrait.Type.IntervalYear"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.IntervalYear")
    _f_type_variation_reference: int
    _f_nullability: int

    def _fill(self) -> None:
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_type_variation_reference = x & 0xFFFFFFFF
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_nullability = _int32(x)
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_IntervalYear.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.IntervalYear has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def type_variation_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_type_variation_reference

    @property
    def nullability(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_nullability


_BITS_Type_IntervalYear: Final[dict[str, int]] = {}
_FIELDS_Type_IntervalYear: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "type_variation_reference", -1, False),
    (2, "nullability", -1, False),
)



class Type_List(Message):
    """substrait.Type.List"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.List")
    _f_type: Type | None
    _f_type_variation_reference: int
    _f_nullability: int

    def _fill(self) -> None:
        self._f_type = None
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_type is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_type = Type(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_type_variation_reference = x & 0xFFFFFFFF
            elif tag == 24:
                x, pos = _varint(buf, pos, end)
                self._f_nullability = _int32(x)
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_List.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.List has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def type(self) -> Type:
        if not self._read:
            self._fill()
        v = self._f_type
        return v if v is not None else _NONE_Type

    @property
    def type_variation_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_type_variation_reference

    @property
    def nullability(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_nullability


_BITS_Type_List: Final[dict[str, int]] = {"type": 0}
_FIELDS_Type_List: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "type", 0, False),
    (2, "type_variation_reference", -1, False),
    (3, "nullability", -1, False),
)



class Type_Map(Message):
    """substrait.Type.Map"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.Map")
    _f_key: Type | None
    _f_value: Type | None
    _f_type_variation_reference: int
    _f_nullability: int

    def _fill(self) -> None:
        self._f_key = None
        self._f_value = None
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_key is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_key = Type(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 18:
                if self._f_value is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_value = Type(buf, pos, pos + n)
                pos += n
                self._has |= 2
            elif tag == 24:
                x, pos = _varint(buf, pos, end)
                self._f_type_variation_reference = x & 0xFFFFFFFF
            elif tag == 32:
                x, pos = _varint(buf, pos, end)
                self._f_nullability = _int32(x)
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_Map.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.Map has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def key(self) -> Type:
        if not self._read:
            self._fill()
        v = self._f_key
        return v if v is not None else _NONE_Type

    @property
    def value(self) -> Type:
        if not self._read:
            self._fill()
        v = self._f_value
        return v if v is not None else _NONE_Type

    @property
    def type_variation_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_type_variation_reference

    @property
    def nullability(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_nullability


_BITS_Type_Map: Final[dict[str, int]] = {"key": 0, "value": 1}
_FIELDS_Type_Map: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "key", 0, False),
    (2, "value", 1, False),
    (3, "type_variation_reference", -1, False),
    (4, "nullability", -1, False),
)



class Type_Parameter(Message):
    """substrait.Type.Parameter"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.Parameter")
    _o_parameter: Any
    _case_parameter: int

    def _fill(self) -> None:
        self._o_parameter = None
        self._case_parameter = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._case_parameter:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_parameter = google_protobuf_Empty(buf, pos, pos + n)
                pos += n
                self._case_parameter = 1
                self._has |= 65
            elif tag == 18:
                if self._case_parameter:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_parameter = Type(buf, pos, pos + n)
                pos += n
                self._case_parameter = 2
                self._has |= 66
            elif tag == 24:
                if self._case_parameter and self._case_parameter != 3:
                    raise Unreadable()
                x, pos = _varint(buf, pos, end)
                self._o_parameter = x != 0
                self._case_parameter = 3
                self._has |= 68
            elif tag == 32:
                if self._case_parameter and self._case_parameter != 4:
                    raise Unreadable()
                x, pos = _varint(buf, pos, end)
                self._o_parameter = _int64(x)
                self._case_parameter = 4
                self._has |= 72
            elif tag == 42:
                if self._case_parameter and self._case_parameter != 5:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_parameter = buf[pos:pos + n].decode()
                pos += n
                self._case_parameter = 5
                self._has |= 80
            elif tag == 50:
                if self._case_parameter and self._case_parameter != 6:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_parameter = buf[pos:pos + n].decode()
                pos += n
                self._case_parameter = 6
                self._has |= 96
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_Parameter.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.Parameter has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        if name == "parameter":
            return _CASES_Type_Parameter_parameter.get(self._case_parameter)
        raise ValueError(f"substrait.Type.Parameter has no oneof {name!r}")

    @property
    def null(self) -> google_protobuf_Empty:
        if not self._read:
            self._fill()
        if self._case_parameter == 1:
            return cast(google_protobuf_Empty, self._o_parameter)
        return _NONE_google_protobuf_Empty

    @property
    def data_type(self) -> Type:
        if not self._read:
            self._fill()
        if self._case_parameter == 2:
            return cast(Type, self._o_parameter)
        return _NONE_Type

    @property
    def boolean(self) -> builtins.bool:
        if not self._read:
            self._fill()
        if self._case_parameter == 3:
            return cast(builtins.bool, self._o_parameter)
        return False

    @property
    def integer(self) -> builtins.int:
        if not self._read:
            self._fill()
        if self._case_parameter == 4:
            return cast(builtins.int, self._o_parameter)
        return 0

    @property
    def enum(self) -> builtins.str:
        if not self._read:
            self._fill()
        if self._case_parameter == 5:
            return cast(builtins.str, self._o_parameter)
        return ""

    @property
    def string(self) -> builtins.str:
        if not self._read:
            self._fill()
        if self._case_parameter == 6:
            return cast(builtins.str, self._o_parameter)
        return ""


_BITS_Type_Parameter: Final[dict[str, int]] = {"boolean": 2, "data_type": 1, "enum": 4, "integer": 3, "null": 0, "parameter": 6, "string": 5}
_CASES_Type_Parameter_parameter: Final[dict[int, str]] = {1: "null", 2: "data_type", 3: "boolean", 4: "integer", 5: "enum", 6: "string" }
_FIELDS_Type_Parameter: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "null", 0, False),
    (2, "data_type", 1, False),
    (3, "boolean", 2, False),
    (4, "integer", 3, False),
    (5, "enum", 4, False),
    (6, "string", 5, False),
)



class Type_PrecisionTime(Message):
    """substrait.Type.PrecisionTime"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.PrecisionTime")
    _f_precision: int
    _f_type_variation_reference: int
    _f_nullability: int

    def _fill(self) -> None:
        self._f_precision = 0
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_precision = _int32(x)
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_type_variation_reference = x & 0xFFFFFFFF
            elif tag == 24:
                x, pos = _varint(buf, pos, end)
                self._f_nullability = _int32(x)
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_PrecisionTime.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.PrecisionTime has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def precision(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_precision

    @property
    def type_variation_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_type_variation_reference

    @property
    def nullability(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_nullability


_BITS_Type_PrecisionTime: Final[dict[str, int]] = {}
_FIELDS_Type_PrecisionTime: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "precision", -1, False),
    (2, "type_variation_reference", -1, False),
    (3, "nullability", -1, False),
)



class Type_PrecisionTimestamp(Message):
    """substrait.Type.PrecisionTimestamp"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.PrecisionTimestamp")
    _f_precision: int
    _f_type_variation_reference: int
    _f_nullability: int

    def _fill(self) -> None:
        self._f_precision = 0
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_precision = _int32(x)
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_type_variation_reference = x & 0xFFFFFFFF
            elif tag == 24:
                x, pos = _varint(buf, pos, end)
                self._f_nullability = _int32(x)
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_PrecisionTimestamp.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.PrecisionTimestamp has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def precision(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_precision

    @property
    def type_variation_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_type_variation_reference

    @property
    def nullability(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_nullability


_BITS_Type_PrecisionTimestamp: Final[dict[str, int]] = {}
_FIELDS_Type_PrecisionTimestamp: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "precision", -1, False),
    (2, "type_variation_reference", -1, False),
    (3, "nullability", -1, False),
)



class Type_PrecisionTimestampTZ(Message):
    """substrait.Type.PrecisionTimestampTZ"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.PrecisionTimestampTZ")
    _f_precision: int
    _f_type_variation_reference: int
    _f_nullability: int

    def _fill(self) -> None:
        self._f_precision = 0
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_precision = _int32(x)
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_type_variation_reference = x & 0xFFFFFFFF
            elif tag == 24:
                x, pos = _varint(buf, pos, end)
                self._f_nullability = _int32(x)
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_PrecisionTimestampTZ.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.PrecisionTimestampTZ has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def precision(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_precision

    @property
    def type_variation_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_type_variation_reference

    @property
    def nullability(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_nullability


_BITS_Type_PrecisionTimestampTZ: Final[dict[str, int]] = {}
_FIELDS_Type_PrecisionTimestampTZ: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "precision", -1, False),
    (2, "type_variation_reference", -1, False),
    (3, "nullability", -1, False),
)



class Type_String(Message):
    """substrait.Type.String"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.String")
    _f_type_variation_reference: int
    _f_nullability: int

    def _fill(self) -> None:
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_type_variation_reference = x & 0xFFFFFFFF
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_nullability = _int32(x)
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_String.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.String has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def type_variation_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_type_variation_reference

    @property
    def nullability(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_nullability


_BITS_Type_String: Final[dict[str, int]] = {}
_FIELDS_Type_String: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "type_variation_reference", -1, False),
    (2, "nullability", -1, False),
)



class Type_Struct(Message):
    """substrait.Type.Struct"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.Struct")
    _f_types: list[Type]
    _f_type_variation_reference: int
    _f_nullability: int

    def _fill(self) -> None:
        self._f_types = _EMPTY
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_types is _EMPTY:
                    self._f_types = []
                n, pos = _length(buf, pos, end)
                self._f_types.append(Type(buf, pos, pos + n))
                pos += n
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_type_variation_reference = x & 0xFFFFFFFF
            elif tag == 24:
                x, pos = _varint(buf, pos, end)
                self._f_nullability = _int32(x)
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_Struct.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.Struct has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def types(self) -> builtins.list[Type]:
        if not self._read:
            self._fill()
        return self._f_types

    @property
    def type_variation_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_type_variation_reference

    @property
    def nullability(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_nullability


_BITS_Type_Struct: Final[dict[str, int]] = {}
_FIELDS_Type_Struct: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "types", -1, False),
    (2, "type_variation_reference", -1, False),
    (3, "nullability", -1, False),
)



class Type_TypeAliasReference(Message):
    """substrait.Type.TypeAliasReference"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.TypeAliasReference")
    _f_type_alias_reference: int
    _f_nullability: int

    def _fill(self) -> None:
        self._f_type_alias_reference = 0
        self._f_nullability = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_type_alias_reference = x & 0xFFFFFFFF
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_nullability = _int32(x)
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_TypeAliasReference.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.TypeAliasReference has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def type_alias_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_type_alias_reference

    @property
    def nullability(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_nullability


_BITS_Type_TypeAliasReference: Final[dict[str, int]] = {}
_FIELDS_Type_TypeAliasReference: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "type_alias_reference", -1, False),
    (2, "nullability", -1, False),
)



class Type_UUID(Message):
    """substrait.Type.UUID"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.UUID")
    _f_type_variation_reference: int
    _f_nullability: int

    def _fill(self) -> None:
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_type_variation_reference = x & 0xFFFFFFFF
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_nullability = _int32(x)
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_UUID.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.UUID has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def type_variation_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_type_variation_reference

    @property
    def nullability(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_nullability


_BITS_Type_UUID: Final[dict[str, int]] = {}
_FIELDS_Type_UUID: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "type_variation_reference", -1, False),
    (2, "nullability", -1, False),
)



class Type_Unbound(Message):
    """substrait.Type.Unbound"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.Unbound")

    def _fill(self) -> None:
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_Unbound.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.Unbound has no field {name!r} with presence")
        return self._has >> bit & 1 == 1



_BITS_Type_Unbound: Final[dict[str, int]] = {}
_FIELDS_Type_Unbound: Final[tuple[tuple[int, str, int, bool], ...]] = (
)



class Type_UserDefined(Message):
    """substrait.Type.UserDefined"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.UserDefined")
    _f_type_reference: int
    _f_type_variation_reference: int
    _f_nullability: int
    _f_type_parameters: list[Type_Parameter]

    def _fill(self) -> None:
        self._f_type_reference = 0
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        self._f_type_parameters = _EMPTY
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_type_reference = x & 0xFFFFFFFF
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_type_variation_reference = x & 0xFFFFFFFF
            elif tag == 24:
                x, pos = _varint(buf, pos, end)
                self._f_nullability = _int32(x)
            elif tag == 34:
                if self._f_type_parameters is _EMPTY:
                    self._f_type_parameters = []
                n, pos = _length(buf, pos, end)
                self._f_type_parameters.append(Type_Parameter(buf, pos, pos + n))
                pos += n
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_UserDefined.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.UserDefined has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def type_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_type_reference

    @property
    def type_variation_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_type_variation_reference

    @property
    def nullability(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_nullability

    @property
    def type_parameters(self) -> builtins.list[Type_Parameter]:
        if not self._read:
            self._fill()
        return self._f_type_parameters


_BITS_Type_UserDefined: Final[dict[str, int]] = {}
_FIELDS_Type_UserDefined: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "type_reference", -1, False),
    (2, "type_variation_reference", -1, False),
    (3, "nullability", -1, False),
    (4, "type_parameters", -1, False),
)



class Type_VarChar(Message):
    """substrait.Type.VarChar"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.VarChar")
    _f_length: int
    _f_type_variation_reference: int
    _f_nullability: int

    def _fill(self) -> None:
        self._f_length = 0
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_length = _int32(x)
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_type_variation_reference = x & 0xFFFFFFFF
            elif tag == 24:
                x, pos = _varint(buf, pos, end)
                self._f_nullability = _int32(x)
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_VarChar.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.VarChar has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def length(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_length

    @property
    def type_variation_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_type_variation_reference

    @property
    def nullability(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_nullability


_BITS_Type_VarChar: Final[dict[str, int]] = {}
_FIELDS_Type_VarChar: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "length", -1, False),
    (2, "type_variation_reference", -1, False),
    (3, "nullability", -1, False),
)



class TypeAlias(Message):
    """substrait.TypeAlias"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.TypeAlias")
    _f_type_alias_anchor: int
    _f_type: Type | None

    def _fill(self) -> None:
        self._f_type_alias_anchor = 0
        self._f_type = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_type_alias_anchor = x & 0xFFFFFFFF
            elif tag == 18:
                if self._f_type is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_type = Type(buf, pos, pos + n)
                pos += n
                self._has |= 1
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_TypeAlias.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.TypeAlias has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def type_alias_anchor(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_type_alias_anchor

    @property
    def type(self) -> Type:
        if not self._read:
            self._fill()
        v = self._f_type
        return v if v is not None else _NONE_Type


_BITS_TypeAlias: Final[dict[str, int]] = {"type": 0}
_FIELDS_TypeAlias: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "type_alias_anchor", -1, False),
    (2, "type", 0, False),
)



class UpdateRel(Message):
    """substrait.UpdateRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.UpdateRel")
    _f_table_schema: NamedStruct | None
    _f_condition: Expression | None
    _f_transformations: list[UpdateRel_TransformExpression]
    _f_advanced_extension: extensions_AdvancedExtension | None
    _f_common: RelCommon | None
    _o_update_type: Any
    _case_update_type: int

    def _fill(self) -> None:
        self._f_table_schema = None
        self._f_condition = None
        self._f_transformations = _EMPTY
        self._f_advanced_extension = None
        self._f_common = None
        self._o_update_type = None
        self._case_update_type = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._case_update_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_update_type = NamedTable(buf, pos, pos + n)
                pos += n
                self._case_update_type = 1
                self._has |= 33
            elif tag == 18:
                if self._f_table_schema is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_table_schema = NamedStruct(buf, pos, pos + n)
                pos += n
                self._has |= 2
            elif tag == 26:
                if self._f_condition is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_condition = Expression(buf, pos, pos + n)
                pos += n
                self._has |= 4
            elif tag == 34:
                if self._f_transformations is _EMPTY:
                    self._f_transformations = []
                n, pos = _length(buf, pos, end)
                self._f_transformations.append(UpdateRel_TransformExpression(buf, pos, pos + n))
                pos += n
            elif tag == 42:
                if self._f_advanced_extension is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
                pos += n
                self._has |= 8
            elif tag == 50:
                if self._f_common is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_common = RelCommon(buf, pos, pos + n)
                pos += n
                self._has |= 16
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_UpdateRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.UpdateRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        if name == "update_type":
            return _CASES_UpdateRel_update_type.get(self._case_update_type)
        raise ValueError(f"substrait.UpdateRel has no oneof {name!r}")

    @property
    def named_table(self) -> NamedTable:
        if not self._read:
            self._fill()
        if self._case_update_type == 1:
            return cast(NamedTable, self._o_update_type)
        return _NONE_NamedTable

    @property
    def table_schema(self) -> NamedStruct:
        if not self._read:
            self._fill()
        v = self._f_table_schema
        return v if v is not None else _NONE_NamedStruct

    @property
    def condition(self) -> Expression:
        if not self._read:
            self._fill()
        v = self._f_condition
        return v if v is not None else _NONE_Expression

    @property
    def transformations(self) -> builtins.list[UpdateRel_TransformExpression]:
        if not self._read:
            self._fill()
        return self._f_transformations

    @property
    def advanced_extension(self) -> extensions_AdvancedExtension:
        if not self._read:
            self._fill()
        v = self._f_advanced_extension
        return v if v is not None else _NONE_extensions_AdvancedExtension

    @property
    def common(self) -> RelCommon:
        if not self._read:
            self._fill()
        v = self._f_common
        return v if v is not None else _NONE_RelCommon


_BITS_UpdateRel: Final[dict[str, int]] = {"advanced_extension": 3, "common": 4, "condition": 2, "named_table": 0, "table_schema": 1, "update_type": 5}
_CASES_UpdateRel_update_type: Final[dict[int, str]] = {1: "named_table" }
_FIELDS_UpdateRel: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "named_table", 0, False),
    (2, "table_schema", 1, False),
    (3, "condition", 2, False),
    (4, "transformations", -1, False),
    (5, "advanced_extension", 3, False),
    (6, "common", 4, False),
)



class UpdateRel_TransformExpression(Message):
    """substrait.UpdateRel.TransformExpression"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.UpdateRel.TransformExpression")
    _f_transformation: Expression | None
    _f_column_target: int

    def _fill(self) -> None:
        self._f_transformation = None
        self._f_column_target = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_transformation is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_transformation = Expression(buf, pos, pos + n)
                pos += n
                self._has |= 1
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_column_target = _int32(x)
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_UpdateRel_TransformExpression.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.UpdateRel.TransformExpression has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def transformation(self) -> Expression:
        if not self._read:
            self._fill()
        v = self._f_transformation
        return v if v is not None else _NONE_Expression

    @property
    def column_target(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_column_target


_BITS_UpdateRel_TransformExpression: Final[dict[str, int]] = {"transformation": 0}
_FIELDS_UpdateRel_TransformExpression: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "transformation", 0, False),
    (2, "column_target", -1, False),
)



class Version(Message):
    """substrait.Version"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Version")
    _f_major_number: int
    _f_minor_number: int
    _f_patch_number: int
    _f_git_hash: str
    _f_producer: str

    def _fill(self) -> None:
        self._f_major_number = 0
        self._f_minor_number = 0
        self._f_patch_number = 0
        self._f_git_hash = ""
        self._f_producer = ""
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_major_number = x & 0xFFFFFFFF
            elif tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_minor_number = x & 0xFFFFFFFF
            elif tag == 24:
                x, pos = _varint(buf, pos, end)
                self._f_patch_number = x & 0xFFFFFFFF
            elif tag == 34:
                n, pos = _length(buf, pos, end)
                self._f_git_hash = buf[pos:pos + n].decode()
                pos += n
            elif tag == 42:
                n, pos = _length(buf, pos, end)
                self._f_producer = buf[pos:pos + n].decode()
                pos += n
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Version.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Version has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def major_number(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_major_number

    @property
    def minor_number(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_minor_number

    @property
    def patch_number(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_patch_number

    @property
    def git_hash(self) -> builtins.str:
        if not self._read:
            self._fill()
        return self._f_git_hash

    @property
    def producer(self) -> builtins.str:
        if not self._read:
            self._fill()
        return self._f_producer


_BITS_Version: Final[dict[str, int]] = {}
_FIELDS_Version: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "major_number", -1, False),
    (2, "minor_number", -1, False),
    (3, "patch_number", -1, False),
    (4, "git_hash", -1, False),
    (5, "producer", -1, False),
)



class WriteRel(Message):
    """substrait.WriteRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.WriteRel")
    _f_table_schema: NamedStruct | None
    _f_op: int
    _f_input: Rel | None
    _f_output: int
    _f_common: RelCommon | None
    _f_create_mode: int
    _f_advanced_extension: extensions_AdvancedExtension | None
    _o_write_type: Any
    _case_write_type: int

    def _fill(self) -> None:
        self._f_table_schema = None
        self._f_op = 0
        self._f_input = None
        self._f_output = 0
        self._f_common = None
        self._f_create_mode = 0
        self._f_advanced_extension = None
        self._o_write_type = None
        self._case_write_type = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._case_write_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_write_type = NamedObjectWrite(buf, pos, pos + n)
                pos += n
                self._case_write_type = 1
                self._has |= 65
            elif tag == 18:
                if self._case_write_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_write_type = ExtensionObject(buf, pos, pos + n)
                pos += n
                self._case_write_type = 2
                self._has |= 66
            elif tag == 26:
                if self._f_table_schema is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_table_schema = NamedStruct(buf, pos, pos + n)
                pos += n
                self._has |= 4
            elif tag == 32:
                x, pos = _varint(buf, pos, end)
                self._f_op = _int32(x)
            elif tag == 42:
                if self._f_input is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_input = Rel(buf, pos, pos + n)
                pos += n
                self._has |= 8
            elif tag == 48:
                x, pos = _varint(buf, pos, end)
                self._f_output = _int32(x)
            elif tag == 58:
                if self._f_common is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_common = RelCommon(buf, pos, pos + n)
                pos += n
                self._has |= 16
            elif tag == 64:
                x, pos = _varint(buf, pos, end)
                self._f_create_mode = _int32(x)
            elif tag == 74:
                if self._f_advanced_extension is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
                pos += n
                self._has |= 32
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_WriteRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.WriteRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        if name == "write_type":
            return _CASES_WriteRel_write_type.get(self._case_write_type)
        raise ValueError(f"substrait.WriteRel has no oneof {name!r}")

    @property
    def named_table(self) -> NamedObjectWrite:
        if not self._read:
            self._fill()
        if self._case_write_type == 1:
            return cast(NamedObjectWrite, self._o_write_type)
        return _NONE_NamedObjectWrite

    @property
    def extension_table(self) -> ExtensionObject:
        if not self._read:
            self._fill()
        if self._case_write_type == 2:
            return cast(ExtensionObject, self._o_write_type)
        return _NONE_ExtensionObject

    @property
    def table_schema(self) -> NamedStruct:
        if not self._read:
            self._fill()
        v = self._f_table_schema
        return v if v is not None else _NONE_NamedStruct

    @property
    def op(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_op

    @property
    def input(self) -> Rel:
        if not self._read:
            self._fill()
        v = self._f_input
        return v if v is not None else _NONE_Rel

    @property
    def output(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_output

    @property
    def common(self) -> RelCommon:
        if not self._read:
            self._fill()
        v = self._f_common
        return v if v is not None else _NONE_RelCommon

    @property
    def create_mode(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_create_mode

    @property
    def advanced_extension(self) -> extensions_AdvancedExtension:
        if not self._read:
            self._fill()
        v = self._f_advanced_extension
        return v if v is not None else _NONE_extensions_AdvancedExtension


_BITS_WriteRel: Final[dict[str, int]] = {"advanced_extension": 5, "common": 4, "extension_table": 1, "input": 3, "named_table": 0, "table_schema": 2, "write_type": 6}
_CASES_WriteRel_write_type: Final[dict[int, str]] = {1: "named_table", 2: "extension_table" }
_FIELDS_WriteRel: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "named_table", 0, False),
    (2, "extension_table", 1, False),
    (3, "table_schema", 2, False),
    (4, "op", -1, False),
    (5, "input", 3, False),
    (6, "output", -1, False),
    (7, "common", 4, False),
    (8, "create_mode", -1, False),
    (9, "advanced_extension", 5, False),
)



class extensions_AdvancedExtension(Message):
    """substrait.extensions.AdvancedExtension"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.extensions.AdvancedExtension")
    _f_optimization: list[google_protobuf_Any]
    _f_enhancement: google_protobuf_Any | None

    def _fill(self) -> None:
        self._f_optimization = _EMPTY
        self._f_enhancement = None
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._f_optimization is _EMPTY:
                    self._f_optimization = []
                n, pos = _length(buf, pos, end)
                self._f_optimization.append(google_protobuf_Any(buf, pos, pos + n))
                pos += n
            elif tag == 18:
                if self._f_enhancement is not None:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._f_enhancement = google_protobuf_Any(buf, pos, pos + n)
                pos += n
                self._has |= 1
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_extensions_AdvancedExtension.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.extensions.AdvancedExtension has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def optimization(self) -> builtins.list[google_protobuf_Any]:
        if not self._read:
            self._fill()
        return self._f_optimization

    @property
    def enhancement(self) -> google_protobuf_Any:
        if not self._read:
            self._fill()
        v = self._f_enhancement
        return v if v is not None else _NONE_google_protobuf_Any


_BITS_extensions_AdvancedExtension: Final[dict[str, int]] = {"enhancement": 0}
_FIELDS_extensions_AdvancedExtension: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "optimization", -1, False),
    (2, "enhancement", 0, False),
)



class extensions_SimpleExtensionDeclaration(Message):
    """substrait.extensions.SimpleExtensionDeclaration"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.extensions.SimpleExtensionDeclaration")
    _o_mapping_type: Any
    _case_mapping_type: int

    def _fill(self) -> None:
        self._o_mapping_type = None
        self._case_mapping_type = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 10:
                if self._case_mapping_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_mapping_type = extensions_SimpleExtensionDeclaration_ExtensionType(buf, pos, pos + n)
                pos += n
                self._case_mapping_type = 1
                self._has |= 9
            elif tag == 18:
                if self._case_mapping_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_mapping_type = extensions_SimpleExtensionDeclaration_ExtensionTypeVariation(buf, pos, pos + n)
                pos += n
                self._case_mapping_type = 2
                self._has |= 10
            elif tag == 26:
                if self._case_mapping_type:
                    raise Unreadable()
                n, pos = _length(buf, pos, end)
                self._o_mapping_type = extensions_SimpleExtensionDeclaration_ExtensionFunction(buf, pos, pos + n)
                pos += n
                self._case_mapping_type = 3
                self._has |= 12
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_extensions_SimpleExtensionDeclaration.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.extensions.SimpleExtensionDeclaration has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        if name == "mapping_type":
            return _CASES_extensions_SimpleExtensionDeclaration_mapping_type.get(self._case_mapping_type)
        raise ValueError(f"substrait.extensions.SimpleExtensionDeclaration has no oneof {name!r}")

    @property
    def extension_type(self) -> extensions_SimpleExtensionDeclaration_ExtensionType:
        if not self._read:
            self._fill()
        if self._case_mapping_type == 1:
            return cast(extensions_SimpleExtensionDeclaration_ExtensionType, self._o_mapping_type)
        return _NONE_extensions_SimpleExtensionDeclaration_ExtensionType

    @property
    def extension_type_variation(self) -> extensions_SimpleExtensionDeclaration_ExtensionTypeVariation:
        if not self._read:
            self._fill()
        if self._case_mapping_type == 2:
            return cast(extensions_SimpleExtensionDeclaration_ExtensionTypeVariation, self._o_mapping_type)
        return _NONE_extensions_SimpleExtensionDeclaration_ExtensionTypeVariation

    @property
    def extension_function(self) -> extensions_SimpleExtensionDeclaration_ExtensionFunction:
        if not self._read:
            self._fill()
        if self._case_mapping_type == 3:
            return cast(extensions_SimpleExtensionDeclaration_ExtensionFunction, self._o_mapping_type)
        return _NONE_extensions_SimpleExtensionDeclaration_ExtensionFunction


_BITS_extensions_SimpleExtensionDeclaration: Final[dict[str, int]] = {"extension_function": 2, "extension_type": 0, "extension_type_variation": 1, "mapping_type": 3}
_CASES_extensions_SimpleExtensionDeclaration_mapping_type: Final[dict[int, str]] = {1: "extension_type", 2: "extension_type_variation", 3: "extension_function" }
_FIELDS_extensions_SimpleExtensionDeclaration: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "extension_type", 0, False),
    (2, "extension_type_variation", 1, False),
    (3, "extension_function", 2, False),
)



class extensions_SimpleExtensionDeclaration_ExtensionFunction(Message):
    """substrait.extensions.SimpleExtensionDeclaration.ExtensionFunction"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.extensions.SimpleExtensionDeclaration.ExtensionFunction")
    _f_function_anchor: int
    _f_name: str
    _f_extension_urn_reference: int

    def _fill(self) -> None:
        self._f_function_anchor = 0
        self._f_name = ""
        self._f_extension_urn_reference = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_function_anchor = x & 0xFFFFFFFF
            elif tag == 26:
                n, pos = _length(buf, pos, end)
                self._f_name = buf[pos:pos + n].decode()
                pos += n
            elif tag == 32:
                x, pos = _varint(buf, pos, end)
                self._f_extension_urn_reference = x & 0xFFFFFFFF
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_extensions_SimpleExtensionDeclaration_ExtensionFunction.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.extensions.SimpleExtensionDeclaration.ExtensionFunction has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def function_anchor(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_function_anchor

    @property
    def name(self) -> builtins.str:
        if not self._read:
            self._fill()
        return self._f_name

    @property
    def extension_urn_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_extension_urn_reference


_BITS_extensions_SimpleExtensionDeclaration_ExtensionFunction: Final[dict[str, int]] = {}
_FIELDS_extensions_SimpleExtensionDeclaration_ExtensionFunction: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (2, "function_anchor", -1, False),
    (3, "name", -1, False),
    (4, "extension_urn_reference", -1, False),
)



class extensions_SimpleExtensionDeclaration_ExtensionType(Message):
    """substrait.extensions.SimpleExtensionDeclaration.ExtensionType"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.extensions.SimpleExtensionDeclaration.ExtensionType")
    _f_type_anchor: int
    _f_name: str
    _f_extension_urn_reference: int

    def _fill(self) -> None:
        self._f_type_anchor = 0
        self._f_name = ""
        self._f_extension_urn_reference = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_type_anchor = x & 0xFFFFFFFF
            elif tag == 26:
                n, pos = _length(buf, pos, end)
                self._f_name = buf[pos:pos + n].decode()
                pos += n
            elif tag == 32:
                x, pos = _varint(buf, pos, end)
                self._f_extension_urn_reference = x & 0xFFFFFFFF
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_extensions_SimpleExtensionDeclaration_ExtensionType.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.extensions.SimpleExtensionDeclaration.ExtensionType has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def type_anchor(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_type_anchor

    @property
    def name(self) -> builtins.str:
        if not self._read:
            self._fill()
        return self._f_name

    @property
    def extension_urn_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_extension_urn_reference


_BITS_extensions_SimpleExtensionDeclaration_ExtensionType: Final[dict[str, int]] = {}
_FIELDS_extensions_SimpleExtensionDeclaration_ExtensionType: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (2, "type_anchor", -1, False),
    (3, "name", -1, False),
    (4, "extension_urn_reference", -1, False),
)



class extensions_SimpleExtensionDeclaration_ExtensionTypeVariation(Message):
    """substrait.extensions.SimpleExtensionDeclaration.ExtensionTypeVariation"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.extensions.SimpleExtensionDeclaration.ExtensionTypeVariation")
    _f_type_variation_anchor: int
    _f_name: str
    _f_extension_urn_reference: int

    def _fill(self) -> None:
        self._f_type_variation_anchor = 0
        self._f_name = ""
        self._f_extension_urn_reference = 0
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 16:
                x, pos = _varint(buf, pos, end)
                self._f_type_variation_anchor = x & 0xFFFFFFFF
            elif tag == 26:
                n, pos = _length(buf, pos, end)
                self._f_name = buf[pos:pos + n].decode()
                pos += n
            elif tag == 32:
                x, pos = _varint(buf, pos, end)
                self._f_extension_urn_reference = x & 0xFFFFFFFF
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_extensions_SimpleExtensionDeclaration_ExtensionTypeVariation.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.extensions.SimpleExtensionDeclaration.ExtensionTypeVariation has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def type_variation_anchor(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_type_variation_anchor

    @property
    def name(self) -> builtins.str:
        if not self._read:
            self._fill()
        return self._f_name

    @property
    def extension_urn_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_extension_urn_reference


_BITS_extensions_SimpleExtensionDeclaration_ExtensionTypeVariation: Final[dict[str, int]] = {}
_FIELDS_extensions_SimpleExtensionDeclaration_ExtensionTypeVariation: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (2, "type_variation_anchor", -1, False),
    (3, "name", -1, False),
    (4, "extension_urn_reference", -1, False),
)



class extensions_SimpleExtensionURN(Message):
    """substrait.extensions.SimpleExtensionURN"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.extensions.SimpleExtensionURN")
    _f_extension_urn_anchor: int
    _f_urn: str

    def _fill(self) -> None:
        self._f_extension_urn_anchor = 0
        self._f_urn = ""
        buf, pos, end = self._buf, self._start, self._end
        while pos < end:
            tag = buf[pos]
            if tag < 128:
                pos += 1
            else:
                tag, pos = _varint(buf, pos, end)
            if tag == 8:
                x, pos = _varint(buf, pos, end)
                self._f_extension_urn_anchor = x & 0xFFFFFFFF
            elif tag == 18:
                n, pos = _length(buf, pos, end)
                self._f_urn = buf[pos:pos + n].decode()
                pos += n
            else:
                pos = _skip(buf, pos, end, tag)
        if pos != end:
            raise Unreadable()
        self._read = True

    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_extensions_SimpleExtensionURN.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.extensions.SimpleExtensionURN has no field {name!r} with presence")
        return self._has >> bit & 1 == 1


    @property
    def extension_urn_anchor(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_extension_urn_anchor

    @property
    def urn(self) -> builtins.str:
        if not self._read:
            self._fill()
        return self._f_urn


_BITS_extensions_SimpleExtensionURN: Final[dict[str, int]] = {}
_FIELDS_extensions_SimpleExtensionURN: Final[tuple[tuple[int, str, int, bool], ...]] = (
    (1, "extension_urn_anchor", -1, False),
    (2, "urn", -1, False),
)



_NONE_google_protobuf_Any: Final = google_protobuf_Any(b"", 0, 0)
_NONE_google_protobuf_Empty: Final = google_protobuf_Empty(b"", 0, 0)
_NONE_AggregateFunction: Final = AggregateFunction(b"", 0, 0)
_NONE_AggregateRel: Final = AggregateRel(b"", 0, 0)
_NONE_AggregateRel_Grouping: Final = AggregateRel_Grouping(b"", 0, 0)
_NONE_AggregateRel_Measure: Final = AggregateRel_Measure(b"", 0, 0)
_NONE_ComparisonJoinKey: Final = ComparisonJoinKey(b"", 0, 0)
_NONE_ComparisonJoinKey_ComparisonType: Final = ComparisonJoinKey_ComparisonType(b"", 0, 0)
_NONE_ConsistentPartitionWindowRel: Final = ConsistentPartitionWindowRel(b"", 0, 0)
_NONE_ConsistentPartitionWindowRel_WindowRelFunction: Final = ConsistentPartitionWindowRel_WindowRelFunction(b"", 0, 0)
_NONE_CrossRel: Final = CrossRel(b"", 0, 0)
_NONE_DdlRel: Final = DdlRel(b"", 0, 0)
_NONE_DynamicParameter: Final = DynamicParameter(b"", 0, 0)
_NONE_DynamicParameterBinding: Final = DynamicParameterBinding(b"", 0, 0)
_NONE_ExchangeRel: Final = ExchangeRel(b"", 0, 0)
_NONE_ExchangeRel_Broadcast: Final = ExchangeRel_Broadcast(b"", 0, 0)
_NONE_ExchangeRel_ExchangeTarget: Final = ExchangeRel_ExchangeTarget(b"", 0, 0)
_NONE_ExchangeRel_MultiBucketExpression: Final = ExchangeRel_MultiBucketExpression(b"", 0, 0)
_NONE_ExchangeRel_RoundRobin: Final = ExchangeRel_RoundRobin(b"", 0, 0)
_NONE_ExchangeRel_ScatterFields: Final = ExchangeRel_ScatterFields(b"", 0, 0)
_NONE_ExchangeRel_SingleBucketExpression: Final = ExchangeRel_SingleBucketExpression(b"", 0, 0)
_NONE_ExecutionBehavior: Final = ExecutionBehavior(b"", 0, 0)
_NONE_ExpandRel: Final = ExpandRel(b"", 0, 0)
_NONE_ExpandRel_ExpandField: Final = ExpandRel_ExpandField(b"", 0, 0)
_NONE_ExpandRel_SwitchingField: Final = ExpandRel_SwitchingField(b"", 0, 0)
_NONE_Expression: Final = Expression(b"", 0, 0)
_NONE_Expression_Cast: Final = Expression_Cast(b"", 0, 0)
_NONE_Expression_ExecutionContextVariable: Final = Expression_ExecutionContextVariable(b"", 0, 0)
_NONE_Expression_FieldReference: Final = Expression_FieldReference(b"", 0, 0)
_NONE_Expression_FieldReference_LambdaParameterReference: Final = Expression_FieldReference_LambdaParameterReference(b"", 0, 0)
_NONE_Expression_FieldReference_OuterReference: Final = Expression_FieldReference_OuterReference(b"", 0, 0)
_NONE_Expression_FieldReference_RootReference: Final = Expression_FieldReference_RootReference(b"", 0, 0)
_NONE_Expression_IfThen: Final = Expression_IfThen(b"", 0, 0)
_NONE_Expression_IfThen_IfClause: Final = Expression_IfThen_IfClause(b"", 0, 0)
_NONE_Expression_Lambda: Final = Expression_Lambda(b"", 0, 0)
_NONE_Expression_LambdaInvocation: Final = Expression_LambdaInvocation(b"", 0, 0)
_NONE_Expression_Literal: Final = Expression_Literal(b"", 0, 0)
_NONE_Expression_Literal_Decimal: Final = Expression_Literal_Decimal(b"", 0, 0)
_NONE_Expression_Literal_IntervalCompound: Final = Expression_Literal_IntervalCompound(b"", 0, 0)
_NONE_Expression_Literal_IntervalDayToSecond: Final = Expression_Literal_IntervalDayToSecond(b"", 0, 0)
_NONE_Expression_Literal_IntervalYearToMonth: Final = Expression_Literal_IntervalYearToMonth(b"", 0, 0)
_NONE_Expression_Literal_List: Final = Expression_Literal_List(b"", 0, 0)
_NONE_Expression_Literal_Map: Final = Expression_Literal_Map(b"", 0, 0)
_NONE_Expression_Literal_Map_KeyValue: Final = Expression_Literal_Map_KeyValue(b"", 0, 0)
_NONE_Expression_Literal_PrecisionTime: Final = Expression_Literal_PrecisionTime(b"", 0, 0)
_NONE_Expression_Literal_PrecisionTimestamp: Final = Expression_Literal_PrecisionTimestamp(b"", 0, 0)
_NONE_Expression_Literal_Struct: Final = Expression_Literal_Struct(b"", 0, 0)
_NONE_Expression_Literal_UserDefined: Final = Expression_Literal_UserDefined(b"", 0, 0)
_NONE_Expression_Literal_VarChar: Final = Expression_Literal_VarChar(b"", 0, 0)
_NONE_Expression_MaskExpression: Final = Expression_MaskExpression(b"", 0, 0)
_NONE_Expression_MaskExpression_ListSelect: Final = Expression_MaskExpression_ListSelect(b"", 0, 0)
_NONE_Expression_MaskExpression_ListSelect_ListSelectItem: Final = Expression_MaskExpression_ListSelect_ListSelectItem(b"", 0, 0)
_NONE_Expression_MaskExpression_ListSelect_ListSelectItem_ListElement: Final = Expression_MaskExpression_ListSelect_ListSelectItem_ListElement(b"", 0, 0)
_NONE_Expression_MaskExpression_ListSelect_ListSelectItem_ListSlice: Final = Expression_MaskExpression_ListSelect_ListSelectItem_ListSlice(b"", 0, 0)
_NONE_Expression_MaskExpression_MapSelect: Final = Expression_MaskExpression_MapSelect(b"", 0, 0)
_NONE_Expression_MaskExpression_MapSelect_MapKey: Final = Expression_MaskExpression_MapSelect_MapKey(b"", 0, 0)
_NONE_Expression_MaskExpression_MapSelect_MapKeyExpression: Final = Expression_MaskExpression_MapSelect_MapKeyExpression(b"", 0, 0)
_NONE_Expression_MaskExpression_Select: Final = Expression_MaskExpression_Select(b"", 0, 0)
_NONE_Expression_MaskExpression_StructItem: Final = Expression_MaskExpression_StructItem(b"", 0, 0)
_NONE_Expression_MaskExpression_StructSelect: Final = Expression_MaskExpression_StructSelect(b"", 0, 0)
_NONE_Expression_MultiOrList: Final = Expression_MultiOrList(b"", 0, 0)
_NONE_Expression_MultiOrList_Record: Final = Expression_MultiOrList_Record(b"", 0, 0)
_NONE_Expression_Nested: Final = Expression_Nested(b"", 0, 0)
_NONE_Expression_Nested_List: Final = Expression_Nested_List(b"", 0, 0)
_NONE_Expression_Nested_Map: Final = Expression_Nested_Map(b"", 0, 0)
_NONE_Expression_Nested_Map_KeyValue: Final = Expression_Nested_Map_KeyValue(b"", 0, 0)
_NONE_Expression_Nested_Struct: Final = Expression_Nested_Struct(b"", 0, 0)
_NONE_Expression_ReferenceSegment: Final = Expression_ReferenceSegment(b"", 0, 0)
_NONE_Expression_ReferenceSegment_ListElement: Final = Expression_ReferenceSegment_ListElement(b"", 0, 0)
_NONE_Expression_ReferenceSegment_MapKey: Final = Expression_ReferenceSegment_MapKey(b"", 0, 0)
_NONE_Expression_ReferenceSegment_StructField: Final = Expression_ReferenceSegment_StructField(b"", 0, 0)
_NONE_Expression_ScalarFunction: Final = Expression_ScalarFunction(b"", 0, 0)
_NONE_Expression_SingularOrList: Final = Expression_SingularOrList(b"", 0, 0)
_NONE_Expression_Subquery: Final = Expression_Subquery(b"", 0, 0)
_NONE_Expression_Subquery_InPredicate: Final = Expression_Subquery_InPredicate(b"", 0, 0)
_NONE_Expression_Subquery_Scalar: Final = Expression_Subquery_Scalar(b"", 0, 0)
_NONE_Expression_Subquery_SetComparison: Final = Expression_Subquery_SetComparison(b"", 0, 0)
_NONE_Expression_Subquery_SetPredicate: Final = Expression_Subquery_SetPredicate(b"", 0, 0)
_NONE_Expression_SwitchExpression: Final = Expression_SwitchExpression(b"", 0, 0)
_NONE_Expression_SwitchExpression_IfValue: Final = Expression_SwitchExpression_IfValue(b"", 0, 0)
_NONE_Expression_WindowFunction: Final = Expression_WindowFunction(b"", 0, 0)
_NONE_Expression_WindowFunction_Bound: Final = Expression_WindowFunction_Bound(b"", 0, 0)
_NONE_Expression_WindowFunction_Bound_CurrentRow: Final = Expression_WindowFunction_Bound_CurrentRow(b"", 0, 0)
_NONE_Expression_WindowFunction_Bound_Following: Final = Expression_WindowFunction_Bound_Following(b"", 0, 0)
_NONE_Expression_WindowFunction_Bound_Preceding: Final = Expression_WindowFunction_Bound_Preceding(b"", 0, 0)
_NONE_Expression_WindowFunction_Bound_Unbounded: Final = Expression_WindowFunction_Bound_Unbounded(b"", 0, 0)
_NONE_ExtensionLeafRel: Final = ExtensionLeafRel(b"", 0, 0)
_NONE_ExtensionMultiRel: Final = ExtensionMultiRel(b"", 0, 0)
_NONE_ExtensionObject: Final = ExtensionObject(b"", 0, 0)
_NONE_ExtensionSingleRel: Final = ExtensionSingleRel(b"", 0, 0)
_NONE_FetchRel: Final = FetchRel(b"", 0, 0)
_NONE_FilterRel: Final = FilterRel(b"", 0, 0)
_NONE_FunctionArgument: Final = FunctionArgument(b"", 0, 0)
_NONE_FunctionOption: Final = FunctionOption(b"", 0, 0)
_NONE_HashJoinRel: Final = HashJoinRel(b"", 0, 0)
_NONE_JoinRel: Final = JoinRel(b"", 0, 0)
_NONE_LateralJoinRel: Final = LateralJoinRel(b"", 0, 0)
_NONE_MergeJoinRel: Final = MergeJoinRel(b"", 0, 0)
_NONE_NamedObjectWrite: Final = NamedObjectWrite(b"", 0, 0)
_NONE_NamedStruct: Final = NamedStruct(b"", 0, 0)
_NONE_NamedTable: Final = NamedTable(b"", 0, 0)
_NONE_NestedLoopJoinRel: Final = NestedLoopJoinRel(b"", 0, 0)
_NONE_Plan: Final = Plan(b"", 0, 0)
_NONE_PlanRel: Final = PlanRel(b"", 0, 0)
_NONE_ProjectRel: Final = ProjectRel(b"", 0, 0)
_NONE_ReadRel: Final = ReadRel(b"", 0, 0)
_NONE_ReadRel_ExtensionTable: Final = ReadRel_ExtensionTable(b"", 0, 0)
_NONE_ReadRel_IcebergTable: Final = ReadRel_IcebergTable(b"", 0, 0)
_NONE_ReadRel_IcebergTable_MetadataFileRead: Final = ReadRel_IcebergTable_MetadataFileRead(b"", 0, 0)
_NONE_ReadRel_LocalFiles: Final = ReadRel_LocalFiles(b"", 0, 0)
_NONE_ReadRel_LocalFiles_FileOrFiles: Final = ReadRel_LocalFiles_FileOrFiles(b"", 0, 0)
_NONE_ReadRel_LocalFiles_FileOrFiles_ArrowReadOptions: Final = ReadRel_LocalFiles_FileOrFiles_ArrowReadOptions(b"", 0, 0)
_NONE_ReadRel_LocalFiles_FileOrFiles_DelimiterSeparatedTextReadOptions: Final = ReadRel_LocalFiles_FileOrFiles_DelimiterSeparatedTextReadOptions(b"", 0, 0)
_NONE_ReadRel_LocalFiles_FileOrFiles_DwrfReadOptions: Final = ReadRel_LocalFiles_FileOrFiles_DwrfReadOptions(b"", 0, 0)
_NONE_ReadRel_LocalFiles_FileOrFiles_OrcReadOptions: Final = ReadRel_LocalFiles_FileOrFiles_OrcReadOptions(b"", 0, 0)
_NONE_ReadRel_LocalFiles_FileOrFiles_ParquetReadOptions: Final = ReadRel_LocalFiles_FileOrFiles_ParquetReadOptions(b"", 0, 0)
_NONE_ReadRel_NamedTable: Final = ReadRel_NamedTable(b"", 0, 0)
_NONE_ReadRel_VirtualTable: Final = ReadRel_VirtualTable(b"", 0, 0)
_NONE_ReferenceRel: Final = ReferenceRel(b"", 0, 0)
_NONE_Rel: Final = Rel(b"", 0, 0)
_NONE_RelCommon: Final = RelCommon(b"", 0, 0)
_NONE_RelCommon_Direct: Final = RelCommon_Direct(b"", 0, 0)
_NONE_RelCommon_Emit: Final = RelCommon_Emit(b"", 0, 0)
_NONE_RelCommon_Hint: Final = RelCommon_Hint(b"", 0, 0)
_NONE_RelCommon_Hint_LoadedComputation: Final = RelCommon_Hint_LoadedComputation(b"", 0, 0)
_NONE_RelCommon_Hint_RuntimeConstraint: Final = RelCommon_Hint_RuntimeConstraint(b"", 0, 0)
_NONE_RelCommon_Hint_SavedComputation: Final = RelCommon_Hint_SavedComputation(b"", 0, 0)
_NONE_RelCommon_Hint_Stats: Final = RelCommon_Hint_Stats(b"", 0, 0)
_NONE_RelRoot: Final = RelRoot(b"", 0, 0)
_NONE_SetRel: Final = SetRel(b"", 0, 0)
_NONE_SortField: Final = SortField(b"", 0, 0)
_NONE_SortRel: Final = SortRel(b"", 0, 0)
_NONE_TopNRel: Final = TopNRel(b"", 0, 0)
_NONE_Type: Final = Type(b"", 0, 0)
_NONE_Type_Binary: Final = Type_Binary(b"", 0, 0)
_NONE_Type_Boolean: Final = Type_Boolean(b"", 0, 0)
_NONE_Type_Date: Final = Type_Date(b"", 0, 0)
_NONE_Type_Decimal: Final = Type_Decimal(b"", 0, 0)
_NONE_Type_FP32: Final = Type_FP32(b"", 0, 0)
_NONE_Type_FP64: Final = Type_FP64(b"", 0, 0)
_NONE_Type_FixedBinary: Final = Type_FixedBinary(b"", 0, 0)
_NONE_Type_FixedChar: Final = Type_FixedChar(b"", 0, 0)
_NONE_Type_Func: Final = Type_Func(b"", 0, 0)
_NONE_Type_I16: Final = Type_I16(b"", 0, 0)
_NONE_Type_I32: Final = Type_I32(b"", 0, 0)
_NONE_Type_I64: Final = Type_I64(b"", 0, 0)
_NONE_Type_I8: Final = Type_I8(b"", 0, 0)
_NONE_Type_IntervalCompound: Final = Type_IntervalCompound(b"", 0, 0)
_NONE_Type_IntervalDay: Final = Type_IntervalDay(b"", 0, 0)
_NONE_Type_IntervalYear: Final = Type_IntervalYear(b"", 0, 0)
_NONE_Type_List: Final = Type_List(b"", 0, 0)
_NONE_Type_Map: Final = Type_Map(b"", 0, 0)
_NONE_Type_Parameter: Final = Type_Parameter(b"", 0, 0)
_NONE_Type_PrecisionTime: Final = Type_PrecisionTime(b"", 0, 0)
_NONE_Type_PrecisionTimestamp: Final = Type_PrecisionTimestamp(b"", 0, 0)
_NONE_Type_PrecisionTimestampTZ: Final = Type_PrecisionTimestampTZ(b"", 0, 0)
_NONE_Type_String: Final = Type_String(b"", 0, 0)
_NONE_Type_Struct: Final = Type_Struct(b"", 0, 0)
_NONE_Type_TypeAliasReference: Final = Type_TypeAliasReference(b"", 0, 0)
_NONE_Type_UUID: Final = Type_UUID(b"", 0, 0)
_NONE_Type_Unbound: Final = Type_Unbound(b"", 0, 0)
_NONE_Type_UserDefined: Final = Type_UserDefined(b"", 0, 0)
_NONE_Type_VarChar: Final = Type_VarChar(b"", 0, 0)
_NONE_TypeAlias: Final = TypeAlias(b"", 0, 0)
_NONE_UpdateRel: Final = UpdateRel(b"", 0, 0)
_NONE_UpdateRel_TransformExpression: Final = UpdateRel_TransformExpression(b"", 0, 0)
_NONE_Version: Final = Version(b"", 0, 0)
_NONE_WriteRel: Final = WriteRel(b"", 0, 0)
_NONE_extensions_AdvancedExtension: Final = extensions_AdvancedExtension(b"", 0, 0)
_NONE_extensions_SimpleExtensionDeclaration: Final = extensions_SimpleExtensionDeclaration(b"", 0, 0)
_NONE_extensions_SimpleExtensionDeclaration_ExtensionFunction: Final = extensions_SimpleExtensionDeclaration_ExtensionFunction(b"", 0, 0)
_NONE_extensions_SimpleExtensionDeclaration_ExtensionType: Final = extensions_SimpleExtensionDeclaration_ExtensionType(b"", 0, 0)
_NONE_extensions_SimpleExtensionDeclaration_ExtensionTypeVariation: Final = extensions_SimpleExtensionDeclaration_ExtensionTypeVariation(b"", 0, 0)
_NONE_extensions_SimpleExtensionURN: Final = extensions_SimpleExtensionURN(b"", 0, 0)

# Each class's fields, for ListFields.
_FIELDS: Final[dict[type, tuple[tuple[int, str, int, bool], ...]]] = {
    google_protobuf_Any: _FIELDS_google_protobuf_Any,
    google_protobuf_Empty: _FIELDS_google_protobuf_Empty,
    AggregateFunction: _FIELDS_AggregateFunction,
    AggregateRel: _FIELDS_AggregateRel,
    AggregateRel_Grouping: _FIELDS_AggregateRel_Grouping,
    AggregateRel_Measure: _FIELDS_AggregateRel_Measure,
    ComparisonJoinKey: _FIELDS_ComparisonJoinKey,
    ComparisonJoinKey_ComparisonType: _FIELDS_ComparisonJoinKey_ComparisonType,
    ConsistentPartitionWindowRel: _FIELDS_ConsistentPartitionWindowRel,
    ConsistentPartitionWindowRel_WindowRelFunction: _FIELDS_ConsistentPartitionWindowRel_WindowRelFunction,
    CrossRel: _FIELDS_CrossRel,
    DdlRel: _FIELDS_DdlRel,
    DynamicParameter: _FIELDS_DynamicParameter,
    DynamicParameterBinding: _FIELDS_DynamicParameterBinding,
    ExchangeRel: _FIELDS_ExchangeRel,
    ExchangeRel_Broadcast: _FIELDS_ExchangeRel_Broadcast,
    ExchangeRel_ExchangeTarget: _FIELDS_ExchangeRel_ExchangeTarget,
    ExchangeRel_MultiBucketExpression: _FIELDS_ExchangeRel_MultiBucketExpression,
    ExchangeRel_RoundRobin: _FIELDS_ExchangeRel_RoundRobin,
    ExchangeRel_ScatterFields: _FIELDS_ExchangeRel_ScatterFields,
    ExchangeRel_SingleBucketExpression: _FIELDS_ExchangeRel_SingleBucketExpression,
    ExecutionBehavior: _FIELDS_ExecutionBehavior,
    ExpandRel: _FIELDS_ExpandRel,
    ExpandRel_ExpandField: _FIELDS_ExpandRel_ExpandField,
    ExpandRel_SwitchingField: _FIELDS_ExpandRel_SwitchingField,
    Expression: _FIELDS_Expression,
    Expression_Cast: _FIELDS_Expression_Cast,
    Expression_ExecutionContextVariable: _FIELDS_Expression_ExecutionContextVariable,
    Expression_FieldReference: _FIELDS_Expression_FieldReference,
    Expression_FieldReference_LambdaParameterReference: _FIELDS_Expression_FieldReference_LambdaParameterReference,
    Expression_FieldReference_OuterReference: _FIELDS_Expression_FieldReference_OuterReference,
    Expression_FieldReference_RootReference: _FIELDS_Expression_FieldReference_RootReference,
    Expression_IfThen: _FIELDS_Expression_IfThen,
    Expression_IfThen_IfClause: _FIELDS_Expression_IfThen_IfClause,
    Expression_Lambda: _FIELDS_Expression_Lambda,
    Expression_LambdaInvocation: _FIELDS_Expression_LambdaInvocation,
    Expression_Literal: _FIELDS_Expression_Literal,
    Expression_Literal_Decimal: _FIELDS_Expression_Literal_Decimal,
    Expression_Literal_IntervalCompound: _FIELDS_Expression_Literal_IntervalCompound,
    Expression_Literal_IntervalDayToSecond: _FIELDS_Expression_Literal_IntervalDayToSecond,
    Expression_Literal_IntervalYearToMonth: _FIELDS_Expression_Literal_IntervalYearToMonth,
    Expression_Literal_List: _FIELDS_Expression_Literal_List,
    Expression_Literal_Map: _FIELDS_Expression_Literal_Map,
    Expression_Literal_Map_KeyValue: _FIELDS_Expression_Literal_Map_KeyValue,
    Expression_Literal_PrecisionTime: _FIELDS_Expression_Literal_PrecisionTime,
    Expression_Literal_PrecisionTimestamp: _FIELDS_Expression_Literal_PrecisionTimestamp,
    Expression_Literal_Struct: _FIELDS_Expression_Literal_Struct,
    Expression_Literal_UserDefined: _FIELDS_Expression_Literal_UserDefined,
    Expression_Literal_VarChar: _FIELDS_Expression_Literal_VarChar,
    Expression_MaskExpression: _FIELDS_Expression_MaskExpression,
    Expression_MaskExpression_ListSelect: _FIELDS_Expression_MaskExpression_ListSelect,
    Expression_MaskExpression_ListSelect_ListSelectItem: _FIELDS_Expression_MaskExpression_ListSelect_ListSelectItem,
    Expression_MaskExpression_ListSelect_ListSelectItem_ListElement: _FIELDS_Expression_MaskExpression_ListSelect_ListSelectItem_ListElement,
    Expression_MaskExpression_ListSelect_ListSelectItem_ListSlice: _FIELDS_Expression_MaskExpression_ListSelect_ListSelectItem_ListSlice,
    Expression_MaskExpression_MapSelect: _FIELDS_Expression_MaskExpression_MapSelect,
    Expression_MaskExpression_MapSelect_MapKey: _FIELDS_Expression_MaskExpression_MapSelect_MapKey,
    Expression_MaskExpression_MapSelect_MapKeyExpression: _FIELDS_Expression_MaskExpression_MapSelect_MapKeyExpression,
    Expression_MaskExpression_Select: _FIELDS_Expression_MaskExpression_Select,
    Expression_MaskExpression_StructItem: _FIELDS_Expression_MaskExpression_StructItem,
    Expression_MaskExpression_StructSelect: _FIELDS_Expression_MaskExpression_StructSelect,
    Expression_MultiOrList: _FIELDS_Expression_MultiOrList,
    Expression_MultiOrList_Record: _FIELDS_Expression_MultiOrList_Record,
    Expression_Nested: _FIELDS_Expression_Nested,
    Expression_Nested_List: _FIELDS_Expression_Nested_List,
    Expression_Nested_Map: _FIELDS_Expression_Nested_Map,
    Expression_Nested_Map_KeyValue: _FIELDS_Expression_Nested_Map_KeyValue,
    Expression_Nested_Struct: _FIELDS_Expression_Nested_Struct,
    Expression_ReferenceSegment: _FIELDS_Expression_ReferenceSegment,
    Expression_ReferenceSegment_ListElement: _FIELDS_Expression_ReferenceSegment_ListElement,
    Expression_ReferenceSegment_MapKey: _FIELDS_Expression_ReferenceSegment_MapKey,
    Expression_ReferenceSegment_StructField: _FIELDS_Expression_ReferenceSegment_StructField,
    Expression_ScalarFunction: _FIELDS_Expression_ScalarFunction,
    Expression_SingularOrList: _FIELDS_Expression_SingularOrList,
    Expression_Subquery: _FIELDS_Expression_Subquery,
    Expression_Subquery_InPredicate: _FIELDS_Expression_Subquery_InPredicate,
    Expression_Subquery_Scalar: _FIELDS_Expression_Subquery_Scalar,
    Expression_Subquery_SetComparison: _FIELDS_Expression_Subquery_SetComparison,
    Expression_Subquery_SetPredicate: _FIELDS_Expression_Subquery_SetPredicate,
    Expression_SwitchExpression: _FIELDS_Expression_SwitchExpression,
    Expression_SwitchExpression_IfValue: _FIELDS_Expression_SwitchExpression_IfValue,
    Expression_WindowFunction: _FIELDS_Expression_WindowFunction,
    Expression_WindowFunction_Bound: _FIELDS_Expression_WindowFunction_Bound,
    Expression_WindowFunction_Bound_CurrentRow: _FIELDS_Expression_WindowFunction_Bound_CurrentRow,
    Expression_WindowFunction_Bound_Following: _FIELDS_Expression_WindowFunction_Bound_Following,
    Expression_WindowFunction_Bound_Preceding: _FIELDS_Expression_WindowFunction_Bound_Preceding,
    Expression_WindowFunction_Bound_Unbounded: _FIELDS_Expression_WindowFunction_Bound_Unbounded,
    ExtensionLeafRel: _FIELDS_ExtensionLeafRel,
    ExtensionMultiRel: _FIELDS_ExtensionMultiRel,
    ExtensionObject: _FIELDS_ExtensionObject,
    ExtensionSingleRel: _FIELDS_ExtensionSingleRel,
    FetchRel: _FIELDS_FetchRel,
    FilterRel: _FIELDS_FilterRel,
    FunctionArgument: _FIELDS_FunctionArgument,
    FunctionOption: _FIELDS_FunctionOption,
    HashJoinRel: _FIELDS_HashJoinRel,
    JoinRel: _FIELDS_JoinRel,
    LateralJoinRel: _FIELDS_LateralJoinRel,
    MergeJoinRel: _FIELDS_MergeJoinRel,
    NamedObjectWrite: _FIELDS_NamedObjectWrite,
    NamedStruct: _FIELDS_NamedStruct,
    NamedTable: _FIELDS_NamedTable,
    NestedLoopJoinRel: _FIELDS_NestedLoopJoinRel,
    Plan: _FIELDS_Plan,
    PlanRel: _FIELDS_PlanRel,
    ProjectRel: _FIELDS_ProjectRel,
    ReadRel: _FIELDS_ReadRel,
    ReadRel_ExtensionTable: _FIELDS_ReadRel_ExtensionTable,
    ReadRel_IcebergTable: _FIELDS_ReadRel_IcebergTable,
    ReadRel_IcebergTable_MetadataFileRead: _FIELDS_ReadRel_IcebergTable_MetadataFileRead,
    ReadRel_LocalFiles: _FIELDS_ReadRel_LocalFiles,
    ReadRel_LocalFiles_FileOrFiles: _FIELDS_ReadRel_LocalFiles_FileOrFiles,
    ReadRel_LocalFiles_FileOrFiles_ArrowReadOptions: _FIELDS_ReadRel_LocalFiles_FileOrFiles_ArrowReadOptions,
    ReadRel_LocalFiles_FileOrFiles_DelimiterSeparatedTextReadOptions: _FIELDS_ReadRel_LocalFiles_FileOrFiles_DelimiterSeparatedTextReadOptions,
    ReadRel_LocalFiles_FileOrFiles_DwrfReadOptions: _FIELDS_ReadRel_LocalFiles_FileOrFiles_DwrfReadOptions,
    ReadRel_LocalFiles_FileOrFiles_OrcReadOptions: _FIELDS_ReadRel_LocalFiles_FileOrFiles_OrcReadOptions,
    ReadRel_LocalFiles_FileOrFiles_ParquetReadOptions: _FIELDS_ReadRel_LocalFiles_FileOrFiles_ParquetReadOptions,
    ReadRel_NamedTable: _FIELDS_ReadRel_NamedTable,
    ReadRel_VirtualTable: _FIELDS_ReadRel_VirtualTable,
    ReferenceRel: _FIELDS_ReferenceRel,
    Rel: _FIELDS_Rel,
    RelCommon: _FIELDS_RelCommon,
    RelCommon_Direct: _FIELDS_RelCommon_Direct,
    RelCommon_Emit: _FIELDS_RelCommon_Emit,
    RelCommon_Hint: _FIELDS_RelCommon_Hint,
    RelCommon_Hint_LoadedComputation: _FIELDS_RelCommon_Hint_LoadedComputation,
    RelCommon_Hint_RuntimeConstraint: _FIELDS_RelCommon_Hint_RuntimeConstraint,
    RelCommon_Hint_SavedComputation: _FIELDS_RelCommon_Hint_SavedComputation,
    RelCommon_Hint_Stats: _FIELDS_RelCommon_Hint_Stats,
    RelRoot: _FIELDS_RelRoot,
    SetRel: _FIELDS_SetRel,
    SortField: _FIELDS_SortField,
    SortRel: _FIELDS_SortRel,
    TopNRel: _FIELDS_TopNRel,
    Type: _FIELDS_Type,
    Type_Binary: _FIELDS_Type_Binary,
    Type_Boolean: _FIELDS_Type_Boolean,
    Type_Date: _FIELDS_Type_Date,
    Type_Decimal: _FIELDS_Type_Decimal,
    Type_FP32: _FIELDS_Type_FP32,
    Type_FP64: _FIELDS_Type_FP64,
    Type_FixedBinary: _FIELDS_Type_FixedBinary,
    Type_FixedChar: _FIELDS_Type_FixedChar,
    Type_Func: _FIELDS_Type_Func,
    Type_I16: _FIELDS_Type_I16,
    Type_I32: _FIELDS_Type_I32,
    Type_I64: _FIELDS_Type_I64,
    Type_I8: _FIELDS_Type_I8,
    Type_IntervalCompound: _FIELDS_Type_IntervalCompound,
    Type_IntervalDay: _FIELDS_Type_IntervalDay,
    Type_IntervalYear: _FIELDS_Type_IntervalYear,
    Type_List: _FIELDS_Type_List,
    Type_Map: _FIELDS_Type_Map,
    Type_Parameter: _FIELDS_Type_Parameter,
    Type_PrecisionTime: _FIELDS_Type_PrecisionTime,
    Type_PrecisionTimestamp: _FIELDS_Type_PrecisionTimestamp,
    Type_PrecisionTimestampTZ: _FIELDS_Type_PrecisionTimestampTZ,
    Type_String: _FIELDS_Type_String,
    Type_Struct: _FIELDS_Type_Struct,
    Type_TypeAliasReference: _FIELDS_Type_TypeAliasReference,
    Type_UUID: _FIELDS_Type_UUID,
    Type_Unbound: _FIELDS_Type_Unbound,
    Type_UserDefined: _FIELDS_Type_UserDefined,
    Type_VarChar: _FIELDS_Type_VarChar,
    TypeAlias: _FIELDS_TypeAlias,
    UpdateRel: _FIELDS_UpdateRel,
    UpdateRel_TransformExpression: _FIELDS_UpdateRel_TransformExpression,
    Version: _FIELDS_Version,
    WriteRel: _FIELDS_WriteRel,
    extensions_AdvancedExtension: _FIELDS_extensions_AdvancedExtension,
    extensions_SimpleExtensionDeclaration: _FIELDS_extensions_SimpleExtensionDeclaration,
    extensions_SimpleExtensionDeclaration_ExtensionFunction: _FIELDS_extensions_SimpleExtensionDeclaration_ExtensionFunction,
    extensions_SimpleExtensionDeclaration_ExtensionType: _FIELDS_extensions_SimpleExtensionDeclaration_ExtensionType,
    extensions_SimpleExtensionDeclaration_ExtensionTypeVariation: _FIELDS_extensions_SimpleExtensionDeclaration_ExtensionTypeVariation,
    extensions_SimpleExtensionURN: _FIELDS_extensions_SimpleExtensionURN,
}

# Each class by its message's full name.
CLASSES: Final[dict[str, type]] = {
    "google.protobuf.Any": google_protobuf_Any,
    "google.protobuf.Empty": google_protobuf_Empty,
    "substrait.AggregateFunction": AggregateFunction,
    "substrait.AggregateRel": AggregateRel,
    "substrait.AggregateRel.Grouping": AggregateRel_Grouping,
    "substrait.AggregateRel.Measure": AggregateRel_Measure,
    "substrait.ComparisonJoinKey": ComparisonJoinKey,
    "substrait.ComparisonJoinKey.ComparisonType": ComparisonJoinKey_ComparisonType,
    "substrait.ConsistentPartitionWindowRel": ConsistentPartitionWindowRel,
    "substrait.ConsistentPartitionWindowRel.WindowRelFunction": ConsistentPartitionWindowRel_WindowRelFunction,
    "substrait.CrossRel": CrossRel,
    "substrait.DdlRel": DdlRel,
    "substrait.DynamicParameter": DynamicParameter,
    "substrait.DynamicParameterBinding": DynamicParameterBinding,
    "substrait.ExchangeRel": ExchangeRel,
    "substrait.ExchangeRel.Broadcast": ExchangeRel_Broadcast,
    "substrait.ExchangeRel.ExchangeTarget": ExchangeRel_ExchangeTarget,
    "substrait.ExchangeRel.MultiBucketExpression": ExchangeRel_MultiBucketExpression,
    "substrait.ExchangeRel.RoundRobin": ExchangeRel_RoundRobin,
    "substrait.ExchangeRel.ScatterFields": ExchangeRel_ScatterFields,
    "substrait.ExchangeRel.SingleBucketExpression": ExchangeRel_SingleBucketExpression,
    "substrait.ExecutionBehavior": ExecutionBehavior,
    "substrait.ExpandRel": ExpandRel,
    "substrait.ExpandRel.ExpandField": ExpandRel_ExpandField,
    "substrait.ExpandRel.SwitchingField": ExpandRel_SwitchingField,
    "substrait.Expression": Expression,
    "substrait.Expression.Cast": Expression_Cast,
    "substrait.Expression.ExecutionContextVariable": Expression_ExecutionContextVariable,
    "substrait.Expression.FieldReference": Expression_FieldReference,
    "substrait.Expression.FieldReference.LambdaParameterReference": Expression_FieldReference_LambdaParameterReference,
    "substrait.Expression.FieldReference.OuterReference": Expression_FieldReference_OuterReference,
    "substrait.Expression.FieldReference.RootReference": Expression_FieldReference_RootReference,
    "substrait.Expression.IfThen": Expression_IfThen,
    "substrait.Expression.IfThen.IfClause": Expression_IfThen_IfClause,
    "substrait.Expression.Lambda": Expression_Lambda,
    "substrait.Expression.LambdaInvocation": Expression_LambdaInvocation,
    "substrait.Expression.Literal": Expression_Literal,
    "substrait.Expression.Literal.Decimal": Expression_Literal_Decimal,
    "substrait.Expression.Literal.IntervalCompound": Expression_Literal_IntervalCompound,
    "substrait.Expression.Literal.IntervalDayToSecond": Expression_Literal_IntervalDayToSecond,
    "substrait.Expression.Literal.IntervalYearToMonth": Expression_Literal_IntervalYearToMonth,
    "substrait.Expression.Literal.List": Expression_Literal_List,
    "substrait.Expression.Literal.Map": Expression_Literal_Map,
    "substrait.Expression.Literal.Map.KeyValue": Expression_Literal_Map_KeyValue,
    "substrait.Expression.Literal.PrecisionTime": Expression_Literal_PrecisionTime,
    "substrait.Expression.Literal.PrecisionTimestamp": Expression_Literal_PrecisionTimestamp,
    "substrait.Expression.Literal.Struct": Expression_Literal_Struct,
    "substrait.Expression.Literal.UserDefined": Expression_Literal_UserDefined,
    "substrait.Expression.Literal.VarChar": Expression_Literal_VarChar,
    "substrait.Expression.MaskExpression": Expression_MaskExpression,
    "substrait.Expression.MaskExpression.ListSelect": Expression_MaskExpression_ListSelect,
    "substrait.Expression.MaskExpression.ListSelect.ListSelectItem": Expression_MaskExpression_ListSelect_ListSelectItem,
    "substrait.Expression.MaskExpression.ListSelect.ListSelectItem.ListElement": Expression_MaskExpression_ListSelect_ListSelectItem_ListElement,
    "substrait.Expression.MaskExpression.ListSelect.ListSelectItem.ListSlice": Expression_MaskExpression_ListSelect_ListSelectItem_ListSlice,
    "substrait.Expression.MaskExpression.MapSelect": Expression_MaskExpression_MapSelect,
    "substrait.Expression.MaskExpression.MapSelect.MapKey": Expression_MaskExpression_MapSelect_MapKey,
    "substrait.Expression.MaskExpression.MapSelect.MapKeyExpression": Expression_MaskExpression_MapSelect_MapKeyExpression,
    "substrait.Expression.MaskExpression.Select": Expression_MaskExpression_Select,
    "substrait.Expression.MaskExpression.StructItem": Expression_MaskExpression_StructItem,
    "substrait.Expression.MaskExpression.StructSelect": Expression_MaskExpression_StructSelect,
    "substrait.Expression.MultiOrList": Expression_MultiOrList,
    "substrait.Expression.MultiOrList.Record": Expression_MultiOrList_Record,
    "substrait.Expression.Nested": Expression_Nested,
    "substrait.Expression.Nested.List": Expression_Nested_List,
    "substrait.Expression.Nested.Map": Expression_Nested_Map,
    "substrait.Expression.Nested.Map.KeyValue": Expression_Nested_Map_KeyValue,
    "substrait.Expression.Nested.Struct": Expression_Nested_Struct,
    "substrait.Expression.ReferenceSegment": Expression_ReferenceSegment,
    "substrait.Expression.ReferenceSegment.ListElement": Expression_ReferenceSegment_ListElement,
    "substrait.Expression.ReferenceSegment.MapKey": Expression_ReferenceSegment_MapKey,
    "substrait.Expression.ReferenceSegment.StructField": Expression_ReferenceSegment_StructField,
    "substrait.Expression.ScalarFunction": Expression_ScalarFunction,
    "substrait.Expression.SingularOrList": Expression_SingularOrList,
    "substrait.Expression.Subquery": Expression_Subquery,
    "substrait.Expression.Subquery.InPredicate": Expression_Subquery_InPredicate,
    "substrait.Expression.Subquery.Scalar": Expression_Subquery_Scalar,
    "substrait.Expression.Subquery.SetComparison": Expression_Subquery_SetComparison,
    "substrait.Expression.Subquery.SetPredicate": Expression_Subquery_SetPredicate,
    "substrait.Expression.SwitchExpression": Expression_SwitchExpression,
    "substrait.Expression.SwitchExpression.IfValue": Expression_SwitchExpression_IfValue,
    "substrait.Expression.WindowFunction": Expression_WindowFunction,
    "substrait.Expression.WindowFunction.Bound": Expression_WindowFunction_Bound,
    "substrait.Expression.WindowFunction.Bound.CurrentRow": Expression_WindowFunction_Bound_CurrentRow,
    "substrait.Expression.WindowFunction.Bound.Following": Expression_WindowFunction_Bound_Following,
    "substrait.Expression.WindowFunction.Bound.Preceding": Expression_WindowFunction_Bound_Preceding,
    "substrait.Expression.WindowFunction.Bound.Unbounded": Expression_WindowFunction_Bound_Unbounded,
    "substrait.ExtensionLeafRel": ExtensionLeafRel,
    "substrait.ExtensionMultiRel": ExtensionMultiRel,
    "substrait.ExtensionObject": ExtensionObject,
    "substrait.ExtensionSingleRel": ExtensionSingleRel,
    "substrait.FetchRel": FetchRel,
    "substrait.FilterRel": FilterRel,
    "substrait.FunctionArgument": FunctionArgument,
    "substrait.FunctionOption": FunctionOption,
    "substrait.HashJoinRel": HashJoinRel,
    "substrait.JoinRel": JoinRel,
    "substrait.LateralJoinRel": LateralJoinRel,
    "substrait.MergeJoinRel": MergeJoinRel,
    "substrait.NamedObjectWrite": NamedObjectWrite,
    "substrait.NamedStruct": NamedStruct,
    "substrait.NamedTable": NamedTable,
    "substrait.NestedLoopJoinRel": NestedLoopJoinRel,
    "substrait.Plan": Plan,
    "substrait.PlanRel": PlanRel,
    "substrait.ProjectRel": ProjectRel,
    "substrait.ReadRel": ReadRel,
    "substrait.ReadRel.ExtensionTable": ReadRel_ExtensionTable,
    "substrait.ReadRel.IcebergTable": ReadRel_IcebergTable,
    "substrait.ReadRel.IcebergTable.MetadataFileRead": ReadRel_IcebergTable_MetadataFileRead,
    "substrait.ReadRel.LocalFiles": ReadRel_LocalFiles,
    "substrait.ReadRel.LocalFiles.FileOrFiles": ReadRel_LocalFiles_FileOrFiles,
    "substrait.ReadRel.LocalFiles.FileOrFiles.ArrowReadOptions": ReadRel_LocalFiles_FileOrFiles_ArrowReadOptions,
    "substrait.ReadRel.LocalFiles.FileOrFiles.DelimiterSeparatedTextReadOptions": ReadRel_LocalFiles_FileOrFiles_DelimiterSeparatedTextReadOptions,
    "substrait.ReadRel.LocalFiles.FileOrFiles.DwrfReadOptions": ReadRel_LocalFiles_FileOrFiles_DwrfReadOptions,
    "substrait.ReadRel.LocalFiles.FileOrFiles.OrcReadOptions": ReadRel_LocalFiles_FileOrFiles_OrcReadOptions,
    "substrait.ReadRel.LocalFiles.FileOrFiles.ParquetReadOptions": ReadRel_LocalFiles_FileOrFiles_ParquetReadOptions,
    "substrait.ReadRel.NamedTable": ReadRel_NamedTable,
    "substrait.ReadRel.VirtualTable": ReadRel_VirtualTable,
    "substrait.ReferenceRel": ReferenceRel,
    "substrait.Rel": Rel,
    "substrait.RelCommon": RelCommon,
    "substrait.RelCommon.Direct": RelCommon_Direct,
    "substrait.RelCommon.Emit": RelCommon_Emit,
    "substrait.RelCommon.Hint": RelCommon_Hint,
    "substrait.RelCommon.Hint.LoadedComputation": RelCommon_Hint_LoadedComputation,
    "substrait.RelCommon.Hint.RuntimeConstraint": RelCommon_Hint_RuntimeConstraint,
    "substrait.RelCommon.Hint.SavedComputation": RelCommon_Hint_SavedComputation,
    "substrait.RelCommon.Hint.Stats": RelCommon_Hint_Stats,
    "substrait.RelRoot": RelRoot,
    "substrait.SetRel": SetRel,
    "substrait.SortField": SortField,
    "substrait.SortRel": SortRel,
    "substrait.TopNRel": TopNRel,
    "substrait.Type": Type,
    "substrait.Type.Binary": Type_Binary,
    "substrait.Type.Boolean": Type_Boolean,
    "substrait.Type.Date": Type_Date,
    "substrait.Type.Decimal": Type_Decimal,
    "substrait.Type.FP32": Type_FP32,
    "substrait.Type.FP64": Type_FP64,
    "substrait.Type.FixedBinary": Type_FixedBinary,
    "substrait.Type.FixedChar": Type_FixedChar,
    "substrait.Type.Func": Type_Func,
    "substrait.Type.I16": Type_I16,
    "substrait.Type.I32": Type_I32,
    "substrait.Type.I64": Type_I64,
    "substrait.Type.I8": Type_I8,
    "substrait.Type.IntervalCompound": Type_IntervalCompound,
    "substrait.Type.IntervalDay": Type_IntervalDay,
    "substrait.Type.IntervalYear": Type_IntervalYear,
    "substrait.Type.List": Type_List,
    "substrait.Type.Map": Type_Map,
    "substrait.Type.Parameter": Type_Parameter,
    "substrait.Type.PrecisionTime": Type_PrecisionTime,
    "substrait.Type.PrecisionTimestamp": Type_PrecisionTimestamp,
    "substrait.Type.PrecisionTimestampTZ": Type_PrecisionTimestampTZ,
    "substrait.Type.String": Type_String,
    "substrait.Type.Struct": Type_Struct,
    "substrait.Type.TypeAliasReference": Type_TypeAliasReference,
    "substrait.Type.UUID": Type_UUID,
    "substrait.Type.Unbound": Type_Unbound,
    "substrait.Type.UserDefined": Type_UserDefined,
    "substrait.Type.VarChar": Type_VarChar,
    "substrait.TypeAlias": TypeAlias,
    "substrait.UpdateRel": UpdateRel,
    "substrait.UpdateRel.TransformExpression": UpdateRel_TransformExpression,
    "substrait.Version": Version,
    "substrait.WriteRel": WriteRel,
    "substrait.extensions.AdvancedExtension": extensions_AdvancedExtension,
    "substrait.extensions.SimpleExtensionDeclaration": extensions_SimpleExtensionDeclaration,
    "substrait.extensions.SimpleExtensionDeclaration.ExtensionFunction": extensions_SimpleExtensionDeclaration_ExtensionFunction,
    "substrait.extensions.SimpleExtensionDeclaration.ExtensionType": extensions_SimpleExtensionDeclaration_ExtensionType,
    "substrait.extensions.SimpleExtensionDeclaration.ExtensionTypeVariation": extensions_SimpleExtensionDeclaration_ExtensionTypeVariation,
    "substrait.extensions.SimpleExtensionURN": extensions_SimpleExtensionURN,
}

# A field named by a keyword (`if`) is the property `if_`, and by its own name too, as protobuf
# has it, for getattr(m, "if"). (A __getattr__ would slow the class's every other field.)
setattr(Expression, "lambda", getattr(Expression, "lambda_"))
setattr(Expression_IfThen, "else", getattr(Expression_IfThen, "else_"))
setattr(Expression_IfThen_IfClause, "if", getattr(Expression_IfThen_IfClause, "if_"))
setattr(Expression_LambdaInvocation, "lambda", getattr(Expression_LambdaInvocation, "lambda_"))
setattr(Expression_SwitchExpression, "else", getattr(Expression_SwitchExpression, "else_"))
setattr(Expression_SwitchExpression_IfValue, "if", getattr(Expression_SwitchExpression_IfValue, "if_"))
