"""Fields no installed proto knows: kept by load_plan, said by the text's `Unknown Fields:`
group, read back into the same messages, written again by binary output."""

import json

import pytest
from conftest import corpus_files, needs_corpus
from google.protobuf.unknown_fields import UnknownFieldSet
from substrait.proto import Plan

import substrait_explain as se
from substrait_explain.codec import printer
from substrait_explain.plan import old_fields, unknown, wire

BASE = """=== Plan
Root[a, b]
  Fetch[limit=10 => $0, $1]
    Project[$0, $1]
      Read[t => a:i64, b:i64]
"""
FETCH = "relations[0].root.input.fetch"
READ = f"{FETCH}.input.project.input.read"


def field(number: int, wire_type: int, payload: bytes) -> bytes:
    return wire.varint(number << 3 | wire_type) + payload


def with_unknown(text: str = BASE, **places: bytes) -> bytes:
    """The binary plan of ``text`` with the bytes of ``places`` (a place, dots as `__`; `plan`
    for the plan itself) appended as unknown fields of those messages."""
    plan = se.parse(text)
    for place, data in places.items():
        msg = plan if place == "plan" else unknown.message_at(plan, place.replace("__", "."))
        msg.MergeFromString(data)
    return plan.SerializeToString()


def group_of(text: str) -> list[str]:
    lines = text.splitlines()
    start = lines.index("Unknown Fields:")
    return lines[start + 1:lines.index("", start)]


def test_every_wire_type_is_said_and_read_back_into_the_same_bytes():
    data = with_unknown(**{READ.replace(".", "__"): field(99, 0, b"\x05") + field(100, 2, b"\x02\x08\x01")
                           + field(101, 5, b"\x07\x00\x00\x00") + field(102, 1, (2**64 - 1).to_bytes(8, "little"))
                           + field(103, 3, b"\x08\x01") + field(103, 4, b"")})
    plan = se.load_plan(data)
    text = se.format(plan)
    assert group_of(text) == [f"  '{READ}': 99 = 5, 100 = x'0801', 101 = fixed32(7), "
                              "102 = fixed64(18446744073709551615), 103 = group(x'0801')"]
    assert se.parse(text) == plan
    assert se.dump_plan(se.parse(text), "binary") == data


def test_places_are_listed_in_the_order_of_the_plan_and_the_plan_itself_is_the_empty_place():
    data = with_unknown(plan=field(120, 0, b"\x01"), **{READ.replace(".", "__"): field(99, 0, b"\x02"),
                                                         FETCH.replace(".", "__"): field(98, 0, b"\x03")})
    text = se.format(se.load_plan(data))
    assert group_of(text) == ["  '': 120 = 1", f"  '{FETCH}': 98 = 3", f"  '{READ}': 99 = 2"]
    assert se.dump_plan(se.parse(text), "binary") == data


def test_messages_side_by_side_come_in_the_order_of_the_plan():
    types = f"{READ}.base_schema.struct.types"
    data = with_unknown(**{f"{types}[0]".replace(".", "__"): field(99, 0, b"\x01"),
                           f"{types}[1]".replace(".", "__"): field(99, 0, b"\x02")})
    text = se.format(se.load_plan(data))
    assert group_of(text) == [f"  '{types}[0]': 99 = 1", f"  '{types}[1]': 99 = 2"]
    assert se.dump_plan(se.parse(text), "binary") == data


def test_a_message_in_a_list_has_its_index_in_its_place():
    text = BASE.replace("Project[$0, $1]", "Project[$0, $1, add($0, $1)]")
    text = "=== Extensions\nURNs:\n  @  1: u\nFunctions:\n  #  1 @  1: add\n\n" + text
    place = f"{FETCH}.input.project.expressions[0].scalar_function.arguments[1].value"
    plan = se.parse(text)
    unknown.message_at(plan, place).MergeFromString(field(77, 2, b"\x02hi"))
    loaded = se.load_plan(plan.SerializeToString())
    assert group_of(se.format(loaded)) == [f"  '{place}': 77 = x'6869'"]
    assert se.parse(se.format(loaded)) == loaded


