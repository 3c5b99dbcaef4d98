"""The recognizer generated from grammar/ (generated/fast_lexer.py, fast_parser.py) against ANTLR's.

On every text, the two give the same tokens, accept and reject the same
pieces (the head, each plan line) and build the same syntax nodes; the
whole document parses to the same nodes or fails with the same error.
Texts: every corpus plan formatted, the seed examples, the upstream texts
and fuzzed texts (the grammar walks and mutations of test_fuzz).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from antlr4 import InputStream
from antlr4.error.ErrorListener import ErrorListener
from conftest import CORPUS, SEED_EXAMPLES, SHARED, corpus_files, each_file, needs_corpus, seed_examples
from hypothesis import given
from hypothesis import strategies as st
from strategies import plans
from test_fuzz import FUZZ, SMALL, formatted_plan, grammar_text, mutated, spliced_text

import substrait_explain as se
from codegen import g4, recognizer
from substrait_explain.base.errors import ParseError
from substrait_explain.generated import fast_lexer, fast_parser
from substrait_explain.generated.SubstraitExplainLexer import SubstraitExplainLexer as Lexer
from substrait_explain.text import syntax

UPSTREAM = SHARED / "upstream-examples"
REJECTED = "rejected"


class _Flag(ErrorListener):
    failed = False

    def syntaxError(self, *args):  # noqa: N802 (ANTLR's name)
        self.failed = True


def antlr_tokens(text: str, first_line: int = 1) -> list[tuple] | None:
    """ANTLR's default-channel tokens, EOF included; None if its lexer reports an error."""
    lexer = Lexer(InputStream(text))
    lexer.line = first_line
    lexer.removeErrorListeners()
    flag = _Flag()
    lexer.addErrorListener(flag)
    out = []
    while True:
        t = lexer.nextToken()
        if t.channel == 0:
            out.append((t.type, t.text, t.start, t.line, t.column))
        if t.type == -1:
            break
    return None if flag.failed else out


def fast_tokens(text: str, first_line: int = 1) -> list[tuple] | None:
    tokens = fast_lexer.tokenize(text, first_line)
    return None if tokens is None else [(t.type, t.text, t.start, t.line, t.column) for t in tokens]


def pieces(text: str) -> list[tuple[int, str, str]]:
    """What parse_document parses separately: (first line, text, rule)."""
    head_end, rest = syntax._split(text)
    return [(1, text[:head_end], "headAlone")] + [(line, piece, "planLineAlone") for line, piece in rest]


def fast_piece(source: syntax.Source, piece: str, first_line: int, rule: str):
    actions = syntax._Actions(source)
    actions.text = piece
    tokens = fast_lexer.tokenize(piece, first_line)
    if tokens is None:
        return REJECTED
    try:
        result = fast_parser.Parser(actions.table()).parse(tokens, rule)
    except ParseError:  # raised by an action: parse_document asks ANTLR, whose verdict is tested below
        return REJECTED
    return REJECTED if result is None else result


def antlr_piece(source: syntax.Source, piece: str, first_line: int, rule: str):
    reader = syntax._Reader(source, collect=True, reference=True)
    try:
        result = reader.parse(piece, first_line, rule)
    except ParseError:
        return REJECTED
    return REJECTED if result is None else result


def document(text: str, reference: bool):
    try:
        doc, _ = syntax.parse_document(text, reference=reference)
        return doc.version, doc.extensions, list(doc.lines), doc.tables
    except ParseError as e:
        return "error", str(e), e.line, e.column


def check_same(text: str) -> None:
    assert fast_tokens(text) == antlr_tokens(text)
    source = syntax.Source(text)
    for first_line, piece, rule in pieces(text):
        assert fast_tokens(piece, first_line) == antlr_tokens(piece, first_line)
        assert fast_piece(source, piece, first_line, rule) == antlr_piece(source, piece, first_line, rule), \
            f"line {first_line}: {piece!r}"
    whole = document(text, reference=False)
    assert whole == document(text, reference=True)
    if whole[0] != "error":
        # The grammar's entry rule, where another language's parser starts: a text read whole is
        # the document read a piece at a time.
        for reference in (False, True):
            doc = syntax._Reader(source, False, reference).parse(text, 1, "document")
            assert (doc.version, doc.extensions, list(doc.lines), doc.tables) == whole


# ---- real texts ----------------------------------------------------------------

@needs_corpus
@pytest.mark.parametrize("path", each_file(corpus_files(), CORPUS), ids=lambda p: str(p.relative_to(SHARED)))
def test_corpus_text(path):
    try:
        plan = se.load_plan(path.read_bytes())
    except se.Error:
        pytest.skip("does not load (test_corpus reports it)")
    check_same(se.format(plan))
    check_same(se.format(plan, width=40))  # wrapped: continuation lines inside calls, tuples and lists
    check_same(se.format(plan, width=None))  # every relation on one line


