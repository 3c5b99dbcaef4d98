"""diff and normalize: plans compared by what they mean, changes placed by relation."""

from pathlib import Path

import pytest
from conftest import CORPUS, corpus_files, needs_corpus
from test_uris import URIS

import substrait_explain as se
from substrait_explain.api import dump_plan
from substrait_explain.tools.cli import main

TPCH = CORPUS / "consumer-testing" / "integration" / "tpch"

PLAN = """=== Extensions
URNs:
  @  1: extension:io.substrait:functions_comparison
  @  2: extension:io.substrait:functions_aggregate_generic
Functions:
  #  1 @  1: gt:any_any
  #  2 @  2: count:any
  #  3 @  1: lt:any_any

=== Plan
Root[region, n]
  Aggregate[$0 => $0, count($1)]
    Join[&Inner, gt($0, $2)]
      Filter[lt($1, 100) => $0, $1]
        Read[sales.orders => region:string?, id:i64]
      Read[sales.regions => rid:i64]
"""

# The same plan, its anchors numbered otherwise and declared in another order.
RENUMBERED = """=== Extensions
URNs:
  @  7: extension:io.substrait:functions_aggregate_generic
  @  3: extension:io.substrait:functions_comparison
Functions:
  # 40 @  3: lt:any_any
  # 12 @  7: count:any
  #  9 @  3: gt:any_any

=== Plan
Root[region, n]
  Aggregate[$0 => $0, count($1)]
    Join[&Inner, gt($0, $2)]
      Filter[lt($1, 100) => $0, $1]
        Read[sales.orders => region:string?, id:i64]
      Read[sales.regions => rid:i64]
"""


def test_anchor_numbers_and_declaration_order_are_no_difference():
    a, b = se.parse(PLAN), se.parse(RENUMBERED)
    assert a != b
    assert se.diff(a, b) == ""
    assert se.normalize(a) == se.normalize(b)
    exact = se.diff(a, b, exact=True)
    assert "-  #  1 @  1: gt:any_any" in exact and "+  #  9 @  3: gt:any_any" in exact


def test_normalize_numbers_anchors_in_order_of_first_use():
    text = se.format(se.normalize(se.parse(RENUMBERED)))
    # The plan first calls count (Aggregate), then gt (Join), then lt (Filter);
    # URNs follow the declarations.
    assert text.split("=== Plan")[0].rstrip("\n").splitlines()[1:] == [
        "URNs:",
        "  @  1: extension:io.substrait:functions_aggregate_generic",
        "  @  2: extension:io.substrait:functions_comparison",
        "Functions:",
        "  #  1 @  1: count:any",
        "  #  2 @  2: gt:any_any",
        "  #  3 @  2: lt:any_any",
    ]
    assert se.parse(se.format(se.normalize(se.parse(PLAN)))) == se.normalize(se.parse(PLAN))


def test_a_legacy_uri_is_its_urn_and_a_function_declared_twice_is_one():
    a, b = se.parse(PLAN), se.parse(PLAN)
    b.extension_urns[0].urn = "https://github.com/substrait-io/substrait/blob/main/extensions/functions_comparison.yaml"
    assert se.diff(a, b) == ""
    assert se.diff(a, b, exact=True) != ""
    twice = se.parse(PLAN.replace("  #  3 @  1: lt:any_any", "  #  3 @  1: lt:any_any\n  #  4 @  1: gt:any_any")
                     .replace("Join[&Inner, gt($0, $2)]", "Join[&Inner, gt#4($0, $2)]"))
    assert se.diff(a, twice) == ""


@pytest.mark.parametrize(("uri", "urn"), URIS)
def test_normalize_turns_a_uri_into_the_urn_load_plan_gives_it(uri, urn):
    # A plan built in memory may still carry a URI where the URN goes; normalize
    # applies the one rule that text, JSON and binary plans are read by.
    plan = se.parse(PLAN)
    plan.extension_urns[0].urn = uri
    # count's URN first: the text uses it first.
    assert [u.urn for u in se.normalize(plan).extension_urns] == ["extension:io.substrait:functions_aggregate_generic",
                                                                 urn]


def test_unused_declarations_follow_the_used_ones():
    a = se.parse(PLAN.replace("  #  3 @  1: lt:any_any", "  #  3 @  1: lt:any_any\n  #  8 @  1: equal:any_any"))
    text = se.format(se.normalize(a))
    assert "  #  4 @  2: equal:any_any" in text  # comparison is URN 2: count's URN comes first
    b = se.parse(PLAN.replace("  #  1 @  1: gt:any_any", "  # 77 @  1: equal:any_any\n  #  1 @  1: gt:any_any"))
    assert se.diff(a, b) == ""


