"""generated/messages.py: a plan read from its bytes into our messages answers every
question the printer asks as protobuf's Plan does, and format writes the same text from
either (the compiled build formats from these, tests/test_compiled.py runs both builds)."""

import functools
import gc
import itertools
import json
import math
import struct
import subprocess
import sys

import pytest
import test_docs
import test_golden
from conftest import CORPUS, ROOT, corpus_files, each_file
from google.protobuf import message_factory, wrappers_pb2
from google.protobuf.message import DecodeError
from google.protobuf.unknown_fields import UnknownFieldSet
from hypothesis import HealthCheck, given, settings
from strategies import plans
from substrait.proto import Expression, Plan, RelCommon, Type

import substrait_explain as se
from substrait_explain.codec import printer
from substrait_explain.codec.memo import Memo
from substrait_explain.generated import messages
from substrait_explain.plan import old_fields


def _bits(value: float, field) -> bytes:
    return struct.pack("<f" if field.type == field.TYPE_FLOAT else "<d", value)


def same(ours, theirs, path: str = "plan") -> int:
    """Asserts that ``ours`` reads every field as protobuf's ``theirs`` does, its set
    messages recursively; returns how many messages it compared."""
    assert ours.SerializeToString() == theirs.SerializeToString(), path
    assert ours.DESCRIPTOR is theirs.DESCRIPTOR, path
    assert [f.name for f, _ in ours.ListFields()] == [f.name for f, _ in theirs.ListFields()], path
    for oneof in theirs.DESCRIPTOR.oneofs:
        case = theirs.WhichOneof(oneof.name)
        # the printer asks either kind through has() and which(), which must pass the answer on
        assert ours.WhichOneof(oneof.name) == messages.which(ours, oneof.name) == case, f"{path} {oneof.name}"
        assert messages.which(theirs, oneof.name) == case, f"{path} {oneof.name}"
        assert ours.HasField(oneof.name) == messages.has(ours, oneof.name) == messages.has(theirs, oneof.name) \
            == (case is not None), f"{path} {oneof.name}"
    compared = 1
    for field in theirs.DESCRIPTOR.fields:
        name, where = field.name, f"{path}.{field.name}"
        a, b = getattr(ours, name), getattr(theirs, name)
        if field.has_presence:
            assert ours.HasField(name) == messages.has(ours, name) == messages.has(theirs, name) \
                == theirs.HasField(name), where
        if field.message_type is not None:
            if field.is_repeated:
                assert len(a) == len(b), where
                compared += sum(same(x, y, f"{where}[{i}]") for i, (x, y) in enumerate(zip(a, b, strict=True)))
            elif theirs.HasField(name):
                compared += same(a, b, where)
            else:  # unset: its empty message, as protobuf's
                assert a.SerializeToString() == b"" and a.DESCRIPTOR is field.message_type, where
            continue
        values = list(a) if field.is_repeated else [a]
        expected = list(b) if field.is_repeated else [b]
        assert [type(x) for x in values] == [type(x) for x in expected], where
        if field.type in (field.TYPE_FLOAT, field.TYPE_DOUBLE):  # -0.0 and NaN by their bits
            assert [_bits(x, field) for x in values] == [_bits(x, field) for x in expected], where
        else:
            assert values == expected, where
    return compared


def read(msg):
    """``msg`` read from its bytes as a message of its kind."""
    return messages.read(msg.DESCRIPTOR.full_name, msg.SerializeToString())


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(plans())
def test_drawn_plans_read_as_protobuf_reads_them(plan):
    same(messages.read_plan(plan.SerializeToString()), plan)


@pytest.mark.parametrize("path", each_file(corpus_files(), CORPUS), ids=lambda p: p.name if p else "absent")
def test_corpus_plans_read_as_protobuf_reads_them(path):
    plan = se.load_plan(path.read_bytes())
    assert same(messages.read_plan(plan.SerializeToString()), plan) > 1


