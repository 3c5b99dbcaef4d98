"""Writing the removed fields again: what :mod:`legacy` read, or what a consumer asks for.

:mod:`legacy` reads fields the installed protos removed into their replacements.
A plan must still leave as it came: a consumer of the producer's era (DuckDB 1.1,
say) reads only the old fields.  Which kinds of removed fields a plan uses, and
whether alone (``old``) or beside their replacements (``old+new``, the dual write
of the migration years), is an :class:`OldFields`; with it, each old field is derived
again from its replacement, so the plan in today's terms is all the rest of the
package (text included) needs to know.

A plan carries its :class:`OldFields` itself, so that it survives every path
(``parse(format(load_plan(data)))`` included):

- the old fields, in their dual form, as unknown fields where the old protos had
  them, so that ``SerializeToString()`` carries them;
- a note of the kinds and their ways, as an unknown field of ``Plan`` numbered in
  the range protobuf reserves for itself (19000-19999), which no Substrait field
  can ever take.

The writers (:func:`for_writing`, :func:`to_json`) write each kind the way noted,
without the note.

Where deriving a message's old fields from today's would not give back those the plan was
read with (a dual write whose old values differ from the new, an offset without a count, an
old field written twice, fields no proto knows inside one), the message keeps them as they
came instead, whatever the way: :func:`of_load` finds those places as a plan is loaded; the
note names them, and the message holds the bytes.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, Final

from google.protobuf import empty_pb2
from google.protobuf.message import DecodeError, Message
from google.protobuf.unknown_fields import UnknownFieldSet
from substrait.proto import ComparisonJoinKey, Expression, Plan, Type

from substrait_explain.base.errors import Error, LoadError, NestingError
from substrait_explain.plan import legacy, reach, wire
from substrait_explain.plan.unknown import NOTE, mark, message_at
from substrait_explain.plan.urns import STANDARD_EXTENSIONS, urn_for_uri

KINDS: Final = legacy.KINDS
WAYS: Final = ("old", "old+new")
_URIS: Final = 1  # Plan.extension_uris, a removed field
_URNS: Final = "extension_urns"
# The fields holding places inside another place (its parent): the plan's URNs, an Aggregate's
# groupings and shared grouping expressions, a Fetch's offset and count.
_INNER: Final = (".groupings[", ".grouping_expressions[")
_INNER_FIELDS: Final = (".offset_expr", ".count_expr")


def parent_place(path: str) -> str | None:
    """The place ``path`` is inside of, for a place inside another (a URN: the plan, '';
    a grouping or shared grouping expression: its Aggregate; today's offset or count: its
    Fetch); None for any other."""
    if path.startswith(f"{_URNS}["):
        return ""
    for step in _INNER:
        cut = path.rfind(step)
        if cut > 0 and "." not in path[cut + 1:] and path.endswith("]"):
            return path[:cut]
    for field in _INNER_FIELDS:
        if path.endswith(field):
            return path[:-len(field)]
    return None


class OldFields:
    """Which removed fields to write: kind -> ``"old"`` (instead of the new field)
    or ``"old+new"`` (beside it); the places where a kind is written another way
    than that, (kind, path of the message) -> way; the extension URIs,
    (anchor, uri) in order; and the messages whose removed fields are written as they
    were read, not derived: path -> those fields' bytes (b"" where the message holds them
    already, as in a plan's note)."""

    def __init__(self, ways: dict[str, str] | None = None, uris: list[tuple[int, str]] | None = None,
                 places: dict[tuple[str, str], str] | None = None, verbatim: dict[str, bytes] | None = None) -> None:
        self.ways = ways if ways is not None else {}
        self.uris = uris if uris is not None else []
        self.places = places if places is not None else {}
        self.verbatim = verbatim if verbatim is not None else {}

    @classmethod
    def of_use(cls, use: legacy.OldUse, plan: Plan) -> OldFields | None:
        """The encoding that gives back what the upgrade read into ``plan`` (None: the plan
        had no removed field): each kind the way most of its places had it, and the other
        places named.  A kind that would also write its old fields where the plan held
        today's alone (two Fetches, one written each way) names every place instead.  A
        message whose old fields, derived from today's, would not be those read there keeps
        those read (see :func:`_settle`)."""
        old = cls(uris=list(use.uris))
        for kind in KINDS:
            seen = {path: w for path, w in use.places.get(kind, {}).items() if parent_place(path) is None}
            if not seen:
                continue
            ways = list(seen.values())
            way = old.ways[kind] = "old+new" if ways.count("old+new") > ways.count("old") else "old"
            old.places.update({(kind, path): w for path, w in seen.items() if w not in (way, "either")})
        # A place inside another (a URN the upgrade added, an Aggregate's grouping) is named
        # where it is written another way than the place it is in.
        for kind, seen in use.places.items():
            for path, w in seen.items():
                parent = parent_place(path)
                if parent is not None and w not in (old.way(kind, parent), "either"):
                    old.places[kind, path] = w
        if not old.ways and not old.places and not use.read:
            return None
        beyond, old.verbatim = _settle(plan, old, use.places, use.read)
        for kind in beyond:
            way = old.ways.pop(kind)
            old.places.update({(kind, path): way if w == "either" else w for path, w in use.places[kind].items()
                               if parent_place(path) is None})
        return old if old.ways or old.places or old.verbatim else None

    def urn_alone(self, index: int) -> bool:
        """Whether the plan's URN at ``index`` is named written the old way: its URI stands for it."""
        return self.places.get(("uris", f"{_URNS}[{index}]")) == "old"

    def inner_way(self, kind: str, path: str, parent: str) -> str | None:
        """How ``kind`` is written in the message at ``path``, inside the place ``parent`` (an
        Aggregate's grouping): as named, or as its parent."""
        return self.places.get((kind, path)) or self.way(kind, parent)

    def way(self, kind: str, path: str) -> str | None:
        """How ``kind`` is written in the message at ``path`` (None: not at all)."""
        return self.places.get((kind, path), self.ways.get(kind)) if self.places else self.ways.get(kind)


# The removed fields DuckDB 1.1.3 reads instead of their replacements: without them
# it reads a Fetch as no rows, a Grouping as none, an interval's seconds as 0.
FOR_DUCKDB: Final = ("fetch", "grouping", "interval")


