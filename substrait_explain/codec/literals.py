"""Literals as text, both ways: `42`, `1.5`, `'text'`, `x'0aff'`, `true`,
and typed forms such as `42:i8`, `'2023-01-01':date`, `1.50:decimal<3,2>`,
`null:i64?`.

A literal is written without its type only when the lexeme's default type
(integer: i64, float: fp64, string: string, bytes: binary, true/false:
boolean) is its exact type, not nullable and with no type variation.
:func:`format_literal` returns None for a literal it has no short form for;
the caller then writes the explicit `literal(...)` form.
"""

from __future__ import annotations

import datetime as dt
import math
import re
import struct
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final, TypeAlias

from substrait.proto import Expression, Type

from substrait_explain.base.errors import INT32, INT64, UINT32, ParseError, check_int, error_at
from substrait_explain.codec.memo import Memo
from substrait_explain.codec.types import NeedsPlan, build_type, builtin_type_text, try_format_type
from substrait_explain.generated.messages import which
from substrait_explain.text import nodes as n
from substrait_explain.text.lexical import quote_string

if TYPE_CHECKING:
    from substrait_explain.codec.extensions import Extensions

Literal: TypeAlias = Expression.Literal
# A literal's value (the message or scalar of its case) to its short form, or None.
LiteralFormatter = Callable[[Literal, Any, "Extensions | None"], "str | None"]
# A literal lexeme and its type into the literal.
LiteralBuilder = Callable[[Literal, n.Lit, Type], None]
_EPOCH: Final = dt.datetime(1970, 1, 1)
_EPOCH_DATE: Final = dt.date(1970, 1, 1)
_INT_RANGES: Final = {"i8": 8, "i16": 16, "i32": 32, "i64": 64}


def format_fp64(value: float) -> str | None:
    if math.isnan(value) or math.isinf(value):
        return None
    text = repr(value)
    return text if ("." in text or "e" in text) else text + ".0"


def format_fp32(value: float) -> str | None:
    if math.isnan(value) or math.isinf(value):
        return None
    packed = struct.pack("<f", value)
    for digits in range(1, 10):
        text = f"{value:.{digits}g}"
        try:
            if struct.pack("<f", float(text)) == packed:
                break
        except OverflowError:  # rounded past the largest fp32
            continue
    if "e" not in text and "." not in text:
        text += ".0"
    if "e" in text and "." not in text.split("e")[0]:
        mantissa, exponent = text.split("e")
        text = f"{mantissa}.0e{exponent}"
    return text


# Infinities and NaNs are strings: 'inf', '-inf', 'nan', '-nan' and, for a NaN
# with other payload bits than the usual quiet NaN, 'nan(0x...)' with the
# payload (the mantissa's bits), so that every bit of every float is kept.
_NAN: Final = r"(-?)nan(?:\(0x([0-9a-f]+)\))?"  # a pattern, compiled when first used (by re's cache)
_MANTISSA: Final = {"fp64": 52, "fp32": 23}
_EXPONENT: Final = {"fp64": 11, "fp32": 8}


def fp64_bits(value: float) -> int:
    return int.from_bytes(struct.pack("<d", value), "little")


def non_finite_text(bits: int, kind: str) -> str:
    """The spelling of an infinity or NaN of ``kind`` (fp32 or fp64) with these bits."""
    mantissa = _MANTISSA[kind]
    sign = "-" if bits >> (mantissa + _EXPONENT[kind]) else ""
    payload = bits & ((1 << mantissa) - 1)
    if not payload:
        return sign + "inf"
    return sign + ("nan" if payload == 1 << (mantissa - 1) else f"nan(0x{payload:x})")