def test_an_undeclared_urn_anchor_keeps_its_number_unless_a_urn_takes_it():
    text = """=== Extensions
URNs:
  @  5: extension:io.substrait:functions_comparison
Functions:
  #  1 @  5: gt:any_any
  #  2 @  1: count:any
  #  3 @ 4294967295: sum

=== Plan
Root[a, n, s]
  Aggregate[_ => gt(1, 2), count(1), sum(1)]
    Read[t => a:i64]
"""
    normalized = se.format(se.normalize(se.parse(text)))
    assert normalized.split("=== Plan")[0].rstrip("\n").splitlines()[1:] == [
        "URNs:",
        "  @  1: extension:io.substrait:functions_comparison",
        "Functions:",
        "  #  1 @  1: gt:any_any",
        "  #  2 @  2: count:any",  # its URN anchor 1 is now the comparison URN's
        "  #  3 @ 4294967295: sum",
    ]


def test_undeclared_anchors_keep_their_numbers():
    # DataFusion's type variations are fixed numbers it never declares: ^2 and ^1 differ.
    a = se.parse("=== Plan\nRoot[a]\n  Read[t => a:string^2]\n")
    b = se.parse("=== Plan\nRoot[a]\n  Read[t => a:string^1]\n")
    assert se.diff(a, b) != ""
    # A declared anchor is numbered round an undeclared one in use.
    text = PLAN.replace("Join[&Inner, gt($0, $2)]", "Join[&Inner, _#1($0, $2)]") \
        .replace("  #  1 @  1: gt:any_any\n", "").replace("#  3 @  1: lt:any_any", "#  9 @  1: lt:any_any") \
        .replace("count($1)", "count#2($1)").replace("lt($1, 100)", "lt#9($1, 100)")
    normalized = se.format(se.normalize(se.parse(text)))
    assert "_#1($0, $2)" in normalized  # undeclared: kept
    assert "  #  2 @  1: count:any" in normalized and "  #  3 @  2: lt:any_any" in normalized


def test_a_change_is_headed_by_its_relation_path():
    changed = PLAN.replace("Read[sales.regions => rid:i64]", "Read[sales.areas => rid:i64]")
    out = se.diff(se.parse(PLAN), se.parse(changed), labels=("old", "new"))
    lines = out.splitlines()
    assert lines[:2] == ["--- old", "+++ new"]
    assert lines[2] == "@@ -13,4 +13,4 @@ Root > Aggregate > Join > Read"
    assert lines[-2:] == ["-      Read[sales.regions => rid:i64]", "+      Read[sales.areas => rid:i64]"]
    # An inserted relation is placed in the new plan; context lines follow -U.
    inserted = PLAN.replace("      Read[sales.regions => rid:i64]\n",
                            "      Fetch[limit=5]\n        Read[sales.regions => rid:i64]\n")
    out = se.diff(se.parse(PLAN), se.parse(inserted), context=0)
    assert out.splitlines()[2:] == ["@@ -16 +16,2 @@ Root > Aggregate > Join > Read",
                                    "-      Read[sales.regions => rid:i64]",
                                    "+      Fetch[limit=5]", "+        Read[sales.regions => rid:i64]"]


def test_no_hunk_spans_two_sections():
    a = se.parse(PLAN)
    b = se.parse(PLAN.replace("count:any", "count:any_any").replace("Read[sales.orders", "Read[sales.order"))
    b.version.minor_number = 70
    out = se.diff(a, b, context=10)
    headers = [line for line in out.splitlines() if line.startswith("@@ ")]
    # 10 lines of context would join all three changes into one hunk; sections keep them apart.
    assert headers == ["@@ -0,0 +1,2 @@ Version", "@@ -1,9 +3,9 @@ Extensions",
                       "@@ -10,7 +12,7 @@ Root > Aggregate > Join > Filter > Read"]


def test_a_change_on_a_continuation_line_is_placed_in_its_relation():
    def plan(last: str):
        rows = ", ".join(f"({i}, 'row {i}')" for i in range(20)) + f", ({last})"
        return se.parse(f"=== Plan\nRoot[a, b]\n  Filter[true]\n    Read:Virtual[{rows} => n:i64, s:string]\n")
    header = se.diff(plan("20, 'row 20'"), plan("21, 'row 21'"), context=0).splitlines()[2]
    assert header == "@@ -25 +25 @@ Root > Filter > Read:Virtual"


def test_deep_plans_diff_with_shortened_paths():
    def chain(table: str) -> str:
        return ("=== Plan\nRoot[a]\n" + "".join("  " * (i + 1) + "Filter[true]\n" for i in range(1200))
                + "  " * 1201 + f"Read[{table} => a:i64]\n")
    out = se.diff(se.parse(chain("t")), se.parse(chain("u")), context=0)
    header = out.splitlines()[2]
    assert header == "@@ -1203 +1203 @@ Root > Filter > Filter > Filter > (1194 more) > Filter > Filter > Filter > Read"


