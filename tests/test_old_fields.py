"""Removed fields on the wire: a plan is written with the removed fields it was read
with (plan/old_fields.py), through binary, JSON and text, by the API and the command."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from conftest import corpus_files
from google.protobuf import json_format
from google.protobuf.message import Message
from google.protobuf.unknown_fields import UnknownFieldSet
from hypothesis import given, settings
from hypothesis import strategies as st
from substrait.proto import Expression, FetchRel, FunctionArgument, Plan, Type

import substrait_explain as se
from substrait_explain.api import strip_comment_lines
from substrait_explain.base.errors import Error, ParseError
from substrait_explain.plan import legacy, old_fields, wire
from substrait_explain.tools import cli

PRODUCERS = Path(__file__).resolve().parent / "fixtures" / "producers"


def plan_files(suffix: str) -> list[Path]:
    return [p for p in corpus_files() if p.suffix == suffix] + sorted(PRODUCERS.glob(f"*{suffix}"))


def short(path: Path) -> str:
    return f"{path.parent.name}/{path.name}"


# --------------------------------------------------------------------------
# What protobuf decodes, removed fields included


def wire_form(msg: Message) -> tuple:
    """``msg`` as protobuf decodes it with unknown fields kept: known fields, and the
    unknown ones by number (removed fields decoded as the old protos had them), in
    number order, so that only the order of fields within a message is left aside."""
    known = []
    for fd, value in msg.ListFields():
        if fd.message_type is None:
            known.append((fd.name, tuple(value) if fd.is_repeated else value))
        elif isinstance(value, Message):
            known.append((fd.name, wire_form(value)))
        else:
            known.append((fd.name, tuple(wire_form(item) for item in value)))
    removed = legacy.REMOVED.get(msg.DESCRIPTOR.full_name, {})
    unknown = []
    for field in UnknownFieldSet(msg):
        value = field.data
        if field.field_number in removed:
            name, decode = removed[field.field_number]
            value = decode(field.data, name)
        unknown.append((field.field_number, wire_form(value) if isinstance(value, Message) else value))
    return tuple(known), tuple(sorted(unknown, key=lambda f: f[0]))


def removed_numbers(msg: Message, path: str = "") -> set[tuple[str, int]]:
    """(where, field number) of every removed field in ``msg``."""
    found = {(path, f.field_number) for f in UnknownFieldSet(msg)
             if f.field_number in legacy.REMOVED.get(msg.DESCRIPTOR.full_name, {})}
    for fd, value in msg.ListFields():
        if fd.message_type is not None:
            for i, item in enumerate([value] if isinstance(value, Message) else value):
                found |= removed_numbers(item, f"{path}/{fd.name}[{i}]")
    return found


def decoded(data: bytes) -> tuple:
    return wire_form(Plan.FromString(data))


# --------------------------------------------------------------------------
# Every binary plan of the corpus and of the producers: every field comes back


@pytest.mark.parametrize("path", plan_files(".bin"), ids=short)
def test_binary_plan_comes_back_with_every_field(path):
    data = path.read_bytes()
    plan = se.load_plan(data)
    want = decoded(data)
    direct = se.dump_plan(plan, "binary")
    through_text = se.dump_plan(se.parse(se.format(plan)), "binary")
    assert decoded(direct) == want
    assert decoded(through_text) == want
    assert Plan.FromString(through_text) == Plan.FromString(data)  # protobuf's own comparison agrees
    # The API's plan carries them: its own SerializeToString() writes every removed field.
    carried = Plan.FromString(se.parse(se.format(plan)).SerializeToString())
    assert removed_numbers(Plan.FromString(data)) <= removed_numbers(carried)


def test_the_producers_use_removed_fields():
    """The check above sees something: most producer plans use removed fields."""
    using = [p.name for p in plan_files(".bin") if removed_numbers(Plan.FromString(p.read_bytes()))]
    assert any(name.startswith("duckdb") for name in using)
    assert any(name.startswith("datafusion") for name in using)


def test_the_command_converts_a_directory_keeping_every_field(tmp_path):
    """Batch outputs, binary to binary and through text, as a user would run them."""
    sources = sorted(PRODUCERS.glob("*.bin")) + [p for p in corpus_files() if p.suffix == ".bin"][:40]
    inputs = tmp_path / "in"
    inputs.mkdir()
    for i, source in enumerate(sources):
        (inputs / f"{i:03}-{source.name}").write_bytes(source.read_bytes())
    assert cli.main(["convert", str(inputs), "-t", "binary", "-o", str(tmp_path / "bin")]) == 0
    assert cli.main(["convert", str(inputs), "-t", "text", "-o", str(tmp_path / "txt")]) == 0
    assert cli.main(["convert", str(tmp_path / "txt"), "-t", "binary", "-o", str(tmp_path / "back")]) == 0
    for source in inputs.iterdir():
        want = decoded(source.read_bytes())
        assert decoded((tmp_path / "bin" / source.name).read_bytes()) == want, source.name
        assert decoded((tmp_path / "back" / source.name).read_bytes()) == want, source.name


# --------------------------------------------------------------------------
# Every JSON plan: JSON -> text -> JSON keeps every removed field


def _camel(key: str) -> str:
    return re.sub(r"_([a-z0-9])", lambda m: m.group(1).upper(), key)


def normal(value):
    """A JSON value as protobuf JSON means it: camelCase keys, 64-bit integers as
    numbers, no default values."""
    if isinstance(value, dict):
        out = {}
        for key, item in value.items():
            item = normal(item)
            if item in (0, "", False, []) and not isinstance(item, dict):
                continue
            if isinstance(item, str) and item.endswith("_UNSPECIFIED"):
                continue
            out[_camel(key)] = item
        return out
    if isinstance(value, list):
        return [normal(item) for item in value]
    if isinstance(value, str) and re.fullmatch(r"-?\d+", value):
        return int(value)
    return value


def removed_keys(desc, obj, path: str = "") -> dict[str, object]:
    """Where each removed field stands in a JSON plan (its path), and its value."""
    found: dict[str, object] = {}
    if not isinstance(obj, dict):
        return found
    for key, value in obj.items():
        fd = desc.fields_by_camelcase_name.get(key) or desc.fields_by_name.get(key)
        where = f"{path}/{_camel(key)}"
        if fd is None:
            value = normal(value)
            if value not in ([], 0, "", False):  # a default value is no field (binary cannot hold it)
                found[where] = value
        elif fd.message_type is not None and not fd.message_type.full_name.startswith("google.protobuf."):
            for i, item in enumerate(value if isinstance(value, list) else [value]):
                found |= removed_keys(fd.message_type, item, f"{where}[{i}]")
    return found


def json_plans() -> list[Path]:
    return [p for p in plan_files(".json") if p.stat().st_size < 2_000_000]


@pytest.mark.parametrize("path", json_plans(), ids=short)
def test_json_plan_keeps_every_removed_field_through_text(path):
    text = strip_comment_lines(path.read_text())
    obj = json.loads(text)
    if not isinstance(obj, dict):
        pytest.skip("not a plan: a JSON list")
    plan = se.load_plan(text, "json")
    out = json.loads(se.dump_plan(se.parse(se.format(plan)), "json"))
    got, want = removed_keys(Plan.DESCRIPTOR, out), removed_keys(Plan.DESCRIPTOR, obj)
    assert got == want
    assert se.load_plan(json.dumps(out), "json") == plan


# --------------------------------------------------------------------------
# The declaration in the text


DUCKDB_LIMIT = PRODUCERS / "duckdb-sort_limit.bin"


def test_text_declares_the_old_fields_once():
    text = se.format(se.load_plan(DUCKDB_LIMIT.read_bytes()))
    assert "Old Fields:\n  old = fetch\n" in text
    assert text.count("Old Fields:") == 1


def test_a_long_old_fields_line_goes_on_as_lines_of_the_same_way():
    body = "=== Plan\nRoot[k]\n" + "".join(f"{'  ' * i}Fetch[limit=1 => _]\n" for i in range(1, 5)) + \
        f"{'  ' * 5}Read[t => k:i64]\n"
    p0, p1, p2, p3 = (f"'relations[0].root.input{'.fetch.input' * i}.fetch'" for i in range(4))
    plan = se.parse(with_old("old", f"fetch({p0}, {p1}, {p2}, {p3}), grouping", body))
    two = f"  old = fetch({p0}, {p1})"
    # Lines of exactly the width are filled; an item that would pass it starts a line of its own.
    text = se.format(plan, width=len(two))
    assert f"Old Fields:\n{two}\n  old = fetch({p2})\n  old = fetch({p3})\n  old = grouping\n\n" in text
    assert se.parse(text) == plan
    assert f"Old Fields:\n  old = fetch({p0})\n  old = fetch({p1})\n" in se.format(plan, width=len(two) - 1)
    assert f"Old Fields:\n  old = fetch({p0}, {p1}, {p2}, {p3}), grouping\n\n" in se.format(plan, width=None)


def test_old_fields_are_left_out_for_the_crate():
    # The crate reads today's fields only: its text says the plan in those, without the group.
    plan = se.parse(with_old("old", "fetch", "=== Plan\nRoot[k]\n  Fetch[limit=2, offset=1]\n    Read[t => k:i64]\n"))
    assert "Old Fields" in se.format(plan)
    text = se.format(plan, compat="rust")
    assert "Old Fields" not in text
    assert today(se.parse(text)) == today(plan)


def test_a_dual_write_is_declared_old_plus_new():
    plan = se.load_plan((PRODUCERS / "datafusion-aggregate.bin").read_bytes())
    assert "Old Fields:\n  old+new = grouping\n" in se.format(plan)


def test_uris_are_declared_with_their_anchors_in_order():
    text = se.format(se.load_plan((PRODUCERS / "duckdb-aggregate.bin").read_bytes()))
    block = text.split("Old Fields:\n", 1)[1].split("\n\n", 1)[0]
    assert block.splitlines()[0] == "  old = uris, grouping"
    uris = block.splitlines()[1:]
    assert uris[0] == "  @  1: https://github.com/substrait-io/substrait/blob/main/extensions/" \
                      "functions_aggregate_generic.yaml"
    assert [line.split(":", 1)[0] for line in uris] == ["  @  1", "  @  2", "  @  3"]


LIMIT_TEXT = """=== Plan
Root[k]
  Fetch[limit=2, offset=1 => _]
    Read[t => k:i64]