def non_finite_bits(text: str, kind: str) -> int | None:
    """The bits a :func:`non_finite_text` spelling stands for; None for any other text."""
    mantissa, exponent = _MANTISSA[kind], _EXPONENT[kind]
    top = (((1 << exponent) - 1) << mantissa)
    if text in ("inf", "-inf"):
        return top | (text == "-inf") << (mantissa + exponent)
    m = re.fullmatch(_NAN, text)
    if m is None:
        return None
    payload = int(m.group(2), 16) if m.group(2) else 1 << (mantissa - 1)
    if not 0 < payload < 1 << mantissa:
        return None
    return top | payload | (m.group(1) == "-") << (mantissa + exponent)


def _float_bits(lit: Literal, kind: str) -> int:
    """The bits of an fp32 or fp64 literal as stored.  Not through its value:
    fp32 becomes a Python float on reading, which quiets a signalling NaN."""
    field = Literal.DESCRIPTOR.fields_by_name[kind]
    # Serialized in field number order, the value comes first (before nullable).
    data = lit.SerializeToString(deterministic=True)
    size = 8 if kind == "fp64" else 4
    return int.from_bytes(data[1:1 + size], "little") if data[0] == field.number << 3 | (1 if size == 8 else 5) \
        else fp64_bits(getattr(lit, kind))


def _set_float_bits(lit: Literal, kind: str, bits: int) -> None:
    """Set ``lit``'s fp32 or fp64 to exactly these bits (as the wire format has them)."""
    field = Literal.DESCRIPTOR.fields_by_name[kind]
    size = 8 if kind == "fp64" else 4
    lit.MergeFromString(bytes([field.number << 3 | (1 if size == 8 else 5)]) + bits.to_bytes(size, "little"))




# Literals up to this many bytes are written once per process (see memo.py).
SMALL_LITERAL: Final = 64


_PLAIN_LITERALS: Final[Memo[str | None]] = Memo(8192)


def plain_literal_text(lit: Literal, key: bytes) -> str | None:
    """The short form of literal ``lit`` (whose bytes are ``key``; '' when it has
    none), when that does not depend on the plan; None when it does (a null of
    a user-defined type)."""
    return _PLAIN_LITERALS.get(key, lit, _plain_literal_text)


def _plain_literal_text(lit: Any) -> str | None:
    try:
        return format_literal(lit, None) or ""
    except NeedsPlan:
        return None


def format_literal(lit: Literal, ext: Extensions | None) -> str | None:
    kind = which(lit, "literal_type")
    if kind is None:
        return None
    form = LITERAL_KINDS[kind].format
    return None if form is None else form(lit, getattr(lit, kind), ext)


def _plain(lit: Literal) -> bool:
    return not lit.nullable and not lit.type_variation_reference


def _typed(lit: Literal, value: str, kind: str, *params: int) -> str:
    """`value:type`: the type of kind ``kind`` (a Type case) with the literal's
    nullability and variation."""
    return f"{value}:{builtin_type_text(kind, lit.nullable, lit.type_variation_reference, params)}"


def _format_boolean(lit: Literal, value: bool, ext: Extensions | None) -> str:
    text = "true" if value else "false"
    return text if _plain(lit) else _typed(lit, text, "bool")


def _format_int(kind: str) -> LiteralFormatter:
    bits = _INT_RANGES[kind]

    def format_(lit: Literal, value: int, ext: Extensions | None) -> str | None:
        if not -(1 << (bits - 1)) <= value < (1 << (bits - 1)):
            return None  # an i8 or i16 holding more than it can: only the explicit form keeps it
        return str(value) if _plain(lit) and kind == "i64" else _typed(lit, str(value), kind)
    return format_


def _format_float(kind: str) -> LiteralFormatter:
    def format_(lit: Literal, value: float, ext: Extensions | None) -> str:
        text = (format_fp64 if kind == "fp64" else format_fp32)(value)
        if text is None:
            return _typed(lit, quote_string(non_finite_text(_float_bits(lit, kind), kind)), kind)
        return text if _plain(lit) and kind == "fp64" else _typed(lit, text, kind)
    return format_


