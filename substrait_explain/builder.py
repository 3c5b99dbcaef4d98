"""Syntax tree to Plan: the sections in order, relations bottom-up."""

from __future__ import annotations

from substrait.proto import Plan, Rel

from substrait_explain import nodes as n
from substrait_explain.errors import ParseError
from substrait_explain.expressions import Codec
from substrait_explain.extensions import build_extensions
from substrait_explain import values
from substrait_explain.printer import SECTIONED
from substrait_explain.relations import finish_rel, start_rel
from substrait_explain.suggest import did_you_mean

_VERSION_FIELDS = {"producer", "git_hash"}


def build_plan(doc: n.Document) -> Plan:
    plan = Plan()
    if doc.version is not None:
        _build_version(doc.version, plan)
    codec = Codec(build_extensions(doc.extensions, plan))
    for item in doc.fields:
        field = plan.DESCRIPTOR.fields_by_name.get(item.name)
        if field is None or field.name in SECTIONED:
            choices = [f.name for f in plan.DESCRIPTOR.fields if f.name not in SECTIONED]
            raise ParseError(f"unknown plan field {item.name!r}", item.line, item.col, None,
                             did_you_mean(item.name, choices) or "plan fields: " + ", ".join(choices))
        values.set_field(plan, field, item.value, codec)
    for top in doc.relations:
        plan_rel = plan.relations.add()
        for item in top.plan_rel_fields:
            values.set_field(plan_rel, plan_rel.DESCRIPTOR.fields_by_name[item.name], item.value, codec)
        if top.name == "Root" and top.subname is None:
            plan_rel.root.SetInParent()
            _build_root(top, plan_rel.root, codec)
        else:
            _build_tree(top, plan_rel.rel, codec)
    return plan


def _build_root(line: n.RelLine, root, codec: Codec) -> None:
    if len(line.sections) != 1:
        raise ParseError("Root lists only its output names: Root[a, b]", line.line, line.col)
    for item in line.sections[0]:
        if not (isinstance(item, n.TypeNode) and (item.bare or item.quoted and item.params is None
                                                  and item.anchor is None and item.nullability == "required")):
            raise ParseError("Root lists output names, like Root[id, \"full name\"]", item.line, item.col)
        root.names.append(item.name)
    if len(line.children) > 1:
        raise ParseError(f"Root takes 1 input, not {len(line.children)}", line.line, line.col)
    if line.children:
        _build_tree(line.children[0], root.input, codec)


def _build_tree(top: n.RelLine, target: Rel, codec: Codec) -> Rel:
    """Build the relation tree under ``top`` into ``target``, without recursion:
    kinds top-down, then arguments bottom-up (a Project's short form needs
    its input complete to know its width)."""
    order: list[tuple[n.RelLine, Rel]] = []
    stack = [(top, target)]
    while stack:
        line, rel = stack.pop()
        if line.name == "Root" and line.subname is None:
            raise ParseError("Root can only be at the top of a plan", line.line, line.col)
        order.append((line, rel))
        inputs = [c for c in line.children if c.label is None]
        stack.extend(zip(inputs, start_rel(line, rel)))
    for line, rel in reversed(order):
        subplans: dict[int, Rel] = {}
        for child in line.children:
            if child.label is not None:
                if child.label in subplans:
                    raise ParseError(f"label %{child.label} is used twice", child.line, child.col)
                subplans[child.label] = _build_tree(child, Rel(), codec)
        finish_rel(line, rel, subplans, codec)
    return target


def _build_version(version, plan: Plan) -> None:
    number, fields = version
    major, minor, patch = (int(x) for x in number.split("."))
    v = plan.version
    v.major_number, v.minor_number, v.patch_number = major, minor, patch
    for key, value in fields:
        if key not in _VERSION_FIELDS:
            raise ParseError(f"unknown version field {key!r}", 1, 1, None, "fields: producer, git_hash")
        setattr(v, key, value)