def test_an_any_holding_unknown_fields_is_found_too():
    text = "=== Plan\nadvanced_extensions=(optimization=[(type_url='example.com/Opt', value=x'08')])\n" + BASE[9:]
    plan = se.parse(text)
    plan.advanced_extensions.optimization[0].MergeFromString(field(99, 0, b"\x01"))
    data = plan.SerializeToString()
    out = se.format(se.load_plan(data))
    assert group_of(out) == ["  'advanced_extensions.optimization[0]': 99 = 1"]
    assert se.dump_plan(se.parse(out), "binary") == data


def test_bytes_protobuf_would_write_otherwise_are_kept_as_they_came():
    overlong = field(99, 0, b"\x85\x00")  # 5, in two bytes
    data = with_unknown(plan=overlong + field(98, 0, b"\x01"))
    text = se.format(se.load_plan(data))
    assert group_of(text) == ["  '': x'98068500900601'"]
    assert se.dump_plan(se.parse(text), "binary") == data


def test_unknown_fields_beside_removed_ones_keep_their_order():
    """A Fetch whose removed count (field 4) follows an unknown field: load_plan moves the count
    into count_expr and writes it again after the unknown field; so does the text."""
    plan = se.parse(BASE)
    fetch = unknown.message_at(plan, FETCH)
    fetch.ClearField("count_expr")
    fetch.MergeFromString(field(99, 0, b"\x01") + field(4, 0, b"\x0a"))
    data = plan.SerializeToString()
    loaded = se.load_plan(data)
    text = se.format(loaded)
    assert "Old Fields:\n  old = fetch\nUnknown Fields:\n" in text
    # (protobuf's == does not compare the order of unknown fields; their bytes do)
    assert se.parse(text).SerializeToString() == loaded.SerializeToString()
    assert se.dump_plan(se.parse(text), "binary") == data


def test_the_mark_is_written_nowhere_and_taken_again_from_what_is_read():
    data = with_unknown(plan=field(120, 0, b"\x01"))
    loaded = se.load_plan(data)
    assert unknown.marked(old_fields.unknown_fields(loaded))
    assert se.dump_plan(loaded, "binary") == data
    assert "19998" not in se.dump_plan(loaded, "json").decode()
    # A loaded plan written by protobuf itself carries the mark: read again, it is the same plan.
    again, warnings = se.load_plan_with_warnings(loaded.SerializeToString())
    assert again == loaded and len(warnings) == 1 and "unknown field(s) 120;" in warnings[0]
    assert not unknown.marked(old_fields.unknown_fields(se.load_plan(se.dump_plan(se.parse(BASE), "binary"))))


def test_a_marked_plan_deeper_than_protobufs_reader_goes_is_written_as_json_and_yaml():
    """JSON and YAML have no place for the mark: the plan is not copied to take it out (protobuf's
    reader, which a copy would go through, stops at 100 levels)."""
    text = "=== Extensions\nUnknown Fields:\n  '': 120 = 1\n\n=== Plan\nRoot[a]\n"
    text += "".join("  " * (depth + 1) + "Filter[true => $0]\n" for depth in range(150))
    text += "  " * 151 + "Read[t => a:i64]\n"
    plan = se.parse(text)
    assert json.loads(se.dump_plan(plan, "json"))["relations"][0]["root"]["names"] == ["a"]
    assert se.dump_plan(plan, "yaml").decode().count("filter:") == 150


def test_a_group_inside_an_old_field_is_written_again():
    """A grouping expression holding an unknown group, written again as the removed
    Grouping.grouping_expressions, whose messages old_fields writes in field order."""
    plan = se.parse("=== Plan\nRoot[a]\n  Aggregate[$0 => $0]\n    Read[t => a:i64]\n")
    group = field(99, 3, b"\x08\x01") + field(99, 4, b"")
    plan.relations[0].root.input.aggregate.grouping_expressions[0].MergeFromString(group)
    loaded = se.load_plan(plan.SerializeToString())
    data = se.dump_plan(loaded, "binary", old_fields="grouping")
    assert data.count(group) == 2  # in the expression, and in its old copy
    assert se.parse(se.format(loaded)) == loaded


