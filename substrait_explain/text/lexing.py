"""The tokenizer that runs the lexer tables generated from the grammar.

``python -m codegen`` turns the rules of grammar/SubstraitExplainLexer.g4 into
tables of regular expressions (generated/fast_lexer.py, whose docstring and
codegen/lexer_gen.py say how ANTLR's longest match is kept).  This module is
the loop that reads a text with them; it knows nothing of the grammar, so it
stays the same when the grammar changes, and it is one of the modules the
compiled build compiles (setup.py).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, Final

EOF: Final = -1  # ANTLR's token type at the end of the input

# The shapes of the generated tables (their comments in generated/fast_lexer.py say more):
# a regular expression's match; a rival (match, longest match, group number, rule priority);
# per group of an alternation: token type, may hold a line feed, mode commands, priority, rivals;
# an entry: the alternation's match (None: its first group is always the token), its groups by
# number (from 1), and the characters that continue a token its match is None for (a run of
# white space; "" for a one-character token).
Match = Callable[[str, int], "re.Match[str] | None"]
Rival = tuple[Match, Any, int, int]
Group = tuple[int, bool, "tuple[int, bool, int] | None", int, "tuple[Rival, ...] | None"]
Entry = tuple[Match | None, tuple[Any, ...], str]


class Token:
    """A token: its type, text, offset in the text, line (1-based) and column (0-based)."""

    __slots__ = ("type", "text", "start", "line", "column")

    def __init__(self, type: int, text: str, start: int, line: int, column: int) -> None:  # noqa: A002 (ANTLR's name)
        self.type = type
        self.text = text
        self.start = start
        self.line = line
        self.column = column

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Token) and (self.type, self.text, self.start, self.line, self.column) == \
            (other.type, other.text, other.start, other.line, other.column)

    def __repr__(self) -> str:
        return f"Token({self.type}, {self.text!r}, {self.start}, {self.line}, {self.column})"


def tokenize(text: str, line: int, modes: tuple[Any, ...]) -> list[Token] | None:
    """The default-channel tokens of ``text`` (which starts at line ``line``),
    ending with EOF, read with the lexer ``modes`` (see generated/fast_lexer.py);
    None where no rule matches."""
    out: list[Token] = []
    pos = 0
    end = len(text)
    line_start = 0
    mode = 0
    stack: list[int] = []
    table: dict[str, Entry] = modes[0][0]
    other: Entry | None = modes[0][1]
    while pos < end:
        entry = table.get(text[pos], other)
        if entry is None:
            return None
        match = entry[0]
        if match is None:  # always the entry's first group: a character, and any run of those listed
            matched: Group = entry[1][1]
            best_end = pos + 1
            run = entry[2]
            if run:
                while best_end < end and text[best_end] in run:
                    best_end += 1
        else:
            m = match(text, pos)
            if m is None:
                return None
            index = m.lastindex
            assert index is not None  # every alternative is a group
            matched = entry[1][index]
            best_end = m.end()
        token_type, multiline, mode_change, best, rivals = matched
        if rivals is not None:
            group = 0
            for rival, longest, number, priority in rivals:
                if longest > best_end - pos or (longest == best_end - pos and priority < best):
                    r = rival(text, pos)
                    if r is not None and (r.end() > best_end or (r.end() == best_end and priority < best)):
                        group, best_end, best = number, r.end(), priority
            if group:
                won: Group = entry[1][group]
                token_type, multiline, mode_change = won[0], won[1], won[2]
        if token_type:
            out.append(Token(token_type, text[pos:best_end], pos, line, pos - line_start))
        if multiline:
            breaks = text.count("\n", pos, best_end)
            if breaks:
                line += breaks
                line_start = text.rindex("\n", pos, best_end) + 1
        if mode_change is not None:
            push, pop, set_mode = mode_change
            if pop:
                if not stack:
                    return None
                mode = stack.pop()
            if push >= 0:
                stack.append(mode)
                mode = push
            if set_mode >= 0:
                mode = set_mode
            table = modes[mode][0]
            other = modes[mode][1]
        pos = best_end
    out.append(Token(EOF, "<EOF>", pos, line, pos - line_start))
    return out