def asked(spec: str) -> OldFields:
    """The :class:`OldFields` a spec asks for: ``[way=]kinds``, the way ``old`` or
    ``old+new`` (the default: consumers of either era read it), the kinds a
    comma-separated list of :data:`KINDS`, or ``all``, or ``duckdb`` (those DuckDB
    1.1.3 needs).  Raises :class:`Error` for a spec that is none of these."""
    way, _, kinds = spec.rpartition("=")
    way = way.strip() or "old+new"
    if way not in WAYS:
        raise Error(f"old fields {spec!r}: unknown way {way!r}; write old=KINDS (instead of the new fields) "
                    f"or old+new=KINDS (beside them)")
    names = [k.strip() for k in kinds.split(",")]
    if names == ["all"]:
        names = list(KINDS)
    elif names == ["duckdb"]:
        names = list(FOR_DUCKDB)
    for name in names:
        if name not in KINDS:
            raise Error(f"old fields {spec!r}: unknown kind {name!r}; the kinds are {', '.join(KINDS)} "
                        f"(or all, or duckdb)")
    return OldFields(dict.fromkeys(names, way))


def with_old_fields(plan: Plan, old: OldFields) -> Plan:
    """A copy of ``plan`` that writes the removed fields ``old`` names too, beside
    those it already writes (``old`` decides the way of a kind named by both).  Asked
    for ``uris``, a plan that writes none has its URNs give them: a standard
    extension's URN its file on GitHub, any other URN itself."""
    merged = of_plan(plan) or OldFields()
    merged.ways.update(old.ways)
    if "uris" in merged.ways and not merged.uris:
        merged.uris = [(u.extension_urn_anchor, _uri_of(u.urn)) for u in plan.extension_urns]
    merged = _with_new_urns(plan, merged)
    out = Plan()
    out.CopyFrom(plan)
    _encode(out, merged, keep_new=True, strip=True)
    out.MergeFromString(wire.length_delimited(NOTE, _note(merged)))
    return out


def _uri_of(urn: str) -> str:
    stem = urn.removeprefix("extension:io.substrait:")
    if stem != urn and stem in STANDARD_EXTENSIONS:
        return f"https://github.com/substrait-io/substrait/blob/main/extensions/{stem}.yaml"
    return urn


# --------------------------------------------------------------------------
# The plan's own note


def attach(plan: Plan, old: OldFields | None, built: AsBuilt | None = None) -> Plan:
    """``plan`` (changed in place) carrying ``old``: its old fields beside the new
    ones, and the note.  ``old`` None or empty: ``plan`` as it is.  With ``built``,
    the builder has derived the kinds it covers already."""
    if old and (old.ways or old.places or old.verbatim):
        for path, data in old.verbatim.items():  # (derived nowhere: the walk below leaves them)
            message_at(plan, path).MergeFromString(data)
        rest = old if built is None else OldFields({k: w for k, w in old.ways.items() if k not in _OF_RELATIONS},
                                                   old.uris)
        if rest.ways or rest.places:
            _encode(plan, rest, keep_new=True, strip=False)
        plan.MergeFromString(wire.length_delimited(NOTE, _note(old)))
    return plan


# The kinds whose messages are relations, or sit right in one: the builder derives them
# as it finishes each relation (see :class:`AsBuilt`).
_OF_RELATIONS: Final = frozenset({"fetch", "grouping", "values", "join_keys"})


class AsBuilt:
    """Derives the old fields of the kinds of relations as the builder finishes each
    relation, its inputs and subqueries already done: a Fetch or an Aggregate can sit
    anywhere in a plan (a subquery in any expression), which a walk after the build
    would have to reach through every message."""

    def __init__(self, old: OldFields) -> None:
        self._enc = _Encoding(old, keep_new=True, strip=False, uri_of_urn={}, targets=frozenset())

    def relation(self, msg: Message) -> None:
        """Derive the old fields of the relation ``msg`` (a FetchRel, ...), just built."""
        name = msg.DESCRIPTOR.full_name
        rule = _RULES.get(name)
        if rule is not None:
            rule(msg, self._enc, "")
        elif name == "substrait.ReadRel" and msg.HasField("virtual_table"):
            _virtual_table(msg.virtual_table, self._enc, "")


def as_built(old: OldFields | None) -> AsBuilt | None:
    """An :class:`AsBuilt` for ``old``, when the builder can derive its kinds of relations
    (and :func:`attach` the rest): None when ``old`` uses none, or a kind another rule
    must derive first (a time literal in a grouping expression), or names places, or keeps
    some as read."""
    if old is None or old.places or old.verbatim or not old.ways.keys() & _OF_RELATIONS \
            or not old.ways.keys() <= _OF_RELATIONS | {"uris"}:
        return None
    return AsBuilt(old)


def misplaced(plan: Plan, old: OldFields) -> list[tuple[str, str]]:
    """The (kind, place) of ``old`` that name no message of ``plan`` holding that kind; a place
    kept as read that names no message with removed fields, as ("", place)."""
    return [(kind, path) for kind, path in old.places if not _fits(plan, kind, path)] + \
        [("", path) for path in old.verbatim if _name_at(plan, path) not in legacy.REMOVED]


def _name_at(plan: Plan, path: str) -> str | None:
    """The full name of the message at ``path`` in ``plan``, or None."""
    desc = getattr(message_at(plan, path), "DESCRIPTOR", None)
    return None if desc is None else str(desc.full_name)


def _fits(plan: Plan, kind: str, path: str) -> bool:
    """Whether ``path`` names a place of ``kind`` in ``plan``: a message of that kind, or one inside
    it (see parent_place): a URN for ``uris``, an Aggregate's grouping or shared expression for
    ``grouping``."""
    name = _name_at(plan, path)
    parent = parent_place(path)
    if name is None or parent is None:
        return name in _KIND_MESSAGES[kind]
    if kind == "uris":
        return parent == "" and name == "substrait.extensions.SimpleExtensionURN"
    if kind == "fetch":
        return _name_at(plan, parent) == "substrait.FetchRel"
    return kind == "grouping" and _name_at(plan, parent) == "substrait.AggregateRel"


def of_plan(plan: Plan) -> OldFields | None:
    """The :class:`OldFields` ``plan`` carries, if any (the places kept as read with their bytes)."""
    return _of_fields(plan, unknown_fields(plan))


def _of_fields(plan: Plan, unknowns: list[tuple[int, bytes]]) -> OldFields | None:
    """The :class:`OldFields` of ``plan`` whose length-delimited unknown fields (or those and its
    note) are ``unknowns``."""
    old = of_unknown_fields(unknowns)
    if old is not None:
        old.verbatim = {path: removed_bytes(message_at(plan, path)) for path in old.verbatim}
    return old


