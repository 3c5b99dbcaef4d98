"""Extension payloads (`google.protobuf.Any`) with a readable text form.

Extension relations, extension tables and advanced extensions carry their
detail as `Any`.  Register the protobuf message class of such a payload and
it is written like a call of its fields, `BlobStoreRead(path='x', limit=100)`;
an unregistered payload keeps its type URL and bytes,
`(type_url='example.com/BlobStoreRead', value=x'0a01...')`, so no plan fails
to format or parse for want of a registration.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from google.protobuf.any_pb2 import Any
from google.protobuf.message import Message

_TYPE_URL_PREFIX: Final = "type.googleapis.com/"
_by_url: dict[str, tuple[str, type[Message]]] = {}
_by_name: dict[str, type[Message]] = {}
_positional: dict[str, tuple[str, ...]] = {}  # name -> fields written without their names


def register(message_class: type[Message], name: str | None = None, positional: Sequence[str] = ()) -> None:
    """Write payloads of ``message_class`` as ``Name(field=value, ...)``, or as
    ``Kind:Name[...]`` and ``+ Enh:Name[...]`` lines where a relation holds them.

    ``name`` defaults to the message's own name; it must be an identifier and
    unique among registered payloads.  ``positional`` names the fields written
    as bare values, in order (`BlobStoreRead['path', limit=3]`); text may also
    give values without names for the fields in field-number order, a
    repeated field taking all the values left.
    """
    full_name = message_class.DESCRIPTOR.full_name
    name = name or message_class.DESCRIPTOR.name
    if not name.isidentifier():
        raise ValueError(f"extension name {name!r} must be an identifier")
    existing = _by_name.get(name)
    if existing is not None and existing is not message_class:
        raise ValueError(f"extension name {name!r} is already registered for {existing.DESCRIPTOR.full_name}")
    fields = message_class.DESCRIPTOR.fields_by_name
    unknown = [f for f in positional if f not in fields]
    if unknown:
        raise ValueError(f"{full_name} has no field {unknown[0]!r}")
    _by_url[_TYPE_URL_PREFIX + full_name] = (name, message_class)
    _by_name[name] = message_class
    _positional[name] = tuple(positional)


def unregister(message_class: type[Message]) -> None:
    full_name = message_class.DESCRIPTOR.full_name
    found = _by_url.pop(_TYPE_URL_PREFIX + full_name, None)
    if found is not None:
        _by_name.pop(found[0], None)
        _positional.pop(found[0], None)


def lookup_url(type_url: str) -> tuple[str, type[Message]] | None:
    return _by_url.get(type_url)


def lookup_name(name: str) -> type[Message] | None:
    return _by_name.get(name)


def positional(name: str) -> tuple[str, ...]:
    """The fields a registered payload writes without their names."""
    return _positional.get(name, ())


def names() -> list[str]:
    return sorted(_by_name)


def pack(message: Message) -> Any:
    packed = Any()
    packed.Pack(message, _TYPE_URL_PREFIX)
    return packed
