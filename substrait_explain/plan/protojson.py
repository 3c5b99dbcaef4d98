"""Protobuf's JSON mapping (``json_format``), with protobuf's own messages known to it.

An ``Any`` in JSON names its message by type URL (``"@type":
"type.googleapis.com/google.protobuf.StringValue"``) and holds its fields; ``json_format``
reads and writes it only when that message is in the default descriptor pool, which a message
enters when its generated module is imported.  Producers pack protobuf's own messages (Gluten
its hints as ``StringValue``): this module imports them all, and is the package's one way to
``json_format``, so that such a plan loads from JSON and YAML and is written to them.  A
message of a producer's own package stays unknown to protobuf, and is said to be.
"""

import math
import struct
from typing import Final

from google.protobuf import (  # noqa: F401 (imported for the messages they add to the pool)
    any_pb2,
    api_pb2,
    duration_pb2,
    empty_pb2,
    field_mask_pb2,
    source_context_pb2,
    struct_pb2,
    timestamp_pb2,
    type_pb2,
    wrappers_pb2,
)
from google.protobuf import json_format as json_format  # (re-exported)
from google.protobuf.descriptor import FieldDescriptor
from google.protobuf.descriptor_pool import Default as default_pool
from google.protobuf.message import DecodeError, Message
from google.protobuf.message_factory import GetMessageClass


def changed_nans(message: Message) -> int:
    """How many NaNs of ``message``'s float and double fields (all the way down, and in the ``Any``
    payloads protobuf knows) JSON would change: it writes every NaN as ``"NaN"``, which reads back
    as the one quiet NaN, so another sign or payload is lost (binary and text keep them)."""
    changed = 0
    todo = [message]
    while todo:  # a loop, not recursion: plans nest deeper than Python recurses
        msg = todo.pop()
        if msg.DESCRIPTOR.full_name == "google.protobuf.Any":
            payload = _known_payload(msg)
            if payload is not None:
                todo.append(payload)
            continue
        for field, value in msg.ListFields():
            values = value if field.is_repeated else [value]
            if field.message_type is not None and field.message_type.GetOptions().map_entry:
                values = list(value.values())
                field = field.message_type.fields_by_name["value"]
            if field.message_type is not None:
                todo.extend(values)
            elif field.type in _NAN_BITS:
                size, canonical = _NAN_BITS[field.type]
                changed += sum(1 for v in values if v != v and struct.pack(size, v) != canonical)
    return changed


# JSON's NaN read back, by field type: (struct's format, its bytes).
_NAN_BITS: Final = {FieldDescriptor.TYPE_DOUBLE: ("<d", struct.pack("<d", math.nan)),
                    FieldDescriptor.TYPE_FLOAT: ("<f", struct.pack("<f", math.nan))}


def _known_payload(any_message: Message) -> Message | None:
    """The message an ``Any`` holds, if protobuf knows its type (as json_format, which writes it)."""
    try:
        descriptor = default_pool().FindMessageTypeByName(any_message.type_url.rpartition("/")[2])
    except KeyError:
        return None
    payload = GetMessageClass(descriptor)()
    try:
        payload.ParseFromString(any_message.value)
    except DecodeError:
        return None  # json_format cannot write it either: dump_plan says so
    return payload
