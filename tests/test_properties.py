"""parse(format(p)) == p for plans drawn over every relation, expression,
literal and type, every field included."""

from hypothesis import HealthCheck, given, settings
from strategies import expressions, message, relations, types
from substrait.proto import Plan

import substrait_explain as se

SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))


def assert_roundtrip(plan: Plan) -> None:
    text = se.format(plan)
    again = se.parse(text)
    assert again.SerializeToString(deterministic=True) == plan.SerializeToString(deterministic=True), text
    assert se.format(again) == text
    named = se.format(plan, names=True)  # `$N:name` reads back too, checked against the plan
    assert se.parse(named).SerializeToString(deterministic=True) == plan.SerializeToString(deterministic=True), named


def wrap(rel) -> Plan:
    plan = Plan()
    plan.relations.add().root.input.CopyFrom(rel)
    return plan


@SETTINGS
@given(relations())
def test_relations(rel):
    assert_roundtrip(wrap(rel))


@SETTINGS
@given(expressions())
def test_expressions(expr):
    plan = Plan()
    project = plan.relations.add().rel.project
    project.input.read.named_table.names.append("t")
    project.expressions.append(expr)
    assert_roundtrip(plan)


@SETTINGS
@given(types())
def test_types(t):
    plan = Plan()
    project = plan.relations.add().rel.project
    project.input.read.named_table.names.append("t")
    project.expressions.add().literal.null.CopyFrom(t)
    assert_roundtrip(plan)


@SETTINGS
@given(message(Plan.DESCRIPTOR, 10))
def test_plans(plan):
    assert_roundtrip(plan)
