"""A plan as one self-contained HTML page: the text highlighted, each relation
foldable, its column names on hover, and the relation tree drawn in SVG.

Nothing on the page refers outside it (no network, no server, no fonts or
scripts fetched), so the file can be mailed, attached to a bug or opened from
disk.  :func:`fragment` is the same view without the page around it, for
notebooks: ``explain(plan)`` shows it in a Jupyter cell.

Colours come from Pygments (the ``view`` extra); without it the text is shown
plain.
"""

from __future__ import annotations

import html
import json
import os
import re
import unicodedata
import uuid

from substrait.proto import Plan, RelRoot

from substrait_explain.api import format as format_text
from substrait_explain.api import load_plan
from substrait_explain.codec.colnames import UNKNOWN, annotator, comment, line_names
from substrait_explain.text.outline import Outline
from substrait_explain.tools.boxes import Box, boxes

MAX_DRAWN = 400  # relations: a larger tree is a picture no one can read
# The tree's measures in pixels: a character of the boxes' 12px monospace font (a little
# wider than any common one's, so that no label is cut), padding, box height, level, gaps.
_CHAR, _PAD, _BOX_H, _LEVEL, _GAP, _MARGIN = 7.6, 10, 34, 58, 16, 10


class Explained:
    """A plan for a notebook cell: ``str()`` and ``repr()`` are the text (what a
    Python prompt shows), ``_repr_html_`` the view (what Jupyter shows)."""

    def __init__(self, plan: Plan, names: bool = True) -> None:
        self.plan = plan
        self.names = names

    def __str__(self) -> str:
        return format_text(self.plan, names=self.names)

    __repr__ = __str__

    def _repr_html_(self) -> str:
        return fragment(self.plan, names=self.names)


def explain(plan: Plan | bytes | str | os.PathLike, names: bool = True) -> Explained:
    """``plan`` (a Plan, data in any format, or the path of a plan file) ready to
    show: in Jupyter, a cell ending in ``explain(plan)`` shows the page's view;
    at a Python prompt and with ``print``, the text.  Both are the names view
    (column names beside their numbers) unless ``names=False``."""
    return Explained(plan if isinstance(plan, Plan) else load_plan(plan), names)


