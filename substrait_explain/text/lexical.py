"""The lexical facts of the text format, stated once: which words are bare
identifiers, how strings and names are quoted and escaped, and how escapes
read back.  The grammar (grammar/SubstraitExplainLexer.g4) is the source these
follow: IDENT is ``[A-Za-z_][A-Za-z0-9_]*``, and ``true``, ``false`` and
``null`` are keywords.
"""

from __future__ import annotations

import functools
from typing import Final

# The checks below are string methods, not regular expressions: compiling the four expressions
# they stand for took about 0.9 ms of every process's import (tests/test_lexical.py holds them,
# as the oracle).
KEYWORDS: Final = frozenset({"true", "false", "null"})


def _is_ident(text: str) -> bool:
    """``[A-Za-z_][A-Za-z0-9_]*``: an ASCII Python identifier is exactly that."""
    return text.isascii() and text.isidentifier()


def is_identifier(text: str) -> bool:
    """Whether ``text`` reads back as a bare identifier (not a keyword)."""
    return _is_ident(text) and text not in KEYWORDS


def is_signed_name(text: str) -> bool:
    """Whether ``text`` is written bare as a function or type name, `name` or `name:signature`:
    an identifier, then optionally `:` and a signature of ``[A-Za-z0-9_]`` in which a
    user-defined argument type is `u!name`, at its start or after a `_`
    (`json_extract_path:u!json_str`; `count:` too)."""
    name, _, signature = text.partition(":")
    if not _is_ident(name) or text in KEYWORDS:
        return False
    # Each `!` must end a `u!` at the start or a `_u!`; without those, only word characters stay.
    rest = signature.removeprefix("u!").replace("_u!", "_")
    return not rest or (rest.isascii() and rest.replace("_", "a").isalnum())


def escape(text: str, quote: str) -> str:
    """``text`` for the inside of a ``quote``-delimited string: backslash,
    the quote and the control and line-breaking characters escaped."""
    # Every character escaped below but the quote and the backslash is one Python does not
    # call printable (a control character, a line or paragraph separator, a surrogate).
    if quote not in text and "\\" not in text and text.isprintable():
        return text  # most strings: nothing to escape
    out = []
    for c in text:
        if c == "\\":
            out.append("\\\\")
        elif c == quote:
            out.append("\\" + quote)
        elif c == "\n":
            out.append("\\n")
        elif c == "\r":
            out.append("\\r")
        elif c == "\t":
            out.append("\\t")
        elif ord(c) < 0x20 or ord(c) == 0x7F or 0xD800 <= ord(c) <= 0xDFFF or ord(c) in (0x2028, 0x2029, 0x85):
            out.append(f"\\u{ord(c):04x}")
        else:
            out.append(c)
    return "".join(out)


def quote_string(text: str) -> str:
    """A string value: `'text'`."""
    return "'" + escape(text, "'") + "'"


@functools.lru_cache(maxsize=4096)
def quote_name(name: str) -> str:
    """A name as written: bare when it is an identifier, else double-quoted."""
    return name if is_identifier(name) else '"' + escape(name, '"') + '"'


# What ends a bare declared URN or name without being part of it: the white space Rust's
# trim_end takes off a line (Unicode's White_Space), as the crate reads a URN.
LINE_END_BLANKS: Final = ("\t\n\x0b\x0c\r \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006"
                          "\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000")


def quote_word(text: str) -> str:
    """A declared URN or name: bare unless empty, holding white space or starting with a double quote."""
    # (every white space character but the space is one Python does not call printable)
    if text and text[0] != '"' and " " not in text and (text.isprintable() or not any(c.isspace() for c in text)):
        return text
    return '"' + escape(text, '"') + '"'


_SIMPLE_ESCAPES: Final = {"n": "\n", "r": "\r", "t": "\t", "0": "\0", "\\": "\\", "'": "'", '"': '"'}
_HEX_ESCAPES: Final = {"x": 2, "u": 4, "U": 8}
_HEX: Final = frozenset("0123456789abcdefABCDEF")
ESCAPES_HINT: Final = "escapes are \\n, \\t, \\\\, \\', \\xHH, \\uHHHH and \\UHHHHHHHH"


def unescape(body: str) -> str:
    """``body``, the inside of a quoted string, with its escapes resolved;
    ValueError names a bad one."""
    if "\\" not in body:
        return body
    out, i = [], 0
    while i < len(body):
        c = body[i]
        if c != "\\":
            out.append(c)
            i += 1
            continue
        if i + 1 == len(body):
            raise ValueError("a lone \\ at the end: write \\\\ for a backslash")
        nxt = body[i + 1]
        width = _HEX_ESCAPES.get(nxt)
        if width is None:
            out.append(_SIMPLE_ESCAPES.get(nxt, nxt))
            i += 2
            continue
        digits = body[i + 2:i + 2 + width]
        if len(digits) != width or not _HEX.issuperset(digits):
            raise ValueError(f"bad escape \\{nxt}{digits}: it needs {width} hex digits")
        code = int(digits, 16)
        if 0xD800 <= code <= 0xDFFF or code > 0x10FFFF:
            raise ValueError(f"bad escape \\{nxt}{digits}: U+{code:04X} is not a character")
        out.append(chr(code))
        i += 2 + width
    return "".join(out)
