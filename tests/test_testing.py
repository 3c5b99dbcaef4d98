"""The pytest plugin and substrait_explain.testing, used from test files of their own as a user would
(pytest's pytester runs them)."""

import re
from importlib import metadata
from pathlib import Path

import pytest
from conftest import CORPUS, needs_corpus

import substrait_explain as se
from substrait_explain.testing import assert_plan

pytest_plugins = ("pytester",)

TEXT = """=== Extensions
URNs:
  @  1: extension:io.substrait:functions_comparison
  @  2: extension:io.substrait:functions_aggregate_generic
Functions:
  #  1 @  1: gt
  #  2 @  2: count

=== Plan
Root[region, orders]
  Aggregate[$0 => $0, count($1)]
    Filter[gt($2, 100:i32) => $0, $1]
      Read[sales.orders => region:string?, id:i64, amount:i32]
"""
CHANGED = TEXT.replace("100:i32", "250:i32")
TPCDS_Q04 = CORPUS / "ibm-substrait-compliance" / "tpcds" / "q04.bin"  # 184 relations
# The lines of a failure that matter: the relation's path and the changed line, both ways, as
# the diff command shows them (in the names view).
PATH_LINE = "@@ -12 +12 @@ Root > Aggregate > Filter"


def _filter_line(text: str) -> str:
    return next(line for line in se.format(se.parse(text), names=True).splitlines() if "Filter[" in line)


OLD, NEW = "-" + _filter_line(TEXT), "+" + _filter_line(CHANGED)


def plan_module(pytester: pytest.Pytester, body: str) -> None:
    """A user's test file, with the two texts at hand."""
    pytester.makepyfile(test_user=f"import substrait_explain as se\nTEXT = {TEXT!r}\nCHANGED = {CHANGED!r}\n{body}")


def test_the_plugin_is_installed_with_the_package():
    plugins = {e.name: e.value for e in metadata.entry_points(group="pytest11")}
    assert plugins.get("substrait-explain") == "substrait_explain.tools.pytest_plugin"


def test_plans_compared_with_equals_fail_with_the_relation_path_diff(pytester):
    plan_module(pytester, "def test_it():\n    assert se.parse(TEXT) == se.parse(CHANGED)\n")
    result = pytester.runpytest_subprocess()  # a fresh process, as a user's run
    result.assert_outcomes(failed=1)
    out = result.stdout.str()
    lines = [line.strip() for line in result.stdout.lines]
    # Not protobuf's repr: pytest's 8-line budget holds the path and the change.
    assert any(line.endswith(PATH_LINE) for line in lines), out
    assert any(line.endswith(OLD) for line in lines) and any(line.endswith(NEW) for line in lines), out
    assert "Plan == Plan: the plans differ at Root > Aggregate > Filter (1 hunk below)" in out
    assert "truncated" not in out and "relations {" not in out
    # Equal plans pass; other comparisons of plans are pytest's own.
    plan_module(pytester, "def test_it():\n    assert se.parse(TEXT) == se.parse(TEXT)\n"
                          "def test_not():\n    assert se.parse(TEXT) != se.parse(TEXT)\n")
    result = pytester.runpytest()
    result.assert_outcomes(passed=1, failed=1)
    assert "the plans differ" not in result.stdout.str()


def test_with_v_the_diff_has_context(pytester):
    plan_module(pytester, "def test_it():\n    assert se.parse(TEXT) == se.parse(CHANGED)\n")
    out = pytester.runpytest("-vv").stdout.str()
    assert "@@ -9,5 +9,5 @@ Root > Aggregate > Filter" in out and "Read[sales.orders" in out
    out = pytester.runpytest("-q").stdout.str()  # quiet: the changed lines only
    assert PATH_LINE in out and "Read[sales.orders" not in out


