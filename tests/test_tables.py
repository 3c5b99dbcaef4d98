"""Each kind of value has one table of (format, build) entries keyed by its
protobuf case; every case the protos define has its entry."""

from __future__ import annotations

from substrait.proto import Expression, Rel, Type

import substrait_explain as se
from substrait_explain.codec.expressions import EXPRESSION_KINDS
from substrait_explain.codec.literals import LITERAL_KINDS
from substrait_explain.codec.types import TYPE_KINDS


def _cases(descriptor, oneof: str) -> list[str]:
    return [f.name for f in descriptor.oneofs_by_name[oneof].fields]


def test_every_type_case_has_its_entry():
    assert sorted(TYPE_KINDS) == sorted(_cases(Type.DESCRIPTOR, "kind"))
    assert all(kind.format is not None and kind.build is not None for kind in TYPE_KINDS.values())


def test_every_literal_case_has_its_entry():
    assert sorted(LITERAL_KINDS) == sorted(_cases(Expression.Literal.DESCRIPTOR, "literal_type"))


def test_literal_short_forms_go_both_ways():
    type_cases = set(_cases(Type.DESCRIPTOR, "kind"))
    for case, kind in LITERAL_KINDS.items():
        if kind.build is not None:
            assert kind.format is not None, case
            assert kind.type_kind in type_cases, case
    # The types a literal names are distinct: the build side finds the case by its type.
    named = [k.type_kind for k in LITERAL_KINDS.values() if k.type_kind is not None]
    assert len(named) == len(set(named))


def test_every_expression_case_has_its_entry():
    assert sorted(EXPRESSION_KINDS) == sorted(_cases(Expression.DESCRIPTOR, "rex_type"))
    for case, kind in EXPRESSION_KINDS.items():
        assert (kind.format is None) == (kind.build is None), case


def test_each_short_form_reads_back_as_its_case():
    text = ("=== Extensions\nURNs:\n  @  1: u\nFunctions:\n  #  1 @  1: f\n\n=== Plan\nRoot[a, b]\n"
            "  Project[f($0, 1, f($0) over (), if_then(true -> 1, _ -> 2), ($0)::i32, %0)]\n    Read[t => a:i64]\n"
            "    %0: Read[u => b:i64]\n")
    plan = se.parse(text)
    call = plan.relations[0].root.input.project.expressions[0]
    cases = [call.WhichOneof("rex_type")] + [a.value.WhichOneof("rex_type") for a in call.scalar_function.arguments]
    assert cases == ["scalar_function", "selection", "literal", "window_function", "if_then", "cast", "subquery"]
    short = [case for case, kind in EXPRESSION_KINDS.items() if kind.format is not None]
    assert sorted(short) == sorted(cases)
    assert se.format(plan) == text


def test_every_message_has_its_printer_and_every_short_form_its_method():
    """The generated printer table writes every message a plan can hold; a message with a short
    form is written by the print context's method the spec names, which must exist."""
    from codegen.tables import all_messages
    from substrait_explain.codec.expressions import PrintContext
    from substrait_explain.generated.printer_table import EXPLICIT, ITEMS, RELATION_ARGS, SHORT_FORMS

    assert set(EXPLICIT) == set(ITEMS) == set(all_messages())
    assert set(RELATION_ARGS) == {f.name for f in Rel.DESCRIPTOR.fields}
    for name, method in SHORT_FORMS.items():
        assert callable(getattr(PrintContext, method, None)), (name, method)
