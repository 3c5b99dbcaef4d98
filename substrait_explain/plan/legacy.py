"""Read plans written by older Substrait versions.

Substrait removes fields once their replacements have been around for a while,
so plans from older producers (DuckDB, DataFusion, Isthmus, ibis, ...) use
fields the pinned protos no longer know.  ``json_format.Parse`` rejects them,
and a binary decode keeps them only as unknown fields.  This module rewrites
those fields into their modern replacements, in place, before the plan is
used.  Removed field (old field number) -> replacement:

- ``Plan.extension_uris`` (1), a list of ``SimpleExtensionURI`` -> ``extension_urns``
- ``extension_uri_reference`` (1) of ``ExtensionFunction``, ``ExtensionType`` and
  ``ExtensionTypeVariation`` -> ``extension_urn_reference``
- ``FetchRel.offset`` (3) / ``count`` (4) -> ``offset_expr`` / ``count_expr`` i64 literals
- ``AggregateRel.Grouping.grouping_expressions`` (1) -> ``AggregateRel.grouping_expressions``
  shared by all groupings + ``Grouping.expression_references``
- ``ReadRel.VirtualTable.values`` (1), literal structs -> ``expressions``
- ``args`` of ``Expression.ScalarFunction`` (2), ``AggregateFunction`` (2) and
  ``Expression.WindowFunction`` (8) -> ``arguments``; an ``Expression.enum`` (10)
  argument -> ``FunctionArgument.enum`` (elsewhere, field 10 stays an unknown field)
- ``Expression.Literal.timestamp`` (14), ``time`` (17), ``timestamp_tz`` (27) and
  ``Type.timestamp`` (14), ``time`` (17), ``timestamp_tz`` (29), all in microseconds ->
  ``precision_timestamp``, ``precision_time``, ``precision_timestamp_tz`` with precision 6
- ``Expression.Literal.IntervalDayToSecond.microseconds`` (3) -> precision 6 + ``subseconds``
- ``Type.user_defined_type_reference`` (31) -> a non-nullable ``Type.user_defined``
- ``HashJoinRel``/``MergeJoinRel`` ``left_keys`` (4) + ``right_keys`` (5) -> ``keys``
  compared with ``SIMPLE_COMPARISON_TYPE_EQ``
- ``ReadRel.LocalFiles.FileOrFiles.format`` (5), ``FILE_FORMAT_PARQUET`` -> ``parquet``
  (``FILE_FORMAT_UNSPECIFIED``, the default, is no format at all)
- JSON enum names ``JOIN_TYPE_SEMI``/``ANTI``/``SINGLE`` -> ``JOIN_TYPE_LEFT_SEMI``/...,
  ``OUTPUT_MODE_MODIFIED_TUPLES`` -> ``OUTPUT_MODE_MODIFIED_RECORDS`` (same numbers)
- JSON field names ``Version.major``/``minor``/``patch`` -> ``major_number``/... (same numbers)
- JSON ``AdvancedExtension.optimization`` holding one payload -> a list of it (the field became
  repeated: the same wire)

Plans written during a migration often carry both the old and the new field
("dual-write").  The new field then wins.  Which removed fields a plan used, and
whether beside their replacements, is recorded in an :class:`OldUse`, so that
:mod:`old_fields` can write them again; so are the removed fields as they came, message
by message, for the places where deriving them again from today's would not give them
back (a dual write whose old values differ from the new, say).

Removed fields are read as protobuf read them with the old protos: of a oneof's members
(an old Type's kinds, an old Literal's, an old argument's ``enum`` beside an Expression's
other kinds), the last on the wire wins, and a message member written twice in a row is
merged.
"""

from __future__ import annotations

import functools
import math
import re
import struct
from collections.abc import Callable
from typing import Any, Final

from google.protobuf.message import DecodeError, Message
from google.protobuf.unknown_fields import UnknownFieldSet
from substrait.proto import (
    ComparisonJoinKey,
    Expression,
    FunctionArgument,
    Plan,
    ReadRel,
    SimpleExtensionURN,
    Type,
)

from substrait_explain.base.errors import LoadError
from substrait_explain.plan import nesting, reach, wire
from substrait_explain.plan.urns import urn_for_uri

__all__ = ["OldUse", "upgrade_binary", "upgrade_json"]

# The kinds of removed fields, each named for what it encodes (docs/FORMAT.md lists their fields).
KINDS: Final[tuple[str, ...]] = ("uris", "fetch", "grouping", "values", "args", "time", "interval", "user_type",
                                 "join_keys", "file_format")


class OldUse:
    """The removed fields a plan used: for each kind, in each place (the path of the
    message holding them, in proto field names), whether the plan held only the old
    field (``"old"``, the upgrade wrote the new one), or both (``"old+new"``), or
    neither could be told (``"either"``: the new field would have been empty); and
    the extension URIs it listed, (anchor, uri) in order."""

    def __init__(self) -> None:
        self.places: dict[str, dict[str, str]] = {}
        self.uris: list[tuple[int, str]] = []
        self.unknown = False  # whether a message holds fields no proto knows (plan/unknown.py)
        # The removed fields of each message that held some (by its path), as protobuf writes them:
        # as they came in binary; from JSON, its old values written in the wire format.
        self.read: dict[str, bytes] = {}

    def saw(self, path: str, kind: str, way: str) -> None:
        seen = self.places.setdefault(kind, {})
        # One way per message: old+new if any of its old fields had its replacement beside it.
        order = ("either", "old", "old+new")
        seen[path] = max(seen.get(path, "either"), way, key=order.index)


# --------------------------------------------------------------------------
# Extension URIs -> URNs (shared by JSON and binary)

def _urn_for_uri(uri: str, warnings: list[str]) -> str:
    """The URN of ``uri`` (see :mod:`substrait_explain.plan.urns`); a URI with no
    known URN is kept as its text (a consumer can still match it), with a warning."""
    urn = urn_for_uri(uri)
    if urn is None:
        _warn(warnings, f"extension URI {uri!r} is not a standard Substrait extension file; kept as the URN")
        return uri
    return urn


class _UrnTable:
    """The URN list a plan ends up with, and where each old URI anchor points in it.

    Starts from the URNs the plan already has (dual-write plans), adds the URN of each
    URI not yet there, keeping the URI's anchor when it is free, so a URI-only plan keeps
    all its anchors and references.
    """

    def __init__(self, urns: list[tuple[int, str]], warnings: list[str]) -> None:
        self.warnings = warnings
        self.anchor_of_urn: dict[str, int] = {}
        for anchor, urn in urns:
            self.anchor_of_urn.setdefault(urn, anchor)
        self.used = {anchor for anchor, _ in urns}
        self.by_uri_anchor: dict[int, int] = {}
        self.added: list[tuple[int, str]] = []

    def add_uri(self, anchor: int, uri: str, where: str) -> None:
        if anchor in self.by_uri_anchor:
            raise LoadError(f"{where}: extension URI anchor {anchor} is declared twice")
        urn = _urn_for_uri(uri, self.warnings)
        if urn not in self.anchor_of_urn:
            new_anchor = anchor if anchor not in self.used else max(self.used) + 1
            self.anchor_of_urn[urn] = new_anchor
            self.used.add(new_anchor)
            self.added.append((new_anchor, urn))
        self.by_uri_anchor[anchor] = self.anchor_of_urn[urn]

    def reference(self, uri_reference: int) -> int:
        # A reference to no URI (DataFusion writes 4294967295) is kept as it is:
        # it is just as dangling as a URN reference.
        return self.by_uri_anchor.get(uri_reference, uri_reference)


class _Visit:
    """A message the binary walk visits: the one it is in, and whether messages in it keep
    unknown fields once the walk is done (fields no proto knows: not removed ones)."""

    __slots__ = ("parent", "holds")

    def __init__(self, parent: _Visit | None) -> None:
        self.parent = parent
        self.holds = False

    def keeps_unknown(self) -> None:
        """The message keeps unknown fields: those it is in hold them."""
        outer = self.parent
        while outer is not None and not outer.holds:
            outer.holds = True
            outer = outer.parent


