"""One encoding for plans that mean the same: what `diff` compares.

Producers number extension anchors as they please, declare URNs and functions
in any order, and older ones name extension files by URI (``load_plan`` moves
those into URNs; here they become the standard URN).  :func:`normalize`
gives every plan the same choices: legacy URIs become URNs, declared function,
type and type variation anchors are renumbered from 1 in the order the text
first uses them (declarations of the same function under two anchors become
one; an anchor no declaration has keeps its number, and the others go round it),
URN anchors in the order the declarations use them (a reference to a URN
anchor that no URN has keeps its number where it can), and the declarations
are listed in anchor order, functions first.  Nothing else changes.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from google.protobuf.message import Message
from substrait.proto import Plan, SimpleExtensionDeclaration, SimpleExtensionURN

from substrait_explain.plan.declarations import ANCHOR_FIELD
from substrait_explain.plan.urns import urn_for_uri

# Messages that call a function or use a user-defined type by anchor, and the field.
_REFERENCES = {
    "substrait.Expression.ScalarFunction": ("extension_function", "function_reference"),
    "substrait.Expression.WindowFunction": ("extension_function", "function_reference"),
    "substrait.AggregateFunction": ("extension_function", "function_reference"),
    "substrait.ConsistentPartitionWindowRel.WindowRelFunction": ("extension_function", "function_reference"),
    "substrait.SortField": ("extension_function", "comparison_function_reference"),
    "substrait.ComparisonJoinKey.ComparisonType": ("extension_function", "custom_function_reference"),
    "substrait.Type.UserDefined": ("extension_type", "type_reference"),
    "substrait.Expression.Literal.UserDefined": ("extension_type", "type_reference"),
}
_VARIATION = "type_variation_reference"  # in every type; 0 is no variation

_DECLARATIONS = ("extensions", "extension_urns")
Key = tuple[str | int, str]  # (URN, or the anchor of an undeclared one; name): what a declaration means


def normalize(plan: Plan) -> Plan:
    """A copy of ``plan`` encoded as described above; it means the same plan."""
    out = Plan()
    out.CopyFrom(plan)
    urns: dict[int, str] = {}
    for u in out.extension_urns:
        # The one URI rule load_plan and parse use; a URI it does not know stays as it is.
        urns.setdefault(u.extension_urn_anchor, urn_for_uri(u.urn) or u.urn)
    keys: dict[str, dict[int, Key]] = {case: {} for case in ANCHOR_FIELD}
    for decl in out.extensions:
        case = decl.WhichOneof("mapping_type")
        if case is not None:
            msg = getattr(decl, case)
            urn = urns.get(msg.extension_urn_reference, msg.extension_urn_reference)  # int: undeclared
            keys[case].setdefault(getattr(msg, ANCHOR_FIELD[case]), (urn, msg.name))

    uses = _uses(out)
    # An undeclared anchor keeps its number, all that says what it means (DataFusion's
    # fixed type variations); the declared ones are numbered around those.
    kept: dict[str, set[int]] = {case: set() for case in ANCHOR_FIELD}
    for case, msg, attr in uses:
        if getattr(msg, attr) not in keys[case]:
            kept[case].add(getattr(msg, attr))
    free = {case: _numbers_but(kept[case]) for case in ANCHOR_FIELD}
    new: dict[str, dict[Key, int]] = {case: {} for case in ANCHOR_FIELD}
    for case, msg, attr in uses:
        key = keys[case].get(getattr(msg, attr))
        if key is not None:
            if key not in new[case]:
                new[case][key] = next(free[case])
            setattr(msg, attr, new[case][key])
    for case, declared in keys.items():  # declared, never used: after the used ones
        for key in sorted(set(declared.values()) - set(new[case]), key=str):
            new[case][key] = next(free[case])

    urn_anchor: dict[str, int] = {}
    undeclared: list[tuple[Message, int]] = []  # declarations naming a URN anchor no URN has
    declarations = []
    for case, table in new.items():
        for (urn, name), anchor in sorted(table.items(), key=lambda kv: kv[1]):
            decl = SimpleExtensionDeclaration()
            msg = getattr(decl, case)
            setattr(msg, ANCHOR_FIELD[case], anchor)
            msg.name = name
            if isinstance(urn, int):
                undeclared.append((msg, urn))
            else:
                msg.extension_urn_reference = urn_anchor.setdefault(urn, len(urn_anchor) + 1)
            declarations.append(decl)
    for urn in sorted(set(urns.values()) - set(urn_anchor)):
        urn_anchor[urn] = len(urn_anchor) + 1
    # An undeclared URN anchor (DataFusion's 4294967295) keeps its number, unless
    # a URN now has it: then it takes the first number no one uses.
    taken = set(urn_anchor.values())
    used = taken | {old for _, old in undeclared}
    moved: dict[int, int] = {}
    for msg, old in undeclared:
        if old in taken and old not in moved:
            moved[old] = next(_numbers_but(used))
            used.add(moved[old])
        msg.extension_urn_reference = moved.get(old, old)
    del out.extensions[:]
    out.extensions.extend(declarations)
    del out.extension_urns[:]
    out.extension_urns.extend(SimpleExtensionURN(extension_urn_anchor=anchor, urn=urn)
                              for urn, anchor in urn_anchor.items())
    return out


def _numbers_but(taken: set[int]) -> Iterator[int]:
    """1, 2, 3, ... without the numbers in ``taken``."""
    return (n for n in itertools.count(1) if n not in taken)


def _uses(plan: Plan) -> list[tuple[str, Message, str]]:
    """Every anchor reference outside the declarations, in the order of the
    text (depth first, fields in field number order, a relation's inputs after
    its other fields): (case, message, field)."""
    found: list[tuple[str, Message, str]] = []
    stack: list[Message] = [plan]
    while stack:
        msg = stack.pop()
        name = msg.DESCRIPTOR.full_name
        if name.startswith("google.protobuf."):  # Any payloads are opaque
            continue
        reference = _REFERENCES.get(name)
        if reference is not None:
            case, attr = reference
            field = msg.DESCRIPTOR.fields_by_name[attr]
            if field.containing_oneof is None or msg.HasField(attr):
                found.append((case, msg, attr))
        if _VARIATION in msg.DESCRIPTOR.fields_by_name and getattr(msg, _VARIATION):
            found.append(("extension_type_variation", msg, _VARIATION))
        # A relation's inputs last, so that first use is the order of the text.
        fields = sorted((f for f in msg.ListFields() if f[0].message_type is not None
                         and not (msg is plan and f[0].name in _DECLARATIONS)),
                        key=lambda f: f[0].message_type.full_name == "substrait.Rel")
        for field, value in reversed(fields):
            stack.extend(reversed(value) if field.is_repeated else [value])
    return found
