"""The plan page (`view`, explain() in notebooks): its HTML, and what a real browser shows."""

import builtins
import io
import re
import sys
from html.parser import HTMLParser
from pathlib import Path

import browser
import pytest
from conftest import CORPUS, needs_corpus
from substrait.proto import Plan, Rel, RelRoot
from test_colnames import plan_files

import substrait_explain as se
from substrait_explain.codec.printer import format_plan
from substrait_explain.codec.relations import BY_CASE
from substrait_explain.text.outline import Outline
from substrait_explain.tools.cli import EXAMPLE, main
from substrait_explain.tools.view import MAX_DRAWN, page

SIX_TABLES = Path(__file__).resolve().parent / "fixtures" / "plans" / "six_table_join.txt"
IBIS_Q5 = CORPUS / "ibis-substrait" / "tpc_h05.json"  # TPC-H Q5: six tables joined, from ibis
CHROMIUM = browser.find()
needs_browser = pytest.mark.skipif(
    CHROMIUM is None, reason="no Chromium installed (apt-get install chromium; .ci/run installs it)")


class _References(HTMLParser):
    """Everything in a page that would make a browser fetch something."""

    def __init__(self) -> None:
        super().__init__()
        self.found: list[str] = []
        self.tags: list[str] = []
        self.titles: list[str] = []
        self._in: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        self._in.append(tag)
        for name, value in attrs:
            if name in ("src", "href", "xlink:href", "action", "srcset", "poster", "data", "background") \
                    and not (value or "").startswith("#"):
                self.found.append(f"<{tag} {name}={value!r}>")
            if name == "title":
                self.titles.append(value)
        if tag in ("link", "iframe", "object", "embed", "img", "base"):
            self.found.append(f"<{tag}>")

    def handle_endtag(self, tag):
        if self._in and self._in[-1] == tag:
            self._in.pop()

    def handle_data(self, data):
        if self._in and self._in[-1] in ("style", "script"):
            for pattern in (r"url\(", r"@import", r"https?://", r"fetch\(", r"XMLHttpRequest", r"import\("):
                self.found += [f"{self._in[-1]}: {m.group()}" for m in re.finditer(pattern, data)]


def references(document: str) -> _References:
    parser = _References()
    parser.feed(document)
    return parser


def plans() -> list[tuple[str, Plan]]:
    found = [("example", se.load_plan(EXAMPLE.read_text())), ("six tables", se.parse(SIX_TABLES.read_text()))]
    if IBIS_Q5.is_file():
        found.append(("TPC-H Q5 from ibis", se.load_plan(IBIS_Q5.read_bytes())))
    return found


@pytest.mark.parametrize("name, plan", plans(), ids=[name for name, _ in plans()])
def test_the_page_refers_to_nothing_outside_it(name, plan):
    document = page(plan, name)
    refs = references(document)
    assert refs.found == []
    # The one namespace URL of the inline SVG is a name, not a fetch: it is in no attribute
    # a browser loads from, and the page loads nothing (the browser test counts requests).
    assert "svg" in refs.tags and "details" in refs.tags and "script" in refs.tags


def test_each_relation_folds_and_names_its_columns():
    plan = se.parse(SIX_TABLES.read_text())
    document = page(plan)
    # 16 relation lines: 6 Reads are leaves, the 10 others fold.
    assert document.count('<details open class="rel"') == 10
    assert document.count('class="rel leaf"') == 6
    titles = references(document).titles
    assert "Read: 3 columns\nn_nationkey, n_name, n_regionkey" in titles
    assert "Aggregate: 2 columns\nn_name, revenue" in titles  # the Root's names reach the sum
    # The tree has a box for each relation, linking to its line.
    assert len(re.findall(r'<a href="#se[0-9a-f]+-r\d+" class="node">', document)) == 16
    assert '<span class="nm">  // n_name, revenue</span>' in document  # the names view, on demand


