"""Text to syntax tree, with the fast recognizer generated from the grammar, and ANTLR's on a syntax error.

Each piece of text (the head, then each plan line) is read first by the
recognizer that ``python -m codegen`` generates from grammar/ (a tokenizer of
regular expressions and a recursive-descent parser), which calls the
actions of :class:`_Actions` to build the syntax nodes as it goes.  A piece
it cannot read goes to the ANTLR-generated parser, the reference
(:mod:`antlr_reader`, imported then): its parse tree is handed to the same
actions, and its syntax errors become :class:`ParseError` with a line, a
column, the source line with a caret and what was expected.  The plan comes
out as a flat sequence of lines, each relation with its indentation; the plan
builder rebuilds the tree from it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any, Final

from substrait_explain.base import deep
from substrait_explain.base.errors import ParseError
from substrait_explain.base.suggest import did_you_mean
from substrait_explain.generated import fast_lexer, fast_parser
from substrait_explain.text import nodes as n
from substrait_explain.text.layout import INDENT
from substrait_explain.text.lexical import ESCAPES_HINT, LINE_END_BLANKS, unescape
from substrait_explain.text.lexing import Token

if TYPE_CHECKING:
    from substrait_explain.text.antlr_reader import Reference

# The actions by name: each rule of the grammar, or each labelled alternative.
RULE_ACTIONS = fast_parser.ACTIONS
# The token types by name, numbered as ANTLR's generated lexer numbers them (antlr_reader checks).
Lexer = SimpleNamespace(**fast_lexer.TOKEN_TYPES)


class _Actions:
    """What each grammar rule (or labelled alternative) makes of its children.

    Both recognizers call these: the generated fast parser as it goes, and
    :func:`antlr_reader.walk` over ANTLR's parse tree.  A rule's children are its tokens
    (:class:`Token`) and what the actions of its sub-rules returned, in
    order.  ``text`` is the piece being parsed, which token offsets point into.
    """

    def __init__(self, source: Source) -> None:
        self.source = source
        self.text = ""

    def table(self) -> dict[str, Callable[[list], object]]:
        """The actions by rule name, as the recognizers look them up."""
        _check_actions()
        return {name: getattr(self, name) for name in RULE_ACTIONS}

    def error(self, message: str, token: Any, hint: str | None = None) -> ParseError:  # ours or ANTLR's
        return ParseError(message, token.line, token.column + 1, self.source.line(token.line), hint)

    def unescape(self, body: str, token: Any) -> str:
        """``body``, the inside of a quoted ``token``, with its escapes resolved."""
        try:
            return unescape(body)
        except ValueError as e:
            raise self.error(str(e), token, ESCAPES_HINT) from None

    # ---- entry rules: what ``parse_document`` parses ----

    def document(self, c: list) -> n.Document:
        version, extensions, tables = c[0]
        return n.Document(version, extensions, [x for x in c[1:] if not isinstance(x, Token)], tables)

    def headAlone(self, c: list) -> Any:  # noqa: N802 (grammar rule names)
        return c[0]

    def planLineAlone(self, c: list) -> Any:  # noqa: N802
        return c[0]

    # ---- the head: version, extensions and tables ----

    def head(self, c: list) -> tuple[n.Version | None, list[n.ExtGroup], list[n.RelLine]]:
        version = next((x for x in c if isinstance(x, n.Version)), None)
        extensions = next((x for x in c if isinstance(x, list)), [])
        tables = next((x.lines for x in c if isinstance(x, _Tables)), [])
        self.section_name(c[-1], "Plan")
        return version, extensions, tables

    def section_name(self, word: Token, expected: str) -> None:
        if word.text == "Version" != expected:  # parsed as another section for want of a number
            raise self.error("missing version number", word,
                             "write the version as MAJOR.MINOR.PATCH, e.g. === Version 0.55.0")
        if word.text != expected:
            raise self.error(f"unknown section '=== {word.text}'", word, section_hint(word.text))

    def versionSection(self, c: list) -> n.Version:  # noqa: N802
        self.section_name(c[1], "Version")
        number = c[2]
        return n.Version(number.line, number.column + 1, number.text, [x for x in c[4:] if isinstance(x, n.Named)])

    def versionField(self, c: list) -> n.Named:  # noqa: N802
        word, colon, last = c[0], c[1], c[-1]
        raw = self.text[colon.start + 1:last.start + len(last.text)].strip() if len(c) > 2 else ""
        if raw[:1] == "'" and raw[-1:] == "'" and len(raw) > 1:
            raw = self.unescape(raw[1:-1], last)
        return n.Named(word.line, word.column + 1, word.text, raw)

    def extensionsSection(self, c: list) -> list[n.ExtGroup] | _Tables:  # noqa: N802
        if c[1].text == "Tables" and len(c) == 3:  # an empty `=== Tables` reads as either
            return _Tables([])
        self.section_name(c[1], "Extensions")
        return [x for x in c[3:] if isinstance(x, n.ExtGroup)]

    def extensionGroup(self, c: list) -> n.ExtGroup:  # noqa: N802
        words = c[0]
        return n.ExtGroup(words[0].line, words[0].column + 1, " ".join(w.text for w in words),
                          [x for x in c[3:] if isinstance(x, n.ExtDecl)],
                          [x for x in c[3:] if isinstance(x, n.OldFieldsLine)],
                          [x for x in c[3:] if isinstance(x, n.UnknownFieldsLine)])

    def groupName(self, c: list) -> list[Token]:  # noqa: N802
        return c

    def extensionDecl(self, c: list) -> n.ExtDecl:  # noqa: N802
        at, text_token = c[-2], c[-1]  # `@ 1:`, the number somewhere inside
        digits = at.text[1:-1].strip()
        urn = n.Int(at.line, at.column + 1 + at.text.index(digits), int(digits))
        text = text_token.text
        if text_token.type == Lexer.DECL_QUOTED:
            text = self.unescape(text[1:-1], text_token)
        else:
            text = text.rstrip(LINE_END_BLANKS)
            if not text:
                raise self.error("nothing but white space follows the colon", text_token,
                                 'write the URN or name; "" is an empty one')
        number = c[-3] if len(c) > 2 else None
        anchor = n.Int(number.line, number.column + 1, int(number.text)) if number else None
        return n.ExtDecl(c[0].line, c[0].column + 1, anchor, urn, text, text_token.type == Lexer.DECL_QUOTED)

    def declText(self, c: list) -> Token:  # noqa: N802
        return c[0]

    def oldFields(self, c: list) -> n.OldFieldsLine:  # noqa: N802
        kinds = [x for x in c if isinstance(x, n.Named)]
        way = "".join(t.text for t in c[:c.index(next(t for t in c if isinstance(t, Token) and t.text == "="))])
        return n.OldFieldsLine(c[0].line, c[0].column + 1, way, kinds)

    def oldKind(self, c: list) -> n.Named:  # noqa: N802
        places = [self.unescape(t.text[1:-1], t) for t in c[2::2]]
        return n.Named(c[0].line, c[0].column + 1, c[0].text, places)

    def unknownFields(self, c: list) -> n.UnknownFieldsLine:  # noqa: N802
        place, last = c[0], c[-1]
        raw = self.unknown_value(None, last) if isinstance(last, Token) else None
        return n.UnknownFieldsLine(place.line, place.column + 1, self.unescape(place.text[1:-1], place),
                                   [x for x in c[2:] if isinstance(x, n.UnknownField)], raw)

    def unknownField(self, c: list) -> n.UnknownField:  # noqa: N802
        number = c[0]
        value = self.unknown_value(None, c[2]) if len(c) == 3 else self.unknown_value(c[2], c[-2])  # `fixed32(5)`
        return n.UnknownField(number.line, number.column + 1, int(number.text), value)

    def unknown_value(self, wire: Token | None, value: Token) -> n.UnknownValue:
        """An unknown field's value where it stands: at its spelling's name, if it has one."""
        data = int(value.text) if value.type == Lexer.INT else self.bytes_literal(value).value
        at = value if wire is None else wire
        return n.UnknownValue(at.line, at.column + 1, None if wire is None else wire.text, data)

    def tablesSection(self, c: list) -> _Tables:  # noqa: N802
        self.section_name(c[1], "Tables")
        return _Tables([rel for _, rel in c[3::2]])

    # ---- plan lines ----

    def planLine(self, c: list) -> n.Named | n.RelLine:  # noqa: N802
        """One line of the plan: a `name=value` plan field or a relation."""
        if len(c) == 3 and isinstance(c[1], Token) and c[1].type == Lexer.ASSIGN:
            word = c[0]
            if self.blanks(word):
                raise self.error("plan fields (name=value) are not indented", word)
            return n.Named(word.line, word.column + 1, word.text, c[2])
        first, rel = c[-1]
        if len(c) > 1:  # `%1:` or `+` before the relation
            first = c[0]
            if first.type == Lexer.PLUS:
                rel.addendum = True
            else:
                rel.label = int(first.text[1:])
        blanks = self.blanks(first)
        if "\t" in blanks:
            raise self.error("tab in indentation", first, f"indent with {INDENT} spaces per level, not tabs")
        if len(blanks) % INDENT:
            raise self.error(f"indentation of {len(blanks)} spaces is not a multiple of {INDENT}", first,
                             f"indent each level by exactly {INDENT} spaces")
        rel.indent = len(blanks)
        return rel

    def blanks(self, first: Token) -> str:
        """The indentation of the line a plan line starts on, as written."""
        return self.text[first.start - first.column:first.start]

    def relation(self, c: list) -> tuple[Token, n.RelLine]:
        """The relation with its first token (which ``planLine`` measures the indentation by)."""
        names = c[0]
        sections, arrows = [], []
        for x in c[1:]:
            if type(x) is list:
                sections.append(x)
            elif isinstance(x, Token) and x.type in _ARROWS:
                arrows.append(x.text)
        return names[0], n.RelLine(names[0].line, names[0].column + 1, names[0].text,
                                   names[1].text if len(names) > 1 else None, sections, 0, arrows=arrows)

    def arrow(self, c: list) -> Token:
        return c[0]

    def relationName(self, c: list) -> list[Token]:  # noqa: N802
        return c[::2]

    def continuation(self, c: list) -> None:
        return None

    def section(self, c: list) -> list[n.Node]:
        return [x for x in c if isinstance(x, n.Node)]

    def namedItem(self, c: list) -> n.Named:  # noqa: N802
        word = c[0]
        return n.Named(word.line, word.column + 1, word.text, c[2])

    def columnItem(self, c: list) -> n.Node:  # noqa: N802
        word, type_ = c[0], c[2]
        if word.type in (Lexer.NULL, Lexer.BOOLEAN):  # `null:i64?` is a literal
            kind = "null" if word.type == Lexer.NULL else "bool"
            return n.Lit(word.line, word.column + 1, kind, None if kind == "null" else word.text == "true", type_)
        return n.Column(word.line, word.column + 1, word.text, type_)

    def ellipsisItem(self, c: list) -> n.Ellipsis:  # noqa: N802
        return n.Ellipsis(c[0].line, c[0].column + 1)

    def valueItem(self, c: list) -> n.Node:  # noqa: N802
        return c[0]

    def value(self, c: list) -> n.Node:
        first = c[0]
        if not isinstance(first, Token):  # an expression, qualified name or type
            return first
        line, col = first.line, first.column + 1
        kind = first.type
        if kind == Lexer.AMP:
            word = c[1]
            return n.Enum(line, col, word.text if word.type == Lexer.IDENT else int(word.text))
        if kind == Lexer.LPAREN:
            items = [x for x in c if isinstance(x, n.Node)]
            cast = c[-1]
            if not isinstance(cast, tuple):
                return n.Tuple(line, col, items)
            failure, type_, sign = cast
            if len(items) != 1 or not _is_expression(items[0]):
                raise self.error("a cast reads (expression)::type", sign)
            return n.Cast(line, col, items[0], type_, failure)
        if kind == Lexer.LBRACK:
            return n.List(line, col, [x for x in c if isinstance(x, n.Node)])
        if kind == Lexer.SUBPLAN_REF:
            return n.SubplanRef(line, col, int(first.text[1:]))
        return self.bytes_literal(first)

    def cast(self, c: list) -> tuple[str | None, n.TypeNode, Token]:
        """What follows `(expr)`: how the cast fails ('?', '!' or None), the type, and the `::`."""
        failure = c[1].text if len(c) == 3 else None
        return failure, c[-1], c[0]

    def bytes_literal(self, token: Token, type_: n.TypeNode | None = None) -> n.Lit:
        body = token.text[2:-1]
        if len(body) % 2:
            raise self.error("a byte string needs an even number of hex digits", token)
        return n.Lit(token.line, token.column + 1, "bytes", bytes.fromhex(body), type_)

    # ---- expressions ----

    def literalExpr(self, c: list) -> n.Lit:  # noqa: N802
        return c[0]

    def fieldRefExpr(self, c: list) -> n.Ref:  # noqa: N802
        name = None
        if len(c) > 2 and isinstance(c[-2], Token) and c[-2].type == Lexer.COLON:  # `$2:price`
            name, c = c[-1].text, c[:-2]
        text = c[-1].text
        path = [int(x) for x in text[1:].split(".")] if "." in text else [int(text[1:])]
        first = c[0]
        if first.type == _QMARK:  # `?$0`: a reference without a root
            return n.Ref(first.line, first.column + 1, path, 0, False, name)
        return n.Ref(first.line, first.column + 1, path, len(c) - 1, True, name)

    def rangeItem(self, c: list) -> n.Range:  # noqa: N802
        first, last = c[0], c[2]
        for token in (first, last):
            if "." in token.text:
                raise ParseError(f"a range is of columns, like $3..$9: {token.text} is a nested field",
                                 token.line, token.column + 1)
        start, end = int(first.text[1:]), int(last.text[1:])
        if end < start:
            raise ParseError(f"the range {first.text}..{last.text} goes down", first.line, first.column + 1, None,
                             f"write ${end}..${start} the other way round, or list the columns")
        return n.Range(first.line, first.column + 1, start, end)

    def rangeValue(self, c: list) -> n.Range:  # noqa: N802 (a list's `$3..$9` reads as a section's)
        return self.rangeItem(c)

    def plainValue(self, c: list) -> n.Node:  # noqa: N802
        return c[0]

    def callExpr(self, c: list) -> n.Call:  # noqa: N802
        first, name = c[0]
        anchor = urn = out_type = over = None
        i = 1
        while isinstance(c[i], tuple):  # `#anchor` and `@urn` before the arguments
            if c[i][0] == "anchor":
                anchor = c[i][1]
            else:
                urn = c[i][1]
            i += 1
        i += 1  # (
        args = []
        while not (isinstance(c[i], Token) and c[i].type == Lexer.RPAREN):
            if isinstance(c[i], n.Node):  # not a ',' nor a continuation
                args.append(c[i])
            i += 1
        i += 1  # )
        if i < len(c) and c[i].type == Lexer.COLON:
            out_type = c[i + 1]
            i += 2
        if i < len(c):
            word = c[i]
            if word.text != "over":
                raise self.error(f"unexpected {word.text!r} after a call", word,
                                 "a window function reads name(args) over (...)")
            over = [x for x in c[i + 1:] if isinstance(x, n.Node)]
        return n.Call(first.line, first.column + 1, name, anchor, urn, args, out_type, over)

    def argument(self, c: list) -> n.Node:
        first = c[0]
        if isinstance(first, Token):  # name=value
            return n.Named(first.line, first.column + 1, first.text, c[2])
        if len(c) == 1:
            return first
        line, col = first.line, first.col
        result = c[2]
        if not _is_expression(result):
            raise ParseError("an arm's value is an expression", result.line, result.col,
                             self.source.line(result.line))
        if isinstance(first, n.TypeNode) and first.bare and first.name == "_":
            return n.Arm(line, col, None, result)
        if _is_expression(first):
            return n.Arm(line, col, first, result)
        raise ParseError("the condition of an arm is an expression", line, col,
                         self.source.line(line),
                         "a condition is an expression; `_ -> value` is the else arm")

    def functionName(self, c: list) -> tuple[Token, str]:  # noqa: N802
        if len(c) == 1:
            return c[0], c[0].text
        signature = c[2:]  # none for `count:`: the empty signature
        for before, token in zip(signature, signature[1:], strict=False):
            if before.start + len(before.text) != token.start:
                raise self.error("a signature is written without spaces, like json_extract_path:u!json_str", token)
        text = "".join(t.text for t in signature)
        if "!" in text and not _SIGNATURE.fullmatch(text):
            raise self.error(f"bad signature {text!r}: a user-defined argument type reads u!name",
                             signature[0])
        return c[0], c[0].text + ":" + text

    def literal(self, c: list) -> n.Lit:
        token = c[0]
        line, col = token.line, token.column + 1
        type_ = c[2] if len(c) > 1 else None
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

    def qualifiedName(self, c: list) -> n.QName:  # noqa: N802
        return n.QName(c[0].line, c[0].column + 1, [x.text for x in c[::2]])

    def name(self, c: list) -> Token:
        """The name's token, its text unquoted."""
        token = c[0]
        if token.type != Lexer.QUOTED_NAME:
            return token
        return Token(token.type, self.unescape(token.text[1:-1], token), token.start, token.line, token.column)

    def typeName(self, c: list) -> Token:  # noqa: N802
        return self.name(c)

    def fieldLabel(self, c: list) -> Token:  # noqa: N802
        token = c[0]
        if token.type == Lexer.FIELD_REF and "." in token.text:
            raise self.error(f"{token.text} is not a field name", token,
                             f'quote a name with a dot in it: "{token.text}"')
        return self.name(c)

    # ---- types ----

    def type(self, c: list) -> n.TypeNode:
        first = c[0]
        udt = first.type == Lexer.UDT_PREFIX
        word = c[1] if udt else first
        node = n.TypeNode(first.line, first.column + 1, word.text, word.type == Lexer.QUOTED_NAME, udt)
        for key, value in c[2 if udt else 1:]:
            setattr(node, key, value)
        return node

    # Each suffix of a type is (the TypeNode field it sets, its value).
    def typeAnchor(self, c: list) -> tuple[str, int]:  # noqa: N802
        return "anchor", int(c[1].text)

    def urnAnchor(self, c: list) -> tuple[str, int]:  # noqa: N802
        return "urn", int(c[1].text)

    def variation(self, c: list) -> tuple[str, int]:
        return "variation", int(c[1].text)

    def nullability(self, c: list) -> tuple[str, str]:
        return "nullability", "nullable" if len(c) == 1 and c[0].type == Lexer.QMARK else "unspecified"  # ?, ?? or ⁉

    def typeParams(self, c: list) -> tuple[str, list]:  # noqa: N802
        return "params", [x for x in c if isinstance(x, n.Node)]

    def typeParam(self, c: list) -> n.Node:  # noqa: N802
        if len(c) == 1:
            return c[0]
        first = c[0]
        params = first.items if isinstance(first, n.Tuple) else [first]
        return n.FuncTypeParam(first.line, first.col, params, c[2])

    def typeArg(self, c: list) -> n.Node:  # noqa: N802
        first = c[0]
        if not isinstance(first, Token):
            return first
        line, col = first.line, first.column + 1
        kind = first.type
        if len(c) == 3 and kind != Lexer.LPAREN:  # fieldLabel: type
            return n.NamedType(line, col, first.text, c[2])
        if kind == Lexer.INT:
            return n.Lit(line, col, "int", int(first.text))
        if kind == Lexer.STRING:
            return n.Lit(line, col, "string", self.unescape(first.text[1:-1], first))
        if kind == Lexer.BOOLEAN:
            return n.Lit(line, col, "bool", first.text == "true")
        if kind == Lexer.NULL:
            return n.Lit(line, col, "null", None)
        if kind == Lexer.AMP:
            return n.Enum(line, col, c[1].text)
        return n.Tuple(line, col, [x for x in c if isinstance(x, n.Node)])


