"""The tokens of a plan text, by the rules of the Pygments lexer (text/pygments_lexer.py).

The server finds what is under the cursor, the range a diagnostic covers
and the semantic tokens editors colour with from them: one set of lexical
rules for the HTML page, the terminal and the editor.
"""

from __future__ import annotations

from dataclasses import dataclass

from pygments.token import (
    Comment,
    Keyword,
    Name,
    Number,
    Operator,
    String,
    _TokenType,
)

from substrait_explain.text.pygments_lexer import SubstraitExplainLexer

_LEXER = SubstraitExplainLexer()


@dataclass(frozen=True)
class Tok:
    line: int  # 0-based
    start: int  # string index in its line
    end: int
    kind: _TokenType
    text: str


def line_tokens(text: str, line: int = 0) -> list[Tok]:
    """The tokens of ``text`` (one line, or several: each token is cut at line ends)."""
    out = []
    row, line_start = line, 0
    for offset, kind, value in _LEXER.get_tokens_unprocessed(text):
        pos = offset
        for piece in value.split("\n"):
            if piece and not piece.isspace():
                out.append(Tok(row, pos - line_start, pos - line_start + len(piece), kind, piece))
            pos += len(piece)
            if pos < offset + len(value):  # a line feed follows the piece
                row, line_start = row + 1, pos + 1
                pos += 1
    return out


def token_at(line_text: str, column: int) -> Tok | None:
    """The token of one line that covers ``column``, or ends right at it (the
    cursor after a word is on the word)."""
    before = None
    for tok in line_tokens(line_text):
        if tok.start <= column < tok.end:
            return tok
        if tok.end == column:
            before = tok
    return before


def span_at(line_text: str, column: int) -> tuple[int, int]:
    """The range a diagnostic at ``column`` covers: the token starting there, or one character."""
    for tok in line_tokens(line_text):
        if tok.start <= column < tok.end:
            return column, tok.end
    return column, min(column + 1, len(line_text)) if column < len(line_text) else column


# The semantic token types the server uses, in the legend's order, and which Pygments tokens are each.
LEGEND = ["keyword", "namespace", "class", "function", "variable", "property", "enumMember", "type",
          "comment", "string", "number", "operator", "label"]
_TYPES: list[tuple[_TokenType, str]] = [
    (Keyword.Type, "type"), (Keyword.Constant, "keyword"), (Keyword, "keyword"),
    (Name.Namespace, "namespace"), (Name.Class, "class"), (Name.Function, "function"),
    (Name.Variable, "variable"), (Name.Attribute, "property"), (Name.Constant, "enumMember"),
    (Name.Label, "label"), (Comment, "comment"), (String, "string"), (Number, "number"), (Operator, "operator"),
]


def semantic_type(kind: _TokenType) -> int | None:
    """The legend index of a Pygments token type, or None for tokens left uncoloured."""
    for parent, name in _TYPES:
        if kind in parent:
            return LEGEND.index(name)
    return None
