"""The `=== Extensions` section: URNs and the function, type and type
variation declarations that calls and types refer to by anchor.

Declarations keep their order in the plan: the printer starts a new group
header whenever the kind changes, and the builder appends in text order.
"""

from __future__ import annotations

import itertools
from typing import Any, Final

from substrait.proto import Plan, SimpleExtensionDeclaration

from substrait_explain.base.errors import UINT32, ParseError, check_int
from substrait_explain.base.suggest import did_you_mean
from substrait_explain.codec import placeholders
from substrait_explain.codec.memo import Memo
from substrait_explain.generated.messages import serialized, which
from substrait_explain.plan import old_fields, unknown
from substrait_explain.plan.declarations import ANCHOR_FIELD
from substrait_explain.plan.urns import urn_for_uri
from substrait_explain.text import nodes as n
from substrait_explain.text.lexical import escape, is_signed_name, quote_string, quote_word
from substrait_explain.text.wrap import comma_lines

# Group header -> SimpleExtensionDeclaration case, and the field of its anchor.
KINDS: Final = {header: (case, ANCHOR_FIELD[case]) for header, case in (
    ("Functions", "extension_function"), ("Types", "extension_type"), ("Type Variations", "extension_type_variation"))}
_HEADER_OF: Final = {case: header for header, (case, _) in KINDS.items()}
URN_HEADERS: Final = ("URNs", "URIs")
OLD_FIELDS: Final = "Old Fields"  # the removed fields a plan writes, and its extension URIs (plan/old_fields.py)


