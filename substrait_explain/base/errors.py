"""Errors raised on bad input.

Every error the package raises because of what it was given derives from
:class:`Error`, so callers can catch one class.  :class:`ParseError` points at
a place in a text: a 1-based line and column, the source line and a caret.
:func:`shown` writes a file's path so that a message naming it stays one line.
"""

from __future__ import annotations

import os
from typing import Protocol


class Error(Exception):
    """Base of every error substrait-explain raises on bad input."""


class ParseError(Error):
    """A text plan that does not follow the grammar or does not make a plan.

    ``line`` and ``column`` are 1-based.  ``str(error)`` shows
    ``source:line:column: message``, the offending line with a caret under the
    column, and a hint saying how to fix it when there is one.
    """

    def __init__(
        self,
        message: str,
        line: int,
        column: int,
        source_line: str | None = None,
        hint: str | None = None,
        source: str = "<text>",
    ) -> None:
        self.message = message
        self.line = line
        self.column = column
        self.source_line = source_line
        self.hint = hint
        self.source = source
        super().__init__(self._render())

    def _render(self) -> str:
        return render(f"{self.source}:{self.line}:{self.column}: {self.message}", self.source_line, self.column,
                      self.hint)

    def with_source(self, source: str) -> ParseError:
        """The same error, naming ``source`` (a file name) instead of ``<text>``."""
        return ParseError(self.message, self.line, self.column, self.source_line, self.hint, source)


def render(headline: str, source_line: str | None, column: int | None, hint: str | None) -> str:
    """An error as shown: its headline, then the source line with a caret
    under ``column`` (1-based) when there is one, then the hint."""
    out = [headline]
    if source_line is not None and column is not None:
        # Control characters show as their Unicode pictures (NUL as \u2400),
        # one column each, so the caret stays under its character.
        line, at = _around(source_line.rstrip("\r\n").expandtabs(1).translate(_PICTURES), column - 1)
        out.append("  " + line)
        out.append("  " + " " * _cells(line[:at]) + "^")
    if hint:
        out.append(f"  hint: {hint}")
    return "\n".join(out)


def _cells(text: str) -> int:
    """How many columns of a terminal ``text`` takes: a wide character (CJK, most emoji) two, a
    mark written over another (combining, enclosing) or a format character (a zero-width joiner)
    none."""
    if text.isascii():
        return len(text)
    import unicodedata  # here: only an error's caret after other than ASCII needs it

    return sum(0 if unicodedata.category(c) in ("Mn", "Me", "Cf") else 2 if unicodedata.east_asian_width(c) in "WF"
               else 1 for c in text)


_PICTURES = {code: 0x2400 + code for code in range(32)} | {0x7F: 0x2421}
_LONG = 160  # characters: a longer source line is shown in part, around the caret
_BEFORE = 40  # characters shown before the caret, at most


def _around(line: str, at: int) -> tuple[str, int]:
    """The part of a long ``line`` worth showing for a caret at ``at`` (0-based), and
    the caret's place in it: a deeply indented line keeps its text, not its thousands
    of spaces; `…` marks what was cut."""
    if len(line) <= _LONG:
        return line, at
    start = max(0, at - _BEFORE)
    while start < at and line[start] == " ":  # no indentation before the text shown
        start += 1
    stop = min(len(line), start + _LONG)
    head, tail = ("…" if start else ""), ("…" if stop < len(line) else "")
    return head + line[start:stop] + tail, at - start + len(head)


class LoadError(Error):
    """Bytes or JSON that are not a Substrait plan in any format we read."""


class UnknownFormat(LoadError):
    """Bytes whose format was left to detection and that are neither UTF-8
    text nor a binary plan: a command can say how to name the format."""

    PREFIX = "neither UTF-8 text nor a binary plan"


class FormatError(Error):
    """A plan that cannot be written as text (for example a broken reference)."""


class NestingError(Error):
    """Input nested too deeply to follow even on a large stack (see base/deep.py)."""


class Located(Protocol):
    """A piece of text with its place: every node of :mod:`nodes`."""
    line: int
    col: int


def error_at(node: Located, message: str, hint: str | None = None) -> ParseError:
    """A :class:`ParseError` at ``node``'s line and column."""
    return ParseError(message, node.line, node.col, None, hint)


# The ranges of protobuf's integer field types.  Protobuf rejects an integer
# out of its field's range with a bare ValueError, so every integer from the
# text passes :func:`check_int` first.
INT32 = (-(1 << 31), (1 << 31) - 1)
UINT32 = (0, (1 << 32) - 1)
INT64 = (-(1 << 63), (1 << 63) - 1)
UINT64 = (0, (1 << 64) - 1)
INDEX = (0, INT32[1])  # `$N` and emits: an int32 the text writes without a sign


def check_int(node: Located, value: int, bounds: tuple[int, int], problem: str, hint: str | None = None,
              shown: str | None = None) -> int:
    """``value`` if it lies within ``bounds``.  ``problem`` follows the number
    in the message: "is out of range for a field reference", "does not fit in
    i8"; ``shown`` is the text written, when ``value`` was computed from it."""
    low, high = bounds
    if not low <= value <= high:
        raise error_at(node, f"{value if shown is None else shown} {problem} ({low} to {high})", hint)
    return value


def shown(path: str | os.PathLike[str]) -> str:
    """A path as messages print it: bytes that are not UTF-8 and control
    characters (a newline in a file name) escaped, so a message stays one line."""
    text = os.fsencode(path).decode("utf-8", "backslashreplace")
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)
