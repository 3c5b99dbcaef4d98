"""The explicit form every message falls back on, in this format's own
syntax: the values of its fields as text, and the text read back into fields.

A message is a tuple of its set fields, `(name=value, ...)`, its spec'd
positional fields first (`MESSAGE_ARGS`, e.g. a SortField is
`($0, &AscNullsFirst)`); a repeated field is `[v, ...]`; an enum `&Name`;
bytes `x'00ff'`; expressions, types and literals use their own syntax.
Writing Substrait messages is the generated printer table's
(generated/printer_table.py); the scalar texts here are the ones it uses,
and :func:`format_scalar` writes the fields of registered payloads, whose
messages it does not know.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Final

from google.protobuf.descriptor import Descriptor, EnumDescriptor, FieldDescriptor
from google.protobuf.descriptor import FieldDescriptor as FD
from google.protobuf.message import Message

from substrait_explain.base.errors import INT32, INT64, UINT32, UINT64, check_int, error_at
from substrait_explain.base.suggest import did_you_mean
from substrait_explain.codec.literals import format_fp32, format_fp64, fp64_bits, non_finite_text, to_float
from substrait_explain.generated.enum_names import ENUM_NAMES
from substrait_explain.generated.messages import has
from substrait_explain.generated.relation_table import MESSAGE_ARGS
from substrait_explain.text import nodes as n
from substrait_explain.text.lexical import quote_string

if TYPE_CHECKING:
    from substrait_explain.codec.context import BuildContext, PrintContext

_ENUM_NUMBERS: Final = {name: {text: number for number, text in values.items()} for name, values in ENUM_NAMES.items()}
_INTS: Final = {FD.TYPE_INT32: INT32, FD.TYPE_INT64: INT64, FD.TYPE_UINT32: UINT32, FD.TYPE_UINT64: UINT64,
         FD.TYPE_SINT32: INT32, FD.TYPE_SINT64: INT64, FD.TYPE_FIXED32: UINT32, FD.TYPE_FIXED64: UINT64,
         FD.TYPE_SFIXED32: INT32, FD.TYPE_SFIXED64: INT64}


def format_enum(enum_type: EnumDescriptor, number: int) -> str:
    return "&" + str(ENUM_NAMES.get(enum_type.full_name, {}).get(number, number))


def enum_text(texts: dict[int, str], number: int) -> str:
    """`&Spelling` from an enum's texts, or `&N` for a number it does not name."""
    return texts.get(number) or f"&{number}"


def bytes_text(value: bytes) -> str:
    return f"x'{value.hex()}'"


def fp64_text(value: float) -> str:
    return format_fp64(value) or quote_string(non_finite_text(fp64_bits(value), "fp64"))


def fp32_text(value: float) -> str:
    return format_fp32(value) or quote_string(repr(value))


def is_set_float(value: float) -> bool:
    """Whether a float field without presence is set, as protobuf says: its bits are not all zero."""
    return value != 0 or math.copysign(1.0, value) < 0


def format_scalar(field: FieldDescriptor, value: Any, ctx: PrintContext) -> str:
    """A value of any field, by its descriptor: for the fields of registered
    payloads, whose messages the generated printer table does not know."""
    t = field.type
    if field.enum_type is not None:
        return format_enum(field.enum_type, value)
    if t == FD.TYPE_MESSAGE:
        return ctx.format_message_value(field.message_type, value)
    if t == FD.TYPE_BOOL:
        return "true" if value else "false"
    if t == FD.TYPE_STRING:
        return quote_string(value)
    if t == FD.TYPE_BYTES:
        return bytes_text(value)
    if t == FD.TYPE_DOUBLE:
        return fp64_text(value)
    if t == FD.TYPE_FLOAT:
        return fp32_text(value)
    return str(value)


def format_message(value: Message, ctx: PrintContext) -> str:
    """The explicit form of a message the printer table does not know, another package's
    message in a registered payload: its set fields, `(name=value, ...)`."""
    items = []
    for field, v in value.ListFields():
        text = "[" + ", ".join(format_scalar(field, x, ctx) for x in v) + "]" if field.is_repeated \
            else format_scalar(field, v, ctx)
        items.append(f"{field.name}={text}")
    return "(" + ", ".join(items) + ")"


def holds_map(msg: Message) -> bool:
    """Whether ``msg`` holds a map field, anywhere in it: the text has no form for one."""
    for field, value in msg.ListFields():
        if field.message_type is None:
            continue
        if field.message_type.GetOptions().map_entry or \
                any(holds_map(x) for x in (value if field.is_repeated else [value])):
            return True
    return False


def is_set(msg: Message, field: FieldDescriptor) -> bool:
    if field.is_repeated:
        return len(getattr(msg, field.name)) > 0
    if field.has_presence:
        return has(msg, field.name)
    return getattr(msg, field.name) != field.default_value


def _list_field(descriptor: Descriptor) -> FieldDescriptor | None:
    """The one repeated positional field of a message written as a bare list, if any."""
    args = MESSAGE_ARGS.get(descriptor.full_name, ())
    if len(args) == 1 and descriptor.fields_by_name[args[0]].is_repeated:
        return descriptor.fields_by_name[args[0]]
    return None


# ---- text to proto ----------------------------------------------------------


