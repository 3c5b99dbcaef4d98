"""`validate`'s findings as the protocol's diagnostics.

Each finding keeps its severity, its message and its hint (the hint as the
command line gives it, on a line of its own), and covers the token at its
line and column; a finding about the whole plan sits at its start.
"""

from __future__ import annotations

from lsprotocol import types as t

from substrait_explain.text.syntax import source_lines
from substrait_explain.tools.lsp.analysis import Units
from substrait_explain.tools.lsp.tokens import span_at
from substrait_explain.tools.validate import ERROR, WARNING, Diagnostic, validate

SOURCE = "substrait-explain"
_SEVERITY = {ERROR: t.DiagnosticSeverity.Error, WARNING: t.DiagnosticSeverity.Warning}


def diagnostics(text: str, units: Units | None = None) -> list[t.Diagnostic]:
    """Everything `validate` finds in ``text``, each at its range."""
    units = units or Units()
    lines = source_lines(text)
    return [_convert(d, lines, units) for d in validate(text, "text")]


def _convert(d: Diagnostic, lines: list[str], units: Units) -> t.Diagnostic:
    line, start, end_line, end = _place(d, lines)
    message = d.message + (f" [at {d.path}]" if d.path and d.line is None else "")
    if d.hint:
        message += f"\nhint: {d.hint}"
    return t.Diagnostic(
        range=t.Range(t.Position(line, units.to_client(lines[line], start)),
                      t.Position(end_line, units.to_client(lines[end_line], end))),
        message=message,
        severity=_SEVERITY.get(d.severity, t.DiagnosticSeverity.Information),
        source=SOURCE,
    )


def _place(d: Diagnostic, lines: list[str]) -> tuple[int, int, int, int]:
    """(line, column, end line, end column), 0-based string indexes, within the text."""
    if d.line is None:
        return 0, 0, 0, 0
    line = min(max(d.line - 1, 0), len(lines) - 1)
    column = min(max((d.column or 1) - 1, 0), len(lines[line]))
    # Where validate says where the finding ends (1-based, past its token), that is its end;
    # else the token at its column is.
    end_column = getattr(d, "end_column", None)
    if end_column is not None and end_column - 1 > column:
        return line, column, line, min(end_column - 1, len(lines[line]))
    start, end = span_at(lines[line], column)
    return line, start, line, end
