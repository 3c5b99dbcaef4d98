"""Values that do not fit where they go: a ParseError, never protobuf's bare ValueError.

Every integer and float the text gives goes into a protobuf field; one out of
that field's range must be reported at the value, with the range, before
protobuf sees it.  So must a string protobuf cannot encode.
"""

from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import substrait_explain as se

READ = "    Read[t => a:i64]\n"
EXT = ("=== Extensions\nURNs:\n  @ 1: extension:io.substrait:functions_arithmetic\nFunctions:\n  # 1 @ 1: add\n"
       "Types:\n  # 1 @ 1: pt\n")


def where(text: str, marks: str = "{}") -> str:
    """The line of ``text`` holding one of ``marks``, for test ids."""
    return next(line.strip() for line in text.split("\n") if any(m in line for m in marks)).encode(
        "ascii", "backslashreplace").decode()


def plan(relation: str, head: str = "") -> str:
    return head + f"=== Plan\nRoot[a]\n  {relation}\n" + READ


def join(args: str) -> str:
    return f"=== Plan\nRoot[a]\n  Join[{args}]\n" + READ + READ


def extensions(lines: str) -> str:
    return "=== Extensions\nURNs:\n  @ 1: x\n" + lines + "=== Plan\nRoot[a]\n"


BIG = "99999999999999999999999"
I32 = "(-2147483648 to 2147483647)"
U32 = "(0 to 4294967295)"
I64 = "(-9223372036854775808 to 9223372036854775807)"
REF = "(0 to 2147483647)"

