"""Text to syntax tree: runs the generated ANTLR parser and simplifies its tree.

Syntax errors become :class:`ParseError` with a line, a column, the source
line with a caret and what was expected.  The plan comes out as a flat
sequence of lines, each relation with its indentation; the plan builder
rebuilds the tree from it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from antlr4 import CommonTokenStream, InputStream
from antlr4.atn.PredictionMode import PredictionMode
from antlr4.error.ErrorListener import ErrorListener
from antlr4.error.Errors import ParseCancellationException
from antlr4.error.ErrorStrategy import BailErrorStrategy, DefaultErrorStrategy
from antlr4.Token import Token

from substrait_explain import nodes as n
from substrait_explain.errors import ParseError
from substrait_explain.generated.SubstraitExplainLexer import SubstraitExplainLexer as Lexer
from substrait_explain.generated.SubstraitExplainParser import SubstraitExplainParser as P
from substrait_explain.layout import INDENT
from substrait_explain.lexical import ESCAPES_HINT, unescape

_TOKEN_WORDS = {
    "IDENT": "a name", "QUOTED_NAME": "a quoted name", "INT": "an integer", "FLOAT": "a number",
    "STRING": "a string", "BYTES": "a byte string", "FIELD_REF": "a field reference like $0",
    "NL": "end of line", "SECTION": "'==='", "DECL_ANCHOR": "'@ N:'", "DECL_TEXT": "a name or URN",
    "DECL_QUOTED": "a quoted name", "VERSION_NUM": "a version like 0.55.0", "UDT_PREFIX": "'u!'",
    "BOOLEAN": "true or false", "NULL": "null", "SUBPLAN_REF": "a label like %0",
}


def _token_word(token_type: int) -> str:
    if token_type == Token.EOF:
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


class _Errors(ErrorListener):
    def __init__(self, source: Source, collect: bool) -> None:
        self.source = source
        self.collect = collect
        self.errors: list[ParseError] = []

    def syntaxError(self, recognizer, offending, line, column, msg, e):  # noqa: N802 (ANTLR's name)
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
            shown = "end of line" if kind == Lexer.NL else _token_word(kind) if kind == Token.EOF else \
                f"string {text}" if kind == Lexer.STRING else repr(text)
            stream = recognizer.getTokenStream()
            previous = stream.get(token.tokenIndex - 1) if token.tokenIndex > 0 else None
            if kind != Lexer.NL and previous is not None and previous.type == Lexer.NL \
                    and "end of line" in expected and ("']'" in expected or "')'" in expected):
                # The line ended inside a relation: a closing bracket is what is missing.
                token, kind = previous, previous.type
                source = self.source.line(token.line)
                shown = "end of line"
            if kind in (Lexer.NL, Token.EOF) and expected == ["'-'"] and previous is not None \
                    and previous.type == Lexer.NL:
                # The line ended inside brackets and no `- ` line continues it.
                token, kind = previous, previous.type
                source = self.source.line(token.line)
                bracket = _unclosed(stream, token.tokenIndex)
                expected = ["')'" if bracket is not None and bracket.type == Lexer.LPAREN else "']'"]
                shown = "end of line"
            opened = _unclosed(stream, token.tokenIndex) if "')'" in expected and (
                kind in (Lexer.NL, Token.EOF) or text == "]") else None
            if opened is not None and opened.type == Lexer.LPAREN:
                # Point at the '(' that is not closed: the end of the line says nothing of which.
                message = f"'(' not closed before {shown}"
                hint = "close it with ')', or remove it"
                line, column, source = opened.line, opened.column, self.source.line(opened.line)
                return ParseError(message, line, column + 1, source, hint)
            if kind in (Lexer.NL, Token.EOF) and "']'" in expected:
                message, hint = f"missing ']' before {shown}", "close the relation with ']'"
            elif kind in (Lexer.NL, Token.EOF) and "')'" in expected:
                message, hint = f"missing ')' before {shown}", "close the parenthesis with ')'"
            elif source.startswith("=== Version"):
                message = "missing version number" if kind in (Lexer.NL, Token.EOF) else f"bad version {shown}"
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
        if token.type in (Lexer.NL, Token.EOF):
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


class _Converter:
    """ANTLR contexts to :mod:`nodes`; one method per grammar rule."""

    def __init__(self, source: Source) -> None:
        self.source = source

    def error(self, message: str, token, hint: str | None = None) -> ParseError:
        return ParseError(message, token.line, token.column + 1, self.source.line(token.line), hint)

    def unescape(self, body: str, token) -> str:
        """``body``, the inside of a quoted ``token``, with its escapes resolved."""
        try:
            return unescape(body)
        except ValueError as e:
            raise self.error(str(e), token, ESCAPES_HINT) from None

    # ---- the head: version and extensions ----

    def head(self, ctx: P.HeadContext) -> tuple[n.Version | None, list[n.ExtGroup]]:
        version = self.version(ctx.versionSection()) if ctx.versionSection() else None
        extensions = self.extensions(ctx.extensionsSection()) if ctx.extensionsSection() else []
        self.section_name(ctx, "Plan")
        return version, extensions

    def section_name(self, ctx, expected: str) -> None:
        word = ctx.IDENT()
        if word.getText() == "Version" != expected:  # parsed as another section for want of a number
            raise self.error("missing version number", word.symbol,
                             "write the version as MAJOR.MINOR.PATCH, e.g. === Version 0.55.0")
        if word.getText() != expected:
            raise self.error(f"unknown section '=== {word.getText()}'", word.symbol,
                             "sections are '=== Version', '=== Extensions' and '=== Plan', in that order")

    def version(self, ctx) -> n.Version:
        self.section_name(ctx, "Version")
        fields = []
        for f in ctx.versionField():
            start = f.COLON().symbol.stop + 1
            stop = f.stop.stop if f.stop.tokenIndex > f.COLON().symbol.tokenIndex else start - 1
            raw = f.start.getInputStream().getText(start, stop).strip() if stop >= start else ""
            if raw[:1] == "'" and raw[-1:] == "'" and len(raw) > 1:
                raw = self.unescape(raw[1:-1], f.stop)
            fields.append(n.Named(f.start.line, f.start.column + 1, f.IDENT().getText(), raw))
        number = ctx.VERSION_NUM().symbol
        return n.Version(number.line, number.column + 1, number.text, fields)

    def extensions(self, ctx) -> list[n.ExtGroup]:
        self.section_name(ctx, "Extensions")
        groups = []
        for g in ctx.extensionGroup():
            words = [t.getText() for t in g.groupName().IDENT()]
            decls = []
            for d in g.extensionDecl():
                at = d.DECL_ANCHOR().symbol  # `@ 1:`, the number somewhere inside
                digits = at.text[1:-1].strip()
                urn = n.Int(at.line, at.column + 1 + at.text.index(digits), int(digits))
                text_node = d.declText()
                text = text_node.getText()
                if text_node.DECL_QUOTED():
                    text = self.unescape(text[1:-1], text_node.start)
                number = d.INT().symbol if d.INT() else None
                anchor = n.Int(number.line, number.column + 1, int(number.text)) if number else None
                decls.append(n.ExtDecl(d.start.line, d.start.column + 1, anchor, urn, text))
            groups.append(n.ExtGroup(g.start.line, g.start.column + 1, " ".join(words), decls))
        return groups

    # ---- plan lines ----

    def plan_line(self, ctx, blanks: str) -> n.Named | n.RelLine:
        """One line of the plan: a `name=value` plan field or a relation.
        ``blanks`` is the line's indentation as written."""
        if ctx.ASSIGN() is not None:
            if blanks:
                raise self.error("plan fields (name=value) are not indented", ctx.start)
            return n.Named(ctx.start.line, ctx.start.column + 1, self.name(ctx.name()), self.value(ctx.value()))
        if "\t" in blanks:
            raise self.error("tab in indentation", ctx.start, f"indent with {INDENT} spaces per level, not tabs")
        if len(blanks) % INDENT:
            raise self.error(f"indentation of {len(blanks)} spaces is not a multiple of {INDENT}", ctx.start,
                             f"indent each level by exactly {INDENT} spaces")
        rel = self.relation(ctx.relation(), len(blanks))
        rel.addendum = ctx.PLUS() is not None
        if ctx.SUBPLAN_REF() is not None:
            rel.label = int(ctx.SUBPLAN_REF().getText()[1:])
        return rel

    def relation(self, ctx, indent: int) -> n.RelLine:
        names = ctx.relationName().name()
        sections = [self.items(s.item()) for s in ctx.section()]
        if len(sections) == 1 and not sections[0] and ctx.section(0).start is None:
            sections = [[]]
        return n.RelLine(ctx.start.line, ctx.start.column + 1, self.name(names[0]),
                         self.name(names[1]) if len(names) > 1 else None, sections, indent,
                         arrows=[a.getText() for a in ctx.arrow()])

    def items(self, ctxs) -> list[n.Node]:
        return [self.item(c) for c in ctxs]

    def item(self, ctx) -> n.Node:
        line, col = ctx.start.line, ctx.start.column + 1
        if isinstance(ctx, P.NamedItemContext):
            return n.Named(line, col, self.name(ctx.name()), self.value(ctx.value()))
        if isinstance(ctx, P.ColumnItemContext):
            word = ctx.name()
            if word.NULL() is not None or word.BOOLEAN() is not None:  # `null:i64?` is a literal
                kind = "null" if word.NULL() is not None else "bool"
                return n.Lit(line, col, kind, None if kind == "null" else word.getText() == "true",
                             self.type(ctx.type_()))
            return n.Column(line, col, self.name(word), self.type(ctx.type_()))
        if isinstance(ctx, P.EllipsisItemContext):
            return n.Ellipsis(line, col)
        return self.value(ctx.value())

    def value(self, ctx) -> n.Node:
        line, col = ctx.start.line, ctx.start.column + 1
        if ctx.expression() is not None:
            return self.expression(ctx.expression())
        if ctx.AMP() is not None:
            return self.enum(ctx)
        if ctx.LPAREN() is not None:
            items = self.items(ctx.item())
            if ctx.cast() is None:
                return n.Tuple(line, col, items)
            if len(items) != 1 or not _is_expression(items[0]):
                raise self.error("a cast reads (expression)::type", ctx.cast().start)
            cast = ctx.cast()
            failure = "?" if cast.QMARK() is not None else "!" if cast.BANG() is not None else None
            return n.Cast(line, col, items[0], self.type(cast.type_()), failure)
        if ctx.LBRACK() is not None:
            return n.List(line, col, [self.value(v) for v in ctx.value()])
        if ctx.qualifiedName() is not None:
            return n.QName(line, col, [self.name(x) for x in ctx.qualifiedName().name()])
        if ctx.type_() is not None:
            return self.type(ctx.type_())
        if ctx.SUBPLAN_REF() is not None:
            return n.SubplanRef(line, col, int(ctx.SUBPLAN_REF().getText()[1:]))
        return self.bytes_literal(ctx.BYTES().symbol)

    def enum(self, ctx) -> n.Enum:
        line, col = ctx.start.line, ctx.start.column + 1
        if ctx.IDENT() is not None:
            return n.Enum(line, col, ctx.IDENT().getText())
        return n.Enum(line, col, int(ctx.INT().getText()))

    def bytes_literal(self, token, type_=None) -> n.Lit:
        body = token.text[2:-1]
        if len(body) % 2:
            raise self.error("a byte string needs an even number of hex digits", token)
        return n.Lit(token.line, token.column + 1, "bytes", bytes.fromhex(body), type_)

    # ---- expressions ----

    def expression(self, ctx) -> n.Node:
        line, col = ctx.start.line, ctx.start.column + 1
        if isinstance(ctx, P.FieldRefExprContext):
            path = [int(x) for x in ctx.FIELD_REF().getText()[1:].split(".")]
            return n.Ref(line, col, path, len(ctx.CARET()), ctx.QMARK() is None)
        if isinstance(ctx, P.LiteralExprContext):
            return self.literal(ctx.literal())
        fname = ctx.functionName()
        name = self.name(fname.name())
        if fname.COLON() is not None:  # `count:` alone: the empty signature
            name += ":" + (fname.IDENT().getText() if fname.IDENT() is not None else "")
        anchor = int(ctx.typeAnchor().INT().getText()) if ctx.typeAnchor() else None
        urn = int(ctx.urnAnchor().INT().getText()) if ctx.urnAnchor() else None
        args = [self.argument(a) for a in ctx.argument()]
        out_type = self.type(ctx.type_()) if ctx.type_() else None
        over = None
        if ctx.over is not None:
            if ctx.over.text != "over":
                raise self.error(f"unexpected {ctx.over.text!r} after a call", ctx.over,
                                 "a window function reads name(args) over (...)")
            over = self.items(ctx.item())
        return n.Call(line, col, name, anchor, urn, args, out_type, over)

    def argument(self, ctx) -> n.Node:
        line, col = ctx.start.line, ctx.start.column + 1
        if ctx.ASSIGN() is not None:
            return n.Named(line, col, self.name(ctx.name()), self.value(ctx.value(0)))
        first = self.value(ctx.value(0))
        if ctx.THIN_ARROW() is None:
            return first
        result = self.value(ctx.value(1))
        if not _is_expression(result):
            raise self.error("an arm's value is an expression", ctx.value(1).start)
        if isinstance(first, n.TypeNode) and first.bare and first.name == "_":
            return n.Arm(line, col, None, result)
        if _is_expression(first):
            return n.Arm(line, col, first, result)
        raise ParseError("the condition of an arm is an expression", line, col,
                         self.source.line(line),
                         "a condition is an expression; `_ -> value` is the else arm")

    def literal(self, ctx) -> n.Lit:
        token = ctx.start
        line, col = token.line, token.column + 1
        type_ = self.type(ctx.type_()) if ctx.type_() else None
        kind = token.type
        text = token.text
        if kind == Lexer.INT:
            return n.Lit(line, col, "int", int(text), type_)
        if kind == Lexer.FLOAT:
            return n.Lit(line, col, "float", text, type_)
        if kind == Lexer.STRING:
            return n.Lit(line, col, "string", self.unescape(text[1:-1], token), type_)
        if kind == Lexer.BYTES:
            return self.bytes_literal(token, type_)
        if kind == Lexer.BOOLEAN:
            return n.Lit(line, col, "bool", text == "true", type_)
        return n.Lit(line, col, "null", None, type_)

    # ---- types ----

    def type(self, ctx) -> n.TypeNode:
        tn = ctx.typeName()
        quoted = tn.QUOTED_NAME() is not None
        name = self.name(tn)
        node = n.TypeNode(ctx.start.line, ctx.start.column + 1, name, quoted, ctx.UDT_PREFIX() is not None)
        if ctx.typeAnchor():
            node.anchor = int(ctx.typeAnchor().INT().getText())
        if ctx.urnAnchor():
            node.urn = int(ctx.urnAnchor().INT().getText())
        if ctx.variation():
            node.variation = int(ctx.variation().INT().getText())
        if ctx.nullability():
            node.nullability = "nullable" if len(ctx.nullability().QMARK()) == 1 else "unspecified"
        if ctx.typeParams():
            node.params = [self.type_param(p) for p in ctx.typeParams().typeParam()]
        return node

    def type_param(self, ctx) -> n.Node:
        args = [self.type_arg(a) for a in ctx.typeArg()]
        if ctx.THIN_ARROW() is None:
            return args[0]
        params = args[0].items if isinstance(args[0], n.Tuple) else [args[0]]
        return n.FuncTypeParam(ctx.start.line, ctx.start.column + 1, params, args[1])

    def type_arg(self, ctx) -> n.Node:
        line, col = ctx.start.line, ctx.start.column + 1
        if ctx.fieldName is not None:
            return n.NamedType(line, col, self.name(ctx.fieldName), self.type(ctx.type_()))
        if ctx.type_() is not None:
            return self.type(ctx.type_())
        if ctx.INT() is not None:
            return n.Lit(line, col, "int", int(ctx.INT().getText()))
        if ctx.STRING() is not None:
            return n.Lit(line, col, "string", self.unescape(ctx.STRING().getText()[1:-1], ctx.start))
        if ctx.BOOLEAN() is not None:
            return n.Lit(line, col, "bool", ctx.BOOLEAN().getText() == "true")
        if ctx.NULL() is not None:
            return n.Lit(line, col, "null", None)
        if ctx.AMP() is not None:
            return n.Enum(line, col, ctx.IDENT().getText())
        return n.Tuple(line, col, [self.type_arg(a) for a in ctx.typeArg()])

    def name(self, ctx) -> str:
        text = ctx.getText()
        if text.startswith('"'):
            return self.unescape(text[1:-1], ctx.start)
        return text


