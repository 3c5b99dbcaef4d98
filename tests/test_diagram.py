"""Plans as Mermaid flowcharts and Graphviz DOT graphs (`view --to mermaid|dot`), and the one-line
summaries their boxes share with the page."""

import html
import json
import os
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import browser
import pytest
from conftest import ROOT, corpus_files, needs_corpus, needs_seeds, seed_examples
from substrait.proto import Plan

import substrait_explain as se
from substrait_explain.tools.boxes import SUMMARY_CHARS, boxes
from substrait_explain.tools.cli import main
from substrait_explain.tools.diagram import dot, mermaid

DOT = shutil.which("dot")
needs_dot = pytest.mark.skipif(DOT is None, reason="Graphviz's dot not installed (apt-get install graphviz; "
                                                   ".ci/run installs it)")
# Mermaid itself (npm's mermaid package), run in Chromium: .ci/run installs both.
MERMAID_JS = Path(os.environ.get("SUBSTRAIT_EXPLAIN_MERMAID")
                  or ROOT / ".ci-node" / "node_modules" / "mermaid" / "dist" / "mermaid.min.js")
CHROMIUM = browser.find()
needs_mermaid = pytest.mark.skipif(
    CHROMIUM is None or not MERMAID_JS.is_file(),
    reason=f"Mermaid ({MERMAID_JS}: npm install --prefix .ci-node mermaid@11, or set SUBSTRAIT_EXPLAIN_MERMAID) "
           f"or Chromium (apt-get install chromium) missing; .ci/run installs both")
SIX_TABLES = Path(__file__).resolve().parent / "fixtures" / "plans" / "six_table_join.txt"
SUBQUERIES = """=== Extensions
URNs:
  @  1: extension:io.substrait:functions_comparison
  @  2: extension:io.substrait:functions_aggregate_generic
Functions:
  #  1 @  1: equal:any_any
  #  2 @  1: lt:any_any
  #  3 @  2: count:any

=== Plan
Root[id]
  Filter[exists(%0) => $0]
    Filter[lt($1, %1) => $0, $1]
      Read[orders => id:i64, amount:i64]
      %1: Aggregate[_ => count($0)]
        Read[limits => n:i64]
    %0: Filter[exists(%2) => $0]
      Read[audits => order_id:i64]
      %2: Filter[equal($0, ^$0) => $0]
        Read[checks => order_id:i64]
Root[id, any_eq]
  Project[$0, any(&Eq, $0, %3)]
    Read[orders => id:i64]
    %3: Read[other => x:i64]
"""
# Names that break diagrams written without care: quotes, brackets, markup, separators, line breaks.
HOSTILE = ['a"b', "c]d", "e<f>g", "h;i", "j\nk", "l#35;m", "n&amp;o", "p%%q", "r$$s$$", "t`u`", "v{w}|x", "end",
           "<script>alert(1)</script>", "y\\z", "é ☃", "-->", "\x07"]


def hostile_plan() -> Plan:
    plan = Plan()
    root = plan.relations.add().root
    root.names.extend(HOSTILE)
    filter_ = root.input.filter
    read = filter_.input.read
    read.named_table.names.extend(HOSTILE[:3])
    read.base_schema.names.extend(HOSTILE)
    for _ in HOSTILE:
        read.base_schema.struct.types.add().bool.SetInParent()
    for i in (0, 2, 5):  # a Filter on three names: `and` is not declared, so a call of `?`
        filter_.condition.scalar_function.arguments.add().value.selection.direct_reference.struct_field.field = i
    return plan


# ---- Mermaid, checked line by line against the syntax it must keep to ------------------

_ENTITY = re.compile(r"&[A-Za-z]+;")
_MERMAID_LINE = re.compile(r"""
    (?P<node>\s+r(?P<id>\d+)\["(?P<label>[^"\n]*)"\])
  | (?P<edge>\ \ r(?P<tail>\d+)\ (?P<arrow>-->|-\.->)\ r(?P<head>\d+))
  | (?P<open>\s+subgraph\ q\d+\ \["subquery"\])
  | (?P<close>\s+end)
  | (?P<classdef>\ \ classDef\ k\d+\ fill:\#[0-9a-f]{6},stroke:\#666)
  | (?P<class>\ \ class\ r\d+(,r\d+)*\ k\d+)
""", re.VERBOSE)


