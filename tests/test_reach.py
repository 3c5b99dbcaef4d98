"""Which messages the walks over removed and unknown fields visit (plan/reach.py), and that what
they leave out holds nothing for them: a plan's fields in one place, deep in it, beside others."""

from __future__ import annotations

import pytest
from substrait.proto import Plan, ProjectRel, RelRoot

import substrait_explain as se
from substrait_explain.plan import legacy, old_fields, reach, unknown, wire

TEXT = """=== Plan
Root[a]
  Fetch[limit=10 => $0]
    Project[$0, 1, 2, 3 => $0]
      Filter[true => $0]
        Read[t => a:i64]
"""
FETCH = "relations[0].root.input.fetch"
PROJECT = f"{FETCH}.input.project"
READ = f"{PROJECT}.input.filter.input.read"
ABOVE_PROJECT = ["", "relations[0]", "relations[0].root", "relations[0].root.input", FETCH, f"{FETCH}.input",
                 PROJECT]


def field(number: int, wire_type: int, payload: bytes) -> bytes:
    return wire.varint(number << 3 | wire_type) + payload


def plan_with(**places: bytes) -> Plan:
    """TEXT's plan with the bytes of ``places`` (a place, dots as `__`) appended to those messages."""
    plan = se.parse(TEXT)
    for place, data in places.items():
        unknown.message_at(plan, place.replace("__", ".")).MergeFromString(data)
    return plan


def visited(msg, found: reach.Reach, path: str = "") -> list[str]:
    """The places a walk guided by ``found`` visits in ``msg``, as the walks go through it."""
    out = [path]
    for fd, value in msg.ListFields():
        if fd.message_type is None:
            continue
        where = f"{path}.{fd.name}" if path else fd.name
        items = list(value) if fd.is_repeated else [value]
        for i, (item, inner) in enumerate(zip(items, found.inside(fd.number, len(items)), strict=True)):
            if inner is not None:
                out += visited(item, inner, f"{where}[{i}]" if fd.is_repeated else where)
    return out


def unknown_places(plan: Plan) -> list[str]:
    return visited(plan, reach.of(plan.SerializeToString(), "substrait.Plan", frozenset(), unknown=True))


def test_a_walk_for_unknown_fields_visits_the_messages_holding_some_and_those_above_them():
    plan = plan_with(**{f"{PROJECT}__expressions[1]".replace(".", "__"): field(99, 0, b"\x01")})
    assert unknown_places(plan) == [*ABOVE_PROJECT, f"{PROJECT}.expressions[1]"]


def test_a_plan_without_unknown_fields_is_visited_at_its_top_alone():
    assert unknown_places(se.parse(TEXT)) == [""]


def test_each_wire_type_of_an_unknown_field_is_found():
    for data in (field(99, 0, b"\x01"), field(99, 1, bytes(8)), field(99, 2, b"\x01x"), field(99, 5, bytes(4)),
                 field(99, 3, field(1, 0, b"\x01") + wire.varint(99 << 3 | 4))):
        assert unknown_places(plan_with(**{READ.replace(".", "__"): data}))[-1] == READ


def test_a_known_number_in_another_wire_type_is_an_unknown_field_as_protobuf_reads_it():
    # Read's base_schema (2) is a message: as a varint it is a field protobuf does not know.
    assert unknown_places(plan_with(**{READ.replace(".", "__"): field(2, 0, b"\x01")}))[-1] == READ


def test_a_walk_for_kinds_of_messages_visits_them_and_those_above_them():
    plan = se.parse(TEXT)
    found = reach.of(plan.SerializeToString(), "substrait.Plan", frozenset({"substrait.ProjectRel"}), unknown=False)
    assert visited(plan, found) == ABOVE_PROJECT
    # unknown fields alone do not make a message visited then
    plan = plan_with(**{READ.replace(".", "__"): field(99, 0, b"\x01")})
    assert visited(plan, reach.of(plan.SerializeToString(), "substrait.Plan", frozenset(), unknown=False)) == [""]


