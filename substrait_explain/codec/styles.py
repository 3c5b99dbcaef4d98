"""The output styles of the text: what each writes.

full     (the default) every field, redundancy left out: the short forms with
         their silent options.  Lossless.
verbose  every choice the short forms leave silent is written out: each call's
         `#anchor`, the phase and invocation of aggregate and window
         functions, a column mask's `maintain_singular_struct`.  Lossless:
         the canonical text to diff encodings of the same plan.
simple   the plan's semantics only, for reading and review.  It parses to the
         plan with what :data:`DROPPED` lists removed (:func:`simplify`).
"""

from __future__ import annotations

from typing import Final

from substrait.proto import Plan

from substrait_explain.base.errors import Error

STYLES: Final = ("full", "simple", "verbose")

# What `simple` leaves out, by message (None: every message) -> its fields.
DROPPED: Final[dict[str | None, tuple[str, ...]]] = {
    "substrait.RelCommon": ("hint",),  # output names, aliases, statistics, constraints
    None: ("type_variation_reference",),  # the `^variation` of types, literals and the like
}


def check_style(style: object) -> None:
    # (object, not str: compiled, a str parameter would refuse a caller's int with a bare TypeError)
    if style not in STYLES:
        raise Error(f"unknown style {style!r}: use one of {', '.join(STYLES)}")


def simplify(plan: Plan) -> Plan:
    """A copy of ``plan`` without what the `simple` style drops."""
    out = Plan()
    out.CopyFrom(plan)
    stack: list = [out]  # iterative: plans nest deep
    while stack:
        message = stack.pop()
        dropped = DROPPED.get(message.DESCRIPTOR.full_name, ()) + DROPPED[None]
        for field, value in message.ListFields():
            if field.name in dropped:
                message.ClearField(field.name)
            elif field.message_type is not None:
                stack.extend(value if field.is_repeated else [value])
    return out
