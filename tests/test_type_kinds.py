"""Every kind of Type is spelled as its protobuf kind says, both ways.

Round trips cannot see two kinds whose spellings are swapped (each reads back as
written, and the text lies): so the spelling of each kind is derived here from the
name of its case in the `Type.kind` oneof, as Substrait's type grammar spells it
(the case's name, but `boolean`, `fixedchar` and `fixedbinary`), not read from the
package's tables.
"""

from __future__ import annotations

import re

import pytest
from substrait.proto import Type

import substrait_explain as se
from substrait_explain.codec.extensions import Extensions
from substrait_explain.codec.types import format_type

KINDS = [f.name for f in Type.DESCRIPTOR.oneofs_by_name["kind"].fields]
# Where Substrait's own spelling of a type is not its case's name.
OFFICIAL = {"bool": "boolean", "fixed_char": "fixedchar", "fixed_binary": "fixedbinary"}
# Kinds that are no built-in type of the text: written in a form of their own.
OWN_FORMS = {"user_defined", "alias", "unbound"}
I64 = Type(i64=Type.I64(nullability=Type.NULLABILITY_REQUIRED))


def a_type(kind: str) -> Type:
    t = Type()
    msg = getattr(t, kind)
    msg.SetInParent()
    if "nullability" in msg.DESCRIPTOR.fields_by_name:
        msg.nullability = Type.NULLABILITY_REQUIRED
    for name in ("type", "key", "value", "return_type"):  # list, map, func
        if name in msg.DESCRIPTOR.fields_by_name:
            getattr(msg, name).CopyFrom(I64)
    if kind == "func":
        msg.parameter_types.add().CopyFrom(I64)
    for name in ("length", "precision"):
        if name in msg.DESCRIPTOR.fields_by_name:
            setattr(msg, name, 3)
    return t


BUILT_IN = [k for k in KINDS if k not in OWN_FORMS]


def test_every_kind_is_asked_about():
    assert {"precision_timestamp", "precision_timestamp_tz", "precision_time", "interval_day",
            "interval_compound", "fixed_char", "varchar", "decimal", "func"} <= set(BUILT_IN)


@pytest.mark.parametrize("kind", BUILT_IN)
def test_the_written_name_is_the_kind(kind):
    text = format_type(a_type(kind), Extensions())
    assert re.match(r"[a-z_0-9]+", text).group() == OFFICIAL.get(kind, kind), text


@pytest.mark.parametrize("kind", BUILT_IN)
def test_the_name_reads_as_the_kind(kind):
    name = OFFICIAL.get(kind, kind)
    text = format_type(a_type(kind), Extensions())
    assert text.startswith(name)
    read = se.parse(f"=== Plan\nRoot[c]\n  Read[t => c:{text}]\n").relations[0].root.input.read
    assert read.base_schema.struct.types[0] == a_type(kind)
    assert read.base_schema.struct.types[0].WhichOneof("kind") == kind
