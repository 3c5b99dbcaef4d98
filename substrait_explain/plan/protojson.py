"""Protobuf's JSON mapping (``json_format``), with protobuf's own messages known to it.

An ``Any`` in JSON names its message by type URL (``"@type":
"type.googleapis.com/google.protobuf.StringValue"``) and holds its fields; ``json_format``
reads and writes it only when that message is in the default descriptor pool, which a message
enters when its generated module is imported.  Producers pack protobuf's own messages (Gluten
its hints as ``StringValue``): this module imports them all, and is the package's one way to
``json_format``, so that such a plan loads from JSON and YAML and is written to them.  A
message of a producer's own package stays unknown to protobuf, and is said to be.
"""

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
