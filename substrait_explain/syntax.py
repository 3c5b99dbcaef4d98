"""Text to syntax tree: runs the generated ANTLR parser and simplifies its tree.

Syntax errors become :class:`ParseError` with a line, a column, the source
line with a caret and what was expected.  The relation tree is rebuilt here
from each line's indentation (the NL token before it carries it).
"""

from __future__ import annotations

from antlr4 import CommonTokenStream, InputStream
from antlr4.atn.PredictionMode import PredictionMode
from antlr4.error.ErrorListener import ErrorListener
from antlr4.error.ErrorStrategy import BailErrorStrategy
from antlr4.error.Errors import ParseCancellationException
from antlr4.Token import Token
from substrait.proto import PlanRel

from substrait_explain import nodes as n
from substrait_explain.errors import ParseError
from substrait_explain.generated.SubstraitExplainLexer import SubstraitExplainLexer as Lexer
from substrait_explain.generated.SubstraitExplainParser import SubstraitExplainParser as P

INDENT = 2
# Fields of substrait.PlanRel besides its relation: `name=value` lines above it.
PLAN_REL_FIELDS = tuple(f.name for f in PlanRel.DESCRIPTOR.fields if f.containing_oneof is None)

_TOKEN_WORDS = {
    "IDENT": "a name", "QUOTED_NAME": "a quoted name", "INT": "an integer", "FLOAT": "a number",
    "STRING": "a string", "BYTES": "a byte string", "FIELD_REF": "a field reference like $0",
    "NL": "end of line", "SECTION": "'==='", "DECL_ANCHOR": "'@ N:'", "DECL_TEXT": "a name or URN",
    "DECL_QUOTED": "a quoted name", "VERSION_NUM": "a version like 0.55.0", "UDT_PREFIX": "'u!'",
    "BOOLEAN": "true or false", "NULL": "null",
}


def _token_word(token_type: int) -> str:
    if token_type == Token.EOF:
        return "end of input"
    literal = P.literalNames[token_type] if token_type < len(P.literalNames) else "<INVALID>"
    if literal != "<INVALID>":
        return literal
    symbol = P.symbolicNames[token_type]
    return _TOKEN_WORDS.get(symbol, symbol)


class _Errors(ErrorListener):
    def __init__(self, lines: list[str], collect: bool) -> None:
        self.lines = lines
        self.collect = collect
        self.errors: list[ParseError] = []

    def syntaxError(self, recognizer, offending, line, column, msg, e):  # noqa: N802 (ANTLR's name)
        error = self.describe(recognizer, offending, line, column, msg)
        if not self.collect:
            raise error
        self.errors.append(error)

    def describe(self, recognizer, token, line, column, msg) -> ParseError:
        source = self.lines[line - 1] if 0 < line <= len(self.lines) else ""
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
            shown = "end of line" if kind == Lexer.NL else _token_word(kind) if kind == Token.EOF else repr(text)
            stream = recognizer.getTokenStream()
            previous = stream.get(token.tokenIndex - 1) if token.tokenIndex > 0 else None
            if kind != Lexer.NL and previous is not None and previous.type == Lexer.NL \
                    and "end of line" in expected and ("']'" in expected or "')'" in expected):
                # The line ended inside a relation: a closing bracket is what is missing.
                token, kind = previous, previous.type
                source = self.lines[token.line - 1]
                shown = "end of line"
            if kind in (Lexer.NL, Token.EOF) and "']'" in expected:
                message, hint = f"missing ']' before {shown}", "close the relation with ']'"
            elif kind in (Lexer.NL, Token.EOF) and "')'" in expected:
                message, hint = f"missing ')' before {shown}", "close the parenthesis with ')'"
            else:
                message = f"unexpected {shown}"
                if source.startswith("=== Version"):
                    hint = "write the version as MAJOR.MINOR.PATCH, e.g. === Version 0.55.0"
                elif "'==='" in expected and not source.lstrip().startswith("==="):
                    hint = "a plan starts with '=== Plan' (after optional '=== Version' and '=== Extensions')"
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


def _unescape(body: str) -> str:
    if "\\" not in body:
        return body
    out, i = [], 0
    simple = {"n": "\n", "r": "\r", "t": "\t", "0": "\0", "\\": "\\", "'": "'", '"': '"'}
    while i < len(body):
        c = body[i]
        if c != "\\":
            out.append(c)
            i += 1
            continue
        nxt = body[i + 1]
        if nxt in simple:
            out.append(simple[nxt])
            i += 2
        elif nxt in "xuU":
            width = {"x": 2, "u": 4, "U": 8}[nxt]
            digits = body[i + 2:i + 2 + width]
            try:
                if len(digits) != width:
                    raise ValueError
                out.append(chr(int(digits, 16)))
            except (ValueError, OverflowError):
                raise ValueError(f"bad escape \\{nxt}{digits}: it needs {width} hex digits")
            i += 2 + width
        else:
            out.append(nxt)
            i += 2
    return "".join(out)


