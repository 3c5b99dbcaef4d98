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


@needs_corpus
def test_the_silent_option_of_each_choice_is_the_one_real_plans_take_most(plans):
    counts = readability.choice_counts(plans)
    for choice, silent in readability.SILENT.items():
        option, _ = counts[choice].most_common(1)[0]
        assert option == silent, (choice, counts[choice])


def test_the_figures_count_plan_lines_only():
    text = ("=== Extensions\nURNs:\n  @  1: common=(x)\n\n=== Plan\n"
            "Root[a]\n  // hint=(x)\n  Filter[true => common=(hint=(alias='t'))]\n"
            "    Read[t => a:i64]\n")
    figures = readability.measure_texts([text])
    assert figures["lines"] == 3
    assert figures["marked_lines"] == 1
    assert figures["by_marker"] == {"hint=": 1, "common=(": 1}
    assert figures["longest"] == len("  Filter[true => common=(hint=(alias='t'))]")


def test_the_choices_are_counted_on_the_plan():
    import substrait_explain as se
    text = ("=== Extensions\nURNs:\n  @  1: u\nFunctions:\n  #  1 @  1: sum\n\n=== Plan\n"
            "Root[s]\n  Aggregate[() => sum(?$0, phase=_), sum($1)]\n"
            "    Read[t, projection=[$0, $1] => a:i64, b:i64]\n")
    counts = readability.choice_counts([se.parse(text)])
    assert counts["field reference root"] == {"root_reference": 1, "unset": 1}
    assert counts["measure phase"] == {0: 1, 3: 1}
    assert counts["measure invocation"] == {1: 2}
    assert counts["read projection maintain_singular_struct"] == {True: 1}


@needs_corpus
def test_almost_nothing_only_counts(plans):
    figures = readability.measure(plans, width=100)
    assert figures["counting_share"] <= readability.MAX_COUNTING_SHARE, figures["counting_share"]


@needs_corpus
def test_a_relation_takes_at_most_two_lines_on_average(plans):
    figures = readability.measure(plans, width=100)
    assert figures["lines_per_relation"] <= readability.MAX_LINES_PER_RELATION, figures["lines_per_relation"]


def test_counting_runs_and_lines_per_relation_are_measured():
    assert readability.counting_chars("Cross[$0, $1, $2, $4]") == len("$0, $1, $2")
    assert readability.counting_chars("Filter[c => $2, $1, $0, $7, $8]") == 0  # not counting up
    assert readability.counting_chars("Project[$0..$9, add($0, $1)]") == 0
    text = ("=== Plan\nRoot[a,\n  - b]\n  Filter[and(\n    - x,\n    - y)]\n"
            "    Read[t => a:i64, b:i64]\n")
    figures = readability.measure_texts([text])
    assert figures["lines_per_relation"] == 2.0  # 4 lines, 2 relations: the Root's are not counted