def test_scalars_at_their_edges():
    """Ten-byte varints of negative ints, the largest uint64, -0.0, NaN and the fp32 and
    fp64 bits, keyword fields, and text beyond ASCII."""
    lit = Expression.Literal(i64=-(2**63))
    same(read(lit), lit)
    for value in (-1, -(2**31), 2**31 - 1):
        lit = Expression.Literal(i32=value, type_variation_reference=2**32 - 1)
        same(read(lit), lit)
    lit = Expression.Literal(fp64=-0.0)
    same(read(lit), lit)
    lit = Expression.Literal(fp32=math.nan)
    assert math.isnan(read(lit).fp32)
    same(read(lit), lit)
    lit = Expression.Literal(fp32=1.1, nullable=True)
    assert read(lit).fp32 == struct.unpack("<f", struct.pack("<f", 1.1))[0]
    same(read(lit), lit)
    lit = Expression.Literal(string="naïve ∑ 𝄞")
    same(read(lit), lit)
    ifs = Expression.IfThen()
    clause = ifs.ifs.add()
    getattr(clause, "if").literal.boolean = True
    getattr(ifs, "else").literal.i8 = 7
    ours = read(ifs)
    same(ours, ifs)
    assert getattr(ours, "else").literal.i8 == 7 and ours.else_.literal.i8 == 7
    assert getattr(ours.ifs[0], "if").literal.boolean is True
    stats = RelCommon.Hint.Stats(row_count=-0.0, record_size=0.0)  # no presence: -0.0 is set, 0.0 is not
    assert [f.name for f, _ in read(stats).ListFields()] == ["row_count"]
    same(read(stats), stats)
    t = Type()
    t.decimal.precision, t.decimal.scale = 38, 10
    same(read(t), t)
    assert read(t).decimal.precision == 38


def test_repeated_scalars_packed_or_not():
    """proto3 writes a repeated int packed; a field written one value at a time reads the same."""
    common = RelCommon()
    common.emit.output_mapping.extend([3, 0, 300])
    same(read(common), common)
    unpacked = b"\x08\x03\x08\x00\x08\xac\x02"  # output_mapping: 3, 0, 300, one tag each
    emit = bytes([0x12, len(unpacked)]) + unpacked  # RelCommon.emit (field 2)
    assert list(messages.read("substrait.RelCommon", emit).emit.output_mapping) == [3, 0, 300]
    assert RelCommon.FromString(emit).emit.output_mapping == [3, 0, 300]


def test_unknown_fields_are_stepped_over():
    """A removed field a plan still carries, of every wire type, a group included."""
    t = Type.FromString(b"\x0a\x00")  # bool: set, empty
    for unknown in (b"\xf8\x3e\x96\x01",  # field 1000, varint
                    b"\xf9\x3e" + bytes(8),  # fixed64
                    b"\xfd\x3e" + bytes(4),  # fixed32
                    b"\xfa\x3e\x02ab",  # length-delimited
                    b"\xfb\x3e\x08\x01\xfc\x3e"):  # a group holding field 1 = 1
        data = b"\x0a\x00" + unknown
        assert Type.FromString(data).SerializeToString() == data  # protobuf keeps it
        ours = messages.read("substrait.Type", data)
        assert ours.WhichOneof("kind") == "bool" and ours.SerializeToString() == data
        same(ours, Type.FromString(data))
    del t


def _unknown_fields(plan: Plan) -> list[tuple[int, bytes]]:
    return [(u.field_number, u.data) for u in UnknownFieldSet(plan) if isinstance(u.data, bytes)]


def test_a_plans_unknown_fields_are_kept():
    """A Plan keeps its length-delimited unknown fields in order (the removed extension_uris
    and the note of its old fields are such), and steps over the others."""
    data = (b"\x0a\x05\x08\x01\x12\x01a"  # extension_uris (removed field 1): anchor 1, uri "a"
            b"\x1a\x00"  # a relation
            b"\xb8\x02\x07"  # field 39, a varint: not kept
            b"\x0a\x02\x08\x02"  # another uri, anchor 2
            b"\xfa\xe1\x09\x02\x0a\x00")  # field 19999 (the note)
    plan = Plan.FromString(data)
    ours = messages.read_plan(data)
    assert ours.unknown_fields() == _unknown_fields(plan) == [
        (1, b"\x08\x01\x12\x01a"), (1, b"\x08\x02"), (19999, b"\x0a\x00")]
    assert len(ours.relations) == 1
    assert messages.read_plan(Plan().SerializeToString()).unknown_fields() == []


@pytest.mark.parametrize("path", each_file(corpus_files(), CORPUS), ids=lambda p: p.name if p else "absent")
def test_the_old_fields_read_alike_from_either(path):
    """The old fields a loaded plan carries (URIs, the note of its removed fields) read the
    same from protobuf's unknown fields and from the bytes."""
    plan = se.load_plan(path.read_bytes())
    ours = messages.read_plan(plan.SerializeToString())
    assert ours.unknown_fields() == _unknown_fields(plan)
    mine, theirs = old_fields.of_unknown_fields(ours.unknown_fields()), old_fields.of_plan(plan)
    assert (mine is None) == (theirs is None)
    if mine is not None and theirs is not None:
        assert (mine.ways, mine.places, mine.uris) == (theirs.ways, theirs.places, theirs.uris)


