"""Real plans read the way a person would write them: few protobuf fields spelled out by hand
where a short form exists, and short lines (figures from benchmarks/readability.py)."""

import sys

import pytest
from conftest import ROOT

sys.path.insert(0, str(ROOT / "benchmarks"))
import readability  # noqa: E402

needs_corpus = pytest.mark.skipif(not readability.corpus_dir().is_dir(),
                                  reason=f"plan corpus not found at {readability.corpus_dir()} "
                                         "(set SUBSTRAIT_EXPLAIN_CORPUS)")


@pytest.fixture(scope="module")
def plans():
    return [plan for _, plan in readability.load_plans(readability.plan_files())]


@needs_corpus
def test_few_lines_spell_out_a_field_that_has_a_short_form(plans):
    figures = readability.measure(plans)
    assert figures["lines"] > 4000
    assert figures["marked_share"] <= readability.MAX_MARKED_SHARE, figures["by_marker"]


@needs_corpus
def test_lines_are_short(plans):
    figures = readability.measure(plans)
    assert figures["p95_length"] <= readability.MAX_P95_LENGTH, figures


def test_the_figures_count_plan_lines_only():
    text = ("=== Extensions\nURNs:\n  @  1: common=(x)\n\n=== Plan\n"
            "Root[a]\n  // hint=(x)\n  Filter[true => common=(hint=(alias='t'))]\n"
            "    Read[t => a:i64]\n")
    figures = readability.measure_texts([text])
    assert figures["lines"] == 3
    assert figures["marked_lines"] == 1
    assert figures["by_marker"] == {"hint=": 1, "common=(": 1}
    assert figures["longest"] == len("  Filter[true => common=(hint=(alias='t'))]")