def is_removed(message: str, number: int, wire_type: int) -> bool:
    """Whether field ``number`` in ``wire_type`` of the message named ``message`` is a removed field."""
    return legacy.is_removed(message, number, wire_type)


def unreadable(msg: Message, data: bytes) -> str | None:
    """Why the removed fields ``data`` of ``msg`` are not what the old protos read, or None."""
    name = msg.DESCRIPTOR.full_name
    probe = type(msg)()
    try:
        probe.MergeFromString(data)
        for u in UnknownFieldSet(probe):
            old, decode = legacy.REMOVED[name][u.field_number]
            decode(u.data, old)
            if old == "args":
                legacy.old_argument_enum(u.data, old)
    except DecodeError as e:
        return str(e)
    except LoadError as e:
        return str(e)
    return None


def removed_bytes(msg: Message) -> bytes:
    """The removed fields ``msg`` holds, as their bytes in order."""
    if not len(UnknownFieldSet(msg)):
        return b""
    data = msg.SerializeToString()
    name = msg.DESCRIPTOR.full_name
    return b"".join(data[f.start:f.end] for f in wire.fields(data, groups=True)
                    if not wire.known(msg.DESCRIPTOR, f.number, f.wire_type)
                    and legacy.is_removed(name, f.number, f.wire_type))


def unknown_fields(plan: Plan) -> list[tuple[int, bytes]]:
    """``plan``'s length-delimited unknown fields, as (number, bytes) in order: where it
    carries its old fields."""
    return [(u.field_number, u.data) for u in UnknownFieldSet(plan) if isinstance(u.data, bytes)]


def of_unknown_fields(unknowns: list[tuple[int, bytes]]) -> OldFields | None:
    """The :class:`OldFields` of a plan whose length-delimited unknown fields are ``unknowns``,
    (number, bytes) in order (generated/messages.py's Plan keeps them as it reads)."""
    notes = [data for number, data in unknowns if number == NOTE]
    if not notes:
        return None
    ways, places, verbatim = _read_note(notes[-1])
    old = OldFields(dict(ways), places=dict(places), verbatim=dict.fromkeys(verbatim, b""))
    for number, data in unknowns:
        if number == _URIS:
            uri = _uri_message(data)
            old.uris.append((uri.extension_urn_anchor, uri.urn))
    return old


def kept_places(unknowns: list[tuple[int, bytes]]) -> tuple[str, ...]:
    """The places whose old fields a plan with the length-delimited unknown fields ``unknowns``
    keeps as read (its note's)."""
    notes = [data for number, data in unknowns if number == NOTE]
    return _read_note(notes[-1])[2] if notes else ()


@functools.lru_cache(maxsize=64)  # plans of one log share a few notes
def _read_note(data: bytes) -> tuple[dict[str, str], dict[tuple[str, str], str], tuple[str, ...]]:
    """A note's ways, places and places kept as read (the caller copies them: they are cached)."""
    ways: dict[str, str] = {}
    places: dict[tuple[str, str], str] = {}
    verbatim: list[str] = []
    for unknown in UnknownFieldSet(empty_pb2.Empty.FromString(data)):
        if not isinstance(unknown.data, bytes):
            continue
        if unknown.field_number in (1, 2):
            ways[unknown.data.decode()] = WAYS[unknown.field_number - 1]
        elif unknown.field_number == 3:
            way, kind, path = unknown.data.decode().split(" ", 2)
            places[kind, path] = way
        elif unknown.field_number == 4:
            verbatim.append(unknown.data.decode())
    return ways, places, tuple(verbatim)


def in_todays_terms(plan: Plan, note: list[tuple[int, bytes]] | None = None) -> tuple[Plan, list[str]]:
    """``plan``, just read from binary (protobuf keeps the fields its protos removed among the
    unknown fields), changed in place: its removed fields read in today's terms and noted, and
    marked when it holds fields no proto knows; and the warnings of reading them.  ``note``: the
    note :func:`cut_note` took from its bytes, if any."""
    noted = take_note(plan, note or [])
    use = legacy.OldUse()
    warnings = legacy.upgrade_binary(plan, use)
    old, kept = of_load(plan, use, noted)
    plan = attach(plan, old)
    return mark(plan) if use.unknown else plan, warnings + kept


def loaded_copy(plan: Plan) -> Plan:
    """A copy of ``plan`` (which protobuf read from a producer's bytes itself: it carries no note)
    read as :func:`~substrait_explain.api.load_plan` reads it."""
    return in_todays_terms(Plan.FromString(plan.SerializeToString()))[0]


_NOTE_TAG: Final = wire.varint(NOTE << 3 | 2)


def cut_note(data: bytes) -> tuple[bytes, list[tuple[int, bytes]]]:
    """A binary plan's bytes ``data`` without the note of its old fields, and the note's fields,
    (number, bytes) as :func:`unknown_fields` lists them.  Cut from the bytes, the note is never
    in the plan read: taken out of it, it would cost a copy of the whole plan (protobuf removes
    no single unknown field, and the plan's removed fields are still in it then).  Bytes that are
    no message are left as they are, for protobuf's reader to say why."""
    if _NOTE_TAG not in data:
        return data, []
    try:
        fields = list(wire.fields(data, groups=True))
    except ValueError:
        return data, []
    notes = [(NOTE, data[f.value:f.end]) for f in fields if _is_note(f.number, f.wire_type)]
    if not notes:
        return data, []
    return b"".join(data[f.start:f.end] for f in fields if not _is_note(f.number, f.wire_type)), notes


def take_note(plan: Plan, note: list[tuple[int, bytes]]) -> OldFields | None:
    """The :class:`OldFields` of a plan read from binary whose note, cut from its bytes, is
    ``note``; None when it has none.  Only this package writes the note: a plan it read, written
    with ``SerializeToString()``.  Its removed fields come in their dual form, which alone would
    read as ``old+new``; the note says how they are written.  Raises :class:`LoadError` for a
    note this package did not write (the data is damaged)."""
    unknowns = unknown_fields(plan)
    if any(number == NOTE for number, _ in unknowns):  # a note whose tag is written longer than cut_note reads it
        legacy.drop_fields(plan, lambda f: _is_note(f.number, f.wire_type))
    try:
        old = _of_fields(plan, unknowns + note)
    except (ValueError, DecodeError):  # a UnicodeDecodeError, a place without its way or kind
        old = None
        bad = True
    else:
        bad = old is not None and (any(kind not in KINDS for kind in old.ways) or
                                   any(kind not in KINDS or way not in WAYS for (kind, _), way in old.places.items())
                                   or bool(misplaced(plan, old)))
    if bad:
        raise LoadError(f"not a binary Substrait plan: its field {NOTE}, a note of removed fields that only "
                        f"substrait-explain writes, is damaged")
    return old