def page(plan: Plan, title: str = "Substrait plan", names: bool = True) -> str:
    """The whole HTML document (see :func:`fragment`)."""
    return (f'<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f"<title>{html.escape(title)}</title>\n</head>\n<body>\n{fragment(plan, title, names)}\n</body>\n</html>\n")


def fragment(plan: Plan, title: str = "Substrait plan", names: bool = True) -> str:
    """The view as one ``<div>`` with its own style and script, all scoped to it.  With
    ``names`` (the default), the text is the names view, its comments shown."""
    drawn = boxes(plan, names)
    lines, outline = drawn.lines, drawn.outline
    of, note = line_names(plan, drawn.names), annotator(plan)
    columns = {b.line: of(b.message) for b in drawn.boxes}
    notes = {b.line: note(b.message) for b in drawn.boxes}  # the names view's comments
    scopes = {b.line: None if isinstance(b.message, RelRoot) else drawn.names.scope(b.message) for b in drawn.boxes}
    uid = f"se{uuid.uuid4().hex[:12]}"  # views in one notebook, even across kernels, stay apart
    relations = len(drawn.boxes)
    head = [f'<b>{html.escape(title)}</b>', f"{relations} relation{'s' if relations != 1 else ''}"]
    if plan.HasField("version"):
        v = plan.version
        head.append(html.escape(f"Substrait {v.major_number}.{v.minor_number}.{v.patch_number}"
                                + (f", by {v.producer}" if v.producer else "")))
    return "\n".join([
        f'<div class="se-view{" names" if names else ""}" id="{uid}">',
        f"<style>{_style(uid)}</style>",
        '<div class="se-bar">' + " · ".join(head)
        + ' <button type="button" data-act="fold">Fold all</button>'
          ' <button type="button" data-act="unfold">Unfold all</button>'
        + f' <label><input type="checkbox" data-act="names"{" checked" if names else ""}> column names</label>'
          ' <span class="se-zoom">tree: <button type="button" data-act="zoom-out" title="zoom out">\u2212</button>'
          '<button type="button" data-act="zoom-in" title="zoom in (or Ctrl + wheel)">+</button>'
          '<button type="button" data-act="fit" title="the whole tree">fit</button>'
          '<button type="button" data-act="actual" title="actual size, at Root">1:1</button></span></div>',
        f'<div class="se-tree">{_tree(drawn.boxes, outline, columns, uid)}</div>',
        f'<div class="se-text">{_text(lines, outline, columns, notes, scopes, uid)}</div>',
        f"<script>{_SCRIPT % json.dumps(uid)}</script>",
        "</div>",
    ])


def _highlighted(text: str) -> list[str]:
    """Each line of ``text`` as HTML, coloured by the Pygments lexer of the format."""
    lines = _lines(text)
    try:
        from pygments import highlight
        from pygments.formatters import HtmlFormatter

        from substrait_explain.text.pygments_lexer import SubstraitExplainLexer
    except ImportError:
        return [html.escape(line) for line in lines]
    # The formatter closes its spans at each line end, so its lines are the text's.
    return _lines(highlight(text, SubstraitExplainLexer(), HtmlFormatter(nowrap=True)))


def _lines(text: str) -> list[str]:
    # Lines end at \n only, as in the format: not at the other breaks splitlines knows.
    return text.removesuffix("\n").split("\n")


def _text(lines: list[str], outline: Outline, columns: dict[int, list[str] | None],
          notes: dict[int, str | None], scopes: dict[int, list[str] | None], uid: str) -> str:
    """The lines, each relation a <details> holding its inputs (a leaf, a <div>)."""
    shown = _highlighted("\n".join(lines))
    has_inputs = {p for p in outline.parent.values() if p != -1}
    below = _descendants(outline)
    out: list[str] = []
    open_depths: list[int] = []  # depths of the <details> still open
    i = 0
    while i < len(lines):
        if i not in outline.name:
            if outline.section[i] == "Plan" and outline.owner[i] == -1:
                while open_depths:  # a plan field line ends the relations above it
                    open_depths.pop()
                    out.append("</details>")
            out.append(f'<div class="ln">{shown[i]}</div>')
            i += 1
            continue
        depth = outline.depth[i]
        while open_depths and open_depths[-1] >= depth:
            open_depths.pop()
            out.append("</details>")
        end = i + 1
        while end < len(lines) and outline.owner[end] == i and end not in outline.name:
            end += 1  # its continuation lines
        names = columns.get(i)
        note = notes.get(i)  # the names view's comment, shown on demand
        title = html.escape(f"{outline.name[i]}: {_count(names)}" + (f"\n{comment(names)}" if names else ""))
        n = below[i]
        hidden = f' data-below="{n} relation{"s" if n != 1 else ""} folded"' if i in has_inputs else ""
        own = _name_fields(shown[i:end], scopes.get(i))
        first = (f'<div class="ln head" style="--d:{depth}"{hidden}>{own[0]}'
                 + ("" if note is None else f'<span class="nm">  // {html.escape(note)}</span>') + "</div>")
        rest = "".join(f'<div class="ln">{line}</div>' for line in own[1:])
        if i in has_inputs:
            out.append(f'<details open class="rel" id="{uid}-r{i}"><summary title="{title}">{first}{rest}</summary>')
            open_depths.append(depth)
        else:
            out.append(f'<div class="rel leaf" id="{uid}-r{i}" title="{title}">{first}{rest}</div>')
        i = end
    out.extend("</details>" for _ in open_depths)
    return "".join(out)


_FIELD = re.compile(r'<span class="nv">\$(\d+)</span>')
_ARROW = '<span class="o">=&gt;</span>'


def _name_fields(shown: list[str], scope: list[str] | None) -> list[str]:
    """A relation's highlighted lines with each `$N` of its expressions titled
    with the column's name.  What follows the first `=>` (emits, schemas,
    an Aggregate's outputs) counts columns otherwise, so it is left as it is."""
    if not scope:
        return shown
    out, done = [], False

    def titled(match: re.Match) -> str:
        index = int(match.group(1))
        if index >= len(scope) or scope[index] == UNKNOWN:
            return match.group()
        return f'<span class="nv" title="{html.escape(scope[index])}">${index}</span>'

    for line in shown:
        if done:
            out.append(line)
            continue
        before, arrow, after = line.partition(_ARROW)
        out.append(_FIELD.sub(titled, before) + arrow + after)
        done = bool(arrow)
    return out


def _count(names: list[str] | None) -> str:
    if names is None:
        return "columns unknown"
    return f"{len(names)} column{'s' if len(names) != 1 else ''}"


def _descendants(outline: Outline) -> dict[int, int]:
    """How many relations are below each relation line."""
    count = dict.fromkeys(outline.name, 0)
    for line in sorted(outline.name, reverse=True):  # children come after their parents
        parent = outline.parent[line]
        if parent != -1:
            count[parent] += count[line] + 1
    return count


def _chars(text: str) -> int:
    """How many monospace cells ``text`` takes: wide (East Asian) characters two."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def _tree(found: list[Box], outline: Outline, columns: dict[int, list[str] | None], uid: str) -> str:
    """The relation tree as SVG: inputs below, each box its relation's kind and
    summary (as wide as they are: no label is cut) and a link to its line."""
    if not found:
        return ""
    if len(found) > MAX_DRAWN:
        return f'<p class="se-note">{len(found)} relations: too many to draw, see the text below.</p>'
    nodes = [b.line for b in found]  # parents before their inputs
    by_line = {b.line: b for b in found}
    children: dict[int, list[int]] = {n: [] for n in nodes}
    for b in found:
        if b.parent != -1:
            children[b.parent].append(b.line)
    width = {n: max(_chars(by_line[n].kind), _chars(by_line[n].summary)) * _CHAR + 2 * _PAD for n in nodes}
    # Each subtree takes the width of its inputs side by side, or its own box if wider.
    span: dict[int, float] = {}
    for n in reversed(nodes):
        below = sum(span[c] for c in children[n]) + _GAP * (len(children[n]) - 1)
        span[n] = max(width[n], below)
    left: dict[int, float] = {}
    x: float = _MARGIN
    for n in nodes:
        if by_line[n].parent == -1:
            left[n], x = x, x + span[n] + _GAP
    for n in nodes:  # inputs side by side, centred under the subtree's span
        below = sum(span[c] for c in children[n]) + _GAP * (len(children[n]) - 1)
        start = left[n] + (span[n] - below) / 2
        for c in children[n]:
            left[c], start = start, start + span[c] + _GAP
    centre: dict[int, float] = {}
    for n in reversed(nodes):  # a box over its inputs, kept inside its span
        kids = children[n]
        middle = (centre[kids[0]] + centre[kids[-1]]) / 2 if kids else left[n] + span[n] / 2
        centre[n] = min(max(middle, left[n] + width[n] / 2), left[n] + span[n] - width[n] / 2)
    total_w = x - _GAP + _MARGIN
    total_h = (max(outline.depth[n] for n in nodes) + 1) * _LEVEL - (_LEVEL - _BOX_H) + 2 * _MARGIN

    def top(n: int) -> float:
        return _MARGIN + outline.depth[n] * _LEVEL

    root = nodes[0]
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{total_w:.0f}" height="{total_h:.0f}" '
             f'viewBox="0 0 {total_w:.0f} {total_h:.0f}" role="img" aria-label="relation tree" '
             f'data-root="{centre[root]:.0f}">']
    for b in found:
        if b.parent != -1:
            x1, y1 = centre[b.parent], top(b.parent) + _BOX_H
            x2, y2 = centre[b.line], top(b.line)
            mid = (y1 + y2) / 2
            dashed = ' stroke-dasharray="4 3"' if b.subquery else ""
            parts.append(f'<path d="M{x1:.1f} {y1:.1f} V{mid:.1f} H{x2:.1f} V{y2:.1f}" class="edge"{dashed}/>')
    for b in found:
        n = b.line
        names = columns.get(n)
        tip = html.escape(f"{b.kind}: {_count(names)}" + (f"\n{comment(names)}" if names else "")
                          + (f"\n{b.whole}" if b.whole else ""))
        cx, y = centre[n], top(n)
        label = (f'<text x="{cx:.1f}" y="{y + 14:.1f}" class="k">{html.escape(b.kind)}</text>'
                 f'<text x="{cx:.1f}" y="{y + 28:.1f}">{html.escape(b.summary)}</text>' if b.summary
                 else f'<text x="{cx:.1f}" y="{y + _BOX_H / 2 + 4:.1f}" class="k">{html.escape(b.kind)}</text>')
        parts.append(
            f'<a href="#{uid}-r{n}" class="node"><title>{tip}</title>'
            f'<rect x="{cx - width[n] / 2:.1f}" y="{y:.1f}" width="{width[n]:.1f}" height="{_BOX_H}" rx="5" '
            f'fill="{b.colour}"/>{label}</a>')
    parts.append("</svg>")
    return "".join(parts)


def _style(uid: str) -> str:
    # Pygments' classes are scoped to this view, so a notebook's own styles stay as they are.
    scope = f"#{uid}"
    try:
        from pygments.formatters import HtmlFormatter
        colours = HtmlFormatter().get_style_defs(f"{scope} .se-text")
        colours = "\n".join(line for line in colours.splitlines() if line.startswith(scope))
    except ImportError:
        colours = ""
    return (_STYLE.replace("#VIEW", scope) + colours).replace("\n", " ")


_STYLE = """
#VIEW { font-family: system-ui, sans-serif; color: #1f1f1f; }
#VIEW .se-bar { padding: 6px 0; font-size: 14px; }
#VIEW .se-bar button { font-size: 13px; margin-left: 6px; }
#VIEW .se-tree { overflow: auto; max-height: 70vh; border: 1px solid #ddd; background: #fcfcfc; }
#VIEW .se-tree .edge { fill: none; stroke: #888; stroke-width: 1.2; }
#VIEW .se-tree rect { stroke: #666; stroke-width: 1; }
#VIEW .se-tree a:hover rect { stroke: #000; stroke-width: 2; }
#VIEW .se-tree svg { display: block; margin: 0 auto; }
#VIEW .se-tree text { font: 12px ui-monospace, monospace; text-anchor: middle; fill: #1f1f1f;
  white-space: pre; }
