"""Column masks (`Expression.MaskExpression`) as text, both ways.

A read's column mask lists the columns it keeps: `projection=[$0, $5]`, runs of three or
more in order as a range, `projection=[$0..$3, $7]` (not in the `verbose` style).  A
struct selection of plain fields is that list wherever it appears; as a
whole mask the list also keeps a single selected column wrapped in its struct
(`maintain_singular_struct`, what DuckDB writes), and `(select=[$0, $5])` is
the mask that does not (what DataFusion writes).  A selection into nested
fields keeps the explicit form `(select=(struct_items=[(field=1, child=...)]))`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from substrait.proto import Expression

from substrait_explain.base.errors import INDEX, check_int, error_at
from substrait_explain.generated.messages import has
from substrait_explain.text import nodes as n

MASK: Final = Expression.MaskExpression.DESCRIPTOR.full_name
SELECT: Final = Expression.MaskExpression.StructSelect.DESCRIPTOR.full_name


def format_select(select: Expression.MaskExpression.StructSelect, compact: bool = True) -> str | None:
    """`[$0, $5]`, runs of three or more columns in order as `$2..$9` when ``compact``, or None
    when an item goes into nested fields."""
    if any(has(item, "child") or item.field < 0 for item in select.struct_items):
        return None
    return "[" + ", ".join(column_refs([item.field for item in select.struct_items], compact)) + "]"


_DOLLARS: Final = [f"${i}" for i in range(256)]  # `$i`: plans list a few hundred columns at most
RUN: Final = 3  # the shortest run written as a range


def _ref(i: int) -> str:
    return _DOLLARS[i] if 0 <= i < 256 else f"${i}"


def column_refs(columns: Sequence[int], compact: bool = True) -> list[str]:
    """`$i` for each of ``columns``, runs of :data:`RUN` or more in order as `$a..$b` when
    ``compact`` (a mask's list, an emit)."""
    if not compact:
        return [_ref(i) for i in columns]
    out = []
    at, end = 0, len(columns)
    while at < end:
        stop = at + 1
        while stop < end and columns[stop] == columns[stop - 1] + 1:
            stop += 1
        if stop - at >= RUN and columns[at] >= 0:
            out.append(f"{_ref(columns[at])}..{_ref(columns[stop - 1])}")
        else:
            out.extend(_ref(i) for i in columns[at:stop])
        at = stop
    return out


def format_mask(mask: Expression.MaskExpression, compact: bool = True) -> str | None:
    """The list form of a mask that keeps a single column's struct, else None."""
    if not mask.maintain_singular_struct or not has(mask, "select"):
        return None
    return format_select(mask.select, compact)


def build(node: n.Node, target: Expression.MaskExpression | Expression.MaskExpression.StructSelect) -> bool:
    """Fill ``target`` from the list form; False when ``node`` is not a list."""
    if not isinstance(node, n.List):
        return False
    select = target.select if isinstance(target, Expression.MaskExpression) else target
    select.SetInParent()
    for item in node.values:
        if isinstance(item, n.Range):
            check_int(item, item.end, INDEX, "is out of range for a column")
            for field in range(item.start, item.end + 1):
                select.struct_items.add().field = field
            continue
        if not (isinstance(item, n.Ref) and len(item.path) == 1 and not item.steps_out and item.rooted):
            raise error_at(item, "a column mask lists columns like $0",
                           "for nested fields write (select=(struct_items=[(field=1, child=...)]))")
        select.struct_items.add().field = check_int(item, item.path[0], INDEX, "is out of range for a column")
    if isinstance(target, Expression.MaskExpression):
        target.maintain_singular_struct = True
    return True
