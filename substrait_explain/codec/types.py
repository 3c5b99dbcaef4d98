"""Substrait types as text, both ways.

The syntax is the official Substrait one (`i64?`, `decimal?<10,2>`,
`list<i64>`, `u!point`) with this format's suffixes: `#anchor` and `@urn`
for user-defined types, `^variation` for a type variation and `??` for an
unspecified nullability.  Type names are matched case-insensitively.
"""

from __future__ import annotations

from collections.abc import Callable, MutableSequence
from typing import TYPE_CHECKING, Any, Final

from substrait.proto import Type

from substrait_explain.base.errors import INT32, INT64, UINT32, check_int, error_at
from substrait_explain.base.suggest import did_you_mean
from substrait_explain.codec.memo import Memo
from substrait_explain.generated.messages import has, which
from substrait_explain.text import nodes as n
from substrait_explain.text.lexical import is_identifier, quote_name, quote_string

if TYPE_CHECKING:
    from substrait_explain.codec.extensions import Extensions

# The message of one Type case (Type.Struct, Type.I64, ...) to text; the
# schema's names, when given, are consumed by nested structs.
Formatter = Callable[[Any, "Extensions | None", "list[str] | None"], str]
# The names a schema's struct types append their fields' names to: a list, or the
# repeated field of the NamedStruct being built.
Names = MutableSequence[str] | None
# A TypeNode into the message of its Type case.
Builder = Callable[[n.TypeNode, Any, "Extensions", Names], None]
Filler = Builder

REQUIRED: Final = Type.NULLABILITY_REQUIRED
NULLABLE: Final = Type.NULLABILITY_NULLABLE
UNSPECIFIED: Final = Type.NULLABILITY_UNSPECIFIED
_NULLABILITY_TEXT: Final = {REQUIRED: "", NULLABLE: "?", UNSPECIFIED: "??"}
_NULLABILITY_OF: Final = {"required": REQUIRED, "nullable": NULLABLE, "unspecified": UNSPECIFIED}