def check_mermaid(text: str) -> tuple[dict[str, str], list[tuple[str, str, str]]]:
    """The labels (as shown) and edges of a flowchart, failing on any line outside the syntax
    we write and on any label character Mermaid or HTML would read as markup."""
    lines = text.removesuffix("\n").split("\n")
    assert text.endswith("\n") and lines[0] == "flowchart BT", lines[:1]
    labels: dict[str, str] = {}
    edges = []
    depth = 0
    for line in lines[1:]:
        match = _MERMAID_LINE.fullmatch(line)
        assert match, f"not Mermaid as written here: {line!r}"
        if match["node"]:
            label = match["label"]
            bare = _ENTITY.sub("", label.replace("<br>", "", 1))
            assert not set(bare) & set('"#$%&<>;\\`[]{}|') and bare.replace("\u200b", "").isprintable(), label
            assert "$$" not in html.unescape(label), label  # a formula, to Mermaid
            labels[match["id"]] = html.unescape(label.replace("<br>", "\n", 1)).replace("\u200b", "")
        elif match["edge"]:
            edges.append((match["tail"], match["arrow"], match["head"]))
        depth += bool(match["open"]) - bool(match["close"])
        assert depth >= 0
    assert depth == 0
    assert {n for tail, _, head in edges for n in (tail, head)} <= set(labels)
    return labels, edges


def expected_labels(plan: Plan) -> dict[str, str]:
    return {str(b.line): f"{b.kind} (subquery)" * b.subquery + b.kind * (not b.subquery)
            + (f"\n{b.summary}" if b.summary else "") for b in boxes(plan).boxes}


def test_a_mermaid_node_per_relation_and_an_edge_per_input():
    plan = se.parse(SIX_TABLES.read_text())
    labels, edges = check_mermaid(mermaid(plan))
    assert len(labels) == 16 and len(edges) == 15
    assert labels == expected_labels(plan)
    shown = set(labels.values())
    assert "Read\ncustomer" in shown and "Aggregate\nby n_name: sum($1)" in shown  # $1 has no name
    assert "Filter\nr_name = 'ASIA' AND o_orderdate >= '1994-01-01':date" in shown
    assert "Join\ninner: l_suppkey = s_suppkey AND c_nationkey = s_nationkey" in shown
    # Inputs below: the edge goes from the Read to the Join that reads it.
    by_label = {v: k for k, v in labels.items()}
    assert (by_label["Read\nregion"], "-->", by_label["Join\ninner: n_regionkey = r_regionkey"]) in edges


def test_mermaid_groups_each_subquery_and_nests_them():
    plan = se.parse(SUBQUERIES)
    text = mermaid(plan)
    labels, edges = check_mermaid(text)
    assert len(labels) == 14 and len(edges) == 12  # two Roots read by nothing
    assert sum(arrow == "-.->" for _, arrow, _ in edges) == 4  # a subquery to the relation whose expression holds it
    assert text.count("subgraph") == 4
    # %2 is inside %0's group: its subgraph opens before %0's ends.
    outer = text.split("\n  subgraph ")[2]
    assert "\n    subgraph " in outer.split("\n  end\n")[0]
    assert labels == expected_labels(plan)
    assert {"Filter\nEXISTS (subquery)", "Filter (subquery)\norder_id = outer $0", "Project\nid = ANY (subquery)",
            "Filter\namount < (subquery)"} <= set(labels.values())


def test_mermaid_labels_hold_any_name():
    plan = hostile_plan()
    labels, edges = check_mermaid(mermaid(plan))
    assert labels == expected_labels(plan) and len(edges) == 2
    root = next(v for v in labels.values() if v.startswith("Root"))
    assert root.startswith('Root\n"a\\"b", "c]d", "e<f>g", "h;i", "j\\nk"')  # names quoted as the text quotes them


# ---- Graphviz: rendered by dot --------------------------------------------------------

def render_svg(text: str) -> ET.Element:
    done = subprocess.run([DOT, "-Tsvg"], input=text.encode(), capture_output=True, timeout=120)
    assert done.returncode == 0 and not done.stderr, done.stderr.decode()
    return ET.fromstring(done.stdout)


_SVG = "{http://www.w3.org/2000/svg}"