class Extensions:
    """Anchors declared in a plan, looked up both ways."""

    def __init__(self) -> None:
        self.urns: dict[int, str] = {}
        self.decls: dict[str, dict[int, tuple[int, str]]] = {case: {} for case, _ in KINDS.values()}
        # Names whose anchor an earlier line already declares (validate reports
        # that; a plan keeps both): name -> (its line, the earlier line, its name).
        self.shadowed: dict[str, dict[str, tuple[int, int, str]]] = {case: {} for case, _ in KINDS.values()}
        self.lines: dict[tuple[str, int], int] = {}  # (case, anchor) -> the line declaring it
        self.old_fields: old_fields.OldFields | None = None  # what `Old Fields:` says
        self.old_field_places: dict[tuple[str, str], tuple[int, int]] = {}  # (kind, place) -> line, column
        self.old_fields_kept: list[n.UnknownFieldsLine] = []  # `'place': fields` under `Old Fields:`
        self.unknown_fields: list[n.UnknownFieldsLine] = []  # what `Unknown Fields:` says
        # Every declaration of_listing was given, in plan order, as (case, anchor, URN anchor,
        # name), case None for a declaration of no kind: what the section lists (duplicates included).
        self.listed: list[tuple[str | None, int, int, str]] = []
        # What _name said of each (case, anchor): the printer's Extensions are shared by the
        # plans that declare the same (see `declared`), and each asks for every call's name.
        self._names: dict[tuple[str, int], tuple[str, bool]] = {}

    @staticmethod
    def of_plan(plan: Plan) -> Extensions:
        return Extensions.of_listing([(u.extension_urn_anchor, u.urn) for u in plan.extension_urns],
                                     [listing(d) for d in plan.extensions])

    @staticmethod
    def of_listing(urns: list[tuple[int, str]], listed: list[tuple[str | None, int, int, str]]) -> Extensions:
        """The anchors of a plan whose URNs are ``urns`` (anchor, URN) and whose declarations
        are ``listed`` (as :func:`listing` gives each), both in plan order; ``listed`` is kept,
        not copied."""
        ext = Extensions()
        for anchor, urn in urns:
            ext.urns.setdefault(anchor, urn)
        ext.listed = listed
        for case, anchor, urn_anchor, name in listed:
            if case is not None:
                ext.decls[case].setdefault(anchor, (urn_anchor, name))
        ext._index()
        return ext

    def _index(self) -> None:
        self.by_name: dict[str, dict[str, list[int]]] = {}
        self._names = {}  # what _name found is for the declarations as they were
        for case, table in self.decls.items():
            index: dict[str, list[int]] = {}
            for anchor, (_, name) in table.items():
                # (get and a new list, not setdefault: compiled, its miss raises a KeyError inside)
                anchors = index.get(name)
                if anchors is None:
                    index[name] = [anchor]
                else:
                    anchors.append(anchor)
                if ":" in name:
                    short = name.split(":", 1)[0]
                    anchors = index.get(short)
                    if anchors is None:
                        index[short] = [anchor]
                    else:
                        anchors.append(anchor)
            self.by_name[case] = index

    # ---- names for the printer ----

    def function_name(self, anchor: int) -> tuple[str, bool]:
        """The name a call to ``anchor`` is written with, and whether it needs ``#anchor``."""
        return self._name("extension_function", anchor)

    def type_name(self, anchor: int) -> tuple[str, bool]:
        return self._name("extension_type", anchor)

    def _name(self, case: str, anchor: int) -> tuple[str, bool]:
        found = self._names.get((case, anchor))
        if found is None:
            found = self._names[case, anchor] = self._find_name(case, anchor)
        return found

    def _find_name(self, case: str, anchor: int) -> tuple[str, bool]:
        decl = self.decls[case].get(anchor)
        if decl is None:
            return "_", True
        name = decl[1]
        short = name.split(":", 1)[0]
        index = self.by_name[case]
        if short != name and index.get(short) == [anchor] and is_signed_name(short):
            return short, False
        return name, index.get(name) != [anchor] or not is_signed_name(name)

    # ---- anchors for the builder ----

    def free_anchor(self, case: str) -> int:
        """The smallest anchor of kind ``case`` no declaration uses, for hints."""
        return next(a for a in itertools.count(1) if a not in self.decls[case])

    def some_urn(self) -> int:
        """A declared URN anchor, for hints (1 when there is none)."""
        return min(self.urns, default=1)

    def has_type(self, name: str) -> bool:
        return name in self.by_name["extension_type"]

    def type_names(self) -> list[str]:
        return list(self.by_name["extension_type"])

    def resolve_function(self, call: n.Call) -> int:
        return self._resolve("extension_function", call.name, call.anchor, call.urn, call, "function",
                             "Functions")

    def resolve_type(self, node: n.TypeNode) -> int:
        return self._resolve("extension_type", node.name, node.anchor, node.urn, node, "type", "Types")

    def _resolve(self, case: str, name: str, anchor: int | None, urn: int | None, node: n.Node, what: str,
                 header: str) -> int:
        table = self.decls[case]
        if urn is not None:
            check_int(node, urn, UINT32, "is out of range for a URN anchor")
        if anchor is not None:
            check_int(node, anchor, UINT32, f"is out of range for a {what} anchor")
            decl = table.get(anchor)
            if decl is None and name != "_":
                raise ParseError(f"{what} anchor #{anchor} is not declared", node.line, node.col, None,
                                 f"declare it under '{header}:' as `# {anchor} @ {self.some_urn()}: {name}`, "
                                 f"or write _#{anchor} to keep a reference to an undeclared anchor")
            if decl is not None and name != "_" and name not in (decl[1], decl[1].split(":", 1)[0]):
                raise ParseError(f"{what} anchor #{anchor} is declared as {decl[1]!r}, not {name!r}",
                                 node.line, node.col, None, f"write {decl[1]}#{anchor} or fix the anchor")
            return anchor
        candidates = self.by_name[case].get(name, [])
        if urn is not None:
            candidates = [a for a in candidates if table[a][0] == urn]
        if len(candidates) == 1:
            return candidates[0]
        if not candidates:
            shadowed = self.shadowed[case].get(name)
            if shadowed is not None:
                line, earlier, earlier_name = shadowed
                raise ParseError(f"{what} {name!r} is declared on line {line} with an anchor that line {earlier} "
                                 f"already declares, as {earlier_name!r}", node.line, node.col, None,
                                 f"give it an anchor of its own on line {line}, e.g. #{self.free_anchor(case)}")
            declare = (f"declare it under '{header}:' in '=== Extensions', e.g. "
                       f"`# {self.free_anchor(case)} @ {self.some_urn()}: {name}`")
            # (a near name may be another function: `gt` where `gte` is declared)
            similar = did_you_mean(name, self.by_name[case])
            hint = declare if similar is None else f"{similar} Or {declare}"
            raise ParseError(f"{what} {name!r} is not declared", node.line, node.col, None, hint)
        listed = ", ".join(f"#{a}" for a in candidates)
        raise ParseError(f"{what} {name!r} is ambiguous: anchors {listed} all match", node.line, node.col,
                         None, f"add the anchor, e.g. {name}#{candidates[0]}")


