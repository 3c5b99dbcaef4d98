"""Plan to text: the `=== Version`, `=== Extensions` and `=== Plan` sections."""

from __future__ import annotations

from substrait.proto import Plan

from substrait_explain import layout, placeholders, values
from substrait_explain.expressions import Codec
from substrait_explain.extensions import Extensions, format_extensions
from substrait_explain.relations import Line, format_rel
from substrait_explain.types import quote_name
from substrait_explain.literals import quote_string

# Plan fields with sections of their own; the others are `name=value` lines
# at the top of `=== Plan`.
SECTIONED = {"version", "extension_urns", "extensions", "relations"}


def format_plan(plan: Plan, width: int | None = layout.DEFAULT_WIDTH) -> str:
    """``plan`` as text, long lines wrapped at ``width`` columns (None: one line per relation)."""
    codec = Codec(Extensions.of_plan(plan))
    lines = _format_version(plan) + format_extensions(plan)
    lines.append("=== Plan")
    for field, _ in plan.ListFields():
        if field.name not in SECTIONED:
            lines.extend(layout.wrap(f"{field.name}={values.format_field(field, plan, codec)}", "", width))
    for plan_rel in plan.relations:
        case = plan_rel.WhichOneof("rel_type")
        for field, _ in plan_rel.ListFields():
            if field.name not in ("rel", "root"):
                lines.extend(layout.wrap(f"{field.name}={values.format_field(field, plan_rel, codec)}", "", width))
        if case == "root":
            root = plan_rel.root
            head = Line("Root[" + ", ".join(quote_name(x) for x in root.names) + "]",
                        [(None, root.input)] if root.HasField("input") else [])
        elif case == "rel":
            head = format_rel(plan_rel.rel, codec)
        else:
            head = Line(placeholders.EMPTY_PLAN_REL_TEXT, [])
        _emit_tree(head, codec, lines, width)
    return "\n".join(lines) + "\n"


def _emit_tree(head: Line, codec: Codec, lines: list[str], width: int | None) -> None:
    # Iterative, so that deep plans do not hit Python's recursion limit.
    stack = [(head, 0, None)]
    while stack:
        line, depth, label = stack.pop()
        text = ("" if label is None else f"%{label}: ") + line.text
        lines.extend(layout.wrap(text, layout.INDENT * depth, width))
        for child_label, child in reversed(line.children):
            stack.append((format_rel(child, codec), depth + 1, child_label))


def _format_version(plan: Plan) -> list[str]:
    if not plan.HasField("version"):
        return []
    v = plan.version
    lines = [f"=== Version {v.major_number}.{v.minor_number}.{v.patch_number}"]
    if v.producer:
        lines.append(f"  producer: {quote_string(v.producer)}")
    if v.git_hash:
        lines.append(f"  git_hash: {quote_string(v.git_hash)}")
    lines.append("")
    return lines
