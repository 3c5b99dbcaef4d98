"""The output styles: `full` and `verbose` read back to exactly the plan,
`simple` to the plan less what its documentation lists as dropped."""

import re
import subprocess
import sys

import pytest
from conftest import CORPUS, ROOT, corpus_files
from google.protobuf import json_format
from hypothesis import HealthCheck, given, settings
from strategies import plans, relations
from substrait.proto import Plan

import substrait_explain as se
from substrait_explain.codec.styles import DROPPED

PRODUCERS = ROOT / "tests" / "fixtures" / "producers"


def _producer_fixtures():
    return sorted(p for p in PRODUCERS.glob("*") if p.suffix in (".bin", ".json"))


def _loaded(paths):
    out = []
    for path in paths:
        try:
            out.append(se.load_plan(path.read_bytes()))
        except se.Error:
            continue  # not a whole plan (the corpus holds a few expression files)
    return out


def check_styles(plan: Plan) -> None:
    for style in ("full", "verbose"):
        text = se.format(plan, style=style)
        assert se.parse(text) == plan, (style, text)
        assert se.format(se.parse(text), style=style) == text
        check_names_view(plan, style, text)
    text = se.format(plan, style="simple")
    assert se.parse(text) == se.simplify(plan), text
    check_names_view(plan, "simple", text)


_NAMED_REF = re.compile(r'(\$\d+):(?:"(?:[^"\\]|\\.)*"|[A-Za-z_]\w*)')


def check_names_view(plan: Plan, style: str, text: str) -> None:
    """The names view of a style is its text with names beside the field references and
    comments, nothing else; it reads back to the same plan."""
    named = se.format(plan, style=style, names=True)
    assert se.parse(named) == se.parse(text), (style, named)
    assert max(map(len, named.split("\n"))) <= max(120, max(map(len, text.split("\n")))), (style, named)
    one_line = se.format(plan, style=style, names=True, width=None).split("\n")
    bare = [_NAMED_REF.sub(r"\1", line.split("  // ")[0]) for line in one_line if not line.lstrip().startswith("//")]
    plain = se.format(plan, style=style, width=None).split("\n")
    # Line for line the same relations; only a run of columns some of which have names is
    # written as a list there (`$0:k, $1..$6` for `$0..$6`).
    assert len(bare) == len(plain), (style, named)
    assert all(b == p or ".." in p for b, p in zip(bare, plain, strict=True)), (style, named)


def test_producer_plans_in_every_style():
    found = _loaded(_producer_fixtures())
    assert len(found) >= 20
    for plan in found:
        check_styles(plan)


@pytest.mark.skipif(not CORPUS.is_dir(), reason=f"plan corpus not found at {CORPUS}")
def test_corpus_plans_in_every_style():
    found = _loaded(corpus_files())
    assert len(found) > 400
    for plan in found:
        check_styles(plan)


SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))


@SETTINGS
@given(relations())
def test_drawn_relations_in_every_style(rel):
    plan = Plan()
    plan.relations.add().root.input.CopyFrom(rel)
    check_styles(plan)


@SETTINGS
@given(plans(10))
def test_drawn_plans_in_every_style(plan):
    check_styles(plan)


HINTED = json_format.ParseDict({
    "extensionUrns": [{"extensionUrnAnchor": 1, "urn": "extension:io.substrait:functions_aggregate_generic"}],
    "extensions": [{"extensionFunction": {"extensionUrnReference": 1, "functionAnchor": 1, "name": "count"}},
                   {"extensionTypeVariation": {"extensionUrnReference": 1, "typeVariationAnchor": 2,
                                               "name": "v"}}],
    "relations": [{"root": {"names": ["n"], "input": {"aggregate": {
        "common": {"emit": {"outputMapping": [0]}, "hint": {"outputNames": ["n"], "alias": "counted"}},
        "groupings": [{}],
        "measures": [{"measure": {"functionReference": 1, "phase": "AGGREGATION_PHASE_INITIAL_TO_RESULT",
                                  "invocation": "AGGREGATION_INVOCATION_ALL",
                                  "outputType": {"i64": {"nullability": "NULLABILITY_REQUIRED",
                                                         "typeVariationReference": 2}}}}],
        "input": {"read": {"namedTable": {"names": ["t"]}, "projection": {
            "select": {"structItems": [{}]}, "maintainSingularStruct": True},
            "baseSchema": {"names": ["a"], "struct": {"nullability": "NULLABILITY_REQUIRED", "types": [
                {"i64": {"nullability": "NULLABILITY_NULLABLE", "typeVariationReference": 2}}]}}}}}}}}],
}, Plan())


