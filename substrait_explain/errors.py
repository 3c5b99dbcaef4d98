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
        out = [f"{self.source}:{self.line}:{self.column}: {self.message}"]
        if self.source_line is not None:
            shown = self.source_line.rstrip("\r\n").expandtabs(1)
            out.append(f"  {shown}")
            out.append("  " + " " * (self.column - 1) + "^")
        if self.hint:
            out.append(f"  hint: {self.hint}")
        return "\n".join(out)

    def with_source(self, source: str) -> ParseError:
        """The same error, naming ``source`` (a file name) instead of ``<text>``."""
        return ParseError(self.message, self.line, self.column, self.source_line, self.hint, source)


class LoadError(Error):
    """Bytes or JSON that are not a Substrait plan in any format we read."""


class FormatError(Error):
    """A plan that cannot be written as text (for example a broken reference)."""
