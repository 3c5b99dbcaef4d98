"""Every plan protobuf accepts has a text: any string in any string-valued
position, and relations, inputs, expressions, types and arguments left unset."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from substrait.proto import Plan

import substrait_explain as se
from substrait_explain.tools.validate import ERROR, validate

SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))

# Strings that look like the format's own syntax, then anything.
TRICKY = ["", "'", '"', "\\", "\\'", "&x", "a b", "//", "// c", "- x", "\n", "\r\n", "\t", "=>", "->", ",",
          "(", ")", "[", "]", "<", ">", "true", "null", "false", "1", "-5", "1.5", "#1", "@1", "$0", "%0",
          "u!x", "x'00'", "===", "=== Plan", "a:b", "a.b", "_", "...", "é", "\u2028", "\x00", "\x7f"]
strings = st.one_of(st.sampled_from(TRICKY), st.text(max_size=12))


def assert_roundtrip(plan: Plan) -> None:
    for width in (None, 20, 100):
        text = se.format(plan, width=width)
        assert se.parse(text) == plan, text


def plan_with_strings(s: list[str]) -> Plan:
    """A plan holding ``s[i]`` in each string-valued position the text has a syntax for."""
    plan = Plan()
    plan.version.minor_number = 55
    plan.version.producer, plan.version.git_hash = s[0], s[1]
    plan.extension_urns.add(extension_urn_anchor=1, urn=s[2])
    plan.extensions.add().extension_function.CopyFrom(
        type(plan.extensions[0].extension_function)(extension_urn_reference=1, function_anchor=1, name=s[3]))
    plan.extensions.add().extension_type.CopyFrom(
        type(plan.extensions[1].extension_type)(extension_urn_reference=1, type_anchor=2, name=s[4]))
    plan.expected_type_urls.append(s[5])
    root = plan.relations.add().root
    root.names.extend([s[6], s[7]])
    project = root.input.project
    read = project.input.read
    read.named_table.names.extend([s[8], s[9]])
    read.base_schema.names.extend([s[10], s[11], s[12]])
    read.base_schema.struct.nullability = 2
    read.base_schema.struct.types.add().string.nullability = 1
    nested = read.base_schema.struct.types.add().struct
    nested.nullability = 1
    nested.types.add().i64.nullability = 1
    read.common.hint.alias = s[13]
    read.common.hint.output_names.extend([s[14], s[15]])
    call = project.expressions.add().scalar_function
    call.function_reference = 1
    call.arguments.add().value.literal.string = s[16]
    call.arguments.add().enum = s[17]
    udt = call.arguments.add().type.user_defined
    udt.type_reference = 2
    udt.nullability = 2
    udt.type_parameters.add().enum = s[18]
    udt.type_parameters.add().string = s[19]
    call.output_type.CopyFrom(call.arguments[2].type)
    project.expressions.add().literal.var_char.value = s[20]
    project.expressions.add().literal.fixed_char = s[21]
    project.expressions.add().literal.user_defined.type_reference = 2
    project.expressions[-1].literal.user_defined.type_parameters.add().enum = s[22]
    project.common.emit.output_mapping.extend([0, 1, 2])
    return plan


@SETTINGS
@given(st.lists(strings, min_size=23, max_size=23))
def test_any_string_in_any_position(s):
    assert_roundtrip(plan_with_strings(s))


def test_an_enum_parameter_with_a_quote():
    plan = plan_with_strings(["a"] * 18 + ["it's"] + ["a"] * 4)
    assert_roundtrip(plan)


# ---- what protobuf accepts and no sound plan holds ------------------------------

def unsound_plan() -> Plan:
    plan = Plan()
    plan.extensions.add()  # a declaration of no kind
    plan.relations.add()  # neither rel nor root
    root = plan.relations.add().root
    root.names.append("a")
    join = root.input.join  # no left
    join.right.read.named_table.names.append("t")
    join.expression.SetInParent()  # an expression with nothing set
    join.post_join_filter.scalar_function.arguments.add()  # an argument with nothing set
    plan.relations.add().rel.filter.input.SetInParent()  # a Filter with no condition over a relation of no kind
    return plan


UNSOUND_TEXT = """\
=== Extensions
Declarations of no kind:
  @ 0: _

=== Plan
_:PlanRel[]
Root[a]
  Join[&Unspecified, (), post_filter=scalar_function(arguments=[()]), left=_ => _]
    Read[t]
Filter[_ => _]
  _[]
"""


def test_unset_parts_have_placeholders():
    plan = unsound_plan()
    assert se.format(plan) == UNSOUND_TEXT
    assert_roundtrip(plan)


def test_validate_reports_each_placeholder():
    found = {(d.message, d.path) for d in validate(UNSOUND_TEXT)}
    assert found >= {
        ("an extension declaration with no kind set", "Extensions"),
        ("a plan relation with neither a relation nor a Root", "relations[0]"),
        ("Join has no left", "relations[1] Root > Join"),
        ("an expression with nothing set in expression", "relations[1] Root > Join"),
        ("a function argument with nothing set in post_join_filter", "relations[1] Root > Join"),
        ("a relation with no kind set", "relations[2] Filter > _[]"),
    }
    assert all(d.severity == ERROR for d in validate(UNSOUND_TEXT) if "not declared" not in d.message)


def test_a_missing_input_among_several():
    plan = Plan()
    join = plan.relations.add().rel.join
    join.left.read.named_table.names.append("l")
    text = se.format(plan)
    assert text == "=== Plan\nJoin[&Unspecified, right=_ => _]\n  Read[l]\n"
    assert se.parse(text) == plan
    both = se.parse("=== Plan\nJoin[&Unspecified, left=_, right=_]\n")
    assert not both.relations[0].rel.join.HasField("left") and not both.relations[0].rel.join.HasField("right")


def test_types_and_if_then_arms_of_nothing_use_explicit_forms():
    plan = Plan()
    project = plan.relations.add().rel.project
    project.input.read.named_table.names.append("t")
    project.expressions.add().cast.type.SetInParent()  # a Type of no kind
    arm = project.expressions.add().if_then.ifs.add()
    getattr(arm, "if").literal.boolean = True
    arm.then.SetInParent()  # `true -> ()` would not parse
    grouped = plan.relations.add().rel.aggregate
    grouped.input.read.named_table.names.append("t")
    grouped.grouping_expressions.add()  # `Aggregate[()]` would be an empty grouping set
    grouped.groupings.add().expression_references.append(0)
    assert_roundtrip(plan)


@pytest.mark.parametrize("text, message", [
    ("=== Plan\nRoot[a]\n  _[$0]\n", "_[] is a relation of no kind: it takes no arguments"),
    ("=== Plan\nRoot[a]\n  _[]\n    Read[t]\n", "_[] is a relation of no kind: it takes no inputs"),
    ("=== Plan\nJoin[&Inner, left=_]\n  Read[a]\n  Read[b]\n", "Join takes 1 input, not 2"),
    ("=== Plan\nFilter[true, input=$0]\n  Read[t]\n", "input of Filter is not written as input=..."),
    ("=== Extensions\nDeclarations of no kind:\n  @ 1: _\n=== Plan\n",
     "a declaration of no kind reads `@ 0: _`"),
    ("=== Plan\n_:PlanRel[a]\n", "_:PlanRel[] takes no arguments"),
])
def test_placeholders_misused(text, message):
    with pytest.raises(se.ParseError) as e:
        se.parse(text)
    assert e.value.message == message
