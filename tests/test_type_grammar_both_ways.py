"""The type syntax agrees with Substrait's official type grammar the other
way round too: types drawn from the official grammar (random walks over the
ATN of the parser `substrait-antlr` ships), when the official parser accepts
them, parse here to the type the official parse tree means.

The meaning of an official parse tree is read by :func:`official_meaning`
from its labelled alternatives (`I64Context`, `DecimalContext`, ...), the
`?` of each type and its literal parameters.  Not asked: the forms that name
no concrete type (`any`, parameter names, expressions in parameters) and
user-defined types (`u!name`, whose meaning needs the plan's extensions).
"""

from __future__ import annotations

import pytest
from antlr4 import CommonTokenStream, InputStream, Token
from antlr4.error.ErrorListener import ErrorListener
from antlr4.tree.Tree import TerminalNode
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from substrait.proto import Type
from test_fuzz import _costs, _walk

import substrait_explain as se

official = pytest.importorskip("substrait_antlr.substrait_type.SubstraitTypeParser")
official_lexer = pytest.importorskip("substrait_antlr.substrait_type.SubstraitTypeLexer")
P = official.SubstraitTypeParser
L = official_lexer.SubstraitTypeLexer

PARSER_COSTS = _costs(P.atn)
LEXER_COSTS = _costs(L.atn)
TYPE_STATEMENT = P.ruleNames.index("typeStatement")
TOKEN_RULES = {t: r for r, t in enumerate(L.atn.ruleToTokenType) if t is not None and t > 0
               and L.ruleNames[r] == P.symbolicNames[t]}

R, N = Type.NULLABILITY_REQUIRED, Type.NULLABILITY_NULLABLE
# Labelled alternatives of the official grammar -> the Type case they mean.
SIMPLE = {"BooleanContext": "bool", "I8Context": "i8", "I16Context": "i16", "I32Context": "i32",
          "I64Context": "i64", "Fp32Context": "fp32", "Fp64Context": "fp64", "StringContext": "string",
          "BinaryContext": "binary", "DateContext": "date", "IntervalYearContext": "interval_year",
          "UuidContext": "uuid"}
PARAMETERS = {"FixedCharContext": ("fixed_char", ("length",)), "VarCharContext": ("varchar", ("length",)),
              "FixedBinaryContext": ("fixed_binary", ("length",)),
              "DecimalContext": ("decimal", ("precision", "scale")),
              "PrecisionIntervalDayContext": ("interval_day", ("precision",)),
              "PrecisionIntervalCompoundContext": ("interval_compound", ("precision",)),
              "PrecisionTimeContext": ("precision_time", ("precision",)),
              "PrecisionTimestampContext": ("precision_timestamp", ("precision",)),
              "PrecisionTimestampTZContext": ("precision_timestamp_tz", ("precision",))}


class NotConcrete(Exception):
    """An official form that names no concrete type, or one not asked about."""


class _Raise(ErrorListener):
    def syntaxError(self, recognizer, offending, line, column, msg, e):  # noqa: N802
        raise ValueError(msg)


def official_tree(text: str):
    lexer = L(InputStream(text))
    parser = P(CommonTokenStream(lexer))
    for recognizer in (lexer, parser):
        recognizer.removeErrorListeners()
        recognizer.addErrorListener(_Raise())
    return parser.typeStatement()


def _nullable(ctx) -> int:
    return N if any(isinstance(c, TerminalNode) and c.symbol.type == P.QMark for c in ctx.getChildren()) else R


def _type_of_expr(ctx, names: list[str]) -> Type:
    if type(ctx).__name__ != "TypeLiteralContext":
        raise NotConcrete(type(ctx).__name__)
    return official_meaning(ctx.typeDef(), names)