_ARROWS: Final = (Lexer.ARROW, Lexer.PLUS_ARROW, Lexer.PIPE_ARROW)
# A signature with user-defined argument types: `u!name` at the start or after a `_`.
_SIGNATURE: Final = re.compile(r"(?:[uU]!)?[A-Za-z0-9_]*(?:_[uU]![A-Za-z0-9_]*)*")
_QMARK: Final = Lexer.QMARK


class _Tables:
    """The `Table[...]` lines of `=== Tables`, told apart from the extension groups' list."""

    def __init__(self, lines: list[n.RelLine]) -> None:
        self.lines = lines


def _is_expression(node: n.Node) -> bool:
    # `%0` alone is a scalar subquery's short form: `(%0)::i64` casts it.
    return isinstance(node, (n.Ref, n.Lit, n.Call, n.Cast, n.SubplanRef))


def _check_actions() -> None:
    missing = [name for name in RULE_ACTIONS if not hasattr(_Actions, name)]
    if missing:
        raise LookupError(f"no action for the grammar rule(s) {', '.join(missing)}: "
                          "add a method of that name to syntax._Actions")


_check_actions()  # at import: a grammar rule without an action stops everything at once


def parse_document(text: str, collect: bool = False, *,
                   reference: bool = False) -> tuple[n.Document | None, list[ParseError]]:
    """Parse ``text`` into a :class:`nodes.Document`.

    The head is parsed at once and the plan lines as they are read, one at a
    time, so that no more than one line's tokens and parse tree are alive:
    a large plan parses in memory bounded by its largest line.  With
    ``collect`` every syntax error is returned (for ``validate``) and the
    document's lines are a list, a line with errors standing as a
    :class:`nodes.BrokenLine` (no document when the head has errors);
    otherwise the first error is raised, from the head at once or from the
    lines as they are read.  With ``reference``
    only the ANTLR parser reads it (what the fast recognizer is tested against).
    """
    source = Source(text)
    bad = _not_unicode(source)
    if bad is not None:
        if collect:
            return None, [bad]
        raise bad
    reader = _Reader(source, collect, reference)
    head_end, pieces = _split(text)
    misnamed = _misplaced_section(source, text[:head_end])
    try:
        head = reader.parse(text[:head_end], 1, "headAlone")
    except ParseError as e:
        if misnamed is not None and (e.line, e.column) >= (misnamed.line, misnamed.column):
            raise misnamed from None
        raise _in_table_line(source, e, reference) from None
    if reader.errors:
        errors = [_in_table_line(source, e, reference) for e in reader.errors]
        if misnamed is not None:
            # The head's errors from a misnamed or misplaced section on follow from it (`=== plan`
            # leaves no `=== Plan`: the plan's lines are read as the head's): it alone is said.
            errors = [e for e in errors if (e.line, e.column) < (misnamed.line, misnamed.column)] + [misnamed]
        reader.errors[:] = errors
    elif misnamed is not None:  # a head the grammar takes all the same (`=== Tables` twice: empty
        raise misnamed  # Extensions, then Tables)
    version, extensions, tables = head if head is not None else (None, [], [])
    plan_lines: Iterable[n.Named | n.RelLine] = reader.plan_lines(pieces)
    if collect:
        head_failed = bool(reader.errors)
        plan_lines = list(plan_lines)  # the plan's syntax errors too, after the head's
        errors = sorted(reader.errors + reader.refused, key=lambda e: (e.line, e.column))
        return None if head_failed else n.Document(version, extensions, plan_lines, tables), errors
    return n.Document(version, extensions, plan_lines, tables), []