def svg_nodes(svg: ET.Element) -> dict[str, str]:
    """Each node's name and its label's lines as dot drew them."""
    nodes = {}
    for g in svg.iter(f"{_SVG}g"):
        if g.get("class") == "node":
            name = g.find(f"{_SVG}title").text
            nodes[name.removeprefix("r")] = "\n".join(t.text or "" for t in g.iter(f"{_SVG}text"))
    return nodes


def svg_edges(svg: ET.Element) -> int:
    return sum(g.get("class") == "edge" for g in svg.iter(f"{_SVG}g"))


@needs_dot
@pytest.mark.parametrize("plan", [se.parse(SIX_TABLES.read_text()), se.parse(SUBQUERIES), hostile_plan()],
                         ids=["six tables", "subqueries", "hostile names"])
def test_dot_renders_a_node_per_relation_labelled_with_its_summary(plan):
    svg = render_svg(dot(plan))
    found = boxes(plan).boxes
    # dot collapses runs of spaces in a line; labels are otherwise drawn as written.
    assert svg_nodes(svg) == {k: re.sub(" +", " ", v) for k, v in expected_labels(plan).items()}
    assert svg_edges(svg) == sum(b.parent != -1 for b in found)
    clusters = [g for g in svg.iter(f"{_SVG}g") if g.get("class") == "cluster"]
    assert len(clusters) == sum(b.subquery for b in found)


def test_summaries_say_what_each_relation_does():
    summaries = {b.kind + " " + b.summary for b in boxes(se.parse(SIX_TABLES.read_text())).boxes}
    assert {"Root n_name, revenue", "Sort revenue desc", "Read lineitem",
            "Project l_extendedprice * (1.00:decimal<3,2> - l_discount)"} <= summaries
    text = ("=== Plan\nRoot[a]\n  Fetch[limit=10, offset=5 => $0]\n    Set[&UnionAll]\n"
            "      Read[t => a:i64]\n      Read:Virtual[(1), (2) => a:i64]\n")
    assert [b.summary for b in boxes(se.parse(text)).boxes] == ["a", "limit 10 offset 5", "union all", "t", "2 rows"]


def test_a_long_summary_is_shortened_and_kept_whole_for_the_tooltip():
    names = ", ".join(f"column_{i}:i64" for i in range(30))
    plan = se.parse(f"=== Plan\nRoot[x]\n  Project[{', '.join(f'${i}' for i in range(30))} => $30]\n"
                    f"    Read[t => {names}]\n")
    project = boxes(plan).boxes[1]
    assert len(project.summary) == SUMMARY_CHARS and project.summary.endswith("…")
    assert project.whole.startswith(project.summary[:-1]) and project.whole.endswith("column_29")


# ---- the command ------------------------------------------------------------------------

def test_view_writes_diagrams(tmp_path, capsys):
    assert main(["view", str(SIX_TABLES), "--to", "mermaid"]) == 0
    assert capsys.readouterr().out == mermaid(se.parse(SIX_TABLES.read_text()))
    assert main(["view", str(SIX_TABLES), "--to", "dot", "-o", str(tmp_path / "plan.dot")]) == 0
    assert (tmp_path / "plan.dot").read_text() == dot(se.parse(SIX_TABLES.read_text()))
    with pytest.raises(SystemExit) as usage:
        main(["view", str(SIX_TABLES), "--to", "png"])
    assert usage.value.code == 2 and "invalid choice: 'png'" in capsys.readouterr().err


@needs_corpus
def test_every_corpus_plan_draws_as_mermaid_with_an_edge_per_input():
    failures = []
    for path in corpus_files():
        plan = se.load_plan(path.read_bytes())
        found = boxes(plan).boxes
        try:
            labels, edges = check_mermaid(mermaid(plan))
            assert len(labels) == len(found) and len(edges) == sum(b.parent != -1 for b in found)
        except AssertionError as e:
            failures.append(f"{path}: {str(e)[:200]}")
    assert failures == []