@pytest.mark.parametrize("path", each_file(seed_examples() + sorted(UPSTREAM.glob("*.substrait")), SEED_EXAMPLES,
                                           UPSTREAM), ids=lambda p: p.name)
def test_seed_and_upstream_text(path):
    check_same(path.read_text())


def test_own_examples():
    for path in sorted((Path(se.__file__).parent / "examples").glob("*.txt")):
        check_same(path.read_text())
    check_same(SMALL)


@pytest.mark.parametrize("text", [
    "=== Plan\nRoot[f:ext($0)]\n",  # `f:ext` is a call's name here, not a column `f` of type `ext`
    "=== Plan\nRoot[null:i64?, true:boolean]\n",  # literals written like columns
    "=== Plan\nRoot[a]\n  Read[t\n    - => a:i64\n    - ]\n",  # continuation lines before `=>` and `]`
    "=== Plan\nx = 1\nRoot[a => b]\n",
    "=== Version 0.1.0\nproducer: 'a b' // c\n=== Plan\nRoot[a]\n",
    "=== Extensions\nURNs:\n  @ 1: \"q\\tuoted\"\nFunctions:\n  # # 2 @ 1: f\n=== Plan\nRoot[a]\n",
    "=== Plan\nRoot[\"a\\x\"]\n",  # a bad escape: the same error both ways
    "=== Plan\nRoot[a\n",  # unclosed: the same error both ways
    "=== Plan\nRoot[a, b]\n  Read[t +> a:i64, b:string]\n",
    "=== Plan\nRoot[a]\n  Project[(add($0, 1))::i64, ($1)::?string⁉, ($0)::!u!x |> $0]\n    Read[t => a:i64]\n",
    "=== Plan\nRoot[a]\n  + Ext: Blob[x=1]\n  Filter[f:ext($0)::boolean => $0]\n",  # a call is cast as `(call)::T`
    "=== Plan\nRoot[a]\n  Read[t\n    - +> a:i64\n    - |> $0\n    - ]\n",
    "=== Plan\nRoot[a]\n  Read[t +> a:i64 +>]\n",  # rejected by both
    "=== Plan\nRoot[(a)::]\n",  # rejected by both
    "=== Plan\nRoot[(%0)::i64, (1, 2)::i64]\n",  # a scalar subquery's short form cast; a tuple cannot be
    "=== Plan\nRoot[count:(), if_then($0 -> (1)::i64, _ -> ($1, 2))]\n",  # an arm's value must be an expression
    "=== Plan\nRoot[a]\n  Filter[gt(?$0, ^$1.2)]\n    Read[t => a:i64]\n",  # rootless and outer references
    "=== Plan\nRoot[f(\n  - $0,\n  - g(1)\n  - ):i64, (\n  - 1,\n  - &X), [\n  - 2\n  - ]]\n",  # wrapped inside
    "=== Plan\nRoot[sum($1) over (\n  - partition=[$0]\n  - )]\n",  # a window's items wrapped
    "=== Plan\nRoot[f($0,\n  - )]\n",  # a continuation after the last ',' : rejected both ways
    "=== Plan\nRoot[f($0\n  Filter[a]\n",  # a line ends inside a call: the same error both ways
    "=== Plan\n  Root[a]\n",
    "=== Plan\nRoot[if_then($0 -> 1, _ -> 2), sum($1) over (partition=[$0])]\n",
    "=== Plan\nRoot[x'0', func<(i64, string) -> i64>, nstruct<a: i64>]\n",
    # Characters past ASCII outside quotes: '⁉' is a token of its own, any other is an unknown
    # character (the one-character shortcut of generated/fast_lexer.py must not take one for '⁉').
    "=== Plan\nRoot[é, a⁉, «b»]\n",
    "=== Plan\nRoot[a,b(c)[d]{e}<f>?g#h&i^j!k~l]\n",  # every one-character token, back to back
    "=== Plan\nRoot[a ,\t \tb  ,   c\t]\n",  # runs of white space, taken without a pattern too
    "=== Tables\nTable[t.u => a:i64, b:string?]\nTable[v => c:i64]\n\n=== Plan\nRoot[a]\n  Read[t.u]\n",
])
def test_tricky_texts(text):
    check_same(text)


def test_an_error_is_reported_alike_every_time():
    # ANTLR's runtime changes its own caches while it recovers from an error (collecting them all,
    # as validate does); that must not change how the next error is reported.
    text = "=== Plan\nRoot[a]\n  Filter[gt($0, 1]\n"

    def collected():
        return [(str(e), e.line, e.column) for e in syntax.parse_document(text, collect=True)[1]]

    first = collected()
    assert len(first) == 1 and "'(' not closed before ']'" in first[0][0]
    assert collected() == first
    assert document(text, reference=False) == ("error", first[0][0], 3, 12)  # at the '(' of gt(