"""


def with_old(way: str, kinds: str, body: str = LIMIT_TEXT) -> str:
    return f"=== Extensions\nOld Fields:\n  {way} = {kinds}\n\n{body}"


@pytest.mark.parametrize("text", [
    with_old("old", "fetch"),
    with_old("old+new", "fetch"),
    with_old("old", "fetch('relations[0].root.input.fetch')"),
    "=== Extensions\nURNs:\n  @  1: extension:io.substrait:functions_arithmetic\nFunctions:\n  #  1 @  1: add\n"
    "Old Fields:\n  old = uris, args\n  @  1: https://github.com/substrait-io/substrait/blob/main/extensions/functions_arithmetic.yaml\n\n"
    "=== Plan\nRoot[a]\n  Project[add($0, 1)]\n    Read[t => a:i64]\n",
])
def test_a_plan_written_with_serialize_to_string_reads_back_the_same(text):
    # SerializeToString() keeps the removed fields, in their dual form, and the note of how they are written.
    plan = se.parse(text)
    again = se.load_plan(plan.SerializeToString())
    assert again.SerializeToString() == plan.SerializeToString()
    assert se.format(again) == se.format(plan)


@pytest.mark.parametrize("note", [
    b"\x0a\x02\xff\xfe",  # a kind that is not UTF-8
    b"\x0a\x04fech",  # no such kind
    b"\x1a\x03abc",  # a place without its way and kind
    b"\x0a\x80",  # cut off
    b"\x1a\x0bold fetch x",  # a place that names no Fetch
])
def test_a_damaged_note_is_a_load_error(note):
    data = se.parse(LIMIT_TEXT).SerializeToString() + b"\xfa\xe1\x09" + bytes([len(note)]) + note  # field 19999
    with pytest.raises(se.LoadError, match="its field 19999, a note of removed fields .* is damaged"):
        se.load_plan(data, "binary")


def test_the_note_is_cut_from_a_plans_bytes_before_the_plan_is_read():
    """The note of old fields never enters the plan read: taking it out of the plan would copy the
    whole plan. Bytes without it, and bytes that are no message, are left as they are."""
    data = se.parse(with_old("old", "fetch")).SerializeToString()
    bare, note = old_fields.cut_note(data)
    assert note and all(number == 19999 for number, _ in note)
    assert 19999 not in [u.field_number for u in UnknownFieldSet(Plan.FromString(bare))]
    assert se.load_plan(data).SerializeToString() == data  # read with its note, written with it again
    assert old_fields.cut_note(bare) == (bare, [])
    producers = data + b"\xf8\xe1\x09\x05"  # a producer's own field 19999, a varint: not the note
    assert old_fields.cut_note(producers)[0] == bare + b"\xf8\xe1\x09\x05"
    assert old_fields.cut_note(b"\xfa\xe1\x09\x05x") == (b"\xfa\xe1\x09\x05x", [])  # runs past its end
    with pytest.raises(se.LoadError, match="not a binary Substrait plan"):
        se.load_plan(b"\xfa\xe1\x09\x05x", "binary")


def test_a_note_whose_tag_is_written_longer_is_taken_out_all_the_same():
    """Protobuf reads a tag padded with bytes of no value (0x80 ... 0x00); cut_note looks for the
    tag as protobuf writes it, and the plan read takes such a note out itself."""
    data = se.parse(with_old("old", "fetch")).SerializeToString()
    padded = data.replace(b"\xfa\xe1\x09", b"\xfa\xe1\x89\x80\x00")
    assert old_fields.cut_note(padded) == (padded, [])
    loaded, warnings = se.load_plan_with_warnings(padded)
    assert warnings == []
    assert loaded.SerializeToString() == se.load_plan(data).SerializeToString()


@pytest.mark.parametrize("depth", [3, 120])
def test_old_fields_kept_as_read_do_not_depend_on_how_deep_the_plan_nests(depth):
    """An old row of a virtual table holding, in structs nested ``depth`` deep, an interval whose
    removed microseconds are 0 (read, but nothing to derive): both keep their old fields as read.
    Past about 100 structs the walk that settles them enters every message (plan/reach.py reads so
    deep no further); the interval's are still not derived into the row before it is compared."""
    literal = wire.length_delimited(20, b"\x08\x01\x18\x00")  # Literal{interval_day_to_second{days 1, microseconds 0}}
    for _ in range(depth):
        literal = wire.length_delimited(25, wire.length_delimited(1, literal))  # Literal{struct{fields [it]}}
    plan = se.parse("=== Plan\nRoot[a]\n  Read[t => a:i64]\n")
    plan.relations[0].root.input.read.virtual_table.MergeFromString(
        wire.length_delimited(1, wire.length_delimited(1, literal)))  # values (removed): one row, one field
    data = plan.SerializeToString()
    loaded = se.load_plan(data)
    kept = sorted(path.rsplit(".", 1)[-1] for path in old_fields.of_plan(loaded).verbatim)
    assert kept == ["interval_day_to_second", "virtual_table"]
    assert se.dump_plan(se.parse(se.format(loaded)), "binary") == data


def fetch_of(data: bytes) -> Message:
    return Plan.FromString(data).relations[0].root.input.fetch


def old_values(msg: Message) -> dict[int, list]:
    out: dict[int, list] = {}
    for field in UnknownFieldSet(msg):
        out.setdefault(field.field_number, []).append(field.data)
    return out


def test_old_fetch_writes_count_and_offset_instead_of_the_expressions():
    fetch = fetch_of(se.dump_plan(se.parse(with_old("old", "fetch")), "binary"))
    assert old_values(fetch) == {3: [1], 4: [2]}
    assert not fetch.HasField("offset_expr") and not fetch.HasField("count_expr")


def test_old_plus_new_fetch_writes_both():
    fetch = fetch_of(se.dump_plan(se.parse(with_old("old+new", "fetch")), "binary"))
    assert old_values(fetch) == {3: [1], 4: [2]}
    assert fetch.offset_expr.literal.i64 == 1 and fetch.count_expr.literal.i64 == 2


def test_no_limit_is_count_minus_one_and_an_offset_of_zero_is_written():
    body = "=== Plan\nRoot[k]\n  Fetch[offset=0 => _]\n    Read[t => k:i64]\n"
    fetch = fetch_of(se.dump_plan(se.parse(with_old("old", "fetch", body)), "binary"))
    assert old_values(fetch) == {3: [0], 4: [(1 << 64) - 1]}  # -1, as a 64-bit varint


def test_a_text_without_the_declaration_writes_todays_fields_only():
    data = se.dump_plan(se.parse(LIMIT_TEXT), "binary")
    assert removed_numbers(Plan.FromString(data)) == set()
    assert data == se.parse(LIMIT_TEXT).SerializeToString()


def test_the_declaration_round_trips_and_keeps_the_meaning():
    text = with_old("old", "fetch")
    plan = se.parse(text)
    assert se.format(plan) == text
    assert se.parse(se.format(plan)) == plan
    # In today's terms it is the plan without the declaration, however written.
    for fmt in ("binary", "json"):
        assert today(se.load_plan(se.dump_plan(plan, fmt))) == se.parse(LIMIT_TEXT)


def today(plan: Plan) -> Plan:
    """``plan`` in today's fields only."""
    return old_fields.for_writing(plan, old_fields.OldFields())


# A plan as an old producer wrote it, with every kind of removed field.
REF0 = {"directReference": {"structField": {}}, "rootReference": {}}
FIELD0 = {"selection": REF0}
FIELD1 = {"selection": {"directReference": {"structField": {"field": 1}}, "rootReference": {}}}
REQUIRED = "NULLABILITY_REQUIRED"
SCHEMA = {"names": ["k", "ts", "u"], "struct": {"nullability": REQUIRED, "types": [
    {"i64": {"nullability": REQUIRED}}, {"timestamp": {"nullability": REQUIRED}}, {"userDefinedTypeReference": 1}]}}