# ---- the section as text ----------------------------------------------------

def listing(decl: Any) -> tuple[str | None, int, int, str]:
    """A SimpleExtensionDeclaration as :attr:`Extensions.listed` holds it: (case, anchor, URN
    anchor, name), case None for a declaration of no kind."""
    case = which(decl, "mapping_type")
    if case is None:
        return None, 0, 0, ""
    msg = getattr(decl, case)
    return case, getattr(msg, ANCHOR_FIELD[case]), msg.extension_urn_reference, msg.name


# A plan's anchors and its section's declaration lines, by the bytes of its declarations:
# the plans of a log declare the same few sets of functions again and again.  Sets that differ
# share most of their declarations, so each URN and declaration is read (and its name quoted)
# once, by its own bytes, whatever set it is first met in.
_DECLARED: Final[Memo[tuple[Extensions, list[str], int]]] = Memo(256)
_URN: Final[Memo[tuple[int, str, str]]] = Memo(4096)  # (anchor, URN, the URN as written)
_DECLARATION: Final[Memo[tuple[tuple[str | None, int, int, str], str]]] = Memo(4096)  # (listing, name as written)


def declared(plan: Plan) -> tuple[Extensions, list[str], int]:
    """``Extensions.of_plan(plan)``, the lines of the section that list its URNs and
    declarations, and the width of its URN anchors.  Shared by the plans that declare the same:
    read only."""
    urns, decls = plan.extension_urns, plan.extensions
    key = (tuple([serialized(u) for u in urns]), tuple([serialized(d) for d in decls]))
    return _DECLARED.get(key, (key, urns, decls), _declared)


def _declared(arg: Any) -> tuple[Extensions, list[str], int]:
    (urn_keys, decl_keys), urn_messages, decl_messages = arg
    urns = [_URN.get(k, u, _urn) for k, u in zip(urn_keys, urn_messages, strict=True)]
    decls = [_DECLARATION.get(k, d, _declaration) for k, d in zip(decl_keys, decl_messages, strict=True)]
    ext = Extensions.of_listing([(anchor, urn) for anchor, urn, _ in urns], [entry for entry, _ in decls])
    width = max([len(str(a)) for a, _, _ in urns] + [2])
    lines = []
    if urns:
        lines.append("URNs:")
        lines.extend(f"  @ {str(anchor).rjust(width)}: {shown}" for anchor, _, shown in urns)
    decl_width = max([2] + [len(str(anchor)) for (case, anchor, _, _), _ in decls if case])
    current: object = object()  # no group yet; None is the group of declarations of no kind
    for (case, anchor, urn, _), shown in decls:
        if case != current:
            lines.append((_HEADER_OF[case] if case else placeholders.NO_KIND_DECLARATIONS) + ":")
            current = case
        if case is None:
            lines.append(f"  {placeholders.NO_KIND_DECLARATION}")
            continue
        lines.append(f"  # {str(anchor).rjust(decl_width)} @ {str(urn).rjust(width)}: {shown}")
    return ext, lines, width


def _urn(u: Any) -> tuple[int, str, str]:
    return u.extension_urn_anchor, u.urn, quote_word(u.urn)