def _is_note(number: int, wire_type: int) -> bool:
    """Whether a Plan's field ``number`` in ``wire_type`` is the note: length-delimited (a
    producer's field 19999 in another wire type is its own, an unknown field the text says)."""
    return number == NOTE and wire_type == 2


def _note(old: OldFields) -> bytes:
    # In the order of KINDS, whatever the order they were named in: one plan, one note.
    ways = [wire.length_delimited(WAYS.index(old.ways[kind]) + 1, kind.encode()) for kind in KINDS if kind in old.ways]
    places = [wire.length_delimited(3, f"{way} {kind} {path}".encode())
              for (kind, path), way in sorted(old.places.items())]
    verbatim = [wire.length_delimited(4, path.encode()) for path in sorted(old.verbatim)]
    return b"".join(ways + places + verbatim)


def _uri_message(data: bytes) -> Any:
    # SimpleExtensionURI {uint32 extension_uri_anchor = 1; string uri = 2;} has SimpleExtensionURN's layout.
    return legacy.SimpleExtensionURN.FromString(data)


# --------------------------------------------------------------------------
# Writing


def for_writing(plan: Plan, old: OldFields | None = None) -> Plan:
    """``plan`` as it is written: each kind of removed field the way noted (or
    ``old``, which replaces the note), without the note.  ``plan`` itself when it
    has no removed field to write.  (The mark of unknown fields is left to the bytes:
    see ``unknown.unmarked``.)"""
    old = old if old is not None else of_plan(plan)
    if old is None:
        return plan
    out = Plan()
    out.CopyFrom(plan)
    _encode(out, _with_new_urns(plan, old), keep_new=False, strip=True)
    return out


def _with_new_urns(plan: Plan, old: OldFields) -> OldFields:
    """``old``, and where URNs are written as the URIs listed alone (`old = uris`), a URI for each of the
    plan's URNs none of its URIs stands for (a standard extension's file on GitHub, any other URN
    itself), numbered as its URN where that number is free.  A plan read that way has a URI for
    every URN: a URN without one was added since (a text edited), and would be written as nothing,
    its declarations referring to no URI, or to another URN's."""
    if not old.uris or old.ways.get("uris") != "old" or any(kind == "uris" for kind, _ in old.places):
        return old  # (with no URI, the URNs stay: nothing replaces them)
    stood_for = {urn_for_uri(uri) or uri for _, uri in old.uris}
    taken = {anchor for anchor, _ in old.uris}
    uris = list(old.uris)
    for urn in plan.extension_urns:
        if urn.urn in stood_for:
            continue
        anchor = urn.extension_urn_anchor if urn.extension_urn_anchor not in taken else max(taken) + 1
        uris.append((anchor, _uri_of(urn.urn)))
        taken.add(anchor)
        stood_for.add(urn.urn)
    return old if len(uris) == len(old.uris) else OldFields(old.ways, uris, old.places, old.verbatim)


def to_json(plan: Plan, indent: int | None = 2) -> str:
    """``plan`` as protobuf JSON (as ``MessageToJson`` writes it) with its removed
    fields, named as the old protos named them."""
    import json  # here, as json_format: a process that writes no JSON does not import them

    from substrait_explain.plan.protojson import json_format

    out = for_writing(plan)
    if out is plan:
        return json_format.MessageToJson(plan, indent=indent)
    return json.dumps(_json_object(out), indent=indent)


def to_dict(plan: Plan) -> dict:
    """``plan`` as protobuf's JSON mapping, as :func:`to_json` writes it but as objects
    (for YAML), with its removed fields."""
    from substrait_explain.plan.protojson import json_format

    out = for_writing(plan)
    return json_format.MessageToDict(plan) if out is plan else _json_object(out)


def _json_object(msg: Message) -> dict:
    from substrait_explain.plan.protojson import json_format

    obj = json_format.MessageToDict(msg)
    _add_old_keys(msg, obj)
    return obj


def _add_old_keys(msg: Message, obj: dict) -> None:
    message = msg.DESCRIPTOR.full_name
    removed = legacy.REMOVED.get(message, {})
    singular: dict[str, bytes] = {}  # a message field's bytes so far: written twice, protobuf merges them
    # Of a oneof's removed members written one after another, JSON holds the one protobuf reads: the last.
    oneof = legacy.old_oneof(message)
    members = [(u.field_number, u.data) for u in UnknownFieldSet(msg) if oneof.get(u.field_number) == u.wire_type]
    last = legacy.last_member(members)
    skipped = len(members) - len(last[1]) if last is not None else 0
    for unknown in UnknownFieldSet(msg):
        if not legacy.is_removed(message, unknown.field_number, unknown.wire_type):
            continue
        if skipped and oneof.get(unknown.field_number) == unknown.wire_type:
            skipped -= 1
            continue
        name, decode = removed[unknown.field_number]
        data = unknown.data
        if _camel(name) not in _REPEATED and isinstance(data, bytes):
            data = singular[name] = singular.get(name, b"") + data
        key, value = _json_value(message, name, decode(data, name), data)
        if key in _REPEATED:
            obj.setdefault(key, []).append(value)
        else:
            obj[key] = value
    for fd, value in msg.ListFields():
        if fd.message_type is None or fd.message_type.full_name.startswith("google.protobuf."):
            continue
        if fd.json_name not in obj:
            continue
        if isinstance(value, Message):
            _add_old_keys(value, obj[fd.json_name])
        else:
            for item, item_obj in zip(value, obj[fd.json_name], strict=True):
                _add_old_keys(item, item_obj)


# Removed fields that were repeated, by their JSON names.
_REPEATED: Final = {"extensionUris", "groupingExpressions", "values", "args", "leftKeys", "rightKeys"}
# Removed 64-bit integers: protobuf JSON writes them as strings.
_INT64: Final = {"offset", "count", "timestamp", "time", "timestampTz"}