def _is_expression(node: n.Node) -> bool:
    # `%0` alone is a scalar subquery's short form: `(%0)::i64` casts it.
    return isinstance(node, (n.Ref, n.Lit, n.Call, n.Cast, n.SubplanRef))


def parse_document(text: str, collect: bool = False) -> tuple[n.Document | None, list[ParseError]]:
    """Parse ``text`` into a :class:`nodes.Document`.

    The head is parsed at once and the plan lines as they are read, one at a
    time, so that no more than one line's tokens and parse tree are alive:
    a large plan parses in memory bounded by its largest line.  With
    ``collect`` every syntax error is returned (for ``validate``) and the
    document's lines are a list; otherwise the first error is raised, from
    the head at once or from the lines as they are read.
    """
    source = Source(text)
    bad = _not_unicode(source)
    if bad is not None:
        if collect:
            return None, [bad]
        raise bad
    reader = _Reader(source, collect)
    head_end, pieces = _split(text)
    head = reader.parse(text[:head_end], 1, P.headAlone)
    version, extensions = reader.converter.head(head.head()) if head is not None else (None, [])
    plan_lines: Iterable[n.Named | n.RelLine] = reader.plan_lines(pieces)
    if collect:
        plan_lines = list(plan_lines)  # the plan's syntax errors too, after the head's
        if reader.errors:
            return None, reader.errors
    return n.Document(version, extensions, plan_lines), []