@needs_corpus
def test_a_change_in_a_large_plan_is_a_few_lines(pytester):
    plan_module(pytester, f"""
import pathlib
def test_it():
    plan = se.load_plan(pathlib.Path({str(TPCDS_Q04)!r}).read_bytes())
    changed = se.load_plan(pathlib.Path({str(TPCDS_Q04)!r}).read_bytes())
    for rel in [changed.relations[0].root.input]:
        while not rel.HasField("filter"):
            kind = rel.WhichOneof("rel_type")
            rel = getattr(rel, kind).input if kind != "join" else getattr(rel, kind).left
        rel.filter.condition.scalar_function.arguments[0].value.literal.i32 = 1  # a condition becomes `1:i32`
    assert changed == plan
""")
    result = pytester.runpytest()
    result.assert_outcomes(failed=1)
    explanation = [line for line in result.stdout.lines if line.startswith("E ")]
    assert len(explanation) <= 8, explanation
    assert any(re.search(r"@@ -\d+(,\d+)? \+\d+(,\d+)? @@ Root > .*Filter", line) for line in explanation), explanation
    changed = [line for line in explanation if re.match(r"E +[-+](?!-- left|\+\+ right)", line)]
    # The changed argument, on the line or two the wrapping put it on.
    assert 2 <= len(changed) <= 4 and "1:i32" in changed[0] and changed[0].startswith("E         -"), explanation


def test_assert_plan(tmp_path):
    plan = se.parse(TEXT)
    assert_plan(plan, TEXT)
    assert_plan(TEXT, plan)
    (tmp_path / "plan.json").write_bytes(se.dump_plan(plan, "json"))
    (tmp_path / "plan.yaml").write_bytes(se.dump_plan(plan, "yaml"))
    (tmp_path / "plan.bin").write_bytes(se.dump_plan(plan, "binary"))
    for name in ("plan.json", "plan.yaml", "plan.bin"):
        assert_plan(plan, tmp_path / name)  # a path, of a file in any format
        assert_plan(plan, str(tmp_path / name))  # a str naming a file
    with pytest.raises(AssertionError) as failed:
        assert_plan(se.parse(CHANGED), tmp_path / "plan.bin")
    message = str(failed.value)
    assert message.startswith("the plans differ:\n--- expected\n+++ actual\n"
                              "@@ -9,5 +9,5 @@ Root > Aggregate > Filter\n")
    assert f"\n{OLD}\n{NEW}\n" in message


def test_assert_plan_with_normalize_ignores_anchor_numbers():
    renumbered = se.parse(TEXT)
    other = se.parse(TEXT.replace("#  1 @  1: gt", "#  7 @  1: gt").replace("#  2 @  2: count", "#  9 @  2: count"))
    assert other != renumbered
    with pytest.raises(AssertionError):
        assert_plan(other, renumbered)
    assert_plan(other, renumbered, normalize=True)
    with pytest.raises(AssertionError, match="250:i32"):
        assert_plan(se.parse(CHANGED), other, normalize=True)


def test_assert_plan_fails_in_a_users_test_the_same_way(pytester):
    plan_module(pytester, "from substrait_explain.testing import assert_plan\n"
                          "def test_same():\n    assert_plan(se.parse(TEXT), TEXT)\n"
                          "def test_other():\n    assert_plan(se.parse(CHANGED), TEXT)\n")
    result = pytester.runpytest()
    result.assert_outcomes(passed=1, failed=1)
    out = result.stdout.str()
    assert "Root > Aggregate > Filter" in out and OLD in out and NEW in out
    assert "def assert_plan" not in out  # the helper's own frame is hidden


SNAPSHOT_TEST = """
import os
def test_q1(plan_snapshot):
    plan_snapshot.assert_match(se.parse(os.environ.get("PLAN_TEXT", TEXT)))
    plan_snapshot.assert_match(se.parse(TEXT))  # the second unnamed one: a file of its own
    plan_snapshot.assert_match(se.parse(TEXT), name="again")
"""


