"""Every plan protobuf accepts has a text: any string in any string-valued
position, and relations, inputs, expressions, types and arguments left unset."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from substrait.proto import Plan

import substrait_explain as se

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