def _json_value(message: str, name: str, value: Any, data: Any) -> tuple[str, Any]:
    key = _camel(name)
    if name == "extension_uris":
        return key, {k: v for k, v in (("extensionUriAnchor", value.extension_urn_anchor), ("uri", value.urn)) if v}
    if name == "args" and (enum := legacy.old_argument_enum(data, name)) is not None:
        return key, {"enum": {"specified": enum}}
    if name == "format":  # an enum: JSON writes its name
        return key, next((k for k, v in legacy.FILE_FORMATS.items() if v == value), value)
    if isinstance(value, Message):
        return key, _json_object(value)
    if key in _INT64 and message != "substrait.Type":
        return key, str(value)
    return key, value


def _camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(part.title() for part in rest)


# --------------------------------------------------------------------------
# Removing and deriving the old fields


def _strip(msg: Message) -> None:
    """Remove the unknown fields ``msg`` itself carries for this module: its removed fields
    (and the plan's note, see _is_note)."""
    message = msg.DESCRIPTOR.full_name
    plan = message == "substrait.Plan"

    def ours(number: int, wire_type: int) -> bool:
        return legacy.is_removed(message, number, wire_type) or plan and _is_note(number, wire_type)

    # (only then: re-reading a message takes protobuf's binary reader, which stops at 100 levels)
    if any(ours(u.field_number, u.wire_type) for u in UnknownFieldSet(msg)):
        legacy.drop_fields(msg, lambda f: ours(f.number, f.wire_type))


class _Encoding:
    def __init__(self, old: OldFields, keep_new: bool, strip: bool, uri_of_urn: dict[int, int],
                 targets: frozenset[str], seen: dict[str, dict[str, str]] | None = None,
                 read: dict[str, bytes] | None = None) -> None:
        self.old = old
        self.keep_new = keep_new  # write the new fields too, for every kind
        self.strip = strip  # remove the removed fields the messages have first
        self.uri_of_urn = uri_of_urn  # URN anchor -> the URI anchor a declaration refers to
        self.targets = targets  # the messages (full names) the walk visits, with those above them
        self.args_left = _ARGS_BUDGET  # bytes of old arguments still to be written (see _arguments)
        # (message type, bytes) -> the bytes in field order, for messages with unknown fields in them
        # (see _ordered): an old argument holding a call with old arguments is sorted once, not once per
        # call around it.
        self.ordered: dict[tuple[str, bytes], bytes] = {}
        # Settling (see _settle), only the places ``seen`` (kind -> places), where the plan had old fields,
        # are written: elsewhere, the kinds that would write some are collected, and nothing is written.
        self.seen = seen
        self.written: set[str] = set()
        # Settling: the removed fields read, by the path of the message that held them; the paths
        # compared with what the rules derive there, and those that keep what was read.
        self.read = read
        self.checked: set[str] = set()
        self.kept: dict[str, bytes] = {}

    def writes(self, kind: str, path: str) -> bool:
        return self.old.way(kind, path) is not None

    def alone(self, kind: str, path: str) -> bool:
        """Whether the old field is written instead of today's there."""
        return not self.keep_new and self.old.way(kind, path) == "old"

    def unseen(self, kind: str, path: str) -> bool:
        return self.seen is not None and path not in self.seen.get(kind, {})

    def clears(self, kind: str, path: str, where: str | None = None, way: str | None = None) -> bool:
        """Whether today's fields of ``kind`` are left out in the message at ``where`` (the place
        ``path`` when None), written ``way`` (the place's when None).  Not where the message keeps
        its old fields as read, and they are none."""
        if self.keep_new or self.unseen(kind, path) or (way or self.old.way(kind, path)) != "old":
            return False
        kept = self.kept_as_read(path if where is None else where)
        return kept is None or bool(kept)

    def add(self, kind: str, msg: Message, data: bytes, path: str, where: str | None = None) -> None:
        """Write old fields of ``kind``, ``data``, into ``msg``, for the message at ``path`` that
        ``kind`` is written by; ``msg`` is at ``where`` (the same when None), when paths are kept."""
        if not data:
            return
        where = path if where is None else where
        if self.unseen(kind, path):
            self.written.add(kind)
        elif where in self.old.verbatim:
            return  # (a message keeping its old fields as read holds them)
        elif self.read is not None and (where in self.read or where != path) and where not in self.checked:
            # (each rule writes a message's old fields at once; a grouping that held none, in an
            # Aggregate whose others held some, is compared with none)
            self.checked.add(where)
            if data != self.read.get(where, b""):
                self.kept[where] = data = self.read.get(where, b"")
            msg.MergeFromString(data)
        else:
            msg.MergeFromString(data)

    def kept_as_read(self, where: str) -> bytes | None:
        """The old fields the message at ``where`` keeps as read (None: derived)."""
        found = self.kept.get(where)
        return found if found is not None else self.old.verbatim.get(where)

    def check(self, msg: Message, path: str) -> None:
        """After its rule: the messages whose old fields were read but no rule wrote any (the
        rule found nothing to derive) keep those read."""
        assert self.read is not None
        name = msg.DESCRIPTOR.full_name
        if name == "substrait.AggregateRel.Grouping":
            return  # (its Aggregate's rule writes it, after it)
        targets = [(msg, path)]
        if name == "substrait.AggregateRel":
            targets.extend((g, f"{path}.groupings[{i}]") for i, g in enumerate(msg.groupings))
        for target, where in targets:
            if where in self.read and where not in self.checked:
                self.checked.add(where)
                self.kept[where] = self.read[where]
                target.MergeFromString(self.read[where])


def _uri_anchors(plan: Plan, old: OldFields) -> dict[int, int]:
    """URN anchor -> the anchor of the first of ``old``'s URIs whose URN it is."""
    urn_of_anchor = {u.extension_urn_anchor: u.urn for u in reversed(plan.extension_urns)}
    uri_of_urn: dict[str, int] = {}
    for anchor, uri in old.uris:
        uri_of_urn.setdefault(urn_for_uri(uri) or uri, anchor)
    return {a: uri_of_urn[urn] for a, urn in urn_of_anchor.items() if urn in uri_of_urn}