SECTIONS: Final = ("Version", "Extensions", "Tables", "Plan")
_SECTION_LINE: Final = re.compile(r"^[ \t]*===[ \t]*([A-Za-z_][A-Za-z0-9_]*)", re.MULTILINE)


def section_hint(word: str) -> str:
    """The hint for a section named ``word``, which names none."""
    sections = "sections are '=== Version', '=== Extensions', '=== Tables' and '=== Plan', in that order"
    suggestion = did_you_mean(word, SECTIONS)
    return sections if suggestion is None else f"{suggestion} {sections}"


def _misplaced_section(source: Source, head: str) -> ParseError | None:
    """An error at the head's first `=== Word` line whose word names no section, or a section
    given again or after one that follows it, if any."""
    last = -1
    for m in _SECTION_LINE.finditer(head):
        word = m.group(1)
        line = head.count("\n", 0, m.start()) + 1
        column = m.start(1) - m.start() + 1
        if word not in SECTIONS:
            return ParseError(f"unknown section '=== {word}'", line, column, source.line(line), section_hint(word))
        if SECTIONS.index(word) <= last:
            again = SECTIONS.index(word) == last
            return ParseError(f"'=== {word}' {'again' if again else 'after ' + repr('=== ' + SECTIONS[last])}",
                              line, column, source.line(line),
                              "sections come once each, in the order '=== Version', '=== Extensions', "
                              "'=== Tables', '=== Plan'")
        last = SECTIONS.index(word)
    return None