def _declaration(d: Any) -> tuple[tuple[str | None, int, int, str], str]:
    entry = listing(d)
    case, _, _, name = entry
    return entry, _quoted(name) if case == "extension_type" and name.startswith("u!") else quote_word(name)


def format_extensions(declarations: list[str], width: int, unknowns: list[tuple[int, bytes]],
                      plan: Plan, line_width: int | None) -> list[str]:
    """The section: the ``declarations`` lines and ``width`` of :func:`declared`, the old
    fields the plan carries, from its length-delimited unknown fields ``unknowns``, and the
    fields no proto knows of ``plan`` (protobuf's), when marked.  `Old Fields:` lines are
    kept within ``line_width`` columns (None: one line per way)."""
    key = (tuple(unknowns), width, line_width)
    old = _OLD_FIELDS.get(key, key, _old_field_lines) if unknowns else []
    kept = old_fields.kept_places(unknowns) if old else ()
    if kept:  # (the messages hold the fields kept as read: no memo of the note's knows them)
        from substrait_explain.codec import unknown_fields  # few plans need it

        old = old + [unknown_fields.place_line(path, old_fields.removed_bytes(unknown.message_at(plan, path)))
                     for path in sorted(kept)]
    foreign = []
    if unknowns and unknown.marked(unknowns):
        from substrait_explain.codec import unknown_fields  # few plans need it: no cost at start for the rest

        foreign = unknown_fields.lines(plan)
    if not declarations and not old and not foreign:
        return []
    return ["=== Extensions", *declarations, *old, *foreign, ""]


# The `Old Fields:` lines by the plan's unknown fields (and the width of its URN anchors): a log's
# plans carry the same URIs and note.
_OLD_FIELDS: Final[Memo[list[str]]] = Memo(256)


def _old_field_lines(key: Any) -> list[str]:
    unknowns, width, line_width = key
    old = old_fields.of_unknown_fields(list(unknowns))
    return [] if old is None else _format_old_fields(old, width, line_width)


def _quoted(name: str) -> str:
    return '"' + escape(name, '"') + '"'


def _format_old_fields(old: old_fields.OldFields, width: int, line_width: int | None) -> list[str]:
    lines = [f"{OLD_FIELDS}:"]
    places: dict[tuple[str, str], list[str]] = {}  # (kind, way) -> the places written that way
    for (kind, path), way in sorted(old.places.items()):
        places.setdefault((kind, way), []).append(path)
    for way in old_fields.WAYS:
        head = f"  {way} = "
        room = None if line_width is None else line_width - len(head)
        kinds = []
        for kind in old_fields.KINDS:
            if old.ways.get(kind) == way:
                kinds.append(kind)
            if (kind, way) in places:
                kinds.extend(f"{kind}({inside})" for inside in comma_lines(
                    [quote_string(p) for p in places[kind, way]], None if room is None else room - len(kind) - 2))
        # A long line goes on as another line of the same way: the reader gathers them.
        lines.extend(head + line for line in comma_lines(kinds, room))
    lines.extend(f"  @ {str(anchor).rjust(width)}: {quote_word(uri)}" for anchor, uri in old.uris)
    return lines


def _urn_anchor(decl: n.ExtDecl) -> int:
    return check_int(decl.urn, decl.urn.value, UINT32, "is out of range for a URN anchor")


