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
from typing import Any, ClassVar, Final

from substrait.proto import Plan as _ProtoPlan

_POOL: Final = _ProtoPlan.DESCRIPTOR.file.pool
_EMPTY: Final[list[Any]] = []  # every unset repeated field: never appended to


class Unreadable(Exception):
    """The bytes are not a message as protobuf writes it (codegen/messages.py says which)."""


def _varint(buf: bytes, pos: int, end: int) -> tuple[int, int]:
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


def read_plan(data: bytes) -> Plan:
    """``data``, a Plan's wire bytes, as a Plan read field by field when asked: a field that is
    not as protobuf writes it raises Unreadable then."""
    return Plan(data, 0, len(data))


class google_protobuf_Any:
    """google.protobuf.Any"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("google.protobuf.Any")
    _f_type_url: str
    _f_value: bytes

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_type_url = ""
        self._f_value = b""
        _read_google_protobuf_Any(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_google_protobuf_Any.get(name, -1)
        if bit < 0:
            raise ValueError(f"google.protobuf.Any has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"google.protobuf.Any has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_type_url:
            out.append((_FIELDS_google_protobuf_Any[0], self._f_type_url))
        if self._f_value:
            out.append((_FIELDS_google_protobuf_Any[1], self._f_value))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, google_protobuf_Any) and self.SerializeToString() == other.SerializeToString()


_BITS_google_protobuf_Any: Final[dict[str, int]] = {}
_FIELDS_google_protobuf_Any: Final[list[Any]] = sorted(google_protobuf_Any.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_google_protobuf_Any(m: google_protobuf_Any, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            n, pos = _length(buf, pos, end)
            m._f_type_url = buf[pos:pos + n].decode()
            pos += n
        elif tag == 18:
            n, pos = _length(buf, pos, end)
            m._f_value = buf[pos:pos + n]
            pos += n
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class google_protobuf_Empty:
    """google.protobuf.Empty"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("google.protobuf.Empty")

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        _read_google_protobuf_Empty(self, self._buf, self._start, self._end)
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_google_protobuf_Empty.get(name, -1)
        if bit < 0:
            raise ValueError(f"google.protobuf.Empty has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"google.protobuf.Empty has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, google_protobuf_Empty) and self.SerializeToString() == other.SerializeToString()


_BITS_google_protobuf_Empty: Final[dict[str, int]] = {}
_FIELDS_google_protobuf_Empty: Final[list[Any]] = sorted(google_protobuf_Empty.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_google_protobuf_Empty(m: google_protobuf_Empty, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class AggregateFunction:
    """substrait.AggregateFunction"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.AggregateFunction")
    _f_function_reference: int
    _f_sorts: list[SortField]
    _f_phase: int
    _f_output_type: Type | None
    _f_invocation: int
    _f_arguments: list[FunctionArgument]
    _f_options: list[FunctionOption]

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_function_reference = 0
        self._f_sorts = _EMPTY
        self._f_phase = 0
        self._f_output_type = None
        self._f_invocation = 0
        self._f_arguments = _EMPTY
        self._f_options = _EMPTY
        _read_AggregateFunction(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_AggregateFunction.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.AggregateFunction has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.AggregateFunction has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_function_reference:
            out.append((_FIELDS_AggregateFunction[0], self._f_function_reference))
        if self._f_sorts:
            out.append((_FIELDS_AggregateFunction[1], self._f_sorts))
        if self._f_phase:
            out.append((_FIELDS_AggregateFunction[2], self._f_phase))
        if self._has >> 0 & 1:
            out.append((_FIELDS_AggregateFunction[3], self._f_output_type))
        if self._f_invocation:
            out.append((_FIELDS_AggregateFunction[4], self._f_invocation))
        if self._f_arguments:
            out.append((_FIELDS_AggregateFunction[5], self._f_arguments))
        if self._f_options:
            out.append((_FIELDS_AggregateFunction[6], self._f_options))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, AggregateFunction) and self.SerializeToString() == other.SerializeToString()


_BITS_AggregateFunction: Final[dict[str, int]] = {"output_type": 0}
_FIELDS_AggregateFunction: Final[list[Any]] = sorted(AggregateFunction.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_AggregateFunction(m: AggregateFunction, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_function_reference = x & 0xFFFFFFFF
        elif tag == 26:
            if m._f_sorts is _EMPTY:
                m._f_sorts = []
            n, pos = _length(buf, pos, end)
            m._f_sorts.append(SortField(buf, pos, pos + n))
            pos += n
        elif tag == 32:
            x, pos = _varint(buf, pos, end)
            m._f_phase = _int32(x)
        elif tag == 42:
            if m._f_output_type is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_output_type = Type(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 48:
            x, pos = _varint(buf, pos, end)
            m._f_invocation = _int32(x)
        elif tag == 58:
            if m._f_arguments is _EMPTY:
                m._f_arguments = []
            n, pos = _length(buf, pos, end)
            m._f_arguments.append(FunctionArgument(buf, pos, pos + n))
            pos += n
        elif tag == 66:
            if m._f_options is _EMPTY:
                m._f_options = []
            n, pos = _length(buf, pos, end)
            m._f_options.append(FunctionOption(buf, pos, pos + n))
            pos += n
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class AggregateRel:
    """substrait.AggregateRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.AggregateRel")
    _f_common: RelCommon | None
    _f_input: Rel | None
    _f_groupings: list[AggregateRel_Grouping]
    _f_measures: list[AggregateRel_Measure]
    _f_grouping_expressions: list[Expression]
    _f_advanced_extension: extensions_AdvancedExtension | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_common = None
        self._f_input = None
        self._f_groupings = _EMPTY
        self._f_measures = _EMPTY
        self._f_grouping_expressions = _EMPTY
        self._f_advanced_extension = None
        _read_AggregateRel(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_AggregateRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.AggregateRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.AggregateRel has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_AggregateRel[0], self._f_common))
        if self._has >> 1 & 1:
            out.append((_FIELDS_AggregateRel[1], self._f_input))
        if self._f_groupings:
            out.append((_FIELDS_AggregateRel[2], self._f_groupings))
        if self._f_measures:
            out.append((_FIELDS_AggregateRel[3], self._f_measures))
        if self._f_grouping_expressions:
            out.append((_FIELDS_AggregateRel[4], self._f_grouping_expressions))
        if self._has >> 2 & 1:
            out.append((_FIELDS_AggregateRel[5], self._f_advanced_extension))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, AggregateRel) and self.SerializeToString() == other.SerializeToString()


_BITS_AggregateRel: Final[dict[str, int]] = {"advanced_extension": 2, "common": 0, "input": 1}
_FIELDS_AggregateRel: Final[list[Any]] = sorted(AggregateRel.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_AggregateRel(m: AggregateRel, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_common is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_common = RelCommon(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 18:
            if m._f_input is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_input = Rel(buf, pos, pos + n)
            pos += n
            m._has |= 2
        elif tag == 26:
            if m._f_groupings is _EMPTY:
                m._f_groupings = []
            n, pos = _length(buf, pos, end)
            m._f_groupings.append(AggregateRel_Grouping(buf, pos, pos + n))
            pos += n
        elif tag == 34:
            if m._f_measures is _EMPTY:
                m._f_measures = []
            n, pos = _length(buf, pos, end)
            m._f_measures.append(AggregateRel_Measure(buf, pos, pos + n))
            pos += n
        elif tag == 42:
            if m._f_grouping_expressions is _EMPTY:
                m._f_grouping_expressions = []
            n, pos = _length(buf, pos, end)
            m._f_grouping_expressions.append(Expression(buf, pos, pos + n))
            pos += n
        elif tag == 82:
            if m._f_advanced_extension is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
            pos += n
            m._has |= 4
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class AggregateRel_Grouping:
    """substrait.AggregateRel.Grouping"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.AggregateRel.Grouping")
    _f_expression_references: list[int]

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_expression_references = _EMPTY
        _read_AggregateRel_Grouping(self, self._buf, self._start, self._end)

    @property
    def expression_references(self) -> builtins.list[builtins.int]:
        if not self._read:
            self._fill()
        return self._f_expression_references
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_AggregateRel_Grouping.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.AggregateRel.Grouping has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.AggregateRel.Grouping has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_expression_references:
            out.append((_FIELDS_AggregateRel_Grouping[0], self._f_expression_references))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, AggregateRel_Grouping) and self.SerializeToString() == other.SerializeToString()


_BITS_AggregateRel_Grouping: Final[dict[str, int]] = {}
_FIELDS_AggregateRel_Grouping: Final[list[Any]] = sorted(AggregateRel_Grouping.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_AggregateRel_Grouping(m: AggregateRel_Grouping, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 16:
            if m._f_expression_references is _EMPTY:
                m._f_expression_references = []
            x, pos = _varint(buf, pos, end)
            m._f_expression_references.append(x & 0xFFFFFFFF)
        elif tag == 18:
            if m._f_expression_references is _EMPTY:
                m._f_expression_references = []
            n, pos = _length(buf, pos, end)
            stop = pos + n
            while pos < stop:
                x, pos = _varint(buf, pos, stop)
                m._f_expression_references.append(x & 0xFFFFFFFF)
            if pos != stop:
                raise Unreadable()
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class AggregateRel_Measure:
    """substrait.AggregateRel.Measure"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.AggregateRel.Measure")
    _f_measure: AggregateFunction | None
    _f_filter: Expression | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_measure = None
        self._f_filter = None
        _read_AggregateRel_Measure(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_AggregateRel_Measure.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.AggregateRel.Measure has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.AggregateRel.Measure has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_AggregateRel_Measure[0], self._f_measure))
        if self._has >> 1 & 1:
            out.append((_FIELDS_AggregateRel_Measure[1], self._f_filter))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, AggregateRel_Measure) and self.SerializeToString() == other.SerializeToString()


_BITS_AggregateRel_Measure: Final[dict[str, int]] = {"filter": 1, "measure": 0}
_FIELDS_AggregateRel_Measure: Final[list[Any]] = sorted(AggregateRel_Measure.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_AggregateRel_Measure(m: AggregateRel_Measure, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_measure is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_measure = AggregateFunction(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 18:
            if m._f_filter is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_filter = Expression(buf, pos, pos + n)
            pos += n
            m._has |= 2
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class ComparisonJoinKey:
    """substrait.ComparisonJoinKey"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ComparisonJoinKey")
    _f_left: Expression_FieldReference | None
    _f_right: Expression_FieldReference | None
    _f_comparison: ComparisonJoinKey_ComparisonType | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_left = None
        self._f_right = None
        self._f_comparison = None
        _read_ComparisonJoinKey(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ComparisonJoinKey.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ComparisonJoinKey has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.ComparisonJoinKey has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_ComparisonJoinKey[0], self._f_left))
        if self._has >> 1 & 1:
            out.append((_FIELDS_ComparisonJoinKey[1], self._f_right))
        if self._has >> 2 & 1:
            out.append((_FIELDS_ComparisonJoinKey[2], self._f_comparison))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, ComparisonJoinKey) and self.SerializeToString() == other.SerializeToString()


_BITS_ComparisonJoinKey: Final[dict[str, int]] = {"comparison": 2, "left": 0, "right": 1}
_FIELDS_ComparisonJoinKey: Final[list[Any]] = sorted(ComparisonJoinKey.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_ComparisonJoinKey(m: ComparisonJoinKey, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_left is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_left = Expression_FieldReference(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 18:
            if m._f_right is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_right = Expression_FieldReference(buf, pos, pos + n)
            pos += n
            m._has |= 2
        elif tag == 26:
            if m._f_comparison is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_comparison = ComparisonJoinKey_ComparisonType(buf, pos, pos + n)
            pos += n
            m._has |= 4
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class ComparisonJoinKey_ComparisonType:
    """substrait.ComparisonJoinKey.ComparisonType"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ComparisonJoinKey.ComparisonType")
    _f_simple: int
    _f_custom_function_reference: int
    _case_inner_type: str | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_simple = 0
        self._f_custom_function_reference = 0
        self._case_inner_type = None
        _read_ComparisonJoinKey_ComparisonType(self, self._buf, self._start, self._end)

    @property
    def simple(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_simple

    @property
    def custom_function_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_custom_function_reference
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
            return self._case_inner_type
        raise ValueError(f"substrait.ComparisonJoinKey.ComparisonType has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_ComparisonJoinKey_ComparisonType[0], self._f_simple))
        if self._has >> 1 & 1:
            out.append((_FIELDS_ComparisonJoinKey_ComparisonType[1], self._f_custom_function_reference))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, ComparisonJoinKey_ComparisonType) and self.SerializeToString() == other.SerializeToString()


_BITS_ComparisonJoinKey_ComparisonType: Final[dict[str, int]] = {"custom_function_reference": 1, "inner_type": 2, "simple": 0}
_FIELDS_ComparisonJoinKey_ComparisonType: Final[list[Any]] = sorted(ComparisonJoinKey_ComparisonType.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_ComparisonJoinKey_ComparisonType(m: ComparisonJoinKey_ComparisonType, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_simple = _int32(x)
            if m._case_inner_type is not None:
                raise Unreadable()
            m._case_inner_type = "simple"
            m._has |= 5
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_custom_function_reference = x & 0xFFFFFFFF
            if m._case_inner_type is not None:
                raise Unreadable()
            m._case_inner_type = "custom_function_reference"
            m._has |= 6
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class ConsistentPartitionWindowRel:
    """substrait.ConsistentPartitionWindowRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ConsistentPartitionWindowRel")
    _f_common: RelCommon | None
    _f_input: Rel | None
    _f_window_functions: list[ConsistentPartitionWindowRel_WindowRelFunction]
    _f_partition_expressions: list[Expression]
    _f_sorts: list[SortField]
    _f_advanced_extension: extensions_AdvancedExtension | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_common = None
        self._f_input = None
        self._f_window_functions = _EMPTY
        self._f_partition_expressions = _EMPTY
        self._f_sorts = _EMPTY
        self._f_advanced_extension = None
        _read_ConsistentPartitionWindowRel(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ConsistentPartitionWindowRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ConsistentPartitionWindowRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.ConsistentPartitionWindowRel has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_ConsistentPartitionWindowRel[0], self._f_common))
        if self._has >> 1 & 1:
            out.append((_FIELDS_ConsistentPartitionWindowRel[1], self._f_input))
        if self._f_window_functions:
            out.append((_FIELDS_ConsistentPartitionWindowRel[2], self._f_window_functions))
        if self._f_partition_expressions:
            out.append((_FIELDS_ConsistentPartitionWindowRel[3], self._f_partition_expressions))
        if self._f_sorts:
            out.append((_FIELDS_ConsistentPartitionWindowRel[4], self._f_sorts))
        if self._has >> 2 & 1:
            out.append((_FIELDS_ConsistentPartitionWindowRel[5], self._f_advanced_extension))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, ConsistentPartitionWindowRel) and self.SerializeToString() == other.SerializeToString()


_BITS_ConsistentPartitionWindowRel: Final[dict[str, int]] = {"advanced_extension": 2, "common": 0, "input": 1}
_FIELDS_ConsistentPartitionWindowRel: Final[list[Any]] = sorted(ConsistentPartitionWindowRel.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_ConsistentPartitionWindowRel(m: ConsistentPartitionWindowRel, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_common is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_common = RelCommon(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 18:
            if m._f_input is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_input = Rel(buf, pos, pos + n)
            pos += n
            m._has |= 2
        elif tag == 26:
            if m._f_window_functions is _EMPTY:
                m._f_window_functions = []
            n, pos = _length(buf, pos, end)
            m._f_window_functions.append(ConsistentPartitionWindowRel_WindowRelFunction(buf, pos, pos + n))
            pos += n
        elif tag == 34:
            if m._f_partition_expressions is _EMPTY:
                m._f_partition_expressions = []
            n, pos = _length(buf, pos, end)
            m._f_partition_expressions.append(Expression(buf, pos, pos + n))
            pos += n
        elif tag == 42:
            if m._f_sorts is _EMPTY:
                m._f_sorts = []
            n, pos = _length(buf, pos, end)
            m._f_sorts.append(SortField(buf, pos, pos + n))
            pos += n
        elif tag == 82:
            if m._f_advanced_extension is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
            pos += n
            m._has |= 4
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class ConsistentPartitionWindowRel_WindowRelFunction:
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

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_function_reference = 0
        self._f_upper_bound = None
        self._f_lower_bound = None
        self._f_phase = 0
        self._f_output_type = None
        self._f_arguments = _EMPTY
        self._f_invocation = 0
        self._f_options = _EMPTY
        self._f_bounds_type = 0
        _read_ConsistentPartitionWindowRel_WindowRelFunction(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ConsistentPartitionWindowRel_WindowRelFunction.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ConsistentPartitionWindowRel.WindowRelFunction has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.ConsistentPartitionWindowRel.WindowRelFunction has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_function_reference:
            out.append((_FIELDS_ConsistentPartitionWindowRel_WindowRelFunction[0], self._f_function_reference))
        if self._has >> 0 & 1:
            out.append((_FIELDS_ConsistentPartitionWindowRel_WindowRelFunction[1], self._f_upper_bound))
        if self._has >> 1 & 1:
            out.append((_FIELDS_ConsistentPartitionWindowRel_WindowRelFunction[2], self._f_lower_bound))
        if self._f_phase:
            out.append((_FIELDS_ConsistentPartitionWindowRel_WindowRelFunction[3], self._f_phase))
        if self._has >> 2 & 1:
            out.append((_FIELDS_ConsistentPartitionWindowRel_WindowRelFunction[4], self._f_output_type))
        if self._f_arguments:
            out.append((_FIELDS_ConsistentPartitionWindowRel_WindowRelFunction[5], self._f_arguments))
        if self._f_invocation:
            out.append((_FIELDS_ConsistentPartitionWindowRel_WindowRelFunction[6], self._f_invocation))
        if self._f_options:
            out.append((_FIELDS_ConsistentPartitionWindowRel_WindowRelFunction[7], self._f_options))
        if self._f_bounds_type:
            out.append((_FIELDS_ConsistentPartitionWindowRel_WindowRelFunction[8], self._f_bounds_type))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, ConsistentPartitionWindowRel_WindowRelFunction) and self.SerializeToString() == other.SerializeToString()


_BITS_ConsistentPartitionWindowRel_WindowRelFunction: Final[dict[str, int]] = {"lower_bound": 1, "output_type": 2, "upper_bound": 0}
_FIELDS_ConsistentPartitionWindowRel_WindowRelFunction: Final[list[Any]] = sorted(ConsistentPartitionWindowRel_WindowRelFunction.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_ConsistentPartitionWindowRel_WindowRelFunction(m: ConsistentPartitionWindowRel_WindowRelFunction, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_function_reference = x & 0xFFFFFFFF
        elif tag == 34:
            if m._f_upper_bound is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_upper_bound = Expression_WindowFunction_Bound(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 42:
            if m._f_lower_bound is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_lower_bound = Expression_WindowFunction_Bound(buf, pos, pos + n)
            pos += n
            m._has |= 2
        elif tag == 48:
            x, pos = _varint(buf, pos, end)
            m._f_phase = _int32(x)
        elif tag == 58:
            if m._f_output_type is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_output_type = Type(buf, pos, pos + n)
            pos += n
            m._has |= 4
        elif tag == 74:
            if m._f_arguments is _EMPTY:
                m._f_arguments = []
            n, pos = _length(buf, pos, end)
            m._f_arguments.append(FunctionArgument(buf, pos, pos + n))
            pos += n
        elif tag == 80:
            x, pos = _varint(buf, pos, end)
            m._f_invocation = _int32(x)
        elif tag == 90:
            if m._f_options is _EMPTY:
                m._f_options = []
            n, pos = _length(buf, pos, end)
            m._f_options.append(FunctionOption(buf, pos, pos + n))
            pos += n
        elif tag == 96:
            x, pos = _varint(buf, pos, end)
            m._f_bounds_type = _int32(x)
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class CrossRel:
    """substrait.CrossRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.CrossRel")
    _f_common: RelCommon | None
    _f_left: Rel | None
    _f_right: Rel | None
    _f_advanced_extension: extensions_AdvancedExtension | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_common = None
        self._f_left = None
        self._f_right = None
        self._f_advanced_extension = None
        _read_CrossRel(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_CrossRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.CrossRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.CrossRel has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_CrossRel[0], self._f_common))
        if self._has >> 1 & 1:
            out.append((_FIELDS_CrossRel[1], self._f_left))
        if self._has >> 2 & 1:
            out.append((_FIELDS_CrossRel[2], self._f_right))
        if self._has >> 3 & 1:
            out.append((_FIELDS_CrossRel[3], self._f_advanced_extension))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, CrossRel) and self.SerializeToString() == other.SerializeToString()


_BITS_CrossRel: Final[dict[str, int]] = {"advanced_extension": 3, "common": 0, "left": 1, "right": 2}
_FIELDS_CrossRel: Final[list[Any]] = sorted(CrossRel.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_CrossRel(m: CrossRel, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_common is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_common = RelCommon(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 18:
            if m._f_left is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_left = Rel(buf, pos, pos + n)
            pos += n
            m._has |= 2
        elif tag == 26:
            if m._f_right is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_right = Rel(buf, pos, pos + n)
            pos += n
            m._has |= 4
        elif tag == 82:
            if m._f_advanced_extension is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
            pos += n
            m._has |= 8
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class DdlRel:
    """substrait.DdlRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.DdlRel")
    _f_named_object: NamedObjectWrite | None
    _f_extension_object: ExtensionObject | None
    _f_table_schema: NamedStruct | None
    _f_table_defaults: Expression_Literal_Struct | None
    _f_object: int
    _f_op: int
    _f_view_definition: Rel | None
    _f_common: RelCommon | None
    _f_advanced_extension: extensions_AdvancedExtension | None
    _case_write_type: str | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_named_object = None
        self._f_extension_object = None
        self._f_table_schema = None
        self._f_table_defaults = None
        self._f_object = 0
        self._f_op = 0
        self._f_view_definition = None
        self._f_common = None
        self._f_advanced_extension = None
        self._case_write_type = None
        _read_DdlRel(self, self._buf, self._start, self._end)

    @property
    def named_object(self) -> NamedObjectWrite:
        if not self._read:
            self._fill()
        v = self._f_named_object
        return v if v is not None else _NONE_NamedObjectWrite

    @property
    def extension_object(self) -> ExtensionObject:
        if not self._read:
            self._fill()
        v = self._f_extension_object
        return v if v is not None else _NONE_ExtensionObject

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
            return self._case_write_type
        raise ValueError(f"substrait.DdlRel has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_DdlRel[0], self._f_named_object))
        if self._has >> 1 & 1:
            out.append((_FIELDS_DdlRel[1], self._f_extension_object))
        if self._has >> 2 & 1:
            out.append((_FIELDS_DdlRel[2], self._f_table_schema))
        if self._has >> 3 & 1:
            out.append((_FIELDS_DdlRel[3], self._f_table_defaults))
        if self._f_object:
            out.append((_FIELDS_DdlRel[4], self._f_object))
        if self._f_op:
            out.append((_FIELDS_DdlRel[5], self._f_op))
        if self._has >> 4 & 1:
            out.append((_FIELDS_DdlRel[6], self._f_view_definition))
        if self._has >> 5 & 1:
            out.append((_FIELDS_DdlRel[7], self._f_common))
        if self._has >> 6 & 1:
            out.append((_FIELDS_DdlRel[8], self._f_advanced_extension))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, DdlRel) and self.SerializeToString() == other.SerializeToString()


_BITS_DdlRel: Final[dict[str, int]] = {"advanced_extension": 6, "common": 5, "extension_object": 1, "named_object": 0, "table_defaults": 3, "table_schema": 2, "view_definition": 4, "write_type": 7}
_FIELDS_DdlRel: Final[list[Any]] = sorted(DdlRel.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_DdlRel(m: DdlRel, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_named_object is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_named_object = NamedObjectWrite(buf, pos, pos + n)
            pos += n
            if m._case_write_type is not None:
                raise Unreadable()
            m._case_write_type = "named_object"
            m._has |= 129
        elif tag == 18:
            if m._f_extension_object is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_extension_object = ExtensionObject(buf, pos, pos + n)
            pos += n
            if m._case_write_type is not None:
                raise Unreadable()
            m._case_write_type = "extension_object"
            m._has |= 130
        elif tag == 26:
            if m._f_table_schema is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_table_schema = NamedStruct(buf, pos, pos + n)
            pos += n
            m._has |= 4
        elif tag == 34:
            if m._f_table_defaults is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_table_defaults = Expression_Literal_Struct(buf, pos, pos + n)
            pos += n
            m._has |= 8
        elif tag == 40:
            x, pos = _varint(buf, pos, end)
            m._f_object = _int32(x)
        elif tag == 48:
            x, pos = _varint(buf, pos, end)
            m._f_op = _int32(x)
        elif tag == 58:
            if m._f_view_definition is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_view_definition = Rel(buf, pos, pos + n)
            pos += n
            m._has |= 16
        elif tag == 66:
            if m._f_common is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_common = RelCommon(buf, pos, pos + n)
            pos += n
            m._has |= 32
        elif tag == 74:
            if m._f_advanced_extension is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
            pos += n
            m._has |= 64
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class DynamicParameter:
    """substrait.DynamicParameter"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.DynamicParameter")
    _f_type: Type | None
    _f_parameter_reference: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_type = None
        self._f_parameter_reference = 0
        _read_DynamicParameter(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_DynamicParameter.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.DynamicParameter has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.DynamicParameter has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_DynamicParameter[0], self._f_type))
        if self._f_parameter_reference:
            out.append((_FIELDS_DynamicParameter[1], self._f_parameter_reference))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, DynamicParameter) and self.SerializeToString() == other.SerializeToString()


_BITS_DynamicParameter: Final[dict[str, int]] = {"type": 0}
_FIELDS_DynamicParameter: Final[list[Any]] = sorted(DynamicParameter.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_DynamicParameter(m: DynamicParameter, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_type is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_type = Type(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_parameter_reference = x & 0xFFFFFFFF
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class DynamicParameterBinding:
    """substrait.DynamicParameterBinding"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.DynamicParameterBinding")
    _f_parameter_anchor: int
    _f_value: Expression_Literal | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_parameter_anchor = 0
        self._f_value = None
        _read_DynamicParameterBinding(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_DynamicParameterBinding.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.DynamicParameterBinding has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.DynamicParameterBinding has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_parameter_anchor:
            out.append((_FIELDS_DynamicParameterBinding[0], self._f_parameter_anchor))
        if self._has >> 0 & 1:
            out.append((_FIELDS_DynamicParameterBinding[1], self._f_value))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, DynamicParameterBinding) and self.SerializeToString() == other.SerializeToString()


_BITS_DynamicParameterBinding: Final[dict[str, int]] = {"value": 0}
_FIELDS_DynamicParameterBinding: Final[list[Any]] = sorted(DynamicParameterBinding.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_DynamicParameterBinding(m: DynamicParameterBinding, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_parameter_anchor = x & 0xFFFFFFFF
        elif tag == 18:
            if m._f_value is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_value = Expression_Literal(buf, pos, pos + n)
            pos += n
            m._has |= 1
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class ExchangeRel:
    """substrait.ExchangeRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ExchangeRel")
    _f_common: RelCommon | None
    _f_input: Rel | None
    _f_partition_count: int
    _f_targets: list[ExchangeRel_ExchangeTarget]
    _f_scatter_by_fields: ExchangeRel_ScatterFields | None
    _f_single_target: ExchangeRel_SingleBucketExpression | None
    _f_multi_target: ExchangeRel_MultiBucketExpression | None
    _f_round_robin: ExchangeRel_RoundRobin | None
    _f_broadcast: ExchangeRel_Broadcast | None
    _f_advanced_extension: extensions_AdvancedExtension | None
    _case_exchange_kind: str | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_common = None
        self._f_input = None
        self._f_partition_count = 0
        self._f_targets = _EMPTY
        self._f_scatter_by_fields = None
        self._f_single_target = None
        self._f_multi_target = None
        self._f_round_robin = None
        self._f_broadcast = None
        self._f_advanced_extension = None
        self._case_exchange_kind = None
        _read_ExchangeRel(self, self._buf, self._start, self._end)

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
        v = self._f_scatter_by_fields
        return v if v is not None else _NONE_ExchangeRel_ScatterFields

    @property
    def single_target(self) -> ExchangeRel_SingleBucketExpression:
        if not self._read:
            self._fill()
        v = self._f_single_target
        return v if v is not None else _NONE_ExchangeRel_SingleBucketExpression

    @property
    def multi_target(self) -> ExchangeRel_MultiBucketExpression:
        if not self._read:
            self._fill()
        v = self._f_multi_target
        return v if v is not None else _NONE_ExchangeRel_MultiBucketExpression

    @property
    def round_robin(self) -> ExchangeRel_RoundRobin:
        if not self._read:
            self._fill()
        v = self._f_round_robin
        return v if v is not None else _NONE_ExchangeRel_RoundRobin

    @property
    def broadcast(self) -> ExchangeRel_Broadcast:
        if not self._read:
            self._fill()
        v = self._f_broadcast
        return v if v is not None else _NONE_ExchangeRel_Broadcast

    @property
    def advanced_extension(self) -> extensions_AdvancedExtension:
        if not self._read:
            self._fill()
        v = self._f_advanced_extension
        return v if v is not None else _NONE_extensions_AdvancedExtension
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
            return self._case_exchange_kind
        raise ValueError(f"substrait.ExchangeRel has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_ExchangeRel[0], self._f_common))
        if self._has >> 1 & 1:
            out.append((_FIELDS_ExchangeRel[1], self._f_input))
        if self._f_partition_count:
            out.append((_FIELDS_ExchangeRel[2], self._f_partition_count))
        if self._f_targets:
            out.append((_FIELDS_ExchangeRel[3], self._f_targets))
        if self._has >> 2 & 1:
            out.append((_FIELDS_ExchangeRel[4], self._f_scatter_by_fields))
        if self._has >> 3 & 1:
            out.append((_FIELDS_ExchangeRel[5], self._f_single_target))
        if self._has >> 4 & 1:
            out.append((_FIELDS_ExchangeRel[6], self._f_multi_target))
        if self._has >> 5 & 1:
            out.append((_FIELDS_ExchangeRel[7], self._f_round_robin))
        if self._has >> 6 & 1:
            out.append((_FIELDS_ExchangeRel[8], self._f_broadcast))
        if self._has >> 7 & 1:
            out.append((_FIELDS_ExchangeRel[9], self._f_advanced_extension))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, ExchangeRel) and self.SerializeToString() == other.SerializeToString()


_BITS_ExchangeRel: Final[dict[str, int]] = {"advanced_extension": 7, "broadcast": 6, "common": 0, "exchange_kind": 8, "input": 1, "multi_target": 4, "round_robin": 5, "scatter_by_fields": 2, "single_target": 3}
_FIELDS_ExchangeRel: Final[list[Any]] = sorted(ExchangeRel.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_ExchangeRel(m: ExchangeRel, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_common is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_common = RelCommon(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 18:
            if m._f_input is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_input = Rel(buf, pos, pos + n)
            pos += n
            m._has |= 2
        elif tag == 24:
            x, pos = _varint(buf, pos, end)
            m._f_partition_count = _int32(x)
        elif tag == 34:
            if m._f_targets is _EMPTY:
                m._f_targets = []
            n, pos = _length(buf, pos, end)
            m._f_targets.append(ExchangeRel_ExchangeTarget(buf, pos, pos + n))
            pos += n
        elif tag == 42:
            if m._f_scatter_by_fields is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_scatter_by_fields = ExchangeRel_ScatterFields(buf, pos, pos + n)
            pos += n
            if m._case_exchange_kind is not None:
                raise Unreadable()
            m._case_exchange_kind = "scatter_by_fields"
            m._has |= 260
        elif tag == 50:
            if m._f_single_target is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_single_target = ExchangeRel_SingleBucketExpression(buf, pos, pos + n)
            pos += n
            if m._case_exchange_kind is not None:
                raise Unreadable()
            m._case_exchange_kind = "single_target"
            m._has |= 264
        elif tag == 58:
            if m._f_multi_target is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_multi_target = ExchangeRel_MultiBucketExpression(buf, pos, pos + n)
            pos += n
            if m._case_exchange_kind is not None:
                raise Unreadable()
            m._case_exchange_kind = "multi_target"
            m._has |= 272
        elif tag == 66:
            if m._f_round_robin is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_round_robin = ExchangeRel_RoundRobin(buf, pos, pos + n)
            pos += n
            if m._case_exchange_kind is not None:
                raise Unreadable()
            m._case_exchange_kind = "round_robin"
            m._has |= 288
        elif tag == 74:
            if m._f_broadcast is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_broadcast = ExchangeRel_Broadcast(buf, pos, pos + n)
            pos += n
            if m._case_exchange_kind is not None:
                raise Unreadable()
            m._case_exchange_kind = "broadcast"
            m._has |= 320
        elif tag == 82:
            if m._f_advanced_extension is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
            pos += n
            m._has |= 128
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class ExchangeRel_Broadcast:
    """substrait.ExchangeRel.Broadcast"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ExchangeRel.Broadcast")

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        _read_ExchangeRel_Broadcast(self, self._buf, self._start, self._end)
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ExchangeRel_Broadcast.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ExchangeRel.Broadcast has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.ExchangeRel.Broadcast has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, ExchangeRel_Broadcast) and self.SerializeToString() == other.SerializeToString()


_BITS_ExchangeRel_Broadcast: Final[dict[str, int]] = {}
_FIELDS_ExchangeRel_Broadcast: Final[list[Any]] = sorted(ExchangeRel_Broadcast.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_ExchangeRel_Broadcast(m: ExchangeRel_Broadcast, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class ExchangeRel_ExchangeTarget:
    """substrait.ExchangeRel.ExchangeTarget"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ExchangeRel.ExchangeTarget")
    _f_partition_id: list[int]
    _f_uri: str
    _f_extended: google_protobuf_Any | None
    _case_target_type: str | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_partition_id = _EMPTY
        self._f_uri = ""
        self._f_extended = None
        self._case_target_type = None
        _read_ExchangeRel_ExchangeTarget(self, self._buf, self._start, self._end)

    @property
    def partition_id(self) -> builtins.list[builtins.int]:
        if not self._read:
            self._fill()
        return self._f_partition_id

    @property
    def uri(self) -> builtins.str:
        if not self._read:
            self._fill()
        return self._f_uri

    @property
    def extended(self) -> google_protobuf_Any:
        if not self._read:
            self._fill()
        v = self._f_extended
        return v if v is not None else _NONE_google_protobuf_Any
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
            return self._case_target_type
        raise ValueError(f"substrait.ExchangeRel.ExchangeTarget has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_partition_id:
            out.append((_FIELDS_ExchangeRel_ExchangeTarget[0], self._f_partition_id))
        if self._has >> 0 & 1:
            out.append((_FIELDS_ExchangeRel_ExchangeTarget[1], self._f_uri))
        if self._has >> 1 & 1:
            out.append((_FIELDS_ExchangeRel_ExchangeTarget[2], self._f_extended))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, ExchangeRel_ExchangeTarget) and self.SerializeToString() == other.SerializeToString()


_BITS_ExchangeRel_ExchangeTarget: Final[dict[str, int]] = {"extended": 1, "target_type": 2, "uri": 0}
_FIELDS_ExchangeRel_ExchangeTarget: Final[list[Any]] = sorted(ExchangeRel_ExchangeTarget.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_ExchangeRel_ExchangeTarget(m: ExchangeRel_ExchangeTarget, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            if m._f_partition_id is _EMPTY:
                m._f_partition_id = []
            x, pos = _varint(buf, pos, end)
            m._f_partition_id.append(_int32(x))
        elif tag == 10:
            if m._f_partition_id is _EMPTY:
                m._f_partition_id = []
            n, pos = _length(buf, pos, end)
            stop = pos + n
            while pos < stop:
                x, pos = _varint(buf, pos, stop)
                m._f_partition_id.append(_int32(x))
            if pos != stop:
                raise Unreadable()
        elif tag == 18:
            n, pos = _length(buf, pos, end)
            m._f_uri = buf[pos:pos + n].decode()
            pos += n
            if m._case_target_type is not None:
                raise Unreadable()
            m._case_target_type = "uri"
            m._has |= 5
        elif tag == 26:
            if m._f_extended is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_extended = google_protobuf_Any(buf, pos, pos + n)
            pos += n
            if m._case_target_type is not None:
                raise Unreadable()
            m._case_target_type = "extended"
            m._has |= 6
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class ExchangeRel_MultiBucketExpression:
    """substrait.ExchangeRel.MultiBucketExpression"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ExchangeRel.MultiBucketExpression")
    _f_expression: Expression | None
    _f_constrained_to_count: bool

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_expression = None
        self._f_constrained_to_count = False
        _read_ExchangeRel_MultiBucketExpression(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ExchangeRel_MultiBucketExpression.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ExchangeRel.MultiBucketExpression has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.ExchangeRel.MultiBucketExpression has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_ExchangeRel_MultiBucketExpression[0], self._f_expression))
        if self._f_constrained_to_count:
            out.append((_FIELDS_ExchangeRel_MultiBucketExpression[1], self._f_constrained_to_count))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, ExchangeRel_MultiBucketExpression) and self.SerializeToString() == other.SerializeToString()


_BITS_ExchangeRel_MultiBucketExpression: Final[dict[str, int]] = {"expression": 0}
_FIELDS_ExchangeRel_MultiBucketExpression: Final[list[Any]] = sorted(ExchangeRel_MultiBucketExpression.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_ExchangeRel_MultiBucketExpression(m: ExchangeRel_MultiBucketExpression, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_expression is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_expression = Expression(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_constrained_to_count = x != 0
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class ExchangeRel_RoundRobin:
    """substrait.ExchangeRel.RoundRobin"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ExchangeRel.RoundRobin")
    _f_exact: bool

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_exact = False
        _read_ExchangeRel_RoundRobin(self, self._buf, self._start, self._end)

    @property
    def exact(self) -> builtins.bool:
        if not self._read:
            self._fill()
        return self._f_exact
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ExchangeRel_RoundRobin.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ExchangeRel.RoundRobin has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.ExchangeRel.RoundRobin has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_exact:
            out.append((_FIELDS_ExchangeRel_RoundRobin[0], self._f_exact))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, ExchangeRel_RoundRobin) and self.SerializeToString() == other.SerializeToString()


_BITS_ExchangeRel_RoundRobin: Final[dict[str, int]] = {}
_FIELDS_ExchangeRel_RoundRobin: Final[list[Any]] = sorted(ExchangeRel_RoundRobin.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_ExchangeRel_RoundRobin(m: ExchangeRel_RoundRobin, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_exact = x != 0
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class ExchangeRel_ScatterFields:
    """substrait.ExchangeRel.ScatterFields"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ExchangeRel.ScatterFields")
    _f_fields: list[Expression_FieldReference]

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_fields = _EMPTY
        _read_ExchangeRel_ScatterFields(self, self._buf, self._start, self._end)

    @property
    def fields(self) -> builtins.list[Expression_FieldReference]:
        if not self._read:
            self._fill()
        return self._f_fields
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ExchangeRel_ScatterFields.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ExchangeRel.ScatterFields has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.ExchangeRel.ScatterFields has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_fields:
            out.append((_FIELDS_ExchangeRel_ScatterFields[0], self._f_fields))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, ExchangeRel_ScatterFields) and self.SerializeToString() == other.SerializeToString()


_BITS_ExchangeRel_ScatterFields: Final[dict[str, int]] = {}
_FIELDS_ExchangeRel_ScatterFields: Final[list[Any]] = sorted(ExchangeRel_ScatterFields.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_ExchangeRel_ScatterFields(m: ExchangeRel_ScatterFields, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_fields is _EMPTY:
                m._f_fields = []
            n, pos = _length(buf, pos, end)
            m._f_fields.append(Expression_FieldReference(buf, pos, pos + n))
            pos += n
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class ExchangeRel_SingleBucketExpression:
    """substrait.ExchangeRel.SingleBucketExpression"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ExchangeRel.SingleBucketExpression")
    _f_expression: Expression | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_expression = None
        _read_ExchangeRel_SingleBucketExpression(self, self._buf, self._start, self._end)

    @property
    def expression(self) -> Expression:
        if not self._read:
            self._fill()
        v = self._f_expression
        return v if v is not None else _NONE_Expression
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ExchangeRel_SingleBucketExpression.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ExchangeRel.SingleBucketExpression has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.ExchangeRel.SingleBucketExpression has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_ExchangeRel_SingleBucketExpression[0], self._f_expression))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, ExchangeRel_SingleBucketExpression) and self.SerializeToString() == other.SerializeToString()


_BITS_ExchangeRel_SingleBucketExpression: Final[dict[str, int]] = {"expression": 0}
_FIELDS_ExchangeRel_SingleBucketExpression: Final[list[Any]] = sorted(ExchangeRel_SingleBucketExpression.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_ExchangeRel_SingleBucketExpression(m: ExchangeRel_SingleBucketExpression, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_expression is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_expression = Expression(buf, pos, pos + n)
            pos += n
            m._has |= 1
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class ExecutionBehavior:
    """substrait.ExecutionBehavior"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ExecutionBehavior")
    _f_variable_eval_mode: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_variable_eval_mode = 0
        _read_ExecutionBehavior(self, self._buf, self._start, self._end)

    @property
    def variable_eval_mode(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_variable_eval_mode
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ExecutionBehavior.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ExecutionBehavior has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.ExecutionBehavior has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_variable_eval_mode:
            out.append((_FIELDS_ExecutionBehavior[0], self._f_variable_eval_mode))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, ExecutionBehavior) and self.SerializeToString() == other.SerializeToString()


_BITS_ExecutionBehavior: Final[dict[str, int]] = {}
_FIELDS_ExecutionBehavior: Final[list[Any]] = sorted(ExecutionBehavior.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_ExecutionBehavior(m: ExecutionBehavior, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_variable_eval_mode = _int32(x)
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class ExpandRel:
    """substrait.ExpandRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ExpandRel")
    _f_common: RelCommon | None
    _f_input: Rel | None
    _f_fields: list[ExpandRel_ExpandField]
    _f_advanced_extension: extensions_AdvancedExtension | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_common = None
        self._f_input = None
        self._f_fields = _EMPTY
        self._f_advanced_extension = None
        _read_ExpandRel(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ExpandRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ExpandRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.ExpandRel has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_ExpandRel[0], self._f_common))
        if self._has >> 1 & 1:
            out.append((_FIELDS_ExpandRel[1], self._f_input))
        if self._f_fields:
            out.append((_FIELDS_ExpandRel[2], self._f_fields))
        if self._has >> 2 & 1:
            out.append((_FIELDS_ExpandRel[3], self._f_advanced_extension))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, ExpandRel) and self.SerializeToString() == other.SerializeToString()


_BITS_ExpandRel: Final[dict[str, int]] = {"advanced_extension": 2, "common": 0, "input": 1}
_FIELDS_ExpandRel: Final[list[Any]] = sorted(ExpandRel.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_ExpandRel(m: ExpandRel, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_common is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_common = RelCommon(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 18:
            if m._f_input is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_input = Rel(buf, pos, pos + n)
            pos += n
            m._has |= 2
        elif tag == 34:
            if m._f_fields is _EMPTY:
                m._f_fields = []
            n, pos = _length(buf, pos, end)
            m._f_fields.append(ExpandRel_ExpandField(buf, pos, pos + n))
            pos += n
        elif tag == 82:
            if m._f_advanced_extension is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
            pos += n
            m._has |= 4
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class ExpandRel_ExpandField:
    """substrait.ExpandRel.ExpandField"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ExpandRel.ExpandField")
    _f_switching_field: ExpandRel_SwitchingField | None
    _f_consistent_field: Expression | None
    _case_field_type: str | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_switching_field = None
        self._f_consistent_field = None
        self._case_field_type = None
        _read_ExpandRel_ExpandField(self, self._buf, self._start, self._end)

    @property
    def switching_field(self) -> ExpandRel_SwitchingField:
        if not self._read:
            self._fill()
        v = self._f_switching_field
        return v if v is not None else _NONE_ExpandRel_SwitchingField

    @property
    def consistent_field(self) -> Expression:
        if not self._read:
            self._fill()
        v = self._f_consistent_field
        return v if v is not None else _NONE_Expression
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
            return self._case_field_type
        raise ValueError(f"substrait.ExpandRel.ExpandField has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_ExpandRel_ExpandField[0], self._f_switching_field))
        if self._has >> 1 & 1:
            out.append((_FIELDS_ExpandRel_ExpandField[1], self._f_consistent_field))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, ExpandRel_ExpandField) and self.SerializeToString() == other.SerializeToString()


_BITS_ExpandRel_ExpandField: Final[dict[str, int]] = {"consistent_field": 1, "field_type": 2, "switching_field": 0}
_FIELDS_ExpandRel_ExpandField: Final[list[Any]] = sorted(ExpandRel_ExpandField.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_ExpandRel_ExpandField(m: ExpandRel_ExpandField, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 18:
            if m._f_switching_field is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_switching_field = ExpandRel_SwitchingField(buf, pos, pos + n)
            pos += n
            if m._case_field_type is not None:
                raise Unreadable()
            m._case_field_type = "switching_field"
            m._has |= 5
        elif tag == 26:
            if m._f_consistent_field is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_consistent_field = Expression(buf, pos, pos + n)
            pos += n
            if m._case_field_type is not None:
                raise Unreadable()
            m._case_field_type = "consistent_field"
            m._has |= 6
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class ExpandRel_SwitchingField:
    """substrait.ExpandRel.SwitchingField"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ExpandRel.SwitchingField")
    _f_duplicates: list[Expression]

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_duplicates = _EMPTY
        _read_ExpandRel_SwitchingField(self, self._buf, self._start, self._end)

    @property
    def duplicates(self) -> builtins.list[Expression]:
        if not self._read:
            self._fill()
        return self._f_duplicates
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ExpandRel_SwitchingField.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ExpandRel.SwitchingField has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.ExpandRel.SwitchingField has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_duplicates:
            out.append((_FIELDS_ExpandRel_SwitchingField[0], self._f_duplicates))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, ExpandRel_SwitchingField) and self.SerializeToString() == other.SerializeToString()


_BITS_ExpandRel_SwitchingField: Final[dict[str, int]] = {}
_FIELDS_ExpandRel_SwitchingField: Final[list[Any]] = sorted(ExpandRel_SwitchingField.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_ExpandRel_SwitchingField(m: ExpandRel_SwitchingField, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_duplicates is _EMPTY:
                m._f_duplicates = []
            n, pos = _length(buf, pos, end)
            m._f_duplicates.append(Expression(buf, pos, pos + n))
            pos += n
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression:
    """substrait.Expression"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression")
    _f_literal: Expression_Literal | None
    _f_selection: Expression_FieldReference | None
    _f_scalar_function: Expression_ScalarFunction | None
    _f_window_function: Expression_WindowFunction | None
    _f_if_then: Expression_IfThen | None
    _f_switch_expression: Expression_SwitchExpression | None
    _f_singular_or_list: Expression_SingularOrList | None
    _f_multi_or_list: Expression_MultiOrList | None
    _f_cast: Expression_Cast | None
    _f_subquery: Expression_Subquery | None
    _f_nested: Expression_Nested | None
    _f_dynamic_parameter: DynamicParameter | None
    _f_lambda_: Expression_Lambda | None
    _f_lambda_invocation: Expression_LambdaInvocation | None
    _f_execution_context_variable: Expression_ExecutionContextVariable | None
    _f_detached_expression_ordinal: int
    _case_rex_type: str | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_literal = None
        self._f_selection = None
        self._f_scalar_function = None
        self._f_window_function = None
        self._f_if_then = None
        self._f_switch_expression = None
        self._f_singular_or_list = None
        self._f_multi_or_list = None
        self._f_cast = None
        self._f_subquery = None
        self._f_nested = None
        self._f_dynamic_parameter = None
        self._f_lambda_ = None
        self._f_lambda_invocation = None
        self._f_execution_context_variable = None
        self._f_detached_expression_ordinal = 0
        self._case_rex_type = None
        _read_Expression(self, self._buf, self._start, self._end)

    @property
    def literal(self) -> Expression_Literal:
        if not self._read:
            self._fill()
        v = self._f_literal
        return v if v is not None else _NONE_Expression_Literal

    @property
    def selection(self) -> Expression_FieldReference:
        if not self._read:
            self._fill()
        v = self._f_selection
        return v if v is not None else _NONE_Expression_FieldReference

    @property
    def scalar_function(self) -> Expression_ScalarFunction:
        if not self._read:
            self._fill()
        v = self._f_scalar_function
        return v if v is not None else _NONE_Expression_ScalarFunction

    @property
    def window_function(self) -> Expression_WindowFunction:
        if not self._read:
            self._fill()
        v = self._f_window_function
        return v if v is not None else _NONE_Expression_WindowFunction

    @property
    def if_then(self) -> Expression_IfThen:
        if not self._read:
            self._fill()
        v = self._f_if_then
        return v if v is not None else _NONE_Expression_IfThen

    @property
    def switch_expression(self) -> Expression_SwitchExpression:
        if not self._read:
            self._fill()
        v = self._f_switch_expression
        return v if v is not None else _NONE_Expression_SwitchExpression

    @property
    def singular_or_list(self) -> Expression_SingularOrList:
        if not self._read:
            self._fill()
        v = self._f_singular_or_list
        return v if v is not None else _NONE_Expression_SingularOrList

    @property
    def multi_or_list(self) -> Expression_MultiOrList:
        if not self._read:
            self._fill()
        v = self._f_multi_or_list
        return v if v is not None else _NONE_Expression_MultiOrList

    @property
    def cast(self) -> Expression_Cast:
        if not self._read:
            self._fill()
        v = self._f_cast
        return v if v is not None else _NONE_Expression_Cast

    @property
    def subquery(self) -> Expression_Subquery:
        if not self._read:
            self._fill()
        v = self._f_subquery
        return v if v is not None else _NONE_Expression_Subquery

    @property
    def nested(self) -> Expression_Nested:
        if not self._read:
            self._fill()
        v = self._f_nested
        return v if v is not None else _NONE_Expression_Nested

    @property
    def dynamic_parameter(self) -> DynamicParameter:
        if not self._read:
            self._fill()
        v = self._f_dynamic_parameter
        return v if v is not None else _NONE_DynamicParameter

    @property
    def lambda_(self) -> Expression_Lambda:
        if not self._read:
            self._fill()
        v = self._f_lambda_
        return v if v is not None else _NONE_Expression_Lambda

    @property
    def lambda_invocation(self) -> Expression_LambdaInvocation:
        if not self._read:
            self._fill()
        v = self._f_lambda_invocation
        return v if v is not None else _NONE_Expression_LambdaInvocation

    @property
    def execution_context_variable(self) -> Expression_ExecutionContextVariable:
        if not self._read:
            self._fill()
        v = self._f_execution_context_variable
        return v if v is not None else _NONE_Expression_ExecutionContextVariable

    @property
    def detached_expression_ordinal(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_detached_expression_ordinal
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
            return self._case_rex_type
        raise ValueError(f"substrait.Expression has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_Expression[0], self._f_literal))
        if self._has >> 1 & 1:
            out.append((_FIELDS_Expression[1], self._f_selection))
        if self._has >> 2 & 1:
            out.append((_FIELDS_Expression[2], self._f_scalar_function))
        if self._has >> 3 & 1:
            out.append((_FIELDS_Expression[3], self._f_window_function))
        if self._has >> 4 & 1:
            out.append((_FIELDS_Expression[4], self._f_if_then))
        if self._has >> 5 & 1:
            out.append((_FIELDS_Expression[5], self._f_switch_expression))
        if self._has >> 6 & 1:
            out.append((_FIELDS_Expression[6], self._f_singular_or_list))
        if self._has >> 7 & 1:
            out.append((_FIELDS_Expression[7], self._f_multi_or_list))
        if self._has >> 8 & 1:
            out.append((_FIELDS_Expression[8], self._f_cast))
        if self._has >> 9 & 1:
            out.append((_FIELDS_Expression[9], self._f_subquery))
        if self._has >> 10 & 1:
            out.append((_FIELDS_Expression[10], self._f_nested))
        if self._has >> 11 & 1:
            out.append((_FIELDS_Expression[11], self._f_dynamic_parameter))
        if self._has >> 12 & 1:
            out.append((_FIELDS_Expression[12], self._f_lambda_))
        if self._has >> 13 & 1:
            out.append((_FIELDS_Expression[13], self._f_lambda_invocation))
        if self._has >> 14 & 1:
            out.append((_FIELDS_Expression[14], self._f_execution_context_variable))
        if self._has >> 15 & 1:
            out.append((_FIELDS_Expression[15], self._f_detached_expression_ordinal))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression: Final[dict[str, int]] = {"cast": 8, "detached_expression_ordinal": 15, "dynamic_parameter": 11, "execution_context_variable": 14, "if_then": 4, "lambda": 12, "lambda_invocation": 13, "literal": 0, "multi_or_list": 7, "nested": 10, "rex_type": 16, "scalar_function": 2, "selection": 1, "singular_or_list": 6, "subquery": 9, "switch_expression": 5, "window_function": 3}
_FIELDS_Expression: Final[list[Any]] = sorted(Expression.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression(m: Expression, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_literal is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_literal = Expression_Literal(buf, pos, pos + n)
            pos += n
            if m._case_rex_type is not None:
                raise Unreadable()
            m._case_rex_type = "literal"
            m._has |= 65537
        elif tag == 18:
            if m._f_selection is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_selection = Expression_FieldReference(buf, pos, pos + n)
            pos += n
            if m._case_rex_type is not None:
                raise Unreadable()
            m._case_rex_type = "selection"
            m._has |= 65538
        elif tag == 26:
            if m._f_scalar_function is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_scalar_function = Expression_ScalarFunction(buf, pos, pos + n)
            pos += n
            if m._case_rex_type is not None:
                raise Unreadable()
            m._case_rex_type = "scalar_function"
            m._has |= 65540
        elif tag == 42:
            if m._f_window_function is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_window_function = Expression_WindowFunction(buf, pos, pos + n)
            pos += n
            if m._case_rex_type is not None:
                raise Unreadable()
            m._case_rex_type = "window_function"
            m._has |= 65544
        elif tag == 50:
            if m._f_if_then is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_if_then = Expression_IfThen(buf, pos, pos + n)
            pos += n
            if m._case_rex_type is not None:
                raise Unreadable()
            m._case_rex_type = "if_then"
            m._has |= 65552
        elif tag == 58:
            if m._f_switch_expression is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_switch_expression = Expression_SwitchExpression(buf, pos, pos + n)
            pos += n
            if m._case_rex_type is not None:
                raise Unreadable()
            m._case_rex_type = "switch_expression"
            m._has |= 65568
        elif tag == 66:
            if m._f_singular_or_list is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_singular_or_list = Expression_SingularOrList(buf, pos, pos + n)
            pos += n
            if m._case_rex_type is not None:
                raise Unreadable()
            m._case_rex_type = "singular_or_list"
            m._has |= 65600
        elif tag == 74:
            if m._f_multi_or_list is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_multi_or_list = Expression_MultiOrList(buf, pos, pos + n)
            pos += n
            if m._case_rex_type is not None:
                raise Unreadable()
            m._case_rex_type = "multi_or_list"
            m._has |= 65664
        elif tag == 90:
            if m._f_cast is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_cast = Expression_Cast(buf, pos, pos + n)
            pos += n
            if m._case_rex_type is not None:
                raise Unreadable()
            m._case_rex_type = "cast"
            m._has |= 65792
        elif tag == 98:
            if m._f_subquery is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_subquery = Expression_Subquery(buf, pos, pos + n)
            pos += n
            if m._case_rex_type is not None:
                raise Unreadable()
            m._case_rex_type = "subquery"
            m._has |= 66048
        elif tag == 106:
            if m._f_nested is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_nested = Expression_Nested(buf, pos, pos + n)
            pos += n
            if m._case_rex_type is not None:
                raise Unreadable()
            m._case_rex_type = "nested"
            m._has |= 66560
        elif tag == 114:
            if m._f_dynamic_parameter is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_dynamic_parameter = DynamicParameter(buf, pos, pos + n)
            pos += n
            if m._case_rex_type is not None:
                raise Unreadable()
            m._case_rex_type = "dynamic_parameter"
            m._has |= 67584
        elif tag == 122:
            if m._f_lambda_ is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_lambda_ = Expression_Lambda(buf, pos, pos + n)
            pos += n
            if m._case_rex_type is not None:
                raise Unreadable()
            m._case_rex_type = "lambda"
            m._has |= 69632
        elif tag == 130:
            if m._f_lambda_invocation is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_lambda_invocation = Expression_LambdaInvocation(buf, pos, pos + n)
            pos += n
            if m._case_rex_type is not None:
                raise Unreadable()
            m._case_rex_type = "lambda_invocation"
            m._has |= 73728
        elif tag == 138:
            if m._f_execution_context_variable is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_execution_context_variable = Expression_ExecutionContextVariable(buf, pos, pos + n)
            pos += n
            if m._case_rex_type is not None:
                raise Unreadable()
            m._case_rex_type = "execution_context_variable"
            m._has |= 81920
        elif tag == 144:
            x, pos = _varint(buf, pos, end)
            m._f_detached_expression_ordinal = x & 0xFFFFFFFF
            if m._case_rex_type is not None:
                raise Unreadable()
            m._case_rex_type = "detached_expression_ordinal"
            m._has |= 98304
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_Cast:
    """substrait.Expression.Cast"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Cast")
    _f_type: Type | None
    _f_input: Expression | None
    _f_failure_behavior: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_type = None
        self._f_input = None
        self._f_failure_behavior = 0
        _read_Expression_Cast(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Cast.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Cast has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.Cast has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_Expression_Cast[0], self._f_type))
        if self._has >> 1 & 1:
            out.append((_FIELDS_Expression_Cast[1], self._f_input))
        if self._f_failure_behavior:
            out.append((_FIELDS_Expression_Cast[2], self._f_failure_behavior))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_Cast) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_Cast: Final[dict[str, int]] = {"input": 1, "type": 0}
_FIELDS_Expression_Cast: Final[list[Any]] = sorted(Expression_Cast.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_Cast(m: Expression_Cast, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_type is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_type = Type(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 18:
            if m._f_input is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_input = Expression(buf, pos, pos + n)
            pos += n
            m._has |= 2
        elif tag == 24:
            x, pos = _varint(buf, pos, end)
            m._f_failure_behavior = _int32(x)
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_ExecutionContextVariable:
    """substrait.Expression.ExecutionContextVariable"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.ExecutionContextVariable")
    _f_current_timestamp: Type_PrecisionTimestampTZ | None
    _f_current_timezone: Type_String | None
    _f_current_date: Type_Date | None
    _case_execution_context_variable_type: str | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_current_timestamp = None
        self._f_current_timezone = None
        self._f_current_date = None
        self._case_execution_context_variable_type = None
        _read_Expression_ExecutionContextVariable(self, self._buf, self._start, self._end)

    @property
    def current_timestamp(self) -> Type_PrecisionTimestampTZ:
        if not self._read:
            self._fill()
        v = self._f_current_timestamp
        return v if v is not None else _NONE_Type_PrecisionTimestampTZ

    @property
    def current_timezone(self) -> Type_String:
        if not self._read:
            self._fill()
        v = self._f_current_timezone
        return v if v is not None else _NONE_Type_String

    @property
    def current_date(self) -> Type_Date:
        if not self._read:
            self._fill()
        v = self._f_current_date
        return v if v is not None else _NONE_Type_Date
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
            return self._case_execution_context_variable_type
        raise ValueError(f"substrait.Expression.ExecutionContextVariable has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_Expression_ExecutionContextVariable[0], self._f_current_timestamp))
        if self._has >> 1 & 1:
            out.append((_FIELDS_Expression_ExecutionContextVariable[1], self._f_current_timezone))
        if self._has >> 2 & 1:
            out.append((_FIELDS_Expression_ExecutionContextVariable[2], self._f_current_date))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_ExecutionContextVariable) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_ExecutionContextVariable: Final[dict[str, int]] = {"current_date": 2, "current_timestamp": 0, "current_timezone": 1, "execution_context_variable_type": 3}
_FIELDS_Expression_ExecutionContextVariable: Final[list[Any]] = sorted(Expression_ExecutionContextVariable.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_ExecutionContextVariable(m: Expression_ExecutionContextVariable, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_current_timestamp is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_current_timestamp = Type_PrecisionTimestampTZ(buf, pos, pos + n)
            pos += n
            if m._case_execution_context_variable_type is not None:
                raise Unreadable()
            m._case_execution_context_variable_type = "current_timestamp"
            m._has |= 9
        elif tag == 18:
            if m._f_current_timezone is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_current_timezone = Type_String(buf, pos, pos + n)
            pos += n
            if m._case_execution_context_variable_type is not None:
                raise Unreadable()
            m._case_execution_context_variable_type = "current_timezone"
            m._has |= 10
        elif tag == 26:
            if m._f_current_date is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_current_date = Type_Date(buf, pos, pos + n)
            pos += n
            if m._case_execution_context_variable_type is not None:
                raise Unreadable()
            m._case_execution_context_variable_type = "current_date"
            m._has |= 12
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_FieldReference:
    """substrait.Expression.FieldReference"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.FieldReference")
    _f_direct_reference: Expression_ReferenceSegment | None
    _f_masked_reference: Expression_MaskExpression | None
    _f_expression: Expression | None
    _f_root_reference: Expression_FieldReference_RootReference | None
    _f_outer_reference: Expression_FieldReference_OuterReference | None
    _f_lambda_parameter_reference: Expression_FieldReference_LambdaParameterReference | None
    _case_reference_type: str | None
    _case_root_type: str | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_direct_reference = None
        self._f_masked_reference = None
        self._f_expression = None
        self._f_root_reference = None
        self._f_outer_reference = None
        self._f_lambda_parameter_reference = None
        self._case_reference_type = None
        self._case_root_type = None
        _read_Expression_FieldReference(self, self._buf, self._start, self._end)

    @property
    def direct_reference(self) -> Expression_ReferenceSegment:
        if not self._read:
            self._fill()
        v = self._f_direct_reference
        return v if v is not None else _NONE_Expression_ReferenceSegment

    @property
    def masked_reference(self) -> Expression_MaskExpression:
        if not self._read:
            self._fill()
        v = self._f_masked_reference
        return v if v is not None else _NONE_Expression_MaskExpression

    @property
    def expression(self) -> Expression:
        if not self._read:
            self._fill()
        v = self._f_expression
        return v if v is not None else _NONE_Expression

    @property
    def root_reference(self) -> Expression_FieldReference_RootReference:
        if not self._read:
            self._fill()
        v = self._f_root_reference
        return v if v is not None else _NONE_Expression_FieldReference_RootReference

    @property
    def outer_reference(self) -> Expression_FieldReference_OuterReference:
        if not self._read:
            self._fill()
        v = self._f_outer_reference
        return v if v is not None else _NONE_Expression_FieldReference_OuterReference

    @property
    def lambda_parameter_reference(self) -> Expression_FieldReference_LambdaParameterReference:
        if not self._read:
            self._fill()
        v = self._f_lambda_parameter_reference
        return v if v is not None else _NONE_Expression_FieldReference_LambdaParameterReference
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
            return self._case_reference_type
        if name == "root_type":
            return self._case_root_type
        raise ValueError(f"substrait.Expression.FieldReference has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_Expression_FieldReference[0], self._f_direct_reference))
        if self._has >> 1 & 1:
            out.append((_FIELDS_Expression_FieldReference[1], self._f_masked_reference))
        if self._has >> 2 & 1:
            out.append((_FIELDS_Expression_FieldReference[2], self._f_expression))
        if self._has >> 3 & 1:
            out.append((_FIELDS_Expression_FieldReference[3], self._f_root_reference))
        if self._has >> 4 & 1:
            out.append((_FIELDS_Expression_FieldReference[4], self._f_outer_reference))
        if self._has >> 5 & 1:
            out.append((_FIELDS_Expression_FieldReference[5], self._f_lambda_parameter_reference))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_FieldReference) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_FieldReference: Final[dict[str, int]] = {"direct_reference": 0, "expression": 2, "lambda_parameter_reference": 5, "masked_reference": 1, "outer_reference": 4, "reference_type": 6, "root_reference": 3, "root_type": 7}
_FIELDS_Expression_FieldReference: Final[list[Any]] = sorted(Expression_FieldReference.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_FieldReference(m: Expression_FieldReference, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_direct_reference is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_direct_reference = Expression_ReferenceSegment(buf, pos, pos + n)
            pos += n
            if m._case_reference_type is not None:
                raise Unreadable()
            m._case_reference_type = "direct_reference"
            m._has |= 65
        elif tag == 18:
            if m._f_masked_reference is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_masked_reference = Expression_MaskExpression(buf, pos, pos + n)
            pos += n
            if m._case_reference_type is not None:
                raise Unreadable()
            m._case_reference_type = "masked_reference"
            m._has |= 66
        elif tag == 26:
            if m._f_expression is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_expression = Expression(buf, pos, pos + n)
            pos += n
            if m._case_root_type is not None:
                raise Unreadable()
            m._case_root_type = "expression"
            m._has |= 132
        elif tag == 34:
            if m._f_root_reference is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_root_reference = Expression_FieldReference_RootReference(buf, pos, pos + n)
            pos += n
            if m._case_root_type is not None:
                raise Unreadable()
            m._case_root_type = "root_reference"
            m._has |= 136
        elif tag == 42:
            if m._f_outer_reference is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_outer_reference = Expression_FieldReference_OuterReference(buf, pos, pos + n)
            pos += n
            if m._case_root_type is not None:
                raise Unreadable()
            m._case_root_type = "outer_reference"
            m._has |= 144
        elif tag == 50:
            if m._f_lambda_parameter_reference is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_lambda_parameter_reference = Expression_FieldReference_LambdaParameterReference(buf, pos, pos + n)
            pos += n
            if m._case_root_type is not None:
                raise Unreadable()
            m._case_root_type = "lambda_parameter_reference"
            m._has |= 160
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_FieldReference_LambdaParameterReference:
    """substrait.Expression.FieldReference.LambdaParameterReference"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.FieldReference.LambdaParameterReference")
    _f_steps_out: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_steps_out = 0
        _read_Expression_FieldReference_LambdaParameterReference(self, self._buf, self._start, self._end)

    @property
    def steps_out(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_steps_out
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_FieldReference_LambdaParameterReference.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.FieldReference.LambdaParameterReference has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.FieldReference.LambdaParameterReference has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_steps_out:
            out.append((_FIELDS_Expression_FieldReference_LambdaParameterReference[0], self._f_steps_out))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_FieldReference_LambdaParameterReference) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_FieldReference_LambdaParameterReference: Final[dict[str, int]] = {}
_FIELDS_Expression_FieldReference_LambdaParameterReference: Final[list[Any]] = sorted(Expression_FieldReference_LambdaParameterReference.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_FieldReference_LambdaParameterReference(m: Expression_FieldReference_LambdaParameterReference, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_steps_out = x & 0xFFFFFFFF
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_FieldReference_OuterReference:
    """substrait.Expression.FieldReference.OuterReference"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.FieldReference.OuterReference")
    _f_steps_out: int
    _f_rel_reference: int
    _case_outer_reference_type: str | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_steps_out = 0
        self._f_rel_reference = 0
        self._case_outer_reference_type = None
        _read_Expression_FieldReference_OuterReference(self, self._buf, self._start, self._end)

    @property
    def steps_out(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_steps_out

    @property
    def rel_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_rel_reference
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
            return self._case_outer_reference_type
        raise ValueError(f"substrait.Expression.FieldReference.OuterReference has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_Expression_FieldReference_OuterReference[0], self._f_steps_out))
        if self._has >> 1 & 1:
            out.append((_FIELDS_Expression_FieldReference_OuterReference[1], self._f_rel_reference))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_FieldReference_OuterReference) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_FieldReference_OuterReference: Final[dict[str, int]] = {"outer_reference_type": 2, "rel_reference": 1, "steps_out": 0}
_FIELDS_Expression_FieldReference_OuterReference: Final[list[Any]] = sorted(Expression_FieldReference_OuterReference.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_FieldReference_OuterReference(m: Expression_FieldReference_OuterReference, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_steps_out = x & 0xFFFFFFFF
            if m._case_outer_reference_type is not None:
                raise Unreadable()
            m._case_outer_reference_type = "steps_out"
            m._has |= 5
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_rel_reference = x & 0xFFFFFFFF
            if m._case_outer_reference_type is not None:
                raise Unreadable()
            m._case_outer_reference_type = "rel_reference"
            m._has |= 6
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_FieldReference_RootReference:
    """substrait.Expression.FieldReference.RootReference"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.FieldReference.RootReference")

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        _read_Expression_FieldReference_RootReference(self, self._buf, self._start, self._end)
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_FieldReference_RootReference.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.FieldReference.RootReference has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.FieldReference.RootReference has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_FieldReference_RootReference) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_FieldReference_RootReference: Final[dict[str, int]] = {}
_FIELDS_Expression_FieldReference_RootReference: Final[list[Any]] = sorted(Expression_FieldReference_RootReference.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_FieldReference_RootReference(m: Expression_FieldReference_RootReference, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_IfThen:
    """substrait.Expression.IfThen"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.IfThen")
    _f_ifs: list[Expression_IfThen_IfClause]
    _f_else_: Expression | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_ifs = _EMPTY
        self._f_else_ = None
        _read_Expression_IfThen(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_IfThen.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.IfThen has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.IfThen has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_ifs:
            out.append((_FIELDS_Expression_IfThen[0], self._f_ifs))
        if self._has >> 0 & 1:
            out.append((_FIELDS_Expression_IfThen[1], self._f_else_))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_IfThen) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_IfThen: Final[dict[str, int]] = {"else": 0}
_FIELDS_Expression_IfThen: Final[list[Any]] = sorted(Expression_IfThen.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_IfThen(m: Expression_IfThen, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_ifs is _EMPTY:
                m._f_ifs = []
            n, pos = _length(buf, pos, end)
            m._f_ifs.append(Expression_IfThen_IfClause(buf, pos, pos + n))
            pos += n
        elif tag == 18:
            if m._f_else_ is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_else_ = Expression(buf, pos, pos + n)
            pos += n
            m._has |= 1
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_IfThen_IfClause:
    """substrait.Expression.IfThen.IfClause"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.IfThen.IfClause")
    _f_if_: Expression | None
    _f_then: Expression | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_if_ = None
        self._f_then = None
        _read_Expression_IfThen_IfClause(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_IfThen_IfClause.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.IfThen.IfClause has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.IfThen.IfClause has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_Expression_IfThen_IfClause[0], self._f_if_))
        if self._has >> 1 & 1:
            out.append((_FIELDS_Expression_IfThen_IfClause[1], self._f_then))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_IfThen_IfClause) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_IfThen_IfClause: Final[dict[str, int]] = {"if": 0, "then": 1}
_FIELDS_Expression_IfThen_IfClause: Final[list[Any]] = sorted(Expression_IfThen_IfClause.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_IfThen_IfClause(m: Expression_IfThen_IfClause, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_if_ is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_if_ = Expression(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 18:
            if m._f_then is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_then = Expression(buf, pos, pos + n)
            pos += n
            m._has |= 2
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_Lambda:
    """substrait.Expression.Lambda"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Lambda")
    _f_parameters: Type_Struct | None
    _f_body: Expression | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_parameters = None
        self._f_body = None
        _read_Expression_Lambda(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Lambda.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Lambda has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.Lambda has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_Expression_Lambda[0], self._f_parameters))
        if self._has >> 1 & 1:
            out.append((_FIELDS_Expression_Lambda[1], self._f_body))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_Lambda) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_Lambda: Final[dict[str, int]] = {"body": 1, "parameters": 0}
_FIELDS_Expression_Lambda: Final[list[Any]] = sorted(Expression_Lambda.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_Lambda(m: Expression_Lambda, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_parameters is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_parameters = Type_Struct(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 18:
            if m._f_body is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_body = Expression(buf, pos, pos + n)
            pos += n
            m._has |= 2
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_LambdaInvocation:
    """substrait.Expression.LambdaInvocation"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.LambdaInvocation")
    _f_lambda_: Expression_Lambda | None
    _f_arguments: Expression_Nested_Struct | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_lambda_ = None
        self._f_arguments = None
        _read_Expression_LambdaInvocation(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_LambdaInvocation.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.LambdaInvocation has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.LambdaInvocation has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_Expression_LambdaInvocation[0], self._f_lambda_))
        if self._has >> 1 & 1:
            out.append((_FIELDS_Expression_LambdaInvocation[1], self._f_arguments))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_LambdaInvocation) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_LambdaInvocation: Final[dict[str, int]] = {"arguments": 1, "lambda": 0}
_FIELDS_Expression_LambdaInvocation: Final[list[Any]] = sorted(Expression_LambdaInvocation.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_LambdaInvocation(m: Expression_LambdaInvocation, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_lambda_ is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_lambda_ = Expression_Lambda(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 18:
            if m._f_arguments is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_arguments = Expression_Nested_Struct(buf, pos, pos + n)
            pos += n
            m._has |= 2
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_Literal:
    """substrait.Expression.Literal"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Literal")
    _f_boolean: bool
    _f_i8: int
    _f_i16: int
    _f_i32: int
    _f_i64: int
    _f_fp32: float
    _f_fp64: float
    _f_string: str
    _f_binary: bytes
    _f_date: int
    _f_interval_year_to_month: Expression_Literal_IntervalYearToMonth | None
    _f_interval_day_to_second: Expression_Literal_IntervalDayToSecond | None
    _f_fixed_char: str
    _f_var_char: Expression_Literal_VarChar | None
    _f_fixed_binary: bytes
    _f_decimal: Expression_Literal_Decimal | None
    _f_struct: Expression_Literal_Struct | None
    _f_map: Expression_Literal_Map | None
    _f_uuid: bytes
    _f_null: Type | None
    _f_list: Expression_Literal_List | None
    _f_empty_list: Type_List | None
    _f_empty_map: Type_Map | None
    _f_user_defined: Expression_Literal_UserDefined | None
    _f_precision_timestamp: Expression_Literal_PrecisionTimestamp | None
    _f_precision_timestamp_tz: Expression_Literal_PrecisionTimestamp | None
    _f_interval_compound: Expression_Literal_IntervalCompound | None
    _f_precision_time: Expression_Literal_PrecisionTime | None
    _f_nullable: bool
    _f_type_variation_reference: int
    _case_literal_type: str | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_boolean = False
        self._f_i8 = 0
        self._f_i16 = 0
        self._f_i32 = 0
        self._f_i64 = 0
        self._f_fp32 = 0.0
        self._f_fp64 = 0.0
        self._f_string = ""
        self._f_binary = b""
        self._f_date = 0
        self._f_interval_year_to_month = None
        self._f_interval_day_to_second = None
        self._f_fixed_char = ""
        self._f_var_char = None
        self._f_fixed_binary = b""
        self._f_decimal = None
        self._f_struct = None
        self._f_map = None
        self._f_uuid = b""
        self._f_null = None
        self._f_list = None
        self._f_empty_list = None
        self._f_empty_map = None
        self._f_user_defined = None
        self._f_precision_timestamp = None
        self._f_precision_timestamp_tz = None
        self._f_interval_compound = None
        self._f_precision_time = None
        self._f_nullable = False
        self._f_type_variation_reference = 0
        self._case_literal_type = None
        _read_Expression_Literal(self, self._buf, self._start, self._end)

    @property
    def boolean(self) -> builtins.bool:
        if not self._read:
            self._fill()
        return self._f_boolean

    @property
    def i8(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_i8

    @property
    def i16(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_i16

    @property
    def i32(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_i32

    @property
    def i64(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_i64

    @property
    def fp32(self) -> builtins.float:
        if not self._read:
            self._fill()
        return self._f_fp32

    @property
    def fp64(self) -> builtins.float:
        if not self._read:
            self._fill()
        return self._f_fp64

    @property
    def string(self) -> builtins.str:
        if not self._read:
            self._fill()
        return self._f_string

    @property
    def binary(self) -> builtins.bytes:
        if not self._read:
            self._fill()
        return self._f_binary

    @property
    def date(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_date

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

    @property
    def fixed_char(self) -> builtins.str:
        if not self._read:
            self._fill()
        return self._f_fixed_char

    @property
    def var_char(self) -> Expression_Literal_VarChar:
        if not self._read:
            self._fill()
        v = self._f_var_char
        return v if v is not None else _NONE_Expression_Literal_VarChar

    @property
    def fixed_binary(self) -> builtins.bytes:
        if not self._read:
            self._fill()
        return self._f_fixed_binary

    @property
    def decimal(self) -> Expression_Literal_Decimal:
        if not self._read:
            self._fill()
        v = self._f_decimal
        return v if v is not None else _NONE_Expression_Literal_Decimal

    @property
    def struct(self) -> Expression_Literal_Struct:
        if not self._read:
            self._fill()
        v = self._f_struct
        return v if v is not None else _NONE_Expression_Literal_Struct

    @property
    def map(self) -> Expression_Literal_Map:
        if not self._read:
            self._fill()
        v = self._f_map
        return v if v is not None else _NONE_Expression_Literal_Map

    @property
    def uuid(self) -> builtins.bytes:
        if not self._read:
            self._fill()
        return self._f_uuid

    @property
    def null(self) -> Type:
        if not self._read:
            self._fill()
        v = self._f_null
        return v if v is not None else _NONE_Type

    @property
    def list(self) -> Expression_Literal_List:
        if not self._read:
            self._fill()
        v = self._f_list
        return v if v is not None else _NONE_Expression_Literal_List

    @property
    def empty_list(self) -> Type_List:
        if not self._read:
            self._fill()
        v = self._f_empty_list
        return v if v is not None else _NONE_Type_List

    @property
    def empty_map(self) -> Type_Map:
        if not self._read:
            self._fill()
        v = self._f_empty_map
        return v if v is not None else _NONE_Type_Map

    @property
    def user_defined(self) -> Expression_Literal_UserDefined:
        if not self._read:
            self._fill()
        v = self._f_user_defined
        return v if v is not None else _NONE_Expression_Literal_UserDefined

    @property
    def precision_timestamp(self) -> Expression_Literal_PrecisionTimestamp:
        if not self._read:
            self._fill()
        v = self._f_precision_timestamp
        return v if v is not None else _NONE_Expression_Literal_PrecisionTimestamp

    @property
    def precision_timestamp_tz(self) -> Expression_Literal_PrecisionTimestamp:
        if not self._read:
            self._fill()
        v = self._f_precision_timestamp_tz
        return v if v is not None else _NONE_Expression_Literal_PrecisionTimestamp

    @property
    def interval_compound(self) -> Expression_Literal_IntervalCompound:
        if not self._read:
            self._fill()
        v = self._f_interval_compound
        return v if v is not None else _NONE_Expression_Literal_IntervalCompound

    @property
    def precision_time(self) -> Expression_Literal_PrecisionTime:
        if not self._read:
            self._fill()
        v = self._f_precision_time
        return v if v is not None else _NONE_Expression_Literal_PrecisionTime

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
            return self._case_literal_type
        raise ValueError(f"substrait.Expression.Literal has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_Expression_Literal[0], self._f_boolean))
        if self._has >> 1 & 1:
            out.append((_FIELDS_Expression_Literal[1], self._f_i8))
        if self._has >> 2 & 1:
            out.append((_FIELDS_Expression_Literal[2], self._f_i16))
        if self._has >> 3 & 1:
            out.append((_FIELDS_Expression_Literal[3], self._f_i32))
        if self._has >> 4 & 1:
            out.append((_FIELDS_Expression_Literal[4], self._f_i64))
        if self._has >> 5 & 1:
            out.append((_FIELDS_Expression_Literal[5], self._f_fp32))
        if self._has >> 6 & 1:
            out.append((_FIELDS_Expression_Literal[6], self._f_fp64))
        if self._has >> 7 & 1:
            out.append((_FIELDS_Expression_Literal[7], self._f_string))
        if self._has >> 8 & 1:
            out.append((_FIELDS_Expression_Literal[8], self._f_binary))
        if self._has >> 9 & 1:
            out.append((_FIELDS_Expression_Literal[9], self._f_date))
        if self._has >> 10 & 1:
            out.append((_FIELDS_Expression_Literal[10], self._f_interval_year_to_month))
        if self._has >> 11 & 1:
            out.append((_FIELDS_Expression_Literal[11], self._f_interval_day_to_second))
        if self._has >> 12 & 1:
            out.append((_FIELDS_Expression_Literal[12], self._f_fixed_char))
        if self._has >> 13 & 1:
            out.append((_FIELDS_Expression_Literal[13], self._f_var_char))
        if self._has >> 14 & 1:
            out.append((_FIELDS_Expression_Literal[14], self._f_fixed_binary))
        if self._has >> 15 & 1:
            out.append((_FIELDS_Expression_Literal[15], self._f_decimal))
        if self._has >> 16 & 1:
            out.append((_FIELDS_Expression_Literal[16], self._f_struct))
        if self._has >> 17 & 1:
            out.append((_FIELDS_Expression_Literal[17], self._f_map))
        if self._has >> 18 & 1:
            out.append((_FIELDS_Expression_Literal[18], self._f_uuid))
        if self._has >> 19 & 1:
            out.append((_FIELDS_Expression_Literal[19], self._f_null))
        if self._has >> 20 & 1:
            out.append((_FIELDS_Expression_Literal[20], self._f_list))
        if self._has >> 21 & 1:
            out.append((_FIELDS_Expression_Literal[21], self._f_empty_list))
        if self._has >> 22 & 1:
            out.append((_FIELDS_Expression_Literal[22], self._f_empty_map))
        if self._has >> 23 & 1:
            out.append((_FIELDS_Expression_Literal[23], self._f_user_defined))
        if self._has >> 24 & 1:
            out.append((_FIELDS_Expression_Literal[24], self._f_precision_timestamp))
        if self._has >> 25 & 1:
            out.append((_FIELDS_Expression_Literal[25], self._f_precision_timestamp_tz))
        if self._has >> 26 & 1:
            out.append((_FIELDS_Expression_Literal[26], self._f_interval_compound))
        if self._has >> 27 & 1:
            out.append((_FIELDS_Expression_Literal[27], self._f_precision_time))
        if self._f_nullable:
            out.append((_FIELDS_Expression_Literal[28], self._f_nullable))
        if self._f_type_variation_reference:
            out.append((_FIELDS_Expression_Literal[29], self._f_type_variation_reference))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_Literal) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_Literal: Final[dict[str, int]] = {"binary": 8, "boolean": 0, "date": 9, "decimal": 15, "empty_list": 21, "empty_map": 22, "fixed_binary": 14, "fixed_char": 12, "fp32": 5, "fp64": 6, "i16": 2, "i32": 3, "i64": 4, "i8": 1, "interval_compound": 26, "interval_day_to_second": 11, "interval_year_to_month": 10, "list": 20, "literal_type": 28, "map": 17, "null": 19, "precision_time": 27, "precision_timestamp": 24, "precision_timestamp_tz": 25, "string": 7, "struct": 16, "user_defined": 23, "uuid": 18, "var_char": 13}
_FIELDS_Expression_Literal: Final[list[Any]] = sorted(Expression_Literal.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_Literal(m: Expression_Literal, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_boolean = x != 0
            if m._case_literal_type is not None:
                raise Unreadable()
            m._case_literal_type = "boolean"
            m._has |= 268435457
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_i8 = _int32(x)
            if m._case_literal_type is not None:
                raise Unreadable()
            m._case_literal_type = "i8"
            m._has |= 268435458
        elif tag == 24:
            x, pos = _varint(buf, pos, end)
            m._f_i16 = _int32(x)
            if m._case_literal_type is not None:
                raise Unreadable()
            m._case_literal_type = "i16"
            m._has |= 268435460
        elif tag == 40:
            x, pos = _varint(buf, pos, end)
            m._f_i32 = _int32(x)
            if m._case_literal_type is not None:
                raise Unreadable()
            m._case_literal_type = "i32"
            m._has |= 268435464
        elif tag == 56:
            x, pos = _varint(buf, pos, end)
            m._f_i64 = _int64(x)
            if m._case_literal_type is not None:
                raise Unreadable()
            m._case_literal_type = "i64"
            m._has |= 268435472
        elif tag == 85:
            m._f_fp32 = _fp32(buf, pos, end)
            pos += 4
            if m._case_literal_type is not None:
                raise Unreadable()
            m._case_literal_type = "fp32"
            m._has |= 268435488
        elif tag == 89:
            m._f_fp64 = _fp64(buf, pos, end)
            pos += 8
            if m._case_literal_type is not None:
                raise Unreadable()
            m._case_literal_type = "fp64"
            m._has |= 268435520
        elif tag == 98:
            n, pos = _length(buf, pos, end)
            m._f_string = buf[pos:pos + n].decode()
            pos += n
            if m._case_literal_type is not None:
                raise Unreadable()
            m._case_literal_type = "string"
            m._has |= 268435584
        elif tag == 106:
            n, pos = _length(buf, pos, end)
            m._f_binary = buf[pos:pos + n]
            pos += n
            if m._case_literal_type is not None:
                raise Unreadable()
            m._case_literal_type = "binary"
            m._has |= 268435712
        elif tag == 128:
            x, pos = _varint(buf, pos, end)
            m._f_date = _int32(x)
            if m._case_literal_type is not None:
                raise Unreadable()
            m._case_literal_type = "date"
            m._has |= 268435968
        elif tag == 154:
            if m._f_interval_year_to_month is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_interval_year_to_month = Expression_Literal_IntervalYearToMonth(buf, pos, pos + n)
            pos += n
            if m._case_literal_type is not None:
                raise Unreadable()
            m._case_literal_type = "interval_year_to_month"
            m._has |= 268436480
        elif tag == 162:
            if m._f_interval_day_to_second is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_interval_day_to_second = Expression_Literal_IntervalDayToSecond(buf, pos, pos + n)
            pos += n
            if m._case_literal_type is not None:
                raise Unreadable()
            m._case_literal_type = "interval_day_to_second"
            m._has |= 268437504
        elif tag == 170:
            n, pos = _length(buf, pos, end)
            m._f_fixed_char = buf[pos:pos + n].decode()
            pos += n
            if m._case_literal_type is not None:
                raise Unreadable()
            m._case_literal_type = "fixed_char"
            m._has |= 268439552
        elif tag == 178:
            if m._f_var_char is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_var_char = Expression_Literal_VarChar(buf, pos, pos + n)
            pos += n
            if m._case_literal_type is not None:
                raise Unreadable()
            m._case_literal_type = "var_char"
            m._has |= 268443648
        elif tag == 186:
            n, pos = _length(buf, pos, end)
            m._f_fixed_binary = buf[pos:pos + n]
            pos += n
            if m._case_literal_type is not None:
                raise Unreadable()
            m._case_literal_type = "fixed_binary"
            m._has |= 268451840
        elif tag == 194:
            if m._f_decimal is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_decimal = Expression_Literal_Decimal(buf, pos, pos + n)
            pos += n
            if m._case_literal_type is not None:
                raise Unreadable()
            m._case_literal_type = "decimal"
            m._has |= 268468224
        elif tag == 202:
            if m._f_struct is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_struct = Expression_Literal_Struct(buf, pos, pos + n)
            pos += n
            if m._case_literal_type is not None:
                raise Unreadable()
            m._case_literal_type = "struct"
            m._has |= 268500992
        elif tag == 210:
            if m._f_map is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_map = Expression_Literal_Map(buf, pos, pos + n)
            pos += n
            if m._case_literal_type is not None:
                raise Unreadable()
            m._case_literal_type = "map"
            m._has |= 268566528
        elif tag == 226:
            n, pos = _length(buf, pos, end)
            m._f_uuid = buf[pos:pos + n]
            pos += n
            if m._case_literal_type is not None:
                raise Unreadable()
            m._case_literal_type = "uuid"
            m._has |= 268697600
        elif tag == 234:
            if m._f_null is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_null = Type(buf, pos, pos + n)
            pos += n
            if m._case_literal_type is not None:
                raise Unreadable()
            m._case_literal_type = "null"
            m._has |= 268959744
        elif tag == 242:
            if m._f_list is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_list = Expression_Literal_List(buf, pos, pos + n)
            pos += n
            if m._case_literal_type is not None:
                raise Unreadable()
            m._case_literal_type = "list"
            m._has |= 269484032
        elif tag == 250:
            if m._f_empty_list is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_empty_list = Type_List(buf, pos, pos + n)
            pos += n
            if m._case_literal_type is not None:
                raise Unreadable()
            m._case_literal_type = "empty_list"
            m._has |= 270532608
        elif tag == 258:
            if m._f_empty_map is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_empty_map = Type_Map(buf, pos, pos + n)
            pos += n
            if m._case_literal_type is not None:
                raise Unreadable()
            m._case_literal_type = "empty_map"
            m._has |= 272629760
        elif tag == 266:
            if m._f_user_defined is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_user_defined = Expression_Literal_UserDefined(buf, pos, pos + n)
            pos += n
            if m._case_literal_type is not None:
                raise Unreadable()
            m._case_literal_type = "user_defined"
            m._has |= 276824064
        elif tag == 274:
            if m._f_precision_timestamp is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_precision_timestamp = Expression_Literal_PrecisionTimestamp(buf, pos, pos + n)
            pos += n
            if m._case_literal_type is not None:
                raise Unreadable()
            m._case_literal_type = "precision_timestamp"
            m._has |= 285212672
        elif tag == 282:
            if m._f_precision_timestamp_tz is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_precision_timestamp_tz = Expression_Literal_PrecisionTimestamp(buf, pos, pos + n)
            pos += n
            if m._case_literal_type is not None:
                raise Unreadable()
            m._case_literal_type = "precision_timestamp_tz"
            m._has |= 301989888
        elif tag == 290:
            if m._f_interval_compound is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_interval_compound = Expression_Literal_IntervalCompound(buf, pos, pos + n)
            pos += n
            if m._case_literal_type is not None:
                raise Unreadable()
            m._case_literal_type = "interval_compound"
            m._has |= 335544320
        elif tag == 298:
            if m._f_precision_time is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_precision_time = Expression_Literal_PrecisionTime(buf, pos, pos + n)
            pos += n
            if m._case_literal_type is not None:
                raise Unreadable()
            m._case_literal_type = "precision_time"
            m._has |= 402653184
        elif tag == 400:
            x, pos = _varint(buf, pos, end)
            m._f_nullable = x != 0
        elif tag == 408:
            x, pos = _varint(buf, pos, end)
            m._f_type_variation_reference = x & 0xFFFFFFFF
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_Literal_Decimal:
    """substrait.Expression.Literal.Decimal"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Literal.Decimal")
    _f_value: bytes
    _f_precision: int
    _f_scale: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_value = b""
        self._f_precision = 0
        self._f_scale = 0
        _read_Expression_Literal_Decimal(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Literal_Decimal.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Literal.Decimal has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.Literal.Decimal has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_value:
            out.append((_FIELDS_Expression_Literal_Decimal[0], self._f_value))
        if self._f_precision:
            out.append((_FIELDS_Expression_Literal_Decimal[1], self._f_precision))
        if self._f_scale:
            out.append((_FIELDS_Expression_Literal_Decimal[2], self._f_scale))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_Literal_Decimal) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_Literal_Decimal: Final[dict[str, int]] = {}
_FIELDS_Expression_Literal_Decimal: Final[list[Any]] = sorted(Expression_Literal_Decimal.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_Literal_Decimal(m: Expression_Literal_Decimal, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            n, pos = _length(buf, pos, end)
            m._f_value = buf[pos:pos + n]
            pos += n
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_precision = _int32(x)
        elif tag == 24:
            x, pos = _varint(buf, pos, end)
            m._f_scale = _int32(x)
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_Literal_IntervalCompound:
    """substrait.Expression.Literal.IntervalCompound"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Literal.IntervalCompound")
    _f_interval_year_to_month: Expression_Literal_IntervalYearToMonth | None
    _f_interval_day_to_second: Expression_Literal_IntervalDayToSecond | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_interval_year_to_month = None
        self._f_interval_day_to_second = None
        _read_Expression_Literal_IntervalCompound(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Literal_IntervalCompound.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Literal.IntervalCompound has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.Literal.IntervalCompound has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_Expression_Literal_IntervalCompound[0], self._f_interval_year_to_month))
        if self._has >> 1 & 1:
            out.append((_FIELDS_Expression_Literal_IntervalCompound[1], self._f_interval_day_to_second))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_Literal_IntervalCompound) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_Literal_IntervalCompound: Final[dict[str, int]] = {"interval_day_to_second": 1, "interval_year_to_month": 0}
_FIELDS_Expression_Literal_IntervalCompound: Final[list[Any]] = sorted(Expression_Literal_IntervalCompound.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_Literal_IntervalCompound(m: Expression_Literal_IntervalCompound, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_interval_year_to_month is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_interval_year_to_month = Expression_Literal_IntervalYearToMonth(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 18:
            if m._f_interval_day_to_second is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_interval_day_to_second = Expression_Literal_IntervalDayToSecond(buf, pos, pos + n)
            pos += n
            m._has |= 2
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_Literal_IntervalDayToSecond:
    """substrait.Expression.Literal.IntervalDayToSecond"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Literal.IntervalDayToSecond")
    _f_days: int
    _f_seconds: int
    _f_precision: int
    _f_subseconds: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_days = 0
        self._f_seconds = 0
        self._f_precision = 0
        self._f_subseconds = 0
        _read_Expression_Literal_IntervalDayToSecond(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Literal_IntervalDayToSecond.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Literal.IntervalDayToSecond has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.Literal.IntervalDayToSecond has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_days:
            out.append((_FIELDS_Expression_Literal_IntervalDayToSecond[0], self._f_days))
        if self._f_seconds:
            out.append((_FIELDS_Expression_Literal_IntervalDayToSecond[1], self._f_seconds))
        if self._f_precision:
            out.append((_FIELDS_Expression_Literal_IntervalDayToSecond[2], self._f_precision))
        if self._f_subseconds:
            out.append((_FIELDS_Expression_Literal_IntervalDayToSecond[3], self._f_subseconds))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_Literal_IntervalDayToSecond) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_Literal_IntervalDayToSecond: Final[dict[str, int]] = {}
_FIELDS_Expression_Literal_IntervalDayToSecond: Final[list[Any]] = sorted(Expression_Literal_IntervalDayToSecond.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_Literal_IntervalDayToSecond(m: Expression_Literal_IntervalDayToSecond, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_days = _int32(x)
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_seconds = _int32(x)
        elif tag == 32:
            x, pos = _varint(buf, pos, end)
            m._f_precision = _int32(x)
        elif tag == 40:
            x, pos = _varint(buf, pos, end)
            m._f_subseconds = _int64(x)
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_Literal_IntervalYearToMonth:
    """substrait.Expression.Literal.IntervalYearToMonth"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Literal.IntervalYearToMonth")
    _f_years: int
    _f_months: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_years = 0
        self._f_months = 0
        _read_Expression_Literal_IntervalYearToMonth(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Literal_IntervalYearToMonth.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Literal.IntervalYearToMonth has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.Literal.IntervalYearToMonth has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_years:
            out.append((_FIELDS_Expression_Literal_IntervalYearToMonth[0], self._f_years))
        if self._f_months:
            out.append((_FIELDS_Expression_Literal_IntervalYearToMonth[1], self._f_months))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_Literal_IntervalYearToMonth) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_Literal_IntervalYearToMonth: Final[dict[str, int]] = {}
_FIELDS_Expression_Literal_IntervalYearToMonth: Final[list[Any]] = sorted(Expression_Literal_IntervalYearToMonth.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_Literal_IntervalYearToMonth(m: Expression_Literal_IntervalYearToMonth, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_years = _int32(x)
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_months = _int32(x)
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_Literal_List:
    """substrait.Expression.Literal.List"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Literal.List")
    _f_values: list[Expression_Literal]

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_values = _EMPTY
        _read_Expression_Literal_List(self, self._buf, self._start, self._end)

    @property
    def values(self) -> builtins.list[Expression_Literal]:
        if not self._read:
            self._fill()
        return self._f_values
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Literal_List.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Literal.List has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.Literal.List has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_values:
            out.append((_FIELDS_Expression_Literal_List[0], self._f_values))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_Literal_List) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_Literal_List: Final[dict[str, int]] = {}
_FIELDS_Expression_Literal_List: Final[list[Any]] = sorted(Expression_Literal_List.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_Literal_List(m: Expression_Literal_List, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_values is _EMPTY:
                m._f_values = []
            n, pos = _length(buf, pos, end)
            m._f_values.append(Expression_Literal(buf, pos, pos + n))
            pos += n
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_Literal_Map:
    """substrait.Expression.Literal.Map"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Literal.Map")
    _f_key_values: list[Expression_Literal_Map_KeyValue]

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_key_values = _EMPTY
        _read_Expression_Literal_Map(self, self._buf, self._start, self._end)

    @property
    def key_values(self) -> builtins.list[Expression_Literal_Map_KeyValue]:
        if not self._read:
            self._fill()
        return self._f_key_values
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Literal_Map.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Literal.Map has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.Literal.Map has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_key_values:
            out.append((_FIELDS_Expression_Literal_Map[0], self._f_key_values))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_Literal_Map) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_Literal_Map: Final[dict[str, int]] = {}
_FIELDS_Expression_Literal_Map: Final[list[Any]] = sorted(Expression_Literal_Map.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_Literal_Map(m: Expression_Literal_Map, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_key_values is _EMPTY:
                m._f_key_values = []
            n, pos = _length(buf, pos, end)
            m._f_key_values.append(Expression_Literal_Map_KeyValue(buf, pos, pos + n))
            pos += n
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_Literal_Map_KeyValue:
    """substrait.Expression.Literal.Map.KeyValue"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Literal.Map.KeyValue")
    _f_key: Expression_Literal | None
    _f_value: Expression_Literal | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_key = None
        self._f_value = None
        _read_Expression_Literal_Map_KeyValue(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Literal_Map_KeyValue.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Literal.Map.KeyValue has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.Literal.Map.KeyValue has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_Expression_Literal_Map_KeyValue[0], self._f_key))
        if self._has >> 1 & 1:
            out.append((_FIELDS_Expression_Literal_Map_KeyValue[1], self._f_value))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_Literal_Map_KeyValue) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_Literal_Map_KeyValue: Final[dict[str, int]] = {"key": 0, "value": 1}
_FIELDS_Expression_Literal_Map_KeyValue: Final[list[Any]] = sorted(Expression_Literal_Map_KeyValue.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_Literal_Map_KeyValue(m: Expression_Literal_Map_KeyValue, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_key is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_key = Expression_Literal(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 18:
            if m._f_value is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_value = Expression_Literal(buf, pos, pos + n)
            pos += n
            m._has |= 2
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_Literal_PrecisionTime:
    """substrait.Expression.Literal.PrecisionTime"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Literal.PrecisionTime")
    _f_precision: int
    _f_value: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_precision = 0
        self._f_value = 0
        _read_Expression_Literal_PrecisionTime(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Literal_PrecisionTime.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Literal.PrecisionTime has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.Literal.PrecisionTime has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_precision:
            out.append((_FIELDS_Expression_Literal_PrecisionTime[0], self._f_precision))
        if self._f_value:
            out.append((_FIELDS_Expression_Literal_PrecisionTime[1], self._f_value))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_Literal_PrecisionTime) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_Literal_PrecisionTime: Final[dict[str, int]] = {}
_FIELDS_Expression_Literal_PrecisionTime: Final[list[Any]] = sorted(Expression_Literal_PrecisionTime.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_Literal_PrecisionTime(m: Expression_Literal_PrecisionTime, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_precision = _int32(x)
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_value = _int64(x)
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_Literal_PrecisionTimestamp:
    """substrait.Expression.Literal.PrecisionTimestamp"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Literal.PrecisionTimestamp")
    _f_precision: int
    _f_value: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_precision = 0
        self._f_value = 0
        _read_Expression_Literal_PrecisionTimestamp(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Literal_PrecisionTimestamp.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Literal.PrecisionTimestamp has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.Literal.PrecisionTimestamp has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_precision:
            out.append((_FIELDS_Expression_Literal_PrecisionTimestamp[0], self._f_precision))
        if self._f_value:
            out.append((_FIELDS_Expression_Literal_PrecisionTimestamp[1], self._f_value))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_Literal_PrecisionTimestamp) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_Literal_PrecisionTimestamp: Final[dict[str, int]] = {}
_FIELDS_Expression_Literal_PrecisionTimestamp: Final[list[Any]] = sorted(Expression_Literal_PrecisionTimestamp.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_Literal_PrecisionTimestamp(m: Expression_Literal_PrecisionTimestamp, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_precision = _int32(x)
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_value = _int64(x)
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_Literal_Struct:
    """substrait.Expression.Literal.Struct"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Literal.Struct")
    _f_fields: list[Expression_Literal]

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_fields = _EMPTY
        _read_Expression_Literal_Struct(self, self._buf, self._start, self._end)

    @property
    def fields(self) -> builtins.list[Expression_Literal]:
        if not self._read:
            self._fill()
        return self._f_fields
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Literal_Struct.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Literal.Struct has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.Literal.Struct has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_fields:
            out.append((_FIELDS_Expression_Literal_Struct[0], self._f_fields))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_Literal_Struct) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_Literal_Struct: Final[dict[str, int]] = {}
_FIELDS_Expression_Literal_Struct: Final[list[Any]] = sorted(Expression_Literal_Struct.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_Literal_Struct(m: Expression_Literal_Struct, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_fields is _EMPTY:
                m._f_fields = []
            n, pos = _length(buf, pos, end)
            m._f_fields.append(Expression_Literal(buf, pos, pos + n))
            pos += n
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_Literal_UserDefined:
    """substrait.Expression.Literal.UserDefined"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Literal.UserDefined")
    _f_type_reference: int
    _f_value: google_protobuf_Any | None
    _f_type_parameters: list[Type_Parameter]
    _f_struct: Expression_Literal_Struct | None
    _f_type_alias_reference: int
    _case_type_anchor_type: str | None
    _case_val: str | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_type_reference = 0
        self._f_value = None
        self._f_type_parameters = _EMPTY
        self._f_struct = None
        self._f_type_alias_reference = 0
        self._case_type_anchor_type = None
        self._case_val = None
        _read_Expression_Literal_UserDefined(self, self._buf, self._start, self._end)

    @property
    def type_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_type_reference

    @property
    def value(self) -> google_protobuf_Any:
        if not self._read:
            self._fill()
        v = self._f_value
        return v if v is not None else _NONE_google_protobuf_Any

    @property
    def type_parameters(self) -> builtins.list[Type_Parameter]:
        if not self._read:
            self._fill()
        return self._f_type_parameters

    @property
    def struct(self) -> Expression_Literal_Struct:
        if not self._read:
            self._fill()
        v = self._f_struct
        return v if v is not None else _NONE_Expression_Literal_Struct

    @property
    def type_alias_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_type_alias_reference
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
            return self._case_type_anchor_type
        if name == "val":
            return self._case_val
        raise ValueError(f"substrait.Expression.Literal.UserDefined has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_Expression_Literal_UserDefined[0], self._f_type_reference))
        if self._has >> 1 & 1:
            out.append((_FIELDS_Expression_Literal_UserDefined[1], self._f_value))
        if self._f_type_parameters:
            out.append((_FIELDS_Expression_Literal_UserDefined[2], self._f_type_parameters))
        if self._has >> 2 & 1:
            out.append((_FIELDS_Expression_Literal_UserDefined[3], self._f_struct))
        if self._has >> 3 & 1:
            out.append((_FIELDS_Expression_Literal_UserDefined[4], self._f_type_alias_reference))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_Literal_UserDefined) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_Literal_UserDefined: Final[dict[str, int]] = {"struct": 2, "type_alias_reference": 3, "type_anchor_type": 4, "type_reference": 0, "val": 5, "value": 1}
_FIELDS_Expression_Literal_UserDefined: Final[list[Any]] = sorted(Expression_Literal_UserDefined.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_Literal_UserDefined(m: Expression_Literal_UserDefined, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_type_reference = x & 0xFFFFFFFF
            if m._case_type_anchor_type is not None:
                raise Unreadable()
            m._case_type_anchor_type = "type_reference"
            m._has |= 17
        elif tag == 18:
            if m._f_value is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_value = google_protobuf_Any(buf, pos, pos + n)
            pos += n
            if m._case_val is not None:
                raise Unreadable()
            m._case_val = "value"
            m._has |= 34
        elif tag == 26:
            if m._f_type_parameters is _EMPTY:
                m._f_type_parameters = []
            n, pos = _length(buf, pos, end)
            m._f_type_parameters.append(Type_Parameter(buf, pos, pos + n))
            pos += n
        elif tag == 34:
            if m._f_struct is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_struct = Expression_Literal_Struct(buf, pos, pos + n)
            pos += n
            if m._case_val is not None:
                raise Unreadable()
            m._case_val = "struct"
            m._has |= 36
        elif tag == 40:
            x, pos = _varint(buf, pos, end)
            m._f_type_alias_reference = x & 0xFFFFFFFF
            if m._case_type_anchor_type is not None:
                raise Unreadable()
            m._case_type_anchor_type = "type_alias_reference"
            m._has |= 24
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_Literal_VarChar:
    """substrait.Expression.Literal.VarChar"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Literal.VarChar")
    _f_value: str
    _f_length: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_value = ""
        self._f_length = 0
        _read_Expression_Literal_VarChar(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Literal_VarChar.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Literal.VarChar has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.Literal.VarChar has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_value:
            out.append((_FIELDS_Expression_Literal_VarChar[0], self._f_value))
        if self._f_length:
            out.append((_FIELDS_Expression_Literal_VarChar[1], self._f_length))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_Literal_VarChar) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_Literal_VarChar: Final[dict[str, int]] = {}
_FIELDS_Expression_Literal_VarChar: Final[list[Any]] = sorted(Expression_Literal_VarChar.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_Literal_VarChar(m: Expression_Literal_VarChar, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            n, pos = _length(buf, pos, end)
            m._f_value = buf[pos:pos + n].decode()
            pos += n
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_length = x & 0xFFFFFFFF
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_MaskExpression:
    """substrait.Expression.MaskExpression"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.MaskExpression")
    _f_select: Expression_MaskExpression_StructSelect | None
    _f_maintain_singular_struct: bool

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_select = None
        self._f_maintain_singular_struct = False
        _read_Expression_MaskExpression(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_MaskExpression.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.MaskExpression has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.MaskExpression has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_Expression_MaskExpression[0], self._f_select))
        if self._f_maintain_singular_struct:
            out.append((_FIELDS_Expression_MaskExpression[1], self._f_maintain_singular_struct))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_MaskExpression) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_MaskExpression: Final[dict[str, int]] = {"select": 0}
_FIELDS_Expression_MaskExpression: Final[list[Any]] = sorted(Expression_MaskExpression.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_MaskExpression(m: Expression_MaskExpression, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_select is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_select = Expression_MaskExpression_StructSelect(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_maintain_singular_struct = x != 0
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_MaskExpression_ListSelect:
    """substrait.Expression.MaskExpression.ListSelect"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.MaskExpression.ListSelect")
    _f_selection: list[Expression_MaskExpression_ListSelect_ListSelectItem]
    _f_child: Expression_MaskExpression_Select | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_selection = _EMPTY
        self._f_child = None
        _read_Expression_MaskExpression_ListSelect(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_MaskExpression_ListSelect.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.MaskExpression.ListSelect has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.MaskExpression.ListSelect has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_selection:
            out.append((_FIELDS_Expression_MaskExpression_ListSelect[0], self._f_selection))
        if self._has >> 0 & 1:
            out.append((_FIELDS_Expression_MaskExpression_ListSelect[1], self._f_child))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_MaskExpression_ListSelect) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_MaskExpression_ListSelect: Final[dict[str, int]] = {"child": 0}
_FIELDS_Expression_MaskExpression_ListSelect: Final[list[Any]] = sorted(Expression_MaskExpression_ListSelect.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_MaskExpression_ListSelect(m: Expression_MaskExpression_ListSelect, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_selection is _EMPTY:
                m._f_selection = []
            n, pos = _length(buf, pos, end)
            m._f_selection.append(Expression_MaskExpression_ListSelect_ListSelectItem(buf, pos, pos + n))
            pos += n
        elif tag == 18:
            if m._f_child is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_child = Expression_MaskExpression_Select(buf, pos, pos + n)
            pos += n
            m._has |= 1
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_MaskExpression_ListSelect_ListSelectItem:
    """substrait.Expression.MaskExpression.ListSelect.ListSelectItem"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.MaskExpression.ListSelect.ListSelectItem")
    _f_item: Expression_MaskExpression_ListSelect_ListSelectItem_ListElement | None
    _f_slice: Expression_MaskExpression_ListSelect_ListSelectItem_ListSlice | None
    _case_type: str | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_item = None
        self._f_slice = None
        self._case_type = None
        _read_Expression_MaskExpression_ListSelect_ListSelectItem(self, self._buf, self._start, self._end)

    @property
    def item(self) -> Expression_MaskExpression_ListSelect_ListSelectItem_ListElement:
        if not self._read:
            self._fill()
        v = self._f_item
        return v if v is not None else _NONE_Expression_MaskExpression_ListSelect_ListSelectItem_ListElement

    @property
    def slice(self) -> Expression_MaskExpression_ListSelect_ListSelectItem_ListSlice:
        if not self._read:
            self._fill()
        v = self._f_slice
        return v if v is not None else _NONE_Expression_MaskExpression_ListSelect_ListSelectItem_ListSlice
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
            return self._case_type
        raise ValueError(f"substrait.Expression.MaskExpression.ListSelect.ListSelectItem has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_Expression_MaskExpression_ListSelect_ListSelectItem[0], self._f_item))
        if self._has >> 1 & 1:
            out.append((_FIELDS_Expression_MaskExpression_ListSelect_ListSelectItem[1], self._f_slice))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_MaskExpression_ListSelect_ListSelectItem) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_MaskExpression_ListSelect_ListSelectItem: Final[dict[str, int]] = {"item": 0, "slice": 1, "type": 2}
_FIELDS_Expression_MaskExpression_ListSelect_ListSelectItem: Final[list[Any]] = sorted(Expression_MaskExpression_ListSelect_ListSelectItem.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_MaskExpression_ListSelect_ListSelectItem(m: Expression_MaskExpression_ListSelect_ListSelectItem, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_item is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_item = Expression_MaskExpression_ListSelect_ListSelectItem_ListElement(buf, pos, pos + n)
            pos += n
            if m._case_type is not None:
                raise Unreadable()
            m._case_type = "item"
            m._has |= 5
        elif tag == 18:
            if m._f_slice is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_slice = Expression_MaskExpression_ListSelect_ListSelectItem_ListSlice(buf, pos, pos + n)
            pos += n
            if m._case_type is not None:
                raise Unreadable()
            m._case_type = "slice"
            m._has |= 6
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_MaskExpression_ListSelect_ListSelectItem_ListElement:
    """substrait.Expression.MaskExpression.ListSelect.ListSelectItem.ListElement"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.MaskExpression.ListSelect.ListSelectItem.ListElement")
    _f_field: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_field = 0
        _read_Expression_MaskExpression_ListSelect_ListSelectItem_ListElement(self, self._buf, self._start, self._end)

    @property
    def field(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_field
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_MaskExpression_ListSelect_ListSelectItem_ListElement.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.MaskExpression.ListSelect.ListSelectItem.ListElement has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.MaskExpression.ListSelect.ListSelectItem.ListElement has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_field:
            out.append((_FIELDS_Expression_MaskExpression_ListSelect_ListSelectItem_ListElement[0], self._f_field))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_MaskExpression_ListSelect_ListSelectItem_ListElement) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_MaskExpression_ListSelect_ListSelectItem_ListElement: Final[dict[str, int]] = {}
_FIELDS_Expression_MaskExpression_ListSelect_ListSelectItem_ListElement: Final[list[Any]] = sorted(Expression_MaskExpression_ListSelect_ListSelectItem_ListElement.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_MaskExpression_ListSelect_ListSelectItem_ListElement(m: Expression_MaskExpression_ListSelect_ListSelectItem_ListElement, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_field = _int32(x)
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_MaskExpression_ListSelect_ListSelectItem_ListSlice:
    """substrait.Expression.MaskExpression.ListSelect.ListSelectItem.ListSlice"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.MaskExpression.ListSelect.ListSelectItem.ListSlice")
    _f_start: int
    _f_end: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_start = 0
        self._f_end = 0
        _read_Expression_MaskExpression_ListSelect_ListSelectItem_ListSlice(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_MaskExpression_ListSelect_ListSelectItem_ListSlice.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.MaskExpression.ListSelect.ListSelectItem.ListSlice has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.MaskExpression.ListSelect.ListSelectItem.ListSlice has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_start:
            out.append((_FIELDS_Expression_MaskExpression_ListSelect_ListSelectItem_ListSlice[0], self._f_start))
        if self._f_end:
            out.append((_FIELDS_Expression_MaskExpression_ListSelect_ListSelectItem_ListSlice[1], self._f_end))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_MaskExpression_ListSelect_ListSelectItem_ListSlice) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_MaskExpression_ListSelect_ListSelectItem_ListSlice: Final[dict[str, int]] = {}
_FIELDS_Expression_MaskExpression_ListSelect_ListSelectItem_ListSlice: Final[list[Any]] = sorted(Expression_MaskExpression_ListSelect_ListSelectItem_ListSlice.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_MaskExpression_ListSelect_ListSelectItem_ListSlice(m: Expression_MaskExpression_ListSelect_ListSelectItem_ListSlice, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_start = _int32(x)
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_end = _int32(x)
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_MaskExpression_MapSelect:
    """substrait.Expression.MaskExpression.MapSelect"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.MaskExpression.MapSelect")
    _f_key: Expression_MaskExpression_MapSelect_MapKey | None
    _f_expression: Expression_MaskExpression_MapSelect_MapKeyExpression | None
    _f_child: Expression_MaskExpression_Select | None
    _case_select: str | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_key = None
        self._f_expression = None
        self._f_child = None
        self._case_select = None
        _read_Expression_MaskExpression_MapSelect(self, self._buf, self._start, self._end)

    @property
    def key(self) -> Expression_MaskExpression_MapSelect_MapKey:
        if not self._read:
            self._fill()
        v = self._f_key
        return v if v is not None else _NONE_Expression_MaskExpression_MapSelect_MapKey

    @property
    def expression(self) -> Expression_MaskExpression_MapSelect_MapKeyExpression:
        if not self._read:
            self._fill()
        v = self._f_expression
        return v if v is not None else _NONE_Expression_MaskExpression_MapSelect_MapKeyExpression

    @property
    def child(self) -> Expression_MaskExpression_Select:
        if not self._read:
            self._fill()
        v = self._f_child
        return v if v is not None else _NONE_Expression_MaskExpression_Select
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
            return self._case_select
        raise ValueError(f"substrait.Expression.MaskExpression.MapSelect has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_Expression_MaskExpression_MapSelect[0], self._f_key))
        if self._has >> 1 & 1:
            out.append((_FIELDS_Expression_MaskExpression_MapSelect[1], self._f_expression))
        if self._has >> 2 & 1:
            out.append((_FIELDS_Expression_MaskExpression_MapSelect[2], self._f_child))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_MaskExpression_MapSelect) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_MaskExpression_MapSelect: Final[dict[str, int]] = {"child": 2, "expression": 1, "key": 0, "select": 3}
_FIELDS_Expression_MaskExpression_MapSelect: Final[list[Any]] = sorted(Expression_MaskExpression_MapSelect.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_MaskExpression_MapSelect(m: Expression_MaskExpression_MapSelect, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_key is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_key = Expression_MaskExpression_MapSelect_MapKey(buf, pos, pos + n)
            pos += n
            if m._case_select is not None:
                raise Unreadable()
            m._case_select = "key"
            m._has |= 9
        elif tag == 18:
            if m._f_expression is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_expression = Expression_MaskExpression_MapSelect_MapKeyExpression(buf, pos, pos + n)
            pos += n
            if m._case_select is not None:
                raise Unreadable()
            m._case_select = "expression"
            m._has |= 10
        elif tag == 26:
            if m._f_child is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_child = Expression_MaskExpression_Select(buf, pos, pos + n)
            pos += n
            m._has |= 4
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_MaskExpression_MapSelect_MapKey:
    """substrait.Expression.MaskExpression.MapSelect.MapKey"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.MaskExpression.MapSelect.MapKey")
    _f_map_key: str

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_map_key = ""
        _read_Expression_MaskExpression_MapSelect_MapKey(self, self._buf, self._start, self._end)

    @property
    def map_key(self) -> builtins.str:
        if not self._read:
            self._fill()
        return self._f_map_key
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_MaskExpression_MapSelect_MapKey.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.MaskExpression.MapSelect.MapKey has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.MaskExpression.MapSelect.MapKey has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_map_key:
            out.append((_FIELDS_Expression_MaskExpression_MapSelect_MapKey[0], self._f_map_key))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_MaskExpression_MapSelect_MapKey) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_MaskExpression_MapSelect_MapKey: Final[dict[str, int]] = {}
_FIELDS_Expression_MaskExpression_MapSelect_MapKey: Final[list[Any]] = sorted(Expression_MaskExpression_MapSelect_MapKey.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_MaskExpression_MapSelect_MapKey(m: Expression_MaskExpression_MapSelect_MapKey, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            n, pos = _length(buf, pos, end)
            m._f_map_key = buf[pos:pos + n].decode()
            pos += n
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_MaskExpression_MapSelect_MapKeyExpression:
    """substrait.Expression.MaskExpression.MapSelect.MapKeyExpression"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.MaskExpression.MapSelect.MapKeyExpression")
    _f_map_key_expression: str

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_map_key_expression = ""
        _read_Expression_MaskExpression_MapSelect_MapKeyExpression(self, self._buf, self._start, self._end)

    @property
    def map_key_expression(self) -> builtins.str:
        if not self._read:
            self._fill()
        return self._f_map_key_expression
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_MaskExpression_MapSelect_MapKeyExpression.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.MaskExpression.MapSelect.MapKeyExpression has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.MaskExpression.MapSelect.MapKeyExpression has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_map_key_expression:
            out.append((_FIELDS_Expression_MaskExpression_MapSelect_MapKeyExpression[0], self._f_map_key_expression))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_MaskExpression_MapSelect_MapKeyExpression) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_MaskExpression_MapSelect_MapKeyExpression: Final[dict[str, int]] = {}
_FIELDS_Expression_MaskExpression_MapSelect_MapKeyExpression: Final[list[Any]] = sorted(Expression_MaskExpression_MapSelect_MapKeyExpression.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_MaskExpression_MapSelect_MapKeyExpression(m: Expression_MaskExpression_MapSelect_MapKeyExpression, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            n, pos = _length(buf, pos, end)
            m._f_map_key_expression = buf[pos:pos + n].decode()
            pos += n
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_MaskExpression_Select:
    """substrait.Expression.MaskExpression.Select"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.MaskExpression.Select")
    _f_struct: Expression_MaskExpression_StructSelect | None
    _f_list: Expression_MaskExpression_ListSelect | None
    _f_map: Expression_MaskExpression_MapSelect | None
    _case_type: str | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_struct = None
        self._f_list = None
        self._f_map = None
        self._case_type = None
        _read_Expression_MaskExpression_Select(self, self._buf, self._start, self._end)

    @property
    def struct(self) -> Expression_MaskExpression_StructSelect:
        if not self._read:
            self._fill()
        v = self._f_struct
        return v if v is not None else _NONE_Expression_MaskExpression_StructSelect

    @property
    def list(self) -> Expression_MaskExpression_ListSelect:
        if not self._read:
            self._fill()
        v = self._f_list
        return v if v is not None else _NONE_Expression_MaskExpression_ListSelect

    @property
    def map(self) -> Expression_MaskExpression_MapSelect:
        if not self._read:
            self._fill()
        v = self._f_map
        return v if v is not None else _NONE_Expression_MaskExpression_MapSelect
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
            return self._case_type
        raise ValueError(f"substrait.Expression.MaskExpression.Select has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_Expression_MaskExpression_Select[0], self._f_struct))
        if self._has >> 1 & 1:
            out.append((_FIELDS_Expression_MaskExpression_Select[1], self._f_list))
        if self._has >> 2 & 1:
            out.append((_FIELDS_Expression_MaskExpression_Select[2], self._f_map))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_MaskExpression_Select) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_MaskExpression_Select: Final[dict[str, int]] = {"list": 1, "map": 2, "struct": 0, "type": 3}
_FIELDS_Expression_MaskExpression_Select: Final[list[Any]] = sorted(Expression_MaskExpression_Select.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_MaskExpression_Select(m: Expression_MaskExpression_Select, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_struct is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_struct = Expression_MaskExpression_StructSelect(buf, pos, pos + n)
            pos += n
            if m._case_type is not None:
                raise Unreadable()
            m._case_type = "struct"
            m._has |= 9
        elif tag == 18:
            if m._f_list is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_list = Expression_MaskExpression_ListSelect(buf, pos, pos + n)
            pos += n
            if m._case_type is not None:
                raise Unreadable()
            m._case_type = "list"
            m._has |= 10
        elif tag == 26:
            if m._f_map is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_map = Expression_MaskExpression_MapSelect(buf, pos, pos + n)
            pos += n
            if m._case_type is not None:
                raise Unreadable()
            m._case_type = "map"
            m._has |= 12
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_MaskExpression_StructItem:
    """substrait.Expression.MaskExpression.StructItem"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.MaskExpression.StructItem")
    _f_field: int
    _f_child: Expression_MaskExpression_Select | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_field = 0
        self._f_child = None
        _read_Expression_MaskExpression_StructItem(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_MaskExpression_StructItem.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.MaskExpression.StructItem has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.MaskExpression.StructItem has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_field:
            out.append((_FIELDS_Expression_MaskExpression_StructItem[0], self._f_field))
        if self._has >> 0 & 1:
            out.append((_FIELDS_Expression_MaskExpression_StructItem[1], self._f_child))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_MaskExpression_StructItem) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_MaskExpression_StructItem: Final[dict[str, int]] = {"child": 0}
_FIELDS_Expression_MaskExpression_StructItem: Final[list[Any]] = sorted(Expression_MaskExpression_StructItem.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_MaskExpression_StructItem(m: Expression_MaskExpression_StructItem, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_field = _int32(x)
        elif tag == 18:
            if m._f_child is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_child = Expression_MaskExpression_Select(buf, pos, pos + n)
            pos += n
            m._has |= 1
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_MaskExpression_StructSelect:
    """substrait.Expression.MaskExpression.StructSelect"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.MaskExpression.StructSelect")
    _f_struct_items: list[Expression_MaskExpression_StructItem]

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_struct_items = _EMPTY
        _read_Expression_MaskExpression_StructSelect(self, self._buf, self._start, self._end)

    @property
    def struct_items(self) -> builtins.list[Expression_MaskExpression_StructItem]:
        if not self._read:
            self._fill()
        return self._f_struct_items
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_MaskExpression_StructSelect.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.MaskExpression.StructSelect has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.MaskExpression.StructSelect has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_struct_items:
            out.append((_FIELDS_Expression_MaskExpression_StructSelect[0], self._f_struct_items))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_MaskExpression_StructSelect) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_MaskExpression_StructSelect: Final[dict[str, int]] = {}
_FIELDS_Expression_MaskExpression_StructSelect: Final[list[Any]] = sorted(Expression_MaskExpression_StructSelect.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_MaskExpression_StructSelect(m: Expression_MaskExpression_StructSelect, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_struct_items is _EMPTY:
                m._f_struct_items = []
            n, pos = _length(buf, pos, end)
            m._f_struct_items.append(Expression_MaskExpression_StructItem(buf, pos, pos + n))
            pos += n
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_MultiOrList:
    """substrait.Expression.MultiOrList"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.MultiOrList")
    _f_value: list[Expression]
    _f_options: list[Expression_MultiOrList_Record]

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_value = _EMPTY
        self._f_options = _EMPTY
        _read_Expression_MultiOrList(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_MultiOrList.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.MultiOrList has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.MultiOrList has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_value:
            out.append((_FIELDS_Expression_MultiOrList[0], self._f_value))
        if self._f_options:
            out.append((_FIELDS_Expression_MultiOrList[1], self._f_options))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_MultiOrList) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_MultiOrList: Final[dict[str, int]] = {}
_FIELDS_Expression_MultiOrList: Final[list[Any]] = sorted(Expression_MultiOrList.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_MultiOrList(m: Expression_MultiOrList, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_value is _EMPTY:
                m._f_value = []
            n, pos = _length(buf, pos, end)
            m._f_value.append(Expression(buf, pos, pos + n))
            pos += n
        elif tag == 18:
            if m._f_options is _EMPTY:
                m._f_options = []
            n, pos = _length(buf, pos, end)
            m._f_options.append(Expression_MultiOrList_Record(buf, pos, pos + n))
            pos += n
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_MultiOrList_Record:
    """substrait.Expression.MultiOrList.Record"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.MultiOrList.Record")
    _f_fields: list[Expression]

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_fields = _EMPTY
        _read_Expression_MultiOrList_Record(self, self._buf, self._start, self._end)

    @property
    def fields(self) -> builtins.list[Expression]:
        if not self._read:
            self._fill()
        return self._f_fields
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_MultiOrList_Record.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.MultiOrList.Record has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.MultiOrList.Record has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_fields:
            out.append((_FIELDS_Expression_MultiOrList_Record[0], self._f_fields))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_MultiOrList_Record) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_MultiOrList_Record: Final[dict[str, int]] = {}
_FIELDS_Expression_MultiOrList_Record: Final[list[Any]] = sorted(Expression_MultiOrList_Record.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_MultiOrList_Record(m: Expression_MultiOrList_Record, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_fields is _EMPTY:
                m._f_fields = []
            n, pos = _length(buf, pos, end)
            m._f_fields.append(Expression(buf, pos, pos + n))
            pos += n
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_Nested:
    """substrait.Expression.Nested"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Nested")
    _f_nullable: bool
    _f_type_variation_reference: int
    _f_struct: Expression_Nested_Struct | None
    _f_list: Expression_Nested_List | None
    _f_map: Expression_Nested_Map | None
    _case_nested_type: str | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_nullable = False
        self._f_type_variation_reference = 0
        self._f_struct = None
        self._f_list = None
        self._f_map = None
        self._case_nested_type = None
        _read_Expression_Nested(self, self._buf, self._start, self._end)

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
        v = self._f_struct
        return v if v is not None else _NONE_Expression_Nested_Struct

    @property
    def list(self) -> Expression_Nested_List:
        if not self._read:
            self._fill()
        v = self._f_list
        return v if v is not None else _NONE_Expression_Nested_List

    @property
    def map(self) -> Expression_Nested_Map:
        if not self._read:
            self._fill()
        v = self._f_map
        return v if v is not None else _NONE_Expression_Nested_Map
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
            return self._case_nested_type
        raise ValueError(f"substrait.Expression.Nested has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_nullable:
            out.append((_FIELDS_Expression_Nested[0], self._f_nullable))
        if self._f_type_variation_reference:
            out.append((_FIELDS_Expression_Nested[1], self._f_type_variation_reference))
        if self._has >> 0 & 1:
            out.append((_FIELDS_Expression_Nested[2], self._f_struct))
        if self._has >> 1 & 1:
            out.append((_FIELDS_Expression_Nested[3], self._f_list))
        if self._has >> 2 & 1:
            out.append((_FIELDS_Expression_Nested[4], self._f_map))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_Nested) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_Nested: Final[dict[str, int]] = {"list": 1, "map": 2, "nested_type": 3, "struct": 0}
_FIELDS_Expression_Nested: Final[list[Any]] = sorted(Expression_Nested.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_Nested(m: Expression_Nested, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_nullable = x != 0
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_type_variation_reference = x & 0xFFFFFFFF
        elif tag == 26:
            if m._f_struct is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_struct = Expression_Nested_Struct(buf, pos, pos + n)
            pos += n
            if m._case_nested_type is not None:
                raise Unreadable()
            m._case_nested_type = "struct"
            m._has |= 9
        elif tag == 34:
            if m._f_list is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_list = Expression_Nested_List(buf, pos, pos + n)
            pos += n
            if m._case_nested_type is not None:
                raise Unreadable()
            m._case_nested_type = "list"
            m._has |= 10
        elif tag == 42:
            if m._f_map is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_map = Expression_Nested_Map(buf, pos, pos + n)
            pos += n
            if m._case_nested_type is not None:
                raise Unreadable()
            m._case_nested_type = "map"
            m._has |= 12
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_Nested_List:
    """substrait.Expression.Nested.List"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Nested.List")
    _f_values: list[Expression]

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_values = _EMPTY
        _read_Expression_Nested_List(self, self._buf, self._start, self._end)

    @property
    def values(self) -> builtins.list[Expression]:
        if not self._read:
            self._fill()
        return self._f_values
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Nested_List.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Nested.List has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.Nested.List has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_values:
            out.append((_FIELDS_Expression_Nested_List[0], self._f_values))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_Nested_List) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_Nested_List: Final[dict[str, int]] = {}
_FIELDS_Expression_Nested_List: Final[list[Any]] = sorted(Expression_Nested_List.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_Nested_List(m: Expression_Nested_List, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_values is _EMPTY:
                m._f_values = []
            n, pos = _length(buf, pos, end)
            m._f_values.append(Expression(buf, pos, pos + n))
            pos += n
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_Nested_Map:
    """substrait.Expression.Nested.Map"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Nested.Map")
    _f_key_values: list[Expression_Nested_Map_KeyValue]

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_key_values = _EMPTY
        _read_Expression_Nested_Map(self, self._buf, self._start, self._end)

    @property
    def key_values(self) -> builtins.list[Expression_Nested_Map_KeyValue]:
        if not self._read:
            self._fill()
        return self._f_key_values
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Nested_Map.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Nested.Map has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.Nested.Map has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_key_values:
            out.append((_FIELDS_Expression_Nested_Map[0], self._f_key_values))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_Nested_Map) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_Nested_Map: Final[dict[str, int]] = {}
_FIELDS_Expression_Nested_Map: Final[list[Any]] = sorted(Expression_Nested_Map.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_Nested_Map(m: Expression_Nested_Map, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_key_values is _EMPTY:
                m._f_key_values = []
            n, pos = _length(buf, pos, end)
            m._f_key_values.append(Expression_Nested_Map_KeyValue(buf, pos, pos + n))
            pos += n
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_Nested_Map_KeyValue:
    """substrait.Expression.Nested.Map.KeyValue"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Nested.Map.KeyValue")
    _f_key: Expression | None
    _f_value: Expression | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_key = None
        self._f_value = None
        _read_Expression_Nested_Map_KeyValue(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Nested_Map_KeyValue.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Nested.Map.KeyValue has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.Nested.Map.KeyValue has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_Expression_Nested_Map_KeyValue[0], self._f_key))
        if self._has >> 1 & 1:
            out.append((_FIELDS_Expression_Nested_Map_KeyValue[1], self._f_value))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_Nested_Map_KeyValue) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_Nested_Map_KeyValue: Final[dict[str, int]] = {"key": 0, "value": 1}
_FIELDS_Expression_Nested_Map_KeyValue: Final[list[Any]] = sorted(Expression_Nested_Map_KeyValue.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_Nested_Map_KeyValue(m: Expression_Nested_Map_KeyValue, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_key is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_key = Expression(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 18:
            if m._f_value is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_value = Expression(buf, pos, pos + n)
            pos += n
            m._has |= 2
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_Nested_Struct:
    """substrait.Expression.Nested.Struct"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Nested.Struct")
    _f_fields: list[Expression]

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_fields = _EMPTY
        _read_Expression_Nested_Struct(self, self._buf, self._start, self._end)

    @property
    def fields(self) -> builtins.list[Expression]:
        if not self._read:
            self._fill()
        return self._f_fields
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Nested_Struct.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Nested.Struct has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.Nested.Struct has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_fields:
            out.append((_FIELDS_Expression_Nested_Struct[0], self._f_fields))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_Nested_Struct) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_Nested_Struct: Final[dict[str, int]] = {}
_FIELDS_Expression_Nested_Struct: Final[list[Any]] = sorted(Expression_Nested_Struct.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_Nested_Struct(m: Expression_Nested_Struct, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_fields is _EMPTY:
                m._f_fields = []
            n, pos = _length(buf, pos, end)
            m._f_fields.append(Expression(buf, pos, pos + n))
            pos += n
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_ReferenceSegment:
    """substrait.Expression.ReferenceSegment"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.ReferenceSegment")
    _f_map_key: Expression_ReferenceSegment_MapKey | None
    _f_struct_field: Expression_ReferenceSegment_StructField | None
    _f_list_element: Expression_ReferenceSegment_ListElement | None
    _case_reference_type: str | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_map_key = None
        self._f_struct_field = None
        self._f_list_element = None
        self._case_reference_type = None
        _read_Expression_ReferenceSegment(self, self._buf, self._start, self._end)

    @property
    def map_key(self) -> Expression_ReferenceSegment_MapKey:
        if not self._read:
            self._fill()
        v = self._f_map_key
        return v if v is not None else _NONE_Expression_ReferenceSegment_MapKey

    @property
    def struct_field(self) -> Expression_ReferenceSegment_StructField:
        if not self._read:
            self._fill()
        v = self._f_struct_field
        return v if v is not None else _NONE_Expression_ReferenceSegment_StructField

    @property
    def list_element(self) -> Expression_ReferenceSegment_ListElement:
        if not self._read:
            self._fill()
        v = self._f_list_element
        return v if v is not None else _NONE_Expression_ReferenceSegment_ListElement
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
            return self._case_reference_type
        raise ValueError(f"substrait.Expression.ReferenceSegment has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_Expression_ReferenceSegment[0], self._f_map_key))
        if self._has >> 1 & 1:
            out.append((_FIELDS_Expression_ReferenceSegment[1], self._f_struct_field))
        if self._has >> 2 & 1:
            out.append((_FIELDS_Expression_ReferenceSegment[2], self._f_list_element))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_ReferenceSegment) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_ReferenceSegment: Final[dict[str, int]] = {"list_element": 2, "map_key": 0, "reference_type": 3, "struct_field": 1}
_FIELDS_Expression_ReferenceSegment: Final[list[Any]] = sorted(Expression_ReferenceSegment.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_ReferenceSegment(m: Expression_ReferenceSegment, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_map_key is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_map_key = Expression_ReferenceSegment_MapKey(buf, pos, pos + n)
            pos += n
            if m._case_reference_type is not None:
                raise Unreadable()
            m._case_reference_type = "map_key"
            m._has |= 9
        elif tag == 18:
            if m._f_struct_field is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_struct_field = Expression_ReferenceSegment_StructField(buf, pos, pos + n)
            pos += n
            if m._case_reference_type is not None:
                raise Unreadable()
            m._case_reference_type = "struct_field"
            m._has |= 10
        elif tag == 26:
            if m._f_list_element is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_list_element = Expression_ReferenceSegment_ListElement(buf, pos, pos + n)
            pos += n
            if m._case_reference_type is not None:
                raise Unreadable()
            m._case_reference_type = "list_element"
            m._has |= 12
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_ReferenceSegment_ListElement:
    """substrait.Expression.ReferenceSegment.ListElement"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.ReferenceSegment.ListElement")
    _f_offset: int
    _f_child: Expression_ReferenceSegment | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_offset = 0
        self._f_child = None
        _read_Expression_ReferenceSegment_ListElement(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_ReferenceSegment_ListElement.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.ReferenceSegment.ListElement has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.ReferenceSegment.ListElement has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_offset:
            out.append((_FIELDS_Expression_ReferenceSegment_ListElement[0], self._f_offset))
        if self._has >> 0 & 1:
            out.append((_FIELDS_Expression_ReferenceSegment_ListElement[1], self._f_child))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_ReferenceSegment_ListElement) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_ReferenceSegment_ListElement: Final[dict[str, int]] = {"child": 0}
_FIELDS_Expression_ReferenceSegment_ListElement: Final[list[Any]] = sorted(Expression_ReferenceSegment_ListElement.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_ReferenceSegment_ListElement(m: Expression_ReferenceSegment_ListElement, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_offset = _int32(x)
        elif tag == 18:
            if m._f_child is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_child = Expression_ReferenceSegment(buf, pos, pos + n)
            pos += n
            m._has |= 1
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_ReferenceSegment_MapKey:
    """substrait.Expression.ReferenceSegment.MapKey"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.ReferenceSegment.MapKey")
    _f_map_key: Expression_Literal | None
    _f_child: Expression_ReferenceSegment | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_map_key = None
        self._f_child = None
        _read_Expression_ReferenceSegment_MapKey(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_ReferenceSegment_MapKey.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.ReferenceSegment.MapKey has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.ReferenceSegment.MapKey has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_Expression_ReferenceSegment_MapKey[0], self._f_map_key))
        if self._has >> 1 & 1:
            out.append((_FIELDS_Expression_ReferenceSegment_MapKey[1], self._f_child))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_ReferenceSegment_MapKey) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_ReferenceSegment_MapKey: Final[dict[str, int]] = {"child": 1, "map_key": 0}
_FIELDS_Expression_ReferenceSegment_MapKey: Final[list[Any]] = sorted(Expression_ReferenceSegment_MapKey.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_ReferenceSegment_MapKey(m: Expression_ReferenceSegment_MapKey, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_map_key is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_map_key = Expression_Literal(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 18:
            if m._f_child is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_child = Expression_ReferenceSegment(buf, pos, pos + n)
            pos += n
            m._has |= 2
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_ReferenceSegment_StructField:
    """substrait.Expression.ReferenceSegment.StructField"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.ReferenceSegment.StructField")
    _f_field: int
    _f_child: Expression_ReferenceSegment | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_field = 0
        self._f_child = None
        _read_Expression_ReferenceSegment_StructField(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_ReferenceSegment_StructField.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.ReferenceSegment.StructField has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.ReferenceSegment.StructField has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_field:
            out.append((_FIELDS_Expression_ReferenceSegment_StructField[0], self._f_field))
        if self._has >> 0 & 1:
            out.append((_FIELDS_Expression_ReferenceSegment_StructField[1], self._f_child))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_ReferenceSegment_StructField) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_ReferenceSegment_StructField: Final[dict[str, int]] = {"child": 0}
_FIELDS_Expression_ReferenceSegment_StructField: Final[list[Any]] = sorted(Expression_ReferenceSegment_StructField.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_ReferenceSegment_StructField(m: Expression_ReferenceSegment_StructField, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_field = _int32(x)
        elif tag == 18:
            if m._f_child is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_child = Expression_ReferenceSegment(buf, pos, pos + n)
            pos += n
            m._has |= 1
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_ScalarFunction:
    """substrait.Expression.ScalarFunction"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.ScalarFunction")
    _f_function_reference: int
    _f_output_type: Type | None
    _f_arguments: list[FunctionArgument]
    _f_options: list[FunctionOption]

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_function_reference = 0
        self._f_output_type = None
        self._f_arguments = _EMPTY
        self._f_options = _EMPTY
        _read_Expression_ScalarFunction(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_ScalarFunction.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.ScalarFunction has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.ScalarFunction has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_function_reference:
            out.append((_FIELDS_Expression_ScalarFunction[0], self._f_function_reference))
        if self._has >> 0 & 1:
            out.append((_FIELDS_Expression_ScalarFunction[1], self._f_output_type))
        if self._f_arguments:
            out.append((_FIELDS_Expression_ScalarFunction[2], self._f_arguments))
        if self._f_options:
            out.append((_FIELDS_Expression_ScalarFunction[3], self._f_options))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_ScalarFunction) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_ScalarFunction: Final[dict[str, int]] = {"output_type": 0}
_FIELDS_Expression_ScalarFunction: Final[list[Any]] = sorted(Expression_ScalarFunction.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_ScalarFunction(m: Expression_ScalarFunction, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_function_reference = x & 0xFFFFFFFF
        elif tag == 26:
            if m._f_output_type is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_output_type = Type(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 34:
            if m._f_arguments is _EMPTY:
                m._f_arguments = []
            n, pos = _length(buf, pos, end)
            m._f_arguments.append(FunctionArgument(buf, pos, pos + n))
            pos += n
        elif tag == 42:
            if m._f_options is _EMPTY:
                m._f_options = []
            n, pos = _length(buf, pos, end)
            m._f_options.append(FunctionOption(buf, pos, pos + n))
            pos += n
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_SingularOrList:
    """substrait.Expression.SingularOrList"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.SingularOrList")
    _f_value: Expression | None
    _f_options: list[Expression]

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_value = None
        self._f_options = _EMPTY
        _read_Expression_SingularOrList(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_SingularOrList.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.SingularOrList has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.SingularOrList has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_Expression_SingularOrList[0], self._f_value))
        if self._f_options:
            out.append((_FIELDS_Expression_SingularOrList[1], self._f_options))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_SingularOrList) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_SingularOrList: Final[dict[str, int]] = {"value": 0}
_FIELDS_Expression_SingularOrList: Final[list[Any]] = sorted(Expression_SingularOrList.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_SingularOrList(m: Expression_SingularOrList, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_value is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_value = Expression(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 18:
            if m._f_options is _EMPTY:
                m._f_options = []
            n, pos = _length(buf, pos, end)
            m._f_options.append(Expression(buf, pos, pos + n))
            pos += n
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_Subquery:
    """substrait.Expression.Subquery"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Subquery")
    _f_scalar: Expression_Subquery_Scalar | None
    _f_in_predicate: Expression_Subquery_InPredicate | None
    _f_set_predicate: Expression_Subquery_SetPredicate | None
    _f_set_comparison: Expression_Subquery_SetComparison | None
    _case_subquery_type: str | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_scalar = None
        self._f_in_predicate = None
        self._f_set_predicate = None
        self._f_set_comparison = None
        self._case_subquery_type = None
        _read_Expression_Subquery(self, self._buf, self._start, self._end)

    @property
    def scalar(self) -> Expression_Subquery_Scalar:
        if not self._read:
            self._fill()
        v = self._f_scalar
        return v if v is not None else _NONE_Expression_Subquery_Scalar

    @property
    def in_predicate(self) -> Expression_Subquery_InPredicate:
        if not self._read:
            self._fill()
        v = self._f_in_predicate
        return v if v is not None else _NONE_Expression_Subquery_InPredicate

    @property
    def set_predicate(self) -> Expression_Subquery_SetPredicate:
        if not self._read:
            self._fill()
        v = self._f_set_predicate
        return v if v is not None else _NONE_Expression_Subquery_SetPredicate

    @property
    def set_comparison(self) -> Expression_Subquery_SetComparison:
        if not self._read:
            self._fill()
        v = self._f_set_comparison
        return v if v is not None else _NONE_Expression_Subquery_SetComparison
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
            return self._case_subquery_type
        raise ValueError(f"substrait.Expression.Subquery has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_Expression_Subquery[0], self._f_scalar))
        if self._has >> 1 & 1:
            out.append((_FIELDS_Expression_Subquery[1], self._f_in_predicate))
        if self._has >> 2 & 1:
            out.append((_FIELDS_Expression_Subquery[2], self._f_set_predicate))
        if self._has >> 3 & 1:
            out.append((_FIELDS_Expression_Subquery[3], self._f_set_comparison))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_Subquery) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_Subquery: Final[dict[str, int]] = {"in_predicate": 1, "scalar": 0, "set_comparison": 3, "set_predicate": 2, "subquery_type": 4}
_FIELDS_Expression_Subquery: Final[list[Any]] = sorted(Expression_Subquery.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_Subquery(m: Expression_Subquery, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_scalar is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_scalar = Expression_Subquery_Scalar(buf, pos, pos + n)
            pos += n
            if m._case_subquery_type is not None:
                raise Unreadable()
            m._case_subquery_type = "scalar"
            m._has |= 17
        elif tag == 18:
            if m._f_in_predicate is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_in_predicate = Expression_Subquery_InPredicate(buf, pos, pos + n)
            pos += n
            if m._case_subquery_type is not None:
                raise Unreadable()
            m._case_subquery_type = "in_predicate"
            m._has |= 18
        elif tag == 26:
            if m._f_set_predicate is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_set_predicate = Expression_Subquery_SetPredicate(buf, pos, pos + n)
            pos += n
            if m._case_subquery_type is not None:
                raise Unreadable()
            m._case_subquery_type = "set_predicate"
            m._has |= 20
        elif tag == 34:
            if m._f_set_comparison is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_set_comparison = Expression_Subquery_SetComparison(buf, pos, pos + n)
            pos += n
            if m._case_subquery_type is not None:
                raise Unreadable()
            m._case_subquery_type = "set_comparison"
            m._has |= 24
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_Subquery_InPredicate:
    """substrait.Expression.Subquery.InPredicate"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Subquery.InPredicate")
    _f_needles: list[Expression]
    _f_haystack: Rel | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_needles = _EMPTY
        self._f_haystack = None
        _read_Expression_Subquery_InPredicate(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Subquery_InPredicate.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Subquery.InPredicate has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.Subquery.InPredicate has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_needles:
            out.append((_FIELDS_Expression_Subquery_InPredicate[0], self._f_needles))
        if self._has >> 0 & 1:
            out.append((_FIELDS_Expression_Subquery_InPredicate[1], self._f_haystack))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_Subquery_InPredicate) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_Subquery_InPredicate: Final[dict[str, int]] = {"haystack": 0}
_FIELDS_Expression_Subquery_InPredicate: Final[list[Any]] = sorted(Expression_Subquery_InPredicate.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_Subquery_InPredicate(m: Expression_Subquery_InPredicate, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_needles is _EMPTY:
                m._f_needles = []
            n, pos = _length(buf, pos, end)
            m._f_needles.append(Expression(buf, pos, pos + n))
            pos += n
        elif tag == 18:
            if m._f_haystack is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_haystack = Rel(buf, pos, pos + n)
            pos += n
            m._has |= 1
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_Subquery_Scalar:
    """substrait.Expression.Subquery.Scalar"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Subquery.Scalar")
    _f_input: Rel | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_input = None
        _read_Expression_Subquery_Scalar(self, self._buf, self._start, self._end)

    @property
    def input(self) -> Rel:
        if not self._read:
            self._fill()
        v = self._f_input
        return v if v is not None else _NONE_Rel
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Subquery_Scalar.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Subquery.Scalar has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.Subquery.Scalar has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_Expression_Subquery_Scalar[0], self._f_input))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_Subquery_Scalar) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_Subquery_Scalar: Final[dict[str, int]] = {"input": 0}
_FIELDS_Expression_Subquery_Scalar: Final[list[Any]] = sorted(Expression_Subquery_Scalar.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_Subquery_Scalar(m: Expression_Subquery_Scalar, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_input is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_input = Rel(buf, pos, pos + n)
            pos += n
            m._has |= 1
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_Subquery_SetComparison:
    """substrait.Expression.Subquery.SetComparison"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Subquery.SetComparison")
    _f_reduction_op: int
    _f_comparison_op: int
    _f_left: Expression | None
    _f_right: Rel | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_reduction_op = 0
        self._f_comparison_op = 0
        self._f_left = None
        self._f_right = None
        _read_Expression_Subquery_SetComparison(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Subquery_SetComparison.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Subquery.SetComparison has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.Subquery.SetComparison has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_reduction_op:
            out.append((_FIELDS_Expression_Subquery_SetComparison[0], self._f_reduction_op))
        if self._f_comparison_op:
            out.append((_FIELDS_Expression_Subquery_SetComparison[1], self._f_comparison_op))
        if self._has >> 0 & 1:
            out.append((_FIELDS_Expression_Subquery_SetComparison[2], self._f_left))
        if self._has >> 1 & 1:
            out.append((_FIELDS_Expression_Subquery_SetComparison[3], self._f_right))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_Subquery_SetComparison) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_Subquery_SetComparison: Final[dict[str, int]] = {"left": 0, "right": 1}
_FIELDS_Expression_Subquery_SetComparison: Final[list[Any]] = sorted(Expression_Subquery_SetComparison.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_Subquery_SetComparison(m: Expression_Subquery_SetComparison, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_reduction_op = _int32(x)
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_comparison_op = _int32(x)
        elif tag == 26:
            if m._f_left is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_left = Expression(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 34:
            if m._f_right is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_right = Rel(buf, pos, pos + n)
            pos += n
            m._has |= 2
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_Subquery_SetPredicate:
    """substrait.Expression.Subquery.SetPredicate"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.Subquery.SetPredicate")
    _f_predicate_op: int
    _f_tuples: Rel | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_predicate_op = 0
        self._f_tuples = None
        _read_Expression_Subquery_SetPredicate(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_Subquery_SetPredicate.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.Subquery.SetPredicate has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.Subquery.SetPredicate has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_predicate_op:
            out.append((_FIELDS_Expression_Subquery_SetPredicate[0], self._f_predicate_op))
        if self._has >> 0 & 1:
            out.append((_FIELDS_Expression_Subquery_SetPredicate[1], self._f_tuples))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_Subquery_SetPredicate) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_Subquery_SetPredicate: Final[dict[str, int]] = {"tuples": 0}
_FIELDS_Expression_Subquery_SetPredicate: Final[list[Any]] = sorted(Expression_Subquery_SetPredicate.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_Subquery_SetPredicate(m: Expression_Subquery_SetPredicate, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_predicate_op = _int32(x)
        elif tag == 18:
            if m._f_tuples is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_tuples = Rel(buf, pos, pos + n)
            pos += n
            m._has |= 1
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_SwitchExpression:
    """substrait.Expression.SwitchExpression"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.SwitchExpression")
    _f_ifs: list[Expression_SwitchExpression_IfValue]
    _f_else_: Expression | None
    _f_match: Expression | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_ifs = _EMPTY
        self._f_else_ = None
        self._f_match = None
        _read_Expression_SwitchExpression(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_SwitchExpression.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.SwitchExpression has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.SwitchExpression has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_ifs:
            out.append((_FIELDS_Expression_SwitchExpression[0], self._f_ifs))
        if self._has >> 0 & 1:
            out.append((_FIELDS_Expression_SwitchExpression[1], self._f_else_))
        if self._has >> 1 & 1:
            out.append((_FIELDS_Expression_SwitchExpression[2], self._f_match))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_SwitchExpression) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_SwitchExpression: Final[dict[str, int]] = {"else": 0, "match": 1}
_FIELDS_Expression_SwitchExpression: Final[list[Any]] = sorted(Expression_SwitchExpression.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_SwitchExpression(m: Expression_SwitchExpression, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_ifs is _EMPTY:
                m._f_ifs = []
            n, pos = _length(buf, pos, end)
            m._f_ifs.append(Expression_SwitchExpression_IfValue(buf, pos, pos + n))
            pos += n
        elif tag == 18:
            if m._f_else_ is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_else_ = Expression(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 26:
            if m._f_match is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_match = Expression(buf, pos, pos + n)
            pos += n
            m._has |= 2
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_SwitchExpression_IfValue:
    """substrait.Expression.SwitchExpression.IfValue"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.SwitchExpression.IfValue")
    _f_if_: Expression_Literal | None
    _f_then: Expression | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_if_ = None
        self._f_then = None
        _read_Expression_SwitchExpression_IfValue(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_SwitchExpression_IfValue.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.SwitchExpression.IfValue has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.SwitchExpression.IfValue has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_Expression_SwitchExpression_IfValue[0], self._f_if_))
        if self._has >> 1 & 1:
            out.append((_FIELDS_Expression_SwitchExpression_IfValue[1], self._f_then))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_SwitchExpression_IfValue) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_SwitchExpression_IfValue: Final[dict[str, int]] = {"if": 0, "then": 1}
_FIELDS_Expression_SwitchExpression_IfValue: Final[list[Any]] = sorted(Expression_SwitchExpression_IfValue.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_SwitchExpression_IfValue(m: Expression_SwitchExpression_IfValue, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_if_ is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_if_ = Expression_Literal(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 18:
            if m._f_then is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_then = Expression(buf, pos, pos + n)
            pos += n
            m._has |= 2
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_WindowFunction:
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

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
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
        _read_Expression_WindowFunction(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_WindowFunction.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.WindowFunction has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.WindowFunction has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_function_reference:
            out.append((_FIELDS_Expression_WindowFunction[0], self._f_function_reference))
        if self._f_partitions:
            out.append((_FIELDS_Expression_WindowFunction[1], self._f_partitions))
        if self._f_sorts:
            out.append((_FIELDS_Expression_WindowFunction[2], self._f_sorts))
        if self._has >> 0 & 1:
            out.append((_FIELDS_Expression_WindowFunction[3], self._f_upper_bound))
        if self._has >> 1 & 1:
            out.append((_FIELDS_Expression_WindowFunction[4], self._f_lower_bound))
        if self._f_phase:
            out.append((_FIELDS_Expression_WindowFunction[5], self._f_phase))
        if self._has >> 2 & 1:
            out.append((_FIELDS_Expression_WindowFunction[6], self._f_output_type))
        if self._f_arguments:
            out.append((_FIELDS_Expression_WindowFunction[7], self._f_arguments))
        if self._f_invocation:
            out.append((_FIELDS_Expression_WindowFunction[8], self._f_invocation))
        if self._f_options:
            out.append((_FIELDS_Expression_WindowFunction[9], self._f_options))
        if self._f_bounds_type:
            out.append((_FIELDS_Expression_WindowFunction[10], self._f_bounds_type))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_WindowFunction) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_WindowFunction: Final[dict[str, int]] = {"lower_bound": 1, "output_type": 2, "upper_bound": 0}
_FIELDS_Expression_WindowFunction: Final[list[Any]] = sorted(Expression_WindowFunction.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_WindowFunction(m: Expression_WindowFunction, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_function_reference = x & 0xFFFFFFFF
        elif tag == 18:
            if m._f_partitions is _EMPTY:
                m._f_partitions = []
            n, pos = _length(buf, pos, end)
            m._f_partitions.append(Expression(buf, pos, pos + n))
            pos += n
        elif tag == 26:
            if m._f_sorts is _EMPTY:
                m._f_sorts = []
            n, pos = _length(buf, pos, end)
            m._f_sorts.append(SortField(buf, pos, pos + n))
            pos += n
        elif tag == 34:
            if m._f_upper_bound is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_upper_bound = Expression_WindowFunction_Bound(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 42:
            if m._f_lower_bound is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_lower_bound = Expression_WindowFunction_Bound(buf, pos, pos + n)
            pos += n
            m._has |= 2
        elif tag == 48:
            x, pos = _varint(buf, pos, end)
            m._f_phase = _int32(x)
        elif tag == 58:
            if m._f_output_type is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_output_type = Type(buf, pos, pos + n)
            pos += n
            m._has |= 4
        elif tag == 74:
            if m._f_arguments is _EMPTY:
                m._f_arguments = []
            n, pos = _length(buf, pos, end)
            m._f_arguments.append(FunctionArgument(buf, pos, pos + n))
            pos += n
        elif tag == 80:
            x, pos = _varint(buf, pos, end)
            m._f_invocation = _int32(x)
        elif tag == 90:
            if m._f_options is _EMPTY:
                m._f_options = []
            n, pos = _length(buf, pos, end)
            m._f_options.append(FunctionOption(buf, pos, pos + n))
            pos += n
        elif tag == 96:
            x, pos = _varint(buf, pos, end)
            m._f_bounds_type = _int32(x)
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_WindowFunction_Bound:
    """substrait.Expression.WindowFunction.Bound"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.WindowFunction.Bound")
    _f_preceding: Expression_WindowFunction_Bound_Preceding | None
    _f_following: Expression_WindowFunction_Bound_Following | None
    _f_current_row: Expression_WindowFunction_Bound_CurrentRow | None
    _f_unbounded: Expression_WindowFunction_Bound_Unbounded | None
    _case_kind: str | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_preceding = None
        self._f_following = None
        self._f_current_row = None
        self._f_unbounded = None
        self._case_kind = None
        _read_Expression_WindowFunction_Bound(self, self._buf, self._start, self._end)

    @property
    def preceding(self) -> Expression_WindowFunction_Bound_Preceding:
        if not self._read:
            self._fill()
        v = self._f_preceding
        return v if v is not None else _NONE_Expression_WindowFunction_Bound_Preceding

    @property
    def following(self) -> Expression_WindowFunction_Bound_Following:
        if not self._read:
            self._fill()
        v = self._f_following
        return v if v is not None else _NONE_Expression_WindowFunction_Bound_Following

    @property
    def current_row(self) -> Expression_WindowFunction_Bound_CurrentRow:
        if not self._read:
            self._fill()
        v = self._f_current_row
        return v if v is not None else _NONE_Expression_WindowFunction_Bound_CurrentRow

    @property
    def unbounded(self) -> Expression_WindowFunction_Bound_Unbounded:
        if not self._read:
            self._fill()
        v = self._f_unbounded
        return v if v is not None else _NONE_Expression_WindowFunction_Bound_Unbounded
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
            return self._case_kind
        raise ValueError(f"substrait.Expression.WindowFunction.Bound has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_Expression_WindowFunction_Bound[0], self._f_preceding))
        if self._has >> 1 & 1:
            out.append((_FIELDS_Expression_WindowFunction_Bound[1], self._f_following))
        if self._has >> 2 & 1:
            out.append((_FIELDS_Expression_WindowFunction_Bound[2], self._f_current_row))
        if self._has >> 3 & 1:
            out.append((_FIELDS_Expression_WindowFunction_Bound[3], self._f_unbounded))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_WindowFunction_Bound) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_WindowFunction_Bound: Final[dict[str, int]] = {"current_row": 2, "following": 1, "kind": 4, "preceding": 0, "unbounded": 3}
_FIELDS_Expression_WindowFunction_Bound: Final[list[Any]] = sorted(Expression_WindowFunction_Bound.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_WindowFunction_Bound(m: Expression_WindowFunction_Bound, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_preceding is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_preceding = Expression_WindowFunction_Bound_Preceding(buf, pos, pos + n)
            pos += n
            if m._case_kind is not None:
                raise Unreadable()
            m._case_kind = "preceding"
            m._has |= 17
        elif tag == 18:
            if m._f_following is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_following = Expression_WindowFunction_Bound_Following(buf, pos, pos + n)
            pos += n
            if m._case_kind is not None:
                raise Unreadable()
            m._case_kind = "following"
            m._has |= 18
        elif tag == 26:
            if m._f_current_row is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_current_row = Expression_WindowFunction_Bound_CurrentRow(buf, pos, pos + n)
            pos += n
            if m._case_kind is not None:
                raise Unreadable()
            m._case_kind = "current_row"
            m._has |= 20
        elif tag == 34:
            if m._f_unbounded is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_unbounded = Expression_WindowFunction_Bound_Unbounded(buf, pos, pos + n)
            pos += n
            if m._case_kind is not None:
                raise Unreadable()
            m._case_kind = "unbounded"
            m._has |= 24
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_WindowFunction_Bound_CurrentRow:
    """substrait.Expression.WindowFunction.Bound.CurrentRow"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.WindowFunction.Bound.CurrentRow")

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        _read_Expression_WindowFunction_Bound_CurrentRow(self, self._buf, self._start, self._end)
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_WindowFunction_Bound_CurrentRow.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.WindowFunction.Bound.CurrentRow has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.WindowFunction.Bound.CurrentRow has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_WindowFunction_Bound_CurrentRow) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_WindowFunction_Bound_CurrentRow: Final[dict[str, int]] = {}
_FIELDS_Expression_WindowFunction_Bound_CurrentRow: Final[list[Any]] = sorted(Expression_WindowFunction_Bound_CurrentRow.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_WindowFunction_Bound_CurrentRow(m: Expression_WindowFunction_Bound_CurrentRow, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_WindowFunction_Bound_Following:
    """substrait.Expression.WindowFunction.Bound.Following"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.WindowFunction.Bound.Following")
    _f_offset: int
    _f_offset_expr: Expression | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_offset = 0
        self._f_offset_expr = None
        _read_Expression_WindowFunction_Bound_Following(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_WindowFunction_Bound_Following.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.WindowFunction.Bound.Following has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.WindowFunction.Bound.Following has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_offset:
            out.append((_FIELDS_Expression_WindowFunction_Bound_Following[0], self._f_offset))
        if self._has >> 0 & 1:
            out.append((_FIELDS_Expression_WindowFunction_Bound_Following[1], self._f_offset_expr))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_WindowFunction_Bound_Following) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_WindowFunction_Bound_Following: Final[dict[str, int]] = {"offset_expr": 0}
_FIELDS_Expression_WindowFunction_Bound_Following: Final[list[Any]] = sorted(Expression_WindowFunction_Bound_Following.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_WindowFunction_Bound_Following(m: Expression_WindowFunction_Bound_Following, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_offset = _int64(x)
        elif tag == 18:
            if m._f_offset_expr is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_offset_expr = Expression(buf, pos, pos + n)
            pos += n
            m._has |= 1
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_WindowFunction_Bound_Preceding:
    """substrait.Expression.WindowFunction.Bound.Preceding"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.WindowFunction.Bound.Preceding")
    _f_offset: int
    _f_offset_expr: Expression | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_offset = 0
        self._f_offset_expr = None
        _read_Expression_WindowFunction_Bound_Preceding(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_WindowFunction_Bound_Preceding.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.WindowFunction.Bound.Preceding has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.WindowFunction.Bound.Preceding has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_offset:
            out.append((_FIELDS_Expression_WindowFunction_Bound_Preceding[0], self._f_offset))
        if self._has >> 0 & 1:
            out.append((_FIELDS_Expression_WindowFunction_Bound_Preceding[1], self._f_offset_expr))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_WindowFunction_Bound_Preceding) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_WindowFunction_Bound_Preceding: Final[dict[str, int]] = {"offset_expr": 0}
_FIELDS_Expression_WindowFunction_Bound_Preceding: Final[list[Any]] = sorted(Expression_WindowFunction_Bound_Preceding.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_WindowFunction_Bound_Preceding(m: Expression_WindowFunction_Bound_Preceding, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_offset = _int64(x)
        elif tag == 18:
            if m._f_offset_expr is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_offset_expr = Expression(buf, pos, pos + n)
            pos += n
            m._has |= 1
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Expression_WindowFunction_Bound_Unbounded:
    """substrait.Expression.WindowFunction.Bound.Unbounded"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Expression.WindowFunction.Bound.Unbounded")

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        _read_Expression_WindowFunction_Bound_Unbounded(self, self._buf, self._start, self._end)
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Expression_WindowFunction_Bound_Unbounded.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Expression.WindowFunction.Bound.Unbounded has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Expression.WindowFunction.Bound.Unbounded has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Expression_WindowFunction_Bound_Unbounded) and self.SerializeToString() == other.SerializeToString()


_BITS_Expression_WindowFunction_Bound_Unbounded: Final[dict[str, int]] = {}
_FIELDS_Expression_WindowFunction_Bound_Unbounded: Final[list[Any]] = sorted(Expression_WindowFunction_Bound_Unbounded.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Expression_WindowFunction_Bound_Unbounded(m: Expression_WindowFunction_Bound_Unbounded, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class ExtensionLeafRel:
    """substrait.ExtensionLeafRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ExtensionLeafRel")
    _f_common: RelCommon | None
    _f_detail: google_protobuf_Any | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_common = None
        self._f_detail = None
        _read_ExtensionLeafRel(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ExtensionLeafRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ExtensionLeafRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.ExtensionLeafRel has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_ExtensionLeafRel[0], self._f_common))
        if self._has >> 1 & 1:
            out.append((_FIELDS_ExtensionLeafRel[1], self._f_detail))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, ExtensionLeafRel) and self.SerializeToString() == other.SerializeToString()


_BITS_ExtensionLeafRel: Final[dict[str, int]] = {"common": 0, "detail": 1}
_FIELDS_ExtensionLeafRel: Final[list[Any]] = sorted(ExtensionLeafRel.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_ExtensionLeafRel(m: ExtensionLeafRel, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_common is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_common = RelCommon(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 18:
            if m._f_detail is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_detail = google_protobuf_Any(buf, pos, pos + n)
            pos += n
            m._has |= 2
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class ExtensionMultiRel:
    """substrait.ExtensionMultiRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ExtensionMultiRel")
    _f_common: RelCommon | None
    _f_inputs: list[Rel]
    _f_detail: google_protobuf_Any | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_common = None
        self._f_inputs = _EMPTY
        self._f_detail = None
        _read_ExtensionMultiRel(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ExtensionMultiRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ExtensionMultiRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.ExtensionMultiRel has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_ExtensionMultiRel[0], self._f_common))
        if self._f_inputs:
            out.append((_FIELDS_ExtensionMultiRel[1], self._f_inputs))
        if self._has >> 1 & 1:
            out.append((_FIELDS_ExtensionMultiRel[2], self._f_detail))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, ExtensionMultiRel) and self.SerializeToString() == other.SerializeToString()


_BITS_ExtensionMultiRel: Final[dict[str, int]] = {"common": 0, "detail": 1}
_FIELDS_ExtensionMultiRel: Final[list[Any]] = sorted(ExtensionMultiRel.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_ExtensionMultiRel(m: ExtensionMultiRel, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_common is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_common = RelCommon(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 18:
            if m._f_inputs is _EMPTY:
                m._f_inputs = []
            n, pos = _length(buf, pos, end)
            m._f_inputs.append(Rel(buf, pos, pos + n))
            pos += n
        elif tag == 26:
            if m._f_detail is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_detail = google_protobuf_Any(buf, pos, pos + n)
            pos += n
            m._has |= 2
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class ExtensionObject:
    """substrait.ExtensionObject"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ExtensionObject")
    _f_detail: google_protobuf_Any | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_detail = None
        _read_ExtensionObject(self, self._buf, self._start, self._end)

    @property
    def detail(self) -> google_protobuf_Any:
        if not self._read:
            self._fill()
        v = self._f_detail
        return v if v is not None else _NONE_google_protobuf_Any
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ExtensionObject.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ExtensionObject has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.ExtensionObject has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_ExtensionObject[0], self._f_detail))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, ExtensionObject) and self.SerializeToString() == other.SerializeToString()


_BITS_ExtensionObject: Final[dict[str, int]] = {"detail": 0}
_FIELDS_ExtensionObject: Final[list[Any]] = sorted(ExtensionObject.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_ExtensionObject(m: ExtensionObject, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_detail is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_detail = google_protobuf_Any(buf, pos, pos + n)
            pos += n
            m._has |= 1
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class ExtensionSingleRel:
    """substrait.ExtensionSingleRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ExtensionSingleRel")
    _f_common: RelCommon | None
    _f_input: Rel | None
    _f_detail: google_protobuf_Any | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_common = None
        self._f_input = None
        self._f_detail = None
        _read_ExtensionSingleRel(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ExtensionSingleRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ExtensionSingleRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.ExtensionSingleRel has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_ExtensionSingleRel[0], self._f_common))
        if self._has >> 1 & 1:
            out.append((_FIELDS_ExtensionSingleRel[1], self._f_input))
        if self._has >> 2 & 1:
            out.append((_FIELDS_ExtensionSingleRel[2], self._f_detail))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, ExtensionSingleRel) and self.SerializeToString() == other.SerializeToString()


_BITS_ExtensionSingleRel: Final[dict[str, int]] = {"common": 0, "detail": 2, "input": 1}
_FIELDS_ExtensionSingleRel: Final[list[Any]] = sorted(ExtensionSingleRel.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_ExtensionSingleRel(m: ExtensionSingleRel, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_common is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_common = RelCommon(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 18:
            if m._f_input is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_input = Rel(buf, pos, pos + n)
            pos += n
            m._has |= 2
        elif tag == 26:
            if m._f_detail is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_detail = google_protobuf_Any(buf, pos, pos + n)
            pos += n
            m._has |= 4
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class FetchRel:
    """substrait.FetchRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.FetchRel")
    _f_common: RelCommon | None
    _f_input: Rel | None
    _f_offset_expr: Expression | None
    _f_count_expr: Expression | None
    _f_advanced_extension: extensions_AdvancedExtension | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_common = None
        self._f_input = None
        self._f_offset_expr = None
        self._f_count_expr = None
        self._f_advanced_extension = None
        _read_FetchRel(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_FetchRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.FetchRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.FetchRel has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_FetchRel[0], self._f_common))
        if self._has >> 1 & 1:
            out.append((_FIELDS_FetchRel[1], self._f_input))
        if self._has >> 2 & 1:
            out.append((_FIELDS_FetchRel[2], self._f_offset_expr))
        if self._has >> 3 & 1:
            out.append((_FIELDS_FetchRel[3], self._f_count_expr))
        if self._has >> 4 & 1:
            out.append((_FIELDS_FetchRel[4], self._f_advanced_extension))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, FetchRel) and self.SerializeToString() == other.SerializeToString()


_BITS_FetchRel: Final[dict[str, int]] = {"advanced_extension": 4, "common": 0, "count_expr": 3, "input": 1, "offset_expr": 2}
_FIELDS_FetchRel: Final[list[Any]] = sorted(FetchRel.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_FetchRel(m: FetchRel, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_common is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_common = RelCommon(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 18:
            if m._f_input is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_input = Rel(buf, pos, pos + n)
            pos += n
            m._has |= 2
        elif tag == 42:
            if m._f_offset_expr is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_offset_expr = Expression(buf, pos, pos + n)
            pos += n
            m._has |= 4
        elif tag == 50:
            if m._f_count_expr is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_count_expr = Expression(buf, pos, pos + n)
            pos += n
            m._has |= 8
        elif tag == 82:
            if m._f_advanced_extension is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
            pos += n
            m._has |= 16
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class FilterRel:
    """substrait.FilterRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.FilterRel")
    _f_common: RelCommon | None
    _f_input: Rel | None
    _f_condition: Expression | None
    _f_advanced_extension: extensions_AdvancedExtension | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_common = None
        self._f_input = None
        self._f_condition = None
        self._f_advanced_extension = None
        _read_FilterRel(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_FilterRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.FilterRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.FilterRel has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_FilterRel[0], self._f_common))
        if self._has >> 1 & 1:
            out.append((_FIELDS_FilterRel[1], self._f_input))
        if self._has >> 2 & 1:
            out.append((_FIELDS_FilterRel[2], self._f_condition))
        if self._has >> 3 & 1:
            out.append((_FIELDS_FilterRel[3], self._f_advanced_extension))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, FilterRel) and self.SerializeToString() == other.SerializeToString()


_BITS_FilterRel: Final[dict[str, int]] = {"advanced_extension": 3, "common": 0, "condition": 2, "input": 1}
_FIELDS_FilterRel: Final[list[Any]] = sorted(FilterRel.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_FilterRel(m: FilterRel, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_common is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_common = RelCommon(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 18:
            if m._f_input is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_input = Rel(buf, pos, pos + n)
            pos += n
            m._has |= 2
        elif tag == 26:
            if m._f_condition is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_condition = Expression(buf, pos, pos + n)
            pos += n
            m._has |= 4
        elif tag == 82:
            if m._f_advanced_extension is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
            pos += n
            m._has |= 8
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class FunctionArgument:
    """substrait.FunctionArgument"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.FunctionArgument")
    _f_enum: str
    _f_type: Type | None
    _f_value: Expression | None
    _case_arg_type: str | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_enum = ""
        self._f_type = None
        self._f_value = None
        self._case_arg_type = None
        _read_FunctionArgument(self, self._buf, self._start, self._end)

    @property
    def enum(self) -> builtins.str:
        if not self._read:
            self._fill()
        return self._f_enum

    @property
    def type(self) -> Type:
        if not self._read:
            self._fill()
        v = self._f_type
        return v if v is not None else _NONE_Type

    @property
    def value(self) -> Expression:
        if not self._read:
            self._fill()
        v = self._f_value
        return v if v is not None else _NONE_Expression
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
            return self._case_arg_type
        raise ValueError(f"substrait.FunctionArgument has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_FunctionArgument[0], self._f_enum))
        if self._has >> 1 & 1:
            out.append((_FIELDS_FunctionArgument[1], self._f_type))
        if self._has >> 2 & 1:
            out.append((_FIELDS_FunctionArgument[2], self._f_value))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, FunctionArgument) and self.SerializeToString() == other.SerializeToString()


_BITS_FunctionArgument: Final[dict[str, int]] = {"arg_type": 3, "enum": 0, "type": 1, "value": 2}
_FIELDS_FunctionArgument: Final[list[Any]] = sorted(FunctionArgument.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_FunctionArgument(m: FunctionArgument, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            n, pos = _length(buf, pos, end)
            m._f_enum = buf[pos:pos + n].decode()
            pos += n
            if m._case_arg_type is not None:
                raise Unreadable()
            m._case_arg_type = "enum"
            m._has |= 9
        elif tag == 18:
            if m._f_type is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_type = Type(buf, pos, pos + n)
            pos += n
            if m._case_arg_type is not None:
                raise Unreadable()
            m._case_arg_type = "type"
            m._has |= 10
        elif tag == 26:
            if m._f_value is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_value = Expression(buf, pos, pos + n)
            pos += n
            if m._case_arg_type is not None:
                raise Unreadable()
            m._case_arg_type = "value"
            m._has |= 12
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class FunctionOption:
    """substrait.FunctionOption"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.FunctionOption")
    _f_name: str
    _f_preference: list[str]

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_name = ""
        self._f_preference = _EMPTY
        _read_FunctionOption(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_FunctionOption.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.FunctionOption has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.FunctionOption has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_name:
            out.append((_FIELDS_FunctionOption[0], self._f_name))
        if self._f_preference:
            out.append((_FIELDS_FunctionOption[1], self._f_preference))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, FunctionOption) and self.SerializeToString() == other.SerializeToString()


_BITS_FunctionOption: Final[dict[str, int]] = {}
_FIELDS_FunctionOption: Final[list[Any]] = sorted(FunctionOption.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_FunctionOption(m: FunctionOption, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            n, pos = _length(buf, pos, end)
            m._f_name = buf[pos:pos + n].decode()
            pos += n
        elif tag == 18:
            if m._f_preference is _EMPTY:
                m._f_preference = []
            n, pos = _length(buf, pos, end)
            m._f_preference.append(buf[pos:pos + n].decode())
            pos += n
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class HashJoinRel:
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

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_common = None
        self._f_left = None
        self._f_right = None
        self._f_post_join_filter = None
        self._f_type = 0
        self._f_keys = _EMPTY
        self._f_build_input = 0
        self._f_advanced_extension = None
        self._f_residual_expression = None
        _read_HashJoinRel(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_HashJoinRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.HashJoinRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.HashJoinRel has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_HashJoinRel[0], self._f_common))
        if self._has >> 1 & 1:
            out.append((_FIELDS_HashJoinRel[1], self._f_left))
        if self._has >> 2 & 1:
            out.append((_FIELDS_HashJoinRel[2], self._f_right))
        if self._has >> 3 & 1:
            out.append((_FIELDS_HashJoinRel[3], self._f_post_join_filter))
        if self._f_type:
            out.append((_FIELDS_HashJoinRel[4], self._f_type))
        if self._f_keys:
            out.append((_FIELDS_HashJoinRel[5], self._f_keys))
        if self._f_build_input:
            out.append((_FIELDS_HashJoinRel[6], self._f_build_input))
        if self._has >> 4 & 1:
            out.append((_FIELDS_HashJoinRel[7], self._f_advanced_extension))
        if self._has >> 5 & 1:
            out.append((_FIELDS_HashJoinRel[8], self._f_residual_expression))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, HashJoinRel) and self.SerializeToString() == other.SerializeToString()


_BITS_HashJoinRel: Final[dict[str, int]] = {"advanced_extension": 4, "common": 0, "left": 1, "post_join_filter": 3, "residual_expression": 5, "right": 2}
_FIELDS_HashJoinRel: Final[list[Any]] = sorted(HashJoinRel.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_HashJoinRel(m: HashJoinRel, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_common is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_common = RelCommon(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 18:
            if m._f_left is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_left = Rel(buf, pos, pos + n)
            pos += n
            m._has |= 2
        elif tag == 26:
            if m._f_right is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_right = Rel(buf, pos, pos + n)
            pos += n
            m._has |= 4
        elif tag == 50:
            if m._f_post_join_filter is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_post_join_filter = Expression(buf, pos, pos + n)
            pos += n
            m._has |= 8
        elif tag == 56:
            x, pos = _varint(buf, pos, end)
            m._f_type = _int32(x)
        elif tag == 66:
            if m._f_keys is _EMPTY:
                m._f_keys = []
            n, pos = _length(buf, pos, end)
            m._f_keys.append(ComparisonJoinKey(buf, pos, pos + n))
            pos += n
        elif tag == 72:
            x, pos = _varint(buf, pos, end)
            m._f_build_input = _int32(x)
        elif tag == 82:
            if m._f_advanced_extension is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
            pos += n
            m._has |= 16
        elif tag == 90:
            if m._f_residual_expression is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_residual_expression = Expression(buf, pos, pos + n)
            pos += n
            m._has |= 32
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class JoinRel:
    """substrait.JoinRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.JoinRel")
    _f_common: RelCommon | None
    _f_left: Rel | None
    _f_right: Rel | None
    _f_expression: Expression | None
    _f_post_join_filter: Expression | None
    _f_type: int
    _f_advanced_extension: extensions_AdvancedExtension | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_common = None
        self._f_left = None
        self._f_right = None
        self._f_expression = None
        self._f_post_join_filter = None
        self._f_type = 0
        self._f_advanced_extension = None
        _read_JoinRel(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_JoinRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.JoinRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.JoinRel has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_JoinRel[0], self._f_common))
        if self._has >> 1 & 1:
            out.append((_FIELDS_JoinRel[1], self._f_left))
        if self._has >> 2 & 1:
            out.append((_FIELDS_JoinRel[2], self._f_right))
        if self._has >> 3 & 1:
            out.append((_FIELDS_JoinRel[3], self._f_expression))
        if self._has >> 4 & 1:
            out.append((_FIELDS_JoinRel[4], self._f_post_join_filter))
        if self._f_type:
            out.append((_FIELDS_JoinRel[5], self._f_type))
        if self._has >> 5 & 1:
            out.append((_FIELDS_JoinRel[6], self._f_advanced_extension))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, JoinRel) and self.SerializeToString() == other.SerializeToString()


_BITS_JoinRel: Final[dict[str, int]] = {"advanced_extension": 5, "common": 0, "expression": 3, "left": 1, "post_join_filter": 4, "right": 2}
_FIELDS_JoinRel: Final[list[Any]] = sorted(JoinRel.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_JoinRel(m: JoinRel, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_common is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_common = RelCommon(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 18:
            if m._f_left is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_left = Rel(buf, pos, pos + n)
            pos += n
            m._has |= 2
        elif tag == 26:
            if m._f_right is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_right = Rel(buf, pos, pos + n)
            pos += n
            m._has |= 4
        elif tag == 34:
            if m._f_expression is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_expression = Expression(buf, pos, pos + n)
            pos += n
            m._has |= 8
        elif tag == 42:
            if m._f_post_join_filter is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_post_join_filter = Expression(buf, pos, pos + n)
            pos += n
            m._has |= 16
        elif tag == 48:
            x, pos = _varint(buf, pos, end)
            m._f_type = _int32(x)
        elif tag == 82:
            if m._f_advanced_extension is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
            pos += n
            m._has |= 32
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class LateralJoinRel:
    """substrait.LateralJoinRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.LateralJoinRel")
    _f_common: RelCommon | None
    _f_left: Rel | None
    _f_right: Rel | None
    _f_expression: Expression | None
    _f_post_join_filter: Expression | None
    _f_type: int
    _f_advanced_extension: extensions_AdvancedExtension | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_common = None
        self._f_left = None
        self._f_right = None
        self._f_expression = None
        self._f_post_join_filter = None
        self._f_type = 0
        self._f_advanced_extension = None
        _read_LateralJoinRel(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_LateralJoinRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.LateralJoinRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.LateralJoinRel has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_LateralJoinRel[0], self._f_common))
        if self._has >> 1 & 1:
            out.append((_FIELDS_LateralJoinRel[1], self._f_left))
        if self._has >> 2 & 1:
            out.append((_FIELDS_LateralJoinRel[2], self._f_right))
        if self._has >> 3 & 1:
            out.append((_FIELDS_LateralJoinRel[3], self._f_expression))
        if self._has >> 4 & 1:
            out.append((_FIELDS_LateralJoinRel[4], self._f_post_join_filter))
        if self._f_type:
            out.append((_FIELDS_LateralJoinRel[5], self._f_type))
        if self._has >> 5 & 1:
            out.append((_FIELDS_LateralJoinRel[6], self._f_advanced_extension))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, LateralJoinRel) and self.SerializeToString() == other.SerializeToString()


_BITS_LateralJoinRel: Final[dict[str, int]] = {"advanced_extension": 5, "common": 0, "expression": 3, "left": 1, "post_join_filter": 4, "right": 2}
_FIELDS_LateralJoinRel: Final[list[Any]] = sorted(LateralJoinRel.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_LateralJoinRel(m: LateralJoinRel, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_common is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_common = RelCommon(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 18:
            if m._f_left is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_left = Rel(buf, pos, pos + n)
            pos += n
            m._has |= 2
        elif tag == 26:
            if m._f_right is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_right = Rel(buf, pos, pos + n)
            pos += n
            m._has |= 4
        elif tag == 34:
            if m._f_expression is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_expression = Expression(buf, pos, pos + n)
            pos += n
            m._has |= 8
        elif tag == 42:
            if m._f_post_join_filter is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_post_join_filter = Expression(buf, pos, pos + n)
            pos += n
            m._has |= 16
        elif tag == 48:
            x, pos = _varint(buf, pos, end)
            m._f_type = _int32(x)
        elif tag == 82:
            if m._f_advanced_extension is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
            pos += n
            m._has |= 32
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class MergeJoinRel:
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

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_common = None
        self._f_left = None
        self._f_right = None
        self._f_post_join_filter = None
        self._f_type = 0
        self._f_keys = _EMPTY
        self._f_residual_expression = None
        self._f_advanced_extension = None
        _read_MergeJoinRel(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_MergeJoinRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.MergeJoinRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.MergeJoinRel has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_MergeJoinRel[0], self._f_common))
        if self._has >> 1 & 1:
            out.append((_FIELDS_MergeJoinRel[1], self._f_left))
        if self._has >> 2 & 1:
            out.append((_FIELDS_MergeJoinRel[2], self._f_right))
        if self._has >> 3 & 1:
            out.append((_FIELDS_MergeJoinRel[3], self._f_post_join_filter))
        if self._f_type:
            out.append((_FIELDS_MergeJoinRel[4], self._f_type))
        if self._f_keys:
            out.append((_FIELDS_MergeJoinRel[5], self._f_keys))
        if self._has >> 4 & 1:
            out.append((_FIELDS_MergeJoinRel[6], self._f_residual_expression))
        if self._has >> 5 & 1:
            out.append((_FIELDS_MergeJoinRel[7], self._f_advanced_extension))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, MergeJoinRel) and self.SerializeToString() == other.SerializeToString()


_BITS_MergeJoinRel: Final[dict[str, int]] = {"advanced_extension": 5, "common": 0, "left": 1, "post_join_filter": 3, "residual_expression": 4, "right": 2}
_FIELDS_MergeJoinRel: Final[list[Any]] = sorted(MergeJoinRel.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_MergeJoinRel(m: MergeJoinRel, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_common is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_common = RelCommon(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 18:
            if m._f_left is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_left = Rel(buf, pos, pos + n)
            pos += n
            m._has |= 2
        elif tag == 26:
            if m._f_right is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_right = Rel(buf, pos, pos + n)
            pos += n
            m._has |= 4
        elif tag == 50:
            if m._f_post_join_filter is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_post_join_filter = Expression(buf, pos, pos + n)
            pos += n
            m._has |= 8
        elif tag == 56:
            x, pos = _varint(buf, pos, end)
            m._f_type = _int32(x)
        elif tag == 66:
            if m._f_keys is _EMPTY:
                m._f_keys = []
            n, pos = _length(buf, pos, end)
            m._f_keys.append(ComparisonJoinKey(buf, pos, pos + n))
            pos += n
        elif tag == 74:
            if m._f_residual_expression is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_residual_expression = Expression(buf, pos, pos + n)
            pos += n
            m._has |= 16
        elif tag == 82:
            if m._f_advanced_extension is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
            pos += n
            m._has |= 32
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class NamedObjectWrite:
    """substrait.NamedObjectWrite"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.NamedObjectWrite")
    _f_names: list[str]
    _f_advanced_extension: extensions_AdvancedExtension | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_names = _EMPTY
        self._f_advanced_extension = None
        _read_NamedObjectWrite(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_NamedObjectWrite.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.NamedObjectWrite has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.NamedObjectWrite has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_names:
            out.append((_FIELDS_NamedObjectWrite[0], self._f_names))
        if self._has >> 0 & 1:
            out.append((_FIELDS_NamedObjectWrite[1], self._f_advanced_extension))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, NamedObjectWrite) and self.SerializeToString() == other.SerializeToString()


_BITS_NamedObjectWrite: Final[dict[str, int]] = {"advanced_extension": 0}
_FIELDS_NamedObjectWrite: Final[list[Any]] = sorted(NamedObjectWrite.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_NamedObjectWrite(m: NamedObjectWrite, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_names is _EMPTY:
                m._f_names = []
            n, pos = _length(buf, pos, end)
            m._f_names.append(buf[pos:pos + n].decode())
            pos += n
        elif tag == 82:
            if m._f_advanced_extension is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
            pos += n
            m._has |= 1
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class NamedStruct:
    """substrait.NamedStruct"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.NamedStruct")
    _f_names: list[str]
    _f_struct: Type_Struct | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_names = _EMPTY
        self._f_struct = None
        _read_NamedStruct(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_NamedStruct.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.NamedStruct has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.NamedStruct has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_names:
            out.append((_FIELDS_NamedStruct[0], self._f_names))
        if self._has >> 0 & 1:
            out.append((_FIELDS_NamedStruct[1], self._f_struct))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, NamedStruct) and self.SerializeToString() == other.SerializeToString()


_BITS_NamedStruct: Final[dict[str, int]] = {"struct": 0}
_FIELDS_NamedStruct: Final[list[Any]] = sorted(NamedStruct.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_NamedStruct(m: NamedStruct, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_names is _EMPTY:
                m._f_names = []
            n, pos = _length(buf, pos, end)
            m._f_names.append(buf[pos:pos + n].decode())
            pos += n
        elif tag == 18:
            if m._f_struct is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_struct = Type_Struct(buf, pos, pos + n)
            pos += n
            m._has |= 1
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class NamedTable:
    """substrait.NamedTable"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.NamedTable")
    _f_names: list[str]
    _f_advanced_extension: extensions_AdvancedExtension | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_names = _EMPTY
        self._f_advanced_extension = None
        _read_NamedTable(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_NamedTable.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.NamedTable has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.NamedTable has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_names:
            out.append((_FIELDS_NamedTable[0], self._f_names))
        if self._has >> 0 & 1:
            out.append((_FIELDS_NamedTable[1], self._f_advanced_extension))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, NamedTable) and self.SerializeToString() == other.SerializeToString()


_BITS_NamedTable: Final[dict[str, int]] = {"advanced_extension": 0}
_FIELDS_NamedTable: Final[list[Any]] = sorted(NamedTable.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_NamedTable(m: NamedTable, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_names is _EMPTY:
                m._f_names = []
            n, pos = _length(buf, pos, end)
            m._f_names.append(buf[pos:pos + n].decode())
            pos += n
        elif tag == 82:
            if m._f_advanced_extension is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
            pos += n
            m._has |= 1
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class NestedLoopJoinRel:
    """substrait.NestedLoopJoinRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.NestedLoopJoinRel")
    _f_common: RelCommon | None
    _f_left: Rel | None
    _f_right: Rel | None
    _f_expression: Expression | None
    _f_type: int
    _f_advanced_extension: extensions_AdvancedExtension | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_common = None
        self._f_left = None
        self._f_right = None
        self._f_expression = None
        self._f_type = 0
        self._f_advanced_extension = None
        _read_NestedLoopJoinRel(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_NestedLoopJoinRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.NestedLoopJoinRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.NestedLoopJoinRel has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_NestedLoopJoinRel[0], self._f_common))
        if self._has >> 1 & 1:
            out.append((_FIELDS_NestedLoopJoinRel[1], self._f_left))
        if self._has >> 2 & 1:
            out.append((_FIELDS_NestedLoopJoinRel[2], self._f_right))
        if self._has >> 3 & 1:
            out.append((_FIELDS_NestedLoopJoinRel[3], self._f_expression))
        if self._f_type:
            out.append((_FIELDS_NestedLoopJoinRel[4], self._f_type))
        if self._has >> 4 & 1:
            out.append((_FIELDS_NestedLoopJoinRel[5], self._f_advanced_extension))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, NestedLoopJoinRel) and self.SerializeToString() == other.SerializeToString()


_BITS_NestedLoopJoinRel: Final[dict[str, int]] = {"advanced_extension": 4, "common": 0, "expression": 3, "left": 1, "right": 2}
_FIELDS_NestedLoopJoinRel: Final[list[Any]] = sorted(NestedLoopJoinRel.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_NestedLoopJoinRel(m: NestedLoopJoinRel, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_common is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_common = RelCommon(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 18:
            if m._f_left is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_left = Rel(buf, pos, pos + n)
            pos += n
            m._has |= 2
        elif tag == 26:
            if m._f_right is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_right = Rel(buf, pos, pos + n)
            pos += n
            m._has |= 4
        elif tag == 34:
            if m._f_expression is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_expression = Expression(buf, pos, pos + n)
            pos += n
            m._has |= 8
        elif tag == 40:
            x, pos = _varint(buf, pos, end)
            m._f_type = _int32(x)
        elif tag == 82:
            if m._f_advanced_extension is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
            pos += n
            m._has |= 16
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Plan:
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

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_extensions = _EMPTY
        self._f_relations = _EMPTY
        self._f_advanced_extensions = None
        self._f_expected_type_urls = _EMPTY
        self._f_version = None
        self._f_parameter_bindings = _EMPTY
        self._f_extension_urns = _EMPTY
        self._f_type_aliases = _EMPTY
        self._f_execution_behavior = None
        _read_Plan(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Plan.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Plan has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Plan has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_extensions:
            out.append((_FIELDS_Plan[0], self._f_extensions))
        if self._f_relations:
            out.append((_FIELDS_Plan[1], self._f_relations))
        if self._has >> 0 & 1:
            out.append((_FIELDS_Plan[2], self._f_advanced_extensions))
        if self._f_expected_type_urls:
            out.append((_FIELDS_Plan[3], self._f_expected_type_urls))
        if self._has >> 1 & 1:
            out.append((_FIELDS_Plan[4], self._f_version))
        if self._f_parameter_bindings:
            out.append((_FIELDS_Plan[5], self._f_parameter_bindings))
        if self._f_extension_urns:
            out.append((_FIELDS_Plan[6], self._f_extension_urns))
        if self._f_type_aliases:
            out.append((_FIELDS_Plan[7], self._f_type_aliases))
        if self._has >> 2 & 1:
            out.append((_FIELDS_Plan[8], self._f_execution_behavior))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Plan) and self.SerializeToString() == other.SerializeToString()


_BITS_Plan: Final[dict[str, int]] = {"advanced_extensions": 0, "execution_behavior": 2, "version": 1}
_FIELDS_Plan: Final[list[Any]] = sorted(Plan.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Plan(m: Plan, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 18:
            if m._f_extensions is _EMPTY:
                m._f_extensions = []
            n, pos = _length(buf, pos, end)
            m._f_extensions.append(extensions_SimpleExtensionDeclaration(buf, pos, pos + n))
            pos += n
        elif tag == 26:
            if m._f_relations is _EMPTY:
                m._f_relations = []
            n, pos = _length(buf, pos, end)
            m._f_relations.append(PlanRel(buf, pos, pos + n))
            pos += n
        elif tag == 34:
            if m._f_advanced_extensions is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_advanced_extensions = extensions_AdvancedExtension(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 42:
            if m._f_expected_type_urls is _EMPTY:
                m._f_expected_type_urls = []
            n, pos = _length(buf, pos, end)
            m._f_expected_type_urls.append(buf[pos:pos + n].decode())
            pos += n
        elif tag == 50:
            if m._f_version is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_version = Version(buf, pos, pos + n)
            pos += n
            m._has |= 2
        elif tag == 58:
            if m._f_parameter_bindings is _EMPTY:
                m._f_parameter_bindings = []
            n, pos = _length(buf, pos, end)
            m._f_parameter_bindings.append(DynamicParameterBinding(buf, pos, pos + n))
            pos += n
        elif tag == 66:
            if m._f_extension_urns is _EMPTY:
                m._f_extension_urns = []
            n, pos = _length(buf, pos, end)
            m._f_extension_urns.append(extensions_SimpleExtensionURN(buf, pos, pos + n))
            pos += n
        elif tag == 74:
            if m._f_type_aliases is _EMPTY:
                m._f_type_aliases = []
            n, pos = _length(buf, pos, end)
            m._f_type_aliases.append(TypeAlias(buf, pos, pos + n))
            pos += n
        elif tag == 82:
            if m._f_execution_behavior is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_execution_behavior = ExecutionBehavior(buf, pos, pos + n)
            pos += n
            m._has |= 4
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class PlanRel:
    """substrait.PlanRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.PlanRel")
    _f_rel: Rel | None
    _f_root: RelRoot | None
    _f_detached_expressions: list[Expression]
    _case_rel_type: str | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_rel = None
        self._f_root = None
        self._f_detached_expressions = _EMPTY
        self._case_rel_type = None
        _read_PlanRel(self, self._buf, self._start, self._end)

    @property
    def rel(self) -> Rel:
        if not self._read:
            self._fill()
        v = self._f_rel
        return v if v is not None else _NONE_Rel

    @property
    def root(self) -> RelRoot:
        if not self._read:
            self._fill()
        v = self._f_root
        return v if v is not None else _NONE_RelRoot

    @property
    def detached_expressions(self) -> builtins.list[Expression]:
        if not self._read:
            self._fill()
        return self._f_detached_expressions
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
            return self._case_rel_type
        raise ValueError(f"substrait.PlanRel has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_PlanRel[0], self._f_rel))
        if self._has >> 1 & 1:
            out.append((_FIELDS_PlanRel[1], self._f_root))
        if self._f_detached_expressions:
            out.append((_FIELDS_PlanRel[2], self._f_detached_expressions))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, PlanRel) and self.SerializeToString() == other.SerializeToString()


_BITS_PlanRel: Final[dict[str, int]] = {"rel": 0, "rel_type": 2, "root": 1}
_FIELDS_PlanRel: Final[list[Any]] = sorted(PlanRel.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_PlanRel(m: PlanRel, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_rel is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_rel = Rel(buf, pos, pos + n)
            pos += n
            if m._case_rel_type is not None:
                raise Unreadable()
            m._case_rel_type = "rel"
            m._has |= 5
        elif tag == 18:
            if m._f_root is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_root = RelRoot(buf, pos, pos + n)
            pos += n
            if m._case_rel_type is not None:
                raise Unreadable()
            m._case_rel_type = "root"
            m._has |= 6
        elif tag == 26:
            if m._f_detached_expressions is _EMPTY:
                m._f_detached_expressions = []
            n, pos = _length(buf, pos, end)
            m._f_detached_expressions.append(Expression(buf, pos, pos + n))
            pos += n
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class ProjectRel:
    """substrait.ProjectRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ProjectRel")
    _f_common: RelCommon | None
    _f_input: Rel | None
    _f_expressions: list[Expression]
    _f_advanced_extension: extensions_AdvancedExtension | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_common = None
        self._f_input = None
        self._f_expressions = _EMPTY
        self._f_advanced_extension = None
        _read_ProjectRel(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ProjectRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ProjectRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.ProjectRel has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_ProjectRel[0], self._f_common))
        if self._has >> 1 & 1:
            out.append((_FIELDS_ProjectRel[1], self._f_input))
        if self._f_expressions:
            out.append((_FIELDS_ProjectRel[2], self._f_expressions))
        if self._has >> 2 & 1:
            out.append((_FIELDS_ProjectRel[3], self._f_advanced_extension))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, ProjectRel) and self.SerializeToString() == other.SerializeToString()


_BITS_ProjectRel: Final[dict[str, int]] = {"advanced_extension": 2, "common": 0, "input": 1}
_FIELDS_ProjectRel: Final[list[Any]] = sorted(ProjectRel.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_ProjectRel(m: ProjectRel, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_common is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_common = RelCommon(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 18:
            if m._f_input is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_input = Rel(buf, pos, pos + n)
            pos += n
            m._has |= 2
        elif tag == 26:
            if m._f_expressions is _EMPTY:
                m._f_expressions = []
            n, pos = _length(buf, pos, end)
            m._f_expressions.append(Expression(buf, pos, pos + n))
            pos += n
        elif tag == 82:
            if m._f_advanced_extension is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
            pos += n
            m._has |= 4
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class ReadRel:
    """substrait.ReadRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ReadRel")
    _f_common: RelCommon | None
    _f_base_schema: NamedStruct | None
    _f_filter: Expression | None
    _f_projection: Expression_MaskExpression | None
    _f_virtual_table: ReadRel_VirtualTable | None
    _f_local_files: ReadRel_LocalFiles | None
    _f_named_table: ReadRel_NamedTable | None
    _f_extension_table: ReadRel_ExtensionTable | None
    _f_iceberg_table: ReadRel_IcebergTable | None
    _f_advanced_extension: extensions_AdvancedExtension | None
    _f_best_effort_filter: Expression | None
    _case_read_type: str | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_common = None
        self._f_base_schema = None
        self._f_filter = None
        self._f_projection = None
        self._f_virtual_table = None
        self._f_local_files = None
        self._f_named_table = None
        self._f_extension_table = None
        self._f_iceberg_table = None
        self._f_advanced_extension = None
        self._f_best_effort_filter = None
        self._case_read_type = None
        _read_ReadRel(self, self._buf, self._start, self._end)

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
        v = self._f_virtual_table
        return v if v is not None else _NONE_ReadRel_VirtualTable

    @property
    def local_files(self) -> ReadRel_LocalFiles:
        if not self._read:
            self._fill()
        v = self._f_local_files
        return v if v is not None else _NONE_ReadRel_LocalFiles

    @property
    def named_table(self) -> ReadRel_NamedTable:
        if not self._read:
            self._fill()
        v = self._f_named_table
        return v if v is not None else _NONE_ReadRel_NamedTable

    @property
    def extension_table(self) -> ReadRel_ExtensionTable:
        if not self._read:
            self._fill()
        v = self._f_extension_table
        return v if v is not None else _NONE_ReadRel_ExtensionTable

    @property
    def iceberg_table(self) -> ReadRel_IcebergTable:
        if not self._read:
            self._fill()
        v = self._f_iceberg_table
        return v if v is not None else _NONE_ReadRel_IcebergTable

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
            return self._case_read_type
        raise ValueError(f"substrait.ReadRel has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_ReadRel[0], self._f_common))
        if self._has >> 1 & 1:
            out.append((_FIELDS_ReadRel[1], self._f_base_schema))
        if self._has >> 2 & 1:
            out.append((_FIELDS_ReadRel[2], self._f_filter))
        if self._has >> 3 & 1:
            out.append((_FIELDS_ReadRel[3], self._f_projection))
        if self._has >> 4 & 1:
            out.append((_FIELDS_ReadRel[4], self._f_virtual_table))
        if self._has >> 5 & 1:
            out.append((_FIELDS_ReadRel[5], self._f_local_files))
        if self._has >> 6 & 1:
            out.append((_FIELDS_ReadRel[6], self._f_named_table))
        if self._has >> 7 & 1:
            out.append((_FIELDS_ReadRel[7], self._f_extension_table))
        if self._has >> 8 & 1:
            out.append((_FIELDS_ReadRel[8], self._f_iceberg_table))
        if self._has >> 9 & 1:
            out.append((_FIELDS_ReadRel[9], self._f_advanced_extension))
        if self._has >> 10 & 1:
            out.append((_FIELDS_ReadRel[10], self._f_best_effort_filter))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, ReadRel) and self.SerializeToString() == other.SerializeToString()


_BITS_ReadRel: Final[dict[str, int]] = {"advanced_extension": 9, "base_schema": 1, "best_effort_filter": 10, "common": 0, "extension_table": 7, "filter": 2, "iceberg_table": 8, "local_files": 5, "named_table": 6, "projection": 3, "read_type": 11, "virtual_table": 4}
_FIELDS_ReadRel: Final[list[Any]] = sorted(ReadRel.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_ReadRel(m: ReadRel, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_common is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_common = RelCommon(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 18:
            if m._f_base_schema is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_base_schema = NamedStruct(buf, pos, pos + n)
            pos += n
            m._has |= 2
        elif tag == 26:
            if m._f_filter is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_filter = Expression(buf, pos, pos + n)
            pos += n
            m._has |= 4
        elif tag == 34:
            if m._f_projection is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_projection = Expression_MaskExpression(buf, pos, pos + n)
            pos += n
            m._has |= 8
        elif tag == 42:
            if m._f_virtual_table is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_virtual_table = ReadRel_VirtualTable(buf, pos, pos + n)
            pos += n
            if m._case_read_type is not None:
                raise Unreadable()
            m._case_read_type = "virtual_table"
            m._has |= 2064
        elif tag == 50:
            if m._f_local_files is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_local_files = ReadRel_LocalFiles(buf, pos, pos + n)
            pos += n
            if m._case_read_type is not None:
                raise Unreadable()
            m._case_read_type = "local_files"
            m._has |= 2080
        elif tag == 58:
            if m._f_named_table is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_named_table = ReadRel_NamedTable(buf, pos, pos + n)
            pos += n
            if m._case_read_type is not None:
                raise Unreadable()
            m._case_read_type = "named_table"
            m._has |= 2112
        elif tag == 66:
            if m._f_extension_table is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_extension_table = ReadRel_ExtensionTable(buf, pos, pos + n)
            pos += n
            if m._case_read_type is not None:
                raise Unreadable()
            m._case_read_type = "extension_table"
            m._has |= 2176
        elif tag == 74:
            if m._f_iceberg_table is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_iceberg_table = ReadRel_IcebergTable(buf, pos, pos + n)
            pos += n
            if m._case_read_type is not None:
                raise Unreadable()
            m._case_read_type = "iceberg_table"
            m._has |= 2304
        elif tag == 82:
            if m._f_advanced_extension is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
            pos += n
            m._has |= 512
        elif tag == 90:
            if m._f_best_effort_filter is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_best_effort_filter = Expression(buf, pos, pos + n)
            pos += n
            m._has |= 1024
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class ReadRel_ExtensionTable:
    """substrait.ReadRel.ExtensionTable"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ReadRel.ExtensionTable")
    _f_detail: google_protobuf_Any | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_detail = None
        _read_ReadRel_ExtensionTable(self, self._buf, self._start, self._end)

    @property
    def detail(self) -> google_protobuf_Any:
        if not self._read:
            self._fill()
        v = self._f_detail
        return v if v is not None else _NONE_google_protobuf_Any
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ReadRel_ExtensionTable.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ReadRel.ExtensionTable has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.ReadRel.ExtensionTable has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_ReadRel_ExtensionTable[0], self._f_detail))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, ReadRel_ExtensionTable) and self.SerializeToString() == other.SerializeToString()


_BITS_ReadRel_ExtensionTable: Final[dict[str, int]] = {"detail": 0}
_FIELDS_ReadRel_ExtensionTable: Final[list[Any]] = sorted(ReadRel_ExtensionTable.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_ReadRel_ExtensionTable(m: ReadRel_ExtensionTable, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_detail is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_detail = google_protobuf_Any(buf, pos, pos + n)
            pos += n
            m._has |= 1
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class ReadRel_IcebergTable:
    """substrait.ReadRel.IcebergTable"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ReadRel.IcebergTable")
    _f_direct: ReadRel_IcebergTable_MetadataFileRead | None
    _case_table_type: str | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_direct = None
        self._case_table_type = None
        _read_ReadRel_IcebergTable(self, self._buf, self._start, self._end)

    @property
    def direct(self) -> ReadRel_IcebergTable_MetadataFileRead:
        if not self._read:
            self._fill()
        v = self._f_direct
        return v if v is not None else _NONE_ReadRel_IcebergTable_MetadataFileRead
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
            return self._case_table_type
        raise ValueError(f"substrait.ReadRel.IcebergTable has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_ReadRel_IcebergTable[0], self._f_direct))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, ReadRel_IcebergTable) and self.SerializeToString() == other.SerializeToString()


_BITS_ReadRel_IcebergTable: Final[dict[str, int]] = {"direct": 0, "table_type": 1}
_FIELDS_ReadRel_IcebergTable: Final[list[Any]] = sorted(ReadRel_IcebergTable.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_ReadRel_IcebergTable(m: ReadRel_IcebergTable, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_direct is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_direct = ReadRel_IcebergTable_MetadataFileRead(buf, pos, pos + n)
            pos += n
            if m._case_table_type is not None:
                raise Unreadable()
            m._case_table_type = "direct"
            m._has |= 3
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class ReadRel_IcebergTable_MetadataFileRead:
    """substrait.ReadRel.IcebergTable.MetadataFileRead"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ReadRel.IcebergTable.MetadataFileRead")
    _f_metadata_uri: str
    _f_snapshot_id: str
    _f_snapshot_timestamp: int
    _case_snapshot: str | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_metadata_uri = ""
        self._f_snapshot_id = ""
        self._f_snapshot_timestamp = 0
        self._case_snapshot = None
        _read_ReadRel_IcebergTable_MetadataFileRead(self, self._buf, self._start, self._end)

    @property
    def metadata_uri(self) -> builtins.str:
        if not self._read:
            self._fill()
        return self._f_metadata_uri

    @property
    def snapshot_id(self) -> builtins.str:
        if not self._read:
            self._fill()
        return self._f_snapshot_id

    @property
    def snapshot_timestamp(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_snapshot_timestamp
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
            return self._case_snapshot
        raise ValueError(f"substrait.ReadRel.IcebergTable.MetadataFileRead has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_metadata_uri:
            out.append((_FIELDS_ReadRel_IcebergTable_MetadataFileRead[0], self._f_metadata_uri))
        if self._has >> 0 & 1:
            out.append((_FIELDS_ReadRel_IcebergTable_MetadataFileRead[1], self._f_snapshot_id))
        if self._has >> 1 & 1:
            out.append((_FIELDS_ReadRel_IcebergTable_MetadataFileRead[2], self._f_snapshot_timestamp))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, ReadRel_IcebergTable_MetadataFileRead) and self.SerializeToString() == other.SerializeToString()


_BITS_ReadRel_IcebergTable_MetadataFileRead: Final[dict[str, int]] = {"snapshot": 2, "snapshot_id": 0, "snapshot_timestamp": 1}
_FIELDS_ReadRel_IcebergTable_MetadataFileRead: Final[list[Any]] = sorted(ReadRel_IcebergTable_MetadataFileRead.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_ReadRel_IcebergTable_MetadataFileRead(m: ReadRel_IcebergTable_MetadataFileRead, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            n, pos = _length(buf, pos, end)
            m._f_metadata_uri = buf[pos:pos + n].decode()
            pos += n
        elif tag == 18:
            n, pos = _length(buf, pos, end)
            m._f_snapshot_id = buf[pos:pos + n].decode()
            pos += n
            if m._case_snapshot is not None:
                raise Unreadable()
            m._case_snapshot = "snapshot_id"
            m._has |= 5
        elif tag == 24:
            x, pos = _varint(buf, pos, end)
            m._f_snapshot_timestamp = _int64(x)
            if m._case_snapshot is not None:
                raise Unreadable()
            m._case_snapshot = "snapshot_timestamp"
            m._has |= 6
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class ReadRel_LocalFiles:
    """substrait.ReadRel.LocalFiles"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ReadRel.LocalFiles")
    _f_items: list[ReadRel_LocalFiles_FileOrFiles]
    _f_advanced_extension: extensions_AdvancedExtension | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_items = _EMPTY
        self._f_advanced_extension = None
        _read_ReadRel_LocalFiles(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ReadRel_LocalFiles.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ReadRel.LocalFiles has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.ReadRel.LocalFiles has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_items:
            out.append((_FIELDS_ReadRel_LocalFiles[0], self._f_items))
        if self._has >> 0 & 1:
            out.append((_FIELDS_ReadRel_LocalFiles[1], self._f_advanced_extension))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, ReadRel_LocalFiles) and self.SerializeToString() == other.SerializeToString()


_BITS_ReadRel_LocalFiles: Final[dict[str, int]] = {"advanced_extension": 0}
_FIELDS_ReadRel_LocalFiles: Final[list[Any]] = sorted(ReadRel_LocalFiles.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_ReadRel_LocalFiles(m: ReadRel_LocalFiles, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_items is _EMPTY:
                m._f_items = []
            n, pos = _length(buf, pos, end)
            m._f_items.append(ReadRel_LocalFiles_FileOrFiles(buf, pos, pos + n))
            pos += n
        elif tag == 82:
            if m._f_advanced_extension is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
            pos += n
            m._has |= 1
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class ReadRel_LocalFiles_FileOrFiles:
    """substrait.ReadRel.LocalFiles.FileOrFiles"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ReadRel.LocalFiles.FileOrFiles")
    _f_uri_path: str
    _f_uri_path_glob: str
    _f_uri_file: str
    _f_uri_folder: str
    _f_partition_index: int
    _f_start: int
    _f_length: int
    _f_parquet: ReadRel_LocalFiles_FileOrFiles_ParquetReadOptions | None
    _f_arrow: ReadRel_LocalFiles_FileOrFiles_ArrowReadOptions | None
    _f_orc: ReadRel_LocalFiles_FileOrFiles_OrcReadOptions | None
    _f_extension: google_protobuf_Any | None
    _f_dwrf: ReadRel_LocalFiles_FileOrFiles_DwrfReadOptions | None
    _f_text: ReadRel_LocalFiles_FileOrFiles_DelimiterSeparatedTextReadOptions | None
    _case_path_type: str | None
    _case_file_format: str | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_uri_path = ""
        self._f_uri_path_glob = ""
        self._f_uri_file = ""
        self._f_uri_folder = ""
        self._f_partition_index = 0
        self._f_start = 0
        self._f_length = 0
        self._f_parquet = None
        self._f_arrow = None
        self._f_orc = None
        self._f_extension = None
        self._f_dwrf = None
        self._f_text = None
        self._case_path_type = None
        self._case_file_format = None
        _read_ReadRel_LocalFiles_FileOrFiles(self, self._buf, self._start, self._end)

    @property
    def uri_path(self) -> builtins.str:
        if not self._read:
            self._fill()
        return self._f_uri_path

    @property
    def uri_path_glob(self) -> builtins.str:
        if not self._read:
            self._fill()
        return self._f_uri_path_glob

    @property
    def uri_file(self) -> builtins.str:
        if not self._read:
            self._fill()
        return self._f_uri_file

    @property
    def uri_folder(self) -> builtins.str:
        if not self._read:
            self._fill()
        return self._f_uri_folder

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
        v = self._f_parquet
        return v if v is not None else _NONE_ReadRel_LocalFiles_FileOrFiles_ParquetReadOptions

    @property
    def arrow(self) -> ReadRel_LocalFiles_FileOrFiles_ArrowReadOptions:
        if not self._read:
            self._fill()
        v = self._f_arrow
        return v if v is not None else _NONE_ReadRel_LocalFiles_FileOrFiles_ArrowReadOptions

    @property
    def orc(self) -> ReadRel_LocalFiles_FileOrFiles_OrcReadOptions:
        if not self._read:
            self._fill()
        v = self._f_orc
        return v if v is not None else _NONE_ReadRel_LocalFiles_FileOrFiles_OrcReadOptions

    @property
    def extension(self) -> google_protobuf_Any:
        if not self._read:
            self._fill()
        v = self._f_extension
        return v if v is not None else _NONE_google_protobuf_Any

    @property
    def dwrf(self) -> ReadRel_LocalFiles_FileOrFiles_DwrfReadOptions:
        if not self._read:
            self._fill()
        v = self._f_dwrf
        return v if v is not None else _NONE_ReadRel_LocalFiles_FileOrFiles_DwrfReadOptions

    @property
    def text(self) -> ReadRel_LocalFiles_FileOrFiles_DelimiterSeparatedTextReadOptions:
        if not self._read:
            self._fill()
        v = self._f_text
        return v if v is not None else _NONE_ReadRel_LocalFiles_FileOrFiles_DelimiterSeparatedTextReadOptions
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
            return self._case_path_type
        if name == "file_format":
            return self._case_file_format
        raise ValueError(f"substrait.ReadRel.LocalFiles.FileOrFiles has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_ReadRel_LocalFiles_FileOrFiles[0], self._f_uri_path))
        if self._has >> 1 & 1:
            out.append((_FIELDS_ReadRel_LocalFiles_FileOrFiles[1], self._f_uri_path_glob))
        if self._has >> 2 & 1:
            out.append((_FIELDS_ReadRel_LocalFiles_FileOrFiles[2], self._f_uri_file))
        if self._has >> 3 & 1:
            out.append((_FIELDS_ReadRel_LocalFiles_FileOrFiles[3], self._f_uri_folder))
        if self._f_partition_index:
            out.append((_FIELDS_ReadRel_LocalFiles_FileOrFiles[4], self._f_partition_index))
        if self._f_start:
            out.append((_FIELDS_ReadRel_LocalFiles_FileOrFiles[5], self._f_start))
        if self._f_length:
            out.append((_FIELDS_ReadRel_LocalFiles_FileOrFiles[6], self._f_length))
        if self._has >> 4 & 1:
            out.append((_FIELDS_ReadRel_LocalFiles_FileOrFiles[7], self._f_parquet))
        if self._has >> 5 & 1:
            out.append((_FIELDS_ReadRel_LocalFiles_FileOrFiles[8], self._f_arrow))
        if self._has >> 6 & 1:
            out.append((_FIELDS_ReadRel_LocalFiles_FileOrFiles[9], self._f_orc))
        if self._has >> 7 & 1:
            out.append((_FIELDS_ReadRel_LocalFiles_FileOrFiles[10], self._f_extension))
        if self._has >> 8 & 1:
            out.append((_FIELDS_ReadRel_LocalFiles_FileOrFiles[11], self._f_dwrf))
        if self._has >> 9 & 1:
            out.append((_FIELDS_ReadRel_LocalFiles_FileOrFiles[12], self._f_text))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, ReadRel_LocalFiles_FileOrFiles) and self.SerializeToString() == other.SerializeToString()


_BITS_ReadRel_LocalFiles_FileOrFiles: Final[dict[str, int]] = {"arrow": 5, "dwrf": 8, "extension": 7, "file_format": 11, "orc": 6, "parquet": 4, "path_type": 10, "text": 9, "uri_file": 2, "uri_folder": 3, "uri_path": 0, "uri_path_glob": 1}
_FIELDS_ReadRel_LocalFiles_FileOrFiles: Final[list[Any]] = sorted(ReadRel_LocalFiles_FileOrFiles.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_ReadRel_LocalFiles_FileOrFiles(m: ReadRel_LocalFiles_FileOrFiles, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            n, pos = _length(buf, pos, end)
            m._f_uri_path = buf[pos:pos + n].decode()
            pos += n
            if m._case_path_type is not None:
                raise Unreadable()
            m._case_path_type = "uri_path"
            m._has |= 1025
        elif tag == 18:
            n, pos = _length(buf, pos, end)
            m._f_uri_path_glob = buf[pos:pos + n].decode()
            pos += n
            if m._case_path_type is not None:
                raise Unreadable()
            m._case_path_type = "uri_path_glob"
            m._has |= 1026
        elif tag == 26:
            n, pos = _length(buf, pos, end)
            m._f_uri_file = buf[pos:pos + n].decode()
            pos += n
            if m._case_path_type is not None:
                raise Unreadable()
            m._case_path_type = "uri_file"
            m._has |= 1028
        elif tag == 34:
            n, pos = _length(buf, pos, end)
            m._f_uri_folder = buf[pos:pos + n].decode()
            pos += n
            if m._case_path_type is not None:
                raise Unreadable()
            m._case_path_type = "uri_folder"
            m._has |= 1032
        elif tag == 48:
            x, pos = _varint(buf, pos, end)
            m._f_partition_index = x
        elif tag == 56:
            x, pos = _varint(buf, pos, end)
            m._f_start = x
        elif tag == 64:
            x, pos = _varint(buf, pos, end)
            m._f_length = x
        elif tag == 74:
            if m._f_parquet is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_parquet = ReadRel_LocalFiles_FileOrFiles_ParquetReadOptions(buf, pos, pos + n)
            pos += n
            if m._case_file_format is not None:
                raise Unreadable()
            m._case_file_format = "parquet"
            m._has |= 2064
        elif tag == 82:
            if m._f_arrow is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_arrow = ReadRel_LocalFiles_FileOrFiles_ArrowReadOptions(buf, pos, pos + n)
            pos += n
            if m._case_file_format is not None:
                raise Unreadable()
            m._case_file_format = "arrow"
            m._has |= 2080
        elif tag == 90:
            if m._f_orc is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_orc = ReadRel_LocalFiles_FileOrFiles_OrcReadOptions(buf, pos, pos + n)
            pos += n
            if m._case_file_format is not None:
                raise Unreadable()
            m._case_file_format = "orc"
            m._has |= 2112
        elif tag == 98:
            if m._f_extension is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_extension = google_protobuf_Any(buf, pos, pos + n)
            pos += n
            if m._case_file_format is not None:
                raise Unreadable()
            m._case_file_format = "extension"
            m._has |= 2176
        elif tag == 106:
            if m._f_dwrf is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_dwrf = ReadRel_LocalFiles_FileOrFiles_DwrfReadOptions(buf, pos, pos + n)
            pos += n
            if m._case_file_format is not None:
                raise Unreadable()
            m._case_file_format = "dwrf"
            m._has |= 2304
        elif tag == 114:
            if m._f_text is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_text = ReadRel_LocalFiles_FileOrFiles_DelimiterSeparatedTextReadOptions(buf, pos, pos + n)
            pos += n
            if m._case_file_format is not None:
                raise Unreadable()
            m._case_file_format = "text"
            m._has |= 2560
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class ReadRel_LocalFiles_FileOrFiles_ArrowReadOptions:
    """substrait.ReadRel.LocalFiles.FileOrFiles.ArrowReadOptions"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ReadRel.LocalFiles.FileOrFiles.ArrowReadOptions")

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        _read_ReadRel_LocalFiles_FileOrFiles_ArrowReadOptions(self, self._buf, self._start, self._end)
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ReadRel_LocalFiles_FileOrFiles_ArrowReadOptions.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ReadRel.LocalFiles.FileOrFiles.ArrowReadOptions has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.ReadRel.LocalFiles.FileOrFiles.ArrowReadOptions has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, ReadRel_LocalFiles_FileOrFiles_ArrowReadOptions) and self.SerializeToString() == other.SerializeToString()


_BITS_ReadRel_LocalFiles_FileOrFiles_ArrowReadOptions: Final[dict[str, int]] = {}
_FIELDS_ReadRel_LocalFiles_FileOrFiles_ArrowReadOptions: Final[list[Any]] = sorted(ReadRel_LocalFiles_FileOrFiles_ArrowReadOptions.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_ReadRel_LocalFiles_FileOrFiles_ArrowReadOptions(m: ReadRel_LocalFiles_FileOrFiles_ArrowReadOptions, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class ReadRel_LocalFiles_FileOrFiles_DelimiterSeparatedTextReadOptions:
    """substrait.ReadRel.LocalFiles.FileOrFiles.DelimiterSeparatedTextReadOptions"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ReadRel.LocalFiles.FileOrFiles.DelimiterSeparatedTextReadOptions")
    _f_field_delimiter: str
    _f_max_line_size: int
    _f_quote: str
    _f_header_lines_to_skip: int
    _f_escape: str
    _f_value_treated_as_null: str
    _case__value_treated_as_null: str | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_field_delimiter = ""
        self._f_max_line_size = 0
        self._f_quote = ""
        self._f_header_lines_to_skip = 0
        self._f_escape = ""
        self._f_value_treated_as_null = ""
        self._case__value_treated_as_null = None
        _read_ReadRel_LocalFiles_FileOrFiles_DelimiterSeparatedTextReadOptions(self, self._buf, self._start, self._end)

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
        return self._f_value_treated_as_null
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
            return self._case__value_treated_as_null
        raise ValueError(f"substrait.ReadRel.LocalFiles.FileOrFiles.DelimiterSeparatedTextReadOptions has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_field_delimiter:
            out.append((_FIELDS_ReadRel_LocalFiles_FileOrFiles_DelimiterSeparatedTextReadOptions[0], self._f_field_delimiter))
        if self._f_max_line_size:
            out.append((_FIELDS_ReadRel_LocalFiles_FileOrFiles_DelimiterSeparatedTextReadOptions[1], self._f_max_line_size))
        if self._f_quote:
            out.append((_FIELDS_ReadRel_LocalFiles_FileOrFiles_DelimiterSeparatedTextReadOptions[2], self._f_quote))
        if self._f_header_lines_to_skip:
            out.append((_FIELDS_ReadRel_LocalFiles_FileOrFiles_DelimiterSeparatedTextReadOptions[3], self._f_header_lines_to_skip))
        if self._f_escape:
            out.append((_FIELDS_ReadRel_LocalFiles_FileOrFiles_DelimiterSeparatedTextReadOptions[4], self._f_escape))
        if self._has >> 0 & 1:
            out.append((_FIELDS_ReadRel_LocalFiles_FileOrFiles_DelimiterSeparatedTextReadOptions[5], self._f_value_treated_as_null))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, ReadRel_LocalFiles_FileOrFiles_DelimiterSeparatedTextReadOptions) and self.SerializeToString() == other.SerializeToString()


_BITS_ReadRel_LocalFiles_FileOrFiles_DelimiterSeparatedTextReadOptions: Final[dict[str, int]] = {"_value_treated_as_null": 1, "value_treated_as_null": 0}
_FIELDS_ReadRel_LocalFiles_FileOrFiles_DelimiterSeparatedTextReadOptions: Final[list[Any]] = sorted(ReadRel_LocalFiles_FileOrFiles_DelimiterSeparatedTextReadOptions.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_ReadRel_LocalFiles_FileOrFiles_DelimiterSeparatedTextReadOptions(m: ReadRel_LocalFiles_FileOrFiles_DelimiterSeparatedTextReadOptions, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            n, pos = _length(buf, pos, end)
            m._f_field_delimiter = buf[pos:pos + n].decode()
            pos += n
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_max_line_size = x
        elif tag == 26:
            n, pos = _length(buf, pos, end)
            m._f_quote = buf[pos:pos + n].decode()
            pos += n
        elif tag == 32:
            x, pos = _varint(buf, pos, end)
            m._f_header_lines_to_skip = x
        elif tag == 42:
            n, pos = _length(buf, pos, end)
            m._f_escape = buf[pos:pos + n].decode()
            pos += n
        elif tag == 50:
            n, pos = _length(buf, pos, end)
            m._f_value_treated_as_null = buf[pos:pos + n].decode()
            pos += n
            if m._case__value_treated_as_null is not None:
                raise Unreadable()
            m._case__value_treated_as_null = "value_treated_as_null"
            m._has |= 3
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class ReadRel_LocalFiles_FileOrFiles_DwrfReadOptions:
    """substrait.ReadRel.LocalFiles.FileOrFiles.DwrfReadOptions"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ReadRel.LocalFiles.FileOrFiles.DwrfReadOptions")

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        _read_ReadRel_LocalFiles_FileOrFiles_DwrfReadOptions(self, self._buf, self._start, self._end)
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ReadRel_LocalFiles_FileOrFiles_DwrfReadOptions.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ReadRel.LocalFiles.FileOrFiles.DwrfReadOptions has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.ReadRel.LocalFiles.FileOrFiles.DwrfReadOptions has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, ReadRel_LocalFiles_FileOrFiles_DwrfReadOptions) and self.SerializeToString() == other.SerializeToString()


_BITS_ReadRel_LocalFiles_FileOrFiles_DwrfReadOptions: Final[dict[str, int]] = {}
_FIELDS_ReadRel_LocalFiles_FileOrFiles_DwrfReadOptions: Final[list[Any]] = sorted(ReadRel_LocalFiles_FileOrFiles_DwrfReadOptions.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_ReadRel_LocalFiles_FileOrFiles_DwrfReadOptions(m: ReadRel_LocalFiles_FileOrFiles_DwrfReadOptions, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class ReadRel_LocalFiles_FileOrFiles_OrcReadOptions:
    """substrait.ReadRel.LocalFiles.FileOrFiles.OrcReadOptions"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ReadRel.LocalFiles.FileOrFiles.OrcReadOptions")

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        _read_ReadRel_LocalFiles_FileOrFiles_OrcReadOptions(self, self._buf, self._start, self._end)
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ReadRel_LocalFiles_FileOrFiles_OrcReadOptions.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ReadRel.LocalFiles.FileOrFiles.OrcReadOptions has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.ReadRel.LocalFiles.FileOrFiles.OrcReadOptions has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, ReadRel_LocalFiles_FileOrFiles_OrcReadOptions) and self.SerializeToString() == other.SerializeToString()


_BITS_ReadRel_LocalFiles_FileOrFiles_OrcReadOptions: Final[dict[str, int]] = {}
_FIELDS_ReadRel_LocalFiles_FileOrFiles_OrcReadOptions: Final[list[Any]] = sorted(ReadRel_LocalFiles_FileOrFiles_OrcReadOptions.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_ReadRel_LocalFiles_FileOrFiles_OrcReadOptions(m: ReadRel_LocalFiles_FileOrFiles_OrcReadOptions, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class ReadRel_LocalFiles_FileOrFiles_ParquetReadOptions:
    """substrait.ReadRel.LocalFiles.FileOrFiles.ParquetReadOptions"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ReadRel.LocalFiles.FileOrFiles.ParquetReadOptions")

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        _read_ReadRel_LocalFiles_FileOrFiles_ParquetReadOptions(self, self._buf, self._start, self._end)
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ReadRel_LocalFiles_FileOrFiles_ParquetReadOptions.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ReadRel.LocalFiles.FileOrFiles.ParquetReadOptions has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.ReadRel.LocalFiles.FileOrFiles.ParquetReadOptions has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, ReadRel_LocalFiles_FileOrFiles_ParquetReadOptions) and self.SerializeToString() == other.SerializeToString()


_BITS_ReadRel_LocalFiles_FileOrFiles_ParquetReadOptions: Final[dict[str, int]] = {}
_FIELDS_ReadRel_LocalFiles_FileOrFiles_ParquetReadOptions: Final[list[Any]] = sorted(ReadRel_LocalFiles_FileOrFiles_ParquetReadOptions.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_ReadRel_LocalFiles_FileOrFiles_ParquetReadOptions(m: ReadRel_LocalFiles_FileOrFiles_ParquetReadOptions, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class ReadRel_NamedTable:
    """substrait.ReadRel.NamedTable"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ReadRel.NamedTable")
    _f_names: list[str]
    _f_advanced_extension: extensions_AdvancedExtension | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_names = _EMPTY
        self._f_advanced_extension = None
        _read_ReadRel_NamedTable(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ReadRel_NamedTable.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ReadRel.NamedTable has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.ReadRel.NamedTable has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_names:
            out.append((_FIELDS_ReadRel_NamedTable[0], self._f_names))
        if self._has >> 0 & 1:
            out.append((_FIELDS_ReadRel_NamedTable[1], self._f_advanced_extension))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, ReadRel_NamedTable) and self.SerializeToString() == other.SerializeToString()


_BITS_ReadRel_NamedTable: Final[dict[str, int]] = {"advanced_extension": 0}
_FIELDS_ReadRel_NamedTable: Final[list[Any]] = sorted(ReadRel_NamedTable.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_ReadRel_NamedTable(m: ReadRel_NamedTable, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_names is _EMPTY:
                m._f_names = []
            n, pos = _length(buf, pos, end)
            m._f_names.append(buf[pos:pos + n].decode())
            pos += n
        elif tag == 82:
            if m._f_advanced_extension is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
            pos += n
            m._has |= 1
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class ReadRel_VirtualTable:
    """substrait.ReadRel.VirtualTable"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ReadRel.VirtualTable")
    _f_expressions: list[Expression_Nested_Struct]

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_expressions = _EMPTY
        _read_ReadRel_VirtualTable(self, self._buf, self._start, self._end)

    @property
    def expressions(self) -> builtins.list[Expression_Nested_Struct]:
        if not self._read:
            self._fill()
        return self._f_expressions
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ReadRel_VirtualTable.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ReadRel.VirtualTable has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.ReadRel.VirtualTable has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_expressions:
            out.append((_FIELDS_ReadRel_VirtualTable[0], self._f_expressions))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, ReadRel_VirtualTable) and self.SerializeToString() == other.SerializeToString()


_BITS_ReadRel_VirtualTable: Final[dict[str, int]] = {}
_FIELDS_ReadRel_VirtualTable: Final[list[Any]] = sorted(ReadRel_VirtualTable.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_ReadRel_VirtualTable(m: ReadRel_VirtualTable, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 18:
            if m._f_expressions is _EMPTY:
                m._f_expressions = []
            n, pos = _length(buf, pos, end)
            m._f_expressions.append(Expression_Nested_Struct(buf, pos, pos + n))
            pos += n
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class ReferenceRel:
    """substrait.ReferenceRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.ReferenceRel")
    _f_subtree_ordinal: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_subtree_ordinal = 0
        _read_ReferenceRel(self, self._buf, self._start, self._end)

    @property
    def subtree_ordinal(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_subtree_ordinal
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_ReferenceRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.ReferenceRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.ReferenceRel has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_subtree_ordinal:
            out.append((_FIELDS_ReferenceRel[0], self._f_subtree_ordinal))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, ReferenceRel) and self.SerializeToString() == other.SerializeToString()


_BITS_ReferenceRel: Final[dict[str, int]] = {}
_FIELDS_ReferenceRel: Final[list[Any]] = sorted(ReferenceRel.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_ReferenceRel(m: ReferenceRel, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_subtree_ordinal = _int32(x)
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Rel:
    """substrait.Rel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Rel")
    _f_read: ReadRel | None
    _f_filter: FilterRel | None
    _f_fetch: FetchRel | None
    _f_aggregate: AggregateRel | None
    _f_sort: SortRel | None
    _f_join: JoinRel | None
    _f_project: ProjectRel | None
    _f_set: SetRel | None
    _f_extension_single: ExtensionSingleRel | None
    _f_extension_multi: ExtensionMultiRel | None
    _f_extension_leaf: ExtensionLeafRel | None
    _f_cross: CrossRel | None
    _f_hash_join: HashJoinRel | None
    _f_merge_join: MergeJoinRel | None
    _f_exchange: ExchangeRel | None
    _f_expand: ExpandRel | None
    _f_window: ConsistentPartitionWindowRel | None
    _f_nested_loop_join: NestedLoopJoinRel | None
    _f_write: WriteRel | None
    _f_ddl: DdlRel | None
    _f_reference: ReferenceRel | None
    _f_update: UpdateRel | None
    _f_top_n: TopNRel | None
    _f_lateral_join: LateralJoinRel | None
    _case_rel_type: str | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_read = None
        self._f_filter = None
        self._f_fetch = None
        self._f_aggregate = None
        self._f_sort = None
        self._f_join = None
        self._f_project = None
        self._f_set = None
        self._f_extension_single = None
        self._f_extension_multi = None
        self._f_extension_leaf = None
        self._f_cross = None
        self._f_hash_join = None
        self._f_merge_join = None
        self._f_exchange = None
        self._f_expand = None
        self._f_window = None
        self._f_nested_loop_join = None
        self._f_write = None
        self._f_ddl = None
        self._f_reference = None
        self._f_update = None
        self._f_top_n = None
        self._f_lateral_join = None
        self._case_rel_type = None
        _read_Rel(self, self._buf, self._start, self._end)

    @property
    def read(self) -> ReadRel:
        if not self._read:
            self._fill()
        v = self._f_read
        return v if v is not None else _NONE_ReadRel

    @property
    def filter(self) -> FilterRel:
        if not self._read:
            self._fill()
        v = self._f_filter
        return v if v is not None else _NONE_FilterRel

    @property
    def fetch(self) -> FetchRel:
        if not self._read:
            self._fill()
        v = self._f_fetch
        return v if v is not None else _NONE_FetchRel

    @property
    def aggregate(self) -> AggregateRel:
        if not self._read:
            self._fill()
        v = self._f_aggregate
        return v if v is not None else _NONE_AggregateRel

    @property
    def sort(self) -> SortRel:
        if not self._read:
            self._fill()
        v = self._f_sort
        return v if v is not None else _NONE_SortRel

    @property
    def join(self) -> JoinRel:
        if not self._read:
            self._fill()
        v = self._f_join
        return v if v is not None else _NONE_JoinRel

    @property
    def project(self) -> ProjectRel:
        if not self._read:
            self._fill()
        v = self._f_project
        return v if v is not None else _NONE_ProjectRel

    @property
    def set(self) -> SetRel:
        if not self._read:
            self._fill()
        v = self._f_set
        return v if v is not None else _NONE_SetRel

    @property
    def extension_single(self) -> ExtensionSingleRel:
        if not self._read:
            self._fill()
        v = self._f_extension_single
        return v if v is not None else _NONE_ExtensionSingleRel

    @property
    def extension_multi(self) -> ExtensionMultiRel:
        if not self._read:
            self._fill()
        v = self._f_extension_multi
        return v if v is not None else _NONE_ExtensionMultiRel

    @property
    def extension_leaf(self) -> ExtensionLeafRel:
        if not self._read:
            self._fill()
        v = self._f_extension_leaf
        return v if v is not None else _NONE_ExtensionLeafRel

    @property
    def cross(self) -> CrossRel:
        if not self._read:
            self._fill()
        v = self._f_cross
        return v if v is not None else _NONE_CrossRel

    @property
    def hash_join(self) -> HashJoinRel:
        if not self._read:
            self._fill()
        v = self._f_hash_join
        return v if v is not None else _NONE_HashJoinRel

    @property
    def merge_join(self) -> MergeJoinRel:
        if not self._read:
            self._fill()
        v = self._f_merge_join
        return v if v is not None else _NONE_MergeJoinRel

    @property
    def exchange(self) -> ExchangeRel:
        if not self._read:
            self._fill()
        v = self._f_exchange
        return v if v is not None else _NONE_ExchangeRel

    @property
    def expand(self) -> ExpandRel:
        if not self._read:
            self._fill()
        v = self._f_expand
        return v if v is not None else _NONE_ExpandRel

    @property
    def window(self) -> ConsistentPartitionWindowRel:
        if not self._read:
            self._fill()
        v = self._f_window
        return v if v is not None else _NONE_ConsistentPartitionWindowRel

    @property
    def nested_loop_join(self) -> NestedLoopJoinRel:
        if not self._read:
            self._fill()
        v = self._f_nested_loop_join
        return v if v is not None else _NONE_NestedLoopJoinRel

    @property
    def write(self) -> WriteRel:
        if not self._read:
            self._fill()
        v = self._f_write
        return v if v is not None else _NONE_WriteRel

    @property
    def ddl(self) -> DdlRel:
        if not self._read:
            self._fill()
        v = self._f_ddl
        return v if v is not None else _NONE_DdlRel

    @property
    def reference(self) -> ReferenceRel:
        if not self._read:
            self._fill()
        v = self._f_reference
        return v if v is not None else _NONE_ReferenceRel

    @property
    def update(self) -> UpdateRel:
        if not self._read:
            self._fill()
        v = self._f_update
        return v if v is not None else _NONE_UpdateRel

    @property
    def top_n(self) -> TopNRel:
        if not self._read:
            self._fill()
        v = self._f_top_n
        return v if v is not None else _NONE_TopNRel

    @property
    def lateral_join(self) -> LateralJoinRel:
        if not self._read:
            self._fill()
        v = self._f_lateral_join
        return v if v is not None else _NONE_LateralJoinRel
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
            return self._case_rel_type
        raise ValueError(f"substrait.Rel has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_Rel[0], self._f_read))
        if self._has >> 1 & 1:
            out.append((_FIELDS_Rel[1], self._f_filter))
        if self._has >> 2 & 1:
            out.append((_FIELDS_Rel[2], self._f_fetch))
        if self._has >> 3 & 1:
            out.append((_FIELDS_Rel[3], self._f_aggregate))
        if self._has >> 4 & 1:
            out.append((_FIELDS_Rel[4], self._f_sort))
        if self._has >> 5 & 1:
            out.append((_FIELDS_Rel[5], self._f_join))
        if self._has >> 6 & 1:
            out.append((_FIELDS_Rel[6], self._f_project))
        if self._has >> 7 & 1:
            out.append((_FIELDS_Rel[7], self._f_set))
        if self._has >> 8 & 1:
            out.append((_FIELDS_Rel[8], self._f_extension_single))
        if self._has >> 9 & 1:
            out.append((_FIELDS_Rel[9], self._f_extension_multi))
        if self._has >> 10 & 1:
            out.append((_FIELDS_Rel[10], self._f_extension_leaf))
        if self._has >> 11 & 1:
            out.append((_FIELDS_Rel[11], self._f_cross))
        if self._has >> 12 & 1:
            out.append((_FIELDS_Rel[12], self._f_hash_join))
        if self._has >> 13 & 1:
            out.append((_FIELDS_Rel[13], self._f_merge_join))
        if self._has >> 14 & 1:
            out.append((_FIELDS_Rel[14], self._f_exchange))
        if self._has >> 15 & 1:
            out.append((_FIELDS_Rel[15], self._f_expand))
        if self._has >> 16 & 1:
            out.append((_FIELDS_Rel[16], self._f_window))
        if self._has >> 17 & 1:
            out.append((_FIELDS_Rel[17], self._f_nested_loop_join))
        if self._has >> 18 & 1:
            out.append((_FIELDS_Rel[18], self._f_write))
        if self._has >> 19 & 1:
            out.append((_FIELDS_Rel[19], self._f_ddl))
        if self._has >> 20 & 1:
            out.append((_FIELDS_Rel[20], self._f_reference))
        if self._has >> 21 & 1:
            out.append((_FIELDS_Rel[21], self._f_update))
        if self._has >> 22 & 1:
            out.append((_FIELDS_Rel[22], self._f_top_n))
        if self._has >> 23 & 1:
            out.append((_FIELDS_Rel[23], self._f_lateral_join))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Rel) and self.SerializeToString() == other.SerializeToString()


_BITS_Rel: Final[dict[str, int]] = {"aggregate": 3, "cross": 11, "ddl": 19, "exchange": 14, "expand": 15, "extension_leaf": 10, "extension_multi": 9, "extension_single": 8, "fetch": 2, "filter": 1, "hash_join": 12, "join": 5, "lateral_join": 23, "merge_join": 13, "nested_loop_join": 17, "project": 6, "read": 0, "reference": 20, "rel_type": 24, "set": 7, "sort": 4, "top_n": 22, "update": 21, "window": 16, "write": 18}
_FIELDS_Rel: Final[list[Any]] = sorted(Rel.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Rel(m: Rel, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_read is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_read = ReadRel(buf, pos, pos + n)
            pos += n
            if m._case_rel_type is not None:
                raise Unreadable()
            m._case_rel_type = "read"
            m._has |= 16777217
        elif tag == 18:
            if m._f_filter is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_filter = FilterRel(buf, pos, pos + n)
            pos += n
            if m._case_rel_type is not None:
                raise Unreadable()
            m._case_rel_type = "filter"
            m._has |= 16777218
        elif tag == 26:
            if m._f_fetch is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_fetch = FetchRel(buf, pos, pos + n)
            pos += n
            if m._case_rel_type is not None:
                raise Unreadable()
            m._case_rel_type = "fetch"
            m._has |= 16777220
        elif tag == 34:
            if m._f_aggregate is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_aggregate = AggregateRel(buf, pos, pos + n)
            pos += n
            if m._case_rel_type is not None:
                raise Unreadable()
            m._case_rel_type = "aggregate"
            m._has |= 16777224
        elif tag == 42:
            if m._f_sort is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_sort = SortRel(buf, pos, pos + n)
            pos += n
            if m._case_rel_type is not None:
                raise Unreadable()
            m._case_rel_type = "sort"
            m._has |= 16777232
        elif tag == 50:
            if m._f_join is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_join = JoinRel(buf, pos, pos + n)
            pos += n
            if m._case_rel_type is not None:
                raise Unreadable()
            m._case_rel_type = "join"
            m._has |= 16777248
        elif tag == 58:
            if m._f_project is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_project = ProjectRel(buf, pos, pos + n)
            pos += n
            if m._case_rel_type is not None:
                raise Unreadable()
            m._case_rel_type = "project"
            m._has |= 16777280
        elif tag == 66:
            if m._f_set is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_set = SetRel(buf, pos, pos + n)
            pos += n
            if m._case_rel_type is not None:
                raise Unreadable()
            m._case_rel_type = "set"
            m._has |= 16777344
        elif tag == 74:
            if m._f_extension_single is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_extension_single = ExtensionSingleRel(buf, pos, pos + n)
            pos += n
            if m._case_rel_type is not None:
                raise Unreadable()
            m._case_rel_type = "extension_single"
            m._has |= 16777472
        elif tag == 82:
            if m._f_extension_multi is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_extension_multi = ExtensionMultiRel(buf, pos, pos + n)
            pos += n
            if m._case_rel_type is not None:
                raise Unreadable()
            m._case_rel_type = "extension_multi"
            m._has |= 16777728
        elif tag == 90:
            if m._f_extension_leaf is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_extension_leaf = ExtensionLeafRel(buf, pos, pos + n)
            pos += n
            if m._case_rel_type is not None:
                raise Unreadable()
            m._case_rel_type = "extension_leaf"
            m._has |= 16778240
        elif tag == 98:
            if m._f_cross is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_cross = CrossRel(buf, pos, pos + n)
            pos += n
            if m._case_rel_type is not None:
                raise Unreadable()
            m._case_rel_type = "cross"
            m._has |= 16779264
        elif tag == 106:
            if m._f_hash_join is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_hash_join = HashJoinRel(buf, pos, pos + n)
            pos += n
            if m._case_rel_type is not None:
                raise Unreadable()
            m._case_rel_type = "hash_join"
            m._has |= 16781312
        elif tag == 114:
            if m._f_merge_join is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_merge_join = MergeJoinRel(buf, pos, pos + n)
            pos += n
            if m._case_rel_type is not None:
                raise Unreadable()
            m._case_rel_type = "merge_join"
            m._has |= 16785408
        elif tag == 122:
            if m._f_exchange is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_exchange = ExchangeRel(buf, pos, pos + n)
            pos += n
            if m._case_rel_type is not None:
                raise Unreadable()
            m._case_rel_type = "exchange"
            m._has |= 16793600
        elif tag == 130:
            if m._f_expand is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_expand = ExpandRel(buf, pos, pos + n)
            pos += n
            if m._case_rel_type is not None:
                raise Unreadable()
            m._case_rel_type = "expand"
            m._has |= 16809984
        elif tag == 138:
            if m._f_window is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_window = ConsistentPartitionWindowRel(buf, pos, pos + n)
            pos += n
            if m._case_rel_type is not None:
                raise Unreadable()
            m._case_rel_type = "window"
            m._has |= 16842752
        elif tag == 146:
            if m._f_nested_loop_join is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_nested_loop_join = NestedLoopJoinRel(buf, pos, pos + n)
            pos += n
            if m._case_rel_type is not None:
                raise Unreadable()
            m._case_rel_type = "nested_loop_join"
            m._has |= 16908288
        elif tag == 154:
            if m._f_write is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_write = WriteRel(buf, pos, pos + n)
            pos += n
            if m._case_rel_type is not None:
                raise Unreadable()
            m._case_rel_type = "write"
            m._has |= 17039360
        elif tag == 162:
            if m._f_ddl is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_ddl = DdlRel(buf, pos, pos + n)
            pos += n
            if m._case_rel_type is not None:
                raise Unreadable()
            m._case_rel_type = "ddl"
            m._has |= 17301504
        elif tag == 170:
            if m._f_reference is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_reference = ReferenceRel(buf, pos, pos + n)
            pos += n
            if m._case_rel_type is not None:
                raise Unreadable()
            m._case_rel_type = "reference"
            m._has |= 17825792
        elif tag == 178:
            if m._f_update is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_update = UpdateRel(buf, pos, pos + n)
            pos += n
            if m._case_rel_type is not None:
                raise Unreadable()
            m._case_rel_type = "update"
            m._has |= 18874368
        elif tag == 186:
            if m._f_top_n is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_top_n = TopNRel(buf, pos, pos + n)
            pos += n
            if m._case_rel_type is not None:
                raise Unreadable()
            m._case_rel_type = "top_n"
            m._has |= 20971520
        elif tag == 194:
            if m._f_lateral_join is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_lateral_join = LateralJoinRel(buf, pos, pos + n)
            pos += n
            if m._case_rel_type is not None:
                raise Unreadable()
            m._case_rel_type = "lateral_join"
            m._has |= 25165824
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class RelCommon:
    """substrait.RelCommon"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.RelCommon")
    _f_direct: RelCommon_Direct | None
    _f_emit: RelCommon_Emit | None
    _f_hint: RelCommon_Hint | None
    _f_advanced_extension: extensions_AdvancedExtension | None
    _f_rel_anchor: int
    _case_emit_kind: str | None
    _case__rel_anchor: str | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_direct = None
        self._f_emit = None
        self._f_hint = None
        self._f_advanced_extension = None
        self._f_rel_anchor = 0
        self._case_emit_kind = None
        self._case__rel_anchor = None
        _read_RelCommon(self, self._buf, self._start, self._end)

    @property
    def direct(self) -> RelCommon_Direct:
        if not self._read:
            self._fill()
        v = self._f_direct
        return v if v is not None else _NONE_RelCommon_Direct

    @property
    def emit(self) -> RelCommon_Emit:
        if not self._read:
            self._fill()
        v = self._f_emit
        return v if v is not None else _NONE_RelCommon_Emit

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
        return self._f_rel_anchor
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
            return self._case_emit_kind
        if name == "_rel_anchor":
            return self._case__rel_anchor
        raise ValueError(f"substrait.RelCommon has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_RelCommon[0], self._f_direct))
        if self._has >> 1 & 1:
            out.append((_FIELDS_RelCommon[1], self._f_emit))
        if self._has >> 2 & 1:
            out.append((_FIELDS_RelCommon[2], self._f_hint))
        if self._has >> 3 & 1:
            out.append((_FIELDS_RelCommon[3], self._f_advanced_extension))
        if self._has >> 4 & 1:
            out.append((_FIELDS_RelCommon[4], self._f_rel_anchor))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, RelCommon) and self.SerializeToString() == other.SerializeToString()


_BITS_RelCommon: Final[dict[str, int]] = {"_rel_anchor": 6, "advanced_extension": 3, "direct": 0, "emit": 1, "emit_kind": 5, "hint": 2, "rel_anchor": 4}
_FIELDS_RelCommon: Final[list[Any]] = sorted(RelCommon.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_RelCommon(m: RelCommon, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_direct is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_direct = RelCommon_Direct(buf, pos, pos + n)
            pos += n
            if m._case_emit_kind is not None:
                raise Unreadable()
            m._case_emit_kind = "direct"
            m._has |= 33
        elif tag == 18:
            if m._f_emit is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_emit = RelCommon_Emit(buf, pos, pos + n)
            pos += n
            if m._case_emit_kind is not None:
                raise Unreadable()
            m._case_emit_kind = "emit"
            m._has |= 34
        elif tag == 26:
            if m._f_hint is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_hint = RelCommon_Hint(buf, pos, pos + n)
            pos += n
            m._has |= 4
        elif tag == 34:
            if m._f_advanced_extension is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
            pos += n
            m._has |= 8
        elif tag == 40:
            x, pos = _varint(buf, pos, end)
            m._f_rel_anchor = x & 0xFFFFFFFF
            if m._case__rel_anchor is not None:
                raise Unreadable()
            m._case__rel_anchor = "rel_anchor"
            m._has |= 80
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class RelCommon_Direct:
    """substrait.RelCommon.Direct"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.RelCommon.Direct")

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        _read_RelCommon_Direct(self, self._buf, self._start, self._end)
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_RelCommon_Direct.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.RelCommon.Direct has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.RelCommon.Direct has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, RelCommon_Direct) and self.SerializeToString() == other.SerializeToString()


_BITS_RelCommon_Direct: Final[dict[str, int]] = {}
_FIELDS_RelCommon_Direct: Final[list[Any]] = sorted(RelCommon_Direct.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_RelCommon_Direct(m: RelCommon_Direct, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class RelCommon_Emit:
    """substrait.RelCommon.Emit"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.RelCommon.Emit")
    _f_output_mapping: list[int]

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_output_mapping = _EMPTY
        _read_RelCommon_Emit(self, self._buf, self._start, self._end)

    @property
    def output_mapping(self) -> builtins.list[builtins.int]:
        if not self._read:
            self._fill()
        return self._f_output_mapping
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_RelCommon_Emit.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.RelCommon.Emit has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.RelCommon.Emit has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_output_mapping:
            out.append((_FIELDS_RelCommon_Emit[0], self._f_output_mapping))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, RelCommon_Emit) and self.SerializeToString() == other.SerializeToString()


_BITS_RelCommon_Emit: Final[dict[str, int]] = {}
_FIELDS_RelCommon_Emit: Final[list[Any]] = sorted(RelCommon_Emit.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_RelCommon_Emit(m: RelCommon_Emit, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            if m._f_output_mapping is _EMPTY:
                m._f_output_mapping = []
            x, pos = _varint(buf, pos, end)
            m._f_output_mapping.append(_int32(x))
        elif tag == 10:
            if m._f_output_mapping is _EMPTY:
                m._f_output_mapping = []
            n, pos = _length(buf, pos, end)
            stop = pos + n
            while pos < stop:
                x, pos = _varint(buf, pos, stop)
                m._f_output_mapping.append(_int32(x))
            if pos != stop:
                raise Unreadable()
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class RelCommon_Hint:
    """substrait.RelCommon.Hint"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.RelCommon.Hint")
    _f_stats: RelCommon_Hint_Stats | None
    _f_constraint: RelCommon_Hint_RuntimeConstraint | None
    _f_alias: str
    _f_output_names: list[str]
    _f_advanced_extension: extensions_AdvancedExtension | None
    _f_saved_computations: list[RelCommon_Hint_SavedComputation]
    _f_loaded_computations: list[RelCommon_Hint_LoadedComputation]

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_stats = None
        self._f_constraint = None
        self._f_alias = ""
        self._f_output_names = _EMPTY
        self._f_advanced_extension = None
        self._f_saved_computations = _EMPTY
        self._f_loaded_computations = _EMPTY
        _read_RelCommon_Hint(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_RelCommon_Hint.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.RelCommon.Hint has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.RelCommon.Hint has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_RelCommon_Hint[0], self._f_stats))
        if self._has >> 1 & 1:
            out.append((_FIELDS_RelCommon_Hint[1], self._f_constraint))
        if self._f_alias:
            out.append((_FIELDS_RelCommon_Hint[2], self._f_alias))
        if self._f_output_names:
            out.append((_FIELDS_RelCommon_Hint[3], self._f_output_names))
        if self._has >> 2 & 1:
            out.append((_FIELDS_RelCommon_Hint[4], self._f_advanced_extension))
        if self._f_saved_computations:
            out.append((_FIELDS_RelCommon_Hint[5], self._f_saved_computations))
        if self._f_loaded_computations:
            out.append((_FIELDS_RelCommon_Hint[6], self._f_loaded_computations))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, RelCommon_Hint) and self.SerializeToString() == other.SerializeToString()


_BITS_RelCommon_Hint: Final[dict[str, int]] = {"advanced_extension": 2, "constraint": 1, "stats": 0}
_FIELDS_RelCommon_Hint: Final[list[Any]] = sorted(RelCommon_Hint.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_RelCommon_Hint(m: RelCommon_Hint, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_stats is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_stats = RelCommon_Hint_Stats(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 18:
            if m._f_constraint is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_constraint = RelCommon_Hint_RuntimeConstraint(buf, pos, pos + n)
            pos += n
            m._has |= 2
        elif tag == 26:
            n, pos = _length(buf, pos, end)
            m._f_alias = buf[pos:pos + n].decode()
            pos += n
        elif tag == 34:
            if m._f_output_names is _EMPTY:
                m._f_output_names = []
            n, pos = _length(buf, pos, end)
            m._f_output_names.append(buf[pos:pos + n].decode())
            pos += n
        elif tag == 82:
            if m._f_advanced_extension is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
            pos += n
            m._has |= 4
        elif tag == 90:
            if m._f_saved_computations is _EMPTY:
                m._f_saved_computations = []
            n, pos = _length(buf, pos, end)
            m._f_saved_computations.append(RelCommon_Hint_SavedComputation(buf, pos, pos + n))
            pos += n
        elif tag == 98:
            if m._f_loaded_computations is _EMPTY:
                m._f_loaded_computations = []
            n, pos = _length(buf, pos, end)
            m._f_loaded_computations.append(RelCommon_Hint_LoadedComputation(buf, pos, pos + n))
            pos += n
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class RelCommon_Hint_LoadedComputation:
    """substrait.RelCommon.Hint.LoadedComputation"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.RelCommon.Hint.LoadedComputation")
    _f_computation_id_reference: int
    _f_type: int
    _f_advanced_extension: extensions_AdvancedExtension | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_computation_id_reference = 0
        self._f_type = 0
        self._f_advanced_extension = None
        _read_RelCommon_Hint_LoadedComputation(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_RelCommon_Hint_LoadedComputation.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.RelCommon.Hint.LoadedComputation has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.RelCommon.Hint.LoadedComputation has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_computation_id_reference:
            out.append((_FIELDS_RelCommon_Hint_LoadedComputation[0], self._f_computation_id_reference))
        if self._f_type:
            out.append((_FIELDS_RelCommon_Hint_LoadedComputation[1], self._f_type))
        if self._has >> 0 & 1:
            out.append((_FIELDS_RelCommon_Hint_LoadedComputation[2], self._f_advanced_extension))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, RelCommon_Hint_LoadedComputation) and self.SerializeToString() == other.SerializeToString()


_BITS_RelCommon_Hint_LoadedComputation: Final[dict[str, int]] = {"advanced_extension": 0}
_FIELDS_RelCommon_Hint_LoadedComputation: Final[list[Any]] = sorted(RelCommon_Hint_LoadedComputation.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_RelCommon_Hint_LoadedComputation(m: RelCommon_Hint_LoadedComputation, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_computation_id_reference = _int32(x)
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_type = _int32(x)
        elif tag == 82:
            if m._f_advanced_extension is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
            pos += n
            m._has |= 1
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class RelCommon_Hint_RuntimeConstraint:
    """substrait.RelCommon.Hint.RuntimeConstraint"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.RelCommon.Hint.RuntimeConstraint")
    _f_advanced_extension: extensions_AdvancedExtension | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_advanced_extension = None
        _read_RelCommon_Hint_RuntimeConstraint(self, self._buf, self._start, self._end)

    @property
    def advanced_extension(self) -> extensions_AdvancedExtension:
        if not self._read:
            self._fill()
        v = self._f_advanced_extension
        return v if v is not None else _NONE_extensions_AdvancedExtension
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_RelCommon_Hint_RuntimeConstraint.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.RelCommon.Hint.RuntimeConstraint has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.RelCommon.Hint.RuntimeConstraint has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_RelCommon_Hint_RuntimeConstraint[0], self._f_advanced_extension))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, RelCommon_Hint_RuntimeConstraint) and self.SerializeToString() == other.SerializeToString()


_BITS_RelCommon_Hint_RuntimeConstraint: Final[dict[str, int]] = {"advanced_extension": 0}
_FIELDS_RelCommon_Hint_RuntimeConstraint: Final[list[Any]] = sorted(RelCommon_Hint_RuntimeConstraint.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_RelCommon_Hint_RuntimeConstraint(m: RelCommon_Hint_RuntimeConstraint, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 82:
            if m._f_advanced_extension is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
            pos += n
            m._has |= 1
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class RelCommon_Hint_SavedComputation:
    """substrait.RelCommon.Hint.SavedComputation"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.RelCommon.Hint.SavedComputation")
    _f_computation_id: int
    _f_type: int
    _f_advanced_extension: extensions_AdvancedExtension | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_computation_id = 0
        self._f_type = 0
        self._f_advanced_extension = None
        _read_RelCommon_Hint_SavedComputation(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_RelCommon_Hint_SavedComputation.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.RelCommon.Hint.SavedComputation has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.RelCommon.Hint.SavedComputation has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_computation_id:
            out.append((_FIELDS_RelCommon_Hint_SavedComputation[0], self._f_computation_id))
        if self._f_type:
            out.append((_FIELDS_RelCommon_Hint_SavedComputation[1], self._f_type))
        if self._has >> 0 & 1:
            out.append((_FIELDS_RelCommon_Hint_SavedComputation[2], self._f_advanced_extension))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, RelCommon_Hint_SavedComputation) and self.SerializeToString() == other.SerializeToString()


_BITS_RelCommon_Hint_SavedComputation: Final[dict[str, int]] = {"advanced_extension": 0}
_FIELDS_RelCommon_Hint_SavedComputation: Final[list[Any]] = sorted(RelCommon_Hint_SavedComputation.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_RelCommon_Hint_SavedComputation(m: RelCommon_Hint_SavedComputation, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_computation_id = _int32(x)
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_type = _int32(x)
        elif tag == 82:
            if m._f_advanced_extension is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
            pos += n
            m._has |= 1
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class RelCommon_Hint_Stats:
    """substrait.RelCommon.Hint.Stats"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.RelCommon.Hint.Stats")
    _f_row_count: float
    _f_record_size: float
    _f_advanced_extension: extensions_AdvancedExtension | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_row_count = 0.0
        self._f_record_size = 0.0
        self._f_advanced_extension = None
        _read_RelCommon_Hint_Stats(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_RelCommon_Hint_Stats.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.RelCommon.Hint.Stats has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.RelCommon.Hint.Stats has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_row_count != 0 or math.copysign(1.0, self._f_row_count) < 0:
            out.append((_FIELDS_RelCommon_Hint_Stats[0], self._f_row_count))
        if self._f_record_size != 0 or math.copysign(1.0, self._f_record_size) < 0:
            out.append((_FIELDS_RelCommon_Hint_Stats[1], self._f_record_size))
        if self._has >> 0 & 1:
            out.append((_FIELDS_RelCommon_Hint_Stats[2], self._f_advanced_extension))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, RelCommon_Hint_Stats) and self.SerializeToString() == other.SerializeToString()


_BITS_RelCommon_Hint_Stats: Final[dict[str, int]] = {"advanced_extension": 0}
_FIELDS_RelCommon_Hint_Stats: Final[list[Any]] = sorted(RelCommon_Hint_Stats.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_RelCommon_Hint_Stats(m: RelCommon_Hint_Stats, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 9:
            m._f_row_count = _fp64(buf, pos, end)
            pos += 8
        elif tag == 17:
            m._f_record_size = _fp64(buf, pos, end)
            pos += 8
        elif tag == 82:
            if m._f_advanced_extension is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
            pos += n
            m._has |= 1
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class RelRoot:
    """substrait.RelRoot"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.RelRoot")
    _f_input: Rel | None
    _f_names: list[str]

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_input = None
        self._f_names = _EMPTY
        _read_RelRoot(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_RelRoot.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.RelRoot has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.RelRoot has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_RelRoot[0], self._f_input))
        if self._f_names:
            out.append((_FIELDS_RelRoot[1], self._f_names))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, RelRoot) and self.SerializeToString() == other.SerializeToString()


_BITS_RelRoot: Final[dict[str, int]] = {"input": 0}
_FIELDS_RelRoot: Final[list[Any]] = sorted(RelRoot.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_RelRoot(m: RelRoot, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_input is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_input = Rel(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 18:
            if m._f_names is _EMPTY:
                m._f_names = []
            n, pos = _length(buf, pos, end)
            m._f_names.append(buf[pos:pos + n].decode())
            pos += n
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class SetRel:
    """substrait.SetRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.SetRel")
    _f_common: RelCommon | None
    _f_inputs: list[Rel]
    _f_op: int
    _f_advanced_extension: extensions_AdvancedExtension | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_common = None
        self._f_inputs = _EMPTY
        self._f_op = 0
        self._f_advanced_extension = None
        _read_SetRel(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_SetRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.SetRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.SetRel has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_SetRel[0], self._f_common))
        if self._f_inputs:
            out.append((_FIELDS_SetRel[1], self._f_inputs))
        if self._f_op:
            out.append((_FIELDS_SetRel[2], self._f_op))
        if self._has >> 1 & 1:
            out.append((_FIELDS_SetRel[3], self._f_advanced_extension))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, SetRel) and self.SerializeToString() == other.SerializeToString()


_BITS_SetRel: Final[dict[str, int]] = {"advanced_extension": 1, "common": 0}
_FIELDS_SetRel: Final[list[Any]] = sorted(SetRel.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_SetRel(m: SetRel, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_common is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_common = RelCommon(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 18:
            if m._f_inputs is _EMPTY:
                m._f_inputs = []
            n, pos = _length(buf, pos, end)
            m._f_inputs.append(Rel(buf, pos, pos + n))
            pos += n
        elif tag == 24:
            x, pos = _varint(buf, pos, end)
            m._f_op = _int32(x)
        elif tag == 82:
            if m._f_advanced_extension is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
            pos += n
            m._has |= 2
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class SortField:
    """substrait.SortField"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.SortField")
    _f_expr: Expression | None
    _f_direction: int
    _f_comparison_function_reference: int
    _case_sort_kind: str | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_expr = None
        self._f_direction = 0
        self._f_comparison_function_reference = 0
        self._case_sort_kind = None
        _read_SortField(self, self._buf, self._start, self._end)

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
        return self._f_direction

    @property
    def comparison_function_reference(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_comparison_function_reference
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
            return self._case_sort_kind
        raise ValueError(f"substrait.SortField has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_SortField[0], self._f_expr))
        if self._has >> 1 & 1:
            out.append((_FIELDS_SortField[1], self._f_direction))
        if self._has >> 2 & 1:
            out.append((_FIELDS_SortField[2], self._f_comparison_function_reference))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, SortField) and self.SerializeToString() == other.SerializeToString()


_BITS_SortField: Final[dict[str, int]] = {"comparison_function_reference": 2, "direction": 1, "expr": 0, "sort_kind": 3}
_FIELDS_SortField: Final[list[Any]] = sorted(SortField.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_SortField(m: SortField, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_expr is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_expr = Expression(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_direction = _int32(x)
            if m._case_sort_kind is not None:
                raise Unreadable()
            m._case_sort_kind = "direction"
            m._has |= 10
        elif tag == 24:
            x, pos = _varint(buf, pos, end)
            m._f_comparison_function_reference = x & 0xFFFFFFFF
            if m._case_sort_kind is not None:
                raise Unreadable()
            m._case_sort_kind = "comparison_function_reference"
            m._has |= 12
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class SortRel:
    """substrait.SortRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.SortRel")
    _f_common: RelCommon | None
    _f_input: Rel | None
    _f_sorts: list[SortField]
    _f_advanced_extension: extensions_AdvancedExtension | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_common = None
        self._f_input = None
        self._f_sorts = _EMPTY
        self._f_advanced_extension = None
        _read_SortRel(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_SortRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.SortRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.SortRel has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_SortRel[0], self._f_common))
        if self._has >> 1 & 1:
            out.append((_FIELDS_SortRel[1], self._f_input))
        if self._f_sorts:
            out.append((_FIELDS_SortRel[2], self._f_sorts))
        if self._has >> 2 & 1:
            out.append((_FIELDS_SortRel[3], self._f_advanced_extension))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, SortRel) and self.SerializeToString() == other.SerializeToString()


_BITS_SortRel: Final[dict[str, int]] = {"advanced_extension": 2, "common": 0, "input": 1}
_FIELDS_SortRel: Final[list[Any]] = sorted(SortRel.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_SortRel(m: SortRel, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_common is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_common = RelCommon(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 18:
            if m._f_input is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_input = Rel(buf, pos, pos + n)
            pos += n
            m._has |= 2
        elif tag == 26:
            if m._f_sorts is _EMPTY:
                m._f_sorts = []
            n, pos = _length(buf, pos, end)
            m._f_sorts.append(SortField(buf, pos, pos + n))
            pos += n
        elif tag == 82:
            if m._f_advanced_extension is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
            pos += n
            m._has |= 4
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class TopNRel:
    """substrait.TopNRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.TopNRel")
    _f_common: RelCommon | None
    _f_input: Rel | None
    _f_sorts: list[SortField]
    _f_offset: Expression | None
    _f_count: Expression | None
    _f_mode: int
    _f_advanced_extension: extensions_AdvancedExtension | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_common = None
        self._f_input = None
        self._f_sorts = _EMPTY
        self._f_offset = None
        self._f_count = None
        self._f_mode = 0
        self._f_advanced_extension = None
        _read_TopNRel(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_TopNRel.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.TopNRel has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.TopNRel has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_TopNRel[0], self._f_common))
        if self._has >> 1 & 1:
            out.append((_FIELDS_TopNRel[1], self._f_input))
        if self._f_sorts:
            out.append((_FIELDS_TopNRel[2], self._f_sorts))
        if self._has >> 2 & 1:
            out.append((_FIELDS_TopNRel[3], self._f_offset))
        if self._has >> 3 & 1:
            out.append((_FIELDS_TopNRel[4], self._f_count))
        if self._f_mode:
            out.append((_FIELDS_TopNRel[5], self._f_mode))
        if self._has >> 4 & 1:
            out.append((_FIELDS_TopNRel[6], self._f_advanced_extension))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, TopNRel) and self.SerializeToString() == other.SerializeToString()


_BITS_TopNRel: Final[dict[str, int]] = {"advanced_extension": 4, "common": 0, "count": 3, "input": 1, "offset": 2}
_FIELDS_TopNRel: Final[list[Any]] = sorted(TopNRel.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_TopNRel(m: TopNRel, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_common is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_common = RelCommon(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 18:
            if m._f_input is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_input = Rel(buf, pos, pos + n)
            pos += n
            m._has |= 2
        elif tag == 26:
            if m._f_sorts is _EMPTY:
                m._f_sorts = []
            n, pos = _length(buf, pos, end)
            m._f_sorts.append(SortField(buf, pos, pos + n))
            pos += n
        elif tag == 34:
            if m._f_offset is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_offset = Expression(buf, pos, pos + n)
            pos += n
            m._has |= 4
        elif tag == 42:
            if m._f_count is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_count = Expression(buf, pos, pos + n)
            pos += n
            m._has |= 8
        elif tag == 48:
            x, pos = _varint(buf, pos, end)
            m._f_mode = _int32(x)
        elif tag == 58:
            if m._f_advanced_extension is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
            pos += n
            m._has |= 16
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Type:
    """substrait.Type"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type")
    _f_bool: Type_Boolean | None
    _f_i8: Type_I8 | None
    _f_i16: Type_I16 | None
    _f_i32: Type_I32 | None
    _f_i64: Type_I64 | None
    _f_fp32: Type_FP32 | None
    _f_fp64: Type_FP64 | None
    _f_string: Type_String | None
    _f_binary: Type_Binary | None
    _f_date: Type_Date | None
    _f_interval_year: Type_IntervalYear | None
    _f_interval_day: Type_IntervalDay | None
    _f_fixed_char: Type_FixedChar | None
    _f_varchar: Type_VarChar | None
    _f_fixed_binary: Type_FixedBinary | None
    _f_decimal: Type_Decimal | None
    _f_struct: Type_Struct | None
    _f_list: Type_List | None
    _f_map: Type_Map | None
    _f_user_defined: Type_UserDefined | None
    _f_uuid: Type_UUID | None
    _f_precision_timestamp: Type_PrecisionTimestamp | None
    _f_precision_timestamp_tz: Type_PrecisionTimestampTZ | None
    _f_interval_compound: Type_IntervalCompound | None
    _f_precision_time: Type_PrecisionTime | None
    _f_alias: Type_TypeAliasReference | None
    _f_func: Type_Func | None
    _f_unbound: Type_Unbound | None
    _case_kind: str | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_bool = None
        self._f_i8 = None
        self._f_i16 = None
        self._f_i32 = None
        self._f_i64 = None
        self._f_fp32 = None
        self._f_fp64 = None
        self._f_string = None
        self._f_binary = None
        self._f_date = None
        self._f_interval_year = None
        self._f_interval_day = None
        self._f_fixed_char = None
        self._f_varchar = None
        self._f_fixed_binary = None
        self._f_decimal = None
        self._f_struct = None
        self._f_list = None
        self._f_map = None
        self._f_user_defined = None
        self._f_uuid = None
        self._f_precision_timestamp = None
        self._f_precision_timestamp_tz = None
        self._f_interval_compound = None
        self._f_precision_time = None
        self._f_alias = None
        self._f_func = None
        self._f_unbound = None
        self._case_kind = None
        _read_Type(self, self._buf, self._start, self._end)

    @property
    def bool(self) -> Type_Boolean:
        if not self._read:
            self._fill()
        v = self._f_bool
        return v if v is not None else _NONE_Type_Boolean

    @property
    def i8(self) -> Type_I8:
        if not self._read:
            self._fill()
        v = self._f_i8
        return v if v is not None else _NONE_Type_I8

    @property
    def i16(self) -> Type_I16:
        if not self._read:
            self._fill()
        v = self._f_i16
        return v if v is not None else _NONE_Type_I16

    @property
    def i32(self) -> Type_I32:
        if not self._read:
            self._fill()
        v = self._f_i32
        return v if v is not None else _NONE_Type_I32

    @property
    def i64(self) -> Type_I64:
        if not self._read:
            self._fill()
        v = self._f_i64
        return v if v is not None else _NONE_Type_I64

    @property
    def fp32(self) -> Type_FP32:
        if not self._read:
            self._fill()
        v = self._f_fp32
        return v if v is not None else _NONE_Type_FP32

    @property
    def fp64(self) -> Type_FP64:
        if not self._read:
            self._fill()
        v = self._f_fp64
        return v if v is not None else _NONE_Type_FP64

    @property
    def string(self) -> Type_String:
        if not self._read:
            self._fill()
        v = self._f_string
        return v if v is not None else _NONE_Type_String

    @property
    def binary(self) -> Type_Binary:
        if not self._read:
            self._fill()
        v = self._f_binary
        return v if v is not None else _NONE_Type_Binary

    @property
    def date(self) -> Type_Date:
        if not self._read:
            self._fill()
        v = self._f_date
        return v if v is not None else _NONE_Type_Date

    @property
    def interval_year(self) -> Type_IntervalYear:
        if not self._read:
            self._fill()
        v = self._f_interval_year
        return v if v is not None else _NONE_Type_IntervalYear

    @property
    def interval_day(self) -> Type_IntervalDay:
        if not self._read:
            self._fill()
        v = self._f_interval_day
        return v if v is not None else _NONE_Type_IntervalDay

    @property
    def fixed_char(self) -> Type_FixedChar:
        if not self._read:
            self._fill()
        v = self._f_fixed_char
        return v if v is not None else _NONE_Type_FixedChar

    @property
    def varchar(self) -> Type_VarChar:
        if not self._read:
            self._fill()
        v = self._f_varchar
        return v if v is not None else _NONE_Type_VarChar

    @property
    def fixed_binary(self) -> Type_FixedBinary:
        if not self._read:
            self._fill()
        v = self._f_fixed_binary
        return v if v is not None else _NONE_Type_FixedBinary

    @property
    def decimal(self) -> Type_Decimal:
        if not self._read:
            self._fill()
        v = self._f_decimal
        return v if v is not None else _NONE_Type_Decimal

    @property
    def struct(self) -> Type_Struct:
        if not self._read:
            self._fill()
        v = self._f_struct
        return v if v is not None else _NONE_Type_Struct

    @property
    def list(self) -> Type_List:
        if not self._read:
            self._fill()
        v = self._f_list
        return v if v is not None else _NONE_Type_List

    @property
    def map(self) -> Type_Map:
        if not self._read:
            self._fill()
        v = self._f_map
        return v if v is not None else _NONE_Type_Map

    @property
    def user_defined(self) -> Type_UserDefined:
        if not self._read:
            self._fill()
        v = self._f_user_defined
        return v if v is not None else _NONE_Type_UserDefined

    @property
    def uuid(self) -> Type_UUID:
        if not self._read:
            self._fill()
        v = self._f_uuid
        return v if v is not None else _NONE_Type_UUID

    @property
    def precision_timestamp(self) -> Type_PrecisionTimestamp:
        if not self._read:
            self._fill()
        v = self._f_precision_timestamp
        return v if v is not None else _NONE_Type_PrecisionTimestamp

    @property
    def precision_timestamp_tz(self) -> Type_PrecisionTimestampTZ:
        if not self._read:
            self._fill()
        v = self._f_precision_timestamp_tz
        return v if v is not None else _NONE_Type_PrecisionTimestampTZ

    @property
    def interval_compound(self) -> Type_IntervalCompound:
        if not self._read:
            self._fill()
        v = self._f_interval_compound
        return v if v is not None else _NONE_Type_IntervalCompound

    @property
    def precision_time(self) -> Type_PrecisionTime:
        if not self._read:
            self._fill()
        v = self._f_precision_time
        return v if v is not None else _NONE_Type_PrecisionTime

    @property
    def alias(self) -> Type_TypeAliasReference:
        if not self._read:
            self._fill()
        v = self._f_alias
        return v if v is not None else _NONE_Type_TypeAliasReference

    @property
    def func(self) -> Type_Func:
        if not self._read:
            self._fill()
        v = self._f_func
        return v if v is not None else _NONE_Type_Func

    @property
    def unbound(self) -> Type_Unbound:
        if not self._read:
            self._fill()
        v = self._f_unbound
        return v if v is not None else _NONE_Type_Unbound
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
            return self._case_kind
        raise ValueError(f"substrait.Type has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_Type[0], self._f_bool))
        if self._has >> 1 & 1:
            out.append((_FIELDS_Type[1], self._f_i8))
        if self._has >> 2 & 1:
            out.append((_FIELDS_Type[2], self._f_i16))
        if self._has >> 3 & 1:
            out.append((_FIELDS_Type[3], self._f_i32))
        if self._has >> 4 & 1:
            out.append((_FIELDS_Type[4], self._f_i64))
        if self._has >> 5 & 1:
            out.append((_FIELDS_Type[5], self._f_fp32))
        if self._has >> 6 & 1:
            out.append((_FIELDS_Type[6], self._f_fp64))
        if self._has >> 7 & 1:
            out.append((_FIELDS_Type[7], self._f_string))
        if self._has >> 8 & 1:
            out.append((_FIELDS_Type[8], self._f_binary))
        if self._has >> 9 & 1:
            out.append((_FIELDS_Type[9], self._f_date))
        if self._has >> 10 & 1:
            out.append((_FIELDS_Type[10], self._f_interval_year))
        if self._has >> 11 & 1:
            out.append((_FIELDS_Type[11], self._f_interval_day))
        if self._has >> 12 & 1:
            out.append((_FIELDS_Type[12], self._f_fixed_char))
        if self._has >> 13 & 1:
            out.append((_FIELDS_Type[13], self._f_varchar))
        if self._has >> 14 & 1:
            out.append((_FIELDS_Type[14], self._f_fixed_binary))
        if self._has >> 15 & 1:
            out.append((_FIELDS_Type[15], self._f_decimal))
        if self._has >> 16 & 1:
            out.append((_FIELDS_Type[16], self._f_struct))
        if self._has >> 17 & 1:
            out.append((_FIELDS_Type[17], self._f_list))
        if self._has >> 18 & 1:
            out.append((_FIELDS_Type[18], self._f_map))
        if self._has >> 19 & 1:
            out.append((_FIELDS_Type[19], self._f_user_defined))
        if self._has >> 20 & 1:
            out.append((_FIELDS_Type[20], self._f_uuid))
        if self._has >> 21 & 1:
            out.append((_FIELDS_Type[21], self._f_precision_timestamp))
        if self._has >> 22 & 1:
            out.append((_FIELDS_Type[22], self._f_precision_timestamp_tz))
        if self._has >> 23 & 1:
            out.append((_FIELDS_Type[23], self._f_interval_compound))
        if self._has >> 24 & 1:
            out.append((_FIELDS_Type[24], self._f_precision_time))
        if self._has >> 25 & 1:
            out.append((_FIELDS_Type[25], self._f_alias))
        if self._has >> 26 & 1:
            out.append((_FIELDS_Type[26], self._f_func))
        if self._has >> 27 & 1:
            out.append((_FIELDS_Type[27], self._f_unbound))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Type) and self.SerializeToString() == other.SerializeToString()


_BITS_Type: Final[dict[str, int]] = {"alias": 25, "binary": 8, "bool": 0, "date": 9, "decimal": 15, "fixed_binary": 14, "fixed_char": 12, "fp32": 5, "fp64": 6, "func": 26, "i16": 2, "i32": 3, "i64": 4, "i8": 1, "interval_compound": 23, "interval_day": 11, "interval_year": 10, "kind": 28, "list": 17, "map": 18, "precision_time": 24, "precision_timestamp": 21, "precision_timestamp_tz": 22, "string": 7, "struct": 16, "unbound": 27, "user_defined": 19, "uuid": 20, "varchar": 13}
_FIELDS_Type: Final[list[Any]] = sorted(Type.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Type(m: Type, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_bool is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_bool = Type_Boolean(buf, pos, pos + n)
            pos += n
            if m._case_kind is not None:
                raise Unreadable()
            m._case_kind = "bool"
            m._has |= 268435457
        elif tag == 18:
            if m._f_i8 is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_i8 = Type_I8(buf, pos, pos + n)
            pos += n
            if m._case_kind is not None:
                raise Unreadable()
            m._case_kind = "i8"
            m._has |= 268435458
        elif tag == 26:
            if m._f_i16 is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_i16 = Type_I16(buf, pos, pos + n)
            pos += n
            if m._case_kind is not None:
                raise Unreadable()
            m._case_kind = "i16"
            m._has |= 268435460
        elif tag == 42:
            if m._f_i32 is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_i32 = Type_I32(buf, pos, pos + n)
            pos += n
            if m._case_kind is not None:
                raise Unreadable()
            m._case_kind = "i32"
            m._has |= 268435464
        elif tag == 58:
            if m._f_i64 is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_i64 = Type_I64(buf, pos, pos + n)
            pos += n
            if m._case_kind is not None:
                raise Unreadable()
            m._case_kind = "i64"
            m._has |= 268435472
        elif tag == 82:
            if m._f_fp32 is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_fp32 = Type_FP32(buf, pos, pos + n)
            pos += n
            if m._case_kind is not None:
                raise Unreadable()
            m._case_kind = "fp32"
            m._has |= 268435488
        elif tag == 90:
            if m._f_fp64 is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_fp64 = Type_FP64(buf, pos, pos + n)
            pos += n
            if m._case_kind is not None:
                raise Unreadable()
            m._case_kind = "fp64"
            m._has |= 268435520
        elif tag == 98:
            if m._f_string is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_string = Type_String(buf, pos, pos + n)
            pos += n
            if m._case_kind is not None:
                raise Unreadable()
            m._case_kind = "string"
            m._has |= 268435584
        elif tag == 106:
            if m._f_binary is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_binary = Type_Binary(buf, pos, pos + n)
            pos += n
            if m._case_kind is not None:
                raise Unreadable()
            m._case_kind = "binary"
            m._has |= 268435712
        elif tag == 130:
            if m._f_date is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_date = Type_Date(buf, pos, pos + n)
            pos += n
            if m._case_kind is not None:
                raise Unreadable()
            m._case_kind = "date"
            m._has |= 268435968
        elif tag == 154:
            if m._f_interval_year is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_interval_year = Type_IntervalYear(buf, pos, pos + n)
            pos += n
            if m._case_kind is not None:
                raise Unreadable()
            m._case_kind = "interval_year"
            m._has |= 268436480
        elif tag == 162:
            if m._f_interval_day is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_interval_day = Type_IntervalDay(buf, pos, pos + n)
            pos += n
            if m._case_kind is not None:
                raise Unreadable()
            m._case_kind = "interval_day"
            m._has |= 268437504
        elif tag == 170:
            if m._f_fixed_char is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_fixed_char = Type_FixedChar(buf, pos, pos + n)
            pos += n
            if m._case_kind is not None:
                raise Unreadable()
            m._case_kind = "fixed_char"
            m._has |= 268439552
        elif tag == 178:
            if m._f_varchar is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_varchar = Type_VarChar(buf, pos, pos + n)
            pos += n
            if m._case_kind is not None:
                raise Unreadable()
            m._case_kind = "varchar"
            m._has |= 268443648
        elif tag == 186:
            if m._f_fixed_binary is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_fixed_binary = Type_FixedBinary(buf, pos, pos + n)
            pos += n
            if m._case_kind is not None:
                raise Unreadable()
            m._case_kind = "fixed_binary"
            m._has |= 268451840
        elif tag == 194:
            if m._f_decimal is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_decimal = Type_Decimal(buf, pos, pos + n)
            pos += n
            if m._case_kind is not None:
                raise Unreadable()
            m._case_kind = "decimal"
            m._has |= 268468224
        elif tag == 202:
            if m._f_struct is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_struct = Type_Struct(buf, pos, pos + n)
            pos += n
            if m._case_kind is not None:
                raise Unreadable()
            m._case_kind = "struct"
            m._has |= 268500992
        elif tag == 218:
            if m._f_list is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_list = Type_List(buf, pos, pos + n)
            pos += n
            if m._case_kind is not None:
                raise Unreadable()
            m._case_kind = "list"
            m._has |= 268566528
        elif tag == 226:
            if m._f_map is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_map = Type_Map(buf, pos, pos + n)
            pos += n
            if m._case_kind is not None:
                raise Unreadable()
            m._case_kind = "map"
            m._has |= 268697600
        elif tag == 242:
            if m._f_user_defined is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_user_defined = Type_UserDefined(buf, pos, pos + n)
            pos += n
            if m._case_kind is not None:
                raise Unreadable()
            m._case_kind = "user_defined"
            m._has |= 268959744
        elif tag == 258:
            if m._f_uuid is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_uuid = Type_UUID(buf, pos, pos + n)
            pos += n
            if m._case_kind is not None:
                raise Unreadable()
            m._case_kind = "uuid"
            m._has |= 269484032
        elif tag == 266:
            if m._f_precision_timestamp is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_precision_timestamp = Type_PrecisionTimestamp(buf, pos, pos + n)
            pos += n
            if m._case_kind is not None:
                raise Unreadable()
            m._case_kind = "precision_timestamp"
            m._has |= 270532608
        elif tag == 274:
            if m._f_precision_timestamp_tz is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_precision_timestamp_tz = Type_PrecisionTimestampTZ(buf, pos, pos + n)
            pos += n
            if m._case_kind is not None:
                raise Unreadable()
            m._case_kind = "precision_timestamp_tz"
            m._has |= 272629760
        elif tag == 282:
            if m._f_interval_compound is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_interval_compound = Type_IntervalCompound(buf, pos, pos + n)
            pos += n
            if m._case_kind is not None:
                raise Unreadable()
            m._case_kind = "interval_compound"
            m._has |= 276824064
        elif tag == 290:
            if m._f_precision_time is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_precision_time = Type_PrecisionTime(buf, pos, pos + n)
            pos += n
            if m._case_kind is not None:
                raise Unreadable()
            m._case_kind = "precision_time"
            m._has |= 285212672
        elif tag == 298:
            if m._f_alias is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_alias = Type_TypeAliasReference(buf, pos, pos + n)
            pos += n
            if m._case_kind is not None:
                raise Unreadable()
            m._case_kind = "alias"
            m._has |= 301989888
        elif tag == 306:
            if m._f_func is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_func = Type_Func(buf, pos, pos + n)
            pos += n
            if m._case_kind is not None:
                raise Unreadable()
            m._case_kind = "func"
            m._has |= 335544320
        elif tag == 314:
            if m._f_unbound is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_unbound = Type_Unbound(buf, pos, pos + n)
            pos += n
            if m._case_kind is not None:
                raise Unreadable()
            m._case_kind = "unbound"
            m._has |= 402653184
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Type_Binary:
    """substrait.Type.Binary"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.Binary")
    _f_type_variation_reference: int
    _f_nullability: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        _read_Type_Binary(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_Binary.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.Binary has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Type.Binary has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_type_variation_reference:
            out.append((_FIELDS_Type_Binary[0], self._f_type_variation_reference))
        if self._f_nullability:
            out.append((_FIELDS_Type_Binary[1], self._f_nullability))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Type_Binary) and self.SerializeToString() == other.SerializeToString()


_BITS_Type_Binary: Final[dict[str, int]] = {}
_FIELDS_Type_Binary: Final[list[Any]] = sorted(Type_Binary.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Type_Binary(m: Type_Binary, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_type_variation_reference = x & 0xFFFFFFFF
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_nullability = _int32(x)
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Type_Boolean:
    """substrait.Type.Boolean"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.Boolean")
    _f_type_variation_reference: int
    _f_nullability: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        _read_Type_Boolean(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_Boolean.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.Boolean has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Type.Boolean has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_type_variation_reference:
            out.append((_FIELDS_Type_Boolean[0], self._f_type_variation_reference))
        if self._f_nullability:
            out.append((_FIELDS_Type_Boolean[1], self._f_nullability))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Type_Boolean) and self.SerializeToString() == other.SerializeToString()


_BITS_Type_Boolean: Final[dict[str, int]] = {}
_FIELDS_Type_Boolean: Final[list[Any]] = sorted(Type_Boolean.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Type_Boolean(m: Type_Boolean, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_type_variation_reference = x & 0xFFFFFFFF
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_nullability = _int32(x)
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Type_Date:
    """substrait.Type.Date"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.Date")
    _f_type_variation_reference: int
    _f_nullability: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        _read_Type_Date(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_Date.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.Date has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Type.Date has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_type_variation_reference:
            out.append((_FIELDS_Type_Date[0], self._f_type_variation_reference))
        if self._f_nullability:
            out.append((_FIELDS_Type_Date[1], self._f_nullability))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Type_Date) and self.SerializeToString() == other.SerializeToString()


_BITS_Type_Date: Final[dict[str, int]] = {}
_FIELDS_Type_Date: Final[list[Any]] = sorted(Type_Date.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Type_Date(m: Type_Date, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_type_variation_reference = x & 0xFFFFFFFF
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_nullability = _int32(x)
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Type_Decimal:
    """substrait.Type.Decimal"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.Decimal")
    _f_scale: int
    _f_precision: int
    _f_type_variation_reference: int
    _f_nullability: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_scale = 0
        self._f_precision = 0
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        _read_Type_Decimal(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_Decimal.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.Decimal has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Type.Decimal has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_scale:
            out.append((_FIELDS_Type_Decimal[0], self._f_scale))
        if self._f_precision:
            out.append((_FIELDS_Type_Decimal[1], self._f_precision))
        if self._f_type_variation_reference:
            out.append((_FIELDS_Type_Decimal[2], self._f_type_variation_reference))
        if self._f_nullability:
            out.append((_FIELDS_Type_Decimal[3], self._f_nullability))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Type_Decimal) and self.SerializeToString() == other.SerializeToString()


_BITS_Type_Decimal: Final[dict[str, int]] = {}
_FIELDS_Type_Decimal: Final[list[Any]] = sorted(Type_Decimal.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Type_Decimal(m: Type_Decimal, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_scale = _int32(x)
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_precision = _int32(x)
        elif tag == 24:
            x, pos = _varint(buf, pos, end)
            m._f_type_variation_reference = x & 0xFFFFFFFF
        elif tag == 32:
            x, pos = _varint(buf, pos, end)
            m._f_nullability = _int32(x)
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Type_FP32:
    """substrait.Type.FP32"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.FP32")
    _f_type_variation_reference: int
    _f_nullability: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        _read_Type_FP32(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_FP32.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.FP32 has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Type.FP32 has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_type_variation_reference:
            out.append((_FIELDS_Type_FP32[0], self._f_type_variation_reference))
        if self._f_nullability:
            out.append((_FIELDS_Type_FP32[1], self._f_nullability))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Type_FP32) and self.SerializeToString() == other.SerializeToString()


_BITS_Type_FP32: Final[dict[str, int]] = {}
_FIELDS_Type_FP32: Final[list[Any]] = sorted(Type_FP32.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Type_FP32(m: Type_FP32, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_type_variation_reference = x & 0xFFFFFFFF
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_nullability = _int32(x)
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Type_FP64:
    """substrait.Type.FP64"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.FP64")
    _f_type_variation_reference: int
    _f_nullability: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        _read_Type_FP64(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_FP64.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.FP64 has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Type.FP64 has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_type_variation_reference:
            out.append((_FIELDS_Type_FP64[0], self._f_type_variation_reference))
        if self._f_nullability:
            out.append((_FIELDS_Type_FP64[1], self._f_nullability))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Type_FP64) and self.SerializeToString() == other.SerializeToString()


_BITS_Type_FP64: Final[dict[str, int]] = {}
_FIELDS_Type_FP64: Final[list[Any]] = sorted(Type_FP64.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Type_FP64(m: Type_FP64, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_type_variation_reference = x & 0xFFFFFFFF
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_nullability = _int32(x)
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Type_FixedBinary:
    """substrait.Type.FixedBinary"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.FixedBinary")
    _f_length: int
    _f_type_variation_reference: int
    _f_nullability: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_length = 0
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        _read_Type_FixedBinary(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_FixedBinary.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.FixedBinary has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Type.FixedBinary has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_length:
            out.append((_FIELDS_Type_FixedBinary[0], self._f_length))
        if self._f_type_variation_reference:
            out.append((_FIELDS_Type_FixedBinary[1], self._f_type_variation_reference))
        if self._f_nullability:
            out.append((_FIELDS_Type_FixedBinary[2], self._f_nullability))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Type_FixedBinary) and self.SerializeToString() == other.SerializeToString()


_BITS_Type_FixedBinary: Final[dict[str, int]] = {}
_FIELDS_Type_FixedBinary: Final[list[Any]] = sorted(Type_FixedBinary.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Type_FixedBinary(m: Type_FixedBinary, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_length = _int32(x)
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_type_variation_reference = x & 0xFFFFFFFF
        elif tag == 24:
            x, pos = _varint(buf, pos, end)
            m._f_nullability = _int32(x)
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Type_FixedChar:
    """substrait.Type.FixedChar"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.FixedChar")
    _f_length: int
    _f_type_variation_reference: int
    _f_nullability: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_length = 0
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        _read_Type_FixedChar(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_FixedChar.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.FixedChar has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Type.FixedChar has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_length:
            out.append((_FIELDS_Type_FixedChar[0], self._f_length))
        if self._f_type_variation_reference:
            out.append((_FIELDS_Type_FixedChar[1], self._f_type_variation_reference))
        if self._f_nullability:
            out.append((_FIELDS_Type_FixedChar[2], self._f_nullability))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Type_FixedChar) and self.SerializeToString() == other.SerializeToString()


_BITS_Type_FixedChar: Final[dict[str, int]] = {}
_FIELDS_Type_FixedChar: Final[list[Any]] = sorted(Type_FixedChar.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Type_FixedChar(m: Type_FixedChar, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_length = _int32(x)
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_type_variation_reference = x & 0xFFFFFFFF
        elif tag == 24:
            x, pos = _varint(buf, pos, end)
            m._f_nullability = _int32(x)
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Type_Func:
    """substrait.Type.Func"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.Func")
    _f_parameter_types: list[Type]
    _f_return_type: Type | None
    _f_nullability: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_parameter_types = _EMPTY
        self._f_return_type = None
        self._f_nullability = 0
        _read_Type_Func(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_Func.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.Func has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Type.Func has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_parameter_types:
            out.append((_FIELDS_Type_Func[0], self._f_parameter_types))
        if self._has >> 0 & 1:
            out.append((_FIELDS_Type_Func[1], self._f_return_type))
        if self._f_nullability:
            out.append((_FIELDS_Type_Func[2], self._f_nullability))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Type_Func) and self.SerializeToString() == other.SerializeToString()


_BITS_Type_Func: Final[dict[str, int]] = {"return_type": 0}
_FIELDS_Type_Func: Final[list[Any]] = sorted(Type_Func.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Type_Func(m: Type_Func, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_parameter_types is _EMPTY:
                m._f_parameter_types = []
            n, pos = _length(buf, pos, end)
            m._f_parameter_types.append(Type(buf, pos, pos + n))
            pos += n
        elif tag == 18:
            if m._f_return_type is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_return_type = Type(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 24:
            x, pos = _varint(buf, pos, end)
            m._f_nullability = _int32(x)
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Type_I16:
    """substrait.Type.I16"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.I16")
    _f_type_variation_reference: int
    _f_nullability: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        _read_Type_I16(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_I16.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.I16 has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Type.I16 has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_type_variation_reference:
            out.append((_FIELDS_Type_I16[0], self._f_type_variation_reference))
        if self._f_nullability:
            out.append((_FIELDS_Type_I16[1], self._f_nullability))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Type_I16) and self.SerializeToString() == other.SerializeToString()


_BITS_Type_I16: Final[dict[str, int]] = {}
_FIELDS_Type_I16: Final[list[Any]] = sorted(Type_I16.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Type_I16(m: Type_I16, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_type_variation_reference = x & 0xFFFFFFFF
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_nullability = _int32(x)
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Type_I32:
    """substrait.Type.I32"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.I32")
    _f_type_variation_reference: int
    _f_nullability: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        _read_Type_I32(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_I32.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.I32 has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Type.I32 has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_type_variation_reference:
            out.append((_FIELDS_Type_I32[0], self._f_type_variation_reference))
        if self._f_nullability:
            out.append((_FIELDS_Type_I32[1], self._f_nullability))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Type_I32) and self.SerializeToString() == other.SerializeToString()


_BITS_Type_I32: Final[dict[str, int]] = {}
_FIELDS_Type_I32: Final[list[Any]] = sorted(Type_I32.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Type_I32(m: Type_I32, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_type_variation_reference = x & 0xFFFFFFFF
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_nullability = _int32(x)
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Type_I64:
    """substrait.Type.I64"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.I64")
    _f_type_variation_reference: int
    _f_nullability: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        _read_Type_I64(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_I64.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.I64 has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Type.I64 has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_type_variation_reference:
            out.append((_FIELDS_Type_I64[0], self._f_type_variation_reference))
        if self._f_nullability:
            out.append((_FIELDS_Type_I64[1], self._f_nullability))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Type_I64) and self.SerializeToString() == other.SerializeToString()


_BITS_Type_I64: Final[dict[str, int]] = {}
_FIELDS_Type_I64: Final[list[Any]] = sorted(Type_I64.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Type_I64(m: Type_I64, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_type_variation_reference = x & 0xFFFFFFFF
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_nullability = _int32(x)
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Type_I8:
    """substrait.Type.I8"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.I8")
    _f_type_variation_reference: int
    _f_nullability: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        _read_Type_I8(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_I8.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.I8 has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Type.I8 has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_type_variation_reference:
            out.append((_FIELDS_Type_I8[0], self._f_type_variation_reference))
        if self._f_nullability:
            out.append((_FIELDS_Type_I8[1], self._f_nullability))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Type_I8) and self.SerializeToString() == other.SerializeToString()


_BITS_Type_I8: Final[dict[str, int]] = {}
_FIELDS_Type_I8: Final[list[Any]] = sorted(Type_I8.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Type_I8(m: Type_I8, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_type_variation_reference = x & 0xFFFFFFFF
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_nullability = _int32(x)
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Type_IntervalCompound:
    """substrait.Type.IntervalCompound"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.IntervalCompound")
    _f_type_variation_reference: int
    _f_nullability: int
    _f_precision: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        self._f_precision = 0
        _read_Type_IntervalCompound(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_IntervalCompound.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.IntervalCompound has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Type.IntervalCompound has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_type_variation_reference:
            out.append((_FIELDS_Type_IntervalCompound[0], self._f_type_variation_reference))
        if self._f_nullability:
            out.append((_FIELDS_Type_IntervalCompound[1], self._f_nullability))
        if self._f_precision:
            out.append((_FIELDS_Type_IntervalCompound[2], self._f_precision))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Type_IntervalCompound) and self.SerializeToString() == other.SerializeToString()


_BITS_Type_IntervalCompound: Final[dict[str, int]] = {}
_FIELDS_Type_IntervalCompound: Final[list[Any]] = sorted(Type_IntervalCompound.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Type_IntervalCompound(m: Type_IntervalCompound, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_type_variation_reference = x & 0xFFFFFFFF
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_nullability = _int32(x)
        elif tag == 24:
            x, pos = _varint(buf, pos, end)
            m._f_precision = _int32(x)
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Type_IntervalDay:
    """substrait.Type.IntervalDay"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.IntervalDay")
    _f_type_variation_reference: int
    _f_nullability: int
    _f_precision: int
    _case__precision: str | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        self._f_precision = 0
        self._case__precision = None
        _read_Type_IntervalDay(self, self._buf, self._start, self._end)

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
            return self._case__precision
        raise ValueError(f"substrait.Type.IntervalDay has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_type_variation_reference:
            out.append((_FIELDS_Type_IntervalDay[0], self._f_type_variation_reference))
        if self._f_nullability:
            out.append((_FIELDS_Type_IntervalDay[1], self._f_nullability))
        if self._has >> 0 & 1:
            out.append((_FIELDS_Type_IntervalDay[2], self._f_precision))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Type_IntervalDay) and self.SerializeToString() == other.SerializeToString()


_BITS_Type_IntervalDay: Final[dict[str, int]] = {"_precision": 1, "precision": 0}
_FIELDS_Type_IntervalDay: Final[list[Any]] = sorted(Type_IntervalDay.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Type_IntervalDay(m: Type_IntervalDay, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_type_variation_reference = x & 0xFFFFFFFF
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_nullability = _int32(x)
        elif tag == 24:
            x, pos = _varint(buf, pos, end)
            m._f_precision = _int32(x)
            if m._case__precision is not None:
                raise Unreadable()
            m._case__precision = "precision"
            m._has |= 3
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Type_IntervalYear:
    """substrait.Type.IntervalYear"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.IntervalYear")
    _f_type_variation_reference: int
    _f_nullability: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        _read_Type_IntervalYear(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_IntervalYear.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.IntervalYear has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Type.IntervalYear has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_type_variation_reference:
            out.append((_FIELDS_Type_IntervalYear[0], self._f_type_variation_reference))
        if self._f_nullability:
            out.append((_FIELDS_Type_IntervalYear[1], self._f_nullability))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Type_IntervalYear) and self.SerializeToString() == other.SerializeToString()


_BITS_Type_IntervalYear: Final[dict[str, int]] = {}
_FIELDS_Type_IntervalYear: Final[list[Any]] = sorted(Type_IntervalYear.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Type_IntervalYear(m: Type_IntervalYear, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_type_variation_reference = x & 0xFFFFFFFF
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_nullability = _int32(x)
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Type_List:
    """substrait.Type.List"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.List")
    _f_type: Type | None
    _f_type_variation_reference: int
    _f_nullability: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_type = None
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        _read_Type_List(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_List.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.List has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Type.List has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_Type_List[0], self._f_type))
        if self._f_type_variation_reference:
            out.append((_FIELDS_Type_List[1], self._f_type_variation_reference))
        if self._f_nullability:
            out.append((_FIELDS_Type_List[2], self._f_nullability))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Type_List) and self.SerializeToString() == other.SerializeToString()


_BITS_Type_List: Final[dict[str, int]] = {"type": 0}
_FIELDS_Type_List: Final[list[Any]] = sorted(Type_List.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Type_List(m: Type_List, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_type is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_type = Type(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_type_variation_reference = x & 0xFFFFFFFF
        elif tag == 24:
            x, pos = _varint(buf, pos, end)
            m._f_nullability = _int32(x)
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Type_Map:
    """substrait.Type.Map"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.Map")
    _f_key: Type | None
    _f_value: Type | None
    _f_type_variation_reference: int
    _f_nullability: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_key = None
        self._f_value = None
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        _read_Type_Map(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_Map.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.Map has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Type.Map has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_Type_Map[0], self._f_key))
        if self._has >> 1 & 1:
            out.append((_FIELDS_Type_Map[1], self._f_value))
        if self._f_type_variation_reference:
            out.append((_FIELDS_Type_Map[2], self._f_type_variation_reference))
        if self._f_nullability:
            out.append((_FIELDS_Type_Map[3], self._f_nullability))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Type_Map) and self.SerializeToString() == other.SerializeToString()


_BITS_Type_Map: Final[dict[str, int]] = {"key": 0, "value": 1}
_FIELDS_Type_Map: Final[list[Any]] = sorted(Type_Map.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Type_Map(m: Type_Map, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_key is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_key = Type(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 18:
            if m._f_value is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_value = Type(buf, pos, pos + n)
            pos += n
            m._has |= 2
        elif tag == 24:
            x, pos = _varint(buf, pos, end)
            m._f_type_variation_reference = x & 0xFFFFFFFF
        elif tag == 32:
            x, pos = _varint(buf, pos, end)
            m._f_nullability = _int32(x)
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Type_Parameter:
    """substrait.Type.Parameter"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.Parameter")
    _f_null: google_protobuf_Empty | None
    _f_data_type: Type | None
    _f_boolean: bool
    _f_integer: int
    _f_enum: str
    _f_string: str
    _case_parameter: str | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_null = None
        self._f_data_type = None
        self._f_boolean = False
        self._f_integer = 0
        self._f_enum = ""
        self._f_string = ""
        self._case_parameter = None
        _read_Type_Parameter(self, self._buf, self._start, self._end)

    @property
    def null(self) -> google_protobuf_Empty:
        if not self._read:
            self._fill()
        v = self._f_null
        return v if v is not None else _NONE_google_protobuf_Empty

    @property
    def data_type(self) -> Type:
        if not self._read:
            self._fill()
        v = self._f_data_type
        return v if v is not None else _NONE_Type

    @property
    def boolean(self) -> builtins.bool:
        if not self._read:
            self._fill()
        return self._f_boolean

    @property
    def integer(self) -> builtins.int:
        if not self._read:
            self._fill()
        return self._f_integer

    @property
    def enum(self) -> builtins.str:
        if not self._read:
            self._fill()
        return self._f_enum

    @property
    def string(self) -> builtins.str:
        if not self._read:
            self._fill()
        return self._f_string
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
            return self._case_parameter
        raise ValueError(f"substrait.Type.Parameter has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_Type_Parameter[0], self._f_null))
        if self._has >> 1 & 1:
            out.append((_FIELDS_Type_Parameter[1], self._f_data_type))
        if self._has >> 2 & 1:
            out.append((_FIELDS_Type_Parameter[2], self._f_boolean))
        if self._has >> 3 & 1:
            out.append((_FIELDS_Type_Parameter[3], self._f_integer))
        if self._has >> 4 & 1:
            out.append((_FIELDS_Type_Parameter[4], self._f_enum))
        if self._has >> 5 & 1:
            out.append((_FIELDS_Type_Parameter[5], self._f_string))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Type_Parameter) and self.SerializeToString() == other.SerializeToString()


_BITS_Type_Parameter: Final[dict[str, int]] = {"boolean": 2, "data_type": 1, "enum": 4, "integer": 3, "null": 0, "parameter": 6, "string": 5}
_FIELDS_Type_Parameter: Final[list[Any]] = sorted(Type_Parameter.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Type_Parameter(m: Type_Parameter, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_null is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_null = google_protobuf_Empty(buf, pos, pos + n)
            pos += n
            if m._case_parameter is not None:
                raise Unreadable()
            m._case_parameter = "null"
            m._has |= 65
        elif tag == 18:
            if m._f_data_type is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_data_type = Type(buf, pos, pos + n)
            pos += n
            if m._case_parameter is not None:
                raise Unreadable()
            m._case_parameter = "data_type"
            m._has |= 66
        elif tag == 24:
            x, pos = _varint(buf, pos, end)
            m._f_boolean = x != 0
            if m._case_parameter is not None:
                raise Unreadable()
            m._case_parameter = "boolean"
            m._has |= 68
        elif tag == 32:
            x, pos = _varint(buf, pos, end)
            m._f_integer = _int64(x)
            if m._case_parameter is not None:
                raise Unreadable()
            m._case_parameter = "integer"
            m._has |= 72
        elif tag == 42:
            n, pos = _length(buf, pos, end)
            m._f_enum = buf[pos:pos + n].decode()
            pos += n
            if m._case_parameter is not None:
                raise Unreadable()
            m._case_parameter = "enum"
            m._has |= 80
        elif tag == 50:
            n, pos = _length(buf, pos, end)
            m._f_string = buf[pos:pos + n].decode()
            pos += n
            if m._case_parameter is not None:
                raise Unreadable()
            m._case_parameter = "string"
            m._has |= 96
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Type_PrecisionTime:
    """substrait.Type.PrecisionTime"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.PrecisionTime")
    _f_precision: int
    _f_type_variation_reference: int
    _f_nullability: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_precision = 0
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        _read_Type_PrecisionTime(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_PrecisionTime.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.PrecisionTime has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Type.PrecisionTime has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_precision:
            out.append((_FIELDS_Type_PrecisionTime[0], self._f_precision))
        if self._f_type_variation_reference:
            out.append((_FIELDS_Type_PrecisionTime[1], self._f_type_variation_reference))
        if self._f_nullability:
            out.append((_FIELDS_Type_PrecisionTime[2], self._f_nullability))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Type_PrecisionTime) and self.SerializeToString() == other.SerializeToString()


_BITS_Type_PrecisionTime: Final[dict[str, int]] = {}
_FIELDS_Type_PrecisionTime: Final[list[Any]] = sorted(Type_PrecisionTime.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Type_PrecisionTime(m: Type_PrecisionTime, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_precision = _int32(x)
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_type_variation_reference = x & 0xFFFFFFFF
        elif tag == 24:
            x, pos = _varint(buf, pos, end)
            m._f_nullability = _int32(x)
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Type_PrecisionTimestamp:
    """substrait.Type.PrecisionTimestamp"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.PrecisionTimestamp")
    _f_precision: int
    _f_type_variation_reference: int
    _f_nullability: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_precision = 0
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        _read_Type_PrecisionTimestamp(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_PrecisionTimestamp.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.PrecisionTimestamp has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Type.PrecisionTimestamp has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_precision:
            out.append((_FIELDS_Type_PrecisionTimestamp[0], self._f_precision))
        if self._f_type_variation_reference:
            out.append((_FIELDS_Type_PrecisionTimestamp[1], self._f_type_variation_reference))
        if self._f_nullability:
            out.append((_FIELDS_Type_PrecisionTimestamp[2], self._f_nullability))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Type_PrecisionTimestamp) and self.SerializeToString() == other.SerializeToString()


_BITS_Type_PrecisionTimestamp: Final[dict[str, int]] = {}
_FIELDS_Type_PrecisionTimestamp: Final[list[Any]] = sorted(Type_PrecisionTimestamp.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Type_PrecisionTimestamp(m: Type_PrecisionTimestamp, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_precision = _int32(x)
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_type_variation_reference = x & 0xFFFFFFFF
        elif tag == 24:
            x, pos = _varint(buf, pos, end)
            m._f_nullability = _int32(x)
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Type_PrecisionTimestampTZ:
    """substrait.Type.PrecisionTimestampTZ"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.PrecisionTimestampTZ")
    _f_precision: int
    _f_type_variation_reference: int
    _f_nullability: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_precision = 0
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        _read_Type_PrecisionTimestampTZ(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_PrecisionTimestampTZ.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.PrecisionTimestampTZ has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Type.PrecisionTimestampTZ has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_precision:
            out.append((_FIELDS_Type_PrecisionTimestampTZ[0], self._f_precision))
        if self._f_type_variation_reference:
            out.append((_FIELDS_Type_PrecisionTimestampTZ[1], self._f_type_variation_reference))
        if self._f_nullability:
            out.append((_FIELDS_Type_PrecisionTimestampTZ[2], self._f_nullability))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Type_PrecisionTimestampTZ) and self.SerializeToString() == other.SerializeToString()


_BITS_Type_PrecisionTimestampTZ: Final[dict[str, int]] = {}
_FIELDS_Type_PrecisionTimestampTZ: Final[list[Any]] = sorted(Type_PrecisionTimestampTZ.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Type_PrecisionTimestampTZ(m: Type_PrecisionTimestampTZ, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_precision = _int32(x)
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_type_variation_reference = x & 0xFFFFFFFF
        elif tag == 24:
            x, pos = _varint(buf, pos, end)
            m._f_nullability = _int32(x)
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Type_String:
    """substrait.Type.String"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.String")
    _f_type_variation_reference: int
    _f_nullability: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        _read_Type_String(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_String.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.String has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Type.String has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_type_variation_reference:
            out.append((_FIELDS_Type_String[0], self._f_type_variation_reference))
        if self._f_nullability:
            out.append((_FIELDS_Type_String[1], self._f_nullability))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Type_String) and self.SerializeToString() == other.SerializeToString()


_BITS_Type_String: Final[dict[str, int]] = {}
_FIELDS_Type_String: Final[list[Any]] = sorted(Type_String.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Type_String(m: Type_String, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_type_variation_reference = x & 0xFFFFFFFF
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_nullability = _int32(x)
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Type_Struct:
    """substrait.Type.Struct"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.Struct")
    _f_types: list[Type]
    _f_type_variation_reference: int
    _f_nullability: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_types = _EMPTY
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        _read_Type_Struct(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_Struct.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.Struct has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Type.Struct has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_types:
            out.append((_FIELDS_Type_Struct[0], self._f_types))
        if self._f_type_variation_reference:
            out.append((_FIELDS_Type_Struct[1], self._f_type_variation_reference))
        if self._f_nullability:
            out.append((_FIELDS_Type_Struct[2], self._f_nullability))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Type_Struct) and self.SerializeToString() == other.SerializeToString()


_BITS_Type_Struct: Final[dict[str, int]] = {}
_FIELDS_Type_Struct: Final[list[Any]] = sorted(Type_Struct.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Type_Struct(m: Type_Struct, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_types is _EMPTY:
                m._f_types = []
            n, pos = _length(buf, pos, end)
            m._f_types.append(Type(buf, pos, pos + n))
            pos += n
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_type_variation_reference = x & 0xFFFFFFFF
        elif tag == 24:
            x, pos = _varint(buf, pos, end)
            m._f_nullability = _int32(x)
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Type_TypeAliasReference:
    """substrait.Type.TypeAliasReference"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.TypeAliasReference")
    _f_type_alias_reference: int
    _f_nullability: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_type_alias_reference = 0
        self._f_nullability = 0
        _read_Type_TypeAliasReference(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_TypeAliasReference.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.TypeAliasReference has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Type.TypeAliasReference has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_type_alias_reference:
            out.append((_FIELDS_Type_TypeAliasReference[0], self._f_type_alias_reference))
        if self._f_nullability:
            out.append((_FIELDS_Type_TypeAliasReference[1], self._f_nullability))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Type_TypeAliasReference) and self.SerializeToString() == other.SerializeToString()


_BITS_Type_TypeAliasReference: Final[dict[str, int]] = {}
_FIELDS_Type_TypeAliasReference: Final[list[Any]] = sorted(Type_TypeAliasReference.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Type_TypeAliasReference(m: Type_TypeAliasReference, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_type_alias_reference = x & 0xFFFFFFFF
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_nullability = _int32(x)
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Type_UUID:
    """substrait.Type.UUID"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.UUID")
    _f_type_variation_reference: int
    _f_nullability: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        _read_Type_UUID(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_UUID.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.UUID has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Type.UUID has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_type_variation_reference:
            out.append((_FIELDS_Type_UUID[0], self._f_type_variation_reference))
        if self._f_nullability:
            out.append((_FIELDS_Type_UUID[1], self._f_nullability))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Type_UUID) and self.SerializeToString() == other.SerializeToString()


_BITS_Type_UUID: Final[dict[str, int]] = {}
_FIELDS_Type_UUID: Final[list[Any]] = sorted(Type_UUID.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Type_UUID(m: Type_UUID, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_type_variation_reference = x & 0xFFFFFFFF
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_nullability = _int32(x)
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Type_Unbound:
    """substrait.Type.Unbound"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.Unbound")

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        _read_Type_Unbound(self, self._buf, self._start, self._end)
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_Unbound.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.Unbound has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Type.Unbound has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Type_Unbound) and self.SerializeToString() == other.SerializeToString()


_BITS_Type_Unbound: Final[dict[str, int]] = {}
_FIELDS_Type_Unbound: Final[list[Any]] = sorted(Type_Unbound.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Type_Unbound(m: Type_Unbound, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Type_UserDefined:
    """substrait.Type.UserDefined"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.UserDefined")
    _f_type_reference: int
    _f_type_variation_reference: int
    _f_nullability: int
    _f_type_parameters: list[Type_Parameter]

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_type_reference = 0
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        self._f_type_parameters = _EMPTY
        _read_Type_UserDefined(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_UserDefined.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.UserDefined has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Type.UserDefined has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_type_reference:
            out.append((_FIELDS_Type_UserDefined[0], self._f_type_reference))
        if self._f_type_variation_reference:
            out.append((_FIELDS_Type_UserDefined[1], self._f_type_variation_reference))
        if self._f_nullability:
            out.append((_FIELDS_Type_UserDefined[2], self._f_nullability))
        if self._f_type_parameters:
            out.append((_FIELDS_Type_UserDefined[3], self._f_type_parameters))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Type_UserDefined) and self.SerializeToString() == other.SerializeToString()


_BITS_Type_UserDefined: Final[dict[str, int]] = {}
_FIELDS_Type_UserDefined: Final[list[Any]] = sorted(Type_UserDefined.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Type_UserDefined(m: Type_UserDefined, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_type_reference = x & 0xFFFFFFFF
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_type_variation_reference = x & 0xFFFFFFFF
        elif tag == 24:
            x, pos = _varint(buf, pos, end)
            m._f_nullability = _int32(x)
        elif tag == 34:
            if m._f_type_parameters is _EMPTY:
                m._f_type_parameters = []
            n, pos = _length(buf, pos, end)
            m._f_type_parameters.append(Type_Parameter(buf, pos, pos + n))
            pos += n
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Type_VarChar:
    """substrait.Type.VarChar"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Type.VarChar")
    _f_length: int
    _f_type_variation_reference: int
    _f_nullability: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_length = 0
        self._f_type_variation_reference = 0
        self._f_nullability = 0
        _read_Type_VarChar(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Type_VarChar.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Type.VarChar has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Type.VarChar has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_length:
            out.append((_FIELDS_Type_VarChar[0], self._f_length))
        if self._f_type_variation_reference:
            out.append((_FIELDS_Type_VarChar[1], self._f_type_variation_reference))
        if self._f_nullability:
            out.append((_FIELDS_Type_VarChar[2], self._f_nullability))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Type_VarChar) and self.SerializeToString() == other.SerializeToString()


_BITS_Type_VarChar: Final[dict[str, int]] = {}
_FIELDS_Type_VarChar: Final[list[Any]] = sorted(Type_VarChar.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Type_VarChar(m: Type_VarChar, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_length = _int32(x)
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_type_variation_reference = x & 0xFFFFFFFF
        elif tag == 24:
            x, pos = _varint(buf, pos, end)
            m._f_nullability = _int32(x)
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class TypeAlias:
    """substrait.TypeAlias"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.TypeAlias")
    _f_type_alias_anchor: int
    _f_type: Type | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_type_alias_anchor = 0
        self._f_type = None
        _read_TypeAlias(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_TypeAlias.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.TypeAlias has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.TypeAlias has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_type_alias_anchor:
            out.append((_FIELDS_TypeAlias[0], self._f_type_alias_anchor))
        if self._has >> 0 & 1:
            out.append((_FIELDS_TypeAlias[1], self._f_type))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, TypeAlias) and self.SerializeToString() == other.SerializeToString()


_BITS_TypeAlias: Final[dict[str, int]] = {"type": 0}
_FIELDS_TypeAlias: Final[list[Any]] = sorted(TypeAlias.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_TypeAlias(m: TypeAlias, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_type_alias_anchor = x & 0xFFFFFFFF
        elif tag == 18:
            if m._f_type is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_type = Type(buf, pos, pos + n)
            pos += n
            m._has |= 1
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class UpdateRel:
    """substrait.UpdateRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.UpdateRel")
    _f_named_table: NamedTable | None
    _f_table_schema: NamedStruct | None
    _f_condition: Expression | None
    _f_transformations: list[UpdateRel_TransformExpression]
    _f_advanced_extension: extensions_AdvancedExtension | None
    _f_common: RelCommon | None
    _case_update_type: str | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_named_table = None
        self._f_table_schema = None
        self._f_condition = None
        self._f_transformations = _EMPTY
        self._f_advanced_extension = None
        self._f_common = None
        self._case_update_type = None
        _read_UpdateRel(self, self._buf, self._start, self._end)

    @property
    def named_table(self) -> NamedTable:
        if not self._read:
            self._fill()
        v = self._f_named_table
        return v if v is not None else _NONE_NamedTable

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
            return self._case_update_type
        raise ValueError(f"substrait.UpdateRel has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_UpdateRel[0], self._f_named_table))
        if self._has >> 1 & 1:
            out.append((_FIELDS_UpdateRel[1], self._f_table_schema))
        if self._has >> 2 & 1:
            out.append((_FIELDS_UpdateRel[2], self._f_condition))
        if self._f_transformations:
            out.append((_FIELDS_UpdateRel[3], self._f_transformations))
        if self._has >> 3 & 1:
            out.append((_FIELDS_UpdateRel[4], self._f_advanced_extension))
        if self._has >> 4 & 1:
            out.append((_FIELDS_UpdateRel[5], self._f_common))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, UpdateRel) and self.SerializeToString() == other.SerializeToString()


_BITS_UpdateRel: Final[dict[str, int]] = {"advanced_extension": 3, "common": 4, "condition": 2, "named_table": 0, "table_schema": 1, "update_type": 5}
_FIELDS_UpdateRel: Final[list[Any]] = sorted(UpdateRel.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_UpdateRel(m: UpdateRel, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_named_table is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_named_table = NamedTable(buf, pos, pos + n)
            pos += n
            if m._case_update_type is not None:
                raise Unreadable()
            m._case_update_type = "named_table"
            m._has |= 33
        elif tag == 18:
            if m._f_table_schema is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_table_schema = NamedStruct(buf, pos, pos + n)
            pos += n
            m._has |= 2
        elif tag == 26:
            if m._f_condition is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_condition = Expression(buf, pos, pos + n)
            pos += n
            m._has |= 4
        elif tag == 34:
            if m._f_transformations is _EMPTY:
                m._f_transformations = []
            n, pos = _length(buf, pos, end)
            m._f_transformations.append(UpdateRel_TransformExpression(buf, pos, pos + n))
            pos += n
        elif tag == 42:
            if m._f_advanced_extension is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
            pos += n
            m._has |= 8
        elif tag == 50:
            if m._f_common is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_common = RelCommon(buf, pos, pos + n)
            pos += n
            m._has |= 16
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class UpdateRel_TransformExpression:
    """substrait.UpdateRel.TransformExpression"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.UpdateRel.TransformExpression")
    _f_transformation: Expression | None
    _f_column_target: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_transformation = None
        self._f_column_target = 0
        _read_UpdateRel_TransformExpression(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_UpdateRel_TransformExpression.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.UpdateRel.TransformExpression has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.UpdateRel.TransformExpression has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_UpdateRel_TransformExpression[0], self._f_transformation))
        if self._f_column_target:
            out.append((_FIELDS_UpdateRel_TransformExpression[1], self._f_column_target))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, UpdateRel_TransformExpression) and self.SerializeToString() == other.SerializeToString()


_BITS_UpdateRel_TransformExpression: Final[dict[str, int]] = {"transformation": 0}
_FIELDS_UpdateRel_TransformExpression: Final[list[Any]] = sorted(UpdateRel_TransformExpression.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_UpdateRel_TransformExpression(m: UpdateRel_TransformExpression, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_transformation is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_transformation = Expression(buf, pos, pos + n)
            pos += n
            m._has |= 1
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_column_target = _int32(x)
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class Version:
    """substrait.Version"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.Version")
    _f_major_number: int
    _f_minor_number: int
    _f_patch_number: int
    _f_git_hash: str
    _f_producer: str

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_major_number = 0
        self._f_minor_number = 0
        self._f_patch_number = 0
        self._f_git_hash = ""
        self._f_producer = ""
        _read_Version(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_Version.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.Version has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.Version has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_major_number:
            out.append((_FIELDS_Version[0], self._f_major_number))
        if self._f_minor_number:
            out.append((_FIELDS_Version[1], self._f_minor_number))
        if self._f_patch_number:
            out.append((_FIELDS_Version[2], self._f_patch_number))
        if self._f_git_hash:
            out.append((_FIELDS_Version[3], self._f_git_hash))
        if self._f_producer:
            out.append((_FIELDS_Version[4], self._f_producer))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, Version) and self.SerializeToString() == other.SerializeToString()


_BITS_Version: Final[dict[str, int]] = {}
_FIELDS_Version: Final[list[Any]] = sorted(Version.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_Version(m: Version, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_major_number = x & 0xFFFFFFFF
        elif tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_minor_number = x & 0xFFFFFFFF
        elif tag == 24:
            x, pos = _varint(buf, pos, end)
            m._f_patch_number = x & 0xFFFFFFFF
        elif tag == 34:
            n, pos = _length(buf, pos, end)
            m._f_git_hash = buf[pos:pos + n].decode()
            pos += n
        elif tag == 42:
            n, pos = _length(buf, pos, end)
            m._f_producer = buf[pos:pos + n].decode()
            pos += n
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class WriteRel:
    """substrait.WriteRel"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.WriteRel")
    _f_named_table: NamedObjectWrite | None
    _f_extension_table: ExtensionObject | None
    _f_table_schema: NamedStruct | None
    _f_op: int
    _f_input: Rel | None
    _f_output: int
    _f_common: RelCommon | None
    _f_create_mode: int
    _f_advanced_extension: extensions_AdvancedExtension | None
    _case_write_type: str | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_named_table = None
        self._f_extension_table = None
        self._f_table_schema = None
        self._f_op = 0
        self._f_input = None
        self._f_output = 0
        self._f_common = None
        self._f_create_mode = 0
        self._f_advanced_extension = None
        self._case_write_type = None
        _read_WriteRel(self, self._buf, self._start, self._end)

    @property
    def named_table(self) -> NamedObjectWrite:
        if not self._read:
            self._fill()
        v = self._f_named_table
        return v if v is not None else _NONE_NamedObjectWrite

    @property
    def extension_table(self) -> ExtensionObject:
        if not self._read:
            self._fill()
        v = self._f_extension_table
        return v if v is not None else _NONE_ExtensionObject

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
            return self._case_write_type
        raise ValueError(f"substrait.WriteRel has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_WriteRel[0], self._f_named_table))
        if self._has >> 1 & 1:
            out.append((_FIELDS_WriteRel[1], self._f_extension_table))
        if self._has >> 2 & 1:
            out.append((_FIELDS_WriteRel[2], self._f_table_schema))
        if self._f_op:
            out.append((_FIELDS_WriteRel[3], self._f_op))
        if self._has >> 3 & 1:
            out.append((_FIELDS_WriteRel[4], self._f_input))
        if self._f_output:
            out.append((_FIELDS_WriteRel[5], self._f_output))
        if self._has >> 4 & 1:
            out.append((_FIELDS_WriteRel[6], self._f_common))
        if self._f_create_mode:
            out.append((_FIELDS_WriteRel[7], self._f_create_mode))
        if self._has >> 5 & 1:
            out.append((_FIELDS_WriteRel[8], self._f_advanced_extension))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, WriteRel) and self.SerializeToString() == other.SerializeToString()


_BITS_WriteRel: Final[dict[str, int]] = {"advanced_extension": 5, "common": 4, "extension_table": 1, "input": 3, "named_table": 0, "table_schema": 2, "write_type": 6}
_FIELDS_WriteRel: Final[list[Any]] = sorted(WriteRel.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_WriteRel(m: WriteRel, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_named_table is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_named_table = NamedObjectWrite(buf, pos, pos + n)
            pos += n
            if m._case_write_type is not None:
                raise Unreadable()
            m._case_write_type = "named_table"
            m._has |= 65
        elif tag == 18:
            if m._f_extension_table is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_extension_table = ExtensionObject(buf, pos, pos + n)
            pos += n
            if m._case_write_type is not None:
                raise Unreadable()
            m._case_write_type = "extension_table"
            m._has |= 66
        elif tag == 26:
            if m._f_table_schema is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_table_schema = NamedStruct(buf, pos, pos + n)
            pos += n
            m._has |= 4
        elif tag == 32:
            x, pos = _varint(buf, pos, end)
            m._f_op = _int32(x)
        elif tag == 42:
            if m._f_input is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_input = Rel(buf, pos, pos + n)
            pos += n
            m._has |= 8
        elif tag == 48:
            x, pos = _varint(buf, pos, end)
            m._f_output = _int32(x)
        elif tag == 58:
            if m._f_common is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_common = RelCommon(buf, pos, pos + n)
            pos += n
            m._has |= 16
        elif tag == 64:
            x, pos = _varint(buf, pos, end)
            m._f_create_mode = _int32(x)
        elif tag == 74:
            if m._f_advanced_extension is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_advanced_extension = extensions_AdvancedExtension(buf, pos, pos + n)
            pos += n
            m._has |= 32
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class extensions_AdvancedExtension:
    """substrait.extensions.AdvancedExtension"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.extensions.AdvancedExtension")
    _f_optimization: list[google_protobuf_Any]
    _f_enhancement: google_protobuf_Any | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_optimization = _EMPTY
        self._f_enhancement = None
        _read_extensions_AdvancedExtension(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_extensions_AdvancedExtension.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.extensions.AdvancedExtension has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.extensions.AdvancedExtension has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_optimization:
            out.append((_FIELDS_extensions_AdvancedExtension[0], self._f_optimization))
        if self._has >> 0 & 1:
            out.append((_FIELDS_extensions_AdvancedExtension[1], self._f_enhancement))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, extensions_AdvancedExtension) and self.SerializeToString() == other.SerializeToString()


_BITS_extensions_AdvancedExtension: Final[dict[str, int]] = {"enhancement": 0}
_FIELDS_extensions_AdvancedExtension: Final[list[Any]] = sorted(extensions_AdvancedExtension.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_extensions_AdvancedExtension(m: extensions_AdvancedExtension, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_optimization is _EMPTY:
                m._f_optimization = []
            n, pos = _length(buf, pos, end)
            m._f_optimization.append(google_protobuf_Any(buf, pos, pos + n))
            pos += n
        elif tag == 18:
            if m._f_enhancement is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_enhancement = google_protobuf_Any(buf, pos, pos + n)
            pos += n
            m._has |= 1
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class extensions_SimpleExtensionDeclaration:
    """substrait.extensions.SimpleExtensionDeclaration"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.extensions.SimpleExtensionDeclaration")
    _f_extension_type: extensions_SimpleExtensionDeclaration_ExtensionType | None
    _f_extension_type_variation: extensions_SimpleExtensionDeclaration_ExtensionTypeVariation | None
    _f_extension_function: extensions_SimpleExtensionDeclaration_ExtensionFunction | None
    _case_mapping_type: str | None

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_extension_type = None
        self._f_extension_type_variation = None
        self._f_extension_function = None
        self._case_mapping_type = None
        _read_extensions_SimpleExtensionDeclaration(self, self._buf, self._start, self._end)

    @property
    def extension_type(self) -> extensions_SimpleExtensionDeclaration_ExtensionType:
        if not self._read:
            self._fill()
        v = self._f_extension_type
        return v if v is not None else _NONE_extensions_SimpleExtensionDeclaration_ExtensionType

    @property
    def extension_type_variation(self) -> extensions_SimpleExtensionDeclaration_ExtensionTypeVariation:
        if not self._read:
            self._fill()
        v = self._f_extension_type_variation
        return v if v is not None else _NONE_extensions_SimpleExtensionDeclaration_ExtensionTypeVariation

    @property
    def extension_function(self) -> extensions_SimpleExtensionDeclaration_ExtensionFunction:
        if not self._read:
            self._fill()
        v = self._f_extension_function
        return v if v is not None else _NONE_extensions_SimpleExtensionDeclaration_ExtensionFunction
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
            return self._case_mapping_type
        raise ValueError(f"substrait.extensions.SimpleExtensionDeclaration has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._has >> 0 & 1:
            out.append((_FIELDS_extensions_SimpleExtensionDeclaration[0], self._f_extension_type))
        if self._has >> 1 & 1:
            out.append((_FIELDS_extensions_SimpleExtensionDeclaration[1], self._f_extension_type_variation))
        if self._has >> 2 & 1:
            out.append((_FIELDS_extensions_SimpleExtensionDeclaration[2], self._f_extension_function))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, extensions_SimpleExtensionDeclaration) and self.SerializeToString() == other.SerializeToString()


_BITS_extensions_SimpleExtensionDeclaration: Final[dict[str, int]] = {"extension_function": 2, "extension_type": 0, "extension_type_variation": 1, "mapping_type": 3}
_FIELDS_extensions_SimpleExtensionDeclaration: Final[list[Any]] = sorted(extensions_SimpleExtensionDeclaration.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_extensions_SimpleExtensionDeclaration(m: extensions_SimpleExtensionDeclaration, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 10:
            if m._f_extension_type is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_extension_type = extensions_SimpleExtensionDeclaration_ExtensionType(buf, pos, pos + n)
            pos += n
            if m._case_mapping_type is not None:
                raise Unreadable()
            m._case_mapping_type = "extension_type"
            m._has |= 9
        elif tag == 18:
            if m._f_extension_type_variation is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_extension_type_variation = extensions_SimpleExtensionDeclaration_ExtensionTypeVariation(buf, pos, pos + n)
            pos += n
            if m._case_mapping_type is not None:
                raise Unreadable()
            m._case_mapping_type = "extension_type_variation"
            m._has |= 10
        elif tag == 26:
            if m._f_extension_function is not None:
                raise Unreadable()
            n, pos = _length(buf, pos, end)
            m._f_extension_function = extensions_SimpleExtensionDeclaration_ExtensionFunction(buf, pos, pos + n)
            pos += n
            if m._case_mapping_type is not None:
                raise Unreadable()
            m._case_mapping_type = "extension_function"
            m._has |= 12
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class extensions_SimpleExtensionDeclaration_ExtensionFunction:
    """substrait.extensions.SimpleExtensionDeclaration.ExtensionFunction"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.extensions.SimpleExtensionDeclaration.ExtensionFunction")
    _f_function_anchor: int
    _f_name: str
    _f_extension_urn_reference: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_function_anchor = 0
        self._f_name = ""
        self._f_extension_urn_reference = 0
        _read_extensions_SimpleExtensionDeclaration_ExtensionFunction(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_extensions_SimpleExtensionDeclaration_ExtensionFunction.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.extensions.SimpleExtensionDeclaration.ExtensionFunction has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.extensions.SimpleExtensionDeclaration.ExtensionFunction has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_function_anchor:
            out.append((_FIELDS_extensions_SimpleExtensionDeclaration_ExtensionFunction[0], self._f_function_anchor))
        if self._f_name:
            out.append((_FIELDS_extensions_SimpleExtensionDeclaration_ExtensionFunction[1], self._f_name))
        if self._f_extension_urn_reference:
            out.append((_FIELDS_extensions_SimpleExtensionDeclaration_ExtensionFunction[2], self._f_extension_urn_reference))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, extensions_SimpleExtensionDeclaration_ExtensionFunction) and self.SerializeToString() == other.SerializeToString()


_BITS_extensions_SimpleExtensionDeclaration_ExtensionFunction: Final[dict[str, int]] = {}
_FIELDS_extensions_SimpleExtensionDeclaration_ExtensionFunction: Final[list[Any]] = sorted(extensions_SimpleExtensionDeclaration_ExtensionFunction.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_extensions_SimpleExtensionDeclaration_ExtensionFunction(m: extensions_SimpleExtensionDeclaration_ExtensionFunction, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_function_anchor = x & 0xFFFFFFFF
        elif tag == 26:
            n, pos = _length(buf, pos, end)
            m._f_name = buf[pos:pos + n].decode()
            pos += n
        elif tag == 32:
            x, pos = _varint(buf, pos, end)
            m._f_extension_urn_reference = x & 0xFFFFFFFF
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class extensions_SimpleExtensionDeclaration_ExtensionType:
    """substrait.extensions.SimpleExtensionDeclaration.ExtensionType"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.extensions.SimpleExtensionDeclaration.ExtensionType")
    _f_type_anchor: int
    _f_name: str
    _f_extension_urn_reference: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_type_anchor = 0
        self._f_name = ""
        self._f_extension_urn_reference = 0
        _read_extensions_SimpleExtensionDeclaration_ExtensionType(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_extensions_SimpleExtensionDeclaration_ExtensionType.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.extensions.SimpleExtensionDeclaration.ExtensionType has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.extensions.SimpleExtensionDeclaration.ExtensionType has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_type_anchor:
            out.append((_FIELDS_extensions_SimpleExtensionDeclaration_ExtensionType[0], self._f_type_anchor))
        if self._f_name:
            out.append((_FIELDS_extensions_SimpleExtensionDeclaration_ExtensionType[1], self._f_name))
        if self._f_extension_urn_reference:
            out.append((_FIELDS_extensions_SimpleExtensionDeclaration_ExtensionType[2], self._f_extension_urn_reference))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, extensions_SimpleExtensionDeclaration_ExtensionType) and self.SerializeToString() == other.SerializeToString()


_BITS_extensions_SimpleExtensionDeclaration_ExtensionType: Final[dict[str, int]] = {}
_FIELDS_extensions_SimpleExtensionDeclaration_ExtensionType: Final[list[Any]] = sorted(extensions_SimpleExtensionDeclaration_ExtensionType.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_extensions_SimpleExtensionDeclaration_ExtensionType(m: extensions_SimpleExtensionDeclaration_ExtensionType, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_type_anchor = x & 0xFFFFFFFF
        elif tag == 26:
            n, pos = _length(buf, pos, end)
            m._f_name = buf[pos:pos + n].decode()
            pos += n
        elif tag == 32:
            x, pos = _varint(buf, pos, end)
            m._f_extension_urn_reference = x & 0xFFFFFFFF
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class extensions_SimpleExtensionDeclaration_ExtensionTypeVariation:
    """substrait.extensions.SimpleExtensionDeclaration.ExtensionTypeVariation"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.extensions.SimpleExtensionDeclaration.ExtensionTypeVariation")
    _f_type_variation_anchor: int
    _f_name: str
    _f_extension_urn_reference: int

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_type_variation_anchor = 0
        self._f_name = ""
        self._f_extension_urn_reference = 0
        _read_extensions_SimpleExtensionDeclaration_ExtensionTypeVariation(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_extensions_SimpleExtensionDeclaration_ExtensionTypeVariation.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.extensions.SimpleExtensionDeclaration.ExtensionTypeVariation has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.extensions.SimpleExtensionDeclaration.ExtensionTypeVariation has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_type_variation_anchor:
            out.append((_FIELDS_extensions_SimpleExtensionDeclaration_ExtensionTypeVariation[0], self._f_type_variation_anchor))
        if self._f_name:
            out.append((_FIELDS_extensions_SimpleExtensionDeclaration_ExtensionTypeVariation[1], self._f_name))
        if self._f_extension_urn_reference:
            out.append((_FIELDS_extensions_SimpleExtensionDeclaration_ExtensionTypeVariation[2], self._f_extension_urn_reference))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, extensions_SimpleExtensionDeclaration_ExtensionTypeVariation) and self.SerializeToString() == other.SerializeToString()


_BITS_extensions_SimpleExtensionDeclaration_ExtensionTypeVariation: Final[dict[str, int]] = {}
_FIELDS_extensions_SimpleExtensionDeclaration_ExtensionTypeVariation: Final[list[Any]] = sorted(extensions_SimpleExtensionDeclaration_ExtensionTypeVariation.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_extensions_SimpleExtensionDeclaration_ExtensionTypeVariation(m: extensions_SimpleExtensionDeclaration_ExtensionTypeVariation, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 16:
            x, pos = _varint(buf, pos, end)
            m._f_type_variation_anchor = x & 0xFFFFFFFF
        elif tag == 26:
            n, pos = _length(buf, pos, end)
            m._f_name = buf[pos:pos + n].decode()
            pos += n
        elif tag == 32:
            x, pos = _varint(buf, pos, end)
            m._f_extension_urn_reference = x & 0xFFFFFFFF
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


class extensions_SimpleExtensionURN:
    """substrait.extensions.SimpleExtensionURN"""

    DESCRIPTOR: ClassVar[Any] = _POOL.FindMessageTypeByName("substrait.extensions.SimpleExtensionURN")
    _f_extension_urn_anchor: int
    _f_urn: str

    def __init__(self, buf: bytes, start: int, end: int) -> None:
        self._buf = buf
        self._start = start
        self._end = end
        self._read = False
        self._has = 0  # a bit per field with presence, then one per oneof

    def _fill(self) -> None:
        self._read = True
        self._f_extension_urn_anchor = 0
        self._f_urn = ""
        _read_extensions_SimpleExtensionURN(self, self._buf, self._start, self._end)

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
    def HasField(self, name: str) -> builtins.bool:
        if not self._read:
            self._fill()
        bit = _BITS_extensions_SimpleExtensionURN.get(name, -1)
        if bit < 0:
            raise ValueError(f"substrait.extensions.SimpleExtensionURN has no field {name!r} with presence")
        return self._has >> bit & 1 == 1

    def WhichOneof(self, name: str) -> str | None:
        if not self._read:
            self._fill()
        raise ValueError(f"substrait.extensions.SimpleExtensionURN has no oneof {name!r}")

    def ListFields(self) -> builtins.list[tuple[Any, Any]]:
        if not self._read:
            self._fill()
        out: builtins.list[tuple[Any, Any]] = []
        if self._f_extension_urn_anchor:
            out.append((_FIELDS_extensions_SimpleExtensionURN[0], self._f_extension_urn_anchor))
        if self._f_urn:
            out.append((_FIELDS_extensions_SimpleExtensionURN[1], self._f_urn))
        return out

    def SerializeToString(self, deterministic: builtins.bool = False) -> bytes:
        return self._buf[self._start:self._end]

    def __eq__(self, other: builtins.object) -> builtins.bool:
        return isinstance(other, extensions_SimpleExtensionURN) and self.SerializeToString() == other.SerializeToString()


_BITS_extensions_SimpleExtensionURN: Final[dict[str, int]] = {}
_FIELDS_extensions_SimpleExtensionURN: Final[list[Any]] = sorted(extensions_SimpleExtensionURN.DESCRIPTOR.fields, key=lambda f: f.number)


def _read_extensions_SimpleExtensionURN(m: extensions_SimpleExtensionURN, buf: bytes, pos: int, end: int) -> None:
    while pos < end:
        tag = buf[pos]
        if tag < 128:
            pos += 1
        else:
            tag, pos = _varint(buf, pos, end)
        if tag == 8:
            x, pos = _varint(buf, pos, end)
            m._f_extension_urn_anchor = x & 0xFFFFFFFF
        elif tag == 18:
            n, pos = _length(buf, pos, end)
            m._f_urn = buf[pos:pos + n].decode()
            pos += n
        else:
            pos = _skip(buf, pos, end, tag)
    if pos != end:
        raise Unreadable()


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
