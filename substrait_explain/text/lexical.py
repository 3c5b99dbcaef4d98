"""The lexical facts of the text format, stated once: which words are bare
identifiers, how strings and names are quoted and escaped, and how escapes
read back.  The grammar (grammar/SubstraitExplainLexer.g4) is the source these
follow: IDENT is ``[A-Za-z_][A-Za-z0-9_]*``, and ``true``, ``false`` and
``null`` are keywords.
"""

from __future__ import annotations

import functools
import re
from typing import Final

KEYWORDS: Final = frozenset({"true", "false", "null"})
_IDENTIFIER: Final = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
# A declared function or type name written bare: an identifier, optionally
# followed by its `:signature` (`add:i64_i64`).
# A user-defined argument type in the signature is `u!name` (`json_extract_path:u!json_str`).
_SIGNED_NAME: Final = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(:(u!)?[A-Za-z0-9_]*(_u![A-Za-z0-9_]*)*)?")  # `count:` too


def is_identifier(text: str) -> bool:
    """Whether ``text`` reads back as a bare identifier (not a keyword)."""
    return _IDENTIFIER.fullmatch(text) is not None and text not in KEYWORDS


def is_signed_name(text: str) -> bool:
    """Whether ``text`` is written bare as a function or type name, `name` or `name:signature`."""
    return _SIGNED_NAME.fullmatch(text) is not None and text not in KEYWORDS


# The characters :func:`escape` changes, but for the quote itself.
_ESCAPED: Final = re.compile(r"[\\\x00-\x1f\x7f\x85\u2028\u2029\ud800-\udfff]")


def escape(text: str, quote: str) -> str:
    """``text`` for the inside of a ``quote``-delimited string: backslash,
    the quote and the control and line-breaking characters escaped."""
    if quote not in text and _ESCAPED.search(text) is None:
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


_NOT_A_WORD: Final = re.compile(r'[\s"]')


def quote_word(text: str) -> str:
    """A declared URN or name: bare unless empty or holding a space or a double quote."""
    if text and not _NOT_A_WORD.search(text):
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