def test_bytes_that_are_no_plan_but_hold_the_marks_bytes_say_why():
    with pytest.raises(se.LoadError, match="not a binary Substrait plan"):
        se.load_plan(b"\xff" + field(unknown.MARK, 2, b"\x00"), "binary")


def test_writing_old_fields_for_a_consumer_keeps_the_unknown_fields():
    data = with_unknown(plan=field(120, 0, b"\x01"))
    text = se.dump_plan(se.load_plan(data), "text", old_fields="duckdb").decode()
    assert group_of(text) == ["  '': 120 = 1"]


# Fetch's offset and count in their removed fields (3 and 4), as older producers write them
OLD_FETCH = ("=== Extensions\nOld Fields:\n  old = fetch\n\n"
             "=== Plan\nRoot[a]\n  Fetch[limit=5, offset=2]\n    Read[t => a:i64]\n")


@pytest.mark.parametrize("data", [
    with_unknown(plan=field(120, 0, b"\x01")),  # a field no proto knows, of the plan itself
    with_unknown(**{READ.replace(".", "__") + "__base_schema": field(1007, 2, b"\x03abc")}),  # deep inside
    with_unknown(**{FETCH.replace(".", "__"): field(5, 0, b"\x07")}),  # a known number in another wire type
    # inside a message of no fields, which no printer reads
    with_unknown(**{READ.replace(".", "__") + "__common__direct": field(1007, 0, b"\x01")}),
    se.dump_plan(se.parse(OLD_FETCH), "binary"),
], ids=["plan", "deep", "wire type", "fieldless", "removed"])
def test_a_plan_protobuf_read_itself_is_written_as_its_load_is(data, request):
    """Format reads a plan that holds unknown fields, but no mark or note of a load, as load_plan
    does: nothing the producer wrote is lost, and the text is the loaded plan's."""
    loaded = se.load_plan(data)
    assert not unknown.loaded([(u.field_number, b"") for u in UnknownFieldSet(Plan.FromString(data))])
    for options in ({}, {"names": True}, {"width": None}, {"style": "verbose"}, {"style": "simple"}):
        text = se.format(Plan.FromString(data), **options)
        assert text == se.format(loaded, **options)
    assert se.parse(se.format(Plan.FromString(data))) == loaded
    if "removed" in request.node.name:  # (the crate's spelling leaves unknown fields out, by design)
        assert se.format(Plan.FromString(data), compat="rust") == se.format(loaded, compat="rust")
    assert se.dump_plan(se.parse(se.format(Plan.FromString(data))), "binary") == se.dump_plan(loaded, "binary")


def test_a_plan_protobuf_read_itself_keeps_a_producers_field_through_a_memo():
    """A type holding an unknown field, met in plan after plan: the memo of types by their bytes
    keeps no text read from it, so every plan's printer reads it, and says it."""
    data = with_unknown(**{READ.replace(".", "__") + "__base_schema__struct__types[1]": field(1007, 0, b"\x01")})
    for _ in range(3):
        text = se.format(Plan.FromString(data))
        assert group_of(text) == [f"  '{READ}.base_schema.struct.types[1]': 1007 = 1"]


@pytest.mark.parametrize("first", ["loaded", "loaded, with names"])
def test_a_memo_filled_from_a_loaded_plan_lets_the_next_plan_see_its_unknown_field(first):
    number = 1008 if first == "loaded" else 1009  # bytes no other test wrote: the memos have not met them
    data = with_unknown(**{READ.replace(".", "__") + "__base_schema__struct__types[0]": field(number, 0, b"\x01")})
    said = [f"  '{READ}.base_schema.struct.types[0]': {number} = 1"]
    assert group_of(se.format(se.load_plan(data), names=first.endswith("names"))) == said
    assert group_of(se.format(Plan.FromString(data))) == said


def test_only_a_plan_holding_unknown_fields_no_load_read_is_loaded_again():
    plan = se.parse(BASE)
    assert not unknown.holds_any(plan) and not unknown.read_here(plan)
    data = with_unknown(**{READ.replace(".", "__"): field(1007, 0, b"\x01")})
    assert unknown.holds_any(Plan.FromString(data)) and not unknown.read_here(Plan.FromString(data))
    assert unknown.read_here(se.load_plan(data))  # marked
    assert unknown.read_here(se.parse(se.format(se.load_plan(data))))