def build_items(items: Sequence[n.Node], msg: Message, ctx: BuildContext, positional: tuple[str, ...] = (),
                aliases: dict[str, str] | None = None, what: str | None = None) -> None:
    """Fill ``msg`` from ``items``: positional values in order, then `name=value`."""
    fields = msg.DESCRIPTOR.fields_by_name
    by_text = {v: k for k, v in aliases.items()} if aliases else {}
    what = what or msg.DESCRIPTOR.name
    slot = 0
    seen = set()
    inline = len(positional) == 1 and fields[positional[0]].is_repeated
    for item in items:
        if isinstance(item, n.Named):
            name = by_text.get(item.name, item.name)
            field = fields.get(name)
            if field is None:
                choices = [(aliases or {}).get(f, f) for f in fields]
                raise error_at(item, f"{what} has no argument {item.name!r}",
                               did_you_mean(item.name, choices) or "arguments: " + ", ".join(sorted(choices)))
            if name in seen:
                raise error_at(item, f"argument {item.name!r} is given twice")
            seen.add(name)
            set_field(msg, field, item.value, ctx)
            continue
        while slot < len(positional) and positional[slot] in seen and not inline:
            slot += 1
        if slot >= len(positional):
            raise error_at(item, f"too many arguments for {what}",
                           "name the argument: name=value" if positional else f"{what} takes only name=value arguments")
        field = fields[positional[slot]]
        if field.is_repeated and len(positional) == 1:
            seen.add(field.name)
            getattr(msg, field.name).append(build_scalar(field, item, ctx)) if field.type != FD.TYPE_MESSAGE \
                else _append_message(msg, field, item, ctx)
        else:
            seen.add(field.name)
            set_field(msg, field, item, ctx)
            slot += 1


def _append_message(msg: Message, field: FieldDescriptor, node: n.Node, ctx: BuildContext) -> None:
    container = getattr(msg, field.name)
    element = container.add()
    ctx.build_message_value(field.message_type, node, element)


def set_field(msg: Message, field: FieldDescriptor, node: n.Node, ctx: BuildContext) -> None:
    if field.is_repeated:
        if not isinstance(node, n.List):
            raise error_at(node, f"{field.name} takes a list: {field.name}=[...]")
        for value in node.values:
            if isinstance(value, n.Range):
                raise error_at(value, f"a range like {_range(value)} lists columns, in a column mask or an output",
                               f"{field.name} takes its items one by one")
            if field.type == FD.TYPE_MESSAGE:
                _append_message(msg, field, value, ctx)
            else:
                getattr(msg, field.name).append(build_scalar(field, value, ctx))
        return
    if field.type == FD.TYPE_MESSAGE:
        target = getattr(msg, field.name)
        target.SetInParent()
        ctx.build_message_value(field.message_type, node, target)
        return
    setattr(msg, field.name, build_scalar(field, node, ctx))


def _range(node: n.Range) -> str:
    return f"${node.start}..${node.end}"


def build_enum(enum_type: EnumDescriptor, node: n.Node, what: str | None = None) -> int:
    if not isinstance(node, n.Enum):
        spellings = list(_ENUM_NUMBERS[enum_type.full_name])
        example = spellings[1] if len(spellings) > 1 else spellings[0]
        raise error_at(node, f"{what or enum_type.name} takes a {enum_type.name} value like &{example}",
                       "values: " + ", ".join("&" + k for k in spellings))
    if isinstance(node.name, int):  # proto3 enums are open: any int32 is a value
        return check_int(node, node.name, INT32, f"is out of range for enum {enum_type.name}")
    numbers = _ENUM_NUMBERS[enum_type.full_name]
    if node.name not in numbers:
        raise error_at(node, f"unknown {enum_type.name} value &{node.name}",
                       did_you_mean(node.name, numbers) or "values: " + ", ".join("&" + k for k in numbers))
    return numbers[node.name]


def build_scalar(field: FieldDescriptor, node: n.Node, ctx: BuildContext) -> Any:
    t = field.type
    if field.enum_type is not None:
        return build_enum(field.enum_type, node, f"argument '{field.name}'")
    kinds = {FD.TYPE_BOOL: ("bool",), FD.TYPE_STRING: ("string",), FD.TYPE_BYTES: ("bytes",),
             FD.TYPE_DOUBLE: ("float", "int", "string"), FD.TYPE_FLOAT: ("float", "int", "string")}
    expected = kinds.get(t, ("int",) if t in _INTS else ())
    if not isinstance(node, n.Lit) or node.type is not None or node.kind not in expected:
        words = {"bool": "true or false", "string": "a string", "bytes": "bytes like x'00ff'",
                 "float": "a number", "int": "an integer"}
        raise error_at(node, f"{field.name} takes {words[expected[0]]}")
    if t in (FD.TYPE_DOUBLE, FD.TYPE_FLOAT):
        return to_float(node, "fp64" if t == FD.TYPE_DOUBLE else "fp32")
    if t in _INTS:
        return check_int(node, node.value, _INTS[t], f"is out of range for {field.name}")
    return node.value


def build_message(node: n.Node, target: Message, ctx: BuildContext) -> None:
    listed = _list_field(target.DESCRIPTOR)
    if listed is not None and isinstance(node, n.List):
        set_field(target, listed, node, ctx)
        return
    if not isinstance(node, n.Tuple):
        raise error_at(node, f"{target.DESCRIPTOR.name} is written as a tuple: (field=value, ...)")
    build_items(node.items, target, ctx, MESSAGE_ARGS.get(target.DESCRIPTOR.full_name, ()))