def reach_at(found: reach.Reach, msg, path: str) -> reach.Reach | None:
    """The Reach ``found`` holds for the message at ``path`` in ``msg``."""
    for step in path.split("."):
        name, _, index = step.partition("[")
        fd = msg.DESCRIPTOR.fields_by_name[name]
        value = getattr(msg, name)
        items = list(value) if fd.is_repeated else [value]
        i = int(index.rstrip("]")) if index else 0
        found, msg = found.inside(fd.number, len(items))[i], items[i]
    return found


def test_values_the_bytes_did_not_hold_are_visited_whole():
    """A walk's rule may add messages (an old argument read into today's): a field the bytes did
    not hold, or a list of another length than theirs, is walked whole."""
    plan = plan_with(**{READ.replace(".", "__"): field(99, 0, b"\x01")})
    project = reach_at(reach.of(plan.SerializeToString(), "substrait.Plan", frozenset(), unknown=True), plan, PROJECT)
    number = {name: fd.number for name, fd in ProjectRel.DESCRIPTOR.fields_by_name.items()}
    assert project.inside(number["expressions"], 4) == [None] * 4  # nothing in them
    assert project.inside(number["expressions"], 5) == [reach.WHOLE] * 5  # one more than the bytes held
    assert project.inside(number["input"], 1)[0] not in (None, reach.WHOLE)  # read from the bytes
    assert project.inside(number["advanced_extension"], 1) == [reach.WHOLE]  # not in the bytes
    assert reach.WHOLE.inside(number["input"], 2) == [reach.WHOLE] * 2


def test_bytes_the_tables_cannot_follow_are_walked_whole():
    assert reach.of(b"\x0a\x05ab", "substrait.Plan", frozenset(), unknown=True) is reach.WHOLE  # past the end
    assert reach.of(b"\x0a\x00\x00", "substrait.Plan", frozenset(), unknown=True) is reach.WHOLE  # field 0
    assert reach.holds_below(b"\x0a\x05ab", "substrait.Plan")


def test_a_plan_nesting_past_the_reading_depth_is_walked_whole():
    lines = ["=== Plan", "Root[a]"] + ["  " * (i + 1) + "Filter[true => $0]" for i in range(250)]
    plan = se.parse("\n".join(lines + ["  " * 251 + "Read[t => a:i64]"]) + "\n")
    assert reach.of(plan.SerializeToString(), "substrait.Plan", frozenset(), unknown=True) is reach.WHOLE
    shallow = se.parse(TEXT)
    assert reach.of(shallow.SerializeToString(), "substrait.Plan", frozenset(), unknown=True) is not reach.WHOLE