def _not_unicode(source: Source) -> ParseError | None:
    """An error at the first lone surrogate of the text, which no plan can
    hold (only a Python caller can pass one: decoded UTF-8 has none)."""
    text = source.text
    try:
        text.encode("utf-8")
        return None
    except UnicodeEncodeError as e:
        line = text.count("\n", 0, e.start) + 1
        column = e.start - text.rfind("\n", 0, e.start)
        return ParseError(f"U+{ord(text[e.start]):04X} is a lone surrogate, not a character", line, column,
                          source.line(line), "pass text decoded from UTF-8")


def source_lines(text: str) -> list[str]:
    """The lines of ``text`` as the lexer counts them: only a line feed ends
    a line (``str.splitlines`` also splits at form feeds, U+2028 and more)."""
    return text.split("\n")


class Source:
    """The text being parsed.  Its lines are split only when an error
    message needs one, so a large text is not held twice."""

    def __init__(self, text: str) -> None:
        self.text = text
        self._lines: list[str] | None = None

    def line(self, number: int) -> str:
        """Line ``number`` (1-based), or '' past the end."""
        if self._lines is None:
            self._lines = source_lines(self.text)
        return self._lines[number - 1] if 0 < number <= len(self._lines) else ""


# The `=== Plan` line, always at the start of a line in a well-formed text.
_PLAN_HEADER = re.compile(r"^[ \t]*===[ \t]*Plan(?![A-Za-z0-9_])", re.MULTILINE)
# A line that starts a plan line: not blank, not a comment, not a `-` continuation.
_PLAN_LINE = re.compile(r"^[ \t]*+(?!-|//|\r?$)", re.MULTILINE)  # *+: no backtracking into the blanks


