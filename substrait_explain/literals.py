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
import uuid

from substrait.proto import Expression, Type

from substrait_explain import nodes as n
from substrait_explain.errors import ParseError
from substrait_explain.types import INT32, INT64, UINT32, _escape, build_type, check_int, format_type, try_format_type

Literal = Expression.Literal
_EPOCH = dt.datetime(1970, 1, 1)
_EPOCH_DATE = dt.date(1970, 1, 1)
_INT_RANGES = {"i8": 8, "i16": 16, "i32": 32, "i64": 64}


def quote_string(text: str) -> str:
    return "'" + _escape(text, "'") + "'"


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
_NAN = re.compile(r"(-?)nan(?:\(0x([0-9a-f]+)\))?")
_MANTISSA = {"fp64": 52, "fp32": 23}
_EXPONENT = {"fp64": 11, "fp32": 8}


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
    m = _NAN.fullmatch(text)
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


def _suffix_type(lit: Literal, kind_type: Type) -> str:
    """The `:type` written after a literal value, with its nullability and variation."""
    msg = getattr(kind_type, kind_type.WhichOneof("kind"))
    msg.nullability = Type.NULLABILITY_NULLABLE if lit.nullable else Type.NULLABILITY_REQUIRED
    if lit.type_variation_reference:
        msg.type_variation_reference = lit.type_variation_reference
    return format_type(kind_type, None)


def _simple_type(kind: str, **fields) -> Type:
    t = Type()
    getattr(t, kind).SetInParent()
    for key, value in fields.items():
        setattr(getattr(t, kind), key, value)
    return t


def format_literal(lit: Literal, ext) -> str | None:
    kind = lit.WhichOneof("literal_type")
    plain = not lit.nullable and not lit.type_variation_reference

    def typed(value: str, kind_type: Type) -> str:
        return f"{value}:{_suffix_type(lit, kind_type)}"

    if kind == "boolean":
        text = "true" if lit.boolean else "false"
        return text if plain else typed(text, _simple_type("bool"))
    if kind in _INT_RANGES:
        value = getattr(lit, kind)
        bits = _INT_RANGES[kind]
        if not -(1 << (bits - 1)) <= value < (1 << (bits - 1)):
            return None  # an i8 or i16 holding more than it can: only the explicit form keeps it
        return str(value) if plain and kind == "i64" else typed(str(value), _simple_type(kind))
    if kind in ("fp64", "fp32"):
        value = getattr(lit, kind)
        text = (format_fp64 if kind == "fp64" else format_fp32)(value)
        if text is None:
            return typed(quote_string(non_finite_text(_float_bits(lit, kind), kind)), _simple_type(kind))
        return text if plain and kind == "fp64" else typed(text, _simple_type(kind))
    if kind == "string":
        text = quote_string(lit.string)
        return text if plain else typed(text, _simple_type("string"))
    if kind == "binary":
        text = f"x'{lit.binary.hex()}'"
        return text if plain else typed(text, _simple_type("binary"))
    if kind == "date":
        try:
            text = quote_string((_EPOCH_DATE + dt.timedelta(days=lit.date)).isoformat())
        except OverflowError:
            text = str(lit.date)
        return typed(text, _simple_type("date"))
    if kind in ("precision_timestamp", "precision_timestamp_tz"):
        msg = getattr(lit, kind)
        if not 0 <= msg.precision <= 12:
            return None
        return typed(_format_timestamp(msg.value, msg.precision), _simple_type(kind, precision=msg.precision))
    if kind == "precision_time":
        msg = lit.precision_time
        if not 0 <= msg.precision <= 12:
            return None
        return typed(_format_time(msg.value, msg.precision), _simple_type(kind, precision=msg.precision))
    if kind == "decimal":
        d = lit.decimal
        if len(d.value) != 16 or not 0 <= d.scale <= 38:
            return None
        return typed(_format_decimal(int.from_bytes(d.value, "little", signed=True), d.scale),
                     _simple_type("decimal", precision=d.precision, scale=d.scale))
    if kind == "var_char":
        if lit.var_char.length > INT32[1]:
            return None  # the literal's length is a uint32, the type's an int32: only the explicit form holds it
        return typed(quote_string(lit.var_char.value), _simple_type("varchar", length=lit.var_char.length))
    if kind == "fixed_char":
        return typed(quote_string(lit.fixed_char), _simple_type("fixed_char", length=len(lit.fixed_char)))
    if kind == "fixed_binary":
        return typed(f"x'{lit.fixed_binary.hex()}'", _simple_type("fixed_binary", length=len(lit.fixed_binary)))
    if kind == "uuid":
        if len(lit.uuid) != 16:
            return None
        return typed(quote_string(str(uuid.UUID(bytes=lit.uuid))), _simple_type("uuid"))
    if kind == "null":
        if lit.nullable or lit.type_variation_reference or lit.null.WhichOneof("kind") is None:
            return None
        text = try_format_type(lit.null, ext)
        return None if text is None else "null:" + text
    return None


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