def _format_string(lit: Literal, value: str, ext: Extensions | None) -> str:
    text = quote_string(value)
    return text if _plain(lit) else _typed(lit, text, "string")


def _format_binary(lit: Literal, value: bytes, ext: Extensions | None) -> str:
    text = f"x'{value.hex()}'"
    return text if _plain(lit) else _typed(lit, text, "binary")


def _format_date(lit: Literal, value: int, ext: Extensions | None) -> str:
    try:
        text = quote_string((_EPOCH_DATE + dt.timedelta(days=value)).isoformat())
    except OverflowError:
        text = str(value)
    return _typed(lit, text, "date")


def _format_precision_timestamp(kind: str) -> LiteralFormatter:
    def format_(lit: Literal, msg: Any, ext: Extensions | None) -> str | None:
        if not 0 <= msg.precision <= 12:
            return None
        return _typed(lit, _format_timestamp(msg.value, msg.precision), kind, msg.precision)
    return format_


def _format_precision_time(lit: Literal, msg: Any, ext: Extensions | None) -> str | None:
    if not 0 <= msg.precision <= 12:
        return None
    return _typed(lit, _format_time(msg.value, msg.precision), "precision_time", msg.precision)


# `'5d 3s 100ms':interval_day<3>`: the sub-second unit that goes with each precision.
_SUBSECOND_UNITS: Final = {3: "ms", 6: "us", 9: "ns", 12: "ps"}
_INTERVAL_PRECISIONS: Final = (0, 3, 6, 9, 12)


def _format_interval_day(lit: Literal, msg: Expression.Literal.IntervalDayToSecond,
                         ext: Extensions | None) -> str | None:
    if msg.precision not in _INTERVAL_PRECISIONS or msg.subseconds and not msg.precision:
        return None
    terms = [f"{value}{unit}" for value, unit in ((msg.days, "d"), (msg.seconds, "s"),
                                                  (msg.subseconds, _SUBSECOND_UNITS.get(msg.precision)))
             if value]
    return _typed(lit, quote_string(" ".join(terms) or "0s"), "interval_day", msg.precision)


def _format_decimal_literal(lit: Literal, d: Expression.Literal.Decimal, ext: Extensions | None) -> str | None:
    if len(d.value) != 16 or not 0 <= d.scale <= 38:
        return None
    return _typed(lit, _format_decimal(int.from_bytes(d.value, "little", signed=True), d.scale),
                  "decimal", d.precision, d.scale)


def _format_var_char(lit: Literal, v: Expression.Literal.VarChar, ext: Extensions | None) -> str | None:
    if v.length > INT32[1]:
        return None  # the literal's length is a uint32, the type's an int32: only the explicit form holds it
    return _typed(lit, quote_string(v.value), "varchar", v.length)


def _format_fixed_char(lit: Literal, value: str, ext: Extensions | None) -> str:
    return _typed(lit, quote_string(value), "fixed_char", len(value))


def _format_fixed_binary(lit: Literal, value: bytes, ext: Extensions | None) -> str:
    return _typed(lit, f"x'{value.hex()}'", "fixed_binary", len(value))


