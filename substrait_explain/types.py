"""Substrait types as text, both ways.

The syntax is the official Substrait one (`i64?`, `decimal?<10,2>`,
`list<i64>`, `u!point`) with this format's suffixes: `#anchor` and `@urn`
for user-defined types, `^variation` for a type variation and `??` for an
unspecified nullability.  Type names are matched case-insensitively.
"""

from __future__ import annotations

import functools
import re

from substrait.proto import Type

from substrait_explain import nodes as n
from substrait_explain.errors import ParseError

REQUIRED = Type.NULLABILITY_REQUIRED
NULLABLE = Type.NULLABILITY_NULLABLE
UNSPECIFIED = Type.NULLABILITY_UNSPECIFIED
_NULLABILITY_TEXT = {REQUIRED: "", NULLABLE: "?", UNSPECIFIED: "??"}
_NULLABILITY_OF = {"required": REQUIRED, "nullable": NULLABLE, "unspecified": UNSPECIFIED}

# Type kind (the Type oneof case) -> text name, for kinds with no parameters.
SIMPLE = {
    "bool": "boolean", "i8": "i8", "i16": "i16", "i32": "i32", "i64": "i64", "fp32": "fp32",
    "fp64": "fp64", "string": "string", "binary": "binary", "date": "date",
    "interval_year": "interval_year", "uuid": "uuid",
}
# Kinds with integer parameters: text name and the fields the parameters fill.
PARAMETERIZED = {
    "fixed_char": ("fixedchar", ("length",)),
    "varchar": ("varchar", ("length",)),
    "fixed_binary": ("fixedbinary", ("length",)),
    "decimal": ("decimal", ("precision", "scale")),
    "interval_day": ("interval_day", ("precision",)),
    "interval_compound": ("interval_compound", ("precision",)),
    "precision_time": ("precision_time", ("precision",)),
    "precision_timestamp": ("precision_timestamp", ("precision",)),
    "precision_timestamp_tz": ("precision_timestamp_tz", ("precision",)),
}
# Text names, lower-cased, to kinds.  The official short names are accepted;
# `timestamp`, `timestamp_tz` and `time` (removed from Substrait) read as
# their microsecond precision_* successors.
_KIND_OF = {text: kind for kind, text in SIMPLE.items()}
_KIND_OF.update({text: kind for kind, (text, _) in PARAMETERIZED.items()})
_KIND_OF.update({
    "bool": "bool", "str": "string", "vbin": "binary", "iyear": "interval_year", "iday": "interval_day",
    "dec": "decimal", "fchar": "fixed_char", "vchar": "varchar", "fbin": "fixed_binary",
    "pts": "precision_timestamp", "ptstz": "precision_timestamp_tz",
    "struct": "struct", "list": "list", "map": "map", "func": "func", "unbound": "unbound",
    "alias": "alias", "nstruct": "struct",
})
_MICROSECOND_SUCCESSORS = {"timestamp": "precision_timestamp", "ts": "precision_timestamp",
                           "timestamp_tz": "precision_timestamp_tz", "tstz": "precision_timestamp_tz",
                           "time": "precision_time"}
TYPE_NAMES = sorted(set(_KIND_OF) | set(_MICROSECOND_SUCCESSORS))


def _suffix(msg, nullability: bool = True) -> str:
    variation = getattr(msg, "type_variation_reference", 0)
    text = f"^{variation}" if variation else ""
    return text + (_NULLABILITY_TEXT.get(msg.nullability, f"?{msg.nullability}") if nullability else "")