def of_load(plan: Plan, use: legacy.OldUse, noted: OldFields | None = None) -> tuple[OldFields | None, list[str]]:
    """The :class:`OldFields` a plan just loaded and upgraded (``use``, what the upgrade read) is
    written with, and warnings: ``noted``, when the plan carried a note (its places kept as read
    hold the fields the upgrade took from them), or what :meth:`OldFields.of_use` finds.  The
    warnings say the fields no proto knows inside the old fields kept as read."""
    if noted is not None:
        noted.verbatim = {path: use.read.get(path, b"") for path in noted.verbatim}
        return noted, []
    old = OldFields.of_use(use, plan)
    if old is None:
        return None, []
    return old, [f"{path or 'plan'}: its removed fields hold fields no proto knows; binary and text output keep "
                 "them (not JSON, YAML or the Rust crate's spelling)" for path, data in old.verbatim.items()
                 if legacy.holds_foreign(message_at(plan, path).DESCRIPTOR.full_name, data)]


def _settle(plan: Plan, old: OldFields, seen: dict[str, dict[str, str]], read: dict[str, bytes]
            ) -> tuple[set[str], dict[str, bytes]]:
    """``plan`` (just upgraded: it holds no removed field) written with ``old``, as a copy:
    the kinds that would write old fields in a message that held only today's (in none of the
    places ``seen``, kind -> places, of the upgrade), and the messages whose old fields, derived
    from today's, would not be those ``read`` there (by path): those keep what was read.

    Only the places ``seen`` are written: once the kinds found are named place by place, the
    plan is written so.  The copy is written from the inside out, a message kept as read before
    an old field holding it (a Fetch in a grouping expression) is derived from it."""
    copy = Plan()
    copy.CopyFrom(plan)
    kinds = {*old.ways, *(kind for kind, _ in old.places)}
    enc = _Encoding(old, keep_new=False, strip=False, uri_of_urn=_uri_anchors(plan, old),
                    targets=frozenset(name for kind in kinds for name in _KIND_MESSAGES[kind]), seen=seen, read=read)
    _walk(copy, enc, "")
    kept = enc.kept
    kept.update({path: data for path, data in read.items() if path not in enc.checked})  # (no rule reached them)
    return {kind for kind in enc.written if kind in old.ways}, kept


def _encode(plan: Plan, old: OldFields, keep_new: bool, strip: bool) -> None:
    mapping = _uri_anchors(plan, old)
    targets = {name for kind in {*old.ways, *(kind for kind, _ in old.places)} for name in _KIND_MESSAGES[kind]}
    if strip:
        targets |= set(legacy.REMOVED)
    if strip or old.places or old.verbatim or not targets <= _KIND_MESSAGES["uris"]:
        _walk(plan, _Encoding(old, keep_new, strip, mapping, frozenset(targets)), "")
        return
    # The extension URIs alone (most plans' kind): their messages sit right in the plan.
    enc = _Encoding(old, keep_new, strip, mapping, frozenset())
    for extension in plan.extensions:
        case = extension.WhichOneof("mapping_type")
        if case is not None:
            _declaration(getattr(extension, case), enc, "")
    _plan(plan, enc, "")


def _walk(top: Message, enc: _Encoding, path: str) -> None:
    """Derive each message's old fields after those of the messages in it, so that an old
    field copying a message (a grouping expression, an argument) copies it whole.  The walk
    visits the messages of the kinds ``enc`` writes (its targets) and those above them.  A
    message's path is its place (as :mod:`legacy` names it), kept only when some kind is
    written another way in some places.  Iterative: old arguments can nest a plan deeper
    than Python recurses, and protobuf's UnknownFieldSet (see _strip) crashes the process
    when called at the recursion limit instead of raising RecursionError."""
    paths = bool(enc.old.places) or bool(enc.old.verbatim) or enc.seen is not None
    found = reach.of(top.SerializeToString(), top.DESCRIPTOR.full_name, enc.targets, unknown=False)
    todo: list[tuple[Message, str, bool, reach.Reach]] = [(top, path, False, found)]
    while todo:
        msg, path, inside_done, found = todo.pop()
        if inside_done:
            if enc.strip and path not in enc.old.verbatim:
                _strip(msg)
            rule = _RULES.get(msg.DESCRIPTOR.full_name)
            if rule is not None:
                rule(msg, enc, path)
            # (the messages of its targets alone: a walk that enters every message, of a plan too
            # deep for reach.of, keeps the others' old fields as read, as one led by its bytes does)
            if enc.read is not None and msg.DESCRIPTOR.full_name in enc.targets:
                enc.check(msg, path)
            continue
        todo.append((msg, path, True, found))
        inside: list[tuple[Message, str, bool, reach.Reach]] = []
        for fd, value in msg.ListFields():
            if fd.message_type is None:
                continue
            where = f"{path}.{fd.name}" if path else fd.name
            if isinstance(value, Message):
                inner = found.inside(fd.number, 1)[0]
                if inner is not None:
                    inside.append((value, where if paths else "", False, inner))
            else:
                inside.extend((item, f"{where}[{i}]" if paths else "", False, inner)
                              for i, (item, inner) in enumerate(zip(value, found.inside(fd.number, len(value)),
                                                                    strict=True)) if inner is not None)
        todo.extend(inside)  # siblings in any order: each message's old fields come from its own contents


def _int_field(number: int, value: int) -> bytes:
    return wire.varint(number << 3) + wire.varint(value) if value else b""  # proto3 writes no zero


def _oneof_int(number: int, value: int) -> bytes:
    return wire.varint(number << 3) + wire.varint(value)  # a oneof member is written even when zero


def _ordered(msg: Message, memo: dict[tuple[str, bytes], bytes]) -> bytes:
    """``msg`` serialized with the fields of every message in it in number order, as
    protobuf writes messages it knows, so that an old field holding a message (a
    grouping expression, an argument) is the same bytes a producer wrote: protobuf
    compares unknown fields by their bytes, and would put unknown fields last.  Without
    unknown fields in it (most messages), its bytes are already in that order."""
    data = msg.SerializeToString()
    known = type(msg)()
    known.CopyFrom(msg)
    known.DiscardUnknownFields()  # recursively: no smaller, no unknown field anywhere in it
    return data if known.ByteSize() == len(data) else _sorted_fields(data, msg.DESCRIPTOR, memo)


# Removed fields holding messages that can hold removed fields in turn: their types.
_OLD_MESSAGES: Final = {
    **{(name, number): Expression.DESCRIPTOR for name, number in legacy.OLD_ARGS.items()},
    ("substrait.AggregateRel.Grouping", 1): Expression.DESCRIPTOR,
    ("substrait.ReadRel.VirtualTable", 1): Expression.Literal.Struct.DESCRIPTOR,
}