def _messages(msg) -> list:
    """``msg`` and every message inside it, in the order of a walk through its fields."""
    found = [msg]
    for fd, value in msg.ListFields():
        if fd.message_type is not None and not fd.message_type.GetOptions().map_entry:
            for item in value if fd.is_repeated else [value]:
                found.extend(_messages(item))
    return found


@needs_corpus
def test_a_corpus_plan_protobuf_read_itself_with_a_field_no_proto_knows_is_written_as_its_load_is():
    """Each corpus plan as its producer wrote it (removed fields in their old places), a field no
    proto knows added to one of its messages, read by protobuf alone: format says it all."""
    checked = 0
    for i, path in enumerate(corpus_files()):
        try:
            plan = se.load_plan(path.read_bytes())
        except se.Error:
            continue
        produced = Plan.FromString(se.dump_plan(plan, "binary"))
        inside = _messages(produced)
        inside[i * 7919 % len(inside)].MergeFromString(field(1007, 0, b"\x01"))
        data = produced.SerializeToString()
        text = se.format(Plan.FromString(data))
        assert "Unknown Fields:" in text, path.name
        assert text == se.format(se.load_plan(data)), path.name
        checked += 1
    assert checked > 300


def test_the_rust_spelling_leaves_them_out():
    assert "Unknown" not in se.format(se.load_plan(with_unknown(plan=field(120, 0, b"\x01"))), compat="rust")


GROUP = "=== Extensions\nUnknown Fields:\n  {}\n\n" + BASE
BAD = [
    (f"'{READ}': 3 = x'0801'",
     f"3:{len(READ) + 7}: field 3 of substrait.ReadRel is its 'filter', not an unknown field"),
    (f"'{READ}x': 99 = 5", f"3:3: unknown fields: the plan has no message at '{READ}x'"),
    ("'': 99 = -5", "3:12: -5 is out of range for its wire type (0 to 18446744073709551615)"),
    ("'': 99 = 18446744073709551616", "3:12: 18446744073709551616 is out of range for its wire type"),
    ("'': 99 = fixed32(4294967296)", "3:12: 4294967296 is out of range for its wire type (0 to 4294967295)"),
    ("'': 99 = int(4)", "3:12: unknown spelling int(...) of an unknown field's value"),
    ("'': x''", "3:7: x'' holds no unknown field of ''"),
    (f"'{FETCH.replace('[0]', '[00]')}': 99 = 1", "3:3: unknown fields: the plan has no message at"),
    ("'': 99 = fixed16(4)", "3:12: unknown spelling fixed16(...) of an unknown field's value"),
    ("'': 99 = fixed64(x'00')", "3:12: fixed64(...) holds a number"),
    ("'': 99 = group(5)", "3:12: group(...) holds fields, as bytes"),
    ("'': 99 = 1, 98 = group(x'ff')", "3:20: x'ff' is not protobuf's wire format: no field tag at byte 0"),
    ("'': 0 = 5", "3:7: 0 is out of range for a field number (1 to 536870911)"),
    ("'': 536870912 = 5", "3:7: 536870912 is out of range for a field number"),
    ("'': 19998 = x''", "3:7: field 19998 of substrait.Plan is a note of substrait-explain's own"),
    ("'': 19999 = x'00'", "3:7: field 19999 of substrait.Plan is a note of substrait-explain's own"),
    ("'': 1 = x''", "3:7: field 1 of substrait.Plan is a removed field, not an unknown one"),
    ("'': x'0a00'", "3:7: field 1 of substrait.Plan is a removed field, not an unknown one"),
    ("'': x'f806'", "3:7: x'f806' is not protobuf's wire format: a truncated varint at byte 2"),
    ("'': 99 = 1\n  '': 98 = 1", "4:3: the place '' is named twice (first on line 3)"),
    ("@ 1: u", "3:3: under 'Unknown Fields:', a line reads `'place': field = value, ...`"),
]


@pytest.mark.parametrize("line, message", BAD, ids=[b[0] for b in BAD])
def test_bad_lines_say_what_and_where(line, message):
    with pytest.raises(se.ParseError) as info:
        se.parse(GROUP.format(line))
    assert str(info.value).startswith(f"<text>:{message}")


