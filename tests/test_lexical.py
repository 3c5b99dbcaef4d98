"""The lexical checks (text/lexical.py) against the regular expressions they stand for.

The module checks with string methods (compiling the expressions cost every process's import);
the expressions, straight from the grammar's rules, stay here as the oracle: every string of a
small alphabet of the characters that matter, up to four long, and any text hypothesis draws.
"""

from __future__ import annotations

import itertools
import re

from hypothesis import given
from hypothesis import strategies as st

from substrait_explain.text import lexical

IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")  # the grammar's IDENT
SIGNED_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(:(u!)?[A-Za-z0-9_]*(_u![A-Za-z0-9_]*)*)?")
ESCAPED = re.compile(r"[\\\x00-\x1f\x7f\x85\u2028\u2029\ud800-\udfff]")  # what escape() changes

KEYWORDS = {"true", "false", "null"}
# Letters, a digit, `_`, `u`, `!`, `:` (a signature's parts), quotes, a backslash, white space
# that is and is not printable, control characters, a line separator, a lone surrogate, and
# letters and digits Python calls identifier characters or decimals but the grammar does not.
ALPHABET = ["a", "Z", "0", "_", "u", "!", ":", "'", '"', "\\", " ", "\t", "\xa0", "\x01", "\x7f", "\x85", "\u2028",
            "\ud800", "é", "٣"]


def strings(longest: int = 4):
    for n in range(longest + 1):
        for chars in itertools.product(ALPHABET, repeat=n):
            yield "".join(chars)


# An escape as escape() writes it: `\\uXXXX`, or a backslash and the character it stands for.
ONE_ESCAPE = re.compile(r"\\(u[0-9a-f]{4}|.)", re.S)


def expected_word(text: str) -> bool:
    return bool(text) and not text.startswith('"') and not re.search(r"\s", text)


def check(text: str) -> None:
    assert lexical.is_identifier(text) == (IDENT.fullmatch(text) is not None and text not in KEYWORDS), text
    assert lexical.is_signed_name(text) == (SIGNED_NAME.fullmatch(text) is not None and text not in KEYWORDS), text
    for quote in "'\"":
        escaped = lexical.escape(text, quote)
        assert (escaped == text) == (quote not in text and ESCAPED.search(text) is None), text
        # Its escapes taken out, nothing is left that needed one, and unescaping gives the text back.
        rest = ONE_ESCAPE.sub("", escaped)
        assert quote not in rest and ESCAPED.search(rest) is None, text
        if not any("\ud800" <= c <= "\udfff" for c in text):  # a lone surrogate is written, never read
            assert lexical.unescape(escaped) == text, text
    assert (lexical.quote_word(text) == text) == expected_word(text), text


def test_every_short_string_of_the_characters_that_matter():
    for text in strings():
        check(text)


@given(st.text())
def test_any_text(text):
    check(text)


@given(st.from_regex(SIGNED_NAME, fullmatch=True))
def test_any_signed_name(text):
    check(text)
    assert lexical.is_signed_name(text) == (text not in KEYWORDS)


def test_named_cases():
    assert lexical.is_signed_name("add:i64_i64")
    assert lexical.is_signed_name("count:")
    assert lexical.is_signed_name("json_extract_path:u!json_str")
    assert lexical.is_signed_name("f:i64_u!a_u!b")
    assert not lexical.is_signed_name("f:i64u!a")  # `u!` only at the start or after `_`
    assert not lexical.is_signed_name("f:u!u!a")
    assert not lexical.is_signed_name("f:a:b")
    assert not lexical.is_signed_name("true")
    assert not lexical.is_identifier("é")  # an identifier to Python, not to the grammar
    assert lexical.escape("a\u2028b", "'") == "a\\u2028b"
    assert lexical.escape("a\\b", "'") == "a\\\\b"
    assert lexical.escape("a\xa0b", "'") == "a\xa0b"  # not printable to Python, nothing to escape
    assert lexical.quote_word("a\xa0b") == '"a\xa0b"'  # white space
    assert lexical.quote_word("a\x01b") == "a\x01b"  # not white space: bare (escape() is for quotes)