def test_simple_drops_exactly_its_list():
    text = se.format(HINTED, style="simple")
    assert "hint" not in text and "^" not in text.partition("=== Plan")[2], text
    expected = Plan()
    expected.CopyFrom(HINTED)
    aggregate = expected.relations[0].root.input.aggregate
    aggregate.common.ClearField("hint")
    aggregate.measures[0].measure.output_type.i64.ClearField("type_variation_reference")
    aggregate.input.read.base_schema.struct.types[0].i64.ClearField("type_variation_reference")
    assert se.parse(text) == expected
    assert se.simplify(HINTED) == expected
    assert set(DROPPED) == {"substrait.RelCommon", None}  # the list FORMAT.md documents


def test_verbose_writes_out_the_silent_choices():
    full, verbose = se.format(HINTED), se.format(HINTED, style="verbose")
    assert "count()" in full and "projection=[$0]" in full
    assert "count#1(phase=&InitialToResult, invocation=&All)" in verbose
    assert "projection=(select=[$0], maintain_singular_struct=true)" in verbose
    assert se.parse(verbose) == HINTED


def test_verbose_writes_every_column_of_a_run_out():
    plan = se.parse("=== Plan\nRoot[a, b, c, d]\n  Project:Exprs[$0..$3]\n    Read[t => a:i64, b:i64, c:i64, d:i64]\n")
    assert "  Project:Exprs[$0..$3]\n" in se.format(plan)
    assert "  Project[$0, $1, $2, $3 => $4, $5, $6, $7]\n" in se.format(plan, style="verbose")


def test_verbose_spells_unspecified_out():
    plan = Plan()
    plan.CopyFrom(HINTED)
    measure = plan.relations[0].root.input.aggregate.measures[0].measure
    measure.ClearField("phase")
    assert "count(phase=_)" in se.format(plan)
    assert "count#1(phase=&Unspecified, invocation=&All)" in se.format(plan, style="verbose")


def test_simple_names_the_columns_of_the_plan_it_shows():
    text = se.format(HINTED, style="simple", names=True)
    # The hint is dropped; the Root's names still name the Aggregate's column (a Read's are on its line).
    relations = text.partition("=== Plan\n")[2].splitlines()
    assert [line.partition("  // ")[2] for line in relations] == ["", "n", ""], text
    assert se.parse(text) == se.simplify(HINTED)


def test_an_unknown_style_is_an_error():
    with pytest.raises(se.Error, match="unknown style 'short': use one of full, simple, verbose"):
        se.format(HINTED, style="short")
    with pytest.raises(se.Error, match="unknown style 1: use one of"):  # not a str: the same error, compiled too
        se.format(HINTED, style=1)


def test_convert_takes_a_style(tmp_path):
    source = tmp_path / "plan.bin"
    source.write_bytes(HINTED.SerializeToString())
    for style in se.STYLES:
        done = subprocess.run([sys.executable, "-m", "substrait_explain", "convert", str(source), "--style", style],
                              capture_output=True, text=True, check=True)
        assert done.stdout == se.format(HINTED, style=style)
        named = subprocess.run([sys.executable, "-m", "substrait_explain", "convert", str(source), "--style", style,
                                "--names"], capture_output=True, text=True, check=True)
        assert named.stdout == se.format(HINTED, style=style, names=True) != done.stdout