class _Context:
    def __init__(self, use: OldUse) -> None:
        self.warnings: list[str] = []
        self.urns: _UrnTable | None = None
        self.use = use
        self.visit: _Visit | None = None  # the message whose rule runs
        # The messages whose removed fields were taken, the unknown fields each keeps, and the message
        # whose rule took them (an Aggregate takes its groupings'), in order.
        self.drops: list[tuple[Message, bytes, _Visit]] = []

    def saw(self, path: str, kind: str, had_new: bool, wrote_new: bool = True) -> None:
        """An old field of ``kind`` in the message at ``path``: beside its
        replacement (``had_new``), or alone, the upgrade writing the replacement
        (``wrote_new``) or not (it would be empty, so either way fits)."""
        way = "old+new" if had_new else "old" if wrote_new else "either"
        self.use.saw(_snake(path), kind, way)  # JSON paths have the keys as written

    def read(self, path: str, data: bytes) -> None:
        """The removed fields ``data`` of the message at ``path``, as they came (more of them after any before)."""
        if data:
            path = _snake(path)
            self.use.read[path] = self.use.read.get(path, b"") + data


def _warn(warnings: list[str], message: str) -> None:
    if message not in warnings:
        warnings.append(message)


def _fetch_amount(name: str, value: int, where: str) -> int | None:
    """The literal for an old FetchRel ``offset``/``count``; None for ``count: -1`` (all rows)."""
    if name == "count" and value == -1:
        return None
    if value < 0:
        allowed = "0 or more, or -1 (all rows)" if name == "count" else "0 or more"
        raise LoadError(f"{where} is {value}; it must be {allowed}")
    return value


def _key_pairs(left: list[Any], right: list[Any], where: str) -> list[tuple[Any, Any]]:
    if len(left) != len(right):
        raise LoadError(f"{where}: the old join keys have {len(left)} left keys but {len(right)} right keys")
    return list(zip(left, right, strict=True))


# The removed ``FileOrFiles.FileFormat`` enum, by name; since Substrait 0.6 the oneof of format options.
FILE_FORMATS: Final = {"FILE_FORMAT_UNSPECIFIED": 0, "FILE_FORMAT_PARQUET": 1}
_FILE_FORMAT_OPTIONS: Final = ReadRel.LocalFiles.FileOrFiles.DESCRIPTOR.oneofs_by_name["file_format"]


def _file_format(value: Any, where: str) -> int:
    """The number of an old file format, by name (JSON) or number; no other has a modern form."""
    number = FILE_FORMATS.get(value) if isinstance(value, str) else value
    if number not in FILE_FORMATS.values() or isinstance(number, bool):
        raise LoadError(f"{where} is {value!r}; the removed FileFormat had only FILE_FORMAT_UNSPECIFIED (0) "
                        f"and FILE_FORMAT_PARQUET (1): write the format as today's options (parquet, orc, ...)")
    assert isinstance(number, int)
    return number


# The removed time kinds counted microseconds; their replacements take a precision.
_MICROSECOND_KINDS: Final = (
    ("timestamp", "precisionTimestamp"),
    ("time", "precisionTime"),
    ("timestampTz", "precisionTimestampTz"),
)


# --------------------------------------------------------------------------
# JSON


def upgrade_json(obj: dict, use: OldUse | None = None) -> list[str]:
    """Rewrite a protobuf-JSON ``Plan`` dict from an older Substrait version in place.

    Keys may be camelCase or snake_case.  Returns warnings about guesses made on the
    way; raises :class:`LoadError` for an old field that has no modern form.  ``use``,
    when given, records the removed fields read.
    """
    ctx = _Context(use=use or OldUse())
    try:
        _walk_json(Plan.DESCRIPTOR, obj, "", ctx)
    except (AttributeError, TypeError) as e:  # an old field holding a value of the wrong shape
        raise LoadError(f"not a Substrait plan: {e}") from e
    return ctx.warnings


def _snake(camel: str) -> str:
    if camel.lower() == camel:  # (a binary plan's paths, and most keys: no regular expression)
        return camel
    return re.sub(r"[A-Z]", lambda m: "_" + m.group().lower(), camel)


def _has(obj: dict, camel: str) -> bool:
    return camel in obj or _snake(camel) in obj


def _get(obj: dict, camel: str, default: Any = None) -> Any:
    return obj.get(camel, obj.get(_snake(camel), default))


def _pop(obj: dict, camel: str) -> Any:
    """Remove the field under either spelling; its value, or None if absent (as JSON null)."""
    values = [obj.pop(key) for key in (camel, _snake(camel)) if key in obj]
    return values[0] if values else None


def _key(obj: dict, camel: str) -> str:
    """The spelling ``obj`` already uses for a field, camelCase if it has none."""
    return _snake(camel) if _snake(camel) in obj else camel


def _int(value: Any, where: str) -> int:
    try:
        return int(value)  # protobuf JSON writes 64-bit integers as strings
    except (TypeError, ValueError):
        raise LoadError(f"{where}: expected an integer, got {value!r}") from None


def _join(path: str, key: str) -> str:
    return f"{path}.{key}" if path else key


def _walk_json(desc: Any, obj: Any, path: str, ctx: _Context) -> None:
    """Apply the rule for ``desc`` to ``obj``, then walk into its message fields.

    Rules run before the walk goes deeper, so what they produce (arguments made from
    old ``args``, say) is upgraded too.  Values of the wrong shape are left for
    ``json_format`` to report.
    """
    if not isinstance(obj, dict):
        return
    rule = _JSON_RULES.get(desc.full_name)
    if rule:
        rule(obj, path, ctx)
    inside = _json_fields(desc)
    for key, value in obj.items():
        inner = inside.get(key)
        if inner is None:
            continue
        if inner is _FLOAT:
            obj[key] = [_float_json(v) for v in value] if isinstance(value, list) else _float_json(value)
            continue
        where = _join(path, key)
        if isinstance(value, list):  # a repeated field
            for i, item in enumerate(value):
                _walk_json(inner, item, f"{where}[{i}]", ctx)
        else:
            _walk_json(inner, value, where, ctx)


# Message name -> its message fields' types by key (either spelling), protobuf's own messages
# aside, and its float fields' keys (_FLOAT).
_JSON_FIELDS: Final[dict[str, dict[str, Any]]] = {}
_FLOAT: Final = object()


def _json_fields(desc: Any) -> dict[str, Any]:
    """The message types of ``desc``'s message fields, and _FLOAT for its float fields, by their
    keys in JSON (either spelling), made when first asked: the walk looks up every key of every object."""
    found = _JSON_FIELDS.get(desc.full_name)
    if found is None:
        # (protoc refuses a field whose camelCase name is another's name: no key is two fields')
        found = {key: _FLOAT if fd.type == fd.TYPE_FLOAT else fd.message_type
                 for fd in desc.fields for key in (fd.name, fd.camelcase_name)
                 if fd.type == fd.TYPE_FLOAT
                 or fd.message_type is not None and not fd.message_type.full_name.startswith("google.protobuf.")}
        _JSON_FIELDS[desc.full_name] = found
    return found


def _float_json(value: Any) -> Any:
    """A float field's JSON value, rounded to a float first where it lies just past the largest
    float, as protobuf's C++ and Go readers take it: Go, Java, C++ and protobuf's Python itself write
    the largest float as 3.4028235e+38, a little above it, which protobuf's Python reader refuses
    ("Float value too large", protobuf issue 8336).  Anything else is left for protobuf to read."""
    try:
        number = float(value)  # a number, or a string holding one (JSON may quote them)
    except (TypeError, ValueError, OverflowError):  # (an integer past any float: protobuf says so)
        return value
    if not math.isfinite(number) or abs(number) <= _FLOAT_MAX:
        return value
    try:
        return struct.unpack("<f", struct.pack("<f", number))[0]
    except OverflowError:  # past the largest float even rounded: protobuf says so
        return value