@needs_corpus
def test_every_corpus_plan_is_the_same_after_json_binary_and_text_round_trips():
    failures = []
    for path in corpus_files():
        plan = se.load_plan(path.read_bytes())
        for fmt in ("json", "binary", "text"):
            again = se.load_plan(dump_plan(plan, fmt), fmt)
            if se.diff(plan, again):
                failures.append(f"{path} via {fmt}")
    assert not failures, failures[:10]


@pytest.mark.skipif(not TPCH.is_dir(), reason=f"TPC-H plans of several producers not found at {TPCH}")
def test_the_same_query_from_two_producers_differs_by_relation(capsys):
    isthmus, duckdb = TPCH / "q03-isthmus_plan.json", TPCH / "q03-duckdb_plan.json"
    assert main(["diff", str(isthmus), str(duckdb)]) == 1
    out = capsys.readouterr().out
    # One hunk a section; the plan's is headed by the relation of its first change.
    headers = [line.split(" @@ ")[1] for line in out.splitlines() if line.startswith("@@ ")]
    assert headers == ["Version", "Extensions", "Root", "Tables"]  # Isthmus's tables differ from DuckDB's too
    # DuckDB writes a Version and other functions; Isthmus crosses tables where DuckDB joins.
    assert "+=== Version 0.53.0" in out
    assert any(line.startswith("-              Cross[]") for line in out.splitlines())
    # The names view by default: the columns a condition compares are named.
    assert any("equal($" in line and ":C_MKTSEGMENT" in line for line in out.splitlines())
    assert main(["diff", "--no-names", str(isthmus), str(duckdb)]) == 1
    assert ":C_MKTSEGMENT" not in capsys.readouterr().out
    assert any("Join" in line for line in out.splitlines() if line.startswith("+") and "Join[" in line)
    assert main(["diff", str(isthmus), str(isthmus)]) == 0
    assert capsys.readouterr().out == ""


def test_diff_command_exit_codes(tmp_path: Path, capsys):
    a, b = tmp_path / "a.txt", tmp_path / "b.bin"
    a.write_text(PLAN)
    b.write_bytes(se.parse(RENUMBERED).SerializeToString())
    assert main(["diff", str(a), str(b)]) == 0
    assert main(["diff", "--exact", str(a), str(b)]) == 1
    out = capsys.readouterr().out
    assert out.startswith(f"--- {a}\n+++ {b}\n@@ -1,9 +1,9 @@ Extensions\n")
    bad = tmp_path / "bad.txt"
    bad.write_text("=== Plan\nRoot[a]\n  Raed[t => a:i64]\n")
    assert main(["diff", str(a), str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"{bad}:3:3: ") and "Read" in err
    assert main(["diff", str(a), str(tmp_path / "missing.txt")]) == 2
    assert "missing.txt: error: cannot read: No such file or directory" in capsys.readouterr().err
    assert main(["diff", "-", "-"]) == 2


def test_the_readmes_column_names_and_diff_examples_are_what_the_commands_write(tmp_path, capsys):
    readme = (Path(__file__).parent.parent / "README.md").read_text()
    names = readme[readme.index("**Column names.**"):]
    annotated = names[names.index("```text\n") + 8:names.index("```\n", names.index("```text\n") + 8)]
    shown = readme[readme.index("**Diff.**"):]
    shown = shown[shown.index("```diff\n") + 8:shown.index("```\n", shown.index("```diff\n") + 8)]
    head = "=== Extensions\nURNs:\n  @ {0}: extension:io.substrait:functions_aggregate_generic\n" \
           "  @ {1}: extension:io.substrait:functions_comparison\nFunctions:\n  # {0} @ {0}: count\n" \
           "  # {1} @ {1}: gt\n\n=== Plan\n"
    plain = "".join(line.split("  //")[0] + "\n" for line in annotated.splitlines())
    for a, b in ((":region", ""), (":id", ""), (":amount", "")):
        plain = plain.replace(a, b)
    a = tmp_path / "a.txt"
    a.write_text(head.format(1, 2) + plain)
    assert se.format(se.parse(a.read_text()), names=True).endswith(annotated)
    (tmp_path / "b.txt").write_text(head.format(2, 1) + plain.replace("100:i32", "250:i32"))
    with pytest.MonkeyPatch.context() as mp:
        mp.chdir(tmp_path)
        assert main(["diff", "a.txt", "b.txt"]) == 1
    assert capsys.readouterr().out == shown