def _error(node: n.Node, message: str, hint: str | None = None) -> ParseError:
    return ParseError(message, node.line, node.col, None, hint)


_DEFAULT_KIND = {"int": "i64", "float": "fp64", "string": "string", "bytes": "binary", "bool": "bool"}


def build_literal(node: n.Lit, ext) -> Literal:
    lit = Literal()
    if node.type is None:
        if node.kind == "null":
            raise _error(node, "a null literal needs its type", "write null:i64? (the type of the null)")
        kind = _DEFAULT_KIND[node.kind]
        _fill(lit, node, kind, Type())
        return lit
    t = build_type(node.type, ext)
    kind = t.WhichOneof("kind")
    if node.kind == "null":
        lit.null.CopyFrom(t)
        return lit
    type_msg = getattr(t, kind)
    nullability = getattr(type_msg, "nullability", None)
    if nullability == Type.NULLABILITY_UNSPECIFIED:
        raise _error(node.type, "a literal is nullable or not: write `?` or nothing, not `??`")
    lit.nullable = nullability == Type.NULLABILITY_NULLABLE
    lit.type_variation_reference = getattr(type_msg, "type_variation_reference", 0)
    _fill(lit, node, kind, t)
    return lit


def _fill(lit: Literal, node: n.Lit, kind: str, t: Type) -> None:
    value = node.value
    expects = None
    if kind == "bool":
        if node.kind != "bool":
            expects = "true or false"
        else:
            lit.boolean = value
    elif kind in _INT_RANGES:
        if node.kind != "int":
            expects = "an integer"
        else:
            bits = _INT_RANGES[kind]
            setattr(lit, kind, check_int(node, value, (-(1 << (bits - 1)), (1 << (bits - 1)) - 1),
                                         f"does not fit in {kind}"))
    elif kind in ("fp32", "fp64"):
        bits = non_finite_bits(value, kind) if node.kind == "string" else None
        if bits is not None:
            _set_float_bits(lit, kind, bits)
        elif node.kind in ("int", "float"):
            setattr(lit, kind, to_float(node, kind, typed=True))
        else:
            expects = "a number (or 'inf', '-inf', 'nan', '-nan', 'nan(0x...)' with a NaN's payload)"
    elif kind == "string":
        if node.kind != "string":
            expects = "a string"
        else:
            lit.string = value
    elif kind == "binary":
        if node.kind != "bytes":
            expects = "bytes like x'0aff'"
        else:
            lit.binary = value
    elif kind == "date":
        if node.kind == "int":
            lit.date = check_int(node, value, INT32, "does not fit in date")
        elif node.kind == "string":
            try:
                lit.date = (dt.date.fromisoformat(value) - _EPOCH_DATE).days
            except ValueError:
                raise _error(node, f"{value!r} is not a date", "write dates as 'YYYY-MM-DD'")
        else:
            expects = "a date like '2023-01-01'"
    elif kind in ("precision_timestamp", "precision_timestamp_tz", "precision_time"):
        msg = getattr(lit, kind)
        p = msg.precision = getattr(t, kind).precision
        stored = (_parse_time if kind == "precision_time" else _parse_timestamp)(node, p)
        if node.kind == "int":
            msg.value = check_int(node, stored, INT64, f"does not fit in {kind}<{p}>")
        else:
            msg.value = check_int(node, stored, INT64, f"does not fit in {kind}<{p}>",
                                  f"lower the precision: the value counts units of 10^-{p} s in an i64",
                                  repr(value))
    elif kind == "decimal":
        if node.kind not in ("int", "float"):
            expects = "a decimal number"
        else:
            d = t.decimal
            lit.decimal.precision, lit.decimal.scale = d.precision, d.scale
            unscaled = _parse_decimal(node, str(value), d.scale)
            try:
                lit.decimal.value = unscaled.to_bytes(16, "little", signed=True)
            except OverflowError:
                raise _error(node, f"{value} does not fit in a 128-bit decimal")
    elif kind == "varchar":
        if node.kind != "string":
            expects = "a string"
        else:
            lit.var_char.value = value
            # The literal's length is unsigned, the type's is not.
            lit.var_char.length = check_int(node.type.params[0], t.varchar.length, UINT32,
                                            "is out of range for the length of a varchar literal")
    elif kind == "fixed_char":
        if node.kind != "string":
            expects = "a string"
        elif len(value) != t.fixed_char.length:
            raise _error(node, f"fixedchar<{t.fixed_char.length}> needs {t.fixed_char.length} characters, "
                               f"not {len(value)}")
        else:
            lit.fixed_char = value
    elif kind == "fixed_binary":
        if node.kind != "bytes":
            expects = "bytes like x'0aff'"
        elif len(value) != t.fixed_binary.length:
            raise _error(node, f"fixedbinary<{t.fixed_binary.length}> needs {t.fixed_binary.length} bytes, "
                               f"not {len(value)}")
        else:
            lit.fixed_binary = value
    elif kind == "uuid":
        if node.kind != "string":
            expects = "a UUID string"
        else:
            try:
                lit.uuid = uuid.UUID(value).bytes
            except ValueError:
                raise _error(node, f"{value!r} is not a UUID")
    else:
        raise _error(node, f"no short literal form for type {kind}",
                     "write it as literal(...) with its fields")
    if expects is not None:
        article = "an" if kind.startswith(("i", "fp", "a", "e", "o")) else "a"  # an i32, an fp64, an interval
        raise _error(node, f"{article} {kind} literal needs {expects}")


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
        raise _error(node, f"{node.value!r} is not a number", "write a number, or 'inf', '-inf' or 'nan'") from None
    if not math.isfinite(number):
        infinity = ("'-inf'" if str(node.value).startswith("-") else "'inf'") + (f":{kind}" if typed else "")
        raise _error(node, f"{node.value} does not fit in {kind}", f"write infinity as {infinity}")
    return number