def test_the_lines_stand_under_their_own_group():
    with pytest.raises(se.ParseError) as info:
        se.parse("=== Extensions\nURNs:\n  '': 99 = 1\n\n" + BASE)
    assert str(info.value).startswith("<text>:3:3: `'place': field = value` lines stand under 'Unknown Fields:', "
                                      "not 'URNs:'")


def test_a_known_number_in_another_wire_type_is_an_unknown_field():
    """Protobuf keeps a field whose number the message knows, but not in that wire type (a
    varint where ReadRel's filter is a message), among the unknown fields: so does the text."""
    data = with_unknown(**{READ.replace(".", "__"): field(3, 0, b"\x05")})
    plan = se.load_plan(data)
    text = se.format(plan)
    assert group_of(text) == [f"  '{READ}': 3 = 5"]
    assert se.dump_plan(se.parse(text), "binary") == data
    raw = text.replace("3 = 5", "x'1805'")  # the same field, as the bytes that came
    assert se.dump_plan(se.parse(raw), "binary") == data
    with pytest.raises(se.ParseError, match="3:.*: field 3 of substrait.ReadRel is its 'filter'"):
        se.parse(text.replace("3 = 5", "x'1a00'"))


def test_a_repeated_number_is_known_packed_and_unpacked():
    """Grouping.expression_references (field 2, repeated uint32) is read from a varint and from
    packed bytes alike: only another wire type is unknown."""
    text = "=== Plan\nRoot[a]\n  Aggregate[$0 => $0]\n    Read[t => a:i64]\n"
    place = "relations[0].root.input.aggregate.groupings[0]"
    unpacked = with_unknown(text, **{place.replace(".", "__"): field(2, 0, b"\x00")})
    assert "Unknown Fields" not in se.format(se.load_plan(unpacked))
    data = with_unknown(text, **{place.replace(".", "__"): field(2, 5, b"\x07\x00\x00\x00")})
    out = se.format(se.load_plan(data))
    assert group_of(out) == [f"  '{place}': 2 = fixed32(7)"]
    assert se.dump_plan(se.parse(out), "binary") == data
    for known in ("2 = 7", "2 = x'07'"):
        with pytest.raises(se.ParseError, match="is its 'expression_references', not an unknown field"):
            se.parse(out.replace("2 = fixed32(7)", known))


def test_a_single_number_is_unknown_packed():
    """Only a repeated number is read packed: a literal's i64 (field 7) length-delimited is unknown."""
    text = "=== Plan\nRoot[a]\n  Project[5]\n    Read[t => a:i64]\n"
    place = "relations[0].root.input.project.expressions[0].literal"
    data = with_unknown(text, **{place.replace(".", "__"): field(7, 2, b"\x01\x07")})
    out = se.format(se.load_plan(data))
    assert group_of(out) == [f"  '{place}': 7 = x'07'"]
    assert se.dump_plan(se.parse(out), "binary") == data


def test_numbers_protobuf_reserves_are_said_but_the_plans_own_notes():
    """No proto defines fields 19000 to 19999, but a producer's bytes may hold them: only the
    plan's 19998 and 19999 are this package's (its mark and its old fields' note)."""
    data = with_unknown(plan=field(19000, 0, b"\x01") + field(19997, 0, b"\x02"),
                        **{READ.replace(".", "__"): field(19998, 0, b"\x03") + field(19999, 0, b"\x04")})
    text = se.format(se.load_plan(data))
    assert group_of(text) == ["  '': 19000 = 1, 19997 = 2", f"  '{READ}': 19998 = 3, 19999 = 4"]
    assert se.dump_plan(se.parse(text), "binary") == data
    # The plan's own are length-delimited: the same numbers in another wire type are a producer's.
    data = with_unknown(plan=field(19999, 0, b"\x05") + field(19998, 5, b"\x07\x00\x00\x00"))
    loaded = se.load_plan(data)
    assert se.dump_plan(loaded, "binary") == data
    assert se.dump_plan(se.load_plan(loaded.SerializeToString()), "binary") == data  # beside the mark
    text = se.format(loaded)
    assert group_of(text) == ["  '': 19999 = 5, 19998 = fixed32(7)"]
    assert se.dump_plan(se.parse(text), "binary") == data