_FLOAT_MAX: Final = float.fromhex("0x1.fffffep+127")


def _plan_json(obj: dict, path: str, ctx: _Context) -> None:
    urns = _get(obj, "extensionUrns") or []
    anchors = [_int(_get(u, "extensionUrnAnchor", 0), f"extensionUrns[{i}]") for i, u in enumerate(urns)]
    ctx.urns = _UrnTable([(anchor, _get(u, "urn", "")) for anchor, u in zip(anchors, urns, strict=True)], ctx.warnings)
    uris = _pop(obj, "extensionUris") or []
    if uris:
        ctx.saw(path, "uris", bool(urns))
        _read_json(ctx, path, "substrait.Plan", "extension_uris", uris)
    for i, uri in enumerate(uris):
        where = f"extensionUris[{i}]"
        anchor, text = _int(_get(uri, "extensionUriAnchor", 0), where), _get(uri, "uri", "")
        ctx.urns.add_uri(anchor, text, where)
        ctx.use.uris.append((anchor, text))
    if ctx.urns.added:
        obj[_key(obj, "extensionUrns")] = urns + [{"extensionUrnAnchor": a, "urn": u} for a, u in ctx.urns.added]
        _saw_added_urns(len(urns), ctx)


def _saw_added_urns(known: int, ctx: _Context) -> None:
    """Beside the plan's own URNs (a dual write), those added for its URIs stand for the URIs
    alone: each is a place of the kind, read the old way (``known``: how many the plan had)."""
    assert ctx.urns is not None
    if known:
        for i in range(len(ctx.urns.added)):
            ctx.saw(f"extension_urns[{known + i}]", "uris", False)


def _declaration_json(obj: dict, path: str, ctx: _Context) -> None:
    reference = _pop(obj, "extensionUriReference")
    # 0 is no reference to write back: binary cannot even hold it.
    if reference is not None and _int(reference, _join(path, "extensionUriReference")):
        ctx.saw(path, "uris", _has(obj, "extensionUrnReference"))
        _read_json(ctx, path, DECLARATIONS[0], "extension_uri_reference", reference)
    if reference is not None and not _has(obj, "extensionUrnReference"):
        assert ctx.urns is not None  # the plan, walked first, made it
        obj["extensionUrnReference"] = ctx.urns.reference(_int(reference, _join(path, "extensionUriReference")))


def _fetch_json(obj: dict, path: str, ctx: _Context) -> None:
    for name, new in (("offset", "offsetExpr"), ("count", "countExpr")):
        value = _pop(obj, name)
        if value is None:
            continue
        _read_json(ctx, path, "substrait.FetchRel", name, value)
        if _has(obj, new):
            _saw_fetch(path, new, True, True, ctx)
            continue
        where = _join(path, name)
        amount = _fetch_amount(name, _int(value, where), where)
        _saw_fetch(path, new, False, amount is not None, ctx)
        if amount is not None:
            obj[new] = {"literal": {"i64": str(amount)}}


def _saw_fetch(path: str, new: str, had_new: bool, wrote_new: bool, ctx: _Context) -> None:
    """An old offset or count of the Fetch at ``path``, whose replacement is ``new``: a place of
    the Fetch, and of the field (its offset and its count may be written different ways)."""
    ctx.saw(path, "fetch", had_new, wrote_new)
    ctx.saw(_join(path, new), "fetch", had_new, wrote_new)


def _aggregate_json(obj: dict, path: str, ctx: _Context) -> None:
    shared_key = _key(obj, "groupingExpressions")
    shared = list(obj.get(shared_key) or [])
    known = len(shared)
    ways: list[str | None] = []
    for i, grouping in enumerate(_get(obj, "groupings") or []):
        inline = _pop(grouping, "groupingExpressions")
        references = _get(grouping, "expressionReferences")
        ways.append(_grouping_way(bool(inline), bool(references)))
        if inline:  # (every grouping's, as binary's: one without any, in an Aggregate with some, is told by that)
            _read_json(ctx, f"{_join(path, 'groupings')}[{i}]", "substrait.AggregateRel.Grouping",
                       "grouping_expressions", inline)
        if not inline or references:
            continue
        grouping[_key(grouping, "expressionReferences")] = _share(inline, shared)
    if shared:
        obj[shared_key] = shared
    _saw_groupings(path, ways, known, len(shared), ctx)


def _grouping_way(inline: bool, references: bool) -> str | None:
    return None if not inline else "old+new" if references else "old"


def _saw_groupings(path: str, ways: list[str | None], known: int, total: int, ctx: _Context) -> None:
    """The places of an Aggregate at ``path`` whose groupings held old grouping expressions
    (``ways``: each grouping's, None for none); ``known`` shared expressions the plan had
    itself, ``total`` once the upgrade appended those of the old groupings.  The Aggregate's way
    says whether the plan had its own shared list (old+new) or not (old); each grouping its own;
    a shared expression the upgrade appended beside the plan's own is the old groupings' alone."""
    if not any(ways):
        return
    ctx.saw(path, "grouping", bool(known))
    for i, way in enumerate(ways):
        if way is not None:
            ctx.saw(f"{_join(path, 'groupings')}[{i}]", "grouping", way == "old+new")
    if known:
        for k in range(known, total):
            ctx.saw(f"{_join(path, 'grouping_expressions')}[{k}]", "grouping", False)


def _share(inline: list, shared: list) -> list[int]:
    """References to ``inline``'s expressions in ``shared``, appending those it lacks.
    An expression equal to one another grouping listed is stored once, as one column;
    one a grouping lists twice is two columns, as the producer's names count it."""
    references: list[int] = []
    for expr in inline:
        taken = [i for i, e in enumerate(shared) if e == expr and i not in references]
        if not taken:
            shared.append(expr)
            taken = [len(shared) - 1]
        references.append(taken[0])
    return references


def _virtual_table_json(obj: dict, path: str, ctx: _Context) -> None:
    rows = _pop(obj, "values")
    if rows:
        ctx.saw(path, "values", bool(_get(obj, "expressions")))
    if rows and _get(obj, "expressions"):
        _read_json(ctx, path, "substrait.ReadRel.VirtualTable", "values", rows)
    if rows and not _get(obj, "expressions"):
        obj["expressions"] = [{"fields": [{"literal": f} for f in _get(row, "fields") or []]} for row in rows]


def _arguments_json(message: str) -> Callable[[dict, str, _Context], None]:
    return lambda obj, path, ctx: _arguments_of_json(message, obj, path, ctx)


def _arguments_of_json(message: str, obj: dict, path: str, ctx: _Context) -> None:
    args = _pop(obj, "args")
    where = _join(path, "args")
    if args is not None and not isinstance(args, list):
        raise LoadError(f"{where}: expected a list of expressions, got {_json_kind(args)}")
    for i, arg in enumerate(args or []):
        if not isinstance(arg, dict):
            raise LoadError(f"{where}[{i}]: expected an expression (an object), got {_json_kind(arg)}")
    if args:
        ctx.saw(path, "args", bool(_get(obj, "arguments")))
    # Not used (a dual write), or not all used (an enum argument beside other kinds): kept as written.
    if args and (_get(obj, "arguments") or any("enum" in arg and len(arg) > 1 for arg in args)):
        _read_json(ctx, path, message, "args", args)
    if args and not _get(obj, "arguments"):
        obj["arguments"] = [_argument_json(arg, f"{where}[{i}]", ctx) for i, arg in enumerate(args)]


def _json_kind(value: Any) -> str:
    return {dict: "an object", list: "a list", str: "a string", bool: "a boolean"}.get(
        type(value), "null" if value is None else "a number")