def _sorted_fields(data: bytes, desc: Any, memo: dict[tuple[str, bytes], bytes]) -> bytes:
    key = (desc.full_name, data)
    found = memo.get(key)
    if found is not None:
        return found
    fields = []
    for f in wire.fields(data, groups=True):
        chunk = data[f.start:f.end]
        known = desc.fields_by_number.get(f.number)
        inner = known.message_type if known is not None else _OLD_MESSAGES.get((desc.full_name, f.number))
        if f.wire_type == 2 and inner is not None:
            body = _sorted_fields(data[f.value:f.end], inner, memo)
            chunk = wire.length_delimited(f.number, body)
        fields.append((f.number, chunk))
    found = memo[key] = b"".join(chunk for _, chunk in sorted(fields, key=lambda f: f[0]))
    return found


def _plan(plan: Plan, enc: _Encoding, path: str) -> None:
    if not enc.writes("uris", path):
        return
    enc.add("uris", plan, b"".join(wire.length_delimited(_URIS, _int_field(1, anchor) + (
        wire.length_delimited(2, uri.encode()) if uri else b"")) for anchor, uri in enc.old.uris), path)
    # Only URIs replace URNs: a plan that names none (its declarations' references alone were
    # old, or a text's `old = uris` lists no `@` lines) keeps its URNs, or they would be lost.
    if enc.clears("uris", path) and enc.old.uris:
        del plan.extension_urns[:]
    elif not enc.keep_new and enc.old.uris and enc.old.places:
        # A URN named written the old way is its URI's alone (one the upgrade added beside the plan's
        # own URNs); the kind's way never says it of a URN, which another place would have to undo.
        for index in reversed(range(len(plan.extension_urns))):
            if enc.old.urn_alone(index) and not enc.unseen("uris", f"{_URNS}[{index}]"):
                del plan.extension_urns[index]


def _declaration(decl: Message, enc: _Encoding, path: str) -> None:
    if not enc.writes("uris", path):
        return
    reference = decl.extension_urn_reference
    enc.add("uris", decl, _int_field(1, enc.uri_of_urn.get(reference, reference)), path)
    if enc.clears("uris", path):
        decl.ClearField("extension_urn_reference")


def _i64_literal(msg: Message, name: str) -> int | None:
    if not msg.HasField(name):
        return None
    expr = getattr(msg, name)
    if expr.WhichOneof("rex_type") == "literal" and expr.literal.WhichOneof("literal_type") == "i64":
        return int(expr.literal.i64)
    return None


def _fetch(fetch: Message, enc: _Encoding, path: str) -> None:
    if not enc.writes("fetch", path):
        return
    offset, count = _i64_literal(fetch, "offset_expr"), _i64_literal(fetch, "count_expr")
    if (fetch.HasField("offset_expr") and offset is None) or (fetch.HasField("count_expr") and count is None):
        return  # an expression the old integers cannot say: the new fields stay
    # An offset is written when the plan has one, even 0 (Isthmus's oneof did); no count is -1, all rows.
    old = (b"" if offset is None else _oneof_int(3, offset)) + _oneof_int(4, -1 if count is None else count)
    enc.add("fetch", fetch, old, path)
    # The offset and the count each their own way (named, or the Fetch's): an old offset alone
    # beside a count both ways leaves today's offset out, not the count.  Kept as read, the old
    # fields may stand for one of today's alone (an old offset beside today's limit): the other stays.
    kept = enc.kept_as_read(path)
    numbers = {3, 4} if kept is None else {f.number for f in wire.fields(kept, groups=True)}
    for number, name in ((3, "offset_expr"), (4, "count_expr")):
        way = enc.old.inner_way("fetch", f"{path}.{name}", path) if enc.old.places else None
        if number in numbers and enc.clears("fetch", path, way=way):
            fetch.ClearField(name)


def _aggregate(aggregate: Message, enc: _Encoding, path: str) -> None:
    """Each grouping's old expressions, from its references into the shared list, written its
    own way (named, or its Aggregate's); the shared list, the Aggregate's way (old: not written,
    when no grouping keeps its references), less the expressions named the old groupings' alone."""
    if not enc.writes("grouping", path):
        return
    shared = aggregate.grouping_expressions
    if any(r >= len(shared) for g in aggregate.groupings for r in g.expression_references):
        return  # a dangling reference has no inline expression
    referring = False
    for i, grouping in enumerate(aggregate.groupings):
        where = f"{path}.groupings[{i}]"
        old = [_ordered(shared[r], enc.ordered) for r in grouping.expression_references]
        data = b"".join(wire.length_delimited(1, data) for data in old)
        enc.add("grouping", grouping, data, path, where)
        if enc.clears("grouping", path, where, enc.old.inner_way("grouping", where, path) if enc.old.places else None):
            grouping.ClearField("expression_references")
        elif grouping.expression_references:
            referring = True
    if enc.clears("grouping", path) and not referring:
        aggregate.ClearField("grouping_expressions")
    elif enc.old.places and not enc.keep_new and not enc.unseen("grouping", path):
        _drop_shared(aggregate, enc.old, path)


def _drop_shared(aggregate: Message, old: OldFields, path: str) -> None:
    """Leave out of the shared list the expressions named written the old way (the old
    groupings' alone: the upgrade appended them) that no grouping written refers to."""
    shared = aggregate.grouping_expressions
    referred = {r for g in aggregate.groupings for r in g.expression_references}
    dropped = [k for k in range(len(shared)) if k not in referred
               and old.places.get(("grouping", f"{path}.grouping_expressions[{k}]")) == "old"]
    if not dropped:
        return
    index = {k: k - sum(1 for d in dropped if d < k) for k in range(len(shared))}
    for grouping in aggregate.groupings:
        references = [index[r] for r in grouping.expression_references]
        del grouping.expression_references[:]
        grouping.expression_references.extend(references)
    for k in reversed(dropped):
        del shared[k]


def _virtual_table(table: Message, enc: _Encoding, path: str) -> None:
    if not enc.writes("values", path) or not all(f.WhichOneof("rex_type") == "literal" for row in table.expressions
                                           for f in row.fields):
        return
    for row in table.expressions:
        struct = Expression.Literal.Struct()
        for f in row.fields:
            struct.fields.add().CopyFrom(f.literal)  # (a list of messages given goes through protobuf's reader)
        enc.add("values", table, wire.length_delimited(1, _ordered(struct, enc.ordered)), path)
    if enc.clears("values", path):
        table.ClearField("expressions")