#VIEW .se-tree text.k { font-weight: bold; }
#VIEW .se-zoom { margin-left: 12px; }
#VIEW .se-zoom button { margin-left: 2px; min-width: 2.2em; }
#VIEW .se-note { color: #666; margin: 6px; }
#VIEW .se-text { font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  white-space: pre; overflow-x: auto; background: #f8f8f8; border: 1px solid #ddd;
  margin-top: 8px; padding: 6px 0; }
#VIEW .ln { position: relative; padding-left: 2ch; min-height: 1.45em; }
#VIEW summary { display: block; list-style: none; cursor: pointer; }
#VIEW summary::-webkit-details-marker { display: none; }
#VIEW summary:hover, #VIEW .leaf:hover { background: #eef3fb; }
#VIEW summary > .head::before { content: "\\25BE"; position: absolute; left: calc(var(--d) * 2ch);
  color: #777; }
#VIEW details:not([open]) > summary > .head::before { content: "\\25B8"; }
#VIEW details:not([open]) > summary > .head::after { content: "  \\22EF  " attr(data-below); color: #999; }
#VIEW .nm { display: none; color: #3d7b7b; font-style: italic; }
#VIEW.names .nm { display: inline; }
#VIEW :target > summary, #VIEW .leaf:target { background: #fff3b0; }
"""

# Fold and unfold all, show names, and open the way to a box clicked in the tree.  The tree
# opens fitted to its panel when that leaves it readable, else at actual size scrolled to Root;
# the zoom buttons and Ctrl + wheel scale it about the panel's centre (the pointer's).
_SCRIPT = """(function () {
  var view = document.getElementById(%s);
  var panel = view.querySelector(".se-tree"), svg = panel.querySelector("svg");
  var scale = 1, READABLE = 0.6;
  function size() { return [svg.viewBox.baseVal.width, svg.viewBox.baseVal.height]; }
  function zoom(to, atX, atY) {
    var wh = size(), old = scale;
    scale = Math.min(4, Math.max(0.02, to));
    if (atX === undefined) { atX = panel.clientWidth / 2; atY = panel.clientHeight / 2; }
    var x = (panel.scrollLeft + atX) / old, y = (panel.scrollTop + atY) / old;
    svg.setAttribute("width", Math.round(wh[0] * scale));
    svg.setAttribute("height", Math.round(wh[1] * scale));
    panel.scrollLeft = x * scale - atX;
    panel.scrollTop = y * scale - atY;
  }
  function fit() { zoom(Math.min(1, panel.clientWidth / size()[0])); panel.scrollLeft = 0; panel.scrollTop = 0; }
  function actual() {
    zoom(1);
    panel.scrollTop = 0;
    panel.scrollLeft = Number(svg.getAttribute("data-root")) - panel.clientWidth / 2;
  }
  if (svg) {
    if (panel.clientWidth / size()[0] >= READABLE) { fit(); } else { actual(); }
    panel.addEventListener("wheel", function (e) {
      if (!e.ctrlKey) { return; }
      e.preventDefault();
      var r = panel.getBoundingClientRect();
      zoom(scale * (e.deltaY < 0 ? 1.25 : 0.8), e.clientX - r.left, e.clientY - r.top);
    }, {passive: false});
  }
  view.addEventListener("click", function (e) {
    var act = e.target.getAttribute && e.target.getAttribute("data-act");
    if (act === "fold" || act === "unfold") {
      view.querySelectorAll("details.rel").forEach(function (d) { d.open = act === "unfold"; });
    } else if (act === "names") {
      view.classList.toggle("names", e.target.checked);
    } else if (svg && act === "zoom-in") {
      zoom(scale * 1.25);
    } else if (svg && act === "zoom-out") {
      zoom(scale * 0.8);
    } else if (svg && act === "fit") {
      fit();
    } else if (svg && act === "actual") {
      actual();
    }
    var link = e.target.closest && e.target.closest("a.node");
    if (link) {
      var target = document.getElementById(link.getAttribute("href").slice(1));
      for (var d = target; d && d !== view; d = d.parentElement) {
        if (d.tagName === "DETAILS") { d.open = true; }
      }
    }
  });
})();"""