def test_the_snapshot_workflow(pytester, monkeypatch):
    plan_module(pytester, SNAPSHOT_TEST)
    snapshot = pytester.path / "__plans__" / "test_user" / "test_q1.txt"
    named = pytester.path / "__plans__" / "test_user" / "test_q1.again.txt"
    # Missing: the test fails and says how to write it.
    result = pytester.runpytest()
    result.assert_outcomes(failed=1)
    assert f"no plan snapshot {snapshot}: run pytest with --update-plans to write it" in result.stdout.str()
    assert not snapshot.exists()
    # --update-plans writes it, passes, and the summary lists what was written.
    result = pytester.runpytest("--update-plans")
    result.assert_outcomes(passed=1)
    second = pytester.path / "__plans__" / "test_user" / "test_q1.2.txt"
    assert snapshot.read_text() == se.format(se.parse(TEXT)) == named.read_text() == second.read_text()
    summary = result.stdout.str()
    assert "plan snapshots: 3 written" in summary
    assert "__plans__/test_user/test_q1.txt (new)" in summary and "test_q1.again.txt (new)" in summary
    # The next run passes and writes nothing.
    result = pytester.runpytest()
    result.assert_outcomes(passed=1)
    assert "plan snapshots" not in result.stdout.str()
    # A snapshot spelled otherwise (one line per relation, comments, another release's wrapping) is the same plan.
    snapshot.write_text("// written by hand\n" + se.format(se.parse(TEXT), width=None, names=True))
    respelled = snapshot.read_text()
    result = pytester.runpytest()
    result.assert_outcomes(passed=1)
    result = pytester.runpytest("--update-plans")
    result.assert_outcomes(passed=1)
    assert snapshot.read_text() == respelled  # an equal plan is left as it is spelled
    # A changed plan fails with the diff, and --update-plans takes it.
    monkeypatch.setenv("PLAN_TEXT", CHANGED)
    result = pytester.runpytest()
    result.assert_outcomes(failed=1)
    out = result.stdout.str()
    assert f"the plan differs from its snapshot {snapshot}" in out
    assert "Root > Aggregate > Filter" in out and OLD in out and NEW in out
    result = pytester.runpytest("--update-plans")
    result.assert_outcomes(passed=1)
    assert "test_q1.txt (updated)" in result.stdout.str() and "again" not in result.stdout.str()
    assert se.parse(snapshot.read_text()) == se.parse(CHANGED)
    # Every command reads a snapshot: it is a plan text and nothing else.
    assert snapshot.read_text().startswith("=== ")


def test_snapshots_of_parametrized_tests_and_classes_and_a_broken_snapshot(pytester):
    plan_module(pytester, """
import pytest
@pytest.mark.parametrize("limit", [1, 2], ids=["one", "a/b:c"])
def test_limit(plan_snapshot, limit):
    plan_snapshot.assert_match(TEXT.replace("100", str(limit)))
class TestGroup:
    def test_member(self, plan_snapshot):
        plan_snapshot.assert_match(TEXT)
""")
    result = pytester.runpytest("--update-plans")
    result.assert_outcomes(passed=3)
    folder = pytester.path / "__plans__" / "test_user"
    assert sorted(p.name for p in folder.iterdir()) == ["TestGroup.test_member.txt", "test_limit[a_b_c].txt",
                                                        "test_limit[one].txt"]
    (folder / "TestGroup.test_member.txt").write_text("=== Plan\nRoot[a]\n  Fetsh[]\n")
    result = pytester.runpytest()
    result.assert_outcomes(passed=2, failed=1)
    assert "TestGroup.test_member.txt is not a plan text:" in result.stdout.str()
    assert "TestGroup.test_member.txt:3:3: unknown relation 'Fetsh'" in result.stdout.str()
    result = pytester.runpytest("--update-plans")
    result.assert_outcomes(passed=3)
    assert "(rewritten: it was no plan)" in result.stdout.str()


def test_the_readme_shows_the_plugin():
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text()
    for needed in ("plan_snapshot.assert_match(", "--update-plans",
                   "from substrait_explain.testing import assert_plan"):
        assert needed in readme, needed


def test_a_snapshot_compared_with_normalize(pytester, monkeypatch):
    renumbered = TEXT.replace("#  1 @  1: gt", "#  7 @  1: gt").replace("#  2 @  2: count", "#  9 @  2: count")
    plan_module(pytester, f"""
import os
def test_q(plan_snapshot):
    text = {renumbered!r} if os.environ.get("RENUMBERED") else TEXT
    plan_snapshot.assert_match(text, normalize=bool(os.environ.get("NORMALIZE")))
""")
    pytester.runpytest("--update-plans").assert_outcomes(passed=1)
    monkeypatch.setenv("RENUMBERED", "1")
    pytester.runpytest().assert_outcomes(failed=1)  # other anchors are another plan
    monkeypatch.setenv("NORMALIZE", "1")
    pytester.runpytest().assert_outcomes(passed=1)