EVERY_KIND = {
    "extensionUris": [{"extensionUriAnchor": 1, "uri": "/functions_comparison.yaml"},
                      {"extensionUriAnchor": 2, "uri": "https://example.com/mine.yaml"}],
    "extensions": [
        {"extensionFunction": {"extensionUriReference": 1, "functionAnchor": 1, "name": "equal:any_any"}},
        {"extensionFunction": {"extensionUriReference": 1, "functionAnchor": 2, "name": "sum:i64"}},
        {"extensionType": {"extensionUriReference": 2, "typeAnchor": 1, "name": "point"}},
    ],
    "relations": [{"root": {"names": ["k", "s"], "input": {"fetch": {"offset": "1", "count": "5", "input": {
        "aggregate": {
            "groupings": [{"groupingExpressions": [FIELD0]}],
            "measures": [{"measure": {"functionReference": 2, "args": [FIELD1],
                                      "outputType": {"i64": {"nullability": "NULLABILITY_NULLABLE"}}}}],
            "input": {"filter": {
                "condition": {"scalarFunction": {
                    "functionReference": 1, "outputType": {"bool": {"nullability": REQUIRED}},
                    "args": [{"enum": {"specified": "FIRST"}}, FIELD0, {"literal": {"time": "5"}}]}},
                "input": {"hashJoin": {
                    "type": "JOIN_TYPE_INNER", "leftKeys": [REF0], "rightKeys": [REF0],
                    "left": {"read": {"baseSchema": SCHEMA, "localFiles": {
                        "items": [{"uriFile": "/t.parquet", "format": "FILE_FORMAT_PARQUET"}]}}},
                    "right": {"read": {"baseSchema": SCHEMA, "virtualTable": {"values": [{"fields": [
                        {"i64": "1"}, {"timestamp": "1000"},
                        {"intervalDayToSecond": {"days": 1, "seconds": 2, "microseconds": 3}}]}]}}},
                }},
            }},
        }}}}}}],
}


def every_kind() -> Plan:
    return se.load_plan(json.dumps(EVERY_KIND), "json")


def test_every_kind_is_declared():
    assert "  old = uris, fetch, grouping, values, args, time, interval, user_type, join_keys, file_format\n" \
        in se.format(every_kind())


def test_every_kind_comes_back_in_json_through_text():
    out = json.loads(se.dump_plan(se.parse(se.format(every_kind())), "json"))
    want = removed_keys(Plan.DESCRIPTOR, EVERY_KIND)
    assert len(want) == 17
    assert removed_keys(Plan.DESCRIPTOR, out) == want


def test_every_kind_comes_back_in_binary_through_text():
    plan = every_kind()
    data = se.dump_plan(se.parse(se.format(plan)), "binary")
    found = {(re.sub(r"\[\d+\]", "", path).rsplit("/", 1)[-1], number)
             for path, number in removed_numbers(Plan.FromString(data))}
    # The time literal and the interval stand inside removed fields (args, values), as written.
    assert found == {("", 1), ("extension_function", 1), ("extension_type", 1), ("fetch", 3), ("fetch", 4),
                     ("groupings", 1), ("measure", 2), ("scalar_function", 2), ("types", 14), ("types", 31),
                     ("hash_join", 4), ("hash_join", 5), ("virtual_table", 1), ("items", 5)}
    row = legacy.REMOVED["substrait.ReadRel.VirtualTable"][1][1](
        UnknownFieldSet(Plan.FromString(data).relations[0].root.input.fetch.input.aggregate.input.filter.input
                        .hash_join.right.read.virtual_table)[0].data, "values")
    assert {f.field_number: f.data for f in UnknownFieldSet(row.fields[1])} == {14: 1000}
    assert {f.field_number: f.data for f in UnknownFieldSet(row.fields[2].interval_day_to_second)} == {3: 3}
    assert se.load_plan(data) == plan  # read again, the same plan


# Fetches in subqueries: of a Filter's condition, and of a grouping expression, which the
# old grouping field copies whole (its Fetch's old fields included).
SUBQUERIES_TEXT = """=== Plan
Root[k]
  Aggregate[%0 => %1 => _]
    Filter[%2 => _]
      Read[t => k:i64 => _]
      %2: Fetch[limit=2, offset=1 => _]
        Read[u => k:i64 => _]
    %0: Fetch[limit=3 => _]
      Read[v => k:i64 => _]
    %1: Fetch[limit=3 => _]
      Read[v => k:i64 => _]
"""


@pytest.mark.parametrize("way", old_fields.WAYS)
@pytest.mark.parametrize("kinds", ["fetch", "grouping", "fetch,values", "fetch,join_keys",
                                   "uris,fetch,grouping,values,join_keys", "fetch,grouping,time",
                                   "fetch,file_format"])
def test_the_old_fields_of_relations_come_back_through_text(way, kinds):
    # The builder derives the kinds of relations as it finishes each relation, the others
    # (time) once the plan is built; each way gives the plan that asking for them gives.
    for plan in (today(every_kind()), se.parse(SUBQUERIES_TEXT)):
        want = old_fields.with_old_fields(plan, old_fields.asked(f"{way}={kinds}"))
        got = se.parse(se.format(want))
        assert got.SerializeToString() == want.SerializeToString()
        assert removed_numbers(got) == removed_numbers(want) != set()


def test_old_only_leaves_out_the_new_fields_and_old_plus_new_writes_them():
    text = se.format(every_kind())
    only = json.loads(se.dump_plan(se.parse(text), "json"))
    both = json.loads(se.dump_plan(se.parse(text.replace("  old = ", "  old+new = ")), "json"))
    fetch_only, fetch_both = (p["relations"][0]["root"]["input"]["fetch"] for p in (only, both))
    assert "countExpr" not in fetch_only and fetch_only["count"] == "5"
    assert fetch_both["countExpr"] == {"literal": {"i64": "5"}} and fetch_both["count"] == "5"
    assert "extensionUrns" not in only and "extensionUrns" in both
    # old+new writes every removed field old does (and more: those inside the new fields).
    assert set(removed_keys(Plan.DESCRIPTOR, only)) < set(removed_keys(Plan.DESCRIPTOR, both))


# --------------------------------------------------------------------------
# Bad declarations: what, where and how to fix it


@pytest.mark.parametrize(("text", "message", "where"), [
    (with_old("old", "fetchh"), "unknown kind of removed field 'fetchh'", (3, 9)),
    (with_old("new", "fetch"), "unknown way 'new' to write removed fields", (3, 3)),
    (with_old("old", "fetch, fetch"), "removed fields 'fetch' are already written 'old'", (3, 16)),
    ("=== Extensions\nURNs:\n  old = fetch\n\n" + LIMIT_TEXT, "stand under 'Old Fields:'", (3, 3)),
    ("=== Extensions\nOld Fields:\n  # 1 @ 1: add\n\n" + LIMIT_TEXT, "an extension URI reads", (3, 3)),
    (with_old("old", "fetch('a'), fetch('a')"), "removed fields 'fetch' in 'a' are already written 'old'", (3, 21)),
    (with_old("old", "fetch('relations[0].root.input')"), "the plan has no message of that kind at", (3, 9)),
    (with_old("old", "fetch('relations[1].root.input.fetch')"), "the plan has no message of that kind at", (3, 9)),
    (with_old("old", "args('relations[0].root.input.fetch')"), "the plan has no message of that kind at", (3, 9)),
])
def test_bad_declarations_say_what_and_where(text, message, where):
    with pytest.raises(ParseError) as caught:
        se.parse(text)
    assert message in caught.value.message
    assert (caught.value.line, caught.value.column) == where
    assert caught.value.hint


def test_a_misspelt_kind_gets_a_suggestion():
    with pytest.raises(ParseError) as caught:
        se.parse(with_old("old", "fetchh"))
    assert "fetch" in caught.value.hint


# --------------------------------------------------------------------------
# Writing for an older consumer on purpose


def test_asking_for_old_fields_writes_them_for_a_plan_that_has_none():
    plan = se.parse(LIMIT_TEXT)
    fetch = fetch_of(se.dump_plan(plan, "binary", old_fields="duckdb"))
    assert old_values(fetch) == {3: [1], 4: [2]}
    assert fetch.count_expr.literal.i64 == 2  # old+new by default
    fetch = fetch_of(se.dump_plan(plan, "binary", old_fields="old=fetch"))
    assert not fetch.HasField("count_expr")
    assert "  old+new = fetch, grouping, interval\n" in se.dump_plan(plan, "text", old_fields="duckdb").decode()


def test_asked_uris_come_from_the_urns():
    text = se.format(every_kind())
    without = text[:text.index("Old Fields:")] + "\n" + text.split("\n\n", 1)[1]  # no old fields
    written = se.dump_plan(se.parse(without), "text", old_fields="uris").decode()
    assert "  @  1: https://github.com/substrait-io/substrait/blob/main/extensions/functions_comparison.yaml" in written


def test_asked_uris_are_the_plans_own_where_it_has_them():
    # A producer's URI, not the one a URN would give: asked for the old fields again, it stays.
    text = URN_TEXT.format(old="Old Fields:\n  old+new = uris\n  @  1: /opt/yaml/boolean.yaml\n")
    written = se.dump_plan(se.parse(text), "text", old_fields="uris,fetch").decode()
    assert "  @  1: /opt/yaml/boolean.yaml" in written and "github" not in written


URN_TEXT = """=== Extensions
URNs:
  @ 1: extension:io.substrait:functions_boolean
Functions:
  # 1 @ 1: not
{old}
=== Plan
Root[a]
  Filter[not($0)]
    Read[t => a:boolean]
"""


def test_urns_stay_where_no_uri_replaces_them():
    """Written the old way, the URIs replace the URNs; a plan that names no URI keeps its URNs."""
    # A producer's declaration referring to its URN by the old field alone, the plan's URNs new.
    plan = se.parse(URN_TEXT.format(old=""))
    decl = plan.extensions[0].extension_function
    decl.ClearField("extension_urn_reference")
    decl.MergeFromString(b"\x08\x01")  # extension_uri_reference = 1
    data = plan.SerializeToString()
    loaded = se.load_plan(data)
    assert "  old = uris\n" in se.format(loaded)
    assert se.dump_plan(loaded, "binary") == data
    assert se.dump_plan(se.parse(se.format(loaded)), "binary") == data
    # Written by hand: `old = uris` with no `@` lines.
    hand = se.parse(URN_TEXT.format(old="Old Fields:\n  old = uris\n"))
    back = se.load_plan(se.dump_plan(hand, "binary"))
    assert "  @  1: extension:io.substrait:functions_boolean\n" in se.format(back)
    obj = json.loads(se.dump_plan(hand, "json"))
    assert obj["extensionUrns"] == [{"extensionUrnAnchor": 1, "urn": "extension:io.substrait:functions_boolean"}]
    assert obj["extensions"][0]["extensionFunction"]["extensionUriReference"] == 1