def _argument_json(arg: dict, where: str, ctx: _Context) -> dict:
    # Before FunctionArgument, enum arguments were Expression.enum expressions.
    if "enum" in arg:
        specified = _get(arg["enum"], "specified")
        if specified is None:
            raise LoadError(f"{where}.enum: an unspecified enum argument has no modern form")
        if len(arg) > 1:
            _warn(ctx.warnings, f"{where}: an old enum argument whose Expression also holds "
                                f"{', '.join(sorted(k for k in arg if k != 'enum'))}, which the enum replaces; "
                                "binary and text output keep them (not JSON, YAML or the Rust crate's spelling)")
        return {"enum": specified}
    return {"value": arg}


def _holds_one_of(obj: dict, oneof: Any) -> bool:
    """Whether the JSON object ``obj`` sets a member of protobuf's ``oneof`` (a dual write's new field)."""
    return any(f.json_name in obj or f.name in obj for f in oneof.fields)


_LITERAL_KINDS: Final = Expression.Literal.DESCRIPTOR.oneofs_by_name["literal_type"]
_TYPE_KINDS: Final = Type.DESCRIPTOR.oneofs_by_name["kind"]


def _literal_json(obj: dict, path: str, ctx: _Context) -> None:
    for old, new in _MICROSECOND_KINDS:
        value = _pop(obj, old)
        if value is not None:
            had_new = _holds_one_of(obj, _LITERAL_KINDS)  # a dual write: today's wins
            ctx.saw(path, "time", had_new)
            _read_json(ctx, path, "substrait.Expression.Literal", _snake(old), value)
            if not had_new:
                obj[new] = {"precision": 6, "value": value}


def _interval_json(obj: dict, path: str, ctx: _Context) -> None:
    where = _join(path, "microseconds")
    micros = _int(_pop(obj, "microseconds") or 0, where)
    has_new = bool(_int(_get(obj, "precision", 0), where) or _int(_get(obj, "subseconds", 0), where))
    if micros:
        ctx.saw(path, "interval", has_new)
        _read_json(ctx, path, "substrait.Expression.Literal.IntervalDayToSecond", "microseconds", micros)
    # Zero is the proto3 default, which a binary plan cannot even express.
    if micros and not has_new:
        obj["precision"] = 6
        obj["subseconds"] = str(micros)


def _type_json(obj: dict, path: str, ctx: _Context) -> None:
    for old, new in _MICROSECOND_KINDS:
        kind = _pop(obj, old)
        if kind is not None:
            had_new = _holds_one_of(obj, _TYPE_KINDS)  # a dual write: today's wins
            ctx.saw(path, "time", had_new)
            if had_new:
                _read_json(ctx, path, "substrait.Type", _snake(old), kind)
            if not had_new:
                obj[new] = {"precision": 6, **kind}
    reference = _pop(obj, "userDefinedTypeReference")
    if reference is not None:
        had_new = _holds_one_of(obj, _TYPE_KINDS)
        ctx.saw(path, "user_type", had_new)
        _read_json(ctx, path, "substrait.Type", "user_defined_type_reference", reference)
        if not had_new:
            # The old proto said to read it as non-nullable with the default variation.
            obj["userDefined"] = {"typeReference": reference, "nullability": "NULLABILITY_REQUIRED"}


def _join_keys_json(obj: dict, path: str, ctx: _Context) -> None:
    left, right = _pop(obj, "leftKeys") or [], _pop(obj, "rightKeys") or []
    if left or right:
        ctx.saw(path, "join_keys", bool(_get(obj, "keys")))
    if (left or right) and _get(obj, "keys"):
        for name, keys in (("left_keys", left), ("right_keys", right)):
            _read_json(ctx, path, OLD_KEYS[0], name, keys)
    if (left or right) and not _get(obj, "keys"):
        obj["keys"] = [
            {"left": lk, "right": rk, "comparison": {"simple": "SIMPLE_COMPARISON_TYPE_EQ"}}
            for lk, rk in _key_pairs(left, right, path)
        ]


def _read_json(ctx: _Context, path: str, message: str, name: str, value: Any) -> None:
    """Record the removed field ``name`` of the JSON message at ``path`` (a ``message``), ``value``,
    as protobuf writes it: in the wire format, its messages' fields in number order."""
    where = _join(path, name)
    try:
        data = _old_wire(message, name, value, where)
    except LoadError as e:
        _warn(ctx.warnings, f"{e}; it is written again from today's fields")
        return
    ctx.read(path, data)


# Removed integers that were members of a oneof, written even when 0 (the others, proto3's, are not).
_ONEOF_INTS: Final = frozenset({"offset", "count", "timestamp", "time", "timestamp_tz", "user_defined_type_reference"})


def _old_wire(message: str, name: str, value: Any, where: str) -> bytes:
    """The removed field ``name`` of a ``message`` holding the JSON ``value``, in the wire format."""
    number = next(n for n, (old, _) in REMOVED[message].items() if old == name)
    decode = REMOVED[message][number][1]
    if decode in (_varint, _uint32):
        integer = _int(value, where) & (0xFFFFFFFF if decode is _uint32 else (1 << 64) - 1)
        return wire.varint(number << 3) + wire.varint(integer) if integer or name in _ONEOF_INTS else b""
    items = value if name in _REPEATED_OLD else [value]
    if not isinstance(items, list):
        raise LoadError(f"{where}: expected a list, got {_json_kind(items)}")
    out = []
    for i, item in enumerate(items):
        at = f"{where}[{i}]" if name in _REPEATED_OLD else where
        if message == "substrait.Plan":  # SimpleExtensionURI {uint32 extension_uri_anchor = 1; string uri = 2;}
            if not isinstance(item, dict):
                raise LoadError(f"{at}: expected an object, got {_json_kind(item)}")
            anchor, uri = _int(_get(item, "extensionUriAnchor", 0), at) & 0xFFFFFFFF, str(_get(item, "uri", ""))
            body = (wire.varint(1 << 3) + wire.varint(anchor) if anchor else b"") + \
                (wire.length_delimited(2, uri.encode()) if uri else b"")
        else:
            body = _json_wire(_OLD_TYPES[message, number], item, at, name == "args")
        out.append(wire.length_delimited(number, body))
    return b"".join(out)


_REPEATED_OLD: Final = frozenset(
    {"extension_uris", "grouping_expressions", "values", "args", "left_keys", "right_keys"})
# The message types of the removed fields holding messages (but the plan's URIs).
_OLD_TYPES: Final[dict[tuple[str, int], Any]] = {
    ("substrait.AggregateRel.Grouping", 1): Expression.DESCRIPTOR,
    ("substrait.ReadRel.VirtualTable", 1): Expression.Literal.Struct.DESCRIPTOR,
    **{(name, number): Expression.DESCRIPTOR for name, number in {
        "substrait.Expression.ScalarFunction": 2, "substrait.AggregateFunction": 2,
        "substrait.Expression.WindowFunction": 8}.items()},
    **{("substrait.Type", number): Type.Boolean.DESCRIPTOR for number in (14, 17, 29)},  # (Boolean's fields)
    **{(name, number): Expression.FieldReference.DESCRIPTOR
       for name in ("substrait.HashJoinRel", "substrait.MergeJoinRel") for number in (4, 5)},
    ("substrait.Plan", 1): SimpleExtensionURN.DESCRIPTOR,  # (SimpleExtensionURI had its layout)
}


@functools.cache  # (when first needed: not at every start)
def plan_messages() -> dict[str, Any]:
    """The descriptors of the messages a Plan holds, by full name: protobuf's own (an Any's
    payload) are not entered."""
    found: dict[str, Any] = {}
    todo = [Plan.DESCRIPTOR]
    while todo:
        desc = todo.pop()
        if desc.full_name not in found:
            found[desc.full_name] = desc
            todo.extend(f.message_type for f in desc.fields if entered(f))
    return found


def entered(fd: Any) -> bool:
    """Whether a walk of the plan goes into the field's messages: not into protobuf's own."""
    return fd.message_type is not None and not fd.message_type.full_name.startswith("google.protobuf.")


