"""Rows an engine answered: compared by value, and shown as a table, CSV or JSON.

Two answers agree when they have as many columns and the same rows, as a
multiset, or in order when the plan's top relation sorts.  Values compare by
what they are, not how an engine types them: 40 (i64), 40 (a HUGEINT sum) and
Decimal('40') are equal; floating point numbers are equal within a relative
tolerance of ``REL_TOL`` (sums of floats depend on the order of adding).
"""

from __future__ import annotations

import base64
import csv
import datetime
import decimal
import html
import io
import json
import math
from typing import Any

REL_TOL = 1e-9
ABS_TOL = 1e-12  # for values near zero, where a relative tolerance is no tolerance
NULL = "NULL"  # how a table for people shows a missing value


def same_value(a: Any, b: Any) -> bool:
    if a is None or b is None:
        return a is None and b is None
    if isinstance(a, bool) or isinstance(b, bool):
        return isinstance(a, bool) and isinstance(b, bool) and a == b
    if _is_number(a) and _is_number(b):
        if isinstance(a, float) or isinstance(b, float):
            x, y = float(a), float(b)
            if math.isnan(x) or math.isnan(y):
                return math.isnan(x) and math.isnan(y)
            return math.isclose(x, y, rel_tol=REL_TOL, abs_tol=ABS_TOL)
        return bool(a == b)
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return len(a) == len(b) and all(same_value(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, dict) and isinstance(b, dict):
        return list(a) == list(b) and all(same_value(a[k], b[k]) for k in a)
    return bool(a == b)


def same_row(a: tuple, b: tuple) -> bool:
    return len(a) == len(b) and all(same_value(x, y) for x, y in zip(a, b, strict=True))


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float, decimal.Decimal)) and not isinstance(value, bool)


def _key(value: Any) -> tuple:
    """A sort key that puts equal values side by side, whatever their types:
    numbers by value (floats rounded within the tolerance), then the rest."""
    if value is None:
        return (0,)
    if isinstance(value, bool):
        return (1, int(value))
    if _is_number(value):
        number = float(value)
        if math.isnan(number):
            return (2, math.inf, 1)
        return (2, float(f"{number:.9g}"), 0)
    if isinstance(value, (list, tuple)):
        return (4, tuple(_key(v) for v in value))
    if isinstance(value, dict):
        return (5, tuple((k, _key(v)) for k, v in value.items()))
    return (3, type(value).__name__, str(value))


def sorted_rows(rows: list[tuple]) -> list[tuple]:
    return sorted(rows, key=lambda row: tuple(_key(v) for v in row))


def first_difference(a: list[tuple], b: list[tuple], ordered: bool) -> int | None:
    """The index of the first row that differs between ``a`` and ``b`` (in
    order, or both sorted when not ``ordered``), or None when none does."""
    if not ordered:
        a, b = sorted_rows(a), sorted_rows(b)
    for i, (x, y) in enumerate(zip(a, b, strict=False)):
        if not same_row(x, y):
            return i
    return None if len(a) == len(b) else min(len(a), len(b))


# ---- writing -------------------------------------------------------------------

def cell(value: Any) -> str:
    """A value as a table for people shows it."""
    if value is None:
        return NULL
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, bytes):
        return "x'" + value.hex() + "'"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(cell(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {cell(v)}" for k, v in value.items()) + "}"
    if isinstance(value, float):
        return repr(value)
    return str(value)


def table(columns: list[str], rows: list[tuple], limit: int | None = None) -> str:
    """``rows`` under their column names, aligned, with a count of the rows."""
    shown = rows if limit is None else rows[:limit]
    cells = [[cell(v) for v in row] for row in shown]
    widths = [max([len(c)] + [len(r[i]) for r in cells]) for i, c in enumerate(columns)]
    numeric = [bool(shown) and all(_is_number(row[i]) or row[i] is None for row in shown)
               for i in range(len(columns))]

    def line(values: list[str]) -> str:
        return " | ".join(v.rjust(w) if num else v.ljust(w)
                          for v, w, num in zip(values, widths, numeric, strict=True)).rstrip()

    out = [line(columns), "-+-".join("-" * w for w in widths)] + [line(r) for r in cells]
    count = f"({len(rows)} row{'' if len(rows) == 1 else 's'}"
    more = len(rows) - len(shown)
    out.append(count + (f", {len(shown)} shown)" if more else ")"))
    return "\n".join(out)


def csv_text(columns: list[str], rows: list[tuple], limit: int | None = None) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(columns)
    for row in rows if limit is None else rows[:limit]:
        writer.writerow(["" if v is None else _plain(v) for v in row])
    return buffer.getvalue()


def _plain(value: Any) -> Any:
    """A value as JSON (and CSV) holds it: numbers stay numbers, but a Decimal
    with a fraction is a string, keeping its digits (a float would not); times
    are ISO strings, bytes base64."""
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else str(value)
    if isinstance(value, decimal.Decimal):
        return int(value) if value == value.to_integral_value() and value.is_finite() else str(value)
    if isinstance(value, (datetime.date, datetime.time, datetime.datetime)):
        return value.isoformat()
    if isinstance(value, datetime.timedelta):
        return str(value)
    if isinstance(value, bytes):
        return base64.b64encode(value).decode("ascii")
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    return str(value)


def json_rows(columns: list[str], rows: list[tuple], limit: int | None = None) -> dict:
    """The answer as JSON holds it: ``{"columns": [...], "rows": [[...], ...]}``."""
    return {"columns": columns, "rows": [[_plain(v) for v in row] for row in (rows if limit is None else rows[:limit])],
            "row_count": len(rows)}


def json_text(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False) + "\n"


def html_table(columns: list[str], rows: list[tuple], limit: int | None = None) -> str:
    shown = rows if limit is None else rows[:limit]
    head = "".join(f"<th>{html.escape(c)}</th>" for c in columns)
    body = "".join("<tr>" + "".join(f"<td>{html.escape(cell(v))}</td>" for v in row) + "</tr>" for row in shown)
    more = len(rows) - len(shown)
    note = f"<p>{len(rows)} rows, {len(shown)} shown</p>" if more else ""
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>{note}"