# Type kind (the Type oneof case) -> text name, for kinds with no parameters.
SIMPLE: Final = {
    "bool": "boolean", "i8": "i8", "i16": "i16", "i32": "i32", "i64": "i64", "fp32": "fp32",
    "fp64": "fp64", "string": "string", "binary": "binary", "date": "date",
    "interval_year": "interval_year", "uuid": "uuid",
}
# Kinds with integer parameters: text name and the fields the parameters fill.
PARAMETERIZED: Final = {
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
_KIND_OF: Final = {text: kind for kind, text in SIMPLE.items()}
_KIND_OF.update({text: kind for kind, (text, _) in PARAMETERIZED.items()})
_KIND_OF.update({
    "bool": "bool", "str": "string", "vbin": "binary", "iyear": "interval_year", "iday": "interval_day",
    "dec": "decimal", "fchar": "fixed_char", "vchar": "varchar", "fbin": "fixed_binary",
    "pts": "precision_timestamp", "ptstz": "precision_timestamp_tz",
    # the Rust substrait-explain's names
    "precisiontime": "precision_time", "precisiontimestamp": "precision_timestamp",
    "precisiontimestamptz": "precision_timestamp_tz",
    "struct": "struct", "list": "list", "map": "map", "func": "func", "unbound": "unbound",
    "alias": "alias", "nstruct": "struct",
})
_MICROSECOND_SUCCESSORS: Final = {"timestamp": "precision_timestamp", "ts": "precision_timestamp",
                           "timestamp_tz": "precision_timestamp_tz", "tstz": "precision_timestamp_tz",
                           "time": "precision_time"}
TYPE_NAMES: Final = sorted(set(_KIND_OF) | set(_MICROSECOND_SUCCESSORS))


def _suffix(msg: Any, nullability: bool = True) -> str:
    variation = getattr(msg, "type_variation_reference", 0)
    text = f"^{variation}" if variation else ""
    if not nullability:
        return text
    said = _NULLABILITY_TEXT.get(msg.nullability)
    if said is None:  # a number the enum does not name: the explicit form says it
        raise ValueError(f"nullability {msg.nullability} has no suffix")
    return text + said


def builtin_type_text(kind: str, nullable: bool, variation: int = 0, params: tuple[int, ...] = ()) -> str:
    """The text of a built-in type of ``kind`` (a Type case) that is nullable or
    not, as the type of a literal: what :func:`format_type` writes for it."""
    text = SIMPLE.get(kind) or PARAMETERIZED[kind][0]
    text += (f"^{variation}" if variation else "") + ("?" if nullable else "")
    return f"{text}<{','.join(map(str, params))}>" if params else text


def format_type(t: Type, ext: Extensions | None, names: list[str] | None = None) -> str:
    """``t`` as text.  ``names`` (a schema's remaining names, consumed in
    depth-first order) makes nested structs print as ``nstruct<a i64>``."""
    kind = which(t, "kind")
    if kind is None:
        raise ValueError("a Type with no kind set cannot be written")
    return TYPE_KINDS[kind].format(getattr(t, kind), ext, names)


def _format_simple(text: str) -> Formatter:
    return lambda msg, ext, names: text + _suffix(msg)


def _format_parameterized(text: str, fields: tuple[str, ...], optional: bool) -> Formatter:
    def format_(msg: Any, ext: Extensions | None, names: list[str] | None) -> str:
        if optional and not has(msg, fields[0]):
            return text + _suffix(msg)
        return f"{text}{_suffix(msg)}<{','.join(str(getattr(msg, f)) for f in fields)}>"
    return format_


def _format_struct(msg: Type.Struct, ext: Extensions | None, names: list[str] | None) -> str:
    if names is not None:
        fields = []
        for field_type in msg.types:
            name = names.pop(0)
            fields.append(f"{quote_name(name)}: {format_type(field_type, ext, names)}")
        return f"nstruct{_suffix(msg)}<{', '.join(fields)}>"
    return f"struct{_suffix(msg)}<{', '.join(format_type(x, ext) for x in msg.types)}>"


def _format_list(msg: Type.List, ext: Extensions | None, names: list[str] | None) -> str:
    return f"list{_suffix(msg)}<{format_type(msg.type, ext)}>"


def _format_map(msg: Type.Map, ext: Extensions | None, names: list[str] | None) -> str:
    return f"map{_suffix(msg)}<{format_type(msg.key, ext)}, {format_type(msg.value, ext)}>"


def _format_func(msg: Any, ext: Extensions | None, names: list[str] | None) -> str:
    params = ", ".join(format_type(x, ext) for x in msg.parameter_types)
    return f"func{_suffix(msg)}<({params}) -> {format_type(msg.return_type, ext)}>"


def _format_alias(msg: Any, ext: Extensions | None, names: list[str] | None) -> str:
    return f"alias#{msg.type_alias_reference}{_suffix(msg)}"


class NeedsPlan(ValueError):
    """A type's text depends on the plan's extensions: it names a user-defined type."""


def _format_user_defined(msg: Type.UserDefined, ext: Extensions | None, names: list[str] | None) -> str:
    if ext is None:
        raise NeedsPlan("a user-defined type needs the plan's extensions")
    name, anchor_needed = ext.type_name(msg.type_reference)
    text = f"u!{quote_name(name)}" + (f"#{msg.type_reference}" if anchor_needed else "") + _suffix(msg)
    if msg.type_parameters:
        text += "<" + ", ".join(_format_parameter(p, ext) for p in msg.type_parameters) + ">"
    return text


def _format_parameter(p: Type.Parameter, ext: Extensions | None) -> str:
    case = which(p, "parameter")
    if case == "data_type":
        return format_type(p.data_type, ext)
    if case == "boolean":
        return "true" if p.boolean else "false"
    if case == "integer":
        return str(p.integer)
    if case == "enum":
        if not is_identifier(p.enum):
            raise ValueError("`&` takes an identifier: the explicit form quotes any other enum value")
        return f"&{p.enum}"
    if case == "string":
        return quote_string(p.string)
    if case == "null":
        return "null"
    raise ValueError("a user-defined type parameter with nothing set cannot be written")


def try_format_type(t: Type, ext: Extensions | None, names: list[str] | None = None) -> str | None:
    """``t`` as text, or None when the type syntax cannot say it (a kind or
    parameter left unset); the caller then writes the explicit form."""
    try:
        return format_type(t, ext, list(names) if names is not None else None)
    except NeedsPlan:
        raise  # without the plan's extensions: the caller asks again with them
    except ValueError:
        return None


_PLAIN_TYPES: Final[Memo[str | None]] = Memo(4096)


def memo_type_text(t: Type, key: bytes, ext: Extensions | None) -> str:
    """The short form of type ``t`` (whose bytes are ``key``) in a plan of extensions ``ext``;
    '' when the type syntax cannot say it.  A type that names no user-defined type means the
    same in every plan: its text is kept (by its bytes) for the rest of the process.  Raises
    NeedsPlan for a user-defined type when ``ext`` is None."""
    text = _PLAIN_TYPES.get(key, t, _plain_type_text)
    if text is None:  # it names a user-defined type of the plan
        text = try_format_type(t, ext) or ""
    return text


def _plain_type_text(t: Any) -> str | None:
    try:
        return format_type(t, None)
    except NeedsPlan:
        return None
    except ValueError:
        return ""


def count_names(t: Type) -> int:
    """How many schema names a column of type ``t`` takes (itself included)."""
    count, stack = 0, [t]  # iterative: this module is compiled (benchmarks/README.md, on recursion)
    while stack:
        t = stack.pop()
        count += 1
        if which(t, "kind") == "struct":
            stack.extend(t.struct.types)
    return count


# ---- text to proto ----------------------------------------------------------


def build_type(node: n.TypeNode, ext: Extensions, names: Names = None) -> Type:
    """The Type ``node`` means.  With ``names``, field names of ``nstruct``
    are appended to it in depth-first order (for a schema)."""
    t = Type()
    kind = _kind_of(node, ext)
    TYPE_KINDS[kind].build(node, getattr(t, kind), ext, names)
    return t


def is_builtin(node: n.TypeNode) -> bool:
    """Whether ``node`` names a built-in type (whatever its parameters), one that means the
    same in every plan: no user-defined type, nor an alias the plan's extensions resolve."""
    lower = node.name.lower()
    return not (node.udt or node.quoted or node.anchor is not None or node.urn is not None or lower == "alias") \
        and (lower in _KIND_OF or lower in _MICROSECOND_SUCCESSORS)


def _unknown_type_hint(node: n.TypeNode, ext: Extensions) -> str:
    udt = "declare user-defined types under 'Types:' in '=== Extensions' and write them u!name"
    if node.quoted and node.name.lower() in _KIND_OF:
        return f"a built-in type is written bare: {node.name} (a quoted name is a user-defined type's)"
    if node.quoted:  # (in an argument, a string written in double quotes reads as a type)
        return f"a string is written in single quotes: {quote_string(node.name)}; {udt}"
    other = _OTHER_NAMES.get(node.name.lower())
    if other is not None:
        return f"Substrait calls it {other}: write {other}"
    if node.name.lower() in ("float", "real"):
        return f"write fp32 (32 bits) or fp64 (64 bits): {node.name} is either, by language"
    return did_you_mean(node.name.lower(), TYPE_NAMES + ext.type_names()) or udt


# Other languages' names of built-in types (SQL's, Arrow's, Python's), unambiguous ones (not
# float nor real: 32 bits in some, 64 in others).
_OTHER_NAMES: Final = {
    "int": "i32", "integer": "i32", "int4": "i32", "int32": "i32", "bigint": "i64", "int64": "i64", "long": "i64",
    "smallint": "i16", "int16": "i16", "tinyint": "i8", "float4": "fp32",
    "float32": "fp32", "double": "fp64", "float8": "fp64", "float64": "fp64", "bool": "boolean", "text": "string",
    "str": "string", "utf8": "string", "numeric": "decimal<P,S>", "bytea": "binary", "blob": "binary",
    "bytes": "binary", "datetime": "timestamp",
}


def _kind_of(node: n.TypeNode, ext: Extensions) -> str:
    """The Type case ``node`` names; user-defined when it is no built-in type."""
    lower = node.name.lower()
    known = (lower in _KIND_OF or lower in _MICROSECOND_SUCCESSORS) and not node.quoted
    if node.udt or not known and (node.anchor is not None or node.urn is not None or ext.has_type(node.name)):
        return "user_defined"
    if not known:
        raise error_at(node, f"unknown type {node.name!r}", _unknown_type_hint(node, ext))
    if (node.anchor is not None and lower != "alias") or node.urn is not None:
        raise error_at(node, f"{node.name} is a built-in type: only user-defined types take #anchor and @urn",
                       f"for a user-defined type named {node.name}, write u!{node.name}")
    return _MICROSECOND_SUCCESSORS.get(lower) or _KIND_OF[lower]


def _builtin(fill: Filler) -> Builder:
    """A built-in kind's builder: ``fill`` sets its parameters, then come the
    variation and the nullability every built-in kind shares."""
    def build(node: n.TypeNode, msg: Any, ext: Extensions, names: Names) -> None:
        fill(node, msg, ext, names)
        msg.SetInParent()
        if node.variation is not None:
            if "type_variation_reference" not in msg.DESCRIPTOR.fields_by_name:
                raise error_at(node, f"type {node.name} cannot have a type variation")
            msg.type_variation_reference = _variation(node)
        if "nullability" in msg.DESCRIPTOR.fields_by_name:
            msg.nullability = _NULLABILITY_OF[node.nullability]
        elif node.nullability != "required":
            raise error_at(node, f"type {node.name} has no nullability")
    return build


def _fill_none(node: n.TypeNode, msg: Any, ext: Extensions, names: Names) -> None:
    if node.params is not None:
        raise error_at(node, f"type {node.name} takes no parameters")


def _fill_parameterized(fields: tuple[str, ...], optional: bool) -> Filler:
    def fill(node: n.TypeNode, msg: Any, ext: Extensions, names: Names) -> None:
        lower = node.name.lower()
        if lower in _MICROSECOND_SUCCESSORS:
            if node.params is not None:
                raise error_at(node, f"{node.name} takes no parameters", f"write {_MICROSECOND_SUCCESSORS[lower]}<P>")
            msg.precision = 6
            return
        _fill_integers(node, msg, fields, optional)
    return fill


def _fill_struct(node: n.TypeNode, msg: Type.Struct, ext: Extensions, names: Names) -> None:
    # add().CopyFrom, not append: upb's append copies through the wire
    # format, which stops at 100 nested messages.
    for param in _params(node, None):
        if isinstance(param, n.NamedType):
            if names is None:
                raise error_at(param, "named struct fields are only allowed in a schema",
                               "write struct<i64, string> here")
            names.append(param.name)
            msg.types.add().CopyFrom(build_type(param.type, ext, names))
        else:
            msg.types.add().CopyFrom(build_type(_as_type(param), ext, names))


def _fill_list(node: n.TypeNode, msg: Type.List, ext: Extensions, names: Names) -> None:
    (element,) = _params(node, 1)
    msg.type.CopyFrom(build_type(_as_type(element), ext))


def _fill_map(node: n.TypeNode, msg: Type.Map, ext: Extensions, names: Names) -> None:
    key, value = _params(node, 2)
    msg.key.CopyFrom(build_type(_as_type(key), ext))
    msg.value.CopyFrom(build_type(_as_type(value), ext))


def _fill_func(node: n.TypeNode, msg: Any, ext: Extensions, names: Names) -> None:
    (param,) = _params(node, 1)
    if not isinstance(param, n.FuncTypeParam):
        raise error_at(param, "func types read func<(arg types) -> result type>")
    for p in param.params:
        msg.parameter_types.add().CopyFrom(build_type(_as_type(p), ext))
    msg.return_type.CopyFrom(build_type(_as_type(param.result), ext))


def _fill_alias(node: n.TypeNode, msg: Any, ext: Extensions, names: Names) -> None:
    if node.anchor is None:
        raise error_at(node, "a type alias needs its anchor: alias#N")
    msg.type_alias_reference = check_int(node, node.anchor, UINT32, "is out of range for a type alias anchor")


def _build_user_defined(node: n.TypeNode, msg: Type.UserDefined, ext: Extensions, names: Names) -> None:
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
            raise error_at(param, "a user-defined type parameter is a type, integer, string, "
                                "true/false, null or &enum")
    msg.SetInParent()


class TypeKind:
    """One case of ``Type.kind``: how its message is written and built."""

    def __init__(self, format: Formatter, build: Builder) -> None:
        self.format = format
        self.build = build


def _type_kinds() -> dict[str, TypeKind]:
    kinds = {kind: TypeKind(_format_simple(text), _builtin(_fill_none)) for kind, text in SIMPLE.items()}
    for kind, (text, fields) in PARAMETERIZED.items():
        optional = kind == "interval_day"  # its precision is optional in the proto and the text
        kinds[kind] = TypeKind(_format_parameterized(text, fields, optional),
                               _builtin(_fill_parameterized(fields, optional)))
    kinds.update(
        struct=TypeKind(_format_struct, _builtin(_fill_struct)),
        list=TypeKind(_format_list, _builtin(_fill_list)),
        map=TypeKind(_format_map, _builtin(_fill_map)),
        func=TypeKind(_format_func, _builtin(_fill_func)),
        unbound=TypeKind(lambda msg, ext, names: "unbound", _builtin(_fill_none)),
        alias=TypeKind(_format_alias, _builtin(_fill_alias)),
        user_defined=TypeKind(_format_user_defined, _build_user_defined),
    )
    return kinds


# Type case -> its format and build: every case of ``Type.kind``
# (tests/test_tables.py checks this against the descriptor).
TYPE_KINDS: Final = _type_kinds()


def _variation(node: n.TypeNode) -> int:
    assert node.variation is not None  # called only for a `^variation`
    return check_int(node, node.variation, UINT32, "is out of range for a type variation anchor")


def _params(node: n.TypeNode, count: int | None) -> list:
    params = node.params or []
    if count is not None and len(params) != count:
        raise error_at(node, f"type {node.name} takes {count} type parameter{'s' if count > 1 else ''}, "
                           f"not {len(params)}")
    if node.params is None and count is None:
        raise error_at(node, f"type {node.name} needs its field types: {node.name}<...>")
    return params


def _as_type(node: n.Node) -> n.TypeNode:
    if not isinstance(node, n.TypeNode):
        raise error_at(node, "a type is expected here")
    return node


def _fill_integers(node: n.TypeNode, msg: Any, fields: tuple[str, ...], optional: bool = False) -> None:
    params = node.params
    if params is None and optional:
        return
    if params is None or len(params) != len(fields):
        shown = ",".join(f.upper() for f in fields)
        raise error_at(node, f"type {node.name} takes {len(fields)} integer parameter"
                           f"{'s' if len(fields) > 1 else ''}", f"write {node.name.lower()}<{shown}>")
    for field, param in zip(fields, params, strict=True):
        if not (isinstance(param, n.Lit) and param.kind == "int"):
            raise error_at(param, f"the {field} of {node.name} must be an integer")
        setattr(msg, field, check_int(param, param.value, INT32, f"is out of range for the {field} of {node.name}"))
