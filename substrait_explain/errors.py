"""Errors raised on bad input.

Every error the package raises because of what it was given derives from
:class:`Error`, so callers can catch one class.  :class:`ParseError` points at
a place in a text: a 1-based line and column, the source line and a caret.
"""

from __future__ import annotations


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
        out.append("  " + source_line.rstrip("\r\n").expandtabs(1).translate(_PICTURES))
        out.append("  " + " " * (column - 1) + "^")
    if hint:
        out.append(f"  hint: {hint}")
    return "\n".join(out)


_PICTURES = {code: 0x2400 + code for code in range(32)} | {0x7F: 0x2421}


class LoadError(Error):
    """Bytes or JSON that are not a Substrait plan in any format we read."""


class UnknownFormat(LoadError):
    """Bytes whose format was left to detection and that are neither UTF-8
    text nor a binary plan: a command can say how to name the format."""

    PREFIX = "neither UTF-8 text nor a binary plan"


class FormatError(Error):
    """A plan that cannot be written as text (for example a broken reference)."""