@pytest.mark.parametrize("spec", ["old=fetchh", "new=fetch", "", "old="])
def test_a_bad_request_says_what_is_wrong(spec):
    with pytest.raises(Error, match="old fields"):
        se.dump_plan(se.parse(LIMIT_TEXT), "binary", old_fields=spec)


def test_the_command_asks_for_old_fields(tmp_path, capsysbinary):
    source = tmp_path / "plan.txt"
    source.write_text(LIMIT_TEXT)
    assert cli.main(["convert", str(source), "-t", "binary", "--old-fields", "old=fetch"]) == 0
    assert old_values(fetch_of(capsysbinary.readouterr().out)) == {3: [1], 4: [2]}
    assert cli.main(["convert", str(source), "--old-fields", "fetchh"]) == 2
    assert "unknown kind 'fetchh'" in capsysbinary.readouterr().err.decode()


def test_old_fields_old_offset_and_upgrade_warnings_are_unchanged():
    data = (PRODUCERS / "duckdb-aggregate.bin").read_bytes()
    _, warnings = se.load_plan_with_warnings(data)
    assert warnings == ["extension URI 'https://github.com/substrait-io/substrait/blob/main/extensions/' is not "
                        "a standard Substrait extension file; kept as the URN"]
    with pytest.raises(Error):
        se.load_plan(data, strict=True)


def test_of_use_writes_each_kind_the_way_most_places_had_it_and_names_the_others():
    use = legacy.OldUse()
    use.saw("a", "fetch", "old")
    use.saw("b", "fetch", "old+new")
    use.saw("c", "fetch", "old+new")
    use.saw("d", "fetch", "either")
    use.saw("a", "grouping", "either")
    found = old_fields.OldFields.of_use(use, Plan())  # (a plan with no message of those kinds)
    assert found is not None
    assert found.ways == {"fetch": "old+new", "grouping": "old"}
    assert found.places == {("fetch", "a"): "old"}
    assert old_fields.OldFields.of_use(legacy.OldUse(), Plan()) is None


def test_a_message_with_an_old_field_beside_its_replacement_is_old_plus_new():
    use = legacy.OldUse()
    use.saw("a", "fetch", "old+new")
    use.saw("a", "fetch", "old")  # its other old field (count) had no replacement
    assert use.places == {"fetch": {"a": "old+new"}}


# Two limits: the inner written as DuckDB would (old only), the outer as Isthmus 0.81 (both).
MIXED = {"relations": [{"root": {"input": {"fetch": {
    "offset": "0", "count": "3", "offsetExpr": {"literal": {"i64": "0"}}, "countExpr": {"literal": {"i64": "3"}},
    "input": {"fetch": {"count": "2", "input": {"read": {"namedTable": {"names": ["t"]}}}}}}}}}]}


def test_a_plan_mixing_ways_relation_by_relation_round_trips_exactly():
    plan = se.load_plan(json.dumps(MIXED), "json")
    text = se.format(plan)
    # One way for the kind (a tie: old), the other place named as protobuf's field names lead to it.
    assert "  old = fetch\n  old+new = fetch('relations[0].root.input.fetch')\n" in text
    back = se.parse(text)
    assert back == plan
    out = json.loads(se.dump_plan(back, "json"))
    assert normal(out) == normal(MIXED)
    outer = out["relations"][0]["root"]["input"]["fetch"]
    assert (outer["offset"], outer["count"], "countExpr" in outer["input"]["fetch"]) == ("0", "3", False)
    binary = se.dump_plan(back, "binary")
    assert decoded(se.dump_plan(se.parse(se.format(se.load_plan(binary))), "binary")) == decoded(binary)



def _fetch(count: int | None, inner: dict, old: bool) -> FetchRel:
    """A Fetch of ``count`` rows: in today's ``count_expr``, or (``old``) the removed ``count`` (4) alone."""
    fetch = json_format.ParseDict({"input": inner}, FetchRel())
    if old:
        return FetchRel.FromString(fetch.SerializeToString() + wire.varint(4 << 3) + wire.varint(count))
    fetch.count_expr.literal.i64 = count
    return fetch


def test_a_kind_written_old_in_one_place_and_new_in_another_names_its_places():
    # The outer Fetch as DuckDB 1.1 wrote it (the old count alone), the inner as today's producers.
    inner = _fetch(10, {"read": {"namedTable": {"names": ["t"]}}}, old=False)
    outer = _fetch(5, {"fetch": json_format.MessageToDict(inner)}, old=True)
    plan = Plan()
    root = plan.relations.add().root
    root.input.fetch.CopyFrom(outer)
    root.names.append("a")
    data = plan.SerializeToString()
    text = se.format(se.load_plan(data))
    # Not `old = fetch`, which would write the inner Fetch the old way too.
    assert "Old Fields:\n  old = fetch('relations[0].root.input.fetch')\n\n" in text
    assert "Fetch[limit=5 => _]\n    Fetch[limit=10 => _]\n" in text
    assert se.dump_plan(se.parse(text), "binary") == data


def test_a_declaration_of_today_beside_old_ones_keeps_its_urn_reference():
    # As substrait-java's migration tests have it: two declarations by URI alone, one by URN.
    half = {"extensionUris": [{"extensionUriAnchor": 1, "uri": "/functions_arithmetic.yaml"}],
            "extensionUrns": [{"extensionUrnAnchor": 2, "urn": "extension:io.substrait:functions_arithmetic"}],
            "extensions": [{"extensionFunction": {"functionAnchor": 1, "name": "add", "extensionUriReference": 1}},
                           {"extensionFunction": {"functionAnchor": 2, "name": "subtract",
                                                  "extensionUrnReference": 2}},
                           {"extensionFunction": {"functionAnchor": 3, "name": "multiply",
                                                  "extensionUriReference": 1}}],
            "relations": [{"root": {"input": {"read": {"namedTable": {"names": ["t"]}}}}}]}
    text = se.format(se.load_plan(json.dumps(half)))
    assert ("  old = uris('extensions[0].extension_function', 'extensions[2].extension_function')\n"
            "  old+new = uris('')\n") in text
    assert normal(json.loads(se.dump_plan(se.parse(text), "json"))) == normal(half)


def test_a_time_of_another_precision_has_no_old_form_and_leaves_the_way_whole():
    # An old timestamp (removed field 14, microseconds) in a literal and in a type, beside today's
    # at millisecond precision, which written alone the old fields could not say: `old = time` fits.
    old_literal = Expression.Literal.FromString(wire.varint(14 << 3) + wire.varint(1000))
    old_type = Type.FromString(wire.length_delimited(14, wire.varint(2 << 3) + wire.varint(Type.NULLABILITY_REQUIRED)))
    plan = Plan()
    root = plan.relations.add().root
    project = root.input.project
    project.expressions.add().literal.CopyFrom(old_literal)
    project.expressions.add().literal.precision_timestamp.CopyFrom(
        Expression.Literal.PrecisionTimestamp(precision=3, value=5))
    schema = project.input.read.base_schema
    schema.names.extend(["a", "b"])
    schema.struct.types.add().CopyFrom(old_type)
    schema.struct.types.add().precision_timestamp.CopyFrom(
        Type.PrecisionTimestamp(precision=3, nullability=Type.NULLABILITY_REQUIRED))
    project.input.read.named_table.names.append("t")
    data = plan.SerializeToString()
    text = se.format(se.load_plan(data))
    assert "Old Fields:\n  old = time\n\n" in text
    assert se.dump_plan(se.parse(text), "binary") == data


def test_of_use_names_every_place_of_a_kind_it_would_write_where_the_plan_had_none():
    plan = Plan()
    fetch = plan.relations.add().root.input.fetch
    fetch.input.fetch.count_expr.literal.i64 = 2  # today's alone: the old count would be written there
    use = legacy.OldUse()
    use.saw("relations[0].root.input.fetch", "fetch", "old")
    use.saw("elsewhere", "fetch", "either")  # (what the kind's way said there, named)
    found = old_fields.OldFields.of_use(use, plan)
    assert found is not None
    assert found.ways == {}
    assert found.places == {("fetch", "relations[0].root.input.fetch"): "old", ("fetch", "elsewhere"): "old"}
    assert fetch.input.fetch.count_expr.literal.i64 == 2 and not UnknownFieldSet(fetch.input.fetch)  # only looked


def test_kinds_in_any_order_make_one_plan_written_in_one_order():
    plan = se.parse(with_old("old", "grouping, fetch"))
    assert plan == se.parse(with_old("old", "fetch, grouping"))
    assert "  old = fetch, grouping\n" in se.format(plan)


NESTED_ARGS = """=== Extensions
URNs:
  @  1: extension:io.substrait:functions_arithmetic
Functions:
  #  1 @  1: add:i64_i64
Old Fields:
  old+new = args

=== Plan
Root[a]
  Project[add(add($0, 1), 2)]
    Read[t => a:i64]
"""


def in_number_order(data: bytes, desc) -> bytes:
    """``data`` with the fields of every message in it in number order, as protobuf
    writes them (old fields holding messages included)."""
    return old_fields._sorted_fields(data, desc, {})