CASES = [
    # field references and emits
    ("field reference", plan(f"Filter[${BIG} => ...]"),
     (3, 10), f"{BIG} is out of range for a field reference {REF}", None),
    ("nested field reference", plan("Filter[$0.2147483648]"),
     (3, 10), f"2147483648 is out of range for a field reference {REF}", None),
    ("outer reference", plan("Filter[^^$2147483648]"),
     (3, 10), f"2147483648 is out of range for a field reference {REF}", None),
    ("emit", plan("Filter[true => $0, $2147483648]"),
     (3, 22), f"2147483648 is out of range for a field reference {REF}", None),
    ("Project passthrough", plan("Project[$0, $2147483648]"),
     (3, 15), f"2147483648 is out of range for a field reference {REF}", None),
    ("Read emit", "=== Plan\nRoot[a]\n  Read[t +> a:i64 |> $2147483648]\n",
     (3, 22), f"2147483648 is out of range for a field reference {REF}", None),
    # enum numbers
    ("enum number", join("&99999999999999999, true"),
     (3, 8), f"99999999999999999 is out of range for enum JoinType {I32}", None),
    ("negative enum number", plan("Sort[($0, &-2147483649)]"),
     (3, 13), f"-2147483649 is out of range for enum SortDirection {I32}", None),
    # anchors in `=== Extensions`: the caret under the number
    ("URN anchor", extensions("").replace("@ 1: x", "@ 99999999999999999999: x"),
     (3, 5), f"99999999999999999999 is out of range for a URN anchor {U32}", None),
    ("function anchor", extensions("Functions:\n  # -1 @ 1: f\n"),
     (5, 5), f"-1 is out of range for a function anchor {U32}", None),
    ("type anchor", extensions("Types:\n  # 4294967296 @ 1: pt\n"),
     (5, 5), f"4294967296 is out of range for a type anchor {U32}", None),
    ("type variation anchor", extensions("Type Variations:\n  # -7 @ 1: v\n"),
     (5, 5), f"-7 is out of range for a type variation anchor {U32}", None),
    ("URN reference", extensions("Functions:\n  # 1 @ 4294967296: f\n"),
     (5, 9), f"4294967296 is out of range for a URN anchor {U32}", None),
    # anchors in calls and types
    ("call anchor", plan("Project[_#4294967296($0)]", EXT),
     (10, 11), f"4294967296 is out of range for a function anchor {U32}", None),
    ("negative call anchor", plan("Project[add#-1($0)]", EXT),
     (10, 11), f"-1 is out of range for a function anchor {U32}", None),
    ("call URN", plan("Project[add@4294967296($0)]", EXT),
     (10, 11), f"4294967296 is out of range for a URN anchor {U32}", None),
    ("type anchor in a type", "=== Plan\nRoot[a]\n  Read[t => a:u!_#4294967296]\n",
     (3, 15), f"4294967296 is out of range for a type anchor {U32}", None),
    ("URN in a type", EXT + "=== Plan\nRoot[a]\n  Read[t => a:pt@-1]\n",
     (10, 15), f"-1 is out of range for a URN anchor {U32}", None),
    ("type variation", "=== Plan\nRoot[a]\n  Read[t => a:i64^4294967296]\n",
     (3, 15), f"4294967296 is out of range for a type variation anchor {U32}", None),
    ("user-defined type variation", EXT + "=== Plan\nRoot[a]\n  Read[t => a:pt^-1]\n",
     (10, 15), f"-1 is out of range for a type variation anchor {U32}", None),
    ("type alias anchor", "=== Plan\nRoot[a]\n  Read[t => a:alias#-1]\n",
     (3, 15), f"-1 is out of range for a type alias anchor {U32}", None),
    # type parameters
    ("decimal precision", "=== Plan\nRoot[a]\n  Read[t => a:decimal<99999999999999999999,2>]\n",
     (3, 23), f"99999999999999999999 is out of range for the precision of decimal {I32}", None),
    ("decimal scale", "=== Plan\nRoot[a]\n  Read[t => a:decimal<10,-2147483649>]\n",
     (3, 26), f"-2147483649 is out of range for the scale of decimal {I32}", None),
    ("varchar length", "=== Plan\nRoot[a]\n  Read[t => a:varchar<2147483648>]\n",
     (3, 23), f"2147483648 is out of range for the length of varchar {I32}", None),
    ("precision_timestamp precision", "=== Plan\nRoot[a]\n  Read[t => a:precision_timestamp<2147483648>]\n",
     (3, 35), f"2147483648 is out of range for the precision of precision_timestamp {I32}", None),
    ("user-defined type parameter", EXT + f"=== Plan\nRoot[a]\n  Read[t => a:pt<i64, {BIG}>]\n",
     (10, 23), f"{BIG} is out of range for a type parameter {I64}", None),
    # literals
    ("i8 literal", plan("Filter[300:i8]"), (3, 10), "300 does not fit in i8 (-128 to 127)", None),
    ("i16 literal", plan("Filter[-32769:i16]"), (3, 10), "-32769 does not fit in i16 (-32768 to 32767)", None),
    ("i32 literal", plan("Filter[2147483648:i32]"), (3, 10), f"2147483648 does not fit in i32 {I32}", None),
    ("i64 literal", plan("Filter[9223372036854775808]"),
     (3, 10), f"9223372036854775808 does not fit in i64 {I64}", None),
    ("date literal", plan("Filter[2147483648:date]"), (3, 10), f"2147483648 does not fit in date {I32}", None),
    ("precision_timestamp literal", plan(f"Filter[{BIG}:precision_timestamp<6>]"),
     (3, 10), f"{BIG} does not fit in precision_timestamp<6> {I64}", None),
    ("precision_timestamp_tz literal past year 2262",
     plan("Filter['2263-01-01T00:00:00':precision_timestamp_tz<9>]"),
     (3, 10), f"'2263-01-01T00:00:00' does not fit in precision_timestamp_tz<9> {I64}",
     "lower the precision: the value counts units of 10^-9 s in an i64"),
    ("precision_timestamp literal of a huge precision",
     plan("Filter['1970-01-01T00:00:01':precision_timestamp<2147483647>]"),
     (3, 10), f"'1970-01-01T00:00:01' does not fit in precision_timestamp<2147483647> {I64}",
     "lower the precision: the value counts units of 10^-2147483647 s in an i64"),
    ("precision_time literal", plan("Filter['23:00:00':precision_time<18>]"),
     (3, 10), f"'23:00:00' does not fit in precision_time<18> {I64}",
     "lower the precision: the value counts units of 10^-18 s in an i64"),
    ("decimal literal of a huge scale", plan("Filter[1.5:decimal<10,2147483647>]"),
     (3, 10), "1.5 does not fit in a 128-bit decimal", None),
    ("varchar literal of a negative length", plan("Filter['a':varchar<-1>]"),
     (3, 22), f"-1 is out of range for the length of a varchar literal {U32}", None),
    ("fp64 literal", plan("Filter[1e999999]"),
     (3, 10), "1e999999 does not fit in fp64", "write infinity as 'inf':fp64"),
    ("negative fp64 literal", plan("Filter[-1.5e309:fp64?]"),
     (3, 10), "-1.5e309 does not fit in fp64", "write infinity as '-inf':fp64"),
    ("integer as fp64", plan("Filter[1" + "0" * 400 + ":fp64]"),
     (3, 10), "1" + "0" * 400 + " does not fit in fp64", "write infinity as 'inf':fp64"),
    ("fp32 literal", plan("Filter[1e300:fp32]"),
     (3, 10), "1e300 does not fit in fp32", "write infinity as 'inf':fp32"),
    # fields set by name
    ("Fetch limit", plan(f"Fetch[limit={BIG}]"), (3, 15), f"{BIG} does not fit in i64 {I64}", None),
    ("Fetch offset", plan(f"Fetch[offset=-{BIG}, limit=1]"), (3, 16), f"-{BIG} does not fit in i64 {I64}", None),
    ("unsigned field", plan("Filter[true, common=(rel_anchor=-1)]"),
     (3, 35), f"-1 is out of range for rel_anchor {U32}", None),
    ("explicit literal", plan("Filter[literal(i8=2147483648)]"),
     (3, 21), f"2147483648 is out of range for i8 {I32}", None),
    ("interval literal", plan("Filter[literal(interval_year_to_month=(2147483648, 2))]"),
     (3, 42), f"2147483648 is out of range for years {I32}", None),
    ("Reference ordinal", "=== Plan\nRoot[a]\n  Reference[2147483648]\n",
     (3, 13), f"2147483648 is out of range for subtree_ordinal {I32}", None),
    ("double field", plan("Filter[true, common=(hint=(stats=(row_count=1e999)))]"),
     (3, 47), "1e999 does not fit in fp64", "write infinity as 'inf'"),
]