def test_a_field_reference_is_titled_with_its_column_name():
    document = page(se.parse(SIX_TABLES.read_text()))
    titled = re.findall(r'<span class="nc">(\w+)</span>|<span class="nv"( title="[^"]*")?>(\$\d+)</span>', document)
    by_relation: dict[str, list[str]] = {}
    relation = ""
    for name, title, field in titled:
        if name:
            relation = name
            by_relation.setdefault(relation, [])
        else:
            by_relation[relation].append(f"{field}{title}")
    # The Aggregate's second column, which the Root names; the Sort's emit is Direct: not written.
    assert by_relation["Sort"] == ['$1 title="revenue"']
    # Groupings refer to the input; after `=>`, $0 is grouping 0 and sum($1) is a measure: no title.
    assert by_relation["Aggregate"] == ['$0 title="n_name"', "$0", "$1"]
    assert by_relation["Project"] == ['$12 title="n_name"', '$7 title="l_extendedprice"', '$8 title="l_discount"']
    assert by_relation["Filter"][:2] == ['$15 title="r_name"', '$4 title="o_orderdate"']
    assert all(" title=" not in field for field in by_relation["Filter"][2:])  # its emit
    # The outermost join: all six tables side by side.
    assert by_relation["Join"][:2] == ['$13 title="n_regionkey"', '$14 title="r_regionkey"']


def test_relation_variants_and_continuation_lines():
    rows = ", ".join(f"({i}, 'row number {i}')" for i in range(30))
    plan = se.parse(f"=== Plan\nRoot[a, b]\n  Filter[true]\n    Read:Virtual[{rows} => n:i64, s:string]\n")
    document = page(plan)
    assert "Read:Virtual: 2 columns\nn, s" in references(document).titles
    leaf = document.split('class="rel leaf"', 1)[1].split("</div></div>", 1)[0]
    assert leaf.count('<div class="ln">') == 31  # its continuation lines go with it: 30 rows, the schema


def test_addendum_lines_belong_to_their_relation(crate_registry):
    text = ("=== Plan\nRoot[id]\n  Filter[true => $0]\n    + Opt:PlanHint[hint='x']\n"
            "    Read:Extension[id:i64]\n      + Ext:BlobStoreRead['path/to/file']\n")
    lines = se.format(se.parse(text)).removesuffix("\n").split("\n")
    outline = Outline(lines)
    assert [outline.name[i] for i in sorted(outline.name)] == ["Root", "Filter", "Read:Extension"]
    assert outline.path(lines.index("    + Opt:PlanHint[hint='x']")) == "Root > Filter"
    assert outline.path(len(lines) - 1) == "Root > Filter > Read:Extension"


@needs_corpus
def test_the_outline_finds_each_relation_line_the_printer_writes():
    # The page pairs the printer's relations with the lines the outline finds, in order.
    failures = []
    for path in plan_files():
        plan = se.load_plan(path.read_bytes())
        written: list[str] = []

        def record(msg: Rel | RelRoot, written: list[str] = written) -> None:
            written.append("Root" if isinstance(msg, RelRoot) else BY_CASE[msg.WhichOneof("rel_type")].name)

        outline = Outline(format_plan(plan, record).removesuffix("\n").split("\n"))
        found = [outline.name[line].split(":")[0] for line in sorted(outline.name)]
        if found != written:
            failures.append(str(path))
    assert not failures, failures[:10]


def test_without_pygments_the_page_is_plain_but_whole(monkeypatch):
    real_import = builtins.__import__

    def no_pygments(name, *args, **kwargs):
        if name.startswith("pygments") or name == "substrait_explain.text.pygments_lexer":
            raise ImportError(name)
        return real_import(name, *args, **kwargs)

    for module in [m for m in sys.modules if m.startswith("pygments") or m.endswith("pygments_lexer")]:
        monkeypatch.delitem(sys.modules, module)
    monkeypatch.setattr(builtins, "__import__", no_pygments)
    document = page(se.parse(SIX_TABLES.read_text()))
    assert 'class="nc"' not in document  # no highlighting classes
    assert "Read[region =&gt; r_regionkey:i64, r_name:string]" in document
    assert document.count('<details open class="rel"') == 10