def test_old_fields_holding_messages_are_written_as_protobuf_writes_them():
    """A call inside an old argument has its own old arguments: a producer writes its fields
    in number order, and protobuf compares unknown fields by their bytes."""
    data = se.dump_plan(se.parse(NESTED_ARGS), "binary")
    as_java_writes = in_number_order(data, Plan.DESCRIPTOR)
    back = se.dump_plan(se.load_plan(as_java_writes), "binary")
    assert Plan.FromString(back) == Plan.FromString(as_java_writes)
    outer = Plan.FromString(back).relations[0].root.input.project.expressions[0].scalar_function
    inner = UnknownFieldSet(outer)[0].data  # the first old argument: add($0, 1), with its own args
    assert [f.number for f in wire.fields(inner[2:])] == sorted(f.number for f in wire.fields(inner[2:]))


def test_a_kind_named_only_in_places_is_written_only_there():
    """`old = fetch('place')` alone: the Fetch there writes its old fields, no other does."""
    text = "=== Plan\nRoot[k]\n  Fetch[limit=2, offset=1 => _]\n    Fetch[limit=5 => _]\n      Read[t => k:i64]\n"
    plan = se.parse(with_old("old", "fetch('relations[0].root.input.fetch.input.fetch')", text))
    outer = fetch_of(se.dump_plan(plan, "binary"))
    assert old_values(outer) == {} and outer.count_expr.literal.i64 == 2
    assert old_values(outer.input.fetch) == {4: [5]} and not outer.input.fetch.HasField("count_expr")
    assert se.parse(se.format(plan)) == plan


def test_places_of_one_kind_and_way_are_written_together_in_order():
    text = "=== Plan\nRoot[k]\n  Fetch[limit=2, offset=1 => _]\n    Fetch[limit=5 => _]\n      Read[t => k:i64]\n"
    inner, outer = "'relations[0].root.input.fetch.input.fetch'", "'relations[0].root.input.fetch'"
    plan = se.parse(with_old("old", f"fetch({inner}, {outer})", text))
    assert f"  old = fetch({outer}, {inner})\n" in se.format(plan)
    mixed = se.parse(with_old("old", f"fetch({inner})", text).replace(
        "Old Fields:\n", f"Old Fields:\n  old+new = fetch({outer})\n"))
    assert f"  old = fetch({inner})\n  old+new = fetch({outer})\n" in se.format(mixed)


# --------------------------------------------------------------------------
# Old fields kept as read: where deriving them from today's would not give them back


def plan_holding(rel: dict, place: str, old: bytes) -> bytes:
    """The bytes of a plan whose one relation is ``rel`` (JSON), with the removed fields ``old``
    (wire bytes) written into the message at ``place`` as a producer would: after its own fields."""
    plan = json_format.ParseDict({"relations": [{"root": {"names": ["a"], "input": rel}}]}, Plan())
    from substrait_explain.plan.unknown import message_at
    message_at(plan, place).MergeFromString(old)
    return plan.SerializeToString()


def varint_field(number: int, value: int) -> bytes:
    return wire.varint(number << 3) + wire.varint(value)


READ_T = {"read": {"namedTable": {"names": ["t"]},
                   "baseSchema": {"names": ["a", "b"], "struct": {"types": [{"i64": {}}, {"i64": {}}]}}}}
FETCH_AT = "relations[0].root.input.fetch"


def comes_back(data: bytes) -> str:
    """The text of the binary plan ``data``, once checked that the plan comes back byte for byte,
    written directly and through that text."""
    plan = se.load_plan(data)
    text = se.format(plan)
    assert se.dump_plan(plan, "binary") == data
    assert se.dump_plan(se.parse(text), "binary") == data
    assert se.load_plan(plan.SerializeToString()) == plan  # (its note names the places kept as read)
    return text


def test_an_old_offset_without_an_old_count_comes_back_without_one():
    """Before, the count was derived as -1 (all rows): a field the producer never wrote."""
    data = plan_holding({"fetch": {"input": READ_T}}, FETCH_AT, varint_field(3, 5))
    text = comes_back(data)
    assert f"Old Fields:\n  old = fetch\n  '{FETCH_AT}': 3 = 5\n\n" in text
    assert "Fetch[offset=5 => _]" in text
    # Beside today's limit, the old offset alone: the limit stays in today's field (the way `old`
    # writes the old offset instead of today's, not the limit).
    data = plan_holding({"fetch": {"input": READ_T, "countExpr": {"literal": {"i64": "10"}}}}, FETCH_AT,
                        varint_field(3, 2))
    text = comes_back(data)
    assert f"'{FETCH_AT}': 3 = 2\n" in text and "Fetch[limit=10, offset=2 => _]" in text
    written = fetch_of(se.dump_plan(se.parse(text), "binary"))
    assert old_values(written) == {3: [2]} and written.count_expr.literal.i64 == 10
    assert not written.HasField("offset_expr")


def test_an_old_count_beside_a_different_new_one_is_kept():
    data = plan_holding({"fetch": {"input": READ_T, "countExpr": {"literal": {"i64": "7"}}}}, FETCH_AT,
                        varint_field(4, 5))
    text = comes_back(data)
    assert f"Old Fields:\n  old+new = fetch\n  '{FETCH_AT}': 4 = 5\n\n" in text
    assert "Fetch[limit=7 => _]" in text  # today's wins, as read
    assert old_values(fetch_of(se.dump_plan(se.parse(text), "binary"))) == {4: [5]}
    # JSON too: the old count, beside today's.
    obj = {"relations": [{"root": {"names": ["a"], "input": {"fetch": {
        "input": READ_T, "count": "5", "countExpr": {"literal": {"i64": "7"}}}}}}]}
    for plan in (se.load_plan(json.dumps(obj)), se.parse(se.format(se.load_plan(json.dumps(obj))))):
        assert normal(json.loads(se.dump_plan(plan, "json"))) == normal(obj)


def expression_bytes(obj: dict) -> bytes:
    return json_format.ParseDict(obj, Expression()).SerializeToString()


def field_ref(i: int) -> dict:
    return {"selection": {"directReference": {"structField": {"field": i}}, "rootReference": {}}}


def test_old_grouping_expressions_unlike_the_new_are_kept():
    rel = {"aggregate": {"input": READ_T, "groupingExpressions": [field_ref(0)],
                         "groupings": [{"expressionReferences": [0]}]}}
    place = "relations[0].root.input.aggregate.groupings[0]"
    old = wire.length_delimited(1, expression_bytes(field_ref(1)))  # $1, where the new fields say $0
    text = comes_back(plan_holding(rel, place, old))
    assert f"  old+new = grouping\n  '{place}': 1 = x'{old[2:].hex()}'\n" in text
    assert "Aggregate[$0 => $0 => _]" in text
    # JSON too.
    rel["aggregate"]["groupings"][0]["groupingExpressions"] = [field_ref(1)]
    obj = {"relations": [{"root": {"names": ["a"], "input": rel}}]}
    for plan in (se.load_plan(json.dumps(obj)), se.parse(se.format(se.load_plan(json.dumps(obj))))):
        assert normal(json.loads(se.dump_plan(plan, "json"))) == normal(obj)


def test_an_old_uri_reference_unlike_the_urn_is_kept():
    data = plan_holding(READ_T, "", b"")
    plan = Plan.FromString(data)
    plan.extension_urns.add(extension_urn_anchor=1, urn="extension:io.substrait:functions_boolean")
    plan.extension_urns.add(extension_urn_anchor=2, urn="/other.yaml")
    plan.extensions.add().extension_function.MergeFrom(
        json_format.ParseDict({"extensionUrnReference": 1, "functionAnchor": 1, "name": "not"},
                              plan.extensions[0].extension_function))
    for anchor, uri in ((1, b"/functions_boolean.yaml"), (2, b"/other.yaml")):
        plan.MergeFromString(wire.length_delimited(1, varint_field(1, anchor) + wire.length_delimited(2, uri)))
    plan.extensions[0].extension_function.MergeFromString(varint_field(1, 2))  # URI 2, where URN 1 is URI 1's
    text = comes_back(plan.SerializeToString())
    assert "  old+new = uris\n  @  1: /functions_boolean.yaml\n  @  2: /other.yaml\n" \
           "  'extensions[0].extension_function': 1 = 2\n" in text
    assert "  #  1 @  1: not\n" in text  # today's reference wins, as read


def old_argument_plan(arg: bytes) -> tuple[bytes, str]:
    place = "relations[0].root.input.project.expressions[0].scalar_function"
    rel = {"project": {"input": READ_T, "expressions": [{"scalarFunction": {"functionReference": 1}}]}}
    return plan_holding(rel, place, wire.length_delimited(2, arg)), place


ENUM_FLOOR = wire.length_delimited(10, wire.length_delimited(1, b"FLOOR"))
LITERAL_3 = wire.length_delimited(1, varint_field(5, 3))  # Literal {i32 = 3}