@pytest.mark.parametrize("text, where, message, hint", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_bad_value(text, where, message, hint):
    with pytest.raises(se.ParseError) as info:
        se.parse(text)
    error = info.value
    assert (error.message, error.hint) == (message, hint)
    assert (error.line, error.column) == where
    source, caret = str(error).splitlines()[1:3]
    line = text.splitlines()[where[0] - 1]
    shown = source[2:]  # a long line is shown in part around the caret, `…` where cut
    assert shown.strip("…").strip() in line and len(shown) <= 162
    assert shown[caret.index("^") - 2] == line[where[1] - 1]


# Python callers can pass a str with a lone surrogate, which protobuf cannot
# store as UTF-8: in every place a string goes, the error names it.
SURROGATES = [
    plan("Filter['x\ud800']"),
    plan("Filter['x\ud800':varchar<2>]"),
    plan("Filter['\udfff':fixedchar<1>]"),
    '=== Plan\nRoot[a]\n  Read[s."t\ud800" => a:i64]\n',
    '=== Plan\nRoot[a]\n  Read[t => "a\ud800":i64]\n',
    '=== Plan\nRoot[a]\n  Read[t => a:nstruct<"\ud800": i64>]\n',
    '=== Plan\nRoot["\ud800"]\n  Read[t => a:i64]\n',
    extensions("").replace("@ 1: x", "@ 1: x\ud800"),
    extensions('Functions:\n  # 1 @ 1: "f\ud800"\n'),
    plan("Filter[true, common=(hint=(alias='\ud800'))]"),
    EXT + "=== Plan\nRoot[a]\n  Read[t => a:pt<'\ud800'>]\n",
]


@pytest.mark.parametrize("text", SURROGATES, ids=[where(t, "\ud800\udfff") for t in SURROGATES])
def test_lone_surrogate(text):
    at = next(i for i, c in enumerate(text) if 0xD800 <= ord(c) <= 0xDFFF)
    with pytest.raises(se.ParseError) as info:
        se.parse(text)
    line = text.count("\n", 0, at) + 1
    assert (info.value.line, info.value.column) == (line, at - text.rfind("\n", 0, at))
    assert "surrogate" in info.value.message


def test_values_at_the_limits_still_parse():
    se.parse(plan("Filter[$2147483647.2147483647 => $2147483647]"))
    se.parse(join("&-2147483648, true"))
    se.parse(extensions("Functions:\n  # 4294967295 @ 4294967295: f\n").replace("@ 1: x", "@ 4294967295: x"))
    se.parse(plan("Project[_#4294967295($0), cast($0, i64^4294967295), cast($0, alias#4294967295)]"))
    se.parse(plan("Project[-9223372036854775808, 127:i8, -2147483648:date, 1.7976931348623157e308, 'inf':fp64]"))
    se.parse(plan("Project['1970-01-01T00:00:00':precision_timestamp<2147483647>, 0:decimal<10,2147483647>]"))
    se.parse(plan("Project[3.4e38:fp32, '-inf':fp32, 'nan':fp64, literal(fp64='inf')]"))


@pytest.mark.parametrize("mutate", [
    lambda p: setattr(p.relations[0].root.input.filter.condition.selection.direct_reference.struct_field,
                      "field", -1),
    lambda p: p.relations[0].root.input.filter.common.emit.output_mapping.append(-1),
    lambda p: setattr(p.relations[0].root.input.filter.condition.literal.var_char, "length", 1 << 31),
], ids=["negative field reference", "negative emit", "varchar literal longer than its type can say"])
def test_values_the_short_forms_cannot_say_round_trip(mutate):
    # `$-1` does not read back, nor does varchar<2147483648>: the formatter
    # must say these another way.
    p = se.parse(plan("Filter[$0]"))
    mutate(p)
    assert se.parse(se.format(p)) == p


def test_negative_emit_of_a_project_round_trips():
    p = se.parse(plan("Project[1, $0]"))  # an Emit: the computed column first
    p.relations[0].root.input.project.common.emit.output_mapping[0] = -1
    assert se.parse(se.format(p)) == p


# ---- every integer position, any integer --------------------------------------

INT32 = (-(1 << 31), (1 << 31) - 1)
UINT32 = (0, (1 << 32) - 1)
INT64 = (-(1 << 63), (1 << 63) - 1)
INDEX = (0, INT32[1])  # `$-1` is not even a token

# A small valid plan with `{}` where the integer goes, and the integers the
# plan may hold there.
POSITIONS = [
    (plan("Filter[${}]"), INDEX),
    (plan("Filter[$0.{}]"), INDEX),
    (plan("Filter[^${}]"), INDEX),
    (plan("Filter[true => ${}]"), INDEX),
    (plan("Project[$0, ${}]"), INDEX),
    (join("&{}, true"), INT32),
    (plan("Sort[($0, &{})]"), INT32),
    (extensions("").replace("@ 1: x", "@ {}: x"), UINT32),
    (extensions("Functions:\n  # {} @ 1: f\n"), UINT32),
    (extensions("Types:\n  # {} @ 1: pt\n"), UINT32),
    (extensions("Type Variations:\n  # {} @ 1: v\n"), UINT32),
    (extensions("Functions:\n  # 1 @ {}: f\n"), UINT32),
    (plan("Project[_#{}($0)]"), UINT32),
    (plan("Project[_#1@{}($0)]"), UINT32),
    (plan("Filter[cast($0, u!_#{})]"), UINT32),
    (plan("Filter[cast($0, u!_#1@{})]"), UINT32),
    (plan("Filter[cast($0, i64^{})]"), UINT32),
    (plan("Filter[cast($0, u!_#1^{})]"), UINT32),
    (plan("Filter[cast($0, alias#{})]"), UINT32),
    (plan("Filter[cast($0, decimal<{},2>)]"), INT32),
    (plan("Filter[cast($0, decimal<10,{}>)]"), INT32),
    (plan("Filter[cast($0, varchar<{}>)]"), INT32),
    (plan("Filter[cast($0, fixedbinary<{}>)]"), INT32),
    (plan("Filter[cast($0, precision_timestamp_tz<{}>)]"), INT32),
    (plan("Filter[cast($0, interval_day<{}>)]"), INT32),
    (plan("Filter[cast($0, u!_#1<{}>)]"), INT64),
    (plan("Filter[{}:i8]"), (-128, 127)),
    (plan("Filter[{}:i16]"), (-(1 << 15), (1 << 15) - 1)),
    (plan("Filter[{}:i32]"), INT32),
    (plan("Filter[{}]"), INT64),
    (plan("Filter[{}:date]"), INT32),
    (plan("Filter[{}:precision_timestamp<6>]"), INT64),
    (plan("Filter[{}:precision_time<9>]"), INT64),
    (plan("Filter[{}:decimal<38,0>]"), (-(1 << 127), (1 << 127) - 1)),
    (plan("Filter['a':varchar<{}>]"), INDEX),  # the literal's length is unsigned, the type's signed
    (plan("Filter[literal(i8={})]"), INT32),
    (plan("Filter[literal(interval_day_to_second=(1, {}))]"), INT32),
    (plan("Filter[true, common=(rel_anchor={})]"), UINT32),
    (plan("Filter[detached_expression_ordinal({})]"), UINT32),
    (plan("Fetch[limit={}]"), INT64),
    ("=== Plan\nRoot[a]\n  Reference[{}]\n", INT32),
]


def integers(bounds):
    """Integers at, near and far beyond the edges of ``bounds``."""
    low, high = bounds
    return st.one_of(st.sampled_from([low - 1, low, high, high + 1, 0, -1]), st.integers(low - 1000, low + 1000),
                     st.integers(high - 1000, high + 1000), st.integers(-(10 ** 40), 10 ** 40))




@pytest.mark.parametrize("template, bounds", POSITIONS, ids=[where(t) for t, _ in POSITIONS])
@settings(max_examples=30, deadline=None)
@given(data=st.data())
def test_any_integer_parses_or_is_a_parse_error(template, bounds, data):
    value = data.draw(integers(bounds))
    text = template.format(value)
    if bounds[0] <= value <= bounds[1]:
        result = se.parse(text)
        assert se.parse(se.format(result)) == result
    else:
        with pytest.raises(se.ParseError) as info:
            se.parse(text)
        # About the number itself, or the lexer's `$-1`: not some later failure.
        assert str(value) in info.value.message or info.value.message.startswith("unexpected")


FLOAT_POSITIONS = [  # and whether an integer there is read as a float
    (plan("Filter[{}]"), "fp64", False),
    (plan("Filter[{}:fp64?]"), "fp64", True),
    (plan("Filter[{}:fp32]"), "fp32", True),
    (plan("Filter[literal(fp64={})]"), "fp64", True),
    (plan("Filter[literal(fp32={})]"), "fp32", True),
    (plan("Filter[true, common=(hint=(stats=(row_count={})))]"), "fp64", True),
]
# Single-digit mantissas stay clear of the rounding just below the largest float.
LARGEST = {"fp64": Decimal("1.7976931348623157e308"), "fp32": Decimal("3.4028234663852886e38")}


@st.composite
def numbers(draw, ints: bool):
    sign = draw(st.sampled_from(["", "-"]))
    digit = draw(st.sampled_from("123456789"))
    if ints and draw(st.booleans()):
        return sign + digit + "0" * draw(st.integers(0, 400))
    return sign + digit + "e" + str(draw(st.integers(-400, 400) | st.integers(0, 10 ** 6)))


@pytest.mark.parametrize("template, kind, ints", FLOAT_POSITIONS,
                         ids=[where(t) for t, _, _ in FLOAT_POSITIONS])
@settings(max_examples=30, deadline=None)
@given(data=st.data())
def test_any_number_parses_or_is_a_parse_error(template, kind, ints, data):
    number = data.draw(numbers(ints))
    text = template.format(number)
    if Decimal(number).copy_abs() <= LARGEST[kind]:
        result = se.parse(text)
        assert se.parse(se.format(result)) == result
    else:
        with pytest.raises(se.ParseError, match="does not fit in"):
            se.parse(text)