def test_explain_is_text_for_print_and_the_view_for_notebooks():
    text = SIX_TABLES.read_text()
    shown = se.explain(text)
    assert str(shown) == se.format(se.parse(text), names=True)  # the names view, unless names=False
    assert str(se.explain(text, names=False)) == se.format(se.parse(text))
    fragment = shown._repr_html_()
    assert fragment.startswith('<div class="se-view names" id="se') and "<html" not in fragment
    assert 'data-act="names" checked' in fragment
    assert se.explain(text, names=False)._repr_html_().startswith('<div class="se-view" id="se')
    # Two views in one notebook keep their styles and scripts apart.
    other = se.explain(se.parse(text))._repr_html_()
    ids = re.findall(r'id="(se[0-9a-f]+)"', fragment + other)
    assert len(set(ids)) == 2


def test_a_plan_too_large_to_draw_is_still_shown():
    text = "=== Plan\nRoot[a]\n" + "".join("  " * (i + 1) + "Filter[true]\n" for i in range(MAX_DRAWN + 100)) \
        + "  " * (MAX_DRAWN + 101) + "Read[t => a:i64]\n"
    document = page(se.parse(text))
    assert f"{MAX_DRAWN + 102} relations: too many to draw" in document
    assert "<svg" not in document
    assert document.count("<details open") == MAX_DRAWN + 101


def test_view_command(tmp_path, capsys):
    out = tmp_path / "plan.html"
    assert main(["view", str(SIX_TABLES), "-o", str(out)]) == 0
    document = out.read_text()
    assert document.startswith("<!DOCTYPE html>") and "<title>six_table_join.txt</title>" in document
    bad = tmp_path / "bad.txt"
    bad.write_text("=== Plan\nRoot[a]\n  Read[t => a:i64\n")
    assert main(["view", str(bad), "-o", str(tmp_path / "bad.html")]) == 1
    assert capsys.readouterr().err.startswith(f"{bad}:3:")
    assert not (tmp_path / "bad.html").exists()


# ---- in a real browser ---------------------------------------------------------------

def _ink_rows(png: bytes) -> int:
    """How many pixel rows of a screenshot hold text (dark pixels)."""
    from PIL import Image

    image = Image.open(io.BytesIO(png)).convert("L")
    width, height = image.size
    pixels = image.load()
    return sum(1 for y in range(height) if any(pixels[x, y] < 128 for x in range(0, width, 2)))


def _coloured(png: bytes) -> int:
    """How many pixels are clearly coloured (not grey): highlighting, boxes."""
    from PIL import Image

    image = Image.open(io.BytesIO(png)).convert("RGB")
    return sum(n for n, (r, g, b) in image.getcolors(1 << 24) if max(r, g, b) - min(r, g, b) > 60)


def _text_lines(b: browser.Browser) -> list[str]:
    return [line for line in b.evaluate("document.querySelector('.se-text').innerText").splitlines() if line.strip()]


def _visible(b: browser.Browser, selector: str) -> int:
    return b.evaluate(f"[...document.querySelectorAll({selector!r})].filter(e => e.checkVisibility()).length")


def _text_panel(b: browser.Browser) -> dict:
    return b.evaluate("(() => { const r = document.querySelector('.se-text').getBoundingClientRect();"
                      " return {x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height}; })()")