def official_meaning(ctx, names: list[str]) -> Type:
    """The Type an official ``typeDef`` parse tree means; nstruct field names
    are appended to ``names`` depth-first."""
    inner = ctx.getChild(0)
    kind = type(inner).__name__
    t = Type()
    if kind in SIMPLE:
        getattr(t, SIMPLE[kind]).nullability = _nullable(ctx)
        return t
    if kind not in PARAMETERS and kind not in ("ListContext", "MapContext", "StructContext", "NStructContext",
                                               "FuncContext"):
        raise NotConcrete(kind)  # any, user-defined
    nullability = _nullable(inner)
    if kind in PARAMETERS:
        case, fields = PARAMETERS[kind]
        msg = getattr(t, case)
        params = [c for c in inner.getChildren() if isinstance(c, P.NumericParameterContext)]
        if not all(type(c).__name__ == "NumericLiteralContext" for c in params):
            raise NotConcrete("a named or computed parameter")
        for field, param in zip(fields, params, strict=True):
            value = int(param.getText())
            if value >= 1 << 31:
                raise NotConcrete("a parameter past int32")
            setattr(msg, field, value)
    elif kind == "ListContext":
        msg = t.list
        msg.type.CopyFrom(_type_of_expr(inner.expr(), names))
    elif kind == "MapContext":
        msg = t.map
        key, value = inner.expr()
        msg.key.CopyFrom(_type_of_expr(key, names))
        msg.value.CopyFrom(_type_of_expr(value, names))
    elif kind == "StructContext":
        msg = t.struct
        for e in inner.expr():
            msg.types.add().CopyFrom(_type_of_expr(e, names))
    elif kind == "NStructContext":
        msg = t.struct
        for name, e in zip(inner.Identifier(), inner.expr(), strict=True):
            names.append(name.getText())
            msg.types.add().CopyFrom(_type_of_expr(e, names))
    else:  # func
        msg = t.func
        params = inner.params
        exprs = params.expr() if type(params).__name__ == "FuncParamsWithParensContext" else [params.expr()]
        for e in exprs:
            msg.parameter_types.add().CopyFrom(_type_of_expr(e, []))
        msg.return_type.CopyFrom(_type_of_expr(inner.returnType, []))
    msg.SetInParent()
    msg.nullability = nullability
    return t


def _token_choice(draw, t):
    if t.label is None or (len(t.label) == 1 and t.label[0] == Token.EOF):
        return None
    low, high = Token.MIN_USER_TOKEN_TYPE, P.atn.maxTokenType
    return draw(st.sampled_from([s for s in range(low, high + 1) if t.matches(s, low, high)]))


def _char(draw, t) -> str:
    # Printable ASCII and the whitespace the official lexer skips.
    choices = [c for c in (*range(0x20, 0x7F), 0x09, 0x0A, 0x0D) if t.matches(c, 0, 0x10FFFF)]
    return chr(draw(st.sampled_from(choices))) if choices else ""


@st.composite
def official_type_text(draw) -> str:
    symbols = _walk(draw, P.atn, PARSER_COSTS, TYPE_STATEMENT, draw(st.integers(0, 30)), 12,
                    lambda t: _token_choice(draw, t))
    words = []
    for token_type, _, _ in symbols:
        rule = TOKEN_RULES.get(token_type)
        if rule is None:
            raise AssertionError(f"no lexer rule for token {P.symbolicNames[token_type]}")
        chars = _walk(draw, L.atn, LEXER_COSTS, rule, draw(st.integers(0, 6)), 6, lambda t: _char(draw, t))
        words.append("".join(c for c, _, _ in chars))
    text = ""
    for word in words:
        # A space only where two words would run together.
        text += " " + word if text and (text[-1].isalnum() or text[-1] == "_") and (word[:1].isalnum() or
                                                                                    word[:1] == "_") else word
    return text


def our_meaning(text: str) -> tuple[Type, list[str]]:
    """The type of a schema column written ``text``, and the nstruct field names in it."""
    read = se.parse(f"=== Plan\nRoot[c]\n  Read[t => c:{text}]\n").relations[0].root.input.read
    return read.base_schema.struct.types[0], list(read.base_schema.names[1:])


@settings(max_examples=400, deadline=None, suppress_health_check=list(HealthCheck))
@given(official_type_text())
def test_official_types_mean_the_same_here(text):
    try:
        tree = official_tree(text)
    except ValueError:
        assume(False)  # the walk made something the official parser does not accept
    names: list[str] = []
    try:
        expected = official_meaning(tree.typeDef(), names)
    except NotConcrete:
        assume(False)
    got, got_names = our_meaning(text)
    assert (got, got_names) == (expected, names), text


@pytest.mark.parametrize("text", ["i64", "I64?", "decimal?<10,2>", "struct<i64, list?<string>>",
                                  "map<string, i8?>", "nstruct<a: i64, b: string?>", "func<i64 -> boolean>",
                                  "precision_timestamp_tz?<3>", "fixedchar<5>", "interval_day<6>",
                                  "func<(i64, string) -> date>", "BOOLEAN?", "VarChar?<4>",
                                  "PRECISION_TIMESTAMP_TZ<9>",
                                  # identifiers of the official grammar may hold `$` anywhere
                                  "nstruct<$x: i8>", "nstruct<a$b: i8, $0: i16, $: i32, x$: list<i64>>"])
def test_examples_mean_the_same(text):
    names: list[str] = []
    assert our_meaning(text) == (official_meaning(official_tree(text).typeDef(), names), names)


def test_forms_that_name_no_type_are_not_asked():
    for text in ("any1", "decimal<P, S>", "list<any>"):
        with pytest.raises(NotConcrete):
            official_meaning(official_tree(text).typeDef(), [])