@pytest.mark.parametrize("data, why", [
    (b"\x0a\x00\x0a\x00", "a message field given twice (protobuf would merge them)"),
    (b"\x0a\x00\x12\x00", "two fields of one oneof"),
    (b"\x0a\x05\x00", "a length past the message"),
    (b"\x0a\x02\x00", "a length one byte past the message"),
    (b"\x0a\x82\x00\x00", "a length written in two bytes, one byte past the message"),
    (b"\x0e", "wire type 6"),
    (b"\x0c", "an end of group with no group"),
    (b"\x00", "field number 0"),
    (b"\x08\xff", "a varint cut short"),
    (b"\x08", "a varint missing at the end of the bytes (not read past them)"),
    (b"\x0a", "a length missing at the end of the bytes"),
    (b"\xfd\x3e\x00", "a fixed32 cut short"),
])
def test_what_protobuf_never_writes_is_unreadable(data, why):
    ours = messages.read("substrait.Type", data)  # read when first asked
    for _ in range(2):  # and asked again: not answered from what was read before the fault
        with pytest.raises(messages.Unreadable):
            ours.WhichOneof("kind")


@pytest.mark.parametrize("name, data, why", [
    ("substrait.Expression.Literal", b"\x62\x01\xff", "a string that is not UTF-8"),
    ("substrait.Expression.Literal", b"\x62\x03\xed\xa0\x80", "a string holding a surrogate"),
    ("substrait.Expression.Literal", b"\x62\xfb" + b"\xff" * 7 + b"\x7f", "a length near 2**63"),
    ("substrait.Expression.Literal", b"\x62" + b"\xff" * 9 + b"\x01", "a length past 2**63"),
    ("substrait.Type", b"\x0a\xfb" + b"\xff" * 7 + b"\x7f", "a message's length near 2**63"),
    ("substrait.Type", b"\x0a" + b"\xff" * 9 + b"\x01", "a message's length past 2**63"),
    ("substrait.Expression.Literal", b"\xf8" + b"\xff" * 8 + b"\x01\x00", "a tag past 2**63"),
    ("substrait.Expression.Literal", b"\x80\x80\x80\x80\x10\x00", "a tag of 2**32"),
    ("substrait.Expression.Literal", b"\x88\x80\x80\x80\x80\x00\x01", "a tag of six bytes"),
    ("substrait.Type", b"\xfb\x3e\xa8\x80\x80\x80\x80\x00\x00", "a group holding a tag of six bytes"),
    ("substrait.Plan", b"\xfa\x3e\xfb" + b"\xff" * 7 + b"\x7f", "a kept unknown field's length near 2**63"),
])
def test_lengths_and_tags_protobuf_refuses_are_unreadable(name, data, why):
    """Lengths and tags past what protobuf reads, and strings that are not UTF-8, are refused,
    as protobuf refuses them, in either build (compiled, a machine integer must not wrap)."""
    theirs = message_factory.GetMessageClass(Plan.DESCRIPTOR.file.pool.FindMessageTypeByName(name))
    with pytest.raises(DecodeError):
        theirs.FromString(data)
    ours = messages.read(name, data)
    with pytest.raises(messages.Unreadable):
        ours.ListFields()


def test_the_questions_protobuf_refuses_are_refused():
    ours = messages.read("substrait.Rel", b"")
    with pytest.raises(ValueError, match="no field 'nope'"):
        ours.HasField("nope")
    with pytest.raises(ValueError, match="no field 'names'"):
        messages.read("substrait.RelRoot", b"").HasField("names")  # repeated: no presence
    with pytest.raises(ValueError, match="no oneof 'kind'"):
        ours.WhichOneof("kind")
    with pytest.raises(ValueError, match=r"^substrait\.RelCommon\.Hint\.Stats has no oneof 'kind'$"):
        messages.read("substrait.RelCommon.Hint.Stats", b"").WhichOneof("kind")  # a kind without oneofs
    assert ours.HasField("rel_type") is False and ours.WhichOneof("rel_type") is None
    assert ours.read.common.emit.output_mapping == []  # unset all the way down, as protobuf's
    assert ours == messages.Message(messages.KINDS["substrait.Rel"], b"\x00", 0, 0)  # the same bytes
    assert ours != messages.read("substrait.Rel", b"\x0a\x00")
    assert ours != Plan() and ours != messages.read("substrait.Plan", b"")  # of another kind
    with pytest.raises(AttributeError, match=r"^substrait\.Rel has no field 'nope'$"):
        ours.nope  # noqa: B018 (as protobuf's message classes refuse it)
    with pytest.raises(AttributeError, match="keeps no unknown fields"):
        ours.unknown_fields()