@needs_browser
@pytest.mark.parametrize("name, plan", plans(), ids=[name for name, _ in plans()])
def test_a_browser_shows_the_page_folded_and_unfolded(name, plan, tmp_path):
    path = tmp_path / "plan.html"
    path.write_text(page(plan, name, names=False))  # the names view is switched on below
    text = [line for line in se.format(plan).splitlines() if line.strip()]
    plan_section = text.index("=== Plan")  # the `Table[...]` lines above it declare schemas, not relations
    heads = [i for i, line in enumerate(text)
             if i > plan_section and re.match(r"\s*(%\d+: )?[A-Za-z_]\w*(:\w+)?\[", line)]
    relations = len(heads)
    with browser.Browser(CHROMIUM) as b:
        b.open(path.as_uri())
        assert b.errors() == []
        assert b.evaluate("performance.getEntriesByType('resource').length") == 0  # nothing fetched
        assert b.evaluate("document.title") == name
        # Unfolded: the text panel shows the plan's text, line for line.
        assert _text_lines(b) == text
        assert _visible(b, ".se-tree a.node") == relations
        panel = _text_panel(b)
        unfolded = b.screenshot(panel)
        (tmp_path / "unfolded.png").write_bytes(unfolded)
        assert _coloured(unfolded) > 1000  # highlighted

        # Fold the relation under Root: only the lines down to it stay, with a note.
        b.evaluate("document.querySelector('.se-text details.rel details.rel > summary').click()")
        below = relations - 2
        shown = _text_lines(b)
        end = heads[1] + 1  # the relation under Root stays, with its continuation lines
        while end < len(text) and text[end].lstrip().startswith("- "):
            end += 1
        assert shown == text[:end]
        assert _visible(b, ".se-text .rel") == 2
        assert b.evaluate("getComputedStyle(document.querySelector('.se-text details.rel details.rel"
                          " > summary > .head'), '::after').content") == f'"  ⋯ {below} relations folded"'
        folded = b.screenshot(_text_panel(b))
        (tmp_path / "folded.png").write_bytes(folded)
        assert _ink_rows(folded) < _ink_rows(unfolded)

        # A box of the tree opens the way to its line.
        b.evaluate("[...document.querySelectorAll('.se-tree a.node')].pop().dispatchEvent("
                   "new MouseEvent('click', {bubbles: true}))")
        last = b.evaluate("document.querySelector('.se-tree a.node:last-of-type').getAttribute('href')")
        assert b.evaluate(f"document.getElementById({last[1:]!r}).checkVisibility()")

        # Fold all, unfold all, and the names view.
        b.evaluate("document.querySelector('[data-act=fold]').click()")
        assert _visible(b, ".se-text .rel") == 1
        b.evaluate("document.querySelector('[data-act=unfold]').click()")
        assert _visible(b, ".se-text .rel") == relations
        b.evaluate("document.querySelector('[data-act=names]').click()")
        # The page's names view adds the comments to the text; the names beside the numbers
        # are the references' titles.
        shown = _text_lines(b)
        assert [line.split("  // ")[0] for line in shown] == [line for line in se.format(plan).splitlines()
                                                             if line.strip()]
        named = se.format(plan, names=True)
        notes = [line.split("  // ")[1] for line in shown if "  // " in line]
        assert notes and all(f"// {note.split(', ')[0]}" in named for note in notes)
        whole = b.screenshot()
        (tmp_path / "page.png").write_bytes(whole)
        assert _coloured(whole) > _coloured(unfolded)  # the tree's boxes are drawn too


def test_the_page_is_the_names_view_unless_asked_not():
    plan = se.parse(SIX_TABLES.read_text())
    named, plain = page(plan), page(plan, names=False)
    assert 'title="n_name">$0</span>' in named  # still titled on hover
    assert re.search(r'\$0</span><span class="[^"]*">:</span><span class="[^"]*">n_name</span>', named)
    assert 'title="n_name">$0</span><span class="p">:' not in plain


TPCDS_Q04 = CORPUS / "ibm-substrait-compliance" / "tpcds" / "q04.bin"  # 184 relations, 8,000 pixels wide

# Where things are, in the page's pixels: the tree panel's visible area, each box and its label.
_GEOMETRY = """(() => {
  const panel = document.querySelector('.se-tree'), svg = panel.querySelector('svg');
  const box = r => ({x: r.x, y: r.y, right: r.x + r.width, bottom: r.y + r.height, width: r.width});
  const nodes = [...svg.querySelectorAll('a.node')].map(a => ({
    rect: box(a.querySelector('rect').getBBox()),
    texts: [...a.querySelectorAll('text')].map(t => ({text: t.textContent, ...box(t.getBBox())})),
    screen: box(a.querySelector('rect').getBoundingClientRect())}));
  return {panel: box(panel.getBoundingClientRect()), clientWidth: panel.clientWidth,
          svgWidth: svg.getBoundingClientRect().width, nodes: nodes};
})()"""


