"""The type language of extension YAMLs: parsing, binding argument types,
evaluating return programs (plan/typeexpr.py).  The official test cases
(test_function_testcases) check it on the standard YAMLs; these pin the
corners they do not reach."""

import re

import pytest

from substrait_explain.plan import typeexpr as te
from substrait_explain.plan.typeexpr import T


def value(text: str, **bindings) -> object:
    return te.evaluate(te.parse(text), bindings)


@pytest.mark.parametrize("text, expected", [
    ("i64", T("i64")), ("I64?", T("i64", (), True)), ("DECIMAL?<38, S>", T("decimal", (38, 2), True)),
    ("dec<P + 1, S>", T("decimal", (11, 2))), ("list?<varchar<L1>>", T("list", (T("varchar", (5,)),), True)),
    ("map<string, any1>", T("map", (T("string"), T("i8", (), True)))),
    ("struct<i64, fp64?>", T("struct", (T("i64"), T("fp64", (), True)))),
    ("func<(i32, string) -> boolean?>", T("func", (T("i32"), T("string"), T("bool", (), True)))),
    ("u!u8?", T("u!u8", (), True)), ("any1?", T("i8", (), True)),
    ("decimal<(P > 5 ? 1 : 2), 0>", T("decimal", (1, 0))),  # '>' compares only in parentheses
    ("decimal<if P < 5 then 1 else 2, 0>", T("decimal", (2, 0))),
    ("decimal<-7 / 2 + 10, 0>", T("decimal", (7, 0))),  # integer division toward zero
    ("decimal<min(P, S) * max(1, 3), 0>", T("decimal", (6, 0))),
    ("decimal<(P = 10 and not (S != 2)) || false, 0>", T("decimal", (1, 0))),
    ("decimal<(P = 1 and S = 1 or P = 10), (P = 10 or S = 1 && P = 1)>", T("decimal", (1, 1))),  # `and` first
    ("a = P - S\nb = a * 2\nDECIMAL<b, a>", T("decimal", (16, 8))),
    ("decimal<(true ? 5 : 6), (false ? 5 : 6)>", T("decimal", (5, 6))),
    ("any1", T("i8", (), True)), ("T", T("i64")), ("T?", T("i64", (), True)),  # a type variable made nullable
])
def test_types_and_programs_evaluate(text, expected):
    assert value(text, P=10, S=2, L1=5, any1=T("i8", (), True), T=T("i64")) == expected


@pytest.mark.parametrize("text", ["", "decimal<P, S", "x = \nint", "3 +", "i64 i64", "x y = 3\ni64", "decimal<#>"])
def test_what_is_not_a_type_is_an_error(text):
    with pytest.raises(te.TypeSyntaxError):
        te.parse(text)


@pytest.mark.parametrize("text, says", [
    ("decimal<min(), 1>", "min() with 0 arguments"), ("decimal<max(), 1>", "max() with 0 arguments"),
    ("decimal<integer_parameter(), 1>", "integer_parameter() with 0 arguments"),
    ("decimal<integer_parameter(P, S), 1>", "integer_parameter() with 2 arguments"),
    ("decimal<floor(P), 1>", "unknown function floor()"), ("3", "ends in 3, not a type"),
    ("i64 + 1", "a type (i64) where a number belongs"),
])
def test_a_program_that_cannot_be_evaluated_says_why(text, says):
    with pytest.raises(te.TypeSyntaxError, match=re.escape(says)):
        value(text, P=10, S=2)


def test_min_and_max_of_one_or_more_numbers():
    assert value("decimal<min(P, S, 1), max(S)>", P=10, S=2) == T("decimal", (1, 2))


def test_a_program_with_a_name_no_argument_bound():
    with pytest.raises(te.Unbound):
        value("list<any1>")
    # integer parameters not known: the type without them (`decimal` alone)
    assert value("p = P + 1\ndecimal<p, S>", S=2) == T("decimal")


@pytest.mark.parametrize("pattern, actual, fits, bound", [
    ("decimal<P, S>", T("decimal", (10, 2)), True, {"P": 10, "S": 2}),
    ("decimal<P, 0>", T("decimal", (10, 2)), False, None),
    ("decimal", T("decimal", (10, 2)), True, {}),
    ("decimal<P, S>", T("decimal"), True, {}),  # the actual's parameters not known
    ("any1", T("i64", (), True), True, {"any1": T("i64")}),  # top-level nullability is the rule's
    ("list<any1>", T("list", (T("i64", (), True),)), True, {"any1": T("i64", (), True)}),
    ("list<i64>", T("list", (T("i64", (), True),)), False, None),  # a required element takes no nullable one
    ("list<i64?>", T("list", (T("i64"),)), True, {}),  # a nullable element takes a required one
    ("i64", T("i32"), False, None),
    ("any", T("string"), True, {}),
    ("u!u8", T("u!u8"), True, {}),
    ("3", T("i64"), False, None),  # a number is no type
    ("struct<i64, i64>", T("struct", (T("i64"),)), False, None),  # another number of fields
    ("struct<any1, any1>", T("struct", (T("i64"), T("string"))), False, None),
])
def test_binding_an_argument(pattern, actual, fits, bound):
    bindings: te.Bindings = {}
    assert te.bind(te.parse(pattern).result, actual, bindings) is fits
    if fits:
        assert bindings == bound


def test_a_variable_binds_one_type_unless_loose():
    pattern = te.parse("any1").result
    bindings: te.Bindings = {}
    assert te.bind(pattern, T("decimal", (15, 2)), bindings)
    assert not te.bind(pattern, T("decimal", (3, 2)), dict(bindings))
    assert te.bind(pattern, T("decimal", (3, 2)), dict(bindings), loose=True)
    assert not te.bind(pattern, T("i64"), dict(bindings), loose=True)
    # loose or not, a name bound to a number takes no type, and one bound to a type no number
    assert not te.bind(te.parse("P").result, T("i64"), {"P": 3}, loose=True)
    assert not te.bind(te.parse("decimal<P, S>").result, T("decimal", (10, 2)), {"P": T("i64")}, loose=True)


def test_types_read_as_their_official_text():
    assert str(T("decimal", (38, 2), True)) == "decimal?<38, 2>"
    assert str(T("bool")) == "boolean" and str(T("fixed_char", (3,))) == "fixedchar<3>"
    assert str(T("func", (T("i32"), T("bool")))) == "func<i32 -> boolean>"
    assert str(T("func", (T("i32"), T("i64"), T("bool")))) == "func<(i32, i64) -> boolean>"


@pytest.mark.parametrize("a, b, same", [
    (T("decimal", (15, 2)), T("decimal", (3, 2), True), True),  # parameters and nullability aside
    (T("decimal"), T("decimal", (15, 2)), True),  # parameters not known
    (T("decimal", (15, 2)), T("decimal"), True),
    (T("i64"), T("i32"), False),
    (T("list", (T("i64"),)), T("list", (T("string"),)), False),  # nested types compared
    (T("list", (T("i64"),)), T("list", (T("i64", (), True),)), True),
    (T("struct", (T("i64"), T("i64"))), T("struct", (T("i64"),)), False),  # another number of fields
    (T("struct", (T("i64"), T("i64"))), T("struct", (T("i64"), T("string"))), False),
    (T("varchar", (5,)), T("varchar", (T("i64"),)), False),
])
def test_same_kind(a, b, same):
    assert a.same_kind(b) is same and b.same_kind(a) is same
