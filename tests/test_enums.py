"""Every value of every enum, spelled as its protobuf name says, both ways.

The spelling of `JOIN_TYPE_LEFT_SEMI` in `JoinRel.JoinType` is `&LeftSemi`: the
enum's own name, in capitals, is dropped from the front, and the rest is
CamelCased.  The expected spellings are derived here from the descriptors, not
read from the generated table, so that a wrong table or a wrong lookup fails.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from google.protobuf.message import Message
from substrait.proto import Plan

import substrait_explain as se
from substrait_explain.codec.values import build_enum, format_enum
from substrait_explain.text import nodes as n


def reachable_enums() -> dict[str, object]:
    enums, seen, todo = {}, set(), [Plan.DESCRIPTOR]
    while todo:
        message = todo.pop()
        if message.full_name in seen:
            continue
        seen.add(message.full_name)
        for field in message.fields:
            if field.enum_type is not None:
                enums[field.enum_type.full_name] = field.enum_type
            if field.message_type is not None:
                todo.append(field.message_type)
    return enums


def expected_spelling(enum, value) -> str:
    prefix = "_".join(re.findall(r"[A-Z][a-z0-9]*", enum.name)).upper() + "_"
    if not all(v.name.startswith(prefix) and v.name != prefix for v in enum.values):
        prefix = ""  # an enum whose values do not all carry its name keeps them whole
    return "".join(word.capitalize() for word in value.name[len(prefix):].split("_"))


ENUMS = reachable_enums()
VALUES = [(enum, value) for name, enum in sorted(ENUMS.items()) for value in enum.values]


def test_the_enums_are_all_there():
    # The enums a plan can hold; a new Substrait adds some, and the table must follow.
    assert len(ENUMS) >= 24
    assert {"substrait.SetRel.SetOp", "substrait.NestedLoopJoinRel.JoinType",
            "substrait.RelCommon.Hint.ComputationType", "substrait.WriteRel.CreateMode"} <= set(ENUMS)


@pytest.mark.parametrize("enum, value", VALUES, ids=[f"{e.name}.{v.name}" for e, v in VALUES])
def test_every_enum_value_is_spelled_from_its_name(enum, value):
    spelled = expected_spelling(enum, value)
    assert format_enum(enum, value.number) == "&" + spelled
    assert build_enum(enum, n.Enum(1, 1, spelled)) == value.number


def test_some_spellings_as_the_documentation_shows_them():
    # The rule above, checked against spellings written out by hand.
    by_name = {f"{e.name}.{v.name}": expected_spelling(e, v) for e, v in VALUES}
    assert by_name["SetOp.SET_OP_MINUS_PRIMARY"] == "MinusPrimary"
    assert by_name["SetOp.SET_OP_MINUS_MULTISET"] == "MinusMultiset"
    assert by_name["JoinType.JOIN_TYPE_LEFT_SEMI"] == "LeftSemi"
    assert by_name["SortDirection.SORT_DIRECTION_ASC_NULLS_FIRST"] == "AscNullsFirst"
    assert by_name["ComputationType.COMPUTATION_TYPE_HASHTABLE"] == "Hashtable"


# ---- in plans: every enum field of the documentation's examples, set to each value

DOC = (Path(__file__).resolve().parents[1] / "docs" / "FORMAT.md").read_text()
EXAMPLES = [se.parse(m.group(1)) for m in re.finditer(r"^```text\n(===.*?)^```", DOC, re.S | re.M)] + [
    se.parse("=== Plan\nRoot[a]\n  Filter[true, common=(hint=(alias='f', "
             "saved_computations=[(computation_id=1, type=&Hashtable)], "
             "loaded_computations=[(computation_id_reference=1, type=&BloomFilter)]))]\n"
             "    Read[t => a:i64]\n"),
]
# Values the text leaves implicit where they are the usual ones: a call's phase
# and invocation in an Aggregate or window, and every nullability, which types
# write as `?` and `??` instead.
IMPLICIT = {"AGGREGATION_PHASE_INITIAL_TO_RESULT", "AGGREGATION_INVOCATION_ALL"}
# Values written as a sign, the Rust crate's spelling: a cast's failure behaviour in `(x)::?T`, `(x)::!T`.
SIGNS = {"substrait.Expression.Cast.failure_behavior": {"FAILURE_BEHAVIOR_RETURN_NULL": ")::?",
                                                        "FAILURE_BEHAVIOR_THROW_EXCEPTION": ")::!"}}
# Values the subquery short forms write as the name of a call: `exists(%0)`, `any(&Eq, $0, %0)`.
AS_CALLS = {"PREDICATE_OP_EXISTS": "exists(%", "PREDICATE_OP_UNIQUE": "unique(%",
            "REDUCTION_OP_ANY": "any(&", "REDUCTION_OP_ALL": "all(&"}


def written(field, value) -> bool:
    return (value.number != 0 and value.name not in IMPLICIT and field.full_name not in SIGNS
            and field.enum_type.full_name != "substrait.Type.Nullability")


def enum_fields(msg: Message, path: tuple = ()):
    """(path, field) of every singular enum field of every message present in ``msg``."""
    for field in msg.DESCRIPTOR.fields:
        if field.enum_type is not None and not field.is_repeated:
            yield path, field
    for field, value in msg.ListFields():
        if field.message_type is not None:
            items = value if field.is_repeated else [value]
            for i, item in enumerate(items):
                yield from enum_fields(item, path + ((field.name, i if field.is_repeated else None),))


def find(msg: Message, path: tuple) -> Message:
    for name, index in path:
        msg = getattr(msg, name) if index is None else getattr(msg, name)[index]
    return msg


def in_plans() -> list:
    cases, seen = [], set()
    for plan in EXAMPLES:
        for path, field in enum_fields(plan):
            if field.full_name in seen:
                continue
            seen.add(field.full_name)
            cases += [pytest.param(plan, path, field, value, id=f"{field.full_name}={value.name}")
                      for value in field.enum_type.values]
    return cases


@pytest.mark.parametrize("plan, path, field, value", in_plans())
def test_every_value_of_every_enum_field_in_a_plan(plan, path, field, value):
    changed = Plan()
    changed.CopyFrom(plan)
    target = find(changed, path)
    if field.containing_oneof is not None and target.WhichOneof(field.containing_oneof.name) != field.name \
            and value.number == 0:
        pytest.skip("0 in an unset oneof field is not set")
    setattr(target, field.name, value.number)
    text = se.format(changed)
    if value.name in AS_CALLS:
        assert AS_CALLS[value.name] in text
    elif written(field, value):
        assert "&" + expected_spelling(field.enum_type, value) in text
    if value.name in SIGNS.get(field.full_name, {}):
        assert SIGNS[field.full_name][value.name] in text
    assert se.parse(text) == changed


def test_the_documented_plans_hold_the_enums_the_mutations_missed():
    covered = {field.full_name for plan in EXAMPLES for _, field in enum_fields(plan)}
    assert {"substrait.SetRel.op", "substrait.NestedLoopJoinRel.type", "substrait.WriteRel.create_mode",
            "substrait.RelCommon.Hint.SavedComputation.type",
            "substrait.RelCommon.Hint.LoadedComputation.type"} <= covered


def test_a_nullability_the_enum_does_not_name_is_written_explicitly():
    """The suffixes say only the three nullabilities; another number (protobuf keeps what a
    producer wrote) takes the explicit form (before, `i64?99`, which no parser reads)."""
    plan = se.parse("=== Plan\nRoot[a]\n  Project[($0)::i64]\n    Read[t => a:i64]\n")
    project = plan.relations[0].root.input.project
    project.input.read.base_schema.struct.types[0].i64.nullability = 99
    project.expressions[0].cast.type.i64.nullability = 7
    text = se.format(plan)
    assert "(i64=(nullability=&99))" in text and "(i64=(nullability=&7))" in text
    assert se.parse(text) == plan
