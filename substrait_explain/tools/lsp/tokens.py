"""The tokens of a plan text, by the rules of the Pygments lexer (text/pygments_lexer.py).

The server finds what is under the cursor, the range a diagnostic covers
and the semantic tokens editors colour with from them: one set of lexical
rules for the HTML page, the terminal and the editor.
"""

from __future__ import annotations

import functools
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
    start: int  # string index in its line
    end: int
    kind: _TokenType
    text: str


@functools.lru_cache(maxsize=65536)  # an edit changes a line or two: the others are lexed once
def line_tokens(line: str) -> tuple[Tok, ...]:
    """The tokens of one line (blanks left out)."""
    return tuple(Tok(offset, offset + len(value), kind, value)
                 for offset, kind, value in _LEXER.get_tokens_unprocessed(line) if value and not value.isspace())


def token_index(tokens: tuple[Tok, ...], column: int) -> int | None:
    """Which of a line's tokens covers ``column``, or ends right at it (the cursor
    after a word is on the word)."""
    covering = next((i for i, tok in enumerate(tokens) if tok.start <= column < tok.end), None)
    return covering if covering is not None else next((i for i, tok in enumerate(tokens) if tok.end == column), None)


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


@functools.cache
def semantic_type(kind: _TokenType) -> int | None:
    """The legend index of a Pygments token type, or None for tokens left uncoloured."""
    for parent, name in _TYPES:
        if kind in parent:
            return LEGEND.index(name)
    return None