def test_a_message_given_twice_is_walked_whole_as_protobuf_merges_the_two():
    read = se.parse(TEXT).relations[0].root.input.fetch.input.project.input.filter.input.SerializeToString()
    data = field(1, 2, wire.varint(len(read)) + read) * 2  # RelRoot.input, twice
    assert len(RelRoot.FromString(data).input.read.base_schema.names) == 2  # (merged: the names twice)
    assert reach.of(data, "substrait.RelRoot", frozenset({"substrait.ReadRel"}), unknown=False) is reach.WHOLE
    assert reach.of(data[:len(data) // 2], "substrait.RelRoot", frozenset({"substrait.ReadRel"}),
                    unknown=False) is not reach.WHOLE


def test_what_is_below_a_message_is_told_apart_from_the_message_itself():
    plan = plan_with(**{FETCH.replace(".", "__"): field(99, 0, b"\x01")})
    fetch = unknown.message_at(plan, FETCH)
    assert not reach.holds_below(fetch.SerializeToString(), "substrait.FetchRel")
    assert reach.holds_below(plan.SerializeToString(), "substrait.Plan")


def test_dropping_a_messages_own_unknown_fields_keeps_those_of_the_messages_in_it():
    for below in (True, False):
        plan = plan_with(**{FETCH.replace(".", "__"): field(98, 0, b"\x01") + field(99, 0, b"\x02"),
                            **({READ.replace(".", "__"): field(97, 0, b"\x03")} if below else {})})
        fetch = unknown.message_at(plan, FETCH)
        legacy.drop_fields(fetch, lambda f: f.number == 98)
        assert [(u.field_number, u.data) for u in unknown.UnknownFieldSet(fetch)] == [(99, 2)]
        read = unknown.message_at(plan, READ)
        assert [(u.field_number, u.data) for u in unknown.UnknownFieldSet(read)] == ([(97, 3)] if below else [])
        assert fetch.input.project.expressions[1].literal.i64 == 1  # its own fields stay


def test_removed_fields_above_and_below_fields_no_proto_knows_are_read_and_those_kept():
    """The plan's extension URIs and a Fetch's count (removed fields) above a producer's field deep
    in the plan, and one beside the count: the removed ones are read, the others kept where they are."""
    plan = plan_with(**{READ.replace(".", "__"): field(97, 0, b"\x03"),
                        FETCH.replace(".", "__"): field(99, 0, b"\x02") + field(4, 0, b"\x07")})
    unknown.message_at(plan, FETCH).ClearField("count_expr")
    plan.MergeFromString(field(1, 2, wire.varint(len(b := field(1, 0, b"\x01") + field(2, 2, b"\x01u"))) + b))
    data = plan.SerializeToString()
    loaded, warnings = se.load_plan_with_warnings(data)
    assert unknown.message_at(loaded, FETCH).count_expr.literal.i64 == 7
    assert [u.urn for u in loaded.extension_urns] == ["u"]
    assert [(u.field_number, u.data) for u in unknown.UnknownFieldSet(unknown.message_at(loaded, READ))] == [(97, 3)]
    # (the count written again as the plan wrote it, after the producer's field)
    assert [(u.field_number, u.data) for u in unknown.UnknownFieldSet(unknown.message_at(loaded, FETCH))] == [
        (99, 2), (4, 7)]
    assert [w.split(":")[0] for w in warnings if "unknown field" in w] == [FETCH, READ]
    text = se.format(loaded)
    assert "Old Fields:\n  old = uris, fetch\n" in text
    assert se.dump_plan(se.parse(text), "binary") == se.dump_plan(loaded, "binary") == data


class _Counted(dict):
    """A rule table that counts the messages a walk looks a rule up for: the messages it visits."""

    def __init__(self, table: dict) -> None:
        super().__init__(table)
        self.visited: list[str] = []

    def get(self, name, default=None):
        self.visited.append(name)
        return super().get(name, default)


@pytest.mark.skipif(not reach.__file__.endswith(".py"), reason="counts calls between modules: the pure build only")
def test_the_walks_of_a_load_visit_only_the_messages_that_hold_what_they_read_or_write(monkeypatch):
    """A Fetch's old count, above a Project of four expressions over a Read holding a producer's
    field: reading the old fields visits the Fetch, the Read and what is above them (not the
    expressions); settling and writing them, the Fetch and what is above it. (Visiting more would
    cost only time, which no text shows.)"""
    plan = plan_with(**{READ.replace(".", "__"): field(97, 0, b"\x03"),
                        FETCH.replace(".", "__"): field(4, 0, b"\x07")})
    unknown.message_at(plan, FETCH).ClearField("count_expr")
    binary = _Counted(legacy._BINARY_RULES)
    writing = _Counted(old_fields._RULES)
    monkeypatch.setattr(legacy, "_BINARY_RULES", binary)
    monkeypatch.setattr(old_fields, "_RULES", writing)
    loaded = se.load_plan(plan.SerializeToString())
    assert unknown.message_at(loaded, FETCH).count_expr.literal.i64 == 7
    above_read = ["Plan", "PlanRel", "RelRoot", "Rel", "FetchRel", "Rel", "ProjectRel", "Rel", "FilterRel", "Rel",
                  "ReadRel"]
    made = ["Expression", "Expression.Literal"]  # the count expression the Fetch's rule made: walked whole
    assert binary.visited == [f"substrait.{name}" for name in above_read + made]
    # settling, then writing: each visits the Fetch and what is above it, innermost first
    assert writing.visited == [f"substrait.{name}" for name in ["FetchRel", "Rel", "RelRoot", "PlanRel", "Plan"] * 2]