def _inside(inner: dict, outer: dict, slack: float = 0.5) -> bool:
    return (inner["x"] >= outer["x"] - slack and inner["right"] <= outer["right"] + slack
            and inner["y"] >= outer["y"] - slack and inner["bottom"] <= outer["bottom"] + slack)


@needs_browser
@needs_corpus
def test_a_large_plan_opens_on_root_zooms_and_cuts_no_label(tmp_path):
    plan = se.load_plan(TPCDS_Q04.read_bytes())
    path = tmp_path / "q04.html"
    path.write_text(page(plan, "TPC-DS q04"))
    with browser.Browser(CHROMIUM) as b:
        b.open(path.as_uri())
        assert b.errors() == []
        where = b.evaluate(_GEOMETRY)
        nodes = where["nodes"]
        assert len(nodes) == 184
        # Opened on Root: its box is in the panel's visible area, though the tree is far wider.
        assert where["svgWidth"] > 4 * where["clientWidth"]
        root = nodes[0]
        assert root["texts"][0]["text"] == "Root" and _inside(root["screen"], where["panel"])
        (tmp_path / "opened.png").write_bytes(b.screenshot())
        # No label is cut: every line of every box lies inside its box.
        cut = [t["text"] for n in nodes for t in n["texts"] if not _inside(t, n["rect"])]
        assert cut == []
        # Each box says what its relation does, with column names.
        labels = ["\n".join(t["text"] for t in n["texts"]) for n in nodes]
        assert "Read\nSTORE_SALES" in labels and "Fetch\nlimit 100 offset 0" in labels
        assert any(label.startswith("Filter\nC_CUSTOMER_SK = SS_CUSTOMER_SK AND ") for label in labels)
        assert any(label.startswith("Aggregate\nby C_CUSTOMER_ID, ") for label in labels)
        assert not any("$" in label for label in labels)
        # Zoom: in by a quarter, and with Ctrl + wheel; fit shows the whole width; 1:1 goes back to Root.
        width = root["screen"]["width"]
        b.evaluate("document.querySelector('[data-act=zoom-in]').click()")
        assert b.evaluate(_GEOMETRY)["nodes"][0]["screen"]["width"] == pytest.approx(width * 1.25, rel=0.02)
        b.evaluate("document.querySelector('.se-tree').dispatchEvent(new WheelEvent('wheel', "
                   "{deltaY: -100, ctrlKey: true, clientX: 300, clientY: 200, bubbles: true, cancelable: true}))")
        assert b.evaluate(_GEOMETRY)["nodes"][0]["screen"]["width"] == pytest.approx(width * 1.25 ** 2, rel=0.02)
        b.evaluate("document.querySelector('[data-act=fit]').click()")
        fitted = b.evaluate(_GEOMETRY)
        assert fitted["svgWidth"] <= fitted["clientWidth"] + 1
        assert all(_inside(n["screen"], fitted["panel"], slack=2) for n in fitted["nodes"] if n["screen"]["y"]
                   < fitted["panel"]["bottom"])  # the whole width in view
        b.evaluate("document.querySelector('[data-act=actual]').click()")
        back = b.evaluate(_GEOMETRY)
        assert back["nodes"][0]["screen"]["width"] == pytest.approx(width, rel=0.02)
        assert _inside(back["nodes"][0]["screen"], back["panel"])


@needs_browser
def test_a_small_plan_opens_fitted(tmp_path):
    path = tmp_path / "six.html"
    path.write_text(page(se.parse(SIX_TABLES.read_text())))
    with browser.Browser(CHROMIUM) as b:
        b.open(path.as_uri())
        where = b.evaluate(_GEOMETRY)
        assert all(_inside(n["screen"], where["panel"]) for n in where["nodes"])  # every box in view
        assert [t["text"] for t in where["nodes"][4]["texts"]] == [
            "Filter", "r_name = 'ASIA' AND o_orderdate >= '1994-01-01':date"]