def _json_wire(desc: Any, obj: Any, where: str, argument: bool = False) -> bytes:
    """The JSON object ``obj`` of the message ``desc``, removed fields included, as protobuf writes
    it (fields in number order); an old ``argument`` may be an enum (field 10)."""
    from google.protobuf import json_format, message_factory

    if not isinstance(obj, dict):
        raise LoadError(f"{where}: expected an object, got {_json_kind(obj)}")
    removed = {old: number for number, (old, _) in REMOVED.get(desc.full_name, {}).items()}
    chunks: list[tuple[int, bytes]] = []
    plain: dict[str, Any] = {}
    for key, value in obj.items():
        fd = desc.fields_by_camelcase_name.get(key) or desc.fields_by_name.get(key)
        if fd is not None and fd.message_type is not None and value is not None \
                and not fd.message_type.full_name.startswith("google.protobuf.") \
                and not fd.message_type.GetOptions().map_entry:
            items = value if fd.is_repeated else [value]
            if not isinstance(items, list):
                raise LoadError(f"{_join(where, key)}: expected a list, got {_json_kind(items)}")
            at = _join(where, key)
            chunks.extend((fd.number, wire.length_delimited(fd.number, _json_wire(fd.message_type, item, at)))
                          for item in items)
        elif fd is not None:
            plain[key] = value
        elif _snake(key) in removed:
            chunks.append((removed[_snake(key)], _old_wire(desc.full_name, _snake(key), value, _join(where, key))))
        elif argument and key == "enum" and isinstance(value, dict):  # Expression.Enum {specified = 1; unspecified = 2}
            specified = _get(value, "specified")
            body = wire.length_delimited(2, b"") if specified is None else \
                wire.length_delimited(1, str(specified).encode())
            chunks.append((10, wire.length_delimited(10, body)))
        else:
            raise LoadError(f"{where}: {desc.full_name} has no field named {key!r}")
    if plain:
        try:
            data = json_format.ParseDict(plain, message_factory.GetMessageClass(desc)()).SerializeToString()
        except (json_format.ParseError, TypeError, ValueError) as e:
            raise LoadError(f"{where}: {' '.join(str(e).split())}") from None
        chunks.extend((f.number, data[f.start:f.end]) for f in wire.fields(data))
    chunks.sort(key=lambda chunk: chunk[0])  # stable: a repeated field's items keep their order
    return b"".join(chunk for _, chunk in chunks)


def _enum_argument_json(obj: dict, path: str, ctx: _Context) -> None:
    # Before Substrait 0.20 an enum argument was a message, {"specified": name} or {"unspecified": {}}
    # (Arrow 10); its bytes differ from today's string, so it is said, not guessed at.
    enum = _get(obj, "enum")
    if isinstance(enum, dict):
        name = _get(enum, "specified")
        spelled = f'"enum": "{name if isinstance(name, str) else "NAME"}"'
        raise LoadError(f"{_join(path, 'enum')} is an object, as before Substrait 0.20; today an enum argument is "
                        f"its value's name ({spelled}), and an optional one left unspecified is left out")


def _file_format_json(obj: dict, path: str, ctx: _Context) -> None:
    value = _pop(obj, "format")
    # Unspecified is the proto3 default, which a binary plan cannot even express: no format.
    number = 0 if value is None else _file_format(value, _join(path, "format"))
    if not number:
        return
    _read_json(ctx, path, "substrait.ReadRel.LocalFiles.FileOrFiles", "format", number)
    had_new = _holds_one_of(obj, _FILE_FORMAT_OPTIONS)  # a dual write: today's wins
    ctx.saw(path, "file_format", had_new)
    if not had_new:
        obj["parquet"] = {}


def _enum_renames(camel: str, renames: dict[str, str]) -> Callable[[dict, str, _Context], None]:
    """A rule renaming old enum value names (JSON only: the numbers did not change)."""

    def rule(obj: dict, path: str, ctx: _Context) -> None:
        key = _key(obj, camel)
        if obj.get(key) in renames:
            obj[key] = renames[obj[key]]

    return rule


def _key_renames(renames: dict[str, str]) -> Callable[[dict, str, _Context], None]:
    """A rule renaming old JSON field names (JSON only: the field numbers did not change);
    beside the new name, the old one is dropped (a dual write: today's wins)."""

    def rule(obj: dict, path: str, ctx: _Context) -> None:
        for old, new in renames.items():
            if old in obj:
                value = obj.pop(old)
                if not _has(obj, new):
                    obj[new] = value

    return rule


def _optimization_json(obj: dict, path: str, ctx: _Context) -> None:
    # Before Substrait 0.50 an advanced extension held one optimization (Gluten, Velox), not a
    # list: the same wire, so nothing is noted; JSON writes today's list.
    if isinstance(obj.get("optimization"), dict):
        obj["optimization"] = [obj["optimization"]]


DECLARATIONS: Final[tuple[str, ...]] = tuple(
    f"substrait.extensions.SimpleExtensionDeclaration.{name}"
    for name in ("ExtensionFunction", "ExtensionType", "ExtensionTypeVariation")
)
# Join messages that had ``left_keys`` and ``right_keys`` (now ``keys``).
OLD_KEYS: Final[tuple[str, ...]] = ("substrait.HashJoinRel", "substrait.MergeJoinRel")
# Function messages that had ``args`` (now ``arguments``), and its old field number.
OLD_ARGS: Final[dict[str, int]] = {
    "substrait.Expression.ScalarFunction": 2,
    "substrait.AggregateFunction": 2,
    "substrait.Expression.WindowFunction": 8,
}

_JSON_RULES: Final[dict[str, Callable[[dict, str, _Context], None]]] = {
    "substrait.Plan": _plan_json,
    **dict.fromkeys(DECLARATIONS, _declaration_json),
    "substrait.FetchRel": _fetch_json,
    "substrait.AggregateRel": _aggregate_json,
    "substrait.ReadRel.VirtualTable": _virtual_table_json,
    **{name: _arguments_json(name) for name in OLD_ARGS},
    "substrait.Expression.Literal": _literal_json,
    "substrait.Expression.Literal.IntervalDayToSecond": _interval_json,
    "substrait.Type": _type_json,
    **dict.fromkeys(OLD_KEYS, _join_keys_json),
    "substrait.ReadRel.LocalFiles.FileOrFiles": _file_format_json,
    "substrait.FunctionArgument": _enum_argument_json,
    "substrait.JoinRel": _enum_renames(
        "type",
        {
            "JOIN_TYPE_SEMI": "JOIN_TYPE_LEFT_SEMI",
            "JOIN_TYPE_ANTI": "JOIN_TYPE_LEFT_ANTI",
            "JOIN_TYPE_SINGLE": "JOIN_TYPE_LEFT_SINGLE",
        },
    ),
    "substrait.WriteRel": _enum_renames("output", {"OUTPUT_MODE_MODIFIED_TUPLES": "OUTPUT_MODE_MODIFIED_RECORDS"}),
    # Substrait 0.20 renamed the version numbers (Arrow 10 wrote the old names).
    "substrait.Version": _key_renames({"major": "majorNumber", "minor": "minorNumber", "patch": "patchNumber"}),
    "substrait.extensions.AdvancedExtension": _optimization_json,
}


# --------------------------------------------------------------------------
# Binary


def upgrade_binary(plan: Plan, use: OldUse | None = None) -> list[str]:
    """Rewrite a ``Plan`` decoded from an older Substrait version's binary in place.

    The removed fields arrive as unknown fields; they are moved into their
    replacements.  Unknown fields this module does not know stay in ``plan``, so
    binary output keeps them, but text and JSON cannot hold them: a warning names
    each message path and its field numbers.  Raises :class:`LoadError` for an
    old field that has no modern form.  ``use``, when given, records the
    removed fields read.
    """
    ctx = _Context(use=use or OldUse())
    _walk_message(plan, "", ctx, reach.of(plan.SerializeToString(), "substrait.Plan", frozenset(), unknown=True))
    # The removed fields leave their messages last, each message after those in it (taken after it):
    # then, unless messages in it keep fields no proto knows, protobuf discards its own at once.
    for msg, kept, visit in ctx.drops[::-1]:  # (a reversed copy: mypyc 2.4 fails on reversed() over it)
        _keep_only(msg, kept, visit.holds)
    return ctx.warnings