def _in_table_line(source: Source, error: ParseError, reference: bool) -> ParseError:
    """``error``, or where it is at the start of a `=== Tables` line (the head's reader, finding a
    table line it cannot read there or below, expects a section instead), the error of the first
    such line read as a plan line, or of the line below them that is none."""
    if error.column != 1 or not (error.source_line or "").startswith("Table["):
        return error
    line = error.line
    while source.line(line).startswith("Table["):
        piece = [source.line(line)]  # the line, and its continuation (and comment) lines
        while line + len(piece) <= source.count() and not _PLAN_LINE.match(source.line(line + len(piece))):
            piece.append(source.line(line + len(piece)))
        try:
            _Reader(source, False, reference).parse("\n".join(piece), line, "planLineAlone")
        except ParseError as within:
            return within
        line += len(piece)
    text = source.line(line)  # the line where the table lines stop: no section, so no table line
    if text.strip() and not text.lstrip().startswith("==="):
        return ParseError("not a table line", line, len(text) - len(text.lstrip()) + 1, text,
                          "each line under '=== Tables' declares a table: Table[name => a:i64, b:string]")
    return error


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
        return self._all_lines()[number - 1] if 0 < number <= self.count() else ""

    def count(self) -> int:
        """How many lines the text has."""
        return len(self._all_lines())

    def _all_lines(self) -> list[str]:
        if self._lines is None:
            self._lines = source_lines(self.text)
        return self._lines