def test_an_old_enum_argument_is_the_last_kind_of_its_expression_and_the_rest_is_kept():
    """An old argument was an Expression, its `enum` (10) one kind of its oneof: protobuf reads
    the last kind on the wire.  Before, an enum beside a literal was read as the enum, whatever
    their order, and the literal dropped without a word."""
    data, place = old_argument_plan(LITERAL_3 + ENUM_FLOOR)  # the enum last: an enum argument
    plan, warnings = se.load_plan_with_warnings(data)
    function = plan.relations[0].root.input.project.expressions[0].scalar_function
    today = for_today(function)
    assert list(today.arguments) == [FunctionArgument(enum="FLOOR")]
    assert warnings == [f"{place}.args[0]: an old enum argument whose Expression also holds field(s) 1, which the "
                        "enum replaces as protobuf reads it; binary and text output keep them "
                        "(not JSON, YAML or the Rust crate's spelling)"]
    assert f"'{place}': 2 = x'{(LITERAL_3 + ENUM_FLOOR).hex()}'" in comes_back(data)
    data, place = old_argument_plan(ENUM_FLOOR + LITERAL_3)  # the literal last: a value
    plan = se.load_plan(data)
    today = for_today(plan.relations[0].root.input.project.expressions[0].scalar_function)
    value = Expression.FromString(LITERAL_3 + ENUM_FLOOR)  # the enum it replaced stays, an unknown field
    assert list(today.arguments) == [FunctionArgument(value=value)]
    comes_back(data)


def for_today(msg: Message) -> Message:
    """``msg`` without the removed fields it carries for writing."""
    copy = type(msg)()
    copy.CopyFrom(msg)
    legacy.drop_fields(copy, lambda f: legacy.is_removed(msg.DESCRIPTOR.full_name, f.number, f.wire_type))
    return copy


def test_fields_no_proto_knows_inside_removed_ones_are_kept_with_a_warning():
    """Before, an old values row's own unknown fields, or an old timestamp type's, were dropped
    without a word."""
    table = "relations[0].root.input.read.virtual_table"
    row = wire.length_delimited(1, varint_field(5, 1)) + varint_field(99, 7)  # Struct {fields: [i32 1], 99: 7}
    rel = {"read": {"baseSchema": {"names": ["a"], "struct": {"types": [{"i32": {}}]}}, "virtualTable": {}}}
    data = plan_holding(rel, table, wire.length_delimited(1, row))
    _, warnings = se.load_plan_with_warnings(data)
    assert warnings == [f"{table}: its removed fields hold fields no proto knows; binary and text output keep them "
                        "(not JSON, YAML or the Rust crate's spelling)"]
    assert f"  '{table}': 1 = x'{row.hex()}'\n" in comes_back(data)
    place = "relations[0].root.input.read.base_schema.struct.types[0]"
    rel = {"read": {"namedTable": {"names": ["t"]}, "baseSchema": {"names": ["a"], "struct": {"types": [{}]}}}}
    data = plan_holding(rel, place, wire.length_delimited(14, varint_field(2, 1) + varint_field(5, 9)))
    assert len(se.load_plan_with_warnings(data)[1]) == 1
    comes_back(data)


def test_an_old_field_written_twice_is_merged_as_protobuf_merges_it():
    """Before, the last one was read alone, and written once."""
    place = "relations[0].root.input.read.base_schema.struct.types[0]"
    rel = {"read": {"namedTable": {"names": ["t"]}, "baseSchema": {"names": ["a"], "struct": {"types": [{}]}}}}
    twice = wire.length_delimited(14, varint_field(1, 3)) + wire.length_delimited(14, varint_field(2, 1))
    data = plan_holding(rel, place, twice)
    plan = se.load_plan(data)
    kind = for_today(plan.relations[0].root.input.read.base_schema.struct.types[0])
    assert kind == Type(precision_timestamp=Type.PrecisionTimestamp(
        precision=6, type_variation_reference=3, nullability=Type.NULLABILITY_NULLABLE))
    assert f"  '{place}': 14 = x'0803', 14 = x'1001'\n" in comes_back(data)
    # JSON has one key for it: the two, merged.
    types = json.loads(se.dump_plan(plan, "json"))["relations"][0]["root"]["input"]["read"]["baseSchema"]["struct"]
    assert types["types"] == [{"timestamp": {"typeVariationReference": 3, "nullability": "NULLABILITY_NULLABLE"}}]
    # Of a oneof's removed members, the last on the wire wins: a time after a timestamp is a time.
    data = plan_holding({"project": {"input": READ_T, "expressions": [{"literal": {}}]}},
                        "relations[0].root.input.project.expressions[0].literal",
                        varint_field(14, 1) + varint_field(17, 2))
    plan, warnings = se.load_plan_with_warnings(data)
    literal = for_today(plan.relations[0].root.input.project.expressions[0].literal)
    assert literal == Expression.Literal(precision_time=Expression.Literal.PrecisionTime(precision=6, value=2))
    assert warnings == ["relations[0].root.input.project.expressions[0].literal: removed fields 14, 17 are kinds "
                        "of one oneof, one after another: the last is read, as protobuf reads it; binary and text "
                        "output keep the others (not JSON, YAML or the Rust crate's spelling)"]
    comes_back(data)
    # JSON holds one member of a oneof: the one protobuf reads (before: both, and read back, the first).
    written = json.loads(se.dump_plan(plan, "json"))["relations"][0]["root"]["input"]["project"]["expressions"][0]
    assert written == {"literal": {"time": "2"}}
    # An old enum argument's Enum written twice: merged, its last `specified` the enum.
    data, _ = old_argument_plan(ENUM_FLOOR + wire.length_delimited(10, wire.length_delimited(1, b"CEIL")))
    function = se.load_plan(data).relations[0].root.input.project.expressions[0].scalar_function
    assert list(for_today(function).arguments) == [FunctionArgument(enum="CEIL")]
    comes_back(data)


KEPT_TEXT = f"""=== Extensions
Old Fields:
  old = fetch
  '{FETCH_AT}': {{fields}}

=== Plan
Root[k]
  Fetch[offset=5]
    Read[t => k:i64]
"""


def test_a_kept_line_is_written_as_it_says():
    plan = se.parse(KEPT_TEXT.format(fields="3 = 5"))
    fetch = fetch_of(se.dump_plan(plan, "binary"))
    assert old_values(fetch) == {3: [5]} and not fetch.HasField("offset_expr")
    assert se.format(plan) == KEPT_TEXT.format(fields="3 = 5")
    raw = se.parse(KEPT_TEXT.format(fields="x'1805'"))  # as bytes: the same fields
    assert se.dump_plan(raw, "binary") == se.dump_plan(plan, "binary")
    # x'': none, where the way would derive some; today's fields stay.
    fetch = fetch_of(se.dump_plan(se.parse(KEPT_TEXT.format(fields="x''")), "binary"))
    assert old_values(fetch) == {} and fetch.offset_expr.literal.i64 == 5


@pytest.mark.parametrize(("fields", "message"), [
    ("1 = x'00'", "field 1 of substrait.FetchRel is its 'common', not a removed field"),
    ("99 = 5", "field 99 of substrait.FetchRel is not a removed field (in that wire type)"),
    ("4 = x'05'", "field 4 of substrait.FetchRel is not a removed field (in that wire type)"),
    ("3 = fixed64(5)", "field 3 of substrait.FetchRel is not a removed field (in that wire type)"),
])
def test_a_kept_line_says_removed_fields_only(fields, message):
    with pytest.raises(ParseError) as caught:
        se.parse(KEPT_TEXT.format(fields=fields))
    assert message in caught.value.message
    assert caught.value.line == 4 and caught.value.hint


def test_a_kept_line_names_a_message_with_removed_fields_once():
    text = KEPT_TEXT.format(fields="3 = 5").replace(f"'{FETCH_AT}'", "'relations[0].root.input'")
    with pytest.raises(ParseError, match="no message with removed fields at 'relations\\[0\\].root.input'"):
        se.parse(text)
    twice = KEPT_TEXT.format(fields="3 = 5").replace("\n\n=== Plan", f"\n  '{FETCH_AT}': 4 = 1\n\n=== Plan")
    with pytest.raises(ParseError, match="already written \\(on line 4\\)"):
        se.parse(twice)
    bad = "=== Extensions\nOld Fields:\n  old = grouping\n  'relations[0].root.input.aggregate.groupings[0]': " \
          "1 = x'ff'\n\n=== Plan\nRoot[k]\n  Aggregate[$0 => $0]\n    Read[t => k:i64]\n"
    with pytest.raises(ParseError, match="removed fields of 'relations\\[0\\].root.input.aggregate.groupings\\[0\\]'"):
        se.parse(bad)


def test_only_the_message_that_differs_is_kept_not_the_old_fields_copying_it():
    """A Fetch kept as read in a subquery of an old grouping expression: the grouping expression,
    derived from today's with that Fetch in it, is what the producer wrote: it is not kept."""
    text = """=== Extensions
Old Fields:
  old = fetch, grouping
  'relations[0].root.input.aggregate.grouping_expressions[0].subquery.scalar.input.fetch': 3 = 1

=== Plan
Root[k]
  Aggregate[%0 => %1 => _]
    Read[t => k:i64 => _]
    %0: Fetch[offset=1 => _]
      Read[u => k:i64 => _]
    %1: Fetch[offset=1 => _]
      Read[u => k:i64 => _]
"""
    data = se.dump_plan(se.parse(text), "binary")
    again = se.format(se.load_plan(data))
    assert again == text
    assert se.dump_plan(se.parse(again), "binary") == data