def _varint(data: Any, where: str) -> int:
    if not isinstance(data, int):
        raise LoadError(f"{where}: expected an integer field, got a different wire type")
    return data - (1 << 64) if data >= 1 << 63 else data  # int64 and int32 are sign-extended


def _uint32(data: Any, where: str) -> int:
    """A removed uint32 field: its low 32 bits, as protobuf reads one (a longer varint too)."""
    return _varint(data, where) & 0xFFFFFFFF


def _message(cls: type[Message]) -> Callable[[Any, str], Message]:
    def decode(data: Any, where: str) -> Message:
        if not isinstance(data, bytes):
            raise LoadError(f"{where}: expected a message field, got a different wire type")
        try:
            return nesting.read(cls, data)  # (a plan from text or JSON may write it deeper than 100 levels)
        except DecodeError as e:
            raise LoadError(f"{where}: {e}") from None

    return decode


def _old_enum(data: Any, where: str) -> str:
    """The name in a removed ``Expression.Enum {oneof {string specified = 1; Empty unspecified = 2;}}``
    (its bytes ``data``, an enum written twice already merged: the last kind on the wire wins)."""
    if not isinstance(data, bytes):
        raise LoadError(f"{where}: expected a message field, got a different wire type")
    try:
        run = last_member([(f.number, data[f.value:f.end]) for f in wire.fields(data, groups=True)
                           if _ENUM_KINDS.get(f.number) == f.wire_type])
    except ValueError as e:
        raise LoadError(f"{where}: {e}") from None
    if run is None or run[0] != 1:
        raise LoadError(f"{where}: an unspecified enum argument has no modern form")
    try:
        return bytes(run[1][-1]).decode()
    except UnicodeDecodeError as e:
        raise LoadError(f"{where}: {e}") from None


_DecodeOld = Callable[[Any, str], Any]
_TIME_KIND: Final = _message(Type.Boolean)  # old Type.Timestamp/Time/TimestampTZ had Boolean's fields

# Removed fields by message: old field number -> (old name, decoder of the unknown field's data).
REMOVED: Final[dict[str, dict[int, tuple[str, _DecodeOld]]]] = {
    # SimpleExtensionURI {uint32 extension_uri_anchor = 1; string uri = 2;} has SimpleExtensionURN's layout.
    "substrait.Plan": {1: ("extension_uris", _message(SimpleExtensionURN))},
    **dict.fromkeys(DECLARATIONS, {1: ("extension_uri_reference", _uint32)}),
    "substrait.FetchRel": {3: ("offset", _varint), 4: ("count", _varint)},
    "substrait.AggregateRel.Grouping": {1: ("grouping_expressions", _message(Expression))},
    "substrait.ReadRel.VirtualTable": {1: ("values", _message(Expression.Literal.Struct))},
    **{name: {number: ("args", _message(Expression))} for name, number in OLD_ARGS.items()},
    "substrait.Expression.Literal": {14: ("timestamp", _varint), 17: ("time", _varint), 27: ("timestamp_tz", _varint)},
    "substrait.Expression.Literal.IntervalDayToSecond": {3: ("microseconds", _varint)},
    "substrait.Type": {
        14: ("timestamp", _TIME_KIND),
        17: ("time", _TIME_KIND),
        29: ("timestamp_tz", _TIME_KIND),
        31: ("user_defined_type_reference", _uint32),
    },
    **dict.fromkeys(
        OLD_KEYS,
        {4: ("left_keys", _message(Expression.FieldReference)), 5: ("right_keys", _message(Expression.FieldReference))},
    ),
    "substrait.ReadRel.LocalFiles.FileOrFiles": {5: ("format", _varint)},
}


# Before FunctionArgument, an enum argument was an Expression whose `enum` (10) held it.  Field 10
# is a removed field there only, as an old argument: anywhere else it never meant anything, so it
# is kept as an unknown field (and said as one), not read as an argument nor dropped.
OLD_ARG_ENUM: Final[dict[int, tuple[str, _DecodeOld]]] = {10: ("enum", _old_enum)}


def holds_foreign(message: str, data: bytes) -> bool:
    """Whether the removed fields ``data`` of the message named ``message`` hold fields no proto,
    old or today's, knows (in them, or in the messages they hold)."""
    todo: list[tuple[Any, bytes, bool]] = [(plan_messages()[message], data, False)]
    while todo:  # iterative: old arguments nest deep
        desc, body, argument = todo.pop()
        for f in wire.fields(body, groups=True):
            payload = body[f.value:f.end]
            if wire.known(desc, f.number, f.wire_type):
                inner = desc.fields_by_number[f.number].message_type
                if f.wire_type == 2 and inner is not None and not inner.full_name.startswith("google.protobuf."):
                    todo.append((inner, payload, False))
            elif is_removed(desc.full_name, f.number, f.wire_type):
                old = _OLD_TYPES.get((desc.full_name, f.number))
                if old is not None:
                    todo.append((old, payload, desc.full_name in OLD_ARGS))
            elif argument and (f.number, f.wire_type) == (10, 2):  # an old argument's Expression.Enum
                if any(_ENUM_KINDS.get(e.number) != e.wire_type or e.number == 2 and e.end > e.value
                       for e in wire.fields(payload, groups=True)):
                    return True
            else:
                return True
    return False


def _wire_type(removed: tuple[str, _DecodeOld]) -> int:
    """The wire type a removed field was written in (none was a repeated number, which could be packed)."""
    return 0 if removed[1] in (_varint, _uint32) else 2


_REMOVED_WIRE: Final = {message: {number: _wire_type(entry) for number, entry in fields.items()}
                        for message, fields in REMOVED.items()}


def is_removed(message: str, number: int, wire_type: int) -> bool:
    """Whether field ``number`` of the message named ``message``, in ``wire_type``, is a removed
    field.  In another wire type it never was one: it is an unknown field like any other,
    as protobuf keeps it."""
    return _REMOVED_WIRE.get(message, {}).get(number) == wire_type


def _take_removed(msg: Message, path: str, ctx: _Context) -> dict[str, list[Any]]:
    """Decode the removed fields among ``msg``'s unknown fields (those of its type in REMOVED)
    and record them as they came; they leave ``msg`` once the walk is done (see upgrade_binary)."""
    removed = REMOVED.get(msg.DESCRIPTOR.full_name, {})

    def taken(number: int, wire_type: int) -> bool:
        return number in removed and _wire_type(removed[number]) == wire_type

    found: dict[str, list[Any]] = {}
    for unknown in UnknownFieldSet(msg):
        if taken(unknown.field_number, unknown.wire_type):
            name, decode = removed[unknown.field_number]
            found.setdefault(name, []).append(decode(unknown.data, _join(path, name)))
    if found:
        data, unknown_fields = _unknown_fields(msg)
        ctx.read(path, b"".join(data[f.start:f.end] for f in unknown_fields if taken(f.number, f.wire_type)))
        assert ctx.visit is not None  # (rules run in the walk)
        kept = b"".join(data[f.start:f.end] for f in unknown_fields if not taken(f.number, f.wire_type))
        ctx.drops.append((msg, kept, ctx.visit))
    return found


def _old_members(msg: Message, numbers: dict[int, int]) -> list[tuple[int, Any]]:
    """The removed fields of ``msg`` that were members of one oneof, (number, data) in wire order:
    ``numbers`` maps each member's number to its wire type."""
    return [(u.field_number, u.data) for u in UnknownFieldSet(msg) if numbers.get(u.field_number) == u.wire_type]


def last_member(members: list[tuple[int, Any]]) -> tuple[int, list[Any]] | None:
    """The oneof member protobuf ends with, reading ``members`` (number, data) in wire order,
    and its data: each time the member changes, the oneof starts again; the same member again
    in a row is merged into it (a message) or replaces it (a number or string)."""
    if not members:
        return None
    number = members[-1][0]
    run: list[Any] = []
    # (a reversed copy: mypyc 2.4 fails on reversed() over this list)
    for n, data in members[::-1]:
        if n != number:
            break
        run.append(data)
    return number, run[::-1]


