"""ANTLR's generated parser: the reference recognizer, and the messages of syntax errors.

:mod:`syntax` reads each piece of text with the fast recognizer generated from the grammar;
a piece that does not parse there comes here, where the parser ANTLR generates from the same
grammar reads it again: its parse tree is handed to the same actions, and its syntax errors
become :class:`ParseError` with a line, a column, the source line with a caret and what was
expected.  Imported on the first such piece only: a process that parses only good text does
not load ANTLR at all.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from antlr4 import CommonTokenStream, InputStream
from antlr4.atn.PredictionMode import PredictionMode
from antlr4.error.ErrorListener import ErrorListener
from antlr4.error.Errors import ParseCancellationException
from antlr4.error.ErrorStrategy import BailErrorStrategy, DefaultErrorStrategy
from antlr4.ParserRuleContext import ParserRuleContext
from antlr4.tree.Tree import TerminalNode

from substrait_explain.base.errors import ParseError
from substrait_explain.generated import fast_lexer, fast_parser
from substrait_explain.generated.SubstraitExplainLexer import SubstraitExplainLexer as Lexer
from substrait_explain.generated.SubstraitExplainParser import SubstraitExplainParser as P
from substrait_explain.text.lexing import EOF, Token


class Source(Protocol):
    """The text being parsed (syntax.Source), as the error messages quote it."""

    def line(self, number: int) -> str: ...

# The actions by name: each rule of the grammar, or each labelled alternative.
RULE_ACTIONS = fast_parser.ACTIONS
# The fast path (syntax.py) names token types by the generated lexer tables' numbers.
assert fast_lexer.TOKEN_TYPES == {name: getattr(Lexer, name) for name in fast_lexer.TOKEN_TYPES}, \
    "generated/fast_lexer.py numbers the tokens otherwise than ANTLR's lexer: run python -m codegen"

_TOKEN_WORDS = {
    "IDENT": "a name", "QUOTED_NAME": "a quoted name", "INT": "an integer", "FLOAT": "a number",
    "STRING": "a string", "BYTES": "a byte string", "FIELD_REF": "a field reference like $0",
    "NL": "end of line", "SECTION": "'==='", "DECL_ANCHOR": "'@ N:'", "DECL_TEXT": "a name or URN",
    "DECL_QUOTED": "a quoted name", "VERSION_NUM": "a version like 0.55.0", "UDT_PREFIX": "'u!'",
    "BOOLEAN": "true or false", "NULL": "null", "SUBPLAN_REF": "a label like %0", "DOLLAR_NAME": "a field name",
}


def _token_word(token_type: int) -> str:
    if token_type == EOF:
        return "end of input"
    literal = P.literalNames[token_type] if token_type < len(P.literalNames) else "<INVALID>"
    if literal != "<INVALID>":
        return literal
    symbol = P.symbolicNames[token_type]
    return _TOKEN_WORDS.get(symbol, symbol)


def _unclosed(stream, end: int):
    """The innermost '(' or '[' still open before token ``end``, or None.  The
    stream holds one plan line with its continuation lines (or the head)."""
    opened = []
    for index in range(end):
        before = stream.get(index)
        if before.type in (Lexer.LPAREN, Lexer.LBRACK):
            opened.append(before)
        elif before.type in (Lexer.RPAREN, Lexer.RBRACK) and opened:
            opened.pop()
    return opened[-1] if opened else None


def _parameterized(stream, close: int) -> str | None:
    """The name of the type whose parameters the '>' at token ``close`` closes (`u!name` for a
    user-defined one), or None."""
    depth = 0
    for index in range(close, -1, -1):
        depth += {Lexer.GT: 1, Lexer.LT: -1}.get(stream.get(index).type, 0)
        if depth == 0:
            if index == 0 or stream.get(index - 1).type != Lexer.IDENT:
                return None
            udt = index > 1 and stream.get(index - 2).type == Lexer.UDT_PREFIX
            return ("u!" if udt else "") + stream.get(index - 1).text
    return None


class _Errors(ErrorListener):
    def __init__(self, source: Source, collect: bool) -> None:
        self.source = source
        self.collect = collect
        self.errors: list[ParseError] = []

    def syntaxError(self, recognizer, offending, line, column, msg, e):  # noqa: N802 (ANTLR's name)
        if self.errors and offending is not None and offending.type == Lexer.SECTION:
            return  # a section line after an error in the head: read on from a guess, the error's echo
        error = self.describe(recognizer, offending, line, column, msg)
        if not self.collect:
            raise error
        self.errors.append(error)

    def describe(self, recognizer, token, line, column, msg) -> ParseError:
        source = self.source.line(line)
        if token is None:  # the lexer: only the declaration mode can fail
            return ParseError(f"unexpected character {source[column:column + 1]!r}", line, column + 1,
                              source, "declarations read `@ 1: urn` or `# 10 @ 1: name`")
        kind = token.type
        text = token.text
        hint = None
        if kind == Lexer.UNTERMINATED_STRING:
            message, hint = "unterminated string literal", "close the string with a ' on the same line"
        elif kind == Lexer.UNTERMINATED_NAME:
            message, hint = "unterminated quoted name", 'close the name with a " on the same line'
        elif kind == Lexer.UNKNOWN_CHAR:
            message = f"unexpected character {text!r}"
        else:
            expected = self.expected(recognizer)
            shown = "end of line" if kind == Lexer.NL else _token_word(kind) if kind == EOF else \
                f"string {text}" if kind == Lexer.STRING else repr(text)
            stream = recognizer.getTokenStream()
            previous = stream.get(token.tokenIndex - 1) if token.tokenIndex > 0 else None
            if kind != Lexer.NL and previous is not None and previous.type == Lexer.NL \
                    and "end of line" in expected and ("']'" in expected or "')'" in expected):
                # The line ended inside a relation: a closing bracket is what is missing.
                token, kind = previous, previous.type
                source = self.source.line(token.line)
                shown = "end of line"
            if kind in (Lexer.NL, EOF) and expected == ["'-'"] and previous is not None \
                    and previous.type == Lexer.NL:
                # The line ended inside brackets and no `- ` line continues it.
                token, kind = previous, previous.type
                source = self.source.line(token.line)
                bracket = _unclosed(stream, token.tokenIndex)
                expected = ["')'" if bracket is not None and bracket.type == Lexer.LPAREN else "']'"]
                shown = "end of line"
            opened = _unclosed(stream, token.tokenIndex) if "')'" in expected and (
                kind in (Lexer.NL, EOF) or text == "]") else None
            if opened is not None and opened.type == Lexer.LPAREN:
                # Point at the '(' that is not closed: the end of the line says nothing of which.
                message = f"'(' not closed before {shown}"
                hint = "close it with ')', or remove it"
                line, column, source = opened.line, opened.column, self.source.line(opened.line)
                return ParseError(message, line, column + 1, source, hint)
            if kind in (Lexer.NL, EOF) and "']'" in expected:
                message, hint = f"missing ']' before {shown}", "close the relation with ']'"
            elif kind in (Lexer.NL, EOF) and "')'" in expected:
                message, hint = f"missing ')' before {shown}", "close the parenthesis with ')'"
            elif kind == Lexer.QMARK and previous is not None and previous.type == Lexer.GT \
                    and (name := _parameterized(stream, previous.tokenIndex)) is not None:
                message = f"unexpected '?' after {name}'s parameters"
                hint = f"a nullable type has its '?' after its name: write {name}?<...>"
            elif source.startswith("=== Version"):
                message = "missing version number" if kind in (Lexer.NL, EOF) else f"bad version {shown}"
                hint = "write the version as MAJOR.MINOR.PATCH, e.g. === Version 0.55.0"
            elif kind == Lexer.SECTION and source[:column].strip():
                message = "a section starts on a line of its own"
                hint = "put a line break before '==='"
            elif kind == Lexer.SECTION and "'==='" not in expected:
                message = "unexpected '===': '=== Plan' is the last section"
                hint = "put '=== Version' and '=== Extensions' before '=== Plan', each once"
            else:
                message = f"unexpected {shown}"
                if "'==='" in expected and not source.lstrip().startswith("==="):
                    hint = "a plan starts with '=== Plan' (after optional '=== Version' and '=== Extensions')"
                if "end of line" in expected and ("')'" in expected or "']'" in expected):
                    expected.remove("end of line")  # inside brackets a line ends only to go on at `- `
                if expected:
                    message += "; expected " + (expected[0] if len(expected) == 1 else
                                                "one of " + ", ".join(expected))
        if token.type in (Lexer.NL, EOF):
            line, column = token.line, token.column
        return ParseError(message, line, column + 1, source, hint)

    @staticmethod
    def expected(recognizer) -> list[str]:
        try:
            tokens = recognizer.getExpectedTokens()
        except Exception:  # the recognizer cannot say; the message still names the token
            return []
        words = []
        for interval in tokens.intervals or []:
            for t in interval:
                word = _token_word(t)
                if word not in words and not word.startswith("DECL_") and not word.startswith("UNTERMINATED"):
                    words.append(word)
        return words


class Reference:
    """ANTLR's lexer and parser, reused for every piece of a document that comes here."""

    def __init__(self, source: Source, collect: bool) -> None:
        self.source = source
        self.collect = collect
        self.errors: list[ParseError] = []
        self.lexer = Lexer(None)
        self.lexer.removeErrorListeners()
        self.parser = P(None)
        self.parser.removeErrorListeners()

    def parse(self, text: str, first_line: int, rule: str, actions: dict[str, Callable[[list], object]]):
        """What ``actions`` make of ``rule`` over ``text`` (which starts at line
        ``first_line``), or None if it has syntax errors and they are collected (in
        ``errors``; otherwise the first is raised)."""
        tree = self.antlr_tree(text, first_line, getattr(P, rule))
        return None if tree is None else walk(tree, actions)

    def antlr_tree(self, text: str, first_line: int, rule):
        try:
            listener = _Errors(self.source, self.collect)
            tree = self._run(text, first_line, rule, listener, sll=True)
            # Collected, the lexer's errors do not stop the parser: they are
            # reported by the full run below, with the parser's.
            if not listener.errors:
                return tree
        except ParseCancellationException:
            pass
        listener = _Errors(self.source, self.collect)
        tree = self._run(text, first_line, rule, listener, sll=False)
        # A plan line is one relation: past its first error, the parser's
        # recovery mostly finds echoes of it (a line ended inside brackets).
        self.errors.extend(listener.errors[:1] if rule == P.planLineAlone else listener.errors)
        return None if listener.errors else tree

    def _run(self, text: str, first_line: int, rule, listener: _Errors, sll: bool):
        lexer, parser = self.lexer, self.parser
        lexer.inputStream = InputStream(text)
        lexer.line = first_line
        lexer.removeErrorListeners()
        lexer.addErrorListener(listener)
        parser.setTokenStream(CommonTokenStream(lexer))
        parser.removeErrorListeners()
        if sll:
            parser._interp.predictionMode = PredictionMode.SLL
            parser._errHandler = BailErrorStrategy()
        else:
            parser._interp.predictionMode = PredictionMode.LL
            # Recovering from an error, ANTLR's Python runtime adds to the ATN's cached sets of
            # the tokens that may come next (DefaultErrorStrategy.sync extends the set it is
            # given), so a later error would be reported elsewhere, expecting other tokens.
            # Clearing them first makes each message depend on its own text only.
            for state in P.atn.states:
                state.nextTokenWithinRule = None
            parser._errHandler = DefaultErrorStrategy()
            parser.addErrorListener(listener)
        return rule(parser)



def walk(ctx, actions: dict[str, Callable[[list], object]]):
    """What the actions make of an ANTLR parse tree: the children of each
    context as the fast parser hands them over."""
    children = []
    for child in ctx.children or ():
        if isinstance(child, TerminalNode):
            t = child.symbol
            children.append(Token(t.type, t.text, t.start, t.line, t.column))
        else:
            children.append(walk(child, actions))
    return actions[_ACTION_OF_CONTEXT[type(ctx)]](children)


def _contexts() -> dict[type, str]:
    """ANTLR's context class for each action: the rule's, or the labelled alternative's."""
    out = {}
    for value in vars(P).values():
        if isinstance(value, type) and issubclass(value, ParserRuleContext) and value.__name__.endswith("Context"):
            name = value.__name__[:-len("Context")].rstrip("_")
            name = name[0].lower() + name[1:]
            if name in RULE_ACTIONS:
                out[value] = name
    missing = set(RULE_ACTIONS) - set(out.values())
    if missing:
        raise LookupError(f"no ANTLR context class for the grammar rule(s) {sorted(missing)}")
    return out


_ACTION_OF_CONTEXT = _contexts()