def format_type(t: Type, ext, names: list[str] | None = None) -> str:
    """``t`` as text.  ``names`` (a schema's remaining names, consumed in
    depth-first order) makes nested structs print as ``nstruct<a i64>``."""
    kind = t.WhichOneof("kind")
    if kind is None:
        raise ValueError("a Type with no kind set cannot be written")
    msg = getattr(t, kind)
    if kind in SIMPLE:
        return SIMPLE[kind] + _suffix(msg)
    if kind in PARAMETERIZED:
        text, fields = PARAMETERIZED[kind]
        if kind == "interval_day" and not msg.HasField("precision"):
            return text + _suffix(msg)
        return f"{text}{_suffix(msg)}<{','.join(str(getattr(msg, f)) for f in fields)}>"
    if kind == "struct":
        if names is not None:
            fields = []
            for field_type in msg.types:
                name = names.pop(0)
                fields.append(f"{quote_name(name)}: {format_type(field_type, ext, names)}")
            return f"nstruct{_suffix(msg)}<{', '.join(fields)}>"
        return f"struct{_suffix(msg)}<{', '.join(format_type(x, ext) for x in msg.types)}>"
    if kind == "list":
        return f"list{_suffix(msg)}<{format_type(msg.type, ext)}>"
    if kind == "map":
        return f"map{_suffix(msg)}<{format_type(msg.key, ext)}, {format_type(msg.value, ext)}>"
    if kind == "func":
        params = ", ".join(format_type(x, ext) for x in msg.parameter_types)
        return f"func{_suffix(msg)}<({params}) -> {format_type(msg.return_type, ext)}>"
    if kind == "unbound":
        return "unbound"
    if kind == "alias":
        return f"alias#{msg.type_alias_reference}{_suffix(msg)}"
    # user_defined
    name, anchor_needed = ext.type_name(msg.type_reference)
    text = f"u!{quote_name(name)}" + (f"#{msg.type_reference}" if anchor_needed else "") + _suffix(msg)
    if msg.type_parameters:
        text += "<" + ", ".join(_format_parameter(p, ext) for p in msg.type_parameters) + ">"
    return text


def _format_parameter(p: Type.Parameter, ext) -> str:
    from substrait_explain.literals import quote_string

    which = p.WhichOneof("parameter")
    if which == "data_type":
        return format_type(p.data_type, ext)
    if which == "boolean":
        return "true" if p.boolean else "false"
    if which == "integer":
        return str(p.integer)
    if which == "enum":
        if not is_word(p.enum):
            raise ValueError("`&` takes an identifier: the explicit form quotes any other enum value")
        return f"&{p.enum}"
    if which == "string":
        return quote_string(p.string)
    if which == "null":
        return "null"
    raise ValueError("a user-defined type parameter with nothing set cannot be written")


def try_format_type(t: Type, ext, names: list[str] | None = None) -> str | None:
    """``t`` as text, or None when the type syntax cannot say it (a kind or
    parameter left unset); the caller then writes the explicit form."""
    try:
        return format_type(t, ext, list(names) if names is not None else None)
    except ValueError:
        return None


def count_names(t: Type) -> int:
    """How many schema names a column of type ``t`` takes (itself included)."""
    if t.WhichOneof("kind") == "struct":
        return 1 + sum(count_names(x) for x in t.struct.types)
    return 1


# ---- text to proto ----------------------------------------------------------

def _error(node: n.Node, message: str, hint: str | None = None) -> ParseError:
    return ParseError(message, node.line, node.col, None, hint)


# The ranges of protobuf's integer field types.  The checks below live here
# because every builder module imports this one.
INT32 = (-(1 << 31), (1 << 31) - 1)
UINT32 = (0, (1 << 32) - 1)
INT64 = (-(1 << 63), (1 << 63) - 1)
UINT64 = (0, (1 << 64) - 1)
INDEX = (0, INT32[1])  # `$N` and emits: an int32 the text writes without a sign