def drop_fields(msg: Message, dropped: Callable[[wire.Field], bool]) -> None:
    """Remove the unknown fields of ``msg`` itself that ``dropped`` picks."""
    data, unknown = _unknown_fields(msg)
    _keep_only(msg, b"".join(data[f.start:f.end] for f in unknown if not dropped(f)),
               reach.holds_below(data, msg.DESCRIPTOR.full_name))


def _keep_only(msg: Message, kept: bytes, below: bool) -> None:
    """Leave ``msg`` itself only the unknown fields ``kept`` (its own, in their order); ``below``:
    whether messages in it hold unknown fields.

    Protobuf cannot delete single unknown fields: ``DiscardUnknownFields`` deletes them all,
    the nested messages' too.  When no message in ``msg`` holds any (most often), it does, and
    those kept are read in again.  Otherwise ``msg`` is not read again from its bytes less
    those either: protobuf's reader stops at 100 levels, and a plan from text or JSON nests
    deeper.  Its known fields are copied into a new message and the unknown fields kept are
    read into it, after them, as protobuf writes them.  A message is copied with CopyFrom:
    protobuf's MergeFrom, and a list's extend and append, go through its reader (extend drops
    what lies past 100 levels without a word).
    """
    if not below:
        msg.DiscardUnknownFields()
        msg.MergeFromString(kept)
        return
    fresh = type(msg)()
    for fd, value in msg.ListFields():
        if fd.message_type is None:
            if fd.is_repeated:
                getattr(fresh, fd.name).extend(value)
            else:
                setattr(fresh, fd.name, value)
        elif fd.is_repeated:
            items = getattr(fresh, fd.name)
            for item in value:
                items.add().CopyFrom(item)
        else:
            getattr(fresh, fd.name).CopyFrom(value)
    fresh.MergeFromString(kept)
    msg.CopyFrom(fresh)


def _unknown_fields(msg: Message) -> tuple[bytes, list[wire.Field]]:
    """``msg``'s bytes, and its own fields among them its proto does not know."""
    data = msg.SerializeToString()
    desc = msg.DESCRIPTOR
    return data, [f for f in wire.fields(data, groups=True) if not wire.known(desc, f.number, f.wire_type)]


def _walk_message(top: Message, path: str, ctx: _Context, found: reach.Reach) -> None:
    """Apply the rule for each message's type, then walk into its message fields (as for JSON),
    in the order of the plan: those ``found`` holds unknown fields, and those above them (a
    message without any has nothing to read).  Iterative: old arguments hold calls with old
    arguments, each read by protobuf on its own, so a small binary plan can nest deeper than
    Python recurses (or than protobuf's C code follows: see nesting.MESSAGE_LIMIT)."""
    todo: list[tuple[Message, str, int, reach.Reach, _Visit | None]] = [(top, path, 1, found, None)]
    while todo:
        msg, path, depth, found, parent = todo.pop()
        if depth > nesting.MESSAGE_LIMIT:
            raise LoadError(f"{nesting.too_deep()}; {nesting.TOO_DEEP_HINT}")  # (its path alone would be 100 KB)
        visit = ctx.visit = _Visit(parent)
        name = msg.DESCRIPTOR.full_name
        rule = _BINARY_RULES.get(name)
        if rule:
            rule(msg, path, ctx)
        # (its removed fields, taken by its rule or its parent's, it holds until the walk is done)
        left = sorted({u.field_number for u in UnknownFieldSet(msg)
                       if not is_removed(name, u.field_number, u.wire_type)})
        if left:
            visit.keeps_unknown()
            ctx.use.unknown = True
            numbers = ", ".join(map(str, left))
            # Protobuf's JSON has no place for fields the protos do not know.
            _warn(ctx.warnings, f"{path or 'plan'}: {name} has unknown field(s) {numbers}; "
                                "binary and text output keep them (not JSON, YAML or the Rust crate's spelling)")
        inside: list[tuple[Message, str, int, reach.Reach, _Visit | None]] = []
        for fd, value in msg.ListFields():
            if fd.message_type is None:
                continue
            where = _join(path, fd.name)
            if isinstance(value, Message):
                inner = found.inside(fd.number, 1)[0]
                if inner is not None:
                    inside.append((value, where, depth + 1, inner, visit))
            else:  # a repeated field
                inside.extend((item, f"{where}[{i}]", depth + 1, inner, visit)
                              for i, (item, inner) in enumerate(zip(value, found.inside(fd.number, len(value)),
                                                                    strict=True)) if inner is not None)
        todo.extend(reversed(inside))


def _plan_message(plan: Plan, path: str, ctx: _Context) -> None:
    uris = _take_removed(plan, path, ctx).get("extension_uris", [])
    if uris:
        ctx.saw(path, "uris", bool(plan.extension_urns))
    ctx.urns = _UrnTable([(u.extension_urn_anchor, u.urn) for u in plan.extension_urns], ctx.warnings)
    for i, uri in enumerate(uris):
        ctx.urns.add_uri(uri.extension_urn_anchor, uri.urn, f"extension_uris[{i}]")
        ctx.use.uris.append((uri.extension_urn_anchor, uri.urn))
    known = len(plan.extension_urns)
    for anchor, urn in ctx.urns.added:
        plan.extension_urns.add(extension_urn_anchor=anchor, urn=urn)
    _saw_added_urns(known, ctx)


def _declaration_message(decl: Message, path: str, ctx: _Context) -> None:
    references = _take_removed(decl, path, ctx).get("extension_uri_reference")
    if references:
        ctx.saw(path, "uris", bool(decl.extension_urn_reference))
    # Binary cannot tell a URN reference of 0 from none; mapping the URI reference then
    # gives the same anchor in a consistent dual-write plan.
    if references and not decl.extension_urn_reference:
        assert ctx.urns is not None  # the plan, walked first, made it
        decl.extension_urn_reference = ctx.urns.reference(references[-1])


def _fetch_message(fetch: Message, path: str, ctx: _Context) -> None:
    old = _take_removed(fetch, path, ctx)
    for name, new in (("offset", "offset_expr"), ("count", "count_expr")):
        if name in old and fetch.HasField(new):
            _saw_fetch(path, new, True, True, ctx)
        elif name in old:
            amount = _fetch_amount(name, old[name][-1], _join(path, name))
            _saw_fetch(path, new, False, amount is not None, ctx)
            if amount is not None:
                getattr(fetch, new).literal.i64 = amount


def _aggregate_message(aggregate: Message, path: str, ctx: _Context) -> None:
    shared = [e.SerializeToString(deterministic=True) for e in aggregate.grouping_expressions]
    own = len(shared)
    ways: list[str | None] = []
    for i, grouping in enumerate(aggregate.groupings):
        inline = _take_removed(grouping, f"{_join(path, 'groupings')}[{i}]", ctx).get("grouping_expressions")
        ways.append(_grouping_way(bool(inline), bool(grouping.expression_references)))
        if not inline or grouping.expression_references:
            continue
        known = len(shared)
        references = _share([e.SerializeToString(deterministic=True) for e in inline], shared)
        grouping.expression_references.extend(references)
        # The expressions _share appended, in the order it appended them (copied: extend would read
        # them again, which protobuf's reader refuses past 100 levels; see drop_fields).
        for r in range(known, len(shared)):
            aggregate.grouping_expressions.add().CopyFrom(inline[references.index(r)])
    _saw_groupings(path, ways, own, len(shared), ctx)


def _virtual_table_message(table: Message, path: str, ctx: _Context) -> None:
    rows = _take_removed(table, path, ctx).get("values")
    if rows:
        ctx.saw(path, "values", bool(table.expressions))
    if rows and not table.expressions:
        for row in rows:
            fields = table.expressions.add().fields
            for f in row.fields:
                fields.add().literal.CopyFrom(f)