def _format_uuid(lit: Literal, value: bytes, ext: Extensions | None) -> str | None:
    if len(value) != 16:
        return None
    h = value.hex()  # as str(uuid.UUID(bytes=value)) writes it
    return _typed(lit, quote_string(f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"), "uuid")


def _format_null(lit: Literal, t: Type, ext: Extensions | None) -> str | None:
    if lit.nullable or lit.type_variation_reference or which(t, "kind") is None:
        return None
    text = try_format_type(t, ext)
    return None if text is None else "null:" + text


def _format_timestamp(value: int, precision: int) -> str:
    scale = 10 ** precision
    seconds, fraction = divmod(value, scale)
    try:
        stamp = (_EPOCH + dt.timedelta(seconds=seconds)).isoformat(sep="T")
    except OverflowError:
        return str(value)
    return quote_string(stamp + (f".{fraction:0{precision}d}" if precision else ""))


def _format_time(value: int, precision: int) -> str:
    scale = 10 ** precision
    seconds, fraction = divmod(value, scale)
    if not 0 <= seconds < 86400:
        return str(value)
    h, rest = divmod(seconds, 3600)
    m, s = divmod(rest, 60)
    return quote_string(f"{h:02d}:{m:02d}:{s:02d}" + (f".{fraction:0{precision}d}" if precision else ""))


def _format_decimal(unscaled: int, scale: int) -> str:
    sign = "-" if unscaled < 0 else ""
    digits = str(abs(unscaled)).rjust(scale + 1, "0")
    if scale == 0:
        return f"{sign}{digits}"
    return f"{sign}{digits[:-scale]}.{digits[-scale:]}"


# ---- text to proto ----------------------------------------------------------


_DEFAULT_KIND: Final = {"int": "i64", "float": "fp64", "string": "string", "bytes": "binary", "bool": "bool"}


def build_literal(node: n.Lit, ext: Extensions, lit: Literal | None = None) -> Literal:
    """The literal ``node`` means, built into ``lit`` when given."""
    if lit is None:
        lit = Literal()
    if node.type is None:
        if node.kind == "null":
            raise error_at(node, "a null literal needs its type", "write null:i64? (the type of the null)")
        t = Type()
        kind = _DEFAULT_KIND[node.kind]
    else:
        t = build_type(node.type, ext)
        kind = t.WhichOneof("kind")
        if node.kind == "null":
            lit.null.CopyFrom(t)
            return lit
        type_msg = getattr(t, kind)
        nullability = getattr(type_msg, "nullability", None)
        if nullability == Type.NULLABILITY_UNSPECIFIED:
            raise error_at(node.type, "a literal is nullable or not: write `?` or nothing, not `??`")
        lit.nullable = nullability == Type.NULLABILITY_NULLABLE
        lit.type_variation_reference = getattr(type_msg, "type_variation_reference", 0)
    case = _CASE_OF_TYPE.get(kind)
    build = None if case is None else LITERAL_KINDS[case].build
    if build is None:
        raise error_at(node, f"no short literal form for type {kind}", "write it as literal(...) with its fields")
    build(lit, node, t)
    return lit


def _wrong_lexeme(node: n.Lit, kind: str, expects: str) -> ParseError:
    article = "an" if kind.startswith(("i", "fp", "a", "e", "o")) else "a"  # an i32, an fp64, an interval
    return error_at(node, f"{article} {kind} literal needs {expects}")


def _build_boolean(lit: Literal, node: n.Lit, t: Type) -> None:
    if node.kind != "bool":
        raise _wrong_lexeme(node, "bool", "true or false")
    lit.boolean = node.value


def _build_int(kind: str) -> LiteralBuilder:
    bits = _INT_RANGES[kind]

    def build(lit: Literal, node: n.Lit, t: Type) -> None:
        if node.kind != "int":
            raise _wrong_lexeme(node, kind, "an integer")
        setattr(lit, kind, check_int(node, node.value, (-(1 << (bits - 1)), (1 << (bits - 1)) - 1),
                                     f"does not fit in {kind}"))
    return build


def _build_float(kind: str) -> LiteralBuilder:
    def build(lit: Literal, node: n.Lit, t: Type) -> None:
        bits = non_finite_bits(node.value, kind) if node.kind == "string" else None
        if bits is not None:
            _set_float_bits(lit, kind, bits)
        elif node.kind in ("int", "float"):
            setattr(lit, kind, to_float(node, kind, typed=True))
        else:
            raise _wrong_lexeme(node, kind,
                                "a number (or 'inf', '-inf', 'nan', '-nan', 'nan(0x...)' with a NaN's payload)")
    return build


def _build_string(lit: Literal, node: n.Lit, t: Type) -> None:
    if node.kind != "string":
        raise _wrong_lexeme(node, "string", "a string")
    lit.string = node.value


def _build_binary(lit: Literal, node: n.Lit, t: Type) -> None:
    if node.kind != "bytes":
        raise _wrong_lexeme(node, "binary", "bytes like x'0aff'")
    lit.binary = node.value


def _build_date(lit: Literal, node: n.Lit, t: Type) -> None:
    if node.kind == "int":
        lit.date = check_int(node, node.value, INT32, "does not fit in date")
    elif node.kind == "string":
        try:
            lit.date = (dt.date.fromisoformat(node.value) - _EPOCH_DATE).days
        except ValueError:
            raise error_at(node, f"{node.value!r} is not a date", "write dates as 'YYYY-MM-DD'") from None
    else:
        raise _wrong_lexeme(node, "date", "a date like '2023-01-01'")


def _build_precision(kind: str) -> LiteralBuilder:
    parse = _parse_time if kind == "precision_time" else _parse_timestamp

    def build(lit: Literal, node: n.Lit, t: Type) -> None:
        msg = getattr(lit, kind)
        p = msg.precision = getattr(t, kind).precision
        stored = parse(node, p)
        if node.kind == "int":
            msg.value = check_int(node, stored, INT64, f"does not fit in {kind}<{p}>")
        else:
            msg.value = check_int(node, stored, INT64, f"does not fit in {kind}<{p}>",
                                  f"lower the precision: the value counts units of 10^-{p} s in an i64",
                                  repr(node.value))
    return build


_INTERVAL_TERM: Final = r"(-?[0-9]+)(d|s|ms|us|ns|ps)"  # as _NAN


def _build_interval_day(lit: Literal, node: n.Lit, t: Type) -> None:
    if node.kind != "string":
        raise _wrong_lexeme(node, "interval_day", "a string like '5d 3s 100ms'")
    p = t.interval_day.precision
    if p not in _INTERVAL_PRECISIONS:
        raise error_at(node, f"interval_day<{p}> literals take a precision of 0, 3, 6, 9 or 12")
    msg = lit.interval_day_to_second
    msg.precision = p
    order = ["d", "s", _SUBSECOND_UNITS.get(p)]
    at = 0
    hint = f"write days, seconds and {_SUBSECOND_UNITS.get(p, 'no fractions')}, in that order: '5d 3s'"
    for term in node.value.split(" ") if node.value else [""]:
        found = re.fullmatch(_INTERVAL_TERM, term)
        if found is None or found.group(2) not in order[at:]:
            raise error_at(node, f"{term!r} is not a term of an interval_day<{p}> literal", hint)
        at = order.index(found.group(2)) + 1
        value = int(found.group(1))
        if at == 1:
            msg.days = check_int(node, value, INT32, "is out of range for the days of an interval")
        elif at == 2:
            msg.seconds = check_int(node, value, INT32, "is out of range for the seconds of an interval")
        else:
            msg.subseconds = check_int(node, value, INT64, "is out of range for the subseconds of an interval")


def _build_decimal(lit: Literal, node: n.Lit, t: Type) -> None:
    if node.kind not in ("int", "float"):
        raise _wrong_lexeme(node, "decimal", "a decimal number")
    d = t.decimal
    lit.decimal.precision, lit.decimal.scale = d.precision, d.scale
    unscaled = _parse_decimal(node, str(node.value), d.scale)
    try:
        lit.decimal.value = unscaled.to_bytes(16, "little", signed=True)
    except OverflowError:
        raise error_at(node, f"{node.value} does not fit in a 128-bit decimal") from None


def _build_var_char(lit: Literal, node: n.Lit, t: Type) -> None:
    if node.kind != "string":
        raise _wrong_lexeme(node, "varchar", "a string")
    lit.var_char.value = node.value
    # The literal's length is unsigned, the type's is not.
    assert node.type is not None and node.type.params is not None  # a varchar type has its length
    lit.var_char.length = check_int(node.type.params[0], t.varchar.length, UINT32,
                                    "is out of range for the length of a varchar literal")


def _build_fixed_char(lit: Literal, node: n.Lit, t: Type) -> None:
    if node.kind != "string":
        raise _wrong_lexeme(node, "fixed_char", "a string")
    if len(node.value) != t.fixed_char.length:
        raise error_at(node, f"fixedchar<{t.fixed_char.length}> needs {t.fixed_char.length} characters, "
                           f"not {len(node.value)}")
    lit.fixed_char = node.value


def _build_fixed_binary(lit: Literal, node: n.Lit, t: Type) -> None:
    if node.kind != "bytes":
        raise _wrong_lexeme(node, "fixed_binary", "bytes like x'0aff'")
    if len(node.value) != t.fixed_binary.length:
        raise error_at(node, f"fixedbinary<{t.fixed_binary.length}> needs {t.fixed_binary.length} bytes, "
                           f"not {len(node.value)}")
    lit.fixed_binary = node.value


def _build_uuid(lit: Literal, node: n.Lit, t: Type) -> None:
    if node.kind != "string":
        raise _wrong_lexeme(node, "uuid", "a UUID string")
    import uuid  # here: its import is dear and few plans hold a UUID

    try:
        lit.uuid = uuid.UUID(node.value).bytes
    except ValueError:
        raise error_at(node, f"{node.value!r} is not a UUID") from None


def to_float(node: n.Lit, kind: str, typed: bool = False) -> float:
    """``node``'s number as an fp32 or fp64.  Infinity and NaN are spelled
    'inf', '-inf' and 'nan': a number too large for ``kind`` is an error, not
    infinity.  ``typed``: in a literal, where infinity reads 'inf':fp64."""
    if node.kind == "string" and (bits := non_finite_bits(node.value, "fp64")) is not None:
        return struct.unpack("<d", bits.to_bytes(8, "little"))[0]
    try:
        number = float(node.value)
        if kind == "fp32":
            struct.pack("<f", number)
    except OverflowError:  # an integer past fp64, a number past fp32
        number = math.inf
    except ValueError:
        raise error_at(node, f"{node.value!r} is not a number", "write a number, or 'inf', '-inf' or 'nan'") from None
    if not math.isfinite(number):
        infinity = ("'-inf'" if str(node.value).startswith("-") else "'inf'") + (f":{kind}" if typed else "")
        raise error_at(node, f"{node.value} does not fit in {kind}", f"write infinity as {infinity}")
    return number


def _parse_timestamp(node: n.Lit, precision: int) -> int:
    if node.kind == "int":
        return node.value
    if node.kind != "string":
        raise error_at(node, "a timestamp literal is written 'YYYY-MM-DDTHH:MM:SS.fff'")
    text = node.value.rstrip("Z")
    main, _, fraction = text.partition(".")
    try:
        stamp = dt.datetime.fromisoformat(main)
    except ValueError:
        raise error_at(node, f"{node.value!r} is not a timestamp", "write 'YYYY-MM-DDTHH:MM:SS.fff'") from None
    if stamp.tzinfo is not None:
        raise error_at(node, "timestamps are written in UTC without an offset")
    return _with_fraction(node, (stamp - _EPOCH) // dt.timedelta(seconds=1), fraction, precision)


def _parse_time(node: n.Lit, precision: int) -> int:
    if node.kind == "int":
        return node.value
    if node.kind != "string":
        raise error_at(node, "a time literal is written 'HH:MM:SS.fff'")
    main, _, fraction = node.value.partition(".")
    try:
        t = dt.time.fromisoformat(main)
    except ValueError:
        raise error_at(node, f"{node.value!r} is not a time of day", "write 'HH:MM:SS.fff'") from None
    return _with_fraction(node, t.hour * 3600 + t.minute * 60 + t.second, fraction, precision)


def _with_fraction(node: n.Lit, seconds: int, fraction: str, precision: int) -> int:
    if not fraction.isdigit() and fraction:
        raise error_at(node, f"bad fraction of a second in {node.value!r}")
    if len(fraction) > precision:
        raise error_at(node, f"{len(fraction)} fractional digits do not fit precision {precision}")
    # Past 19 more zeros nothing but 0 fits an i64: a precision in the billions
    # must not build a number with billions of digits.
    return (seconds * 10 ** len(fraction) + int(fraction or "0")) * 10 ** min(precision - len(fraction), 19)


def _parse_decimal(node: n.Lit, text: str, scale: int) -> int:
    if "e" in text.lower():
        raise error_at(node, "write decimals without an exponent")
    sign = -1 if text.startswith("-") else 1
    whole, _, fraction = text.lstrip("-").partition(".")
    if len(fraction) > scale:
        raise error_at(node, f"{text} has more than {scale} digits after the point")
    # Past 40 more zeros nothing but 0 fits 128 bits: a scale in the billions
    # must not build a number with billions of digits.
    return sign * int(whole + fraction) * 10 ** min(scale - len(fraction), 40)


class LiteralKind:
    """One case of ``Literal.literal_type``: the Type case its `:type` names,
    and how its short form is written and built (None: only ``literal(...)``)."""

    def __init__(self, type_kind: str | None, format: LiteralFormatter | None, build: LiteralBuilder | None) -> None:
        self.type_kind = type_kind
        self.format = format
        self.build = build


# Literal case -> its short form both ways: every case of ``literal_type``
# (tests/test_tables.py checks this against the descriptor).  ``null`` is
# built from the `null` lexeme, not from its type.
LITERAL_KINDS: Final[dict[str, LiteralKind]] = {
    "boolean": LiteralKind("bool", _format_boolean, _build_boolean),
    **{kind: LiteralKind(kind, _format_int(kind), _build_int(kind)) for kind in _INT_RANGES},
    **{kind: LiteralKind(kind, _format_float(kind), _build_float(kind)) for kind in ("fp32", "fp64")},
    "string": LiteralKind("string", _format_string, _build_string),
    "binary": LiteralKind("binary", _format_binary, _build_binary),
    "date": LiteralKind("date", _format_date, _build_date),
    "interval_year_to_month": LiteralKind(None, None, None),
    "interval_day_to_second": LiteralKind("interval_day", _format_interval_day, _build_interval_day),
    "interval_compound": LiteralKind(None, None, None),
    "fixed_char": LiteralKind("fixed_char", _format_fixed_char, _build_fixed_char),
    "var_char": LiteralKind("varchar", _format_var_char, _build_var_char),
    "fixed_binary": LiteralKind("fixed_binary", _format_fixed_binary, _build_fixed_binary),
    "decimal": LiteralKind("decimal", _format_decimal_literal, _build_decimal),
    "precision_time": LiteralKind("precision_time", _format_precision_time, _build_precision("precision_time")),
    **{kind: LiteralKind(kind, _format_precision_timestamp(kind), _build_precision(kind))
       for kind in ("precision_timestamp", "precision_timestamp_tz")},
    "struct": LiteralKind(None, None, None),
    "map": LiteralKind(None, None, None),
    "uuid": LiteralKind("uuid", _format_uuid, _build_uuid),
    "null": LiteralKind(None, _format_null, None),
    "list": LiteralKind(None, None, None),
    "empty_list": LiteralKind(None, None, None),
    "empty_map": LiteralKind(None, None, None),
    "user_defined": LiteralKind(None, None, None),
}
_CASE_OF_TYPE: Final = {k.type_kind: case for case, k in LITERAL_KINDS.items() if k.type_kind is not None}
