"""Registered extension payloads read as calls; unregistered ones keep their bytes."""

import pytest
from google.protobuf import descriptor_pb2, descriptor_pool, message_factory, struct_pb2
from substrait.proto import Plan

import substrait_explain as se


def _blob_store_read_class():
    pool = descriptor_pool.DescriptorPool()
    proto = descriptor_pb2.FileDescriptorProto(name="blob.proto", package="example", syntax="proto3")
    msg = proto.message_type.add(name="BlobStoreRead")
    msg.field.add(name="path", number=1, type=descriptor_pb2.FieldDescriptorProto.TYPE_STRING,
                  label=descriptor_pb2.FieldDescriptorProto.LABEL_OPTIONAL)
    msg.field.add(name="limit", number=2, type=descriptor_pb2.FieldDescriptorProto.TYPE_INT64,
                  label=descriptor_pb2.FieldDescriptorProto.LABEL_OPTIONAL)
    pool.Add(proto)
    return message_factory.GetMessageClass(pool.FindMessageTypeByName("example.BlobStoreRead"))


BlobStoreRead = _blob_store_read_class()


@pytest.fixture
def registered():
    se.register(BlobStoreRead)
    yield
    se.unregister(BlobStoreRead)


def leaf_plan(payload) -> Plan:
    plan = Plan()
    leaf = plan.relations.add().root.input.extension_leaf
    leaf.detail.Pack(payload)
    return plan


def test_registered_payload_names_the_relation(registered):
    plan = leaf_plan(BlobStoreRead(path="path/to/file", limit=100))
    text = se.format(plan)
    assert "ExtensionLeaf:BlobStoreRead[path='path/to/file', limit=100]" in text
    assert se.parse(text) == plan
    # The inline form reads the same plan.
    assert se.parse("=== Plan\nRoot[]\n  ExtensionLeaf[BlobStoreRead(path='path/to/file', limit=100)]\n") == plan


def test_positional_fields_of_a_registered_payload():
    se.register(BlobStoreRead, positional=("path",))
    try:
        plan = leaf_plan(BlobStoreRead(path="p", limit=3))
        text = se.format(plan)
        assert "ExtensionLeaf:BlobStoreRead['p', limit=3]" in text
        assert se.parse(text) == plan
        # Values without a name fill the positional fields; a second one has nowhere to go.
        with pytest.raises(se.ParseError, match="too many values for BlobStoreRead"):
            se.parse("=== Plan\nRoot[]\n  ExtensionLeaf:BlobStoreRead['p', 3]\n")
    finally:
        se.unregister(BlobStoreRead)


def test_positional_fields_may_be_any_sequence():
    se.register(BlobStoreRead, positional=["path"])  # a list as well as a tuple, compiled too
    try:
        assert "ExtensionLeaf:BlobStoreRead['p', limit=3]" in se.format(leaf_plan(BlobStoreRead(path="p", limit=3)))
    finally:
        se.unregister(BlobStoreRead)


def test_positional_field_must_exist():
    with pytest.raises(ValueError, match="has no field 'paht'"):
        se.register(BlobStoreRead, positional=("paht",))


def test_unregistered_payload_keeps_type_url_and_bytes():
    plan = leaf_plan(BlobStoreRead(path="p"))
    text = se.format(plan)
    assert "ExtensionLeaf[(type_url='type.googleapis.com/example.BlobStoreRead', value=x'0a0170')]" in text
    assert se.parse(text) == plan


def test_unknown_name_is_a_clear_error(registered):
    with pytest.raises(se.ParseError, match="no extension payload is registered as 'BlobStoreReed'") as info:
        se.parse("=== Plan\nRoot[a]\n  ExtensionLeaf[BlobStoreReed(path='x')]\n")
    assert info.value.hint == "did you mean 'BlobStoreRead'?"