# The most bytes of old arguments a plan's writing makes (a call's old arguments copy the calls in
# them whole, their old arguments and new ones alike: twice as many bytes at each level).
_ARGS_BUDGET: Final = 32 << 20


def _arguments(number: int) -> Callable[[Message, _Encoding, str], None]:
    def rule(function: Message, enc: _Encoding, path: str) -> None:
        if not enc.writes("args", path):
            return
        old = []
        for argument in function.arguments:
            case = argument.WhichOneof("arg_type")
            if case == "value":
                old.append(_ordered(argument.value, enc.ordered))
            elif case == "enum":  # before FunctionArgument, an Expression.enum
                old.append(wire.length_delimited(10, wire.length_delimited(1, argument.enum.encode())))
            else:
                return  # a type argument: the old arguments were expressions only
        enc.args_left -= sum(map(len, old))
        if enc.args_left < 0:
            raise NestingError(
                "old arguments (the removed `args`) nest too deeply to write: each holds the call"
                f" inside it whole, its arguments both ways, so each level doubles them, past {_ARGS_BUDGET >> 20} MB"
                " here; write the plan without them (`Old Fields:` without `args`)")
        enc.add("args", function, b"".join(wire.length_delimited(number, data) for data in old), path)
        if enc.clears("args", path):
            function.ClearField("arguments")

    return rule


# New time kind -> the removed one's number, in Literal and in Type.
_TIME_LITERALS: Final = {"precision_timestamp": 14, "precision_time": 17, "precision_timestamp_tz": 27}
_TIME_TYPES: Final = {"precision_timestamp": 14, "precision_time": 17, "precision_timestamp_tz": 29}


def _micros(value: int, precision: int, enc: _Encoding, kind: str, path: str) -> int | None:
    """``value``, in units of 10^-``precision`` seconds, in the removed fields' microseconds:
    exactly, or None.  Written alone, only at precision 6: read back, the old field is
    precision 6, and any other precision would be lost.  Beside today's field, any precision
    that converts exactly (a dual write of milliseconds, say)."""
    if precision != 6 and enc.alone(kind, path):
        return None
    if precision <= 6:
        return value * 10 ** (6 - precision)
    scale = 10 ** (precision - 6)
    return value // scale if value % scale == 0 else None


def _literal(literal: Message, enc: _Encoding, path: str) -> None:
    case = literal.WhichOneof("literal_type")
    if not enc.writes("time", path) or case not in _TIME_LITERALS:
        return
    value = getattr(literal, case)
    micros = _micros(value.value, value.precision, enc, "time", path)
    if micros is None:
        return
    enc.add("time", literal, _oneof_int(_TIME_LITERALS[case], micros), path)
    if enc.clears("time", path):
        literal.ClearField(case)


def _interval(interval: Message, enc: _Encoding, path: str) -> None:
    if not enc.writes("interval", path) or not interval.subseconds:
        return
    micros = _micros(interval.subseconds, interval.precision, enc, "interval", path)
    if not micros:
        return
    enc.add("interval", interval, _int_field(3, micros), path)
    if enc.clears("interval", path):
        interval.ClearField("precision")
        interval.ClearField("subseconds")


def _type(type_: Message, enc: _Encoding, path: str) -> None:
    case = type_.WhichOneof("kind")
    if case in _TIME_TYPES and enc.writes("time", path):
        kind = getattr(type_, case)
        if kind.precision != 6 and enc.alone("time", path):
            return  # read back, the old type is precision 6: beside today's, any precision
        old = _int_field(1, kind.type_variation_reference) + _int_field(2, kind.nullability)
        enc.add("time", type_, wire.length_delimited(_TIME_TYPES[case], old), path)
        if enc.clears("time", path):
            type_.ClearField(case)
    elif case == "user_defined" and enc.writes("user_type", path):
        udt = type_.user_defined
        if udt.nullability != Type.NULLABILITY_REQUIRED or udt.type_variation_reference or udt.type_parameters:
            return
        enc.add("user_type", type_, _oneof_int(31, udt.type_reference), path)
        if enc.clears("user_type", path):
            type_.ClearField(case)


def _join_keys(join: Message, enc: _Encoding, path: str) -> None:
    if not enc.writes("join_keys", path) or not join.keys:
        return
    if any(key.comparison.simple != ComparisonJoinKey.SIMPLE_COMPARISON_TYPE_EQ for key in join.keys):
        return
    enc.add("join_keys", join, b"".join(wire.length_delimited(4, key.left.SerializeToString()) for key in join.keys)
            + b"".join(wire.length_delimited(5, key.right.SerializeToString()) for key in join.keys), path)
    if enc.clears("join_keys", path):
        join.ClearField("keys")


def _file_format(item: Message, enc: _Encoding, path: str) -> None:
    if not enc.writes("file_format", path) or item.WhichOneof("file_format") != "parquet" or item.parquet.ByteSize():
        return  # the old enum knew parquet alone, without options
    enc.add("file_format", item, _int_field(5, legacy.FILE_FORMATS["FILE_FORMAT_PARQUET"]), path)
    if enc.clears("file_format", path):
        item.ClearField("parquet")


_KIND_MESSAGES: Final = {
    "uris": {"substrait.Plan", *legacy.DECLARATIONS},
    "fetch": {"substrait.FetchRel"},
    "grouping": {"substrait.AggregateRel"},
    "values": {"substrait.ReadRel.VirtualTable"},
    "args": set(legacy.OLD_ARGS),
    "time": {"substrait.Expression.Literal", "substrait.Type"},
    "interval": {"substrait.Expression.Literal.IntervalDayToSecond"},
    "user_type": {"substrait.Type"},
    "join_keys": set(legacy.OLD_KEYS),
    "file_format": {"substrait.ReadRel.LocalFiles.FileOrFiles"},
}

_RULES: Final[dict[str, Callable[[Any, _Encoding, str], None]]] = {
    "substrait.Plan": _plan,
    **dict.fromkeys(legacy.DECLARATIONS, _declaration),
    "substrait.FetchRel": _fetch,
    "substrait.AggregateRel": _aggregate,
    "substrait.ReadRel.VirtualTable": _virtual_table,
    **{name: _arguments(number) for name, number in legacy.OLD_ARGS.items()},
    "substrait.Expression.Literal": _literal,
    "substrait.Expression.Literal.IntervalDayToSecond": _interval,
    "substrait.Type": _type,
    **dict.fromkeys(legacy.OLD_KEYS, _join_keys),
    "substrait.ReadRel.LocalFiles.FileOrFiles": _file_format,
}
