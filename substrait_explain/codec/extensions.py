"""The `=== Extensions` section: URNs and the function, type and type
variation declarations that calls and types refer to by anchor.

Declarations keep their order in the plan: the printer starts a new group
header whenever the kind changes, and the builder appends in text order.
"""

from __future__ import annotations

import itertools

from substrait.proto import Plan, SimpleExtensionDeclaration

from substrait_explain.base.errors import UINT32, ParseError, check_int
from substrait_explain.base.suggest import did_you_mean
from substrait_explain.codec import placeholders
from substrait_explain.plan.declarations import ANCHOR_FIELD
from substrait_explain.plan.urns import urn_for_uri
from substrait_explain.text import nodes as n
from substrait_explain.text.lexical import escape, is_signed_name, quote_word

# Group header -> SimpleExtensionDeclaration case, and the field of its anchor.
KINDS = {header: (case, ANCHOR_FIELD[case]) for header, case in (
    ("Functions", "extension_function"), ("Types", "extension_type"), ("Type Variations", "extension_type_variation"))}
_HEADER_OF = {case: header for header, (case, _) in KINDS.items()}
URN_HEADERS = ("URNs", "URIs")


class Extensions:
    """Anchors declared in a plan, looked up both ways."""

    def __init__(self) -> None:
        self.urns: dict[int, str] = {}
        self.decls: dict[str, dict[int, tuple[int, str]]] = {case: {} for case, _ in KINDS.values()}
        # Names whose anchor an earlier line already declares (validate reports
        # that; a plan keeps both): name -> (its line, the earlier line, its name).
        self.shadowed: dict[str, dict[str, tuple[int, int, str]]] = {case: {} for case, _ in KINDS.values()}
        self.lines: dict[tuple[str, int], int] = {}  # (case, anchor) -> the line declaring it

    @classmethod
    def of_plan(cls, plan: Plan) -> Extensions:
        ext = cls()
        for urn in plan.extension_urns:
            ext.urns.setdefault(urn.extension_urn_anchor, urn.urn)
        for decl in plan.extensions:
            case = decl.WhichOneof("mapping_type")
            if case is None:
                continue
            msg = getattr(decl, case)
            anchor = getattr(msg, ANCHOR_FIELD[case])
            ext.decls[case].setdefault(anchor, (msg.extension_urn_reference, msg.name))
        ext._index()
        return ext

    def _index(self) -> None:
        self.by_name: dict[str, dict[str, list[int]]] = {}
        for case, table in self.decls.items():
            index: dict[str, list[int]] = {}
            for anchor, (_, name) in table.items():
                index.setdefault(name, []).append(anchor)
                short = name.split(":", 1)[0]
                if short != name:
                    index.setdefault(short, []).append(anchor)
            self.by_name[case] = index

    # ---- names for the printer ----

    def function_name(self, anchor: int) -> tuple[str, bool]:
        """The name a call to ``anchor`` is written with, and whether it needs ``#anchor``."""
        return self._name("extension_function", anchor)

    def type_name(self, anchor: int) -> tuple[str, bool]:
        return self._name("extension_type", anchor)

    def _name(self, case: str, anchor: int) -> tuple[str, bool]:
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
            hint = did_you_mean(name, self.by_name[case]) or \
                f"declare it under '{header}:' in '=== Extensions', e.g. " \
                f"`# {self.free_anchor(case)} @ {self.some_urn()}: {name}`"
            raise ParseError(f"{what} {name!r} is not declared", node.line, node.col, None, hint)
        listed = ", ".join(f"#{a}" for a in candidates)
        raise ParseError(f"{what} {name!r} is ambiguous: anchors {listed} all match", node.line, node.col,
                         None, f"add the anchor, e.g. {name}#{candidates[0]}")


# ---- the section as text ----------------------------------------------------

def format_extensions(plan: Plan) -> list[str]:
    if not plan.extension_urns and not plan.extensions:
        return []
    urns = [(u.extension_urn_anchor, u.urn) for u in plan.extension_urns]
    width = max([len(str(a)) for a, _ in urns] + [2])
    lines = ["=== Extensions"]
    if urns:
        lines.append("URNs:")
        lines.extend(f"  @ {anchor:>{width}}: {quote_word(urn)}" for anchor, urn in urns)
    # (case, anchor, URN anchor, name) in plan order; case None for a declaration of no kind
    decls: list[tuple[str | None, int, int, str]] = []
    for decl in plan.extensions:
        case = decl.WhichOneof("mapping_type")
        if case is None:
            decls.append((None, 0, 0, ""))
            continue
        msg = getattr(decl, case)
        decls.append((case, getattr(msg, ANCHOR_FIELD[case]), msg.extension_urn_reference, msg.name))
    decl_width = max([2] + [len(str(anchor)) for case, anchor, _, _ in decls if case])
    current: object = object()  # no group yet; None is the group of declarations of no kind
    for case, anchor, urn, name in decls:
        if case != current:
            lines.append((_HEADER_OF[case] if case else placeholders.NO_KIND_DECLARATIONS) + ":")
            current = case
        if case is None:
            lines.append(f"  {placeholders.NO_KIND_DECLARATION}")
            continue
        shown = _quoted(name) if case == "extension_type" and name.startswith("u!") else quote_word(name)
        lines.append(f"  # {anchor:>{decl_width}} @ {urn:>{width}}: {shown}")
    lines.append("")
    return lines


def _quoted(name: str) -> str:
    return '"' + escape(name, '"') + '"'


def _urn_anchor(decl: n.ExtDecl) -> int:
    return check_int(decl.urn, decl.urn.value, UINT32, "is out of range for a URN anchor")


def build_extensions(groups: list[n.ExtGroup], plan: Plan) -> Extensions:
    ext = Extensions()
    for group in groups:
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
                             did_you_mean(group.name, list(KINDS) + ["URNs"]) or
                             "groups are URNs:, Functions:, Types: and Type Variations:")
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