class _Converter:
    """ANTLR contexts to :mod:`nodes`; one method per grammar rule."""

    def __init__(self, stream: CommonTokenStream, lines: list[str]) -> None:
        self.stream = stream
        self.lines = lines

    def error(self, message: str, token, hint: str | None = None) -> ParseError:
        line, col = token.line, token.column
        source = self.lines[line - 1] if 0 < line <= len(self.lines) else ""
        return ParseError(message, line, col + 1, source, hint)

    # ---- document ----

    def document(self, ctx: P.DocumentContext) -> n.Document:
        version = self.version(ctx.versionSection()) if ctx.versionSection() else None
        extensions = self.extensions(ctx.extensionsSection()) if ctx.extensionsSection() else []
        relations, fields = self.plan(ctx.planSection())
        return n.Document(version, extensions, relations, fields)

    def section_name(self, ctx, expected: str) -> None:
        word = ctx.IDENT()
        if word.getText() != expected:
            raise self.error(f"unknown section '=== {word.getText()}'", word.symbol,
                             f"sections are '=== Version', '=== Extensions' and '=== Plan', in that order")

    def version(self, ctx) -> tuple[str, list[tuple[str, str]]]:
        self.section_name(ctx, "Version")
        fields = []
        for f in ctx.versionField():
            start = f.COLON().symbol.stop + 1
            stop = f.stop.stop if f.stop.tokenIndex > f.COLON().symbol.tokenIndex else start - 1
            raw = f.start.getInputStream().getText(start, stop).strip() if stop >= start else ""
            if raw[:1] == "'" and raw[-1:] == "'" and len(raw) > 1:
                raw = _unescape(raw[1:-1])
            fields.append((f.IDENT().getText(), raw))
        return ctx.VERSION_NUM().getText(), fields

    def extensions(self, ctx) -> list[n.ExtGroup]:
        self.section_name(ctx, "Extensions")
        groups = []
        for g in ctx.extensionGroup():
            words = [t.getText() for t in g.groupName().IDENT()]
            decls = []
            for d in g.extensionDecl():
                anchor_text = d.DECL_ANCHOR().getText()
                urn = int(anchor_text[1:-1].strip())
                text_node = d.declText()
                text = text_node.getText()
                if text_node.DECL_QUOTED():
                    text = _unescape(text[1:-1])
                anchor = int(d.INT().getText()) if d.INT() else None
                decls.append(n.ExtDecl(d.start.line, d.start.column + 1, anchor, urn, text))
            groups.append(n.ExtGroup(g.start.line, g.start.column + 1, " ".join(words), decls))
        return groups

    # ---- plan ----

    def plan(self, ctx) -> list[n.RelLine]:
        self.section_name(ctx, "Plan")
        roots: list[n.RelLine] = []
        stack: list[n.RelLine] = []
        fields: list[n.Named] = []
        above: list[n.Named] = []  # PlanRel fields, written on the lines above their relation
        for line_ctx in ctx.planLine():
            rel_ctx = line_ctx.relation()
            if line_ctx.ASSIGN() is not None:
                item = n.Named(line_ctx.start.line, line_ctx.start.column + 1,
                               self.name(line_ctx.name()), self.value(line_ctx.value()))
                if self.indentation(line_ctx.start):
                    raise self.error("plan fields (name=value) are not indented", line_ctx.start)
                if item.name in PLAN_REL_FIELDS:
                    above.append(item)
                elif roots or above:
                    raise self.error("plan fields (name=value) come first, before the relations",
                                     line_ctx.start)
                else:
                    fields.append(item)
                continue
            indent = self.indentation(line_ctx.start)
            rel = self.relation(rel_ctx, indent)
            if line_ctx.SUBPLAN_REF() is not None:
                rel.label = int(line_ctx.SUBPLAN_REF().getText()[1:])
            depth = indent // INDENT
            while stack and len(stack) > depth:
                stack.pop()
            if depth > len(stack):
                raise self.error(
                    f"indented too far: {indent} spaces here, at most {len(stack) * INDENT} expected",
                    rel_ctx.start, f"indent each input {INDENT} spaces more than the relation it feeds")
            if not stack:
                rel.plan_rel_fields, above = above, []
            elif above:
                raise self.error(f"{above[0].name}= belongs just above a top-level relation", rel_ctx.start)
            (stack[-1].children if stack else roots).append(rel)
            stack.append(rel)
        if above:
            raise self.error(f"{above[0].name}= must be followed by its relation", ctx.stop)
        return roots, fields

    def indentation(self, first) -> int:
        previous = self.stream.get(first.tokenIndex - 1) if first.tokenIndex > 0 else None
        if previous is None or previous.type != Lexer.NL:
            return 0
        blanks = previous.text.rsplit("\n", 1)[-1]
        if "\t" in blanks:
            raise self.error("tab in indentation", first, f"indent with {INDENT} spaces per level, not tabs")
        if len(blanks) % INDENT:
            raise self.error(f"indentation of {len(blanks)} spaces is not a multiple of {INDENT}", first,
                             f"indent each level by exactly {INDENT} spaces")
        return len(blanks)

    def relation(self, ctx, indent: int) -> n.RelLine:
        names = ctx.relationName().name()
        sections = [self.items(s.item()) for s in ctx.section()]
        if len(sections) == 1 and not sections[0] and ctx.section(0).start is None:
            sections = [[]]
        return n.RelLine(ctx.start.line, ctx.start.column + 1, self.name(names[0]),
                         self.name(names[1]) if len(names) > 1 else None, sections, indent)

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
            return n.Tuple(line, col, self.items(ctx.item()))
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
            return n.Ref(line, col, path, len(ctx.CARET()))
        if isinstance(ctx, P.LiteralExprContext):
            return self.literal(ctx.literal())
        fname = ctx.functionName()
        name = self.name(fname.name())
        if fname.IDENT() is not None:
            name += ":" + fname.IDENT().getText()
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
            return n.Named(line, col, self.name(ctx.name()), self.value(ctx.value()))
        first = self.value(ctx.value())
        if ctx.THIN_ARROW() is None:
            return first
        result = self.expression(ctx.expression())
        if isinstance(first, n.TypeNode) and first.bare and first.name == "_":
            return n.Arm(line, col, None, result)
        if isinstance(first, (n.Ref, n.Lit, n.Call)):
            return n.Arm(line, col, first, result)
        raise ParseError("the condition of an arm is an expression", line, col,
                         self.lines[line - 1] if line <= len(self.lines) else "",
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
            try:
                return n.Lit(line, col, "string", _unescape(text[1:-1]), type_)
            except ValueError as e:
                raise self.error(str(e), token)
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
            node.nullability = "unspecified" if len(ctx.nullability().QMARK()) == 2 else "nullable"
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
            return n.Lit(line, col, "string", _unescape(ctx.STRING().getText()[1:-1]))
        if ctx.BOOLEAN() is not None:
            return n.Lit(line, col, "bool", ctx.BOOLEAN().getText() == "true")
        if ctx.NULL() is not None:
            return n.Lit(line, col, "null", None)
        if ctx.AMP() is not None:
            return n.Enum(line, col, ctx.IDENT().getText())
        return n.Tuple(line, col, [self.type_arg(a) for a in ctx.typeArg()])

    @staticmethod
    def name(ctx) -> str:
        text = ctx.getText()
        if text.startswith('"'):
            return _unescape(text[1:-1])
        return text


def parse_document(text: str, collect: bool = False) -> tuple[n.Document | None, list[ParseError]]:
    """Parse ``text`` into a :class:`nodes.Document`.

    With ``collect`` the syntax errors ANTLR recovers from are all returned
    (for ``validate``); otherwise the first one is raised.
    """
    lines = text.splitlines()
    # The fast SLL prediction is exact for every text it accepts; only a text
    # it rejects is parsed again with full LL, which finds the real error.
    stream = CommonTokenStream(_lexer(text, _Errors(lines, collect)))
    parser = P(stream)
    parser.removeErrorListeners()
    parser._interp.predictionMode = PredictionMode.SLL
    parser._errHandler = BailErrorStrategy()
    try:
        tree = parser.document()
    except ParseCancellationException:
        listener = _Errors(lines, collect)
        stream = CommonTokenStream(_lexer(text, listener))
        parser = P(stream)
        parser.removeErrorListeners()
        parser.addErrorListener(listener)
        tree = parser.document()
        if listener.errors:
            return None, listener.errors
    return _Converter(stream, lines).document(tree), []


def _lexer(text: str, listener: _Errors) -> Lexer:
    lexer = Lexer(InputStream(text))
    lexer.removeErrorListeners()
    lexer.addErrorListener(listener)
    return lexer