# ---- fuzzed texts -----------------------------------------------------------------

@FUZZ
@given(grammar_text())
def test_grammar_walks(text):
    check_same(text)


@FUZZ
@given(spliced_text())
def test_spliced(text):
    check_same(text)


@FUZZ
@given(mutated())
def test_mutations(text):
    check_same(text)


@FUZZ
@given(formatted_plan())
def test_formatted_plans(text):
    check_same(text)


@FUZZ
@given(plans(10), st.integers(1, 60))
def test_wrapped_plans(plan, width):
    try:
        text = se.format(plan, width=width)
    except se.Error:  # a plan format refuses: test_fuzz reports it
        return
    check_same(text)


# ---- the generator follows the grammar, and says what it cannot follow ----------------------

def _grammar_copy(tmp_path: Path, lexer_edit=None, parser_edit=None) -> tuple[Path, Path]:
    for path in recognizer.GRAMMAR.glob("*.g4"):
        shutil.copy(path, tmp_path / path.name)
    lexer, parser = tmp_path / recognizer.LEXER.name, tmp_path / recognizer.PARSER.name
    if lexer_edit:
        lexer.write_text(lexer_edit(lexer.read_text()))
    if parser_edit:
        parser.write_text(parser_edit(parser.read_text()))
    return lexer, parser


def _load(source: str) -> dict:
    namespace: dict = {}
    exec(compile(source, "<generated>", "exec"), namespace)
    return namespace


def test_a_new_token_follows_the_longest_match(tmp_path):
    # `:=` declared after `:` still wins where both match, as in ANTLR.
    lexer, parser = _grammar_copy(tmp_path, lexer_edit=lambda s: s.replace(
        "UDT_PREFIX", "COLON_ASSIGN : ':=' ;\nBACK_ARROW : '<-' ;\nUDT_PREFIX", 1))
    generated = recognizer.generate(lexer, parser)
    tokenize = _load(generated["fast_lexer.py"])["tokenize"]
    types = _load(generated["fast_lexer.py"])["TOKEN_TYPES"]
    assert [t.type for t in tokenize("a:=b: c <- d")][:6] == [
        types["IDENT"], types["COLON_ASSIGN"], types["IDENT"], types["COLON"], types["IDENT"], types["BACK_ARROW"]]


def test_a_rule_without_an_action_is_named(tmp_path):
    lexer, parser = _grammar_copy(tmp_path, parser_edit=lambda s: s.replace(
        "    | SUBPLAN_REF                                   // %1",
        "    | castExpr\n    | SUBPLAN_REF                                   // %1", 1) +
        "\ncastExpr\n    : LPAREN expression RPAREN COLON COLON type\n    ;\n")
    generated = recognizer.generate(lexer, parser)
    parser_module = _load(generated["fast_parser.py"])
    assert "castExpr" in parser_module["ACTIONS"]
    with pytest.raises(LookupError, match="castExpr"):
        parser_module["Parser"](syntax._Actions(syntax.Source("")).table())


def test_a_rule_the_actions_lack_is_named(monkeypatch):
    monkeypatch.setattr(syntax, "RULE_ACTIONS", [*syntax.RULE_ACTIONS, "castExpr"])
    with pytest.raises(LookupError, match=r"castExpr: add a method of that name to syntax\._Actions"):
        syntax._Actions(syntax.Source("")).table()


def test_notation_the_generator_cannot_read_is_named(tmp_path):
    lexer, parser = _grammar_copy(tmp_path, parser_edit=lambda s: s.replace(
        "relationName\n    : name", "relationName\n    : {self.x}? name", 1))
    with pytest.raises(g4.GrammarError, match=r"SubstraitExplainParser.g4:\d+: actions and predicates"):
        recognizer.generate(lexer, parser)


def test_left_recursion_is_named(tmp_path):
    # ANTLR rewrites a left-recursive rule; recursive descent cannot: the generator says so.
    lexer, parser = _grammar_copy(tmp_path, parser_edit=lambda s: s.replace(
        "    : literal                                                           # literalExpr",
        "    : expression COLON type                                             # castExpr\n"
        "    | literal                                                           # literalExpr", 1))
    with pytest.raises(g4.GrammarError, match="parser rule expression is left-recursive"):
        recognizer.generate(lexer, parser)


def test_unsupported_lexer_command_is_named(tmp_path):
    lexer, parser = _grammar_copy(tmp_path, lexer_edit=lambda s: s.replace(
        "WS          : [ \\t]+ -> skip ;", "WS          : [ \\t]+ -> more ;", 1))
    with pytest.raises(g4.GrammarError, match="WS: the command more is not supported"):
        recognizer.generate(lexer, parser)