def test_a_producers_19999_survives_beside_old_fields():
    """A plan with old fields carries the note (length-delimited 19999), which writing takes
    out: a producer's varint 19999 stays."""
    plan = se.parse(BASE)
    fetch = unknown.message_at(plan, FETCH)
    fetch.ClearField("count_expr")
    fetch.MergeFromString(field(4, 0, b"\x0a"))  # the removed count
    data = plan.SerializeToString() + field(19999, 0, b"\x05")
    loaded = se.load_plan(data)
    assert se.dump_plan(loaded, "binary") == data
    assert se.dump_plan(se.load_plan(loaded.SerializeToString()), "binary") == data  # the note read and taken out
    text = se.format(loaded)
    assert "Old Fields:\n  old = fetch\nUnknown Fields:\n  '': 19999 = 5\n" in text
    assert se.dump_plan(se.parse(text), "binary") == data


@pytest.mark.parametrize("place, data, said", [
    ("plan", field(1, 0, b"\x05"), "'': 1 = 5"),  # extension_uris was a message
    (FETCH, field(4, 2, b"\x01\x0a"), f"'{FETCH}': 4 = x'0a'"),  # count was a varint
    (FETCH, field(3, 5, b"\x07\x00\x00\x00"), f"'{FETCH}': 3 = fixed32(7)"),  # offset too
])
def test_a_removed_number_in_another_wire_type_is_an_unknown_field(place, data, said):
    """A removed field's number in a wire type it was never written in is no old field: protobuf
    keeps it among the unknown fields, and so does the text (before, load_plan failed on it)."""
    written = with_unknown(**{place.replace(".", "__"): data})
    plan, warnings = se.load_plan_with_warnings(written)
    assert [w for w in warnings if f"has unknown field(s) {said.split(': ')[1].split(' ')[0]};" in w]
    text = se.format(plan)
    assert group_of(text) == [f"  {said}"]
    assert "Old Fields" not in text
    assert se.dump_plan(se.parse(text), "binary") == written
    assert se.dump_plan(plan, "binary") == written
    assert se.load_plan(se.dump_plan(plan, "json")) == se.parse(BASE)  # JSON has no place for it


def test_a_removed_number_in_both_wire_types_is_an_old_field_and_an_unknown_one():
    plan = se.parse(BASE)
    fetch = unknown.message_at(plan, FETCH)
    fetch.ClearField("count_expr")
    # (the unknown one first: a removed field is written again after them, see the test above)
    fetch.MergeFromString(field(4, 1, (7).to_bytes(8, "little")) + field(4, 0, b"\x0a"))
    data = plan.SerializeToString()
    loaded = se.load_plan(data)
    assert unknown.message_at(loaded, FETCH).count_expr.literal.i64 == 10
    text = se.format(loaded)
    assert "Old Fields:\n  old = fetch\nUnknown Fields:\n" in text
    assert group_of(text) == [f"  '{FETCH}': 4 = fixed64(7)"]
    assert se.dump_plan(se.parse(text), "binary") == data
    # As JSON, the old fields' keys are written, those the producer wrote (an old offset beside
    # today's limit: no old count); the removed number in another wire type has no key, and is
    # not read as the count.
    fetch.Clear()
    fetch.MergeFrom(unknown.message_at(se.parse(BASE), FETCH))
    fetch.MergeFromString(field(3, 0, b"\x02") + field(4, 2, b"\x01\x0c"))  # an offset; no count
    obj = json.loads(se.dump_plan(se.load_plan(plan.SerializeToString()), "json"))
    fetch_json = obj["relations"][0]["root"]["input"]["fetch"]
    assert fetch_json["offset"] == "2" and "count" not in fetch_json
    assert fetch_json["countExpr"] == {"literal": {"i64": "10"}}


