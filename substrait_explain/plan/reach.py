"""Which messages of a plan a walk over its removed or unknown fields must visit, found in its bytes.

Reading a binary plan's removed fields (plan/legacy.py) and writing them again (plan/old_fields.py)
walk the plan through protobuf's Python API, which costs about a microsecond a field.  The messages
that matter are few (in real plans, some 4 % of them): those holding fields their proto does not
know, and those of the kinds a walk writes old fields into, with the messages above them.  One pass
over the plan's bytes, in compiled code with the generated reader's tables (which tell the fields
each message knows, by tag, as protobuf does), finds them; the walk enters only those.

A walk's rules may also add messages (an old argument read into today's, a Fetch's count
expression): they are walked whole, as they are not in the bytes read.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from substrait_explain.generated.messages import KINDS, MESSAGE, Field, Kind, Unreadable, length_at, skip_field, tag_at

if TYPE_CHECKING:  # compiled, positions are machine integers (no runtime import)
    from mypy_extensions import i64


class Reach:
    """A message the walk visits.  ``fields``: for each of its message fields on the wire, by
    number, what lies in each of its values, in order (None: nothing the walk wants); None
    itself when every message in it is to be visited (see :data:`WHOLE`)."""

    __slots__ = ("fields",)

    def __init__(self, fields: dict[int, list[Reach | None]] | None) -> None:
        self.fields = fields

    def inside(self, number: int, count: int) -> list[Reach | None]:
        """What lies in the ``count`` values a message field ``number`` of the message now holds:
        those not in the bytes read (its walk's rule made them) are walked whole."""
        fields = self.fields
        if fields is None:
            return [WHOLE] * count
        found = fields.get(number)
        if found is None or len(found) != count:
            return [WHOLE] * count
        return found


WHOLE: Final = Reach(None)


def of(data: bytes, root: str, kinds: frozenset[str], unknown: bool) -> Reach:
    """What a walk over the message ``data`` (of the kind named ``root``, as protobuf writes it: each
    repeated field's values together) visits: the messages of ``kinds`` (full names), with
    ``unknown`` those holding fields their proto does not know, and every message above one.
    :data:`WHOLE` for bytes the reader's tables cannot follow, or that nest past :data:`_DEPTH`."""
    try:
        found = _read(data, KINDS[root], 0, len(data), kinds, unknown, 0)
    except Unreadable:
        return WHOLE
    assert found is not None  # (the message itself, at depth 0, is always visited)
    return found


def holds_below(data: bytes, root: str) -> bool:
    """Whether a message inside the message ``data`` (of the kind named ``root``) holds fields its
    proto does not know; True for bytes the reader's tables cannot follow."""
    fields = of(data, root, frozenset(), unknown=True).fields
    return fields is None or any(inner is not None for values in fields.values() for inner in values)


# How deep the reading recurses before it gives up (a plan this deep is walked whole): real
# plans nest a few dozen messages deep, and a binary one at most 100 (protobuf's reader stops
# there); one read from text or JSON may nest deeper.
_DEPTH: Final = 200


def _read(data: bytes, kind: Kind, start: i64, end: i64, kinds: frozenset[str], unknown: bool, depth: i64
          ) -> Reach | None:
    """The Reach of the message ``data[start:end]`` of ``kind``; None when the walk has nothing to
    visit in it.  Recursive, and so without an object made for each message read, only for those
    the walk visits."""
    if depth > _DEPTH:
        raise Unreadable()
    if not kind.ready:
        kind.prepare()
    by_tag = kind.by_tag
    found: list[tuple[i64, Reach]] | None = None  # (where a message starts, its Reach) in order
    holds_unknown = False
    pos = start
    tag: i64
    n: i64
    while pos < end:
        field, tag, pos = _field_at(by_tag, data, pos, end)
        if field is None:
            holds_unknown = True
            pos = skip_field(data, pos, end, tag)
        elif field.how == MESSAGE:
            n, pos = length_at(data, pos, end)
            inner = _read(data, field.kind, pos, pos + n, kinds, unknown, depth + 1)
            if inner is not None:
                if found is None:
                    found = []
                found.append((pos, inner))
            pos += n
        else:
            pos = skip_field(data, pos, end, tag)
    if pos != end:
        raise Unreadable()
    if found is None and not (unknown and holds_unknown) and depth and kind.full_name not in kinds:
        return None
    return _reach(data, kind, start, end, found or [])


def _reach(data: bytes, kind: Kind, start: i64, end: i64, found: list[tuple[i64, Reach]]) -> Reach:
    """The Reach of a message the walk visits: each of its message fields' values, in order."""
    fields: dict[int, list[Reach | None]] = {}
    k: i64 = 0
    by_tag = kind.by_tag
    pos = start
    tag: i64
    n: i64
    while pos < end:
        field, tag, pos = _field_at(by_tag, data, pos, end)
        if field is None or field.how != MESSAGE:
            pos = skip_field(data, pos, end, tag)
            continue
        n, pos = length_at(data, pos, end)
        inner: Reach | None = None
        if k < len(found) and found[k][0] == pos:
            inner = found[k][1]
            k += 1
        values = fields.get(field.number)
        if values is None:
            fields[field.number] = [inner]
        elif field.repeated:
            values.append(inner)
        else:
            return WHOLE  # a message given twice, which protobuf merges: its parts' places differ from the whole's
        pos += n
    return Reach(fields)


def _field_at(by_tag: list[Field | None], data: bytes, pos: i64, end: i64) -> tuple[Field | None, i64, i64]:
    """The field whose tag is at ``pos`` (None: one its message does not know), the tag, and
    where its value starts."""
    tag: i64 = data[pos]
    if tag < 128:  # most tags take one byte
        pos += 1
    else:
        tag, pos = tag_at(data, pos, end)
    return (by_tag[tag] if tag < len(by_tag) else None), tag, pos