def _split(text: str) -> tuple[int, Iterator[tuple[int, str]]]:
    """Where the head ends, and the plan's pieces as (first line number, text).

    A piece starts at each line that begins a plan line and runs until the
    next: its continuation lines (starting with `-`), blank lines and
    comment lines go with it.  Without a `=== Plan` line the whole text is
    the head, and parsing it says what is missing.  The pieces are cut as
    they are read, so that they are never all in memory at once.
    """
    found = _PLAN_HEADER.search(text)
    after = (text.find("\n", found.end()) + 1 or len(text)) if found else 0
    starts = _PLAN_LINE.finditer(text, after) if found else iter(())
    first = next(starts, None)
    if first is None:
        return len(text), iter(())
    return first.start(), _pieces(text, first.start(), starts)


def _pieces(text: str, start: int, starts: Iterator[re.Match]) -> Iterator[tuple[int, str]]:
    number = text.count("\n", 0, start) + 1
    for following in starts:
        end = following.start()
        yield number, text[start:end]
        number += text.count("\n", start, end)
        start = end
    yield number, text[start:]


class _Reader:
    """One lexer and one parser, reused for every piece of a document."""

    def __init__(self, source: Source, collect: bool) -> None:
        self.source = source
        self.collect = collect
        self.errors: list[ParseError] = []
        self.converter = _Converter(source)
        self.lexer = Lexer(None)
        self.lexer.removeErrorListeners()
        self.parser = P(None)
        self.parser.removeErrorListeners()

    def parse(self, text: str, first_line: int, rule):
        """The parse tree of ``rule`` over ``text`` (which starts at line
        ``first_line``), or None if it has syntax errors and they are collected.

        The fast SLL prediction is exact for every text it accepts; only a
        text it rejects is parsed again with full LL, which finds the real
        error and, with ``collect``, recovers to find more.
        """
        try:
            return self._run(text, first_line, rule, _Errors(self.source, self.collect), sll=True)
        except ParseCancellationException:
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
            parser._errHandler = DefaultErrorStrategy()
            parser.addErrorListener(listener)
        return rule(parser)

    def plan_lines(self, pieces: Iterator[tuple[int, str]]) -> Iterator[n.Named | n.RelLine]:
        for first_line, text in pieces:
            tree = self.parse(text, first_line, P.planLineAlone)
            if tree is not None:
                blanks = text[:len(text) - len(text.lstrip(" \t"))]
                yield self.converter.plan_line(tree.planLine(), blanks)