def test_a_urn_added_for_a_uri_beside_the_plans_own_urns_is_not_written():
    """A dual-write plan listing a URI whose URN it lacks: today's terms need the URN (a
    declaration refers to that URI alone), written it stands for the URI alone.  Before, the
    plan came back with a URN the producer never wrote."""
    boolean = "extension:io.substrait:functions_boolean"
    plan = Plan.FromString(plan_holding(READ_T, "", b""))
    plan.extension_urns.add(extension_urn_anchor=1, urn=boolean)
    plan.extensions.add().extension_function.MergeFrom(
        json_format.ParseDict({"extensionUrnReference": 1, "functionAnchor": 1, "name": "not"},
                              plan.extensions[0].extension_function))
    plan.extensions.add().extension_function.MergeFrom(
        json_format.ParseDict({"functionAnchor": 2, "name": "add"}, plan.extensions[1].extension_function))
    for anchor, uri in ((1, b"/functions_boolean.yaml"), (2, b"/functions_arithmetic.yaml")):
        plan.MergeFromString(wire.length_delimited(1, varint_field(1, anchor) + wire.length_delimited(2, uri)))
    plan.extensions[0].extension_function.MergeFromString(varint_field(1, 1))
    plan.extensions[1].extension_function.MergeFromString(varint_field(1, 2))  # by the URI alone
    data = plan.SerializeToString()
    loaded = se.load_plan(data)
    assert [(u.extension_urn_anchor, u.urn) for u in loaded.extension_urns] == [
        (1, boolean), (2, "extension:io.substrait:functions_arithmetic")]
    text = comes_back(data)
    assert "  old = uris('extension_urns[1]', 'extensions[1].extension_function')\n  old+new = uris\n" in text
    assert "  #  2 @  2: add\n" in text
    # JSON too.
    obj = json.loads(se.dump_plan(loaded, "json"))
    assert obj["extensionUrns"] == [{"extensionUrnAnchor": 1, "urn": boolean}]
    assert normal(json.loads(se.dump_plan(se.load_plan(json.dumps(obj)), "json"))) == normal(obj)
    assert normal(json.loads(se.dump_plan(se.parse(se.format(se.load_plan(json.dumps(obj)))), "json"))) == normal(obj)


def test_a_urn_is_written_the_old_way_only_where_named():
    """`old = uris` with `old+new = uris('')`: the kind's way says nothing of the URNs (the plan's
    own stay), a URN named says it alone."""
    text = """=== Extensions
URNs:
  @  1: extension:io.substrait:functions_boolean
  @  2: extension:io.substrait:functions_arithmetic
Functions:
  #  1 @  1: not
  #  2 @  2: add
Old Fields:
  old = uris
  old+new = uris('')
  @  1: /functions_boolean.yaml
  @  2: /functions_arithmetic.yaml

=== Plan
Root[a]
  Read[t => a:boolean]
"""
    written = Plan.FromString(se.dump_plan(se.parse(text), "binary"))
    assert len(written.extension_urns) == 2
    named = text.replace("  old+new = uris('')\n", "  old+new = uris('')\n  old = uris('extension_urns[1]')\n")
    written = Plan.FromString(se.dump_plan(se.parse(named), "binary"))
    assert [u.extension_urn_anchor for u in written.extension_urns] == [1]
    assert se.format(se.parse(named)) == named.replace(
        "  old = uris\n  old+new = uris('')\n  old = uris('extension_urns[1]')\n",
        "  old = uris, uris('extension_urns[1]')\n  old+new = uris('')\n")


# Groupings of one Aggregate, as (references or None, inline expressions or None), and its
# shared list: written as a producer would, each grouping its own way.
GROUPING_MIXES = {
    "old beside new (before: all written old, the new grouping's references lost)":
        ([0], [([0], None), (None, [1])]),
    "old beside both": ([0], [([0], [0]), (None, [1])]),
    "new beside both (before: the new one gained old expressions)": ([0, 1], [([0], [0]), ([1], None)]),
    "old with the plan's own shared list (before: the list was lost)": ([0], [(None, [0]), (None, [1])]),
    "old naming a shared expression of the plan's": ([0, 1], [(None, [1]), ([0], None)]),
    "old like a new one's": ([0], [([0], None), (None, [0])]),
}


def aggregate_plan(shared: list[int], groupings: list) -> tuple[bytes, dict]:
    """The binary plan and the JSON plan of an Aggregate with the ``shared`` expressions (field
    references by index) and ``groupings``, each (references, inline field references)."""
    agg = {"input": READ_T, "groupings": [{"expressionReferences": refs} if refs else {} for refs, _ in groupings]}
    if shared:
        agg["groupingExpressions"] = [field_ref(i) for i in shared]
    obj = {"relations": [{"root": {"names": ["a"], "input": {"aggregate": agg}}}]}
    plan = json_format.ParseDict(obj, Plan())
    for grouping, (_, inline) in zip(plan.relations[0].root.input.aggregate.groupings, groupings, strict=True):
        for i in inline or []:
            grouping.MergeFromString(wire.length_delimited(1, expression_bytes(field_ref(i))))
    for grouping, (_, inline) in zip(agg["groupings"], groupings, strict=True):
        if inline:
            grouping["groupingExpressions"] = [field_ref(i) for i in inline]
    return plan.SerializeToString(), obj


@pytest.mark.parametrize("mix", GROUPING_MIXES)
def test_groupings_of_one_aggregate_come_back_each_as_written(mix):
    data, obj = aggregate_plan(*GROUPING_MIXES[mix])
    comes_back(data)
    for plan in (se.load_plan(json.dumps(obj)), se.parse(se.format(se.load_plan(json.dumps(obj))))):
        assert normal(json.loads(se.dump_plan(plan, "json"))) == normal(obj)


def test_a_new_grouping_beside_an_old_one_says_how():
    data, _ = aggregate_plan([0], [([0], None), (None, [1])])  # (the first of GROUPING_MIXES)
    text = comes_back(data)
    at = "relations[0].root.input.aggregate"
    assert (f"Old Fields:\n  old = grouping('{at}.grouping_expressions[1]')\n  old = grouping('{at}.groupings[1]')\n"
            f"  old+new = grouping\n  '{at}.groupings[0]': x''\n\n") in text
    assert "Aggregate[($0), ($1) => $0, $1 => _]" in text  # today's: two grouping sets over two keys
    written = Plan.FromString(data).relations[0].root.input.aggregate
    assert [list(g.expression_references) for g in written.groupings] == [[0], []]
    assert len(written.grouping_expressions) == 1


GROUPING_TEXT = """=== Extensions
Old Fields:
  old+new = grouping
{places}
=== Plan
Root[a, b]
  Aggregate[($0), ($1) => $0, $1]
    Read[t => a:i64, b:i64]
"""


def test_a_grouping_named_is_written_its_own_way():
    at = "relations[0].root.input.aggregate"
    plan = se.parse(GROUPING_TEXT.format(places=f"  old = grouping('{at}.groupings[1]')\n"))
    written = Plan.FromString(se.dump_plan(plan, "binary")).relations[0].root.input.aggregate
    assert [list(g.expression_references) for g in written.groupings] == [[0], []]
    assert [[wire_form(Expression.FromString(f.data)) for f in UnknownFieldSet(g)] for g in written.groupings] == \
        [[wire_form(Expression.FromString(expression_bytes(field_ref(i))))] for i in (0, 1)]
    assert len(written.grouping_expressions) == 2  # the first grouping refers to $0: the list stays
    # A shared expression named the old groupings' alone: left out of the list, the references
    # after it renumbered.
    plan = se.parse(GROUPING_TEXT.format(places=f"  old = grouping('{at}.groupings[0]', "
                                                f"'{at}.grouping_expressions[0]')\n"))
    written = Plan.FromString(se.dump_plan(plan, "binary")).relations[0].root.input.aggregate
    assert [list(g.expression_references) for g in written.groupings] == [[], [0]]
    assert [wire_form(e) for e in written.grouping_expressions] == \
        [wire_form(Expression.FromString(expression_bytes(field_ref(1))))]
    assert se.parse(se.format(plan)) == plan


@pytest.mark.parametrize("place", [
    "relations[0].root.input.aggregate.groupings[5]",
    "relations[0].root.input.read.groupings[0]",
    "relations[0].root.input.aggregate.input",
])
def test_a_grouping_place_names_an_aggregate_or_what_is_in_it(place):
    with pytest.raises(ParseError, match="the plan has no message of that kind at"):
        se.parse(GROUPING_TEXT.format(places=f"  old = grouping('{place}')\n"))
    with pytest.raises(ParseError, match="the plan has no message of that kind at"):
        se.parse(GROUPING_TEXT.format(places="  old = uris('relations[0].root.input.aggregate.groupings[0]')\n"))


def test_a_fetchs_offset_and_count_are_each_written_their_own_way():
    """An old offset alone beside a count written both ways: before, the Fetch was old+new, and
    came back with today's offset, which the producer never wrote."""
    data = plan_holding({"fetch": {"input": READ_T, "countExpr": {"literal": {"i64": "7"}}}}, FETCH_AT,
                        varint_field(3, 1) + varint_field(4, 7))
    text = comes_back(data)
    assert f"Old Fields:\n  old = fetch('{FETCH_AT}.offset_expr')\n  old+new = fetch\n\n" in text
    written = fetch_of(data)
    assert not written.HasField("offset_expr") and written.count_expr.literal.i64 == 7
    obj = {"relations": [{"root": {"names": ["a"], "input": {"fetch": {
        "input": READ_T, "offset": "1", "count": "7", "countExpr": {"literal": {"i64": "7"}}}}}}]}
    for plan in (se.load_plan(json.dumps(obj)), se.parse(se.format(se.load_plan(json.dumps(obj))))):
        assert normal(json.loads(se.dump_plan(plan, "json"))) == normal(obj)
    # Written by hand: the count named old, the Fetch old+new.
    plan = se.parse(with_old("old+new", f"fetch\n  old = fetch('{FETCH_AT}.count_expr')"))
    fetch = fetch_of(se.dump_plan(plan, "binary"))
    assert old_values(fetch) == {3: [1], 4: [2]}
    assert fetch.offset_expr.literal.i64 == 1 and not fetch.HasField("count_expr")