def test_writing_old_fields_rereads_only_the_messages_that_carry_some():
    """Taking a plan's own removed fields out re-reads the message with protobuf's binary
    reader, which stops at 100 levels: a deep message with only unknown fields is left as it
    is (before, writing old fields into a 60-Filter plan failed on it)."""
    lines = ["=== Plan", "Root[a]"] + ["  " * (i + 1) + "Filter[true => ...]" for i in range(60)]
    text = ("=== Extensions\nUnknown Fields:\n  'relations[0].root.input.filter': 99 = 5\n\n"
            + "\n".join(lines + ["  " * 61 + "Read[t => a:i64]"]) + "\n")
    written = se.dump_plan(se.parse(text), "text", old_fields="duckdb").decode()
    assert "  'relations[0].root.input.filter': 99 = 5\n" in written
    assert se.parse(written).relations == se.parse(text).relations


def test_unknown_fields_are_warned_of_in_the_order_of_the_plan():
    text = BASE.replace("Project[$0, $1]", "Project[1, 2, 3]")
    project = "relations[0].root.input.fetch.input.project"
    data = with_unknown(text, **{f"{project}__expressions[{i}]".replace(".", "__"): field(90 + i, 0, b"\x01")
                                 for i in range(3)})
    _, warnings = se.load_plan_with_warnings(data)
    assert [w.split(";")[0] for w in warnings] == [
        f"{project}.expressions[{i}]: substrait.Expression has unknown field(s) {90 + i}" for i in range(3)]


ENUM_CALL = """=== Extensions
URNs:
  @ 1: extension:example:functions
Functions:
  # 1 @ 1: pick

=== Plan
Root[a]
  Filter[pick(&FIRST, $0):boolean]
    Read[t => a:boolean]
"""
CONDITION = "relations[0].root.input.filter.condition"


def test_an_expressions_removed_enum_is_an_old_argument_only():
    """Field 10 of an Expression was `enum`, which only an old argument (a function's removed
    `args`) used: there it is the argument's enum, anywhere else an unknown field, said and kept
    (before, the text dropped it without a word)."""
    old_enum = field(10, 2, b"\x05" + field(1, 2, b"\x03ANY"))
    written = with_unknown(ENUM_CALL, **{CONDITION.replace(".", "__"): old_enum})
    plan, warnings = se.load_plan_with_warnings(written)
    assert [w for w in warnings if "substrait.Expression has unknown field(s) 10;" in w]
    text = se.format(plan)
    assert group_of(text) == [f"  '{CONDITION}': 10 = x'0a03414e59'"]
    assert "Old Fields" not in text
    assert se.dump_plan(se.parse(text), "binary") == written
    # Written with old arguments, the call's enum argument is an old one, and the condition's own
    # field 10 is no `enum` key: JSON has no place for it, and its reader would refuse one there.
    obj = json.loads(se.dump_plan(plan, "json", old_fields="args"))
    condition = obj["relations"][0]["root"]["input"]["filter"]["condition"]
    assert "enum" not in condition
    assert condition["scalarFunction"]["args"][0] == {"enum": {"specified": "FIRST"}}
    assert se.format(se.load_plan(json.dumps(obj))) == se.format(se.parse(ENUM_CALL)).replace(
        ": pick\n", ": pick\nOld Fields:\n  old+new = args\n")
    # Read from binary, an old argument's field 10 is its enum again, not an unknown field.
    old = se.dump_plan(se.parse(ENUM_CALL), "binary", old_fields="old=args")
    plan, warnings = se.load_plan_with_warnings(old)
    assert not warnings
    assert se.format(plan) == se.format(se.parse(ENUM_CALL)).replace(": pick\n", ": pick\nOld Fields:\n  old = args\n")


def test_an_old_arguments_field_10_in_another_wire_type_is_no_enum():
    value = f"{CONDITION}.scalar_function.arguments[1].value"
    plan = se.load_plan(with_unknown(ENUM_CALL, **{value.replace(".", "__"): field(10, 0, b"\x01")}))
    assert group_of(se.format(plan)) == [f"  '{value}': 10 = 1"]
    obj = json.loads(se.dump_plan(plan, "json", old_fields="args"))
    args = obj["relations"][0]["root"]["input"]["filter"]["condition"]["scalarFunction"]["args"]
    assert args == [{"enum": {"specified": "FIRST"}}, {"selection": {"directReference": {"structField": {}},
                                                                     "rootReference": {}}}]