def _arguments_message(function: Message, path: str, ctx: _Context) -> None:
    number = OLD_ARGS[function.DESCRIPTOR.full_name]
    raw = [data for n, data in _old_members(function, {number: 2})]  # each old argument's bytes, as they came
    args = _take_removed(function, path, ctx).get("args")
    if args:
        ctx.saw(path, "args", bool(function.arguments))
    if args and not function.arguments:
        where = _join(path, "args")
        for i, (arg, data) in enumerate(zip(args, raw, strict=True)):
            function.arguments.add().CopyFrom(_argument_message(arg, data, f"{where}[{i}]", ctx))


def _argument_message(arg: Expression, data: bytes, where: str, ctx: _Context) -> FunctionArgument:
    enum = old_argument_enum(data, where)
    if enum is None:
        return FunctionArgument(value=arg)  # (an enum it also holds, which a later kind replaced, stays unknown)
    others = sorted({f.number for f in wire.fields(data, groups=True) if (f.number, f.wire_type) != (10, 2)})
    if others:
        _warn(ctx.warnings, f"{where}: an old enum argument whose Expression also holds field(s) "
                            f"{', '.join(map(str, others))}, which the enum replaces as protobuf reads it; "
                            "binary and text output keep them (not JSON, YAML or the Rust crate's spelling)")
    return FunctionArgument(enum=enum)


# An old argument was an Expression; an enum argument, its `enum` (10), one of the kinds of its
# oneof rex_type: the last kind on the wire is the argument.
_REX_KINDS: Final = {**{f.number: 2 for f in Expression.DESCRIPTOR.oneofs_by_name["rex_type"].fields}, 10: 2}
# Expression.Enum {oneof enum_kind {string specified = 1; Empty unspecified = 2;}}
_ENUM_KINDS: Final = {1: 2, 2: 2}


def old_argument_enum(data: bytes, where: str) -> str | None:
    """The enum the old argument ``data`` (an Expression's bytes) holds in its removed ``enum``,
    if that is the kind protobuf ends with reading it; None for any other argument."""
    run = last_member([(f.number, data[f.value:f.end]) for f in wire.fields(data, groups=True)
                       if _REX_KINDS.get(f.number) == f.wire_type])
    if run is None or run[0] != 10:
        return None
    return _old_enum(b"".join(run[1]), _join(where, "enum"))  # an enum written twice in a row is merged


def _literal_message(literal: Message, path: str, ctx: _Context) -> None:
    found = _old_kinds(literal, _OLD_LITERAL_TIMES, "literal_type", path, ctx)
    if found is None:
        return
    _, last, had_new = found
    ctx.saw(path, "time", had_new)
    if not had_new:
        target = getattr(literal, _OLD_LITERAL_TIMES_NEW[last[0]])
        target.precision = 6
        target.value = _varint(last[1][-1], path)


def _old_kinds(msg: Message, kinds: dict[int, int], oneof: str, path: str, ctx: _Context
               ) -> tuple[list[tuple[int, Any]], tuple[int, list[Any]], bool] | None:
    """The removed members of ``msg``'s oneof (``kinds``) it holds, taken out, the one protobuf
    ends with, and whether today's oneof is set too (a dual write: today's wins); None for none."""
    members = _old_members(msg, kinds)
    _take_removed(msg, path, ctx)
    last = last_member(members)
    if last is None:
        return None
    if len(last[1]) < len(members):  # old members a later one replaced: JSON holds one member
        numbers = ", ".join(str(n) for n, _ in members)
        _warn(ctx.warnings, f"{path}: removed fields {numbers} are kinds of one oneof, one after another: the "
                            "last is read, as protobuf reads it; binary and text output keep the others "
                            "(not JSON, YAML or the Rust crate's spelling)")
    return members, last, msg.WhichOneof(oneof) is not None


def old_oneof(message: str) -> dict[int, int]:
    """The removed members of the message named ``message``'s oneof (number -> wire type)."""
    return {"substrait.Type": _OLD_TYPE_KINDS, "substrait.Expression.Literal": _OLD_LITERAL_TIMES}.get(message, {})


# Literal's removed time kinds (varints), by number, and their replacements.
_OLD_LITERAL_TIMES: Final = {14: 0, 17: 0, 27: 0}
_OLD_LITERAL_TIMES_NEW: Final = {14: "precision_timestamp", 17: "precision_time", 27: "precision_timestamp_tz"}


def _interval_message(interval: Message, path: str, ctx: _Context) -> None:
    micros = _take_removed(interval, path, ctx).get("microseconds")
    has_new = bool(interval.precision or interval.subseconds)
    if micros and micros[-1]:
        ctx.saw(path, "interval", has_new)
    if micros and micros[-1] and not has_new:
        interval.precision = 6
        interval.subseconds = micros[-1]


# Type's removed kinds, members of its oneof kind: the time kinds (messages) and the user type reference.
_OLD_TYPE_KINDS: Final = {14: 2, 17: 2, 29: 2, 31: 0}
_OLD_TYPE_TIMES_NEW: Final = {14: "precision_timestamp", 17: "precision_time", 29: "precision_timestamp_tz"}


def _type_message(type_: Type, path: str, ctx: _Context) -> None:
    found = _old_kinds(type_, _OLD_TYPE_KINDS, "kind", path, ctx)
    if found is None:
        return
    members, last, had_new = found
    for kind in sorted({"user_type" if n == 31 else "time" for n, _ in members}):
        ctx.saw(path, kind, had_new)
    if had_new:
        return
    number, run = last
    if number == 31:
        # The old proto said to read it as non-nullable with the default variation.
        type_.user_defined.type_reference = _uint32(run[-1], _join(path, "user_defined_type_reference"))
        type_.user_defined.nullability = Type.NULLABILITY_REQUIRED
        return
    old = _TIME_KIND(b"".join(run), _join(path, _OLD_TYPE_TIMES_NEW[number]))  # written twice in a row: merged
    target = getattr(type_, _OLD_TYPE_TIMES_NEW[number])
    target.precision = 6
    target.type_variation_reference = old.type_variation_reference
    target.nullability = old.nullability


def _join_keys_message(join: Message, path: str, ctx: _Context) -> None:
    old = _take_removed(join, path, ctx)
    left, right = old.get("left_keys", []), old.get("right_keys", [])
    if left or right:
        ctx.saw(path, "join_keys", bool(join.keys))
    if (left or right) and not join.keys:
        for lk, rk in _key_pairs(left, right, path):
            key = join.keys.add()
            key.left.CopyFrom(lk)
            key.right.CopyFrom(rk)
            key.comparison.simple = ComparisonJoinKey.SIMPLE_COMPARISON_TYPE_EQ


def _file_format_message(item: Message, path: str, ctx: _Context) -> None:
    old = _take_removed(item, path, ctx).get("format")
    # Unspecified (0) is the proto3 default: no format (and no protobuf writes it).
    if not old or not _file_format(old[-1], _join(path, "format")):
        return
    had_new = item.WhichOneof("file_format") is not None  # a dual write: today's wins
    ctx.saw(path, "file_format", had_new)
    if not had_new:
        item.parquet.SetInParent()


_BINARY_RULES: Final[dict[str, Callable[[Any, str, _Context], None]]] = {
    "substrait.Plan": _plan_message,
    **dict.fromkeys(DECLARATIONS, _declaration_message),
    "substrait.FetchRel": _fetch_message,
    "substrait.AggregateRel": _aggregate_message,  # also takes its Groupings' old fields
    "substrait.ReadRel.VirtualTable": _virtual_table_message,
    **dict.fromkeys(OLD_ARGS, _arguments_message),  # also takes Expression.enum of the args
    "substrait.Expression.Literal": _literal_message,
    "substrait.Expression.Literal.IntervalDayToSecond": _interval_message,
    "substrait.Type": _type_message,
    **dict.fromkeys(OLD_KEYS, _join_keys_message),
    "substrait.ReadRel.LocalFiles.FileOrFiles": _file_format_message,
}