def _parse_timestamp(node: n.Lit, precision: int) -> int:
    if node.kind == "int":
        return node.value
    if node.kind != "string":
        raise _error(node, "a timestamp literal is written 'YYYY-MM-DDTHH:MM:SS.fff'")
    text = node.value.rstrip("Z")
    main, _, fraction = text.partition(".")
    try:
        stamp = dt.datetime.fromisoformat(main)
    except ValueError:
        raise _error(node, f"{node.value!r} is not a timestamp", "write 'YYYY-MM-DDTHH:MM:SS.fff'")
    if stamp.tzinfo is not None:
        raise _error(node, "timestamps are written in UTC without an offset")
    return _with_fraction(node, (stamp - _EPOCH) // dt.timedelta(seconds=1), fraction, precision)


def _parse_time(node: n.Lit, precision: int) -> int:
    if node.kind == "int":
        return node.value
    if node.kind != "string":
        raise _error(node, "a time literal is written 'HH:MM:SS.fff'")
    main, _, fraction = node.value.partition(".")
    try:
        t = dt.time.fromisoformat(main)
    except ValueError:
        raise _error(node, f"{node.value!r} is not a time of day", "write 'HH:MM:SS.fff'")
    return _with_fraction(node, t.hour * 3600 + t.minute * 60 + t.second, fraction, precision)


def _with_fraction(node: n.Lit, seconds: int, fraction: str, precision: int) -> int:
    if not fraction.isdigit() and fraction:
        raise _error(node, f"bad fraction of a second in {node.value!r}")
    if len(fraction) > precision:
        raise _error(node, f"{len(fraction)} fractional digits do not fit precision {precision}")
    # Past 19 more zeros nothing but 0 fits an i64: a precision in the billions
    # must not build a number with billions of digits.
    return (seconds * 10 ** len(fraction) + int(fraction or "0")) * 10 ** min(precision - len(fraction), 19)


def _parse_decimal(node: n.Lit, text: str, scale: int) -> int:
    if "e" in text.lower():
        raise _error(node, "write decimals without an exponent")
    sign = -1 if text.startswith("-") else 1
    whole, _, fraction = text.lstrip("-").partition(".")
    if len(fraction) > scale:
        raise _error(node, f"{text} has more than {scale} digits after the point")
    # Past 40 more zeros nothing but 0 fits 128 bits: a scale in the billions
    # must not build a number with billions of digits.
    return sign * int(whole + fraction) * 10 ** min(scale - len(fraction), 40)