def test_a_kind_first_asked_for_a_field_makes_its_table_then():
    """A kind's table is made when a message of it is first read, or first asked for a field by
    name (before any was read: a fresh process), and answers alike either way."""
    code = ("from substrait_explain.generated import messages\n"
            "t = messages.read('substrait.Type', b'\\x0a\\x02\\x10\\x01')\n"  # bool, nullability 1
            "print(t.i8.nullability, t.bool.nullability, t.WhichOneof('kind'))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert out.stdout.split() == ["0", "1", "bool"]


def test_a_field_not_found_before_its_kinds_table_was_made_is_looked_up_again():
    """A thread that looked a field up while its kind's table was not made yet finds nothing; if
    another thread made the table meanwhile, the field is looked up again, not refused."""
    ours = messages.read("substrait.Type", b"\x0a\x02\x10\x01")  # bool, nullability 1
    ours.WhichOneof("kind")  # the table is made (as by another thread, after the first lookup)
    assert ours._no_field("bool").nullability == 1
    with pytest.raises(AttributeError, match="has no field 'nope'"):
        ours._no_field("nope")


_THREADS = """
import json, sys, threading
from google.protobuf import wrappers_pb2
from substrait.proto import Plan
import substrait_explain as se
se.register(wrappers_pb2.StringValue)
sys.setswitchinterval(1e-6)  # a switch wherever one can happen
plans = [Plan.FromString(bytes.fromhex(h)) for h in json.load(sys.stdin)]
start, texts = threading.Barrier(8), {}
def run(k):
    start.wait()
    order = plans[k:] + plans[:k]  # each thread meets the kinds in its own order
    done = [se.format(p) for p in order]
    texts[k] = done[len(plans) - k:] + done[:len(plans) - k]
threads = [threading.Thread(target=run, args=(k,)) for k in range(8)]
for t in threads: t.start()
for t in threads: t.join()
print(json.dumps([texts[k] for k in range(8)]))
"""


def test_threads_formatting_at_once_in_a_fresh_process_write_what_one_writes():
    """Eight threads of a fresh process format the same plans at once, each meeting the kinds of
    messages (whose tables are made when first met) and the memos in its own order: each writes
    the texts one thread writes."""
    se.register(wrappers_pb2.StringValue)  # as the golden cases have it
    try:
        plans = [se.parse(text) for _, text, _ in test_golden.load("relations.txt")]
        expected = [se.format(p) for p in plans]
    finally:
        se.unregister(wrappers_pb2.StringValue)
    stdin = json.dumps([p.SerializeToString().hex() for p in plans])
    out = subprocess.run([sys.executable, "-c", _THREADS], input=stdin, capture_output=True, text=True,
                         check=True, cwd=ROOT)
    assert json.loads(out.stdout) == [expected] * 8


def test_every_class_refuses_what_protobuf_refuses():
    """HasField of a field without presence, or of no field, and WhichOneof of no oneof raise
    ValueError from every class, asked directly or through has() and which(), as from protobuf's."""
    for name in messages.KINDS:
        ours = messages.read(name, b"")
        theirs = message_factory.GetMessageClass(Plan.DESCRIPTOR.file.pool.FindMessageTypeByName(name))()
        fields = [f.name for f in theirs.DESCRIPTOR.fields if not f.has_presence] + ["no_such_field"]
        for question, helper, names in (("HasField", messages.has, fields),
                                        ("WhichOneof", messages.which, ["no_such_oneof"])):
            for m in (ours, theirs):
                for ask, field_name in itertools.product((getattr(m, question), functools.partial(helper, m)), names):
                    with pytest.raises(ValueError):
                        ask(field_name)
        for field in theirs.DESCRIPTOR.fields:
            if field.has_presence:
                assert messages.has(ours, field.name) is messages.has(theirs, field.name) is False, name
        for oneof in theirs.DESCRIPTOR.oneofs:
            assert messages.which(ours, oneof.name) is messages.which(theirs, oneof.name) is None, name


# The printer's memos keep the texts of types, literals, schemas and references by their bytes,
# for the whole process: the way formatted second would find the first way's texts, and write
# none of its own. Each way starts with them empty (every Memo there is, wherever it is kept).
_MEMOS = [x for x in gc.get_objects() if isinstance(x, Memo)]


def test_every_memo_is_found():
    """The printer's memos of types, literals, schemas and references, compiled or not."""
    assert len(_MEMOS) >= 5, _MEMOS


def _format_afresh(plan, annotate, width, verbose) -> str:
    for memo in _MEMOS:
        memo.results.clear()
    return printer.format_plan(plan, annotate, width, verbose)


def _both_ways(plan, monkeypatch, width=100, verbose=False) -> None:
    """The text from the plan's bytes read into our messages equals the text from protobuf's."""
    monkeypatch.setattr(printer, "READ_WIRE", True)
    from_protobuf = _format_afresh(plan, lambda rel: None, width, verbose)  # annotated: protobuf's Rels
    assert _format_afresh(plan, None, width, verbose) == from_protobuf


@settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
@given(plans())
def test_format_writes_the_same_from_either(plan):
    with pytest.MonkeyPatch.context() as monkeypatch:
        for width, verbose in ((100, False), (100, True), (30, False), (None, False)):
            _both_ways(plan, monkeypatch, width, verbose)


@pytest.mark.parametrize("path", each_file(corpus_files(), CORPUS), ids=lambda p: p.name if p else "absent")
def test_format_writes_the_same_from_either_on_the_corpus(path, monkeypatch):
    _both_ways(se.load_plan(path.read_bytes()), monkeypatch)


def _project_plans() -> list:
    """Every plan the project writes by hand: the golden cases, the documents' examples,
    the producer fixtures and the bundled examples (each relation, expression, literal
    and type the format has, many of which drawn plans rarely reach)."""
    texts = [pytest.param(test_golden.KINDS[file][1](text), id=f"golden {file[:-4]}: {name}")
             for file in test_golden.KINDS for name, text, _ in test_golden.load(file)]
    texts += [x for doc in test_docs.DOCS for x in test_docs.examples(doc)]
    files = sorted((ROOT / "tests/fixtures").rglob("*.*")) + sorted((ROOT / "substrait_explain/examples").glob("*"))
    texts += [pytest.param(path.read_bytes(), id=path.name) for path in files if path.suffix in (".bin", ".txt")]
    return texts


@pytest.mark.parametrize("data", _project_plans())
def test_format_writes_the_same_from_either_on_the_projects_plans(data, monkeypatch):
    se.register(wrappers_pb2.StringValue)  # as the golden cases have it
    try:
        plan = se.load_plan(data)
        same(messages.read_plan(plan.SerializeToString()), plan)
        for width, verbose in ((100, False), (100, True), (None, False)):
            _both_ways(plan, monkeypatch, width, verbose)
    finally:
        se.unregister(wrappers_pb2.StringValue)


_AGGREGATE = """=== Extensions
URNs:
  @  1: extension:io.substrait:functions_arithmetic
Functions:
  #  1 @  1: add
  #  2 @  1: sum

=== Plan
Root[k, s]
  Aggregate[add($0, $1) => add($0, $1), %s]
    Read[t => a:i64, b:i64]
"""


@pytest.mark.parametrize("like_the_key", [False, True])
def test_a_measure_is_told_apart_from_a_key_call_by_its_bytes(like_the_key, monkeypatch):
    """A measure whose call reads as a grouping key's (`add($0, $1)`) takes the explicit form;
    the printer compares the two by their bytes, whichever classes hold them."""
    plan = se.parse(_AGGREGATE % "sum($0)")
    aggregate = plan.relations[0].root.input.aggregate
    if like_the_key:
        call, key = aggregate.measures[0].measure, aggregate.grouping_expressions[0].scalar_function
        call.function_reference = key.function_reference
        del call.arguments[:]
        call.arguments.extend(key.arguments)
    _both_ways(plan, monkeypatch)
    text = se.format(plan)
    assert se.parse(text) == plan
    assert ("[add($0, $1) => add($0, $1), sum($0)]" in text) != like_the_key, text


def test_the_compiled_build_formats_from_the_bytes():
    """Compiled, format reads the plan's bytes (READ_WIRE); as Python it reads protobuf's Plan."""
    assert printer.READ_WIRE == (not messages.__file__.endswith(".py"))


def test_a_schema_carrying_an_unknown_group_is_counted():
    """A Read's width is counted on the schema's wire bytes; an unknown group field there (which
    protobuf keeps) is stepped over, not a traceback."""
    from substrait_explain.plan.schema import direct_count

    plan = se.parse("=== Plan\nRoot[a]\n  Project[$0]\n    Read[t => a:i64, b:string]\n")
    read = plan.relations[0].root.input.project.input.read
    read.base_schema.ParseFromString(read.base_schema.SerializeToString() + b"\xfb\x3e\x08\x01\xfc\x3e")
    assert direct_count("read", read, []) == 2
    assert "Read[t => a:i64, b:string]" in se.format(plan)