def test_bytes_that_do_not_re_encode_exactly_stay_bytes(registered):
    plan = leaf_plan(BlobStoreRead(path="p"))
    detail = plan.relations[0].root.input.extension_leaf.detail
    detail.value = detail.value + b"\x18\x01"  # an unknown field 3: lost by a re-encode
    text = se.format(plan)
    assert "value=x'0a01701801'" in text
    assert se.parse(text) == plan


def test_well_known_message_in_an_enhancement():
    se.register(struct_pb2.Value, "JsonValue")
    try:
        plan = Plan()
        read = plan.relations.add().root.input.read
        read.named_table.names.append("t")
        read.advanced_extension.enhancement.Pack(struct_pb2.Value(string_value="hint"))
        text = se.format(plan)
        assert "  Read[t]\n    + Enh:JsonValue[string_value='hint']\n" in text
        assert se.parse(text) == plan
    finally:
        se.unregister(struct_pb2.Value)


def test_another_packages_message_inside_a_payload():
    """A payload's field of a message the printer table does not know (not Substrait's) is
    written by its set fields; a payload holding a map, which the text cannot say, keeps its
    bytes."""
    se.register(struct_pb2.Value, "JsonValue")
    try:
        for value, written in (
                (struct_pb2.Value(list_value=struct_pb2.ListValue(values=[struct_pb2.Value(string_value="x"),
                                                                          struct_pb2.Value(null_value=0)])),
                 "+ Enh:JsonValue[list_value=(values=[(string_value='x'), (null_value=&0)])]"),
                (struct_pb2.Value(struct_value=struct_pb2.Struct(fields={"a": struct_pb2.Value(bool_value=True)})),
                 "enhancement=(type_url='type.googleapis.com/google.protobuf.Value', value=x'")):
            plan = Plan()
            read = plan.relations.add().root.input.read
            read.named_table.names.append("t")
            read.advanced_extension.enhancement.Pack(value)
            text = se.format(plan, width=None)
            assert written in text
            assert se.parse(text) == plan
    finally:
        se.unregister(struct_pb2.Value)


def test_a_payload_s_message_field_written_as_a_list_is_a_clear_error():
    se.register(struct_pb2.Value, "JsonValue")
    try:
        with pytest.raises(se.ParseError) as info:
            se.parse("=== Plan\nRoot[a]\n  Read[t => a:i64]\n    + Enh:JsonValue[struct_value=[1, 2]]\n")
        assert (info.value.line, info.value.column) == (4, 34)
        assert info.value.message == "Struct is written as a tuple: (field=value, ...)"
    finally:
        se.unregister(struct_pb2.Value)


# A payload of protobuf's own messages, as Gluten packs its hints (StringValue) and Velox its
# types; protobuf's JSON reads and writes an Any only when its message's module is imported,
# which a fresh process has not done (here, no other test has imported it for it).
WELL_KNOWN_PAYLOADS = """
import json, sys
import substrait_explain as se
plan = {"relations": [{"root": {"input": {"read": {
    "baseSchema": {"names": ["a"], "struct": {"types": [{"i64": {}}]}}, "namedTable": {"names": ["t"]},
    "advancedExtension": {
        "optimization": [{"@type": "type.googleapis.com/google.protobuf.StringValue", "value": "isMergeTree=0\\n"}],
        "enhancement": {"@type": "type.googleapis.com/google.protobuf.Duration", "value": "1.5s"}}}}}}]}
for fmt in sys.argv[1:]:
    data = se.dump_plan(se.parse(se.format(se.load_plan(json.dumps(plan), "json"))), fmt)
    print(fmt, se.load_plan(data, fmt) == se.load_plan(json.dumps(plan), "json"))
"""


def test_payloads_of_protobufs_own_messages_go_through_json_and_yaml():
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-c", WELL_KNOWN_PAYLOADS, "json", "yaml"], capture_output=True,
                          text=True)
    assert (done.stdout, done.stderr) == ("json True\nyaml True\n", "")
