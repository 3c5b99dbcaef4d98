"""generated/ is exactly what `python -m codegen` makes, and the spec covers every field."""

import copy

import pytest

from codegen import generate, tables
from codegen.__main__ import stale_diff
from conftest import needs_java


@needs_java  # the ANTLR tool
def test_generated_is_fresh():
    diff = stale_diff(generate())
    assert not diff, "generated/ is stale: run `python -m codegen`\n" + diff


@needs_java  # the ANTLR tool
def test_generated_files_say_do_not_edit():
    for name, text in generate().items():
        assert text.split("\n", 1)[0] in ("# generated — do not edit. Regenerate with: python -m codegen",
                                          "<!-- generated — do not edit. Regenerate with: python -m codegen -->"), name


def test_every_rel_case_has_a_relation():
    spec = tables.load_spec()
    rows = tables.relation_rows(spec)
    from substrait.proto import Rel

    assert {r["case"] for r in rows} == {f.name for f in Rel.DESCRIPTOR.fields}


def test_a_field_missing_from_the_spec_is_named():
    spec = copy.deepcopy(tables.load_spec())
    join = next(r for r in spec["relation"] if r["name"] == "Join")
    join["named"].remove("post_join_filter")
    with pytest.raises(SystemExit, match=r"substrait\.JoinRel\.post_join_filter is not handled"):
        tables.relation_rows(spec)


def test_a_relation_missing_from_the_spec_is_named():
    spec = copy.deepcopy(tables.load_spec())
    spec["relation"] = [r for r in spec["relation"] if r["name"] != "Expand"]
    with pytest.raises(SystemExit, match="no relation for Rel case.*expand"):
        tables.relation_rows(spec)


def test_enum_spellings_drop_the_prefix():
    from substrait.proto import JoinRel, SortField

    spelled = dict(tables.enum_spellings(JoinRel.JoinType.DESCRIPTOR))
    assert spelled[JoinRel.JOIN_TYPE_LEFT_SEMI] == "LeftSemi"
    spelled = dict(tables.enum_spellings(SortField.SortDirection.DESCRIPTOR))
    assert spelled[SortField.SORT_DIRECTION_ASC_NULLS_FIRST] == "AscNullsFirst"