@needs_corpus
@needs_dot
def test_every_corpus_plan_draws_as_dot_that_dot_renders_with_a_node_per_relation():
    failures = []
    for path in corpus_files():
        plan = se.load_plan(path.read_bytes())
        done = subprocess.run([DOT, "-Tplain"], input=dot(plan).encode(), capture_output=True, timeout=120)
        drawn = done.stdout.decode().split("\n")
        relations = len(boxes(plan).boxes)
        if done.returncode or done.stderr or sum(line.startswith("node ") for line in drawn) != relations:
            failures.append(f"{path}: {done.stderr.decode()[:200]}")
    assert failures == []


@needs_mermaid
def test_mermaid_itself_draws_every_node_edge_and_label(tmp_path):
    page = tmp_path / "mermaid.html"
    page.write_text(f'<!DOCTYPE html><html><body><script src="{MERMAID_JS.as_uri()}"></script>'
                    "<script>mermaid.initialize({startOnLoad: false, maxEdges: 5000});</script></body></html>")
    plans = [se.parse(SIX_TABLES.read_text()), se.parse(SUBQUERIES), hostile_plan()]
    plans += [se.load_plan(p.read_bytes()) for p in corpus_files()[::25]]
    with browser.Browser(CHROMIUM) as b:
        b.open(page.as_uri())
        for plan in plans:
            found = boxes(plan).boxes
            drawn = b.evaluate(f"""(async () => {{
                const pre = document.createElement('pre');
                pre.textContent = {json.dumps(mermaid(plan))};
                document.body.replaceChildren(pre);
                try {{ await mermaid.run({{nodes: [pre], suppressErrors: false}}); }}
                catch (e) {{ return {{error: String(e.message || e)}}; }}
                return {{nodes: [...pre.querySelectorAll('g.node')].map(g => g.textContent),
                         edges: pre.querySelectorAll('path.flowchart-link').length,
                         groups: pre.querySelectorAll('g.cluster').length}};
            }})()""")
            assert "error" not in drawn, drawn
            # A label's two lines, as Mermaid shows them (the line break has no text).
            expected = [label.replace("\n", "", 1) for label in expected_labels(plan).values()]
            assert sorted(n.replace("\u200b", "") for n in drawn["nodes"]) == sorted(expected)
            assert drawn["edges"] == sum(b.parent != -1 for b in found)
            assert drawn["groups"] == sum(b.subquery for b in found)


def test_deep_plans_draw(tmp_path):
    # A thousand relations in a chain, and an expression nested as deep: drawn without recursion limits.
    depth = 1000
    condition = "$0"
    for n in [64, 32] * (depth // 2):
        condition = f"({condition})::i{n}"
    text = ("=== Plan\nRoot[a]\n" + "".join("  " * (i + 1) + "Filter[true]\n" for i in range(depth))
            + "  " * (depth + 1) + f"Filter[{condition}]\n" + "  " * (depth + 2) + "Read[t => a:i64]\n")
    plan = se.parse(text)
    labels, edges = check_mermaid(mermaid(plan))
    assert len(labels) == depth + 3 and len(edges) == depth + 2
    assert "Filter\na" in labels.values()  # casts are looked through
    assert dot(plan).count(" -> ") == depth + 2


def test_summaries_of_writes_definitions_references_and_extensions():
    plan = Plan()
    write = plan.relations.add().rel.write
    write.named_table.names.extend(["db", "sales"])
    write.op = write.WRITE_OP_INSERT
    write.input.reference.subtree_ordinal = 0
    ddl = plan.relations.add().rel.ddl
    ddl.named_object.names.append("v")
    ddl.op, ddl.object = ddl.DDL_OP_CREATE_OR_REPLACE, ddl.DDL_OBJECT_VIEW
    ddl.view_definition.extension_leaf.detail.type_url = "type.googleapis.com/example.BlobStoreRead"
    assert [(b.kind, b.summary) for b in boxes(plan).boxes] == [
        ("Write", "insert into db.sales"), ("Reference", "relation 0"), ("Ddl", "create or replace view v"),
        ("ExtensionLeaf", "BlobStoreRead")]


@needs_seeds
@needs_dot
def test_every_seed_example_draws():
    for path in seed_examples():
        plan = se.parse(path.read_text())
        found = boxes(plan).boxes
        labels, edges = check_mermaid(mermaid(plan))
        assert len(labels) == len(found) and len(edges) == sum(b.parent != -1 for b in found), path
        svg = render_svg(dot(plan))
        assert len(svg_nodes(svg)) == len(found) and svg_edges(svg) == len(edges), path