GROUPED = """=== Plan
Root[a, b]
  Aggregate[$0, $1 => $0, $1]
    Read[t => a:i64, b:i64]
"""
KEYS = "relations[0].root.input.aggregate.grouping_expressions"


def test_grouping_keys_that_print_alike_take_the_explicit_form():
    # The second key reads $0 as the first does, and holds an unknown field: the short form
    # `Aggregate[$0, $0 => $0, $0]` would read back as one key, named twice.
    plan = se.parse(GROUPED)
    keys = plan.relations[0].root.input.aggregate.grouping_expressions
    keys[1].CopyFrom(keys[0])
    keys[1].MergeFromString(field(99, 0, b"\x01"))
    plan = se.load_plan(plan.SerializeToString())
    text = se.format(plan)
    assert group_of(text) == [f"  '{KEYS}[1]': 99 = 1"]
    assert "grouping_expressions=[$0, $0]" in text, text
    assert se.parse(text) == plan


def test_a_subquery_key_beside_keys_that_print_alike_is_written_once_per_list():
    # The explicit form writes the keys twice, as groupings and as outputs: a `%N:` line for the
    # subquery in each. The short form tried first met it too, and is forgotten: not a third.
    plan = se.parse(GROUPED.replace("Aggregate[$0, $1", "Aggregate[$0, $1, %0").replace(
        "    Read[t => a:i64, b:i64]\n", "    %0: Read[u => c:i64]\n    Read[t => a:i64, b:i64]\n"))
    keys = plan.relations[0].root.input.aggregate.grouping_expressions
    keys[1].CopyFrom(keys[0])
    keys[1].MergeFromString(field(99, 0, b"\x01"))
    plan = se.load_plan(plan.SerializeToString())
    text = se.format(plan)
    assert text.count("Read[u") == 2, text
    assert se.parse(text) == plan


def _relations(msg) -> list:
    return [m for m in _messages(msg) if m.DESCRIPTOR.full_name in ("substrait.Rel", "substrait.RelRoot")]


@pytest.mark.parametrize("data", [
    se.dump_plan(se.parse(OLD_FETCH), "binary"),
    with_unknown(**{READ.replace(".", "__"): field(1007, 0, b"\x01")}),
], ids=["removed", "unknown"])
def test_an_annotator_of_a_plan_protobuf_read_itself_is_given_the_plans_own_relations(data):
    """The text is its load's, but the annotator (the names view's, the page's) sees the caller's
    messages: it may know them by identity (a profile of the plan, say)."""
    plan = Plan.FromString(data)
    mine = _relations(plan)  # (kept: protobuf gives the same message objects while they live)
    costs = {id(rel): f"#{i}" for i, rel in enumerate(mine)}
    given = []

    def annotate(rel):
        given.append(rel)
        return costs.get(id(rel), "not the caller's")

    text = printer.format_plan(plan, annotate)
    assert len(given) == len(mine) and all(any(rel is m for m in mine) for rel in given)
    assert "not the caller's" not in text
    loaded = se.load_plan(data)
    assert text == printer.format_plan(loaded, lambda rel: f"#{_relations(loaded).index(rel)}")


@pytest.mark.skipif(not printer.__file__.endswith(".py"), reason="counts calls between modules: the pure build only")
@pytest.mark.parametrize("read_wire", [True, False], ids=["wire reader", "protobuf's messages"])
def test_only_a_plan_no_load_read_is_read_as_a_load_reads_it(monkeypatch, read_wire):
    """A loaded plan, or one the parser built, is written as it stands; only a plan holding
    unknown fields that no load read is read again first (reading it twice would lose nothing
    but time, which no text shows)."""
    reads = []
    real = old_fields.in_todays_terms
    monkeypatch.setattr(old_fields, "in_todays_terms", lambda plan, note=None: reads.append(1) or real(plan, note))
    monkeypatch.setattr(printer, "READ_WIRE", read_wire)
    data = with_unknown(plan=field(120, 0, b"\x01"))
    for plan, expected in [(se.parse(BASE), 0), (se.load_plan(data), 0), (se.load_plan(se.dump_plan(
            se.parse(OLD_FETCH), "binary")), 0), (Plan.FromString(data), 1)]:
        reads.clear()
        printer.format_plan(plan)
        assert len(reads) == expected
