"""generated/ is exactly what `python -m codegen` makes, and the spec covers every field.

The half generated in Python (the tables and docs from relations.toml, and the
fast recognizer from grammar/) needs no Java and is always checked; the ANTLR
half is skipped, saying so, when `java` is absent.
"""

import copy

import pytest
from conftest import needs_java

from codegen import GENERATED, HEADER, ROOT, antlr, generate, recognizer, tables
from codegen.__main__ import stale_diff


def _python_generated_files() -> dict[str, str]:
    made = {**tables.generate(), **recognizer.generate()}
    files = {f"generated/{name}": text for name, text in made.items()}
    files["docs/tables.md"] = tables.generate_docs()
    return files


def test_generated_tables_and_recognizer_are_fresh():
    for name, text in _python_generated_files().items():
        assert (ROOT / name).read_text() == text, f"{name} is stale: run `python -m codegen`"


@needs_java  # the ANTLR tool
def test_generated_is_fresh():
    diff = stale_diff(generate())
    assert not diff, "generated/ is stale: run `python -m codegen`\n" + diff


def test_generated_parser_files_are_there():
    for name in ("SubstraitExplainLexer.py", "SubstraitExplainParser.py"):
        assert (GENERATED / name).read_text().startswith(HEADER), name
    assert antlr.GRAMMAR_FILES == ("SubstraitExplainLexer.g4", "SubstraitExplainParser.g4")


def test_generated_files_say_do_not_edit():
    for name, text in _python_generated_files().items():
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


def test_a_custom_list_other_than_its_style_owns_fails():
    # Join's post_join_filter claimed by a custom rule the emit style does not have
    # would be dropped by format: the generator refuses it.
    spec = copy.deepcopy(tables.load_spec())
    join = next(r for r in spec["relation"] if r["name"] == "Join")
    join["named"].remove("post_join_filter")
    join["custom"] = ["post_join_filter"]
    with pytest.raises(SystemExit, match=r"Join: custom must be exactly the fields output 'emit' handles"):
        tables.relation_rows(spec)


def test_a_custom_list_missing_a_field_its_style_owns_fails():
    spec = copy.deepcopy(tables.load_spec())
    project = next(r for r in spec["relation"] if r["name"] == "Project")
    project["custom"] = []
    project["named"].append("expressions")
    with pytest.raises(SystemExit, match=r"Project: custom must be exactly"):
        tables.relation_rows(spec)


def test_an_unknown_output_style_fails():
    spec = copy.deepcopy(tables.load_spec())
    next(r for r in spec["relation"] if r["name"] == "Filter")["output"] = "emits"
    styles = "emit, none, extension, read, project, aggregate"
    with pytest.raises(SystemExit, match=rf"Filter: output must be one of {styles}"):
        tables.relation_rows(spec)


def test_every_style_has_its_rules():
    from substrait_explain.codec import relations
    from substrait_explain.generated.relation_table import STYLES

    assert set(relations._FORMATTERS) == set(relations._BUILDERS) == set(STYLES) == set(tables.load_spec()["styles"])


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


def test_a_call_field_placed_nowhere_or_twice_is_named():
    from codegen.printers import printer_rows

    spec = copy.deepcopy(tables.load_spec())
    aggregate = next(f for f in spec["function"] if f["name"] == "substrait.AggregateFunction")
    aggregate["inside"].remove("sorts")
    with pytest.raises(SystemExit, match=r"substrait\.AggregateFunction: field sorts must be placed once"):
        printer_rows(spec)
    aggregate["inside"] += ["sorts", "sorts"]
    with pytest.raises(SystemExit, match=r"field sorts must be placed once"):
        printer_rows(spec)


def test_a_short_form_of_no_message_is_named():
    from codegen.printers import printer_rows

    spec = copy.deepcopy(tables.load_spec())
    spec["short_forms"]["substrait.NoSuchMessage"] = "format_nothing"
    with pytest.raises(SystemExit, match=r"short_forms: no message substrait\.NoSuchMessage"):
        printer_rows(spec)