def test_an_old_file_format_beside_another_format_today_is_kept_as_read():
    """A file's removed format (PARQUET, field 5) beside today's orc options: derived from today's
    fields, no old format would be written (the old enum knew parquet alone), so the file keeps
    the one it was read with; beside today's parquet options, it is derived."""
    at = "relations[0].root.input.read.local_files.items[0]"
    for options, line in (({"orc": {}}, f"  old+new = file_format\n  '{at}': 5 = 1\n"),
                          ({"parquet": {}}, "  old+new = file_format\n\n"), ({}, "  old = file_format\n\n")):
        read = {"read": {"localFiles": {"items": [{"uriFile": "/t.parquet", **options}]},
                         "baseSchema": READ_T["read"]["baseSchema"]}}
        text = comes_back(plan_holding(read, at, varint_field(5, 1)))
        assert f"Old Fields:\n{line}" in text


# --------------------------------------------------------------------------
# Random old fields in real plans: whatever a producer writes where the old protos had
# removed fields (dual writes that differ, one field of two, a field twice, a oneof's members
# in any order), the plan comes back byte for byte.

def _random_old_fields(name: str, r: random.Random) -> bytes:
    """Removed fields of the message named ``name``, as some producer might write them."""
    def ref(i: int) -> bytes:
        return expression_bytes(field_ref(i))

    def ld(number: int, data: bytes) -> bytes:
        return wire.length_delimited(number, data)

    if name == "substrait.FetchRel":
        fields = r.sample([3, 4], r.randint(1, 2))
        return b"".join(varint_field(n, r.choice([0, 1, 7, -1 if n == 4 else 2])) for n in fields)
    if name == "substrait.AggregateRel.Grouping":
        return b"".join(ld(1, ref(r.randint(0, 1))) for _ in range(r.randint(1, 2)))
    if name in legacy.OLD_ARGS:
        args = [ref(0), ENUM_FLOOR, LITERAL_3 + ENUM_FLOOR, ENUM_FLOOR + LITERAL_3]
        return b"".join(ld(legacy.OLD_ARGS[name], r.choice(args)) for _ in range(r.randint(1, 2)))
    if name == "substrait.Expression.Literal":
        return varint_field(r.choice([14, 17, 27]), r.randint(0, 99)) * r.randint(1, 2)
    if name == "substrait.Type":
        return r.choice([ld(14, varint_field(2, 1)), ld(17, varint_field(1, 2)), varint_field(31, 1),
                         ld(14, varint_field(1, 3)) + ld(14, varint_field(2, 2)), ld(29, b"") + varint_field(31, 2)])
    if name == "substrait.Expression.Literal.IntervalDayToSecond":
        return varint_field(3, r.randint(0, 9))
    if name in legacy.DECLARATIONS:
        return varint_field(1, r.randint(0, 3))
    if name == "substrait.ReadRel.LocalFiles.FileOrFiles":
        return varint_field(5, r.randint(0, 1)) * r.randint(1, 2)
    if name == "substrait.ReadRel.VirtualTable":
        return ld(1, ld(1, varint_field(5, r.randint(0, 5))))
    if name in legacy.OLD_KEYS:
        keys = r.randint(1, 2)
        key = ld(1, ld(1, varint_field(1, 0)))  # FieldReference {direct_reference {struct_field {}}}
        return ld(4, key) * keys + ld(5, key) * keys
    return ld(1, varint_field(1, r.randint(1, 3)) + ld(2, b"/functions_boolean.yaml"))  # the plan's URIs


def _messages(plan: Plan) -> list[Message]:
    found, todo = [], [plan]
    while todo:
        msg = todo.pop()
        found.append(msg)
        for fd, value in msg.ListFields():
            if fd.message_type is not None:
                todo.extend([value] if isinstance(value, Message) else value)
    return [m for m in found if m.DESCRIPTOR.full_name in legacy.REMOVED]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(sorted(PRODUCERS.glob("*.bin"))), st.integers(0, 2**32), st.booleans())
def test_random_old_fields_in_real_plans_come_back_byte_for_byte(path, seed, old_fetch):
    r = random.Random(seed)
    plan = se.load_plan(path.read_bytes())
    plan = Plan.FromString(se.dump_plan(plan, "binary", old_fields="old=fetch") if old_fetch else
                           se.dump_plan(plan, "binary"))
    targets = _messages(plan)
    for msg in r.sample(targets, min(len(targets), r.randint(1, 4))):
        msg.MergeFromString(_random_old_fields(msg.DESCRIPTOR.full_name, r))
    data = plan.SerializeToString()
    try:
        se.load_plan(data)
    except se.LoadError:
        return  # (a negative count, keys of two lengths, ...: no plan)
    comes_back(data)


OLD_URIS = """=== Extensions
URNs:
  @  1: extension:io.substrait:functions_comparison
Functions:
  #  1 @  1: gt:i64_i64
Old Fields:
  old = uris
  @  1: https://github.com/substrait-io/substrait/blob/main/extensions/functions_comparison.yaml

=== Plan
Root[a]
  Filter[gt($0, 5):boolean]
    Read[t => a:i64]
"""
GITHUB = "https://github.com/substrait-io/substrait/blob/main/extensions/"


def _uris_and_references(plan: Plan) -> tuple[list[tuple[int, str]], list[tuple[str, int]]]:
    """A plan as written with its old fields: its URIs, and what each declaration refers to."""
    obj = json.loads(se.dump_plan(plan, "json"))
    return ([(u["extensionUriAnchor"], u["uri"]) for u in obj.get("extensionUris", [])],
            [(e["extensionFunction"]["name"], e["extensionFunction"]["extensionUriReference"])
             for e in obj["extensions"]])


def test_a_urn_added_to_a_text_of_uris_alone_is_written_as_its_uri():
    """A plan written with URIs alone (`old = uris`) read has a URI for each URN: a URN without one
    was added to its text since, and goes as a URI too, numbered as its URN where that is free."""
    text = OLD_URIS.replace("functions_comparison\nFunctions:", "functions_comparison\n  @  4: "
                            "extension:io.substrait:functions_arithmetic\n  @  5: urn:my:own\nFunctions:")
    text = text.replace("gt:i64_i64\n", "gt:i64_i64\n  #  2 @  4: add:i64_i64\n  #  3 @  5: mine\n")
    text = text.replace("gt($0, 5)", "gt(add($0, 1):i64, mine($0):i64)")
    plan = se.parse(text)
    assert _uris_and_references(plan) == (
        [(1, GITHUB + "functions_comparison.yaml"), (4, GITHUB + "functions_arithmetic.yaml"), (5, "urn:my:own")],
        [("gt:i64_i64", 1), ("add:i64_i64", 4), ("mine", 5)])
    again = se.load_plan(se.dump_plan(plan, "binary"))
    assert "\n  @  4: " + GITHUB + "functions_arithmetic.yaml\n  @  5: urn:my:own\n" in se.format(again)
    assert se.dump_plan(again, "binary") == se.dump_plan(plan, "binary")  # from then on, as read


def test_a_urn_changed_in_a_text_of_uris_alone_gets_a_uri_of_its_own():
    """The URI of the URN it replaced stays listed (the text lists it), and no declaration refers to it."""
    text = OLD_URIS.replace("io.substrait:functions_comparison", "io.substrait:functions_boolean")
    plan = se.parse(text.replace("gt:i64_i64", "and:bool").replace("gt($0, 5)", "and(true, true)"))
    assert _uris_and_references(plan) == (
        [(1, GITHUB + "functions_comparison.yaml"), (2, GITHUB + "functions_boolean.yaml")], [("and:bool", 2)])


def test_urns_with_their_uris_are_written_as_read():
    plan = se.parse(OLD_URIS)
    assert _uris_and_references(plan) == ([(1, GITHUB + "functions_comparison.yaml")], [("gt:i64_i64", 1)])
    dual = se.parse(OLD_URIS.replace("  old = uris\n", "  old+new = uris\n").replace(
        "functions_comparison\nFunctions:", "functions_comparison\n  @  4: urn:my:own\nFunctions:"))
    # Written beside the URIs, a URN needs none: a producer's dual write may hold one without any
    assert [u["urn"] for u in json.loads(se.dump_plan(dual, "json"))["extensionUrns"]] == \
        ["extension:io.substrait:functions_comparison", "urn:my:own"]
    assert _uris_and_references(dual)[0] == [(1, GITHUB + "functions_comparison.yaml")]


def test_a_urn_added_under_two_anchors_is_written_as_one_uri():
    """Both anchors' declarations refer to it, as to the first URI of a URN read from a plan."""
    text = OLD_URIS.replace("functions_comparison\nFunctions:", "functions_comparison\n  @  4: "
                            "extension:io.substrait:functions_arithmetic\n  @  5: "
                            "extension:io.substrait:functions_arithmetic\nFunctions:")
    text = text.replace("gt:i64_i64\n", "gt:i64_i64\n  #  2 @  4: add:i64_i64\n  #  3 @  5: subtract:i64_i64\n")
    text = text.replace("gt($0, 5)", "gt(add($0, 1):i64, subtract($0, 1):i64)")
    assert _uris_and_references(se.parse(text)) == (
        [(1, GITHUB + "functions_comparison.yaml"), (4, GITHUB + "functions_arithmetic.yaml")],
        [("gt:i64_i64", 1), ("add:i64_i64", 4), ("subtract:i64_i64", 4)])