def build_extensions(groups: list[n.ExtGroup], plan: Plan) -> Extensions:
    """The anchors the groups declare, put into ``plan``; what `Old Fields:` says
    is left in the result, for the builder to attach once the plan is whole."""
    from substrait_explain.codec.unknown_fields import GROUP as UNKNOWN_FIELDS  # (only the parser needs it)

    ext = Extensions()
    for group in groups:
        if group.name == UNKNOWN_FIELDS:
            if group.decls or group.old_fields:
                line = (group.decls or group.old_fields)[0]
                raise ParseError(f"under '{UNKNOWN_FIELDS}:', a line reads `'place': field = value, ...`",
                                 line.line, line.col, None, "start the group the line belongs to above it")
            ext.unknown_fields.extend(group.unknown_fields)
            continue
        if group.name == OLD_FIELDS:
            _build_old_fields(group, ext)
            continue
        if group.unknown_fields:
            place = group.unknown_fields[0]
            raise ParseError(f"`'place': field = value` lines stand under '{UNKNOWN_FIELDS}:', not '{group.name}:'",
                             place.line, place.col, None, f"start an '{UNKNOWN_FIELDS}:' group above it")
        if group.old_fields:
            line = group.old_fields[0]
            raise ParseError(f"`{line.way} = ...` lines stand under '{OLD_FIELDS}:', not '{group.name}:'",
                             line.line, line.col, None, f"start an '{OLD_FIELDS}:' group above it")
        if group.name in URN_HEADERS:
            for decl in group.decls:
                if decl.anchor is not None:
                    raise ParseError("a URN is declared as `@ anchor: urn`", decl.line, decl.col)
                urn = (urn_for_uri(decl.text) or decl.text) if group.name == "URIs" else decl.text
                plan.extension_urns.add(extension_urn_anchor=_urn_anchor(decl), urn=urn)
                ext.urns.setdefault(decl.urn.value, urn)
            continue
        if group.name == placeholders.NO_KIND_DECLARATIONS:
            for decl in group.decls:
                if decl.anchor is not None or decl.urn.value != 0 or decl.text != "_":
                    raise ParseError(f"a declaration of no kind reads `{placeholders.NO_KIND_DECLARATION}`",
                                     decl.line, decl.col)
                plan.extensions.add()
            continue
        if group.name not in KINDS:
            raise ParseError(f"unknown extension group {group.name!r}", group.line, group.col, None,
                             did_you_mean(group.name, list(KINDS) + ["URNs", OLD_FIELDS, UNKNOWN_FIELDS]) or
                             f"groups are URNs:, Functions:, Types:, Type Variations:, {OLD_FIELDS}: "
                             f"and {UNKNOWN_FIELDS}:")
        case, anchor_field = KINDS[group.name]
        what = group.name[:-1].lower()  # "Type Variations" -> "type variation"
        for decl in group.decls:
            if decl.anchor is None:
                raise ParseError(f"a declaration under '{group.name}:' reads `# anchor @ urn: name`",
                                 decl.line, decl.col)
            entry = SimpleExtensionDeclaration()
            msg = getattr(entry, case)
            msg.extension_urn_reference = _urn_anchor(decl)
            setattr(msg, anchor_field, check_int(decl.anchor, decl.anchor.value, UINT32,
                                                 f"is out of range for a {what} anchor"))
            # A type declared `u!json` is named json, as in the Rust substrait-explain; a
            # name that holds the prefix itself is written in quotes.
            name = decl.text[2:] if case == "extension_type" and decl.text.startswith("u!") and not decl.quoted \
                else decl.text
            msg.name = name
            plan.extensions.append(entry)
            earlier = ext.lines.setdefault((case, decl.anchor.value), decl.line)
            if earlier != decl.line:
                for shown in {name, name.split(":", 1)[0]}:  # as calls may name it
                    ext.shadowed[case].setdefault(shown, (decl.line, earlier, ext.decls[case][decl.anchor.value][1]))
            ext.decls[case].setdefault(decl.anchor.value, (decl.urn.value, name))
    ext._index()
    return ext