def check_int(node: n.Node, value: int, bounds: tuple[int, int], problem: str, hint: str | None = None,
              shown: str | None = None) -> int:
    """``value`` if it lies within ``bounds``.  Protobuf rejects an integer out
    of its field's range with a bare ValueError, so every integer from the text
    passes here first.  ``problem`` follows the number in the message: "is out
    of range for a field reference", "does not fit in i8"; ``shown`` is the
    text written, when ``value`` was computed from it."""
    low, high = bounds
    if not low <= value <= high:
        raise _error(node, f"{value if shown is None else shown} {problem} ({low} to {high})", hint)
    return value


def build_type(node: n.TypeNode, ext, names: list[str] | None = None) -> Type:
    """The Type ``node`` means.  With ``names``, field names of ``nstruct``
    are appended to it in depth-first order (for a schema)."""
    t = Type()
    lower = node.name.lower()
    known = (lower in _KIND_OF or lower in _MICROSECOND_SUCCESSORS) and not node.quoted
    if node.udt or not known and (node.anchor is not None or node.urn is not None or ext.has_type(node.name)):
        return _build_user_defined(node, ext, t)
    if not known:
        from substrait_explain.suggest import did_you_mean
        raise _error(node, f"unknown type {node.name!r}",
                     did_you_mean(lower, TYPE_NAMES + ext.type_names()) or
                     "declare user-defined types under 'Types:' in '=== Extensions' and write them u!name")
    if (node.anchor is not None and lower != "alias") or node.urn is not None:
        raise _error(node, f"{node.name} is a built-in type: only user-defined types take #anchor and @urn",
                     f"for a user-defined type named {node.name}, write u!{node.name}")
    nullability = _NULLABILITY_OF[node.nullability]
    if lower in _MICROSECOND_SUCCESSORS:
        if node.params is not None:
            raise _error(node, f"{node.name} takes no parameters", f"write {_MICROSECOND_SUCCESSORS[lower]}<P>")
        msg = getattr(t, _MICROSECOND_SUCCESSORS[lower])
        msg.precision = 6
    else:
        kind = _KIND_OF[lower]
        msg = getattr(t, kind)
        if kind in SIMPLE or kind == "unbound":
            if node.params is not None:
                raise _error(node, f"type {node.name} takes no parameters")
        elif kind in PARAMETERIZED:
            _fill_integers(node, msg, PARAMETERIZED[kind][1], optional=(kind == "interval_day"))
        elif kind == "struct":
            # add().CopyFrom, not append: upb's append copies through the wire
            # format, which stops at 100 nested messages.
            for param in _params(node, None):
                if isinstance(param, n.NamedType):
                    if names is None:
                        raise _error(param, "named struct fields are only allowed in a schema",
                                     "write struct<i64, string> here")
                    names.append(param.name)
                    msg.types.add().CopyFrom(build_type(param.type, ext, names))
                else:
                    msg.types.add().CopyFrom(build_type(_as_type(param), ext, names))
        elif kind == "list":
            (element,) = _params(node, 1)
            msg.type.CopyFrom(build_type(_as_type(element), ext))
        elif kind == "map":
            key, value = _params(node, 2)
            msg.key.CopyFrom(build_type(_as_type(key), ext))
            msg.value.CopyFrom(build_type(_as_type(value), ext))
        elif kind == "func":
            (param,) = _params(node, 1)
            if not isinstance(param, n.FuncTypeParam):
                raise _error(param, "func types read func<(arg types) -> result type>")
            for p in param.params:
                msg.parameter_types.add().CopyFrom(build_type(_as_type(p), ext))
            msg.return_type.CopyFrom(build_type(_as_type(param.result), ext))
        elif kind == "alias":
            if node.anchor is None:
                raise _error(node, "a type alias needs its anchor: alias#N")
            msg.type_alias_reference = check_int(node, node.anchor, UINT32, "is out of range for a type alias anchor")
    msg.SetInParent()
    if node.variation is not None:
        if "type_variation_reference" not in msg.DESCRIPTOR.fields_by_name:
            raise _error(node, f"type {node.name} cannot have a type variation")
        msg.type_variation_reference = _variation(node)
    if "nullability" in msg.DESCRIPTOR.fields_by_name:
        msg.nullability = nullability
    elif node.nullability != "required":
        raise _error(node, f"type {node.name} has no nullability")
    return t


