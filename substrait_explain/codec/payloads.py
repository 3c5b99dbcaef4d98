"""Registered extension payloads as arguments, both ways.

A payload registered as ``Name`` (see :mod:`registry`) reads as its fields:
`BlobStoreRead['path', limit=100]` inline, `ExtensionLeaf:ParquetScan[path='x']`
as an extension relation, `+ Enh:PartitionHint[&HASH, count=8]` as an addendum line.
Values without a name fill the registered positional fields, else the fields in
field-number order, a repeated field taking every value left; an enum value is
`&` and its proto name.  Writing gives the registered positional fields bare and
every other set field as `field=value`, so the bytes come back exactly or the
payload is not written this way at all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from google.protobuf.any_pb2 import Any
from google.protobuf.descriptor import FieldDescriptor
from google.protobuf.message import Message

from substrait_explain.base.errors import INT32, check_int, error_at
from substrait_explain.base.suggest import did_you_mean
from substrait_explain.codec import registry, values
from substrait_explain.plan import nesting
from substrait_explain.text import nodes as n

if TYPE_CHECKING:
    from substrait_explain.codec.context import BuildContext, PrintContext


def format_payload(value: Any, ctx: PrintContext) -> tuple[str, list[str]] | None:
    """The registered name and arguments of ``value``, or None when it has no such form."""
    found = registry.lookup_url(value.type_url)
    if found is None:
        return None
    name, message_class = found
    message = message_class()
    try:
        message.ParseFromString(value.value)
    except Exception:  # bytes that are not this message: keep them as bytes
        return None
    if nesting.holds_unknown(message):
        return None  # the text would lose them: the bytes then
    if values.holds_map(message):
        return None  # a map field has no form in the text: the bytes then
    if registry.pack(message).SerializeToString(deterministic=True) != value.SerializeToString(deterministic=True):
        return None  # re-encoding would not give these exact bytes
    fields = message.DESCRIPTOR.fields_by_name
    args: list[str] = []
    bare = list(registry.positional(name))
    for field_name in bare:
        field = fields[field_name]
        if not values.is_set(message, field):
            bare = bare[:bare.index(field_name)]  # a value after a gap would fill the wrong field
            break
        if field.is_repeated:
            args.extend(_format_value(field, v, ctx) for v in getattr(message, field_name))
        else:
            args.append(_format_value(field, getattr(message, field_name), ctx))
    for field, value_ in message.ListFields():
        if field.name in bare:
            continue
        text = "[" + ", ".join(_format_value(field, v, ctx) for v in value_) + "]" if field.is_repeated \
            else _format_value(field, value_, ctx)
        args.append(f"{field.name}={text}")
    return name, args


def _format_value(field: FieldDescriptor, value: object, ctx: PrintContext) -> str:
    if field.enum_type is not None:
        named = field.enum_type.values_by_number.get(value)
        return "&" + (named.name if named is not None else str(value))
    return values.format_scalar(field, value, ctx)


def build_payload(at: n.Node, name: str, items: list[n.Node], ctx: BuildContext) -> Any:
    """The `Any` of the payload registered as ``name``, filled from ``items``."""
    message_class = registry.lookup_name(name)
    if message_class is None:
        raise error_at(at, f"no extension payload is registered as {name!r}",
                       did_you_mean(name, registry.names()) or
                       "register its message class with substrait_explain.register(), or write "
                       "(type_url='...', value=x'...')")
    message = message_class()
    fields = message.DESCRIPTOR.fields_by_name
    order = [fields[f] for f in registry.positional(name)] or sorted(message.DESCRIPTOR.fields,
                                                                     key=lambda f: f.number)
    slot = 0
    seen: set[str] = set()
    for item in items:
        if isinstance(item, n.Named):
            field = fields.get(item.name)
            if field is None:
                raise error_at(item, f"{name} has no field {item.name!r}",
                               did_you_mean(item.name, fields) or "fields: " + ", ".join(fields))
            if field.name in seen:
                raise error_at(item, f"field {item.name!r} is given twice")
            seen.add(field.name)
            if field.is_repeated:
                if not isinstance(item.value, n.List):
                    raise error_at(item.value, f"{field.name} takes a list: {field.name}=[...]")
                for v in item.value.values:
                    _add_value(message, field, v, ctx)
            else:
                _add_value(message, field, item.value, ctx)
            continue
        while slot < len(order) and order[slot].name in seen and not order[slot].is_repeated:
            slot += 1
        if slot >= len(order):
            raise error_at(item, f"too many values for {name}", "name the field: field=value")
        field = order[slot]
        seen.add(field.name)
        _add_value(message, field, item, ctx)
        if not field.is_repeated:
            slot += 1
    return registry.pack(message)


def _add_value(message: Message, field: FieldDescriptor, node: n.Node, ctx: BuildContext) -> None:
    if field.enum_type is not None:
        if not isinstance(node, n.Enum):
            raise error_at(node, f"{field.name} takes a value like &{field.enum_type.values[0].name}")
        if isinstance(node.name, int):
            number = check_int(node, node.name, INT32, f"is out of range for enum {field.enum_type.name}")
        elif node.name in field.enum_type.values_by_name:
            number = field.enum_type.values_by_name[node.name].number
        else:
            raise error_at(node, f"unknown {field.enum_type.name} value &{node.name}",
                           "values: " + ", ".join("&" + v.name for v in field.enum_type.values))
        value: object = number
    elif field.type == FieldDescriptor.TYPE_MESSAGE:
        target = getattr(message, field.name).add() if field.is_repeated else getattr(message, field.name)
        target.SetInParent()
        ctx.build_message_value(field.message_type, node, target)
        return
    else:
        value = values.build_scalar(field, node, ctx)
    if field.is_repeated:
        getattr(message, field.name).append(value)
    else:
        setattr(message, field.name, value)