def check_old_fields(plan: Plan, ext: Extensions) -> None:
    """Every place `Old Fields:` names holds a message of its kind, and the fields it keeps as read
    are removed fields of the message there (once the plan is whole)."""
    if ext.old_fields is None:
        return
    for kind, place in old_fields.misplaced(plan, ext.old_fields):
        line, col = ext.old_field_places[kind, place]
        if not kind:
            raise ParseError(f"removed fields as written: the plan has no message with removed fields at {place!r}",
                             line, col, None, "a place is the path of protobuf field names from the plan to the "
                                              "message holding them, e.g. 'relations[0].root.input.fetch'")
        raise ParseError(f"removed fields {kind!r}: the plan has no message of that kind at {place!r}", line, col,
                         None, "a place is the path of protobuf field names from the plan to the message, "
                               "e.g. 'relations[0].root.input.fetch'")
    from substrait_explain.codec import unknown_fields  # (only texts keeping old fields as read need it)

    for kept in ext.old_fields_kept:
        msg = unknown.message_at(plan, kept.place)
        data = unknown_fields.line_data(kept, msg, _check_removed, "removed field", none=True)
        problem = old_fields.unreadable(msg, data)
        if problem is not None:
            raise ParseError(f"removed fields of {kept.place!r}: {problem}", kept.line, kept.col, None,
                             "write them as the old protos wrote them")
        ext.old_fields.verbatim[kept.place] = data


def _check_removed(descriptor: Any, number: int, wire_type: int, where: n.UnknownValue | n.UnknownField) -> None:
    """Field ``number`` in ``wire_type`` is a removed field of the message of ``descriptor``."""
    name = descriptor.full_name
    if old_fields.is_removed(name, number, wire_type):
        return
    known = descriptor.fields_by_number.get(number)
    if known is not None:
        raise ParseError(f"field {number} of {name} is its {known.name!r}, not a removed field", where.line,
                         where.col, None, "write it by its name where the message is written")
    raise ParseError(f"field {number} of {name} is not a removed field (in that wire type)", where.line, where.col,
                     None, "fields no proto knows are said under 'Unknown Fields:'")


def _build_old_fields(group: n.ExtGroup, ext: Extensions) -> None:
    old = ext.old_fields = ext.old_fields or old_fields.OldFields()
    for kept in group.unknown_fields:  # `'place': fields`: that message's removed fields, as written
        if kept.place in old.verbatim:
            first, _ = ext.old_field_places["", kept.place]
            raise ParseError(f"the removed fields of {kept.place!r} are already written (on line {first})",
                             kept.line, kept.col, None, "write all of a message's removed fields on one line")
        old.verbatim[kept.place] = b""  # (its bytes once the plan is whole: see check_old_fields)
        ext.old_field_places["", kept.place] = (kept.line, kept.col)
        ext.old_fields_kept.append(kept)
    for decl in group.decls:
        if decl.anchor is not None:
            raise ParseError(f"under '{OLD_FIELDS}:', an extension URI reads `@ anchor: uri`", decl.line, decl.col,
                             None, "declarations stand under 'Functions:', 'Types:' or 'Type Variations:'")
        old.uris.append((_urn_anchor(decl), decl.text))
    for line in group.old_fields:
        if line.way not in old_fields.WAYS:
            raise ParseError(f"unknown way {line.way!r} to write removed fields", line.line, line.col, None,
                             "write `old = kinds` (instead of the new fields) or `old+new = kinds` (beside them)")
        for kind in line.kinds:
            if kind.name not in old_fields.KINDS:
                raise ParseError(f"unknown kind of removed field {kind.name!r}", kind.line, kind.col, None,
                                 did_you_mean(kind.name, list(old_fields.KINDS)) or
                                 f"the kinds are {', '.join(old_fields.KINDS)}")
            for place in kind.value:  # `kind('path', ...)`: only in those places
                if (kind.name, place) in old.places:
                    raise ParseError(f"removed fields {kind.name!r} in {place!r} are already written "
                                     f"{old.places[kind.name, place]!r}", kind.line, kind.col, None,
                                     "name each place once")
                old.places[kind.name, place] = line.way
                ext.old_field_places[kind.name, place] = (kind.line, kind.col)
            if kind.value:
                continue
            if kind.name in old.ways:
                raise ParseError(f"removed fields {kind.name!r} are already written {old.ways[kind.name]!r}",
                                 kind.line, kind.col, None, "name each kind once")
            old.ways[kind.name] = line.way