def _build_user_defined(node: n.TypeNode, ext, t: Type) -> Type:
    msg = t.user_defined
    msg.type_reference = ext.resolve_type(node)
    msg.nullability = _NULLABILITY_OF[node.nullability]
    if node.variation is not None:
        msg.type_variation_reference = _variation(node)
    for param in node.params or []:
        p = msg.type_parameters.add()
        if isinstance(param, n.TypeNode):
            p.data_type.CopyFrom(build_type(param, ext))
        elif isinstance(param, n.Enum):
            p.enum = str(param.name)
        elif isinstance(param, n.Lit) and param.kind == "int":
            p.integer = check_int(param, param.value, INT64, "is out of range for a type parameter")
        elif isinstance(param, n.Lit) and param.kind == "string":
            p.string = param.value
        elif isinstance(param, n.Lit) and param.kind == "bool":
            p.boolean = param.value
        elif isinstance(param, n.Lit) and param.kind == "null":
            p.null.SetInParent()
        else:
            raise _error(param, "a user-defined type parameter is a type, integer, string, "
                                "true/false, null or &enum")
    return t


def _variation(node: n.TypeNode) -> int:
    return check_int(node, node.variation, UINT32, "is out of range for a type variation anchor")


def _params(node: n.TypeNode, count: int | None) -> list:
    params = node.params or []
    if count is not None and len(params) != count:
        raise _error(node, f"type {node.name} takes {count} type parameter{'s' if count > 1 else ''}, "
                           f"not {len(params)}")
    if node.params is None and count is None:
        raise _error(node, f"type {node.name} needs its field types: {node.name}<...>")
    return params


def _as_type(node: n.Node) -> n.TypeNode:
    if not isinstance(node, n.TypeNode):
        raise _error(node, "a type is expected here")
    return node


def _fill_integers(node: n.TypeNode, msg, fields: tuple[str, ...], optional: bool = False) -> None:
    params = node.params
    if params is None and optional:
        return
    if params is None or len(params) != len(fields):
        shown = ",".join(f.upper() for f in fields)
        raise _error(node, f"type {node.name} takes {len(fields)} integer parameter"
                           f"{'s' if len(fields) > 1 else ''}", f"write {node.name.lower()}<{shown}>")
    for field, param in zip(fields, params):
        if not (isinstance(param, n.Lit) and param.kind == "int"):
            raise _error(param, f"the {field} of {node.name} must be an integer")
        setattr(msg, field, check_int(param, param.value, INT32, f"is out of range for the {field} of {node.name}"))


def is_word(text: str) -> bool:
    """Whether ``text`` reads back as one identifier (`true`, `false` and `null` do not)."""
    return _IDENTIFIER.fullmatch(text) is not None and text not in _KEYWORDS


@functools.lru_cache(maxsize=4096)
def quote_name(name: str) -> str:
    """A name as written: bare when it is an identifier, else double-quoted."""
    if is_word(name):
        return name
    return '"' + _escape(name, '"') + '"'


_KEYWORDS = {"true", "false", "null"}
_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def _escape(text: str, quote: str) -> str:
    out = []
    for c in text:
        if c == "\\":
            out.append("\\\\")
        elif c == quote:
            out.append("\\" + quote)
        elif c == "\n":
            out.append("\\n")
        elif c == "\r":
            out.append("\\r")
        elif c == "\t":
            out.append("\\t")
        elif ord(c) < 0x20 or ord(c) == 0x7F or 0xD800 <= ord(c) <= 0xDFFF or ord(c) in (0x2028, 0x2029, 0x85):
            out.append(f"\\u{ord(c):04x}")
        else:
            out.append(c)
    return "".join(out)