# The `=== Plan` line, always at the start of a line in a well-formed text.
_PLAN_HEADER: Final = re.compile(r"^[ \t]*===[ \t]*Plan(?![A-Za-z0-9_])", re.MULTILINE)
# A line that starts a plan line: not blank, not a comment, not a `-` continuation.
_PLAN_LINE: Final = re.compile(r"^[ \t]*+(?!-|//|\r?$)", re.MULTILINE)  # *+: no backtracking into the blanks


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
    """The two recognizers, reused for every piece of a document (ANTLR's made on the first
    piece the fast one cannot read)."""

    def __init__(self, source: Source, collect: bool, reference: bool = False) -> None:
        self.source = source
        self.collect = collect
        self.actions = _Actions(source)
        self.table = self.actions.table()
        self.fast = None if reference else fast_parser.Parser(self.table)
        self._reference: Reference | None = None
        self.refused: list[ParseError] = []  # collected: the plan lines' errors the actions raised

    @property
    def errors(self) -> list[ParseError]:
        return self._reference.errors if self._reference is not None else []

    def parse(self, text: str, first_line: int, rule: str) -> Any:
        """What the actions make of ``rule`` over ``text`` (which starts at
        line ``first_line``), or None if it has syntax errors and they are collected.

        The fast recognizer reads it if it can.  Otherwise ANTLR does: its
        fast SLL prediction is exact for every text it accepts; only a text
        it rejects is parsed again with full LL, which finds the real error
        and, with ``collect``, recovers to find more.  An error the actions
        raise on the fast path is raised again on ANTLR's, unless a syntax
        error comes first there.
        """
        self.actions.text = text
        if self.fast is not None:
            tokens = fast_lexer.tokenize(text, first_line)
            if tokens is not None:
                try:
                    result = self.fast.parse(tokens, rule)
                except ParseError:
                    result = None
                except RecursionError:
                    if not deep.on_large_stack():
                        raise  # deep.run reads the text again on a large stack
                    column = len(text) - len(text.lstrip(" ")) + 1  # the line's first word
                    raise ParseError(deep.TOO_DEEP, first_line, column, self.source.line(first_line),
                                     deep.TOO_DEEP_HINT) from None
                if result is not None:
                    return result
        if self._reference is None:
            from substrait_explain.text.antlr_reader import Reference

            self._reference = Reference(self.source, self.collect)
        return self._reference.parse(text, first_line, rule, self.table)

    def plan_lines(self, pieces: Iterator[tuple[int, str]]) -> Iterator[n.Named | n.RelLine]:
        for first_line, text in pieces:
            try:
                line = self.parse(text, first_line, "planLineAlone")
            except ParseError as e:  # the actions' (an indentation, a plan field's place)
                if not self.collect:
                    raise
                self.refused.append(e)
                line = None
            if line is not None:
                yield line
            elif text.lstrip(" \t").startswith("==="):  # a section after the plan's (its error is
                return  # collected): what follows is not plan lines
            else:  # its errors are collected
                broken = _broken_line(first_line, text)
                if broken is not None:
                    yield broken


def _broken_line(first_line: int, text: str) -> n.BrokenLine | None:
    """Where the plan line ``text``, which has syntax errors, stands, as far as its first
    characters tell, so that the build knows what it leaves unknown; None for a `name=value`
    plan field, which leaves nothing unknown (no relation takes it as an input)."""
    body = text.lstrip(" \t")
    blanks = text[:len(text) - len(body)]
    name, assign, value = body.partition("=")
    if assign and not value.startswith(">") and name.strip().isidentifier():
        return None
    digits = body[1:len(body) - len(body[1:].lstrip("0123456789"))]
    label = int(digits) if body.startswith("%") and digits else None
    indent = -1 if "\t" in blanks else len(blanks)
    return n.BrokenLine(first_line, len(blanks) + 1, "", None, [], indent, label, addendum=body.startswith("+"))
